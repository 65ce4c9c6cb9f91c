// RUN: not corolift opt %s 2>&1 | FileCheck %s

// corolift holds f80 and f128 float attributes as the nearest f64. A hex literal whose value
// needs more than double precision is refused with a diagnostic instead of being changed
// silently (mlir-opt-22 keeps it: 1.00000000000000000011 : f80). corolift's own limit, so the
// message is corolift's.

func.func @x() {
  // CHECK: verify-f80-hex-precision.mlir:[[@LINE+1]]:23: error: corolift keeps 'f80' constants to double precision; this bit pattern needs more
  %0 = arith.constant 0x3FFF8000000000000001 : f80
  return
}
