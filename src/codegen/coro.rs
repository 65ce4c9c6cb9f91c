//! The ops `coro-split` leaves behind (`corolift.*`, see [`crate::dialect::corolift`]):
//! frame allocation and access, and the two calls that hand a frame to the runtime.
//!
//! A frame is a pointer. Field offsets and types come from the frame's type
//! ([`crate::ir::FrameLayout`]); a field holding a memref stores its descriptor's scalars one
//! after the other (8 bytes each): its two pointers, then only the parts of offset, sizes and
//! strides that its type leaves dynamic (see [`DescriptorConstants`]). Frame memory is only ever touched by the coroutine that owns
//! it, so loads and stores are `trusted` (aligned, non-trapping).

use cranelift_codegen::ir::{self, InstBuilder as _, MemFlagsData, TrapCode};

use super::memref::alloca;
use super::types::{self, PTR};
use super::{CValue, CgResult, FunctionCx, MemRefDesc};
use crate::ir::{Attribute, FrameLayout, OpId, Type, Value};
use crate::passes::coro_split::layout::ALLOCAS_FIELD;
use crate::passes::coro_split::layout::DescriptorConstants;

/// Lowers one `corolift.*` op.
pub(crate) fn codegen(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    match fx.ir.name(op).as_str() {
        "corolift.frame.alloc" => codegen_alloc(fx, op),
        "corolift.frame.free" => codegen_free(fx, op),
        "corolift.frame.load" => codegen_load(fx, op),
        "corolift.frame.store" => codegen_store(fx, op),
        "corolift.frame.slot" => codegen_slot(fx, op),
        "corolift.frame.alloca" => codegen_frame_alloca(fx, op),
        "corolift.stack.save" => super::memref::alloca::codegen_stack_save(fx, op),
        "corolift.stack.restore" => super::memref::alloca::codegen_stack_restore(fx, op),
        "corolift.coro.execute" => codegen_execute(fx, op),
        "corolift.coro.ready" => codegen_ready(fx, op),
        "corolift.coro.await" => codegen_await(fx, op),
        "corolift.unreachable" => {
            fx.bcx
                .ins()
                .trap(TrapCode::user(1).expect("non-zero trap code"));
            Ok(())
        }
        _ => Err(fx.err(op, "is not supported by code generation")),
    }
}

/// The layout of frame value `v`.
fn layout_of<'a>(fx: &FunctionCx<'a, '_>, op: OpId, v: Value) -> CgResult<&'a FrameLayout> {
    match fx.ir.value_type(v) {
        Type::CoroFrame(l) => Ok(l),
        t => Err(fx.err(op, format!("expected a coroutine frame, got '{t}'"))),
    }
}

/// The address of MLIR function symbol attribute `attr` of `op`.
fn func_addr(fx: &mut FunctionCx<'_, '_>, op: OpId, attr: &str) -> CgResult<ir::Value> {
    let name = fx
        .ir
        .attr(op, attr)
        .and_then(Attribute::as_symbol)
        .ok_or_else(|| fx.err(op, format!("requires a symbol attribute '{attr}'")))?
        .to_owned();
    let (fref, _) = fx.func_ref(op, &name)?;
    Ok(fx.bcx.ins().func_addr(PTR, fref))
}

fn trusted() -> MemFlagsData {
    MemFlagsData::trusted()
}

/// `corolift.frame.alloc`: `corolift_frame_alloc(size, align)`, then the header's function
/// pointers.
fn codegen_alloc(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let r = fx.result(op, 0)?;
    let layout = layout_of(fx, op, r)?;
    let (size, align) = (layout.size as i64, layout.align as i64);
    let size = fx.iconst64(size);
    let align = fx.iconst64(align);
    let frame = fx.call_import(op, "corolift_frame_alloc", &[size, align])?[0];
    let resume = func_addr(fx, op, "resume")?;
    let destroy = func_addr(fx, op, "destroy")?;
    let at = |name: &str| layout.field(name).map_or(0, |f| f.offset as i32);
    fx.bcx
        .ins()
        .store(trusted(), resume, frame, at("resume_fn"));
    fx.bcx
        .ins()
        .store(trusted(), destroy, frame, at("destroy_fn"));
    if let Some(chain) = layout.field(ALLOCAS_FIELD) {
        // The frame's alloca chain starts out empty.
        let null = fx.bcx.ins().iconst(types::PTR, 0);
        fx.bcx
            .ins()
            .store(trusted(), null, frame, chain.offset as i32);
    }
    fx.def_scalar(op, frame)
}

