//! The MLIR lexer: turns source text into tokens on demand.
//!
//! The lexer is positional (the parser can rewind it to any byte offset), because a few MLIR
//! constructs are not context free at the token level: dimension lists such as `4x?xf32` and
//! the bodies of opaque attributes (`affine_map<…>`) are scanned character by character by the
//! parser.

use std::borrow::Cow;

/// Token kinds.
#[derive(Clone, Debug, PartialEq)]
pub enum TokenKind {
    /// End of input.
    Eof,
    /// `foo`, `arith.addi`, `x`.
    BareIdent,
    /// `%name` (text excludes the `%`).
    PercentIdent,
    /// `^bb0` (text excludes the `^`).
    CaretIdent,
    /// `@name` or `@"quoted"` (text is the unquoted name).
    AtIdent,
    /// `#name` (text excludes the `#`).
    HashIdent,
    /// `!name` (text excludes the `!`).
    BangIdent,
    /// Decimal or `0x` hex integer (text is the raw digits).
    Integer,
    /// Decimal float literal.
    Float,
    /// String literal (text is the decoded contents).
    String,
    /// Punctuation (text is the punctuation itself).
    Punct,
    /// A character that starts no token.
    Error,
}

/// A token with its source range.
#[derive(Clone, Debug, PartialEq)]
pub struct Token<'a> {
    /// The kind.
    pub kind: TokenKind,
    /// The token text (see [`TokenKind`] for what it holds): borrowed from the source, owned
    /// only for string literals with escapes and for error characters.
    pub text: Cow<'a, str>,
    /// Byte offset of the first character.
    pub start: usize,
    /// Byte offset one past the last character.
    pub end: usize,
}

/// The lexer state: a source and a position.
#[derive(Clone)]
pub struct Lexer<'a> {
    src: &'a str,
    pos: usize,
}

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.')
}

