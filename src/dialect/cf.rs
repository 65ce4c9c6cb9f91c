//! The `cf` dialect: unstructured control flow (`cf.br`, `cf.cond_br`, `cf.switch`) and
//! `cf.assert`.
//!
//! # Successor operands
//!
//! A branch op passes some of its operands to each successor block. Which ones is encoded
//! per op (`cf.cond_br` uses `operandSegmentSizes`, `cf.switch` also `case_operand_segments`);
//! generic code must not guess. Use:
//!
//! * [`successor_operands`] — the values passed to successor `i` (what the verifier compares
//!   with the block arguments, and what CFG passes forward);
//! * [`successor_operand_range`] — the same as operand indices;
//! * [`set_successor_operands`] — replaces the values passed to one successor, keeping the
//!   segment attributes consistent (for passes that add or remove block arguments).
//!
//! Successor operand counts and types are checked against the target block arguments by each
//! branch op's verifier, with mlir-opt's (unprefixed) messages
//! `branch has N operands for successor #i, but target block has M` and
//! `type mismatch for bb argument #j of successor #i`.

pub mod canonicalize;

use std::fmt::{self, Write as _};
use std::ops::Range;
use std::sync::Arc;

use super::common::{
    check_num_operands, check_num_results, check_num_successors, check_operand, expect_op_keyword,
    parse_op_integer,
};
use super::{OpDef, Traits, op_error};
use crate::diag::Diagnostic;
use crate::ir::{Attribute, DenseElements, Ir, OpId, OperationState, Type, Value, VectorType};
use crate::parse::{PResult, Parser};
use crate::print::OpPrinter;

/// Ops of the `cf` dialect.
pub const OPS: &[OpDef] = &[
    OpDef {
        parse: Some(parse_br),
        print: Some(print_br),
        verify: Some(verify_br),
        canonicalize: canonicalize::BR_PATTERNS,
        ..OpDef::new("cf.br", Traits::TERMINATOR.union(Traits::PURE))
    },
    OpDef {
        inherent_attrs: &["branch_weights", "operandSegmentSizes"],
        parse: Some(parse_cond_br),
        print: Some(print_cond_br),
        verify: Some(verify_cond_br),
        canonicalize: canonicalize::COND_BR_PATTERNS,
        ..OpDef::new("cf.cond_br", Traits::TERMINATOR.union(Traits::PURE))
    },
    OpDef {
        inherent_attrs: &[
            "case_operand_segments",
            "case_values",
            "operandSegmentSizes",
        ],
        parse: Some(parse_switch),
        print: Some(print_switch),
        verify: Some(verify_switch),
        ..OpDef::new("cf.switch", Traits::TERMINATOR.union(Traits::PURE))
    },
    OpDef {
        inherent_attrs: &["msg"],
        parse: Some(parse_assert),
        print: Some(print_assert),
        verify: Some(verify_assert),
        ..OpDef::new("cf.assert", Traits::NONE)
    },
];

/// Hook for generic-form input: mlir-opt materialises a missing `operandSegmentSizes` of
/// `cf.cond_br` as `array<i32: 0, 0, 0>` (which the verifier then rejects). Nothing else of
/// cf has default-valued properties.
pub fn normalize(state: &mut OperationState) {
    if state.name.as_str() == "cf.cond_br" && state.attr("operandSegmentSizes").is_none() {
        state.add_attr(
            "operandSegmentSizes",
            Attribute::dense_i32_array(&[0, 0, 0]),
        );
    }
}

// -------------------------------------------------------------------------------------------
// Successor operands (public API for the verifier and passes)
// -------------------------------------------------------------------------------------------

/// The i32 dense array `name` of `op` as `usize`s (`None` if absent, malformed or negative).
fn segments(ir: &Ir, op: OpId, name: &str) -> Option<Vec<usize>> {
    ir.attr(op, name)?
        .as_dense_i64s()?
        .into_iter()
        .map(|v| usize::try_from(v).ok())
        .collect()
}

