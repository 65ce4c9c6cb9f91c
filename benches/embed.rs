//! The embedding benchmark: corolift compiled into the host process, side by side with MLIR's
//! own JIT (`mlir-opt-22 | mlir-runner-22`) on the same programs, in the same run.
//!
//! ```text
//! cargo bench --bench embed [-- --runs N] [--quick]
//! python3 benches/suite.py --only embed      # builds the minimal host too, updates BENCHMARKS.md
//! ```
//!
//! Prints one Markdown table (stdout; progress on stderr). In process, with each engine
//! created once (its creation is a row of its own):
//!
//! * MLIR text → first call returning (compile, look up, call; the module is dropped outside
//!   the timing), median of many runs, at `-O0` and `-O2`, for the seed program (the
//!   `async.func` program of `examples/async-func.mlir`, with an `@main` that returns the
//!   awaited value instead of printing it, so nothing is printed while timing) and a generated
//!   1000-function program (`benches/compile/gen.py 1000`, its `@main` made to return its i64
//!   instead of printing it, for the same reason);
//! * one call of a `(i64, i64) -> i64` function through `Func::call`, many calls in a loop;
//! * the minimal host (`examples/minimal.rs`) as a process: wall time, peak RSS (`wait4`) and
//!   stripped size, for each profile it was built with.
//!
//! The MLIR side runs the same program text: `mlir-opt-22` with the upstream async pipeline
//! (`runtime/scripts/pipeline.txt`, as `benches/suite.py` uses) piped into `mlir-runner-22
//! -e main -entry-point-result=i64 -O0|-O2` on MLIR's runtime libraries, timed end to end
//! (both processes), plus `mlir-runner-22`'s start-up, its peak RSS and the installed size of
//! what it loads. Both sides' results are compared. Rows whose tools are missing say so.
//!
//! This is a benchmark, not a test: nothing here fails on a time.

use std::collections::BTreeSet;
use std::hint::black_box;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

use corolift::Engine;

/// The seed's `async.func` program (`examples/async-func.mlir`) with `@main` returning the
/// awaited square instead of printing it. Expected result: 7 * 7 = 49.
const SEED: &str = r#"
async.func @square(%in: !async.value<i64>) -> (!async.token, !async.value<i64>) {
  %x = async.await %in : !async.value<i64>
  %y = arith.muli %x, %x : i64
  return %y : i64
}

func.func @main() -> i64 {
  %c7 = arith.constant 7 : i64
  %token, %seven = async.execute -> !async.value<i64> {
    async.yield %c7 : i64
  }
  %done, %squared = async.call @square(%seven) : (!async.value<i64>) -> (!async.token, !async.value<i64>)
  %r = async.await %squared : !async.value<i64>

  %c2 = arith.constant 2 : index
  %group = async.create_group %c2 : !async.group
  %t0 = async.execute {
    async.yield
  }
  %t1 = async.execute [%t0] {
    async.yield
  }
  %i0 = async.add_to_group %t0, %group : !async.token
  %i1 = async.add_to_group %t1, %group : !async.token
  async.await_all %group
  return %r : i64
}
"#;

/// The scalar function whose call cost is measured.
const ADD: &str = r#"
func.func @add(%a: i64, %b: i64) -> i64 {
  %s = arith.addi %a, %b : i64
  return %s : i64
}
"#;

/// A trivial program: the start-up cost of each side.
const TRIVIAL: &str = r#"
func.func @main() -> i64 {
  %c = arith.constant 42 : i64
  return %c : i64
}
"#;

/// MLIR's runtime libraries mlir-runner-22 loads for these programs.
const LLVM_LIB: &str = "/usr/lib/llvm-22/lib";
const RUNNER_LIBS: [&str; 3] = [
    "libmlir_c_runner_utils.so.22.1",
    "libmlir_runner_utils.so.22.1",
    "libmlir_async_runtime.so.22.1",
];

