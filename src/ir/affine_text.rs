//! The canonical text of an `affine_map<…>` attribute, as MLIR prints it.
//!
//! corolift keeps affine maps as text (`Attribute::Opaque`); MLIR parses them into affine
//! expressions, simplifies them as it builds them and prints them back with its own
//! parenthesisation, so `affine_map<(d0, d1)[s0] -> ((d0 + s0), d1)>` is printed
//! `affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>`. [`canonical_affine_map`] does the same for
//! the expressions of pure affine arithmetic: it applies the construction-time
//! simplifications that keep a single term order (constants folded and moved to the right,
//! `x + 0`, `x * 1`, `(x + c1) + c2`, `x - y` as `x + y * -1`) and prints as
//! `AsmPrinter::printAffineExpr` does. A map it cannot read is left as written.

use std::fmt::Write as _;

/// An affine expression (`Sub` and negation are built as MLIR builds them: `a + b * -1`).
#[derive(Clone, Debug, PartialEq)]
enum Expr {
    Dim(u32),
    Sym(u32),
    Const(i64),
    Bin(Op, Box<Expr>, Box<Expr>),
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Op {
    Add,
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
}

/// The most tokens of an affine map's results this module rewrites (see
/// [`canonical_affine_map`]).
const MAX_TOKENS: usize = 2000;

/// The canonical text of `text` (`affine_map<(…)[…] -> (…)>`), or `None` when it is not an
/// affine map this module reads (it is then kept as written).
pub fn canonical_affine_map(text: &str) -> Option<String> {
    let body = text.strip_prefix("affine_map<")?.strip_suffix('>')?;
    let (head, results) = body.split_once("->")?;
    let head = head.trim();
    let (dims_text, syms_text) = match head.split_once(")[") {
        Some((d, s)) => (format!("{d})"), Some(format!("[{s}"))),
        None => (head.to_owned(), None),
    };
    let dims = id_list(&dims_text, '(', ')')?;
    let syms = match &syms_text {
        Some(s) => id_list(s, '[', ']')?,
        None => Vec::new(),
    };
    let results = results.trim().strip_prefix('(')?.strip_suffix(')')?;
    let toks = tokenize(results)?;
    // The parser and printer recurse over the expression: a map beyond any real one's size
    // is kept as written rather than risk the stack.
    if toks.len() > MAX_TOKENS {
        return None;
    }
    let mut p = ExprParser {
        toks,
        at: 0,
        dims: &dims,
        syms: &syms,
    };
    let mut exprs = Vec::new();
    if !p.toks.is_empty() {
        loop {
            exprs.push(p.expr()?);
            if !p.eat(",") {
                break;
            }
        }
    }
    if p.at != p.toks.len() {
        return None;
    }
    let mut out = String::from("affine_map<(");
    for i in 0..dims.len() {
        let sep = if i > 0 { ", " } else { "" };
        let _ = write!(out, "{sep}d{i}");
    }
    out.push(')');
    if !syms.is_empty() {
        out.push('[');
        for i in 0..syms.len() {
            let sep = if i > 0 { ", " } else { "" };
            let _ = write!(out, "{sep}s{i}");
        }
        out.push(']');
    }
    out.push_str(" -> (");
    for (i, e) in exprs.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        print(&mut out, e, false);
    }
    out.push_str(")>");
    Some(out)
}

/// The byte offset in `text` (`affine_map<(…)[…] -> (…)>`) of the first identifier in its
/// results that is neither a dimension nor a symbol of the map, nor `floordiv`, `ceildiv` or
/// `mod`: where MLIR's parser reports "use of undeclared identifier". `None` when there is
/// none, or when the map's head is not a plain identifier list (other errors are the
/// parser's or the verifier's).
pub fn undeclared_identifier(text: &str) -> Option<usize> {
    let body = text.strip_prefix("affine_map<")?;
    let arrow = body.find("->")?;
    let head = body[..arrow].trim();
    let (dims_text, syms_text) = match head.split_once(")[") {
        Some((d, s)) => (format!("{d})"), Some(format!("[{s}"))),
        None => (head.to_owned(), None),
    };
    let mut declared = id_list(&dims_text, '(', ')')?;
    if let Some(s) = &syms_text {
        declared.extend(id_list(s, '[', ']')?);
    }
    let results_at = "affine_map<".len() + arrow + 2;
    let results = &text[results_at..];
    let mut words = results.char_indices().peekable();
    while let Some((at, c)) = words.next() {
        if !(c.is_ascii_alphanumeric() || c == '_') {
            continue;
        }
        let mut end = at + c.len_utf8();
        while let Some(&(i, c)) = words.peek() {
            if !(c.is_ascii_alphanumeric() || c == '_') {
                break;
            }
            end = i + c.len_utf8();
            words.next();
        }
        let word = &results[at..end];
        let known = word.starts_with(|c: char| c.is_ascii_digit())
            || matches!(word, "floordiv" | "ceildiv" | "mod")
            || declared.iter().any(|d| d == word);
        if !known {
            return Some(results_at + at);
        }
    }
    None
}

