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
//! 4. `coro-split` — when coroutines remain (`async.coro.begin`); at `-O0` with
//!    `ramp-fast-paths=false` ([`coro_split_options`]): ramps that stop at their first
//!    suspension point, a third less code to compile.
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
    opt_level: u8,
    ctx: &mut RunContext<'_>,
) -> Result<(), Vec<Diagnostic>> {
    if let Some(pm) = user.filter(|pm| !pm.is_empty()) {
        let verify_each = std::mem::replace(&mut ctx.verify_each, true);
        let result = pm.run(&mut module.ir, module.top, ctx);
        ctx.verify_each = verify_each;
        result?;
    }
    crate::driver::prepare_with(module, opt_level, ctx)
}

/// The options of `coro-split` for code compiled at `opt_level`: at `-O0` the ramps keep no
/// fast paths past their first suspension point (less code to compile, as `-O0` is for).
pub fn coro_split_options(opt_level: u8) -> crate::passes::coro_split::SplitOptions {
    crate::passes::coro_split::SplitOptions {
        ramp_fast_paths: opt_level > 0,
    }
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

/// What a module still needs before code generation, found by one walk over its ops
/// ([`Needs::scan`]). The flags of the parts of a module combine with [`Needs::merge`] into
/// those of the whole, so the fast front end (`sliced.rs`) decides for the whole file from
/// its slices.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Needs {
    /// `memref.alloca_scope` ops.
    pub alloca_scopes: bool,
    /// High-level async ops ([`HIGH_LEVEL_ASYNC`]).
    pub high_level_async: bool,
    /// `linalg.generic` / `linalg.matmul` (lowered to loops; `linalg.fill` is compiled).
    pub linalg_loops: bool,
    /// `scf` ops.
    pub scf: bool,
    /// `async.runtime.add_ref` / `drop_ref`: the program is reference counted already.
    pub counted: bool,
    /// Ops creating reference-counted runtime objects ([`CREATES`]).
    pub creates: bool,
    /// Coroutines still to split (`async.coro.begin`).
    pub coroutines: bool,
    /// Any op of the `async` or `corolift` dialect.
    pub any_async: bool,
    /// The number of `async.execute` ops (each is outlined into a function of its own).
    pub executes: usize,
    /// The number of coroutines the lowering will split (`async.execute`, `async.func` and
    /// `async.coro.begin` ops): what sizes the IR the lowering creates.
    pub coroutine_count: usize,
}

/// One step of the lowering, in the order they run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// `expand-alloca-scopes`.
    ExpandAllocaScopes,
    /// `async-func-to-async-runtime`.
    AsyncFuncToAsyncRuntime,
    /// `async-to-async-runtime`.
    AsyncToAsyncRuntime,
    /// `convert-linalg-to-loops`.
    LinalgToLoops,
    /// `convert-scf-to-cf`.
    ScfToCf,
    /// `func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt)`.
    RefCounting,
    /// `coro-split`.
    CoroSplit,
}

impl Step {
    /// The step as an element of a textual pipeline on `builtin.module`, for code compiled
    /// at `opt_level` ([`coro_split_options`]).
    pub fn pipeline_text(self, opt_level: u8) -> &'static str {
        match self {
            Step::ExpandAllocaScopes => "expand-alloca-scopes",
            Step::AsyncFuncToAsyncRuntime => "async-func-to-async-runtime",
            Step::AsyncToAsyncRuntime => "async-to-async-runtime",
            Step::LinalgToLoops => "convert-linalg-to-loops",
            Step::ScfToCf => "convert-scf-to-cf",
            Step::RefCounting => {
                "func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt)"
            }
            Step::CoroSplit if !coro_split_options(opt_level).ramp_fast_paths => {
                "coro-split{ramp-fast-paths=false}"
            }
            Step::CoroSplit => "coro-split",
        }
    }
}

