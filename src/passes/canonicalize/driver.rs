//! The greedy pattern rewrite driver (MLIR 22's `GreedyPatternRewriteDriver` with its
//! `RegionPatternRewriteDriver`), and `createOrFold`.
//!
//! One region at a time, in sweeps ("iterations"):
//!
//! 1. A fresh constant table (MLIR's `OperationFolder`) is filled while the worklist is seeded:
//!    every constant-like op is uniqued per *insertion region* (the closest region whose owner
//!    is isolated from above) and moved to the front of that region's entry block, unless it
//!    already sits in the run of uniqued constants there; a duplicate is replaced by the first
//!    one and erased. Other ops (and the kept constants) go on the worklist, in pre-order
//!    (`top-down`, the default) or post-order, so that popping from the back visits them in
//!    that order.
//! 2. Ops are popped one by one: a trivially dead op is erased; a non-constant op is folded
//!    (constants materialised right before it, not uniqued until the next sweep); otherwise
//!    the matching patterns are tried by decreasing benefit. Every change puts the ops it
//!    affects back on the worklist, as MLIR's listener callbacks do.
//! 3. The region is simplified (`regions::simplify_regions`) and another sweep starts while
//!    anything changed, up to `max_iterations`.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::diag::Diagnostic;
use crate::dialect::{self, Traits, effects};
use crate::ir::rewrite::{FoldResult, Folded, RewritePattern, Rewriter, producers_to_revisit};
use crate::ir::{
    Attribute, Builder, InsertPoint, Ir, Location, OpId, OpName, OperationState, RegionId, Type,
    Value,
};

use super::regions;

/// Options of a greedy rewrite (MLIR's `GreedyRewriteConfig`).
#[derive(Clone, Debug)]
pub struct GreedyConfig {
    /// Seed the worklist in pre-order instead of post-order. MLIR's `GreedyRewriteConfig`
    /// (and so this default) is post-order; the `canonicalize` pass's `top-down` option
    /// defaults to pre-order.
    pub top_down: bool,
    /// Run region simplification after each sweep (`region-simplify` other than `disabled`).
    pub region_simplify: bool,
    /// Maximum number of sweeps (`max-iterations`); `None` = unbounded.
    pub max_iterations: Option<u64>,
    /// Maximum number of pattern rewrites in one sweep (`max-num-rewrites`); `None` =
    /// unbounded.
    pub max_num_rewrites: Option<u64>,
    /// Region simplification also merges identical blocks (`region-simplify=aggressive`).
    pub aggressive_region_simplify: bool,
    /// Apply the ops' folders (MLIR's `enableFolding`).
    pub fold: bool,
    /// Unique and hoist constants when a sweep starts (MLIR's `enableConstantCSE`).
    pub cse_constants: bool,
}

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig {
            top_down: false,
            region_simplify: true,
            max_iterations: Some(10),
            max_num_rewrites: None,
            aggressive_region_simplify: true,
            fold: true,
            cse_constants: true,
        }
    }
}

/// Applies `patterns` (and every op's folder) to everything nested in `root` until nothing
/// changes. Returns whether the IR changed.
pub fn apply_patterns_greedily(
    ir: &mut Ir,
    root: OpId,
    patterns: &[&dyn RewritePattern],
    config: &GreedyConfig,
) -> Result<bool, Diagnostic> {
    Ok(apply_patterns_greedily_converged(ir, root, patterns, config)?.0)
}

/// Like [`apply_patterns_greedily`], also telling whether the rewrite converged (the last
/// sweep changed nothing): `(changed, converged)`.
pub fn apply_patterns_greedily_converged(
    ir: &mut Ir,
    root: OpId,
    patterns: &[&dyn RewritePattern],
    config: &GreedyConfig,
) -> Result<(bool, bool), Diagnostic> {
    let table = PatternTable::new(patterns);
    let mut changed = false;
    let mut converged = true;
    for region in ir.regions(root).to_vec() {
        let mut driver = Driver::new(ir, region, &table, config);
        let (c, conv) = driver.simplify()?;
        changed |= c;
        converged &= conv;
    }
    Ok((changed, converged))
}

/// Canonicalizes everything nested in `root`: every op's folder and the canonicalization
/// patterns of every registered op.
pub fn canonicalize_op(ir: &mut Ir, root: OpId, config: &GreedyConfig) -> Result<bool, Diagnostic> {
    let patterns = all_canonicalization_patterns();
    apply_patterns_greedily(ir, root, &patterns, config)
}

