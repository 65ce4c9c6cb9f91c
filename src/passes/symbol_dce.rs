//! `symbol-dce`: erases the symbols that nothing live references, as MLIR 22's `SymbolDCE`
//! does.
//!
//! Liveness starts from every non-symbol op and every symbol that cannot be discarded (public
//! and nested symbols: only private ones may go), and spreads through the symbol references
//! held by live ops (their attributes and everything nested in them, without entering nested
//! symbol tables, which are handled on their own with the same rule). Then every symbol of
//! every symbol table that was not reached is erased.
//!
//! The symbol-use helpers here ([`symbol_uses`], [`lookup_symbol_in`],
//! [`nearest_symbol_table`]) are MLIR's `SymbolTable::getSymbolUses` / `lookupSymbolIn` and are
//! shared with the inliner.

use std::sync::Arc;

use rustc_hash::FxHashSet;

use crate::diag::Diagnostic;
use crate::dialect::{self, Traits, has_trait};
use crate::ir::{Attribute, Ir, OpId};

/// A symbol reference: the root name and the nested names (`@a::@b` is `["a", "b"]`).
pub type SymbolPath = Arc<[Arc<str>]>;

/// One use of a symbol: the op holding the reference and the reference.
#[derive(Clone, Debug)]
pub struct SymbolUse {
    /// The op whose attributes hold the reference.
    pub user: OpId,
    /// The referenced path.
    pub path: SymbolPath,
}

/// The pass body: `op` must be a symbol table.
pub fn run(ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
    if !has_trait(ir, op, Traits::SYMBOL_TABLE) {
        return Err(Diagnostic::error(
            ir.loc(op).clone(),
            format!(
                "'{}' op  was scheduled to run under SymbolDCE, but does not define a symbol table",
                ir.name(op)
            ),
        ));
    }
    // The top symbol table is hidden unless it is a visible symbol nested in something.
    let hidden = ir.parent_op(op).is_none() || !is_symbol_op(ir, op) || is_private(ir, op);
    let mut live = FxHashSet::default();
    compute_liveness(ir, op, hidden, &mut live)?;
    erase_dead_symbols(ir, op, &live);
    Ok(())
}

/// Whether `op` has private visibility.
pub fn is_private(ir: &Ir, op: OpId) -> bool {
    matches!(ir.attr(op, "sym_visibility"), Some(Attribute::String(s)) if &**s == "private")
}

/// Whether `op` is a symbol (MLIR's `SymbolOpInterface`): registered with the symbol trait,
/// or a module (an optional symbol).
fn is_symbol_op(ir: &Ir, op: OpId) -> bool {
    has_trait(ir, op, Traits::SYMBOL) || ir.is(op, "builtin.module")
}

fn compute_liveness(
    ir: &Ir,
    table: OpId,
    hidden: bool,
    live: &mut FxHashSet<OpId>,
) -> Result<(), Diagnostic> {
    let mut worklist = Vec::new();
    for op in ir.body_ops(table) {
        if !is_symbol_op(ir, op) {
            worklist.push(op);
            continue;
        }
        let discardable = (hidden || is_private(ir, op)) && can_discard_on_use_empty(ir, op);
        if !discardable && live.insert(op) {
            worklist.push(op);
        }
    }
    while let Some(op) = worklist.pop() {
        if has_trait(ir, op, Traits::SYMBOL_TABLE) {
            let nested_hidden = hidden || !is_symbol_op(ir, op) || is_private(ir, op);
            compute_liveness(ir, op, nested_hidden, live)?;
        } else {
            // Nested symbol tables below a plain op are found through its region ops.
            for &region in ir.regions(op) {
                for &block in ir.region_blocks(region) {
                    worklist.extend(ir.block_ops(block).filter(|o| !ir.regions(*o).is_empty()));
                }
            }
        }
        let Some(parent) = ir.parent_op(op) else {
            continue;
        };
        if !has_trait(ir, parent, Traits::SYMBOL_TABLE) {
            continue;
        }
        let uses = symbol_uses(ir, op).ok_or_else(|| unknown_table_error(ir, op))?;
        for u in uses {
            for sym in lookup_symbol_in(ir, parent, &u.path).unwrap_or_default() {
                if live.insert(sym) {
                    worklist.push(sym);
                }
            }
        }
    }
    Ok(())
}

fn unknown_table_error(ir: &Ir, op: OpId) -> Diagnostic {
    Diagnostic::error(
        ir.loc(op).clone(),
        "operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses",
    )
}

fn erase_dead_symbols(ir: &mut Ir, root: OpId, live: &FxHashSet<OpId>) {
    // Post-order, as MLIR's walk: nested tables are cleaned before their parents.
    for table in ir.collect_post(root) {
        if !ir.is_alive(table) || !has_trait(ir, table, Traits::SYMBOL_TABLE) {
            continue;
        }
        for op in ir.body_ops(table) {
            if ir.is_alive(op) && is_symbol_op(ir, op) && !live.contains(&op) {
                ir.drop_all_references(op);
                ir.erase_op(op);
            }
        }
    }
}

