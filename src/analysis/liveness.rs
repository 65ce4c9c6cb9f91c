//! Block-level liveness over every region nested in an operation, with MLIR's semantics.
//!
//! For each block `B` (in any region under the analysed op):
//!
//! * `def(B)` = arguments of `B` plus results of every op in `B`, nested ops included;
//! * `use(B)` = operands of every op in `B` (nested included) that are not in `def(B)`;
//! * `out(B)` starts with the values defined in `B` that have a use in another block of `B`'s
//!   region (uses inside nested regions are attributed to their ancestor block), and grows with
//!   `in(S)` of every successor `S`;
//! * `in(B) = use(B) ∪ out(B) \ def(B)`,
//!
//! iterated to a fixed point. Passes ask [`Liveness::is_live_in`], [`Liveness::is_live_out`] and
//! [`Liveness::end_operation`] (the last op of a block that keeps a value alive).

use rustc_hash::{FxHashMap, FxHashSet};

use crate::ir::{BlockId, Ir, OpId, Value};

/// Live-in and live-out sets of one block.
#[derive(Clone, Debug, Default)]
pub struct BlockLiveness {
    /// Values live on entry.
    pub live_in: FxHashSet<Value>,
    /// Values live on exit.
    pub live_out: FxHashSet<Value>,
}

/// Liveness of all blocks nested in one op.
#[derive(Clone, Debug, Default)]
pub struct Liveness {
    blocks: FxHashMap<BlockId, BlockLiveness>,
}

/// The ancestor of `op` that lies directly in `block`, if any.
pub fn ancestor_in_block(ir: &Ir, block: BlockId, mut op: OpId) -> Option<OpId> {
    loop {
        let b = ir.parent_block(op)?;
        if b == block {
            return Some(op);
        }
        op = ir.block_parent_op(b)?;
    }
}

/// The ancestor of `block` that lies directly in the region containing `anchor`.
pub fn ancestor_block_in_region_of(
    ir: &Ir,
    anchor: BlockId,
    mut block: BlockId,
) -> Option<BlockId> {
    let region = ir.block_parent(anchor)?;
    loop {
        if ir.block_parent(block) == Some(region) {
            return Some(block);
        }
        let op = ir.block_parent_op(block)?;
        block = ir.parent_block(op)?;
    }
}

/// Whether `a` comes strictly before `b`; both must be in the same block.
pub fn is_before_in_block(ir: &Ir, a: OpId, b: OpId) -> bool {
    let mut cur = ir.next_op(a);
    while let Some(c) = cur {
        if c == b {
            return true;
        }
        cur = ir.next_op(c);
    }
    false
}

impl Liveness {
    /// Computes liveness for every block nested in `op`.
    pub fn new(ir: &Ir, op: OpId) -> Self {
        Self::of_values(ir, op, |_, _| true)
    }

    /// Computes liveness for every block nested in `op`, of only the values `tracked`
    /// accepts: other values are in no set. A value's liveness does not depend on any other
    /// value's, so the tracked values' sets are those [`Liveness::new`] computes; a pass that
    /// asks about a few kinds of values (the ref-counting passes: tokens, values, groups) does
    /// not pay for sets of all the others.
    pub fn of_values(ir: &Ir, op: OpId, tracked: impl Fn(&Ir, Value) -> bool) -> Self {
        let tracked = |v: &Value| tracked(ir, *v);
        let mut blocks = Vec::new();
        collect_blocks(ir, op, &mut blocks);
        let index: FxHashMap<BlockId, usize> =
            blocks.iter().enumerate().map(|(i, b)| (*b, i)).collect();
        let mut def: Vec<FxHashSet<Value>> = Vec::with_capacity(blocks.len());
        let mut uses: Vec<FxHashSet<Value>> = Vec::with_capacity(blocks.len());
        let mut out: Vec<FxHashSet<Value>> = Vec::with_capacity(blocks.len());
        for &b in &blocks {
            let mut d = FxHashSet::default();
            let mut u = FxHashSet::default();
            let mut o = FxHashSet::default();
            let mut escapes = |v: Value| {
                for use_ in ir.uses(v) {
                    let Some(owner) = ir.parent_block(use_.op) else {
                        continue;
                    };
                    if ancestor_block_in_region_of(ir, b, owner) != Some(b) {
                        o.insert(v);
                        break;
                    }
                }
            };
            for &a in ir.block_args(b).iter().filter(|v| tracked(v)) {
                d.insert(a);
                escapes(a);
            }
            for inner in ir.block_ops(b) {
                for &r in ir.results(inner).iter().filter(|v| tracked(v)) {
                    escapes(r);
                }
            }
            for inner in ir.block_ops(b) {
                ir.walk_pre(inner, &mut |nested| {
                    d.extend(ir.results(nested).iter().copied().filter(tracked));
                    u.extend(ir.operands(nested).iter().copied().filter(tracked));
                    for &region in ir.regions(nested) {
                        for &nb in ir.region_blocks(region) {
                            d.extend(ir.block_args(nb).iter().copied().filter(tracked));
                        }
                    }
                });
            }
            u.retain(|v| !d.contains(v));
            def.push(d);
            uses.push(u);
            out.push(o);
        }
        let mut live_in: Vec<FxHashSet<Value>> = vec![FxHashSet::default(); blocks.len()];
        let preds = predecessors(ir, &blocks, &index);
        let mut worklist: Vec<usize> = (0..blocks.len()).collect();
        let mut queued = vec![true; blocks.len()];
        // Seed: compute in-sets once, then propagate along predecessor edges.
        while let Some(i) = worklist.pop() {
            queued[i] = false;
            let b = blocks[i];
            if let Some(term) = ir.last_op(b) {
                for s in ir.successors(term) {
                    if let Some(&si) = index.get(s) {
                        let add: Vec<Value> = live_in[si].iter().copied().collect();
                        out[i].extend(add);
                    }
                }
            }
            let mut new_in: FxHashSet<Value> = uses[i].clone();
            new_in.extend(out[i].iter().copied());
            new_in.retain(|v| !def[i].contains(v));
            if new_in.len() != live_in[i].len() {
                live_in[i] = new_in;
                for &p in &preds[i] {
                    if !queued[p] {
                        queued[p] = true;
                        worklist.push(p);
                    }
                }
            }
        }
        let blocks = blocks
            .into_iter()
            .zip(live_in.into_iter().zip(out))
            .map(|(b, (live_in, live_out))| (b, BlockLiveness { live_in, live_out }))
            .collect();
        Liveness { blocks }
    }