/// `corolift.frame.free`: `corolift_frame_free(frame, size, align)`.
fn codegen_free(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let v = fx.operand(op, 0)?;
    let layout = layout_of(fx, op, v)?;
    let frame = fx.scalar(op, v)?;
    if let Some(chain) = layout.field(ALLOCAS_FIELD) {
        // Buffers owned by the frame die with it.
        let head = fx
            .bcx
            .ins()
            .load(types::PTR, trusted(), frame, chain.offset as i32);
        let null = fx.bcx.ins().iconst(types::PTR, 0);
        alloca::free_chain(fx, op, head, null)?;
    }
    let size = fx.iconst64(layout.size as i64);
    let align = fx.iconst64(layout.align as i64);
    fx.call_import(op, "corolift_frame_free", &[frame, size, align])?;
    Ok(())
}

/// Offset and type of the `field` of `op`'s frame operand `frame`.
fn field_of(fx: &FunctionCx<'_, '_>, op: OpId, frame: Value) -> CgResult<(i32, Type)> {
    let layout = layout_of(fx, op, frame)?;
    let name = fx
        .ir
        .attr(op, "field")
        .and_then(Attribute::as_str)
        .ok_or_else(|| fx.err(op, "requires a 'field' attribute"))?;
    let f = layout
        .field(name)
        .ok_or_else(|| fx.err(op, format!("frame has no field '{name}'")))?;
    let offset = i32::try_from(f.offset).map_err(|_| fx.err(op, "frame offset too large"))?;
    Ok((offset, f.ty.clone()))
}

/// `corolift.frame.load`: one load per lowered scalar of the field's type.
fn codegen_load(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let frame_v = fx.operand(op, 0)?;
    let (offset, ty) = field_of(fx, op, frame_v)?;
    let frame = fx.scalar(op, frame_v)?;
    let r = fx.result(op, 0)?;
    if let Type::MemRef(m) = &ty {
        // {allocated, aligned}, then the parts the type leaves dynamic (see `codegen_store`).
        let fixed = DescriptorConstants::of(m);
        let mut at = offset;
        let mut next = |fx: &mut FunctionCx<'_, '_>, constant: Option<i64>| match constant {
            Some(c) => fx.iconst64(c),
            None => {
                let v = fx.bcx.ins().load(PTR, trusted(), frame, at);
                at += 8;
                v
            }
        };
        let allocated = next(fx, None);
        let aligned = next(fx, None);
        let desc_offset = next(fx, fixed.offset);
        let sizes = fixed.sizes.iter().map(|c| next(fx, *c)).collect();
        let strides = fixed.strides.iter().map(|c| next(fx, *c)).collect();
        let desc = MemRefDesc {
            allocated,
            aligned,
            offset: desc_offset,
            sizes,
            strides,
        };
        fx.def(r, CValue::MemRef(desc));
        return Ok(());
    }
    let parts = types::lowered_types(&ty).map_err(|m| fx.err(op, m))?;
    let mut at = offset;
    let mut vals = Vec::with_capacity(parts.len());
    for t in parts {
        vals.push(fx.bcx.ins().load(t, trusted(), frame, at));
        at += t.bytes() as i32;
    }
    fx.def(r, CValue::from_flat(&ty, &vals));
    Ok(())
}

/// The descriptor of a static, identity-layout memref of type `m` over `base`.
fn static_descriptor(
    fx: &mut FunctionCx<'_, '_>,
    m: &crate::ir::MemRefType,
    allocated: ir::Value,
    aligned: ir::Value,
) -> MemRefDesc {
    let mut strides = vec![0i64; m.shape.len()];
    let mut running = 1i64;
    for (i, d) in m.shape.iter().enumerate().rev() {
        strides[i] = running;
        running = running.saturating_mul(*d);
    }
    MemRefDesc {
        allocated,
        aligned,
        offset: fx.iconst64(0),
        sizes: m.shape.iter().map(|d| fx.iconst64(*d)).collect(),
        strides: strides.into_iter().map(|s| fx.iconst64(s)).collect(),
    }
}

