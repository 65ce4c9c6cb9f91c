//! `--split-input-file`: cutting the input into chunks exactly as mlir-opt-22 does.
//!
//! mlir-opt splits the raw text at every occurrence of the marker minus its last two characters
//! (`// ---`), then accepts a cut only when the piece after it starts with the last two
//! characters (`--`), is longer than them and its third character is not `0` (upstream's
//! check, sic); otherwise it warns "near miss with file split marker" and glues the pieces
//! back together. So the marker is found anywhere (`// foo // ----- bar` splits, and the chunk
//! starts with ` bar`), `// ------` splits leaving `-` in the next chunk, and a marker at the
//! very end of a file without a newline is a near miss. An empty first piece is taken as is
//! (a file starting with the marker gives a chunk starting with `--`), and an empty last chunk
//! is dropped.
//!
//! Each chunk remembers where it starts in the file, so diagnostics keep whole-file line and
//! column numbers ([`Chunk::padded_text`] + [`Chunk::line_offset`]).

use std::sync::Arc;

use crate::diag::{Diagnostic, Severity};
use crate::ir::Location;

/// One chunk of the input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chunk {
    /// Byte range of the chunk in the whole text.
    pub start: usize,
    /// End of the chunk (exclusive).
    pub end: usize,
    /// 0-based line of the whole text on which the chunk starts.
    pub line_offset: usize,
    /// Number of characters before `start` on that line.
    pub col_offset: usize,
}

impl Chunk {
    /// The chunk's text, preceded by spaces standing for the characters before it on its first
    /// line, so that parsing it with [`Chunk::line_offset`] gives whole-file columns.
    pub fn padded_text(&self, whole: &str) -> String {
        let body = whole.get(self.start..self.end).unwrap_or("");
        let mut s = String::with_capacity(self.col_offset + body.len());
        s.extend(std::iter::repeat_n(' ', self.col_offset));
        s.push_str(body);
        s
    }
}

/// The default split marker.
pub const DEFAULT_MARKER: &str = "// -----";

/// Splits `text` at `marker`; returns the chunks and the near-miss warnings (located in `file`).
pub fn split(text: &str, marker: &str, file: &Arc<str>) -> (Vec<Chunk>, Vec<Diagnostic>) {
    let check_len = 2;
    let mut warnings = Vec::new();
    // Markers shorter than the checked suffix are used whole.
    let (prefix, suffix) = match marker.char_indices().rev().nth(check_len - 1) {
        Some((i, _)) if i > 0 => marker.split_at(i),
        _ => (marker, ""),
    };
    if prefix.is_empty() {
        return (vec![make_chunk(text, 0, text.len())], warnings);
    }
    // Raw pieces as byte ranges.
    let mut pieces = Vec::new();
    let mut pos = 0;
    for (i, _) in text.match_indices(prefix) {
        pieces.push((pos, i));
        pos = i + prefix.len();
    }
    pieces.push((pos, text.len()));

    let mut ranges = Vec::new();
    let mut prev: Option<(usize, usize)> = None;
    for (s, e) in pieces {
        let Some((ps, pe)) = prev.filter(|(ps, pe)| pe > ps) else {
            prev = Some((s, e));
            continue;
        };
        let piece = &text[s..e];
        let expected = piece.starts_with(suffix)
            && piece.len() > suffix.len()
            && piece.as_bytes().get(suffix.len()) != Some(&b'0');
        if expected {
            ranges.push((ps, pe));
            prev = Some((s + suffix.len(), e));
        } else {
            warnings.push(Diagnostic {
                severity: Severity::Warning,
                loc: location_of(text, s, file),
                message: "near miss with file split marker".into(),
                notes: Vec::new(),
            });
            prev = Some((ps, e));
        }
    }
    if let Some((s, e)) = prev
        && e > s
    {
        ranges.push((s, e));
    }
    let chunks = ranges
        .into_iter()
        .map(|(s, e)| make_chunk(text, s, e))
        .collect();
    (chunks, warnings)
}

fn make_chunk(text: &str, start: usize, end: usize) -> Chunk {
    let before = &text[..start];
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    Chunk {
        start,
        end,
        line_offset: before.matches('\n').count(),
        col_offset: before[line_start..].chars().count(),
    }
}

fn location_of(text: &str, pos: usize, file: &Arc<str>) -> Location {
    let chunk = make_chunk(text, pos, pos);
    Location::file_line_col(
        file,
        chunk.line_offset as u32 + 1,
        chunk.col_offset as u32 + 1,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bodies(text: &str) -> (Vec<String>, usize) {
        let (chunks, warnings) = split(text, DEFAULT_MARKER, &Arc::from("f"));
        (
            chunks
                .iter()
                .map(|c| text[c.start..c.end].to_owned())
                .collect(),
            warnings.len(),
        )
    }

    #[test]
    fn splits_like_mlir_opt() {
        assert_eq!(
            bodies("a\n// -----\nb\n"),
            (vec!["a\n".into(), "\nb\n".into()], 0)
        );
        assert_eq!(
            bodies("a\n// x // ----- y\nb"),
            (vec!["a\n// x ".into(), " y\nb".into()], 0)
        );
        assert_eq!(
            bodies("a\n// ------\nb"),
            (vec!["a\n".into(), "-\nb".into()], 0)
        );
        assert_eq!(bodies("a\n// -----"), (vec!["a\n// -----".into()], 1));
        assert_eq!(
            bodies("a\n// -----0\nb"),
            (vec!["a\n// -----0\nb".into()], 1)
        );
        assert_eq!(bodies("// -----\nb"), (vec!["--\nb".into()], 0));
        assert_eq!(bodies(""), (vec![], 0));
    }

    #[test]
    fn chunk_positions() {
        let text = "a\nb // ----- c\nd";
        let (chunks, _) = split(text, DEFAULT_MARKER, &Arc::from("f"));
        assert_eq!(chunks[1].line_offset, 1);
        assert_eq!(chunks[1].col_offset, 10);
        assert_eq!(
            chunks[1].padded_text(text),
            format!("{} c\nd", " ".repeat(10))
        );
    }

    #[test]
    fn custom_and_tiny_markers() {
        let (c, _) = split("a//===b", "//===", &Arc::from("f"));
        assert_eq!(c.len(), 2);
        let (c, _) = split("a;b;c", ";", &Arc::from("f"));
        assert_eq!(c.len(), 3);
        // A marker at the very end is a near miss, so "b" and the marker stay together.
        let (c, w) = split("aéébéé", "éé", &Arc::from("f"));
        assert_eq!((c.len(), w.len()), (2, 1));
    }
}
