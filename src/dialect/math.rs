//! The `math` dialect: elementary functions, rounding, bit counting and float classification.
//!
//! Custom forms follow mlir-opt-22 (MathOps.td's assembly formats):
//!
//! * float unary ops: `math.sin %x fastmath<nnan> {attrs} : f32` (the clause is omitted for
//!   `fastmath<none>`; every float op always carries the `fastmath` property, default `none`);
//! * float binary ops: `math.powf %a, %b : f32`; `math.fma %a, %b, %c : f32`;
//! * `math.fpowi %b, %p fastmath<fast> : f32, i32` (operand types both printed);
//! * integer ops: `math.ctlz %x : i32`, `math.ipowi %a, %b : i32` (no flags);
//! * classification: `math.isnan %x {fastmath = #arith.fastmath<nnan>} : f32` (flags only in
//!   the attribute dictionary; the type is the operand's, the result `i1` of the same shape);
//! * `%sin, %cos = math.sincos %x : f32`; `math.clampf %x to [%lo, %hi] : f32`.
//!
//! The fastmath flags reuse arith's helpers ([`arith::fastmath_attr`], [`arith::fastmath_text`],
//! [`arith::fastmath_bits_of`]), so both dialects read and print `#arith.fastmath<…>` alike.

pub mod fold;

use std::fmt::{self, Write as _};
use std::sync::Arc;

use super::arith::{
    self, check_num_results, check_operand, check_result, is_bool_like, is_float_like,
    is_signless_int_like, shape_of,
};
use super::{OpDef, Traits, op_error};
use crate::diag::Diagnostic;
use crate::ir::{Attribute, Ir, OpId, OperationState, Type};
use crate::parse::{PResult, Parser};
use crate::print::OpPrinter;

// -------------------------------------------------------------------------------------------
// Op table
// -------------------------------------------------------------------------------------------

/// A float op `%r = math.X %a[, %b[, %c]] [fastmath<…>] : t` with `arity` operands.
const fn float_op(name: &'static str, verify: super::VerifyFn) -> OpDef {
    OpDef {
        inherent_attrs: &["fastmath"],
        parse: Some(parse_same_type),
        print: Some(print_same_type),
        verify: Some(verify),
        ..OpDef::new(name, Traits::PURE)
    }
}

/// An integer op `%r = math.X %a[, %b] : t` (no flags).
const fn int_op(name: &'static str, verify: super::VerifyFn) -> OpDef {
    OpDef {
        parse: Some(parse_same_type),
        print: Some(print_same_type),
        verify: Some(verify),
        ..OpDef::new(name, Traits::PURE)
    }
}

/// A classification op `%r = math.isX %a [fastmath<…>] : t` with an `i1`-like result.
const fn classify_op(name: &'static str) -> OpDef {
    OpDef {
        inherent_attrs: &["fastmath"],
        parse: Some(parse_classify),
        print: Some(print_classify),
        verify: Some(verify_classify),
        ..OpDef::new(name, Traits::PURE)
    }
}