/// `corolift.frame.alloca`: a dynamic buffer linked into the frame's alloca chain.
fn codegen_frame_alloca(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let frame_v = fx.operand(op, 0)?;
    let (offset, _) = field_of(fx, op, frame_v)?;
    let frame = fx.scalar(op, frame_v)?;
    let placement = super::memref::Placement::Frame {
        frame,
        head_offset: offset,
    };
    super::memref::alloc_buffer(fx, op, placement, 1)
}

/// `corolift.frame.slot`: a memref over the pinned buffer at the field's offset.
fn codegen_slot(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let frame_v = fx.operand(op, 0)?;
    let (offset, ty) = field_of(fx, op, frame_v)?;
    let Type::MemRef(m) = &ty else {
        return Err(fx.err(op, "requires a memref field"));
    };
    let frame = fx.scalar(op, frame_v)?;
    let base = fx.bcx.ins().iadd_imm_s(frame, i64::from(offset));
    let desc = static_descriptor(fx, m, base, base);
    let r = fx.result(op, 0)?;
    fx.def(r, CValue::MemRef(desc));
    Ok(())
}

/// `corolift.frame.store`: one store per lowered scalar of the stored value.
fn codegen_store(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let value = fx.operand(op, 0)?;
    let frame_v = fx.operand(op, 1)?;
    let (offset, ty) = field_of(fx, op, frame_v)?;
    let frame = fx.scalar(op, frame_v)?;
    let mut at = offset;
    let parts = match (&ty, fx.cvalue(op, value)?) {
        // The pointers and the dynamic parts only: the rest is recomputed at the reload.
        (Type::MemRef(m), CValue::MemRef(d)) => {
            let fixed = DescriptorConstants::of(m);
            let mut parts = vec![d.allocated, d.aligned];
            let dynamic = std::iter::once((fixed.offset, d.offset))
                .chain(fixed.sizes.iter().copied().zip(d.sizes.iter().copied()))
                .chain(fixed.strides.iter().copied().zip(d.strides.iter().copied()));
            parts.extend(dynamic.filter(|(c, _)| c.is_none()).map(|(_, v)| v));
            parts
        }
        // The descriptor may be in the current activation's stack: store a copy owned by the
        // frame (its alloca chain) instead.
        (Type::UnrankedMemRef(_), CValue::Unranked { rank, ptr }) => {
            let layout = layout_of(fx, op, frame_v)?;
            let chain = layout.field(ALLOCAS_FIELD).ok_or_else(|| {
                fx.err(
                    op,
                    "stores an unranked memref in a frame without an alloca chain",
                )
            })?;
            let head_offset = chain.offset as i32;
            let bytes = super::func::descriptor_bytes(fx, rank);
            let copy = alloca::frame_alloca(fx, op, frame, head_offset, bytes, 8)?;
            let cfg = fx.frontend;
            fx.bcx.call_memcpy(cfg, copy, ptr, bytes);
            vec![rank, copy]
        }
        (_, v) => v.flatten(),
    };
    for x in parts {
        let bytes = fx.bcx.func.dfg.value_type(x).bytes() as i32;
        fx.bcx.ins().store(trusted(), x, frame, at);
        at += bytes;
    }
    Ok(())
}

/// `corolift.coro.execute`: `mlirAsyncRuntimeExecute(frame, @resume)`, or
/// `corolift_execute_bounded` when the resume function is [`runs_bounded`]: the runtime may
/// then run the task on the spawning thread (see `corolift_runtime::sched`).
fn codegen_execute(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let v = fx.operand(op, 0)?;
    let frame = fx.scalar(op, v)?;
    let bounded = fx
        .ir
        .attr(op, "resume")
        .and_then(Attribute::as_symbol)
        .and_then(|name| fx.decls.funcs.get(name))
        .and_then(|decl| decl.body)
        .is_some_and(|body| runs_bounded(fx.ir, body));
    let resume = func_addr(fx, op, "resume")?;
    let entry = if bounded {
        "corolift_execute_bounded"
    } else {
        "mlirAsyncRuntimeExecute"
    };
    fx.call_import(op, entry, &[frame, resume])?;
    Ok(())
}

