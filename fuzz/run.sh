#!/usr/bin/env bash
# Runs the fuzz targets with cargo-fuzz on the stable toolchain (no sanitizer: `-s none`;
# coverage instrumentation is stable rustc's `-Cpasses=sancov-module`).
#
#   fuzz/run.sh [SECONDS] [TARGET...]    (default: 60 s each; targets front_end pipeline codegen)
#
# Seeds each target's corpus (fuzz/corpus/<target>/, kept between runs) with the test suite
# (seed-corpus.sh), runs the targets one after another, and prints one summary line per
# target: executions, corpus size, and whether it found a crash, a hang (30 s for one input:
# generous, as a loaded 2-core machine runs an 88 KB program several times slower) or an
# out-of-memory (saved under fuzz/artifacts/).
# Exits 1 if any target found one. Needs `cargo install cargo-fuzz`.
set -euo pipefail
cd "$(dirname "$0")"
seconds=${1:-60}
shift || true
targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then targets=(front_end pipeline codegen); fi
command -v cargo-fuzz >/dev/null || { echo "run.sh: cargo-fuzz not found (cargo install cargo-fuzz)" >&2; exit 2; }
[[ -d corpus/seed ]] || ./seed-corpus.sh
cargo fuzz build -s none -O
status=0
for target in "${targets[@]}"; do
  mkdir -p "corpus/$target" "artifacts/$target" logs
  log="logs/$target.log"
  echo "fuzzing $target for ${seconds}s (log: fuzz/$log)"
  if cargo fuzz run -s none -O "$target" "corpus/$target" corpus/seed -- \
      -dict=mlir.dict -max_total_time="$seconds" -timeout=30 -rss_limit_mb=4096 \
      -print_final_stats=1 >"$log" 2>&1; then
    result="no crash"
  else
    result="FOUND A CRASH: $(grep -m1 -o 'artifacts/[^ ]*' "$log" || echo "see $log")"
    status=1
  fi
  execs=$(grep -m1 -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo '?')
  echo "$target: $execs executions in ${seconds}s, corpus $(ls "corpus/$target" | wc -l) inputs, $result"
done
exit $status
