//! `memref.alloca_scope` and its terminator `memref.alloca_scope.return`.
//!
//! An alloca scope is a single-block region whose stack allocations (`memref.alloca`) are
//! released when control leaves it, like a function body; its results are the operands of
//! the `memref.alloca_scope.return` ending the block. The pass
//! `expand-alloca-scopes` (`src/passes/expand_alloca_scopes.rs`) later splices the body into
//! the enclosing block between `corolift.stack.save` and `corolift.stack.restore`.
//!
//! Printed forms, as mlir-opt-22 prints them (note its two spaces after the op name):
//!
//! ```text
//! %r = memref.alloca_scope  -> (f32) {
//!   …
//!   memref.alloca_scope.return %v : f32
//! }
//! memref.alloca_scope  {
//!   …            // the result-less terminator is implicit and not printed
//! }
//! ```

use std::fmt::{self, Write as _};

use crate::diag::Diagnostic;
use crate::dialect::common::{
    ensure_terminator, parse_return_like, print_region_at, print_return_like, verify_region_edge,
};
use crate::dialect::{OpDef, Traits, op_error};
use crate::ir::{Ir, OpId, OperationState, Type};
use crate::parse::{PResult, Parser};
use crate::print::OpPrinter;

/// The scope op and its terminator.
pub(crate) const OPS: &[OpDef] = &[
    OpDef {
        parse: Some(parse_scope),
        print: Some(print_scope),
        verify: Some(verify_scope),
        verify_regions: Some(verify_scope_edge),
        ..OpDef::new("memref.alloca_scope", Traits::RECURSIVE_MEMORY_EFFECTS)
    },
    OpDef {
        parse: Some(parse_return_like),
        print: Some(print_return_like),
        verify: Some(verify_return),
        ..OpDef::new(
            "memref.alloca_scope.return",
            Traits::TERMINATOR.union(Traits::PURE),
        )
    },
];

/// Name of the terminator, which the parser adds when the body does not end with one.
const RETURN: &str = "memref.alloca_scope.return";

/// `memref.alloca_scope [-> (T, …)] { body } [attr-dict]`.
fn parse_scope(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    state.result_types = p.parse_optional_arrow_type_list()?;
    let region = p.parse_region(&[])?;
    ensure_terminator(&mut p.ir, region, RETURN, &state.loc);
    state.regions.push(region);
    p.parse_optional_attr_dict(&mut state.attrs)
}

fn print_scope(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let results: Vec<Type> = ir
        .results(op)
        .iter()
        .map(|v| ir.value_type(*v).clone())
        .collect();
    // MLIR writes a space, then ` -> (…)` (always parenthesised), then another space.
    p.write_str(" ")?;
    if !results.is_empty() {
        p.write_str(" -> (")?;
        p.print_types(&results)?;
        p.write_str(")")?;
    }
    p.write_str(" ")?;
    print_region_at(p, op, 0, false, !results.is_empty())?;
    p.print_optional_attr_dict(op, &[])
}

/// One region of at most one block (MLIR's `SingleBlockImplicitTerminator`).
fn verify_scope(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(&region) = ir.regions(op).first() else {
        return Err(op_error(ir, op, "requires one region"));
    };
    if ir.region_blocks(region).len() > 1 {
        return Err(op_error(ir, op, "expects region #0 to have 0 or 1 blocks"));
    }
    Ok(())
}

/// The edge from the terminator to the scope's results.
fn verify_scope_edge(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(term) = ir
        .regions(op)
        .first()
        .and_then(|r| ir.entry_block(*r))
        .and_then(|b| ir.last_op(b))
        .filter(|t| ir.is(*t, RETURN))
    else {
        return Err(op_error(
            ir,
            op,
            format!("expects the region to end with '{RETURN}'"),
        ));
    };
    let from: Vec<Type> = ir
        .operands(term)
        .iter()
        .map(|v| ir.value_type(*v).clone())
        .collect();
    let to: Vec<Type> = ir
        .results(op)
        .iter()
        .map(|v| ir.value_type(*v).clone())
        .collect();
    verify_region_edge(
        ir,
        op,
        "Operation memref.alloca_scope.return to parent",
        term,
        &from,
        &to,
        |a, b| a == b,
    )
}

fn verify_return(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let parent = ir.parent_op(op);
    if !parent.is_some_and(|p| ir.is(p, "memref.alloca_scope")) {
        return Err(op_error(ir, op, "expects parent op 'memref.alloca_scope'"));
    }
    Ok(())
}