/// Ops of the `math` dialect.
pub const OPS: &[OpDef] = &[
    OpDef {
        fold: Some(fold::fold_absf),
        ..float_op("math.absf", verify_float_unary)
    },
    float_op("math.acos", verify_float_unary),
    float_op("math.acosh", verify_float_unary),
    float_op("math.asin", verify_float_unary),
    float_op("math.asinh", verify_float_unary),
    float_op("math.atan", verify_float_unary),
    float_op("math.atanh", verify_float_unary),
    float_op("math.cbrt", verify_float_unary),
    OpDef {
        fold: Some(fold::fold_ceil),
        ..float_op("math.ceil", verify_float_unary)
    },
    float_op("math.cos", verify_float_unary),
    float_op("math.cosh", verify_float_unary),
    float_op("math.erf", verify_float_unary),
    float_op("math.erfc", verify_float_unary),
    float_op("math.exp", verify_float_unary),
    float_op("math.exp2", verify_float_unary),
    float_op("math.expm1", verify_float_unary),
    OpDef {
        fold: Some(fold::fold_floor),
        ..float_op("math.floor", verify_float_unary)
    },
    float_op("math.log", verify_float_unary),
    float_op("math.log10", verify_float_unary),
    float_op("math.log1p", verify_float_unary),
    float_op("math.log2", verify_float_unary),
    OpDef {
        fold: Some(fold::fold_round),
        ..float_op("math.round", verify_float_unary)
    },
    OpDef {
        fold: Some(fold::fold_roundeven),
        ..float_op("math.roundeven", verify_float_unary)
    },
    float_op("math.rsqrt", verify_float_unary),
    float_op("math.sin", verify_float_unary),
    float_op("math.sinh", verify_float_unary),
    OpDef {
        fold: Some(fold::fold_sqrt),
        ..float_op("math.sqrt", verify_float_unary)
    },
    float_op("math.tan", verify_float_unary),
    float_op("math.tanh", verify_float_unary),
    OpDef {
        fold: Some(fold::fold_trunc),
        ..float_op("math.trunc", verify_float_unary)
    },
    float_op("math.atan2", verify_float_binary),
    OpDef {
        fold: Some(fold::fold_copysign),
        ..float_op("math.copysign", verify_float_binary)
    },
    float_op("math.powf", verify_float_binary),
    float_op("math.fma", verify_float_ternary),
    OpDef {
        fold: Some(fold::fold_absi),
        ..int_op("math.absi", verify_int_unary)
    },
    OpDef {
        fold: Some(fold::fold_ctlz),
        ..int_op("math.ctlz", verify_int_unary)
    },
    OpDef {
        fold: Some(fold::fold_cttz),
        ..int_op("math.cttz", verify_int_unary)
    },
    OpDef {
        fold: Some(fold::fold_ctpop),
        ..int_op("math.ctpop", verify_int_unary)
    },
    int_op("math.ipowi", verify_int_binary),
    OpDef {
        inherent_attrs: &["fastmath"],
        parse: Some(parse_fpowi),
        print: Some(print_fpowi),
        verify: Some(verify_fpowi),
        ..OpDef::new("math.fpowi", Traits::PURE)
    },
    classify_op("math.isfinite"),
    classify_op("math.isinf"),
    classify_op("math.isnan"),
    classify_op("math.isnormal"),
    OpDef {
        inherent_attrs: &["fastmath"],
        parse: Some(parse_sincos),
        print: Some(print_same_type),
        verify: Some(verify_sincos),
        result_names: Some(sincos_result_names),
        ..OpDef::new("math.sincos", Traits::PURE)
    },
    OpDef {
        inherent_attrs: &["fastmath"],
        parse: Some(parse_clampf),
        print: Some(print_clampf),
        verify: Some(verify_float_ternary),
        ..OpDef::new("math.clampf", Traits::PURE)
    },
];

/// Whether op `name` carries the `fastmath` property (every op on floats).
fn has_fastmath(name: &str) -> bool {
    !matches!(
        name,
        "math.absi" | "math.ctlz" | "math.cttz" | "math.ctpop" | "math.ipowi"
    )
}

/// Fills in `fastmath = #arith.fastmath<none>` on a float op written in generic form without
/// it (mlir-opt materialises the default property) and canonicalises the flags' spelling.
///
/// Meant to be called on every parsed `math.*` operation state (generic or custom form).
pub fn normalize(state: &mut OperationState) {
    if !has_fastmath(state.name.as_str()) {
        return;
    }
    let bits = state
        .attr("fastmath")
        .map_or(Some(0), arith::fastmath_bits_of);
    if let Some(bits) = bits {
        state.add_attr("fastmath", arith::fastmath_attr(bits));
    }
}

// -------------------------------------------------------------------------------------------
// fastmath clause
// -------------------------------------------------------------------------------------------

/// Parses the optional `fastmath<…>` clause and stores the `fastmath` property (default
/// `none`) when the op carries one.
fn parse_fastmath(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    if !has_fastmath(state.name.as_str()) {
        return Ok(());
    }
    let mut bits = 0;
    if p.eat_keyword("fastmath") {
        p.expect("<")?;
        loop {
            let loc = p.current_loc();
            let flag = p.parse_keyword_any()?;
            // arith's reader of `#arith.fastmath<…>` knows the flag names.
            let one = Attribute::Opaque(Arc::from(format!("#arith.fastmath<{flag}>")));
            match arith::fastmath_bits_of(&one) {
                Some(b) if !flag.contains(',') => bits |= b,
                _ => {
                    return Err(Diagnostic::error(
                        loc,
                        format!(
                            "custom op '{}' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast",
                            state.name.as_str()
                        ),
                    ));
                }
            }
            if !p.eat(",") {
                break;
            }
        }
        p.expect(">")?;
    }
    state.add_attr("fastmath", arith::fastmath_attr(bits));
    Ok(())
}

