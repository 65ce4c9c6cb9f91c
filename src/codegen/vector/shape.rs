//! Vector ops that move lanes without arithmetic: `broadcast`, `extract`, `insert`,
//! `from_elements`, `to_elements`, `shuffle`, `extract_strided_slice`,
//! `insert_strided_slice`, `shape_cast`, `bitcast`, `transpose`, `interleave`,
//! `deinterleave` (masks and `step` are in [`super::mask`]). MLIR 22 has no `vector.splat`
//! (its uses became `vector.broadcast`), so it is not compiled here either.
//!
//! Every op is a *gather*: each lane of the result is a lane of one of the operands (or poison).
//! [`gather`] builds each 128-bit part of the result from the source parts its lanes come
//! from: a part whose lanes are a source part's lanes in place is that part (so `shape_cast`
//! between shapes with the same row length costs nothing, and whole rows move as registers);
//! otherwise the source parts are combined pairwise with byte shuffles (`pshufb` / `tbl`), one
//! per extra source part, instead of lane-by-lane extracts and inserts.
//!
//! Semantics are those of MLIR's LLVM lowering: positions `-1` (static) and shuffle mask
//! entries `-1` are poison (any value; here lane 0 of the first operand or zero); dynamic
//! positions out of bounds give poison in LLVM, so they are clamped to the last element here,
//! which keeps every memory access inside the spilled vector.

use cranelift_codegen::ir::{
    self, ConstantData, InstBuilder as _, MemFlagsData, StackSlotData, StackSlotKind, types as ct,
};

use super::layout::{self, VecLayout};
use crate::codegen::{CValue, CgResult, FunctionCx, types};
use crate::ir::{OpId, Type, Value};

/// The kDynamic marker of `static_position` entries (`ShapedType::kDynamic`).
const DYNAMIC_POS: i64 = i64::MIN;

/// Dispatches the `vector.*` ops of this file (and of [`super::mask`]).
pub(crate) fn codegen(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    match fx.ir.name(op).as_str() {
        "vector.broadcast" => codegen_broadcast(fx, op),
        "vector.extract" => codegen_extract(fx, op),
        "vector.insert" => codegen_insert(fx, op),
        "vector.from_elements" => codegen_from_elements(fx, op),
        "vector.to_elements" => codegen_to_elements(fx, op),
        "vector.shuffle" => codegen_shuffle(fx, op),
        "vector.extract_strided_slice" => codegen_extract_strided_slice(fx, op),
        "vector.insert_strided_slice" => codegen_insert_strided_slice(fx, op),
        "vector.shape_cast" => codegen_shape_cast(fx, op),
        "vector.bitcast" => codegen_bitcast(fx, op),
        "vector.transpose" => codegen_transpose(fx, op),
        "vector.interleave" => codegen_interleave(fx, op),
        "vector.deinterleave" => codegen_deinterleave(fx, op),
        "vector.step" => super::mask::codegen_step(fx, op),
        "vector.create_mask" => super::mask::codegen_create_mask(fx, op),
        "vector.constant_mask" => super::mask::codegen_constant_mask(fx, op),
        _ => Err(fx.err(op, "is not supported by code generation")),
    }
}

// ---------------------------------------------------------------------------------------------
// Shared helpers
// ---------------------------------------------------------------------------------------------

/// Where one lane of a gathered result comes from: `(source index, row-major lane)`, or `None`
/// for a poison lane (any value will do).
pub(crate) type Pick = Option<(usize, usize)>;

/// A vector operand: its layout and parts.
pub(crate) struct VecOperand {
    /// The layout.
    pub(crate) layout: VecLayout,
    /// The parts.
    pub(crate) parts: Vec<ir::Value>,
}

/// Layout and parts of vector value `v`.
pub(crate) fn vec_operand(fx: &FunctionCx<'_, '_>, op: OpId, v: Value) -> CgResult<VecOperand> {
    Ok(VecOperand {
        layout: fx.vec_layout(op, v)?,
        parts: fx.vector(op, v)?,
    })
}

/// The shape of `l` with a 0-D vector seen as `vector<1xT>` (the same single lane).
fn dims(l: &VecLayout) -> Vec<usize> {
    if l.shape.is_empty() {
        vec![1]
    } else {
        l.shape.iter().map(|d| *d as usize).collect()
    }
}

/// Row-major strides (in lanes) of `shape`.
fn strides(shape: &[usize]) -> Vec<usize> {
    let mut s = vec![1; shape.len()];
    for d in (0..shape.len().saturating_sub(1)).rev() {
        s[d] = s[d + 1] * shape[d + 1];
    }
    s
}

