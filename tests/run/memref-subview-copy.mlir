// Strided subviews (descriptor arithmetic, rank reduction), memref.copy between identity and
// strided layouts, atomic_rmw.
// RUN: corolift run %s | FileCheck %s
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %m = memref.alloc() : memref<4x6xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %ten = arith.constant 10 : i32
      %a = arith.muli %ii, %ten : i32
      %b = arith.addi %a, %jj : i32
      %f = arith.sitofp %b : i32 to f32
      memref.store %f, %m[%i, %j] : memref<4x6xf32>
    }
  }
  %sv = memref.subview %m[1, 1] [2, 3] [1, 2] : memref<4x6xf32> to memref<2x3xf32, strided<[6, 2], offset: 7>>
  %svu = memref.cast %sv : memref<2x3xf32, strided<[6, 2], offset: 7>> to memref<*xf32>
  // CHECK: rank = 2 offset = 7 sizes = [2, 3] strides = [6, 2] data =
  // CHECK-NEXT: {{\[\[}}11,   13,   15],
  // CHECK-NEXT:  [21,   23,   25]]
  call @printMemrefF32(%svu) : (memref<*xf32>) -> ()
  %row = memref.subview %m[2, 0] [1, 6] [1, 1] : memref<4x6xf32> to memref<6xf32, strided<[1], offset: 12>>
  %rowu = memref.cast %row : memref<6xf32, strided<[1], offset: 12>> to memref<*xf32>
  // CHECK-NEXT: rank = 1 offset = 12 sizes = [6] strides = [1] data =
  // CHECK-NEXT: [20,  21,  22,  23,  24,  25]
  call @printMemrefF32(%rowu) : (memref<*xf32>) -> ()
  %col = memref.subview %m[0, %c1] [4, 1] [1, 1] : memref<4x6xf32> to memref<4xf32, strided<[6], offset: ?>>
  %dst = memref.alloc() : memref<4xf32>
  memref.copy %col, %dst : memref<4xf32, strided<[6], offset: ?>> to memref<4xf32>
  %dstu = memref.cast %dst : memref<4xf32> to memref<*xf32>
  // CHECK-NEXT: rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT: [1,  11,  21,  31]
  call @printMemrefF32(%dstu) : (memref<*xf32>) -> ()
  %dst2 = memref.alloc() : memref<4xf32>
  memref.copy %dst, %dst2 : memref<4xf32> to memref<4xf32>
  %x = memref.load %dst2[%c4] : memref<4xf32>
  %c3 = arith.constant 3 : index
  %y = memref.load %dst2[%c3] : memref<4xf32>
  // CHECK-NEXT: 31
  vector.print %y : f32
  %half = arith.constant 0.5 : f32
  %old = memref.atomic_rmw addf %half, %dst2[%c3] : (f32, memref<4xf32>) -> f32
  %new = memref.load %dst2[%c3] : memref<4xf32>
  // CHECK-NEXT: 31
  vector.print %old : f32
  // CHECK-NEXT: 31.5
  vector.print %new : f32
  %cnt = memref.alloca() : memref<1xi32>
  %zero = arith.constant 0 : i32
  memref.store %zero, %cnt[%c0] : memref<1xi32>
  %five = arith.constant 5 : i32
  %o1 = memref.atomic_rmw addi %five, %cnt[%c0] : (i32, memref<1xi32>) -> i32
  %o2 = memref.atomic_rmw maxs %five, %cnt[%c0] : (i32, memref<1xi32>) -> i32
  %o3 = memref.atomic_rmw xori %five, %cnt[%c0] : (i32, memref<1xi32>) -> i32
  %fin = memref.load %cnt[%c0] : memref<1xi32>
  // CHECK-NEXT: 0
  vector.print %o1 : i32
  // CHECK-NEXT: 5
  vector.print %o2 : i32
  // CHECK-NEXT: 5
  vector.print %o3 : i32
  // CHECK-NEXT: 0
  vector.print %fin : i32
  memref.dealloc %m : memref<4x6xf32>
  memref.dealloc %dst : memref<4xf32>
  memref.dealloc %dst2 : memref<4xf32>
  return
}
