//! Diagnostics: located errors, warnings and notes rendered the way `mlir-opt` renders them.
//!
//! ```text
//! input.mlir:3:8: error: 'async.await' op operand #0 must be async value type or async token type, but got 'f32'
//!   %0 = async.await %x : f32
//!        ^
//! ```

use std::fmt;
use std::sync::Arc;

use rustc_hash::FxHashMap;

use crate::ir::Location;

/// How bad a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Severity {
    /// A hard error.
    Error,
    /// A warning.
    Warning,
    /// Extra information attached to another diagnostic.
    Note,
    /// A remark.
    Remark,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        })
    }
}

/// One diagnostic with optional attached notes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Severity.
    pub severity: Severity,
    /// Where it applies.
    pub loc: Location,
    /// The message (without location or severity).
    pub message: String,
    /// Attached notes.
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// An error at `loc`.
    pub fn error(loc: Location, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            loc,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// A note at `loc`.
    pub fn note(loc: Location, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Note,
            loc,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// Attaches a note.
    pub fn with_note(mut self, loc: Location, message: impl Into<String>) -> Self {
        self.notes.push(Diagnostic::note(loc, message));
        self
    }
}

impl fmt::Display for Diagnostic {
    /// The one-line form `file:line:col: error: message` (no source excerpt).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.loc {
            Location::FileLineCol { file, line, col } => write!(f, "{file}:{line}:{col}: ")?,
            Location::Unknown => f.write_str("<unknown>:0: ")?,
            Location::Opaque(s) => write!(f, "loc({s}): ")?,
        }
        write!(f, "{}: {}", self.severity, self.message)
    }
}

impl std::error::Error for Diagnostic {}

/// The texts of the files diagnostics point into, for source excerpts with a caret.
#[derive(Clone, Debug, Default)]
pub struct SourceMap {
    files: FxHashMap<Arc<str>, Arc<str>>,
}

impl SourceMap {
    /// An empty map.
    pub fn new() -> Self {
        Self::default()
    }

    /// Registers the text of `name`.
    pub fn add(&mut self, name: &Arc<str>, text: &Arc<str>) {
        self.files.insert(name.clone(), text.clone());
    }

    /// Renders `diag` and its notes the way mlir-opt does: header line, then the source line
    /// and a caret under the column when the text is known.
    pub fn render(&self, diag: &Diagnostic) -> String {
        let mut out = String::new();
        self.render_into(diag, &mut out, true);
        let mut previous = &diag.loc;
        for note in &diag.notes {
            // Like mlir-opt, a note repeats the source excerpt only at a new location.
            self.render_into(note, &mut out, note.loc != *previous);
            previous = &note.loc;
        }
        out
    }

    fn render_into(&self, diag: &Diagnostic, out: &mut String, excerpt: bool) {
        use fmt::Write as _;
        let _ = writeln!(out, "{diag}");
        if !excerpt {
            return;
        }
        if let Location::FileLineCol { file, line, col } = &diag.loc
            && let Some(text) = self.files.get(file)
            && let Some(src_line) = text.lines().nth(line.saturating_sub(1) as usize)
        {
            let _ = writeln!(out, "{src_line}");
            let mut caret_col = (*col as usize).saturating_sub(1).min(src_line.len());
            while !src_line.is_char_boundary(caret_col) {
                caret_col -= 1;
            }
            let pad: String = src_line[..caret_col]
                .chars()
                .map(|c| if c == '\t' { '\t' } else { ' ' })
                .collect();
            let _ = writeln!(out, "{pad}^");
        }
    }
}

/// Convenience alias for results carrying a diagnostic.
pub type DiagResult<T> = Result<T, Diagnostic>;
