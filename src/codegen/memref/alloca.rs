//! Stack buffers whose size is only known at run time, and their lifetimes.
//!
//! LLVM lowers a dynamic `memref.alloca` to a dynamic `alloca` and `memref.alloca_scope` to
//! `stacksave`/`stackrestore`. Cranelift has no dynamic stack allocation, so such a buffer
//! comes from the heap and is linked into an *alloca chain*: a singly linked list of the
//! buffers still alive, newest first, each block starting with a pointer to the next one.
//!
//! * In an ordinary function activation the chain's head is a Cranelift variable
//!   ([`FunctionCx::alloca_chain`], declared only for functions that need it, see
//!   [`needs_alloca_chain`]), starting out null. Every `func.return` frees the whole chain, as
//!   returning pops a stack frame; `corolift.stack.save` reads the head and
//!   `corolift.stack.restore %mark` frees the buffers allocated since (what
//!   `expand-alloca-scopes` brackets an alloca scope's body with).
//! * A coroutine's buffers used across a suspension point must outlive the activation that
//!   allocated them. `coro-split` turns those allocas into `corolift.frame.alloca`, which links
//!   the buffer into a chain whose head lives in the coroutine frame (field `allocas`);
//!   `corolift.frame.free` frees that chain with the frame.
//!
//! A restore stops at its mark or at the end of the chain: a mark saved in a ramp and restored
//! in a resume function (an alloca scope around an await) belongs to another activation, so
//! the restore frees what this activation allocated inside the scope and nothing else.
//!
//! Static-shape allocas stay Cranelift stack slots (`codegen_alloc` in `mod.rs`).

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{self, InstBuilder as _, MemFlagsData};

use super::super::{CgResult, FunctionCx, types};
use crate::ir::{DYNAMIC, Ir, OpId, Type};

/// Bytes in front of a chained buffer: the pointer to the next block.
const LINK_BYTES: i64 = 8;
/// Alignment `malloc` guarantees on both targets; buffers are aligned at least this much.
const MIN_ALIGN: i64 = 16;

/// Whether the function `func` uses an alloca chain variable: it has a dynamic-shape
/// `memref.alloca` or an expanded alloca scope.
pub(crate) fn needs_alloca_chain(ir: &Ir, func: OpId) -> bool {
    let mut needed = false;
    ir.walk_pre(func, &mut |op| {
        needed |= ir.is(op, "corolift.stack.save")
            || ir.is(op, "corolift.stack.restore")
            || (ir.is(op, "memref.alloca") && is_dynamic_alloca(ir, op));
    });
    needed
}

/// Whether `memref.alloca` op `op` has a dynamic shape.
pub(crate) fn is_dynamic_alloca(ir: &Ir, op: OpId) -> bool {
    ir.results(op)
        .first()
        .is_some_and(|r| matches!(ir.value_type(*r), Type::MemRef(m) if m.shape.contains(&DYNAMIC)))
}

/// Declares the chain variable of the function being lowered and sets it to null. Called
/// in the entry block before any op is lowered.
pub(crate) fn start_chain(fx: &mut FunctionCx<'_, '_>) {
    let var = fx.bcx.declare_var(types::PTR);
    let null = fx.bcx.ins().iconst(types::PTR, 0);
    fx.bcx.def_var(var, null);
    fx.alloca_chain = Some(var);
}

/// Allocates a chained block for `bytes` bytes aligned to `align` (0: default) and links it
/// in front of `head`. Returns the new head and the buffer's address.
fn chained_block(
    fx: &mut FunctionCx<'_, '_>,
    op: OpId,
    head: ir::Value,
    bytes: ir::Value,
    align: i64,
) -> CgResult<(ir::Value, ir::Value)> {
    let align = align.max(MIN_ALIGN);
    // link + worst-case padding + buffer
    let total = fx.bcx.ins().iadd_imm_s(bytes, LINK_BYTES + align);
    let block = fx.call_import(op, "malloc", &[total])?[0];
    fx.bcx.ins().store(MemFlagsData::trusted(), head, block, 0);
    let bumped = fx.bcx.ins().iadd_imm_s(block, LINK_BYTES + align - 1);
    let buffer = fx.bcx.ins().band_imm_s(bumped, -align);
    Ok((block, buffer))
}

