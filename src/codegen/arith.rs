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
//!   operand when both compare equal (`-0`/`+0`), as LLVM's x86_64 code does;
//! * `fptosi`/`fptoui` saturate (out-of-range is poison in MLIR), `remf` calls libm `fmod`.

use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{self, InstBuilder as _, MemFlagsData, types as ct};

use super::{CValue, CgResult, FunctionCx, int_attr, types};
use crate::ir::{Attribute, OpId, Type};

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
    Ok(ir.value_type(fx.result(op, 0)?))
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

/// Checks that the result is `f32`/`f64`.
fn float_check(fx: &FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let ty = result_type(fx, op)?;
    match ty {
        Type::Float(crate::ir::FloatKind::F32 | crate::ir::FloatKind::F64) => Ok(()),
        _ => Err(fx.err(
            op,
            format!("type '{ty}' is not supported by code generation (f32/f64 only)"),
        )),
    }
}

/// `arith.{addf,subf,mulf,divf,minimumf,maximumf}`.
fn codegen_float_binary(fx: &mut FunctionCx<'_, '_>, op: OpId, short: &str) -> CgResult<()> {
    float_check(fx, op)?;
    let (a, b) = binary_operands(fx, op)?;
    let ins = fx.bcx.ins();
    let r = match short {
        "addf" => ins.fadd(a, b),
        "subf" => ins.fsub(a, b),
        "mulf" => ins.fmul(a, b),
        "divf" => ins.fdiv(a, b),
        "minimumf" => ins.fmin(a, b),
        _ => ins.fmax(a, b),
    };
    fx.def_scalar(op, r)
}

/// `arith.remf`: libm `fmod`/`fmodf` (what LLVM's `frem` becomes).
fn codegen_remf(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    float_check(fx, op)?;
    let (a, b) = binary_operands(fx, op)?;
    let f = if fx.bcx.func.dfg.value_type(a) == ct::F32 {
        "fmodf"
    } else {
        "fmod"
    };
    let r = fx.call_import(op, f, &[a, b])?;
    fx.def_scalar(op, r[0])
}

/// `arith.minnumf` / `arith.maxnumf`: like `fmin`/`fmax` but a single NaN operand is ignored.
fn codegen_minmaxnumf(fx: &mut FunctionCx<'_, '_>, op: OpId, min: bool) -> CgResult<()> {
    float_check(fx, op)?;
    let (a, b) = binary_operands(fx, op)?;
    let r = minmaxnum(fx, a, b, min);
    fx.def_scalar(op, r)
}

/// `minnum`/`maxnum` of two floats: a single NaN operand is ignored, and of two equal
/// operands (`-0` and `+0`) the first is returned. That is what LLVM's x86_64 lowering of
/// `llvm.minnum`/`llvm.maxnum` (`minss`/`maxss` with the operands swapped, plus a NaN
/// check) gives, which mlir-runner-22 prints; spelled out here so that aarch64 (whose
/// `fminnm` orders `-0 < +0`) gives the same.
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
    let r = fx.bcx.ins().fneg(a);
    fx.def_scalar(op, r)
}

/// `arith.cmpi <pred>`: `icmp` (signed predicates on sign-extended operands); `i1` result.
fn codegen_cmpi(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let pred = crate::dialect::arith::predicate_name(fx.ir, op)
        .ok_or_else(|| fx.err(op, "has an invalid predicate"))?;
    let lhs_ty = fx.ir.value_type(fx.operand(op, 0)?).clone();
    let (w, _) = int_info(fx, op, &lhs_ty)?;
    let (a, b) = binary_operands(fx, op)?;
    let cc = match pred {
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
    };
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
    let (a, b) = binary_operands(fx, op)?;
    let cc = match pred {
        "false" | "true" => {
            let r = fx.bcx.ins().iconst(ct::I8, i64::from(pred == "true"));
            return fx.def_scalar(op, r);
        }
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
    let ty = fx.ir.value_type(a).clone();
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
    let from = fx.ir.value_type(a).clone();
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
    let from = fx.ir.value_type(a).clone();
    let (fw, _) = int_info(fx, op, &from)?;
    let to = types::scalar_type(result_type(fx, op)?).unwrap_or(ct::F64);
    let v = fx.scalar(op, a)?;
    let v = int_resize(fx, v, fw, 64.max(fw), signed);
    let r = if signed {
        fx.bcx.ins().fcvt_from_sint(to, v)
    } else {
        fx.bcx.ins().fcvt_from_uint(to, v)
    };
    fx.def_scalar(op, r)
}

/// `arith.fptosi` / `arith.fptoui` (saturating).
fn codegen_float_to_int(fx: &mut FunctionCx<'_, '_>, op: OpId, signed: bool) -> CgResult<()> {
    let a = fx.operand(op, 0)?;
    let v = fx.scalar(op, a)?;
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

/// `arith.extf` / `arith.truncf` (f32 ↔ f64).
fn codegen_float_cast(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    float_check(fx, op)?;
    let a = fx.operand(op, 0)?;
    let v = fx.scalar(op, a)?;
    let to = types::scalar_type(result_type(fx, op)?).unwrap_or(ct::F64);
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
