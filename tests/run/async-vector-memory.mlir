// Vector memory ops inside async code: transfer_read (with its in-bounds test and lane path)
// and gather inside async.execute bodies (so inside coroutine functions), vectors read before
// an await and stored after it, and a vector read from memory returned as an !async.value.
// mlir-runner-22 cannot run vector memory ops inside async code (LLVM 22's instruction
// selection aborts: "Do not know how to promote this operator's operand"), so the expected
// values are worked out by hand: @src[k] = k + 0.5.
//   %a = @src[3..7)                                  = (3.5, 4.5, 5.5, 6.5)
//   %b = @src[7..11), lane 3 out of bounds (padding) = (7.5, 8.5, 9.5, -1)
//   the gather of @src[9, 0, 4, 1] with lane 1 masked off = (9.5, 100, 4.5, 1.5), written at
//   %dst[7..11) with its last lane out of bounds; then %a + %b = (11, 13, 15, 5.5) at %dst[0..4).
// RUN: corolift run %s | FileCheck %s --match-full-lines

memref.global "private" @src : memref<10xf32> = dense<[0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5]>

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %pad = arith.constant -1.0 : f32
  %m = memref.get_global @src : memref<10xf32>
  %dst = memref.alloc() : memref<10xf32>
  %z = arith.constant dense<0.0> : vector<10xf32>
  vector.transfer_write %z, %dst[%c0] : vector<10xf32>, memref<10xf32>
  %t, %v = async.execute -> !async.value<vector<4xf32>> {
    %r = vector.transfer_read %m[%c7], %pad : memref<10xf32>, vector<4xf32>
    async.yield %r : vector<4xf32>
  }
  %a = vector.transfer_read %m[%c3], %pad : memref<10xf32>, vector<4xf32>
  %t2 = async.execute [%t] {
    %idx = arith.constant dense<[9, 0, 4, 1]> : vector<4xi32>
    %mask = arith.constant dense<[true, false, true, true]> : vector<4xi1>
    %pt = arith.constant dense<100.0> : vector<4xf32>
    %g = vector.gather %m[%c0][%idx], %mask, %pt : memref<10xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    vector.transfer_write %g, %dst[%c7] : vector<4xf32>, memref<10xf32>
    async.yield
  }
  async.await %t2 : !async.token
  %b = async.await %v : !async.value<vector<4xf32>>
  vector.print %a : vector<4xf32>
  vector.print %b : vector<4xf32>
  %s = arith.addf %a, %b : vector<4xf32>
  vector.transfer_write %s, %dst[%c0] : vector<4xf32>, memref<10xf32>
  %all = vector.load %dst[%c0] : memref<10xf32>, vector<10xf32>
  vector.print %all : vector<10xf32>
  memref.dealloc %dst : memref<10xf32>
  return
}

// CHECK: ( 3.5, 4.5, 5.5, 6.5 )
// CHECK-NEXT: ( 7.5, 8.5, 9.5, -1 )
// CHECK-NEXT: ( 11, 13, 15, 5.5, 0, 0, 0, 9.5, 100, 4.5 )
