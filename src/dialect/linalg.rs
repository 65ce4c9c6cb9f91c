//! The `linalg` dialect, reduced to what corolift needs: `linalg.fill` (on memrefs and
//! tensors), `linalg.generic` and their region terminator `linalg.yield`.
//!
//! Like MLIR, `linalg.fill`'s custom form elides its region: the parser builds the body
//! `^bb0(%in: T, %out: E): linalg.yield %in : T` itself, and the generic form shows it.
//! `linalg.matmul` (operands of one element type) elides its body the same way (multiply, then
//! add to the accumulator) and its `indexing_maps` when they are the default ones.
//! `linalg.generic` prints its `indexing_maps` and `iterator_types` (strings in the custom
//! form, `#linalg.iterator_type<…>` attributes in the IR) in a leading dictionary and names its
//! body's arguments `%in` / `%out` as MLIR does.

use std::fmt::{self, Write as _};

use super::common::{parse_yield_like, print_yield_like};
use super::{OpDef, Traits, op_error};
use crate::diag::Diagnostic;
use crate::ir::{Attribute, Ir, OpId, OperationState, Type, Value};
use crate::parse::{PResult, Parser};
use crate::print::OpPrinter;

/// Ops of the `linalg` dialect.
pub const OPS: &[OpDef] = &[
    OpDef {
        inherent_attrs: &["operandSegmentSizes"],
        parse: Some(parse_fill),
        print: Some(print_fill),
        verify: Some(verify_fill),
        ..OpDef::new("linalg.fill", Traits::MEMREF_EFFECTS_ONLY)
    },
    OpDef {
        inherent_attrs: &[
            "doc",
            "indexing_maps",
            "iterator_types",
            "library_call",
            "operandSegmentSizes",
        ],
        parse: Some(parse_generic),
        print: Some(print_generic),
        verify: Some(verify_generic),
        block_arg_names: Some(generic_block_arg_names),
        ..OpDef::new("linalg.generic", Traits::NONE)
    },
    OpDef {
        inherent_attrs: &["cast", "indexing_maps", "operandSegmentSizes"],
        parse: Some(parse_matmul),
        print: Some(print_matmul),
        verify: Some(verify_matmul),
        ..OpDef::new("linalg.matmul", Traits::NONE)
    },
    OpDef {
        parse: Some(parse_yield_like),
        print: Some(print_yield_like),
        verify: Some(verify_yield),
        ..OpDef::new("linalg.yield", Traits::TERMINATOR.union(Traits::PURE))
    },
];

/// The element type of a shaped type (memref, tensor, vector), or the type itself.
fn element_type_or_self(t: &Type) -> Type {
    match t {
        Type::MemRef(m) => m.elem.clone(),
        Type::UnrankedMemRef(u) => u.0.clone(),
        other => other.element_type_or_self().clone(),
    }
}

/// Parses `kw(%a, … : T, …)`; returns resolved values and their types.
fn parse_operand_group(p: &mut Parser<'_>, kw: &str) -> PResult<(Vec<Value>, Vec<Type>)> {
    p.expect_keyword(kw)?;
    p.expect("(")?;
    let ops = p.parse_operand_list()?;
    let types = if ops.is_empty() {
        Vec::new()
    } else {
        p.parse_colon_type_list()?
    };
    p.expect(")")?;
    let values = p.resolve_operands(&ops, &types)?;
    Ok((values, types))
}

