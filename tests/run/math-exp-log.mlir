// math.exp, exp2, expm1 (exp(x) - 1, as convert-math-to-llvm expands it), log, log2, log10,
// log1p (log(1 + x), the default approximate-log1p expansion) and powf on f64 and f32, with
// zeros, infinities, NaN, overflow and the IEEE special cases of pow. The last lines print
// the bits of a few results (the same libm functions as LLVM's lowering calls).
// Expected values: mlir-runner-22 (mlir-opt-22 --convert-math-to-llvm --convert-math-to-libm
// then the usual LLVM lowering); the special cases checked by hand against C99 Annex F.
// RUN: corolift run %s | FileCheck %s

func.func @exps(%x: f64) {
  %a = math.exp %x : f64
  %b = math.exp2 %x : f64
  %c = math.expm1 %x : f64
  vector.print %a : f64 punctuation <comma>
  vector.print %b : f64 punctuation <comma>
  vector.print %c : f64
  return
}

func.func @logs(%x: f64) {
  %a = math.log %x : f64
  %b = math.log2 %x : f64
  %c = math.log10 %x : f64
  %d = math.log1p %x : f64
  vector.print %a : f64 punctuation <comma>
  vector.print %b : f64 punctuation <comma>
  vector.print %c : f64 punctuation <comma>
  vector.print %d : f64
  return
}

func.func @logs32(%x: f32) {
  %a = math.log %x : f32
  %b = math.log2 %x : f32
  %c = math.log10 %x : f32
  %d = math.log1p %x : f32
  %e = math.exp %x : f32
  %f = math.exp2 %x : f32
  %g = math.expm1 %x : f32
  vector.print %a : f32 punctuation <comma>
  vector.print %b : f32 punctuation <comma>
  vector.print %c : f32 punctuation <comma>
  vector.print %d : f32 punctuation <comma>
  vector.print %e : f32 punctuation <comma>
  vector.print %f : f32 punctuation <comma>
  vector.print %g : f32
  return
}

func.func @power(%x: f64, %y: f64) {
  %r = math.powf %x, %y : f64
  vector.print %r : f64
  return
}

func.func @power32(%x: f32, %y: f32) {
  %r = math.powf %x, %y : f32
  vector.print %r : f32
  return
}

// Invalid operations give a NaN whose sign depends on the target: print isnan instead.
func.func @invalid(%x: f64, %y: f64) {
  %l = math.log %x : f64
  %p = math.powf %x, %y : f64
  %ln = math.isnan %l : f64
  %pn = math.isnan %p : f64
  vector.print %ln : i1 punctuation <comma>
  vector.print %pn : i1
  return
}

func.func @bits(%x: f64) {
  %e = math.exp %x : f64
  %l = math.log %x : f64
  %p = math.powf %x, %x : f64
  %eb = arith.bitcast %e : f64 to i64
  %lb = arith.bitcast %l : f64 to i64
  %pb = arith.bitcast %p : f64 to i64
  vector.print %eb : i64 punctuation <comma>
  vector.print %lb : i64 punctuation <comma>
  vector.print %pb : i64
  return
}

func.func @expm1_bits(%x: f64) -> i64 {
  %e = math.expm1 %x : f64
  %b = arith.bitcast %e : f64 to i64
  return %b : i64
}

