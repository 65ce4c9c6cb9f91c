//! `memref.dma_start` and `memref.dma_wait`: parsed, printed and verified as MLIR 22 does;
//! they have no CPU lowering upstream, so code generation rejects them.
//!
//! `dma_start` operands: source memref, its indices, destination memref, its indices, the
//! element count, tag memref, its indices, then optionally stride and elements per stride.
//! `dma_wait` operands: tag memref, its indices, element count.

use std::fmt::{self, Write as _};

use crate::diag::Diagnostic;
use crate::dialect::common::{parse_index_list, print_index_list};
use crate::dialect::{OpDef, Traits, op_error};
use crate::ir::{Ir, OpId, OperationState, Type, Value};
use crate::parse::{PResult, Parser};
use crate::print::OpPrinter;

/// The ops of this file.
pub(crate) const OPS: &[OpDef] = &[
    OpDef {
        parse: Some(parse_dma_start),
        print: Some(print_dma_start),
        verify: Some(verify_dma_start),
        ..OpDef::new("memref.dma_start", Traits::NONE)
    },
    OpDef {
        parse: Some(parse_dma_wait),
        print: Some(print_dma_wait),
        verify: Some(verify_dma_wait),
        ..OpDef::new("memref.dma_wait", Traits::NONE)
    },
];

/// `memref.dma_start %src[…], %dst[…], %n, %tag[…][, %stride, %per_stride] : T, T, T`
fn parse_dma_start(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    let src_idx = parse_index_list(p)?;
    p.expect(",")?;
    let dst = p.parse_operand()?;
    let dst_idx = parse_index_list(p)?;
    p.expect(",")?;
    let n = p.parse_operand()?;
    p.expect(",")?;
    let tag = p.parse_operand()?;
    let tag_idx = parse_index_list(p)?;
    let mut strides = Vec::new();
    while p.eat(",") {
        strides.push(p.parse_operand()?);
    }
    if !strides.is_empty() && strides.len() != 2 {
        return Err(p.error_at(
            &state.loc,
            "custom op 'memref.dma_start' expected two stride related operands",
        ));
    }
    let types = p.parse_colon_type_list()?;
    let [st, dt, tt] = types.as_slice() else {
        return Err(p.error_at(
            &state.loc,
            "custom op 'memref.dma_start' fewer/more types expected",
        ));
    };
    let mut ops = vec![p.resolve_operand(&src, st)?];
    ops.extend(p.resolve_operands_same(&src_idx, &Type::Index)?);
    ops.push(p.resolve_operand(&dst, dt)?);
    ops.extend(p.resolve_operands_same(&dst_idx, &Type::Index)?);
    ops.push(p.resolve_operand(&n, &Type::Index)?);
    ops.push(p.resolve_operand(&tag, tt)?);
    ops.extend(p.resolve_operands_same(&tag_idx, &Type::Index)?);
    ops.extend(p.resolve_operands_same(&strides, &Type::Index)?);
    state.operands = ops;
    Ok(())
}

/// The operand groups of a `dma_start`, by the ranks of its memref types.
struct DmaStart {
    src: Value,
    src_idx: Vec<Value>,
    dst: Value,
    dst_idx: Vec<Value>,
    num: Value,
    tag: Value,
    tag_idx: Vec<Value>,
    strides: Vec<Value>,
}

/// The rank of `v`'s memref type (0 for anything else).
fn rank_of(ir: &Ir, v: Value) -> usize {
    ir.value_type(v).as_memref().map_or(0, |m| m.shape.len())
}

/// Splits the operands of a `dma_start` (`None` when there are too few).
fn dma_start_parts(ir: &Ir, op: OpId) -> Option<DmaStart> {
    let o = ir.operands(op);
    let src = *o.first()?;
    let mut at = 1 + rank_of(ir, src);
    let src_idx = o.get(1..at)?.to_vec();
    let dst = *o.get(at)?;
    let dst_idx = o.get(at + 1..at + 1 + rank_of(ir, dst))?.to_vec();
    at += 1 + dst_idx.len();
    let num = *o.get(at)?;
    let tag = *o.get(at + 1)?;
    at += 2;
    let tag_idx = o.get(at..at + rank_of(ir, tag))?.to_vec();
    at += tag_idx.len();
    Some(DmaStart {
        src,
        src_idx,
        dst,
        dst_idx,
        num,
        tag,
        tag_idx,
        strides: o[at..].to_vec(),
    })
}

fn print_dma_start(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let Some(d) = dma_start_parts(ir, op) else {
        return p.write_str(" <<malformed memref.dma_start>>");
    };
    p.write_str(" ")?;
    p.print_operand(d.src)?;
    print_index_list(p, &d.src_idx)?;
    p.write_str(", ")?;
    p.print_operand(d.dst)?;
    print_index_list(p, &d.dst_idx)?;
    p.write_str(", ")?;
    p.print_operand(d.num)?;
    p.write_str(", ")?;
    p.print_operand(d.tag)?;
    print_index_list(p, &d.tag_idx)?;
    if !d.strides.is_empty() {
        p.write_str(", ")?;
        p.print_operands(&d.strides)?;
    }
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : ")?;
    p.print_value_types(&[d.src, d.dst, d.tag])
}

