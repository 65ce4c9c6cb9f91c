//! `arith` dialect: integer and float arithmetic, comparisons, casts and constants.
//!
//! Semantics follow MLIR's LLVM lowering:
//! * integer ops wrap (two's complement); integers narrower than their Cranelift container
//!   are kept zero-extended and re-normalised after ops that can set high bits;
//! * `divsi`/`divui`/`remsi`/`remui` use Cranelift's `sdiv`/`udiv`/`srem`/`urem`. Division by
//!   zero (and `divsi` of INT_MIN by -1) is undefined behaviour in MLIR; we keep Cranelift's
//!   trap (the process dies with SIGILL), matching what the x86 `idiv` of LLVM's lowering does
//!   in practice (SIGFPE) — a crash either way rather than a silent wrong value;
//! * shift amounts are taken modulo the container width (MLIR: poison when ≥ the bit width);
//! * `ceildivsi`/`floordivsi`/`ceildivui` use the exact formulas of MLIR's arith expansion:
//!   `z = a / b; z*b != a && (a<0) == (b<0) ? z+1 : z`, `… (a<0) != (b<0) ? z-1 : z`,
//!   `a == 0 ? 0 : (a-1)/b + 1`;
//! * `minimumf`/`maximumf` propagate NaN and order -0 < +0 (Cranelift `fmin`/`fmax`);
//!   `minnumf`/`maxnumf` return the non-NaN operand when exactly one is NaN and the first
//!   operand when both compare equal (`-0`/`+0`, which LLVM leaves unspecified);
//! * `fptosi`/`fptoui` saturate (out-of-range is poison in MLIR), `remf` calls libm `fmod`.

use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{self, InstBuilder as _, MemFlagsData, types as ct};

use super::{CValue, CgResult, FunctionCx, int_attr, types};
use crate::ir::float_formats::Specials;
use crate::ir::{Attribute, FloatKind, OpId, Type};

/// Dispatches an `arith.*` op.
pub(crate) fn codegen(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let name = fx.ir.name(op).as_str();
    let short = name.strip_prefix("arith.").unwrap_or(name);
    match short {
        "constant" => codegen_constant(fx, op),
        "addi" | "subi" | "muli" | "shli" | "andi" | "ori" | "xori" | "divui" | "remui"
        | "shrui" | "minui" | "maxui" | "divsi" | "remsi" | "shrsi" | "minsi" | "maxsi" => {
            codegen_int_binary(fx, op, short)
        }
        "addui_extended" => codegen_addui_extended(fx, op),
        "mulsi_extended" => codegen_mul_extended(fx, op, true),
        "mului_extended" => codegen_mul_extended(fx, op, false),
        "ceildivsi" => codegen_ceildivsi(fx, op),
        "floordivsi" => codegen_floordivsi(fx, op),
        "ceildivui" => codegen_ceildivui(fx, op),
        "addf" | "subf" | "mulf" | "divf" | "minimumf" | "maximumf" => {
            codegen_float_binary(fx, op, short)
        }
        "remf" => codegen_remf(fx, op),
        "minnumf" | "maxnumf" => codegen_minmaxnumf(fx, op, short == "minnumf"),
        "negf" => codegen_negf(fx, op),
        "cmpi" => codegen_cmpi(fx, op),
        "cmpf" => codegen_cmpf(fx, op),
        "select" => codegen_select(fx, op),
        "index_cast" | "index_castui" | "extsi" | "extui" | "trunci" => {
            codegen_int_cast(fx, op, matches!(short, "index_cast" | "extsi" | "trunci"))
        }
        "sitofp" | "uitofp" => codegen_int_to_float(fx, op, short == "sitofp"),
        "fptosi" | "fptoui" => codegen_float_to_int(fx, op, short == "fptosi"),
        "extf" | "truncf" => codegen_float_cast(fx, op),
        "bitcast" => codegen_bitcast(fx, op),
        _ => Err(fx.err(op, "is not supported by code generation")),
    }
}

/// Width and Cranelift container of a scalar integer-like type.
fn int_info(fx: &FunctionCx<'_, '_>, op: OpId, ty: &Type) -> CgResult<(u32, ir::Type)> {
    let w = types::int_width(ty).ok_or_else(|| {
        fx.err(
            op,
            format!(
                "operand type '{ty}' is not supported by code generation (scalar integers only)"
            ),
        )
    })?;
    let c = types::int_container(w)
        .ok_or_else(|| fx.err(op, format!("integer width {w} is not supported")))?;
    Ok((w, c))
}

/// Clears the bits of `v` above `width` (keeps narrow integers zero-extended).
pub(crate) fn normalize(fx: &mut FunctionCx<'_, '_>, v: ir::Value, width: u32) -> ir::Value {
    let cty = fx.bcx.func.dfg.value_type(v);
    if width >= cty.bits() {
        return v;
    }
    if cty == ct::I128 {
        let s = fx.bcx.ins().ishl_imm_u(v, i64::from(128 - width));
        return fx.bcx.ins().ushr_imm_u(s, i64::from(128 - width));
    }
    let mask = ((1u128 << width) - 1) as i64;
    fx.bcx.ins().band_imm_u(v, mask)
}

/// `v` (zero-extended `width`-bit integer) sign-extended to its whole container.
pub(crate) fn sext_in_container(
    fx: &mut FunctionCx<'_, '_>,
    v: ir::Value,
    width: u32,
) -> ir::Value {
    let cty = fx.bcx.func.dfg.value_type(v);
    if width >= cty.bits() {
        return v;
    }
    let sh = i64::from(cty.bits() - width);
    let s = fx.bcx.ins().ishl_imm_u(v, sh);
    fx.bcx.ins().sshr_imm_u(s, sh)
}

/// Resizes an integer from `from_w` to `to_w` bits (sign- or zero-extending when widening).
pub(crate) fn int_resize(
    fx: &mut FunctionCx<'_, '_>,
    v: ir::Value,
    from_w: u32,
    to_w: u32,
    signed: bool,
) -> ir::Value {
    let cf = fx.bcx.func.dfg.value_type(v);
    let cto = types::int_container(to_w).unwrap_or(ct::I64);
    let mut x = v;
    if to_w > from_w {
        if signed {
            x = sext_in_container(fx, x, from_w);
        }
        if cto.bits() > cf.bits() {
            x = if signed {
                fx.bcx.ins().sextend(cto, x)
            } else {
                fx.bcx.ins().uextend(cto, x)
            };
        }
    } else if cto.bits() < cf.bits() {
        x = fx.bcx.ins().ireduce(cto, x);
    }
    normalize(fx, x, to_w)
}

/// The two scalar operands of a binary op and the result's integer width.
fn binary_operands(fx: &FunctionCx<'_, '_>, op: OpId) -> CgResult<(ir::Value, ir::Value)> {
    let a = fx.operand(op, 0)?;
    let b = fx.operand(op, 1)?;
    Ok((fx.scalar(op, a)?, fx.scalar(op, b)?))
}