/// The operand indices of `op` that are forwarded to successor `succ_index` as block
/// arguments, for `cf.br`, `cf.cond_br` and `cf.switch`.
///
/// Returns `None` for other ops, for a successor index out of range, and for malformed
/// segment attributes (the verifier reports those). The range is always within the operand
/// list when `Some`.
pub fn successor_operand_range(ir: &Ir, op: OpId, succ_index: usize) -> Option<Range<usize>> {
    let n = ir.operands(op).len();
    if succ_index >= ir.successors(op).len() {
        return None;
    }
    let range = match ir.name(op).as_str() {
        "cf.br" => 0..n,
        "cf.cond_br" => {
            let segs = segments(ir, op, "operandSegmentSizes")?;
            let [cond, t, f] = segs.as_slice() else {
                return None;
            };
            if succ_index == 0 {
                *cond..cond + t
            } else {
                cond + t..cond + t + f
            }
        }
        "cf.switch" => {
            let segs = segments(ir, op, "operandSegmentSizes")?;
            let [flag, default, _] = segs.as_slice() else {
                return None;
            };
            if succ_index == 0 {
                *flag..flag + default
            } else {
                let cases = segments(ir, op, "case_operand_segments")?;
                let before: usize = cases.get(..succ_index - 1)?.iter().sum();
                let start = flag + default + before;
                start..start + cases.get(succ_index - 1)?
            }
        }
        _ => return None,
    };
    (range.end <= n).then_some(range)
}

/// The values `op` (`cf.br`, `cf.cond_br` or `cf.switch`) passes to its successor number
/// `succ_index`, in block-argument order.
///
/// Empty for ops that pass nothing to their successors or are not cf branches (for example
/// `async.coro.suspend`), and when the op is malformed (the verifier reports that case).
pub fn successor_operands(ir: &Ir, op: OpId, succ_index: usize) -> Vec<Value> {
    successor_operand_range(ir, op, succ_index)
        .and_then(|r| ir.operands(op).get(r).map(<[Value]>::to_vec))
        .unwrap_or_default()
}

/// Replaces the values `op` (`cf.br`, `cf.cond_br` or `cf.switch`) passes to successor
/// `succ_index` by `values`, updating `operandSegmentSizes` / `case_operand_segments`.
/// Returns false (and changes nothing) for other ops or a malformed op.
pub fn set_successor_operands(ir: &mut Ir, op: OpId, succ_index: usize, values: &[Value]) -> bool {
    let Some(range) = successor_operand_range(ir, op, succ_index) else {
        return false;
    };
    let old_len = range.len();
    let mut operands = ir.operands(op).to_vec();
    operands.splice(range, values.iter().copied());
    let delta = values.len() as i64 - old_len as i64;
    match ir.name(op).as_str() {
        "cf.cond_br" | "cf.switch" => {
            let Some(mut segs) = ir
                .attr(op, "operandSegmentSizes")
                .and_then(Attribute::as_dense_i64s)
            else {
                return false;
            };
            let seg = if succ_index == 0 { 1 } else { 2 };
            segs[seg] += delta;
            ir.set_attr(op, "operandSegmentSizes", Attribute::dense_i32_array(&segs));
            if ir.is(op, "cf.switch") && succ_index > 0 {
                let Some(mut cases) = ir
                    .attr(op, "case_operand_segments")
                    .and_then(Attribute::as_dense_i64s)
                else {
                    return false;
                };
                cases[succ_index - 1] += delta;
                ir.set_attr(
                    op,
                    "case_operand_segments",
                    Attribute::dense_i32_array(&cases),
                );
            }
        }
        _ => {}
    }
    ir.set_operands(op, operands);
    true
}

/// Checks every successor's operands against the target block's arguments (count, then
/// types), with mlir-opt's messages.
fn verify_successor_operands(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    for (i, &succ) in ir.successors(op).iter().enumerate() {
        let values = successor_operands(ir, op, i);
        let args = ir.block_args(succ);
        if values.len() != args.len() {
            return Err(Diagnostic::error(
                ir.loc(op).clone(),
                format!(
                    "branch has {} operands for successor #{i}, but target block has {}",
                    values.len(),
                    args.len()
                ),
            ));
        }
        for (j, (v, a)) in values.iter().zip(args).enumerate() {
            if ir.value_type(*v) != ir.value_type(*a) {
                return Err(Diagnostic::error(
                    ir.loc(op).clone(),
                    format!("type mismatch for bb argument #{j} of successor #{i}"),
                ));
            }
        }
    }
    Ok(())
}

