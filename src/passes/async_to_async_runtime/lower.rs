//! One lowering function per high-level async op (and `cf.assert` in coroutines).

use rustc_hash::FxHashMap;

use super::coro_machinery::{CoroMachinery, setup_coro_machinery};
use crate::diag::Diagnostic;
use crate::ir::{Attribute, Builder, InsertPoint, Ir, OpId, OperationState, Type, Value, named};

/// Coroutine functions (outlined executes, converted async.funcs) by their `func.func`.
pub type Coros = FxHashMap<OpId, CoroMachinery>;

/// Message of the assertion guarding blocking awaits.
pub const AWAIT_ERROR_MSG: &str = "Awaited async operand is in error state";

/// The coroutine `op` lives in (its nearest enclosing `func.func`, if registered).
pub fn enclosing_coro(ir: &Ir, coros: &Coros, op: OpId) -> Option<OpId> {
    ir.ancestor_named(op, "func.func")
        .filter(|f| coros.contains_key(f))
}

/// `async.create_group %n` → `async.runtime.create_group %n`.
pub fn lower_create_group(ir: &mut Ir, op: OpId) {
    let operands = ir.operands(op).to_vec();
    let mut b = Builder::before(ir, op);
    let g = b.create_value(
        "async.runtime.create_group",
        &operands,
        Type::AsyncGroup,
        vec![],
    );
    ir.replace_op(op, &[g]);
}

/// `async.add_to_group %x, %g` → `async.runtime.add_to_group %x, %g` (an index rank).
pub fn lower_add_to_group(ir: &mut Ir, op: OpId) {
    let operands = ir.operands(op).to_vec();
    let mut b = Builder::before(ir, op);
    let r = b.create_value("async.runtime.add_to_group", &operands, Type::Index, vec![]);
    ir.replace_op(op, &[r]);
}

/// `async.await %x` / `async.await_all %g`: inside a coroutine → save, `await_and_resume`,
/// suspend, `is_error` check branching to set_error, then (values) `runtime.load`; outside a
/// coroutine (when `blocking` is allowed) → `runtime.await` + `is_error` + `cf.assert`
/// (+ load). Returns false when the op is left alone (wrong operand type, or blocking not
/// allowed outside a coroutine).
pub fn lower_await(ir: &mut Ir, coros: &mut Coros, op: OpId, blocking: bool) -> bool {
    let Some(&operand) = ir.operands(op).first() else {
        return false;
    };
    let ty = ir.value_type(operand).clone();
    let awaitable = if ir.is(op, "async.await_all") {
        ty == Type::AsyncGroup
    } else {
        ty.is_value_or_token()
    };
    if !awaitable {
        return false;
    }
    let load_ty = ty.async_value_inner().cloned();
    match enclosing_coro(ir, coros, op).and_then(|f| coros.get_mut(&f)) {
        Some(coro) => suspend_at_await(ir, coro, op, operand),
        None if blocking => block_at_await(ir, op, operand),
        None => return false,
    }
    // The replacement load goes where the await is now: the start of the continuation.
    match load_ty {
        Some(t) if !ir.results(op).is_empty() => {
            let v =
                Builder::before(ir, op).create_value("async.runtime.load", &[operand], t, vec![]);
            ir.replace_op(op, &[v]);
        }
        _ => {
            let results = ir.results(op).to_vec();
            if results.iter().all(|r| ir.use_empty(*r)) {
                ir.erase_op(op);
            }
        }
    }
    true
}

/// Blocking wait before `op`: `runtime.await`, `is_error`, `xori true`, `cf.assert`.
fn block_at_await(ir: &mut Ir, op: OpId, operand: Value) {
    let mut b = Builder::before(ir, op);
    b.create("async.runtime.await", &[operand], &[], vec![]);
    let is_error = b.create_value("async.runtime.is_error", &[operand], Type::i1(), vec![]);
    let t = b.create_value(
        "arith.constant",
        &[],
        Type::i1(),
        vec![named("value", Attribute::bool(true))],
    );
    let ok = b.create_value("arith.xori", &[is_error, t], Type::i1(), vec![]);
    b.create(
        "cf.assert",
        &[ok],
        &[],
        vec![named("msg", Attribute::string(AWAIT_ERROR_MSG))],
    );
}

