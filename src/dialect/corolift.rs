//! The `corolift` dialect: the ops the `coro-split` pass leaves behind in place of
//! `async.coro.*`. They are explicit about the frame so that the split can be printed,
//! verified and read; code generation lowers each one to a few Cranelift instructions.
//!
//! | op | meaning |
//! |---|---|
//! | `%f = corolift.frame.alloc {resume = @r, destroy = @d, suspend_points = N} : !F` | allocate a frame of layout `!F`, store `@r`/`@d` in its header |
//! | `corolift.frame.free %f : !F` | free it |
//! | `%v = corolift.frame.load %f {field = "s0.1"} : !F -> T` | read a field |
//! | `corolift.frame.store %v, %f {field = "s0.1"} : T, !F` | write a field |
//! | `%m = corolift.frame.slot %f {field = "pinned.0"} : !F -> memref<…>` | a memref over a buffer kept in the frame |
//! | `%m = corolift.frame.alloca %f, %d… {field = "allocas"} : (!F, index…) -> memref<…>` | a dynamic-shape stack buffer used across a suspension point: heap memory linked into the frame's alloca chain, freed with the frame |
//! | `%mark = corolift.stack.save : index` | the current end of the activation's dynamic stack buffers (an alloca scope's start) |
//! | `corolift.stack.restore %mark : index` | free the dynamic stack buffers allocated since `%mark` (an alloca scope's end) |
//! | `corolift.coro.execute %f {resume = @r} : !F` | hand the frame to the runtime's thread pool (`mlirAsyncRuntimeExecute`) |
//! | `%r = corolift.coro.ready %x : T -> i1` | whether token, value or group `%x` is already complete (available or error): the check that lets a ready await skip the frame |
//! | `corolift.coro.await %x, %f {resume = @r} : T, !F, ^ready, ^suspended` | register `@r(%f)` to run when `%x` is ready and go to `^suspended`, or go to `^ready` at once if it already is |
//! | `corolift.unreachable` | never reached: an impossible resume index (undefined behaviour, like LLVM's `unreachable`; compiled as a trap) |
//!
//! For now they use the generic assembly form only.

use super::{OpDef, Traits};
use crate::diag::Diagnostic;
use crate::ir::{Attribute, FrameLayout, Ir, OpId, Type};

/// Ops of the corolift dialect.
pub const OPS: &[OpDef] = &[
    OpDef {
        inherent_attrs: &["destroy", "resume", "suspend_points"],
        verify: Some(verify_alloc),
        ..OpDef::new("corolift.frame.alloc", Traits::NONE)
    },
    OpDef {
        verify: Some(verify_free),
        ..OpDef::new("corolift.frame.free", Traits::NONE)
    },
    OpDef {
        inherent_attrs: &["field"],
        verify: Some(verify_load),
        ..OpDef::new("corolift.frame.load", Traits::NONE)
    },
    OpDef {
        inherent_attrs: &["field"],
        verify: Some(verify_store),
        ..OpDef::new("corolift.frame.store", Traits::NONE)
    },
    OpDef {
        inherent_attrs: &["field"],
        verify: Some(verify_slot),
        ..OpDef::new("corolift.frame.slot", Traits::NONE)
    },
    OpDef {
        inherent_attrs: &["alignment", "field"],
        verify: Some(verify_frame_alloca),
        ..OpDef::new("corolift.frame.alloca", Traits::NONE)
    },
    OpDef {
        verify: Some(verify_stack_save),
        ..OpDef::new("corolift.stack.save", Traits::NONE)
    },
    OpDef {
        verify: Some(verify_stack_restore),
        ..OpDef::new("corolift.stack.restore", Traits::NONE)
    },
    OpDef {
        inherent_attrs: &["resume"],
        verify: Some(verify_execute),
        ..OpDef::new("corolift.coro.execute", Traits::NONE)
    },
    OpDef {
        verify: Some(verify_ready),
        ..OpDef::new("corolift.coro.ready", Traits::NONE)
    },
    OpDef {
        inherent_attrs: &["resume"],
        verify: Some(verify_await),
        ..OpDef::new("corolift.coro.await", Traits::TERMINATOR)
    },
    OpDef::new("corolift.unreachable", Traits::TERMINATOR),
];

use super::op_error as err;

/// The layout of the frame operand `i` of `op`.
fn frame_operand(ir: &Ir, op: OpId, i: usize) -> Result<&FrameLayout, Diagnostic> {
    match ir.operands(op).get(i).map(|v| ir.value_type(*v)) {
        Some(Type::CoroFrame(layout)) => Ok(layout),
        Some(t) => Err(err(
            ir,
            op,
            format!("operand #{i} must be a coroutine frame, but got '{t}'"),
        )),
        None => Err(err(ir, op, format!("requires at least {} operands", i + 1))),
    }
}

fn check_counts(ir: &Ir, op: OpId, operands: usize, results: usize) -> Result<(), Diagnostic> {
    if ir.operands(op).len() != operands {
        return Err(err(
            ir,
            op,
            format!(
                "requires {operands} operands, but found {}",
                ir.operands(op).len()
            ),
        ));
    }
    if ir.results(op).len() != results {
        return Err(err(
            ir,
            op,
            format!(
                "requires {results} results, but found {}",
                ir.results(op).len()
            ),
        ));
    }
    Ok(())
}

