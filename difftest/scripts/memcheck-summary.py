#!/usr/bin/env python3
"""Summarises a valgrind memcheck log of mlir-runner-22: invalid accesses counted by the MLIR
async runtime function they happen in (or the innermost frame), and which runtime call
allocated the freed objects they touch. The dynamic loader's reads that memcheck reports for
every dlopen (dl-load.c, dl-deps.c, dl-open.c) are counted apart: they are not the program's."""
import collections
import re
import sys

for path in sys.argv[1:]:
    errors = re.split(r"\n==\d+== \n", open(path, errors="replace").read())
    kinds, makers = collections.Counter(), collections.Counter()
    loader = 0
    for error in errors:
        kind = re.search(r"==\d+== (Invalid (?:read|write|free)|Conditional jump|Use of uninit)", error)
        if not kind:
            continue
        if re.search(r"dl-(load|deps|open)\.c", error):
            loader += 1
            continue
        frames = re.findall(r"(?:at|by) 0x[0-9A-F]+: ([^\s(]+)", error)
        where = next((f for f in frames if f.startswith("mlirAsync")), frames[0] if frames else "?")
        kinds[f"{kind.group(1)} in {where}"] += 1
        if "free'd" in error:
            made = re.search(r"Block was alloc'd at\n(?:.*\n){0,4}?.*?(mlirAsyncRuntimeCreate\w+)", error)
            makers[made.group(1) if made else "?"] += 1
    print(f"{path}: {sum(kinds.values())} errors in the program ({loader} from the loader)")
    for what, n in kinds.most_common():
        print(f"  {n:5}  {what}")
    for maker, n in makers.most_common():
        print(f"  freed object made by {maker}: {n} accesses")
