//! `async-runtime-ref-counting`: automatic reference counting of async runtime objects,
//! placed with liveness analysis.
//!
//! Every `!async.token`, `!async.value<T>` and `!async.group` comes into existence owning one
//! reference: op results (`async.runtime.create`, the results of a coroutine ramp call) and
//! block arguments alike (a caller hands its callee, or a branch its successor, one reference
//! per argument). This pass places the `add_ref` / `drop_ref` ops that keep that true:
//!
//! 1. a value without uses is dropped right after its definition;
//! 2. where a value dies in a block (live-in or defined there, not live-out), it is dropped
//!    right after its last use — unless that use is a `ReturnLike` terminator, which hands the
//!    reference to the caller, or a branch that passes it on (step 4);
//! 3. before every `func.call` taking the value, one reference is added for the callee;
//! 4. on every CFG edge leaving a block the value reaches, the edge must carry exactly as many
//!    references as its target needs: one per block argument the value is passed to, plus one
//!    if the value is live into the target. The difference to the one reference the block holds
//!    is fixed with a `drop_ref` at the start of the target (when this block is its only
//!    predecessor), with an `add_ref` before the terminator (when every edge needs the same
//!    extra count), or in a new block placed on the edge.
//!
//! Blocks placed on edges for one value are treated as forwarding blocks when the next value is
//! counted; upstream consults stale liveness there and drops values a second time (see
//! [`is_live_in`]). Otherwise,
//! step 4 generalises upstream MLIR, which handles only edges that *drop* a value and rejects
//! values passed as block arguments ("can't handle terminators that are not ReturnLike"); with
//! it, tokens and values carried around loops are counted correctly. For the shapes upstream
//! accepts, the output is identical to `mlir-opt`'s, including op order. Blocks ending in
//! `async.coro.suspend` are exempt from step 4: execution always continues in the resume
//! successor (coroutines are never destroyed early).
//!
//! A value passed on by a terminator without successors inside a nested region (`scf.yield`
//! carrying a token through `scf.for` iter_args) is refused with upstream's "not ReturnLike"
//! error and a note to run `--convert-scf-to-cf` first. mlir-opt-22 accepts that shape and
//! miscounts it (the loop's init operand is dropped after the loop although the loop's block
//! argument already owns and drops that reference); on the CFG form step 4 counts it exactly.
//!
//! ```mlir
//! %t = async.runtime.create : !async.token
//! async.runtime.await %t : !async.token
//! // inserted: async.runtime.drop_ref %t {count = 1 : i64} : !async.token
//! ```

use rustc_hash::FxHashSet;

use crate::analysis::liveness::{Liveness, ancestor_block_in_region_of, ancestor_in_block};
use crate::diag::Diagnostic;
use crate::dialect::{self, Traits};
use crate::ir::{Attribute, BlockId, Builder, InsertPoint, Ir, OpId, Value, ValueDef, named};

/// Runs the pass on every ref-counted value defined under `op`.
pub fn run(ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
    check_no_high_level_async(ir, op)?;
    // Only ref-counted values are asked about.
    let liveness = Liveness::of_values(ir, op, |ir, v| ir.value_type(v).is_ref_counted());
    for value in ref_counted_values(ir, op) {
        add_automatic_ref_counting(ir, &liveness, value)?;
    }
    Ok(())
}

/// Rejects IR that still has `async.execute`/`await`/`await_all`/`yield`: counting now would be
/// wrong once they are lowered.
pub(crate) fn check_no_high_level_async(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let mut err = None;
    ir.walk_post(op, &mut |o| {
        if err.is_none()
            && matches!(
                ir.name(o).as_str(),
                "async.execute" | "async.await" | "async.await_all" | "async.yield"
            )
        {
            err = Some(op_error(
                ir,
                o,
                "async operations must be lowered to async runtime operations",
            ));
        }
    });
    err.map_or(Ok(()), Err)
}

