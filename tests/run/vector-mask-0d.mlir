// 0-D masks: vector.create_mask of vector<i1> with a run-time size (negative, zero, one,
// past the end) and vector.constant_mask [0] / [1] of vector<i1>.
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s --match-full-lines
func.func @f(%a: index) {
  %0 = vector.create_mask %a : vector<i1>
  vector.print %0 : vector<i1>
  %1 = vector.constant_mask [1] : vector<i1>
  vector.print %1 : vector<i1>
  %2 = vector.constant_mask [0] : vector<i1>
  vector.print %2 : vector<i1>
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %m = arith.constant -3 : index
  call @f(%c0) : (index) -> ()
  call @f(%c1) : (index) -> ()
  call @f(%c5) : (index) -> ()
  call @f(%m) : (index) -> ()
  return
}

// CHECK: ( 0 )
// CHECK-NEXT: ( 1 )
// CHECK-NEXT: ( 0 )
// CHECK-NEXT: ( 1 )
// CHECK-NEXT: ( 1 )
// CHECK-NEXT: ( 0 )
// CHECK-NEXT: ( 1 )
// CHECK-NEXT: ( 1 )
// CHECK-NEXT: ( 0 )
// CHECK-NEXT: ( 0 )
// CHECK-NEXT: ( 1 )
// CHECK-NEXT: ( 0 )
