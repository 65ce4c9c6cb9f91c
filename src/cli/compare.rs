//! `corolift compare`: run one program through corolift and through the LLVM-based lowering
//! (`mlir-opt-22 | mlir-runner-22`), compare what they print and what they cost.
//!
//! ```text
//! corolift compare FILE [--pipeline=PIPELINE] [--runs=N] [--mlir-opt=PATH] [--mlir-runner=PATH]
//!                  [--shared-libs=A,B,...] [-e main] [-entry-point-result=void|i32|i64|f32]
//!                  [--<pass>[=<options>]... | --pass-pipeline=PIPELINE]
//! ```
//!
//! Pass options (as `corolift run` takes them) go to both sides: to every `corolift run` /
//! `compile`, and to an `mlir-opt FILE <pass options>` in front of the LLVM pipeline (the
//! spellings are mlir-opt's).
//!
//! corolift side: this binary's own `run` (JIT) and, when the binary has it, `compile` (AOT).
//! LLVM side: `mlir-opt FILE --pass-pipeline=PIPELINE` (default: upstream's async pipeline),
//! then `mlir-runner` at `-O0` and `-O3` with the MLIR runner utilities and the async runtime.
//! Outputs are compared after normalising pointer addresses and `Current thread id: N`; the
//! report ends with a cost table (medians of `--runs`). Exit status: 0 identical, 1 different,
//! 2 usage or tool error.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use super::args::{
    Args, FlagTable, Kind, PassArgs, TableArg, flag_help, next_table_arg_or_pass,
    too_many_positionals,
};
use crate::driver::EntryResult;

const TOOL: &str = "corolift compare";

/// Upstream MLIR's lowering of the async dialect to LLVM, as in its async integration tests.
pub const DEFAULT_PIPELINE: &str = "builtin.module(async-func-to-async-runtime,async-to-async-runtime,func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt),convert-async-to-llvm,convert-math-to-funcs,func.func(lower-vector-multi-reduction,test-vector-scan-lowering),convert-vector-to-scf,func.func(convert-linalg-to-loops,convert-scf-to-cf),expand-strided-metadata,lower-affine,convert-math-to-llvm,convert-math-to-libm,convert-vector-to-llvm,finalize-memref-to-llvm,func.func(convert-arith-to-llvm),convert-func-to-llvm,convert-cf-to-llvm,convert-ub-to-llvm,reconcile-unrealized-casts)";

/// The runtime libraries mlir-runner loads (`libmlir_<name>.so`).
const RUNTIME_LIBS: &[&str] = &["c_runner_utils", "runner_utils", "async_runtime"];

/// LLVM's coroutine passes, run by `opt` to measure LLVM's frame sizes.
const CORO_PASSES: &str = "coro-early,cgscc(coro-split),coro-cleanup";

/// The flags of `corolift compare`: name, value kind, help text.
const FLAGS: &FlagTable = &[
    (
        "pipeline",
        Kind::Value,
        "mlir-opt pass pipeline for the LLVM side (default: upstream's async-to-LLVM pipeline)",
    ),
    (
        "runs",
        Kind::Value,
        "Runs of each side; the cost table shows medians (default 3)",
    ),
    (
        "mlir-opt",
        Kind::Value,
        "The mlir-opt to use (default: mlir-opt-22 on PATH)",
    ),
    (
        "mlir-runner",
        Kind::Value,
        "The mlir-runner to use (default: mlir-runner-22 on PATH)",
    ),
    (
        "shared-libs",
        Kind::Value,
        "Libraries for mlir-runner (default: libmlir_c_runner_utils, libmlir_runner_utils and libmlir_async_runtime next to mlir-runner or in /usr/lib/llvm-22/lib)",
    ),
    ("e", Kind::Value, "The function to run (default `main`)"),
    (
        "entry-point-result",
        Kind::Value,
        "Function type of the entry point: void (default), i32, i64, f32",
    ),
    ("help", Kind::Flag, "Display available options"),
    ("h", Kind::Flag, "Alias for --help"),
];

/// Parsed `corolift compare` options.
struct Options {
    input: Option<String>,
    pipeline: String,
    runs: usize,
    mlir_opt: Option<String>,
    mlir_runner: Option<String>,
    shared_libs: Option<String>,
    entry: String,
    result: String,
    /// Passes both sides run first (`--<pass>` flags or `--pass-pipeline`).
    passes: PassArgs,
    help: bool,
}

fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        input: None,
        pipeline: DEFAULT_PIPELINE.to_owned(),
        runs: 3,
        mlir_opt: None,
        mlir_runner: None,
        shared_libs: None,
        entry: "main".to_owned(),
        result: "void".to_owned(),
        passes: PassArgs::default(),
        help: false,
    };
    let mut a = Args::new(args);
    while let Some(arg) = next_table_arg_or_pass(&mut a, TOOL, FLAGS, Some(&mut o.passes))? {
        let (name, dash, text) = match arg {
            TableArg::Positional(p) => {
                if o.input.is_some() {
                    return Err(too_many_positionals(TOOL));
                }
                o.input = Some(p);
                continue;
            }
            TableArg::Opt { name, dash, value } => (name, dash, value),
        };
        match name.as_str() {
            "pipeline" => o.pipeline = text,
            "runs" => {
                o.runs = match text.parse::<usize>() {
                    Ok(n) if n >= 1 => n,
                    _ => {
                        return Err(format!(
                            "for the {dash}{name} option: '{text}' value invalid for positive integer argument!"
                        ));
                    }
                }
            }
            "mlir-opt" => o.mlir_opt = Some(text),
            "mlir-runner" => o.mlir_runner = Some(text),
            "shared-libs" => o.shared_libs = Some(text),
            "e" => o.entry = text,
            "entry-point-result" => {
                if EntryResult::parse(&text).is_none() {
                    return Err(format!(
                        "for the {dash}{name} option: Cannot find option named '{text}'! (expected void, i32, i64 or f32)"
                    ));
                }
                o.result = text;
            }
            _ => o.help = true,
        }
    }
    if o.input.is_none() && !o.help {
        return Err(format!(
            "Not enough positional command line arguments specified!\nMust specify at least 1 positional argument: See: {TOOL} --help"
        ));
    }
    Ok(o)
}

/// The `--help` text.
pub fn help_text() -> String {
    let mut s = String::new();
    s.push_str("OVERVIEW: corolift compare - run a program through corolift and through mlir-opt | mlir-compare outputs and costs\n\n");
    s.push_str("USAGE: corolift compare [options] <input file>\n\n");
    s.push_str(
        "corolift side: `corolift run` (JIT) and `corolift compile` (AOT). LLVM side: mlir-opt with\n\
         the pipeline, then mlir-runner at -O0 and -O3. Outputs are compared after normalising\n\
         pointer addresses (0x...) and `Current thread id: N`. The cost table shows medians of\n\
         --runs runs: compile time, run time, peak memory of the running process, and total\n\
         coroutine frame bytes (LLVM's from mlir-translate + opt's CoroSplit).\n\
         Exit code: 0 outputs identical, 1 outputs differ, 2 usage or tool error.\n\n",
    );
    s.push_str("OPTIONS:\n");
    s.push_str(&flag_help(FLAGS));
    s
}