/// The multi-index of row-major lane `i` in `shape`.
fn unravel(mut i: usize, shape: &[usize]) -> Vec<usize> {
    let mut idx = vec![0; shape.len()];
    for d in (0..shape.len()).rev() {
        idx[d] = i % shape[d].max(1);
        i /= shape[d].max(1);
    }
    idx
}

/// The integers of attribute `name` of `op`: an `array<i64: …>` or an array of integer
/// attributes (`offsets = [1, 2]`).
fn i64_list(fx: &FunctionCx<'_, '_>, op: OpId, name: &str) -> CgResult<Vec<i64>> {
    let attr = fx
        .ir
        .attr(op, name)
        .ok_or_else(|| fx.err(op, format!("requires attribute '{name}'")))?;
    if let Some(v) = attr.as_dense_i64s() {
        return Ok(v);
    }
    attr.as_array()
        .and_then(|a| {
            a.iter()
                .map(|x| x.as_int().map(|v| v as i64))
                .collect::<Option<Vec<_>>>()
        })
        .ok_or_else(|| fx.err(op, format!("requires '{name}' to be an array of integers")))
}

/// Builds a vector of layout `dst` whose lane `i` is `picks[i]` of `sources` (all of `dst`'s
/// lane type), part by part (see [`gather_part`]).
pub(crate) fn gather(
    fx: &mut FunctionCx<'_, '_>,
    dst: &VecLayout,
    sources: &[&VecOperand],
    picks: &[Pick],
) -> Vec<ir::Value> {
    let mut cache = ShuffleCache::default();
    dst.part_lanes()
        .map(|(first, n)| gather_part(fx, &mut cache, dst, sources, &picks[first..first + n]))
        .collect()
}

/// A part value together with where each lane of the part being built sits in it.
struct Partial {
    /// The source part this partial is (before any merge), to group picks by.
    key: Option<(usize, usize)>,
    /// The Cranelift value.
    value: ir::Value,
    /// For each lane `j` of the part being built, the lane of `value` holding it.
    pos: Vec<Option<u8>>,
}

/// One part of a gather: the source parts the `chunk` lanes come from, merged pairwise by byte
/// shuffles; a source part used in place is returned as it is.
fn gather_part(
    fx: &mut FunctionCx<'_, '_>,
    cache: &mut ShuffleCache,
    dst: &VecLayout,
    sources: &[&VecOperand],
    chunk: &[Pick],
) -> ir::Value {
    let mut partials: Vec<Partial> = Vec::new();
    for (j, pick) in chunk.iter().enumerate() {
        let Some((s, lane)) = *pick else { continue };
        let (part, at) = sources[s].layout.locate(lane);
        let key = Some((s, part));
        let k = match partials.iter().position(|p| p.key == key) {
            Some(k) => k,
            None => {
                partials.push(Partial {
                    key,
                    value: sources[s].parts[part],
                    pos: vec![None; dst.lanes_per_part],
                });
                partials.len() - 1
            }
        };
        partials[k].pos[j] = Some(at);
    }
    if partials.is_empty() {
        return layout::zero_part(fx, dst);
    }
    // Source parts used for lanes of their low (or high) half only are first paired by
    // interleaving shuffles (`punpckl*`/`punpckh*`, `zip1`/`zip2`), which the other result
    // parts of a transpose or interleave reuse; then a balanced tree of two-input shuffles,
    // each putting the lanes it covers in their final places.
    if partials.len() > 2 {
        partials = zip_pairs(fx, cache, dst, partials);
    }
    while partials.len() > 1 {
        let mut next = Vec::with_capacity(partials.len().div_ceil(2));
        let mut it = partials.into_iter();
        while let Some(a) = it.next() {
            match it.next() {
                Some(b) => next.push(merge(fx, cache, dst, &a, Some(&b))),
                None => next.push(a),
            }
        }
        partials = next;
    }
    let last = partials.pop().expect("one partial left");
    let in_place = last
        .pos
        .iter()
        .enumerate()
        .all(|(j, p)| p.is_none_or(|p| p as usize == j));
    if in_place {
        last.value
    } else {
        merge(fx, cache, dst, &last, None).value
    }
}

