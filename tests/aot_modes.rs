//! Every run test (`tests/run/*.mlir`) in three modes: JIT (`corolift run`, the reference), an
//! AOT x86_64 executable (`corolift compile`), and an AOT aarch64 executable run under
//! `qemu-aarch64`. For each `// RUN:` line that runs the program with `corolift run`, the
//! executable must print exactly the JIT's stdout (heap addresses and thread ids aside) and end
//! with the same exit status (code or signal), under the same environment
//! (`COROLIFT_NUM_THREADS`, `COROLIFT_CHECK_LEAKS`). Stages before `corolift run` in a RUN
//! pipeline (`corolift opt %s --pass | …`, `python3 %S/Inputs/gen.py | …`) run through `sh`
//! and feed both modes. Pass options of `corolift run` itself (`--async-parallel-for=…`,
//! `--pass-pipeline=…`, any registered pass) are given to `corolift compile` too, so the
//! executables run the same passes as the JIT.
//!
//! Trials: `host::<file>` and `aarch64::<file>`. The aarch64 ones are reported as ignored, with
//! the reason, when the cross toolchain is missing (install it with
//! `scripts/aarch64-toolchain.sh`) — except under `CI=true`, where that is a failure. Before
//! the trials, the runtime staticlib is (re)built for each target:
//! `cargo build --release -p corolift-runtime` and `scripts/aarch64-toolchain.sh --build-runtime`.

use std::collections::HashMap;
use std::os::unix::process::ExitStatusExt as _;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

use libtest_mimic::{Arguments, Completion, Failed, Trial};

const COROLIFT: &str = env!("CARGO_BIN_EXE_corolift");
const AARCH64: &str = "aarch64-unknown-linux-gnu";
/// A program that runs longer than this is a failure (and is killed): a hang under qemu must
/// not hang the suite.
const TIMEOUT: Duration = Duration::from_secs(120);

/// The words of `AOT_HOST_WRAPPER`, the command host executables run under (empty: none).
fn host_wrapper() -> Vec<String> {
    std::env::var("AOT_HOST_WRAPPER")
        .map(|w| w.split_whitespace().map(str::to_owned).collect())
        .unwrap_or_default()
}

/// How long a program may run: [`TIMEOUT`], ten times that under a wrapper (valgrind runs
/// code tens of times slower).
fn timeout() -> Duration {
    if host_wrapper().is_empty() {
        TIMEOUT
    } else {
        TIMEOUT * 10
    }
}

fn workspace() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// One `corolift run` invocation taken from a RUN line.
#[derive(Clone, Debug)]
struct RunCase {
    /// The RUN line, for messages.
    line: String,
    /// Shell pipeline producing the input on stdout (`corolift opt %s …`), or `None` = the file.
    producer: Option<String>,
    /// `KEY=VALUE` assignments before `corolift run`.
    env: Vec<(String, String)>,
    /// Arguments of `corolift run` other than the input.
    args: Vec<String>,
}

/// Whether `corolift run` with `args` runs the program (rather than printing IR or reports, or
/// redirecting streams): only `-e NAME`, `-O0`…`-O3`, `-entry-point-result=…`,
/// `-shared-libs=…` and pass options ([`is_pass_option`]) are allowed.
fn runs_program(args: &[String]) -> bool {
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let name = a.trim_start_matches('-');
        if a == "-e" {
            it.next();
        } else if !(matches!(name, "O0" | "O1" | "O2" | "O3")
            || name.starts_with("entry-point-result=")
            || name.starts_with("shared-libs=")
            || is_pass_option(a))
        {
            return false;
        }
    }
    true
}

/// The passes `corolift opt --list-passes` names (read once).
fn registered_passes() -> &'static [String] {
    static PASSES: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    PASSES.get_or_init(|| {
        let out = Command::new(COROLIFT)
            .args(["opt", "--list-passes"])
            .output()
            .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
            .unwrap_or_default();
        out.lines()
            .filter_map(|l| l.trim().split(" - ").next())
            .map(str::to_owned)
            .collect()
    })
}

