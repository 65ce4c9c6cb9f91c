// A dense literal string of int or float elements must be hex digits after `0x`; message and
// location as mlir-opt-22 reports them. Found by the front_end fuzz target: a non-ASCII
// character in the digits made the decoder slice inside it and panic.
// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s

func.func @non_ascii() {
  // CHECK: dense-hex-not-hex.mlir:[[# @LINE + 1]]:29: error: expected string containing hex digits starting with `0x`
  %1 = arith.constant dense<"0x0000803F00000Ȇ040"> : vector<2xf16>
  return
}

// -----

func.func @no_prefix() {
  // CHECK: dense-hex-not-hex.mlir:[[# @LINE + 1]]:29: error: expected string containing hex digits starting with `0x`
  %1 = arith.constant dense<"abc"> : vector<2xi32>
  return
}
