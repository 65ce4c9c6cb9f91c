//! `memref.realloc`: resize a 1-D buffer.
//!
//! Operands: the source, then the optional dynamic result size. The verifier's messages
//! are MLIR's `ReallocOp::verify` (reported without the `'memref.realloc' op` prefix, as
//! upstream uses `emitError` there).

use std::fmt::{self, Write as _};

use super::parse_colon_memref;
use crate::diag::Diagnostic;
use crate::dialect::common::{
    ALIGNMENT_CONSTRAINT, check_index_type, check_parsed_alignment, expect_op_keyword,
    is_valid_alignment, one_result,
};
use crate::dialect::{OpDef, Traits, op_error};
use crate::ir::{DYNAMIC, Ir, OpId, OperationState, Type};
use crate::parse::{PResult, Parser};
use crate::print::OpPrinter;

/// The ops of this file.
pub(crate) const OPS: &[OpDef] = &[OpDef {
    inherent_attrs: &["alignment"],
    parse: Some(parse_realloc),
    print: Some(print_realloc),
    verify: Some(verify_realloc),
    ..OpDef::new("memref.realloc", Traits::NONE)
}];

/// `%r = memref.realloc %src[(%size)] [attr-dict] : memref<…> to memref<…>`
fn parse_realloc(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    let size = if p.eat("(") {
        let s = p.parse_operand()?;
        p.expect(")")?;
        Some(s)
    } else {
        None
    };
    let dict_loc = p.current_loc();
    p.parse_optional_attr_dict(&mut state.attrs)?;
    check_parsed_alignment(p, &dict_loc, state)?;
    let (st, _) = parse_colon_memref(p)?;
    expect_op_keyword(p, "memref.realloc", "to")?;
    let loc = p.current_loc();
    let rt = p.parse_type()?;
    if !matches!(rt, Type::MemRef(_)) {
        return Err(p.error_at(&loc, "invalid kind of type specified"));
    }
    state.operands = vec![p.resolve_operand(&src, &st)?];
    if let Some(s) = size {
        state.operands.push(p.resolve_operand(&s, &Type::Index)?);
    }
    state.result_types = vec![rt];
    Ok(())
}

fn print_realloc(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let Some((src, size)) = ir.operands(op).split_first() else {
        return Ok(());
    };
    p.write_str(" ")?;
    p.print_operand(*src)?;
    if let Some(s) = size.first() {
        p.write_str("(")?;
        p.print_operand(*s)?;
        p.write_str(")")?;
    }
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : ")?;
    let st = ir.value_type(*src).clone();
    p.print_type(&st)?;
    p.write_str(" to ")?;
    p.print_value_types(ir.results(op))
}

/// Whether `t` is a 1-D ranked memref (`MemRefRankOf<[AnyType], [1]>`).
fn is_1d_memref(t: &Type) -> bool {
    matches!(t, Type::MemRef(m) if m.shape.len() == 1)
}

fn verify_realloc(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let operands = ir.operands(op);
    let (Some(src), 1..=2) = (operands.first(), operands.len()) else {
        return Err(op_error(
            ir,
            op,
            format!("expected 1 or 2 operands, but found {}", operands.len()),
        ));
    };
    let st = ir.value_type(*src);
    if !is_1d_memref(st) {
        return Err(op_error(
            ir,
            op,
            format!("operand #0 must be 1D memref of any type values, but got '{st}'"),
        ));
    }
    if let Some(s) = operands.get(1) {
        check_index_type(ir, op, *s, "operand #1")?;
    }
    if let Some(a) = ir.attr(op, "alignment")
        && !is_valid_alignment(a)
    {
        return Err(op_error(ir, op, ALIGNMENT_CONSTRAINT));
    }
    let r = one_result(ir, op)?;
    let rt = ir.value_type(r);
    if !is_1d_memref(rt) {
        return Err(op_error(
            ir,
            op,
            format!("result #0 must be 1D memref of any type values, but got '{rt}'"),
        ));
    }
    let (Some(s), Some(d)) = (st.as_memref(), rt.as_memref()) else {
        return Ok(());
    };
    let err = |msg: String| Err(Diagnostic::error(ir.loc(op).clone(), msg));
    if s.layout.is_some() {
        return err(format!("unsupported layout for source memref type '{st}'"));
    }
    if d.layout.is_some() {
        return err(format!("unsupported layout for result memref type '{rt}'"));
    }
    if s.memory_space != d.memory_space {
        return err(format!(
            "different memory spaces specified for source memref type '{st}' and result memref type '{rt}'"
        ));
    }
    if s.elem != d.elem {
        return err(format!(
            "different element types specified for source memref type '{st}' and result memref type '{rt}'"
        ));
    }
    let dynamic = d.shape[0] == DYNAMIC;
    match (dynamic, operands.len() == 2) {
        (true, false) => err(format!("missing dimension operand for result type '{rt}'")),
        (false, true) => err(format!(
            "unnecessary dimension operand for result type '{rt}'"
        )),
        _ => Ok(()),
    }
}
