//! `convert-arith-to-apfloat`: rewrites arith ops on float types into calls of the
//! `_mlir_apfloat_*` functions of MLIR's `libmlir_apfloat_wrappers` (software floats through
//! LLVM's APFloat), as MLIR 22's `ArithToAPFloatConversionPass` does, op for op:
//!
//! * each float operand becomes `arith.bitcast` to the same-width integer and `arith.extui` to
//!   `i64`; the type's APFloat semantics is an `i32` constant (`llvm::APFloatBase::Semantics`);
//!   the call returns an `i64` that is `arith.trunci`-ed and bitcast back;
//! * `addf subf mulf divf remf maximumf minimumf maxnumf minnumf` → `add subtract multiply
//!   divide remainder maximum minimum maxnum minnum`, `negf` → `neg`;
//! * `extf`/`truncf` → `convert(in_sem, out_sem, bits)`; `fptosi`/`fptoui` →
//!   `convert_to_int(sem, width, is_unsigned, bits)`; `sitofp`/`uitofp` →
//!   `convert_from_int(sem, width, is_unsigned, extsi/extui bits)`;
//! * `cmpf` → `compare` (an `i8` APFloat `cmpResult`: less 0, equal 1, greater 2, unordered
//!   3) and `cmpi eq` tests or-ed together for the predicate (`false`/`true` are constants
//!   after the call).
//!
//! Every float type up to 64 bits is rewritten (`f32` too: upstream runs the pass after
//! `convert-to-llvm` when only the other types should be emulated). Types wider than 64 bits
//! (`f80`, `f128`) are left alone; an `f64` op makes upstream build `arith.extui` from `i64`
//! to `i64`, which fails verification, and corolift reports the same error. The function
//! declarations are inserted at the start of the module, the latest first, as upstream's
//! `lookupOrCreateApFloatFn` does. Scalars only (upstream's patterns cast to `FloatType`).

use super::{Anchor, PassInfo};
use crate::diag::Diagnostic;
use crate::ir::{Attribute, Builder, FloatKind, Ir, OpId, Type, Value, named};

/// The pass registration (one line in [`super::PASSES`]).
pub const INFO: PassInfo = PassInfo::function(
    "convert-arith-to-apfloat",
    "ArithToAPFloatConversionPass",
    "Convert Arith ops to APFloat runtime library calls",
    Anchor::Op("builtin.module"),
    run,
);

/// Rewrites every arith float op in `module`.
fn run(ir: &mut Ir, module: OpId) -> Result<(), Diagnostic> {
    for op in ir.collect_pre(module) {
        if op != module {
            rewrite_arith(ir, module, op)?;
        }
    }
    Ok(())
}

/// The APFloat semantics number (`llvm::APFloatBase::Semantics`) of `kind`.
pub(super) fn semantics(kind: FloatKind) -> i32 {
    use FloatKind as K;
    match kind {
        K::F16 => 0,
        K::BF16 => 1,
        K::F32 => 2,
        K::F64 => 3,
        K::F128 => 4,
        K::F8E5M2 => 7,
        K::F8E5M2FNUZ => 8,
        K::F8E4M3 => 9,
        K::F8E4M3FN => 10,
        K::F8E4M3FNUZ => 11,
        K::F8E4M3B11FNUZ => 12,
        K::F8E3M4 => 13,
        K::TF32 => 14,
        K::F8E8M0FNU => 15,
        K::F6E3M2FN => 16,
        K::F6E2M3FN => 17,
        K::F4E2M1FN => 18,
        K::F80 => 19,
    }
}

/// The float kind of `v`'s type when the patterns apply to it (a scalar of at most 64 bits).
/// An `f64` is an error, as upstream's rewrite of it does not verify.
pub(super) fn emulated_kind(ir: &Ir, op: OpId, v: Value) -> Result<Option<FloatKind>, Diagnostic> {
    match ir.value_type(v) {
        Type::Float(FloatKind::F64) => Err(Diagnostic::error(
            ir.loc(op).clone(),
            "'arith.extui' op operand type 'i64' and result type 'i64' are cast incompatible",
        )),
        Type::Float(k) if k.width() <= 64 => Ok(Some(*k)),
        _ => Ok(None),
    }
}

