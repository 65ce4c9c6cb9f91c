//! `cse`: common sub-expression elimination, MLIR 22's `CSE.cpp`.
//!
//! Every region is walked along its dominator tree with a scoped table of the ops seen so
//! far; an op equivalent to one already in scope ([`ops_equivalent`], MLIR's
//! `OperationEquivalence`) has its uses replaced by the earlier op's results and is erased.
//!
//! * Only ops free of memory effects are merged anywhere in scope; ops whose only effect is a
//!   read (`memref.load`) are merged with an earlier one in the same block when no op in
//!   between may write.
//! * A region with one block is one scope; a region with several blocks is walked along its
//!   dominator tree (a block sees what its dominators defined); graph regions with several
//!   blocks are skipped, as MLIR skips them.
//! * Regions of an isolated-from-above op start an empty table; other regions see their
//!   parent's scope, so a value computed outside replaces the same computation inside.
//! * Ops that are trivially dead when visited are erased too; ops that only become dead
//!   because a later op was erased stay (MLIR erases everything at the end).
//! * Terminators and ops with a multi-block region are never merged.
//!
//! [`ops_equivalent`] and [`op_hash`] are shared with block merging in
//! `canonicalize::regions`.

use std::hash::{Hash, Hasher};

use rustc_hash::{FxHashMap, FxHasher};

use crate::diag::Diagnostic;
use crate::dialect::{Traits, effects, lookup};
use crate::ir::dominance::DomTree;
use crate::ir::{BlockId, Ir, Location, OpId, RegionId, Value};

/// The `cse` pass body.
pub fn run(ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
    eliminate_common_subexpressions(ir, op);
    Ok(())
}

/// Eliminates common sub-expressions in everything nested in `root` (MLIR's
/// `eliminateCommonSubExpressions`). Returns whether the IR changed.
pub fn eliminate_common_subexpressions(ir: &mut Ir, root: OpId) -> bool {
    let mut driver = CseDriver::default();
    let mut table = ScopedTable::default();
    for region in ir.regions(root).to_vec() {
        driver.simplify_region(ir, &mut table, region);
    }
    let changed = !driver.to_erase.is_empty();
    for op in driver.to_erase {
        if ir.is_alive(op) {
            ir.erase_op(op);
        }
    }
    changed
}

// -------------------------------------------------------------------------------------------
// Operation equivalence
// -------------------------------------------------------------------------------------------

/// How operand values are compared by [`ops_equivalent`].
#[derive(Debug)]
pub enum ValueEquivalence {
    /// Operands are equivalent when equal or when earlier comparison marked them equivalent
    /// (results of equivalent ops, corresponding block arguments): MLIR's
    /// `ValueEquivalenceCache`, as `cse` uses it.
    Cache(FxHashMap<Value, Value>),
    /// Any two operands of the same type are equivalent (MLIR's `ignoreValueEquivalence`, as
    /// block merging uses it).
    Ignore,
}

impl ValueEquivalence {
    /// An empty cache.
    pub fn cache() -> Self {
        ValueEquivalence::Cache(FxHashMap::default())
    }

    fn check(&self, lhs: Value, rhs: Value) -> bool {
        match self {
            ValueEquivalence::Cache(map) => lhs == rhs || map.get(&lhs) == Some(&rhs),
            ValueEquivalence::Ignore => true,
        }
    }

    fn mark(&mut self, lhs: Value, rhs: Value) {
        if let ValueEquivalence::Cache(map) = self {
            map.entry(lhs).or_insert(rhs);
        }
    }

    /// Operands of a commutative op: equivalent in order, or the rest after the equivalent
    /// prefix is the same multiset of values (MLIR's cheap permutation check).
    fn check_commutative(&self, lhs: &[Value], rhs: &[Value]) -> bool {
        if lhs.len() != rhs.len() {
            return false;
        }
        let prefix = lhs
            .iter()
            .zip(rhs)
            .take_while(|(l, r)| self.check(**l, **r))
            .count();
        let mut l = lhs[prefix..].to_vec();
        let mut r = rhs[prefix..].to_vec();
        l.sort();
        r.sort();
        l == r
    }
}

