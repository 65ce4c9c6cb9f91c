//! `async-runtime-ref-counting-opt`: cancels redundant `add_ref` / `drop_ref` pairs.
//!
//! For every ref-counted value and every block that touches it (an op whose nested region uses
//! the value counts as a user in the outer block), each `add_ref` is paired with the first
//! later `drop_ref` of the same count, unless a `func.call` taking the value comes before
//! some other use between the two: the callee owns the reference it was given and may release
//! it before that later use. Each `drop_ref` cancels at most one `add_ref`; all cancelled pairs
//! are erased at the end.
//!
//! ```mlir
//! async.runtime.add_ref %t {count = 1 : i64} : !async.token
//! call @consume(%t) : (!async.token) -> ()
//! async.runtime.drop_ref %t {count = 1 : i64} : !async.token
//! // becomes: call @consume(%t) : (!async.token) -> ()
//! ```

use rustc_hash::FxHashMap;

use super::async_runtime_ref_counting::ref_counted_values;
use crate::analysis::liveness::is_before_in_block;
use crate::diag::Diagnostic;
use crate::ir::{BlockId, Ir, OpId, Value};

/// Runs the pass on every ref-counted value defined under `op`.
pub fn run(ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
    // drop_ref → add_ref, in discovery order.
    let mut cancellable: Vec<(OpId, OpId)> = Vec::new();
    for value in ref_counted_values(ir, op) {
        find_cancellable_pairs(ir, value, &mut cancellable);
    }
    for (drop, add) in cancellable {
        ir.erase_op(drop);
        ir.erase_op(add);
    }
    Ok(())
}

#[derive(Default)]
struct BlockUsers {
    add_refs: Vec<OpId>,
    drop_refs: Vec<OpId>,
    users: Vec<OpId>,
}

fn count_of(ir: &Ir, op: OpId) -> Option<i128> {
    ir.attr(op, "count").and_then(|a| a.as_int())
}

fn find_cancellable_pairs(ir: &Ir, value: Value, cancellable: &mut Vec<(OpId, OpId)>) {
    let Some(def_block) = ir.value_block(value) else {
        return;
    };
    let def_region = ir.block_parent(def_block);
    let mut blocks: FxHashMap<BlockId, BlockUsers> = FxHashMap::default();
    let mut order: Vec<BlockId> = Vec::new();
    let mut record = |ir: &Ir, user: OpId, blocks: &mut FxHashMap<BlockId, BlockUsers>| {
        let Some(b) = ir.parent_block(user) else {
            return;
        };
        if !blocks.contains_key(&b) {
            order.push(b);
        }
        let info = blocks.entry(b).or_default();
        info.users.push(user);
        if ir.is(user, "async.runtime.add_ref") {
            info.add_refs.push(user);
        }
        if ir.is(user, "async.runtime.drop_ref") {
            info.drop_refs.push(user);
        }
    };
    for u in ir.uses(value) {
        let mut user = u.op;
        loop {
            let region = ir.parent_block(user).and_then(|b| ir.block_parent(b));
            if region == def_region || region.is_none() {
                break;
            }
            record(ir, user, &mut blocks);
            match ir.parent_op(user) {
                Some(p) => user = p,
                None => break,
            }
        }
        record(ir, user, &mut blocks);
    }
    let before = |a: OpId, b: OpId| is_before_in_block(ir, a, b);
    for block in order {
        let info = blocks.get_mut(&block).expect("recorded");
        let sort = |v: &mut Vec<OpId>| {
            v.sort_by(|a, b| {
                if before(*a, *b) {
                    std::cmp::Ordering::Less
                } else if a == b {
                    std::cmp::Ordering::Equal
                } else {
                    std::cmp::Ordering::Greater
                }
            })
        };
        sort(&mut info.add_refs);
        sort(&mut info.drop_refs);
        sort(&mut info.users);
        for &add in &info.add_refs {
            for &drop in &info.drop_refs {
                if count_of(ir, drop) != count_of(ir, add) || before(drop, add) {
                    continue;
                }
                let mut first_call: Option<OpId> = None;
                let mut last_other: Option<OpId> = None;
                for &user in &info.users {
                    if user == add || before(user, add) {
                        continue;
                    }
                    if user == drop || before(drop, user) {
                        break;
                    }
                    if ir.is(user, "func.call") {
                        if first_call.is_none_or(|f| before(user, f)) {
                            first_call = Some(user);
                        }
                        continue;
                    }
                    if last_other.is_none_or(|l| before(l, user)) {
                        last_other = Some(user);
                    }
                }
                if let (Some(call), Some(other)) = (first_call, last_other)
                    && before(call, other)
                {
                    continue;
                }
                if cancellable.iter().any(|(d, _)| *d == drop) {
                    continue;
                }
                cancellable.push((drop, add));
                break;
            }
        }
    }
}
