// The vector lowering passes named by upstream's vector integration tests are documented
// no-ops (code generation compiles the ops they would rewrite): accepted with their upstream
// options, anchored on func.func (a --flag nests itself), and shown in IR dumps under
// upstream's class names. This function has none of the ops they rewrite, so mlir-opt-22
// leaves it unchanged too. Expected text: mlir-opt-22 with the same flags.
// RUN: corolift opt %s --lower-vector-mask --lower-vector-multi-reduction=lowering-strategy=inner-reduction \
// RUN:   --test-vector-break-down-bitcast --test-vector-extract-strided-slice-lowering \
// RUN:   --test-vector-scan-lowering --test-vector-shuffle-lowering --test-vector-to-vector-lowering \
// RUN:   --mlir-print-ir-after-all 2>&1 | FileCheck %s --match-full-lines

func.func @f(%a: vector<4xf32>) -> vector<4xf32> {
  %0 = arith.addf %a, %a : vector<4xf32>
  return %0 : vector<4xf32>
}

// CHECK:      // -----// IR Dump After LowerVectorMaskPass (lower-vector-mask) //----- //
// CHECK-NEXT: func.func @f(%arg0: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:   %0 = arith.addf %arg0, %arg0 : vector<4xf32>
// CHECK-NEXT:   return %0 : vector<4xf32>
// CHECK-NEXT: }
// CHECK:      // -----// IR Dump After LowerVectorMultiReduction (lower-vector-multi-reduction) //----- //
// CHECK:      // -----// IR Dump After (anonymous namespace)::TestVectorBreakDownBitCast (test-vector-break-down-bitcast) //----- //
// CHECK:      // -----// IR Dump After (anonymous namespace)::TestVectorExtractStridedSliceLowering (test-vector-extract-strided-slice-lowering) //----- //
// CHECK:      // -----// IR Dump After (anonymous namespace)::TestVectorScanLowering (test-vector-scan-lowering) //----- //
// CHECK:      // -----// IR Dump After (anonymous namespace)::TestVectorShuffleLowering (test-vector-shuffle-lowering) //----- //
// CHECK:      // -----// IR Dump After (anonymous namespace)::TestVectorToVectorLowering (test-vector-to-vector-lowering) //----- //
// CHECK-NEXT: func.func @f(%arg0: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:   %0 = arith.addf %arg0, %arg0 : vector<4xf32>
// CHECK-NEXT:   return %0 : vector<4xf32>
// CHECK-NEXT: }
// CHECK:      module {
// CHECK-NEXT:   func.func @f(%arg0: vector<4xf32>) -> vector<4xf32> {
