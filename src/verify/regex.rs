//! The regular expressions of `expected-*-re` designators. MLIR matches them with
//! `llvm::Regex`, a POSIX extended regular expression (ERE) parsed by LLVM's `regcomp`; here
//! `translate` rewrites that syntax into `regex-lite`'s, which then does the matching.
//!
//! Known departures from LLVM: text is matched by characters, not bytes; back-references
//! (`\1` after a closed group 1) and multi-character collating names (`[[.space.]]`) are
//! rejected, since `regex-lite` has no back-references and LLVM's name table is not worth
//! copying for designators; and a bounded repeat of an assertion (`${2}`), which LLVM's
//! matcher never matches, matches here. `regex-lite` runs in linear time (no backtracking), so
//! a pathological pattern such as `(a*)*b` needs no step limit.

use regex_lite::{Regex, escape};

// LLVM's `regerror` texts.
const REG_EPAREN: &str = "parentheses not balanced";
const REG_EBRACK: &str = "brackets ([ ]) not balanced";
const REG_EBRACE: &str = "braces not balanced";
const REG_BADBR: &str = "invalid repetition count(s)";
const REG_BADRPT: &str = "repetition-operator operand invalid";
const REG_EMPTY: &str = "empty (sub)expression";
const REG_EESCAPE: &str = "trailing backslash (\\)";
const REG_ECTYPE: &str = "invalid character class";
const REG_ERANGE: &str = "invalid character range";
const REG_ECOLLATE: &str = "invalid collating element";
const REG_ESUBREG: &str = "invalid backreference number";
const REG_ESPACE: &str = "out of memory";
const NO_BACKREFS: &str = "back-references are not supported";

/// POSIX's character class names, all of which `regex-lite` knows too.
const CLASSES: [&str; 12] = [
    "alnum", "alpha", "blank", "cntrl", "digit", "graph", "lower", "print", "punct", "space",
    "upper", "xdigit",
];

/// Largest repetition count LLVM's `regcomp` accepts (`RE_DUP_MAX`).
const DUP_MAX: u32 = 255;

/// Compiles a POSIX ERE `pattern`, or returns LLVM's error text for it.
pub(super) fn compile(pattern: &str) -> Result<Regex, &'static str> {
    // `regex-lite` refuses only what exceeds its size or nesting limits, the same kind of
    // failure as LLVM running out of memory.
    Regex::new(&translate(pattern)?).map_err(|_| REG_ESPACE)
}

/// What came last, which decides whether a repetition operator may follow.
#[derive(Clone, Copy, PartialEq)]
enum Last {
    /// The start of the pattern or of a group.
    Open,
    Atom,
    /// An anchor `^`, a `|` or a repetition.
    Other,
}

/// Rewrites a POSIX ERE into `regex-lite` syntax, or returns the first error LLVM's `regcomp`
/// reports for it (it reads left to right and stops at the first error, as this does).
///
/// What differs: every literal is escaped for `regex-lite`, where `\d`, `\<`, `#`, `&`, `~`
/// are special but not in POSIX (where `\c` is `c`); `.` also matches a newline (`(?s)`); `{`
/// starts a bound only before a digit, and a bound is at most 255; `*?`, `a**`, `^*`, empty
/// alternatives (LLVM drops `x{0}`, so `(x{0})` is one) and `\N` before group N has closed are
/// errors; and bracket expressions differ as `bracket` says.
fn translate(posix: &str) -> Result<String, &'static str> {
    let mut out = String::from("(?s)");
    let (mut rest, mut groups, mut last) = (posix, 0, Last::Open);
    // The pieces LLVM keeps in the current alternative, and for each open group its number
    // and that count in the alternative around it.
    let (mut live, mut open) = (0, Vec::new());
    while let Some(c) = next(&mut rest) {
        let is_bound = c == '{' && rest.starts_with(|d: char| d.is_ascii_digit());
        let (text, now) = match c {
            _ if is_bound || matches!(c, '*' | '+' | '?') => match last {
                Last::Atom if is_bound => {
                    let text = bound(&mut rest)?;
                    live -= usize::from(text == "{0,0}");
                    (text, Last::Other)
                }
                Last::Atom => (c.to_string(), Last::Other),
                _ => return Err(REG_BADRPT),
            },
            ')' if open.is_empty() => return Err(REG_EPAREN),
            '|' | ')' if live == 0 && (c == '|' || last != Last::Open) => return Err(REG_EMPTY),
            '(' => {
                groups += 1;
                open.push((groups, live));
                live = 0;
                ("(".into(), Last::Open)
            }
            ')' => {
                live = open.pop().map_or(0, |(_, outer)| outer);
                (")".into(), Last::Atom)
            }
            '|' => {
                live = 0;
                ("|".into(), Last::Other)
            }
            '^' => {
                live += 1;
                ("^".into(), Last::Other)
            }
            '$' | '.' => (c.to_string(), Last::Atom),
            '[' => (bracket(&mut rest)?, Last::Atom),
            '\\' => match next(&mut rest) {
                None => return Err(REG_EESCAPE),
                // LLVM takes `\N` for a back-reference once group N has closed.
                Some(d @ '1'..='9') => {
                    let n = d as usize - '0' as usize;
                    let closed = n <= groups && open.iter().all(|&(g, _)| g != n);
                    return Err(if closed { NO_BACKREFS } else { REG_ESUBREG });
                }
                Some(e) => (literal(e), Last::Atom),
            },
            _ => (literal(c), Last::Atom),
        };
        live += usize::from(now == Last::Atom);
        out.push_str(&text);
        last = now;
    }
    match (last, open.is_empty()) {
        (Last::Open, false) => Err(REG_EPAREN),
        _ if live == 0 => Err(REG_EMPTY),
        (_, false) => Err(REG_EPAREN),
        _ => Ok(out),
    }
}

