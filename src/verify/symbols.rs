//! Symbol-table verification: duplicate symbols and symbol uses (MLIR's
//! `detail::verifySymbolTable` plus the `verifySymbolUses` of `func.call` and `async.call`).

use rustc_hash::FxHashMap;

use super::SymbolInfo;
use super::structure::{SymbolCache, Verifier, op_traits};
use crate::diag::Diagnostic;
use crate::dialect::Traits;
use crate::ir::{Attribute, Location, OpId, SymbolTable, Type};

/// A symbol user checked like MLIR's `CallOp::verifySymbolUses`.
struct CallKind {
    /// The calling op.
    op: &'static str,
    /// The op the callee must be.
    callee_op: &'static str,
    /// How the callee is described in "does not reference a valid …".
    what: &'static str,
}

const CALLS: &[CallKind] = &[
    CallKind {
        op: "func.call",
        callee_op: "func.func",
        what: "function",
    },
    CallKind {
        op: "async.call",
        callee_op: "async.func",
        what: "async function",
    },
];

/// Verifies symbol table op `table`: one region with one block, unique symbol names, and
/// every symbol use nested in it (not looking into nested symbol tables).
pub(super) fn verify_symbol_table(v: &Verifier<'_>, table: OpId) -> Result<(), Diagnostic> {
    let ir = v.ir;
    let regions = ir.regions(table);
    if regions.len() != 1 {
        return Err(v.op_op_error(
            table,
            "Operations with a 'SymbolTable' must have exactly one region",
        ));
    }
    if ir.region_blocks(regions[0]).len() != 1 {
        return Err(v.op_op_error(
            table,
            "Operations with a 'SymbolTable' must have exactly one block",
        ));
    }
    let mut seen: FxHashMap<&str, Location> = FxHashMap::default();
    for &b in ir.region_blocks(regions[0]) {
        for op in ir.block_ops(b) {
            let Some(Attribute::String(name)) = ir.attr(op, "sym_name") else {
                continue;
            };
            if let Some(first) = seen.get(&**name) {
                let mut d = v.op_error(op, format!("redefinition of symbol named '{name}'"));
                d.notes.push(Diagnostic::note(
                    first.clone(),
                    "see existing symbol definition here",
                ));
                return Err(d);
            }
            seen.insert(name, ir.loc(op).clone());
        }
    }
    if v.symbol_uses_verified == Some(table) {
        return Ok(());
    }
    // Symbol uses, in MLIR's `walkSymbolTable` order: the ops of a region in order, with the
    // regions met on the way pushed on a stack. So the table's own ops come first, then the
    // regions of the last of them (with everything nested), then those of the one before, …
    let mut cache = SymbolCache::default();
    let mut nested = Vec::new();
    for &b in ir.region_blocks(regions[0]) {
        for op in ir.block_ops(b) {
            verify_symbol_uses(v, op, &mut cache)?;
            if !ir.regions(op).is_empty() && !op_traits(ir, op).contains(Traits::SYMBOL_TABLE) {
                nested.push(op);
            }
        }
    }
    verify_nested_symbol_uses(v, &nested, &mut cache)
}

/// The symbol uses inside the regions of `ops` (the table's ops with regions, in order), last
/// op first, each op's regions walked completely before the op before it: the error the
/// one-stack walk of MLIR meets first. With many ops (a module's functions) the ops are split
/// in chunks walked on several threads; each chunk reports the first error of its own walk,
/// and the last chunk with an error holds the one the sequential walk meets first.
fn verify_nested_symbol_uses(
    v: &Verifier<'_>,
    ops: &[OpId],
    cache: &mut SymbolCache,
) -> Result<(), Diagnostic> {
    let threads = super::structure::verify_threads(ops.len());
    if threads < 2 {
        return verify_last_first(v, ops, cache);
    }
    let chunk = ops.len().div_ceil(threads);
    let firsts: Vec<Result<(), Diagnostic>> = std::thread::scope(|scope| {
        let handles: Vec<_> = ops
            .chunks(chunk)
            .map(|part| {
                // Symbol uses are looked for in nested regions: a stack for the nesting limit.
                crate::limits::thread_builder()
                    .spawn_scoped(scope, move || {
                        verify_last_first(v, part, &mut SymbolCache::default())
                    })
                    .expect("failed to spawn thread")
            })
            .collect();
        handles
            .into_iter()
            // A panic in a verifier thread is a bug; re-raise it as the sequential
            // verifier would have panicked.
            .map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .collect()
    });
    firsts
        .into_iter()
        .rev()
        .find(Result::is_err)
        .unwrap_or(Ok(()))
}

