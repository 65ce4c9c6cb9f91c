//! The rewrite API shared by folders, canonicalization patterns and the passes that drive them
//! (MLIR's `PatternMatch.h` and `OpDefinition.h` fold hooks, in the image of our arena IR).
//!
//! * A **folder** ([`FoldFn`]) is declared by an op in its `OpDef`: given the op and the
//!   constant values of its operands (`None` where an operand is not a constant), it either
//!   leaves the op alone, updates it in place, or names a replacement for every result — an
//!   existing SSA value or a constant attribute (which the driver materialises as a constant
//!   op, uniqued and hoisted as MLIR's `OperationFolder` does).
//! * A **rewrite pattern** ([`RewritePattern`]) matches one op (by name, or any op) and
//!   rewrites the IR through a [`Rewriter`], which records what it created, modified and
//!   erased so that a driver (the greedy driver in `passes::canonicalize`) can revisit
//!   exactly those ops.
//!
//! Nothing here knows any dialect; what an op folds to is the dialect's business.

use crate::diag::Diagnostic;

use super::{Attribute, Ir, OpId, Value};

/// What one result of an op folds to.
#[derive(Clone, Debug, PartialEq)]
pub enum FoldResult {
    /// A constant; the driver materialises it with the op's dialect constant op.
    Attr(Attribute),
    /// An existing value.
    Value(Value),
}

/// The outcome of a folder.
#[derive(Clone, Debug, PartialEq)]
pub enum Folded {
    /// Nothing to fold.
    None,
    /// The op was updated in place (operands or attributes) and stays.
    InPlace,
    /// Replacements, one per result.
    Results(Vec<FoldResult>),
}

/// An op's folder: `(ir, op, constant operands)`; `constants[i]` is the value of operand `i` if
/// it is defined by a constant-like op.
pub type FoldFn = fn(&mut Ir, OpId, &[Option<Attribute>]) -> Folded;

/// A rewrite pattern (MLIR's `RewritePattern`).
pub trait RewritePattern: Sync {
    /// The op name this pattern is rooted at, or `None` for any op.
    fn root(&self) -> Option<&'static str>;

    /// Patterns with a higher benefit are tried first (MLIR's `PatternBenefit`).
    fn benefit(&self) -> u16 {
        1
    }

    /// A name for debugging output and `disable-patterns`/`enable-patterns` filters.
    fn name(&self) -> &'static str;

    /// Tries to rewrite `op`. Returns `Ok(true)` if the IR changed; a pattern that returns
    /// `Ok(false)` must not have changed anything.
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<bool, Diagnostic>;
}

/// Changes a pattern made, for the driver that applied it.
#[derive(Clone, Debug, Default)]
pub struct RewriteLog {
    /// Ops modified in place (operands, attributes, regions moved into them).
    pub modified: Vec<OpId>,
    /// Ops erased (or replaced).
    pub erased: Vec<OpId>,
    /// Values whose users should be revisited (the results of replaced ops' replacements).
    pub replaced_uses: Vec<Value>,
    /// Ops to put back on a driver's worklist, in the order MLIR's listener callbacks would
    /// add them: the users of replaced values (each modified in place), modified ops, and the
    /// defining ops of an erased op's operands that are left with at most one other user.
    pub revisit: Vec<OpId>,
}

/// The IR handle patterns rewrite through (MLIR's `PatternRewriter`).
///
/// Reads and plain creations go through [`Rewriter::ir`]; ops created there are found by the
/// driver on its own (ids are never reused, so every op with an id at or above the driver's
/// watermark is new). Replacements, erasures and in-place updates go through the methods
/// below so the driver can revisit the ops they affect.
pub struct Rewriter<'a> {
    ir: &'a mut Ir,
    log: RewriteLog,
}

impl<'a> Rewriter<'a> {
    /// A rewriter over `ir` with an empty log.
    pub fn new(ir: &'a mut Ir) -> Self {
        Rewriter {
            ir,
            log: RewriteLog::default(),
        }
    }

    /// The IR, for reading and for creating ops.
    pub fn ir(&mut self) -> &mut Ir {
        self.ir
    }

