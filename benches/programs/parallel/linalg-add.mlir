// The work of upstream's microbench-linalg-async-parallel-for.mlir, written for corolift's
// suite: the elementwise sum of two 1024x1024 f32 matrices as a linalg.generic with two
// parallel dimensions (@add; benches/suite.py turns it into an scf.parallel with
// convert-linalg-to-parallel-loops, then into async tasks with async-parallel-for), checked on
// a 1x10 case, then called once to warm up and 50 times timed (5 repetitions of 10 calls, the
// best repetition counts).
// Prints the 1x10 result, two checksums and then ns per element (lower is better).
// Checksums by hand: a[i][j] = i, b[i][j] = 2*j, so c[1023][1023] = 3069 and c[5][7] = 19.
#identity = affine_map<(d0, d1) -> (d0, d1)>

func.func @add(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  linalg.generic {
    indexing_maps = [#identity, #identity, #identity],
    iterator_types = ["parallel", "parallel"]
  } ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  return
}

// a[i][j] = i, b[i][j] = 2*j (sequential loops: only @add is under test).
func.func @init(%a: memref<?x?xf32>, %b: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %rows = memref.dim %a, %c0 : memref<?x?xf32>
  %cols = memref.dim %a, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %rows step %c1 {
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f32
    scf.for %j = %c0 to %cols step %c1 {
      %j2 = arith.muli %j, %c2 : index
      %jj = arith.index_cast %j2 : index to i64
      %fj = arith.sitofp %jj : i64 to f32
      memref.store %fi, %a[%i, %j] : memref<?x?xf32>
      memref.store %fj, %b[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c10 = arith.constant 10 : index
  %c1023 = arith.constant 1023 : index
  %one = arith.constant 1.0 : f32

  // 1x10 check: ones + ones.
  %a10 = memref.alloc() {alignment = 64} : memref<1x10xf32>
  %b10 = memref.alloc() {alignment = 64} : memref<1x10xf32>
  %c10m = memref.alloc() {alignment = 64} : memref<1x10xf32>
  scf.for %j = %c0 to %c10 step %c1 {
    memref.store %one, %a10[%c0, %j] : memref<1x10xf32>
    memref.store %one, %b10[%c0, %j] : memref<1x10xf32>
  }
  %a10d = memref.cast %a10 : memref<1x10xf32> to memref<?x?xf32>
  %b10d = memref.cast %b10 : memref<1x10xf32> to memref<?x?xf32>
  %c10d = memref.cast %c10m : memref<1x10xf32> to memref<?x?xf32>
  call @add(%a10d, %b10d, %c10d) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
  %u = memref.cast %c10m : memref<1x10xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %a10 : memref<1x10xf32>
  memref.dealloc %b10 : memref<1x10xf32>
  memref.dealloc %c10m : memref<1x10xf32>

  %a = memref.alloc() {alignment = 64} : memref<1024x1024xf32>
  %b = memref.alloc() {alignment = 64} : memref<1024x1024xf32>
  %c = memref.alloc() {alignment = 64} : memref<1024x1024xf32>
  %ad = memref.cast %a : memref<1024x1024xf32> to memref<?x?xf32>
  %bd = memref.cast %b : memref<1024x1024xf32> to memref<?x?xf32>
  %cd = memref.cast %c : memref<1024x1024xf32> to memref<?x?xf32>
  call @init(%ad, %bd) : (memref<?x?xf32>, memref<?x?xf32>) -> ()

  // Warm up, then the best of 5 repetitions of 10 calls.
  call @add(%ad, %bd, %cd) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
  %inf = arith.constant 1.0e30 : f64
  %best = scf.for %r = %c0 to %c5 step %c1 iter_args(%m = %inf) -> (f64) {
    %t0 = func.call @rtclock() : () -> f64
    scf.for %k = %c0 to %c10 step %c1 {
      func.call @add(%ad, %bd, %cd) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
    }
    %t1 = func.call @rtclock() : () -> f64
    %dt = arith.subf %t1, %t0 : f64
    %m2 = arith.minimumf %m, %dt : f64
    scf.yield %m2 : f64
  }
  %last = memref.load %c[%c1023, %c1023] : memref<1024x1024xf32>
  vector.print %last : f32
  %some = memref.load %c[%c5, %c7] : memref<1024x1024xf32>
  vector.print %some : f32
  // ns per element: best * 1e9 / (10 calls * 1024 * 1024 elements).
  %scale = arith.constant 95.367431640625 : f64
  %ns = arith.mulf %best, %scale : f64
  vector.print %ns : f64
  memref.dealloc %a : memref<1024x1024xf32>
  memref.dealloc %b : memref<1024x1024xf32>
  memref.dealloc %c : memref<1024x1024xf32>
  return
}

func.func private @rtclock() -> f64
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
