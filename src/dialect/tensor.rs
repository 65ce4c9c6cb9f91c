//! The part of the `tensor` dialect that memref programs and MLIR's memref tests use next to
//! memrefs: `tensor.dim`, `tensor.expand_shape` and `tensor.collapse_shape`, parsed,
//! printed and verified as mlir-opt-22 does. Tensors have no code generation (they are
//! bufferized into memrefs upstream), so code generation rejects these ops.
//!
//! The ops `one-shot-bufferize` rewrites (`tensor.cast`, `tensor.empty`, `tensor.extract`,
//! `tensor.insert`) are in [`bufferizable`].
//!
//! `expand_shape` operands: the source, then the dynamic entries of `output_shape`; its
//! inherent attributes are `reassociation` (an array of arrays of `i64`) and
//! `static_output_shape` (dynamic entries are `-9223372036854775808`).

pub(crate) mod bufferizable;

use std::fmt::{self, Write as _};

use super::common::{
    check_index_type, expect_op_keyword, parse_dynamic_index_list, parse_reassociation, print_dim,
    print_reassociation,
};
use super::{OpDef, Traits, op_error};
use crate::diag::Diagnostic;
use crate::ir::{Attribute, DYNAMIC, Ir, OpId, OperationState, Type};
use crate::parse::{PResult, Parser};
use crate::print::OpPrinter;

/// Ops of the `tensor` dialect.
pub const OPS: &[OpDef] = &[
    OpDef {
        parse: Some(parse_dim),
        print: Some(print_dim),
        verify: Some(verify_dim),
        result_names: Some(|_, _| vec![(0, "dim".to_owned())]),
        ..OpDef::new("tensor.dim", Traits::PURE)
    },
    OpDef {
        inherent_attrs: &["reassociation", "static_output_shape"],
        parse: Some(parse_expand_shape),
        print: Some(print_expand_shape),
        verify: Some(verify_reshape),
        result_names: Some(|_, _| vec![(0, "expanded".to_owned())]),
        ..OpDef::new("tensor.expand_shape", Traits::PURE)
    },
    OpDef {
        inherent_attrs: &["reassociation"],
        parse: Some(parse_collapse_shape),
        print: Some(print_collapse_shape),
        verify: Some(verify_reshape),
        result_names: Some(|_, _| vec![(0, "collapsed".to_owned())]),
        ..OpDef::new("tensor.collapse_shape", Traits::PURE)
    },
];

/// Parses `: type` and requires a ranked tensor.
fn parse_tensor_type(p: &mut Parser<'_>) -> PResult<Type> {
    let loc = p.current_loc();
    let ty = p.parse_type()?;
    match ty {
        Type::Tensor(_) => Ok(ty),
        _ => Err(p.error_at(&loc, "invalid kind of type specified")),
    }
}

/// The shape of a ranked tensor type.
fn tensor_shape(t: &Type) -> Option<&[i64]> {
    match t {
        Type::Tensor(x) => Some(&x.0),
        _ => None,
    }
}

/// `%d = tensor.dim [attr-dict] %t, %i : tensor<…>`
fn parse_dim(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let t = p.parse_operand()?;
    p.expect(",")?;
    let i = p.parse_operand()?;
    p.expect(":")?;
    let loc = p.current_loc();
    let ty = p.parse_type()?;
    if !matches!(ty, Type::Tensor(_)) {
        return Err(p.error_at(&loc, "invalid kind of type specified"));
    }
    state.operands = vec![
        p.resolve_operand(&t, &ty)?,
        p.resolve_operand(&i, &Type::Index)?,
    ];
    state.result_types = vec![Type::Index];
    Ok(())
}

fn verify_dim(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let [t, i] = ir.operands(op) else {
        return Err(op_error(
            ir,
            op,
            format!("expected 2 operands, but found {}", ir.operands(op).len()),
        ));
    };
    let tt = ir.value_type(*t);
    if !matches!(tt, Type::Tensor(_)) {
        return Err(op_error(
            ir,
            op,
            format!("operand #0 must be non-0-ranked or unranked tensor, but got '{tt}'"),
        ));
    }
    check_index_type(ir, op, *i, "operand #1")
}

/// The reassociation groups of `op`, if well formed.
fn reassociation(ir: &Ir, op: OpId) -> Option<Vec<Vec<i64>>> {
    let Attribute::Array(groups) = ir.attr(op, "reassociation")? else {
        return None;
    };
    groups
        .iter()
        .map(|g| match g {
            Attribute::Array(items) => items
                .iter()
                .map(|i| i.as_int().and_then(|v| i64::try_from(v).ok()))
                .collect(),
            _ => None,
        })
        .collect()
}

