//! View-like `memref` ops: `reinterpret_cast`, `reshape`, `collapse_shape`, `expand_shape`,
//! `transpose`, `view`, `memory_space_cast` and `assume_alignment`.
//!
//! Each op keeps MLIR's operand order and inherent attributes (for `reinterpret_cast` the
//! source then the dynamic offset/sizes/strides with `operandSegmentSizes` and
//! `static_offsets` / `static_sizes` / `static_strides`; for `expand_shape` the source then the
//! dynamic `output_shape` values with `static_output_shape`; for `view` the source, the byte
//! shift, then the dynamic sizes), and verifies with MLIR 22's messages.

use std::fmt::{self, Write as _};
use std::sync::Arc;

use crate::diag::Diagnostic;
use crate::dialect::common::{
    expect_op_keyword, one_result, parse_dynamic_index_list, parse_index_list, parse_op_integer,
    parse_reassociation, print_index_list, print_reassociation, strides_and_offset,
};
use crate::dialect::{OpDef, Traits, op_error};
use crate::ir::{Attribute, DYNAMIC, Ir, MemRefType, OpId, OperationState, Type, Value};
use crate::parse::{PResult, Parser};
use crate::print::OpPrinter;

const OFFSET_SIZE_STRIDE_ATTRS: &[&str] = &[
    "operandSegmentSizes",
    "static_offsets",
    "static_sizes",
    "static_strides",
];

/// The view-like ops of the `memref` dialect.
pub(crate) const OPS: &[OpDef] = &[
    OpDef {
        inherent_attrs: OFFSET_SIZE_STRIDE_ATTRS,
        parse: Some(parse_reinterpret_cast),
        print: Some(print_reinterpret_cast),
        verify: Some(verify_reinterpret_cast),
        result_names: Some(|_, _| vec![(0, "reinterpret_cast".to_owned())]),
        ..OpDef::new("memref.reinterpret_cast", Traits::PURE)
    },
    OpDef {
        parse: Some(parse_reshape),
        print: Some(print_reshape),
        verify: Some(verify_reshape),
        result_names: Some(|_, _| vec![(0, "reshape".to_owned())]),
        ..OpDef::new("memref.reshape", Traits::PURE)
    },
    OpDef {
        inherent_attrs: &["reassociation"],
        parse: Some(parse_collapse_shape),
        print: Some(print_collapse_shape),
        verify: Some(verify_collapse_shape),
        result_names: Some(|_, _| vec![(0, "collapse_shape".to_owned())]),
        ..OpDef::new("memref.collapse_shape", Traits::PURE)
    },
    OpDef {
        inherent_attrs: &["reassociation", "static_output_shape"],
        parse: Some(parse_expand_shape),
        print: Some(print_expand_shape),
        verify: Some(verify_expand_shape),
        result_names: Some(|_, _| vec![(0, "expand_shape".to_owned())]),
        ..OpDef::new("memref.expand_shape", Traits::PURE)
    },
    OpDef {
        inherent_attrs: &["permutation"],
        parse: Some(parse_transpose),
        print: Some(print_transpose),
        verify: Some(verify_transpose),
        result_names: Some(|_, _| vec![(0, "transpose".to_owned())]),
        ..OpDef::new("memref.transpose", Traits::PURE)
    },
    OpDef {
        parse: Some(parse_view),
        print: Some(print_view),
        verify: Some(verify_view),
        result_names: Some(|_, _| vec![(0, "view".to_owned())]),
        ..OpDef::new("memref.view", Traits::PURE)
    },
    OpDef {
        parse: Some(parse_memory_space_cast),
        print: Some(print_memory_space_cast),
        verify: Some(verify_memory_space_cast),
        result_names: Some(|_, _| vec![(0, "memspacecast".to_owned())]),
        ..OpDef::new("memref.memory_space_cast", Traits::PURE)
    },
    OpDef {
        inherent_attrs: &["alignment"],
        parse: Some(parse_assume_alignment),
        print: Some(print_assume_alignment),
        verify: Some(verify_assume_alignment),
        result_names: Some(|_, _| vec![(0, "assume_align".to_owned())]),
        ..OpDef::new("memref.assume_alignment", Traits::PURE)
    },
];

// -------------------------------------------------------------------------------------------
// Shared helpers
// -------------------------------------------------------------------------------------------

/// Which types a custom parser accepts where it reads a memref type.
#[derive(Clone, Copy)]
enum MemRefKind {
    /// `MemRefType`: a ranked memref.
    Ranked,
    /// `BaseMemRefType`: ranked or unranked.
    Base,
    /// Any type (the verifier checks it).
    Any,
}

/// Parses a type of `kind` for op `op`, with the ODS parser's message for another type.
fn parse_memref_type(p: &mut Parser<'_>, op: &str, kind: MemRefKind) -> PResult<Type> {
    let loc = p.current_loc();
    let ty = p.parse_type()?;
    match (kind, &ty) {
        (_, Type::MemRef(_)) | (MemRefKind::Any, _) => Ok(ty),
        (MemRefKind::Base, Type::UnrankedMemRef(_)) => Ok(ty),
        (MemRefKind::Base, _) => Err(p.error_at(
            &loc,
            format!("custom op '{op}' invalid kind of type specified"),
        )),
        (MemRefKind::Ranked, _) => Err(p.error_at(
            &loc,
            format!(
                "custom op '{op}' invalid kind of type specified: expected builtin.memref, but found '{ty}'"
            ),
        )),
    }
}

/// A dense `array<i64: …>` attribute.
fn i64_array(values: Vec<i64>) -> Attribute {
    Attribute::DenseArray {
        elem: Type::i64(),
        values: values.into_iter().map(i128::from).collect(),
    }
}

/// Prints `[a, %b, c]` from static values (`DYNAMIC` entries taken from `dynamic` in order).
fn print_mixed_list(p: &mut OpPrinter<'_>, statics: &[i64], dynamic: &[Value]) -> fmt::Result {
    p.write_str("[")?;
    let mut next = dynamic.iter();
    for (i, s) in statics.iter().enumerate() {
        if i > 0 {
            p.write_str(", ")?;
        }
        // A dynamic entry without its operand (malformed IR) prints as the sentinel.
        let operand = if *s == DYNAMIC { next.next() } else { None };
        match operand {
            Some(v) => p.print_operand(*v)?,
            None => write!(p, "{s}")?,
        }
    }
    p.write_str("]")
}