/// Checks `operandSegmentSizes` (3 segments summing to the operand count); a missing
/// attribute counts as all zeros, as in mlir-opt.
fn verify_operand_segments(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let segs = ir
        .attr(op, "operandSegmentSizes")
        .and_then(Attribute::as_dense_i64s)
        .unwrap_or_else(|| vec![0, 0, 0]);
    if segs.len() != 3 {
        let attr = ir
            .attr(op, "operandSegmentSizes")
            .map(ToString::to_string)
            .unwrap_or_default();
        return Err(Diagnostic::error(
            ir.loc(op).clone(),
            format!(
                "invalid properties {{operandSegmentSizes = {attr}}} for op {}: size mismatch in attribute conversion: {} vs 3",
                ir.name(op),
                segs.len()
            ),
        ));
    }
    let total: i64 = segs.iter().sum();
    let n = ir.operands(op).len();
    if segs.iter().any(|s| *s < 0) || total != n as i64 {
        return Err(op_error(
            ir,
            op,
            format!(
                "operand count ({n}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'"
            ),
        ));
    }
    Ok(())
}

/// Whether `t` is `i1` ("1-bit signless integer").
fn is_i1(t: &Type) -> bool {
    t.is_int_of_width(1)
}

// -------------------------------------------------------------------------------------------
// cf.br
// -------------------------------------------------------------------------------------------

/// `cf.br ^bb1(%a, %b : i32, f32) {attrs}?` (no parentheses without operands).
fn parse_br(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let (dest, args) = p.parse_successor_and_use_list()?;
    state.successors.push(dest);
    state.operands = args;
    p.parse_optional_attr_dict(&mut state.attrs)
}

fn print_br(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    if let Some(&dest) = ir.successors(op).first() {
        p.write_str(" ")?;
        p.print_successor_and_use_list(dest, ir.operands(op))?;
    }
    p.print_optional_attr_dict(op, &[])
}

fn verify_br(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_results(ir, op, 0)?;
    check_num_successors(ir, op, 1)?;
    verify_successor_operands(ir, op)
}

// -------------------------------------------------------------------------------------------
// cf.cond_br
// -------------------------------------------------------------------------------------------

/// `cf.cond_br %c [weights([1, 99])], ^t(%a : i32), ^f {attrs}?` — properties
/// `operandSegmentSizes = array<i32: 1, #true operands, #false operands>` and optional
/// `branch_weights = array<i32: t, f>`.
fn parse_cond_br(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let cond = p.parse_operand()?;
    if p.eat_keyword("weights") {
        p.expect("(")?;
        p.expect("[")?;
        let mut weights = Vec::new();
        if !p.eat("]") {
            loop {
                let loc = p.current_loc();
                let w = parse_op_integer(p, "cf.cond_br")?;
                let w = i32::try_from(w)
                    .map_err(|_| Diagnostic::error(loc, "integer constant out of range"))?;
                weights.push(i64::from(w));
                if p.eat("]") {
                    break;
                }
                p.expect(",")?;
            }
        }
        p.expect(")")?;
        state.add_attr("branch_weights", Attribute::dense_i32_array(&weights));
    }
    p.expect(",")?;
    let (t, t_args) = p.parse_successor_and_use_list()?;
    p.expect(",")?;
    let (f, f_args) = p.parse_successor_and_use_list()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let cond = p.resolve_operand(&cond, &Type::i1())?;
    state.add_attr(
        "operandSegmentSizes",
        Attribute::dense_i32_array(&[1, t_args.len() as i64, f_args.len() as i64]),
    );
    state.operands = vec![cond];
    state.operands.extend(t_args);
    state.operands.extend(f_args);
    state.successors = vec![t, f];
    Ok(())
}

fn print_cond_br(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    if let Some(&cond) = ir.operands(op).first() {
        p.print_operand(cond)?;
    }
    if let Some(w) = ir
        .attr(op, "branch_weights")
        .and_then(Attribute::as_dense_i64s)
    {
        let list: Vec<String> = w.iter().map(i64::to_string).collect();
        write!(p, " weights([{}])", list.join(", "))?;
    }
    for (i, &succ) in ir.successors(op).iter().enumerate() {
        p.write_str(", ")?;
        let args = successor_operands(ir, op, i);
        p.print_successor_and_use_list(succ, &args)?;
    }
    p.print_optional_attr_dict(op, &["branch_weights", "operandSegmentSizes"])
}

