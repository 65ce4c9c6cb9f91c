//! Reductions, scans and the multiply-accumulate ops of the vector dialect.
//!
//! Every op means what MLIR's default lowering to LLVM makes of it, operation for operation,
//! so float results are bit-identical to mlir-runner-22's:
//!
//! * `vector.reduction` → `llvm.vector.reduce.*`: a float `add`/`mul` is an *ordered* fold
//!   starting from the accumulator (or `+0.0` / `1.0`); with `fastmath<reassoc>` LLVM's x86_64
//!   code halves the vector (lane `i` with lane `i + n/2`) down to one lane when `n` is a power
//!   of two, and otherwise pads to a power of two with the neutral element (`-0.0` / `1.0`),
//!   halves down to four lanes (sixteen for `f16`, none for `bf16`) and folds those in order — then
//!   combines the accumulator first. (Known difference: a reassociated `f32` `mul` over more
//!   than sixteen lanes that are not a power of two; LLVM's order there is not this one.) `minnumf`/`maxnumf`,
//!   `minimumf`/`maximumf` and every integer kind fold the lanes and then combine the result
//!   with the accumulator (`minnum(r, acc)`, `acc + r`, …).
//! * `vector.multi_reduction` → `lower-vector-multi-reduction` (inner-parallel): per result
//!   element, `r = acc; r = v[i] ⊕ r` over the reduced indices in row-major order (whole SIMD
//!   rows when the innermost dimension is kept).
//! * `vector.scan` → `ScanToArithOps`: `out[0] = in[0]` (inclusive) or the initial value
//!   (exclusive), `out[i] = out[i-1] ⊕ (inclusive ? in[i] : in[i-1])`; the second result is the
//!   last `out` slice.
//! * `vector.fma` → `llvm.intr.fmuladd`, fused (one rounding) as the JIT's host code does;
//!   16-bit floats too (computed in `f64`, where their product is exact, then rounded once —
//!   what mlir-runner-22 -O3 prints; its -O0 code rounds the product first).
//! * `vector.outerproduct` → `OuterProductOpLowering`: per row `fma(broadcast(lhs[i]), rhs,
//!   acc[i])` for a float `add` with an accumulator, otherwise `mul` and then `kind(mul, acc)`.
//! * `vector.contract` → see [`super::contract`].

use cranelift_codegen::ir::{self, InstBuilder as _, types as ct};

use super::layout::{self, VecLayout};
use crate::codegen::{CValue, CgResult, FunctionCx, arith, types};
use crate::ir::{Attribute, FloatKind, OpId, Type};

/// Dispatches the `vector.*` ops of this file.
pub(crate) fn codegen(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    match fx.ir.name(op).as_str() {
        "vector.reduction" => codegen_reduction(fx, op),
        "vector.multi_reduction" => codegen_multi_reduction(fx, op),
        "vector.scan" => codegen_scan(fx, op),
        "vector.fma" => codegen_fma(fx, op),
        "vector.outerproduct" => codegen_outerproduct(fx, op),
        "vector.contract" => super::contract::codegen_contract(fx, op),
        _ => Err(fx.err(op, "is not supported by code generation")),
    }
}

/// A `#vector.kind<…>` combining kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// `add`: `addi` / `addf`.
    Add,
    /// `mul`: `muli` / `mulf`.
    Mul,
    /// `minui`.
    MinUI,
    /// `minsi`.
    MinSI,
    /// `maxui`.
    MaxUI,
    /// `maxsi`.
    MaxSI,
    /// `and`.
    And,
    /// `or`.
    Or,
    /// `xor`.
    Xor,
    /// `minnumf`: a single NaN operand is ignored.
    MinNumF,
    /// `maxnumf`: a single NaN operand is ignored.
    MaxNumF,
    /// `minimumf`: NaN-propagating, `-0 < +0`.
    MinimumF,
    /// `maximumf`: NaN-propagating, `-0 < +0`.
    MaximumF,
}

