//! `-verify-diagnostics`: matching produced diagnostics against `expected-*` designators,
//! like MLIR's `SourceMgrDiagnosticVerifierHandler` in mlir-opt-22.
//!
//! A designator is a line matching
//! `expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *{{(.*)}}$`
//! (after trimming trailing whitespace). It expects a diagnostic of that severity on its own
//! line, `N` lines below/above (`@+N`, `@-N`), on the last line that is not a designator
//! (`@above`), the next such line (`@below`), or at an unknown location (`@unknown`), whose
//! message contains the text between the braces (for `-re`, the text with `{{regex}}`
//! blocks is a regular expression searched in the message).

use std::fmt::Write as _;
use std::sync::Arc;

use regex_lite::Regex;

use super::regex;
use crate::diag::{Diagnostic, Severity};
use crate::ir::Location;

/// One `expected-*` designator.
struct Designator {
    kind: Severity,
    /// The 1-based line the diagnostic is expected on (`i64`: `@-N` may underflow).
    line: i64,
    /// 1-based line and byte column of the `expected-` keyword.
    key_line: u32,
    key_col: u32,
    /// The text between the outer braces.
    text: String,
    regex: Option<Regex>,
    unknown_loc: bool,
    matched: bool,
}

impl Designator {
    fn matches(&self, msg: &str) -> bool {
        match &self.regex {
            Some(re) => re.is_match(msg),
            None => msg.contains(&self.text),
        }
    }

    fn key_loc(&self, file: &Arc<str>) -> Location {
        if self.unknown_loc {
            Location::Unknown
        } else {
            Location::file_line_col(file, self.key_line, self.key_col)
        }
    }
}

/// The designators of a buffer, plus the errors found while reading them (bad `-re`).
struct Designators {
    file_diags: Vec<Designator>,
    unknown_diags: Vec<Designator>,
    errors: Vec<Diagnostic>,
}

/// A designator found on one line: (keyword byte offset, kind, is regex, offset spec, text).
struct RawDesignator<'s> {
    start: usize,
    kind: Severity,
    is_re: bool,
    at: Option<&'s str>,
    text: &'s str,
}

/// Matches the designator grammar somewhere in `line` (leftmost match).
fn match_designator(line: &str) -> Option<RawDesignator<'_>> {
    let mut search = 0;
    while let Some(found) = line.get(search..)?.find("expected-") {
        let start = search + found;
        search = start + 1;
        if let Some(d) = match_designator_at(line, start) {
            return Some(d);
        }
    }
    None
}

fn match_designator_at(line: &str, start: usize) -> Option<RawDesignator<'_>> {
    let mut rest = &line[start + "expected-".len()..];
    let (kind, after) = [
        ("error", Severity::Error),
        ("note", Severity::Note),
        ("remark", Severity::Remark),
        ("warning", Severity::Warning),
    ]
    .into_iter()
    .find_map(|(w, k)| rest.strip_prefix(w).map(|r| (k, r)))?;
    rest = after;
    let is_re = rest.starts_with("-re");
    if is_re {
        rest = &rest[3..];
    }
    rest = rest.trim_start_matches(' ');
    let mut at = None;
    if let Some(r) = rest.strip_prefix('@') {
        let len = if let Some(digits) = r.strip_prefix(['+', '-']) {
            let n = digits.bytes().take_while(u8::is_ascii_digit).count();
            if n == 0 {
                return None;
            }
            1 + n
        } else {
            ["above", "below", "unknown"]
                .into_iter()
                .find(|w| r.starts_with(w))?
                .len()
        };
        at = Some(&r[..len]);
        rest = &r[len..];
    }
    rest = rest.trim_start_matches(' ');
    if rest.len() < 4 || !rest.starts_with("{{") || !rest.ends_with("}}") {
        return None;
    }
    Some(RawDesignator {
        start,
        kind,
        is_re,
        at,
        text: &rest[2..rest.len() - 2],
    })
}

