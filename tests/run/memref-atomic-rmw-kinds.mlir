// Every memref.atomic_rmw kind that finalize-memref-to-llvm lowers, on every integer width
// LLVM's atomics allow (i8, i16, i32, i64) and on f16, bf16, f32, f64: each call prints the
// old value it returns, then the element after the update.
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh); by hand, e.g.
// i8 -7 (0xF9) maxu 5 keeps -7, -7 xori 5 = -4, -7 andi 5 = 1; 2.5 addf -1.25 = 1.25.
// RUN: corolift run %s | FileCheck %s --match-full-lines
// CHECK:      -7
// CHECK-NEXT: -2
// CHECK-NEXT: -7
// CHECK-NEXT: 1
// CHECK-NEXT: -7
// CHECK-NEXT: 5
// CHECK-NEXT: -7
// CHECK-NEXT: 5
// CHECK-NEXT: -7
// CHECK-NEXT: -7
// CHECK-NEXT: -7
// CHECK-NEXT: -7
// CHECK-NEXT: -7
// CHECK-NEXT: 5
// CHECK-NEXT: -7
// CHECK-NEXT: -3
// CHECK-NEXT: -7
// CHECK-NEXT: -4
// CHECK-NEXT: -7
// CHECK-NEXT: -2
// CHECK-NEXT: -7
// CHECK-NEXT: 1
// CHECK-NEXT: -7
// CHECK-NEXT: 5
// CHECK-NEXT: -7
// CHECK-NEXT: 5
// CHECK-NEXT: -7
// CHECK-NEXT: -7
// CHECK-NEXT: -7
// CHECK-NEXT: -7
// CHECK-NEXT: -7
// CHECK-NEXT: 5
// CHECK-NEXT: -7
// CHECK-NEXT: -3
// CHECK-NEXT: -7
// CHECK-NEXT: -4
// CHECK-NEXT: -7
// CHECK-NEXT: -2
// CHECK-NEXT: -7
// CHECK-NEXT: 1
// CHECK-NEXT: -7
// CHECK-NEXT: 5
// CHECK-NEXT: -7
// CHECK-NEXT: 5
// CHECK-NEXT: -7
// CHECK-NEXT: -7
// CHECK-NEXT: -7
// CHECK-NEXT: -7
// CHECK-NEXT: -7
// CHECK-NEXT: 5
// CHECK-NEXT: -7
// CHECK-NEXT: -3
// CHECK-NEXT: -7
// CHECK-NEXT: -4
// CHECK-NEXT: -7
// CHECK-NEXT: -2
// CHECK-NEXT: -7
// CHECK-NEXT: 1
// CHECK-NEXT: -7
// CHECK-NEXT: 5
// CHECK-NEXT: -7
// CHECK-NEXT: 5
// CHECK-NEXT: -7
// CHECK-NEXT: -7
// CHECK-NEXT: -7
// CHECK-NEXT: -7
// CHECK-NEXT: -7
// CHECK-NEXT: 5
// CHECK-NEXT: -7
// CHECK-NEXT: -3
// CHECK-NEXT: -7
// CHECK-NEXT: -4
// CHECK-NEXT: 2.5
// CHECK-NEXT: 1.25
// CHECK-NEXT: 2.5
// CHECK-NEXT: -1.25
// CHECK-NEXT: 2.5
// CHECK-NEXT: 2.5
// CHECK-NEXT: 2.5
// CHECK-NEXT: 2.5
// CHECK-NEXT: 2.5
// CHECK-NEXT: -1.25
// CHECK-NEXT: 2.5
// CHECK-NEXT: -1.25
// CHECK-NEXT: 2.5
// CHECK-NEXT: 1.25
// CHECK-NEXT: 2.5
// CHECK-NEXT: -1.25
// CHECK-NEXT: 2.5
// CHECK-NEXT: 2.5
// CHECK-NEXT: 2.5
// CHECK-NEXT: 2.5
// CHECK-NEXT: 2.5
// CHECK-NEXT: -1.25
// CHECK-NEXT: 2.5
// CHECK-NEXT: -1.25
// CHECK-NEXT: 2.5
// CHECK-NEXT: 1.25
// CHECK-NEXT: 2.5
// CHECK-NEXT: -1.25
// CHECK-NEXT: 2.5
// CHECK-NEXT: 2.5
// CHECK-NEXT: 2.5
// CHECK-NEXT: 2.5
// CHECK-NEXT: 2.5
// CHECK-NEXT: -1.25
// CHECK-NEXT: 2.5
// CHECK-NEXT: -1.25
// CHECK-NEXT: 2.5
// CHECK-NEXT: 1.25
// CHECK-NEXT: 2.5
// CHECK-NEXT: -1.25
// CHECK-NEXT: 2.5
// CHECK-NEXT: 2.5
// CHECK-NEXT: 2.5
// CHECK-NEXT: 2.5
// CHECK-NEXT: 2.5
// CHECK-NEXT: -1.25
// CHECK-NEXT: 2.5
// CHECK-NEXT: -1.25
// CHECK-NOT: {{.}}