/// The canonicalization patterns of every registered op.
pub fn all_canonicalization_patterns() -> Vec<&'static dyn RewritePattern> {
    let mut out = Vec::new();
    for name in dialect::registered_names() {
        if let Some(def) = dialect::lookup(name) {
            out.extend(def.canonicalize.iter().copied());
        }
    }
    out
}

/// Creates the op described by `state` at the builder's insertion point and folds it right
/// away if it folds (MLIR's `createOrFold`), returning the values that stand for its results.
/// Constants a fold produces are materialised at the insertion point (not hoisted).
pub fn create_or_fold(b: &mut Builder<'_>, state: OperationState) -> Vec<Value> {
    let loc = state.loc.clone();
    let op = b.ir.create_op(state);
    match fold_op(b.ir, op) {
        Folded::Results(results) => {
            let types: Vec<Type> =
                b.ir.results(op)
                    .iter()
                    .map(|r| b.ir.value_type(*r).clone())
                    .collect();
            if let Some(values) = materialize_results(b, &results, &types, &loc) {
                b.ir.erase_op(op);
                return values;
            }
            b.place(op);
        }
        Folded::InPlace | Folded::None => b.place(op),
    }
    b.ir.results(op).to_vec()
}

/// Materialises fold results at the builder's insertion point; `None` (and nothing created)
/// if a constant cannot be materialised.
fn materialize_results(
    b: &mut Builder<'_>,
    results: &[FoldResult],
    types: &[Type],
    loc: &Location,
) -> Option<Vec<Value>> {
    if results.len() != types.len() {
        return None;
    }
    let buildable = results.iter().zip(types).all(|(r, t)| match r {
        FoldResult::Value(_) => true,
        FoldResult::Attr(a) => dialect::arith::can_materialize(a, t),
    });
    if !buildable {
        return None;
    }
    let mut values = Vec::with_capacity(results.len());
    for (r, t) in results.iter().zip(types) {
        match r {
            FoldResult::Value(v) => values.push(*v),
            FoldResult::Attr(a) => {
                let state = dialect::arith::constant_state(a.clone(), t.clone(), loc.clone());
                let c = b.insert(state);
                values.push(b.ir.result(c, 0));
            }
        }
    }
    Some(values)
}

/// The constant value `v` holds, if its defining op is constant-like (MLIR's `m_Constant`).
pub fn constant_value(ir: &Ir, v: Value) -> Option<Attribute> {
    let def = ir.defining_op(v)?;
    constant_of_op(ir, def)
}

/// The value of a constant-like op.
fn constant_of_op(ir: &Ir, op: OpId) -> Option<Attribute> {
    if !dialect::has_trait(ir, op, Traits::CONSTANT_LIKE) {
        return None;
    }
    ir.attr(op, "value").cloned()
}

/// Runs `op`'s folder with its constant operands (MLIR's `Operation::fold`).
pub fn fold_op(ir: &mut Ir, op: OpId) -> Folded {
    let Some(fold) = dialect::lookup(ir.name(op).as_str()).and_then(|d| d.fold) else {
        return Folded::None;
    };
    let constants: Vec<Option<Attribute>> = ir
        .operands(op)
        .iter()
        .map(|v| constant_value(ir, *v))
        .collect();
    fold(ir, op, &constants)
}

/// The patterns, by root op name, each list sorted by decreasing benefit (stable, as MLIR's
/// `PatternApplicator` with its default cost model).
struct PatternTable<'p> {
    by_root: FxHashMap<&'static str, Vec<&'p dyn RewritePattern>>,
    any: Vec<&'p dyn RewritePattern>,
}

impl<'p> PatternTable<'p> {
    fn new(patterns: &[&'p dyn RewritePattern]) -> Self {
        let mut by_root: FxHashMap<&'static str, Vec<&'p dyn RewritePattern>> =
            FxHashMap::default();
        let mut any = Vec::new();
        for &p in patterns {
            match p.root() {
                Some(r) => by_root.entry(r).or_default().push(p),
                None => any.push(p),
            }
        }
        for list in by_root.values_mut() {
            list.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
        }
        any.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
        PatternTable { by_root, any }
    }

    /// The patterns to try on an op named `name`, best first.
    fn for_op(&self, name: &str) -> Vec<&'p dyn RewritePattern> {
        let specific = self.by_root.get(name).map_or(&[][..], |v| &v[..]);
        if self.any.is_empty() {
            return specific.to_vec();
        }
        let mut all: Vec<&'p dyn RewritePattern> =
            specific.iter().chain(self.any.iter()).copied().collect();
        all.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
        all
    }
}

