//! Region simplification (MLIR 22's `simplifyRegions` in `RegionUtils.cpp`), step for step,
//! since which block survives, block order and block-argument order show in printed IR:
//!
//! 1. [`erase_unreachable_blocks`] — blocks not reachable from their region's entry.
//! 2. [`run_region_dce`] — an optimistic liveness fixed point over ops and the arguments of
//!    non-entry blocks (a successor operand is only live if the block argument it feeds is),
//!    then erasure of everything not proven live: dead ops, dead block arguments and the
//!    branch operands feeding them. Cycles of dead values go too.
//! 3. With `aggressive` (MLIR's `GreedySimplifyRegionLevel::Aggressive`):
//!    [`merge_identical_blocks`] — blocks with the same successors and equivalent ops are
//!    merged into the first of them, operands that differ becoming new block arguments — and
//!    [`drop_redundant_arguments`] — a block argument every predecessor passes the same value
//!    for is replaced by that value.
//!
//! Side effects come from `dialect::effects`; branch operands from `dialect::cf` (MLIR's
//! `BranchOpInterface` is implemented by `cf.br`, `cf.cond_br` and `cf.switch`; any other
//! terminator with successors keeps its successors' arguments alive).

use rustc_hash::{FxHashMap, FxHashSet};

use crate::diag::Diagnostic;
use crate::dialect::{Traits, cf, effects, lookup};
use crate::ir::dominance::reverse_post_order;
use crate::ir::{BlockId, Ir, OpId, RegionId, Value, ValueDef};
use crate::passes::cse::{ValueEquivalence, op_hash, ops_equivalent};
use crate::passes::{Anchor, Pass, PassInfo, PassOptionInfo, PassOptions};

/// Simplifies `regions` (and everything nested in them). `aggressive` also merges identical
/// blocks (MLIR's `GreedySimplifyRegionLevel::Aggressive`). Returns whether anything changed.
pub fn simplify_regions(ir: &mut Ir, regions: &[RegionId], aggressive: bool) -> bool {
    let erased_blocks = erase_unreachable_blocks(ir, regions);
    let erased_dead = run_region_dce(ir, regions);
    let mut merged = false;
    let mut dropped = false;
    if aggressive {
        merged = merge_identical_blocks(ir, regions);
        dropped = drop_redundant_arguments(ir, regions);
    }
    erased_blocks || erased_dead || merged || dropped
}

// -------------------------------------------------------------------------------------------
// Test pass
// -------------------------------------------------------------------------------------------

/// `test-simplify-regions` (a corolift test pass, not an upstream one): region simplification
/// alone, repeated until nothing changes (at most 10 rounds, like the greedy driver), on the
/// regions of the op it runs on. What `canonicalize` does on input where no folder or pattern
/// applies; option `aggressive` as `canonicalize{region-simplify=aggressive}`.
pub const TEST_INFO: PassInfo = PassInfo {
    name: "test-simplify-regions",
    display_name: "corolift::TestSimplifyRegionsPass",
    description: "Test pass: run region simplification (unreachable blocks, dead code and arguments, block merging) to a fixed point",
    anchor: Anchor::Any,
    options: Some(&[PassOptionInfo {
        name: "aggressive",
        kind: "<bool>",
        description: "Also merge identical blocks and drop redundant block arguments",
    }]),
    noop: false,
    create: TestSimplifyRegions::create,
    run: None,
};

struct TestSimplifyRegions {
    info: &'static PassInfo,
    aggressive: bool,
}

impl TestSimplifyRegions {
    fn create(info: &'static PassInfo, opts: &PassOptions) -> Result<Box<dyn Pass>, String> {
        let aggressive = opts.get_bool("aggressive")?.unwrap_or(false);
        Ok(Box::new(TestSimplifyRegions { info, aggressive }))
    }
}

impl Pass for TestSimplifyRegions {
    fn info(&self) -> &'static PassInfo {
        self.info
    }

    fn run(&mut self, ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
        let regions = ir.regions(op).to_vec();
        for _ in 0..10 {
            if !simplify_regions(ir, &regions, self.aggressive) {
                break;
            }
        }
        Ok(())
    }
}