fn operand_count_at_least(ir: &Ir, op: OpId, n: usize) -> Result<(), Diagnostic> {
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

fn operand_count_exact(ir: &Ir, op: OpId, n: usize) -> Result<(), Diagnostic> {
    let found = ir.operands(op).len();
    if found != n {
        return Err(op_error(
            ir,
            op,
            format!("expected {n} operands, but found {found}"),
        ));
    }
    Ok(())
}

/// `operand #i must be <what>, but got '<t>'` unless `ok`.
fn type_constraint(
    ir: &Ir,
    op: OpId,
    what: &str,
    index: usize,
    v: Value,
    ok: bool,
) -> Result<(), Diagnostic> {
    if ok {
        return Ok(());
    }
    let t = ir.value_type(v);
    Err(op_error(
        ir,
        op,
        format!("operand #{index} must be {what}, but got '{t}'"),
    ))
}

fn result_constraint(ir: &Ir, op: OpId, what: &str, v: Value, ok: bool) -> Result<(), Diagnostic> {
    if ok {
        return Ok(());
    }
    let t = ir.value_type(v);
    Err(op_error(
        ir,
        op,
        format!("result #0 must be {what}, but got '{t}'"),
    ))
}

fn index_operands(ir: &Ir, op: OpId, from: usize, what: &str) -> Result<(), Diagnostic> {
    for (i, v) in ir.operands(op).iter().enumerate().skip(from) {
        type_constraint(ir, op, what, i, *v, *ir.value_type(*v) == Type::Index)?;
    }
    Ok(())
}

/// An error located at the op without the `'op' op` prefix (MLIR's `emitError`).
fn plain_error(ir: &Ir, op: OpId, msg: String) -> Diagnostic {
    Diagnostic::error(ir.loc(op).clone(), msg)
}

fn memref_of(ir: &Ir, v: Value) -> Option<Arc<MemRefType>> {
    match ir.value_type(v) {
        Type::MemRef(m) => Some(m.clone()),
        _ => None,
    }
}

/// Whether `m` has a strided layout (identity or `strided<…>`; affine maps are taken as not
/// strided).
fn is_strided(m: &MemRefType) -> bool {
    strides_and_offset(m).is_some()
}

/// MLIR's `getLayout().isIdentity()`: no layout, or a layout whose affine map is the identity
/// (of the `strided<…>` layouts only `strided<[1]>` on a 1-D memref).
fn is_identity(m: &MemRefType) -> bool {
    match &m.layout {
        None => true,
        Some(Attribute::Strided { strides, offset }) => **strides == [1] && *offset == 0,
        Some(_) => false,
    }
}

// -------------------------------------------------------------------------------------------
// reinterpret_cast
// -------------------------------------------------------------------------------------------

/// The source, then for offset/sizes/strides the static list and its dynamic operands.
pub(crate) struct OffsetsSizesStrides {
    /// The viewed memref.
    pub source: Value,
    /// `[offsets, sizes, strides]`: static values (`DYNAMIC` for `?`) and dynamic operands.
    pub lists: [(Vec<i64>, Vec<Value>); 3],
}

/// The offset/size/stride interface's check that each `static_*` list has one dynamic entry
/// per operand of its group (run before [`offsets_sizes_strides`], which needs it).
pub(crate) fn check_dynamic_counts(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let seg = ir
        .attr(op, "operandSegmentSizes")
        .and_then(Attribute::as_dense_i64s)
        .unwrap_or_default();
    if !seg.is_empty() && seg.len() != 4 {
        return Err(op_error(
            ir,
            op,
            format!(
                "'operandSegmentSizes' attribute for specifying operand segments must have 4 elements, but got {}",
                seg.len()
            ),
        ));
    }
    let total: i64 = seg.iter().sum();
    let count = ir.operands(op).len();
    if seg.iter().any(|x| *x < 0) || total != count as i64 || seg.is_empty() {
        return Err(op_error(
            ir,
            op,
            format!(
                "operand count ({count}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'"
            ),
        ));
    }
    for (i, name) in ["offsets", "sizes", "strides"].iter().enumerate() {
        let attr = format!("static_{name}");
        let Some(statics) = ir.attr(op, &attr).and_then(Attribute::as_dense_i64s) else {
            return Err(op_error(ir, op, format!("requires attribute '{attr}'")));
        };
        let expected = statics.iter().filter(|s| **s == DYNAMIC).count();
        let given = seg[i + 1] as usize;
        if given != expected {
            return Err(plain_error(
                ir,
                op,
                format!(
                    "expected the number of '{name}' to match the number of dynamic entries in '{attr}' ({given} vs {expected})"
                ),
            ));
        }
    }
    Ok(())
}

/// Decodes the operands of an op with `operandSegmentSizes = [1, #offsets, #sizes, #strides]`.
pub(crate) fn offsets_sizes_strides(ir: &Ir, op: OpId) -> Option<OffsetsSizesStrides> {
    let seg = ir.attr(op, "operandSegmentSizes")?.as_dense_i64s()?;
    let operands = ir.operands(op);
    if seg.len() != 4 || seg[0] != 1 || seg.iter().any(|s| *s < 0) {
        return None;
    }
    if seg.iter().sum::<i64>() as usize != operands.len() {
        return None;
    }
    let mut at = 1usize;
    let mut lists: [(Vec<i64>, Vec<Value>); 3] = Default::default();
    for (i, name) in ["static_offsets", "static_sizes", "static_strides"]
        .iter()
        .enumerate()
    {
        let statics = ir.attr(op, name)?.as_dense_i64s()?;
        let n = seg[i + 1] as usize;
        let dynamic = operands[at..at + n].to_vec();
        at += n;
        if statics.iter().filter(|s| **s == DYNAMIC).count() != dynamic.len() {
            return None;
        }
        lists[i] = (statics, dynamic);
    }
    Some(OffsetsSizesStrides {
        source: operands[0],
        lists,
    })
}

/// `%r = memref.reinterpret_cast %src to offset: [o], sizes: [..], strides: [..] [attr-dict]
/// : srcty to resty`
fn parse_reinterpret_cast(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    const OP: &str = "memref.reinterpret_cast";
    let src = p.parse_operand()?;
    expect_op_keyword(p, OP, "to")?;
    let mut lists = Vec::new();
    for (i, kw) in ["offset", "sizes", "strides"].iter().enumerate() {
        if i > 0 {
            p.expect(",")?;
        }
        expect_op_keyword(p, OP, kw)?;
        p.expect(":")?;
        lists.push(parse_dynamic_index_list(p, "[", "]")?);
    }
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(":")?;
    let st = parse_memref_type(p, OP, MemRefKind::Base)?;
    expect_op_keyword(p, OP, "to")?;
    let rt = parse_memref_type(p, OP, MemRefKind::Ranked)?;
    let mut operands = vec![p.resolve_operand(&src, &st)?];
    let mut segments = vec![1i64];
    let mut statics = Vec::new();
    for (ops, st) in lists {
        segments.push(ops.len() as i64);
        operands.extend(p.resolve_operands_same(&ops, &Type::Index)?);
        statics.push(st);
    }
    state.operands = operands;
    state.result_types = vec![rt];
    state.add_attr("operandSegmentSizes", Attribute::dense_i32_array(&segments));
    let mut statics = statics.into_iter();
    for name in ["static_offsets", "static_sizes", "static_strides"] {
        state.add_attr(name, i64_array(statics.next().unwrap_or_default()));
    }
    Ok(())
}

fn print_reinterpret_cast(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let Some(parts) = offsets_sizes_strides(ir, op) else {
        return p.write_str(" <<malformed memref.reinterpret_cast>>");
    };
    p.write_str(" ")?;
    p.print_operand(parts.source)?;
    p.write_str(" to ")?;
    for (i, (kw, (statics, dynamic))) in ["offset", "sizes", "strides"]
        .iter()
        .zip(&parts.lists)
        .enumerate()
    {
        if i > 0 {
            p.write_str(", ")?;
        }
        write!(p, "{kw}: ")?;
        print_mixed_list(p, statics, dynamic)?;
    }
    p.print_optional_attr_dict(op, OFFSET_SIZE_STRIDE_ATTRS)?;
    p.write_str(" : ")?;
    p.print_value_types(&[parts.source])?;
    p.write_str(" to ")?;
    p.print_value_types(ir.results(op))
}

/// MLIR's `verifyOffsetSizeAndStrideOp` (the view-like interface, checked before the op's own
/// verifier): list ranks agree, each list has its maximal rank, offsets and sizes are not
/// negative. `max_ranks` is the op's `getArrayAttrMaxRanks`.
pub(crate) fn verify_offset_size_stride(
    ir: &Ir,
    op: OpId,
    lists: &[(Vec<i64>, Vec<Value>); 3],
    max_ranks: [usize; 3],
) -> Result<(), Diagnostic> {
    let [(offsets, _), (sizes, _), (strides, _)] = lists;
    if !(offsets.len() == 1 && max_ranks[0] == 1) && offsets.len() != sizes.len() {
        return Err(plain_error(
            ir,
            op,
            format!(
                "expected mixed offsets rank to match mixed sizes rank ({} vs {}) so the rank of the result type is well-formed.",
                offsets.len(),
                sizes.len()
            ),
        ));
    }
    if sizes.len() != strides.len() {
        return Err(plain_error(
            ir,
            op,
            format!(
                "expected mixed sizes rank to match mixed strides rank ({} vs {}) so the rank of the result type is well-formed.",
                sizes.len(),
                strides.len()
            ),
        ));
    }
    for ((kind, (statics, _)), rank) in ["offset", "size", "stride"]
        .iter()
        .zip(lists)
        .zip(max_ranks)
    {
        if statics.len() != rank {
            return Err(plain_error(
                ir,
                op,
                format!("expected {rank} {kind} values, got {}", statics.len()),
            ));
        }
    }
    for (kind, values) in [("offsets", offsets), ("sizes", sizes)] {
        if let Some(v) = values.iter().find(|v| **v < 0 && **v != DYNAMIC) {
            return Err(plain_error(
                ir,
                op,
                format!("expected {kind} to be non-negative, but got {v}"),
            ));
        }
    }
    Ok(())
}

/// `dynamic` or the number, as MLIR prints an expected static value.
fn static_text(v: i64) -> String {
    if v == DYNAMIC {
        "dynamic".to_owned()
    } else {
        v.to_string()
    }
}

fn verify_reinterpret_cast(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_dynamic_counts(ir, op)?;
    let Some(parts) = offsets_sizes_strides(ir, op) else {
        return Err(op_error(
            ir,
            op,
            "operand count does not match the 'operandSegmentSizes' attribute",
        ));
    };
    let src_t = ir.value_type(parts.source).clone();
    type_constraint(
        ir,
        op,
        "ranked or unranked memref of any type values",
        0,
        parts.source,
        matches!(src_t, Type::MemRef(_) | Type::UnrankedMemRef(_)),
    )?;
    index_operands(ir, op, 1, "variadic of index")?;
    let r = one_result(ir, op)?;
    let Some(res) = memref_of(ir, r).filter(|m| is_strided(m)) else {
        return result_constraint(ir, op, "strided memref of any type values", r, false);
    };
    let rank = res.shape.len();
    verify_offset_size_stride(ir, op, &parts.lists, [1, rank, rank])?;
    let rt = ir.value_type(r);
    let (src_elem, src_space) = match &src_t {
        Type::MemRef(m) => (m.elem.clone(), m.memory_space.clone()),
        Type::UnrankedMemRef(u) => (u.0.clone(), u.1.clone()),
        _ => return Ok(()),
    };
    if src_space != res.memory_space {
        return Err(plain_error(
            ir,
            op,
            format!(
                "different memory spaces specified for source type '{src_t}' and result memref type '{rt}'"
            ),
        ));
    }
    if src_elem != res.elem {
        return Err(plain_error(
            ir,
            op,
            format!(
                "different element types specified for source type '{src_t}' and result memref type '{rt}'"
            ),
        ));
    }
    for (idx, (got, want)) in res.shape.iter().zip(&parts.lists[1].0).enumerate() {
        if *got != DYNAMIC && got != want {
            return Err(plain_error(
                ir,
                op,
                format!(
                    "expected result type with size = {} instead of {got} in dim = {idx}",
                    static_text(*want)
                ),
            ));
        }
    }
    let Some((strides, offset)) = strides_and_offset(&res) else {
        return Err(plain_error(
            ir,
            op,
            format!("expected result type to have strided layout but found '{rt}'"),
        ));
    };
    let want = parts.lists[0].0[0];
    if offset != DYNAMIC && offset != want {
        return Err(plain_error(
            ir,
            op,
            format!(
                "expected result type with offset = {} instead of {offset}",
                static_text(want)
            ),
        ));
    }
    for (idx, (got, want)) in strides.iter().zip(&parts.lists[2].0).enumerate() {
        if *got != DYNAMIC && got != want {
            return Err(plain_error(
                ir,
                op,
                format!(
                    "expected result type with stride = {} instead of {got} in dim = {idx}",
                    static_text(*want)
                ),
            ));
        }
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// reshape
// -------------------------------------------------------------------------------------------

/// `%r = memref.reshape %src(%shape) [attr-dict] : (srcty, shapety) -> resty`
fn parse_reshape(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    const OP: &str = "memref.reshape";
    let src = p.parse_operand()?;
    p.expect("(")?;
    let shape = p.parse_operand()?;
    p.expect(")")?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(":")?;
    let loc = p.current_loc();
    let ty = p.parse_type()?;
    let Type::Function(f) = &ty else {
        return Err(p.error_at(
            &loc,
            format!(
                "custom op '{OP}' invalid kind of type specified: expected builtin.function, but found '{ty}'"
            ),
        ));
    };
    let [st, sh] = f.inputs.as_slice() else {
        return Err(p.error_at(
            &state.loc,
            format!(
                "custom op '{OP}' number of operands and types do not match: got 2 operands and {} types",
                f.inputs.len()
            ),
        ));
    };
    state.operands = vec![p.resolve_operand(&src, st)?, p.resolve_operand(&shape, sh)?];
    state.result_types = f.results.clone();
    Ok(())
}

fn print_reshape(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let [src, shape] = ir.operands(op) else {
        return p.write_str(" <<malformed memref.reshape>>");
    };
    p.write_str(" ")?;
    p.print_operand(*src)?;
    p.write_str("(")?;
    p.print_operand(*shape)?;
    p.write_str(")")?;
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : (")?;
    p.print_value_types(&[*src, *shape])?;
    p.write_str(") -> ")?;
    p.print_value_types(ir.results(op))
}

fn verify_reshape(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    operand_count_exact(ir, op, 2)?;
    let (src, shape) = (ir.operand(op, 0), ir.operand(op, 1));
    let r = one_result(ir, op)?;
    let st = ir.value_type(src).clone();
    type_constraint(
        ir,
        op,
        "ranked or unranked memref of any type values",
        0,
        src,
        matches!(st, Type::MemRef(_) | Type::UnrankedMemRef(_)),
    )?;
    let shape_ok = matches!(ir.value_type(shape), Type::MemRef(m)
        if m.shape.len() == 1 && (m.elem == Type::Index || m.elem.is_integer()));
    type_constraint(
        ir,
        op,
        "1D memref of signless integer or index values",
        1,
        shape,
        shape_ok,
    )?;
    let rt = ir.value_type(r).clone();
    result_constraint(
        ir,
        op,
        "ranked or unranked memref of any type values",
        r,
        matches!(rt, Type::MemRef(_) | Type::UnrankedMemRef(_)),
    )?;
    if st.memref_elem() != rt.memref_elem() {
        return Err(op_error(
            ir,
            op,
            "element types of source and destination memref types should be the same",
        ));
    }
    if let Type::MemRef(m) = &st
        && !is_identity(m)
    {
        return Err(op_error(
            ir,
            op,
            "source memref type should have identity affine map",
        ));
    }
    let shape_len = memref_of(ir, shape).map_or(DYNAMIC, |m| m.shape[0]);
    if let Type::MemRef(m) = &rt {
        if !is_identity(m) {
            return Err(op_error(
                ir,
                op,
                "result memref type should have identity affine map",
            ));
        }
        if shape_len == DYNAMIC {
            return Err(op_error(
                ir,
                op,
                "cannot use shape operand with dynamic length to reshape to statically-ranked memref type",
            ));
        }
        if shape_len != m.shape.len() as i64 {
            return Err(op_error(
                ir,
                op,
                "length of shape operand differs from the result's memref rank",
            ));
        }
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// collapse_shape / expand_shape
// -------------------------------------------------------------------------------------------

/// The reassociation groups of a collapse/expand op (`None` when the attribute is malformed).
pub(crate) fn reassociation(ir: &Ir, op: OpId) -> Option<Vec<Vec<usize>>> {
    let Attribute::Array(groups) = ir.attr(op, "reassociation")? else {
        return None;
    };
    groups
        .iter()
        .map(|g| match g {
            Attribute::Array(items) => items
                .iter()
                .map(|i| match i {
                    Attribute::Integer { value, ty } if ty.is_int_of_width(64) => {
                        usize::try_from(*value).ok()
                    }
                    _ => None,
                })
                .collect(),
            _ => None,
        })
        .collect()
}

/// The tail `: srcty <keyword> resty` shared by the view ops' custom forms: parses both types,
/// resolves the source operand `src` and records the result type.
fn parse_type_conversion<'a>(
    p: &mut Parser<'a>,
    state: &mut OperationState,
    src: &crate::parse::Operand<'a>,
    (op, keyword): (&str, &str),
    (src_kind, result_kind): (MemRefKind, MemRefKind),
) -> PResult<()> {
    p.expect(":")?;
    let st = parse_memref_type(p, op, src_kind)?;
    expect_op_keyword(p, op, keyword)?;
    let rt = parse_memref_type(p, op, result_kind)?;
    state.operands = vec![p.resolve_operand(src, &st)?];
    state.result_types = vec![rt];
    Ok(())
}

/// Prints the tail [`parse_type_conversion`] reads: ` : srcty <keyword> resty`.
fn print_type_conversion(
    p: &mut OpPrinter<'_>,
    op: OpId,
    src: Value,
    keyword: &str,
) -> fmt::Result {
    p.write_str(" : ")?;
    p.print_value_types(&[src])?;
    p.write_str(" ")?;
    p.write_str(keyword)?;
    p.write_str(" ")?;
    p.print_value_types(p.ir.results(op))
}

/// `%r = memref.collapse_shape %src [[..], ..] [attr-dict] : srcty into resty`
fn parse_collapse_shape(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    let reassoc = parse_reassociation(p)?;
    state.add_attr("reassociation", reassoc);
    p.parse_optional_attr_dict(&mut state.attrs)?;
    parse_type_conversion(
        p,
        state,
        &src,
        ("memref.collapse_shape", "into"),
        (MemRefKind::Ranked, MemRefKind::Ranked),
    )
}

fn print_collapse_shape(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let Some(&src) = ir.operands(op).first() else {
        return p.write_str(" <<malformed memref.collapse_shape>>");
    };
    p.write_str(" ")?;
    p.print_operand(src)?;
    print_reassociation(p, op)?;
    p.print_optional_attr_dict(op, &["reassociation"])?;
    print_type_conversion(p, op, src, "into")
}

/// MLIR's `verifyCollapsedShape` (multiple dynamic dims per group allowed).
fn verify_collapsed_shape(
    ir: &Ir,
    op: OpId,
    collapsed: &[i64],
    expanded: &[i64],
    groups: &[Vec<usize>],
) -> Result<(), Diagnostic> {
    let err = |m: String| Err(op_error(ir, op, m));
    if collapsed.len() != groups.len() {
        return err(format!(
            "invalid number of reassociation groups: found {}, expected {}",
            groups.len(),
            collapsed.len()
        ));
    }
    let mut next = 0usize;
    for (cdim, group) in groups.iter().enumerate() {
        let mut found_dynamic = false;
        for &e in group {
            if e != next {
                return err("reassociation indices must be contiguous".to_owned());
            }
            next += 1;
            if e >= expanded.len() {
                return err(format!("reassociation index {e} is out of bounds"));
            }
            found_dynamic |= expanded[e] == DYNAMIC;
        }
        if (collapsed[cdim] == DYNAMIC) != found_dynamic {
            return err(format!(
                "collapsed dim ({cdim}) must be dynamic if and only if reassociation group is dynamic"
            ));
        }
        if !found_dynamic {
            let size: i64 = group.iter().map(|e| expanded[*e]).product();
            if size != collapsed[cdim] {
                return err(format!(
                    "collapsed dim size ({}) must equal reassociation group size ({size})",
                    collapsed[cdim]
                ));
            }
        }
    }
    if collapsed.is_empty() {
        if expanded.iter().any(|d| *d != 1) {
            return err("rank 0 memrefs can only be extended/collapsed with/from ones".to_owned());
        }
    } else if next != expanded.len() {
        return err(format!(
            "expanded rank ({}) inconsistent with number of reassociation indices ({next})",
            expanded.len()
        ));
    }
    Ok(())
}

/// MLIR's `computeCollapsedLayoutMap` (non-strict): the result strides of collapsing `src`,
/// or `None` when a group is statically non-contiguous or the layout is not strided.
pub(crate) fn collapsed_strides(
    src: &MemRefType,
    groups: &[Vec<usize>],
) -> Option<(Vec<i64>, i64)> {
    let (strides, offset) = strides_and_offset(src)?;
    let shape = &src.shape;
    let mut result = Vec::with_capacity(groups.len());
    for g in groups {
        let mut end = g.len();
        while end > 1 && shape[g[end - 1]] == 1 {
            end -= 1;
        }
        let last = *g.get(end.checked_sub(1)?)?;
        if shape[last] != DYNAMIC || end == 1 {
            result.push(strides[last]);
        } else {
            result.push(DYNAMIC);
        }
    }
    for (gi, g) in groups.iter().enumerate().rev() {
        let mut stride = result[gi];
        for k in (1..g.len()).rev() {
            let idx = g[k];
            stride = super::sat_mul(stride, shape[idx]);
            if shape[idx - 1] == 1 {
                continue;
            }
            let src_stride = strides[idx - 1];
            if stride != DYNAMIC && src_stride != DYNAMIC && stride != src_stride {
                return None;
            }
        }
    }
    Some((result, offset))
}

/// MLIR's `computeExpandedLayoutMap`: the strides of expanding `src` to `shape`.
pub(crate) fn expanded_strides(
    src: &MemRefType,
    shape: &[i64],
    groups: &[Vec<usize>],
) -> Option<(Vec<i64>, i64)> {
    let (strides, offset) = strides_and_offset(src)?;
    let mut out = vec![1i64; shape.len()];
    for (g, s) in groups.iter().zip(&strides) {
        let mut current = *s;
        for &d in g.iter().rev() {
            *out.get_mut(d)? = current;
            current = super::sat_mul(current, *shape.get(d)?);
        }
    }
    Some((out, offset))
}

fn strided_type(like: &MemRefType, shape: Vec<i64>, layout: Option<(Vec<i64>, i64)>) -> Type {
    Type::MemRef(Arc::new(MemRefType {
        shape,
        elem: like.elem.clone(),
        layout: layout.map(|(strides, offset)| Attribute::Strided {
            strides: strides.into(),
            offset,
        }),
        memory_space: like.memory_space.clone(),
    }))
}

/// The source type, result type and reassociation groups of a collapse/expand op.
type ReshapeTypes = (Arc<MemRefType>, Arc<MemRefType>, Vec<Vec<usize>>);

fn reshape_operands(ir: &Ir, op: OpId) -> Result<Option<ReshapeTypes>, Diagnostic> {
    // Attributes first, then operands and results (the order of ODS's generated checks).
    if ir.attr(op, "reassociation").is_none() {
        return Err(op_error(ir, op, "requires attribute 'reassociation'"));
    }
    let Some(groups) = reassociation(ir, op) else {
        return Err(op_error(
            ir,
            op,
            "attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes",
        ));
    };
    operand_count_at_least(ir, op, 1)?;
    let src = ir.operand(op, 0);
    let r = one_result(ir, op)?;
    type_constraint(
        ir,
        op,
        "strided memref of any type values",
        0,
        src,
        memref_of(ir, src).is_some_and(|m| is_strided(&m)),
    )?;
    let (Some(s), Some(res)) = (
        memref_of(ir, src),
        memref_of(ir, r).filter(|m| is_strided(m)),
    ) else {
        return result_constraint(ir, op, "strided memref of any type values", r, false)
            .map(|_| None);
    };
    Ok(Some((s, res, groups)))
}

fn verify_collapse_shape(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    operand_count_exact(ir, op, 1)?;
    let Some((src, res, groups)) = reshape_operands(ir, op)? else {
        return Ok(());
    };
    let (r0, r1) = (src.shape.len(), res.shape.len());
    if r0 < r1 {
        return Err(op_error(
            ir,
            op,
            format!(
                "has source rank {r0} and result rank {r1}. This is not a collapse ({r0} < {r1})."
            ),
        ));
    }
    verify_collapsed_shape(ir, op, &res.shape, &src.shape, &groups)?;
    let expected = if is_identity(&src) {
        strided_type(&src, res.shape.clone(), None)
    } else {
        let Some(layout) = collapsed_strides(&src, &groups) else {
            return Err(op_error(
                ir,
                op,
                "invalid source layout map or collapsing non-contiguous dims",
            ));
        };
        strided_type(&src, res.shape.clone(), Some(layout))
    };
    let rt = ir.value_type(ir.results(op)[0]);
    if expected != *rt {
        return Err(op_error(
            ir,
            op,
            format!("expected collapsed type to be '{expected}' but found '{rt}'"),
        ));
    }
    Ok(())
}

/// `%r = memref.expand_shape %src [[..], ..] output_shape [..] [attr-dict] : srcty into resty`
fn parse_expand_shape(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    let reassoc = parse_reassociation(p)?;
    state.add_attr("reassociation", reassoc);
    expect_op_keyword(p, "memref.expand_shape", "output_shape")?;
    let (dyn_ops, statics) = parse_dynamic_index_list(p, "[", "]")?;
    state.add_attr("static_output_shape", i64_array(statics));
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(":")?;
    let st = parse_memref_type(p, "memref.expand_shape", MemRefKind::Ranked)?;
    expect_op_keyword(p, "memref.expand_shape", "into")?;
    let rt = parse_memref_type(p, "memref.expand_shape", MemRefKind::Ranked)?;
    let mut operands = vec![p.resolve_operand(&src, &st)?];
    operands.extend(p.resolve_operands_same(&dyn_ops, &Type::Index)?);
    state.operands = operands;
    state.result_types = vec![rt];
    Ok(())
}

fn print_expand_shape(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let Some((&src, dynamic)) = ir.operands(op).split_first() else {
        return p.write_str(" <<malformed memref.expand_shape>>");
    };
    p.write_str(" ")?;
    p.print_operand(src)?;
    print_reassociation(p, op)?;
    p.write_str(" output_shape ")?;
    let statics = ir
        .attr(op, "static_output_shape")
        .and_then(Attribute::as_dense_i64s)
        .unwrap_or_default();
    print_mixed_list(p, &statics, dynamic)?;
    p.print_optional_attr_dict(op, &["reassociation", "static_output_shape"])?;
    p.write_str(" : ")?;
    p.print_value_types(&[src])?;
    p.write_str(" into ")?;
    p.print_value_types(ir.results(op))
}

fn verify_expand_shape(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some((src, res, groups)) = reshape_operands(ir, op)? else {
        return Ok(());
    };
    index_operands(ir, op, 1, "variadic of index")?;
    let Some(statics) = ir
        .attr(op, "static_output_shape")
        .and_then(Attribute::as_dense_i64s)
    else {
        return Err(op_error(ir, op, "requires attribute 'static_output_shape'"));
    };
    let (r0, r1) = (src.shape.len(), res.shape.len());
    if r0 > r1 {
        return Err(op_error(
            ir,
            op,
            format!(
                "has source rank {r0} and result rank {r1}. This is not an expansion ({r0} > {r1})."
            ),
        ));
    }
    verify_collapsed_shape(ir, op, &src.shape, &res.shape, &groups)?;
    let expected = if is_identity(&src) {
        strided_type(&src, res.shape.clone(), None)
    } else {
        let Some(layout) = expanded_strides(&src, &res.shape, &groups) else {
            return Err(op_error(ir, op, "invalid source layout map"));
        };
        strided_type(&src, res.shape.clone(), Some(layout))
    };
    let rt = ir.value_type(ir.results(op)[0]);
    if expected != *rt {
        return Err(op_error(
            ir,
            op,
            format!("expected expanded type to be '{expected}' but found '{rt}'"),
        ));
    }
    if statics.len() != r1 {
        return Err(op_error(
            ir,
            op,
            format!(
                "expected number of static shape bounds to be equal to the output rank ({r1}) but found {} inputs instead",
                statics.len()
            ),
        ));
    }
    let dynamic = statics.iter().filter(|s| **s == DYNAMIC).count();
    let given = ir.operands(op).len() - 1;
    if given != dynamic {
        return Err(op_error(
            ir,
            op,
            format!(
                "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {given} values"
            ),
        ));
    }
    for (pos, (d, s)) in res.shape.iter().zip(&statics).enumerate() {
        if *d != DYNAMIC && d != s {
            return Err(op_error(
                ir,
                op,
                format!("invalid output shape provided at pos {pos}"),
            ));
        }
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// transpose
// -------------------------------------------------------------------------------------------

/// Parses a permutation map `(i, j) -> (j, i)` (identifiers only) and returns it as
/// `affine_map<(d0, d1) -> (d1, d0)>`.
fn parse_permutation_map(p: &mut Parser<'_>) -> PResult<Attribute> {
    let parse_ids = |p: &mut Parser<'_>| -> PResult<Vec<String>> {
        p.expect("(")?;
        let mut ids = Vec::new();
        if p.eat(")") {
            return Ok(ids);
        }
        loop {
            let loc = p.current_loc();
            let id = p.parse_keyword_any().map_err(|_| {
                p.error_at(
                    &loc,
                    "corolift supports only permutation maps (identifiers) in memref.transpose",
                )
            })?;
            ids.push(id);
            if p.eat(")") {
                return Ok(ids);
            }
            p.expect(",")?;
        }
    };
    let loc = p.current_loc();
    let dims = parse_ids(p)?;
    p.expect("->")?;
    let results = parse_ids(p)?;
    let mut text = String::from("affine_map<(");
    let names: Vec<String> = (0..dims.len()).map(|i| format!("d{i}")).collect();
    text.push_str(&names.join(", "));
    text.push_str(") -> (");
    let mut mapped = Vec::new();
    for r in &results {
        let Some(i) = dims.iter().position(|d| d == r) else {
            return Err(p.error_at(&loc, format!("use of undeclared identifier '{r}'")));
        };
        mapped.push(format!("d{i}"));
    }
    text.push_str(&mapped.join(", "));
    text.push_str(")>");
    Ok(Attribute::Opaque(text.into()))
}

/// The dimension count and result positions of a permutation `affine_map<(d0, …) -> (…)>`
/// (`None` entries for results that are not plain dimensions).
pub(crate) fn permutation_of(attr: &Attribute) -> Option<(usize, Vec<Option<usize>>)> {
    let Attribute::Opaque(text) = attr else {
        return None;
    };
    let body = text.strip_prefix("affine_map<")?.strip_suffix('>')?;
    let (lhs, rhs) = body.split_once("->")?;
    let inside = |s: &str| -> Option<Vec<String>> {
        let s = s.trim().strip_prefix('(')?.strip_suffix(')')?;
        if s.trim().is_empty() {
            return Some(Vec::new());
        }
        Some(s.split(',').map(|x| x.trim().to_owned()).collect())
    };
    // Symbols (`[s0]`) make it no permutation.
    if lhs.contains('[') {
        return None;
    }
    let dims = inside(lhs)?;
    let results = inside(rhs)?;
    let positions = results
        .iter()
        .map(|r| dims.iter().position(|d| d == r))
        .collect();
    Some((dims.len(), positions))
}

/// `%r = memref.transpose %src (d0, d1) -> (d1, d0) [attr-dict] : srcty to resty`
fn parse_transpose(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    let map = parse_permutation_map(p)?;
    state.add_attr("permutation", map);
    p.parse_optional_attr_dict(&mut state.attrs)?;
    parse_type_conversion(
        p,
        state,
        &src,
        ("memref.transpose", "to"),
        (MemRefKind::Ranked, MemRefKind::Any),
    )
}

fn print_transpose(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let Some(&src) = ir.operands(op).first() else {
        return p.write_str(" <<malformed memref.transpose>>");
    };
    p.write_str(" ")?;
    p.print_operand(src)?;
    p.write_str(" ")?;
    // The custom form prints the bare map (no alias), as `OpAsmPrinter << AffineMap` does.
    match ir.attr(op, "permutation") {
        Some(Attribute::Opaque(text)) => {
            let bare = text
                .strip_prefix("affine_map<")
                .and_then(|t| t.strip_suffix('>'))
                .unwrap_or(text);
            p.write_str(bare)?;
        }
        Some(a) => {
            let a = a.clone();
            p.print_attr(&a)?;
        }
        None => {}
    }
    p.print_optional_attr_dict(op, &["permutation"])?;
    p.write_str(" : ")?;
    p.print_value_types(&[src])?;
    p.write_str(" to ")?;
    p.print_value_types(ir.results(op))
}

/// MLIR's `canonicalizeStridedLayout`: the identity layout when the strides are the row-major
/// strides of the shape and the offset is 0, else the layout as the simplified affine map MLIR
/// prints: dimension terms in order (`d0`, `d1 * 3`, `d1 * s1`), a dynamic offset `s0` after the
/// first of them, a static offset last (`affine_map<(d0, d1) -> (d0 + d1 * 3 + 2)>`).
fn canonical_strided(m: &MemRefType) -> MemRefType {
    let mut out = m.clone();
    let Some((strides, offset)) = strides_and_offset(m) else {
        return out;
    };
    let identity = strides_and_offset(&MemRefType {
        layout: None,
        ..m.clone()
    });
    if identity.is_some_and(|(id, _)| id == strides) && offset == 0 {
        out.layout = None;
        return out;
    }
    let dims: Vec<String> = (0..strides.len()).map(|i| format!("d{i}")).collect();
    let mut symbols = Vec::new();
    if offset == DYNAMIC {
        symbols.push("s0".to_owned());
    }
    let mut terms = Vec::new();
    for (i, s) in strides.iter().enumerate() {
        match *s {
            0 => {}
            1 => terms.push(format!("d{i}")),
            DYNAMIC => {
                let sym = format!("s{}", symbols.len());
                terms.push(format!("d{i} * {sym}"));
                symbols.push(sym);
            }
            s => terms.push(format!("d{i} * {s}")),
        }
    }
    if offset == DYNAMIC {
        terms.insert(terms.len().min(1), "s0".to_owned());
    } else if offset != 0 || terms.is_empty() {
        terms.push(offset.to_string());
    }
    let syms = if symbols.is_empty() {
        String::new()
    } else {
        format!("[{}]", symbols.join(", "))
    };
    out.layout = Some(Attribute::Opaque(
        format!(
            "affine_map<({}){syms} -> ({})>",
            dims.join(", "),
            terms.join(" + ")
        )
        .into(),
    ));
    out
}

fn verify_transpose(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    operand_count_exact(ir, op, 1)?;
    let src = ir.operand(op, 0);
    let r = one_result(ir, op)?;
    type_constraint(
        ir,
        op,
        "strided memref of any type values",
        0,
        src,
        memref_of(ir, src).is_some_and(|m| is_strided(&m)),
    )?;
    let Some(res) = memref_of(ir, r).filter(|m| is_strided(m)) else {
        return result_constraint(ir, op, "strided memref of any type values", r, false);
    };
    let Some(map) = ir.attr(op, "permutation") else {
        return Err(op_error(ir, op, "requires attribute 'permutation'"));
    };
    let Some((ndims, positions)) = permutation_of(map) else {
        return Err(op_error(ir, op, "expected a permutation map"));
    };
    let mut seen = vec![false; ndims];
    let is_perm = positions.len() == ndims
        && positions.iter().all(|p| match p {
            Some(i) if !seen[*i] => {
                seen[*i] = true;
                true
            }
            _ => false,
        });
    if !is_perm {
        return Err(op_error(ir, op, "expected a permutation map"));
    }
    let Some(srcm) = memref_of(ir, src) else {
        return Ok(());
    };
    if ndims != srcm.shape.len() {
        return Err(op_error(
            ir,
            op,
            "expected a permutation map of same rank as the input",
        ));
    }
    let Some((strides, offset)) = strides_and_offset(&srcm) else {
        return Ok(());
    };
    let perm: Vec<usize> = positions.into_iter().flatten().collect();
    let expected = MemRefType {
        shape: perm.iter().map(|i| srcm.shape[*i]).collect(),
        elem: srcm.elem.clone(),
        layout: Some(Attribute::Strided {
            strides: perm.iter().map(|i| strides[*i]).collect(),
            offset,
        }),
        memory_space: srcm.memory_space.clone(),
    };
    // Canonical strided forms are equal exactly when shapes, element types, memory spaces,
    // strides and offsets are (a dynamic entry matches only a dynamic one).
    let same = res.shape == expected.shape
        && res.elem == expected.elem
        && res.memory_space == expected.memory_space
        && strides_and_offset(&res) == strides_and_offset(&expected);
    let expected = canonical_strided(&expected);
    if !same {
        let rt = ir.value_type(r);
        let et = Type::MemRef(Arc::new(expected));
        return Err(op_error(
            ir,
            op,
            format!(
                "result type '{rt}' is not equivalent to the canonical transposed input type '{et}'"
            ),
        ));
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// view
// -------------------------------------------------------------------------------------------

/// `%r = memref.view %src[%byte_shift][%sizes…] [attr-dict] : memref<?xi8> to resty`
fn parse_view(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    p.expect("[")?;
    let shift = p.parse_operand()?;
    p.expect("]")?;
    let sizes = parse_index_list(p)?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(":")?;
    let st = parse_memref_type(p, "memref.view", MemRefKind::Ranked)?;
    expect_op_keyword(p, "memref.view", "to")?;
    let rt = parse_memref_type(p, "memref.view", MemRefKind::Ranked)?;
    let mut operands = vec![
        p.resolve_operand(&src, &st)?,
        p.resolve_operand(&shift, &Type::Index)?,
    ];
    operands.extend(p.resolve_operands_same(&sizes, &Type::Index)?);
    state.operands = operands;
    state.result_types = vec![rt];
    Ok(())
}

fn print_view(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let [src, shift, sizes @ ..] = ir.operands(op) else {
        return p.write_str(" <<malformed memref.view>>");
    };
    p.write_str(" ")?;
    p.print_operand(*src)?;
    p.write_str("[")?;
    p.print_operand(*shift)?;
    p.write_str("]")?;
    print_index_list(p, sizes)?;
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : ")?;
    p.print_value_types(&[*src])?;
    p.write_str(" to ")?;
    p.print_value_types(ir.results(op))
}

fn verify_view(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    operand_count_at_least(ir, op, 2)?;
    let src = ir.operand(op, 0);
    let ok = matches!(ir.value_type(src), Type::MemRef(m)
        if m.shape.len() == 1 && m.elem.is_int_of_width(8));
    type_constraint(
        ir,
        op,
        "1D memref of 8-bit signless integer values",
        0,
        src,
        ok,
    )?;
    type_constraint(
        ir,
        op,
        "index",
        1,
        ir.operand(op, 1),
        *ir.value_type(ir.operand(op, 1)) == Type::Index,
    )?;
    index_operands(ir, op, 2, "variadic of index")?;
    let r = one_result(ir, op)?;
    let Some(view) = memref_of(ir, r) else {
        return result_constraint(ir, op, "memref of any type values", r, false);
    };
    let Some(base) = memref_of(ir, src) else {
        return Ok(());
    };
    let (bt, vt) = (ir.value_type(src), ir.value_type(r));
    if !is_identity(&base) {
        return Err(plain_error(
            ir,
            op,
            format!("unsupported map for base memref type '{bt}'"),
        ));
    }
    if !is_identity(&view) {
        return Err(plain_error(
            ir,
            op,
            format!("unsupported map for result memref type '{vt}'"),
        ));
    }
    if base.memory_space != view.memory_space {
        return Err(plain_error(
            ir,
            op,
            format!(
                "different memory spaces specified for base memref type '{bt}' and view memref type '{vt}'"
            ),
        ));
    }
    let dynamic = view.shape.iter().filter(|d| **d == DYNAMIC).count();
    let given = ir.operands(op).len() - 2;
    if given != dynamic {
        return Err(op_error(
            ir,
            op,
            format!("incorrect number of dynamic sizes, has {given}, expected {dynamic}"),
        ));
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// memory_space_cast
// -------------------------------------------------------------------------------------------

/// `%r = memref.memory_space_cast %src [attr-dict] : srcty to resty`
fn parse_memory_space_cast(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    parse_type_conversion(
        p,
        state,
        &src,
        ("memref.memory_space_cast", "to"),
        (MemRefKind::Base, MemRefKind::Base),
    )
}

fn print_memory_space_cast(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let Some(&src) = ir.operands(op).first() else {
        return p.write_str(" <<malformed memref.memory_space_cast>>");
    };
    p.write_str(" ")?;
    p.print_operand(src)?;
    p.print_optional_attr_dict(op, &[])?;
    print_type_conversion(p, op, src, "to")
}

/// Whether two memref types differ at most in their memory space (`memory_space_cast`'s
/// `areCastCompatible`).
fn memory_space_compatible(a: &Type, b: &Type) -> bool {
    match (a, b) {
        (Type::MemRef(x), Type::MemRef(y)) => {
            x.shape == y.shape && x.elem == y.elem && x.layout == y.layout
        }
        (Type::UnrankedMemRef(x), Type::UnrankedMemRef(y)) => x.0 == y.0,
        _ => false,
    }
}

fn verify_memory_space_cast(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    operand_count_exact(ir, op, 1)?;
    let src = ir.operand(op, 0);
    let r = one_result(ir, op)?;
    let (a, b) = (ir.value_type(src), ir.value_type(r));
    type_constraint(
        ir,
        op,
        "ranked or unranked memref of any type values",
        0,
        src,
        matches!(a, Type::MemRef(_) | Type::UnrankedMemRef(_)),
    )?;
    result_constraint(
        ir,
        op,
        "ranked or unranked memref of any type values",
        r,
        matches!(b, Type::MemRef(_) | Type::UnrankedMemRef(_)),
    )?;
    if !memory_space_compatible(a, b) {
        return Err(op_error(
            ir,
            op,
            format!("operand type '{a}' and result type '{b}' are cast incompatible"),
        ));
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// assume_alignment
// -------------------------------------------------------------------------------------------

/// `%r = memref.assume_alignment %m, 16 [attr-dict] : memref<…>` (result type = operand type)
fn parse_assume_alignment(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let m = p.parse_operand()?;
    p.expect(",")?;
    let v = parse_op_integer(p, "memref.assume_alignment")?;
    state.add_attr("alignment", Attribute::int(v, Type::i32()));
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(":")?;
    let ty = parse_memref_type(p, "memref.assume_alignment", MemRefKind::Ranked)?;
    state.operands = vec![p.resolve_operand(&m, &ty)?];
    state.result_types = vec![ty];
    Ok(())
}

fn print_assume_alignment(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let Some(&m) = ir.operands(op).first() else {
        return p.write_str(" <<malformed memref.assume_alignment>>");
    };
    p.write_str(" ")?;
    p.print_operand(m)?;
    let align = ir
        .attr(op, "alignment")
        .and_then(Attribute::as_int)
        .unwrap_or(0);
    write!(p, ", {align}")?;
    p.print_optional_attr_dict(op, &["alignment"])?;
    p.write_str(" : ")?;
    p.print_value_types(&[m])
}

fn verify_assume_alignment(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    operand_count_exact(ir, op, 1)?;
    let m = ir.operand(op, 0);
    let r = one_result(ir, op)?;
    type_constraint(
        ir,
        op,
        "memref of any type values",
        0,
        m,
        memref_of(ir, m).is_some(),
    )?;
    if ir.attr(op, "alignment").is_none() {
        return Err(op_error(ir, op, "requires attribute 'alignment'"));
    }
    let ok = matches!(ir.attr(op, "alignment"), Some(Attribute::Integer { value, ty })
        if ty.is_int_of_width(32) && *value > 0);
    if !ok {
        return Err(op_error(
            ir,
            op,
            "attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive",
        ));
    }
    let align = ir
        .attr(op, "alignment")
        .and_then(Attribute::as_int)
        .unwrap_or(1);
    if align & (align - 1) != 0 {
        return Err(op_error(ir, op, "alignment must be power of 2"));
    }
    if ir.value_type(r) != ir.value_type(m) {
        return Err(op_error(
            ir,
            op,
            "failed to verify that all of {memref, result} have same type",
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn permutation_maps_decode() {
        let a = Attribute::Opaque("affine_map<(d0, d1, d2) -> (d2, d0, d1)>".into());
        assert_eq!(
            permutation_of(&a),
            Some((3, vec![Some(2), Some(0), Some(1)]))
        );
    }

    #[test]
    fn expanded_strides_follow_mlir_example() {
        let src = MemRefType {
            shape: vec![2, 5, 24],
            elem: Type::f32(),
            layout: Some(Attribute::Strided {
                strides: vec![10000, 1, 100].into(),
                offset: 0,
            }),
            memory_space: None,
        };
        let groups = vec![vec![0], vec![1], vec![2, 3, 4]];
        let (strides, _) = expanded_strides(&src, &[2, 5, 4, 3, 2], &groups).unwrap();
        assert_eq!(strides, vec![10000, 1, 600, 200, 100]);
    }
}
