//! The MLIR textual format parser.
//!
//! [`parse_source`] turns a file into an [`Ir`] holding one `builtin.module` (wrapping the
//! top-level ops in an implicit module when the file does not spell one, as MLIR does).
//! The parser is recursive descent over [`lexer::Lexer`] tokens and mirrors MLIR's
//! `OpAsmParser`: generic op syntax is handled here (`ops.rs`), and each registered op may
//! provide a custom-form parser ([`crate::dialect::ParseFn`]) written against the small API on
//! [`Parser`] (`parse_operand`, `resolve_operand`, `parse_type`, `parse_region`, …).
//!
//! Errors are returned as the first [`Diagnostic`]; the parser never panics on any input (a
//! test feeds it every prefix and byte mutation of the test corpus).

mod attrs;
pub mod lexer;
mod ops;
mod parallel;
mod types;

use std::borrow::Cow;
use std::sync::Arc;

use rustc_hash::FxHashMap;

use crate::diag::Diagnostic;
use crate::ir::{Attribute, BlockId, Ir, Location, OpId, Type, Value};
use crate::limits::MAX_NESTING;
use lexer::{Lexer, Token, TokenKind};

pub use ops::Argument;
pub use parallel::{SliceHook, SliceWork};

/// Result of parser functions.
pub type PResult<T> = Result<T, Diagnostic>;

/// A parsed module: the arena and its top-level `builtin.module` op.
pub struct Module {
    /// The IR arena.
    pub ir: Ir,
    /// The `builtin.module` op.
    pub top: OpId,
}

/// A use of an SSA value not yet resolved to a [`Value`]: `%name` or `%name#N`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Operand<'a> {
    /// The name without `%`, borrowed from the source.
    pub name: Cow<'a, str>,
    /// The result number (`#N`), 0 by default.
    pub number: u32,
    /// Byte offset of the use in the source; [`Parser::loc_at`] turns it into a [`Location`]
    /// (only needed for diagnostics, so it is not computed for every operand).
    pub pos: usize,
}

/// Alias definitions (`#map = …`, `!ty = …`).
#[derive(Clone, Default)]
struct Aliases {
    attrs: FxHashMap<String, Attribute>,
    types: FxHashMap<String, Type>,
}

/// The values an SSA name stands for: one for `%x` (the common case, kept without a heap
/// allocation), several for `%x:2`.
enum Defs {
    One(Value),
    Many(Box<[Value]>),
}

impl Defs {
    fn new(values: &[Value]) -> Defs {
        match values {
            [one] => Defs::One(*one),
            _ => Defs::Many(values.into()),
        }
    }

    /// Value number `i` (`%x#i`).
    fn get(&self, i: u32) -> Option<Value> {
        match self {
            Defs::One(v) => (i == 0).then_some(*v),
            Defs::Many(vs) => vs.get(i as usize).copied(),
        }
    }
}

/// Values visible in one isolated-from-above scope, plus forward references into it. Names
/// are borrowed from the source text (owned only for names that did not come straight from a
/// token), so defining and looking up a name does not allocate.
#[derive(Default)]
struct IsolatedScope<'a> {
    /// name → result values.
    values: FxHashMap<Cow<'a, str>, Defs>,
    /// name → byte offset of its definition (where "prior use here" notes point).
    def_pos: FxHashMap<Cow<'a, str>, usize>,
    /// Names defined per nested (non-isolated) region, so they can be popped at region end.
    region_defs: Vec<Vec<Cow<'a, str>>>,
    /// Forward references: (name, number) → placeholder and byte offset of the first use.
    forward: FxHashMap<(Cow<'a, str>, u32), (Value, usize)>,
}

/// Blocks named in one region.
#[derive(Default)]
struct BlockScope {
    /// name → (block, defined yet?, first reference location).
    blocks: FxHashMap<String, (BlockId, bool, Location)>,
}