/// Runs `corolift compare` with `args` (after the subcommand); returns the exit code.
pub fn main(args: &[String]) -> i32 {
    let o = match parse_args(args) {
        Ok(o) => o,
        Err(msg) => return super::usage_error(TOOL, &msg, 2),
    };
    if o.help {
        print!("{}", help_text());
        return 0;
    }
    match compare(&o) {
        Ok(true) => 0,
        Ok(false) => 1,
        Err(msg) => {
            for l in msg.lines() {
                eprintln!("{TOOL}: {l}");
            }
            2
        }
    }
}

/// How a child process ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum End {
    Exit(i32),
    Signal(i32),
}

impl std::fmt::Display for End {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            End::Exit(c) => write!(f, "exit status {c}"),
            End::Signal(s) => write!(f, "killed by signal {s}"),
        }
    }
}

/// One measured child process.
struct Measured {
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    end: End,
    wall: Duration,
    /// Peak resident set size in KiB: `ru_maxrss` from `wait4`, which Linux counts in KiB. It
    /// is never below what the child inherited from this process at fork (see
    /// [`measure_once`]).
    maxrss_kib: u64,
}

impl Measured {
    fn stderr_head(&self) -> String {
        let text = String::from_utf8_lossy(&self.stderr);
        let lines: Vec<&str> = text.lines().take(12).collect();
        lines.join("\n")
    }
}

/// Longest a single child run may take before it is killed and retried.
const RUN_TIMEOUT: Duration = Duration::from_secs(20);
/// Attempts per child run (see [`measure`]).
const RUN_ATTEMPTS: u32 = 3;
/// How long to sleep between two `wait4(WNOHANG)` polls. The poll's granularity is the error
/// of every wall time in the cost table, and JIT runs take a few milliseconds: short enough
/// not to matter there, long enough that polling costs nothing measurable.
const POLL_INTERVAL: Duration = Duration::from_millis(1);

/// Runs `program` with `args` to completion, with stdin empty, and measures it.
fn measure(program: &Path, args: &[OsString]) -> Result<Measured, String> {
    // MLIR 22's async runtime deadlocks now and then (it runs waiters with the object's
    // mutex held); a run that exceeds RUN_TIMEOUT is killed and tried again, and only
    // the last attempt's timeout is an error.
    for attempt in 1..=RUN_ATTEMPTS {
        match measure_once(program, args, RUN_TIMEOUT)
            .map_err(|e| format!("cannot run {}: {}", program.display(), e))?
        {
            Some(m) => return Ok(m),
            None if attempt < RUN_ATTEMPTS => eprintln!(
                "{TOOL}: {} did not finish within {} s (attempt {attempt} of {RUN_ATTEMPTS}); retrying",
                program.display(),
                RUN_TIMEOUT.as_secs()
            ),
            None => {}
        }
    }
    Err(format!(
        "{} did not finish within {} s in {RUN_ATTEMPTS} attempts",
        program.display(),
        RUN_TIMEOUT.as_secs()
    ))
}

/// Runs `program` once with its stdout and stderr captured, or kills it after `limit`
/// (`Ok(None)`). The wall time ends when `wait4` reaps the child, and the peak RSS is the
/// `ru_maxrss` of the `rusage` it returns.
fn measure_once(
    program: &Path,
    args: &[OsString],
    limit: Duration,
) -> std::io::Result<Option<Measured>> {
    use std::os::unix::process::{CommandExt as _, ExitStatusExt as _};
    let mut cmd = Command::new(program);
    cmd.args(args)
        .stdin(Stdio::null())
        // Pipes, each drained by a thread blocked in read(2), rather than files or a poll(2)
        // loop: that changes how the program's threads are scheduled when it writes, and with
        // files or poll(2) MLIR 22's async runtime deadlocked in about a quarter of the
        // mlir-runner runs of tests/run/coro-value-memref.mlir, with reader threads in one in
        // twenty.
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        // Its own process group, so that a timeout also kills what the program started (the
        // linker under `corolift compile`, say).
        .process_group(0);
    // Linux counts into a child's ru_maxrss what was resident in the memory it had before
    // exec. std spawns with posix_spawn, a vfork that borrows this process's memory, so every
    // program would weigh at least this process's peak; with a pre_exec hook std forks
    // instead, and a forked child holds only copies of our anonymous pages.
    // SAFETY: the hook runs in the forked child before exec, where only async-signal-safe
    // work is allowed; it does nothing at all.
    unsafe { cmd.pre_exec(|| Ok(())) };
    let start = Instant::now();
    let mut child = cmd.spawn()?;
    let pid = libc::pid_t::try_from(child.id()).map_err(std::io::Error::other)?;
    let (out_pipe, err_pipe) = (child.stdout.take(), child.stderr.take());
    std::thread::scope(|s| {
        let stdout = s.spawn(|| read_all(out_pipe));
        let stderr = s.spawn(|| read_all(err_pipe));
        let Some((status, usage)) = wait_or_kill(pid, start, limit)? else {
            return Ok(None);
        };
        let wall = start.elapsed();
        Ok(Some(Measured {
            stdout: stdout.join().unwrap_or_default(),
            stderr: stderr.join().unwrap_or_default(),
            end: exit_of(&std::process::ExitStatus::from_raw(status)),
            wall,
            maxrss_kib: u64::try_from(usage.ru_maxrss).unwrap_or(0),
        }))
    })
}

/// Everything `pipe` yields until the last writer closes it.
fn read_all(pipe: Option<impl std::io::Read>) -> Vec<u8> {
    let mut buf = Vec::new();
    if let Some(mut p) = pipe {
        let _ = p.read_to_end(&mut buf);
    }
    buf
}

/// Waits for our child `pid` to exit (its wait status and resource usage), or kills its
/// process group once `limit` has passed since `start` (`None`).
fn wait_or_kill(
    pid: libc::pid_t,
    start: Instant,
    limit: Duration,
) -> std::io::Result<Option<(i32, libc::rusage)>> {
    loop {
        if let Some(done) = wait4(pid, libc::WNOHANG)? {
            return Ok(Some(done));
        }
        if start.elapsed() > limit {
            // SAFETY: kill() touches no memory of ours. `-pid` names the process group that
            // `process_group(0)` made with the child as its leader; the child is not reaped
            // yet, so that group id cannot have been reused for anyone else's processes.
            unsafe { libc::kill(-pid, libc::SIGKILL) };
            wait4(pid, 0)?;
            return Ok(None);
        }
        std::thread::sleep(POLL_INTERVAL);
    }
}

