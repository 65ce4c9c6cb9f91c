//! The `linalg` dialect, reduced to what corolift needs: `linalg.fill` (on memrefs and
//! tensors) and its region terminator `linalg.yield`.
//!
//! Like MLIR, `linalg.fill`'s custom form elides its region: the parser builds the body
//! `^bb0(%in: T, %out: E): linalg.yield %in : T` itself, and the generic form shows it.

use std::fmt::{self, Write as _};

use super::{OpDef, Traits, op_error};
use crate::diag::Diagnostic;
use crate::ir::{Attribute, Ir, OpId, OperationState, Type, Value};
use crate::parse::{PResult, Parser};
use crate::print::OpPrinter;

/// Ops of the `linalg` dialect.
pub const OPS: &[OpDef] = &[
    OpDef {
        inherent_attrs: &["operandSegmentSizes"],
        parse: Some(parse_fill),
        print: Some(print_fill),
        verify: Some(verify_fill),
        ..OpDef::new("linalg.fill", Traits::MEMREF_EFFECTS_ONLY)
    },
    OpDef {
        parse: Some(super::parse_yield_like),
        print: Some(super::print_yield_like),
        verify: Some(verify_yield),
        ..OpDef::new("linalg.yield", Traits::TERMINATOR.union(Traits::PURE))
    },
];

/// The element type of a shaped type (memref, tensor, vector), or the type itself.
fn element_type_or_self(t: &Type) -> Type {
    match t {
        Type::MemRef(m) => m.elem.clone(),
        Type::UnrankedMemRef(u) => u.0.clone(),
        other => other.element_type_or_self().clone(),
    }
}

/// Parses `kw(%a, … : T, …)`; returns resolved values and their types.
fn parse_operand_group(p: &mut Parser<'_>, kw: &str) -> PResult<(Vec<Value>, Vec<Type>)> {
    p.expect_keyword(kw)?;
    p.expect("(")?;
    let ops = p.parse_operand_list()?;
    let types = if ops.is_empty() {
        Vec::new()
    } else {
        p.parse_colon_type_list()?
    };
    p.expect(")")?;
    let values = p.resolve_operands(&ops, &types)?;
    Ok((values, types))
}

/// `linalg.fill [attr-dict] ins(%v : T) outs(%m : memref<…>) [attr-dict] [-> tensor<…>]`
///
/// Operands: inputs then outputs, with `operandSegmentSizes = array<i32: 1, 1>`. The body
/// region is created here: `^bb0(%in: T, %out: E): linalg.yield %in : T`.
fn parse_fill(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let loc = p.current_loc();
    let (ins, in_types) = parse_operand_group(p, "ins")?;
    let (outs, out_types) = parse_operand_group(p, "outs")?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    state.result_types = p.parse_optional_arrow_type_list()?;
    let mut arg_types: Vec<Type> = in_types.iter().map(element_type_or_self).collect();
    arg_types.extend(out_types.iter().map(element_type_or_self));
    // MLIR would insert a conversion for differing types, which the verifier then rejects
    // ("expected fill value type … to match output element type …"); yielding the input
    // unconverted leads to the same diagnostic.
    if arg_types.len() != 2 {
        return Err(p.error_at(&loc, "expected one input and one output"));
    }
    state.add_attr(
        "operandSegmentSizes",
        Attribute::dense_i32_array(&[ins.len() as i64, outs.len() as i64]),
    );
    state.operands = ins.into_iter().chain(outs).collect();
    let region = p.ir.new_region();
    let block = p.ir.new_block(&arg_types);
    p.ir.append_block(region, block);
    let mut y = OperationState::new("linalg.yield", state.loc.clone());
    y.operands = vec![p.ir.block_arg(block, 0)];
    let y = p.ir.create_op(y);
    p.ir.append_op(block, y);
    state.regions.push(region);
    Ok(())
}

/// The (inputs, outputs) of `linalg.fill`.
fn fill_segments(ir: &Ir, op: OpId) -> Option<(Vec<Value>, Vec<Value>)> {
    let seg = ir.attr(op, "operandSegmentSizes")?.as_dense_i64s()?;
    let operands = ir.operands(op);
    match seg.as_slice() {
        [i, o] if *i >= 0 && *o >= 0 && (*i + *o) as usize == operands.len() => {
            let i = *i as usize;
            Some((operands[..i].to_vec(), operands[i..].to_vec()))
        }
        _ => None,
    }
}

fn print_fill(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let Some((ins, outs)) = fill_segments(ir, op) else {
        return p.write_str(" <<malformed linalg.fill>>");
    };
    p.print_optional_attr_dict(op, &["operandSegmentSizes"])?;
    for (kw, group) in [("ins", &ins), ("outs", &outs)] {
        if group.is_empty() {
            continue;
        }
        write!(p, " {kw}(")?;
        p.print_operands(group)?;
        p.write_str(" : ")?;
        p.print_value_types(group)?;
        p.write_str(")")?;
    }
    let results: Vec<Type> = ir
        .results(op)
        .iter()
        .map(|v| ir.value_type(*v).clone())
        .collect();
    p.print_optional_arrow_types(&results)
}

fn verify_fill(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some((ins, outs)) = fill_segments(ir, op) else {
        return Err(op_error(
            ir,
            op,
            "operand count does not match the 'operandSegmentSizes' attribute",
        ));
    };
    if ins.len() != 1 || outs.len() != 1 {
        return Err(op_error(
            ir,
            op,
            format!(
                "expected 1 input and 1 output, but got {} and {}",
                ins.len(),
                outs.len()
            ),
        ));
    }
    let vt = ir.value_type(ins[0]);
    let ot = ir.value_type(outs[0]);
    let et = element_type_or_self(ot);
    if !matches!(ot, Type::MemRef(_) | Type::Tensor(_)) {
        return Err(op_error(
            ir,
            op,
            format!(
                "operand #1 must be variadic of ranked tensor of any type values or memref of any type values, but got '{ot}'"
            ),
        ));
    }
    if *vt != et {
        return Err(op_error(
            ir,
            op,
            format!("expected fill value type ('{vt}') to match output element type ('{et}')"),
        ));
    }
    if ir.regions(op).len() != 1 {
        return Err(op_error(
            ir,
            op,
            format!("requires 1 region, but found {}", ir.regions(op).len()),
        ));
    }
    Ok(())
}

fn verify_yield(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(parent) = ir.parent_op(op) else {
        return Ok(());
    };
    if !ir.name(parent).as_str().starts_with("linalg.") {
        return Err(op_error(
            ir,
            op,
            "expected parent op with LinalgOp interface",
        ));
    }
    // The number of yielded values must match the parent's outputs; `linalg.fill`'s own
    // verifier reports an element type mismatch (it runs before its region in MLIR).
    if ir.is(parent, "linalg.fill")
        && let Some((_, outs)) = fill_segments(ir, parent)
    {
        let operands = ir.operands(op);
        if operands.len() != outs.len() {
            return Err(op_error(
                ir,
                op,
                format!(
                    "expected number of yield values ({}) to match the number of inits / outs operands of the enclosing LinalgOp ({})",
                    operands.len(),
                    outs.len()
                ),
            ));
        }
    }
    Ok(())
}
