//! The `scf` dialect: structured control flow.
//!
//! `scf.for` (signed, or `unsigned`), `scf.if`, `scf.while` / `scf.condition`, `scf.parallel` /
//! `scf.reduce` / `scf.reduce.return`, `scf.forall` / `scf.forall.in_parallel`,
//! `scf.execute_region`, `scf.index_switch` and `scf.yield`, in the custom forms mlir-opt-22
//! prints (including its spacing quirks: `step %c  : i32 {`, `scf.reduce ` and
//! `scf.index_switch %x -> f32 ` end with a space).
//!
//! Where MLIR's parser calls `ensureTerminator`, the custom parsers here insert the implicit
//! terminator (`scf.yield`, `scf.reduce` in `scf.parallel`, an empty `scf.forall.in_parallel`
//! in `scf.forall`) too, see [`super::common::ensure_terminator`].

pub mod canonicalize;

use std::fmt::{self, Write as _};

use super::common::{
    block_without_terminator, check_index_type, ensure_terminator, expect_op_keyword,
    parse_dynamic_index_list, parse_return_like, print_region_at, print_return_like,
    verify_region_edge,
};
use super::{OpDef, Traits, op_error};
use crate::diag::Diagnostic;
use crate::ir::{Attribute, DYNAMIC, Ir, Location, OpId, OperationState, RegionId, Type, Value};
use crate::parse::{Argument, Operand, PResult, Parser};
use crate::print::OpPrinter;

/// Ops of the `scf` dialect.
pub const OPS: &[OpDef] = &[
    OpDef {
        parse: Some(parse_for),
        print: Some(print_for),
        verify: Some(verify_for),
        inherent_attrs: &["unsignedCmp"],
        canonicalize: canonicalize::FOR_PATTERNS,
        ..OpDef::new(
            "scf.for",
            Traits::SINGLE_BLOCK.union(Traits::RECURSIVE_MEMORY_EFFECTS),
        )
    },
    OpDef {
        parse: Some(parse_if),
        print: Some(print_if),
        verify: Some(verify_if),
        fold: Some(canonicalize::fold_if),
        canonicalize: canonicalize::IF_PATTERNS,
        ..OpDef::new(
            "scf.if",
            Traits::SINGLE_BLOCK.union(Traits::RECURSIVE_MEMORY_EFFECTS),
        )
    },
    OpDef {
        parse: Some(parse_while),
        print: Some(print_while),
        verify: Some(verify_while),
        verify_regions: Some(verify_while_regions),
        canonicalize: canonicalize::WHILE_PATTERNS,
        ..OpDef::new("scf.while", Traits::RECURSIVE_MEMORY_EFFECTS)
    },
    OpDef {
        parse: Some(parse_condition),
        print: Some(print_condition),
        verify: Some(verify_condition),
        ..OpDef::new("scf.condition", Traits::TERMINATOR.union(Traits::PURE))
    },
    OpDef {
        parse: Some(parse_return_like),
        print: Some(print_return_like),
        verify: Some(verify_yield),
        ..OpDef::new("scf.yield", Traits::TERMINATOR.union(Traits::PURE))
    },
    OpDef {
        inherent_attrs: &["operandSegmentSizes"],
        parse: Some(parse_parallel),
        print: Some(print_parallel),
        verify: Some(verify_parallel),
        canonicalize: canonicalize::PARALLEL_PATTERNS,
        ..OpDef::new(
            "scf.parallel",
            Traits::SINGLE_BLOCK.union(Traits::RECURSIVE_MEMORY_EFFECTS),
        )
    },
    OpDef {
        parse: Some(parse_reduce),
        print: Some(print_reduce),
        verify: Some(verify_reduce),
        ..OpDef::new(
            "scf.reduce",
            Traits::TERMINATOR.union(Traits::RECURSIVE_MEMORY_EFFECTS),
        )
    },
    OpDef {
        parse: Some(parse_reduce_return),
        print: Some(print_reduce_return),
        verify: Some(verify_reduce_return),
        ..OpDef::new("scf.reduce.return", Traits::TERMINATOR.union(Traits::PURE))
    },
    OpDef {
        inherent_attrs: &["no_inline"],
        parse: Some(parse_execute_region),
        print: Some(print_execute_region),
        verify: Some(verify_execute_region),
        ..OpDef::new("scf.execute_region", Traits::RECURSIVE_MEMORY_EFFECTS)
    },
    OpDef {
        inherent_attrs: &["cases"],
        parse: Some(parse_index_switch),
        print: Some(print_index_switch),
        verify: Some(verify_index_switch),
        ..OpDef::new(
            "scf.index_switch",
            Traits::SINGLE_BLOCK.union(Traits::RECURSIVE_MEMORY_EFFECTS),
        )
    },
    OpDef {
        inherent_attrs: &[
            "mapping",
            "operandSegmentSizes",
            "staticLowerBound",
            "staticStep",
            "staticUpperBound",
        ],
        parse: Some(parse_forall),
        print: Some(print_forall),
        verify: Some(verify_forall),
        ..OpDef::new(
            "scf.forall",
            Traits::SINGLE_BLOCK.union(Traits::RECURSIVE_MEMORY_EFFECTS),
        )
    },
    OpDef {
        parse: Some(parse_in_parallel),
        print: Some(print_in_parallel),
        ..OpDef::new(
            "scf.forall.in_parallel",
            Traits::TERMINATOR
                .union(Traits::NO_TERMINATOR)
                .union(Traits::SINGLE_BLOCK)
                .union(Traits::PURE),
        )
    },
];

// -------------------------------------------------------------------------------------------
// Shared helpers
// -------------------------------------------------------------------------------------------

fn types_of(ir: &Ir, values: &[Value]) -> Vec<Type> {
    values.iter().map(|v| ir.value_type(*v).clone()).collect()
}

fn result_types(ir: &Ir, op: OpId) -> Vec<Type> {
    types_of(ir, ir.results(op))
}

/// The terminator (last op) of the entry block of region `i` of `op`.
fn region_terminator(ir: &Ir, op: OpId, i: usize) -> Option<OpId> {
    let region = *ir.regions(op).get(i)?;
    let block = ir.entry_block(region)?;
    ir.last_op(block)
}

/// The entry block arguments of region `i` of `op` (empty if there is no block).
fn region_args(ir: &Ir, op: OpId, i: usize) -> Vec<Value> {
    ir.regions(op)
        .get(i)
        .and_then(|r| ir.entry_block(*r))
        .map(|b| ir.block_args(b).to_vec())
        .unwrap_or_default()
}

/// Turns a parsed `%name` into a region argument of type `ty`.
fn argument<'a>(o: &Operand<'a>, ty: Type) -> Argument<'a> {
    Argument {
        name: o.name.clone(),
        ty,
        attrs: Vec::new(),
        pos: o.pos,
    }
}

/// Checks the number of regions and that each has at most `max_blocks` blocks
/// (`None`: any) and exactly one when `exactly_one` is set (ODS `SizedRegion<1>`).
fn verify_region_blocks(
    ir: &Ir,
    op: OpId,
    names: &[&str],
    exactly_one: bool,
) -> Result<(), Diagnostic> {
    for (i, r) in ir.regions(op).iter().enumerate() {
        let n = ir.region_blocks(*r).len();
        if exactly_one && n != 1 {
            let name = names.get(i).or(names.last()).copied().unwrap_or("");
            return Err(op_error(
                ir,
                op,
                format!("region #{i} ('{name}') failed to verify constraint: region with 1 blocks"),
            ));
        }
        if n > 1 {
            return Err(op_error(
                ir,
                op,
                format!("expects region #{i} to have 0 or 1 blocks"),
            ));
        }
    }
    Ok(())
}