/// Whether every run of function `func` ends (returns) after a bounded number of steps
/// without waiting for anything: its blocks form no cycle, and each op is one that computes,
/// touches memory, talks to the async runtime without blocking, or suspends the coroutine.
/// No call (its callee could loop or block), no op with regions, no blocking await. Such a
/// task cannot wait for a later step of the thread that spawned it, so running it on that
/// thread cannot deadlock; anything else must run where MLIR's thread pool would run it.
pub(crate) fn runs_bounded(ir: &crate::ir::Ir, func: OpId) -> bool {
    let Some(entry) = ir.regions(func).first().and_then(|r| ir.entry_block(*r)) else {
        return false;
    };
    let order = crate::ir::dominance::reverse_post_order(ir, entry);
    let position: rustc_hash::FxHashMap<crate::ir::BlockId, usize> =
        order.iter().enumerate().map(|(i, b)| (*b, i)).collect();
    order.iter().enumerate().all(|(i, &b)| {
        ir.block_ops(b).all(|op| {
            // An edge to a block not after this one in reverse post-order closes a cycle
            // (a graph without cycles has a topological order, and RPO is one).
            let forward = ir
                .successors(op)
                .iter()
                .all(|s| position.get(s).is_some_and(|&j| j > i));
            forward && ir.regions(op).is_empty() && op_is_bounded(ir.name(op).as_str())
        })
    })
}

/// What the machine code of a function that only frees its frame depends on: the frame's
/// size and alignment, and the offsets of the fields it reads (the resume index) and frees
/// with the frame (the alloca chain).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct FrameFreeKey {
    size: u64,
    align: u64,
    index_offset: Option<u64>,
    allocas_offset: Option<u64>,
}

/// If function `func` does nothing but free its frame parameter — every run either reaches
/// undefined behaviour (`corolift.unreachable`) or frees the frame once and returns — what
/// its code depends on. Two such functions with the same key compile to the same bytes, so
/// code generation compiles one and points the other's symbol at it. This is the shape of
/// almost every destroy function `coro-split` makes (a dispatch on the resume index whose
/// landings all lead to the one cleanup block), and a third of all coroutine functions.
///
/// The test is by shape, not by name, so it also holds for hand-written IR: one block
/// argument (the frame), no other block arguments, only the ops of such a dispatch
/// (`corolift.frame.load` of the index, `cf.switch` on it, operand-less `cf.br`,
/// `corolift.unreachable`), exactly one `corolift.frame.free` of the frame and one
/// `func.return`, and every way to the return passes the free: the return's block is the
/// free's, or reached from it through blocks that each have a single predecessor.
pub(crate) fn frame_free_only(ir: &crate::ir::Ir, func: OpId) -> Option<FrameFreeKey> {
    let (inputs, results) = super::func_type(ir, func)?;
    let [Type::CoroFrame(layout)] = inputs.as_slice() else {
        return None;
    };
    if !results.is_empty() {
        return None;
    }
    let region = *ir.regions(func).first()?;
    let entry = ir.entry_block(region)?;
    let frame = *ir.block_args(entry).first()?;
    let mut free_block = None;
    let mut return_block = None;
    // Predecessor edges per block, to walk back from the return.
    let mut preds: rustc_hash::FxHashMap<crate::ir::BlockId, Vec<crate::ir::BlockId>> =
        rustc_hash::FxHashMap::default();
    for &b in ir.region_blocks(region) {
        if ir.block_args(b).len() != usize::from(b == entry) {
            return None;
        }
        for op in ir.block_ops(b) {
            if !ir.regions(op).is_empty() {
                return None;
            }
            let operands = ir.operands(op);
            let fits = match ir.name(op).as_str() {
                "corolift.frame.load" => {
                    operands == [frame]
                        && ir.attr(op, "field").and_then(Attribute::as_str)
                            == Some(crate::passes::coro_split::layout::INDEX_FIELD)
                }
                "cf.switch" => operands.len() == 1,
                "cf.br" => operands.is_empty(),
                "corolift.unreachable" => true,
                "corolift.frame.free" => free_block.replace(b).is_none() && operands == [frame],
                "func.return" => return_block.replace(b).is_none() && operands.is_empty(),
                _ => false,
            };
            if !fits {
                return None;
            }
            for s in ir.successors(op) {
                preds.entry(*s).or_default().push(b);
            }
        }
    }
    let (free_block, mut at) = (free_block?, return_block?);
    // Within one block the free comes first: a block ends in its terminator. The walk is
    // bounded, for a cycle of unreachable single-predecessor blocks.
    for _ in ir.region_blocks(region) {
        if at == free_block {
            break;
        }
        match preds.get(&at).map(Vec::as_slice) {
            Some([only]) => at = *only,
            _ => return None,
        }
    }
    if at != free_block {
        return None;
    }
    Some({
        let offset = |name: &str| layout.field(name).map(|f| f.offset);
        FrameFreeKey {
            size: layout.size,
            align: layout.align,
            index_offset: offset(crate::passes::coro_split::layout::INDEX_FIELD),
            allocas_offset: offset(ALLOCAS_FIELD),
        }
    })
}

