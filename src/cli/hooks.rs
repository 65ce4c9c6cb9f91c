//! The CLI's seams to the verifier and to `-verify-diagnostics` checking (in
//! [`crate::verify`]), each behind one small function.

use std::sync::Arc;

use crate::diag::Diagnostic;
use crate::ir::{Ir, OpId};

/// Verifies `op` and everything in it. `op_notes` attaches mlir-opt's
/// `see current operation` notes (off under `-verify-diagnostics`, as in mlir-opt).
pub fn verify(ir: &Ir, op: OpId, op_notes: bool) -> Result<(), Vec<Diagnostic>> {
    crate::verify::verify_with(
        ir,
        op,
        crate::verify::VerifyOptions {
            print_op_on_diagnostic: op_notes,
        },
    )
}

/// `-verify-diagnostics`: matches every diagnostic produced for the whole file (`text`)
/// against its `expected-*` designators; returns the rendered complaints (empty when all
/// match, which means exit code 0).
pub fn check_expected(text: &str, file: &Arc<str>, diags: &[Diagnostic]) -> String {
    match crate::verify::check_expected(text, file, diags) {
        Ok(()) => String::new(),
        Err(failures) => crate::verify::render_check_failures(text, file, &failures),
    }
}

/// Without `-verify-diagnostics`, mlir-opt-22 still reads the designators: invalid ones are
/// reported before anything else (`.0`), and after a failed run every designator is listed as
/// "not produced" (`.1`). Neither changes the exit code.
pub fn designator_reports(text: &str, file: &Arc<str>) -> (String, String) {
    let (first, after) = crate::verify::expected_designators_not_produced(text, file);
    (
        crate::verify::render_check_failures(text, file, &first),
        crate::verify::render_check_failures(text, file, &after),
    )
}