/// `getAsInteger(0, …)` of LLVM: decimal, or octal with a leading zero; failure gives 0.
fn parse_offset(digits: &str) -> i64 {
    let parsed = if digits.len() > 1 && digits.starts_with('0') {
        i64::from_str_radix(&digits[1..], 8)
    } else {
        digits.parse::<i64>()
    };
    parsed
        .ok()
        .filter(|v| *v <= i64::from(i32::MAX))
        .unwrap_or(0)
}

/// Builds the regex of an `expected-*-re` text: literal text with `{{regex}}` blocks.
fn compute_regex(text: &str) -> Result<Regex, String> {
    let mut pattern = String::new();
    let mut rest = text;
    loop {
        let Some(open) = rest.find("{{") else {
            escape_into(&mut pattern, rest);
            break;
        };
        escape_into(&mut pattern, &rest[..open]);
        rest = &rest[open + 2..];
        let Some(close) = rest.find("}}") else {
            return Err("found start of regex with no end '}}'".to_owned());
        };
        let block = &rest[..close];
        if let Err(e) = regex::compile(block) {
            return Err(format!("invalid regex: {e}"));
        }
        pattern.push('(');
        pattern.push_str(block);
        pattern.push(')');
        rest = &rest[close + 2..];
    }
    regex::compile(&pattern).map_err(|e| format!("invalid regex: {e}"))
}

fn escape_into(out: &mut String, literal: &str) {
    for c in literal.chars() {
        if "()^$|+?.[]\\{}*".contains(c) {
            out.push('\\');
        }
        out.push(c);
    }
}

/// LLVM's `StringRef::rtrim()` whitespace set.
fn rtrim(s: &str) -> &str {
    s.trim_end_matches([' ', '\t', '\n', '\u{b}', '\u{c}', '\r'])
}

fn parse_designators(source: &str, file: &Arc<str>) -> Designators {
    let mut out = Designators {
        file_diags: Vec::new(),
        unknown_diags: Vec::new(),
        errors: Vec::new(),
    };
    let lines: Vec<&str> = source.split('\n').collect();
    let num_lines = lines.len() as i64;
    let mut last_non_designator = 0i64;
    let mut pending_below: Vec<usize> = Vec::new();
    for (idx, raw_line) in lines.iter().enumerate() {
        let line_no = idx as i64 + 1;
        let Some(raw) = match_designator(rtrim(raw_line)) else {
            for i in pending_below.drain(..) {
                if let Some(d) = out.file_diags.get_mut(i) {
                    d.line = line_no;
                }
            }
            last_non_designator = idx as i64;
            continue;
        };
        let key_line = u32::try_from(line_no).unwrap_or(u32::MAX);
        let key_col = u32::try_from(raw.start + 1).unwrap_or(u32::MAX);
        let mut d = Designator {
            kind: raw.kind,
            line: line_no,
            key_line,
            key_col,
            text: raw.text.to_owned(),
            regex: None,
            unknown_loc: false,
            matched: false,
        };
        if raw.is_re {
            match compute_regex(raw.text) {
                Ok(re) => d.regex = Some(re),
                Err(msg) => {
                    out.errors.push(Diagnostic::error(d.key_loc(file), msg));
                    continue;
                }
            }
        }
        match raw.at {
            None => {}
            Some(at) if at.starts_with('+') => d.line += parse_offset(&at[1..]),
            Some(at) if at.starts_with('-') => d.line -= parse_offset(&at[1..]),
            Some("unknown") => {
                d.unknown_loc = true;
                out.unknown_diags.push(d);
                continue;
            }
            Some("above") => d.line = last_non_designator + 1,
            Some(_) => {
                pending_below.push(out.file_diags.len());
                d.line = num_lines;
            }
        }
        out.file_diags.push(d);
    }
    out
}

/// Whether `note` is mlir-opt's `see current operation: …` note, which is not attached (and
/// so not checked) under `-verify-diagnostics`.
pub fn is_op_note(note: &Diagnostic) -> bool {
    note.severity == Severity::Note && note.message.starts_with("see current operation: ")
}

