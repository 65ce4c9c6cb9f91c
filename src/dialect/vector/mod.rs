//! The `vector` dialect at the IR level: every op MLIR 22 registers (mlir-opt-22 no longer has
//! `vector.splat`, `extractelement`/`insertelement`, `scalable_insert`/`scalable_extract`,
//! `matrix_multiply` or `flat_transpose`), parsed, printed and verified as mlir-opt-22 does.
//!
//! One file per op family, each with its own `OPS` table: [`shape`] (broadcast, extract,
//! insert, from_elements, to_elements, shuffle, strided slices, shape_cast, bitcast,
//! transpose, type_cast, interleave, deinterleave), [`reduce`] (reduction, multi_reduction,
//! scan, fma, contract, outerproduct), [`mask`] (create_mask, constant_mask, step,
//! `vector.mask` and `vector.yield`), [`memory`] (load, store, maskedload, maskedstore,
//! gather, scatter, expandload, compressstore, transfer_read, transfer_write); this file holds
//! `vector.print`, `vector.vscale` and what the families share; [`access`] has typed accessors
//! over the properties for code generation (positions, kinds, transfer operands by role,
//! `in_bounds`, permutation maps, contraction maps).
//!
//! # How attributes are stored
//!
//! Property names are upstream's (`VectorOps.td`), so code generation reads them by those names:
//!
//! | upstream kind | examples | [`Attribute`] variant |
//! |---|---|---|
//! | `DenseI64ArrayAttr` | `static_position` (extract, insert; dynamic entries are [`DYNAMIC`], poison is `-1`), shuffle `mask`, transpose `permutation`, multi_reduction `reduction_dims`, constant_mask `mask_dim_sizes` | [`Attribute::DenseArray`] with `elem: i64` (`array<i64: …>`) |
//! | `I64ArrayAttr` | `offsets`, `sizes`, `strides` of the strided-slice ops | [`Attribute::Array`] of `i64` [`Attribute::Integer`]s |
//! | `BoolArrayAttr` | transfer `in_bounds` | [`Attribute::Array`] of `i1` [`Attribute::Integer`]s (`[true, false]`) |
//! | `AffineMapAttr` | transfer `permutation_map`; contract `indexing_maps` (an array of them) | [`Attribute::Opaque`] holding the canonical `affine_map<…>` text |
//! | enum attributes | `kind = #vector.kind<add>`, `punctuation = #vector.punctuation<comma>`, contract `iterator_types = [#vector.iterator_type<parallel>, …]` | [`Attribute::Opaque`] with the canonical text (an [`Attribute::Array`] of them for `iterator_types`) |
//! | `FastMathFlagsAttr` | reduction `fastmath` | the arith encoding ([`super::flags::fastmath_attr`]) |
//! | `I64Attr`, `BoolAttr`, `StrAttr` | scan `reduction_dim`, `inclusive`; load/store `alignment`, `nontemporal`; print `stringLiteral` | [`Attribute::Integer`] (`i64` / `i1`), [`Attribute::String`] |
//! | `operandSegmentSizes` | transfer_read `[1, #indices, 1, has_mask]`, transfer_write `[1, 1, #indices, has_mask]` | [`Attribute::DenseArray`] with `elem: i32` |

pub mod access;
pub mod mask;
pub mod memory;
pub mod reduce;
pub mod shape;

use std::fmt::{self, Write as _};
use std::sync::Arc;

use super::common::{
    check_index_type, check_num_operands, check_num_results, check_operand, parse_op_integer,
};
use super::flags::{fastmath_attr, fastmath_bits_of};
use super::{OpDef, Traits, op_error};
use crate::diag::Diagnostic;
use crate::ir::{Attribute, DYNAMIC, Ir, OpId, OperationState, Type, VectorType};
use crate::parse::{PResult, Parser};
use crate::print::OpPrinter;