func.func @addi_i8(%m: memref<1xi8>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i8
  memref.store %i, %m[%c0] : memref<1xi8>
  %v = arith.constant 5 : i8
  %old = memref.atomic_rmw addi %v, %m[%c0] : (i8, memref<1xi8>) -> i8
  vector.print %old : i8
  %new = memref.load %m[%c0] : memref<1xi8>
  vector.print %new : i8
  return
}
func.func @andi_i8(%m: memref<1xi8>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i8
  memref.store %i, %m[%c0] : memref<1xi8>
  %v = arith.constant 5 : i8
  %old = memref.atomic_rmw andi %v, %m[%c0] : (i8, memref<1xi8>) -> i8
  vector.print %old : i8
  %new = memref.load %m[%c0] : memref<1xi8>
  vector.print %new : i8
  return
}
func.func @assign_i8(%m: memref<1xi8>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i8
  memref.store %i, %m[%c0] : memref<1xi8>
  %v = arith.constant 5 : i8
  %old = memref.atomic_rmw assign %v, %m[%c0] : (i8, memref<1xi8>) -> i8
  vector.print %old : i8
  %new = memref.load %m[%c0] : memref<1xi8>
  vector.print %new : i8
  return
}
func.func @maxs_i8(%m: memref<1xi8>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i8
  memref.store %i, %m[%c0] : memref<1xi8>
  %v = arith.constant 5 : i8
  %old = memref.atomic_rmw maxs %v, %m[%c0] : (i8, memref<1xi8>) -> i8
  vector.print %old : i8
  %new = memref.load %m[%c0] : memref<1xi8>
  vector.print %new : i8
  return
}
func.func @maxu_i8(%m: memref<1xi8>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i8
  memref.store %i, %m[%c0] : memref<1xi8>
  %v = arith.constant 5 : i8
  %old = memref.atomic_rmw maxu %v, %m[%c0] : (i8, memref<1xi8>) -> i8
  vector.print %old : i8
  %new = memref.load %m[%c0] : memref<1xi8>
  vector.print %new : i8
  return
}
func.func @mins_i8(%m: memref<1xi8>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i8
  memref.store %i, %m[%c0] : memref<1xi8>
  %v = arith.constant 5 : i8
  %old = memref.atomic_rmw mins %v, %m[%c0] : (i8, memref<1xi8>) -> i8
  vector.print %old : i8
  %new = memref.load %m[%c0] : memref<1xi8>
  vector.print %new : i8
  return
}
func.func @minu_i8(%m: memref<1xi8>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i8
  memref.store %i, %m[%c0] : memref<1xi8>
  %v = arith.constant 5 : i8
  %old = memref.atomic_rmw minu %v, %m[%c0] : (i8, memref<1xi8>) -> i8
  vector.print %old : i8
  %new = memref.load %m[%c0] : memref<1xi8>
  vector.print %new : i8
  return
}
func.func @ori_i8(%m: memref<1xi8>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i8
  memref.store %i, %m[%c0] : memref<1xi8>
  %v = arith.constant 5 : i8
  %old = memref.atomic_rmw ori %v, %m[%c0] : (i8, memref<1xi8>) -> i8
  vector.print %old : i8
  %new = memref.load %m[%c0] : memref<1xi8>
  vector.print %new : i8
  return
}
func.func @xori_i8(%m: memref<1xi8>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i8
  memref.store %i, %m[%c0] : memref<1xi8>
  %v = arith.constant 5 : i8
  %old = memref.atomic_rmw xori %v, %m[%c0] : (i8, memref<1xi8>) -> i8
  vector.print %old : i8
  %new = memref.load %m[%c0] : memref<1xi8>
  vector.print %new : i8
  return
}
func.func @addi_i16(%m: memref<1xi16>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i16
  memref.store %i, %m[%c0] : memref<1xi16>
  %v = arith.constant 5 : i16
  %old = memref.atomic_rmw addi %v, %m[%c0] : (i16, memref<1xi16>) -> i16
  vector.print %old : i16
  %new = memref.load %m[%c0] : memref<1xi16>
  vector.print %new : i16
  return
}
func.func @andi_i16(%m: memref<1xi16>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i16
  memref.store %i, %m[%c0] : memref<1xi16>
  %v = arith.constant 5 : i16
  %old = memref.atomic_rmw andi %v, %m[%c0] : (i16, memref<1xi16>) -> i16
  vector.print %old : i16
  %new = memref.load %m[%c0] : memref<1xi16>
  vector.print %new : i16
  return
}
func.func @assign_i16(%m: memref<1xi16>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i16
  memref.store %i, %m[%c0] : memref<1xi16>
  %v = arith.constant 5 : i16
  %old = memref.atomic_rmw assign %v, %m[%c0] : (i16, memref<1xi16>) -> i16
  vector.print %old : i16
  %new = memref.load %m[%c0] : memref<1xi16>
  vector.print %new : i16
  return
}
func.func @maxs_i16(%m: memref<1xi16>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i16
  memref.store %i, %m[%c0] : memref<1xi16>
  %v = arith.constant 5 : i16
  %old = memref.atomic_rmw maxs %v, %m[%c0] : (i16, memref<1xi16>) -> i16
  vector.print %old : i16
  %new = memref.load %m[%c0] : memref<1xi16>
  vector.print %new : i16
  return
}
func.func @maxu_i16(%m: memref<1xi16>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i16
  memref.store %i, %m[%c0] : memref<1xi16>
  %v = arith.constant 5 : i16
  %old = memref.atomic_rmw maxu %v, %m[%c0] : (i16, memref<1xi16>) -> i16
  vector.print %old : i16
  %new = memref.load %m[%c0] : memref<1xi16>
  vector.print %new : i16
  return
}
func.func @mins_i16(%m: memref<1xi16>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i16
  memref.store %i, %m[%c0] : memref<1xi16>
  %v = arith.constant 5 : i16
  %old = memref.atomic_rmw mins %v, %m[%c0] : (i16, memref<1xi16>) -> i16
  vector.print %old : i16
  %new = memref.load %m[%c0] : memref<1xi16>
  vector.print %new : i16
  return
}
func.func @minu_i16(%m: memref<1xi16>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i16
  memref.store %i, %m[%c0] : memref<1xi16>
  %v = arith.constant 5 : i16
  %old = memref.atomic_rmw minu %v, %m[%c0] : (i16, memref<1xi16>) -> i16
  vector.print %old : i16
  %new = memref.load %m[%c0] : memref<1xi16>
  vector.print %new : i16
  return
}
func.func @ori_i16(%m: memref<1xi16>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i16
  memref.store %i, %m[%c0] : memref<1xi16>
  %v = arith.constant 5 : i16
  %old = memref.atomic_rmw ori %v, %m[%c0] : (i16, memref<1xi16>) -> i16
  vector.print %old : i16
  %new = memref.load %m[%c0] : memref<1xi16>
  vector.print %new : i16
  return
}
func.func @xori_i16(%m: memref<1xi16>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i16
  memref.store %i, %m[%c0] : memref<1xi16>
  %v = arith.constant 5 : i16
  %old = memref.atomic_rmw xori %v, %m[%c0] : (i16, memref<1xi16>) -> i16
  vector.print %old : i16
  %new = memref.load %m[%c0] : memref<1xi16>
  vector.print %new : i16
  return
}
func.func @addi_i32(%m: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i32
  memref.store %i, %m[%c0] : memref<1xi32>
  %v = arith.constant 5 : i32
  %old = memref.atomic_rmw addi %v, %m[%c0] : (i32, memref<1xi32>) -> i32
  vector.print %old : i32
  %new = memref.load %m[%c0] : memref<1xi32>
  vector.print %new : i32
  return
}
func.func @andi_i32(%m: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i32
  memref.store %i, %m[%c0] : memref<1xi32>
  %v = arith.constant 5 : i32
  %old = memref.atomic_rmw andi %v, %m[%c0] : (i32, memref<1xi32>) -> i32
  vector.print %old : i32
  %new = memref.load %m[%c0] : memref<1xi32>
  vector.print %new : i32
  return
}
func.func @assign_i32(%m: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i32
  memref.store %i, %m[%c0] : memref<1xi32>
  %v = arith.constant 5 : i32
  %old = memref.atomic_rmw assign %v, %m[%c0] : (i32, memref<1xi32>) -> i32
  vector.print %old : i32
  %new = memref.load %m[%c0] : memref<1xi32>
  vector.print %new : i32
  return
}
func.func @maxs_i32(%m: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i32
  memref.store %i, %m[%c0] : memref<1xi32>
  %v = arith.constant 5 : i32
  %old = memref.atomic_rmw maxs %v, %m[%c0] : (i32, memref<1xi32>) -> i32
  vector.print %old : i32
  %new = memref.load %m[%c0] : memref<1xi32>
  vector.print %new : i32
  return
}
func.func @maxu_i32(%m: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i32
  memref.store %i, %m[%c0] : memref<1xi32>
  %v = arith.constant 5 : i32
  %old = memref.atomic_rmw maxu %v, %m[%c0] : (i32, memref<1xi32>) -> i32
  vector.print %old : i32
  %new = memref.load %m[%c0] : memref<1xi32>
  vector.print %new : i32
  return
}
func.func @mins_i32(%m: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i32
  memref.store %i, %m[%c0] : memref<1xi32>
  %v = arith.constant 5 : i32
  %old = memref.atomic_rmw mins %v, %m[%c0] : (i32, memref<1xi32>) -> i32
  vector.print %old : i32
  %new = memref.load %m[%c0] : memref<1xi32>
  vector.print %new : i32
  return
}
func.func @minu_i32(%m: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i32
  memref.store %i, %m[%c0] : memref<1xi32>
  %v = arith.constant 5 : i32
  %old = memref.atomic_rmw minu %v, %m[%c0] : (i32, memref<1xi32>) -> i32
  vector.print %old : i32
  %new = memref.load %m[%c0] : memref<1xi32>
  vector.print %new : i32
  return
}
func.func @ori_i32(%m: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i32
  memref.store %i, %m[%c0] : memref<1xi32>
  %v = arith.constant 5 : i32
  %old = memref.atomic_rmw ori %v, %m[%c0] : (i32, memref<1xi32>) -> i32
  vector.print %old : i32
  %new = memref.load %m[%c0] : memref<1xi32>
  vector.print %new : i32
  return
}
func.func @xori_i32(%m: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i32
  memref.store %i, %m[%c0] : memref<1xi32>
  %v = arith.constant 5 : i32
  %old = memref.atomic_rmw xori %v, %m[%c0] : (i32, memref<1xi32>) -> i32
  vector.print %old : i32
  %new = memref.load %m[%c0] : memref<1xi32>
  vector.print %new : i32
  return
}
func.func @addi_i64(%m: memref<1xi64>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i64
  memref.store %i, %m[%c0] : memref<1xi64>
  %v = arith.constant 5 : i64
  %old = memref.atomic_rmw addi %v, %m[%c0] : (i64, memref<1xi64>) -> i64
  vector.print %old : i64
  %new = memref.load %m[%c0] : memref<1xi64>
  vector.print %new : i64
  return
}
func.func @andi_i64(%m: memref<1xi64>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i64
  memref.store %i, %m[%c0] : memref<1xi64>
  %v = arith.constant 5 : i64
  %old = memref.atomic_rmw andi %v, %m[%c0] : (i64, memref<1xi64>) -> i64
  vector.print %old : i64
  %new = memref.load %m[%c0] : memref<1xi64>
  vector.print %new : i64
  return
}
func.func @assign_i64(%m: memref<1xi64>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i64
  memref.store %i, %m[%c0] : memref<1xi64>
  %v = arith.constant 5 : i64
  %old = memref.atomic_rmw assign %v, %m[%c0] : (i64, memref<1xi64>) -> i64
  vector.print %old : i64
  %new = memref.load %m[%c0] : memref<1xi64>
  vector.print %new : i64
  return
}
func.func @maxs_i64(%m: memref<1xi64>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i64
  memref.store %i, %m[%c0] : memref<1xi64>
  %v = arith.constant 5 : i64
  %old = memref.atomic_rmw maxs %v, %m[%c0] : (i64, memref<1xi64>) -> i64
  vector.print %old : i64
  %new = memref.load %m[%c0] : memref<1xi64>
  vector.print %new : i64
  return
}
func.func @maxu_i64(%m: memref<1xi64>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i64
  memref.store %i, %m[%c0] : memref<1xi64>
  %v = arith.constant 5 : i64
  %old = memref.atomic_rmw maxu %v, %m[%c0] : (i64, memref<1xi64>) -> i64
  vector.print %old : i64
  %new = memref.load %m[%c0] : memref<1xi64>
  vector.print %new : i64
  return
}
func.func @mins_i64(%m: memref<1xi64>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i64
  memref.store %i, %m[%c0] : memref<1xi64>
  %v = arith.constant 5 : i64
  %old = memref.atomic_rmw mins %v, %m[%c0] : (i64, memref<1xi64>) -> i64
  vector.print %old : i64
  %new = memref.load %m[%c0] : memref<1xi64>
  vector.print %new : i64
  return
}
func.func @minu_i64(%m: memref<1xi64>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i64
  memref.store %i, %m[%c0] : memref<1xi64>
  %v = arith.constant 5 : i64
  %old = memref.atomic_rmw minu %v, %m[%c0] : (i64, memref<1xi64>) -> i64
  vector.print %old : i64
  %new = memref.load %m[%c0] : memref<1xi64>
  vector.print %new : i64
  return
}
func.func @ori_i64(%m: memref<1xi64>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i64
  memref.store %i, %m[%c0] : memref<1xi64>
  %v = arith.constant 5 : i64
  %old = memref.atomic_rmw ori %v, %m[%c0] : (i64, memref<1xi64>) -> i64
  vector.print %old : i64
  %new = memref.load %m[%c0] : memref<1xi64>
  vector.print %new : i64
  return
}
func.func @xori_i64(%m: memref<1xi64>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant -7 : i64
  memref.store %i, %m[%c0] : memref<1xi64>
  %v = arith.constant 5 : i64
  %old = memref.atomic_rmw xori %v, %m[%c0] : (i64, memref<1xi64>) -> i64
  vector.print %old : i64
  %new = memref.load %m[%c0] : memref<1xi64>
  vector.print %new : i64
  return
}
func.func @addf_f16(%m: memref<1xf16>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant 2.5 : f16
  memref.store %i, %m[%c0] : memref<1xf16>
  %v = arith.constant -1.25 : f16
  %old = memref.atomic_rmw addf %v, %m[%c0] : (f16, memref<1xf16>) -> f16
  vector.print %old : f16
  %new = memref.load %m[%c0] : memref<1xf16>
  vector.print %new : f16
  return
}
func.func @assign_f16(%m: memref<1xf16>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant 2.5 : f16
  memref.store %i, %m[%c0] : memref<1xf16>
  %v = arith.constant -1.25 : f16
  %old = memref.atomic_rmw assign %v, %m[%c0] : (f16, memref<1xf16>) -> f16
  vector.print %old : f16
  %new = memref.load %m[%c0] : memref<1xf16>
  vector.print %new : f16
  return
}
func.func @maximumf_f16(%m: memref<1xf16>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant 2.5 : f16
  memref.store %i, %m[%c0] : memref<1xf16>
  %v = arith.constant -1.25 : f16
  %old = memref.atomic_rmw maximumf %v, %m[%c0] : (f16, memref<1xf16>) -> f16
  vector.print %old : f16
  %new = memref.load %m[%c0] : memref<1xf16>
  vector.print %new : f16
  return
}
func.func @maxnumf_f16(%m: memref<1xf16>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant 2.5 : f16
  memref.store %i, %m[%c0] : memref<1xf16>
  %v = arith.constant -1.25 : f16
  %old = memref.atomic_rmw maxnumf %v, %m[%c0] : (f16, memref<1xf16>) -> f16
  vector.print %old : f16
  %new = memref.load %m[%c0] : memref<1xf16>
  vector.print %new : f16
  return
}
func.func @minimumf_f16(%m: memref<1xf16>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant 2.5 : f16
  memref.store %i, %m[%c0] : memref<1xf16>
  %v = arith.constant -1.25 : f16
  %old = memref.atomic_rmw minimumf %v, %m[%c0] : (f16, memref<1xf16>) -> f16
  vector.print %old : f16
  %new = memref.load %m[%c0] : memref<1xf16>
  vector.print %new : f16
  return
}
func.func @minnumf_f16(%m: memref<1xf16>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant 2.5 : f16
  memref.store %i, %m[%c0] : memref<1xf16>
  %v = arith.constant -1.25 : f16
  %old = memref.atomic_rmw minnumf %v, %m[%c0] : (f16, memref<1xf16>) -> f16
  vector.print %old : f16
  %new = memref.load %m[%c0] : memref<1xf16>
  vector.print %new : f16
  return
}
func.func @addf_bf16(%m: memref<1xbf16>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant 2.5 : bf16
  memref.store %i, %m[%c0] : memref<1xbf16>
  %v = arith.constant -1.25 : bf16
  %old = memref.atomic_rmw addf %v, %m[%c0] : (bf16, memref<1xbf16>) -> bf16
  vector.print %old : bf16
  %new = memref.load %m[%c0] : memref<1xbf16>
  vector.print %new : bf16
  return
}
func.func @assign_bf16(%m: memref<1xbf16>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant 2.5 : bf16
  memref.store %i, %m[%c0] : memref<1xbf16>
  %v = arith.constant -1.25 : bf16
  %old = memref.atomic_rmw assign %v, %m[%c0] : (bf16, memref<1xbf16>) -> bf16
  vector.print %old : bf16
  %new = memref.load %m[%c0] : memref<1xbf16>
  vector.print %new : bf16
  return
}
func.func @maximumf_bf16(%m: memref<1xbf16>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant 2.5 : bf16
  memref.store %i, %m[%c0] : memref<1xbf16>
  %v = arith.constant -1.25 : bf16
  %old = memref.atomic_rmw maximumf %v, %m[%c0] : (bf16, memref<1xbf16>) -> bf16
  vector.print %old : bf16
  %new = memref.load %m[%c0] : memref<1xbf16>
  vector.print %new : bf16
  return
}
func.func @maxnumf_bf16(%m: memref<1xbf16>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant 2.5 : bf16
  memref.store %i, %m[%c0] : memref<1xbf16>
  %v = arith.constant -1.25 : bf16
  %old = memref.atomic_rmw maxnumf %v, %m[%c0] : (bf16, memref<1xbf16>) -> bf16
  vector.print %old : bf16
  %new = memref.load %m[%c0] : memref<1xbf16>
  vector.print %new : bf16
  return
}
func.func @minimumf_bf16(%m: memref<1xbf16>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant 2.5 : bf16
  memref.store %i, %m[%c0] : memref<1xbf16>
  %v = arith.constant -1.25 : bf16
  %old = memref.atomic_rmw minimumf %v, %m[%c0] : (bf16, memref<1xbf16>) -> bf16
  vector.print %old : bf16
  %new = memref.load %m[%c0] : memref<1xbf16>
  vector.print %new : bf16
  return
}
func.func @minnumf_bf16(%m: memref<1xbf16>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant 2.5 : bf16
  memref.store %i, %m[%c0] : memref<1xbf16>
  %v = arith.constant -1.25 : bf16
  %old = memref.atomic_rmw minnumf %v, %m[%c0] : (bf16, memref<1xbf16>) -> bf16
  vector.print %old : bf16
  %new = memref.load %m[%c0] : memref<1xbf16>
  vector.print %new : bf16
  return
}
func.func @addf_f32(%m: memref<1xf32>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant 2.5 : f32
  memref.store %i, %m[%c0] : memref<1xf32>
  %v = arith.constant -1.25 : f32
  %old = memref.atomic_rmw addf %v, %m[%c0] : (f32, memref<1xf32>) -> f32
  vector.print %old : f32
  %new = memref.load %m[%c0] : memref<1xf32>
  vector.print %new : f32
  return
}
func.func @assign_f32(%m: memref<1xf32>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant 2.5 : f32
  memref.store %i, %m[%c0] : memref<1xf32>
  %v = arith.constant -1.25 : f32
  %old = memref.atomic_rmw assign %v, %m[%c0] : (f32, memref<1xf32>) -> f32
  vector.print %old : f32
  %new = memref.load %m[%c0] : memref<1xf32>
  vector.print %new : f32
  return
}
func.func @maximumf_f32(%m: memref<1xf32>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant 2.5 : f32
  memref.store %i, %m[%c0] : memref<1xf32>
  %v = arith.constant -1.25 : f32
  %old = memref.atomic_rmw maximumf %v, %m[%c0] : (f32, memref<1xf32>) -> f32
  vector.print %old : f32
  %new = memref.load %m[%c0] : memref<1xf32>
  vector.print %new : f32
  return
}
func.func @maxnumf_f32(%m: memref<1xf32>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant 2.5 : f32
  memref.store %i, %m[%c0] : memref<1xf32>
  %v = arith.constant -1.25 : f32
  %old = memref.atomic_rmw maxnumf %v, %m[%c0] : (f32, memref<1xf32>) -> f32
  vector.print %old : f32
  %new = memref.load %m[%c0] : memref<1xf32>
  vector.print %new : f32
  return
}
func.func @minimumf_f32(%m: memref<1xf32>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant 2.5 : f32
  memref.store %i, %m[%c0] : memref<1xf32>
  %v = arith.constant -1.25 : f32
  %old = memref.atomic_rmw minimumf %v, %m[%c0] : (f32, memref<1xf32>) -> f32
  vector.print %old : f32
  %new = memref.load %m[%c0] : memref<1xf32>
  vector.print %new : f32
  return
}
func.func @minnumf_f32(%m: memref<1xf32>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant 2.5 : f32
  memref.store %i, %m[%c0] : memref<1xf32>
  %v = arith.constant -1.25 : f32
  %old = memref.atomic_rmw minnumf %v, %m[%c0] : (f32, memref<1xf32>) -> f32
  vector.print %old : f32
  %new = memref.load %m[%c0] : memref<1xf32>
  vector.print %new : f32
  return
}
func.func @addf_f64(%m: memref<1xf64>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant 2.5 : f64
  memref.store %i, %m[%c0] : memref<1xf64>
  %v = arith.constant -1.25 : f64
  %old = memref.atomic_rmw addf %v, %m[%c0] : (f64, memref<1xf64>) -> f64
  vector.print %old : f64
  %new = memref.load %m[%c0] : memref<1xf64>
  vector.print %new : f64
  return
}
func.func @assign_f64(%m: memref<1xf64>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant 2.5 : f64
  memref.store %i, %m[%c0] : memref<1xf64>
  %v = arith.constant -1.25 : f64
  %old = memref.atomic_rmw assign %v, %m[%c0] : (f64, memref<1xf64>) -> f64
  vector.print %old : f64
  %new = memref.load %m[%c0] : memref<1xf64>
  vector.print %new : f64
  return
}
func.func @maximumf_f64(%m: memref<1xf64>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant 2.5 : f64
  memref.store %i, %m[%c0] : memref<1xf64>
  %v = arith.constant -1.25 : f64
  %old = memref.atomic_rmw maximumf %v, %m[%c0] : (f64, memref<1xf64>) -> f64
  vector.print %old : f64
  %new = memref.load %m[%c0] : memref<1xf64>
  vector.print %new : f64
  return
}
func.func @maxnumf_f64(%m: memref<1xf64>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant 2.5 : f64
  memref.store %i, %m[%c0] : memref<1xf64>
  %v = arith.constant -1.25 : f64
  %old = memref.atomic_rmw maxnumf %v, %m[%c0] : (f64, memref<1xf64>) -> f64
  vector.print %old : f64
  %new = memref.load %m[%c0] : memref<1xf64>
  vector.print %new : f64
  return
}
func.func @minimumf_f64(%m: memref<1xf64>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant 2.5 : f64
  memref.store %i, %m[%c0] : memref<1xf64>
  %v = arith.constant -1.25 : f64
  %old = memref.atomic_rmw minimumf %v, %m[%c0] : (f64, memref<1xf64>) -> f64
  vector.print %old : f64
  %new = memref.load %m[%c0] : memref<1xf64>
  vector.print %new : f64
  return
}
func.func @minnumf_f64(%m: memref<1xf64>) {
  %c0 = arith.constant 0 : index
  %i = arith.constant 2.5 : f64
  memref.store %i, %m[%c0] : memref<1xf64>
  %v = arith.constant -1.25 : f64
  %old = memref.atomic_rmw minnumf %v, %m[%c0] : (f64, memref<1xf64>) -> f64
  vector.print %old : f64
  %new = memref.load %m[%c0] : memref<1xf64>
  vector.print %new : f64
  return
}
func.func @main() {
  %m_addi_i8 = memref.alloc() : memref<1xi8>
  call @addi_i8(%m_addi_i8) : (memref<1xi8>) -> ()
  memref.dealloc %m_addi_i8 : memref<1xi8>
  %m_andi_i8 = memref.alloc() : memref<1xi8>
  call @andi_i8(%m_andi_i8) : (memref<1xi8>) -> ()
  memref.dealloc %m_andi_i8 : memref<1xi8>
  %m_assign_i8 = memref.alloc() : memref<1xi8>
  call @assign_i8(%m_assign_i8) : (memref<1xi8>) -> ()
  memref.dealloc %m_assign_i8 : memref<1xi8>
  %m_maxs_i8 = memref.alloc() : memref<1xi8>
  call @maxs_i8(%m_maxs_i8) : (memref<1xi8>) -> ()
  memref.dealloc %m_maxs_i8 : memref<1xi8>
  %m_maxu_i8 = memref.alloc() : memref<1xi8>
  call @maxu_i8(%m_maxu_i8) : (memref<1xi8>) -> ()
  memref.dealloc %m_maxu_i8 : memref<1xi8>
  %m_mins_i8 = memref.alloc() : memref<1xi8>
  call @mins_i8(%m_mins_i8) : (memref<1xi8>) -> ()
  memref.dealloc %m_mins_i8 : memref<1xi8>
  %m_minu_i8 = memref.alloc() : memref<1xi8>
  call @minu_i8(%m_minu_i8) : (memref<1xi8>) -> ()
  memref.dealloc %m_minu_i8 : memref<1xi8>
  %m_ori_i8 = memref.alloc() : memref<1xi8>
  call @ori_i8(%m_ori_i8) : (memref<1xi8>) -> ()
  memref.dealloc %m_ori_i8 : memref<1xi8>
  %m_xori_i8 = memref.alloc() : memref<1xi8>
  call @xori_i8(%m_xori_i8) : (memref<1xi8>) -> ()
  memref.dealloc %m_xori_i8 : memref<1xi8>
  %m_addi_i16 = memref.alloc() : memref<1xi16>
  call @addi_i16(%m_addi_i16) : (memref<1xi16>) -> ()
  memref.dealloc %m_addi_i16 : memref<1xi16>
  %m_andi_i16 = memref.alloc() : memref<1xi16>
  call @andi_i16(%m_andi_i16) : (memref<1xi16>) -> ()
  memref.dealloc %m_andi_i16 : memref<1xi16>
  %m_assign_i16 = memref.alloc() : memref<1xi16>
  call @assign_i16(%m_assign_i16) : (memref<1xi16>) -> ()
  memref.dealloc %m_assign_i16 : memref<1xi16>
  %m_maxs_i16 = memref.alloc() : memref<1xi16>
  call @maxs_i16(%m_maxs_i16) : (memref<1xi16>) -> ()
  memref.dealloc %m_maxs_i16 : memref<1xi16>
  %m_maxu_i16 = memref.alloc() : memref<1xi16>
  call @maxu_i16(%m_maxu_i16) : (memref<1xi16>) -> ()
  memref.dealloc %m_maxu_i16 : memref<1xi16>
  %m_mins_i16 = memref.alloc() : memref<1xi16>
  call @mins_i16(%m_mins_i16) : (memref<1xi16>) -> ()
  memref.dealloc %m_mins_i16 : memref<1xi16>
  %m_minu_i16 = memref.alloc() : memref<1xi16>
  call @minu_i16(%m_minu_i16) : (memref<1xi16>) -> ()
  memref.dealloc %m_minu_i16 : memref<1xi16>
  %m_ori_i16 = memref.alloc() : memref<1xi16>
  call @ori_i16(%m_ori_i16) : (memref<1xi16>) -> ()
  memref.dealloc %m_ori_i16 : memref<1xi16>
  %m_xori_i16 = memref.alloc() : memref<1xi16>
  call @xori_i16(%m_xori_i16) : (memref<1xi16>) -> ()
  memref.dealloc %m_xori_i16 : memref<1xi16>
  %m_addi_i32 = memref.alloc() : memref<1xi32>
  call @addi_i32(%m_addi_i32) : (memref<1xi32>) -> ()
  memref.dealloc %m_addi_i32 : memref<1xi32>
  %m_andi_i32 = memref.alloc() : memref<1xi32>
  call @andi_i32(%m_andi_i32) : (memref<1xi32>) -> ()
  memref.dealloc %m_andi_i32 : memref<1xi32>
  %m_assign_i32 = memref.alloc() : memref<1xi32>
  call @assign_i32(%m_assign_i32) : (memref<1xi32>) -> ()
  memref.dealloc %m_assign_i32 : memref<1xi32>
  %m_maxs_i32 = memref.alloc() : memref<1xi32>
  call @maxs_i32(%m_maxs_i32) : (memref<1xi32>) -> ()
  memref.dealloc %m_maxs_i32 : memref<1xi32>
  %m_maxu_i32 = memref.alloc() : memref<1xi32>
  call @maxu_i32(%m_maxu_i32) : (memref<1xi32>) -> ()
  memref.dealloc %m_maxu_i32 : memref<1xi32>
  %m_mins_i32 = memref.alloc() : memref<1xi32>
  call @mins_i32(%m_mins_i32) : (memref<1xi32>) -> ()
  memref.dealloc %m_mins_i32 : memref<1xi32>
  %m_minu_i32 = memref.alloc() : memref<1xi32>
  call @minu_i32(%m_minu_i32) : (memref<1xi32>) -> ()
  memref.dealloc %m_minu_i32 : memref<1xi32>
  %m_ori_i32 = memref.alloc() : memref<1xi32>
  call @ori_i32(%m_ori_i32) : (memref<1xi32>) -> ()
  memref.dealloc %m_ori_i32 : memref<1xi32>
  %m_xori_i32 = memref.alloc() : memref<1xi32>
  call @xori_i32(%m_xori_i32) : (memref<1xi32>) -> ()
  memref.dealloc %m_xori_i32 : memref<1xi32>
  %m_addi_i64 = memref.alloc() : memref<1xi64>
  call @addi_i64(%m_addi_i64) : (memref<1xi64>) -> ()
  memref.dealloc %m_addi_i64 : memref<1xi64>
  %m_andi_i64 = memref.alloc() : memref<1xi64>
  call @andi_i64(%m_andi_i64) : (memref<1xi64>) -> ()
  memref.dealloc %m_andi_i64 : memref<1xi64>
  %m_assign_i64 = memref.alloc() : memref<1xi64>
  call @assign_i64(%m_assign_i64) : (memref<1xi64>) -> ()
  memref.dealloc %m_assign_i64 : memref<1xi64>
  %m_maxs_i64 = memref.alloc() : memref<1xi64>
  call @maxs_i64(%m_maxs_i64) : (memref<1xi64>) -> ()
  memref.dealloc %m_maxs_i64 : memref<1xi64>
  %m_maxu_i64 = memref.alloc() : memref<1xi64>
  call @maxu_i64(%m_maxu_i64) : (memref<1xi64>) -> ()
  memref.dealloc %m_maxu_i64 : memref<1xi64>
  %m_mins_i64 = memref.alloc() : memref<1xi64>
  call @mins_i64(%m_mins_i64) : (memref<1xi64>) -> ()
  memref.dealloc %m_mins_i64 : memref<1xi64>
  %m_minu_i64 = memref.alloc() : memref<1xi64>
  call @minu_i64(%m_minu_i64) : (memref<1xi64>) -> ()
  memref.dealloc %m_minu_i64 : memref<1xi64>
  %m_ori_i64 = memref.alloc() : memref<1xi64>
  call @ori_i64(%m_ori_i64) : (memref<1xi64>) -> ()
  memref.dealloc %m_ori_i64 : memref<1xi64>
  %m_xori_i64 = memref.alloc() : memref<1xi64>
  call @xori_i64(%m_xori_i64) : (memref<1xi64>) -> ()
  memref.dealloc %m_xori_i64 : memref<1xi64>
  %m_addf_f16 = memref.alloc() : memref<1xf16>
  call @addf_f16(%m_addf_f16) : (memref<1xf16>) -> ()
  memref.dealloc %m_addf_f16 : memref<1xf16>
  %m_assign_f16 = memref.alloc() : memref<1xf16>
  call @assign_f16(%m_assign_f16) : (memref<1xf16>) -> ()
  memref.dealloc %m_assign_f16 : memref<1xf16>
  %m_maximumf_f16 = memref.alloc() : memref<1xf16>
  call @maximumf_f16(%m_maximumf_f16) : (memref<1xf16>) -> ()
  memref.dealloc %m_maximumf_f16 : memref<1xf16>
  %m_maxnumf_f16 = memref.alloc() : memref<1xf16>
  call @maxnumf_f16(%m_maxnumf_f16) : (memref<1xf16>) -> ()
  memref.dealloc %m_maxnumf_f16 : memref<1xf16>
  %m_minimumf_f16 = memref.alloc() : memref<1xf16>
  call @minimumf_f16(%m_minimumf_f16) : (memref<1xf16>) -> ()
  memref.dealloc %m_minimumf_f16 : memref<1xf16>
  %m_minnumf_f16 = memref.alloc() : memref<1xf16>
  call @minnumf_f16(%m_minnumf_f16) : (memref<1xf16>) -> ()
  memref.dealloc %m_minnumf_f16 : memref<1xf16>
  %m_addf_bf16 = memref.alloc() : memref<1xbf16>
  call @addf_bf16(%m_addf_bf16) : (memref<1xbf16>) -> ()
  memref.dealloc %m_addf_bf16 : memref<1xbf16>
  %m_assign_bf16 = memref.alloc() : memref<1xbf16>
  call @assign_bf16(%m_assign_bf16) : (memref<1xbf16>) -> ()
  memref.dealloc %m_assign_bf16 : memref<1xbf16>
  %m_maximumf_bf16 = memref.alloc() : memref<1xbf16>
  call @maximumf_bf16(%m_maximumf_bf16) : (memref<1xbf16>) -> ()
  memref.dealloc %m_maximumf_bf16 : memref<1xbf16>
  %m_maxnumf_bf16 = memref.alloc() : memref<1xbf16>
  call @maxnumf_bf16(%m_maxnumf_bf16) : (memref<1xbf16>) -> ()
  memref.dealloc %m_maxnumf_bf16 : memref<1xbf16>
  %m_minimumf_bf16 = memref.alloc() : memref<1xbf16>
  call @minimumf_bf16(%m_minimumf_bf16) : (memref<1xbf16>) -> ()
  memref.dealloc %m_minimumf_bf16 : memref<1xbf16>
  %m_minnumf_bf16 = memref.alloc() : memref<1xbf16>
  call @minnumf_bf16(%m_minnumf_bf16) : (memref<1xbf16>) -> ()
  memref.dealloc %m_minnumf_bf16 : memref<1xbf16>
  %m_addf_f32 = memref.alloc() : memref<1xf32>
  call @addf_f32(%m_addf_f32) : (memref<1xf32>) -> ()
  memref.dealloc %m_addf_f32 : memref<1xf32>
  %m_assign_f32 = memref.alloc() : memref<1xf32>
  call @assign_f32(%m_assign_f32) : (memref<1xf32>) -> ()
  memref.dealloc %m_assign_f32 : memref<1xf32>
  %m_maximumf_f32 = memref.alloc() : memref<1xf32>
  call @maximumf_f32(%m_maximumf_f32) : (memref<1xf32>) -> ()
  memref.dealloc %m_maximumf_f32 : memref<1xf32>
  %m_maxnumf_f32 = memref.alloc() : memref<1xf32>
  call @maxnumf_f32(%m_maxnumf_f32) : (memref<1xf32>) -> ()
  memref.dealloc %m_maxnumf_f32 : memref<1xf32>
  %m_minimumf_f32 = memref.alloc() : memref<1xf32>
  call @minimumf_f32(%m_minimumf_f32) : (memref<1xf32>) -> ()
  memref.dealloc %m_minimumf_f32 : memref<1xf32>
  %m_minnumf_f32 = memref.alloc() : memref<1xf32>
  call @minnumf_f32(%m_minnumf_f32) : (memref<1xf32>) -> ()
  memref.dealloc %m_minnumf_f32 : memref<1xf32>
  %m_addf_f64 = memref.alloc() : memref<1xf64>
  call @addf_f64(%m_addf_f64) : (memref<1xf64>) -> ()
  memref.dealloc %m_addf_f64 : memref<1xf64>
  %m_assign_f64 = memref.alloc() : memref<1xf64>
  call @assign_f64(%m_assign_f64) : (memref<1xf64>) -> ()
  memref.dealloc %m_assign_f64 : memref<1xf64>
  %m_maximumf_f64 = memref.alloc() : memref<1xf64>
  call @maximumf_f64(%m_maximumf_f64) : (memref<1xf64>) -> ()
  memref.dealloc %m_maximumf_f64 : memref<1xf64>
  %m_maxnumf_f64 = memref.alloc() : memref<1xf64>
  call @maxnumf_f64(%m_maxnumf_f64) : (memref<1xf64>) -> ()
  memref.dealloc %m_maxnumf_f64 : memref<1xf64>
  %m_minimumf_f64 = memref.alloc() : memref<1xf64>
  call @minimumf_f64(%m_minimumf_f64) : (memref<1xf64>) -> ()
  memref.dealloc %m_minimumf_f64 : memref<1xf64>
  %m_minnumf_f64 = memref.alloc() : memref<1xf64>
  call @minnumf_f64(%m_minnumf_f64) : (memref<1xf64>) -> ()
  memref.dealloc %m_minnumf_f64 : memref<1xf64>
  return
}