/// An error at `op` the way upstream reports it with `Operation::emitError`: no `'name' op`
/// prefix, plus the `see current operation` note (dropped by `-verify-diagnostics`).
fn op_error(ir: &Ir, op: OpId, message: &str) -> Diagnostic {
    let text = crate::print::print_op_generic_local(ir, op);
    let sep = if text.contains('\n') { "\n" } else { "" };
    Diagnostic::error(ir.loc(op).clone(), message).with_note(
        ir.loc(op).clone(),
        format!("see current operation: {sep}{text}"),
    )
}

/// Ref-counted values under `op` in MLIR's visiting order: block arguments of all blocks
/// (blocks in post-order), then op results (ops in post-order).
pub(crate) fn ref_counted_values(ir: &Ir, op: OpId) -> Vec<Value> {
    let mut values = Vec::new();
    for block in blocks_post_order(ir, op) {
        values.extend(
            ir.block_args(block)
                .iter()
                .copied()
                .filter(|v| ir.value_type(*v).is_ref_counted()),
        );
    }
    ir.walk_post(op, &mut |o| {
        values.extend(
            ir.results(o)
                .iter()
                .copied()
                .filter(|v| ir.value_type(*v).is_ref_counted()),
        );
    });
    values
}

fn blocks_post_order(ir: &Ir, op: OpId) -> Vec<BlockId> {
    fn visit(ir: &Ir, op: OpId, out: &mut Vec<BlockId>) {
        for &region in ir.regions(op) {
            for &block in ir.region_blocks(region) {
                for inner in ir.block_ops(block) {
                    visit(ir, inner, out);
                }
                out.push(block);
            }
        }
    }
    let mut out = Vec::new();
    visit(ir, op, &mut out);
    out
}

/// Creates `async.runtime.<kind> %value {count = N : i64}` at `ip`.
pub(crate) fn create_ref_op(
    ir: &mut Ir,
    ip: InsertPoint,
    kind: &str,
    value: Value,
    count: i64,
) -> OpId {
    let loc = value_loc(ir, value);
    let mut b = Builder::new(ir, ip, loc);
    b.create(
        &format!("async.runtime.{kind}"),
        &[value],
        &[],
        vec![named("count", Attribute::i64(count))],
    )
}

fn value_loc(ir: &Ir, value: Value) -> crate::ir::Location {
    match ir.value_def(value) {
        ValueDef::OpResult(op, _) => ir.loc(op).clone(),
        ValueDef::BlockArg(block, _) => ir
            .block_parent_op(block)
            .map(|o| ir.loc(o).clone())
            .unwrap_or_default(),
        ValueDef::Placeholder => Default::default(),
    }
}

/// Step 1: a value without uses is dropped right after it is defined.
pub(crate) fn drop_ref_if_no_uses(ir: &mut Ir, value: Value) -> bool {
    if !ir.use_empty(value) {
        return false;
    }
    let ip = match ir.value_def(value) {
        ValueDef::OpResult(op, _) => InsertPoint::After(op),
        ValueDef::BlockArg(block, _) => match ir.first_op(block) {
            Some(first) => InsertPoint::Before(first),
            None => InsertPoint::End(block),
        },
        ValueDef::Placeholder => return true,
    };
    create_ref_op(ir, ip, "drop_ref", value, 1);
    true
}

fn add_automatic_ref_counting(
    ir: &mut Ir,
    liveness: &Liveness,
    value: Value,
) -> Result<(), Diagnostic> {
    if drop_ref_if_no_uses(ir, value) {
        return Ok(());
    }
    add_drop_ref_after_last_use(ir, liveness, value)?;
    add_add_ref_before_function_calls(ir, value);
    balance_successor_edges(ir, liveness, value)
}

