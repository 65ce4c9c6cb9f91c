// Metadata of ranked and unranked memrefs: memref.rank, memref.extract_strided_metadata and
// memref.extract_aligned_pointer_as_index.
// Expected output: mlir-runner-22 (scripts/compare-corpus.sh runs this program through it).
// RUN: corolift run %s | FileCheck %s

func.func @print_metadata(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m
      : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  vector.print %offset : index
  vector.print %sizes#0 : index
  vector.print %sizes#1 : index
  vector.print %strides#0 : index
  vector.print %strides#1 : index
  // The base buffer starts where the view's aligned pointer does.
  %p = memref.extract_aligned_pointer_as_index %m : memref<?x?xf32, strided<[?, ?], offset: ?>> -> index
  %q = memref.extract_aligned_pointer_as_index %base : memref<f32> -> index
  %same = arith.cmpi eq, %p, %q : index
  vector.print %same : i1
  %v = memref.load %base[] : memref<f32>
  vector.print %v : f32
  return
}

func.func @rank_of(%u: memref<*xf32>) -> index {
  %r = memref.rank %u : memref<*xf32>
  return %r : index
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f = arith.constant 7.5 : f32
  %a = memref.alloc() : memref<6x8xf32>
  memref.store %f, %a[%c0, %c0] : memref<6x8xf32>
  // A 3x2 window starting at (1, 2), every other column.
  %s = memref.subview %a[1, 2] [3, 2] [1, 2] : memref<6x8xf32> to memref<3x2xf32, strided<[8, 2], offset: 10>>
  %d = memref.cast %s : memref<3x2xf32, strided<[8, 2], offset: 10>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  // CHECK: 10
  // CHECK-NEXT: 3
  // CHECK-NEXT: 2
  // CHECK-NEXT: 8
  // CHECK-NEXT: 2
  // CHECK-NEXT: 1
  // CHECK-NEXT: 7.5
  call @print_metadata(%d) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()

  %a2 = memref.cast %a : memref<6x8xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  // CHECK-NEXT: 0
  // CHECK-NEXT: 6
  // CHECK-NEXT: 8
  // CHECK-NEXT: 8
  // CHECK-NEXT: 1
  // CHECK-NEXT: 1
  // CHECK-NEXT: 7.5
  call @print_metadata(%a2) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()

  %u2 = memref.cast %a : memref<6x8xf32> to memref<*xf32>
  %z = memref.alloc() : memref<f32>
  %u0 = memref.cast %z : memref<f32> to memref<*xf32>
  %r2 = call @rank_of(%u2) : (memref<*xf32>) -> index
  %r0 = call @rank_of(%u0) : (memref<*xf32>) -> index
  %r3 = memref.rank %s : memref<3x2xf32, strided<[8, 2], offset: 10>>
  // CHECK-NEXT: 2
  // CHECK-NEXT: 0
  // CHECK-NEXT: 2
  vector.print %r2 : index
  vector.print %r0 : index
  vector.print %r3 : index

  // The aligned pointer of an unranked memref is the one of its ranked descriptor.
  %pu = memref.extract_aligned_pointer_as_index %u2 : memref<*xf32> -> index
  %pa = memref.extract_aligned_pointer_as_index %a : memref<6x8xf32> -> index
  %same = arith.cmpi eq, %pu, %pa : index
  // CHECK-NEXT: 1
  vector.print %same : i1
  memref.dealloc %a : memref<6x8xf32>
  memref.dealloc %z : memref<f32>
  return
}
