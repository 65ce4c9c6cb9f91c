//! The `tensor` ops that `one-shot-bufferize` rewrites (with `tensor.dim`, in the parent
//! module): `tensor.cast`, `tensor.empty`, `tensor.extract` and `tensor.insert`, parsed,
//! printed (as mlir-opt-22 prints them) and verified. Tensors never reach code generation:
//! `one-shot-bufferize` (`src/passes/one_shot_bufferize/`) turns them into memrefs first.
//!
//! ```text
//! %cast = tensor.cast %t : tensor<3x3xi8> to tensor<*xi8>
//! %0 = tensor.empty(%n) : tensor<?x4xf32>
//! %extracted = tensor.extract %t[%i, %j] : tensor<4x4xf32>
//! %inserted = tensor.insert %v into %t[%i, %j] : tensor<4x4xf32>
//! ```

use std::fmt::{self, Write as _};

use crate::diag::Diagnostic;
use crate::dialect::common::{
    expect_op_keyword, one_result, parse_index_list, print_index_list, verify_cast_like,
};
use crate::dialect::{OpDef, Traits, op_error};
use crate::ir::{DYNAMIC, Ir, OpId, OperationState, Type, Value};
use crate::parse::{PResult, Parser};
use crate::print::OpPrinter;

/// The bufferizable tensor ops (registered next to [`super::OPS`]).
pub(crate) const OPS: &[OpDef] = &[
    OpDef {
        parse: Some(parse_cast),
        print: Some(print_cast),
        verify: Some(verify_cast),
        result_names: Some(|_, _| vec![(0, "cast".to_owned())]),
        ..OpDef::new("tensor.cast", Traits::PURE)
    },
    OpDef {
        parse: Some(parse_empty),
        print: Some(print_empty),
        verify: Some(verify_empty),
        ..OpDef::new("tensor.empty", Traits::PURE)
    },
    OpDef {
        parse: Some(parse_extract),
        print: Some(print_extract),
        verify: Some(verify_extract),
        result_names: Some(|_, _| vec![(0, "extracted".to_owned())]),
        ..OpDef::new("tensor.extract", Traits::PURE)
    },
    OpDef {
        parse: Some(parse_insert),
        print: Some(print_insert),
        verify: Some(verify_insert),
        result_names: Some(|_, _| vec![(0, "inserted".to_owned())]),
        ..OpDef::new("tensor.insert", Traits::PURE)
    },
];

/// The shape and element type of a ranked tensor type.
pub(crate) fn ranked(ty: &Type) -> Option<(&[i64], &Type)> {
    match ty {
        Type::Tensor(t) => Some((&t.0, &t.1)),
        _ => None,
    }
}

/// Parses `: type` and requires a ranked or unranked tensor type.
fn parse_colon_tensor(p: &mut Parser<'_>, ranked_only: bool) -> PResult<Type> {
    p.expect(":")?;
    let loc = p.current_loc();
    let ty = p.parse_type()?;
    let ok = if ranked_only {
        matches!(ty, Type::Tensor(_))
    } else {
        ty.is_tensor()
    };
    if !ok {
        let what = if ranked_only {
            "ranked tensor"
        } else {
            "tensor"
        };
        return Err(p.error_at(
            &loc,
            format!("invalid kind of type specified: expected {what}"),
        ));
    }
    Ok(ty)
}

fn expect_operands(ir: &Ir, op: OpId, at_least: usize) -> Result<(), Diagnostic> {
    let n = ir.operands(op).len();
    if n < at_least {
        return Err(op_error(
            ir,
            op,
            format!("expected at least {at_least} operands, but found {n}"),
        ));
    }
    Ok(())
}

