#!/usr/bin/env bash
# `corolift compare` over the run-test corpus: every tests/run/*.mlir program that the LLVM
# pipeline accepts (mlir-opt-22 with the upstream async pipeline, then mlir-translate-22 to LLVM
# IR) must print the same output through corolift (JIT and AOT) as through mlir-runner-22.
#
#   scripts/compare-corpus.sh [--runs N] [FILE.mlir ...]   (default: tests/run/*.mlir, 1 run)
#
# Programs the LLVM pipeline rejects are skipped and listed, as are programs that test a check
# only corolift makes; those say why on a line `// COMPARE-SKIP: <reason>`. Exits 1 if any
# program reports different output or an error, 2 if the MLIR tools are missing.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=1
if [[ "${1:-}" == "--runs" ]]; then runs="$2"; shift 2; fi
for tool in mlir-opt-22 mlir-runner-22 mlir-translate-22; do
  command -v "$tool" >/dev/null || { echo "compare-corpus.sh: $tool not found (apt-get install mlir-22-tools)" >&2; exit 2; }
done
COROLIFT=${COROLIFT:-}
if [[ -z "$COROLIFT" ]]; then
  cargo build --quiet --bin corolift
  COROLIFT="${CARGO_TARGET_DIR:-target}/debug/corolift"
fi

files=("$@")
if [[ ${#files[@]} -eq 0 ]]; then files=(tests/run/*.mlir); fi

# Must match DEFAULT_PIPELINE in src/cli/compare.rs.
PIPELINE="builtin.module(async-func-to-async-runtime,async-to-async-runtime,func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt),convert-async-to-llvm,convert-math-to-funcs,func.func(lower-vector-multi-reduction,test-vector-scan-lowering),convert-vector-to-scf,func.func(convert-linalg-to-loops,convert-scf-to-cf),expand-strided-metadata,lower-affine,convert-math-to-llvm,convert-math-to-libm,convert-vector-to-llvm,finalize-memref-to-llvm,func.func(convert-arith-to-llvm),convert-func-to-llvm,convert-cf-to-llvm,convert-ub-to-llvm,reconcile-unrealized-casts)"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

identical=(); skipped=(); failed=()
for f in "${files[@]}"; do
  name=$(basename "$f")
  if reason=$(sed -n 's|^// COMPARE-SKIP: ||p' "$f" | head -1) && [[ -n "$reason" ]]; then
    skipped+=("$name: $reason")
    continue
  fi
  if ! mlir-opt-22 "$f" --pass-pipeline="$PIPELINE" -o "$tmp/lowered.mlir" 2>"$tmp/err" \
      || ! mlir-translate-22 --mlir-to-llvmir "$tmp/lowered.mlir" -o /dev/null 2>"$tmp/err"; then
    skipped+=("$name: $(grep -m1 'error:' "$tmp/err" | sed -E 's/^.*error: //' | cut -c1-70)")
    continue
  fi
  status=0
  "$COROLIFT" compare "$f" --runs="$runs" >"$tmp/out" 2>&1 || status=$?
  if (( status == 0 )); then
    identical+=("$name")
    printf 'identical  %s\n' "$name"
  else
    failed+=("$name")
    if (( status == 1 )); then printf 'DIFFERENT  %s\n' "$name"; else printf 'ERROR      %s\n' "$name"; fi
    sed 's/^/    /' "$tmp/out"
  fi
done

echo
echo "${#identical[@]} identical, ${#failed[@]} different or failed, ${#skipped[@]} skipped (rejected by the LLVM pipeline, or COMPARE-SKIP):"
for s in "${skipped[@]}"; do echo "  skipped  $s"; done
if (( ${#failed[@]} > 0 )); then
  echo "compare-corpus.sh: output differs from mlir-runner-22 for: ${failed[*]}" >&2
  exit 1
fi
