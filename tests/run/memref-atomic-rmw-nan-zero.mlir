// memref.atomic_rmw float min/max kinds with NaN and signed zeros, on f32, f64 and f16:
// maximumf/minimumf (LLVM's fmaximum/fminimum: a NaN operand wins, -0 < +0) and
// maxnumf/minnumf (fmax/fmin: a single NaN operand is ignored). Each case prints the value
// left in memory.
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh); by hand:
// maximumf(-0, +0) = 0, minimumf(+0, -0) = -0, maximumf(nan, 1) = nan, maxnumf(nan, 1) = 1,
// minnumf(2, nan) = 2, minimumf(2, nan) = nan.
// RUN: corolift run %s | FileCheck %s --match-full-lines
// CHECK:      0
// CHECK-NEXT: 0
// CHECK-NEXT: -0
// CHECK-NEXT: -0
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 2
// CHECK-NEXT: 2
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: -0
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: -0
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 1.5
// CHECK-NEXT: 1.5
// CHECK-NOT:  {{.}}
func.func @case_f32(%init: f32, %v: f32, %kind: index) {
  %m = memref.alloc() : memref<f32>
  memref.store %init, %m[] : memref<f32>
  scf.index_switch %kind
  case 0 {
    %o = memref.atomic_rmw maximumf %v, %m[] : (f32, memref<f32>) -> f32
    scf.yield
  }
  case 1 {
    %o = memref.atomic_rmw minimumf %v, %m[] : (f32, memref<f32>) -> f32
    scf.yield
  }
  case 2 {
    %o = memref.atomic_rmw maxnumf %v, %m[] : (f32, memref<f32>) -> f32
    scf.yield
  }
  default {
    %o = memref.atomic_rmw minnumf %v, %m[] : (f32, memref<f32>) -> f32
    scf.yield
  }
  %r = memref.load %m[] : memref<f32>
  vector.print %r : f32
  memref.dealloc %m : memref<f32>
  return
}
func.func @case_f64(%init: f64, %v: f64, %kind: index) {
  %m = memref.alloc() : memref<f64>
  memref.store %init, %m[] : memref<f64>
  scf.index_switch %kind
  case 0 {
    %o = memref.atomic_rmw maximumf %v, %m[] : (f64, memref<f64>) -> f64
    scf.yield
  }
  case 1 {
    %o = memref.atomic_rmw minimumf %v, %m[] : (f64, memref<f64>) -> f64
    scf.yield
  }
  case 2 {
    %o = memref.atomic_rmw maxnumf %v, %m[] : (f64, memref<f64>) -> f64
    scf.yield
  }
  default {
    %o = memref.atomic_rmw minnumf %v, %m[] : (f64, memref<f64>) -> f64
    scf.yield
  }
  %r = memref.load %m[] : memref<f64>
  vector.print %r : f64
  memref.dealloc %m : memref<f64>
  return
}
func.func @case_f16(%init: f16, %v: f16, %kind: index) {
  %m = memref.alloc() : memref<f16>
  memref.store %init, %m[] : memref<f16>
  scf.index_switch %kind
  case 0 {
    %o = memref.atomic_rmw maximumf %v, %m[] : (f16, memref<f16>) -> f16
    scf.yield
  }
  case 1 {
    %o = memref.atomic_rmw minimumf %v, %m[] : (f16, memref<f16>) -> f16
    scf.yield
  }
  case 2 {
    %o = memref.atomic_rmw maxnumf %v, %m[] : (f16, memref<f16>) -> f16
    scf.yield
  }
  default {
    %o = memref.atomic_rmw minnumf %v, %m[] : (f16, memref<f16>) -> f16
    scf.yield
  }
  %r = memref.load %m[] : memref<f16>
  vector.print %r : f16
  memref.dealloc %m : memref<f16>
  return
}
func.func @main() {
  %k0 = arith.constant 0 : index
  %k1 = arith.constant 1 : index
  %k2 = arith.constant 2 : index
  %k3 = arith.constant 3 : index
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  call @case_f32(%nz, %pz, %k0) : (f32, f32, index) -> ()
  call @case_f32(%pz, %nz, %k0) : (f32, f32, index) -> ()
  call @case_f32(%pz, %nz, %k1) : (f32, f32, index) -> ()
  call @case_f32(%nz, %pz, %k1) : (f32, f32, index) -> ()
  call @case_f32(%nan, %one, %k0) : (f32, f32, index) -> ()
  call @case_f32(%one, %nan, %k0) : (f32, f32, index) -> ()
  call @case_f32(%two, %nan, %k1) : (f32, f32, index) -> ()
  call @case_f32(%nan, %one, %k2) : (f32, f32, index) -> ()
  call @case_f32(%one, %nan, %k2) : (f32, f32, index) -> ()
  call @case_f32(%two, %nan, %k3) : (f32, f32, index) -> ()
  call @case_f32(%nan, %two, %k3) : (f32, f32, index) -> ()
  call @case_f32(%one, %two, %k2) : (f32, f32, index) -> ()
  call @case_f32(%one, %two, %k3) : (f32, f32, index) -> ()
  %dnz = arith.constant -0.0 : f64
  %dpz = arith.constant 0.0 : f64
  %dnan = arith.constant 0x7FF8000000000000 : f64
  %done = arith.constant 1.0 : f64
  call @case_f64(%dnz, %dpz, %k0) : (f64, f64, index) -> ()
  call @case_f64(%dpz, %dnz, %k1) : (f64, f64, index) -> ()
  call @case_f64(%dnan, %done, %k0) : (f64, f64, index) -> ()
  call @case_f64(%done, %dnan, %k1) : (f64, f64, index) -> ()
  call @case_f64(%dnan, %done, %k2) : (f64, f64, index) -> ()
  call @case_f64(%done, %dnan, %k3) : (f64, f64, index) -> ()
  %hnz = arith.constant -0.0 : f16
  %hpz = arith.constant 0.0 : f16
  %hnan = arith.constant 0x7E00 : f16
  %hone = arith.constant 1.5 : f16
  call @case_f16(%hnz, %hpz, %k0) : (f16, f16, index) -> ()
  call @case_f16(%hpz, %hnz, %k1) : (f16, f16, index) -> ()
  call @case_f16(%hnan, %hone, %k0) : (f16, f16, index) -> ()
  call @case_f16(%hone, %hnan, %k1) : (f16, f16, index) -> ()
  call @case_f16(%hnan, %hone, %k2) : (f16, f16, index) -> ()
  call @case_f16(%hone, %hnan, %k3) : (f16, f16, index) -> ()
  return
}
