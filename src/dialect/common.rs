//! What the op definitions of every dialect share: ODS's generic checks (operand, result and
//! successor counts, type constraints), the pieces of custom assembly forms several dialects
//! use (keywords, index lists, return-like operand lists, reassociations, implicit
//! terminators, regions), and the shaped-type facts their verifiers ask (shapes, strides).
//!
//! A dialect file imports these from here, never from another dialect's file. The
//! function-like and call-like syntax is in [`super::function_interface`], the `fastmath` /
//! `overflow` flag attributes in [`super::flags`], constant folding on lanes in
//! [`super::const_fold`], and the diagnostic every verifier builds, [`super::op_error`], next
//! to the registry.

use std::fmt::{self, Write as _};
use std::sync::Arc;

use super::{Traits, has_trait, op_error};
use crate::diag::Diagnostic;
use crate::ir::{
    Attribute, BlockId, DYNAMIC, Ir, Location, MemRefType, OpId, OperationState, RegionId, Type,
    Value,
};
use crate::parse::{Operand, PResult, Parser};
use crate::print::OpPrinter;

// -------------------------------------------------------------------------------------------
// Operand, result and successor counts
// -------------------------------------------------------------------------------------------

/// Checks that `op` has exactly `n` results (`requires one result`, `requires zero results`,
/// `requires N results`).
pub fn check_num_results(ir: &Ir, op: OpId, n: usize) -> Result<(), Diagnostic> {
    let found = ir.results(op).len();
    if found == n {
        return Ok(());
    }
    Err(op_error(
        ir,
        op,
        match n {
            0 => "requires zero results".to_owned(),
            1 => "requires one result".to_owned(),
            _ => format!("requires {n} results"),
        },
    ))
}

/// Checks that `op` has exactly `n` operands (`expected N operands, but found M`).
pub fn check_num_operands(ir: &Ir, op: OpId, n: usize) -> Result<(), Diagnostic> {
    let found = ir.operands(op).len();
    if found == n {
        return Ok(());
    }
    Err(op_error(
        ir,
        op,
        format!("expected {n} operands, but found {found}"),
    ))
}

/// ODS's `OneOperand` trait: `requires a single operand`.
pub fn check_single_operand(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    if ir.operands(op).len() != 1 {
        return Err(op_error(ir, op, "requires a single operand"));
    }
    Ok(())
}

/// Checks that `op` has exactly `n` successors (`requires N successor(s) but found M`).
pub fn check_num_successors(ir: &Ir, op: OpId, n: usize) -> Result<(), Diagnostic> {
    let found = ir.successors(op).len();
    if found == n {
        return Ok(());
    }
    Err(op_error(
        ir,
        op,
        format!(
            "requires {n} successor{} but found {found}",
            if n == 1 { "" } else { "s" }
        ),
    ))
}

/// The single result of `op`, or MLIR's error for another count.
pub(crate) fn one_result(ir: &Ir, op: OpId) -> Result<Value, Diagnostic> {
    match ir.results(op) {
        [r] => Ok(*r),
        rs => Err(op_error(
            ir,
            op,
            format!("requires one result, but found {}", rs.len()),
        )),
    }
}

// -------------------------------------------------------------------------------------------
// Type constraints
// -------------------------------------------------------------------------------------------

/// Signless integer or index, or a vector/tensor of them ("signless-integer-like").
pub fn is_signless_int_like(t: &Type) -> bool {
    t.element_type_or_self().is_signless_int_or_index()
}

/// Signless integer (not index), or a vector/tensor of them
/// ("signless-fixed-width-integer-like").
pub fn is_fixed_int_like(t: &Type) -> bool {
    t.element_type_or_self().is_signless_integer()
}

/// Float, or a vector/tensor of floats ("floating-point-like").
pub fn is_float_like(t: &Type) -> bool {
    t.element_type_or_self().is_float()
}

/// `i1`, or a vector/tensor of `i1` ("bool-like").
pub fn is_bool_like(t: &Type) -> bool {
    t.element_type_or_self().is_int_of_width(1)
}

