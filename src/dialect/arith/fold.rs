//! The folders of the `arith` ops (MLIR 22's `ArithOps.cpp` `fold` methods) and the
//! constant materialiser the greedy driver and `create_or_fold` use.
//!
//! Constant operands arrive as attributes: an integer or float scalar, or a `dense<…>` of a
//! vector or tensor (a splat or one value per element). Folding a constant computes with the
//! type's width (`index` is 64 bits, as MLIR's `IndexType::kInternalStorageBitWidth`):
//! integers wrap, division by zero and signed overflow of a division are not folded, and float
//! results are rounded once to the result type (computing in `f64` and rounding once is exact
//! for `+ - * /` of every narrower format, since `f64` has more than twice their precision).

use crate::dialect::const_fold::{
    Form, elem_of, elem_width, float_attr, float_lanes, int_attr, int_lanes, mask, signed, unsigned,
};
use crate::ir::rewrite::{FoldResult, Folded};
use crate::ir::{Attribute, DenseElements, FloatKind, Ir, OpId, Type, Value, round_to_kind};

use std::sync::Arc;

/// The lane count both forms agree on, and the form of the result (MLIR's
/// `constFoldBinaryOp`: scalar with scalar, splat with splat, elements with elements).
fn zip_forms(a: &Form, na: usize, b: &Form, nb: usize) -> Option<Form> {
    match (a, b) {
        (Form::Scalar, Form::Scalar) => Some(Form::Scalar),
        (Form::Splat(t), Form::Splat(_)) => Some(Form::Splat(t.clone())),
        (Form::Splat(t) | Form::Dense(t), Form::Splat(_) | Form::Dense(_)) => {
            let n = na.max(nb);
            ((na == 1 || na == n) && (nb == 1 || nb == n)).then(|| Form::Dense(t.clone()))
        }
        _ => None,
    }
}

fn lane<T: Copy>(v: &[T], i: usize) -> T {
    if v.len() == 1 { v[0] } else { v[i] }
}

/// Folds a binary integer op on two constants; `f(a, b, w)` gets the lanes sign-extended and
/// returns `None` when a lane must not fold. `elem` is the result element type.
fn fold_int_binary(
    a: &Option<Attribute>,
    b: &Option<Attribute>,
    elem: &Type,
    f: impl Fn(i128, i128, u32) -> Option<i128>,
) -> Option<Attribute> {
    fold_int_binary_w(a, b, elem, elem_width(elem), f)
}

/// [`fold_int_binary`] with the operands' width `w` given (comparisons: the result is `i1`).
fn fold_int_binary_w(
    a: &Option<Attribute>,
    b: &Option<Attribute>,
    elem: &Type,
    w: u32,
    f: impl Fn(i128, i128, u32) -> Option<i128>,
) -> Option<Attribute> {
    let (a, b) = (int_lanes(a.as_ref()?)?, int_lanes(b.as_ref()?)?);
    let form = zip_forms(&a.form, a.vals.len(), &b.form, b.vals.len())?;
    let n = a.vals.len().max(b.vals.len());
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        out.push(f(lane(&a.vals, i), lane(&b.vals, i), w)?);
    }
    Some(int_attr(&form, out, elem))
}

/// Folds a binary float op on two constants, rounding each lane to `kind`.
fn fold_float_binary(
    a: &Option<Attribute>,
    b: &Option<Attribute>,
    elem: &Type,
    f: impl Fn(f64, f64) -> f64,
) -> Option<Attribute> {
    let Type::Float(kind) = elem else { return None };
    let (a, b) = (float_lanes(a.as_ref()?)?, float_lanes(b.as_ref()?)?);
    let form = zip_forms(&a.form, a.vals.len(), &b.form, b.vals.len())?;
    let n = a.vals.len().max(b.vals.len());
    let out = (0..n)
        .map(|i| {
            let (x, y) = (lane(&a.vals, i), lane(&b.vals, i));
            float_result(f(x, y), &[x, y], *kind)
        })
        .collect();
    Some(float_attr(&form, out, elem))
}

/// A float result as APFloat produces it: a NaN operand propagates (quieted), an invalid
/// operation gives the positive default NaN; otherwise the value rounded to `kind`.
fn float_result(r: f64, inputs: &[f64], kind: FloatKind) -> f64 {
    if r.is_nan() {
        if let Some(n) = inputs.iter().find(|x| x.is_nan()) {
            return f64::from_bits(n.to_bits() | (1 << 51));
        }
        return f64::NAN;
    }
    round_to_kind(r, kind)
}

/// Whether `a` is an integer scalar or splat whose lanes all equal `v` (as `w`-bit unsigned).
fn int_splat_is(a: &Option<Attribute>, pred: impl Fn(u128, u32) -> bool, ty: &Type) -> bool {
    let Some(l) = a.as_ref().and_then(int_lanes) else {
        return false;
    };
    let w = elem_width(ty);
    matches!(l.form, Form::Scalar | Form::Splat(_))
        && l.vals.len() == 1
        && pred(unsigned(l.vals[0], w), w)
}

fn is_zero(a: &Option<Attribute>, ty: &Type) -> bool {
    int_splat_is(a, |v, _| v == 0, ty)
}