/// Command-line options (`cargo bench` adds `--bench`, which is ignored).
struct Options {
    /// Runs of each process-level measurement (the LLVM side, the minimal host).
    runs: usize,
    /// Skip the 1000-function program.
    quick: bool,
}

fn options() -> Options {
    let mut opts = Options {
        runs: 5,
        quick: false,
    };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--quick" => opts.quick = true,
            "--runs" => {
                if let Some(n) = args.next().and_then(|n| n.parse().ok()) {
                    opts.runs = n;
                }
            }
            _ => {}
        }
    }
    opts
}

/// One row of the table.
struct Row {
    what: String,
    ours: String,
    llvm: String,
    target: String,
}

impl Row {
    fn new(what: impl Into<String>, ours: String, llvm: String, target: &str) -> Row {
        Row {
            what: what.into(),
            ours,
            llvm,
            target: target.to_owned(),
        }
    }
}

fn progress(msg: &str) {
    eprint!("\r\x1b[K{msg}");
    let _ = std::io::stderr().flush();
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    let n = v.len();
    if n == 0 {
        return f64::NAN;
    }
    if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

fn ms(v: f64) -> String {
    if v < 1e-3 {
        format!("{:.0} ns", v * 1e6)
    } else if v < 1.0 {
        format!("{:.0} µs", v * 1e3)
    } else {
        format!("{v:.1} ms")
    }
}

fn mib(kib: f64) -> String {
    format!("{:.1} MiB", kib / 1024.0)
}

fn mb(bytes: u64) -> String {
    format!("{:.1} MB", bytes as f64 / 1e6)
}

/// "met" or "missed" for a measured value against an upper bound.
fn verdict(value: f64, bound: f64, text: &str) -> String {
    let word = if value < bound { "met" } else { "missed" };
    format!("{text}: {word}")
}

fn manifest_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| manifest_dir().join("target"))
}

// -- in process ---------------------------------------------------------------------------------

/// Engine creation: the first in the process, and the median of further ones.
fn engine_creation() -> (f64, f64) {
    let t = Instant::now();
    let first = Engine::new();
    let cold = t.elapsed().as_secs_f64() * 1e3;
    drop(first);
    let times = (0..200)
        .map(|_| {
            let t = Instant::now();
            let e = black_box(Engine::new());
            let dt = t.elapsed().as_secs_f64() * 1e3;
            drop(e);
            dt
        })
        .collect();
    (cold, median(times))
}

/// One compile + lookup + call of `@main: () -> i64`, in ms, and its result.
///
/// Also returns the three phases' times in ms: `compile`, the lookup (which compiles the
/// packed wrapper) and the call.
fn text_to_result(engine: &Engine, text: &str) -> (f64, i64, [f64; 3]) {
    let t = Instant::now();
    let module = engine.compile(text).unwrap_or_else(|e| panic!("{e}"));
    let compiled = t.elapsed();
    let main = module
        .func::<(), i64>("main")
        .unwrap_or_else(|e| panic!("{e}"));
    let looked_up = t.elapsed();
    let r = main.call(()).unwrap_or_else(|e| panic!("{e}"));
    let done = t.elapsed();
    // Freeing the code (and draining the runtime) is not part of the latency.
    drop(main);
    drop(module);
    let phases = [
        compiled.as_secs_f64() * 1e3,
        (looked_up - compiled).as_secs_f64() * 1e3,
        (done - looked_up).as_secs_f64() * 1e3,
    ];
    (done.as_secs_f64() * 1e3, r, phases)
}

/// A median time in ms and the fastest run: on a shared machine the minimum is the time
/// without interference.
#[derive(Clone, Copy)]
struct Timing {
    median: f64,
    min: f64,
}

impl Timing {
    fn of(times: Vec<f64>) -> Timing {
        let min = times.iter().copied().fold(f64::INFINITY, f64::min);
        Timing {
            median: median(times),
            min,
        }
    }

