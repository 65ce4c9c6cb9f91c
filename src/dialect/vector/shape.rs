//! The vector ops that move elements between shapes: `broadcast`, `extract`, `insert`,
//! `from_elements`, `to_elements`, `shuffle`, `extract_strided_slice`,
//! `insert_strided_slice`, `shape_cast`, `bitcast`, `transpose`, `type_cast`, `interleave`,
//! `deinterleave`.

use std::fmt::{self, Write as _};

use super::super::common::{
    check_num_operands, check_num_results, check_operand, check_result, expect_op_keyword,
};
use super::super::{OpDef, Traits, op_error};
use super::{
    as_vector, attr_i64s, check_inferred, custom_error, dense_i64, elem_or_self, is_scalable,
    is_vector, num_elements, parse_colon_vector_type, parse_i64_list, parse_positions,
    parse_vector_type, print_positions, vector_type, write_i64_list,
};
use crate::diag::Diagnostic;
use crate::ir::{Attribute, DYNAMIC, Ir, OpId, OperationState, Type, VectorType};
use crate::parse::{PResult, Parser};
use crate::print::OpPrinter;

/// The shape ops.
pub(crate) const OPS: &[OpDef] = &[
    OpDef {
        parse: Some(parse_broadcast),
        print: Some(print_broadcast),
        verify: Some(verify_broadcast),
        ..OpDef::new("vector.broadcast", Traits::PURE)
    },
    OpDef {
        inherent_attrs: &["static_position"],
        parse: Some(parse_extract),
        print: Some(print_extract),
        verify: Some(verify_extract),
        ..OpDef::new("vector.extract", Traits::PURE)
    },
    OpDef {
        inherent_attrs: &["static_position"],
        parse: Some(parse_insert),
        print: Some(print_insert),
        verify: Some(verify_insert),
        ..OpDef::new("vector.insert", Traits::PURE)
    },
    OpDef {
        parse: Some(parse_from_elements),
        print: Some(print_from_elements),
        verify: Some(verify_from_elements),
        ..OpDef::new("vector.from_elements", Traits::PURE)
    },
    OpDef {
        parse: Some(parse_to_elements),
        print: Some(print_to_elements),
        verify: Some(verify_to_elements),
        ..OpDef::new("vector.to_elements", Traits::PURE)
    },
    OpDef {
        inherent_attrs: &["mask"],
        parse: Some(parse_shuffle),
        print: Some(print_shuffle),
        verify: Some(verify_shuffle),
        ..OpDef::new("vector.shuffle", Traits::PURE)
    },
    OpDef {
        inherent_attrs: &["offsets", "sizes", "strides"],
        parse: Some(parse_extract_strided_slice),
        print: Some(print_source_to_result),
        verify: Some(verify_extract_strided_slice),
        ..OpDef::new("vector.extract_strided_slice", Traits::PURE)
    },
    OpDef {
        inherent_attrs: &["offsets", "strides"],
        parse: Some(parse_insert_strided_slice),
        print: Some(print_insert_strided_slice),
        verify: Some(verify_insert_strided_slice),
        ..OpDef::new("vector.insert_strided_slice", Traits::PURE)
    },
    OpDef {
        parse: Some(parse_source_to_result),
        print: Some(print_source_to_result),
        verify: Some(verify_shape_cast),
        ..OpDef::new("vector.shape_cast", Traits::PURE)
    },
    OpDef {
        parse: Some(parse_source_to_result),
        print: Some(print_source_to_result),
        verify: Some(verify_bitcast),
        ..OpDef::new("vector.bitcast", Traits::PURE)
    },
    OpDef {
        inherent_attrs: &["permutation"],
        parse: Some(parse_transpose),
        print: Some(print_transpose),
        verify: Some(verify_transpose),
        ..OpDef::new("vector.transpose", Traits::PURE)
    },
    OpDef {
        parse: Some(parse_source_to_result),
        print: Some(print_source_to_result),
        verify: Some(verify_type_cast),
        ..OpDef::new("vector.type_cast", Traits::PURE)
    },
    OpDef {
        parse: Some(parse_interleave),
        print: Some(print_interleave),
        verify: Some(verify_interleave),
        ..OpDef::new("vector.interleave", Traits::PURE)
    },
    OpDef {
        parse: Some(parse_deinterleave),
        print: Some(print_deinterleave),
        verify: Some(verify_deinterleave),
        result_names: Some(deinterleave_names),
        ..OpDef::new("vector.deinterleave", Traits::PURE)
    },
];

/// The most results `vector.to_elements` may have here (a guard for malformed input; real
/// programs stay far below it).
const MAX_ELEMENT_RESULTS: usize = 1 << 20;

/// The vector type of operand `i` (`None` if missing or not a vector).
fn operand_vector(ir: &Ir, op: OpId, i: usize) -> Option<&VectorType> {
    ir.operands(op)
        .get(i)
        .and_then(|v| as_vector(ir.value_type(*v)))
}

/// The vector type of result `i` (`None` if missing or not a vector).
fn result_vector(ir: &Ir, op: OpId, i: usize) -> Option<&VectorType> {
    ir.results(op)
        .get(i)
        .and_then(|v| as_vector(ir.value_type(*v)))
}