fn is_one(a: &Option<Attribute>, ty: &Type) -> bool {
    int_splat_is(a, |v, _| v == 1, ty)
}

fn is_all_ones(a: &Option<Attribute>, ty: &Type) -> bool {
    int_splat_is(a, |v, w| v == mask(w), ty)
}

/// Whether `a` is a float scalar or splat equal to `v` (bit for bit: `-0.0` is not `+0.0`).
fn float_splat_is(a: &Option<Attribute>, v: f64) -> bool {
    let Some(l) = a.as_ref().and_then(float_lanes) else {
        return false;
    };
    matches!(l.form, Form::Scalar | Form::Splat(_)) && l.vals[0].to_bits() == v.to_bits()
}

// -------------------------------------------------------------------------------------------
// Helpers on ops
// -------------------------------------------------------------------------------------------

fn result_type(ir: &Ir, op: OpId) -> Type {
    ir.value_type(ir.result(op, 0)).clone()
}

fn def_named(ir: &Ir, v: Value, name: &str) -> Option<OpId> {
    ir.defining_op(v).filter(|d| ir.is(*d, name))
}

fn value(v: Value) -> Folded {
    Folded::Results(vec![FoldResult::Value(v)])
}

fn attr(a: Option<Attribute>) -> Folded {
    a.map_or(Folded::None, |a| Folded::Results(vec![FoldResult::Attr(a)]))
}

/// A zero of `ty` (scalar or splat); `None` for a dynamically shaped tensor.
fn zero_of(ty: &Type) -> Option<Attribute> {
    splat_int_of(ty, 0)
}

fn splat_int_of(ty: &Type, v: i128) -> Option<Attribute> {
    match ty {
        Type::Vector(_) => Some(int_attr(
            &Form::Splat(ty.clone()),
            vec![v],
            ty.element_type_or_self(),
        )),
        Type::Tensor(t) if t.0.iter().all(|d| *d >= 0) => {
            Some(int_attr(&Form::Splat(ty.clone()), vec![v], &t.1))
        }
        Type::Tensor(_) => None,
        _ => Some(int_attr(&Form::Scalar, vec![v], ty)),
    }
}

/// MLIR's `IsCommutative` trait fold: constants move to the end of the operand list.
fn fold_commutative(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    if cst.len() < 2 {
        return Folded::None;
    }
    let operands = ir.operands(op).to_vec();
    let Some(first_const) = cst.iter().position(|c| c.is_some()) else {
        return Folded::None;
    };
    let mut reordered: Vec<Value> = operands[..first_const].to_vec();
    let rest: Vec<(Value, bool)> = operands[first_const..]
        .iter()
        .zip(&cst[first_const..])
        .map(|(v, c)| (*v, c.is_some()))
        .collect();
    reordered.extend(rest.iter().filter(|(_, c)| !c).map(|(v, _)| *v));
    reordered.extend(rest.iter().filter(|(_, c)| *c).map(|(v, _)| *v));
    if reordered == operands {
        return Folded::None;
    }
    ir.set_operands(op, reordered);
    Folded::InPlace
}

/// Runs `fold`; when it folds nothing, tries the commutative operand move.
fn commutative(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>], fold: Folded) -> Folded {
    match fold {
        Folded::None => fold_commutative(ir, op, cst),
        other => other,
    }
}

// -------------------------------------------------------------------------------------------
// Materialisation
// -------------------------------------------------------------------------------------------

/// Whether `a` can be materialised as an `arith.constant` of type `ty` (MLIR's
/// `arith::ConstantOp::isBuildableWith`).
pub fn can_materialize(a: &Attribute, ty: &Type) -> bool {
    match a {
        Attribute::Integer { ty: t, .. }
        | Attribute::Float { ty: t, .. }
        | Attribute::Dense { ty: t, .. } => t == ty,
        _ => false,
    }
}

/// The state of `arith.constant` holding `a` (of type `ty`).
pub fn constant_state(
    a: Attribute,
    ty: Type,
    loc: crate::ir::Location,
) -> crate::ir::OperationState {
    let mut state = crate::ir::OperationState::new("arith.constant", loc);
    state.add_attr("value", a);
    state.result_types.push(ty);
    state
}

// -------------------------------------------------------------------------------------------
// Integer arithmetic
// -------------------------------------------------------------------------------------------

/// `arith.addi`.
pub fn fold_addi(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    let f = fold_addi_impl(ir, op, cst);
    commutative(ir, op, cst, f)
}

fn fold_addi_impl(ir: &Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    let (lhs, rhs) = (ir.operand(op, 0), ir.operand(op, 1));
    let ty = result_type(ir, op);
    if is_zero(&cst[1], &ty) {
        return value(lhs);
    }
    // addi(subi(a, b), b) -> a; addi(b, subi(a, b)) -> a
    if let Some(sub) = def_named(ir, lhs, "arith.subi")
        && ir.operand(sub, 1) == rhs
    {
        return value(ir.operand(sub, 0));
    }
    if let Some(sub) = def_named(ir, rhs, "arith.subi")
        && ir.operand(sub, 1) == lhs
    {
        return value(ir.operand(sub, 0));
    }
    attr(fold_int_binary(
        &cst[0],
        &cst[1],
        &elem_of(ir, op),
        |a, b, _| Some(a.wrapping_add(b)),
    ))
}

