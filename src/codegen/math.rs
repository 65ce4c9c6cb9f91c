//! `math` dialect: scalar code generation with the results of MLIR 22's CPU lowering
//! (`convert-math-to-llvm`, then `convert-math-to-libm` for what it leaves, as LLVM compiles
//! the intrinsics on x86_64 / aarch64 Linux):
//!
//! * exact operations are Cranelift instructions: `absf` (`fabs`), `ceil`, `floor`, `trunc`,
//!   `roundeven` (`nearest`), `sqrt`, `fma`, `copysign`, `ctlz`/`cttz`/`ctpop`
//!   (`clz`/`ctz`/`popcnt`, zero input gives the bit width as `is_zero_poison = false` does),
//!   `absi` (`iabs`; the minimum stays the minimum, `is_int_min_poison = false`);
//! * intrinsics LLVM turns into C math library calls call the same function (`sin`/`sinf`,
//!   `exp`, `pow`, `round`, …), and so do the ops `convert-math-to-libm` lowers (`cbrt`,
//!   `asinh`, `acosh`, `atanh`, `erf`, `erfc`), so results are bit-identical;
//! * the expansions of `convert-math-to-llvm` are kept: `rsqrt` is `1 / sqrt(x)`, `expm1` is
//!   `exp(x) - 1`, `log1p` is `log(1 + x)` (its default `approximate-log1p`);
//! * `fpowi` is `llvm.intr.powi`, i.e. compiler-rt's `__powidf2` loop (square and multiply
//!   over the exponent's bits, reciprocal for a negative exponent), inline;
//! * `ipowi` has no LLVM lowering: it follows `convert-math-to-funcs`' outlined function
//!   (`0 ** negative` divides by zero there, which traps here as `arith.divsi` does);
//! * `isnan` / `isfinite` are `llvm.intr.is.fpclass`; `isinf` / `isnormal` (which MLIR 22
//!   does not lower) use their IEEE definitions on `|x|`;
//! * `sincos` is `sin` and `cos` (what `llvm.intr.sincos` computes).
//!
//! `f32` and `f64` scalars, integers of every width up to 64 bits and `index`.

use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{self, InstBuilder as _, TrapCode, types as ct};

use super::arith::{normalize, sext_in_container};
use super::{CgResult, FunctionCx, types};
use crate::ir::{FloatKind, OpId, Type};

/// Dispatches a `math.*` op.
pub(crate) fn codegen(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let name = fx.ir.name(op).as_str();
    let short = name.strip_prefix("math.").unwrap_or(name);
    match short {
        "absf" | "ceil" | "floor" | "trunc" | "roundeven" | "sqrt" => {
            codegen_float_inst(fx, op, short)
        }
        "copysign" => codegen_copysign(fx, op),
        "fma" => codegen_fma(fx, op),
        "rsqrt" => codegen_rsqrt(fx, op),
        "expm1" => codegen_expm1(fx, op),
        "log1p" => codegen_log1p(fx, op),
        "fpowi" => codegen_fpowi(fx, op),
        "ipowi" => codegen_ipowi(fx, op),
        "absi" => codegen_absi(fx, op),
        "ctlz" => codegen_ctlz(fx, op),
        "cttz" => codegen_cttz(fx, op),
        "ctpop" => codegen_ctpop(fx, op),
        "isnan" | "isinf" | "isfinite" | "isnormal" => codegen_classify(fx, op, short),
        "sincos" => codegen_sincos(fx, op),
        _ => match libm_name(short) {
            Some(f) => codegen_libm(fx, op, f),
            None => Err(fx.err(op, "is not supported by code generation")),
        },
    }
}

/// The C math library function (double version) an op calls, by its short name.
fn libm_name(short: &str) -> Option<&'static str> {
    Some(match short {
        "round" => "round",
        "cbrt" => "cbrt",
        "exp" => "exp",
        "exp2" => "exp2",
        "log" => "log",
        "log2" => "log2",
        "log10" => "log10",
        "powf" => "pow",
        "sin" => "sin",
        "cos" => "cos",
        "tan" => "tan",
        "asin" => "asin",
        "acos" => "acos",
        "atan" => "atan",
        "atan2" => "atan2",
        "sinh" => "sinh",
        "cosh" => "cosh",
        "tanh" => "tanh",
        "asinh" => "asinh",
        "acosh" => "acosh",
        "atanh" => "atanh",
        "erf" => "erf",
        "erfc" => "erfc",
        _ => return None,
    })
}

