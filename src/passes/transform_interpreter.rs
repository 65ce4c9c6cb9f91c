//! `transform-interpreter` and `test-transform-dialect-erase-schedule` for the schedules
//! upstream's vector integration tests carry (see `dialect/transform.rs`).
//!
//! Those schedules match `func.func` ops and apply vector *lowering* pattern sets to them —
//! how `vector.transpose` becomes shuffles, how narrow-integer bitcasts become shifts. The
//! result means exactly what the input means: the patterns only pick LLVM-friendly forms of
//! the same vector ops, and corolift's code generation compiles the original ops directly.
//! So the interpreter checks that the schedule holds nothing else (any other transform op
//! is an error, never silently skipped) and leaves the payload unchanged. Erasing the
//! schedule removes every `transform` op from the module, as upstream's test pass does.

use crate::diag::Diagnostic;
use crate::dialect::op_error;
use crate::dialect::transform::VECTOR_PATTERN_SETS;
use crate::ir::{Ir, OpId};

/// The entry point upstream's interpreter runs.
const ENTRY: &str = "__transform_main";

/// `transform-interpreter`: validates the `@__transform_main` schedule (see the module doc).
pub fn run_interpreter(ir: &mut Ir, top: OpId) -> Result<(), Diagnostic> {
    let mut entry = None;
    ir.walk_pre(top, &mut |op| {
        if entry.is_none()
            && ir.is(op, "transform.named_sequence")
            && crate::codegen::sym_name(ir, op) == Some(ENTRY)
        {
            entry = Some(op);
        }
    });
    let Some(entry) = entry else {
        return Err(Diagnostic::error(
            ir.loc(top).clone(),
            format!("could not find a nested named sequence with name: {ENTRY}"),
        ));
    };
    let mut unsupported = None;
    ir.walk_pre(entry, &mut |op| {
        if unsupported.is_some() || op == entry {
            return;
        }
        let name = ir.name(op).as_str();
        let known = matches!(
            name,
            "transform.structured.match" | "transform.apply_patterns" | "transform.yield"
        ) || VECTOR_PATTERN_SETS.contains(&name);
        if !known {
            unsupported = Some(op);
        }
    });
    if let Some(op) = unsupported {
        return Err(op_error(
            ir,
            op,
            "is not supported by corolift's transform interpreter, which runs only schedules that apply vector lowering patterns (code generation compiles the vector ops they lower)",
        ));
    }
    Ok(())
}

/// `test-transform-dialect-erase-schedule`: erases every `transform` op not nested in another.
pub fn run_erase_schedule(ir: &mut Ir, top: OpId) -> Result<(), Diagnostic> {
    let mut schedules = Vec::new();
    ir.walk_pre(top, &mut |op| {
        let outermost = ir
            .parent_op(op)
            .is_none_or(|p| ir.name(p).dialect() != "transform");
        if ir.name(op).dialect() == "transform" && outermost {
            schedules.push(op);
        }
    });
    for op in schedules {
        ir.erase_op(op);
    }
    Ok(())
}