/// An ODS type constraint, as a type parameter of the shared verifiers ([`verify_same_type`]):
/// which types it accepts and how its error messages name it.
pub trait TypeConstraint {
    /// The name in `operand #i must be DESC, but got 'T'`.
    const DESC: &'static str;
    /// Whether `t` satisfies the constraint.
    fn accepts(t: &Type) -> bool;
}

/// `SignlessIntegerLike` (see [`is_signless_int_like`]).
pub enum SignlessIntLike {}

impl TypeConstraint for SignlessIntLike {
    const DESC: &'static str = "signless-integer-like";
    fn accepts(t: &Type) -> bool {
        is_signless_int_like(t)
    }
}

/// `FloatLike` (see [`is_float_like`]).
pub enum FloatLike {}

impl TypeConstraint for FloatLike {
    const DESC: &'static str = "floating-point-like";
    fn accepts(t: &Type) -> bool {
        is_float_like(t)
    }
}

/// Checks operand `i` against a type constraint (`operand #i must be DESC, but got 'T'`).
/// Does nothing if the operand does not exist.
pub fn check_operand(
    ir: &Ir,
    op: OpId,
    i: usize,
    pred: impl Fn(&Type) -> bool,
    desc: &str,
) -> Result<(), Diagnostic> {
    match ir.operands(op).get(i) {
        Some(v) if !pred(ir.value_type(*v)) => Err(op_error(
            ir,
            op,
            format!(
                "operand #{i} must be {desc}, but got '{}'",
                ir.value_type(*v)
            ),
        )),
        _ => Ok(()),
    }
}

/// Checks result `i` against a type constraint (`result #i must be DESC, but got 'T'`).
pub fn check_result(
    ir: &Ir,
    op: OpId,
    i: usize,
    pred: impl Fn(&Type) -> bool,
    desc: &str,
) -> Result<(), Diagnostic> {
    match ir.results(op).get(i) {
        Some(v) if !pred(ir.value_type(*v)) => Err(op_error(
            ir,
            op,
            format!(
                "result #{i} must be {desc}, but got '{}'",
                ir.value_type(*v)
            ),
        )),
        _ => Ok(()),
    }
}