/// The type of result 0 of `op`, borrowed from the IR (not from `fx`, which stays free to be
/// borrowed mutably).
fn result_type<'a>(fx: &FunctionCx<'a, '_>, op: OpId) -> CgResult<&'a Type> {
    let ir = fx.ir;
    Ok(super::elem_type(ir, fx.result(op, 0)?))
}

/// `arith.{addi,subi,muli,shli,andi,ori,xori,divui,remui,shrui,minui,maxui,divsi,remsi,shrsi,minsi,maxsi}`:
/// wrapping integer ops.
fn codegen_int_binary(fx: &mut FunctionCx<'_, '_>, op: OpId, short: &str) -> CgResult<()> {
    let ty = result_type(fx, op)?;
    let (w, _) = int_info(fx, op, ty)?;
    let (a, b) = binary_operands(fx, op)?;
    let signed = matches!(short, "divsi" | "remsi" | "shrsi" | "minsi" | "maxsi");
    let (a, b) = if signed {
        (sext_in_container(fx, a, w), sext_in_container(fx, b, w))
    } else {
        (a, b)
    };
    let ins = fx.bcx.ins();
    let r = match short {
        "addi" => ins.iadd(a, b),
        "subi" => ins.isub(a, b),
        "muli" => ins.imul(a, b),
        "shli" => ins.ishl(a, b),
        "andi" => ins.band(a, b),
        "ori" => ins.bor(a, b),
        "xori" => ins.bxor(a, b),
        "divui" => ins.udiv(a, b),
        "remui" => ins.urem(a, b),
        "shrui" => ins.ushr(a, b),
        "minui" => ins.umin(a, b),
        "maxui" => ins.umax(a, b),
        "divsi" => ins.sdiv(a, b),
        "remsi" => ins.srem(a, b),
        "shrsi" => ins.sshr(a, b),
        "minsi" => ins.smin(a, b),
        _ => ins.smax(a, b),
    };
    let r = normalize(fx, r, w);
    fx.def_scalar(op, r)
}

/// `arith.addui_extended`: the wrapped sum and its carry (`sum <u a`, as LLVM's
/// `uadd.with.overflow`).
fn codegen_addui_extended(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let ty = result_type(fx, op)?;
    let (w, _) = int_info(fx, op, ty)?;
    let (a, b) = binary_operands(fx, op)?;
    let sum = fx.bcx.ins().iadd(a, b);
    let sum = normalize(fx, sum, w);
    let carry = fx.bcx.ins().icmp(IntCC::UnsignedLessThan, sum, a);
    let (r0, r1) = (fx.result(op, 0)?, fx.result(op, 1)?);
    fx.def(r0, CValue::Scalar(sum));
    fx.def(r1, CValue::Scalar(carry));
    Ok(())
}

/// `arith.mulsi_extended` / `arith.mului_extended`: the low and high `w` bits of the
/// `2w`-bit product, computed in `i64` when it fits and in `i128` otherwise (LLVM's lowering
/// extends to `2w` bits the same way).
fn codegen_mul_extended(fx: &mut FunctionCx<'_, '_>, op: OpId, signed: bool) -> CgResult<()> {
    let ty = result_type(fx, op)?;
    let (w, c) = int_info(fx, op, ty)?;
    let (a, b) = binary_operands(fx, op)?;
    let wide = if 2 * w <= 64 { ct::I64 } else { ct::I128 };
    let extend = |fx: &mut FunctionCx<'_, '_>, v: ir::Value| {
        if signed {
            let v = sext_in_container(fx, v, w);
            fx.bcx.ins().sextend(wide, v)
        } else {
            fx.bcx.ins().uextend(wide, v)
        }
    };
    let (a, b) = (extend(fx, a), extend(fx, b));
    let product = fx.bcx.ins().imul(a, b);
    let high = fx.bcx.ins().ushr_imm_u(product, i64::from(w));
    let mut halves = [product, high];
    for h in &mut halves {
        let narrow = fx.bcx.ins().ireduce(c, *h);
        *h = normalize(fx, narrow, w);
    }
    let (r0, r1) = (fx.result(op, 0)?, fx.result(op, 1)?);
    fx.def(r0, CValue::Scalar(halves[0]));
    fx.def(r1, CValue::Scalar(halves[1]));
    Ok(())
}

/// `arith.ceildivsi`: `z = a / b; (z*b != a && (a<0) == (b<0)) ? z + 1 : z`.
fn codegen_ceildivsi(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    signed_div_adjust(fx, op, true)
}

/// `arith.floordivsi`: `z = a / b; (z*b != a && (a<0) != (b<0)) ? z - 1 : z`.
fn codegen_floordivsi(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    signed_div_adjust(fx, op, false)
}

fn signed_div_adjust(fx: &mut FunctionCx<'_, '_>, op: OpId, ceil: bool) -> CgResult<()> {
    let ty = result_type(fx, op)?;
    let (w, _) = int_info(fx, op, ty)?;
    let (a, b) = binary_operands(fx, op)?;
    let a = sext_in_container(fx, a, w);
    let b = sext_in_container(fx, b, w);
    let ins = fx.bcx.ins();
    let z = ins.sdiv(a, b);
    let zb = fx.bcx.ins().imul(z, b);
    let inexact = fx.bcx.ins().icmp(IntCC::NotEqual, zb, a);
    let a_neg = fx.bcx.ins().icmp_imm_s(IntCC::SignedLessThan, a, 0);
    let b_neg = fx.bcx.ins().icmp_imm_s(IntCC::SignedLessThan, b, 0);
    let cc = if ceil { IntCC::Equal } else { IntCC::NotEqual };
    let signs = fx.bcx.ins().icmp(cc, a_neg, b_neg);
    let adjust = fx.bcx.ins().band(inexact, signs);
    let delta = if ceil { 1 } else { -1 };
    let adjusted = fx.bcx.ins().iadd_imm_s(z, delta);
    let r = fx.bcx.ins().select(adjust, adjusted, z);
    let r = normalize(fx, r, w);
    fx.def_scalar(op, r)
}

/// `arith.ceildivui`: `a == 0 ? 0 : (a - 1) / b + 1`.
fn codegen_ceildivui(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let ty = result_type(fx, op)?;
    let (w, _) = int_info(fx, op, ty)?;
    let (a, b) = binary_operands(fx, op)?;
    let am1 = fx.bcx.ins().iadd_imm_s(a, -1);
    let am1 = normalize(fx, am1, w);
    let q = fx.bcx.ins().udiv(am1, b);
    let q1 = fx.bcx.ins().iadd_imm_s(q, 1);
    let aty = fx.bcx.func.dfg.value_type(a);
    let zero = fx.bcx.ins().iconst(aty, 0);
    let is_zero = fx.bcx.ins().icmp_imm_s(IntCC::Equal, a, 0);
    let r = fx.bcx.ins().select(is_zero, zero, q1);
    let r = normalize(fx, r, w);
    fx.def_scalar(op, r)
}