/// Rewrites one op, if it is an arith float op the pass handles.
fn rewrite_arith(ir: &mut Ir, module: OpId, op: OpId) -> Result<(), Diagnostic> {
    let name = ir.name(op).as_str().to_owned();
    let Some(short) = name.strip_prefix("arith.") else {
        return Ok(());
    };
    let Some(&first) = ir.operands(op).first() else {
        return Ok(());
    };
    let binary = match short {
        "addf" => Some("add"),
        "subf" => Some("subtract"),
        "mulf" => Some("multiply"),
        "divf" => Some("divide"),
        "remf" => Some("remainder"),
        "maximumf" => Some("maximum"),
        "minimumf" => Some("minimum"),
        "maxnumf" => Some("maxnum"),
        "minnumf" => Some("minnum"),
        _ => None,
    };
    match short {
        _ if binary.is_some() => {
            let Some(kind) = emulated_kind(ir, op, first)? else {
                return Ok(());
            };
            replace_float_call(ir, module, op, binary.unwrap_or_default(), kind);
        }
        "negf" => {
            let Some(kind) = emulated_kind(ir, op, first)? else {
                return Ok(());
            };
            replace_float_call(ir, module, op, "neg", kind);
        }
        "extf" | "truncf" => rewrite_convert(ir, module, op, first)?,
        "fptosi" | "fptoui" => rewrite_to_int(ir, module, op, first, short == "fptoui")?,
        "sitofp" | "uitofp" => rewrite_from_int(ir, module, op, first, short == "uitofp")?,
        "cmpf" => rewrite_cmpf(ir, module, op, first)?,
        _ => {}
    }
    Ok(())
}

/// Declares `func.func private @_mlir_apfloat_<name>(params) -> result` at the start of the
/// module unless it exists.
pub(super) fn declare(
    ir: &mut Ir,
    module: OpId,
    name: &str,
    params: Vec<Type>,
    result: Type,
) -> String {
    let full = format!("_mlir_apfloat_{name}");
    let Some(body) = ir
        .regions(module)
        .first()
        .and_then(|r| ir.region_blocks(*r).first().copied())
    else {
        return full;
    };
    let exists = ir.block_ops(body).any(|f| {
        ir.is(f, "func.func")
            && matches!(ir.attr(f, "sym_name"), Some(Attribute::String(s)) if **s == *full)
    });
    if exists {
        return full;
    }
    let loc = ir.loc(module).clone();
    let region = ir.new_region();
    let mut state = crate::ir::OperationState::new("func.func", loc.clone());
    state.attrs = vec![
        named(
            "function_type",
            Attribute::Type(Type::function(params, vec![result])),
        ),
        named("sym_name", Attribute::string(&full)),
        named("sym_visibility", Attribute::string("private")),
    ];
    state.regions = vec![region];
    match ir.first_op(body) {
        Some(first) => {
            let mut b = Builder::before(ir, first);
            b.loc = loc;
            b.insert(state);
        }
        None => {
            Builder::at_end(ir, body, loc).insert(state);
        }
    }
    full
}

/// `v` (a float of `kind`) as its bits zero-extended to `i64`.
pub(super) fn float_bits(b: &mut Builder<'_>, v: Value, kind: FloatKind) -> Value {
    let int = Type::int(kind.width());
    let bits = b.create_value("arith.bitcast", &[v], int, vec![]);
    b.create_value("arith.extui", &[bits], Type::i64(), vec![])
}

/// An `i32` constant (the semantics or a width).
pub(super) fn i32_const(b: &mut Builder<'_>, value: i64) -> Value {
    b.create_value(
        "arith.constant",
        &[],
        Type::i32(),
        vec![named("value", Attribute::int(value.into(), Type::i32()))],
    )
}

/// An `i1` constant.
fn bool_const(b: &mut Builder<'_>, value: bool) -> Value {
    b.create_value(
        "arith.constant",
        &[],
        Type::i1(),
        vec![named("value", Attribute::bool(value))],
    )
}

