//! The differential runner: runs generated programs through corolift (JIT on 0, 1 and 2
//! worker threads, and as an AOT executable, all with `COROLIFT_CHECK_LEAKS=1`) and through
//! `mlir-opt-22 | mlir-runner-22`, and compares every output with the model's.
//!
//! Programs run in batches (one module, [`crate::emit::module`]); a side whose batch output
//! differs is re-run program by program to find the culprits, and each culprit is shrunk
//! (proptest's `ValueTree` over its choice sequence) to a small reproducer written to the
//! findings directory. Every child process has a timeout: a hang is a finding too.

use std::collections::BTreeMap;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::{Config as PtConfig, RngAlgorithm, TestRng, TestRunner};

use crate::emit;
use crate::r#gen::{self, Generated};
use crate::model;

/// Upper bound on the length of a program's choice sequence.
pub const MAX_CHOICES: usize = 600;

/// The pipeline `corolift compare` gives mlir-opt (`DEFAULT_PIPELINE` in
/// `src/cli/compare.rs`).
pub const PIPELINE: &str = "builtin.module(async-func-to-async-runtime,async-to-async-runtime,func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt),convert-async-to-llvm,convert-math-to-funcs,func.func(lower-vector-multi-reduction,test-vector-scan-lowering),convert-vector-to-scf,func.func(convert-linalg-to-loops,convert-scf-to-cf),expand-strided-metadata,lower-affine,convert-math-to-llvm,convert-math-to-libm,convert-vector-to-llvm,finalize-memref-to-llvm,func.func(convert-arith-to-llvm),convert-func-to-llvm,convert-cf-to-llvm,convert-ub-to-llvm,reconcile-unrealized-casts)";

/// [`PIPELINE`] with `async.func(convert-scf-to-cf)` first: `async-func-to-async-runtime`
/// rejects suspension points inside `scf` ops of an `async.func`, and lowering those ops to
/// `cf` first is how MLIR's own tests run such programs.
pub fn pipeline_func_scf_to_cf() -> String {
    format!(
        "builtin.module(async.func(convert-scf-to-cf),{}",
        &PIPELINE["builtin.module(".len()..]
    )
}

/// The choice-sequence strategy programs are drawn from.
pub fn strategy() -> impl Strategy<Value = Vec<u32>> {
    proptest::collection::vec(proptest::num::u32::ANY, 0..MAX_CHOICES)
}

/// The 32-byte ChaCha seed of program `n` of campaign seed `seed` (splitmix64).
pub fn program_seed(seed: u64, n: u64) -> [u8; 32] {
    let mut x = seed ^ n.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let mut out = [0u8; 32];
    for chunk in out.chunks_mut(8) {
        x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = x;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        chunk.copy_from_slice(&z.to_le_bytes());
    }
    out
}

/// The value tree of program `n` (its current value is the choice sequence).
pub fn program_tree(seed: u64, n: u64) -> impl ValueTree<Value = Vec<u32>> {
    let config = PtConfig {
        failure_persistence: None,
        ..PtConfig::default()
    };
    let rng = TestRng::from_seed(RngAlgorithm::ChaCha, &program_seed(seed, n));
    let mut runner = TestRunner::new_with_rng(config, rng);
    strategy()
        .new_tree(&mut runner)
        .expect("a Vec<u32> strategy never rejects")
}

/// Program `n` of campaign `seed`.
pub fn program(seed: u64, n: u64) -> Generated {
    r#gen::generate(&program_tree(seed, n).current())
}

/// The name prefix of program `n` in a module.
pub fn prefix(n: u64) -> String {
    format!("p{n}_")
}

/// The expected output of a module holding `progs`: each program's separator and lines.
pub fn expected_text(progs: &[(u64, &[String])]) -> String {
    let mut s = String::new();
    for (n, lines) in progs {
        s.push_str(&emit::separator(&prefix(*n)));
        s.push('\n');
        for l in lines.iter() {
            s.push_str(l);
            s.push('\n');
        }
    }
    s
}

/// Tools and settings of a run.
#[derive(Clone, Debug)]
pub struct Config {
    /// The corolift binary.
    pub corolift: PathBuf,
    /// Whether to run the LLVM side.
    pub llvm: bool,
    /// `mlir-opt-22`.
    pub mlir_opt: PathBuf,
    /// `mlir-runner-22`.
    pub mlir_runner: PathBuf,
    /// `--shared-libs=` value for mlir-runner.
    pub shared_libs: String,
    /// Timeout of every child process.
    pub timeout: Duration,
    /// Scratch directory.
    pub work: PathBuf,
    /// Findings directory.
    pub out: PathBuf,
    /// Whether to shrink failing programs.
    pub shrink: bool,
    /// corolift-runtime's cdylib (`libcorolift_runtime.so`), to re-run MLIR-side failures on.
    pub dropin: Option<PathBuf>,
}

