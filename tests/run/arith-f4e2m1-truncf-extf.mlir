// arith.truncf to f4E2M1FN and arith.extf back, from f32, f16 and f64, and an f4E2M1FN
// constant: ties round away from zero, magnitudes below 0.5 go to +0 or 0.5, values beyond
// +-6 (and infinities) saturate, -0.0 becomes +0, as MLIR 22's arith-expand (include-f4e2m1)
// code does; a truncf of a constant the type holds exactly is folded instead (-0.0 stays -0:
// 8). Expected output: mlir-runner-22 after
// mlir-opt-22 --arith-expand="include-f4e2m1=true" --convert-func-to-llvm
// --convert-arith-to-llvm --convert-vector-to-llvm --reconcile-unrealized-casts
// (the default pipeline of scripts/compare-corpus.sh cannot lower f4E2M1FN, so it skips this).
// RUN: corolift run %s | FileCheck %s --match-full-lines
func.func @show(%x: f32) {
  %t = arith.truncf %x : f32 to f4E2M1FN
  %b = arith.bitcast %t : f4E2M1FN to i4
  %i = arith.extui %b : i4 to i64
  %e = arith.extf %t : f4E2M1FN to f32
  vector.print %i : i64
  vector.print %e : f32
  return
}

func.func @main() {
  %v0 = arith.constant 0.25 : f32
  %v1 = arith.constant 0.26 : f32
  %v2 = arith.constant 0.75 : f32
  %v3 = arith.constant 1.25 : f32
  %v4 = arith.constant 1.75 : f32
  %v5 = arith.constant 2.5 : f32
  %v6 = arith.constant 3.5 : f32
  %v7 = arith.constant 5.0 : f32
  %v8 = arith.constant 5.01 : f32
  %v9 = arith.constant -4.9 : f32
  %v10 = arith.constant 7.0 : f32
  %v11 = arith.constant 0x7F800000 : f32
  %v12 = arith.constant 0xFF800000 : f32
  %v13 = arith.constant 1.0e-30 : f32
  %v14 = arith.constant -0.1 : f32
  func.call @show(%v0) : (f32) -> ()
  func.call @show(%v1) : (f32) -> ()
  func.call @show(%v2) : (f32) -> ()
  func.call @show(%v3) : (f32) -> ()
  func.call @show(%v4) : (f32) -> ()
  func.call @show(%v5) : (f32) -> ()
  func.call @show(%v6) : (f32) -> ()
  func.call @show(%v7) : (f32) -> ()
  func.call @show(%v8) : (f32) -> ()
  func.call @show(%v9) : (f32) -> ()
  func.call @show(%v10) : (f32) -> ()
  func.call @show(%v11) : (f32) -> ()
  func.call @show(%v12) : (f32) -> ()
  func.call @show(%v13) : (f32) -> ()
  func.call @show(%v14) : (f32) -> ()
  %h = arith.constant 3.0 : f16
  %th = arith.truncf %h : f16 to f4E2M1FN
  %eh = arith.extf %th : f4E2M1FN to f16
  %ef = arith.extf %eh : f16 to f32
  vector.print %ef : f32
  %d = arith.constant -1.5 : f64
  %td = arith.truncf %d : f64 to f4E2M1FN
  %ed = arith.extf %td : f4E2M1FN to f32
  vector.print %ed : f32
  %mz = arith.constant -0.0 : f32
  func.call @show(%mz) : (f32) -> ()
  %tmz = arith.truncf %mz : f32 to f4E2M1FN
  %bmz = arith.bitcast %tmz : f4E2M1FN to i4
  %imz = arith.extui %bmz : i4 to i64
  vector.print %imz : i64
  %c = arith.constant 1.5 : f4E2M1FN
  %ec = arith.extf %c : f4E2M1FN to f32
  vector.print %ec : f32
  return
}

// CHECK: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0.5
// CHECK-NEXT: 2
// CHECK-NEXT: 1
// CHECK-NEXT: 3
// CHECK-NEXT: 1.5
// CHECK-NEXT: 4
// CHECK-NEXT: 2
// CHECK-NEXT: 5
// CHECK-NEXT: 3
// CHECK-NEXT: 6
// CHECK-NEXT: 4
// CHECK-NEXT: 7
// CHECK-NEXT: 6
// CHECK-NEXT: 7
// CHECK-NEXT: 6
// CHECK-NEXT: 14
// CHECK-NEXT: -4
// CHECK-NEXT: 7
// CHECK-NEXT: 6
// CHECK-NEXT: 7
// CHECK-NEXT: 6
// CHECK-NEXT: 15
// CHECK-NEXT: -6
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 3
// CHECK-NEXT: -1.5
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 8
// CHECK-NEXT: 1.5