/// Whether the float type of `v` is `f32` (the `…f` variant of a libm function).
fn is_f32(fx: &FunctionCx<'_, '_>, v: ir::Value) -> bool {
    fx.bcx.func.dfg.value_type(v) == ct::F32
}

/// The Cranelift values of every operand of `op`, after checking that result 0 is `f32` or
/// `f64` (vectors of floats are a later issue).
fn float_operands(fx: &FunctionCx<'_, '_>, op: OpId) -> CgResult<Vec<ir::Value>> {
    let ir = fx.ir;
    let operands = ir.operands(op);
    let ty = operands
        .first()
        .map(|v| super::elem_type(ir, *v))
        .ok_or_else(|| fx.err(op, "expected an operand"))?;
    if !matches!(ty, Type::Float(FloatKind::F32 | FloatKind::F64)) {
        return Err(fx.err(
            op,
            format!("type '{ty}' is not supported by code generation (f32/f64 only)"),
        ));
    }
    operands.iter().map(|v| fx.scalar(op, *v)).collect()
}

/// A float constant of the type of `like`.
fn fconst(fx: &mut FunctionCx<'_, '_>, like: ir::Value, x: f64) -> ir::Value {
    if is_f32(fx, like) {
        fx.bcx.ins().f32const(x as f32)
    } else {
        fx.bcx.ins().f64const(x)
    }
}

/// Calls libm's `name` (double) or `namef` (float) on `args`.
fn call_libm(
    fx: &mut FunctionCx<'_, '_>,
    op: OpId,
    name: &str,
    args: &[ir::Value],
) -> CgResult<ir::Value> {
    let f = if is_f32(fx, args[0]) {
        format!("{name}f")
    } else {
        name.to_owned()
    };
    let r = fx.call_import(op, &f, args)?;
    r.first()
        .copied()
        .ok_or_else(|| fx.err(op, format!("'{f}' returns no value")))
}

/// `math.{round,cbrt,exp,exp2,log,log2,log10,powf,sin,cos,tan,asin,acos,atan,atan2,sinh,cosh,
/// tanh,asinh,acosh,atanh,erf,erfc}`: one libm call.
fn codegen_libm(fx: &mut FunctionCx<'_, '_>, op: OpId, name: &str) -> CgResult<()> {
    let args = float_operands(fx, op)?;
    let r = call_libm(fx, op, name, &args)?;
    fx.def_scalar(op, r)
}

/// `math.{absf,ceil,floor,trunc,roundeven,sqrt}`: one exact Cranelift instruction.
fn codegen_float_inst(fx: &mut FunctionCx<'_, '_>, op: OpId, short: &str) -> CgResult<()> {
    let a = float_operands(fx, op)?[0];
    let ins = fx.bcx.ins();
    let r = match short {
        "absf" => ins.fabs(a),
        "ceil" => ins.ceil(a),
        "floor" => ins.floor(a),
        "trunc" => ins.trunc(a),
        "roundeven" => ins.nearest(a),
        _ => ins.sqrt(a),
    };
    fx.def_scalar(op, r)
}

/// `math.copysign`: the magnitude of the first operand with the sign of the second.
fn codegen_copysign(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let args = float_operands(fx, op)?;
    let r = fx.bcx.ins().fcopysign(args[0], args[1]);
    fx.def_scalar(op, r)
}

/// `math.fma`: `a * b + c` with one rounding.
fn codegen_fma(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let args = float_operands(fx, op)?;
    let r = fx.bcx.ins().fma(args[0], args[1], args[2]);
    fx.def_scalar(op, r)
}

/// `math.rsqrt`: `1 / sqrt(x)`, as `convert-math-to-llvm` expands it.
fn codegen_rsqrt(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let a = float_operands(fx, op)?[0];
    let one = fconst(fx, a, 1.0);
    let s = fx.bcx.ins().sqrt(a);
    let r = fx.bcx.ins().fdiv(one, s);
    fx.def_scalar(op, r)
}

