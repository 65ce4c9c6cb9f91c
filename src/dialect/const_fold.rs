//! Constant folding on lanes, shared by the folders of `arith` ([`super::arith::fold`]) and
//! `math` ([`super::math::fold`]): a constant operand (an integer or float scalar, or a
//! `dense<…>` splat or list of a vector or tensor) as a list of lanes and the form it came
//! in, integer lanes at a given width, and the result attribute built back in that form.

use std::sync::Arc;

use crate::ir::{Attribute, DenseElements, Ir, OpId, Type};

/// The shape a constant operand had: a scalar, a splat or one value per element of `ty`.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Form {
    Scalar,
    Splat(Type),
    Dense(Type),
}

/// A constant operand as a list of lanes.
pub(crate) struct Lanes<T> {
    pub(crate) vals: Vec<T>,
    pub(crate) form: Form,
}

/// The bit width arithmetic on `ty`'s elements uses (`index` is 64 bits).
pub(crate) fn elem_width(ty: &Type) -> u32 {
    match ty.element_type_or_self() {
        Type::Index => 64,
        t => t.int_or_float_width().unwrap_or(64),
    }
}

/// The low `w` bits set (all 128 from `w = 128` on).
pub(crate) fn mask(w: u32) -> u128 {
    if w >= 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    }
}

/// `v` as an unsigned `w`-bit number.
pub(crate) fn unsigned(v: i128, w: u32) -> u128 {
    (v as u128) & mask(w)
}

/// The signed value of the low `w` bits of `v`.
pub(crate) fn signed(v: i128, w: u32) -> i128 {
    if w >= 128 {
        return v;
    }
    let shift = 128 - w;
    (v << shift) >> shift
}

/// The lanes of an integer constant (a scalar or `dense<…>`), `None` for anything else.
pub(crate) fn int_lanes(a: &Attribute) -> Option<Lanes<i128>> {
    match a {
        Attribute::Integer { value, .. } => Some(Lanes {
            vals: vec![*value],
            form: Form::Scalar,
        }),
        Attribute::Dense { data, ty } => match &**data {
            DenseElements::Ints(v) if v.len() == 1 => Some(Lanes {
                vals: v.clone(),
                form: Form::Splat(ty.clone()),
            }),
            DenseElements::Ints(v) => Some(Lanes {
                vals: v.clone(),
                form: Form::Dense(ty.clone()),
            }),
            _ => None,
        },
        _ => None,
    }
}

/// The lanes of a float constant (a scalar or `dense<…>`) as `f64`s, `None` for anything else.
pub(crate) fn float_lanes(a: &Attribute) -> Option<Lanes<f64>> {
    match a {
        Attribute::Float { bits, .. } => Some(Lanes {
            vals: vec![f64::from_bits(*bits)],
            form: Form::Scalar,
        }),
        Attribute::Dense { data, ty } => match &**data {
            DenseElements::Floats(v) => {
                let vals = v.iter().map(|b| f64::from_bits(*b)).collect::<Vec<_>>();
                let form = if vals.len() == 1 {
                    Form::Splat(ty.clone())
                } else {
                    Form::Dense(ty.clone())
                };
                Some(Lanes { vals, form })
            }
            _ => None,
        },
        _ => None,
    }
}

/// The shaped type of `form` with its element type replaced by `elem`.
fn reshape(shaped: &Type, elem: &Type) -> Type {
    match shaped {
        Type::Vector(v) => Type::Vector(Arc::new(crate::ir::VectorType {
            shape: v.shape.clone(),
            scalable: v.scalable.clone(),
            elem: elem.clone(),
        })),
        Type::Tensor(t) => Type::Tensor(Arc::new((t.0.clone(), elem.clone(), t.2.clone()))),
        other => other.clone(),
    }
}

/// An integer constant of element type `elem` in `form`.
pub(crate) fn int_attr(form: &Form, vals: Vec<i128>, elem: &Type) -> Attribute {
    let w = elem_width(elem);
    let vals: Vec<i128> = vals.into_iter().map(|v| signed(v, w)).collect();
    match form {
        Form::Scalar => Attribute::Integer {
            value: vals[0],
            ty: elem.clone(),
        },
        Form::Splat(t) | Form::Dense(t) => Attribute::Dense {
            data: Arc::new(DenseElements::Ints(vals)),
            ty: reshape(t, elem),
        },
    }
}

/// A float constant of element type `elem` in `form`.
pub(crate) fn float_attr(form: &Form, vals: Vec<f64>, elem: &Type) -> Attribute {
    match form {
        Form::Scalar => Attribute::Float {
            bits: vals[0].to_bits(),
            ty: elem.clone(),
        },
        Form::Splat(t) | Form::Dense(t) => Attribute::Dense {
            data: Arc::new(DenseElements::Floats(
                vals.iter().map(|v| v.to_bits()).collect(),
            )),
            ty: reshape(t, elem),
        },
    }
}

/// The element type of `op`'s first result: the type a folder computes its lanes in.
pub(crate) fn elem_of(ir: &Ir, op: OpId) -> Type {
    ir.value_type(ir.result(op, 0))
        .element_type_or_self()
        .clone()
}
