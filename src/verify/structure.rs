//! The operation verifier proper: structural checks, op hooks and dominance, in MLIR's order
//! (see the module docs of [`super`]).

use rustc_hash::FxHashMap;

use super::VerifyOptions;
use crate::diag::Diagnostic;
use crate::dialect::{self, Traits};
use crate::ir::dominance::DominanceInfo;
use crate::ir::{BlockId, Ir, Location, OpId, RegionId, Value, ValueDef};
use crate::limits;
use crate::print::print_op_generic_local;

/// Verifier state shared by all checks of one [`super::verify_with`] call.
pub(super) struct Verifier<'a> {
    pub(super) ir: &'a Ir,
    pub(super) opts: VerifyOptions,
    /// Errors found so far, in report order.
    pub(super) diags: Vec<Diagnostic>,
    dom: DominanceInfo,
    /// Position of each op in its block, filled lazily per block (`u32::MAX`: not numbered).
    order: Vec<u32>,
    /// Blocks whose ops are numbered in `order`, by block index.
    numbered_blocks: Vec<bool>,
    /// An op whose isolated-from-above children are taken as verified already (see
    /// [`super::verify_except_isolated_children`]).
    pub(super) children_verified: Option<OpId>,
    /// Symbols that uses inside the symbol table op may name without it holding them: the
    /// table stands for one slice of a module (see [`super::verify_symbol_uses_in_slice`]).
    pub(super) foreign_symbols: Option<(OpId, &'a dyn super::ForeignSymbols)>,
    /// The number of regions enclosing the op being entered (see [`crate::limits`]).
    nesting: usize,
    /// A symbol table whose nested symbol uses are taken as verified already: only its
    /// symbols' uniqueness is checked (see [`super::verify_joined_slices`]).
    pub(super) symbol_uses_verified: Option<OpId>,
}

/// Ops with at least this many isolated-from-above children (a module with that many
/// functions) have them verified on several threads; below it, starting threads costs more
/// than it saves.
const PARALLEL_VERIFY_THRESHOLD: usize = 32;

/// Threads to verify `items` independent pieces on: one below
/// [`PARALLEL_VERIFY_THRESHOLD`], else the available parallelism, at most 8.
pub(super) fn verify_threads(items: usize) -> usize {
    if items < PARALLEL_VERIFY_THRESHOLD {
        return 1;
    }
    // `available_parallelism` reads cgroup files: ask once.
    static THREADS: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *THREADS.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get().min(8)))
}

/// A node of the depth-first walk: entering or leaving an op or a block.
#[derive(Clone, Copy)]
enum Item {
    EnterOp(OpId),
    ExitOp(OpId),
    EnterBlock(BlockId),
    ExitBlock(BlockId),
}

impl<'a> Verifier<'a> {
    pub(super) fn new(ir: &'a Ir, opts: VerifyOptions) -> Self {
        Verifier {
            ir,
            opts,
            diags: Vec::new(),
            dom: DominanceInfo::new(),
            order: Vec::new(),
            numbered_blocks: Vec::new(),
            children_verified: None,
            foreign_symbols: None,
            symbol_uses_verified: None,
            nesting: 0,
        }
    }

    /// The outcome of the checks run so far: `Ok` when none found an error.
    pub(super) fn into_result(self) -> Result<(), Vec<Diagnostic>> {
        if self.diags.is_empty() {
            Ok(())
        } else {
            Err(self.diags)
        }
    }

    // ---------------------------------------------------------------------------------------
    // Diagnostics
    // ---------------------------------------------------------------------------------------

    /// An error emitted on `op` (MLIR's `op->emitError`): at the op's location, with the
    /// `see current operation` note when enabled.
    pub(super) fn op_error(&self, op: OpId, msg: impl Into<String>) -> Diagnostic {
        let mut d = Diagnostic::error(self.ir.loc(op).clone(), msg);
        if self.opts.print_op_on_diagnostic {
            d.notes.push(op_note(self.ir, op));
        }
        d
    }

    /// `'name' op msg` emitted on `op` (MLIR's `op->emitOpError`).
    pub(super) fn op_op_error(&self, op: OpId, msg: impl AsRef<str>) -> Diagnostic {
        self.op_error(
            op,
            format!("'{}' op {}", self.ir.name(op).as_str(), msg.as_ref()),
        )
    }

