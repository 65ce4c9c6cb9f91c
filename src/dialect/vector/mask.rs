//! Masks: `create_mask`, `constant_mask`, `step` (the index vector masks are compared with),
//! and `vector.mask` with its terminator `vector.yield`.

use std::fmt;

use super::super::common::{
    check_index_type, check_num_operands, check_num_results, check_operand, check_result,
    ensure_terminator, parse_return_like, print_return_like,
};
use super::super::{OpDef, Traits, has_trait, op_error};
use super::{
    as_vector, attr_i64s, custom_error, dense_i64, is_vector, parse_colon_vector_type,
    parse_i64_list, vector_type, write_i64_list,
};
use crate::diag::Diagnostic;
use crate::ir::{Ir, OpId, OperationState, Type};
use crate::parse::{PResult, Parser};
use crate::print::OpPrinter;

/// The mask ops.
pub(crate) const OPS: &[OpDef] = &[
    OpDef {
        parse: Some(parse_create_mask),
        print: Some(print_create_mask),
        verify: Some(verify_create_mask),
        ..OpDef::new("vector.create_mask", Traits::PURE)
    },
    OpDef {
        inherent_attrs: &["mask_dim_sizes"],
        parse: Some(parse_constant_mask),
        print: Some(print_constant_mask),
        verify: Some(verify_constant_mask),
        ..OpDef::new("vector.constant_mask", Traits::PURE)
    },
    OpDef {
        parse: Some(parse_step),
        print: Some(print_step),
        verify: Some(verify_step),
        ..OpDef::new("vector.step", Traits::PURE)
    },
    OpDef {
        parse: Some(parse_mask),
        print: Some(print_mask),
        verify: Some(verify_mask),
        ..OpDef::new(
            "vector.mask",
            Traits::SINGLE_BLOCK.union(Traits::RECURSIVE_MEMORY_EFFECTS),
        )
    },
    OpDef {
        parse: Some(parse_return_like),
        print: Some(print_return_like),
        verify: Some(verify_yield),
        ..OpDef::new(
            "vector.yield",
            Traits::TERMINATOR
                .union(Traits::PURE)
                .union(Traits::RETURN_LIKE),
        )
    },
];

/// "vector of 1-bit signless integer values".
fn is_bool_vector(t: &Type) -> bool {
    matches!(t, Type::Vector(v) if v.elem.is_int_of_width(1) && v.elem.is_signless_integer())
}

// -------------------------------------------------------------------------------------------
// vector.create_mask
// -------------------------------------------------------------------------------------------

/// `%m = vector.create_mask %a, %b {attrs}? : vector<4x3xi1>` (one `index` per dimension).
fn parse_create_mask(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let sizes = p.parse_operand_list()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let ty = parse_colon_vector_type(p, "vector.create_mask")?;
    state.operands = p.resolve_operands_same(&sizes, &Type::Index)?;
    state.result_types.push(ty);
    Ok(())
}

fn print_create_mask(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    fmt::Write::write_str(p, " ")?;
    p.print_operands(ir.operands(op))?;
    p.print_optional_attr_dict(op, &[])?;
    fmt::Write::write_str(p, " : ")?;
    p.print_value_types(ir.results(op))
}