/// `math.expm1`: `exp(x) - 1`, as `convert-math-to-llvm` expands it.
fn codegen_expm1(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let a = float_operands(fx, op)?[0];
    let e = call_libm(fx, op, "exp", &[a])?;
    let one = fconst(fx, a, 1.0);
    let r = fx.bcx.ins().fsub(e, one);
    fx.def_scalar(op, r)
}

/// `math.log1p`: `log(1 + x)`, as `convert-math-to-llvm` expands it by default.
fn codegen_log1p(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let a = float_operands(fx, op)?[0];
    let one = fconst(fx, a, 1.0);
    let s = fx.bcx.ins().fadd(one, a);
    let r = call_libm(fx, op, "log", &[s])?;
    fx.def_scalar(op, r)
}

/// `math.sincos`: `sin(x)` and `cos(x)`.
fn codegen_sincos(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let a = float_operands(fx, op)?[0];
    let s = call_libm(fx, op, "sin", &[a])?;
    let c = call_libm(fx, op, "cos", &[a])?;
    fx.def_scalar(op, s)?;
    let r1 = fx.result(op, 1)?;
    fx.def(r1, super::CValue::Scalar(c));
    Ok(())
}

/// `math.isnan` / `isinf` / `isfinite` / `isnormal` on a scalar float; an `i1` result.
fn codegen_classify(fx: &mut FunctionCx<'_, '_>, op: OpId, short: &str) -> CgResult<()> {
    let a = float_operands(fx, op)?[0];
    let abs = fx.bcx.ins().fabs(a);
    let inf = fconst(fx, a, f64::INFINITY);
    let r = match short {
        "isnan" => fx.bcx.ins().fcmp(FloatCC::Unordered, a, a),
        "isinf" => fx.bcx.ins().fcmp(FloatCC::Equal, abs, inf),
        "isfinite" => fx.bcx.ins().fcmp(FloatCC::LessThan, abs, inf),
        _ => {
            let min_normal = if is_f32(fx, a) {
                f64::from(f32::MIN_POSITIVE)
            } else {
                f64::MIN_POSITIVE
            };
            let min = fconst(fx, a, min_normal);
            let big = fx.bcx.ins().fcmp(FloatCC::GreaterThanOrEqual, abs, min);
            let finite = fx.bcx.ins().fcmp(FloatCC::LessThan, abs, inf);
            fx.bcx.ins().band(big, finite)
        }
    };
    fx.def_scalar(op, r)
}