impl Needs {
    /// Classifies every op nested in `top`, by name, in one walk.
    pub fn scan(ir: &Ir, top: OpId) -> Needs {
        let mut needs = Needs::default();
        ir.walk_pre(top, &mut |op| {
            let name = ir.name(op);
            match name.dialect() {
                "scf" => needs.scf = true,
                "linalg" => {
                    needs.linalg_loops |=
                        matches!(name.as_str(), "linalg.generic" | "linalg.matmul")
                }
                "memref" => needs.alloca_scopes |= name.as_str() == "memref.alloca_scope",
                "async" => {
                    needs.any_async = true;
                    let name = name.as_str();
                    needs.high_level_async |= HIGH_LEVEL_ASYNC.contains(&name);
                    needs.counted |=
                        matches!(name, "async.runtime.add_ref" | "async.runtime.drop_ref");
                    needs.creates |= CREATES.contains(&name);
                    needs.coroutines |= name == "async.coro.begin";
                    needs.executes += usize::from(name == "async.execute");
                    needs.coroutine_count += usize::from(matches!(
                        name,
                        "async.execute" | "async.func" | "async.coro.begin"
                    ));
                }
                "corolift" => needs.any_async = true,
                _ => {}
            }
        });
        needs
    }

    /// The needs of a module made of two parts with these needs.
    pub fn merge(self, other: Needs) -> Needs {
        Needs {
            alloca_scopes: self.alloca_scopes || other.alloca_scopes,
            high_level_async: self.high_level_async || other.high_level_async,
            linalg_loops: self.linalg_loops || other.linalg_loops,
            scf: self.scf || other.scf,
            counted: self.counted || other.counted,
            creates: self.creates || other.creates,
            coroutines: self.coroutines || other.coroutines,
            any_async: self.any_async || other.any_async,
            executes: self.executes + other.executes,
            coroutine_count: self.coroutine_count + other.coroutine_count,
        }
    }

    /// The steps that bring such a module to the form code generation takes, in upstream's
    /// order (see the module doc).
    pub fn steps(&self) -> Vec<Step> {
        let high_level = self.high_level_async;
        let mut steps = Vec::new();
        if self.alloca_scopes {
            steps.push(Step::ExpandAllocaScopes);
        }
        if high_level {
            steps.push(Step::AsyncFuncToAsyncRuntime);
            steps.push(Step::AsyncToAsyncRuntime);
        }
        if self.linalg_loops {
            steps.push(Step::LinalgToLoops);
        }
        if high_level || self.scf || self.linalg_loops {
            steps.push(Step::ScfToCf);
        }
        if !self.counted && (high_level || self.creates) {
            steps.push(Step::RefCounting);
        }
        if high_level || self.coroutines {
            steps.push(Step::CoroSplit);
        }
        steps
    }
}

/// The pipeline (`builtin.module(...)` text) that brings the module `top` to the form code
/// generation at `opt_level` takes, or `None` when it is already there.
pub fn codegen_pipeline(ir: &Ir, top: OpId, opt_level: u8) -> Option<String> {
    let steps = Needs::scan(ir, top).steps();
    if steps.is_empty() {
        return None;
    }
    let texts: Vec<&str> = steps.iter().map(|s| s.pipeline_text(opt_level)).collect();
    Some(format!("builtin.module({})", texts.join(",")))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pipeline_of(src: &str) -> Option<String> {
        let m = crate::parse::parse_source(src, &std::sync::Arc::from("t.mlir")).unwrap();
        codegen_pipeline(&m.ir, m.top, 2)
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
    fn at_o0_ramps_keep_no_fast_paths() {
        let src = "func.func @f() {\n  %t = async.execute {\n    async.yield\n  }\n  async.await %t : !async.token\n  return\n}";
        let m = crate::parse::parse_source(src, &std::sync::Arc::from("t.mlir")).unwrap();
        let at = |o| codegen_pipeline(&m.ir, m.top, o).unwrap();
        assert!(
            at(0).ends_with(",coro-split{ramp-fast-paths=false})"),
            "{}",
            at(0)
        );
        for o in 1..=3 {
            assert!(at(o).ends_with(",coro-split)"), "{}", at(o));
        }
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