/// `linalg.fill [attr-dict] ins(%v : T) outs(%m : memref<…>) [attr-dict] [-> tensor<…>]`
///
/// Operands: inputs then outputs, with `operandSegmentSizes = array<i32: 1, 1>`. The body
/// region is created here: `^bb0(%in: T, %out: E): linalg.yield %in : T`.
fn parse_fill(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let loc = p.current_loc();
    let (ins, in_types) = parse_operand_group(p, "ins")?;
    let (outs, out_types) = parse_operand_group(p, "outs")?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    state.result_types = p.parse_optional_arrow_type_list()?;
    let mut arg_types: Vec<Type> = in_types.iter().map(element_type_or_self).collect();
    arg_types.extend(out_types.iter().map(element_type_or_self));
    // MLIR would insert a conversion for differing types, which the verifier then rejects
    // ("expected fill value type … to match output element type …"); yielding the input
    // unconverted leads to the same diagnostic.
    if arg_types.len() != 2 {
        return Err(p.error_at(&loc, "expected one input and one output"));
    }
    state.add_attr(
        "operandSegmentSizes",
        Attribute::dense_i32_array(&[ins.len() as i64, outs.len() as i64]),
    );
    state.operands = ins.into_iter().chain(outs).collect();
    let region = p.ir.new_region();
    let block = p.ir.new_block(&arg_types);
    p.ir.append_block(region, block);
    let mut y = OperationState::new("linalg.yield", state.loc.clone());
    y.operands = vec![p.ir.block_arg(block, 0)];
    let y = p.ir.create_op(y);
    p.ir.append_op(block, y);
    state.regions.push(region);
    Ok(())
}

/// The (inputs, outputs) of `linalg.fill`.
fn fill_segments(ir: &Ir, op: OpId) -> Option<(Vec<Value>, Vec<Value>)> {
    let seg = ir.attr(op, "operandSegmentSizes")?.as_dense_i64s()?;
    let operands = ir.operands(op);
    match seg.as_slice() {
        [i, o] if *i >= 0 && *o >= 0 && (*i + *o) as usize == operands.len() => {
            let i = *i as usize;
            Some((operands[..i].to_vec(), operands[i..].to_vec()))
        }
        _ => None,
    }
}

/// ` ins(%a, … : T, …) outs(…)`, the operand groups of a destination-style op; an empty group
/// is left out when `skip_empty`.
fn print_ins_outs(
    p: &mut OpPrinter<'_>,
    ins: &[Value],
    outs: &[Value],
    skip_empty: bool,
) -> fmt::Result {
    for (kw, group) in [("ins", ins), ("outs", outs)] {
        if skip_empty && group.is_empty() {
            continue;
        }
        write!(p, " {kw}(")?;
        p.print_operands(group)?;
        p.write_str(" : ")?;
        p.print_value_types(group)?;
        p.write_str(")")?;
    }
    Ok(())
}

/// ` -> T, …` for ops on tensors (nothing when the op has no results).
fn print_result_types(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let results: Vec<Type> = ir
        .results(op)
        .iter()
        .map(|v| ir.value_type(*v).clone())
        .collect();
    p.print_optional_arrow_types(&results)
}

/// The `ins` and `outs` operands, or the verifier's error when `operandSegmentSizes` does not
/// describe the operand list.
fn segments_or_error(ir: &Ir, op: OpId) -> Result<(Vec<Value>, Vec<Value>), Diagnostic> {
    fill_segments(ir, op).ok_or_else(|| {
        op_error(
            ir,
            op,
            "operand count does not match the 'operandSegmentSizes' attribute",
        )
    })
}

fn print_fill(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let Some((ins, outs)) = fill_segments(ir, op) else {
        return p.write_str(" <<malformed linalg.fill>>");
    };
    p.print_optional_attr_dict(op, &["operandSegmentSizes"])?;
    print_ins_outs(p, &ins, &outs, true)?;
    print_result_types(p, op)
}

fn verify_fill(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let (ins, outs) = segments_or_error(ir, op)?;
    if ins.len() != 1 || outs.len() != 1 {
        return Err(op_error(
            ir,
            op,
            format!(
                "expected 1 input and 1 output, but got {} and {}",
                ins.len(),
                outs.len()
            ),
        ));
    }
    let vt = ir.value_type(ins[0]);
    let ot = ir.value_type(outs[0]);
    let et = element_type_or_self(ot);
    if !matches!(ot, Type::MemRef(_) | Type::Tensor(_)) {
        return Err(op_error(
            ir,
            op,
            format!(
                "operand #1 must be variadic of ranked tensor of any type values or memref of any type values, but got '{ot}'"
            ),
        ));
    }
    if *vt != et {
        return Err(op_error(
            ir,
            op,
            format!("expected fill value type ('{vt}') to match output element type ('{et}')"),
        ));
    }
    if ir.regions(op).len() != 1 {
        return Err(op_error(
            ir,
            op,
            format!("requires 1 region, but found {}", ir.regions(op).len()),
        ));
    }
    Ok(())
}