impl Kind {
    /// The kind named `s` (the body of `#vector.kind<s>`).
    fn from_name(s: &str) -> Option<Kind> {
        Some(match s {
            "add" => Kind::Add,
            "mul" => Kind::Mul,
            "minui" => Kind::MinUI,
            "minsi" => Kind::MinSI,
            "maxui" => Kind::MaxUI,
            "maxsi" => Kind::MaxSI,
            "and" => Kind::And,
            "or" => Kind::Or,
            "xor" => Kind::Xor,
            "minnumf" => Kind::MinNumF,
            "maxnumf" => Kind::MaxNumF,
            "minimumf" => Kind::MinimumF,
            "maximumf" => Kind::MaximumF,
            _ => return None,
        })
    }

    /// Whether the kind is only defined on floats.
    fn float_only(self) -> bool {
        matches!(
            self,
            Kind::MinNumF | Kind::MaxNumF | Kind::MinimumF | Kind::MaximumF
        )
    }

    /// Whether the kind is only defined on integers.
    fn int_only(self) -> bool {
        !self.float_only() && !matches!(self, Kind::Add | Kind::Mul)
    }
}

/// The `kind` attribute of `op` (`add` when absent, the default of `outerproduct`).
pub(crate) fn kind_attr(fx: &FunctionCx<'_, '_>, op: OpId) -> CgResult<Kind> {
    let Some(attr) = fx.ir.attr(op, "kind") else {
        return Ok(Kind::Add);
    };
    let text = match attr {
        Attribute::Opaque(t) => t.to_string(),
        other => other.to_string(),
    };
    text.strip_prefix("#vector.kind<")
        .and_then(|s| s.strip_suffix('>'))
        .and_then(Kind::from_name)
        .ok_or_else(|| fx.err(op, format!("has an unknown combining kind '{text}'")))
}

/// Checks that `kind` is defined on `elem`.
pub(crate) fn check_kind(
    fx: &FunctionCx<'_, '_>,
    op: OpId,
    kind: Kind,
    elem: &Type,
) -> CgResult<()> {
    let is_float = matches!(elem, Type::Float(_));
    if (is_float && kind.int_only()) || (!is_float && kind.float_only()) {
        return Err(fx.err(
            op,
            format!("combining kind {kind:?} is invalid for '{elem}'"),
        ));
    }
    if is_float
        && arith::half_kind(elem).is_none()
        && !matches!(elem, Type::Float(FloatKind::F32 | FloatKind::F64))
    {
        return Err(fx.err(
            op,
            format!("arithmetic on '{elem}' is not supported by code generation"),
        ));
    }
    Ok(())
}

/// Whether `op` carries `fastmath<reassoc>` (or `fast`).
pub(crate) fn reassoc(fx: &FunctionCx<'_, '_>, op: OpId) -> bool {
    crate::dialect::flags::fastmath_bits(fx.ir, op) & 1 != 0
}

/// `a ⊕ b` on two lanes of element type `elem` (scalars of its container), exactly as the
/// corresponding `arith` op computes it.
pub(crate) fn combine_lane(
    fx: &mut FunctionCx<'_, '_>,
    kind: Kind,
    elem: &Type,
    a: ir::Value,
    b: ir::Value,
) -> ir::Value {
    if let Some(hk) = arith::half_kind(elem) {
        let x = arith::half_to_f32(fx, a, hk);
        let y = arith::half_to_f32(fx, b, hk);
        let r = combine_float(fx, kind, x, y);
        return arith::float_to_half(fx, r, hk);
    }
    if matches!(elem, Type::Float(_)) {
        return combine_float(fx, kind, a, b);
    }
    let w = types::int_width(elem).unwrap_or(64);
    let (a, b) = if matches!(kind, Kind::MinSI | Kind::MaxSI) {
        (
            arith::sext_in_container(fx, a, w),
            arith::sext_in_container(fx, b, w),
        )
    } else {
        (a, b)
    };
    let ins = fx.bcx.ins();
    let r = match kind {
        Kind::Add => ins.iadd(a, b),
        Kind::Mul => ins.imul(a, b),
        Kind::MinUI => ins.umin(a, b),
        Kind::MaxUI => ins.umax(a, b),
        Kind::MinSI => ins.smin(a, b),
        Kind::MaxSI => ins.smax(a, b),
        Kind::And => ins.band(a, b),
        Kind::Or => ins.bor(a, b),
        _ => ins.bxor(a, b),
    };
    arith::normalize(fx, r, w)
}

