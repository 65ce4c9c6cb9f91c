//! Vector memory ops: loads, stores, masked and indexed accesses, `type_cast` and `vector.mask`
//! (the transfers are in [`super::transfer`]).
//!
//! Every op means what MLIR's LLVM lowering makes of it:
//! * `load` / `store`: the lanes of an n-D vector are the memref elements at the base indices
//!   offset along the memref's trailing dimensions (row `r` of a `vector<2x8xf32>` at
//!   `[%i, %j]` is `[%i + r, %j .. %j + 8]`). A row in a unit-stride innermost dimension is
//!   moved in whole 128-bit parts ([`layout::load_row`] / [`layout::store_row`]); other
//!   strides go lane by lane. A memref of vectors moves one whole element.
//! * `maskedload` / `maskedstore`, `gather` / `scatter`, `expandload` / `compressstore`: lane
//!   by lane. Like LLVM's masked intrinsics on the base element's pointer, the masked,
//!   expanding and compressing ops access consecutive elements whatever the innermost stride;
//!   a gather's offsets are scaled by it. A masked-off lane never touches memory: its address is replaced by that of a
//!   private stack slot ([`Guard`]) before the access, so the code has no branches, and a
//!   load's masked-off lanes then take the pass-through value.
//! * `type_cast`: the same buffer seen as a memref of one vector.
//! * `vector.mask`: the wrapped op with the region's mask, as `-lower-vector-mask` rewrites it.
//!
//! `alignment` and `nontemporal` attributes are hints; they change no result and are ignored.
//!
//! `i1` lanes are one byte each in memory, like the elements of a `memref<…xi1>` (what
//! `memref.load`, the masked ops and the transfers read under LLVM too). LLVM's plain vector
//! `load`/`store` of an `i1` vector instead packs the lanes into bits; corolift does not
//! follow that, so `vector.load`/`vector.store` of `vector<…xi1>` differ from mlir-runner-22.

use cranelift_codegen::ir::{self, InstBuilder as _, StackSlotData, StackSlotKind, types as ct};

use super::layout::{self, VecLayout};
use super::transfer;
use crate::codegen::memref::element_addr;
use crate::codegen::{CValue, CgResult, FunctionCx, MemRefDesc, types};
use crate::ir::{Attribute, DYNAMIC, FloatKind, MemRefType, OpId, Type, Value};

/// Dispatches the `vector.*` ops of this file.
pub(crate) fn codegen(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    match fx.ir.name(op).as_str() {
        "vector.load" => codegen_load(fx, op),
        "vector.store" => codegen_store(fx, op),
        "vector.maskedload" => codegen_maskedload(fx, op),
        "vector.maskedstore" => codegen_maskedstore(fx, op),
        "vector.gather" => codegen_gather(fx, op, None),
        "vector.scatter" => codegen_scatter(fx, op),
        "vector.expandload" => codegen_expandload(fx, op),
        "vector.compressstore" => codegen_compressstore(fx, op),
        "vector.transfer_read" => transfer::codegen_transfer_read(fx, op, None),
        "vector.transfer_write" => transfer::codegen_transfer_write(fx, op, None),
        "vector.type_cast" => codegen_type_cast(fx, op),
        "vector.mask" => codegen_mask(fx, op),
        "vector.yield" => Err(fx.err(op, "is only supported as the terminator of 'vector.mask'")),
        _ => Err(fx.err(op, "is not supported by code generation")),
    }
}

/// A memref operand as the memory ops see it.
pub(crate) struct Base {
    /// Its type.
    pub(crate) ty: std::sync::Arc<MemRefType>,
    /// Its descriptor.
    pub(crate) d: MemRefDesc,
    /// Bytes of one element (LLVM's allocation size for a vector element).
    pub(crate) elem_bytes: u32,
}

impl Base {
    /// The memref operand `v` of `op`.
    pub(crate) fn of(fx: &mut FunctionCx<'_, '_>, op: OpId, v: Value) -> CgResult<Base> {
        let ty = match fx.ir.value_type(v) {
            Type::MemRef(m) => m.clone(),
            t => {
                return Err(fx.err(
                    op,
                    format!("on '{t}' is not supported by code generation (only memrefs)"),
                ));
            }
        };
        let elem_bytes = types::byte_size(&ty.elem).ok_or_else(|| {
            fx.err(
                op,
                format!(
                    "memrefs of '{}' are not supported by code generation",
                    ty.elem
                ),
            )
        })?;
        let mut d = fx.memref(op, v)?;
        static_layout_consts(fx, &ty, &mut d);
        Ok(Base { ty, d, elem_bytes })
    }