/// Translates the bound after a `{` that `rest` starts with, leaving `rest` after its `}`.
fn bound(rest: &mut &str) -> Result<String, &'static str> {
    let min = count(rest)?.unwrap_or(0);
    let comma = eat(rest, ",");
    let max = match count(rest)? {
        Some(max) if max < min => return Err(REG_BADBR),
        Some(max) => max.to_string(),
        None if comma => String::new(),
        None => min.to_string(),
    };
    match rest.find('}') {
        Some(0) => {
            *rest = &rest[1..];
            Ok(format!("{{{min},{max}}}"))
        }
        Some(_) => Err(REG_BADBR),
        None => Err(REG_EBRACE),
    }
}

/// Reads the repetition count `rest` starts with, if it starts with a digit.
fn count(rest: &mut &str) -> Result<Option<u32>, &'static str> {
    let digits = span(rest, |c| c.is_ascii_digit());
    match digits.parse() {
        Ok(n) if n <= DUP_MAX => Ok(Some(n)),
        _ if digits.is_empty() => Ok(None),
        _ => Err(REG_BADBR),
    }
}

/// Translates the bracket expression after a `[`, leaving `rest` after its `]`, as LLVM's
/// `p_bracket` reads it: a backslash is literal; `]` first (after an optional `^`) is literal,
/// `-` first or last too, elsewhere it must belong to a range; `[:class:]` is `regex-lite`'s
/// (whose `cntrl` alone differs: LLVM's has no NUL); `[=c=]` and `[.c.]` are `c`; and the
/// word-boundary kludges `[[:<:]]`, `[[:>:]]` stand alone.
fn bracket(rest: &mut &str) -> Result<String, &'static str> {
    for (kludge, boundary) in [("[:<:]]", r"\b{start}"), ("[:>:]]", r"\b{end}")] {
        if eat(rest, kludge) {
            return Ok(boundary.into());
        }
    }
    let mut out = String::from(if eat(rest, "^") { "[^" } else { "[" });
    if let Some(c @ (']' | '-')) = rest.chars().next() {
        out.push_str(&literal(c));
        *rest = &rest[1..];
    }
    loop {
        let mut two = rest.chars();
        let (lo, hi) = match (two.next(), two.next()) {
            (None, _) => return Err(REG_EBRACK),
            (Some(']'), _) | (Some('-'), Some(']')) => break,
            (Some('-'), _) => return Err(REG_ERANGE),
            (Some('['), Some(':')) => {
                *rest = &rest[2..];
                let name = span(rest, |c| c.is_ascii_alphabetic());
                let known = CLASSES.contains(&name);
                if rest.is_empty() && (known || name.is_empty()) {
                    return Err(REG_EBRACK);
                }
                if !known || !eat(rest, ":]") {
                    return Err(REG_ECTYPE);
                }
                match name {
                    "cntrl" => out.push_str(r"\x01-\x1F\x7F"),
                    _ => out.push_str(&format!("[:{name}:]")),
                }
                continue;
            }
            (Some('['), Some('=')) => {
                *rest = &rest[2..];
                if rest.starts_with(['-', ']']) {
                    return Err(REG_ECOLLATE);
                }
                let c = collating(rest, "=]")?;
                (c, c)
            }
            _ => {
                let lo = symbol(rest)?;
                match rest.strip_prefix('-') {
                    Some(tail) if !tail.is_empty() && !tail.starts_with(']') => {
                        *rest = tail;
                        (lo, if eat(rest, "-") { '-' } else { symbol(rest)? })
                    }
                    _ => (lo, lo),
                }
            }
        };
        if lo > hi {
            return Err(REG_ERANGE);
        }
        out.push_str(&literal(lo));
        if lo < hi {
            out.push('-');
            out.push_str(&literal(hi));
        }
    }
    if eat(rest, "-") {
        out.push_str(r"\-");
    }
    *rest = &rest[1..];
    out.push(']');
    Ok(out)
}

