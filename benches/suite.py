#!/usr/bin/env python3
"""corolift's benchmark suite: every benchmark side by side with the LLVM path, in one run.

    python3 benches/suite.py [--runs N] [--quick] [--out BENCHMARKS.md]

Builds corolift in release, then measures (medians of N runs, default 5):

* startup latency: end-to-end time of a tiny program (parse, compile, run, exit);
* compile scaling: end-to-end time on generated programs of 100, 1000 and 5000 functions
  (benches/compile/gen.py);
* the "async" group (issue 18): end-to-end time of async programs — the seed patch's
  async-func.mlir runner test (cut out of ../shared/seed when present) and generated programs
  of 100, 1000 and 5000 async.funcs (benches/compile/gen_async.py) — against
  mlir-opt-22 | mlir-runner-22 -O0 with the outputs compared, plus a cold 100k-task fan-out
  (benches/programs/fanout-cold.mlir) and fib(20) through async.func against LLVM -O3;
* per-task costs, timed inside the programs with rtclock so compilation is excluded:
  100k async.execute fan-out, a 10k-deep dependency chain, recursive async.func fib(20),
  and a compute-bound kernel (y = a*x + y over memrefs inside 8 async tasks);
* peak resident memory with 100,000 outstanding (suspended) tasks;
* plain Rust for reference: tokio spawn+join vs corolift-runtime's C API (cargo bench);
* the "compute" group (benches/programs/compute/): vectorised kernels over vector<8xf32> — a
  dot product and a saxpy over 4M-element buffers, a 128x128 matmul with vector.fma and one
  with 8x8 vector.outerproduct tiles, and the dot product split over 8 async.execute tasks —
  timed inside the programs, against
  mlir-runner-22 -O3 only. Each program prints checksums before its time; corolift's must be
  LLVM's. A kernel corolift cannot run is reported as "unsupported (exit N)" and the suite
  goes on;
* the "parallel" group (benches/programs/parallel/): the work of upstream's two
  async-parallel-for microbenchmarks (mlir/test/Integration/Dialect/Async/CPU/
  microbench-{scf,linalg}-async-parallel-for.mlir: the sum of two 1024x1024 f32 matrices, as an
  scf.parallel and as a linalg.generic), in programs of our own, timed inside the programs per
  element, under `async-parallel-for` with both dispatch modes and without it; and the dispatch
  cost per task (512 one-iteration tasks per call, `async-parallel-for{num-workers=1024
  min-task-size=1}`). corolift runs `corolift run -O3 <program> --<pass>=<options>…` (the
  passes on its own command line), LLVM `mlir-opt-22` with the same passes in front of the
  pipeline, then `mlir-runner-22 -O3` on MLIR's runtime. `--parallel-input=mlir-opt` gives
  corolift mlir-opt-22's output of those passes instead (measures only corolift's code
  generation and runtime; for a corolift without the passes).
* the "embed" group: corolift compiled into a host process (benches/embed.rs, `cargo bench
  --bench embed`) beside mlir-opt-22 | mlir-runner-22 on the same programs: MLIR text to the
  first result (the seed's async.func program, a 1000-function program), the cost of one call
  from Rust, and the minimal host (examples/minimal.rs, built without the CLI in the
  release-small and release profiles): process time, peak RSS and stripped size, beside
  mlir-runner-22's start-up, peak RSS and the installed size of MLIR's JIT libraries.

The LLVM side is `mlir-opt-22 --pass-pipeline=<upstream async pipeline> | mlir-runner-22` at -O0
and -O3 on MLIR's own runtime (for the compute group the pipeline also runs
convert-vector-to-scf and convert-ub-to-llvm). Results go to BENCHMARKS.md (tables) and
benches/charts/*.svg; `--only async` / `--only compute` / `--only parallel` / `--only embed` runs just that group and replaces
only its section of an existing BENCHMARKS.md. A progress line is printed on stderr. Exit status 2 when the LLVM
tools are missing.
"""

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIBDIR = Path("/usr/lib/llvm-22/lib")
PROGRAMS = ROOT / "benches" / "programs"

# The compute group: program (under benches/programs/compute), label, unit of its last line.
COMPUTE = [
    ("dot", "dot product, vector<8xf32> vector.load + vector.fma, 4M f32", "ns/element"),
    ("saxpy", "saxpy, vector<8xf32> transfer_read/transfer_write, 4M f32", "ns/element"),
    ("matmul", "matmul 128x128 f32, broadcast + vector.fma rows", "ns/multiply-add"),
    ("matmul-outerproduct", "matmul 128x128 f32, 8x8 tiles with vector.outerproduct", "ns/multiply-add"),
    ("dot-async", "dot product split over 8 async.execute tasks, 4M f32", "ns/element"),
]
COMPUTE_TITLE = "## Compute kernels (vector<8xf32>, ns; LLVM at -O3)"

# The parallel group: row key, program (under benches/programs/parallel), label, unit, and the
# passes that run before the lowering (textual pipeline elements, the same on both sides).
APF_DISPATCH = "num-workers=1024 min-task-size=1"
PARALLEL = [
    ("scf-async", "scf-add", "scf.parallel add 1024x1024 f32, async-parallel-for", "ns/element",
     ["async-parallel-for"]),
    ("scf-seq-dispatch", "scf-add", "scf.parallel add 1024x1024 f32, async-parallel-for{async-dispatch=false}",
     "ns/element", ["async-parallel-for{async-dispatch=false}"]),
    ("scf-no-apf", "scf-add", "scf.parallel add 1024x1024 f32, sequential (no async-parallel-for)", "ns/element", []),
    ("linalg-async", "linalg-add",
     "linalg.generic add 1024x1024 f32, convert-linalg-to-parallel-loops + async-parallel-for", "ns/element",
     ["convert-linalg-to-parallel-loops", "async-parallel-for"]),
    ("dispatch-async", "dispatch", "dispatch: 512 one-iteration tasks, async dispatch", "ns/task",
     [f"async-parallel-for{{{APF_DISPATCH}}}"]),
    ("dispatch-seq", "dispatch", "dispatch: 512 one-iteration tasks, sequential dispatch", "ns/task",
     [f"async-parallel-for{{async-dispatch=false {APF_DISPATCH}}}"]),
]
PARALLEL_TITLE = "## Parallel loops (async-parallel-for, ns; LLVM at -O3)"

