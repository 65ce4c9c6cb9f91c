//! The op registry: what corolift knows about each operation.
//!
//! The IR is generic; everything op-specific lives in an [`OpDef`]: its traits, which of its
//! attributes are inherent (MLIR "properties", printed as `<{…}>` in the generic form), and
//! optional hooks for the custom assembly form (parse/print), the verifier and the SSA result
//! names the printer suggests (`%c0`, `%true`, `%cst`). One file per dialect registers its
//! ops; [`lookup`] finds a definition by name. Unregistered ops still parse and print in the
//! generic form.

pub mod arith;
pub mod async_;
pub mod builtin;
pub mod cf;
pub mod corolift;
pub mod func;
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
use crate::ir::{Ir, OpId, OperationState, Type};
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
    /// The op's memory effects are those of the ops nested in it (MLIR's
    /// `RecursiveMemoryEffects`): `scf.for`, `scf.if`, `async.execute`, …
    pub const RECURSIVE_EFFECTS: Traits = Traits(1 << 11);
    /// The op only reads memory or allocates its own result (`memref.load`, `memref.alloc`),
    /// so it may be erased when unused, like a pure op (MLIR's `wouldOpBeTriviallyDead`).
    pub const READ_OR_ALLOC: Traits = Traits(1 << 12);

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

/// Parses the operands of a return-like terminator, `[%v, … : T, …]` (MLIR's
/// `($operands^ `:` type($operands))?`).
pub(crate) fn parse_operands_with_types(
    p: &mut Parser<'_>,
    state: &mut OperationState,
) -> PResult<()> {
    let operands = p.parse_operand_list()?;
    if !operands.is_empty() {
        let types = p.parse_colon_type_list()?;
        state.operands = p.resolve_operands(&operands, &types)?;
    }
    Ok(())
}

/// Prints ` %v, … : T, …` when `op` has operands (see [`parse_operands_with_types`]).
pub(crate) fn print_operands_with_types(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let operands = ir.operands(op);
    if !operands.is_empty() {
        fmt::Write::write_str(p, " ")?;
        p.print_operands(operands)?;
        fmt::Write::write_str(p, " : ")?;
        p.print_value_types(operands)?;
    }
    Ok(())
}

/// `[attr-dict] [%v, … : T, …]`: `func.return`, `scf.yield`, `async.return`,
/// `memref.alloca_scope.return`.
pub(crate) fn parse_return_like(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut state.attrs)?;
    parse_operands_with_types(p, state)
}

/// Prints the form [`parse_return_like`] reads.
pub(crate) fn print_return_like(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    p.print_optional_attr_dict(op, &[])?;
    print_operands_with_types(p, op)
}

/// `[%v, … : T, …] [attr-dict]`: `async.yield`, `linalg.yield`.
pub(crate) fn parse_yield_like(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    parse_operands_with_types(p, state)?;
    p.parse_optional_attr_dict(&mut state.attrs)
}

/// Prints the form [`parse_yield_like`] reads.
pub(crate) fn print_yield_like(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    print_operands_with_types(p, op)?;
    p.print_optional_attr_dict(op, &[])
}

/// MLIR's ODS type check of an `index` operand or result: `what` is `operand #N` or
/// `result #N`.
pub(crate) fn check_index_type(
    ir: &Ir,
    op: OpId,
    v: crate::ir::Value,
    what: &str,
) -> Result<(), Diagnostic> {
    let t = ir.value_type(v);
    if *t != Type::Index {
        return Err(op_error(
            ir,
            op,
            format!("{what} must be index, but got '{t}'"),
        ));
    }
    Ok(())
}

/// The single result of `op`, or MLIR's error for another count.
pub(crate) fn one_result(ir: &Ir, op: OpId) -> Result<crate::ir::Value, Diagnostic> {
    match ir.results(op) {
        [r] => Ok(*r),
        rs => Err(op_error(
            ir,
            op,
            format!("requires one result, but found {}", rs.len()),
        )),
    }
}

