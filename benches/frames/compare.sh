#!/usr/bin/env bash
# Coroutine frame sizes: corolift's coro-split vs LLVM's CoroSplit, per coroutine and in total.
#
#   benches/frames/compare.sh [--check] [FILE.mlir ...]   (default: every async program in
#                                                          tests/run/ and examples/)
#
# LLVM side: the upstream async pipeline (mlir-opt-22), mlir-translate-22 --mlir-to-llvmir, then
# opt-22 -passes='coro-early,cgscc(coro-split),coro-cleanup'; a coroutine's frame size is the
# `dereferenceable(N)` of its `.resume` function (= the frame LLVM allocates).
# corolift side: `corolift run FILE --emit=mlir --coro-frame-report` (nothing is executed).
# With --check, exits 1 if any program's total corolift frame bytes exceed LLVM's.
set -euo pipefail
cd "$(dirname "$0")/../.."

check=0
if [[ "${1:-}" == "--check" ]]; then check=1; shift; fi
for tool in mlir-opt-22 mlir-translate-22 opt-22; do
  command -v "$tool" >/dev/null || { echo "compare.sh: $tool not found (apt-get install mlir-22-tools llvm-22)" >&2; exit 2; }
done
COROLIFT=${COROLIFT:-}
if [[ -z "$COROLIFT" ]]; then
  cargo build --release --quiet --bin corolift
  COROLIFT="${CARGO_TARGET_DIR:-target}/release/corolift"
fi

files=("$@")
if [[ ${#files[@]} -eq 0 ]]; then
  mapfile -t files < <(grep -l -E 'async\.(execute|func)' tests/run/*.mlir examples/*.mlir | sort)
fi

PIPELINE="builtin.module(async-func-to-async-runtime,async-to-async-runtime,func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt),convert-async-to-llvm,func.func(lower-vector-multi-reduction,test-vector-scan-lowering),convert-vector-to-scf,func.func(convert-linalg-to-loops,convert-scf-to-cf),convert-vector-to-llvm,finalize-memref-to-llvm,func.func(convert-arith-to-llvm),convert-func-to-llvm,convert-cf-to-llvm,convert-ub-to-llvm,reconcile-unrealized-casts)"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

printf '%-44s %-28s %8s %10s %7s\n' "program" "coroutine" "LLVM B" "corolift B" "ratio"
grand_llvm=0; grand_ours=0; worse=0; skipped=0
for f in "${files[@]}"; do
  if ! mlir-opt-22 "$f" --pass-pipeline="$PIPELINE" 2>"$tmp/err" \
      | mlir-translate-22 --mlir-to-llvmir 2>>"$tmp/err" \
      | opt-22 -passes='coro-early,cgscc(coro-split),coro-cleanup' -S -o "$tmp/llvm.ll" 2>>"$tmp/err"; then
    printf '%-44s %s\n' "$(basename "$f")" "(skipped: the LLVM pipeline rejects it: $(head -1 "$tmp/err" | cut -c1-60))"
    skipped=$((skipped + 1)); continue
  fi
  sed -nE 's/^define internal fastcc void @"?([A-Za-z0-9_$.]+)\.resume"?\(ptr [^)]*dereferenceable\(([0-9]+)\).*/\1 \2/p' "$tmp/llvm.ll" | sort > "$tmp/llvm.txt"
  "$COROLIFT" run "$f" --emit=mlir --coro-frame-report 2>&1 >/dev/null \
    | sed -nE 's/^coroutine @([^:]+): frame ([0-9]+) bytes.*/\1 \2/p' | sort > "$tmp/ours.txt"
  total_llvm=0; total_ours=0
  while read -r name ours; do
    llvm=$(awk -v n="$name" '$1 == n { print $2 }' "$tmp/llvm.txt")
    [[ -z "$llvm" ]] && llvm=0
    total_llvm=$((total_llvm + llvm)); total_ours=$((total_ours + ours))
    ratio=$(awk -v a="$ours" -v b="$llvm" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }')
    printf '%-44s %-28s %8s %10s %7s\n' "$(basename "$f")" "@$name" "$llvm" "$ours" "$ratio"
  done < "$tmp/ours.txt"
  ratio=$(awk -v a="$total_ours" -v b="$total_llvm" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }')
  printf '%-44s %-28s %8s %10s %7s\n' "$(basename "$f")" "TOTAL" "$total_llvm" "$total_ours" "$ratio"
  if (( total_ours > total_llvm )); then worse=$((worse + 1)); fi
  grand_llvm=$((grand_llvm + total_llvm)); grand_ours=$((grand_ours + total_ours))
done
ratio=$(awk -v a="$grand_ours" -v b="$grand_llvm" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }')
printf '%-44s %-28s %8s %10s %7s\n' "ALL (${#files[@]} programs, $skipped skipped)" "" "$grand_llvm" "$grand_ours" "$ratio"
if (( worse > 0 )); then
  echo "compare.sh: $worse program(s) have larger frames than LLVM's" >&2
  (( check )) && exit 1
fi
exit 0
