#!/usr/bin/env bash
# Drop-in check: runs our own runner programs (the async and runner-utils
# programs in runtime/tests/dropin/*.mlir, and the runner-utils run tests
# tests/run/runner-utils-*.mlir) through `mlir-opt-22 <pipeline> | mlir-runner-22`
# twice — with MLIR's C++ runtime (libmlir_async_runtime + both runner-utils
# libraries) and with corolift-runtime's cdylib alone in place of all three — and
# fails unless both stdouts and both stderrs are identical after normalising
# thread ids and pointer addresses. Each stdout is also checked against the
# program's CHECK lines with FileCheck-22. Then a C program calling the runner
# utils directly (runtime/tests/dropin/runner-utils-c-api.c) is linked against
# MLIR's two runner-utils libraries (and libmlir_float16_utils, which the C
# runner utils load) and against the cdylib, with the same rule.
#
# Needs: apt-get install -y mlir-22-tools llvm-22-tools
# Usage: runtime/scripts/dropin-check.sh [path/to/libcorolift_runtime.so]
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
rt="$(cd "$here/.." && pwd)"
workspace="$(cd "$rt/.." && pwd)"
target="${CARGO_TARGET_DIR:-$workspace/target}"
ours="${1:-}"
if [[ -z "$ours" ]]; then
  (cd "$workspace" && cargo build --release -p corolift-runtime --quiet)
  ours="$target/release/libcorolift_runtime.so"
fi
L=/usr/lib/llvm-22/lib
upstream="$L/libmlir_c_runner_utils.so.22.1,$L/libmlir_runner_utils.so.22.1,$L/libmlir_async_runtime.so.22.1"
pipeline="$(cat "$here/pipeline.txt")"
filecheck="$(command -v FileCheck-22 || echo /usr/lib/llvm-22/bin/FileCheck)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# Thread ids become T0, T1, … in order of first appearance; addresses become ADDR.
normalise() {
  awk '{
    if (match($0, /^Current thread id: [0-9]+$/)) {
      id = substr($0, 20)
      if (!(id in seen)) { seen[id] = "T" n++ }
      print "Current thread id: " seen[id]
    } else {
      gsub(/0x[0-9a-f]+/, "ADDR"); print
    }
  }'
}

pass=0
fail=0
# mlir-runner-22 with a 30 s limit. MLIR 22's own runtime deadlocks now and then (it runs
# waiters with the object's mutex held), so with it a timed-out run is retried (3 attempts);
# with ours a timeout is a failure.
run_runner() { # variant libs input out err
  local attempts=1 attempt rc=0
  [[ $1 == upstream ]] && attempts=3
  for ((attempt = 1; attempt <= attempts; attempt++)); do
    rc=0
    timeout -k 5 30 mlir-runner-22 -e main -entry-point-result=void -O0 -shared-libs="$2" "$3" \
      > "$4" 2> "$5" || rc=$?
    [[ $rc -ne 124 && $rc -ne 137 ]] && return "$rc"
    echo "note: mlir-runner-22 with the $1 runtime timed out (attempt $attempt of $attempts)" >&2
  done
  return "$rc"
}

programs=("$rt"/tests/dropin/*.mlir "$workspace"/tests/run/runner-utils-*.mlir)
for src in "${programs[@]}"; do
  name="$(basename "$src" .mlir)"
  mlir-opt-22 "$src" --pass-pipeline="$pipeline" > "$tmp/$name.llvm.mlir"
  ok=1
  for variant in upstream ours; do
    libs="$upstream"
    [[ $variant == ours ]] && libs="$ours"
    if ! run_runner "$variant" "$libs" "$tmp/$name.llvm.mlir" \
        "$tmp/$name.$variant.out" "$tmp/$name.$variant.err"; then
      echo "FAIL $name: mlir-runner-22 with the $variant runtime exited non-zero"
      cat "$tmp/$name.$variant.err"
      ok=0
      continue
    fi
    if ! "$filecheck" --input-file="$tmp/$name.$variant.out" "$src" 2> "$tmp/$name.$variant.fc"; then
      echo "FAIL $name: CHECK lines do not match the $variant runtime's output"
      head -20 "$tmp/$name.$variant.fc"
      ok=0
    fi
  done
  if [[ $ok == 1 ]]; then
    if ! diff <(normalise < "$tmp/$name.upstream.out") <(normalise < "$tmp/$name.ours.out") > "$tmp/$name.diff"; then
      echo "FAIL $name: outputs differ (upstream <, ours >)"
      cat "$tmp/$name.diff"
      ok=0
    fi
    # verifyMemRef* and printFlops write to stderr.
    if ! diff <(normalise < "$tmp/$name.upstream.err") <(normalise < "$tmp/$name.ours.err") > "$tmp/$name.diff"; then
      echo "FAIL $name: stderr differs (upstream <, ours >)"
      cat "$tmp/$name.diff"
      ok=0
    fi
  fi
  if [[ $ok == 1 ]]; then
    echo "ok   $name ($(wc -l < "$tmp/$name.ours.out") lines identical)"
    pass=$((pass + 1))
  else
    fail=$((fail + 1))
  fi
done

# Our runtime also runs in deterministic single-thread mode and under the leak
# check (COROLIFT_CHECK_LEAKS=1 exits 3 on leaked objects).
for src in "${programs[@]}"; do
  name="$(basename "$src" .mlir)"
  if COROLIFT_NUM_THREADS=0 COROLIFT_CHECK_LEAKS=1 mlir-runner-22 -e main -entry-point-result=void -O0 \
      -shared-libs="$ours" "$tmp/$name.llvm.mlir" > "$tmp/$name.st.out" 2> "$tmp/$name.st.err" &&
     "$filecheck" --input-file="$tmp/$name.st.out" "$src" 2> /dev/null; then
    echo "ok   $name (COROLIFT_NUM_THREADS=0, leak check)"
    pass=$((pass + 1))
  else
    echo "FAIL $name: single-thread mode / leak check"
    cat "$tmp/$name.st.err"
    fail=$((fail + 1))
  fi
done

# The runner utils called from C: MLIR's two libraries against our cdylib.
capi="$rt/tests/dropin/runner-utils-c-api.c"
cc -O1 -w "$capi" -o "$tmp/capi.upstream" "$L/libmlir_runner_utils.so.22.1" \
  "$L/libmlir_c_runner_utils.so.22.1" "$L/libmlir_float16_utils.so.22.1" -Wl,-rpath,"$L" -lm
cc -O1 -w "$capi" -o "$tmp/capi.ours" "$ours" -Wl,-rpath,"$(dirname "$ours")" -lm
for variant in upstream ours; do
  "$tmp/capi.$variant" > "$tmp/capi.$variant.out" 2>&1
done
if diff <(normalise < "$tmp/capi.upstream.out") <(normalise < "$tmp/capi.ours.out") > "$tmp/capi.diff"; then
  echo "ok   runner-utils-c-api ($(wc -l < "$tmp/capi.ours.out") lines identical)"
  pass=$((pass + 1))
else
  echo "FAIL runner-utils-c-api: outputs differ (upstream <, ours >)"
  cat "$tmp/capi.diff"
  fail=$((fail + 1))
fi

echo "dropin: $pass passed, $fail failed"
[[ $fail == 0 ]]
