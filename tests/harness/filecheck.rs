//! `FileCheck` mode: LLVM FileCheck's command line on top of the `litcheck-filecheck` crate.
//!
//! litcheck implements the matching (CHECK, -NEXT, -SAME, -LABEL, -NOT, -DAG, -EMPTY, -COUNT,
//! `[[VAR:regex]]`, `[[VAR]]`, `{{regex}}`, `--implicit-check-not`, `--match-full-lines`, ...)
//! and most options via its clap `Options`. This module is the one place that fills what
//! litcheck 0.5 lacks or does differently from LLVM FileCheck 22 (found by running the same
//! checks through both; `tests/README.md` lists them):
//!
//! - The outer CLI: the positional check file, `--input-file`, reading standard input, LLVM's
//!   single-dash spellings (`-check-prefix=X`), `--flag=true|false`, options it does not know,
//!   and exit status 1 (mismatch) versus 2 (could not run).
//! - Whitespace canonicalisation: LLVM collapses every run of blanks to one space in *both* the
//!   check file and the input, so `a  :  i32` matches `CHECK: a : i32`; litcheck only turns
//!   tabs into spaces in literal patterns ([`canonicalize_whitespace`]).
//! - Check lines are rewritten where litcheck's parser differs ([`prepare_checks`]): LLVM
//!   ignores trailing blanks of a pattern (litcheck would require them), and keeps blanks at the
//!   edges of a `{{regex}}` (litcheck trims them, so `{{ +}}` became `{{+}}`).
//! - Identical CHECK-DAG patterns in one group: LLVM needs one match per line, litcheck accepts
//!   one match for all of them. That cannot be fixed from outside, so such a group is refused
//!   (exit 2) rather than checked more loosely than the author meant.
//!
//! Not filled: `{{^}}` in a CHECK-SAME pattern anchors at the line start in litcheck, at the end
//! of the previous match in LLVM. It is rare in MLIR tests and would need litcheck's matcher.

use std::io::Read;
use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;

use clap::Parser;
use litcheck_filecheck::litcheck::diagnostics::{
    DefaultSourceManager, FileName, Report, SourceLanguage, SourceManager,
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
                return Err(format!(
                    "more than one check file given: {first:?} and {arg:?}"
                ));
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
    let strict = config.options.strict_whitespace;
    let load = |name: FileName, text: String| {
        let text = if strict {
            text
        } else {
            canonicalize_whitespace(&text)
        };
        config
            .source_manager
            .load(SourceLanguage::Unknown, name, text)
    };
    let prefixes: Vec<&str> = config
        .options
        .check_prefixes()
        .iter()
        .map(|p| p.as_str())
        .collect();
    let comment_prefixes: Vec<&str> = config
        .options
        .comment_prefixes
        .iter()
        .map(|p| p.as_str())
        .collect();
    let keep_trailing = strict && config.options.match_full_lines;
    let checks = match read_text(Some(&cli.check_file)).map(|text| {
        let text = if strict {
            text
        } else {
            canonicalize_whitespace(&text)
        };
        prepare_checks(&text, &prefixes, &comment_prefixes, keep_trailing)
    }) {
        Ok(Ok(text)) => {
            let name = FileName::from(Path::new(&cli.check_file));
            config
                .source_manager
                .load(SourceLanguage::Unknown, name, text)
        }
        Ok(Err(msg)) => {
            eprintln!("{}: error: {msg}", cli.check_file);
            return ExitCode::from(2);
        }
        Err(e) => {
            eprintln!(
                "FileCheck: cannot read check file {:?}: {e}",
                cli.check_file
            );
            return ExitCode::from(2);
        }
    };
    let input_path = cli.input_file.as_deref().filter(|p| *p != "-");
    let input = match read_text(input_path) {
        Ok(text) => match input_path {
            Some(path) => load(FileName::from(Path::new(path)), text),
            None => load(FileName::Stdin, text),
        },
        Err(e) => {
            let what = input_path.unwrap_or("standard input");
            eprintln!("FileCheck: cannot read input {what:?}: {e}");
            return ExitCode::from(2);
        }
    };
    let mut test = Test::new(checks, &config);
    match test.verify(input) {
        Ok(_) => ExitCode::SUCCESS,
        Err(report) => {
            eprintln!("{}", render(&report));
            exit_code(&report)
        }
    }
}

