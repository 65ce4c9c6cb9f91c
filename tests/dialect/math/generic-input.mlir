// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Generic-form input: the fastmath property is materialised with its default (none) on every
// float op, written in the discardable dictionary it becomes a property, its flags are
// canonicalised; integer ops have no property. Expected text: mlir-opt-22.
func.func @f(%x: f32, %i: i32) {
  %0 = "math.sin"(%x) : (f32) -> f32
  %1 = "math.powf"(%x, %x) {fastmath = #arith.fastmath<ninf, nnan>} : (f32, f32) -> f32
  %2 = "math.isnan"(%x) : (f32) -> i1
  %3 = "math.isinf"(%x) <{fastmath = #arith.fastmath<fast>}> : (f32) -> i1
  %4 = "math.ctlz"(%i) : (i32) -> i32
  %5 = "math.fpowi"(%x, %i) <{fastmath = #arith.fastmath<afn>}> : (f32, i32) -> f32
  %6:2 = "math.sincos"(%x) : (f32) -> (f32, f32)
  %7 = "math.fma"(%x, %x, %x) {fastmath = #arith.fastmath<none>, other = 1 : i32} : (f32, f32, f32) -> f32
  return
}

// CHECK-LABEL: func.func @f(%arg0: f32, %arg1: i32) {
// CHECK-NEXT: %0 = math.sin %arg0 : f32
// CHECK-NEXT: %1 = math.powf %arg0, %arg0 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %2 = math.isnan %arg0 : f32
// CHECK-NEXT: %3 = math.isinf %arg0 {fastmath = #arith.fastmath<fast>} : f32
// CHECK-NEXT: %4 = math.ctlz %arg1 : i32
// CHECK-NEXT: %5 = math.fpowi %arg0, %arg1 fastmath<afn> : f32, i32
// CHECK-NEXT: %sin, %cos = math.sincos %arg0 : f32
// CHECK-NEXT: %6 = math.fma %arg0, %arg0, %arg0 {other = 1 : i32} : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
// GENERIC: ^bb0(%arg0: f32, %arg1: i32):
// GENERIC-NEXT: %0 = "math.sin"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: %1 = "math.powf"(%arg0, %arg0) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
// GENERIC-NEXT: %2 = "math.isnan"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
// GENERIC-NEXT: %3 = "math.isinf"(%arg0) <{fastmath = #arith.fastmath<fast>}> : (f32) -> i1
// GENERIC-NEXT: %4 = "math.ctlz"(%arg1) : (i32) -> i32
// GENERIC-NEXT: %5 = "math.fpowi"(%arg0, %arg1) <{fastmath = #arith.fastmath<afn>}> : (f32, i32) -> f32
// GENERIC-NEXT: %6:2 = "math.sincos"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> (f32, f32)
// GENERIC-NEXT: %7 = "math.fma"(%arg0, %arg0, %arg0) <{fastmath = #arith.fastmath<none>}> {other = 1 : i32} : (f32, f32, f32) -> f32
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
