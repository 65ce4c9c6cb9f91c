//! `async.runtime.*` ops → the async runtime's C API (async-spec.md §6), with the hottest
//! ones done inline over the layout the runtime exports ([`corolift_runtime::abi`]).
//!
//! | op | code |
//! |----|------|
//! | `create` | `mlirAsyncRuntimeCreateToken()` / `…CreateValue(sizeof payload)` |
//! | `create_group %n` | `mlirAsyncRuntimeCreateGroup(n)` |
//! | `set_available` | (`-O1` and up) inline when nobody waits yet: compare-and-swap of the state word from pending-without-waiters to available, then the producer's `drop_ref`; otherwise `…EmplaceToken/Value` |
//! | `set_error` | `…SetToken/ValueError` |
//! | `is_error` | tokens and values: inline acquire load of the state word `== ERROR`; groups: `…IsGroupError` |
//! | `await` | `…AwaitToken/Value/AllInGroup` (blocks the thread) |
//! | `add_to_group` | tokens: `…AddTokenToGroup(token, group)`; values: `corolift_add_value_to_group(value, group)` (corolift's extension) → index |
//! | `add_ref` | inline atomic add on the reference count |
//! | `drop_ref` | inline atomic subtract; `corolift_release_last(obj, prev, n)` when `prev <= n` (destroy, or report an over-release) |
//! | `load` / `store` | at the value's payload (`value + VALUE_STORAGE_OFFSET`, what `…GetValueStorage` returns), in its LLVM layout |
//! | `num_worker_threads` | `mlirAsyncRuntimGetNumWorkerThreads()` (sic) |
//!
//! The inline forms do exactly what the runtime's functions do, with the same (or stronger:
//! Cranelift's atomics are sequentially consistent) memory orderings; every state transition
//! — completion, waiting, destruction — stays a call. The payload size of a value is the ABI
//! size of the payload's LLVM lowering ([`types::byte_size`]: `f32` → 4, `memref<f32>` → 24).
//! `await_and_resume`, `resume` and the `async.coro.*` ops belong to the coroutine split and
//! are rejected here, as are high-level `async` ops that should have been lowered by the
//! async passes.

use cranelift_codegen::ir::{self, InstBuilder as _, MemFlagsData};

use super::{CValue, CgResult, FunctionCx, int_attr, types};
use crate::ir::{OpId, Type};

/// Dispatches an `async.*` op.
pub(crate) fn codegen(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let name = fx.ir.name(op).as_str();
    match name {
        "async.runtime.create" => codegen_create(fx, op),
        "async.runtime.create_group" => codegen_create_group(fx, op),
        "async.runtime.set_available" => codegen_set_available(fx, op),
        "async.runtime.set_error" => codegen_by_kind(
            fx,
            op,
            [
                "mlirAsyncRuntimeSetTokenError",
                "mlirAsyncRuntimeSetValueError",
                "",
            ],
        ),
        "async.runtime.await" => codegen_by_kind(
            fx,
            op,
            [
                "mlirAsyncRuntimeAwaitToken",
                "mlirAsyncRuntimeAwaitValue",
                "mlirAsyncRuntimeAwaitAllInGroup",
            ],
        ),
        "async.runtime.is_error" => codegen_is_error(fx, op),
        "async.runtime.add_to_group" => codegen_add_to_group(fx, op),
        "async.runtime.add_ref" => codegen_add_ref(fx, op),
        "async.runtime.drop_ref" => codegen_drop_ref(fx, op),
        "async.runtime.load" => codegen_load(fx, op),
        "async.runtime.store" => codegen_store(fx, op),
        "async.runtime.num_worker_threads" => codegen_num_worker_threads(fx, op),
        "async.runtime.await_and_resume" | "async.runtime.resume" => Err(fx.err(
            op,
            "needs the coroutine split, which code generation does not implement yet",
        )),
        _ if name.starts_with("async.coro.") => Err(fx.err(
            op,
            "is a coroutine op; the coroutine split is not implemented in code generation yet",
        )),
        _ => Err(fx.err(
            op,
            "must be lowered by the async passes before code generation \
             (async-to-async-runtime, async-runtime-ref-counting)",
        )),
    }
}

/// Index into a `[token, value, group]` table by the type of `v`.
fn kind_index(fx: &FunctionCx<'_, '_>, op: OpId, v: crate::ir::Value) -> CgResult<usize> {
    match fx.ir.value_type(v) {
        Type::AsyncToken => Ok(0),
        Type::AsyncValue(_) => Ok(1),
        Type::AsyncGroup => Ok(2),
        t => Err(fx.err(op, format!("unexpected operand type '{t}'"))),
    }
}

