//! Passes and the pass manager.
//!
//! # Writing a pass
//!
//! A pass is described by one `static` [`PassInfo`]: its pipeline name, the class-like name
//! shown in IR dumps (`// -----// IR Dump After SCFToControlFlowPass (convert-scf-to-cf)`), a
//! one-line description for `--help`, the op it is anchored on, its options and a constructor.
//! Registering it is **one line** in the [`PASSES`] table.
//!
//! * A stateless pass without options is a plain function `fn(&mut Ir, OpId) -> Result<(),
//!   Diagnostic>`; its table line is
//!   `PassInfo::function("convert-scf-to-cf", "SCFToControlFlowPass", "Convert SCF …",
//!   Anchor::Any, scf_to_cf::run),`.
//! * A pass with options or state implements [`Pass`] and provides a constructor that reads
//!   its [`PassOptions`]:
//!
//! ```ignore
//! pub static INFO: PassInfo = PassInfo {
//!     name: "async-runtime-policy-based-ref-counting",
//!     display_name: "AsyncRuntimePolicyBasedRefCountingPass",
//!     description: "Policy based reference counting for Async runtime operations",
//!     anchor: Anchor::Any,
//!     options: Some(&[PassOptionInfo { name: "x", kind: "<uint>", description: "…" }]),
//!     noop: false,
//!     create: |info, opts| Ok(Box::new(MyPass { info, x: opts.get_u64("x")?.unwrap_or(0) })),
//!     run: None,
//! };
//! struct MyPass { info: &'static PassInfo, x: u64 }
//! impl Pass for MyPass {
//!     fn info(&self) -> &'static PassInfo { self.info }
//!     fn run(&mut self, ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> { Ok(()) }
//! }
//! ```
//!   and is registered with `r.register(&my_pass::INFO);` in [`PassRegistry::builtin`].
//!
//! `run` receives the op the pass is anchored on (a `builtin.module`, a `func.func`, or any op
//! for [`Anchor::Any`]) and may rewrite anything nested in it. A failure is returned as a
//! [`Diagnostic`] at the offending op; the IR is verified after every pass under
//! `--verify-each` (the default), so a pass must leave valid IR.
//!
//! # Pipelines
//!
//! [`pipeline`] parses MLIR textual pipelines (`builtin.module(a, func.func(b{opt=1}), c)`);
//! [`manager`] turns them into nested [`OpPassManager`]s and runs them with the mlir-opt
//! instrumentation (IR dumps before/after passes, verification after each pass, timing).
//! The LLVM-dialect conversions of upstream pipelines are registered as documented no-ops
//! ([`noop`]), because corolift generates code from the standard dialects directly.

pub mod manager;
pub mod noop;
pub mod options;
pub mod pipeline;

pub use manager::{Instrumentation, OpPassManager, PassEntry, RunContext, build_pass_manager};
pub use options::{PassOptionInfo, PassOptions};

use std::sync::OnceLock;

use crate::diag::Diagnostic;
use crate::ir::{Ir, OpId};

/// The op kind a pass (or nested pass manager) runs on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    /// Any op (an op-agnostic pass, or an `any(...)` nested pipeline).
    Any,
    /// Only ops with this name (`builtin.module`, `func.func`).
    Op(&'static str),
}

impl Anchor {
    /// Whether an op named `name` can be the target.
    pub fn matches(self, name: &str) -> bool {
        match self {
            Anchor::Any => true,
            Anchor::Op(n) => n == name,
        }
    }

    /// The anchor's name as MLIR prints it (`any` for op-agnostic).
    pub fn as_str(self) -> &'static str {
        match self {
            Anchor::Any => "any",
            Anchor::Op(n) => n,
        }
    }
}