/// `arith.subi`.
pub fn fold_subi(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    let (lhs, rhs) = (ir.operand(op, 0), ir.operand(op, 1));
    let ty = result_type(ir, op);
    if lhs == rhs
        && let Some(z) = zero_of(&ty)
    {
        return attr(Some(z));
    }
    if is_zero(&cst[1], &ty) {
        return value(lhs);
    }
    if let Some(add) = def_named(ir, lhs, "arith.addi") {
        if ir.operand(add, 1) == rhs {
            return value(ir.operand(add, 0));
        }
        if ir.operand(add, 0) == rhs {
            return value(ir.operand(add, 1));
        }
    }
    attr(fold_int_binary(
        &cst[0],
        &cst[1],
        &elem_of(ir, op),
        |a, b, _| Some(a.wrapping_sub(b)),
    ))
}

/// `arith.muli`.
pub fn fold_muli(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    let ty = result_type(ir, op);
    let f = if is_zero(&cst[1], &ty) {
        value(ir.operand(op, 1))
    } else if is_one(&cst[1], &ty) {
        value(ir.operand(op, 0))
    } else {
        attr(fold_int_binary(
            &cst[0],
            &cst[1],
            &elem_of(ir, op),
            |a, b, _| Some(a.wrapping_mul(b)),
        ))
    };
    commutative(ir, op, cst, f)
}

/// A division-like folder: `x op 1 -> x` (or `one_result`), no fold on a zero divisor.
fn fold_div_like(
    ir: &Ir,
    op: OpId,
    cst: &[Option<Attribute>],
    one_gives_zero: bool,
    f: impl Fn(i128, i128, u32) -> Option<i128>,
) -> Folded {
    let ty = result_type(ir, op);
    if is_one(&cst[1], &ty) {
        if one_gives_zero {
            return attr(zero_of(&ty));
        }
        return value(ir.operand(op, 0));
    }
    attr(fold_int_binary(
        &cst[0],
        &cst[1],
        &elem_of(ir, op),
        |a, b, w| {
            if unsigned(b, w) == 0 {
                None
            } else {
                f(a, b, w)
            }
        },
    ))
}

/// Whether `a / b` overflows as signed `w`-bit numbers (`MIN / -1`).
fn sdiv_overflows(a: i128, b: i128, w: u32) -> bool {
    let min = signed(1i128 << (w - 1), w);
    signed(a, w) == min && signed(b, w) == -1
}

/// `arith.divui`.
pub fn fold_divui(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    fold_div_like(ir, op, cst, false, |a, b, w| {
        Some((unsigned(a, w) / unsigned(b, w)) as i128)
    })
}

/// `arith.divsi`.
pub fn fold_divsi(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    fold_div_like(ir, op, cst, false, |a, b, w| {
        if sdiv_overflows(a, b, w) {
            None
        } else {
            Some(signed(a, w) / signed(b, w))
        }
    })
}

/// `arith.remui`.
pub fn fold_remui(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    fold_div_like(ir, op, cst, true, |a, b, w| {
        Some((unsigned(a, w) % unsigned(b, w)) as i128)
    })
}

/// `arith.remsi`.
pub fn fold_remsi(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    fold_div_like(ir, op, cst, true, |a, b, w| {
        if sdiv_overflows(a, b, w) {
            Some(0)
        } else {
            Some(signed(a, w) % signed(b, w))
        }
    })
}

/// `arith.ceildivui`.
pub fn fold_ceildivui(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    fold_div_like(ir, op, cst, false, |a, b, w| {
        let (a, b) = (unsigned(a, w), unsigned(b, w));
        Some((a / b + u128::from(a % b != 0)) as i128)
    })
}

/// `arith.ceildivsi` (MLIR's overflow rules: `MIN / -1` is not folded).
pub fn fold_ceildivsi(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    fold_div_like(ir, op, cst, false, |a, b, w| {
        if sdiv_overflows(a, b, w) {
            return None;
        }
        let (a, b) = (signed(a, w), signed(b, w));
        let (q, r) = (a / b, a % b);
        Some(if r != 0 && ((r < 0) == (b < 0)) {
            q + 1
        } else {
            q
        })
    })
}

/// `arith.floordivsi`.
pub fn fold_floordivsi(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    fold_div_like(ir, op, cst, false, |a, b, w| {
        if sdiv_overflows(a, b, w) {
            return None;
        }
        let (a, b) = (signed(a, w), signed(b, w));
        let (q, r) = (a / b, a % b);
        Some(if r != 0 && ((r < 0) != (b < 0)) {
            q - 1
        } else {
            q
        })
    })
}

/// Whether `v` is `xori(x, allOnes)` (a bitwise not of `x`).
fn is_not_of(ir: &Ir, v: Value, x: Value, cst_of: impl Fn(Value) -> Option<Attribute>) -> bool {
    let Some(xor) = def_named(ir, v, "arith.xori") else {
        return false;
    };
    let ty = ir.value_type(v).clone();
    let (a, b) = (ir.operand(xor, 0), ir.operand(xor, 1));
    (a == x && is_all_ones(&cst_of(b), &ty)) || (b == x && is_all_ones(&cst_of(a), &ty))
}

