//! The part of the `transform` dialect upstream's vector integration tests use: a schedule
//! (`transform.named_sequence @__transform_main`) that matches `func.func` ops and applies
//! vector *lowering* pattern sets to them.
//!
//! ```mlir
//! module attributes {transform.with_named_sequence} {
//!   transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
//!     %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
//!     transform.apply_patterns to %f {
//!       transform.apply_patterns.vector.lower_transpose lowering_strategy = "shuffle_16x16"
//!     } : !transform.any_op
//!     transform.yield
//!   }
//! }
//! ```
//!
//! The pattern descriptors (`transform.apply_patterns.vector.*`) are parsed generically: any
//! `keyword = attribute` pairs, then an attribute dictionary. What the schedule means is
//! decided by the `transform-interpreter` pass (`passes/transform_interpreter.rs`).
//!
//! The custom forms print as mlir-opt-22 prints them (enum options of a pattern set bare:
//! `lowering_strategy = shuffle_16x16`); the generic form does not add the properties
//! mlir-opt-22 fills in with their defaults.

use std::fmt::{self, Write as _};

use super::common::{parse_return_like, print_return_like};
use super::function_interface::function_like_op;
use super::{OpDef, Traits};
use crate::ir::{Attribute, OpId, OperationState};
use crate::parse::{PResult, Parser};
use crate::print::OpPrinter;

/// The pattern-set descriptors `transform.apply_patterns` regions may hold: lowerings of
/// vector ops that corolift's code generation compiles directly.
pub const VECTOR_PATTERN_SETS: &[&str] = &[
    "transform.apply_patterns.vector.lower_transpose",
    "transform.apply_patterns.vector.lower_contraction",
    "transform.apply_patterns.vector.lower_outerproduct",
    "transform.apply_patterns.vector.lower_broadcast",
    "transform.apply_patterns.vector.lower_shape_cast",
    "transform.apply_patterns.vector.lower_masks",
    "transform.apply_patterns.vector.lower_masked_transfers",
    "transform.apply_patterns.vector.lower_multi_reduction",
    "transform.apply_patterns.vector.lower_scan",
    "transform.apply_patterns.vector.lower_gather",
    "transform.apply_patterns.vector.lower_interleave",
    "transform.apply_patterns.vector.lower_bitcast",
    "transform.apply_patterns.vector.lower_create_mask",
    "transform.apply_patterns.vector.lower_transfer",
    "transform.apply_patterns.vector.rewrite_narrow_types",
    "transform.apply_patterns.vector.transfer_permutation_patterns",
    "transform.apply_patterns.vector.split_transfer_full_partial",
    "transform.apply_patterns.vector.cast_away_vector_leading_one_dim",
    "transform.apply_patterns.vector.drop_unit_dims_with_shape_cast",
    "transform.apply_patterns.vector.unroll_from_elements",
    "transform.apply_patterns.vector.unroll_to_elements",
];

/// Pattern-set descriptor ops: no operands, keyword attributes.
const fn pattern_set(name: &'static str) -> OpDef {
    OpDef {
        parse: Some(parse_pattern_set),
        print: Some(print_pattern_set),
        ..OpDef::new(name, Traits::NONE)
    }
}

