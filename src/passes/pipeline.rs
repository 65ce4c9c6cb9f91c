//! The MLIR textual pass pipeline syntax:
//!
//! ```text
//! pipeline ::= anchor '(' element-list? ')'          (as given to --pass-pipeline)
//! element  ::= name ('{' options '}')?                (a pass)
//!            | anchor '(' element-list? ')'           (a nested pipeline on `anchor` ops)
//! ```
//!
//! A name is everything up to the next `,`, `(`, `)`, `{` or `}`, trimmed (so `cse cse` is one
//! unknown name, as in mlir-opt). Options are kept as text up to the matching `}`.
//! Errors carry the column in the *inner* text (what mlir-opt shows, after stripping the
//! outer `anchor(` … `)`), and render exactly like mlir-opt's.

use std::fmt;

/// One element of a pipeline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Element {
    /// A pass with its option text (`{...}` contents, empty when absent).
    Pass {
        /// The pass name.
        name: String,
        /// The raw option text.
        options: String,
        /// Byte offset of the name in the parsed text.
        pos: usize,
    },
    /// A nested pipeline running on every `anchor` op directly inside the parent op.
    Nested {
        /// The anchor op name (`func.func`, `builtin.module`, `any`).
        anchor: String,
        /// The nested elements.
        elements: Vec<Element>,
        /// Byte offset of the anchor name.
        pos: usize,
    },
}

/// A whole `--pass-pipeline` value: the top anchor and its elements.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pipeline {
    /// The anchor of the top-level pass manager (`builtin.module` or `any`).
    pub anchor: String,
    /// The elements inside it.
    pub elements: Vec<Element>,
    /// The inner text (between the outer parentheses), for error rendering.
    pub inner: String,
}

/// A pipeline syntax error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PipelineError {
    /// The text is not `anchor(...)`.
    NotWrapped,
    /// A syntax or name error at byte `pos` of `text` (the inner pipeline).
    At {
        /// The text the position refers to.
        text: String,
        /// Byte offset in `text`.
        pos: usize,
        /// The message.
        msg: String,
    },
}

impl fmt::Display for PipelineError {
    /// Renders the error as mlir-opt-22 does (including the `<unknown>:0: error: ` prefix, the
    /// pipeline text, a caret, and a trailing empty line).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PipelineError::NotWrapped => write!(
                f,
                "<unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'"
            ),
            PipelineError::At { text, pos, msg } => {
                let pos = (*pos).min(text.len());
                let line_start = text[..pos].rfind('\n').map_or(0, |i| i + 1);
                let line_no = text[..pos].matches('\n').count() + 1;
                let line_end = text[pos..].find('\n').map_or(text.len(), |i| pos + i);
                let col = text[line_start..pos].chars().count() + 1;
                writeln!(
                    f,
                    "<unknown>:0: error: MLIR Textual PassPipeline Parser:{line_no}:{col}: error: {msg}"
                )?;
                writeln!(f, "{}", &text[line_start..line_end])?;
                writeln!(f, "{}^", " ".repeat(col - 1))
            }
        }
    }
}

impl std::error::Error for PipelineError {}

/// Parses a `--pass-pipeline` value (`builtin.module(a, func.func(b))`).
pub fn parse_pipeline(text: &str) -> Result<Pipeline, PipelineError> {
    let trimmed = text.trim();
    let Some(open) = trimmed.find('(') else {
        return Err(PipelineError::NotWrapped);
    };
    if !trimmed.ends_with(')') {
        return Err(PipelineError::NotWrapped);
    }
    let anchor = trimmed[..open].trim();
    if anchor.is_empty() || anchor.contains([',', ')', '{', '}']) {
        return Err(PipelineError::NotWrapped);
    }
    let inner = &trimmed[open + 1..trimmed.len() - 1];
    let elements = parse_elements(inner)?;
    Ok(Pipeline {
        anchor: anchor.to_owned(),
        elements,
        inner: inner.to_owned(),
    })
}

/// Parses a comma-separated element list (the inside of `anchor(...)`).
pub fn parse_elements(text: &str) -> Result<Vec<Element>, PipelineError> {
    let mut p = ElemParser { text, pos: 0 };
    let elements = p.list(0)?;
    if p.pos < text.len() {
        // Only a stray ')' stops the top-level list early.
        return Err(p.err(
            p.pos,
            "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline",
        ));
    }
    Ok(elements)
}

struct ElemParser<'a> {
    text: &'a str,
    pos: usize,
}

const MAX_PIPELINE_DEPTH: usize = 64;

