#!/usr/bin/env bash
# Builds the fuzzers' seed corpus from the test suite: every tests/**/*.mlir file, split at
# `// -----` the way `--split-input-file` splits it, one corpus file per piece (RUN and CHECK
# comments dropped, as they are only noise to mutate). Writes fuzz/corpus/seed/.
set -euo pipefail
cd "$(dirname "$0")/.."
out=fuzz/corpus/seed
rm -rf "$out" && mkdir -p "$out"
python3 - "$out" <<'PY'
import hashlib, pathlib, re, sys
out = pathlib.Path(sys.argv[1])
count = 0
for path in sorted(pathlib.Path("tests").rglob("*.mlir")):
    text = path.read_text(errors="replace")
    for piece in re.split(r"^// -----\s*$", text, flags=re.M):
        lines = [l for l in piece.splitlines() if not re.match(r"\s*//\s*(RUN|CHECK|[A-Z0-9-]+:)", l)]
        body = "\n".join(lines).strip() + "\n"
        if len(body) < 8:
            continue
        name = hashlib.sha1(body.encode()).hexdigest()
        (out / name).write_text(body)
        count += 1
print(f"seed corpus: {count} inputs in {out}")
PY
