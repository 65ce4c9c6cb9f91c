//! `arith` and `math` ops on vectors.
//!
//! MLIR's elementwise ops take vectors as they take scalars, and its LLVM lowering maps them to
//! LLVM vector instructions (unrolling n-D vectors to 1-D ones). corolift does the same in two
//! tiers:
//!
//! 1. **SIMD**: where one Cranelift instruction on a 128-bit part computes every lane exactly as
//!    the scalar code would, on both x86_64 (SSE4.1) and aarch64 (NEON) — float `+ - * /`,
//!    `negf`, `absf`, `sqrt`, rounding, `fma` where the target fuses
//!    natively, full-width integer `+ - *`, bitwise ops, min/max, same-width bitcasts,
//!    `arith.select` on a scalar condition — it is applied part by part (padding lanes are
//!    computed too and stay padding).
//! 2. **Lane by lane**: every other op runs the scalar code of `codegen/arith.rs` /
//!    `codegen/math.rs` once per lane: the op's vector operands are bound to one lane each
//!    (those files read types through [`FunctionCx::elem_type`], which sees the element type),
//!    the scalar result is collected, and the lanes are packed again. This is exact by
//!    construction: a vector op means what the scalar op means on each element.
//!
//! Comparisons of 8-, 16- and 32-bit lanes are SIMD too: Cranelift's compare gives each lane
//! all ones or all zeros, which saturating narrows (`snarrow`) pack into the `i8x16` parts of
//! the `i1` result and `band 1` turns into 0/1 lanes; an `arith.select` on such a mask widens
//! it back (`ineg`, `swiden_low`/`swiden_high`) and picks with `bitselect`.
//!
//! `arith.constant` of a dense vector becomes one `vconst` per part.

use cranelift_codegen::ir::condcodes::{CondCode as _, FloatCC};
use cranelift_codegen::ir::{self, InstBuilder as _, MemFlagsData, types as ct};

use super::layout::{self, VecLayout};
use crate::codegen::{CValue, CgResult, FunctionCx, arith, math};
use crate::ir::{Attribute, Ir, OpId, Type, Value};

/// Whether any operand or result of `op` is a vector.
pub(crate) fn touches_vectors(ir: &Ir, op: OpId) -> bool {
    let is_vec = |v: &Value| matches!(ir.value_type(*v), Type::Vector(_));
    ir.results(op).iter().any(is_vec) || ir.operands(op).iter().any(is_vec)
}

/// Generates an `arith` / `math` op with vector operands or results.
pub(crate) fn codegen(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    match fx.ir.name(op).as_str() {
        "arith.constant" => return codegen_constant(fx, op),
        "arith.select" if !is_vector(fx.ir, fx.operand(op, 0)?) => {
            return codegen_select_whole(fx, op);
        }
        "arith.select" if codegen_select_lanes(fx, op)? => return Ok(()),
        "arith.cmpi" | "arith.cmpf" if codegen_compare(fx, op)? => return Ok(()),
        _ => {}
    }
    if codegen_simd(fx, op)? {
        return Ok(());
    }
    codegen_by_lane(fx, op)
}

fn is_vector(ir: &Ir, v: Value) -> bool {
    matches!(ir.value_type(v), Type::Vector(_))
}

/// The scalar code generator of `op`'s dialect.
fn codegen_scalar(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    if fx.ir.name(op).dialect() == "math" {
        math::codegen(fx, op)
    } else {
        arith::codegen(fx, op)
    }
}