/// `$source attr-dict : type($source) to type($result)`: `shape_cast`, `bitcast`,
/// `type_cast` (and `extract_strided_slice` after its attributes). The vector-typed sides
/// are checked as MLIR's generated parser checks them.
fn parse_source_to_result(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let name = state.name.as_str().to_owned();
    let (src_vector, res_vector) = match name.as_str() {
        "vector.type_cast" => (false, false),
        "vector.broadcast" => (false, true),
        _ => (true, true),
    };
    let src = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(":")?;
    let from = if src_vector {
        parse_vector_type(p, &name)?
    } else {
        p.parse_type()?
    };
    expect_op_keyword(p, &name, "to")?;
    let to = if res_vector {
        parse_vector_type(p, &name)?
    } else {
        p.parse_type()?
    };
    state.operands = vec![p.resolve_operand(&src, &from)?];
    state.result_types.push(to);
    Ok(())
}

/// Prints the form [`parse_source_to_result`] reads; the properties of
/// `extract_strided_slice` are printed in its attribute dictionary.
fn print_source_to_result(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    p.print_operands(ir.operands(op))?;
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : ")?;
    p.print_value_types(ir.operands(op))?;
    p.write_str(" to ")?;
    p.print_value_types(ir.results(op))
}

/// The one-operand, one-result check every op here starts with.
fn check_unary(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_operands(ir, op, 1)?;
    check_num_results(ir, op, 1)
}

// -------------------------------------------------------------------------------------------
// vector.broadcast
// -------------------------------------------------------------------------------------------

/// `%r = vector.broadcast %x {attrs}? : f32 to vector<4xf32>`
fn parse_broadcast(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    parse_source_to_result(p, state)
}

fn print_broadcast(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    print_source_to_result(p, op)
}

