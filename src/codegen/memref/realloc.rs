//! `memref.realloc`, with the meaning MLIR gives it through `expand-realloc` (which
//! mlir-opt-22 needs before `finalize-memref-to-llvm`, since that pass has no pattern for
//! it): when the new size is larger, allocate a new buffer like `memref.alloc` (honouring
//! `alignment`), copy the old elements to its start and free the old buffer; otherwise keep
//! the old buffer, viewed with the new size (offset 0, stride 1).

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{self, InstBuilder as _, types as ct};

use super::{elem_info, element_addr, memref_type};
use crate::codegen::{CValue, CgResult, FunctionCx, MemRefDesc, cf::block_args, types};
use crate::ir::{DYNAMIC, OpId};

/// `%r = memref.realloc %src[(%n)]`.
pub(super) fn codegen_realloc(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let src = fx.operand(op, 0)?;
    let r = fx.result(op, 0)?;
    let rt = memref_type(fx, op, r)?;
    let (_, es) = elem_info(fx, op, &rt)?;
    let d = fx.memref(op, src)?;
    let (Some(&old_size), Some(&dim)) = (d.sizes.first(), rt.shape.first()) else {
        return Err(fx.err(op, "expects 1-D memrefs"));
    };
    let new_size = if dim == DYNAMIC {
        let v = fx.operand(op, 1)?;
        fx.scalar(op, v)?
    } else {
        fx.iconst64(dim)
    };
    let align = crate::codegen::int_attr(fx.ir, op, "alignment")
        .unwrap_or(0)
        .max(0) as i64;
    let grow = fx.bcx.create_block();
    let join = fx.bcx.create_block();
    let allocated = fx.bcx.append_block_param(join, types::PTR);
    let aligned = fx.bcx.append_block_param(join, types::PTR);
    let larger = fx
        .bcx
        .ins()
        .icmp(IntCC::UnsignedLessThan, old_size, new_size);
    fx.bcx.ins().brif(
        larger,
        grow,
        &[],
        join,
        &block_args(&[d.allocated, d.aligned]),
    );
    fx.bcx.switch_to_block(grow);
    let bytes = fx.bcx.ins().imul_imm_s(new_size, i64::from(es));
    let (new_alloc, new_aligned) = malloc_aligned(fx, op, bytes, align)?;
    let from = element_addr(fx, &d, &[], es);
    let old_bytes = fx.bcx.ins().imul_imm_s(old_size, i64::from(es));
    let cfg = fx.frontend;
    fx.bcx.call_memcpy(cfg, new_aligned, from, old_bytes);
    fx.call_import(op, "free", &[d.allocated])?;
    fx.bcx
        .ins()
        .jump(join, &block_args(&[new_alloc, new_aligned]));
    fx.bcx.switch_to_block(join);
    let offset = fx.iconst64(0);
    let stride = fx.bcx.ins().iconst(ct::I64, 1);
    fx.def(
        r,
        CValue::MemRef(MemRefDesc {
            allocated,
            aligned,
            offset,
            sizes: vec![new_size],
            strides: vec![stride],
        }),
    );
    Ok(())
}

/// `malloc(bytes)`, or with an alignment `malloc(bytes + align)` and the address rounded up
/// to it (`memref.alloc`'s lowering); returns (allocated, aligned).
pub(super) fn malloc_aligned(
    fx: &mut FunctionCx<'_, '_>,
    op: OpId,
    bytes: ir::Value,
    align: i64,
) -> CgResult<(ir::Value, ir::Value)> {
    if align <= 0 {
        let p = fx.call_import(op, "malloc", &[bytes])?[0];
        return Ok((p, p));
    }
    let with_pad = fx.bcx.ins().iadd_imm_s(bytes, align);
    let p = fx.call_import(op, "malloc", &[with_pad])?[0];
    let bumped = fx.bcx.ins().iadd_imm_s(p, align - 1);
    let a = fx.bcx.ins().band_imm_s(bumped, -align);
    Ok((p, a))
}
