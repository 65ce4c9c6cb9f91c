//! `convert-math-to-apfloat`: rewrites math ops on float types into calls of the
//! `_mlir_apfloat_*` functions of MLIR's `libmlir_apfloat_wrappers`, as MLIR 22's
//! `MathToAPFloatConversionPass` does, with the same operand and result casts as
//! `convert-arith-to-apfloat` (see [`super::arith_to_apfloat`]):
//!
//! * `math.absf` → `abs`, `math.fma` → `fused_multiply_add` (float results);
//! * `math.isnan`, `math.isinf`, `math.isfinite`, `math.isnormal` → `isnan`, `isinfinite`,
//!   `isfinite`, `isnormal`, whose `i1` result replaces the op directly.
//!
//! Other math ops stay (upstream has no APFloat pattern for them). Scalars only.

use super::arith_to_apfloat::{
    call, declare, emulated_kind, float_bits, i32_const, replace_float_call, semantics,
};
use super::{Anchor, PassInfo};
use crate::diag::Diagnostic;
use crate::ir::{Builder, Ir, OpId, Type};

/// The pass registration (one line in [`super::PASSES`]).
pub const INFO: PassInfo = PassInfo::function(
    "convert-math-to-apfloat",
    "MathToAPFloatConversionPass",
    "Convert Math ops to APFloat runtime library calls",
    Anchor::Op("builtin.module"),
    run,
);

/// Rewrites every math float op in `module`.
fn run(ir: &mut Ir, module: OpId) -> Result<(), Diagnostic> {
    for op in ir.collect_pre(module) {
        if op != module {
            rewrite_math(ir, module, op)?;
        }
    }
    Ok(())
}

/// Rewrites one op, if it is a math op the pass handles.
fn rewrite_math(ir: &mut Ir, module: OpId, op: OpId) -> Result<(), Diagnostic> {
    let name = ir.name(op).as_str().to_owned();
    let Some(&first) = ir.operands(op).first() else {
        return Ok(());
    };
    let (callee, predicate) = match name.as_str() {
        "math.absf" => ("abs", false),
        "math.fma" => ("fused_multiply_add", false),
        "math.isnan" => ("isnan", true),
        "math.isinf" => ("isinfinite", true),
        "math.isfinite" => ("isfinite", true),
        "math.isnormal" => ("isnormal", true),
        _ => return Ok(()),
    };
    let Some(kind) = emulated_kind(ir, op, first)? else {
        return Ok(());
    };
    if !predicate {
        replace_float_call(ir, module, op, callee, kind);
        return Ok(());
    }
    let callee = declare(
        ir,
        module,
        callee,
        vec![Type::i32(), Type::i64()],
        Type::i1(),
    );
    let mut b = Builder::before(ir, op);
    let bits = float_bits(&mut b, first, kind);
    let sem = i32_const(&mut b, semantics(kind).into());
    let r = call(&mut b, &callee, &[sem, bits], Type::i1());
    ir.replace_op(op, &[r]);
    Ok(())
}