# Why a kernel misses the 1.5x target, shown in its note when it does (what its code shows).
COMPUTE_WHY = {
    "matmul": "in cache, so arithmetic-bound: LLVM's AVX2 code does each vector<8xf32> load, "
              "FMA and store as one 256-bit op, Cranelift's 128-bit SIMD as two",
    "matmul-outerproduct": "the 8x8 f32 accumulator tile is 8 AVX2 registers for LLVM but 16 "
                           "XMM registers for Cranelift (all of them on x86_64), so the tile "
                           "spills and each FMA and broadcast is doubled",
}


def progress(msg):
    sys.stderr.write("\r\033[K" + msg)
    sys.stderr.flush()


def runner_libs():
    libs = []
    for name in ("mlir_c_runner_utils", "mlir_runner_utils", "mlir_async_runtime"):
        for cand in (LIBDIR / f"lib{name}.so", LIBDIR / f"lib{name}.so.22.1"):
            if cand.exists():
                libs.append(str(cand))
                break
        else:
            sys.exit(f"suite.py: {name} not found under {LIBDIR} (apt-get install mlir-22-tools)")
    return ",".join(libs)


def run(cmd, stdin=None, env=None):
    """Runs cmd; returns (stdout, seconds, peak RSS in KiB)."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdin=subprocess.PIPE if stdin is not None else None,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    out, err = proc.communicate(stdin)
    elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        raise RuntimeError(f"{cmd[0]} failed ({proc.returncode}): {err.decode()[-500:]}")
    return out.decode(), elapsed, None


def try_run(cmd, stdin=None):
    """Runs cmd; returns (exit status, stdout, stderr) without raising."""
    proc = subprocess.run(cmd, input=stdin, capture_output=True)
    return proc.returncode, proc.stdout.decode(errors="replace"), proc.stderr.decode(errors="replace")


def run_rss(cmd, stdin=None):
    """Runs cmd and returns (stdout, seconds, peak RSS of that process in KiB)."""
    start = time.perf_counter()
    pid = os.fork()
    if pid == 0:  # child
        try:
            if stdin is not None:
                r, w = os.pipe()
                if os.fork() == 0:
                    os.close(r)
                    os.write(w, stdin)
                    os._exit(0)
                os.close(w)
                os.dup2(r, 0)
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, 1)
            os.dup2(devnull, 2)
            os.execvp(cmd[0], cmd)
        finally:
            os._exit(127)
    _, status, usage = os.wait4(pid, 0)
    elapsed = time.perf_counter() - start
    if status != 0:
        raise RuntimeError(f"{cmd[0]} failed with status {status}")
    return elapsed, usage.ru_maxrss


class Suite:
    def __init__(self, runs, quick, corolift=None):
        self.runs = runs
        self.quick = quick
        self.libs = runner_libs()
        self.pipeline = (ROOT / "runtime" / "scripts" / "pipeline.txt").read_text().strip()
        self.tmp = Path(tempfile.mkdtemp(prefix="corolift-bench-"))
        target = Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target"))
        # An explicit binary (--corolift) is used as it is, without building.
        self.prebuilt = corolift is not None
        self.corolift = corolift or str(target / "release" / "corolift")
        self.results = {}
        self.parallel_input = "corolift"

    # -- the two sides ------------------------------------------------------------------------
    def lower(self, src):
        out = self.tmp / (src.stem + ".llvm.mlir")
        text, _, _ = run(["mlir-opt-22", str(src), f"--pass-pipeline={self.pipeline}"])
        out.write_text(text)
        return out

    def llvm_cmd(self, lowered, opt):
        return ["mlir-runner-22", "-e", "main", "-entry-point-result=void", f"-O{opt}",
                f"-shared-libs={self.libs}", str(lowered)]

    def ours_cmd(self, src, opt):
        return [self.corolift, "run", f"-O{opt}", str(src)]

    def median_of(self, label, fn):
        values = []
        for i in range(self.runs):
            progress(f"{label}: run {i + 1}/{self.runs}")
            values.append(fn())
        return statistics.median(values)

    # -- benchmarks ---------------------------------------------------------------------------
    def per_task(self, name, label):
        src = PROGRAMS / f"{name}.mlir"
        lowered = self.lower(src)
        last = lambda out: float(out.split()[-1])
        row = {"label": label}
        row["corolift"] = self.median_of(f"{name} corolift", lambda: last(run(self.ours_cmd(src, 3))[0]))
        row["llvm_o0"] = self.median_of(f"{name} LLVM -O0", lambda: last(run(self.llvm_cmd(lowered, 0))[0]))
        row["llvm_o3"] = self.median_of(f"{name} LLVM -O3", lambda: last(run(self.llvm_cmd(lowered, 3))[0]))
        self.results.setdefault("per_task", []).append(row)

    def end_to_end(self, src, label, key):
        row = {"label": label}
        row["corolift"] = self.median_of(f"{label} corolift", lambda: run(self.ours_cmd(src, 0))[1] * 1e3)
        def llvm(opt):
            def once():
                text, t1, _ = run(["mlir-opt-22", str(src), f"--pass-pipeline={self.pipeline}"])
                _, t2, _ = run(self.llvm_cmd("-", opt), stdin=text.encode())
                return (t1 + t2) * 1e3
            return once
        row["llvm_o0"] = self.median_of(f"{label} LLVM -O0", llvm(0))
        row["llvm_o3"] = self.median_of(f"{label} LLVM -O3", llvm(3))
        self.results.setdefault(key, []).append(row)

    def compile_scaling(self):
        gen = ROOT / "benches" / "compile" / "gen.py"
        small = self.tmp / "small.mlir"
        subprocess.run([sys.executable, str(gen), "small", "-o", str(small)], check=True)
        self.end_to_end(small, "startup (tiny program)", "startup")
        sizes = [100, 1000] if self.quick else [100, 1000, 5000]
        for n in sizes:
            src = self.tmp / f"p{n}.mlir"
            subprocess.run([sys.executable, str(gen), str(n), "-o", str(src)], check=True)
            self.end_to_end(src, f"{n} functions", "compile")
            self.results["compile"][-1]["n"] = n

    # -- async programs (issue 18) ------------------------------------------------------------
    def timed_outputs(self, label, cmd, runs, stdin=None):
        """Median wall seconds of `runs` runs of cmd, and the output of the last one."""
        times, out = [], ""
        for i in range(runs):
            progress(f"{label}: run {i + 1}/{runs}")
            out, t, _ = run(cmd, stdin=stdin)
            times.append(t)
        return statistics.median(times), out

    def llvm_end_to_end(self, label, src, runs, opt=0):
        """Median seconds of mlir-opt-22 + mlir-runner-22 -O{opt} on src, and the output."""
        times, out = [], ""
        for i in range(runs):
            progress(f"{label} LLVM -O{opt}: run {i + 1}/{runs}")
            text, t1, _ = run(["mlir-opt-22", str(src), f"--pass-pipeline={self.pipeline}"])
            out, t2, _ = run(self.llvm_cmd("-", opt), stdin=text.encode())
            times.append(t1 + t2)
        return statistics.median(times), out

    def async_end_to_end(self, src, label, n):
        """One row: `corolift run -O0` against mlir-opt-22 | mlir-runner-22 -O0, end to end,
        outputs compared."""
        ours, ours_out = self.timed_outputs(f"{label} corolift", self.ours_cmd(src, 0), self.runs)
        # The LLVM side of the largest program takes minutes per run: at most 3 runs there.
        llvm_runs = self.runs if (n or 0) < 5000 else min(self.runs, 3)
        llvm, llvm_out = self.llvm_end_to_end(label, src, llvm_runs)
        self.results.setdefault("async", []).append({
            "label": label, "n": n, "corolift": ours * 1e3, "llvm_o0": llvm * 1e3,
            "same": same_output(ours_out, llvm_out)})

    def async_per_task(self, name, label, target):
        """One per-task row timed inside the program: corolift -O3 against LLVM -O3 (and -O0)."""
        src = PROGRAMS / f"{name}.mlir"
        lowered = self.lower(src)
        last = lambda out: float(out.split()[-1])
        row = {"label": label, "target": target}
        row["corolift"] = self.median_of(f"{name} corolift", lambda: last(run(self.ours_cmd(src, 3))[0]))
        row["llvm_o3"] = self.median_of(f"{name} LLVM -O3", lambda: last(run(self.llvm_cmd(lowered, 3))[0]))
        self.results.setdefault("async_tasks", []).append(row)

    def async_programs(self):
        seed = seed_runner_test(self.tmp)
        if seed is None:
            progress("the seed's async-func.mlir runner test: ../shared/seed not found, row skipped")
        else:
            self.async_end_to_end(seed, "the seed's async-func.mlir runner test", None)
        gen = ROOT / "benches" / "compile" / "gen_async.py"
        sizes = [100, 1000] if self.quick else [100, 1000, 5000]
        for n in sizes:
            src = self.tmp / f"async{n}.mlir"
            subprocess.run([sys.executable, str(gen), str(n), "-o", str(src)], check=True)
            self.async_end_to_end(src, f"{n} async.funcs", n)
        self.async_per_task("fanout-cold", "cold 100k async.execute fan-out, ns per task", "<= 100 ns")
        self.async_per_task("fib", "fib(20) through async.func, ns per call", ">= 5x LLVM -O3")

    def peak_memory(self):
        src = PROGRAMS / "outstanding.mlir"
        lowered = self.lower(src)
        row = {"label": "100,000 outstanding tasks (peak RSS, MiB)"}
        row["corolift"] = self.median_of("memory corolift", lambda: run_rss(self.ours_cmd(src, 3))[1] / 1024)
        row["llvm_o0"] = self.median_of("memory LLVM -O0", lambda: run_rss(self.llvm_cmd(lowered, 0))[1] / 1024)
        row["llvm_o3"] = self.median_of("memory LLVM -O3", lambda: run_rss(self.llvm_cmd(lowered, 3))[1] / 1024)
        self.results["memory"] = [row]

    def compute_kernel(self, name, label, unit):
        """One compute kernel: checksums (every line but the last) and the best time (the last
        line), corolift -O3 beside LLVM -O3; corolift failing is a result, not an abort."""
        src = PROGRAMS / "compute" / f"{name}.mlir"
        lowered = self.tmp / f"{name}.compute.llvm.mlir"
        text, _, _ = run(["mlir-opt-22", str(src), f"--pass-pipeline={self.compute_pipeline()}"])
        lowered.write_text(text)
        ref = run(self.llvm_cmd(lowered, 3))[0].split()
        row = {"label": label, "unit": unit, "checksum": " ".join(ref[:-1])}
        row["llvm_o3"] = self.median_of(f"{name} LLVM -O3", lambda: float(run(self.llvm_cmd(lowered, 3))[0].split()[-1]))
        code, out, err = try_run(self.ours_cmd(src, 3))
        if code != 0:
            row["corolift"] = None
            errs = [l for l in err.splitlines() if "error" in l] or err.strip().splitlines() or [""]
            first = errs[0].replace(str(ROOT) + "/", "").replace("|", "\\|")
            row["note"] = f"unsupported (exit {code}): `{first}`"
        elif out.split()[:-1] != ref[:-1]:
            row["corolift"] = None
            row["note"] = f"wrong result: printed {' '.join(out.split()[:-1])}"
        else:
            row["corolift"] = self.median_of(f"{name} corolift", lambda: float(run(self.ours_cmd(src, 3))[0].split()[-1]))
            slow = row["corolift"] > 1.5 * row["llvm_o3"]
            row["note"] = COMPUTE_WHY.get(name, "") if slow else ""
        self.results.setdefault("compute", []).append(row)

    def compute_pipeline(self):
        """The async pipeline plus the vector lowerings vector programs need before LLVM."""
        p = self.pipeline.replace("func.func(convert-linalg-to-loops,", "func.func(convert-vector-to-scf,convert-linalg-to-loops,")
        return p.replace("reconcile-unrealized-casts)", "convert-ub-to-llvm,reconcile-unrealized-casts)")

    def compute(self):
        for name, label, unit in COMPUTE:
            self.compute_kernel(name, label, unit)

    # -- the parallel group -------------------------------------------------------------------
    def parallel_row(self, key, name, label, unit, passes):
        """One parallel-loop measurement: the same passes on both sides, checksums (the numeric
        lines before the last) compared, the last line (ns per element or per task) timed."""
        src = PROGRAMS / "parallel" / f"{name}.mlir"
        lowered = self.tmp / f"{key}.parallel.llvm.mlir"
        inner = self.pipeline[len("builtin.module("):]
        text, _, _ = run(["mlir-opt-22", str(src), f"--pass-pipeline=builtin.module({','.join(passes + [inner])}"])
        lowered.write_text(text)
        ref = checksums(run(self.llvm_cmd(lowered, 3))[0])
        row = {"key": key, "label": label, "unit": unit, "passes": passes, "checksum": " ".join(ref)}
        last = lambda out: float(out.split()[-1])
        row["llvm_o3"] = self.median_of(f"{key} LLVM -O3", lambda: last(run(self.llvm_cmd(lowered, 3))[0]))
        cmd = self.parallel_cmd(key, src, passes)
        code, out, err = try_run(cmd)
        if code != 0:
            row["corolift"] = None
            errs = [l for l in err.splitlines() if "error" in l or "Unknown" in l] or err.strip().splitlines() or [""]
            first = errs[0].replace(str(ROOT) + "/", "").replace("|", "\\|")
            row["note"] = f"unsupported (exit {code}): `{first}`"
        elif checksums(out) != ref:
            row["corolift"] = None
            row["note"] = f"wrong result: printed {' '.join(checksums(out))}"
        else:
            row["corolift"] = self.median_of(f"{key} corolift", lambda: last(run(cmd)[0]))
            row["note"] = ""
        self.results.setdefault("parallel", []).append(row)

    def parallel_cmd(self, key, src, passes):
        """corolift's command: the passes on `corolift run`'s own command line, or (with
        --parallel-input=mlir-opt) mlir-opt-22's output of them as the input."""
        if self.parallel_input == "mlir-opt" and passes:
            pre = self.tmp / f"{key}.parallel.passes.mlir"
            text, _, _ = run(["mlir-opt-22", str(src), f"--pass-pipeline=builtin.module({','.join(passes)})"])
            pre.write_text(text)
            return [self.corolift, "run", "-O3", str(pre)]
        return [self.corolift, "run", "-O3", str(src)] + [pass_flag(p) for p in passes]

    def parallel(self):
        self.results["parallel_input"] = self.parallel_input
        for key, name, label, unit, passes in PARALLEL:
            self.parallel_row(key, name, label, unit, passes)

    def embed(self):
        """Builds the minimal host without the CLI (release-small and release), then runs the
        embedding benchmark, which prints its Markdown table."""
        for profile in ("release-small", "release"):
            progress(f"building examples/minimal.rs ({profile}, --no-default-features)")
            subprocess.run(["cargo", "build", "--quiet", "--profile", profile, "--no-default-features",
                            "--example", "minimal"], cwd=ROOT, check=True)
        progress("cargo bench --bench embed")
        args = ["--runs", str(self.runs)] + (["--quick"] if self.quick else [])
        out = subprocess.run(["cargo", "bench", "--quiet", "--bench", "embed", "--"] + args,
                             cwd=ROOT, check=True, capture_output=True, text=True)
        self.results["embed"] = out.stdout.strip()

    def rust_reference(self):
        progress("tokio vs corolift-runtime (cargo bench)")
        out = subprocess.run(["cargo", "bench", "-p", "corolift-runtime", "--bench", "spawn", "--quiet"],
                             cwd=ROOT, capture_output=True, text=True)
        vals = {}
        for line in out.stdout.splitlines():
            parts = line.split()
            if len(parts) >= 2:
                try:
                    vals[parts[0]] = float(parts[1])
                except ValueError:
                    pass
        self.results["rust"] = vals

    def build(self):
        if self.prebuilt:
            return
        progress("building corolift (release)")
        subprocess.run(["cargo", "build", "--release", "--quiet", "--bin", "corolift"], cwd=ROOT, check=True)

    def finish(self):
        progress("")
        sys.stderr.write("\r\033[K")
        shutil.rmtree(self.tmp, ignore_errors=True)
        return self.results

    def run_compute(self):
        self.build()
        self.compute()
        return self.finish()

    def run_parallel(self):
        self.build()
        self.parallel()
        return self.finish()

    def run_async(self):
        self.build()
        self.async_programs()
        return self.finish()

    def run_embed(self):
        self.embed()
        return self.finish()

    def run_all(self):
        self.build()
        self.compile_scaling()
        self.async_programs()
        self.per_task("fanout", "100k async.execute fan-out, per task")
        self.per_task("chain", "10k-deep dependency chain, per task")
        self.per_task("fib", "fib(20) async.func, per call")
        self.per_task("kernel", "y = a*x + y in 8 async tasks, per element update")
        self.peak_memory()
        self.rust_reference()
        self.compute()
        self.parallel()
        self.embed()
        return self.finish()


