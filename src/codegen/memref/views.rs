//! View-like `memref` ops on MLIR's descriptor ABI: each builds a new descriptor over the
//! same buffer, with the offset, sizes and strides that `expand-strided-metadata` and
//! `finalize-memref-to-llvm` compute:
//! * `reinterpret_cast`: the source's two pointers (loaded from the ranked descriptor behind
//!   an unranked source) with the op's offset, sizes and strides;
//! * `reshape`: offset 0, sizes from the shape memref (static sizes of the result type as
//!   constants), row-major strides; a dynamic-length shape gives an unranked result (keeping
//!   the source's offset, as MLIR does) whose descriptor lives in a stack slot of this function;
//! * `collapse_shape`: each group's size is the product of its sizes and its stride the
//!   minimum of the strides of its dimensions not statically of size 1;
//! * `expand_shape`: each group's innermost dimension keeps the source stride, outer ones
//!   multiply by the sizes inside them;
//! * `transpose`: sizes and strides permuted;
//! * `view`: the aligned pointer moved by the byte shift, offset 0, row-major strides;
//! * `memory_space_cast`, `assume_alignment`: the same descriptor (one memory space on a CPU;
//!   the alignment is only a promise).

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{
    self, InstBuilder as _, MemFlagsData, StackSlotData, StackSlotKind, TrapCode, types as ct,
};

use super::super::func::load_field;
use super::super::{CValue, CgResult, FunctionCx, MemRefDesc, cf::block_args, types};
use super::{elem_info, element_addr, memref_type, mixed};
use crate::dialect::memref::views::{offsets_sizes_strides, permutation_of, reassociation};
use crate::ir::{DYNAMIC, OpId, Type, Value};

/// The largest rank of an unranked `memref.reshape` result (its descriptor is a stack slot).
const MAX_DYNAMIC_RANK: i64 = 32;

/// Whether `name` is one of the ops of this file.
pub(super) fn handles(name: &str) -> bool {
    matches!(
        name,
        "memref.reinterpret_cast"
            | "memref.reshape"
            | "memref.collapse_shape"
            | "memref.expand_shape"
            | "memref.transpose"
            | "memref.view"
            | "memref.memory_space_cast"
            | "memref.assume_alignment"
    )
}

/// Dispatches a view-like `memref` op.
pub(super) fn codegen(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    match fx.ir.name(op).as_str() {
        "memref.reinterpret_cast" => codegen_reinterpret_cast(fx, op),
        "memref.reshape" => codegen_reshape(fx, op),
        "memref.collapse_shape" => codegen_collapse_shape(fx, op),
        "memref.expand_shape" => codegen_expand_shape(fx, op),
        "memref.transpose" => codegen_transpose(fx, op),
        "memref.view" => codegen_view(fx, op),
        "memref.memory_space_cast" | "memref.assume_alignment" => codegen_same_descriptor(fx, op),
        _ => Err(fx.err(op, "is not supported by code generation")),
    }
}

/// The `allocated` and `aligned` pointers of a ranked or unranked memref.
fn base_pointers(
    fx: &mut FunctionCx<'_, '_>,
    op: OpId,
    v: Value,
) -> CgResult<(ir::Value, ir::Value)> {
    match fx.cvalue(op, v)? {
        CValue::MemRef(d) => Ok((d.allocated, d.aligned)),
        CValue::Unranked { ptr, .. } => {
            let allocated = load_field(fx, ptr, 0);
            let aligned = load_field(fx, ptr, 1);
            Ok((allocated, aligned))
        }
        CValue::Scalar(_) | CValue::Vector(_) => Err(fx.err(op, "expected a memref operand")),
    }
}

/// The `offset` of a ranked or unranked memref's descriptor.
fn descriptor_offset(fx: &mut FunctionCx<'_, '_>, op: OpId, v: Value) -> CgResult<ir::Value> {
    match fx.cvalue(op, v)? {
        CValue::MemRef(d) => Ok(d.offset),
        CValue::Unranked { ptr, .. } => Ok(load_field(fx, ptr, 2)),
        CValue::Scalar(_) | CValue::Vector(_) => Err(fx.err(op, "expected a memref operand")),
    }
}

/// `a + b` with constants folded.
pub(super) fn add(fx: &mut FunctionCx<'_, '_>, a: ir::Value, b: ir::Value) -> ir::Value {
    match (fx.known_const(a), fx.known_const(b)) {
        (Some(x), Some(y)) => fx.iconst64(x.wrapping_add(y)),
        (Some(0), _) => b,
        (_, Some(0)) => a,
        _ => fx.bcx.ins().iadd(a, b),
    }
}

