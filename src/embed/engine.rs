//! [`Engine`]: compile options, host functions, and the compile entry point.

use std::sync::Arc;

pub use corolift_runtime::Task;

use super::host::HostSymbol;
use super::{Error, ErrorKind, Module};
use crate::diag::{Diagnostic, SourceMap};
use crate::driver::CodegenOptions;
use crate::driver::jit::SymbolResolver;

/// Compiles MLIR text into [`Module`]s of native code.
///
/// An engine holds the compile options and the registered host functions; it is cheap to
/// clone (a shared handle), `Send` and `Sync`, and may compile on several threads at once.
/// Every module runs on the one process-wide corolift runtime (worker pool, or the host's
/// executor).
///
/// The input may be at any stage: high-level `async.func`/`async.execute` programs,
/// `async.runtime.*` code, or code already lowered to `func`/`cf`/`llvm`; what code
/// generation still needs runs first, as `corolift run` does.
///
/// ```
/// let engine = corolift::Engine::new();
/// let module = engine.compile(r#"
///   func.func @add(%a: i64, %b: i64) -> i64 {
///     %s = arith.addi %a, %b : i64
///     return %s : i64
///   }
/// "#)?;
/// let add = module.func::<(i64, i64), i64>("add")?;
/// assert_eq!(add.call((40, 2))?, 42);
/// # Ok::<(), corolift::Error>(())
/// ```
#[derive(Clone)]
pub struct Engine {
    pub(crate) shared: Arc<EngineShared>,
}

/// What every module of an engine shares.
pub(crate) struct EngineShared {
    pub(crate) codegen: CodegenOptions,
    pub(crate) resolver: SymbolResolver,
    pub(crate) host: Vec<HostSymbol>,
    pub(crate) pipeline: Option<String>,
    pub(crate) check_leaks: bool,
}

impl Drop for EngineShared {
    fn drop(&mut self) {
        if self.check_leaks
            && let Err(e) = leak_check()
        {
            eprintln!("corolift: {e}");
        }
    }
}

/// Options of an [`Engine`], set builder-style.
///
/// ```
/// let engine = corolift::Engine::builder()
///     .opt_level(0)
///     .check_leaks(true)
///     .build()?;
/// # Ok::<(), corolift::Error>(())
/// ```
#[must_use = "an EngineBuilder does nothing until `build` is called"]
pub struct EngineBuilder {
    codegen: CodegenOptions,
    worker_threads: Option<usize>,
    check_leaks: bool,
    shared_libs: Vec<String>,
    pipeline: Option<String>,
    host: Vec<HostSymbol>,
    host_error: Option<Error>,
    spawner: Option<Box<dyn Fn(Task) + Send + Sync>>,
}

impl Default for EngineBuilder {
    fn default() -> Self {
        EngineBuilder {
            codegen: CodegenOptions {
                opt_level: 2,
                ..CodegenOptions::default()
            },
            worker_threads: None,
            check_leaks: false,
            shared_libs: Vec::new(),
            pipeline: None,
            host: Vec::new(),
            host_error: None,
            spawner: None,
        }
    }
}

impl EngineBuilder {
    /// Cranelift optimisation: 0 = none (fastest compile), 1–3 = `speed` (the default, 2).
    pub fn opt_level(mut self, level: u8) -> Self {
        self.codegen.opt_level = level.min(3);
        self
    }

    /// Whether code may use every feature of this machine's CPU (the default) or only the
    /// architecture's baseline (x86-64-v2 / ARMv8.0), as `corolift compile` executables do.
    pub fn host_cpu_features(mut self, enable: bool) -> Self {
        self.codegen.baseline_cpu = !enable;
        self
    }

    /// Threads that compile a large module's functions (default: available parallelism, at
    /// most 8). Modules with fewer than 8 functions compile on the calling thread.
    pub fn compile_threads(mut self, threads: usize) -> Self {
        self.codegen.threads = Some(threads.max(1));
        self
    }

