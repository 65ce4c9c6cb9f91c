//! A small POSIX extended regular expression matcher, enough for `expected-error-re`
//! designators (which LLVM matches with its `llvm::Regex`, a POSIX ERE engine).
//!
//! Supported: literals, `\c` escapes, `.`, bracket expressions (ranges, negation,
//! `[:class:]`), groups, `|`, `*`, `+`, `?`, `{m}`, `{m,}`, `{m,n}`, `^`, `$`. Compilation
//! errors carry LLVM's `regerror` texts. Matching is a bounded backtracking search: a
//! pathological pattern gives up (reports no match) instead of running for long.

/// A compiled regular expression.
#[derive(Clone, Debug)]
pub(super) struct Regex {
    root: Node,
}

#[derive(Clone, Debug)]
enum Node {
    Char(char),
    Any,
    Class {
        negated: bool,
        items: Vec<ClassItem>,
    },
    Start,
    End,
    Group(Box<Node>),
    Concat(Vec<Node>),
    Alt(Vec<Node>),
    Repeat {
        node: Box<Node>,
        min: u32,
        max: Option<u32>,
    },
}

#[derive(Clone, Debug)]
enum ClassItem {
    Range(char, char),
    Named(fn(char) -> bool),
}

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

/// Largest repetition count POSIX regcomp accepts.
const DUP_MAX: u32 = 255;
/// Backtracking budget per search.
const STEP_LIMIT: u64 = 2_000_000;
/// Recursion limit of the matcher.
const DEPTH_LIMIT: usize = 20_000;

impl Regex {
    /// Compiles `pattern`, or returns LLVM's error text for it.
    pub(super) fn new(pattern: &str) -> Result<Regex, &'static str> {
        let mut p = RegexParser {
            chars: pattern.chars().collect(),
            pos: 0,
            depth: 0,
        };
        let root = p.parse_alt(false)?;
        if p.pos < p.chars.len() {
            return Err(REG_EPAREN);
        }
        Ok(Regex { root })
    }

    /// Whether the expression matches somewhere in `text`.
    pub(super) fn is_match(&self, text: &str) -> bool {
        let chars: Vec<char> = text.chars().collect();
        let mut m = Matcher {
            text: &chars,
            steps: 0,
            depth: 0,
        };
        (0..=chars.len()).any(|start| m.match_node(&self.root, start, &mut |_, _| true))
    }
}

struct RegexParser {
    chars: Vec<char>,
    pos: usize,
    depth: usize,
}

impl RegexParser {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    fn peek2(&self) -> Option<char> {
        self.chars.get(self.pos + 1).copied()
    }

