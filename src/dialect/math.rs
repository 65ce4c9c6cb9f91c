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
//! The fastmath flags are arith's attribute ([`super::flags`]), so `arith` and `math` read and
//! print `#arith.fastmath<…>` alike.

pub mod fold;

use std::fmt::{self, Write as _};

use super::common::{
    FloatLike, SignlessIntLike, bool_shaped_like, check_num_operands, check_num_results,
    check_operand, check_result, check_single_operand, expect_op_keyword, is_bool_like,
    is_float_like, is_signless_int_like, shape_of, verify_same_type, verify_same_type_one_operand,
};
use super::flags::{
    fastmath_attr, fastmath_bits, fastmath_bits_of, parse_fastmath_flags, print_fastmath_clause,
};
use super::{OpDef, Traits, VerifyFn, op_error};
use crate::diag::Diagnostic;
use crate::ir::{Ir, OpId, OperationState};
use crate::parse::{PResult, Parser};
use crate::print::OpPrinter;

// -------------------------------------------------------------------------------------------
// Op table
// -------------------------------------------------------------------------------------------

/// A float op `%r = math.X %a[, %b[, %c]] [fastmath<…>] : t` with `arity` operands.
const fn float_op(name: &'static str, verify: VerifyFn) -> OpDef {
    OpDef {
        inherent_attrs: &["fastmath"],
        parse: Some(parse_same_type),
        print: Some(print_same_type),
        verify: Some(verify),
        ..OpDef::new(name, Traits::PURE)
    }
}

/// An integer op `%r = math.X %a[, %b] : t` (no flags).
const fn int_op(name: &'static str, verify: VerifyFn) -> OpDef {
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

/// The verifiers of the ops whose operands and result share one type (`math.sin`,
/// `math.powf`, `math.fma`, `math.ctlz`, `math.ipowi`, …), shared with `arith`.
const FLOAT_UNARY: VerifyFn = verify_same_type_one_operand::<FloatLike>;
const FLOAT_BINARY: VerifyFn = verify_same_type::<2, FloatLike>;
const FLOAT_TERNARY: VerifyFn = verify_same_type::<3, FloatLike>;
const INT_UNARY: VerifyFn = verify_same_type_one_operand::<SignlessIntLike>;
const INT_BINARY: VerifyFn = verify_same_type::<2, SignlessIntLike>;

/// Ops of the `math` dialect.
pub const OPS: &[OpDef] = &[
    OpDef {
        fold: Some(fold::fold_absf),
        ..float_op("math.absf", FLOAT_UNARY)
    },
    float_op("math.acos", FLOAT_UNARY),
    float_op("math.acosh", FLOAT_UNARY),
    float_op("math.asin", FLOAT_UNARY),
    float_op("math.asinh", FLOAT_UNARY),
    float_op("math.atan", FLOAT_UNARY),
    float_op("math.atanh", FLOAT_UNARY),
    float_op("math.cbrt", FLOAT_UNARY),
    OpDef {
        fold: Some(fold::fold_ceil),
        ..float_op("math.ceil", FLOAT_UNARY)
    },
    float_op("math.cos", FLOAT_UNARY),
    float_op("math.cosh", FLOAT_UNARY),
    float_op("math.erf", FLOAT_UNARY),
    float_op("math.erfc", FLOAT_UNARY),
    float_op("math.exp", FLOAT_UNARY),
    float_op("math.exp2", FLOAT_UNARY),
    float_op("math.expm1", FLOAT_UNARY),
    OpDef {
        fold: Some(fold::fold_floor),
        ..float_op("math.floor", FLOAT_UNARY)
    },
    float_op("math.log", FLOAT_UNARY),
    float_op("math.log10", FLOAT_UNARY),
    float_op("math.log1p", FLOAT_UNARY),
    float_op("math.log2", FLOAT_UNARY),
    OpDef {
        fold: Some(fold::fold_round),
        ..float_op("math.round", FLOAT_UNARY)
    },
    OpDef {
        fold: Some(fold::fold_roundeven),
        ..float_op("math.roundeven", FLOAT_UNARY)
    },
    float_op("math.rsqrt", FLOAT_UNARY),
    float_op("math.sin", FLOAT_UNARY),
    float_op("math.sinh", FLOAT_UNARY),
    OpDef {
        fold: Some(fold::fold_sqrt),
        ..float_op("math.sqrt", FLOAT_UNARY)
    },
    float_op("math.tan", FLOAT_UNARY),
    float_op("math.tanh", FLOAT_UNARY),
    OpDef {
        fold: Some(fold::fold_trunc),
        ..float_op("math.trunc", FLOAT_UNARY)
    },
    float_op("math.atan2", FLOAT_BINARY),
    OpDef {
        fold: Some(fold::fold_copysign),
        ..float_op("math.copysign", FLOAT_BINARY)
    },
    float_op("math.powf", FLOAT_BINARY),
    float_op("math.fma", FLOAT_TERNARY),
    OpDef {
        fold: Some(fold::fold_absi),
        ..int_op("math.absi", INT_UNARY)
    },
    OpDef {
        fold: Some(fold::fold_ctlz),
        ..int_op("math.ctlz", INT_UNARY)
    },
    OpDef {
        fold: Some(fold::fold_cttz),
        ..int_op("math.cttz", INT_UNARY)
    },
    OpDef {
        fold: Some(fold::fold_ctpop),
        ..int_op("math.ctpop", INT_UNARY)
    },
    int_op("math.ipowi", INT_BINARY),
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
        verify: Some(FLOAT_TERNARY),
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
    let bits = state.attr("fastmath").map_or(Some(0), fastmath_bits_of);
    if let Some(bits) = bits {
        state.add_attr("fastmath", fastmath_attr(bits));
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
    let bits = if p.eat_keyword("fastmath") {
        parse_fastmath_flags(p, state.name.as_str())?
    } else {
        0
    };
    state.add_attr("fastmath", fastmath_attr(bits));
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
    print_fastmath_clause(p, op)?;
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

fn verify_sincos(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_results(ir, op, 2)?;
    check_single_operand(ir, op)?;
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
    print_fastmath_clause(p, op)?;
    p.print_optional_attr_dict(op, &["fastmath"])?;
    p.write_str(" : ")?;
    p.print_value_types(ir.operands(op))
}

fn verify_fpowi(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_results(ir, op, 1)?;
    check_num_operands(ir, op, 2)?;
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
    state.result_types.push(bool_shaped_like(&ty));
    Ok(())
}

fn print_classify(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    p.print_operands(ir.operands(op))?;
    let elided: &[&str] = if fastmath_bits(ir, op) == 0 {
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
    check_single_operand(ir, op)?;
    check_operand(ir, op, 0, is_float_like, "floating-point-like")?;
    check_result(ir, op, 0, is_bool_like, "bool-like")?;
    let t = ir.value_type(ir.operand(op, 0));
    if *ir.value_type(ir.result(op, 0)) != bool_shaped_like(t) {
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
    expect_op_keyword(p, state.name.as_str(), "to")?;
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
    print_fastmath_clause(p, op)?;
    p.print_optional_attr_dict(op, &["fastmath"])?;
    p.write_str(" : ")?;
    p.print_value_types(&ops[..1])
}
