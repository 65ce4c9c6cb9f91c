//! `coro-split`: corolift's own coroutine splitting, as an IR-to-IR pass.
//!
//! # What comes in
//!
//! After `async-to-async-runtime` (and `async-func-to-async-runtime`), every `async.execute`
//! body and every `async.func` is a `func.func` *coroutine*: it creates its token and values,
//! takes a handle (`async.coro.id` + `async.coro.begin`), and at every point where it may
//! wait it saves the handle (`async.coro.save`), gives it to the runtime
//! (`async.runtime.resume` to start on the thread pool, `async.runtime.await_and_resume` to
//! continue once an awaited object is ready) and suspends (`async.coro.suspend` with three
//! successors: *suspend* — leave now, *resume* — where the continuation starts, *cleanup* —
//! where a destroyed coroutine frees itself). All paths end in `async.coro.end`, after which
//! the function returns its token and values. LLVM would split such a function in its
//! `CoroSplit` pass; we do it here, before code generation, so that the result is ordinary IR
//! that can be printed, verified and tested.
//!
//! # What goes out
//!
//! Each coroutine `@f` becomes three functions over an explicit frame, whose layout is a real
//! type (`!corolift.frame<…>`, printed as the alias `!f_frame`):
//!
//! * the **ramp** `@f` (same signature): runs until the first suspension where it really has
//!   to wait, allocates the frame there (`corolift.frame.alloc`, which also writes the
//!   addresses of the two other functions into the frame header) and returns the token and
//!   values it created — from registers, never from the frame. A call whose awaits are all
//!   ready runs to completion in the ramp without any frame;
//! * the **resume** function `@f.resume(%frame)`, which the runtime calls to continue: it loads
//!   the resume index from the frame, jumps (`cf.switch`) to the *landing block* of that
//!   suspension point, which reloads the values saved there and branches to the resume
//!   destination;
//! * the **destroy** function `@f.destroy(%frame)`: the same, but landing at the cleanup
//!   destinations. (The MLIR runtime never destroys a coroutine; the function exists so that the
//!   frame header is complete and a future runtime can cancel.)
//!
//! # How
//!
//! 1. [`analysis`]: recognise the coroutine and number its suspension points in reverse
//!    post-order; compute liveness and, for each point `s`, the set `X(s)` of values its resume
//!    or cleanup destination needs. Values are stored *at the save* and reloaded *at the
//!    landing*; nothing is read from or written to the frame after the runtime call that
//!    publishes the handle, because from that moment the continuation may run — even finish
//!    and free the frame — on another thread, or inline inside that very call.
//! 2. [`layout`]: because each point's values are stored at its save and reloaded at its
//!    landing, only one point's values are ever held in a frame at a time, so every point gets
//!    its own *variant* and all variants share the bytes after the 24-byte header. Constants
//!    are recomputed at the landing instead of stored. (LLVM gives every spilled value its own
//!    slot for the whole coroutine; this union is why our frames are smaller.)
//! 3. [`rewrite`]: the ramp is the original function rewritten in place; resume and destroy
//!    are rewritten clones — of only the blocks reachable from their landings' destinations,
//!    values from the blocks left out standing in as placeholders until the landings' reloads
//!    replace them (destroy is usually a handful of ops; cloning the whole body and deleting
//!    it again was most of the pass's time). In each, the coroutine ops become `corolift.*`
//!    ops and plain branches, the blocks it cannot reach are deleted, and in resume/destroy
//!    SSA form is restored around the landings ([`ssa`]), in an order that makes the output
//!    exactly what cloning the whole body would give.
//!
//! Awaiting an object that is already available costs neither a frame nor a runtime call:
//! every await first tests the object (`corolift.coro.ready`, a load of its completion state)
//! and, if it is complete, continues directly at the resume destination with all values still
//! in registers. Only otherwise does it store the variant and call `corolift.coro.await`,
//! which registers the resume function or — the object completed in between — reports it
//! ready. In resume and destroy that late "ready" continues inline too; in a ramp, which
//! allocated its frame just before, it calls the resume function on the frame (the index is
//! stored) and returns, so that ramp code after a suspension point never needs a frame. This
//! also keeps one activation per await off the machine stack, which resuming from inside the
//! runtime would nest. A ramp with stack buffers pinned in the frame
//! (`corolift.frame.slot`) allocates the frame at its start instead.
//!
//! A coroutine that never suspends (an `async.func` without awaits) needs no frame: its
//! coroutine ops are erased and it stays a single plain function.
//!
//! With `ramp-fast-paths=false` (what `-O0` asks for) the ramp tests no readiness: it runs
//! to the first suspension point it reaches, allocates the frame there and hands over to
//! the runtime, whose "already ready" answer calls the resume function. Everything after
//! the first suspension points then exists only in resume, so the split makes about a third
//! less code for the code generator, at the price of a frame allocation for every call that
//! reaches an await.
//!
//! The pass runs on the module (it adds functions); its pipeline name is `coro-split`.

