//! `memref.atomic_rmw` and `memref.generic_atomic_rmw`, as `finalize-memref-to-llvm` lowers
//! them (sequentially consistent here; LLVM uses `acq_rel`, which only orders less).
//!
//! * `atomic_rmw` is LLVM's `atomicrmw`: Cranelift's `atomic_rmw` where it has the operation
//!   (`addi andi ori xori maxs maxu mins minu`, and `assign` as an exchange), otherwise a
//!   compare-and-swap loop on the element's bits, which is how LLVM expands `fadd`, `fmaximum`
//!   (`maximumf`: NaN wins, `-0 < +0`), `fmax` (`maxnumf`: a NaN operand is ignored) and the
//!   rest on x86_64 and aarch64. `f16`/`bf16` are computed in `f32` and rounded back once,
//!   as LLVM's promotion does. `mulf` and `muli` have no `atomicrmw` form, so mlir-opt-22
//!   leaves them unlowered; corolift runs them as the same compare-and-swap loop.
//! * `generic_atomic_rmw` is MLIR's loop: load the current value, run the body on it,
//!   `cmpxchg` the body's result in, retry with the value seen on failure; the result is the
//!   value replaced by the successful exchange.

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{self, AtomicRmwOp, InstBuilder as _, MemFlagsData, types as ct};

use super::{elem_info, element_addr, indices, memref_type};
use crate::codegen::{CValue, CgResult, FunctionCx, arith, cf::block_args};
use crate::ir::{FloatKind, OpId, Type};

/// The Cranelift `atomic_rmw` operation for `kind`, if there is one for integer elements.
fn native_rmw(kind: &str) -> Option<AtomicRmwOp> {
    Some(match kind {
        "addi" => AtomicRmwOp::Add,
        "andi" => AtomicRmwOp::And,
        "ori" => AtomicRmwOp::Or,
        "xori" => AtomicRmwOp::Xor,
        "maxs" => AtomicRmwOp::Smax,
        "maxu" => AtomicRmwOp::Umax,
        "mins" => AtomicRmwOp::Smin,
        "minu" => AtomicRmwOp::Umin,
        "assign" => AtomicRmwOp::Xchg,
        _ => return None,
    })
}

/// Checks that an atomic element type has a form LLVM's atomics accept: a byte-sized
/// power-of-two integer (`i8`…`i64`, `index`) or a 16/32/64-bit float.
fn check_atomic_elem(fx: &FunctionCx<'_, '_>, op: OpId, elem: &Type) -> CgResult<()> {
    let ok = match elem {
        Type::Integer { width, .. } => matches!(width, 8 | 16 | 32 | 64),
        Type::Index => true,
        Type::Float(k) => matches!(
            k,
            FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64
        ),
        _ => false,
    };
    if ok {
        Ok(())
    } else {
        Err(fx.err(
            op,
            format!("on '{elem}' elements is not supported (atomics need i8, i16, i32, i64, index, f16, bf16, f32 or f64)"),
        ))
    }
}

/// `memref.atomic_rmw <kind> %v, %m[%i…]`: returns the old value.
pub(super) fn codegen_atomic_rmw(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let kind = crate::codegen::int_attr(fx.ir, op, "kind")
        .and_then(|k| usize::try_from(k).ok())
        .and_then(|k| crate::dialect::memref::ATOMIC_RMW_KINDS.get(k).copied())
        .ok_or_else(|| fx.err(op, "has an invalid kind"))?;
    let vv = fx.operand(op, 0)?;
    let mv = fx.operand(op, 1)?;
    let m = memref_type(fx, op, mv)?;
    check_atomic_elem(fx, op, &m.elem)?;
    let (t, es) = elem_info(fx, op, &m)?;
    let d = fx.memref(op, mv)?;
    let v = fx.scalar(op, vv)?;
    let idx = indices(fx, op, 2)?;
    let addr = element_addr(fx, &d, &idx, es);
    if t.is_int()
        && let Some(rmw) = native_rmw(kind)
    {
        // Signed min/max of a 16-bit float's bits would be wrong, but the verifier only
        // allows them on integers; `assign` of a 16-bit float is an exchange of its bits.
        let old = fx
            .bcx
            .ins()
            .atomic_rmw(t, MemFlagsData::trusted(), rmw, addr, v);
        return fx.def_scalar(op, old);
    }
    let half = arith::half_kind(&m.elem);
    let old = cas_loop(fx, addr, t, &mut |fx, old| {
        rmw_update(fx, op, kind, old, v, half)
    })?;
    fx.def_scalar(op, old)
}