/// `async.runtime.create : !async.token|!async.value<T>`.
fn codegen_create(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let r = fx.result(op, 0)?;
    let res = match fx.ir.value_type(r).clone() {
        Type::AsyncToken => fx.call_import(op, "mlirAsyncRuntimeCreateToken", &[])?,
        Type::AsyncValue(inner) => {
            let size = payload_size(&inner).ok_or_else(|| {
                fx.err(
                    op,
                    format!("values of type '{inner}' are not supported by code generation"),
                )
            })?;
            let size = fx.iconst64(i64::from(size));
            fx.call_import(op, "mlirAsyncRuntimeCreateValue", &[size])?
        }
        t => return Err(fx.err(op, format!("cannot create a runtime object of type '{t}'"))),
    };
    fx.def_scalar(op, res[0])
}

/// `async.runtime.create_group %n : !async.group`.
fn codegen_create_group(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let n = fx.operand(op, 0)?;
    let n = fx.scalar(op, n)?;
    let res = fx.call_import(op, "mlirAsyncRuntimeCreateGroup", &[n])?;
    fx.def_scalar(op, res[0])
}

/// `set_available` / `set_error` / `await`: one call chosen by the operand's kind.
fn codegen_by_kind(fx: &mut FunctionCx<'_, '_>, op: OpId, names: [&str; 3]) -> CgResult<()> {
    let v = fx.operand(op, 0)?;
    let k = kind_index(fx, op, v)?;
    let f = names[k];
    if f.is_empty() {
        return Err(fx.err(op, "is not supported on groups"));
    }
    let x = fx.scalar(op, v)?;
    fx.call_import(op, f, &[x])?;
    Ok(())
}

/// The state word of a pending token or value that nobody waits on yet (an empty waiter
/// list). [`corolift_runtime::abi`] does not export it; if the runtime ever encodes that state
/// differently, the compare-and-swap below simply always fails and every completion takes
/// the call.
const STATE_PENDING_NO_WAITERS: i64 = 0;

/// `async.runtime.set_available %x` for a token or value. Most objects complete before anyone
/// waits on them, and then the runtime's `mlirAsyncRuntimeEmplace*` does nothing but mark the
/// object available and drop the producer's reference, both of which are inline here: a
/// compare-and-swap of the state word from [`STATE_PENDING_NO_WAITERS`] to
/// [`corolift_runtime::abi::STATE_AVAILABLE`] (sequentially consistent, so the payload
/// stores before it are published), then the same decrement as [`codegen_drop_ref`]. If the
/// swap fails — waiters are registered, or the object is already complete — nothing has
/// changed and the call does the whole completion (running the waiters, or reporting the
/// double completion).
fn codegen_set_available(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    use corolift_runtime::abi::{REFS_OFFSET, STATE_AVAILABLE, STATE_OFFSET};
    let v = fx.operand(op, 0)?;
    let callee = match kind_index(fx, op, v)? {
        0 => "mlirAsyncRuntimeEmplaceToken",
        1 => "mlirAsyncRuntimeEmplaceValue",
        _ => return Err(fx.err(op, "is not supported on groups")),
    };
    let x = fx.scalar(op, v)?;
    if !fx.optimize {
        // `-O0`: the call alone is less code to compile.
        fx.call_import(op, callee, &[x])?;
        return Ok(());
    }
    let state_addr = fx.bcx.ins().iadd_imm_s(x, i64::from(STATE_OFFSET));
    let expected = fx.iconst64(STATE_PENDING_NO_WAITERS);
    let available = fx.iconst64(STATE_AVAILABLE);
    let old = fx
        .bcx
        .ins()
        .atomic_cas(MemFlagsData::trusted(), state_addr, expected, available);
    let swapped =
        fx.bcx
            .ins()
            .icmp_imm_s(ir::condcodes::IntCC::Equal, old, STATE_PENDING_NO_WAITERS);
    let slow = fx.bcx.create_block();
    let release_producer = fx.bcx.create_block();
    let release_last = fx.bcx.create_block();
    let done = fx.bcx.create_block();
    fx.bcx.set_cold_block(slow);
    fx.bcx.set_cold_block(release_last);
    fx.bcx.ins().brif(swapped, release_producer, &[], slow, &[]);

    fx.bcx.switch_to_block(slow);
    fx.call_import(op, callee, &[x])?;
    fx.bcx.ins().jump(done, &[]);

    // The producer's reference, which `Emplace*` would drop after completing.
    fx.bcx.switch_to_block(release_producer);
    let refs = fx.bcx.ins().iadd_imm_s(x, i64::from(REFS_OFFSET));
    let one = fx.iconst64(1);
    let (prev, last) = decrement(fx, refs, one);
    fx.bcx.ins().brif(last, release_last, &[], done, &[]);

    fx.bcx.switch_to_block(release_last);
    fx.call_import(op, "corolift_release_last", &[x, prev, one])?;
    fx.bcx.ins().jump(done, &[]);

    fx.bcx.switch_to_block(done);
    Ok(())
}