/// `wait4(pid, …, flags, …)` for a child of ours: its wait status and resource usage once it
/// has exited (and is reaped), `None` while it runs under `WNOHANG`.
fn wait4(pid: libc::pid_t, flags: libc::c_int) -> std::io::Result<Option<(i32, libc::rusage)>> {
    let mut status: libc::c_int = 0;
    // SAFETY: `rusage` is a C struct of integers (and `timeval`s of integers), for which all
    // zero bytes are a valid value.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    loop {
        // SAFETY: `status` and `usage` are live locals of the types wait4 writes, borrowed
        // mutably for the call only. `pid` is a child we spawned and have not reaped, so it
        // cannot name some other process.
        let r = unsafe { libc::wait4(pid, &mut status, flags, &mut usage) };
        if r == pid {
            return Ok(Some((status, usage)));
        }
        if r == 0 {
            return Ok(None);
        }
        let e = std::io::Error::last_os_error();
        if e.kind() != std::io::ErrorKind::Interrupted {
            return Err(e);
        }
    }
}

fn exit_of(status: &std::process::ExitStatus) -> End {
    use std::os::unix::process::ExitStatusExt as _;
    match (status.code(), status.signal()) {
        (Some(c), _) => End::Exit(c),
        (None, Some(s)) => End::Signal(s),
        (None, None) => End::Exit(1),
    }
}

/// A scratch directory removed when dropped.
struct TempDir(PathBuf);

