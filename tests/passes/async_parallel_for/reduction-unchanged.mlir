// A loop with a reduction is left as it is (upstream does not rewrite scf.parallel with results).
// Expected output: the whole output of `mlir-opt-22 -async-parallel-for` on this file, one CHECK line per line.
// RUN: corolift opt %s --async-parallel-for | FileCheck %s

// CHECK:      module {
// CHECK-NEXT:   func.func @sum(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>) -> f32 {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = scf.parallel (%arg4) = (%arg0) to (%arg1) step (%arg2) init (%cst) -> f32 {
// CHECK-NEXT:       %1 = memref.load %arg3[%arg4] : memref<?xf32>
// CHECK-NEXT:       scf.reduce(%1 : f32) {
// CHECK-NEXT:       ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT:         %2 = arith.addf %arg5, %arg6 : f32
// CHECK-NEXT:         scf.reduce.return %2 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NOT: {{.}}

func.func @sum(%lb: index, %ub: index, %st: index, %m: memref<?xf32>) -> f32 {
  %zero = arith.constant 0.000000e+00 : f32
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%zero) -> f32 {
    %v = memref.load %m[%i] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
