// scf.parallel with scf.reduce: one reduction (sum of i over 0..10), several reductions of
// different types in a 2-D loop (sum as f32, product as i64, max as index), a loop without
// reductions storing into a memref, and an empty iteration space (the init values come
// back). Expected output: mlir-runner-22 on the same file, also checked by hand: 0 + ... + 9
// = 45; over i in 0..3, j in 1..4 (step 2: j = 1, 3): sum of i * j = (0+1+2) * (1+3) = 12,
// product of (i + j) = 1*3*2*4*3*5 = 360, max of i + j = 5.
// RUN: corolift run %s | FileCheck %s

// CHECK:      45
// CHECK-NEXT: 12
// CHECK-NEXT: 360
// CHECK-NEXT: 5
// CHECK-NEXT: 0, 1, 4, 9, end
// CHECK-NEXT: 17
// CHECK-NOT:  {{.}}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %zero = arith.constant 0 : index
  %s = scf.parallel (%i) = (%c0) to (%c10) step (%c1) init (%zero) -> index {
    scf.reduce(%i : index) {
    ^bb0(%a: index, %b: index):
      %r = arith.addi %a, %b : index
      scf.reduce.return %r : index
    }
  }
  vector.print %s : index
  %f0 = arith.constant 0.0 : f32
  %p1 = arith.constant 1 : i64
  %m0 = arith.constant 0 : index
  %r:3 = scf.parallel (%i, %j) = (%c0, %c1) to (%c3, %c4) step (%c1, %c2) init (%f0, %p1, %m0) -> (f32, i64, index) {
    %ij = arith.muli %i, %j : index
    %ij32 = arith.index_cast %ij : index to i32
    %f = arith.sitofp %ij32 : i32 to f32
    %sum = arith.addi %i, %j : index
    %sum64 = arith.index_cast %sum : index to i64
    scf.reduce(%f, %sum64, %sum : f32, i64, index) {
    ^bb0(%a: f32, %b: f32):
      %x = arith.addf %a, %b : f32
      scf.reduce.return %x : f32
    }, {
    ^bb0(%a: i64, %b: i64):
      %x = arith.muli %a, %b : i64
      scf.reduce.return %x : i64
    }, {
    ^bb0(%a: index, %b: index):
      %x = arith.maxui %a, %b : index
      scf.reduce.return %x : index
    }
  }
  vector.print %r#0 : f32
  vector.print %r#1 : i64
  vector.print %r#2 : index
  %mem = memref.alloc() : memref<4xi32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %v = arith.index_cast %i : index to i32
    %sq = arith.muli %v, %v : i32
    memref.store %sq, %mem[%i] : memref<4xi32>
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %mem[%i] : memref<4xi32>
    vector.print %v : i32 punctuation <comma>
  }
  vector.print str "end\n"
  memref.dealloc %mem : memref<4xi32>
  %init = arith.constant 17 : i32
  %e = scf.parallel (%i) = (%c4) to (%c0) step (%c1) init (%init) -> i32 {
    %v = arith.index_cast %i : index to i32
    scf.reduce(%v : i32) {
    ^bb0(%a: i32, %b: i32):
      %x = arith.addi %a, %b : i32
      scf.reduce.return %x : i32
    }
  }
  vector.print %e : i32
  return
}