/// Prints ` fastmath<…>` unless the flags are `none` (or the op has none).
fn print_fastmath(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let bits = arith::fastmath_bits(p.ir, op);
    if bits != 0 {
        write!(p, " fastmath<{}>", arith::fastmath_text(bits))?;
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// Ops whose operands and results share one type
// -------------------------------------------------------------------------------------------

/// `%r = math.X %a, %b… [fastmath<…>] {attrs}? : t` (also `sincos`, whose two results are
/// added by [`parse_sincos`]).
fn parse_same_type(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let operands = parse_operands(p, arity(state.name.as_str()))?;
    parse_fastmath(p, state)?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let ty = p.parse_colon_type()?;
    let types = vec![ty.clone(); operands.len()];
    state.operands = p.resolve_operands(&operands, &types)?;
    state.result_types.push(ty);
    Ok(())
}

fn print_same_type(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    p.print_operands(ir.operands(op))?;
    print_fastmath(p, op)?;
    p.print_optional_attr_dict(op, &["fastmath"])?;
    if let Some(r) = ir.results(op).first() {
        p.write_str(" : ")?;
        p.print_type(ir.value_type(*r))?;
    }
    Ok(())
}

/// The number of operands of op `name` in its custom form.
fn arity(name: &str) -> usize {
    match name {
        "math.atan2" | "math.copysign" | "math.powf" | "math.ipowi" | "math.fpowi" => 2,
        "math.fma" | "math.clampf" => 3,
        _ => 1,
    }
}

/// Parses exactly `n` comma-separated operands (`expected ','` when one is missing, as the
/// generated parsers of MathOps.td's formats report it).
fn parse_operands<'a>(p: &mut Parser<'a>, n: usize) -> PResult<Vec<crate::parse::Operand<'a>>> {
    let mut operands = vec![p.parse_operand()?];
    for _ in 1..n {
        p.expect(",")?;
        operands.push(p.parse_operand()?);
    }
    Ok(operands)
}

/// `%sin, %cos = math.sincos %x [fastmath<…>] : t`.
fn parse_sincos(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    parse_same_type(p, state)?;
    let ty = state.result_types[0].clone();
    state.result_types.push(ty);
    Ok(())
}

/// `%sin`, `%cos`.
fn sincos_result_names(_ir: &Ir, _op: OpId) -> Vec<(usize, String)> {
    vec![(0, "sin".to_owned()), (1, "cos".to_owned())]
}

/// Checks the operand count: `requires a single operand` or `expected N operands, but found M`.
fn check_operands(ir: &Ir, op: OpId, n: usize) -> Result<(), Diagnostic> {
    if n == 1 && ir.operands(op).len() != 1 {
        return Err(op_error(ir, op, "requires a single operand"));
    }
    arith::check_num_operands(ir, op, n)
}

/// `n` operands and one result of one type accepted by `pred` (MathOps.td's
/// `SameOperandsAndResultType` ops); math's own operand-count message comes first.
fn verify_elementwise(
    ir: &Ir,
    op: OpId,
    n: usize,
    pred: fn(&Type) -> bool,
    desc: &str,
) -> Result<(), Diagnostic> {
    check_num_results(ir, op, 1)?;
    check_operands(ir, op, n)?;
    arith::verify_elementwise(ir, op, n, pred, desc)
}

fn verify_float_unary(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_elementwise(ir, op, 1, is_float_like, "floating-point-like")
}

fn verify_float_binary(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_elementwise(ir, op, 2, is_float_like, "floating-point-like")
}

fn verify_float_ternary(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_elementwise(ir, op, 3, is_float_like, "floating-point-like")
}

fn verify_int_unary(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_elementwise(ir, op, 1, is_signless_int_like, "signless-integer-like")
}

fn verify_int_binary(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_elementwise(ir, op, 2, is_signless_int_like, "signless-integer-like")
}