# -- report --------------------------------------------------------------------------------------
def ratio(a, b):
    return f"{a / b:.1f}x" if b else "-"


def table(rows, unit):
    lines = [f"| benchmark | corolift | LLVM -O0 | LLVM -O3 | LLVM -O0 / corolift | LLVM -O3 / corolift |",
             "|---|---:|---:|---:|---:|---:|"]
    for r in rows:
        lines.append(f"| {r['label']} | {r['corolift']:.1f} {unit} | {r['llvm_o0']:.1f} {unit} | "
                     f"{r['llvm_o3']:.1f} {unit} | {ratio(r['llvm_o0'], r['corolift'])} | "
                     f"{ratio(r['llvm_o3'], r['corolift'])} |")
    return "\n".join(lines)


def compute_section(rows):
    """The compute group's section of BENCHMARKS.md (title line first)."""
    lines = [COMPUTE_TITLE, "",
             "Timed inside the programs (`rtclock`, best of 5 repetitions), so compilation is "
             "excluded. corolift runs `corolift run -O3`; LLVM runs `mlir-runner-22 -O3` after "
             "the upstream pipeline (with convert-vector-to-scf and convert-ub-to-llvm). The "
             "checksums are the lines each program prints before its time (corolift's must be "
             "the same). Target: corolift within 1.5x of LLVM -O3.", "",
             "| kernel | unit | checksum | corolift | LLVM -O3 | corolift / LLVM -O3 | note |",
             "|---|---|---|---:|---:|---:|---|"]
    for r in rows:
        ours = f"{r['corolift']:.3f}" if r["corolift"] is not None else "-"
        rel = f"{r['corolift'] / r['llvm_o3']:.2f}x" if r["corolift"] is not None else "-"
        lines.append(f"| {r['label']} | {r['unit']} | {r['checksum']} | {ours} | "
                     f"{r['llvm_o3']:.3f} | {rel} | {r['note']} |")
    lines += ["",
              "Where Cranelift's code is slower, the usual reasons: mlir-runner-22 JIT-compiles "
              "for the host CPU (AVX2 here, one 256-bit op per vector<8xf32>) while Cranelift's "
              "SIMD is 128-bit (two ops per vector<8xf32>); LLVM -O3 unrolls and interleaves the "
              "loops (several independent accumulators hide FMA latency in the dot product) and "
              "hoists address arithmetic, which Cranelift does not; the dot product and saxpy "
              "stream 32 MiB per sweep, so both are mostly memory bound and the gap is smallest "
              "there; the matmul works in cache and shows code quality most. Both JITs use the "
              "host's FMA3 for vector.fma (corolift's AOT code for baseline x86_64 has no FMA and "
              "calls `fmaf` per lane, as LLVM's does for that CPU).", ""]
    return "\n".join(lines)