/// Ops that finish without waiting: see [`runs_bounded`].
fn op_is_bounded(name: &str) -> bool {
    let dialect = name.split('.').next().unwrap_or("");
    match dialect {
        "arith" | "math" | "cf" | "vector" | "memref" => true,
        "llvm" => !name.contains("call"),
        "func" => matches!(name, "func.return" | "func.constant"),
        // Frame ops, readiness tests, suspensions (`coro.await` registers and leaves).
        "corolift" => true,
        "async" => !matches!(
            name,
            "async.runtime.await" | "async.runtime.await_and_resume"
        ),
        _ => false,
    }
}

/// `corolift.coro.ready %x`: an acquire load of `%x`'s completion state and
/// `state - AVAILABLE <u 2` (available or error). The offset and the state encoding are the
/// runtime's ([`corolift_runtime::abi`]); the runtime alone ever changes the state.
fn codegen_ready(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let x = fx.operand(op, 0)?;
    let object = fx.scalar(op, x)?;
    let state = super::runtime_calls::load_state(fx, object);
    let since_available = fx
        .bcx
        .ins()
        .iadd_imm_s(state, -corolift_runtime::abi::STATE_AVAILABLE);
    let ready = fx
        .bcx
        .ins()
        .icmp_imm_u(ir::condcodes::IntCC::UnsignedLessThan, since_available, 2);
    fx.def_scalar(op, ready)
}