    // ---------------------------------------------------------------------------------------
    // Driver
    // ---------------------------------------------------------------------------------------

    /// Verifies `op` (structure, then dominance inside it). Returns false on failure, with
    /// the errors pushed to `self.diags`.
    pub(super) fn verify_op_and_dominance(&mut self, op: OpId) -> bool {
        if !self.verify_operation(op) {
            return false;
        }
        if !self.ir.regions(op).is_empty() && !self.verify_dominance_of_contained_regions(op) {
            return false;
        }
        true
    }

    /// Depth-first walk of `op`, stopping at ops isolated from above (verified on exit of
    /// their parent).
    fn verify_operation(&mut self, op: OpId) -> bool {
        let ir = self.ir;
        // Isolated children are verified from `exit_op` of their parent, inside this walk:
        // the parent's count is put back afterwards.
        let outer_nesting = std::mem::replace(&mut self.nesting, limits::region_depth(ir, op));
        let ok = self.verify_operation_walk(op);
        self.nesting = outer_nesting;
        ok
    }

    fn verify_operation_walk(&mut self, op: OpId) -> bool {
        let ir = self.ir;
        let mut stack = vec![Item::EnterOp(op)];
        while let Some(item) = stack.pop() {
            let ok = match item {
                Item::EnterOp(o) => {
                    // IR nested deeper than the parser accepts can only come from a pass;
                    // it stops here, before the walks after this pass recurse into it.
                    // (No `see current operation` note: printing it would recurse as deep.)
                    let ok = if self.nesting > limits::MAX_NESTING {
                        self.diags.push(Diagnostic::error(
                            ir.loc(o).clone(),
                            format!(
                                "'{}' op is nested in more than {} regions, the nesting limit",
                                ir.name(o).as_str(),
                                limits::MAX_NESTING
                            ),
                        ));
                        false
                    } else {
                        self.enter_op(o)
                    };
                    if ok {
                        self.nesting += 1;
                        stack.push(Item::ExitOp(o));
                        for &r in ir.regions(o).iter().rev() {
                            for &b in ir.region_blocks(r).iter().rev() {
                                stack.push(Item::EnterBlock(b));
                            }
                        }
                    }
                    ok
                }
                Item::EnterBlock(b) => {
                    let ok = self.enter_block(b);
                    if ok {
                        stack.push(Item::ExitBlock(b));
                        let ops = ir.block_ops_vec(b);
                        for &o in ops.iter().rev() {
                            if !is_isolated_with_regions(ir, o) {
                                stack.push(Item::EnterOp(o));
                            }
                        }
                    }
                    ok
                }
                Item::ExitBlock(b) => self.exit_block(b),
                Item::ExitOp(o) => {
                    self.nesting -= 1;
                    self.exit_op(o)
                }
            };
            if !ok {
                return false;
            }
        }
        true
    }

    // ---------------------------------------------------------------------------------------
    // Ops
    // ---------------------------------------------------------------------------------------

    fn enter_op(&mut self, op: OpId) -> bool {
        let ir = self.ir;
        if ir
            .operands(op)
            .iter()
            .any(|v| matches!(ir.value_def(*v), ValueDef::Placeholder))
        {
            let d = self.op_error(op, "null operand found");
            self.diags.push(d);
            return false;
        }
        let def = op_def(ir, op);
        if let Some(def) = def {
            if let Err(d) = self.check_traits(op, def.traits) {
                self.diags.push(d);
                return false;
            }
            if let Err(d) = self.check_successor_operands(op) {
                self.diags.push(d);
                return false;
            }
            if let Some(hook) = def.verify
                && let Err(mut d) = hook(ir, op)
            {
                if self.opts.print_op_on_diagnostic && !d.notes.first().is_some_and(is_op_note_d) {
                    d.notes.insert(0, op_note(ir, op));
                }
                self.diags.push(d);
                return false;
            }
        }
        let graph = def.is_some_and(|d| d.traits.contains(Traits::GRAPH_REGION));
        for (i, &region) in ir.regions(op).iter().enumerate() {
            let blocks = ir.region_blocks(region);
            if graph && blocks.len() > 1 {
                let d = self.op_op_error(
                    op,
                    format!("expects graph region #{i} to have 0 or 1 blocks"),
                );
                self.diags.push(d);
                return false;
            }
            if let Some(&entry) = blocks.first()
                && has_predecessors(ir, entry)
            {
                self.diags.push(Diagnostic::error(
                    ir.loc(op).clone(),
                    "entry block of region may not have predecessors",
                ));
                return false;
            }
        }
        true
    }

