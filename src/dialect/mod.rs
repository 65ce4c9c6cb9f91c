//! The op registry: what corolift knows about each operation.
//!
//! The IR is generic; everything op-specific lives in an [`OpDef`]: its traits, which of its
//! attributes are inherent (MLIR "properties", printed as `<{…}>` in the generic form), and
//! optional hooks for the custom assembly form (parse/print), the verifier and the SSA result
//! names the printer suggests (`%c0`, `%true`, `%cst`). One file per dialect registers its
//! ops; [`lookup`] finds a definition by name. Unregistered ops still parse and print in the
//! generic form.
//!
//! What several dialects' definitions share has a home of its own, which dialect files import
//! from (never from another dialect's file): [`common`] (ODS's count and type checks, shared
//! custom-form pieces, implicit terminators, shaped-type facts), [`function_interface`] (the
//! function-op and call-op syntax), [`flags`] (the `fastmath` / `overflow` flag attributes)
//! and [`const_fold`] (constant folding on lanes); [`op_error`] is here.

pub mod arith;
pub mod async_;
pub mod builtin;
pub mod cf;
pub mod common;
pub mod const_fold;
pub mod corolift;
pub mod effects;
pub mod flags;
pub mod func;
pub mod function_interface;
pub mod linalg;
pub mod llvm;
pub mod math;
pub mod memref;
pub mod scf;
pub mod tensor;
pub mod transform;
pub mod vector;

use std::fmt;
use std::sync::OnceLock;

use rustc_hash::FxHashMap;

use crate::diag::Diagnostic;
use crate::ir::rewrite::{FoldFn, RewritePattern};
use crate::ir::{Ir, OpId, OperationState};
use crate::parse::{PResult, Parser};
use crate::print::OpPrinter;

/// Properties of an op that generic code (verifier, printer, passes) relies on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Traits(u32);

impl Traits {
    /// No traits.
    pub const NONE: Traits = Traits(0);
    /// Must be the last op of its block.
    pub const TERMINATOR: Traits = Traits(1);
    /// Regions cannot see values defined outside the op.
    pub const ISOLATED_FROM_ABOVE: Traits = Traits(1 << 1);
    /// Regions need no terminator (e.g. `builtin.module`).
    pub const NO_TERMINATOR: Traits = Traits(1 << 2);
    /// Regions have at most one block.
    pub const SINGLE_BLOCK: Traits = Traits(1 << 3);
    /// A constant (`arith.constant`): may be cloned freely, e.g. into outlined bodies.
    pub const CONSTANT_LIKE: Traits = Traits(1 << 4);
    /// Returns from the enclosing function-like op (`func.return`, `async.return`).
    pub const RETURN_LIKE: Traits = Traits(1 << 5);
    /// Defines a symbol table (`builtin.module`).
    pub const SYMBOL_TABLE: Traits = Traits(1 << 6);
    /// Defines a symbol (has `sym_name`).
    pub const SYMBOL: Traits = Traits(1 << 7);
    /// Has no memory effects (may be erased when unused).
    pub const PURE: Traits = Traits(1 << 8);
    /// Regions are graph regions without dominance (e.g. `builtin.module`).
    pub const GRAPH_REGION: Traits = Traits(1 << 9);
    /// Function-like: `function_type` attribute and a body whose entry arguments are the inputs.
    pub const FUNCTION_LIKE: Traits = Traits(1 << 10);
    /// Its memory effects are those of the ops nested in its regions (MLIR's
    /// `RecursiveMemoryEffects`): `scf.for` with a pure body may be erased when unused.
    pub const RECURSIVE_MEMORY_EFFECTS: Traits = Traits(1 << 11);
    /// Its only memory effect is reading (MLIR's `MemRead`): erasable when unused, and `cse`
    /// merges two of them with no writing op in between (`memref.load`).
    pub const MEMORY_READ: Traits = Traits(1 << 12);
    /// Its only memory effect allocates its own result (MLIR's `MemAlloc` on a result):
    /// erasable when unused (`memref.alloc`, `memref.alloca`).
    pub const MEMORY_ALLOC: Traits = Traits(1 << 13);
    /// Its operands may be swapped (MLIR's `Commutative`): `cse` treats `a + b` and `b + a`
    /// as the same computation.
    pub const COMMUTATIVE: Traits = Traits(1 << 14);
    /// Its only memory effect frees memory (MLIR's `MemFree`): never erased, but no write
    /// either, so `cse` merges reads across it (`memref.dealloc`).
    pub const MEMORY_FREE: Traits = Traits(1 << 15);
    /// Its memory effects (a read with [`Traits::MEMORY_READ`], else any) are on memref
    /// operands only: with none it has no effect at all (`vector.transfer_read` /
    /// `transfer_write` and `linalg.fill` on tensors, as their MLIR `getEffects` say).
    pub const MEMREF_EFFECTS_ONLY: Traits = Traits(1 << 16);