/// `arith.andi`.
pub fn fold_andi(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    let f = fold_andi_impl(ir, op, cst);
    commutative(ir, op, cst, f)
}

fn fold_andi_impl(ir: &Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    let (lhs, rhs) = (ir.operand(op, 0), ir.operand(op, 1));
    let ty = result_type(ir, op);
    if is_zero(&cst[1], &ty) {
        return value(rhs);
    }
    if is_all_ones(&cst[1], &ty) || lhs == rhs {
        return value(lhs);
    }
    let cst_of = |v| crate::passes::canonicalize::constant_value(ir, v);
    if (is_not_of(ir, lhs, rhs, cst_of) || is_not_of(ir, rhs, lhs, cst_of))
        && let Some(z) = zero_of(&ty)
    {
        return attr(Some(z));
    }
    // and(a, and(a, b)) -> and(a, b)
    for (x, y) in [(lhs, rhs), (rhs, lhs)] {
        if let Some(inner) = def_named(ir, y, "arith.andi")
            && (ir.operand(inner, 0) == x || ir.operand(inner, 1) == x)
        {
            return value(y);
        }
    }
    attr(fold_int_binary(
        &cst[0],
        &cst[1],
        &elem_of(ir, op),
        |a, b, _| Some(a & b),
    ))
}

/// `arith.ori`.
pub fn fold_ori(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    let f = fold_ori_impl(ir, op, cst);
    commutative(ir, op, cst, f)
}

fn fold_ori_impl(ir: &Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    let (lhs, rhs) = (ir.operand(op, 0), ir.operand(op, 1));
    let ty = result_type(ir, op);
    if is_zero(&cst[1], &ty) || lhs == rhs {
        return value(lhs);
    }
    if is_all_ones(&cst[1], &ty) {
        return value(rhs);
    }
    let cst_of = |v| crate::passes::canonicalize::constant_value(ir, v);
    if is_not_of(ir, lhs, rhs, cst_of) || is_not_of(ir, rhs, lhs, cst_of) {
        return attr(splat_int_of(&ty, -1));
    }
    attr(fold_int_binary(
        &cst[0],
        &cst[1],
        &elem_of(ir, op),
        |a, b, _| Some(a | b),
    ))
}

/// `arith.xori`.
pub fn fold_xori(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    let f = fold_xori_impl(ir, op, cst);
    commutative(ir, op, cst, f)
}

fn fold_xori_impl(ir: &Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    let (lhs, rhs) = (ir.operand(op, 0), ir.operand(op, 1));
    let ty = result_type(ir, op);
    if is_zero(&cst[1], &ty) {
        return value(lhs);
    }
    if lhs == rhs
        && let Some(z) = zero_of(&ty)
    {
        return attr(Some(z));
    }
    // xor(xor(x, a), a) -> x; xor(xor(a, x), a) -> x
    if let Some(inner) = def_named(ir, lhs, "arith.xori") {
        if ir.operand(inner, 1) == rhs {
            return value(ir.operand(inner, 0));
        }
        if ir.operand(inner, 0) == rhs {
            return value(ir.operand(inner, 1));
        }
    }
    // xor(a, xor(x, a)) -> x; xor(a, xor(a, x)) -> x
    if let Some(inner) = def_named(ir, rhs, "arith.xori") {
        if ir.operand(inner, 1) == lhs {
            return value(ir.operand(inner, 0));
        }
        if ir.operand(inner, 0) == lhs {
            return value(ir.operand(inner, 1));
        }
    }
    attr(fold_int_binary(
        &cst[0],
        &cst[1],
        &elem_of(ir, op),
        |a, b, _| Some(a ^ b),
    ))
}

/// A shift folder: `x << 0 -> x`; a constant shift amount of at least the width is poison
/// and not folded.
fn fold_shift(
    ir: &Ir,
    op: OpId,
    cst: &[Option<Attribute>],
    f: impl Fn(i128, u32, u32) -> i128,
) -> Folded {
    let ty = result_type(ir, op);
    if is_zero(&cst[1], &ty) {
        return value(ir.operand(op, 0));
    }
    attr(fold_int_binary(
        &cst[0],
        &cst[1],
        &elem_of(ir, op),
        |a, b, w| {
            let s = unsigned(b, w);
            (s < u128::from(w)).then(|| f(a, s as u32, w))
        },
    ))
}

/// `arith.shli`.
pub fn fold_shli(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    fold_shift(ir, op, cst, |a, s, _| a << s)
}

/// `arith.shrui`.
pub fn fold_shrui(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    fold_shift(ir, op, cst, |a, s, w| (unsigned(a, w) >> s) as i128)
}

/// `arith.shrsi`.
pub fn fold_shrsi(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    fold_shift(ir, op, cst, |a, s, w| signed(a, w) >> s)
}