/// Pairs up source parts (in order) whose used lanes all lie in the same half, replacing each
/// pair by their interleave (lane `2i` from the first, `2i + 1` from the second).
fn zip_pairs(
    fx: &mut FunctionCx<'_, '_>,
    cache: &mut ShuffleCache,
    dst: &VecLayout,
    partials: Vec<Partial>,
) -> Vec<Partial> {
    let half = dst.lanes_per_part / 2;
    // Which half the used lanes of `p` lie in (`None`: both).
    let half_of = |p: &Partial| -> Option<bool> {
        let mut used = p.pos.iter().flatten().map(|l| (*l as usize) >= half);
        let first = used.next()?;
        used.all(|h| h == first).then_some(first)
    };
    let mut out = Vec::with_capacity(partials.len());
    let mut it = partials.into_iter().peekable();
    while let Some(a) = it.next() {
        let pair = match (it.peek(), half_of(&a)) {
            (Some(b), Some(h)) if a.key.is_some() && b.key.is_some() && half_of(b) == Some(h) => {
                Some(h)
            }
            _ => None,
        };
        let Some(high) = pair else {
            out.push(a);
            continue;
        };
        let b = it.next().expect("peeked");
        let base = if high { half as u8 } else { 0 };
        let lb = dst.lane.bytes() as u8;
        let mut mask = vec![0u8; layout::PART_BYTES as usize];
        for i in 0..half {
            for k in 0..lb {
                let (ia, ib) = (
                    (2 * i) * lb as usize + k as usize,
                    (2 * i + 1) * lb as usize,
                );
                mask[ia] = (base + i as u8) * lb + k;
                mask[ib + k as usize] = layout::PART_BYTES as u8 + (base + i as u8) * lb + k;
            }
        }
        // Source lane `l` of the first part is now at `2 (l - base)`, of the second at
        // `2 (l - base) + 1`.
        let pos = a
            .pos
            .iter()
            .zip(&b.pos)
            .map(|(x, y)| match (x, y) {
                (Some(l), _) => Some(2 * (l - base)),
                (None, Some(l)) => Some(2 * (l - base) + 1),
                _ => None,
            })
            .collect();
        let value = byte_shuffle(fx, cache, a.value, b.value, mask, dst.part_type());
        out.push(Partial {
            key: None,
            value,
            pos,
        });
    }
    out
}

/// The shuffles one [`gather`] has emitted, so that result parts needing the same
/// intermediate (the interleaves of a transpose) share it even without Cranelift's GVN (`-O0`).
#[derive(Default)]
struct ShuffleCache {
    /// `(a, b, mask)` → the shuffled part.
    shuffles: Vec<(ShuffleKey, ir::Value)>,
}

/// The operands and byte mask of one shuffle.
type ShuffleKey = (ir::Value, ir::Value, Vec<u8>);

/// `shuffle` of the bytes of `a` and `b` by `mask`, as a part of type `ty` (emitted once per
/// gather for equal operands and masks).
fn byte_shuffle(
    fx: &mut FunctionCx<'_, '_>,
    cache: &mut ShuffleCache,
    a: ir::Value,
    b: ir::Value,
    mask: Vec<u8>,
    ty: ir::Type,
) -> ir::Value {
    let key = (a, b, mask);
    if let Some((_, v)) = cache.shuffles.iter().find(|(k, _)| *k == key) {
        return *v;
    }
    let x = to_bytes(fx, a);
    let y = if b == a { x } else { to_bytes(fx, b) };
    let imm = fx
        .bcx
        .func
        .dfg
        .immediates
        .push(ConstantData::from(key.2.clone()));
    let shuffled = fx.bcx.ins().shuffle(x, y, imm);
    let v = from_bytes(fx, shuffled, ty);
    cache.shuffles.push((key, v));
    v
}

/// One byte shuffle putting the lanes `a` (and `b`) hold into their final places.
fn merge(
    fx: &mut FunctionCx<'_, '_>,
    cache: &mut ShuffleCache,
    dst: &VecLayout,
    a: &Partial,
    b: Option<&Partial>,
) -> Partial {
    let lb = dst.lane.bytes() as u8;
    let mut mask = vec![0u8; layout::PART_BYTES as usize];
    let mut pos = vec![None; dst.lanes_per_part];
    for j in 0..dst.lanes_per_part {
        let from = match (a.pos[j], b.and_then(|b| b.pos[j])) {
            (Some(x), _) => Some(x * lb),
            (None, Some(y)) => Some(layout::PART_BYTES as u8 + y * lb),
            _ => None,
        };
        if let Some(base) = from {
            for k in 0..lb {
                mask[j * lb as usize + k as usize] = base + k;
            }
            pos[j] = Some(j as u8);
        }
    }
    let value = byte_shuffle(
        fx,
        cache,
        a.value,
        b.map_or(a.value, |b| b.value),
        mask,
        dst.part_type(),
    );
    Partial {
        key: None,
        value,
        pos,
    }
}

/// Little-endian flags for a bit-preserving cast between 128-bit vector types.
fn le() -> MemFlagsData {
    MemFlagsData::new().with_endianness(ir::Endianness::Little)
}

/// `v` as `i8x16` (Cranelift's `shuffle` takes bytes).
fn to_bytes(fx: &mut FunctionCx<'_, '_>, v: ir::Value) -> ir::Value {
    if fx.bcx.func.dfg.value_type(v) == ct::I8X16 {
        v
    } else {
        fx.bcx.ins().bitcast(ct::I8X16, le(), v)
    }
}

