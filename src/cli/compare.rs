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
    s.push_str("OVERVIEW: corolift compare - run a program through corolift and through mlir-opt | mlir-runner, compare outputs and costs\n\n");
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
    /// Peak resident set size in KiB (`/usr/bin/time -f %M`), if measurable.
    maxrss_kib: Option<u64>,
}

impl Measured {
    fn stderr_head(&self) -> String {
        let text = String::from_utf8_lossy(&self.stderr);
        let lines: Vec<&str> = text.lines().take(12).collect();
        lines.join("\n")
    }
}

unsafe extern "C" {
    fn kill(pid: i32, sig: i32) -> i32;
}
const SIGKILL: i32 = 9;

/// Longest a single child run may take before it is killed and retried.
const RUN_TIMEOUT: Duration = Duration::from_secs(20);
/// Attempts per child run (see [`Runner::run`]).
const RUN_ATTEMPTS: u32 = 3;

/// Runs `cmd` to completion with its stdout and stderr captured, or kills it after `limit`
/// (`Ok(None)`).
fn output_with_timeout(
    cmd: &mut Command,
    limit: Duration,
) -> std::io::Result<Option<std::process::Output>> {
    use std::io::Read as _;
    use std::os::unix::process::CommandExt as _;
    // Its own process group, so that a timeout kills `time` and the program it runs.
    let mut child = cmd
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0)
        .spawn()?;
    let mut out_pipe = child.stdout.take();
    let mut err_pipe = child.stderr.take();
    let out_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        if let Some(p) = out_pipe.as_mut() {
            let _ = p.read_to_end(&mut buf);
        }
        buf
    });
    let err_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        if let Some(p) = err_pipe.as_mut() {
            let _ = p.read_to_end(&mut buf);
        }
        buf
    });
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break Some(status);
        }
        if start.elapsed() > limit {
            if let Ok(pgid) = i32::try_from(child.id()) {
                // SAFETY: plain syscall; `-pgid` names the group created for this child.
                unsafe { kill(-pgid, SIGKILL) };
            }
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let stdout = out_reader.join().unwrap_or_default();
    let stderr = err_reader.join().unwrap_or_default();
    Ok(status.map(|status| std::process::Output {
        status,
        stdout,
        stderr,
    }))
}

/// Spawns and measures child processes; peak memory through GNU time when installed.
struct Runner {
    time: Option<PathBuf>,
    tmp: PathBuf,
}

