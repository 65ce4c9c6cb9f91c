//! The IR verifier (generic structural checks plus each op's own verifier) and mlir-opt's
//! `-verify-diagnostics` checking.
//!
//! # Verifier
//!
//! [`verify`] mirrors MLIR's `OperationVerifier` (mlir-opt-22), including the order in which
//! problems are found, because that order decides which error a file reports:
//!
//! 1. Ops are visited depth first, parents before children, but ops that are isolated from
//!    above (`func.func`, nested modules) are skipped and verified afterwards, when their
//!    parent is left. On entering an op: null (unresolved placeholder) operands, the generic
//!    trait checks (`TERMINATOR` must be last, `SINGLE_BLOCK`), the successor operand checks of
//!    branches, the op's registered [`crate::dialect::OpDef::verify`] hook, graph regions with
//!    several blocks, entry blocks with predecessors. On entering a block: empty blocks that
//!    need a terminator, ops with successors in the middle of a block. On leaving a block:
//!    successors in another region, blocks that do not end in a terminator. On leaving an op:
//!    its isolated children (each completely, all of them even when one fails), then region
//!    invariants: the isolation of `ISOLATED_FROM_ABOVE` regions and, for `SYMBOL_TABLE` ops,
//!    duplicate symbols and symbol uses (`func.call`, `async.call`).
//! 2. Within one isolated op the first failure stops its verification; sibling isolated ops
//!    are still verified, so a module reports at most one error per function.
//! 3. When the structure is sound, SSA dominance is checked (graph regions excepted; blocks
//!    unreachable from their region's entry are not checked).
//!
//! Errors emitted on an op carry MLIR's `see current operation: <generic op>` note unless
//! [`VerifyOptions::print_op_on_diagnostic`] is off (mlir-opt turns it off under
//! `-verify-diagnostics`).
//!
//! # `-verify-diagnostics`
//!
//! [`check_expected`] matches produced diagnostics against the `// expected-error {{…}}`
//! designators of the input the way MLIR's `SourceMgrDiagnosticVerifierHandler` does, and
//! [`render_check_failures`] prints its complaints exactly as mlir-opt-22 does (including the
//! `^~~~` range under a designator).

mod expected;
mod regex;
mod structure;
mod symbols;

pub use expected::{
    check_expected, expected_designators_not_produced, is_op_note, render_check_failures,
};

use crate::diag::Diagnostic;
use crate::ir::{Ir, OpId};

/// Verifier switches.
#[derive(Clone, Copy, Debug)]
pub struct VerifyOptions {
    /// Attach `note: see current operation: <op in generic form>` to errors emitted on an op
    /// (mlir-opt's `--mlir-print-op-on-diagnostic`, on by default and off under
    /// `-verify-diagnostics`).
    pub print_op_on_diagnostic: bool,
}

impl Default for VerifyOptions {
    fn default() -> Self {
        VerifyOptions {
            print_op_on_diagnostic: true,
        }
    }
}

/// Verifies `top` and everything nested in it, with the default options (op notes on).
/// Returns every error found, in the order mlir-opt-22 reports them (at most one per
/// isolated-from-above op).
pub fn verify(ir: &Ir, top: OpId) -> Result<(), Vec<Diagnostic>> {
    verify_with(ir, top, VerifyOptions::default())
}

/// [`verify`] with explicit options.
pub fn verify_with(ir: &Ir, top: OpId, opts: VerifyOptions) -> Result<(), Vec<Diagnostic>> {
    let mut v = structure::Verifier::new(ir, opts);
    v.verify_op_and_dominance(top);
    v.into_result()
}

/// Verifies the isolated-from-above ops directly inside `op` (the functions of a module),
/// each completely, on this thread. With [`verify_except_isolated_children`] on the same op
/// it checks everything [`verify_with`] checks, so both succeed exactly when [`verify_with`]
/// does; only the order of the errors can differ. This lets the functions of each slice of a
/// large file be verified on the slice's own thread (see `driver::prepare_in_slices`).
pub fn verify_isolated_children(
    ir: &Ir,
    op: OpId,
    opts: VerifyOptions,
) -> Result<(), Vec<Diagnostic>> {
    let mut v = structure::Verifier::new(ir, opts);
    v.verify_isolated_children(op);
    v.into_result()
}

/// [`verify_with`] on `top` with its isolated-from-above children taken as verified (by
/// [`verify_isolated_children`]): `top` itself, its other ops, its symbol table and symbol
/// uses, and dominance outside the isolated children.
pub fn verify_except_isolated_children(
    ir: &Ir,
    top: OpId,
    opts: VerifyOptions,
) -> Result<(), Vec<Diagnostic>> {
    let mut v = structure::Verifier::new(ir, opts);
    v.children_verified = Some(top);
    v.verify_op_and_dominance(top);
    v.into_result()
}

/// [`verify_except_isolated_children`] on a module joined from slices of a file; with
/// `uses_verified`, the symbol uses nested in `top` are taken as verified too (every slice
/// checked its own against the others' symbols), and of the symbol table only the names'
/// uniqueness is checked: a name two slices define is still an error.
pub fn verify_joined_slices(
    ir: &Ir,
    top: OpId,
    opts: VerifyOptions,
    uses_verified: bool,
) -> Result<(), Vec<Diagnostic>> {
    let mut v = structure::Verifier::new(ir, opts);
    v.children_verified = Some(top);
    v.symbol_uses_verified = uses_verified.then_some(top);
    v.verify_op_and_dominance(top);
    v.into_result()
}

/// What checking a use of a symbol needs to know of the symbol.
#[derive(Clone, Copy, Debug)]
pub struct SymbolInfo<'s> {
    /// The name of the op defining it (`func.func`, `async.func`, …).
    pub op_name: &'s str,
    /// Its `function_type`, if it has one.
    pub function_type: Option<&'s crate::ir::Type>,
}

/// Symbols of a module that are not in the IR being verified: the other slices of a file
/// whose slices are verified apart (see `driver/sliced.rs`).
pub trait ForeignSymbols: Sync {
    /// The symbol `name`, if one of the other slices defines it.
    fn lookup(&self, name: &str) -> Option<SymbolInfo<'_>>;
}

/// The symbol uses nested in `module` (a slice's stand-in module), as [`verify_with`] checks
/// them, with a symbol that `module` does not define looked up in `foreign`.
pub fn verify_symbol_uses_in_slice(
    ir: &Ir,
    module: OpId,
    opts: VerifyOptions,
    foreign: &dyn ForeignSymbols,
) -> Result<(), Vec<Diagnostic>> {
    let mut v = structure::Verifier::new(ir, opts);
    v.foreign_symbols = Some((module, foreign));
    if let Err(d) = symbols::verify_uses_only(&v, module) {
        v.diags.push(d);
    }
    v.into_result()
}

#[cfg(test)]
mod tests;