/// Bytes `v` as a part of type `ty`.
fn from_bytes(fx: &mut FunctionCx<'_, '_>, v: ir::Value, ty: ir::Type) -> ir::Value {
    if ty == ct::I8X16 {
        v
    } else {
        fx.bcx.ins().bitcast(ty, le(), v)
    }
}

/// The picks of the whole source `0`, lane for lane (a reshaping of the same lanes).
fn identity_picks(n: usize) -> Vec<Pick> {
    (0..n).map(|i| Some((0, i))).collect()
}

/// Binds the vector result `i` of `op` to the gather of `picks` from `sources`.
fn def_gather(
    fx: &mut FunctionCx<'_, '_>,
    op: OpId,
    i: usize,
    sources: &[&VecOperand],
    picks: &[Pick],
) -> CgResult<()> {
    let dst = fx.vec_layout(op, fx.result(op, i)?)?;
    // Unverified (generic-form) input must not index past an operand or the result.
    let in_bounds = picks.iter().flatten().all(|(s, lane)| {
        sources
            .get(*s)
            .is_some_and(|v| *lane < v.layout.num_lanes())
    });
    if !in_bounds || picks.len() != dst.num_lanes() {
        return Err(fx.err(op, "has positions outside its operands or result"));
    }
    let parts = gather(fx, &dst, sources, picks);
    fx.def_vector(op, i, parts)
}

// ---------------------------------------------------------------------------------------------
// broadcast
// ---------------------------------------------------------------------------------------------

/// `vector.broadcast %s : T to vector<…>`: a scalar to every lane, or a vector to a higher
/// rank (trailing dimensions aligned; source dimensions of size 1 stretched).
fn codegen_broadcast(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let src = fx.operand(op, 0)?;
    let dst = fx.vec_layout(op, fx.result(op, 0)?)?;
    if !matches!(fx.ir.value_type(src), Type::Vector(_)) {
        let x = fx.scalar(op, src)?;
        let parts = layout::splat(fx, &dst, x);
        return fx.def_vector(op, 0, parts);
    }
    let s = vec_operand(fx, op, src)?;
    if s.layout.num_lanes() == 1 {
        let x = layout::extract_lane(fx, &s.layout, &s.parts, 0);
        let parts = layout::splat(fx, &dst, x);
        return fx.def_vector(op, 0, parts);
    }
    let sshape: Vec<usize> = s.layout.shape.iter().map(|d| *d as usize).collect();
    let sstrides = strides(&sshape);
    let rshape = dims(&dst);
    let Some(lead) = rshape.len().checked_sub(sshape.len()) else {
        return Err(fx.err(op, "has a source of higher rank than its result"));
    };
    let picks: Vec<Pick> = (0..dst.num_lanes())
        .map(|i| {
            let idx = unravel(i, &rshape);
            let lane = (0..sshape.len())
                .map(|d| if sshape[d] == 1 { 0 } else { idx[lead + d] } * sstrides[d])
                .sum();
            Some((0, lane))
        })
        .collect();
    def_gather(fx, op, 0, &[&s], &picks)
}

// ---------------------------------------------------------------------------------------------
// extract / insert
// ---------------------------------------------------------------------------------------------

/// One entry of an `extract`/`insert` position.
#[derive(Clone, Copy)]
enum Pos {
    /// A known index (`-1`, poison, is taken as 0).
    Static(usize),
    /// An `index` value only known at run time.
    Dynamic(ir::Value),
}

/// The position of an `extract` (`dyn_from` = 1) or `insert` (`dyn_from` = 2): the
/// `static_position` entries with the dynamic ones filled from the operands after `dyn_from`;
/// dynamic operands that are constants become static.
fn positions(fx: &FunctionCx<'_, '_>, op: OpId, dyn_from: usize) -> CgResult<Vec<Pos>> {
    let stat = i64_list(fx, op, "static_position")?;
    let rank = fx
        .vec_layout(op, fx.operand(op, dyn_from - 1)?)?
        .shape
        .len();
    if stat.len() > rank {
        return Err(fx.err(op, "has more positions than its vector has dimensions"));
    }
    let mut next = dyn_from;
    let mut out = Vec::with_capacity(stat.len());
    for p in stat {
        if p == DYNAMIC_POS {
            let v = fx.scalar(op, fx.operand(op, next)?)?;
            next += 1;
            out.push(match fx.known_const(v) {
                Some(c) if c >= 0 => Pos::Static(c as usize),
                _ => Pos::Dynamic(v),
            });
        } else {
            out.push(Pos::Static(p.max(0) as usize));
        }
    }
    Ok(out)
}