    /// The rank.
    pub(crate) fn rank(&self) -> usize {
        self.d.sizes.len()
    }

    /// Whether the innermost dimension is known to have stride 1 (from the type).
    pub(crate) fn unit_innermost(&self) -> bool {
        match &self.ty.layout {
            None => true,
            Some(Attribute::Strided { strides, .. }) => strides.last().is_none_or(|s| *s == 1),
            Some(_) => false,
        }
    }

    /// The innermost stride (1 for a 0-D memref).
    pub(crate) fn innermost_stride(&self, fx: &mut FunctionCx<'_, '_>) -> ir::Value {
        match self.d.strides.last() {
            Some(s) if !self.unit_innermost() => *s,
            _ => fx.iconst64(1),
        }
    }

    /// Address of the element at `idx`.
    pub(crate) fn addr(&self, fx: &mut FunctionCx<'_, '_>, idx: &[ir::Value]) -> ir::Value {
        element_addr(fx, &self.d, idx, self.elem_bytes)
    }
}

/// Replaces the offset and strides of `d` that `ty`'s layout makes static by constants, so
/// address arithmetic folds (an identity layout's innermost stride is 1 and its offset 0 even
/// when the descriptor arrives as a function argument).
fn static_layout_consts(fx: &mut FunctionCx<'_, '_>, ty: &MemRefType, d: &mut MemRefDesc) {
    let n = ty.shape.len();
    let (strides, offset): (Vec<i64>, i64) = match &ty.layout {
        None => {
            let mut s = vec![DYNAMIC; n];
            let mut acc = 1i64;
            for i in (0..n).rev() {
                s[i] = acc;
                let dim = ty.shape[i];
                acc = if acc == DYNAMIC || dim == DYNAMIC {
                    DYNAMIC
                } else {
                    acc.wrapping_mul(dim)
                };
            }
            (s, 0)
        }
        Some(Attribute::Strided { strides, offset }) => (strides.to_vec(), *offset),
        Some(_) => return,
    };
    if offset != DYNAMIC && fx.known_const(d.offset) != Some(offset) {
        d.offset = fx.iconst64(offset);
    }
    for (s, v) in strides.iter().zip(d.strides.iter_mut()) {
        if *s != DYNAMIC && fx.known_const(*v) != Some(*s) {
            *v = fx.iconst64(*s);
        }
    }
}

/// `addr + k · stride · elem_bytes`, folded when `stride` is a known constant.
pub(crate) fn step_addr(
    fx: &mut FunctionCx<'_, '_>,
    addr: ir::Value,
    k: i64,
    stride: ir::Value,
    elem_bytes: u32,
) -> ir::Value {
    if k == 0 {
        return addr;
    }
    let scale = k.wrapping_mul(i64::from(elem_bytes));
    match fx.known_const(stride) {
        Some(s) => fx.bcx.ins().iadd_imm_s(addr, s.wrapping_mul(scale)),
        None => {
            let t = fx.bcx.ins().imul_imm_s(stride, scale);
            fx.bcx.ins().iadd(addr, t)
        }
    }
}

/// Where a masked-off or out-of-bounds lane goes instead of memory: a private stack slot at
/// least one element large, so the access itself needs no branch.
pub(crate) struct Guard {
    slot: ir::Value,
}

impl Guard {
    /// A guard slot for accesses of up to `bytes` bytes.
    pub(crate) fn new(fx: &mut FunctionCx<'_, '_>, bytes: u32) -> Guard {
        let ss = fx.bcx.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            bytes.max(layout::PART_BYTES),
            4,
        ));
        let slot = fx.bcx.ins().stack_addr(types::PTR, ss, 0);
        Guard { slot }
    }

    /// `addr` when `cond` (a non-zero integer) holds, else the slot.
    pub(crate) fn addr(
        &self,
        fx: &mut FunctionCx<'_, '_>,
        cond: Option<ir::Value>,
        addr: ir::Value,
    ) -> ir::Value {
        match cond {
            Some(c) => fx.bcx.ins().select(c, addr, self.slot),
            None => addr,
        }
    }
}