// -------------------------------------------------------------------------------------------
// Shared helpers
// -------------------------------------------------------------------------------------------

fn is_terminator(ir: &Ir, op: OpId) -> bool {
    lookup(ir.name(op).as_str()).is_some_and(|d| d.traits.contains(Traits::TERMINATOR))
}

/// Whether `op` implements MLIR's `BranchOpInterface` (its successor operands can be read
/// and rewritten).
fn is_branch(ir: &Ir, op: OpId) -> bool {
    matches!(ir.name(op).as_str(), "cf.br" | "cf.cond_br" | "cf.switch")
}

/// The block argument that operand `index` of branch `op` feeds, if it is a successor operand.
fn successor_block_argument(ir: &Ir, op: OpId, index: usize) -> Option<Value> {
    (0..ir.successors(op).len()).find_map(|s| {
        let range = cf::successor_operand_range(ir, op, s)?;
        range
            .contains(&index)
            .then(|| ir.block_arg(ir.successors(op)[s], index - range.start))
    })
}

/// The regions of the ops of `block`.
fn nested_regions(ir: &Ir, block: BlockId) -> Vec<RegionId> {
    ir.block_ops(block)
        .flat_map(|op| ir.regions(op).iter().copied())
        .collect()
}

/// The blocks of `region` reachable from its entry, in post-order (LLVM's `post_order`).
fn post_order(ir: &Ir, region: RegionId) -> Vec<BlockId> {
    match ir.entry_block(region) {
        Some(entry) => {
            let mut order = reverse_post_order(ir, entry);
            order.reverse();
            order
        }
        None => Vec::new(),
    }
}

/// The predecessor edges of `block`: (predecessor block, successor index in its terminator),
/// one per edge.
fn predecessor_edges(ir: &Ir, block: BlockId) -> Vec<(BlockId, usize)> {
    let Some(region) = ir.block_parent(block) else {
        return Vec::new();
    };
    predecessor_map(ir, region)
        .remove(&block)
        .unwrap_or_default()
}

/// The predecessor edges of every block of `region` with predecessors.
fn predecessor_map(ir: &Ir, region: RegionId) -> FxHashMap<BlockId, Vec<(BlockId, usize)>> {
    let mut map: FxHashMap<BlockId, Vec<(BlockId, usize)>> = FxHashMap::default();
    for &b in ir.region_blocks(region) {
        if let Some(term) = ir.last_op(b) {
            for (i, &s) in ir.successors(term).iter().enumerate() {
                map.entry(s).or_default().push((b, i));
            }
        }
    }
    map
}

// -------------------------------------------------------------------------------------------
// Unreachable blocks
// -------------------------------------------------------------------------------------------

/// Erases the blocks of `regions` (and of regions nested in them) that their region's entry
/// does not reach (MLIR's `eraseUnreachableBlocks`). Returns whether any was erased.
pub fn erase_unreachable_blocks(ir: &mut Ir, regions: &[RegionId]) -> bool {
    let mut erased = false;
    let mut worklist: Vec<RegionId> = regions.to_vec();
    while let Some(region) = worklist.pop() {
        let blocks = ir.region_blocks(region).to_vec();
        let Some(&entry) = blocks.first() else {
            continue;
        };
        if blocks.len() == 1 {
            worklist.extend(nested_regions(ir, entry));
            continue;
        }
        let reachable: FxHashSet<BlockId> = reverse_post_order(ir, entry).into_iter().collect();
        let (live, dead): (Vec<BlockId>, Vec<BlockId>) =
            blocks.into_iter().partition(|b| reachable.contains(b));
        // Dead blocks may use each other's values: erased together.
        ir.erase_blocks(&dead);
        erased |= !dead.is_empty();
        for block in live {
            worklist.extend(nested_regions(ir, block));
        }
    }
    erased
}

// -------------------------------------------------------------------------------------------
// Dead code
// -------------------------------------------------------------------------------------------

/// What has been proven live: ops (standing for all their results) and block arguments.
#[derive(Default)]
struct LiveMap {
    ops: FxHashSet<OpId>,
    args: FxHashSet<Value>,
    changed: bool,
}

