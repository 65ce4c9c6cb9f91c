// multi-result helpers: a 10-result function of mixed types, call_indirect of it, returning a memref among results
// Written as a user would, independently of corolift. Expected output: mlir-runner-22 on this
// file (after mlir-opt-22 with the upstream async-to-LLVM pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s

// CHECK:      1
// CHECK-NEXT: -17
// CHECK-NEXT: -12817
// CHECK-NEXT: -1985229329
// CHECK-NEXT: 81985529216486895
// CHECK-NEXT: 81985529216486895
// CHECK-NEXT: 8.19855e+16
// CHECK-NEXT: 8.19855e+16
// CHECK-NEXT: 81985529216486896
// CHECK-NEXT: 163971058432973791
// CHECK-NEXT: 1
// CHECK-NEXT: -3
// CHECK-NEXT: -3
// CHECK-NEXT: -3
// CHECK-NEXT: -3
// CHECK-NEXT: 18446744073709551613
// CHECK-NEXT: -3
// CHECK-NEXT: 1.84467e+19
// CHECK-NEXT: -2
// CHECK-NEXT: -5
// CHECK-NOT:  {{.}}
func.func @unpack(%x: i64) -> (i1, i8, i16, i32, i64, index, f32, f64, i64, memref<2xi64>) {
  %one = arith.constant 1 : i64
  %b = arith.trunci %x : i64 to i1
  %c = arith.trunci %x : i64 to i8
  %d = arith.trunci %x : i64 to i16
  %e = arith.trunci %x : i64 to i32
  %f = arith.index_cast %x : i64 to index
  %g = arith.sitofp %x : i64 to f32
  %h = arith.uitofp %x : i64 to f64
  %n = arith.addi %x, %one : i64
  %m = memref.alloc() : memref<2xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %x, %m[%c0] : memref<2xi64>
  memref.store %n, %m[%c1] : memref<2xi64>
  return %b, %c, %d, %e, %x, %f, %g, %h, %n, %m : i1, i8, i16, i32, i64, index, f32, f64, i64, memref<2xi64>
}

func.func @show(%b: i1, %c: i8, %d: i16, %e: i32, %x: i64, %f: index, %g: f32, %h: f64, %n: i64, %m: memref<2xi64>) {
  vector.print %b : i1
  vector.print %c : i8
  vector.print %d : i16
  vector.print %e : i32
  vector.print %x : i64
  vector.print %f : index
  vector.print %g : f32
  vector.print %h : f64
  vector.print %n : i64
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a0 = memref.load %m[%c0] : memref<2xi64>
  %a1 = memref.load %m[%c1] : memref<2xi64>
  %s = arith.addi %a0, %a1 : i64
  vector.print %s : i64
  memref.dealloc %m : memref<2xi64>
  return
}

func.func @main() {
  %x = arith.constant 81985529216486895 : i64
  %r:10 = call @unpack(%x) : (i64) -> (i1, i8, i16, i32, i64, index, f32, f64, i64, memref<2xi64>)
  call @show(%r#0, %r#1, %r#2, %r#3, %r#4, %r#5, %r#6, %r#7, %r#8, %r#9) : (i1, i8, i16, i32, i64, index, f32, f64, i64, memref<2xi64>) -> ()
  %fp = func.constant @unpack : (i64) -> (i1, i8, i16, i32, i64, index, f32, f64, i64, memref<2xi64>)
  %y = arith.constant -3 : i64
  %s:10 = func.call_indirect %fp(%y) : (i64) -> (i1, i8, i16, i32, i64, index, f32, f64, i64, memref<2xi64>)
  %sh = func.constant @show : (i1, i8, i16, i32, i64, index, f32, f64, i64, memref<2xi64>) -> ()
  func.call_indirect %sh(%s#0, %s#1, %s#2, %s#3, %s#4, %s#5, %s#6, %s#7, %s#8, %s#9) : (i1, i8, i16, i32, i64, index, f32, f64, i64, memref<2xi64>) -> ()
  return
}