/// The number of operands of `op`, which must be at least `min` (verified IR always has them;
/// this keeps unverified input a diagnostic instead of an arithmetic underflow).
fn operand_count(fx: &FunctionCx<'_, '_>, op: OpId, min: usize) -> CgResult<usize> {
    let n = fx.ir.operands(op).len();
    if n < min {
        return Err(fx.err(op, "has too few operands"));
    }
    Ok(n)
}

/// The scalar operands of `op` from `from` to `to` (exclusive).
fn scalars(fx: &FunctionCx<'_, '_>, op: OpId, from: usize, to: usize) -> CgResult<Vec<ir::Value>> {
    let ops = fx.ir.operands(op);
    let vals = ops
        .get(from..to)
        .ok_or_else(|| fx.err(op, "has too few operands"))?;
    vals.iter().map(|v| fx.scalar(op, *v)).collect()
}

/// A vector operand: its value, layout and parts.
struct VecOperand {
    l: VecLayout,
    parts: Vec<ir::Value>,
}

fn vec_operand(fx: &FunctionCx<'_, '_>, op: OpId, i: usize) -> CgResult<VecOperand> {
    let v = fx.operand(op, i)?;
    Ok(VecOperand {
        l: fx.vec_layout(op, v)?,
        parts: fx.vector(op, v)?,
    })
}

/// The row-major multi-index of lane `i` in `shape`.
pub(crate) fn unflatten(shape: &[i64], mut i: usize) -> Vec<i64> {
    let mut idx = vec![0i64; shape.len()];
    for (k, d) in shape.iter().enumerate().rev() {
        let d = (*d).max(1) as usize;
        idx[k] = (i % d) as i64;
        i /= d;
    }
    idx
}

/// Checks that a vector of `l` fits in the trailing dimensions of `b` (what `load`/`store`
/// and the masked ops address) and returns the address of each row's first element.
fn trailing_row_addrs(
    fx: &mut FunctionCx<'_, '_>,
    op: OpId,
    b: &Base,
    idx: &[ir::Value],
    l: &VecLayout,
) -> CgResult<Vec<ir::Value>> {
    let (n, k) = (b.rank(), l.shape.len());
    if idx.len() != n {
        return Err(fx.err(op, "index count does not match the memref rank"));
    }
    if k > n {
        return Err(fx.err(
            op,
            "with a vector of higher rank than the memref is not supported by code generation",
        ));
    }
    let base = b.addr(fx, idx);
    let outer = &l.shape[..k.saturating_sub(1)];
    let mut rows = Vec::with_capacity(l.rows);
    for r in 0..l.rows {
        let pos = unflatten(outer, r);
        let mut a = base;
        for (j, p) in pos.iter().enumerate() {
            let stride = b.d.strides[n - k + j];
            a = step_addr(fx, a, *p, stride, b.elem_bytes);
        }
        rows.push(a);
    }
    Ok(rows)
}

/// The address of each lane (row-major) of a vector of `l` in `b`'s trailing dimensions;
/// with `contiguous`, a row's lanes are consecutive elements from its first one whatever the
/// innermost stride (what LLVM's masked intrinsics on the element pointer read and write).
fn trailing_lane_addrs(
    fx: &mut FunctionCx<'_, '_>,
    op: OpId,
    b: &Base,
    idx: &[ir::Value],
    l: &VecLayout,
    contiguous: bool,
) -> CgResult<Vec<ir::Value>> {
    let rows = trailing_row_addrs(fx, op, b, idx, l)?;
    let stride = if contiguous {
        fx.iconst64(1)
    } else {
        b.innermost_stride(fx)
    };
    let mut addrs = Vec::with_capacity(l.num_lanes());
    for row in rows {
        for col in 0..l.row_len {
            addrs.push(step_addr(fx, row, col as i64, stride, b.elem_bytes));
        }
    }
    Ok(addrs)
}

/// A one-row layout of `l`'s element type (for building a vector row by row).
fn row_layout(fx: &FunctionCx<'_, '_>, op: OpId, l: &VecLayout) -> CgResult<VecLayout> {
    VecLayout::new(&l.elem, &[l.row_len as i64]).map_err(|m| fx.err(op, m))
}