/// `a ⊕ b` on two `f32`/`f64` scalars.
fn combine_float(fx: &mut FunctionCx<'_, '_>, kind: Kind, a: ir::Value, b: ir::Value) -> ir::Value {
    match kind {
        Kind::Add => fx.bcx.ins().fadd(a, b),
        Kind::Mul => fx.bcx.ins().fmul(a, b),
        Kind::MinimumF => fx.bcx.ins().fmin(a, b),
        Kind::MaximumF => fx.bcx.ins().fmax(a, b),
        Kind::MinNumF => arith::minmaxnum(fx, a, b, true),
        _ => arith::minmaxnum(fx, a, b, false),
    }
}

/// Whether `kind` on parts of layout `l` is one exact SIMD instruction per part (the rules of
/// `lanewise.rs`: what both targets compute lane for lane like the scalar code).
fn simd_kind(kind: Kind, l: &VecLayout) -> bool {
    let lane = l.lane;
    let is_float = lane == ct::F32 || lane == ct::F64;
    if matches!(l.elem, Type::Float(_)) {
        // Not minimumf/maximumf: x86's SIMD min/max give NaNs another sign than LLVM's code.
        return is_float && matches!(kind, Kind::Add | Kind::Mul);
    }
    let full_width = types::int_width(&l.elem) == Some(lane.bits());
    match kind {
        Kind::And | Kind::Or | Kind::Xor => true,
        Kind::Add => full_width,
        Kind::Mul => full_width && lane != ct::I8 && lane != ct::I64,
        Kind::MinSI | Kind::MaxSI | Kind::MinUI | Kind::MaxUI => full_width && lane != ct::I64,
        _ => false,
    }
}

/// `a ⊕ b` part by part (SIMD where exact, else lane by lane); both of layout `l`.
pub(crate) fn combine_parts(
    fx: &mut FunctionCx<'_, '_>,
    kind: Kind,
    l: &VecLayout,
    a: &[ir::Value],
    b: &[ir::Value],
) -> Vec<ir::Value> {
    if simd_kind(kind, l) {
        return a
            .iter()
            .zip(b)
            .map(|(&x, &y)| {
                let ins = fx.bcx.ins();
                match kind {
                    Kind::Add if l.lane.is_float() => ins.fadd(x, y),
                    Kind::Mul if l.lane.is_float() => ins.fmul(x, y),
                    Kind::Add => ins.iadd(x, y),
                    Kind::Mul => ins.imul(x, y),
                    Kind::And => ins.band(x, y),
                    Kind::Or => ins.bor(x, y),
                    Kind::Xor => ins.bxor(x, y),
                    Kind::MinSI => ins.smin(x, y),
                    Kind::MaxSI => ins.smax(x, y),
                    Kind::MinUI => ins.umin(x, y),
                    _ => ins.umax(x, y),
                }
            })
            .collect();
    }
    let xs = layout::lanes(fx, l, a);
    let ys = layout::lanes(fx, l, b);
    let out: Vec<ir::Value> = xs
        .iter()
        .zip(&ys)
        .map(|(&x, &y)| combine_lane(fx, kind, &l.elem, x, y))
        .collect();
    layout::from_lanes(fx, l, &out)
}

/// A scalar constant of the lane type of `elem` holding the float `x` (16-bit floats as bits).
fn float_const(fx: &mut FunctionCx<'_, '_>, elem: &Type, x: f32) -> ir::Value {
    match elem {
        Type::Float(FloatKind::F64) => fx.bcx.ins().f64const(f64::from(x)),
        Type::Float(FloatKind::F16) => {
            let bits = if x == 1.0 { 0x3C00 } else { 0 };
            fx.bcx.ins().iconst(ct::I16, bits)
        }
        Type::Float(FloatKind::BF16) => {
            let bits = if x == 1.0 { 0x3F80 } else { 0 };
            fx.bcx.ins().iconst(ct::I16, bits)
        }
        _ => fx.bcx.ins().f32const(x),
    }
}