/// A LIFO worklist with set semantics and removal (MLIR's `Worklist`).
#[derive(Default)]
struct Worklist {
    list: Vec<Option<OpId>>,
    pos: FxHashMap<OpId, usize>,
}

impl Worklist {
    fn clear(&mut self) {
        self.list.clear();
        self.pos.clear();
    }

    fn push(&mut self, op: OpId) {
        if self.pos.contains_key(&op) {
            return;
        }
        self.pos.insert(op, self.list.len());
        self.list.push(Some(op));
    }

    fn pop(&mut self) -> Option<OpId> {
        while let Some(entry) = self.list.pop() {
            if let Some(op) = entry {
                self.pos.remove(&op);
                return Some(op);
            }
        }
        None
    }

    fn remove(&mut self, op: OpId) {
        if let Some(i) = self.pos.remove(&op) {
            self.list[i] = None;
        }
    }

    fn reverse(&mut self) {
        self.list.reverse();
        for (i, entry) in self.list.iter().enumerate() {
            if let Some(op) = entry {
                self.pos.insert(*op, i);
            }
        }
    }
}

/// The constants uniqued at the start of a sweep (the part of MLIR's `OperationFolder` the
/// driver uses: `insertKnownConstant`).
#[derive(Default)]
struct ConstantTable {
    by_key: FxHashMap<(RegionId, OpName, Attribute, Type), OpId>,
    owned: FxHashSet<OpId>,
}

/// The region constants of `block` are uniqued into: the closest enclosing region whose owner
/// is isolated from above, unregistered, or top-level (MLIR's `getInsertionRegion`).
fn insertion_region(ir: &Ir, mut block: crate::ir::BlockId) -> Option<RegionId> {
    loop {
        let region = ir.block_parent(block)?;
        let parent = ir.region_parent(region)?;
        let registered = dialect::lookup(ir.name(parent).as_str());
        let isolated = registered.is_none_or(|d| d.traits.contains(Traits::ISOLATED_FROM_ABOVE));
        match ir.parent_block(parent) {
            Some(outer) if !isolated => block = outer,
            _ => return Some(region),
        }
    }
}

struct Driver<'a, 'p> {
    ir: &'a mut Ir,
    region: RegionId,
    patterns: &'a PatternTable<'p>,
    config: &'a GreedyConfig,
    worklist: Worklist,
}

impl<'a, 'p> Driver<'a, 'p> {
    fn new(
        ir: &'a mut Ir,
        region: RegionId,
        patterns: &'a PatternTable<'p>,
        config: &'a GreedyConfig,
    ) -> Self {
        Driver {
            ir,
            region,
            patterns,
            config,
            worklist: Worklist::default(),
        }
    }

    /// The sweeps; returns `(changed, converged)`.
    fn simplify(&mut self) -> Result<(bool, bool), Diagnostic> {
        let mut iteration = 0u64;
        let mut continue_rewrites;
        loop {
            iteration += 1;
            if self
                .config
                .max_iterations
                .is_some_and(|max| iteration > max)
            {
                // MLIR leaves `continueRewrites` as the last sweep set it.
                return Ok((iteration > 1, false));
            }
            self.worklist.clear();
            self.seed_worklist();
            continue_rewrites = self.process_worklist()?;
            if self.config.region_simplify {
                let aggressive = self.config.aggressive_region_simplify;
                continue_rewrites |= regions::simplify_regions(self.ir, &[self.region], aggressive);
            }
            if !continue_rewrites {
                break;
            }
        }
        Ok((iteration > 1, true))
    }

    /// Fills the worklist for a sweep, uniquing and hoisting constants on the way.
    fn seed_worklist(&mut self) {
        let mut constants = ConstantTable::default();
        let mut order = Vec::new();
        for block in self.ir.region_blocks(self.region).to_vec() {
            for op in self.ir.block_ops_vec(block) {
                if self.config.top_down {
                    self.walk_pre_seed(op, &mut constants, &mut order);
                } else {
                    self.walk_post_seed(op, &mut constants, &mut order);
                }
            }
        }
        if self.config.top_down {
            for op in order {
                self.worklist.push(op);
            }
            self.worklist.reverse();
        } else {
            // Before a nested op, its not-yet-queued ancestors are queued outermost first, so an
            // op is popped before the ops enclosing it (a nested `scf.parallel` is rewritten
            // before the one around it), while siblings are popped last first — the order in
            // which mlir-opt-22's bottom-up driver rewrites nested and sibling loops.
            for op in order {
                for ancestor in self.ancestors_below_region(op).into_iter().rev() {
                    self.worklist.push(ancestor);
                }
                self.worklist.push(op);
            }
        }
    }