    fn parse_alt(&mut self, in_group: bool) -> Result<Node, &'static str> {
        self.depth += 1;
        if self.depth > 500 {
            return Err(REG_EPAREN);
        }
        let mut branches = Vec::new();
        loop {
            let mut items = Vec::new();
            while let Some(c) = self.peek() {
                if c == '|' || (c == ')' && in_group) {
                    break;
                }
                items.push(self.parse_piece()?);
            }
            if items.is_empty() {
                return Err(REG_EMPTY);
            }
            branches.push(Node::Concat(items));
            if self.peek() == Some('|') {
                self.pos += 1;
                continue;
            }
            break;
        }
        self.depth -= 1;
        Ok(if branches.len() == 1 {
            branches.pop().unwrap_or(Node::Concat(Vec::new()))
        } else {
            Node::Alt(branches)
        })
    }

    fn parse_piece(&mut self) -> Result<Node, &'static str> {
        let Some(c) = self.peek() else {
            return Err(REG_EMPTY);
        };
        self.pos += 1;
        let atom = match c {
            '(' => {
                if self.peek().is_none() {
                    return Err(REG_EPAREN);
                }
                let inner = if self.peek() == Some(')') {
                    Node::Concat(Vec::new())
                } else {
                    self.parse_alt(true)?
                };
                if self.peek() != Some(')') {
                    return Err(REG_EPAREN);
                }
                self.pos += 1;
                Node::Group(Box::new(inner))
            }
            ')' => return Err(REG_EPAREN),
            '^' => Node::Start,
            '$' => Node::End,
            '|' | '*' | '+' | '?' => return Err(REG_BADRPT),
            '{' if self.peek().is_some_and(|d| d.is_ascii_digit()) => return Err(REG_BADRPT),
            '.' => Node::Any,
            '[' => self.parse_bracket()?,
            '\\' => match self.peek() {
                Some(e) => {
                    self.pos += 1;
                    Node::Char(e)
                }
                None => return Err(REG_EESCAPE),
            },
            other => Node::Char(other),
        };
        let Some(op) = self.peek() else {
            return Ok(atom);
        };
        let (min, max) = match op {
            '*' => (0, None),
            '+' => (1, None),
            '?' => (0, Some(1)),
            '{' if self.peek2().is_some_and(|d| d.is_ascii_digit()) => {
                self.pos += 1;
                let min = self.parse_count()?;
                let max = if self.peek() == Some(',') {
                    self.pos += 1;
                    if self.peek().is_some_and(|d| d.is_ascii_digit()) {
                        let max = self.parse_count()?;
                        if max < min {
                            return Err(REG_BADBR);
                        }
                        Some(max)
                    } else {
                        None
                    }
                } else {
                    Some(min)
                };
                if self.peek() != Some('}') {
                    while self.peek().is_some_and(|c| c != '}') {
                        self.pos += 1;
                    }
                    return Err(if self.peek().is_none() {
                        REG_EBRACE
                    } else {
                        REG_BADBR
                    });
                }
                (min, max)
            }
            _ => return Ok(atom),
        };
        self.pos += 1;
        if let Some(next) = self.peek()
            && (matches!(next, '*' | '+' | '?')
                || (next == '{' && self.peek2().is_some_and(|d| d.is_ascii_digit())))
        {
            return Err(REG_BADRPT);
        }
        Ok(Node::Repeat {
            node: Box::new(atom),
            min,
            max,
        })
    }

    fn parse_count(&mut self) -> Result<u32, &'static str> {
        let mut n: u32 = 0;
        while let Some(d) = self.peek().and_then(|c| c.to_digit(10)) {
            self.pos += 1;
            n = n.saturating_mul(10).saturating_add(d);
        }
        if n > DUP_MAX {
            return Err(REG_BADBR);
        }
        Ok(n)
    }

    fn parse_bracket(&mut self) -> Result<Node, &'static str> {
        let negated = self.peek() == Some('^');
        if negated {
            self.pos += 1;
        }
        let mut items = Vec::new();
        let mut first = true;
        loop {
            let Some(c) = self.peek() else {
                return Err(REG_EBRACK);
            };
            if c == ']' && !first {
                self.pos += 1;
                break;
            }
            first = false;
            self.pos += 1;
            let lo = if c == '[' && self.peek() == Some(':') {
                self.pos += 1;
                let start = self.pos;
                while self.peek().is_some_and(|c| c != ':') {
                    self.pos += 1;
                }
                if self.peek().is_none() || self.peek2() != Some(']') {
                    return Err(REG_EBRACK);
                }
                let name: String = self.chars[start..self.pos].iter().collect();
                self.pos += 2;
                items.push(ClassItem::Named(named_class(&name).ok_or(REG_ECTYPE)?));
                continue;
            } else if c == '[' && matches!(self.peek(), Some('.' | '=')) {
                let delim = self.peek().unwrap_or('.');
                self.pos += 1;
                let start = self.pos;
                while self.peek().is_some_and(|c| c != delim) {
                    self.pos += 1;
                }
                if self.peek().is_none() || self.peek2() != Some(']') {
                    return Err(REG_EBRACK);
                }
                let elem: Vec<char> = self.chars[start..self.pos].to_vec();
                self.pos += 2;
                match elem.as_slice() {
                    [single] => *single,
                    _ => return Err(REG_ECOLLATE),
                }
            } else {
                c
            };
            if self.peek() == Some('-') && self.peek2().is_some_and(|n| n != ']') {
                self.pos += 1;
                let Some(hi) = self.peek() else {
                    return Err(REG_EBRACK);
                };
                self.pos += 1;
                if hi < lo {
                    return Err(REG_ERANGE);
                }
                items.push(ClassItem::Range(lo, hi));
            } else {
                items.push(ClassItem::Range(lo, lo));
            }
        }
        Ok(Node::Class { negated, items })
    }
}

fn named_class(name: &str) -> Option<fn(char) -> bool> {
    Some(match name {
        "alpha" => |c: char| c.is_ascii_alphabetic(),
        "digit" => |c: char| c.is_ascii_digit(),
        "alnum" => |c: char| c.is_ascii_alphanumeric(),
        "upper" => |c: char| c.is_ascii_uppercase(),
        "lower" => |c: char| c.is_ascii_lowercase(),
        "space" => |c: char| c.is_ascii_whitespace() || c == '\u{b}',
        "blank" => |c: char| c == ' ' || c == '\t',
        "punct" => |c: char| c.is_ascii_punctuation(),
        "xdigit" => |c: char| c.is_ascii_hexdigit(),
        "cntrl" => |c: char| c.is_ascii_control(),
        "print" => |c: char| c.is_ascii_graphic() || c == ' ',
        "graph" => |c: char| c.is_ascii_graphic(),
        _ => return None,
    })
}

