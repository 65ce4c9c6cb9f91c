//! The flag attributes of the arith dialect that other dialects' ops carry too:
//! `#arith.fastmath<…>` (arith's float ops, every float `math` op, `vector.reduction`) and
//! `#arith.overflow<…>` (arith's integer ops).
//!
//! Both are stored as [`Attribute::Opaque`] holding their canonical text; [`fastmath_attr`] /
//! [`overflow_attr`] build them and [`fastmath_bits`] / [`overflow_bits`] read them back. The
//! custom forms write the flags as a clause, `fastmath<nnan,ninf>` / `overflow<nsw, nuw>`:
//! [`parse_fastmath_flags`] / [`parse_overflow_flags`] read its `<…>` part and
//! [`print_fastmath_clause`] prints it.

use std::fmt::{self, Write as _};
use std::sync::Arc;

use crate::diag::Diagnostic;
use crate::ir::{Attribute, Ir, OpId};
use crate::parse::{PResult, Parser};
use crate::print::OpPrinter;

/// The fastmath flag names in bit order (`reassoc` = 1, `nnan` = 2, …).
const FASTMATH_FLAGS: [&str; 7] = ["reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"];
/// All fastmath bits (`fast`).
const FASTMATH_FAST: u32 = 0x7F;

/// The fastmath flags `bits` as mlir prints them inside `<…>`: `none`, `fast`, or the flag
/// names joined by `,` without spaces (`nnan,ninf`).
pub fn fastmath_text(bits: u32) -> String {
    if bits == 0 {
        return "none".into();
    }
    if bits & FASTMATH_FAST == FASTMATH_FAST {
        return "fast".into();
    }
    FASTMATH_FLAGS
        .iter()
        .enumerate()
        .filter(|(i, _)| bits & (1 << i) != 0)
        .map(|(_, n)| *n)
        .collect::<Vec<_>>()
        .join(",")
}

/// The attribute `#arith.fastmath<…>` for `bits`.
pub fn fastmath_attr(bits: u32) -> Attribute {
    // Every float op without flags gets `#arith.fastmath<none>`: share one string for it (one
    // per thread, so that threads parsing at the same time do not contend on its count).
    thread_local! {
        static NONE: Arc<str> = Arc::from("#arith.fastmath<none>");
    }
    if bits == 0 {
        return Attribute::Opaque(NONE.with(Arc::clone));
    }
    Attribute::Opaque(Arc::from(format!(
        "#arith.fastmath<{}>",
        fastmath_text(bits)
    )))
}

fn fastmath_flag(name: &str) -> Option<u32> {
    match name {
        "none" => Some(0),
        "fast" => Some(FASTMATH_FAST),
        _ => FASTMATH_FLAGS
            .iter()
            .position(|f| *f == name)
            .map(|i| 1 << i),
    }
}

/// The overflow flags `bits` (`nsw` = 1, `nuw` = 2) as printed inside `<…>`.
pub fn overflow_text(bits: u32) -> &'static str {
    match bits & 3 {
        0 => "none",
        1 => "nsw",
        2 => "nuw",
        _ => "nsw, nuw",
    }
}

/// The attribute `#arith.overflow<…>` for `bits`.
pub fn overflow_attr(bits: u32) -> Attribute {
    // Every integer op carries one of these four: share their strings instead of formatting
    // one per op (per thread, like `fastmath_attr`).
    thread_local! {
        static ATTRS: [Arc<str>; 4] = std::array::from_fn(|i| {
            Arc::from(format!("#arith.overflow<{}>", overflow_text(i as u32)))
        });
    }
    ATTRS.with(|attrs| Attribute::Opaque(attrs[(bits & 3) as usize].clone()))
}

fn overflow_flag(name: &str) -> Option<u32> {
    match name {
        "none" => Some(0),
        "nsw" => Some(1),
        "nuw" => Some(2),
        _ => None,
    }
}

/// Parses the flag list of an opaque `#prefix<a, b>` attribute.
fn flag_bits_of(attr: &Attribute, prefix: &str, flag: fn(&str) -> Option<u32>) -> Option<u32> {
    let Attribute::Opaque(text) = attr else {
        return None;
    };
    let body = text
        .strip_prefix(prefix)?
        .strip_prefix('<')?
        .strip_suffix('>')?;
    let mut bits = 0;
    for name in body.split(',') {
        bits |= flag(name.trim())?;
    }
    Some(bits)
}

/// The bits of a `#arith.fastmath<…>` attribute (`None` if it is not one).
pub fn fastmath_bits_of(attr: &Attribute) -> Option<u32> {
    flag_bits_of(attr, "#arith.fastmath", fastmath_flag)
}

/// The bits of a `#arith.overflow<…>` attribute (`None` if it is not one).
pub fn overflow_bits_of(attr: &Attribute) -> Option<u32> {
    flag_bits_of(attr, "#arith.overflow", overflow_flag)
}

/// The fastmath bits of `op` (0 when absent).
pub fn fastmath_bits(ir: &Ir, op: OpId) -> u32 {
    ir.attr(op, "fastmath")
        .and_then(fastmath_bits_of)
        .unwrap_or(0)
}

/// The overflow bits of `op` (0 when absent).
pub fn overflow_bits(ir: &Ir, op: OpId) -> u32 {
    ir.attr(op, "overflowFlags")
        .and_then(overflow_bits_of)
        .unwrap_or(0)
}

/// Parses `<flag, flag>` after a flag keyword.
fn parse_flag_list(
    p: &mut Parser<'_>,
    op_name: &str,
    what: &str,
    flag: fn(&str) -> Option<u32>,
) -> PResult<u32> {
    p.expect("<")?;
    let mut bits = 0;
    loop {
        let loc = p.current_loc();
        let name = p.parse_keyword_any()?;
        match flag(&name) {
            Some(b) => bits |= b,
            None => {
                let (enum_name, values) = if what == "overflow" {
                    ("IntegerOverflowFlags", "none, nsw, nuw")
                } else {
                    (
                        "FastMathFlags",
                        "none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast",
                    )
                };
                return Err(Diagnostic::error(
                    loc,
                    format!(
                        "custom op '{op_name}' expected ::mlir::arith::{enum_name} to be one of: {values}"
                    ),
                ));
            }
        }
        if !p.eat(",") {
            break;
        }
    }
    p.expect(">")?;
    Ok(bits)
}

/// Parses `<flag, …>` after the keyword `fastmath` of `op_name`'s custom form (its bits).
pub fn parse_fastmath_flags(p: &mut Parser<'_>, op_name: &str) -> PResult<u32> {
    parse_flag_list(p, op_name, "fastmath", fastmath_flag)
}

/// Parses `<flag, …>` after the keyword `overflow` of `op_name`'s custom form (its bits).
pub fn parse_overflow_flags(p: &mut Parser<'_>, op_name: &str) -> PResult<u32> {
    parse_flag_list(p, op_name, "overflow", overflow_flag)
}

/// Prints ` fastmath<…>`, the fastmath flags of `op`, unless they are `none` (or absent).
pub fn print_fastmath_clause(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let bits = fastmath_bits(p.ir, op);
    if bits != 0 {
        write!(p, " fastmath<{}>", fastmath_text(bits))?;
    }
    Ok(())
}
