// linalg.generic lowered to loops: an elementwise sum with a transposed operand, and a
// row reduction (a parallel and a reduction iterator). Run as written (corolift lowers the
// generics to scf.for loops itself) and after convert-linalg-to-parallel-loops (scf.parallel
// over the parallel iterators, scf.for over the reduction).
// Expected output: mlir-runner-22 after mlir-opt-22 -convert-linalg-to-parallel-loops
// -convert-scf-to-cf -finalize-memref-to-llvm -convert-arith-to-llvm -convert-func-to-llvm
// -convert-cf-to-llvm -reconcile-unrealized-casts (and the same with -convert-linalg-to-loops),
// with MLIR's runner utils.
// RUN: corolift run %s -e main -entry-point-result=void | FileCheck %s
// RUN: corolift opt %s -convert-linalg-to-parallel-loops | corolift run - -e main -entry-point-result=void | FileCheck %s

#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d0)>

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %a = memref.alloc() : memref<3x3xf32>
  %b = memref.alloc() : memref<3x3xf32>
  %s = memref.alloc() : memref<3x3xf32>
  %r = memref.alloc() : memref<3xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %k = arith.muli %i, %c3 : index
      %l = arith.addi %k, %j : index
      %n = arith.index_cast %l : index to i32
      %f = arith.sitofp %n : i32 to f32
      memref.store %f, %a[%i, %j] : memref<3x3xf32>
      %g = arith.mulf %f, %f : f32
      memref.store %g, %b[%i, %j] : memref<3x3xf32>
    }
  }
  linalg.fill ins(%zero : f32) outs(%r : memref<3xf32>)
  %ad = memref.cast %a : memref<3x3xf32> to memref<?x?xf32>
  linalg.generic {indexing_maps = [#id, #tr, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ad, %b : memref<?x?xf32>, memref<3x3xf32>) outs(%s : memref<3x3xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %t = arith.addf %x, %y : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%s : memref<3x3xf32>) outs(%r : memref<3xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %t = arith.addf %x, %acc : f32
    linalg.yield %t : f32
  }
  %us = memref.cast %s : memref<3x3xf32> to memref<*xf32>
  call @printMemrefF32(%us) : (memref<*xf32>) -> ()
  %ur = memref.cast %r : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%ur) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<3x3xf32>
  memref.dealloc %b : memref<3x3xf32>
  memref.dealloc %s : memref<3x3xf32>
  memref.dealloc %r : memref<3xf32>
  return
}

// CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[}}[0,   10,   38],
// CHECK-NEXT: [4,   20,   54],
// CHECK-NEXT: [10,   32,   72]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [48,  78,  114]