/// The verifier of a one-operand cast op (`memref.cast`, `tensor.cast`): its operand and
/// result types must be `compatible` (MLIR's `CastOpInterface::areCastCompatible`).
pub(crate) fn verify_cast_like(
    ir: &Ir,
    op: OpId,
    compatible: fn(&Type, &Type) -> bool,
) -> Result<(), Diagnostic> {
    let [src] = ir.operands(op) else {
        return Err(op_error(
            ir,
            op,
            format!("expected 1 operands, but found {}", ir.operands(op).len()),
        ));
    };
    let r = one_result(ir, op)?;
    let (a, b) = (ir.value_type(*src), ir.value_type(r));
    if !compatible(a, b) {
        return Err(op_error(
            ir,
            op,
            format!("operand type '{a}' and result type '{b}' are cast incompatible"),
        ));
    }
    Ok(())
}

/// An error `'dialect.op' op <msg>` at the location of `op` (what MLIR's `emitOpError` prints).
pub fn op_error(ir: &Ir, op: OpId, msg: impl fmt::Display) -> Diagnostic {
    Diagnostic::error(ir.loc(op).clone(), format!("'{}' op {msg}", ir.name(op)))
}

/// The RegionBranchOpInterface type check of one control-flow edge of `op`: the operands
/// `from` (forwarded by `point`, the op itself or a terminator) against the inputs `to`;
/// `compatible` decides whether two types match (equality for most ops).
pub fn verify_region_edge(
    ir: &Ir,
    op: OpId,
    edge: &str,
    point: OpId,
    from: &[Type],
    to: &[Type],
    compatible: impl Fn(&Type, &Type) -> bool,
) -> Result<(), Diagnostic> {
    if from.len() != to.len() {
        return Err(op_error(
            ir,
            op,
            format!(
                "along control flow edge from {edge}: region branch point has {} operands, but region successor needs {} inputs",
                from.len(),
                to.len()
            ),
        )
        .with_note(ir.loc(point).clone(), "region branch point"));
    }
    for (i, (a, b)) in from.iter().zip(to).enumerate() {
        if !compatible(a, b) {
            return Err(op_error(
                ir,
                op,
                format!(
                    "along control flow edge from {edge}: successor operand type #{i} '{a}' should match successor input type #{i} '{b}'"
                ),
            )
            .with_note(ir.loc(point).clone(), "region branch point"));
        }
    }
    Ok(())
}

/// The `i1` type shaped like `ty` (`i1`, `vector<4xi1>`, `tensor<4xi1>`): the result type of
/// comparisons and float classification.
pub(crate) fn bool_shaped_like(ty: &Type) -> Type {
    match ty {
        Type::Vector(v) => Type::Vector(std::sync::Arc::new(crate::ir::VectorType {
            shape: v.shape.clone(),
            scalable: v.scalable.clone(),
            elem: Type::i1(),
        })),
        Type::Tensor(t) => {
            Type::Tensor(std::sync::Arc::new((t.0.clone(), Type::i1(), t.2.clone())))
        }
        _ => Type::i1(),
    }
}

/// Parses `open a, %b, … close` (MLIR's `parseDynamicIndexList`, e.g. `[0, %i, 4]` in
/// `memref.subview`, `(%n, 8)` in `scf.forall`): integers go to the returned static list,
/// `%x` entries become [`crate::ir::DYNAMIC`] there and are returned as operands.
pub(crate) fn parse_dynamic_index_list<'a>(
    p: &mut Parser<'a>,
    open: &str,
    close: &str,
) -> PResult<(Vec<crate::parse::Operand<'a>>, Vec<i64>)> {
    p.expect(open)?;
    let mut operands = Vec::new();
    let mut statics = Vec::new();
    if p.eat(close) {
        return Ok((operands, statics));
    }
    loop {
        if p.at_operand() {
            operands.push(p.parse_operand()?);
            statics.push(crate::ir::DYNAMIC);
        } else {
            let loc = p.current_loc();
            let v = p.parse_integer()?;
            let v = i64::try_from(v).map_err(|_| p.error_at(&loc, "integer value too large"))?;
            statics.push(v);
        }
        if p.eat(close) {
            return Ok((operands, statics));
        }
        p.expect(",")?;
    }
}