    /// The ops enclosing `op` up to (and including) the one in the driven region, innermost
    /// first.
    fn ancestors_below_region(&self, op: OpId) -> Vec<OpId> {
        let mut out = Vec::new();
        let mut cur = op;
        while let Some(parent) = self
            .ir
            .parent_block(cur)
            .and_then(|b| self.ir.block_parent(b))
            .filter(|r| *r != self.region)
            .and_then(|r| self.ir.region_parent(r))
        {
            out.push(parent);
            cur = parent;
        }
        out
    }

    fn walk_pre_seed(&mut self, op: OpId, constants: &mut ConstantTable, order: &mut Vec<OpId>) {
        if !self.ir.is_alive(op) {
            return;
        }
        if self.config.cse_constants && self.insert_known_constant(op, constants) {
            return;
        }
        order.push(op);
        for region in self.ir.regions(op).to_vec() {
            for block in self.ir.region_blocks(region).to_vec() {
                for inner in self.ir.block_ops_vec(block) {
                    self.walk_pre_seed(inner, constants, order);
                }
            }
        }
    }

    fn walk_post_seed(&mut self, op: OpId, constants: &mut ConstantTable, order: &mut Vec<OpId>) {
        for region in self.ir.regions(op).to_vec() {
            for block in self.ir.region_blocks(region).to_vec() {
                for inner in self.ir.block_ops_vec(block) {
                    self.walk_post_seed(inner, constants, order);
                }
            }
        }
        if !self.ir.is_alive(op) {
            return;
        }
        if self.config.cse_constants && self.insert_known_constant(op, constants) {
            return;
        }
        order.push(op);
    }

    /// MLIR's `OperationFolder::insertKnownConstant` for a constant-like `op`; returns true
    /// when `op` was a duplicate and has been replaced and erased.
    fn insert_known_constant(&mut self, op: OpId, constants: &mut ConstantTable) -> bool {
        let Some(value) = constant_of_op(self.ir, op) else {
            return false;
        };
        let Some(op_block) = self.ir.parent_block(op) else {
            return false;
        };
        let Some(region) = insertion_region(self.ir, op_block) else {
            return false;
        };
        let ty = self.ir.value_type(self.ir.result(op, 0)).clone();
        let key = (region, self.ir.name(op), value, ty);
        if let Some(&existing) = constants.by_key.get(&key) {
            let (from, to) = (self.ir.result(op, 0), self.ir.result(existing, 0));
            self.ir.replace_all_uses(from, to);
            self.notify_erased_tree(op);
            self.ir.erase_op(op);
            return true;
        }
        let Some(insert_block) = self.ir.entry_block(region) else {
            return false;
        };
        let at_front = self.ir.first_op(insert_block) == Some(op);
        let after_owned = self
            .ir
            .prev_op(op)
            .is_some_and(|p| constants.owned.contains(&p));
        if op_block != insert_block || (!at_front && !after_owned) {
            let front = self
                .ir
                .first_op(insert_block)
                .expect("entry block is not empty");
            self.ir.move_op_before(op, front);
        }
        constants.by_key.insert(key, op);
        constants.owned.insert(op);
        false
    }

    /// Whether new op `op` sits in a region of another new op that is not isolated from
    /// above (`scf.if`, `scf.for`, `async.execute` built in the same rewrite). MLIR builds such
    /// regions with body-builder callbacks before the op holding them is created, so its
    /// listener sees those insertions while their region has no parent and does not enqueue
    /// them; only the outer op is enqueued, and its body is first visited in the next sweep.
    /// A new function's body is built after the function was inserted, so it is enqueued.
    fn built_by_region_builder(&self, op: OpId, watermark: usize) -> bool {
        self.ancestors_below_region(op).into_iter().any(|parent| {
            parent.index() >= watermark
                && !dialect::traits(self.ir, parent).contains(Traits::ISOLATED_FROM_ABOVE)
        })
    }