/// [`verify_region_symbol_uses`] of each of `ops`, last first; stops at the first error.
fn verify_last_first(
    v: &Verifier<'_>,
    ops: &[OpId],
    cache: &mut SymbolCache,
) -> Result<(), Diagnostic> {
    ops.iter()
        .rev()
        .try_for_each(|&op| verify_region_symbol_uses(v, op, cache))
}

/// The symbol uses of everything nested in the regions of `op`, in MLIR's stack order (not
/// looking into nested symbol tables).
fn verify_region_symbol_uses(
    v: &Verifier<'_>,
    op: OpId,
    cache: &mut SymbolCache,
) -> Result<(), Diagnostic> {
    let ir = v.ir;
    let mut worklist = ir.regions(op).to_vec();
    while let Some(region) = worklist.pop() {
        for &b in ir.region_blocks(region) {
            for op in ir.block_ops(b) {
                verify_symbol_uses(v, op, cache)?;
                if !op_traits(ir, op).contains(Traits::SYMBOL_TABLE) {
                    worklist.extend_from_slice(ir.regions(op));
                }
            }
        }
    }
    Ok(())
}

/// MLIR's `func::ConstantOp::verifySymbolUses`: the symbol names a `func.func` of the
/// result's function type.
fn verify_func_constant(
    v: &Verifier<'_>,
    op: OpId,
    cache: &mut SymbolCache,
) -> Result<(), Diagnostic> {
    let ir = v.ir;
    let Some(Attribute::SymbolRef(path)) = ir.attr(op, "value") else {
        return Ok(()); // the op's own verifier reports a missing or wrong attribute
    };
    let name = path.join("::");
    let target = (path.len() == 1)
        .then(|| resolve(v, op, &path[0], cache))
        .flatten()
        .filter(|f| f.op_name == "func.func");
    let Some(func) = target else {
        return Err(v.op_op_error(op, format!("reference to undefined function '{name}'")));
    };
    let result = ir.results(op).first().map(|r| ir.value_type(*r));
    if result != func.function_type {
        return Err(v.op_op_error(op, "reference to function with mismatched type"));
    }
    Ok(())
}

