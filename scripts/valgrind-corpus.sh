#!/usr/bin/env bash
# Every run test (tests/run/*.mlir) as an ahead-of-time x86_64 executable under valgrind
# memcheck: the code corolift generates and the runtime it links must make no invalid access,
# use no uninitialised value and leak nothing.
#
#   scripts/valgrind-corpus.sh [FILTER]     (FILTER: the start of a file name, e.g. coro-error)
#
# It runs tests/aot_modes.rs's host trials with AOT_HOST_WRAPPER set to memcheck, so each
# executable runs exactly as that test runs it (the RUN lines' passes, environment, stdin) and
# must still print what the JIT prints and end with the same status. Every valgrind log must
# then report 0 errors, where a definitely lost block counts as an error; memory still
# reachable at exit (the worker pool's stacks and thread-local caches) is not a leak, and the
# few programs listed in OWN_LEAKS below leak by their own semantics. Runtime
# objects (tokens, values, groups) are counted by the runtime itself under
# COROLIFT_CHECK_LEAKS=1, which the RUN lines that set it keep; COROLIFT_RUNTIME_SYSTEM_ALLOC=1
# takes those objects and coroutine frames from malloc instead of the runtime's block pools,
# so that memcheck also sees a use after free of one. Exits 1 on any error, with the
# logs that report one; needs valgrind (apt-get install valgrind).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "valgrind-corpus.sh: valgrind not found (apt-get install valgrind)" >&2; exit 2; }
# Programs that leak by their own semantics, as they do under mlir-runner-22: a `memref.alloc`
# the program never frees. Their executables are still checked for every other error.
declare -A OWN_LEAKS=(
  [bufferize-functions]="one-shot-bufferize allocates buffers and nothing frees them (upstream runs buffer-deallocation-pipeline for that)"
  [bufferize-insert-copies]="one-shot-bufferize's copies are never freed (as above)"
  [bufferize-linalg-fill]="one-shot-bufferize's buffers are never freed (as above)"
  [bufferize-print-memref]="one-shot-bufferize's buffers are never freed (as above)"
  [vector-transfer-write]="the program's memref.alloc() : memref<20xi8> has no dealloc"
)
logs=$(mktemp -d /tmp/corolift-valgrind.XXXXXX)
wrapper="$logs/memcheck.sh"
{
  echo '#!/bin/sh'
  echo '# The test executable is target/tmp/aot-modes/host/<test name>/progN.'
  echo 'test=$(basename "$(dirname "$1")")'
  echo 'leaks="--leak-check=full --show-leak-kinds=definite --errors-for-leak-kinds=definite"'
  echo 'case "$test" in'
  for name in "${!OWN_LEAKS[@]}"; do echo "  $name) leaks=--leak-check=no ;;"; done
  echo 'esac'
  echo 'export COROLIFT_RUNTIME_SYSTEM_ALLOC=1'
  echo "exec valgrind --quiet --error-exitcode=0 \$leaks --fair-sched=yes \\"
  echo "  --log-file=\"$logs/\$test.\$(basename \"\$1\").%p.log\" \"\$@\""
} >"$wrapper"
chmod +x "$wrapper"
start=$SECONDS
AOT_HOST_WRAPPER="$wrapper" cargo test --quiet --test aot_modes -- "host::${1:-}" --test-threads=2
count=$(find "$logs" -name '*.log' | wc -l)
[[ $count -gt 0 ]] || { echo "valgrind-corpus.sh: no executable ran under valgrind" >&2; exit 1; }
bad=()
for log in "$logs"/*.log; do
  [[ -e "$log" ]] || continue
  if ! grep -q "ERROR SUMMARY: 0 errors" "$log" && [[ -s "$log" ]]; then
    bad+=("$log")
  fi
done
if [[ ${#bad[@]} -gt 0 ]]; then
  for log in "${bad[@]}"; do echo "== $log"; head -60 "$log"; done
  echo "valgrind-corpus.sh: ${#bad[@]} of $count executions reported errors ($((SECONDS - start))s)"
  exit 1
fi
echo "valgrind-corpus.sh: $count executions under memcheck, 0 errors; no definitely lost block outside the ${#OWN_LEAKS[@]} programs that leak by their own semantics ($((SECONDS - start))s)"
rm -rf "$logs"
