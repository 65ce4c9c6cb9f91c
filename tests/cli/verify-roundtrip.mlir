// --verify-roundtrip (mlir-opt's flag, used by upstream ops.mlir RUN lines): the IR after the
// passes survives its generic text form, and the output is the usual custom form.
// RUN: corolift opt %s --verify-roundtrip | FileCheck %s
// RUN: corolift opt %s --verify-roundtrip --convert-scf-to-cf | FileCheck %s --check-prefix=CF

// CHECK-LABEL: func.func @f
// CHECK:         scf.for
// CHECK:           math.sqrt %{{.*}} fastmath<fast> : f64
// CF-LABEL:    func.func @f
// CF:            cf.cond_br
func.func @f(%n: index, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f64) {
    %s = math.sqrt %acc fastmath<fast> : f64
    scf.yield %s : f64
  }
  return %r : f64
}

// CHECK-LABEL: async.func @g
async.func @g(%a: i64) -> !async.value<i64> {
  %t = async.execute {
    async.yield
  }
  async.await %t : !async.token
  return %a : i64
}
