// expand-realloc is a documented no-op: code generation compiles memref.realloc itself, so
// running the program without the expansion prints what mlir-runner-22 prints with it.
// Grow a static buffer (3 -> 5, elements kept, new ones written), then a same-size dynamic
// realloc. Expected output: mlir-opt-22 -expand-realloc=emit-deallocs=true
// -expand-strided-metadata -convert-scf-to-cf -finalize-memref-to-llvm -convert-func-to-llvm
// -convert-arith-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts | mlir-runner-22
// (by hand: 0+1.5, 1+1.5, 2+1.5, then the two 7s stored after growing).
// RUN: corolift opt %s -expand-realloc=emit-deallocs=true | corolift run -e main \
// RUN:   -entry-point-result=void | FileCheck %s
// RUN: corolift opt %s --pass-pipeline='builtin.module(func.func(expand-realloc))' | FileCheck %s --check-prefix=IR
// CHECK:      Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [5] strides = [1] data = 
// CHECK-NEXT: [1.5,  2.5,  3.5,  7,  7]
// The no-op leaves the realloc ops in place (upstream expands them).
// IR-COUNT-2: memref.realloc

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %f = arith.constant 1.5 : f32
  %a = memref.alloc() : memref<3xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %v = arith.addf %fi, %f : f32
    memref.store %v, %a[%i] : memref<3xf32>
  }
  %b = memref.realloc %a : memref<3xf32> to memref<5xf32>
  %x = arith.constant 7.0 : f32
  memref.store %x, %b[%c3] : memref<5xf32>
  %c4 = arith.constant 4 : index
  memref.store %x, %b[%c4] : memref<5xf32>
  %d = memref.cast %b : memref<5xf32> to memref<?xf32>
  %e = memref.realloc %d(%c5) : memref<?xf32> to memref<?xf32>
  %u = memref.cast %e : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %e : memref<?xf32>
  return
}
