// RUN: corolift opt %s -convert-scf-to-cf | FileCheck %s
// RUN: corolift opt %s -convert-scf-to-cf | corolift opt | FileCheck %s

// scf.for with and without iter_args, signed and unsigned comparison, nested loops: convert-scf-to-cf matches mlir-opt-22.
func.func @for_loop(%lb: index, %ub: index, %st: index, %init: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %init) -> (f32) {
    %s = arith.addf %acc, %acc : f32
    scf.yield %s : f32
  }
  return %r : f32
}

func.func @for_noiter(%lb: index, %ub: index, %st: index, %m: memref<4xf32>, %v: f32) {
  scf.for %i = %lb to %ub step %st {
    memref.store %v, %m[%i] : memref<4xf32>
  }
  return
}

func.func @for_unsigned(%lb: i32, %ub: i32, %st: i32) {
  // `scf.for unsigned` in generic form (compares with ult).
  "scf.for"(%lb, %ub, %st) <{unsignedCmp}> ({
  ^bb0(%i: i32):
    %u = arith.addi %i, %i : i32
    "scf.yield"() : () -> ()
  }) : (i32, i32, i32) -> ()
  return
}

func.func @nested(%lb: index, %ub: index, %st: index, %c: i1, %m: memref<4xf32>, %v: f32) {
  scf.for %i = %lb to %ub step %st {
    scf.if %c {
      memref.store %v, %m[%i] : memref<4xf32>
    } else {
      scf.for %j = %lb to %ub step %st {
        memref.store %v, %m[%j] : memref<4xf32>
      }
    }
  }
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @for_loop(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg3 : index, f32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %3 = arith.addf %1, %1 : f32
// CHECK-NEXT: %4 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%4, %3 : index, f32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_noiter(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<4xf32>, %arg4: f32) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: memref.store %arg4, %arg3[%0] : memref<4xf32>
// CHECK-NEXT: %2 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%2 : index)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_unsigned(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi ult, %0, %arg1 : i32
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %2 = arith.addi %0, %0 : i32
// CHECK-NEXT: %3 = arith.addi %0, %arg2 : i32
// CHECK-NEXT: cf.br ^bb1(%3 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: memref<4xf32>, %arg5: f32) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb8
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb9
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.cond_br %arg3, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: memref.store %arg5, %arg4[%0] : memref<4xf32>
// CHECK-NEXT: cf.br ^bb8
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT: cf.br ^bb5(%arg0 : index)
// CHECK-NEXT: ^bb5(%2: index):  // 2 preds: ^bb4, ^bb6
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %arg1 : index
// CHECK-NEXT: cf.cond_br %3, ^bb6, ^bb7
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: memref.store %arg5, %arg4[%2] : memref<4xf32>
// CHECK-NEXT: %4 = arith.addi %2, %arg2 : index
// CHECK-NEXT: cf.br ^bb5(%4 : index)
// CHECK-NEXT: ^bb7:  // pred: ^bb5
// CHECK-NEXT: cf.br ^bb8
// CHECK-NEXT: ^bb8:  // 2 preds: ^bb3, ^bb7
// CHECK-NEXT: %5 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%5 : index)
// CHECK-NEXT: ^bb9:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