/// `math.fpowi`: compiler-rt's `__powi*f2` (what `llvm.intr.powi` calls or expands to):
/// `r = 1; loop { if e & 1 { r *= a }; e /= 2; if e == 0 { break }; a *= a }`, then `1 / r`
/// for a negative exponent. The exponent is sign-extended to 64 bits first.
///
/// LLVM's `powi` takes only an `i32` exponent (`POWI exponent does not match sizeof(int)`):
/// other widths have one CPU lowering, `convert-math-to-funcs`, which computes the same
/// products except for the minimum exponent, whose magnitude it takes as the maximum and
/// then multiplies by the base once more; that is done here for those widths too.
fn codegen_fpowi(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let ir = fx.ir;
    let base = fx.scalar(op, fx.operand(op, 0)?)?;
    let exp_ty = super::elem_type(ir, fx.operand(op, 1)?);
    let w = types::int_width(exp_ty)
        .filter(|w| *w <= 64)
        .ok_or_else(|| {
            fx.err(
                op,
                format!("exponent type '{exp_ty}' is not supported by code generation"),
            )
        })?;
    float_operands(fx, op)?;
    let e = fx.scalar(op, fx.operand(op, 1)?)?;
    let e = sext_in_container(fx, e, w);
    let e = if fx.bcx.func.dfg.value_type(e) == ct::I64 {
        e
    } else {
        fx.bcx.ins().sextend(ct::I64, e)
    };
    let fty = fx.bcx.func.dfg.value_type(base);
    let recip = fx.bcx.ins().icmp_imm_s(IntCC::SignedLessThan, e, 0);
    let one = fconst(fx, base, 1.0);
    let (e, is_min) = if w == 32 {
        (e, None)
    } else {
        let min = i64::MIN >> (64 - w);
        let is_min = fx.bcx.ins().icmp_imm_s(IntCC::Equal, e, min);
        let max = fx.bcx.ins().iconst(ct::I64, !min);
        (fx.bcx.ins().select(is_min, max, e), Some(is_min))
    };

    let head = fx.bcx.create_block();
    let square = fx.bcx.create_block();
    let done = fx.bcx.create_block();
    for t in [fty, fty, ct::I64] {
        fx.bcx.append_block_param(head, t);
    }
    fx.bcx.append_block_param(done, fty);
    fx.bcx
        .ins()
        .jump(head, &[one.into(), base.into(), e.into()]);

    fx.bcx.switch_to_block(head);
    let [r, a, e] = [0, 1, 2].map(|i| fx.bcx.block_params(head)[i]);
    let odd = fx.bcx.ins().band_imm_u(e, 1);
    let ra = fx.bcx.ins().fmul(r, a);
    let r = fx.bcx.ins().select(odd, ra, r);
    let two = fx.bcx.ins().iconst(ct::I64, 2);
    let e = fx.bcx.ins().sdiv(e, two);
    fx.bcx
        .ins()
        .brif(e, square, &[], done, &[ir::BlockArg::Value(r)]);

    fx.bcx.switch_to_block(square);
    let aa = fx.bcx.ins().fmul(a, a);
    fx.bcx.ins().jump(head, &[r.into(), aa.into(), e.into()]);

    fx.bcx.switch_to_block(done);
    let mut r = fx.bcx.block_params(done)[0];
    if let Some(is_min) = is_min {
        let rb = fx.bcx.ins().fmul(r, base);
        r = fx.bcx.ins().select(is_min, rb, r);
    }
    let inv = fx.bcx.ins().fdiv(one, r);
    let r = fx.bcx.ins().select(recip, inv, r);
    fx.def_scalar(op, r)
}

/// The width and the operand values of an integer op.
fn int_operands(fx: &FunctionCx<'_, '_>, op: OpId) -> CgResult<(u32, Vec<ir::Value>)> {
    let ir = fx.ir;
    let ty = super::elem_type(ir, fx.result(op, 0)?);
    let w = types::int_width(ty).filter(|w| *w <= 64).ok_or_else(|| {
        fx.err(
            op,
            format!("type '{ty}' is not supported by code generation (scalar integers only)"),
        )
    })?;
    let vals = ir
        .operands(op)
        .iter()
        .map(|v| fx.scalar(op, *v))
        .collect::<CgResult<_>>()?;
    Ok((w, vals))
}

