// Failed checks of expand_shape (a source size the static group sizes do not divide) and
// assume_alignment (a descriptor whose aligned pointer is 3, built with llvm ops as
// upstream's test does, never dereferenced) under test-cf-assert: each is reported with the
// op and its location and the program goes on; the valid ones pass silently.
// Expected output: mlir-runner-22 on
// `mlir-opt-22 %s --generate-runtime-verification --test-cf-assert` lowered as usual
// (with expand-strided-metadata).
// COMPARE-SKIP: the checks come from the RUN line's generate-runtime-verification, which compare-corpus.sh does not run
// RUN: corolift opt %s --generate-runtime-verification --test-cf-assert | corolift run - | FileCheck %s

func.func @expand(%m: memref<?xf32>, %rows: index) {
  %e = memref.expand_shape %m [[0, 1]] output_shape [%rows, 4] : memref<?xf32> into memref<?x4xf32>
  return
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %c10 = arith.constant 10 : index
  %a = memref.alloc(%c10) : memref<?xf32>
  %b = memref.alloc(%c8) : memref<?xf32>
  // CHECK:      ERROR: Runtime op verification failed
  // CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [%arg1, 4] : memref<?xf32> into memref<?x4xf32>
  // CHECK-NEXT: ^ static result dims in reassoc group do not divide src dim evenly
  // CHECK-NEXT: Location: loc("{{.*}}rtverify-views-failed-checks.mlir":12:8)
  call @expand(%a, %c3) : (memref<?xf32>, index) -> ()
  call @expand(%b, %c2) : (memref<?xf32>, index) -> ()
  // CHECK-NEXT: expand done
  vector.print str "expand done\n"

  %ok = memref.alloc() {alignment = 64 : i64} : memref<4xf64>
  %ok2 = memref.assume_alignment %ok, 64 : memref<4xf64>
  %c0_i64 = llvm.mlir.constant(0 : index) : i64
  %c1_i64 = llvm.mlir.constant(1 : index) : i64
  %c3_i64 = llvm.mlir.constant(3 : index) : i64
  %p = llvm.inttoptr %c3_i64 : i64 to !llvm.ptr
  %u = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %d0 = llvm.insertvalue %p, %u[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %d1 = llvm.insertvalue %p, %d0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %d2 = llvm.insertvalue %c0_i64, %d1[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %d3 = llvm.insertvalue %c1_i64, %d2[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %d4 = llvm.insertvalue %c1_i64, %d3[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %bad = builtin.unrealized_conversion_cast %d4 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<1xf32>
  // CHECK-NEXT: ERROR: Runtime op verification failed
  // CHECK-NEXT: %assume_align_2 = memref.assume_alignment %10, 4 : memref<1xf32>
  // CHECK-NEXT: ^ memref is not aligned to 4
  // CHECK-NEXT: Location: loc("{{.*}}rtverify-views-failed-checks.mlir":49:11)
  %bad2 = memref.assume_alignment %bad, 4 : memref<1xf32>
  // CHECK-NEXT: alignment done
  vector.print str "alignment done\n"
  // CHECK-NOT: ERROR
  memref.dealloc %a : memref<?xf32>
  memref.dealloc %b : memref<?xf32>
  memref.dealloc %ok : memref<4xf64>
  return
}
