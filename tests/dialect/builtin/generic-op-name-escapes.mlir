// An op name is a string literal in the generic form and prints escaped like any other
// (`\\` and `\22`), so the printed module parses back to the same names. Found by the
// front_end fuzz target: a name holding backslashes printed raw and did not parse again.
// CHECK lines: mlir-opt-22's output on this file.
// RUN: corolift opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: corolift opt --allow-unregistered-dialect %s | corolift opt --allow-unregistered-dialect - | FileCheck %s

// CHECK: "a\\\\s.b"() {"k\\q" = 1 : i32, "x y" = 2 : i32} : () -> ()
"a\\\\s.b"() {"k\\q" = 1 : i32, "x y" = 2 : i32} : () -> ()
// CHECK: "x\22y.z"() : () -> ()
"x\22y.z"() : () -> ()
