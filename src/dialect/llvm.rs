//! The few `llvm` dialect ops that appear in test inputs: `llvm.func` and `llvm.return` (async
//! tests), and the ones upstream's runtime-verification tests use to build a memref descriptor
//! by hand (`llvm.inttoptr`, `llvm.mlir.constant`, `llvm.mlir.poison`, `llvm.insertvalue`,
//! then `builtin.unrealized_conversion_cast` to a memref; `codegen/llvm.rs`), and the
//! matrix intrinsics upstream's vector integration tests call on flat vectors
//! (`llvm.intr.matrix.multiply`, `llvm.intr.matrix.transpose`).
//!
//! corolift lowers to Cranelift from the standard dialects and never produces LLVM dialect IR;
//! these exist so that inputs containing an `llvm.func` (e.g. a smoke test of a pass on a
//! module without the func dialect) parse, verify and print. The function type is kept as a
//! builtin function type; the custom form prints exactly like mlir-opt's.

use std::fmt::{self, Write as _};

use super::common::{expect_op_keyword, parse_return_like, print_return_like};
use super::function_interface::function_like_op;
use super::{OpDef, Traits, op_error};
use crate::diag::Diagnostic;
use crate::ir::{Attribute, Ir, OpId, OperationState, Type};
use crate::parse::{PResult, Parser};
use crate::print::OpPrinter;

/// Ops of the llvm dialect that corolift reads.
pub const OPS: &[OpDef] = &[
    OpDef {
        inherent_attrs: &["lhs_columns", "lhs_rows", "rhs_columns"],
        parse: Some(parse_matrix_multiply),
        print: Some(print_matrix_multiply),
        verify: Some(verify_matrix_multiply),
        ..OpDef::new("llvm.intr.matrix.multiply", Traits::PURE)
    },
    OpDef {
        inherent_attrs: &["columns", "rows"],
        parse: Some(parse_matrix_transpose),
        print: Some(print_matrix_transpose),
        verify: Some(verify_matrix_transpose),
        ..OpDef::new("llvm.intr.matrix.transpose", Traits::PURE)
    },
    function_like_op("llvm.func"),
    OpDef {
        parse: Some(parse_return_like),
        print: Some(print_return_like),
        ..OpDef::new(
            "llvm.return",
            Traits::TERMINATOR
                .union(Traits::RETURN_LIKE)
                .union(Traits::PURE),
        )
    },
    OpDef {
        parse: Some(parse_inttoptr),
        print: Some(print_inttoptr),
        verify: Some(|ir, op| expect_counts(ir, op, 1, 1)),
        ..OpDef::new("llvm.inttoptr", Traits::PURE)
    },
    OpDef {
        inherent_attrs: &["value"],
        parse: Some(parse_constant),
        print: Some(print_constant),
        verify: Some(verify_constant),
        ..OpDef::new(
            "llvm.mlir.constant",
            Traits::PURE.union(Traits::CONSTANT_LIKE),
        )
    },
    OpDef {
        parse: Some(parse_poison),
        print: Some(print_poison),
        verify: Some(|ir, op| expect_counts(ir, op, 0, 1)),
        ..OpDef::new("llvm.mlir.poison", Traits::PURE)
    },
    OpDef {
        inherent_attrs: &["position"],
        parse: Some(parse_insertvalue),
        print: Some(print_insertvalue),
        verify: Some(verify_insertvalue),
        ..OpDef::new("llvm.insertvalue", Traits::PURE)
    },
];

/// `n` operands and `m` results.
fn expect_counts(ir: &Ir, op: OpId, n: usize, m: usize) -> Result<(), Diagnostic> {
    if ir.operands(op).len() != n {
        return Err(op_error(
            ir,
            op,
            format!("expected {n} operands, but found {}", ir.operands(op).len()),
        ));
    }
    if ir.results(op).len() != m {
        return Err(op_error(
            ir,
            op,
            format!("requires {m} results, but found {}", ir.results(op).len()),
        ));
    }
    Ok(())
}

/// `%r = <op> %x [attr-dict] : T <keyword> U`, the form of `llvm.inttoptr` (`to`) and
/// `llvm.intr.matrix.transpose` (`into`).
fn parse_unary_with_keyword(
    p: &mut Parser<'_>,
    state: &mut OperationState,
    op_name: &str,
    keyword: &str,
) -> PResult<()> {
    let v = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(":")?;
    let from = p.parse_type()?;
    expect_op_keyword(p, op_name, keyword)?;
    let to = p.parse_type()?;
    state.operands = vec![p.resolve_operand(&v, &from)?];
    state.result_types = vec![to];
    Ok(())
}

fn print_unary_with_keyword(p: &mut OpPrinter<'_>, op: OpId, keyword: &str) -> fmt::Result {
    let ir = p.ir;
    p.write_str(" ")?;
    p.print_operands(ir.operands(op))?;
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : ")?;
    p.print_value_types(ir.operands(op))?;
    write!(p, " {keyword} ")?;
    p.print_value_types(ir.results(op))
}

/// `%p = llvm.inttoptr %i [attr-dict] : i64 to !llvm.ptr`
fn parse_inttoptr(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    parse_unary_with_keyword(p, state, "llvm.inttoptr", "to")
}

fn print_inttoptr(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    print_unary_with_keyword(p, op, "to")
}