struct Matcher<'t> {
    text: &'t [char],
    steps: u64,
    depth: usize,
}

type Cont<'k> = dyn FnMut(&mut Matcher<'_>, usize) -> bool + 'k;

impl Matcher<'_> {
    /// Matches `node` at `pos`, then calls `k` with the end position; true if `k` accepts.
    fn match_node(&mut self, node: &Node, pos: usize, k: &mut Cont<'_>) -> bool {
        self.steps += 1;
        if self.steps > STEP_LIMIT || self.depth > DEPTH_LIMIT {
            return false;
        }
        self.depth += 1;
        let r = self.match_inner(node, pos, k);
        self.depth -= 1;
        r
    }

    fn match_inner(&mut self, node: &Node, pos: usize, k: &mut Cont<'_>) -> bool {
        let cur = self.text.get(pos).copied();
        match node {
            Node::Char(c) => cur == Some(*c) && k(self, pos + 1),
            Node::Any => cur.is_some() && k(self, pos + 1),
            Node::Class { negated, items } => match cur {
                Some(c) => {
                    let hit = items.iter().any(|i| match i {
                        ClassItem::Range(lo, hi) => (*lo..=*hi).contains(&c),
                        ClassItem::Named(f) => f(c),
                    });
                    hit != *negated && k(self, pos + 1)
                }
                None => false,
            },
            Node::Start => pos == 0 && k(self, pos),
            Node::End => pos == self.text.len() && k(self, pos),
            Node::Group(inner) => self.match_node(inner, pos, k),
            Node::Concat(items) => self.match_seq(items, pos, k),
            Node::Alt(branches) => branches.iter().any(|b| self.match_node(b, pos, k)),
            Node::Repeat { node, min, max } => self.match_repeat(node, *min, *max, 0, pos, k),
        }
    }

    fn match_seq(&mut self, items: &[Node], pos: usize, k: &mut Cont<'_>) -> bool {
        match items.split_first() {
            None => k(self, pos),
            Some((first, rest)) => self.match_node(first, pos, &mut |m: &mut Matcher<'_>, p| {
                m.match_seq(rest, p, k)
            }),
        }
    }

    fn match_repeat(
        &mut self,
        node: &Node,
        min: u32,
        max: Option<u32>,
        count: u32,
        pos: usize,
        k: &mut Cont<'_>,
    ) -> bool {
        if max.is_none_or(|m| count < m) {
            let matched = self.match_node(node, pos, &mut |m: &mut Matcher<'_>, p| {
                // An empty iteration cannot make progress; stop repeating once `min` is met.
                if p == pos && count >= min {
                    return false;
                }
                m.match_repeat(node, min, max, count + 1, p, k)
            });
            if matched {
                return true;
            }
        }
        count >= min && k(self, pos)
    }
}

#[cfg(test)]
mod tests {
    use super::Regex;

    fn m(p: &str, t: &str) -> bool {
        Regex::new(p).expect("valid").is_match(t)
    }

    #[test]
    fn basics() {
        assert!(m(
            "does (n[o]t) dominate",
            "operand #0 does not dominate this use"
        ));
        assert!(m("^op.*use$", "operand #0 does not dominate this use"));
        assert!(!m("^dominate", "operand #0 does not dominate"));
        assert!(m("a{2,3}b", "xaab"));
        assert!(!m("xa{3}b", "xaab"));
        assert!(m("[[:digit:]]+ operands", "branch has 12 operands"));
        assert!(m("(foo|bar)baz", "barbaz"));
        assert!(m("a\\.b", "a.b"));
        assert!(!m("a\\.b", "axb"));
        assert!(m("[^a-c]", "abcd"));
        assert!(m("(a*)*b", "aaab"));
        assert!(!m("(a*)*b", &"a".repeat(40)));
    }

    #[test]
    fn errors() {
        assert_eq!(Regex::new("[").err(), Some("brackets ([ ]) not balanced"));
        assert_eq!(Regex::new("(a").err(), Some("parentheses not balanced"));
        assert_eq!(Regex::new("a)").err(), Some("parentheses not balanced"));
        assert_eq!(Regex::new("").err(), Some("empty (sub)expression"));
        assert_eq!(
            Regex::new("*a").err(),
            Some("repetition-operator operand invalid")
        );
        assert_eq!(Regex::new("a\\").err(), Some("trailing backslash (\\)"));
        assert_eq!(Regex::new("[b-a]").err(), Some("invalid character range"));
        assert_eq!(
            Regex::new("[[:foo:]]").err(),
            Some("invalid character class")
        );
    }
}