/// `func.call @callee(args) : (...) -> result`.
pub(super) fn call(b: &mut Builder<'_>, callee: &str, args: &[Value], result: Type) -> Value {
    b.create_value(
        "func.call",
        args,
        result,
        vec![named("callee", Attribute::symbol(callee))],
    )
}

/// The `i64` result bits back as a float of `kind`.
pub(super) fn bits_to_float(b: &mut Builder<'_>, bits: Value, kind: FloatKind) -> Value {
    let int = Type::int(kind.width());
    let t = b.create_value("arith.trunci", &[bits], int, vec![]);
    b.create_value("arith.bitcast", &[t], Type::Float(kind), vec![])
}

/// Replaces the float op `op` (all operands and the result of `kind`) by
/// `_mlir_apfloat_<name>(sem, operand bits...)`.
pub(super) fn replace_float_call(ir: &mut Ir, module: OpId, op: OpId, name: &str, kind: FloatKind) {
    let n = ir.operands(op).len();
    let mut params = vec![Type::i32()];
    params.extend(std::iter::repeat_n(Type::i64(), n));
    let callee = declare(ir, module, name, params, Type::i64());
    let operands = ir.operands(op).to_vec();
    let mut b = Builder::before(ir, op);
    let mut args: Vec<Value> = operands
        .iter()
        .map(|v| float_bits(&mut b, *v, kind))
        .collect();
    args.insert(0, i32_const(&mut b, semantics(kind).into()));
    let r = call(&mut b, &callee, &args, Type::i64());
    let r = bits_to_float(&mut b, r, kind);
    ir.replace_op(op, &[r]);
}

/// The float kind of `op`'s result when it is emulated.
fn result_kind(ir: &Ir, op: OpId) -> Result<Option<FloatKind>, Diagnostic> {
    emulated_kind(ir, op, ir.result(op, 0))
}

/// `extf`/`truncf` → `convert(in_sem, out_sem, bits)`.
fn rewrite_convert(ir: &mut Ir, module: OpId, op: OpId, a: Value) -> Result<(), Diagnostic> {
    let (Some(from), Some(to)) = (emulated_kind(ir, op, a)?, result_kind(ir, op)?) else {
        return Ok(());
    };
    let callee = declare(
        ir,
        module,
        "convert",
        vec![Type::i32(), Type::i32(), Type::i64()],
        Type::i64(),
    );
    let mut b = Builder::before(ir, op);
    let bits = float_bits(&mut b, a, from);
    let s_in = i32_const(&mut b, semantics(from).into());
    let s_out = i32_const(&mut b, semantics(to).into());
    let r = call(&mut b, &callee, &[s_in, s_out, bits], Type::i64());
    let r = bits_to_float(&mut b, r, to);
    ir.replace_op(op, &[r]);
    Ok(())
}

/// `fptosi`/`fptoui` → `convert_to_int(sem, width, is_unsigned, bits)`.
fn rewrite_to_int(
    ir: &mut Ir,
    module: OpId,
    op: OpId,
    a: Value,
    unsigned: bool,
) -> Result<(), Diagnostic> {
    let Some(from) = emulated_kind(ir, op, a)? else {
        return Ok(());
    };
    let to = ir.value_type(ir.result(op, 0)).clone();
    let Type::Integer { width, .. } = to else {
        return Ok(());
    };
    if width > 64 {
        return Ok(());
    }
    let callee = declare(
        ir,
        module,
        "convert_to_int",
        vec![Type::i32(), Type::i32(), Type::i1(), Type::i64()],
        Type::i64(),
    );
    let mut b = Builder::before(ir, op);
    let bits = float_bits(&mut b, a, from);
    let sem = i32_const(&mut b, semantics(from).into());
    let w = i32_const(&mut b, width.into());
    let u = bool_const(&mut b, unsigned);
    let r = call(&mut b, &callee, &[sem, w, u, bits], Type::i64());
    let r = b.create_value("arith.trunci", &[r], to, vec![]);
    ir.replace_op(op, &[r]);
    Ok(())
}

