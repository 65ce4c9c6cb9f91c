//! The vector ops that combine elements: `reduction`, `multi_reduction`, `scan`, `fma`,
//! `contract`, `outerproduct`.

use std::fmt::{self, Write as _};
use std::sync::Arc;

use super::super::arith::{
    check_num_operands, check_num_results, check_operand, expect_op_keyword, fastmath_attr,
    fastmath_bits, fastmath_bits_of, fastmath_text,
};
use super::super::{OpDef, Traits, op_error};
use super::{
    as_vector, attr_i64s, dense_i64, enum_body, is_vector, kind_attr, kind_of, kind_supports,
    op_kind, parse_i64_list, parse_kind, print_kind, vector_type, write_i64_list,
};
use crate::diag::Diagnostic;
use crate::ir::{Attribute, Ir, NamedAttr, OpId, OperationState, Type};
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
    let mut bits = 0;
    if p.eat_keyword("fastmath") {
        p.expect("<")?;
        loop {
            let floc = p.current_loc();
            let name = p.parse_keyword_any()?;
            match fastmath_bits_of(&Attribute::Opaque(Arc::from(format!(
                "#arith.fastmath<{name}>"
            )))) {
                Some(b) => bits |= b,
                None => {
                    return Err(Diagnostic::error(
                        floc,
                        "custom op 'vector.reduction' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast",
                    ));
                }
            }
            if !p.eat(",") {
                break;
            }
        }
        p.expect(">")?;
    }
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
    let bits = fastmath_bits(ir, op);
    if bits != 0 {
        write!(p, " fastmath<{}>", fastmath_text(bits))?;
    }
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
    parse_kind(p, "vector.multi_reduction", state)?;
    p.expect(",")?;
    let src = p.parse_operand()?;
    p.expect(",")?;
    let acc = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let dims = parse_i64_list(p, "vector.multi_reduction")?;
    let sty = p.parse_colon_type()?;
    expect_op_keyword(p, "vector.multi_reduction", "to")?;
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
    let dims = attr_i64s(ir, op, "reduction_dims");
    let kept: Vec<usize> = (0..src.shape.len())
        .filter(|d| !dims.iter().any(|r| usize::try_from(*r).ok() == Some(*d)))
        .collect();
    let inferred = if kept.is_empty() {
        src.elem.clone()
    } else {
        vector_type(
            kept.iter().map(|d| src.shape[*d]).collect(),
            kept.iter()
                .map(|d| src.scalable.get(*d).copied().unwrap_or(false))
                .collect(),
            src.elem.clone(),
        )
    };
    if *res != inferred {
        return Err(op_error(
            ir,
            op,
            format!(
                "destination type {res} is incompatible with source type {}",
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
    parse_kind(p, "vector.scan", state)?;
    p.expect(",")?;
    let src = p.parse_operand()?;
    p.expect(",")?;
    let init = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let sty = p.parse_colon_type()?;
    p.expect(",")?;
    let ity = p.parse_type()?;
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
            format!("unsupported reduction type {} for kind '{kind}'", src.elem),
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
    let ty = p.parse_colon_type()?;
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
    let dict_loc = p.current_loc();
    // The trait dictionary is often an alias (`#matmul_trait`).
    let Attribute::Dict(traits) = p.parse_attribute()? else {
        return Err(p.error_at(&dict_loc, "expected dictionary attribute"));
    };
    for a in traits.iter().cloned() {
        let value = if &*a.name == "iterator_types" {
            contract_iterator_types(&a.value)
                .ok_or_else(|| p.error_at(&dict_loc, "expected string attribute"))?
        } else {
            a.value
        };
        state.add_attr(&a.name, value);
    }
    let lhs = p.parse_operand()?;
    p.expect(",")?;
    let rhs = p.parse_operand()?;
    p.expect(",")?;
    let acc = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let types_loc = p.current_loc();
    let types = p.parse_colon_type_list()?;
    expect_op_keyword(p, "vector.contract", "into")?;
    let rty = p.parse_type()?;
    let [lty, rhs_ty] = types.as_slice() else {
        return Err(p.error_at(
            &types_loc,
            "expected 2 types, got ".to_owned() + &types.len().to_string(),
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
    let (Some(lhs), Some(_)) = (operand_vector(ir, op, 0), operand_vector(ir, op, 1)) else {
        return Ok(());
    };
    if lhs.elem.is_integer() && !lhs.elem.is_signless_integer() {
        return Err(op_error(ir, op, "only supports signless integer types"));
    }
    let maps = ir
        .attr(op, "indexing_maps")
        .and_then(Attribute::as_array)
        .unwrap_or_default();
    if maps.len() != 3 {
        return Err(op_error(
            ir,
            op,
            "expected an indexing map for each vector operand",
        ));
    }
    let num_iterators = ir
        .attr(op, "iterator_types")
        .and_then(Attribute::as_array)
        .map_or(0, <[Attribute]>::len);
    for (i, m) in maps.iter().enumerate() {
        let Some(map) = simple_map(m) else {
            return Err(op_error(
                ir,
                op,
                format!("expected indexing map {i} to be a projected permutation of its inputs"),
            ));
        };
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
                return Err(op_error(
                    ir,
                    op,
                    format!(
                        "expected indexing map {i} to be a projected permutation of its inputs"
                    ),
                ));
            }
        }
    }
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
    let name_loc = p.current_loc();
    let operands = p.parse_operand_list()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let lty = p.parse_colon_type()?;
    p.expect(",")?;
    let rty = p.parse_type()?;
    if operands.len() < 2 {
        return Err(p.error_at(&name_loc, "expected at least 2 operands"));
    }
    let Some(lv) = as_vector(&lty) else {
        return Err(p.error_at(&name_loc, "expected vector type for operand #1"));
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