/// Checks that the result is a scalar float (`f16`, `bf16`, `f32`, `f64`).
fn float_check(fx: &FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let ty = result_type(fx, op)?;
    match ty {
        // LLVM has no arithmetic on the 4/6/8-bit formats, `tf32`, `f80` or `f128` on the CPU
        // path either (`convert-arith-to-apfloat` emulates them through library calls).
        Type::Float(k) if mini_kind(ty).is_some() || types::scalar_type(ty).is_none() => Err(fx
            .err(
                op,
                format!(
                    "arithmetic on '{}' is not supported by code generation",
                    k.name()
                ),
            )),
        Type::Float(_) => Ok(()),
        _ => Err(fx.err(
            op,
            format!("type '{ty}' is not supported by code generation (scalar floats only)"),
        )),
    }
}

/// The two operands of a float binary op, widened to `f32` for 16-bit floats, and the
/// operand type.
fn float_operands<'a>(
    fx: &mut FunctionCx<'a, '_>,
    op: OpId,
) -> CgResult<(ir::Value, ir::Value, &'a Type)> {
    let ir = fx.ir;
    let ty = super::elem_type(ir, fx.operand(op, 0)?);
    let (a, b) = binary_operands(fx, op)?;
    Ok((widen_if_half(fx, a, ty), widen_if_half(fx, b, ty), ty))
}

/// `arith.{addf,subf,mulf,divf,minimumf,maximumf}`.
fn codegen_float_binary(fx: &mut FunctionCx<'_, '_>, op: OpId, short: &str) -> CgResult<()> {
    float_check(fx, op)?;
    let (a, b, ty) = float_operands(fx, op)?;
    let ins = fx.bcx.ins();
    let r = match short {
        "addf" => ins.fadd(a, b),
        "subf" => ins.fsub(a, b),
        "mulf" => ins.fmul(a, b),
        "divf" => ins.fdiv(a, b),
        "minimumf" => ins.fmin(a, b),
        _ => ins.fmax(a, b),
    };
    let r = narrow_if_half(fx, r, ty);
    fx.def_scalar(op, r)
}

/// `arith.remf`: libm `fmod`/`fmodf` (what LLVM's `frem` becomes).
fn codegen_remf(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    float_check(fx, op)?;
    let (a, b, ty) = float_operands(fx, op)?;
    let f = if fx.bcx.func.dfg.value_type(a) == ct::F32 {
        "fmodf"
    } else {
        "fmod"
    };
    let r = fx.call_import(op, f, &[a, b])?;
    let r = narrow_if_half(fx, r[0], ty);
    fx.def_scalar(op, r)
}

/// `arith.minnumf` / `arith.maxnumf`: like `fmin`/`fmax` but a single NaN operand is ignored.
fn codegen_minmaxnumf(fx: &mut FunctionCx<'_, '_>, op: OpId, min: bool) -> CgResult<()> {
    float_check(fx, op)?;
    let (a, b, ty) = float_operands(fx, op)?;
    let r = minmaxnum(fx, a, b, min);
    let r = narrow_if_half(fx, r, ty);
    fx.def_scalar(op, r)
}

/// `minnum`/`maxnum` of two floats: a single NaN operand is ignored, and of two equal
/// operands (`-0` and `+0`) the first is returned. LLVM leaves that last choice open (its
/// x86_64 code returns the first operand at -O0, which mlir-runner-22 printed here, and can
/// differ at -O3); spelled out here so that x86_64 and aarch64 (whose `fminnm` orders
/// `-0 < +0`) give the same.
pub(crate) fn minmaxnum(
    fx: &mut FunctionCx<'_, '_>,
    a: ir::Value,
    b: ir::Value,
    min: bool,
) -> ir::Value {
    let cc = if min {
        FloatCC::LessThan
    } else {
        FloatCC::GreaterThan
    };
    let b_wins = fx.bcx.ins().fcmp(cc, b, a);
    let r = fx.bcx.ins().select(b_wins, b, a);
    let a_nan = fx.bcx.ins().fcmp(FloatCC::Unordered, a, a);
    fx.bcx.ins().select(a_nan, b, r)
}

/// `arith.negf`.
fn codegen_negf(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    float_check(fx, op)?;
    let a = fx.operand(op, 0)?;
    let a = fx.scalar(op, a)?;
    // A 16-bit float is negated on its bits (like LLVM's `fneg`: NaNs keep their payload).
    let r = if fx.bcx.func.dfg.value_type(a) == ct::I16 {
        fx.bcx.ins().bxor_imm_u(a, 0x8000)
    } else {
        fx.bcx.ins().fneg(a)
    };
    fx.def_scalar(op, r)
}

/// The condition code of `arith.cmpi` predicate `pred`.
pub(crate) fn int_cc(pred: &str) -> IntCC {
    match pred {
        "eq" => IntCC::Equal,
        "ne" => IntCC::NotEqual,
        "slt" => IntCC::SignedLessThan,
        "sle" => IntCC::SignedLessThanOrEqual,
        "sgt" => IntCC::SignedGreaterThan,
        "sge" => IntCC::SignedGreaterThanOrEqual,
        "ult" => IntCC::UnsignedLessThan,
        "ule" => IntCC::UnsignedLessThanOrEqual,
        "ugt" => IntCC::UnsignedGreaterThan,
        _ => IntCC::UnsignedGreaterThanOrEqual,
    }
}

/// The condition code of `arith.cmpf` predicate `pred` (`None` for `false` and `true`).
pub(crate) fn float_cc(pred: &str) -> Option<FloatCC> {
    Some(match pred {
        "false" | "true" => return None,
        "oeq" => FloatCC::Equal,
        "ogt" => FloatCC::GreaterThan,
        "oge" => FloatCC::GreaterThanOrEqual,
        "olt" => FloatCC::LessThan,
        "ole" => FloatCC::LessThanOrEqual,
        "one" => FloatCC::OrderedNotEqual,
        "ord" => FloatCC::Ordered,
        "ueq" => FloatCC::UnorderedOrEqual,
        "ugt" => FloatCC::UnorderedOrGreaterThan,
        "uge" => FloatCC::UnorderedOrGreaterThanOrEqual,
        "ult" => FloatCC::UnorderedOrLessThan,
        "ule" => FloatCC::UnorderedOrLessThanOrEqual,
        "une" => FloatCC::NotEqual,
        _ => FloatCC::Unordered,
    })
}

/// `arith.cmpi <pred>`: `icmp` (signed predicates on sign-extended operands); `i1` result.
fn codegen_cmpi(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let pred = crate::dialect::arith::predicate_name(fx.ir, op)
        .ok_or_else(|| fx.err(op, "has an invalid predicate"))?;
    let lhs_ty = fx.elem_type(fx.operand(op, 0)?).clone();
    let (w, _) = int_info(fx, op, &lhs_ty)?;
    let (a, b) = binary_operands(fx, op)?;
    let cc = int_cc(pred);
    let (a, b) = if pred.starts_with('s') {
        (sext_in_container(fx, a, w), sext_in_container(fx, b, w))
    } else {
        (a, b)
    };
    let r = fx.bcx.ins().icmp(cc, a, b);
    fx.def_scalar(op, r)
}