/// LLVM's convention: 1 when the input does not match the checks, 2 when the check could not be
/// run at all (bad check file, no check lines for the prefix, empty input). Keeping the two apart
/// lets a negative self-test assert that FileCheck failed *because of a mismatch*.
fn exit_code(report: &Report) -> ExitCode {
    use litcheck_filecheck::{CheckFailedError, TestFailed};
    match report.downcast_ref::<TestFailed>() {
        Some(failed)
            if !failed
                .errors()
                .iter()
                .any(|e| matches!(e, CheckFailedError::EmptyInput)) =>
        {
            ExitCode::FAILURE
        }
        _ => ExitCode::from(2),
    }
}

/// Reads a file, or standard input for `None`. FileCheck works on text; invalid UTF-8 is shown
/// as U+FFFD rather than refused, since tools under test may print arbitrary bytes.
fn read_text(path: Option<&str>) -> std::io::Result<String> {
    let bytes = match path {
        Some(path) => std::fs::read(path)?,
        None => {
            let mut bytes = Vec::new();
            std::io::stdin().read_to_end(&mut bytes)?;
            bytes
        }
    };
    Ok(match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    })
}

/// LLVM FileCheck's whitespace canonicalisation (`CanonicalizeFile`): every run of spaces and
/// tabs becomes a single space. Applied to the check file and the input unless
/// `--strict-whitespace`, exactly as LLVM does, so patterns and input agree on blanks.
pub fn canonicalize_whitespace(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut in_blanks = false;
    for c in text.chars() {
        if c == ' ' || c == '\t' {
            if !in_blanks {
                out.push(' ');
            }
            in_blanks = true;
        } else {
            out.push(c);
            in_blanks = false;
        }
    }
    out
}

/// Where a check directive starts on a line: the pattern's byte offset, and whether it is a
/// `-DAG` directive. `None` for lines that are not directives of the active prefixes.
fn find_directive(line: &str, prefixes: &[&str]) -> Option<(usize, bool)> {
    let bytes = line.as_bytes();
    for prefix in prefixes {
        let mut from = 0;
        while let Some(pos) = line[from..].find(prefix) {
            let start = from + pos;
            from = start + prefix.len();
            // A prefix only counts as a whole word (LLVM: not preceded by a word char or `-`).
            if start > 0
                && (bytes[start - 1].is_ascii_alphanumeric() || b"_-".contains(&bytes[start - 1]))
            {
                continue;
            }
            let rest = &line[start + prefix.len()..];
            // Suffix: `-WORD`, `-COUNT-n`, optionally `{LITERAL}`, then `:`.
            let Some(suffix_len) = rest.find(':').filter(|&n| {
                let suffix = rest[..n].trim_end_matches("{LITERAL}");
                suffix.is_empty()
                    || (suffix.starts_with('-')
                        && suffix[1..]
                            .chars()
                            .all(|c| c.is_ascii_alphanumeric() || c == '-'))
            }) else {
                continue;
            };
            let suffix = rest[..suffix_len].trim_end_matches("{LITERAL}");
            let is_dag = suffix.eq_ignore_ascii_case("-DAG");
            return Some((start + prefix.len() + suffix_len + 1, is_dag));
        }
    }
    None
}