/// The file location of a diagnostic, digging into opaque locations (`"name"("f":1:2)`,
/// `callsite(…)`, `fused[…]`) for the first `"file":line:col` like MLIR's
/// `findInstanceOf<FileLineColLoc>`.
fn file_line(loc: &Location) -> Option<(Arc<str>, u32)> {
    match loc {
        Location::FileLineCol { file, line, .. } => Some((file.clone(), *line)),
        Location::Unknown => None,
        Location::Opaque(text) => {
            let bytes = text.as_bytes();
            let mut i = 0;
            while i < bytes.len() {
                if bytes[i] != b'"' {
                    i += 1;
                    continue;
                }
                // A string literal starting at i.
                let mut j = i + 1;
                while j < bytes.len() && bytes[j] != b'"' {
                    j += if bytes[j] == b'\\' { 2 } else { 1 };
                }
                if j >= bytes.len() {
                    return None;
                }
                let name = &text[i + 1..j];
                let tail = &text[j + 1..];
                if let Some(nums) = tail.strip_prefix(':') {
                    let line_len = nums.bytes().take_while(u8::is_ascii_digit).count();
                    let after = &nums[line_len..];
                    if line_len > 0
                        && after.starts_with(':')
                        && after[1..].starts_with(|c: char| c.is_ascii_digit())
                        && let Ok(line) = nums[..line_len].parse::<u32>()
                    {
                        return Some((Arc::from(name), line));
                    }
                }
                i = j + 1;
            }
            None
        }
    }
}

fn severity_str(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Note => "note",
        Severity::Remark => "remark",
    }
}

/// Checks `produced` (every diagnostic of the run, in emission order, with their notes;
/// parse errors included) against the designators of `source` — the **whole** input file,
/// also under `--split-input-file` (one check over all chunks, as mlir-opt does, since
/// chunk locations carry whole-file line numbers).
///
/// `Err` holds mlir-opt-22's complaints in its order: invalid `-re` designators, then one
/// `unexpected <kind>: <message>` (or `'<kind>' diagnostic emitted when expecting a
/// '<kind>'`) per unmatched produced diagnostic, then `expected <kind> "<text>" was not
/// produced` per unmatched designator (`@unknown` ones are reported twice, as mlir-opt-22
/// does). Print them with [`render_check_failures`]; the exit code is 1 on `Err`.
/// `see current operation` notes are ignored.
pub fn check_expected(
    source: &str,
    file: &Arc<str>,
    produced: &[Diagnostic],
) -> Result<(), Vec<Diagnostic>> {
    let mut ds = parse_designators(source, file);
    let mut failures = std::mem::take(&mut ds.errors);
    for diag in produced {
        process(&mut ds, file, diag, &mut failures);
        for note in &diag.notes {
            if !is_op_note(note) {
                process(&mut ds, file, note, &mut failures);
            }
        }
    }
    for d in ds.file_diags.iter().filter(|d| !d.matched) {
        failures.push(not_produced(d, file));
    }
    for _ in 0..2 {
        for d in ds.unknown_diags.iter().filter(|d| !d.matched) {
            failures.push(not_produced(d, file));
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures)
    }
}

fn not_produced(d: &Designator, file: &Arc<str>) -> Diagnostic {
    Diagnostic::error(
        d.key_loc(file),
        format!(
            "expected {} \"{}\" was not produced",
            severity_str(d.kind),
            d.text
        ),
    )
}

fn process(
    ds: &mut Designators,
    file: &Arc<str>,
    diag: &Diagnostic,
    failures: &mut Vec<Diagnostic>,
) {
    let file_loc = file_line(&diag.loc);
    let candidates: &mut [Designator] = match &file_loc {
        Some((f, _)) if f == file => &mut ds.file_diags,
        Some(_) => &mut [],
        None => &mut ds.unknown_diags,
    };
    let mut near_miss = None;
    for (i, d) in candidates.iter_mut().enumerate() {
        if let Some((_, line)) = &file_loc
            && i64::from(*line) != d.line
        {
            continue;
        }
        if d.matches(&diag.message) {
            if d.kind == diag.severity {
                d.matched = true;
                return;
            }
            near_miss = Some(i);
        }
    }
    let kind = severity_str(diag.severity);
    match near_miss.and_then(|i| candidates.get(i)) {
        Some(d) => failures.push(Diagnostic::error(
            d.key_loc(file),
            format!(
                "'{kind}' diagnostic emitted when expecting a '{}'",
                severity_str(d.kind)
            ),
        )),
        None => failures.push(Diagnostic::error(
            diag.loc.clone(),
            format!("unexpected {kind}: {}", diag.message),
        )),
    }
}

