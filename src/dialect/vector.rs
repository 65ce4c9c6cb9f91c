//! The `vector` dialect subset corolift needs: `vector.print`, `vector.broadcast`,
//! `vector.extract` and `vector.reduction` (mlir-opt-22 no longer has `vector.splat`).
//!
//! Enum-like attributes are stored as [`Attribute::Opaque`] with their canonical text:
//! `#vector.punctuation<comma>`, `#vector.kind<add>`; `fastmath` uses the arith encoding
//! (see [`super::arith::fastmath_attr`]).

use std::fmt::{self, Write as _};
use std::sync::Arc;

use super::arith::{
    check_num_operands, check_num_results, check_operand, check_result, expect_op_keyword,
    fastmath_attr, fastmath_bits, fastmath_bits_of, fastmath_text, op_error, parse_op_integer,
};
use super::{OpDef, Traits};
use crate::diag::Diagnostic;
use crate::ir::{Attribute, DYNAMIC, Ir, OpId, OperationState, Type, VectorType};
use crate::parse::{PResult, Parser};
use crate::print::OpPrinter;

/// Ops of the `vector` dialect.
pub const OPS: &[OpDef] = &[
    OpDef {
        inherent_attrs: &["punctuation", "stringLiteral"],
        parse: Some(parse_print),
        print: Some(print_print),
        verify: Some(verify_print),
        ..OpDef::new("vector.print", Traits::NONE)
    },
    OpDef {
        parse: Some(parse_broadcast),
        print: Some(print_broadcast),
        verify: Some(verify_broadcast),
        ..OpDef::new("vector.broadcast", Traits::PURE)
    },
    OpDef {
        inherent_attrs: &["static_position"],
        parse: Some(parse_extract),
        print: Some(print_extract),
        verify: Some(verify_extract),
        ..OpDef::new("vector.extract", Traits::PURE)
    },
    OpDef {
        inherent_attrs: &["fastmath", "kind"],
        parse: Some(parse_reduction),
        print: Some(print_reduction),
        verify: Some(verify_reduction),
        ..OpDef::new("vector.reduction", Traits::PURE)
    },
];

/// Fills in default-valued properties of generic-form input, as mlir-opt does:
/// `vector.print` gets `punctuation = #vector.punctuation<newline>`, `vector.reduction` gets
/// `fastmath = #arith.fastmath<none>` (flag spellings are canonicalised).
pub fn normalize(state: &mut OperationState) {
    match state.name.as_str() {
        "vector.print" => {
            let p = state
                .attr("punctuation")
                .map_or(Some("newline"), punctuation_of);
            if let Some(p) = p {
                state.add_attr("punctuation", punctuation_attr(p));
            }
        }
        "vector.reduction" => {
            if let Some(bits) = state.attr("fastmath").map_or(Some(0), fastmath_bits_of) {
                state.add_attr("fastmath", fastmath_attr(bits));
            }
        }
        _ => {}
    }
}

/// "vector of any type values".
fn is_vector(t: &Type) -> bool {
    matches!(t, Type::Vector(_))
}

/// The body `X` of an opaque `#prefix<X>` attribute.
fn enum_body<'a>(attr: &'a Attribute, prefix: &str) -> Option<&'a str> {
    let Attribute::Opaque(text) = attr else {
        return None;
    };
    text.strip_prefix(prefix)?
        .strip_prefix('<')?
        .strip_suffix('>')
        .map(str::trim)
}

// -------------------------------------------------------------------------------------------
// vector.print
// -------------------------------------------------------------------------------------------

/// Punctuation kinds of `vector.print`.
const PUNCTUATIONS: [&str; 5] = ["no_punctuation", "newline", "comma", "open", "close"];

fn punctuation_attr(kind: &str) -> Attribute {
    Attribute::Opaque(Arc::from(format!("#vector.punctuation<{kind}>")))
}

fn punctuation_of(attr: &Attribute) -> Option<&'static str> {
    let body = enum_body(attr, "#vector.punctuation")?;
    PUNCTUATIONS.iter().find(|p| **p == body).copied()
}

