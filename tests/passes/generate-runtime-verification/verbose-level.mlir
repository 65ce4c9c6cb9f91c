// verbose-level=0 leaves the op out of the messages (only the error and the location);
// levels above 1 are refused, as mlir-opt-22 refuses them.
// Expected output: mlir-opt-22 --generate-runtime-verification=verbose-level=0.
// RUN: corolift opt %s --generate-runtime-verification=verbose-level=0 | FileCheck %s
// RUN: not corolift opt %s --generate-runtime-verification=verbose-level=2 2>&1 | FileCheck %s --check-prefix=LEVEL2
// RUN: not corolift opt %s --pass-pipeline="builtin.module(generate-runtime-verification{verbose-level=x})" 2>&1 | FileCheck %s --check-prefix=BAD

func.func @f(%m: memref<?xf32>, %i: index) -> f32 {
  %v = memref.load %m[%i] : memref<?xf32>
  return %v : f32
}

// LEVEL2: error: generate-runtime-verification pass: set verboseLevel to 0 or 1
// BAD: for the --verbose-level option: 'x' value invalid for uint argument!

// CHECK: module {
// CHECK-LABEL: func.func @f(%arg0: memref<?xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0_0 : memref<?xf32>
// CHECK-NEXT: %0 = arith.cmpi sge, %arg1, %c0 : index
// CHECK-NEXT: %1 = arith.cmpi slt, %arg1, %dim : index
// CHECK-NEXT: %2 = arith.andi %0, %1 : i1
// CHECK-NEXT: cf.assert %2, "ERROR: Runtime op verification failed\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}verbose-level.mlir\22:9:8)"
// CHECK-NEXT: %3 = memref.load %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT: return %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
