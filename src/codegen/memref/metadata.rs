//! `memref.rank`, `memref.extract_strided_metadata` and
//! `memref.extract_aligned_pointer_as_index`: reads of the descriptor, as
//! `finalize-memref-to-llvm` lowers them.

use super::super::func::load_field;
use super::super::{CValue, CgResult, FunctionCx, MemRefDesc};
use crate::ir::OpId;

/// `memref.rank %m`: the static rank of a ranked memref, the `rank` field of an unranked one.
pub(super) fn codegen_rank(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let m = fx.operand(op, 0)?;
    let v = match fx.cvalue(op, m)? {
        CValue::MemRef(d) => fx.iconst64(d.sizes.len() as i64),
        CValue::Unranked { rank, .. } => rank,
        CValue::Scalar(_) | CValue::Vector(_) => {
            return Err(fx.err(op, "expected a memref operand"));
        }
    };
    fx.def_scalar(op, v)
}

/// `memref.extract_strided_metadata %m`: a rank-0 descriptor over the same buffers (offset
/// 0), then the offset, sizes and strides of `%m`.
pub(super) fn codegen_extract_strided_metadata(
    fx: &mut FunctionCx<'_, '_>,
    op: OpId,
) -> CgResult<()> {
    let m = fx.operand(op, 0)?;
    let d = fx.memref(op, m)?;
    let rank = d.sizes.len();
    if fx.ir.results(op).len() != 2 + 2 * rank {
        return Err(fx.err(op, "result count does not match the source rank"));
    }
    let zero = fx.iconst64(0);
    let base = MemRefDesc {
        allocated: d.allocated,
        aligned: d.aligned,
        offset: zero,
        sizes: Vec::new(),
        strides: Vec::new(),
    };
    let scalars: Vec<_> = std::iter::once(d.offset)
        .chain(d.sizes.iter().copied())
        .chain(d.strides.iter().copied())
        .collect();
    let r0 = fx.result(op, 0)?;
    fx.def(r0, CValue::MemRef(base));
    for (i, v) in scalars.into_iter().enumerate() {
        let r = fx.result(op, i + 1)?;
        fx.def(r, CValue::Scalar(v));
    }
    Ok(())
}

/// `memref.extract_aligned_pointer_as_index %m`: the aligned pointer as an integer.
pub(super) fn codegen_extract_aligned_pointer_as_index(
    fx: &mut FunctionCx<'_, '_>,
    op: OpId,
) -> CgResult<()> {
    let m = fx.operand(op, 0)?;
    let v = match fx.cvalue(op, m)? {
        CValue::MemRef(d) => d.aligned,
        // The ranked descriptor behind an unranked memref: {allocated, aligned, …}.
        CValue::Unranked { ptr, .. } => load_field(fx, ptr, 1),
        CValue::Scalar(_) | CValue::Vector(_) => {
            return Err(fx.err(op, "expected a memref operand"));
        }
    };
    fx.def_scalar(op, v)
}
