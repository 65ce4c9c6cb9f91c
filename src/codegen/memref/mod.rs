//! `memref` dialect (and `linalg.fill`) on MLIR's descriptor ABI.
//!
//! A ranked memref is `{allocated, aligned, offset, sizes[N], strides[N]}` ([`MemRefDesc`]);
//! element `(i…)` lives at `aligned + (offset + Σ iₖ·strideₖ) · sizeof(T)`. As in
//! `finalize-memref-to-llvm`:
//! * `alloc` calls `malloc(bytes)`; with an `alignment` attribute it allocates
//!   `bytes + alignment` and rounds the aligned pointer up; `dealloc` frees `allocated`;
//! * `alloca` with a static shape is a stack slot; with dynamic sizes we fall back to
//!   `malloc` (never freed — Cranelift has no dynamic stack allocation);
//! * `cast` to unranked spills the descriptor to the stack and yields `{rank, &desc}`;
//! * `copy` is a `memcpy` when both sides are contiguous (identity layout, or a static
//!   non-empty row-major strided one), else the runtime's `memrefCopy(elemSize, &src, &dst)`;
//! * `get_global` yields `allocated = 0xdeadbeef` (like MLIR, so freeing it crashes),
//!   `aligned = &global`;
//! * `atomic_rmw` and `generic_atomic_rmw` are in `atomics.rs`, `realloc` in `realloc.rs`,
//!   a global's initial data in `globals.rs`; `prefetch` emits nothing (a hint).
//!
//! `linalg.fill ins(%v) outs(%m)` on memrefs is lowered here to a loop nest of stores (no
//! separate pass: it is the only linalg op the pipeline needs).

pub(crate) mod alloca;
mod atomics;
pub(crate) mod globals;
mod metadata;
mod realloc;

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{
    self, InstBuilder as _, MemFlagsData, StackSlotData, StackSlotKind, types as ct,
};

use super::func::{load_field, spill_descriptor};
use super::vector::{self, layout::VecLayout};
use super::{CValue, CgResult, FunctionCx, MemRefDesc, cf::block_args, types};
use crate::ir::{Attribute, DYNAMIC, MemRefType, OpId, Type};

mod views;

/// Dispatches a `memref.*` / `linalg.fill` op.
pub(crate) fn codegen(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    match fx.ir.name(op).as_str() {
        "memref.alloc" => codegen_alloc(fx, op, false),
        "memref.alloca" => codegen_alloc(fx, op, true),
        "memref.dealloc" => codegen_dealloc(fx, op),
        "memref.load" => codegen_load(fx, op),
        "memref.store" => codegen_store(fx, op),
        "memref.cast" => codegen_cast(fx, op),
        "memref.dim" => codegen_dim(fx, op),
        "memref.copy" => codegen_copy(fx, op),
        "memref.subview" => codegen_subview(fx, op),
        "memref.get_global" => codegen_get_global(fx, op),
        "memref.atomic_rmw" => atomics::codegen_atomic_rmw(fx, op),
        "memref.generic_atomic_rmw" => atomics::codegen_generic_atomic_rmw(fx, op),
        "memref.realloc" => realloc::codegen_realloc(fx, op),
        // A cache hint: like LLVM's `llvm.prefetch`, it has no effect on the program's
        // results, so no code is emitted for it.
        "memref.prefetch" => Ok(()),
        "linalg.fill" => codegen_linalg_fill(fx, op),
        "memref.rank" => metadata::codegen_rank(fx, op),
        "memref.extract_strided_metadata" => metadata::codegen_extract_strided_metadata(fx, op),
        "memref.extract_aligned_pointer_as_index" => {
            metadata::codegen_extract_aligned_pointer_as_index(fx, op)
        }
        name if views::handles(name) => views::codegen(fx, op),
        _ => Err(fx.err(op, "is not supported by code generation")),
    }
}

