// RUN: corolift opt %s -inline='default-pipeline=' | FileCheck %s --match-full-lines
// RUN: corolift opt %s -inline='default-pipeline=' | corolift opt | FileCheck %s --match-full-lines
// RUN: corolift opt %s -inline | FileCheck %s --match-full-lines

// Expected text: mlir-opt-22 -inline='default-pipeline=' (and mlir-opt-22 -inline, whose canonicalize changes nothing here).
// Bottom-up over the call graph: @square is inlined into @quad first, then @quad (now free
// of calls) into @top. Both private callees are erased, @square only after its second call
// was inlined (the first inlines a copy).
func.func private @square(%x: i64) -> i64 {
  %r = arith.muli %x, %x : i64
  return %r : i64
}

func.func private @quad(%x: i64) -> i64 {
  %s = call @square(%x) : (i64) -> i64
  %q = call @square(%s) : (i64) -> i64
  return %q : i64
}

func.func @top(%x: i64) -> i64 {
  %q = call @quad(%x) : (i64) -> i64
  %r = arith.addi %q, %x : i64
  return %r : i64
}

// CHECK: module {
// CHECK-NEXT: func.func @top(%arg0: i64) -> i64 {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : i64
// CHECK-NEXT: %1 = arith.muli %0, %0 : i64
// CHECK-NEXT: %2 = arith.addi %1, %arg0 : i64
// CHECK-NEXT: return %2 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
