// Regions, types and attributes nest at most 200 levels, the module's body being level 1
// (src/limits.rs): deeper input is a located error, never a stack overflow. mlir-opt-22 has
// no such limit: it parses these, and dies of a stack overflow on 100,000 nested regions.
// RUN: not corolift opt %s --split-input-file 2>&1 >/dev/null | FileCheck %s
// RUN: not corolift opt %s --split-input-file 2>/dev/null | FileCheck %s --check-prefix=OK

// 198 nested arrays in an attribute of a function in the module's body (level 1): the attribute
// is level 2, the innermost array 199, its element 200.
// OK: func.func private @arrays() attributes {a = {{\[}}
func.func private @arrays() attributes {a = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}

// -----

// One more array: the error is at its element, level 201.
// CHECK: [[@LINE+1]]:253: error: nesting too deep: regions, types and attributes may nest at most 200 levels
func.func private @arrays_too_deep() attributes {a = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}

// -----

// 198 nested types around an i32: the i32 is at level 200 (the function's signature is in
// the module's body, level 1).
// OK: func.func private @types(!async.value<!async.value<
func.func private @types(%a: !async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<i32>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>)

// -----

// One more: the error is at the i32.
// CHECK: [[@LINE+1]]:2626: error: nesting too deep
func.func private @types_too_deep(%a: !async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<!async.value<i32>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>)

// -----

// Regions: the function's body is level 2, so 198 nested ops fit; the 199th op's region is
// level 201, and the error points at its '{'.
func.func @regions_too_deep(%c: i1) {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
// CHECK: [[@LINE+1]]:11: error: nesting too deep
scf.if %c {
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
return
}