/// `arith.cmpf <pred>`: `fcmp` with every ordered/unordered predicate; `false`/`true` are
/// constants.
fn codegen_cmpf(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let pred = crate::dialect::arith::predicate_name(fx.ir, op)
        .ok_or_else(|| fx.err(op, "has an invalid predicate"))?;
    let (a, b, _) = float_operands(fx, op)?;
    let Some(cc) = float_cc(pred) else {
        let r = fx.bcx.ins().iconst(ct::I8, i64::from(pred == "true"));
        return fx.def_scalar(op, r);
    };
    let r = fx.bcx.ins().fcmp(cc, a, b);
    fx.def_scalar(op, r)
}

/// `arith.select %c, %a, %b` (also on memrefs: component-wise).
fn codegen_select(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let c = fx.operand(op, 0)?;
    let c = fx.scalar(op, c)?;
    let a = fx.operand(op, 1)?;
    let b = fx.operand(op, 2)?;
    let ty = fx.elem_type(a).clone();
    let av = fx.cvalue(op, a)?.flatten();
    let bv = fx.cvalue(op, b)?.flatten();
    let out: Vec<ir::Value> = av
        .iter()
        .zip(&bv)
        .map(|(x, y)| fx.bcx.ins().select(c, *x, *y))
        .collect();
    let r = fx.result(op, 0)?;
    fx.def(r, CValue::from_flat(&ty, &out));
    Ok(())
}

/// `arith.constant`: integer and float scalars.
fn codegen_constant(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let ty = result_type(fx, op)?;
    let value = fx
        .ir
        .attr(op, "value")
        .ok_or_else(|| fx.err(op, "requires a 'value' attribute"))?
        .clone();
    let v = match (&ty, &value) {
        (Type::Float(_), Attribute::Float { bits, .. }) => {
            let f = f64::from_bits(*bits);
            if let Some(kind) = mini_kind(ty) {
                let raw = crate::ir::narrow_float_bits(*bits, kind);
                let v = fx.bcx.ins().iconst(ct::I8, raw as i64);
                return fx.def_scalar(op, v);
            }
            if let Some(kind) = half_kind(ty) {
                let h = half_const_bits(f, kind);
                let v = fx.bcx.ins().iconst(ct::I16, h as i64);
                return fx.def_scalar(op, v);
            }
            match types::scalar_type(ty) {
                Some(ct::F32) => fx.bcx.ins().f32const(f as f32),
                Some(ct::F64) => fx.bcx.ins().f64const(f),
                _ => {
                    return Err(fx.err(
                        op,
                        format!("type '{ty}' is not supported by code generation"),
                    ));
                }
            }
        }
        (Type::Integer { .. } | Type::Index, Attribute::Integer { .. }) => {
            let (w, c) = int_info(fx, op, ty)?;
            let raw = int_attr(fx.ir, op, "value").unwrap_or(0);
            let masked = if w >= 128 {
                raw as u128
            } else {
                (raw as u128) & ((1u128 << w) - 1)
            };
            if c == ct::I128 {
                let lo = fx.bcx.ins().iconst(ct::I64, masked as u64 as i64);
                let hi = fx.bcx.ins().iconst(ct::I64, (masked >> 64) as u64 as i64);
                fx.bcx.ins().iconcat(lo, hi)
            } else {
                fx.bcx.ins().iconst(c, masked as u64 as i64)
            }
        }
        _ => {
            return Err(fx.err(
                op,
                format!("constant of type '{ty}' is not supported by code generation"),
            ));
        }
    };
    fx.def_scalar(op, v)
}

/// `arith.{index_cast,index_castui,extsi,extui,trunci}`: integer resize.
fn codegen_int_cast(fx: &mut FunctionCx<'_, '_>, op: OpId, signed: bool) -> CgResult<()> {
    let a = fx.operand(op, 0)?;
    let from = fx.elem_type(a).clone();
    let to = result_type(fx, op)?;
    let (fw, _) = int_info(fx, op, &from)?;
    let (tw, _) = int_info(fx, op, to)?;
    let v = fx.scalar(op, a)?;
    let r = int_resize(fx, v, fw, tw, signed);
    fx.def_scalar(op, r)
}

/// `arith.sitofp` / `arith.uitofp`.
fn codegen_int_to_float(fx: &mut FunctionCx<'_, '_>, op: OpId, signed: bool) -> CgResult<()> {
    float_check(fx, op)?;
    let a = fx.operand(op, 0)?;
    let from = fx.elem_type(a).clone();
    let (fw, _) = int_info(fx, op, &from)?;
    let to_ty = result_type(fx, op)?;
    // A 16-bit float result goes through f64 (exact up to 2^53) and one rounding.
    let to = match half_kind(to_ty) {
        Some(_) => ct::F64,
        None => types::scalar_type(to_ty).unwrap_or(ct::F64),
    };
    let v = fx.scalar(op, a)?;
    let v = int_resize(fx, v, fw, 64.max(fw), signed);
    let r = if signed {
        fx.bcx.ins().fcvt_from_sint(to, v)
    } else {
        fx.bcx.ins().fcvt_from_uint(to, v)
    };
    let r = narrow_if_half(fx, r, to_ty);
    fx.def_scalar(op, r)
}

/// `arith.fptosi` / `arith.fptoui` (saturating).
fn codegen_float_to_int(fx: &mut FunctionCx<'_, '_>, op: OpId, signed: bool) -> CgResult<()> {
    let a = fx.operand(op, 0)?;
    let from = fx.elem_type(a);
    let v = fx.scalar(op, a)?;
    let v = widen_if_half(fx, v, from);
    let to = result_type(fx, op)?;
    let (tw, tc) = int_info(fx, op, to)?;
    let wide = if tc.bits() <= 32 { ct::I32 } else { ct::I64 };
    let r = if signed {
        fx.bcx.ins().fcvt_to_sint_sat(wide, v)
    } else {
        fx.bcx.ins().fcvt_to_uint_sat(wide, v)
    };
    let r = if tc.bits() < wide.bits() {
        fx.bcx.ins().ireduce(tc, r)
    } else {
        r
    };
    let r = normalize(fx, r, tw);
    fx.def_scalar(op, r)
}

/// `arith.extf` / `arith.truncf` between f16, bf16, f32 and f64. Every `roundingmode` rounds
/// to nearest even: MLIR lowers a `truncf` with a mode to LLVM's
/// `experimental.constrained.fptrunc`, which only asserts the mode of the environment and
/// changes nothing on x86_64 or aarch64, so mlir-runner-22 rounds them all to nearest even.
fn codegen_float_cast(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let a = fx.operand(op, 0)?;
    let from_ty = fx.elem_type(a);
    let to_ty = result_type(fx, op)?;
    if mini_kind(from_ty).is_some() || mini_kind(to_ty).is_some() {
        return codegen_mini_float_cast(fx, op);
    }
    float_check(fx, op)?;
    let v = fx.scalar(op, a)?;
    let v = widen_if_half(fx, v, from_ty);
    if half_kind(to_ty).is_some() {
        let r = narrow_if_half(fx, v, to_ty);
        return fx.def_scalar(op, r);
    }
    let to = types::scalar_type(to_ty).unwrap_or(ct::F64);
    let from = fx.bcx.func.dfg.value_type(v);
    let r = if from == to {
        v
    } else if to == ct::F64 {
        fx.bcx.ins().fpromote(to, v)
    } else {
        fx.bcx.ins().fdemote(to, v)
    };
    fx.def_scalar(op, r)
}