/// The identifiers of `(a, b)` / `[a, b]`.
fn id_list(text: &str, open: char, close: char) -> Option<Vec<String>> {
    let inner = text.trim().strip_prefix(open)?.strip_suffix(close)?.trim();
    if inner.is_empty() {
        return Some(Vec::new());
    }
    inner
        .split(',')
        .map(|s| {
            let s = s.trim();
            let ok = !s.is_empty()
                && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                && !s.starts_with(|c: char| c.is_ascii_digit());
            ok.then(|| s.to_owned())
        })
        .collect()
}

fn tokenize(s: &str) -> Option<Vec<String>> {
    let mut toks = Vec::new();
    let mut chars = s.chars().peekable();
    while let Some(&c) = chars.peek() {
        if c.is_whitespace() {
            chars.next();
        } else if c.is_ascii_alphanumeric() || c == '_' {
            let mut w = String::new();
            while let Some(&c) = chars.peek() {
                if c.is_ascii_alphanumeric() || c == '_' {
                    w.push(c);
                    chars.next();
                } else {
                    break;
                }
            }
            toks.push(w);
        } else if "+-*(),".contains(c) {
            toks.push(c.to_string());
            chars.next();
        } else {
            return None;
        }
    }
    Some(toks)
}

struct ExprParser<'a> {
    toks: Vec<String>,
    at: usize,
    dims: &'a [String],
    syms: &'a [String],
}

impl ExprParser<'_> {
    fn peek(&self) -> Option<&str> {
        self.toks.get(self.at).map(String::as_str)
    }

    fn eat(&mut self, t: &str) -> bool {
        if self.peek() == Some(t) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    /// expr := term (('+' | '-') term)*
    fn expr(&mut self) -> Option<Expr> {
        let mut lhs = self.term()?;
        loop {
            if self.eat("+") {
                let rhs = self.term()?;
                lhs = add(lhs, rhs);
            } else if self.eat("-") {
                let rhs = self.term()?;
                lhs = add(lhs, mul(rhs, Expr::Const(-1)));
            } else {
                return Some(lhs);
            }
        }
    }

    /// term := factor (('*' | 'floordiv' | 'ceildiv' | 'mod') factor)*
    fn term(&mut self) -> Option<Expr> {
        let mut lhs = self.factor()?;
        loop {
            let op = match self.peek() {
                Some("*") => Op::Mul,
                Some("floordiv") => Op::FloorDiv,
                Some("ceildiv") => Op::CeilDiv,
                Some("mod") => Op::Mod,
                _ => return Some(lhs),
            };
            self.at += 1;
            let rhs = self.factor()?;
            lhs = match op {
                Op::Mul => mul(lhs, rhs),
                _ => div_like(op, lhs, rhs)?,
            };
        }
    }

    /// factor := '-' factor | '(' expr ')' | integer | dim | symbol
    fn factor(&mut self) -> Option<Expr> {
        if self.eat("-") {
            let e = self.factor()?;
            return Some(mul(e, Expr::Const(-1)));
        }
        if self.eat("(") {
            let e = self.expr()?;
            return self.eat(")").then_some(e);
        }
        let t = self.peek()?.to_owned();
        self.at += 1;
        if let Ok(v) = t.parse::<i64>() {
            return Some(Expr::Const(v));
        }
        if let Some(i) = self.dims.iter().position(|d| *d == t) {
            return Some(Expr::Dim(i as u32));
        }
        if let Some(i) = self.syms.iter().position(|s| *s == t) {
            return Some(Expr::Sym(i as u32));
        }
        None
    }
}

fn bin(op: Op, a: Expr, b: Expr) -> Expr {
    Expr::Bin(op, Box::new(a), Box::new(b))
}

/// Whether `e` uses no dimension (MLIR's `isSymbolicOrConstant`).
fn symbolic(e: &Expr) -> bool {
    match e {
        Expr::Dim(_) => false,
        Expr::Sym(_) | Expr::Const(_) => true,
        Expr::Bin(_, l, r) => symbolic(l) && symbolic(r),
    }
}

