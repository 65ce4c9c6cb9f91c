// Every cmpi/cmpf predicate (incl. unordered ones with NaN), select, index casts.
// RUN: corolift run %s | FileCheck %s
func.func @cmpi(%a: i32, %b: i32) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %7 = arith.cmpi ule, %a, %b : i32
  %8 = arith.cmpi ugt, %a, %b : i32
  %9 = arith.cmpi uge, %a, %b : i32
  vector.print %0 : i1 punctuation <comma>
  vector.print %1 : i1 punctuation <comma>
  vector.print %2 : i1 punctuation <comma>
  vector.print %3 : i1 punctuation <comma>
  vector.print %4 : i1 punctuation <comma>
  vector.print %5 : i1 punctuation <comma>
  vector.print %6 : i1 punctuation <comma>
  vector.print %7 : i1 punctuation <comma>
  vector.print %8 : i1 punctuation <comma>
  vector.print %9 : i1
  return
}
func.func @cmpf(%a: f32, %b: f32) {
  %0 = arith.cmpf false, %a, %b : f32
  %1 = arith.cmpf oeq, %a, %b : f32
  %2 = arith.cmpf ogt, %a, %b : f32
  %3 = arith.cmpf oge, %a, %b : f32
  %4 = arith.cmpf olt, %a, %b : f32
  %5 = arith.cmpf ole, %a, %b : f32
  %6 = arith.cmpf one, %a, %b : f32
  %7 = arith.cmpf ord, %a, %b : f32
  %8 = arith.cmpf ueq, %a, %b : f32
  %9 = arith.cmpf ugt, %a, %b : f32
  %10 = arith.cmpf uge, %a, %b : f32
  %11 = arith.cmpf ult, %a, %b : f32
  %12 = arith.cmpf ule, %a, %b : f32
  %13 = arith.cmpf une, %a, %b : f32
  %14 = arith.cmpf uno, %a, %b : f32
  %15 = arith.cmpf true, %a, %b : f32
  vector.print %0 : i1 punctuation <comma>
  vector.print %1 : i1 punctuation <comma>
  vector.print %2 : i1 punctuation <comma>
  vector.print %3 : i1 punctuation <comma>
  vector.print %4 : i1 punctuation <comma>
  vector.print %5 : i1 punctuation <comma>
  vector.print %6 : i1 punctuation <comma>
  vector.print %7 : i1 punctuation <comma>
  vector.print %8 : i1 punctuation <comma>
  vector.print %9 : i1 punctuation <comma>
  vector.print %10 : i1 punctuation <comma>
  vector.print %11 : i1 punctuation <comma>
  vector.print %12 : i1 punctuation <comma>
  vector.print %13 : i1 punctuation <comma>
  vector.print %14 : i1 punctuation <comma>
  vector.print %15 : i1
  return
}
func.func @main() {
  %m1 = arith.constant -1 : i32
  %1 = arith.constant 1 : i32
  // CHECK: 0, 1, 1, 1, 0, 0, 0, 0, 1, 1
  call @cmpi(%m1, %1) : (i32, i32) -> ()
  // CHECK-NEXT: 1, 0, 0, 1, 0, 1, 0, 1, 0, 1
  call @cmpi(%1, %1) : (i32, i32) -> ()
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %z = arith.constant 0.0 : f32
  %nan = arith.divf %z, %z : f32
  // CHECK-NEXT: 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 1, 1, 1, 0, 1
  call @cmpf(%f1, %f2) : (f32, f32) -> ()
  // CHECK-NEXT: 0, 1, 0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0, 0, 1
  call @cmpf(%f1, %f1) : (f32, f32) -> ()
  // CHECK-NEXT: 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1
  call @cmpf(%f1, %nan) : (f32, f32) -> ()
  %c = arith.cmpi slt, %m1, %1 : i32
  %s = arith.select %c, %m1, %1 : i32
  // CHECK-NEXT: -1
  vector.print %s : i32
  %ix = arith.index_cast %m1 : i32 to index
  // CHECK-NEXT: 18446744073709551615
  vector.print %ix : index
  %ux = arith.index_castui %m1 : i32 to index
  // CHECK-NEXT: 4294967295
  vector.print %ux : index
  %back = arith.index_cast %ix : index to i32
  // CHECK-NEXT: -1
  vector.print %back : i32
  %e = arith.extui %m1 : i32 to i64
  // CHECK-NEXT: 4294967295
  vector.print %e : i64
  %es = arith.extsi %m1 : i32 to i64
  // CHECK-NEXT: -1
  vector.print %es : i64
  %tr = arith.trunci %e : i64 to i8
  // CHECK-NEXT: -1
  vector.print %tr : i8
  %t1 = arith.trunci %e : i64 to i1
  %z1 = arith.extui %t1 : i1 to i32
  %s1 = arith.extsi %t1 : i1 to i32
  // CHECK-NEXT: 1
  vector.print %z1 : i32
  // CHECK-NEXT: -1
  vector.print %s1 : i32
  return
}