/// The lane offset of `pos` in a vector of `shape` if every entry is static (clamped to the
/// shape, since out-of-bounds positions are poison).
fn static_offset(pos: &[Pos], shape: &[usize]) -> Option<usize> {
    let st = strides(shape);
    pos.iter().enumerate().try_fold(0, |acc, (d, p)| match p {
        Pos::Static(i) => Some(acc + (*i).min(shape[d] - 1) * st[d]),
        Pos::Dynamic(_) => None,
    })
}

/// The byte offset (an `i64` value) of `pos` in a vector of layout `l` spilled with packed
/// rows; dynamic entries are clamped to the last element.
fn dynamic_byte_offset(fx: &mut FunctionCx<'_, '_>, l: &VecLayout, pos: &[Pos]) -> ir::Value {
    let shape = dims(l);
    let st = strides(&shape);
    let lb = i64::from(l.lane.bytes());
    let mut off = fx.iconst64(0);
    for (d, p) in pos.iter().enumerate() {
        let scale = st[d] as i64 * lb;
        let term = match p {
            Pos::Static(i) => fx.iconst64(((*i).min(shape[d] - 1) as i64) * scale),
            Pos::Dynamic(v) => {
                let last = fx.iconst64(shape[d] as i64 - 1);
                let i = fx.bcx.ins().umin(*v, last);
                fx.bcx.ins().imul_imm_s(i, scale)
            }
        };
        off = fx.bcx.ins().iadd(off, term);
    }
    off
}

/// Stores `v` in a new stack slot with packed rows and returns the slot's address.
fn spill(fx: &mut FunctionCx<'_, '_>, v: &VecOperand) -> ir::Value {
    let l = &v.layout;
    let slot = fx.bcx.create_sized_stack_slot(StackSlotData::new(
        StackSlotKind::ExplicitSlot,
        l.row_bytes() * l.rows as u32,
        4,
    ));
    let addr = fx.bcx.ins().stack_addr(types::PTR, slot, 0);
    store_rows(fx, l, &v.parts, addr);
    addr
}

/// Stores every row of `parts` (layout `l`) packed at `addr`.
fn store_rows(fx: &mut FunctionCx<'_, '_>, l: &VecLayout, parts: &[ir::Value], addr: ir::Value) {
    for r in 0..l.rows {
        let row = &parts[r * l.parts_per_row..(r + 1) * l.parts_per_row];
        layout::store_row(fx, l, row, addr, (r as u32 * l.row_bytes()) as i32);
    }
}

/// Loads every row of a vector of layout `l` stored packed at `addr`.
fn load_rows(fx: &mut FunctionCx<'_, '_>, l: &VecLayout, addr: ir::Value) -> Vec<ir::Value> {
    (0..l.rows)
        .flat_map(|r| layout::load_row(fx, l, addr, (r as u32 * l.row_bytes()) as i32))
        .collect()
}

/// `vector.extract %v[pos] : T from vector<…>`: one lane (scalar result) or a sub-vector.
fn codegen_extract(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let src = vec_operand(fx, op, fx.operand(op, 0)?)?;
    let pos = positions(fx, op, 1)?;
    let res = fx.result(op, 0)?;
    let shape = dims(&src.layout);
    let scalar = !matches!(fx.ir.value_type(res), Type::Vector(_));
    if let Some(base) = static_offset(&pos, &shape) {
        if scalar {
            let x = layout::extract_lane(fx, &src.layout, &src.parts, base);
            return fx.def_scalar(op, x);
        }
        let dst = fx.vec_layout(op, res)?;
        let picks: Vec<Pick> = (0..dst.num_lanes()).map(|i| Some((0, base + i))).collect();
        return def_gather(fx, op, 0, &[&src], &picks);
    }
    let addr = spill(fx, &src);
    let off = dynamic_byte_offset(fx, &src.layout, &pos);
    let at = fx.bcx.ins().iadd(addr, off);
    if scalar {
        let x = fx
            .bcx
            .ins()
            .load(src.layout.lane, layout::part_flags(), at, 0);
        return fx.def_scalar(op, x);
    }
    // A sub-vector takes whole innermost rows, so it is packed the same way.
    let dst = fx.vec_layout(op, res)?;
    let parts = load_rows(fx, &dst, at);
    fx.def_vector(op, 0, parts)
}