def checksums(out):
    """The numeric lines a program prints before its last (timing) line."""
    nums = []
    for line in out.strip().splitlines()[:-1]:
        try:
            float(line)
            nums.append(line.strip())
        except ValueError:
            pass
    return nums


def pass_flag(element):
    """A textual pipeline element as a `corolift run` flag: `p{a=1 b=2}` -> `--p=a=1 b=2`."""
    if "{" in element:
        name, opts = element.split("{", 1)
        return f"--{name}={opts.rstrip('}')}"
    return f"--{element}"


PARALLEL_WHY = (
    "Where corolift loses on the compute rows (read off `corolift run --emit=clif` and the "
    "x86 code of `mlir-translate-22 | opt-22 -O3 | llc-22`): the add loop loads two f32, adds "
    "and stores one per element of a `memref<?x?xf32>`. Its identity layout fixes the innermost "
    "stride at 1 and the offset at 0, and LLVM uses that: its inner loop is `vmovss`, `vaddss`, "
    "`vmovss` with the three row pointers advanced once per row (6 instructions per element; "
    "it does not vectorise, lacking alias information). corolift's memref code used to read the "
    "offset and strides from the descriptors and compute each of the three addresses in full "
    "((row * stride0 + offset + column * stride1) * 4 + base: three multiplies and three adds "
    "per access), about 20 instructions per element. corolift now takes the sizes, offset and "
    "strides a memref type fixes from the type, as MLIR's memref lowering does (3.7 -> 0.8 "
    "ns/element), so each access is one row multiply, an add, a shift and the base add; what "
    "remains is that Cranelift does not strength-reduce the addresses into pointers advanced "
    "per element and row (about 15 instructions per element against LLVM's 6). Running "
    "the tasks on more workers divides both sides alike. The dispatch rows measure the async "
    "machinery only: task creation, group membership, the await of the group and the worker "
    "hand-off, where corolift's lock-free runtime objects, block pools and ready-await fast path "
    "differ from MLIR's runtime (a mutex and a condition variable per object, std::function "
    "continuations). Everything ran on a shared machine: the numbers move with its load.")