/// Whether the `corolift run` argument `a` is a pass option (`--pass-pipeline=…` or
/// `--<registered pass>[=<options>]`), which `corolift compile` takes as well.
fn is_pass_option(a: &str) -> bool {
    if !a.starts_with('-') {
        return false;
    }
    let name = a.trim_start_matches('-');
    let name = name.split_once('=').map_or(name, |(n, _)| n);
    name == "pass-pipeline" || registered_passes().iter().any(|p| p == name)
}

/// Splits a shell command into words as `sh` does for the simple commands RUN lines use:
/// blanks separate words, `'…'` and `"…"` quote (and are removed), `\` escapes one character.
fn shell_words(s: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut cur = String::new();
    let mut in_word = false;
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        match c {
            ' ' | '\t' => {
                if in_word {
                    words.push(std::mem::take(&mut cur));
                    in_word = false;
                }
            }
            '\'' => {
                in_word = true;
                cur.extend(chars.by_ref().take_while(|&c| c != '\''));
            }
            '"' => {
                in_word = true;
                while let Some(c) = chars.next() {
                    match c {
                        '"' => break,
                        '\\' => cur.extend(chars.next()),
                        c => cur.push(c),
                    }
                }
            }
            '\\' => {
                in_word = true;
                cur.extend(chars.next());
            }
            c => {
                in_word = true;
                cur.push(c);
            }
        }
    }
    if in_word {
        words.push(cur);
    }
    words
}

/// The `corolift run` cases of `file`'s RUN lines (the ones that run the program).
fn run_cases(file: &Path, text: &str) -> Result<Vec<RunCase>, String> {
    let path = file.display().to_string();
    // lit's `%S`: the directory of the test file.
    let dir = file
        .parent()
        .map_or_else(String::new, |d| d.display().to_string());
    let mut cases = Vec::new();
    for line in text.lines() {
        let Some(cmd) = line.trim_start().strip_prefix("// RUN:") else {
            continue;
        };
        let cmd = cmd.trim();
        let segments: Vec<&str> = cmd.split('|').map(str::trim).collect();
        let Some(pos) = segments.iter().position(|s| s.contains("corolift run")) else {
            continue;
        };
        let mut env = Vec::new();
        let mut args = Vec::new();
        let mut input = None;
        let mut seen_run = false;
        let words = shell_words(segments[pos]);
        let mut words = words.iter().map(String::as_str).peekable();
        while let Some(w) = words.next() {
            if !seen_run {
                match w {
                    "not" | "--crash" => {}
                    "corolift" if words.peek() == Some(&"run") => {
                        words.next();
                        seen_run = true;
                    }
                    _ => match w.split_once('=') {
                        Some((k, v)) => env.push((k.to_owned(), v.to_owned())),
                        None => return Err(format!("cannot read RUN line '{cmd}'")),
                    },
                }
            } else if w == "%s" || w == "-" {
                input = Some(w);
            } else {
                args.push(w.to_owned());
            }
        }
        if !runs_program(&args) {
            continue;
        }
        let producer = match (input, pos) {
            (Some("-"), p) if p > 0 => Some(
                segments[..p]
                    .join(" | ")
                    .replace("corolift ", &format!("{COROLIFT} "))
                    .replace("%s", &path)
                    .replace("%S", &dir),
            ),
            (Some("%s"), 0) => None,
            _ => return Err(format!("cannot read RUN line '{cmd}'")),
        };
        cases.push(RunCase {
            line: cmd.to_owned(),
            producer,
            env,
            args,
        });
    }
    Ok(cases)
}

/// Stdout and exit status of a finished program.
#[derive(Debug, PartialEq, Eq)]
struct Outcome {
    stdout: String,
    /// `exit N` or `signal N`.
    status: String,
    stderr: String,
}

fn status_text(s: ExitStatus) -> String {
    match (s.code(), s.signal()) {
        (Some(c), _) => format!("exit {c}"),
        (None, Some(sig)) => format!("signal {sig}"),
        _ => "unknown".to_owned(),
    }
}