/// The parser state. Custom-form parsers receive `&mut Parser`.
pub struct Parser<'a> {
    lex: Lexer<'a>,
    tok: Token<'a>,
    /// The IR being built.
    pub ir: Ir,
    file: Arc<str>,
    /// Byte offset of the start of each line (shared by the parsers of one file's slices).
    line_starts: Arc<[usize]>,
    /// The line of the last [`Parser::loc_at`] query (a cache).
    last_line: std::cell::Cell<usize>,
    /// The last column computed on a non-ASCII text, as (byte offset, column): columns count
    /// characters, and counting from the start of the line for every query would make a long
    /// line (a 10 MB one-line module) quadratic to parse.
    last_col: std::cell::Cell<(usize, usize)>,
    /// Whether the source is ASCII (columns are then byte offsets).
    ascii: bool,
    aliases: Aliases,
    scopes: Vec<IsolatedScope<'a>>,
    block_scopes: Vec<BlockScope>,
    default_dialects: Vec<&'static str>,
    op_contexts: Vec<ops::OpContext>,
    depth: usize,
    /// End offset of the last consumed token (for slicing raw text).
    prev_end: usize,
}

/// What the parsers of one source text share: the text, its name and its line table.
struct SharedSource<'a> {
    text: &'a str,
    file: Arc<str>,
    line_starts: Arc<[usize]>,
    /// Whether the text is ASCII (columns are then byte offsets).
    ascii: bool,
}

impl<'a> SharedSource<'a> {
    fn new(text: &'a str, file: &Arc<str>) -> Self {
        let mut line_starts = Vec::with_capacity(text.len() / 32 + 1);
        line_starts.push(0);
        line_starts.extend(memchr::memchr_iter(b'\n', text.as_bytes()).map(|i| i + 1));
        SharedSource {
            text,
            file: file.clone(),
            line_starts: line_starts.into(),
            ascii: text.is_ascii(),
        }
    }
}

/// Parses `text` (named `file` in diagnostics) into a module.
///
/// A large file whose top-level ops can be told apart is parsed on several threads (see
/// `parallel.rs`); the result, and any diagnostic, is the same as on one thread.
pub fn parse_source(text: &str, file: &Arc<str>) -> PResult<Module> {
    if let Some(module) = parallel::try_parse(text, file) {
        return Ok(module);
    }
    let mut p = Parser::new(text, file);
    let top = p.parse_top_level()?;
    Ok(Module { ir: p.ir, top })
}

/// Parses `text` on several threads, running `hook` on each slice on its thread before the
/// slices are joined (see `parallel.rs`). `None` when the file is too small or cannot be cut,
/// when a slice does not parse on its own, or when a hook returns `false`: the caller then
/// goes the one-thread way ([`parse_source`]), which also reports any error.
pub fn parse_in_slices(text: &str, file: &Arc<str>, hook: SliceHook<'_>) -> Option<Module> {
    parallel::try_parse_with(text, file, hook)
}

impl<'a> Parser<'a> {
    /// A parser over `text`.
    pub fn new(text: &'a str, file: &Arc<str>) -> Self {
        let source = SharedSource::new(text, file);
        Parser::over_range(&source, 0..text.len(), ir_for_source_len(text.len()))
    }

    /// A parser over the bytes `range` of `source`, building into `ir`. Locations and
    /// diagnostics are those of the whole source (the lexer sees the text before `range.end`
    /// and starts at `range.start`).
    fn over_range(source: &SharedSource<'a>, range: std::ops::Range<usize>, ir: Ir) -> Self {
        let mut lex = Lexer::new(&source.text[..range.end]);
        lex.reset(range.start);
        let tok = lex.next_token();
        Parser {
            lex,
            tok,
            ir,
            file: source.file.clone(),
            line_starts: source.line_starts.clone(),
            last_line: std::cell::Cell::new(0),
            last_col: std::cell::Cell::new((0, 1)),
            ascii: source.ascii,
            aliases: Aliases::default(),
            scopes: Vec::new(),
            block_scopes: Vec::new(),
            // MLIR's parser state starts with `builtin` (so `module` needs no prefix at the top).
            default_dialects: vec!["builtin"],
            op_contexts: Vec::new(),
            depth: 0,
            prev_end: range.start,
        }
    }

