//! The `llvm` ops upstream tests use to build a memref descriptor by hand, and the
//! `builtin.unrealized_conversion_cast` that turns it into a memref:
//!
//! ```mlir
//! %p = llvm.inttoptr %i : i64 to !llvm.ptr
//! %c = llvm.mlir.constant(5 : i64) : i64
//! %u = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
//! %d = llvm.insertvalue %p, %u[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
//! %m = builtin.unrealized_conversion_cast %d : !llvm.struct<…> to memref<5xf32>
//! ```
//!
//! The descriptor struct is held exactly like a memref of its rank (a [`MemRefDesc`]), so the
//! cast is free; `!llvm.ptr` is a pointer-sized integer.

use cranelift_codegen::ir::InstBuilder as _;

use super::{CValue, CgResult, FunctionCx, MemRefDesc, types};
use crate::ir::{Attribute, OpId};

/// Dispatches an `llvm.*` op or `builtin.unrealized_conversion_cast`.
pub(crate) fn codegen(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    match fx.ir.name(op).as_str() {
        "llvm.inttoptr" => codegen_inttoptr(fx, op),
        "llvm.mlir.constant" => codegen_constant(fx, op),
        "llvm.mlir.poison" => codegen_poison(fx, op),
        "llvm.insertvalue" => codegen_insertvalue(fx, op),
        "builtin.unrealized_conversion_cast" => codegen_unrealized_conversion_cast(fx, op),
        "llvm.intr.matrix.multiply" => super::vector::matrix::codegen_multiply(fx, op),
        "llvm.intr.matrix.transpose" => super::vector::matrix::codegen_transpose(fx, op),
        _ => Err(fx.err(op, "is not supported by code generation")),
    }
}

/// `llvm.inttoptr %i : i64 to !llvm.ptr`: pointers are 64-bit integers here.
fn codegen_inttoptr(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let v = fx.operand(op, 0)?;
    let x = fx.scalar(op, v)?;
    fx.def_scalar(op, x)
}

/// `llvm.mlir.constant(<int> : T) : iN`: an integer constant of the result type.
fn codegen_constant(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let r = fx.result(op, 0)?;
    let ty = types::scalar_type(fx.ir.value_type(r))
        .ok_or_else(|| fx.err(op, "has a result type code generation does not support"))?;
    let value = match fx.ir.attr(op, "value") {
        Some(Attribute::Integer { value, .. }) => *value,
        _ => return Err(fx.err(op, "supports integer values only")),
    };
    let x = fx.bcx.ins().iconst(ty, value as i64);
    fx.def_scalar(op, x)
}

/// `llvm.mlir.poison : !llvm.struct<…descriptor…>`: a descriptor of zeros (any value is a
/// valid poison).
fn codegen_poison(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let r = fx.result(op, 0)?;
    let Some(rank) = types::llvm_descriptor_rank(fx.ir.value_type(r)) else {
        return Err(fx.err(op, "supports memref descriptor structs only"));
    };
    let zero = fx.iconst64(0);
    let d = MemRefDesc {
        allocated: zero,
        aligned: zero,
        offset: zero,
        sizes: vec![zero; rank],
        strides: vec![zero; rank],
    };
    fx.def(r, CValue::MemRef(d));
    Ok(())
}

/// `llvm.insertvalue %v, %d[i (, k)]`: the descriptor with field `i` (element `k` of the
/// sizes or strides array) replaced.
fn codegen_insertvalue(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let container = fx.operand(op, 0)?;
    let mut d = fx.memref(op, container)?;
    let v = fx.operand(op, 1)?;
    let x = fx.scalar(op, v)?;
    let position = fx
        .ir
        .attr(op, "position")
        .and_then(Attribute::as_dense_i64s)
        .unwrap_or_default();
    let slot = match position.as_slice() {
        [0] => Some(&mut d.allocated),
        [1] => Some(&mut d.aligned),
        [2] => Some(&mut d.offset),
        [3, k] => usize::try_from(*k).ok().and_then(|k| d.sizes.get_mut(k)),
        [4, k] => usize::try_from(*k).ok().and_then(|k| d.strides.get_mut(k)),
        _ => None,
    };
    let Some(slot) = slot else {
        return Err(fx.err(op, "position is not a field of a memref descriptor"));
    };
    *slot = x;
    let r = fx.result(op, 0)?;
    fx.def(r, CValue::MemRef(d));
    Ok(())
}

/// `builtin.unrealized_conversion_cast %d : !llvm.struct<…> to memref<…>` (and casts between
/// values held the same way): the value is unchanged.
fn codegen_unrealized_conversion_cast(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let [v] = fx.ir.operands(op) else {
        return Err(fx.err(op, "supports one operand only"));
    };
    let v = *v;
    let r = fx.result(op, 0)?;
    let from = types::lowered_types(fx.ir.value_type(v)).map_err(|e| fx.err(op, e))?;
    let to = types::lowered_types(fx.ir.value_type(r)).map_err(|e| fx.err(op, e))?;
    if from != to {
        return Err(fx.err(
            op,
            "casts between values held differently are not supported",
        ));
    }
    let c = fx.cvalue(op, v)?;
    fx.def(r, c);
    Ok(())
}
