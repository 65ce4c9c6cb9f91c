//! The `arith` dialect: constants, integer and float arithmetic, comparisons, `select` and
//! casts.
//!
//! Custom forms follow mlir-opt-22 exactly:
//!
//! * binary ops: `arith.addi %a, %b overflow<nsw, nuw> {attrs} : i32`,
//!   `arith.addf %a, %b fastmath<nnan,ninf> : f32` (the flags are omitted when `none`; the
//!   generic form always carries `overflowFlags` / `fastmath` as properties);
//! * `arith.cmpi slt, %a, %b : i32` (the generic form stores `predicate = N : i64`);
//! * casts: `arith.extsi %x : i32 to i64`, `arith.truncf %x downward fastmath<fast> : f64 to f32`;
//! * `arith.select %c, %a, %b : i32` / `: vector<4xi1>, vector<4xf32>`;
//! * `%sum, %overflow = arith.addui_extended %a, %b : i64, i1`,
//!   `%low, %high = arith.mulsi_extended %a, %b : i64` (also `mului_extended`);
//! * `arith.constant {attrs} 42 : i32`, with result names `%c42_i32`, `%c0`, `%true`, `%cst`.
//!
//! Flag attributes (`#arith.overflow<…>`, `#arith.fastmath<…>`) are stored as
//! [`Attribute::Opaque`] holding their canonical text; their encoding is shared with `math`
//! and `vector` in [`super::flags`]. The type-constraint checks are in [`super::common`].

use std::fmt::{self, Write as _};

pub mod canonicalize;
pub mod fold;

pub use fold::{can_materialize, constant_state};

use super::common::{
    FloatLike, SignlessIntLike, bool_shaped_like, check_num_operands, check_num_results,
    check_operand, check_result, expect_op_keyword, is_bool_like, is_fixed_int_like, is_float_like,
    is_signless_int_like, shape_of, verify_same_type,
};
use super::flags::{
    fastmath_attr, fastmath_bits, fastmath_bits_of, fastmath_text, overflow_attr, overflow_bits,
    overflow_bits_of, overflow_text, parse_fastmath_flags, parse_overflow_flags,
    print_fastmath_clause,
};
use super::{OpDef, Traits, op_error};
use crate::diag::Diagnostic;
use crate::ir::{Attribute, Ir, OpId, OperationState, Type};
use crate::parse::{PResult, Parser};
use crate::print::OpPrinter;

// -------------------------------------------------------------------------------------------
// Op table
// -------------------------------------------------------------------------------------------

/// An integer binary op `%r = arith.X %a, %b : t` (no flags).
const fn int_binary(name: &'static str) -> OpDef {
    OpDef {
        parse: Some(parse_binary),
        print: Some(print_binary),
        verify: Some(verify_same_type::<2, SignlessIntLike>),
        ..OpDef::new(name, Traits::PURE)
    }
}

/// An integer binary op with `overflowFlags`.
const fn int_binary_overflow(name: &'static str) -> OpDef {
    OpDef {
        inherent_attrs: &["overflowFlags"],
        ..int_binary(name)
    }
}

/// A float binary op with `fastmath`.
const fn float_binary(name: &'static str) -> OpDef {
    OpDef {
        inherent_attrs: &["fastmath"],
        parse: Some(parse_binary),
        print: Some(print_binary),
        verify: Some(verify_same_type::<2, FloatLike>),
        ..OpDef::new(name, Traits::PURE)
    }
}

/// A cast `%r = arith.X %a : t1 to t2`.
const fn cast(name: &'static str) -> OpDef {
    OpDef {
        parse: Some(parse_cast),
        print: Some(print_cast),
        verify: Some(verify_cast),
        ..OpDef::new(name, Traits::PURE)
    }
}

/// `%low, %high = arith.mul{s,u}i_extended %a, %b : t`.
const fn extended_mul(name: &'static str) -> OpDef {
    OpDef {
        parse: Some(parse_extended),
        print: Some(print_extended),
        verify: Some(verify_extended),
        result_names: Some(extended_result_names),
        ..OpDef::new(name, Traits::PURE)
    }
}

/// `def` with MLIR's `Commutative` trait added.
const fn commutative(def: OpDef) -> OpDef {
    OpDef {
        traits: def.traits.union(Traits::COMMUTATIVE),
        ..def
    }
}

