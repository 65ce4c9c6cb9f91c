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
//! `arith.constant` of a dense vector becomes one `vconst` per part.

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
    let mut parts = Vec::with_capacity(l.num_parts());
    for row in 0..l.rows {
        for p in 0..l.parts_per_row {
            let first = p * l.lanes_per_part;
            let count = (l.row_len - first).min(l.lanes_per_part);
            let lanes: Vec<u128> = (0..count)
                .map(|k| lane_bits(row * l.row_len + first + k))
                .collect();
            parts.push(layout::const_part(fx, &l, &lanes));
        }
    }
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
