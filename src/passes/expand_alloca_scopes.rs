//! `expand-alloca-scopes`: every `memref.alloca_scope` is replaced by its body, bracketed by
//! `corolift.stack.save` and `corolift.stack.restore` (corolift's form of LLVM's
//! `stacksave`/`stackrestore`, which `finalize-memref-to-llvm` emits for the same op).
//!
//! ```mlir
//! %r = memref.alloca_scope -> (f32) {
//!   %a = memref.alloca(%n) : memref<?xf32>
//!   …
//!   memref.alloca_scope.return %v : f32
//! }
//! ```
//! becomes
//! ```mlir
//! %mark = "corolift.stack.save"() : () -> index
//! %a = memref.alloca(%n) : memref<?xf32>
//! …
//! "corolift.stack.restore"(%mark) : (index) -> ()
//! ```
//! with the uses of `%r` replaced by `%v`.
//!
//! An alloca scope's body is a single block, so it can be spliced into the enclosing block
//! wherever the scope sits — in a function body or inside an `scf.for` or `async.execute`
//! region alike — and the pass can run first, before async lowering and `convert-scf-to-cf`.
//! Scopes nested in scopes become nested save/restore pairs. What the save and restore do
//! at run time is described in `src/codegen/memref/alloca.rs`.

use crate::diag::Diagnostic;
use crate::ir::{Builder, Ir, OpId, Type};

/// Pipeline name of the pass.
pub const NAME: &str = "expand-alloca-scopes";

/// Expands every `memref.alloca_scope` nested in `root`.
pub fn run(ir: &mut Ir, root: OpId) -> Result<(), Diagnostic> {
    let scopes: Vec<OpId> = ir
        .collect_pre(root)
        .into_iter()
        .filter(|op| *op != root && ir.is(*op, "memref.alloca_scope"))
        .collect();
    for scope in scopes {
        expand(ir, scope)?;
    }
    Ok(())
}

/// Splices the body of `scope` in front of it between a save and a restore, then erases it.
fn expand(ir: &mut Ir, scope: OpId) -> Result<(), Diagnostic> {
    let blocks = ir
        .regions(scope)
        .first()
        .map(|r| ir.region_blocks(*r).to_vec())
        .unwrap_or_default();
    let [body] = blocks[..] else {
        return Err(Diagnostic::error(
            ir.loc(scope).clone(),
            "'memref.alloca_scope' op expects region #0 to have 0 or 1 blocks",
        ));
    };
    let mark =
        Builder::before(ir, scope).create_value("corolift.stack.save", &[], Type::Index, vec![]);
    let ops = ir.block_ops_vec(body);
    let Some((&terminator, inner)) = ops.split_last() else {
        return Err(Diagnostic::error(
            ir.loc(scope).clone(),
            "'memref.alloca_scope' op expects a 'memref.alloca_scope.return' terminator",
        ));
    };
    for &op in inner {
        ir.move_op_before(op, scope);
    }
    let returned = ir.operands(terminator).to_vec();
    let results = ir.results(scope).to_vec();
    for (r, v) in results.iter().zip(&returned) {
        ir.replace_all_uses(*r, *v);
    }
    Builder::before(ir, scope).create("corolift.stack.restore", &[mark], &[], vec![]);
    ir.erase_op(scope);
    Ok(())
}
