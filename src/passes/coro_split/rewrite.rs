//! Turning one copy of a coroutine into its ramp, resume or destroy function.
//!
//! [`rewrite`] works on a function that still has the coroutine's full body (the original for
//! the ramp, a clone for resume and destroy) and replaces the `async.coro.*` ops:
//!
//! | op | ramp | resume / destroy |
//! |---|---|---|
//! | `async.coro.id` | erased | erased |
//! | `async.coro.begin` | erased; `corolift.frame.alloc` at each save (at the start instead if buffers are pinned in the frame) | erased; the handle is the frame parameter |
//! | `memref.alloca` used across a suspension (itself or through a view) | `corolift.frame.slot` (its pinned buffer) | same |
//! | the same with a dynamic shape | `corolift.frame.alloca` (a buffer in the frame's alloca chain) | same |
//! | `async.coro.save` (point `k`) of an await | `corolift.coro.ready` of the awaited object: if complete, on to the resume destination; else the stores below | same |
//! | `async.coro.save` (point `k`) | `corolift.frame.store` of each value of variant `k`, then of `k` into `index` | same |
//! | `async.runtime.resume %hdl` | `corolift.coro.execute` | same |
//! | `async.runtime.await_and_resume %x, %hdl` + suspend | `corolift.coro.await %x` whose *ready* edge calls `@f.resume` and leaves | `corolift.coro.await %x` whose *ready* edge joins the resume destination |
//! | `async.coro.suspend` | branch to the suspend destination | same |
//! | `async.coro.free` | erased: a ramp that gets there never allocated (`corolift.frame.free` if it allocated at the start) | `corolift.frame.free` |
//! | `async.coro.end` | erased (the ramp returns its token and values) | `return` (nothing after it runs) |
//!
//! Resume and destroy get a new entry block with the frame parameter that dispatches on the
//! resume index (`cf.switch`) to one *landing* block per suspension point; a landing reloads
//! its variant, recomputes its constants and branches to the resume (or cleanup) destination.
//! SSA form is then restored ([`super::ssa`]) and every block the function can no longer
//! reach is deleted — in the ramp that is the code only a resumption runs, in resume the
//! ramp's prologue.

use rustc_hash::FxHashMap;

use super::analysis::{Coroutine, Publish, reverse_post_order};
use super::layout::{ALLOCAS_FIELD, INDEX_FIELD, Layout};
use super::ssa;
use crate::diag::Diagnostic;
use crate::ir::{
    Attribute, BlockId, Builder, DenseElements, Ir, OpId, OperationState, Type, Value, VectorType,
    named,
};

/// Which function of the split is being made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
    /// The original entry point: allocates the frame, runs to the first suspension.
    Ramp,
    /// `(frame) -> ()`: continues at the saved suspension point's resume destination.
    Resume,
    /// `(frame) -> ()`: continues at the saved suspension point's cleanup destination.
    Destroy,
}

/// Where a function of the split gets its frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum FrameAlloc {
    /// A ramp with pinned buffers: at its start, since the buffers live in the frame.
    AtStart,
    /// Any other ramp: a fresh frame at each suspension point where it really suspends.
    /// The ramp only runs past a suspension point when the awaited object was already
    /// complete, so at most one of these allocations happens per call, and a ramp whose
    /// awaits are all ready allocates nothing.
    AtSuspension,
    /// Resume and destroy: the frame is their parameter.
    Parameter,
}

/// Symbol names of the three functions, and how the ramp treats awaits.
pub(crate) struct Names {
    pub(crate) resume: String,
    pub(crate) destroy: String,
    /// The ramp tests awaited objects and runs on past those that are ready
    /// ([`super::SplitOptions::ramp_fast_paths`]).
    pub(crate) ramp_fast_paths: bool,
}

fn err(ir: &Ir, op: OpId, msg: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::error(
        ir.loc(op).clone(),
        format!("'{}' op {msg} (coro-split)", ir.name(op)),
    )
}

fn field_attr(field: &str) -> Vec<crate::ir::NamedAttr> {
    vec![named("field", Attribute::string(field))]
}