/// `%c = llvm.mlir.constant(<attr>) [attr-dict] : type` (property `value`).
fn parse_constant(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    p.expect("(")?;
    let value = p.parse_attribute()?;
    p.expect(")")?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(":")?;
    let ty = p.parse_type()?;
    state.add_attr("value", value);
    state.result_types = vec![ty];
    Ok(())
}

fn print_constant(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.write_str("(")?;
    if let Some(v) = ir.attr(op, "value") {
        p.print_attr(v)?;
    }
    p.write_str(")")?;
    p.print_optional_attr_dict(op, &["value"])?;
    p.write_str(" : ")?;
    p.print_value_types(ir.results(op))
}

fn verify_constant(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    expect_counts(ir, op, 0, 1)?;
    if ir.attr(op, "value").is_none() {
        return Err(op_error(ir, op, "requires attribute 'value'"));
    }
    Ok(())
}

/// `%u = llvm.mlir.poison [attr-dict] : type`
fn parse_poison(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(":")?;
    state.result_types = vec![p.parse_type()?];
    Ok(())
}

fn print_poison(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : ")?;
    p.print_value_types(ir.results(op))
}

/// `%s2 = llvm.insertvalue %v, %s[i, j…] [attr-dict] : <container type>` — operands:
/// container, value (MLIR's order); property `position`.
fn parse_insertvalue(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let value = p.parse_operand()?;
    p.expect(",")?;
    let container = p.parse_operand()?;
    p.expect("[")?;
    let mut position = Vec::new();
    loop {
        position.push(p.parse_integer()? as i64);
        if !p.eat(",") {
            break;
        }
    }
    p.expect("]")?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(":")?;
    let ty = p.parse_type()?;
    let value_ty = p
        .operand_type(&value)
        .unwrap_or_else(|| descriptor_field_type(&ty, &position));
    state.operands = vec![
        p.resolve_operand(&container, &ty)?,
        p.resolve_operand(&value, &value_ty)?,
    ];
    state.add_attr(
        "position",
        Attribute::DenseArray {
            elem: Type::i64(),
            values: position.iter().map(|k| i128::from(*k)).collect(),
        },
    );
    state.result_types = vec![ty];
    Ok(())
}

/// The type of the field at `position` of a memref descriptor struct: the pointers first,
/// then `i64`s.
fn descriptor_field_type(_container: &Type, position: &[i64]) -> Type {
    match position {
        [0] | [1] => Type::Opaque("!llvm.ptr".into()),
        _ => Type::i64(),
    }
}

fn print_insertvalue(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    let [container, value] = ir.operands(op) else {
        return Ok(());
    };
    p.write_str(" ")?;
    p.print_operand(*value)?;
    p.write_str(", ")?;
    p.print_operand(*container)?;
    p.write_str("[")?;
    let position = ir
        .attr(op, "position")
        .and_then(Attribute::as_dense_i64s)
        .unwrap_or_default();
    for (i, k) in position.iter().enumerate() {
        if i > 0 {
            p.write_str(", ")?;
        }
        write!(p, "{k}")?;
    }
    p.write_str("]")?;
    p.print_optional_attr_dict(op, &["position"])?;
    p.write_str(" : ")?;
    p.print_value_types(&[*container])?;
    // mlir-opt prints the (elided) value type directive as a trailing blank.
    p.write_str(" ")
}

fn verify_insertvalue(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    expect_counts(ir, op, 2, 1)?;
    if ir
        .attr(op, "position")
        .and_then(Attribute::as_dense_i64s)
        .is_none()
    {
        return Err(op_error(ir, op, "requires attribute 'position'"));
    }
    if ir.value_type(ir.operand(op, 0)) != ir.value_type(ir.result(op, 0)) {
        return Err(op_error(
            ir,
            op,
            "failed to verify that the result type matches the container type",
        ));
    }
    Ok(())
}

/// `%c = llvm.intr.matrix.multiply %a, %b {lhs_rows, lhs_columns, rhs_columns} : (A, B) -> C`
fn parse_matrix_multiply(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let operands = p.parse_operand_list()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(":")?;
    let Type::Function(f) = p.parse_function_type()? else {
        return Err(p.error("expected a function type"));
    };
    state.operands = p.resolve_operands(&operands, &f.inputs)?;
    state.result_types = f.results.clone();
    Ok(())
}

fn print_matrix_multiply(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    p.write_str(" ")?;
    p.print_operands(p.ir.operands(op))?;
    p.print_optional_attr_dict(op, &[])?;
    p.write_str(" : ")?;
    p.print_functional_type(op)
}

/// `%t = llvm.intr.matrix.transpose %a {rows, columns} : A into T`
fn parse_matrix_transpose(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    parse_unary_with_keyword(p, state, "llvm.intr.matrix.transpose", "into")
}

fn print_matrix_transpose(p: &mut OpPrinter<'_>, op: OpId) -> fmt::Result {
    print_unary_with_keyword(p, op, "into")
}

/// Upstream verifies nothing more about the matrix intrinsics (LLVM's verifier checks the
/// element counts later; corolift's code generation does too).
fn verify_matrix_multiply(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    expect_counts(ir, op, 2, 1)
}

fn verify_matrix_transpose(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    expect_counts(ir, op, 1, 1)
}
