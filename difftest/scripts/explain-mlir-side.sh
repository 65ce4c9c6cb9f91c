#!/usr/bin/env bash
# Explains an MLIR-side difftest finding (a program or batch corolift runs as the model says,
# but mlir-runner-22 does not): runs the file
#   * on corolift (JIT, leak check): the expected output, which the campaign checked against
#     the model;
#   * lowered by mlir-opt-22 (difftest's pipeline) under mlir-runner-22 five times on MLIR's
#     runtime and three times on corolift-runtime's cdylib, comparing each output;
#   * once under valgrind memcheck on each runtime (corolift-runtime with
#     COROLIFT_RUNTIME_SYSTEM_ALLOC=1, so that memcheck sees its objects' lifetimes),
#     summarised by memcheck-summary.py (invalid accesses by runtime function, and which
#     runtime call made the freed objects).
#
#   difftest/scripts/explain-mlir-side.sh FINDING.mlir [WORKDIR]
#
# Needs the release builds (cargo build --release -p corolift -p corolift-runtime),
# mlir-22-tools and valgrind.
set -u
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
file="$(realpath "$1")"
work="${2:-$(mktemp -d)}"
mkdir -p "$work" && cd "$work" || exit 2
name="$(basename "$file" .mlir)"
pipeline="$(sed -n 's/^pub const PIPELINE: &str = "\(.*\)";$/\1/p' "$root/difftest/src/run.rs")"
with_scf_to_cf="builtin.module(async.func(convert-scf-to-cf),${pipeline#builtin.module(}"
L=/usr/lib/llvm-22/lib
utils="$L/libmlir_c_runner_utils.so.22.1,$L/libmlir_runner_utils.so.22.1"
mlir_libs="$utils,$L/libmlir_async_runtime.so.22.1"
our_libs="$utils,$root/target/release/libcorolift_runtime.so"
run() { # libs output
  timeout 20 mlir-runner-22 "$name.llvm.mlir" -e main -entry-point-result=void -O0 \
    --shared-libs="$1" > "$2" 2>&1
}
compare() { # label output status
  if cmp -s "$2" "$name.expected"; then echo "$1: as expected (status $3)"
  else echo "$1: DIFFERS (status $3): $(diff "$name.expected" "$2" | grep '^[<>]' | head -3 | tr '\n' ' ')"; fi
}
COROLIFT_CHECK_LEAKS=1 "$root/target/release/corolift" run "$file" -e main \
  -entry-point-result=void > "$name.expected" || echo "corolift failed (status $?)"
mlir-opt-22 "$file" --pass-pipeline="$pipeline" -o "$name.llvm.mlir" 2>/dev/null ||
  mlir-opt-22 "$file" --pass-pipeline="$with_scf_to_cf" -o "$name.llvm.mlir" ||
  { echo "mlir-opt-22 rejects $file"; exit 1; }
for i in 1 2 3 4 5; do run "$mlir_libs" "mlir$i.out"; compare "MLIR runtime, run $i" "mlir$i.out" $?; done
for i in 1 2 3; do run "$our_libs" "ours$i.out"; compare "corolift-runtime, run $i" "ours$i.out" $?; done
memcheck() { # label libs log
  timeout 300 valgrind --error-limit=no mlir-runner-22 "$name.llvm.mlir" -e main \
    -entry-point-result=void -O0 --shared-libs="$2" > "$3.out" 2> "$3"
  compare "$1 under memcheck" "$3.out" $?
  python3 "$here/memcheck-summary.py" "$3"
}
memcheck "MLIR runtime" "$mlir_libs" memcheck-mlir.log
COROLIFT_RUNTIME_SYSTEM_ALLOC=1 memcheck "corolift-runtime" "$our_libs" memcheck-ours.log
