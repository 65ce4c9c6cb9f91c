//! The canonicalization patterns of the `arith` ops (MLIR 22's `ArithCanonicalization.td`
//! and the C++ patterns of `ArithOps.cpp`) that upstream's tests and lowerings hit:
//! constant chains of `addi`/`subi`/`muli`, `addi` of a negated product, casts of casts,
//! `trunci` of an extension, `select` to `extui`, `xori` of a comparison with `true`, and
//! comparisons of extended values.
//!
//! Each pattern creates its replacement ops right before the op it matched (new constants
//! included: they are uniqued and hoisted when the next sweep starts), as the code TableGen
//! generates for these patterns does.

use crate::diag::Diagnostic;
use crate::dialect::flags::{overflow_attr, overflow_bits};
use crate::ir::rewrite::{RewritePattern, Rewriter};
use crate::ir::{Attribute, Ir, NamedAttr, OpId, Type, Value, named};
use crate::passes::canonicalize::constant_value;

/// A pattern given by a function: `f(rewriter, op)` rewrites and returns true, or returns
/// false having changed nothing. `benefit` is what TableGen gives a DRR pattern: the number of
/// ops in its source pattern.
pub struct FnPattern {
    root: &'static str,
    name: &'static str,
    benefit: u16,
    f: fn(&mut Rewriter<'_>, OpId) -> bool,
}

impl RewritePattern for FnPattern {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }

    fn benefit(&self) -> u16 {
        self.benefit
    }

    fn name(&self) -> &'static str {
        self.name
    }

    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<bool, Diagnostic> {
        Ok((self.f)(rw, op))
    }
}

