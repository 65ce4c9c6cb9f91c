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
        Rewriter { ir, log: RewriteLog::default() }
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
        self.erase_nested_log(op);
        self.ir.replace_op(op, values);
    }

    /// Erases `op`, whose results must be unused.
    pub fn erase_op(&mut self, op: OpId) {
        self.erase_nested_log(op);
        self.ir.erase_op(op);
    }

    /// Records that `op` was changed in place.
    pub fn notify_modified(&mut self, op: OpId) {
        self.log.modified.push(op);
    }

    /// Takes the log of what happened since the last call.
    pub fn take_log(&mut self) -> RewriteLog {
        std::mem::take(&mut self.log)
    }

    fn erase_nested_log(&mut self, op: OpId) {
        let ir = &*self.ir;
        let log = &mut self.log;
        ir.walk_post(op, &mut |nested| log.erased.push(nested));
    }
}
