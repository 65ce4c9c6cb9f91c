// An i32 entry: mlir-runner prints the result after the program's output (input of
// compare-run-corpus.mlir).
func.func @main() -> i32 {
  %c = arith.constant 42 : i32
  %v = arith.constant 7 : i64
  vector.print %v : i64
  return %c : i32
}