/// The ranked memref type of value `v`.
fn memref_type(
    fx: &FunctionCx<'_, '_>,
    op: OpId,
    v: crate::ir::Value,
) -> CgResult<std::sync::Arc<MemRefType>> {
    match fx.ir.value_type(v) {
        Type::MemRef(m) => Ok(m.clone()),
        t => Err(fx.err(op, format!("expected a ranked memref, got '{t}'"))),
    }
}

/// Element type and its byte size.
fn elem_info(fx: &FunctionCx<'_, '_>, op: OpId, m: &MemRefType) -> CgResult<(ir::Type, u32)> {
    let t = types::scalar_type(&m.elem).ok_or_else(|| {
        fx.err(
            op,
            format!(
                "memrefs of '{}' are not supported by code generation",
                m.elem
            ),
        )
    })?;
    let size = types::byte_size(&m.elem).unwrap_or(t.bytes());
    Ok((t, size))
}

/// The byte size of one element, for ops that only move or allocate elements (so also
/// `complex<T>`, which has no scalar value in code generation).
fn elem_bytes(fx: &FunctionCx<'_, '_>, op: OpId, m: &MemRefType) -> CgResult<u32> {
    types::byte_size(&m.elem).ok_or_else(|| {
        fx.err(
            op,
            format!(
                "memrefs of '{}' are not supported by code generation",
                m.elem
            ),
        )
    })
}

/// Static strides and offset of a layout (`None` entries are dynamic); identity when absent.
pub(crate) fn static_layout(m: &MemRefType) -> Option<(Vec<i64>, i64)> {
    match &m.layout {
        None => {
            let n = m.shape.len();
            let mut strides = vec![1i64; n];
            for i in (0..n.saturating_sub(1)).rev() {
                let next = m.shape[i + 1];
                strides[i] = if next == DYNAMIC || strides[i + 1] == DYNAMIC {
                    DYNAMIC
                } else {
                    strides[i + 1].wrapping_mul(next)
                };
            }
            Some((strides, 0))
        }
        Some(Attribute::Strided { strides, offset }) => Some((strides.to_vec(), *offset)),
        Some(_) => None,
    }
}

/// `c` with the parts of its descriptor that the memref type fixes (static sizes; the offset
/// and strides of an identity or static strided layout) replaced by constants.
///
/// A descriptor arriving as a function or block argument or a call result carries every
/// part as a run-time value, even where the type says `memref<?x?xf32>` has offset 0 and a
/// last stride of 1. MLIR's LLVM lowering takes such parts from the type, and so do we: the
/// element address then folds them ([`element_addr`]), which removes a multiply and an add
/// per dimension from every access in a loop.
pub(crate) fn with_static_layout(fx: &mut FunctionCx<'_, '_>, ty: &Type, c: CValue) -> CValue {
    let (Type::MemRef(m), CValue::MemRef(mut d)) = (ty, c.clone()) else {
        return c;
    };
    for (size, dim) in d.sizes.iter_mut().zip(&m.shape) {
        if *dim != DYNAMIC {
            *size = fx.iconst64(*dim);
        }
    }
    if let Some((strides, offset)) = static_layout(m) {
        if offset != DYNAMIC {
            d.offset = fx.iconst64(offset);
        }
        for (value, stride) in d.strides.iter_mut().zip(strides) {
            if stride != DYNAMIC {
                *value = fx.iconst64(stride);
            }
        }
    }
    CValue::MemRef(d)
}