/// `expected at least N operands` as upstream words it.
fn at_least(ir: &Ir, op: OpId, n: usize) -> Diagnostic {
    op_error(ir, op, format!("expected at least {n} operands"))
}

fn all_index(ir: &Ir, values: &[Value]) -> bool {
    values.iter().all(|v| *ir.value_type(*v) == Type::Index)
}

fn verify_dma_start(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    super::zero_results(ir, op)?;
    let o = ir.operands(op);
    let n = o.len();
    if n < 4 {
        return Err(op_error(ir, op, "expected at least 4 operands"));
    }
    let is_memref = |v: Value| ir.value_type(v).as_memref().is_some();
    if !is_memref(o[0]) {
        return Err(op_error(ir, op, "expected source to be of memref type"));
    }
    let src_rank = rank_of(ir, o[0]);
    if n < src_rank + 4 {
        return Err(at_least(ir, op, src_rank + 4));
    }
    if !all_index(ir, &o[1..1 + src_rank]) {
        return Err(op_error(
            ir,
            op,
            "expected source indices to be of index type",
        ));
    }
    let dst = o[1 + src_rank];
    if !is_memref(dst) {
        return Err(op_error(
            ir,
            op,
            "expected destination to be of memref type",
        ));
    }
    let dst_rank = rank_of(ir, dst);
    let mut expected = src_rank + dst_rank + 4;
    if n < expected {
        return Err(at_least(ir, op, expected));
    }
    if !all_index(ir, &o[2 + src_rank..2 + src_rank + dst_rank]) {
        return Err(op_error(
            ir,
            op,
            "expected destination indices to be of index type",
        ));
    }
    let num_at = 2 + src_rank + dst_rank;
    if *ir.value_type(o[num_at]) != Type::Index {
        return Err(op_error(
            ir,
            op,
            "expected num elements to be of index type",
        ));
    }
    let tag = o[num_at + 1];
    if !is_memref(tag) {
        return Err(op_error(ir, op, "expected tag to be of memref type"));
    }
    expected += rank_of(ir, tag);
    if n < expected {
        return Err(at_least(ir, op, expected));
    }
    if !all_index(ir, &o[num_at + 2..expected]) {
        return Err(op_error(ir, op, "expected tag indices to be of index type"));
    }
    if n != expected && n != expected + 2 {
        return Err(op_error(ir, op, "incorrect number of operands"));
    }
    if n == expected + 2 && !all_index(ir, &o[expected..]) {
        return Err(op_error(
            ir,
            op,
            "expected stride and num elements per stride to be of type index",
        ));
    }
    Ok(())
}

/// `memref.dma_wait %tag[%i, …], %n [attr-dict] : memref<…>`
fn parse_dma_wait(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let tag = p.parse_operand()?;
    let idx = parse_index_list(p)?;
    p.expect(",")?;
    let n = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let ty = p.parse_colon_type()?;
    let mut ops = vec![p.resolve_operand(&tag, &ty)?];
    ops.extend(p.resolve_operands_same(&idx, &Type::Index)?);
    ops.push(p.resolve_operand(&n, &Type::Index)?);
    state.operands = ops;
    Ok(())
}

fn print_dma_wait(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let o = ir.operands(op);
    let [tag, idx @ .., n] = o else {
        return Ok(());
    };
    p.write_str(" ")?;
    p.print_operand(*tag)?;
    print_index_list(p, idx)?;
    p.write_str(", ")?;
    p.print_operand(*n)?;
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : ")?;
    p.print_value_types(&[*tag])
}

fn verify_dma_wait(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    super::zero_results(ir, op)?;
    let o = ir.operands(op);
    let [tag, idx @ .., n] = o else {
        return Err(op_error(
            ir,
            op,
            format!("expected 2 or more operands, but found {}", o.len()),
        ));
    };
    let tt = ir.value_type(*tag);
    let Some(rank) = tt.as_memref().map(|m| m.shape.len()) else {
        return Err(op_error(
            ir,
            op,
            format!("operand #0 must be memref of any type values, but got '{tt}'"),
        ));
    };
    super::check_index_operands(ir, op, idx, 1)?;
    let nt = ir.value_type(*n);
    if *nt != Type::Index {
        return Err(op_error(
            ir,
            op,
            format!("operand #{} must be index, but got '{nt}'", o.len() - 1),
        ));
    }
    if idx.len() != rank {
        return Err(op_error(
            ir,
            op,
            format!(
                "expected tagIndices to have the same number of elements as the tagMemRef rank, expected {rank}, but got {}",
                idx.len()
            ),
        ));
    }
    Ok(())
}
