//! The `async` dialect: `async.execute` and friends, `async.func`/`call`/`return`, the
//! `async.runtime.*` ops produced by the lowering, and the `async.coro.*` coroutine ops.
//!
//! Custom forms, printed names and verifier messages follow `mlir-opt-22` (see
//! `/work/shared/docs/async-spec.md` §1–§2). The verifiers also reproduce the checks that
//! upstream gets from ODS (operand/result counts and type constraints, required attributes),
//! so ops written in the generic form are rejected with the same messages.
//!
//! Helpers for the lowering passes are at the end of the file ([`execute_dependencies`],
//! [`execute_body_operands`], [`execute_body`], [`is_stateful_func`], …).

use std::fmt::{self, Write as _};

use super::common::{
    expect_op_keyword, parse_return_like, parse_yield_like, print_region_at, print_return_like,
    print_yield_like, verify_region_edge,
};
use super::function_interface::{
    FUNCTION_ATTRS, function_type, parse_call, parse_function_like, print_call, print_function_like,
};
use super::{OpDef, Traits, has_trait, op_error};
use crate::diag::Diagnostic;
use crate::ir::{Attribute, BlockId, Ir, OpId, OperationState, SymbolTable, Type, Value};
use crate::parse::lexer::TokenKind;
use crate::parse::{PResult, Parser};
use crate::print::OpPrinter;

/// Name of the attribute holding the sizes of `async.execute`'s two operand groups.
pub const OPERAND_SEGMENT_SIZES: &str = "operandSegmentSizes";
/// The pre-2023 spelling of [`OPERAND_SEGMENT_SIZES`], still accepted on input.
pub const LEGACY_OPERAND_SEGMENT_SIZES: &str = "operand_segment_sizes";

/// Ops of the `async` dialect.
pub const OPS: &[OpDef] = &[
    // ---- high level ops ----------------------------------------------------------------
    OpDef {
        inherent_attrs: &[OPERAND_SEGMENT_SIZES],
        parse: Some(parse_execute),
        print: Some(print_execute),
        verify: Some(verify_execute),
        result_names: Some(execute_result_names),
        ..OpDef::new(
            "async.execute",
            Traits::SINGLE_BLOCK.union(Traits::RECURSIVE_MEMORY_EFFECTS),
        )
    },
    OpDef {
        parse: Some(parse_yield_like),
        print: Some(print_yield_like),
        verify: Some(verify_yield),
        ..OpDef::new("async.yield", Traits::TERMINATOR.union(Traits::PURE))
    },
    OpDef {
        parse: Some(parse_await),
        print: Some(print_await),
        verify: Some(verify_await),
        ..OpDef::new("async.await", Traits::NONE)
    },
    OpDef {
        parse: Some(parse_create_group),
        print: Some(print_create_group),
        verify: Some(verify_create_group),
        canonicalize: &[&EraseAwaitedOnlyGroup],
        ..OpDef::new("async.create_group", Traits::PURE)
    },
    OpDef {
        parse: Some(parse_add_to_group),
        print: Some(print_add_to_group),
        verify: Some(verify_add_to_group),
        ..OpDef::new("async.add_to_group", Traits::NONE)
    },
    OpDef {
        parse: Some(parse_await_all),
        print: Some(print_operand_then_attrs),
        verify: Some(verify_await_all),
        ..OpDef::new("async.await_all", Traits::NONE)
    },
    OpDef {
        inherent_attrs: FUNCTION_ATTRS,
        parse: Some(parse_function_like),
        print: Some(print_function_like),
        verify: Some(verify_func),
        default_dialect: Some("async"),
        ..OpDef::new(
            "async.func",
            Traits::ISOLATED_FROM_ABOVE
                .union(Traits::SYMBOL)
                .union(Traits::FUNCTION_LIKE),
        )
    },
    OpDef {
        inherent_attrs: &["callee", "arg_attrs", "res_attrs"],
        parse: Some(parse_call),
        print: Some(print_call),
        verify: Some(verify_call),
        ..OpDef::new("async.call", Traits::NONE)
    },
    OpDef {
        parse: Some(parse_return_like),
        print: Some(print_return_like),
        verify: Some(verify_return),
        ..OpDef::new(
            "async.return",
            Traits::TERMINATOR
                .union(Traits::RETURN_LIKE)
                .union(Traits::PURE),
        )
    },
    // ---- runtime ops -------------------------------------------------------------------
    OpDef {
        parse: Some(parse_runtime_create),
        print: Some(print_attrs_then_result_type),
        verify: Some(verify_runtime_create),
        ..OpDef::new("async.runtime.create", Traits::NONE)
    },
    OpDef {
        parse: Some(parse_create_group),
        print: Some(print_create_group),
        verify: Some(verify_runtime_create_group),
        ..OpDef::new("async.runtime.create_group", Traits::NONE)
    },
    OpDef {
        parse: Some(parse_operand_attrs_type),
        print: Some(print_operand_attrs_type),
        verify: Some(verify_set_available),
        ..OpDef::new("async.runtime.set_available", Traits::NONE)
    },
    OpDef {
        parse: Some(parse_operand_attrs_type),
        print: Some(print_operand_attrs_type),
        verify: Some(verify_set_error),
        ..OpDef::new("async.runtime.set_error", Traits::NONE)
    },
    OpDef {
        parse: Some(parse_is_error),
        print: Some(print_operand_attrs_type),
        verify: Some(verify_is_error),
        ..OpDef::new("async.runtime.is_error", Traits::NONE)
    },
    OpDef {
        parse: Some(parse_operand_attrs_type),
        print: Some(print_operand_attrs_type),
        verify: Some(verify_runtime_await),
        ..OpDef::new("async.runtime.await", Traits::NONE)
    },
    OpDef {
        parse: Some(parse_runtime_resume),
        print: Some(print_operand_then_attrs),
        verify: Some(verify_runtime_resume),
        ..OpDef::new("async.runtime.resume", Traits::NONE)
    },
    OpDef {
        parse: Some(parse_await_and_resume),
        print: Some(print_two_operands_attrs_type),
        verify: Some(verify_await_and_resume),
        ..OpDef::new("async.runtime.await_and_resume", Traits::NONE)
    },
    OpDef {
        parse: Some(parse_runtime_store),
        print: Some(print_runtime_store),
        verify: Some(verify_runtime_store),
        ..OpDef::new("async.runtime.store", Traits::NONE)
    },
    OpDef {
        parse: Some(parse_runtime_load),
        print: Some(print_runtime_load),
        verify: Some(verify_runtime_load),
        ..OpDef::new("async.runtime.load", Traits::NONE)
    },
    OpDef {
        parse: Some(parse_runtime_add_to_group),
        print: Some(print_two_operands_attrs_type),
        verify: Some(verify_runtime_add_to_group),
        ..OpDef::new("async.runtime.add_to_group", Traits::NONE)
    },
    OpDef {
        inherent_attrs: &["count"],
        parse: Some(parse_ref_count),
        print: Some(print_operand_attrs_type),
        verify: Some(verify_ref_count),
        ..OpDef::new("async.runtime.add_ref", Traits::NONE)
    },
    OpDef {
        inherent_attrs: &["count"],
        parse: Some(parse_ref_count),
        print: Some(print_operand_attrs_type),
        verify: Some(verify_ref_count),
        ..OpDef::new("async.runtime.drop_ref", Traits::NONE)
    },
    OpDef {
        parse: Some(parse_num_worker_threads),
        print: Some(print_attrs_then_result_type),
        verify: Some(verify_num_worker_threads),
        ..OpDef::new("async.runtime.num_worker_threads", Traits::NONE)
    },
    // ---- coroutine ops -----------------------------------------------------------------
    OpDef {
        parse: Some(parse_coro_id),
        print: Some(print_operands_then_attrs),
        verify: Some(verify_coro_id),
        ..OpDef::new("async.coro.id", Traits::NONE)
    },
    OpDef {
        parse: Some(parse_coro_begin),
        print: Some(print_operands_then_attrs),
        verify: Some(verify_coro_begin),
        ..OpDef::new("async.coro.begin", Traits::NONE)
    },
    OpDef {
        parse: Some(parse_coro_free),
        print: Some(print_operands_then_attrs),
        verify: Some(verify_coro_free),
        ..OpDef::new("async.coro.free", Traits::NONE)
    },
    OpDef {
        parse: Some(parse_coro_end),
        print: Some(print_operands_then_attrs),
        verify: Some(verify_coro_end),
        ..OpDef::new("async.coro.end", Traits::NONE)
    },
    OpDef {
        parse: Some(parse_coro_save),
        print: Some(print_operands_then_attrs),
        verify: Some(verify_coro_save),
        ..OpDef::new("async.coro.save", Traits::NONE)
    },
    OpDef {
        parse: Some(parse_coro_suspend),
        print: Some(print_coro_suspend),
        verify: Some(verify_coro_suspend),
        ..OpDef::new("async.coro.suspend", Traits::TERMINATOR)
    },
];