/// Rewrites the coroutine `co` (in `co.func`) into the function of `mode`. `rank` orders the
/// reloaded values for SSA repair (see [`build_dispatch`]).
pub(crate) fn rewrite(
    ir: &mut Ir,
    co: &Coroutine,
    layout: &Layout,
    names: &Names,
    mode: Mode,
    rank: &FxHashMap<Value, u64>,
) -> Result<(), Diagnostic> {
    let func = co.func;
    let loc = ir.loc(func).clone();
    let frame_ty = Type::CoroFrame(layout.frame.clone());
    let region = ir.regions(func)[0];
    let old_entry = ir.region_blocks(region)[0];
    let handle = co.handle;

    // 1. The frame: a parameter of resume and destroy. The ramp allocates it where it first
    //    suspends for real (see `FrameAlloc`), or at the start when pinned buffers must
    //    live in it from their first use on.
    let alloc_state = vec![
        named("destroy", Attribute::symbol(&names.destroy)),
        named("resume", Attribute::symbol(&names.resume)),
        named("suspend_points", Attribute::i64(co.suspends.len() as i64)),
    ];
    let frame_alloc = match mode {
        Mode::Ramp if layout.pinned.is_empty() && layout.owned.is_empty() => {
            FrameAlloc::AtSuspension
        }
        Mode::Ramp => FrameAlloc::AtStart,
        Mode::Resume | Mode::Destroy => FrameAlloc::Parameter,
    };
    // With `AtSuspension` this first allocation only stands in for the handle while its uses
    // (saves, publishing calls, free, end) are rewritten; it is erased once they are gone.
    let (frame, entry) = match frame_alloc {
        FrameAlloc::AtStart | FrameAlloc::AtSuspension => {
            let begin = co
                .begin
                .ok_or_else(|| Diagnostic::error(loc.clone(), "coro-split: lost the begin"))?;
            let mut b = Builder::before(ir, begin);
            let alloc = b.create(
                "corolift.frame.alloc",
                &[],
                std::slice::from_ref(&frame_ty),
                alloc_state.clone(),
            );
            (ir.result(alloc, 0), old_entry)
        }
        FrameAlloc::Parameter => {
            let e = ir.new_block(std::slice::from_ref(&frame_ty));
            ir.insert_block_before(old_entry, e);
            (ir.block_arg(e, 0), e)
        }
    };
    ir.replace_all_uses(handle, frame);

    // Stack buffers used across a suspension point live in the frame's pinned area.
    let mut renamed: FxHashMap<Value, Value> = FxHashMap::default();
    for (v, field) in &layout.pinned {
        let Some(def) = ir.defining_op(*v).filter(|d| ir.is_alive(*d)) else {
            continue;
        };
        let ty = ir.value_type(*v).clone();
        let slot = Builder::before(ir, def).create_value(
            "corolift.frame.slot",
            &[frame],
            ty,
            field_attr(field),
        );
        ir.replace_all_uses(*v, slot);
        ir.erase_op(def);
        renamed.insert(*v, slot);
    }
    // Dynamic-shape stack buffers used across a suspension point belong to the frame.
    for v in &layout.owned {
        let Some(def) = ir.defining_op(*v).filter(|d| ir.is_alive(*d)) else {
            continue;
        };
        let ty = ir.value_type(*v).clone();
        let dynamic = match &ty {
            Type::MemRef(m) => m.shape.iter().filter(|d| **d == crate::ir::DYNAMIC).count(),
            _ => 0,
        };
        let mut operands = vec![frame];
        operands.extend(ir.operands(def).iter().take(dynamic).copied());
        let mut attrs = field_attr(ALLOCAS_FIELD);
        if let Some(a) = ir.attr(def, "alignment").cloned() {
            attrs.push(named("alignment", a));
        }
        let buffer =
            Builder::before(ir, def).create_value("corolift.frame.alloca", &operands, ty, attrs);
        ir.replace_all_uses(*v, buffer);
        ir.erase_op(def);
        renamed.insert(*v, buffer);
    }

    // 2. Suspension points: a readiness check for awaits, stores at the save, then publish
    //    and leave.
    let resume_sym = Attribute::symbol(&names.resume);
    for (k, s) in co.suspends.iter().enumerate() {
        if !s.active {
            continue;
        }
        let save_loc = ir.loc(s.save).clone();
        let suspend_loc = ir.loc(s.suspend).clone();
        // An await of an object that is already complete continues at once: it skips the
        // stores (and, in the ramp, the frame), which only the slow path needs.
        // A ramp without fast paths hands every await to the runtime: it then ends at the
        // first suspension point it reaches, and the code after it lives in resume only.
        let fast_paths = mode != Mode::Ramp || names.ramp_fast_paths;
        let fast_path = match s.publish {
            Publish::Await(call) if fast_paths && ir.next_op(s.save) == Some(call) => {
                let awaited = ir.operand(call, 0);
                let slow = ir.split_block(s.block, s.save);
                let ready = ir.new_block(&[]);
                ir.insert_block_after(slow, ready);
                Builder::at_end(ir, ready, suspend_loc.clone()).br(s.resume_dest, &[]);
                let mut b = Builder::at_end(ir, s.block, save_loc.clone());
                let is_ready =
                    b.create_value("corolift.coro.ready", &[awaited], Type::i1(), vec![]);
                b.cond_br(is_ready, ready, &[], slow, &[]);
                Some(ready)
            }
            _ => None,
        };
        let frame_here = {
            let mut b = Builder::before(ir, s.save);
            b.loc = save_loc;
            let frame_here = match frame_alloc {
                FrameAlloc::AtSuspension => b.create_value(
                    "corolift.frame.alloc",
                    &[],
                    frame_ty.clone(),
                    alloc_state.clone(),
                ),
                _ => frame,
            };
            for (v, field) in &layout.variants[k].stored {
                b.create(
                    "corolift.frame.store",
                    &[*v, frame_here],
                    &[],
                    field_attr(field),
                );
            }
            let index = b.const_int(k as i128, Type::i32());
            b.create(
                "corolift.frame.store",
                &[index, frame_here],
                &[],
                field_attr(INDEX_FIELD),
            );
            frame_here
        };
        match s.publish {
            Publish::Execute(call) => {
                let call_loc = ir.loc(call).clone();
                let mut b = Builder::before(ir, call);
                b.loc = call_loc;
                b.create(
                    "corolift.coro.execute",
                    &[frame_here],
                    &[],
                    vec![named("resume", resume_sym.clone())],
                );
                ir.erase_op(call);
                let mut b = Builder::before(ir, s.suspend);
                b.loc = suspend_loc;
                b.br(s.suspend_dest, &[]);
            }
            Publish::Await(call) => {
                let awaited = ir.operand(call, 0);
                let call_loc = ir.loc(call).clone();
                let slow_block = ir
                    .parent_block(call)
                    .ok_or_else(|| err(ir, call, "is detached"))?;
                // Where the runtime's "already ready" answer goes: a lost race, after the
                // readiness check above. A ramp whose frame was allocated just now calls the
                // resume function on it (the index is stored) and leaves, so that nothing after
                // this point in the ramp ever needs a frame; elsewhere execution continues at
                // the resume destination. Through a block of its own either way, so that SSA
                // repair can pass values along a plain branch.
                let race = ir.new_block(&[]);
                ir.insert_block_after(slow_block, race);
                let mut b = Builder::at_end(ir, race, suspend_loc.clone());
                if frame_alloc == FrameAlloc::AtSuspension {
                    b.create(
                        "func.call",
                        &[frame_here],
                        &[],
                        vec![named("callee", resume_sym.clone())],
                    );
                    b.br(s.suspend_dest, &[]);
                } else {
                    b.br(fast_path.unwrap_or(s.resume_dest), &[]);
                }
                let mut b = Builder::before(ir, call);
                b.loc = call_loc;
                b.create_branch(
                    "corolift.coro.await",
                    &[awaited, frame_here],
                    &[race, s.suspend_dest],
                    vec![named("resume", resume_sym.clone())],
                );
                ir.erase_op(call);
            }
        }
        ir.erase_op(s.suspend);
        ir.erase_op(s.save);
    }

    // 3. Frame release and coroutine end.
    for op in ir.collect_pre(func) {
        if !ir.is_alive(op) {
            continue;
        }
        match ir.name(op).as_str() {
            "async.coro.free" => {
                // A ramp that allocates at its suspensions reaches the free only when it never
                // suspended: there is no frame to free.
                if frame_alloc != FrameAlloc::AtSuspension {
                    Builder::before(ir, op).create("corolift.frame.free", &[frame], &[], vec![]);
                }
                ir.erase_op(op);
            }
            "async.coro.end" => {
                let block = ir
                    .parent_block(op)
                    .ok_or_else(|| err(ir, op, "is detached"))?;
                if mode != Mode::Ramp {
                    let op_loc = ir.loc(op).clone();
                    let rest: Vec<OpId> = ir
                        .block_ops_vec(block)
                        .into_iter()
                        .skip_while(|o| *o != op)
                        .collect();
                    for o in rest.into_iter().rev() {
                        ir.erase_op(o);
                    }
                    Builder::at_end(ir, block, op_loc).create("func.return", &[], &[], vec![]);
                } else {
                    ir.erase_op(op);
                }
            }
            _ => {}
        }
    }
    for op in [co.begin, co.id_op].into_iter().flatten() {
        ir.erase_op(op);
    }
    if frame_alloc == FrameAlloc::AtSuspension {
        // The placeholder allocation only stood in for the handle, whose every use the
        // suspension points and the coroutine end have replaced.
        let placeholder = ir
            .defining_op(frame)
            .ok_or_else(|| Diagnostic::error(loc.clone(), "coro-split: lost the frame"))?;
        if !ir.use_empty(frame) {
            return Err(err(
                ir,
                placeholder,
                "frame is used outside the suspension points (internal error)",
            ));
        }
        ir.erase_op(placeholder);
    }

    // 4. Resume and destroy: dispatch, landings, SSA repair.
    if mode != Mode::Ramp {
        build_dispatch(ir, co, layout, &renamed, rank, mode, frame, entry, &loc)?;
    }

    // 5. Drop what this function cannot reach.
    remove_unreachable(ir, func, entry).map_err(|m| Diagnostic::error(loc.clone(), m))?;

    // 6. Signature and attributes.
    ir.remove_attr(func, "passthrough");
    if mode != Mode::Ramp {
        let name = match mode {
            Mode::Resume => &names.resume,
            _ => &names.destroy,
        };
        ir.set_attr(func, "sym_name", Attribute::string(name));
        ir.set_attr(
            func,
            "function_type",
            Attribute::Type(Type::function(vec![frame_ty], vec![])),
        );
        ir.set_attr(func, "sym_visibility", Attribute::string("private"));
        ir.remove_attr(func, "arg_attrs");
        ir.remove_attr(func, "res_attrs");
    }
    Ok(())
}