/// `vector.print` and `vector.vscale` (the other ops are in the family files).
pub const OPS: &[OpDef] = &[
    OpDef {
        inherent_attrs: &["punctuation", "stringLiteral"],
        parse: Some(parse_print),
        print: Some(print_print),
        verify: Some(verify_print),
        ..OpDef::new("vector.print", Traits::NONE)
    },
    OpDef {
        parse: Some(parse_vscale),
        print: Some(print_vscale),
        verify: Some(verify_vscale),
        result_names: Some(vscale_names),
        ..OpDef::new("vector.vscale", Traits::PURE)
    },
];

/// Fills in default-valued properties of generic-form input, as mlir-opt does:
/// `vector.print` gets `punctuation = #vector.punctuation<newline>`, `vector.reduction` gets
/// `fastmath = #arith.fastmath<none>` (flag spellings are canonicalised), `vector.contract`
/// and `vector.outerproduct` get `kind = #vector.kind<add>`.
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
        "vector.contract" | "vector.outerproduct" if state.attr("kind").is_none() => {
            state.add_attr("kind", kind_attr("add"));
        }
        _ => {}
    }
}

// -------------------------------------------------------------------------------------------
// Shared helpers
// -------------------------------------------------------------------------------------------

/// "vector of any type values".
pub(crate) fn is_vector(t: &Type) -> bool {
    matches!(t, Type::Vector(_))
}

/// The vector type of `t`, if it is one.
pub(crate) fn as_vector(t: &Type) -> Option<&VectorType> {
    match t {
        Type::Vector(v) => Some(v),
        _ => None,
    }
}

/// `vector<shape x elem>` with the given scalable flags (missing flags are `false`).
pub(crate) fn vector_type(shape: Vec<i64>, scalable: Vec<bool>, elem: Type) -> Type {
    let mut scalable = scalable;
    scalable.resize(shape.len(), false);
    Type::Vector(Arc::new(VectorType {
        shape,
        scalable,
        elem,
    }))
}

/// The number of elements of a fixed-shape vector (the product of its dimensions).
pub(crate) fn num_elements(v: &VectorType) -> i64 {
    // Saturating: a malformed shape must not overflow (the parser never panics).
    v.shape.iter().fold(1i64, |n, d| n.saturating_mul(*d))
}

/// An error of a custom-form parser, worded as MLIR's `OpAsmParser::emitError` words it
/// (`custom op 'vector.x' …`).
pub(crate) fn custom_error(
    loc: &crate::ir::Location,
    op_name: &str,
    msg: impl fmt::Display,
) -> Diagnostic {
    Diagnostic::error(loc.clone(), format!("custom op '{op_name}' {msg}"))
}

/// Parses a type written for a vector-typed operand or result of a declarative assembly
/// format, which MLIR checks as it parses it.
pub(crate) fn parse_vector_type(p: &mut Parser<'_>, op_name: &str) -> PResult<Type> {
    let loc = p.current_loc();
    let t = p.parse_type()?;
    if !is_vector(&t) {
        return Err(custom_error(
            &loc,
            op_name,
            format!("invalid kind of type specified: expected builtin.vector, but found '{t}'"),
        ));
    }
    Ok(t)
}

/// `: T` where `T` must be a vector (see [`parse_vector_type`]).
pub(crate) fn parse_colon_vector_type(p: &mut Parser<'_>, op_name: &str) -> PResult<Type> {
    p.expect(":")?;
    parse_vector_type(p, op_name)
}

/// MLIR's `getElementTypeOrSelf`: the element type of a vector, tensor or memref.
pub(crate) fn elem_or_self(t: &Type) -> &Type {
    match t {
        Type::MemRef(m) => &m.elem,
        other => other.element_type_or_self(),
    }
}

/// The size in bits of a scalar element type as MLIR's default data layout gives it
/// (`index` is 64 bits).
pub(crate) fn bit_width(t: &Type) -> Option<i64> {
    if *t == Type::Index {
        return Some(64);
    }
    t.int_or_float_width().map(i64::from)
}

