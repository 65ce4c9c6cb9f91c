// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

// vector.print (source, punctuation, str forms), broadcast, extract and reduction.
func.func @vec(%x: f32, %i: i32, %ix: index, %v: vector<4xf32>, %v2: vector<2x3xf32>, %vi: vector<4xi32>, %s: vector<[4]xf16>) {
  vector.print %x : f32
  vector.print %i : i32
  vector.print %v2 : vector<2x3xf32>
  vector.print %x : f32 punctuation <no_punctuation>
  vector.print %ix : index punctuation <newline> {tag}
  vector.print punctuation <comma>
  vector.print punctuation <open>
  vector.print punctuation <close>
  vector.print str "hello"
  %0 = vector.broadcast %x : f32 to vector<4xf32>
  %1 = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>
  %2 = vector.broadcast %ix : index to vector<[2]xindex>
  %3 = vector.broadcast %x {tag} : f32 to vector<f32>
  %4 = vector.extract %v[0] : f32 from vector<4xf32>
  %5 = vector.extract %v2[1] : vector<3xf32> from vector<2x3xf32>
  %6 = vector.extract %v2[1, 2] : f32 from vector<2x3xf32>
  %7 = vector.extract %v2[%ix, 2] {tag} : f32 from vector<2x3xf32>
  %8 = vector.extract %v2[] : vector<2x3xf32> from vector<2x3xf32>
  %9 = vector.extract %v[-1] : f32 from vector<4xf32>
  %10 = vector.reduction <add>, %v : vector<4xf32> into f32
  %11 = vector.reduction <maximumf>, %v, %x : vector<4xf32> into f32
  %12 = vector.reduction <mul>, %v fastmath<fast> : vector<4xf32> into f32
  %13 = vector.reduction <xor>, %vi {tag} : vector<4xi32> into i32
  %14 = vector.reduction <minsi>, %vi, %i : vector<4xi32> into i32
  %15 = vector.reduction <minnumf>, %s fastmath<nnan,ninf> : vector<[4]xf16> into f16
  vector.print
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @vec(%arg0: f32, %arg1: i32, %arg2: index, %arg3: vector<4xf32>, %arg4: vector<2x3xf32>, %arg5: vector<4xi32>, %arg6: vector<[4]xf16>) {
// CHECK-NEXT: vector.print %arg0 : f32
// CHECK-NEXT: vector.print %arg1 : i32
// CHECK-NEXT: vector.print %arg4 : vector<2x3xf32>
// CHECK-NEXT: vector.print %arg0 : f32 punctuation <no_punctuation>
// CHECK-NEXT: vector.print %arg2 : index {tag}
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print str "hello"
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg3 : vector<4xf32> to vector<2x4xf32>
// CHECK-NEXT: %2 = vector.broadcast %arg2 : index to vector<[2]xindex>
// CHECK-NEXT: %3 = vector.broadcast %arg0 {tag} : f32 to vector<f32>
// CHECK-NEXT: %4 = vector.extract %arg3[0] : f32 from vector<4xf32>
// CHECK-NEXT: %5 = vector.extract %arg4[1] : vector<3xf32> from vector<2x3xf32>
// CHECK-NEXT: %6 = vector.extract %arg4[1, 2] : f32 from vector<2x3xf32>
// CHECK-NEXT: %7 = vector.extract %arg4[%arg2, 2] {tag} : f32 from vector<2x3xf32>
// CHECK-NEXT: %8 = vector.extract %arg4[] : vector<2x3xf32> from vector<2x3xf32>
// CHECK-NEXT: %9 = vector.extract %arg3[-1] : f32 from vector<4xf32>
// CHECK-NEXT: %10 = vector.reduction <add>, %arg3 : vector<4xf32> into f32
// CHECK-NEXT: %11 = vector.reduction <maximumf>, %arg3, %arg0 : vector<4xf32> into f32
// CHECK-NEXT: %12 = vector.reduction <mul>, %arg3 fastmath<fast> : vector<4xf32> into f32
// CHECK-NEXT: %13 = vector.reduction <xor>, %arg5 {tag} : vector<4xi32> into i32
// CHECK-NEXT: %14 = vector.reduction <minsi>, %arg5, %arg1 : vector<4xi32> into i32
// CHECK-NEXT: %15 = vector.reduction <minnumf>, %arg6 fastmath<nnan,ninf> : vector<[4]xf16> into f16
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
