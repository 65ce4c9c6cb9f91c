//! `scf-forall-to-parallel`: every `scf.forall` becomes an `scf.parallel` over the same body
//! (upstream's `forallToParallelLoop`, shared with `convert-scf-to-cf`: one `arith.constant`
//! per static bound, the `scf.forall.in_parallel` terminator replaced by `scf.reduce`, the
//! `mapping` attribute kept). Innermost first, as upstream's post-order walk.
//!
//! ```mlir
//! scf.forall (%i) in (%n) { … }
//! ```
//! becomes
//! ```mlir
//! %c0 = arith.constant 0 : index
//! %c1 = arith.constant 1 : index
//! scf.parallel (%i) = (%c0) to (%n) step (%c1) { … scf.reduce }
//! ```
//!
//! A forall with `shared_outs` (not bufferized) cannot be converted: an error with the reason
//! upstream's pattern gives (upstream fails the pass without printing it).

use crate::diag::Diagnostic;
use crate::ir::{Ir, OpId};

/// Pipeline name of the pass.
pub const NAME: &str = "scf-forall-to-parallel";

/// Converts every `scf.forall` nested in `root`, innermost first.
pub fn run(ir: &mut Ir, root: OpId) -> Result<(), Diagnostic> {
    let mut foralls: Vec<OpId> = ir
        .collect_pre(root)
        .into_iter()
        .filter(|op| *op != root && ir.is(*op, "scf.forall"))
        .collect();
    // Pre-order reversed visits an inner forall before the one containing it.
    foralls.reverse();
    for op in foralls {
        if !ir.is_alive(op) {
            continue;
        }
        if crate::dialect::scf::forall_parts(ir, op).is_some_and(|p| !p.outputs.is_empty()) {
            return Err(Diagnostic::error(
                ir.loc(op).clone(),
                "only fully bufferized scf.forall ops can be lowered to scf.parallel",
            ));
        }
        super::scf_to_cf::forall_to_parallel(ir, op)?;
    }
    Ok(())
}
