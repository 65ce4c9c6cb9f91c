//! `async-to-async-runtime`: lowers `async.execute`, `async.await`, `async.await_all`,
//! `async.yield`, groups and `cf.assert` in coroutines to `async.runtime.*` / `async.coro.*`
//! (async-spec.md §3), matching `mlir-opt-22 -async-to-async-runtime` block for block.
//!
//! 1. Every `async.execute` is outlined, innermost first, into a private coroutine function
//!    `@async_execute_fn` (`_0`, `_1`, … on clashes) appended to the module ([`outline`]).
//! 2. In coroutine functions, SCF ops containing async ops become CFG
//!    ([`crate::passes::scf_to_cf`]), so that awaits can be split into suspension points.
//! 3. The remaining ops are lowered in program order ([`lower`]): an await in a coroutine
//!    becomes a suspension point, elsewhere a blocking wait plus assertion.
//!
//! ```mlir
//! func.func @f() -> f32 {
//!   %t, %v = async.execute -> !async.value<f32> {
//!     %c = arith.constant 1.0 : f32
//!     async.yield %c : f32
//!   }
//!   %x = async.await %v : !async.value<f32>
//!   return %x : f32
//! }
//! ```
//! becomes
//! ```mlir
//! func.func @f() -> f32 {
//!   %0:2 = call @async_execute_fn() : () -> (!async.token, !async.value<f32>)
//!   async.runtime.await %0#1 : !async.value<f32>
//!   %1 = async.runtime.is_error %0#1 : !async.value<f32>
//!   %true = arith.constant true
//!   %2 = arith.xori %1, %true : i1
//!   cf.assert %2, "Awaited async operand is in error state"
//!   %3 = async.runtime.load %0#1 : <f32>
//!   return %3 : f32
//! }
//! func.func private @async_execute_fn() -> (!async.token, !async.value<f32>)
//!     attributes {passthrough = ["presplitcoroutine"]} {
//!   // skeleton (see coro_machinery), initial suspension, then:
//! ^bb1:
//!   %cst = arith.constant 1.000000e+00 : f32
//!   async.runtime.store %cst, %1 : <f32>
//!   async.runtime.set_available %1 : !async.value<f32>
//!   async.runtime.set_available %0 : !async.token
//!   cf.br ^bb2   // cleanup
//!   ...
//! }
//! ```
//!
//! **Seed-era behaviour (issue 3):** when the module still contains `async.func`s, this pass
//! first runs [`crate::passes::async_func_to_async_runtime`] on it, so that a single
//! `-async-to-async-runtime` lowers them like the seed patch (D137462) did; the result equals
//! the two-pass pipeline. `mlir-opt-22` does not do this: run alone it leaves `async.func` in
//! place and turns awaits inside it into blocking waits.

pub mod coro_machinery;
pub mod lower;
pub mod outline;

use crate::diag::Diagnostic;
use crate::ir::{Ir, OpId};
use lower::{Coros, enclosing_coro};

pub use coro_machinery::{CoroMachinery, setup_coro_machinery};

/// Pipeline name of the pass.
pub const NAME: &str = "async-to-async-runtime";

/// Runs the pass on `module` (a `builtin.module`).
pub fn run(ir: &mut Ir, module: OpId) -> Result<(), Diagnostic> {
    let names = outline::SymbolNames::new(ir, module);
    run_with_names(ir, module, names)
}

/// [`run`], naming the outlined functions from `names` instead of from `module`'s own
/// symbols: `module` then stands for one slice of a larger module, and `names` holds the
/// symbols of the whole, as they are when the slice's first `async.execute` is outlined (see
/// `driver/sliced.rs`).
pub fn run_with_names(
    ir: &mut Ir,
    module: OpId,
    mut names: outline::SymbolNames,
) -> Result<(), Diagnostic> {
    let has_async_func = ir
        .collect_pre(module)
        .into_iter()
        .any(|o| ir.is(o, "async.func"));
    if has_async_func {
        crate::passes::async_func_to_async_runtime::run(ir, module)?;
    }

    let mut coros = Coros::default();
    let executes: Vec<OpId> = ir
        .collect_post(module)
        .into_iter()
        .filter(|o| ir.is(*o, "async.execute"))
        .collect();
    for exec in executes {
        let (func, coro) = outline::outline_execute(ir, module, &mut names, exec)?;
        coros.insert(func, coro);
    }

    // SCF with async ops inside a coroutine must become CFG before awaits are split.
    crate::passes::scf_to_cf::lower_nested_where(ir, module, |ir, op| {
        contains_async_op_in_coro(ir, &coros, op)
    })?;

    for op in ir.collect_pre(module) {
        if !ir.is_alive(op) {
            continue;
        }
        match ir.name(op).as_str() {
            "async.create_group" => lower::lower_create_group(ir, op),
            "async.add_to_group" => lower::lower_add_to_group(ir, op),
            "async.await" | "async.await_all" => {
                lower::lower_await(ir, &mut coros, op, true);
            }
            "async.yield" => {
                if let Some(f) = enclosing_coro(ir, &coros, op) {
                    lower::lower_yield(ir, &coros[&f], op);
                }
            }
            "cf.assert" => {
                if let Some(coro) = enclosing_coro(ir, &coros, op).and_then(|f| coros.get_mut(&f)) {
                    lower::lower_assert(ir, coro, op);
                }
            }
            _ => {}
        }
    }
    check_legal(
        ir,
        module,
        &[
            "async.execute",
            "async.await",
            "async.await_all",
            "async.yield",
            "async.create_group",
            "async.add_to_group",
        ],
    )
}

/// Whether some async-dialect op or `cf.assert` (both split blocks when lowered) nested in
/// `op` lives in a coroutine function.
fn contains_async_op_in_coro(ir: &Ir, coros: &Coros, op: OpId) -> bool {
    let mut found = false;
    ir.walk_pre(op, &mut |o| {
        if !found
            && o != op
            && (ir.name(o).dialect() == "async" || ir.is(o, "cf.assert"))
            && enclosing_coro(ir, coros, o).is_some()
        {
            found = true;
        }
    });
    found
}

/// Fails like MLIR's dialect conversion when an op in `illegal` is left in `root`.
pub(crate) fn check_legal(ir: &Ir, root: OpId, illegal: &[&str]) -> Result<(), Diagnostic> {
    for op in ir.collect_pre(root) {
        let name = ir.name(op);
        if illegal.contains(&name.as_str()) {
            return Err(Diagnostic::error(
                ir.loc(op).clone(),
                format!("failed to legalize operation '{name}' that was explicitly marked illegal"),
            ));
        }
    }
    Ok(())
}