    /// Offsets line numbers of locations, for chunks of a split file.
    pub fn set_line_offset(&mut self, lines: usize) {
        // Prepending virtual line starts shifts every computed line number.
        let mut starts = vec![0; lines];
        starts.extend(self.line_starts.iter().copied());
        self.line_starts = starts.into();
    }

    // ---------------------------------------------------------------------------------------
    // Token plumbing
    // ---------------------------------------------------------------------------------------

    /// The current token.
    pub fn token(&self) -> &Token<'a> {
        &self.tok
    }

    fn bump(&mut self) -> Token<'a> {
        self.prev_end = self.tok.end;
        let next = self.lex.next_token();
        std::mem::replace(&mut self.tok, next)
    }

    /// Rewinds the lexer to byte offset `pos` and re-lexes the current token.
    fn reset_to(&mut self, pos: usize) {
        self.lex.reset(pos);
        self.tok = self.lex.next_token();
    }

    /// The location of byte offset `pos`.
    pub fn loc_at(&self, pos: usize) -> Location {
        let line = self.line_index(pos);
        let line_start = self.line_starts[line];
        let col = if self.ascii {
            pos - line_start.min(pos) + 1
        } else {
            // Count on from the previous query when it was earlier on the same line.
            let (last_pos, last_col) = self.last_col.get();
            let (from, base) = if last_pos >= line_start && last_pos <= pos {
                (last_pos, last_col)
            } else {
                (line_start.min(pos), 1)
            };
            let col = base + self.lex.src()[from..pos].chars().count();
            self.last_col.set((pos, col));
            col
        };
        Location::file_line_col(&self.file, line as u32 + 1, col as u32)
    }

    /// The index in `line_starts` of the line holding byte offset `pos`. Positions are asked
    /// for mostly in increasing order, so the line of the previous query (or the next one) is
    /// tried before a binary search.
    fn line_index(&self, pos: usize) -> usize {
        let starts = &self.line_starts;
        // Offset 0 may be shared by the virtual lines of `set_line_offset`: search as before.
        if pos > 0 {
            let last = self.last_line.get();
            for l in [last, last + 1] {
                if l < starts.len()
                    && starts[l] <= pos
                    && starts.get(l + 1).is_none_or(|&next| pos < next)
                {
                    self.last_line.set(l);
                    return l;
                }
            }
        }
        let line = match starts.binary_search(&pos) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        self.last_line.set(line);
        line
    }

    /// The location of the current token.
    pub fn current_loc(&self) -> Location {
        self.loc_at(self.tok.start)
    }

    /// An error at the current token.
    pub fn error(&self, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::error(self.current_loc(), msg)
    }

    /// An error at `loc`.
    pub fn error_at(&self, loc: &Location, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::error(loc.clone(), msg)
    }

    /// Enters one level of nesting (a region, a type, an attribute), failing at the token
    /// that goes deeper than [`MAX_NESTING`]: the parser recurses per level, and so do many
    /// walks after it (see [`crate::limits`]).
    fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(self.error(format!(
                "nesting too deep: regions, types and attributes may nest at most \
                 {MAX_NESTING} levels"
            )));
        }
        Ok(())
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    /// Whether the current token is punctuation `p`.
    pub fn at(&self, p: &str) -> bool {
        self.tok.kind == TokenKind::Punct && self.tok.text == p
    }

    /// Consumes punctuation `p` if present.
    pub fn eat(&mut self, p: &str) -> bool {
        if self.at(p) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes punctuation `p` or fails with "expected 'p'".
    pub fn expect(&mut self, p: &str) -> PResult<()> {
        if self.eat(p) {
            Ok(())
        } else {
            Err(self.wrong_token_error(format!("expected '{p}'")))
        }
    }

    /// An error about the current token, placed like MLIR's `emitWrongTokenError`: right
    /// after the previous token (the blanks before the current one are backed over, on the
    /// same line or across lines), or at the token when nothing precedes it.
    pub fn wrong_token_error(&self, msg: impl Into<String>) -> Diagnostic {
        let gap = self
            .lex
            .src()
            .get(self.prev_end..self.tok.start)
            .unwrap_or("");
        if self.prev_end > 0 && gap.chars().all(char::is_whitespace) {
            Diagnostic::error(self.loc_at(self.prev_end), msg)
        } else {
            self.error(msg)
        }
    }

    /// Whether the current token is the keyword `kw`.
    pub fn at_keyword(&self, kw: &str) -> bool {
        self.tok.kind == TokenKind::BareIdent && self.tok.text == kw
    }

    /// Consumes keyword `kw` if present.
    pub fn eat_keyword(&mut self, kw: &str) -> bool {
        if self.at_keyword(kw) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes keyword `kw` or fails with "expected 'kw'".
    pub fn expect_keyword(&mut self, kw: &str) -> PResult<()> {
        if self.eat_keyword(kw) {
            Ok(())
        } else {
            Err(self.error(format!("expected '{kw}'")))
        }
    }

    /// Consumes any bare identifier and returns it.
    pub fn parse_keyword_any(&mut self) -> PResult<String> {
        if self.tok.kind == TokenKind::BareIdent {
            Ok(self.bump().text.into_owned())
        } else {
            Err(self.error("expected keyword"))
        }
    }

    /// Whether the next tokens are a bare identifier and `=` (a `keyword = value` clause, as
    /// opposed to the name of the next operation).
    pub fn at_keyword_assignment(&mut self) -> bool {
        if self.tok.kind != TokenKind::BareIdent {
            return false;
        }
        let save = self.tok.start;
        self.bump();
        let assignment = self.at("=");
        self.reset_to(save);
        assignment
    }

    /// Consumes a bare identifier if present.
    pub fn eat_keyword_any(&mut self) -> Option<String> {
        (self.tok.kind == TokenKind::BareIdent).then(|| self.bump().text.into_owned())
    }

    /// Consumes a string literal.
    pub fn parse_string(&mut self) -> PResult<String> {
        if self.tok.kind == TokenKind::String {
            Ok(self.bump().text.into_owned())
        } else {
            Err(self.error("expected string"))
        }
    }

    /// Whether the current token is a string literal.
    pub fn at_string(&self) -> bool {
        self.tok.kind == TokenKind::String
    }

    /// Parses an optionally negative integer literal.
    pub fn parse_integer(&mut self) -> PResult<i128> {
        let loc = self.current_loc();
        let neg = self.eat("-");
        if self.tok.kind != TokenKind::Integer {
            return Err(self.error("expected integer value"));
        }
        let text = self.bump().text;
        let v = parse_int_literal(&text)
            .ok_or_else(|| self.error_at(&loc, "integer constant out of range"))?;
        Ok(if neg { -v } else { v })
    }

    /// Parses an integer if the current token starts one.
    pub fn parse_optional_integer(&mut self) -> PResult<Option<i128>> {
        if self.tok.kind == TokenKind::Integer
            || (self.at("-") && self.peek_is_integer_after_minus())
        {
            self.parse_integer().map(Some)
        } else {
            Ok(None)
        }
    }

    fn peek_is_integer_after_minus(&self) -> bool {
        let mut l = self.lex.clone();
        l.reset(self.tok.end);
        l.next_token().kind == TokenKind::Integer
    }

    /// Parses `@name`.
    pub fn parse_symbol_name(&mut self) -> PResult<String> {
        if self.tok.kind == TokenKind::AtIdent {
            Ok(self.bump().text.into_owned())
        } else {
            Err(self.error("expected valid '@'-identifier for symbol name"))
        }
    }

    /// Parses `@name` if present.
    pub fn parse_optional_symbol_name(&mut self) -> Option<String> {
        (self.tok.kind == TokenKind::AtIdent).then(|| self.bump().text.into_owned())
    }

    /// Whether the current token is `%…`.
    pub fn at_operand(&self) -> bool {
        self.tok.kind == TokenKind::PercentIdent
    }

    /// Whether the current token is `^…`.
    pub fn at_successor(&self) -> bool {
        self.tok.kind == TokenKind::CaretIdent
    }

    /// The default dialect in effect: `func` inside `func.func`, `async` inside `async.func`,
    /// `builtin` at the top and in `builtin.module`, and `""` (none) inside every other
    /// custom-form op, as MLIR's `defaultDialectStack`.
    pub fn default_dialect(&self) -> &'static str {
        self.default_dialects.last().copied().unwrap_or("builtin")
    }
}