/// `vector.insert %x, %v[pos] : T into vector<…>`: one lane or a sub-vector replaced.
fn codegen_insert(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let val = fx.operand(op, 0)?;
    let dest = vec_operand(fx, op, fx.operand(op, 1)?)?;
    let pos = positions(fx, op, 2)?;
    let shape = dims(&dest.layout);
    let scalar = !matches!(fx.ir.value_type(val), Type::Vector(_));
    if let Some(base) = static_offset(&pos, &shape) {
        if scalar {
            let x = fx.scalar(op, val)?;
            let (p, lane) = dest.layout.locate(base);
            let mut parts = dest.parts.clone();
            parts[p] = fx.bcx.ins().insertlane(parts[p], x, lane);
            return fx.def_vector(op, 0, parts);
        }
        let v = vec_operand(fx, op, val)?;
        let n = v.layout.num_lanes();
        let picks: Vec<Pick> = (0..dest.layout.num_lanes())
            .map(|i| {
                if (base..base + n).contains(&i) {
                    Some((1, i - base))
                } else {
                    Some((0, i))
                }
            })
            .collect();
        return def_gather(fx, op, 0, &[&dest, &v], &picks);
    }
    let addr = spill(fx, &dest);
    let off = dynamic_byte_offset(fx, &dest.layout, &pos);
    let at = fx.bcx.ins().iadd(addr, off);
    if scalar {
        let x = fx.scalar(op, val)?;
        fx.bcx.ins().store(layout::part_flags(), x, at, 0);
    } else {
        let v = vec_operand(fx, op, val)?;
        store_rows(fx, &v.layout, &v.parts, at);
    }
    let parts = load_rows(fx, &dest.layout, addr);
    fx.def_vector(op, 0, parts)
}

// ---------------------------------------------------------------------------------------------
// from_elements / to_elements
// ---------------------------------------------------------------------------------------------

/// `vector.from_elements %a, %b, … : vector<…>`: the scalars, row-major.
fn codegen_from_elements(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let dst = fx.vec_layout(op, fx.result(op, 0)?)?;
    let vals: Vec<ir::Value> = fx
        .ir
        .operands(op)
        .iter()
        .map(|v| fx.scalar(op, *v))
        .collect::<CgResult<_>>()?;
    if vals.len() != dst.num_lanes() {
        return Err(fx.err(op, "has the wrong number of elements for its result type"));
    }
    let parts = layout::from_lanes(fx, &dst, &vals);
    fx.def_vector(op, 0, parts)
}

