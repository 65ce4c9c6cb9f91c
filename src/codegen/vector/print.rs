//! `vector` dialect: `vector.print` of scalars through the runtime's runner-utils functions.
//!
//! Conversions are mlir-runner's (async-spec.md §8.1): `i1` zero-extended and other signless or
//! signed integers narrower than 64 bits sign-extended, then `printI64`; unsigned integers
//! zero-extended and `index` as is, then `printU64`; `f32`/`f64` via `printF32`/`printF64`.
//! The punctuation (`newline` by default, `comma`, `open`, `close`, `no_punctuation`) follows;
//! `str "…"` prints just the literal with `printString` (no punctuation, as upstream).
//!
//! A vector prints as `convert-vector-to-scf` decomposes it: `( ` (`printOpen`), the elements
//! of each dimension separated by `, ` (`printComma`), ` )` (`printClose`), nested per
//! dimension — `( ( 1, 2 ), ( 3, 4 ) )`; a 0-D vector prints as one-element `( x )`. The
//! punctuation follows the whole vector.

use cranelift_codegen::ir;

use super::layout::{self, VecLayout};
use crate::codegen::{CgResult, FunctionCx, arith, types};
use crate::ir::{Attribute, OpId, Type};

/// The punctuation keyword of a `vector.print` (`newline` when absent).
fn punctuation(fx: &FunctionCx<'_, '_>, op: OpId) -> String {
    match fx.ir.attr(op, "punctuation") {
        Some(Attribute::Opaque(s)) => s
            .strip_prefix("#vector.punctuation<")
            .and_then(|r| r.strip_suffix('>'))
            .unwrap_or("newline")
            .to_owned(),
        _ => "newline".to_owned(),
    }
}

/// `vector.print [%x : T] [str "…"] [punctuation <p>]`.
pub(crate) fn codegen_print(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    if let Some(s) = fx.ir.attr(op, "stringLiteral").and_then(Attribute::as_str) {
        let id = *fx
            .decls
            .strings
            .get(s)
            .ok_or_else(|| fx.err(op, "string literal was not declared"))?;
        let p = fx.data_addr(id);
        fx.call_import(op, "printString", &[p])?;
        // Upstream prints a string literal without punctuation.
        return Ok(());
    }
    if let Some(v) = fx.ir.operands(op).first().copied() {
        let ty = fx.ir.value_type(v).clone();
        if let Type::Vector(_) = ty {
            let l = fx.vec_layout(op, v)?;
            let parts = fx.vector(op, v)?;
            let lanes = layout::lanes(fx, &l, &parts);
            // A 0-D vector prints like `vector<1xT>`.
            let shape = if l.shape.is_empty() {
                vec![1]
            } else {
                l.shape.clone()
            };
            print_nested(fx, op, &l, &shape, &lanes)?;
        } else {
            let x = fx.scalar(op, v)?;
            print_scalar(fx, op, &ty, x)?;
        }
    }
    match punctuation(fx, op).as_str() {
        "newline" => fx.call_import(op, "printNewline", &[])?,
        "comma" => fx.call_import(op, "printComma", &[])?,
        "open" => fx.call_import(op, "printOpen", &[])?,
        "close" => fx.call_import(op, "printClose", &[])?,
        _ => Vec::new(),
    };
    Ok(())
}

/// Prints scalar `x` of MLIR type `ty` with the runner-utils function its type calls for.
fn print_scalar(fx: &mut FunctionCx<'_, '_>, op: OpId, ty: &Type, x: ir::Value) -> CgResult<()> {
    match ty {
        Type::Float(k) => {
            // f16/bf16: MLIR's printF16/printBF16 print the value as a float, exactly
            // what printF32 prints for the (exact) f32 of it.
            let x = match (arith::half_kind(ty), arith::mini_kind(ty)) {
                (Some(_), _) => arith::half_to_f32(fx, x, *k),
                // 4/6/8-bit floats: MLIR calls `printApFloat`, which prints the (exact)
                // double of the value as printF64 does.
                (_, Some(_)) => arith::mini_to_f32(fx, x, *k),
                _ => x,
            };
            let f = if fx.bcx.func.dfg.value_type(x) == ir::types::F32 {
                "printF32"
            } else {
                "printF64"
            };
            fx.call_import(op, f, &[x])?;
        }
        Type::Index => {
            fx.call_import(op, "printU64", &[x])?;
        }
        Type::Integer { width, .. } if *width <= 64 => {
            let unsigned = types::is_unsigned(ty);
            let signed = !unsigned && *width > 1;
            let wide = arith::int_resize(fx, x, *width, 64, signed);
            let f = if unsigned { "printU64" } else { "printI64" };
            fx.call_import(op, f, &[wide])?;
        }
        _ => {
            return Err(fx.err(
                op,
                format!("printing values of type '{ty}' is not supported by code generation"),
            ));
        }
    }
    Ok(())
}

/// Prints `lanes` (row-major, of shape `shape`) as nested `( …, … )` groups.
fn print_nested(
    fx: &mut FunctionCx<'_, '_>,
    op: OpId,
    l: &VecLayout,
    shape: &[i64],
    lanes: &[ir::Value],
) -> CgResult<()> {
    fx.call_import(op, "printOpen", &[])?;
    let n = shape[0] as usize;
    let inner = lanes.len() / n.max(1);
    for i in 0..n {
        let chunk = &lanes[i * inner..(i + 1) * inner];
        if shape.len() == 1 {
            print_scalar(fx, op, &l.elem, chunk[0])?;
        } else {
            print_nested(fx, op, l, &shape[1..], chunk)?;
        }
        if i + 1 != n {
            fx.call_import(op, "printComma", &[])?;
        }
    }
    fx.call_import(op, "printClose", &[])?;
    Ok(())
}