impl TempDir {
    /// A fresh directory for this process's temporaries (the lowered program, the compiled
    /// executable).
    fn create() -> Result<TempDir, String> {
        let dir = std::env::temp_dir().join(format!("corolift-compare-{}", std::process::id()));
        std::fs::create_dir_all(&dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        Ok(TempDir(dir))
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Whether `p` is an executable file.
fn is_executable(p: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt as _;
    std::fs::metadata(p).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

/// `name` looked up on `PATH` (or taken as a path when it contains a `/`).
fn find_tool(name: &str) -> Option<PathBuf> {
    if name.contains('/') {
        let p = PathBuf::from(name);
        return is_executable(&p).then_some(p);
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join(name))
        .find(|p| is_executable(p))
}

/// A tool given by option, or else the first of `names` next to `sibling` or on PATH.
fn locate(given: Option<&str>, names: &[&str], sibling: Option<&Path>) -> Option<PathBuf> {
    if let Some(g) = given {
        return find_tool(g);
    }
    for n in names {
        if let Some(dir) = sibling.and_then(Path::parent) {
            let p = dir.join(n);
            if is_executable(&p) {
                return Some(p);
            }
        }
        if let Some(p) = find_tool(n) {
            return Some(p);
        }
    }
    None
}

/// The `-shared-libs=` value for mlir-runner: the runtime libraries next to the runner's real
/// location (`bin/../lib`) or in `/usr/lib/llvm-22/lib`, as `.so` or versioned `.so.X.Y`.
fn locate_runtime_libs(runner: &Path) -> Result<String, String> {
    let mut dirs = Vec::new();
    if let Some(lib) = std::fs::canonicalize(runner)
        .ok()
        .and_then(|p| p.parent().and_then(Path::parent).map(|d| d.join("lib")))
    {
        dirs.push(lib);
    }
    dirs.push(PathBuf::from("/usr/lib/llvm-22/lib"));
    let mut found = Vec::new();
    for name in RUNTIME_LIBS {
        let plain = format!("libmlir_{name}.so");
        let hit = dirs.iter().find_map(|d| {
            let p = d.join(&plain);
            if p.is_file() {
                return Some(p);
            }
            // Versioned names only (libmlir_runner_utils.so.22.1), never a longer library name.
            let mut versioned: Vec<PathBuf> = std::fs::read_dir(d)
                .ok()?
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| {
                    p.file_name()
                        .and_then(|f| f.to_str())
                        .is_some_and(|f| f.starts_with(&format!("{plain}.")))
                })
                .collect();
            versioned.sort();
            versioned.pop()
        });
        match hit {
            Some(p) => found.push(p.display().to_string()),
            None => {
                let looked: Vec<String> = dirs.iter().map(|d| d.display().to_string()).collect();
                return Err(format!(
                    "cannot find the MLIR runtime library {plain} (looked in {}); pass --shared-libs=...",
                    looked.join(", ")
                ));
            }
        }
    }
    Ok(found.join(","))
}

/// Replaces pointer addresses (`0x` + hex digits, e.g. `base@ = 0x5581…`) with `0x<addr>` and
/// numbers thread ids (`Current thread id: N`) in order of first appearance.
pub fn normalise(text: &str) -> String {
    let mut threads: Vec<String> = Vec::new();
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        let (body, nl) = match line.strip_suffix('\n') {
            Some(b) => (b, "\n"),
            None => (line, ""),
        };
        if let Some(id) = body.strip_prefix("Current thread id: ") {
            let id = id.trim().to_owned();
            let k = match threads.iter().position(|t| *t == id) {
                Some(k) => k,
                None => {
                    threads.push(id);
                    threads.len() - 1
                }
            };
            out.push_str(&format!("Current thread id: T{k}{nl}"));
            continue;
        }
        let b = body.as_bytes();
        let mut i = 0;
        let mut copied = 0;
        while i + 2 < b.len() + 1 {
            let starts = b.get(i) == Some(&b'0')
                && b.get(i + 1) == Some(&b'x')
                && b.get(i + 2).is_some_and(u8::is_ascii_hexdigit)
                && (i == 0 || b.get(i - 1).is_some_and(|c| !c.is_ascii_alphanumeric()));
            if starts {
                let mut j = i + 2;
                while b.get(j).is_some_and(u8::is_ascii_hexdigit) {
                    j += 1;
                }
                out.push_str(&body[copied..i]);
                out.push_str("0x<addr>");
                copied = j;
                i = j;
            } else {
                i += 1;
            }
        }
        out.push_str(&body[copied..]);
        out.push_str(nl);
    }
    out
}

/// Longest the diff of one side's output may take; past it `similar` settles for a coarser
/// (still correct) diff, so a huge, wholly different output cannot stall the report.
const DIFF_TIMEOUT: Duration = Duration::from_secs(1);

/// A unified diff (3 lines of context) from `a` to `b`, cut after `max_lines` changed lines
/// with a note of how many it left out, so that one runaway output cannot bury the report.
/// Unlike `similar`'s own formatter it always starts with the `---`/`+++` header.
pub fn unified_diff(a_name: &str, b_name: &str, a: &str, b: &str, max_lines: usize) -> String {
    let diff = similar::TextDiff::configure()
        .timeout(DIFF_TIMEOUT)
        .diff_lines(a, b);
    let is_change = |c: &similar::Change<&str>| c.tag() != similar::ChangeTag::Equal;
    let changed = diff.iter_all_changes().filter(is_change).count();
    let mut out = format!("--- {a_name}\n+++ {b_name}\n");
    let mut shown = 0;
    let mut udiff = diff.unified_diff();
    udiff.context_radius(3);
    for hunk in udiff.iter_hunks() {
        let mut lines = vec![(false, format!("{}\n", hunk.header()))];
        lines.extend(hunk.iter_changes().map(|c| {
            let hint = if c.missing_newline() {
                "\n\\ No newline at end of file\n"
            } else {
                ""
            };
            (is_change(&c), format!("{}{}{hint}", c.tag(), c.value()))
        }));
        for (counts, line) in lines {
            if shown >= max_lines && shown < changed {
                let left = changed - shown;
                out.push_str(&format!("... (diff cut, {left} more changed lines)\n"));
                return out;
            }
            out.push_str(&line);
            shown += usize::from(counts);
        }
    }
    out
}

/// The median of `xs` (the mean of the middle two for an even count); `None` when empty.
fn median(xs: &[f64]) -> Option<f64> {
    let mut v: Vec<f64> = xs.iter().copied().filter(|x| x.is_finite()).collect();
    if v.is_empty() {
        return None;
    }
    v.sort_by(f64::total_cmp);
    let n = v.len();
    Some(if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    })
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// Medians of one column of the cost table.
#[derive(Default, Clone, Copy)]
struct Cost {
    compile_ms: Option<f64>,
    run_ms: Option<f64>,
    rss_kib: Option<f64>,
    frame_bytes: Option<f64>,
}

/// Reads one row of the cost table out of a column.
type CostRow = fn(&Cost) -> Option<f64>;

/// Sum of the frame sizes LLVM's CoroSplit gives the coroutines: the `dereferenceable(N)` of
/// each `.resume` function's frame argument.
pub fn llvm_frame_bytes(ll: &str) -> u64 {
    let mut total = 0;
    for line in ll.lines() {
        let Some(rest) = line.strip_prefix("define ") else {
            continue;
        };
        let Some(at) = rest.find('@') else { continue };
        let Some(open) = rest[at..].find('(').map(|p| p + at) else {
            continue;
        };
        if !rest[at + 1..open]
            .trim_end_matches('"')
            .ends_with(".resume")
        {
            continue;
        }
        let args = &rest[open + 1..];
        let Some(d) = args.find("dereferenceable(") else {
            continue;
        };
        if args[..d].contains(')') {
            continue;
        }
        let digits: String = args[d + "dereferenceable(".len()..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        total += digits.parse::<u64>().unwrap_or(0);
    }
    total
}

/// corolift's total frame bytes: the `total: K coroutine frame(s), B bytes` report line.
fn corolift_frame_bytes(report: &str) -> Option<u64> {
    let line = report.lines().rev().find(|l| l.starts_with("total: "))?;
    let bytes = line.rsplit(", ").next()?.strip_suffix(" bytes")?;
    bytes.trim().parse().ok()
}

fn os(args: &[&str]) -> Vec<OsString> {
    args.iter().map(OsString::from).collect()
}

/// Whether `corolift --help` lists the `compile` subcommand.
fn has_compile(corolift: &Path) -> bool {
    Command::new(corolift)
        .arg("--help")
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output()
        .is_ok_and(|o| {
            String::from_utf8_lossy(&o.stdout)
                .lines()
                .any(|l| l.trim_start().starts_with("compile "))
        })
}

/// The input of the LLVM pipeline: `input` itself, or, with pass options, what
/// `mlir-opt input <pass options>` makes of it (written next to the other temporaries).
fn llvm_side_input(
    mlir_opt: &Path,
    input: &str,
    pass_args: &[OsString],
    tmp: &Path,
) -> Result<String, String> {
    if pass_args.is_empty() {
        return Ok(input.to_owned());
    }
    let mut args = os(&[input]);
    args.extend(pass_args.iter().cloned());
    let m = measure(mlir_opt, &args)?;
    if m.end != End::Exit(0) {
        return Err(format!(
            "the LLVM side's passes reject {input}: {} failed ({}):\n{}",
            mlir_opt.display(),
            m.end,
            m.stderr_head()
        ));
    }
    let path = tmp.join("passes.mlir");
    std::fs::write(&path, &m.stdout)
        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    Ok(path.display().to_string())
}

/// A value for the cost table, or why the table shows `n/a` instead.
type OrNa<T> = Result<T, String>;

/// What every run of either side shares: the program and the arguments that go to each run.
struct Job<'a> {
    input: String,
    /// The LLVM side's lowering (`--pipeline`).
    pipeline: &'a str,
    /// Pass options both sides run first (see [`Options::passes`]), as arguments.
    pass_args: Vec<OsString>,
    /// `-e NAME`.
    entry: Vec<OsString>,
    /// `-entry-point-result=…`.
    result_flag: String,
    void_entry: bool,
    runs: usize,
}

impl<'a> Job<'a> {
    /// The job `o` describes, once its input is known to be a readable file: every side runs
    /// it several times, so stdin will not do, and an unreadable file is better reported once
    /// here than as a failure of every tool.
    fn new(o: &'a Options) -> Result<Job<'a>, String> {
        let input = o.input.clone().unwrap_or_default();
        if input == "-" {
            return Err("the input must be a file (it is run several times), not stdin".to_owned());
        }
        if let Err(e) = std::fs::File::open(&input) {
            return Err(format!(
                "cannot open input file '{input}': {}",
                super::io_message(&e)
            ));
        }
        Ok(Job {
            input,
            pipeline: &o.pipeline,
            pass_args: o.passes.to_args().into_iter().map(OsString::from).collect(),
            entry: os(&["-e", &o.entry]),
            result_flag: format!("-entry-point-result={}", o.result),
            void_entry: o.result == "void",
            runs: o.runs,
        })
    }

    /// A corolift command line: `head`, then the entry point and the pass options, which
    /// every `run` and `compile` of the program takes alike.
    fn corolift_args(&self, head: Vec<OsString>) -> Vec<OsString> {
        let mut args = head;
        args.extend(self.entry.iter().cloned());
        args.extend(self.pass_args.iter().cloned());
        args
    }
}

/// The tools a comparison runs.
struct Tools {
    mlir_opt: PathBuf,
    mlir_runner: PathBuf,
    /// The `-shared-libs=` value for mlir-runner.
    shared_libs: String,
    /// mlir-translate and LLVM's `opt`, only for LLVM's frame sizes: without them that row is
    /// n/a, not an error.
    translate: Option<PathBuf>,
    llvm_opt: Option<PathBuf>,
    corolift: PathBuf,
    /// Whether this corolift has the `compile` command (the AOT column).
    aot: bool,
}

/// Finds every tool before anything runs, so that a missing mlir-opt, mlir-runner or runtime
/// library is a clear error (exit status 2) instead of a comparison that fails halfway.
fn locate_tools(o: &Options) -> Result<Tools, String> {
    let mlir_opt = locate(o.mlir_opt.as_deref(), &["mlir-opt-22"], None).ok_or_else(|| {
        match &o.mlir_opt {
            Some(p) => format!("cannot find mlir-opt at '{p}' (not an executable file)"),
            None => "cannot find mlir-opt-22 on PATH: install the LLVM 22 MLIR tools (apt-get install mlir-22-tools) or pass --mlir-opt=PATH".to_owned(),
        }
    })?;
    let mlir_runner = locate(o.mlir_runner.as_deref(), &["mlir-runner-22"], None).ok_or_else(|| {
        match &o.mlir_runner {
            Some(p) => format!("cannot find mlir-runner at '{p}' (not an executable file)"),
            None => "cannot find mlir-runner-22 on PATH: install the LLVM 22 MLIR tools (apt-get install mlir-22-tools) or pass --mlir-runner=PATH".to_owned(),
        }
    })?;
    let shared_libs = match &o.shared_libs {
        Some(s) => s.clone(),
        None => locate_runtime_libs(&mlir_runner)?,
    };
    let translate = locate(
        None,
        &["mlir-translate-22", "mlir-translate"],
        Some(&mlir_opt),
    );
    let llvm_opt = locate(None, &["opt-22", "opt"], Some(&mlir_opt));
    let corolift = std::env::current_exe()
        .map_err(|e| format!("cannot locate the corolift executable: {e}"))?;
    let aot = has_compile(&corolift);
    Ok(Tools {
        mlir_opt,
        mlir_runner,
        shared_libs,
        translate,
        llvm_opt,
        corolift,
        aot,
    })
}

/// One column of the comparison: the first run, whose output is compared, and the costs.
struct SideRun {
    first: Measured,
    cost: Cost,
}

/// The program's stdout when `program` runs with `args` under `stdbuf -oL`, if stdbuf is
/// installed. Into a file or pipe the program's stdio output is block-buffered: killed by a
/// signal (cf.assert's abort) it is lost, and a non-void entry's result line (which
/// mlir-runner and `corolift run` write themselves) comes out before it. Line-buffered, the
/// output is what a terminal would have shown, on both sides alike.
fn line_buffered_stdout(program: &Path, args: &[OsString]) -> Option<Vec<u8>> {
    let stdbuf = find_tool("stdbuf")?;
    let mut a = vec![OsString::from("-oL"), program.as_os_str().to_owned()];
    a.extend(args.iter().cloned());
    measure(&stdbuf, &a).ok().map(|m| m.stdout)
}

/// Runs the program with `corolift run` (JIT), `runs` times. Each run is preceded by
/// `run --emit=mlir`: that front end alone is the compile time, and the rest of the full run
/// is the run time (Cranelift's code generation included, as LLVM's is in mlir-runner's), so
/// the columns line up with mlir-opt and mlir-runner. The frame row is corolift's
/// `--coro-frame-report` total.
fn run_corolift_jit(job: &Job, tools: &Tools) -> Result<SideRun, String> {
    let front_args = job.corolift_args(os(&["run", &job.input, "--emit=mlir"]));
    let run_args = job.corolift_args(os(&["run", &job.input, &job.result_flag]));
    let mut front_ms = Vec::new();
    let mut full_ms = Vec::new();
    let mut rss = Vec::new();
    let mut first: Option<Measured> = None;
    for _ in 0..job.runs {
        let front = measure(&tools.corolift, &front_args)?;
        if front.end != End::Exit(0) {
            return Err(format!(
                "corolift run --emit=mlir failed ({}):\n{}",
                front.end,
                front.stderr_head()
            ));
        }
        front_ms.push(ms(front.wall));
        let m = measure(&tools.corolift, &run_args)?;
        full_ms.push(ms(m.wall));
        rss.push(m.maxrss_kib as f64);
        first.get_or_insert(m);
    }
    let frames = measure(
        &tools.corolift,
        &[
            os(&["run", &job.input, "--emit=mlir", "--coro-frame-report"]),
            job.pass_args.clone(),
        ]
        .concat(),
    )
    .ok()
    .and_then(|m| corolift_frame_bytes(&String::from_utf8_lossy(&m.stderr)));
    let mut first = first.ok_or("no runs")?;
    if !job.void_entry
        && let Some(stdout) = line_buffered_stdout(&tools.corolift, &run_args)
    {
        first.stdout = stdout;
    }
    let compile_ms = median(&front_ms);
    Ok(SideRun {
        first,
        cost: Cost {
            compile_ms,
            run_ms: median(&full_ms)
                .zip(compile_ms)
                .map(|(f, c)| (f - c).max(0.0)),
            rss_kib: median(&rss),
            frame_bytes: frames.map(|b| b as f64),
        },
    })
}

/// Compiles the program to an executable with `corolift compile` and runs that, `runs`
/// times; the frames are the JIT's (`frame_bytes`), as both share one lowering. The inner
/// `Err` says why the AOT column is n/a (no `compile` command, or it failed): that is not a
/// failure of the comparison, which goes on with the JIT alone.
fn run_corolift_aot(
    job: &Job,
    tools: &Tools,
    tmp: &Path,
    frame_bytes: Option<f64>,
) -> Result<OrNa<SideRun>, String> {
    if !tools.aot {
        return Ok(Err("this corolift has no `compile` command".to_owned()));
    }
    let exe = tmp.join("prog");
    let mut head = os(&["compile", &job.input, "-o"]);
    head.push(exe.clone().into_os_string());
    let compile_args = job.corolift_args(head);
    let mut compile_ms = Vec::new();
    let mut run_ms = Vec::new();
    let mut rss = Vec::new();
    let mut first: Option<Measured> = None;
    for _ in 0..job.runs {
        let c = measure(&tools.corolift, &compile_args)?;
        if c.end != End::Exit(0) {
            return Ok(Err(format!(
                "corolift compile failed: {}",
                c.stderr_head().lines().next().unwrap_or("")
            )));
        }
        compile_ms.push(ms(c.wall));
        let m = measure(&exe, &[])?;
        run_ms.push(ms(m.wall));
        rss.push(m.maxrss_kib as f64);
        first.get_or_insert(m);
    }
    Ok(Ok(SideRun {
        first: first.ok_or("no runs")?,
        cost: Cost {
            compile_ms: median(&compile_ms),
            run_ms: median(&run_ms),
            rss_kib: median(&rss),
            frame_bytes,
        },
    }))
}

/// The LLVM side: the program lowered once per run by mlir-opt with the pipeline, then run
/// by mlir-runner at each optimisation level.
struct LlvmSide {
    o0: SideRun,
    o3: SideRun,
    /// mlir-opt's output, for [`measure_llvm_frames`].
    lowered: PathBuf,
}

/// Lowers the program with mlir-opt (after the pass options, see [`llvm_side_input`]) `runs`
/// times, then runs the lowered program with mlir-runner at `-O0` and at `-O3`. mlir-opt's
/// time is the compile time of both levels. A program the pipeline rejects is a tool error:
/// there is nothing to compare against.
fn run_llvm_side(job: &Job, tools: &Tools, tmp: &Path) -> Result<LlvmSide, String> {
    let lowered = tmp.join("lowered.mlir");
    let pipeline_flag = format!("--pass-pipeline={}", job.pipeline);
    let llvm_input = llvm_side_input(&tools.mlir_opt, &job.input, &job.pass_args, tmp)?;
    let mut opt_ms = Vec::new();
    for k in 0..job.runs {
        let m = measure(&tools.mlir_opt, &os(&[&llvm_input, &pipeline_flag]))?;
        if m.end != End::Exit(0) {
            return Err(format!(
                "the LLVM pipeline rejects {}: {} failed ({}):\n{}",
                job.input,
                tools.mlir_opt.display(),
                m.end,
                m.stderr_head()
            ));
        }
        if k == 0 {
            std::fs::write(&lowered, &m.stdout)
                .map_err(|e| format!("cannot write {}: {e}", lowered.display()))?;
        }
        opt_ms.push(ms(m.wall));
    }
    let compile_ms = median(&opt_ms);
    Ok(LlvmSide {
        o0: run_mlir_runner(job, tools, &lowered, "-O0", compile_ms)?,
        o3: run_mlir_runner(job, tools, &lowered, "-O3", compile_ms)?,
        lowered,
    })
}

/// Runs the lowered program with mlir-runner at `level`, `runs` times. With a void entry a
/// non-zero exit is mlir-runner failing, not the program (which has no exit code of its own),
/// so it is an error.
fn run_mlir_runner(
    job: &Job,
    tools: &Tools,
    lowered: &Path,
    level: &str,
    compile_ms: Option<f64>,
) -> Result<SideRun, String> {
    let mut args = vec![lowered.as_os_str().to_owned()];
    args.extend(job.entry.iter().cloned());
    args.extend(os(&[
        &job.result_flag,
        level,
        &format!("-shared-libs={}", tools.shared_libs),
    ]));
    let mut run_ms = Vec::new();
    let mut rss = Vec::new();
    let mut first: Option<Measured> = None;
    for _ in 0..job.runs {
        let m = measure(&tools.mlir_runner, &args)?;
        if let End::Exit(c) = m.end
            && c != 0
            && job.void_entry
        {
            return Err(format!(
                "{} {level} failed ({}) on the lowered program:\n{}",
                tools.mlir_runner.display(),
                m.end,
                m.stderr_head()
            ));
        }
        run_ms.push(ms(m.wall));
        rss.push(m.maxrss_kib as f64);
        first.get_or_insert(m);
    }
    let mut first = first.ok_or("no runs")?;
    if (matches!(first.end, End::Signal(_)) || !job.void_entry)
        && let Some(stdout) = line_buffered_stdout(&tools.mlir_runner, &args)
    {
        first.stdout = stdout;
    }
    Ok(SideRun {
        first,
        cost: Cost {
            compile_ms,
            run_ms: median(&run_ms),
            rss_kib: median(&rss),
            frame_bytes: None,
        },
    })
}

/// LLVM's total coroutine frame bytes: the lowered program through mlir-translate to LLVM IR,
/// then through opt's coroutine passes, whose CoroSplit fixes the frame sizes (see
/// [`llvm_frame_bytes`]). The inner `Err` says why the row is n/a.
fn measure_llvm_frames(tools: &Tools, lowered: &Path, tmp: &Path) -> Result<OrNa<u64>, String> {
    let (Some(translate), Some(llvm_opt)) = (&tools.translate, &tools.llvm_opt) else {
        return Ok(Err("mlir-translate-22 or opt-22 not found".to_owned()));
    };
    let ll = tmp.join("lowered.ll");
    let coro = tmp.join("coro.ll");
    let t = measure(
        translate,
        &[OsString::from("--mlir-to-llvmir"), lowered.into()],
    )?;
    if t.end != End::Exit(0) || std::fs::write(&ll, &t.stdout).is_err() {
        return Ok(Err(format!("{} failed", translate.display())));
    }
    let args = [
        OsString::from(format!("-passes={CORO_PASSES}")),
        OsString::from("-S"),
        OsString::from("-o"),
        coro.clone().into_os_string(),
        ll.into_os_string(),
    ];
    let m = measure(llvm_opt, &args)?;
    if m.end != End::Exit(0) {
        return Ok(Err(format!("{} failed", llvm_opt.display())));
    }
    Ok(std::fs::read_to_string(&coro)
        .map(|s| llvm_frame_bytes(&s))
        .map_err(|e| format!("cannot read {}: {e}", coro.display())))
}

/// Prints what ran on each side, so that a report says what it compares.
fn print_header(job: &Job, o: &Options, tools: &Tools) {
    println!("{TOOL}: {}", job.input);
    let passes = o.passes.to_args().join(" ");
    if !passes.is_empty() {
        println!("  passes:   {passes} (both sides, first)");
    }
    println!(
        "  LLVM:     {} --pass-pipeline=<{}> | {} -O0 / -O3",
        tools.mlir_opt.display(),
        if job.pipeline == DEFAULT_PIPELINE {
            "upstream async pipeline"
        } else {
            "--pipeline"
        },
        tools.mlir_runner.display()
    );
    println!(
        "  corolift: {} run (JIT){}",
        tools.corolift.display(),
        if tools.aot { ", compile (AOT)" } else { "" }
    );
}

/// Compares each side's output (normalised, see [`normalise`]) and how it ended with LLVM
/// `-O0`'s, the reference; prints one line per side, then the diffs of those that differ.
/// Returns whether all match.
fn compare_outputs(job: &Job, llvm: &LlvmSide, jit: &SideRun, aot: &OrNa<SideRun>) -> bool {
    let text = |m: &Measured| normalise(&String::from_utf8_lossy(&m.stdout));
    let (ref_name, reference) = ("LLVM -O0", &llvm.o0.first);
    let ref_output = text(reference);
    let mut sides = vec![("LLVM -O3", &llvm.o3.first), ("corolift JIT", &jit.first)];
    if let Ok(aot) = aot {
        sides.push(("corolift AOT", &aot.first));
    }
    println!("output (pointer addresses and thread ids normalised), against {ref_name}:");
    let mut identical = true;
    let mut diffs = String::new();
    for (name, m) in sides {
        let output = text(m);
        // The AOT executable prints no result line: its exit status is the result.
        let expected = if name == "corolift AOT" && !job.void_entry {
            let mut lines: Vec<&str> = ref_output.lines().collect();
            lines.pop();
            lines.iter().map(|l| format!("{l}\n")).collect::<String>()
        } else {
            ref_output.clone()
        };
        // The AOT executable's exit code is the entry's result, mlir-runner's (and corolift
        // run's) 0: with a non-void entry only how the process ended is compared.
        let same_end = match (reference.end, m.end) {
            (End::Exit(_), End::Exit(_)) if !job.void_entry => true,
            (a, b) => a == b,
        };
        let same_out = expected == output;
        if same_out && same_end {
            let lines = output.lines().count();
            let plural = if lines == 1 { "" } else { "s" };
            println!("  {name:<13} identical ({lines} line{plural}, {})", m.end);
            continue;
        }
        identical = false;
        let mut what = Vec::new();
        if !same_out {
            what.push("output differs".to_owned());
            diffs.push_str(&unified_diff(ref_name, name, &expected, &output, 200));
        }
        if !same_end {
            what.push(format!("{} vs {}", m.end, reference.end));
        }
        println!("  {name:<13} DIFFERENT: {}", what.join("; "));
        // Why corolift's program ended differently is usually on its stderr.
        if name.starts_with("corolift") && !same_end && !m.stderr.is_empty() {
            for l in m.stderr_head().lines() {
                println!("    stderr: {l}");
            }
        }
    }
    if let Err(note) = aot {
        println!("  {:<13} n/a ({note})", "corolift AOT");
    }
    print!("{diffs}");
    identical
}

/// Prints the cost table: each side's medians, the ratios that matter (corolift against
/// LLVM), and what each row measures, since the sides' phases do not split the same way.
fn print_cost_table(
    runs: usize,
    jit: &Cost,
    aot: Option<&Cost>,
    llvm: &LlvmSide,
    frame_note: Option<&str>,
) {
    println!(
        "cost (median of {runs} run{}):",
        if runs == 1 { "" } else { "s" }
    );
    let fmt = |v: Option<f64>, digits: usize| match v {
        Some(x) => format!("{x:.digits$}"),
        None => "n/a".to_owned(),
    };
    let ratio = |a: Option<f64>, b: Option<f64>| match (a, b) {
        (Some(a), Some(b)) if b > 0.0 => format!("{:.2}x", a / b),
        _ => "n/a".to_owned(),
    };
    let aot = aot.copied().unwrap_or_default();
    let (o0, o3) = (&llvm.o0.cost, &llvm.o3.cost);
    println!(
        "  {:<22} {:>12} {:>12} {:>10} {:>10} {:>8} {:>8} {:>8}",
        "", "corolift JIT", "corolift AOT", "LLVM -O0", "LLVM -O3", "JIT/-O0", "JIT/-O3", "AOT/-O3"
    );
    let rows: [(&str, CostRow, usize); 4] = [
        ("compile (ms)", |c| c.compile_ms, 1),
        ("run (ms)", |c| c.run_ms, 1),
        ("peak memory (KiB)", |c| c.rss_kib, 0),
        ("coro frame bytes", |c| c.frame_bytes, 0),
    ];
    for (label, get, digits) in rows {
        println!(
            "  {:<22} {:>12} {:>12} {:>10} {:>10} {:>8} {:>8} {:>8}",
            label,
            fmt(get(jit), digits),
            fmt(get(&aot), digits),
            fmt(get(o0), digits),
            fmt(get(o3), digits),
            ratio(get(jit), get(o0)),
            ratio(get(jit), get(o3)),
            ratio(get(&aot), get(o3)),
        );
    }
    println!(
        "  compile: JIT = parse+verify+lowering (`run --emit=mlir`), AOT = `compile` incl. linking, LLVM = mlir-opt."
    );
    println!(
        "  run: JIT = `run` minus the JIT compile column (includes Cranelift code generation), AOT = the executable, LLVM = mlir-runner (includes LLVM code generation)."
    );
    println!("  peak memory: maximum resident set of the process that runs the program.");
    println!(
        "  coro frame bytes: corolift's --coro-frame-report total; LLVM: sum of dereferenceable(N) of the .resume functions after opt -passes='{CORO_PASSES}'{}.",
        match frame_note {
            Some(note) => format!(" (n/a: {note})"),
            None => String::new(),
        }
    );
}

/// `corolift compare` proper: both sides run in full before anything is printed, so that a
/// tool error leaves no half-printed report. Returns whether the outputs are identical.
fn compare(o: &Options) -> Result<bool, String> {
    let job = Job::new(o)?;
    let tools = locate_tools(o)?;
    let tmp = TempDir::create()?;

    let jit = run_corolift_jit(&job, &tools)?;
    let aot = run_corolift_aot(&job, &tools, &tmp.0, jit.cost.frame_bytes)?;
    let mut llvm = run_llvm_side(&job, &tools, &tmp.0)?;
    let frames = measure_llvm_frames(&tools, &llvm.lowered, &tmp.0)?;
    let frame_bytes = frames.as_ref().ok().map(|&b| b as f64);
    llvm.o0.cost.frame_bytes = frame_bytes;
    llvm.o3.cost.frame_bytes = frame_bytes;

    print_header(&job, o, &tools);
    let identical = compare_outputs(&job, &llvm, &jit, &aot);
    print_cost_table(
        job.runs,
        &jit.cost,
        aot.as_ref().ok().map(|a| &a.cost),
        &llvm,
        frames.as_ref().err().map(String::as_str),
    );
    println!(
        "result: {}",
        if identical { "identical" } else { "different" }
    );
    Ok(identical)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(v: &[&str]) -> Result<Options, String> {
        parse_args(&v.iter().map(|s| s.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn flags() {
        let o = parse(&[
            "f.mlir",
            "--runs=5",
            "-e",
            "start",
            "-entry-point-result=i32",
        ])
        .ok()
        .unwrap();
        assert_eq!(o.input.as_deref(), Some("f.mlir"));
        assert_eq!(o.runs, 5);
        assert_eq!(o.entry, "start");
        assert_eq!(o.result, "i32");
        assert_eq!(o.pipeline, DEFAULT_PIPELINE);
        assert!(parse(&[]).is_err());
        assert!(parse(&["f.mlir", "--runs=0"]).is_err());
        assert!(parse(&["f.mlir", "--runs"]).is_err());
        assert!(parse(&["f.mlir", "-entry-point-result=i8"]).is_err());
        assert!(parse(&["a.mlir", "b.mlir"]).is_err());
        assert!(parse(&["--help"]).is_ok_and(|o| o.help));
    }

    #[test]
    fn normalises_addresses_and_threads() {
        let text = "Unranked Memref base@ = 0x55aa10 rank = 1\nCurrent thread id: 77\nCurrent thread id: 12\nCurrent thread id: 77\n0x\nx0x12 [0xff]";
        assert_eq!(
            normalise(text),
            "Unranked Memref base@ = 0x<addr> rank = 1\nCurrent thread id: T0\nCurrent thread id: T1\nCurrent thread id: T0\n0x\nx0x12 [0x<addr>]"
        );
    }

    #[test]
    fn diff_is_unified() {
        let d = unified_diff("a", "b", "1\n2\n3\n", "1\n3\n4\n", 100);
        assert_eq!(d, "--- a\n+++ b\n@@ -1,3 +1,3 @@\n 1\n-2\n 3\n+4\n");
        assert_eq!(unified_diff("a", "b", "x\n", "x\n", 100), "--- a\n+++ b\n");
        // A one-line range is written without its length, as diff -u does.
        assert_eq!(
            unified_diff("a", "b", "x\n", "y\n", 100),
            "--- a\n+++ b\n@@ -1 +1 @@\n-x\n+y\n"
        );
        assert_eq!(
            unified_diff("a", "b", "x\n", "x", 100),
            "--- a\n+++ b\n@@ -1 +1 @@\n-x\n+x\n\\ No newline at end of file\n"
        );
    }

    /// `n` numbered lines, with the lines in `changed` replaced.
    fn numbered(n: usize, changed: &[usize]) -> String {
        (1..=n)
            .map(|i| match changed.contains(&i) {
                true => format!("changed {i}\n"),
                false => format!("line {i}\n"),
            })
            .collect()
    }

    #[test]
    fn diff_hunks_join_within_six_unchanged_lines() {
        let a = numbered(30, &[]);
        // 6 unchanged lines between the changes: one hunk; 7: two.
        let one = unified_diff("a", "b", &a, &numbered(30, &[5, 12]), 100);
        assert_eq!(one.matches("@@ -").count(), 1, "{one}");
        let two = unified_diff("a", "b", &a, &numbered(30, &[5, 13]), 100);
        assert_eq!(two.matches("@@ -").count(), 2, "{two}");
        assert!(two.contains("@@ -2,7 +2,7 @@\n"), "{two}");
        // Uncut, it is exactly what similar's own formatter writes.
        let theirs = similar::TextDiff::from_lines(a.as_str(), numbered(30, &[5, 13]).as_str())
            .unified_diff()
            .context_radius(3)
            .header("a", "b")
            .to_string();
        assert_eq!(two, theirs);
    }

    #[test]
    fn diff_is_cut_after_max_lines() {
        let a = numbered(40, &[]);
        let b = numbered(40, &[3, 4, 20, 21, 22]);
        let d = unified_diff("a", "b", &a, &b, 3);
        // 3 changed lines shown (2 removed, 1 added), then the cut and the 7 left out.
        let shown = d.lines().filter(|l| {
            l.starts_with(['-', '+']) && !l.starts_with("---") && !l.starts_with("+++")
        });
        assert_eq!(shown.count(), 3, "{d}");
        assert!(d.ends_with("... (diff cut, 7 more changed lines)\n"), "{d}");
        assert!(!d.contains("line 20"), "{d}");
        // Exactly at the limit, nothing is cut and the trailing context stays.
        let d = unified_diff("a", "b", &a, &numbered(40, &[3]), 2);
        assert!(!d.contains("diff cut") && d.ends_with(" line 6\n"), "{d}");
    }

    fn sh(script: &str, limit: Duration) -> Option<Measured> {
        measure_once(Path::new("/bin/sh"), &os(&["-c", script]), limit).unwrap()
    }

    #[test]
    fn measure_once_captures_output_and_ending() {
        let m = sh("echo out; echo err >&2; exit 3", RUN_TIMEOUT).unwrap();
        assert_eq!(
            (&m.stdout[..], &m.stderr[..]),
            (&b"out\n"[..], &b"err\n"[..])
        );
        assert_eq!(m.end, End::Exit(3));
        let m = sh("kill -9 $$", RUN_TIMEOUT).unwrap();
        assert_eq!(m.end, End::Signal(9));
    }

    #[test]
    fn measure_once_reports_the_childs_peak_rss() {
        // dd's one 64 MiB block buffer is all resident once /dev/zero has filled it.
        let m = sh(
            "dd if=/dev/zero of=/dev/null bs=64M count=1 2>/dev/null",
            RUN_TIMEOUT,
        )
        .unwrap();
        assert_eq!(m.end, End::Exit(0));
        assert!(m.maxrss_kib >= 64 * 1024, "{} KiB", m.maxrss_kib);
    }

    #[test]
    fn measure_once_kills_the_process_group_after_the_limit() {
        // Its own name: tests run in parallel in one process, and TempDir::create's name is
        // per process.
        let dir = std::env::temp_dir().join(format!(
            "corolift-compare-test-{}-timeout",
            std::process::id()
        ));
        std::fs::create_dir_all(&dir).unwrap();
        let tmp = TempDir(dir);
        let pid_file = tmp.0.join("grandchild");
        // The background sleep holds the pipes open too: unless it is killed with the shell,
        // the readers never see the end of the output.
        let script = format!("sleep 30 & echo $! > {}; wait", pid_file.display());
        let start = Instant::now();
        assert!(sh(&script, Duration::from_millis(200)).is_none());
        assert!(start.elapsed() < Duration::from_secs(10));
        // Gone, or a zombie waiting for init to reap it. SIGKILL takes effect when the
        // process next runs, so on a loaded machine it may still show as running for a moment
        // (seen in CI: state R): allow it five seconds, far less than its 30-second sleep.
        let pid = std::fs::read_to_string(&pid_file).unwrap();
        let dead = || {
            let stat = std::fs::read_to_string(format!("/proc/{}/stat", pid.trim()));
            let gone = stat.as_deref().map_or(true, |s| {
                s.rsplit(')').next().unwrap().trim_start().starts_with('Z')
            });
            (gone, stat)
        };
        let waited = Instant::now();
        let (mut gone, mut stat) = dead();
        while !gone && waited.elapsed() < Duration::from_secs(5) {
            std::thread::sleep(Duration::from_millis(20));
            (gone, stat) = dead();
        }
        assert!(gone, "{stat:?}");
    }

    #[test]
    fn frame_sums() {
        let ll = "define internal fastcc void @f.resume(ptr noundef nonnull align 8 dereferenceable(48) %0) {\n\
                  define internal fastcc void @\"g$1.resume\"(ptr noundef nonnull align 8 dereferenceable(16) %0) {\n\
                  define internal fastcc void @f.destroy(ptr noundef nonnull align 8 dereferenceable(48) %0) {\n";
        assert_eq!(llvm_frame_bytes(ll), 64);
        assert_eq!(
            corolift_frame_bytes(
                "coroutine @f: frame 48 bytes\ntotal: 3 coroutine frame(s), 144 bytes\n"
            ),
            Some(144)
        );
    }
}
