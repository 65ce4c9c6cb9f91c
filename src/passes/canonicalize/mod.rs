//! `canonicalize`: folders and canonicalization patterns applied to a fixed point by the greedy
//! rewrite driver, as MLIR's `Canonicalizer` pass does.
//!
//! * [`driver`] — the greedy driver (MLIR's `applyPatternsGreedily`): a worklist of ops,
//!   each folded (constants uniqued and hoisted as `OperationFolder` does) or rewritten by
//!   the highest-benefit matching pattern, until nothing changes; dead ops are erased.
//! * [`regions`] — region simplification after each sweep (MLIR's `simplifyRegions`:
//!   unreachable blocks, dead ops and block arguments, identical blocks merged).
//! * [`create_or_fold`] — what lowering passes use to fold ops as they create them
//!   (MLIR's `OpBuilder::createOrFold`).
//!
//! What each op folds to lives with the op, in its dialect's `OpDef` (`fold`,
//! `canonicalize`); nothing in this module knows a dialect.

pub mod driver;
pub mod regions;

pub use driver::{GreedyConfig, apply_patterns_greedily, canonicalize_op, create_or_fold};

use crate::diag::Diagnostic;
use crate::ir::{Ir, OpId};

/// The `canonicalize` pass body: every registered folder and canonicalization pattern,
/// applied greedily to everything nested in `op`.
pub fn run(ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
    canonicalize_op(ir, op, &GreedyConfig::default())?;
    Ok(())
}