fn verify_sincos(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_results(ir, op, 2)?;
    check_operands(ir, op, 1)?;
    check_operand(ir, op, 0, is_float_like, "floating-point-like")?;
    for i in 0..2 {
        check_result(ir, op, i, is_float_like, "floating-point-like")?;
    }
    let t = ir.value_type(ir.operand(op, 0));
    if ir.results(op).iter().any(|r| ir.value_type(*r) != t) {
        return Err(op_error(
            ir,
            op,
            "failed to verify that all of {operand, sin, cos} have same type",
        ));
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// math.fpowi
// -------------------------------------------------------------------------------------------

/// `%r = math.fpowi %b, %p [fastmath<…>] {attrs}? : tb, tp`.
fn parse_fpowi(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let operands = parse_operands(p, 2)?;
    parse_fastmath(p, state)?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let base = p.parse_colon_type()?;
    p.expect(",")?;
    let power = p.parse_type()?;
    state.operands = p.resolve_operands(&operands, &[base.clone(), power])?;
    state.result_types.push(base);
    Ok(())
}

fn print_fpowi(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    p.print_operands(ir.operands(op))?;
    print_fastmath(p, op)?;
    p.print_optional_attr_dict(op, &["fastmath"])?;
    p.write_str(" : ")?;
    p.print_value_types(ir.operands(op))
}

fn verify_fpowi(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_results(ir, op, 1)?;
    check_operands(ir, op, 2)?;
    check_operand(ir, op, 0, is_float_like, "floating-point-like")?;
    check_operand(ir, op, 1, is_signless_int_like, "signless-integer-like")?;
    check_result(ir, op, 0, is_float_like, "floating-point-like")?;
    let base = ir.value_type(ir.operand(op, 0));
    let power = ir.value_type(ir.operand(op, 1));
    let result = ir.value_type(ir.result(op, 0));
    if shape_of(base) != shape_of(power) || shape_of(base) != shape_of(result) {
        return Err(op_error(
            ir,
            op,
            "requires the same shape for all operands and results",
        ));
    }
    if base != result {
        return Err(op_error(
            ir,
            op,
            "failed to verify that all of {lhs, result} have same type",
        ));
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// Classification: isnan, isinf, isfinite, isnormal
// -------------------------------------------------------------------------------------------

/// `%r = math.isnan %x {attrs}? : t` (the result is `i1` shaped like `t`). MLIR 22's format
/// has no `fastmath<…>` clause here: the flags live in the attribute dictionary, printed only
/// when they are not `none`.
fn parse_classify(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let operand = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    normalize(state);
    let ty = p.parse_colon_type()?;
    state.operands = vec![p.resolve_operand(&operand, &ty)?];
    state.result_types.push(super::bool_shaped_like(&ty));
    Ok(())
}

fn print_classify(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    p.print_operands(ir.operands(op))?;
    let elided: &[&str] = if arith::fastmath_bits(ir, op) == 0 {
        &["fastmath"]
    } else {
        &[]
    };
    p.print_optional_attr_dict(op, elided)?;
    p.write_str(" : ")?;
    p.print_value_types(ir.operands(op))
}

fn verify_classify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_results(ir, op, 1)?;
    check_operands(ir, op, 1)?;
    check_operand(ir, op, 0, is_float_like, "floating-point-like")?;
    check_result(ir, op, 0, is_bool_like, "bool-like")?;
    let t = ir.value_type(ir.operand(op, 0));
    if *ir.value_type(ir.result(op, 0)) != super::bool_shaped_like(t) {
        return Err(op_error(
            ir,
            op,
            "failed to verify that result type has i1 element type and same shape as operands",
        ));
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// math.clampf
// -------------------------------------------------------------------------------------------

/// `%r = math.clampf %x to [%lo, %hi] [fastmath<…>] {attrs}? : t`.
fn parse_clampf(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let value = p.parse_operand()?;
    arith::expect_op_keyword(p, state.name.as_str(), "to")?;
    p.expect("[")?;
    let lo = p.parse_operand()?;
    p.expect(",")?;
    let hi = p.parse_operand()?;
    p.expect("]")?;
    parse_fastmath(p, state)?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let ty = p.parse_colon_type()?;
    state.operands = p.resolve_operands(&[value, lo, hi], &[ty.clone(), ty.clone(), ty.clone()])?;
    state.result_types.push(ty);
    Ok(())
}

fn print_clampf(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let ops = ir.operands(op);
    if ops.len() != 3 {
        return print_same_type(p, op);
    }
    p.write_str(" ")?;
    p.print_operand(ops[0])?;
    p.write_str(" to [")?;
    p.print_operand(ops[1])?;
    p.write_str(", ")?;
    p.print_operand(ops[2])?;
    p.write_str("]")?;
    print_fastmath(p, op)?;
    p.print_optional_attr_dict(op, &["fastmath"])?;
    p.write_str(" : ")?;
    p.print_value_types(&ops[..1])
}
