// Memref printing of every supported element type and several ranks,
// filled by tasks.

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index

  %a = memref.alloc() : memref<2x2x3xi32>
  %b = memref.alloc() : memref<f32>
  %c = memref.alloc() : memref<3xindex>
  %d = memref.alloc() : memref<1x4xf64>
  %e = memref.alloc() : memref<1xf32>

  %t = async.execute {
    scf.for %i = %c0 to %c2 step %c1 {
      scf.for %j = %c0 to %c2 step %c1 {
        scf.for %k = %c0 to %c3 step %c1 {
          %ii = arith.index_cast %i : index to i32
          %jj = arith.index_cast %j : index to i32
          %kk = arith.index_cast %k : index to i32
          %h = arith.constant 100 : i32
          %t1 = arith.muli %ii, %h : i32
          %ten = arith.constant -10 : i32
          %t2 = arith.muli %jj, %ten : i32
          %s1 = arith.addi %t1, %t2 : i32
          %s2 = arith.addi %s1, %kk : i32
          memref.store %s2, %a[%i, %j, %k] : memref<2x2x3xi32>
        }
      }
    }
    async.yield
  }
  %u = async.execute {
    %q = arith.constant 0.1 : f32
    memref.store %q, %b[] : memref<f32>
    %big = arith.constant 123456789.0 : f32
    memref.store %big, %e[%c0] : memref<1xf32>
    scf.for %i = %c0 to %c3 step %c1 {
      %sq = arith.muli %i, %i : index
      memref.store %sq, %c[%i] : memref<3xindex>
    }
    %w = arith.constant 0.333333333333 : f64
    %x = arith.constant 2.0e-4 : f64
    %y = arith.constant 12345678.0 : f64
    %z = arith.constant 5.0e-5 : f64
    memref.store %w, %d[%c0, %c0] : memref<1x4xf64>
    memref.store %x, %d[%c0, %c1] : memref<1x4xf64>
    memref.store %y, %d[%c0, %c2] : memref<1x4xf64>
    memref.store %z, %d[%c0, %c3] : memref<1x4xf64>
    async.yield
  }
  async.await %t : !async.token
  async.await %u : !async.token

  %ua = memref.cast %a : memref<2x2x3xi32> to memref<*xi32>
  %ub = memref.cast %b : memref<f32> to memref<*xf32>
  %uc = memref.cast %c : memref<3xindex> to memref<*xindex>
  %ud = memref.cast %d : memref<1x4xf64> to memref<*xf64>
  %ue = memref.cast %e : memref<1xf32> to memref<*xf32>
  // CHECK: rank = 3 offset = 0 sizes = [2, 2, 3] strides = [6, 3, 1] data =
  // CHECK: {{\[\[\[}}0,    1,    2],
  // CHECK:   [-10,    -9,    -8]],
  // CHECK:  {{\[\[}}100,    101,    102],
  // CHECK:   [90,    91,    92]]]
  call @printMemrefI32(%ua) : (memref<*xi32>) -> ()
  // CHECK: rank = 0 offset = 0 sizes = [] strides = [] data =
  // CHECK: [0.1]
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  // CHECK: [0,  1,  4]
  call @printMemrefInd(%uc) : (memref<*xindex>) -> ()
  // CHECK: {{\[\[}}0.333333,   0.0002,   1.23457e+07,   5e-05]]
  call @printMemrefF64(%ud) : (memref<*xf64>) -> ()
  // CHECK: [1.23457e+08]
  call @printMemrefF32(%ue) : (memref<*xf32>) -> ()

  // A strided view: every other column of a 2x4 memref.
  %m = memref.alloc() : memref<2x4xi64>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %ij = arith.muli %i, %c3 : index
      %v = arith.addi %ij, %j : index
      %vi = arith.index_cast %v : index to i64
      memref.store %vi, %m[%i, %j] : memref<2x4xi64>
    }
  }
  %sub = memref.subview %m[0, 0] [2, 2] [1, 2] : memref<2x4xi64> to memref<2x2xi64, strided<[4, 2]>>
  %us = memref.cast %sub : memref<2x2xi64, strided<[4, 2]>> to memref<*xi64>
  // CHECK: sizes = [2, 2] strides = [4, 2] data =
  // CHECK: {{\[\[}}0,   2],
  // CHECK:  [3,   5]]
  call @printMemrefI64(%us) : (memref<*xi64>) -> ()

  memref.dealloc %a : memref<2x2x3xi32>
  memref.dealloc %b : memref<f32>
  memref.dealloc %c : memref<3xindex>
  memref.dealloc %d : memref<1x4xf64>
  memref.dealloc %e : memref<1xf32>
  memref.dealloc %m : memref<2x4xi64>
  return
}

func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefF64(memref<*xf64>) attributes { llvm.emit_c_interface }
func.func private @printMemrefInd(memref<*xindex>) attributes { llvm.emit_c_interface }