/// Ops of the `arith` dialect.
pub const OPS: &[OpDef] = &[
    OpDef {
        inherent_attrs: &["value"],
        parse: Some(parse_constant),
        print: Some(print_constant),
        verify: Some(verify_constant),
        result_names: Some(constant_result_names),
        ..OpDef::new("arith.constant", Traits::CONSTANT_LIKE.union(Traits::PURE))
    },
    OpDef {
        fold: Some(fold::fold_addi),
        canonicalize: canonicalize::ADDI,
        ..commutative(int_binary_overflow("arith.addi"))
    },
    OpDef {
        fold: Some(fold::fold_subi),
        canonicalize: canonicalize::SUBI,
        ..int_binary_overflow("arith.subi")
    },
    OpDef {
        fold: Some(fold::fold_muli),
        canonicalize: canonicalize::MULI,
        ..commutative(int_binary_overflow("arith.muli"))
    },
    OpDef {
        fold: Some(fold::fold_shli),
        ..int_binary_overflow("arith.shli")
    },
    OpDef {
        fold: Some(fold::fold_divsi),
        ..int_binary("arith.divsi")
    },
    OpDef {
        fold: Some(fold::fold_divui),
        ..int_binary("arith.divui")
    },
    OpDef {
        fold: Some(fold::fold_remsi),
        ..int_binary("arith.remsi")
    },
    OpDef {
        fold: Some(fold::fold_remui),
        ..int_binary("arith.remui")
    },
    OpDef {
        fold: Some(fold::fold_ceildivsi),
        ..int_binary("arith.ceildivsi")
    },
    OpDef {
        fold: Some(fold::fold_ceildivui),
        ..int_binary("arith.ceildivui")
    },
    OpDef {
        fold: Some(fold::fold_floordivsi),
        ..int_binary("arith.floordivsi")
    },
    OpDef {
        fold: Some(fold::fold_andi),
        canonicalize: canonicalize::ANDI,
        ..commutative(int_binary("arith.andi"))
    },
    OpDef {
        fold: Some(fold::fold_ori),
        canonicalize: canonicalize::ORI,
        ..commutative(int_binary("arith.ori"))
    },
    OpDef {
        fold: Some(fold::fold_xori),
        canonicalize: canonicalize::XORI,
        ..commutative(int_binary("arith.xori"))
    },
    OpDef {
        fold: Some(fold::fold_shrsi),
        ..int_binary("arith.shrsi")
    },
    OpDef {
        fold: Some(fold::fold_shrui),
        ..int_binary("arith.shrui")
    },
    OpDef {
        fold: Some(fold::fold_minsi),
        ..commutative(int_binary("arith.minsi"))
    },
    OpDef {
        fold: Some(fold::fold_maxsi),
        ..commutative(int_binary("arith.maxsi"))
    },
    OpDef {
        fold: Some(fold::fold_minui),
        ..commutative(int_binary("arith.minui"))
    },
    OpDef {
        fold: Some(fold::fold_maxui),
        ..commutative(int_binary("arith.maxui"))
    },
    OpDef {
        parse: Some(parse_extended),
        print: Some(print_extended),
        verify: Some(verify_extended),
        result_names: Some(extended_result_names),
        ..OpDef::new(
            "arith.addui_extended",
            Traits::PURE.union(Traits::COMMUTATIVE),
        )
    },
    commutative(extended_mul("arith.mulsi_extended")),
    commutative(extended_mul("arith.mului_extended")),
    OpDef {
        fold: Some(fold::fold_addf),
        ..commutative(float_binary("arith.addf"))
    },
    OpDef {
        fold: Some(fold::fold_subf),
        ..float_binary("arith.subf")
    },
    OpDef {
        fold: Some(fold::fold_mulf),
        ..commutative(float_binary("arith.mulf"))
    },
    OpDef {
        fold: Some(fold::fold_divf),
        ..float_binary("arith.divf")
    },
    OpDef {
        fold: Some(fold::fold_remf),
        ..float_binary("arith.remf")
    },
    OpDef {
        fold: Some(fold::fold_minimumf),
        ..commutative(float_binary("arith.minimumf"))
    },
    OpDef {
        fold: Some(fold::fold_maximumf),
        ..commutative(float_binary("arith.maximumf"))
    },
    OpDef {
        fold: Some(fold::fold_minnumf),
        ..commutative(float_binary("arith.minnumf"))
    },
    OpDef {
        fold: Some(fold::fold_maxnumf),
        ..commutative(float_binary("arith.maxnumf"))
    },
    OpDef {
        inherent_attrs: &["fastmath"],
        parse: Some(parse_negf),
        print: Some(print_negf),
        verify: Some(verify_same_type::<1, FloatLike>),
        fold: Some(fold::fold_negf),
        ..OpDef::new("arith.negf", Traits::PURE)
    },
    OpDef {
        inherent_attrs: &["predicate"],
        parse: Some(parse_cmp),
        print: Some(print_cmp),
        verify: Some(verify_cmp),
        fold: Some(fold::fold_cmpi),
        canonicalize: canonicalize::CMPI,
        ..OpDef::new("arith.cmpi", Traits::PURE)
    },
    OpDef {
        inherent_attrs: &["fastmath", "predicate"],
        parse: Some(parse_cmp),
        print: Some(print_cmp),
        verify: Some(verify_cmp),
        fold: Some(fold::fold_cmpf),
        ..OpDef::new("arith.cmpf", Traits::PURE)
    },
    OpDef {
        parse: Some(parse_select),
        print: Some(print_select),
        verify: Some(verify_select),
        fold: Some(fold::fold_select),
        canonicalize: canonicalize::SELECT,
        ..OpDef::new("arith.select", Traits::PURE)
    },
    OpDef {
        fold: Some(fold::fold_index_cast),
        canonicalize: canonicalize::INDEX_CAST,
        ..cast("arith.index_cast")
    },
    OpDef {
        fold: Some(fold::fold_index_castui),
        canonicalize: canonicalize::INDEX_CASTUI,
        ..cast("arith.index_castui")
    },
    OpDef {
        fold: Some(fold::fold_sitofp),
        ..cast("arith.sitofp")
    },
    OpDef {
        fold: Some(fold::fold_uitofp),
        ..cast("arith.uitofp")
    },
    OpDef {
        fold: Some(fold::fold_fptosi),
        ..cast("arith.fptosi")
    },
    OpDef {
        fold: Some(fold::fold_fptoui),
        ..cast("arith.fptoui")
    },
    OpDef {
        fold: Some(fold::fold_extsi),
        canonicalize: canonicalize::EXTSI,
        ..cast("arith.extsi")
    },
    OpDef {
        fold: Some(fold::fold_extui),
        ..cast("arith.extui")
    },
    OpDef {
        inherent_attrs: &["overflowFlags"],
        fold: Some(fold::fold_trunci),
        canonicalize: canonicalize::TRUNCI,
        ..cast("arith.trunci")
    },
    OpDef {
        inherent_attrs: &["fastmath"],
        fold: Some(fold::fold_extf),
        ..cast("arith.extf")
    },
    OpDef {
        inherent_attrs: &["fastmath", "roundingmode"],
        fold: Some(fold::fold_truncf),
        canonicalize: canonicalize::TRUNCF,
        ..cast("arith.truncf")
    },
    OpDef {
        fold: Some(fold::fold_bitcast),
        ..cast("arith.bitcast")
    },
];