pub(crate) mod analysis;
pub mod layout;
pub(crate) mod rewrite;
pub(crate) mod ssa;

pub use layout::frame_report;

use rustc_hash::{FxHashMap, FxHashSet};

use super::{Anchor, Pass, PassInfo, PassOptionInfo};
use crate::diag::Diagnostic;
use crate::ir::{Attribute, BlockId, Ir, OpId, OperationState, RegionId, Value, ValueMap};
use analysis::Coroutine;
use layout::Layout;
use rewrite::{Mode, Names};

/// Pipeline name of the pass.
pub const NAME: &str = "coro-split";

/// The pass description (one line in [`super::PASSES`]).
pub const INFO: PassInfo = PassInfo {
    name: NAME,
    display_name: "CoroSplitPass",
    description: "Split every coroutine into ramp, resume and destroy functions over an explicit frame (corolift's replacement for LLVM's CoroSplit)",
    anchor: Anchor::Op("builtin.module"),
    options: Some(&[PassOptionInfo {
        name: "ramp-fast-paths",
        kind: "<bool>",
        description: "Let the ramp run on past awaits of objects that are already available (default true; false: the ramp stops at its first suspension point, less code, a frame for every call that reaches an await)",
    }]),
    noop: false,
    create: |info, opts| {
        Ok(Box::new(CoroSplit {
            info,
            options: SplitOptions {
                ramp_fast_paths: opts.get_bool("ramp-fast-paths")?.unwrap_or(true),
            },
        }))
    },
    run: None,
};

/// What the split may do besides splitting (the pass's options).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SplitOptions {
    /// `ramp-fast-paths`: the ramp tests each awaited object and runs on while they are
    /// ready (see the module doc).
    pub ramp_fast_paths: bool,
}

impl Default for SplitOptions {
    fn default() -> Self {
        SplitOptions {
            ramp_fast_paths: true,
        }
    }
}

/// The pass with its options.
struct CoroSplit {
    info: &'static PassInfo,
    options: SplitOptions,
}

impl Pass for CoroSplit {
    fn info(&self) -> &'static PassInfo {
        self.info
    }

    fn run(&mut self, ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
        run_with(ir, op, self.options)
    }
}

/// Splits every coroutine `func.func` directly in the module `module`, with the default
/// options.
pub fn run(ir: &mut Ir, module: OpId) -> Result<(), Diagnostic> {
    run_with(ir, module, SplitOptions::default())
}

/// Splits every coroutine `func.func` directly in the module `module`.
pub fn run_with(ir: &mut Ir, module: OpId, options: SplitOptions) -> Result<(), Diagnostic> {
    let Some(body) = ir.regions(module).first().and_then(|r| ir.entry_block(*r)) else {
        return Ok(());
    };
    let coroutines: Vec<OpId> = ir
        .block_ops_vec(body)
        .into_iter()
        .filter(|op| ir.is(*op, "func.func") && analysis::is_coroutine(ir, *op))
        .collect();
    let mut symbols: rustc_hash::FxHashSet<String> = ir
        .block_ops_vec(body)
        .into_iter()
        .filter_map(|op| {
            ir.attr(op, "sym_name")
                .and_then(Attribute::as_str)
                .map(str::to_owned)
        })
        .collect();
    for func in coroutines {
        split_one(ir, func, &mut symbols, options)?;
    }
    Ok(())
}

/// A symbol name based on `base` that is not in `taken` (then taken).
fn fresh_symbol(base: String, taken: &mut rustc_hash::FxHashSet<String>) -> String {
    let mut name = base.clone();
    let mut n = 0;
    while taken.contains(&name) {
        name = format!("{base}_{n}");
        n += 1;
    }
    taken.insert(name.clone());
    name
}