/// `linalg.matmul`'s default indexing maps: `A(m, k)`, `B(k, n)`, `C(m, n)`.
const MATMUL_MAPS: [&str; 3] = [
    "affine_map<(d0, d1, d2) -> (d0, d2)>",
    "affine_map<(d0, d1, d2) -> (d2, d1)>",
    "affine_map<(d0, d1, d2) -> (d0, d1)>",
];

/// `linalg.matmul [indexing_maps = […]] ins(%a, %b : A, B) outs(%c : C) [attr-dict]
/// [-> tensor]`; the body `^bb0(%a, %b, %c): %p = mul %a, %b; %s = add %c, %p; yield %s` is
/// built here (`mulf`/`addf` for floats, `muli`/`addi` for integers).
fn parse_matmul(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let loc = p.current_loc();
    if p.eat_keyword("indexing_maps") {
        p.expect("=")?;
        let maps = p.parse_attribute()?;
        state.add_attr("indexing_maps", maps);
    } else {
        let maps: Vec<Attribute> = MATMUL_MAPS
            .iter()
            .map(|m| Attribute::Opaque((*m).into()))
            .collect();
        state.add_attr("indexing_maps", Attribute::Array(maps.into()));
    }
    let (ins, in_types) = parse_operand_group(p, "ins")?;
    let (outs, out_types) = parse_operand_group(p, "outs")?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    state.result_types = p.parse_optional_arrow_type_list()?;
    let elems: Vec<Type> = in_types
        .iter()
        .chain(&out_types)
        .map(element_type_or_self)
        .collect();
    if elems.len() != 3 || elems.iter().any(|t| *t != elems[2]) {
        return Err(p.error_at(
            &loc,
            "corolift supports linalg.matmul with two inputs and one output of one element type",
        ));
    }
    state.add_attr(
        "operandSegmentSizes",
        Attribute::dense_i32_array(&[ins.len() as i64, outs.len() as i64]),
    );
    state.operands = ins.into_iter().chain(outs).collect();
    state
        .regions
        .push(matmul_body(&mut p.ir, &elems[2], &state.loc));
    Ok(())
}

/// The body of a matmul over `elem`.
fn matmul_body(ir: &mut Ir, elem: &Type, loc: &crate::ir::Location) -> crate::ir::RegionId {
    let region = ir.new_region();
    let block = ir.new_block(&[elem.clone(), elem.clone(), elem.clone()]);
    ir.append_block(region, block);
    let args = ir.block_args(block).to_vec();
    let float = elem.is_float();
    let (mul, add) = if float {
        ("arith.mulf", "arith.addf")
    } else {
        ("arith.muli", "arith.addi")
    };
    let mut m = OperationState::new(mul, loc.clone());
    m.operands = vec![args[0], args[1]];
    m.result_types = vec![elem.clone()];
    super::normalize(&mut m);
    let m = ir.create_op(m);
    ir.append_op(block, m);
    let mut a = OperationState::new(add, loc.clone());
    a.operands = vec![args[2], ir.result(m, 0)];
    a.result_types = vec![elem.clone()];
    super::normalize(&mut a);
    let a = ir.create_op(a);
    ir.append_op(block, a);
    let mut y = OperationState::new("linalg.yield", loc.clone());
    y.operands = vec![ir.result(a, 0)];
    let y = ir.create_op(y);
    ir.append_op(block, y);
    region
}