    /// Whether all traits in `other` are set.
    pub const fn contains(self, other: Traits) -> bool {
        self.0 & other.0 == other.0
    }

    /// Union of two trait sets.
    pub const fn union(self, other: Traits) -> Traits {
        Traits(self.0 | other.0)
    }
}

impl std::ops::BitOr for Traits {
    type Output = Traits;
    fn bitor(self, rhs: Traits) -> Traits {
        self.union(rhs)
    }
}

/// Parses the custom assembly form of an op (after the result list and `=`, after the name)
/// into `state`.
pub type ParseFn = fn(&mut Parser<'_>, &mut OperationState) -> PResult<()>;
/// Prints the custom assembly form of an op (everything after the op name).
pub type PrintFn = fn(&mut OpPrinter<'_>, OpId) -> fmt::Result;
/// Checks op-specific invariants.
pub type VerifyFn = fn(&Ir, OpId) -> Result<(), Diagnostic>;
/// Suggests printer names for results: (result index, name) pairs, e.g. `(0, "c42_i32")`.
pub type ResultNamesFn = fn(&Ir, OpId) -> Vec<(usize, String)>;
/// Suggests printer names for the block arguments of one of the op's regions (MLIR's
/// `getAsmBlockArgumentNames`), e.g. `in` / `out` for `linalg.generic`.
pub type BlockArgNamesFn = fn(&Ir, OpId, crate::ir::RegionId) -> Vec<(crate::ir::Value, String)>;

/// Everything corolift knows about one op.
#[derive(Clone, Copy)]
pub struct OpDef {
    /// Full name, `dialect.op`.
    pub name: &'static str,
    /// Trait set.
    pub traits: Traits,
    /// Inherent attributes (MLIR properties), in the generic form printed as `<{…}>`.
    pub inherent_attrs: &'static [&'static str],
    /// Custom-form parser.
    pub parse: Option<ParseFn>,
    /// Custom-form printer.
    pub print: Option<PrintFn>,
    /// Verifier (runs before the ops nested in the op's regions are verified).
    pub verify: Option<VerifyFn>,
    /// Region verifier: runs after everything nested in the op verified, as MLIR's region
    /// verifiers and region-branch type checks do (so a bad nested op is reported first).
    pub verify_regions: Option<VerifyFn>,
    /// Result name suggestions for the printer.
    pub result_names: Option<ResultNamesFn>,
    /// Default dialect for op names inside this op's regions (`func` for `func.func`).
    pub default_dialect: Option<&'static str>,
    /// Folder (MLIR's `fold` method), used by `canonicalize` and by `create_or_fold`.
    pub fold: Option<FoldFn>,
    /// Canonicalization patterns (MLIR's `getCanonicalizationPatterns`).
    pub canonicalize: &'static [&'static dyn RewritePattern],
    /// Block argument name suggestions for the printer.
    pub block_arg_names: Option<BlockArgNamesFn>,
}