/// `vector.to_elements %v : vector<…>`: one scalar result per lane, row-major.
fn codegen_to_elements(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let src = vec_operand(fx, op, fx.operand(op, 0)?)?;
    let results = fx.ir.results(op).to_vec();
    if results.len() != src.layout.num_lanes() {
        return Err(fx.err(op, "has the wrong number of results for its operand type"));
    }
    for (i, r) in results.into_iter().enumerate() {
        let x = layout::extract_lane(fx, &src.layout, &src.parts, i);
        fx.def(r, CValue::Scalar(x));
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// shuffle
// ---------------------------------------------------------------------------------------------

/// `vector.shuffle %a, %b [m…]`: entries of the leading dimension of the concatenation of
/// `%a` and `%b` (sub-vectors for n-D operands); `-1` is poison.
fn codegen_shuffle(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let a = vec_operand(fx, op, fx.operand(op, 0)?)?;
    let b = vec_operand(fx, op, fx.operand(op, 1)?)?;
    let mask = i64_list(fx, op, "mask")?;
    let ashape = dims(&a.layout);
    let n1 = ashape[0];
    let inner: usize = ashape[1..].iter().product();
    let n2 = dims(&b.layout)[0];
    let mut picks = Vec::with_capacity(mask.len() * inner);
    for m in mask {
        for k in 0..inner {
            picks.push(match m {
                m if m < 0 || m as usize >= n1 + n2 => None,
                m if (m as usize) < n1 => Some((0, m as usize * inner + k)),
                m => Some((1, (m as usize - n1) * inner + k)),
            });
        }
    }
    def_gather(fx, op, 0, &[&a, &b], &picks)
}

// ---------------------------------------------------------------------------------------------
// strided slices
// ---------------------------------------------------------------------------------------------

/// `vector.extract_strided_slice %v {offsets, sizes, strides}`: the slice of the leading
/// dimensions; trailing dimensions not named are taken whole.
fn codegen_extract_strided_slice(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let src = vec_operand(fx, op, fx.operand(op, 0)?)?;
    let offsets = i64_list(fx, op, "offsets")?;
    let steps = i64_list(fx, op, "strides")?;
    let dst = fx.vec_layout(op, fx.result(op, 0)?)?;
    let sstrides = strides(&dims(&src.layout));
    let rshape = dims(&dst);
    let picks: Vec<Pick> = (0..dst.num_lanes())
        .map(|i| {
            let idx = unravel(i, &rshape);
            let lane = idx
                .iter()
                .enumerate()
                .map(|(d, x)| {
                    let s = match (offsets.get(d), steps.get(d)) {
                        (Some(o), Some(st)) => (*o + *x as i64 * *st) as usize,
                        _ => *x,
                    };
                    s * sstrides[d]
                })
                .sum();
            Some((0, lane))
        })
        .collect();
    def_gather(fx, op, 0, &[&src], &picks)
}

/// `vector.insert_strided_slice %s, %d {offsets, strides}`: `%s` written into `%d` at
/// `offsets` (its dimensions aligned with `%d`'s trailing ones), stepping by `strides`.
fn codegen_insert_strided_slice(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let src = vec_operand(fx, op, fx.operand(op, 0)?)?;
    let dest = vec_operand(fx, op, fx.operand(op, 1)?)?;
    let offsets = i64_list(fx, op, "offsets")?;
    let steps = i64_list(fx, op, "strides")?;
    let dshape = dims(&dest.layout);
    let sshape: Vec<usize> = src.layout.shape.iter().map(|d| *d as usize).collect();
    let sstrides = strides(&sshape);
    let Some(lead) = dshape.len().checked_sub(sshape.len()) else {
        return Err(fx.err(op, "has a source of higher rank than its destination"));
    };
    let picks: Vec<Pick> = (0..dest.layout.num_lanes())
        .map(|i| {
            let idx = unravel(i, &dshape);
            let inside = |d: usize| -> Option<usize> {
                let rel = idx[d] as i64 - offsets.get(d).copied().unwrap_or(0);
                if d < lead {
                    return (rel == 0).then_some(0);
                }
                let j = d - lead;
                let st = steps.get(j).copied().unwrap_or(1).max(1);
                (rel >= 0 && rel % st == 0 && ((rel / st) as usize) < sshape[j])
                    .then(|| (rel / st) as usize * sstrides[j])
            };
            match (0..dshape.len()).map(inside).sum::<Option<usize>>() {
                Some(lane) => Some((1, lane)),
                None => Some((0, i)),
            }
        })
        .collect();
    def_gather(fx, op, 0, &[&dest, &src], &picks)
}

// ---------------------------------------------------------------------------------------------
// shape_cast / bitcast / transpose
// ---------------------------------------------------------------------------------------------

/// `vector.shape_cast`: the same lanes in row-major order under another shape (free when
/// the row length is unchanged).
fn codegen_shape_cast(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let src = vec_operand(fx, op, fx.operand(op, 0)?)?;
    let picks = identity_picks(src.layout.num_lanes());
    def_gather(fx, op, 0, &[&src], &picks)
}

/// `vector.bitcast`: each innermost row's bytes reinterpreted as lanes of the new element
/// type (little-endian). Rows have the same byte length on both sides, so parts line up and
/// are reinterpreted as they are; `i1` and other narrow lanes (bit-packed in LLVM) are
/// repacked bit by bit.
fn codegen_bitcast(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let src = vec_operand(fx, op, fx.operand(op, 0)?)?;
    let dst = fx.vec_layout(op, fx.result(op, 0)?)?;
    let row_bits = |l: &VecLayout| l.row_len * elem_bits(&l.elem) as usize;
    if src.layout.rows != dst.rows || row_bits(&src.layout) != row_bits(&dst) {
        return Err(fx.err(op, "must keep the bit width of each innermost row"));
    }
    if elem_bits(&src.layout.elem) == src.layout.lane.bits()
        && elem_bits(&dst.elem) == dst.lane.bits()
    {
        let parts = src
            .parts
            .iter()
            .map(|p| {
                if fx.bcx.func.dfg.value_type(*p) == dst.part_type() {
                    *p
                } else {
                    fx.bcx.ins().bitcast(dst.part_type(), le(), *p)
                }
            })
            .collect();
        return fx.def_vector(op, 0, parts);
    }
    let parts = bitcast_by_bits(fx, &src, &dst);
    fx.def_vector(op, 0, parts)
}

/// The bit width of vector element type `elem`.
fn elem_bits(elem: &Type) -> u32 {
    match elem {
        Type::Float(k) => k.width(),
        Type::Index => 64,
        _ => types::int_width(elem).unwrap_or(0),
    }
}

/// `vector.bitcast` where a side has lanes narrower than their container: each result lane
/// assembled from the source bits it covers.
fn bitcast_by_bits(
    fx: &mut FunctionCx<'_, '_>,
    src: &VecOperand,
    dst: &VecLayout,
) -> Vec<ir::Value> {
    let sw = elem_bits(&src.layout.elem) as usize;
    let dw = elem_bits(&dst.elem) as usize;
    let mut vals = Vec::with_capacity(dst.num_lanes());
    for row in 0..dst.rows {
        for j in 0..dst.row_len {
            let (lo, hi) = (j * dw, (j + 1) * dw);
            let mut acc = fx.iconst64(0);
            for k in lo / sw..hi.div_ceil(sw) {
                let x =
                    layout::extract_lane(fx, &src.layout, &src.parts, row * src.layout.row_len + k);
                let x = lane_as_u64(fx, x, sw);
                // Bits [k*sw, (k+1)*sw) of the row land at bit k*sw - lo of the result lane.
                let shift = (k * sw) as i64 - lo as i64;
                let x = if shift >= 0 {
                    fx.bcx.ins().ishl_imm_u(x, shift)
                } else {
                    fx.bcx.ins().ushr_imm_u(x, -shift)
                };
                acc = fx.bcx.ins().bor(acc, x);
            }
            if dw < 64 {
                acc = fx.bcx.ins().band_imm_u(acc, ((1u64 << dw) - 1) as i64);
            }
            vals.push(u64_as_lane(fx, acc, dst.lane));
        }
    }
    layout::from_lanes(fx, dst, &vals)
}

/// Lane `x` as an `i64` holding its `w` bits zero-extended.
fn lane_as_u64(fx: &mut FunctionCx<'_, '_>, x: ir::Value, w: usize) -> ir::Value {
    let ty = fx.bcx.func.dfg.value_type(x);
    let int = match ty {
        ct::F32 => fx.bcx.ins().bitcast(ct::I32, MemFlagsData::new(), x),
        ct::F64 => fx.bcx.ins().bitcast(ct::I64, MemFlagsData::new(), x),
        _ => x,
    };
    let wide = if fx.bcx.func.dfg.value_type(int) == ct::I64 {
        int
    } else {
        fx.bcx.ins().uextend(ct::I64, int)
    };
    if w < 64 {
        fx.bcx.ins().band_imm_u(wide, ((1u64 << w) - 1) as i64)
    } else {
        wide
    }
}

/// An `i64` holding a lane's bits as a scalar of lane type `lane`.
fn u64_as_lane(fx: &mut FunctionCx<'_, '_>, x: ir::Value, lane: ir::Type) -> ir::Value {
    match lane {
        ct::I64 => x,
        ct::F64 => fx.bcx.ins().bitcast(ct::F64, MemFlagsData::new(), x),
        ct::F32 => {
            let i = fx.bcx.ins().ireduce(ct::I32, x);
            fx.bcx.ins().bitcast(ct::F32, MemFlagsData::new(), i)
        }
        t => fx.bcx.ins().ireduce(t, x),
    }
}

/// `vector.transpose %v, [perm]`: result dimension `i` is source dimension `perm[i]`.
fn codegen_transpose(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let src = vec_operand(fx, op, fx.operand(op, 0)?)?;
    let perm = i64_list(fx, op, "permutation")?;
    let dst = fx.vec_layout(op, fx.result(op, 0)?)?;
    let sstrides = strides(&dims(&src.layout));
    let rshape = dims(&dst);
    let picks: Vec<Pick> = (0..dst.num_lanes())
        .map(|i| {
            let idx = unravel(i, &rshape);
            let lane = idx
                .iter()
                .zip(&perm)
                .map(|(x, p)| x * sstrides.get(*p as usize).copied().unwrap_or(0))
                .sum();
            Some((0, lane))
        })
        .collect();
    def_gather(fx, op, 0, &[&src], &picks)
}

// ---------------------------------------------------------------------------------------------
// interleave / deinterleave
// ---------------------------------------------------------------------------------------------

/// `vector.interleave %a, %b`: per innermost row, `a0 b0 a1 b1 …`.
fn codegen_interleave(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let a = vec_operand(fx, op, fx.operand(op, 0)?)?;
    let b = vec_operand(fx, op, fx.operand(op, 1)?)?;
    let n = a.layout.row_len;
    if a.layout.shape != b.layout.shape {
        return Err(fx.err(op, "requires operands of the same shape"));
    }
    let picks: Vec<Pick> = (0..a.layout.num_lanes() * 2)
        .map(|i| {
            let (row, col) = (i / (2 * n), i % (2 * n));
            Some((col % 2, row * n + col / 2))
        })
        .collect();
    def_gather(fx, op, 0, &[&a, &b], &picks)
}

/// `vector.deinterleave %v`: per innermost row, the even lanes and the odd lanes.
fn codegen_deinterleave(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let src = vec_operand(fx, op, fx.operand(op, 0)?)?;
    let n = src.layout.row_len;
    if n % 2 != 0 || src.layout.shape.is_empty() {
        return Err(fx.err(op, "requires an even innermost dimension"));
    }
    let half = n / 2;
    for which in 0..2 {
        let picks: Vec<Pick> = (0..src.layout.num_lanes() / 2)
            .map(|i| {
                let (row, col) = (i / half, i % half);
                Some((0, row * n + 2 * col + which))
            })
            .collect();
        def_gather(fx, op, which, &[&src], &picks)?;
    }
    Ok(())
}