/// Whether `v` has a scalable dimension.
pub(crate) fn is_scalable(v: &VectorType) -> bool {
    v.scalable.iter().any(|s| *s)
}

/// The body `X` of an opaque `#prefix<X>` attribute.
pub(crate) fn enum_body<'a>(attr: &'a Attribute, prefix: &str) -> Option<&'a str> {
    let Attribute::Opaque(text) = attr else {
        return None;
    };
    text.strip_prefix(prefix)?
        .strip_prefix('<')?
        .strip_suffix('>')
        .map(str::trim)
}

/// Combining kinds, in the order MLIR lists them.
pub(crate) const KINDS: [&str; 13] = [
    "add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf", "and", "or", "xor",
    "maximumf", "minimumf",
];

/// `#vector.kind<kind>`.
pub(crate) fn kind_attr(kind: &str) -> Attribute {
    Attribute::Opaque(Arc::from(format!("#vector.kind<{kind}>")))
}

/// The combining kind of a `#vector.kind<…>` attribute.
pub(crate) fn kind_of(attr: &Attribute) -> Option<&'static str> {
    let body = enum_body(attr, "#vector.kind")?;
    KINDS.iter().find(|k| **k == body).copied()
}

/// The combining kind of `op`'s `kind` property.
pub(crate) fn op_kind(ir: &Ir, op: OpId) -> Option<&'static str> {
    ir.attr(op, "kind").and_then(kind_of)
}

/// Parses `<kind>` (a `CombiningKindAttr` in a custom form) into `kind`.
pub(crate) fn parse_kind(
    p: &mut Parser<'_>,
    op_name: &str,
    state: &mut OperationState,
) -> PResult<()> {
    p.expect("<")?;
    let loc = p.current_loc();
    let kind = p.parse_keyword_any()?;
    if !KINDS.contains(&kind.as_str()) {
        return Err(Diagnostic::error(
            loc,
            format!(
                "custom op '{op_name}' expected ::mlir::vector::CombiningKind to be one of: {}",
                KINDS.join(", ")
            ),
        ));
    }
    p.expect(">")?;
    state.add_attr("kind", kind_attr(&kind));
    Ok(())
}

/// Prints ` <kind>`.
pub(crate) fn print_kind(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let kind = op_kind(p.ir, op).unwrap_or("add");
    write!(p, " <{kind}>")
}

/// Whether combining kind `kind` applies to elements of type `elem` (MLIR's
/// `isSupportedCombiningKind`).
pub(crate) fn kind_supports(kind: &str, elem: &Type) -> bool {
    let int_or_index = elem.is_integer() || *elem == Type::Index;
    match kind {
        "add" | "mul" => int_or_index || elem.is_float(),
        "minui" | "minsi" | "maxui" | "maxsi" | "and" | "or" | "xor" => int_or_index,
        "minnumf" | "maxnumf" | "maximumf" | "minimumf" => elem.is_float(),
        _ => false,
    }
}

/// A `DenseI64ArrayAttr` (`array<i64: …>`).
pub(crate) fn dense_i64(values: &[i64]) -> Attribute {
    Attribute::DenseArray {
        elem: Type::i64(),
        values: values.iter().map(|v| i128::from(*v)).collect(),
    }
}

/// The values of an `I64ArrayAttr` or a `DenseI64ArrayAttr`.
pub(crate) fn i64s(attr: &Attribute) -> Option<Vec<i64>> {
    match attr {
        Attribute::Array(items) => items
            .iter()
            .map(|a| a.as_int().and_then(|v| i64::try_from(v).ok()))
            .collect(),
        _ => attr.as_dense_i64s(),
    }
}

/// The integer list property `name` of `op` (empty when missing or of another kind).
pub(crate) fn attr_i64s(ir: &Ir, op: OpId, name: &str) -> Vec<i64> {
    ir.attr(op, name).and_then(i64s).unwrap_or_default()
}

