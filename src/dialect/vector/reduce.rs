//! The vector ops that combine elements: `reduction`, `multi_reduction`, `scan`, `fma`,
//! `contract`, `outerproduct`.

use std::fmt::{self, Write as _};
use std::sync::Arc;

use super::super::common::{
    check_num_operands, check_num_results, check_operand, expect_op_keyword,
};
use super::super::flags::{fastmath_attr, parse_fastmath_flags, print_fastmath_clause};
use super::super::{OpDef, Traits, op_error};
use super::{
    as_vector, attr_i64s, custom_error, dense_i64, enum_body, is_vector, kind_attr, kind_of,
    kind_supports, op_kind, parse_colon_vector_type, parse_i64_list, parse_kind, parse_vector_type,
    print_kind, vector_type, write_i64_list,
};
use crate::diag::Diagnostic;
use crate::ir::{Attribute, Ir, NamedAttr, OpId, OperationState, Type, VectorType};
use crate::parse::{PResult, Parser};
use crate::print::OpPrinter;

/// The combining ops.
pub(crate) const OPS: &[OpDef] = &[
    OpDef {
        inherent_attrs: &["fastmath", "kind"],
        parse: Some(parse_reduction),
        print: Some(print_reduction),
        verify: Some(verify_reduction),
        ..OpDef::new("vector.reduction", Traits::PURE)
    },
    OpDef {
        inherent_attrs: &["kind", "reduction_dims"],
        parse: Some(parse_multi_reduction),
        print: Some(print_multi_reduction),
        verify: Some(verify_multi_reduction),
        ..OpDef::new("vector.multi_reduction", Traits::PURE)
    },
    OpDef {
        inherent_attrs: &["inclusive", "kind", "reduction_dim"],
        parse: Some(parse_scan),
        print: Some(print_scan),
        verify: Some(verify_scan),
        result_names: Some(scan_names),
        ..OpDef::new("vector.scan", Traits::PURE)
    },
    OpDef {
        parse: Some(parse_fma),
        print: Some(print_fma),
        verify: Some(verify_fma),
        ..OpDef::new("vector.fma", Traits::PURE)
    },
    OpDef {
        inherent_attrs: &["indexing_maps", "iterator_types", "kind"],
        parse: Some(parse_contract),
        print: Some(print_contract),
        verify: Some(verify_contract),
        ..OpDef::new("vector.contract", Traits::PURE)
    },
    OpDef {
        inherent_attrs: &["kind"],
        parse: Some(parse_outerproduct),
        print: Some(print_outerproduct),
        verify: Some(verify_outerproduct),
        ..OpDef::new("vector.outerproduct", Traits::PURE)
    },
];

/// The vector type of operand `i` (`None` if missing or not a vector).
fn operand_vector(ir: &Ir, op: OpId, i: usize) -> Option<&crate::ir::VectorType> {
    ir.operands(op)
        .get(i)
        .and_then(|v| as_vector(ir.value_type(*v)))
}

// -------------------------------------------------------------------------------------------
// vector.reduction
// -------------------------------------------------------------------------------------------

/// `%r = vector.reduction <add>, %v [, %acc] [fastmath<…>] {attrs}? : vector<4xf32> into f32`
/// (properties `kind = #vector.kind<add>`, `fastmath` defaulting to `none`; the accumulator
/// has the result type).
fn parse_reduction(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    parse_kind(p, "vector.reduction", state)?;
    p.expect(",")?;
    let src = p.parse_operand()?;
    let acc = if p.eat(",") {
        Some(p.parse_operand()?)
    } else {
        None
    };
    let bits = if p.eat_keyword("fastmath") {
        parse_fastmath_flags(p, "vector.reduction")?
    } else {
        0
    };
    state.add_attr("fastmath", fastmath_attr(bits));
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let vty = p.parse_colon_type()?;
    expect_op_keyword(p, "vector.reduction", "into")?;
    let dest = p.parse_type()?;
    let mut operands = vec![p.resolve_operand(&src, &vty)?];
    if let Some(acc) = acc {
        operands.push(p.resolve_operand(&acc, &dest)?);
    }
    state.operands = operands;
    state.result_types.push(dest);
    Ok(())
}