const fn pat(
    root: &'static str,
    name: &'static str,
    benefit: u16,
    f: fn(&mut Rewriter<'_>, OpId) -> bool,
) -> FnPattern {
    FnPattern {
        root,
        name,
        benefit,
        f,
    }
}

/// `arith.addi`'s patterns.
pub static ADDI: &[&dyn RewritePattern] = &[
    &pat("arith.addi", "AddIAddConstant", 2, add_add_constant),
    &pat("arith.addi", "AddISubConstantRHS", 2, add_sub_constant_rhs),
    &pat("arith.addi", "AddISubConstantLHS", 2, add_sub_constant_lhs),
    &pat(
        "arith.addi",
        "AddIMulNegativeOneRhs",
        2,
        add_mul_neg_one_rhs,
    ),
    &pat(
        "arith.addi",
        "AddIMulNegativeOneLhs",
        2,
        add_mul_neg_one_lhs,
    ),
];

/// `arith.subi`'s patterns.
pub static SUBI: &[&dyn RewritePattern] = &[
    &pat("arith.subi", "SubIRHSAddConstant", 2, sub_rhs_add_constant),
    &pat("arith.subi", "SubILHSAddConstant", 2, sub_lhs_add_constant),
    &pat(
        "arith.subi",
        "SubIRHSSubConstantRHS",
        2,
        sub_rhs_sub_constant_rhs,
    ),
    &pat(
        "arith.subi",
        "SubIRHSSubConstantLHS",
        2,
        sub_rhs_sub_constant_lhs,
    ),
    &pat(
        "arith.subi",
        "SubILHSSubConstantRHS",
        2,
        sub_lhs_sub_constant_rhs,
    ),
    &pat(
        "arith.subi",
        "SubILHSSubConstantLHS",
        2,
        sub_lhs_sub_constant_lhs,
    ),
    &pat("arith.subi", "SubISubILHSRHSLHS", 2, sub_sub_lhs_rhs_lhs),
];

/// `arith.muli`'s patterns.
pub static MULI: &[&dyn RewritePattern] =
    &[&pat("arith.muli", "MulIMulIConstant", 2, mul_mul_constant)];

/// `arith.trunci`'s patterns.
pub static TRUNCI: &[&dyn RewritePattern] = &[
    &pat("arith.trunci", "TruncIExtSIToExtSI", 2, trunc_ext_to_ext),
    &pat("arith.trunci", "TruncIExtUIToExtUI", 2, trunc_ext_to_ext),
];

/// `arith.index_cast`'s patterns.
pub static INDEX_CAST: &[&dyn RewritePattern] = &[
    &pat(
        "arith.index_cast",
        "IndexCastOfIndexCast",
        2,
        cast_of_same_cast,
    ),
    &pat("arith.index_cast", "IndexCastOfExtSI", 2, index_cast_of_ext),
];

/// `arith.index_castui`'s patterns.
pub static INDEX_CASTUI: &[&dyn RewritePattern] = &[
    &pat(
        "arith.index_castui",
        "IndexCastUIOfIndexCastUI",
        2,
        cast_of_same_cast,
    ),
    &pat(
        "arith.index_castui",
        "IndexCastUIOfExtUI",
        2,
        index_cast_of_ext,
    ),
];

/// `arith.extsi`'s patterns.
pub static EXTSI: &[&dyn RewritePattern] =
    &[&pat("arith.extsi", "ExtSIOfExtUI", 2, extsi_of_extui)];

/// `arith.select`'s patterns, in upstream's order.
pub static SELECT: &[&dyn RewritePattern] = &[
    &pat(
        "arith.select",
        "RedundantSelectFalse",
        2,
        redundant_select_false,
    ),
    &pat(
        "arith.select",
        "RedundantSelectTrue",
        2,
        redundant_select_true,
    ),
    &pat("arith.select", "SelectNotCond", 2, select_not_cond),
    &pat("arith.select", "SelectI1ToNot", 1, select_i1_to_not),
    &pat("arith.select", "SelectToExtUI", 1, select_to_extui),
];

/// `arith.xori`'s patterns.
pub static XORI: &[&dyn RewritePattern] = &[&pat("arith.xori", "XOrINotCmpI", 2, xor_not_cmpi)];

/// `arith.andi`'s patterns.
pub static ANDI: &[&dyn RewritePattern] = &[
    &pat("arith.andi", "AndOfExtUI", 3, logic_of_exts),
    &pat("arith.andi", "AndOfExtSI", 3, logic_of_exts),
];

/// `arith.ori`'s patterns.
pub static ORI: &[&dyn RewritePattern] = &[
    &pat("arith.ori", "OrOfExtUI", 3, logic_of_exts),
    &pat("arith.ori", "OrOfExtSI", 3, logic_of_exts),
];

/// `arith.truncf`'s patterns.
pub static TRUNCF: &[&dyn RewritePattern] = &[
    &pat(
        "arith.truncf",
        "TruncFSIToFPToSIToFP",
        2,
        truncf_of_int_to_fp,
    ),
    &pat(
        "arith.truncf",
        "TruncFUIToFPToUIToFP",
        2,
        truncf_of_int_to_fp,
    ),
];

/// `arith.cmpi`'s patterns.
pub static CMPI: &[&dyn RewritePattern] = &[
    &pat("arith.cmpi", "CmpIExtSI", 3, cmpi_of_exts),
    &pat("arith.cmpi", "CmpIExtUI", 3, cmpi_of_exts),
];

// -------------------------------------------------------------------------------------------
// Helpers
// -------------------------------------------------------------------------------------------

/// The scalar integer constant `v` holds.
fn cint(ir: &Ir, v: Value) -> Option<(i128, Type)> {
    match constant_value(ir, v)? {
        Attribute::Integer { value, ty } => Some((value, ty)),
        _ => None,
    }
}

fn def(ir: &Ir, v: Value, name: &str) -> Option<OpId> {
    ir.defining_op(v).filter(|d| ir.is(*d, name))
}

fn result_ty(ir: &Ir, op: OpId) -> Type {
    ir.value_type(ir.result(op, 0)).clone()
}

/// Creates `name(operands) : ty` right before `at`.
fn create(
    rw: &mut Rewriter<'_>,
    at: OpId,
    name: &str,
    operands: &[Value],
    ty: Type,
    attrs: Vec<NamedAttr>,
) -> Value {
    let loc = rw.ir_ref().loc(at).clone();
    let mut b = crate::ir::Builder::new(rw.ir(), crate::ir::InsertPoint::Before(at), loc);
    b.create_value(name, operands, ty, attrs)
}

/// Creates `arith.constant v : ty` right before `at`.
fn constant(rw: &mut Rewriter<'_>, at: OpId, v: i128, ty: &Type) -> Value {
    let attr = if *ty == Type::Index {
        Attribute::Integer {
            value: i128::from(v as i64),
            ty: Type::Index,
        }
    } else {
        Attribute::int(v, ty.clone())
    };
    create(
        rw,
        at,
        "arith.constant",
        &[],
        ty.clone(),
        vec![named("value", attr)],
    )
}

/// Creates an integer binary op with overflow flags `flags` before `at`.
fn binop(rw: &mut Rewriter<'_>, at: OpId, name: &str, a: Value, b: Value, flags: u32) -> Value {
    let ty = rw.ir_ref().value_type(a).clone();
    create(
        rw,
        at,
        name,
        &[a, b],
        ty,
        vec![named("overflowFlags", overflow_attr(flags))],
    )
}

/// Replaces `op` by `v`.
fn replace(rw: &mut Rewriter<'_>, op: OpId, v: Value) -> bool {
    rw.replace_op(op, &[v]);
    true
}

/// `(x, c0)` of `inner = name(x, c0)` with `c0` a constant, for the op's operand `v`.
fn with_const_rhs(ir: &Ir, v: Value, name: &str) -> Option<(OpId, Value, i128)> {
    let inner = def(ir, v, name)?;
    let (c, _) = cint(ir, ir.operand(inner, 1))?;
    Some((inner, ir.operand(inner, 0), c))
}

/// `(c0, x)` of `inner = name(c0, x)` with `c0` a constant.
fn with_const_lhs(ir: &Ir, v: Value, name: &str) -> Option<(OpId, i128, Value)> {
    let inner = def(ir, v, name)?;
    let (c, _) = cint(ir, ir.operand(inner, 0))?;
    Some((inner, c, ir.operand(inner, 1)))
}

// -------------------------------------------------------------------------------------------
// addi / subi / muli constant chains
// -------------------------------------------------------------------------------------------

/// `addi(addi(x, c0), c1) -> addi(x, c0 + c1)` (flags: both ops' common flags).
fn add_add_constant(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ir = rw.ir_ref();
    let Some((c1, ty)) = cint(ir, ir.operand(op, 1)) else {
        return false;
    };
    let Some((inner, x, c0)) = with_const_rhs(ir, ir.operand(op, 0), "arith.addi") else {
        return false;
    };
    let flags = overflow_bits(ir, inner) & overflow_bits(ir, op);
    let c = constant(rw, op, c0.wrapping_add(c1), &ty);
    let v = binop(rw, op, "arith.addi", x, c, flags);
    replace(rw, op, v)
}

/// `addi(subi(x, c0), c1) -> addi(x, c1 - c0)`. (Every constant-chain pattern keeps the
/// overflow flags both ops have, as upstream's `MergeOverflow`.)
fn add_sub_constant_rhs(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ir = rw.ir_ref();
    let Some((c1, ty)) = cint(ir, ir.operand(op, 1)) else {
        return false;
    };
    let Some((inner, x, c0)) = with_const_rhs(ir, ir.operand(op, 0), "arith.subi") else {
        return false;
    };
    let flags = overflow_bits(ir, inner) & overflow_bits(ir, op);
    let c = constant(rw, op, c1.wrapping_sub(c0), &ty);
    let v = binop(rw, op, "arith.addi", x, c, flags);
    replace(rw, op, v)
}

/// `addi(subi(c0, x), c1) -> subi(c0 + c1, x)`.
fn add_sub_constant_lhs(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ir = rw.ir_ref();
    let Some((c1, ty)) = cint(ir, ir.operand(op, 1)) else {
        return false;
    };
    let Some((inner, c0, x)) = with_const_lhs(ir, ir.operand(op, 0), "arith.subi") else {
        return false;
    };
    let flags = overflow_bits(ir, inner) & overflow_bits(ir, op);
    let c = constant(rw, op, c0.wrapping_add(c1), &ty);
    let v = binop(rw, op, "arith.subi", c, x, flags);
    replace(rw, op, v)
}

/// Whether `v` is the constant -1 (scalar).
fn is_minus_one(ir: &Ir, v: Value) -> bool {
    cint(ir, v).is_some_and(|(c, ty)| {
        let w = if ty == Type::Index {
            64
        } else {
            ty.int_or_float_width().unwrap_or(64)
        };
        let m = if w >= 128 {
            u128::MAX
        } else {
            (1u128 << w) - 1
        };
        (c as u128) & m == m
    })
}

/// `addi(x, muli(y, -1)) -> subi(x, y)`.
fn add_mul_neg_one_rhs(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ir = rw.ir_ref();
    let x = ir.operand(op, 0);
    let Some(mul) = def(ir, ir.operand(op, 1), "arith.muli") else {
        return false;
    };
    if !is_minus_one(ir, ir.operand(mul, 1)) {
        return false;
    }
    let y = ir.operand(mul, 0);
    let v = binop(rw, op, "arith.subi", x, y, 0);
    replace(rw, op, v)
}

/// `addi(muli(x, -1), y) -> subi(y, x)`.
fn add_mul_neg_one_lhs(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ir = rw.ir_ref();
    let y = ir.operand(op, 1);
    let Some(mul) = def(ir, ir.operand(op, 0), "arith.muli") else {
        return false;
    };
    if !is_minus_one(ir, ir.operand(mul, 1)) {
        return false;
    }
    let x = ir.operand(mul, 0);
    let v = binop(rw, op, "arith.subi", y, x, 0);
    replace(rw, op, v)
}

/// `muli(muli(x, c0), c1) -> muli(x, c0 * c1)`.
fn mul_mul_constant(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ir = rw.ir_ref();
    let Some((c1, ty)) = cint(ir, ir.operand(op, 1)) else {
        return false;
    };
    let Some((inner, x, c0)) = with_const_rhs(ir, ir.operand(op, 0), "arith.muli") else {
        return false;
    };
    let flags = overflow_bits(ir, inner) & overflow_bits(ir, op);
    let c = constant(rw, op, c0.wrapping_mul(c1), &ty);
    let v = binop(rw, op, "arith.muli", x, c, flags);
    replace(rw, op, v)
}

/// `subi(addi(x, c0), c1) -> addi(x, c0 - c1)`, without overflow flags (the one chain
/// pattern upstream gives `DefOverflow`).
fn sub_rhs_add_constant(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ir = rw.ir_ref();
    let Some((c1, ty)) = cint(ir, ir.operand(op, 1)) else {
        return false;
    };
    let Some((_, x, c0)) = with_const_rhs(ir, ir.operand(op, 0), "arith.addi") else {
        return false;
    };
    let c = constant(rw, op, c0.wrapping_sub(c1), &ty);
    let v = binop(rw, op, "arith.addi", x, c, 0);
    replace(rw, op, v)
}

/// `subi(c1, addi(x, c0)) -> subi(c1 - c0, x)`.
fn sub_lhs_add_constant(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ir = rw.ir_ref();
    let Some((c1, ty)) = cint(ir, ir.operand(op, 0)) else {
        return false;
    };
    let Some((inner, x, c0)) = with_const_rhs(ir, ir.operand(op, 1), "arith.addi") else {
        return false;
    };
    let flags = overflow_bits(ir, inner) & overflow_bits(ir, op);
    let c = constant(rw, op, c1.wrapping_sub(c0), &ty);
    let v = binop(rw, op, "arith.subi", c, x, flags);
    replace(rw, op, v)
}

/// `subi(subi(x, c0), c1) -> subi(x, c0 + c1)`.
fn sub_rhs_sub_constant_rhs(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ir = rw.ir_ref();
    let Some((c1, ty)) = cint(ir, ir.operand(op, 1)) else {
        return false;
    };
    let Some((inner, x, c0)) = with_const_rhs(ir, ir.operand(op, 0), "arith.subi") else {
        return false;
    };
    let flags = overflow_bits(ir, inner) & overflow_bits(ir, op);
    let c = constant(rw, op, c0.wrapping_add(c1), &ty);
    let v = binop(rw, op, "arith.subi", x, c, flags);
    replace(rw, op, v)
}

/// `subi(subi(c0, x), c1) -> subi(c0 - c1, x)`.
fn sub_rhs_sub_constant_lhs(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ir = rw.ir_ref();
    let Some((c1, ty)) = cint(ir, ir.operand(op, 1)) else {
        return false;
    };
    let Some((inner, c0, x)) = with_const_lhs(ir, ir.operand(op, 0), "arith.subi") else {
        return false;
    };
    let flags = overflow_bits(ir, inner) & overflow_bits(ir, op);
    let c = constant(rw, op, c0.wrapping_sub(c1), &ty);
    let v = binop(rw, op, "arith.subi", c, x, flags);
    replace(rw, op, v)
}

/// `subi(c1, subi(x, c0)) -> subi(c0 + c1, x)`.
fn sub_lhs_sub_constant_rhs(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ir = rw.ir_ref();
    let Some((c1, ty)) = cint(ir, ir.operand(op, 0)) else {
        return false;
    };
    let Some((inner, x, c0)) = with_const_rhs(ir, ir.operand(op, 1), "arith.subi") else {
        return false;
    };
    let flags = overflow_bits(ir, inner) & overflow_bits(ir, op);
    let c = constant(rw, op, c0.wrapping_add(c1), &ty);
    let v = binop(rw, op, "arith.subi", c, x, flags);
    replace(rw, op, v)
}

/// `subi(c1, subi(c0, x)) -> addi(x, c1 - c0)`.
fn sub_lhs_sub_constant_lhs(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ir = rw.ir_ref();
    let Some((c1, ty)) = cint(ir, ir.operand(op, 0)) else {
        return false;
    };
    let Some((inner, c0, x)) = with_const_lhs(ir, ir.operand(op, 1), "arith.subi") else {
        return false;
    };
    let flags = overflow_bits(ir, inner) & overflow_bits(ir, op);
    let c = constant(rw, op, c1.wrapping_sub(c0), &ty);
    let v = binop(rw, op, "arith.addi", x, c, flags);
    replace(rw, op, v)
}

/// `subi(subi(a, b), a) -> subi(0, b)`.
fn sub_sub_lhs_rhs_lhs(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ir = rw.ir_ref();
    let Some(inner) = def(ir, ir.operand(op, 0), "arith.subi") else {
        return false;
    };
    if ir.operand(inner, 0) != ir.operand(op, 1) {
        return false;
    }
    let ty = result_ty(ir, op);
    if !matches!(ty, Type::Integer { .. } | Type::Index) {
        return false;
    }
    let b = ir.operand(inner, 1);
    let flags = overflow_bits(ir, inner) & overflow_bits(ir, op);
    let zero = constant(rw, op, 0, &ty);
    let v = binop(rw, op, "arith.subi", zero, b, flags);
    replace(rw, op, v)
}

// -------------------------------------------------------------------------------------------
// Casts
// -------------------------------------------------------------------------------------------

fn int_width(ty: &Type) -> Option<u32> {
    match ty.element_type_or_self() {
        Type::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

/// `trunci(extsi(x))` / `trunci(extui(x))` with `x` narrower than the result: the same
/// extension of `x` to the result type.
fn trunc_ext_to_ext(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ir = rw.ir_ref();
    let input = ir.operand(op, 0);
    let Some(ext) = ir
        .defining_op(input)
        .filter(|d| ir.is(*d, "arith.extsi") || ir.is(*d, "arith.extui"))
    else {
        return false;
    };
    let x = ir.operand(ext, 0);
    let ty = result_ty(ir, op);
    let (Some(src_w), Some(dst_w)) = (int_width(ir.value_type(x)), int_width(&ty)) else {
        return false;
    };
    if src_w >= dst_w {
        return false;
    }
    let name = ir.name(ext).as_str();
    let v = create(rw, op, name, &[x], ty, Vec::new());
    replace(rw, op, v)
}

/// `index_cast(index_cast(x))` (and the `ui` form) back to `x`'s type is `x`.
fn cast_of_same_cast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ir = rw.ir_ref();
    let name = ir.name(op).as_str();
    let Some(inner) = def(ir, ir.operand(op, 0), name) else {
        return false;
    };
    let x = ir.operand(inner, 0);
    if *ir.value_type(x) != result_ty(ir, op) {
        return false;
    }
    replace(rw, op, x)
}

/// `index_cast(extsi(x))` is `index_cast(x)`; `index_castui(extui(x))` is `index_castui(x)`.
fn index_cast_of_ext(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ir = rw.ir_ref();
    let ext_name = if ir.is(op, "arith.index_cast") {
        "arith.extsi"
    } else {
        "arith.extui"
    };
    let Some(ext) = def(ir, ir.operand(op, 0), ext_name) else {
        return false;
    };
    let x = ir.operand(ext, 0);
    let name = ir.name(op).as_str();
    let ty = result_ty(ir, op);
    let v = create(rw, op, name, &[x], ty, Vec::new());
    replace(rw, op, v)
}

/// `extsi(extui(x))` is `extui(x)` (the inner extension left a zero sign bit).
fn extsi_of_extui(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ir = rw.ir_ref();
    let Some(ext) = def(ir, ir.operand(op, 0), "arith.extui") else {
        return false;
    };
    let x = ir.operand(ext, 0);
    let ty = result_ty(ir, op);
    let v = create(rw, op, "arith.extui", &[x], ty, Vec::new());
    replace(rw, op, v)
}

// -------------------------------------------------------------------------------------------
// select, xori, cmpi
// -------------------------------------------------------------------------------------------

/// `select(p, a, select(p, b, c))` is `select(p, a, c)`.
fn redundant_select_false(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    redundant_nested_select(rw, op, 2)
}

/// `select(p, select(p, a, b), c)` is `select(p, a, c)`.
fn redundant_select_true(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    redundant_nested_select(rw, op, 1)
}

/// A select whose operand `arm` (1: true, 2: false) is a select on the same condition takes
/// that inner select's same arm directly.
fn redundant_nested_select(rw: &mut Rewriter<'_>, op: OpId, arm: usize) -> bool {
    let ir = rw.ir_ref();
    let Some(inner) = def(ir, ir.operand(op, arm), "arith.select") else {
        return false;
    };
    if ir.operand(inner, 0) != ir.operand(op, 0) {
        return false;
    }
    let mut operands = ir.operands(op).to_vec();
    operands[arm] = ir.operand(inner, arm);
    let ty = result_ty(ir, op);
    let v = create(rw, op, "arith.select", &operands, ty, Vec::new());
    replace(rw, op, v)
}

/// `select(xori(p, true), a, b)` is `select(p, b, a)`.
fn select_not_cond(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ir = rw.ir_ref();
    let Some(not) = def(ir, ir.operand(op, 0), "arith.xori") else {
        return false;
    };
    if !cint(ir, ir.operand(not, 1)).is_some_and(|(c, ty)| ty == Type::i1() && c != 0) {
        return false;
    }
    let p = ir.operand(not, 0);
    let (a, b) = (ir.operand(op, 1), ir.operand(op, 2));
    let ty = result_ty(ir, op);
    let v = create(rw, op, "arith.select", &[p, b, a], ty, Vec::new());
    replace(rw, op, v)
}

/// `select(p, false, true)` is `xori(p, true)`.
fn select_i1_to_not(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ir = rw.ir_ref();
    let (Some((t, tt)), Some((f, _))) = (cint(ir, ir.operand(op, 1)), cint(ir, ir.operand(op, 2)))
    else {
        return false;
    };
    if tt != Type::i1() || t != 0 || f == 0 {
        return false;
    }
    let p = ir.operand(op, 0);
    let one = constant(rw, op, 1, &Type::i1());
    let v = create(rw, op, "arith.xori", &[p, one], Type::i1(), Vec::new());
    replace(rw, op, v)
}

/// `select(c, 1, 0)` on integers is `extui(c)`; `select(c, 0, 1)` is
/// `extui(xori(c, true))`.
fn select_to_extui(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ir = rw.ir_ref();
    let ty = result_ty(ir, op);
    if !matches!(ty, Type::Integer { .. }) || int_width(&ty) == Some(1) {
        return false;
    }
    let cond = ir.operand(op, 0);
    if *ir.value_type(cond) != Type::i1() {
        return false;
    }
    let (Some((t, _)), Some((f, _))) = (cint(ir, ir.operand(op, 1)), cint(ir, ir.operand(op, 2)))
    else {
        return false;
    };
    match (t, f) {
        (1, 0) => {
            let v = create(rw, op, "arith.extui", &[cond], ty, Vec::new());
            replace(rw, op, v)
        }
        (0, 1) => {
            let one = constant(rw, op, 1, &Type::i1());
            let not = create(rw, op, "arith.xori", &[cond, one], Type::i1(), Vec::new());
            let v = create(rw, op, "arith.extui", &[not], ty, Vec::new());
            replace(rw, op, v)
        }
        _ => false,
    }
}

/// `xori(cmpi(pred, a, b), true)` is `cmpi(!pred, a, b)`.
fn xor_not_cmpi(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ir = rw.ir_ref();
    let Some(cmp) = def(ir, ir.operand(op, 0), "arith.cmpi") else {
        return false;
    };
    let Some((c, ty)) = cint(ir, ir.operand(op, 1)) else {
        return false;
    };
    if ty != Type::i1() || c == 0 {
        return false;
    }
    let Some(pred) = ir.attr(cmp, "predicate").and_then(Attribute::as_int) else {
        return false;
    };
    let inverse = [1, 0, 5, 4, 3, 2, 9, 8, 7, 6][pred as usize % 10];
    let (a, b) = (ir.operand(cmp, 0), ir.operand(cmp, 1));
    let attrs = vec![named("predicate", Attribute::int(inverse, Type::i64()))];
    let v = create(rw, op, "arith.cmpi", &[a, b], Type::i1(), attrs);
    replace(rw, op, v)
}

/// `cmpi eq/ne` of two values extended the same way compares the unextended values.
fn cmpi_of_exts(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ir = rw.ir_ref();
    let Some(pred) = ir.attr(op, "predicate").and_then(Attribute::as_int) else {
        return false;
    };
    if pred > 1 {
        return false;
    }
    for ext in ["arith.extsi", "arith.extui"] {
        let (Some(a), Some(b)) = (
            def(ir, ir.operand(op, 0), ext),
            def(ir, ir.operand(op, 1), ext),
        ) else {
            continue;
        };
        let (x, y) = (ir.operand(a, 0), ir.operand(b, 0));
        if ir.value_type(x) != ir.value_type(y) {
            return false;
        }
        let ty = result_ty(ir, op);
        let attrs = vec![named("predicate", Attribute::int(pred, Type::i64()))];
        let v = create(rw, op, "arith.cmpi", &[x, y], ty, attrs);
        return replace(rw, op, v);
    }
    false
}

/// `andi`/`ori` of two values extended the same way from one type: the extension of the
/// operation on the narrow values.
fn logic_of_exts(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ir = rw.ir_ref();
    for ext in ["arith.extui", "arith.extsi"] {
        let (Some(a), Some(b)) = (
            def(ir, ir.operand(op, 0), ext),
            def(ir, ir.operand(op, 1), ext),
        ) else {
            continue;
        };
        let (x, y) = (ir.operand(a, 0), ir.operand(b, 0));
        if ir.value_type(x) != ir.value_type(y) {
            return false;
        }
        let name = ir.name(op).as_str();
        let (narrow, ty) = (ir.value_type(x).clone(), result_ty(ir, op));
        let inner = create(rw, op, name, &[x, y], narrow, Vec::new());
        let v = create(rw, op, ext, &[inner], ty, Vec::new());
        return replace(rw, op, v);
    }
    false
}

/// `truncf(sitofp(x))` (or `uitofp`) without a rounding mode converts `x` directly.
fn truncf_of_int_to_fp(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ir = rw.ir_ref();
    if ir.attr(op, "roundingmode").is_some() {
        return false;
    }
    let Some(conv) = ir
        .defining_op(ir.operand(op, 0))
        .filter(|d| ir.is(*d, "arith.sitofp") || ir.is(*d, "arith.uitofp"))
    else {
        return false;
    };
    let x = ir.operand(conv, 0);
    let name = ir.name(conv).as_str();
    let ty = result_ty(ir, op);
    let v = create(rw, op, name, &[x], ty, Vec::new());
    replace(rw, op, v)
}