/// The four integer min/max ops: `op(x, x) -> x`, the extreme constant absorbs or is
/// neutral, constants fold.
fn fold_minmax(
    ir: &mut Ir,
    op: OpId,
    cst: &[Option<Attribute>],
    is_signed: bool,
    is_max: bool,
) -> Folded {
    let (lhs, rhs) = (ir.operand(op, 0), ir.operand(op, 1));
    let ty = result_type(ir, op);
    let f = if lhs == rhs {
        value(lhs)
    } else {
        let w = elem_width(&ty);
        let (lo, hi) = if is_signed {
            (1u128 << (w - 1), mask(w) >> 1)
        } else {
            (0, mask(w))
        };
        let (absorbing, neutral) = if is_max { (hi, lo) } else { (lo, hi) };
        if int_splat_is(&cst[1], |v, _| v == absorbing, &ty) {
            value(rhs)
        } else if int_splat_is(&cst[1], |v, _| v == neutral, &ty) {
            value(lhs)
        } else {
            attr(fold_int_binary(
                &cst[0],
                &cst[1],
                &elem_of(ir, op),
                |a, b, w| {
                    let pick_a = if is_signed {
                        (signed(a, w) > signed(b, w)) == is_max
                    } else {
                        (unsigned(a, w) > unsigned(b, w)) == is_max
                    };
                    Some(if pick_a { a } else { b })
                },
            ))
        }
    };
    commutative(ir, op, cst, f)
}

/// `arith.maxsi`.
pub fn fold_maxsi(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    fold_minmax(ir, op, cst, true, true)
}

/// `arith.minsi`.
pub fn fold_minsi(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    fold_minmax(ir, op, cst, true, false)
}

/// `arith.maxui`.
pub fn fold_maxui(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    fold_minmax(ir, op, cst, false, true)
}

/// `arith.minui`.
pub fn fold_minui(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    fold_minmax(ir, op, cst, false, false)
}

// -------------------------------------------------------------------------------------------
// Comparisons and select
// -------------------------------------------------------------------------------------------

/// Evaluates `cmpi` predicate number `pred` on two `w`-bit values.
pub fn cmpi_holds(pred: i128, a: i128, b: i128, w: u32) -> bool {
    let (sa, sb, ua, ub) = (signed(a, w), signed(b, w), unsigned(a, w), unsigned(b, w));
    match pred {
        0 => ua == ub,
        1 => ua != ub,
        2 => sa < sb,
        3 => sa <= sb,
        4 => sa > sb,
        5 => sa >= sb,
        6 => ua < ub,
        7 => ua <= ub,
        8 => ua > ub,
        _ => ua >= ub,
    }
}

/// `arith.cmpi`.
pub fn fold_cmpi(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    let Some(pred) = ir.attr(op, "predicate").and_then(Attribute::as_int) else {
        return Folded::None;
    };
    let (lhs, rhs) = (ir.operand(op, 0), ir.operand(op, 1));
    let res_ty = result_type(ir, op);
    let operand_ty = ir.value_type(lhs).clone();
    if lhs == rhs {
        // eq, sle, sge, ule, uge hold for equal operands.
        let holds = matches!(pred, 0 | 3 | 5 | 7 | 9);
        return attr(splat_int_of(&res_ty, i128::from(holds)));
    }
    let i1_operands = matches!(
        operand_ty.element_type_or_self(),
        Type::Integer { width: 1, .. }
    );
    if is_zero(&cst[1], &operand_ty) {
        for ext in ["arith.extsi", "arith.extui"] {
            if let Some(e) = def_named(ir, lhs, ext)
                && matches!(
                    ir.value_type(ir.operand(e, 0)).element_type_or_self(),
                    Type::Integer { width: 1, .. }
                )
                && pred == 1
            {
                return value(ir.operand(e, 0));
            }
        }
        if i1_operands && pred == 1 {
            return value(lhs);
        }
    }
    if is_one(&cst[1], &operand_ty) && i1_operands && pred == 0 {
        return value(lhs);
    }
    if cst[0].is_some() && cst[1].is_none() {
        // Move the constant to the right (swapping the sides of an order predicate).
        let swapped = match pred {
            2 => 4,
            4 => 2,
            3 => 5,
            5 => 3,
            6 => 8,
            8 => 6,
            7 => 9,
            9 => 7,
            p => p,
        };
        ir.set_attr(op, "predicate", Attribute::int(swapped, Type::i64()));
        ir.set_operands(op, vec![rhs, lhs]);
        return Folded::InPlace;
    }
    let w = elem_width(&operand_ty);
    attr(fold_int_binary_w(
        &cst[0],
        &cst[1],
        res_ty.element_type_or_self(),
        w,
        |a, b, w| Some(i128::from(cmpi_holds(pred, a, b, w))),
    ))
}

/// Evaluates `cmpf` predicate number `pred` (APFloat's `compare` and MLIR's table).
pub fn cmpf_holds(pred: i128, a: f64, b: f64) -> bool {
    let unordered = a.is_nan() || b.is_nan();
    let (lt, eq, gt) = (a < b, a == b, a > b);
    match pred {
        0 => false,
        1 => eq,
        2 => gt,
        3 => gt || eq,
        4 => lt,
        5 => lt || eq,
        6 => !unordered && !eq,
        7 => !unordered,
        8 => unordered || eq,
        9 => unordered || gt,
        10 => unordered || gt || eq,
        11 => unordered || lt,
        12 => unordered || lt || eq,
        13 => !eq,
        14 => unordered,
        _ => true,
    }
}

