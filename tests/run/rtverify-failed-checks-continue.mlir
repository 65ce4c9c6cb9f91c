// Failed runtime checks of several memref ops under test-cf-assert, which turns each
// cf.assert into "print the message and continue": every failure is reported, in program
// order, with the op as the input printed it and its location, and the program runs on.
// None of the failing ops is used afterwards (their results would be out of bounds).
// Expected output: mlir-runner-22 on
// `mlir-opt-22 %s --generate-runtime-verification --test-cf-assert --lower-affine` lowered as
// usual (mlir-opt-22 crashes building the subview check unless something loads the scf
// dialect; -lower-affine does).
// COMPARE-SKIP: the checks come from the RUN line's generate-runtime-verification, which compare-corpus.sh does not run
// RUN: corolift opt %s --generate-runtime-verification --test-cf-assert | corolift run - | FileCheck %s

func.func @cast_static(%m: memref<?xf32>) {
  %c = memref.cast %m : memref<?xf32> to memref<8xf32>
  return
}

func.func @cast_unranked(%u: memref<*xf32>) {
  %c = memref.cast %u : memref<*xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return
}

func.func @dim_of(%u: memref<*xf32>, %i: index) {
  %d = memref.dim %u, %i : memref<*xf32>
  return
}

func.func @window(%m: memref<?x4xf32>, %off: index, %size: index) {
  %s = memref.subview %m[%off, 1] [%size, 2] [1, 1] : memref<?x4xf32> to memref<?x2xf32, strided<[4, 1], offset: ?>>
  return
}

func.func @load_at(%m: memref<?x4xf32>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i, %j] : memref<?x4xf32>
  return %v : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %a = memref.alloc(%c5) : memref<?xf32>
  %b = memref.alloc() : memref<3x4xf32>
  %b_dyn = memref.cast %b : memref<3x4xf32> to memref<?x4xf32>
  %b_unranked = memref.cast %b : memref<3x4xf32> to memref<*xf32>
  %a_unranked = memref.cast %a : memref<?xf32> to memref<*xf32>
  %x = arith.constant 2.5 : f32
  memref.store %x, %b[%c2, %c3] : memref<3x4xf32>

  // CHECK:      ERROR: Runtime op verification failed
  // CHECK-NEXT: %cast = memref.cast %arg0 : memref<?xf32> to memref<8xf32>
  // CHECK-NEXT: ^ size mismatch of dim 0
  // CHECK-NEXT: Location: loc("{{.*}}rtverify-failed-checks-continue.mlir":13:8)
  call @cast_static(%a) : (memref<?xf32>) -> ()
  // CHECK-NEXT: cast 1 done
  vector.print str "cast 1 done\n"

  // CHECK-NEXT: ERROR: Runtime op verification failed
  // CHECK-NEXT: %cast = memref.cast %arg0 : memref<*xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  // CHECK-NEXT: ^ rank mismatch
  // CHECK-NEXT: Location: loc("{{.*}}rtverify-failed-checks-continue.mlir":18:8)
  call @cast_unranked(%a_unranked) : (memref<*xf32>) -> ()
  // A rank-2 source passes (the other parts of the type are dynamic: no more checks).
  call @cast_unranked(%b_unranked) : (memref<*xf32>) -> ()
  // CHECK-NEXT: cast 2 done
  vector.print str "cast 2 done\n"

  // CHECK-NEXT: ERROR: Runtime op verification failed
  // CHECK-NEXT: %dim = memref.dim %arg0, %arg1 : memref<*xf32>
  // CHECK-NEXT: ^ index is out of bounds
  // CHECK-NEXT: Location: loc("{{.*}}rtverify-failed-checks-continue.mlir":23:8)
  call @dim_of(%b_unranked, %c2) : (memref<*xf32>, index) -> ()
  call @dim_of(%b_unranked, %c1) : (memref<*xf32>, index) -> ()
  // CHECK-NEXT: dim done
  vector.print str "dim done\n"

  // Rows 2..4 of a 3-row buffer: the offset is fine, the last row is not.
  // CHECK-NEXT: ERROR: Runtime op verification failed
  // CHECK-NEXT: %subview = memref.subview %arg0[%arg1, 1] [%arg2, 2] [1, 1] : memref<?x4xf32> to memref<?x2xf32, strided<[4, 1], offset: ?>>
  // CHECK-NEXT: ^ subview runs out-of-bounds along dimension 0
  // CHECK-NEXT: Location: loc("{{.*}}rtverify-failed-checks-continue.mlir":28:8)
  call @window(%b_dyn, %c2, %c3) : (memref<?x4xf32>, index, index) -> ()
  // An empty window may start right after the end; a non-empty one may not.
  call @window(%b_dyn, %c3, %c0) : (memref<?x4xf32>, index, index) -> ()
  // CHECK-NEXT: ERROR: Runtime op verification failed
  // CHECK-NEXT: %subview = memref.subview %arg0[%arg1, 1] [%arg2, 2] [1, 1] : memref<?x4xf32> to memref<?x2xf32, strided<[4, 1], offset: ?>>
  // CHECK-NEXT: ^ offset 0 is out-of-bounds
  // CHECK-NEXT: Location: loc("{{.*}}rtverify-failed-checks-continue.mlir":28:8)
  // CHECK-NEXT: ERROR: Runtime op verification failed
  // CHECK-NEXT: %subview = memref.subview %arg0[%arg1, 1] [%arg2, 2] [1, 1] : memref<?x4xf32> to memref<?x2xf32, strided<[4, 1], offset: ?>>
  // CHECK-NEXT: ^ subview runs out-of-bounds along dimension 0
  // CHECK-NEXT: Location: loc("{{.*}}rtverify-failed-checks-continue.mlir":28:8)
  call @window(%b_dyn, %c3, %c1) : (memref<?x4xf32>, index, index) -> ()
  // CHECK-NEXT: subview done
  vector.print str "subview done\n"

  // CHECK-NEXT: 2.5
  %v = call @load_at(%b_dyn, %c2, %c3) : (memref<?x4xf32>, index, index) -> f32
  vector.print %v : f32
  // CHECK-NOT: ERROR
  memref.dealloc %a : memref<?xf32>
  memref.dealloc %b : memref<3x4xf32>
  return
}
