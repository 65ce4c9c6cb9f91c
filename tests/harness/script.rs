//! Reading a test file's lit directives: `// RUN:` lines (with `\` continuation),
//! `// REQUIRES:` lines naming external tools, and the directives this harness deliberately
//! refuses (`XFAIL:`, `UNSUPPORTED:`).

/// One command, possibly joined from several physical RUN lines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunLine {
    /// 1-based line number of the first physical line, for failure reports.
    pub line: usize,
    /// The command as written (continuations joined), before any substitution.
    pub text: String,
}

#[derive(Debug, PartialEq, Eq)]
pub enum Parsed {
    /// No RUN lines: a data file or a work in progress, silently not a test.
    NotATest,
    Test {
        runs: Vec<RunLine>,
        /// External tools (from [`KNOWN_TOOLS`]) that must be on `PATH`; without them the test
        /// is reported as ignored, with the reason, instead of being run.
        requires: Vec<String>,
    },
    /// The file is meant to be a test but is malformed; the trial fails with this message.
    Error(String),
}

/// Directives lit knows but this harness does not evaluate. A test that could be expected to
/// fail or be skipped would let a broken feature hide behind a green run, so these are errors.
const REFUSED: &[&str] = &["XFAIL:", "UNSUPPORTED:"];

/// What `// REQUIRES:` may name: external tools a RUN line calls by name, looked up on `PATH`
/// when the test runs. The list is closed so that a misspelt requirement is an error rather
/// than a test that is silently ignored forever.
pub const KNOWN_TOOLS: &[&str] = &["mlir-opt-22", "mlir-runner-22"];

pub fn parse(text: &str) -> Parsed {
    let mut runs: Vec<RunLine> = Vec::new();
    let mut requires: Vec<String> = Vec::new();
    // Set while the previous RUN line ended in `\`: the command being continued.
    let mut pending: Option<RunLine> = None;
    for (idx, raw) in text.lines().enumerate() {
        let line_no = idx + 1;
        let directive = raw
            .trim_start()
            .strip_prefix("//")
            .map(str::trim_start)
            .unwrap_or("");
        if let Some(word) = REFUSED.iter().find(|w| directive.starts_with(**w)) {
            return Parsed::Error(format!(
                "line {line_no}: `// {word}` is not supported by this harness: every test must \
                 pass; delete the test or fix what it tests"
            ));
        }
        if let Some(list) = directive.strip_prefix("REQUIRES:") {
            // lit's form: a comma-separated list, every item required; several lines add up.
            for item in list.split(',').map(str::trim) {
                if !KNOWN_TOOLS.contains(&item) {
                    return Parsed::Error(format!(
                        "line {line_no}: `// REQUIRES: {item}`: only these tools can be \
                         required: {}",
                        KNOWN_TOOLS.join(", ")
                    ));
                }
                if !requires.iter().any(|r| r == item) {
                    requires.push(item.to_string());
                }
            }
        }
        let Some(body) = directive.strip_prefix("RUN:") else {
            if let Some(open) = pending.take() {
                return Parsed::Error(format!(
                    "line {}: RUN line ends with `\\` but line {line_no} is not a RUN line",
                    open.line
                ));
            }
            continue;
        };
        let body = body.trim();
        let (piece, continues) = match body.strip_suffix('\\') {
            Some(rest) => (rest.trim_end(), true),
            None => (body, false),
        };
        let mut run = match pending.take() {
            Some(mut open) => {
                if !piece.is_empty() {
                    open.text.push(' ');
                    open.text.push_str(piece);
                }
                open
            }
            None => RunLine {
                line: line_no,
                text: piece.to_string(),
            },
        };
        if continues {
            pending = Some(run);
            continue;
        }
        run.text = run.text.trim().to_string();
        if run.text.is_empty() {
            return Parsed::Error(format!("line {}: empty RUN line", run.line));
        }
        runs.push(run);
    }
    if let Some(open) = pending {
        return Parsed::Error(format!(
            "line {}: the last RUN line ends with `\\`, continuing into nothing",
            open.line
        ));
    }
    if runs.is_empty() {
        if !requires.is_empty() {
            return Parsed::Error("`// REQUIRES:` in a file without RUN lines".into());
        }
        Parsed::NotATest
    } else {
        Parsed::Test { runs, requires }
    }
}

/// The first of `requires` that is not an executable file in one of the directories of
/// `path` (a `PATH`-style list), as the reason to ignore the test; `None` when all are there.
pub fn missing_tool(requires: &[String], path: Option<&std::ffi::OsStr>) -> Option<String> {
    use std::os::unix::fs::PermissionsExt;
    let dirs: Vec<std::path::PathBuf> = path
        .map(|p| std::env::split_paths(p).collect())
        .unwrap_or_default();
    requires
        .iter()
        .find(|tool| {
            !dirs.iter().any(|dir| {
                std::fs::metadata(dir.join(tool.as_str()))
                    .is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
            })
        })
        .map(|tool| format!("requires `{tool}`, which is not on PATH"))
}
