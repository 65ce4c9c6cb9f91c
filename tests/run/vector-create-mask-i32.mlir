// vector.create_mask with sizes outside the i32 range: MLIR 22's LLVM lowering compares the
// innermost dimension in i32 (convert-vector-to-llvm's default force-32bit-vector-indices),
// so 2^32 + 2 acts as 2 and 2^31 as a negative size (empty), while outer dimensions compare
// the whole index. Sizes are function arguments, so nothing folds.
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s --match-full-lines
func.func @masks(%a: index, %b: index) {
  %0 = vector.create_mask %a : vector<5xi1>
  vector.print %0 : vector<5xi1>
  %1 = vector.create_mask %b, %a : vector<2x3xi1>
  vector.print %1 : vector<2x3xi1>
  %2 = vector.create_mask %a, %b : vector<2x3xi1>
  vector.print %2 : vector<2x3xi1>
  return
}

func.func @main() {
  %big = arith.constant 4294967298 : index
  %neg32 = arith.constant 2147483648 : index
  %c1 = arith.constant 1 : index
  call @masks(%big, %c1) : (index, index) -> ()
  call @masks(%neg32, %big) : (index, index) -> ()
  call @masks(%c1, %big) : (index, index) -> ()
  return
}

// CHECK: ( 1, 1, 0, 0, 0 )
// CHECK-NEXT: ( ( 1, 1, 0 ), ( 0, 0, 0 ) )
// CHECK-NEXT: ( ( 1, 0, 0 ), ( 1, 0, 0 ) )
// CHECK-NEXT: ( 0, 0, 0, 0, 0 )
// CHECK-NEXT: ( ( 0, 0, 0 ), ( 0, 0, 0 ) )
// CHECK-NEXT: ( ( 1, 1, 0 ), ( 1, 1, 0 ) )
// CHECK-NEXT: ( 1, 0, 0, 0, 0 )
// CHECK-NEXT: ( ( 1, 0, 0 ), ( 1, 0, 0 ) )
// CHECK-NEXT: ( ( 1, 1, 0 ), ( 0, 0, 0 ) )
