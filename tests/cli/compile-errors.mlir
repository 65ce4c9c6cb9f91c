// corolift compile: entry point checks and flag errors (no linking involved).
// RUN: not corolift compile %s -e nope -o %t 2>&1 | FileCheck %s --check-prefix=NOENTRY
// RUN: not corolift compile %s -e args -o %t 2>&1 | FileCheck %s --check-prefix=ARGS
// RUN: not corolift compile %s -e decl -o %t 2>&1 | FileCheck %s --check-prefix=NOENTRY
// RUN: not corolift compile %s --target=riscv64gc-unknown-linux-gnu 2>&1 | FileCheck %s --check-prefix=TARGET
// RUN: not corolift compile %s --emit=asm 2>&1 | FileCheck %s --check-prefix=EMIT
// RUN: not corolift compile %s -o - 2>&1 | FileCheck %s --check-prefix=STDOUT
// RUN: not corolift compile %s --runtime-lib=%t.missing.a -o %t 2>&1 | FileCheck %s --check-prefix=RTLIB
// RUN: not corolift compile %s --runtime-lb=x 2>&1 | FileCheck %s --check-prefix=TYPO

// NOENTRY: error: entry point not found
// ARGS: error: 'func.func' op cannot be the entry point of an executable: expected '() -> ()', '() -> i32', '() -> i64' or '() -> f32' (for '-e args')
// TARGET: corolift compile: for the --target option: unsupported target 'riscv64gc-unknown-linux-gnu' (supported: x86_64-unknown-linux-gnu, aarch64-unknown-linux-gnu)
// EMIT: corolift compile: for the --emit option: Cannot find option named 'asm'! (expected obj or exe)
// STDOUT: corolift compile: error: cannot write an executable to stdout (use --emit=obj)
// RTLIB: corolift compile: error: runtime library '{{.*}}.missing.a' not found
// TYPO: Did you mean '--runtime-lib'?

func.func private @decl()

func.func @main() {
  return
}

func.func @args(%a: i64) {
  return
}