    /// The number of runtime worker threads (0 = run every task on the thread that waits for
    /// it). The runtime is process-wide: this starts it, and building fails if it already
    /// runs with another count. Default: `COROLIFT_NUM_THREADS`, else available parallelism.
    pub fn worker_threads(mut self, threads: usize) -> Self {
        self.worker_threads = Some(threads);
        self
    }

    /// Report runtime objects (tokens, values, groups) still alive when the last handle to
    /// the engine is dropped, on stderr. [`Engine::leak_check`] checks on demand.
    pub fn check_leaks(mut self, enable: bool) -> Self {
        self.check_leaks = enable;
        self
    }

    /// A shared library whose symbols external functions may resolve to (as mlir-runner's
    /// `-shared-libs`; MLIR's runner utils and async runtime are built in).
    pub fn shared_library(mut self, path: impl Into<String>) -> Self {
        self.shared_libs.push(path.into());
        self
    }

    /// Passes to run on every module before the lowering, as mlir-opt's textual pipeline,
    /// e.g. `"builtin.module(async-parallel-for{num-workers=4})"`.
    ///
    /// ```
    /// let engine = corolift::Engine::builder()
    ///     .pipeline("builtin.module(async-parallel-for{num-workers=2})")
    ///     .build()?;
    /// let module = engine.compile(r#"
    ///   func.func @fill(%m: memref<?xi64>, %v: i64) {
    ///     %c0 = arith.constant 0 : index
    ///     %c1 = arith.constant 1 : index
    ///     %n = memref.dim %m, %c0 : memref<?xi64>
    ///     scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    ///       memref.store %v, %m[%i] : memref<?xi64>
    ///     }
    ///     return
    ///   }
    /// "#)?;
    /// let mut data = vec![0i64; 100];
    /// module
    ///     .func::<(corolift::MemRef<i64, 1>, i64), ()>("fill")?
    ///     .call((corolift::MemRef::new(&mut data, [100])?, 7))?;
    /// assert!(data.iter().all(|v| *v == 7));
    /// assert!(corolift::Engine::builder().pipeline("no-such-pass").build().is_err());
    /// # Ok::<(), corolift::Error>(())
    /// ```
    pub fn pipeline(mut self, pipeline: impl Into<String>) -> Self {
        self.pipeline = Some(pipeline.into());
        self
    }

    /// Runs the runtime's tasks on the host's executor instead of corolift-runtime's worker
    /// pool: every task an `async.execute` or `async.func` schedules is handed to `spawner`,
    /// which must run it ([`Task::run`]) exactly once, on any thread (dropping a task unrun
    /// aborts the process). The runtime is process-wide: building fails if it already runs.
    ///
    /// ```
    /// let executor = tokio::runtime::Builder::new_multi_thread().build().unwrap();
    /// let handle = executor.handle().clone();
    /// let engine = corolift::Engine::builder()
    ///     .spawner(move |task| {
    ///         handle.spawn_blocking(move || task.run());
    ///     })
    ///     .build()?;
    /// # Ok::<(), corolift::Error>(())
    /// ```
    pub fn spawner(mut self, spawner: impl Fn(Task) + Send + Sync + 'static) -> Self {
        self.spawner = Some(Box::new(spawner));
        self
    }

    pub(crate) fn add_host(mut self, symbol: Result<HostSymbol, Error>) -> Self {
        match symbol {
            Ok(s) if self.host.iter().any(|h| h.name == s.name) => {
                self.host_error.get_or_insert(Error::new(
                    ErrorKind::HostFunction,
                    format!("the host function '{}' is registered twice", s.name),
                ));
            }
            Ok(s) => self.host.push(s),
            Err(e) => {
                self.host_error.get_or_insert(e);
            }
        }
        self
    }