/// The symbol-use checks of one op (calls and `func.constant` are the symbol users among
/// corolift's ops).
fn verify_symbol_uses(
    v: &Verifier<'_>,
    op: OpId,
    cache: &mut SymbolCache,
) -> Result<(), Diagnostic> {
    let ir = v.ir;
    let name = ir.name(op).as_str();
    if name == "func.constant" {
        return verify_func_constant(v, op, cache);
    }
    if !name.ends_with("call") {
        return Ok(());
    }
    let Some(kind) = CALLS.iter().find(|k| k.op == name) else {
        return Ok(());
    };
    let callee = match ir.attr(op, "callee") {
        Some(Attribute::SymbolRef(path)) if path.len() == 1 => path[0].clone(),
        _ => {
            return Err(v.op_op_error(op, "requires a 'callee' symbol reference attribute"));
        }
    };
    let target = resolve(v, op, &callee, cache).filter(|f| f.op_name == kind.callee_op);
    let Some(func) = target else {
        return Err(v.op_op_error(
            op,
            format!("'{callee}' does not reference a valid {}", kind.what),
        ));
    };
    let (inputs, results) = match func.function_type {
        Some(Type::Function(ft)) => (ft.inputs.clone(), ft.results.clone()),
        _ => (Vec::new(), Vec::new()),
    };
    let operands = ir.operands(op);
    if inputs.len() != operands.len() {
        return Err(v.op_op_error(op, "incorrect number of operands for callee"));
    }
    for (i, (expected, value)) in inputs.iter().zip(operands).enumerate() {
        let provided = ir.value_type(*value);
        if provided != expected {
            return Err(v.op_op_error(
                op,
                format!(
                    "operand type mismatch: expected operand type '{expected}', but provided '{provided}' for operand number {i}"
                ),
            ));
        }
    }
    let op_results: Vec<&Type> = ir.results(op).iter().map(|r| ir.value_type(*r)).collect();
    if results.len() != op_results.len() {
        return Err(v.op_op_error(op, "incorrect number of results for callee"));
    }
    for (i, (expected, actual)) in results.iter().zip(&op_results).enumerate() {
        if expected != *actual {
            let mut d = v.op_op_error(op, format!("result type mismatch at index {i}"));
            let loc = ir.loc(op).clone();
            d.notes.push(Diagnostic::note(
                loc.clone(),
                format!(
                    "      op result types: {}",
                    quoted_list(op_results.iter().copied())
                ),
            ));
            d.notes.push(Diagnostic::note(
                loc,
                format!("function result types: {}", quoted_list(results.iter())),
            ));
            return Err(d);
        }
    }
    Ok(())
}

/// `'t1', 't2'` as MLIR prints a type range in a diagnostic.
fn quoted_list<'t>(types: impl Iterator<Item = &'t Type>) -> String {
    types
        .map(|t| format!("'{t}'"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// MLIR's `SymbolTable::lookupNearestSymbolFrom`: the symbol `name` in the closest symbol
/// table op enclosing `from` (or `from` itself), as what a use needs to know of it. When that
/// table is the root of the verifier's foreign symbols ([`Verifier::foreign_symbols`]) and
/// does not hold `name`, the foreign symbols are asked.
fn resolve<'v>(
    v: &'v Verifier<'_>,
    from: OpId,
    name: &str,
    cache: &mut SymbolCache,
) -> Option<SymbolInfo<'v>> {
    let ir = v.ir;
    let mut table = from;
    while !op_traits(ir, table).contains(Traits::SYMBOL_TABLE) {
        table = ir.parent_op(table)?;
    }
    let local = cache
        .entry(table)
        .or_insert_with(|| SymbolTable::new(ir, table))
        .lookup(name);
    if let Some(op) = local {
        let function_type = match ir.attr(op, "function_type") {
            Some(Attribute::Type(t)) => Some(t),
            _ => None,
        };
        return Some(SymbolInfo {
            op_name: ir.name(op).as_str(),
            function_type,
        });
    }
    match v.foreign_symbols {
        Some((root, foreign)) if root == table => foreign.lookup(name),
        _ => None,
    }
}

/// The symbol uses nested in symbol table `table` (as [`verify_symbol_table`] checks them,
/// without the duplicate-name check).
pub(super) fn verify_uses_only(v: &Verifier<'_>, table: OpId) -> Result<(), Diagnostic> {
    let ir = v.ir;
    let mut cache = SymbolCache::default();
    let mut nested = Vec::new();
    for &region in ir.regions(table) {
        for &b in ir.region_blocks(region) {
            for op in ir.block_ops(b) {
                verify_symbol_uses(v, op, &mut cache)?;
                if !ir.regions(op).is_empty() && !op_traits(ir, op).contains(Traits::SYMBOL_TABLE) {
                    nested.push(op);
                }
            }
        }
    }
    verify_nested_symbol_uses(v, &nested, &mut cache)
}