/// Rewrites check lines where litcheck's parsing differs from LLVM's (see the module docs),
/// and refuses groups of identical CHECK-DAG patterns. `keep_trailing` is LLVM's exception to
/// ignoring trailing blanks: `--strict-whitespace` together with `--match-full-lines`.
pub fn prepare_checks(
    text: &str,
    prefixes: &[&str],
    comment_prefixes: &[&str],
    keep_trailing: bool,
) -> Result<String, String> {
    let mut out = String::with_capacity(text.len() + 64);
    // Patterns of the CHECK-DAG group being read, with their line numbers.
    let mut dag_group: Vec<(String, usize)> = Vec::new();
    for (idx, line) in text.split_inclusive('\n').enumerate() {
        let (body, newline) = match line.strip_suffix('\n') {
            Some(body) => (body, "\n"),
            None => (line, ""),
        };
        let directive = find_directive(body, prefixes);
        // `COM: CHECK: x` is a comment, as in LLVM: the earlier directive wins.
        let commented = match (directive, find_directive(body, comment_prefixes)) {
            (Some((check_at, _)), Some((comment_at, _))) => comment_at < check_at,
            _ => false,
        };
        let Some((pattern_at, is_dag)) = directive.filter(|_| !commented) else {
            out.push_str(line);
            continue;
        };
        let (head, pattern) = body.split_at(pattern_at);
        let pattern = if keep_trailing {
            pattern
        } else {
            pattern.trim_end_matches([' ', '\t'])
        };
        if is_dag {
            let key = pattern.trim().to_string();
            if let Some((_, first)) = dag_group.iter().find(|(p, _)| *p == key) {
                return Err(format!(
                    "line {}: this CHECK-DAG pattern repeats the one on line {first} in the same \
                     group; the built-in FileCheck (litcheck) would let one match satisfy both. \
                     Use CHECK-COUNT, or make the patterns distinct",
                    idx + 1
                ));
            }
            dag_group.push((key, idx + 1));
        } else {
            dag_group.clear();
        }
        out.push_str(head);
        out.push_str(&protect_regex_edges(pattern));
        out.push_str(newline);
    }
    Ok(out)
}

/// Writes blanks at the start and end of each `{{regex}}` as escapes (`\x20`, `\t`), which
/// litcheck's trimming of regex bodies leaves alone and which mean the same to the regex, and
/// wraps each body in a non-capturing group (as LLVM FileCheck does).
fn protect_regex_edges(pattern: &str) -> String {
    let mut out = String::with_capacity(pattern.len());
    let mut rest = pattern;
    while let Some(open) = rest.find("{{") {
        let Some(close) = rest[open + 2..].find("}}") else {
            break;
        };
        let body = &rest[open + 2..open + 2 + close];
        out.push_str(&rest[..open + 2]);
        // LLVM FileCheck puts each `{{…}}` in a group, so `a.{{b|c}}` means `a.(b|c)`.
        out.push_str("(?:");
        let core = body.trim_matches([' ', '\t']);
        let lead = &body[..body.len() - body.trim_start_matches([' ', '\t']).len()];
        let trail = &body[lead.len() + core.len()..];
        let escape = |c: char| if c == '\t' { "\\t" } else { "\\x20" };
        lead.chars().for_each(|c| out.push_str(escape(c)));
        out.push_str(core);
        let mut trail_chars = trail.chars();
        // `\ ` at the end: the backslash already escapes the first blank; reuse it.
        let odd_backslashes = core.len() - core.trim_end_matches('\\').len();
        if odd_backslashes % 2 == 1
            && let Some(c) = trail_chars.next()
        {
            out.push_str(&escape(c)[1..]);
        }
        trail_chars.for_each(|c| out.push_str(escape(c)));
        out.push_str(")}}");
        rest = &rest[open + 2 + close + 2..];
    }
    out.push_str(rest);
    out
}

/// Renders a litcheck diagnostic as plain text with source snippets and no colour (the output
/// is read from captured test logs). miette's graphical handler would read better, but its
/// `fancy` features pull textwrap and with it the ICU segmenter: far more build time than the
/// whole harness, so the narrated form it is. `COROLIFT_LIT_FILECHECK` can point at LLVM's
/// FileCheck when a failure needs LLVM's annotated input dump.
fn render(report: &Report) -> String {
    use litcheck_filecheck::litcheck::reporting::NarratableReportHandler;
    struct Show<'a>(&'a Report);
    impl std::fmt::Display for Show<'_> {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            NarratableReportHandler::new().render_report(f, self.0.as_ref())
        }
    }
    Show(report).to_string()
}