impl Runner {
    fn run(&self, program: &Path, args: &[OsString]) -> Result<Measured, String> {
        let rss_file = self.tmp.join("maxrss");
        let mut cmd = match &self.time {
            Some(time) => {
                let _ = std::fs::remove_file(&rss_file);
                let mut c = Command::new(time);
                c.arg("-f").arg("%M").arg("-o").arg(&rss_file).arg(program);
                c
            }
            None => Command::new(program),
        };
        cmd.args(args).stdin(Stdio::null());
        // MLIR 22's async runtime deadlocks now and then (it runs waiters with the object's
        // mutex held); a run that exceeds RUN_TIMEOUT is killed and tried again, and only
        // the last attempt's timeout is an error.
        let mut attempt = 1;
        let (out, wall) = loop {
            let start = Instant::now();
            match output_with_timeout(&mut cmd, RUN_TIMEOUT)
                .map_err(|e| format!("cannot run {}: {}", program.display(), e))?
            {
                Some(out) => break (out, start.elapsed()),
                None if attempt < RUN_ATTEMPTS => {
                    eprintln!(
                        "{TOOL}: {} did not finish within {} s (attempt {attempt} of {RUN_ATTEMPTS}); retrying",
                        program.display(),
                        RUN_TIMEOUT.as_secs()
                    );
                    attempt += 1;
                }
                None => {
                    return Err(format!(
                        "{} did not finish within {} s in {RUN_ATTEMPTS} attempts",
                        program.display(),
                        RUN_TIMEOUT.as_secs()
                    ));
                }
            }
        };
        let mut end = exit_of(&out.status);
        let mut maxrss_kib = None;
        if self.time.is_some() {
            // GNU time writes "Command exited with non-zero status N" or "Command terminated by
            // signal N" before the %M line.
            let report = std::fs::read_to_string(&rss_file).unwrap_or_default();
            for line in report.lines() {
                if let Some(n) = line.strip_prefix("Command terminated by signal ") {
                    end = End::Signal(n.trim().parse().unwrap_or(0));
                } else if let Some(n) = line.strip_prefix("Command exited with non-zero status ") {
                    end = End::Exit(n.trim().parse().unwrap_or(1));
                } else if let Ok(kib) = line.trim().parse::<u64>() {
                    maxrss_kib = Some(kib);
                }
            }
            if maxrss_kib.is_none() {
                // time itself could not run the program (it reports on stderr).
                return Err(format!(
                    "cannot run {}: {}",
                    program.display(),
                    String::from_utf8_lossy(&out.stderr).trim()
                ));
            }
        }
        Ok(Measured {
            stdout: out.stdout,
            stderr: out.stderr,
            end,
            wall,
            maxrss_kib,
        })
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

/// A unified diff (3 lines of context) from `a` to `b`, at most `max_lines` lines of changes.
pub fn unified_diff(a_name: &str, b_name: &str, a: &str, b: &str, max_lines: usize) -> String {
    let a: Vec<&str> = a.lines().collect();
    let b: Vec<&str> = b.lines().collect();
    // Edit script: (' ' | '-' | '+', a index, b index).
    let mut prefix = 0;
    while prefix < a.len() && prefix < b.len() && a[prefix] == b[prefix] {
        prefix += 1;
    }
    let mut suffix = 0;
    while suffix < a.len() - prefix
        && suffix < b.len() - prefix
        && a[a.len() - 1 - suffix] == b[b.len() - 1 - suffix]
    {
        suffix += 1;
    }
    let am = &a[prefix..a.len() - suffix];
    let bm = &b[prefix..b.len() - suffix];
    let mut ops: Vec<(char, usize, usize)> = (0..prefix).map(|i| (' ', i, i)).collect();
    if am.len().saturating_mul(bm.len()) <= 4_000_000 {
        // LCS table over the differing middle.
        let w = bm.len() + 1;
        let mut t = vec![0u32; (am.len() + 1) * w];
        for i in (0..am.len()).rev() {
            for j in (0..bm.len()).rev() {
                t[i * w + j] = if am[i] == bm[j] {
                    t[(i + 1) * w + j + 1] + 1
                } else {
                    t[(i + 1) * w + j].max(t[i * w + j + 1])
                };
            }
        }
        let (mut i, mut j) = (0, 0);
        while i < am.len() || j < bm.len() {
            if i < am.len() && j < bm.len() && am[i] == bm[j] {
                ops.push((' ', prefix + i, prefix + j));
                i += 1;
                j += 1;
            } else if j < bm.len() && (i == am.len() || t[i * w + j + 1] >= t[(i + 1) * w + j]) {
                ops.push(('+', prefix + i, prefix + j));
                j += 1;
            } else {
                ops.push(('-', prefix + i, prefix + j));
                i += 1;
            }
        }
    } else {
        ops.extend((0..am.len()).map(|i| ('-', prefix + i, prefix)));
        ops.extend((0..bm.len()).map(|j| ('+', prefix + am.len(), prefix + j)));
    }
    ops.extend((0..suffix).map(|k| (' ', a.len() - suffix + k, b.len() - suffix + k)));

    let mut out = format!("--- {a_name}\n+++ {b_name}\n");
    let mut shown = 0;
    let mut k = 0;
    while k < ops.len() {
        let Some(first) = ops[k..].iter().position(|o| o.0 != ' ').map(|p| p + k) else {
            break;
        };
        // A hunk: from 3 before the first change to 3 after the last change that is followed
        // by fewer than 7 unchanged lines.
        let start = first.saturating_sub(3);
        let mut end = first;
        let mut m = first;
        while m < ops.len() {
            if ops[m].0 != ' ' {
                end = m;
                m += 1;
            } else if ops[m..].iter().take(7).all(|o| o.0 == ' ') {
                break;
            } else {
                m += 1;
            }
        }
        let stop = (end + 4).min(ops.len());
        let hunk = &ops[start..stop];
        let a_len = hunk.iter().filter(|o| o.0 != '+').count();
        let b_len = hunk.iter().filter(|o| o.0 != '-').count();
        let a_start = hunk.first().map_or(0, |o| o.1 + usize::from(a_len > 0));
        let b_start = hunk.first().map_or(0, |o| o.2 + usize::from(b_len > 0));
        out.push_str(&format!("@@ -{a_start},{a_len} +{b_start},{b_len} @@\n"));
        for &(c, i, j) in hunk {
            if shown >= max_lines {
                let left = ops[k..].iter().filter(|o| o.0 != ' ').count();
                out.push_str(&format!("... (diff cut, {left} more changed lines)\n"));
                return out;
            }
            let text = if c == '+' { b.get(j) } else { a.get(i) };
            out.push_str(&format!("{c}{}\n", text.copied().unwrap_or("")));
            if c != ' ' {
                shown += 1;
            }
        }
        k = stop;
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

/// One column of the output comparison: name, normalised output, how it ended.
struct Side {
    name: &'static str,
    output: String,
    end: End,
}

/// The input of the LLVM pipeline: `input` itself, or, with pass options, what
/// `mlir-opt input <pass options>` makes of it (written next to the other temporaries).
fn llvm_side_input(
    runner: &Runner,
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
    let m = runner.run(mlir_opt, &args)?;
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

fn compare(o: &Options) -> Result<bool, String> {
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
    let void_entry = o.result == "void";
    let pass_args: Vec<OsString> = o.passes.to_args().into_iter().map(OsString::from).collect();

    // Tools first: a missing LLVM tool is an error before anything runs.
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

    let dir = std::env::temp_dir().join(format!("corolift-compare-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let tmp = TempDir(dir);
    let time = PathBuf::from("/usr/bin/time");
    let runner = Runner {
        time: is_executable(&time).then_some(time),
        tmp: tmp.0.clone(),
    };
    let runs = o.runs;
    let entry = ["-e", o.entry.as_str()];
    let result_flag = format!("-entry-point-result={}", o.result);

    // corolift JIT: the front end alone (`--emit=mlir`), then the whole `run`.
    let mut jit_front = Vec::new();
    let mut jit_full = Vec::new();
    let mut jit_rss = Vec::new();
    let mut jit_first: Option<Measured> = None;
    for _ in 0..runs {
        let mut args = os(&["run", &input, "--emit=mlir"]);
        args.extend(os(&entry));
        args.extend(pass_args.iter().cloned());
        let front = runner.run(&corolift, &args)?;
        if front.end != End::Exit(0) {
            return Err(format!(
                "corolift run --emit=mlir failed ({}):\n{}",
                front.end,
                front.stderr_head()
            ));
        }
        jit_front.push(ms(front.wall));
        let mut args = os(&["run", &input, &result_flag]);
        args.extend(os(&entry));
        args.extend(pass_args.iter().cloned());
        let m = runner.run(&corolift, &args)?;
        jit_full.push(ms(m.wall));
        jit_rss.extend(m.maxrss_kib.map(|k| k as f64));
        if jit_first.is_none() {
            jit_first = Some(m);
        }
    }
    let frames_ours = runner
        .run(
            &corolift,
            &[
                os(&["run", &input, "--emit=mlir", "--coro-frame-report"]),
                pass_args.clone(),
            ]
            .concat(),
        )
        .ok()
        .and_then(|m| corolift_frame_bytes(&String::from_utf8_lossy(&m.stderr)));
    let mut jit_first = jit_first.ok_or("no runs")?;
    // corolift run, like mlir-runner, writes a non-void entry's result line before the
    // program's block-buffered output into a pipe: capture it line-buffered too (as the LLVM
    // side below), so both show the order a terminal would.
    if !void_entry && let Some(stdbuf) = find_tool("stdbuf") {
        let mut a = vec![OsString::from("-oL"), corolift.clone().into_os_string()];
        a.extend(os(&["run", &input, &result_flag]));
        a.extend(os(&entry));
        a.extend(pass_args.iter().cloned());
        if let Ok(m) = runner.run(&stdbuf, &a) {
            jit_first.stdout = m.stdout;
        }
    }
    let front = median(&jit_front);
    let mut jit = Cost {
        compile_ms: front,
        run_ms: median(&jit_full).zip(front).map(|(f, c)| (f - c).max(0.0)),
        rss_kib: median(&jit_rss),
        frame_bytes: frames_ours.map(|b| b as f64),
    };
    if runner.time.is_none() {
        jit.rss_kib = None;
    }

    // corolift AOT: `compile` to an executable, then run it.
    let mut aot_cost = None;
    let mut aot_first: Option<Measured> = None;
    let mut aot_note = if aot {
        String::new()
    } else {
        "this corolift has no `compile` command".to_owned()
    };
    if aot {
        let exe = tmp.0.join("prog");
        let mut compile_ms = Vec::new();
        let mut run_ms = Vec::new();
        let mut rss = Vec::new();
        for _ in 0..runs {
            let mut args = os(&["compile", &input, "-o"]);
            args.push(exe.clone().into_os_string());
            args.extend(os(&entry));
            args.extend(pass_args.iter().cloned());
            let c = runner.run(&corolift, &args)?;
            if c.end != End::Exit(0) {
                aot_note = format!(
                    "corolift compile failed: {}",
                    c.stderr_head().lines().next().unwrap_or("")
                );
                break;
            }
            compile_ms.push(ms(c.wall));
            let m = runner.run(&exe, &[])?;
            run_ms.push(ms(m.wall));
            rss.extend(m.maxrss_kib.map(|k| k as f64));
            if aot_first.is_none() {
                aot_first = Some(m);
            }
        }
        if aot_note.is_empty() {
            aot_cost = Some(Cost {
                compile_ms: median(&compile_ms),
                run_ms: median(&run_ms),
                rss_kib: median(&rss),
                frame_bytes: jit.frame_bytes,
            });
        }
    }

    // LLVM: mlir-opt with the pipeline, then mlir-runner at -O0 and -O3.
    let lowered = tmp.0.join("lowered.mlir");
    let pipeline_flag = format!("--pass-pipeline={}", o.pipeline);
    let llvm_input = llvm_side_input(&runner, &mlir_opt, &input, &pass_args, &tmp.0)?;
    let mut opt_ms = Vec::new();
    for k in 0..runs {
        let m = runner.run(&mlir_opt, &os(&[&llvm_input, &pipeline_flag]))?;
        if m.end != End::Exit(0) {
            return Err(format!(
                "the LLVM pipeline rejects {input}: {} failed ({}):\n{}",
                mlir_opt.display(),
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
    let libs_flag = format!("-shared-libs={shared_libs}");
    let lowered_arg = lowered.clone().into_os_string();
    let mut llvm = Vec::new();
    let mut llvm_first = Vec::new();
    for level in ["-O0", "-O3"] {
        let mut args = vec![lowered_arg.clone()];
        args.extend(os(&entry));
        args.extend(os(&[&result_flag, level, &libs_flag]));
        let mut run_ms = Vec::new();
        let mut rss = Vec::new();
        let mut first: Option<Measured> = None;
        for _ in 0..runs {
            let m = runner.run(&mlir_runner, &args)?;
            if let End::Exit(c) = m.end
                && c != 0
                && void_entry
            {
                return Err(format!(
                    "{} {level} failed ({}) on the lowered program:\n{}",
                    mlir_runner.display(),
                    m.end,
                    m.stderr_head()
                ));
            }
            run_ms.push(ms(m.wall));
            rss.extend(m.maxrss_kib.map(|k| k as f64));
            if first.is_none() {
                first = Some(m);
            }
        }
        let mut first = first.ok_or("no runs")?;
        // Into a pipe the program's stdio output is block-buffered: killed by a signal
        // (cf.assert's abort) it is lost, and a non-void entry's result line (written by
        // mlir-runner itself) comes out before it. Capture the output again line-buffered,
        // as a terminal would have shown it.
        if (matches!(first.end, End::Signal(_)) || !void_entry)
            && let Some(stdbuf) = find_tool("stdbuf")
        {
            let mut a = vec![OsString::from("-oL"), mlir_runner.clone().into_os_string()];
            a.extend(args.iter().cloned());
            if let Ok(m) = runner.run(&stdbuf, &a) {
                first.stdout = m.stdout;
            }
        }
        llvm.push(Cost {
            compile_ms: median(&opt_ms),
            run_ms: median(&run_ms),
            rss_kib: median(&rss),
            frame_bytes: None,
        });
        llvm_first.push(first);
    }

    // LLVM's frames: mlir-translate to LLVM IR, then opt's coroutine passes.
    let mut frame_note = String::new();
    let frames_llvm = match (&translate, &llvm_opt) {
        (Some(translate), Some(llvm_opt)) => {
            let ll = tmp.0.join("lowered.ll");
            let coro = tmp.0.join("coro.ll");
            let t = runner.run(
                translate,
                &[OsString::from("--mlir-to-llvmir"), lowered_arg.clone()],
            )?;
            if t.end == End::Exit(0) && std::fs::write(&ll, &t.stdout).is_ok() {
                let mut a = vec![
                    OsString::from(format!("-passes={CORO_PASSES}")),
                    OsString::from("-S"),
                    OsString::from("-o"),
                ];
                a.push(coro.clone().into_os_string());
                a.push(ll.into_os_string());
                let m = runner.run(llvm_opt, &a)?;
                if m.end == End::Exit(0) {
                    std::fs::read_to_string(&coro)
                        .ok()
                        .map(|s| llvm_frame_bytes(&s))
                } else {
                    frame_note = format!("{} failed", llvm_opt.display());
                    None
                }
            } else {
                frame_note = format!("{} failed", translate.display());
                None
            }
        }
        _ => {
            frame_note = "mlir-translate-22 or opt-22 not found".to_owned();
            None
        }
    };
    for c in &mut llvm {
        c.frame_bytes = frames_llvm.map(|b| b as f64);
    }

    // Compare the outputs, normalised; the reference is LLVM -O0.
    let text = |m: &Measured| normalise(&String::from_utf8_lossy(&m.stdout));
    let mut sides = Vec::new();
    let mut reference = None;
    for (name, m) in ["LLVM -O0", "LLVM -O3"].into_iter().zip(&llvm_first) {
        let side = Side {
            name,
            output: text(m),
            end: m.end,
        };
        if reference.is_none() {
            reference = Some(Side {
                name: side.name,
                output: side.output.clone(),
                end: side.end,
            });
        } else {
            sides.push(side);
        }
    }
    let reference = reference.ok_or("no LLVM run")?;
    sides.push(Side {
        name: "corolift JIT",
        output: text(&jit_first),
        end: jit_first.end,
    });
    if let Some(m) = &aot_first {
        sides.push(Side {
            name: "corolift AOT",
            output: text(m),
            end: m.end,
        });
    }

    println!("{TOOL}: {input}");
    let passes = o.passes.to_args().join(" ");
    if !passes.is_empty() {
        println!("  passes:   {passes} (both sides, first)");
    }
    println!(
        "  LLVM:     {} --pass-pipeline=<{}> | {} -O0 / -O3",
        mlir_opt.display(),
        if o.pipeline == DEFAULT_PIPELINE {
            "upstream async pipeline"
        } else {
            "--pipeline"
        },
        mlir_runner.display()
    );
    println!(
        "  corolift: {} run (JIT){}",
        corolift.display(),
        if aot { ", compile (AOT)" } else { "" }
    );
    println!(
        "output (pointer addresses and thread ids normalised), against {}:",
        reference.name
    );
    let mut identical = true;
    let mut diffs = String::new();
    for s in &sides {
        // The AOT executable prints no result line: its exit status is the result.
        let expected = if s.name == "corolift AOT" && !void_entry {
            let mut lines: Vec<&str> = reference.output.lines().collect();
            lines.pop();
            lines.iter().map(|l| format!("{l}\n")).collect::<String>()
        } else {
            reference.output.clone()
        };
        // The AOT executable's exit code is the entry's result, mlir-runner's (and corolift
        // run's) 0: with a non-void entry only how the process ended is compared.
        let same_end = match (reference.end, s.end) {
            (End::Exit(_), End::Exit(_)) if !void_entry => true,
            (a, b) => a == b,
        };
        let same_out = expected == s.output;
        let lines = s.output.lines().count();
        if same_out && same_end {
            let plural = if lines == 1 { "" } else { "s" };
            println!(
                "  {:<13} identical ({lines} line{plural}, {})",
                s.name, s.end
            );
            continue;
        }
        identical = false;
        let mut what = Vec::new();
        if !same_out {
            what.push("output differs".to_owned());
            diffs.push_str(&unified_diff(
                reference.name,
                s.name,
                &expected,
                &s.output,
                200,
            ));
        }
        if !same_end {
            what.push(format!("{} vs {}", s.end, reference.end));
        }
        println!("  {:<13} DIFFERENT: {}", s.name, what.join("; "));
        if s.name.starts_with("corolift") && !same_end {
            let m = if s.name == "corolift JIT" {
                Some(&jit_first)
            } else {
                aot_first.as_ref()
            };
            if let Some(m) = m.filter(|m| !m.stderr.is_empty()) {
                for l in m.stderr_head().lines() {
                    println!("    stderr: {l}");
                }
            }
        }
    }
    if !aot_note.is_empty() {
        println!("  {:<13} n/a ({aot_note})", "corolift AOT");
    }
    print!("{diffs}");

    // The cost table.
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
    let aot_c = aot_cost.unwrap_or_default();
    let (o0, o3) = (
        llvm.first().copied().unwrap_or_default(),
        llvm.get(1).copied().unwrap_or_default(),
    );
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
            fmt(get(&jit), digits),
            fmt(get(&aot_c), digits),
            fmt(get(&o0), digits),
            fmt(get(&o3), digits),
            ratio(get(&jit), get(&o0)),
            ratio(get(&jit), get(&o3)),
            ratio(get(&aot_c), get(&o3)),
        );
    }
    println!(
        "  compile: JIT = parse+verify+lowering (`run --emit=mlir`), AOT = `compile` incl. linking, LLVM = mlir-opt."
    );
    println!(
        "  run: JIT = `run` minus the JIT compile column (includes Cranelift code generation), AOT = the executable, LLVM = mlir-runner (includes LLVM code generation)."
    );
    println!(
        "  peak memory: maximum resident set of the process that runs the program{}.",
        if runner.time.is_none() {
            " (n/a: /usr/bin/time not installed)"
        } else {
            ""
        }
    );
    println!(
        "  coro frame bytes: corolift's --coro-frame-report total; LLVM: sum of dereferenceable(N) of the .resume functions after opt -passes='{CORO_PASSES}'{}.",
        if frame_note.is_empty() {
            String::new()
        } else {
            format!(" (n/a: {frame_note})")
        }
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
