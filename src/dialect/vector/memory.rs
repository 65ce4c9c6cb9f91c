//! The vector ops that read and write memory: `load`, `store`, `maskedload`, `maskedstore`,
//! `gather`, `scatter`, `expandload`, `compressstore`, `transfer_read`, `transfer_write`.
//!
//! The transfer ops' custom form leaves out what it can infer, as MLIR does: a missing
//! `permutation_map` is the minor identity (`getTransferMinorIdentityMap`), a missing
//! `in_bounds` is all `false`, the mask type follows from the vector type and the
//! permutation map (`inferTransferOpMaskType`); the printer elides exactly those again.

use std::fmt::{self, Write as _};
use std::sync::Arc;

use super::super::common::{
    check_index_type, check_num_results, check_operand, check_parsed_alignment, expect_op_keyword,
    parse_index_list, print_index_list, strides_and_offset,
};
use super::super::{OpDef, Traits, op_error};
use super::reduce::simple_map;
use super::{as_vector, bit_width, custom_error, is_scalable, vector_type};
use crate::diag::Diagnostic;
use crate::ir::{Attribute, Ir, OpId, OperationState, Type, Value, VectorType};
use crate::parse::{Operand, PResult, Parser};
use crate::print::OpPrinter;

/// The memory ops.
pub(crate) const OPS: &[OpDef] = &[
    OpDef {
        inherent_attrs: &["alignment", "nontemporal"],
        parse: Some(parse_load),
        print: Some(print_load),
        verify: Some(verify_load),
        ..OpDef::new("vector.load", Traits::MEMORY_READ)
    },
    OpDef {
        inherent_attrs: &["alignment", "nontemporal"],
        parse: Some(parse_store),
        print: Some(print_store),
        verify: Some(verify_store),
        ..OpDef::new("vector.store", Traits::NONE)
    },
    OpDef {
        inherent_attrs: &["alignment"],
        parse: Some(parse_maskedload),
        print: Some(print_masked_read),
        verify: Some(verify_maskedload),
        ..OpDef::new("vector.maskedload", Traits::MEMORY_READ)
    },
    OpDef {
        inherent_attrs: &["alignment"],
        parse: Some(parse_maskedstore),
        print: Some(print_masked_write),
        verify: Some(verify_maskedstore),
        ..OpDef::new("vector.maskedstore", Traits::NONE)
    },
    OpDef {
        inherent_attrs: &["alignment"],
        parse: Some(parse_gather),
        print: Some(print_gather),
        verify: Some(verify_gather),
        ..OpDef::new("vector.gather", Traits::MEMORY_READ)
    },
    OpDef {
        inherent_attrs: &["alignment"],
        parse: Some(parse_scatter),
        print: Some(print_scatter),
        verify: Some(verify_scatter),
        ..OpDef::new("vector.scatter", Traits::NONE)
    },
    OpDef {
        inherent_attrs: &["alignment"],
        parse: Some(parse_expandload),
        print: Some(print_masked_read),
        verify: Some(verify_expandload),
        ..OpDef::new("vector.expandload", Traits::MEMORY_READ)
    },
    OpDef {
        inherent_attrs: &["alignment"],
        parse: Some(parse_compressstore),
        print: Some(print_masked_write),
        verify: Some(verify_compressstore),
        ..OpDef::new("vector.compressstore", Traits::NONE)
    },
    OpDef {
        inherent_attrs: &["in_bounds", "operandSegmentSizes", "permutation_map"],
        parse: Some(parse_transfer_read),
        print: Some(print_transfer_read),
        verify: Some(verify_transfer_read),
        ..OpDef::new(
            "vector.transfer_read",
            Traits::MEMORY_READ.union(Traits::MEMREF_EFFECTS_ONLY),
        )
    },
    OpDef {
        inherent_attrs: &["in_bounds", "operandSegmentSizes", "permutation_map"],
        parse: Some(parse_transfer_write),
        print: Some(print_transfer_write),
        verify: Some(verify_transfer_write),
        ..OpDef::new("vector.transfer_write", Traits::MEMREF_EFFECTS_ONLY)
    },
];

// -------------------------------------------------------------------------------------------
// Shared pieces
// -------------------------------------------------------------------------------------------

/// Parses `%base[%i, %j]`.
fn parse_base_indices<'a>(p: &mut Parser<'a>) -> PResult<(Operand<'a>, Vec<Operand<'a>>)> {
    let base = p.parse_operand()?;
    Ok((base, parse_index_list(p)?))
}

/// Prints ` %base[%i, %j]`.
fn print_base_indices(p: &mut OpPrinter<'_>, base: Value, indices: &[Value]) -> fmt::Result {
    p.write_str(" ")?;
    p.print_operand(base)?;
    print_index_list(p, indices)
}

/// Parses the attribute dictionary of a memory op, checking `alignment` as mlir-opt-22 does
/// while it converts the dictionary to properties.
fn parse_access_attrs(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let loc = p.current_loc();
    p.parse_optional_attr_dict(&mut state.attrs)?;
    check_parsed_alignment(p, &loc, state)
}

/// `nontemporal = false` is its default and left out of the custom form.
fn elided_nontemporal(ir: &Ir, op: OpId) -> &'static [&'static str] {
    match ir.attr(op, "nontemporal") {
        Some(Attribute::Integer { value: 0, ty }) if ty.is_int_of_width(1) => &["nontemporal"],
        _ => &[],
    }
}

/// The rank and element type of a memref or ranked tensor.
fn shaped(t: &Type) -> Option<(usize, &Type)> {
    match t {
        Type::MemRef(m) => Some((m.shape.len(), &m.elem)),
        Type::Tensor(t) => Some((t.0.len(), &t.1)),
        _ => None,
    }
}