def parallel_section(rows, parallel_input="corolift"):
    """The parallel group's section of BENCHMARKS.md (title line first)."""
    how = ("corolift runs `corolift run -O3 <program> --<pass>=<options>`" if parallel_input == "corolift"
           else "corolift runs `corolift run -O3` on mlir-opt-22's output of the same passes "
                "(`--parallel-input=mlir-opt`)")
    lines = [PARALLEL_TITLE, "",
             "The work of upstream's `microbench-scf-async-parallel-for.mlir` and "
             "`microbench-linalg-async-parallel-for.mlir` (the sum of two 1024x1024 f32 matrices), "
             "in our own programs under benches/programs/parallel/, timed inside the programs "
             "(`rtclock`, best of 5 repetitions of 10 calls), plus the dispatch cost per task "
             f"(`dispatch.mlir`: 512 one-iteration tasks per call under `async-parallel-for{{{APF_DISPATCH}}}`). "
             f"{how}; LLVM runs `mlir-opt-22` with the same passes in front of the upstream pipeline, "
             "then `mlir-runner-22 -O3` on MLIR's runtime. Both runtimes use one worker per CPU. "
             "Targets (issue 16): dispatch at least 5x cheaper per task; compute no more than "
             "1.2x LLVM -O3's time.", "",
             "| benchmark | unit | checksum | corolift | LLVM -O3 | corolift / LLVM -O3 | target | note |",
             "|---|---|---|---:|---:|---:|---|---|"]
    for r in rows:
        dispatch = r["unit"] == "ns/task"
        ours = f"{r['corolift']:.3f}" if r["corolift"] is not None else "-"
        rel = f"{r['corolift'] / r['llvm_o3']:.2f}x" if r["corolift"] is not None else "-"
        if r["corolift"] is None:
            target = "-"
        elif dispatch:
            target = "met" if r["llvm_o3"] >= 5 * r["corolift"] else "missed (5x cheaper)"
        else:
            target = "met" if r["corolift"] <= 1.2 * r["llvm_o3"] else "missed (1.2x)"
        lines.append(f"| {r['label']} | {r['unit']} | {r['checksum']} | {ours} | "
                     f"{r['llvm_o3']:.3f} | {rel} | {target} | {r['note']} |")
    lines += ["", PARALLEL_WHY, ""]
    return "\n".join(lines)


EMBED_TITLE = "## Embedding (corolift in a host process vs mlir-runner-22)"


