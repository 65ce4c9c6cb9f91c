// RUN: corolift run %s | FileCheck %s
//
// Dynamic-shape stack buffers honour their `alignment` (they come from the alloca chain's heap
// blocks, which are over-allocated and rounded up). Expected output by hand, and
// mlir-runner-22 prints the same: every address modulo its alignment is 0.

func.func @check(%n: index) {
  %a = memref.alloca(%n) {alignment = 64} : memref<?xi8>
  %b = memref.alloca(%n) {alignment = 256} : memref<?xf32>
  %c = memref.alloca(%n) {alignment = 4096} : memref<?xf64>
  %pa = memref.extract_aligned_pointer_as_index %a : memref<?xi8> -> index
  %pb = memref.extract_aligned_pointer_as_index %b : memref<?xf32> -> index
  %pc = memref.extract_aligned_pointer_as_index %c : memref<?xf64> -> index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %c4096 = arith.constant 4096 : index
  %ra = arith.remui %pa, %c64 : index
  %rb = arith.remui %pb, %c256 : index
  %rc = arith.remui %pc, %c4096 : index
  vector.print %ra : index
  vector.print %rb : index
  vector.print %rc : index
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c1000 = arith.constant 1000 : index
  func.call @check(%c1) : (index) -> ()
  func.call @check(%c7) : (index) -> ()
  func.call @check(%c1000) : (index) -> ()
  return
}

// CHECK-COUNT-9: {{^}}0{{$}}
