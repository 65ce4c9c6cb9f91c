// The dot product of dot.mlir split over 8 async.execute tasks: each task computes the dot
// product of its eighth of the two 4,194,304-element buffers over vector<8xf32> (vector.load,
// vector.fma, vector.reduction) into its slot of a memref<8xf32>; the main function awaits the
// group and adds the 8 partial sums. 16 dot products per repetition, 5 repetitions; prints the
// checksum and then the best ns per element (lower is better).
// Checksum by hand: as in dot.mlir, 7340032 (each task's partial, 917504, is exact in f32).
func.func @dot(%x: memref<?xf32>, %y: memref<?xf32>, %lo: index, %hi: index) -> f32 {
  %c8 = arith.constant 8 : index
  %zero = arith.constant dense<0.0> : vector<8xf32>
  %acc = scf.for %i = %lo to %hi step %c8 iter_args(%a = %zero) -> (vector<8xf32>) {
    %xv = vector.load %x[%i] : memref<?xf32>, vector<8xf32>
    %yv = vector.load %y[%i] : memref<?xf32>, vector<8xf32>
    %r = vector.fma %xv, %yv, %a : vector<8xf32>
    scf.yield %r : vector<8xf32>
  }
  %s = vector.reduction <add>, %acc : vector<8xf32> into f32
  return %s : f32
}

func.func @parallel_dot(%x: memref<?xf32>, %y: memref<?xf32>, %part: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %chunk = arith.constant 524288 : index
  %g = async.create_group %c8 : !async.group
  scf.for %k = %c0 to %c8 step %c1 {
    %lo = arith.muli %k, %chunk : index
    %hi = arith.addi %lo, %chunk : index
    %t = async.execute {
      %d = func.call @dot(%x, %y, %lo, %hi) : (memref<?xf32>, memref<?xf32>, index, index) -> f32
      memref.store %d, %part[%k] : memref<8xf32>
      async.yield
    }
    %rank = async.add_to_group %t, %g : !async.token
  }
  async.await_all %g
  %zf = arith.constant 0.0 : f32
  %sum = scf.for %k = %c0 to %c8 step %c1 iter_args(%s = %zf) -> (f32) {
    %p = memref.load %part[%k] : memref<8xf32>
    %s2 = arith.addf %s, %p : f32
    scf.yield %s2 : f32
  }
  return %sum : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %n = arith.constant 4194304 : index
  %sweeps = arith.constant 16 : index
  %reps = arith.constant 5 : index
  %half = arith.constant 0.5 : f32
  %x = memref.alloc(%n) : memref<?xf32>
  %y = memref.alloc(%n) : memref<?xf32>
  %part = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %n step %c1 {
    %lane = arith.andi %i, %c7 : index
    %li = arith.index_cast %lane : index to i32
    %lf = arith.sitofp %li : i32 to f32
    memref.store %lf, %x[%i] : memref<?xf32>
    memref.store %half, %y[%i] : memref<?xf32>
  }
  %check = func.call @parallel_dot(%x, %y, %part) : (memref<?xf32>, memref<?xf32>, memref<8xf32>) -> f32
  vector.print %check : f32
  %elems = arith.constant 67108864.0 : f64
  %ns = arith.constant 1.0e9 : f64
  %inf = arith.constant 1.0e30 : f64
  %zf = arith.constant 0.0 : f32
  %best = scf.for %r = %c0 to %reps step %c1 iter_args(%b = %inf) -> (f64) {
    %t0 = func.call @rtclock() : () -> f64
    // The sum keeps every call live; it is not printed.
    %sum = scf.for %s = %c0 to %sweeps step %c1 iter_args(%acc = %zf) -> (f32) {
      %d = func.call @parallel_dot(%x, %y, %part) : (memref<?xf32>, memref<?xf32>, memref<8xf32>) -> f32
      %a2 = arith.addf %acc, %d : f32
      scf.yield %a2 : f32
    }
    %t1 = func.call @rtclock() : () -> f64
    %dt = arith.subf %t1, %t0 : f64
    %m = arith.minimumf %b, %dt : f64
    %ok = arith.cmpf olt, %sum, %zf : f32
    %m2 = arith.select %ok, %inf, %m : f64
    scf.yield %m2 : f64
  }
  memref.dealloc %x : memref<?xf32>
  memref.dealloc %y : memref<?xf32>
  memref.dealloc %part : memref<8xf32>
  %per = arith.divf %best, %elems : f64
  %pns = arith.mulf %per, %ns : f64
  vector.print %pns : f64
  return
}
func.func private @rtclock() -> f64