/// `text` with every hexadecimal address (`0x55d0…`) replaced by `ADDR` and every thread id
/// (`Current thread id: 1398…`) by `TID`: heap addresses (`printMemref*`'s `base@ = 0x…`) and
/// thread ids differ between processes and targets.
fn normalise(text: &str) -> String {
    let text: String = text
        .lines()
        .map(|l| match l.strip_prefix("Current thread id: ") {
            Some(id) if id.bytes().all(|b| b.is_ascii_digit()) => {
                "Current thread id: TID\n".to_owned()
            }
            _ => format!("{l}\n"),
        })
        .collect();
    let mut out = String::with_capacity(text.len());
    let mut rest = text.as_str();
    while let Some(i) = rest.find("0x") {
        out.push_str(&rest[..i]);
        let after = &rest[i + 2..];
        let n = after
            .find(|c: char| !c.is_ascii_hexdigit())
            .unwrap_or(after.len());
        if n == 0 {
            out.push_str("0x");
        } else {
            out.push_str("ADDR");
        }
        rest = &after[n..];
    }
    out.push_str(rest);
    out
}

/// Runs `cmd` with stdout/stderr captured into files in `dir`, killing it after [`timeout`].
fn run_captured(mut cmd: Command, dir: &Path, tag: &str) -> Result<Outcome, String> {
    let out_path = dir.join(format!("{tag}.stdout"));
    let err_path = dir.join(format!("{tag}.stderr"));
    let out = std::fs::File::create(&out_path).map_err(|e| e.to_string())?;
    let err = std::fs::File::create(&err_path).map_err(|e| e.to_string())?;
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(out)
        .stderr(err)
        .spawn()
        .map_err(|e| format!("cannot run {cmd:?}: {e}"))?;
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().map_err(|e| e.to_string())? {
            break s;
        }
        if start.elapsed() > timeout() {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("{cmd:?} timed out after {:?}", timeout()));
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    Ok(Outcome {
        stdout: std::fs::read_to_string(&out_path).unwrap_or_default(),
        status: status_text(status),
        stderr: std::fs::read_to_string(&err_path).unwrap_or_default(),
    })
}

/// How executables for a target run on this machine.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Host,
    Aarch64,
}

impl Mode {
    fn name(self) -> &'static str {
        match self {
            Mode::Host => "host",
            Mode::Aarch64 => "aarch64",
        }
    }

    fn compile_flags(self) -> Vec<String> {
        match self {
            Mode::Host => Vec::new(),
            Mode::Aarch64 => vec![format!("--target={AARCH64}")],
        }
    }

    fn command(self, exe: &Path) -> Command {
        match self {
            Mode::Host => match host_wrapper().split_first() {
                Some((wrapper, words)) => {
                    let mut c = Command::new(wrapper);
                    c.args(words).arg(exe);
                    c
                }
                None => Command::new(exe),
            },
            Mode::Aarch64 => {
                // -L with LD_LIBRARY_PATH: ld.so and libc.so from the same (cross) glibc;
                // mixing them with a multiarch libc6:arm64 hangs in thread creation.
                let mut c = Command::new("qemu-aarch64");
                c.args([
                    "-L",
                    "/usr/aarch64-linux-gnu",
                    "-E",
                    "LD_LIBRARY_PATH=/usr/aarch64-linux-gnu/lib",
                ])
                .arg(exe);
                c
            }
        }
    }
}