/// Runs the scalar code of `op` once per lane (tier 2 of the module doc).
fn codegen_by_lane(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let ir = fx.ir;
    let mut vec_operands: Vec<(Value, VecLayout, Vec<ir::Value>)> = Vec::new();
    for &v in ir.operands(op) {
        if is_vector(ir, v) && !vec_operands.iter().any(|(w, ..)| *w == v) {
            let l = fx.vec_layout(op, v)?;
            let parts = fx.vector(op, v)?;
            vec_operands.push((v, l, parts));
        }
    }
    let results = ir.results(op).to_vec();
    let mut result_layouts = Vec::with_capacity(results.len());
    for r in &results {
        result_layouts.push(fx.vec_layout(op, *r)?);
    }
    let n = result_layouts
        .first()
        .or(vec_operands.first().map(|(_, l, _)| l))
        .map_or(0, VecLayout::num_lanes);
    let mut out: Vec<Vec<ir::Value>> = vec![Vec::with_capacity(n); results.len()];
    let mut run = |fx: &mut FunctionCx<'_, '_>| -> CgResult<()> {
        for i in 0..n {
            for (v, l, parts) in &vec_operands {
                let x = layout::extract_lane(fx, l, parts, i);
                fx.def(*v, CValue::Scalar(x));
            }
            codegen_scalar(fx, op)?;
            for (k, r) in results.iter().enumerate() {
                let x = fx.scalar(op, *r)?;
                out[k].push(x);
            }
        }
        Ok(())
    };
    let outcome = run(fx);
    // The operands are vectors again for the ops after this one.
    for (v, _, parts) in &vec_operands {
        fx.def(*v, CValue::Vector(parts.clone()));
    }
    outcome?;
    for ((r, l), lanes) in results.iter().zip(&result_layouts).zip(&out) {
        let parts = layout::from_lanes(fx, l, lanes);
        fx.def(*r, CValue::Vector(parts));
    }
    Ok(())
}

/// `arith.select %c, %a, %b` with a scalar condition and vector operands: whole parts.
fn codegen_select_whole(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let c = fx.scalar(op, fx.operand(op, 0)?)?;
    let a = fx.vector(op, fx.operand(op, 1)?)?;
    let b = fx.vector(op, fx.operand(op, 2)?)?;
    let parts = a
        .iter()
        .zip(&b)
        .map(|(x, y)| fx.bcx.ins().select(c, *x, *y))
        .collect();
    fx.def_vector(op, 0, parts)
}

/// `arith.constant dense<…> : vector<…>`: one constant per part.
fn codegen_constant(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let r = fx.result(op, 0)?;
    let l = fx.vec_layout(op, r)?;
    let Some(Attribute::Dense { data, .. }) = fx.ir.attr(op, "value") else {
        return Err(fx.err(op, "requires a dense vector 'value'"));
    };
    let n = l.num_lanes();
    let bits = crate::codegen::memref::globals::element_bits(fx.ir, op, data, &l.elem, n)?;
    if bits.len() != 1 && bits.len() != n {
        return Err(fx.err(op, format!("has {} elements for {n} lanes", bits.len())));
    }
    let mask = match crate::codegen::types::int_width(&l.elem) {
        Some(w) if w < 128 => (1u128 << w) - 1,
        _ => u128::MAX,
    };
    let lane_bits = |i: usize| bits[if bits.len() == 1 { 0 } else { i }] & mask;
    let parts = l
        .part_lanes()
        .map(|(first, n)| {
            let lanes: Vec<u128> = (first..first + n).map(lane_bits).collect();
            layout::const_part(fx, &l, &lanes)
        })
        .collect();
    fx.def_vector(op, 0, parts)
}