/// `arith.bitcast` between same-width integers and floats.
fn codegen_bitcast(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let a = fx.operand(op, 0)?;
    let v = fx.scalar(op, a)?;
    let to_ty = result_type(fx, op)?;
    let to = types::scalar_type(to_ty).ok_or_else(|| {
        fx.err(
            op,
            format!("type '{to_ty}' is not supported by code generation"),
        )
    })?;
    let from = fx.bcx.func.dfg.value_type(v);
    let r = if from == to {
        v
    } else if from.bits() == to.bits() {
        fx.bcx.ins().bitcast(to, MemFlagsData::new(), v)
    } else {
        return Err(fx.err(
            op,
            "bitcast between types of different container sizes is not supported",
        ));
    };
    fx.def_scalar(op, r)
}

// -------------------------------------------------------------------------------------------
// f16 and bf16
// -------------------------------------------------------------------------------------------
//
// Cranelift has no portable 16-bit float arithmetic, so an `f16`/`bf16` value is kept as its
// bits in an `i16` (see `types::scalar_type`) and computed in `f32`: `+ - * /`, `remf` and
// min/max of two 16-bit floats are exact in `f32` and rounded once back to 16 bits, which
// is what LLVM's x86_64 code does (it promotes to `f32` and calls `__truncsfhf2`).
// Every conversion rounds to nearest, ties to even.

/// The 16-bit float kind of `ty` (`f16` or `bf16`), if it is one.
pub(crate) fn half_kind(ty: &Type) -> Option<FloatKind> {
    match ty {
        Type::Float(k @ (FloatKind::F16 | FloatKind::BF16)) => Some(*k),
        _ => None,
    }
}

/// Widens the bits of a 16-bit float (`i16`) to the `f32` of the same value (exact).
pub(crate) fn half_to_f32(fx: &mut FunctionCx<'_, '_>, h: ir::Value, kind: FloatKind) -> ir::Value {
    let h = fx.bcx.ins().uextend(ct::I32, h);
    if kind == FloatKind::BF16 {
        let bits = fx.bcx.ins().ishl_imm_u(h, 16);
        return fx.bcx.ins().bitcast(ct::F32, MemFlagsData::new(), bits);
    }
    // The exponent is rebiased by adding (127 - 15) << 23; infinities and NaNs get the rest
    // of the exponent range, and subnormals are normalised by one f32 subtraction.
    let ins = &mut fx.bcx;
    let sign = ins.ins().band_imm_u(h, 0x8000);
    let sign = ins.ins().ishl_imm_u(sign, 16);
    let em = ins.ins().band_imm_u(h, 0x7FFF);
    let shifted = ins.ins().ishl_imm_u(em, 13);
    let exp = ins.ins().band_imm_u(shifted, 0x0F80_0000);
    let normal = ins.ins().iadd_imm_s(shifted, 0x3800_0000);
    let special = ins.ins().iadd_imm_s(normal, 0x3800_0000);
    let sub_bits = ins.ins().iadd_imm_s(normal, 0x0080_0000);
    let sub_f = ins.ins().bitcast(ct::F32, MemFlagsData::new(), sub_bits);
    let magic = ins.ins().f32const(f32::from_bits(0x3880_0000));
    let sub_f = ins.ins().fsub(sub_f, magic);
    let sub = ins.ins().bitcast(ct::I32, MemFlagsData::new(), sub_f);
    // A NaN is made quiet, as `__extendhfsf2` and `vcvtph2ps` do.
    let is_nan = ins.ins().icmp_imm_u(IntCC::UnsignedGreaterThan, em, 0x7C00);
    let quiet = ins.ins().bor_imm_u(special, 0x0040_0000);
    let special = ins.ins().select(is_nan, quiet, special);
    let is_special = ins.ins().icmp_imm_s(IntCC::Equal, exp, 0x0F80_0000);
    let is_sub = ins.ins().icmp_imm_s(IntCC::Equal, exp, 0);
    let r = ins.ins().select(is_sub, sub, normal);
    let r = ins.ins().select(is_special, special, r);
    let r = ins.ins().bor(r, sign);
    ins.ins().bitcast(ct::F32, MemFlagsData::new(), r)
}

/// Rounds the bits of an `f32` (`i32`) to a 16-bit float's bits (`i16`), to nearest even.
/// A NaN becomes a quiet NaN: for `f16` with the top bits of its payload (as compiler-rt's
/// `__truncsfhf2` does), for `bf16` the canonical one with its sign (as LLVM's code does).
fn f32_bits_to_half(fx: &mut FunctionCx<'_, '_>, u: ir::Value, kind: FloatKind) -> ir::Value {
    let ins = &mut fx.bcx;
    let abs = ins.ins().band_imm_u(u, 0x7FFF_FFFF);
    let is_nan = ins
        .ins()
        .icmp_imm_u(IntCC::UnsignedGreaterThan, abs, 0x7F80_0000);
    let r = if kind == FloatKind::BF16 {
        let hi = ins.ins().ushr_imm_u(u, 16);
        // NaN: the canonical quiet NaN with the sign kept (LLVM's x86_64 result).
        let nan = ins.ins().band_imm_u(hi, 0x8000);
        let nan = ins.ins().bor_imm_u(nan, 0x7FC0);
        let odd = ins.ins().band_imm_u(hi, 1);
        let t = ins.ins().iadd_imm_s(u, 0x7FFF);
        let t = ins.ins().iadd(t, odd);
        let rounded = ins.ins().ushr_imm_u(t, 16);
        ins.ins().select(is_nan, nan, rounded)
    } else {
        let sign = ins.ins().band_imm_u(u, 0x8000_0000);
        let sign = ins.ins().ushr_imm_u(sign, 16);
        // NaN: quiet bit and the payload's top bits; overflow and infinity: infinity.
        let payload = ins.ins().ushr_imm_u(abs, 13);
        let payload = ins.ins().band_imm_u(payload, 0x1FF);
        let nan = ins.ins().bor_imm_u(payload, 0x7E00);
        let inf = ins.ins().iconst(ct::I32, 0x7C00);
        let big = ins.ins().select(is_nan, nan, inf);
        // Results below the smallest normal half: let one f32 addition round the bits into
        // place (2^-1 has its unit in the last place at 2^-24, the half subnormal step).
        let a_f = ins.ins().bitcast(ct::F32, MemFlagsData::new(), abs);
        let magic = ins.ins().f32const(0.5);
        let sum = ins.ins().fadd(a_f, magic);
        let sum = ins.ins().bitcast(ct::I32, MemFlagsData::new(), sum);
        let small = ins.ins().iadd_imm_s(sum, -0x3F00_0000);
        // Normal results: rebias the exponent and round the 13 dropped bits to even.
        let odd = ins.ins().ushr_imm_u(abs, 13);
        let odd = ins.ins().band_imm_u(odd, 1);
        let t = ins.ins().iadd_imm_s(abs, -0x3800_0000 + 0xFFF);
        let t = ins.ins().iadd(t, odd);
        let normal = ins.ins().ushr_imm_u(t, 13);
        let is_big = ins
            .ins()
            .icmp_imm_u(IntCC::UnsignedGreaterThanOrEqual, abs, 0x4780_0000);
        let is_small = ins
            .ins()
            .icmp_imm_u(IntCC::UnsignedLessThan, abs, 0x3880_0000);
        let r = ins.ins().select(is_small, small, normal);
        let r = ins.ins().select(is_big, big, r);
        ins.ins().bor(r, sign)
    };
    fx.bcx.ins().ireduce(ct::I16, r)
}

