#!/usr/bin/env python3
"""Prints a program of N functions (default 1000) for the large-program run tests.

Function @f<i> adds i to its argument (i % 4) + 1 times in an scf.for loop; @main threads 0
through @f0 ... @f<N-1> and prints the result, sum over i of i * ((i % 4) + 1). The file is
large enough for corolift to parse, verify and lower it in slices on several threads.

With --bad-call K, @main calls @f<K> with an i32 argument instead of an i64 one, which the
verifier must reject wherever the call and the callee end up.
"""
import argparse

ap = argparse.ArgumentParser()
ap.add_argument("n", type=int, nargs="?", default=1000)
ap.add_argument("--bad-call", type=int, default=None)
args = ap.parse_args()

out = []
for i in range(args.n):
    out.append(f"""func.func @f{i}(%acc: i64) -> i64 {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant {i % 4 + 1} : index
  %step = arith.constant {i} : i64
  %r = scf.for %j = %c0 to %n step %c1 iter_args(%a = %acc) -> (i64) {{
    %b = arith.addi %a, %step : i64
    scf.yield %b : i64
  }}
  return %r : i64
}}
""")
out.append("func.func @main() {\n  %v0 = arith.constant 0 : i64\n")
for i in range(args.n):
    if i == args.bad_call:
        out.append(f"  %w{i} = arith.trunci %v{i} : i64 to i32\n")
        out.append(f"  %v{i + 1} = func.call @f{i}(%w{i}) : (i32) -> i64\n")
    else:
        out.append(f"  %v{i + 1} = func.call @f{i}(%v{i}) : (i64) -> i64\n")
out.append(f"  vector.print %v{args.n} : i64\n  return\n}}\n")
print("".join(out), end="")
