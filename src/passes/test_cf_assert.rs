//! `test-cf-assert`: MLIR's test pass that lowers `cf.assert` without the abort, so a
//! program reports every failed assertion and runs on (the runtime-verification tests rely
//! on it).
//!
//! corolift generates code from `cf.assert` directly, so the pass only marks each assert
//! with the unit attribute [`NO_ABORT`]; code generation then prints the message with `puts`
//! and continues instead of aborting. The mark is printed with the op, so it survives
//! `corolift opt … | corolift run`.

use crate::diag::Diagnostic;
use crate::ir::{Attribute, Ir, OpId};

/// The discardable attribute that marks a `cf.assert` as non-aborting.
pub const NO_ABORT: &str = "corolift.no_abort";

/// Marks every `cf.assert` nested in `op`.
pub fn run(ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
    let mut asserts = Vec::new();
    ir.walk_post(op, &mut |o| {
        if ir.is(o, "cf.assert") {
            asserts.push(o);
        }
    });
    for a in asserts {
        ir.set_attr(a, NO_ABORT, Attribute::Unit);
    }
    Ok(())
}