    /// Read-only access to the IR.
    pub fn ir_ref(&self) -> &Ir {
        self.ir
    }

    /// Replaces every result of `op` by `values` and erases `op`.
    pub fn replace_op(&mut self, op: OpId, values: &[Value]) {
        self.log.replaced_uses.extend_from_slice(values);
        let results = self.ir.results(op).to_vec();
        for (r, v) in results.into_iter().zip(values) {
            self.replace_all_uses_with(r, *v);
        }
        self.erase_op(op);
    }

    /// Replaces every use of `from` by `to`; each user counts as modified in place (MLIR's
    /// `RewriterBase::replaceAllUsesWith`).
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        // MLIR's use lists put the newest use first.
        let users: Vec<OpId> = self.ir.uses(from).iter().rev().map(|u| u.op).collect();
        self.ir.replace_all_uses(from, to);
        for user in users {
            self.notify_modified(user);
        }
    }

    /// Erases `op` (and everything nested in it), whose results must be unused.
    pub fn erase_op(&mut self, op: OpId) {
        self.erase_nested_log(op);
        self.ir.erase_op(op);
    }

    /// Records that `op` was changed in place.
    pub fn notify_modified(&mut self, op: OpId) {
        self.log.modified.push(op);
        self.log.revisit.push(op);
    }

    /// Sets operand `i` of `op` and records the modification.
    pub fn set_operand(&mut self, op: OpId, i: usize, value: Value) {
        self.ir.set_operand(op, i, value);
        self.notify_modified(op);
    }

    /// Moves the ops of `block` (all of them, terminator included) right before `before`,
    /// replacing the block's arguments by `args` (MLIR's `inlineBlockBefore`). The block is
    /// left empty and detached-free; the caller erases or reuses it.
    pub fn inline_block_before(&mut self, block: super::BlockId, before: OpId, args: &[Value]) {
        for (a, v) in self.ir.block_args(block).to_vec().into_iter().zip(args) {
            self.replace_all_uses_with(a, *v);
        }
        for inner in self.ir.block_ops_vec(block) {
            self.ir.move_op_before(inner, before);
        }
    }

    /// Takes the log of what happened since the last call.
    pub fn take_log(&mut self) -> RewriteLog {
        std::mem::take(&mut self.log)
    }

    fn erase_nested_log(&mut self, op: OpId) {
        let ir = &*self.ir;
        let log = &mut self.log;
        let mut erased = Vec::new();
        ir.walk_post(op, &mut |nested| erased.push(nested));
        // Nested ops go first, the innermost and last ones before the others (MLIR erases a
        // tree users-first), each adding the producers it leaves with few users.
        let set: rustc_hash::FxHashSet<OpId> = erased.iter().copied().collect();
        for &nested in &erased {
            log.revisit.extend(producers_to_revisit(ir, nested, &set));
        }
        log.erased.extend(erased);
    }
}

/// The defining ops of `op`'s operands that have at most one user besides `op` (and the ops
/// in `erased`): MLIR's `addOperandsToWorklist`, called when `op` is about to be erased, so
/// that a producer left unused is erased and one left with a single use is revisited.
pub fn producers_to_revisit(ir: &Ir, op: OpId, erased: &rustc_hash::FxHashSet<OpId>) -> Vec<OpId> {
    let mut out = Vec::new();
    for &operand in ir.operands(op) {
        let Some(def) = ir.defining_op(operand) else {
            continue;
        };
        let mut other: Option<OpId> = None;
        let mut more = false;
        for u in ir.uses(operand) {
            if u.op == op || Some(u.op) == other || erased.contains(&u.op) {
                continue;
            }
            if other.is_none() {
                other = Some(u.op);
                continue;
            }
            more = true;
            break;
        }
        if !more {
            out.push(def);
        }
    }
    out
}

impl Ir {
    /// The op with arena index `index` (for drivers that find the ops created since a
    /// watermark, [`Ir::num_ops`]); it may have been erased since.
    pub fn op_id(&self, index: usize) -> OpId {
        debug_assert!(index < self.num_ops());
        OpId(index as u32)
    }
}
