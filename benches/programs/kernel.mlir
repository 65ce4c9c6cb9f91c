// Compute-bound kernel inside async tasks: 8 async.execute tasks each run y = a*x + y over
// their eighth of two 1,048,576-element f32 buffers, 16 sweeps; repeated 5 times, prints the
// best ns per element-update (lower is better; measures the generated loop code).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %n = arith.constant 1048576 : index
  %chunk = arith.constant 131072 : index
  %sweeps = arith.constant 16 : index
  %reps = arith.constant 5 : index
  %a = arith.constant 1.0001 : f32
  %half = arith.constant 0.5 : f32
  %x = memref.alloc() : memref<1048576xf32>
  %y = memref.alloc() : memref<1048576xf32>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %half, %x[%i] : memref<1048576xf32>
    memref.store %half, %y[%i] : memref<1048576xf32>
  }
  %updates = arith.constant 16777216.0 : f64
  %ns = arith.constant 1.0e9 : f64
  %inf = arith.constant 1.0e30 : f64
  %best = scf.for %r = %c0 to %reps step %c1 iter_args(%b = %inf) -> (f64) {
    %t0 = func.call @rtclock() : () -> f64
    %g = async.create_group %c8 : !async.group
    scf.for %k = %c0 to %c8 step %c1 {
      %lo = arith.muli %k, %chunk : index
      %hi = arith.addi %lo, %chunk : index
      %t = async.execute {
        scf.for %s = %c0 to %sweeps step %c1 {
          scf.for %i = %lo to %hi step %c1 {
            %xv = memref.load %x[%i] : memref<1048576xf32>
            %yv = memref.load %y[%i] : memref<1048576xf32>
            %p = arith.mulf %a, %xv : f32
            %q = arith.addf %p, %yv : f32
            memref.store %q, %y[%i] : memref<1048576xf32>
          }
        }
        async.yield
      }
      %rank = async.add_to_group %t, %g : !async.token
    }
    async.await_all %g
    %t1 = func.call @rtclock() : () -> f64
    %dt = arith.subf %t1, %t0 : f64
    %m = arith.minimumf %b, %dt : f64
    scf.yield %m : f64
  }
  %v = memref.load %y[%c0] : memref<1048576xf32>
  vector.print %v : f32
  memref.dealloc %x : memref<1048576xf32>
  memref.dealloc %y : memref<1048576xf32>
  %per = arith.divf %best, %updates : f64
  %pns = arith.mulf %per, %ns : f64
  vector.print %pns : f64
  return
}
func.func private @rtclock() -> f64