    /// Builds the engine: loads the shared libraries, checks the pipeline and the host
    /// functions, and starts the runtime if a worker count was given.
    pub fn build(self) -> Result<Engine, Error> {
        if let Some(e) = self.host_error {
            return Err(e);
        }
        let resolver = SymbolResolver::load(&self.shared_libs)
            .map_err(|e| Error::new(ErrorKind::Compile, e))?;
        if let Some(p) = &self.pipeline {
            build_pipeline(p)?;
        }
        if let Some(spawner) = self.spawner {
            let started = match self.worker_threads {
                Some(n) => corolift_runtime::init_with_spawner_threads(spawner, n),
                None => corolift_runtime::init_with_spawner(spawner),
            };
            if !started {
                return Err(Error::new(
                    ErrorKind::Runtime,
                    "the corolift runtime is already running: a spawner must be installed by the first engine, before any async code runs",
                ));
            }
        } else if let Some(n) = self.worker_threads
            && !corolift_runtime::init(Some(n))
            && corolift_runtime::num_worker_threads() != n.max(1)
        {
            return Err(Error::new(
                ErrorKind::Runtime,
                format!(
                    "the corolift runtime already runs with {} worker threads, not {n}",
                    corolift_runtime::num_worker_threads()
                ),
            ));
        }
        Ok(Engine {
            shared: Arc::new(EngineShared {
                codegen: self.codegen,
                resolver,
                host: self.host,
                pipeline: self.pipeline,
                check_leaks: self.check_leaks,
            }),
        })
    }
}

fn build_pipeline(text: &str) -> Result<crate::passes::OpPassManager, Error> {
    let err = |e: String| Error::new(ErrorKind::Compile, format!("invalid pipeline: {e}"));
    let pipeline = crate::passes::pipeline::parse_pipeline(text).map_err(|e| err(e.to_string()))?;
    crate::passes::build_pass_manager(crate::passes::PassRegistry::global(), &pipeline)
        .map_err(|e| err(e.to_string()))
}

/// Counts of live runtime objects; see [`runtime_objects`].
pub use corolift_runtime::LiveObjects as RuntimeObjects;

/// The runtime objects (tokens, values, groups) alive in the process right now (see
/// [`Engine::leak_check`] for an example).
pub fn runtime_objects() -> RuntimeObjects {
    corolift_runtime::live_objects()
}

/// Runs all queued runtime work, then fails if any token, value or group is still alive.
fn leak_check() -> Result<(), Error> {
    corolift_runtime::drain();
    let live = corolift_runtime::live_objects();
    if live.total() == 0 {
        return Ok(());
    }
    Err(Error::new(
        ErrorKind::Runtime,
        format!(
            "leak check failed: {} tokens, {} values, {} groups still alive",
            live.tokens, live.values, live.groups
        ),
    ))
}

impl Default for Engine {
    fn default() -> Self {
        Engine::new()
    }
}

impl Engine {
    /// An engine with the default options (`-O2`, host CPU features, no host functions).
    pub fn new() -> Engine {
        match EngineBuilder::default().build() {
            Ok(e) => e,
            // The default options load no library and name no pipeline.
            Err(e) => unreachable!("default engine options failed: {e}"),
        }
    }

    /// Options for a new engine.
    pub fn builder() -> EngineBuilder {
        EngineBuilder::default()
    }

    /// Compiles MLIR text; diagnostics name the input `<string>`.
    pub fn compile(&self, mlir: &str) -> Result<Module, Error> {
        self.compile_named("<string>", mlir)
    }

    /// Compiles MLIR text whose diagnostics name the input `name` (a file name, say).
    ///
    /// ```
    /// let err = corolift::Engine::new()
    ///     .compile_named("calls.mlir", "func.func @f() {\n  call @nowhere() : () -> ()\n  return\n}\n")
    ///     .unwrap_err();
    /// // What mlir-opt-22 prints for the same file.
    /// assert_eq!(
    ///     err.to_string(),
    ///     "calls.mlir:2:3: error: 'func.call' op 'nowhere' does not reference a valid function\n  \
    ///      call @nowhere() : () -> ()\n  ^\n\
    ///      calls.mlir:2:3: note: see current operation: \"func.call\"() <{callee = @nowhere}> : () -> ()"
    /// );
    /// ```
    pub fn compile_named(&self, name: &str, mlir: &str) -> Result<Module, Error> {
        // On a stack of known size, whatever the host's thread has: the nesting limit is
        // sized for it (see `crate::limits`).
        crate::limits::on_compiler_stack(|| self.compile_here(name, mlir))
    }

