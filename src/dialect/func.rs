//! The `func` dialect: `func.func`, `func.call`, `func.call_indirect`, `func.return`,
//! `func.constant`, plus the function-op syntax shared with `async.func`.

use std::fmt::{self, Write as _};

use super::{OpDef, Traits};
use crate::diag::Diagnostic;
use crate::ir::{Attribute, Ir, NamedAttr, OpId, OperationState, Type};
use crate::parse::{Argument, PResult, Parser};
use crate::print::OpPrinter;

/// Attributes of function-like ops that their custom form prints itself.
pub const FUNCTION_ATTRS: &[&str] = &[
    "sym_name",
    "function_type",
    "sym_visibility",
    "arg_attrs",
    "res_attrs",
];

/// A function-like op (`func.func`, `llvm.func`, `transform.named_sequence`): a symbol with a
/// body isolated from above, in the `function_type` / `arg_attrs` form `func.func` prints.
pub const fn function_like_op(name: &'static str) -> OpDef {
    OpDef {
        inherent_attrs: FUNCTION_ATTRS,
        parse: Some(parse_function_like),
        print: Some(print_function_like),
        ..OpDef::new(
            name,
            Traits::ISOLATED_FROM_ABOVE
                .union(Traits::SYMBOL)
                .union(Traits::FUNCTION_LIKE),
        )
    }
}

/// Ops of the func dialect.
pub const OPS: &[OpDef] = &[
    OpDef {
        verify: Some(verify_func),
        default_dialect: Some("func"),
        ..function_like_op("func.func")
    },
    OpDef {
        parse: Some(super::parse_return_like),
        print: Some(super::print_return_like),
        verify: Some(verify_return),
        ..OpDef::new(
            "func.return",
            Traits::TERMINATOR
                .union(Traits::RETURN_LIKE)
                .union(Traits::PURE),
        )
    },
    OpDef {
        inherent_attrs: &["callee", "arg_attrs", "res_attrs", "no_inline"],
        parse: Some(parse_call),
        print: Some(print_call),
        ..OpDef::new("func.call", Traits::NONE)
    },
    OpDef {
        parse: Some(parse_call_indirect),
        print: Some(print_call_indirect),
        verify: Some(verify_call_indirect),
        ..OpDef::new("func.call_indirect", Traits::NONE)
    },
    OpDef {
        inherent_attrs: &["value"],
        parse: Some(parse_constant),
        print: Some(print_constant),
        // MLIR's `ConstantOp::getAsmResultNames` names every result `%f`.
        result_names: Some(|_, _| vec![(0, "f".to_owned())]),
        ..OpDef::new("func.constant", Traits::CONSTANT_LIKE.union(Traits::PURE))
    },
];

// -------------------------------------------------------------------------------------------
// Function-like ops (func.func, async.func)
// -------------------------------------------------------------------------------------------

/// Parses `[visibility] @name(args) [-> results] [attributes {…}] [{ body }]`, the syntax of
/// `func.func` and `async.func`. Declarations list bare types instead of named arguments.
pub fn parse_function_like(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    for vis in ["private", "public", "nested"] {
        if p.eat_keyword(vis) {
            state.add_attr("sym_visibility", Attribute::string(vis));
            break;
        }
    }
    let name = p.parse_symbol_name()?;
    state.add_attr("sym_name", Attribute::string(&name));
    p.expect("(")?;
    let mut args: Vec<Argument> = Vec::new();
    let mut inputs: Vec<Type> = Vec::new();
    let mut arg_attrs: Vec<Vec<NamedAttr>> = Vec::new();
    let mut named_args = None;
    if !p.eat(")") {
        loop {
            if p.at("...") {
                return Err(p.error("variadic arguments are not supported"));
            }
            let is_named = p.at_operand();
            match named_args {
                None => named_args = Some(is_named),
                Some(prev) if prev != is_named => {
                    return Err(p.error("expected SSA identifier"));
                }
                _ => {}
            }
            if is_named {
                let a = p.parse_argument(true)?;
                inputs.push(a.ty.clone());
                arg_attrs.push(a.attrs.clone());
                args.push(a);
            } else {
                inputs.push(p.parse_type()?);
                let mut attrs = Vec::new();
                if p.at("{") {
                    p.parse_attr_dict_into(&mut attrs)?;
                }
                if p.at_keyword("loc") {
                    p.parse_trailing_loc()?;
                }
                arg_attrs.push(attrs);
            }
            if p.eat(")") {
                break;
            }
            p.expect(",")?;
        }
    }
    let mut results = Vec::new();
    let mut res_attrs: Vec<Vec<NamedAttr>> = Vec::new();
    if p.eat("->") {
        if p.eat("(") {
            if !p.eat(")") {
                loop {
                    results.push(p.parse_type()?);
                    let mut attrs = Vec::new();
                    if p.at("{") {
                        p.parse_attr_dict_into(&mut attrs)?;
                    }
                    res_attrs.push(attrs);
                    if p.eat(")") {
                        break;
                    }
                    p.expect(",")?;
                }
            }
        } else {
            results.push(p.parse_type()?);
            res_attrs.push(Vec::new());
        }
    }
    state.add_attr(
        "function_type",
        Attribute::Type(Type::function(inputs, results)),
    );
    if arg_attrs.iter().any(|a| !a.is_empty()) {
        state.add_attr("arg_attrs", dict_array(arg_attrs));
    }
    if res_attrs.iter().any(|a| !a.is_empty()) {
        state.add_attr("res_attrs", dict_array(res_attrs));
    }
    p.parse_optional_attr_dict_with_keyword(&mut state.attrs)?;
    let body_loc = p.current_loc();
    if p.at("{") {
        // Unnamed arguments (`@f(i32) { ^bb0(%a: i32): … }`): the body names its own entry
        // block, which the verifier checks against the signature, as in MLIR.
        let entry = if named_args == Some(false) {
            &[][..]
        } else {
            &args[..]
        };
        let region = p.parse_region(entry)?;
        if p.ir.region_blocks(region).is_empty() {
            return Err(Diagnostic::error(
                body_loc,
                "expected non-empty function body",
            ));
        }
        state.regions.push(region);
    } else {
        state.regions.push(p.ir.new_region());
    }
    Ok(())
}