/// `a * b` with constants folded.
pub(super) fn mul(fx: &mut FunctionCx<'_, '_>, a: ir::Value, b: ir::Value) -> ir::Value {
    match (fx.known_const(a), fx.known_const(b)) {
        (Some(x), Some(y)) => fx.iconst64(x.wrapping_mul(y)),
        (Some(1), _) => b,
        (_, Some(1)) => a,
        _ => fx.bcx.ins().imul(a, b),
    }
}

/// Row-major strides for `sizes`, the static strides of `static_strides` used where known.
fn row_major_strides(
    fx: &mut FunctionCx<'_, '_>,
    sizes: &[ir::Value],
    static_strides: Option<&[i64]>,
) -> Vec<ir::Value> {
    let n = sizes.len();
    let mut strides = vec![fx.iconst64(1); n];
    let mut running = fx.iconst64(1);
    for i in (0..n).rev() {
        strides[i] = match static_strides.and_then(|s| s.get(i)) {
            Some(s) if *s != DYNAMIC => fx.iconst64(*s),
            _ => running,
        };
        running = mul(fx, strides[i], sizes[i]);
    }
    strides
}

/// `memref.reinterpret_cast`: the source's pointers with the op's offset, sizes and strides.
fn codegen_reinterpret_cast(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let parts = offsets_sizes_strides(fx.ir, op)
        .ok_or_else(|| fx.err(op, "has malformed offset/size/stride operands"))?;
    let (allocated, aligned) = base_pointers(fx, op, parts.source)?;
    let [(so, dyn_o), (ss, dyn_s), (st, dyn_t)] = &parts.lists;
    let offset = mixed(fx, op, so, dyn_o)?
        .first()
        .map(|v| v.0)
        .ok_or_else(|| fx.err(op, "has no offset"))?;
    let sizes = mixed(fx, op, ss, dyn_s)?.into_iter().map(|v| v.0).collect();
    let strides = mixed(fx, op, st, dyn_t)?.into_iter().map(|v| v.0).collect();
    let r = fx.result(op, 0)?;
    fx.def(
        r,
        CValue::MemRef(MemRefDesc {
            allocated,
            aligned,
            offset,
            sizes,
            strides,
        }),
    );
    Ok(())
}

/// Element `i` of the 1-D shape memref `d` as an `i64` (index or integer elements).
fn load_shape_element(
    fx: &mut FunctionCx<'_, '_>,
    d: &MemRefDesc,
    i: ir::Value,
    t: ir::Type,
    es: u32,
) -> ir::Value {
    let addr = element_addr(fx, d, &[i], es);
    let v = fx.bcx.ins().load(t, MemFlagsData::trusted(), addr, 0);
    if t.bits() < 64 {
        fx.bcx.ins().sextend(ct::I64, v)
    } else {
        v
    }
}

/// `memref.reshape %src(%shape)`.
fn codegen_reshape(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let src = fx.operand(op, 0)?;
    let shape = fx.operand(op, 1)?;
    let (allocated, aligned) = base_pointers(fx, op, src)?;
    let shape_ty = memref_type(fx, op, shape)?;
    let (t, es) = elem_info(fx, op, &shape_ty)?;
    let sd = fx.memref(op, shape)?;
    let r = fx.result(op, 0)?;
    let out = match fx.ir.value_type(r).clone() {
        Type::MemRef(m) => {
            let mut sizes = Vec::with_capacity(m.shape.len());
            for (i, dim) in m.shape.iter().enumerate() {
                sizes.push(if *dim == DYNAMIC {
                    let iv = fx.iconst64(i as i64);
                    load_shape_element(fx, &sd, iv, t, es)
                } else {
                    fx.iconst64(*dim)
                });
            }
            let strides = row_major_strides(fx, &sizes, None);
            let offset = fx.iconst64(0);
            CValue::MemRef(MemRefDesc {
                allocated,
                aligned,
                offset,
                sizes,
                strides,
            })
        }
        Type::UnrankedMemRef(_) if sd.sizes.len() == 1 => {
            // MLIR keeps the source's offset here (and uses the result type's, 0, for a ranked
            // result).
            let offset = descriptor_offset(fx, op, src)?;
            reshape_to_unranked(fx, &sd, (t, es), [allocated, aligned, offset])
        }
        _ => return Err(fx.err(op, "expected a memref result")),
    };
    fx.def(r, out);
    Ok(())
}

