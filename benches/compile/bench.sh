#!/usr/bin/env bash
# Compile-speed benchmark (issue 5): end-to-end wall time of
#   (a) corolift run FILE -O0   (and -O2 as a second column)
#   (b) mlir-opt-22 FILE --pass-pipeline=... | mlir-runner-22 -O0 -e main ...
# on generated non-async programs of 100, 1000 and 5000 functions (gen.py) and on a
# small program that prints one number (startup latency). Each cell is the median
# of R runs (default 3, `-r N`). The outputs of both sides are compared on every run.
#
# Usage: benches/compile/bench.sh [-r N] [-s "100 1000 5000"]
# Needs: mlir-opt-22 and mlir-runner-22 (apt-get install -y mlir-22-tools), python3.
set -euo pipefail

runs=3
sizes="100 1000 5000"
usage() { echo "usage: $0 [-r RUNS] [-s \"SIZES\"]" >&2; exit 1; }
while getopts "r:s:h" opt; do
  case "$opt" in
    r) runs="$OPTARG" ;;
    s) sizes="$OPTARG" ;;
    *) usage ;;
  esac
done
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || usage

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
workspace="$(cd "$here/../.." && pwd)"
target="${CARGO_TARGET_DIR:-$workspace/target}"

for tool in mlir-opt-22 mlir-runner-22 python3; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "error: '$tool' not found in PATH; the LLVM side of this benchmark needs" >&2
    echo "       mlir-opt-22 and mlir-runner-22 (apt-get install -y mlir-22-tools)." >&2
    exit 2
  fi
done
L=/usr/lib/llvm-22/lib
libs=""
for lib in libmlir_c_runner_utils libmlir_runner_utils; do
  f=""
  for cand in "$L/$lib.so" "$L/$lib.so.22.1"; do [[ -e "$cand" ]] && { f="$cand"; break; }; done
  if [[ -z "$f" ]]; then
    echo "error: $L/$lib.so(.22.1) not found (needed by mlir-runner-22 for vector.print)." >&2
    exit 2
  fi
  libs="${libs:+$libs,}$f"
done
pipeline='builtin.module(convert-scf-to-cf,finalize-memref-to-llvm,convert-vector-to-llvm,convert-arith-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)'

echo "building corolift (release)..." >&2
(cd "$workspace" && cargo build --release --quiet --bin corolift)
corolift="$target/release/corolift"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

now_ns() { date +%s%N; }

# run_corolift FILE OPT OUT -> prints elapsed ms; program output goes to OUT
run_corolift() {
  local t0 t1
  t0=$(now_ns)
  "$corolift" run "$1" "$2" >"$3" 2>"$3.err" || echo "corolift exit $?" >>"$3"
  t1=$(now_ns)
  echo $(( (t1 - t0) / 1000 ))
}
# run_llvm FILE OUT -> prints elapsed µs
run_llvm() {
  local t0 t1
  t0=$(now_ns)
  { mlir-opt-22 "$1" --pass-pipeline="$pipeline" |
      mlir-runner-22 -O0 -e main -entry-point-result=void --shared-libs="$libs"; } \
      >"$2" 2>"$2.err" || echo "llvm exit $?" >>"$2"
  t1=$(now_ns)
  echo $(( (t1 - t0) / 1000 ))
}
median() { tr ' ' '\n' | grep . | sort -n | awk '{a[NR]=$1} END{print a[int((NR+1)/2)]}'; }

printf '%-7s %12s %12s %12s %8s %12s %12s  %s\n' \
  "size" "corolift-O0" "corolift-O2" "LLVM-O0" "ratio" "cl-O0 us/fn" "LLVM us/fn" "outputs"
printf '%-7s %12s %12s %12s %8s %12s %12s  %s\n' \
  "(fns)" "ms" "ms" "ms" "LLVM/cl" "" "" ""
for size in small $sizes; do
  file="$tmp/p$size.mlir"
  python3 "$here/gen.py" "$size" -o "$file"
  t_o0="" t_o2="" t_llvm="" status="identical"
  for r in $(seq "$runs"); do
    echo "[$size] run $r/$runs: corolift -O0, corolift -O2, mlir-opt|mlir-runner -O0" >&2
    t_o0+=" $(run_corolift "$file" -O0 "$tmp/o0.out")"
    t_o2+=" $(run_corolift "$file" -O2 "$tmp/o2.out")"
    t_llvm+=" $(run_llvm "$file" "$tmp/llvm.out")"
    if ! cmp -s "$tmp/o0.out" "$tmp/llvm.out" || ! cmp -s "$tmp/o2.out" "$tmp/llvm.out" ||
       [[ ! -s "$tmp/llvm.out" ]]; then
      status="WARNING: outputs differ"
      cp "$tmp/o0.out" "$tmp/o0.out.keep"; cp "$tmp/llvm.out" "$tmp/llvm.out.keep"
    fi
  done
  if [[ "$status" != identical ]]; then
    {
      echo "[$size] outputs differ; corolift -O0 printed:"; head -5 "$tmp/o0.out.keep"
      head -5 "$tmp/o0.out.err"
      echo "[$size] mlir-runner printed:"; head -5 "$tmp/llvm.out.keep"; head -5 "$tmp/llvm.out.err"
    } >&2
  fi
  m_o0=$(echo "$t_o0" | median); m_o2=$(echo "$t_o2" | median); m_llvm=$(echo "$t_llvm" | median)
  fns=$size; [[ $size == small ]] && fns=1
  awk -v s="$size" -v a="$m_o0" -v b="$m_o2" -v c="$m_llvm" -v n="$fns" -v st="$status" 'BEGIN{
    if (s == "small") { pa = "-"; pc = "-" }
    else { pa = sprintf("%.1f", a / n); pc = sprintf("%.1f", c / n) }
    printf "%-7s %12.1f %12.1f %12.1f %7.1fx %12s %12s  %s\n", s, a/1000, b/1000, c/1000, c/a, pa, pc, st }'
done
