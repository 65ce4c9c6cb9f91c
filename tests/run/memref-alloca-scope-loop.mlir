// RUN: corolift run %s | FileCheck %s
//
// Dynamic-shape stack buffers (memref.alloca with a size known only at run time) in a loop of
// alloca scopes and in a function called in a loop. The 20000 buffers of 1 MiB (20 GiB in
// all) only fit under a 4 GB address-space limit if each dies at the end of its scope or at
// its function's return, as on a real stack: tests/cli/run-alloca-memory-bounded.mlir runs
// this program under that limit.
//
// Expected values by hand, and mlir-runner-22 prints the same:
//   sum over k = 1..99 of (0 + 1 + … + k-1) = C(100, 3) = 161700;
//   20000 scopes each storing 1.0 and reading it back: 20000;
//   20000 calls each returning byte 7 of a 1 MiB buffer filled with its index: 20000 * 7.

func.func @fill_sum(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %buf = memref.alloca(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %buf[%i] : memref<?xf32>
  }
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
    %v = memref.load %buf[%i] : memref<?xf32>
    %a = arith.addf %acc, %v : f32
    scf.yield %a : f32
  }
  return %s : f32
}

func.func @byte_seven(%bytes: index) -> i64 {
  %c7 = arith.constant 7 : index
  %buf = memref.alloca(%bytes) : memref<?xi8>
  %v = arith.constant 7 : i8
  memref.store %v, %buf[%c7] : memref<?xi8>
  %r = memref.load %buf[%c7] : memref<?xi8>
  %w = arith.extui %r : i8 to i64
  return %w : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %c20000 = arith.constant 20000 : index
  %mib = arith.constant 262144 : index
  %mib_bytes = arith.constant 1048576 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %zero_i = arith.constant 0 : i64
  %total = scf.for %k = %c1 to %c100 step %c1 iter_args(%acc = %zero) -> f32 {
    %r = memref.alloca_scope -> (f32) {
      %b = memref.alloca(%k) : memref<?x2xf32>
      %s = func.call @fill_sum(%k) : (index) -> f32
      memref.store %s, %b[%c0, %c1] : memref<?x2xf32>
      %l = memref.load %b[%c0, %c1] : memref<?x2xf32>
      memref.alloca_scope.return %l : f32
    }
    %a = arith.addf %acc, %r : f32
    scf.yield %a : f32
  }
  vector.print %total : f32
  %many = scf.for %k = %c0 to %c20000 step %c1 iter_args(%acc = %zero) -> f32 {
    %r = memref.alloca_scope -> (f32) {
      %b = memref.alloca(%mib) : memref<?xf32>
      memref.store %one, %b[%k] : memref<?xf32>
      %l = memref.load %b[%k] : memref<?xf32>
      memref.alloca_scope.return %l : f32
    }
    %a = arith.addf %acc, %r : f32
    scf.yield %a : f32
  }
  vector.print %many : f32
  %calls = scf.for %k = %c0 to %c20000 step %c1 iter_args(%acc = %zero_i) -> i64 {
    %r = func.call @byte_seven(%mib_bytes) : (index) -> i64
    %a = arith.addi %acc, %r : i64
    scf.yield %a : i64
  }
  vector.print %calls : i64
  return
}

// CHECK:      161700
// CHECK-NEXT: 20000
// CHECK-NEXT: 140000