/// A coroutine without suspension points never needs its frame after it returns, so it gets
/// none at all (as LLVM does for such coroutines): its coroutine ops are simply erased.
pub(crate) fn remove_frameless(ir: &mut Ir, co: &Coroutine) -> Result<(), Diagnostic> {
    for op in ir.collect_pre(co.func) {
        if ir.is(op, "async.coro.free") || ir.is(op, "async.coro.end") {
            ir.erase_op(op);
        }
    }
    if !ir.use_empty(co.handle) {
        let at = co.begin.unwrap_or(co.func);
        return Err(err(
            ir,
            at,
            "handle is used by an op other than async.coro.free/end",
        ));
    }
    for op in [co.begin, co.id_op].into_iter().flatten() {
        ir.erase_op(op);
    }
    ir.remove_attr(co.func, "passthrough");
    Ok(())
}

/// Builds the entry dispatch and the landing blocks of a resume/destroy function, then
/// restores SSA form for the reloaded values, one value after the other (each adds block
/// arguments, so the order shows in the output): by `rank` — the position of the value's
/// original in the coroutine, which is the order a full clone of the coroutine would have
/// numbered them in — then, for values made here (pinned buffers' slots), by creation.
#[allow(clippy::too_many_arguments)]
fn build_dispatch(
    ir: &mut Ir,
    co: &Coroutine,
    layout: &Layout,
    renamed: &FxHashMap<Value, Value>,
    rank: &FxHashMap<Value, u64>,
    mode: Mode,
    frame: Value,
    entry: BlockId,
    loc: &crate::ir::Location,
) -> Result<(), Diagnostic> {
    // value → (landing → its reloaded definition)
    let mut new_defs: FxHashMap<Value, FxHashMap<BlockId, Value>> = FxHashMap::default();
    let mut landings = Vec::new();
    let mut after = entry;
    for (k, s) in co.suspends.iter().enumerate() {
        let landing = ir.new_block(&[]);
        ir.insert_block_after(after, landing);
        after = landing;
        landings.push(landing);
        let variant = &layout.variants[k];
        // A reload or constant that nothing uses would only be erased again below (and
        // repair has nothing to rewire for it): skip it. The operands of the values
        // re-derived here count as used, since their clones are made after the reloads.
        let derived_from: Vec<Value> = variant
            .remat
            .iter()
            .filter_map(|c| ir.defining_op(*renamed.get(c).unwrap_or(c)))
            .flat_map(|def| ir.operands(def).to_vec())
            .collect();
        let unused = |ir: &Ir, v: Value| ir.use_empty(v) && !derived_from.contains(&v);
        let mut b = Builder::at_end(ir, landing, loc.clone());
        for (v, field) in &variant.stored {
            if unused(b.ir, *v) {
                continue;
            }
            let ty = b.ir.value_type(*v).clone();
            let loaded = b.create_value("corolift.frame.load", &[frame], ty, field_attr(field));
            new_defs.entry(*v).or_default().insert(landing, loaded);
        }
        for c in &variant.remat {
            let c = renamed.get(c).unwrap_or(c);
            let def = b.ir.defining_op(*c).ok_or_else(|| {
                Diagnostic::error(loc.clone(), "a rematerialised constant has no defining op")
            })?;
            if b.ir.is(def, "arith.constant") && unused(b.ir, *c) {
                continue;
            }
            let mut map = crate::ir::ValueMap::default();
            let clone = b.ir.clone_op(def, &mut map);
            b.place(clone);
            new_defs
                .entry(*c)
                .or_default()
                .insert(landing, b.ir.result(clone, 0));
        }
        let target = match mode {
            Mode::Destroy => s.cleanup_dest,
            _ => s.resume_dest,
        };
        b.br(target, &[]);
    }

    let mut b = Builder::at_end(ir, entry, loc.clone());
    match landings.as_slice() {
        [] => {
            b.create("corolift.unreachable", &[], &[], vec![]);
        }
        [only] => {
            b.br(*only, &[]);
        }
        _ => {
            let index = b.create_value(
                "corolift.frame.load",
                &[frame],
                Type::i32(),
                field_attr(INDEX_FIELD),
            );
            let invalid = b.ir.new_block(&[]);
            let last = *landings.last().unwrap_or(&entry);
            b.ir.insert_block_after(last, invalid);
            Builder::at_end(b.ir, invalid, loc.clone()).create(
                "corolift.unreachable",
                &[],
                &[],
                vec![],
            );
            let n = landings.len();
            let case_values = Attribute::Dense {
                data: DenseElements::Ints((0..n as i128).collect()).into(),
                ty: Type::Vector(
                    VectorType {
                        shape: vec![n as i64],
                        scalable: vec![false],
                        elem: Type::i32(),
                    }
                    .into(),
                ),
            };
            let mut successors = vec![invalid];
            successors.extend(&landings);
            let mut state = OperationState::new("cf.switch", loc.clone());
            state.operands = vec![index];
            state.successors = successors;
            state.attrs = vec![
                named("case_values", case_values),
                named(
                    "case_operand_segments",
                    Attribute::dense_i32_array(&vec![0; n]),
                ),
                named(
                    "operandSegmentSizes",
                    Attribute::dense_i32_array(&[1, 0, 0]),
                ),
            ];
            b.insert(state);
        }
    }

    let cfg = ssa::Cfg::new(ir, entry);
    let mut values: Vec<Value> = new_defs.keys().copied().collect();
    values.sort_by_key(|v| rank.get(v).map_or((1, v.index() as u64), |r| (0, *r)));
    let mut repairs = ssa::Repairs::new(&cfg);
    values
        .into_iter()
        .try_for_each(|v| repairs.repair(ir, v, &new_defs[&v]))
        .and_then(|()| repairs.finish(ir))
        .map_err(|m| Diagnostic::error(loc.clone(), format!("coro-split: {m}")))?;
    // A landing reloads the whole variant, but e.g. destroy only needs what its cleanup path
    // uses: drop reloads and recomputed constants nobody reads.
    for landing in landings {
        for op in ir.block_ops_vec(landing) {
            let reload = ir.is(op, "corolift.frame.load") || ir.is(op, "arith.constant");
            if reload && ir.results(op).iter().all(|r| ir.use_empty(*r)) {
                ir.erase_op(op);
            }
        }
    }
    Ok(())
}

/// Erases every block of `func` not reachable from `entry`. Fails (changing nothing) if a
/// reachable op still uses a value defined in such a block — a value the crossing analysis
/// missed, which would otherwise be a miscompilation.
fn remove_unreachable(ir: &mut Ir, func: OpId, entry: BlockId) -> Result<(), String> {
    let reachable: rustc_hash::FxHashSet<BlockId> =
        reverse_post_order(ir, entry).into_iter().collect();
    let blocks = super::analysis::body_blocks(ir, func);
    let dead: Vec<BlockId> = blocks
        .into_iter()
        .filter(|b| !reachable.contains(b))
        .collect();
    for &b in &dead {
        let mut defined: Vec<Value> = ir.block_args(b).to_vec();
        for op in ir.block_ops(b) {
            defined.extend(ir.results(op).iter().copied());
        }
        for v in defined {
            let escapes = ir.uses(v).iter().any(|u| {
                ir.parent_block(u.op)
                    .is_some_and(|ub| reachable.contains(&ub))
            });
            if escapes {
                return Err(
                    "coro-split: internal error: a value used after a suspension point is not in the frame".into(),
                );
            }
        }
    }
    // Dead blocks may use each other's values: erased together.
    ir.erase_blocks(&dead);
    Ok(())
}
