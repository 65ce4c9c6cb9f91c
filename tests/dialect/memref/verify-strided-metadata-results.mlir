// extract_strided_metadata's results must be the ones it infers from the source: a rank-0
// base buffer of the element type in the same memory space, then rank * 2 + 1 indices.
// Expected diagnostics: mlir-opt-22 (its second line, "failed to infer returned types", is
// not repeated).
// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s

func.func @elem(%m: memref<?xf32>) {
  %a, %b, %c, %d = memref.extract_strided_metadata %m : memref<?xf32> -> memref<f16>, index, index, index
  return
}
// CHECK: verify-strided-metadata-results.mlir:8:20: error: 'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f16>', 'index', 'index', 'index'

// -----

func.func @base_rank(%m: memref<?xf32>) {
  %a, %b, %c, %d = memref.extract_strided_metadata %m : memref<?xf32> -> memref<?xf32>, index, index, index
  return
}
// CHECK: verify-strided-metadata-results.mlir:16:20: error: 'memref.extract_strided_metadata' op result #0 must be strided memref of any type values of rank 0, but got 'memref<?xf32>'

// -----

func.func @count(%m: memref<?xf32>) {
  %a, %b, %c = memref.extract_strided_metadata %m : memref<?xf32> -> memref<f32>, index, index
  return
}
// CHECK: verify-strided-metadata-results.mlir:24:16: error: 'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f32>', 'index', 'index'

// -----

func.func @space(%m: memref<?xf32, 2>) {
  %a, %b, %c, %d = memref.extract_strided_metadata %m : memref<?xf32, 2> -> memref<f32>, index, index, index
  return
}
// CHECK: verify-strided-metadata-results.mlir:32:20: error: 'memref.extract_strided_metadata' op inferred type(s) 'memref<f32, 2>', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f32>', 'index', 'index', 'index'

// -----

func.func @index(%m: memref<?xf32>) {
  %a, %b, %c, %d = "memref.extract_strided_metadata"(%m) : (memref<?xf32>) -> (memref<f32>, index, i32, index)
  return
}
// CHECK: verify-strided-metadata-results.mlir:40:20: error: 'memref.extract_strided_metadata' op result #2 must be variadic of index, but got 'i32'

// -----

func.func @unranked(%m: memref<*xf32>) {
  %a, %b = memref.extract_strided_metadata %m : memref<*xf32> -> memref<f32>, index
  return
}
// CHECK: verify-strided-metadata-results.mlir:48:49: error: custom op 'memref.extract_strided_metadata' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'