/// The unranked result of a reshape with a dynamic-length shape: a descriptor of rank
/// `shape.size(0)` in a stack slot, sizes copied from the shape and row-major strides
/// computed from the last dimension backwards.
fn reshape_to_unranked(
    fx: &mut FunctionCx<'_, '_>,
    sd: &MemRefDesc,
    (t, es): (ir::Type, u32),
    [allocated, aligned, offset]: [ir::Value; 3],
) -> CValue {
    let rank = sd.sizes[0];
    // A rank beyond the slot would write past it: stop instead.
    let too_big = fx
        .bcx
        .ins()
        .icmp_imm_u(IntCC::UnsignedGreaterThan, rank, MAX_DYNAMIC_RANK);
    fx.bcx.ins().trapnz(too_big, TrapCode::unwrap_user(1));
    let words = 3 + 2 * MAX_DYNAMIC_RANK as u32;
    let slot = fx.bcx.create_sized_stack_slot(StackSlotData::new(
        StackSlotKind::ExplicitSlot,
        8 * words,
        3,
    ));
    let ptr = fx.bcx.ins().stack_addr(types::PTR, slot, 0);
    let flags = MemFlagsData::trusted();
    fx.bcx.ins().store(flags, allocated, ptr, 0);
    fx.bcx.ins().store(flags, aligned, ptr, 8);
    fx.bcx.ins().store(flags, offset, ptr, 16);
    // for (i = rank - 1, stride = 1; i >= 0; --i) { size = shape[i]; sizes[i] = size;
    //   strides[i] = stride; stride *= size; }
    let header = fx.bcx.create_block();
    let body = fx.bcx.create_block();
    let exit = fx.bcx.create_block();
    let i = fx.bcx.append_block_param(header, ct::I64);
    let stride = fx.bcx.append_block_param(header, ct::I64);
    let last = fx.bcx.ins().iadd_imm_s(rank, -1);
    let one = fx.iconst64(1);
    fx.bcx.ins().jump(header, &block_args(&[last, one]));
    fx.bcx.switch_to_block(header);
    let done = fx.bcx.ins().icmp_imm_s(IntCC::SignedLessThan, i, 0);
    fx.bcx.ins().brif(done, exit, &[], body, &[]);
    fx.bcx.switch_to_block(body);
    let size = load_shape_element(fx, sd, i, t, es);
    let size_at = fx.bcx.ins().iadd_imm_s(i, 3);
    let size_off = fx.bcx.ins().imul_imm_s(size_at, 8);
    let size_addr = fx.bcx.ins().iadd(ptr, size_off);
    fx.bcx.ins().store(flags, size, size_addr, 0);
    let stride_at = fx.bcx.ins().iadd(size_at, rank);
    let stride_off = fx.bcx.ins().imul_imm_s(stride_at, 8);
    let stride_addr = fx.bcx.ins().iadd(ptr, stride_off);
    fx.bcx.ins().store(flags, stride, stride_addr, 0);
    let next_stride = fx.bcx.ins().imul(stride, size);
    let next_i = fx.bcx.ins().iadd_imm_s(i, -1);
    fx.bcx
        .ins()
        .jump(header, &block_args(&[next_i, next_stride]));
    fx.bcx.switch_to_block(exit);
    CValue::Unranked { rank, ptr }
}

/// `memref.collapse_shape`: per group, the product of the sizes and the smallest stride of
/// the dimensions not statically of size 1 (`expand-strided-metadata`'s rule).
fn codegen_collapse_shape(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let src = fx.operand(op, 0)?;
    let st = memref_type(fx, op, src)?;
    let d = fx.memref(op, src)?;
    let r = fx.result(op, 0)?;
    let rt = memref_type(fx, op, r)?;
    let groups = reassociation(fx.ir, op).ok_or_else(|| fx.err(op, "has no reassociation"))?;
    let result_strides = crate::dialect::common::strides_and_offset(&rt).map(|s| s.0);
    let mut sizes = Vec::with_capacity(groups.len());
    let mut strides = Vec::with_capacity(groups.len());
    for (gi, g) in groups.iter().enumerate() {
        let mut size = fx.iconst64(1);
        for &dim in g {
            let s = *d
                .sizes
                .get(dim)
                .ok_or_else(|| fx.err(op, "has a reassociation index out of bounds"))?;
            size = mul(fx, size, s);
        }
        if let Some(&s) = rt.shape.get(gi)
            && s != DYNAMIC
        {
            size = fx.iconst64(s);
        }
        sizes.push(size);
        let candidates: Vec<ir::Value> = g
            .iter()
            .filter(|dim| st.shape[**dim] != 1)
            .map(|dim| d.strides[*dim])
            .collect();
        let stride = match candidates.split_first() {
            Some((first, rest)) => rest.iter().fold(*first, |acc, s| smin(fx, acc, *s)),
            None => {
                // All sizes are 1: the stride is meaningless; MLIR takes the result type's.
                match result_strides.as_ref().and_then(|s| s.get(gi)) {
                    Some(s) if *s != DYNAMIC => fx.iconst64(*s),
                    _ => match g.first() {
                        Some(dim) => d.strides[*dim],
                        None => fx.iconst64(1),
                    },
                }
            }
        };
        strides.push(stride);
    }
    fx.def(
        r,
        CValue::MemRef(MemRefDesc {
            allocated: d.allocated,
            aligned: d.aligned,
            offset: d.offset,
            sizes,
            strides,
        }),
    );
    Ok(())
}