/// Folds `lanes` left to right: `((v0 ⊕ v1) ⊕ v2) …`, starting from `start` if given.
fn fold(
    fx: &mut FunctionCx<'_, '_>,
    kind: Kind,
    elem: &Type,
    start: Option<ir::Value>,
    lanes: &[ir::Value],
) -> ir::Value {
    let (mut r, rest) = match start {
        Some(s) => (s, lanes),
        None => (lanes[0], &lanes[1..]),
    };
    for &x in rest {
        r = combine_lane(fx, kind, elem, r, x);
    }
    r
}

/// The reassociated (`fastmath<reassoc>`) float add/mul reduction of `lanes`, in the order
/// LLVM's x86_64 code computes it (see the module doc).
fn tree(fx: &mut FunctionCx<'_, '_>, kind: Kind, elem: &Type, lanes: &[ir::Value]) -> ir::Value {
    let n = lanes.len();
    // Where LLVM stops halving a padded vector and folds the rest in order (found by
    // comparing with mlir-runner-22's results: four lanes for f32/f64, sixteen for f16, no
    // halving at all for bf16).
    let stop = match elem {
        _ if n.is_power_of_two() => 1,
        Type::Float(FloatKind::F16) => 16,
        Type::Float(FloatKind::BF16) => usize::MAX,
        _ => 4,
    };
    let mut v = lanes.to_vec();
    if v.len() < n.next_power_of_two() {
        let neutral = if kind == Kind::Add { -0.0 } else { 1.0 };
        let pad = match elem {
            Type::Float(FloatKind::F16) if kind == Kind::Add => {
                fx.bcx.ins().iconst(ct::I16, 0x8000)
            }
            Type::Float(FloatKind::BF16) if kind == Kind::Add => {
                fx.bcx.ins().iconst(ct::I16, 0x8000)
            }
            Type::Float(FloatKind::F64) => fx.bcx.ins().f64const(neutral),
            Type::Float(FloatKind::F32) => fx.bcx.ins().f32const(neutral as f32),
            _ => float_const(fx, elem, 1.0),
        };
        v.resize(n.next_power_of_two(), pad);
    }
    while v.len() > stop {
        let h = v.len() / 2;
        v = (0..h)
            .map(|i| combine_lane(fx, kind, elem, v[i], v[i + h]))
            .collect();
    }
    fold(fx, kind, elem, None, &v)
}

/// The value of `vector.reduction <kind>` over `lanes` (row-major, at least one) with the
/// optional accumulator, as LLVM's reduction intrinsics compute it.
pub(crate) fn reduce_lanes(
    fx: &mut FunctionCx<'_, '_>,
    kind: Kind,
    elem: &Type,
    lanes: &[ir::Value],
    acc: Option<ir::Value>,
    reassoc: bool,
) -> ir::Value {
    let is_float = matches!(elem, Type::Float(_));
    if is_float && matches!(kind, Kind::Add | Kind::Mul) {
        let start = match acc {
            Some(a) => a,
            None => float_const(fx, elem, if kind == Kind::Add { 0.0 } else { 1.0 }),
        };
        if reassoc && lanes.len() > 1 {
            let t = tree(fx, kind, elem, lanes);
            return combine_lane(fx, kind, elem, start, t);
        }
        return fold(fx, kind, elem, Some(start), lanes);
    }
    let r = fold(fx, kind, elem, None, lanes);
    match acc {
        None => r,
        // Floats: `minnum(r, acc)` etc.; integers: `acc op r` (the compare-and-select of
        // min/max gives the same value).
        Some(a) if is_float => combine_lane(fx, kind, elem, r, a),
        Some(a) => combine_lane(fx, kind, elem, a, r),
    }
}

