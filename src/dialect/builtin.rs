//! The `builtin` dialect: `builtin.module` and `builtin.unrealized_conversion_cast`.

use std::fmt::{self, Write as _};

use super::common::expect_op_keyword;
use super::{OpDef, Traits};
use crate::ir::{Attribute, OpId, OperationState};
use crate::parse::{PResult, Parser};
use crate::print::OpPrinter;

/// Ops of the builtin dialect.
pub const OPS: &[OpDef] = &[
    OpDef {
        inherent_attrs: &["sym_name", "sym_visibility"],
        parse: Some(parse_module),
        print: Some(print_module),
        default_dialect: Some("builtin"),
        ..OpDef::new(
            "builtin.module",
            Traits::ISOLATED_FROM_ABOVE
                .union(Traits::NO_TERMINATOR)
                .union(Traits::SINGLE_BLOCK)
                .union(Traits::SYMBOL_TABLE)
                .union(Traits::GRAPH_REGION),
        )
    },
    OpDef {
        parse: Some(parse_unrealized_cast),
        print: Some(print_unrealized_cast),
        ..OpDef::new("builtin.unrealized_conversion_cast", Traits::PURE)
    },
];

/// `module @name? attributes {…}? { … }`
fn parse_module(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    if let Some(name) = p.parse_optional_symbol_name() {
        state.add_attr("sym_name", Attribute::string(&name));
    }
    p.parse_optional_attr_dict_with_keyword(&mut state.attrs)?;
    let region = p.parse_region(&[])?;
    if p.ir.region_blocks(region).is_empty() {
        let block = p.ir.new_block(&[]);
        p.ir.append_block(region, block);
    }
    state.regions.push(region);
    Ok(())
}

fn print_module(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    if let Some(name) =
        p.ir.attr(op, "sym_name")
            .and_then(|a| a.as_str())
            .map(str::to_owned)
    {
        p.write_str(" ")?;
        p.print_symbol_name(&name)?;
    }
    p.print_optional_attr_dict_with_keyword(op, &["sym_name"])?;
    p.write_str(" ")?;
    let region = p.ir.region(op, 0);
    p.print_region(region, false, false, false)
}

/// `%r = builtin.unrealized_conversion_cast %a, %b : t1, t2 to t3`
fn parse_unrealized_cast(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let operands = p.parse_operand_list()?;
    let types = if operands.is_empty() {
        Vec::new()
    } else {
        p.parse_colon_type_list()?
    };
    state.operands = p.resolve_operands(&operands, &types)?;
    expect_op_keyword(p, "builtin.unrealized_conversion_cast", "to")?;
    state.result_types = p.parse_type_list()?;
    p.parse_optional_attr_dict(&mut state.attrs)
}

fn print_unrealized_cast(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    if !ir.operands(op).is_empty() {
        p.write_str(" ")?;
        p.print_operands(ir.operands(op))?;
        p.write_str(" : ")?;
        p.print_value_types(ir.operands(op))?;
    }
    p.write_str(" to ")?;
    p.print_value_types(ir.results(op))?;
    p.print_optional_attr_dict(op, &[])
}