/// Signed minimum with constants folded.
fn smin(fx: &mut FunctionCx<'_, '_>, a: ir::Value, b: ir::Value) -> ir::Value {
    match (fx.known_const(a), fx.known_const(b)) {
        (Some(x), Some(y)) => fx.iconst64(x.min(y)),
        _ => fx.bcx.ins().smin(a, b),
    }
}

/// `memref.expand_shape`: sizes from `output_shape`; within a group the innermost dimension
/// keeps the source stride and each outer one multiplies by the sizes inside it.
fn codegen_expand_shape(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let src = fx.operand(op, 0)?;
    let d = fx.memref(op, src)?;
    let r = fx.result(op, 0)?;
    let groups = reassociation(fx.ir, op).ok_or_else(|| fx.err(op, "has no reassociation"))?;
    let statics = fx
        .ir
        .attr(op, "static_output_shape")
        .and_then(crate::ir::Attribute::as_dense_i64s)
        .ok_or_else(|| fx.err(op, "has no static_output_shape"))?;
    let dynamic = fx.ir.operands(op).get(1..).unwrap_or(&[]).to_vec();
    let sizes: Vec<ir::Value> = mixed(fx, op, &statics, &dynamic)?
        .into_iter()
        .map(|v| v.0)
        .collect();
    let mut strides = vec![fx.iconst64(1); sizes.len()];
    for (g, src_stride) in groups.iter().zip(&d.strides) {
        let mut current = *src_stride;
        for &dim in g.iter().rev() {
            let size = *sizes
                .get(dim)
                .ok_or_else(|| fx.err(op, "has a reassociation index out of bounds"))?;
            strides[dim] = current;
            current = mul(fx, current, size);
        }
    }
    fx.def(
        r,
        CValue::MemRef(MemRefDesc {
            allocated: d.allocated,
            aligned: d.aligned,
            offset: d.offset,
            sizes,
            strides,
        }),
    );
    Ok(())
}

/// `memref.transpose`: result dimension `i` is source dimension `perm[i]`.
fn codegen_transpose(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let src = fx.operand(op, 0)?;
    let d = fx.memref(op, src)?;
    let perm: Option<Vec<usize>> = fx
        .ir
        .attr(op, "permutation")
        .and_then(permutation_of)
        .and_then(|(_, p)| p.into_iter().collect());
    let perm = perm
        .filter(|p| p.iter().all(|i| *i < d.sizes.len()))
        .ok_or_else(|| fx.err(op, "expected a permutation map"))?;
    let sizes = perm.iter().map(|i| d.sizes[*i]).collect();
    let strides = perm.iter().map(|i| d.strides[*i]).collect();
    let r = fx.result(op, 0)?;
    fx.def(
        r,
        CValue::MemRef(MemRefDesc {
            allocated: d.allocated,
            aligned: d.aligned,
            offset: d.offset,
            sizes,
            strides,
        }),
    );
    Ok(())
}

/// `memref.view %buf[%shift][%sizes]`: the aligned pointer moved by `shift` bytes.
fn codegen_view(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let src = fx.operand(op, 0)?;
    let d = fx.memref(op, src)?;
    let shift_v = fx.operand(op, 1)?;
    let shift = fx.scalar(op, shift_v)?;
    let r = fx.result(op, 0)?;
    let rt = memref_type(fx, op, r)?;
    let operands = fx.ir.operands(op).get(2..).unwrap_or(&[]).to_vec();
    let mut dynamic = operands.iter();
    let mut sizes = Vec::with_capacity(rt.shape.len());
    for dim in &rt.shape {
        sizes.push(if *dim == DYNAMIC {
            let v = dynamic
                .next()
                .ok_or_else(|| fx.err(op, "is missing a dynamic size operand"))?;
            fx.scalar(op, *v)?
        } else {
            fx.iconst64(*dim)
        });
    }
    let static_strides = crate::dialect::common::strides_and_offset(&rt).map(|s| s.0);
    let strides = row_major_strides(fx, &sizes, static_strides.as_deref());
    let aligned = match fx.known_const(shift) {
        Some(0) => d.aligned,
        _ => fx.bcx.ins().iadd(d.aligned, shift),
    };
    let offset = fx.iconst64(0);
    fx.def(
        r,
        CValue::MemRef(MemRefDesc {
            allocated: d.allocated,
            aligned,
            offset,
            sizes,
            strides,
        }),
    );
    Ok(())
}

/// `memory_space_cast` and `assume_alignment`: the result is the operand's descriptor.
fn codegen_same_descriptor(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let src = fx.operand(op, 0)?;
    let c = fx.cvalue(op, src)?;
    let r = fx.result(op, 0)?;
    fx.def(r, c);
    Ok(())
}
