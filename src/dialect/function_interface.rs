//! The function-op and call-op syntax shared by the dialects that have functions (MLIR's
//! `FunctionOpInterface` / `CallOpInterface` helpers, `function_interface_impl`): `func.func`,
//! `async.func`, `llvm.func` and `transform.named_sequence` print and parse as
//! `[visibility] @name(args) [-> results] [attributes {…}] [{ body }]`, and `func.call` /
//! `async.call` as `@f(%a) : (t) -> r`.

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

// -------------------------------------------------------------------------------------------
// Function-like ops
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

// -------------------------------------------------------------------------------------------
// Call-like ops
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