/// Whether `op`'s custom form leaves attribute `name` out (a matmul's default
/// `indexing_maps`), so the printer gives it no alias.
pub fn custom_form_elides(ir: &Ir, op: OpId, name: &str) -> bool {
    ir.is(op, "linalg.matmul") && name == "indexing_maps" && has_default_matmul_maps(ir, op)
}

fn has_default_matmul_maps(ir: &Ir, op: OpId) -> bool {
    matches!(ir.attr(op, "indexing_maps"), Some(Attribute::Array(a))
        if a.len() == 3 && a.iter().zip(MATMUL_MAPS).all(|(x, m)| matches!(x, Attribute::Opaque(t) if &**t == m)))
}

fn print_matmul(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    if !has_default_matmul_maps(ir, op)
        && let Some(maps) = ir.attr(op, "indexing_maps")
    {
        p.write_str(" indexing_maps = ")?;
        p.print_attr(maps)?;
    }
    let Some((ins, outs)) = fill_segments(ir, op) else {
        return p.write_str(" <<malformed linalg.matmul>>");
    };
    print_ins_outs(p, &ins, &outs, false)?;
    p.print_optional_attr_dict(op, &["indexing_maps", "operandSegmentSizes"])?;
    print_result_types(p, op)
}

fn verify_matmul(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let (ins, outs) = segments_or_error(ir, op)?;
    if ins.len() != 2 || outs.len() != 1 {
        return Err(op_error(ir, op, "expected 2 inputs and 1 output"));
    }
    for v in ins.iter().chain(&outs) {
        let rank = match ir.value_type(*v) {
            Type::MemRef(m) => m.shape.len(),
            Type::Tensor(t) => t.0.len(),
            _ => 0,
        };
        if rank != 2 {
            return Err(op_error(
                ir,
                op,
                format!(
                    "expected operand type '{}' to be of rank 2",
                    ir.value_type(*v)
                ),
            ));
        }
    }
    Ok(())
}

/// The structured-op attributes `linalg.generic` prints in its leading dictionary, in order.
const GENERIC_TRAIT_ATTRS: [&str; 4] = ["doc", "indexing_maps", "iterator_types", "library_call"];

/// `linalg.generic {indexing_maps = […], iterator_types = ["parallel", …]} [ins(…)] outs(…)
/// [attrs = {…}] region [-> types]`.
fn parse_generic(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let loc = p.current_loc();
    let mut traits = Vec::new();
    if !p.at("{") && !p.at_keyword("ins") && !p.at_keyword("outs") {
        // The trait dictionary through an alias (`#trait = {indexing_maps = …}`).
        match p.parse_attribute()? {
            Attribute::Dict(entries) => traits.extend(entries.iter().cloned()),
            _ => return Err(p.error_at(&loc, "expected a dictionary of linalg.generic traits")),
        }
    } else {
        p.parse_optional_attr_dict(&mut traits)?;
    }
    for mut a in traits {
        if &*a.name == "iterator_types" {
            a.value = iterator_types_to_ir(&a.value).ok_or_else(|| {
                p.error_at(&loc, "expected iterator_types to be an array of strings")
            })?;
            if let Some(kind) = unknown_iterator_type(&a.value) {
                return Err(p.error(format!(
                    "custom op 'linalg.generic' unexpected iterator_type ({kind})"
                )));
            }
        }
        state.attrs.push(a);
    }
    let (ins, _) = if p.at_keyword("ins") {
        parse_operand_group(p, "ins")?
    } else {
        (Vec::new(), Vec::new())
    };
    let (outs, _) = if p.at_keyword("outs") {
        parse_operand_group(p, "outs")?
    } else {
        (Vec::new(), Vec::new())
    };
    if p.eat_keyword("attrs") {
        p.expect("=")?;
        p.parse_optional_attr_dict(&mut state.attrs)?;
    }
    state.regions.push(p.parse_region(&[])?);
    state.result_types = p.parse_optional_arrow_type_list()?;
    state.add_attr(
        "operandSegmentSizes",
        Attribute::dense_i32_array(&[ins.len() as i64, outs.len() as i64]),
    );
    state.operands = ins.into_iter().chain(outs).collect();
    state.attrs.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(())
}