/// An empty arena sized for a source of `len` bytes. Typical MLIR spends 35-50 bytes per
/// operation and about as many per value, and a block or region every few hundred bytes; the
/// estimates err on the large side because capacity that is never written costs no more than
/// untouched address space, while growing a vector of ops copies all of it.
fn ir_for_source_len(len: usize) -> Ir {
    Ir::with_capacity(len / 32, len / 32, len / 256, len / 256)
}

/// Parses a decimal or `0x` hex integer literal.
pub fn parse_uint_literal(text: &str) -> Option<u128> {
    match text.strip_prefix("0x") {
        Some(hex) => u128::from_str_radix(hex, 16).ok(),
        None => text.parse::<u128>().ok(),
    }
}

/// The value of the literal `-?magnitude` as an attribute of the integer or index type `ty`
/// (sign-extended from the type's width), or `None` where MLIR's `buildAttributeAPInt` reports
/// an overflow: bits beyond the width; a negative value whose negation does not set the sign
/// bit (so `-0` too); a positive signed or `index` value with the sign bit set. Signless
/// positives may use every bit (`255 : i8` is -1). `index` is 64 bits wide.
pub fn int_attr_value(magnitude: u128, negative: bool, ty: &Type) -> Option<i128> {
    let width = match ty {
        Type::Index => 64,
        other => other.int_or_float_width()?,
    };
    if width == 0 {
        return (!negative && magnitude == 0).then_some(0);
    }
    if width < 128 && magnitude >> width != 0 {
        return None;
    }
    if width > 128 {
        // Values are held in an i128: wider types keep what fits there.
        return match negative {
            true => (magnitude <= 1 << 127).then(|| (magnitude as i128).wrapping_neg()),
            false => i128::try_from(magnitude).ok(),
        };
    }
    let sign_bit = 1u128 << (width - 1);
    if negative {
        if magnitude == 0 || magnitude > sign_bit {
            return None;
        }
        return Some((magnitude as i128).wrapping_neg());
    }
    let signed = matches!(
        ty,
        Type::Index
            | Type::Integer {
                signedness: crate::ir::Signedness::Signed,
                ..
            }
    );
    if signed && magnitude & sign_bit != 0 {
        return None;
    }
    let shift = 128 - width;
    Some(((magnitude << shift) as i128) >> shift)
}

/// Parses a decimal or `0x` hexadecimal integer literal that fits in an `i128`.
pub fn parse_int_literal(text: &str) -> Option<i128> {
    if let Some(hex) = text.strip_prefix("0x") {
        u128::from_str_radix(hex, 16)
            .ok()
            .and_then(|v| i128::try_from(v).ok())
    } else {
        text.parse::<i128>().ok()
    }
}

/// Parses one chunk of a split file (`--split-input-file`): `text` is the chunk, padded with
/// spaces for the characters that precede it on its first line, and `line_offset` is the
/// 0-based line of the whole file on which it starts, so every location (and diagnostic)
/// carries whole-file line and column numbers.
pub fn parse_source_with_line_offset(
    text: &str,
    file: &Arc<str>,
    line_offset: usize,
) -> PResult<Module> {
    let mut p = Parser::new(text, file);
    p.set_line_offset(line_offset);
    let top = p.parse_top_level()?;
    Ok(Module { ir: p.ir, top })
}