/// `async.runtime.is_error %x`. Tokens and values: an acquire load of the completion state
/// compared with the error state, inline ([`corolift_runtime::abi`]); groups count failed
/// members inside the runtime: `mlirAsyncRuntimeIsGroupError` → `i1`.
fn codegen_is_error(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    use corolift_runtime::abi::STATE_ERROR;
    let v = fx.operand(op, 0)?;
    let k = kind_index(fx, op, v)?;
    let x = fx.scalar(op, v)?;
    if k == 2 {
        let res = fx.call_import(op, "mlirAsyncRuntimeIsGroupError", &[x])?;
        let b = fx
            .bcx
            .ins()
            .icmp_imm_s(ir::condcodes::IntCC::NotEqual, res[0], 0);
        return fx.def_scalar(op, b);
    }
    let state = load_state(fx, x);
    let b = fx
        .bcx
        .ins()
        .icmp_imm_s(ir::condcodes::IntCC::Equal, state, STATE_ERROR);
    fx.def_scalar(op, b)
}

/// The completion state word of the token, value or group at `object`: an acquire load at the
/// runtime's [`corolift_runtime::abi::STATE_OFFSET`] (Cranelift atomics are sequentially
/// consistent).
pub(crate) fn load_state(fx: &mut FunctionCx<'_, '_>, object: ir::Value) -> ir::Value {
    let addr = fx
        .bcx
        .ins()
        .iadd_imm_s(object, i64::from(corolift_runtime::abi::STATE_OFFSET));
    fx.bcx
        .ins()
        .atomic_load(types::PTR, MemFlagsData::trusted(), addr)
}

/// `async.runtime.add_to_group %x, %group` → rank (index). A token joins through MLIR's
/// `mlirAsyncRuntimeAddTokenToGroup`; an `!async.value<T>` — which MLIR 22's LLVM lowering
/// rejects ("only token type is supported") — through corolift's runtime extension
/// `corolift_add_value_to_group`, with the same meaning (the group waits for the value and
/// counts an error value as an error).
fn codegen_add_to_group(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let x = fx.operand(op, 0)?;
    let callee = match kind_index(fx, op, x)? {
        0 => "mlirAsyncRuntimeAddTokenToGroup",
        1 => "corolift_add_value_to_group",
        _ => return Err(fx.err(op, "cannot add a group to a group")),
    };
    let g = fx.operand(op, 1)?;
    let x = fx.scalar(op, x)?;
    let g = fx.scalar(op, g)?;
    let res = fx.call_import(op, callee, &[x, g])?;
    fx.def_scalar(op, res[0])
}

/// `async.runtime.add_ref %x {count = N}`: an atomic add on the reference count, inline.
fn codegen_add_ref(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let (refs, count) = ref_count_operands(fx, op)?;
    fx.bcx.ins().atomic_rmw(
        ir::types::I64,
        MemFlagsData::trusted(),
        ir::AtomicRmwOp::Add,
        refs,
        count,
    );
    Ok(())
}

/// `async.runtime.drop_ref %x {count = N}`: an atomic subtract on the reference count, inline;
/// only when the count had at most N left (the object dies, or an over-release) does the
/// runtime take over: `corolift_release_last(x, previous, N)`.
fn codegen_drop_ref(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    if !fx.optimize {
        let count = int_attr(fx.ir, op, "count")
            .ok_or_else(|| fx.err(op, "requires a 'count' attribute"))?;
        let v = fx.operand(op, 0)?;
        let x = fx.scalar(op, v)?;
        let count = fx.iconst64(count as i64);
        fx.call_import(op, "mlirAsyncRuntimeDropRef", &[x, count])?;
        return Ok(());
    }
    let (refs, count) = ref_count_operands(fx, op)?;
    let (prev, last) = decrement(fx, refs, count);
    let release = fx.bcx.create_block();
    let done = fx.bcx.create_block();
    fx.bcx.set_cold_block(release);
    fx.bcx.ins().brif(last, release, &[], done, &[]);
    fx.bcx.switch_to_block(release);
    let v = fx.operand(op, 0)?;
    let x = fx.scalar(op, v)?;
    fx.call_import(op, "corolift_release_last", &[x, prev, count])?;
    fx.bcx.ins().jump(done, &[]);
    fx.bcx.switch_to_block(done);
    Ok(())
}

