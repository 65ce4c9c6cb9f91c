// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

// Every builtin float type of MLIR 22 parses and prints: x87 f80, IEEE f128, tf32, the OCP MX
// 4/6-bit formats and the 8-bit formats, alone and as element types. Expected text from
// mlir-opt-22.

func.func @types(%a: f80, %b: f128, %c: tf32, %d: f4E2M1FN, %e: f6E2M3FN, %f: f6E3M2FN, %g: f8E5M2, %h: f8E4M3, %i: f8E4M3FN, %j: f8E5M2FNUZ, %k: f8E4M3FNUZ, %l: f8E4M3B11FNUZ, %m: f8E3M4, %n: f8E8M0FNU, %v: vector<4xf8E4M3FN>, %w: memref<2xf80>) {
  return
}

// CHECK: func.func @types(%arg0: f80, %arg1: f128, %arg2: tf32, %arg3: f4E2M1FN, %arg4: f6E2M3FN, %arg5: f6E3M2FN, %arg6: f8E5M2, %arg7: f8E4M3, %arg8: f8E4M3FN, %arg9: f8E5M2FNUZ, %arg10: f8E4M3FNUZ, %arg11: f8E4M3B11FNUZ, %arg12: f8E3M4, %arg13: f8E8M0FNU, %arg14: vector<4xf8E4M3FN>, %arg15: memref<2xf80>) {