    fn show(self) -> String {
        format!("{} (min {})", ms(self.median), ms(self.min))
    }
}

/// The latency from text to the first result over `runs` runs, and the result.
/// With the medians of the phases (see [`text_to_result`]).
fn text_to_result_median(
    engine: &Engine,
    text: &str,
    runs: usize,
    label: &str,
) -> (Timing, i64, [f64; 3]) {
    let mut times = Vec::with_capacity(runs);
    let mut phases: [Vec<f64>; 3] = Default::default();
    let mut result = None;
    for i in 0..runs {
        progress(&format!("{label}: run {}/{runs}", i + 1));
        let (dt, r, p) = text_to_result(engine, text);
        assert!(result.is_none_or(|x| x == r), "{label}: results differ");
        result = Some(r);
        times.push(dt);
        for (all, one) in phases.iter_mut().zip(p) {
            all.push(one);
        }
    }
    let phases = phases.map(median);
    (Timing::of(times), result.unwrap_or_default(), phases)
}

/// Call costs in ns, each the median of batches of many calls: (`Func::call`, the packed
/// wrapper alone through `PackedFn::call` with its argument array prepared once, a plain Rust
/// indirect call of an `extern "C" fn(i64, i64) -> i64` for reference).
fn call_costs_ns() -> (f64, f64, f64) {
    let module = Engine::new().compile(ADD).unwrap_or_else(|e| panic!("{e}"));
    let add = module
        .func::<(i64, i64), i64>("add")
        .unwrap_or_else(|e| panic!("{e}"));
    let typed = per_call_ns("Func::call", |i, acc| {
        add.call((black_box(i), black_box(acc))).unwrap_or(0)
    });
    let packed = add.packed().clone();
    let packed_ns = per_call_ns("PackedFn::call", |i, acc| {
        let (mut a, mut b, mut r) = (black_box(i), black_box(acc), 0i64);
        let mut slots = [
            (&raw mut a).cast::<std::ffi::c_void>(),
            (&raw mut b).cast(),
            (&raw mut r).cast(),
        ];
        // SAFETY: `@add` is `(i64, i64) -> i64`: the wrapper reads two i64 through the first
        // two pointers and writes one i64 through the third, all live locals.
        unsafe { packed.call(slots.as_mut_ptr()) };
        r
    });
    let plain: extern "C" fn(i64, i64) -> i64 = black_box(rust_add);
    let plain_ns = per_call_ns("Rust call", |i, acc| {
        black_box(plain)(black_box(i), black_box(acc))
    });
    (typed, packed_ns, plain_ns)
}

/// The cost of awaiting an `!async.value<i64>` that is already complete: an `async.func`
/// that never suspends returns its value ready; the values are made first, then each is
/// awaited through its `Future` (one poll with a no-op waker) and dropped, which is what is
/// timed. Also the cost of the whole call + await. In ns, medians of batches.
fn ready_await_ns() -> (f64, f64) {
    use std::future::{Future, IntoFuture};
    use std::task::{Context, Poll, Waker};
    const READY: &str = "async.func @ready(%x: i64) -> !async.value<i64> {\n  return %x : i64\n}\n";
    let module = Engine::new()
        .compile(READY)
        .unwrap_or_else(|e| panic!("{e}"));
    let ready = module
        .func::<(i64,), corolift::AsyncValue<i64>>("ready")
        .unwrap_or_else(|e| panic!("{e}"));
    let mut cx = Context::from_waker(Waker::noop());
    let mut await_ready = |v: corolift::AsyncValue<i64>| {
        let mut fut = std::pin::pin!(v.into_future());
        match fut.as_mut().poll(&mut cx) {
            Poll::Ready(r) => r.unwrap_or(0),
            Poll::Pending => panic!("the value of a function that never suspends is ready"),
        }
    };
    const VALUES: usize = 100_000;
    let batches = (0..9)
        .map(|_| {
            progress("ready await");
            let values: Vec<_> = (0..VALUES as i64)
                .map(|i| ready.call((i,)).unwrap_or_else(|e| panic!("{e}")))
                .collect();
            let t = Instant::now();
            let mut acc = 0i64;
            for v in values {
                acc = acc.wrapping_add(await_ready(v));
            }
            black_box(acc);
            t.elapsed().as_secs_f64() * 1e9 / VALUES as f64
        })
        .collect();
    let await_only = median(batches);
    let call_and_await = per_call_ns("call + ready await", |i, acc| {
        let v = ready
            .call((black_box(i),))
            .unwrap_or_else(|e| panic!("{e}"));
        acc.wrapping_add(await_ready(v))
    });
    (await_only, call_and_await)
}