    /// Pushes `op` and its ancestors up to the driven region (MLIR's `addToWorklist`).
    fn add_to_worklist(&mut self, op: OpId) {
        let mut ancestors = Vec::new();
        let mut cur = op;
        loop {
            if !self.ir.is_alive(cur) {
                return;
            }
            ancestors.push(cur);
            let Some(block) = self.ir.parent_block(cur) else {
                return;
            };
            let Some(region) = self.ir.block_parent(block) else {
                return;
            };
            if region == self.region {
                for a in ancestors {
                    self.worklist.push(a);
                }
                return;
            }
            let Some(parent) = self.ir.region_parent(region) else {
                return;
            };
            cur = parent;
        }
    }

    /// The worklist effects of erasing `op` and everything nested in it, before it is erased.
    fn notify_erased_tree(&mut self, op: OpId) {
        let nested = self.ir.collect_post(op);
        let set: FxHashSet<OpId> = nested.iter().copied().collect();
        for &n in nested.iter().rev() {
            for def in producers_to_revisit(self.ir, n, &set) {
                self.add_to_worklist(def);
            }
            self.worklist.remove(n);
        }
    }

    /// Erases `op` the way `RewriterBase::eraseOp` notifies the driver.
    fn erase(&mut self, op: OpId) {
        self.notify_erased_tree(op);
        self.ir.erase_op(op);
    }

    /// One sweep over the worklist; returns whether anything changed.
    fn process_worklist(&mut self) -> Result<bool, Diagnostic> {
        let mut changed = false;
        let mut num_rewrites = 0u64;
        while self
            .config
            .max_num_rewrites
            .is_none_or(|max| num_rewrites < max)
        {
            let Some(op) = self.worklist.pop() else {
                break;
            };
            if !self.ir.is_alive(op) {
                continue;
            }
            if effects::is_op_trivially_dead(self.ir, op) {
                self.erase(op);
                changed = true;
                continue;
            }
            if self.config.fold
                && !dialect::has_trait(self.ir, op, Traits::CONSTANT_LIKE)
                && self.try_fold(op)
            {
                changed = true;
                continue;
            }
            if self.apply_patterns(op)? {
                changed = true;
                num_rewrites += 1;
            }
        }
        Ok(changed)
    }

    /// Folds `op` (the folding step of MLIR's `processWorklist`); true if it changed.
    fn try_fold(&mut self, op: OpId) -> bool {
        match fold_op(self.ir, op) {
            Folded::None => false,
            Folded::InPlace => {
                self.add_to_worklist(op);
                true
            }
            Folded::Results(results) => self.replace_with_fold_results(op, &results),
        }
    }

    fn replace_with_fold_results(&mut self, op: OpId, results: &[FoldResult]) -> bool {
        let types: Vec<Type> = self
            .ir
            .results(op)
            .iter()
            .map(|r| self.ir.value_type(*r).clone())
            .collect();
        let loc = self.ir.loc(op).clone();
        let before = self.ir.num_ops();
        let values = {
            let mut b = Builder::new(self.ir, InsertPoint::Before(op), loc.clone());
            materialize_results(&mut b, results, &types, &loc)
        };
        let Some(values) = values else {
            return false;
        };
        for i in before..self.ir.num_ops() {
            let new_op = self.ir.op_id(i);
            self.add_to_worklist(new_op);
        }
        let mut rw = Rewriter::new(self.ir);
        rw.replace_op(op, &values);
        let log = rw.take_log();
        self.apply_log(&log.revisit, &log.erased);
        true
    }

    /// Tries the patterns rooted at `op`'s name (and the any-op patterns), best first.
    fn apply_patterns(&mut self, op: OpId) -> Result<bool, Diagnostic> {
        let name = self.ir.name(op).as_str();
        for pattern in self.patterns.for_op(name) {
            let watermark = self.ir.num_ops();
            let mut rw = Rewriter::new(self.ir);
            if !pattern.match_and_rewrite(&mut rw, op)? {
                continue;
            }
            let log = rw.take_log();
            for i in watermark..self.ir.num_ops() {
                let new_op = self.ir.op_id(i);
                if self.ir.is_alive(new_op) && !self.built_by_region_builder(new_op, watermark) {
                    self.add_to_worklist(new_op);
                }
            }
            self.apply_log(&log.revisit, &log.erased);
            return Ok(true);
        }
        Ok(false)
    }

    fn apply_log(&mut self, revisit: &[OpId], erased: &[OpId]) {
        for &op in erased {
            self.worklist.remove(op);
        }
        for &op in revisit {
            if self.ir.is_alive(op) {
                self.add_to_worklist(op);
            }
        }
    }
}
