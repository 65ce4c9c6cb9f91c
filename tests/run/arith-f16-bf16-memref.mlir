// f16 and bf16 values stored to and loaded from memrefs (2 bytes each) between arith ops.
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh); by hand:
// 2.5 * 2.5 = 6.25, exact in f16 and bf16.
// RUN: corolift run %s | FileCheck %s --match-full-lines
func.func @main() {
  %m = memref.alloc() : memref<4xf16>
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %x = arith.constant 2.5 : f16
  memref.store %x, %m[%c0] : memref<4xf16>
  %y = memref.load %m[%c0] : memref<4xf16>
  %z = arith.mulf %y, %y : f16
  memref.store %z, %m[%c3] : memref<4xf16>
  %w = memref.load %m[%c3] : memref<4xf16>
  vector.print %w : f16
  %b = memref.alloc() : memref<2xbf16>
  %wf = arith.extf %w : f16 to f32
  %v = arith.truncf %wf : f32 to bf16
  memref.store %v, %b[%c0] : memref<2xbf16>
  %u = memref.load %b[%c0] : memref<2xbf16>
  vector.print %u : bf16
  memref.dealloc %m : memref<4xf16>
  memref.dealloc %b : memref<2xbf16>
  return
}
// CHECK: 6.25
// CHECK-NEXT: 6.25