fn dict_array(items: Vec<Vec<NamedAttr>>) -> Attribute {
    Attribute::array(
        items
            .into_iter()
            .map(|d| Attribute::Dict(d.into()))
            .collect(),
    )
}

/// The `function_type` of a function-like op.
pub fn function_type(ir: &Ir, op: OpId) -> Option<(Vec<Type>, Vec<Type>)> {
    let ft = ir.attr(op, "function_type")?.as_type()?.as_function()?;
    Some((ft.inputs.clone(), ft.results.clone()))
}

/// Prints the function-op syntax (see [`parse_function_like`]).
pub fn print_function_like(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    if let Some(vis) = ir.attr(op, "sym_visibility").and_then(|a| a.as_str()) {
        write!(p, " {vis}")?;
    }
    p.write_str(" ")?;
    let name = ir
        .attr(op, "sym_name")
        .and_then(|a| a.as_str())
        .unwrap_or("");
    p.print_symbol_name(name)?;
    let (inputs, results) = function_type(ir, op).unwrap_or_default();
    let body = ir.regions(op).first().copied();
    let entry = body.and_then(|r| ir.entry_block(r));
    let arg_attrs = ir
        .attr(op, "arg_attrs")
        .and_then(|a| a.as_array())
        .map(<[Attribute]>::to_vec);
    let res_attrs = ir
        .attr(op, "res_attrs")
        .and_then(|a| a.as_array())
        .map(<[Attribute]>::to_vec);
    p.write_str("(")?;
    for (i, ty) in inputs.iter().enumerate() {
        if i > 0 {
            p.write_str(", ")?;
        }
        match entry {
            Some(b) if i < ir.block_args(b).len() => p.print_argument(ir.block_arg(b, i))?,
            _ => p.print_type(ty)?,
        }
        if let Some(Attribute::Dict(d)) = arg_attrs.as_ref().and_then(|a| a.get(i))
            && !d.is_empty()
        {
            write!(p, " {}", Attribute::Dict(d.clone()))?;
        }
    }
    p.write_str(")")?;
    if !results.is_empty() {
        p.write_str(" -> ")?;
        let any_res_attrs = res_attrs.as_ref().is_some_and(|r| {
            r.iter()
                .any(|d| matches!(d, Attribute::Dict(d) if !d.is_empty()))
        });
        if results.len() == 1 && !any_res_attrs && !matches!(results[0], Type::Function(_)) {
            p.print_type(&results[0])?;
        } else {
            p.write_str("(")?;
            for (i, ty) in results.iter().enumerate() {
                if i > 0 {
                    p.write_str(", ")?;
                }
                p.print_type(ty)?;
                if let Some(Attribute::Dict(d)) = res_attrs.as_ref().and_then(|a| a.get(i))
                    && !d.is_empty()
                {
                    write!(p, " {}", Attribute::Dict(d.clone()))?;
                }
            }
            p.write_str(")")?;
        }
    }
    p.print_optional_attr_dict_with_keyword(op, FUNCTION_ATTRS)?;
    if let Some(region) = body
        && !ir.region_blocks(region).is_empty()
    {
        p.write_str(" ")?;
        p.print_region(region, false, true, true)?;
    }
    Ok(())
}

fn verify_func(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some((inputs, _)) = function_type(ir, op) else {
        return Err(Diagnostic::error(
            ir.loc(op).clone(),
            "'func.func' op requires attribute 'function_type'",
        ));
    };
    if let Some(entry) = ir.regions(op).first().and_then(|r| ir.entry_block(*r)) {
        let args: Vec<Type> = ir
            .block_args(entry)
            .iter()
            .map(|a| ir.value_type(*a).clone())
            .collect();
        if args.len() != inputs.len() {
            return Err(Diagnostic::error(
                ir.loc(op).clone(),
                format!(
                    "'func.func' op entry block must have {} arguments to match function signature",
                    inputs.len()
                ),
            ));
        }
        for (i, (a, t)) in args.iter().zip(&inputs).enumerate() {
            if a != t {
                return Err(Diagnostic::error(
                    ir.loc(op).clone(),
                    format!(
                        "'func.func' op type of entry block argument #{i}('{a}') must match the type of the corresponding argument in function signature('{t}')"
                    ),
                ));
            }
        }
    } else if ir
        .attr(op, "sym_visibility")
        .and_then(|a| a.as_str())
        .is_none_or(|v| v == "public")
    {
        return Err(Diagnostic::error(
            ir.loc(op).clone(),
            "'func.func' op symbol declaration cannot have public visibility",
        ));
    }
    Ok(())
}