/// Whether `op` is commutative (MLIR's `Commutative` trait).
fn is_commutative(ir: &Ir, op: OpId) -> bool {
    lookup(ir.name(op).as_str()).is_some_and(|d| d.traits.contains(Traits::COMMUTATIVE))
}

/// Whether `lhs` and `rhs` are equivalent ignoring locations (MLIR's
/// `OperationEquivalence::isEquivalentTo` with `IgnoreLocations`): same name, attributes,
/// number of regions, successors, operands and results, equivalent operands (as a permutation
/// for commutative ops when `commutative` is set), same result types, equivalent regions.
/// Successors themselves are compared only inside regions.
pub fn ops_equivalent(
    ir: &Ir,
    lhs: OpId,
    rhs: OpId,
    values: &mut ValueEquivalence,
    commutative: bool,
) -> bool {
    if lhs == rhs {
        return true;
    }
    if ir.name(lhs) != ir.name(rhs)
        || ir.attrs(lhs) != ir.attrs(rhs)
        || ir.regions(lhs).len() != ir.regions(rhs).len()
        || ir.successors(lhs).len() != ir.successors(rhs).len()
        || ir.operands(lhs).len() != ir.operands(rhs).len()
        || ir.results(lhs).len() != ir.results(rhs).len()
    {
        return false;
    }
    let (lops, rops) = (ir.operands(lhs), ir.operands(rhs));
    if commutative && is_commutative(ir, lhs) {
        if !values.check_commutative(lops, rops) {
            return false;
        }
    } else {
        for (&l, &r) in lops.iter().zip(rops) {
            if l == r {
                continue;
            }
            if ir.value_type(l) != ir.value_type(r) || !values.check(l, r) {
                return false;
            }
        }
    }
    for (&l, &r) in ir.results(lhs).iter().zip(ir.results(rhs)) {
        if ir.value_type(l) != ir.value_type(r) {
            return false;
        }
        values.mark(l, r);
    }
    ir.regions(lhs)
        .iter()
        .zip(ir.regions(rhs))
        .all(|(&l, &r)| regions_equivalent(ir, l, r, values))
}

/// MLIR's `isRegionEquivalentTo`: blocks pairwise (same count), arguments of the same types
/// (marked equivalent), ops pairwise and equivalent (commutativity is not used inside
/// regions), successors mapped consistently.
fn regions_equivalent(
    ir: &Ir,
    lhs: RegionId,
    rhs: RegionId,
    values: &mut ValueEquivalence,
) -> bool {
    let (lblocks, rblocks) = (ir.region_blocks(lhs), ir.region_blocks(rhs));
    if lblocks.len() != rblocks.len() {
        return false;
    }
    let mut blocks: FxHashMap<BlockId, BlockId> = FxHashMap::default();
    for (&lb, &rb) in lblocks.iter().zip(rblocks) {
        let (largs, rargs) = (ir.block_args(lb), ir.block_args(rb));
        if largs.len() != rargs.len() || *blocks.entry(lb).or_insert(rb) != rb {
            return false;
        }
        for (&l, &r) in largs.iter().zip(rargs) {
            if ir.value_type(l) != ir.value_type(r) {
                return false;
            }
            values.mark(l, r);
        }
        let (lops, rops) = (ir.block_ops_vec(lb), ir.block_ops_vec(rb));
        if lops.len() != rops.len() {
            return false;
        }
        for (&lop, &rop) in lops.iter().zip(&rops) {
            if !ops_equivalent(ir, lop, rop, values, false) {
                return false;
            }
            for (&ls, &rs) in ir.successors(lop).iter().zip(ir.successors(rop)) {
                if *blocks.entry(ls).or_insert(rs) != rs {
                    return false;
                }
            }
        }
    }
    true
}