    /// The generic trait checks MLIR runs as part of an op's invariants.
    fn check_traits(&self, op: OpId, traits: Traits) -> Result<(), Diagnostic> {
        let ir = self.ir;
        if traits.contains(Traits::SINGLE_BLOCK) {
            for (i, &region) in ir.regions(op).iter().enumerate() {
                let blocks = ir.region_blocks(region);
                if blocks.is_empty() {
                    continue;
                }
                if blocks.len() != 1 {
                    return Err(
                        self.op_op_error(op, format!("expects region #{i} to have 0 or 1 blocks"))
                    );
                }
                if !traits.contains(Traits::NO_TERMINATOR) && ir.first_op(blocks[0]).is_none() {
                    return Err(self.op_op_error(op, "expects a non-empty block"));
                }
            }
        }
        if traits.contains(Traits::TERMINATOR) {
            let last = ir.parent_block(op).and_then(|b| ir.last_op(b));
            if last != Some(op) {
                return Err(self.op_op_error(op, "must be the last operation in the parent block"));
            }
        }
        Ok(())
    }

    /// The BranchOpInterface check: operands forwarded to each successor against its
    /// arguments.
    fn check_successor_operands(&self, op: OpId) -> Result<(), Diagnostic> {
        let ir = self.ir;
        for (i, &succ) in ir.successors(op).iter().enumerate() {
            // Only ops whose forwarding is known (the `cf` branches) are checked here.
            let Some(range) = dialect::cf::successor_operand_range(ir, op, i) else {
                continue;
            };
            let Some(operands) = ir.operands(op).get(range) else {
                continue;
            };
            let args = ir.block_args(succ);
            if operands.len() != args.len() {
                return Err(self.op_error(
                    op,
                    format!(
                        "branch has {} operands for successor #{i}, but target block has {}",
                        operands.len(),
                        args.len()
                    ),
                ));
            }
            for (j, (v, a)) in operands.iter().zip(args).enumerate() {
                if ir.value_type(*v) != ir.value_type(*a) {
                    return Err(self.op_error(
                        op,
                        format!("type mismatch for bb argument #{j} of successor #{i}"),
                    ));
                }
            }
        }
        Ok(())
    }

    fn exit_op(&mut self, op: OpId) -> bool {
        let ir = self.ir;
        // Isolated children: each verified completely, all of them even if one fails.
        if self.children_verified != Some(op) && !self.verify_isolated(&isolated_children(ir, op)) {
            return false;
        }
        if let Some(hook) = op_def(ir, op).and_then(|d| d.verify_regions)
            && let Err(mut d) = hook(ir, op)
        {
            if self.opts.print_op_on_diagnostic && !d.notes.first().is_some_and(is_op_note_d) {
                d.notes.insert(0, op_note(ir, op));
            }
            self.diags.push(d);
            return false;
        }
        let traits = op_traits(ir, op);
        if traits.contains(Traits::ISOLATED_FROM_ABOVE)
            && let Err(d) = self.check_isolation(op)
        {
            self.diags.push(d);
            return false;
        }
        if traits.contains(Traits::SYMBOL_TABLE)
            && let Err(d) = super::symbols::verify_symbol_table(self, op)
        {
            self.diags.push(d);
            return false;
        }
        true
    }

    /// Verifies the isolated-from-above children of `op` completely, one after the other on
    /// this thread, as verifying `op` would; all of them even if one fails.
    pub(super) fn verify_isolated_children(&mut self, op: OpId) -> bool {
        let mut ok = true;
        for child in isolated_children(self.ir, op) {
            ok &= self.verify_op_and_dominance(child);
        }
        ok
    }