fn check_symbol(ir: &Ir, op: OpId, name: &str) -> Result<(), Diagnostic> {
    match ir.attr(op, name).and_then(Attribute::as_symbol) {
        Some(_) => Ok(()),
        None => Err(err(
            ir,
            op,
            format!("requires a flat symbol reference attribute '{name}'"),
        )),
    }
}

/// The type stored in the `field` of the frame operand `frame_index`.
fn field_type(ir: &Ir, op: OpId, frame_index: usize) -> Result<&Type, Diagnostic> {
    let layout = frame_operand(ir, op, frame_index)?;
    let field = ir
        .attr(op, "field")
        .and_then(Attribute::as_str)
        .ok_or_else(|| err(ir, op, "requires a string attribute 'field'"))?;
    layout.field(field).map(|f| &f.ty).ok_or_else(|| {
        err(
            ir,
            op,
            format!("frame '{}' has no field '{field}'", layout.name),
        )
    })
}

fn verify_alloc(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_counts(ir, op, 0, 1)?;
    check_symbol(ir, op, "resume")?;
    check_symbol(ir, op, "destroy")?;
    match ir.value_type(ir.result(op, 0)) {
        Type::CoroFrame(_) => Ok(()),
        t => Err(err(
            ir,
            op,
            format!("result must be a coroutine frame, but got '{t}'"),
        )),
    }
}

fn verify_free(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_counts(ir, op, 1, 0)?;
    frame_operand(ir, op, 0).map(|_| ())
}

fn verify_load(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_counts(ir, op, 1, 1)?;
    let ty = field_type(ir, op, 0)?;
    let got = ir.value_type(ir.result(op, 0));
    if ty != got {
        return Err(err(
            ir,
            op,
            format!("result type '{got}' does not match the field type '{ty}'"),
        ));
    }
    Ok(())
}

fn verify_store(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_counts(ir, op, 2, 0)?;
    let ty = field_type(ir, op, 1)?;
    let got = ir.value_type(ir.operand(op, 0));
    if ty != got {
        return Err(err(
            ir,
            op,
            format!("stored type '{got}' does not match the field type '{ty}'"),
        ));
    }
    Ok(())
}

fn verify_slot(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_counts(ir, op, 1, 1)?;
    let ty = field_type(ir, op, 0)?;
    let got = ir.value_type(ir.result(op, 0));
    if ty != got || !crate::passes::coro_split::layout::is_static_memref(got) {
        return Err(err(
            ir,
            op,
            format!("result type '{got}' must be the static memref type of the field, '{ty}'"),
        ));
    }
    Ok(())
}

fn verify_frame_alloca(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    if ir.results(op).len() != 1 {
        return Err(err(ir, op, "requires 1 result"));
    }
    field_type(ir, op, 0)?;
    let Type::MemRef(m) = ir.value_type(ir.result(op, 0)) else {
        return Err(err(ir, op, "result must be a ranked memref"));
    };
    let dynamic = m.shape.iter().filter(|d| **d == crate::ir::DYNAMIC).count();
    let sizes = &ir.operands(op)[1..];
    if sizes.len() != dynamic || sizes.iter().any(|v| *ir.value_type(*v) != Type::Index) {
        return Err(err(
            ir,
            op,
            format!("requires one index operand per dynamic dimension ({dynamic}) after the frame"),
        ));
    }
    Ok(())
}

fn verify_stack_save(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_counts(ir, op, 0, 1)?;
    if *ir.value_type(ir.result(op, 0)) != Type::Index {
        return Err(err(ir, op, "result must be of type 'index'"));
    }
    Ok(())
}

fn verify_stack_restore(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_counts(ir, op, 1, 0)?;
    if *ir.value_type(ir.operand(op, 0)) != Type::Index {
        return Err(err(ir, op, "operand must be of type 'index'"));
    }
    Ok(())
}

fn verify_execute(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_counts(ir, op, 1, 0)?;
    check_symbol(ir, op, "resume")?;
    frame_operand(ir, op, 0).map(|_| ())
}

/// Operand #0 of `op` must be something one can await.
fn check_awaitable(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    if matches!(
        ir.value_type(ir.operand(op, 0)),
        Type::AsyncToken | Type::AsyncValue(_) | Type::AsyncGroup
    ) {
        Ok(())
    } else {
        Err(err(
            ir,
            op,
            "operand #0 must be an async token, value or group",
        ))
    }
}

fn verify_ready(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_counts(ir, op, 1, 1)?;
    check_awaitable(ir, op)?;
    let got = ir.value_type(ir.result(op, 0));
    if *got != Type::i1() {
        return Err(err(
            ir,
            op,
            format!("result #0 must be i1, but got '{got}'"),
        ));
    }
    Ok(())
}

fn verify_await(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_counts(ir, op, 2, 0)?;
    check_symbol(ir, op, "resume")?;
    frame_operand(ir, op, 1)?;
    check_awaitable(ir, op)?;
    if ir.successors(op).len() != 2 {
        return Err(err(ir, op, "requires 2 successors (ready, suspended)"));
    }
    Ok(())
}
