// A store one past the end of a buffer, in a program compiled with
// generate-runtime-verification: the check before the store stops the program with MLIR's
// message (the store as printed in the input, located) instead of writing out of bounds.
// Expected output: mlir-runner-22 on `mlir-opt-22 %s --generate-runtime-verification`
// lowered as usual (the failed cf.assert prints its message on stdout, then aborts).
// COMPARE-SKIP: the checks come from the RUN line's generate-runtime-verification, which compare-corpus.sh does not run
// RUN: corolift opt %s --generate-runtime-verification | not --crash corolift run - | FileCheck %s

func.func @fill(%m: memref<?xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %m[%i] : memref<?xi32>
    vector.print %v : i32
  }
  return
}

func.func @main() {
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %m = memref.alloc(%c4) : memref<?xi32>
  call @fill(%m, %c4) : (memref<?xi32>, index) -> ()
  vector.print str "again, one element too many\n"
  call @fill(%m, %c5) : (memref<?xi32>, index) -> ()
  vector.print str "not reached\n"
  memref.dealloc %m : memref<?xi32>
  return
}

// CHECK:      0
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 3
// CHECK-NEXT: again, one element too many
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 3
// CHECK-NEXT: ERROR: Runtime op verification failed
// CHECK-NEXT: memref.store %0, %arg0[%arg2] : memref<?xi32>
// CHECK-NEXT: ^ out-of-bounds access
// CHECK-NEXT: Location: loc("{{.*}}rtverify-store-out-of-bounds-aborts.mlir":14:5)
// CHECK-NOT:  not reached