    /// Verifies each of the isolated-from-above ops `isolated` completely (all of them, even
    /// if one fails), appending their errors in the order of `isolated`. They cannot see each
    /// other's values, so when there are many (the functions of a module) they are verified
    /// on several threads, each with its own [`Verifier`], and the errors are concatenated in
    /// chunk order: the result is the same as verifying them one after the other.
    fn verify_isolated(&mut self, isolated: &[OpId]) -> bool {
        let threads = verify_threads(isolated.len());
        if threads < 2 {
            let mut ok = true;
            for &o in isolated {
                ok &= self.verify_op_and_dominance(o);
            }
            return ok;
        }
        let (ir, opts) = (self.ir, self.opts);
        let chunk = isolated.len().div_ceil(threads);
        let results: Vec<(bool, Vec<Diagnostic>)> = std::thread::scope(|s| {
            let handles: Vec<_> = isolated
                .chunks(chunk)
                .map(|part| {
                    // Op verifiers may recurse per level of nesting: a stack for the
                    // nesting limit (see `crate::limits`).
                    limits::thread_builder()
                        .spawn_scoped(s, move || {
                            let mut v = Verifier::new(ir, opts);
                            let mut ok = true;
                            for &o in part {
                                ok &= v.verify_op_and_dominance(o);
                            }
                            (ok, v.diags)
                        })
                        .expect("failed to spawn thread")
                })
                .collect();
            handles
                .into_iter()
                // A panic in a verifier thread is a bug; re-raise it as the sequential
                // verifier would have panicked.
                .map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
                .collect()
        });
        let mut ok = true;
        for (part_ok, diags) in results {
            ok &= part_ok;
            self.diags.extend(diags);
        }
        ok
    }

    /// MLIR's `verifyIsIsolatedFromAbove`: no op inside `isolated` (stopping at nested
    /// isolated ops) uses a value defined outside of it.
    fn check_isolation(&self, isolated: OpId) -> Result<(), Diagnostic> {
        let ir = self.ir;
        for &region in ir.regions(isolated) {
            let mut pending = vec![region];
            while let Some(r) = pending.pop() {
                for &b in ir.region_blocks(r) {
                    for o in ir.block_ops(b) {
                        for &v in ir.operands(o) {
                            let Some(vr) = value_region(ir, v) else {
                                return Err(self.op_error(o, "operation's operand is unlinked"));
                            };
                            // `r` lies inside the isolated region: values of `r` itself
                            // need no ancestor walk.
                            if vr != r && !region_is_ancestor(ir, region, vr) {
                                let mut d =
                                    self.op_op_error(o, "using value defined outside the region");
                                d.notes.push(Diagnostic::note(
                                    ir.loc(isolated).clone(),
                                    "required by region isolation constraints",
                                ));
                                return Err(d);
                            }
                        }
                        if !op_traits(ir, o).contains(Traits::ISOLATED_FROM_ABOVE) {
                            pending.extend_from_slice(ir.regions(o));
                        }
                    }
                }
            }
        }
        Ok(())
    }

    // ---------------------------------------------------------------------------------------
    // Blocks
    // ---------------------------------------------------------------------------------------

    fn enter_block(&mut self, block: BlockId) -> bool {
        let ir = self.ir;
        let Some(last) = ir.last_op(block) else {
            if may_be_valid_without_terminator(ir, block) {
                return true;
            }
            let loc = ir
                .block_parent_op(block)
                .map_or(Location::Unknown, |p| ir.loc(p).clone());
            self.diags.push(Diagnostic::error(
                loc,
                "empty block: expect at least a terminator",
            ));
            return false;
        };
        for o in ir.block_ops(block) {
            if o != last && !ir.successors(o).is_empty() {
                let d = self.op_error(
                    o,
                    "operation with block successors must terminate its parent block",
                );
                self.diags.push(d);
                return false;
            }
        }
        true
    }