    /// The liveness sets of `block` (None for blocks created after the analysis ran).
    pub fn block(&self, block: BlockId) -> Option<&BlockLiveness> {
        self.blocks.get(&block)
    }

    /// Whether `v` is live on entry to `block`.
    pub fn is_live_in(&self, block: BlockId, v: Value) -> bool {
        self.blocks
            .get(&block)
            .is_some_and(|b| b.live_in.contains(&v))
    }

    /// Whether `v` is live on exit from `block`.
    pub fn is_live_out(&self, block: BlockId, v: Value) -> bool {
        self.blocks
            .get(&block)
            .is_some_and(|b| b.live_out.contains(&v))
    }

    /// The last op of `block` at which `v` is live, starting the search at `start` (an op of
    /// `block`): the terminator if `v` is live-out, else the last (ancestor of a) user.
    pub fn end_operation(&self, ir: &Ir, block: BlockId, v: Value, start: OpId) -> OpId {
        if self.is_live_out(block, v) {
            return ir.last_op(block).unwrap_or(start);
        }
        let mut end = start;
        for u in ir.uses(v) {
            if let Some(anc) = ancestor_in_block(ir, block, u.op)
                && is_before_in_block(ir, end, anc)
            {
                end = anc;
            }
        }
        end
    }
}

fn collect_blocks(ir: &Ir, op: OpId, out: &mut Vec<BlockId>) {
    ir.walk_pre(op, &mut |o| {
        for &r in ir.regions(o) {
            out.extend_from_slice(ir.region_blocks(r));
        }
    });
}

fn predecessors(ir: &Ir, blocks: &[BlockId], index: &FxHashMap<BlockId, usize>) -> Vec<Vec<usize>> {
    let mut preds = vec![Vec::new(); blocks.len()];
    for (i, &b) in blocks.iter().enumerate() {
        if let Some(term) = ir.last_op(b) {
            for s in ir.successors(term) {
                if let Some(&si) = index.get(s) {
                    preds[si].push(i);
                }
            }
        }
    }
    preds
}

#[cfg(test)]
mod tests {
    use super::Liveness;
    use crate::ir::Type;

    /// Tracking only some values gives those values exactly the sets of the full analysis.
    #[test]
    fn tracked_values_have_the_full_analysis_sets() {
        let src = "func.func @f(%c: i1, %x: i64) -> !async.token {\n  \
                   %t = async.runtime.create : !async.token\n  \
                   %y = arith.addi %x, %x : i64\n  cf.cond_br %c, ^a, ^b\n\
                   ^a:\n  cf.br ^join(%y : i64)\n\
                   ^b:\n  async.runtime.set_available %t : !async.token\n  cf.br ^join(%x : i64)\n\
                   ^join(%z: i64):\n  %w = arith.addi %z, %y : i64\n  return %t : !async.token\n}";
        let file = std::sync::Arc::from("t.mlir");
        let m = crate::parse::parse_source(src, &file).expect("parses");
        let func = m.ir.body_ops(m.top)[0];
        let full = Liveness::new(&m.ir, func);
        let tokens = Liveness::of_values(&m.ir, func, |ir, v| {
            matches!(ir.value_type(v), Type::AsyncToken)
        });
        let mut checked = 0;
        for (block, sets) in &full.blocks {
            let part = tokens.block(*block).expect("same blocks");
            let only_tokens = |s: &rustc_hash::FxHashSet<crate::ir::Value>| {
                let mut v: Vec<_> = s
                    .iter()
                    .copied()
                    .filter(|v| matches!(m.ir.value_type(*v), Type::AsyncToken))
                    .collect();
                v.sort_by_key(|v| v.index());
                v
            };
            let sorted = |s: &rustc_hash::FxHashSet<crate::ir::Value>| {
                let mut v: Vec<_> = s.iter().copied().collect();
                v.sort_by_key(|v| v.index());
                v
            };
            assert_eq!(only_tokens(&sets.live_in), sorted(&part.live_in));
            assert_eq!(only_tokens(&sets.live_out), sorted(&part.live_out));
            checked += part.live_in.len() + part.live_out.len();
        }
        // The token is live into and out of the branches, so the comparison saw it.
        assert!(checked >= 4, "{checked}");
        // The full analysis also has the i64s, the restricted one none.
        assert!(full.blocks.values().any(|s| s.live_in.len() > 1));
    }
}
