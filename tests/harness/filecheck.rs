//! `FileCheck` mode: LLVM FileCheck's command line on top of the `litcheck-filecheck` crate.
//!
//! litcheck implements the matching (CHECK, -NEXT, -SAME, -LABEL, -NOT, -DAG, -EMPTY, -COUNT,
//! `[[VAR:regex]]`, `[[VAR]]`, `{{regex}}`, whitespace canonicalisation, `--implicit-check-not`,
//! `--match-full-lines`, ...) and most options via its clap `Options`. What it lacks is the
//! outer CLI: the positional check file, `--input-file`, reading standard input, LLVM's
//! single-dash spellings (`-check-prefix=X`), `--flag=true|false` for boolean flags, and a few
//! options it does not know. This module is the one place that fills those gaps; see
//! `tests/README.md` for the list.

use std::io::Read;
use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;

use clap::Parser;
use litcheck_filecheck::litcheck::diagnostics::{
    DefaultSourceManager, FileName, Report, SourceLanguage, SourceManager, SourceManagerExt,
};
use litcheck_filecheck::{Config, Options, Test};

/// LLVM options that take no value but may be written `--flag=true` / `--flag=false`.
const BOOL_FLAGS: &[&str] = &[
    "allow-empty",
    "allow-unused-prefixes",
    "strict-whitespace",
    "match-full-lines",
    "ignore-case",
    "enable-var-scope",
];

/// Options that take a value, which may come as the next argument (`--check-prefix X`).
const VALUE_OPTIONS: &[&str] = &[
    "check-prefix",
    "check-prefixes",
    "comment-prefix",
    "comment-prefixes",
    "implicit-check-not",
    "dump-input",
    "dump-input-filter",
    "color",
];

/// LLVM options accepted and ignored because they only shape diagnostics output.
const IGNORED_WITH_VALUE: &[&str] = &["dump-input-context"];

/// LLVM options whose semantics litcheck does not implement: refusing them is better than
/// silently checking something else than the test author meant.
const UNSUPPORTED: &[&str] = &["allow-deprecated-dag-overlap"];

/// The parsed command line: litcheck's options plus the parts LLVM has and litcheck lacks.
struct Cli {
    check_file: String,
    /// `None` or `Some("-")`: standard input.
    input_file: Option<String>,
    options: Options,
}

pub fn main(args: &[String]) -> ExitCode {
    let cli = match parse_args(args) {
        Ok(cli) => cli,
        Err(msg) => {
            eprintln!("FileCheck: {msg}");
            return ExitCode::from(2);
        }
    };
    run(cli)
}

fn parse_args(args: &[String]) -> Result<Cli, String> {
    let mut check_file = None;
    let mut input_file = None;
    let mut rest: Vec<String> = Vec::new();
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        if arg == "-" || !arg.starts_with('-') {
            if let Some(first) = &check_file {
                return Err(format!("more than one check file given: {first:?} and {arg:?}"));
            }
            check_file = Some(arg.clone());
            continue;
        }
        let arg = normalize_dashes(arg);
        let Some(long) = arg.strip_prefix("--") else {
            rest.push(arg.clone());
            if arg == "-D" {
                rest.push(it.next().ok_or("-D needs NAME=VALUE")?.clone());
            }
            continue;
        };
        let (name, value) = match long.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (long, None),
        };
        if name == "input-file" {
            let value = match value {
                Some(v) => v.to_string(),
                None => it.next().ok_or("--input-file needs a value")?.clone(),
            };
            input_file = Some(value);
        } else if IGNORED_WITH_VALUE.contains(&name) {
            if value.is_none() {
                it.next();
            }
        } else if UNSUPPORTED.contains(&name) {
            return Err(format!(
                "--{name} is not supported by the built-in FileCheck (litcheck)"
            ));
        } else if let (true, Some(v)) = (BOOL_FLAGS.contains(&name), value) {
            match v {
                "true" | "1" => rest.push(format!("--{name}")),
                "false" | "0" => {}
                _ => return Err(format!("--{name}={v}: expected true or false")),
            }
        } else {
            rest.push(arg.clone());
            if value.is_none() && VALUE_OPTIONS.contains(&name) {
                let value = it.next().ok_or(format!("--{name} needs a value"))?;
                rest.push(value.clone());
            }
        }
    }
    let check_file = check_file.ok_or("no check file given (usage: FileCheck CHECKFILE)")?;
    let options = Options::try_parse_from(&rest).map_err(|e| e.to_string())?;
    Ok(Cli {
        check_file,
        input_file,
        options,
    })
}

/// LLVM's option parser takes `-check-prefix=X` as well as `--check-prefix=X`; clap only the
/// latter. Short options (`-v`, `-vv`, `-DVAR=VALUE`) are left as they are.
fn normalize_dashes(arg: &str) -> String {
    let is_short = arg == "-v" || arg == "-vv" || arg.starts_with("-D");
    if !arg.starts_with("--") && !is_short && arg.len() > 2 {
        format!("-{arg}")
    } else {
        arg.to_string()
    }
}

fn run(cli: Cli) -> ExitCode {
    let source_manager: Arc<dyn SourceManager> = Arc::from(DefaultSourceManager::default());
    let config = Config {
        source_manager,
        options: cli.options,
    };
    if let Err(report) = config.options.validate() {
        eprintln!("FileCheck: {}", render(&report));
        return ExitCode::from(2);
    }
    let check_path = Path::new(&cli.check_file);
    let checks = match config.source_manager.load_file(check_path) {
        Ok(file) => file,
        Err(e) => {
            eprintln!("FileCheck: cannot read check file {:?}: {e}", cli.check_file);
            return ExitCode::from(2);
        }
    };
    let input = match cli.input_file.as_deref() {
        None | Some("-") => {
            let mut bytes = Vec::new();
            if let Err(e) = std::io::stdin().read_to_end(&mut bytes) {
                eprintln!("FileCheck: cannot read standard input: {e}");
                return ExitCode::from(2);
            }
            // FileCheck works on text; invalid UTF-8 is shown as U+FFFD rather than refused.
            let text = String::from_utf8_lossy(&bytes).into_owned();
            config
                .source_manager
                .load(SourceLanguage::Unknown, FileName::Stdin, text)
        }
        Some(path) => match config.source_manager.load_file(Path::new(path)) {
            Ok(file) => file,
            Err(e) => {
                eprintln!("FileCheck: cannot read input file {path:?}: {e}");
                return ExitCode::from(2);
            }
        },
    };
    let mut test = Test::new(checks, &config);
    match test.verify(input) {
        Ok(_) => ExitCode::SUCCESS,
        Err(report) => {
            eprintln!("{}", render(&report));
            ExitCode::FAILURE
        }
    }
}

/// Renders a litcheck diagnostic as plain text with source snippets (no colour: the output is
/// read from captured test logs).
fn render(report: &Report) -> String {
    use litcheck_filecheck::litcheck::reporting::{NarratableReportHandler, ReportHandler};
    struct Show<'a>(&'a Report);
    impl std::fmt::Display for Show<'_> {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            NarratableReportHandler::new().render_report(f, self.0.as_ref())
        }
    }
    Show(report).to_string()
}