/// `corolift.coro.await %x, %frame ^ready, ^suspended`: the runtime either registers
/// `@resume(frame)` to run when `%x` is available (→ `^suspended`) or reports that `%x` already
/// is (→ `^ready`, without calling anything).
fn codegen_await(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let x = fx.operand(op, 0)?;
    let f = match fx.ir.value_type(x) {
        Type::AsyncToken => "corolift_await_token_and_execute_or_ready",
        Type::AsyncValue(_) => "corolift_await_value_and_execute_or_ready",
        Type::AsyncGroup => "corolift_await_group_and_execute_or_ready",
        t => return Err(fx.err(op, format!("cannot await a value of type '{t}'"))),
    };
    let x = fx.scalar(op, x)?;
    let frame_v = fx.operand(op, 1)?;
    let frame = fx.scalar(op, frame_v)?;
    let resume = func_addr(fx, op, "resume")?;
    let ready = fx.call_import(op, f, &[x, frame, resume])?[0];
    let succ = fx.ir.successors(op).to_vec();
    let [ready_block, suspended] = succ.as_slice() else {
        return Err(fx.err(op, "requires 2 successors"));
    };
    let ready_block = fx.block(op, *ready_block)?;
    let suspended = fx.block(op, *suspended)?;
    fx.bcx.ins().brif(ready, ready_block, &[], suspended, &[]);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{frame_free_only, runs_bounded};
    use crate::ir::{Attribute, Builder, Type};

    /// Whether the resume function of each outlined `async.execute` of `src` (lowered as
    /// `corolift run` lowers it) runs bounded, by function name.
    fn bounded_resumes(src: &str) -> Vec<(String, bool)> {
        let file = std::sync::Arc::from("t.mlir");
        let mut m = crate::parse::parse_source(src, &file).expect("parses");
        crate::driver::prepare(&mut m, 2).expect("lowers");
        m.ir.body_ops(m.top)
            .into_iter()
            .filter_map(|op| {
                let name = m.ir.attr(op, "sym_name").and_then(Attribute::as_str)?;
                name.ends_with(".resume")
                    .then(|| (name.to_owned(), runs_bounded(&m.ir, op)))
            })
            .collect()
    }

    #[test]
    fn straight_line_task_bodies_are_bounded() {
        let src = "func.func @main(%x: i64) {\n  \
                   %t = async.execute {\n    %y = arith.addi %x, %x : i64\n    async.yield\n  }\n  \
                   async.await %t : !async.token\n  return\n}";
        assert_eq!(
            bounded_resumes(src),
            vec![("async_execute_fn.resume".to_owned(), true)]
        );
    }

    /// An await inside the body suspends the coroutine: still bounded.
    #[test]
    fn an_await_in_a_task_body_is_bounded() {
        let src = "func.func @main() {\n  %a = async.execute {\n    async.yield\n  }\n  \
                   %t = async.execute [%a] {\n    async.await %a : !async.token\n    \
                   async.yield\n  }\n  async.await %t : !async.token\n  return\n}";
        let all = bounded_resumes(src);
        assert_eq!(all.len(), 2, "{all:?}");
        assert!(all.iter().all(|(_, b)| *b), "{all:?}");
    }

    /// A loop may spin on memory another thread writes later; a call may block: neither
    /// task may run on its spawner.
    #[test]
    fn loops_and_calls_are_not_bounded() {
        let looped = "func.func @main(%n: index) {\n  \
                      %t = async.execute {\n    %c0 = arith.constant 0 : index\n    \
                      %c1 = arith.constant 1 : index\n    \
                      scf.for %i = %c0 to %n step %c1 {\n    }\n    async.yield\n  }\n  \
                      async.await %t : !async.token\n  return\n}";
        assert_eq!(
            bounded_resumes(looped),
            vec![("async_execute_fn.resume".to_owned(), false)]
        );
        let called = "func.func private @ext()\nfunc.func @main() {\n  \
                      %t = async.execute {\n    func.call @ext() : () -> ()\n    \
                      async.yield\n  }\n  async.await %t : !async.token\n  return\n}";
        assert_eq!(
            bounded_resumes(called),
            vec![("async_execute_fn.resume".to_owned(), false)]
        );
    }

    /// The destroy functions `coro-split` makes only free the frame; ramps and resume
    /// functions do more; one op more makes a destroy function its own.
    #[test]
    fn only_destroy_functions_just_free_the_frame() {
        let src = "async.func @one(%x: i64) -> !async.value<i64> {\n  return %x : i64\n}\n\
                   async.func @f(%x: i64) -> !async.value<i64> {\n  \
                   %p = async.call @one(%x) : (i64) -> !async.value<i64>\n  \
                   %v = async.await %p : !async.value<i64>\n  return %v : i64\n}";
        let file = std::sync::Arc::from("t.mlir");
        let mut m = crate::parse::parse_source(src, &file).expect("parses");
        crate::driver::prepare(&mut m, 0).expect("lowers");
        let func = |m: &crate::parse::Module, name: &str| {
            m.ir.body_ops(m.top)
                .into_iter()
                .find(|op| m.ir.attr(*op, "sym_name").and_then(Attribute::as_str) == Some(name))
                .expect("function exists")
        };
        let destroy = func(&m, "f.destroy");
        assert!(frame_free_only(&m.ir, destroy).is_some());
        for other in ["f", "f.resume", "one"] {
            assert!(frame_free_only(&m.ir, func(&m, other)).is_none(), "{other}");
        }
        let free =
            m.ir.collect_pre(destroy)
                .into_iter()
                .find(|op| m.ir.is(*op, "corolift.frame.free"))
                .expect("destroy frees");
        Builder::before(&mut m.ir, free).const_int(0, Type::i32());
        assert!(frame_free_only(&m.ir, destroy).is_none());
    }
}