impl LiveMap {
    fn value_live(&self, ir: &Ir, v: Value) -> bool {
        match ir.value_def(v) {
            ValueDef::OpResult(op, _) => self.ops.contains(&op),
            _ => self.args.contains(&v),
        }
    }

    fn set_value_live(&mut self, ir: &Ir, v: Value) {
        match ir.value_def(v) {
            ValueDef::OpResult(op, _) => self.set_op_live(op),
            _ => self.changed |= self.args.insert(v),
        }
    }

    fn set_op_live(&mut self, op: OpId) {
        self.changed |= self.ops.insert(op);
    }

    /// A use by a branch as the operand of a block argument not proven live is no reason
    /// to keep a value (each successor operand is really a separate phi).
    fn use_known_dead(&self, ir: &Ir, user: OpId, index: usize) -> bool {
        is_terminator(ir, user)
            && is_branch(ir, user)
            && successor_block_argument(ir, user, index)
                .is_some_and(|arg| !self.value_live(ir, arg))
    }

    fn process_value(&mut self, ir: &Ir, v: Value) {
        let live = ir
            .uses(v)
            .iter()
            .any(|u| !self.use_known_dead(ir, u.op, u.index as usize) && self.ops.contains(&u.op));
        if live {
            self.set_value_live(ir, v);
        }
    }

    fn propagate_region(&mut self, ir: &Ir, region: RegionId) {
        for block in post_order(ir, region) {
            let ops: Vec<OpId> = ir.block_ops(block).collect();
            for &op in ops.iter().rev() {
                self.propagate_op(ir, op);
            }
            // Entry arguments belong to the parent op's contract: never removed.
            if ir.is_entry_block(block) {
                continue;
            }
            for &arg in ir.block_args(block) {
                if !self.args.contains(&arg) {
                    self.process_value(ir, arg);
                }
            }
        }
    }

    fn propagate_op(&mut self, ir: &Ir, op: OpId) {
        for &region in ir.regions(op) {
            self.propagate_region(ir, region);
        }
        if is_terminator(ir, op) {
            self.propagate_terminator(ir, op);
            return;
        }
        if self.ops.contains(&op) {
            return;
        }
        if !effects::would_op_be_trivially_dead(ir, op) {
            self.set_op_live(op);
            return;
        }
        for &r in ir.results(op) {
            self.process_value(ir, r);
        }
    }

    fn propagate_terminator(&mut self, ir: &Ir, op: OpId) {
        self.set_op_live(op);
        // Without a branch interface nothing is known about what reaches the successors'
        // arguments: all of them are live. (cf branches produce no operands themselves.)
        if !is_branch(ir, op) {
            for &succ in ir.successors(op) {
                for &arg in ir.block_args(succ) {
                    self.changed |= self.args.insert(arg);
                }
            }
        }
    }
}

/// Erases ops and block arguments of `regions` that do not contribute to anything with an
/// effect (MLIR's `runRegionDCE`). Returns whether anything was erased.
pub fn run_region_dce(ir: &mut Ir, regions: &[RegionId]) -> bool {
    let mut live = LiveMap::default();
    loop {
        live.changed = false;
        for &region in regions {
            live.propagate_region(ir, region);
        }
        if !live.changed {
            break;
        }
    }
    delete_deadness(ir, regions, &live)
}

/// Removes the successor operands of `terminator` whose block argument is dead.
fn erase_dead_successor_operands(ir: &mut Ir, terminator: OpId, live: &LiveMap) {
    if !is_branch(ir, terminator) {
        return;
    }
    for succ_index in (0..ir.successors(terminator).len()).rev() {
        let succ = ir.successors(terminator)[succ_index];
        let values = cf::successor_operands(ir, terminator, succ_index);
        let kept: Vec<Value> = values
            .iter()
            .zip(ir.block_args(succ))
            .filter(|(_, arg)| live.value_live(ir, **arg))
            .map(|(v, _)| *v)
            .collect();
        if kept.len() != values.len() {
            cf::set_successor_operands(ir, terminator, succ_index, &kept);
        }
    }
}