EMBED_NOTES = (
    "Reading the numbers: `-O2` is Cranelift's `speed` level with its backtracking register "
    "allocator, `-O0` its `none` level with the single-pass allocator (src/driver/isa.rs); the "
    "front end (parse, verify, async lowering, coroutine split) is the same at both levels, so "
    "the seed's difference between them is Cranelift's optimiser and allocator, and a host that "
    "wants its first result soonest compiles at `-O0`. The first compile in a process also pays "
    "one-time set-up (the runtime's worker threads, registries built on first use). `Func::call` "
    "costs a few ns over a plain indirect call: it fills the argument-pointer array and the "
    "result buffer and goes through the packed wrapper, which calls the function (the "
    "`PackedFn::call` row is that wrapper alone). Most of the minimal host is Cranelift: by the "
    "symbol sizes of the unstripped `release` binary, Cranelift's x64 backend (mostly its "
    "generated lowering code) is about 2.4 MB, its core and register allocator about 1.3 MB, "
    "its aarch64 backend and the object writer `corolift compile` uses about 0.5 MB together "
    "(both are compiled in without the CLI), and corolift's front end, passes and code "
    "generation about 2.4 MB. Built at `opt-level = \"s\"` the release-small host is 6.5 MB, "
    "but compiling the seed program takes about 1.6x as long and `Func::call` about 15 ns (it "
    "is no longer inlined), so `release-small` keeps release's `opt-level = 3`.")


def machine():
    """The CPU model and count, for the sections measured on this machine."""
    model = ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{model or os.uname().machine}, {os.cpu_count()} CPUs, {time.strftime('%Y-%m-%d')}"


def embed_section(table, runs, quick):
    """The embed group's section of BENCHMARKS.md (title line first)."""
    cmd = "python3 benches/suite.py --only embed" + (f" --runs {runs}" if runs != 5 else "") + \
        (" --quick" if quick else "")
    lines = [EMBED_TITLE, "",
             f"Regenerated by `{cmd}` on {machine()} (a machine shared with other builds: the "
             "minimum is shown beside each median). The table is what `cargo bench --bench embed "
             f"-- --runs {runs}` prints (benches/embed.rs). In process, each engine is created once "
             "(its creation is a row of its own) and every row is a median of many runs: MLIR text "
             "to the first call returning is `Engine::compile` + `Module::func` + `Func::call`, with "
             "the module dropped outside the timing, for the seed's async.func program "
             "(`examples/async-func.mlir` with an `@main` that returns the awaited square instead "
             "of printing it) and for `benches/compile/gen.py 1000` (its `@main` returns its i64 "
             "instead of printing it). The MLIR column runs the same text through `mlir-opt-22` "
             "with the upstream async pipeline piped into `mlir-runner-22 -e main "
             "-entry-point-result=i64 -O0|-O2` on MLIR's runtime libraries (both processes timed; "
             "the results agree, or the cell says so). The minimal host is examples/minimal.rs "
             "built without the CLI (`--no-default-features`) in the `release-small` profile "
             "(fat LTO, one codegen unit, stripped) and the `release` profile (its size after "
             "`strip`); its peak RSS and mlir-runner-22's are `wait4`'s, measured before the "
             "benchmark compiles anything in its own process. MLIR's installed size is the "
             "real files behind `ldd mlir-runner-22` plus the binary, and separately every "
             "`libMLIR*`/`libLLVM*` under /usr/lib/llvm-22/lib.", "",
             table, "",
             "Targets (issue 17): seed program text to first result under 2 ms in process; a "
             "scalar call from Rust under 10 ns; a ready value awaited from Rust under 100 ns; "
             "a stripped minimal host under 10 MB.", "",
             EMBED_NOTES, ""]
    return "\n".join(lines)


def same_output(a, b):
    """Whether two program outputs agree, with printed memref base addresses (`base@ = 0x…`,
    which differ from run to run) masked."""
    import re
    mask = lambda out: re.sub(r"base@ = 0x[0-9a-fA-F]+", "base@ = <addr>", out)
    return mask(a) == mask(b)


def seed_runner_test(tmp):
    """The seed patch's mlir/test/mlir-cpu-runner/async-func.mlir, cut out of the patch in
    ../shared/seed (it is upstream MLIR's text and is not copied into this repository), or
    None when the patch is not there."""
    seed_dir = ROOT.parent / "shared" / "seed"
    for patch in sorted(seed_dir.glob("*.txt")) if seed_dir.is_dir() else []:
        lines, inside = [], False
        for line in patch.read_text().splitlines():
            if line == "mlir/test/mlir-cpu-runner/async-func.mlir":
                inside = True
                continue
            if inside and line.startswith("mlir/"):
                break
            if inside and line.startswith("+"):
                lines.append(line[1:])
        if lines:
            out = tmp / "seed-async-func.mlir"
            out.write_text("\n".join(lines) + "\n")
            return out
    return None


def async_section(rows, tasks, runs, quick):
    cmd = "python3 benches/suite.py --only async" + (f" --runs {runs}" if runs != 5 else "") + \
        (" --quick" if quick else "")
    lines = [
        "## Async programs: compile and start (issue 18)",
        "",
        f"Regenerated by `{cmd}` ({machine()}). End to end, from process start to exit: "
        "`corolift run -O0` against `mlir-opt-22 --pass-pipeline=<upstream async pipeline> | "
        "mlir-runner-22 -O0` on MLIR's runtime (the mlir-opt and mlir-runner times added), "
        f"medians of {runs} runs (of at most 3 on the LLVM side at 5000 functions); the outputs "
        "of the two are compared on every program. The generated programs "
        "(`benches/compile/gen_async.py N`) are N `async.func`s, each calling the previous "
        "one with `async.call` and awaiting its two values, with values live across the "
        "awaits and an `async.execute` in every tenth; `@main` awaits five of them and prints. "
        "Targets: at least 50x at 1000 and 5000 functions with cost growing linearly (flat "
        "µs per function), at least 20x on the seed's test.",
        "",
        "| program | corolift -O0 | LLVM -O0 | LLVM / corolift | corolift µs per function | LLVM µs per function | outputs |",
        "|---|---:|---:|---:|---:|---:|---|",
    ]
    for r in rows:
        per = lambda t: f"{t * 1e3 / r['n']:.0f}" if r["n"] else "-"
        lines.append(f"| {r['label']} | {r['corolift']:.1f} ms | {r['llvm_o0']:.1f} ms | "
                     f"{ratio(r['llvm_o0'], r['corolift'])} | {per(r['corolift'])} | "
                     f"{per(r['llvm_o0'])} | {'identical' if r['same'] else '**differ**'} |")
    lines += [
        "",
        "Per task, timed inside the programs (`rtclock`), so compilation is excluded: the cold "
        "fan-out (`benches/programs/fanout-cold.mlir`) creates 100,000 `async.execute`s in an "
        "`scf.for` as the first thing the program does, adds them to a group and awaits it, "
        "timed once per process (runtime start-up, first allocations and worker wake-up "
        "included); fib (`benches/programs/fib.mlir`) is the best of 7 runs of a recursive "
        "`async.func` fib(20). corolift `-O3` on corolift-runtime, LLVM `-O3` on MLIR's runtime.",
        "",
        "| benchmark | corolift | LLVM -O3 | LLVM -O3 / corolift | target |",
        "|---|---:|---:|---:|---|",
    ]
    for r in tasks:
        lines.append(f"| {r['label']} | {r['corolift']:.1f} ns | {r['llvm_o3']:.1f} ns | "
                     f"{ratio(r['llvm_o3'], r['corolift'])} | {r['target']} |")
    return "\n".join(lines) + "\n"


