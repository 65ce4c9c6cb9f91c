//! `memref.generic_atomic_rmw` and its terminator `memref.atomic_yield`.
//!
//! `generic_atomic_rmw` has operands memref, indices, one region whose entry block takes the
//! current value, and one result (the value that was in memory before the successful write,
//! as MLIR's compare-and-swap lowering returns it).

use std::fmt::{self, Write as _};

use super::{check_index_operands, parse_colon_memref};
use crate::diag::Diagnostic;
use crate::dialect::common::{one_result, parse_index_list, print_index_list};
use crate::dialect::{OpDef, Traits, has_trait, op_error};
use crate::ir::{Ir, OpId, OperationState, Type};
use crate::parse::{PResult, Parser};
use crate::print::OpPrinter;

/// The ops of this file.
pub(crate) const OPS: &[OpDef] = &[
    OpDef {
        parse: Some(parse_generic_atomic_rmw),
        print: Some(print_generic_atomic_rmw),
        verify: Some(verify_generic_atomic_rmw),
        ..OpDef::new("memref.generic_atomic_rmw", Traits::SINGLE_BLOCK)
    },
    OpDef {
        parse: Some(parse_atomic_yield),
        print: Some(print_atomic_yield),
        verify: Some(verify_atomic_yield),
        ..OpDef::new(
            "memref.atomic_yield",
            Traits::TERMINATOR.union(Traits::PURE),
        )
    },
];

/// `%r = memref.generic_atomic_rmw %m[%i, …] : memref<…> { ^bb0(%cur: T): … } [attr-dict]`
///
/// The result type is the memref's element type; the region keeps its written entry block
/// (no implicit terminator is added, as upstream's parser adds none).
fn parse_generic_atomic_rmw(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let m = p.parse_operand()?;
    let indices = parse_index_list(p)?;
    let (ty, mt) = parse_colon_memref(p)?;
    let mut operands = vec![p.resolve_operand(&m, &ty)?];
    operands.extend(p.resolve_operands_same(&indices, &Type::Index)?);
    state.operands = operands;
    let body = p.parse_region(&[])?;
    state.regions.push(body);
    p.parse_optional_attr_dict(&mut state.attrs)?;
    state.result_types = vec![mt.elem.clone()];
    Ok(())
}

fn print_generic_atomic_rmw(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let Some((m, indices)) = ir.operands(op).split_first() else {
        return Ok(());
    };
    p.write_str(" ")?;
    p.print_operand(*m)?;
    print_index_list(p, indices)?;
    p.write_str(" : ")?;
    let ty = ir.value_type(*m).clone();
    p.print_type(&ty)?;
    p.write_str(" ")?;
    if let Some(r) = ir.regions(op).first() {
        p.print_region(*r, true, true, false)?;
    }
    p.print_optional_attr_dict(op, &[])
}

/// Whether `t` is a signless integer or a float (`AnyTypeOf<[AnySignlessInteger, AnyFloat]>`).
fn is_int_or_float(t: &Type) -> bool {
    t.is_signless_integer() || t.is_float()
}

/// Ops a `generic_atomic_rmw` body may hold besides pure ones: region holders whose own
/// effects are those of their bodies (MLIR's `RecursiveMemoryEffects`), which the walk
/// checks anyway.
const RECURSIVE_EFFECT_OPS: &[&str] = &[
    "scf.if",
    "scf.for",
    "scf.while",
    "scf.index_switch",
    "scf.execute_region",
];

fn verify_generic_atomic_rmw(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some((m, indices)) = ir.operands(op).split_first() else {
        return Err(op_error(ir, op, "expected 1 or more operands, but found 0"));
    };
    let mt = ir.value_type(*m);
    let elem_ok = matches!(mt, Type::MemRef(x) if is_int_or_float(&x.elem));
    if !elem_ok {
        return Err(op_error(
            ir,
            op,
            format!(
                "operand #0 must be memref of signless integer or floating-point values, but got '{mt}'"
            ),
        ));
    }
    check_index_operands(ir, op, indices, 1)?;
    let r = one_result(ir, op)?;
    let rt = ir.value_type(r);
    if Some(rt) != mt.memref_elem() {
        return Err(op_error(
            ir,
            op,
            "failed to verify that result type matches element type of memref",
        ));
    }
    let Some(&body) = ir.regions(op).first() else {
        return Err(op_error(ir, op, "requires one region"));
    };
    let args = ir
        .region_blocks(body)
        .first()
        .map_or(&[][..], |b| ir.block_args(*b));
    if args.len() != 1 {
        return Err(op_error(
            ir,
            op,
            "expected single number of entry block arguments",
        ));
    }
    if ir.value_type(args[0]) != rt {
        return Err(op_error(
            ir,
            op,
            "expected block argument of the same type result type",
        ));
    }
    verify_body_effect_free(ir, op)
}

/// Every op nested in the body must be free of memory effects (MLIR reports the first one
/// found in pre-order at its own location).
fn verify_body_effect_free(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let mut bad = None;
    ir.walk_pre(op, &mut |nested| {
        if bad.is_none()
            && nested != op
            && !has_trait(ir, nested, Traits::PURE)
            && !RECURSIVE_EFFECT_OPS.contains(&ir.name(nested).as_str())
        {
            bad = Some(nested);
        }
    });
    match bad {
        Some(n) => Err(Diagnostic::error(
            ir.loc(n).clone(),
            "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects",
        )),
        None => Ok(()),
    }
}

/// `memref.atomic_yield %v [attr-dict] : T`
fn parse_atomic_yield(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let ty = p.parse_colon_type()?;
    state.operands = vec![p.resolve_operand(&v, &ty)?];
    Ok(())
}

fn print_atomic_yield(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    p.print_operands(ir.operands(op))?;
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : ")?;
    p.print_value_types(ir.operands(op))
}

fn verify_atomic_yield(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let parent = ir
        .parent_op(op)
        .filter(|p| ir.is(*p, "memref.generic_atomic_rmw"));
    let Some(parent) = parent else {
        return Err(op_error(
            ir,
            op,
            "expects parent op 'memref.generic_atomic_rmw'",
        ));
    };
    let [v] = ir.operands(op) else {
        return Err(op_error(
            ir,
            op,
            format!("expected 1 operands, but found {}", ir.operands(op).len()),
        ));
    };
    let yt = ir.value_type(*v);
    if let Some(pr) = ir.results(parent).first() {
        let pt = ir.value_type(*pr);
        if pt != yt {
            return Err(op_error(
                ir,
                op,
                format!("types mismatch between yield op: '{yt}' and its parent: '{pt}'"),
            ));
        }
    }
    Ok(())
}