extern "C" fn rust_add(a: i64, b: i64) -> i64 {
    a.wrapping_add(b)
}

/// The median over batches of the time per `step(i, acc)` call, in ns.
fn per_call_ns(label: &str, mut step: impl FnMut(i64, i64) -> i64) -> f64 {
    const CALLS: i64 = 2_000_000;
    let batches = (0..9)
        .map(|_| {
            progress(label);
            let mut acc = 0i64;
            let t = Instant::now();
            for i in 0..CALLS {
                acc = step(i, acc);
            }
            black_box(acc);
            t.elapsed().as_secs_f64() * 1e9 / CALLS as f64
        })
        .collect();
    median(batches)
}

// -- processes ----------------------------------------------------------------------------------

/// What one process run measured.
struct Measured {
    ms: f64,
    max_rss_kib: f64,
    stdout: String,
}

/// Runs `cmd` with `stdin`, returning its wall time, peak RSS (`wait4`) and output.
fn run_process(cmd: &mut Command, stdin: Option<&[u8]>) -> Result<Measured, String> {
    let name = format!("{:?}", cmd.get_program());
    let t = Instant::now();
    let mut child = cmd
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("{name}: {e}"))?;
    let writer = child.stdin.take().map(|mut pipe| {
        let input = stdin.unwrap_or_default().to_vec();
        std::thread::spawn(move || {
            let _ = pipe.write_all(&input);
        })
    });
    let mut out = String::new();
    let mut err = String::new();
    if let Some(mut s) = child.stdout.take() {
        let _ = s.read_to_string(&mut out);
    }
    if let Some(mut s) = child.stderr.take() {
        let _ = s.read_to_string(&mut err);
    }
    let (status, rss) = wait_with_rusage(child.id())?;
    let elapsed = t.elapsed().as_secs_f64() * 1e3;
    if let Some(w) = writer {
        let _ = w.join();
    }
    if status != 0 {
        return Err(format!("{name} failed ({status}): {}", err.trim_end()));
    }
    Ok(Measured {
        ms: elapsed,
        max_rss_kib: rss,
        stdout: out,
    })
}

/// Reaps the child `pid`: its wait status and its peak RSS in KiB.
fn wait_with_rusage(pid: u32) -> Result<(i32, f64), String> {
    let mut status = 0;
    // SAFETY: an all-zero `rusage` is a valid value of the plain C struct.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: `pid` is our own child, not yet reaped (std's `Child` only reaps in `wait`,
    // which is never called); `status` and `usage` are valid for writes.
    let r = unsafe { libc::wait4(pid as libc::pid_t, &mut status, 0, &mut usage) };
    if r < 0 {
        return Err(format!("wait4: {}", std::io::Error::last_os_error()));
    }
    Ok((status, usage.ru_maxrss as f64))
}

fn median_process(
    runs: usize,
    label: &str,
    mut once: impl FnMut() -> Result<Measured, String>,
) -> Result<(Timing, f64, String), String> {
    let (mut times, mut rss, mut out) = (Vec::new(), Vec::new(), String::new());
    for i in 0..runs {
        progress(&format!("{label}: run {}/{runs}", i + 1));
        let m = once()?;
        times.push(m.ms);
        rss.push(m.max_rss_kib);
        out = m.stdout;
    }
    Ok((Timing::of(times), median(rss), out))
}

