// ROUNDTRIP-SKIP: mlir-opt-22 prints LLVM loop attributes through aliases (#loop_annotation = ...); corolift keeps them inline, which mlir-opt-22 reads as the same attribute
// LLVM dialect attributes of a loop (llvm.loop_annotation) move to its latch, as mlir-opt-22
// -convert-scf-to-cf does: the back edge of an scf.for, the back edge from the after region of
// an scf.while, the cond_br of a do-while; an scf.parallel does not pass them on. (mlir-opt-22
// prints the annotations through aliases, `#loop_annotation1`; the patterns accept both.)
// RUN: corolift opt %s --allow-unregistered-dialect -convert-scf-to-cf | FileCheck %s

#no_unroll = #llvm.loop_annotation<unroll = <disable = true>>

// CHECK-LABEL: func.func @for_loop
// CHECK:         cf.br ^bb1(%{{.*}} : index) {llvm.loop_annotation = #{{.*}}}
// CHECK-NOT:     llvm.loop_annotation
// CHECK:         return
func.func @for_loop(%arg0 : index, %arg1 : index, %arg2 : index) {
  scf.for %i0 = %arg0 to %arg1 step %arg2 {
    "test.body"() : () -> ()
  } {llvm.loop_annotation = #no_unroll}
  return
}

// CHECK-LABEL: func.func @do_while
// CHECK:         cf.cond_br %arg0, ^bb1, ^bb2 {llvm.loop_annotation = #{{.*}}}
func.func @do_while(%arg0 : i1) {
  scf.while : () -> () {
    scf.condition(%arg0)
  } do {
    scf.yield
  } attributes {llvm.loop_annotation = #no_unroll}
  return
}

// CHECK-LABEL: func.func @while_loop
// CHECK:         cf.cond_br %{{.*}}, ^bb2(%c0_i32 : i32), ^bb3{{$}}
// CHECK:         cf.br ^bb1(%{{.*}} : i32) {llvm.loop_annotation = #{{.*}}}
func.func @while_loop() {
  %c0_i32 = arith.constant 0 : i32
  scf.while (%arg2 = %c0_i32) : (i32) -> (i32) {
    %0 = "test.make_condition"() : () -> i1
    scf.condition(%0) %c0_i32 : i32
  } do {
  ^bb0(%arg2: i32):
    scf.yield %c0_i32 : i32
  } attributes {llvm.loop_annotation = #no_unroll}
  return
}

// CHECK-LABEL: func.func @parallel_loop
// CHECK-NOT:     llvm.loop_annotation
// CHECK:         return
func.func @parallel_loop(%arg0 : index, %arg1 : index, %arg2 : index) {
  scf.parallel (%i) = (%arg0) to (%arg1) step (%arg2) {
    "test.body"() : () -> ()
    scf.reduce
  } {llvm.loop_annotation = #no_unroll}
  return
}