/// Tier 1 of the module doc: one SIMD instruction per part. Returns `false` when `op` has no
/// exact SIMD form for its types, leaving it to [`codegen_by_lane`].
fn codegen_simd(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<bool> {
    let ir = fx.ir;
    let results = ir.results(op);
    if results.len() != 1 || ir.operands(op).iter().any(|v| !is_vector(ir, *v)) {
        return Ok(false);
    }
    let r = results[0];
    let lr = fx.vec_layout(op, r)?;
    let operand_layouts: Vec<VecLayout> = ir
        .operands(op)
        .iter()
        .map(|v| fx.vec_layout(op, *v))
        .collect::<CgResult<_>>()?;
    let name = ir.name(op).as_str();
    if name == "arith.bitcast" {
        return codegen_bitcast(fx, op, &operand_layouts[0], &lr);
    }
    // Everything below keeps the lane type.
    if operand_layouts
        .iter()
        .any(|l| l.lane != lr.lane || l.elem != lr.elem)
    {
        return Ok(false);
    }
    let full_width = crate::codegen::types::int_width(&lr.elem) == Some(lr.lane.bits());
    let lane = lr.lane;
    let is_float = lane == ct::F32 || lane == ct::F64;
    let kind = match name {
        // Not `minimumf`/`maximumf`: Cranelift's SIMD `fmin`/`fmax` on x86_64 return a NaN of
        // their own (sign bit set) where LLVM and the scalar code pass the operand's NaN on.
        "arith.addf" | "arith.subf" | "arith.mulf" | "arith.divf" | "arith.negf" | "math.absf"
        | "math.sqrt" | "math.ceil" | "math.floor" | "math.trunc" | "math.roundeven"
            if is_float =>
        {
            name
        }
        "math.fma" if is_float && fx.native_fma => name,
        "arith.addi" | "arith.subi" if full_width => name,
        "arith.muli" if full_width && lane != ct::I8 && lane != ct::I64 => name,
        "arith.andi" | "arith.ori" | "arith.xori" if !is_float => name,
        "arith.minsi" | "arith.maxsi" | "arith.minui" | "arith.maxui"
            if full_width && lane != ct::I64 =>
        {
            name
        }
        _ => return Ok(false),
    };
    let operands: Vec<Vec<ir::Value>> = ir
        .operands(op)
        .iter()
        .map(|v| fx.vector(op, *v))
        .collect::<CgResult<_>>()?;
    let mut parts = Vec::with_capacity(lr.num_parts());
    for p in 0..lr.num_parts() {
        let a = operands[0][p];
        let b = operands.get(1).map(|o| o[p]);
        let c = operands.get(2).map(|o| o[p]);
        let ins = fx.bcx.ins();
        let x = match (kind, b, c) {
            ("arith.negf", _, _) => ins.fneg(a),
            ("math.absf", _, _) => ins.fabs(a),
            ("math.sqrt", _, _) => ins.sqrt(a),
            ("math.ceil", _, _) => ins.ceil(a),
            ("math.floor", _, _) => ins.floor(a),
            ("math.trunc", _, _) => ins.trunc(a),
            ("math.roundeven", _, _) => ins.nearest(a),
            ("math.fma", Some(b), Some(c)) => ins.fma(a, b, c),
            ("arith.addf", Some(b), _) => ins.fadd(a, b),
            ("arith.subf", Some(b), _) => ins.fsub(a, b),
            ("arith.mulf", Some(b), _) => ins.fmul(a, b),
            ("arith.divf", Some(b), _) => ins.fdiv(a, b),
            ("arith.addi", Some(b), _) => ins.iadd(a, b),
            ("arith.subi", Some(b), _) => ins.isub(a, b),
            ("arith.muli", Some(b), _) => ins.imul(a, b),
            ("arith.andi", Some(b), _) => ins.band(a, b),
            ("arith.ori", Some(b), _) => ins.bor(a, b),
            ("arith.xori", Some(b), _) => ins.bxor(a, b),
            ("arith.minsi", Some(b), _) => ins.smin(a, b),
            ("arith.maxsi", Some(b), _) => ins.smax(a, b),
            ("arith.minui", Some(b), _) => ins.umin(a, b),
            ("arith.maxui", Some(b), _) => ins.umax(a, b),
            _ => return Err(fx.err(op, "has the wrong number of operands")),
        };
        parts.push(x);
    }
    fx.def_vector(op, 0, parts)?;
    Ok(true)
}

/// `arith.bitcast` between vectors whose lanes have the same width: a bit-preserving
/// reinterpretation of each part (little-endian lane order on both targets).
fn codegen_bitcast(
    fx: &mut FunctionCx<'_, '_>,
    op: OpId,
    from: &VecLayout,
    to: &VecLayout,
) -> CgResult<bool> {
    if from.lane.bits() != to.lane.bits()
        || !full_width_or_float(&from.elem)
        || !full_width_or_float(&to.elem)
    {
        return Ok(false);
    }
    let src = fx.vector(op, fx.operand(op, 0)?)?;
    if from.part_type() == to.part_type() {
        fx.def_vector(op, 0, src)?;
        return Ok(true);
    }
    let flags = MemFlagsData::new().with_endianness(ir::Endianness::Little);
    let parts = src
        .iter()
        .map(|p| fx.bcx.ins().bitcast(to.part_type(), flags, *p))
        .collect();
    fx.def_vector(op, 0, parts)?;
    Ok(true)
}

/// Whether every bit of a lane of `elem` is meaningful (no zero-extension to keep).
fn full_width_or_float(elem: &Type) -> bool {
    match elem {
        Type::Float(k) => k.width() == k.storage_bytes() * 8,
        _ => crate::codegen::types::int_width(elem)
            .and_then(crate::codegen::types::int_container)
            .is_some_and(|c| crate::codegen::types::int_width(elem) == Some(c.bits())),
    }
}

/// `arith.cmpi` / `arith.cmpf` on vectors of 8-, 16- or 32-bit lanes: one compare per part,
/// packed into an `i1` vector. Returns `false` for the forms left to [`codegen_by_lane`]:
/// 64-bit lanes, signed predicates on narrow integers (their lanes are zero-extended),
/// `one`/`ueq` (no single SSE compare) and `true`/`false`.
fn codegen_compare(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<bool> {
    let (av, bv) = (fx.operand(op, 0)?, fx.operand(op, 1)?);
    let la = fx.vec_layout(op, av)?;
    let lr = fx.vec_layout(op, fx.result(op, 0)?)?;
    if la.lane.bits() == 64 || lr.lane != ct::I8 {
        return Ok(false);
    }
    let Some(pred) = crate::dialect::arith::predicate_name(fx.ir, op) else {
        return Ok(false);
    };
    let is_float = la.lane == ct::F32;
    let (int_cc, float_cc) = if fx.ir.name(op).as_str() == "arith.cmpf" {
        if !is_float || matches!(pred, "one" | "ueq") {
            return Ok(false);
        }
        match arith::float_cc(pred) {
            Some(cc) => (None, Some(cc)),
            None => return Ok(false),
        }
    } else {
        let full = crate::codegen::types::int_width(&la.elem) == Some(la.lane.bits());
        if is_float || (pred.starts_with('s') && !full) {
            return Ok(false);
        }
        (Some(arith::int_cc(pred)), None)
    };
    let a = fx.vector(op, av)?;
    let b = fx.vector(op, bv)?;
    // aarch64 has no vector compare for the unordered-or-relation codes: `ult` is `!(a >= b)`.
    let (float_cc, invert) = match float_cc {
        Some(
            cc @ (FloatCC::UnorderedOrLessThan
            | FloatCC::UnorderedOrLessThanOrEqual
            | FloatCC::UnorderedOrGreaterThan
            | FloatCC::UnorderedOrGreaterThanOrEqual),
        ) => (Some(cc.complement()), true),
        cc => (cc, false),
    };
    let masks: Vec<ir::Value> = a
        .iter()
        .zip(&b)
        .map(|(x, y)| {
            let m = match (int_cc, float_cc) {
                (Some(cc), _) => fx.bcx.ins().icmp(cc, *x, *y),
                (_, Some(cc)) => fx.bcx.ins().fcmp(cc, *x, *y),
                _ => unreachable!("one of the two condition codes is set"),
            };
            if invert { fx.bcx.ins().bnot(m) } else { m }
        })
        .collect();
    let parts = masks_to_i1(fx, &la, &masks);
    fx.def_vector(op, 0, parts)?;
    Ok(true)
}

/// Packs lane masks (the parts of a vector of layout `src` of 8-, 16- or 32-bit lanes, each
/// lane all ones or all zeros) into the `i8x16` parts of an `i1` vector of the same shape.
fn masks_to_i1(
    fx: &mut FunctionCx<'_, '_>,
    src: &VecLayout,
    masks: &[ir::Value],
) -> Vec<ir::Value> {
    // Source parts per `i1` part: 1 (8-bit lanes), 2 (16-bit) or 4 (32-bit).
    let per = 16 / src.lanes_per_part;
    let one = fx.bcx.ins().iconst(ct::I8, 1);
    let one = fx.bcx.ins().splat(ct::I8X16, one);
    let mut out = Vec::new();
    for row in masks.chunks(src.parts_per_row) {
        for chunk in row.chunks(per) {
            let mut vals = chunk.to_vec();
            // A short last chunk narrows with copies of itself: those lanes are padding.
            while vals.len() < per {
                vals.push(vals[vals.len() - 1]);
            }
            while vals.len() > 1 {
                vals = vals
                    .chunks(2)
                    .map(|p| fx.bcx.ins().snarrow(p[0], p[1]))
                    .collect();
            }
            out.push(fx.bcx.ins().band(vals[0], one));
        }
    }
    out
}

/// `arith.select %mask, %a, %b` with an `i1` vector mask over 8-, 16- or 32-bit lanes: the
/// mask widened to lane masks, then `bitselect` per part.
fn codegen_select_lanes(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<bool> {
    let (cv, av, bv) = (fx.operand(op, 0)?, fx.operand(op, 1)?, fx.operand(op, 2)?);
    let la = fx.vec_layout(op, av)?;
    if la.lane.bits() == 64 {
        return Ok(false);
    }
    let cond = fx.vector(op, cv)?;
    let a = fx.vector(op, av)?;
    let b = fx.vector(op, bv)?;
    let masks = i1_to_masks(fx, &la, &cond);
    let flags = MemFlagsData::new().with_endianness(ir::Endianness::Little);
    let parts = masks
        .iter()
        .zip(a.iter().zip(&b))
        .map(|(m, (x, y))| {
            let m = if la.part_type() == fx.bcx.func.dfg.value_type(*m) {
                *m
            } else {
                fx.bcx.ins().bitcast(la.part_type(), flags, *m)
            };
            fx.bcx.ins().bitselect(m, *x, *y)
        })
        .collect();
    fx.def_vector(op, 0, parts)?;
    Ok(true)
}

/// Widens the `i8x16` parts of an `i1` vector (lanes 0/1) into lane masks (all ones or all
/// zeros) with the parts of layout `dst` (8-, 16- or 32-bit lanes, same shape).
fn i1_to_masks(fx: &mut FunctionCx<'_, '_>, dst: &VecLayout, cond: &[ir::Value]) -> Vec<ir::Value> {
    let per = 16 / dst.lanes_per_part;
    let i1_parts_per_row = dst.row_len.div_ceil(16);
    let mut out = Vec::with_capacity(dst.num_parts());
    for row in cond.chunks(i1_parts_per_row) {
        let mut row_out = Vec::with_capacity(dst.parts_per_row);
        for p in row {
            let m = fx.bcx.ins().ineg(*p);
            for q in 0..per {
                if row_out.len() == dst.parts_per_row {
                    break;
                }
                row_out.push(widen_mask(fx, m, per, q));
            }
        }
        out.extend(row_out);
    }
    out
}

/// Part `q` of `per` of the sign-extension of the `i8x16` mask `m` (`per` = 1, 2 or 4).
fn widen_mask(fx: &mut FunctionCx<'_, '_>, m: ir::Value, per: usize, q: usize) -> ir::Value {
    let mut x = m;
    let mut span = per;
    while span > 1 {
        span /= 2;
        // The lower half of the lanes holds parts 0..span of what is left.
        x = if (q / span).is_multiple_of(2) {
            fx.bcx.ins().swiden_low(x)
        } else {
            fx.bcx.ins().swiden_high(x)
        };
    }
    x
}