/// The lanes of a 1-D vector `parts` of layout `l`, combining whole parts first where that
/// gives the same value (integer kinds are order-independent).
fn reduce_vector(
    fx: &mut FunctionCx<'_, '_>,
    kind: Kind,
    l: &VecLayout,
    parts: &[ir::Value],
    acc: Option<ir::Value>,
    reassoc: bool,
) -> ir::Value {
    let order_free = !matches!(l.elem, Type::Float(_));
    let full = l.row_len / l.lanes_per_part;
    let whole_pow2 = l.row_len.is_power_of_two() && l.row_len.is_multiple_of(l.lanes_per_part);
    if reassoc && !order_free && whole_pow2 && full >= 2 && simd_kind(kind, l) {
        // The first steps of LLVM's halving tree on whole parts: lane `i` with lane `i + n/2`
        // is part `p` with part `p + parts/2`.
        let mut ps = parts.to_vec();
        while ps.len() > 1 {
            let h = ps.len() / 2;
            ps = (0..h)
                .map(|i| combine_parts(fx, kind, l, &[ps[i]], &[ps[i + h]])[0])
                .collect();
        }
        let lanes: Vec<ir::Value> = (0..l.lanes_per_part)
            .map(|i| fx.bcx.ins().extractlane(ps[0], i as u8))
            .collect();
        return reduce_lanes(fx, kind, &l.elem, &lanes, acc, reassoc);
    }
    if order_free && full >= 2 && simd_kind(kind, l) {
        // Whole parts first, then the lanes of the combined part and of the partial tail.
        let mut p = parts[0];
        for &q in &parts[1..full] {
            p = combine_parts(fx, kind, l, &[p], &[q])[0];
        }
        let mut lanes: Vec<ir::Value> = (0..l.lanes_per_part)
            .map(|i| fx.bcx.ins().extractlane(p, i as u8))
            .collect();
        for i in full * l.lanes_per_part..l.row_len {
            lanes.push(layout::extract_lane(fx, l, parts, i));
        }
        return reduce_lanes(fx, kind, &l.elem, &lanes, acc, reassoc);
    }
    let lanes = layout::lanes(fx, l, parts);
    reduce_lanes(fx, kind, &l.elem, &lanes, acc, reassoc)
}

/// `vector.reduction <kind>, %v [, %acc] [fastmath<…>] : vector<nxT> into T`.
fn codegen_reduction(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let kind = kind_attr(fx, op)?;
    let src = fx.operand(op, 0)?;
    let l = fx.vec_layout(op, src)?;
    check_kind(fx, op, kind, &l.elem)?;
    let parts = fx.vector(op, src)?;
    let acc = match fx.ir.operands(op).get(1) {
        Some(&a) => Some(fx.scalar(op, a)?),
        None => None,
    };
    if l.num_lanes() == 0 {
        return Err(fx.err(op, "reduces an empty vector"));
    }
    let r = reduce_vector(fx, kind, &l, &parts, acc, reassoc(fx, op));
    fx.def_scalar(op, r)
}

/// Row-major strides of `shape`.
pub(crate) fn strides(shape: &[i64]) -> Vec<usize> {
    let mut s = vec![1usize; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        s[i] = s[i + 1] * shape[i + 1] as usize;
    }
    s
}

/// Every multi-index of `shape` in row-major order.
pub(crate) fn indices(shape: &[i64]) -> Vec<Vec<usize>> {
    let n: usize = shape.iter().map(|d| *d as usize).product();
    let st = strides(shape);
    (0..n)
        .map(|i| {
            st.iter()
                .zip(shape)
                .map(|(s, d)| (i / s) % (*d as usize))
                .collect()
        })
        .collect()
}

/// The integer list of a dense-array attribute.
fn dense_array(fx: &FunctionCx<'_, '_>, op: OpId, name: &str) -> CgResult<Vec<i64>> {
    match fx.ir.attr(op, name) {
        Some(Attribute::DenseArray { values, .. }) => {
            Ok(values.iter().map(|v| *v as i64).collect())
        }
        Some(Attribute::Array(items)) => items
            .iter()
            .map(|a| match a {
                Attribute::Integer { value, .. } => Ok(*value as i64),
                _ => Err(fx.err(op, format!("has a malformed '{name}'"))),
            })
            .collect(),
        _ => Err(fx.err(op, format!("requires '{name}'"))),
    }
}

/// An integer attribute of `op`.
fn int_attr(fx: &FunctionCx<'_, '_>, op: OpId, name: &str) -> CgResult<i64> {
    crate::codegen::int_attr(fx.ir, op, name)
        .map(|v| v as i64)
        .ok_or_else(|| fx.err(op, format!("requires '{name}'")))
}

