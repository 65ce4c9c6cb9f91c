//! `async-func-to-async-runtime`: lowers `async.func`, `async.call` and `async.return`, and
//! the awaits and asserts that sit directly in an `async.func` (async-spec.md §3.9).
//!
//! ```mlir
//! async.func @double(%in: !async.value<f32>) -> !async.value<f32> {
//!   %x = async.await %in : !async.value<f32>
//!   %y = arith.addf %x, %x : f32
//!   return %y : f32
//! }
//! ```
//! becomes (hot start: no initial suspension)
//! ```mlir
//! func.func @double(%arg0: !async.value<f32>) -> !async.value<f32>
//!     attributes {passthrough = ["presplitcoroutine"]} {
//!   %0 = async.runtime.create : !async.value<f32>
//!   %1 = async.coro.id
//!   %2 = async.coro.begin %1
//!   cf.br ^bb1
//! ^bb1:
//!   %3 = async.coro.save %2
//!   async.runtime.await_and_resume %arg0, %2 : !async.value<f32>
//!   async.coro.suspend %3, ^bb7, ^bb2, ^bb6
//! ^bb2:
//!   %4 = async.runtime.is_error %arg0 : !async.value<f32>
//!   cf.cond_br %4, ^bb4, ^bb3
//! ^bb3:
//!   %5 = async.runtime.load %arg0 : <f32>
//!   %6 = arith.addf %5, %5 : f32
//!   async.runtime.store %6, %0 : <f32>
//!   async.runtime.set_available %0 : !async.value<f32>
//!   cf.br ^bb5
//! ^bb4:  async.runtime.set_error %0 : !async.value<f32>; cf.br ^bb5      // set_error
//! ^bb5:  async.coro.free %1, %2; cf.br ^bb7                             // cleanup
//! ^bb6:  async.coro.free %1, %2; cf.br ^bb7                             // destroy
//! ^bb7:  async.coro.end %2; return %0 : !async.value<f32>               // suspend
//! }
//! ```
//! `async.call` becomes `func.call`. Ops inside an `async.execute` nested in an `async.func`
//! are left for `async-to-async-runtime`; blocking awaits are never produced here.
//!
//! Beyond upstream (which produces invalid IR there): SCF ops in a converted function that
//! contain async ops (other than `async.execute`s and their bodies) are turned into CFG
//! first, so awaits in `scf.for`/`scf.if`/`scf.while`/`scf.index_switch` work. An
//! `async.func` declaration without a body is reported as an error.

use crate::diag::Diagnostic;
use crate::ir::{Ir, OpId};
use crate::passes::async_to_async_runtime::{check_legal, lower};
use lower::{Coros, enclosing_coro};

/// Pipeline name of the pass.
pub const NAME: &str = "async-func-to-async-runtime";

/// Runs the pass on `module` (a `builtin.module`).
pub fn run(ir: &mut Ir, module: OpId) -> Result<(), Diagnostic> {
    let mut coros = Coros::default();
    let funcs: Vec<OpId> = ir
        .collect_pre(module)
        .into_iter()
        .filter(|o| ir.is(*o, "async.func"))
        .collect();
    for f in funcs {
        let coro = lower::lower_func(ir, f)?;
        coros.insert(coro.func, coro);
    }

    // Extension: SCF holding async ops in a converted async.func becomes CFG first. Not
    // inside an `async.execute` body: that region is the execute's own coroutine (it must
    // stay one block until `async-to-async-runtime` outlines it, which lowers its SCF).
    crate::passes::scf_to_cf::lower_nested_where(ir, module, |ir, op| {
        enclosing_coro(ir, &coros, op).is_some()
            && ir.ancestor_named(op, "async.execute").is_none()
            && contains_direct_async_op(ir, op)
    })?;

    for op in ir.collect_pre(module) {
        if !ir.is_alive(op) {
            continue;
        }
        let name = ir.name(op);
        if name == "async.call" {
            lower::lower_call(ir, op);
            continue;
        }
        if !matches!(
            name.as_str(),
            "async.return" | "async.await" | "async.await_all" | "async.yield" | "cf.assert"
        ) || ir.ancestor_named(op, "async.execute").is_some()
        {
            continue;
        }
        let Some(f) = enclosing_coro(ir, &coros, op) else {
            continue;
        };
        match name.as_str() {
            "async.return" => lower::lower_return(ir, &coros[&f], op),
            "async.yield" => lower::lower_yield(ir, &coros[&f], op),
            "cf.assert" => {
                if let Some(coro) = coros.get_mut(&f) {
                    lower::lower_assert(ir, coro, op);
                }
            }
            _ => {
                lower::lower_await(ir, &mut coros, op, false);
            }
        }
    }
    check_legal(ir, module, &["async.func", "async.call", "async.return"])
}

/// Whether an async-dialect op other than `async.execute`, or a `cf.assert` (lowered to a
/// block split here), is nested in `op` and not inside an `async.execute` within it.
fn contains_direct_async_op(ir: &Ir, op: OpId) -> bool {
    let mut found = false;
    ir.walk_pre(op, &mut |o| {
        if !found
            && o != op
            && (ir.name(o).dialect() == "async" || ir.is(o, "cf.assert"))
            && !ir.is(o, "async.execute")
            && !ir
                .ancestor_named(o, "async.execute")
                .is_some_and(|e| ir.is_ancestor(op, e))
        {
            found = true;
        }
    });
    found
}