/// Address of element `indices` of `d`: `aligned + (offset + Σ index·stride) · elem_size`.
///
/// Offsets, strides and indices are often constants (identity layouts have offset 0 and a
/// last stride of 1; loop-invariant indices are literals): those terms are folded here, since
/// at `-O0` Cranelift emits every multiply by one and add of zero it is given.
pub(crate) fn element_addr(
    fx: &mut FunctionCx<'_, '_>,
    d: &MemRefDesc,
    indices: &[ir::Value],
    elem_size: u32,
) -> ir::Value {
    // The element offset as a variable part (None = 0) plus a constant part.
    let mut variable: Option<ir::Value> = None;
    let mut constant: i64 = 0;
    let mut add = |fx: &mut FunctionCx<'_, '_>, term: ir::Value| {
        variable = Some(match variable {
            Some(v) => fx.bcx.ins().iadd(v, term),
            None => term,
        });
    };
    match fx.known_const(d.offset) {
        Some(c) => constant = c,
        None => add(fx, d.offset),
    }
    for (idx, stride) in indices.iter().zip(&d.strides) {
        match (fx.known_const(*idx), fx.known_const(*stride)) {
            (Some(i), Some(st)) => constant = constant.wrapping_add(i.wrapping_mul(st)),
            (_, Some(0)) | (Some(0), _) => {}
            (None, Some(1)) => add(fx, *idx),
            (Some(1), None) => add(fx, *stride),
            _ => {
                let t = fx.bcx.ins().imul(*idx, *stride);
                add(fx, t);
            }
        }
    }
    let elem = i64::from(elem_size);
    let base = match variable {
        Some(v) => {
            let bytes = fx.bcx.ins().imul_imm_s(v, elem);
            fx.bcx.ins().iadd(d.aligned, bytes)
        }
        None => d.aligned,
    };
    match constant.wrapping_mul(elem) {
        0 => base,
        bytes => fx.bcx.ins().iadd_imm_s(base, bytes),
    }
}

/// Row-major strides for `sizes`.
fn identity_strides(fx: &mut FunctionCx<'_, '_>, sizes: &[ir::Value]) -> Vec<ir::Value> {
    let n = sizes.len();
    let mut strides = vec![fx.iconst64(1); n];
    for i in (0..n.saturating_sub(1)).rev() {
        strides[i] = fx.bcx.ins().imul(strides[i + 1], sizes[i + 1]);
    }
    strides
}

/// `memref.alloc` / `memref.alloca`: allocate and build an identity-layout descriptor.
fn codegen_alloc(fx: &mut FunctionCx<'_, '_>, op: OpId, stack: bool) -> CgResult<()> {
    let placement = if stack {
        Placement::Stack
    } else {
        Placement::Heap
    };
    alloc_buffer(fx, op, placement, 0)
}

/// Where [`alloc_buffer`] puts a buffer.
#[derive(Clone, Copy)]
pub(crate) enum Placement {
    /// `malloc` (`memref.alloc`).
    Heap,
    /// A stack slot, or the activation's alloca chain for a dynamic shape (`memref.alloca`).
    Stack,
    /// The alloca chain of a coroutine frame whose head is at `frame + head_offset`
    /// (`corolift.frame.alloca`).
    Frame {
        /// The frame pointer.
        frame: ir::Value,
        /// Byte offset of the chain head in the frame.
        head_offset: i32,
    },
}