func.func @main() {
  %zero = arith.constant 0.0 : f64
  %nzero = arith.constant -0.0 : f64
  %one = arith.constant 1.0 : f64
  %m1 = arith.constant -1.0 : f64
  %half = arith.constant 0.5 : f64
  %tiny = arith.constant 1.0e-10 : f64
  %big = arith.constant 1000.0 : f64
  %inf = arith.constant 0x7FF0000000000000 : f64
  %ninf = arith.constant 0xFFF0000000000000 : f64
  %nan = arith.constant 0x7FF8000000000000 : f64
  %ten = arith.constant 10.0 : f64

  // CHECK: 1, 1, 0
  func.call @exps(%zero) : (f64) -> ()
  // CHECK-NEXT: 1, 1, 0
  func.call @exps(%nzero) : (f64) -> ()
  // CHECK-NEXT: 2.71828, 2, 1.71828
  func.call @exps(%one) : (f64) -> ()
  // CHECK-NEXT: 0.367879, 0.5, -0.632121
  func.call @exps(%m1) : (f64) -> ()
  // CHECK-NEXT: 1, 1, 1e-10
  func.call @exps(%tiny) : (f64) -> ()
  // CHECK-NEXT: inf, 1.07151e+301, inf
  func.call @exps(%big) : (f64) -> ()
  // CHECK-NEXT: inf, inf, inf
  func.call @exps(%inf) : (f64) -> ()
  // CHECK-NEXT: 0, 0, -1
  func.call @exps(%ninf) : (f64) -> ()
  // CHECK-NEXT: nan, nan, nan
  func.call @exps(%nan) : (f64) -> ()

  // CHECK-NEXT: -inf, -inf, -inf, 0
  func.call @logs(%zero) : (f64) -> ()
  // CHECK-NEXT: 0, 0, 0, 0.693147
  func.call @logs(%one) : (f64) -> ()
  // CHECK-NEXT: -0.693147, -1, -0.30103, 0.405465
  func.call @logs(%half) : (f64) -> ()
  // CHECK-NEXT: 2.30259, 3.32193, 1, 2.3979
  func.call @logs(%ten) : (f64) -> ()
  // CHECK-NEXT: inf, inf, inf, inf
  func.call @logs(%inf) : (f64) -> ()
  // CHECK-NEXT: nan, nan, nan, nan
  func.call @logs(%nan) : (f64) -> ()
  // log1p(-1) = log(0) = -inf.
  // CHECK-NEXT: -inf
  %lp = math.log1p %m1 : f64
  vector.print %lp : f64

  %f0 = arith.constant 0.5 : f32
  %f1 = arith.constant 1.0e-30 : f32
  // CHECK-NEXT: -0.693147, -1, -0.30103, 0.405465, 1.64872, 1.41421, 0.648721
  func.call @logs32(%f0) : (f32) -> ()
  // CHECK-NEXT: -69.0776, -99.6578, -30, 0, 1, 1, 0
  func.call @logs32(%f1) : (f32) -> ()

  %two = arith.constant 2.0 : f64
  %three = arith.constant 3.0 : f64
  %m2 = arith.constant -2.0 : f64
  // CHECK-NEXT: 1024
  func.call @power(%two, %ten) : (f64, f64) -> ()
  // CHECK-NEXT: -8
  func.call @power(%m2, %three) : (f64, f64) -> ()
  // CHECK-NEXT: 0.25
  func.call @power(%m2, %m2) : (f64, f64) -> ()
  // CHECK-NEXT: inf
  func.call @power(%zero, %m1) : (f64, f64) -> ()
  // CHECK-NEXT: -inf
  func.call @power(%nzero, %m1) : (f64, f64) -> ()
  // CHECK-NEXT: 1
  func.call @power(%nan, %zero) : (f64, f64) -> ()
  // CHECK-NEXT: 1
  func.call @power(%one, %nan) : (f64, f64) -> ()
  // CHECK-NEXT: 1
  func.call @power(%m1, %inf) : (f64, f64) -> ()
  // CHECK-NEXT: 0
  func.call @power(%half, %inf) : (f64, f64) -> ()
  // CHECK-NEXT: inf
  func.call @power(%ten, %big) : (f64, f64) -> ()
  %fb = arith.constant 1.5 : f32
  %fe = arith.constant 2.5 : f32
  // CHECK-NEXT: 2.75568
  func.call @power32(%fb, %fe) : (f32, f32) -> ()

  // CHECK-NEXT: 1, 1
  func.call @invalid(%m2, %half) : (f64, f64) -> ()

  %x = arith.constant 0.7 : f64
  %y = arith.constant 3.3 : f64
  // CHECK-NEXT: 4611716986771507591, -4623275132358410416, 4605192331381283248
  func.call @bits(%x) : (f64) -> ()
  // CHECK-NEXT: 4628324747090885499, 4608055767956768631, 4632432937933414408
  func.call @bits(%y) : (f64) -> ()
  // exp(x) - 1 loses the digits expm1 would keep: these bits are 1.000000082740371e-10, not
  // expm1's 1.00000000005e-10.
  // (Through a call: mlir-opt folds math ops on constants with the C library's own expm1.)
  %emb = func.call @expm1_bits(%tiny) : (f64) -> i64
  // CHECK-NEXT: 4457293557727756288
  vector.print %emb : i64
  return
}