// -------------------------------------------------------------------------------------------
// Type constraints (what ODS generates) and verifier plumbing
// -------------------------------------------------------------------------------------------

/// A type constraint of an operand or result, with the description mlir-opt prints.
#[derive(Clone, Copy, PartialEq, Eq)]
enum C {
    Any,
    Value,
    ValueOrToken,
    AnyAsync,
    Group,
    CoroId,
    CoroHandle,
    CoroState,
    Index,
    I1,
}

impl C {
    fn accepts(self, t: &Type) -> bool {
        match self {
            C::Any => true,
            C::Value => matches!(t, Type::AsyncValue(_)),
            C::ValueOrToken => t.is_value_or_token(),
            C::AnyAsync => t.is_ref_counted(),
            C::Group => *t == Type::AsyncGroup,
            C::CoroId => *t == Type::CoroId,
            C::CoroHandle => *t == Type::CoroHandle,
            C::CoroState => *t == Type::CoroState,
            C::Index => *t == Type::Index,
            C::I1 => t.is_int_of_width(1),
        }
    }

    fn describe(self) -> &'static str {
        match self {
            C::Any => "any type",
            C::Value => "async value type",
            C::ValueOrToken => "async value type or async token type",
            C::AnyAsync => "async value type or async token type or async group type",
            C::Group => "async group type",
            C::CoroId => "switched-resume coroutine identifier",
            C::CoroHandle => "coroutine handle",
            C::CoroState => "saved coroutine state",
            C::Index => "index",
            C::I1 => "1-bit signless integer",
        }
    }
}

/// The ODS-style structural checks of an op with a fixed signature: no regions, the given
/// number of successors, exactly `operands.len()` operands and `results.len()` results (each
/// satisfying its constraint). Checked in the order mlir-opt reports them.
fn check_fixed(
    ir: &Ir,
    op: OpId,
    operands: &[C],
    results: &[C],
    successors: usize,
) -> Result<(), Diagnostic> {
    check_counts(ir, op, operands.len(), results.len(), successors)?;
    check_operand_types(ir, op, operands)?;
    check_result_types(ir, op, results, false)
}

/// The count checks of [`check_fixed`] (regions, results, successors, operands, in the order
/// mlir-opt's trait verifiers run).
fn check_counts(
    ir: &Ir,
    op: OpId,
    operands: usize,
    results: usize,
    successors: usize,
) -> Result<(), Diagnostic> {
    if !ir.regions(op).is_empty() {
        return Err(op_error(ir, op, "requires zero regions"));
    }
    let nres = ir.results(op).len();
    if nres != results {
        return Err(op_error(
            ir,
            op,
            match results {
                0 => "requires zero results".to_owned(),
                1 => "requires one result".to_owned(),
                n => format!("expected {n} results, but found {nres}"),
            },
        ));
    }
    let nsucc = ir.successors(op).len();
    if nsucc != successors {
        return Err(op_error(
            ir,
            op,
            format!("requires {successors} successors but found {nsucc}"),
        ));
    }
    let nops = ir.operands(op).len();
    if nops != operands {
        return Err(op_error(
            ir,
            op,
            match operands {
                0 => "requires zero operands".to_owned(),
                1 => "requires a single operand".to_owned(),
                n => format!("expected {n} operands, but found {nops}"),
            },
        ));
    }
    Ok(())
}

/// Checks operand `i` against `constraints[i]`.
fn check_operand_types(ir: &Ir, op: OpId, constraints: &[C]) -> Result<(), Diagnostic> {
    for (i, (v, c)) in ir.operands(op).iter().zip(constraints).enumerate() {
        let t = ir.value_type(*v);
        if !c.accepts(t) {
            return Err(op_error(
                ir,
                op,
                format!("operand #{i} must be {}, but got '{t}'", c.describe()),
            ));
        }
    }
    Ok(())
}

/// Checks result `i` against `constraints[i]` (`variadic` adds the "variadic of" wording).
fn check_result_types(
    ir: &Ir,
    op: OpId,
    constraints: &[C],
    variadic: bool,
) -> Result<(), Diagnostic> {
    for (i, (v, c)) in ir.results(op).iter().zip(constraints).enumerate() {
        let t = ir.value_type(*v);
        if !c.accepts(t) {
            let what = if variadic { "variadic of " } else { "" };
            return Err(op_error(
                ir,
                op,
                format!("result #{i} must be {what}{}, but got '{t}'", c.describe()),
            ));
        }
    }
    Ok(())
}

/// Checks that `op` has no regions and no successors (for variadic-operand ops).
fn check_no_regions_successors(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    if !ir.regions(op).is_empty() {
        return Err(op_error(ir, op, "requires zero regions"));
    }
    let nsucc = ir.successors(op).len();
    if nsucc != 0 {
        return Err(op_error(
            ir,
            op,
            format!("requires 0 successors but found {nsucc}"),
        ));
    }
    Ok(())
}

/// The payload type of `!async.value<T>`, or the type itself (the execute op's notion of
/// compatible types: `T` and `!async.value<T>` match).
fn unwrap_value(t: &Type) -> &Type {
    t.async_value_inner().unwrap_or(t)
}

/// Writes `'t1', 't2'` (the form of type lists in diagnostics).
fn quoted_types(types: &[Type]) -> String {
    types
        .iter()
        .map(|t| format!("'{t}'"))
        .collect::<Vec<_>>()
        .join(", ")
}

// -------------------------------------------------------------------------------------------
// Shared parse/print helpers
// -------------------------------------------------------------------------------------------

