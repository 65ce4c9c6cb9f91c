// `corolift run -entry-point-result=i32|i64|f32` as mlir-runner-22: the program's output,
// then the result on its own line, and exit status 0 whatever the result. Expected output
// and status: mlir-runner-22 on the same file with the same -e and -entry-point-result.
// --exit-with-result (opt-in) exits with the integer result instead, truncated to the exit
// status as by exit() (-1 → 255, 300 → 44), as a `corolift compile` executable does.
// RUN: corolift run %s -e neg_i32 -entry-point-result=i32 | FileCheck %s --check-prefix=I32
// RUN: corolift run %s -e big_i64 -entry-point-result=i64 | FileCheck %s --check-prefix=I64
// RUN: corolift run %s -e half_f32 -entry-point-result=f32 | FileCheck %s --check-prefix=F32
// RUN: corolift run %s -e answer_i64 -entry-point-result=i64 | FileCheck %s --check-prefix=ANSWER
// RUN: corolift run %s -e neg_i32 -entry-point-result=i32 --exit-with-result > %t.out; test $? -eq 255
// RUN: FileCheck %s --check-prefix=I32 < %t.out
// RUN: corolift run %s -e big_i64 -entry-point-result=i64 --exit-with-result > /dev/null; test $? -eq 44
// RUN: corolift run %s -e half_f32 -entry-point-result=f32 --exit-with-result > /dev/null
// RUN: corolift run %s -e neg_i32 -entry-point-result=i32 --exit-with-result=false > /dev/null
// A signature mismatch stays an error (exit status 1), with mlir-runner's message.
// RUN: not corolift run %s -e neg_i32 -entry-point-result=i64 2>&1 | FileCheck %s --check-prefix=MISMATCH

// I32:      -1
// I32-NOT:  {{.}}
// I64:      300
// I64-NOT:  {{.}}
// F32:      1.500000e+00
// F32-NOT:  {{.}}
// ANSWER:   42
// MISMATCH: error: only single i64 function result supported

func.func @neg_i32() -> i32 {
  %c = arith.constant -1 : i32
  return %c : i32
}

func.func @big_i64() -> i64 {
  %c = arith.constant 300 : i64
  return %c : i64
}

func.func @answer_i64() -> i64 {
  %c = arith.constant 42 : i64
  return %c : i64
}

func.func @half_f32() -> f32 {
  %c = arith.constant 1.5 : f32
  return %c : f32
}