/// Rounds an `f32` or `f64` value to a 16-bit float's bits. An `f64` is first narrowed to
/// `f32` rounding to odd (truncated, and an inexact result gets its last bit set), which
/// makes the second rounding exact: one rounding overall, as `__truncdfhf2` does.
pub(crate) fn float_to_half(
    fx: &mut FunctionCx<'_, '_>,
    v: ir::Value,
    kind: FloatKind,
) -> ir::Value {
    let bits = if fx.bcx.func.dfg.value_type(v) == ct::F64 {
        // Truncate toward zero (one step back when `fdemote` rounded away from zero), then
        // set the last bit when inexact.
        let t = fx.bcx.ins().fdemote(ct::F32, v);
        let back = fx.bcx.ins().fpromote(ct::F64, t);
        let abs_back = fx.bcx.ins().fabs(back);
        let abs_v = fx.bcx.ins().fabs(v);
        let away = fx.bcx.ins().fcmp(FloatCC::GreaterThan, abs_back, abs_v);
        let away = fx.bcx.ins().uextend(ct::I32, away);
        let inexact = fx.bcx.ins().fcmp(FloatCC::OrderedNotEqual, back, v);
        let inexact = fx.bcx.ins().uextend(ct::I32, inexact);
        let tb = fx.bcx.ins().bitcast(ct::I32, MemFlagsData::new(), t);
        let tb = fx.bcx.ins().isub(tb, away);
        fx.bcx.ins().bor(tb, inexact)
    } else {
        fx.bcx.ins().bitcast(ct::I32, MemFlagsData::new(), v)
    };
    f32_bits_to_half(fx, bits, kind)
}

/// The bits of `x` rounded to a float with `ebits` exponent and `mbits` fraction bits, to
/// nearest even (compile-time constants of `f16`/`bf16`).
fn f64_to_small_float_bits(x: f64, ebits: u32, mbits: u32) -> u64 {
    let sign = (x.to_bits() >> 63) << (ebits + mbits);
    let inf = ((1u64 << ebits) - 1) << mbits;
    if x.is_nan() {
        return sign | inf | (1 << (mbits - 1));
    }
    let a = x.abs();
    if a == 0.0 {
        return sign;
    }
    let bias = (1i32 << (ebits - 1)) - 1;
    let emin = 1 - bias;
    let mut e = (((a.to_bits() >> 52) & 0x7FF) as i32 - 1023).max(emin);
    let mut r = (a / 2f64.powi(e - mbits as i32)).round_ties_even();
    if r >= 2f64.powi(mbits as i32 + 1) {
        e += 1;
        r /= 2.0;
    }
    if e > bias || a.is_infinite() {
        return sign | inf;
    }
    let r = r as u64;
    if r < (1 << mbits) {
        return sign | r;
    }
    sign | (((e + bias) as u64) << mbits) | (r - (1 << mbits))
}

/// The bits of the `f16`/`bf16` constant `x`.
fn half_const_bits(x: f64, kind: FloatKind) -> u64 {
    match kind {
        FloatKind::BF16 => f64_to_small_float_bits(x, 8, 7),
        _ => f64_to_small_float_bits(x, 5, 10),
    }
}

/// `v` as an `f32` when `ty` is a 16-bit float, else unchanged.
fn widen_if_half(fx: &mut FunctionCx<'_, '_>, v: ir::Value, ty: &Type) -> ir::Value {
    match half_kind(ty) {
        Some(kind) => half_to_f32(fx, v, kind),
        None => v,
    }
}

/// `v` (an `f32` computed for a 16-bit float op) rounded back when `ty` is a 16-bit float.
fn narrow_if_half(fx: &mut FunctionCx<'_, '_>, v: ir::Value, ty: &Type) -> ir::Value {
    match half_kind(ty) {
        Some(kind) => float_to_half(fx, v, kind),
        None => v,
    }
}

// -------------------------------------------------------------------------------------------
// 4-, 6- and 8-bit floats
// -------------------------------------------------------------------------------------------
//
// A value of `f4E2M1FN`, `f6E2M3FN`, `f6E3M2FN` or one of the `f8E…` formats (except
// `f8E8M0FNU`) is kept as its bits, zero-extended in an `i8` (so `arith.bitcast` to `i4`/`i6`/
// `i8` is free). MLIR 22's CPU path has conversions only for `f4E2M1FN` (`arith-expand`
// expands its `extf`/`truncf` into integer code; its `truncf` is reproduced exactly, see
// [`f32_to_f4e2m1_expanded`]). For the others `extf` is exact and `truncf` rounds to nearest
// even from `f32`, as APFloat converts constants; out of range gives infinity (IEEE-like
// formats), NaN (the `FN`/`FNUZ` formats) or the largest value (the finite-only formats).

/// The 4/6/8-bit float format of `ty`, if it is one corolift computes with.
pub(crate) fn mini_kind(ty: &Type) -> Option<FloatKind> {
    match ty {
        Type::Float(k) if k.width() <= 8 && *k != FloatKind::F8E8M0FNU => Some(*k),
        _ => None,
    }
}

/// `arith.extf` from or `arith.truncf` to a 4/6/8-bit float, through `f32`.
fn codegen_mini_float_cast(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let a = fx.operand(op, 0)?;
    let from_ty = fx.elem_type(a).clone();
    let to_ty = result_type(fx, op)?.clone();
    let supported = |t: &Type| mini_kind(t).is_some() || types::scalar_type(t).is_some();
    if !supported(&from_ty) || !supported(&to_ty) {
        return Err(fx.err(
            op,
            format!("conversion from '{from_ty}' to '{to_ty}' is not supported by code generation"),
        ));
    }
    if let Some(kind) = mini_kind(&to_ty)
        && let Some(raw) = exact_constant_truncf(fx, a, kind)
    {
        let r = fx.bcx.ins().iconst(ct::I8, raw as i64);
        return fx.def_scalar(op, r);
    }
    let v = fx.scalar(op, a)?;
    let wide = match mini_kind(&from_ty) {
        Some(kind) => mini_to_f32(fx, v, kind),
        None => widen_if_half(fx, v, &from_ty),
    };
    let r = match mini_kind(&to_ty) {
        Some(kind) => {
            let wide = if fx.bcx.func.dfg.value_type(wide) == ct::F64 {
                fx.bcx.ins().fdemote(ct::F32, wide)
            } else {
                wide
            };
            if kind == FloatKind::F4E2M1FN {
                f32_to_f4e2m1_expanded(fx, wide)
            } else {
                f32_to_mini(fx, wide, kind)
            }
        }
        None if half_kind(&to_ty).is_some() => narrow_if_half(fx, wide, &to_ty),
        None if types::scalar_type(&to_ty) == Some(ct::F64) => fx.bcx.ins().fpromote(ct::F64, wide),
        None => wide,
    };
    fx.def_scalar(op, r)
}