/// A hash consistent with [`ops_equivalent`]: name, attributes, result types and, when
/// `hash_operands` is set, the operands (as a set for commutative ops). MLIR's
/// `OperationEquivalence::computeHash` with locations ignored.
pub fn op_hash(ir: &Ir, op: OpId, hash_operands: bool) -> u64 {
    let mut h = FxHasher::default();
    ir.name(op).as_str().hash(&mut h);
    ir.attrs(op).hash(&mut h);
    for &r in ir.results(op) {
        ir.value_type(r).hash(&mut h);
    }
    if hash_operands {
        let mut operands = ir.operands(op).to_vec();
        if is_commutative(ir, op) {
            operands.sort();
        }
        operands.hash(&mut h);
    }
    h.finish()
}

// -------------------------------------------------------------------------------------------
// The scoped table
// -------------------------------------------------------------------------------------------

/// Ops seen so far, by hash, in nested scopes (LLVM's `ScopedHashTable`): a lookup finds the
/// most recently inserted equivalent op; leaving a scope forgets what was inserted in it.
#[derive(Default)]
struct ScopedTable {
    entries: FxHashMap<u64, Vec<OpId>>,
    scopes: Vec<Vec<u64>>,
}

impl ScopedTable {
    fn push_scope(&mut self) {
        self.scopes.push(Vec::new());
    }

    fn pop_scope(&mut self) {
        for hash in self.scopes.pop().unwrap_or_default().into_iter().rev() {
            if let Some(ops) = self.entries.get_mut(&hash) {
                ops.pop();
                if ops.is_empty() {
                    self.entries.remove(&hash);
                }
            }
        }
    }

    fn lookup(&self, ir: &Ir, op: OpId) -> Option<OpId> {
        let candidates = self.entries.get(&op_hash(ir, op, true))?;
        candidates.iter().rev().copied().find(|&known| {
            known == op || ops_equivalent(ir, known, op, &mut ValueEquivalence::cache(), true)
        })
    }

    fn insert(&mut self, ir: &Ir, op: OpId) {
        let hash = op_hash(ir, op, true);
        self.entries.entry(hash).or_default().push(op);
        if let Some(scope) = self.scopes.last_mut() {
            scope.push(hash);
        }
    }
}

// -------------------------------------------------------------------------------------------
// The driver
// -------------------------------------------------------------------------------------------

#[derive(Default)]
struct CseDriver {
    /// Ops to erase once everything was visited, in the order found.
    to_erase: Vec<OpId>,
}

/// Whether `region`'s values obey dominance (not a graph region such as a module body).
fn has_ssa_dominance(ir: &Ir, region: RegionId) -> bool {
    ir.region_parent(region)
        .and_then(|p| lookup(ir.name(p).as_str()))
        .is_none_or(|d| !d.traits.contains(Traits::GRAPH_REGION))
}

/// Whether `op` may be isolated from above: registered with the trait, or unregistered
/// (MLIR's `mightHaveTrait`).
fn might_be_isolated(ir: &Ir, op: OpId) -> bool {
    lookup(ir.name(op).as_str()).is_none_or(|d| d.traits.contains(Traits::ISOLATED_FROM_ABOVE))
}

fn is_terminator(ir: &Ir, op: OpId) -> bool {
    lookup(ir.name(op).as_str()).is_some_and(|d| d.traits.contains(Traits::TERMINATOR))
}

impl CseDriver {
    fn simplify_region(&mut self, ir: &mut Ir, table: &mut ScopedTable, region: RegionId) {
        let blocks = ir.region_blocks(region).to_vec();
        let Some(&entry) = blocks.first() else {
            return;
        };
        let ssa = has_ssa_dominance(ir, region);
        if blocks.len() == 1 {
            table.push_scope();
            self.simplify_block(ir, table, entry, ssa);
            table.pop_scope();
            return;
        }
        if !ssa {
            return;
        }
        // Walk the dominator tree depth first: a block's scope stays open while its dominated
        // blocks are visited.
        let tree = DomTree::new(ir, region);
        let mut children: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
        for &b in tree.blocks() {
            if let Some(idom) = tree.immediate_dominator(b) {
                children.entry(idom).or_default().push(b);
            }
        }
        let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
        table.push_scope();
        self.simplify_block(ir, table, entry, ssa);
        while let Some((block, next)) = stack.pop() {
            let kids = children.get(&block).map_or(&[][..], Vec::as_slice);
            if let Some(&child) = kids.get(next) {
                stack.push((block, next + 1));
                stack.push((child, 0));
                table.push_scope();
                self.simplify_block(ir, table, child, ssa);
            } else {
                table.pop_scope();
            }
        }
    }

