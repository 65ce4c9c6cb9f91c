// memref.global's parser and verifier messages (MLIR 22): the type must be a static memref,
// the initial value a `dense` literal of the memref's shape and element type, the visibility
// one of the three, the alignment a power of two; a list literal whose shape differs from
// the type's is reported where it is written.
// RUN: corolift opt %s --split-input-file -verify-diagnostics

// expected-error @+1 {{custom op 'memref.global' type should be static shaped memref, but got 'i32'}}
memref.global @a : i32 = 5

// -----

// expected-error @+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global @b : memref<?xf32>

// -----

// expected-error @+1 {{custom op 'memref.global' initial value should be a unit or elements attribute}}
memref.global @c : memref<2x2xf32> = "foo"

// -----

// expected-error @+1 {{inferred shape of elements literal ([2]) does not match type ([2, 2])}}
memref.global @d : memref<2x2xf32> = dense<[0.0, 1.0]>

// -----

// expected-error @+1 {{'memref.global' op visibility expected to be one of ["public", "private", "nested"], but got "priate"}}
memref.global "priate" constant @e : memref<2xf32> = uninitialized

// -----

// expected-error @+1 {{'memref.global' op initial value element expected to be of type 'f16', but was of type 'f32'}}
"memref.global"() <{constant, initial_value = dense<1.000000e+00> : tensor<1xf32>, sym_name = "f", type = memref<1xf16>}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op initial value shape expected to be 1, 2 but was 2, 2}}
"memref.global"() <{initial_value = dense<1.000000e+00> : tensor<2x2xf16>, sym_name = "g", type = memref<1x2xf16>}> : () -> ()

// -----

// expected-error @+1 {{custom op 'memref.global' 'memref.global' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
memref.global "private" @h : memref<4xf32> = dense<1.0> {alignment = 63}

// -----

// expected-error @+1 {{'memref.global' op initial value should be a unit or elements attribute, but got "x"}}
"memref.global"() <{initial_value = "x", sym_name = "i", type = memref<1xf16>}> : () -> ()
