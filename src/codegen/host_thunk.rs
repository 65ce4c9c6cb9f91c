//! Host-function thunks: a native function with an MLIR function's C signature that forwards
//! each call to one generic host trampoline with a context pointer baked in.
//!
//! Compiled MLIR code calls a host function like any external `func.func private @name`: a
//! plain C call with the lowered argument values in registers. A Rust closure has no such
//! address, so the embedding API ([`crate::embed`]) compiles one thunk per registered closure:
//!
//! ```text
//! R thunk(A0 a0, …, An an) {
//!     slots:  [a0, …, an, result]          // one 8-byte value slot each
//!     args:   [&slots[0], …, &slots[n], &slots[n+1] (only if R is not void)]
//!     trampoline(CONTEXT, args);           // CONTEXT and trampoline are constants
//!     return slots[n+1];
//! }
//! ```
//!
//! `args` is MLIR's packed layout ([`super::packed`]) for scalar signatures: one pointer per
//! argument, then one to the result slot. Only scalar types (integers, `index`, `f32`, `f64`)
//! are supported: each is one Cranelift value of at most 8 bytes.

use cranelift_codegen::ir::{self, InstBuilder as _, StackSlotData, StackSlotKind, types};
use cranelift_codegen::isa::{CallConv, TargetFrontendConfig};
use cranelift_frontend::FunctionBuilder;

use super::abi::{build_one_block_fn, make_sig};
use super::types::{PTR, lowered_types};
use crate::ir::Type;

/// Bytes of one value slot and of one pointer in the argument array.
const SLOT: u32 = 8;

/// The signature of the trampoline every thunk calls: `void (const void *ctx, void **args)`.
fn trampoline_signature(call_conv: CallConv) -> ir::Signature {
    make_sig(call_conv, &[PTR, PTR], &[])
}

/// The one Cranelift value type of the scalar MLIR type `ty`, or why it is not supported.
fn scalar_part(ty: &Type) -> Result<types::Type, String> {
    match lowered_types(ty)?.as_slice() {
        [t] if t.bytes() <= SLOT && !t.is_vector() => Ok(*t),
        _ => Err(format!(
            "type '{ty}' is not supported by host functions (only scalars are)"
        )),
    }
}

/// The Cranelift signature a thunk for `inputs -> results` has: the one compiled code uses
/// to call an external function of that MLIR type.
pub(crate) fn thunk_signature(
    call_conv: CallConv,
    inputs: &[Type],
    results: &[Type],
) -> Result<ir::Signature, String> {
    if results.len() > 1 {
        return Err("host functions return at most one value".to_owned());
    }
    let params = inputs
        .iter()
        .map(scalar_part)
        .collect::<Result<Vec<_>, _>>()?;
    let rets = results
        .iter()
        .map(scalar_part)
        .collect::<Result<Vec<_>, _>>()?;
    Ok(make_sig(call_conv, &params, &rets))
}

/// A stack slot of `size` bytes, 8-byte aligned.
fn stack_buffer(bcx: &mut FunctionBuilder<'_>, size: u32) -> ir::StackSlot {
    bcx.create_sized_stack_slot(StackSlotData::new(
        StackSlotKind::ExplicitSlot,
        size.max(SLOT),
        3,
    ))
}

/// Builds the thunk `name` of MLIR type `inputs -> results` (see the module documentation)
/// calling the function at `trampoline` with `context` as its first argument.
pub(crate) fn build_host_thunk(
    call_conv: CallConv,
    frontend: TargetFrontendConfig,
    name: ir::UserFuncName,
    inputs: &[Type],
    results: &[Type],
    context: usize,
    trampoline: usize,
) -> Result<ir::Function, String> {
    let sig = thunk_signature(call_conv, inputs, results)?;
    let result_type = sig.returns.first().map(|p| p.value_type);
    build_one_block_fn(name, sig, frontend, |bcx, params| {
        call_trampoline(bcx, &params, result_type, call_conv, context, trampoline);
        Ok(())
    })
}

/// The body of a thunk (see [`build_host_thunk`]): packs `params` and the result slot, calls
/// the trampoline, returns the result.
fn call_trampoline(
    bcx: &mut FunctionBuilder<'_>,
    params: &[ir::Value],
    result_type: Option<ir::Type>,
    call_conv: CallConv,
    context: usize,
    trampoline: usize,
) {
    // Value slots: the arguments, then the result.
    let count = params.len() as u32 + 1;
    let values = stack_buffer(bcx, SLOT * count);
    let pointers = stack_buffer(bcx, SLOT * count);
    for (i, v) in params.iter().enumerate() {
        let offset = (SLOT as usize * i) as i32;
        bcx.ins().stack_store(PTR, *v, values, offset);
        let at = bcx.ins().stack_addr(PTR, values, offset);
        bcx.ins().stack_store(PTR, at, pointers, offset);
    }
    let result_offset = (SLOT * (count - 1)) as i32;
    if result_type.is_some() {
        let at = bcx.ins().stack_addr(PTR, values, result_offset);
        bcx.ins().stack_store(PTR, at, pointers, result_offset);
    }

    let sigref = bcx.import_signature(trampoline_signature(call_conv));
    let callee = bcx.ins().iconst(PTR, trampoline as i64);
    let ctx = bcx.ins().iconst(PTR, context as i64);
    let array = bcx.ins().stack_addr(PTR, pointers, 0);
    bcx.ins().call_indirect(sigref, callee, &[ctx, array]);

    match result_type {
        Some(t) => {
            let r = bcx.ins().stack_load(PTR, t, values, result_offset);
            bcx.ins().return_(&[r]);
        }
        None => {
            bcx.ins().return_(&[]);
        }
    }
}