/// `["parallel", "reduction"]` as MLIR stores it: `#linalg.iterator_type<…>` attributes.
fn iterator_types_to_ir(attr: &Attribute) -> Option<Attribute> {
    let Attribute::Array(items) = attr else {
        return None;
    };
    let converted: Option<Vec<Attribute>> = items
        .iter()
        .map(|a| match a {
            Attribute::String(s) => Some(Attribute::Opaque(
                format!("#linalg.iterator_type<{s}>").into(),
            )),
            Attribute::Opaque(_) => Some(a.clone()),
            _ => None,
        })
        .collect();
    Some(Attribute::Array(converted?.into()))
}

/// The first iterator type in `iterator_types` (as [`iterator_types_to_ir`] gives them) that
/// is neither `parallel` nor `reduction`, MLIR's only two.
fn unknown_iterator_type(iterator_types: &Attribute) -> Option<String> {
    let Attribute::Array(items) = iterator_types else {
        return None;
    };
    items.iter().find_map(|item| {
        let Attribute::Opaque(text) = item else {
            return None;
        };
        let kind = text
            .strip_prefix("#linalg.iterator_type<")
            .and_then(|k| k.strip_suffix('>'))
            .unwrap_or(text);
        (!matches!(kind, "parallel" | "reduction")).then(|| kind.to_owned())
    })
}

/// The iterator kinds of a `linalg.generic` (`"parallel"`, `"reduction"`, …) or
/// `linalg.matmul` (`m`, `n` parallel, `k` reduction).
pub fn iterator_kinds(ir: &Ir, op: OpId) -> Option<Vec<String>> {
    if ir.is(op, "linalg.matmul") {
        return Some(
            ["parallel", "parallel", "reduction"]
                .map(str::to_owned)
                .to_vec(),
        );
    }
    let Attribute::Array(items) = ir.attr(op, "iterator_types")? else {
        return None;
    };
    items
        .iter()
        .map(|a| match a {
            Attribute::Opaque(t) => t
                .strip_prefix("#linalg.iterator_type<")
                .and_then(|r| r.strip_suffix('>'))
                .map(str::to_owned),
            Attribute::String(s) => Some(s.to_string()),
            _ => None,
        })
        .collect()
}

/// The (inputs, outputs) of a structured op (`linalg.fill`, `linalg.generic`).
pub fn structured_operands(ir: &Ir, op: OpId) -> Option<(Vec<Value>, Vec<Value>)> {
    fill_segments(ir, op)
}

fn print_generic(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let Some((ins, outs)) = fill_segments(ir, op) else {
        return p.write_str(" <<malformed linalg.generic>>");
    };
    let mut first = true;
    for name in GENERIC_TRAIT_ATTRS {
        let Some(value) = ir.attr(op, name) else {
            continue;
        };
        p.write_str(if first { " {" } else { ", " })?;
        first = false;
        write!(p, "{name} = ")?;
        if name == "iterator_types" {
            let kinds = iterator_kinds(ir, op).unwrap_or_default();
            let quoted: Vec<String> = kinds.iter().map(|k| format!("\"{k}\"")).collect();
            write!(p, "[{}]", quoted.join(", "))?;
        } else {
            p.print_attr(value)?;
        }
    }
    if !first {
        p.write_str("}")?;
    }
    print_ins_outs(p, &ins, &outs, true)?;
    let mut elided: Vec<&str> = GENERIC_TRAIT_ATTRS.to_vec();
    elided.push("operandSegmentSizes");
    if ir.attrs(op).iter().any(|a| !elided.contains(&&*a.name)) {
        p.write_str(" attrs = ")?;
        p.print_optional_attr_dict(op, &elided)?;
    }
    p.write_str(" ")?;
    p.print_region(ir.region(op, 0), true, true, false)?;
    print_result_types(p, op)
}