/// The new value of an `atomic_rmw` of `kind` without a native form, from the old one.
fn rmw_update(
    fx: &mut FunctionCx<'_, '_>,
    op: OpId,
    kind: &str,
    old: ir::Value,
    v: ir::Value,
    half: Option<FloatKind>,
) -> CgResult<ir::Value> {
    if kind == "assign" {
        return Ok(v);
    }
    if kind == "muli" {
        return Ok(fx.bcx.ins().imul(old, v));
    }
    // Float kinds: 16-bit floats are widened to f32 (exact) and rounded back once.
    let (a, b) = match half {
        Some(k) => (arith::half_to_f32(fx, old, k), arith::half_to_f32(fx, v, k)),
        None => (old, v),
    };
    let r = match kind {
        "addf" => fx.bcx.ins().fadd(a, b),
        "mulf" => fx.bcx.ins().fmul(a, b),
        // Cranelift's fmax/fmin are LLVM's maximum/minimum: NaN propagates, -0 < +0.
        "maximumf" => fx.bcx.ins().fmax(a, b),
        "minimumf" => fx.bcx.ins().fmin(a, b),
        "maxnumf" | "minnumf" => arith::minmaxnum(fx, a, b, kind == "minnumf"),
        _ => {
            return Err(fx.err(
                op,
                format!("kind '{kind}' is not supported for this element type"),
            ));
        }
    };
    Ok(match half {
        Some(k) => arith::float_to_half(fx, r, k),
        None => r,
    })
}

/// Emits MLIR's compare-and-swap loop on the element at `addr` (of Cranelift type `t`):
/// `update` computes the value to store from the current one; returns the value the
/// successful exchange replaced.
fn cas_loop(
    fx: &mut FunctionCx<'_, '_>,
    addr: ir::Value,
    t: ir::Type,
    update: &mut dyn FnMut(&mut FunctionCx<'_, '_>, ir::Value) -> CgResult<ir::Value>,
) -> CgResult<ir::Value> {
    let flags = MemFlagsData::trusted();
    // Floats are exchanged as their bits (cmpxchg compares bits, so a NaN makes progress).
    let it = ir::Type::int(t.bits() as u16).unwrap_or(ct::I64);
    let init = fx.bcx.ins().load(t, flags, addr, 0);
    let header = fx.bcx.create_block();
    let exit = fx.bcx.create_block();
    let old = fx.bcx.append_block_param(header, t);
    let res = fx.bcx.append_block_param(exit, t);
    fx.bcx.ins().jump(header, &block_args(&[init]));
    fx.bcx.switch_to_block(header);
    let new = update(fx, old)?;
    let (old_i, new_i) = if t.is_float() {
        (
            fx.bcx.ins().bitcast(it, MemFlagsData::new(), old),
            fx.bcx.ins().bitcast(it, MemFlagsData::new(), new),
        )
    } else {
        (old, new)
    };
    let got = fx.bcx.ins().atomic_cas(flags, addr, old_i, new_i);
    let ok = fx.bcx.ins().icmp(IntCC::Equal, got, old_i);
    let got_t = if t.is_float() {
        fx.bcx.ins().bitcast(t, MemFlagsData::new(), got)
    } else {
        got
    };
    fx.bcx.ins().brif(
        ok,
        exit,
        &block_args(&[got_t]),
        header,
        &block_args(&[got_t]),
    );
    fx.bcx.switch_to_block(exit);
    Ok(res)
}

/// `memref.generic_atomic_rmw %m[%i…] { ^bb0(%cur): … atomic_yield %new }`: the body is
/// emitted inside the compare-and-swap loop, with `%cur` bound to the value last seen.
pub(super) fn codegen_generic_atomic_rmw(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let mv = fx.operand(op, 0)?;
    let m = memref_type(fx, op, mv)?;
    check_atomic_elem(fx, op, &m.elem)?;
    let (t, es) = elem_info(fx, op, &m)?;
    let d = fx.memref(op, mv)?;
    let idx = indices(fx, op, 1)?;
    let addr = element_addr(fx, &d, &idx, es);
    let ir = fx.ir;
    let body = match ir.regions(op).first().map(|r| ir.region_blocks(*r)) {
        Some([b]) => *b,
        _ => return Err(fx.err(op, "must have a body of one block")),
    };
    let cur = *ir
        .block_args(body)
        .first()
        .ok_or_else(|| fx.err(op, "has a body without its argument"))?;
    let ops = ir.block_ops_vec(body);
    let Some((yield_op, inner)) = ops.split_last() else {
        return Err(fx.err(op, "has an empty body"));
    };
    let yielded = *ir
        .operands(*yield_op)
        .first()
        .ok_or_else(|| fx.err(*yield_op, "has no operand"))?;
    let old = cas_loop(fx, addr, t, &mut |fx, old| {
        fx.def(cur, CValue::Scalar(old));
        for nested in inner {
            crate::codegen::codegen_op(fx, *nested)?;
        }
        fx.scalar(*yield_op, yielded)
    })?;
    fx.def_scalar(op, old)
}
