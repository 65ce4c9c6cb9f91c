// memref.alloc with `alignment` (static and dynamic sizes): the
// aligned pointer, printed as `base@` by printMemrefF32, is a multiple of the alignment
// (the last hex digits are zero), and the data written through it reads back.
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh), addresses
// aside: the checks accept any address with the required low zero bits (64 = 0x40: the
// last digit 0 and the one before it 0, 4, 8 or c; 256: two zero digits; 4096: three).
// RUN: corolift run %s | FileCheck %s
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
// CHECK:      base@ = {{0x[0-9a-f]*[048c]0}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [1.5,  1.5,  1.5]
// CHECK-NEXT: base@ = {{0x[0-9a-f]*00}} rank = 2 offset = 0 sizes = [2, 5] strides = [5, 1] data =
// CHECK-NEXT: {{\[\[}}2.5,   2.5,   2.5,   2.5,   2.5],
// CHECK-NEXT:  [2.5,   2.5,   2.5,   2.5,   2.5]]
// CHECK-NEXT: base@ = {{0x[0-9a-f]*000}} rank = 1 offset = 0 sizes = [7] strides = [1] data =
// CHECK-NEXT: [3.5,  3.5,  3.5,  3.5,  3.5,  3.5,  3.5]
// CHECK-NOT:  {{.}}
func.func @main() {
  %a = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
  %x = arith.constant 1.5 : f32
  linalg.fill ins(%x : f32) outs(%a : memref<3xf32>)
  %au = memref.cast %a : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%au) : (memref<*xf32>) -> ()
  %c5 = arith.constant 5 : index
  %b = memref.alloc(%c5) {alignment = 256 : i64} : memref<2x?xf32>
  %y = arith.constant 2.5 : f32
  linalg.fill ins(%y : f32) outs(%b : memref<2x?xf32>)
  %bu = memref.cast %b : memref<2x?xf32> to memref<*xf32>
  call @printMemrefF32(%bu) : (memref<*xf32>) -> ()
  %c = memref.alloc() {alignment = 4096 : i64} : memref<7xf32>
  %z = arith.constant 3.5 : f32
  linalg.fill ins(%z : f32) outs(%c : memref<7xf32>)
  %cu = memref.cast %c : memref<7xf32> to memref<*xf32>
  call @printMemrefF32(%cu) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<3xf32>
  memref.dealloc %b : memref<2x?xf32>
  memref.dealloc %c : memref<7xf32>
  return
}