def splice_section(path, section):
    """Replaces the section starting with the section's title line (up to the next `## `) in
    the file at `path`, or appends it."""
    title = section.splitlines()[0]
    text = path.read_text() if path.exists() else "# corolift benchmarks\n"
    lines = text.splitlines()
    if title in lines:
        start = lines.index(title)
        end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("## ")), len(lines))
        lines[start:end] = section.splitlines()
    else:
        lines += [""] + section.splitlines()
    path.write_text("\n".join(lines).rstrip("\n") + "\n")


def svg_lines(path, title, xs, series, xlabel, ylabel):
    """A log-log line chart; series = [(name, colour, [y...])]."""
    import math
    w, h, m = 640, 400, 60
    ally = [y for _, _, ys in series for y in ys if y > 0]
    lx0, lx1 = math.log10(min(xs)), math.log10(max(xs))
    ly0, ly1 = math.floor(math.log10(min(ally))), math.ceil(math.log10(max(ally)))
    px = lambda x: m + (math.log10(x) - lx0) / max(lx1 - lx0, 1e-9) * (w - 2 * m)
    py = lambda y: h - m - (math.log10(y) - ly0) / max(ly1 - ly0, 1e-9) * (h - 2 * m)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" font-family="sans-serif" font-size="12">',
           f'<rect width="{w}" height="{h}" fill="white"/>',
           f'<text x="{w / 2}" y="20" text-anchor="middle" font-size="14">{title}</text>',
           f'<line x1="{m}" y1="{h - m}" x2="{w - m}" y2="{h - m}" stroke="black"/>',
           f'<line x1="{m}" y1="{m}" x2="{m}" y2="{h - m}" stroke="black"/>',
           f'<text x="{w / 2}" y="{h - 15}" text-anchor="middle">{xlabel}</text>',
           f'<text x="15" y="{h / 2}" text-anchor="middle" transform="rotate(-90 15 {h / 2})">{ylabel}</text>']
    for x in xs:
        out.append(f'<text x="{px(x):.1f}" y="{h - m + 15}" text-anchor="middle">{x}</text>')
    for e in range(ly0, ly1 + 1):
        y = py(10 ** e)
        out.append(f'<line x1="{m}" y1="{y:.1f}" x2="{w - m}" y2="{y:.1f}" stroke="#ddd"/>')
        out.append(f'<text x="{m - 5}" y="{y + 4:.1f}" text-anchor="end">{10 ** e:g}</text>')
    for i, (name, colour, ys) in enumerate(series):
        pts = " ".join(f"{px(x):.1f},{py(y):.1f}" for x, y in zip(xs, ys))
        out.append(f'<polyline points="{pts}" fill="none" stroke="{colour}" stroke-width="2"/>')
        for x, y in zip(xs, ys):
            out.append(f'<circle cx="{px(x):.1f}" cy="{py(y):.1f}" r="3" fill="{colour}"/>')
        out.append(f'<text x="{m + 10}" y="{m + 15 * i}" fill="{colour}">{name}</text>')
    out.append("</svg>")
    path.write_text("\n".join(out) + "\n")


def svg_bars(path, title, groups, names, colours, ylabel):
    """Grouped bars on a log scale; groups = [(label, [v per name])]."""
    import math
    w, h, m = 720, 400, 60
    allv = [v for _, vs in groups for v in vs if v > 0]
    l0, l1 = math.floor(math.log10(min(allv))), math.ceil(math.log10(max(allv)))
    py = lambda v: h - m - (math.log10(v) - l0) / max(l1 - l0, 1e-9) * (h - 2 * m)
    gw = (w - 2 * m) / len(groups)
    bw = gw / (len(names) + 1)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" font-family="sans-serif" font-size="11">',
           f'<rect width="{w}" height="{h}" fill="white"/>',
           f'<text x="{w / 2}" y="20" text-anchor="middle" font-size="14">{title}</text>',
           f'<line x1="{m}" y1="{h - m}" x2="{w - m}" y2="{h - m}" stroke="black"/>',
           f'<text x="15" y="{h / 2}" text-anchor="middle" transform="rotate(-90 15 {h / 2})">{ylabel}</text>']
    for e in range(l0, l1 + 1):
        y = py(10 ** e)
        out.append(f'<line x1="{m}" y1="{y:.1f}" x2="{w - m}" y2="{y:.1f}" stroke="#ddd"/>')
        out.append(f'<text x="{m - 5}" y="{y + 4:.1f}" text-anchor="end">{10 ** e:g}</text>')
    for g, (label, vs) in enumerate(groups):
        x0 = m + g * gw + bw / 2
        for i, v in enumerate(vs):
            y = py(max(v, 10 ** l0))
            out.append(f'<rect x="{x0 + i * bw:.1f}" y="{y:.1f}" width="{bw * 0.9:.1f}" height="{h - m - y:.1f}" fill="{colours[i]}"/>')
        out.append(f'<text x="{m + g * gw + gw / 2:.1f}" y="{h - m + 15}" text-anchor="middle">{label}</text>')
    for i, name in enumerate(names):
        out.append(f'<text x="{w - m - 150}" y="{m + 15 * i}" fill="{colours[i]}">{name}</text>')
    out.append("</svg>")
    path.write_text("\n".join(out) + "\n")