/// Allocates the buffer of `op`'s memref result (identity layout) at `placement`, its
/// dynamic sizes being `op`'s operands from `first_size` on, and defines the descriptor.
pub(crate) fn alloc_buffer(
    fx: &mut FunctionCx<'_, '_>,
    op: OpId,
    placement: Placement,
    first_size: usize,
) -> CgResult<()> {
    let stack = !matches!(placement, Placement::Heap);
    let r = fx.result(op, 0)?;
    let m = memref_type(fx, op, r)?;
    // MLIR's AllocOpLowering only takes identity layouts (its descriptor gets row-major
    // strides); mlir-opt-22 leaves any other alloc unlowered.
    if !stack && m.layout.is_some() {
        return Err(fx.err(
            op,
            "with a non-identity layout is not supported by code generation (finalize-memref-to-llvm does not lower it either)",
        ));
    }
    let es = elem_bytes(fx, op, &m)?;
    let operands = fx.ir.operands(op).get(first_size..).unwrap_or(&[]).to_vec();
    let mut dyn_it = operands.iter();
    let mut sizes = Vec::new();
    let mut static_elems: Option<i64> = Some(1);
    for d in &m.shape {
        if *d == DYNAMIC {
            let v = dyn_it
                .next()
                .ok_or_else(|| fx.err(op, "is missing a dynamic size operand"))?;
            sizes.push(fx.scalar(op, *v)?);
            static_elems = None;
        } else {
            sizes.push(fx.iconst64(*d));
            static_elems = static_elems.map(|n| n.saturating_mul(*d));
        }
    }
    let align = super::int_attr(fx.ir, op, "alignment").unwrap_or(0).max(0) as i64;
    let strides = identity_strides(fx, &sizes);
    let (allocated, aligned) = match (placement, static_elems) {
        (Placement::Stack, Some(n)) => {
            let bytes = u32::try_from(n.saturating_mul(i64::from(es)))
                .map_err(|_| fx.err(op, "allocation is too large for the stack"))?;
            let align_shift = (align.max(16) as u64).trailing_zeros().min(12) as u8;
            let slot = fx.bcx.create_sized_stack_slot(StackSlotData::new(
                StackSlotKind::ExplicitSlot,
                bytes,
                align_shift,
            ));
            let p = fx.bcx.ins().stack_addr(types::PTR, slot, 0);
            (p, p)
        }
        (placement, _) => {
            let mut total = fx.iconst64(i64::from(es));
            for s in &sizes {
                total = fx.bcx.ins().imul(total, *s);
            }
            match placement {
                Placement::Heap => realloc::malloc_aligned(fx, op, total, align)?,
                Placement::Stack => {
                    let p = alloca::chained_alloca(fx, op, total, align)?;
                    (p, p)
                }
                Placement::Frame { frame, head_offset } => {
                    let p = alloca::frame_alloca(fx, op, frame, head_offset, total, align)?;
                    (p, p)
                }
            }
        }
    };
    let offset = fx.iconst64(0);
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

/// `memref.dealloc %m`: `free(allocated)`.
fn codegen_dealloc(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let m = fx.operand(op, 0)?;
    let p = match fx.cvalue(op, m)? {
        CValue::MemRef(d) => d.allocated,
        CValue::Unranked { ptr, .. } => load_field(fx, ptr, 0),
        CValue::Scalar(_) | CValue::Vector(_) => {
            return Err(fx.err(op, "expected a memref operand"));
        }
    };
    fx.call_import(op, "free", &[p])?;
    Ok(())
}

/// Index operands starting at `from`.
fn indices(fx: &FunctionCx<'_, '_>, op: OpId, from: usize) -> CgResult<Vec<ir::Value>> {
    let ops = fx.ir.operands(op).get(from..).unwrap_or(&[]).to_vec();
    ops.into_iter().map(|v| fx.scalar(op, v)).collect()
}

/// `memref.load %m[%i…]`.
fn codegen_load(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let mv = fx.operand(op, 0)?;
    let m = memref_type(fx, op, mv)?;
    let d = fx.memref(op, mv)?;
    let idx = indices(fx, op, 1)?;
    if idx.len() != d.sizes.len() {
        return Err(fx.err(op, "index count does not match the memref rank"));
    }
    if let Type::Vector(_) = &m.elem {
        // `memref<…xvector<…>>`: the element as LLVM lays the vector out.
        let l = VecLayout::of(&m.elem).map_err(|e| fx.err(op, e))?;
        let es = elem_bytes(fx, op, &m)?;
        let addr = element_addr(fx, &d, &idx, es);
        let parts = vector::layout::load_llvm_layout(fx, &l, addr, 0);
        return fx.def_vector(op, 0, parts);
    }
    let (t, es) = elem_info(fx, op, &m)?;
    let addr = element_addr(fx, &d, &idx, es);
    let v = fx.bcx.ins().load(t, MemFlagsData::trusted(), addr, 0);
    fx.def_scalar(op, v)
}

/// `memref.store %v, %m[%i…]`.
fn codegen_store(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let vv = fx.operand(op, 0)?;
    let mv = fx.operand(op, 1)?;
    let m = memref_type(fx, op, mv)?;
    let d = fx.memref(op, mv)?;
    let idx = indices(fx, op, 2)?;
    if idx.len() != d.sizes.len() {
        return Err(fx.err(op, "index count does not match the memref rank"));
    }
    if let Type::Vector(_) = &m.elem {
        let l = VecLayout::of(&m.elem).map_err(|e| fx.err(op, e))?;
        let es = elem_bytes(fx, op, &m)?;
        let parts = fx.vector(op, vv)?;
        let addr = element_addr(fx, &d, &idx, es);
        vector::layout::store_llvm_layout(fx, &l, &parts, addr, 0);
        return Ok(());
    }
    let (_, es) = elem_info(fx, op, &m)?;
    let v = fx.scalar(op, vv)?;
    let addr = element_addr(fx, &d, &idx, es);
    fx.bcx.ins().store(MemFlagsData::trusted(), v, addr, 0);
    Ok(())
}

/// Loads a ranked descriptor of rank `n` from `ptr`.
fn load_descriptor(fx: &mut FunctionCx<'_, '_>, ptr: ir::Value, n: usize) -> MemRefDesc {
    let allocated = load_field(fx, ptr, 0);
    let aligned = load_field(fx, ptr, 1);
    let offset = load_field(fx, ptr, 2);
    let sizes = (0..n).map(|i| load_field(fx, ptr, 3 + i)).collect();
    let strides = (0..n).map(|i| load_field(fx, ptr, 3 + n + i)).collect();
    MemRefDesc {
        allocated,
        aligned,
        offset,
        sizes,
        strides,
    }
}

/// `memref.cast`: ranked ↔ ranked (same descriptor), ranked → unranked (spill), unranked →
/// ranked (load).
fn codegen_cast(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let src = fx.operand(op, 0)?;
    let r = fx.result(op, 0)?;
    let c = fx.cvalue(op, src)?;
    let out = match (&c, fx.ir.value_type(r).clone()) {
        (CValue::MemRef(_), Type::MemRef(_))
        | (CValue::Unranked { .. }, Type::UnrankedMemRef(_)) => c,
        (CValue::MemRef(d), Type::UnrankedMemRef(_)) => {
            let rank = fx.iconst64(d.sizes.len() as i64);
            let ptr = spill_descriptor(fx, &c);
            CValue::Unranked { rank, ptr }
        }
        (CValue::Unranked { ptr, .. }, Type::MemRef(m)) => {
            CValue::MemRef(load_descriptor(fx, *ptr, m.shape.len()))
        }
        _ => return Err(fx.err(op, "has unsupported operand/result types")),
    };
    fx.def(r, out);
    Ok(())
}

/// The constant value of `v` if it is defined by `arith.constant`.
fn constant_index(fx: &FunctionCx<'_, '_>, v: crate::ir::Value) -> Option<i128> {
    let def = fx.ir.defining_op(v)?;
    if !fx.ir.is(def, "arith.constant") {
        return None;
    }
    super::int_attr(fx.ir, def, "value")
}

/// `memref.dim %m, %i`: a size from the descriptor.
fn codegen_dim(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let mv = fx.operand(op, 0)?;
    let iv = fx.operand(op, 1)?;
    let c = fx.cvalue(op, mv)?;
    let v = match (&c, constant_index(fx, iv)) {
        (CValue::MemRef(d), Some(k)) => {
            match usize::try_from(k).ok().and_then(|k| d.sizes.get(k)) {
                Some(s) => *s,
                // Out of range is undefined behaviour in MLIR.
                None => fx.iconst64(0),
            }
        }
        (CValue::MemRef(_), None) => {
            let ptr = spill_descriptor(fx, &c);
            let i = fx.scalar(op, iv)?;
            let off = fx.bcx.ins().imul_imm_s(i, 8);
            let addr = fx.bcx.ins().iadd(ptr, off);
            fx.bcx
                .ins()
                .load(ct::I64, MemFlagsData::trusted(), addr, 24)
        }
        (CValue::Unranked { ptr, .. }, _) => {
            let i = fx.scalar(op, iv)?;
            let off = fx.bcx.ins().imul_imm_s(i, 8);
            let addr = fx.bcx.ins().iadd(*ptr, off);
            fx.bcx
                .ins()
                .load(ct::I64, MemFlagsData::trusted(), addr, 24)
        }
        _ => return Err(fx.err(op, "expected a memref operand")),
    };
    fx.def_scalar(op, v)
}

/// An unranked `{rank, ptr}` struct on the stack for `c` (for `memrefCopy`).
fn unranked_struct(fx: &mut FunctionCx<'_, '_>, c: &CValue) -> ir::Value {
    let (rank, ptr) = match c {
        CValue::Unranked { rank, ptr } => (*rank, *ptr),
        CValue::MemRef(d) => {
            let rank = fx.iconst64(d.sizes.len() as i64);
            (rank, spill_descriptor(fx, c))
        }
        CValue::Scalar(v) => (*v, *v),
        CValue::Vector(p) => (p[0], p[0]),
    };
    spill_descriptor(fx, &CValue::Unranked { rank, ptr })
}

/// Whether `memref.copy` may use `memcpy` for a memref of type `m`, as
/// `finalize-memref-to-llvm` decides: an identity layout, or a static non-empty shape whose
/// strided layout is row-major contiguous (any static offset).
fn is_contiguous(m: &MemRefType) -> bool {
    let Some(Attribute::Strided { strides, offset }) = &m.layout else {
        return m.layout.is_none();
    };
    if *offset == DYNAMIC || m.shape.iter().any(|d| *d <= 0) {
        return false;
    }
    let mut expected = 1i64;
    for (d, s) in m.shape.iter().zip(strides.iter()).rev() {
        // A unit dimension's stride never matters.
        if *d != 1 && *s != expected {
            return false;
        }
        expected = expected.saturating_mul(*d);
    }
    true
}

/// `memref.copy %src, %dst`: `memcpy` for contiguous layouts, else `memrefCopy`.
fn codegen_copy(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let s = fx.operand(op, 0)?;
    let d = fx.operand(op, 1)?;
    let elem = fx
        .ir
        .value_type(s)
        .memref_elem()
        .cloned()
        .ok_or_else(|| fx.err(op, "expected memref operands"))?;
    let es = types::byte_size(&elem)
        .ok_or_else(|| fx.err(op, format!("memrefs of '{elem}' are not supported")))?;
    let contiguous = |t: &Type| matches!(t, Type::MemRef(m) if is_contiguous(m));
    let sc = fx.cvalue(op, s)?;
    let dc = fx.cvalue(op, d)?;
    if contiguous(fx.ir.value_type(s))
        && contiguous(fx.ir.value_type(d))
        && let (CValue::MemRef(sd), CValue::MemRef(dd)) = (&sc, &dc)
    {
        let mut n = fx.iconst64(i64::from(es));
        for sz in &sd.sizes {
            n = fx.bcx.ins().imul(n, *sz);
        }
        let src = element_addr(fx, sd, &[], es);
        let dst = element_addr(fx, dd, &[], es);
        let cfg = fx.frontend;
        fx.bcx.call_memcpy(cfg, dst, src, n);
        return Ok(());
    }
    let su = unranked_struct(fx, &sc);
    let du = unranked_struct(fx, &dc);
    let esv = fx.iconst64(i64::from(es));
    fx.call_import(op, "memrefCopy", &[esv, su, du])?;
    Ok(())
}

/// Static-or-dynamic list of a subview: the static attribute values with `DYNAMIC` entries
/// taken in order from `dyn_vals`.
fn mixed(
    fx: &mut FunctionCx<'_, '_>,
    op: OpId,
    statics: &[i64],
    dyn_vals: &[crate::ir::Value],
) -> CgResult<Vec<(ir::Value, Option<i64>)>> {
    let mut it = dyn_vals.iter();
    let mut out = Vec::new();
    for s in statics {
        if *s == DYNAMIC {
            let v = it
                .next()
                .ok_or_else(|| fx.err(op, "has fewer dynamic operands than dynamic entries"))?;
            out.push((fx.scalar(op, *v)?, None));
        } else {
            out.push((fx.iconst64(*s), Some(*s)));
        }
    }
    Ok(out)
}

/// `memref.subview %m[offsets][sizes][strides]`: descriptor arithmetic (with rank reduction
/// of unit dimensions as `computeRankReductionMask` does).
fn codegen_subview(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let src = fx.operand(op, 0)?;
    let d = fx.memref(op, src)?;
    let r = fx.result(op, 0)?;
    let rt = memref_type(fx, op, r)?;
    let get = |name: &str| fx.ir.attr(op, name).and_then(Attribute::as_dense_i64s);
    let (Some(so), Some(ss), Some(st), Some(seg)) = (
        get("static_offsets"),
        get("static_sizes"),
        get("static_strides"),
        get("operandSegmentSizes"),
    ) else {
        return Err(fx.err(op, "is missing its static offset/size/stride attributes"));
    };
    let operands = fx.ir.operands(op).to_vec();
    let seg: Vec<usize> = seg.iter().map(|s| (*s).max(0) as usize).collect();
    let (n_off, n_size, n_stride) = match seg.as_slice() {
        [_, a, b, c] => (*a, *b, *c),
        _ => return Err(fx.err(op, "has a malformed 'operandSegmentSizes'")),
    };
    let take = |from: usize, n: usize| operands.get(from..from + n).map(<[_]>::to_vec);
    let (Some(dyn_off), Some(dyn_size), Some(dyn_stride)) = (
        take(1, n_off),
        take(1 + n_off, n_size),
        take(1 + n_off + n_size, n_stride),
    ) else {
        return Err(fx.err(op, "operand count does not match 'operandSegmentSizes'"));
    };
    let rank = d.sizes.len();
    if so.len() != rank || ss.len() != rank || st.len() != rank {
        return Err(fx.err(op, "offset/size/stride lists do not match the source rank"));
    }
    let offs = mixed(fx, op, &so, &dyn_off)?;
    let sizes = mixed(fx, op, &ss, &dyn_size)?;
    let strides = mixed(fx, op, &st, &dyn_stride)?;
    // Constants folded: at -O0 Cranelift emits every multiply by one and add of zero.
    let mut offset = d.offset;
    for (i, off) in offs.iter().enumerate().take(rank) {
        let t = views::mul(fx, off.0, d.strides[i]);
        offset = views::add(fx, offset, t);
    }
    // Which source dimensions survive in the result: MLIR's rank-reduction mask (unit sizes,
    // disambiguated by strides).
    let src_ty = memref_type(fx, op, src)?;
    let inferred = crate::dialect::memref::subview_inferred_type(&src_ty, &so, &ss, &st)
        .and_then(|t| t.as_memref().cloned());
    let dropped = inferred
        .and_then(|t| crate::dialect::memref::memref_rank_reduction_mask(&t, &rt, &ss))
        .ok_or_else(|| {
            fx.err(
                op,
                "result shape is not a rank reduction of the subview sizes",
            )
        })?;
    let keep: Vec<usize> = (0..rank).filter(|i| !dropped[*i]).collect();
    let mut out_sizes = Vec::new();
    let mut out_strides = Vec::new();
    for i in keep {
        out_sizes.push(sizes[i].0);
        let s = views::mul(fx, d.strides[i], strides[i].0);
        out_strides.push(s);
    }
    fx.def(
        r,
        CValue::MemRef(MemRefDesc {
            allocated: d.allocated,
            aligned: d.aligned,
            offset,
            sizes: out_sizes,
            strides: out_strides,
        }),
    );
    Ok(())
}

/// `memref.get_global @g`: a descriptor over the global's data.
fn codegen_get_global(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let name = fx
        .ir
        .attr(op, "name")
        .and_then(Attribute::as_symbol)
        .ok_or_else(|| fx.err(op, "requires a 'name' symbol reference"))?
        .to_owned();
    let id = *fx.decls.globals.get(&name).ok_or_else(|| {
        fx.err(
            op,
            format!("'{name}' does not reference a valid global memref"),
        )
    })?;
    let r = fx.result(op, 0)?;
    let m = memref_type(fx, op, r)?;
    let aligned = fx.data_addr(id);
    let allocated = fx.bcx.ins().iconst(types::PTR, 0xdead_beef);
    let sizes: Vec<ir::Value> = m.shape.iter().map(|s| fx.iconst64(*s)).collect();
    let (strides, offset) = static_layout(&m).unwrap_or((Vec::new(), 0));
    let strides = if strides.len() == sizes.len() && !strides.contains(&DYNAMIC) {
        strides.iter().map(|s| fx.iconst64(*s)).collect()
    } else {
        identity_strides(fx, &sizes)
    };
    let offset = fx.iconst64(if offset == DYNAMIC { 0 } else { offset });
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

/// Emits a loop nest over `sizes` (row-major), calling `body` with the induction variables.
fn loop_nest(
    fx: &mut FunctionCx<'_, '_>,
    sizes: &[ir::Value],
    ivs: &mut Vec<ir::Value>,
    body: &mut dyn FnMut(&mut FunctionCx<'_, '_>, &[ir::Value]) -> CgResult<()>,
) -> CgResult<()> {
    let Some(size) = sizes.get(ivs.len()).copied() else {
        return body(fx, ivs);
    };
    let header = fx.bcx.create_block();
    let body_b = fx.bcx.create_block();
    let exit = fx.bcx.create_block();
    let i = fx.bcx.append_block_param(header, ct::I64);
    let zero = fx.iconst64(0);
    fx.bcx.ins().jump(header, &block_args(&[zero]));
    fx.bcx.switch_to_block(header);
    let c = fx.bcx.ins().icmp(IntCC::SignedLessThan, i, size);
    fx.bcx.ins().brif(c, body_b, &[], exit, &[]);
    fx.bcx.switch_to_block(body_b);
    ivs.push(i);
    loop_nest(fx, sizes, ivs, body)?;
    ivs.pop();
    let next = fx.bcx.ins().iadd_imm_s(i, 1);
    fx.bcx.ins().jump(header, &block_args(&[next]));
    fx.bcx.switch_to_block(exit);
    Ok(())
}

/// `linalg.fill ins(%v) outs(%m)`: stores `%v` to every element (memref form only).
fn codegen_linalg_fill(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    if !fx.ir.results(op).is_empty() {
        return Err(fx.err(op, "on tensors is not supported by code generation"));
    }
    let vv = fx.operand(op, 0)?;
    let mv = fx.operand(op, 1)?;
    let m = memref_type(fx, op, mv)?;
    let (_, es) = elem_info(fx, op, &m)?;
    // One loop per dimension, all induction variables live in the innermost: register
    // allocation grows with the square of the rank (rank 10,000 took 37 s, 100,000 did not
    // finish), so ranks stop where nesting does everywhere else.
    if m.shape.len() > crate::limits::MAX_NESTING {
        return Err(fx.err(
            op,
            format!(
                "of rank {rank} would be generated as {rank} nested loops, more than the \
                 nesting limit of {}",
                crate::limits::MAX_NESTING,
                rank = m.shape.len(),
            ),
        ));
    }
    let d = fx.memref(op, mv)?;
    let v = fx.scalar(op, vv)?;
    let sizes = d.sizes.clone();
    loop_nest(fx, &sizes, &mut Vec::new(), &mut |fx, ivs| {
        let addr = element_addr(fx, &d, ivs, es);
        fx.bcx.ins().store(MemFlagsData::trusted(), v, addr, 0);
        Ok(())
    })
}