fn check_indices(ir: &Ir, op: OpId, indices: &[Value], first: usize) -> Result<(), Diagnostic> {
    for (i, v) in indices.iter().enumerate() {
        let t = ir.value_type(*v);
        if *t != Type::Index {
            return Err(op_error(
                ir,
                op,
                format!(
                    "operand #{} must be variadic of index, but got '{t}'",
                    first + i
                ),
            ));
        }
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// cast
// -------------------------------------------------------------------------------------------

/// `%r = tensor.cast %t [attr-dict] : tensor<…> to tensor<…>`
fn parse_cast(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let t = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let from = parse_colon_tensor(p, false)?;
    expect_op_keyword(p, "tensor.cast", "to")?;
    let loc = p.current_loc();
    let to = p.parse_type()?;
    if !to.is_tensor() {
        return Err(p.error_at(&loc, "invalid kind of type specified"));
    }
    state.operands = vec![p.resolve_operand(&t, &from)?];
    state.result_types = vec![to];
    Ok(())
}

fn print_cast(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    p.print_operands(ir.operands(op))?;
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : ")?;
    p.print_value_types(ir.operands(op))?;
    p.write_str(" to ")?;
    p.print_value_types(ir.results(op))
}

/// `tensor.cast`'s rule: same element type, and shapes that agree wherever both are known
/// (an unranked side agrees with anything).
pub(crate) fn tensor_cast_compatible(a: &Type, b: &Type) -> bool {
    if !a.is_tensor() || !b.is_tensor() || a.element_type_or_self() != b.element_type_or_self() {
        return false;
    }
    match (ranked(a), ranked(b)) {
        (Some((x, _)), Some((y, _))) => {
            x.len() == y.len()
                && x.iter()
                    .zip(y)
                    .all(|(p, q)| p == q || *p == DYNAMIC || *q == DYNAMIC)
        }
        _ => true,
    }
}

fn verify_cast(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_cast_like(ir, op, tensor_cast_compatible)
}

// -------------------------------------------------------------------------------------------
// empty
// -------------------------------------------------------------------------------------------

/// `%t = tensor.empty(%d, …) [attr-dict] : tensor<…>` — one size per dynamic dimension.
fn parse_empty(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let sizes = p.parse_paren_operand_list()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let ty = parse_colon_tensor(p, true)?;
    state.operands = p.resolve_operands_same(&sizes, &Type::Index)?;
    state.result_types = vec![ty];
    Ok(())
}

fn print_empty(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str("(")?;
    p.print_operands(ir.operands(op))?;
    p.write_str(")")?;
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : ")?;
    p.print_value_types(ir.results(op))
}

fn verify_empty(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let r = one_result(ir, op)?;
    check_indices(ir, op, ir.operands(op), 0)?;
    let Some((shape, _)) = ranked(ir.value_type(r)) else {
        return Err(op_error(
            ir,
            op,
            format!(
                "result #0 must be ranked tensor of any type values, but got '{}'",
                ir.value_type(r)
            ),
        ));
    };
    let dynamic = shape.iter().filter(|d| **d == DYNAMIC).count();
    let given = ir.operands(op).len();
    if dynamic != given {
        return Err(op_error(
            ir,
            op,
            "incorrect number of dynamic sizes, has ".to_owned()
                + &format!("{given}, expected {dynamic}"),
        ));
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// extract / insert
// -------------------------------------------------------------------------------------------

/// `%e = tensor.extract %t[%i, …] [attr-dict] : tensor<…>`
fn parse_extract(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let t = p.parse_operand()?;
    let indices = parse_index_list(p)?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let ty = parse_colon_tensor(p, true)?;
    let elem = ty.element_type_or_self().clone();
    let mut operands = vec![p.resolve_operand(&t, &ty)?];
    operands.extend(p.resolve_operands_same(&indices, &Type::Index)?);
    state.operands = operands;
    state.result_types = vec![elem];
    Ok(())
}

fn print_extract(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let Some((t, indices)) = ir.operands(op).split_first() else {
        return Ok(());
    };
    p.write_str(" ")?;
    p.print_operand(*t)?;
    print_index_list(p, indices)?;
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : ")?;
    p.print_value_types(&[*t])
}

/// The checks `tensor.extract` and `tensor.insert` share: a ranked tensor, one index per
/// dimension, an element of the tensor's element type.
fn check_access(
    ir: &Ir,
    op: OpId,
    t: Value,
    indices: &[Value],
    elem: &Type,
    first_index: usize,
    elem_message: &str,
) -> Result<(), Diagnostic> {
    let Some((shape, te)) = ranked(ir.value_type(t)) else {
        return Err(op_error(
            ir,
            op,
            format!(
                "operand #{} must be ranked tensor of any type values, but got '{}'",
                first_index - 1,
                ir.value_type(t)
            ),
        ));
    };
    check_indices(ir, op, indices, first_index)?;
    // ODS order: the element-type trait, then the op's own verifier (index count).
    if te != elem {
        return Err(op_error(ir, op, elem_message));
    }
    if shape.len() != indices.len() {
        return Err(op_error(ir, op, "incorrect number of indices"));
    }
    Ok(())
}

fn verify_extract(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    expect_operands(ir, op, 1)?;
    let r = one_result(ir, op)?;
    let ops = ir.operands(op);
    check_access(
        ir,
        op,
        ops[0],
        &ops[1..],
        ir.value_type(r),
        1,
        "failed to verify that result type matches element type of tensor",
    )
    .map_err(rename_extract_error)
}

/// MLIR words the index-count error of `tensor.extract` after its old name.
fn rename_extract_error(mut d: Diagnostic) -> Diagnostic {
    if d.message.ends_with("incorrect number of indices") {
        d.message.push_str(" for extract_element");
    }
    d
}

/// `%r = tensor.insert %v into %t[%i, …] [attr-dict] : tensor<…>`
fn parse_insert(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.expect_keyword("into")?;
    let t = p.parse_operand()?;
    let indices = parse_index_list(p)?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let ty = parse_colon_tensor(p, true)?;
    let elem = ty.element_type_or_self().clone();
    let mut operands = vec![p.resolve_operand(&v, &elem)?, p.resolve_operand(&t, &ty)?];
    operands.extend(p.resolve_operands_same(&indices, &Type::Index)?);
    state.operands = operands;
    state.result_types = vec![ty];
    Ok(())
}

fn print_insert(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let [v, t, indices @ ..] = ir.operands(op) else {
        return Ok(());
    };
    p.write_str(" ")?;
    p.print_operand(*v)?;
    p.write_str(" into ")?;
    p.print_operand(*t)?;
    print_index_list(p, indices)?;
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : ")?;
    p.print_value_types(&[*t])
}

fn verify_insert(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    expect_operands(ir, op, 2)?;
    let r = one_result(ir, op)?;
    let ops = ir.operands(op);
    if ir.value_type(r) != ir.value_type(ops[1]) {
        return Err(op_error(
            ir,
            op,
            "failed to verify that result type matches type of dest",
        ));
    }
    check_access(
        ir,
        op,
        ops[1],
        &ops[2..],
        ir.value_type(ops[0]),
        2,
        "failed to verify that scalar type matches element type of dest",
    )
}
