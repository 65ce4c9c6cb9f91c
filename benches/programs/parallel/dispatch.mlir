// The dispatch cost of async-parallel-for: a 1-D scf.parallel of 512 iterations that each
// store one i64 (@touch), so nearly all the time is spent creating, running and awaiting the
// tasks. benches/suite.py runs it under `async-parallel-for{num-workers=1024 min-task-size=1}`,
// where every iteration is a task of its own: with 1024 workers MLIR 22's pass allows
// 1024 * 0.6 = 614 blocks, and ceil(512 / 614) = 1 iteration per block, so 512 tasks per call.
// Warm-up, then the best of 5 repetitions of 200 calls. Prints the checksum, then ns per task.
// Checksum by hand: buf[i] = i, so the sum is 511 * 512 / 2 = 130816.
func.func @touch(%buf: memref<?xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = arith.index_cast %i : index to i64
    memref.store %v, %buf[%i] : memref<?xi64>
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c200 = arith.constant 200 : index
  %n = arith.constant 512 : index
  %buf = memref.alloc(%n) : memref<?xi64>
  call @touch(%buf, %n) : (memref<?xi64>, index) -> ()
  %inf = arith.constant 1.0e30 : f64
  %best = scf.for %r = %c0 to %c5 step %c1 iter_args(%m = %inf) -> (f64) {
    %t0 = func.call @rtclock() : () -> f64
    scf.for %k = %c0 to %c200 step %c1 {
      func.call @touch(%buf, %n) : (memref<?xi64>, index) -> ()
    }
    %t1 = func.call @rtclock() : () -> f64
    %dt = arith.subf %t1, %t0 : f64
    %m2 = arith.minimumf %m, %dt : f64
    scf.yield %m2 : f64
  }
  %zero = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%s = %zero) -> (i64) {
    %x = memref.load %buf[%i] : memref<?xi64>
    %s2 = arith.addi %s, %x : i64
    scf.yield %s2 : i64
  }
  vector.print %sum : i64
  // ns per task: best * 1e9 / (200 calls * 512 tasks).
  %scale = arith.constant 9765.625 : f64
  %ns = arith.mulf %best, %scale : f64
  vector.print %ns : f64
  memref.dealloc %buf : memref<?xi64>
  return
}

func.func private @rtclock() -> f64