/// Atomically subtracts `count` from the reference count at `refs`: the count before, and
/// whether it had at most `count` left (the object dies, or an over-release).
fn decrement(
    fx: &mut FunctionCx<'_, '_>,
    refs: ir::Value,
    count: ir::Value,
) -> (ir::Value, ir::Value) {
    let prev = fx.bcx.ins().atomic_rmw(
        ir::types::I64,
        MemFlagsData::trusted(),
        ir::AtomicRmwOp::Sub,
        refs,
        count,
    );
    let last = fx
        .bcx
        .ins()
        .icmp(ir::condcodes::IntCC::SignedLessThanOrEqual, prev, count);
    (prev, last)
}

/// The reference count's address and the `count` attribute of an `add_ref`/`drop_ref`.
fn ref_count_operands(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<(ir::Value, ir::Value)> {
    let count =
        int_attr(fx.ir, op, "count").ok_or_else(|| fx.err(op, "requires a 'count' attribute"))?;
    let v = fx.operand(op, 0)?;
    let x = fx.scalar(op, v)?;
    let refs = fx
        .bcx
        .ins()
        .iadd_imm_s(x, i64::from(corolift_runtime::abi::REFS_OFFSET));
    let count = fx.iconst64(count as i64);
    Ok((refs, count))
}

/// The value operand `v` and the offset of its payload from it: the payload follows the
/// value's header ([`corolift_runtime::abi::VALUE_STORAGE_OFFSET`]; what
/// `mlirAsyncRuntimeGetValueStorage` returns). Loads and stores take the offset as their
/// immediate, so no address is computed.
fn storage(
    fx: &mut FunctionCx<'_, '_>,
    op: OpId,
    v: crate::ir::Value,
) -> CgResult<(ir::Value, i32)> {
    let x = fx.scalar(op, v)?;
    Ok((x, corolift_runtime::abi::VALUE_STORAGE_OFFSET))
}

/// Bytes of the payload of an `!async.value<T>`: a vector's parts, else the LLVM size of `T`.
fn payload_size(ty: &Type) -> Option<u32> {
    match ty {
        Type::Vector(_) => types::lowered_types(ty).ok().map(|p| 16 * p.len() as u32),
        _ => types::byte_size(ty),
    }
}

/// Byte offsets of the flattened components of a payload of type `ty` (LLVM struct layout:
/// descriptors are all 8-byte fields, scalars sit at offset 0).
fn component_offsets(
    fx: &FunctionCx<'_, '_>,
    op: OpId,
    ty: &Type,
) -> CgResult<Vec<(i32, ir::Type)>> {
    let tys = types::lowered_types(ty).map_err(|m| fx.err(op, m))?;
    // A vector's 16-byte parts follow each other (the payload is 16-byte aligned).
    let stride = if matches!(ty, Type::Vector(_)) { 16 } else { 8 };
    Ok(tys
        .into_iter()
        .enumerate()
        .map(|(i, t)| (stride * i as i32, t))
        .collect())
}

/// `async.runtime.load %v : <T>`: reads the payload.
fn codegen_load(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let v = fx.operand(op, 0)?;
    let r = fx.result(op, 0)?;
    let ty = fx.ir.value_type(r).clone();
    let (p, base) = storage(fx, op, v)?;
    let mut vals = Vec::new();
    for (off, t) in component_offsets(fx, op, &ty)? {
        vals.push(fx.bcx.ins().load(t, MemFlagsData::trusted(), p, base + off));
    }
    fx.def(r, CValue::from_flat(&ty, &vals));
    Ok(())
}

/// `async.runtime.store %x, %v : <T>`: writes the payload.
fn codegen_store(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let x = fx.operand(op, 0)?;
    let v = fx.operand(op, 1)?;
    let ty = fx.ir.value_type(x).clone();
    let vals = fx.cvalue(op, x)?.flatten();
    let (p, base) = storage(fx, op, v)?;
    for ((off, _), val) in component_offsets(fx, op, &ty)?.into_iter().zip(vals) {
        fx.bcx
            .ins()
            .store(MemFlagsData::trusted(), val, p, base + off);
    }
    Ok(())
}

/// `async.runtime.num_worker_threads : index`.
fn codegen_num_worker_threads(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let res = fx.call_import(op, "mlirAsyncRuntimGetNumWorkerThreads", &[])?;
    fx.def_scalar(op, res[0])
}
