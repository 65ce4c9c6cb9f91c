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
//!    are rewritten clones. In each, the coroutine ops become `corolift.*` ops and plain
//!    branches, the blocks it cannot reach are deleted, and in resume/destroy SSA form is
//!    restored around the landings ([`ssa`]).
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
//! The pass runs on the module (it adds functions); its pipeline name is `coro-split`.

pub(crate) mod analysis;
pub mod layout;
pub(crate) mod rewrite;
pub(crate) mod ssa;

pub use layout::frame_report;

use crate::diag::Diagnostic;
use crate::ir::{Attribute, Ir, OpId, ValueMap};
use rewrite::{Mode, Names};

/// Pipeline name of the pass.
pub const NAME: &str = "coro-split";

/// Splits every coroutine `func.func` directly in the module `module`.
pub fn run(ir: &mut Ir, module: OpId) -> Result<(), Diagnostic> {
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
        split_one(ir, func, &mut symbols)?;
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
    };
    let crossing: Vec<Vec<crate::ir::Value>> =
        co.suspends.iter().map(|s| s.crossing.clone()).collect();
    let layout = layout::compute(ir, &name, &crossing)
        .map_err(|m| Diagnostic::error(ir.loc(func).clone(), format!("coro-split: {m}")))?;

    // Clone before rewriting: resume and destroy start from the full coroutine body.
    let mut clones = Vec::new();
    let mut anchor = func;
    for _ in 0..2 {
        let mut map = ValueMap::default();
        let clone = ir.clone_op(func, &mut map);
        ir.insert_op_after(anchor, clone);
        anchor = clone;
        clones.push((clone, map));
    }
    let clones: Vec<_> = clones
        .iter()
        .map(|(clone, map)| (co.mapped(ir, *clone, map), layout.mapped(map)))
        .collect();
    rewrite::rewrite(ir, &co, &layout, &names, Mode::Ramp)?;
    for ((co_clone, layout_clone), mode) in clones.iter().zip([Mode::Resume, Mode::Destroy]) {
        rewrite::rewrite(ir, co_clone, layout_clone, &names, mode)?;
    }
    Ok(())
}