fn print_reduction(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    print_kind(p, op)?;
    p.write_str(", ")?;
    p.print_operands(ir.operands(op))?;
    print_fastmath_clause(p, op)?;
    p.print_optional_attr_dict(op, &["kind", "fastmath"])?;
    p.write_str(" : ")?;
    if let Some(&src) = ir.operands(op).first() {
        p.print_type(ir.value_type(src))?;
    }
    p.write_str(" into ")?;
    p.print_value_types(ir.results(op))
}

fn verify_reduction(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_results(ir, op, 1)?;
    let n = ir.operands(op).len();
    if !(1..=2).contains(&n) {
        return Err(op_error(
            ir,
            op,
            format!("expected 1 or 2 operands, but found {n}"),
        ));
    }
    let Some(kind) = ir.attr(op, "kind") else {
        return Err(op_error(ir, op, "requires attribute 'kind'"));
    };
    check_operand(ir, op, 0, is_vector, "vector of any type values")?;
    let Type::Vector(v) = ir.value_type(ir.operand(op, 0)) else {
        return Ok(());
    };
    let dest = ir.value_type(ir.result(op, 0));
    if v.elem != *dest {
        return Err(op_error(
            ir,
            op,
            "failed to verify that source operand and result have same element type",
        ));
    }
    if n == 2 && ir.value_type(ir.operand(op, 1)) != dest {
        return Err(op_error(
            ir,
            op,
            "failed to verify that dest and acc have the same type",
        ));
    }
    if v.shape.len() > 1 {
        return Err(op_error(
            ir,
            op,
            format!("unsupported reduction rank: {}", v.shape.len()),
        ));
    }
    let kind_name = kind_of(kind).unwrap_or("");
    let elem = &v.elem;
    if !kind_supports(kind_name, elem) {
        return Err(op_error(
            ir,
            op,
            format!("unsupported reduction type ''{elem}'' for kind '{kind_name}'"),
        ));
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// vector.multi_reduction
// -------------------------------------------------------------------------------------------

/// `%r = vector.multi_reduction <add>, %v, %acc {attrs}? [1] : vector<2x3xf32> to
/// vector<2xf32>` (the accumulator has the result type).
fn parse_multi_reduction(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    const NAME: &str = "vector.multi_reduction";
    parse_kind(p, NAME, state)?;
    p.expect(",")?;
    let src = p.parse_operand()?;
    p.expect(",")?;
    let acc = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let dims = parse_i64_list(p, NAME)?;
    let sty = parse_colon_vector_type(p, NAME)?;
    expect_op_keyword(p, NAME, "to")?;
    let dty = p.parse_type()?;
    state.operands = vec![
        p.resolve_operand(&src, &sty)?,
        p.resolve_operand(&acc, &dty)?,
    ];
    state.add_attr("reduction_dims", dense_i64(&dims));
    state.result_types.push(dty);
    Ok(())
}

fn print_multi_reduction(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    print_kind(p, op)?;
    p.write_str(", ")?;
    p.print_operands(ir.operands(op))?;
    p.print_optional_attr_dict(op, &["kind", "reduction_dims"])?;
    p.write_str(" ")?;
    write_i64_list(p, &attr_i64s(ir, op, "reduction_dims"))?;
    p.write_str(" : ")?;
    if let Some(&src) = ir.operands(op).first() {
        p.print_type(ir.value_type(src))?;
    }
    p.write_str(" to ")?;
    p.print_value_types(ir.results(op))
}

fn verify_multi_reduction(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_operands(ir, op, 2)?;
    check_num_results(ir, op, 1)?;
    if ir.attr(op, "kind").is_none() {
        return Err(op_error(ir, op, "requires attribute 'kind'"));
    }
    if ir.attr(op, "reduction_dims").is_none() {
        return Err(op_error(ir, op, "requires attribute 'reduction_dims'"));
    }
    check_operand(ir, op, 0, is_vector, "vector of any type values")?;
    let Some(src) = operand_vector(ir, op, 0) else {
        return Ok(());
    };
    let res = ir.value_type(ir.result(op, 0));
    if ir.value_type(ir.operand(op, 1)) != res {
        return Err(op_error(
            ir,
            op,
            "failed to verify that all of {dest, acc} have same type",
        ));
    }
    if res.element_type_or_self() != &src.elem {
        return Err(op_error(
            ir,
            op,
            "failed to verify that source operand and result have same element type",
        ));
    }
    let inferred = multi_reduction_type(src, &attr_i64s(ir, op, "reduction_dims"));
    if *res != inferred {
        return Err(op_error(
            ir,
            op,
            format!(
                "destination type '{res}' is incompatible with source type '{}'",
                ir.value_type(ir.operand(op, 0))
            ),
        ));
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// vector.scan
// -------------------------------------------------------------------------------------------

/// `%dest, %acc = vector.scan <add>, %v, %init {inclusive = true, reduction_dim = 1 : i64}
/// : vector<2x3xf32>, vector<2xf32>` (results: the source's type, then the initial value's).
fn parse_scan(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    const NAME: &str = "vector.scan";
    parse_kind(p, NAME, state)?;
    p.expect(",")?;
    let src = p.parse_operand()?;
    p.expect(",")?;
    let init = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let sty = parse_colon_vector_type(p, NAME)?;
    p.expect(",")?;
    let ity = parse_vector_type(p, NAME)?;
    state.operands = vec![
        p.resolve_operand(&src, &sty)?,
        p.resolve_operand(&init, &ity)?,
    ];
    state.result_types = vec![sty, ity];
    Ok(())
}

fn print_scan(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    print_kind(p, op)?;
    p.write_str(", ")?;
    p.print_operands(ir.operands(op))?;
    p.print_optional_attr_dict(op, &["kind"])?;
    p.write_str(" : ")?;
    p.print_value_types(ir.operands(op))
}

fn verify_scan(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_operands(ir, op, 2)?;
    check_num_results(ir, op, 2)?;
    for name in ["inclusive", "kind", "reduction_dim"] {
        if ir.attr(op, name).is_none() {
            return Err(op_error(ir, op, format!("requires attribute '{name}'")));
        }
    }
    for i in 0..2 {
        check_operand(ir, op, i, is_vector, "vector of any type values")?;
    }
    let (Some(src), Some(init)) = (operand_vector(ir, op, 0), operand_vector(ir, op, 1)) else {
        return Ok(());
    };
    if ir.value_type(ir.operand(op, 0)) != ir.value_type(ir.result(op, 0)) {
        return Err(op_error(
            ir,
            op,
            "failed to verify that all of {source, dest} have same type",
        ));
    }
    if ir.value_type(ir.operand(op, 1)) != ir.value_type(ir.result(op, 1)) {
        return Err(op_error(
            ir,
            op,
            "failed to verify that all of {initial_value, accumulated_value} have same type",
        ));
    }
    let rank = i64::try_from(src.shape.len()).unwrap_or(i64::MAX);
    let dim = ir
        .attr(op, "reduction_dim")
        .and_then(Attribute::as_int)
        .and_then(|d| i64::try_from(d).ok())
        .unwrap_or(0);
    if dim >= rank {
        return Err(op_error(
            ir,
            op,
            format!("reduction dimension {dim} has to be less than {rank}"),
        ));
    }
    let init_rank = i64::try_from(init.shape.len()).unwrap_or(i64::MAX);
    if init_rank != rank - 1 {
        return Err(op_error(
            ir,
            op,
            format!(
                "initial value rank {init_rank} has to be equal to {}",
                rank - 1
            ),
        ));
    }
    let expected: Vec<i64> = src
        .shape
        .iter()
        .enumerate()
        .filter(|(i, _)| i64::try_from(*i).ok() != Some(dim))
        .map(|(_, d)| *d)
        .collect();
    if init.shape != expected {
        return Err(op_error(ir, op, "incompatible input/initial value shapes"));
    }
    let kind = op_kind(ir, op).unwrap_or("");
    if !kind_supports(kind, &src.elem) {
        return Err(op_error(
            ir,
            op,
            format!(
                "unsupported reduction type '{}' for kind '{kind}'",
                src.elem
            ),
        ));
    }
    Ok(())
}

/// MLIR 22 names the results of a multi-result op after its ODS results.
fn scan_names(_: &Ir, _: OpId) -> Vec<(usize, String)> {
    vec![(0, "dest".to_owned()), (1, "accumulated_value".to_owned())]
}

// -------------------------------------------------------------------------------------------
// vector.fma
// -------------------------------------------------------------------------------------------

/// `%r = vector.fma %a, %b, %c {attrs}? : vector<4xf32>` (all four of that type).
fn parse_fma(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let a = p.parse_operand()?;
    p.expect(",")?;
    let b = p.parse_operand()?;
    p.expect(",")?;
    let c = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let ty = parse_colon_vector_type(p, "vector.fma")?;
    state.operands = p.resolve_operands_same(&[a, b, c], &ty)?;
    state.result_types.push(ty);
    Ok(())
}

fn print_fma(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    p.print_operands(ir.operands(op))?;
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : ")?;
    p.print_value_types(ir.results(op))
}

fn verify_fma(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_operands(ir, op, 3)?;
    check_num_results(ir, op, 1)?;
    let float_vector = |t: &Type| matches!(t, Type::Vector(v) if v.elem.is_float());
    for i in 0..3 {
        check_operand(ir, op, i, float_vector, "vector of floating-point values")?;
    }
    let r = ir.value_type(ir.result(op, 0));
    if ir.operands(op).iter().any(|v| ir.value_type(*v) != r) {
        return Err(op_error(
            ir,
            op,
            "failed to verify that all of {lhs, rhs, acc, result} have same type",
        ));
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// vector.contract
// -------------------------------------------------------------------------------------------

/// Iterator types of `vector.contract`.
const ITERATOR_TYPES: [&str; 2] = ["parallel", "reduction"];

/// `#vector.iterator_type<kind>`.
fn iterator_type_attr(kind: &str) -> Attribute {
    Attribute::Opaque(Arc::from(format!("#vector.iterator_type<{kind}>")))
}

/// The iterator type of a `#vector.iterator_type<…>` attribute.
fn iterator_type_of(attr: &Attribute) -> Option<&'static str> {
    let body = enum_body(attr, "#vector.iterator_type")?;
    ITERATOR_TYPES.iter().find(|k| **k == body).copied()
}

/// The names of the attributes `vector.contract` prints in its leading dictionary.
const CONTRACT_TRAIT_ATTRS: [&str; 3] = ["indexing_maps", "iterator_types", "kind"];

/// `%r = vector.contract {indexing_maps = [...], iterator_types = ["parallel", ...], kind =
/// #vector.kind<add>} %a, %b, %acc {attrs}? : vector<2x3xf32>, vector<3x2xf32> into
/// vector<2x2xf32>` — iterator types are written as strings and stored as
/// `#vector.iterator_type<…>`; a missing `kind` is `add`.
fn parse_contract(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    const NAME: &str = "vector.contract";
    let dict_loc = p.current_loc();
    // The trait dictionary is often an alias (`#matmul_trait`).
    let Attribute::Dict(traits) = p.parse_attribute()? else {
        return Err(custom_error(
            &dict_loc,
            NAME,
            "expected dictionary attribute",
        ));
    };
    for a in traits.iter().cloned() {
        let value = if &*a.name == "iterator_types" {
            contract_iterator_types(&a.value).unwrap_or(a.value)
        } else {
            a.value
        };
        state.add_attr(&a.name, value);
    }
    if state
        .attr("iterator_types")
        .and_then(Attribute::as_array)
        .is_none()
    {
        return Err(custom_error(
            &dict_loc,
            NAME,
            "expected \"iterator_types\" array attribute",
        ));
    }
    let lhs = p.parse_operand()?;
    p.expect(",")?;
    let rhs = p.parse_operand()?;
    p.expect(",")?;
    let acc = p.parse_operand()?;
    // Upstream's old trailing mask operands; MLIR 22 masks through `vector.mask`.
    if p.eat(",") {
        p.parse_operand_list()?;
        return Err(custom_error(
            &state.loc,
            NAME,
            "expected zero or exactly 2 vector mask operands",
        ));
    }
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let types_loc = p.current_loc();
    let types = p.parse_colon_type_list()?;
    expect_op_keyword(p, NAME, "into")?;
    let rty = p.parse_type()?;
    let [lty, rhs_ty] = types.as_slice() else {
        return Err(custom_error(
            &types_loc,
            NAME,
            format!("expected 2 types, got {}", types.len()),
        ));
    };
    state.operands = vec![
        p.resolve_operand(&lhs, lty)?,
        p.resolve_operand(&rhs, rhs_ty)?,
        p.resolve_operand(&acc, &rty)?,
    ];
    if state.attr("kind").is_none() {
        state.add_attr("kind", kind_attr("add"));
    }
    state.result_types.push(rty);
    Ok(())
}

/// `["parallel", "reduction"]` (strings, the custom form) as an array of
/// `#vector.iterator_type<…>`; already converted entries are kept.
fn contract_iterator_types(value: &Attribute) -> Option<Attribute> {
    let items = value.as_array()?;
    let converted: Option<Vec<Attribute>> = items
        .iter()
        .map(|a| match a {
            Attribute::String(s) => ITERATOR_TYPES
                .contains(&&**s)
                .then(|| iterator_type_attr(s)),
            other => iterator_type_of(other).map(|_| other.clone()),
        })
        .collect();
    converted.map(Attribute::array)
}

fn print_contract(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let mut traits = Vec::new();
    for a in ir.attrs(op) {
        if !CONTRACT_TRAIT_ATTRS.contains(&&*a.name) {
            continue;
        }
        let value = if &*a.name == "iterator_types" {
            let names = a
                .value
                .as_array()
                .unwrap_or_default()
                .iter()
                .map(|t| iterator_type_of(t).map_or_else(|| t.clone(), Attribute::string));
            Attribute::array(names.collect())
        } else {
            a.value.clone()
        };
        traits.push(NamedAttr {
            name: a.name.clone(),
            value,
        });
    }
    p.write_str(" ")?;
    p.print_attr(&Attribute::Dict(traits.into()))?;
    p.write_str(" ")?;
    p.print_operands(ir.operands(op))?;
    p.print_optional_attr_dict(op, &CONTRACT_TRAIT_ATTRS)?;
    p.write_str(" : ")?;
    let operands = ir.operands(op);
    p.print_value_types(&operands[..operands.len().min(2)])?;
    p.write_str(" into ")?;
    p.print_value_types(ir.results(op))
}

/// A permutation-like affine map: its number of dimensions and, per result, the dimension it
/// selects (`None` for anything else, e.g. a constant).
pub(crate) struct SimpleMap {
    /// Number of dimensions.
    pub num_dims: usize,
    /// Number of symbols.
    pub num_syms: usize,
    /// Each result's dimension, if the result is a plain dimension.
    pub results: Vec<Option<usize>>,
    /// Each result's constant value, if the result is an integer constant.
    pub constants: Vec<Option<i64>>,
}

/// Reads the canonical text of an affine map whose results are dimensions or constants.
pub(crate) fn simple_map(attr: &Attribute) -> Option<SimpleMap> {
    let Attribute::Opaque(text) = attr else {
        return None;
    };
    let body = text.strip_prefix("affine_map<")?.strip_suffix('>')?;
    let (head, results) = body.split_once("->")?;
    let head = head.trim();
    let (dims, syms) = match head.split_once(")[") {
        Some((d, s)) => (d.strip_prefix('(')?, Some(s.strip_suffix(']')?)),
        None => (head.strip_prefix('(')?.strip_suffix(')')?, None),
    };
    let count = |s: &str| s.split(',').filter(|x| !x.trim().is_empty()).count();
    let results = results.trim().strip_prefix('(')?.strip_suffix(')')?;
    let items: Vec<&str> = results
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .collect();
    Some(SimpleMap {
        num_dims: count(dims),
        num_syms: syms.map_or(0, count),
        results: items
            .iter()
            .map(|r| r.strip_prefix('d').and_then(|n| n.parse().ok()))
            .collect(),
        constants: items.iter().map(|r| r.parse().ok()).collect(),
    })
}

fn verify_contract(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_operands(ir, op, 3)?;
    check_num_results(ir, op, 1)?;
    for name in CONTRACT_TRAIT_ATTRS {
        if ir.attr(op, name).is_none() {
            return Err(op_error(ir, op, format!("requires attribute '{name}'")));
        }
    }
    for i in 0..2 {
        check_operand(ir, op, i, is_vector, "vector of any type values")?;
    }
    let (Some(lhs), Some(rhs)) = (operand_vector(ir, op, 0), operand_vector(ir, op, 1)) else {
        return Ok(());
    };
    if lhs.elem != rhs.elem {
        return Err(op_error(
            ir,
            op,
            "failed to verify that lhs and rhs have same element type",
        ));
    }
    if lhs.elem.is_integer() && !lhs.elem.is_signless_integer() {
        return Err(op_error(ir, op, "only supports signless integer types"));
    }
    let map_attrs = ir
        .attr(op, "indexing_maps")
        .and_then(Attribute::as_array)
        .unwrap_or_default();
    if map_attrs.len() != 3 {
        return Err(op_error(
            ir,
            op,
            "expected an indexing map for each vector operand",
        ));
    }
    let iterators = iterator_types(ir, op);
    let num_iterators = iterators.len();
    let mut maps = Vec::new();
    for (i, m) in map_attrs.iter().enumerate() {
        let not_permutation = || {
            op_error(
                ir,
                op,
                format!("expected indexing map {i} to be a projected permutation of its inputs"),
            )
        };
        let map = simple_map(m).ok_or_else(not_permutation)?;
        if map.num_syms != 0 {
            return Err(op_error(
                ir,
                op,
                format!("expected indexing map {i} to have no symbols"),
            ));
        }
        let rank = operand_vector(ir, op, i).map_or(0, |v| v.shape.len());
        if map.num_dims != num_iterators {
            return Err(op_error(
                ir,
                op,
                format!("expected indexing map {i} to have {num_iterators} number of inputs"),
            ));
        }
        if map.results.len() != rank {
            return Err(op_error(
                ir,
                op,
                format!("expected indexing map {i} to have {rank} number of outputs"),
            ));
        }
        let mut seen = vec![false; map.num_dims];
        for r in &map.results {
            let ok = r.is_some_and(|d| d < seen.len() && !std::mem::replace(&mut seen[d], true));
            if !ok {
                return Err(not_permutation());
            }
        }
        maps.push(map);
    }
    let contracting = contract_dim_map(&maps, &iterators, "reduction");
    let batch = contract_dim_map(&maps, &iterators, "parallel");
    if contracting.is_empty() {
        return Err(op_error(
            ir,
            op,
            "expected at least one contracting dimension pair",
        ));
    }
    if !dim_map_ok(lhs, rhs, &contracting) {
        return Err(op_error(ir, op, "invalid contracting dimension map"));
    }
    if !dim_map_ok(lhs, rhs, &batch) {
        return Err(op_error(ir, op, "invalid batch dimension map"));
    }
    verify_contract_output(ir, op, &maps, &contracting, &batch)?;
    let res = ir.value_type(ir.result(op, 0));
    let kind = op_kind(ir, op).unwrap_or("");
    if !kind_supports(kind, res.element_type_or_self()) {
        return Err(op_error(ir, op, "unsupported contraction type"));
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// vector.outerproduct
// -------------------------------------------------------------------------------------------

/// `%r = vector.outerproduct %a, %b[, %acc] {attrs}? : vector<4xf32>, vector<8xf32>` — the
/// result is `vector<4x8xf32>` (or `vector<4xf32>` for a scalar `%b`, an AXPY); a missing
/// `kind` is `add`. Like MLIR, the attribute dictionary is printed only with an accumulator.
fn parse_outerproduct(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    const NAME: &str = "vector.outerproduct";
    let name_loc = state.loc.clone();
    let operands = p.parse_operand_list()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let lty = p.parse_colon_type()?;
    p.expect(",")?;
    let rty = p.parse_type()?;
    if operands.len() < 2 {
        return Err(custom_error(
            &name_loc,
            NAME,
            "expected at least 2 operands",
        ));
    }
    let Some(lv) = as_vector(&lty) else {
        return Err(custom_error(
            &name_loc,
            NAME,
            "expected vector type for operand #1",
        ));
    };
    let lead = |v: &crate::ir::VectorType| {
        (
            v.shape.first().copied().unwrap_or(1),
            v.scalable.first().copied().unwrap_or(false),
        )
    };
    let (d0, s0) = lead(lv);
    let res = match as_vector(&rty) {
        Some(rv) => {
            let (d1, s1) = lead(rv);
            vector_type(vec![d0, d1], vec![s0, s1], lv.elem.clone())
        }
        None => vector_type(vec![d0], vec![s0], lv.elem.clone()),
    };
    if state.attr("kind").is_none() {
        state.add_attr("kind", kind_attr("add"));
    }
    let mut resolved = vec![
        p.resolve_operand(&operands[0], &lty)?,
        p.resolve_operand(&operands[1], &rty)?,
    ];
    if let Some(acc) = operands.get(2) {
        resolved.push(p.resolve_operand(acc, &res)?);
    }
    state.operands = resolved;
    state.result_types.push(res);
    Ok(())
}

fn print_outerproduct(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let operands = ir.operands(op);
    p.write_str(" ")?;
    p.print_operands(&operands[..operands.len().min(2)])?;
    if let Some(&acc) = operands.get(2) {
        p.write_str(", ")?;
        p.print_operand(acc)?;
        p.print_optional_attr_dict(op, &[])?;
    }
    p.write_str(" : ")?;
    p.print_value_types(&operands[..operands.len().min(2)])
}

fn verify_outerproduct(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let n = ir.operands(op).len();
    if !(2..=3).contains(&n) {
        return Err(op_error(
            ir,
            op,
            format!("expected 2 or 3 operands, but found {n}"),
        ));
    }
    check_num_results(ir, op, 1)?;
    check_operand(ir, op, 0, is_vector, "vector of any type values")?;
    let (Some(lhs), Some(res)) = (
        operand_vector(ir, op, 0),
        as_vector(ir.value_type(ir.result(op, 0))),
    ) else {
        return Ok(());
    };
    if lhs.shape.len() != 1 {
        return Err(op_error(ir, op, "expected 1-d vector for operand #1"));
    }
    match operand_vector(ir, op, 1) {
        Some(rhs) => {
            if rhs.shape.len() != 1 {
                return Err(op_error(ir, op, "expected 1-d vector for operand #2"));
            }
            if res.shape.len() != 2 {
                return Err(op_error(ir, op, "expected 2-d vector result"));
            }
            if lhs.shape[0] != res.shape[0] {
                return Err(op_error(
                    ir,
                    op,
                    "expected #1 operand dim to match result dim #1",
                ));
            }
            if rhs.shape[0] != res.shape[1] {
                return Err(op_error(
                    ir,
                    op,
                    "expected #2 operand dim to match result dim #2",
                ));
            }
            if lhs.scalable[0] && !rhs.scalable[0] {
                return Err(op_error(
                    ir,
                    op,
                    "expected either both or only #2 operand dim to be scalable",
                ));
            }
        }
        None => {
            if res.shape.len() != 1 {
                return Err(op_error(ir, op, "expected 1-d vector result"));
            }
            if lhs.shape[0] != res.shape[0] {
                return Err(op_error(
                    ir,
                    op,
                    "expected #1 operand dim to match result dim #1",
                ));
            }
        }
    }
    if n == 3 && ir.value_type(ir.operand(op, 2)) != ir.value_type(ir.result(op, 0)) {
        return Err(op_error(
            ir,
            op,
            "expected operand #3 of same type as result type",
        ));
    }
    if !kind_supports(op_kind(ir, op).unwrap_or(""), &res.elem) {
        return Err(op_error(ir, op, "unsupported outerproduct type"));
    }
    Ok(())
}

/// The result type of a multi-reduction of `src` over `dims`: the kept dimensions, or the
/// element type when none is kept.
fn multi_reduction_type(src: &crate::ir::VectorType, dims: &[i64]) -> Type {
    let kept: Vec<usize> = (0..src.shape.len())
        .filter(|d| !dims.iter().any(|r| usize::try_from(*r).ok() == Some(*d)))
        .collect();
    if kept.is_empty() {
        return src.elem.clone();
    }
    vector_type(
        kept.iter().map(|d| src.shape[*d]).collect(),
        kept.iter().map(|d| src.scalable[*d]).collect(),
        src.elem.clone(),
    )
}

/// The iterator types of `op` (`None` for an entry that is not an iterator type).
fn iterator_types(ir: &Ir, op: OpId) -> Vec<Option<&'static str>> {
    ir.attr(op, "iterator_types")
        .and_then(Attribute::as_array)
        .unwrap_or_default()
        .iter()
        .map(iterator_type_of)
        .collect()
}

/// MLIR's `getDimMap` of a contraction: for each iterator of kind `kind` that both the lhs
/// and the rhs map use, the pair of their result positions.
fn contract_dim_map(
    maps: &[SimpleMap],
    iterators: &[Option<&'static str>],
    kind: &str,
) -> Vec<(usize, usize)> {
    let pos = |m: &SimpleMap, d: usize| m.results.iter().position(|r| *r == Some(d));
    iterators
        .iter()
        .enumerate()
        .filter(|(_, k)| **k == Some(kind))
        .filter_map(|(d, _)| Some((pos(&maps[0], d)?, pos(&maps[1], d)?)))
        .collect()
}

/// MLIR's `verifyDimMap`: each pair names dimensions of equal size.
fn dim_map_ok(lhs: &VectorType, rhs: &VectorType, map: &[(usize, usize)]) -> bool {
    map.iter()
        .all(|&(l, r)| l < lhs.shape.len() && r < rhs.shape.len() && lhs.shape[l] == rhs.shape[r])
}

/// MLIR's `verifyOutputShape` of a contraction.
fn verify_contract_output(
    ir: &Ir,
    op: OpId,
    maps: &[SimpleMap],
    contracting: &[(usize, usize)],
    batch: &[(usize, usize)],
) -> Result<(), Diagnostic> {
    let (Some(lhs), Some(rhs)) = (operand_vector(ir, op, 0), operand_vector(ir, op, 1)) else {
        return Ok(());
    };
    let acc_ty = ir.value_type(ir.operand(op, 2));
    let res_ty = ir.value_type(ir.result(op, 0));
    let lhs_free = (0..lhs.shape.len()).filter(|i| !contracting.iter().any(|c| c.0 == *i));
    let rhs_free = (0..rhs.shape.len())
        .filter(|i| !contracting.iter().any(|c| c.1 == *i) && !batch.iter().any(|b| b.1 == *i));
    let free_dims = lhs_free.count() + rhs_free.count();
    let bad_shape = || op_error(ir, op, "invalid accumulator/result vector shape");
    if free_dims == 0 {
        if is_vector(res_ty) || is_vector(acc_ty) {
            return Err(bad_shape());
        }
        return Ok(());
    }
    let (Some(res), Some(_)) = (as_vector(res_ty), as_vector(acc_ty)) else {
        return Err(bad_shape());
    };
    let num_dims = maps[0].num_dims;
    let mut extents: Vec<Option<i64>> = vec![None; num_dims];
    for (v, m) in [(lhs, &maps[0]), (rhs, &maps[1])] {
        for (idx, r) in m.results.iter().enumerate() {
            if let Some(d) = *r
                && d < num_dims
                && extents[d].is_none()
            {
                extents[d] = v.shape.get(idx).copied();
            }
        }
    }
    if extents.iter().any(Option::is_none) {
        return Err(op_error(
            ir,
            op,
            "expected all dimensions to be either a LHS or a RHS dimension",
        ));
    }
    let shape: Vec<i64> = maps[2]
        .results
        .iter()
        .map(|r| {
            r.and_then(|d| extents.get(d).copied().flatten())
                .unwrap_or(0)
        })
        .collect();
    let expected = vector_type(shape, res.scalable.clone(), res.elem.clone());
    if *res_ty != expected || *acc_ty != expected {
        return Err(op_error(
            ir,
            op,
            format!("invalid accumulator/result vector shape, expected: '{expected}'"),
        ));
    }
    Ok(())
}

/// The mask type a `vector.mask` around a contraction must have: one `i1` per point of the
/// iteration space (MLIR's `ContractionOp::getExpectedMaskType`).
pub(crate) fn contract_mask_type(ir: &Ir, op: OpId) -> Option<Type> {
    let maps: Vec<SimpleMap> = ir
        .attr(op, "indexing_maps")?
        .as_array()?
        .iter()
        .map(simple_map)
        .collect::<Option<_>>()?;
    let n = maps.first()?.num_dims;
    let mut shape = vec![None; n];
    for (i, m) in maps.iter().enumerate() {
        let Some(v) = ir
            .operands(op)
            .get(i)
            .and_then(|v| as_vector(ir.value_type(*v)))
        else {
            continue;
        };
        for (idx, r) in m.results.iter().enumerate() {
            if let Some(d) = *r
                && d < n
                && shape[d].is_none()
                && idx < v.shape.len()
            {
                shape[d] = Some((v.shape[idx], v.scalable[idx]));
            }
        }
    }
    let dims: Vec<(i64, bool)> = shape.into_iter().collect::<Option<_>>()?;
    Some(vector_type(
        dims.iter().map(|d| d.0).collect(),
        dims.iter().map(|d| d.1).collect(),
        Type::i1(),
    ))
}
