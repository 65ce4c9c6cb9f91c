// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s
// print: operand kinds; a string excludes a source and a punctuation.

func.func @f(%m: memref<4xf32>) {
  vector.print %m : memref<4xf32>
  return
}

// -----

func.func @f(%v: tensor<4xf32>) {
  vector.print %v : tensor<4xf32>
  return
}

// -----

func.func @f(%x: f32) {
  vector.print %x : f32 str "a"
  return
}

// -----

func.func @f() {
  vector.print punctuation <comma> str "a"
  return
}

// CHECK: :5:{{[0-9]+}}: error: 'vector.print' op operand #0 must be , but got 'memref<4xf32>'
// CHECK: :12:{{[0-9]+}}: error: 'vector.print' op operand #0 must be , but got 'tensor<4xf32>'
// CHECK: :19:{{[0-9]+}}: error: 'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings
// CHECK: :26:{{[0-9]+}}: error: 'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings
