//! Vectors computed from positions: `vector.step`, `vector.constant_mask`,
//! `vector.create_mask`.
//!
//! Masks are `vector<…xi1>`: `i8x16` parts with lanes 0 or 1. Lane `(i0, …, ik)` of a mask of
//! sizes `(s0, …, sk)` is set when `i_d < s_d` for every `d`. `create_mask` compares each
//! innermost row with one SIMD compare per part against the row's bound clamped to the part
//! (negative sizes give an empty mask, sizes past the dimension a full one, as upstream's
//! lowering's signed compares do; the innermost size is first truncated to `i32`, as that
//! lowering compares it in `i32`), and clears the rows whose outer indices are out of bounds.

use cranelift_codegen::ir::{self, InstBuilder as _, condcodes::IntCC, types as ct};

use super::layout::{self, VecLayout};
use crate::codegen::{CgResult, FunctionCx};
use crate::ir::OpId;

/// `vector.step : vector<Nxindex>`: the constant `[0, 1, …, N-1]`.
pub(crate) fn codegen_step(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let l = fx.vec_layout(op, fx.result(op, 0)?)?;
    let parts = (0..l.num_parts())
        .map(|p| {
            let first = (p % l.parts_per_row) * l.lanes_per_part;
            let n = (l.row_len - first).min(l.lanes_per_part);
            let lanes: Vec<u128> = (first..first + n).map(|i| i as u128).collect();
            layout::const_part(fx, &l, &lanes)
        })
        .collect();
    fx.def_vector(op, 0, parts)
}

/// The mask sizes a 0-D mask `vector<i1>` reads as the one dimension of `vector<1xi1>`.
fn dims_of(l: &VecLayout) -> Vec<i64> {
    if l.shape.is_empty() {
        vec![1]
    } else {
        l.shape.clone()
    }
}

/// `vector.constant_mask [s0, …] : vector<…xi1>`: a constant mask.
pub(crate) fn codegen_constant_mask(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let l = fx.vec_layout(op, fx.result(op, 0)?)?;
    let sizes = fx
        .ir
        .attr(op, "mask_dim_sizes")
        .and_then(|a| a.as_dense_i64s())
        .ok_or_else(|| fx.err(op, "requires a 'mask_dim_sizes' array attribute"))?;
    let shape = dims_of(&l);
    let mut parts = Vec::with_capacity(l.num_parts());
    for row in 0..l.rows {
        // The row's outer indices, innermost first.
        let mut rest = row;
        let mut row_on = true;
        for d in (0..shape.len() - 1).rev() {
            let i = rest as i64 % shape[d];
            rest /= shape[d] as usize;
            row_on &= i < sizes.get(d).copied().unwrap_or(1);
        }
        let bound = if row_on {
            sizes.get(shape.len() - 1).copied().unwrap_or(1)
        } else {
            0
        };
        for p in 0..l.parts_per_row {
            let first = p * l.lanes_per_part;
            let n = (l.row_len - first).min(l.lanes_per_part);
            let lanes: Vec<u128> = (first..first + n)
                .map(|i| u128::from((i as i64) < bound))
                .collect();
            parts.push(layout::const_part(fx, &l, &lanes));
        }
    }
    fx.def_vector(op, 0, parts)
}

/// `vector.create_mask %s0, … : vector<…xi1>`: a mask of run-time sizes.
pub(crate) fn codegen_create_mask(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let l = fx.vec_layout(op, fx.result(op, 0)?)?;
    let sizes: Vec<ir::Value> = fx
        .ir
        .operands(op)
        .iter()
        .map(|v| fx.scalar(op, *v))
        .collect::<CgResult<_>>()?;
    let shape = dims_of(&l);
    if !sizes.is_empty() && sizes.len() != shape.len() {
        return Err(fx.err(op, "requires one size per dimension"));
    }
    if sizes.is_empty() {
        // A 0-D mask without sizes is all set.
        let one = fx.bcx.ins().iconst(l.lane, 1);
        let parts = layout::splat(fx, &l, one);
        return fx.def_vector(op, 0, parts);
    }
    // LLVM's lowering compares the innermost dimension in `i32` (convert-vector-to-llvm's
    // default `force-32bit-vector-indices`): the size is truncated to 32 bits first.
    let inner = *sizes.last().expect("sizes is not empty");
    let inner = fx.bcx.ins().ireduce(ct::I32, inner);
    let inner = fx.bcx.ins().sextend(ct::I64, inner);
    let row_parts = create_mask_row(fx, &l, inner);
    let zero = layout::zero_part(fx, &l);
    let mut parts = Vec::with_capacity(l.num_parts());
    for row in 0..l.rows {
        let on = row_condition(fx, &shape, &sizes, row);
        for part in &row_parts {
            parts.push(match on {
                None => *part,
                Some(c) => fx.bcx.ins().select(c, *part, zero),
            });
        }
    }
    fx.def_vector(op, 0, parts)
}

/// The parts of one innermost row of a mask with bound `size` (an `index`): part `p` holds
/// lanes `16p…`, set where `lane < clamp(size - 16p, 0, 16)`.
fn create_mask_row(fx: &mut FunctionCx<'_, '_>, l: &VecLayout, size: ir::Value) -> Vec<ir::Value> {
    let steps: Vec<u128> = (0..l.lanes_per_part as u128).collect();
    let step = layout::const_part(fx, l, &steps);
    let ones = layout::const_part(fx, l, &vec![1; l.lanes_per_part]);
    let zero = fx.iconst64(0);
    let full = fx.iconst64(l.lanes_per_part as i64);
    (0..l.parts_per_row)
        .map(|p| {
            let rel = fx
                .bcx
                .ins()
                .iadd_imm_s(size, -((p * l.lanes_per_part) as i64));
            let lo = fx.bcx.ins().smax(rel, zero);
            let lim = fx.bcx.ins().smin(lo, full);
            let lim = fx.bcx.ins().ireduce(ct::I8, lim);
            let bound = fx.bcx.ins().splat(l.part_type(), lim);
            let set = fx.bcx.ins().icmp(IntCC::UnsignedGreaterThan, bound, step);
            fx.bcx.ins().band(set, ones)
        })
        .collect()
}

/// Whether row `row`'s outer indices are all below their sizes (`None`: always, for 1-D
/// masks), as an `i8` truth value.
fn row_condition(
    fx: &mut FunctionCx<'_, '_>,
    shape: &[i64],
    sizes: &[ir::Value],
    row: usize,
) -> Option<ir::Value> {
    let mut rest = row as i64;
    let mut cond: Option<ir::Value> = None;
    for d in (0..shape.len() - 1).rev() {
        let i = rest % shape[d];
        rest /= shape[d];
        let c = fx
            .bcx
            .ins()
            .icmp_imm_s(IntCC::SignedGreaterThan, sizes[d], i);
        cond = Some(match cond {
            None => c,
            Some(prev) => fx.bcx.ins().band(prev, c),
        });
    }
    cond
}