/// Runs every RUN case of `file` with the JIT and as an executable of `mode`; compares.
fn check_file(file: &Path, mode: Mode) -> Result<(), Failed> {
    let text = std::fs::read_to_string(file).map_err(|e| e.to_string())?;
    let cases = run_cases(file, &text)?;
    let stem = file
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("aot-modes")
        .join(mode.name())
        .join(&stem);
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    // Executables by (input, compile flags): RUN lines differing only in env share one.
    let mut built: HashMap<(String, Vec<String>), PathBuf> = HashMap::new();
    let mut failures = Vec::new();
    for (i, case) in cases.iter().enumerate() {
        let input_path = match &case.producer {
            None => file.to_path_buf(),
            Some(sh) => {
                let out = Command::new("sh")
                    .arg("-c")
                    .arg(sh)
                    .output()
                    .map_err(|e| format!("cannot run '{sh}': {e}"))?;
                if !out.status.success() {
                    return Err(
                        format!("'{sh}' failed: {}", String::from_utf8_lossy(&out.stderr)).into(),
                    );
                }
                let p = dir.join(format!("input{i}.mlir"));
                std::fs::write(&p, &out.stdout).map_err(|e| e.to_string())?;
                p
            }
        };
        let input_text = std::fs::read_to_string(&input_path).map_err(|e| e.to_string())?;

        let non_void = case
            .args
            .iter()
            .any(|a| a.contains("entry-point-result=") && !a.ends_with("=void"));
        let mut jit = Command::new(COROLIFT);
        jit.arg("run").arg(&input_path).args(&case.args);
        if non_void {
            // An executable exits with the entry's result; `corolift run` only when asked.
            jit.arg("--exit-with-result");
        }
        jit.envs(case.env.iter().map(|(k, v)| (k, v)));
        let mut expected = run_captured(jit, &dir, &format!("jit{i}"))?;
        // `corolift run` prints a non-void entry's result, into a file before the program's
        // block-buffered output (as mlir-runner); an executable returns it instead.
        if non_void {
            let mut lines: Vec<&str> = expected.stdout.lines().collect();
            if !lines.is_empty() {
                lines.remove(0);
            }
            expected.stdout = lines.iter().map(|l| format!("{l}\n")).collect();
        }

        let mut flags = mode.compile_flags();
        let mut it = case.args.iter();
        while let Some(a) = it.next() {
            if a == "-e" {
                flags.push("-e".to_owned());
                flags.extend(it.next().cloned());
            } else if matches!(a.as_str(), "-O0" | "-O1" | "-O2" | "-O3") || is_pass_option(a) {
                flags.push(a.clone());
            }
        }
        let key = (input_text, flags.clone());
        let exe = match built.get(&key) {
            Some(p) => p.clone(),
            None => {
                let exe = dir.join(format!("prog{}", built.len()));
                let out = Command::new(COROLIFT)
                    .arg("compile")
                    .arg(&input_path)
                    .arg("-o")
                    .arg(&exe)
                    .args(&flags)
                    .output()
                    .map_err(|e| e.to_string())?;
                if !out.status.success() {
                    failures.push(format!(
                        "RUN: {}\n  corolift compile {} failed:\n{}",
                        case.line,
                        flags.join(" "),
                        String::from_utf8_lossy(&out.stderr)
                    ));
                    continue;
                }
                built.insert(key, exe.clone());
                exe
            }
        };
        let mut cmd = mode.command(&exe);
        cmd.envs(case.env.iter().map(|(k, v)| (k, v)));
        let actual = run_captured(cmd, &dir, &format!("exe{i}"))?;
        if normalise(&actual.stdout) != normalise(&expected.stdout)
            || actual.status != expected.status
        {
            failures.push(format!(
                "RUN: {}\n  JIT ({}):\n{}\n  {} executable ({}):\n{}\n  executable stderr:\n{}",
                case.line,
                expected.status,
                expected.stdout,
                mode.name(),
                actual.status,
                actual.stdout,
                actual.stderr
            ));
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures.join("\n").into())
    }
}

/// Executable-only behaviour, in both modes: name, program, `corolift compile` flags, expected
/// stdout and exit status. (`corolift run` prints a non-void entry's result; an executable
/// exits with it.)
const EXE_CASES: &[(&str, &str, &[&str], &str, &str)] = &[
    (
        "i32-entry-exit-status",
        "func.func @main() -> i32 {\n  %c = arith.constant 42 : i32\n  return %c : i32\n}\n",
        &[],
        "",
        "exit 42",
    ),
    (
        "i64-entry-exit-status-truncated",
        "func.func @main() -> i64 {\n  %c = arith.constant 300 : i64\n  return %c : i64\n}\n",
        &[],
        "",
        "exit 44",
    ),
    (
        "entry-flag-beside-mlir-main",
        "func.func @main() -> i32 {\n  %c = arith.constant 1 : i32\n  return %c : i32\n}\n\
         func.func @start() {\n  %c = arith.constant 7 : i64\n  vector.print %c : i64\n  \
         %r = func.call @main() : () -> i32\n  vector.print %r : i32\n  return\n}\n",
        &["-e", "start"],
        "7\n1\n",
        "exit 0",
    ),
];

