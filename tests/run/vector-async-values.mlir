// Vectors across suspension points and inside async values: an async.execute returning
// !async.value<vector<…>> results, vectors live across async.await in the coroutine
// (frame fields of 128-bit parts), an async.func taking and returning vectors, n-D and i1
// vectors. Expected output from mlir-runner-22 (the compare-corpus pipeline).
// RUN: COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=0 corolift run %s | FileCheck %s
// COMPARE-SKIP: mlir-runner-22 -O0 crashes (signal 11) in most runs of this program; -O3 prints what the CHECK lines expect

async.func @scale(%v: vector<6xf32>, %k: vector<6xf32>) -> !async.value<vector<6xf32>> {
  %r = arith.mulf %v, %k : vector<6xf32>
  return %r : vector<6xf32>
}

async.func @chain(%v: vector<2x3xi32>) -> !async.value<vector<2x3xi32>> {
  %one = arith.constant dense<1> : vector<2x3xi32>
  %t, %a = async.execute -> !async.value<vector<2x3xi32>> {
    %x = arith.addi %v, %one : vector<2x3xi32>
    async.yield %x : vector<2x3xi32>
  }
  // %v and %one live across this await.
  %got = async.await %a : !async.value<vector<2x3xi32>>
  %sum = arith.addi %got, %v : vector<2x3xi32>
  %sum2 = arith.addi %sum, %one : vector<2x3xi32>
  return %sum2 : vector<2x3xi32>
}

func.func @main() {
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : vector<6xf32>
  %k = arith.constant dense<[0.5, 0.5, 2.0, 2.0, -1.0, 10.0]> : vector<6xf32>
  %s = async.call @scale(%v, %k) : (vector<6xf32>, vector<6xf32>) -> !async.value<vector<6xf32>>
  %sv = async.await %s : !async.value<vector<6xf32>>
  vector.print %sv : vector<6xf32>

  %m = arith.constant dense<[[1, 2, 3], [-4, -5, -6]]> : vector<2x3xi32>
  %c = async.call @chain(%m) : (vector<2x3xi32>) -> !async.value<vector<2x3xi32>>
  %cv = async.await %c : !async.value<vector<2x3xi32>>
  vector.print %cv : vector<2x3xi32>

  // Masks and f64 vectors through async values.
  %t1, %mask = async.execute -> !async.value<vector<5xi1>> {
    %a = arith.constant dense<[1, 5, 3, 9, 0]> : vector<5xi8>
    %b = arith.constant dense<[2, 4, 3, 1, 7]> : vector<5xi8>
    %lt = arith.cmpi ult, %a, %b : vector<5xi8>
    async.yield %lt : vector<5xi1>
  }
  %t2, %d = async.execute [%t1] (%mask as %mv: !async.value<vector<5xi1>>) -> !async.value<vector<3xf64>> {
    %mk = arith.constant dense<[1.25, 2.5, 3.75]> : vector<3xf64>
    %dd = arith.addf %mk, %mk : vector<3xf64>
    async.yield %dd : vector<3xf64>
  }
  %mk = async.await %mask : !async.value<vector<5xi1>>
  vector.print %mk : vector<5xi1>
  %dv = async.await %d : !async.value<vector<3xf64>>
  vector.print %dv : vector<3xf64>
  return
}

// CHECK:      ( 0.5, 1, 6, 8, -5, 60 )
// CHECK-NEXT: ( ( 4, 6, 8 ), ( -6, -8, -10 ) )
// CHECK-NEXT: ( 1, 0, 0, 0, 1 )
// CHECK-NEXT: ( 2.5, 5, 7.5 )
