// The transform ops of a vector lowering schedule parse and print as mlir-opt-22 prints them:
// named_sequence with argument attributes, structured.match with its ops list and function
// type, apply_patterns with pattern sets (enum options bare), and yield. Expected text from
// mlir-opt-22 (which leaves out options equal to their defaults; corolift prints what was written).
// RUN: corolift opt %s | FileCheck %s

// CHECK:      module attributes {transform.with_named_sequence} {
// CHECK-NEXT:   transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:     %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:     transform.apply_patterns to %0 {
// CHECK-NEXT:       transform.apply_patterns.vector.lower_transpose lowering_strategy = shuffle_1d
// CHECK-NEXT:       transform.apply_patterns.vector.rewrite_narrow_types
// CHECK-NEXT:       transform.apply_patterns.vector.lower_contraction lowering_strategy = dot
// CHECK-NEXT:     } : !transform.any_op
// CHECK-NEXT:     transform.yield {{$}}
// CHECK-NEXT:   }
// CHECK-NEXT: }
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root
        : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_transpose lowering_strategy = "shuffle_1d"
      transform.apply_patterns.vector.rewrite_narrow_types
      transform.apply_patterns.vector.lower_contraction lowering_strategy = dot
    } : !transform.any_op
    transform.yield
  }
}