/// Parses `[1, -2, 3]` (a `DenseI64ArrayAttr` or `I64ArrayAttr` written in a custom form).
pub(crate) fn parse_i64_list(p: &mut Parser<'_>, op_name: &str) -> PResult<Vec<i64>> {
    p.expect("[")?;
    let mut out = Vec::new();
    if p.eat("]") {
        return Ok(out);
    }
    loop {
        let loc = p.current_loc();
        let v = parse_op_integer(p, op_name)?;
        out.push(
            i64::try_from(v)
                .map_err(|_| Diagnostic::error(loc, "integer constant out of range"))?,
        );
        if p.eat("]") {
            return Ok(out);
        }
        p.expect(",")?;
    }
}

/// Prints `[1, 2, 3]`.
pub(crate) fn write_i64_list(p: &mut OpPrinter<'_>, values: &[i64]) -> fmt::Result {
    p.write_str("[")?;
    for (i, v) in values.iter().enumerate() {
        if i > 0 {
            p.write_str(", ")?;
        }
        write!(p, "{v}")?;
    }
    p.write_str("]")
}

/// Parses MLIR's `custom<DynamicIndexList>` for vector positions: `[0, %i, 2]` — integers
/// go to the returned static list, `%x` entries become [`DYNAMIC`] there and are returned as
/// operands.
pub(crate) fn parse_positions<'a>(
    p: &mut Parser<'a>,
    op_name: &str,
) -> PResult<(Vec<crate::parse::Operand<'a>>, Vec<i64>)> {
    if !p.eat("[") {
        return Err(p.error("expected '[' in dynamic index list"));
    }
    let mut positions = Vec::new();
    let mut dynamic = Vec::new();
    if p.eat("]") {
        return Ok((dynamic, positions));
    }
    loop {
        if let Some(o) = p.parse_optional_operand()? {
            dynamic.push(o);
            positions.push(DYNAMIC);
        } else {
            let loc = p.current_loc();
            let v = parse_op_integer(p, op_name)?;
            let v = i64::try_from(v)
                .map_err(|_| Diagnostic::error(loc, "integer constant out of range"))?;
            positions.push(v);
        }
        if p.eat("]") {
            return Ok((dynamic, positions));
        }
        p.expect(",")?;
    }
}

/// Prints `[0, %i, 2]` from `static_position` and the dynamic position operands.
pub(crate) fn print_positions(
    p: &mut OpPrinter<'_>,
    op: OpId,
    dynamic: &[crate::ir::Value],
) -> fmt::Result {
    let positions = attr_i64s(p.ir, op, "static_position");
    let mut dynamic = dynamic.iter();
    p.write_str("[")?;
    for (i, &pos) in positions.iter().enumerate() {
        if i > 0 {
            p.write_str(", ")?;
        }
        match (pos == DYNAMIC).then(|| dynamic.next()).flatten() {
            Some(&v) => p.print_operand(v)?,
            None => write!(p, "{pos}")?,
        }
    }
    p.write_str("]")
}

/// MLIR's check of an inferred result type against the declared one.
pub(crate) fn check_inferred(
    ir: &Ir,
    op: OpId,
    inferred: &Type,
    actual: &Type,
) -> Result<(), Diagnostic> {
    if actual != inferred {
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
// vector.vscale
// -------------------------------------------------------------------------------------------

/// `%vscale = vector.vscale {attrs}?`
fn parse_vscale(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut state.attrs)?;
    state.result_types.push(Type::Index);
    Ok(())
}

fn print_vscale(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    p.print_optional_attr_dict(op, &[])
}

fn verify_vscale(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_operands(ir, op, 0)?;
    check_num_results(ir, op, 1)?;
    check_index_type(ir, op, ir.result(op, 0), "result #0")
}

fn vscale_names(_: &Ir, _: OpId) -> Vec<(usize, String)> {
    vec![(0, "vscale".to_owned())]
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
