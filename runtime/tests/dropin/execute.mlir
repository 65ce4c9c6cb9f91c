// Tokens, async.execute with dependencies, blocking and non-blocking awaits,
// memref printing from tasks. Our own program (upstream async.mlir style).

func.func @main() {
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %i2 = arith.constant 2 : index
  %i3 = arith.constant 3 : index
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.5 : f32
  %c2 = arith.constant 2.25 : f32
  %c3 = arith.constant -3.0 : f32
  %c4 = arith.constant 1.0e7 : f32

  %A = memref.alloc() : memref<4xf32>
  linalg.fill ins(%c0 : f32) outs(%A : memref<4xf32>)
  %U = memref.cast %A : memref<4xf32> to memref<*xf32>

  // CHECK: Current thread id: [[MAIN:.*]]
  call @mlirAsyncRuntimePrintCurrentThreadId(): () -> ()
  // CHECK: [0,  0,  0,  0]
  call @printMemrefF32(%U): (memref<*xf32>) -> ()

  %t0 = async.execute {
    memref.store %c1, %A[%i0] : memref<4xf32>
    async.yield
  }
  async.await %t0 : !async.token
  // CHECK: [1.5,  0,  0,  0]
  call @printMemrefF32(%U): (memref<*xf32>) -> ()

  %t1 = async.execute [%t0] {
    memref.store %c2, %A[%i1] : memref<4xf32>
    %inner = async.execute {
      memref.store %c3, %A[%i2] : memref<4xf32>
      async.yield
    }
    async.await %inner : !async.token
    async.yield
  }
  %t2 = async.execute [%t1] {
    memref.store %c4, %A[%i3] : memref<4xf32>
    async.yield
  }
  async.await %t2 : !async.token
  // CHECK: [1.5,  2.25,  -3,  1e+07]
  call @printMemrefF32(%U): (memref<*xf32>) -> ()

  // A chain of dependent tasks, each awaiting the previous one.
  %B = memref.alloc() : memref<2x3xf32>
  %BU = memref.cast %B : memref<2x3xf32> to memref<*xf32>
  %first = async.execute { async.yield }
  %s0 = async.execute [%first] {
    memref.store %c0, %B[%i0, %i0] : memref<2x3xf32>
    memref.store %c0, %B[%i1, %i0] : memref<2x3xf32>
    async.yield
  }
  %s1 = async.execute [%s0] {
    %v = memref.load %B[%i1, %i0] : memref<2x3xf32>
    %w = arith.addf %v, %c1 : f32
    memref.store %c1, %B[%i0, %i1] : memref<2x3xf32>
    memref.store %w, %B[%i1, %i1] : memref<2x3xf32>
    async.yield
  }
  %last = async.execute [%s1] {
    %v = memref.load %B[%i1, %i1] : memref<2x3xf32>
    %w = arith.addf %v, %c1 : f32
    memref.store %c2, %B[%i0, %i2] : memref<2x3xf32>
    memref.store %w, %B[%i1, %i2] : memref<2x3xf32>
    async.yield
  }
  async.await %last : !async.token
  // CHECK: {{\[\[}}0,   1.5,   2.25],
  // CHECK:  [0,   1.5,   3]]
  call @printMemrefF32(%BU): (memref<*xf32>) -> ()

  // CHECK: Current thread id: [[MAIN]]
  call @mlirAsyncRuntimePrintCurrentThreadId(): () -> ()
  memref.dealloc %A : memref<4xf32>
  memref.dealloc %B : memref<2x3xf32>
  return
}

func.func private @mlirAsyncRuntimePrintCurrentThreadId() -> ()
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
