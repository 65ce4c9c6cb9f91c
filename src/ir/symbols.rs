//! Symbol tables: ops with a `sym_name` inside an op that has the SymbolTable trait.

use rustc_hash::FxHashMap;

use super::{Attribute, Ir, OpId};

/// A name → op index of the symbols directly inside one symbol-table op (e.g. a module).
#[derive(Clone, Debug, Default)]
pub struct SymbolTable {
    symbols: FxHashMap<String, OpId>,
}

impl SymbolTable {
    /// Indexes the symbols in the body of `table_op`.
    pub fn new(ir: &Ir, table_op: OpId) -> Self {
        let mut symbols = FxHashMap::default();
        for op in ir.body_ops(table_op) {
            if let Some(name) = symbol_name(ir, op) {
                symbols.entry(name.to_owned()).or_insert(op);
            }
        }
        SymbolTable { symbols }
    }

    /// The op named `name`.
    pub fn lookup(&self, name: &str) -> Option<OpId> {
        self.symbols.get(name).copied()
    }

    /// Records `op` under `name`.
    pub fn insert(&mut self, name: &str, op: OpId) {
        self.symbols.insert(name.to_owned(), op);
    }

    /// A name not yet used, derived from `base` the way MLIR's symbol table uniquifies:
    /// `base`, then `base_0`, `base_1`, …
    pub fn unique_name(&self, base: &str) -> String {
        if !self.symbols.contains_key(base) {
            return base.to_owned();
        }
        (0..)
            .map(|i| format!("{base}_{i}"))
            .find(|n| !self.symbols.contains_key(n))
            .expect("unbounded")
    }
}

/// The `sym_name` of `op`, if it is a symbol.
pub fn symbol_name(ir: &Ir, op: OpId) -> Option<&str> {
    match ir.attr(op, "sym_name") {
        Some(Attribute::String(s)) => Some(s),
        _ => None,
    }
}