/// The lanes of value `v` (a vector's row-major lanes, or a scalar as one lane).
fn value_lanes(
    fx: &mut FunctionCx<'_, '_>,
    op: OpId,
    v: crate::ir::Value,
) -> CgResult<Vec<ir::Value>> {
    if matches!(fx.ir.value_type(v), Type::Vector(_)) {
        let l = fx.vec_layout(op, v)?;
        let parts = fx.vector(op, v)?;
        Ok(layout::lanes(fx, &l, &parts))
    } else {
        Ok(vec![fx.scalar(op, v)?])
    }
}

/// Binds result `i` of `op` to `lanes` (row-major), as a vector or a scalar per its type.
fn def_lanes(fx: &mut FunctionCx<'_, '_>, op: OpId, i: usize, lanes: &[ir::Value]) -> CgResult<()> {
    let r = fx.result(op, i)?;
    if matches!(fx.ir.value_type(r), Type::Vector(_)) {
        let l = fx.vec_layout(op, r)?;
        let parts = layout::from_lanes(fx, &l, lanes);
        fx.def(r, CValue::Vector(parts));
    } else {
        fx.def(r, CValue::Scalar(lanes[0]));
    }
    Ok(())
}

/// `vector.multi_reduction <kind>, %src, %acc [dims] : vector<…> to …`.
fn codegen_multi_reduction(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let kind = kind_attr(fx, op)?;
    let src = fx.operand(op, 0)?;
    let acc = fx.operand(op, 1)?;
    let l = fx.vec_layout(op, src)?;
    check_kind(fx, op, kind, &l.elem)?;
    let dims = dense_array(fx, op, "reduction_dims")?;
    let rank = l.shape.len();
    let reduced: Vec<bool> = (0..rank).map(|d| dims.contains(&(d as i64))).collect();
    let inner_kept = rank >= 1 && !reduced[rank - 1];
    let acc_is_vec = matches!(fx.ir.value_type(acc), Type::Vector(_));
    if inner_kept && acc_is_vec {
        return multi_reduction_rows(fx, op, kind, &l, &reduced);
    }
    let src_lanes = {
        let parts = fx.vector(op, src)?;
        layout::lanes(fx, &l, &parts)
    };
    let acc_lanes = value_lanes(fx, op, acc)?;
    let par_shape: Vec<i64> = (0..rank)
        .filter(|d| !reduced[*d])
        .map(|d| l.shape[d])
        .collect();
    let red_shape: Vec<i64> = (0..rank)
        .filter(|d| reduced[*d])
        .map(|d| l.shape[d])
        .collect();
    let st = strides(&l.shape);
    let red_idx = indices(&red_shape);
    let mut out = Vec::with_capacity(acc_lanes.len());
    for (o, pidx) in indices(&par_shape).iter().enumerate() {
        let mut r = acc_lanes[o];
        for ridx in &red_idx {
            let (mut pi, mut ri, mut at) = (0, 0, 0);
            for d in 0..rank {
                let i = if reduced[d] {
                    ri += 1;
                    ridx[ri - 1]
                } else {
                    pi += 1;
                    pidx[pi - 1]
                };
                at += i * st[d];
            }
            r = combine_lane(fx, kind, &l.elem, src_lanes[at], r);
        }
        out.push(r);
    }
    def_lanes(fx, op, 0, &out)
}

/// `vector.multi_reduction` that keeps the innermost dimension: whole source rows are
/// combined into the accumulator's rows, part by part.
fn multi_reduction_rows(
    fx: &mut FunctionCx<'_, '_>,
    op: OpId,
    kind: Kind,
    l: &VecLayout,
    reduced: &[bool],
) -> CgResult<()> {
    let src = fx.vector(op, fx.operand(op, 0)?)?;
    let acc_v = fx.operand(op, 1)?;
    let mut acc = fx.vector(op, acc_v)?;
    let row_l = VecLayout::new(&l.elem, &[l.row_len as i64]).map_err(|m| fx.err(op, m))?;
    let outer = &l.shape[..l.shape.len() - 1];
    let outer_red = &reduced[..reduced.len() - 1];
    let ppr = l.parts_per_row;
    let par_outer: Vec<i64> = outer
        .iter()
        .zip(outer_red)
        .filter(|(_, r)| !**r)
        .map(|(d, _)| *d)
        .collect();
    let red_outer: Vec<i64> = outer
        .iter()
        .zip(outer_red)
        .filter(|(_, r)| **r)
        .map(|(d, _)| *d)
        .collect();
    let st = strides(outer);
    let red_idx = indices(&red_outer);
    for (o, pidx) in indices(&par_outer).iter().enumerate() {
        let mut r = acc[o * ppr..(o + 1) * ppr].to_vec();
        for ridx in &red_idx {
            let (mut pi, mut ri, mut row) = (0, 0, 0);
            for d in 0..outer.len() {
                let i = if outer_red[d] {
                    ri += 1;
                    ridx[ri - 1]
                } else {
                    pi += 1;
                    pidx[pi - 1]
                };
                row += i * st[d];
            }
            let v = &src[row * ppr..(row + 1) * ppr];
            r = combine_parts(fx, kind, &row_l, v, &r);
        }
        acc.splice(o * ppr..(o + 1) * ppr, r);
    }
    fx.def_vector(op, 0, acc)
}

