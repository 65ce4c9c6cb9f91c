// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s
// arith.constant: value attribute presence and type, signless integer results.

func.func @f() {
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i64
  return
}

// -----

func.func @f() {
  %0 = "arith.constant"() <{value = "foo"}> : () -> i64
  return
}

// -----

func.func @f() {
  %0 = "arith.constant"() : () -> i64
  return
}

// -----

func.func @f() {
  %0 = arith.constant 1 : si32
  return
}

// -----

func.func @f() {
  %0 = arith.constant "foo"
  return
}

// -----

func.func @f() {
  %0 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi64>
  return
}

// CHECK: :5:{{[0-9]+}}: error: 'arith.constant' op failed to verify that all of {value, result} have same type
// CHECK: :12:{{[0-9]+}}: error: 'arith.constant' op failed to verify that all of {value, result} have same type
// CHECK: :19:{{[0-9]+}}: error: 'arith.constant' op requires attribute 'value'
// CHECK: :26:{{[0-9]+}}: error: 'arith.constant' op integer return type must be signless
// CHECK: :33:{{[0-9]+}}: error: 'arith.constant' op value must be an integer, float, or elements attribute
// CHECK: :40:{{[0-9]+}}: error: 'arith.constant' op failed to verify that all of {value, result} have same type