/// Step 2.
fn add_drop_ref_after_last_use(
    ir: &mut Ir,
    liveness: &Liveness,
    value: Value,
) -> Result<(), Diagnostic> {
    let Some(def_block) = ir.value_block(value) else {
        return Ok(());
    };
    // For each block of the defining region with a use: the op of that block holding it.
    let mut users_in_blocks: Vec<(BlockId, OpId)> = Vec::new();
    for u in ir.uses(value) {
        let Some(user_block) = ir.parent_block(u.op) else {
            continue;
        };
        let Some(block) = ancestor_block_in_region_of(ir, def_block, user_block) else {
            continue;
        };
        let Some(user) = ancestor_in_block(ir, block, u.op) else {
            continue;
        };
        match users_in_blocks.iter_mut().find(|(b, _)| *b == block) {
            Some(entry) => entry.1 = user,
            None => users_in_blocks.push((block, user)),
        }
    }
    let mut last_users: Vec<OpId> = Vec::new();
    for (block, user) in users_in_blocks {
        if liveness.is_live_out(block, value) {
            continue;
        }
        let last = liveness.end_operation(ir, block, value, user);
        if !last_users.contains(&last) {
            last_users.push(last);
        }
    }
    for last in last_users {
        let traits = dialect::traits(ir, last);
        if traits.contains(Traits::RETURN_LIKE) {
            continue;
        }
        if traits.contains(Traits::TERMINATOR) || !ir.successors(last).is_empty() {
            if passes_as_successor_operand(ir, last, value) {
                // Handled edge by edge in step 4.
                continue;
            }
            let mut err = op_error(
                ir,
                last,
                "async reference counting can't handle terminators that are not ReturnLike",
            );
            if successors_empty_in_nested_region(ir, last) {
                // e.g. `scf.yield` of a token carried by `scf.for`: upstream counts those
                // wrongly (it treats the yield as a return and the loop's init operand as an
                // ordinary use), so refuse and point at the lowering that makes it countable.
                err = err.with_note(
                    ir.loc(last).clone(),
                    "values carried through structured control flow are counted on its CFG \
                     form: run --convert-scf-to-cf first",
                );
            }
            return Err(err);
        }
        create_ref_op(ir, InsertPoint::After(last), "drop_ref", value, 1);
    }
    Ok(())
}

/// Whether `terminator` has no successors and sits in a region nested inside the op being
/// processed (a structured-control-flow yield rather than a function return).
fn successors_empty_in_nested_region(ir: &Ir, terminator: OpId) -> bool {
    ir.successors(terminator).is_empty()
        && ir
            .parent_op(terminator)
            .is_some_and(|p| !dialect::has_trait(ir, p, Traits::ISOLATED_FROM_ABOVE))
}

fn passes_as_successor_operand(ir: &Ir, terminator: OpId, value: Value) -> bool {
    (0..ir.successors(terminator).len())
        .any(|i| dialect::cf::successor_operands(ir, terminator, i).contains(&value))
}

/// Step 3.
fn add_add_ref_before_function_calls(ir: &mut Ir, value: Value) {
    let calls: Vec<OpId> = ir
        .uses(value)
        .iter()
        .map(|u| u.op)
        .filter(|op| ir.is(*op, "func.call"))
        .collect();
    for call in calls {
        create_ref_op(ir, InsertPoint::Before(call), "add_ref", value, 1);
    }
}

