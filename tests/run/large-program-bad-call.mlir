// The program of large-program-slices.mlir with one bad call: @main passes an i32 to @f3,
// which takes an i64. The slices verify each function on its own, but only the whole module
// can check the call, so the fast front end gives up and the usual one reports the error,
// exactly as mlir-opt-22 does on the same input (the CHECK lines are its output).
// RUN: python3 %S/Inputs/many_functions.py 1000 --bad-call 3 | not corolift run - 2>&1 | FileCheck %s
// COMPARE-SKIP: the program is printed by the RUN line (Inputs/many_functions.py --bad-call 3); the CHECK lines are mlir-opt-22 output for it

// CHECK:      <stdin>:11007:9: error: 'func.call' op operand type mismatch: expected operand type 'i64', but provided 'i32' for operand number 0
// CHECK-NEXT:   %v4 = func.call @f3(%w3) : (i32) -> i64
// CHECK-NEXT:         ^
// CHECK-NEXT: <stdin>:11007:9: note: see current operation: %5 = "func.call"(%4) <{callee = @f3}> : (i32) -> i64
// CHECK-NOT:  error