/// Fills in the properties mlir-opt materialises with their default value when an op is
/// written in generic form without them, and canonicalises flag attributes:
/// `overflowFlags = #arith.overflow<none>` (addi, subi, muli, shli, trunci),
/// `fastmath = #arith.fastmath<none>` (float binary ops, negf, cmpf).
///
/// Meant to be called on every parsed `arith.*` operation state (generic or custom form).
pub fn normalize(state: &mut OperationState) {
    match flag_kind(state.name.as_str()) {
        FlagKind::Overflow => {
            let bits = state
                .attr("overflowFlags")
                .map_or(Some(0), overflow_bits_of);
            if let Some(bits) = bits {
                state.add_attr("overflowFlags", overflow_attr(bits));
            }
        }
        FlagKind::Fastmath => {
            let bits = state.attr("fastmath").map_or(Some(0), fastmath_bits_of);
            if let Some(bits) = bits {
                state.add_attr("fastmath", fastmath_attr(bits));
            }
        }
        FlagKind::OptionalFastmath => {
            if let Some(bits) = state.attr("fastmath").and_then(fastmath_bits_of) {
                state.add_attr("fastmath", fastmath_attr(bits));
            }
        }
        FlagKind::None => {}
    }
}

// -------------------------------------------------------------------------------------------
// Flag clauses: overflow and fastmath
// -------------------------------------------------------------------------------------------

/// Which flag property an op carries.
#[derive(Clone, Copy, PartialEq, Eq)]
enum FlagKind {
    None,
    /// `overflowFlags`, always present (default `none`).
    Overflow,
    /// `fastmath`, always present (default `none`).
    Fastmath,
    /// `fastmath`, optional (extf, truncf): printed as written, even `fastmath<none>`.
    OptionalFastmath,
}

fn flag_kind(name: &str) -> FlagKind {
    match name {
        "arith.addi" | "arith.subi" | "arith.muli" | "arith.shli" | "arith.trunci" => {
            FlagKind::Overflow
        }
        "arith.addf" | "arith.subf" | "arith.mulf" | "arith.divf" | "arith.remf"
        | "arith.minimumf" | "arith.maximumf" | "arith.minnumf" | "arith.maxnumf"
        | "arith.negf" | "arith.cmpf" => FlagKind::Fastmath,
        "arith.extf" | "arith.truncf" => FlagKind::OptionalFastmath,
        _ => FlagKind::None,
    }
}

