// RUN: not corolift opt %s 2>&1 | FileCheck %s

// scf.for opens no default dialect, so inside it a bare `call` is not `func.call` even in a
// func.func: the name resolves to '.call' in the empty dialect. Message from mlir-opt-22.

func.func @f(%a: index) {
  scf.for %i = %a to %a step %a {
    call @f(%a) : (index) -> ()
  }
  return
}

// CHECK: verify-default-dialect-reset.mlir:8:5: error: Dialect `' not found for custom op 'call'  (tried '.call' as well)
// CHECK: note: Available dialects:
