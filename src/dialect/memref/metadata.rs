//! `memref` ops that read a descriptor's metadata: `rank`, `extract_strided_metadata` and
//! `extract_aligned_pointer_as_index`.
//!
//! Forms, result names and verifier messages are MLIR 22's (`MemRefOps.td`): the strided
//! metadata results are named `%base_buffer, %offset, %sizes:N, %strides:N` (only the first
//! of each variadic group gets a name, so the printer packs the group), the aligned pointer
//! `%intptr`; `rank` suggests no name.

use std::fmt::{self, Write as _};

use crate::diag::Diagnostic;
use crate::dialect::common::{check_index_type, one_result};
use crate::dialect::{OpDef, Traits, op_error};
use crate::ir::{Ir, MemRefType, OpId, OperationState, Type};
use crate::parse::{PResult, Parser};
use crate::print::OpPrinter;

/// The metadata ops.
pub(crate) const OPS: &[OpDef] = &[
    OpDef {
        parse: Some(parse_rank),
        print: Some(print_rank),
        verify: Some(verify_rank),
        ..OpDef::new("memref.rank", Traits::PURE)
    },
    OpDef {
        parse: Some(parse_extract_strided_metadata),
        print: Some(print_arrow_form),
        verify: Some(verify_extract_strided_metadata),
        result_names: Some(strided_metadata_names),
        ..OpDef::new("memref.extract_strided_metadata", Traits::PURE)
    },
    OpDef {
        parse: Some(parse_extract_aligned_pointer),
        print: Some(print_arrow_form),
        verify: Some(verify_extract_aligned_pointer),
        result_names: Some(|_, _| vec![(0, "intptr".to_owned())]),
        ..OpDef::new("memref.extract_aligned_pointer_as_index", Traits::PURE)
    },
];

/// The result types `extract_strided_metadata` infers for a source of type `m`: a rank-0
/// base buffer in the same memory space, the offset, then one size and one stride per
/// dimension.
pub(crate) fn strided_metadata_types(m: &MemRefType) -> Vec<Type> {
    let base = Type::MemRef(std::sync::Arc::new(MemRefType {
        shape: Vec::new(),
        elem: m.elem.clone(),
        layout: None,
        memory_space: m.memory_space.clone(),
    }));
    let mut types = vec![base, Type::Index];
    types.extend(std::iter::repeat_n(Type::Index, 2 * m.shape.len()));
    types
}

fn strided_metadata_names(ir: &Ir, op: OpId) -> Vec<(usize, String)> {
    let mut names = vec![(0, "base_buffer".to_owned()), (1, "offset".to_owned())];
    let rank = ir.results(op).len().saturating_sub(2) / 2;
    if rank > 0 {
        names.push((2, "sizes".to_owned()));
        names.push((2 + rank, "strides".to_owned()));
    }
    names
}

// -------------------------------------------------------------------------------------------
// rank
// -------------------------------------------------------------------------------------------

/// `%r = memref.rank %m [attr-dict] : memref<…>` (ranked or unranked).
fn parse_rank(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let m = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let ty = parse_colon_memref_like(p, "memref.rank")?;
    state.operands = vec![p.resolve_operand(&m, &ty)?];
    state.result_types = vec![Type::Index];
    Ok(())
}

fn print_rank(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    p.print_operands(ir.operands(op))?;
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : ")?;
    p.print_value_types(ir.operands(op))
}

fn verify_rank(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let [m] = ir.operands(op) else {
        return Err(op_error(
            ir,
            op,
            format!("expected 1 operands, but found {}", ir.operands(op).len()),
        ));
    };
    let t = ir.value_type(*m);
    if !matches!(t, Type::MemRef(_) | Type::UnrankedMemRef(_)) {
        return Err(op_error(
            ir,
            op,
            format!(
                "operand #0 must be unranked.memref of any type values or memref of any type values, but got '{t}'"
            ),
        ));
    }
    check_index_result(ir, op)
}

/// `: type` where the type is a ranked or unranked memref (the custom-op error otherwise).
fn parse_colon_memref_like(p: &mut Parser<'_>, name: &str) -> PResult<Type> {
    p.expect(":")?;
    let loc = p.current_loc();
    let ty = p.parse_type()?;
    if !matches!(ty, Type::MemRef(_) | Type::UnrankedMemRef(_)) {
        return Err(p.error_at(
            &loc,
            format!("custom op '{name}' invalid kind of type specified"),
        ));
    }
    Ok(ty)
}

/// The single result is an `index`.
fn check_index_result(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let r = one_result(ir, op)?;
    check_index_type(ir, op, r, "result #0")
}

// -------------------------------------------------------------------------------------------
// extract_strided_metadata / extract_aligned_pointer_as_index
// -------------------------------------------------------------------------------------------

/// `memref.extract_strided_metadata %m : memref<…> -> types [attr-dict]` — the source must
/// be ranked.
fn parse_extract_strided_metadata(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let m = p.parse_operand()?;
    p.expect(":")?;
    let loc = p.current_loc();
    let ty = p.parse_type()?;
    if !matches!(ty, Type::MemRef(_)) {
        return Err(p.error_at(
            &loc,
            format!(
                "custom op 'memref.extract_strided_metadata' invalid kind of type specified: expected builtin.memref, but found '{ty}'"
            ),
        ));
    }
    p.expect("->")?;
    let results = p.parse_type_list()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    state.operands = vec![p.resolve_operand(&m, &ty)?];
    state.result_types = results;
    Ok(())
}

/// `memref.extract_aligned_pointer_as_index %m : memref<…> -> index [attr-dict]` (ranked or
/// unranked source).
fn parse_extract_aligned_pointer(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let m = p.parse_operand()?;
    let ty = parse_colon_memref_like(p, "memref.extract_aligned_pointer_as_index")?;
    p.expect("->")?;
    let results = p.parse_type_list()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    state.operands = vec![p.resolve_operand(&m, &ty)?];
    state.result_types = results;
    Ok(())
}

/// ` %m : type -> result types [attr-dict]`, the form both extract ops print.
fn print_arrow_form(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    p.print_operands(ir.operands(op))?;
    p.write_str(" : ")?;
    p.print_value_types(ir.operands(op))?;
    p.write_str(" -> ")?;
    p.print_value_types(ir.results(op))?;
    p.print_optional_attr_dict(op, &[])
}

fn verify_extract_strided_metadata(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let [m] = ir.operands(op) else {
        return Err(op_error(
            ir,
            op,
            format!("expected 1 operands, but found {}", ir.operands(op).len()),
        ));
    };
    let t = ir.value_type(*m).clone();
    let Type::MemRef(mt) = &t else {
        return Err(op_error(
            ir,
            op,
            format!("operand #0 must be strided memref of any type values, but got '{t}'"),
        ));
    };
    let results: Vec<Type> = ir
        .results(op)
        .iter()
        .map(|r| ir.value_type(*r).clone())
        .collect();
    if let Some(first) = results.first() {
        let rank0 = matches!(first, Type::MemRef(b) if b.shape.is_empty());
        if !rank0 {
            return Err(op_error(
                ir,
                op,
                format!(
                    "result #0 must be strided memref of any type values of rank 0, but got '{first}'"
                ),
            ));
        }
    }
    if let Some((i, t)) = results
        .iter()
        .enumerate()
        .skip(1)
        .find(|(_, t)| **t != Type::Index)
    {
        let what = if i == 1 { "" } else { "variadic of " };
        return Err(op_error(
            ir,
            op,
            format!("result #{i} must be {what}index, but got '{t}'"),
        ));
    }
    let inferred = strided_metadata_types(mt);
    if inferred != results {
        return Err(op_error(
            ir,
            op,
            format!(
                "inferred type(s) {} are incompatible with return type(s) of operation {}",
                quoted_list(&inferred),
                quoted_list(&results)
            ),
        ));
    }
    Ok(())
}

/// `'a', 'b', …` as MLIR's inferred-type mismatch message lists types.
fn quoted_list(types: &[Type]) -> String {
    let mut s = String::new();
    for (i, t) in types.iter().enumerate() {
        if i > 0 {
            s.push_str(", ");
        }
        let _ = write!(s, "'{t}'");
    }
    s
}

fn verify_extract_aligned_pointer(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let [m] = ir.operands(op) else {
        return Err(op_error(
            ir,
            op,
            format!("expected 1 operands, but found {}", ir.operands(op).len()),
        ));
    };
    let t = ir.value_type(*m);
    if !matches!(t, Type::MemRef(_) | Type::UnrankedMemRef(_)) {
        return Err(op_error(
            ir,
            op,
            format!(
                "operand #0 must be unranked.memref of any type values or memref of any type values, but got '{t}'"
            ),
        ));
    }
    check_index_result(ir, op)
}