/// Reads one character of a bracket expression, or the `c` of a collating element `[.c.]`.
fn symbol(rest: &mut &str) -> Result<char, &'static str> {
    if eat(rest, "[.") {
        collating(rest, ".]")
    } else {
        next(rest).ok_or(REG_EBRACK)
    }
}

/// Reads the name of a collating element up to `end`: LLVM's names of one character.
fn collating(rest: &mut &str, end: &str) -> Result<char, &'static str> {
    let len = rest.find(end).ok_or(REG_EBRACK)?;
    let mut name = rest[..len].chars();
    *rest = &rest[len + end.len()..];
    match (name.next(), name.next()) {
        (Some(c), None) => Ok(c),
        _ => Err(REG_ECOLLATE),
    }
}

/// Takes the first character off `rest`.
fn next(rest: &mut &str) -> Option<char> {
    let c = rest.chars().next()?;
    *rest = &rest[c.len_utf8()..];
    Some(c)
}

/// Takes the longest prefix of characters satisfying `f` off `rest`.
fn span<'s>(rest: &mut &'s str, f: fn(char) -> bool) -> &'s str {
    let (head, tail) = rest.split_at(rest.find(|c| !f(c)).unwrap_or(rest.len()));
    *rest = tail;
    head
}

/// Takes `prefix` off `rest` if it starts with it.
fn eat(rest: &mut &str, prefix: &str) -> bool {
    rest.strip_prefix(prefix).map(|tail| *rest = tail).is_some()
}

/// `c` as a `regex-lite` literal, in or out of a class.
fn literal(c: char) -> String {
    escape(c.encode_utf8(&mut [0; 4]))
}

#[cfg(test)]
mod tests {
    use super::{compile, translate};

    fn m(p: &str, t: &str) -> bool {
        compile(p).expect("valid").is_match(t)
    }