    fn exit_block(&mut self, block: BlockId) -> bool {
        let ir = self.ir;
        let Some(last) = ir.last_op(block) else {
            return true;
        };
        let region = ir.block_parent(block);
        if ir
            .successors(last)
            .iter()
            .any(|s| ir.block_parent(*s) != region)
        {
            let d = self.op_op_error(last, "branching to block of a different region");
            self.diags.push(d);
            return false;
        }
        if may_be_valid_without_terminator(ir, block) {
            return true;
        }
        let is_terminator = match op_def(ir, last) {
            Some(def) => def.traits.contains(Traits::TERMINATOR),
            None => true, // unregistered ops might be terminators
        };
        if !is_terminator {
            let text = print_op_generic_local(ir, last);
            let sep = if text.contains('\n') { "\n" } else { "" };
            let d = self.op_error(last, format!("block with no terminator, has {sep}{text}"));
            self.diags.push(d);
            return false;
        }
        true
    }

    // ---------------------------------------------------------------------------------------
    // Dominance
    // ---------------------------------------------------------------------------------------

    fn verify_dominance_of_contained_regions(&mut self, op: OpId) -> bool {
        let ir = self.ir;
        let mut worklist = vec![op];
        while let Some(o) = worklist.pop() {
            for &region in ir.regions(o) {
                let blocks = ir.region_blocks(region);
                for (bi, &block) in blocks.iter().enumerate() {
                    let reachable = bi == 0 || self.dom.tree(ir, region).is_reachable(block);
                    for inner in ir.block_ops(block) {
                        if reachable {
                            for (i, &v) in ir.operands(inner).iter().enumerate() {
                                if !self.properly_dominates_value(v, inner) {
                                    let d = self.diagnose_dominance(inner, i, v);
                                    self.diags.push(d);
                                    return false;
                                }
                            }
                        }
                        if !ir.regions(inner).is_empty()
                            && !op_traits(ir, inner).contains(Traits::ISOLATED_FROM_ABOVE)
                        {
                            worklist.push(inner);
                        }
                    }
                }
            }
        }
        true
    }

    /// MLIR's `DominanceInfo::properlyDominates(Value, Operation *)`.
    fn properly_dominates_value(&mut self, v: Value, user: OpId) -> bool {
        let ir = self.ir;
        match ir.value_def(v) {
            ValueDef::BlockArg(owner, _) => match ir.parent_block(user) {
                Some(ub) => self.block_dominates(owner, ub),
                None => false,
            },
            ValueDef::OpResult(def, _) => self.op_properly_dominates(def, user),
            ValueDef::Placeholder => false,
        }
    }

