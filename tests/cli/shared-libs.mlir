// External functions from a library named with -shared-libs (a small C library the test
// compiles with `cc -shared -fPIC`), next to MLIR's runner utilities (built in, not loaded)
// and a libm function declared private, as mlir-runner resolves them. Expected output:
// mlir-runner-22 with the same library, also checked by hand (6 * 7 + 1 = 43;
// 100 + 2.5 * 10 - 3 = 122; 9 / 2 = 4.5; 5 + 6 = 11; sqrt(2) = 1.41421).
// The AOT executable (corolift compile --shared-libs) is checked by tests/aot_modes.rs.
// RUN: cc -shared -fPIC -o %t.so %S/Inputs/extlib.c
// RUN: corolift run %s -e main -entry-point-result=void \
// RUN:   -shared-libs=/usr/lib/llvm-22/lib/libmlir_runner_utils.so.22.1,%t.so | FileCheck %s
// RUN: corolift run %s --shared-libs %t.so --shared-libs=libmlir_c_runner_utils.so | FileCheck %s
// Without the library the symbols are missing: a diagnostic naming them, exit status 1.
// RUN: not corolift run %s 2>&1 | FileCheck %s --check-prefix=MISSING
// A library that cannot be loaded is a diagnostic too.
// RUN: not corolift run %s -shared-libs=%t.missing.so 2>&1 | FileCheck %s --check-prefix=NOLIB

// CHECK:      43
// CHECK-NEXT: 122
// CHECK-NEXT: 4.5
// CHECK-NEXT: 11
// CHECK-NEXT: 1.41421
// CHECK-NOT:  {{.}}

// MISSING: error: JIT session error: Symbols not found: [ ext_bump, ext_counter, ext_half, ext_mix, ext_scale ]
// NOLIB: error: cannot load the shared library '{{.*}}.missing.so': {{.*}}

func.func private @ext_scale(i32, i32) -> i32
func.func private @ext_mix(i64, f64, i8) -> i64
func.func private @ext_half(f64) -> f64
func.func private @ext_bump(i64)
func.func private @ext_counter() -> i64
func.func private @sqrt(f64) -> f64

func.func @main() {
  %a = arith.constant 6 : i32
  %k = arith.constant 7 : i32
  %r = func.call @ext_scale(%a, %k) : (i32, i32) -> i32
  vector.print %r : i32
  %x = arith.constant 100 : i64
  %y = arith.constant 2.5 : f64
  %z = arith.constant -3 : i8
  %m = func.call @ext_mix(%x, %y, %z) : (i64, f64, i8) -> i64
  vector.print %m : i64
  %n = arith.constant 9.0 : f64
  %h = func.call @ext_half(%n) : (f64) -> f64
  vector.print %h : f64
  %five = arith.constant 5 : i64
  %six = arith.constant 6 : i64
  func.call @ext_bump(%five) : (i64) -> ()
  func.call @ext_bump(%six) : (i64) -> ()
  %c = func.call @ext_counter() : () -> i64
  vector.print %c : i64
  %two = arith.constant 2.0 : f64
  %s = func.call @sqrt(%two) : (f64) -> f64
  vector.print %s : f64
  return
}