/// Parses the type of a statically `!async.value`-typed operand: either the stripped `<T>`
/// (what mlir-opt prints) or the full `!async.value<T>`.
fn parse_value_type(p: &mut Parser<'_>) -> PResult<Type> {
    let loc = p.current_loc();
    if p.token().kind == TokenKind::BangIdent {
        let t = p.parse_type()?;
        return match t {
            Type::AsyncValue(_) => Ok(t),
            other => Err(Diagnostic::error(
                loc,
                format!(
                    "invalid kind of type specified: expected async.value, but found '{other}'"
                ),
            )),
        };
    }
    p.expect("<")?;
    let inner = p.parse_type()?;
    p.expect(">")?;
    Ok(Type::async_value(inner))
}

/// Prints ` %a, %b {attrs}` (the operands, if any, then the attribute dictionary).
fn print_operands_then_attrs(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    if !ir.operands(op).is_empty() {
        p.write_str(" ")?;
        p.print_operands(ir.operands(op))?;
    }
    p.print_optional_attr_dict(op, &[])
}

/// Same as [`print_operands_then_attrs`] (`$operand attr-dict`).
fn print_operand_then_attrs(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    print_operands_then_attrs(p, op)
}

/// Prints ` %x {attrs} : type(%x)`.
fn print_operand_attrs_type(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    p.print_operands(ir.operands(op))?;
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : ")?;
    first_operand_type(p, op)
}

/// Prints ` %x, %y {attrs} : type(%x)`.
fn print_two_operands_attrs_type(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    print_operand_attrs_type(p, op)
}

/// Prints ` {attrs} : type(result)`.
fn print_attrs_then_result_type(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : ")?;
    p.print_value_types(ir.results(op))
}

fn first_operand_type(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    match ir.operands(op).first() {
        Some(v) => {
            let t = ir.value_type(*v).clone();
            p.print_type(&t)
        }
        None => Ok(()),
    }
}

// -------------------------------------------------------------------------------------------
// async.execute
// -------------------------------------------------------------------------------------------

/// `%token, %results = async.execute [%dep, …]? (%v as %x: !async.value<T>, …)?
///  (-> !async.value<T> | -> (!async.value<T>, …))? (attributes {…})? { body }`
///
/// Empty `[]`, `()` and `-> ()` are accepted. Result 0 is the implicit `!async.token`. The
/// body's entry block gets one argument per `as` binding, typed with the payload `T`.
fn parse_execute(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let mut num_deps = 0;
    if p.eat("[") {
        let deps = p.parse_operand_list()?;
        p.expect("]")?;
        num_deps = deps.len();
        state.operands = p.resolve_operands_same(&deps, &Type::AsyncToken)?;
    }
    let mut args = Vec::new();
    let mut num_values = 0;
    if p.eat("(") && !p.eat(")") {
        let mut values = Vec::new();
        let mut types = Vec::new();
        loop {
            values.push(p.parse_operand()?);
            expect_op_keyword(p, "async.execute", "as")?;
            let type_loc;
            let mut arg = {
                let a = p.parse_argument(false)?;
                type_loc = p.loc_at(a.pos);
                a
            };
            let Some(inner) = arg.ty.async_value_inner().cloned() else {
                return Err(Diagnostic::error(
                    type_loc,
                    format!(
                        "expected an async value type for the unwrapped operand, but got '{}'",
                        arg.ty
                    ),
                ));
            };
            types.push(arg.ty.clone());
            arg.ty = inner;
            args.push(arg);
            if p.eat(")") {
                break;
            }
            p.expect(",")?;
        }
        num_values = values.len();
        let resolved = p.resolve_operands(&values, &types)?;
        state.operands.extend(resolved);
    }
    state.add_attr(
        OPERAND_SEGMENT_SIZES,
        Attribute::dense_i32_array(&[num_deps as i64, num_values as i64]),
    );
    let results = p.parse_optional_arrow_type_list()?;
    state.result_types.push(Type::AsyncToken);
    state.result_types.extend(results);
    p.parse_optional_attr_dict_with_keyword(&mut state.attrs)?;
    let region = p.parse_region(&args)?;
    state.regions.push(region);
    Ok(())
}

fn print_execute(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let deps = execute_dependencies(ir, op);
    if !deps.is_empty() {
        p.write_str(" [")?;
        p.print_operands(deps)?;
        p.write_str("]")?;
    }
    let operands = execute_body_operands(ir, op);
    if !operands.is_empty() {
        let entry = execute_body(ir, op);
        p.write_str(" (")?;
        for (i, v) in operands.iter().enumerate() {
            if i > 0 {
                p.write_str(", ")?;
            }
            p.print_operand(*v)?;
            p.write_str(" as ")?;
            match entry.and_then(|b| ir.block_args(b).get(i)) {
                Some(arg) => p.print_operand(*arg)?,
                None => p.write_str("<<NULL VALUE>>")?,
            }
            p.write_str(": ")?;
            let t = ir.value_type(*v).clone();
            p.print_type(&t)?;
        }
        p.write_str(")")?;
    }
    let results: Vec<Type> = ir
        .results(op)
        .iter()
        .skip(1)
        .map(|v| ir.value_type(*v).clone())
        .collect();
    p.print_optional_arrow_types(&results)?;
    p.print_optional_attr_dict_with_keyword(
        op,
        &[OPERAND_SEGMENT_SIZES, LEGACY_OPERAND_SEGMENT_SIZES],
    )?;
    p.write_str(" ")?;
    print_region_at(p, op, 0, false, true)
}

fn execute_result_names(ir: &Ir, op: OpId) -> Vec<(usize, String)> {
    let mut names = vec![(0, "token".to_owned())];
    if ir.results(op).len() > 1 {
        names.push((1, "bodyResults".to_owned()));
    }
    names
}