/// Ops of the transform dialect subset.
pub const OPS: &[OpDef] = &[
    function_like_op("transform.named_sequence"),
    OpDef {
        parse: Some(parse_return_like),
        print: Some(print_yield),
        ..OpDef::new("transform.yield", Traits::TERMINATOR)
    },
    OpDef {
        inherent_attrs: &["ops"],
        parse: Some(parse_match),
        print: Some(print_match),
        ..OpDef::new("transform.structured.match", Traits::NONE)
    },
    OpDef {
        parse: Some(parse_apply_patterns),
        print: Some(print_apply_patterns),
        ..OpDef::new(
            "transform.apply_patterns",
            Traits::NO_TERMINATOR.union(Traits::SINGLE_BLOCK),
        )
    },
    pattern_set("transform.apply_patterns.vector.lower_transpose"),
    pattern_set("transform.apply_patterns.vector.lower_contraction"),
    pattern_set("transform.apply_patterns.vector.lower_outerproduct"),
    pattern_set("transform.apply_patterns.vector.lower_broadcast"),
    pattern_set("transform.apply_patterns.vector.lower_shape_cast"),
    pattern_set("transform.apply_patterns.vector.lower_masks"),
    pattern_set("transform.apply_patterns.vector.lower_masked_transfers"),
    pattern_set("transform.apply_patterns.vector.lower_multi_reduction"),
    pattern_set("transform.apply_patterns.vector.lower_scan"),
    pattern_set("transform.apply_patterns.vector.lower_gather"),
    pattern_set("transform.apply_patterns.vector.lower_interleave"),
    pattern_set("transform.apply_patterns.vector.lower_bitcast"),
    pattern_set("transform.apply_patterns.vector.lower_create_mask"),
    pattern_set("transform.apply_patterns.vector.lower_transfer"),
    pattern_set("transform.apply_patterns.vector.rewrite_narrow_types"),
    pattern_set("transform.apply_patterns.vector.transfer_permutation_patterns"),
    pattern_set("transform.apply_patterns.vector.split_transfer_full_partial"),
    pattern_set("transform.apply_patterns.vector.cast_away_vector_leading_one_dim"),
    pattern_set("transform.apply_patterns.vector.drop_unit_dims_with_shape_cast"),
    pattern_set("transform.apply_patterns.vector.unroll_from_elements"),
    pattern_set("transform.apply_patterns.vector.unroll_to_elements"),
];

/// `transform.yield [operands : types]`; mlir-opt-22 prints a space after the name even
/// without operands (its assembly format's optional group).
fn print_yield(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    if p.ir.operands(op).is_empty() && p.ir.attrs(op).is_empty() {
        return p.write_str(" ");
    }
    print_return_like(p, op)
}

/// `%h = transform.structured.match ops{["a.b", …]} in %root [attr-dict] : (T) -> U`
fn parse_match(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    if p.eat_keyword("ops") {
        p.expect("{")?;
        let ops = p.parse_attribute()?;
        p.expect("}")?;
        state.add_attr("ops", ops);
    }
    p.expect_keyword("in")?;
    let root = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(":")?;
    let crate::ir::Type::Function(f) = p.parse_function_type()? else {
        return Err(p.error("expected a function type"));
    };
    state.operands = p.resolve_operands(&[root], &f.inputs)?;
    state.result_types = f.results.clone();
    Ok(())
}

fn print_match(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    if let Some(ops) = ir.attr(op, "ops") {
        write!(p, " ops{{{ops}}}")?;
    }
    p.write_str(" in ")?;
    p.print_operands(ir.operands(op))?;
    p.print_optional_attr_dict(op, &["ops"])?;
    p.write_str(" : ")?;
    p.print_functional_type(op)
}

/// `transform.apply_patterns to %h { pattern sets } [attr-dict] : T`
fn parse_apply_patterns(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    p.expect_keyword("to")?;
    let target = p.parse_operand()?;
    let region = p.parse_region(&[])?;
    state.regions.push(region);
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(":")?;
    let ty = p.parse_type()?;
    state.operands = vec![p.resolve_operand(&target, &ty)?];
    Ok(())
}

fn print_apply_patterns(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" to ")?;
    p.print_operands(ir.operands(op))?;
    p.write_str(" ")?;
    if let Some(&r) = ir.regions(op).first() {
        p.print_region(r, false, true, false)?;
    }
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : ")?;
    p.print_value_types(ir.operands(op))
}

/// `transform.apply_patterns.vector.<set> [kw = attr]… [attr-dict]`
fn parse_pattern_set(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    while p.at_keyword_assignment() {
        let name = p.parse_keyword_any()?;
        p.expect("=")?;
        // Enum options are written bare (`shuffle_16x16`) or quoted; both are kept as strings.
        let value = match p.eat_keyword_any() {
            Some(word) => Attribute::string(&word),
            None => p.parse_attribute()?,
        };
        state.add_attr(&name, value);
    }
    p.parse_optional_attr_dict(&mut state.attrs)
}

fn print_pattern_set(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let attrs: Vec<(String, Attribute)> = ir
        .attrs(op)
        .iter()
        .map(|a| (a.name.to_string(), a.value.clone()))
        .collect();
    for (name, value) in &attrs {
        match value.as_str() {
            Some(word) if crate::ir::is_bare_identifier(word) => write!(p, " {name} = {word}")?,
            _ => write!(p, " {name} = {value}")?,
        }
    }
    Ok(())
}