    fn err(p: &str) -> Option<&'static str> {
        compile(p).err()
    }

    #[test]
    fn basics() {
        assert!(m(
            "does (n[o]t) dominate",
            "operand #0 does not dominate this use"
        ));
        assert!(m("^op.*use$", "operand #0 does not dominate this use"));
        assert!(!m("^dominate", "operand #0 does not dominate"));
        assert!(m("(foo|bar)baz", "barbaz"));
        assert!(m("a\\.b", "a.b"));
        assert!(!m("a\\.b", "axb"));
        assert!(m("[^a-c]", "abcd"));
        assert!(m("[α-ω]", "λ"));
        assert_eq!(translate("a{2}[]x]").as_deref(), Ok(r"(?s)a{2,2}[\]x]"));
    }

    #[test]
    fn bracket_literals() {
        assert!(m("[]a]", "]") && m("[]a]", "a") && !m("[]a]", "b"));
        assert!(m("[^]a]", "b") && !m("[^]a]", "]") && !m("[^]a]", "a"));
        assert!(m("[\\]", "\\") && !m("[\\]", "]"));
        assert!(m("[\\]]", "\\]") && !m("[\\]]", "]"));
        assert!(m("[a-]", "-") && m("[-a]", "-") && m("[]-]", "-") && m("[!--]", ","));
        // Nested classes and set operations in regex-lite, plain characters in POSIX.
        assert!(m("[a[b]", "[") && m("[a&&b]", "&") && m("[a~~b]", "~") && m("[x^]", "^"));
        assert!(m("[[.a.]-c]", "b") && m("[[=a=]]", "a") && m("[[.-.]]", "-"));
    }

    #[test]
    fn character_classes() {
        assert!(m("[[:digit:]]+ operands", "branch has 12 operands"));
        assert!(m("^[[:alpha:][:space:]]+$", "a b\tc") && !m("[[:alpha:]]", "1"));
        assert!(m("[^[:punct:]]", ".a") && !m("[^[:punct:]]", ".,"));
        assert!(m("[[:cntrl:]]", "\u{1}") && !m("[[:cntrl:]]", "\0"));
        assert_eq!(err("[[:word:]]"), Some("invalid character class"));
        assert!(m("[[:<:]]foo[[:>:]]", "a foo b") && !m("[[:<:]]foo", "afoo"));
    }

    #[test]
    fn braces_and_bounds() {
        assert!(m("a{2,3}b", "xaab") && !m("xa{3}b", "xaab") && m("a{2,}", "aaa"));
        assert!(m("a{0}b", "b") && m("(ab){2}", "abab") && m("^a{0}", "b"));
        assert!(m("a{", "a{") && m("{x}", "{x}") && m("a{,2}", "a{,2}") && m("{}", "{}"));
        assert!(m("\\{\\{", "{{") && !m("\\{\\{", "{"));
        assert!(m("}", "}") && m("]", "]"));
        assert_eq!(err("a{256}"), Some("invalid repetition count(s)"));
        assert_eq!(err("a{3,2}"), Some("invalid repetition count(s)"));
        assert_eq!(err("a{2x}"), Some("invalid repetition count(s)"));
        assert_eq!(err("a{2"), Some("braces not balanced"));
        assert_eq!(err("{2}"), Some("repetition-operator operand invalid"));
    }

    #[test]
    fn anchors_and_dot() {
        assert!(m("^a", "ab") && !m("^b", "ab") && m("b$", "ab") && !m("a$", "ab"));
        assert!(!m("a^b", "ab") && m("a$*", "ab"));
        assert!(m("a.b", "a\nb") && m("a[^x]b", "a\nb"));
        assert!(!m("^b", "a\nb") && !m("a$", "a\nb"));
        assert_eq!(err("^*"), Some("repetition-operator operand invalid"));
    }

    #[test]
    fn escapes_are_literal() {
        assert!(m("\\d", "d") && !m("\\d", "1") && m("\\n", "n") && m("\\w", "w"));
        assert!(m("\\<a\\>", "<a>") && m("\\0", "0") && m("a#b c", "a#b c"));
        assert_eq!(err("(a)\\1"), Some("back-references are not supported"));
        assert_eq!(err("\\1"), Some("invalid backreference number"));
        assert_eq!(err("(a\\1)"), Some("invalid backreference number"));
    }

    #[test]
    fn rust_only_syntax_is_rejected() {
        for p in ["a*?", "a+?", "a**", "a{2}?", "(?i)a", "(?:a)"] {
            assert_eq!(err(p), Some("repetition-operator operand invalid"), "{p}");
        }
    }

    #[test]
    fn errors() {
        assert_eq!(err("["), Some("brackets ([ ]) not balanced"));
        assert_eq!(err("[[:alpha"), Some("brackets ([ ]) not balanced"));
        assert_eq!(err("[[:alpha]"), Some("invalid character class"));
        assert_eq!(err("(a"), Some("parentheses not balanced"));
        assert_eq!(err("("), Some("parentheses not balanced"));
        assert_eq!(err("a)"), Some("parentheses not balanced"));
        assert_eq!(err("a|)"), Some("parentheses not balanced"));
        for p in [
            "", "a|", "|a", "a||b", "(|a)", "(a|)", "a{0}", "(a{0,0})", "a{0}|b",
        ] {
            assert_eq!(err(p), Some("empty (sub)expression"), "{p}");
        }
        assert!(m("()a", "a"));
        assert_eq!(err("*a"), Some("repetition-operator operand invalid"));
        assert_eq!(err("a\\"), Some("trailing backslash (\\)"));
        assert_eq!(err("[b-a]"), Some("invalid character range"));
        assert_eq!(err("[a-c-e]"), Some("invalid character range"));
        assert_eq!(err("[]-a]"), Some("invalid character range"));
        assert_eq!(err("[[:foo:]]"), Some("invalid character class"));
        assert_eq!(err("[[.ab.]]"), Some("invalid collating element"));
        assert_eq!(err("[[=-=]]"), Some("invalid collating element"));
        // Past regex-lite's nesting limit (LLVM has none).
        let deep = format!("{}a{}", "(".repeat(60), ")".repeat(60));
        assert_eq!(err(&deep), Some("out of memory"));
    }

    #[test]
    fn pathological_patterns_are_fast() {
        assert!(m("(a*)*b", "aaab"));
        assert!(!m("(((((a*)*)*)*)*)*b", &"a".repeat(10_000)));
    }
}