/// The dialects mlir-opt-22 loads (`--show-dialects`): an unregistered op of one of them still
/// has a dialect, which is what MLIR asks before looking for symbol uses in it.
const MLIR_OPT_DIALECTS: &[&str] = &[
    "acc",
    "affine",
    "amdgpu",
    "amx",
    "arith",
    "arm_neon",
    "arm_sme",
    "arm_sve",
    "async",
    "bufferization",
    "builtin",
    "cf",
    "complex",
    "dlti",
    "emitc",
    "func",
    "gpu",
    "index",
    "irdl",
    "linalg",
    "llvm",
    "math",
    "memref",
    "ml_program",
    "mpi",
    "nvgpu",
    "nvvm",
    "omp",
    "pdl",
    "pdl_interp",
    "ptr",
    "quant",
    "rocdl",
    "scf",
    "shape",
    "shard",
    "smt",
    "sparse_tensor",
    "spirv",
    "tensor",
    "test",
    "test_dyn",
    "test_irdl_to_cpp",
    "tosa",
    "transform",
    "ub",
    "vector",
    "wasmssa",
    "x86vector",
    "xegpu",
    "xevm",
];

/// Whether MLIR would refuse to look for symbol uses in `op`: an op without a dialect and with
/// one region might be a symbol table.
fn is_potentially_unknown_symbol_table(ir: &Ir, op: OpId) -> bool {
    let name = ir.name(op);
    ir.regions(op).len() == 1
        && dialect::lookup(name.as_str()).is_none()
        && !dialect::is_known_dialect(name.dialect())
        && !MLIR_OPT_DIALECTS.contains(&name.dialect())
}

/// MLIR's `canDiscardOnUseEmpty` for symbols: any symbol that is not public.
pub fn can_discard_on_use_empty(ir: &Ir, op: OpId) -> bool {
    matches!(ir.attr(op, "sym_visibility"), Some(Attribute::String(s)) if &**s != "public")
}

/// Every symbol reference held by `op` or the ops nested in it, not entering nested symbol
/// tables (whose own attributes do count), in walk order (MLIR's `getSymbolUses(op)`).
/// `None` when an op of an unknown dialect could hide a symbol table.
pub fn symbol_uses(ir: &Ir, op: OpId) -> Option<Vec<SymbolUse>> {
    if is_potentially_unknown_symbol_table(ir, op) {
        return None;
    }
    let mut out = Vec::new();
    push_attr_refs(ir, op, &mut out);
    if !has_trait(ir, op, Traits::SYMBOL_TABLE) {
        nested_symbol_uses(ir, op, &mut out)?;
    }
    Some(out)
}

fn nested_symbol_uses(ir: &Ir, op: OpId, out: &mut Vec<SymbolUse>) -> Option<()> {
    for &region in ir.regions(op) {
        for &block in ir.region_blocks(region) {
            for nested in ir.block_ops(block) {
                if is_potentially_unknown_symbol_table(ir, nested) {
                    return None;
                }
                push_attr_refs(ir, nested, out);
                if !has_trait(ir, nested, Traits::SYMBOL_TABLE) {
                    nested_symbol_uses(ir, nested, out)?;
                }
            }
        }
    }
    Some(())
}

fn push_attr_refs(ir: &Ir, op: OpId, out: &mut Vec<SymbolUse>) {
    for a in ir.attrs(op) {
        collect_refs(&a.value, &mut |path| out.push(SymbolUse { user: op, path }));
    }
}

fn collect_refs(attr: &Attribute, f: &mut impl FnMut(SymbolPath)) {
    match attr {
        Attribute::SymbolRef(parts) => f(parts.clone()),
        Attribute::Array(items) => items.iter().for_each(|a| collect_refs(a, f)),
        Attribute::Dict(entries) => entries.iter().for_each(|e| collect_refs(&e.value, f)),
        _ => {}
    }
}

/// The symbol named `name` directly inside symbol table `table`.
pub fn lookup_symbol(ir: &Ir, table: OpId, name: &str) -> Option<OpId> {
    ir.body_ops(table)
        .into_iter()
        .find(|&op| matches!(ir.attr(op, "sym_name"), Some(Attribute::String(s)) if &**s == name))
}

/// Resolves `path` from symbol table `table`, returning every symbol on the way (`@a::@b`
/// gives `[a, b]`), or `None` when some part does not resolve (MLIR's `lookupSymbolIn`).
pub fn lookup_symbol_in(ir: &Ir, table: OpId, path: &[Arc<str>]) -> Option<Vec<OpId>> {
    let mut found = Vec::new();
    let mut cur = table;
    for (i, part) in path.iter().enumerate() {
        if i > 0 && !has_trait(ir, cur, Traits::SYMBOL_TABLE) {
            return None;
        }
        cur = lookup_symbol(ir, cur, part)?;
        found.push(cur);
    }
    Some(found)
}

/// The closest symbol table containing `op`, `op` itself included.
pub fn nearest_symbol_table(ir: &Ir, op: OpId) -> Option<OpId> {
    let mut cur = Some(op);
    while let Some(c) = cur {
        if has_trait(ir, c, Traits::SYMBOL_TABLE) {
            return Some(c);
        }
        cur = ir.parent_op(c);
    }
    None
}

/// The op `path` names, looked up from the closest symbol table around `from` (MLIR's
/// `lookupNearestSymbolFrom`).
pub fn lookup_nearest(ir: &Ir, from: OpId, path: &[Arc<str>]) -> Option<OpId> {
    let table = nearest_symbol_table(ir, from)?;
    lookup_symbol_in(ir, table, path)?.last().copied()
}
