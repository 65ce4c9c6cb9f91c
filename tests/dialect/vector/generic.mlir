// RUN: corolift opt %s --mlir-print-op-generic | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt --mlir-print-op-generic | FileCheck %s
// RUN: corolift opt %s | corolift opt --mlir-print-op-generic | FileCheck %s

// Generic form of vector ops: punctuation is always printed, dynamic extract positions are
// the int64 minimum in static_position, reduction carries kind and fastmath.
func.func @generic(%x: f32, %ix: index, %v: vector<4xf32>, %v2: vector<2x3xf32>) {
  vector.print %x : f32
  vector.print punctuation <comma>
  vector.print str "s"
  %0 = vector.broadcast %x : f32 to vector<4xf32>
  %1 = vector.extract %v2[%ix, 1] : f32 from vector<2x3xf32>
  %2 = vector.extract %v2[1] : vector<3xf32> from vector<2x3xf32>
  %3 = vector.reduction <add>, %v, %x fastmath<reassoc> : vector<4xf32> into f32
  return
}

// CHECK: "builtin.module"() ({
// CHECK-LABEL: "func.func"() <{function_type = (f32, index, vector<4xf32>, vector<2x3xf32>) -> (), sym_name = "generic"}> ({
// CHECK-NEXT: ^bb0(%arg0: f32, %arg1: index, %arg2: vector<4xf32>, %arg3: vector<2x3xf32>):
// CHECK-NEXT: "vector.print"(%arg0) <{punctuation = #vector.punctuation<newline>}> : (f32) -> ()
// CHECK-NEXT: "vector.print"() <{punctuation = #vector.punctuation<comma>}> : () -> ()
// CHECK-NEXT: "vector.print"() <{punctuation = #vector.punctuation<newline>, stringLiteral = "s"}> : () -> ()
// CHECK-NEXT: %0 = "vector.broadcast"(%arg0) : (f32) -> vector<4xf32>
// CHECK-NEXT: %1 = "vector.extract"(%arg3, %arg1) <{static_position = array<i64: -9223372036854775808, 1>}> : (vector<2x3xf32>, index) -> f32
// CHECK-NEXT: %2 = "vector.extract"(%arg3) <{static_position = array<i64: 1>}> : (vector<2x3xf32>) -> vector<3xf32>
// CHECK-NEXT: %3 = "vector.reduction"(%arg2, %arg0) <{fastmath = #arith.fastmath<reassoc>, kind = #vector.kind<add>}> : (vector<4xf32>, f32) -> f32
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
