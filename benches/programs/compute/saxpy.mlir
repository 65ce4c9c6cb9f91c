// saxpy over vector<8xf32>: y = a * x + y for two 4,194,304-element f32 buffers, read with
// vector.transfer_read and written with vector.transfer_write (in bounds) inside an scf.for.
// 16 sweeps per repetition, 5 repetitions (80 sweeps in all after one warm-up sweep); prints
// the checksum y[0] and y[n-1], then the best ns per element update (lower is better).
// Checksum by hand: a = 2, x = 0.5, y starts at 0 and grows by exactly 1 per sweep: 81 sweeps
// give 81 in every element.
func.func @saxpy(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %pad = arith.constant 0.0 : f32
  %av = vector.broadcast %a : f32 to vector<8xf32>
  scf.for %i = %c0 to %n step %c8 {
    %xv = vector.transfer_read %x[%i], %pad {in_bounds = [true]} : memref<?xf32>, vector<8xf32>
    %yv = vector.transfer_read %y[%i], %pad {in_bounds = [true]} : memref<?xf32>, vector<8xf32>
    %p = arith.mulf %av, %xv : vector<8xf32>
    %s = arith.addf %p, %yv : vector<8xf32>
    vector.transfer_write %s, %y[%i] {in_bounds = [true]} : vector<8xf32>, memref<?xf32>
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 4194304 : index
  %last = arith.constant 4194303 : index
  %sweeps = arith.constant 16 : index
  %reps = arith.constant 5 : index
  %a = arith.constant 2.0 : f32
  %half = arith.constant 0.5 : f32
  %zero = arith.constant 0.0 : f32
  %x = memref.alloc(%n) : memref<?xf32>
  %y = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %half, %x[%i] : memref<?xf32>
    memref.store %zero, %y[%i] : memref<?xf32>
  }
  func.call @saxpy(%a, %x, %y, %n) : (f32, memref<?xf32>, memref<?xf32>, index) -> ()
  %elems = arith.constant 67108864.0 : f64
  %ns = arith.constant 1.0e9 : f64
  %inf = arith.constant 1.0e30 : f64
  %best = scf.for %r = %c0 to %reps step %c1 iter_args(%b = %inf) -> (f64) {
    %t0 = func.call @rtclock() : () -> f64
    scf.for %s = %c0 to %sweeps step %c1 {
      func.call @saxpy(%a, %x, %y, %n) : (f32, memref<?xf32>, memref<?xf32>, index) -> ()
    }
    %t1 = func.call @rtclock() : () -> f64
    %dt = arith.subf %t1, %t0 : f64
    %m = arith.minimumf %b, %dt : f64
    scf.yield %m : f64
  }
  %y0 = memref.load %y[%c0] : memref<?xf32>
  %yn = memref.load %y[%last] : memref<?xf32>
  vector.print %y0 : f32
  vector.print %yn : f32
  memref.dealloc %x : memref<?xf32>
  memref.dealloc %y : memref<?xf32>
  %per = arith.divf %best, %elems : f64
  %pns = arith.mulf %per, %ns : f64
  vector.print %pns : f64
  return
}
func.func private @rtclock() -> f64
