//! RUN-line substitutions: tool words (`corolift`, `FileCheck`, `not`, `count`) and lit's
//! `%` patterns (`%s`, `%S`, `%t`, `%T`, `%%`).
//!
//! Tool words are replaced only where a shell would look for a command (the start of a command,
//! after `|`, `;`, `&&`, `(`, `$(`, after `not`, after `VAR=value` assignments) and never inside
//! quotes. lit replaces them anywhere, which turns `echo "not ok"` into garbage; being
//! command-position aware avoids that at the price of a small shell lexer. Tool words are
//! replaced *before* `%` patterns so a path such as `/home/x/corolift/tests/a.mlir` from `%s`
//! is never touched.

use std::path::{Path, PathBuf};

use super::TOOL_ENV;

/// What the tool words expand to.
pub struct Tools {
    words: Vec<(&'static str, String)>,
}

impl Tools {
    /// `corolift` becomes the cargo-built binary; the LLVM-style tools become this harness
    /// executable in tool mode, or an external FileCheck when one is given.
    pub fn new(corolift: &Path, harness: &Path, filecheck: Option<PathBuf>) -> Tools {
        let harness = shell_quote(&harness.to_string_lossy());
        let tool = |mode: &str| format!("env {TOOL_ENV}={mode} {harness}");
        let filecheck = match filecheck {
            Some(path) => shell_quote(&path.to_string_lossy()),
            None => tool("filecheck"),
        };
        Tools {
            words: vec![
                ("corolift", shell_quote(&corolift.to_string_lossy())),
                ("FileCheck", filecheck),
                ("not", tool("not")),
                ("count", tool("count")),
            ],
        }
    }

    /// Replaces tool words in command position; see the module docs.
    pub fn substitute(&self, cmd: &str) -> String {
        substitute_tools(cmd, &self.words)
    }
}

/// The per-test paths behind `%s`, `%S`, `%t` and `%T`.
pub struct Paths {
    pub source: PathBuf,
    pub source_dir: PathBuf,
    pub tmp: PathBuf,
    pub tmp_dir: PathBuf,
}

/// Expands lit's `%` patterns; an unknown `%x` is left alone (e.g. `printf '%d'`), as lit does.
/// Paths are inserted unquoted, as lit does, so `%t.out` and `"%s"` keep working.
pub fn substitute_percent(cmd: &str, paths: &Paths) -> String {
    let mut out = String::with_capacity(cmd.len() + 64);
    let mut chars = cmd.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        let with = match chars.peek() {
            Some('%') => Some("%".to_string()),
            Some('s') => Some(paths.source.to_string_lossy().into_owned()),
            Some('S') => Some(paths.source_dir.to_string_lossy().into_owned()),
            Some('t') => Some(paths.tmp.to_string_lossy().into_owned()),
            Some('T') => Some(paths.tmp_dir.to_string_lossy().into_owned()),
            _ => None,
        };
        match with {
            Some(text) => {
                chars.next();
                out.push_str(&text);
            }
            None => out.push('%'),
        }
    }
    out
}

/// Characters that end an unquoted shell word.
fn is_operator(c: char) -> bool {
    matches!(c, '|' | '&' | ';' | '(' | ')' | '<' | '>' | '\n')
}

/// Words after which the shell still expects a command name.
fn keeps_command_position(word: &str) -> bool {
    matches!(
        word,
        "!" | "{" | "if" | "then" | "else" | "elif" | "do" | "while" | "until" | "time" | "exec"
    ) || is_assignment(word)
}

fn is_assignment(word: &str) -> bool {
    match word.split_once('=') {
        Some((name, _)) => {
            !name.is_empty()
                && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                && !name.starts_with(|c: char| c.is_ascii_digit())
        }
        None => false,
    }
}

pub fn substitute_tools(cmd: &str, words: &[(&str, String)]) -> String {
    let chars: Vec<char> = cmd.chars().collect();
    let mut out = String::with_capacity(cmd.len() + 128);
    let mut i = 0;
    let mut command_position = true;
    // After a redirection operator the next word is a file name, never a command.
    let mut redirect_target = false;
    // `not --crash CMD`: the flag keeps the command position for CMD.
    let mut after_not = false;
    while i < chars.len() {
        let c = chars[i];
        if c == ' ' || c == '\t' {
            out.push(c);
            i += 1;
            continue;
        }
        if c == '$' && chars.get(i + 1) == Some(&'(') {
            out.push_str("$(");
            i += 2;
            command_position = true;
            continue;
        }
        if c == '`' {
            out.push(c);
            i += 1;
            command_position = true;
            continue;
        }
        if c == '&' && chars.get(i + 1) == Some(&'>') {
            // `&>file`: redirect both streams; the next word is a file name.
            out.push_str("&>");
            i += 2;
            redirect_target = true;
            continue;
        }
        if is_operator(c) {
            out.push(c);
            i += 1;
            match c {
                '<' | '>' => redirect_target = true,
                ')' => command_position = false,
                // `2>&1`: `&` directly after `>` belongs to the redirection.
                '&' if out.ends_with(">&") => redirect_target = true,
                _ => command_position = true,
            }
            after_not = false;
            continue;
        }
        // A word: read to the next unquoted blank or operator, honouring quotes and escapes.
        let start = i;
        let mut quoted = false;
        while i < chars.len() {
            match chars[i] {
                '\\' => {
                    quoted = true;
                    i += 2;
                }
                q @ ('\'' | '"') => {
                    quoted = true;
                    i += 1;
                    while i < chars.len() && chars[i] != q {
                        if q == '"' && chars[i] == '\\' {
                            i += 1;
                        }
                        i += 1;
                    }
                    i += 1;
                }
                c if c == ' ' || c == '\t' || is_operator(c) => break,
                '$' if chars.get(i + 1) == Some(&'(') => break,
                _ => i += 1,
            }
        }
        let i_end = i.min(chars.len());
        let word: String = chars[start..i_end].iter().collect();
        i = i_end;
        if redirect_target {
            // `>` followed by `>` or `&` was handled above; this word is the file.
            redirect_target = false;
            out.push_str(&word);
            continue;
        }
        if command_position
            && !quoted
            && let Some((_, with)) = words.iter().find(|(w, _)| *w == word)
        {
            out.push_str(with);
            after_not = word == "not";
            command_position = after_not;
            continue;
        }
        out.push_str(&word);
        if command_position && after_not && word == "--crash" {
            continue;
        }
        after_not = false;
        command_position = command_position && keeps_command_position(&word);
    }
    out
}

/// Quotes a path for the shell only when it needs it, so failure reports stay readable.
fn shell_quote(s: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "/._-+=:,@%".contains(c);
    if !s.is_empty() && s.chars().all(plain) {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', r"'\''"))
    }
}
