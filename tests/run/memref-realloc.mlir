// memref.realloc: grow (static and dynamic sizes, with alignment), shrink and same size;
// the elements up to the smaller size are kept, the new ones are written before being read.
// Expected output: mlir-runner-22 -O0 after mlir-opt-22 --expand-realloc
// --expand-strided-metadata --lower-affine and the pipeline
// of scripts/compare-corpus.sh (finalize-memref-to-llvm has no realloc pattern in MLIR 22;
// expand-realloc gives it its meaning: alloc + copy + dealloc when growing, the same buffer
// otherwise); by hand: 1..4 kept, 50 and 60 stored after growing to 6, 1 2 after
// shrinking to 2.
// COMPARE-SKIP: mlir-opt-22 needs --expand-realloc first, which compare-corpus.sh does not run
// RUN: corolift run %s | FileCheck %s
// CHECK:      Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [6] strides = [1] data = 
// CHECK-NEXT: [1,  2,  3,  4,  50,  60]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [8] strides = [1] data = 
// CHECK-NEXT: [1,  2,  3,  4,  50,  60,  70,  80]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [8] strides = [1] data = 
// CHECK-NEXT: [1,  2,  3,  4,  50,  60,  70,  80]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [2] strides = [1] data = 
// CHECK-NEXT: [1,  2]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [5] strides = [1] data = 
// CHECK-NEXT: [1,  2,  9,  9,  9]
// CHECK-NOT:  {{.}}
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func @show(%m: memref<?xf32>) {
  %u = memref.cast %m : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %a = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %one = arith.constant 1.0 : f32
    %v = arith.addf %f, %one : f32
    memref.store %v, %a[%i] : memref<4xf32>
  }
  // Grow, static to static, aligned.
  %b = memref.realloc %a {alignment = 64} : memref<4xf32> to memref<6xf32>
  %x = arith.constant 50.0 : f32
  %y = arith.constant 60.0 : f32
  memref.store %x, %b[%c4] : memref<6xf32>
  memref.store %y, %b[%c5] : memref<6xf32>
  %bd = memref.cast %b : memref<6xf32> to memref<?xf32>
  call @show(%bd) : (memref<?xf32>) -> ()
  // Grow, static to dynamic.
  %c8 = arith.constant 8 : index
  %c = memref.realloc %b(%c8) : memref<6xf32> to memref<?xf32>
  %z = arith.constant 70.0 : f32
  %w = arith.constant 80.0 : f32
  memref.store %z, %c[%c6] : memref<?xf32>
  %c7 = arith.constant 7 : index
  memref.store %w, %c[%c7] : memref<?xf32>
  call @show(%c) : (memref<?xf32>) -> ()
  // Same size, dynamic to dynamic: the buffer is kept.
  %d = memref.realloc %c(%c8) : memref<?xf32> to memref<?xf32>
  call @show(%d) : (memref<?xf32>) -> ()
  // Shrink, dynamic to static.
  %e = memref.realloc %d : memref<?xf32> to memref<2xf32>
  %ed = memref.cast %e : memref<2xf32> to memref<?xf32>
  call @show(%ed) : (memref<?xf32>) -> ()
  // Grow again from the shrunk buffer, dynamic to dynamic.
  %f = memref.realloc %e(%c5) : memref<2xf32> to memref<?xf32>
  scf.for %i = %c2 to %c5 step %c1 {
    %nine = arith.constant 9.0 : f32
    memref.store %nine, %f[%i] : memref<?xf32>
  }
  call @show(%f) : (memref<?xf32>) -> ()
  memref.dealloc %f : memref<?xf32>
  return
}