/// `vector.print %x : f32`, `vector.print %x : f32 punctuation <no_punctuation>`,
/// `vector.print punctuation <comma>`, `vector.print str "text"`, bare `vector.print`
/// (a newline) — the `str` and `punctuation` clauses in any order, then `{attrs}?`.
/// `punctuation <newline>` is the default and is not printed.
fn parse_print(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    if let Some(src) = p.parse_optional_operand()? {
        let ty = p.parse_colon_type()?;
        state.operands = vec![p.resolve_operand(&src, &ty)?];
    }
    let mut punctuation = "newline";
    loop {
        if p.eat_keyword("punctuation") {
            p.expect("<")?;
            let loc = p.current_loc();
            let kind = p.parse_keyword_any()?;
            let Some(k) = PUNCTUATIONS.iter().find(|k| **k == kind) else {
                return Err(Diagnostic::error(
                    loc,
                    format!(
                        "custom op 'vector.print' expected ::mlir::vector::PrintPunctuation to be one of: {}",
                        PUNCTUATIONS.join(", ")
                    ),
                ));
            };
            punctuation = k;
            p.expect(">")?;
        } else if p.eat_keyword("str") {
            let s = p.parse_string()?;
            state.add_attr("stringLiteral", Attribute::string(&s));
        } else {
            break;
        }
    }
    state.add_attr("punctuation", punctuation_attr(punctuation));
    p.parse_optional_attr_dict(&mut state.attrs)
}

fn print_print(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    if let Some(&src) = ir.operands(op).first() {
        p.write_str(" ")?;
        p.print_operand(src)?;
        p.write_str(" : ")?;
        p.print_type(ir.value_type(src))?;
    }
    if let Some(s) = ir.attr(op, "stringLiteral") {
        p.write_str(" str ")?;
        p.print_attr(s)?;
    }
    let punct = ir.attr(op, "punctuation");
    match punct.and_then(punctuation_of) {
        Some("newline") | None => {}
        Some(kind) => write!(p, " punctuation <{kind}>")?,
    }
    let elided: &[&str] = if punct.is_some_and(|a| punctuation_of(a).is_none()) {
        &["stringLiteral"]
    } else {
        &["punctuation", "stringLiteral"]
    };
    p.print_optional_attr_dict(op, elided)
}

