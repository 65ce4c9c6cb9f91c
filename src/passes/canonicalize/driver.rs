//! The greedy pattern rewrite driver (MLIR's `GreedyPatternRewriteDriver`).
//!
//! SKELETON: the real driver (worklist order, folding with constant uniquing and hoisting,
//! dead-op removal, fixed point) is being written; until then patterns are applied once per
//! op in post-order and nothing is folded.

use crate::diag::Diagnostic;
use crate::ir::rewrite::{RewritePattern, Rewriter};
use crate::ir::{Builder, Ir, OpId, OperationState, Value};

/// Options of a greedy rewrite (MLIR's `GreedyRewriteConfig`).
#[derive(Clone, Debug)]
pub struct GreedyConfig {
    /// Visit ops top-down (pre-order) instead of MLIR's default post-order.
    pub top_down: bool,
    /// Run region simplification after each sweep (`region-simplify`).
    pub region_simplify: bool,
    /// Maximum number of sweeps (`max-iterations`); `None` = unbounded.
    pub max_iterations: Option<u64>,
}

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig { top_down: true, region_simplify: true, max_iterations: Some(10) }
    }
}

/// Applies `patterns` (and every op's folder) to everything nested in `root` until nothing
/// changes. Returns whether the IR changed.
pub fn apply_patterns_greedily(
    ir: &mut Ir,
    root: OpId,
    patterns: &[&dyn RewritePattern],
    _config: &GreedyConfig,
) -> Result<bool, Diagnostic> {
    let mut changed = false;
    for op in ir.collect_post(root) {
        if op == root || !ir.is_alive(op) {
            continue;
        }
        let name = ir.name(op).as_str();
        for pattern in patterns {
            if pattern.root().is_some_and(|r| r != name) {
                continue;
            }
            let mut rw = Rewriter::new(ir);
            if pattern.match_and_rewrite(&mut rw, op)? {
                changed = true;
                break;
            }
        }
    }
    Ok(changed)
}

/// Canonicalizes everything nested in `root`: every op's folder and the canonicalization
/// patterns of every registered op.
pub fn canonicalize_op(ir: &mut Ir, root: OpId, config: &GreedyConfig) -> Result<bool, Diagnostic> {
    apply_patterns_greedily(ir, root, &[], config)
}

/// Creates the op described by `state` at the builder's insertion point and folds it right
/// away if it folds (MLIR's `createOrFold`), returning the values that stand for its results.
pub fn create_or_fold(b: &mut Builder<'_>, state: OperationState) -> Vec<Value> {
    let op = b.insert(state);
    b.ir.results(op).to_vec()
}