fn verify_cond_br(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_results(ir, op, 0)?;
    check_num_successors(ir, op, 2)?;
    verify_operand_segments(ir, op)?;
    check_operand(ir, op, 0, is_i1, "1-bit signless integer")?;
    if let Some(w) = ir
        .attr(op, "branch_weights")
        .and_then(Attribute::as_dense_i64s)
        && w.len() != 2
    {
        return Err(Diagnostic::error(
            ir.loc(op).clone(),
            format!(
                "expects number of branch weights to match number of successors: {} vs 2",
                w.len()
            ),
        ));
    }
    verify_successor_operands(ir, op)
}

// -------------------------------------------------------------------------------------------
// cf.switch
// -------------------------------------------------------------------------------------------

/// Truncates `v` to `width` bits and sign-extends it back (APInt semantics of case values).
fn wrap_to_width(v: i128, width: u32) -> i128 {
    if width == 0 || width >= 128 {
        return v;
    }
    let shift = 128 - width;
    (v << shift) >> shift
}

/// ```text
/// cf.switch %flag : i32, [
///   default: ^bb1(%a : i32),
///   42: ^bb2,
///   -1: ^bb3(%b, %c : i32, f32)
/// ] {attrs}?
/// ```
/// Case values are wrapped to the flag's width (mlir prints them unsigned:
/// `-1 : i32` → `4294967295`). Properties: `case_values = dense<[…]> : vector<Nxi32>` (absent
/// without cases), `case_operand_segments = array<i32: …>` (one entry per case) and
/// `operandSegmentSizes = array<i32: 1, #default operands, #case operands>`.
fn parse_switch(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let flag = p.parse_operand()?;
    p.expect(":")?;
    let ty_loc = p.current_loc();
    let ty = p.parse_type()?;
    let Type::Integer { width, .. } = ty else {
        return Err(Diagnostic::error(
            ty_loc,
            format!(
                "custom op 'cf.switch' invalid kind of type specified: expected builtin.integer, but found '{ty}'"
            ),
        ));
    };
    p.expect(",")?;
    p.expect("[")?;
    expect_op_keyword(p, "cf.switch", "default")?;
    p.expect(":")?;
    let (default, default_args) = p.parse_successor_and_use_list()?;
    let mut values = Vec::new();
    let mut case_dests = Vec::new();
    let mut case_args = Vec::new();
    let mut case_segments = Vec::new();
    while p.eat(",") {
        let v = parse_op_integer(p, "cf.switch")?;
        p.expect(":")?;
        let (dest, args) = p.parse_successor_and_use_list()?;
        values.push(wrap_to_width(v, width));
        case_dests.push(dest);
        case_segments.push(args.len() as i64);
        case_args.extend(args);
    }
    p.expect("]")?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let flag = p.resolve_operand(&flag, &ty)?;
    if !values.is_empty() {
        let vty = Type::Vector(Arc::new(VectorType {
            shape: vec![values.len() as i64],
            scalable: vec![false],
            elem: ty.clone(),
        }));
        state.add_attr(
            "case_values",
            Attribute::Dense {
                data: Arc::new(DenseElements::Ints(values)),
                ty: vty,
            },
        );
    }
    state.add_attr(
        "case_operand_segments",
        Attribute::dense_i32_array(&case_segments),
    );
    state.add_attr(
        "operandSegmentSizes",
        Attribute::dense_i32_array(&[1, default_args.len() as i64, case_args.len() as i64]),
    );
    state.operands = vec![flag];
    state.operands.extend(default_args);
    state.operands.extend(case_args);
    state.successors = vec![default];
    state.successors.extend(case_dests);
    Ok(())
}

/// The case values of a `cf.switch` (empty when absent).
pub fn case_values(ir: &Ir, op: OpId) -> Vec<i128> {
    match ir.attr(op, "case_values") {
        Some(Attribute::Dense { data, ty }) => match &**data {
            DenseElements::Ints(v) => {
                let count = match ty {
                    Type::Vector(vt) => vt.shape.iter().product::<i64>(),
                    Type::Tensor(t) => t.0.iter().product::<i64>(),
                    _ => v.len() as i64,
                };
                // A splat stores one element for the whole shape.
                if v.len() == 1 && count > 1 {
                    vec![v[0]; usize::try_from(count).unwrap_or(0)]
                } else {
                    v.clone()
                }
            }
            _ => Vec::new(),
        },
        _ => Vec::new(),
    }
}

