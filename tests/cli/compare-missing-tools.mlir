// `corolift compare` without the LLVM tools: a clear message and exit status 2, before
// anything runs. PATH points to an empty directory, so mlir-opt-22 is not found.
// RUN: mkdir -p %t.empty
// RUN: PATH=%t.empty corolift compare %s > %t.out 2> %t.err; test $? -eq 2
// RUN: FileCheck %s --check-prefix=NOOPT < %t.err
// RUN: count 0 < %t.out
// A tool given by path that does not exist.
// RUN: not corolift compare %s --mlir-opt=%t.empty/mlir-opt 2>&1 | FileCheck %s --check-prefix=GIVEN
// RUN: not corolift compare %s --mlir-opt=%t.empty/mlir-opt --mlir-runner=%t.empty/mlir-runner 2>&1 \
// RUN:   | FileCheck %s --check-prefix=GIVEN

// NOOPT: corolift compare: cannot find mlir-opt-22 on PATH: install the LLVM 22 MLIR tools (apt-get install mlir-22-tools) or pass --mlir-opt=PATH
// GIVEN: corolift compare: cannot find mlir-opt at '{{.*}}/mlir-opt' (not an executable file)

func.func @main() {
  return
}
