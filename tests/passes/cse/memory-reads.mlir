// cse and memory: reads (memref.load, vector.load) are merged with an earlier equal read of
// the same block unless an op that may write lies between (a store or a call; an
// allocation or a dealloc does not count, as in MLIR); reads in other blocks, and
// allocations, are never merged; unused allocations and loads are erased as dead.
// Expected text: mlir-opt-22 --cse.
// RUN: corolift opt %s --cse | FileCheck %s
// RUN: corolift opt %s --cse | corolift opt -allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func private @use(f32)
// CHECK-LABEL: func.func @loads(%arg0: memref<8xf32>, %arg1: index, %arg2: index, %arg3: f32) -> (f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT:     %0 = memref.load %arg0[%arg1] : memref<8xf32>
// CHECK-NEXT:     %1 = memref.load %arg0[%arg2] : memref<8xf32>
// CHECK-NEXT:     %2 = arith.addf %0, %1 : f32
// CHECK-NEXT:     memref.store %2, %arg0[%arg2] : memref<8xf32>
// CHECK-NEXT:     %3 = memref.load %arg0[%arg1] : memref<8xf32>
// CHECK-NEXT:     call @use(%3) : (f32) -> ()
// CHECK-NEXT:     %4 = memref.load %arg0[%arg1] : memref<8xf32>
// CHECK-NEXT:     return %0, %0, %1, %3, %3, %4 : f32, f32, f32, f32, f32, f32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @vector_loads(%arg0: memref<8xf32>, %arg1: index) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT:     %0 = vector.load %arg0[%arg1] : memref<8xf32>, vector<4xf32>
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT:     return %0, %0, %0 : vector<4xf32>, vector<4xf32>, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @across_blocks(%arg0: i1, %arg1: memref<8xf32>, %arg2: index) -> f32 {
// CHECK-NEXT:     %0 = memref.load %arg1[%arg2] : memref<8xf32>
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2(%0 : f32)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %1 = memref.load %arg1[%arg2] : memref<8xf32>
// CHECK-NEXT:     cf.br ^bb2(%1 : f32)
// CHECK-NEXT:   ^bb2(%2: f32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     return %2 : f32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @allocs() -> (memref<4xf32>, memref<4xf32>) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     return %alloc, %alloc_0 : memref<4xf32>, memref<4xf32>
// CHECK-NEXT:   }
func.func private @use(f32)

func.func @loads(%m: memref<8xf32>, %i: index, %j: index, %v: f32) -> (f32, f32, f32, f32, f32, f32) {
  %0 = memref.load %m[%i] : memref<8xf32>
  %1 = memref.load %m[%i] : memref<8xf32>
  %2 = memref.load %m[%j] : memref<8xf32>
  %3 = arith.addf %0, %2 : f32
  memref.store %3, %m[%j] : memref<8xf32>
  %4 = memref.load %m[%i] : memref<8xf32>
  %5 = memref.load %m[%i] : memref<8xf32>
  func.call @use(%5) : (f32) -> ()
  %6 = memref.load %m[%i] : memref<8xf32>
  return %0, %1, %2, %4, %5, %6 : f32, f32, f32, f32, f32, f32
}

func.func @vector_loads(%m: memref<8xf32>, %i: index) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %0 = vector.load %m[%i] : memref<8xf32>, vector<4xf32>
  %a = memref.alloc() : memref<4xf32>
  %1 = vector.load %m[%i] : memref<8xf32>, vector<4xf32>
  memref.dealloc %a : memref<4xf32>
  %2 = vector.load %m[%i] : memref<8xf32>, vector<4xf32>
  return %0, %1, %2 : vector<4xf32>, vector<4xf32>, vector<4xf32>
}

func.func @across_blocks(%c: i1, %m: memref<8xf32>, %i: index) -> f32 {
  %0 = memref.load %m[%i] : memref<8xf32>
  cf.cond_br %c, ^bb1, ^bb2(%0 : f32)
^bb1:
  %1 = memref.load %m[%i] : memref<8xf32>
  cf.br ^bb2(%1 : f32)
^bb2(%r: f32):
  return %r : f32
}

func.func @allocs() -> (memref<4xf32>, memref<4xf32>) {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.alloc() : memref<4xf32>
  %2 = memref.alloca() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %3 = memref.load %0[%c0] : memref<4xf32>
  return %0, %1 : memref<4xf32>, memref<4xf32>
}