/// The libraries mlir-runner needs, as `compare.rs` finds them: MLIR's runner utilities and
/// async runtime in `/usr/lib/llvm-22/lib` (versioned names included).
pub fn default_shared_libs() -> String {
    let dir = Path::new("/usr/lib/llvm-22/lib");
    let mut libs = Vec::new();
    for name in ["c_runner_utils", "runner_utils", "async_runtime"] {
        let plain = dir.join(format!("libmlir_{name}.so"));
        if plain.exists() {
            libs.push(plain.display().to_string());
            continue;
        }
        let mut found = None;
        if let Ok(rd) = std::fs::read_dir(dir) {
            for e in rd.flatten() {
                let f = e.file_name().to_string_lossy().into_owned();
                if f.starts_with(&format!("libmlir_{name}.so.")) {
                    found = Some(e.path().display().to_string());
                }
            }
        }
        libs.push(found.unwrap_or_else(|| plain.display().to_string()));
    }
    libs.join(",")
}

/// How a child process ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// Exit code.
    Exit(i32),
    /// Killed by a signal.
    Signal(i32),
    /// Killed after the timeout.
    Timeout,
    /// Could not start.
    Spawn(String),
}

impl std::fmt::Display for Status {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Status::Exit(c) => write!(f, "exit {c}"),
            Status::Signal(s) => write!(f, "signal {s}"),
            Status::Timeout => write!(f, "timeout"),
            Status::Spawn(e) => write!(f, "cannot start: {e}"),
        }
    }
}

/// A child's result.
#[derive(Clone, Debug)]
pub struct RunOut {
    /// How it ended.
    pub status: Status,
    /// Standard output.
    pub stdout: String,
    /// Standard error.
    pub stderr: String,
}

/// Runs `cmd` (stdin closed) and kills it after `timeout`.
pub fn run_with_timeout(cmd: &mut Command, timeout: Duration) -> RunOut {
    cmd.stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = match cmd.spawn() {
        Ok(c) => c,
        Err(e) => {
            return RunOut {
                status: Status::Spawn(e.to_string()),
                stdout: String::new(),
                stderr: String::new(),
            };
        }
    };
    let mut so = child.stdout.take().expect("piped");
    let mut se = child.stderr.take().expect("piped");
    let t1 = std::thread::spawn(move || {
        let mut b = Vec::new();
        let _ = so.read_to_end(&mut b);
        b
    });
    let t2 = std::thread::spawn(move || {
        let mut b = Vec::new();
        let _ = se.read_to_end(&mut b);
        b
    });
    let start = Instant::now();
    let mut sleep = Duration::from_millis(1);
    let status = loop {
        match child.try_wait() {
            Ok(Some(st)) => {
                use std::os::unix::process::ExitStatusExt;
                break match (st.code(), st.signal()) {
                    (Some(c), _) => Status::Exit(c),
                    (None, Some(s)) => Status::Signal(s),
                    _ => Status::Exit(-1),
                };
            }
            Ok(None) => {}
            Err(e) => break Status::Spawn(e.to_string()),
        }
        if start.elapsed() > timeout {
            let _ = child.kill();
            let _ = child.wait();
            break Status::Timeout;
        }
        std::thread::sleep(sleep);
        sleep = (sleep * 2).min(Duration::from_millis(20));
    };
    let stdout = String::from_utf8_lossy(&t1.join().unwrap_or_default()).into_owned();
    let stderr = String::from_utf8_lossy(&t2.join().unwrap_or_default()).into_owned();
    RunOut {
        status,
        stdout,
        stderr,
    }
}

/// One way of running a program.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Side {
    /// `corolift run` with `COROLIFT_NUM_THREADS=N`.
    Jit(u32),
    /// `corolift compile` + the executable.
    Aot,
    /// `mlir-opt-22 | mlir-runner-22`.
    Llvm,
    /// The same, with corolift-runtime's cdylib in place of MLIR's runtime libraries: tells a
    /// failure of MLIR's runtime library from one of MLIR's compilation.
    LlvmDropin,
}

