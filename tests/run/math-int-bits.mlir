// math.absi, ctlz, cttz and ctpop at i8, i16, i32, i64 and index, at the limits of each width
// (0, 1, -1, the minimum, the maximum): absi of the minimum is the minimum
// (is_int_min_poison = false), ctlz and cttz of 0 are the width (is_zero_poison = false).
// Expected values: mlir-runner-22 (mlir-opt-22 --convert-math-to-llvm then the usual LLVM
// lowering), checked by hand (e.g. ctlz(7 : i32) = 29, cttz(0x00f0f000) = 12, ctpop(-1) = width).
// RUN: corolift run %s | FileCheck %s

func.func @bits_i8(%x: i8) {
  %a = math.absi %x : i8
  %l = math.ctlz %x : i8
  %z = math.cttz %x : i8
  %p = math.ctpop %x : i8
  vector.print %a : i8 punctuation <comma>
  vector.print %l : i8 punctuation <comma>
  vector.print %z : i8 punctuation <comma>
  vector.print %p : i8
  return
}

func.func @bits_i16(%x: i16) {
  %a = math.absi %x : i16
  %l = math.ctlz %x : i16
  %z = math.cttz %x : i16
  %p = math.ctpop %x : i16
  vector.print %a : i16 punctuation <comma>
  vector.print %l : i16 punctuation <comma>
  vector.print %z : i16 punctuation <comma>
  vector.print %p : i16
  return
}

func.func @bits_i32(%x: i32) {
  %a = math.absi %x : i32
  %l = math.ctlz %x : i32
  %z = math.cttz %x : i32
  %p = math.ctpop %x : i32
  vector.print %a : i32 punctuation <comma>
  vector.print %l : i32 punctuation <comma>
  vector.print %z : i32 punctuation <comma>
  vector.print %p : i32
  return
}

func.func @bits_i64(%x: i64) {
  %a = math.absi %x : i64
  %l = math.ctlz %x : i64
  %z = math.cttz %x : i64
  %p = math.ctpop %x : i64
  vector.print %a : i64 punctuation <comma>
  vector.print %l : i64 punctuation <comma>
  vector.print %z : i64 punctuation <comma>
  vector.print %p : i64
  return
}

func.func @bits_index(%x: index) {
  %a = math.absi %x : index
  %l = math.ctlz %x : index
  %z = math.cttz %x : index
  %p = math.ctpop %x : index
  vector.print %a : index punctuation <comma>
  vector.print %l : index punctuation <comma>
  vector.print %z : index punctuation <comma>
  vector.print %p : index
  return
}

func.func @main() {
  %v0 = arith.constant 0 : i8
  // CHECK: 0, 8, 8, 0
  func.call @bits_i8(%v0) : (i8) -> ()
  %v1 = arith.constant 1 : i8
  // CHECK-NEXT: 1, 7, 0, 1
  func.call @bits_i8(%v1) : (i8) -> ()
  %v2 = arith.constant -1 : i8
  // CHECK-NEXT: 1, 0, 0, 8
  func.call @bits_i8(%v2) : (i8) -> ()
  %v3 = arith.constant -128 : i8
  // CHECK-NEXT: -128, 0, 7, 1
  func.call @bits_i8(%v3) : (i8) -> ()
  %v4 = arith.constant 127 : i8
  // CHECK-NEXT: 127, 1, 0, 7
  func.call @bits_i8(%v4) : (i8) -> ()
  %v5 = arith.constant 16 : i8
  // CHECK-NEXT: 16, 3, 4, 1
  func.call @bits_i8(%v5) : (i8) -> ()
  %v6 = arith.constant 0 : i16
  // CHECK-NEXT: 0, 16, 16, 0
  func.call @bits_i16(%v6) : (i16) -> ()
  %v7 = arith.constant 1 : i16
  // CHECK-NEXT: 1, 15, 0, 1
  func.call @bits_i16(%v7) : (i16) -> ()
  %v8 = arith.constant -1 : i16
  // CHECK-NEXT: 1, 0, 0, 16
  func.call @bits_i16(%v8) : (i16) -> ()
  %v9 = arith.constant -32768 : i16
  // CHECK-NEXT: -32768, 0, 15, 1
  func.call @bits_i16(%v9) : (i16) -> ()
  %v10 = arith.constant 32767 : i16
  // CHECK-NEXT: 32767, 1, 0, 15
  func.call @bits_i16(%v10) : (i16) -> ()
  %v11 = arith.constant 3840 : i16
  // CHECK-NEXT: 3840, 4, 8, 4
  func.call @bits_i16(%v11) : (i16) -> ()
  %v12 = arith.constant 0 : i32
  // CHECK-NEXT: 0, 32, 32, 0
  func.call @bits_i32(%v12) : (i32) -> ()
  %v13 = arith.constant 1 : i32
  // CHECK-NEXT: 1, 31, 0, 1
  func.call @bits_i32(%v13) : (i32) -> ()
  %v14 = arith.constant -1 : i32
  // CHECK-NEXT: 1, 0, 0, 32
  func.call @bits_i32(%v14) : (i32) -> ()
  %v15 = arith.constant -2147483648 : i32
  // CHECK-NEXT: -2147483648, 0, 31, 1
  func.call @bits_i32(%v15) : (i32) -> ()
  %v16 = arith.constant 2147483647 : i32
  // CHECK-NEXT: 2147483647, 1, 0, 31
  func.call @bits_i32(%v16) : (i32) -> ()
  %v17 = arith.constant 7 : i32
  // CHECK-NEXT: 7, 29, 0, 3
  func.call @bits_i32(%v17) : (i32) -> ()
  %v18 = arith.constant 15790080 : i32
  // CHECK-NEXT: 15790080, 8, 12, 8
  func.call @bits_i32(%v18) : (i32) -> ()
  %v19 = arith.constant 0 : i64
  // CHECK-NEXT: 0, 64, 64, 0
  func.call @bits_i64(%v19) : (i64) -> ()
  %v20 = arith.constant 1 : i64
  // CHECK-NEXT: 1, 63, 0, 1
  func.call @bits_i64(%v20) : (i64) -> ()
  %v21 = arith.constant -1 : i64
  // CHECK-NEXT: 1, 0, 0, 64
  func.call @bits_i64(%v21) : (i64) -> ()
  %v22 = arith.constant -9223372036854775808 : i64
  // CHECK-NEXT: -9223372036854775808, 0, 63, 1
  func.call @bits_i64(%v22) : (i64) -> ()
  %v23 = arith.constant 9223372036854775807 : i64
  // CHECK-NEXT: 9223372036854775807, 1, 0, 63
  func.call @bits_i64(%v23) : (i64) -> ()
  %v24 = arith.constant 4294967296 : i64
  // CHECK-NEXT: 4294967296, 31, 32, 1
  func.call @bits_i64(%v24) : (i64) -> ()
  %v25 = arith.constant 0 : index
  // CHECK-NEXT: 0, 64, 64, 0
  func.call @bits_index(%v25) : (index) -> ()
  %v26 = arith.constant 1 : index
  // CHECK-NEXT: 1, 63, 0, 1
  func.call @bits_index(%v26) : (index) -> ()
  %v27 = arith.constant -1 : index
  // CHECK-NEXT: 1, 0, 0, 64
  func.call @bits_index(%v27) : (index) -> ()
  %v28 = arith.constant 12345 : index
  // CHECK-NEXT: 12345, 50, 0, 6
  func.call @bits_index(%v28) : (index) -> ()
  return
}
