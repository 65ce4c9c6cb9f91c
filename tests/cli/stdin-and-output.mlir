// Input from stdin (`-` or no file; diagnostics name it <stdin>) and output with -o
// (`-o FILE`, `-o=FILE`; an -o file is written only on success).
// RUN: corolift opt < %s | FileCheck %s
// RUN: cat %s | corolift opt - | FileCheck %s
// RUN: corolift opt %s -o %t && FileCheck %s < %t
// RUN: corolift opt %s -o=%t.2 && FileCheck %s < %t.2
// RUN: corolift opt %s --o %t.3 && FileCheck %s < %t.3
// RUN: corolift opt %s -o - | FileCheck %s
// RUN: cat %S/Inputs/unquoted-op.mlir | not corolift opt 2>&1 | FileCheck %s --check-prefix=STDIN
// RUN: rm -f %t.fail && not corolift opt -o %t.fail < %S/Inputs/unquoted-op.mlir 2>/dev/null
// RUN: not test -e %t.fail
// Everything after `--` is positional.
// RUN: not corolift opt -- -x.mlir 2>&1 | FileCheck %s --check-prefix=DASHDASH

func.func @f(%a: i32) -> i32 {
  return %a : i32
}

// CHECK:      module {
// CHECK-NEXT:   func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// STDIN: <stdin>:2:8: error:
// DASHDASH: cannot open input file '-x.mlir': No such file or directory