/// Parses the optional `overflow<…>` / `fastmath<…>` clause of the op in `state` and stores
/// the property (with its default when the op always carries one).
fn parse_flags(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    match flag_kind(state.name.as_str()) {
        FlagKind::Overflow => {
            let bits = if p.eat_keyword("overflow") {
                parse_overflow_flags(p, state.name.as_str())?
            } else {
                0
            };
            state.add_attr("overflowFlags", overflow_attr(bits));
        }
        FlagKind::Fastmath => {
            let bits = if p.eat_keyword("fastmath") {
                parse_fastmath_flags(p, state.name.as_str())?
            } else {
                0
            };
            state.add_attr("fastmath", fastmath_attr(bits));
        }
        FlagKind::OptionalFastmath => {
            if p.eat_keyword("fastmath") {
                let bits = parse_fastmath_flags(p, state.name.as_str())?;
                state.add_attr("fastmath", fastmath_attr(bits));
            }
        }
        FlagKind::None => {}
    }
    Ok(())
}

/// Prints the ` overflow<…>` / ` fastmath<…>` clause of `op` (nothing for default flags).
fn print_flags(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    match flag_kind(ir.name(op).as_str()) {
        FlagKind::Overflow => {
            let bits = overflow_bits(ir, op);
            if bits != 0 {
                write!(p, " overflow<{}>", overflow_text(bits))?;
            }
        }
        FlagKind::Fastmath => print_fastmath_clause(p, op)?,
        FlagKind::OptionalFastmath => {
            if ir.attr(op, "fastmath").is_some() {
                write!(p, " fastmath<{}>", fastmath_text(fastmath_bits(ir, op)))?;
            }
        }
        FlagKind::None => {}
    }
    Ok(())
}

/// The attributes a custom form prints itself (never in its attr-dict).
const FLAG_ATTRS: &[&str] = &["overflowFlags", "fastmath"];

// -------------------------------------------------------------------------------------------
// arith.constant
// -------------------------------------------------------------------------------------------

/// `%c = arith.constant {attrs}? 42 : i32` — the value attribute is printed with its type
/// (`true`/`false` for i1, `dense<…> : vector<4xf32>` for elements); the result type is the
/// value's type (`none` for an untyped attribute, which the verifier rejects).
fn parse_constant(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let value = p.parse_attribute()?;
    let ty = value.typed_type().cloned().unwrap_or(Type::None);
    state.add_attr("value", value);
    state.result_types.push(ty);
    Ok(())
}

fn print_constant(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.print_optional_attr_dict(op, &["value"])?;
    p.write_str(" ")?;
    match ir.attr(op, "value") {
        Some(v) => p.print_attr(v),
        None => p.write_str("unit"),
    }
}

/// `%c42_i32`, `%c-1_i8`, `%c0` (index), `%true` / `%false` (i1), `%cst` (anything else).
fn constant_result_names(ir: &Ir, op: OpId) -> Vec<(usize, String)> {
    let name = match ir.attr(op, "value") {
        Some(Attribute::Integer { value, ty }) => match ty {
            Type::Integer { width: 1, .. } => if *value != 0 { "true" } else { "false" }.to_owned(),
            Type::Integer { .. } => format!("c{value}_{ty}"),
            _ => format!("c{value}"),
        },
        _ => "cst".to_owned(),
    };
    vec![(0, name)]
}