fn delete_deadness(ir: &mut Ir, regions: &[RegionId], live: &LiveMap) -> bool {
    let mut erased = false;
    for &region in regions {
        let blocks = ir.region_blocks(region).to_vec();
        if blocks.is_empty() {
            continue;
        }
        let single = blocks.len() == 1;
        for block in post_order(ir, region) {
            if !single && let Some(term) = ir.last_op(block) {
                erase_dead_successor_operands(ir, term, live);
            }
            let ops: Vec<OpId> = ir.block_ops(block).collect();
            for &op in ops.iter().rev() {
                if !live.ops.contains(&op) {
                    if drop_dead_uses(ir, op, live) {
                        ir.erase_op(op);
                        erased = true;
                    }
                } else {
                    let nested = ir.regions(op).to_vec();
                    erased |= delete_deadness(ir, &nested, live);
                }
            }
        }
        for &block in blocks.iter().skip(1) {
            if !ir.is_block_alive(block) {
                continue;
            }
            for i in (0..ir.block_args(block).len()).rev() {
                let arg = ir.block_arg(block, i);
                // An argument still used here sits in a block the analysis never reached
                // (unreachable); keep it rather than leave a dangling use.
                if !live.args.contains(&arg) && ir.use_empty(arg) {
                    ir.erase_block_arg(block, i);
                }
            }
        }
    }
    erased
}

/// Detaches the remaining users of `op`'s results, which are dead and erased later (only in
/// graph regions can a user come after its definition in the erasure order). Returns whether
/// `op` is now unused; a use by a live op (which liveness rules out) keeps it.
fn drop_dead_uses(ir: &mut Ir, op: OpId, live: &LiveMap) -> bool {
    for r in ir.results(op).to_vec() {
        for u in ir.uses(r).to_vec() {
            if !live.ops.contains(&u.op) {
                ir.drop_all_references(u.op);
            }
        }
    }
    ir.results(op).iter().all(|r| ir.use_empty(*r))
}

// -------------------------------------------------------------------------------------------
// Block merging
// -------------------------------------------------------------------------------------------

/// What identifies a block for merging (MLIR's `BlockEquivalenceData`).
struct BlockData {
    block: BlockId,
    hash: u64,
    /// The position of the first result of each op among the block's values (arguments
    /// first).
    order: FxHashMap<OpId, usize>,
}

impl BlockData {
    fn new(ir: &Ir, block: BlockId) -> Self {
        use std::hash::{Hash, Hasher};
        let mut order = FxHashMap::default();
        let mut next = ir.block_args(block).len();
        let mut h = rustc_hash::FxHasher::default();
        for op in ir.block_ops(block) {
            let n = ir.results(op).len();
            if n > 0 {
                order.insert(op, next);
                next += n;
            }
            op_hash(ir, op, false).hash(&mut h);
        }
        BlockData {
            block,
            hash: h.finish(),
            order,
        }
    }

    fn order_of(&self, ir: &Ir, v: Value) -> usize {
        match ir.value_def(v) {
            ValueDef::BlockArg(_, i) => i as usize,
            ValueDef::OpResult(op, i) => self.order.get(&op).copied().unwrap_or(0) + i as usize,
            ValueDef::Placeholder => usize::MAX,
        }
    }
}

/// Blocks to merge into a leader (MLIR's `BlockMergeCluster`).
struct Cluster {
    leader: BlockData,
    blocks: Vec<BlockId>,
    /// (op position, operand index) pairs that differ and become new block arguments,
    /// sorted.
    operands: std::collections::BTreeSet<(usize, usize)>,
}

/// Whether `v` may be passed to `block` as a successor operand: not a result of the
/// terminator of one of its predecessors (which would not dominate the branch).
fn valid_successor_arg(ir: &Ir, block: BlockId, v: Value) -> bool {
    let Some(def) = ir.defining_op(v) else {
        return true;
    };
    let Some(def_block) = ir.parent_block(def) else {
        return true;
    };
    if ir.last_op(def_block) != Some(def) {
        return true;
    }
    !ir.predecessors(block).contains(&def_block)
}