/// `%r = tensor.expand_shape %t [[…], …] output_shape [3, %n, …] [attr-dict] : T into T`
fn parse_expand_shape(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    let reassociation = parse_reassociation(p)?;
    if !p.eat_keyword("output_shape") {
        return Err(p.error("custom op 'tensor.expand_shape' expected 'output_shape'"));
    }
    let (dyn_ops, statics) = parse_dynamic_index_list(p, "[", "]")?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(":")?;
    let st = parse_tensor_type(p)?;
    expect_op_keyword(p, "tensor.expand_shape", "into")?;
    let rt = parse_tensor_type(p)?;
    let mut operands = vec![p.resolve_operand(&src, &st)?];
    operands.extend(p.resolve_operands_same(&dyn_ops, &Type::Index)?);
    state.operands = operands;
    state.add_attr("reassociation", reassociation);
    state.add_attr(
        "static_output_shape",
        Attribute::DenseArray {
            elem: Type::i64(),
            values: statics.into_iter().map(i128::from).collect(),
        },
    );
    state.result_types = vec![rt];
    Ok(())
}

fn print_expand_shape(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let (Some((src, dynamic)), Some(_)) = (ir.operands(op).split_first(), reassociation(ir, op))
    else {
        return p.write_str(" <<malformed tensor.expand_shape>>");
    };
    let statics = ir
        .attr(op, "static_output_shape")
        .and_then(Attribute::as_dense_i64s)
        .unwrap_or_default();
    p.write_str(" ")?;
    p.print_operand(*src)?;
    print_reassociation(p, op)?;
    p.write_str(" output_shape [")?;
    let mut next = dynamic.iter();
    for (i, s) in statics.iter().enumerate() {
        if i > 0 {
            p.write_str(", ")?;
        }
        let operand = if *s == DYNAMIC { next.next() } else { None };
        match operand {
            Some(v) => p.print_operand(*v)?,
            None => write!(p, "{s}")?,
        }
    }
    p.write_str("]")?;
    p.print_optional_attr_dict(op, &["reassociation", "static_output_shape"])?;
    print_into_types(p, op)
}

/// `%r = tensor.collapse_shape %t [[…], …] [attr-dict] : T into T`
fn parse_collapse_shape(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    let reassociation = parse_reassociation(p)?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(":")?;
    let st = parse_tensor_type(p)?;
    expect_op_keyword(p, "tensor.collapse_shape", "into")?;
    let rt = parse_tensor_type(p)?;
    state.operands = vec![p.resolve_operand(&src, &st)?];
    state.add_attr("reassociation", reassociation);
    state.result_types = vec![rt];
    Ok(())
}

fn print_collapse_shape(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let (Some(src), Some(_)) = (ir.operands(op).first(), reassociation(ir, op)) else {
        return p.write_str(" <<malformed tensor.collapse_shape>>");
    };
    p.write_str(" ")?;
    p.print_operand(*src)?;
    print_reassociation(p, op)?;
    p.print_optional_attr_dict(op, &["reassociation"])?;
    print_into_types(p, op)
}

/// ` : <source type> into <result type>`
fn print_into_types(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" : ")?;
    if let Some(src) = ir.operands(op).first() {
        let st = ir.value_type(*src).clone();
        p.print_type(&st)?;
    }
    p.write_str(" into ")?;
    p.print_value_types(ir.results(op))
}

/// The checks shared by both reshapes: tensor types, one group per dimension of the smaller
/// rank covering the larger one's dimensions in order, and (expand) one `output_shape`
/// entry per result dimension.
fn verify_reshape(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(&src) = ir.operands(op).first() else {
        return Err(op_error(ir, op, "expected 1 or more operands, but found 0"));
    };
    let [r] = ir.results(op) else {
        return Err(op_error(ir, op, "requires one result"));
    };
    let (st, rt) = (ir.value_type(src), ir.value_type(*r));
    let (Some(s), Some(d)) = (tensor_shape(st), tensor_shape(rt)) else {
        return Err(op_error(
            ir,
            op,
            format!("expects ranked tensor types, but got '{st}' and '{rt}'"),
        ));
    };
    let Some(groups) = reassociation(ir, op) else {
        return Err(op_error(ir, op, "requires attribute 'reassociation'"));
    };
    let expand = ir.is(op, "tensor.expand_shape");
    let (small, large) = if expand { (s, d) } else { (d, s) };
    if groups.len() != small.len() {
        return Err(op_error(
            ir,
            op,
            format!(
                "expected collapsed rank ({}) to equal the number of reassociation maps ({}).",
                small.len(),
                groups.len()
            ),
        ));
    }
    let mut next = 0i64;
    for (i, g) in groups.iter().enumerate() {
        let contiguous = !g.is_empty() && g.iter().zip(next..).all(|(v, want)| *v == want);
        let in_range = next + (g.len() as i64) <= large.len() as i64;
        if !contiguous || !in_range {
            return Err(op_error(
                ir,
                op,
                format!("expected reassociation map #{i} to be valid and contiguous."),
            ));
        }
        next += g.len() as i64;
    }
    if expand {
        let statics = ir
            .attr(op, "static_output_shape")
            .and_then(Attribute::as_dense_i64s)
            .unwrap_or_default();
        if statics.len() != d.len() {
            return Err(op_error(
                ir,
                op,
                format!(
                    "expected number of static shape dims to be equal to the output rank ({}) but found {} inputs instead",
                    d.len(),
                    statics.len()
                ),
            ));
        }
    }
    Ok(())
}