/// The type of operand `i`.
fn ty(ir: &Ir, op: OpId, i: usize) -> Option<&Type> {
    ir.operands(op).get(i).map(|v| ir.value_type(*v))
}

/// The vector type of operand `i`.
fn vec_operand(ir: &Ir, op: OpId, i: usize) -> Option<&VectorType> {
    ty(ir, op, i).and_then(as_vector)
}

/// `requires N indices`.
fn check_index_count(ir: &Ir, op: OpId, rank: usize, n: usize) -> Result<(), Diagnostic> {
    if n != rank {
        return Err(op_error(ir, op, format!("requires {rank} indices")));
    }
    Ok(())
}

/// Every operand in `range` must be an `index`.
fn check_indices(ir: &Ir, op: OpId, range: std::ops::Range<usize>) -> Result<(), Diagnostic> {
    for i in range {
        if let Some(&v) = ir.operands(op).get(i) {
            check_index_type(ir, op, v, &format!("operand #{i}"))?;
        }
    }
    Ok(())
}

/// At least `n` operands.
fn check_min_operands(ir: &Ir, op: OpId, n: usize) -> Result<(), Diagnostic> {
    let found = ir.operands(op).len();
    if found < n {
        return Err(op_error(
            ir,
            op,
            format!("expected {n} or more operands, but found {found}"),
        ));
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// vector.load / vector.store
// -------------------------------------------------------------------------------------------

/// `%v = vector.load %m[%i, %j] {attrs}? : memref<?x?xf32>, vector<8xf32>`
fn parse_load(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let (base, indices) = parse_base_indices(p)?;
    parse_access_attrs(p, state)?;
    let mty = p.parse_colon_type()?;
    p.expect(",")?;
    let vty = p.parse_type()?;
    let mut operands = vec![p.resolve_operand(&base, &mty)?];
    operands.extend(p.resolve_operands_same(&indices, &Type::Index)?);
    state.operands = operands;
    state.result_types.push(vty);
    Ok(())
}

fn print_load(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let Some((&base, indices)) = ir.operands(op).split_first() else {
        return Ok(());
    };
    print_base_indices(p, base, indices)?;
    p.print_optional_attr_dict(op, elided_nontemporal(ir, op))?;
    p.write_str(" : ")?;
    p.print_type(ir.value_type(base))?;
    p.write_str(", ")?;
    p.print_value_types(ir.results(op))
}

/// The checks `vector.load` and `vector.store` share (`what` names the vector: `result` or
/// `valueToStore`).
fn verify_load_store(
    ir: &Ir,
    op: OpId,
    base: usize,
    vec: &Type,
    what: &str,
) -> Result<(), Diagnostic> {
    check_indices(ir, op, base + 1..ir.operands(op).len())?;
    let Some(Type::MemRef(m)) = ty(ir, op, base) else {
        return Err(op_error(
            ir,
            op,
            format!(
                "operand #{base} must be memref of any type values, but got '{}'",
                ty(ir, op, base).map_or(String::new(), ToString::to_string)
            ),
        ));
    };
    let Some(v) = as_vector(vec) else {
        return Ok(());
    };
    check_unit_stride(ir, op, m, v)?;
    if m.shape.len() < v.shape.len() {
        let which = if what == "result" {
            "destination memref has lower rank than the result vector"
        } else {
            "source memref has lower rank than the vector to store"
        };
        return Err(op_error(ir, op, which));
    }
    let mut elem = &m.elem;
    if let Type::Vector(mv) = &m.elem {
        if **mv != *v {
            return Err(op_error(
                ir,
                op,
                format!("base memref and {what} vector types should match"),
            ));
        }
        elem = &mv.elem;
    }
    if *elem != v.elem {
        let msg = if what == "result" {
            "base and result element types should match".to_owned()
        } else {
            "base and valueToStore element type should match".to_owned()
        };
        return Err(op_error(ir, op, msg));
    }
    check_index_count(ir, op, m.shape.len(), ir.operands(op).len() - base - 1)
}

fn verify_load(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_min_operands(ir, op, 1)?;
    check_num_results(ir, op, 1)?;
    let r = ir.value_type(ir.result(op, 0)).clone();
    verify_load_store(ir, op, 0, &r, "result")
}

/// `vector.store %v, %m[%i, %j] {attrs}? : memref<?x?xf32>, vector<8xf32>`
fn parse_store(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let value = p.parse_operand()?;
    p.expect(",")?;
    let (base, indices) = parse_base_indices(p)?;
    parse_access_attrs(p, state)?;
    let mty = p.parse_colon_type()?;
    p.expect(",")?;
    let vty = p.parse_type()?;
    let mut operands = vec![
        p.resolve_operand(&value, &vty)?,
        p.resolve_operand(&base, &mty)?,
    ];
    operands.extend(p.resolve_operands_same(&indices, &Type::Index)?);
    state.operands = operands;
    Ok(())
}

fn print_store(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let [value, base, indices @ ..] = ir.operands(op) else {
        return Ok(());
    };
    p.write_str(" ")?;
    p.print_operand(*value)?;
    p.write_str(",")?;
    print_base_indices(p, *base, indices)?;
    p.print_optional_attr_dict(op, elided_nontemporal(ir, op))?;
    p.write_str(" : ")?;
    p.print_type(ir.value_type(*base))?;
    p.write_str(", ")?;
    p.print_type(ir.value_type(*value))
}

fn verify_store(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_min_operands(ir, op, 2)?;
    check_num_results(ir, op, 0)?;
    let v = ir.value_type(ir.operand(op, 0)).clone();
    verify_load_store(ir, op, 1, &v, "valueToStore")
}

// -------------------------------------------------------------------------------------------
// vector.maskedload / vector.expandload and vector.maskedstore / vector.compressstore
// -------------------------------------------------------------------------------------------

/// `%r = vector.maskedload %m[%i], %mask, %pass {attrs}? : memref<?xf32>, vector<8xi1>,
/// vector<8xf32> into vector<8xf32>` (`vector.expandload` has the same form).
fn parse_masked_read(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let (base, indices) = parse_base_indices(p)?;
    p.expect(",")?;
    let mask = p.parse_operand()?;
    p.expect(",")?;
    let pass = p.parse_operand()?;
    parse_access_attrs(p, state)?;
    let mty = p.parse_colon_type()?;
    p.expect(",")?;
    let kty = p.parse_type()?;
    p.expect(",")?;
    let pty = p.parse_type()?;
    expect_op_keyword(p, state.name.as_str(), "into")?;
    let rty = p.parse_type()?;
    let mut operands = vec![p.resolve_operand(&base, &mty)?];
    operands.extend(p.resolve_operands_same(&indices, &Type::Index)?);
    operands.push(p.resolve_operand(&mask, &kty)?);
    operands.push(p.resolve_operand(&pass, &pty)?);
    state.operands = operands;
    state.result_types.push(rty);
    Ok(())
}

fn parse_maskedload(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    parse_masked_read(p, state)
}

fn parse_expandload(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    parse_masked_read(p, state)
}

fn print_masked_read(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let operands = ir.operands(op);
    let [base, indices @ .., mask, pass] = operands else {
        return Ok(());
    };
    print_base_indices(p, *base, indices)?;
    p.write_str(", ")?;
    p.print_operands(&[*mask, *pass])?;
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : ")?;
    p.print_value_types(&[*base, *mask, *pass])?;
    p.write_str(" into ")?;
    p.print_value_types(ir.results(op))
}

/// `vector.maskedstore %m[%i], %mask, %v {attrs}? : memref<?xf32>, vector<8xi1>,
/// vector<8xf32>` (`vector.compressstore` has the same form).
fn parse_masked_write(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let (base, indices) = parse_base_indices(p)?;
    p.expect(",")?;
    let mask = p.parse_operand()?;
    p.expect(",")?;
    let value = p.parse_operand()?;
    parse_access_attrs(p, state)?;
    let mty = p.parse_colon_type()?;
    p.expect(",")?;
    let kty = p.parse_type()?;
    p.expect(",")?;
    let vty = p.parse_type()?;
    let mut operands = vec![p.resolve_operand(&base, &mty)?];
    operands.extend(p.resolve_operands_same(&indices, &Type::Index)?);
    operands.push(p.resolve_operand(&mask, &kty)?);
    operands.push(p.resolve_operand(&value, &vty)?);
    state.operands = operands;
    Ok(())
}

fn parse_maskedstore(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    parse_masked_write(p, state)
}

fn parse_compressstore(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    parse_masked_write(p, state)
}

fn print_masked_write(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let [base, indices @ .., mask, value] = ir.operands(op) else {
        return Ok(());
    };
    print_base_indices(p, *base, indices)?;
    p.write_str(", ")?;
    p.print_operands(&[*mask, *value])?;
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : ")?;
    p.print_value_types(&[*base, *mask, *value])
}

/// The memref and the (mask, vector) operands of a masked access: the base is operand 0,
/// the mask and the vector operand the last two.
fn masked_parts(ir: &Ir, op: OpId) -> Result<(&crate::ir::MemRefType, usize), Diagnostic> {
    check_min_operands(ir, op, 3)?;
    let n = ir.operands(op).len();
    check_indices(ir, op, 1..n - 2)?;
    match ty(ir, op, 0) {
        Some(Type::MemRef(m)) => Ok((m, n - 3)),
        t => Err(op_error(
            ir,
            op,
            format!(
                "operand #0 must be memref of any type values, but got '{}'",
                t.map_or(String::new(), ToString::to_string)
            ),
        )),
    }
}

/// The checks of `vector.maskedload` and `vector.expandload` (`dim_word` is `shape` or
/// `dim`, as in their messages; expandload's mask must be of fixed length).
fn verify_masked_read(ir: &Ir, op: OpId, dim_word: &str) -> Result<(), Diagnostic> {
    check_num_results(ir, op, 1)?;
    let (m, nidx) = masked_parts(ir, op)?;
    let n = ir.operands(op).len();
    check_mask_operand(ir, op, n - 2, dim_word == "dim")?;
    let (Some(mask), Some(res)) = (
        vec_operand(ir, op, n - 2),
        as_vector(ir.value_type(ir.result(op, 0))),
    ) else {
        return Ok(());
    };
    if res.elem != m.elem {
        return Err(op_error(
            ir,
            op,
            "base and result element type should match",
        ));
    }
    check_index_count(ir, op, m.shape.len(), nidx)?;
    if res.shape != mask.shape {
        return Err(op_error(
            ir,
            op,
            format!("expected result {dim_word} to match mask {dim_word}"),
        ));
    }
    if ty(ir, op, n - 1) != Some(ir.value_type(ir.result(op, 0))) {
        return Err(op_error(
            ir,
            op,
            "expected pass_thru of same type as result type",
        ));
    }
    Ok(())
}

fn verify_maskedload(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_masked_read(ir, op, "shape")
}

fn verify_expandload(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_masked_read(ir, op, "dim")
}

/// The checks of `vector.maskedstore` and `vector.compressstore`.
fn verify_masked_write(ir: &Ir, op: OpId, dim_word: &str) -> Result<(), Diagnostic> {
    check_num_results(ir, op, 0)?;
    let (m, nidx) = masked_parts(ir, op)?;
    let n = ir.operands(op).len();
    check_mask_operand(ir, op, n - 2, dim_word == "dim")?;
    let (Some(mask), Some(value)) = (vec_operand(ir, op, n - 2), vec_operand(ir, op, n - 1)) else {
        return Ok(());
    };
    if value.elem != m.elem {
        return Err(op_error(
            ir,
            op,
            "base and valueToStore element type should match",
        ));
    }
    check_index_count(ir, op, m.shape.len(), nidx)?;
    if value.shape != mask.shape {
        return Err(op_error(
            ir,
            op,
            format!("expected valueToStore {dim_word} to match mask {dim_word}"),
        ));
    }
    Ok(())
}

fn verify_maskedstore(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_masked_write(ir, op, "shape")
}

fn verify_compressstore(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_masked_write(ir, op, "dim")
}

// -------------------------------------------------------------------------------------------
// vector.gather / vector.scatter
// -------------------------------------------------------------------------------------------

/// `%r = vector.gather %m[%i] [%idx], %mask, %pass {attrs}? : memref<?xf32>,
/// vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>` (the base may be a
/// ranked tensor).
fn parse_gather(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let (base, offsets) = parse_base_indices(p)?;
    p.expect("[")?;
    let idx = p.parse_operand()?;
    p.expect("]")?;
    p.expect(",")?;
    let mask = p.parse_operand()?;
    p.expect(",")?;
    let pass = p.parse_operand()?;
    parse_access_attrs(p, state)?;
    let types = parse_n_types(p, 4)?;
    expect_op_keyword(p, "vector.gather", "into")?;
    let rty = p.parse_type()?;
    let mut operands = vec![p.resolve_operand(&base, &types[0])?];
    operands.extend(p.resolve_operands_same(&offsets, &Type::Index)?);
    operands.push(p.resolve_operand(&idx, &types[1])?);
    operands.push(p.resolve_operand(&mask, &types[2])?);
    operands.push(p.resolve_operand(&pass, &types[3])?);
    state.operands = operands;
    state.result_types.push(rty);
    Ok(())
}

/// `: t0, t1, …` with exactly `n` types.
fn parse_n_types(p: &mut Parser<'_>, n: usize) -> PResult<Vec<Type>> {
    p.expect(":")?;
    let mut types = vec![p.parse_type()?];
    for _ in 1..n {
        p.expect(",")?;
        types.push(p.parse_type()?);
    }
    Ok(types)
}

/// Prints ` %base[%offsets] [%idx], %mask, %v {attrs}? : base, idx, mask, v` (gather and
/// scatter).
fn print_indexed(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let [base, offsets @ .., idx, mask, value] = ir.operands(op) else {
        return Ok(());
    };
    print_base_indices(p, *base, offsets)?;
    p.write_str(" [")?;
    p.print_operand(*idx)?;
    p.write_str("], ")?;
    p.print_operands(&[*mask, *value])?;
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : ")?;
    p.print_value_types(&[*base, *idx, *mask, *value])
}

fn print_gather(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    print_indexed(p, op)?;
    p.write_str(" into ")?;
    let ir = p.ir;
    p.print_value_types(ir.results(op))
}

/// `vector.scatter %m[%i] [%idx], %mask, %v {attrs}? : memref<?xf32>, vector<8xindex>,
/// vector<8xi1>, vector<8xf32>`; on a tensor it returns the updated tensor (`-> tensor<…>`).
fn parse_scatter(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let (base, offsets) = parse_base_indices(p)?;
    p.expect("[")?;
    let idx = p.parse_operand()?;
    p.expect("]")?;
    p.expect(",")?;
    let mask = p.parse_operand()?;
    p.expect(",")?;
    let value = p.parse_operand()?;
    parse_access_attrs(p, state)?;
    let types_loc = p.current_loc();
    let types = parse_n_types(p, 4)?;
    if shaped(&types[0]).is_none() {
        return Err(custom_error(
            &types_loc,
            "vector.scatter",
            format!(
                "invalid kind of type specified: expected a memref or ranked tensor, but found '{}'",
                types[0]
            ),
        ));
    }
    if p.eat("->") {
        state.result_types.push(p.parse_type()?);
    }
    let mut operands = vec![p.resolve_operand(&base, &types[0])?];
    operands.extend(p.resolve_operands_same(&offsets, &Type::Index)?);
    operands.push(p.resolve_operand(&idx, &types[1])?);
    operands.push(p.resolve_operand(&mask, &types[2])?);
    operands.push(p.resolve_operand(&value, &types[3])?);
    state.operands = operands;
    Ok(())
}

fn print_scatter(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    print_indexed(p, op)?;
    let ir = p.ir;
    if !ir.results(op).is_empty() {
        p.write_str(" -> ")?;
        p.print_value_types(ir.results(op))?;
    }
    Ok(())
}

/// What gather and scatter check: the base's rank and element type, the number of offsets,
/// the index and mask vectors.
struct Indexed<'a> {
    rank: usize,
    elem: &'a Type,
    offsets: usize,
    idx: &'a VectorType,
    mask: &'a VectorType,
}

/// The [`Indexed`] parts of gather/scatter (`None` when a vector operand is not a vector).
fn indexed_parts(ir: &Ir, op: OpId) -> Result<Option<Indexed<'_>>, Diagnostic> {
    check_min_operands(ir, op, 4)?;
    let n = ir.operands(op).len();
    let base = ir.value_type(ir.operand(op, 0));
    let Some((rank, elem)) = shaped(base) else {
        return Err(op_error(
            ir,
            op,
            format!("operand #0 must be Tensor or MemRef of any type values, but got '{base}'"),
        ));
    };
    check_indices(ir, op, 1..n - 3)?;
    let (Some(idx), Some(mask)) = (vec_operand(ir, op, n - 3), vec_operand(ir, op, n - 2)) else {
        return Ok(None);
    };
    Ok(Some(Indexed {
        rank,
        elem,
        offsets: n - 4,
        idx,
        mask,
    }))
}

