// RUN: corolift opt %s --split-input-file -verify-diagnostics

// Custom-form parse errors of the view-like memref ops (missing keywords, types of the wrong
// kind, reshape's function type, the reassociation attribute).
// Each diagnostic was checked with mlir-opt-22 --split-input-file -verify-diagnostics on this file.

func.func @a(%m: memref<8xf32>) {
  // expected-error @+1 {{custom op 'memref.reinterpret_cast' expected 'to'}}
  %0 = memref.reinterpret_cast %m offset: [0], sizes: [8], strides: [1] : memref<8xf32> to memref<8xf32>
  return
}
// -----
func.func @b(%m: memref<8xf32>) {
  // expected-error @+1 {{custom op 'memref.reinterpret_cast' expected 'offset'}}
  %0 = memref.reinterpret_cast %m to sizes: [8], strides: [1] : memref<8xf32> to memref<8xf32>
  return
}
// -----
func.func @c(%m: memref<8xf32>) {
  // expected-error @+1 {{custom op 'memref.collapse_shape' expected 'into'}}
  %0 = memref.collapse_shape %m [[0]] : memref<8xf32> to memref<8xf32>
  return
}
// -----
func.func @d(%m: memref<8xf32>) {
  // expected-error @+1 {{custom op 'memref.expand_shape' expected 'output_shape'}}
  %0 = memref.expand_shape %m [[0, 1]] : memref<8xf32> into memref<2x4xf32>
  return
}
// -----
func.func @e(%m: memref<8xf32>) {
  // expected-error @+1 {{custom op 'memref.transpose' expected 'to'}}
  %0 = memref.transpose %m (i) -> (i) : memref<8xf32> into memref<8xf32>
  return
}
// -----
func.func @f(%m: memref<8xi8>, %i: index) {
  // expected-error @+1 {{expected '['}}
  %0 = memref.view %m[%i] : memref<8xi8> to memref<2xf32>
  return
}
// -----
func.func @g(%m: memref<8xf32>) {
  // expected-error @+1 {{expected ','}}
  %0 = memref.assume_alignment %m : memref<8xf32>
  return
}
// -----
func.func @h(%m: memref<8xf32>, %s: memref<1xindex>) {
  // expected-error @+1 {{custom op 'memref.reshape' invalid kind of type specified: expected builtin.function, but found 'memref<8xf32>'}}
  %0 = memref.reshape %m(%s) : memref<8xf32> -> memref<8xf32>
  return
}
// -----
func.func @i(%m: memref<8xf32>) {
  // expected-error @+1 {{custom op 'memref.memory_space_cast' expected 'to'}}
  %0 = memref.memory_space_cast %m : memref<8xf32> into memref<8xf32, 1>
  return
}
// -----
func.func @j(%m: memref<8xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
  %0 = memref.collapse_shape %m [[0], 1] : memref<8xf32> into memref<8xf32>
  return
}
// -----
func.func @k(%m: f32) {
  // expected-error @+1 {{custom op 'memref.collapse_shape' invalid kind of type specified: expected builtin.memref, but found 'f32'}}
  %0 = memref.collapse_shape %m [[0]] : f32 into memref<8xf32>
  return
}
// -----
func.func @a(%m: f32) {
  // expected-error @+1 {{custom op 'memref.reinterpret_cast' invalid kind of type specified}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [8], strides: [1] : f32 to memref<8xf32>
  return
}
// -----
func.func @b(%m: memref<8xf32>) {
  // expected-error @+1 {{custom op 'memref.reinterpret_cast' invalid kind of type specified: expected builtin.memref, but found 'f32'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [8], strides: [1] : memref<8xf32> to f32
  return
}
// -----
func.func @c(%m: f32) {
  // expected-error @+1 {{custom op 'memref.memory_space_cast' invalid kind of type specified}}
  %0 = memref.memory_space_cast %m : f32 to memref<8xf32>
  return
}
// -----
func.func @d(%m: memref<8xf32>) {
  // expected-error @+1 {{'memref.transpose' op result #0 must be strided memref of any type values, but got 'f32'}}
  %0 = memref.transpose %m (i) -> (i) : memref<8xf32> to f32
  return
}
// -----
func.func @e(%m: f32, %i: index) {
  // expected-error @+1 {{custom op 'memref.view' invalid kind of type specified: expected builtin.memref, but found 'f32'}}
  %0 = memref.view %m[%i][] : f32 to memref<2xf32>
  return
}
// -----
func.func @f(%m: f32) {
  // expected-error @+1 {{custom op 'memref.assume_alignment' invalid kind of type specified: expected builtin.memref, but found 'f32'}}
  %0 = memref.assume_alignment %m, 4 : f32
  return
}
// -----
func.func @g(%m: memref<8xf32>) {
  // expected-error @+1 {{custom op 'memref.expand_shape' invalid kind of type specified: expected builtin.memref, but found 'f32'}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 4] : memref<8xf32> into f32
  return
}
// -----
func.func @h(%m: memref<8xf32>, %s: memref<1xindex>) {
  // expected-error @+1 {{custom op 'memref.reshape' number of operands and types do not match: got 2 operands and 3 types}}
  %0 = memref.reshape %m(%s) : (memref<8xf32>, memref<1xindex>, i32) -> memref<8xf32>
  return
}
// -----
func.func @i(%m: memref<8xf32>, %s: memref<1xindex>) {
  // expected-error @+1 {{operation defines 2 results but was provided 1 to bind}}
  %0 = memref.reshape %m(%s) : (memref<8xf32>, memref<1xindex>) -> (memref<8xf32>, f32)
  return
}
// -----
func.func @j(%m: memref<8xf32>) {
  // expected-error @+1 {{integer literal not valid for specified type}}
  %0 = memref.collapse_shape %m 3 : memref<8xf32> into memref<8xf32>
  return
}
// -----
func.func @k(%m: memref<8xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
  %0 = memref.collapse_shape %m [[0.5]] : memref<8xf32> into memref<8xf32>
  return
}