/// `arith.cmpf` (scalar constants only, as upstream).
pub fn fold_cmpf(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    let Some(pred) = ir.attr(op, "predicate").and_then(Attribute::as_int) else {
        return Folded::None;
    };
    let (mut lhs, mut rhs) = (
        cst[0].as_ref().and_then(Attribute::as_float),
        cst[1].as_ref().and_then(Attribute::as_float),
    );
    if lhs.is_some_and(f64::is_nan) {
        rhs = lhs;
    }
    if rhs.is_some_and(f64::is_nan) {
        lhs = rhs;
    }
    let (Some(a), Some(b)) = (lhs, rhs) else {
        return Folded::None;
    };
    attr(Some(Attribute::bool(cmpf_holds(pred, a, b))))
}

/// `arith.select`.
pub fn fold_select(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    let (cond, t, f) = (ir.operand(op, 0), ir.operand(op, 1), ir.operand(op, 2));
    if t == f {
        return value(t);
    }
    let cond_ty = ir.value_type(cond).clone();
    if is_one(&cst[0], &cond_ty) {
        return value(t);
    }
    if is_zero(&cst[0], &cond_ty) {
        return value(f);
    }
    let ty = result_type(ir, op);
    if matches!(ty, Type::Integer { width: 1, .. }) && is_one(&cst[1], &ty) && is_zero(&cst[2], &ty)
    {
        return value(cond);
    }
    if let Some(cmp) = def_named(ir, cond, "arith.cmpi") {
        let pred = ir.attr(cmp, "predicate").and_then(Attribute::as_int);
        let (a, b) = (ir.operand(cmp, 0), ir.operand(cmp, 1));
        if matches!(pred, Some(0 | 1)) && ((a == t && b == f) || (b == t && a == f)) {
            return value(if pred == Some(1) { t } else { f });
        }
    }
    attr(fold_select_lanes(&cst[0], &cst[1], &cst[2]))
}

/// A select of two dense constants on a dense (non-splat) constant condition, lane by lane.
fn fold_select_lanes(
    c: &Option<Attribute>,
    t: &Option<Attribute>,
    f: &Option<Attribute>,
) -> Option<Attribute> {
    let cond = int_lanes(c.as_ref()?)?;
    if !matches!(cond.form, Form::Dense(_)) {
        return None;
    }
    let (Some(Attribute::Dense { data: td, ty }), Some(Attribute::Dense { data: fd, .. })) = (t, f)
    else {
        return None;
    };
    let n = cond.vals.len();
    let data = match (&**td, &**fd) {
        (DenseElements::Ints(a), DenseElements::Ints(b)) => DenseElements::Ints(
            (0..n)
                .map(|i| {
                    if cond.vals[i] != 0 {
                        lane(a, i)
                    } else {
                        lane(b, i)
                    }
                })
                .collect(),
        ),
        (DenseElements::Floats(a), DenseElements::Floats(b)) => DenseElements::Floats(
            (0..n)
                .map(|i| {
                    if cond.vals[i] != 0 {
                        lane(a, i)
                    } else {
                        lane(b, i)
                    }
                })
                .collect(),
        ),
        _ => return None,
    };
    Some(Attribute::Dense {
        data: Arc::new(data),
        ty: ty.clone(),
    })
}

// -------------------------------------------------------------------------------------------
// Casts
// -------------------------------------------------------------------------------------------

/// Folds a cast of a constant: `f(value, source width)` gives the lane or `None`.
fn fold_int_cast(
    ir: &Ir,
    op: OpId,
    cst: &[Option<Attribute>],
    f: impl Fn(i128, u32) -> Option<i128>,
) -> Folded {
    let Some(l) = cst[0].as_ref().and_then(int_lanes) else {
        return Folded::None;
    };
    let w = elem_width(ir.value_type(ir.operand(op, 0)));
    let elem = elem_of(ir, op);
    let vals: Option<Vec<i128>> = l.vals.iter().map(|v| f(*v, w)).collect();
    vals.map_or(Folded::None, |v| attr(Some(int_attr(&l.form, v, &elem))))
}

/// `arith.index_cast` (sign-extends or truncates).
pub fn fold_index_cast(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    fold_int_cast(ir, op, cst, |v, w| Some(signed(v, w)))
}

/// `arith.index_castui` (zero-extends or truncates).
pub fn fold_index_castui(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    fold_int_cast(ir, op, cst, |v, w| Some(unsigned(v, w) as i128))
}

/// `arith.extui`: `extui(extui(x)) -> extui(x)` in place; constants fold.
pub fn fold_extui(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    if let Some(inner) = def_named(ir, ir.operand(op, 0), "arith.extui") {
        let src = ir.operand(inner, 0);
        ir.set_operand(op, 0, src);
        return Folded::InPlace;
    }
    fold_int_cast(ir, op, cst, |v, w| Some(unsigned(v, w) as i128))
}

/// `arith.extsi`: `extsi(extsi(x)) -> extsi(x)` in place; constants fold.
pub fn fold_extsi(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    if let Some(inner) = def_named(ir, ir.operand(op, 0), "arith.extsi") {
        let src = ir.operand(inner, 0);
        ir.set_operand(op, 0, src);
        return Folded::InPlace;
    }
    fold_int_cast(ir, op, cst, |v, w| Some(signed(v, w)))
}