fn is_suffix_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'-')
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'a str) -> Self {
        Lexer { src, pos: 0 }
    }

    /// The source text.
    pub fn src(&self) -> &'a str {
        self.src
    }

    /// The current byte offset.
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// Moves to byte offset `pos`.
    pub fn reset(&mut self, pos: usize) {
        self.pos = pos.min(self.src.len());
    }

    fn peek_byte(&self, ahead: usize) -> Option<u8> {
        self.src.as_bytes().get(self.pos + ahead).copied()
    }

    /// Skips whitespace and `//` comments.
    pub fn skip_trivia(&mut self) {
        let bytes = self.src.as_bytes();
        while self.pos < bytes.len() {
            match bytes[self.pos] {
                b' ' | b'\t' | b'\n' | b'\r' => self.pos += 1,
                b'/' if bytes.get(self.pos + 1) == Some(&b'/') => {
                    while self.pos < bytes.len() && bytes[self.pos] != b'\n' {
                        self.pos += 1;
                    }
                }
                _ => break,
            }
        }
    }

    fn make(&self, kind: TokenKind, text: impl Into<Cow<'a, str>>, start: usize) -> Token<'a> {
        Token {
            kind,
            text: text.into(),
            start,
            end: self.pos,
        }
    }

    /// Lexes the next token.
    pub fn next_token(&mut self) -> Token<'a> {
        self.skip_trivia();
        let start = self.pos;
        let bytes = self.src.as_bytes();
        let Some(&c) = bytes.get(self.pos) else {
            return self.make(TokenKind::Eof, "", start);
        };
        match c {
            b'%' | b'^' | b'#' | b'!' => {
                self.pos += 1;
                let body_start = self.pos;
                if c == b'#' && self.peek_byte(0) == Some(b'-') && self.peek_byte(1) == Some(b'}') {
                    self.pos += 2;
                    return self.make(TokenKind::Punct, "#-}", start);
                }
                let kind = match c {
                    b'%' => TokenKind::PercentIdent,
                    b'^' => TokenKind::CaretIdent,
                    b'#' => TokenKind::HashIdent,
                    _ => TokenKind::BangIdent,
                };
                let ok_start = |b: u8| match c {
                    b'%' | b'^' => is_suffix_char(b),
                    _ => is_ident_start(b),
                };
                if !self.peek_byte(0).is_some_and(ok_start) {
                    return self.make(TokenKind::Error, (c as char).to_string(), start);
                }
                while self.peek_byte(0).is_some_and(|b| {
                    if matches!(c, b'%' | b'^') {
                        is_suffix_char(b)
                    } else {
                        is_ident_char(b)
                    }
                }) {
                    self.pos += 1;
                }
                let text = &self.src[body_start..self.pos];
                self.make(kind, text, start)
            }
            b'@' => {
                self.pos += 1;
                if self.peek_byte(0) == Some(b'"') {
                    return match self.lex_string() {
                        Ok(s) => self.make(TokenKind::AtIdent, s, start),
                        Err(()) => self.make(TokenKind::Error, "@", start),
                    };
                }
                let body_start = self.pos;
                if !self.peek_byte(0).is_some_and(is_ident_start) {
                    return self.make(TokenKind::Error, "@", start);
                }
                while self
                    .peek_byte(0)
                    .is_some_and(|b| is_ident_char(b) || b == b'-')
                {
                    self.pos += 1;
                }
                let text = &self.src[body_start..self.pos];
                self.make(TokenKind::AtIdent, text, start)
            }
            b'"' => match self.lex_string() {
                Ok(s) => self.make(TokenKind::String, s, start),
                Err(()) => self.make(TokenKind::Error, "\"", start),
            },
            b'0'..=b'9' => self.lex_number(start),
            _ if is_ident_start(c) => {
                while self.peek_byte(0).is_some_and(is_ident_char) {
                    self.pos += 1;
                }
                let text = &self.src[start..self.pos];
                self.make(TokenKind::BareIdent, text, start)
            }
            _ => {
                let rest = &self.src[self.pos..];
                let next = bytes.get(self.pos + 1).copied();
                // Multi-character punctuation first, then single characters.
                let p: Option<&'static str> = match c {
                    b'{' if rest.starts_with("{-#") => Some("{-#"),
                    b'-' if next == Some(b'>') => Some("->"),
                    b':' if next == Some(b':') => Some("::"),
                    b'.' if rest.starts_with("...") => Some("..."),
                    b'(' => Some("("),
                    b')' => Some(")"),
                    b'{' => Some("{"),
                    b'}' => Some("}"),
                    b'[' => Some("["),
                    b']' => Some("]"),
                    b'<' => Some("<"),
                    b'>' => Some(">"),
                    b',' => Some(","),
                    b':' => Some(":"),
                    b'=' => Some("="),
                    b'-' => Some("-"),
                    b'+' => Some("+"),
                    b'*' => Some("*"),
                    b'?' => Some("?"),
                    b'|' => Some("|"),
                    _ => None,
                };
                if let Some(p) = p {
                    self.pos += p.len();
                    return self.make(TokenKind::Punct, p, start);
                }
                let ch = rest.chars().next().expect("not at end");
                self.pos += ch.len_utf8();
                self.make(TokenKind::Error, ch.to_string(), start)
            }
        }
    }

    fn lex_number(&mut self, start: usize) -> Token<'a> {
        let bytes = self.src.as_bytes();
        if bytes[self.pos] == b'0'
            && self.peek_byte(1) == Some(b'x')
            && self.peek_byte(2).is_some_and(|b| b.is_ascii_hexdigit())
        {
            self.pos += 2;
            while self.peek_byte(0).is_some_and(|b| b.is_ascii_hexdigit()) {
                self.pos += 1;
            }
            let text = &self.src[start..self.pos];
            return self.make(TokenKind::Integer, text, start);
        }
        while self.peek_byte(0).is_some_and(|b| b.is_ascii_digit()) {
            self.pos += 1;
        }
        if self.peek_byte(0) != Some(b'.') {
            let text = &self.src[start..self.pos];
            return self.make(TokenKind::Integer, text, start);
        }
        self.pos += 1;
        while self.peek_byte(0).is_some_and(|b| b.is_ascii_digit()) {
            self.pos += 1;
        }
        if matches!(self.peek_byte(0), Some(b'e' | b'E')) {
            let save = self.pos;
            self.pos += 1;
            if matches!(self.peek_byte(0), Some(b'+' | b'-')) {
                self.pos += 1;
            }
            if self.peek_byte(0).is_some_and(|b| b.is_ascii_digit()) {
                while self.peek_byte(0).is_some_and(|b| b.is_ascii_digit()) {
                    self.pos += 1;
                }
            } else {
                self.pos = save;
            }
        }
        let text = &self.src[start..self.pos];
        self.make(TokenKind::Float, text, start)
    }

    /// Lexes a string literal starting at the current `"`; returns the decoded contents.
    fn lex_string(&mut self) -> Result<Cow<'a, str>, ()> {
        let bytes = self.src.as_bytes();
        self.pos += 1;
        // Fast path: no escapes, the contents are borrowed from the source.
        let body = self.pos;
        let mut end = body;
        while let Some(&b) = bytes.get(end) {
            match b {
                b'"' => {
                    self.pos = end + 1;
                    return Ok(Cow::Borrowed(&self.src[body..end]));
                }
                b'\\' | b'\n' => break,
                _ => end += 1,
            }
        }
        let mut out: Vec<u8> = Vec::new();
        loop {
            let Some(&b) = bytes.get(self.pos) else {
                return Err(());
            };
            match b {
                b'"' => {
                    self.pos += 1;
                    return String::from_utf8(out).map(Cow::Owned).map_err(|_| ());
                }
                b'\n' => return Err(()),
                b'\\' => {
                    let Some(&e) = bytes.get(self.pos + 1) else {
                        return Err(());
                    };
                    match e {
                        b'"' | b'\\' => {
                            out.push(e);
                            self.pos += 2;
                        }
                        b'n' => {
                            out.push(b'\n');
                            self.pos += 2;
                        }
                        b't' => {
                            out.push(b'\t');
                            self.pos += 2;
                        }
                        _ => {
                            let hex = self.src.get(self.pos + 1..self.pos + 3).ok_or(())?;
                            let v = u8::from_str_radix(hex, 16).map_err(|_| ())?;
                            out.push(v);
                            self.pos += 3;
                        }
                    }
                }
                _ => {
                    out.push(b);
                    self.pos += 1;
                }
            }
        }
    }
}
