#!/usr/bin/env python3
"""Runs upstream MLIR lit tests through their own RUN lines, with corolift or with LLVM.

    scripts/upstream-lit.py [--tool corolift|llvm] [--corolift PATH] [-v] FILE_OR_DIR...

Upstream test files are read from a local folder (fetched by hand; they are not part of this
repository). Each file's `// RUN:` lines (with `\\` continuations and lit's `DEFINE:` /
`REDEFINE:` lines) are expanded the way MLIR's lit configuration does, then run with bash:

* `--tool llvm` (the reference): `mlir-opt` -> mlir-opt-22, `mlir-runner` and the older
  `mlir-cpu-runner` -> mlir-runner-22, library substitutions -> /usr/lib/llvm-22/lib;
* `--tool corolift` (default): `mlir-opt` -> `corolift opt`, `mlir-runner` /
  `mlir-cpu-runner` -> `corolift run`.

`FileCheck`, `not` and `count` are LLVM's (llvm-22-tools). `// REQUIRES:` and `// UNSUPPORTED:`
lines are reported, not evaluated. Prints one line per file (PASS / FAIL / NORUN) and a summary
line `N passed, N failed`; exits 1 when any file fails.

Substitutions, as lit and MLIR's lit.cfg.py make them: `%{name}` from `DEFINE:`/`REDEFINE:`
lines (in file order, a later REDEFINE applying to the RUN lines after it); `%if FEATURES %{
... %} [%else %{ ... %}]` against the features of this machine ([`FEATURES`]: `system-linux`,
`host-supports-jit`, `x86_64`; `&&`, `||`, `!` and parentheses); the libraries
(`%mlir_c_runner_utils`, `%mlir_runner_utils`, `%mlir_async_runtime`, `%mlir_float16_utils`,
`%mlir_apfloat_wrappers`, `%mlir_arm_runner_utils`, `%mlir_lib_dir`, `%mlir_runner_utils_dir`,
`%shlibext`); `%s`, `%S`, `%p`, `%t`, `%T`, `%{pathsep}`, `%{fs-sep}`, `%host_cc`. A name lit
does not define is expanded as lit expands it: `%tlir_runner_utils` (a misspelling in some
upstream tests) becomes the temporary path `%t` followed by `lir_runner_utils`, a library that
does not exist (mlir-runner warns on stderr and runs on; `corolift run` stops with an error).
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

LLVM_BIN = "/usr/lib/llvm-22/bin"
LLVM_LIB = "/usr/lib/llvm-22/lib"


def library_dir():
    """A folder of `libX.so` links to Debian's `libX.so.22.1` (Debian ships no unversioned
    names), so `%mlir_lib_dir/libmlir_c_runner_utils%shlibext` resolves as in an LLVM build."""
    d = os.path.join(tempfile.gettempdir(), "corolift-upstream-lit-libs")
    os.makedirs(d, exist_ok=True)
    for name in os.listdir(LLVM_LIB):
        m = re.match(r"^(libmlir_[a-z0-9_]+\.so)\.22\.1$", name)
        link = os.path.join(d, m.group(1)) if m else None
        if link and not os.path.exists(link):
            os.symlink(os.path.join(LLVM_LIB, name), link)
    return d


def library_substitutions():
    """MLIR's lit.cfg.py library substitutions, pointing at the installed LLVM 22 libraries."""
    lib = library_dir()
    libs = [
        "mlir_runner_utils",
        "mlir_c_runner_utils",
        "mlir_async_runtime",
        "mlir_float16_utils",
        "mlir_apfloat_wrappers",
        "mlir_arm_runner_utils",
    ]
    subs = {f"%{k}": os.path.join(lib, f"lib{k}.so") for k in libs}
    subs["%mlir_lib_dir"] = lib
    subs["%mlir_runner_utils_dir"] = lib
    subs["%shlibext"] = ".so"
    subs["%host_cc"] = "cc"
    return subs


def command_env():
    """The environment of a RUN line: the linked library names resolve their own
    dependencies through `$ORIGIN/../lib`, which is wrong for the link folder, so the loader
    also searches LLVM 22's library folder."""
    env = dict(os.environ)
    paths = [LLVM_LIB] + [p for p in env.get("LD_LIBRARY_PATH", "").split(":") if p]
    env["LD_LIBRARY_PATH"] = ":".join(paths)
    return env


def tool_substitutions(tool, corolift):
    if tool == "llvm":
        opt, runner = "mlir-opt-22", "mlir-runner-22"
    else:
        opt, runner = f"{corolift} opt", f"{corolift} run"
    return [
        (r"\bmlir-opt\b", opt),
        # One pattern for both names: replacing them one after the other would rewrite the
        # `mlir-runner` inside an already substituted `mlir-runner-22`.
        (r"\bmlir-(?:cpu-)?runner\b(?!-)", runner),
        (r"\bFileCheck\b", os.path.join(LLVM_BIN, "FileCheck")),
        (r"(^|[|;&(]\s*)not\b", r"\1" + os.path.join(LLVM_BIN, "not")),
        (r"\|\s*count\b", "| " + os.path.join(LLVM_BIN, "count")),
    ]