/// What mlir-opt-22 reports about designators when run **without** `-verify-diagnostics`
/// (it reads them anyway and matches nothing): `.0`, to print before anything else, holds
/// the invalid `-re` designators; `.1`, to print after all other diagnostics, lists every
/// designator as `expected … was not produced`. mlir-opt-22 prints both **whether or not the
/// run failed** (a valid file with a designator still gets the complaint on stderr), and
/// neither changes the exit code. Empty for files without designators.
pub fn expected_designators_not_produced(
    source: &str,
    file: &Arc<str>,
) -> (Vec<Diagnostic>, Vec<Diagnostic>) {
    let ds = parse_designators(source, file);
    let after = ds
        .file_diags
        .iter()
        .chain(&ds.unknown_diags)
        .map(|d| not_produced(d, file))
        .collect();
    (ds.errors, after)
}

/// Renders the diagnostics returned by [`check_expected`] (or
/// [`expected_designators_not_produced`]) exactly as mlir-opt-22 prints them: header, source
/// line and caret for locations in `file` (whose text is `source`, the whole file), with a
/// `^~~~` marker as long as the designator text for complaints about a designator. Other
/// locations print the header only (`<unknown>:0: error: …` for unknown ones).
pub fn render_check_failures(source: &str, file: &Arc<str>, failures: &[Diagnostic]) -> String {
    let ds = parse_designators(source, file);
    let lines: Vec<&str> = source.split('\n').collect();
    let mut out = String::new();
    for d in failures {
        render_one(&mut out, d, file, &lines, &ds);
        for n in &d.notes {
            render_one(&mut out, n, file, &lines, &ds);
        }
    }
    out
}

fn render_one(out: &mut String, d: &Diagnostic, file: &Arc<str>, lines: &[&str], ds: &Designators) {
    let sev = severity_str(d.severity);
    match &d.loc {
        Location::FileLineCol { file: f, line, col } => {
            let _ = writeln!(out, "{f}:{line}:{col}: {sev}: {}", d.message);
            if f != file {
                return;
            }
            let Some(src) = (*line as usize)
                .checked_sub(1)
                .and_then(|i| lines.get(i))
                .map(|l| l.strip_suffix('\r').unwrap_or(l))
            else {
                return;
            };
            let _ = writeln!(out, "{src}");
            let col0 = (*col as usize).saturating_sub(1).min(src.len());
            let ranged = d.message.ends_with("\" was not produced")
                || d.message.starts_with("invalid regex: ")
                || d.message.starts_with("found start of regex with no end");
            let range_len = if ranged {
                ds.file_diags
                    .iter()
                    .chain(&ds.unknown_diags)
                    .find(|x| x.key_line == *line && x.key_col == *col)
                    .map(|x| x.text.len())
                    .or_else(|| {
                        // Designators rejected for a bad regex are not in the lists.
                        match_designator(rtrim(src)).map(|r| r.text.len())
                    })
                    .unwrap_or(0)
            } else {
                0
            };
            let mut caret: Vec<u8> = src.as_bytes()[..col0]
                .iter()
                .map(|b| if *b == b'\t' { b'\t' } else { b' ' })
                .collect();
            caret.push(b'^');
            let end = (col0 + range_len).min(src.len());
            while caret.len() < end {
                caret.push(b'~');
            }
            let _ = writeln!(out, "{}", String::from_utf8_lossy(&caret));
        }
        Location::Unknown => {
            let _ = writeln!(out, "<unknown>:0: {sev}: {}", d.message);
        }
        Location::Opaque(text) => {
            let _ = writeln!(out, "loc({text}): {sev}: {}", d.message);
        }
    }
}
