// `corolift run --help` and `corolift compile --help` list the pass options they take, as
// `corolift opt --help` does.
// RUN: corolift run --help | FileCheck %s
// RUN: corolift compile --help | FileCheck %s
// CHECK-DAG: --pass-pipeline=<value>
// CHECK-DAG: Passes (as --<pass-name>[=<options>] or inside --pass-pipeline):
// CHECK-DAG: --convert-scf-to-cf
// CHECK-DAG: --test-cf-assert