/// The bits of `truncf` of a constant that the small float `kind` holds exactly. MLIR's
/// conversion driver folds such a `truncf` (`TruncFOp::fold` converts with APFloat and keeps
/// only exact results) before `arith-expand` can expand it, so a constant `-0.0` becomes the
/// format's `-0` where the expanded code gives `+0`.
fn exact_constant_truncf(
    fx: &FunctionCx<'_, '_>,
    a: crate::ir::Value,
    kind: FloatKind,
) -> Option<u128> {
    let def = fx.ir.defining_op(a)?;
    if fx.ir.name(def).as_str() != "arith.constant" {
        return None;
    }
    let Some(Attribute::Float { bits, .. }) = fx.ir.attr(def, "value") else {
        return None;
    };
    let value = f64::from_bits(*bits);
    let fmt = kind.format();
    let raw = fmt.encode(value);
    (!value.is_nan() && fmt.decode(raw).to_bits() == value.to_bits()).then_some(raw)
}

/// The `f32` holding the value of the small float whose bits are `bits` (`i8`); exact.
pub(crate) fn mini_to_f32(
    fx: &mut FunctionCx<'_, '_>,
    bits: ir::Value,
    kind: FloatKind,
) -> ir::Value {
    let f = kind.format();
    let (e_bits, m_bits) = (i64::from(f.exp_bits), i64::from(f.frac_bits));
    let ins = &mut fx.bcx;
    let x = ins.ins().uextend(ct::I32, bits);
    let exp = ins.ins().ushr_imm_u(x, m_bits);
    let exp = ins.ins().band_imm_u(exp, (1 << e_bits) - 1);
    let man = ins.ins().band_imm_u(x, (1 << m_bits) - 1);
    // value = significand * 2^(e - bias - m), with e = 1 and no implicit bit for subnormals.
    let is_sub = ins.ins().icmp_imm_s(IntCC::Equal, exp, 0);
    let with_one = ins.ins().bor_imm_u(man, 1 << m_bits);
    let sig = ins.ins().select(is_sub, man, with_one);
    let one = ins.ins().iconst(ct::I32, 1);
    let e = ins.ins().select(is_sub, one, exp);
    let scale = ins.ins().iadd_imm_s(e, 127 - i64::from(f.bias) - m_bits);
    let scale = ins.ins().ishl_imm_u(scale, 23);
    let scale = ins.ins().bitcast(ct::F32, MemFlagsData::new(), scale);
    let sig = ins.ins().fcvt_from_uint(ct::F32, sig);
    let mag = ins.ins().fmul(sig, scale);
    let mag = ins.ins().bitcast(ct::I32, MemFlagsData::new(), mag);
    let nan = ins.ins().iconst(ct::I32, 0x7FC0_0000);
    let inf = ins.ins().iconst(ct::I32, 0x7F80_0000);
    let all_ones = (1i64 << e_bits) - 1;
    let mag = match f.specials {
        Specials::Ieee => {
            let special = ins.ins().icmp_imm_s(IntCC::Equal, exp, all_ones);
            let man_zero = ins.ins().icmp_imm_s(IntCC::Equal, man, 0);
            let which = ins.ins().select(man_zero, inf, nan);
            ins.ins().select(special, which, mag)
        }
        Specials::NanAllOnes => {
            let low = ins.ins().band_imm_u(x, (1 << (e_bits + m_bits)) - 1);
            let is_nan = ins
                .ins()
                .icmp_imm_s(IntCC::Equal, low, (1 << (e_bits + m_bits)) - 1);
            ins.ins().select(is_nan, nan, mag)
        }
        Specials::NanNegZero => {
            let is_nan = ins
                .ins()
                .icmp_imm_s(IntCC::Equal, x, 1 << (e_bits + m_bits));
            ins.ins().select(is_nan, nan, mag)
        }
        Specials::FiniteOnly | Specials::E8M0 => mag,
    };
    let sign = ins.ins().ushr_imm_u(x, e_bits + m_bits);
    let sign = ins.ins().ishl_imm_u(sign, 31);
    let r = ins.ins().bor(mag, sign);
    ins.ins().bitcast(ct::F32, MemFlagsData::new(), r)
}

/// `truncf f32 → f4E2M1FN` as MLIR 22's `arith-expand` (`include-f4e2m1`) expands it, the only
/// lowering MLIR's CPU path has for it, step for step on the bits: clamp to ±6 with
/// `minnumf`/`maxnumf`, take the sign, rebias the exponent, keep the first mantissa bit, treat
/// exponents at or below zero specially and round up when the other mantissa bits reach half.
/// (It rounds ties away from zero and sends magnitudes below 0.5 to +0 or 0.5 as upstream's
/// code does, not to nearest even.)
fn f32_to_f4e2m1_expanded(fx: &mut FunctionCx<'_, '_>, v: ir::Value) -> ir::Value {
    let hi = fx.bcx.ins().f32const(6.0);
    let lo = fx.bcx.ins().f32const(-6.0);
    let clamped = minmaxnum(fx, hi, v, true);
    let clamped = minmaxnum(fx, lo, clamped, false);
    let ins = &mut fx.bcx;
    let bits = ins.ins().bitcast(ct::I32, MemFlagsData::new(), clamped);
    // Step 1: the sign.
    let sign = ins.ins().ushr_imm_u(bits, 31);
    let f4 = ins.ins().ishl_imm_u(sign, 3);
    // Step 2: the exponent, rebiased (the sign bit above it falls off in the narrow types).
    let sign_exp = ins.ins().ushr_imm_u(bits, 23);
    let adjusted = ins.ins().iadd_imm_s(sign_exp, -0x7E);
    let exp = ins.ins().ishl_imm_u(adjusted, 1);
    let f4 = ins.ins().iadd(f4, exp);
    // Step 3: the first mantissa bit.
    let man1 = ins.ins().band_imm_u(bits, 0x40_0000);
    let man1 = ins.ins().ushr_imm_u(man1, 22);
    let f4 = ins.ins().iadd(f4, man1);
    // Step 4: exponents at or below zero (as an i8).
    let e8 = ins.ins().ireduce(ct::I8, adjusted);
    let is_sub = ins.ins().icmp_imm_s(IntCC::SignedLessThanOrEqual, e8, 0);
    let is_neg_one = ins.ins().icmp_imm_s(IntCC::Equal, e8, -1);
    let man23 = ins.ins().band_imm_u(bits, 0x7F_FFFF);
    let man_nonzero = ins.ins().icmp_imm_u(IntCC::UnsignedGreaterThan, man23, 0);
    let to_half = ins.ins().band(is_neg_one, man_nonzero);
    let is_zero_exp = ins.ins().icmp_imm_s(IntCC::Equal, e8, 0);
    let fifteen = ins.ins().iconst(ct::I32, 0xF);
    let zero = ins.ins().iconst(ct::I32, 0);
    let sub_result = ins.ins().select(is_sub, fifteen, f4);
    let sub_result = ins.ins().select(to_half, zero, sub_result);
    let f4 = ins.ins().select(is_zero_exp, f4, sub_result);
    // Step 5: round up when the remaining mantissa bits reach half, or below the normal range.
    let man22 = ins.ins().band_imm_u(bits, 0x3F_FFFF);
    let half = ins
        .ins()
        .icmp_imm_u(IntCC::UnsignedGreaterThanOrEqual, man22, 0x20_0000);
    let round = ins.ins().bor(half, is_sub);
    let up = ins.ins().iadd_imm_s(f4, 1);
    let f4 = ins.ins().select(round, up, f4);
    let f4 = ins.ins().band_imm_u(f4, 0xF);
    ins.ins().ireduce(ct::I8, f4)
}

