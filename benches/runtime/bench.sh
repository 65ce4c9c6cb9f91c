#!/usr/bin/env bash
# Runtime benchmark: the same LLVM-lowered programs (mlir-opt-22 + mlir-runner-22
# -O3) on MLIR's C++ runtime and on corolift-runtime's cdylib, plus tokio's
# spawn+join of the same task count. Prints a table of ns per task.
#   fanout.mlir: 100,000 empty async.execute tasks -> group -> await_all
#   fib.mlir:    recursive async.func fib(20), 21,891 calls
# Each program reports its best of 7 repetitions; each is run RUNS times (default 3)
# and the best is kept, to damp noise from other load on the machine.
# Needs: apt-get install -y mlir-22-tools llvm-22-tools
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
workspace="$(cd "$here/../.." && pwd)"
target="${CARGO_TARGET_DIR:-$workspace/target}"
runs="${RUNS:-3}"
(cd "$workspace" && cargo build --release -p corolift-runtime --quiet)
ours="$target/release/libcorolift_runtime.so"
L=/usr/lib/llvm-22/lib
upstream="$L/libmlir_c_runner_utils.so.22.1,$L/libmlir_runner_utils.so.22.1,$L/libmlir_async_runtime.so.22.1"
pipeline="$(cat "$workspace/runtime/scripts/pipeline.txt")"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

best_of() { # libs file
  local best=""
  for _ in $(seq "$runs"); do
    local v
    v="$(mlir-runner-22 -e main -entry-point-result=void -O3 -shared-libs="$1" "$2")"
    if [[ -z "$best" ]] || awk -v a="$v" -v b="$best" 'BEGIN{exit !(a<b)}'; then best="$v"; fi
  done
  echo "$best"
}

printf '%-34s %14s %14s %9s\n' "benchmark (ns per task, lower=better)" "MLIR runtime" "corolift" "speedup"
for prog in fanout fib; do
  mlir-opt-22 "$workspace/benches/programs/$prog.mlir" --pass-pipeline="$pipeline" > "$tmp/$prog.mlir"
  up="$(best_of "$upstream" "$tmp/$prog.mlir")"
  us="$(best_of "$ours" "$tmp/$prog.mlir")"
  label="$prog (LLVM-lowered, mlir-runner -O3)"
  [[ $prog == fib ]] && label="fib(20) async.func (per call)"
  [[ $prog == fanout ]] && label="fan-out 100k execute+group"
  awk -v l="$label" -v a="$up" -v b="$us" 'BEGIN{printf "%-37s %14.1f %14.1f %8.1fx\n", l, a, b, a/b}'
done

(cd "$workspace" && cargo bench -p corolift-runtime --bench spawn --quiet 2>/dev/null) > "$tmp/spawn.txt"
tk="$(awk '$1=="tokio_spawn_join"{print $2}' "$tmp/spawn.txt")"
nat="$(awk '$1=="corolift_native_fanout"{print $2}' "$tmp/spawn.txt")"
awk -v a="$tk" -v b="$nat" 'BEGIN{printf "%-37s %14s %14.1f %8.1fx\n", "fan-out 100k, Rust: tokio vs C API", a" (tokio)", b, a/b}'