/// The `SingleBlockImplicitTerminator<"scf.yield">` check of region `i`.
fn verify_yield_terminator(ir: &Ir, op: OpId, i: usize) -> Result<Option<OpId>, Diagnostic> {
    let Some(region) = ir.regions(op).get(i).copied() else {
        return Ok(None);
    };
    let Some(block) = ir.entry_block(region) else {
        return Ok(None);
    };
    let Some(term) = ir.last_op(block) else {
        return Err(op_error(ir, op, "expects a non-empty block"));
    };
    // A block ending in an op that cannot be a terminator fails the generic `block with no
    // terminator` check, which MLIR's verifier reaches before this region trait.
    if super::is_registered_non_terminator(ir, term) {
        return Ok(None);
    }
    if !ir.is(term, "scf.yield") {
        return Err(op_error(
            ir,
            op,
            format!(
                "expects regions to end with 'scf.yield', found '{}'",
                ir.name(term)
            ),
        )
        .with_note(
            ir.loc(op).clone(),
            "in custom textual format, the absence of terminator implies 'scf.yield'",
        ));
    }
    Ok(Some(term))
}

/// The RegionBranchOpInterface type check of one control-flow edge (exact type equality).
fn verify_edge(
    ir: &Ir,
    op: OpId,
    edge: &str,
    point: OpId,
    from: &[Type],
    to: &[Type],
) -> Result<(), Diagnostic> {
    verify_region_edge(ir, op, edge, point, from, to, |a, b| a == b)
}

fn check_i1(ir: &Ir, op: OpId, v: Value, index: usize) -> Result<(), Diagnostic> {
    let t = ir.value_type(v);
    if !t.is_int_of_width(1) {
        return Err(op_error(
            ir,
            op,
            format!("operand #{index} must be 1-bit signless integer, but got '{t}'"),
        ));
    }
    Ok(())
}

fn check_index(ir: &Ir, op: OpId, v: Value, index: usize) -> Result<(), Diagnostic> {
    let t = ir.value_type(v);
    if *t != Type::Index {
        return Err(op_error(
            ir,
            op,
            format!("operand #{index} must be variadic of index, but got '{t}'"),
        ));
    }
    Ok(())
}

/// Parses `(%a = %x, %b = %y)` (MLIR's assignment list): region argument names and their
/// initial values.
fn parse_assignment_list<'a>(p: &mut Parser<'a>) -> PResult<(Vec<Operand<'a>>, Vec<Operand<'a>>)> {
    let mut args = Vec::new();
    let mut inits = Vec::new();
    p.expect("(")?;
    if p.eat(")") {
        return Ok((args, inits));
    }
    loop {
        args.push(p.parse_operand()?);
        p.expect("=")?;
        inits.push(p.parse_operand()?);
        if p.eat(")") {
            return Ok((args, inits));
        }
        p.expect(",")?;
    }
}

/// Prints `(%a = %x, %b = %y)` after `prefix` (nothing when empty).
fn print_assignment_list(
    p: &mut OpPrinter<'_>,
    prefix: &str,
    args: &[Value],
    inits: &[Value],
) -> fmt::Result {
    if inits.is_empty() {
        return Ok(());
    }
    write!(p, "{prefix}(")?;
    for (i, (a, v)) in args.iter().zip(inits).enumerate() {
        if i > 0 {
            p.write_str(", ")?;
        }
        p.print_operand(*a)?;
        p.write_str(" = ")?;
        p.print_operand(*v)?;
    }
    p.write_str(")")
}

// -------------------------------------------------------------------------------------------
// scf.for
// -------------------------------------------------------------------------------------------

/// `scf.for [unsigned] %iv = %lb to %ub step %step [iter_args(%a = %init, …) -> (T, …)]
/// [: type] { body } [attr-dict]`
///
/// `unsigned` sets the unit property `unsignedCmp` (the loop compares `ult` instead of
/// `slt`). Without `: type` the bounds and induction variable are `index`. The body gets an implicit
/// `scf.yield` when it has no terminator.
fn parse_for(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let name_loc = state.loc.clone();
    if p.eat_keyword("unsigned") {
        state.add_attr("unsignedCmp", Attribute::Unit);
    }
    let iv = p.parse_operand()?;
    p.expect("=")?;
    let lb = p.parse_operand()?;
    expect_op_keyword(p, "scf.for", "to")?;
    let ub = p.parse_operand()?;
    expect_op_keyword(p, "scf.for", "step")?;
    let step = p.parse_operand()?;
    let mut iter_names = Vec::new();
    let mut inits = Vec::new();
    let mut types = Vec::new();
    if p.eat_keyword("iter_args") {
        (iter_names, inits) = parse_assignment_list(p)?;
        p.expect("->")?;
        types = p.parse_function_result_types()?;
    }
    if iter_names.len() != types.len() {
        return Err(p.error_at(
            &name_loc,
            "mismatch in number of loop-carried values and defined values",
        ));
    }
    let ty = if p.eat(":") {
        p.parse_type()?
    } else {
        Type::Index
    };
    let mut args = vec![argument(&iv, ty.clone())];
    args.extend(
        iter_names
            .iter()
            .zip(&types)
            .map(|(o, t)| argument(o, t.clone())),
    );
    let region = p.parse_region(&args)?;
    ensure_terminator(&mut p.ir, region, "scf.yield", &state.loc);
    state.regions.push(region);
    let mut operands = vec![
        p.resolve_operand(&lb, &ty)?,
        p.resolve_operand(&ub, &ty)?,
        p.resolve_operand(&step, &ty)?,
    ];
    operands.extend(p.resolve_operands(&inits, &types)?);
    state.operands = operands;
    state.result_types = types;
    p.parse_optional_attr_dict(&mut state.attrs)
}

fn print_for(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let operands = ir.operands(op);
    let args = region_args(ir, op, 0);
    if operands.len() < 3 || args.is_empty() {
        return p.write_str(" <<malformed scf.for>>");
    }
    if ir.attr(op, "unsignedCmp").is_some() {
        p.write_str(" unsigned")?;
    }
    p.write_str(" ")?;
    p.print_operand(args[0])?;
    p.write_str(" = ")?;
    p.print_operand(operands[0])?;
    p.write_str(" to ")?;
    p.print_operand(operands[1])?;
    p.write_str(" step ")?;
    p.print_operand(operands[2])?;
    let inits = &operands[3..];
    print_assignment_list(p, " iter_args", &args[1..], inits)?;
    if !inits.is_empty() {
        p.write_str(" -> (")?;
        p.print_value_types(inits)?;
        p.write_str(")")?;
    }
    p.write_str(" ")?;
    let ivt = ir.value_type(args[0]).clone();
    if ivt != Type::Index {
        p.write_str(" : ")?;
        p.print_type(&ivt)?;
        p.write_str(" ")?;
    }
    print_region_at(p, op, 0, false, !inits.is_empty())?;
    p.print_optional_attr_dict(op, &["unsignedCmp"])
}