/// Compiles and runs one [`EXE_CASES`] entry as an executable of `mode`.
fn check_exe_case(
    (name, program, flags, stdout, status): (&str, &str, &[&str], &str, &str),
    mode: Mode,
) -> Result<(), Failed> {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("aot-modes")
        .join(mode.name())
        .join(format!("exe-{name}"));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let src = dir.join("prog.mlir");
    std::fs::write(&src, program).map_err(|e| e.to_string())?;
    let flags: Vec<String> = flags.iter().map(|f| (*f).to_owned()).collect();
    compile_and_check(mode, &src, &dir, &flags, stdout, status)
}

/// The external-symbol test as an executable of `mode`: `tests/cli/Inputs/extlib.c` built as a
/// shared library with the target's C compiler, `tests/cli/shared-libs.mlir` compiled with
/// `--shared-libs` (MLIR's runner utils named too: built in, not linked) and run. Expected
/// stdout: mlir-runner-22's on the same program and library (the CHECK lines of that file).
fn check_shared_libs(mode: Mode) -> Result<(), Failed> {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("aot-modes")
        .join(mode.name())
        .join("exe-shared-libs");
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let lib = dir.join("libextlib.so");
    let cc = match mode {
        Mode::Host => "cc",
        Mode::Aarch64 => "aarch64-linux-gnu-gcc",
    };
    let out = Command::new(cc)
        .args(["-shared", "-fPIC", "-o"])
        .arg(&lib)
        .arg(workspace().join("tests/cli/Inputs/extlib.c"))
        .output()
        .map_err(|e| format!("cannot run {cc}: {e}"))?;
    if !out.status.success() {
        return Err(format!("{cc} failed:\n{}", String::from_utf8_lossy(&out.stderr)).into());
    }
    let shared_libs = format!(
        "--shared-libs=/usr/lib/llvm-22/lib/libmlir_runner_utils.so.22.1,{}",
        lib.display()
    );
    compile_and_check(
        mode,
        &workspace().join("tests/cli/shared-libs.mlir"),
        &dir,
        &[shared_libs],
        "43\n122\n4.5\n11\n1.41421\n",
        "exit 0",
    )
}

/// `corolift compile SRC` into `DIR/prog` for `mode` with `flags`, runs it, and requires
/// exactly `stdout` and `status`.
fn compile_and_check(
    mode: Mode,
    src: &Path,
    dir: &Path,
    flags: &[String],
    stdout: &str,
    status: &str,
) -> Result<(), Failed> {
    let exe = dir.join("prog");
    let out = Command::new(COROLIFT)
        .arg("compile")
        .arg(src)
        .arg("-o")
        .arg(&exe)
        .args(mode.compile_flags())
        .args(flags)
        .output()
        .map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(format!(
            "corolift compile failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        )
        .into());
    }
    let actual = run_captured(mode.command(&exe), dir, "exe")?;
    if actual.stdout != stdout || actual.status != status {
        return Err(format!(
            "expected ({status}):\n{stdout}\ngot ({}):\n{}\nstderr:\n{}",
            actual.status, actual.stdout, actual.stderr
        )
        .into());
    }
    Ok(())
}

/// Builds the host runtime staticlib (up to date check when nothing changed).
fn build_host_runtime() -> Result<(), String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    let out = Command::new(cargo)
        .current_dir(workspace())
        .args(["build", "--quiet", "--release", "-p", "corolift-runtime"])
        .output()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "cargo build --release -p corolift-runtime failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

fn on_path(tool: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|p| std::env::split_paths(&p).any(|d| d.join(tool).is_file()))
}