/// `vector.load %base[%i…] : memref<…>, vector<…>`.
fn codegen_load(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let b = Base::of(fx, op, fx.operand(op, 0)?)?;
    let n = operand_count(fx, op, 1)?;
    let idx = scalars(fx, op, 1, n)?;
    let l = fx.vec_layout(op, fx.result(op, 0)?)?;
    if let Type::Vector(_) = &b.ty.elem {
        // The result is the element itself.
        let addr = b.addr(fx, &idx);
        let parts = layout::load_llvm_layout(fx, &l, addr, 0);
        return fx.def_vector(op, 0, parts);
    }
    let rows = trailing_row_addrs(fx, op, &b, &idx, &l)?;
    let mut parts = Vec::with_capacity(l.num_parts());
    if b.unit_innermost() {
        for row in rows {
            parts.extend(layout::load_row(fx, &l, row, 0));
        }
    } else {
        let rl = row_layout(fx, op, &l)?;
        let stride = b.innermost_stride(fx);
        for row in rows {
            let vals: Vec<ir::Value> = (0..l.row_len)
                .map(|c| {
                    let a = step_addr(fx, row, c as i64, stride, b.elem_bytes);
                    fx.bcx.ins().load(l.lane, layout::part_flags(), a, 0)
                })
                .collect();
            parts.extend(layout::from_lanes(fx, &rl, &vals));
        }
    }
    fx.def_vector(op, 0, parts)
}

/// `vector.store %v, %base[%i…] : memref<…>, vector<…>`.
fn codegen_store(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let v = vec_operand(fx, op, 0)?;
    let b = Base::of(fx, op, fx.operand(op, 1)?)?;
    let n = operand_count(fx, op, 2)?;
    let idx = scalars(fx, op, 2, n)?;
    if let Type::Vector(_) = &b.ty.elem {
        let addr = b.addr(fx, &idx);
        layout::store_llvm_layout(fx, &v.l, &v.parts, addr, 0);
        return Ok(());
    }
    if b.unit_innermost() {
        let rows = trailing_row_addrs(fx, op, &b, &idx, &v.l)?;
        for (r, row) in rows.into_iter().enumerate() {
            let pr = v.l.parts_per_row;
            layout::store_row(fx, &v.l, &v.parts[r * pr..(r + 1) * pr], row, 0);
        }
    } else {
        let addrs = trailing_lane_addrs(fx, op, &b, &idx, &v.l, false)?;
        for (i, a) in addrs.into_iter().enumerate() {
            let x = layout::extract_lane(fx, &v.l, &v.parts, i);
            fx.bcx.ins().store(layout::part_flags(), x, a, 0);
        }
    }
    Ok(())
}

/// Loads a lane of type `ty` from `addr` when `cond`, else yields `other`; a masked-off lane
/// reads the guard slot, never `addr`.
fn guarded_load(
    fx: &mut FunctionCx<'_, '_>,
    guard: &Guard,
    ty: ir::Type,
    cond: ir::Value,
    addr: ir::Value,
    other: ir::Value,
) -> ir::Value {
    let a = guard.addr(fx, Some(cond), addr);
    let x = fx.bcx.ins().load(ty, layout::part_flags(), a, 0);
    fx.bcx.ins().select(cond, x, other)
}

/// Stores lane `x` at `addr` when `cond`; a masked-off lane writes the guard slot.
fn guarded_store(
    fx: &mut FunctionCx<'_, '_>,
    guard: &Guard,
    cond: ir::Value,
    addr: ir::Value,
    x: ir::Value,
) {
    let a = guard.addr(fx, Some(cond), addr);
    fx.bcx.ins().store(layout::part_flags(), x, a, 0);
}

/// Element type check shared by the masked and indexed ops: they work on memrefs of scalars.
fn scalar_elems(fx: &FunctionCx<'_, '_>, op: OpId, b: &Base) -> CgResult<()> {
    match &b.ty.elem {
        Type::Vector(_) => Err(fx.err(
            op,
            "on a memref of vectors is not supported by code generation",
        )),
        _ => Ok(()),
    }
}

/// `vector.maskedload %base[%i…], %mask, %pass_thru`.
fn codegen_maskedload(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let (b, idx, n) = scalar_base(fx, op, 2)?;
    let mask = vec_operand(fx, op, n - 2)?;
    let pass = vec_operand(fx, op, n - 1)?;
    let l = fx.vec_layout(op, fx.result(op, 0)?)?;
    let addrs = trailing_lane_addrs(fx, op, &b, &idx, &l, true)?;
    let guard = Guard::new(fx, b.elem_bytes);
    let mut vals = Vec::with_capacity(addrs.len());
    for (i, a) in addrs.into_iter().enumerate() {
        let c = layout::extract_lane(fx, &mask.l, &mask.parts, i);
        let p = layout::extract_lane(fx, &pass.l, &pass.parts, i);
        vals.push(guarded_load(fx, &guard, l.lane, c, a, p));
    }
    let parts = layout::from_lanes(fx, &l, &vals);
    fx.def_vector(op, 0, parts)
}

