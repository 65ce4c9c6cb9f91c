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
#
# Pass options on a program's `corolift run %s` RUN lines (`--async-parallel-for=…`,
# `--pass-pipeline=…`, any registered pass) are compared too: each distinct set runs through
# `corolift compare FILE <options>`, which gives them to `corolift run`/`compile` and runs
# `mlir-opt-22 FILE <options>` (same spellings, e.g. `-async-parallel-for=…`) in front of the
# reference pipeline.
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
"$COROLIFT" opt --list-passes | sed -E 's/^ *([^ ]+) - .*/\1/' >"$tmp/passes"

# The distinct pass-option sets of FILE's `corolift run %s` RUN lines, one shell-quoted line
# each (an empty line: no options). Continuation lines (`\` at the end) are joined first.
pass_sets() {
  python3 - "$1" "$tmp/passes" <<'PY'
import shlex, sys
text = open(sys.argv[1]).read().splitlines()
passes = set(open(sys.argv[2]).read().split())
lines, cur = [], ""
for l in text:
    l = l.strip()
    if not l.startswith("// RUN:"):
        continue
    part = l[len("// RUN:"):].strip()
    if part.endswith("\\"):
        cur += part[:-1] + " "
        continue
    lines.append(cur + part)
    cur = ""
sets = []
for cmd in lines:
    for seg in cmd.split("|"):
        try:
            words = shlex.split(seg)
        except ValueError:
            continue
        if "corolift" not in words or "%s" not in words:
            continue
        i = words.index("corolift")
        if words[i + 1:i + 2] != ["run"]:
            continue
        opts = []
        for w in words[i + 2:]:
            name = w.lstrip("-").split("=", 1)[0]
            if w.startswith("-") and (name == "pass-pipeline" or name in passes):
                opts.append(w)
        s = shlex.join(opts)
        if s not in sets:
            sets.append(s)
if not sets:
    sets.append("")
print("\n".join(sets))
PY
}

identical=(); skipped=(); failed=()
for f in "${files[@]}"; do
  name=$(basename "$f")
  if reason=$(sed -n 's|^// COMPARE-SKIP: ||p' "$f" | head -1) && [[ -n "$reason" ]]; then
    skipped+=("$name: $reason")
    continue
  fi
  while IFS= read -r set; do
    eval "opts=($set)"
    label="$name${set:+ $set}"
    input="$f"
    if (( ${#opts[@]} > 0 )) && ! mlir-opt-22 "$f" "${opts[@]}" -o "$tmp/passes.mlir" 2>"$tmp/err"; then
      skipped+=("$label: $(grep -m1 'error:' "$tmp/err" | sed -E 's/^.*error: //' | cut -c1-70)")
      continue
    fi
    (( ${#opts[@]} > 0 )) && input="$tmp/passes.mlir"
    if ! mlir-opt-22 "$input" --pass-pipeline="$PIPELINE" -o "$tmp/lowered.mlir" 2>"$tmp/err" \
        || ! mlir-translate-22 --mlir-to-llvmir "$tmp/lowered.mlir" -o /dev/null 2>"$tmp/err"; then
      skipped+=("$label: $(grep -m1 'error:' "$tmp/err" | sed -E 's/^.*error: //' | cut -c1-70)")
      continue
    fi
    status=0
    "$COROLIFT" compare "$f" --runs="$runs" "${opts[@]}" </dev/null >"$tmp/out" 2>&1 || status=$?
    if (( status == 0 )); then
      identical+=("$label")
      printf 'identical  %s\n' "$label"
    else
      failed+=("$label")
      if (( status == 1 )); then printf 'DIFFERENT  %s\n' "$label"; else printf 'ERROR      %s\n' "$label"; fi
      sed 's/^/    /' "$tmp/out"
    fi
  done < <(pass_sets "$f")
done

echo
echo "${#identical[@]} identical, ${#failed[@]} different or failed, ${#skipped[@]} skipped (rejected by the LLVM pipeline, or COMPARE-SKIP):"
for s in "${skipped[@]}"; do echo "  skipped  $s"; done
if (( ${#failed[@]} > 0 )); then
  echo "compare-corpus.sh: output differs from mlir-runner-22 for: ${failed[*]}" >&2
  exit 1
fi