/// A dynamic `memref.alloca` of `bytes` bytes in an ordinary activation: a block linked into
/// the function's chain. Returns the buffer's address.
pub(crate) fn chained_alloca(
    fx: &mut FunctionCx<'_, '_>,
    op: OpId,
    bytes: ir::Value,
    align: i64,
) -> CgResult<ir::Value> {
    let var = fx
        .alloca_chain
        .ok_or_else(|| fx.err(op, "has no alloca chain (internal error)"))?;
    let head = fx.bcx.use_var(var);
    let (block, buffer) = chained_block(fx, op, head, bytes, align)?;
    fx.bcx.def_var(var, block);
    Ok(buffer)
}

/// A buffer owned by a coroutine frame: linked into the chain whose head is stored at
/// `frame + head_offset`. Returns the buffer's address.
pub(crate) fn frame_alloca(
    fx: &mut FunctionCx<'_, '_>,
    op: OpId,
    frame: ir::Value,
    head_offset: i32,
    bytes: ir::Value,
    align: i64,
) -> CgResult<ir::Value> {
    let flags = MemFlagsData::trusted();
    let head = fx.bcx.ins().load(types::PTR, flags, frame, head_offset);
    let (block, buffer) = chained_block(fx, op, head, bytes, align)?;
    fx.bcx.ins().store(flags, block, frame, head_offset);
    Ok(buffer)
}

/// Frees the blocks of the chain starting at `head` up to (not including) `stop`, or to its
/// end. Returns where it stopped: the new head.
pub(crate) fn free_chain(
    fx: &mut FunctionCx<'_, '_>,
    op: OpId,
    head: ir::Value,
    stop: ir::Value,
) -> CgResult<ir::Value> {
    let check = fx.bcx.create_block();
    let free_one = fx.bcx.create_block();
    let done = fx.bcx.create_block();
    let p = fx.bcx.append_block_param(check, types::PTR);
    let rest = fx.bcx.append_block_param(done, types::PTR);
    fx.bcx.ins().jump(check, &[head.into()]);

    fx.bcx.switch_to_block(check);
    let at_stop = fx.bcx.ins().icmp(IntCC::Equal, p, stop);
    let at_end = fx.bcx.ins().icmp_imm_u(IntCC::Equal, p, 0);
    let finished = fx.bcx.ins().bor(at_stop, at_end);
    fx.bcx
        .ins()
        .brif(finished, done, &[p.into()], free_one, &[]);

    fx.bcx.switch_to_block(free_one);
    let next = fx.bcx.ins().load(types::PTR, MemFlagsData::trusted(), p, 0);
    fx.call_import(op, "free", &[p])?;
    fx.bcx.ins().jump(check, &[next.into()]);

    fx.bcx.switch_to_block(done);
    Ok(rest)
}

/// Before a `func.return`: frees every chained buffer of the activation.
pub(crate) fn free_activation_chain(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let Some(var) = fx.alloca_chain else {
        return Ok(());
    };
    let head = fx.bcx.use_var(var);
    let null = fx.bcx.ins().iconst(types::PTR, 0);
    let rest = free_chain(fx, op, head, null)?;
    fx.bcx.def_var(var, rest);
    Ok(())
}

/// `%mark = corolift.stack.save`: the current head of the activation's chain.
pub(crate) fn codegen_stack_save(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let var = fx
        .alloca_chain
        .ok_or_else(|| fx.err(op, "has no alloca chain (internal error)"))?;
    let head = fx.bcx.use_var(var);
    fx.def_scalar(op, head)
}

/// `corolift.stack.restore %mark`: frees the buffers allocated since `%mark`.
pub(crate) fn codegen_stack_restore(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let var = fx
        .alloca_chain
        .ok_or_else(|| fx.err(op, "has no alloca chain (internal error)"))?;
    let mark_v = fx.operand(op, 0)?;
    let mark = fx.scalar(op, mark_v)?;
    let head = fx.bcx.use_var(var);
    let rest = free_chain(fx, op, head, mark)?;
    fx.bcx.def_var(var, rest);
    Ok(())
}
