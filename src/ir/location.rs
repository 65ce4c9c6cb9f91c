//! Source locations.

use std::fmt;
use std::sync::Arc;

/// Where an operation came from.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Location {
    /// No location (`loc(unknown)`).
    #[default]
    Unknown,
    /// A position in a source file (1-based line and column).
    FileLineCol {
        /// The file name as given on the command line (or `-` / `<stdin>`).
        file: Arc<str>,
        /// 1-based line.
        line: u32,
        /// 1-based column.
        col: u32,
    },
    /// Any other location form, verbatim inside `loc(…)` (fused, name, callsite).
    Opaque(Arc<str>),
}

impl Location {
    /// A file/line/column location.
    pub fn file_line_col(file: &Arc<str>, line: u32, col: u32) -> Location {
        Location::FileLineCol {
            file: file.clone(),
            line,
            col,
        }
    }
}

impl fmt::Display for Location {
    /// Prints the body of `loc(...)`, e.g. `"file.mlir":3:5` or `unknown`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::Unknown => f.write_str("unknown"),
            Location::FileLineCol { file, line, col } => {
                super::attrs::write_string_literal(f, file)?;
                write!(f, ":{line}:{col}")
            }
            Location::Opaque(s) => f.write_str(s),
        }
    }
}
