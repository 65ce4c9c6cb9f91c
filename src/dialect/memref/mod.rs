//! The `memref` dialect: buffers and their accesses.
//!
//! `alloc`, `alloca`, `dealloc`, `load`, `store`, `cast`, `dim`, `copy`, `subview`, `global`,
//! `get_global` and `atomic_rmw` here; `realloc`, `generic_atomic_rmw`/`atomic_yield`,
//! `prefetch` and `dma_start`/`dma_wait` in the files of this folder. Operands are kept in
//! MLIR's order (for `load` the memref then the indices; for `store` the value, the memref,
//! then the indices; for `alloc` the dynamic sizes then the symbol operands, with
//! `operandSegmentSizes`), so passes can rely on the same positions as upstream.

pub(crate) mod atomics;
pub(crate) mod dma;
pub(crate) mod metadata;
pub(crate) mod prefetch;
pub(crate) mod realloc;

pub(crate) mod alloca_scope;

use std::fmt::{self, Write as _};
use std::sync::Arc;

use super::common::{
    ALIGNMENT_CONSTRAINT, check_index_type, check_parsed_alignment, expect_op_keyword,
    is_valid_alignment, one_result, parse_dynamic_index_list, parse_index_list, print_dim,
    print_index_list, strides_and_offset, verify_cast_like,
};
use super::{OpDef, Traits, op_error};
use crate::diag::Diagnostic;
use crate::ir::{Attribute, DYNAMIC, Ir, MemRefType, OpId, OperationState, Type, Value};
use crate::parse::{PResult, Parser};
use crate::print::OpPrinter;

/// The names of `memref.atomic_rmw` kinds, indexed by their integer value
/// (`arith::AtomicRMWKind`).
pub const ATOMIC_RMW_KINDS: [&str; 16] = [
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf",
    "mins", "minu", "mulf", "muli", "ori", "xori",
];

pub mod views;

/// Ops of the `memref` dialect.
pub const OPS: &[OpDef] = &[
    OpDef {
        inherent_attrs: &["alignment", "operandSegmentSizes"],
        parse: Some(parse_alloc),
        print: Some(print_alloc),
        verify: Some(verify_alloc),
        result_names: Some(|_, _| vec![(0, "alloc".to_owned())]),
        canonicalize: &[&SimplifyDeadAlloc("memref.alloc")],
        ..OpDef::new("memref.alloc", Traits::MEMORY_ALLOC)
    },
    OpDef {
        inherent_attrs: &["alignment", "operandSegmentSizes"],
        parse: Some(parse_alloc),
        print: Some(print_alloc),
        verify: Some(verify_alloc),
        result_names: Some(|_, _| vec![(0, "alloca".to_owned())]),
        canonicalize: &[&SimplifyDeadAlloc("memref.alloca")],
        ..OpDef::new("memref.alloca", Traits::MEMORY_ALLOC)
    },
    OpDef {
        parse: Some(parse_dealloc),
        print: Some(print_dealloc),
        verify: Some(verify_dealloc),
        ..OpDef::new("memref.dealloc", Traits::MEMORY_FREE)
    },
    OpDef {
        inherent_attrs: &["nontemporal", "alignment"],
        parse: Some(parse_load),
        print: Some(print_load),
        verify: Some(verify_load),
        ..OpDef::new("memref.load", Traits::MEMORY_READ)
    },
    OpDef {
        inherent_attrs: &["nontemporal", "alignment"],
        parse: Some(parse_store),
        print: Some(print_store),
        verify: Some(verify_store),
        ..OpDef::new("memref.store", Traits::NONE)
    },
    OpDef {
        parse: Some(parse_cast),
        print: Some(print_cast),
        verify: Some(verify_cast),
        result_names: Some(|_, _| vec![(0, "cast".to_owned())]),
        ..OpDef::new("memref.cast", Traits::PURE)
    },
    OpDef {
        parse: Some(parse_dim),
        print: Some(print_dim),
        verify: Some(verify_dim),
        result_names: Some(|_, _| vec![(0, "dim".to_owned())]),
        fold: Some(fold_dim),
        ..OpDef::new("memref.dim", Traits::PURE)
    },
    OpDef {
        parse: Some(parse_copy),
        print: Some(print_copy),
        verify: Some(verify_copy),
        ..OpDef::new("memref.copy", Traits::NONE)
    },
    OpDef {
        inherent_attrs: &[
            "operandSegmentSizes",
            "static_offsets",
            "static_sizes",
            "static_strides",
        ],
        parse: Some(parse_subview),
        print: Some(print_subview),
        verify: Some(verify_subview),
        result_names: Some(|_, _| vec![(0, "subview".to_owned())]),
        ..OpDef::new("memref.subview", Traits::PURE)
    },
    OpDef {
        inherent_attrs: GLOBAL_ATTRS,
        parse: Some(parse_global),
        print: Some(print_global),
        verify: Some(verify_global),
        ..OpDef::new("memref.global", Traits::SYMBOL)
    },
    OpDef {
        inherent_attrs: &["name"],
        parse: Some(parse_get_global),
        print: Some(print_get_global),
        verify: Some(verify_get_global),
        ..OpDef::new("memref.get_global", Traits::PURE)
    },
    OpDef {
        inherent_attrs: &["kind"],
        parse: Some(parse_atomic_rmw),
        print: Some(print_atomic_rmw),
        verify: Some(verify_atomic_rmw),
        ..OpDef::new("memref.atomic_rmw", Traits::NONE)
    },
];

const GLOBAL_ATTRS: &[&str] = &[
    "alignment",
    "constant",
    "initial_value",
    "sym_name",
    "sym_visibility",
    "type",
];

// -------------------------------------------------------------------------------------------
// Helpers
// -------------------------------------------------------------------------------------------

/// Parses `: type` and requires a ranked memref.
fn parse_colon_memref(p: &mut Parser<'_>) -> PResult<(Type, Arc<MemRefType>)> {
    p.expect(":")?;
    let loc = p.current_loc();
    let ty = p.parse_type()?;
    match &ty {
        Type::MemRef(m) => {
            let m = m.clone();
            Ok((ty, m))
        }
        _ => Err(p.error_at(&loc, "invalid kind of type specified")),
    }
}

/// Parses `: type` and requires a ranked or unranked memref.
fn parse_colon_any_memref(p: &mut Parser<'_>) -> PResult<Type> {
    p.expect(":")?;
    let loc = p.current_loc();
    let ty = p.parse_type()?;
    match &ty {
        Type::MemRef(_) | Type::UnrankedMemRef(_) => Ok(ty),
        _ => Err(p.error_at(&loc, "invalid kind of type specified")),
    }
}

