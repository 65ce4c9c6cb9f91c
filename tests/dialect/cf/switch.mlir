// ROUNDTRIP-SKIP: mlir-opt-22 prints the i64 case value -9223372036854775808 as 9223372036854775808 (getLimitedValue), which its own parser rejects (integer value too large); corolift prints what mlir-opt-22 prints
// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

// cf.switch: negative case values print unsigned; only-default keeps `]` on the same line.
func.func @switch(%i: i32, %a: i32, %f: f32, %s: i8, %l: i64) {
  cf.switch %i : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2,
    -1: ^bb1(%a : i32),
    0x10: ^bb3(%a, %f : i32, f32)
  ]
^bb1(%x: i32):
  cf.switch %s : i8, [
    default: ^bb2,
    -128: ^bb2,
    255: ^bb2
  ] {tag}
^bb2:
  cf.switch %l : i64, [
    default: ^bb3(%a, %f : i32, f32),
    -9223372036854775808: ^bb2
  ]
^bb3(%y: i32, %z: f32):
  cf.switch %a : i32, [
    default: ^bb4
  ]
^bb4:
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @switch(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: i8, %arg4: i64) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : i32),
// CHECK-NEXT: 42: ^bb2,
// CHECK-NEXT: 4294967295: ^bb1(%arg1 : i32),
// CHECK-NEXT: 16: ^bb3(%arg1, %arg2 : i32, f32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: cf.switch %arg3 : i8, [
// CHECK-NEXT: default: ^bb2,
// CHECK-NEXT: 128: ^bb2,
// CHECK-NEXT: 255: ^bb2
// CHECK-NEXT: ] {tag}
// CHECK-NEXT: ^bb2:  // 5 preds: ^bb0, ^bb1, ^bb1, ^bb1, ^bb2
// CHECK-NEXT: cf.switch %arg4 : i64, [
// CHECK-NEXT: default: ^bb3(%arg1, %arg2 : i32, f32),
// CHECK-NEXT: 9223372036854775808: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb3(%1: i32, %2: f32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: cf.switch %arg1 : i32, [
// CHECK-NEXT: default: ^bb4]
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