/// `sitofp`/`uitofp` → `convert_from_int(sem, width, is_unsigned, extended bits)`.
fn rewrite_from_int(
    ir: &mut Ir,
    module: OpId,
    op: OpId,
    a: Value,
    unsigned: bool,
) -> Result<(), Diagnostic> {
    let Some(to) = result_kind(ir, op)? else {
        return Ok(());
    };
    let Type::Integer { width, .. } = *ir.value_type(a) else {
        return Ok(());
    };
    if width > 64 {
        return Ok(());
    }
    let callee = declare(
        ir,
        module,
        "convert_from_int",
        vec![Type::i32(), Type::i32(), Type::i1(), Type::i64()],
        Type::i64(),
    );
    let mut b = Builder::before(ir, op);
    let bits = if width < 64 {
        let ext = if unsigned {
            "arith.extui"
        } else {
            "arith.extsi"
        };
        b.create_value(ext, &[a], Type::i64(), vec![])
    } else {
        a
    };
    let sem = i32_const(&mut b, semantics(to).into());
    let w = i32_const(&mut b, width.into());
    let u = bool_const(&mut b, unsigned);
    let r = call(&mut b, &callee, &[sem, w, u, bits], Type::i64());
    let r = bits_to_float(&mut b, r, to);
    ir.replace_op(op, &[r]);
    Ok(())
}

/// The APFloat comparison results (less 0, equal 1, greater 2, unordered 3) for which the
/// `cmpf` predicate holds, in upstream's order; `None` for `false`/`true`.
fn predicate_results(pred: &str) -> Option<&'static [i64]> {
    Some(match pred {
        "oeq" => &[1],
        "ogt" => &[2],
        "oge" => &[2, 1],
        "olt" => &[0],
        "ole" => &[0, 1],
        "one" => &[0, 2],
        "ord" => &[0, 2, 1],
        "ueq" => &[3, 1],
        "ugt" => &[3, 2],
        "uge" => &[3, 2, 1],
        "ult" => &[3, 0],
        "ule" => &[3, 0, 1],
        "une" => &[0, 2, 3],
        "uno" => &[3],
        _ => return None,
    })
}

/// `cmpf` → `compare(sem, lhs bits, rhs bits)` and the predicate's tests.
fn rewrite_cmpf(ir: &mut Ir, module: OpId, op: OpId, a: Value) -> Result<(), Diagnostic> {
    let Some(kind) = emulated_kind(ir, op, a)? else {
        return Ok(());
    };
    let Some(pred) = crate::dialect::arith::predicate_name(ir, op) else {
        return Ok(());
    };
    let callee = declare(
        ir,
        module,
        "compare",
        vec![Type::i32(), Type::i64(), Type::i64()],
        Type::int(8),
    );
    let c = ir.operands(op)[1];
    let mut b = Builder::before(ir, op);
    let lhs = float_bits(&mut b, a, kind);
    let rhs = float_bits(&mut b, c, kind);
    let sem = i32_const(&mut b, semantics(kind).into());
    let cmp = call(&mut b, &callee, &[sem, lhs, rhs], Type::int(8));
    let r = match predicate_results(pred) {
        Some(results) => any_of(&mut b, cmp, results),
        None => bool_const(&mut b, pred == "true"),
    };
    ir.replace_op(op, &[r]);
    Ok(())
}

/// `cmp == results[0] || any_of(results[1..])`, built as upstream's recursion builds it.
fn any_of(b: &mut Builder<'_>, cmp: Value, results: &[i64]) -> Value {
    let i8t = Type::int(8);
    let c = b.create_value(
        "arith.constant",
        &[],
        i8t.clone(),
        vec![named("value", Attribute::int(results[0].into(), i8t))],
    );
    let first = b.create_value(
        "arith.cmpi",
        &[cmp, c],
        Type::i1(),
        vec![named("predicate", Attribute::i64(0))],
    );
    if results.len() == 1 {
        return first;
    }
    let rest = any_of(b, cmp, &results[1..]);
    b.create_value("arith.ori", &[first, rest], Type::i1(), vec![])
}