/// Checks the aarch64 toolchain and builds the aarch64 runtime; `Err` = why aarch64 trials are
/// ignored.
fn prepare_aarch64() -> Result<(), String> {
    let missing: Vec<&str> = ["aarch64-linux-gnu-gcc", "qemu-aarch64"]
        .into_iter()
        .filter(|t| !on_path(t))
        .collect();
    let sysroot = std::env::var_os("COROLIFT_AARCH64_SYSROOT")
        .map(PathBuf::from)
        .or_else(|| {
            let cache = std::env::var_os("XDG_CACHE_HOME")
                .map(PathBuf::from)
                .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))?;
            Some(cache.join("corolift").join("aarch64-sysroot"))
        });
    let have_std = sysroot
        .as_ref()
        .is_some_and(|s| s.join("usr/lib/rustlib").join(AARCH64).join("lib").is_dir());
    if !missing.is_empty() || !have_std || !Path::new("/usr/bin/rustc").is_file() {
        let mut what: Vec<&str> = missing;
        if !have_std {
            what.push("the aarch64 Rust std sysroot");
        }
        return Err(format!(
            "aarch64 cross toolchain not installed (missing {}): run scripts/aarch64-toolchain.sh",
            what.join(", ")
        ));
    }
    let out = Command::new("bash")
        .arg(workspace().join("scripts/aarch64-toolchain.sh"))
        .arg("--build-runtime")
        .output()
        .map_err(|e| format!("cannot run scripts/aarch64-toolchain.sh: {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "scripts/aarch64-toolchain.sh --build-runtime failed:\n{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

fn main() -> std::process::ExitCode {
    let args = Arguments::from_args();
    let mut files: Vec<PathBuf> = std::fs::read_dir(workspace().join("tests/run"))
        .map(|d| {
            d.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();

    let host_ready = if args.list {
        Ok(())
    } else {
        build_host_runtime()
    };
    // A failing aarch64 runtime build with the toolchain present is a failure, not an ignore.
    let (a64_ready, a64_ignore) = if args.list {
        (Ok(()), None)
    } else {
        match prepare_aarch64() {
            Ok(()) => (Ok(()), None),
            // CI installs the toolchain (.ci/run): there, missing it is a failure.
            Err(e)
                if e.starts_with("aarch64 cross toolchain not installed")
                    && std::env::var("CI").as_deref() != Ok("true") =>
            {
                (Ok(()), Some(e))
            }
            Err(e) => (Err(e), None),
        }
    };

    let mut trials = Vec::new();
    for f in &files {
        let name = f
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        for mode in [Mode::Host, Mode::Aarch64] {
            let file = f.clone();
            let ready = match mode {
                Mode::Host => host_ready.clone(),
                Mode::Aarch64 => a64_ready.clone(),
            };
            let ignore = match mode {
                Mode::Host => None,
                Mode::Aarch64 => a64_ignore.clone(),
            };
            trials.push(Trial::ignorable_test(
                format!("{}::{name}", mode.name()),
                move || {
                    if let Some(reason) = ignore {
                        return Ok(Completion::ignored_with(reason));
                    }
                    ready?;
                    check_file(&file, mode).map(|()| Completion::Completed)
                },
            ));
        }
    }
    for case in EXE_CASES {
        for mode in [Mode::Host, Mode::Aarch64] {
            let (ready, ignore) = match mode {
                Mode::Host => (host_ready.clone(), None),
                Mode::Aarch64 => (a64_ready.clone(), a64_ignore.clone()),
            };
            trials.push(Trial::ignorable_test(
                format!("{}::exe::{}", mode.name(), case.0),
                move || {
                    if let Some(reason) = ignore {
                        return Ok(Completion::ignored_with(reason));
                    }
                    ready?;
                    check_exe_case(*case, mode).map(|()| Completion::Completed)
                },
            ));
        }
    }
    for mode in [Mode::Host, Mode::Aarch64] {
        let (ready, ignore) = match mode {
            Mode::Host => (host_ready.clone(), None),
            Mode::Aarch64 => (a64_ready.clone(), a64_ignore.clone()),
        };
        trials.push(Trial::ignorable_test(
            format!("{}::exe::shared-libs", mode.name()),
            move || {
                if let Some(reason) = ignore {
                    return Ok(Completion::ignored_with(reason));
                }
                ready?;
                check_shared_libs(mode).map(|()| Completion::Completed)
            },
        ));
    }
    libtest_mimic::run(&args, trials).exit_code()
}