fn used_outside_block(ir: &Ir, values: &[Value], block: BlockId) -> bool {
    values.iter().any(|v| {
        ir.uses(*v)
            .iter()
            .any(|u| ir.parent_block(u.op) != Some(block))
    })
}

impl Cluster {
    fn try_add(&mut self, ir: &Ir, data: &BlockData) -> bool {
        if self.leader.hash != data.hash {
            return false;
        }
        let (lb, rb) = (self.leader.block, data.block);
        let ltypes: Vec<_> = ir
            .block_args(lb)
            .iter()
            .map(|a| ir.value_type(*a))
            .collect();
        let rtypes: Vec<_> = ir
            .block_args(rb)
            .iter()
            .map(|a| ir.value_type(*a))
            .collect();
        if ltypes != rtypes {
            return false;
        }
        let (lops, rops) = (ir.block_ops_vec(lb), ir.block_ops_vec(rb));
        if lops.len() != rops.len() {
            // MLIR walks both blocks in step and fails at the first difference or at the
            // end of the shorter one: either way the block is not added.
            return false;
        }
        match self.walk(ir, data, &lops, &rops) {
            Some(mismatched) => {
                self.operands.extend(mismatched);
                self.blocks.push(rb);
                true
            }
            None => false,
        }
    }

    /// Compares the ops of the leader and of `data`'s block in step; the mismatched
    /// external operands, or `None` if the blocks differ.
    fn walk(
        &self,
        ir: &Ir,
        data: &BlockData,
        lops: &[OpId],
        rops: &[OpId],
    ) -> Option<Vec<(usize, usize)>> {
        let (lb, rb) = (self.leader.block, data.block);
        let mut mismatched = Vec::new();
        for (i, (&l, &r)) in lops.iter().zip(rops).enumerate() {
            if !ops_equivalent(ir, l, r, &mut ValueEquivalence::Ignore, false) {
                return None;
            }
            for (k, (&lv, &rv)) in ir.operands(l).iter().zip(ir.operands(r)).enumerate() {
                if lv == rv {
                    continue;
                }
                if ir.value_type(lv) != ir.value_type(rv) {
                    return None;
                }
                let l_in = ir.value_block(lv) == Some(lb);
                let r_in = ir.value_block(rv) == Some(rb);
                if l_in != r_in {
                    return None;
                }
                if !l_in {
                    if !valid_successor_arg(ir, lb, lv) || !valid_successor_arg(ir, rb, rv) {
                        return None;
                    }
                    mismatched.push((i, k));
                    continue;
                }
                if self.leader.order_of(ir, lv) != data.order_of(ir, rv) {
                    return None;
                }
            }
            if used_outside_block(ir, ir.results(r), rb)
                || used_outside_block(ir, ir.results(l), lb)
            {
                return None;
            }
        }
        Some(mismatched)
    }

    /// Whether every predecessor of `block` ends in a branch whose operands can be extended.
    fn preds_updatable(ir: &Ir, block: BlockId) -> bool {
        predecessor_edges(ir, block)
            .iter()
            .all(|(p, _)| ir.last_op(*p).is_some_and(|t| is_branch(ir, t)))
    }

    fn merge(self, ir: &mut Ir) -> bool {
        if self.blocks.is_empty() {
            return false;
        }
        let leader = self.leader.block;
        if !self.operands.is_empty() {
            if !Self::preds_updatable(ir, leader)
                || !self.blocks.iter().all(|b| Self::preds_updatable(ir, *b))
            {
                return false;
            }
            let all: Vec<BlockId> = std::iter::once(leader)
                .chain(self.blocks.iter().copied())
                .collect();
            let ops: Vec<Vec<OpId>> = all.iter().map(|b| ir.block_ops_vec(*b)).collect();
            let num_old = ir.block_args(leader).len();
            let mut new_args: Vec<Vec<Value>> = vec![Vec::new(); all.len()];
            for &(op_index, operand) in &self.operands {
                for (i, block_ops) in ops.iter().enumerate() {
                    let op = block_ops[op_index];
                    let v = ir.operand(op, operand);
                    new_args[i].push(v);
                    if i == 0 {
                        let ty = ir.value_type(v).clone();
                        let arg = ir.add_block_arg(leader, ty);
                        ir.set_operand(op, operand, arg);
                    }
                }
            }
            let new_args = prune_redundant_arguments(ir, new_args, num_old, leader);
            for (i, &block) in all.iter().enumerate() {
                for (pred, succ_index) in predecessor_edges(ir, block) {
                    let Some(term) = ir.last_op(pred) else {
                        continue;
                    };
                    let mut values = cf::successor_operands(ir, term, succ_index);
                    values.extend_from_slice(&new_args[i]);
                    cf::set_successor_operands(ir, term, succ_index, &values);
                }
            }
        }
        for &block in &self.blocks {
            replace_block_uses(ir, block, leader);
        }
        ir.erase_blocks(&self.blocks);
        true
    }
}