/// Step 4.
fn balance_successor_edges(
    ir: &mut Ir,
    liveness: &Liveness,
    value: Value,
) -> Result<(), Diagnostic> {
    let Some(def_block) = ir.value_block(value) else {
        return Ok(());
    };
    let Some(region) = ir.block_parent(def_block) else {
        return Ok(());
    };
    // (block, terminator, per-successor reference delta) for every block that needs fixing.
    let mut work: Vec<(BlockId, OpId, Vec<i64>)> = Vec::new();
    for &block in ir.region_blocks(region) {
        let Some(term) = ir.last_op(block) else {
            continue;
        };
        let live_out = liveness.is_live_out(block, value);
        let passed = passes_as_successor_operand(ir, term, value);
        if !live_out && !passed {
            continue;
        }
        let deltas: Vec<i64> = (0..ir.successors(term).len())
            .map(|i| {
                let succ = ir.successors(term)[i];
                let n_args = dialect::cf::successor_operands(ir, term, i)
                    .iter()
                    .filter(|v| **v == value)
                    .count() as i64;
                n_args + is_live_in(ir, liveness, succ, value) as i64 - 1
            })
            .collect();
        if deltas.iter().all(|d| *d == 0) {
            continue;
        }
        // Upstream only rebalances blocks whose successors disagree on liveness.
        if !passed && deltas.iter().all(|d| *d == -1) {
            continue;
        }
        work.push((block, term, deltas));
    }
    for (block, term, deltas) in work {
        if ir.is(term, "async.coro.suspend") {
            continue;
        }
        if deltas.iter().all(|d| *d == deltas[0]) && deltas[0] > 0 {
            create_ref_op(ir, InsertPoint::Before(term), "add_ref", value, deltas[0]);
            continue;
        }
        let successors = ir.successors(term).to_vec();
        let mut handled: FxHashSet<BlockId> = FxHashSet::default();
        for (i, succ) in successors.iter().copied().enumerate() {
            let delta = deltas[i];
            if delta == 0 {
                continue;
            }
            let passes_args = !dialect::cf::successor_operands(ir, term, i).is_empty();
            // Upstream's shape: a drop on an edge without block arguments.
            if delta == -1 && !passes_args {
                if !handled.insert(succ) {
                    continue;
                }
                let unique_pred =
                    ir.predecessors(succ).iter().all(|p| *p == block) && !ir.is_entry_block(succ);
                let ref_block = if unique_pred {
                    succ
                } else {
                    let nb = ir.new_block(&[]);
                    ir.insert_block_before(succ, nb);
                    let loc = ir.loc(term).clone();
                    Builder::at_end(ir, nb, loc).br(succ, &[]);
                    for (j, s) in ir.successors(term).to_vec().into_iter().enumerate() {
                        if s == succ
                            && deltas[j] == -1
                            && dialect::cf::successor_operands(ir, term, j).is_empty()
                        {
                            ir.set_successor(term, j, nb);
                        }
                    }
                    nb
                };
                let ip = match ir.first_op(ref_block) {
                    Some(first) => InsertPoint::Before(first),
                    None => InsertPoint::End(ref_block),
                };
                create_ref_op(ir, ip, "drop_ref", value, 1);
                continue;
            }
            // General edge: a new block on the edge that adjusts the count and forwards the
            // successor operands.
            insert_edge_block(ir, term, i, value, delta);
        }
    }
    Ok(())
}

/// Whether `value` is live into `block`. Blocks this pass placed on edges while counting an
/// earlier value are not in `liveness`; they only forward to their one successor, so they are
/// live-in exactly where that successor is (or where they pass the value on). Upstream MLIR
/// asks its stale liveness about such blocks, sees nothing live, and drops the value there a
/// second time (a use-after-free when a coroutine fails an `async.execute` dependency).
fn is_live_in(ir: &Ir, liveness: &Liveness, block: BlockId, value: Value) -> bool {
    if liveness.block(block).is_some() {
        return liveness.is_live_in(block, value);
    }
    let Some(term) = ir.last_op(block) else {
        return false;
    };
    ir.operands(term).contains(&value)
        || ir
            .successors(term)
            .first()
            .is_some_and(|s| *s != block && is_live_in(ir, liveness, *s, value))
}

/// Splits the CFG edge `term → successor i` with a block that does `add_ref`/`drop_ref` of
/// `value` by `delta` and then branches on with the original successor operands.
fn insert_edge_block(ir: &mut Ir, term: OpId, i: usize, value: Value, delta: i64) {
    let succ = ir.successors(term)[i];
    let args = dialect::cf::successor_operands(ir, term, i);
    let nb = ir.new_block(&[]);
    ir.insert_block_before(succ, nb);
    let loc = ir.loc(term).clone();
    let kind = if delta > 0 { "add_ref" } else { "drop_ref" };
    create_ref_op(ir, InsertPoint::End(nb), kind, value, delta.abs());
    Builder::at_end(ir, nb, loc).br(succ, &args);
    dialect::cf::set_successor_operands(ir, term, i, &[]);
    ir.set_successor(term, i, nb);
}