fn print_switch(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let Some(&flag) = ir.operands(op).first() else {
        return Ok(());
    };
    let flag_ty = ir.value_type(flag);
    p.write_str(" ")?;
    p.print_operand(flag)?;
    p.write_str(" : ")?;
    p.print_type(flag_ty)?;
    p.write_str(", [")?;
    p.print_newline();
    p.write_str("  default: ")?;
    if let Some(&default) = ir.successors(op).first() {
        let args = successor_operands(ir, op, 0);
        p.print_successor_and_use_list(default, &args)?;
    }
    if ir.attr(op, "case_values").is_some() {
        let values = case_values(ir, op);
        let width = match flag_ty {
            Type::Integer { width, .. } => *width,
            _ => 64,
        };
        for (i, &succ) in ir.successors(op).iter().enumerate().skip(1) {
            p.write_str(",")?;
            p.print_newline();
            let v = values.get(i - 1).copied().unwrap_or(0);
            let unsigned = if width < 128 {
                (v as u128) & ((1u128 << width) - 1)
            } else {
                v as u128
            };
            write!(p, "  {unsigned}: ")?;
            let args = successor_operands(ir, op, i);
            p.print_successor_and_use_list(succ, &args)?;
        }
        p.print_newline();
    }
    p.write_str("]")?;
    p.print_optional_attr_dict(
        op,
        &[
            "case_operand_segments",
            "case_values",
            "operandSegmentSizes",
        ],
    )
}

fn verify_switch(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_results(ir, op, 0)?;
    if ir.successors(op).is_empty() {
        return Err(op_error(
            ir,
            op,
            "requires at least 1 successor but found 0",
        ));
    }
    let Some(cases) = ir
        .attr(op, "case_operand_segments")
        .and_then(Attribute::as_dense_i64s)
    else {
        return Err(op_error(
            ir,
            op,
            "requires attribute 'case_operand_segments'",
        ));
    };
    verify_operand_segments(ir, op)?;
    let segs = segments(ir, op, "operandSegmentSizes").unwrap_or_default();
    let case_total: i64 = cases.iter().sum();
    let case_operands = segs.get(2).copied().unwrap_or(0);
    if cases.iter().any(|c| *c < 0) || case_total != case_operands as i64 {
        return Err(op_error(
            ir,
            op,
            format!(
                "caseOperands count ({case_operands}) does not match with the total size ({case_total}) specified in attribute 'case_operand_segments'"
            ),
        ));
    }
    check_operand(ir, op, 0, Type::is_integer, "integer")?;
    let n_dests = ir.successors(op).len() - 1;
    let n_values = case_values(ir, op).len();
    if n_values != n_dests {
        return Err(op_error(
            ir,
            op,
            format!(
                "number of case values ({n_values}) should match number of case destinations ({n_dests})"
            ),
        ));
    }
    if let Some(Attribute::Dense { ty, .. }) = ir.attr(op, "case_values") {
        let flag_ty = ir.value_type(ir.operand(op, 0));
        let elem = ty.element_type_or_self();
        if elem != flag_ty {
            return Err(op_error(
                ir,
                op,
                format!("'flag' type ('{flag_ty}') should match case value type ('{elem}')"),
            ));
        }
    }
    if cases.len() < n_dests {
        return Err(op_error(
            ir,
            op,
            format!(
                "number of case operand segments ({}) should match number of case destinations ({n_dests})",
                cases.len()
            ),
        ));
    }
    verify_successor_operands(ir, op)
}

// -------------------------------------------------------------------------------------------
// cf.assert
// -------------------------------------------------------------------------------------------

/// `cf.assert %cond, "message" {attrs}?` (property `msg`).
fn parse_assert(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let cond = p.parse_operand()?;
    p.expect(",")?;
    let msg = p.parse_string()?;
    state.add_attr("msg", Attribute::string(&msg));
    p.parse_optional_attr_dict(&mut state.attrs)?;
    state.operands = vec![p.resolve_operand(&cond, &Type::i1())?];
    Ok(())
}