/// Constructor of a pass from its (already validated) options.
pub type PassCtor = fn(&'static PassInfo, &PassOptions) -> Result<Box<dyn Pass>, String>;

/// The body of a stateless, option-less pass (see [`PassInfo::function`]).
pub type RunFn = fn(&mut Ir, OpId) -> Result<(), Diagnostic>;

/// The static description of a registered pass.
#[derive(Debug)]
pub struct PassInfo {
    /// The pipeline / command-line name (`convert-scf-to-cf`).
    pub name: &'static str,
    /// The name shown in IR dumps and timing reports (`SCFToControlFlowPass`), as mlir-opt
    /// shows the pass's C++ class name.
    pub display_name: &'static str,
    /// One-line description for `--help`.
    pub description: &'static str,
    /// What the pass runs on.
    pub anchor: Anchor,
    /// Accepted options (for validation and `--help`); `None` accepts and ignores anything
    /// (used by the no-op LLVM conversions, whose upstream options are irrelevant here).
    pub options: Option<&'static [PassOptionInfo]>,
    /// A documented no-op (reported as skipped under `--verbose`).
    pub noop: bool,
    /// Builds an instance.
    pub create: PassCtor,
    /// For passes made with [`PassInfo::function`]: the function to run.
    pub run: Option<RunFn>,
}

impl PassInfo {
    /// A stateless pass without options whose body is a plain function — the one-line way to
    /// register a pass written as `pub fn run(ir: &mut Ir, op: OpId) -> Result<(), Diagnostic>`:
    ///
    /// ```ignore
    /// PassInfo::function("convert-scf-to-cf", "SCFToControlFlowPass",
    ///     "Convert SCF dialect to ControlFlow dialect", Anchor::Any, scf_to_cf::run),
    /// ```
    pub const fn function(
        name: &'static str,
        display_name: &'static str,
        description: &'static str,
        anchor: Anchor,
        run: RunFn,
    ) -> PassInfo {
        PassInfo {
            name,
            display_name,
            description,
            anchor,
            options: Some(&[]),
            noop: false,
            create: FnPass::create,
            run: Some(run),
        }
    }
}

/// The pass behind [`PassInfo::function`].
pub struct FnPass {
    info: &'static PassInfo,
    run: RunFn,
}

impl FnPass {
    /// The constructor stored by [`PassInfo::function`].
    pub fn create(info: &'static PassInfo, _opts: &PassOptions) -> Result<Box<dyn Pass>, String> {
        let run = info
            .run
            .ok_or_else(|| format!("pass '{}' has no body", info.name))?;
        Ok(Box::new(FnPass { info, run }))
    }
}

impl Pass for FnPass {
    fn info(&self) -> &'static PassInfo {
        self.info
    }

    fn run(&mut self, ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
        (self.run)(ir, op)
    }
}

/// Real passes, one line each (see [`PassInfo::function`]); registered by
/// [`PassRegistry::builtin`] after the no-ops, so a real pass replaces a no-op of the same name.
pub static PASSES: &[PassInfo] = &[
    PassInfo::function(
        "async-func-to-async-runtime",
        "AsyncFuncToAsyncRuntimePass",
        "Lower async.func operations to the explicit async.runtime and async.coro operations",
        Anchor::Op("builtin.module"),
        async_func_to_async_runtime::run,
    ),
    PassInfo::function(
        "async-to-async-runtime",
        "AsyncToAsyncRuntimePass",
        "Lower all high level async operations (e.g. async.execute) to the explicit async.runtime and async.coro operations",
        Anchor::Op("builtin.module"),
        async_to_async_runtime::run,
    ),
    PassInfo::function(
        "async-runtime-ref-counting",
        "AsyncRuntimeRefCountingPass",
        "Automatic reference counting for Async runtime operations",
        Anchor::Any,
        async_runtime_ref_counting::run,
    ),
    PassInfo::function(
        "async-runtime-ref-counting-opt",
        "AsyncRuntimeRefCountingOptPass",
        "Optimize automatic reference counting operations for the Async runtime by removing redundant operations",
        Anchor::Any,
        async_runtime_ref_counting_opt::run,
    ),
    PassInfo::function(
        "async-runtime-policy-based-ref-counting",
        "AsyncRuntimePolicyBasedRefCountingPass",
        "Policy based reference counting for Async runtime operations",
        Anchor::Any,
        async_runtime_policy_based_ref_counting::run,
    ),
    PassInfo::function(
        "convert-scf-to-cf",
        "SCFToControlFlowPass",
        "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG",
        Anchor::Any,
        scf_to_cf::run,
    ),
    PassInfo::function(
        "scf-forall-to-parallel",
        "SCFForallToParallelLoop",
        "Convert SCF forall loops to SCF parallel loops",
        Anchor::Any,
        scf_forall_to_parallel::run,
    ),
    PassInfo::function(
        "cse",
        "CSE",
        "Eliminate common sub-expressions",
        Anchor::Any,
        cse::run,
    ),
    canonicalize::regions::TEST_INFO,
    coro_split::INFO,
    PassInfo::function(
        "expand-alloca-scopes",
        "ExpandAllocaScopesPass",
        "Replace memref.alloca_scope ops by their bodies between corolift.stack.save and corolift.stack.restore (corolift's part of finalize-memref-to-llvm)",
        Anchor::Any,
        expand_alloca_scopes::run,
    ),
    PassInfo::function(
        "convert-linalg-to-loops",
        "ConvertLinalgToLoopsPass",
        "Convert the operations from the linalg dialect into loops",
        Anchor::Any,
        linalg_to_loops::run,
    ),
    PassInfo::function(
        "convert-linalg-to-parallel-loops",
        "ConvertLinalgToParallelLoopsPass",
        "Convert the operations from the linalg dialect into parallel loops",
        Anchor::Any,
        linalg_to_loops::run_parallel,
    ),
    PassInfo::function(
        "test-cf-assert",
        "(anonymous namespace)::TestAssertPass",
        "Function pass to test cf.assert lowering to LLVM without abort",
        Anchor::Any,
        test_cf_assert::run,
    ),
    PassInfo::function(
        "transform-interpreter",
        "TransformInterpreterPass",
        "Transform dialect interpreter: runs @__transform_main (corolift: schedules that only apply vector lowering patterns, which leave the program unchanged)",
        Anchor::Op("builtin.module"),
        transform_interpreter::run_interpreter,
    ),
    PassInfo::function(
        "test-transform-dialect-erase-schedule",
        "(anonymous namespace)::TestTransformDialectEraseSchedulePass",
        "Erase transform dialect schedule from the IR",
        Anchor::Op("builtin.module"),
        transform_interpreter::run_erase_schedule,
    ),
    PassInfo::function(
        "test-vector-gather-lowering",
        "(anonymous namespace)::TestVectorGatherLowering",
        "Test patterns that lower the gather op in the vector conditional loads",
        Anchor::Op("func.func"),
        test_vector_gather_lowering::run,
    ),
    arith_expand::INFO,
    async_parallel_for::INFO,
    inline::INFO,
    PassInfo::function(
        "symbol-dce",
        "SymbolDCE",
        "Eliminate dead symbols",
        Anchor::Any,
        symbol_dce::run,
    ),
    generate_runtime_verification::INFO,
    arith_to_apfloat::INFO,
    math_to_apfloat::INFO,
    arith_emulate_wide_int::INFO,
    arith_emulate_wide_int::TEST_INFO,
    one_shot_bufferize::INFO,
    canonicalize::INFO,
];