/// `%in` for the arguments of the inputs, `%out` for those of the outputs (MLIR's
/// `getAsmBlockArgumentNames` of structured ops).
fn generic_block_arg_names(ir: &Ir, op: OpId, region: crate::ir::RegionId) -> Vec<(Value, String)> {
    let Some((ins, _)) = fill_segments(ir, op) else {
        return Vec::new();
    };
    let Some(entry) = ir.entry_block(region) else {
        return Vec::new();
    };
    ir.block_args(entry)
        .iter()
        .enumerate()
        .map(|(i, a)| (*a, if i < ins.len() { "in" } else { "out" }.to_owned()))
        .collect()
}

fn verify_generic(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let (ins, outs) = segments_or_error(ir, op)?;
    let Some(Attribute::Array(maps)) = ir.attr(op, "indexing_maps") else {
        return Err(op_error(ir, op, "requires attribute 'indexing_maps'"));
    };
    let Some(kinds) = iterator_kinds(ir, op) else {
        return Err(op_error(ir, op, "requires attribute 'iterator_types'"));
    };
    let n = ins.len() + outs.len();
    if maps.len() != n {
        return Err(op_error(
            ir,
            op,
            format!(
                "expected the number of indexing_map ({}) to be equal to the number of input/output operands ({n})",
                maps.len()
            ),
        ));
    }
    let Some(entry) = ir.regions(op).first().and_then(|r| ir.entry_block(*r)) else {
        return Err(op_error(ir, op, "expected a region with one block"));
    };
    if ir.block_args(entry).len() != n {
        return Err(op_error(
            ir,
            op,
            "expected as many non-induction variable region arguments as the number of input/output operands",
        ));
    }
    for (i, m) in maps.iter().enumerate() {
        let dims = match m {
            Attribute::Opaque(t) => affine_map_dims(t),
            _ => None,
        };
        if dims.is_some_and(|d| d != kinds.len()) {
            return Err(op_error(
                ir,
                op,
                format!(
                    "expected indexing_map #{i} to have {} dim(s) to match the number of loops",
                    kinds.len()
                ),
            ));
        }
    }
    Ok(())
}

/// The number of dimensions of `affine_map<(d0, …)[…] -> (…)>`.
pub fn affine_map_dims(text: &str) -> Option<usize> {
    let body = text.strip_prefix("affine_map<(")?;
    let dims = &body[..body.find(')')?];
    Some(if dims.trim().is_empty() {
        0
    } else {
        dims.split(',').count()
    })
}

/// The results of a projected-permutation map (`(d0, d1, d2) -> (d2, d0)` gives `[2, 0]`);
/// `None` for any other map (constants, sums, symbols).
pub fn affine_map_dim_results(text: &str) -> Option<Vec<usize>> {
    let body = text.strip_prefix("affine_map<")?.strip_suffix('>')?;
    let (head, results) = body.split_once("->")?;
    if head.contains('[') {
        return None;
    }
    let results = results.trim().strip_prefix('(')?.strip_suffix(')')?;
    if results.trim().is_empty() {
        return Some(Vec::new());
    }
    results
        .split(',')
        .map(|r| r.trim().strip_prefix('d')?.parse::<usize>().ok())
        .collect()
}

fn verify_yield(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(parent) = ir.parent_op(op) else {
        return Ok(());
    };
    if !ir.name(parent).as_str().starts_with("linalg.") {
        return Err(op_error(
            ir,
            op,
            "expected parent op with LinalgOp interface",
        ));
    }
    // The number of yielded values must match the parent's outputs; `linalg.fill`'s own
    // verifier reports an element type mismatch (it runs before its region in MLIR).
    if ir.is(parent, "linalg.fill")
        && let Some((_, outs)) = fill_segments(ir, parent)
    {
        let operands = ir.operands(op);
        if operands.len() != outs.len() {
            return Err(op_error(
                ir,
                op,
                format!(
                    "expected number of yield values ({}) to match the number of inits / outs operands of the enclosing LinalgOp ({})",
                    operands.len(),
                    outs.len()
                ),
            ));
        }
    }
    Ok(())
}