/// Makes every branch to `from` branch to `to` instead.
fn replace_block_uses(ir: &mut Ir, from: BlockId, to: BlockId) {
    for (pred, succ_index) in predecessor_edges(ir, from) {
        if let Some(term) = ir.last_op(pred) {
            ir.set_successor(term, succ_index, to);
        }
    }
}

/// Drops new arguments that repeat an earlier new argument in every list (MLIR's
/// `pruneRedundantArguments`: only the first occurrence in list 0 is tried as the
/// replacement), replacing their uses in `block`.
fn prune_redundant_arguments(
    ir: &mut Ir,
    lists: Vec<Vec<Value>>,
    num_old: usize,
    block: BlockId,
) -> Vec<Vec<Value>> {
    let Some(first) = lists.first() else {
        return lists;
    };
    let n = first.len();
    let mut first_index: FxHashMap<Value, usize> = FxHashMap::default();
    for (j, v) in first.iter().enumerate() {
        first_index.entry(*v).or_insert(j);
    }
    let mut replacement: FxHashMap<usize, usize> = FxHashMap::default();
    for j in 0..n {
        let k = first_index[&first[j]];
        if k != j && lists.iter().skip(1).all(|list| list[k] == list[j]) {
            replacement.insert(j, k);
        }
    }
    let pruned: Vec<Vec<Value>> = lists
        .iter()
        .map(|list| {
            (0..n)
                .filter(|j| !replacement.contains_key(j))
                .map(|j| list[j])
                .collect()
        })
        .collect();
    let mut to_erase: Vec<usize> = Vec::new();
    for j in 0..n {
        if let Some(&k) = replacement.get(&j) {
            let old = ir.block_arg(block, num_old + j);
            let new = ir.block_arg(block, num_old + k);
            ir.replace_all_uses(old, new);
            to_erase.push(num_old + j);
        }
    }
    for i in to_erase.into_iter().rev() {
        ir.erase_block_arg(block, i);
    }
    pruned
}

/// Merges identical blocks of one region; whether any were merged.
fn merge_identical_blocks_in(ir: &mut Ir, region: RegionId) -> bool {
    let blocks = ir.region_blocks(region).to_vec();
    if blocks.len() <= 1 {
        return false;
    }
    // Group the non-entry blocks by their successor lists (in order of first appearance;
    // MLIR keys a hash map by them).
    let mut groups: Vec<(Vec<BlockId>, Vec<BlockId>)> = Vec::new();
    for &block in &blocks[1..] {
        let succs = ir
            .last_op(block)
            .map(|t| ir.successors(t).to_vec())
            .unwrap_or_default();
        match groups.iter_mut().find(|(s, _)| *s == succs) {
            Some((_, members)) => members.push(block),
            None => groups.push((succs, vec![block])),
        }
    }
    let mut merged = false;
    for (_, members) in groups {
        if members.len() == 1 {
            continue;
        }
        let mut clusters: Vec<Cluster> = Vec::new();
        for block in members {
            if !ir.is_block_alive(block) {
                continue;
            }
            let has_region = ir.block_ops(block).any(|op| {
                ir.regions(op)
                    .iter()
                    .any(|r| !ir.region_blocks(*r).is_empty())
            });
            if has_region || used_outside_block(ir, ir.block_args(block), block) {
                continue;
            }
            let data = BlockData::new(ir, block);
            if !clusters.iter_mut().any(|c| c.try_add(ir, &data)) {
                clusters.push(Cluster {
                    leader: data,
                    blocks: Vec::new(),
                    operands: Default::default(),
                });
            }
        }
        for cluster in clusters {
            merged |= cluster.merge(ir);
        }
    }
    merged
}