impl std::fmt::Display for Side {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Side::Jit(n) => write!(f, "corolift-jit-t{n}"),
            Side::Aot => write!(f, "corolift-aot"),
            Side::Llvm => write!(f, "mlir-runner-22"),
            Side::LlvmDropin => write!(f, "mlir-runner-22+corolift-runtime"),
        }
    }
}

/// The corolift sides, in the order they run.
pub const COROLIFT_SIDES: [Side; 4] = [Side::Jit(0), Side::Jit(1), Side::Jit(2), Side::Aot];

/// What running one side gave.
#[derive(Clone, Debug)]
pub enum SideResult {
    /// Ran; the output is in the `RunOut`.
    Ran(RunOut),
    /// The LLVM pipeline rejected the module (first error line).
    Rejected(String),
}

/// Runs `file` on `side`. `func_scf_to_cf` selects [`pipeline_func_scf_to_cf`] for the LLVM
/// side.
pub fn run_side(cfg: &Config, side: Side, file: &Path, func_scf_to_cf: bool) -> SideResult {
    match side {
        Side::Jit(n) => {
            let mut c = Command::new(&cfg.corolift);
            c.arg("run")
                .arg(file)
                .env("COROLIFT_NUM_THREADS", n.to_string())
                .env("COROLIFT_CHECK_LEAKS", "1");
            SideResult::Ran(run_with_timeout(&mut c, cfg.timeout))
        }
        Side::Aot => {
            let exe = file.with_extension("exe");
            let mut c = Command::new(&cfg.corolift);
            c.arg("compile").arg(file).arg("-o").arg(&exe);
            let r = run_with_timeout(&mut c, cfg.timeout);
            if r.status != Status::Exit(0) {
                return SideResult::Ran(r);
            }
            let mut e = Command::new(&exe);
            e.env("COROLIFT_CHECK_LEAKS", "1");
            let r = run_with_timeout(&mut e, cfg.timeout);
            let _ = std::fs::remove_file(&exe);
            SideResult::Ran(r)
        }
        Side::Llvm | Side::LlvmDropin => {
            let lowered = file.with_extension("llvm.mlir");
            let pipeline = if func_scf_to_cf {
                pipeline_func_scf_to_cf()
            } else {
                PIPELINE.to_owned()
            };
            let mut c = Command::new(&cfg.mlir_opt);
            c.arg(file)
                .arg(format!("--pass-pipeline={pipeline}"))
                .arg("-o")
                .arg(&lowered);
            let r = run_with_timeout(&mut c, cfg.timeout);
            if r.status != Status::Exit(0) {
                let _ = std::fs::remove_file(&lowered);
                return SideResult::Rejected(first_error(&r));
            }
            let mut c = Command::new(&cfg.mlir_runner);
            c.arg(&lowered)
                .args(["-e", "main", "-entry-point-result=void", "-O0"])
                .arg(format!(
                    "--shared-libs={}",
                    match (&cfg.dropin, side) {
                        (Some(d), Side::LlvmDropin) => d.display().to_string(),
                        _ => cfg.shared_libs.clone(),
                    }
                ));
            // MLIR 22's runtime can deadlock (see TESTING.md): a shorter timeout there.
            let r = run_with_timeout(&mut c, cfg.timeout.min(Duration::from_secs(10)));
            let _ = std::fs::remove_file(&lowered);
            SideResult::Ran(r)
        }
    }
}

/// The first `error:` line of a failed tool run, without the location; for a crash, the
/// first MLIR function on the stack.
fn first_error(r: &RunOut) -> String {
    if r.stderr.contains("PLEASE submit a bug report") || matches!(r.status, Status::Signal(_)) {
        let frame = r
            .stderr
            .lines()
            .filter(|l| l.trim_start().starts_with('#'))
            .find_map(|l| {
                let f = l.split_whitespace().nth(2)?;
                (f.starts_with("mlir::") || f.starts_with("(anonymous")).then(|| {
                    f.split('(')
                        .next()
                        .unwrap_or(f)
                        .chars()
                        .take(100)
                        .collect::<String>()
                })
            })
            .unwrap_or_else(|| "unknown frame".into());
        return format!("crash ({}) in {frame}", r.status);
    }
    let line = r
        .stderr
        .lines()
        .find(|l| l.contains("error:"))
        .unwrap_or_else(|| r.stderr.lines().next().unwrap_or("no output"));
    let msg = line.split_once("error: ").map_or(line, |(_, m)| m);
    let msg = msg.trim().to_owned();
    if msg.is_empty() {
        format!("{}", r.status)
    } else {
        msg
    }
}

/// Whether a run printed exactly `expected` and exited normally.
pub fn matches(r: &RunOut, expected: &str) -> bool {
    r.status == Status::Exit(0) && r.stdout == expected
}