/// The bits (`i8`) of the small float nearest to the `f32` `v`, ties to even.
fn f32_to_mini(fx: &mut FunctionCx<'_, '_>, v: ir::Value, kind: FloatKind) -> ir::Value {
    let f = kind.format();
    let (e_bits, m_bits, bias) = (
        i64::from(f.exp_bits),
        i64::from(f.frac_bits),
        i64::from(f.bias),
    );
    let sign_shift = e_bits + m_bits;
    let ins = &mut fx.bcx;
    let a = ins.ins().fabs(v);
    let abits = ins.ins().bitcast(ct::I32, MemFlagsData::new(), a);
    // e = the exponent of the leading bit, clamped to [emin, 20]: below emin the result is
    // subnormal, and every format overflows long before 2^20.
    let e = ins.ins().ushr_imm_u(abits, 23);
    let e = ins.ins().iadd_imm_s(e, -127);
    let emin = ins.ins().iconst(ct::I32, 1 - bias);
    let e = ins.ins().smax(e, emin);
    let cap = ins.ins().iconst(ct::I32, 20);
    let e = ins.ins().smin(e, cap);
    // r = a / 2^(e - m) rounded to an integer, ties to even; the encoding of the rounded
    // magnitude is then ((e + bias - 1) << m) + r (a carry into the exponent is automatic).
    let scale = ins.ins().iconst(ct::I32, 127 + m_bits);
    let scale = ins.ins().isub(scale, e);
    let scale = ins.ins().ishl_imm_u(scale, 23);
    let scale = ins.ins().bitcast(ct::F32, MemFlagsData::new(), scale);
    let t = ins.ins().fmul(a, scale);
    let limit = ins.ins().f32const((1u32 << (m_bits + 2)) as f32);
    let t = ins.ins().fmin(t, limit);
    let t = ins.ins().nearest(t);
    let r = ins.ins().fcvt_to_uint_sat(ct::I32, t);
    let base = ins.ins().iadd_imm_s(e, bias - 1);
    let base = ins.ins().ishl_imm_u(base, m_bits);
    let enc = ins.ins().iadd(base, r);
    let max_finite = i64::from(match f.specials {
        Specials::Ieee => (((1u32 << e_bits) - 2) << m_bits) | ((1 << m_bits) - 1),
        Specials::NanAllOnes => ((1u32 << (e_bits + m_bits)) - 1) - 1,
        _ => (1u32 << (e_bits + m_bits)) - 1,
    });
    let over = ins
        .ins()
        .icmp_imm_s(IntCC::SignedGreaterThan, enc, max_finite);
    let overflow_enc = match f.specials {
        Specials::Ieee => ((1i64 << e_bits) - 1) << m_bits,
        Specials::NanAllOnes => (1i64 << sign_shift) - 1,
        Specials::NanNegZero => 1i64 << sign_shift,
        _ => max_finite,
    };
    let overflow_v = ins.ins().iconst(ct::I32, overflow_enc);
    let enc = ins.ins().select(over, overflow_v, enc);
    // The sign, except on a NaN of an FNUZ format and on zero there (it has no -0).
    let vbits = ins.ins().bitcast(ct::I32, MemFlagsData::new(), v);
    let sign = ins.ins().ushr_imm_u(vbits, 31);
    let sign = ins.ins().ishl_imm_u(sign, sign_shift);
    let signed = ins.ins().bor(enc, sign);
    let enc = if f.specials == Specials::NanNegZero {
        let keep = ins.ins().icmp_imm_s(IntCC::Equal, enc, 0);
        let is_nan = ins.ins().icmp_imm_s(IntCC::Equal, enc, 1 << sign_shift);
        let plain = ins.ins().bor(keep, is_nan);
        ins.ins().select(plain, enc, signed)
    } else {
        signed
    };
    // A NaN input: the format's NaN (a finite-only format gets zero, as the expansion does).
    let nan_enc = match f.nan_bits(false) {
        Some(n) => n as i64,
        None => 0,
    };
    let nan_v = ins.ins().iconst(ct::I32, nan_enc);
    let is_nan = ins.ins().fcmp(FloatCC::Unordered, v, v);
    let enc = ins.ins().select(is_nan, nan_v, enc);
    ins.ins().ireduce(ct::I8, enc)
}

#[cfg(test)]
mod tests {
    use super::f64_to_small_float_bits as bits;

    #[test]
    fn f16_constants_round_to_nearest_even() {
        assert_eq!(bits(1.0, 5, 10), 0x3C00);
        assert_eq!(bits(-2.0, 5, 10), 0xC000);
        assert_eq!(bits(65504.0, 5, 10), 0x7BFF);
        assert_eq!(bits(65520.0, 5, 10), 0x7C00); // halfway to 2^16: even is infinity
        assert_eq!(bits(65519.0, 5, 10), 0x7BFF);
        assert_eq!(bits(2f64.powi(-24), 5, 10), 0x0001);
        assert_eq!(bits(2f64.powi(-25), 5, 10), 0x0000); // tie to even (zero)
        assert_eq!(bits(3.0 * 2f64.powi(-25), 5, 10), 0x0002);
        assert_eq!(bits(2f64.powi(-14), 5, 10), 0x0400);
        assert_eq!(bits(0.1, 5, 10), 0x2E66);
        assert_eq!(bits(-0.0, 5, 10), 0x8000);
        assert_eq!(bits(f64::INFINITY, 5, 10), 0x7C00);
        assert_eq!(bits(f64::NAN, 5, 10), 0x7E00);
    }

    #[test]
    fn bf16_constants_round_to_nearest_even() {
        assert_eq!(bits(1.0, 8, 7), 0x3F80);
        assert_eq!(bits(0.1, 8, 7), 0x3DCD);
        assert_eq!(bits(1.5, 8, 7), 0x3FC0);
        assert_eq!(bits(-3.0e38, 8, 7), 0xFF62);
        assert_eq!(bits(f64::NEG_INFINITY, 8, 7), 0xFF80);
    }
}
