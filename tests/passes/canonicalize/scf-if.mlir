// RUN: corolift opt %s --canonicalize | FileCheck %s

// scf.if: static conditions, results turned into selects, unused results and empty else
// branches removed, consecutive ifs on one condition combined, `if not c` swapped.
// Expected output: mlir-opt-22 --canonicalize on this file (LLVM 22), line for line.

// CHECK-LABEL: func.func @static(%arg0: i32, %arg1: memref<4xi32>) -> (i32, i32) {
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT:     return %arg0, %0 : i32, i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @to_select(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: memref<4xi32>) -> (i32, i32, i32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:     %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       memref.store %arg1, %arg3[%c0] : memref<4xi32>
// CHECK-NEXT:       %2 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:       scf.yield %2 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0, %1, %arg2 : i32, i32, i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @unused_and_empty_else(%arg0: i1, %arg1: i32, %arg2: memref<4xi32>) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       memref.store %arg1, %arg2[%c0] : memref<4xi32>
// CHECK-NEXT:       memref.store %arg1, %arg2[%c2] : memref<4xi32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       memref.store %arg1, %arg2[%c1] : memref<4xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @not_cond(%arg0: i1, %arg1: i32, %arg2: memref<4xi32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       memref.store %arg1, %arg2[%c1] : memref<4xi32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       memref.store %arg1, %arg2[%c0] : memref<4xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }

func.func @static(%x: i32, %m: memref<4xi32>) -> (i32, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %r = scf.if %true -> i32 {
    scf.yield %x : i32
  } else {
    %c1 = arith.constant 1 : i32
    scf.yield %c1 : i32
  }
  %s = scf.if %false -> i32 {
    scf.yield %x : i32
  } else {
    %c2 = arith.constant 2 : i32
    %a = arith.addi %x, %c2 : i32
    scf.yield %a : i32
  }
  scf.if %false {
    %c0 = arith.constant 0 : index
    memref.store %x, %m[%c0] : memref<4xi32>
  }
  return %r, %s : i32, i32
}
func.func @to_select(%c: i1, %x: i32, %y: i32, %m: memref<4xi32>) -> (i32, i32, i32) {
  %r:3 = scf.if %c -> (i32, i32, i32) {
    %c0 = arith.constant 0 : index
    memref.store %x, %m[%c0] : memref<4xi32>
    %a = arith.addi %x, %y : i32
    scf.yield %x, %a, %y : i32, i32, i32
  } else {
    scf.yield %y, %x, %y : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}
func.func @unused_and_empty_else(%c: i1, %x: i32, %m: memref<4xi32>) {
  %r = scf.if %c -> (i32) {
    %c0 = arith.constant 0 : index
    memref.store %x, %m[%c0] : memref<4xi32>
    %a = arith.addi %x, %x : i32
    scf.yield %a : i32
  } else {
    %c1 = arith.constant 1 : index
    memref.store %x, %m[%c1] : memref<4xi32>
    scf.yield %x : i32
  }
  scf.if %c {
    %c2 = arith.constant 2 : index
    memref.store %x, %m[%c2] : memref<4xi32>
  } else {
  }
  return
}
func.func @not_cond(%c: i1, %x: i32, %m: memref<4xi32>) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    %c0 = arith.constant 0 : index
    memref.store %x, %m[%c0] : memref<4xi32>
  } else {
    %c1 = arith.constant 1 : index
    memref.store %x, %m[%c1] : memref<4xi32>
  }
  return
}
