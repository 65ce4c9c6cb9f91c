// MLIR's C interface (`llvm.emit_c_interface`) in both directions, linked with a C host
// (Inputs/c-interface-host.c): defined functions get exported `_mlir_ciface_` wrappers that take
// memrefs by pointer and write a memref result or several results through a result struct
// (first argument); calls of external C-interface declarations pass the same structs.
// Expected values by hand: scale doubles {1, 2.5, -3, 4} in place -> sum 9, count 4;
// 10 - 20 + 300 = 290; 1 + 2 + 3 + 4 + 5 = 15 over n = 5; -70001 is negative, half -35000.5,
// low 16 bits of -70001 = -70001 + 65536 * 2 = 61071 -> as i16: 61071 - 65536 = -4465.
// The same C host linked with this file lowered by mlir-opt-22 | mlir-translate-22 | llc-22
// prints the same lines.
// RUN: cc -c %S/Inputs/c-interface-host.c -o %t.host.o
// RUN: corolift compile %s --emit=obj -o %t.o
// RUN: cc %t.o %t.host.o -o %t.exe
// RUN: %t.exe | FileCheck %s

// CHECK:      scale: same buffer 1, size 4, sum 9, count 4
// CHECK-NEXT: data: 2 5 -6 8
// CHECK-NEXT: sum3: 290
// CHECK-NEXT: roundtrip: total 15, n 5
// CHECK-NEXT: mixed: negative 1, half -35000.5, low -4465

func.func @scale(%m: memref<?xf32>, %k: f32) -> (memref<?xf32>, f32, i32)
    attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %n = memref.dim %m, %c0 : memref<?xf32>
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %x = memref.load %m[%i] : memref<?xf32>
    %y = arith.mulf %x, %k : f32
    memref.store %y, %m[%i] : memref<?xf32>
    %next = arith.addf %acc, %y : f32
    scf.yield %next : f32
  }
  %count = arith.index_cast %n : index to i32
  return %m, %sum, %count : memref<?xf32>, f32, i32
}

func.func @sum3(%a: i64, %b: i64, %c: i64) -> i64 attributes {llvm.emit_c_interface} {
  %ab = arith.addi %a, %b : i64
  %abc = arith.addi %ab, %c : i64
  return %abc : i64
}

func.func private @host_make(index) -> memref<?xf32> attributes {llvm.emit_c_interface}
func.func private @host_stats(memref<?xf32>) -> (f32, i64) attributes {llvm.emit_c_interface}

func.func @roundtrip(%n: index) -> (f32, i64) attributes {llvm.emit_c_interface} {
  %m = func.call @host_make(%n) : (index) -> memref<?xf32>
  %r:2 = func.call @host_stats(%m) : (memref<?xf32>) -> (f32, i64)
  return %r#0, %r#1 : f32, i64
}

func.func @mixed(%x: i64) -> (i1, f64, i16) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : i64
  %neg = arith.cmpi slt, %x, %c0 : i64
  %f = arith.sitofp %x : i64 to f64
  %two = arith.constant 2.0 : f64
  %half = arith.divf %f, %two : f64
  %low = arith.trunci %x : i64 to i16
  return %neg, %half, %low : i1, f64, i16
}