/// `vector.maskedstore %base[%i…], %mask, %value`.
fn codegen_maskedstore(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let (b, idx, n) = scalar_base(fx, op, 2)?;
    let mask = vec_operand(fx, op, n - 2)?;
    let v = vec_operand(fx, op, n - 1)?;
    let addrs = trailing_lane_addrs(fx, op, &b, &idx, &v.l, true)?;
    let guard = Guard::new(fx, b.elem_bytes);
    for (i, a) in addrs.into_iter().enumerate() {
        let c = layout::extract_lane(fx, &mask.l, &mask.parts, i);
        let x = layout::extract_lane(fx, &v.l, &v.parts, i);
        guarded_store(fx, &guard, c, a, x);
    }
    Ok(())
}

/// Lane `i` of an index vector as an `i64` element offset (sign-extended from its width, as
/// LLVM's `getelementptr` extends vector indices).
fn index_lane(
    fx: &mut FunctionCx<'_, '_>,
    op: OpId,
    v: &VecOperand,
    i: usize,
) -> CgResult<ir::Value> {
    let x = layout::extract_lane(fx, &v.l, &v.parts, i);
    let width = match &v.l.elem {
        Type::Index => 64,
        Type::Integer { width, .. } if *width <= 64 => *width,
        t => {
            return Err(fx.err(
                op,
                format!("index vectors of '{t}' are not supported by code generation"),
            ));
        }
    };
    let bits = v.l.lane.bits();
    let mut x = x;
    if width < bits {
        let sh = i64::from(bits - width);
        let t = fx.bcx.ins().ishl_imm_u(x, sh);
        x = fx.bcx.ins().sshr_imm_u(t, sh);
    }
    if bits < 64 {
        x = fx.bcx.ins().sextend(ct::I64, x);
    }
    Ok(x)
}

/// Address of lane `i` of an indexed access: `base + index[i] · stride · elem_bytes`.
fn indexed_addr(
    fx: &mut FunctionCx<'_, '_>,
    op: OpId,
    b: &Base,
    base: ir::Value,
    stride: ir::Value,
    index: &VecOperand,
    i: usize,
) -> CgResult<ir::Value> {
    let off = index_lane(fx, op, index, i)?;
    let scaled = match fx.known_const(stride) {
        Some(s) => fx
            .bcx
            .ins()
            .imul_imm_s(off, s.wrapping_mul(i64::from(b.elem_bytes))),
        None => {
            let t = fx.bcx.ins().imul(off, stride);
            fx.bcx.ins().imul_imm_s(t, i64::from(b.elem_bytes))
        }
    };
    Ok(fx.bcx.ins().iadd(base, scaled))
}

/// `vector.gather %base[%i…][%index], %mask, %pass_thru`; `masked` is the mask and
/// pass-through of an enclosing `vector.mask` (which replace the op's own).
fn codegen_gather(
    fx: &mut FunctionCx<'_, '_>,
    op: OpId,
    masked: Option<(Value, Option<Value>)>,
) -> CgResult<()> {
    let (b, idx, n) = scalar_base(fx, op, 3)?;
    let index = vec_operand(fx, op, n - 3)?;
    let l = fx.vec_layout(op, fx.result(op, 0)?)?;
    let (mask, pass) = match masked {
        None => (vec_operand(fx, op, n - 2)?, vec_operand(fx, op, n - 1)?),
        Some((m, pt)) => {
            let mask = VecOperand {
                l: fx.vec_layout(op, m)?,
                parts: fx.vector(op, m)?,
            };
            let pass = match pt {
                Some(p) => VecOperand {
                    l: fx.vec_layout(op, p)?,
                    parts: fx.vector(op, p)?,
                },
                None => {
                    let z = layout::zero_part(fx, &l);
                    VecOperand {
                        l: l.clone(),
                        parts: vec![z; l.num_parts()],
                    }
                }
            };
            (mask, pass)
        }
    };
    let base = b.addr(fx, &idx);
    let stride = b.innermost_stride(fx);
    let guard = Guard::new(fx, b.elem_bytes);
    let mut vals = Vec::with_capacity(l.num_lanes());
    for i in 0..l.num_lanes() {
        let a = indexed_addr(fx, op, &b, base, stride, &index, i)?;
        let c = layout::extract_lane(fx, &mask.l, &mask.parts, i);
        let p = layout::extract_lane(fx, &pass.l, &pass.parts, i);
        vals.push(guarded_load(fx, &guard, l.lane, c, a, p));
    }
    let parts = layout::from_lanes(fx, &l, &vals);
    fx.def_vector(op, 0, parts)
}

