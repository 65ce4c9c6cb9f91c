// async.value results of various types, chained through dependencies,
// printed with vector.print (printF32/printF64/printI64/printU64).

func.func @main() {
  %f1 = arith.constant 1.25 : f32
  %d1 = arith.constant 3.0e-5 : f64
  %i1 = arith.constant 41 : i32

  // CHECK: 1.25
  %t0, %v0 = async.execute -> !async.value<f32> {
    async.yield %f1 : f32
  }
  %r0 = async.await %v0 : !async.value<f32>
  vector.print %r0 : f32

  // CHECK: 3.75
  %t1, %v1 = async.execute [%t0] (%v0 as %x : !async.value<f32>) -> !async.value<f32> {
    %a = arith.constant 2.5 : f32
    %b = arith.addf %x, %a : f32
    async.yield %b : f32
  }
  %r1 = async.await %v1 : !async.value<f32>
  vector.print %r1 : f32

  // f64, i32, index and i1 values from one task each.
  %td, %vd = async.execute -> !async.value<f64> {
    %m = arith.constant 1.0e6 : f64
    %p = arith.mulf %d1, %m : f64
    async.yield %p : f64
  }
  %ti, %vi = async.execute -> !async.value<i32> {
    %one = arith.constant 1 : i32
    %s = arith.addi %i1, %one : i32
    async.yield %s : i32
  }
  %tx, %vx = async.execute -> !async.value<index> {
    %n = arith.constant -1 : index
    async.yield %n : index
  }
  %tb, %vb = async.execute (%vi as %y : !async.value<i32>) -> !async.value<i1> {
    %c = arith.constant 42 : i32
    %eq = arith.cmpi eq, %y, %c : i32
    async.yield %eq : i1
  }
  // CHECK: 30
  %rd = async.await %vd : !async.value<f64>
  vector.print %rd : f64
  // CHECK: 42
  %ri = async.await %vi : !async.value<i32>
  vector.print %ri : i32
  // CHECK: 18446744073709551615
  %rx = async.await %vx : !async.value<index>
  vector.print %rx : index
  // CHECK: 1
  %rb = async.await %vb : !async.value<i1>
  vector.print %rb : i1

  // A memref travels through a value.
  %tm, %vm = async.execute -> !async.value<memref<3xf64>> {
    %m = memref.alloc() : memref<3xf64>
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %big = arith.constant 1.0e300 : f64
    %tiny = arith.constant -2.5e-300 : f64
    %z = arith.constant -0.0 : f64
    %c1 = arith.constant 1 : index
    memref.store %big, %m[%c0] : memref<3xf64>
    memref.store %z, %m[%c1] : memref<3xf64>
    memref.store %tiny, %m[%c2] : memref<3xf64>
    async.yield %m : memref<3xf64>
  }
  %rm = async.await %vm : !async.value<memref<3xf64>>
  %u = memref.cast %rm : memref<3xf64> to memref<*xf64>
  // CHECK: [1e+300,  -0,  -2.5e-300]
  call @printMemrefF64(%u) : (memref<*xf64>) -> ()
  memref.dealloc %rm : memref<3xf64>

  // Special floats via vector.print.
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %nnan = arith.constant 0xFFC00000 : f32
  %small = arith.constant 1.0e-5 : f32
  %round = arith.constant 999999.5 : f32
  // CHECK: inf
  vector.print %inf : f32
  // CHECK: -inf
  vector.print %ninf : f32
  // CHECK: nan
  vector.print %nan : f32
  // CHECK: -nan
  vector.print %nnan : f32
  // CHECK: 1e-05
  vector.print %small : f32
  // CHECK: 1e+06
  vector.print %round : f32
  return
}

func.func private @printMemrefF64(memref<*xf64>) attributes { llvm.emit_c_interface }