/// `arith.trunci`.
pub fn fold_trunci(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    let input = ir.operand(op, 0);
    let dst_w = elem_width(&result_type(ir, op));
    if let Some(ext) = ir
        .defining_op(input)
        .filter(|d| ir.is(*d, "arith.extui") || ir.is(*d, "arith.extsi"))
    {
        let src = ir.operand(ext, 0);
        let src_ty = ir.value_type(src).element_type_or_self().clone();
        if elem_width(&src_ty) > dst_w {
            ir.set_operand(op, 0, src);
            return Folded::InPlace;
        }
        if src_ty == elem_of(ir, op) {
            return value(src);
        }
    }
    if let Some(inner) = def_named(ir, input, "arith.trunci") {
        let src = ir.operand(inner, 0);
        ir.set_operand(op, 0, src);
        return Folded::InPlace;
    }
    fold_int_cast(ir, op, cst, |v, _| Some(v))
}

/// `arith.sitofp` / `arith.uitofp` of constants (round to nearest, ties to even).
fn fold_int_to_float(ir: &Ir, op: OpId, cst: &[Option<Attribute>], is_signed: bool) -> Folded {
    let Some(l) = cst[0].as_ref().and_then(int_lanes) else {
        return Folded::None;
    };
    let w = elem_width(ir.value_type(ir.operand(op, 0)));
    let elem = elem_of(ir, op);
    let Type::Float(kind) = elem else {
        return Folded::None;
    };
    let vals = l
        .vals
        .iter()
        .map(|v| {
            let exact = if is_signed {
                signed(*v, w)
            } else {
                unsigned(*v, w) as i128
            };
            match kind {
                FloatKind::F32 => exact as f32 as f64,
                _ => round_to_kind(exact as f64, kind),
            }
        })
        .collect();
    attr(Some(float_attr(&l.form, vals, &elem)))
}

/// `arith.sitofp`.
pub fn fold_sitofp(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    fold_int_to_float(ir, op, cst, true)
}

/// `arith.uitofp`.
pub fn fold_uitofp(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    fold_int_to_float(ir, op, cst, false)
}

/// `arith.fptosi` / `arith.fptoui` of constants: truncation toward zero; NaN and values out
/// of range are not folded.
fn fold_float_to_int(ir: &Ir, op: OpId, cst: &[Option<Attribute>], is_signed: bool) -> Folded {
    let Some(l) = cst[0].as_ref().and_then(float_lanes) else {
        return Folded::None;
    };
    let elem = elem_of(ir, op);
    let w = elem_width(&elem);
    let vals: Option<Vec<i128>> = l
        .vals
        .iter()
        .map(|v| {
            if v.is_nan() {
                return None;
            }
            let t = v.trunc();
            let (lo, hi) = if is_signed {
                (-(2f64.powi(w as i32 - 1)), 2f64.powi(w as i32 - 1))
            } else {
                (0.0, 2f64.powi(w as i32))
            };
            (t >= lo && t < hi).then_some(t as i128)
        })
        .collect();
    vals.map_or(Folded::None, |v| attr(Some(int_attr(&l.form, v, &elem))))
}

/// `arith.fptosi`.
pub fn fold_fptosi(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    fold_float_to_int(ir, op, cst, true)
}

/// `arith.fptoui`.
pub fn fold_fptoui(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    fold_float_to_int(ir, op, cst, false)
}

/// A float-to-float conversion of constants that folds only when exact (MLIR's
/// `convertFloatValue`: no lost information).
fn fold_float_convert(ir: &Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    let Some(l) = cst[0].as_ref().and_then(float_lanes) else {
        return Folded::None;
    };
    let elem = elem_of(ir, op);
    let Type::Float(kind) = elem else {
        return Folded::None;
    };
    let vals: Option<Vec<f64>> = l
        .vals
        .iter()
        .map(|v| {
            if v.is_nan() {
                return None;
            }
            let r = round_to_kind(*v, kind);
            (r.to_bits() == v.to_bits()).then_some(r)
        })
        .collect();
    vals.map_or(Folded::None, |v| attr(Some(float_attr(&l.form, v, &elem))))
}

/// `arith.extf`.
pub fn fold_extf(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    fold_float_convert(ir, op, cst)
}

/// `arith.truncf`: `truncf(extf(a))` to `a`'s type is `a`; constants fold when exact.
pub fn fold_truncf(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    if let Some(ext) = def_named(ir, ir.operand(op, 0), "arith.extf") {
        let src = ir.operand(ext, 0);
        let src_ty = ir.value_type(src).element_type_or_self().clone();
        let res = elem_of(ir, op);
        if src_ty == res {
            return value(src);
        }
        if elem_width(&src_ty) > elem_width(&res) {
            ir.set_operand(op, 0, src);
            return Folded::InPlace;
        }
    }
    // Only exact conversions fold, and those do not depend on the rounding mode.
    fold_float_convert(ir, op, cst)
}

// -------------------------------------------------------------------------------------------
// Float arithmetic
// -------------------------------------------------------------------------------------------