/// `vector.scatter %base[%i…][%index], %mask, %value`: lanes are stored in order, so a later
/// lane wins when two indices are equal (as LLVM's scatter orders them).
fn codegen_scatter(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let (b, idx, n) = scalar_base(fx, op, 3)?;
    let index = vec_operand(fx, op, n - 3)?;
    let mask = vec_operand(fx, op, n - 2)?;
    let v = vec_operand(fx, op, n - 1)?;
    let base = b.addr(fx, &idx);
    let stride = b.innermost_stride(fx);
    let guard = Guard::new(fx, b.elem_bytes);
    for i in 0..v.l.num_lanes() {
        let a = indexed_addr(fx, op, &b, base, stride, &index, i)?;
        let c = layout::extract_lane(fx, &mask.l, &mask.parts, i);
        let x = layout::extract_lane(fx, &v.l, &v.parts, i);
        guarded_store(fx, &guard, c, a, x);
    }
    Ok(())
}

/// Steps `pos` (an `i64` element count) by one when mask lane `c` (0 or 1) is set.
fn advance(fx: &mut FunctionCx<'_, '_>, pos: ir::Value, c: ir::Value) -> ir::Value {
    let one = fx.bcx.ins().uextend(ct::I64, c);
    fx.bcx.ins().iadd(pos, one)
}

/// The base memref of a masked, indexed or compressing op (operand 0, scalar elements), its
/// indices, and the operand count; the op has `trailing` vector operands after the indices.
fn scalar_base(
    fx: &mut FunctionCx<'_, '_>,
    op: OpId,
    trailing: usize,
) -> CgResult<(Base, Vec<ir::Value>, usize)> {
    let b = Base::of(fx, op, fx.operand(op, 0)?)?;
    scalar_elems(fx, op, &b)?;
    let n = operand_count(fx, op, trailing + 1)?;
    let idx = scalars(fx, op, 1, n - trailing)?;
    if idx.len() != b.rank() {
        return Err(fx.err(op, "index count does not match the memref rank"));
    }
    Ok((b, idx, n))
}

/// `base + pos · stride · elem_bytes` for a runtime element count `pos`.
fn dynamic_addr(
    fx: &mut FunctionCx<'_, '_>,
    b: &Base,
    base: ir::Value,
    stride: ir::Value,
    pos: ir::Value,
) -> ir::Value {
    let es = i64::from(b.elem_bytes);
    let off = match fx.known_const(stride) {
        Some(s) => fx.bcx.ins().imul_imm_s(pos, s.wrapping_mul(es)),
        None => {
            let t = fx.bcx.ins().imul(pos, stride);
            fx.bcx.ins().imul_imm_s(t, es)
        }
    };
    fx.bcx.ins().iadd(base, off)
}

/// `vector.expandload %base[%i…], %mask, %pass_thru`: set lanes take consecutive elements.
fn codegen_expandload(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let (b, idx, n) = scalar_base(fx, op, 2)?;
    let mask = vec_operand(fx, op, n - 2)?;
    let pass = vec_operand(fx, op, n - 1)?;
    let l = fx.vec_layout(op, fx.result(op, 0)?)?;
    let base = b.addr(fx, &idx);
    // Consecutive elements from the base element, as LLVM's expandload/compressstore on the
    // element pointer access them.
    let stride = fx.iconst64(1);
    let guard = Guard::new(fx, b.elem_bytes);
    let mut pos = fx.iconst64(0);
    let mut vals = Vec::with_capacity(l.num_lanes());
    for i in 0..l.num_lanes() {
        let c = layout::extract_lane(fx, &mask.l, &mask.parts, i);
        let p = layout::extract_lane(fx, &pass.l, &pass.parts, i);
        let a = dynamic_addr(fx, &b, base, stride, pos);
        vals.push(guarded_load(fx, &guard, l.lane, c, a, p));
        pos = advance(fx, pos, c);
    }
    let parts = layout::from_lanes(fx, &l, &vals);
    fx.def_vector(op, 0, parts)
}