/// One program ready to run.
pub struct Prepared {
    /// Its number.
    pub n: u64,
    /// The generated program.
    pub generated: Generated,
    /// The model's output.
    pub lines: Vec<String>,
}

/// A mismatch between a side and the model.
#[derive(Clone, Debug)]
pub struct Finding {
    /// Program number.
    pub n: u64,
    /// The side.
    pub side: Side,
    /// What happened (status, first differing line).
    pub what: String,
    /// The reproducer written (after shrinking).
    pub file: Option<PathBuf>,
}

/// Campaign counters, shared by the workers.
#[derive(Default)]
pub struct Stats {
    /// Programs generated and run.
    pub programs: usize,
    /// Programs per feature.
    pub features: BTreeMap<&'static str, usize>,
    /// Programs the LLVM side ran and compared.
    pub llvm_compared: usize,
    /// Programs built beyond MLIR 22's async lowering not sent to mlir-opt-22.
    pub llvm_skipped: usize,
    /// LLVM-side rejects by reason.
    pub llvm_rejects: BTreeMap<String, usize>,
    /// Programs the model could not run (generator bugs), with the error.
    pub model_errors: Vec<(u64, String)>,
    /// Mismatches.
    pub findings: Vec<Finding>,
    /// Batches done.
    pub batches: usize,
    /// Programs whose MLIR-side run failed on MLIR's runtime library but printed the model's
    /// output on corolift-runtime's cdylib, by how the MLIR run failed.
    pub mlir_runtime_failures: BTreeMap<String, usize>,
    /// Kinds of failure already shrunk ([`signature`]).
    pub signatures: std::collections::HashSet<String>,
}

/// What kind of failure `r` is: the side's family (corolift or MLIR), and the first error
/// message without its location, or the exit status.
pub fn signature(side: Side, r: &RunOut) -> String {
    let family = if side == Side::Llvm {
        "llvm"
    } else {
        "corolift"
    };
    let msg = r
        .stderr
        .lines()
        .find_map(|l| l.split_once("error: ").map(|(_, m)| m.trim().to_owned()))
        .unwrap_or_else(|| format!("{}", r.status));
    format!("{family}: {msg}")
}