/// Whether MLIR swaps the operands of a commutative op: a constant, or a symbolic operand
/// next to a non-symbolic one, goes to the right.
fn swap(a: &Expr, b: &Expr) -> bool {
    matches!(a, Expr::Const(_)) || (symbolic(a) && !symbolic(b))
}

/// `a + b` with MLIR's simplifications that this module models: constants folded and kept on
/// the right (and symbolic terms right of dimensional ones), `x + 0 = x`,
/// `(x + c1) + c2 = x + (c1 + c2)`.
fn add(a: Expr, b: Expr) -> Expr {
    match (a, b) {
        (Expr::Const(x), Expr::Const(y)) => Expr::Const(x.wrapping_add(y)),
        (Expr::Const(0), e) | (e, Expr::Const(0)) => e,
        (a, b) if swap(&a, &b) || leaf_after(&a, &b) => add(b, a),
        (Expr::Bin(Op::Add, l, r), Expr::Const(y)) if matches!(*r, Expr::Const(_)) => {
            let Expr::Const(x) = *r else { unreachable!() };
            add(*l, Expr::Const(x.wrapping_add(y)))
        }
        // `(x + c) + y` is `(x + y) + c`: the constant moves to the outermost sum.
        (Expr::Bin(Op::Add, l, r), e) if matches!(*r, Expr::Const(_)) => add(add(*l, e), *r),
        (a, b) => bin(Op::Add, a, b),
    }
}

/// Whether `a` and `b` are two dimensions, or two symbols, with `a` the later one (MLIR
/// orders such operands of `+` and `*` by position).
fn leaf_after(a: &Expr, b: &Expr) -> bool {
    match (a, b) {
        (Expr::Dim(x), Expr::Dim(y)) | (Expr::Sym(x), Expr::Sym(y)) => x > y,
        _ => false,
    }
}

/// `a * b` with constants folded and kept on the right (symbolic factors too), `x * 1 = x`,
/// `(x * c1) * c2`.
fn mul(a: Expr, b: Expr) -> Expr {
    match (a, b) {
        (Expr::Const(x), Expr::Const(y)) => Expr::Const(x.wrapping_mul(y)),
        (Expr::Const(1), e) | (e, Expr::Const(1)) => e,
        (a, b) if swap(&a, &b) || leaf_after(&a, &b) => mul(b, a),
        (Expr::Bin(Op::Mul, l, r), Expr::Const(y)) if matches!(*r, Expr::Const(_)) => {
            let Expr::Const(x) = *r else { unreachable!() };
            mul(*l, Expr::Const(x.wrapping_mul(y)))
        }
        (a, b) => bin(Op::Mul, a, b),
    }
}

/// `floordiv` / `ceildiv` / `mod`: constant operands, `x op 1` and multiples of the divisor
/// are simplified. `None` for a constant divisor that is not positive (the map is then kept
/// as written).
fn div_like(op: Op, a: Expr, b: Expr) -> Option<Expr> {
    Some(match (&a, &b) {
        // Only positive constant divisors are folded here; anything else is left as written.
        (_, Expr::Const(d)) if *d <= 0 => return None,
        (Expr::Const(x), Expr::Const(y)) => Expr::Const(match op {
            Op::FloorDiv => x.div_euclid(*y),
            Op::CeilDiv => x.checked_neg()?.div_euclid(*y).checked_neg()?,
            _ => x.rem_euclid(*y),
        }),
        (_, Expr::Const(1)) if op != Op::Mod => a,
        (_, Expr::Const(1)) => Expr::Const(0),
        // `(x * c) / d` with `d` dividing `c` is `x * (c / d)`, and its `mod d` is 0.
        (Expr::Bin(Op::Mul, x, c), Expr::Const(d)) if matches!(**c, Expr::Const(k) if k % d == 0) =>
        {
            let Expr::Const(k) = **c else { unreachable!() };
            if op == Op::Mod {
                Expr::Const(0)
            } else {
                mul((**x).clone(), Expr::Const(k / d))
            }
        }
        _ => bin(op, a, b),
    })
}

/// Prints `e` as `AsmPrinter::printAffineExprInternal` does; `strong`: the enclosing
/// context binds tightly (an operand of `*`, `floordiv`, `ceildiv`, `mod`).
fn print(out: &mut String, e: &Expr, strong: bool) {
    let (op, l, r) = match e {
        Expr::Dim(i) => return write_fmt(out, format_args!("d{i}")),
        Expr::Sym(i) => return write_fmt(out, format_args!("s{i}")),
        Expr::Const(v) => return write_fmt(out, format_args!("{v}")),
        Expr::Bin(op, l, r) => (*op, &**l, &**r),
    };
    if strong {
        out.push('(');
    }
    if op != Op::Add {
        if op == Op::Mul && *r == Expr::Const(-1) {
            out.push('-');
            print(out, l, true);
        } else {
            print(out, l, true);
            out.push_str(match op {
                Op::Mul => " * ",
                Op::FloorDiv => " floordiv ",
                Op::CeilDiv => " ceildiv ",
                _ => " mod ",
            });
            print(out, r, true);
        }
    } else {
        print_add(out, l, r);
    }
    if strong {
        out.push(')');
    }
}