fn split_one(
    ir: &mut Ir,
    func: OpId,
    symbols: &mut rustc_hash::FxHashSet<String>,
    options: SplitOptions,
) -> Result<(), Diagnostic> {
    let co = analysis::analyze(ir, func)?;
    if co.suspends.is_empty() {
        return rewrite::remove_frameless(ir, &co);
    }
    let name = ir
        .attr(func, "sym_name")
        .and_then(Attribute::as_str)
        .unwrap_or("coroutine")
        .to_owned();
    let names = Names {
        resume: fresh_symbol(format!("{name}.resume"), symbols),
        destroy: fresh_symbol(format!("{name}.destroy"), symbols),
        ramp_fast_paths: options.ramp_fast_paths,
    };
    let crossing: Vec<Vec<Value>> = co.suspends.iter().map(|s| s.crossing.clone()).collect();
    let layout = layout::compute(ir, &name, &crossing)
        .map_err(|m| Diagnostic::error(ir.loc(func).clone(), format!("coro-split: {m}")))?;

    // Clone before rewriting: resume and destroy start from the coroutine body, minus the
    // blocks they cannot reach (the ramp's prologue; for destroy nearly everything).
    let ranks = value_ranks(ir, func, &layout);
    let mut clones = Vec::new();
    let mut anchor = func;
    for mode in [Mode::Resume, Mode::Destroy] {
        let kept = reachable_blocks(ir, &co, &layout, mode);
        let copy = clone_partial(ir, func, &kept, &co, &layout);
        ir.insert_op_after(anchor, copy.func);
        anchor = copy.func;
        let rank: FxHashMap<Value, u64> = ranks
            .iter()
            .map(|(orig, r)| (copy.map.lookup(*orig), *r))
            .collect();
        let co_copy = co.mapped(ir, copy.func, &copy.map, &kept);
        let layout_copy = layout.mapped(&copy.map);
        clones.push((co_copy, layout_copy, rank, copy, mode));
    }
    rewrite::rewrite(ir, &co, &layout, &names, Mode::Ramp, &FxHashMap::default())?;
    for (co_copy, layout_copy, rank, copy, mode) in &clones {
        rewrite::rewrite(ir, co_copy, layout_copy, &names, *mode, rank)?;
        copy.finish(ir)?;
    }
    Ok(())
}

/// The blocks of coroutine `co` that its resume or destroy function (`mode`) can reach: from
/// the resume (cleanup) destinations on, where a suspension point leads only to its suspend
/// and resume destinations (its cleanup destination is reached through a landing only). Plus
/// the blocks defining what a landing re-derives from the function's own ops (pinned and
/// frame-owned buffers, recast unranked memrefs), which the rewrite turns into frame ops
/// there. A superset is harmless (the rewrite drops unreachable blocks); anything else would
/// lose code.
fn reachable_blocks(ir: &Ir, co: &Coroutine, layout: &Layout, mode: Mode) -> FxHashSet<BlockId> {
    let suspend_at: FxHashMap<BlockId, [BlockId; 2]> = co
        .suspends
        .iter()
        .map(|s| (s.block, [s.suspend_dest, s.resume_dest]))
        .collect();
    let mut work: Vec<BlockId> = co
        .suspends
        .iter()
        .map(|s| match mode {
            Mode::Destroy => s.cleanup_dest,
            _ => s.resume_dest,
        })
        .collect();
    let mut kept = FxHashSet::default();
    while let Some(b) = work.pop() {
        if !kept.insert(b) {
            continue;
        }
        match suspend_at.get(&b) {
            Some(succs) => work.extend(succs),
            None => {
                if let Some(term) = ir.last_op(b) {
                    work.extend(ir.successors(term));
                }
            }
        }
    }
    let derived = layout
        .variants
        .iter()
        .flat_map(|v| &v.remat)
        .filter(|v| !layout::is_rematerializable(ir, **v));
    let buffers = layout.pinned.iter().map(|(v, _)| v).chain(&layout.owned);
    for v in derived.chain(buffers) {
        if let Some(b) = ir.value_block(*v) {
            kept.insert(b);
        }
    }
    kept
}

/// The position of each value a landing of `layout` reloads or recomputes among the values
/// of `func`'s body, in the order a deep clone creates them (all block arguments, then op
/// results block by block): a partial clone repairs SSA form in that order, as the full clone
/// did.
fn value_ranks(ir: &Ir, func: OpId, layout: &Layout) -> Vec<(Value, u64)> {
    let wanted: FxHashSet<Value> = layout
        .variants
        .iter()
        .flat_map(|v| v.stored.iter().map(|(x, _)| x).chain(&v.remat))
        .copied()
        .collect();
    let blocks = analysis::body_blocks(ir, func);
    let mut ranks = Vec::with_capacity(wanted.len());
    let mut next = 0u64;
    for &b in &blocks {
        for a in ir.block_args(b) {
            if wanted.contains(a) {
                ranks.push((*a, next));
            }
            next += 1;
        }
    }
    for &b in &blocks {
        for op in ir.block_ops(b) {
            for r in ir.results(op) {
                if wanted.contains(r) {
                    ranks.push((*r, next));
                }
                next += 1;
            }
        }
    }
    ranks
}