/// `vector.compressstore %base[%i…], %mask, %value`: set lanes go to consecutive elements.
fn codegen_compressstore(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let (b, idx, n) = scalar_base(fx, op, 2)?;
    let mask = vec_operand(fx, op, n - 2)?;
    let v = vec_operand(fx, op, n - 1)?;
    let base = b.addr(fx, &idx);
    // Consecutive elements from the base element, as LLVM's expandload/compressstore on the
    // element pointer access them.
    let stride = fx.iconst64(1);
    let guard = Guard::new(fx, b.elem_bytes);
    let mut pos = fx.iconst64(0);
    for i in 0..v.l.num_lanes() {
        let c = layout::extract_lane(fx, &mask.l, &mask.parts, i);
        let x = layout::extract_lane(fx, &v.l, &v.parts, i);
        let a = dynamic_addr(fx, &b, base, stride, pos);
        guarded_store(fx, &guard, c, a, x);
        pos = advance(fx, pos, c);
    }
    Ok(())
}

/// `vector.type_cast %m : memref<…xT> to memref<vector<…xT>>`: the same buffer (offset 0, as
/// the LLVM lowering sets it), with the result type's static sizes and row-major strides.
fn codegen_type_cast(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let src = fx.memref(op, fx.operand(op, 0)?)?;
    let r = fx.result(op, 0)?;
    let shape = match fx.ir.value_type(r) {
        Type::MemRef(m) => m.shape.clone(),
        t => return Err(fx.err(op, format!("expected a memref result, got '{t}'"))),
    };
    let mut strides = vec![1i64; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        strides[i] = strides[i + 1] * shape[i + 1];
    }
    let desc = MemRefDesc {
        allocated: src.allocated,
        aligned: src.aligned,
        offset: fx.iconst64(0),
        sizes: shape.iter().map(|s| fx.iconst64(*s)).collect(),
        strides: strides.iter().map(|s| fx.iconst64(*s)).collect(),
    };
    fx.def(r, CValue::MemRef(desc));
    Ok(())
}

/// `vector.mask %mask[, %pass_thru] { <maskable op>; vector.yield … }`, as
/// `-lower-vector-mask` rewrites it: the op's mask becomes the region's (transfers, gather);
/// a pass-through value replaces the masked-off lanes of each result.
fn codegen_mask(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let ir = fx.ir;
    let mask = fx.operand(op, 0)?;
    let pass = ir.operands(op).get(1).copied();
    let region = *ir
        .regions(op)
        .first()
        .ok_or_else(|| fx.err(op, "has no body"))?;
    let block = *ir
        .region_blocks(region)
        .first()
        .ok_or_else(|| fx.err(op, "has an empty body"))?;
    for inner in ir.block_ops_vec(block) {
        match ir.name(inner).as_str() {
            "vector.yield" => return bind_mask_results(fx, op, inner),
            "vector.transfer_read" if pass.is_some() => {
                return Err(fx.err(
                    op,
                    "with a pass-through value around 'vector.transfer_read' cannot be lowered \
                     (as in -lower-vector-mask)",
                ));
            }
            "vector.transfer_read" => transfer::codegen_transfer_read(fx, inner, Some(mask))?,
            "vector.transfer_write" => transfer::codegen_transfer_write(fx, inner, Some(mask))?,
            "vector.gather" => codegen_gather(fx, inner, Some((mask, pass)))?,
            "vector.reduction" if pass.is_none() => codegen_masked_reduction(fx, inner, mask)?,
            _ => {
                return Err(fx.err(
                    inner,
                    "inside 'vector.mask' is not supported by code generation",
                ));
            }
        }
    }
    Err(fx.err(op, "has no 'vector.yield' terminator"))
}