fn verify_execute(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let regions = ir.regions(op);
    if regions.len() != 1 {
        return Err(op_error(ir, op, "requires one region"));
    }
    if ir.results(op).is_empty() {
        return Err(op_error(ir, op, "expected 1 or more results"));
    }
    let nsucc = ir.successors(op).len();
    if nsucc != 0 {
        return Err(op_error(
            ir,
            op,
            format!("requires 0 successors but found {nsucc}"),
        ));
    }
    let region = regions[0];
    let blocks = ir.region_blocks(region);
    if blocks.len() > 1 {
        return Err(op_error(ir, op, "expects region #0 to have 0 or 1 blocks"));
    }
    if let Some(&block) = blocks.first() {
        match ir.last_op(block) {
            None => return Err(op_error(ir, op, "expects a non-empty block")),
            // Reported by the generic `block with no terminator` check, which MLIR's verifier
            // reaches before this region trait.
            Some(last) if super::is_registered_non_terminator(ir, last) => {}
            Some(last) if !ir.is(last, "async.yield") => {
                return Err(op_error(
                    ir,
                    op,
                    format!(
                        "expects regions to end with 'async.yield', found '{}'",
                        ir.name(last)
                    ),
                )
                .with_note(
                    ir.loc(op).clone(),
                    "in custom textual format, the absence of terminator implies 'async.yield'",
                ));
            }
            _ => {}
        }
    }
    // AttrSizedOperandSegments.
    let sizes = segment_sizes(ir, op);
    let total: i64 = sizes.iter().sum();
    if sizes.len() != 2 || sizes.iter().any(|s| *s < 0) {
        return Err(op_error(
            ir,
            op,
            format!(
                "'{OPERAND_SEGMENT_SIZES}' attribute for specifying operand segments must have 2 elements, but got {}",
                sizes.len()
            ),
        ));
    }
    if total != ir.operands(op).len() as i64 {
        return Err(op_error(
            ir,
            op,
            format!(
                "operand count ({}) does not match with the total size ({total}) specified in attribute '{OPERAND_SEGMENT_SIZES}'",
                ir.operands(op).len()
            ),
        ));
    }
    let deps = execute_dependencies(ir, op);
    for (i, v) in deps.iter().enumerate() {
        let t = ir.value_type(*v);
        if *t != Type::AsyncToken {
            return Err(op_error(
                ir,
                op,
                format!("operand #{i} must be variadic of async token type, but got '{t}'"),
            ));
        }
    }
    let operands = execute_body_operands(ir, op);
    for (i, v) in operands.iter().enumerate() {
        let t = ir.value_type(*v);
        if !t.is_value_or_token() {
            return Err(op_error(
                ir,
                op,
                format!(
                    "operand #{} must be variadic of async value type or async token type, but got '{t}'",
                    i + deps.len()
                ),
            ));
        }
    }
    for (i, v) in ir.results(op).iter().enumerate() {
        let t = ir.value_type(*v);
        if i == 0 && *t != Type::AsyncToken {
            return Err(op_error(
                ir,
                op,
                format!("result #0 must be async token type, but got '{t}'"),
            ));
        }
        if i > 0 && !matches!(t, Type::AsyncValue(_)) {
            return Err(op_error(
                ir,
                op,
                format!("result #{i} must be variadic of async value type, but got '{t}'"),
            ));
        }
    }
    let Some(&entry) = blocks.first() else {
        return Err(op_error(
            ir,
            op,
            "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks",
        ));
    };
    // RegionBranchOpInterface: parent -> body, yield -> parent (values compare unwrapped).
    let same = |a: &Type, b: &Type| unwrap_value(a) == unwrap_value(b);
    let types =
        |vs: &[Value]| -> Vec<Type> { vs.iter().map(|v| ir.value_type(*v).clone()).collect() };
    let args = ir.block_args(entry);
    verify_region_edge(
        ir,
        op,
        "parent to Region #0",
        op,
        &types(operands),
        &types(args),
        same,
    )?;
    if let Some(y) = ir.last_op(entry).filter(|y| ir.is(*y, "async.yield")) {
        let results = ir.results(op).get(1..).unwrap_or(&[]);
        verify_region_edge(
            ir,
            op,
            "Operation async.yield to parent",
            y,
            &types(ir.operands(y)),
            &types(results),
            same,
        )?;
    }
    // Region verifier: block arguments are exactly the unwrapped operand types.
    let matches = operands.iter().zip(args).all(|(v, a)| {
        ir.value_type(*v)
            .async_value_inner()
            .is_some_and(|inner| inner == ir.value_type(*a))
    });
    if !matches {
        return Err(op_error(
            ir,
            op,
            "async body region argument types do not match the execute operation arguments types",
        ));
    }
    Ok(())
}

fn segment_sizes(ir: &Ir, op: OpId) -> Vec<i64> {
    ir.attr(op, OPERAND_SEGMENT_SIZES)
        .or_else(|| ir.attr(op, LEGACY_OPERAND_SEGMENT_SIZES))
        .and_then(Attribute::as_dense_i64s)
        .unwrap_or_else(|| vec![0, 0])
}

// -------------------------------------------------------------------------------------------
// async.yield, async.return
// -------------------------------------------------------------------------------------------

fn verify_yield(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_no_regions_successors(ir, op)?;
    if !ir.results(op).is_empty() {
        return Err(op_error(ir, op, "requires zero results"));
    }
    match ir.parent_op(op) {
        Some(parent) if ir.is(parent, "async.execute") => Ok(()),
        _ => Err(op_error(ir, op, "expects parent op 'async.execute'")),
    }
}