/// A copy of a coroutine made by [`clone_partial`].
struct PartialClone {
    /// The new `func.func` (detached).
    func: OpId,
    /// Original → copied values and blocks; values defined in blocks left out map to stand-ins.
    map: ValueMap,
    /// Placeholders for values defined in blocks left out.
    placeholders: Vec<Value>,
    /// Detached copies of constants defined in blocks left out, which landings recompute.
    constants: Vec<OpId>,
}

impl PartialClone {
    /// After the rewrite: every use of a stand-in must have been replaced by a reload (SSA
    /// repair) or gone with its block; one left means a value the crossing analysis missed.
    fn finish(&self, ir: &mut Ir) -> Result<(), Diagnostic> {
        let stand_ins = self
            .placeholders
            .iter()
            .copied()
            .chain(self.constants.iter().map(|c| ir.result(*c, 0)));
        if stand_ins.into_iter().any(|v| !ir.use_empty(v)) {
            return Err(Diagnostic::error(
                ir.loc(self.func).clone(),
                "coro-split: internal error: a value used after a suspension point is not in the frame",
            ));
        }
        for c in &self.constants {
            ir.erase_op(*c);
        }
        Ok(())
    }

    /// Maps `v` to a stand-in if it is defined in a block of `region` that is not copied.
    fn stand_in(&mut self, ir: &mut Ir, region: RegionId, kept: &FxHashSet<BlockId>, v: Value) {
        if self.map.values.contains_key(&v) {
            return;
        }
        let Some(b) = ir.value_block(v) else { return };
        if kept.contains(&b) || ir.block_parent(b) != Some(region) {
            return;
        }
        let new = match ir.defining_op(v) {
            Some(def) if layout::is_rematerializable(ir, v) => {
                let c = ir.clone_op(def, &mut ValueMap::default());
                self.constants.push(c);
                ir.result(c, 0)
            }
            _ => {
                let ty = ir.value_type(v).clone();
                let p = ir.new_placeholder(ty);
                self.placeholders.push(p);
                p
            }
        };
        self.map.map(v, new);
    }
}

/// A detached copy of coroutine `func` with only the blocks in `kept`, in their order. Values
/// those blocks use from blocks left out — all of which a landing reloads or recomputes, or
/// the rewrite erases — and the coroutine's own values (handle, frame contents) map to
/// stand-ins: placeholders, or copies of constants for the landings to clone.
fn clone_partial(
    ir: &mut Ir,
    func: OpId,
    kept: &FxHashSet<BlockId>,
    co: &Coroutine,
    layout: &Layout,
) -> PartialClone {
    let mut copy = PartialClone {
        func,
        map: ValueMap::default(),
        placeholders: Vec::new(),
        constants: Vec::new(),
    };
    let region = ir.regions(func)[0];
    let blocks: Vec<BlockId> = ir
        .region_blocks(region)
        .iter()
        .copied()
        .filter(|b| kept.contains(b))
        .collect();
    let new_region = ir.new_region();
    for &b in &blocks {
        let nb = ir.clone_block_header(b, &mut copy.map);
        ir.append_block(new_region, nb);
    }
    for &b in &blocks {
        let nb = copy.map.blocks[&b];
        let mut cur = ir.first_op(b);
        while let Some(op) = cur {
            cur = ir.next_op(op);
            for i in 0..ir.operands(op).len() {
                let v = ir.operand(op, i);
                copy.stand_in(ir, region, kept, v);
            }
            for v in analysis::captured_values(ir, op) {
                copy.stand_in(ir, region, kept, v);
            }
            let c = ir.clone_op(op, &mut copy.map);
            ir.append_op(nb, c);
        }
    }
    // What the rewrite and the landings refer to, whether or not a copied op uses it.
    let coroutine_values = [Some(co.handle), co.id_op.map(|op| ir.result(op, 0))];
    let mut frame_values: Vec<Value> = coroutine_values.into_iter().flatten().collect();
    for s in &co.suspends {
        frame_values.extend(&s.crossing);
    }
    for variant in &layout.variants {
        frame_values.extend(variant.stored.iter().map(|(v, _)| *v));
        frame_values.extend(&variant.remat);
    }
    frame_values.extend(layout.pinned.iter().map(|(v, _)| *v));
    frame_values.extend(&layout.owned);
    for v in frame_values {
        copy.stand_in(ir, region, kept, v);
    }
    let mut state = OperationState::new(ir.name(func).as_str(), ir.loc(func).clone());
    state.attrs = ir.attrs(func).to_vec();
    state.regions = vec![new_region];
    copy.func = ir.create_op(state);
    copy
}