impl ElemParser<'_> {
    fn err(&self, pos: usize, msg: &str) -> PipelineError {
        PipelineError::At {
            text: self.text.to_owned(),
            pos,
            msg: msg.to_owned(),
        }
    }

    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    fn skip_ws(&mut self) {
        while self.peek().is_some_and(|b| b.is_ascii_whitespace()) {
            self.pos += 1;
        }
    }

    /// Parses elements until `)` (not consumed) or the end of the text.
    fn list(&mut self, depth: usize) -> Result<Vec<Element>, PipelineError> {
        if depth > MAX_PIPELINE_DEPTH {
            return Err(self.err(self.pos, "pass pipeline nested too deeply"));
        }
        let mut out = Vec::new();
        // An entirely empty list (`anchor()`) is allowed.
        let save = self.pos;
        self.skip_ws();
        if matches!(self.peek(), None | Some(b')')) {
            return Ok(out);
        }
        self.pos = save;
        loop {
            out.push(self.element(depth)?);
            self.skip_ws();
            match self.peek() {
                Some(b',') => self.pos += 1,
                None | Some(b')') => return Ok(out),
                Some(_) => return Err(self.err(self.pos, "expected ',' after parsing pipeline")),
            }
        }
    }

    fn element(&mut self, depth: usize) -> Result<Element, PipelineError> {
        let start = self.pos;
        while self
            .peek()
            .is_some_and(|b| !matches!(b, b',' | b'(' | b')' | b'{' | b'}'))
        {
            self.pos += 1;
        }
        let raw = &self.text[start..self.pos];
        let lead = raw.len() - raw.trim_start().len();
        let name = raw.trim().to_owned();
        let name_pos = start + lead;
        match self.peek() {
            Some(b'(') => {
                let open = self.pos;
                self.pos += 1;
                let elements = self.list(depth + 1)?;
                if self.peek() != Some(b')') {
                    // mlir-opt points just after the unmatched '('.
                    return Err(self.err(
                        open + 1,
                        "encountered unbalanced parentheses while parsing pipeline",
                    ));
                }
                self.pos += 1;
                Ok(Element::Nested {
                    anchor: name,
                    elements,
                    pos: name_pos,
                })
            }
            Some(b'{') => {
                let open = self.pos;
                let mut level = 0usize;
                let mut end = None;
                for (i, b) in self.text.as_bytes()[open..].iter().enumerate() {
                    match b {
                        b'{' => level += 1,
                        b'}' => {
                            level -= 1;
                            if level == 0 {
                                end = Some(open + i);
                                break;
                            }
                        }
                        _ => {}
                    }
                }
                let Some(end) = end else {
                    return Err(self.err(open, "missing closing '}' while processing pass options"));
                };
                let options = self.text[open + 1..end].to_owned();
                self.pos = end + 1;
                if name.is_empty() {
                    return Err(self.err(
                        name_pos,
                        "'' does not refer to a registered pass or pass pipeline",
                    ));
                }
                Ok(Element::Pass {
                    name,
                    options,
                    pos: name_pos,
                })
            }
            _ => Ok(Element::Pass {
                name,
                options: String::new(),
                pos: name_pos,
            }),
        }
    }
}

/// Prints elements back in textual form (`a{x=1},func.func(b)`), as `--dump-pass-pipeline`.
pub fn format_elements(elements: &[Element]) -> String {
    let mut out = String::new();
    for (i, e) in elements.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        match e {
            Element::Pass { name, options, .. } => {
                out.push_str(name);
                if !options.is_empty() {
                    out.push('{');
                    out.push_str(options);
                    out.push('}');
                }
            }
            Element::Nested {
                anchor, elements, ..
            } => {
                out.push_str(anchor);
                out.push('(');
                out.push_str(&format_elements(elements));
                out.push(')');
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pass(name: &str, options: &str, pos: usize) -> Element {
        Element::Pass {
            name: name.into(),
            options: options.into(),
            pos,
        }
    }

    #[test]
    fn parses_nested_pipelines_with_options() {
        let p = parse_pipeline("builtin.module(a, func.func(b{x=1 y={p q}},c), d)").unwrap();
        assert_eq!(p.anchor, "builtin.module");
        assert_eq!(
            p.elements,
            vec![
                pass("a", "", 0),
                Element::Nested {
                    anchor: "func.func".into(),
                    elements: vec![pass("b", "x=1 y={p q}", 13), pass("c", "", 28)],
                    pos: 3,
                },
                pass("d", "", 32),
            ]
        );
        assert_eq!(
            format_elements(&p.elements),
            "a, func.func(b{x=1 y={p q}}, c), d"
        );
    }

    #[test]
    fn empty_and_whitespace() {
        assert_eq!(parse_pipeline("builtin.module()").unwrap().elements, vec![]);
        assert_eq!(
            parse_pipeline(" builtin.module( cse , any( x ) ) ")
                .unwrap()
                .elements
                .len(),
            2
        );
    }

    #[test]
    fn wrapping_errors() {
        for bad in [
            "",
            "cse",
            "builtin.module(cse",
            "builtin.module(cse}",
            "(cse)",
        ] {
            assert_eq!(parse_pipeline(bad), Err(PipelineError::NotWrapped), "{bad}");
        }
    }

    fn err_text(p: &str) -> String {
        parse_pipeline(p).unwrap_err().to_string()
    }

    #[test]
    fn syntax_errors_render_like_mlir_opt() {
        assert_eq!(
            err_text("builtin.module(cse))"),
            "<unknown>:0: error: MLIR Textual PassPipeline Parser:1:4: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline\ncse)\n   ^\n"
        );
        assert_eq!(
            err_text("builtin.module(func.func(cse)"),
            "<unknown>:0: error: MLIR Textual PassPipeline Parser:1:11: error: encountered unbalanced parentheses while parsing pipeline\nfunc.func(cse\n          ^\n"
        );
        assert!(
            err_text("builtin.module(cse{)").contains(
                "1:4: error: missing closing '}' while processing pass options\ncse{\n   ^"
            )
        );
        assert!(err_text("builtin.module(cse{a=1}(x))").contains("1:9: error: expected ','"));
    }

    #[test]
    fn empty_names_are_kept_for_the_registry_to_reject() {
        let p = parse_pipeline("builtin.module(cse,)").unwrap();
        assert_eq!(p.elements, vec![pass("cse", "", 0), pass("", "", 4)]);
        let p = parse_pipeline("builtin.module(cse cse)").unwrap();
        assert_eq!(p.elements, vec![pass("cse cse", "", 0)]);
    }

    #[test]
    fn hostile_inputs_do_not_panic() {
        let deep = format!("builtin.module({}{})", "a(".repeat(500), ")".repeat(500));
        assert!(parse_pipeline(&deep).is_err());
        for s in [
            "builtin.module(é{",
            "builtin.module({}",
            "builtin.module(,,,)",
            "x(())",
        ] {
            let _ = parse_pipeline(s);
        }
    }
}