fn print_assert(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    p.print_operands(ir.operands(op))?;
    p.write_str(", ")?;
    match ir.attr(op, "msg") {
        Some(m) => p.print_attr(m)?,
        None => p.write_str("\"\"")?,
    }
    p.print_optional_attr_dict(op, &["msg"])
}

fn verify_assert(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_num_results(ir, op, 0)?;
    if ir.attr(op, "msg").and_then(Attribute::as_str).is_none() {
        return Err(op_error(ir, op, "requires attribute 'msg'"));
    }
    check_num_operands(ir, op, 1)?;
    check_operand(ir, op, 0, is_i1, "1-bit signless integer")
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::parse::parse_source;

    const SRC: &str = r#"
func.func @f(%c: i1, %i: i32, %a: i32, %b: f32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%a, %b : i32, f32)
^bb1(%x: i32):
  cf.switch %i : i32, [
    default: ^bb1(%x : i32),
    1: ^bb3,
    2: ^bb2(%x, %b : i32, f32)
  ]
^bb2(%p: i32, %q: f32):
  cf.br ^bb1(%p : i32)
^bb3:
  return
}
"#;

    /// The terminators of the function's blocks, in order.
    fn terminators(ir: &Ir, top: OpId) -> Vec<OpId> {
        let func = ir.body_ops(top)[0];
        let region = ir.region(func, 0);
        ir.region_blocks(region)
            .iter()
            .filter_map(|b| ir.last_op(*b))
            .collect()
    }

    #[test]
    fn successor_operands_follow_segments() {
        let m = parse_source(SRC, &Arc::from("t.mlir")).expect("parses");
        let ir = &m.ir;
        let terms = terminators(ir, m.top);
        let (cond_br, switch, br) = (terms[0], terms[1], terms[2]);
        let ops = ir.operands(cond_br).to_vec();
        assert_eq!(successor_operands(ir, cond_br, 0), vec![ops[1]]);
        assert_eq!(successor_operands(ir, cond_br, 1), vec![ops[2], ops[3]]);
        let ops = ir.operands(switch).to_vec();
        assert_eq!(successor_operands(ir, switch, 0), vec![ops[1]]);
        assert!(successor_operands(ir, switch, 1).is_empty());
        assert_eq!(successor_operands(ir, switch, 2), vec![ops[2], ops[3]]);
        assert_eq!(successor_operand_range(ir, switch, 2), Some(2..4));
        assert_eq!(successor_operand_range(ir, switch, 3), None);
        assert_eq!(successor_operands(ir, br, 0), ir.operands(br).to_vec());
        for op in terms {
            if let Some(verify) =
                crate::dialect::lookup(ir.name(op).as_str()).and_then(|d| d.verify)
            {
                verify(ir, op).expect("verifies");
            }
        }
    }

    #[test]
    fn set_successor_operands_updates_segments() {
        let mut m = parse_source(SRC, &Arc::from("t.mlir")).expect("parses");
        let terms = terminators(&m.ir, m.top);
        let (cond_br, switch) = (terms[0], terms[1]);
        let a = m.ir.operand(cond_br, 1);
        assert!(set_successor_operands(&mut m.ir, cond_br, 0, &[]));
        assert!(set_successor_operands(&mut m.ir, cond_br, 1, &[a]));
        assert_eq!(
            m.ir.attr(cond_br, "operandSegmentSizes")
                .and_then(Attribute::as_dense_i64s),
            Some(vec![1, 0, 1])
        );
        assert_eq!(successor_operands(&m.ir, cond_br, 1), vec![a]);
        assert!(set_successor_operands(&mut m.ir, switch, 1, &[a, a]));
        assert_eq!(
            m.ir.attr(switch, "case_operand_segments")
                .and_then(Attribute::as_dense_i64s),
            Some(vec![2, 2])
        );
        assert_eq!(
            m.ir.attr(switch, "operandSegmentSizes")
                .and_then(Attribute::as_dense_i64s),
            Some(vec![1, 1, 4])
        );
        assert_eq!(successor_operands(&m.ir, switch, 1), vec![a, a]);
        assert_eq!(successor_operand_range(&m.ir, switch, 2), Some(4..6));
    }
}
