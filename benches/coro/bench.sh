#!/usr/bin/env bash
# Coroutine benchmark: the same async programs compiled by corolift (Cranelift + coro-split +
# corolift-runtime, `corolift run -O3`) and by the LLVM path (`mlir-opt-22 | mlir-runner-22
# -O3` on MLIR's C++ runtime), side by side in one run.
#   fib:    recursive async.func fib(20): 21,891 coroutines, each awaiting two values
#   fanout: 100,000 async.execute tasks added to a group, then await_all
# Each program times itself with rtclock (best of 7 repetitions inside the program, so JIT
# compile time is excluded) and prints ns per task; this script runs each RUNS times (default 5)
# and reports the median.   Usage: benches/coro/bench.sh [-r RUNS]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
workspace="$(cd "$here/../.." && pwd)"
runs=5
while getopts "r:" o; do case $o in r) runs=$OPTARG ;; *) exit 2 ;; esac; done
for tool in mlir-opt-22 mlir-runner-22; do
  command -v "$tool" >/dev/null || { echo "bench.sh: $tool not found (apt-get install mlir-22-tools)" >&2; exit 2; }
done
L=/usr/lib/llvm-22/lib
libs="$L/libmlir_c_runner_utils.so.22.1,$L/libmlir_runner_utils.so.22.1,$L/libmlir_async_runtime.so.22.1"
(cd "$workspace" && cargo build --release --quiet --bin corolift)
corolift="${CARGO_TARGET_DIR:-$workspace/target}/release/corolift"
pipeline="$(cat "$workspace/runtime/scripts/pipeline.txt")"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

printf '%-40s %14s %14s %9s %8s\n' "ns per task (median of $runs, lower=better)" "LLVM -O3" "corolift" "speedup" "target"
for prog in fib fanout; do
  src="$workspace/benches/programs/$prog.mlir"
  mlir-opt-22 "$src" --pass-pipeline="$pipeline" > "$tmp/$prog.llvm.mlir"
  : > "$tmp/llvm"; : > "$tmp/ours"
  for i in $(seq "$runs"); do
    printf '\r%s: run %d/%d' "$prog" "$i" "$runs" >&2
    mlir-runner-22 -e main -entry-point-result=void -O3 -shared-libs="$libs" "$tmp/$prog.llvm.mlir" >> "$tmp/llvm"
    COROLIFT_CHECK_LEAKS=1 "$corolift" run -O3 "$src" >> "$tmp/ours"
  done
  printf '\r%*s\r' 30 '' >&2
  llvm="$(median < "$tmp/llvm")"; ours="$(median < "$tmp/ours")"
  case $prog in
    fib) label="fib(20) async.func, per call"; target=4 ;;
    fanout) label="100k async.execute fan-out, per task"; target=10 ;;
  esac
  awk -v l="$label" -v a="$llvm" -v b="$ours" -v t="$target" \
    'BEGIN { printf "%-40s %14.1f %14.1f %8.1fx %7sx\n", l, a, b, a / b, t }'
done