    fn compile_here(&self, name: &str, mlir: &str) -> Result<Module, Error> {
        let file: Arc<str> = Arc::from(name);
        let render = |diags: &[Diagnostic]| {
            let mut map = SourceMap::new();
            map.add(&file, &Arc::from(mlir));
            let text: String = diags.iter().map(|d| map.render(d)).collect();
            Error::new(ErrorKind::Compile, text)
        };
        let module = self.front_end(&file, mlir).map_err(|d| render(&d))?;
        Module::compile(self, module).map_err(|d| render(&[d]))
    }

    /// Parses, verifies and lowers `text` to what code generation takes.
    fn front_end(
        &self,
        file: &Arc<str>,
        text: &str,
    ) -> Result<crate::parse::Module, Vec<Diagnostic>> {
        if self.shared.pipeline.is_none()
            && let Some(module) =
                crate::driver::prepare_in_slices(text, file, self.shared.codegen.opt_level)
        {
            return Ok(module);
        }
        let mut module = crate::parse::parse_source(text, file).map_err(|d| vec![d])?;
        let verify = |ir: &crate::ir::Ir, op| {
            crate::verify::verify_with(
                ir,
                op,
                crate::verify::VerifyOptions {
                    print_op_on_diagnostic: true,
                },
            )
        };
        verify(&module.ir, module.top)?;
        let mut user = match &self.shared.pipeline {
            Some(p) => Some(build_pipeline(p).map_err(|e| {
                vec![Diagnostic::error(
                    module.ir.loc(module.top).clone(),
                    e.to_string(),
                )]
            })?),
            None => None,
        };
        let mut ctx = crate::passes::RunContext {
            verify_each: false,
            verifier: Some(&verify),
            verbose: false,
            instrumentations: Vec::new(),
        };
        let opt_level = self.shared.codegen.opt_level;
        crate::driver::lowering::prepare_after(&mut module, user.as_mut(), opt_level, &mut ctx)?;
        Ok(module)
    }

    /// Runs all queued runtime work (tasks of every module), then returns an error if any
    /// runtime token, value or group is still alive — the check `COROLIFT_CHECK_LEAKS=1`
    /// makes at the exit of a `corolift run`. Objects the host still holds count as alive.
    ///
    /// ```
    /// let engine = corolift::Engine::new();
    /// let module = engine.compile(r#"
    ///   async.func @one() -> !async.value<i64> {
    ///     %c = arith.constant 1 : i64
    ///     return %c : i64
    ///   }
    /// "#)?;
    /// let one = module.func::<(), corolift::AsyncValue<i64>>("one")?;
    /// let pending = one.call(())?;
    /// assert_eq!(corolift::runtime_objects().values, 1);
    /// assert!(engine.leak_check().is_err());
    /// assert_eq!(pending.wait()?, 1);
    /// engine.leak_check()?;
    /// # Ok::<(), corolift::Error>(())
    /// ```
    pub fn leak_check(&self) -> Result<(), Error> {
        leak_check()
    }
}

impl std::fmt::Debug for Engine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let shared = &self.shared;
        f.debug_struct("Engine")
            .field("opt_level", &shared.codegen.opt_level)
            .field("baseline_cpu", &shared.codegen.baseline_cpu)
            .field(
                "host_functions",
                &shared
                    .host
                    .iter()
                    .map(|h| h.name.as_str())
                    .collect::<Vec<_>>(),
            )
            .field("pipeline", &shared.pipeline)
            .finish()
    }
}