    /// `a` dominates `b` (reflexive); a block also dominates the blocks nested in its ops.
    fn block_dominates(&mut self, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return true;
        }
        let ir = self.ir;
        let Some(ra) = ir.block_parent(a) else {
            return false;
        };
        let Some(b) = ancestor_block_in_region(ir, ra, b) else {
            return false;
        };
        if a == b {
            return true;
        }
        self.dom.tree(ir, ra).dominates(a, b)
    }

    /// The op `a` properly dominates `b` (an op enclosing `b` does not).
    fn op_properly_dominates(&mut self, a: OpId, b: OpId) -> bool {
        let ir = self.ir;
        let (Some(a_block), Some(b_block)) = (ir.parent_block(a), ir.parent_block(b)) else {
            return false;
        };
        if a == b {
            return !has_ssa_dominance(ir, a_block);
        }
        let Some(a_region) = ir.block_parent(a_block) else {
            return false;
        };
        let (b, b_block) = if ir.block_parent(b_block) != Some(a_region) {
            let Some(anc) = ancestor_op_in_region(ir, a_region, b) else {
                return false;
            };
            if anc == a {
                return false;
            }
            match ir.parent_block(anc) {
                Some(bb) => (anc, bb),
                None => return false,
            }
        } else {
            (b, b_block)
        };
        if a_block == b_block {
            if !has_ssa_dominance(ir, a_block) {
                return true;
            }
            return self.is_before_in_block(a, b, a_block);
        }
        let tree = self.dom.tree(ir, a_region);
        tree.dominates(a_block, b_block)
    }

    fn is_before_in_block(&mut self, a: OpId, b: OpId, block: BlockId) -> bool {
        if self.order.len() < self.ir.num_ops() {
            self.order.resize(self.ir.num_ops(), u32::MAX);
        }
        if self.numbered_blocks.len() <= block.index() {
            self.numbered_blocks
                .resize(self.ir.num_blocks().max(block.index() + 1), false);
        }
        if !std::mem::replace(&mut self.numbered_blocks[block.index()], true) {
            for (i, o) in self.ir.block_ops(block).enumerate() {
                self.order[o.index()] = i as u32;
            }
        }
        self.order[a.index()] < self.order[b.index()]
    }

    /// MLIR's `diagnoseInvalidOperandDominance`.
    fn diagnose_dominance(&self, op: OpId, index: usize, v: Value) -> Diagnostic {
        let ir = self.ir;
        let mut d = self.op_error(op, format!("operand #{index} does not dominate this use"));
        let block1 = ir.parent_block(op);
        let region1 = block1.and_then(|b| ir.block_parent(b));
        match ir.value_def(v) {
            ValueDef::OpResult(def, _) => {
                let block2 = ir.parent_block(def);
                let region2 = block2.and_then(|b| ir.block_parent(b));
                let rel = if block2.is_some() && block1 == block2 {
                    " (op in the same block)"
                } else if region2.is_some() && region1 == region2 {
                    " (op in the same region)"
                } else if proper_ancestor(ir, region2, region1) {
                    " (op in a parent region)"
                } else if proper_ancestor(ir, region1, region2) {
                    " (op in a child region)"
                } else {
                    " (op is neither in a parent nor in a child region)"
                };
                d.notes.push(Diagnostic::note(
                    ir.loc(def).clone(),
                    format!("operand defined here{rel}"),
                ));
            }
            ValueDef::BlockArg(owner, _) => {
                let loc = ir
                    .block_parent_op(owner)
                    .map_or(Location::Unknown, |p| ir.loc(p).clone());
                let region2 = ir.block_parent(owner);
                let msg = match region2 {
                    None => " (block without parent)".to_owned(),
                    Some(r2) => {
                        let index = ir
                            .region_blocks(r2)
                            .iter()
                            .position(|b| *b == owner)
                            .unwrap_or(0);
                        let rel = if region1 == Some(r2) {
                            " in the same region)"
                        } else if proper_ancestor(ir, Some(r2), region1) {
                            " in a parent region)"
                        } else if proper_ancestor(ir, region1, Some(r2)) {
                            " in a child region)"
                        } else {
                            " neither in a parent nor in a child region)"
                        };
                        format!("operand defined as a block argument (block #{index}{rel}")
                    }
                };
                d.notes.push(Diagnostic::note(loc, msg));
            }
            ValueDef::Placeholder => {}
        }
        d
    }
}

// -------------------------------------------------------------------------------------------
// Helpers
// -------------------------------------------------------------------------------------------

/// The registered definition of `op` (MLIR's registered-op info). A per-thread cache keyed by
/// the interned name's address spares the string hashing of [`dialect::lookup`] on every one
/// of the many lookups a verification makes.
pub(super) fn op_def(ir: &Ir, op: OpId) -> Option<&'static dialect::OpDef> {
    thread_local! {
        static DEFS: std::cell::RefCell<FxHashMap<(usize, usize), Option<&'static dialect::OpDef>>> =
            std::cell::RefCell::new(FxHashMap::default());
    }
    let name = ir.name(op).as_str();
    let key = (name.as_ptr() as usize, name.len());
    DEFS.with(|defs| {
        *defs
            .borrow_mut()
            .entry(key)
            .or_insert_with(|| dialect::lookup(name))
    })
}

/// The traits of `op` (empty for unregistered ops), through [`op_def`].
pub(super) fn op_traits(ir: &Ir, op: OpId) -> Traits {
    op_def(ir, op).map_or(Traits::NONE, |d| d.traits)
}

/// The `see current operation: …` note for `op`.
///
/// An op with regions nested deeper than [`limits::MAX_NESTING`] (which only a pass can
/// build, and the verifier is about to refuse) is not printed: the printer recurses per
/// region.
pub(super) fn op_note(ir: &Ir, op: OpId) -> Diagnostic {
    if ir
        .regions(op)
        .iter()
        .any(|&r| limits::nesting_within(ir, r) > limits::MAX_NESTING)
    {
        return Diagnostic::note(
            ir.loc(op).clone(),
            format!(
                "see current operation: not printed, its regions nest more than {} levels",
                limits::MAX_NESTING
            ),
        );
    }
    let text = print_op_generic_local(ir, op);
    let sep = if text.contains('\n') { "\n" } else { "" };
    Diagnostic::note(
        ir.loc(op).clone(),
        format!("see current operation: {sep}{text}"),
    )
}