/// Merges identical blocks in `regions` and everything nested (MLIR's
/// `mergeIdenticalBlocks`); whether any were merged.
pub fn merge_identical_blocks(ir: &mut Ir, regions: &[RegionId]) -> bool {
    let mut worklist = RegionWorklist::new(regions);
    let mut changed = false;
    while let Some(region) = worklist.pop() {
        if merge_identical_blocks_in(ir, region) {
            worklist.insert(region);
            changed = true;
        }
        for block in ir.region_blocks(region).to_vec() {
            for nested in nested_regions(ir, block) {
                worklist.insert(nested);
            }
        }
    }
    changed
}

/// A stack of regions without repeats (LLVM's `SetVector` as MLIR uses it here): inserting
/// a region already waiting does nothing; a popped region may be inserted again.
struct RegionWorklist {
    stack: Vec<RegionId>,
    waiting: FxHashSet<RegionId>,
}

impl RegionWorklist {
    fn new(regions: &[RegionId]) -> Self {
        let mut w = RegionWorklist {
            stack: Vec::new(),
            waiting: FxHashSet::default(),
        };
        for &r in regions {
            w.insert(r);
        }
        w
    }

    fn insert(&mut self, region: RegionId) {
        if self.waiting.insert(region) {
            self.stack.push(region);
        }
    }

    fn pop(&mut self) -> Option<RegionId> {
        let region = self.stack.pop()?;
        self.waiting.remove(&region);
        Some(region)
    }
}

// -------------------------------------------------------------------------------------------
// Redundant block arguments
// -------------------------------------------------------------------------------------------

/// Replaces each argument of `block` that every predecessor passes the same value for by
/// that value, and drops it; whether any was dropped.
///
/// `edges` are the block's predecessor edges (what it does leaves them unchanged).
fn drop_redundant_arguments_of(ir: &mut Ir, block: BlockId, edges: &[(BlockId, usize)]) -> bool {
    let mut to_erase = Vec::new();
    for index in 0..ir.block_args(block).len() {
        let arg = ir.block_arg(block, index);
        let mut common: Option<Value> = None;
        let mut same = true;
        for &(pred, succ_index) in edges {
            let Some(term) = ir.last_op(pred).filter(|t| is_branch(ir, *t)) else {
                same = false;
                break;
            };
            let Some(&v) = cf::successor_operands(ir, term, succ_index).get(index) else {
                same = false;
                break;
            };
            match common {
                None => common = Some(v),
                Some(c) if c != v => {
                    same = false;
                    break;
                }
                Some(_) => {}
            }
        }
        if let Some(c) = common
            && same
            && c != arg
        {
            to_erase.push(index);
            ir.replace_all_uses(arg, c);
        }
    }
    for &index in to_erase.iter().rev() {
        ir.erase_block_arg(block, index);
        for &(pred, succ_index) in edges {
            if let Some(term) = ir.last_op(pred) {
                let mut values = cf::successor_operands(ir, term, succ_index);
                if index < values.len() {
                    values.remove(index);
                    cf::set_successor_operands(ir, term, succ_index, &values);
                }
            }
        }
    }
    !to_erase.is_empty()
}

/// Drops redundant block arguments in `regions` and everything nested (MLIR's
/// `dropRedundantArguments`); whether any was dropped.
pub fn drop_redundant_arguments(ir: &mut Ir, regions: &[RegionId]) -> bool {
    let mut worklist = RegionWorklist::new(regions);
    let mut changed = false;
    while let Some(region) = worklist.pop() {
        let mut preds = predecessor_map(ir, region);
        for block in ir.region_blocks(region).to_vec() {
            let edges = preds.remove(&block).unwrap_or_default();
            changed |= drop_redundant_arguments_of(ir, block, &edges);
            for nested in nested_regions(ir, block) {
                worklist.insert(nested);
            }
        }
    }
    changed
}