fn verify_constant(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_results(ir, op, 1)?;
    check_num_operands(ir, op, 0)?;
    let Some(value) = ir.attr(op, "value") else {
        return Err(op_error(ir, op, "requires attribute 'value'"));
    };
    let result_ty = ir.value_type(ir.result(op, 0));
    let value_ty = value.typed_type().cloned().unwrap_or(Type::None);
    if *result_ty != value_ty {
        return Err(op_error(
            ir,
            op,
            "failed to verify that all of {value, result} have same type",
        ));
    }
    if result_ty.is_integer() && !result_ty.is_signless_integer() {
        return Err(op_error(ir, op, "integer return type must be signless"));
    }
    if !matches!(
        value,
        Attribute::Integer { .. } | Attribute::Float { .. } | Attribute::Dense { .. }
    ) {
        return Err(op_error(
            ir,
            op,
            "value must be an integer, float, or elements attribute",
        ));
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// Binary ops
// -------------------------------------------------------------------------------------------

/// `%r = arith.addi %a, %b [overflow<nsw>] {attrs}? : t` and
/// `%r = arith.addf %a, %b [fastmath<fast>] {attrs}? : t` (every binary op; the flag clause
/// exists only on ops with that property).
fn parse_binary(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let lhs = p.parse_operand()?;
    p.expect(",")?;
    let rhs = p.parse_operand()?;
    parse_flags(p, state)?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let ty = p.parse_colon_type()?;
    state.operands = p.resolve_operands(&[lhs, rhs], &[ty.clone(), ty.clone()])?;
    state.result_types.push(ty);
    Ok(())
}

fn print_binary(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    p.print_operands(ir.operands(op))?;
    print_flags(p, op)?;
    p.print_optional_attr_dict(op, FLAG_ATTRS)?;
    print_result_type(p, op)
}

/// Prints ` : <type of result 0>` (nothing if the op has no result).
fn print_result_type(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    if let Some(r) = ir.results(op).first() {
        p.write_str(" : ")?;
        p.print_type(ir.value_type(*r))?;
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// arith.addui_extended / arith.mulsi_extended / arith.mului_extended
// -------------------------------------------------------------------------------------------

/// `%sum, %overflow = arith.addui_extended %a, %b {attrs}? : t, i1` and
/// `%low, %high = arith.mulsi_extended %a, %b {attrs}? : t` (both results of type `t`).
fn parse_extended(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let lhs = p.parse_operand()?;
    p.expect(",")?;
    let rhs = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let ty = p.parse_colon_type()?;
    let second = if state.name.as_str() == "arith.addui_extended" {
        p.expect(",")?;
        p.parse_type()?
    } else {
        ty.clone()
    };
    state.operands = p.resolve_operands(&[lhs, rhs], &[ty.clone(), ty.clone()])?;
    state.result_types.push(ty);
    state.result_types.push(second);
    Ok(())
}

fn print_extended(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    p.print_operands(ir.operands(op))?;
    p.print_optional_attr_dict(op, &[])?;
    print_result_type(p, op)?;
    if ir.name(op).as_str() == "arith.addui_extended"
        && let Some(overflow) = ir.results(op).get(1)
    {
        p.write_str(", ")?;
        p.print_type(ir.value_type(*overflow))?;
    }
    Ok(())
}

/// `%sum, %overflow` / `%low, %high`.
fn extended_result_names(ir: &Ir, op: OpId) -> Vec<(usize, String)> {
    let names = if ir.name(op).as_str() == "arith.addui_extended" {
        ["sum", "overflow"]
    } else {
        ["low", "high"]
    };
    vec![(0, names[0].to_owned()), (1, names[1].to_owned())]
}

/// Type constraints first, then `AllTypesMatch`, then the `Elementwise` shape rules, in the
/// order mlir-opt reports them.
fn verify_extended(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    if ir.results(op).len() != 2 {
        return Err(op_error(ir, op, "expected 2 results"));
    }
    check_num_operands(ir, op, 2)?;
    let add = ir.name(op).as_str() == "arith.addui_extended";
    let int = "signless-integer-like";
    check_operand(ir, op, 0, is_signless_int_like, int)?;
    check_operand(ir, op, 1, is_signless_int_like, int)?;
    check_result(ir, op, 0, is_signless_int_like, int)?;
    if add {
        check_result(ir, op, 1, is_bool_like, "bool-like")?;
    } else {
        check_result(ir, op, 1, is_signless_int_like, int)?;
    }
    let ty = ir.value_type(ir.operand(op, 0));
    let mut same: Vec<&Type> = vec![ir.value_type(ir.operand(op, 1))];
    same.push(ir.value_type(ir.result(op, 0)));
    if !add {
        same.push(ir.value_type(ir.result(op, 1)));
    }
    if same.iter().any(|t| *t != ty) {
        let names = if add {
            "{lhs, rhs, sum}"
        } else {
            "{lhs, rhs, low, high}"
        };
        return Err(op_error(
            ir,
            op,
            format!("failed to verify that all of {names} have same type"),
        ));
    }
    verify_elementwise_shapes(ir, op)
}

/// MLIR's `Elementwise` trait: scalars and vectors/tensors are not mixed, and every
/// non-scalar operand and result has one shape.
fn verify_elementwise_shapes(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let shaped = |v: &crate::ir::Value| shape_of(ir.value_type(*v));
    let operand_shapes: Vec<_> = ir.operands(op).iter().filter_map(shaped).collect();
    let result_shapes: Vec<_> = ir.results(op).iter().filter_map(shaped).collect();
    if !result_shapes.is_empty() && operand_shapes.is_empty() {
        return Err(op_error(
            ir,
            op,
            "if a result is non-scalar, then at least one operand must be non-scalar",
        ));
    }
    if !operand_shapes.is_empty() && result_shapes.len() != ir.results(op).len() {
        return Err(op_error(
            ir,
            op,
            "if an operand is non-scalar, then all results must be non-scalar",
        ));
    }
    let mut all = operand_shapes.iter().chain(&result_shapes);
    if let Some(first) = all.next()
        && all.any(|s| s != first)
    {
        return Err(op_error(
            ir,
            op,
            "all non-scalar operands/results must have the same shape and base type",
        ));
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// arith.negf
// -------------------------------------------------------------------------------------------

/// `%r = arith.negf %a [fastmath<…>] {attrs}? : f32`
fn parse_negf(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let operand = p.parse_operand()?;
    parse_flags(p, state)?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let ty = p.parse_colon_type()?;
    state.operands = vec![p.resolve_operand(&operand, &ty)?];
    state.result_types.push(ty);
    Ok(())
}

fn print_negf(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    print_binary(p, op)
}

// -------------------------------------------------------------------------------------------
// arith.cmpi / arith.cmpf
// -------------------------------------------------------------------------------------------

/// `arith.cmpi` predicates, by enum value.
pub const CMPI_PREDICATES: [&str; 10] = [
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];

/// `arith.cmpf` predicates, by enum value.
pub const CMPF_PREDICATES: [&str; 16] = [
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "true",
];

fn predicates_of(name: &str) -> &'static [&'static str] {
    if name == "arith.cmpf" {
        &CMPF_PREDICATES
    } else {
        &CMPI_PREDICATES
    }
}

/// The predicate keyword of a `arith.cmpi` / `arith.cmpf` op (`None` if missing or invalid).
pub fn predicate_name(ir: &Ir, op: OpId) -> Option<&'static str> {
    let v = ir.attr(op, "predicate")?.as_int()?;
    predicates_of(ir.name(op).as_str())
        .get(usize::try_from(v).ok()?)
        .copied()
}

/// `%r = arith.cmpi slt, %a, %b {attrs}? : i32` and
/// `%r = arith.cmpf olt, %a, %b [fastmath<…>] {attrs}? : f32`; the result is `i1` shaped like
/// the operands. The predicate may also be written as a string (`"slt"`).
fn parse_cmp(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let name = state.name.as_str();
    let preds = predicates_of(name);
    let loc = p.current_loc();
    let pred = if p.at_string() {
        p.parse_string()?
    } else {
        p.eat_keyword_any().unwrap_or_default()
    };
    let Some(index) = preds.iter().position(|x| *x == pred) else {
        return Err(Diagnostic::error(
            loc,
            format!(
                "custom op '{name}' expected string or keyword containing one of the following enum values for attribute 'predicate' [{}]",
                preds.join(", ")
            ),
        ));
    };
    state.add_attr("predicate", Attribute::i64(index as i64));
    p.expect(",")?;
    let lhs = p.parse_operand()?;
    p.expect(",")?;
    let rhs = p.parse_operand()?;
    parse_flags(p, state)?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let ty = p.parse_colon_type()?;
    let (ok, desc) = if name == "arith.cmpf" {
        (is_float_like(&ty), "floating-point-like")
    } else {
        (is_signless_int_like(&ty), "signless-integer-like")
    };
    if !ok {
        return Err(Diagnostic::error(
            state.loc.clone(),
            format!("custom op '{name}' 'lhs' must be {desc}, but got '{ty}'"),
        ));
    }
    state.operands = p.resolve_operands(&[lhs, rhs], &[ty.clone(), ty.clone()])?;
    state.result_types.push(bool_shaped_like(&ty));
    Ok(())
}

fn print_cmp(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    match predicate_name(ir, op) {
        Some(name) => p.write_str(name)?,
        None => p.write_str("<<invalid predicate>>")?,
    }
    p.write_str(", ")?;
    p.print_operands(ir.operands(op))?;
    print_flags(p, op)?;
    let mut elided = vec!["predicate"];
    elided.extend_from_slice(FLAG_ATTRS);
    p.print_optional_attr_dict(op, &elided)?;
    if let Some(lhs) = ir.operands(op).first() {
        p.write_str(" : ")?;
        p.print_type(ir.value_type(*lhs))?;
    }
    Ok(())
}

fn verify_cmp(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_results(ir, op, 1)?;
    check_num_operands(ir, op, 2)?;
    let name = ir.name(op).as_str();
    match ir.attr(op, "predicate") {
        None => return Err(op_error(ir, op, "requires attribute 'predicate'")),
        Some(attr) => {
            if predicate_name(ir, op).is_none() {
                return Err(Diagnostic::error(
                    ir.loc(op).clone(),
                    format!(
                        "invalid properties {{predicate = {attr}}} for op {name}: Invalid attribute `predicate` in property conversion: {attr}"
                    ),
                ));
            }
        }
    }
    let (pred, desc): (fn(&Type) -> bool, &str) = if name == "arith.cmpf" {
        (is_float_like, "floating-point-like")
    } else {
        (is_signless_int_like, "signless-integer-like")
    };
    check_operand(ir, op, 0, pred, desc)?;
    check_operand(ir, op, 1, pred, desc)?;
    check_result(ir, op, 0, is_bool_like, "bool-like")?;
    let lhs = ir.value_type(ir.operand(op, 0));
    if *ir.value_type(ir.result(op, 0)) != bool_shaped_like(lhs) {
        return Err(op_error(
            ir,
            op,
            "failed to verify that result type has i1 element type and same shape as operands",
        ));
    }
    if ir.value_type(ir.operand(op, 1)) != lhs {
        return Err(op_error(
            ir,
            op,
            "requires all operands to have the same type",
        ));
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// arith.select
// -------------------------------------------------------------------------------------------

/// `%r = arith.select %c, %a, %b {attrs}? : t`, or `: cond_type, t` when the condition is a
/// vector/tensor of `i1`.
fn parse_select(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let loc = p.current_loc();
    let operands = p.parse_operand_list()?;
    if operands.len() != 3 {
        return Err(Diagnostic::error(
            loc,
            "custom op 'arith.select' expected 3 operands",
        ));
    }
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let first = p.parse_colon_type()?;
    let (cond_ty, ty) = if p.eat(",") {
        (first, p.parse_type()?)
    } else {
        (Type::i1(), first)
    };
    state.operands = p.resolve_operands(&operands, &[cond_ty, ty.clone(), ty.clone()])?;
    state.result_types.push(ty);
    Ok(())
}

fn print_select(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    p.print_operands(ir.operands(op))?;
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" :")?;
    if let Some(c) = ir.operands(op).first() {
        let cty = ir.value_type(*c);
        if matches!(cty, Type::Vector(_) | Type::Tensor(_) | Type::MemRef(_)) {
            p.write_str(" ")?;
            p.print_type(cty)?;
            p.write_str(",")?;
        }
    }
    if let Some(r) = ir.results(op).first() {
        p.write_str(" ")?;
        p.print_type(ir.value_type(*r))?;
    }
    Ok(())
}

fn verify_select(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_results(ir, op, 1)?;
    check_num_operands(ir, op, 3)?;
    check_operand(ir, op, 0, is_bool_like, "bool-like")?;
    let t = ir.value_type(ir.operand(op, 1));
    let f = ir.value_type(ir.operand(op, 2));
    let r = ir.value_type(ir.result(op, 0));
    if t != f || t != r {
        return Err(op_error(
            ir,
            op,
            "failed to verify that all of {true_value, false_value, result} have same type",
        ));
    }
    let c = ir.value_type(ir.operand(op, 0));
    let ok = match c {
        Type::Vector(_) | Type::Tensor(_) => shape_of(c).is_some() && shape_of(c) == shape_of(r),
        _ => c.is_int_of_width(1),
    };
    if !ok {
        return Err(op_error(
            ir,
            op,
            "failed to verify that condition is signless i1 or has matching shape",
        ));
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// Casts
// -------------------------------------------------------------------------------------------

/// Rounding modes of `arith.truncf`, by enum value.
const ROUNDING_MODES: [&str; 5] = [
    "to_nearest_even",
    "downward",
    "upward",
    "toward_zero",
    "to_nearest_away",
];

/// `%r = arith.extsi %a {attrs}? : i32 to i64`; `arith.trunci %a [overflow<…>] : …`,
/// `arith.extf %a [fastmath<…>] : …`, `arith.truncf %a [roundingmode] [fastmath<…>] : …`.
fn parse_cast(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let operand = p.parse_operand()?;
    if state.name.as_str() == "arith.truncf"
        && let Some(mode) = ROUNDING_MODES.iter().position(|m| p.at_keyword(m))
    {
        p.parse_keyword_any()?;
        state.add_attr("roundingmode", Attribute::int(mode as i128, Type::i32()));
    }
    parse_flags(p, state)?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let from = p.parse_colon_type()?;
    expect_op_keyword(p, state.name.as_str(), "to")?;
    let to = p.parse_type()?;
    state.operands = vec![p.resolve_operand(&operand, &from)?];
    state.result_types.push(to);
    Ok(())
}

fn print_cast(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    p.print_operands(ir.operands(op))?;
    let mode = ir
        .attr(op, "roundingmode")
        .and_then(Attribute::as_int)
        .and_then(|m| usize::try_from(m).ok())
        .and_then(|m| ROUNDING_MODES.get(m));
    if let Some(mode) = mode {
        write!(p, " {mode}")?;
    }
    print_flags(p, op)?;
    let elided: &[&str] = if mode.is_some() {
        &["overflowFlags", "fastmath", "roundingmode"]
    } else {
        FLAG_ATTRS
    };
    p.print_optional_attr_dict(op, elided)?;
    p.write_str(" : ")?;
    p.print_value_types(ir.operands(op))?;
    p.write_str(" to ")?;
    p.print_value_types(ir.results(op))
}

/// Element constraint of a cast's operand or result.
#[derive(Clone, Copy)]
enum CastTy {
    FixedInt,
    Float,
    IntOrIndexOrMemRef,
    IntOrFloatOrMemRef,
}

impl CastTy {
    fn check(self, t: &Type) -> bool {
        match self {
            CastTy::FixedInt => is_fixed_int_like(t),
            CastTy::Float => is_float_like(t),
            CastTy::IntOrIndexOrMemRef => match t {
                Type::MemRef(m) => m.elem.is_signless_int_or_index(),
                _ => is_signless_int_like(t),
            },
            CastTy::IntOrFloatOrMemRef => {
                let e = match t {
                    Type::MemRef(m) => &m.elem,
                    _ => t.element_type_or_self(),
                };
                e.is_signless_integer() || e.is_float()
            }
        }
    }

    fn desc(self) -> &'static str {
        match self {
            CastTy::FixedInt => "signless-fixed-width-integer-like",
            CastTy::Float => "floating-point-like",
            CastTy::IntOrIndexOrMemRef => "signless-integer-like or memref of signless-integer",
            CastTy::IntOrFloatOrMemRef => {
                "signless-integer-or-float-like or memref of signless-integer or float"
            }
        }
    }
}

/// The element type of `t` when it is a scalar, vector or tensor (with `memref`, also of a
/// memref); `None` for other shaped types.
fn cast_elem(t: &Type, allow_memref: bool) -> Option<&Type> {
    match t {
        Type::Vector(v) => Some(&v.elem),
        Type::Tensor(x) => Some(&x.1),
        Type::MemRef(m) if allow_memref => Some(&m.elem),
        Type::MemRef(_) | Type::UnrankedMemRef(_) => None,
        other => Some(other),
    }
}

/// Whether the cast `name` may convert `from` into `to` (`areCastCompatible`).
fn cast_compatible(name: &str, from: &Type, to: &Type) -> bool {
    let int_width = |t: &Type| match cast_elem(t, false) {
        Some(Type::Integer { width, .. }) => Some(*width),
        _ => None,
    };
    let float_width = |t: &Type| match cast_elem(t, false) {
        Some(Type::Float(k)) => Some(k.width()),
        _ => None,
    };
    match name {
        "arith.extsi" | "arith.extui" => {
            matches!((int_width(from), int_width(to)), (Some(a), Some(b)) if b > a)
        }
        "arith.trunci" => matches!((int_width(from), int_width(to)), (Some(a), Some(b)) if b < a),
        "arith.extf" => {
            matches!((float_width(from), float_width(to)), (Some(a), Some(b)) if b > a)
        }
        "arith.truncf" => {
            matches!((float_width(from), float_width(to)), (Some(a), Some(b)) if b < a)
        }
        "arith.index_cast" | "arith.index_castui" => {
            match (cast_elem(from, true), cast_elem(to, true)) {
                (Some(a), Some(b)) => {
                    (*a == Type::Index && b.is_signless_integer())
                        || (a.is_signless_integer() && *b == Type::Index)
                }
                _ => false,
            }
        }
        "arith.bitcast" => match (cast_elem(from, true), cast_elem(to, true)) {
            (Some(a), Some(b)) => {
                a.int_or_float_width().is_some() && a.int_or_float_width() == b.int_or_float_width()
            }
            _ => false,
        },
        "arith.sitofp" | "arith.uitofp" => int_width(from).is_some() && float_width(to).is_some(),
        "arith.fptosi" | "arith.fptoui" => float_width(from).is_some() && int_width(to).is_some(),
        _ => true,
    }
}

fn verify_cast(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_results(ir, op, 1)?;
    check_num_operands(ir, op, 1)?;
    let name = ir.name(op).as_str();
    let (input, output) = match name {
        "arith.extsi" | "arith.extui" | "arith.trunci" => (CastTy::FixedInt, CastTy::FixedInt),
        "arith.extf" | "arith.truncf" => (CastTy::Float, CastTy::Float),
        "arith.sitofp" | "arith.uitofp" => (CastTy::FixedInt, CastTy::Float),
        "arith.fptosi" | "arith.fptoui" => (CastTy::Float, CastTy::FixedInt),
        "arith.bitcast" => (CastTy::IntOrFloatOrMemRef, CastTy::IntOrFloatOrMemRef),
        _ => (CastTy::IntOrIndexOrMemRef, CastTy::IntOrIndexOrMemRef),
    };
    check_operand(ir, op, 0, |t| input.check(t), input.desc())?;
    check_result(ir, op, 0, |t| output.check(t), output.desc())?;
    let from = ir.value_type(ir.operand(op, 0));
    let to = ir.value_type(ir.result(op, 0));
    if !shapes_compatible(from, to) {
        return Err(op_error(
            ir,
            op,
            "requires the same shape for all operands and results",
        ));
    }
    if !cast_compatible(name, from, to) {
        return Err(op_error(
            ir,
            op,
            format!("operand type '{from}' and result type '{to}' are cast incompatible"),
        ));
    }
    Ok(())
}

/// MLIR's `verifyCompatibleShape` for two types: both unshaped, or both shaped with the same
/// rank and equal (or dynamic) dimensions.
fn shapes_compatible(a: &Type, b: &Type) -> bool {
    match (shape_of(a), shape_of(b)) {
        (None, None) => true,
        (Some(x), Some(y)) => {
            x.len() == y.len()
                && x.iter()
                    .zip(y)
                    .all(|(p, q)| p == q || *p == crate::ir::DYNAMIC || *q == crate::ir::DYNAMIC)
        }
        _ => matches!(
            (a, b),
            (Type::UnrankedMemRef(_), _) | (_, Type::UnrankedMemRef(_))
        ),
    }
}
