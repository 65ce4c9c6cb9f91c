// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s
// The alloca scope's verifier messages; expected text from mlir-opt-22 on this file.

func.func @f() {
  %c = arith.constant 1.0 : f32
  %r = memref.alloca_scope -> (i32) {
    memref.alloca_scope.return %c : f32
  }
  return
}
// CHECK: verify-alloca-scope.mlir:6:8: error: 'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: successor operand type #0 'f32' should match successor input type #0 'i32'
// CHECK: verify-alloca-scope.mlir:7:5: note: region branch point

// -----

func.func @g() {
  %c = arith.constant 1.0 : f32
  memref.alloca_scope.return %c : f32
}
// CHECK: verify-alloca-scope.mlir:18:3: error: 'memref.alloca_scope.return' op expects parent op 'memref.alloca_scope'

// -----

func.func @h() {
  memref.alloca_scope {
    cf.br ^bb1
  ^bb1:
    memref.alloca_scope.return
  }
  return
}
// CHECK: verify-alloca-scope.mlir:25:3: error: 'memref.alloca_scope' op expects region #0 to have 0 or 1 blocks

// -----

func.func @k(%c: f32) {
  %r = memref.alloca_scope -> (f32) {
  }
  return
}
// CHECK: verify-alloca-scope.mlir:37:8: error: 'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has 0 operands, but region successor needs 1 inputs