/// MLIR's ODS type check of an `index` operand or result: `what` is `operand #N` or
/// `result #N`.
pub(crate) fn check_index_type(ir: &Ir, op: OpId, v: Value, what: &str) -> Result<(), Diagnostic> {
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

/// `SameOperandsAndResultType`.
pub fn check_same_operands_and_result_type(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let mut types = ir
        .operands(op)
        .iter()
        .chain(ir.results(op))
        .map(|v| ir.value_type(*v));
    if let Some(first) = types.next()
        && types.any(|t| t != first)
    {
        return Err(op_error(
            ir,
            op,
            "requires the same type for all operands and results",
        ));
    }
    Ok(())
}

/// The verifier of an op with `N` operands and one result, all of one type that `C` accepts
/// (the `SameOperandsAndResultType` elementwise ops: `arith.addi`, `arith.negf`,
/// `math.powf`, …): the result count, the operand count, each operand's and the result's
/// type, then their equality, in the order mlir-opt reports them.
pub fn verify_same_type<const N: usize, C: TypeConstraint>(
    ir: &Ir,
    op: OpId,
) -> Result<(), Diagnostic> {
    check_num_results(ir, op, 1)?;
    check_num_operands(ir, op, N)?;
    for i in 0..N {
        check_operand(ir, op, i, C::accepts, C::DESC)?;
    }
    check_result(ir, op, 0, C::accepts, C::DESC)?;
    check_same_operands_and_result_type(ir, op)
}

/// [`verify_same_type`] of a one-operand op with ODS's `OneOperand` trait (`math.sin`,
/// `math.ctlz`, …): another operand count is reported as `requires a single operand`.
pub fn verify_same_type_one_operand<C: TypeConstraint>(
    ir: &Ir,
    op: OpId,
) -> Result<(), Diagnostic> {
    check_num_results(ir, op, 1)?;
    check_single_operand(ir, op)?;
    verify_same_type::<1, C>(ir, op)
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

// -------------------------------------------------------------------------------------------
// Shaped types
// -------------------------------------------------------------------------------------------

/// The shape of a vector, tensor or memref type (`None` for scalars).
pub fn shape_of(t: &Type) -> Option<&[i64]> {
    match t {
        Type::Vector(v) => Some(&v.shape),
        Type::Tensor(x) => Some(&x.0),
        Type::MemRef(m) => Some(&m.shape),
        _ => None,
    }
}

/// The `i1` type shaped like `ty` (`i1`, `vector<4xi1>`, `tensor<4xi1>`): the result type of
/// comparisons and float classification.
pub(crate) fn bool_shaped_like(ty: &Type) -> Type {
    match ty {
        Type::Vector(v) => Type::Vector(Arc::new(crate::ir::VectorType {
            shape: v.shape.clone(),
            scalable: v.scalable.clone(),
            elem: Type::i1(),
        })),
        Type::Tensor(t) => Type::Tensor(Arc::new((t.0.clone(), Type::i1(), t.2.clone()))),
        _ => Type::i1(),
    }
}

/// The strides and offset of a memref type: from its `strided<…>` layout, a strided
/// `affine_map<…>` (see [`affine_map_strides`]), or the row-major strides of its shape for the
/// identity layout. `None` for other layouts.
pub fn strides_and_offset(m: &MemRefType) -> Option<(Vec<i64>, i64)> {
    match &m.layout {
        Some(Attribute::Strided { strides, offset }) => Some((strides.to_vec(), *offset)),
        Some(Attribute::Opaque(text)) => affine_map_strides(text, m.shape.len()),
        Some(_) => None,
        None => {
            let mut strides = vec![0i64; m.shape.len()];
            let mut running = 1i64;
            for (i, d) in m.shape.iter().enumerate().rev() {
                strides[i] = running;
                running = if running == DYNAMIC || *d == DYNAMIC {
                    DYNAMIC
                } else {
                    running.saturating_mul(*d)
                };
            }
            Some((strides, 0))
        }
    }
}

/// The strides and offset of a one-result affine-map layout that is a sum of `dK`, `dK * c`,
/// `dK * sJ`, `sJ` and constant terms (what MLIR's `getStridesAndOffset` accepts in practice):
/// a symbol makes the stride or offset dynamic. `None` for anything else.
pub fn affine_map_strides(text: &str, rank: usize) -> Option<(Vec<i64>, i64)> {
    let body = text.strip_prefix("affine_map<")?.strip_suffix('>')?;
    let (lhs, rhs) = body.split_once("->")?;
    let dims_text = lhs.trim().strip_prefix('(')?;
    let dims_text = &dims_text[..dims_text.find(')')?];
    let dims: Vec<&str> = dims_text
        .split(',')
        .map(str::trim)
        .filter(|d| !d.is_empty())
        .collect();
    if dims.len() != rank {
        return None;
    }
    let result = rhs.trim().strip_prefix('(')?.strip_suffix(')')?;
    if result.contains(['(', ')', ',', '-']) {
        return None;
    }
    // Symbols: the `[s0, …]` list (any identifiers, as the source spelled them).
    let after_dims = &lhs.trim()[lhs.trim().find(')')? + 1..];
    let symbols: Vec<&str> = match after_dims.trim().strip_prefix('[') {
        Some(rest) => rest
            .strip_suffix(']')?
            .split(',')
            .map(str::trim)
            .filter(|x| !x.is_empty())
            .collect(),
        None => Vec::new(),
    };
    let dim_of = |t: &str| dims.iter().position(|d| *d == t);
    let is_symbol = |t: &str| symbols.contains(&t);
    let mut strides: Vec<Option<i64>> = vec![None; rank];
    let mut offset = 0i64;
    for term in result.split('+').map(str::trim) {
        let factors: Vec<&str> = term.split('*').map(str::trim).collect();
        let (dim, scale) = match factors.as_slice() {
            [one] => match (dim_of(one), one.parse::<i64>()) {
                (Some(d), _) => (Some(d), 1),
                (None, Ok(c)) => (None, c),
                (None, Err(_)) if is_symbol(one) => (None, DYNAMIC),
                _ => return None,
            },
            [a, b] => {
                let (d, other) = match (dim_of(a), dim_of(b)) {
                    (Some(d), None) => (d, *b),
                    (None, Some(d)) => (d, *a),
                    _ => return None,
                };
                match other.parse::<i64>() {
                    Ok(c) => (Some(d), c),
                    Err(_) if is_symbol(other) => (Some(d), DYNAMIC),
                    Err(_) => return None,
                }
            }
            _ => return None,
        };
        match dim {
            Some(d) if strides[d].is_none() => strides[d] = Some(scale),
            Some(_) => return None,
            None if scale == DYNAMIC || offset == DYNAMIC => offset = DYNAMIC,
            None => offset = offset.checked_add(scale)?,
        }
    }
    Some((
        strides.into_iter().map(|s| s.unwrap_or(0)).collect(),
        offset,
    ))
}

// -------------------------------------------------------------------------------------------
// Custom-form syntax
// -------------------------------------------------------------------------------------------

/// Consumes keyword `kw` or fails with `custom op '<op>' expected '<kw>'` (the wording
/// mlir-opt uses for keywords of a custom assembly format).
pub fn expect_op_keyword(p: &mut Parser<'_>, op_name: &str, kw: &str) -> PResult<()> {
    if p.eat_keyword(kw) {
        Ok(())
    } else {
        Err(p.error(format!("custom op '{op_name}' expected '{kw}'")))
    }
}

/// Parses an optionally negative integer or fails with
/// `custom op '<op>' expected integer value`.
pub fn parse_op_integer(p: &mut Parser<'_>, op_name: &str) -> PResult<i128> {
    match p.parse_optional_integer()? {
        Some(v) => Ok(v),
        None => Err(p.error(format!("custom op '{op_name}' expected integer value"))),
    }
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
        p.write_str(" ")?;
        p.print_operands(operands)?;
        p.write_str(" : ")?;
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

/// Parses `[%i, %j]` (possibly empty): the indices of `memref.load`, `vector.load`,
/// `tensor.extract`, the sizes of `memref.view`, ….
pub(crate) fn parse_index_list<'a>(p: &mut Parser<'a>) -> PResult<Vec<Operand<'a>>> {
    p.expect("[")?;
    let v = p.parse_operand_list()?;
    p.expect("]")?;
    Ok(v)
}

/// Prints `[%i, %j]` (see [`parse_index_list`]).
pub(crate) fn print_index_list(p: &mut OpPrinter<'_>, values: &[Value]) -> fmt::Result {
    p.write_str("[")?;
    p.print_operands(values)?;
    p.write_str("]")
}

/// Parses `open a, %b, … close` (MLIR's `parseDynamicIndexList`, e.g. `[0, %i, 4]` in
/// `memref.subview`, `(%n, 8)` in `scf.forall`): integers go to the returned static list,
/// `%x` entries become [`DYNAMIC`] there and are returned as operands.
pub(crate) fn parse_dynamic_index_list<'a>(
    p: &mut Parser<'a>,
    open: &str,
    close: &str,
) -> PResult<(Vec<Operand<'a>>, Vec<i64>)> {
    p.expect(open)?;
    let mut operands = Vec::new();
    let mut statics = Vec::new();
    if p.eat(close) {
        return Ok((operands, statics));
    }
    loop {
        if p.at_operand() {
            operands.push(p.parse_operand()?);
            statics.push(DYNAMIC);
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

/// Parses the `reassociation` attribute (`[[0, 1], [2]]`) of memref's and tensor's
/// collapse/expand ops: any array attribute, checked by the verifier as MLIR's ODS
/// constraint does.
pub(crate) fn parse_reassociation(p: &mut Parser<'_>) -> PResult<Attribute> {
    let loc = p.current_loc();
    if p.parse_optional_integer()?.is_some() {
        return Err(p.error_at(&loc, "integer literal not valid for specified type"));
    }
    match p.parse_attribute()? {
        a @ Attribute::Array(_) => Ok(a),
        _ => Err(p.error_at(&loc, "invalid kind of attribute specified")),
    }
}

/// Prints ` [[0, 1], [2]]`, the `reassociation` attribute of `op`.
pub(crate) fn print_reassociation(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    if let Some(a) = p.ir.attr(op, "reassociation") {
        let a = a.clone();
        p.write_str(" ")?;
        p.print_attr_value(&a)?;
    }
    Ok(())
}

/// Prints `[attr-dict] %src, %index : type`, the custom form of `memref.dim` and `tensor.dim`.
pub(crate) fn print_dim(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.print_optional_attr_dict(op, &[])?;
    let [m, i] = ir.operands(op) else {
        return Ok(());
    };
    p.write_str(" ")?;
    p.print_operand(*m)?;
    p.write_str(", ")?;
    p.print_operand(*i)?;
    p.write_str(" : ")?;
    let ty = ir.value_type(*m).clone();
    p.print_type(&ty)
}

/// MLIR's message for an `alignment` that is not a positive power of two held by a 64-bit
/// signless integer (`alloc`, `alloca`, `realloc`, the memref and vector loads and stores).
pub(crate) const ALIGNMENT_CONSTRAINT: &str = "attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0";

/// Whether `a` is a valid `alignment`: a positive power of two of type `i64`.
pub(crate) fn is_valid_alignment(a: &Attribute) -> bool {
    matches!(a, Attribute::Integer { value, ty } if ty.is_int_of_width(64) && *value > 0 && (*value & (*value - 1)) == 0)
}

/// Checks the `alignment` of an op's attribute dictionary as it is parsed: mlir-opt-22
/// converts the inherent attributes to properties right there and reports a bad one at the
/// dictionary (`custom op 'memref.alloc' 'memref.alloc' op attribute 'alignment' …`).
pub(crate) fn check_parsed_alignment(
    p: &Parser<'_>,
    dict_loc: &Location,
    state: &OperationState,
) -> PResult<()> {
    match crate::ir::attr_list_get(&state.attrs, "alignment") {
        Some(a) if !is_valid_alignment(a) => {
            let name = state.name.as_str();
            Err(p.error_at(
                dict_loc,
                format!("custom op '{name}' '{name}' op {ALIGNMENT_CONSTRAINT}"),
            ))
        }
        _ => Ok(()),
    }
}

// -------------------------------------------------------------------------------------------
// Regions
// -------------------------------------------------------------------------------------------

/// MLIR's `ensureTerminator`: gives `region` a block if it has none, and appends a
/// terminator op named `terminator` (no operands, at `loc`) to its last block unless that
/// block already ends with an op that has the [`Traits::TERMINATOR`] trait.
pub fn ensure_terminator(ir: &mut Ir, region: RegionId, terminator: &str, loc: &Location) {
    if let Some(block) = block_without_terminator(ir, region) {
        let op = ir.create_op(OperationState::new(terminator, loc.clone()));
        ir.append_op(block, op);
    }
}

/// The block a terminator must be appended to (the last one, created if the region has none),
/// or `None` when it already ends with an op that has the [`Traits::TERMINATOR`] trait.
pub(crate) fn block_without_terminator(ir: &mut Ir, region: RegionId) -> Option<BlockId> {
    let block = match ir.region_blocks(region).last() {
        Some(b) => *b,
        None => {
            let b = ir.new_block(&[]);
            ir.append_block(region, b);
            b
        }
    };
    match ir.last_op(block) {
        Some(last) if has_trait(ir, last, Traits::TERMINATOR) => None,
        _ => Some(block),
    }
}

/// Prints region `i` of `op` with the given flags (entry block arguments, terminators), or
/// `{` newline `}` when the op has no such region.
pub(crate) fn print_region_at(
    p: &mut OpPrinter<'_>,
    op: OpId,
    i: usize,
    entry_args: bool,
    terminators: bool,
) -> fmt::Result {
    match p.ir.regions(op).get(i).copied() {
        Some(r) => p.print_region(r, entry_args, terminators, false),
        None => p.write_str("{\n}"),
    }
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