    fn simplify_block(&mut self, ir: &mut Ir, table: &mut ScopedTable, block: BlockId, ssa: bool) {
        for op in ir.block_ops_vec(block) {
            let regions = ir.regions(op).to_vec();
            if !regions.is_empty() {
                if might_be_isolated(ir, op) {
                    // Values from outside must not leak into a region that captures nothing.
                    let mut nested = ScopedTable::default();
                    for region in regions {
                        self.simplify_region(ir, &mut nested, region);
                    }
                } else {
                    for region in regions {
                        self.simplify_region(ir, table, region);
                    }
                }
            }
            self.simplify_operation(ir, table, op, ssa);
        }
    }

    /// Erases `op` if it is dead or repeats an op in scope; otherwise makes it known.
    fn simplify_operation(&mut self, ir: &mut Ir, table: &mut ScopedTable, op: OpId, ssa: bool) {
        if is_terminator(ir, op) {
            return;
        }
        if effects::is_op_trivially_dead(ir, op) {
            self.to_erase.push(op);
            return;
        }
        if ir
            .regions(op)
            .iter()
            .any(|r| ir.region_blocks(*r).len() > 1)
        {
            return;
        }
        if !effects::is_memory_effect_free(ir, op) {
            if !effects::only_reads(ir, op) {
                return;
            }
            if let Some(existing) = table.lookup(ir, op)
                && ir.parent_block(existing) == ir.parent_block(op)
                && !write_between(ir, existing, op)
            {
                self.replace_uses_and_delete(ir, table, op, existing, ssa);
                return;
            }
            table.insert(ir, op);
            return;
        }
        if let Some(existing) = table.lookup(ir, op) {
            self.replace_uses_and_delete(ir, table, op, existing, ssa);
            return;
        }
        table.insert(ir, op);
    }

    fn replace_uses_and_delete(
        &mut self,
        ir: &mut Ir,
        table: &ScopedTable,
        op: OpId,
        existing: OpId,
        ssa: bool,
    ) {
        let pairs: Vec<(Value, Value)> = ir
            .results(op)
            .iter()
            .copied()
            .zip(ir.results(existing).iter().copied())
            .collect();
        if ssa {
            // Under dominance no use of `op` has been visited yet.
            for (from, to) in pairs {
                ir.replace_all_uses(from, to);
            }
            self.to_erase.push(op);
        } else {
            // In a graph region, uses already visited (known to the table) keep `op`.
            for (from, to) in pairs {
                for u in ir.uses(from).to_vec() {
                    if table.lookup(ir, u.op).is_none() {
                        ir.set_operand(u.op, u.index as usize, to);
                    }
                }
            }
            if ir.results(op).iter().all(|r| ir.use_empty(*r)) {
                self.to_erase.push(op);
            }
        }
        if matches!(ir.loc(existing), Location::Unknown) && !matches!(ir.loc(op), Location::Unknown)
        {
            let loc = ir.loc(op).clone();
            ir.set_op_loc(existing, loc);
        }
    }
}

/// Whether an op strictly between `from` and `to` (same block) may write memory.
fn write_between(ir: &Ir, from: OpId, to: OpId) -> bool {
    let mut cur = ir.next_op(from);
    while let Some(op) = cur {
        if op == to {
            return false;
        }
        if effects::may_write(ir, op) {
            return true;
        }
        cur = ir.next_op(op);
    }
    false
}
