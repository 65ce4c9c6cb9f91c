// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s
// cond_br / br: i1 condition, operandSegmentSizes, branch weights, successor and result counts.

func.func @f(%c: i32) {
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%c: i1) {
  "cf.cond_br"(%c)[^bb1, ^bb1] : (i1) -> ()
^bb1:
  return
}

// -----

func.func @f(%c: i1) {
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @f(%c: i1) {
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @f(%c: i1) {
  cf.cond_br %c weights([1, 2, 3]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @f() {
  "cf.br"() : () -> ()
}

// -----

func.func @f(%x: i32) {
  "cf.br"()[^bb1, ^bb1] : () -> ()
^bb1:
  return
}

// -----

func.func @f(%x: i32) {
  %0 = "cf.br"()[^bb1] : () -> i32
^bb1:
  return
}

// CHECK: :5:{{[0-9]+}}: error: 'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'
// CHECK: :13:{{[0-9]+}}: error: 'cf.cond_br' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'
// CHECK: :21:{{[0-9]+}}: error: 'cf.cond_br' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'
// CHECK: :29:{{[0-9]+}}: error: invalid properties {operandSegmentSizes = array<i32: 1, 0>} for op cf.cond_br: size mismatch in attribute conversion: 2 vs 3
// CHECK: :37:{{[0-9]+}}: error: expects number of branch weights to match number of successors: 3 vs 2
// CHECK: :45:{{[0-9]+}}: error: 'cf.br' op requires 1 successor but found 0
// CHECK: :51:{{[0-9]+}}: error: 'cf.br' op requires 1 successor but found 2
// CHECK: :59:{{[0-9]+}}: error: 'cf.br' op requires zero results