/// `vector.scan <kind>, %src, %init {inclusive, reduction_dim}`.
fn codegen_scan(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let kind = kind_attr(fx, op)?;
    let src = fx.operand(op, 0)?;
    let init = fx.operand(op, 1)?;
    let l = fx.vec_layout(op, src)?;
    check_kind(fx, op, kind, &l.elem)?;
    let dim = int_attr(fx, op, "reduction_dim")? as usize;
    let inclusive = int_attr(fx, op, "inclusive")? != 0;
    if dim >= l.shape.len() {
        return Err(fx.err(op, "has a reduction_dim out of range"));
    }
    let src_lanes = {
        let parts = fx.vector(op, src)?;
        layout::lanes(fx, &l, &parts)
    };
    let init_lanes = value_lanes(fx, op, init)?;
    let st = strides(&l.shape);
    let mut slice_shape = l.shape.clone();
    slice_shape.remove(dim);
    let n = l.shape[dim] as usize;
    let mut out = src_lanes.clone();
    let mut last = Vec::new();
    for (s, sidx) in indices(&slice_shape).iter().enumerate() {
        let at = |i: usize| -> usize {
            let mut full = sidx.clone();
            full.insert(dim, i);
            full.iter().zip(&st).map(|(a, b)| a * b).sum()
        };
        let mut prev_out = if inclusive {
            src_lanes[at(0)]
        } else {
            init_lanes[if init_lanes.len() == 1 { 0 } else { s }]
        };
        out[at(0)] = prev_out;
        for i in 1..n {
            let y = if inclusive {
                src_lanes[at(i)]
            } else {
                src_lanes[at(i - 1)]
            };
            prev_out = combine_lane(fx, kind, &l.elem, prev_out, y);
            out[at(i)] = prev_out;
        }
        last.push(prev_out);
    }
    def_lanes(fx, op, 0, &out)?;
    def_lanes(fx, op, 1, &last)
}

/// `fma(a, b, c)` on parts of layout `l`: one fused SIMD instruction per part where the target
/// fuses natively, else the fused scalar operation lane by lane. 16-bit floats are not fused:
/// LLVM splits their `fmuladd` into a multiply and an add, each rounded to 16 bits (what
/// mlir-runner-22 prints).
pub(crate) fn fma_parts(
    fx: &mut FunctionCx<'_, '_>,
    l: &VecLayout,
    a: &[ir::Value],
    b: &[ir::Value],
    c: &[ir::Value],
) -> Vec<ir::Value> {
    let is_float = l.lane == ct::F32 || l.lane == ct::F64;
    if is_float && fx.native_fma {
        return (0..a.len())
            .map(|p| fx.bcx.ins().fma(a[p], b[p], c[p]))
            .collect();
    }
    let (xs, ys, zs) = (
        layout::lanes(fx, l, a),
        layout::lanes(fx, l, b),
        layout::lanes(fx, l, c),
    );
    let hk = arith::half_kind(&l.elem);
    let out: Vec<ir::Value> = (0..xs.len())
        .map(|i| match hk {
            Some(k) => fused_half(fx, k, xs[i], ys[i], zs[i]),
            None => fx.bcx.ins().fma(xs[i], ys[i], zs[i]),
        })
        .collect();
    layout::from_lanes(fx, l, &out)
}