def read_run_lines(path):
    """RUN lines joined across `\\` continuations, with DEFINE/REDEFINE applied in order."""
    defines = {}
    commands = []
    pending = ""
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    current_kind = None
    for line in lines:
        m = re.match(r"^\s*//\s*(RUN|DEFINE|REDEFINE):(.*)$", line)
        if not m:
            continue
        kind, text = m.group(1), m.group(2).rstrip()
        if pending:
            kind = current_kind
        current_kind = kind
        if text.endswith("\\"):
            pending += text[:-1] + " "
            continue
        full = (pending + text).strip()
        pending = ""
        if kind == "RUN":
            for name, value in defines.items():
                full = full.replace(name, value)
            commands.append(full)
        else:
            dm = re.match(r"^(%\{[^}]+\})\s*=\s*(.*)$", full)
            if dm:
                value = dm.group(2)
                for name, v in defines.items():
                    value = value.replace(name, v)
                defines[dm.group(1)] = value
    return commands


# lit features of this machine, for `%if` (MLIR's lit.cfg.py sets more; these are the ones the
# CPU integration tests test).
FEATURES = {"system-linux", "host-supports-jit", "x86_64"}


def eval_features(expr):
    """lit's boolean feature expression (`a && !(b || c)`) against [`FEATURES`]."""
    tokens = re.findall(r"&&|\|\||!|\(|\)|[^\s&|!()]+", expr)
    pos = 0

    def peek():
        return tokens[pos] if pos < len(tokens) else None

    def take():
        nonlocal pos
        pos += 1
        return tokens[pos - 1]

    def atom():
        t = take()
        if t == "!":
            return not atom()
        if t == "(":
            v = disj()
            take()  # ')'
            return v
        return t in FEATURES

    def conj():
        v = atom()
        while peek() == "&&":
            take()
            v = atom() and v
        return v

    def disj():
        v = conj()
        while peek() == "||":
            take()
            v = conj() or v
        return v

    return disj()


def braced(cmd, start):
    """The text of the `%{ ... %}` group opening at `start`, and the index after it (nested
    groups allowed)."""
    assert cmd.startswith("%{", start)
    depth, i = 0, start
    while i < len(cmd):
        if cmd.startswith("%{", i):
            depth += 1
            i += 2
        elif cmd.startswith("%}", i):
            depth -= 1
            i += 2
            if depth == 0:
                return cmd[start + 2 : i - 2], i
        else:
            i += 1
    raise ValueError(f"unterminated %{{ in: {cmd}")


def expand_if(cmd):
    """lit's `%if COND %{ THEN %} [%else %{ ELSE %}]`, innermost groups expanded too."""
    while True:
        m = re.search(r"%if\s+([^%]*?)\s*(?=%\{)", cmd)
        if not m:
            return cmd
        then, end = braced(cmd, m.end())
        other = ""
        e = re.match(r"\s*%else\s*(?=%\{)", cmd[end:])
        if e:
            other, end = braced(cmd, end + e.end())
        chosen = then if eval_features(m.group(1)) else other
        cmd = cmd[: m.start()] + chosen + cmd[end:]


def expand(cmd, path, tmpdir, tool, corolift):
    cmd = expand_if(cmd)
    cmd = cmd.replace("%{pathsep}", ":").replace("%{fs-sep}", "/")
    for name, value in sorted(library_substitutions().items(), key=lambda kv: -len(kv[0])):
        cmd = cmd.replace(name, value)
    cmd = cmd.replace("%S", os.path.dirname(os.path.abspath(path)))
    cmd = cmd.replace("%p", os.path.dirname(os.path.abspath(path)))
    cmd = cmd.replace("%s", os.path.abspath(path))
    cmd = cmd.replace("%t", os.path.join(tmpdir, "t"))
    cmd = cmd.replace("%T", tmpdir)
    for pat, rep in tool_substitutions(tool, corolift):
        cmd = re.sub(pat, rep, cmd)
    return cmd


def run_file(path, tool, corolift, verbose, timeout):
    commands = read_run_lines(path)
    if not commands:
        return "NORUN", ""
    with tempfile.TemporaryDirectory() as tmpdir:
        for raw in commands:
            cmd = expand(raw, path, tmpdir, tool, corolift)
            try:
                p = subprocess.run(
                    ["bash", "-o", "pipefail", "-c", cmd],
                    cwd=tmpdir,
                    stdin=subprocess.DEVNULL,
                    capture_output=True,
                    text=True,
                    timeout=timeout,
                    errors="replace",
                    env=command_env(),
                )
            except subprocess.TimeoutExpired:
                return "FAIL", f"timeout after {timeout}s: {cmd}"
            if p.returncode != 0:
                detail = f"$ {cmd}\n{p.stdout[-3000:]}{p.stderr[-3000:]}"
                return "FAIL", detail
            if verbose:
                print(f"  ok: {cmd}")
    return "PASS", ""


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--tool", choices=["corolift", "llvm"], default="corolift")
    ap.add_argument("--corolift", default=os.environ.get("COROLIFT", "target/release/corolift"))
    ap.add_argument("--timeout", type=int, default=120)
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    corolift = os.path.abspath(args.corolift)

    files = []
    for p in args.paths:
        if os.path.isdir(p):
            for root, _, names in os.walk(p):
                files += [os.path.join(root, n) for n in names if n.endswith(".mlir")]
        else:
            files.append(p)
    files.sort()

    passed = failed = 0
    for f in files:
        status, detail = run_file(f, args.tool, corolift, args.verbose, args.timeout)
        print(f"{status:5} {f}", flush=True)
        if status == "PASS":
            passed += 1
        elif status == "FAIL":
            failed += 1
            if args.verbose:
                print("    " + detail.replace("\n", "\n    "))
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