/// The sum `l + r`, with MLIR's subtraction forms: `l - x` for `l + x * -1`,
/// `l - x * c` for `l + x * -c`, `l - c` for `l + -c`.
fn print_add(out: &mut String, l: &Expr, r: &Expr) {
    if let Expr::Bin(Op::Mul, rl, rr) = r
        && let Expr::Const(c) = **rr
        && c < 0
    {
        print(out, l, false);
        out.push_str(" - ");
        if c == -1 {
            let strong = matches!(**rl, Expr::Bin(Op::Add, ..));
            print(out, rl, strong);
        } else {
            print(out, rl, true);
            write_fmt(out, format_args!(" * {}", c.unsigned_abs()));
        }
        return;
    }
    if let Expr::Const(c) = r
        && *c < 0
    {
        print(out, l, false);
        write_fmt(out, format_args!(" - {}", c.unsigned_abs()));
        return;
    }
    print(out, l, false);
    out.push_str(" + ");
    print(out, r, false);
}

fn write_fmt(out: &mut String, args: std::fmt::Arguments<'_>) {
    let _ = out.write_fmt(args);
}

#[cfg(test)]
mod tests {
    use super::canonical_affine_map as c;

    #[test]
    fn parentheses_and_names() {
        assert_eq!(
            c("affine_map<(d0, d1)[s0] -> ((d0 + s0), d1)>").as_deref(),
            Some("affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>")
        );
        assert_eq!(
            c("affine_map<(i, j) -> (j, i)>").as_deref(),
            Some("affine_map<(d0, d1) -> (d1, d0)>")
        );
        assert_eq!(
            c("affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>").as_deref(),
            Some("affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>")
        );
    }

    #[test]
    fn subtraction_and_constants() {
        assert_eq!(
            c("affine_map<(d0) -> (d0 - 1, -d0, 2 * d0, d0 + 1 + 2, d0 - (d0 + 1))>").as_deref(),
            Some("affine_map<(d0) -> (d0 - 1, -d0, d0 * 2, d0 + 3, d0 - (d0 + 1))>")
        );
        assert_eq!(
            c("affine_map<(d0)[s0] -> (d0 floordiv 4, (d0 + s0) mod 8, d0 ceildiv s0)>").as_deref(),
            Some("affine_map<(d0)[s0] -> (d0 floordiv 4, (d0 + s0) mod 8, d0 ceildiv s0)>")
        );
        assert_eq!(
            c("affine_map<() -> ()>").as_deref(),
            Some("affine_map<() -> ()>")
        );
        // mlir-opt-22's output for these.
        assert_eq!(
            c("affine_map<(d0, d1)[s0] -> (s0 + d0, 3 + d1, d1 * 2 * 3, d0 - 2 * d1, (d0 + d1) * 2)>").as_deref(),
            Some("affine_map<(d0, d1)[s0] -> (d0 + s0, d1 + 3, d1 * 6, d0 - d1 * 2, (d0 + d1) * 2)>")
        );
        assert_eq!(
            c("affine_map<(d0, d1) -> (d0 * 4 + d1 - 7, d1 - d0 * 3)>").as_deref(),
            Some("affine_map<(d0, d1) -> (d0 * 4 + d1 - 7, d1 - d0 * 3)>")
        );
        assert_eq!(
            c("affine_map<(d0, d1, d2)[s0, s1] -> (d1 + d0 * 2, d2 + d1 + d0, s1 + s0, d0 * 2 + d1 + 1 + d2, (d0 + 2) + (d1 + 3), s1 + 1 + s0, (d0 * 6) ceildiv 3, (d0 * 6) mod 3, (d0 * 6) floordiv 4)>").as_deref(),
            Some("affine_map<(d0, d1, d2)[s0, s1] -> (d1 + d0 * 2, d1 + d2 + d0, s0 + s1, d0 * 2 + d1 + d2 + 1, d0 + d1 + 3 + 2, s0 + s1 + 1, d0 * 2, 0, (d0 * 6) floordiv 4)>")
        );
    }
}
