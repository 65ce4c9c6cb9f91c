// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s
// switch: integer flag, case values vs destinations, case operand segments.

func.func @f(%x: index) {
  "cf.switch"(%x)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> ()
^bb1:
  return
}

// -----

func.func @f(%x: i32) {
  "cf.switch"(%x)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%x: i32) {
  "cf.switch"(%x)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%x: i32) {
  "cf.switch"(%x)[^bb1, ^bb1] <{case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%x: i32) {
  "cf.switch"(%x, %x)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%x: f32) {
  cf.switch %x : f32, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @f(%x: index) {
  cf.switch %x : index, [
    default: ^bb1,
    1: ^bb1
  ]
^bb1:
  return
}

// CHECK: :5:{{[0-9]+}}: error: 'cf.switch' op operand #0 must be integer, but got 'index'
// CHECK: :13:{{[0-9]+}}: error: 'cf.switch' op number of case values (2) should match number of case destinations (1)
// CHECK: :21:{{[0-9]+}}: error: 'cf.switch' op 'flag' type ('i32') should match case value type ('i64')
// CHECK: :29:{{[0-9]+}}: error: 'cf.switch' op requires attribute 'case_operand_segments'
// CHECK: :37:{{[0-9]+}}: error: 'cf.switch' op caseOperands count (1) does not match with the total size (0) specified in attribute 'case_operand_segments'
// CHECK: :45:{{[0-9]+}}: error: custom op 'cf.switch' invalid kind of type specified: expected builtin.integer, but found 'f32'
// CHECK: :55:{{[0-9]+}}: error: custom op 'cf.switch' invalid kind of type specified: expected builtin.integer, but found 'index'
