//! Folders of the `math` ops whose results MLIR 22 computes exactly (APFloat / APInt): `absf`,
//! `ceil`, `floor`, `trunc`, `round`, `roundeven`, `copysign`, `sqrt` (f32 and f64, correctly
//! rounded like `std::sqrt`), `absi`, `ctlz`, `cttz`, `ctpop`, on scalar, splat and dense
//! constants. The transcendental functions are not folded here.

use crate::dialect::const_fold::{
    elem_of, elem_width, float_attr, float_lanes, int_attr, int_lanes, signed, unsigned,
};
use crate::ir::rewrite::{FoldResult, Folded};
use crate::ir::{Attribute, FloatKind, Ir, OpId, Type, round_to_kind};

fn attr(a: Attribute) -> Folded {
    Folded::Results(vec![FoldResult::Attr(a)])
}

/// Folds a float unary op lane by lane; `f` sees the value and the element kind.
fn float_unary(
    ir: &Ir,
    op: OpId,
    cst: &[Option<Attribute>],
    f: impl Fn(f64, FloatKind) -> Option<f64>,
) -> Folded {
    let Some(l) = cst.first().and_then(|c| c.as_ref()).and_then(float_lanes) else {
        return Folded::None;
    };
    let elem = elem_of(ir, op);
    let Type::Float(kind) = elem else {
        return Folded::None;
    };
    let vals: Option<Vec<f64>> = l.vals.iter().map(|v| f(*v, kind)).collect();
    vals.map_or(Folded::None, |v| attr(float_attr(&l.form, v, &elem)))
}

/// Folds an integer unary op lane by lane; `f` sees the value and the width.
fn int_unary(
    ir: &Ir,
    op: OpId,
    cst: &[Option<Attribute>],
    f: impl Fn(i128, u32) -> i128,
) -> Folded {
    let Some(l) = cst.first().and_then(|c| c.as_ref()).and_then(int_lanes) else {
        return Folded::None;
    };
    let elem = elem_of(ir, op);
    let w = elem_width(&elem);
    let vals = l.vals.iter().map(|v| f(*v, w)).collect();
    attr(int_attr(&l.form, vals, &elem))
}

/// `math.absf`.
pub fn fold_absf(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    float_unary(ir, op, cst, |v, _| Some(v.abs()))
}

/// `math.ceil`.
pub fn fold_ceil(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    float_unary(ir, op, cst, |v, _| Some(v.ceil()))
}

/// `math.floor`.
pub fn fold_floor(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    float_unary(ir, op, cst, |v, _| Some(v.floor()))
}

/// `math.trunc`.
pub fn fold_trunc(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    float_unary(ir, op, cst, |v, _| Some(v.trunc()))
}

/// `math.round` (halfway cases away from zero).
pub fn fold_round(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    float_unary(ir, op, cst, |v, _| Some(v.round()))
}

/// `math.roundeven` (halfway cases to even).
pub fn fold_roundeven(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    float_unary(ir, op, cst, |v, _| Some(v.round_ties_even()))
}

/// `math.sqrt` of f32 / f64 constants.
pub fn fold_sqrt(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    float_unary(ir, op, cst, |v, kind| match kind {
        FloatKind::F64 => Some(v.sqrt()),
        FloatKind::F32 => Some(round_to_kind((v as f32).sqrt() as f64, kind)),
        _ => None,
    })
}

/// `math.copysign` of two scalar constants.
pub fn fold_copysign(_ir: &mut Ir, _op: OpId, cst: &[Option<Attribute>]) -> Folded {
    let (Some(Attribute::Float { bits: a, ty }), Some(Attribute::Float { bits: b, .. })) = (
        cst.first().cloned().flatten(),
        cst.get(1).cloned().flatten(),
    ) else {
        return Folded::None;
    };
    let v = f64::from_bits(a).copysign(f64::from_bits(b));
    attr(Attribute::Float {
        bits: v.to_bits(),
        ty,
    })
}

/// `math.absi`.
pub fn fold_absi(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    int_unary(ir, op, cst, |v, w| signed(v, w).wrapping_abs())
}

/// `math.ctlz`.
pub fn fold_ctlz(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    int_unary(ir, op, cst, |v, w| {
        let u = unsigned(v, w);
        i128::from(u.leading_zeros()) - i128::from(128 - w)
    })
}

/// `math.cttz`.
pub fn fold_cttz(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    int_unary(ir, op, cst, |v, w| {
        let u = unsigned(v, w);
        if u == 0 {
            i128::from(w)
        } else {
            i128::from(u.trailing_zeros())
        }
    })
}

/// `math.ctpop`.
pub fn fold_ctpop(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> Folded {
    int_unary(ir, op, cst, |v, w| i128::from(unsigned(v, w).count_ones()))
}
