//! The lit-style harness behind `tests/lit.rs`: discovery, RUN-line execution and the tools.
//!
//! One process, two roles. Started by cargo (no `COROLIFT_LIT_TOOL` in the environment) it is a
//! libtest-mimic runner with one trial per test file. Started from a RUN line with
//! `COROLIFT_LIT_TOOL=<tool>` it *is* that tool (`filecheck`, `not`, `count`); the RUN-line
//! substitutions point `FileCheck`, `not` and `count` at `env COROLIFT_LIT_TOOL=<tool> <this exe>`
//! so the tools work anywhere a shell command can stand (pipelines, after `not`, in `$(...)`).

pub mod exec;
pub mod filecheck;
pub mod script;
pub mod selfcheck;
pub mod subst;
pub mod tools;

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use libtest_mimic::{Arguments, Completion, Failed, Trial};

/// Environment variable that switches this executable into one of its tool modes.
pub const TOOL_ENV: &str = "COROLIFT_LIT_TOOL";
/// Seconds one RUN command may take before it is killed and the test fails.
pub const TIMEOUT_ENV: &str = "COROLIFT_LIT_TIMEOUT";
/// Path of an external FileCheck (e.g. LLVM's) to use instead of the built-in one.
pub const FILECHECK_ENV: &str = "COROLIFT_LIT_FILECHECK";

const DEFAULT_TIMEOUT_SECS: u64 = 120;

/// Everything a test needs that is the same for all tests of one run.
pub struct Suite {
    /// `<workspace>/tests`: where test files are found and what test names are relative to.
    pub tests_root: PathBuf,
    /// Root of the per-test scratch directories (`%t`, and each test's working directory).
    pub tmp_root: PathBuf,
    /// The tool words and what they become in RUN lines.
    pub tools: subst::Tools,
    pub timeout: Duration,
}

pub fn main() -> ExitCode {
    if let Some(tool) = std::env::var_os(TOOL_ENV) {
        return tools::main(&tool.to_string_lossy());
    }
    let args = Arguments::from_args();
    let trials = match Suite::from_env() {
        Ok(suite) => {
            let suite = std::sync::Arc::new(suite);
            let mut trials = selfcheck::trials();
            trials.extend(discover(&suite));
            trials
        }
        // A broken setup should fail loudly as a test, not silently run nothing.
        Err(msg) => vec![Trial::test("harness-setup", move || Err(msg.into()))],
    };
    libtest_mimic::run(&args, trials).exit_code()
}

impl Suite {
    fn from_env() -> Result<Suite, String> {
        let exe = std::env::current_exe()
            .map_err(|e| format!("cannot find the harness executable: {e}"))?;
        let timeout = match std::env::var(TIMEOUT_ENV) {
            Ok(s) => s
                .trim()
                .parse::<u64>()
                .map_err(|_| format!("{TIMEOUT_ENV}={s:?} is not a number of seconds"))?,
            Err(_) => DEFAULT_TIMEOUT_SECS,
        };
        let filecheck = std::env::var_os(FILECHECK_ENV).map(PathBuf::from);
        Ok(Suite {
            tests_root: Path::new(env!("CARGO_MANIFEST_DIR")).join("tests"),
            tmp_root: Path::new(env!("CARGO_TARGET_TMPDIR")).join("lit"),
            tools: subst::Tools::new(Path::new(env!("CARGO_BIN_EXE_corolift")), &exe, filecheck),
            timeout: Duration::from_secs(timeout),
        })
    }
}

/// One trial per `.mlir` file under `tests/` that has RUN lines (or a forbidden directive).
fn discover(suite: &std::sync::Arc<Suite>) -> Vec<Trial> {
    let mut files = Vec::new();
    if let Err(e) = walk(&suite.tests_root, &mut files) {
        let msg = format!("cannot walk {}: {e}", suite.tests_root.display());
        return vec![Trial::test("harness-discovery", move || Err(msg.into()))];
    }
    files.sort();
    let mut trials = Vec::new();
    for path in files {
        let name = test_name(&suite.tests_root, &path);
        let parsed = match std::fs::read_to_string(&path) {
            Ok(text) => script::parse(&text),
            Err(e) => script::Parsed::Error(format!("cannot read {}: {e}", path.display())),
        };
        let suite = suite.clone();
        match parsed {
            script::Parsed::NotATest => {}
            script::Parsed::Error(msg) => {
                trials.push(Trial::test(name, move || Err(msg.into())));
            }
            script::Parsed::Test { runs, requires } => {
                let test_name = name.clone();
                trials.push(Trial::ignorable_test(name, move || {
                    // Looked up when the test runs, so the report says why it was skipped.
                    let path_var = std::env::var_os("PATH");
                    if let Some(reason) = script::missing_tool(&requires, path_var.as_deref()) {
                        return Ok(Completion::ignored_with(reason));
                    }
                    run_test(&suite, &test_name, &path, &runs).map(|()| Completion::Completed)
                }));
            }
        }
    }
    trials
}

/// Collects `*.mlir` files, skipping `Inputs/` directories: by lit convention those hold data
/// that other tests read, which may carry RUN lines of their own (e.g. upstream copies).
fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        let path = entry.path();
        let file_type = entry.file_type()?;
        if file_type.is_dir() {
            let name = entry.file_name();
            if name != "Inputs" && !name.to_string_lossy().starts_with('.') {
                walk(&path, out)?;
            }
        } else if path.extension().is_some_and(|e| e == "mlir") {
            out.push(path);
        }
    }
    Ok(())
}

fn test_name(root: &Path, path: &Path) -> String {
    let rel = path.strip_prefix(root).unwrap_or(path);
    rel.components()
        .map(|c| c.as_os_str().to_string_lossy())
        .collect::<Vec<_>>()
        .join("/")
}

fn run_test(
    suite: &Suite,
    name: &str,
    path: &Path,
    runs: &[script::RunLine],
) -> Result<(), Failed> {
    // Each test gets a fresh scratch directory of its own, so tests can run in parallel and a
    // stale `%t` from an earlier run cannot make a test pass.
    let scratch = suite.tmp_root.join(format!("{name}.d"));
    if scratch.exists() {
        std::fs::remove_dir_all(&scratch)
            .map_err(|e| format!("cannot clear {}: {e}", scratch.display()))?;
    }
    std::fs::create_dir_all(&scratch)
        .map_err(|e| format!("cannot create {}: {e}", scratch.display()))?;
    let file_name = path.file_name().unwrap_or_default().to_string_lossy();
    let paths = subst::Paths {
        source: path.to_path_buf(),
        source_dir: path.parent().unwrap_or(Path::new("/")).to_path_buf(),
        tmp: scratch.join(format!("{file_name}.tmp")),
        tmp_dir: scratch.clone(),
    };
    for run in runs {
        let command = subst::substitute_percent(&suite.tools.substitute(&run.text), &paths);
        let out = exec::run_shell(&command, &scratch, suite.timeout)
            .map_err(|e| format!("cannot start bash for RUN line {}: {e}", run.line))?;
        if !out.success() {
            return Err(exec::failure_report(path, run, &command, &out).into());
        }
    }
    Ok(())
}
