// The vector lowering no-ops are anchored on func.func, as upstream's: in a pipeline they must
// be nested, and putting one directly under builtin.module is mlir-opt-22's error.
// Expected text: mlir-opt-22 --pass-pipeline='builtin.module(test-vector-scan-lowering)' (and
// lower-vector-mask).
// RUN: not corolift opt %s --pass-pipeline='builtin.module(test-vector-scan-lowering)' 2>&1 | FileCheck %s --check-prefix=SCAN
// RUN: not corolift opt %s --pass-pipeline='builtin.module(lower-vector-mask)' 2>&1 | FileCheck %s --check-prefix=MASK
// RUN: corolift opt %s --pass-pipeline='builtin.module(func.func(lower-vector-mask,test-vector-scan-lowering))' | FileCheck %s

func.func @g() {
  return
}

// SCAN: <unknown>:0: error: Can't add pass '(anonymous namespace)::TestVectorScanLowering' restricted to 'func.func' on a PassManager intended to run on 'builtin.module', did you intend to nest?
// SCAN-NEXT: failed to add `test-vector-scan-lowering` with options ``
// MASK: <unknown>:0: error: Can't add pass 'LowerVectorMaskPass' restricted to 'func.func' on a PassManager intended to run on 'builtin.module', did you intend to nest?
// CHECK: func.func @g() {
