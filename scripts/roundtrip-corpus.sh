#!/usr/bin/env bash
# Round trip through mlir-opt-22: for every .mlir file under tests/, what `corolift opt` prints
# must be accepted by mlir-opt-22, and mlir-opt-22 must print exactly the same text again.
#
#   scripts/roundtrip-corpus.sh [-v] [FILE.mlir ...]   (default: tests/**/*.mlir but Inputs/)
#
# Flags follow the file's RUN lines: `--split-input-file` and `--allow-unregistered-dialect`
# are passed (to both tools) when a RUN line uses them. Skipped and counted:
#   - error tests (a RUN line with `not corolift` or `-verify-diagnostics`) that corolift opt
#     rejects, as intended;
#   - files with a line `// ROUNDTRIP-SKIP: <reason>` (corolift-only ops or types such as
#     `corolift.*` and `!corolift.frame`, or syntax MLIR 22 cannot read), listed with the
#     reason.
# Any other file corolift opt rejects, any output mlir-opt-22 rejects, and any difference is a
# failure (exit 1; -v prints the diff). Exits 2 if mlir-opt-22 is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

verbose=0
if [[ "${1:-}" == "-v" ]]; then verbose=1; shift; fi
command -v mlir-opt-22 >/dev/null \
  || { echo "roundtrip-corpus.sh: mlir-opt-22 not found (apt-get install mlir-22-tools)" >&2; exit 2; }
COROLIFT=${COROLIFT:-}
if [[ -z "$COROLIFT" ]]; then
  cargo build --quiet --bin corolift
  COROLIFT="${CARGO_TARGET_DIR:-target}/debug/corolift"
fi

files=("$@")
# Files under Inputs/ are data of other tests (some invalid on purpose), never tests.
if [[ ${#files[@]} -eq 0 ]]; then
  mapfile -t files < <(find tests -name '*.mlir' -not -path '*/Inputs/*' | sort)
fi
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

same=0; error_tests=0; skipped=(); failed=()
for f in "${files[@]}"; do
  if reason=$(sed -n 's|^// ROUNDTRIP-SKIP: ||p' "$f" | head -1) && [[ -n "$reason" ]]; then
    skipped+=("$f: $reason")
    continue
  fi
  run=$(grep '// RUN:' "$f" || true)
  flags=()
  if grep -q -- '-split-input-file' <<<"$run"; then flags+=(--split-input-file); fi
  if grep -q -- '-allow-unregistered-dialect' <<<"$run"; then flags+=(--allow-unregistered-dialect); fi
  if ! "$COROLIFT" opt "${flags[@]}" "$f" >"$tmp/ours.mlir" 2>"$tmp/err"; then
    if grep -qE 'not corolift|-verify-diagnostics' <<<"$run"; then
      error_tests=$((error_tests + 1))
      continue
    fi
    failed+=("$f")
    printf 'REJECTED   %s: %s\n' "$f" "$(grep -m1 'error:' "$tmp/err" | cut -c1-120)"
    continue
  fi
  if ! mlir-opt-22 "${flags[@]}" "$tmp/ours.mlir" >"$tmp/theirs.mlir" 2>"$tmp/err"; then
    failed+=("$f")
    printf 'UNREADABLE %s: %s\n' "$f" "$(grep -m1 'error:' "$tmp/err" | cut -c1-160)"
    continue
  fi
  if ! diff -u "$tmp/ours.mlir" "$tmp/theirs.mlir" >"$tmp/diff"; then
    failed+=("$f")
    printf 'DIFFERENT  %s\n' "$f"
    if (( verbose )); then sed 's/^/    /' "$tmp/diff"; fi
    continue
  fi
  same=$((same + 1))
done

echo
echo "$same identical, ${#failed[@]} failed, $error_tests error tests skipped, ${#skipped[@]} ROUNDTRIP-SKIP:"
for s in "${skipped[@]}"; do echo "  skipped  $s"; done
if (( ${#failed[@]} > 0 )); then
  echo "roundtrip-corpus.sh: mlir-opt-22 does not print corolift's output back unchanged for: ${failed[*]}" >&2
  exit 1
fi