/// MLIR's side: `mlir-opt-22 | mlir-runner-22`.
struct Llvm {
    pipeline: String,
    shared_libs: String,
    runs: usize,
}

impl Llvm {
    /// The LLVM tools and libraries, or why they cannot be used.
    fn find(runs: usize) -> Result<Llvm, String> {
        for tool in ["mlir-opt-22", "mlir-runner-22"] {
            Command::new(tool)
                .arg("--version")
                .output()
                .map_err(|_| format!("{tool} not found"))?;
        }
        let libs: Vec<String> = RUNNER_LIBS
            .iter()
            .map(|l| format!("{LLVM_LIB}/{l}"))
            .collect();
        if let Some(missing) = libs.iter().find(|l| !Path::new(l).exists()) {
            return Err(format!("{missing} not found"));
        }
        let pipeline = std::fs::read_to_string(manifest_dir().join("runtime/scripts/pipeline.txt"))
            .map_err(|e| format!("runtime/scripts/pipeline.txt: {e}"))?;
        Ok(Llvm {
            pipeline: pipeline.trim().to_owned(),
            shared_libs: libs.join(","),
            runs,
        })
    }

    fn lower(&self, text: &str) -> Result<Measured, String> {
        run_process(
            Command::new("mlir-opt-22").arg(format!("--pass-pipeline={}", self.pipeline)),
            Some(text.as_bytes()),
        )
    }

    fn runner(&self, lowered: &str, opt: u8) -> Result<Measured, String> {
        run_process(
            Command::new("mlir-runner-22").args([
                "-e",
                "main",
                "-entry-point-result=i64",
                &format!("-O{opt}"),
                &format!("-shared-libs={}", self.shared_libs),
            ]),
            Some(lowered.as_bytes()),
        )
    }

    /// Median text → result time (both processes), the runner's peak RSS and its result.
    fn compile_and_run(
        &self,
        text: &str,
        opt: u8,
        label: &str,
    ) -> Result<(Timing, f64, i64), String> {
        let (t, rss, out) = median_process(self.runs, label, || {
            let lowered = self.lower(text)?;
            let run = self.runner(&lowered.stdout, opt)?;
            Ok(Measured {
                ms: lowered.ms + run.ms,
                max_rss_kib: run.max_rss_kib,
                stdout: run.stdout,
            })
        })?;
        let result = out
            .trim()
            .parse()
            .map_err(|_| format!("unexpected output {out:?}"))?;
        Ok((t, rss, result))
    }

    /// mlir-runner-22's start-up: a trivial module lowered beforehand, and `--version`.
    fn startup(&self) -> Result<(Timing, Timing), String> {
        let lowered = self.lower(TRIVIAL)?.stdout;
        let (trivial, _, _) = median_process(self.runs, "mlir-runner-22 start-up", || {
            self.runner(&lowered, 0)
        })?;
        let (version, _, _) = median_process(self.runs, "mlir-runner-22 --version", || {
            run_process(Command::new("mlir-runner-22").arg("--version"), None)
        })?;
        Ok((trivial, version))
    }
}

/// The real files behind `paths` (symlinks resolved, each counted once), summed.
fn real_size(paths: impl IntoIterator<Item = PathBuf>) -> u64 {
    let files: BTreeSet<PathBuf> = paths
        .into_iter()
        .filter_map(|p| std::fs::canonicalize(p).ok())
        .collect();
    files
        .iter()
        .filter_map(|f| std::fs::metadata(f).ok())
        .map(|m| m.len())
        .sum()
}