fn verify_create_mask(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_results(ir, op, 1)?;
    for (i, &v) in ir.operands(op).iter().enumerate() {
        check_index_type(ir, op, v, &format!("operand #{i}"))?;
    }
    check_result(
        ir,
        op,
        0,
        is_bool_vector,
        "vector of 1-bit signless integer values",
    )?;
    let Some(v) = as_vector(ir.value_type(ir.result(op, 0))) else {
        return Ok(());
    };
    let n = ir.operands(op).len();
    if v.shape.is_empty() {
        if n != 1 {
            return Err(op_error(
                ir,
                op,
                "must specify exactly one operand for 0-D create_mask",
            ));
        }
    } else if n != v.shape.len() {
        return Err(op_error(
            ir,
            op,
            "must specify an operand for each result vector dimension",
        ));
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// vector.constant_mask
// -------------------------------------------------------------------------------------------

/// `%m = vector.constant_mask [3, 2] {attrs}? : vector<4x3xi1>`
fn parse_constant_mask(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let sizes = parse_i64_list(p, "vector.constant_mask")?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let ty = parse_colon_vector_type(p, "vector.constant_mask")?;
    state.add_attr("mask_dim_sizes", dense_i64(&sizes));
    state.result_types.push(ty);
    Ok(())
}

fn print_constant_mask(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    fmt::Write::write_str(p, " ")?;
    write_i64_list(p, &attr_i64s(ir, op, "mask_dim_sizes"))?;
    p.print_optional_attr_dict(op, &["mask_dim_sizes"])?;
    fmt::Write::write_str(p, " : ")?;
    p.print_value_types(ir.results(op))
}

fn verify_constant_mask(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_operands(ir, op, 0)?;
    check_num_results(ir, op, 1)?;
    if ir.attr(op, "mask_dim_sizes").is_none() {
        return Err(op_error(ir, op, "requires attribute 'mask_dim_sizes'"));
    }
    check_result(
        ir,
        op,
        0,
        is_bool_vector,
        "vector of 1-bit signless integer values",
    )?;
    let Some(v) = as_vector(ir.value_type(ir.result(op, 0))) else {
        return Ok(());
    };
    let sizes = attr_i64s(ir, op, "mask_dim_sizes");
    let loc = ir.loc(op).clone();
    if v.shape.is_empty() {
        // MLIR reports these two without the op prefix (`emitError`, not `emitOpError`).
        if sizes.len() != 1 {
            return Err(Diagnostic::error(
                loc,
                "array attr must have length 1 for 0-D vectors",
            ));
        }
        if !matches!(sizes[0], 0 | 1) {
            return Err(Diagnostic::error(
                loc,
                "mask dim size must be either 0 or 1 for 0-D vectors",
            ));
        }
        return Ok(());
    }
    if sizes.len() != v.shape.len() {
        return Err(op_error(
            ir,
            op,
            "must specify array attr of size equal vector result rank",
        ));
    }
    for (i, &s) in sizes.iter().enumerate() {
        if s < 0 || s > v.shape[i] {
            return Err(op_error(
                ir,
                op,
                "array attr of size out of bounds of vector result dimension size",
            ));
        }
        if v.scalable[i] && s != 0 && s != v.shape[i] {
            return Err(op_error(
                ir,
                op,
                "only supports 'none set' or 'all set' scalable dimensions",
            ));
        }
    }
    if sizes.contains(&0) && sizes.iter().any(|s| *s != 0) {
        return Err(op_error(
            ir,
            op,
            "expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim",
        ));
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// vector.step
// -------------------------------------------------------------------------------------------

/// `%s = vector.step {attrs}? : vector<4xindex>`
fn parse_step(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let ty = parse_colon_vector_type(p, "vector.step")?;
    state.result_types.push(ty);
    Ok(())
}

fn print_step(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.print_optional_attr_dict(op, &[])?;
    fmt::Write::write_str(p, " : ")?;
    p.print_value_types(ir.results(op))
}

fn verify_step(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_operands(ir, op, 0)?;
    check_num_results(ir, op, 1)?;
    check_result(
        ir,
        op,
        0,
        |t| matches!(t, Type::Vector(v) if v.shape.len() == 1 && v.elem == Type::Index),
        "vector of index values of ranks 1",
    )
}

// -------------------------------------------------------------------------------------------
// vector.mask / vector.yield
// -------------------------------------------------------------------------------------------

/// `%r = vector.mask %m[, %passthru] { vector.transfer_read … } {attrs}? : vector<4xi1>
/// [-> vector<4xf32>]` — the region holds the masked op and a `vector.yield` of its results,
/// which the custom form leaves implicit (MLIR's `MaskOp::ensureTerminator`).
fn parse_mask(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let name_loc = state.loc.clone();
    let mask = p.parse_operand()?;
    let passthru = if p.eat(",") {
        Some(p.parse_operand()?)
    } else {
        None
    };
    let region = p.parse_region(&[])?;
    ensure_mask_terminator(p, region, state);
    state.regions.push(region);
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let mask_ty = p.parse_colon_type()?;
    let results = p.parse_optional_arrow_type_list()?;
    let mut operands = vec![p.resolve_operand(&mask, &mask_ty)?];
    if let Some(pt) = passthru {
        let Some(ty) = results.first().cloned() else {
            return Err(custom_error(
                &name_loc,
                "vector.mask",
                "expects a result if passthru operand is provided",
            ));
        };
        operands.push(p.resolve_operand(&pt, &ty)?);
    }
    state.operands = operands;
    state.result_types = results;
    Ok(())
}

/// Gives the mask region its `vector.yield`: of the masked op's results when the block holds
/// exactly that op, an empty one otherwise (which then fails verification if results are
/// expected, as in MLIR).
fn ensure_mask_terminator(p: &mut Parser<'_>, region: crate::ir::RegionId, state: &OperationState) {
    let had_terminator =
        p.ir.region_blocks(region)
            .last()
            .and_then(|b| p.ir.last_op(*b))
            .is_some_and(|last| has_trait(&p.ir, last, Traits::TERMINATOR));
    ensure_terminator(&mut p.ir, region, "vector.yield", &state.loc);
    if had_terminator {
        return;
    }
    let Some(&block) = p.ir.region_blocks(region).last() else {
        return;
    };
    let ops = p.ir.block_ops_vec(block);
    let [masked, yield_op] = ops.as_slice() else {
        return;
    };
    let results = p.ir.results(*masked).to_vec();
    for (i, r) in results.into_iter().enumerate() {
        p.ir.insert_operand(*yield_op, i, r);
    }
}

fn print_mask(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let operands = ir.operands(op);
    fmt::Write::write_str(p, " ")?;
    p.print_operands(operands)?;
    fmt::Write::write_str(p, " { ")?;
    let first = ir
        .regions(op)
        .first()
        .and_then(|r| ir.region_blocks(*r).first())
        .and_then(|b| ir.first_op(*b));
    if let Some(inner) = first {
        p.print_custom_or_generic_op(inner)?;
    }
    fmt::Write::write_str(p, " }")?;
    p.print_optional_attr_dict(op, &[])?;
    fmt::Write::write_str(p, " : ")?;
    if let Some(&m) = operands.first() {
        p.print_type(ir.value_type(m))?;
    }
    if !ir.results(op).is_empty() {
        fmt::Write::write_str(p, " -> ")?;
        p.print_value_types(ir.results(op))?;
    }
    Ok(())
}

fn verify_mask(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let n = ir.operands(op).len();
    if !(1..=2).contains(&n) {
        return Err(op_error(
            ir,
            op,
            format!("expected 1 or 2 operands, but found {n}"),
        ));
    }
    let non_0d_mask =
        |t: &Type| is_bool_vector(t) && as_vector(t).is_some_and(|v| !v.shape.is_empty());
    check_operand(
        ir,
        op,
        0,
        non_0d_mask,
        "vector of 1-bit signless integer values",
    )?;
    let Some(block) = ir
        .regions(op)
        .first()
        .and_then(|r| ir.region_blocks(*r).first())
    else {
        return Err(op_error(
            ir,
            op,
            "expects a terminator within the mask region",
        ));
    };
    let ops = ir.block_ops_vec(*block);
    let Some(&last) = ops.last() else {
        return Err(op_error(
            ir,
            op,
            "expects a terminator within the mask region",
        ));
    };
    if ops.len() > 2 {
        return Err(op_error(ir, op, "expects only one operation to mask"));
    }
    if !ir.is(last, "vector.yield") {
        return Err(op_error(
            ir,
            op,
            "expects a terminator within the mask region",
        ));
    }
    if ir.operands(last).len() != ir.results(op).len() {
        return Err(op_error(
            ir,
            op,
            "expects number of results to match mask region yielded values",
        ));
    }
    if ops.len() == 1 {
        return Ok(());
    }
    let masked = ops[0];
    let Some(expected_mask) = expected_mask_type(ir, masked) else {
        return Err(op_error(
            ir,
            op,
            "expects a MaskableOpInterface within the mask region",
        ));
    };
    if ir.results(masked).len() != ir.results(op).len() {
        return Err(op_error(
            ir,
            op,
            "expects number of results to match maskable operation number of results",
        ));
    }
    if ir.results(masked) != ir.operands(last) {
        return Err(op_error(
            ir,
            op,
            "expects all the results from the MaskableOpInterface to match all the values returned by the terminator",
        ));
    }
    let same_types = ir
        .results(masked)
        .iter()
        .zip(ir.results(op))
        .all(|(a, b)| ir.value_type(*a) == ir.value_type(*b));
    if !same_types {
        return Err(op_error(
            ir,
            op,
            "expects result type to match maskable operation result type",
        ));
    }
    if ir
        .results(masked)
        .iter()
        .filter(|r| is_vector(ir.value_type(**r)))
        .count()
        > 1
    {
        return Err(op_error(ir, op, "multiple vector results not supported"));
    }
    let mask_ty = ir.value_type(ir.operand(op, 0));
    if let Some(expected) = expected_mask
        && *mask_ty != expected
    {
        return Err(op_error(
            ir,
            op,
            format!("expects a '{expected}' mask for the maskable operation"),
        ));
    }
    if let Some(&pt) = ir.operands(op).get(1) {
        if ir.results(masked).len() != 1 {
            return Err(op_error(
                ir,
                op,
                "expects result when passthru argument is provided",
            ));
        }
        if ir.value_type(pt) != ir.value_type(ir.results(masked)[0]) {
            return Err(op_error(
                ir,
                op,
                "expects passthru type to match result type",
            ));
        }
    }
    Ok(())
}

fn verify_yield(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_results(ir, op, 0)
}

/// The mask type a maskable op expects inside `vector.mask` (MLIR's
/// `MaskableOpInterface::getExpectedMaskType`), or `None` when `op` is not maskable.
fn expected_mask_type(ir: &Ir, op: OpId) -> Option<Option<Type>> {
    let shape_of = |v: crate::ir::Value| {
        as_vector(ir.value_type(v))
            .map(|t| vector_type(t.shape.clone(), t.scalable.clone(), Type::i1()))
    };
    let operands = ir.operands(op);
    let name = ir.name(op).as_str();
    Some(match name {
        "vector.reduction" | "vector.multi_reduction" => {
            operands.first().and_then(|v| shape_of(*v))
        }
        "vector.contract" => super::reduce::contract_mask_type(ir, op),
        "vector.transfer_read" | "vector.transfer_write" => {
            super::memory::transfer_mask_type(ir, op)
        }
        "vector.gather" => ir.results(op).first().and_then(|v| shape_of(*v)),
        "vector.scatter" => operands.last().and_then(|v| shape_of(*v)),
        _ => return None,
    })
}