// -------------------------------------------------------------------------------------------
// func.return
// -------------------------------------------------------------------------------------------

fn verify_return(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(parent) = ir.parent_op(op) else {
        return Ok(());
    };
    if !ir.is(parent, "func.func") {
        return Err(Diagnostic::error(
            ir.loc(op).clone(),
            "'func.return' op expects parent op 'func.func'",
        ));
    }
    let (_, results) = function_type(ir, parent).unwrap_or_default();
    let operands = ir.operands(op);
    if operands.len() != results.len() {
        return Err(Diagnostic::error(
            ir.loc(op).clone(),
            format!(
                "'func.return' op has {} operands, but enclosing function (@{}) returns {}",
                operands.len(),
                symbol(ir, parent),
                results.len()
            ),
        ));
    }
    for (i, (v, t)) in operands.iter().zip(&results).enumerate() {
        if ir.value_type(*v) != t {
            return Err(Diagnostic::error(
                ir.loc(op).clone(),
                format!(
                    "'func.return' op type of return operand {i} ('{}') doesn't match function result type ('{t}') in function @{}",
                    ir.value_type(*v),
                    symbol(ir, parent)
                ),
            ));
        }
    }
    Ok(())
}

fn symbol(ir: &Ir, op: OpId) -> String {
    ir.attr(op, "sym_name")
        .and_then(|a| a.as_str())
        .unwrap_or("")
        .to_owned()
}

// -------------------------------------------------------------------------------------------
// func.call, func.call_indirect, func.constant
// -------------------------------------------------------------------------------------------

/// `call @f(%a) : (t) -> r` (also the shape of `async.call`).
pub fn parse_call(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let callee = p.parse_symbol_name()?;
    state.add_attr("callee", Attribute::symbol(&callee));
    let operands = p.parse_paren_operand_list()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(":")?;
    let loc = p.current_loc();
    let Type::Function(ft) = p.parse_type()? else {
        return Err(Diagnostic::error(loc, "expected function type"));
    };
    state.operands = p.resolve_operands(&operands, &ft.inputs)?;
    state.result_types = ft.results.clone();
    Ok(())
}

/// Prints the `call` shape (see [`parse_call`]).
pub fn print_call(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    let callee = ir.attr(op, "callee").cloned().unwrap_or(Attribute::Unit);
    p.print_attr(&callee)?;
    p.write_str("(")?;
    p.print_operands(ir.operands(op))?;
    p.write_str(")")?;
    p.print_optional_attr_dict(op, &["callee"])?;
    p.write_str(" : ")?;
    p.print_functional_type(op)
}

/// `call_indirect %f(%a) : (t) -> r`
fn parse_call_indirect(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let callee = p.parse_operand()?;
    let operands = p.parse_paren_operand_list()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(":")?;
    let loc = p.current_loc();
    let fty = p.parse_type()?;
    let Type::Function(ft) = &fty else {
        return Err(Diagnostic::error(loc, "expected function type"));
    };
    let mut values = vec![p.resolve_operand(&callee, &fty)?];
    values.extend(p.resolve_operands(&operands, &ft.inputs)?);
    state.operands = values;
    state.result_types = ft.results.clone();
    Ok(())
}

fn print_call_indirect(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let ops = ir.operands(op);
    p.write_str(" ")?;
    p.print_operand(ops[0])?;
    p.write_str("(")?;
    p.print_operands(&ops[1..])?;
    p.write_str(")")?;
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : ")?;
    let ty = ir.value_type(ops[0]).clone();
    p.print_type(&ty)
}

fn verify_call_indirect(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ops = ir.operands(op);
    if ops.is_empty() || ir.value_type(ops[0]).as_function().is_none() {
        return Err(Diagnostic::error(
            ir.loc(op).clone(),
            "'func.call_indirect' op callee must be a function",
        ));
    }
    Ok(())
}

/// `%f = constant @fn : (t) -> r`
fn parse_constant(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let name = p.parse_symbol_name()?;
    state.add_attr("value", Attribute::symbol(&name));
    p.parse_optional_attr_dict(&mut state.attrs)?;
    state.result_types.push(p.parse_colon_type()?);
    Ok(())
}

fn print_constant(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    let v = ir.attr(op, "value").cloned().unwrap_or(Attribute::Unit);
    p.print_attr(&v)?;
    p.print_optional_attr_dict(op, &["value"])?;
    p.write_str(" : ")?;
    let ty = ir.value_type(ir.result(op, 0)).clone();
    p.print_type(&ty)
}