/// A `vector.reduction` under a mask, as `-convert-vector-to-llvm` lowers it (LLVM's
/// vector-predicated reductions): masked-off lanes do not take part. They are replaced by the
/// kind's neutral element, then the reduction runs as usual.
fn codegen_masked_reduction(fx: &mut FunctionCx<'_, '_>, op: OpId, mask: Value) -> CgResult<()> {
    let src = fx.operand(op, 0)?;
    let l = fx.vec_layout(op, src)?;
    let parts = fx.vector(op, src)?;
    let ml = fx.vec_layout(op, mask)?;
    let mparts = fx.vector(op, mask)?;
    let kind = match fx.ir.attr(op, "kind") {
        Some(Attribute::Opaque(t)) => t
            .strip_prefix("#vector.kind<")
            .and_then(|k| k.strip_suffix('>'))
            .unwrap_or("")
            .to_string(),
        _ => String::new(),
    };
    let bits = neutral_bits(&kind, &l.elem).ok_or_else(|| {
        fx.err(
            op,
            format!(
                "under 'vector.mask' with kind '{kind}' on '{}' is not supported",
                l.elem
            ),
        )
    })?;
    let neutral = lane_const(fx, l.lane, bits);
    let lanes: Vec<ir::Value> = (0..l.num_lanes())
        .map(|i| {
            let m = layout::extract_lane(fx, &ml, &mparts, i);
            let x = layout::extract_lane(fx, &l, &parts, i);
            fx.bcx.ins().select(m, x, neutral)
        })
        .collect();
    let masked = layout::from_lanes(fx, &l, &lanes);
    fx.def(src, CValue::Vector(masked));
    let outcome = super::codegen(fx, op);
    // The operand is itself again for any other use.
    fx.def(src, CValue::Vector(parts));
    outcome
}

/// The bits (zero-extended in the lane's container) of the neutral element of reduction
/// `kind` on `elem`, if the kind has one.
fn neutral_bits(kind: &str, elem: &Type) -> Option<u64> {
    match elem {
        Type::Integer { .. } | Type::Index => {
            let w = match elem {
                Type::Integer { width, .. } => *width,
                _ => 64,
            };
            if w == 0 || w > 64 {
                return None;
            }
            let ones = if w == 64 { u64::MAX } else { (1u64 << w) - 1 };
            let min = 1u64 << (w - 1);
            Some(match kind {
                "add" | "or" | "xor" | "maxui" => 0,
                "mul" => 1,
                "and" | "minui" => ones,
                "minsi" => min - 1,
                "maxsi" => min,
                _ => return None,
            })
        }
        Type::Float(k) => {
            // (-0.0, 1.0, +inf, -inf, quiet NaN) per format.
            let (neg_zero, one, inf, neg_inf, nan): (u64, u64, u64, u64, u64) = match k {
                FloatKind::F16 => (0x8000, 0x3c00, 0x7c00, 0xfc00, 0x7e00),
                FloatKind::BF16 => (0x8000, 0x3f80, 0x7f80, 0xff80, 0x7fc0),
                FloatKind::F32 => (
                    0x8000_0000,
                    0x3f80_0000,
                    0x7f80_0000,
                    0xff80_0000,
                    0x7fc0_0000,
                ),
                FloatKind::F64 => (
                    0x8000_0000_0000_0000,
                    0x3ff0_0000_0000_0000,
                    0x7ff0_0000_0000_0000,
                    0xfff0_0000_0000_0000,
                    0x7ff8_0000_0000_0000,
                ),
                _ => return None,
            };
            Some(match kind {
                "add" => neg_zero,
                "mul" => one,
                "minimumf" => inf,
                "maximumf" => neg_inf,
                "minnumf" | "maxnumf" => nan,
                _ => return None,
            })
        }
        _ => None,
    }
}

/// A scalar of lane type `ty` with bit pattern `bits`.
fn lane_const(fx: &mut FunctionCx<'_, '_>, ty: ir::Type, bits: u64) -> ir::Value {
    match ty {
        ct::F32 => fx.bcx.ins().f32const(f32::from_bits(bits as u32)),
        ct::F64 => fx.bcx.ins().f64const(f64::from_bits(bits)),
        _ => fx.bcx.ins().iconst(ty, bits as i64),
    }
}

/// Binds the results of `vector.mask` `op` to the operands of its `vector.yield`.
fn bind_mask_results(fx: &mut FunctionCx<'_, '_>, op: OpId, yield_op: OpId) -> CgResult<()> {
    let yielded = fx.ir.operands(yield_op).to_vec();
    for (i, v) in yielded.into_iter().enumerate() {
        let c = fx.cvalue(op, v)?;
        let r = fx.result(op, i)?;
        fx.def(r, c);
    }
    Ok(())
}
