//! `vector.transfer_read` and `vector.transfer_write` on memrefs, with the meaning
//! `-convert-vector-to-scf` followed by `-convert-vector-to-llvm` gives them.
//!
//! The permutation map sends each leading vector dimension (all of them for a memref of
//! scalars; all but the element's for a memref of vectors) to a memref dimension, or to the
//! constant `0` (a broadcast: the dimension reads the same element). Lane `v` accesses
//! `base[d] + v[r]` in memref dimension `d` for each vector dimension `r` mapped to `d`.
//! A lane is *out of bounds* when, for a dimension `r` not marked `in_bounds`,
//! `base[d] + v[r] >= size[d]` (signed, like the lowering's `cmpi slt`); it is masked off when
//! its mask bit is clear. The mask is indexed as `inferTransferOpMaskType` shapes it: one
//! dimension per memref dimension the map uses, in memref order. Out-of-bounds and masked-off
//! lanes of a read take the padding value and touch no memory; of a write they are skipped.
//!
//! Two code shapes:
//! * **rows**: without a mask, on scalars, when the vector's innermost dimension walks the
//!   memref's unit-stride innermost dimension, each row is whole 128-bit part loads/stores
//!   ([`layout::load_row`] / [`layout::store_row`]). If some dimension is not `in_bounds`, one
//!   runtime test (does the whole vector fit?) picks between this and the lane path, so an
//!   in-bounds access pays no per-lane check;
//! * **lanes**: everything else, one access per lane (per element for a memref of vectors)
//!   with the lane's condition guarding the address (see [`super::memory::Guard`]).

use cranelift_codegen::ir::{self, InstBuilder as _, condcodes::IntCC};
use rustc_hash::FxHashMap;

use super::layout::{self, VecLayout};
use super::memory::{Base, Guard, step_addr, unflatten};
use crate::codegen::cf::block_args;
use crate::codegen::{CgResult, FunctionCx};
use crate::ir::{Attribute, OpId, Type, Value};

/// Everything one transfer needs to address its lanes.
struct Plan {
    /// The memref.
    b: Base,
    /// The base indices.
    idx: Vec<ir::Value>,
    /// The vector read or written.
    l: VecLayout,
    /// The element's layout, for a memref of vectors.
    elem: Option<VecLayout>,
    /// The vector dimensions the map covers (all of them but the element's).
    access: Vec<i64>,
    /// The memref dimension of each access dimension (`None`: broadcast).
    dims: Vec<Option<usize>>,
    /// Whether each access dimension is known in bounds.
    in_bounds: Vec<bool>,
    /// The mask's layout and parts.
    mask: Option<(VecLayout, Vec<ir::Value>)>,
}

/// `vector.transfer_read %base[%i…], %padding[, %mask]`; `outer_mask` is the mask of an
/// enclosing `vector.mask`.
pub(crate) fn codegen_transfer_read(
    fx: &mut FunctionCx<'_, '_>,
    op: OpId,
    outer_mask: Option<Value>,
) -> CgResult<()> {
    let base = fx.operand(op, 0)?;
    let rank = memref_rank(fx, op, base)?;
    let ops = fx.ir.operands(op).to_vec();
    let pad_v = *ops
        .get(1 + rank)
        .ok_or_else(|| fx.err(op, "has too few operands"))?;
    let mask_v = outer_mask.or(ops.get(2 + rank).copied());
    let result = fx.result(op, 0)?;
    let p = plan(fx, op, base, &ops[1..1 + rank], result, mask_v)?;
    let pad = match &p.elem {
        Some(_) => fx.vector(op, pad_v)?,
        None => {
            let x = fx.scalar(op, pad_v)?;
            vec![x]
        }
    };
    let parts = match (rows_path(&p), fits_test(fx, &p)) {
        (true, None) => read_rows(fx, &p),
        (true, Some(fits)) => {
            let fast = fx.bcx.create_block();
            let slow = fx.bcx.create_block();
            let merge = fx.bcx.create_block();
            let params: Vec<ir::Value> = (0..p.l.num_parts())
                .map(|_| fx.bcx.append_block_param(merge, p.l.part_type()))
                .collect();
            fx.bcx.ins().brif(fits, fast, &[], slow, &[]);
            fx.bcx.switch_to_block(fast);
            let parts = read_rows(fx, &p);
            fx.bcx.ins().jump(merge, &block_args(&parts));
            fx.bcx.switch_to_block(slow);
            let parts = read_lanes(fx, &p, &pad);
            fx.bcx.ins().jump(merge, &block_args(&parts));
            fx.bcx.switch_to_block(merge);
            params
        }
        (false, _) => read_lanes(fx, &p, &pad),
    };
    fx.def_vector(op, 0, parts)
}

/// `vector.transfer_write %v, %base[%i…][, %mask]`; `outer_mask` is the mask of an enclosing
/// `vector.mask`.
pub(crate) fn codegen_transfer_write(
    fx: &mut FunctionCx<'_, '_>,
    op: OpId,
    outer_mask: Option<Value>,
) -> CgResult<()> {
    let value = fx.operand(op, 0)?;
    let base = fx.operand(op, 1)?;
    let rank = memref_rank(fx, op, base)?;
    let ops = fx.ir.operands(op).to_vec();
    if ops.len() < 2 + rank {
        return Err(fx.err(op, "has too few operands"));
    }
    let mask_v = outer_mask.or(ops.get(2 + rank).copied());
    let p = plan(fx, op, base, &ops[2..2 + rank], value, mask_v)?;
    if p.dims.iter().any(Option::is_none) {
        return Err(fx.err(
            op,
            "with a broadcast in its permutation map cannot be lowered",
        ));
    }
    let parts = fx.vector(op, value)?;
    match (rows_path(&p), fits_test(fx, &p)) {
        (true, None) => write_rows(fx, &p, &parts),
        (true, Some(fits)) => {
            let fast = fx.bcx.create_block();
            let slow = fx.bcx.create_block();
            let merge = fx.bcx.create_block();
            fx.bcx.ins().brif(fits, fast, &[], slow, &[]);
            fx.bcx.switch_to_block(fast);
            write_rows(fx, &p, &parts);
            fx.bcx.ins().jump(merge, &[]);
            fx.bcx.switch_to_block(slow);
            write_lanes(fx, &p, &parts);
            fx.bcx.ins().jump(merge, &[]);
            fx.bcx.switch_to_block(merge);
        }
        (false, _) => write_lanes(fx, &p, &parts),
    }
    Ok(())
}

/// The rank of memref operand `v` (tensors are out of scope: they must be bufferized).
fn memref_rank(fx: &FunctionCx<'_, '_>, op: OpId, v: Value) -> CgResult<usize> {
    match fx.ir.value_type(v) {
        Type::MemRef(m) => Ok(m.shape.len()),
        t => Err(fx.err(
            op,
            format!("on '{t}' is not supported by code generation (bufferize it first)"),
        )),
    }
}

/// Builds the [`Plan`] of a transfer of vector value `vec` at `base[idx…]`.
fn plan(
    fx: &mut FunctionCx<'_, '_>,
    op: OpId,
    base: Value,
    idx: &[Value],
    vec: Value,
    mask: Option<Value>,
) -> CgResult<Plan> {
    let b = Base::of(fx, op, base)?;
    let idx = idx
        .iter()
        .map(|v| fx.scalar(op, *v))
        .collect::<CgResult<Vec<_>>>()?;
    let l = fx.vec_layout(op, vec)?;
    let elem = match &b.ty.elem {
        Type::Vector(_) => Some(VecLayout::of(&b.ty.elem).map_err(|m| fx.err(op, m))?),
        _ => None,
    };
    let elem_rank = elem.as_ref().map_or(0, |e| e.shape.len());
    let access = l
        .shape
        .get(..l.shape.len().saturating_sub(elem_rank))
        .unwrap_or(&[])
        .to_vec();
    let dims = match fx.ir.attr(op, "permutation_map") {
        Some(a) => perm_dims(a, b.rank())
            .ok_or_else(|| fx.err(op, "has a permutation map code generation cannot read"))?,
        None => (0..access.len())
            .map(|r| Some(b.rank() + r - access.len()))
            .collect(),
    };
    if dims.len() != access.len() || dims.iter().flatten().any(|d| *d >= b.rank()) {
        return Err(fx.err(op, "has a permutation map that does not match its types"));
    }
    let in_bounds = match fx.ir.attr(op, "in_bounds") {
        Some(Attribute::Array(a)) => a
            .iter()
            .map(|x| matches!(x, Attribute::Integer { value, .. } if *value != 0))
            .collect(),
        _ => vec![false; dims.len()],
    };
    let mask = match mask {
        Some(m) => Some((fx.vec_layout(op, m)?, fx.vector(op, m)?)),
        None => None,
    };
    Ok(Plan {
        b,
        idx,
        l,
        elem,
        access,
        dims,
        in_bounds,
        mask,
    })
}

/// The memref dimension of each result of a permutation map (`None` for the constant 0), from
/// its text `affine_map<(d0, d1)[…] -> (d1, 0)>`.
fn perm_dims(a: &Attribute, rank: usize) -> Option<Vec<Option<usize>>> {
    let text = match a {
        Attribute::Opaque(t) => t.as_ref(),
        _ => return None,
    };
    let body = text.strip_prefix("affine_map<")?.strip_suffix('>')?;
    let (_, results) = body.split_once("->")?;
    let inner = results.trim().strip_prefix('(')?.strip_suffix(')')?;
    if inner.trim().is_empty() {
        return Some(Vec::new());
    }
    inner
        .split(',')
        .map(|r| {
            let r = r.trim();
            if r == "0" {
                return Some(None);
            }
            let d: usize = r.strip_prefix('d')?.parse().ok()?;
            (d < rank).then_some(Some(d))
        })
        .collect()
}

/// Whether the rows path applies (see the module doc).
fn rows_path(p: &Plan) -> bool {
    p.mask.is_none()
        && p.elem.is_none()
        && p.b.unit_innermost()
        && p.b.rank() > 0
        && p.dims.last() == Some(&Some(p.b.rank() - 1))
}

/// The runtime test "every lane is in bounds", or `None` when every mapped dimension is
/// `in_bounds` (broadcast dimensions always are).
fn fits_test(fx: &mut FunctionCx<'_, '_>, p: &Plan) -> Option<ir::Value> {
    let mut test: Option<ir::Value> = None;
    for (r, d) in p.dims.iter().enumerate() {
        let Some(d) = *d else { continue };
        if p.in_bounds.get(r).copied().unwrap_or(false) {
            continue;
        }
        let end = fx.bcx.ins().iadd_imm_s(p.idx[d], p.access[r]);
        let ok = fx
            .bcx
            .ins()
            .icmp(IntCC::SignedLessThanOrEqual, end, p.b.d.sizes[d]);
        test = Some(match test {
            Some(t) => fx.bcx.ins().band(t, ok),
            None => ok,
        });
    }
    test
}

/// Address of the element at access position `av`: `base + Σ av[r] · stride[d_r]`.
fn access_addr(fx: &mut FunctionCx<'_, '_>, p: &Plan, base: ir::Value, av: &[i64]) -> ir::Value {
    let mut a = base;
    for (r, d) in p.dims.iter().enumerate() {
        if let Some(d) = *d {
            a = step_addr(fx, a, av[r], p.b.d.strides[d], p.b.elem_bytes);
        }
    }
    a
}

/// Row addresses for the rows path (the innermost access dimension is left at 0).
fn row_addrs(fx: &mut FunctionCx<'_, '_>, p: &Plan) -> Vec<ir::Value> {
    let base = p.b.addr(fx, &p.idx);
    (0..p.l.rows)
        .map(|row| {
            let mut av = unflatten(&p.access, row * p.l.row_len);
            if let Some(last) = av.last_mut() {
                *last = 0;
            }
            access_addr(fx, p, base, &av)
        })
        .collect()
}

fn read_rows(fx: &mut FunctionCx<'_, '_>, p: &Plan) -> Vec<ir::Value> {
    row_addrs(fx, p)
        .into_iter()
        .flat_map(|a| layout::load_row(fx, &p.l, a, 0))
        .collect()
}

fn write_rows(fx: &mut FunctionCx<'_, '_>, p: &Plan, parts: &[ir::Value]) {
    let pr = p.l.parts_per_row;
    for (row, a) in row_addrs(fx, p).into_iter().enumerate() {
        layout::store_row(fx, &p.l, &parts[row * pr..(row + 1) * pr], a, 0);
    }
}

/// The condition of access position `av` (an `i8`, non-zero when the lane is accessed), or
/// `None` when it always is. In-bounds tests are shared between lanes through `cache`.
fn lane_cond(
    fx: &mut FunctionCx<'_, '_>,
    p: &Plan,
    av: &[i64],
    cache: &mut FxHashMap<(usize, i64), ir::Value>,
) -> Option<ir::Value> {
    let mut cond: Option<ir::Value> = None;
    let mut and = |fx: &mut FunctionCx<'_, '_>, c: ir::Value| {
        cond = Some(match cond {
            Some(x) => fx.bcx.ins().band(x, c),
            None => c,
        });
    };
    for (r, d) in p.dims.iter().enumerate() {
        let Some(d) = *d else { continue };
        if p.in_bounds.get(r).copied().unwrap_or(false) {
            continue;
        }
        let c = *cache.entry((r, av[r])).or_insert_with(|| {
            let i = fx.bcx.ins().iadd_imm_s(p.idx[d], av[r]);
            fx.bcx.ins().icmp(IntCC::SignedLessThan, i, p.b.d.sizes[d])
        });
        and(fx, c);
    }
    if let Some((ml, mparts)) = &p.mask {
        let lane = mask_lane(p, av);
        let m = layout::extract_lane(fx, ml, mparts, lane);
        and(fx, m);
    }
    cond
}

/// The lane of the mask for access position `av`: the mask has one dimension per memref
/// dimension the map uses, in memref order (`inferTransferOpMaskType`).
fn mask_lane(p: &Plan, av: &[i64]) -> usize {
    let mut used: Vec<(usize, usize)> = p
        .dims
        .iter()
        .enumerate()
        .filter_map(|(r, d)| d.map(|d| (d, r)))
        .collect();
    used.sort_unstable();
    used.iter().fold(0usize, |acc, (_, r)| {
        acc * p.access[*r] as usize + av[*r] as usize
    })
}

fn read_lanes(fx: &mut FunctionCx<'_, '_>, p: &Plan, pad: &[ir::Value]) -> Vec<ir::Value> {
    let guard = Guard::new(fx, p.b.elem_bytes);
    let base = p.b.addr(fx, &p.idx);
    let mut cache = FxHashMap::default();
    let n: usize = p.access.iter().map(|d| *d as usize).product();
    let mut lanes = Vec::with_capacity(n);
    let mut parts = Vec::new();
    for a in 0..n {
        let av = unflatten(&p.access, a);
        let addr = access_addr(fx, p, base, &av);
        let cond = lane_cond(fx, p, &av, &mut cache);
        let at = guard.addr(fx, cond, addr);
        match &p.elem {
            None => {
                let x = fx.bcx.ins().load(p.l.lane, layout::part_flags(), at, 0);
                lanes.push(match cond {
                    Some(c) => fx.bcx.ins().select(c, x, pad[0]),
                    None => x,
                });
            }
            Some(el) => {
                let xs = layout::load_llvm_layout(fx, el, at, 0);
                for (x, padp) in xs.into_iter().zip(pad) {
                    parts.push(match cond {
                        Some(c) => fx.bcx.ins().select(c, x, *padp),
                        None => x,
                    });
                }
            }
        }
    }
    match &p.elem {
        None => layout::from_lanes(fx, &p.l, &lanes),
        Some(_) => parts,
    }
}

fn write_lanes(fx: &mut FunctionCx<'_, '_>, p: &Plan, parts: &[ir::Value]) {
    let guard = Guard::new(fx, p.b.elem_bytes);
    let base = p.b.addr(fx, &p.idx);
    let mut cache = FxHashMap::default();
    let n: usize = p.access.iter().map(|d| *d as usize).product();
    let per_elem = p.elem.as_ref().map_or(0, VecLayout::num_parts);
    for a in 0..n {
        let av = unflatten(&p.access, a);
        let addr = access_addr(fx, p, base, &av);
        let cond = lane_cond(fx, p, &av, &mut cache);
        let at = guard.addr(fx, cond, addr);
        match &p.elem {
            None => {
                let x = layout::extract_lane(fx, &p.l, parts, a);
                fx.bcx.ins().store(layout::part_flags(), x, at, 0);
            }
            Some(el) => {
                let xs = &parts[a * per_elem..(a + 1) * per_elem];
                layout::store_llvm_layout(fx, el, xs, at, 0);
            }
        }
    }
}