impl std::fmt::Debug for dyn Pass {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Pass({})", self.name())
    }
}

/// A transformation over the op it is anchored on.
pub trait Pass {
    /// The static description this instance was created from.
    fn info(&self) -> &'static PassInfo;

    /// Runs the pass on `op` (an op matching [`Pass::anchor`]).
    fn run(&mut self, ir: &mut Ir, op: OpId) -> Result<(), Diagnostic>;

    /// The pipeline name (`convert-scf-to-cf`).
    fn name(&self) -> &'static str {
        self.info().name
    }

    /// The name shown in IR dumps (`SCFToControlFlowPass`).
    fn display_name(&self) -> &'static str {
        self.info().display_name
    }

    /// One-line description.
    fn description(&self) -> &'static str {
        self.info().description
    }

    /// What the pass runs on.
    fn anchor(&self) -> Anchor {
        self.info().anchor
    }
}

/// The set of passes known by name.
#[derive(Default)]
pub struct PassRegistry {
    passes: Vec<&'static PassInfo>,
}

impl PassRegistry {
    /// An empty registry.
    pub fn new() -> Self {
        Self::default()
    }

    /// Every pass corolift knows. **Add new passes here** (one line each).
    pub fn builtin() -> Self {
        let mut r = PassRegistry::new();
        for info in noop::NOOP_PASSES.iter().chain(noop::VECTOR_LOWERINGS) {
            r.register(info);
        }
        for info in PASSES {
            r.register(info);
        }
        r.register(&convert_math_to_funcs::INFO);
        r
    }

    /// The process-wide registry ([`PassRegistry::builtin`]).
    pub fn global() -> &'static PassRegistry {
        static REG: OnceLock<PassRegistry> = OnceLock::new();
        REG.get_or_init(PassRegistry::builtin)
    }

    /// Registers `info`; a later registration of the same name replaces the earlier one.
    pub fn register(&mut self, info: &'static PassInfo) {
        self.passes.retain(|p| p.name != info.name);
        self.passes.push(info);
    }

    /// Looks a pass up by its pipeline name.
    pub fn lookup(&self, name: &str) -> Option<&'static PassInfo> {
        self.passes.iter().copied().find(|p| p.name == name)
    }

    /// All passes, sorted by name.
    pub fn all(&self) -> Vec<&'static PassInfo> {
        let mut v = self.passes.clone();
        v.sort_by_key(|p| p.name);
        v
    }

    /// Creates pass `name` from an option string (`a=1 b=x`, as inside `name{...}`).
    pub fn create(&self, name: &str, options: &str) -> Result<Box<dyn Pass>, String> {
        let info = self.lookup(name).ok_or_else(|| {
            format!("'{name}' does not refer to a registered pass or pass pipeline")
        })?;
        let opts = PassOptions::parse(options)?;
        if let Some(known) = info.options {
            opts.check_known(known)?;
        }
        (info.create)(info, &opts)
    }
}

pub mod arith_emulate_wide_int;
pub mod arith_expand;
pub mod arith_to_apfloat;
pub mod async_func_to_async_runtime;
pub mod async_parallel_for;
pub mod async_runtime_policy_based_ref_counting;
pub mod async_runtime_ref_counting;
pub mod async_runtime_ref_counting_opt;
pub mod async_to_async_runtime;
pub mod canonicalize;
pub mod convert_math_to_funcs;
pub mod coro_split;
pub mod cse;
pub mod expand_alloca_scopes;
pub mod generate_runtime_verification;
pub mod inline;
pub mod linalg_to_loops;
pub mod math_to_apfloat;
pub mod one_shot_bufferize;
pub mod scf_forall_to_parallel;
pub mod scf_to_cf;
pub mod symbol_dce;
pub mod test_cf_assert;
pub mod test_vector_gather_lowering;
pub mod transform_interpreter;