fn verify_broadcast(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_unary(ir, op)?;
    check_result(ir, op, 0, is_vector, "vector of any type values")?;
    let src = ir.value_type(ir.operand(op, 0));
    let Type::Vector(dst) = ir.value_type(ir.result(op, 0)) else {
        return Ok(());
    };
    if elem_or_self(src) != &dst.elem {
        return Err(op_error(
            ir,
            op,
            "failed to verify that source operand and result have same element type",
        ));
    }
    // MLIR's `isBroadcastableTo`.
    if *src == dst.elem {
        return Ok(());
    }
    let Type::Vector(sv) = src else {
        return Err(op_error(ir, op, "source type is not a vector"));
    };
    if sv.shape.len() > dst.shape.len() {
        return Err(op_error(ir, op, "source rank higher than destination rank"));
    }
    let lead = dst.shape.len() - sv.shape.len();
    for (i, &s) in sv.shape.iter().enumerate() {
        let d = dst.shape[lead + i];
        let (ss, ds) = (sv.scalable[i], dst.scalable[lead + i]);
        // `1 -> [N]` stretches; any other mix of fixed and scalable dimensions does not.
        let mismatch =
            (s != 1 && s != d) || (s == 1 && ss && d != 1) || (ss != ds && (s != 1 || ss));
        if mismatch {
            return Err(op_error(
                ir,
                op,
                format!(
                    "dimension mismatch ({} vs. {})",
                    dim_text(s, ss),
                    dim_text(d, ds)
                ),
            ));
        }
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// vector.extract / vector.insert
// -------------------------------------------------------------------------------------------

/// `%r = vector.extract %v[0, %i] {attrs}? : f32 from vector<4x4xf32>` — static positions are
/// integers, dynamic ones `index` values (stored as `-9223372036854775808` in
/// `static_position`); `%v[]` extracts the whole vector.
fn parse_extract(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    let (dynamic, positions) = parse_positions(p, "vector.extract")?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let result = p.parse_colon_type()?;
    expect_op_keyword(p, "vector.extract", "from")?;
    let vty = parse_vector_type(p, "vector.extract")?;
    let mut operands = vec![p.resolve_operand(&src, &vty)?];
    operands.extend(p.resolve_operands_same(&dynamic, &Type::Index)?);
    state.operands = operands;
    state.add_attr("static_position", dense_i64(&positions));
    state.result_types.push(result);
    Ok(())
}

fn print_extract(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let Some((&src, dynamic)) = ir.operands(op).split_first() else {
        return Ok(());
    };
    p.write_str(" ")?;
    p.print_operand(src)?;
    print_positions(p, op, dynamic)?;
    p.print_optional_attr_dict(op, &["static_position"])?;
    p.write_str(" : ")?;
    p.print_value_types(ir.results(op))?;
    p.write_str(" from ")?;
    p.print_type(ir.value_type(src))
}

/// The type `vector.extract` infers: the element type when every dimension is indexed, else
/// the vector of the remaining dimensions.
fn extract_result_type(v: &VectorType, npos: usize) -> Type {
    if npos >= v.shape.len() {
        return v.elem.clone();
    }
    vector_type(
        v.shape[npos..].to_vec(),
        v.scalable
            .get(npos..)
            .map(<[bool]>::to_vec)
            .unwrap_or_default(),
        v.elem.clone(),
    )
}

/// The checks `vector.extract` and `vector.insert` share: the property exists, the position
/// operands are `index` values matching the [`DYNAMIC`] markers. Returns the positions.
fn check_positions(ir: &Ir, op: OpId, first_dynamic: usize) -> Result<Vec<i64>, Diagnostic> {
    let Some(positions) = ir
        .attr(op, "static_position")
        .and_then(Attribute::as_dense_i64s)
    else {
        return Err(op_error(ir, op, "requires attribute 'static_position'"));
    };
    let n = ir.operands(op).len();
    if n < first_dynamic {
        return Err(op_error(
            ir,
            op,
            format!("expected {first_dynamic} or more operands, but found {n}"),
        ));
    }
    for i in first_dynamic..n {
        check_operand(ir, op, i, |t| *t == Type::Index, "variadic of index")?;
    }
    let n_dynamic = positions.iter().filter(|p| **p == DYNAMIC).count();
    if n_dynamic != n - first_dynamic {
        return Err(op_error(
            ir,
            op,
            "mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite",
        ));
    }
    Ok(positions)
}

/// MLIR's `isValidPositiveIndexOrPoison` for one static position against dimension `dim`.
fn valid_position(pos: i64, dim: i64) -> bool {
    pos == DYNAMIC || pos == -1 || (0..dim).contains(&pos)
}

fn verify_extract(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_results(ir, op, 1)?;
    let positions = check_positions(ir, op, 1)?;
    check_operand(ir, op, 0, is_vector, "vector of any type values")?;
    let Some(v) = operand_vector(ir, op, 0) else {
        return Ok(());
    };
    let result = ir.value_type(ir.result(op, 0));
    if as_vector(result).is_some_and(|r| r.shape.is_empty()) {
        return Err(Diagnostic::error(
            ir.loc(op).clone(),
            "expected a scalar instead of a 0-d vector as the result type",
        ));
    }
    if positions.len() > v.shape.len() {
        return Err(op_error(
            ir,
            op,
            "expected position attribute of rank no greater than vector rank",
        ));
    }
    for (i, (&pos, &dim)) in positions.iter().zip(&v.shape).enumerate() {
        if !valid_position(pos, dim) {
            return Err(op_error(
                ir,
                op,
                format!(
                    "expected position attribute #{} to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)",
                    i + 1
                ),
            ));
        }
    }
    let inferred = extract_result_type(v, positions.len());
    check_inferred(ir, op, &inferred, result)
}

/// `%r = vector.insert %x, %v [0, %i] {attrs}? : f32 into vector<4x4xf32>` (the result has
/// the destination's type).
fn parse_insert(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let value = p.parse_operand()?;
    p.expect(",")?;
    let dest = p.parse_operand()?;
    let (dynamic, positions) = parse_positions(p, "vector.insert")?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let vty = p.parse_colon_type()?;
    expect_op_keyword(p, "vector.insert", "into")?;
    let dty = parse_vector_type(p, "vector.insert")?;
    let mut operands = vec![
        p.resolve_operand(&value, &vty)?,
        p.resolve_operand(&dest, &dty)?,
    ];
    operands.extend(p.resolve_operands_same(&dynamic, &Type::Index)?);
    state.operands = operands;
    state.add_attr("static_position", dense_i64(&positions));
    state.result_types.push(dty);
    Ok(())
}

fn print_insert(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let [value, dest, dynamic @ ..] = ir.operands(op) else {
        return Ok(());
    };
    p.write_str(" ")?;
    p.print_operand(*value)?;
    p.write_str(", ")?;
    p.print_operand(*dest)?;
    p.write_str(" ")?;
    print_positions(p, op, dynamic)?;
    p.print_optional_attr_dict(op, &["static_position"])?;
    p.write_str(" : ")?;
    p.print_type(ir.value_type(*value))?;
    p.write_str(" into ")?;
    p.print_type(ir.value_type(*dest))
}

fn verify_insert(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_results(ir, op, 1)?;
    let positions = check_positions(ir, op, 2)?;
    check_operand(ir, op, 1, is_vector, "vector of any type values")?;
    let (value_ty, dest_ty) = (
        ir.value_type(ir.operand(op, 0)),
        ir.value_type(ir.operand(op, 1)),
    );
    if dest_ty != ir.value_type(ir.result(op, 0)) {
        return Err(op_error(
            ir,
            op,
            "failed to verify that all of {dest, result} have same type",
        ));
    }
    let Some(dest) = as_vector(dest_ty) else {
        return Ok(());
    };
    if value_ty.element_type_or_self() != &dest.elem {
        return Err(op_error(
            ir,
            op,
            "failed to verify that source operand type matches element type of result",
        ));
    }
    if as_vector(value_ty).is_some_and(|v| v.shape.is_empty()) {
        return Err(Diagnostic::error(
            ir.loc(op).clone(),
            "expected a scalar instead of a 0-d vector as the source operand",
        ));
    }
    if positions.len() > dest.shape.len() {
        return Err(op_error(
            ir,
            op,
            "expected position attribute of rank no greater than dest vector rank",
        ));
    }
    match as_vector(value_ty) {
        Some(src) if src.shape.len() + positions.len() != dest.shape.len() => {
            return Err(op_error(
                ir,
                op,
                "expected position attribute rank + source rank to match dest vector rank",
            ));
        }
        None if positions.len() != dest.shape.len() => {
            return Err(op_error(
                ir,
                op,
                "expected position attribute rank to match the dest vector rank",
            ));
        }
        _ => {}
    }
    for (i, (&pos, &dim)) in positions.iter().zip(&dest.shape).enumerate() {
        if !valid_position(pos, dim) {
            return Err(op_error(
                ir,
                op,
                format!(
                    "expected position attribute #{} to be a non-negative integer smaller than the corresponding dest vector dimension",
                    i + 1
                ),
            ));
        }
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// vector.from_elements / vector.to_elements
// -------------------------------------------------------------------------------------------

/// `%v = vector.from_elements %a, %b {attrs}? : vector<2xf32>` (one operand per element, of
/// the element type).
fn parse_from_elements(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    const NAME: &str = "vector.from_elements";
    let elements = p.parse_operand_list()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(":")?;
    let loc = p.current_loc();
    let ty = parse_vector_type(p, NAME)?;
    let Some(v) = as_vector(&ty) else {
        return Ok(());
    };
    if is_scalable(v) {
        return Err(custom_error(
            &loc,
            NAME,
            format!("'dest' must be fixed-length vector of any type values, but got '{ty}'"),
        ));
    }
    let n = usize::try_from(num_elements(v)).unwrap_or(0);
    if elements.len() != n {
        return Err(custom_error(
            &loc,
            NAME,
            format!(
                "number of operands and types do not match: got {} operands and {n} types",
                elements.len()
            ),
        ));
    }
    let elem = v.elem.clone();
    state.operands = p.resolve_operands_same(&elements, &elem)?;
    state.result_types.push(ty);
    Ok(())
}

fn print_from_elements(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    p.print_operands(ir.operands(op))?;
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : ")?;
    p.print_value_types(ir.results(op))
}

fn verify_from_elements(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_results(ir, op, 1)?;
    check_result(ir, op, 0, is_vector, "vector of any type values")?;
    let Some(v) = result_vector(ir, op, 0) else {
        return Ok(());
    };
    let n = ir.operands(op).len();
    if i64::try_from(n).ok() != Some(num_elements(v))
        || ir.operands(op).iter().any(|e| *ir.value_type(*e) != v.elem)
    {
        return Err(op_error(
            ir,
            op,
            "failed to verify that operand types match result element type",
        ));
    }
    Ok(())
}

/// `%e:4 = vector.to_elements %v {attrs}? : vector<4xf32>` (one result per element).
fn parse_to_elements(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let ty = parse_colon_vector_type(p, "vector.to_elements")?;
    let n = as_vector(&ty).map_or(0, |v| usize::try_from(num_elements(v)).unwrap_or(0));
    // One result per element: refuse absurd counts instead of exhausting memory.
    if n > MAX_ELEMENT_RESULTS {
        return Err(custom_error(
            &state.loc,
            "vector.to_elements",
            format!("too many results: {n}"),
        ));
    }
    state.result_types = vec![ty.element_type_or_self().clone(); n];
    state.operands = vec![p.resolve_operand(&src, &ty)?];
    Ok(())
}

fn print_to_elements(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    p.print_operands(ir.operands(op))?;
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : ")?;
    p.print_value_types(ir.operands(op))
}

fn verify_to_elements(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_operands(ir, op, 1)?;
    check_operand(ir, op, 0, is_vector, "vector of any type values")?;
    let Some(v) = operand_vector(ir, op, 0) else {
        return Ok(());
    };
    let n = ir.results(op).len();
    if i64::try_from(n).ok() != Some(num_elements(v))
        || ir.results(op).iter().any(|e| *ir.value_type(*e) != v.elem)
    {
        return Err(op_error(
            ir,
            op,
            "failed to verify that result types match source element type",
        ));
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// vector.shuffle
// -------------------------------------------------------------------------------------------

/// The type `vector.shuffle` infers: the mask length, then the trailing dimensions of `v1`.
fn shuffle_result_type(v1: &VectorType, mask_len: usize) -> Type {
    let mut shape = vec![i64::try_from(mask_len).unwrap_or(i64::MAX)];
    shape.extend(v1.shape.iter().skip(1));
    vector_type(shape, Vec::new(), v1.elem.clone())
}

/// `%r = vector.shuffle %a, %b [0, 5] {attrs}? : vector<4xf32>, vector<4xf32>` (the result
/// type is inferred).
fn parse_shuffle(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    const NAME: &str = "vector.shuffle";
    let a = p.parse_operand()?;
    p.expect(",")?;
    let b = p.parse_operand()?;
    let mask = parse_i64_list(p, NAME)?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let ta = parse_colon_vector_type(p, NAME)?;
    p.expect(",")?;
    let tb = parse_vector_type(p, NAME)?;
    let Some(v1) = as_vector(&ta) else {
        return Ok(());
    };
    state.result_types.push(shuffle_result_type(v1, mask.len()));
    state.operands = vec![p.resolve_operand(&a, &ta)?, p.resolve_operand(&b, &tb)?];
    state.add_attr("mask", dense_i64(&mask));
    Ok(())
}

fn print_shuffle(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    p.print_operands(ir.operands(op))?;
    p.write_str(" ")?;
    write_i64_list(p, &attr_i64s(ir, op, "mask"))?;
    p.print_optional_attr_dict(op, &["mask"])?;
    p.write_str(" : ")?;
    p.print_value_types(ir.operands(op))
}

fn verify_shuffle(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_operands(ir, op, 2)?;
    check_num_results(ir, op, 1)?;
    if ir.attr(op, "mask").is_none() {
        return Err(op_error(ir, op, "requires attribute 'mask'"));
    }
    let fixed = |t: &Type| matches!(t, Type::Vector(v) if !is_scalable(v));
    for i in 0..2 {
        check_operand(ir, op, i, fixed, "fixed-length vector of any type values")?;
    }
    check_result(ir, op, 0, fixed, "fixed-length vector of any type values")?;
    let (Some(v1), Some(v2), Some(res)) = (
        operand_vector(ir, op, 0),
        operand_vector(ir, op, 1),
        result_vector(ir, op, 0),
    ) else {
        return Ok(());
    };
    if v1.elem != res.elem {
        return Err(op_error(
            ir,
            op,
            "failed to verify that first operand v1 and result have same element type",
        ));
    }
    if v2.elem != res.elem {
        return Err(op_error(
            ir,
            op,
            "failed to verify that second operand v2 and result have same element type",
        ));
    }
    let (r1, r2, rr) = (v1.shape.len(), v2.shape.len(), res.shape.len());
    if !((r1 == 0 && r2 == 0 && rr == 1) || (r1 == rr && r2 == rr)) {
        return Err(op_error(ir, op, "rank mismatch"));
    }
    for r in 1..r1 {
        if res.shape[r] != v1.shape[r] || v1.shape[r] != v2.shape[r] {
            return Err(op_error(ir, op, "dimension mismatch"));
        }
    }
    let mask = attr_i64s(ir, op, "mask");
    if mask.is_empty() {
        return Err(op_error(ir, op, "invalid mask length"));
    }
    if i64::try_from(mask.len()).ok() != res.shape.first().copied() {
        return Err(op_error(ir, op, "mask length mismatch"));
    }
    let lead = |v: &VectorType| v.shape.first().copied().unwrap_or(1);
    let size = lead(v1) + lead(v2);
    for (i, &m) in mask.iter().enumerate() {
        if m != -1 && !(0..size).contains(&m) {
            return Err(op_error(
                ir,
                op,
                format!("mask index #{} out of range", i + 1),
            ));
        }
    }
    check_inferred(
        ir,
        op,
        &shuffle_result_type(v1, mask.len()),
        ir.value_type(ir.result(op, 0)),
    )
}

// -------------------------------------------------------------------------------------------
// vector.extract_strided_slice / vector.insert_strided_slice
// -------------------------------------------------------------------------------------------

/// `%r = vector.extract_strided_slice %v {offsets = [2], sizes = [4], strides = [1]} :
/// vector<8xf32> to vector<4xf32>` (the three lists are `I64ArrayAttr` properties, written
/// in the attribute dictionary).
fn parse_extract_strided_slice(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    parse_source_to_result(p, state)
}

fn verify_extract_strided_slice(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_unary(ir, op)?;
    check_operand(ir, op, 0, is_vector, "vector of any type values")?;
    let offsets = slice_list(ir, op, "offsets")?;
    let sizes = slice_list(ir, op, "sizes")?;
    let strides = slice_list(ir, op, "strides")?;
    let Some(src) = operand_vector(ir, op, 0) else {
        return Ok(());
    };
    if offsets.len() != sizes.len() || offsets.len() != strides.len() {
        return Err(op_error(
            ir,
            op,
            "expected offsets, sizes and strides attributes of same size",
        ));
    }
    for (name, list) in [
        ("offsets", &offsets),
        ("sizes", &sizes),
        ("strides", &strides),
    ] {
        if list.len() > src.shape.len() {
            return Err(op_error(
                ir,
                op,
                format!("expected {name} attribute of rank no greater than vector rank"),
            ));
        }
    }
    check_confined_to_shape(ir, op, "offsets", &offsets, &src.shape, 0, false)?;
    check_confined_to_shape(ir, op, "sizes", &sizes, &src.shape, 1, true)?;
    check_unit_strides(ir, op, &strides)?;
    check_sum_confined(ir, op, ("offsets", "sizes"), &offsets, &sizes, &src.shape)?;
    let mut shape = sizes.clone();
    shape.extend(&src.shape[sizes.len()..]);
    let inferred = vector_type(shape, src.scalable.clone(), src.elem.clone());
    let actual = ir.value_type(ir.result(op, 0));
    if *actual != inferred {
        return Err(op_error(
            ir,
            op,
            format!("expected result type to be '{inferred}'"),
        ));
    }
    for (i, &size) in sizes.iter().enumerate() {
        if src.scalable[i] && size != src.shape[i] {
            return Err(op_error(
                ir,
                op,
                format!(
                    "expected size at idx={i} to match the corresponding base size from the input vector ({size} vs {})",
                    src.shape[i]
                ),
            ));
        }
    }
    Ok(())
}

/// `%r = vector.insert_strided_slice %x, %v {offsets = [2], strides = [1]} : vector<4xf32>
/// into vector<8xf32>` (the result has the destination's type).
fn parse_insert_strided_slice(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let value = p.parse_operand()?;
    p.expect(",")?;
    let dest = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let vty = p.parse_colon_type()?;
    expect_op_keyword(p, "vector.insert_strided_slice", "into")?;
    let dty = p.parse_type()?;
    state.operands = vec![
        p.resolve_operand(&value, &vty)?,
        p.resolve_operand(&dest, &dty)?,
    ];
    state.result_types.push(dty);
    Ok(())
}

fn print_insert_strided_slice(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let [value, dest] = ir.operands(op) else {
        return Ok(());
    };
    p.write_str(" ")?;
    p.print_operand(*value)?;
    p.write_str(", ")?;
    p.print_operand(*dest)?;
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : ")?;
    p.print_type(ir.value_type(*value))?;
    p.write_str(" into ")?;
    p.print_type(ir.value_type(*dest))
}

fn verify_insert_strided_slice(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_operands(ir, op, 2)?;
    check_num_results(ir, op, 1)?;
    for i in 0..2 {
        check_operand(ir, op, i, is_vector, "vector of any type values")?;
    }
    let offsets = slice_list(ir, op, "offsets")?;
    let strides = slice_list(ir, op, "strides")?;
    let (Some(src), Some(dst)) = (operand_vector(ir, op, 0), operand_vector(ir, op, 1)) else {
        return Ok(());
    };
    if ir.value_type(ir.operand(op, 1)) != ir.value_type(ir.result(op, 0)) {
        return Err(op_error(
            ir,
            op,
            "failed to verify that all of {dest, result} have same type",
        ));
    }
    if src.elem != dst.elem {
        return Err(op_error(
            ir,
            op,
            "failed to verify that all of {valueToStore, dest} have same element type",
        ));
    }
    if offsets.len() != dst.shape.len() {
        return Err(op_error(
            ir,
            op,
            "expected offsets of same size as destination vector rank",
        ));
    }
    if strides.len() != src.shape.len() {
        return Err(op_error(
            ir,
            op,
            "expected strides of same size as source vector rank",
        ));
    }
    if src.shape.len() > dst.shape.len() {
        return Err(op_error(
            ir,
            op,
            "expected source rank to be no greater than destination rank",
        ));
    }
    let lead = dst.shape.len() - src.shape.len();
    let mut src_as_dst = vec![0; lead];
    src_as_dst.extend(&src.shape);
    check_confined_to_shape(ir, op, "offsets", &offsets, &dst.shape, 0, false)?;
    check_unit_strides(ir, op, &strides)?;
    check_sum_confined(
        ir,
        op,
        ("offsets", "source vector shape"),
        &offsets,
        &src_as_dst,
        &dst.shape,
    )?;
    for (i, &s) in src.shape.iter().enumerate() {
        if src.scalable[i] != dst.scalable[lead + i] {
            return Err(op_error(
                ir,
                op,
                format!("mismatching scalable flags (at source vector idx={i})"),
            ));
        }
        if src.scalable[i] && s != dst.shape[lead + i] {
            return Err(op_error(
                ir,
                op,
                format!(
                    "expected size at idx={i} to match the corresponding base size from the input vector ({s} vs {})",
                    dst.shape[lead + i]
                ),
            ));
        }
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// vector.shape_cast / vector.bitcast / vector.type_cast
// -------------------------------------------------------------------------------------------

fn verify_shape_cast(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_unary(ir, op)?;
    check_operand(ir, op, 0, is_vector, "vector of any type values")?;
    check_result(ir, op, 0, is_vector, "vector of any type values")?;
    let (Some(src), Some(res)) = (operand_vector(ir, op, 0), result_vector(ir, op, 0)) else {
        return Ok(());
    };
    if src.elem != res.elem {
        return Err(op_error(
            ir,
            op,
            "has different source and result element types",
        ));
    }
    let (ns, nr) = (num_elements(src), num_elements(res));
    if ns != nr {
        return Err(op_error(
            ir,
            op,
            format!("has different number of elements at source ({ns}) and result ({nr})"),
        ));
    }
    let scalable = |v: &VectorType| v.scalable.iter().filter(|s| **s).count();
    let (a, b) = (scalable(src), scalable(res));
    if a != b {
        return Err(op_error(
            ir,
            op,
            format!("has different number of scalable dims at source ({a}) and result ({b})"),
        ));
    }
    Ok(())
}

fn verify_bitcast(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_unary(ir, op)?;
    check_operand(ir, op, 0, is_vector, "vector of any type values")?;
    check_result(ir, op, 0, is_vector, "vector of any type values")?;
    let (Some(src), Some(res)) = (operand_vector(ir, op, 0), result_vector(ir, op, 0)) else {
        return Ok(());
    };
    if src.shape.len() != res.shape.len() {
        return Err(op_error(
            ir,
            op,
            "failed to verify that all of {source, result} have same rank",
        ));
    }
    let rank = src.shape.len();
    for i in 0..rank.saturating_sub(1) {
        if src.shape[i] != res.shape[i] {
            return Err(op_error(ir, op, format!("dimension size mismatch at: {i}")));
        }
    }
    let bits = |v: &VectorType| {
        let w = if v.elem == Type::Index {
            Some(64)
        } else {
            v.elem.int_or_float_width()
        };
        w.map(|w| i64::from(w).saturating_mul(v.shape.last().copied().unwrap_or(1)))
    };
    if let (Some(a), Some(b)) = (bits(src), bits(res))
        && a != b
    {
        return Err(op_error(
            ir,
            op,
            "source/result bitwidth of the minor 1-D vectors must be equal",
        ));
    }
    Ok(())
}

fn verify_type_cast(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_unary(ir, op)?;
    let src = ir.value_type(ir.operand(op, 0));
    let Some(m) = src.as_memref() else {
        return Err(op_error(
            ir,
            op,
            format!(
                "operand #0 must be statically shaped memref of any type values, but got '{src}'"
            ),
        ));
    };
    if m.layout.is_some() {
        return Err(op_error(
            ir,
            op,
            "expects operand to be a memref with identity layout",
        ));
    }
    let res = ir.value_type(ir.result(op, 0));
    let Some(r) = res.as_memref() else {
        return Err(op_error(
            ir,
            op,
            format!("result #0 must be memref of any type values, but got '{res}'"),
        ));
    };
    if r.layout.is_some() {
        return Err(op_error(
            ir,
            op,
            "expects result to be a memref with identity layout",
        ));
    }
    if r.memory_space != m.memory_space {
        return Err(op_error(ir, op, "expects result in same memory space"));
    }
    let (shape, elem) = match &m.elem {
        Type::Vector(v) => {
            let mut s = m.shape.clone();
            s.extend(&v.shape);
            (s, v.elem.clone())
        }
        e => (m.shape.clone(), e.clone()),
    };
    let (rshape, relem) = match &r.elem {
        Type::Vector(v) => {
            let mut s = r.shape.clone();
            s.extend(&v.shape);
            (s, v.elem.clone())
        }
        e => (r.shape.clone(), e.clone()),
    };
    if elem != relem || shape != rshape {
        return Err(op_error(
            ir,
            op,
            format!("expects result and operand with same underlying scalar type: {res}"),
        ));
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// vector.transpose
// -------------------------------------------------------------------------------------------

/// `%r = vector.transpose %v, [1, 0] {attrs}? : vector<2x3xf32> to vector<3x2xf32>`
fn parse_transpose(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    const NAME: &str = "vector.transpose";
    let src = p.parse_operand()?;
    p.expect(",")?;
    let perm = parse_i64_list(p, NAME)?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let from = parse_colon_vector_type(p, NAME)?;
    expect_op_keyword(p, NAME, "to")?;
    let to = parse_vector_type(p, NAME)?;
    state.operands = vec![p.resolve_operand(&src, &from)?];
    state.result_types.push(to);
    state.add_attr("permutation", dense_i64(&perm));
    Ok(())
}

fn print_transpose(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    p.print_operands(ir.operands(op))?;
    p.write_str(", ")?;
    write_i64_list(p, &attr_i64s(ir, op, "permutation"))?;
    p.print_optional_attr_dict(op, &["permutation"])?;
    p.write_str(" : ")?;
    p.print_value_types(ir.operands(op))?;
    p.write_str(" to ")?;
    p.print_value_types(ir.results(op))
}

fn verify_transpose(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_unary(ir, op)?;
    if ir.attr(op, "permutation").is_none() {
        return Err(op_error(ir, op, "requires attribute 'permutation'"));
    }
    check_operand(ir, op, 0, is_vector, "vector of any type values")?;
    check_result(ir, op, 0, is_vector, "vector of any type values")?;
    let (Some(src), Some(res)) = (operand_vector(ir, op, 0), result_vector(ir, op, 0)) else {
        return Ok(());
    };
    if src.elem != res.elem {
        return Err(op_error(
            ir,
            op,
            "failed to verify that all of {vector, result} have same element type",
        ));
    }
    let perm = attr_i64s(ir, op, "permutation");
    let rank = res.shape.len();
    if src.shape.len() != rank {
        return Err(op_error(
            ir,
            op,
            format!("vector result rank mismatch: {rank}"),
        ));
    }
    if perm.len() != rank {
        return Err(op_error(
            ir,
            op,
            format!("transposition length mismatch: {}", perm.len()),
        ));
    }
    let mut seen = vec![false; rank];
    for (i, &p) in perm.iter().enumerate() {
        let Some(d) = usize::try_from(p).ok().filter(|d| *d < rank) else {
            return Err(op_error(
                ir,
                op,
                format!("transposition index out of range: {p}"),
            ));
        };
        if std::mem::replace(&mut seen[d], true) {
            return Err(op_error(ir, op, format!("duplicate position index: {p}")));
        }
        if res.shape[i] != src.shape[d] {
            return Err(op_error(ir, op, format!("dimension size mismatch at: {p}")));
        }
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// vector.interleave / vector.deinterleave
// -------------------------------------------------------------------------------------------

/// `%r = vector.interleave %a, %b {attrs}? : vector<4xf32> -> vector<8xf32>`
fn parse_interleave(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    const NAME: &str = "vector.interleave";
    let a = p.parse_operand()?;
    p.expect(",")?;
    let b = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let ty = parse_colon_vector_type(p, NAME)?;
    p.expect("->")?;
    let res = parse_vector_type(p, NAME)?;
    state.operands = vec![p.resolve_operand(&a, &ty)?, p.resolve_operand(&b, &ty)?];
    state.result_types.push(res);
    Ok(())
}

fn print_interleave(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    p.print_operands(ir.operands(op))?;
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : ")?;
    if let Some(&a) = ir.operands(op).first() {
        p.print_type(ir.value_type(a))?;
    }
    p.write_str(" -> ")?;
    p.print_value_types(ir.results(op))
}

/// `v` with its trailing dimension multiplied by `num / den` (a 0-D vector counts as `1`).
fn scale_trailing(v: &VectorType, num: i64, den: i64) -> Type {
    let mut shape = v.shape.clone();
    let mut scalable = v.scalable.clone();
    match shape.last_mut() {
        Some(d) => *d = d.saturating_mul(num) / den,
        None => {
            shape.push(num / den);
            scalable.push(false);
        }
    }
    vector_type(shape, scalable, v.elem.clone())
}

fn verify_interleave(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_operands(ir, op, 2)?;
    check_num_results(ir, op, 1)?;
    check_operand(ir, op, 0, is_vector, "vector of any type values")?;
    if ir.value_type(ir.operand(op, 0)) != ir.value_type(ir.operand(op, 1)) {
        return Err(op_error(
            ir,
            op,
            "failed to verify that all of {lhs, rhs} have same type",
        ));
    }
    let Some(v) = operand_vector(ir, op, 0) else {
        return Ok(());
    };
    if *ir.value_type(ir.result(op, 0)) != scale_trailing(v, 2, 1) {
        return Err(op_error(
            ir,
            op,
            "failed to verify that type of 'result' is double the width of the inputs",
        ));
    }
    Ok(())
}

/// `%a, %b = vector.deinterleave %v {attrs}? : vector<8xf32> -> vector<4xf32>` (both results
/// have the type after the arrow).
fn parse_deinterleave(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    const NAME: &str = "vector.deinterleave";
    let src = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let ty = parse_colon_vector_type(p, NAME)?;
    p.expect("->")?;
    let res = parse_vector_type(p, NAME)?;
    state.operands = vec![p.resolve_operand(&src, &ty)?];
    state.result_types = vec![res.clone(), res];
    Ok(())
}

fn print_deinterleave(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    p.print_operands(ir.operands(op))?;
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : ")?;
    p.print_value_types(ir.operands(op))?;
    p.write_str(" -> ")?;
    if let Some(&r) = ir.results(op).first() {
        p.print_type(ir.value_type(r))?;
    }
    Ok(())
}

fn verify_deinterleave(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_operands(ir, op, 1)?;
    check_num_results(ir, op, 2)?;
    let non_0d = |t: &Type| matches!(t, Type::Vector(v) if !v.shape.is_empty());
    check_operand(ir, op, 0, non_0d, "vector of any type values")?;
    let Some(v) = operand_vector(ir, op, 0) else {
        return Ok(());
    };
    if v.shape.last().is_none_or(|d| d % 2 != 0) {
        return Err(op_error(
            ir,
            op,
            "failed to verify that the trailing dimension of the source vector has an even number of elements",
        ));
    }
    if *ir.value_type(ir.result(op, 0)) != scale_trailing(v, 1, 2) {
        return Err(op_error(
            ir,
            op,
            "failed to verify that the trailing dimension of the results is half the width of source trailing dimension",
        ));
    }
    if ir.value_type(ir.result(op, 0)) != ir.value_type(ir.result(op, 1)) {
        return Err(op_error(
            ir,
            op,
            "failed to verify that all of {res1, res2} have same type",
        ));
    }
    Ok(())
}

/// MLIR 22 names the results of a multi-result op after its ODS results.
fn deinterleave_names(_: &Ir, _: OpId) -> Vec<(usize, String)> {
    vec![(0, "res1".to_owned()), (1, "res2".to_owned())]
}

/// `dim` as MLIR's broadcast diagnostics print it (`[4]` when scalable).
fn dim_text(dim: i64, scalable: bool) -> String {
    if scalable {
        format!("[{dim}]")
    } else {
        dim.to_string()
    }
}

/// MLIR's `isIntegerArrayAttrConfinedToShape`: each entry `x` of list `name` within
/// `[min, dim)` (`[min, dim]` when `inclusive`).
fn check_confined_to_shape(
    ir: &Ir,
    op: OpId,
    name: &str,
    values: &[i64],
    shape: &[i64],
    min: i64,
    inclusive: bool,
) -> Result<(), Diagnostic> {
    for (i, (&v, &d)) in values.iter().zip(shape).enumerate() {
        let max = if inclusive { d.saturating_add(1) } else { d };
        if v < min || v >= max {
            return Err(op_error(
                ir,
                op,
                format!("expected {name} dimension {i} to be confined to [{min}, {max})"),
            ));
        }
    }
    Ok(())
}

/// MLIR's `isIntegerArrayAttrConfinedToRange` for `strides`: every stride must be `1`.
fn check_unit_strides(ir: &Ir, op: OpId, strides: &[i64]) -> Result<(), Diagnostic> {
    if strides.iter().any(|s| *s != 1) {
        return Err(op_error(
            ir,
            op,
            "expected strides to be confined to [1, 2)",
        ));
    }
    Ok(())
}

/// MLIR's `isSumOfIntegerArrayAttrConfinedToShape`: `a[i] + b[i]` within `[0, dim]`.
fn check_sum_confined(
    ir: &Ir,
    op: OpId,
    names: (&str, &str),
    a: &[i64],
    b: &[i64],
    shape: &[i64],
) -> Result<(), Diagnostic> {
    for (i, ((&x, &y), &d)) in a.iter().zip(b).zip(shape).enumerate() {
        let sum = x.saturating_add(y);
        if sum < 0 || sum > d {
            return Err(op_error(
                ir,
                op,
                format!(
                    "expected sum({}, {}) dimension {i} to be confined to [1, {})",
                    names.0,
                    names.1,
                    d.saturating_add(1)
                ),
            ));
        }
    }
    Ok(())
}

/// The `I64ArrayAttr` property `name` (MLIR's error when it is missing).
fn slice_list(ir: &Ir, op: OpId, name: &str) -> Result<Vec<i64>, Diagnostic> {
    ir.attr(op, name)
        .and_then(super::i64s)
        .ok_or_else(|| op_error(ir, op, format!("requires attribute '{name}'")))
}