/// `math.ipowi`, as `convert-math-to-funcs`' `__mlir_math_ipowi_*` computes it:
/// `b ** 0 = 1`; for a negative exponent `1 / 0` when `b == 0` (a trap), `1` for `b == 1`,
/// `±1` for `b == -1` (by parity), else `0`; otherwise square and multiply, wrapping.
fn codegen_ipowi(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let (w, vals) = int_operands(fx, op)?;
    let b = sext_in_container(fx, vals[0], w);
    let p = sext_in_container(fx, vals[1], w);
    let cty = fx.bcx.func.dfg.value_type(b);
    let one = fx.bcx.ins().iconst(cty, 1);

    let negative = fx.bcx.create_block();
    let divide_by_zero = fx.bcx.create_block();
    let small = fx.bcx.create_block();
    let head = fx.bcx.create_block();
    let square = fx.bcx.create_block();
    let done = fx.bcx.create_block();
    for _ in 0..3 {
        fx.bcx.append_block_param(head, cty);
    }
    fx.bcx.append_block_param(done, cty);

    // p == 0 → 1; p < 0 → the special cases; p > 0 → the loop.
    let p_zero = fx.bcx.ins().icmp_imm_s(IntCC::Equal, p, 0);
    let p_neg = fx.bcx.ins().icmp_imm_s(IntCC::SignedLessThan, p, 0);
    let nonzero = fx.bcx.create_block();
    fx.bcx
        .ins()
        .brif(p_zero, done, &[ir::BlockArg::Value(one)], nonzero, &[]);
    fx.bcx.switch_to_block(nonzero);
    fx.bcx.ins().brif(
        p_neg,
        negative,
        &[],
        head,
        &[one.into(), b.into(), p.into()],
    );

    fx.bcx.switch_to_block(negative);
    let b_zero = fx.bcx.ins().icmp_imm_s(IntCC::Equal, b, 0);
    fx.bcx.ins().brif(b_zero, divide_by_zero, &[], small, &[]);

    fx.bcx.switch_to_block(divide_by_zero);
    fx.bcx.ins().trap(TrapCode::INTEGER_DIVISION_BY_ZERO);

    fx.bcx.switch_to_block(small);
    let zero = fx.bcx.ins().iconst(cty, 0);
    let minus_one = fx.bcx.ins().iconst(cty, -1);
    let odd = fx.bcx.ins().band_imm_u(p, 1);
    let parity = fx.bcx.ins().select(odd, minus_one, one);
    let b_one = fx.bcx.ins().icmp_imm_s(IntCC::Equal, b, 1);
    let b_minus_one = fx.bcx.ins().icmp_imm_s(IntCC::Equal, b, -1);
    let r = fx.bcx.ins().select(b_minus_one, parity, zero);
    let r = fx.bcx.ins().select(b_one, one, r);
    fx.bcx.ins().jump(done, &[r.into()]);

    fx.bcx.switch_to_block(head);
    let [r, base, p] = [0, 1, 2].map(|i| fx.bcx.block_params(head)[i]);
    let odd = fx.bcx.ins().band_imm_u(p, 1);
    let rb = fx.bcx.ins().imul(r, base);
    let r = fx.bcx.ins().select(odd, rb, r);
    // The exponent is positive here, so the unsigned shift of the sign-extended value is the
    // shift of the `w`-bit value.
    let p = fx.bcx.ins().ushr_imm_u(p, 1);
    fx.bcx
        .ins()
        .brif(p, square, &[], done, &[ir::BlockArg::Value(r)]);

    fx.bcx.switch_to_block(square);
    let bb = fx.bcx.ins().imul(base, base);
    fx.bcx.ins().jump(head, &[r.into(), bb.into(), p.into()]);

    fx.bcx.switch_to_block(done);
    let r = fx.bcx.block_params(done)[0];
    let r = normalize(fx, r, w);
    fx.def_scalar(op, r)
}

/// `math.absi`: `|x|` at the type's width; the minimum value stays itself.
fn codegen_absi(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let (w, vals) = int_operands(fx, op)?;
    let x = sext_in_container(fx, vals[0], w);
    let r = fx.bcx.ins().iabs(x);
    let r = normalize(fx, r, w);
    fx.def_scalar(op, r)
}

/// `math.ctlz`: leading zeros at the type's width (the width for zero).
fn codegen_ctlz(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let (w, vals) = int_operands(fx, op)?;
    let cbits = fx.bcx.func.dfg.value_type(vals[0]).bits();
    let r = fx.bcx.ins().clz(vals[0]);
    // The value is zero-extended in its container: its extra high bits are all zero.
    let r = if cbits > w {
        fx.bcx.ins().iadd_imm_s(r, -i64::from(cbits - w))
    } else {
        r
    };
    fx.def_scalar(op, r)
}

/// `math.cttz`: trailing zeros at the type's width (the width for zero).
fn codegen_cttz(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let (w, vals) = int_operands(fx, op)?;
    let cbits = fx.bcx.func.dfg.value_type(vals[0]).bits();
    // A bit just above the type stops the count at the width for a zero input.
    let x = if cbits > w {
        fx.bcx.ins().bor_imm_u(vals[0], 1i64 << w)
    } else {
        vals[0]
    };
    let r = fx.bcx.ins().ctz(x);
    fx.def_scalar(op, r)
}

/// `math.ctpop`: the number of set bits.
fn codegen_ctpop(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let (_, vals) = int_operands(fx, op)?;
    let r = fx.bcx.ins().popcnt(vals[0]);
    fx.def_scalar(op, r)
}