/// Suspension point before `op`; afterwards `op` is the first op of the continuation block.
fn suspend_at_await(ir: &mut Ir, coro: &mut CoroMachinery, op: OpId, operand: Value) {
    let suspended = ir.parent_block(op).expect("await is in a block");
    let mut b = Builder::before(ir, op);
    let save = b.create_value("async.coro.save", &[coro.handle], Type::CoroState, vec![]);
    b.create(
        "async.runtime.await_and_resume",
        &[operand, coro.handle],
        &[],
        vec![],
    );
    let loc = b.loc.clone();
    let resume = ir.split_block(suspended, op);
    let destroy = coro.destroy_block(ir);
    let mut b = Builder::new(ir, InsertPoint::End(suspended), loc);
    b.create_branch(
        "async.coro.suspend",
        &[save],
        &[coro.suspend, resume, destroy],
        vec![],
    );
    let continuation = b.ir.split_block(resume, op);
    let set_error = coro.set_error_block(ir);
    let mut b = Builder::new(ir, InsertPoint::End(resume), ir_loc(ir, op));
    let is_error = b.create_value("async.runtime.is_error", &[operand], Type::i1(), vec![]);
    b.cond_br(is_error, set_error, &[], continuation, &[]);
}

fn ir_loc(ir: &Ir, op: OpId) -> crate::ir::Location {
    ir.loc(op).clone()
}

/// `async.yield %v...` (in an outlined execute) → `runtime.store` + `set_available` per
/// value, `set_available` of the token, `cf.br ^cleanup`.
pub fn lower_yield(ir: &mut Ir, coro: &CoroMachinery, op: OpId) {
    complete_and_branch(ir, coro, op);
}

/// `async.return %v...` (in a converted async.func) → like `async.yield`.
pub fn lower_return(ir: &mut Ir, coro: &CoroMachinery, op: OpId) {
    complete_and_branch(ir, coro, op);
}

/// Stores the operands of `op` into the coroutine's values, makes values then token
/// available, replaces `op` by a branch to cleanup.
fn complete_and_branch(ir: &mut Ir, coro: &CoroMachinery, op: OpId) {
    let operands = ir.operands(op).to_vec();
    let mut b = Builder::before(ir, op);
    for (v, storage) in operands.iter().zip(coro.values.iter()) {
        b.create("async.runtime.store", &[*v, *storage], &[], vec![]);
        b.create("async.runtime.set_available", &[*storage], &[], vec![]);
    }
    if let Some(t) = coro.token {
        b.create("async.runtime.set_available", &[t], &[], vec![]);
    }
    b.br(coro.cleanup, &[]);
    ir.erase_op(op);
}

/// `cf.assert %c` in a coroutine → split; `cf.cond_br %c, ^continue, ^set_error`.
pub fn lower_assert(ir: &mut Ir, coro: &mut CoroMachinery, op: OpId) {
    let Some(&cond) = ir.operands(op).first() else {
        return;
    };
    let block = ir.parent_block(op).expect("assert is in a block");
    let loc = ir.loc(op).clone();
    let cont = ir.split_block(block, op);
    let set_error = coro.set_error_block(ir);
    Builder::at_end(ir, block, loc).cond_br(cond, cont, &[], set_error, &[]);
    ir.erase_op(op);
}

/// `async.call @f(args)` → `func.call @f(args)` with the same result types.
pub fn lower_call(ir: &mut Ir, op: OpId) {
    let mut state = OperationState::new("func.call", ir.loc(op).clone());
    state.operands = ir.operands(op).to_vec();
    state.result_types = ir
        .results(op)
        .iter()
        .map(|v| ir.value_type(*v).clone())
        .collect();
    if let Some(callee) = ir.attr(op, "callee") {
        state.attrs.push(named("callee", callee.clone()));
    }
    let call = Builder::before(ir, op).insert(state);
    let results = ir.results(call).to_vec();
    ir.replace_op(op, &results);
}

/// `async.func @f` → `func.func @f` (same type, visibility and attributes, body moved) with
/// the coroutine skeleton; no initial suspension (hot start).
pub fn lower_func(ir: &mut Ir, op: OpId) -> Result<CoroMachinery, Diagnostic> {
    let has_body = ir
        .regions(op)
        .first()
        .is_some_and(|r| !ir.region_blocks(*r).is_empty());
    if !has_body {
        let name = ir
            .attr(op, "sym_name")
            .and_then(|a| a.as_str())
            .unwrap_or("?")
            .to_owned();
        return Err(Diagnostic::error(
            ir.loc(op).clone(),
            format!(
                "'async.func' op external declaration '@{name}' cannot be lowered to a coroutine: it has no body"
            ),
        ));
    }
    let mut state = OperationState::new("func.func", ir.loc(op).clone());
    state.attrs = ir.attrs(op).to_vec();
    let region = ir.new_region();
    state.regions = vec![region];
    let func = Builder::before(ir, op).insert(state);
    ir.take_region_body(region, ir.region(op, 0));
    ir.erase_op(op);
    setup_coro_machinery(ir, func)
}