fn verify_gather(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_results(ir, op, 1)?;
    let Some(Indexed {
        rank,
        elem,
        offsets: noff,
        idx,
        mask,
    }) = indexed_parts(ir, op)?
    else {
        return Ok(());
    };
    let Some(res) = as_vector(ir.value_type(ir.result(op, 0))) else {
        return Ok(());
    };
    if res.elem != *elem {
        return Err(op_error(
            ir,
            op,
            "base and result element type should match",
        ));
    }
    check_index_count(ir, op, rank, noff)?;
    if res.shape != idx.shape {
        return Err(op_error(ir, op, "expected result dim to match indices dim"));
    }
    if res.shape != mask.shape {
        return Err(op_error(ir, op, "expected result dim to match mask dim"));
    }
    let n = ir.operands(op).len();
    if ty(ir, op, n - 1) != Some(ir.value_type(ir.result(op, 0))) {
        return Err(op_error(
            ir,
            op,
            "expected pass_thru of same type as result type",
        ));
    }
    Ok(())
}

fn verify_scatter(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(Indexed {
        rank,
        elem,
        offsets: noff,
        idx,
        mask,
    }) = indexed_parts(ir, op)?
    else {
        return Ok(());
    };
    let n = ir.operands(op).len();
    let Some(value) = vec_operand(ir, op, n - 1) else {
        return Ok(());
    };
    if value.elem != *elem {
        return Err(op_error(
            ir,
            op,
            "base and valueToStore element type should match",
        ));
    }
    check_index_count(ir, op, rank, noff)?;
    if value.shape != idx.shape {
        return Err(op_error(
            ir,
            op,
            "expected valueToStore dim to match indices dim",
        ));
    }
    if value.shape != mask.shape {
        return Err(op_error(
            ir,
            op,
            "expected valueToStore dim to match mask dim",
        ));
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// vector.transfer_read / vector.transfer_write
// -------------------------------------------------------------------------------------------

/// The canonical text of `affine_map<(d0, …, d{dims-1}) -> (results)>`.
fn map_text(dims: usize, results: &[String]) -> String {
    let ds: Vec<String> = (0..dims).map(|d| format!("d{d}")).collect();
    format!(
        "affine_map<({}) -> ({})>",
        ds.join(", "),
        results.join(", ")
    )
}

/// MLIR's `getTransferMinorIdentityMap`: the last `rank(vector) - rank(element vector)`
/// dimensions of the source, or `() -> (0)` for a 0-D source read into `vector<1xT>`.
/// `None` when the source rank is too small.
fn minor_identity_map(shaped_rank: usize, shaped_elem: &Type, v: &VectorType) -> Option<String> {
    let elem_rank = as_vector(shaped_elem).map_or(0, |e| e.shape.len());
    let results = v.shape.len().checked_sub(elem_rank)?;
    let first = shaped_rank.checked_sub(results)?;
    if shaped_rank == 0 && v.shape == [1] {
        return Some(map_text(0, &["0".to_owned()]));
    }
    let rs: Vec<String> = (first..shaped_rank).map(|d| format!("d{d}")).collect();
    Some(map_text(shaped_rank, &rs))
}

/// Whether `map` is `getMinorIdentityMap(numDims, numResults)`.
fn is_minor_identity(map: &Attribute) -> bool {
    let Some(m) = simple_map(map) else {
        return false;
    };
    if m.num_syms != 0 || m.num_dims < m.results.len() {
        return false;
    }
    let first = m.num_dims - m.results.len();
    m.results
        .iter()
        .enumerate()
        .all(|(i, r)| *r == Some(first + i))
}

/// MLIR's `inferTransferOpMaskType`: the vector shape seen through the inverse of the
/// permutation map (broadcast dimensions dropped); a 0-D result becomes `vector<1xi1>`.
fn infer_mask_type(v: &VectorType, map: &Attribute) -> Option<Type> {
    let m = simple_map(map)?;
    // `compressUnusedDims` then `inversePermutation`: the used dimensions in order, each
    // taking the size of the vector dimension it feeds.
    let mut used: Vec<(usize, usize)> = m
        .results
        .iter()
        .enumerate()
        .filter_map(|(pos, d)| d.map(|d| (d, pos)))
        .collect();
    used.sort_unstable();
    let mut shape: Vec<i64> = used
        .iter()
        .map(|(_, pos)| v.shape.get(*pos).copied().unwrap_or(1))
        .collect();
    let mut scalable: Vec<bool> = used
        .iter()
        .map(|(_, pos)| v.scalable.get(*pos).copied().unwrap_or(false))
        .collect();
    if shape.is_empty() {
        shape.push(1);
        scalable.push(false);
    }
    Some(vector_type(shape, scalable, Type::i1()))
}

/// The transfer attributes and mask type a custom form implies: fills in `permutation_map`
/// and `in_bounds` when missing and returns the mask type (if `has_mask`).
fn complete_transfer_attrs(
    state: &mut OperationState,
    types_loc: &crate::ir::Location,
    shaped_ty: &Type,
    v: &VectorType,
    has_mask: bool,
) -> PResult<Option<Type>> {
    let name = state.name.as_str().to_owned();
    let Some((rank, elem)) = shaped(shaped_ty) else {
        return Err(custom_error(
            types_loc,
            &name,
            "requires memref or ranked tensor type",
        ));
    };
    let map = match state.attr("permutation_map") {
        Some(m) => m.clone(),
        None => {
            let Some(text) = minor_identity_map(rank, elem, v) else {
                return Err(custom_error(
                    types_loc,
                    &name,
                    "expected a custom permutation_map when rank(source) != rank(destination)",
                ));
            };
            let m = Attribute::Opaque(Arc::from(text));
            state.add_attr("permutation_map", m.clone());
            m
        }
    };
    let num_results = simple_map(&map).map_or(v.shape.len(), |m| m.results.len());
    if state.attr("in_bounds").is_none() {
        state.add_attr(
            "in_bounds",
            Attribute::array(vec![Attribute::bool(false); num_results]),
        );
    }
    if !has_mask {
        return Ok(None);
    }
    if as_vector(elem).is_some() {
        return Err(custom_error(
            types_loc,
            &name,
            "does not support masks with vector element type",
        ));
    }
    if v.shape.len() != num_results {
        return Err(custom_error(
            types_loc,
            &name,
            "expected the same rank for the vector and the results of the permutation map",
        ));
    }
    Ok(infer_mask_type(v, &map))
}

/// `: shaped, vector` of a transfer op.
fn parse_transfer_types(
    p: &mut Parser<'_>,
) -> PResult<(crate::ir::Location, Type, Arc<VectorType>)> {
    const NAME: &str = "vector.transfer_read";
    let loc = p.current_loc();
    let types = p.parse_colon_type_list()?;
    let [shaped_ty, vty] = types.as_slice() else {
        return Err(custom_error(&loc, NAME, "requires two types"));
    };
    if !matches!(shaped_ty, Type::MemRef(_) | Type::Tensor(_)) {
        return Err(custom_error(
            &loc,
            NAME,
            "requires memref or ranked tensor type",
        ));
    }
    let Type::Vector(v) = vty else {
        return Err(custom_error(&loc, NAME, "requires vector type"));
    };
    Ok((loc, shaped_ty.clone(), v.clone()))
}

/// `%v = vector.transfer_read %src[%i, %j], %pad[, %mask] {attrs}? : memref<?x?xf32>,
/// vector<4xf32>`
fn parse_transfer_read(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let (base, indices) = parse_base_indices(p)?;
    p.expect(",")?;
    let pad = p.parse_operand()?;
    let mask = if p.eat(",") {
        Some(p.parse_operand()?)
    } else {
        None
    };
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let (loc, shaped_ty, v) = parse_transfer_types(p)?;
    let mask_ty = complete_transfer_attrs(state, &loc, &shaped_ty, &v, mask.is_some())?;
    let elem = shaped(&shaped_ty)
        .map(|(_, e)| e.clone())
        .unwrap_or(Type::Index);
    let mut operands = vec![p.resolve_operand(&base, &shaped_ty)?];
    operands.extend(p.resolve_operands_same(&indices, &Type::Index)?);
    operands.push(p.resolve_operand(&pad, &elem)?);
    if let (Some(m), Some(mt)) = (&mask, &mask_ty) {
        operands.push(p.resolve_operand(m, mt)?);
    }
    state.operands = operands;
    state.add_attr(
        "operandSegmentSizes",
        Attribute::dense_i32_array(&[1, indices.len() as i64, 1, i64::from(mask.is_some())]),
    );
    state.result_types.push(Type::Vector(v));
    Ok(())
}

/// The attributes a transfer op's custom form leaves out: `operandSegmentSizes`, a minor
/// identity `permutation_map`, an all-`false` `in_bounds`.
fn elided_transfer_attrs(ir: &Ir, op: OpId) -> Vec<&'static str> {
    let mut elided = vec!["operandSegmentSizes"];
    if ir
        .attr(op, "permutation_map")
        .is_some_and(is_minor_identity)
    {
        elided.push("permutation_map");
    }
    let all_false = ir
        .attr(op, "in_bounds")
        .and_then(Attribute::as_array)
        .is_some_and(|a| a.iter().all(|b| b.as_int() == Some(0)));
    if all_false {
        elided.push("in_bounds");
    }
    elided
}

/// Whether the custom form of `op` leaves out its attribute `name` (so the printer gives it
/// no alias): the elided attributes of the transfer ops.
pub fn custom_form_elides(ir: &Ir, op: OpId, name: &str) -> bool {
    (ir.is(op, "vector.transfer_read") || ir.is(op, "vector.transfer_write"))
        && elided_transfer_attrs(ir, op).contains(&name)
}

/// The operand groups of a transfer op from `operandSegmentSizes`: (first, count) of each.
/// `None` unless the groups cover the operands and the single-operand groups (source,
/// padding or vector, and an optional mask) have the sizes the op needs.
pub(crate) fn segments(ir: &Ir, op: OpId) -> Option<[(usize, usize); 4]> {
    let sizes = ir.attr(op, "operandSegmentSizes")?.as_dense_i64s()?;
    let [a, b, c, d] = sizes.as_slice() else {
        return None;
    };
    let singles_ok = if ir.is(op, "vector.transfer_read") {
        *a == 1 && *c == 1
    } else {
        *a == 1 && *b == 1
    };
    if !singles_ok || !(0..=1).contains(d) {
        return None;
    }
    let mut start = 0;
    let mut out = [(0, 0); 4];
    for (slot, n) in out.iter_mut().zip([a, b, c, d]) {
        let n = usize::try_from(*n).ok()?;
        *slot = (start, n);
        start += n;
    }
    (start == ir.operands(op).len()).then_some(out)
}

fn print_transfer_read(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let operands = ir.operands(op);
    let Some([(b, _), (i, ni), (pad, _), (m, nm)]) = segments(ir, op) else {
        return Ok(());
    };
    print_base_indices(p, operands[b], &operands[i..i + ni])?;
    p.write_str(", ")?;
    p.print_operand(operands[pad])?;
    if nm == 1 {
        p.write_str(", ")?;
        p.print_operand(operands[m])?;
    }
    p.print_optional_attr_dict(op, &elided_transfer_attrs(ir, op))?;
    p.write_str(" : ")?;
    p.print_type(ir.value_type(operands[b]))?;
    p.write_str(", ")?;
    p.print_value_types(ir.results(op))
}

/// `[%r =] vector.transfer_write %v, %dst[%i][, %mask] {attrs}? : vector<4xf32>,
/// memref<?xf32>` (a tensor destination gives a tensor result).
fn parse_transfer_write(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let value = p.parse_operand()?;
    p.expect(",")?;
    let (base, indices) = parse_base_indices(p)?;
    let mask = if p.eat(",") {
        Some(p.parse_operand()?)
    } else {
        None
    };
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let loc = p.current_loc();
    let types = p.parse_colon_type_list()?;
    const NAME: &str = "vector.transfer_write";
    let [vty, shaped_ty] = types.as_slice() else {
        return Err(custom_error(&loc, NAME, "requires two types"));
    };
    let Type::Vector(v) = vty else {
        return Err(custom_error(&loc, NAME, "requires vector type"));
    };
    if !matches!(shaped_ty, Type::MemRef(_) | Type::Tensor(_)) {
        return Err(custom_error(
            &loc,
            NAME,
            "requires memref or ranked tensor type",
        ));
    }
    let mask_ty = complete_transfer_attrs(state, &loc, shaped_ty, v, mask.is_some())?;
    let mut operands = vec![
        p.resolve_operand(&value, vty)?,
        p.resolve_operand(&base, shaped_ty)?,
    ];
    operands.extend(p.resolve_operands_same(&indices, &Type::Index)?);
    if let (Some(m), Some(mt)) = (&mask, &mask_ty) {
        operands.push(p.resolve_operand(m, mt)?);
    }
    state.operands = operands;
    state.add_attr(
        "operandSegmentSizes",
        Attribute::dense_i32_array(&[1, 1, indices.len() as i64, i64::from(mask.is_some())]),
    );
    if shaped_ty.is_tensor() {
        state.result_types.push(shaped_ty.clone());
    }
    Ok(())
}

fn print_transfer_write(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let operands = ir.operands(op);
    let Some([(v, _), (b, _), (i, ni), (m, nm)]) = segments(ir, op) else {
        return Ok(());
    };
    p.write_str(" ")?;
    p.print_operand(operands[v])?;
    p.write_str(",")?;
    print_base_indices(p, operands[b], &operands[i..i + ni])?;
    if nm == 1 {
        p.write_str(", ")?;
        p.print_operand(operands[m])?;
    }
    p.print_optional_attr_dict(op, &elided_transfer_attrs(ir, op))?;
    p.write_str(" : ")?;
    p.print_type(ir.value_type(operands[v]))?;
    p.write_str(", ")?;
    p.print_type(ir.value_type(operands[b]))
}

/// MLIR's `verifyTransferOp` plus the permutation-map check both transfer ops run.
fn verify_transfer(
    ir: &Ir,
    op: OpId,
    shaped_ty: &Type,
    v: &VectorType,
    mask: Option<&Type>,
    nidx: usize,
) -> Result<(), Diagnostic> {
    if ir.attr(op, "masked").is_some() {
        return Err(op_error(
            ir,
            op,
            "masked attribute has been removed. Use in_bounds instead.",
        ));
    }
    let Some((rank, elem)) = shaped(shaped_ty) else {
        return Err(op_error(ir, op, "should be a memref or ranked tensor"));
    };
    if nidx != rank {
        return Err(op_error(ir, op, format!("requires {rank} indices")));
    }
    let Some(map_attr) = ir.attr(op, "permutation_map") else {
        return Err(op_error(ir, op, "requires attribute 'permutation_map'"));
    };
    let Some(map) = simple_map(map_attr) else {
        return Err(op_error(
            ir,
            op,
            "requires a projected permutation_map (at most one dim or the zero constant can appear in each result)",
        ));
    };
    let in_bounds = ir
        .attr(op, "in_bounds")
        .and_then(Attribute::as_array)
        .map_or(0, <[Attribute]>::len);
    check_transfer_bitwidth(ir, op, elem, v)?;
    match as_vector(elem) {
        Some(ev) => {
            if ev.shape.len() > v.shape.len() {
                return Err(op_error(
                    ir,
                    op,
                    "requires source vector element and vector result ranks to match.",
                ));
            }
            if map.results.len() != v.shape.len() - ev.shape.len() {
                return Err(op_error(
                    ir,
                    op,
                    "requires a permutation_map with result dims of the same rank as the vector type",
                ));
            }
            if mask.is_some() {
                return Err(op_error(
                    ir,
                    op,
                    "does not support masks with vector element type",
                ));
            }
        }
        None => {
            if map.results.len() != v.shape.len() {
                return Err(op_error(
                    ir,
                    op,
                    "requires a permutation_map with result dims of the same rank as the vector type",
                ));
            }
        }
    }
    if map.num_syms != 0 {
        return Err(op_error(ir, op, "requires permutation_map without symbols"));
    }
    if map.num_dims != rank {
        return Err(op_error(
            ir,
            op,
            "requires a permutation_map with input dims of the same rank as the source type",
        ));
    }
    if let Some(mt) = mask
        && let Some(inferred) = infer_mask_type(v, map_attr)
        && *mt != inferred
    {
        return Err(op_error(
            ir,
            op,
            format!("inferred mask type ({inferred}) and mask operand type ({mt}) don't match"),
        ));
    }
    if map.results.len() != in_bounds {
        return Err(op_error(
            ir,
            op,
            format!(
                "expects the in_bounds attr of same rank as permutation_map results: {map_attr} vs inBounds of size: {in_bounds}"
            ),
        ));
    }
    let mut seen = vec![false; map.num_dims];
    for (d, c) in map.results.iter().zip(&map.constants) {
        match (d, c) {
            (_, Some(0)) => {}
            (Some(d), _) if *d < seen.len() => {
                if std::mem::replace(&mut seen[*d], true) {
                    return Err(op_error(
                        ir,
                        op,
                        "requires a permutation_map that is a permutation (found one dim used more than once)",
                    ));
                }
            }
            _ => {
                return Err(op_error(
                    ir,
                    op,
                    "requires a projected permutation_map (at most one dim or the zero constant can appear in each result)",
                ));
            }
        }
    }
    Ok(())
}

fn verify_transfer_read(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_results(ir, op, 1)?;
    let Some([(b, _), (i, ni), (pad, _), (m, nm)]) = segments(ir, op) else {
        return Err(op_error(
            ir,
            op,
            "operand count does not match the 'operandSegmentSizes' property",
        ));
    };
    check_indices(ir, op, i..i + ni)?;
    let operands = ir.operands(op);
    let shaped_ty = ir.value_type(operands[b]);
    let Some(v) = as_vector(ir.value_type(ir.result(op, 0))) else {
        return Ok(());
    };
    let mask = (nm == 1).then(|| ir.value_type(operands[m]));
    verify_transfer(ir, op, shaped_ty, v, mask, ni)?;
    let pad_ty = ir.value_type(operands[pad]);
    let Some((_, elem)) = shaped(shaped_ty) else {
        return Ok(());
    };
    if as_vector(elem).is_some() {
        if elem != pad_ty {
            return Err(op_error(
                ir,
                op,
                "requires source element type and padding type to match.",
            ));
        }
    } else if elem != pad_ty {
        return Err(op_error(
            ir,
            op,
            "requires formal padding and source of the same elemental type",
        ));
    }
    Ok(())
}

fn verify_transfer_write(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some([(v, _), (b, _), (i, ni), (m, nm)]) = segments(ir, op) else {
        return Err(op_error(
            ir,
            op,
            "operand count does not match the 'operandSegmentSizes' property",
        ));
    };
    check_indices(ir, op, i..i + ni)?;
    let operands = ir.operands(op);
    let shaped_ty = ir.value_type(operands[b]);
    let Some(vt) = as_vector(ir.value_type(operands[v])) else {
        return Ok(());
    };
    if let Some((rank, _)) = shaped(shaped_ty)
        && rank != ni
    {
        return Err(op_error(ir, op, format!("requires {rank} indices")));
    }
    // MLIR rejects broadcast dimensions of a write before its other transfer checks.
    let broadcasts = ir
        .attr(op, "permutation_map")
        .and_then(simple_map)
        .is_some_and(|m| m.constants.contains(&Some(0)));
    if broadcasts {
        return Err(op_error(ir, op, "should not have broadcast dimensions"));
    }
    let mask = (nm == 1).then(|| ir.value_type(operands[m]));
    verify_transfer(ir, op, shaped_ty, vt, mask, ni)
}

/// MLIR's `verifyLoadStoreMemRefLayout`: a vector access of more than one element needs a
/// unit stride in the memref's innermost dimension.
fn check_unit_stride(
    ir: &Ir,
    op: OpId,
    m: &crate::ir::MemRefType,
    v: &VectorType,
) -> Result<(), Diagnostic> {
    if !is_scalable(v) && (v.shape.is_empty() || super::num_elements(v) == 1) {
        return Ok(());
    }
    let unit =
        strides_and_offset(m).is_some_and(|(strides, _)| strides.last().is_none_or(|s| *s == 1));
    if !unit {
        return Err(op_error(
            ir,
            op,
            "most minor memref dim must have unit stride",
        ));
    }
    Ok(())
}

/// ODS's check of a mask operand: a vector of `i1`, of fixed length for expandload and
/// compressstore.
fn check_mask_operand(ir: &Ir, op: OpId, i: usize, fixed: bool) -> Result<(), Diagnostic> {
    let ok = |t: &Type| matches!(t, Type::Vector(v) if v.elem.is_int_of_width(1) && v.elem.is_signless_integer() && !(fixed && is_scalable(v)));
    let desc = if fixed {
        "fixed-length vector of 1-bit signless integer values"
    } else {
        "vector of 1-bit signless integer values"
    };
    check_operand(ir, op, i, ok, desc)
}

/// The mask type `vector.mask` must give a transfer op (MLIR's `inferTransferOpMaskType` of
/// its vector type and permutation map).
pub(crate) fn transfer_mask_type(ir: &Ir, op: OpId) -> Option<Type> {
    let v = if ir.is(op, "vector.transfer_read") {
        ir.results(op).first().map(|r| ir.value_type(*r))?
    } else {
        ir.operands(op).first().map(|v| ir.value_type(*v))?
    };
    infer_mask_type(as_vector(v)?, ir.attr(op, "permutation_map")?)
}

/// MLIR's bit-width rule of a transfer: the minor 1-D vector must hold a whole number of the
/// source's elements (or of its minor vector elements).
fn check_transfer_bitwidth(
    ir: &Ir,
    op: OpId,
    elem: &Type,
    v: &VectorType,
) -> Result<(), Diagnostic> {
    let minor = |t: &VectorType| {
        bit_width(&t.elem).map(|w| w.saturating_mul(t.shape.last().copied().unwrap_or(1)))
    };
    let (source, msg) = match as_vector(elem) {
        Some(ev) => (
            minor(ev),
            "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source",
        ),
        None => (
            bit_width(elem),
            "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type",
        ),
    };
    if let (Some(result), Some(source)) = (minor(v), source)
        && source != 0
        && result % source != 0
    {
        return Err(op_error(ir, op, msg));
    }
    Ok(())
}
