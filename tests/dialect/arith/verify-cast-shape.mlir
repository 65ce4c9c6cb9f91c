// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s
// Casts require the same shape for operand and result.

func.func @f(%a: vector<4xi32>) {
  %0 = arith.extsi %a : vector<4xi32> to vector<2xi64>
  return
}

// -----

func.func @f(%a: vector<4xi32>) {
  %0 = arith.extsi %a : vector<4xi32> to i64
  return
}

// -----

func.func @f(%a: i32) {
  %0 = arith.bitcast %a : i32 to vector<2xi16>
  return
}

// CHECK: :5:{{[0-9]+}}: error: 'arith.extsi' op requires the same shape for all operands and results
// CHECK: :12:{{[0-9]+}}: error: 'arith.extsi' op requires the same shape for all operands and results
// CHECK: :19:{{[0-9]+}}: error: 'arith.bitcast' op requires the same shape for all operands and results