fn value_memref(ir: &Ir, v: Value) -> Option<&MemRefType> {
    ir.value_type(v).as_memref()
}

fn check_memref_operand(ir: &Ir, op: OpId, v: Value, index: usize) -> Result<(), Diagnostic> {
    let t = ir.value_type(v);
    if !matches!(t, Type::MemRef(_)) {
        return Err(op_error(
            ir,
            op,
            format!("operand #{index} must be memref of any type values, but got '{t}'"),
        ));
    }
    Ok(())
}

fn check_index_operands(
    ir: &Ir,
    op: OpId,
    values: &[Value],
    first: usize,
) -> Result<(), Diagnostic> {
    for (i, v) in values.iter().enumerate() {
        let t = ir.value_type(*v);
        if *t != Type::Index {
            return Err(op_error(
                ir,
                op,
                format!(
                    "operand #{} must be variadic of index, but got '{t}'",
                    first + i
                ),
            ));
        }
    }
    Ok(())
}

fn expect_operands(ir: &Ir, op: OpId, at_least: usize) -> Result<(), Diagnostic> {
    let n = ir.operands(op).len();
    if n < at_least {
        return Err(op_error(
            ir,
            op,
            format!("expected {at_least} or more operands, but found {n}"),
        ));
    }
    Ok(())
}

/// ODS's check of an op without results.
fn zero_results(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    if ir.results(op).is_empty() {
        Ok(())
    } else {
        Err(op_error(ir, op, "requires zero results"))
    }
}

/// The `alignment` of `memref.load` / `memref.store` (a positive power of two, `i64`).
fn check_access_alignment(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    match ir.attr(op, "alignment") {
        Some(a) if !is_valid_alignment(a) => Err(op_error(ir, op, ALIGNMENT_CONSTRAINT)),
        _ => Ok(()),
    }
}

/// The number of symbols of a memref layout: the dynamic entries of a `strided<…>` layout,
/// or the `[s0, …]` list of an `affine_map<…>`.
pub fn layout_symbol_count(layout: Option<&Attribute>) -> usize {
    match layout {
        None => 0,
        Some(Attribute::Strided { strides, offset }) => {
            strides.iter().filter(|s| **s == DYNAMIC).count() + usize::from(*offset == DYNAMIC)
        }
        Some(Attribute::Opaque(text)) => {
            // affine_map<(d0, …)[s0, …] -> (…)>
            let Some(rest) = text.strip_prefix("affine_map<(") else {
                return 0;
            };
            let Some(close) = rest.find(')') else {
                return 0;
            };
            let after = rest[close + 1..].trim_start();
            match after.strip_prefix('[') {
                Some(syms) => {
                    let body = syms.split(']').next().unwrap_or("");
                    if body.trim().is_empty() {
                        0
                    } else {
                        body.split(',').count()
                    }
                }
                None => 0,
            }
        }
        Some(_) => 0,
    }
}

// -------------------------------------------------------------------------------------------
// alloc / alloca
// -------------------------------------------------------------------------------------------

/// `memref.alloc(%d, …)[%s, …] [attr-dict] : memref<…>` (also `memref.alloca`)
///
/// Operands: dynamic sizes, then symbol operands (`operandSegmentSizes = array<i32: D, S>`).
fn parse_alloc(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let sizes = p.parse_paren_operand_list()?;
    let syms = if p.at("[") {
        parse_index_list(p)?
    } else {
        Vec::new()
    };
    let dict_loc = p.current_loc();
    p.parse_optional_attr_dict(&mut state.attrs)?;
    check_parsed_alignment(p, &dict_loc, state)?;
    let (ty, _) = parse_colon_memref(p)?;
    let mut operands = p.resolve_operands_same(&sizes, &Type::Index)?;
    operands.extend(p.resolve_operands_same(&syms, &Type::Index)?);
    state.operands = operands;
    state.add_attr(
        "operandSegmentSizes",
        Attribute::dense_i32_array(&[sizes.len() as i64, syms.len() as i64]),
    );
    state.result_types = vec![ty];
    Ok(())
}

/// The (dynamic sizes, symbol operands) of an alloc-like op.
fn alloc_segments(ir: &Ir, op: OpId) -> Option<(Vec<Value>, Vec<Value>)> {
    let sizes = ir.attr(op, "operandSegmentSizes")?.as_dense_i64s()?;
    let operands = ir.operands(op);
    match sizes.as_slice() {
        [d, s] if *d >= 0 && *s >= 0 && (*d + *s) as usize == operands.len() => {
            let d = *d as usize;
            Some((operands[..d].to_vec(), operands[d..].to_vec()))
        }
        _ => None,
    }
}

fn print_alloc(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let (sizes, syms) = alloc_segments(ir, op).unwrap_or((ir.operands(op).to_vec(), Vec::new()));
    p.write_str("(")?;
    p.print_operands(&sizes)?;
    p.write_str(")")?;
    if !syms.is_empty() {
        print_index_list(p, &syms)?;
    }
    p.print_optional_attr_dict(op, &["operandSegmentSizes"])?;
    p.write_str(" : ")?;
    p.print_value_types(ir.results(op))
}

/// Ops whose regions are automatic allocation scopes (MLIR's `AutomaticAllocationScope`
/// trait): a stack buffer lives until its nearest such ancestor is left. `async.func` is one
/// in corolift (not in MLIR 22, which rejects a `memref.alloca` directly in it): its buffers
/// are kept in the coroutine frame.
const AUTOMATIC_ALLOCATION_SCOPES: &[&str] = &[
    "func.func",
    "memref.alloca_scope",
    "llvm.func",
    "async.func",
];