fn is_op_note_d(d: &Diagnostic) -> bool {
    super::is_op_note(d)
}

/// The ops directly in the regions of `op` that are isolated from above and have regions
/// (the functions of a module), in order.
fn isolated_children(ir: &Ir, op: OpId) -> Vec<OpId> {
    let mut isolated = Vec::new();
    for &r in ir.regions(op) {
        for &b in ir.region_blocks(r) {
            isolated.extend(ir.block_ops(b).filter(|&o| is_isolated_with_regions(ir, o)));
        }
    }
    isolated
}

fn is_isolated_with_regions(ir: &Ir, op: OpId) -> bool {
    !ir.regions(op).is_empty() && op_traits(ir, op).contains(Traits::ISOLATED_FROM_ABOVE)
}

fn has_predecessors(ir: &Ir, block: BlockId) -> bool {
    let Some(region) = ir.block_parent(block) else {
        return false;
    };
    ir.region_blocks(region).iter().any(|&b| {
        ir.last_op(b)
            .is_some_and(|t| ir.successors(t).contains(&block))
    })
}

/// MLIR's `mayBeValidWithoutTerminator`.
fn may_be_valid_without_terminator(ir: &Ir, block: BlockId) -> bool {
    let Some(region) = ir.block_parent(block) else {
        return true;
    };
    if ir.region_blocks(region).len() != 1 {
        return false;
    }
    match ir.region_parent(region) {
        None => true,
        Some(op) => match op_def(ir, op) {
            Some(def) => def.traits.contains(Traits::NO_TERMINATOR),
            None => true,
        },
    }
}

/// Whether values in `block` obey SSA dominance (false in graph regions).
fn has_ssa_dominance(ir: &Ir, block: BlockId) -> bool {
    match ir.block_parent_op(block) {
        Some(op) => !op_traits(ir, op).contains(Traits::GRAPH_REGION),
        None => true,
    }
}

/// The region in which `v` is defined.
fn value_region(ir: &Ir, v: Value) -> Option<RegionId> {
    ir.block_parent(ir.value_block(v)?)
}

/// The region containing `region`'s parent op.
fn parent_region(ir: &Ir, region: RegionId) -> Option<RegionId> {
    let op = ir.region_parent(region)?;
    ir.block_parent(ir.parent_block(op)?)
}

/// Whether `ancestor` is `region` or contains it.
fn region_is_ancestor(ir: &Ir, ancestor: RegionId, region: RegionId) -> bool {
    let mut cur = Some(region);
    while let Some(r) = cur {
        if r == ancestor {
            return true;
        }
        cur = parent_region(ir, r);
    }
    false
}

/// Whether `a` strictly contains `b`.
fn proper_ancestor(ir: &Ir, a: Option<RegionId>, b: Option<RegionId>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => a != b && region_is_ancestor(ir, a, b),
        _ => false,
    }
}

/// The ancestor of `op` (or `op` itself) that lies directly in `region`.
fn ancestor_op_in_region(ir: &Ir, region: RegionId, op: OpId) -> Option<OpId> {
    let mut cur = op;
    loop {
        let b = ir.parent_block(cur)?;
        if ir.block_parent(b)? == region {
            return Some(cur);
        }
        cur = ir.block_parent_op(b)?;
    }
}

/// The ancestor of `block` (or `block` itself) that lies directly in `region`.
fn ancestor_block_in_region(ir: &Ir, region: RegionId, block: BlockId) -> Option<BlockId> {
    let mut cur = block;
    loop {
        let r = ir.block_parent(cur)?;
        if r == region {
            return Some(cur);
        }
        let op = ir.region_parent(r)?;
        cur = ir.parent_block(op)?;
    }
}

/// Symbol lookups shared with [`super::symbols`].
pub(super) type SymbolCache = FxHashMap<OpId, crate::ir::SymbolTable>;