/// The installed size of mlir-runner-22 and what `ldd` says it loads, and of the
/// `libMLIR*`/`libLLVM*` libraries under /usr/lib/llvm-22/lib.
fn mlir_installed_size() -> Result<(u64, u64), String> {
    let runner = Command::new("sh")
        .args(["-c", "readlink -f \"$(command -v mlir-runner-22)\""])
        .output()
        .map_err(|e| e.to_string())?;
    let runner = PathBuf::from(String::from_utf8_lossy(&runner.stdout).trim());
    let ldd = Command::new("ldd")
        .arg(&runner)
        .output()
        .map_err(|e| format!("ldd: {e}"))?;
    let loaded = String::from_utf8_lossy(&ldd.stdout)
        .lines()
        .filter_map(|l| l.split("=> ").nth(1))
        .filter_map(|rest| rest.split(" (").next())
        .map(PathBuf::from)
        .chain([runner])
        .collect::<Vec<_>>();
    let libs = std::fs::read_dir(LLVM_LIB)
        .map_err(|e| format!("{LLVM_LIB}: {e}"))?
        .filter_map(|e| e.ok())
        .filter(|e| {
            let n = e.file_name().to_string_lossy().into_owned();
            (n.starts_with("libMLIR") || n.starts_with("libLLVM")) && n.contains(".so")
        })
        .map(|e| e.path())
        .collect::<Vec<_>>();
    Ok((real_size(loaded), real_size(libs)))
}

/// The minimal host binaries that were built: (profile, path).
fn minimal_hosts() -> Vec<(&'static str, PathBuf)> {
    ["release-small", "release"]
        .into_iter()
        .map(|p| (p, target_dir().join(p).join("examples/minimal")))
        .filter(|(_, path)| path.exists())
        .collect()
}

/// The size of `bin` after `strip` (a stripped copy in the temporary directory), or its size
/// as it is, marked, when `strip` is unavailable.
fn stripped_size(bin: &Path) -> (u64, bool) {
    let copy = std::env::temp_dir().join(format!("corolift-embed-{}", std::process::id()));
    let ok = Command::new("strip")
        .arg("-o")
        .arg(&copy)
        .arg(bin)
        .status()
        .is_ok_and(|s| s.success());
    let size = |p: &Path| std::fs::metadata(p).map(|m| m.len()).unwrap_or(0);
    if ok {
        let n = size(&copy);
        let _ = std::fs::remove_file(&copy);
        (n, true)
    } else {
        (size(bin), false)
    }
}

// -- programs -----------------------------------------------------------------------------------