fn verify_alloc(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    if ir.is(op, "memref.alloca") {
        let mut ancestor = ir.parent_op(op);
        while let Some(a) = ancestor
            && !AUTOMATIC_ALLOCATION_SCOPES.contains(&ir.name(a).as_str())
        {
            ancestor = ir.parent_op(a);
        }
        if ancestor.is_none() {
            return Err(op_error(
                ir,
                op,
                "requires an ancestor op with AutomaticAllocationScope trait",
            ));
        }
    }
    let Some((sizes, syms)) = alloc_segments(ir, op) else {
        return Err(op_error(
            ir,
            op,
            "operand count does not match the 'operandSegmentSizes' attribute",
        ));
    };
    check_index_operands(ir, op, ir.operands(op), 0)?;
    if let Some(a) = ir.attr(op, "alignment")
        && !is_valid_alignment(a)
    {
        return Err(op_error(ir, op, ALIGNMENT_CONSTRAINT));
    }
    let r = one_result(ir, op)?;
    let t = ir.value_type(r);
    let Some(m) = t.as_memref() else {
        return Err(op_error(
            ir,
            op,
            format!("result #0 must be memref of any type values, but got '{t}'"),
        ));
    };
    let dynamic = m.shape.iter().filter(|d| **d == DYNAMIC).count();
    if sizes.len() != dynamic {
        return Err(op_error(
            ir,
            op,
            format!(
                "incorrect number of dynamic sizes, has {}, expected {dynamic}",
                sizes.len()
            ),
        ));
    }
    let n = layout_symbol_count(m.layout.as_ref());
    if syms.len() != n {
        return Err(op_error(
            ir,
            op,
            format!(
                "symbol operand count does not equal memref symbol count: expected {n}, got {}",
                syms.len()
            ),
        ));
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// dealloc
// -------------------------------------------------------------------------------------------

/// `memref.dealloc %m [attr-dict] : memref<…>`
fn parse_dealloc(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let m = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let ty = parse_colon_any_memref(p)?;
    state.operands = vec![p.resolve_operand(&m, &ty)?];
    Ok(())
}

fn print_dealloc(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    p.print_operands(ir.operands(op))?;
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : ")?;
    p.print_value_types(ir.operands(op))
}

fn verify_dealloc(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    zero_results(ir, op)?;
    let [m] = ir.operands(op) else {
        return Err(op_error(
            ir,
            op,
            format!("expected 1 operands, but found {}", ir.operands(op).len()),
        ));
    };
    let t = ir.value_type(*m);
    if !matches!(t, Type::MemRef(_) | Type::UnrankedMemRef(_)) {
        return Err(op_error(
            ir,
            op,
            format!(
                "operand #0 must be unranked.memref of any type values or memref of any type values, but got '{t}'"
            ),
        ));
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// load / store
// -------------------------------------------------------------------------------------------

/// `%v = memref.load %m[%i, …] [attr-dict] : memref<…>` — operands: memref, indices.
fn parse_load(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let m = p.parse_operand()?;
    let indices = parse_index_list(p)?;
    let dict_loc = p.current_loc();
    p.parse_optional_attr_dict(&mut state.attrs)?;
    check_parsed_alignment(p, &dict_loc, state)?;
    let (ty, mt) = parse_colon_memref(p)?;
    let mut operands = vec![p.resolve_operand(&m, &ty)?];
    operands.extend(p.resolve_operands_same(&indices, &Type::Index)?);
    state.operands = operands;
    state.result_types = vec![mt.elem.clone()];
    Ok(())
}

fn print_load(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let Some((m, indices)) = ir.operands(op).split_first() else {
        return Ok(());
    };
    p.write_str(" ")?;
    p.print_operand(*m)?;
    print_index_list(p, indices)?;
    p.print_optional_attr_dict(op, elided_access_attrs(ir, op))?;
    p.write_str(" : ")?;
    let ty = ir.value_type(*m).clone();
    p.print_type(&ty)
}

/// The attributes `memref.load` / `memref.store` leave out of their custom form:
/// `nontemporal` when it holds its default, `false` (a `DefaultValuedOptionalAttr`).
fn elided_access_attrs(ir: &Ir, op: OpId) -> &'static [&'static str] {
    match ir.attr(op, "nontemporal") {
        Some(Attribute::Integer { value: 0, ty }) if ty.is_int_of_width(1) => &["nontemporal"],
        _ => &[],
    }
}

fn verify_load(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    expect_operands(ir, op, 1)?;
    check_access_alignment(ir, op)?;
    let m = ir.operand(op, 0);
    check_memref_operand(ir, op, m, 0)?;
    check_index_operands(ir, op, &ir.operands(op)[1..], 1)?;
    let r = one_result(ir, op)?;
    let Some(mt) = value_memref(ir, m) else {
        return Ok(());
    };
    if *ir.value_type(r) != mt.elem {
        return Err(op_error(
            ir,
            op,
            "failed to verify that result type matches element type of 'memref'",
        ));
    }
    let n = ir.operands(op).len() - 1;
    if n != mt.shape.len() {
        return Err(op_error(
            ir,
            op,
            format!(
                "incorrect number of indices for load, expected {} but got {n}",
                mt.shape.len()
            ),
        ));
    }
    Ok(())
}

/// `memref.store %v, %m[%i, …] [attr-dict] : memref<…>` — operands: value, memref, indices.
fn parse_store(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.expect(",")?;
    let m = p.parse_operand()?;
    let indices = parse_index_list(p)?;
    let dict_loc = p.current_loc();
    p.parse_optional_attr_dict(&mut state.attrs)?;
    check_parsed_alignment(p, &dict_loc, state)?;
    let (ty, mt) = parse_colon_memref(p)?;
    let mut operands = vec![
        p.resolve_operand(&v, &mt.elem)?,
        p.resolve_operand(&m, &ty)?,
    ];
    operands.extend(p.resolve_operands_same(&indices, &Type::Index)?);
    state.operands = operands;
    Ok(())
}

fn print_store(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let operands = ir.operands(op);
    if operands.len() < 2 {
        return Ok(());
    }
    p.write_str(" ")?;
    p.print_operand(operands[0])?;
    p.write_str(", ")?;
    p.print_operand(operands[1])?;
    print_index_list(p, &operands[2..])?;
    p.print_optional_attr_dict(op, elided_access_attrs(ir, op))?;
    p.write_str(" : ")?;
    let ty = ir.value_type(operands[1]).clone();
    p.print_type(&ty)
}

fn verify_store(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    expect_operands(ir, op, 2)?;
    check_access_alignment(ir, op)?;
    zero_results(ir, op)?;
    let m = ir.operand(op, 1);
    check_memref_operand(ir, op, m, 1)?;
    check_index_operands(ir, op, &ir.operands(op)[2..], 2)?;
    let Some(mt) = value_memref(ir, m) else {
        return Ok(());
    };
    if *ir.value_type(ir.operand(op, 0)) != mt.elem {
        return Err(op_error(
            ir,
            op,
            "failed to verify that type of 'value' matches element type of 'memref'",
        ));
    }
    if ir.operands(op).len() - 2 != mt.shape.len() {
        return Err(op_error(
            ir,
            op,
            "store index operand count not equal to memref rank",
        ));
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// cast
// -------------------------------------------------------------------------------------------

/// `%r = memref.cast %m [attr-dict] : memref<…> to memref<…>`
fn parse_cast(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let m = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let from = parse_colon_any_memref(p)?;
    expect_op_keyword(p, "memref.cast", "to")?;
    let loc = p.current_loc();
    let to = p.parse_type()?;
    if !matches!(to, Type::MemRef(_) | Type::UnrankedMemRef(_)) {
        return Err(p.error_at(&loc, "invalid kind of type specified"));
    }
    state.operands = vec![p.resolve_operand(&m, &from)?];
    state.result_types = vec![to];
    Ok(())
}

fn print_cast(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    p.print_operands(ir.operands(op))?;
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : ")?;
    p.print_value_types(ir.operands(op))?;
    p.write_str(" to ")?;
    p.print_value_types(ir.results(op))
}

/// Whether two memref types may be cast into each other (`memref.cast`'s rule: same element
/// type and memory space; ranked shapes agree where both are static; layouts agree where
/// both are static; ranked ↔ unranked allowed, unranked ↔ unranked not).
pub fn memref_cast_compatible(a: &Type, b: &Type) -> bool {
    match (a, b) {
        (Type::MemRef(x), Type::MemRef(y)) => {
            if x.elem != y.elem || x.memory_space != y.memory_space {
                return false;
            }
            if x.shape.len() != y.shape.len() {
                return false;
            }
            let dims_ok = x
                .shape
                .iter()
                .zip(&y.shape)
                .all(|(p, q)| *p == *q || *p == DYNAMIC || *q == DYNAMIC);
            if !dims_ok {
                return false;
            }
            if x.layout == y.layout {
                return true;
            }
            match (strides_and_offset(x), strides_and_offset(y)) {
                (Some((sa, oa)), Some((sb, ob))) => {
                    let compat = |p: i64, q: i64| p == q || p == DYNAMIC || q == DYNAMIC;
                    compat(oa, ob) && sa.iter().zip(&sb).all(|(p, q)| compat(*p, *q))
                }
                _ => false,
            }
        }
        (Type::MemRef(x), Type::UnrankedMemRef(u)) | (Type::UnrankedMemRef(u), Type::MemRef(x)) => {
            x.elem == u.0 && x.memory_space == u.1
        }
        _ => false,
    }
}

fn verify_cast(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_cast_like(ir, op, memref_cast_compatible)
}

// -------------------------------------------------------------------------------------------
// dim
// -------------------------------------------------------------------------------------------

/// `%d = memref.dim [attr-dict] %m, %index : memref<…>`
fn parse_dim(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let m = p.parse_operand()?;
    p.expect(",")?;
    let i = p.parse_operand()?;
    let ty = parse_colon_any_memref(p)?;
    state.operands = vec![
        p.resolve_operand(&m, &ty)?,
        p.resolve_operand(&i, &Type::Index)?,
    ];
    state.result_types = vec![Type::Index];
    Ok(())
}

fn verify_dim(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let [m, i] = ir.operands(op) else {
        return Err(op_error(
            ir,
            op,
            format!("expected 2 operands, but found {}", ir.operands(op).len()),
        ));
    };
    let t = ir.value_type(*m);
    let ok = match t {
        Type::UnrankedMemRef(_) => true,
        Type::MemRef(m) => !m.shape.is_empty(),
        _ => false,
    };
    if !ok {
        return Err(op_error(
            ir,
            op,
            format!(
                "operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got '{t}'"
            ),
        ));
    }
    check_index_type(ir, op, *i, "operand #1")
}

// -------------------------------------------------------------------------------------------
// copy
// -------------------------------------------------------------------------------------------

/// `memref.copy %src, %dst [attr-dict] : memref<…> to memref<…>`
fn parse_copy(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    p.expect(",")?;
    let dst = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let st = parse_colon_any_memref(p)?;
    expect_op_keyword(p, "memref.copy", "to")?;
    let loc = p.current_loc();
    let dt = p.parse_type()?;
    if !matches!(dt, Type::MemRef(_) | Type::UnrankedMemRef(_)) {
        return Err(p.error_at(&loc, "invalid kind of type specified"));
    }
    state.operands = vec![p.resolve_operand(&src, &st)?, p.resolve_operand(&dst, &dt)?];
    Ok(())
}

fn print_copy(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let [s, d] = ir.operands(op) else {
        return Ok(());
    };
    p.write_str(" ")?;
    p.print_operand(*s)?;
    p.write_str(", ")?;
    p.print_operand(*d)?;
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : ")?;
    let (st, dt) = (ir.value_type(*s).clone(), ir.value_type(*d).clone());
    p.print_type(&st)?;
    p.write_str(" to ")?;
    p.print_type(&dt)
}

fn verify_copy(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    zero_results(ir, op)?;
    let [s, d] = ir.operands(op) else {
        return Err(op_error(
            ir,
            op,
            format!("expected 2 operands, but found {}", ir.operands(op).len()),
        ));
    };
    let (st, dt) = (ir.value_type(*s), ir.value_type(*d));
    if st.memref_elem() != dt.memref_elem() {
        return Err(op_error(
            ir,
            op,
            "requires the same element type for all operands",
        ));
    }
    if let (Some(a), Some(b)) = (st.as_memref(), dt.as_memref()) {
        let compat = a.shape.len() == b.shape.len()
            && a.shape
                .iter()
                .zip(&b.shape)
                .all(|(p, q)| p == q || *p == DYNAMIC || *q == DYNAMIC);
        if !compat {
            return Err(op_error(ir, op, "requires the same shape for all operands"));
        }
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// subview
// -------------------------------------------------------------------------------------------

/// `%s = memref.subview %m[offsets] [sizes] [strides] [attr-dict] : memref<…> to memref<…>`
///
/// Each list mixes integers and `%values`; the generic form keeps the integers in
/// `static_offsets` / `static_sizes` / `static_strides` (dynamic entries are
/// `-9223372036854775808`) and the values as operands after the source, with
/// `operandSegmentSizes = array<i32: 1, #offsets, #sizes, #strides>`.
fn parse_subview(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    let (off_ops, offs) = parse_dynamic_index_list(p, "[", "]")?;
    let (size_ops, sizes) = parse_dynamic_index_list(p, "[", "]")?;
    let (stride_ops, strides) = parse_dynamic_index_list(p, "[", "]")?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let (st, _) = parse_colon_memref(p)?;
    expect_op_keyword(p, "memref.subview", "to")?;
    let loc = p.current_loc();
    let rt = p.parse_type()?;
    if !matches!(rt, Type::MemRef(_)) {
        return Err(p.error_at(&loc, "invalid kind of type specified"));
    }
    let mut operands = vec![p.resolve_operand(&src, &st)?];
    operands.extend(p.resolve_operands_same(&off_ops, &Type::Index)?);
    operands.extend(p.resolve_operands_same(&size_ops, &Type::Index)?);
    operands.extend(p.resolve_operands_same(&stride_ops, &Type::Index)?);
    state.operands = operands;
    state.result_types = vec![rt];
    state.add_attr(
        "operandSegmentSizes",
        Attribute::dense_i32_array(&[
            1,
            off_ops.len() as i64,
            size_ops.len() as i64,
            stride_ops.len() as i64,
        ]),
    );
    let arr = |v: Vec<i64>| Attribute::DenseArray {
        elem: Type::i64(),
        values: v.into_iter().map(i128::from).collect(),
    };
    state.add_attr("static_offsets", arr(offs));
    state.add_attr("static_sizes", arr(sizes));
    state.add_attr("static_strides", arr(strides));
    Ok(())
}

/// The decoded operands of a `memref.subview`: source, and for offsets/sizes/strides the
/// static list plus the dynamic operands.
struct Subview {
    source: Value,
    lists: [(Vec<i64>, Vec<Value>); 3],
}

fn subview_parts(ir: &Ir, op: OpId) -> Option<Subview> {
    let seg = ir.attr(op, "operandSegmentSizes")?.as_dense_i64s()?;
    let operands = ir.operands(op);
    if seg.len() != 4 || seg[0] != 1 || seg.iter().any(|s| *s < 0) {
        return None;
    }
    if seg.iter().sum::<i64>() as usize != operands.len() {
        return None;
    }
    let names = ["static_offsets", "static_sizes", "static_strides"];
    let mut at = 1usize;
    let mut lists: [(Vec<i64>, Vec<Value>); 3] = Default::default();
    for (i, l) in lists.iter_mut().enumerate() {
        let statics = ir.attr(op, names[i])?.as_dense_i64s()?;
        let n = seg[i + 1] as usize;
        let dynamic = operands[at..at + n].to_vec();
        at += n;
        if statics.iter().filter(|s| **s == DYNAMIC).count() != dynamic.len() {
            return None;
        }
        *l = (statics, dynamic);
    }
    Some(Subview {
        source: operands[0],
        lists,
    })
}

fn print_subview(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let Some(sv) = subview_parts(ir, op) else {
        return p.write_str(" <<malformed memref.subview>>");
    };
    p.write_str(" ")?;
    p.print_operand(sv.source)?;
    for (i, (statics, dynamic)) in sv.lists.iter().enumerate() {
        if i > 0 {
            p.write_str(" ")?;
        }
        p.write_str("[")?;
        let mut next = dynamic.iter();
        for (j, s) in statics.iter().enumerate() {
            if j > 0 {
                p.write_str(", ")?;
            }
            if *s == DYNAMIC {
                if let Some(v) = next.next() {
                    p.print_operand(*v)?;
                }
            } else {
                write!(p, "{s}")?;
            }
        }
        p.write_str("]")?;
    }
    p.print_optional_attr_dict(
        op,
        &[
            "operandSegmentSizes",
            "static_offsets",
            "static_sizes",
            "static_strides",
        ],
    )?;
    p.write_str(" : ")?;
    let (st, rt) = (
        ir.value_type(sv.source).clone(),
        ir.value_type(ir.results(op).first().copied().unwrap_or(sv.source))
            .clone(),
    );
    p.print_type(&st)?;
    p.write_str(" to ")?;
    p.print_type(&rt)
}

/// `a * b` with MLIR's `SaturatedInteger` rules: a product with a static 0 is 0 even when the
/// other factor is dynamic; otherwise dynamic (`DYNAMIC`) if either factor is.
pub(crate) fn sat_mul(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        0
    } else if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_mul(b)
    }
}

/// `a + b` with MLIR's `SaturatedInteger` rules: dynamic if either term is.
pub(crate) fn sat_add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_add(b)
    }
}

/// The result type `memref.subview` infers (before rank reduction): the static sizes as
/// shape and a `strided<…>` layout with offset `src_offset + Σ offset·stride` and strides
/// `src_stride·step`, dynamic wherever an input is dynamic.
pub fn subview_inferred_type(
    src: &MemRefType,
    offsets: &[i64],
    sizes: &[i64],
    steps: &[i64],
) -> Option<Type> {
    let (src_strides, src_offset) = strides_and_offset(src)?;
    let mut offset = src_offset;
    for (o, s) in offsets.iter().zip(&src_strides) {
        offset = sat_add(offset, sat_mul(*o, *s));
    }
    let strides: Vec<i64> = steps
        .iter()
        .zip(&src_strides)
        .map(|(a, b)| sat_mul(*b, *a))
        .collect();
    Some(Type::MemRef(Arc::new(MemRefType {
        shape: sizes.to_vec(),
        elem: src.elem.clone(),
        layout: Some(Attribute::Strided {
            strides: strides.into(),
            offset,
        }),
        memory_space: src.memory_space.clone(),
    })))
}

fn verify_subview(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    views::check_dynamic_counts(ir, op)?;
    let Some(sv) = subview_parts(ir, op) else {
        return Err(op_error(
            ir,
            op,
            "operand count does not match the 'operandSegmentSizes' attribute",
        ));
    };
    check_memref_operand(ir, op, sv.source, 0)?;
    check_index_operands(ir, op, &ir.operands(op)[1..], 1)?;
    let r = one_result(ir, op)?;
    let (Some(src), Some(res)) = (value_memref(ir, sv.source), value_memref(ir, r)) else {
        return Ok(());
    };
    let err = |msg: String| Err(Diagnostic::error(ir.loc(op).clone(), msg));
    let rank = src.shape.len();
    views::verify_offset_size_stride(ir, op, &sv.lists, [rank; 3])?;
    if src.memory_space != res.memory_space {
        return err(format!(
            "different memory spaces specified for base memref type '{}' and subview memref type '{}'",
            ir.value_type(sv.source),
            ir.value_type(r)
        ));
    }
    if strides_and_offset(src).is_none() {
        return err(format!(
            "base type '{}' is not strided",
            ir.value_type(sv.source)
        ));
    }
    let rt = ir.value_type(r);
    let Some(expected) = subview_inferred_type(src, &sv.lists[0].0, &sv.lists[1].0, &sv.lists[2].0)
    else {
        return Ok(());
    };
    let mismatch = |reason: &str| {
        err(format!(
            "expected result type to be '{expected}' or a rank-reduced version. ({reason}), but got '{rt}'"
        ))
    };
    if res.shape.len() > src.shape.len() {
        return err(format!(
            "expected result rank to be smaller or equal to the source rank, but got '{rt}'"
        ));
    }
    if shape_rank_reduction_mask(&sv.lists[1].0, &res.shape).is_none() {
        return mismatch("mismatch of result sizes");
    }
    if res.elem != src.elem {
        return err(format!(
            "expected result element type to be '{}', but got '{rt}'",
            src.elem
        ));
    }
    let Some(exp) = expected.as_memref() else {
        return Ok(());
    };
    let (Some((exp_strides, exp_offset)), Some((res_strides, res_offset))) =
        (strides_and_offset(exp), strides_and_offset(res))
    else {
        return mismatch("mismatch of result layout");
    };
    if exp_offset != res_offset {
        return mismatch("mismatch of result layout");
    }
    let Some(dropped) = memref_rank_reduction_mask(exp, res, &sv.lists[1].0) else {
        return mismatch("mismatch of result layout");
    };
    let kept = exp_strides
        .iter()
        .zip(&dropped)
        .filter(|(_, d)| !**d)
        .map(|(s, _)| *s);
    if !kept.eq(res_strides.iter().copied()) {
        return mismatch("mismatch of result layout");
    }
    for (d, &dim) in src.shape.iter().enumerate() {
        let (o, s, t) = (sv.lists[0].0[d], sv.lists[1].0[d], sv.lists[2].0[d]);
        if [dim, o, s, t].contains(&DYNAMIC) || s <= 0 {
            continue;
        }
        let last = o.saturating_add((s - 1).saturating_mul(t));
        if last >= dim {
            return err(format!(
                "slice along dimension {d} runs out-of-bounds: {last} >= {dim}"
            ));
        }
    }
    Ok(())
}

/// MLIR's `computeRankReductionMask` on shapes: which dimensions of `original` are dropped
/// to get `reduced` (greedy; a dropped dimension must have static size 1).
pub fn shape_rank_reduction_mask(original: &[i64], reduced: &[i64]) -> Option<Vec<bool>> {
    let mut mask = vec![false; original.len()];
    let mut j = 0;
    for (i, &size) in original.iter().enumerate() {
        if j < reduced.len() && size == reduced[j] {
            j += 1;
            continue;
        }
        if size != 1 {
            return None;
        }
        mask[i] = true;
    }
    (j == reduced.len()).then_some(mask)
}

/// MLIR's `computeMemRefRankReductionMask`: the dimensions of the (non-reduced) subview type
/// `original` that `reduced` drops. Unit sizes are candidates; when there are more candidates
/// than dropped dimensions, strides decide (a candidate is dropped while its stride occurs
/// more often in `original` than in `reduced`).
pub fn memref_rank_reduction_mask(
    original: &MemRefType,
    reduced: &MemRefType,
    static_sizes: &[i64],
) -> Option<Vec<bool>> {
    let mut mask: Vec<bool> = static_sizes.iter().map(|s| *s == 1).collect();
    if original.shape.len() == reduced.shape.len() {
        return Some(vec![false; original.shape.len()]);
    }
    let count = |m: &[bool]| m.iter().filter(|b| **b).count();
    if count(&mask) + reduced.shape.len() == original.shape.len() {
        return Some(mask);
    }
    let (orig_strides, _) = strides_and_offset(original)?;
    let (red_strides, _) = strides_and_offset(reduced)?;
    let occurrences = |v: &[i64]| {
        let mut m = std::collections::BTreeMap::<i64, usize>::new();
        for s in v {
            *m.entry(*s).or_default() += 1;
        }
        m
    };
    let mut unaccounted = occurrences(&orig_strides);
    let candidate = occurrences(&red_strides);
    for (dim, dropped) in mask.iter_mut().enumerate() {
        if !*dropped {
            continue;
        }
        let s = orig_strides[dim];
        let have = unaccounted.get(&s).copied().unwrap_or(0);
        let want = candidate.get(&s).copied().unwrap_or(0);
        match have.cmp(&want) {
            std::cmp::Ordering::Greater => {
                if let Some(n) = unaccounted.get_mut(&s) {
                    *n -= 1;
                }
            }
            std::cmp::Ordering::Equal => *dropped = false,
            std::cmp::Ordering::Less => return None,
        }
    }
    (count(&mask) + reduced.shape.len() == original.shape.len()).then_some(mask)
}

// -------------------------------------------------------------------------------------------
// global / get_global
// -------------------------------------------------------------------------------------------

/// `memref.global ["private"] [constant] @name : memref<…> [= uninitialized | = dense<…>]
/// [attr-dict]`
///
/// `uninitialized` is stored as a unit `initial_value`; a `dense<…>` literal gets the
/// tensor type of the memref (`memref<2xf32>` → `tensor<2xf32>`).
fn parse_global(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    if p.at_string() {
        let vis = p.parse_string()?;
        state.add_attr("sym_visibility", Attribute::string(&vis));
    }
    if p.eat_keyword("constant") {
        state.add_attr("constant", Attribute::Unit);
    }
    let name = p.parse_symbol_name()?;
    state.add_attr("sym_name", Attribute::string(&name));
    p.expect(":")?;
    let ty = p.parse_type()?;
    let mt = match &ty {
        Type::MemRef(m) if !m.shape.contains(&DYNAMIC) => m.clone(),
        _ => {
            return Err(p.error_at(
                &state.loc,
                format!(
                    "custom op 'memref.global' type should be static shaped memref, but got '{ty}'"
                ),
            ));
        }
    };
    state.add_attr("type", Attribute::Type(ty));
    if p.eat("=") {
        if p.eat_keyword("uninitialized") {
            state.add_attr("initial_value", Attribute::Unit);
        } else {
            let tensor = Type::Tensor(Arc::new((mt.shape.clone(), mt.elem.clone(), None)));
            let v = p.parse_attribute_of_type(&tensor)?;
            if !matches!(v, Attribute::Dense { .. }) {
                return Err(p.error_at(
                    &state.loc,
                    "custom op 'memref.global' initial value should be a unit or elements attribute",
                ));
            }
            state.add_attr("initial_value", v);
        }
    }
    let dict_loc = p.current_loc();
    p.parse_optional_attr_dict(&mut state.attrs)?;
    check_parsed_alignment(p, &dict_loc, state)
}

fn print_global(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    if let Some(v) = ir.attr(op, "sym_visibility") {
        p.write_str(" ")?;
        p.print_attr(v)?;
    }
    if ir.attr(op, "constant").is_some() {
        p.write_str(" constant")?;
    }
    p.write_str(" ")?;
    let name = ir
        .attr(op, "sym_name")
        .and_then(Attribute::as_str)
        .unwrap_or("");
    p.print_symbol_name(name)?;
    p.write_str(" : ")?;
    if let Some(t) = ir.attr(op, "type") {
        p.print_attr(t)?;
    }
    match ir.attr(op, "initial_value") {
        Some(Attribute::Unit) => p.write_str(" = uninitialized")?,
        Some(v) => {
            p.write_str(" = ")?;
            p.print_attr_value(v)?;
        }
        None => {}
    }
    p.print_optional_attr_dict(
        op,
        &[
            "sym_visibility",
            "constant",
            "sym_name",
            "type",
            "initial_value",
        ],
    )
}

fn verify_global(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(ty) = ir.attr(op, "type").and_then(Attribute::as_type) else {
        return Err(op_error(ir, op, "requires attribute 'type'"));
    };
    let Some(m) = ty.as_memref() else {
        return Err(op_error(
            ir,
            op,
            format!("type should be static shaped memref, but got '{ty}'"),
        ));
    };
    if m.shape.contains(&DYNAMIC) {
        return Err(op_error(
            ir,
            op,
            format!("type should be static shaped memref, but got '{ty}'"),
        ));
    }
    if let Some(a) = ir.attr(op, "alignment")
        && !is_valid_alignment(a)
    {
        return Err(op_error(ir, op, ALIGNMENT_CONSTRAINT));
    }
    if let Some(Attribute::String(v)) = ir.attr(op, "sym_visibility")
        && !matches!(&**v, "public" | "private" | "nested")
    {
        return Err(op_error(
            ir,
            op,
            format!(
                "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"{v}\""
            ),
        ));
    }
    match ir.attr(op, "initial_value") {
        None | Some(Attribute::Unit) => Ok(()),
        Some(Attribute::Dense { ty: vt, .. }) => verify_global_initial_value(ir, op, m, vt),
        Some(v) => Err(op_error(
            ir,
            op,
            format!("initial value should be a unit or elements attribute, but got {v}"),
        )),
    }
}

/// The element type and shape of a global's `dense` initial value (of type `vt`) against
/// its memref type `m` (MLIR 22's `GlobalOp::verify` messages).
fn verify_global_initial_value(
    ir: &Ir,
    op: OpId,
    m: &MemRefType,
    vt: &Type,
) -> Result<(), Diagnostic> {
    let (shape, elem) = match vt {
        Type::Tensor(t) => (&t.0, &t.1),
        Type::Vector(v) => (&v.shape, &v.elem),
        _ => return Ok(()),
    };
    if *elem != m.elem {
        return Err(op_error(
            ir,
            op,
            format!(
                "initial value element expected to be of type '{}', but was of type '{elem}'",
                m.elem
            ),
        ));
    }
    if *shape != m.shape {
        let dims = |d: &[i64]| d.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
        return Err(op_error(
            ir,
            op,
            format!(
                "initial value shape expected to be {} but was {}",
                dims(&m.shape),
                dims(shape)
            ),
        ));
    }
    Ok(())
}

/// `%g = memref.get_global @name : memref<…> [attr-dict]`
fn parse_get_global(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let name = p.parse_symbol_name()?;
    state.add_attr("name", Attribute::symbol(&name));
    let (ty, _) = parse_colon_memref(p)?;
    state.result_types = vec![ty];
    p.parse_optional_attr_dict(&mut state.attrs)
}

fn print_get_global(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    if let Some(n) = ir.attr(op, "name") {
        p.print_attr(n)?;
    }
    p.write_str(" : ")?;
    p.print_value_types(ir.results(op))?;
    p.print_optional_attr_dict(op, &["name"])
}

fn verify_get_global(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(name) = ir.attr(op, "name").and_then(Attribute::as_symbol) else {
        return Err(op_error(ir, op, "requires attribute 'name'"));
    };
    let r = one_result(ir, op)?;
    // The nearest enclosing symbol table.
    let mut table = ir.parent_op(op);
    while let Some(t) = table {
        if super::has_trait(ir, t, Traits::SYMBOL_TABLE) {
            break;
        }
        table = ir.parent_op(t);
    }
    let Some(table) = table else {
        return Ok(());
    };
    let global = ir
        .body_ops(table)
        .into_iter()
        .find(|g| ir.attr(*g, "sym_name").and_then(Attribute::as_str) == Some(name));
    let Some(global) = global.filter(|g| ir.is(*g, "memref.global")) else {
        return Err(op_error(
            ir,
            op,
            format!("'{name}' does not reference a valid global memref"),
        ));
    };
    let rt = ir.value_type(r);
    if let Some(gt) = ir.attr(global, "type").and_then(Attribute::as_type)
        && gt != rt
    {
        return Err(op_error(
            ir,
            op,
            format!("result type '{rt}' does not match type '{gt}' of the global memref @{name}"),
        ));
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// atomic_rmw
// -------------------------------------------------------------------------------------------

/// `%r = memref.atomic_rmw <kind> %v, %m[%i, …] [attr-dict] : (T, memref<…>) -> T`
///
/// Operands: value, memref, indices. The kind is stored as an `i64` (`addf` = 0, see
/// [`ATOMIC_RMW_KINDS`]).
fn parse_atomic_rmw(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let loc = p.current_loc();
    let kind = p.parse_keyword_any()?;
    let Some(k) = ATOMIC_RMW_KINDS.iter().position(|n| *n == kind) else {
        return Err(p.error_at(
            &loc,
            format!(
                "expected ::mlir::arith::AtomicRMWKind to be one of: {}",
                ATOMIC_RMW_KINDS.join(", ")
            ),
        ));
    };
    state.add_attr("kind", Attribute::i64(k as i64));
    let v = p.parse_operand()?;
    p.expect(",")?;
    let m = p.parse_operand()?;
    let indices = parse_index_list(p)?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(":")?;
    p.expect("(")?;
    let vt = p.parse_type()?;
    p.expect(",")?;
    let mloc = p.current_loc();
    let mt = p.parse_type()?;
    if !matches!(mt, Type::MemRef(_)) {
        return Err(p.error_at(&mloc, "invalid kind of type specified"));
    }
    p.expect(")")?;
    p.expect("->")?;
    let rt = p.parse_type()?;
    let mut operands = vec![p.resolve_operand(&v, &vt)?, p.resolve_operand(&m, &mt)?];
    operands.extend(p.resolve_operands_same(&indices, &Type::Index)?);
    state.operands = operands;
    state.result_types = vec![rt];
    Ok(())
}

fn print_atomic_rmw(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let operands = ir.operands(op);
    if operands.len() < 2 {
        return Ok(());
    }
    let kind = ir
        .attr(op, "kind")
        .and_then(Attribute::as_int)
        .and_then(|k| usize::try_from(k).ok())
        .and_then(|k| ATOMIC_RMW_KINDS.get(k))
        .copied()
        .unwrap_or("<invalid>");
    write!(p, " {kind} ")?;
    p.print_operand(operands[0])?;
    p.write_str(", ")?;
    p.print_operand(operands[1])?;
    print_index_list(p, &operands[2..])?;
    p.print_optional_attr_dict(op, &["kind"])?;
    p.write_str(" : (")?;
    p.print_value_types(&operands[..2])?;
    p.write_str(") -> ")?;
    p.print_value_types(ir.results(op))
}

fn verify_atomic_rmw(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    expect_operands(ir, op, 2)?;
    let int_or_float = |t: &Type| t.is_signless_integer() || t.is_float();
    let vt = ir.value_type(ir.operand(op, 0));
    if !int_or_float(vt) {
        return Err(op_error(
            ir,
            op,
            format!("operand #0 must be signless integer or floating-point, but got '{vt}'"),
        ));
    }
    let m = ir.operand(op, 1);
    let mt = ir.value_type(m);
    if !matches!(mt, Type::MemRef(x) if int_or_float(&x.elem)) {
        return Err(op_error(
            ir,
            op,
            format!(
                "operand #1 must be memref of signless integer or floating-point values, but got '{mt}'"
            ),
        ));
    }
    check_index_operands(ir, op, &ir.operands(op)[2..], 2)?;
    let r = one_result(ir, op)?;
    let Some(k) = ir
        .attr(op, "kind")
        .and_then(Attribute::as_int)
        .and_then(|k| usize::try_from(k).ok())
        .filter(|k| *k < ATOMIC_RMW_KINDS.len())
    else {
        return Err(op_error(ir, op, "requires attribute 'kind'"));
    };
    let vt = ir.value_type(ir.operand(op, 0));
    let Some(mt) = value_memref(ir, m) else {
        return Ok(());
    };
    if *vt != mt.elem {
        return Err(op_error(
            ir,
            op,
            "failed to verify that value type matches element type of memref",
        ));
    }
    if ir.value_type(r) != vt {
        return Err(op_error(
            ir,
            op,
            "failed to verify that result type matches element type of memref",
        ));
    }
    if ir.operands(op).len() - 2 != mt.shape.len() {
        return Err(op_error(
            ir,
            op,
            "expects the number of subscripts to be equal to memref rank",
        ));
    }
    let name = ATOMIC_RMW_KINDS[k];
    match name {
        "addf" | "maximumf" | "minimumf" | "mulf" if !vt.is_float() => Err(op_error(
            ir,
            op,
            format!("with kind '{name}' expects a floating-point type"),
        )),
        "addi" | "maxs" | "maxu" | "mins" | "minu" | "muli" | "ori" | "xori" | "andi"
            if !vt.is_integer() =>
        {
            Err(op_error(
                ir,
                op,
                format!("with kind '{name}' expects an integer type"),
            ))
        }
        _ => Ok(()),
    }
}

/// `memref.dim`'s folder (MLIR's `DimOp::fold`): a static size is a constant, a dynamic size
/// of an `alloc`/`alloca` is its size operand, and `dim(cast(x))` reads `x` when the cast
/// only made the type less static.
fn fold_dim(ir: &mut Ir, op: OpId, cst: &[Option<Attribute>]) -> crate::ir::rewrite::Folded {
    use crate::ir::rewrite::{FoldResult, Folded};
    let Some(index) = cst
        .get(1)
        .and_then(|c| c.as_ref())
        .and_then(Attribute::as_int)
    else {
        return Folded::None;
    };
    let source = ir.operand(op, 0);
    let Some(mt) = ir.value_type(source).as_memref() else {
        return Folded::None;
    };
    let Some(i) = usize::try_from(index).ok().filter(|i| *i < mt.shape.len()) else {
        return Folded::None;
    };
    if mt.shape[i] != crate::ir::DYNAMIC {
        return Folded::Results(vec![FoldResult::Attr(Attribute::index(mt.shape[i]))]);
    }
    let dynamic_index = mt.shape[..i]
        .iter()
        .filter(|d| **d == crate::ir::DYNAMIC)
        .count();
    if let Some(def) = ir.defining_op(source) {
        if (ir.is(def, "memref.alloc") || ir.is(def, "memref.alloca"))
            && let Some(v) = ir.operands(def).get(dynamic_index)
        {
            return Folded::Results(vec![FoldResult::Value(*v)]);
        }
        if ir.is(def, "memref.cast") {
            let inner = ir.operand(def, 0);
            if let Some(src) = ir.value_type(inner).as_memref()
                && src.shape.len() == mt.shape.len()
                && src
                    .shape
                    .iter()
                    .zip(&mt.shape)
                    .all(|(s, d)| *s == *d || *d == crate::ir::DYNAMIC)
            {
                ir.set_operand(op, 0, inner);
                return Folded::InPlace;
            }
        }
    }
    Folded::None
}

/// An `alloc`/`alloca` only stored into and deallocated is erased with those users (MLIR's
/// `SimplifyDeadAlloc`).
struct SimplifyDeadAlloc(&'static str);

impl crate::ir::rewrite::RewritePattern for SimplifyDeadAlloc {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }

    fn name(&self) -> &'static str {
        "SimplifyDeadAlloc"
    }

    fn match_and_rewrite(
        &self,
        rw: &mut crate::ir::rewrite::Rewriter<'_>,
        op: OpId,
    ) -> Result<bool, Diagnostic> {
        let ir = rw.ir_ref();
        let alloc = ir.result(op, 0);
        let users: Vec<OpId> = ir.uses(alloc).iter().map(|u| u.op).collect();
        let removable = ir.uses(alloc).iter().all(|u| {
            ir.is(u.op, "memref.dealloc") || (ir.is(u.op, "memref.store") && u.index != 0)
        });
        if !removable {
            return Ok(false);
        }
        let mut seen = Vec::new();
        for u in users {
            if !seen.contains(&u) {
                seen.push(u);
                rw.erase_op(u);
            }
        }
        rw.erase_op(op);
        Ok(true)
    }
}