/// Generates programs `ns` and runs the model on them; model failures go to `stats`.
pub fn prepare(seed: u64, ns: impl Iterator<Item = u64>, stats: &Mutex<Stats>) -> Vec<Prepared> {
    let mut out = Vec::new();
    for n in ns {
        let generated = program(seed, n);
        match model::interpret(&generated.program) {
            Ok(lines) => out.push(Prepared {
                n,
                generated,
                lines,
            }),
            Err(e) => lock(stats).model_errors.push((n, e.to_string())),
        }
    }
    out
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Writes a module of `progs` to `path`.
fn write_module(path: &Path, progs: &[&Prepared]) {
    let named: Vec<(String, &model::Program)> = progs
        .iter()
        .map(|p| (prefix(p.n), &p.generated.program))
        .collect();
    std::fs::write(path, emit::module(&named)).expect("write the module to the scratch directory");
}

fn expected_of(progs: &[&Prepared]) -> String {
    let v: Vec<(u64, &[String])> = progs.iter().map(|p| (p.n, &p.lines[..])).collect();
    expected_text(&v)
}

/// A short description of how `r` differs from `expected`.
pub fn describe(r: &RunOut, expected: &str) -> String {
    let mut s = format!("{}", r.status);
    let got: Vec<&str> = r.stdout.lines().collect();
    let exp: Vec<&str> = expected.lines().collect();
    if let Some(i) = (0..got.len().max(exp.len())).find(|&i| got.get(i) != exp.get(i)) {
        s.push_str(&format!(
            "; line {}: expected {:?}, got {:?}",
            i + 1,
            exp.get(i).copied().unwrap_or("<end>"),
            got.get(i).copied().unwrap_or("<end>")
        ));
    }
    if let Some(l) = r.stderr.lines().find(|l| !l.trim().is_empty()) {
        s.push_str(&format!(
            "; stderr: {}",
            l.chars().take(160).collect::<String>()
        ));
    }
    s
}

/// Runs one batch: all corolift sides on the whole batch, the LLVM side on the programs it is
/// expected to accept (one by one to confirm the others are rejected), then isolates, shrinks
/// and records the programs behind any difference.
pub fn run_batch(cfg: &Config, seed: u64, progs: &[Prepared], id: usize, stats: &Mutex<Stats>) {
    let file = cfg.work.join(format!("batch{id}.mlir"));
    let all: Vec<&Prepared> = progs.iter().collect();
    write_module(&file, &all);
    let expected = expected_of(&all);
    // (side, programs, whether that side's run crashed or hung rather than printing).
    let mut suspects: Vec<(Side, Vec<&Prepared>, bool)> = Vec::new();
    for side in COROLIFT_SIDES {
        if let SideResult::Ran(r) = run_side(cfg, side, &file, false)
            && !matches(&r, &expected)
        {
            suspects.push((side, all.clone(), false));
        }
    }
    if cfg.llvm {
        let (mut accept, reject): (Vec<&Prepared>, Vec<&Prepared>) = all
            .iter()
            .copied()
            .partition(|p| !p.generated.llvm_reject_expected());
        // Programs built beyond MLIR 22's async lowering: mlir-opt-22 is asked about every
        // eighth (to confirm, and record why); the others count as expected rejects.
        let mut llvm_single: Vec<&Prepared> = Vec::new();
        for p in reject {
            if p.n % 8 != 0 {
                lock(stats).llvm_skipped += 1;
                continue;
            }
            match opt_reject(cfg, seed, p, id, stats) {
                Some(()) => {}
                None => llvm_single.push(p),
            }
        }
        if !accept.is_empty() {
            let lf = cfg.work.join(format!("batch{id}-llvm.mlir"));
            write_module(&lf, &accept);
            let scf = accept.iter().any(|p| p.generated.needs_func_scf_to_cf());
            let mut result = run_side(cfg, Side::Llvm, &lf, scf);
            if let SideResult::Rejected(_) = result {
                // Unexpected: find the programs mlir-opt-22 rejects (cheap), run the rest.
                accept.retain(|p| opt_reject(cfg, seed, p, id, stats).is_none());
                write_module(&lf, &accept);
                result = if accept.is_empty() {
                    SideResult::Rejected(String::new())
                } else {
                    run_side(cfg, Side::Llvm, &lf, scf)
                };
            }
            match result {
                SideResult::Ran(r) => {
                    lock(stats).llvm_compared += accept.len();
                    let exp = expected_of(&accept);
                    if !matches(&r, &exp) && !runtime_failure(cfg, &lf, scf, &r, &exp, stats) {
                        let crashed = !matches!(r.status, Status::Exit(0));
                        suspects.push((Side::Llvm, accept.clone(), crashed));
                    }
                }
                SideResult::Rejected(_) => llvm_single.extend(accept.iter().copied()),
            }
            let _ = std::fs::remove_file(&lf);
        }
        for p in llvm_single {
            let pf = cfg.work.join(format!("batch{id}-p{}.mlir", p.n));
            write_module(&pf, &[p]);
            let scf = p.generated.needs_func_scf_to_cf();
            match run_side(cfg, Side::Llvm, &pf, scf) {
                SideResult::Rejected(reason) => note_reject(cfg, seed, p, &pf, reason, stats),
                SideResult::Ran(r) => {
                    lock(stats).llvm_compared += 1;
                    let exp = expected_of(&[p]);
                    if !matches(&r, &exp) && !runtime_failure(cfg, &pf, scf, &r, &exp, stats) {
                        let crashed = !matches!(r.status, Status::Exit(0));
                        suspects.push((Side::Llvm, vec![p], crashed));
                    }
                }
            }
            let _ = std::fs::remove_file(&pf);
        }
    }
    for (side, group, crashed) in suspects {
        isolate(cfg, seed, side, &group, id, crashed, stats);
    }
    let _ = std::fs::remove_file(&file);
    let mut st = lock(stats);
    st.programs += progs.len();
    st.batches += 1;
    for p in progs {
        for f in &p.generated.features {
            *st.features.entry(f).or_default() += 1;
        }
    }
}

/// Runs mlir-opt-22 alone on program `p`: `Some(())` (and the reject recorded) if it
/// rejects it.
fn opt_reject(
    cfg: &Config,
    seed: u64,
    p: &Prepared,
    id: usize,
    stats: &Mutex<Stats>,
) -> Option<()> {
    let pf = cfg.work.join(format!("batch{id}-opt{}.mlir", p.n));
    write_module(&pf, &[p]);
    let lowered = pf.with_extension("llvm.mlir");
    let pipeline = if p.generated.needs_func_scf_to_cf() {
        pipeline_func_scf_to_cf()
    } else {
        PIPELINE.to_owned()
    };
    let mut c = Command::new(&cfg.mlir_opt);
    c.arg(&pf)
        .arg(format!("--pass-pipeline={pipeline}"))
        .arg("-o")
        .arg(&lowered);
    let r = run_with_timeout(&mut c, cfg.timeout);
    let _ = std::fs::remove_file(&lowered);
    let out = if r.status != Status::Exit(0) {
        note_reject(cfg, seed, p, &pf, first_error(&r), stats);
        Some(())
    } else {
        None
    };
    let _ = std::fs::remove_file(&pf);
    out
}

/// Counts an mlir-opt-22 reject; keeps the first program of each reason.
fn note_reject(
    cfg: &Config,
    seed: u64,
    p: &Prepared,
    file: &Path,
    reason: String,
    stats: &Mutex<Stats>,
) {
    let first = {
        let mut st = lock(stats);
        let c = st.llvm_rejects.entry(reason).or_default();
        *c += 1;
        *c == 1
    };
    if first {
        let dir = cfg.out.join("rejects");
        let _ = std::fs::create_dir_all(&dir);
        let _ = std::fs::copy(file, dir.join(format!("{seed}-{}.mlir", p.n)));
    }
}

/// Whether the MLIR-side failure `r` of `file` is MLIR's runtime library's: the same lowered
/// program prints `expected` on corolift-runtime's cdylib (three tries). Counted in `stats`.
fn runtime_failure(
    cfg: &Config,
    file: &Path,
    scf: bool,
    r: &RunOut,
    expected: &str,
    stats: &Mutex<Stats>,
) -> bool {
    if cfg.dropin.is_none() {
        return false;
    }
    for _ in 0..3 {
        match run_side(cfg, Side::LlvmDropin, file, scf) {
            SideResult::Ran(d) if matches(&d, expected) => {}
            _ => return false,
        }
    }
    let how = match &r.status {
        Status::Exit(0) => "wrong output".to_owned(),
        s => format!("{s}"),
    };
    *lock(stats).mlir_runtime_failures.entry(how).or_default() += 1;
    true
}

/// Runs program `p` alone on `side` (up to `tries` times, to catch scheduling-dependent
/// failures); returns the first differing run.
fn single_fails(cfg: &Config, side: Side, p: &Prepared, tag: &str, tries: usize) -> Option<RunOut> {
    let pf = cfg.work.join(format!("{tag}.mlir"));
    write_module(&pf, &[p]);
    let expected = expected_of(&[p]);
    let mut bad = None;
    for _ in 0..tries {
        match run_side(cfg, side, &pf, p.generated.needs_func_scf_to_cf()) {
            SideResult::Ran(r) if !matches(&r, &expected) => {
                bad = Some(r);
                break;
            }
            _ => {}
        }
    }
    let _ = std::fs::remove_file(&pf);
    bad
}

/// Finds which programs of a differing batch differ on their own, shrinks and records them.
fn isolate(
    cfg: &Config,
    seed: u64,
    side: Side,
    group: &[&Prepared],
    id: usize,
    crashed: bool,
    stats: &Mutex<Stats>,
) {
    // MLIR-side: programs whose MLIR-generated code releases an object too often, which
    // corolift-runtime's cdylib detects and aborts on, are MLIR 22 ref-counting bugs.
    let mut group: Vec<&Prepared> = group.to_vec();
    let before = group.len();
    if side == Side::Llvm && cfg.dropin.is_some() {
        group.retain(|&p| {
            let pf = cfg.work.join(format!("batch{id}-rc{}.mlir", p.n));
            write_module(&pf, &[p]);
            let over = match run_side(
                cfg,
                Side::LlvmDropin,
                &pf,
                p.generated.needs_func_scf_to_cf(),
            ) {
                SideResult::Ran(d) => d.stderr.contains("reference count dropped below zero"),
                SideResult::Rejected(_) => false,
            };
            if over {
                let dir = cfg.out.join("refcount");
                let _ = std::fs::create_dir_all(&dir);
                let _ = std::fs::copy(&pf, dir.join(format!("{seed}-{}.mlir", p.n)));
                *lock(stats)
                    .mlir_runtime_failures
                    .entry("MLIR ref counting releases too often (corolift-runtime aborts)".into())
                    .or_default() += 1;
            }
            let _ = std::fs::remove_file(&pf);
            !over
        });
    }
    let explained = group.len() < before;
    if group.is_empty() {
        return;
    }
    let group = &group[..];
    let mut found = false;
    for &p in group {
        let tag = format!("batch{id}-iso{}", p.n);
        let tries = if side == Side::Llvm { 1 } else { 3 };
        if let Some(r) = single_fails(cfg, side, p, &tag, tries) {
            if side == Side::Llvm {
                let pf = cfg.work.join(format!("{tag}-rt.mlir"));
                write_module(&pf, &[p]);
                let scf = p.generated.needs_func_scf_to_cf();
                let rt = runtime_failure(cfg, &pf, scf, &r, &expected_of(&[p]), stats);
                // MLIR's generated code crashing or hanging (corolift's sides are checked on
                // their own): an MLIR 22 failure, kept for the record. A different printed
                // value counts here too when the same lowered code crashes on corolift-runtime:
                // MLIR's code has a memory error (valgrind: use after free of tokens its ref
                // counting released; TESTING.md).
                let dropin_crash = !rt
                    && cfg.dropin.is_some()
                    && matches!(
                        run_side(cfg, Side::LlvmDropin, &pf, scf),
                        SideResult::Ran(d) if matches!(d.status, Status::Signal(_) | Status::Timeout)
                    );
                let crashed = !rt && (!matches!(r.status, Status::Exit(0)) || dropin_crash);
                if crashed {
                    let dir = cfg.out.join("mlir-crash");
                    let _ = std::fs::create_dir_all(&dir);
                    let _ = std::fs::copy(&pf, dir.join(format!("{seed}-{}.mlir", p.n)));
                    *lock(stats)
                        .mlir_runtime_failures
                        .entry(format!(
                            "MLIR-generated code: {} (its code crashes or hangs)",
                            match r.status {
                                Status::Exit(0) => "wrong output".to_owned(),
                                ref st => st.to_string(),
                            }
                        ))
                        .or_default() += 1;
                }
                let _ = std::fs::remove_file(&pf);
                if rt || crashed {
                    continue;
                }
            }
            found = true;
            let what = describe(&r, &expected_of(&[p]));
            eprintln!("MISMATCH seed {seed} program {} on {side}: {what}", p.n);
            // Shrink each program once, and each kind of failure once: the others are
            // recorded as they are.
            let sig = signature(side, &r);
            let fresh = {
                let mut st = lock(stats);
                let new_program = !st.findings.iter().any(|f| f.n == p.n);
                new_program && st.signatures.insert(sig)
            };
            let file = if fresh {
                record(cfg, seed, p, side, &r, &what)
            } else {
                None
            };
            lock(stats).findings.push(Finding {
                n: p.n,
                side,
                what,
                file,
            });
        }
    }
    if !found && !explained && side == Side::Llvm && crashed {
        // The batch's MLIR-generated code crashed or hung (heap corruption shows with the
        // heap reuse of a batch), no program alone differs: an MLIR 22 failure.
        let dir = cfg.out.join("mlir-crash");
        let _ = std::fs::create_dir_all(&dir);
        write_module(&dir.join(format!("{seed}-batch{}.mlir", group[0].n)), group);
        *lock(stats)
            .mlir_runtime_failures
            .entry("MLIR-generated code: batch crashed or hung, no program alone".into())
            .or_default() += 1;
        return;
    }
    if !found && !explained {
        // Only the batch differs (or the failure is rare): keep the batch as the reproducer.
        let name = format!("{seed}-batch{}-{side}.mlir", group[0].n);
        let path = cfg.out.join(name);
        let _ = std::fs::create_dir_all(&cfg.out);
        write_module(&path, group);
        let what = "the batch differs but no program alone does".to_owned();
        eprintln!(
            "MISMATCH seed {seed} batch from {} on {side}: {what}",
            group[0].n
        );
        lock(stats).findings.push(Finding {
            n: group[0].n,
            side,
            what,
            file: Some(path),
        });
    }
}

/// Shrinks program `p` (if enabled) against `side` and writes the reproducer.
fn record(
    cfg: &Config,
    seed: u64,
    p: &Prepared,
    side: Side,
    first: &RunOut,
    what: &str,
) -> Option<PathBuf> {
    // MLIR-side hangs are not shrunk (a timeout per step).
    let shrinkable = side != Side::Llvm || !matches!(first.status, Status::Timeout);
    let (program, lines, out) = if cfg.shrink && shrinkable {
        shrink(cfg, seed, p.n, side)
            .unwrap_or_else(|| (p.generated.program.clone(), p.lines.clone(), first.clone()))
    } else {
        (p.generated.program.clone(), p.lines.clone(), first.clone())
    };
    let _ = std::fs::create_dir_all(&cfg.out);
    let path = cfg.out.join(format!("{seed}-{}.mlir", p.n));
    let mut text = String::new();
    text.push_str(&format!(
        "// difftest finding: seed {seed}, program {}, side {side}\n// first run: {what}\n",
        p.n
    ));
    text.push_str(&format!(
        "// shrunk run: {}\n",
        describe(&out, &expected_of_lines(p.n, &lines))
    ));
    text.push_str("// model output (after the separator line):\n");
    for l in &lines {
        text.push_str(&format!("//   {l}\n"));
    }
    text.push_str("// side's stdout:\n");
    for l in out.stdout.lines() {
        text.push_str(&format!("//   {l}\n"));
    }
    for l in out.stderr.lines().take(20) {
        text.push_str(&format!("// stderr: {l}\n"));
    }
    text.push_str(&emit::module(&[(prefix(p.n), &program)]));
    std::fs::write(&path, text).ok()?;
    Some(path)
}

fn expected_of_lines(n: u64, lines: &[String]) -> String {
    expected_text(&[(n, lines)])
}

/// Shrinks program `n` of `seed` against `side` and writes the reproducer (`--shrink-on`).
pub fn reproduce(cfg: &Config, seed: u64, n: u64, side: Side) -> Option<PathBuf> {
    let stats = Mutex::new(Stats::default());
    let p = prepare(seed, n..n + 1, &stats).pop()?;
    let first = single_fails(cfg, side, &p, &format!("repro{n}"), 3)?;
    let what = describe(&first, &expected_of(&[&p]));
    record(cfg, seed, &p, side, &first, &what)
}

/// Shrinks program `n` with proptest's value tree while it still differs on `side`; returns
/// the smallest failing program, its model output and the side's run.
pub fn shrink(
    cfg: &Config,
    seed: u64,
    n: u64,
    side: Side,
) -> Option<(model::Program, Vec<String>, RunOut)> {
    let mut tree = program_tree(seed, n);
    let start = Instant::now();
    let check = |choices: &[u32]| -> Option<(model::Program, Vec<String>, RunOut)> {
        let g = r#gen::generate(choices);
        let lines = model::interpret(&g.program).ok()?;
        if side == Side::Llvm && g.llvm_reject_expected() {
            return None;
        }
        let p = Prepared {
            n,
            generated: g,
            lines,
        };
        let r = single_fails(cfg, side, &p, &format!("shrink{n}"), 2)?;
        Some((p.generated.program, p.lines, r))
    };
    let mut best = check(&tree.current())?;
    let mut failing = true;
    let mut steps = 0;
    while steps < 400 && start.elapsed() < Duration::from_secs(240) {
        steps += 1;
        let moved = if failing {
            tree.simplify()
        } else {
            tree.complicate()
        };
        if !moved {
            break;
        }
        match check(&tree.current()) {
            Some(b) => {
                best = b;
                failing = true;
            }
            None => failing = false,
        }
    }
    Some(best)
}

/// Runs programs `start..start + count` of `seed` in batches of `batch` on `jobs` threads,
/// printing a progress line per batch; with `max_time`, no batch starts after that time.
pub fn campaign(
    cfg: &Config,
    seed: u64,
    start: u64,
    count: u64,
    batch: usize,
    jobs: usize,
    max_time: Option<Duration>,
) -> Stats {
    let stats = Mutex::new(Stats::default());
    let nbatches = (count as usize).div_ceil(batch);
    let next = AtomicUsize::new(0);
    let t0 = Instant::now();
    std::thread::scope(|s| {
        for _ in 0..jobs.max(1) {
            s.spawn(|| {
                loop {
                    if max_time.is_some_and(|m| t0.elapsed() > m) {
                        break;
                    }
                    let b = next.fetch_add(1, Ordering::Relaxed);
                    if b >= nbatches {
                        break;
                    }
                    let lo = start + (b * batch) as u64;
                    let hi = (lo + batch as u64).min(start + count);
                    let progs = prepare(seed, lo..hi, &stats);
                    if !progs.is_empty() {
                        run_batch(cfg, seed, &progs, b, &stats);
                    }
                    let st = lock(&stats);
                    println!(
                        "[{}/{} batches] {} programs, {} mismatches, {} model errors, {} compared with mlir-runner-22, {:.0}s",
                        st.batches,
                        nbatches,
                        st.programs,
                        st.findings.len(),
                        st.model_errors.len(),
                        st.llvm_compared,
                        t0.elapsed().as_secs_f64()
                    );
                }
            });
        }
    });
    stats.into_inner().unwrap_or_else(|e| e.into_inner())
}
