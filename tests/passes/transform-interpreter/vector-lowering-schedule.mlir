// A transform schedule that only applies vector lowering patterns (as upstream's vector
// integration tests carry one) is accepted by -transform-interpreter, leaves the program
// unchanged, and -test-transform-dialect-erase-schedule removes it; the program then runs.
// Expected output from mlir-opt-22 -transform-interpreter -test-transform-dialect-erase-schedule
// piped into mlir-runner-22.
// RUN: corolift opt %s -transform-interpreter -test-transform-dialect-erase-schedule | corolift run -e entry | FileCheck %s
// RUN: corolift opt %s -transform-interpreter -test-transform-dialect-erase-schedule | FileCheck %s --check-prefix=IR
// RUN: corolift opt %s | mlir-opt-22 -transform-interpreter -test-transform-dialect-erase-schedule | FileCheck %s --check-prefix=IR

// CHECK:      ( ( 2, 4 ), ( 6, 8 ) )
// CHECK-NEXT: ( 1, 0, 1 )

// IR:      func.func @entry
// IR:      module attributes {transform.with_named_sequence} {
// IR-NEXT: }
// IR-NOT:  transform.

func.func @entry() {
  %in = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  %d = arith.addf %in, %in : vector<2x2xf32>
  vector.print %d : vector<2x2xf32>
  %a = arith.constant dense<[7, 2, 9]> : vector<3xi4>
  %b = arith.constant dense<[3, 5, 1]> : vector<3xi4>
  %c = arith.cmpi ugt, %a, %b : vector<3xi4>
  vector.print %c : vector<3xi1>
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root : !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.op<"func.func">
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_transpose lowering_strategy = "shuffle_16x16"
      transform.apply_patterns.vector.rewrite_narrow_types
    } : !transform.op<"func.func">
    transform.yield
  }
}
