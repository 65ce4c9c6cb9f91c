// Dot product over vector<8xf32>: x . y for two 4,194,304-element f32 buffers, loaded with
// vector.load inside an scf.for, accumulated in a vector<8xf32> with vector.fma and reduced with
// vector.reduction <add> at the end. 16 dot products per repetition, 5 repetitions; prints the
// checksum (one dot product) and then the best ns per element (lower is better).
// Checksum by hand: x[i] = i mod 8, y[i] = 0.5, so lane j sums j * 0.5 over 524,288 elements
// (exact in f32) and the total is 262144 * (0 + 1 + ... + 7) = 7340032.
func.func @dot(%x: memref<?xf32>, %y: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant dense<0.0> : vector<8xf32>
  %acc = scf.for %i = %c0 to %n step %c8 iter_args(%a = %zero) -> (vector<8xf32>) {
    %xv = vector.load %x[%i] : memref<?xf32>, vector<8xf32>
    %yv = vector.load %y[%i] : memref<?xf32>, vector<8xf32>
    %r = vector.fma %xv, %yv, %a : vector<8xf32>
    scf.yield %r : vector<8xf32>
  }
  %s = vector.reduction <add>, %acc : vector<8xf32> into f32
  return %s : f32
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
  scf.for %i = %c0 to %n step %c1 {
    %lane = arith.andi %i, %c7 : index
    %li = arith.index_cast %lane : index to i32
    %lf = arith.sitofp %li : i32 to f32
    memref.store %lf, %x[%i] : memref<?xf32>
    memref.store %half, %y[%i] : memref<?xf32>
  }
  %check = func.call @dot(%x, %y, %n) : (memref<?xf32>, memref<?xf32>, index) -> f32
  vector.print %check : f32
  %elems = arith.constant 67108864.0 : f64
  %ns = arith.constant 1.0e9 : f64
  %inf = arith.constant 1.0e30 : f64
  %zf = arith.constant 0.0 : f32
  %best = scf.for %r = %c0 to %reps step %c1 iter_args(%b = %inf) -> (f64) {
    %t0 = func.call @rtclock() : () -> f64
    // The sum keeps every call live; it is not printed.
    %sum = scf.for %s = %c0 to %sweeps step %c1 iter_args(%acc = %zf) -> (f32) {
      %d = func.call @dot(%x, %y, %n) : (memref<?xf32>, memref<?xf32>, index) -> f32
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
  %per = arith.divf %best, %elems : f64
  %pns = arith.mulf %per, %ns : f64
  vector.print %pns : f64
  return
}
func.func private @rtclock() -> f64
