//! What a module still needs before code generation, decided from the ops it contains.
//!
//! `corolift run` and `corolift compile` accept a program at any stage: straight from the
//! user (high-level `async.execute`/`async.func`/`async.await`), already lowered by
//! `corolift opt --async-to-async-runtime` (with or without reference counting), or fully
//! lowered. [`codegen_pipeline`] looks at the ops and builds the textual pipeline of the passes
//! that are missing, in the order upstream runs them:
//!
//! 0. `expand-alloca-scopes` — when `memref.alloca_scope` ops are present (their bodies are
//!    single blocks that splice anywhere, so this goes first);
//! 1. `async-func-to-async-runtime`, `async-to-async-runtime` — when a high-level async op is
//!    present;
//! 2. `convert-scf-to-cf` — when `scf` ops remain (code generation works on the CFG; and
//!    reference counting on the CFG handles tokens carried by loops, which upstream's
//!    `scf.for` handling miscounts);
//! 3. `func.func(async-runtime-ref-counting, async-runtime-ref-counting-opt)` — when runtime
//!    objects are created and no `add_ref`/`drop_ref` exists yet (a ref-counted program always
//!    has a `drop_ref` for each object it creates, so the check cannot misfire);
//! 4. `coro-split` — when coroutines remain (`async.coro.begin`).
//!
//! Running it through the ordinary pass manager keeps `--mlir-print-ir-after-all` and the
//! verifier working the same way as in `corolift opt`.
//!
//! Passes named on the `corolift run` / `corolift compile` command line (`--async-parallel-for`,
//! `--pass-pipeline=…`, read by [`crate::cli::args::PassArgs`] exactly as `corolift opt` reads
//! them) run first, through [`prepare_after`]; the pipeline above is then decided from what
//! they left, so a pass that creates async ops (e.g. `async-parallel-for`) gets the async
//! lowering it needs.

use crate::diag::Diagnostic;
use crate::ir::{Ir, OpId};
use crate::passes::{OpPassManager, RunContext};

/// Runs the user's passes `user` (when given) on `module`, verifying after each as mlir-opt
/// does, then the passes code generation still needs ([`crate::driver::prepare_with`]), with
/// the same instrumentation (`--mlir-print-ir-after-all` shows both).
pub fn prepare_after(
    module: &mut crate::parse::Module,
    user: Option<&mut OpPassManager>,
    ctx: &mut RunContext<'_>,
) -> Result<(), Vec<Diagnostic>> {
    if let Some(pm) = user.filter(|pm| !pm.is_empty()) {
        let verify_each = std::mem::replace(&mut ctx.verify_each, true);
        let result = pm.run(&mut module.ir, module.top, ctx);
        ctx.verify_each = verify_each;
        result?;
    }
    crate::driver::prepare_with(module, ctx)
}

/// High-level async ops that `async-to-async-runtime` (or `async-func-to-async-runtime`)
/// lowers.
const HIGH_LEVEL_ASYNC: &[&str] = &[
    "async.execute",
    "async.await",
    "async.await_all",
    "async.func",
    "async.call",
    "async.return",
    "async.yield",
    "async.create_group",
    "async.add_to_group",
];

/// Runtime ops that create a reference-counted object.
const CREATES: &[&str] = &["async.runtime.create", "async.runtime.create_group"];

/// The pipeline (`builtin.module(...)` text) that brings the module `top` to the form code
/// generation takes, or `None` when it is already there.
pub fn codegen_pipeline(ir: &Ir, top: OpId) -> Option<String> {
    // One walk over the module, classifying each op by name.
    let (mut high_level, mut scf, mut counted, mut creates, mut coro, mut scopes) =
        (false, false, false, false, false, false);
    // linalg.fill is compiled directly; linalg.generic and linalg.matmul are lowered to loops.
    let mut linalg_generic = false;
    ir.walk_pre(top, &mut |op| {
        let name = ir.name(op);
        match name.dialect() {
            "scf" => scf = true,
            "linalg" => {
                linalg_generic |= matches!(name.as_str(), "linalg.generic" | "linalg.matmul")
            }
            "memref" => scopes |= name.as_str() == "memref.alloca_scope",
            "async" => {
                let name = name.as_str();
                high_level |= HIGH_LEVEL_ASYNC.contains(&name);
                counted |= matches!(name, "async.runtime.add_ref" | "async.runtime.drop_ref");
                creates |= CREATES.contains(&name);
                coro |= name == "async.coro.begin";
            }
            _ => {}
        }
    });
    let mut passes: Vec<&str> = Vec::new();
    if scopes {
        passes.push("expand-alloca-scopes");
    }
    if high_level {
        passes.push("async-func-to-async-runtime");
        passes.push("async-to-async-runtime");
    }
    if linalg_generic {
        passes.push("convert-linalg-to-loops");
    }
    if high_level || scf || linalg_generic {
        passes.push("convert-scf-to-cf");
    }
    if !counted && (high_level || creates) {
        passes.push("func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt)");
    }
    if high_level || coro {
        passes.push("coro-split");
    }
    if passes.is_empty() {
        None
    } else {
        Some(format!("builtin.module({})", passes.join(",")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pipeline_of(src: &str) -> Option<String> {
        let m = crate::parse::parse_source(src, &std::sync::Arc::from("t.mlir")).unwrap();
        codegen_pipeline(&m.ir, m.top)
    }

    #[test]
    fn plain_code_needs_nothing() {
        assert_eq!(pipeline_of("func.func @f() { return }"), None);
    }

    #[test]
    fn scf_only_needs_scf_to_cf() {
        let src = "func.func @f(%n: index) {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  scf.for %i = %c0 to %n step %c1 {\n  }\n  return\n}";
        assert_eq!(
            pipeline_of(src).as_deref(),
            Some("builtin.module(convert-scf-to-cf)")
        );
    }

    #[test]
    fn high_level_async_gets_the_whole_lowering() {
        let src = "func.func @f() {\n  %t = async.execute {\n    async.yield\n  }\n  async.await %t : !async.token\n  return\n}";
        assert_eq!(
            pipeline_of(src).as_deref(),
            Some(
                "builtin.module(async-func-to-async-runtime,async-to-async-runtime,\
                 convert-scf-to-cf,\
                 func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt),\
                 coro-split)"
            )
        );
    }

    #[test]
    fn uncounted_runtime_ops_get_ref_counting() {
        let src = "func.func @f() {\n  %t = async.runtime.create : !async.token\n  async.runtime.set_available %t : !async.token\n  async.runtime.await %t : !async.token\n  return\n}";
        assert_eq!(
            pipeline_of(src).as_deref(),
            Some(
                "builtin.module(func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt))"
            )
        );
    }
}
