// Vectors as function arguments and results (several at once, n-D, 0-D, i1 masks, more
// results than return registers), as loop-carried block arguments of scf.for and cf
// branches, through func.call_indirect and recursion. Expected output from mlir-runner-22.
// RUN: corolift run %s | FileCheck %s

func.func @swap_scale(%a: vector<4xf32>, %b: vector<2x3xi16>, %s: f32)
    -> (vector<2x3xi16>, vector<4xf32>, vector<4xf32>, vector<f64>, vector<5xi1>, i32) {
  %sv = vector.broadcast %s : f32 to vector<4xf32>
  %a2 = arith.mulf %a, %sv : vector<4xf32>
  %a3 = arith.addf %a2, %a : vector<4xf32>
  %b2 = arith.addi %b, %b : vector<2x3xi16>
  %z = arith.constant dense<0.5> : vector<f64>
  %m = arith.constant dense<[true, false, false, true, true]> : vector<5xi1>
  %k = arith.constant 42 : i32
  return %b2, %a2, %a3, %z, %m, %k : vector<2x3xi16>, vector<4xf32>, vector<4xf32>, vector<f64>, vector<5xi1>, i32
}

// Sum of 1..n as a vector<3xi64> recursion: (n, 2n, 3n) accumulated.
func.func @rec(%n: i64, %acc: vector<3xi64>) -> vector<3xi64> {
  %c0 = arith.constant 0 : i64
  %done = arith.cmpi eq, %n, %c0 : i64
  cf.cond_br %done, ^ret(%acc : vector<3xi64>), ^step
^step:
  %mul = arith.constant dense<[1, 2, 3]> : vector<3xi64>
  %nv = vector.broadcast %n : i64 to vector<3xi64>
  %t = arith.muli %nv, %mul : vector<3xi64>
  %acc2 = arith.addi %acc, %t : vector<3xi64>
  %c1 = arith.constant 1 : i64
  %n1 = arith.subi %n, %c1 : i64
  %r = func.call @rec(%n1, %acc2) : (i64, vector<3xi64>) -> vector<3xi64>
  cf.br ^ret(%r : vector<3xi64>)
^ret(%out: vector<3xi64>):
  return %out : vector<3xi64>
}

func.func @neg(%v: vector<8xf64>) -> vector<8xf64> {
  %r = arith.negf %v : vector<8xf64>
  return %r : vector<8xf64>
}

func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %b = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi16>
  %s = arith.constant 10.0 : f32
  %r:6 = func.call @swap_scale(%a, %b, %s) : (vector<4xf32>, vector<2x3xi16>, f32)
      -> (vector<2x3xi16>, vector<4xf32>, vector<4xf32>, vector<f64>, vector<5xi1>, i32)
  vector.print %r#0 : vector<2x3xi16>
  vector.print %r#1 : vector<4xf32>
  vector.print %r#2 : vector<4xf32>
  vector.print %r#3 : vector<f64>
  vector.print %r#4 : vector<5xi1>
  vector.print %r#5 : i32

  // scf.for carrying two vectors: x <- x * 1.5 + y, y <- y + 1.
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %c1 = arith.constant 1 : index
  %x0 = arith.constant dense<[1.0, -1.0, 0.5, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]> : vector<9xf32>
  %y0 = arith.constant dense<1.0> : vector<9xf32>
  %k = arith.constant dense<1.5> : vector<9xf32>
  %res:2 = scf.for %i = %c0 to %c5 step %c1 iter_args(%x = %x0, %y = %y0) -> (vector<9xf32>, vector<9xf32>) {
    %xm = arith.mulf %x, %k : vector<9xf32>
    %xn = arith.addf %xm, %y : vector<9xf32>
    %yn = arith.addf %y, %y0 : vector<9xf32>
    scf.yield %xn, %yn : vector<9xf32>, vector<9xf32>
  }
  vector.print %res#0 : vector<9xf32>
  vector.print %res#1 : vector<9xf32>

  %n = arith.constant 10 : i64
  %zero = arith.constant dense<0> : vector<3xi64>
  %sum = func.call @rec(%n, %zero) : (i64, vector<3xi64>) -> vector<3xi64>
  vector.print %sum : vector<3xi64>

  %f = func.constant @neg : (vector<8xf64>) -> vector<8xf64>
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : vector<8xf64>
  %nv = func.call_indirect %f(%v) : (vector<8xf64>) -> vector<8xf64>
  vector.print %nv : vector<8xf64>
  return
}


// CHECK:      ( ( 2, 4, 6 ), ( 8, 10, 12 ) )
// CHECK-NEXT: ( 10, 20, 30, 40 )
// CHECK-NEXT: ( 11, 22, 33, 44 )
// CHECK-NEXT: ( 0.5 )
// CHECK-NEXT: ( 1, 0, 0, 1, 1 )
// CHECK-NEXT: 42
// CHECK-NEXT: ( 37.1562, 21.9688, 33.3594, 44.75, 52.3438, 59.9375, 67.5312, 75.125, 82.7188 )
// CHECK-NEXT: ( 6, 6, 6, 6, 6, 6, 6, 6, 6 )
// CHECK-NEXT: ( 55, 110, 165 )
// CHECK-NEXT: ( -1, -2, -3, -4, -5, -6, -7, -8 )
