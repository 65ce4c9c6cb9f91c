// corolift run accepts the LLVM code generation options upstream RUN lines pass to
// mlir-runner (the matrix-intrinsic lowering switches of the vector integration tests, and
// -march/-mattr); they change nothing here (the JIT compiles for the host, and corolift
// compiles no llvm.intr.matrix ops). A bad -matrix-default-layout is an error, as with
// mlir-runner-22. Expected output: mlir-runner-22 -O0 -enable-matrix -matrix-allow-contract
// -matrix-default-layout=row-major -mattr=+avx2 after mlir-opt-22 -convert-vector-to-llvm
// -convert-to-llvm (42); the error line is mlir-runner-22's (corolift adds the valid values).
// RUN: corolift run %s -e main -entry-point-result=void -O0 -enable-matrix -matrix-allow-contract \
// RUN:   -matrix-default-layout=row-major -mattr=+avx2 -march=x86-64 | FileCheck %s
// RUN: not corolift run %s -matrix-default-layout=diagonal 2>&1 | FileCheck %s --check-prefix=ERR
// CHECK: 42
// ERR: corolift run: for the -matrix-default-layout option: Cannot find option named 'diagonal'!
func.func @main() {
  %c = arith.constant 42 : i32
  vector.print %c : i32
  return
}