/// A float binary op: `identity(x, c) -> x` for the neutral constant `neutral` on the right,
/// constants fold with `f`.
fn fold_float_op(
    ir: &mut Ir,
    op: OpId,
    cst: &[Option<Attribute>],
    neutral: Option<f64>,
    is_commutative: bool,
    f: impl Fn(f64, f64) -> f64,
) -> Folded {
    let folded = if neutral.is_some_and(|n| float_splat_is(&cst[1], n)) {
        value(ir.operand(op, 0))
    } else {
        attr(fold_float_binary(&cst[0], &cst[1], &elem_of(ir, op), f))
    };
    if is_commutative {
        commutative(ir, op, cst, folded)
    } else {
        folded
    }
}

/// `arith.addf`: `x + -0.0 -> x`.
pub fn fold_addf(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    fold_float_op(ir, op, cst, Some(-0.0), true, |a, b| a + b)
}

/// `arith.subf`: `x - +0.0 -> x`.
pub fn fold_subf(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    fold_float_op(ir, op, cst, Some(0.0), false, |a, b| a - b)
}

/// `arith.mulf`: `x * 1.0 -> x`.
pub fn fold_mulf(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    fold_float_op(ir, op, cst, Some(1.0), true, |a, b| a * b)
}

/// `arith.divf`: `x / 1.0 -> x`.
pub fn fold_divf(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    fold_float_op(ir, op, cst, Some(1.0), false, |a, b| a / b)
}

/// `arith.remf` (APFloat's `mod`: the remainder of the truncated quotient, exact).
pub fn fold_remf(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    fold_float_op(ir, op, cst, None, false, |a, b| a % b)
}

/// A float min/max: `op(x, x) -> x`, the neutral infinity on the right gives `x`.
fn fold_float_minmax(
    ir: &mut Ir,
    op: OpId,
    cst: &[Option<Attribute>],
    neutral: f64,
    f: fn(f64, f64) -> f64,
) -> Folded {
    if ir.operand(op, 0) == ir.operand(op, 1) {
        return value(ir.operand(op, 0));
    }
    fold_float_op(ir, op, cst, Some(neutral), true, f)
}

fn maximum(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        return f64::NAN;
    }
    if a == b && a == 0.0 {
        return if a.is_sign_negative() { b } else { a };
    }
    a.max(b)
}

fn minimum(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        return f64::NAN;
    }
    if a == b && a == 0.0 {
        return if a.is_sign_negative() { a } else { b };
    }
    a.min(b)
}

/// `arith.maximumf`.
pub fn fold_maximumf(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    fold_float_minmax(ir, op, cst, f64::NEG_INFINITY, maximum)
}

/// `arith.minimumf`.
pub fn fold_minimumf(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    fold_float_minmax(ir, op, cst, f64::INFINITY, minimum)
}

/// `arith.maxnumf`.
pub fn fold_maxnumf(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    fold_float_minmax(ir, op, cst, f64::NEG_INFINITY, f64::max)
}

/// `arith.minnumf`.
pub fn fold_minnumf(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    fold_float_minmax(ir, op, cst, f64::INFINITY, f64::min)
}

/// `arith.negf`: `negf(negf(x)) -> x`; constants fold.
pub fn fold_negf(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    if let Some(inner) = def_named(ir, ir.operand(op, 0), "arith.negf") {
        return value(ir.operand(inner, 0));
    }
    let Some(l) = cst[0].as_ref().and_then(float_lanes) else {
        return Folded::None;
    };
    let elem = elem_of(ir, op);
    attr(Some(float_attr(
        &l.form,
        l.vals.iter().map(|v| -v).collect(),
        &elem,
    )))
}

/// `arith.bitcast`: `bitcast(bitcast(x))` takes the inner source, in place; scalar constants
/// are reinterpreted.
pub fn fold_bitcast(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    let input = ir.operand(op, 0);
    let res_ty = result_type(ir, op);
    if let Some(inner) = def_named(ir, input, "arith.bitcast") {
        let src = ir.operand(inner, 0);
        if *ir.value_type(src) == res_ty {
            return value(src);
        }
        ir.set_operand(op, 0, src);
        return Folded::InPlace;
    }
    let bits: Option<u64> = match &cst[0] {
        Some(Attribute::Integer { value, ty }) => Some(unsigned(*value, elem_width(ty)) as u64),
        Some(Attribute::Float {
            bits,
            ty: Type::Float(FloatKind::F64),
        }) => Some(*bits),
        Some(Attribute::Float {
            bits,
            ty: Type::Float(FloatKind::F32),
        }) => Some(u64::from((f64::from_bits(*bits) as f32).to_bits())),
        _ => None,
    };
    let Some(bits) = bits else {
        return Folded::None;
    };
    match &res_ty {
        Type::Integer { .. } => attr(Some(Attribute::int(bits as i128, res_ty.clone()))),
        Type::Float(FloatKind::F64) => attr(Some(Attribute::Float {
            bits,
            ty: res_ty.clone(),
        })),
        Type::Float(FloatKind::F32) => {
            let v = f32::from_bits(bits as u32) as f64;
            attr(Some(Attribute::Float {
                bits: v.to_bits(),
                ty: res_ty.clone(),
            }))
        }
        _ => Folded::None,
    }
}