/// `vector.fma %a, %b, %c : vector<…>` (n-D: row by row, which is what unrolling does).
fn codegen_fma(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let r = fx.result(op, 0)?;
    let l = fx.vec_layout(op, r)?;
    if !matches!(
        l.elem,
        Type::Float(FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64)
    ) {
        return Err(fx.err(
            op,
            format!("of '{}' is not supported by code generation", l.elem),
        ));
    }
    let mut ops = Vec::with_capacity(3);
    for i in 0..3 {
        ops.push(fx.vector(op, fx.operand(op, i)?)?);
    }
    let parts = fma_parts(fx, &l, &ops[0], &ops[1], &ops[2]);
    fx.def_vector(op, 0, parts)
}

/// `x * y` then `⊕ acc` on parts of layout `l` — upstream's `createContractArithOp`: a float
/// `add` with an accumulator is one fused `vector.fma`, anything else a multiply followed by
/// `kind(mul, acc)`.
pub(crate) fn mul_acc_parts(
    fx: &mut FunctionCx<'_, '_>,
    kind: Kind,
    l: &VecLayout,
    x: &[ir::Value],
    y: &[ir::Value],
    acc: Option<&[ir::Value]>,
) -> Vec<ir::Value> {
    let is_float = matches!(l.elem, Type::Float(_));
    if let Some(acc) = acc
        && is_float
        && kind == Kind::Add
    {
        return fma_parts(fx, l, x, y, acc);
    }
    let mul = combine_parts(fx, Kind::Mul, l, x, y);
    match acc {
        Some(acc) => combine_parts(fx, kind, l, &mul, acc),
        None => mul,
    }
}

/// `vector.outerproduct %lhs, %rhs[, %acc] {kind}`: vector × vector (one row per `lhs` lane)
/// or vector × scalar (AXPY).
fn codegen_outerproduct(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let kind = kind_attr(fx, op)?;
    let lhs = fx.operand(op, 0)?;
    let rhs = fx.operand(op, 1)?;
    let res = fx.result(op, 0)?;
    let lr = fx.vec_layout(op, res)?;
    check_kind(fx, op, kind, &lr.elem)?;
    let ll = fx.vec_layout(op, lhs)?;
    let lhs_parts = fx.vector(op, lhs)?;
    let acc = match fx.ir.operands(op).get(2) {
        Some(&a) => Some(fx.vector(op, a)?),
        None => None,
    };
    if !matches!(fx.ir.value_type(rhs), Type::Vector(_)) {
        // AXPY: `lhs * broadcast(rhs) ⊕ acc`.
        let s = fx.scalar(op, rhs)?;
        let b = layout::splat(fx, &ll, s);
        let parts = mul_acc_parts(fx, kind, &lr, &lhs_parts, &b, acc.as_deref());
        return fx.def_vector(op, 0, parts);
    }
    let rhs_parts = fx.vector(op, rhs)?;
    let rl = fx.vec_layout(op, rhs)?;
    let ppr = lr.parts_per_row;
    let mut out = Vec::with_capacity(lr.num_parts());
    for d in 0..ll.row_len {
        let x = layout::extract_lane(fx, &ll, &lhs_parts, d);
        let a = layout::splat(fx, &rl, x);
        let row_acc = acc.as_ref().map(|p| &p[d * ppr..(d + 1) * ppr]);
        out.extend(mul_acc_parts(fx, kind, &rl, &a, &rhs_parts, row_acc));
    }
    fx.def_vector(op, 0, out)
}

/// `x * y + z` of 16-bit floats (bits in `i16`) with one rounding: the product of two 16-bit
/// floats is exact in `f64`, so only the sum rounds there, and [`arith::float_to_half`] rounds
/// that to `kind` without a second rounding error (round-to-odd through `f32`).
fn fused_half(
    fx: &mut FunctionCx<'_, '_>,
    kind: FloatKind,
    x: ir::Value,
    y: ir::Value,
    z: ir::Value,
) -> ir::Value {
    let [x, y, z] = [x, y, z].map(|h| {
        let f = arith::half_to_f32(fx, h, kind);
        fx.bcx.ins().fpromote(ir::types::F64, f)
    });
    let m = fx.bcx.ins().fmul(x, y);
    let s = fx.bcx.ins().fadd(m, z);
    arith::float_to_half(fx, s, kind)
}