/// `benches/compile/gen.py N` with its `@main` returning its i64 instead of printing both
/// results (the f64 one is dropped), so that the host receives it.
fn generated_program(n: usize) -> Result<String, String> {
    let script = manifest_dir().join("benches/compile/gen.py");
    let out = Command::new("python3")
        .arg(&script)
        .arg(n.to_string())
        .output()
        .map_err(|e| format!("python3: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "gen.py failed: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    main_returning_i64(&String::from_utf8_lossy(&out.stdout))
}

/// Rewrites gen.py's `@main() { … vector.print %x : i64; vector.print %y : f64; return }`
/// into `@main() -> i64 { … return %x : i64 }`.
fn main_returning_i64(text: &str) -> Result<String, String> {
    let start = text
        .find("func.func @main() {")
        .ok_or("gen.py output has no @main")?;
    let (functions, main) = text.split_at(start);
    let printed = main
        .lines()
        .find_map(|l| {
            l.trim()
                .strip_prefix("vector.print ")?
                .strip_suffix(" : i64")
        })
        .ok_or("gen.py's @main prints no i64")?;
    let mut out = functions.to_owned();
    for line in main.lines() {
        let t = line.trim();
        if t.starts_with("vector.print ") {
            continue;
        }
        match t {
            "func.func @main() {" => out.push_str("func.func @main() -> i64 {"),
            "return" => out.push_str(&format!("  return {printed} : i64")),
            _ => out.push_str(line),
        }
        out.push('\n');
    }
    Ok(out)
}

// -- the table ----------------------------------------------------------------------------------

/// Text → first result for one program at -O0 and -O2, both sides.
fn latency_rows(
    rows: &mut Vec<Row>,
    name: &str,
    text: &str,
    in_process_runs: usize,
    llvm: &Result<Llvm, String>,
    target_ms: Option<f64>,
) {
    for opt in [0u8, 2] {
        let engine = Engine::builder()
            .opt_level(opt)
            .build()
            .unwrap_or_else(|e| panic!("{e}"));
        let label = format!("{name} -O{opt}");
        let (t, ours, [compile, lookup, call]) =
            text_to_result_median(&engine, text, in_process_runs, &label);
        let theirs = match llvm {
            Ok(l) => match l.compile_and_run(text, opt, &format!("{label} LLVM")) {
                Ok((lt, _, r)) if r == ours => lt.show(),
                Ok((lt, _, r)) => format!("{} (result {r}, corolift's {ours}: differ)", lt.show()),
                Err(e) => format!("failed: {e}"),
            },
            Err(e) => format!("n/a ({e})"),
        };
        let target = match target_ms {
            Some(b) => verdict(t.median, b, &format!("< {b} ms (median)")),
            None => String::new(),
        };
        rows.push(Row::new(
            format!("{name}, text → first result, -O{opt} (result {ours})"),
            t.show(),
            theirs,
            &target,
        ));
        rows.push(Row::new(
            "  of which `compile` / `func` lookup (packed wrapper) / call (medians)",
            format!("{} / {} / {}", ms(compile), ms(lookup), ms(call)),
            String::new(),
            "",
        ));
    }
}

/// The minimal host as a process, beside mlir-runner-22's start-up, peak RSS and installed size.
///
/// Runs before anything is compiled in this process: Linux carries a process's peak RSS
/// across `exec`, and std spawns children with `vfork` semantics, so a child's `wait4` peak is
/// at least this process's peak at the time of the spawn.
fn process_rows(runs: usize, llvm: &Result<Llvm, String>) -> Vec<Row> {
    let mut rows = Vec::new();
    let startup = match llvm {
        Ok(l) => l
            .startup()
            .map(|(t, v)| {
                format!(
                    "{} (mlir-runner-22 on a trivial lowered module; --version alone: {})",
                    t.show(),
                    v.show()
                )
            })
            .unwrap_or_else(|e| format!("failed: {e}")),
        Err(e) => format!("n/a ({e})"),
    };
    let runner_rss = match llvm {
        Ok(l) => l
            .compile_and_run(SEED, 2, "seed LLVM peak RSS")
            .map(|(_, rss, _)| format!("{} (mlir-runner-22 -O2, seed program)", mib(rss)))
            .unwrap_or_else(|e| format!("failed: {e}")),
        Err(e) => format!("n/a ({e})"),
    };
    let installed = match mlir_installed_size() {
        Ok((loaded, libs)) => format!(
            "{} (mlir-runner-22 + what ldd lists); libMLIR*+libLLVM* alone {}",
            mb(loaded),
            mb(libs)
        ),
        Err(e) => format!("n/a ({e})"),
    };
    let hosts = minimal_hosts();
    if hosts.is_empty() {
        let hint = "not built: cargo build --profile release-small --no-default-features --example minimal";
        rows.push(Row::new(
            "minimal host, process start → exit",
            hint.to_owned(),
            startup,
            "",
        ));
        rows.push(Row::new(
            "minimal host, peak RSS",
            hint.to_owned(),
            runner_rss,
            "",
        ));
        rows.push(Row::new(
            "minimal host, stripped size",
            hint.to_owned(),
            installed,
            "< 10 MB",
        ));
        return rows;
    }
    for (i, (profile, bin)) in hosts.iter().enumerate() {
        let measured = median_process(runs, &format!("minimal host ({profile})"), || {
            run_process(&mut Command::new(bin), None)
        });
        let (wall, rss) = match measured {
            Ok((t, rss, _)) => (t.show(), mib(rss)),
            Err(e) => (format!("failed: {e}"), String::new()),
        };
        // MLIR's columns are shown once, beside the first profile.
        let (startup, runner_rss, installed) = if i == 0 {
            (startup.clone(), runner_rss.clone(), installed.clone())
        } else {
            (String::new(), String::new(), String::new())
        };
        rows.push(Row::new(
            format!("minimal host ({profile}), process start → exit"),
            wall,
            startup,
            "",
        ));
        rows.push(Row::new(
            format!("minimal host ({profile}), peak RSS"),
            rss,
            runner_rss,
            "",
        ));
        let (size, stripped) = stripped_size(bin);
        let what = if stripped {
            "stripped size"
        } else {
            "size (strip unavailable)"
        };
        rows.push(Row::new(
            format!("minimal host ({profile}), {what}"),
            mb(size),
            installed,
            &verdict(size as f64, 10e6, "< 10 MB"),
        ));
    }
    rows
}

fn print_table(rows: &[Row]) {
    println!(
        "| measurement | corolift (in process) | MLIR: mlir-opt-22 \\| mlir-runner-22 | target |"
    );
    println!("|---|---|---|---|");
    for r in rows {
        println!("| {} | {} | {} | {} |", r.what, r.ours, r.llvm, r.target);
    }
}

fn main() {
    let opts = options();
    let llvm = Llvm::find(opts.runs);
    let processes = process_rows(opts.runs, &llvm);
    let mut rows = Vec::new();

    progress("engine creation");
    let (cold, warm) = engine_creation();
    rows.push(Row::new(
        "engine creation, first in the process",
        ms(cold),
        String::new(),
        "",
    ));
    rows.push(Row::new(
        "engine creation, median",
        ms(warm),
        String::new(),
        "",
    ));

    let first = Engine::builder()
        .opt_level(0)
        .build()
        .unwrap_or_else(|e| panic!("{e}"));
    let (t, _, _) = text_to_result(&first, SEED);
    rows.push(Row::new(
        "seed program, text → first result, first compile in the process (-O0)",
        ms(t),
        String::new(),
        "",
    ));
    let (trivial, _, _) = text_to_result_median(&first, TRIVIAL, 200, "trivial");
    rows.push(Row::new(
        "trivial module (`return 42`), text → result",
        trivial.show(),
        String::new(),
        "",
    ));

    latency_rows(&mut rows, "seed program", SEED, 200, &llvm, Some(2.0));
    if !opts.quick {
        match generated_program(1000) {
            Ok(text) => latency_rows(&mut rows, "1000 functions", &text, 10, &llvm, None),
            Err(e) => rows.push(Row::new(
                "1000 functions",
                format!("n/a ({e})"),
                String::new(),
                "",
            )),
        }
    }

    let (call, packed, plain) = call_costs_ns();
    rows.push(Row::new(
        "one call of (i64, i64) -> i64 through Func::call",
        format!("{call:.1} ns"),
        String::new(),
        &verdict(call, 10.0, "< 10 ns"),
    ));
    rows.push(Row::new(
        "the same through PackedFn::call, argument array prepared by the caller",
        format!("{packed:.1} ns"),
        String::new(),
        "",
    ));
    rows.push(Row::new(
        "for reference: a Rust indirect call of an extern \"C\" fn(i64, i64) -> i64",
        format!("{plain:.1} ns"),
        String::new(),
        "",
    ));
    let (await_ready, call_await) = ready_await_ns();
    rows.push(Row::new(
        "a ready !async.value<i64> awaited from Rust (one poll of its Future, then dropped)",
        format!("{await_ready:.1} ns"),
        String::new(),
        &verdict(await_ready, 100.0, "< 100 ns"),
    ));
    rows.push(Row::new(
        "calling an async.func that returns a ready value, and awaiting it",
        format!("{call_await:.1} ns"),
        String::new(),
        "",
    ));

    rows.extend(processes);
    progress("");
    eprint!("\r\x1b[K");
    print_table(&rows);
}