impl OpDef {
    /// A definition with only a name and traits; fill the rest with struct update syntax.
    pub const fn new(name: &'static str, traits: Traits) -> OpDef {
        OpDef {
            name,
            traits,
            inherent_attrs: &[],
            parse: None,
            print: None,
            verify: None,
            verify_regions: None,
            result_names: None,
            default_dialect: None,
            fold: None,
            canonicalize: &[],
            block_arg_names: None,
        }
    }
}

fn registry() -> &'static FxHashMap<&'static str, OpDef> {
    static REGISTRY: OnceLock<FxHashMap<&'static str, OpDef>> = OnceLock::new();
    REGISTRY.get_or_init(|| {
        let mut map = FxHashMap::default();
        let dialects: &[&[OpDef]] = &[
            builtin::OPS,
            func::OPS,
            arith::OPS,
            math::OPS,
            cf::OPS,
            scf::OPS,
            memref::OPS,
            memref::alloca_scope::OPS,
            memref::metadata::OPS,
            memref::realloc::OPS,
            memref::atomics::OPS,
            memref::prefetch::OPS,
            memref::dma::OPS,
            tensor::OPS,
            memref::views::OPS,
            tensor::bufferizable::OPS,
            vector::OPS,
            vector::shape::OPS,
            vector::reduce::OPS,
            vector::mask::OPS,
            vector::memory::OPS,
            linalg::OPS,
            llvm::OPS,
            transform::OPS,
            async_::OPS,
            corolift::OPS,
        ];
        for ops in dialects {
            for def in *ops {
                map.insert(def.name, *def);
            }
        }
        map
    })
}

/// The definition of op `name`, if registered.
pub fn lookup(name: &str) -> Option<&'static OpDef> {
    registry().get(name)
}

/// Whether `dialect` is one corolift registers (ops of other dialects must use generic form).
pub fn is_known_dialect(dialect: &str) -> bool {
    matches!(
        dialect,
        "builtin"
            | "func"
            | "arith"
            | "math"
            | "cf"
            | "scf"
            | "memref"
            | "tensor"
            | "vector"
            | "linalg"
            | "async"
            | "corolift"
    )
}

/// The traits of `op` (empty for unregistered ops).
pub fn traits(ir: &Ir, op: OpId) -> Traits {
    lookup(ir.name(op).as_str()).map_or(Traits::NONE, |d| d.traits)
}

/// Whether `op` has all of `t`.
pub fn has_trait(ir: &Ir, op: OpId, t: Traits) -> bool {
    traits(ir, op).contains(t)
}

/// Whether `op` is a registered op without the `IsTerminator` trait: one that cannot end a
/// block that needs a terminator (unregistered ops might be terminators).
pub fn is_registered_non_terminator(ir: &Ir, op: OpId) -> bool {
    lookup(ir.name(op).as_str()).is_some_and(|d| !d.traits.contains(Traits::TERMINATOR))
}

/// All registered op names, sorted (for `--help`-style listings and tests).
pub fn registered_names() -> Vec<&'static str> {
    let mut v: Vec<_> = registry().keys().copied().collect();
    v.sort_unstable();
    v
}

/// An error `'dialect.op' op <msg>` at the location of `op` (what MLIR's `emitOpError` prints).
pub fn op_error(ir: &Ir, op: OpId, msg: impl fmt::Display) -> Diagnostic {
    Diagnostic::error(ir.loc(op).clone(), format!("'{}' op {msg}", ir.name(op)))
}

/// Fills in the properties mlir-opt materialises with their default value on a parsed or
/// built op of a dialect that has such properties (`arith`, `cf`, `math`, `vector`; see each
/// dialect's `normalize`), and canonicalises their spelling. Other ops are left alone.
pub fn normalize(state: &mut OperationState) {
    match state.name.dialect() {
        "arith" => arith::normalize(state),
        "cf" => cf::normalize(state),
        "math" => math::normalize(state),
        "vector" => vector::normalize(state),
        _ => {}
    }
}
