// memref.rank and memref.extract_aligned_pointer_as_index take a memref and yield an index.
// Expected diagnostics: mlir-opt-22.
// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s

func.func @rank_operand(%m: i32) {
  %a = memref.rank %m : i32
  return
}
// CHECK: verify-rank-intptr-types.mlir:6:25: error: custom op 'memref.rank' invalid kind of type specified

// -----

func.func @rank_result(%m: memref<?xf32>) {
  %a = "memref.rank"(%m) : (memref<?xf32>) -> i32
  return
}
// CHECK: verify-rank-intptr-types.mlir:14:8: error: 'memref.rank' op result #0 must be index, but got 'i32'

// -----

func.func @intptr_result(%m: memref<?xf32>) {
  %a = "memref.extract_aligned_pointer_as_index"(%m) : (memref<?xf32>) -> i64
  return
}
// CHECK: verify-rank-intptr-types.mlir:22:8: error: 'memref.extract_aligned_pointer_as_index' op result #0 must be index, but got 'i64'
