//! The `func` dialect: `func.func`, `func.call`, `func.call_indirect`, `func.return`,
//! `func.constant`. Their function-op and call-op syntax is shared with other dialects, so it
//! lives in [`super::function_interface`].

use std::fmt::{self, Write as _};

use super::common::{parse_return_like, print_return_like};
use super::function_interface::{function_like_op, function_type, parse_call, print_call};
use super::{OpDef, Traits};
use crate::diag::Diagnostic;
use crate::ir::{Attribute, Ir, OpId, OperationState, Type};
use crate::parse::{PResult, Parser};
use crate::print::OpPrinter;

/// Ops of the func dialect.
pub const OPS: &[OpDef] = &[
    OpDef {
        verify: Some(verify_func),
        default_dialect: Some("func"),
        ..function_like_op("func.func")
    },
    OpDef {
        parse: Some(parse_return_like),
        print: Some(print_return_like),
        verify: Some(verify_return),
        ..OpDef::new(
            "func.return",
            Traits::TERMINATOR
                .union(Traits::RETURN_LIKE)
                .union(Traits::PURE),
        )
    },
    OpDef {
        inherent_attrs: &["callee", "arg_attrs", "res_attrs", "no_inline"],
        parse: Some(parse_call),
        print: Some(print_call),
        ..OpDef::new("func.call", Traits::NONE)
    },
    OpDef {
        parse: Some(parse_call_indirect),
        print: Some(print_call_indirect),
        verify: Some(verify_call_indirect),
        ..OpDef::new("func.call_indirect", Traits::NONE)
    },
    OpDef {
        inherent_attrs: &["value"],
        parse: Some(parse_constant),
        print: Some(print_constant),
        // MLIR's `ConstantOp::getAsmResultNames` names every result `%f`.
        result_names: Some(|_, _| vec![(0, "f".to_owned())]),
        ..OpDef::new("func.constant", Traits::CONSTANT_LIKE.union(Traits::PURE))
    },
];

// -------------------------------------------------------------------------------------------
// func.func
// -------------------------------------------------------------------------------------------

fn verify_func(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some((inputs, _)) = function_type(ir, op) else {
        return Err(Diagnostic::error(
            ir.loc(op).clone(),
            "'func.func' op requires attribute 'function_type'",
        ));
    };
    if let Some(entry) = ir.regions(op).first().and_then(|r| ir.entry_block(*r)) {
        let args: Vec<Type> = ir
            .block_args(entry)
            .iter()
            .map(|a| ir.value_type(*a).clone())
            .collect();
        if args.len() != inputs.len() {
            return Err(Diagnostic::error(
                ir.loc(op).clone(),
                format!(
                    "'func.func' op entry block must have {} arguments to match function signature",
                    inputs.len()
                ),
            ));
        }
        for (i, (a, t)) in args.iter().zip(&inputs).enumerate() {
            if a != t {
                return Err(Diagnostic::error(
                    ir.loc(op).clone(),
                    format!(
                        "'func.func' op type of entry block argument #{i}('{a}') must match the type of the corresponding argument in function signature('{t}')"
                    ),
                ));
            }
        }
    } else if ir
        .attr(op, "sym_visibility")
        .and_then(|a| a.as_str())
        .is_none_or(|v| v == "public")
    {
        return Err(Diagnostic::error(
            ir.loc(op).clone(),
            "'func.func' op symbol declaration cannot have public visibility",
        ));
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// func.return
// -------------------------------------------------------------------------------------------

fn verify_return(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(parent) = ir.parent_op(op) else {
        return Ok(());
    };
    if !ir.is(parent, "func.func") {
        return Err(Diagnostic::error(
            ir.loc(op).clone(),
            "'func.return' op expects parent op 'func.func'",
        ));
    }
    let (_, results) = function_type(ir, parent).unwrap_or_default();
    let operands = ir.operands(op);
    if operands.len() != results.len() {
        return Err(Diagnostic::error(
            ir.loc(op).clone(),
            format!(
                "'func.return' op has {} operands, but enclosing function (@{}) returns {}",
                operands.len(),
                symbol(ir, parent),
                results.len()
            ),
        ));
    }
    for (i, (v, t)) in operands.iter().zip(&results).enumerate() {
        if ir.value_type(*v) != t {
            return Err(Diagnostic::error(
                ir.loc(op).clone(),
                format!(
                    "'func.return' op type of return operand {i} ('{}') doesn't match function result type ('{t}') in function @{}",
                    ir.value_type(*v),
                    symbol(ir, parent)
                ),
            ));
        }
    }
    Ok(())
}

fn symbol(ir: &Ir, op: OpId) -> String {
    ir.attr(op, "sym_name")
        .and_then(|a| a.as_str())
        .unwrap_or("")
        .to_owned()
}

// -------------------------------------------------------------------------------------------
// func.call, func.call_indirect, func.constant
// -------------------------------------------------------------------------------------------

/// `call_indirect %f(%a) : (t) -> r`
fn parse_call_indirect(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let callee = p.parse_operand()?;
    let operands = p.parse_paren_operand_list()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(":")?;
    let loc = p.current_loc();
    let fty = p.parse_type()?;
    let Type::Function(ft) = &fty else {
        return Err(Diagnostic::error(loc, "expected function type"));
    };
    let mut values = vec![p.resolve_operand(&callee, &fty)?];
    values.extend(p.resolve_operands(&operands, &ft.inputs)?);
    state.operands = values;
    state.result_types = ft.results.clone();
    Ok(())
}

fn print_call_indirect(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let ops = ir.operands(op);
    p.write_str(" ")?;
    p.print_operand(ops[0])?;
    p.write_str("(")?;
    p.print_operands(&ops[1..])?;
    p.write_str(")")?;
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : ")?;
    let ty = ir.value_type(ops[0]).clone();
    p.print_type(&ty)
}

fn verify_call_indirect(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ops = ir.operands(op);
    if ops.is_empty() || ir.value_type(ops[0]).as_function().is_none() {
        return Err(Diagnostic::error(
            ir.loc(op).clone(),
            "'func.call_indirect' op callee must be a function",
        ));
    }
    Ok(())
}

/// `%f = constant @fn : (t) -> r`
fn parse_constant(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let name = p.parse_symbol_name()?;
    state.add_attr("value", Attribute::symbol(&name));
    p.parse_optional_attr_dict(&mut state.attrs)?;
    state.result_types.push(p.parse_colon_type()?);
    Ok(())
}

fn print_constant(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    let v = ir.attr(op, "value").cloned().unwrap_or(Attribute::Unit);
    p.print_attr(&v)?;
    p.print_optional_attr_dict(op, &["value"])?;
    p.write_str(" : ")?;
    let ty = ir.value_type(ir.result(op, 0)).clone();
    p.print_type(&ty)
}