fn verify_return(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_no_regions_successors(ir, op)?;
    if !ir.results(op).is_empty() {
        return Err(op_error(ir, op, "requires zero results"));
    }
    let Some(parent) = ir.parent_op(op).filter(|p| ir.is(*p, "async.func")) else {
        return Err(op_error(ir, op, "expects parent op 'async.func'"));
    };
    let expected = async_func_payload_types(ir, parent);
    let actual: Vec<Type> = ir
        .operands(op)
        .iter()
        .map(|v| ir.value_type(*v).clone())
        .collect();
    if expected.as_deref() != Some(actual.as_slice()) {
        return Err(op_error(
            ir,
            op,
            "operand types do not match the types returned from the parent FuncOp",
        ));
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// async.await, create_group, add_to_group, await_all
// -------------------------------------------------------------------------------------------

/// `async.await %t : !async.token` / `%x = async.await %v : !async.value<T> {attrs}`; the
/// result type (`T`, none for a token) is derived from the operand type.
fn parse_await(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let operand = p.parse_operand()?;
    let ty = p.parse_colon_type()?;
    state.operands = vec![p.resolve_operand(&operand, &ty)?];
    if let Some(inner) = ty.async_value_inner() {
        state.result_types.push(inner.clone());
    }
    p.parse_optional_attr_dict(&mut state.attrs)
}

fn print_await(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    p.print_operands(ir.operands(op))?;
    p.write_str(" : ")?;
    first_operand_type(p, op)?;
    p.print_optional_attr_dict(op, &[])
}

fn verify_await(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    if !ir.regions(op).is_empty() {
        return Err(op_error(ir, op, "requires zero regions"));
    }
    let nsucc = ir.successors(op).len();
    if nsucc != 0 {
        return Err(op_error(
            ir,
            op,
            format!("requires 0 successors but found {nsucc}"),
        ));
    }
    if ir.operands(op).len() != 1 {
        return Err(op_error(ir, op, "requires a single operand"));
    }
    check_operand_types(ir, op, &[C::ValueOrToken])?;
    let nres = ir.results(op).len();
    if nres > 1 {
        return Err(op_error(
            ir,
            op,
            format!("result group starting at #0 requires 0 or 1 element, but found {nres}"),
        ));
    }
    let arg = ir.value_type(ir.operand(op, 0));
    if *arg == Type::AsyncToken && nres != 0 {
        return Err(op_error(
            ir,
            op,
            "awaiting on a token must have empty result",
        ));
    }
    if let Some(inner) = arg.async_value_inner() {
        match ir.results(op).first() {
            Some(r) if ir.value_type(*r) == inner => {}
            Some(r) => {
                return Err(op_error(
                    ir,
                    op,
                    format!(
                        "result type '{}' does not match async value type '{inner}'",
                        ir.value_type(*r)
                    ),
                ));
            }
            // Upstream dereferences the missing result type here; report it instead.
            None => {
                return Err(op_error(
                    ir,
                    op,
                    format!(
                        "result type '<<NULL TYPE>>' does not match async value type '{inner}'"
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// `%g = async.create_group %size : !async.group {attrs}` (also `async.runtime.create_group`):
/// the attribute dictionary comes after the type.
fn parse_create_group(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let size = p.parse_operand()?;
    let ty = p.parse_colon_type()?;
    state.operands = vec![p.resolve_operand(&size, &Type::Index)?];
    state.result_types.push(ty);
    p.parse_optional_attr_dict(&mut state.attrs)
}

fn print_create_group(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    p.print_operands(ir.operands(op))?;
    p.write_str(" : ")?;
    p.print_value_types(ir.results(op))?;
    p.print_optional_attr_dict(op, &[])
}

fn verify_create_group(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_fixed(ir, op, &[C::Index], &[C::Group], 0)
}

/// `%rank = async.add_to_group %x, %group : type(%x) {attrs}`
fn parse_add_to_group(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let operand = p.parse_operand()?;
    p.expect(",")?;
    let group = p.parse_operand()?;
    let ty = p.parse_colon_type()?;
    state.operands = vec![
        p.resolve_operand(&operand, &ty)?,
        p.resolve_operand(&group, &Type::AsyncGroup)?,
    ];
    state.result_types.push(Type::Index);
    p.parse_optional_attr_dict(&mut state.attrs)
}

fn print_add_to_group(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    p.print_operands(ir.operands(op))?;
    p.write_str(" : ")?;
    first_operand_type(p, op)?;
    p.print_optional_attr_dict(op, &[])
}

fn verify_add_to_group(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_fixed(ir, op, &[C::ValueOrToken, C::Group], &[C::Index], 0)
}

/// `async.await_all %group {attrs}`
fn parse_await_all(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let group = p.parse_operand()?;
    state.operands = vec![p.resolve_operand(&group, &Type::AsyncGroup)?];
    p.parse_optional_attr_dict(&mut state.attrs)
}

fn verify_await_all(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_fixed(ir, op, &[C::Group], &[], 0)
}

// -------------------------------------------------------------------------------------------
// async.func, async.call
// -------------------------------------------------------------------------------------------

fn verify_func(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    if ir.regions(op).len() != 1 {
        return Err(op_error(ir, op, "requires one region"));
    }
    if !ir.results(op).is_empty() {
        return Err(op_error(ir, op, "requires zero results"));
    }
    let nsucc = ir.successors(op).len();
    if nsucc != 0 {
        return Err(op_error(
            ir,
            op,
            format!("requires 0 successors but found {nsucc}"),
        ));
    }
    if !ir.operands(op).is_empty() {
        return Err(op_error(ir, op, "requires zero operands"));
    }
    let Some((inputs, results)) = function_type(ir, op) else {
        return Err(op_error(ir, op, "requires attribute 'function_type'"));
    };
    if !matches!(ir.attr(op, "sym_name"), Some(Attribute::String(_))) {
        return Err(op_error(ir, op, "requires attribute 'sym_name'"));
    }
    // FunctionOpInterface: argument/result attributes and the entry block signature.
    for (key, what, count) in [
        ("arg_attrs", "argument", inputs.len()),
        ("res_attrs", "result", results.len()),
    ] {
        let Some(attr) = ir.attr(op, key) else {
            continue;
        };
        let Some(items) = attr.as_array() else {
            return Err(op_error(
                ir,
                op,
                format!(
                    "attribute '{key}' failed to satisfy constraint: Array of dictionary attributes"
                ),
            ));
        };
        if items.len() != count {
            return Err(op_error(
                ir,
                op,
                format!(
                    "expects {what} attribute array to have the same number of elements as the number of function {what}s, got {}, but expected {count}",
                    items.len()
                ),
            ));
        }
        for item in items {
            let Attribute::Dict(d) = item else {
                return Err(op_error(
                    ir,
                    op,
                    format!(
                        "attribute '{key}' failed to satisfy constraint: Array of dictionary attributes"
                    ),
                ));
            };
            if d.iter().any(|a| !a.name.contains('.')) {
                return Err(op_error(
                    ir,
                    op,
                    format!("{what}s may only have dialect attributes"),
                ));
            }
        }
    }
    let body = ir.region(op, 0);
    match ir.entry_block(body) {
        Some(entry) => {
            let args = ir.block_args(entry);
            if args.len() != inputs.len() {
                return Err(op_error(
                    ir,
                    op,
                    format!(
                        "entry block must have {} arguments to match function signature",
                        inputs.len()
                    ),
                ));
            }
            for (i, (a, t)) in args.iter().zip(&inputs).enumerate() {
                let at = ir.value_type(*a);
                if at != t {
                    return Err(op_error(
                        ir,
                        op,
                        format!(
                            "type of entry block argument #{i}('{at}') must match the type of the corresponding argument in function signature('{t}')"
                        ),
                    ));
                }
            }
        }
        None => {
            if ir
                .attr(op, "sym_visibility")
                .and_then(Attribute::as_str)
                .is_none_or(|v| v == "public")
            {
                return Err(op_error(
                    ir,
                    op,
                    "symbol declaration cannot have public visibility",
                ));
            }
        }
    }
    // The op's own verifier.
    if results.is_empty() {
        return Err(op_error(
            ir,
            op,
            "result is expected to be at least of size 1, but got 0",
        ));
    }
    for (i, t) in results.iter().enumerate() {
        if !t.is_value_or_token() {
            return Err(op_error(
                ir,
                op,
                format!("result type must be async value type or async token type, but got '{t}'"),
            ));
        }
        if *t == Type::AsyncToken && i != 0 {
            return Err(op_error(
                ir,
                op,
                format!(
                    " results' (optional) async token type is expected to appear as the 1st return value, but got {}",
                    i + 1
                ),
            ));
        }
    }
    Ok(())
}

fn verify_call(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_no_regions_successors(ir, op)?;
    let Some(callee) = ir.attr(op, "callee") else {
        return Err(op_error(ir, op, "requires attribute 'callee'"));
    };
    if !matches!(callee, Attribute::SymbolRef(parts) if parts.len() == 1) {
        return Err(op_error(
            ir,
            op,
            "attribute 'callee' failed to satisfy constraint: flat symbol reference attribute",
        ));
    }
    let results = ir.results(op);
    check_result_types(ir, op, &vec![C::ValueOrToken; results.len()], true)
}

/// The symbol-use checks of an `async.call` (MLIR's `CallOp::verifySymbolUses`): the callee
/// must be an `async.func` in the nearest symbol table, with the call's operand and result
/// types. The verifier runs these when it checks the enclosing symbol table, after all ops
/// (see `crate::verify`), so they are not part of the op's own verify hook.
pub fn verify_call_symbol_uses(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(callee) = ir.attr(op, "callee").and_then(Attribute::as_symbol) else {
        return Err(op_error(
            ir,
            op,
            "requires a 'callee' symbol reference attribute",
        ));
    };
    let results = ir.results(op);
    let Some(func) = lookup_nearest_symbol(ir, op, callee).filter(|f| ir.is(*f, "async.func"))
    else {
        return Err(op_error(
            ir,
            op,
            format!("'{callee}' does not reference a valid async function"),
        ));
    };
    let (inputs, fn_results) = function_type(ir, func).unwrap_or_default();
    let operands = ir.operands(op);
    if operands.len() != inputs.len() {
        return Err(op_error(ir, op, "incorrect number of operands for callee"));
    }
    for (i, (v, t)) in operands.iter().zip(&inputs).enumerate() {
        let vt = ir.value_type(*v);
        if vt != t {
            return Err(op_error(
                ir,
                op,
                format!(
                    "operand type mismatch: expected operand type '{t}', but provided '{vt}' for operand number {i}"
                ),
            ));
        }
    }
    if results.len() != fn_results.len() {
        return Err(op_error(ir, op, "incorrect number of results for callee"));
    }
    let result_types: Vec<Type> = results.iter().map(|v| ir.value_type(*v).clone()).collect();
    if let Some(i) = result_types
        .iter()
        .zip(&fn_results)
        .position(|(a, b)| a != b)
    {
        let loc = ir.loc(op).clone();
        return Err(
            op_error(ir, op, format!("result type mismatch at index {i}"))
                .with_note(
                    loc.clone(),
                    format!("      op result types: {}", quoted_types(&result_types)),
                )
                .with_note(
                    loc,
                    format!("function result types: {}", quoted_types(&fn_results)),
                ),
        );
    }
    Ok(())
}

/// Looks `name` up in the nearest symbol table enclosing `op` (as MLIR's
/// `lookupNearestSymbolFrom` does for a flat reference).
fn lookup_nearest_symbol(ir: &Ir, op: OpId, name: &str) -> Option<OpId> {
    let mut cur = Some(op);
    while let Some(c) = cur {
        if has_trait(ir, c, Traits::SYMBOL_TABLE) {
            return SymbolTable::new(ir, c).lookup(name);
        }
        cur = ir.parent_op(c);
    }
    None
}

// -------------------------------------------------------------------------------------------
// Runtime ops
// -------------------------------------------------------------------------------------------

/// `%x = async.runtime.create {attrs} : !async.token` (or `: !async.value<T>`).
fn parse_runtime_create(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut state.attrs)?;
    state.result_types.push(p.parse_colon_type()?);
    Ok(())
}

fn verify_runtime_create(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_fixed(ir, op, &[], &[C::ValueOrToken], 0)
}

fn verify_runtime_create_group(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_fixed(ir, op, &[C::Index], &[C::Group], 0)
}

/// `op %x {attrs} : type(%x)` (set_available, set_error, await).
fn parse_operand_attrs_type(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let operand = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let ty = p.parse_colon_type()?;
    state.operands = vec![p.resolve_operand(&operand, &ty)?];
    Ok(())
}

fn verify_set_available(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_fixed(ir, op, &[C::ValueOrToken], &[], 0)
}

fn verify_set_error(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_fixed(ir, op, &[C::ValueOrToken], &[], 0)
}

/// `%e = async.runtime.is_error %x {attrs} : type(%x)`; the result is `i1`.
fn parse_is_error(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    parse_operand_attrs_type(p, state)?;
    state.result_types.push(Type::i1());
    Ok(())
}

fn verify_is_error(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_fixed(ir, op, &[C::AnyAsync], &[C::I1], 0)
}

fn verify_runtime_await(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_fixed(ir, op, &[C::AnyAsync], &[], 0)
}

/// `async.runtime.resume %handle {attrs}`
fn parse_runtime_resume(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let h = p.parse_operand()?;
    state.operands = vec![p.resolve_operand(&h, &Type::CoroHandle)?];
    p.parse_optional_attr_dict(&mut state.attrs)
}

fn verify_runtime_resume(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_fixed(ir, op, &[C::CoroHandle], &[], 0)
}

/// `async.runtime.await_and_resume %x, %handle {attrs} : type(%x)`
fn parse_await_and_resume(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let operand = p.parse_operand()?;
    p.expect(",")?;
    let h = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let ty = p.parse_colon_type()?;
    state.operands = vec![
        p.resolve_operand(&operand, &ty)?,
        p.resolve_operand(&h, &Type::CoroHandle)?,
    ];
    Ok(())
}

fn verify_await_and_resume(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_fixed(ir, op, &[C::AnyAsync, C::CoroHandle], &[], 0)
}

/// `async.runtime.store %payload, %storage {attrs} : <T>` (also `: !async.value<T>`); the
/// payload's type is `T`.
fn parse_runtime_store(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let value = p.parse_operand()?;
    p.expect(",")?;
    let storage = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(":")?;
    let ty = parse_value_type(p)?;
    let inner = ty.async_value_inner().cloned().unwrap_or(Type::None);
    state.operands = vec![
        p.resolve_operand(&value, &inner)?,
        p.resolve_operand(&storage, &ty)?,
    ];
    Ok(())
}

fn print_runtime_store(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    p.print_operands(ir.operands(op))?;
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : ")?;
    match ir.operands(op).get(1) {
        Some(v) => print_stripped_value_type(p, ir.value_type(*v)),
        None => Ok(()),
    }
}

/// Prints `!async.value<T>` as `<T>` (the form ODS uses for a statically typed operand).
fn print_stripped_value_type(p: &mut OpPrinter<'_>, ty: &Type) -> fmt::Result {
    match ty.async_value_inner() {
        Some(inner) => {
            p.write_str("<")?;
            p.print_type(inner)?;
            p.write_str(">")
        }
        None => p.print_type(ty),
    }
}

fn verify_runtime_store(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_fixed(ir, op, &[C::Any, C::Value], &[], 0)?;
    let value = ir.value_type(ir.operand(op, 0));
    if ir.value_type(ir.operand(op, 1)).async_value_inner() != Some(value) {
        return Err(op_error(
            ir,
            op,
            "failed to verify that type of 'value' matches element type of 'storage'",
        ));
    }
    Ok(())
}

/// `%x = async.runtime.load %storage {attrs} : <T>` (also `: !async.value<T>`); the result
/// is `T`.
fn parse_runtime_load(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let storage = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(":")?;
    let ty = parse_value_type(p)?;
    state.operands = vec![p.resolve_operand(&storage, &ty)?];
    state
        .result_types
        .push(ty.async_value_inner().cloned().unwrap_or(Type::None));
    Ok(())
}

fn print_runtime_load(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    p.print_operands(ir.operands(op))?;
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : ")?;
    match ir.operands(op).first() {
        Some(v) => print_stripped_value_type(p, ir.value_type(*v)),
        None => Ok(()),
    }
}

fn verify_runtime_load(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_fixed(ir, op, &[C::Value], &[C::Any], 0)?;
    let result = ir.value_type(ir.result(op, 0));
    if ir.value_type(ir.operand(op, 0)).async_value_inner() != Some(result) {
        return Err(op_error(
            ir,
            op,
            "failed to verify that type of 'value' matches element type of 'storage'",
        ));
    }
    Ok(())
}

/// `%rank = async.runtime.add_to_group %x, %group {attrs} : type(%x)`
fn parse_runtime_add_to_group(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let operand = p.parse_operand()?;
    p.expect(",")?;
    let group = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let ty = p.parse_colon_type()?;
    state.operands = vec![
        p.resolve_operand(&operand, &ty)?,
        p.resolve_operand(&group, &Type::AsyncGroup)?,
    ];
    state.result_types.push(Type::Index);
    Ok(())
}

fn verify_runtime_add_to_group(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_fixed(ir, op, &[C::ValueOrToken, C::Group], &[C::Index], 0)
}

/// Whether `attr` satisfies the `count` constraint (positive `i64`).
fn is_valid_count(attr: &Attribute) -> bool {
    matches!(attr, Attribute::Integer { value, ty } if ty.is_int_of_width(64) && *value > 0)
}

const COUNT_CONSTRAINT: &str = "attribute 'count' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive";

/// `async.runtime.add_ref %x {count = N : i64} : type(%x)` (what mlir-opt-22 prints) or the
/// strict-property spelling `async.runtime.add_ref %x count = N {attrs} : type(%x)`
/// (upstream from 2026). Same for `drop_ref`.
fn parse_ref_count(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let operand = p.parse_operand()?;
    if p.eat_keyword("count") {
        p.expect("=")?;
        let loc = p.current_loc();
        let n = p.parse_integer()?;
        let n = i64::try_from(n)
            .map_err(|_| Diagnostic::error(loc, "integer constant out of range"))?;
        state.add_attr("count", Attribute::i64(n));
    }
    let dict_loc = p.current_loc();
    p.parse_optional_attr_dict(&mut state.attrs)?;
    if let Some(count) = state.attr("count")
        && !is_valid_count(count)
    {
        return Err(Diagnostic::error(
            dict_loc,
            format!("'{}' op {COUNT_CONSTRAINT}", state.name),
        ));
    }
    let ty = p.parse_colon_type()?;
    state.operands = vec![p.resolve_operand(&operand, &ty)?];
    Ok(())
}

fn verify_ref_count(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_counts(ir, op, 1, 0, 0)?;
    // ODS checks attributes before operand types.
    match ir.attr(op, "count") {
        None => return Err(op_error(ir, op, "requires attribute 'count'")),
        Some(c) if !is_valid_count(c) => return Err(op_error(ir, op, COUNT_CONSTRAINT)),
        Some(_) => {}
    }
    check_operand_types(ir, op, &[C::AnyAsync])
}

/// `%n = async.runtime.num_worker_threads {attrs} : index`
fn parse_num_worker_threads(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut state.attrs)?;
    state.result_types.push(p.parse_colon_type()?);
    Ok(())
}

fn verify_num_worker_threads(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_fixed(ir, op, &[], &[C::Index], 0)
}

// -------------------------------------------------------------------------------------------
// Coroutine ops
// -------------------------------------------------------------------------------------------

/// `%id = async.coro.id {attrs}`
fn parse_coro_id(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut state.attrs)?;
    state.result_types.push(Type::CoroId);
    Ok(())
}

fn verify_coro_id(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_fixed(ir, op, &[], &[C::CoroId], 0)
}

/// Parses `%a (, %b)* {attrs}` with the operands typed `types`.
fn parse_typed_operands(
    p: &mut Parser<'_>,
    state: &mut OperationState,
    types: &[Type],
) -> PResult<()> {
    let mut operands = Vec::new();
    for (i, _) in types.iter().enumerate() {
        if i > 0 {
            p.expect(",")?;
        }
        operands.push(p.parse_operand()?);
    }
    state.operands = p.resolve_operands(&operands, types)?;
    p.parse_optional_attr_dict(&mut state.attrs)
}

/// `%h = async.coro.begin %id {attrs}`
fn parse_coro_begin(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    parse_typed_operands(p, state, &[Type::CoroId])?;
    state.result_types.push(Type::CoroHandle);
    Ok(())
}

fn verify_coro_begin(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_fixed(ir, op, &[C::CoroId], &[C::CoroHandle], 0)
}

/// `async.coro.free %id, %handle {attrs}`
fn parse_coro_free(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    parse_typed_operands(p, state, &[Type::CoroId, Type::CoroHandle])
}

fn verify_coro_free(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_fixed(ir, op, &[C::CoroId, C::CoroHandle], &[], 0)
}

/// `async.coro.end %handle {attrs}`
fn parse_coro_end(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    parse_typed_operands(p, state, &[Type::CoroHandle])
}

fn verify_coro_end(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_fixed(ir, op, &[C::CoroHandle], &[], 0)
}

/// `%state = async.coro.save %handle {attrs}`
fn parse_coro_save(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    parse_typed_operands(p, state, &[Type::CoroHandle])?;
    state.result_types.push(Type::CoroState);
    Ok(())
}

fn verify_coro_save(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_fixed(ir, op, &[C::CoroHandle], &[C::CoroState], 0)
}

/// `async.coro.suspend %state, ^suspend, ^resume, ^cleanup {attrs}`
fn parse_coro_suspend(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let s = p.parse_operand()?;
    for _ in 0..3 {
        p.expect(",")?;
        state.successors.push(p.parse_successor()?);
    }
    state.operands = vec![p.resolve_operand(&s, &Type::CoroState)?];
    p.parse_optional_attr_dict(&mut state.attrs)
}

fn print_coro_suspend(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    p.print_operands(ir.operands(op))?;
    for s in ir.successors(op) {
        p.write_str(", ")?;
        p.print_block_name(*s);
    }
    p.print_optional_attr_dict(op, &[])
}

fn verify_coro_suspend(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_fixed(ir, op, &[C::CoroState], &[], 3)
}

// -------------------------------------------------------------------------------------------
// Helpers for the lowering passes
// -------------------------------------------------------------------------------------------

/// The `(dependencies, body operands)` sizes of an `async.execute`, from its
/// `operandSegmentSizes` (or legacy `operand_segment_sizes`) attribute, clamped to the actual
/// operand count so that the slices below never go out of bounds on malformed IR. A missing
/// attribute means no dependencies and no body operands (as in mlir-opt).
pub fn execute_segments(ir: &Ir, op: OpId) -> (usize, usize) {
    let n = ir.operands(op).len();
    let sizes = segment_sizes(ir, op);
    let deps = sizes
        .first()
        .map_or(0, |d| usize::try_from(*d).unwrap_or(0))
        .min(n);
    let values = sizes
        .get(1)
        .map_or(0, |v| usize::try_from(*v).unwrap_or(0))
        .min(n - deps);
    (deps, values)
}

/// The token operands an `async.execute` waits for before starting its body (`[%a, %b]`).
pub fn execute_dependencies(ir: &Ir, op: OpId) -> &[Value] {
    let (deps, _) = execute_segments(ir, op);
    &ir.operands(op)[..deps]
}

/// The `!async.value` operands of an `async.execute` (`(%v as %x: …)`), in the order of the
/// body's entry block arguments (which receive their unwrapped payloads).
pub fn execute_body_operands(ir: &Ir, op: OpId) -> &[Value] {
    let (deps, values) = execute_segments(ir, op);
    &ir.operands(op)[deps..deps + values]
}

/// The single body block of an `async.execute` (none for a malformed op without one).
pub fn execute_body(ir: &Ir, op: OpId) -> Option<BlockId> {
    ir.regions(op).first().and_then(|r| ir.entry_block(*r))
}

/// The `!async.value` results of an `async.execute` (all results after the token).
pub fn execute_value_results(ir: &Ir, op: OpId) -> &[Value] {
    ir.results(op).get(1..).unwrap_or(&[])
}

/// The `operandSegmentSizes` attribute for an `async.execute` with `deps` dependencies and
/// `values` body operands (for passes that build or rewrite execute ops).
pub fn execute_segment_attr(deps: usize, values: usize) -> Attribute {
    Attribute::dense_i32_array(&[deps as i64, values as i64])
}

/// Whether an `async.func` is *stateful*: its first result is an `!async.token` (the
/// function's completion token), which `async.return` does not mention.
pub fn is_stateful_func(ir: &Ir, func: OpId) -> bool {
    function_type(ir, func).is_some_and(|(_, results)| results.first() == Some(&Type::AsyncToken))
}

/// The types an `async.return` inside `func` must return: the payloads `T` of the
/// function's `!async.value<T>` results, in order, skipping the leading token of a stateful
/// function. `None` if the function type is missing or a result is not an async value.
pub fn async_func_payload_types(ir: &Ir, func: OpId) -> Option<Vec<Type>> {
    let (_, results) = function_type(ir, func)?;
    let skip = usize::from(results.first() == Some(&Type::AsyncToken));
    results
        .iter()
        .skip(skip)
        .map(|t| t.async_value_inner().cloned())
        .collect()
}

/// The payload type `T` of `!async.value<T>`, or `None` for any other type.
pub fn value_payload_type(ty: &Type) -> Option<&Type> {
    ty.async_value_inner()
}

/// The `count` of an `async.runtime.add_ref` / `drop_ref` (1 if missing or malformed).
pub fn ref_count(ir: &Ir, op: OpId) -> i64 {
    ir.attr(op, "count")
        .and_then(Attribute::as_int)
        .and_then(|c| i64::try_from(c).ok())
        .unwrap_or(1)
}

/// The `async.func` that an `async.call` refers to, looked up in the nearest enclosing
/// symbol table.
pub fn call_callee(ir: &Ir, call: OpId) -> Option<OpId> {
    let name = ir.attr(call, "callee")?.as_symbol()?;
    lookup_nearest_symbol(ir, call, name).filter(|f| ir.is(*f, "async.func"))
}

/// The three successors of an `async.coro.suspend`: `(suspend, resume, cleanup)`.
pub fn coro_suspend_successors(ir: &Ir, op: OpId) -> Option<(BlockId, BlockId, BlockId)> {
    match ir.successors(op) {
        [s, r, c] => Some((*s, *r, *c)),
        _ => None,
    }
}

/// A group that is only awaited (nothing is ever added to it) is erased with its
/// `async.await_all`s (MLIR's `CreateGroupOp::canonicalize`).
struct EraseAwaitedOnlyGroup;

impl crate::ir::rewrite::RewritePattern for EraseAwaitedOnlyGroup {
    fn root(&self) -> Option<&'static str> {
        Some("async.create_group")
    }

    fn name(&self) -> &'static str {
        "CreateGroupOp::canonicalize"
    }

    fn match_and_rewrite(
        &self,
        rw: &mut crate::ir::rewrite::Rewriter<'_>,
        op: OpId,
    ) -> Result<bool, Diagnostic> {
        let ir = rw.ir_ref();
        let group = ir.result(op, 0);
        if ir
            .uses(group)
            .iter()
            .any(|u| !ir.is(u.op, "async.await_all"))
        {
            return Ok(false);
        }
        let mut users: Vec<OpId> = ir.uses(group).iter().map(|u| u.op).collect();
        users.dedup();
        for u in users {
            rw.erase_op(u);
        }
        rw.erase_op(op);
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_source;

    fn parse(text: &str) -> (Ir, OpId) {
        let m = parse_source(text, &"test.mlir".into()).expect("parses");
        (m.ir, m.top)
    }

    fn find(ir: &Ir, top: OpId, name: &str) -> Vec<OpId> {
        ir.collect_pre(top)
            .into_iter()
            .filter(|o| ir.is(*o, name))
            .collect()
    }

    #[test]
    fn execute_operand_groups() {
        let (ir, top) = parse(
            "func.func @f(%t: !async.token, %u: !async.token, %v: !async.value<f32>) {
               %a, %b = async.execute [%t, %u] (%v as %x: !async.value<f32>) -> !async.value<f32> {
                 async.yield %x : f32
               }
               %c:2 = \"async.execute\"(%t, %v) ({
               ^bb0(%y: f32):
                 \"async.yield\"(%y) : (f32) -> ()
               }) {operand_segment_sizes = array<i32: 1, 1>} : (!async.token, !async.value<f32>) -> (!async.token, !async.value<f32>)
               return
             }",
        );
        let execs = find(&ir, top, "async.execute");
        assert_eq!(execs.len(), 2);
        let e = execs[0];
        assert_eq!(execute_segments(&ir, e), (2, 1));
        assert_eq!(execute_dependencies(&ir, e), &ir.operands(e)[..2]);
        assert_eq!(execute_body_operands(&ir, e), &ir.operands(e)[2..]);
        assert_eq!(execute_value_results(&ir, e).len(), 1);
        let body = execute_body(&ir, e).expect("body");
        assert_eq!(ir.value_type(ir.block_arg(body, 0)), &Type::f32());
        // The legacy attribute name is understood.
        assert_eq!(execute_segments(&ir, execs[1]), (1, 1));
        assert!(verify_execute(&ir, execs[1]).is_ok());
    }

    #[test]
    fn malformed_segments_are_clamped() {
        let (ir, top) = parse(
            "func.func @f(%t: !async.token) {
               %0 = \"async.execute\"(%t) <{operandSegmentSizes = array<i32: 5, -3>}> ({
                 \"async.yield\"() : () -> ()
               }) : (!async.token) -> !async.token
               return
             }",
        );
        let e = find(&ir, top, "async.execute")[0];
        assert_eq!(execute_segments(&ir, e), (1, 0));
        assert!(verify_execute(&ir, e).is_err());
    }

    #[test]
    fn func_and_call_helpers() {
        let (ir, top) = parse(
            "async.func @s(%a: f32) -> (!async.token, !async.value<f32>) {
               return %a : f32
             }
             async.func @v() -> !async.value<i32> {
               %c = \"test.c\"() : () -> i32
               return %c : i32
             }
             func.func @caller(%a: f32) {
               %0:2 = async.call @s(%a) : (f32) -> (!async.token, !async.value<f32>)
               %1 = async.call @v() : () -> !async.value<i32>
               %2 = async.runtime.create : !async.token
               async.runtime.add_ref %2 {count = 3 : i64} : !async.token
               async.runtime.drop_ref %2 count = 4 : !async.token
               return
             }",
        );
        let funcs = find(&ir, top, "async.func");
        assert!(is_stateful_func(&ir, funcs[0]));
        assert!(!is_stateful_func(&ir, funcs[1]));
        assert_eq!(
            async_func_payload_types(&ir, funcs[0]),
            Some(vec![Type::f32()])
        );
        assert_eq!(
            async_func_payload_types(&ir, funcs[1]),
            Some(vec![Type::i32()])
        );
        let calls = find(&ir, top, "async.call");
        assert_eq!(call_callee(&ir, calls[0]), Some(funcs[0]));
        assert_eq!(call_callee(&ir, calls[1]), Some(funcs[1]));
        assert!(verify_call_symbol_uses(&ir, calls[0]).is_ok());
        assert_eq!(
            ref_count(&ir, find(&ir, top, "async.runtime.add_ref")[0]),
            3
        );
        assert_eq!(
            ref_count(&ir, find(&ir, top, "async.runtime.drop_ref")[0]),
            4
        );
    }
}