fn verify_for(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let operands = ir.operands(op);
    if operands.len() < 3 {
        return Err(op_error(
            ir,
            op,
            format!("expected 3 or more operands, but found {}", operands.len()),
        ));
    }
    for (i, v) in operands[..3].iter().enumerate() {
        let t = ir.value_type(*v);
        if !t.is_signless_int_or_index() {
            return Err(op_error(
                ir,
                op,
                format!("operand #{i} must be signless integer or index, but got '{t}'"),
            ));
        }
    }
    verify_region_blocks(ir, op, &["region"], true)?;
    let bt = ir.value_type(operands[0]);
    if ir.value_type(operands[1]) != bt || ir.value_type(operands[2]) != bt {
        return Err(op_error(
            ir,
            op,
            "failed to verify that all of {lowerBound, upperBound, step} have same type",
        ));
    }
    let inits = &operands[3..];
    let results = result_types(ir, op);
    if inits.len() != results.len() {
        return Err(op_error(
            ir,
            op,
            "mismatch in number of loop-carried values and defined values",
        ));
    }
    let args = region_args(ir, op, 0);
    if args.is_empty() || ir.value_type(args[0]) != bt {
        return Err(op_error(
            ir,
            op,
            "expected induction variable to be same type as bounds and step",
        ));
    }
    let iter_args = &args[1..];
    if iter_args.len() != inits.len() {
        return Err(op_error(
            ir,
            op,
            format!(
                "different number of inits and region iter_args: {} != {}",
                inits.len(),
                iter_args.len()
            ),
        ));
    }
    for (i, (init, arg)) in inits.iter().zip(iter_args).enumerate() {
        let (a, b) = (ir.value_type(*init), ir.value_type(*arg));
        if a != b {
            return Err(op_error(
                ir,
                op,
                format!(
                    "{i}-th init and {i}-th region iter_arg have different type: '{a}' != '{b}'"
                ),
            ));
        }
    }
    for (i, (r, arg)) in results.iter().zip(iter_args).enumerate() {
        let b = ir.value_type(*arg);
        if r != b {
            return Err(op_error(
                ir,
                op,
                format!(
                    "{i}-th region iter_arg and {i}-th result have different type: '{b}' != '{r}'"
                ),
            ));
        }
    }
    let Some(term) = verify_yield_terminator(ir, op, 0)? else {
        return Ok(());
    };
    let yielded = types_of(ir, ir.operands(term));
    if yielded.len() != iter_args.len() {
        return verify_edge(
            ir,
            op,
            "Operation scf.yield to Region #0",
            term,
            &yielded,
            &types_of(ir, iter_args),
        );
    }
    for (i, (arg, y)) in iter_args.iter().zip(&yielded).enumerate() {
        let a = ir.value_type(*arg);
        if a != y {
            return Err(op_error(
                ir,
                op,
                format!(
                    "{i}-th region iter_arg and {i}-th yielded value have different type: '{a}' != '{y}'"
                ),
            ));
        }
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// scf.if
// -------------------------------------------------------------------------------------------

/// `scf.if %cond [-> (T, …)] { then } [else { else }] [attr-dict]`
///
/// Both regions get an implicit `scf.yield` when they have no terminator; a missing `else`
/// leaves the second region empty (no block).
fn parse_if(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let cond = p.parse_operand()?;
    state.operands = vec![p.resolve_operand(&cond, &Type::i1())?];
    state.result_types = p.parse_optional_arrow_type_list()?;
    let then_region = p.parse_region(&[])?;
    ensure_terminator(&mut p.ir, then_region, "scf.yield", &state.loc);
    state.regions.push(then_region);
    let else_region = if p.eat_keyword("else") {
        let r = p.parse_region(&[])?;
        ensure_terminator(&mut p.ir, r, "scf.yield", &state.loc);
        r
    } else {
        p.ir.new_region()
    };
    state.regions.push(else_region);
    p.parse_optional_attr_dict(&mut state.attrs)
}

fn print_if(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    if let Some(c) = ir.operands(op).first() {
        p.print_operand(*c)?;
    }
    let results = result_types(ir, op);
    let terminators = !results.is_empty();
    if terminators {
        p.write_str(" -> (")?;
        p.print_types(&results)?;
        p.write_str(")")?;
    }
    p.write_str(" ")?;
    print_region_at(p, op, 0, false, terminators)?;
    if let Some(&else_region) = ir.regions(op).get(1)
        && !ir.region_blocks(else_region).is_empty()
    {
        p.write_str(" else ")?;
        p.print_region(else_region, false, terminators, false)?;
    }
    p.print_optional_attr_dict(op, &[])
}

fn verify_if(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(&cond) = ir.operands(op).first() else {
        return Err(op_error(ir, op, "expected 1 operands, but found 0"));
    };
    check_i1(ir, op, cond, 0)?;
    if ir.regions(op).len() != 2 {
        return Err(op_error(
            ir,
            op,
            format!("requires 2 regions, but found {}", ir.regions(op).len()),
        ));
    }
    verify_region_blocks(ir, op, &["thenRegion", "elseRegion"], false)?;
    let then_blocks = ir.region_blocks(ir.region(op, 0)).len();
    if then_blocks != 1 {
        return Err(op_error(
            ir,
            op,
            "region #0 ('thenRegion') failed to verify constraint: region with 1 blocks",
        ));
    }
    let results = result_types(ir, op);
    if !results.is_empty() && ir.region_blocks(ir.region(op, 1)).is_empty() {
        return Err(op_error(
            ir,
            op,
            "must have an else block if defining values",
        ));
    }
    for i in 0..2 {
        if let Some(term) = verify_yield_terminator(ir, op, i)? {
            let yielded = types_of(ir, ir.operands(term));
            verify_edge(
                ir,
                op,
                "Operation scf.yield to parent",
                term,
                &yielded,
                &results,
            )?;
        }
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// scf.while / scf.condition
// -------------------------------------------------------------------------------------------

/// `scf.while [(%a = %init, …)] : (T, …) -> (R, …) { before } do { after } [attributes {…}]`
///
/// The `before` region's arguments are named in the assignment list; the `after` region
/// spells its entry block label `^bb0(%x: R, …):`.
fn parse_while(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let (names, inits) = if p.at("(") {
        parse_assignment_list(p)?
    } else {
        (Vec::new(), Vec::new())
    };
    p.expect(":")?;
    let type_loc = p.current_loc();
    let fty = p.parse_type()?;
    let Type::Function(ft) = &fty else {
        return Err(p.error_at(&type_loc, "invalid kind of type specified"));
    };
    if ft.inputs.len() != inits.len() {
        return Err(p.error_at(
            &type_loc,
            format!(
                "expected as many input types as operands (expected {} got {})",
                inits.len(),
                ft.inputs.len()
            ),
        ));
    }
    state.result_types = ft.results.clone();
    state.operands = p.resolve_operands(&inits, &ft.inputs)?;
    let args: Vec<Argument> = names
        .iter()
        .zip(&ft.inputs)
        .map(|(o, t)| argument(o, t.clone()))
        .collect();
    let before = p.parse_region(&args)?;
    state.regions.push(before);
    expect_op_keyword(p, "scf.while", "do")?;
    let after = p.parse_region(&[])?;
    state.regions.push(after);
    p.parse_optional_attr_dict_with_keyword(&mut state.attrs)
}

fn print_while(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let args = region_args(ir, op, 0);
    let inits = ir.operands(op);
    if args.len() == inits.len() {
        print_assignment_list(p, " ", &args, inits)?;
    }
    p.write_str(" : (")?;
    p.print_value_types(inits)?;
    p.write_str(") -> ")?;
    let results = result_types(ir, op);
    if results.is_empty() {
        p.write_str("()")?;
    } else {
        p.print_result_types(&results)?;
    }
    p.write_str(" ")?;
    print_region_at(p, op, 0, false, true)?;
    p.write_str(" do ")?;
    print_region_at(p, op, 1, true, true)?;
    p.print_optional_attr_dict_with_keyword(op, &[])
}

fn verify_while(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    if ir.regions(op).len() != 2 {
        return Err(op_error(
            ir,
            op,
            format!("requires 2 regions, but found {}", ir.regions(op).len()),
        ));
    }
    verify_region_blocks(ir, op, &["before", "after"], true)?;
    let Some(cond) = region_terminator(ir, op, 0) else {
        return Err(op_error(ir, op, "expects a non-empty block"));
    };
    if !ir.is(cond, "scf.condition") {
        return Err(op_error(
            ir,
            op,
            "expects the 'before' region to terminate with 'scf.condition'",
        )
        .with_note(ir.loc(cond).clone(), "terminator here"));
    }
    let Some(yield_op) = region_terminator(ir, op, 1) else {
        return Err(op_error(ir, op, "expects a non-empty block"));
    };
    if !ir.is(yield_op, "scf.yield") {
        return Err(op_error(
            ir,
            op,
            "expects the 'after' region to terminate with 'scf.yield'",
        )
        .with_note(ir.loc(yield_op).clone(), "terminator here"));
    }
    Ok(())
}

/// The control-flow edge type checks of `scf.while` (after its nested ops verified).
fn verify_while_regions(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let (Some(cond), Some(yield_op)) = (region_terminator(ir, op, 0), region_terminator(ir, op, 1))
    else {
        return Ok(());
    };
    let inits = types_of(ir, ir.operands(op));
    let results = result_types(ir, op);
    let before_args = types_of(ir, &region_args(ir, op, 0));
    let after_args = types_of(ir, &region_args(ir, op, 1));
    verify_edge(ir, op, "parent to Region #0", op, &inits, &before_args)?;
    let forwarded = types_of(ir, ir.operands(cond).get(1..).unwrap_or(&[]));
    verify_edge(
        ir,
        op,
        "Operation scf.condition to parent",
        cond,
        &forwarded,
        &results,
    )?;
    verify_edge(
        ir,
        op,
        "Operation scf.condition to Region #1",
        cond,
        &forwarded,
        &after_args,
    )?;
    let yielded = types_of(ir, ir.operands(yield_op));
    verify_edge(
        ir,
        op,
        "Operation scf.yield to Region #0",
        yield_op,
        &yielded,
        &before_args,
    )
}

/// `scf.condition(%cond) [attr-dict] [%a, … : T, …]`
fn parse_condition(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    p.expect("(")?;
    let cond = p.parse_operand()?;
    p.expect(")")?;
    let mut operands = vec![p.resolve_operand(&cond, &Type::i1())?];
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let args = p.parse_operand_list()?;
    if !args.is_empty() {
        let types = p.parse_colon_type_list()?;
        operands.extend(p.resolve_operands(&args, &types)?);
    }
    state.operands = operands;
    Ok(())
}

fn print_condition(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let Some((cond, args)) = ir.operands(op).split_first() else {
        return Ok(());
    };
    p.write_str("(")?;
    p.print_operand(*cond)?;
    p.write_str(")")?;
    p.print_optional_attr_dict(op, &[])?;
    if !args.is_empty() {
        p.write_str(" ")?;
        p.print_operands(args)?;
        p.write_str(" : ")?;
        p.print_value_types(args)?;
    }
    Ok(())
}

fn verify_condition(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(&cond) = ir.operands(op).first() else {
        return Err(op_error(ir, op, "expected 1 or more operands, but found 0"));
    };
    check_i1(ir, op, cond, 0)?;
    if !ir.parent_op(op).is_some_and(|p| ir.is(p, "scf.while")) {
        return Err(op_error(ir, op, "expects parent op 'scf.while'"));
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// scf.yield
// -------------------------------------------------------------------------------------------

fn verify_yield(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    const PARENTS: [&str; 5] = [
        "scf.execute_region",
        "scf.for",
        "scf.if",
        "scf.index_switch",
        "scf.while",
    ];
    if !ir
        .parent_op(op)
        .is_some_and(|p| PARENTS.iter().any(|n| ir.is(p, n)))
    {
        return Err(op_error(
            ir,
            op,
            format!("expects parent op to be one of '{}'", PARENTS.join(", ")),
        ));
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// scf.parallel / scf.reduce / scf.reduce.return
// -------------------------------------------------------------------------------------------

/// `scf.parallel (%i, …) = (%lb, …) to (%ub, …) step (%s, …) [init (%x, …)] [-> T, …]
/// { body } [attr-dict]`
///
/// The body gets an implicit `scf.reduce` when it has no terminator. Operands are stored as
/// lower bounds, upper bounds, steps, inits with `operandSegmentSizes`.
fn parse_parallel(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    p.expect("(")?;
    let mut ivs = Vec::new();
    if !p.eat(")") {
        loop {
            ivs.push(p.parse_operand()?);
            if p.eat(")") {
                break;
            }
            p.expect(",")?;
        }
    }
    let n = ivs.len();
    let mut operands = Vec::new();
    let mut list = |p: &mut Parser<'_>, keyword: Option<&str>| -> PResult<()> {
        match keyword {
            Some(k) => expect_op_keyword(p, "scf.parallel", k)?,
            None => p.expect("=")?,
        }
        let loc = p.current_loc();
        let ops = p.parse_paren_operand_list()?;
        if ops.len() != n {
            return Err(p.error_at(&loc, format!("expected {n} operands")));
        }
        operands.extend(p.resolve_operands_same(&ops, &Type::Index)?);
        Ok(())
    };
    list(p, None)?;
    list(p, Some("to"))?;
    list(p, Some("step"))?;
    let inits = if p.eat_keyword("init") {
        p.parse_paren_operand_list()?
    } else {
        Vec::new()
    };
    state.result_types = p.parse_optional_arrow_type_list()?;
    let args: Vec<Argument> = ivs.iter().map(|o| argument(o, Type::Index)).collect();
    let region = p.parse_region(&args)?;
    state.regions.push(region);
    let n = n as i64;
    state.add_attr(
        "operandSegmentSizes",
        Attribute::dense_i32_array(&[n, n, n, inits.len() as i64]),
    );
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let types = state.result_types.clone();
    let loc = state.loc.clone();
    if inits.len() != types.len() {
        return Err(p.error_at(
            &loc,
            format!(
                "{} operands present, but expected {}",
                inits.len(),
                types.len()
            ),
        ));
    }
    operands.extend(p.resolve_operands(&inits, &types)?);
    state.operands = operands;
    ensure_terminator(&mut p.ir, region, "scf.reduce", &loc);
    Ok(())
}

/// The (lower bounds, upper bounds, steps, inits) operand groups of `scf.parallel`.
fn parallel_segments(ir: &Ir, op: OpId) -> Option<[Vec<Value>; 4]> {
    let sizes = ir.attr(op, "operandSegmentSizes")?.as_dense_i64s()?;
    let operands = ir.operands(op);
    if sizes.len() != 4 || sizes.iter().any(|s| *s < 0) {
        return None;
    }
    let total: i64 = sizes.iter().sum();
    if total as usize != operands.len() {
        return None;
    }
    let mut groups: [Vec<Value>; 4] = Default::default();
    let mut at = 0usize;
    for (g, s) in groups.iter_mut().zip(sizes) {
        *g = operands[at..at + s as usize].to_vec();
        at += s as usize;
    }
    Some(groups)
}

fn print_parallel(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let Some([lbs, ubs, steps, inits]) = parallel_segments(ir, op) else {
        return p.write_str(" <<malformed scf.parallel>>");
    };
    p.write_str(" (")?;
    p.print_operands(&region_args(ir, op, 0))?;
    p.write_str(") = (")?;
    p.print_operands(&lbs)?;
    p.write_str(") to (")?;
    p.print_operands(&ubs)?;
    p.write_str(") step (")?;
    p.print_operands(&steps)?;
    p.write_str(")")?;
    if !inits.is_empty() {
        p.write_str(" init (")?;
        p.print_operands(&inits)?;
        p.write_str(")")?;
    }
    p.print_optional_arrow_types(&result_types(ir, op))?;
    p.write_str(" ")?;
    print_region_at(p, op, 0, false, true)?;
    p.print_optional_attr_dict(op, &["operandSegmentSizes"])
}

fn verify_parallel(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some([lbs, ubs, steps, inits]) = parallel_segments(ir, op) else {
        return Err(op_error(
            ir,
            op,
            "operand count does not match the 'operandSegmentSizes' attribute",
        ));
    };
    let mut index = 0;
    for group in [&lbs, &ubs, &steps] {
        for v in group.iter() {
            check_index(ir, op, *v, index)?;
            index += 1;
        }
    }
    verify_region_blocks(ir, op, &["region"], true)?;
    if steps.is_empty() {
        return Err(op_error(
            ir,
            op,
            "needs at least one tuple element for lowerBound, upperBound and step",
        ));
    }
    if steps
        .iter()
        .any(|v| constant_index(ir, *v).is_some_and(|c| c <= 0))
    {
        return Err(op_error(ir, op, "constant step operand must be positive"));
    }
    if lbs.len() != ubs.len() || lbs.len() != steps.len() {
        return Err(op_error(
            ir,
            op,
            "expects the same number of lower bounds, upper bounds and steps",
        ));
    }
    let args = region_args(ir, op, 0);
    if args.len() != steps.len() {
        return Err(op_error(
            ir,
            op,
            format!(
                "expects the same number of induction variables: {} as bound and step values: {}",
                args.len(),
                steps.len()
            ),
        ));
    }
    for a in &args {
        if *ir.value_type(*a) != Type::Index {
            return Err(op_error(
                ir,
                op,
                "expects arguments for the induction variable to be of index type",
            ));
        }
    }
    // MLIR's `verifyAndGetTerminator<scf::ReduceOp>`: checked here, in the op's own verifier,
    // before the nested ops (the SingleBlockImplicitTerminator check would come after them).
    let term = region_terminator(ir, op, 0);
    let Some(term) = term.filter(|t| ir.is(*t, "scf.reduce")) else {
        let d = op_error(ir, op, "expects body to terminate with 'scf.reduce'");
        return Err(match term {
            Some(t) => d.with_note(ir.loc(t).clone(), "terminator here"),
            None => d,
        });
    };
    let results = result_types(ir, op);
    let reduced = ir.operands(term).len();
    if results.len() != reduced {
        return Err(op_error(
            ir,
            op,
            format!(
                "expects number of results: {} to be the same as number of reductions: {reduced}",
                results.len()
            ),
        ));
    }
    if inits.len() != results.len() {
        return Err(op_error(
            ir,
            op,
            format!(
                "expects number of results: {} to be the same as number of initial values: {}",
                results.len(),
                inits.len()
            ),
        ));
    }
    for (i, (init, r)) in inits.iter().zip(&results).enumerate() {
        let t = ir.value_type(*init);
        if t != r {
            return Err(op_error(
                ir,
                op,
                format!(
                    "expects type of {i}-th init value: '{t}' to be the same as the result type: '{r}'"
                ),
            ));
        }
    }
    for (i, (v, r)) in ir.operands(term).iter().zip(&results).enumerate() {
        let t = ir.value_type(*v);
        if t != r {
            return Err(Diagnostic::error(
                ir.loc(term).clone(),
                format!(
                    "'scf.reduce' op expects type of {i}-th reduction operand: '{t}' to be the same as the {i}-th result type: '{r}'"
                ),
            ));
        }
    }
    Ok(())
}

/// `scf.reduce [(%a, … : T, …)] [{ ^bb0(%l: T, %r: T): … }, …] [attr-dict]`
///
/// One region per reduced operand; each region's entry label carries two arguments.
fn parse_reduce(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    if p.eat("(") {
        let ops = p.parse_operand_list()?;
        let types = p.parse_colon_type_list()?;
        p.expect(")")?;
        state.operands = p.resolve_operands(&ops, &types)?;
    }
    if let Some(r) = p.parse_optional_region(&[])? {
        state.regions.push(r);
        while p.eat(",") {
            let r = p.parse_region(&[])?;
            state.regions.push(r);
        }
    }
    p.parse_optional_attr_dict(&mut state.attrs)
}

fn print_reduce(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let operands = ir.operands(op);
    if !operands.is_empty() {
        p.write_str("(")?;
        p.print_operands(operands)?;
        p.write_str(" : ")?;
        p.print_value_types(operands)?;
        p.write_str(")")?;
    }
    p.write_str(" ")?;
    for (i, r) in ir.regions(op).iter().enumerate() {
        if i > 0 {
            p.write_str(", ")?;
        }
        p.print_region(*r, true, true, false)?;
    }
    p.print_optional_attr_dict(op, &[])
}

fn verify_reduce(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    if !ir.parent_op(op).is_some_and(|p| ir.is(p, "scf.parallel")) {
        return Err(op_error(ir, op, "expects parent op 'scf.parallel'"));
    }
    let operands = ir.operands(op);
    let regions = ir.regions(op);
    for (i, r) in regions.iter().enumerate() {
        if ir.region_blocks(*r).len() != 1 {
            return Err(op_error(
                ir,
                op,
                format!(
                    "region #{i} ('reductions') failed to verify constraint: region with 1 blocks"
                ),
            ));
        }
    }
    if operands.len() != regions.len() {
        return Err(op_error(
            ir,
            op,
            format!(
                "expects number of reduction regions: {} to be the same as number of reduction operands: {}",
                regions.len(),
                operands.len()
            ),
        ));
    }
    for (i, (v, r)) in operands.iter().zip(regions).enumerate() {
        let ty = ir.value_type(*v);
        let Some(block) = ir.entry_block(*r) else {
            continue;
        };
        let args = types_of(ir, ir.block_args(block));
        if args.len() != 2 || args.iter().any(|a| a != ty) {
            return Err(op_error(
                ir,
                op,
                format!(
                    "expected two block arguments with type {ty} in the provided reduction region #{i}"
                ),
            ));
        }
        let term = ir.last_op(block);
        let Some(term) = term.filter(|t| ir.is(*t, "scf.reduce.return")) else {
            return Err(op_error(
                ir,
                op,
                "reduction bodies must be terminated with an 'scf.reduce.return' op",
            ));
        };
        let rt = ir.operands(term).first().map(|v| ir.value_type(*v));
        if rt != Some(ty) {
            return Err(op_error(
                ir,
                op,
                format!("expected the reduction region #{i} to return a value of type {ty}"),
            ));
        }
    }
    Ok(())
}

/// `scf.reduce.return %v [attr-dict] : T`
fn parse_reduce_return(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let ty = p.parse_colon_type()?;
    state.operands = vec![p.resolve_operand(&v, &ty)?];
    Ok(())
}

fn print_reduce_return(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let Some(&v) = ir.operands(op).first() else {
        return Ok(());
    };
    p.write_str(" ")?;
    p.print_operand(v)?;
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : ")?;
    let ty = ir.value_type(v).clone();
    p.print_type(&ty)
}

fn verify_reduce_return(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    if ir.operands(op).len() != 1 {
        return Err(op_error(
            ir,
            op,
            format!("expected 1 operands, but found {}", ir.operands(op).len()),
        ));
    }
    if !ir.parent_op(op).is_some_and(|p| ir.is(p, "scf.reduce")) {
        return Err(op_error(ir, op, "expects parent op 'scf.reduce'"));
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// scf.execute_region
// -------------------------------------------------------------------------------------------

/// `scf.execute_region [-> T | -> (T, …)] [no_inline] { blocks } [attr-dict]`
///
/// The region may have several blocks; no terminator is implied.
fn parse_execute_region(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    state.result_types = p.parse_optional_arrow_type_list()?;
    if p.eat_keyword("no_inline") {
        state.add_attr("no_inline", Attribute::Unit);
    }
    let r = p.parse_region(&[])?;
    state.regions.push(r);
    p.parse_optional_attr_dict(&mut state.attrs)
}

fn print_execute_region(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.print_optional_arrow_types(&result_types(ir, op))?;
    p.write_str(" ")?;
    if ir.attr(op, "no_inline").is_some() {
        p.write_str("no_inline ")?;
    }
    print_region_at(p, op, 0, false, true)?;
    p.print_optional_attr_dict(op, &["no_inline"])
}

fn verify_execute_region(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(&region) = ir.regions(op).first() else {
        return Err(op_error(ir, op, "requires one region"));
    };
    let Some(entry) = ir.entry_block(region) else {
        return Err(op_error(ir, op, "region needs to have at least one block"));
    };
    if !ir.block_args(entry).is_empty() {
        return Err(op_error(ir, op, "region cannot have any arguments"));
    }
    let results = result_types(ir, op);
    for &b in ir.region_blocks(region) {
        if let Some(term) = ir.last_op(b)
            && ir.is(term, "scf.yield")
        {
            verify_edge(
                ir,
                op,
                "Operation scf.yield to parent",
                term,
                &types_of(ir, ir.operands(term)),
                &results,
            )?;
        }
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// scf.index_switch
// -------------------------------------------------------------------------------------------

/// ```text
/// scf.index_switch %arg [attr-dict] [-> T, …]
/// case 2 { … }
/// …
/// default { … }
/// ```
///
/// Regions are stored as `default` first, then the cases; the case values are the `cases`
/// dense i64 array. Only the `default` region gets an implicit `scf.yield`.
fn parse_index_switch(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let arg = p.parse_operand()?;
    state.operands = vec![p.resolve_operand(&arg, &Type::Index)?];
    p.parse_optional_attr_dict(&mut state.attrs)?;
    if p.eat("->") {
        state.result_types = p.parse_type_list()?;
    }
    let mut values = Vec::new();
    let mut cases = Vec::new();
    while p.eat_keyword("case") {
        let loc = p.current_loc();
        let v = p.parse_integer()?;
        let v = i64::try_from(v).map_err(|_| p.error_at(&loc, "integer value too large"))?;
        values.push(v as i128);
        cases.push(p.parse_region(&[])?);
    }
    expect_op_keyword(p, "scf.index_switch", "default")?;
    let default = p.parse_region(&[])?;
    ensure_terminator(&mut p.ir, default, "scf.yield", &state.loc);
    state.regions.push(default);
    state.regions.extend(cases);
    state.add_attr(
        "cases",
        Attribute::DenseArray {
            elem: Type::i64(),
            values: values.into(),
        },
    );
    Ok(())
}

fn print_index_switch(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    if let Some(&arg) = ir.operands(op).first() {
        p.print_operand(arg)?;
    }
    p.print_optional_attr_dict(op, &["cases"])?;
    let results = result_types(ir, op);
    if !results.is_empty() {
        p.write_str(" -> ")?;
        p.print_types(&results)?;
    }
    p.write_str(" ")?;
    let cases = ir
        .attr(op, "cases")
        .and_then(Attribute::as_dense_i64s)
        .unwrap_or_default();
    let regions = ir.regions(op);
    for (value, region) in cases.iter().zip(regions.iter().skip(1)) {
        p.print_newline();
        write!(p, "case {value} ")?;
        p.print_region(*region, false, true, false)?;
    }
    p.print_newline();
    p.write_str("default ")?;
    if let Some(&default) = regions.first() {
        // The implicit terminator is elided when it is a bare `scf.yield`.
        let print_term = ir
            .entry_block(default)
            .and_then(|b| ir.last_op(b))
            .is_none_or(|t| {
                !ir.attrs(t).is_empty() || !ir.operands(t).is_empty() || !ir.results(t).is_empty()
            });
        p.print_region(default, true, print_term, false)?;
    }
    Ok(())
}

fn verify_index_switch(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(&arg) = ir.operands(op).first() else {
        return Err(op_error(ir, op, "expected 1 operands, but found 0"));
    };
    check_index_type(ir, op, arg, "operand #0")?;
    let Some(cases) = ir.attr(op, "cases").and_then(Attribute::as_dense_i64s) else {
        return Err(op_error(ir, op, "requires attribute 'cases'"));
    };
    let regions = ir.regions(op);
    for (i, r) in regions.iter().enumerate() {
        if ir.region_blocks(*r).len() != 1 {
            let name = if i == 0 {
                "defaultRegion"
            } else {
                "caseRegions"
            };
            return Err(op_error(
                ir,
                op,
                format!("region #{i} ('{name}') failed to verify constraint: region with 1 blocks"),
            ));
        }
    }
    let num_cases = regions.len().saturating_sub(1);
    if cases.len() != num_cases {
        return Err(op_error(
            ir,
            op,
            format!(
                "has {num_cases} case regions but {} case values",
                cases.len()
            ),
        ));
    }
    let mut seen = rustc_hash::FxHashSet::default();
    for c in &cases {
        if !seen.insert(*c) {
            return Err(op_error(ir, op, format!("has duplicate case value: {c}")));
        }
    }
    let results = result_types(ir, op);
    for (i, r) in regions.iter().enumerate() {
        let name = if i == 0 {
            "default region".to_owned()
        } else {
            format!("case region #{}", i - 1)
        };
        let Some(term) = ir.entry_block(*r).and_then(|b| ir.last_op(b)) else {
            return Err(op_error(ir, op, "expects a non-empty block"));
        };
        if !ir.is(term, "scf.yield") {
            return Err(op_error(
                ir,
                op,
                format!(
                    "expected region to end with scf.yield, but got {}",
                    ir.name(term)
                ),
            ));
        }
        let yielded = ir.operands(term);
        if yielded.len() != results.len() {
            return Err(op_error(
                ir,
                op,
                format!(
                    "expected each region to return {} values, but {name} returns {}",
                    results.len(),
                    yielded.len()
                ),
            )
            .with_note(ir.loc(term).clone(), "see yield operation here"));
        }
        for (idx, (r, v)) in results.iter().zip(yielded).enumerate() {
            let t = ir.value_type(*v);
            if t != r {
                return Err(op_error(
                    ir,
                    op,
                    format!("expected result #{idx} of each region to be {r}"),
                )
                .with_note(ir.loc(term).clone(), format!("{name} returns {t} here")));
            }
        }
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// scf.forall, scf.forall.in_parallel
// -------------------------------------------------------------------------------------------

/// `array<i64: …>`.
fn i64_array(values: &[i64]) -> Attribute {
    Attribute::DenseArray {
        elem: Type::i64(),
        values: values.iter().map(|v| i128::from(*v)).collect(),
    }
}

/// `scf.forall (%i, …) in (ubs) | = (lbs) to (ubs) step (steps)
/// [shared_outs(%o = %x, …) -> (T, …)] { body } [attr-dict]`
///
/// Bounds mix integers and `%values`; the generic form keeps the integers in
/// `staticLowerBound` / `staticUpperBound` / `staticStep` (dynamic entries are
/// `-9223372036854775808`) and the values as operands, with `operandSegmentSizes`. The body
/// gets an implicit, empty `scf.forall.in_parallel` when it has no terminator.
fn parse_forall(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ivs = p.parse_paren_operand_list()?;
    let n = ivs.len();
    let (lb_ops, lbs, ub_ops, ubs, step_ops, steps);
    if p.eat_keyword("in") {
        (ub_ops, ubs) = parse_dynamic_index_list(p, "(", ")")?;
        (lb_ops, lbs) = (Vec::new(), vec![0; n]);
        (step_ops, steps) = (Vec::new(), vec![1; n]);
    } else {
        p.expect("=")?;
        (lb_ops, lbs) = parse_dynamic_index_list(p, "(", ")")?;
        expect_op_keyword(p, "scf.forall", "to")?;
        (ub_ops, ubs) = parse_dynamic_index_list(p, "(", ")")?;
        expect_op_keyword(p, "scf.forall", "step")?;
        (step_ops, steps) = parse_dynamic_index_list(p, "(", ")")?;
    }
    let mut operands = p.resolve_operands_same(&lb_ops, &Type::Index)?;
    operands.extend(p.resolve_operands_same(&ub_ops, &Type::Index)?);
    operands.extend(p.resolve_operands_same(&step_ops, &Type::Index)?);
    let (mut out_names, mut outs) = (Vec::new(), Vec::new());
    if p.eat_keyword("shared_outs") {
        (out_names, outs) = parse_assignment_list(p)?;
        state.result_types = p.parse_optional_arrow_type_list()?;
        if outs.len() != state.result_types.len() {
            let loc = state.loc.clone();
            return Err(p.error_at(
                &loc,
                format!(
                    "{} operands present, but expected {}",
                    outs.len(),
                    state.result_types.len()
                ),
            ));
        }
        let types = state.result_types.clone();
        operands.extend(p.resolve_operands(&outs, &types)?);
    }
    let mut args: Vec<Argument> = ivs.iter().map(|o| argument(o, Type::Index)).collect();
    args.extend(
        out_names
            .iter()
            .zip(&state.result_types)
            .map(|(o, t)| argument(o, t.clone())),
    );
    let region = p.parse_region(&args)?;
    ensure_in_parallel(&mut p.ir, region, &state.loc);
    state.regions.push(region);
    p.parse_optional_attr_dict(&mut state.attrs)?;
    state.operands = operands;
    state.add_attr("staticLowerBound", i64_array(&lbs));
    state.add_attr("staticUpperBound", i64_array(&ubs));
    state.add_attr("staticStep", i64_array(&steps));
    state.add_attr(
        "operandSegmentSizes",
        Attribute::dense_i32_array(&[
            lb_ops.len() as i64,
            ub_ops.len() as i64,
            step_ops.len() as i64,
            outs.len() as i64,
        ]),
    );
    Ok(())
}

/// `ForallOp::ensureTerminator`: appends an `scf.forall.in_parallel` with one empty block
/// unless the body already ends with a terminator.
fn ensure_in_parallel(ir: &mut Ir, region: RegionId, loc: &Location) {
    let Some(block) = block_without_terminator(ir, region) else {
        return;
    };
    let inner = ir.new_region();
    let inner_block = ir.new_block(&[]);
    ir.append_block(inner, inner_block);
    let mut state = OperationState::new("scf.forall.in_parallel", loc.clone());
    state.regions.push(inner);
    let op = ir.create_op(state);
    ir.append_op(block, op);
}

/// The decoded operands of an `scf.forall`.
pub(crate) struct ForallParts {
    /// Lower bounds, upper bounds, steps: the static list and the dynamic operands.
    pub bounds: [(Vec<i64>, Vec<Value>); 3],
    /// `shared_outs` operands.
    pub outputs: Vec<Value>,
}

/// Decodes an `scf.forall`'s attributes and operands (`None` if they are inconsistent).
pub(crate) fn forall_parts(ir: &Ir, op: OpId) -> Option<ForallParts> {
    let seg = ir.attr(op, "operandSegmentSizes")?.as_dense_i64s()?;
    let operands = ir.operands(op);
    if seg.len() != 4 || seg.iter().any(|s| *s < 0) {
        return None;
    }
    if seg.iter().sum::<i64>() as usize != operands.len() {
        return None;
    }
    let names = ["staticLowerBound", "staticUpperBound", "staticStep"];
    let mut at = 0usize;
    let mut bounds: [(Vec<i64>, Vec<Value>); 3] = Default::default();
    for (i, l) in bounds.iter_mut().enumerate() {
        let statics = ir.attr(op, names[i])?.as_dense_i64s()?;
        let n = seg[i] as usize;
        *l = (statics, operands[at..at + n].to_vec());
        at += n;
    }
    Some(ForallParts {
        bounds,
        outputs: operands[at..].to_vec(),
    })
}

/// The value of `v` if an `arith.constant` of `index` type defines it (MLIR's
/// `getDefiningOp<arith::ConstantIndexOp>()`).
fn constant_index(ir: &Ir, v: Value) -> Option<i128> {
    if *ir.value_type(v) != Type::Index {
        return None;
    }
    ir.defining_op(v)
        .filter(|d| ir.is(*d, "arith.constant"))
        .and_then(|d| ir.attr(d, "value"))
        .and_then(Attribute::as_int)
}

/// Whether every entry of a mixed static/dynamic list is the constant `want` (MLIR's
/// `getConstantIntValue`: a static integer, or a value defined by `arith.constant`).
fn all_constant(ir: &Ir, statics: &[i64], dynamic: &[Value], want: i64) -> bool {
    let mut values = dynamic.iter();
    statics.iter().all(|s| {
        if *s != DYNAMIC {
            return *s == want;
        }
        values
            .next()
            .and_then(|v| ir.defining_op(*v))
            .filter(|d| ir.is(*d, "arith.constant"))
            .and_then(|d| ir.attr(d, "value"))
            .and_then(Attribute::as_int)
            == Some(i128::from(want))
    })
}

/// Prints `(a, %b, …)` from a static list and its dynamic values.
fn print_paren_index_list(
    p: &mut OpPrinter<'_>,
    statics: &[i64],
    dynamic: &[Value],
) -> fmt::Result {
    p.write_str("(")?;
    let mut values = dynamic.iter();
    for (i, s) in statics.iter().enumerate() {
        if i > 0 {
            p.write_str(", ")?;
        }
        match (*s == DYNAMIC).then(|| values.next()).flatten() {
            Some(v) => p.print_operand(*v)?,
            None => write!(p, "{s}")?,
        }
    }
    p.write_str(")")
}

fn print_forall(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let Some(parts) = forall_parts(ir, op) else {
        return p.write_str(" <<malformed scf.forall>>");
    };
    let args = region_args(ir, op, 0);
    let n = parts.bounds[0].0.len();
    if args.len() < n {
        return p.write_str(" <<malformed scf.forall>>");
    }
    p.write_str(" (")?;
    p.print_operands(&args[..n])?;
    let [(lbs, lb_v), (ubs, ub_v), (steps, step_v)] = &parts.bounds;
    // MLIR's `isNormalized`: every lower bound is the constant 0 and every step 1, static or
    // an `arith.constant` value.
    let normalized = all_constant(ir, lbs, lb_v, 0) && all_constant(ir, steps, step_v, 1);
    if normalized {
        p.write_str(") in ")?;
        print_paren_index_list(p, ubs, ub_v)?;
    } else {
        p.write_str(") = ")?;
        print_paren_index_list(p, lbs, lb_v)?;
        p.write_str(" to ")?;
        print_paren_index_list(p, ubs, ub_v)?;
        p.write_str(" step ")?;
        print_paren_index_list(p, steps, step_v)?;
    }
    print_assignment_list(p, " shared_outs", &args[n..], &parts.outputs)?;
    p.write_str(" ")?;
    if !parts.outputs.is_empty() {
        p.write_str("-> (")?;
        p.print_types(&result_types(ir, op))?;
        p.write_str(") ")?;
    }
    print_region_at(p, op, 0, false, !ir.results(op).is_empty())?;
    p.print_optional_attr_dict(
        op,
        &[
            "operandSegmentSizes",
            "staticLowerBound",
            "staticUpperBound",
            "staticStep",
        ],
    )
}

fn verify_forall(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(parts) = forall_parts(ir, op) else {
        return Err(op_error(
            ir,
            op,
            "operand count does not match the 'operandSegmentSizes' attribute",
        ));
    };
    let rank = parts.bounds[0].0.len();
    let outs = &parts.outputs;
    if ir.results(op).len() != outs.len() {
        return Err(op_error(
            ir,
            op,
            format!(
                "produces {} results, but has only {} outputs",
                ir.results(op).len(),
                outs.len()
            ),
        ));
    }
    let args = region_args(ir, op, 0);
    if args.len() != rank + outs.len() {
        return Err(op_error(ir, op, format!("region expects {rank} arguments")));
    }
    for (i, a) in args[..rank].iter().enumerate() {
        if *ir.value_type(*a) != Type::Index {
            return Err(op_error(
                ir,
                op,
                format!("expects {i}-th block argument to be an index"),
            ));
        }
    }
    for (i, (a, o)) in args[rank..].iter().zip(outs).enumerate() {
        if ir.value_type(*a) != ir.value_type(*o) {
            return Err(op_error(
                ir,
                op,
                format!("type mismatch between {i}-th output and corresponding block argument"),
            ));
        }
    }
    if let Some(m) = ir.attr(op, "mapping").and_then(|a| a.as_array())
        && !m.is_empty()
        && m.len() != rank
    {
        return Err(op_error(
            ir,
            op,
            "mapping attribute size must match op rank",
        ));
    }
    for ((statics, dynamic), what) in
        parts
            .bounds
            .iter()
            .zip(["lower bound", "upper bound", "step"])
    {
        verify_index_list(ir, op, what, rank, statics, dynamic)?;
    }
    Ok(())
}

/// MLIR's `verifyListOfOperandsOrIntegers`.
fn verify_index_list(
    ir: &Ir,
    op: OpId,
    what: &str,
    rank: usize,
    statics: &[i64],
    dynamic: &[Value],
) -> Result<(), Diagnostic> {
    if statics.len() != rank {
        return Err(op_error(
            ir,
            op,
            format!("expected {rank} {what} values, got {}", statics.len()),
        ));
    }
    let n_dynamic = statics.iter().filter(|s| **s == DYNAMIC).count();
    if n_dynamic != dynamic.len() {
        return Err(op_error(
            ir,
            op,
            format!(
                "expected {n_dynamic} dynamic {what} values, got {}",
                dynamic.len()
            ),
        ));
    }
    Ok(())
}

/// `scf.forall.in_parallel { … } [attr-dict]`: the region has one block and no terminator.
fn parse_in_parallel(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let region = p.parse_region(&[])?;
    if p.ir.region_blocks(region).is_empty() {
        let b = p.ir.new_block(&[]);
        p.ir.append_block(region, b);
    }
    state.regions.push(region);
    p.parse_optional_attr_dict(&mut state.attrs)
}

fn print_in_parallel(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    p.write_str(" ")?;
    print_region_at(p, op, 0, false, false)?;
    p.print_optional_attr_dict(op, &[])
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use crate::parse::parse_source;

    /// Parses `text` and runs every registered verifier, returning the first error message.
    pub(crate) fn first_error(text: &str) -> Option<String> {
        let file: Arc<str> = "t.mlir".into();
        let m = match parse_source(text, &file) {
            Ok(m) => m,
            Err(d) => return Some(d.message),
        };
        let mut first = None;
        m.ir.walk_post(m.top, &mut |op| {
            if first.is_some() {
                return;
            }
            if let Some(verify) =
                crate::dialect::lookup(m.ir.name(op).as_str()).and_then(|d| d.verify)
                && let Err(d) = verify(&m.ir, op)
            {
                first = Some(d.message);
            }
        });
        first
    }

    #[test]
    fn verifier_messages() {
        let cases: &[(&str, &str)] = &[
            (
                r#"func.func @f(%lb: index, %x: f32) {
  %0 = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%iv: index, %a: f32):
    "scf.yield"() : () -> ()
  }) : (index, index, index, f32) -> f32
  return
}"#,
                "'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs",
            ),
            (
                r#"func.func @f(%c: i32) {
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {}) : (i32) -> ()
  return
}"#,
                "'scf.if' op operand #0 must be 1-bit signless integer, but got 'i32'",
            ),
            (
                r#"func.func @f(%c: i1, %x: f32) {
  %0 = scf.if %c -> (f32) {
    scf.yield %x : f32
  }
  return
}"#,
                "'scf.if' op must have an else block if defining values",
            ),
            (
                r#"func.func @f(%c: i1, %x: f32) {
  %0 = scf.while (%a = %x) : (f32) -> f32 {
    scf.yield %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}"#,
                "'scf.while' op expects the 'before' region to terminate with 'scf.condition'",
            ),
            (
                r#"func.func @f(%c: i1) {
  scf.yield
}"#,
                "'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'",
            ),
        ];
        for (text, msg) in cases {
            assert_eq!(first_error(text).as_deref(), Some(*msg), "{text}");
        }
    }
}