fn verify_print(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_results(ir, op, 0)?;
    if ir.operands(op).len() > 1 {
        return Err(op_error(
            ir,
            op,
            format!(
                "expected 0 or 1 operands, but found {}",
                ir.operands(op).len()
            ),
        ));
    }
    check_operand(
        ir,
        op,
        0,
        |t| {
            matches!(
                t,
                Type::Vector(_) | Type::Integer { .. } | Type::Index | Type::Float(_)
            )
        },
        "",
    )?;
    let punct = ir.attr(op, "punctuation").and_then(punctuation_of);
    if ir.attr(op, "stringLiteral").is_some()
        && (!ir.operands(op).is_empty() || punct.is_some_and(|p| p != "newline"))
    {
        return Err(op_error(
            ir,
            op,
            "failed to verify that `source` or `punctuation` are not set when printing strings",
        ));
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// vector.broadcast
// -------------------------------------------------------------------------------------------

/// `%r = vector.broadcast %x {attrs}? : f32 to vector<4xf32>`
fn parse_broadcast(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let from = p.parse_colon_type()?;
    expect_op_keyword(p, "vector.broadcast", "to")?;
    let to = p.parse_type()?;
    state.operands = vec![p.resolve_operand(&src, &from)?];
    state.result_types.push(to);
    Ok(())
}

fn print_broadcast(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    p.print_operands(ir.operands(op))?;
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : ")?;
    p.print_value_types(ir.operands(op))?;
    p.write_str(" to ")?;
    p.print_value_types(ir.results(op))
}

fn verify_broadcast(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_results(ir, op, 1)?;
    check_num_operands(ir, op, 1)?;
    check_result(ir, op, 0, is_vector, "vector of any type values")?;
    let src = ir.value_type(ir.operand(op, 0));
    let Type::Vector(dst) = ir.value_type(ir.result(op, 0)) else {
        return Ok(());
    };
    if src.element_type_or_self() != &dst.elem {
        return Err(op_error(
            ir,
            op,
            "failed to verify that source operand and result have same element type",
        ));
    }
    if let Type::Vector(sv) = src {
        if sv.shape.len() > dst.shape.len() {
            return Err(op_error(ir, op, "source rank higher than destination rank"));
        }
        let lead = dst.shape.len() - sv.shape.len();
        for (i, &s) in sv.shape.iter().enumerate() {
            let d = dst.shape[lead + i];
            if s != 1 && s != d {
                return Err(op_error(
                    ir,
                    op,
                    format!("dimension mismatch ({s} vs. {d})"),
                ));
            }
        }
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// vector.extract
// -------------------------------------------------------------------------------------------

/// `%r = vector.extract %v[0, %i] {attrs}? : f32 from vector<4x4xf32>` — static positions are
/// integers, dynamic ones `index` values (stored as `-9223372036854775808` in
/// `static_position`); `%v[]` extracts the whole vector.
fn parse_extract(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    if !p.eat("[") {
        return Err(p.error("expected '[' in dynamic index list"));
    }
    let mut positions = Vec::new();
    let mut dynamic = Vec::new();
    if !p.eat("]") {
        loop {
            if let Some(o) = p.parse_optional_operand()? {
                dynamic.push(o);
                positions.push(DYNAMIC);
            } else {
                let loc = p.current_loc();
                let v = parse_op_integer(p, "vector.extract")?;
                let v = i64::try_from(v)
                    .map_err(|_| Diagnostic::error(loc, "integer constant out of range"))?;
                positions.push(v);
            }
            if p.eat("]") {
                break;
            }
            p.expect(",")?;
        }
    }
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let result = p.parse_colon_type()?;
    expect_op_keyword(p, "vector.extract", "from")?;
    let vty = p.parse_type()?;
    let mut operands = vec![p.resolve_operand(&src, &vty)?];
    operands.extend(p.resolve_operands_same(&dynamic, &Type::Index)?);
    state.operands = operands;
    state.add_attr(
        "static_position",
        Attribute::DenseArray {
            elem: Type::i64(),
            values: positions.iter().map(|v| i128::from(*v)).collect(),
        },
    );
    state.result_types.push(result);
    Ok(())
}

fn print_extract(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let operands = ir.operands(op);
    let Some(&src) = operands.first() else {
        return Ok(());
    };
    p.write_str(" ")?;
    p.print_operand(src)?;
    p.write_str("[")?;
    let positions = ir
        .attr(op, "static_position")
        .and_then(Attribute::as_dense_i64s)
        .unwrap_or_default();
    let mut dynamic = operands[1..].iter();
    for (i, &pos) in positions.iter().enumerate() {
        if i > 0 {
            p.write_str(", ")?;
        }
        match (pos == DYNAMIC).then(|| dynamic.next()).flatten() {
            Some(&v) => p.print_operand(v)?,
            None => write!(p, "{pos}")?,
        }
    }
    p.write_str("]")?;
    p.print_optional_attr_dict(op, &["static_position"])?;
    p.write_str(" : ")?;
    p.print_value_types(ir.results(op))?;
    p.write_str(" from ")?;
    p.print_type(ir.value_type(src))
}

/// The type `vector.extract` infers: the element type when every dimension is indexed, else
/// the vector of the remaining dimensions.
fn extract_result_type(v: &VectorType, npos: usize) -> Type {
    if npos >= v.shape.len() {
        return v.elem.clone();
    }
    Type::Vector(Arc::new(VectorType {
        shape: v.shape[npos..].to_vec(),
        scalable: v
            .scalable
            .get(npos..)
            .map(<[bool]>::to_vec)
            .unwrap_or_default(),
        elem: v.elem.clone(),
    }))
}

fn verify_extract(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_results(ir, op, 1)?;
    let Some(positions) = ir
        .attr(op, "static_position")
        .and_then(Attribute::as_dense_i64s)
    else {
        return Err(op_error(ir, op, "requires attribute 'static_position'"));
    };
    if ir.operands(op).is_empty() {
        return Err(op_error(ir, op, "expected 1 or more operands, but found 0"));
    }
    check_operand(ir, op, 0, is_vector, "vector of any type values")?;
    for i in 1..ir.operands(op).len() {
        check_operand(ir, op, i, |t| *t == Type::Index, "variadic of index")?;
    }
    let n_dynamic = positions.iter().filter(|p| **p == DYNAMIC).count();
    if n_dynamic != ir.operands(op).len() - 1 {
        return Err(op_error(
            ir,
            op,
            "mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite",
        ));
    }
    let Type::Vector(v) = ir.value_type(ir.operand(op, 0)) else {
        return Ok(());
    };
    if positions.len() > v.shape.len() {
        return Err(op_error(
            ir,
            op,
            "expected position attribute of rank no greater than vector rank",
        ));
    }
    for (i, (&pos, &dim)) in positions.iter().zip(&v.shape).enumerate() {
        if pos != DYNAMIC && pos != -1 && !(0..dim).contains(&pos) {
            return Err(op_error(
                ir,
                op,
                format!(
                    "expected position attribute #{} to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)",
                    i + 1
                ),
            ));
        }
    }
    let inferred = extract_result_type(v, positions.len());
    let actual = ir.value_type(ir.result(op, 0));
    if *actual != inferred {
        return Err(op_error(
            ir,
            op,
            format!(
                "inferred type(s) '{inferred}' are incompatible with return type(s) of operation '{actual}'"
            ),
        ));
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// vector.reduction
// -------------------------------------------------------------------------------------------

/// Combining kinds, in the order mlir lists them.
const KINDS: [&str; 13] = [
    "add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf", "and", "or", "xor",
    "maximumf", "minimumf",
];

fn kind_of(attr: &Attribute) -> Option<&'static str> {
    let body = enum_body(attr, "#vector.kind")?;
    KINDS.iter().find(|k| **k == body).copied()
}

/// `%r = vector.reduction <add>, %v [, %acc] [fastmath<…>] {attrs}? : vector<4xf32> into f32`
/// (properties `kind = #vector.kind<add>`, `fastmath` defaulting to `none`; the accumulator
/// has the result type).
fn parse_reduction(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    p.expect("<")?;
    let loc = p.current_loc();
    let kind = p.parse_keyword_any()?;
    if !KINDS.contains(&kind.as_str()) {
        return Err(Diagnostic::error(
            loc,
            format!(
                "custom op 'vector.reduction' expected ::mlir::vector::CombiningKind to be one of: {}",
                KINDS.join(", ")
            ),
        ));
    }
    p.expect(">")?;
    state.add_attr(
        "kind",
        Attribute::Opaque(Arc::from(format!("#vector.kind<{kind}>"))),
    );
    p.expect(",")?;
    let src = p.parse_operand()?;
    let acc = if p.eat(",") {
        Some(p.parse_operand()?)
    } else {
        None
    };
    let mut bits = 0;
    if p.eat_keyword("fastmath") {
        p.expect("<")?;
        loop {
            let floc = p.current_loc();
            let name = p.parse_keyword_any()?;
            match fastmath_bits_of(&Attribute::Opaque(Arc::from(format!(
                "#arith.fastmath<{name}>"
            )))) {
                Some(b) => bits |= b,
                None => {
                    return Err(Diagnostic::error(
                        floc,
                        "custom op 'vector.reduction' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast",
                    ));
                }
            }
            if !p.eat(",") {
                break;
            }
        }
        p.expect(">")?;
    }
    state.add_attr("fastmath", fastmath_attr(bits));
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let vty = p.parse_colon_type()?;
    expect_op_keyword(p, "vector.reduction", "into")?;
    let dest = p.parse_type()?;
    let mut operands = vec![p.resolve_operand(&src, &vty)?];
    if let Some(acc) = acc {
        operands.push(p.resolve_operand(&acc, &dest)?);
    }
    state.operands = operands;
    state.result_types.push(dest);
    Ok(())
}

fn print_reduction(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let kind = ir.attr(op, "kind").and_then(kind_of).unwrap_or("add");
    write!(p, " <{kind}>, ")?;
    p.print_operands(ir.operands(op))?;
    let bits = fastmath_bits(ir, op);
    if bits != 0 {
        write!(p, " fastmath<{}>", fastmath_text(bits))?;
    }
    p.print_optional_attr_dict(op, &["kind", "fastmath"])?;
    p.write_str(" : ")?;
    if let Some(&src) = ir.operands(op).first() {
        p.print_type(ir.value_type(src))?;
    }
    p.write_str(" into ")?;
    p.print_value_types(ir.results(op))
}

fn verify_reduction(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_results(ir, op, 1)?;
    let n = ir.operands(op).len();
    if !(1..=2).contains(&n) {
        return Err(op_error(
            ir,
            op,
            format!("expected 1 or 2 operands, but found {n}"),
        ));
    }
    let Some(kind) = ir.attr(op, "kind") else {
        return Err(op_error(ir, op, "requires attribute 'kind'"));
    };
    check_operand(ir, op, 0, is_vector, "vector of any type values")?;
    let Type::Vector(v) = ir.value_type(ir.operand(op, 0)) else {
        return Ok(());
    };
    let dest = ir.value_type(ir.result(op, 0));
    if v.elem != *dest {
        return Err(op_error(
            ir,
            op,
            "failed to verify that source operand and result have same element type",
        ));
    }
    if n == 2 && ir.value_type(ir.operand(op, 1)) != dest {
        return Err(op_error(
            ir,
            op,
            "failed to verify that dest and acc have the same type",
        ));
    }
    if v.shape.len() > 1 {
        return Err(op_error(
            ir,
            op,
            format!("unsupported reduction rank: {}", v.shape.len()),
        ));
    }
    let kind_name = kind_of(kind).unwrap_or("");
    let elem = &v.elem;
    let int_or_index = elem.is_integer() || *elem == Type::Index;
    let supported = match kind_name {
        "add" | "mul" => int_or_index || elem.is_float(),
        "minui" | "minsi" | "maxui" | "maxsi" | "and" | "or" | "xor" => int_or_index,
        "minnumf" | "maxnumf" | "maximumf" | "minimumf" => elem.is_float(),
        _ => false,
    };
    if !supported {
        return Err(op_error(
            ir,
            op,
            format!("unsupported reduction type ''{elem}'' for kind '{kind_name}'"),
        ));
    }
    Ok(())
}
