// RUN: corolift opt %s --arith-expand=include-bf16=true | corolift run | FileCheck %s --match-full-lines

// The results arith-expand gives a program: its min/max expansions pick the second operand
// of -0 and +0 (without the pass, maximumf orders -0 < +0, which is why this is a pass test
// and not a tests/run program), NaN handling, the division expansions, and the bf16
// truncf/extf bit expansions (1.00390625 is a tie between 1 and 1.0078125: even is 1).
// Expected output: mlir-opt-22 --arith-expand=include-bf16=true, lowered to LLVM and run by
// mlir-runner-22.
func.func @show(%a: f32, %b: f32) {
  %0 = arith.maximumf %a, %b : f32
  %1 = arith.minimumf %a, %b : f32
  %2 = arith.maxnumf %a, %b : f32
  %3 = arith.minnumf %a, %b : f32
  vector.print %0 : f32 punctuation <comma>
  vector.print %1 : f32 punctuation <comma>
  vector.print %2 : f32 punctuation <comma>
  vector.print %3 : f32
  return
}
func.func @div(%a: i8, %b: i8) {
  %0 = arith.ceildivsi %a, %b : i8
  %1 = arith.floordivsi %a, %b : i8
  %2 = arith.ceildivui %a, %b : i8
  %3 = arith.maxui %a, %b : i8
  vector.print %0 : i8 punctuation <comma>
  vector.print %1 : i8 punctuation <comma>
  vector.print %2 : i8 punctuation <comma>
  vector.print %3 : i8
  return
}
func.func @bf(%x: f32) {
  %t = arith.truncf %x : f32 to bf16
  %e = arith.extf %t : bf16 to f32
  vector.print %e : f32
  return
}
func.func @main() {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %one = arith.constant 1.0 : f32
  call @show(%z, %nz) : (f32, f32) -> ()
  call @show(%nz, %z) : (f32, f32) -> ()
  call @show(%nan, %one) : (f32, f32) -> ()
  call @show(%one, %nan) : (f32, f32) -> ()
  %a = arith.constant -7 : i8
  %b = arith.constant 2 : i8
  call @div(%a, %b) : (i8, i8) -> ()
  call @div(%b, %a) : (i8, i8) -> ()
  %x = arith.constant 1.00390625 : f32
  %y = arith.constant 3.14159274 : f32
  call @bf(%x) : (f32) -> ()
  call @bf(%y) : (f32) -> ()
  return
}

// CHECK: -0, -0, -0, -0
// CHECK-NEXT: 0, 0, 0, 0
// CHECK-NEXT: nan, nan, 1, 1
// CHECK-NEXT: nan, nan, 1, 1
// CHECK-NEXT: -3, -4, 125, -7
// CHECK-NEXT: 0, -1, 1, -7
// CHECK-NEXT: 1
// CHECK-NEXT: 3.14062
