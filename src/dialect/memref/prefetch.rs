//! `memref.prefetch`: a cache hint.
//!
//! Operands: memref, indices. Attributes `isWrite`, `localityHint` (`i32`, 0–3) and
//! `isDataCache`, written `write|read, locality<N>, data|instr` in the custom form.

use std::fmt::{self, Write as _};

use super::{check_index_operands, parse_colon_memref};
use crate::diag::Diagnostic;
use crate::dialect::common::{parse_index_list, print_index_list};
use crate::dialect::{OpDef, Traits, op_error};
use crate::ir::{Attribute, Ir, OpId, OperationState, Type};
use crate::parse::{PResult, Parser};
use crate::print::OpPrinter;

/// The ops of this file.
pub(crate) const OPS: &[OpDef] = &[OpDef {
    inherent_attrs: &["isDataCache", "isWrite", "localityHint"],
    parse: Some(parse_prefetch),
    print: Some(print_prefetch),
    verify: Some(verify_prefetch),
    ..OpDef::new("memref.prefetch", Traits::NONE)
}];

/// `memref.prefetch %m[%i, …], read|write, locality<N>, data|instr : memref<…>`
///
/// Like upstream's parser this form takes no attribute dictionary, and a bad specifier is
/// reported at the op name.
fn parse_prefetch(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let m = p.parse_operand()?;
    let indices = parse_index_list(p)?;
    p.expect(",")?;
    let rw = p.parse_keyword_any()?;
    p.expect(",")?;
    if !p.eat_keyword("locality") {
        return Err(p.error("custom op 'memref.prefetch' expected 'locality'"));
    }
    p.expect("<")?;
    let hint = p.parse_integer()?;
    p.expect(">")?;
    p.expect(",")?;
    let cache = p.parse_keyword_any()?;
    let (ty, _) = parse_colon_memref(p)?;
    let mut operands = vec![p.resolve_operand(&m, &ty)?];
    operands.extend(p.resolve_operands_same(&indices, &Type::Index)?);
    state.operands = operands;
    state.add_attr(
        "localityHint",
        Attribute::Integer {
            value: hint,
            ty: Type::i32(),
        },
    );
    if rw != "read" && rw != "write" {
        return Err(p.error_at(
            &state.loc,
            "custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'",
        ));
    }
    state.add_attr("isWrite", Attribute::bool(rw == "write"));
    if cache != "data" && cache != "instr" {
        return Err(p.error_at(
            &state.loc,
            "custom op 'memref.prefetch' cache type has to be 'data' or 'instr'",
        ));
    }
    state.add_attr("isDataCache", Attribute::bool(cache == "data"));
    Ok(())
}

fn print_prefetch(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let Some((m, indices)) = ir.operands(op).split_first() else {
        return Ok(());
    };
    let flag = |name: &str| bool_attr(ir, op, name) == Some(true);
    let hint = ir.attr(op, "localityHint").and_then(Attribute::as_int);
    p.write_str(" ")?;
    p.print_operand(*m)?;
    print_index_list(p, indices)?;
    let rw = if flag("isWrite") { "write" } else { "read" };
    write!(p, ", {rw}, locality<{}>, ", hint.unwrap_or(0))?;
    p.write_str(if flag("isDataCache") { "data" } else { "instr" })?;
    p.print_optional_attr_dict(op, &["localityHint", "isWrite", "isDataCache"])?;
    p.write_str(" : ")?;
    let ty = ir.value_type(*m).clone();
    p.print_type(&ty)
}

/// The value of the boolean (`i1`) attribute `name` of `op`.
fn bool_attr(ir: &Ir, op: OpId, name: &str) -> Option<bool> {
    match ir.attr(op, name)? {
        Attribute::Integer { value, ty } if ty.is_int_of_width(1) => Some(*value != 0),
        _ => None,
    }
}

fn verify_prefetch(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    super::zero_results(ir, op)?;
    let Some((m, indices)) = ir.operands(op).split_first() else {
        return Err(op_error(ir, op, "expected 1 or more operands, but found 0"));
    };
    let mt = ir.value_type(*m);
    let Some(rank) = mt.as_memref().map(|x| x.shape.len()) else {
        return Err(op_error(
            ir,
            op,
            format!("operand #0 must be memref of any type values, but got '{mt}'"),
        ));
    };
    check_index_operands(ir, op, indices, 1)?;
    for name in ["isWrite", "isDataCache"] {
        if bool_attr(ir, op, name).is_none() {
            return Err(op_error(ir, op, format!("requires attribute '{name}'")));
        }
    }
    let hint_ok = matches!(
        ir.attr(op, "localityHint"),
        Some(Attribute::Integer { value: 0..=3, ty }) if ty.is_int_of_width(32)
    );
    if !hint_ok {
        return Err(op_error(
            ir,
            op,
            "attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
        ));
    }
    if indices.len() != rank {
        return Err(op_error(ir, op, "too few indices"));
    }
    Ok(())
}
