// An unranked memref made by memref.cast in a callee and returned: its descriptor outlives the
// callee's frame (heap copy on return, copied back and freed by the caller, as MLIR's
// FuncToLLVM does), and a call in between does not clobber it.
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @make(%m: memref<2x3xf32>) -> memref<*xf32> {
  %c1 = arith.constant 1 : index
  %sv = memref.subview %m[0, 1] [2, 2] [1, 1] : memref<2x3xf32> to memref<2x2xf32, strided<[3, 1], offset: 1>>
  %u = memref.cast %sv : memref<2x2xf32, strided<[3, 1], offset: 1>> to memref<*xf32>
  return %u : memref<*xf32>
}

func.func @clobber(%a: index, %b: index, %c: index) -> index {
  %x = arith.addi %a, %b : index
  %y = arith.muli %x, %c : index
  %z = arith.addi %y, %a : index
  return %z : index
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %m = memref.alloc() : memref<2x3xf32>
  %flat = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  scf.for %i = %c0 to %c6 step %c1 {
    %vi = arith.index_cast %i : index to i64
    %f = arith.sitofp %vi : i64 to f32
    memref.store %f, %flat[%i] : memref<6xf32>
  }
  %u = call @make(%m) : (memref<2x3xf32>) -> memref<*xf32>
  %k = call @clobber(%c6, %c6, %c6) : (index, index, index) -> index
  vector.print %k : index
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %r = memref.cast %u : memref<*xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %x = memref.load %r[%c1, %c1] : memref<?x?xf32, strided<[?, ?], offset: ?>>
  vector.print %x : f32
  memref.dealloc %m : memref<2x3xf32>
  return
}

// CHECK: 78
// CHECK-NEXT: rank = 2 offset = 1 sizes = [2, 2] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}1,   2],
// CHECK-NEXT:  [4,   5]]
// CHECK-NEXT: 5