def report(results, out_path, runs, cmdline):
    charts = ROOT / "benches" / "charts"
    charts.mkdir(exist_ok=True)
    comp = results["compile"]
    svg_lines(charts / "compile-scaling.svg", "End-to-end time vs program size",
              [r["n"] for r in comp],
              [("corolift -O0", "#1f77b4", [r["corolift"] for r in comp]),
               ("LLVM -O0", "#ff7f0e", [r["llvm_o0"] for r in comp]),
               ("LLVM -O3", "#d62728", [r["llvm_o3"] for r in comp])],
              "functions", "milliseconds (log)")
    pt = [r for r in results["per_task"] if "kernel" not in r["label"]]
    svg_bars(charts / "per-task.svg", "Cost per task (ns, log scale)",
             [(r["label"].split(",")[0], [r["corolift"], r["llvm_o0"], r["llvm_o3"]]) for r in pt],
             ["corolift", "LLVM -O0", "LLVM -O3"], ["#1f77b4", "#ff7f0e", "#d62728"], "ns per task")
    rust = results.get("rust", {})
    machine = f"{os.cpu_count()} CPUs, {os.uname().machine}, {time.strftime('%Y-%m-%d')}"
    lines = [
        "# corolift benchmarks",
        "",
        f"Regenerated by `{cmdline}` ({machine}; medians of {runs} runs). "
        "corolift runs `corolift run -O3` (end-to-end rows: `-O0`) on corolift-runtime; "
        "LLVM is `mlir-opt-22 --pass-pipeline=<upstream async pipeline> | mlir-runner-22` "
        "on MLIR's own runtime. Per-task rows are timed inside the programs (`rtclock`, best of "
        "several repetitions), so they exclude compilation; end-to-end rows include everything.",
        "",
        "## Startup and compile time (end to end, ms)",
        "",
        table(results["startup"] + comp, "ms"),
        "",
        "![compile scaling](benches/charts/compile-scaling.svg)",
        "",
        "## Per-task cost (ns)",
        "",
        table(results["per_task"], "ns"),
        "",
        "![per-task cost](benches/charts/per-task.svg)",
        "",
        "## Memory",
        "",
        table(results["memory"], "MiB"),
        "",
        "Peak resident memory of the whole process (corolift includes its compiler; mlir-runner "
        "includes LLVM's JIT).",
        "",
        "## Plain Rust reference",
        "",
        "| 100k spawn + join, ns per task | value |",
        "|---|---:|",
    ]
    for k, v in sorted(rust.items()):
        lines.append(f"| {k} | {v:.1f} |")
    lines += [
        "",
        "## Reading the numbers",
        "",
        "* The compute-bound kernel measures the generated loop code: Cranelift and LLVM -O3 are "
        "close there (memory bound); LLVM wins on pure arithmetic loops where it vectorises.",
        "* Per-task rows measure coroutine and runtime overhead; corolift-runtime's lock-free "
        "objects and block pools, and coro-split's ready-await fast path, are what differ.",
        "* Machine load from other processes moves every number; rerun to compare.",
        "",
    ]
    if "async" in results:
        lines += [async_section(results["async"], results.get("async_tasks", []), runs,
                                "--quick" in cmdline), ""]
    if "compute" in results:
        lines += [compute_section(results["compute"]), ""]
    if "parallel" in results:
        lines += [parallel_section(results["parallel"], results.get("parallel_input", "corolift")), ""]
    if "embed" in results:
        lines += [embed_section(results["embed"], runs, "--quick" in cmdline), ""]
    out_path.write_text("\n".join(lines))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--quick", action="store_true", help="skip the 5000-function program")
    ap.add_argument("--out", default=str(ROOT / "BENCHMARKS.md"))
    ap.add_argument("--corolift", help="a corolift binary to use instead of building target/release/corolift")
    ap.add_argument("--only", choices=["async", "compute", "parallel", "embed"],
                    help="run one group and replace only its section of the --out file")
    ap.add_argument("--parallel-input", choices=["corolift", "mlir-opt"], default="corolift",
                    help="parallel group: corolift runs the passes itself (default), or runs "
                         "mlir-opt-22's output of them")
    args = ap.parse_args()
    for tool in ("mlir-opt-22", "mlir-runner-22"):
        if shutil.which(tool) is None:
            print(f"suite.py: {tool} not found (apt-get install mlir-22-tools)", file=sys.stderr)
            return 2
    if args.only == "parallel":
        suite = Suite(args.runs, args.quick, args.corolift)
        suite.parallel_input = args.parallel_input
        results = suite.run_parallel()
        splice_section(Path(args.out), parallel_section(results["parallel"], args.parallel_input))
        print(f"updated the parallel section of {args.out}")
        return 0
    if args.only == "async":
        results = Suite(args.runs, args.quick, args.corolift).run_async()
        splice_section(Path(args.out), async_section(results["async"], results.get("async_tasks", []),
                                                     args.runs, args.quick))
        print(f"updated the async section of {args.out}")
        return 0
    if args.only == "embed":
        results = Suite(args.runs, args.quick, args.corolift).run_embed()
        splice_section(Path(args.out), embed_section(results["embed"], args.runs, args.quick))
        print(f"updated the embedding section of {args.out}")
        return 0
    if args.only == "compute":
        results = Suite(args.runs, args.quick, args.corolift).run_compute()
        splice_section(Path(args.out), compute_section(results["compute"]))
        print(f"updated the compute section of {args.out}")
        return 0
    suite = Suite(args.runs, args.quick, args.corolift)
    suite.parallel_input = args.parallel_input
    results = suite.run_all()
    cmd = "python3 benches/suite.py" + (f" --runs {args.runs}" if args.runs != 5 else "") + (" --quick" if args.quick else "")
    report(results, Path(args.out), args.runs, cmd)
    print(f"wrote {args.out} and benches/charts/*.svg")
    return 0


if __name__ == "__main__":
    sys.exit(main())
