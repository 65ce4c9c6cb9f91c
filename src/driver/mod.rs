//! Drivers: declare every function and global of a module, lower each function with the
//! shared per-function codegen ([`crate::codegen::codegen_fn`]), compile, and define the result
//! in a `cranelift_module::Module` — a `cranelift_jit::JITModule` ([`jit`]) or a
//! `cranelift_object::ObjectModule` ([`aot`]); everything here is generic over `Module`, so the
//! two drivers differ only in declaration details and finalisation.
//!
//! Public API (used by the CLI):
//! * [`jit_run`] — `corolift run`: lower what is left (`convert-scf-to-cf`), JIT, run the entry.
//! * [`jit_run_prepared`] — the same on a module already lowered (what `corolift run` calls after
//!   running the passes itself, with IR dumps).
//! * [`aot::compile_object`] / [`aot::link`] — `corolift compile`: an ELF object, linked with the
//!   runtime staticlib into an executable.
//! * [`prepare_in_slices`] — the front end of both for a large program without async ops:
//!   parse, verify and lower each slice of the file on its own thread.
//! * [`emit_clif`] — `--emit=clif`: the Cranelift IR of each function, annotated with the
//!   source op above its instructions.
//!
//! Compilation is parallel across functions (per-thread Cranelift contexts, `std::thread::scope`
//! over chunks) when a module has at least [`PARALLEL_THRESHOLD`] functions; the results are
//! defined in the module in declaration order so output is deterministic.

pub mod aot;
pub mod isa;
pub mod jit;
pub mod lowering;
mod sliced;

pub use jit::{EntryResult, JitOptions, JitOutcome, RunResult, jit_run, jit_run_prepared};
pub use sliced::prepare_in_slices;

use cranelift_codegen::control::ControlPlane;
use cranelift_codegen::ir;
use cranelift_codegen::isa::TargetIsa;
use cranelift_codegen::write::{FuncWriter, PlainWriter};
use cranelift_module::{DataDescription, FuncId, Linkage, Module, ModuleReloc};
use rustc_hash::FxHashMap;

use crate::codegen::abi::{Decls, FuncDecl, RUNTIME_IMPORTS, make_sig};
use crate::codegen::{self, func_type, op_error, sym_name};
use crate::diag::Diagnostic;
use crate::ir::{Attribute, Ir, OpId, Type};

/// Modules with at least this many functions are compiled on several threads.
pub const PARALLEL_THRESHOLD: usize = 8;

/// Options shared by every driver.
#[derive(Clone, Debug, Default)]
pub struct CodegenOptions {
    /// Target triple; `None` = host.
    pub target: Option<String>,
    /// 0–3 (`-O0` … `-O3`); 0 maps to Cranelift `none`, the others to `speed`.
    pub opt_level: u8,
    /// Compile threads; `None` = available parallelism (capped at 8).
    pub threads: Option<usize>,
    /// How `llvm.intr.matrix.*` read and write their flat vectors: row-major instead of
    /// LLVM's default column-major (mlir-runner's `-matrix-default-layout=row-major`).
    pub matrix_row_major: bool,
    /// Generate code for the architecture's baseline CPU instead of the host's (JIT only;
    /// ahead-of-time code always uses the baseline).
    pub baseline_cpu: bool,
}

/// Runs the lowerings code generation still needs ([`lowering::codegen_pipeline`]) through
/// the pass manager, verifying after each pass, for code compiled at `opt_level`. A no-op on
/// a module that is already lowered.
pub fn prepare(module: &mut crate::parse::Module, opt_level: u8) -> Result<(), Diagnostic> {
    let mut ctx = crate::passes::RunContext {
        verify_each: true,
        verifier: Some(&|ir: &Ir, op| crate::verify::verify(ir, op)),
        ..Default::default()
    };
    prepare_with(module, opt_level, &mut ctx).map_err(|mut d| d.remove(0))
}

/// [`prepare`] with the caller's run context (IR dumps, timing, verifier).
pub fn prepare_with(
    module: &mut crate::parse::Module,
    opt_level: u8,
    ctx: &mut crate::passes::RunContext<'_>,
) -> Result<(), Vec<Diagnostic>> {
    let Some(text) = lowering::codegen_pipeline(&module.ir, module.top, opt_level) else {
        return Ok(());
    };
    let internal = |msg: String| {
        vec![Diagnostic::error(
            module.ir.loc(module.top).clone(),
            format!("internal error in the code generation pipeline '{text}': {msg}"),
        )]
    };
    let pipeline =
        crate::passes::pipeline::parse_pipeline(&text).map_err(|e| internal(e.to_string()))?;
    let mut pm =
        crate::passes::build_pass_manager(crate::passes::PassRegistry::global(), &pipeline)
            .map_err(|e| internal(e.to_string()))?;
    pm.run(&mut module.ir, module.top, ctx)
}

fn module_error(ir: &Ir, top: OpId, msg: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::error(ir.loc(top).clone(), format!("{msg}"))
}

/// The `func.func`s with bodies, in module order, with their ids.
pub(crate) type Bodies = Vec<(FuncId, OpId)>;

/// The entry function `name` of the module `top`: its id and its `func.func`, or mlir-runner's
/// "entry point not found" when there is no such function with a body.
pub(crate) fn find_entry(
    ir: &Ir,
    top: OpId,
    decls: &Decls,
    bodies: &Bodies,
    name: &str,
) -> Result<(FuncId, OpId), Diagnostic> {
    decls
        .funcs
        .get(name)
        .filter(|d| d.local)
        .and_then(|d| bodies.iter().find(|(id, _)| *id == d.id).copied())
        .ok_or_else(|| module_error(ir, top, "entry point not found"))
}

/// Whether `func.func` `op` has a body.
pub(crate) fn has_body(ir: &Ir, op: OpId) -> bool {
    ir.regions(op)
        .first()
        .is_some_and(|r| !ir.region_blocks(*r).is_empty())
}

/// Declares every function, global, string literal and runtime import of the module `top` in
/// `m`. Returns the declarations and the functions to define.
pub(crate) fn declare_module<M: Module>(
    m: &mut M,
    ir: &Ir,
    top: OpId,
) -> Result<(Decls, Bodies), Diagnostic> {
    declare_module_as(m, ir, top, &|_| None)
}

/// What [`declare_module_as`] learns about one top-level op by reading its body: whether it
/// may share the code of an earlier function, and the string literals it uses, in order.
#[derive(Default)]
struct BodyFacts<'a> {
    frame_free: Option<codegen::coro::FrameFreeKey>,
    strings: Vec<&'a str>,
}

/// [`BodyFacts`] of one top-level op: only a defined private `func.func` without a C
/// interface may share code (see [`codegen::coro::frame_free_only`]); the string literals
/// are those of `cf.assert` and `vector.print`.
fn body_facts(ir: &Ir, op: OpId) -> BodyFacts<'_> {
    if !ir.is(op, "func.func") || !has_body(ir, op) {
        return BodyFacts::default();
    }
    let private = ir.attr(op, "sym_visibility").and_then(Attribute::as_str) == Some("private");
    let frame_free = (private && ir.attr(op, "llvm.emit_c_interface").is_none())
        .then(|| codegen::coro::frame_free_only(ir, op))
        .flatten();
    let mut strings = Vec::new();
    ir.walk_pre(op, &mut |inner| {
        let s = match ir.name(inner).as_str() {
            "cf.assert" => ir
                .attr(inner, "msg")
                .and_then(Attribute::as_str)
                .or(Some("")),
            "vector.print" => ir.attr(inner, "stringLiteral").and_then(Attribute::as_str),
            _ => None,
        };
        strings.extend(s);
    });
    BodyFacts {
        frame_free,
        strings,
    }
}

/// Modules with at least this many top-level ops read their bodies on several threads: the
/// bodies of a large module are spread over memory, and one thread walking them all was a
/// noticeable single-threaded step before code generation.
const PARALLEL_FACTS_OPS: usize = 512;

/// [`body_facts`] of every op of `ops`, in order; on several threads for a large module (the
/// result does not depend on how the work was split).
fn all_body_facts<'a>(ir: &'a Ir, ops: &[OpId]) -> Vec<BodyFacts<'a>> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get().min(8));
    if ops.len() < PARALLEL_FACTS_OPS || threads == 1 {
        return ops.iter().map(|op| body_facts(ir, *op)).collect();
    }
    let chunk = ops.len().div_ceil(threads);
    std::thread::scope(|scope| {
        let handles: Vec<_> = ops
            .chunks(chunk)
            .map(|part| {
                // Walks nested regions: a stack for the nesting limit (see `crate::limits`).
                crate::limits::thread_builder()
                    .spawn_scoped(scope, move || {
                        part.iter()
                            .map(|op| body_facts(ir, *op))
                            .collect::<Vec<_>>()
                    })
                    .expect("failed to spawn thread")
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| {
                h.join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    })
}

/// [`declare_module`], with `rename` choosing another link name for an exported (public,
/// defined) function: the AOT driver moves the MLIR `@main` aside for the C `main` it adds.
pub(crate) fn declare_module_as<M: Module>(
    m: &mut M,
    ir: &Ir,
    top: OpId,
    rename: &dyn Fn(&str) -> Option<String>,
) -> Result<(Decls, Bodies), Diagnostic> {
    let call_conv = m.isa().default_call_conv();
    let mut decls = Decls::new(call_conv);
    let mut bodies = Vec::new();
    let body = ir.regions(top).first().and_then(|r| ir.entry_block(*r));
    let top_ops = body.map(|b| ir.block_ops_vec(b)).unwrap_or_default();
    let facts = all_body_facts(ir, &top_ops);
    // Private functions that only free their frame, by what their code depends on: the first
    // of each kind is compiled, the others' symbols point at it.
    let mut frame_freeing: FxHashMap<codegen::coro::FrameFreeKey, &str> = FxHashMap::default();
    for (op, facts) in top_ops.iter().zip(&facts) {
        let op = *op;
        match ir.name(op).as_str() {
            "func.func" => {
                let name =
                    sym_name(ir, op).ok_or_else(|| op_error(ir, op, "has no symbol name"))?;
                if let Some(key) = facts.frame_free {
                    let first = *frame_freeing.entry(key).or_insert(name);
                    if let Some(decl) = decls.funcs.get(first).filter(|_| first != name) {
                        let decl = FuncDecl {
                            body: Some(op),
                            ..decl.clone()
                        };
                        decls.funcs.insert(name.to_owned(), decl);
                        decls.folded.push((name.to_owned(), first.to_owned()));
                        continue;
                    }
                }
                let (inputs, results) =
                    func_type(ir, op).ok_or_else(|| op_error(ir, op, "has no function type"))?;
                let defined = has_body(ir, op);
                let c_interface = ir.attr(op, "llvm.emit_c_interface").is_some();
                let ciface = !defined && c_interface;
                let sig = if ciface {
                    codegen::ciface::signature_of(call_conv, &inputs, &results).map(|s| s.0)
                } else {
                    codegen::func::signature_of(call_conv, &inputs, &results)
                }
                .map_err(|e| op_error(ir, op, e))?;
                let private =
                    ir.attr(op, "sym_visibility").and_then(Attribute::as_str) == Some("private");
                let (link_name, linkage) = match (defined, ciface) {
                    (true, _) if private => (name.to_owned(), Linkage::Local),
                    (true, _) => (
                        rename(name).unwrap_or_else(|| name.to_owned()),
                        Linkage::Export,
                    ),
                    (false, true) => (format!("_mlir_ciface_{name}"), Linkage::Import),
                    (false, false) => (name.to_owned(), Linkage::Import),
                };
                let id = m
                    .declare_function(&link_name, linkage, &sig)
                    .map_err(|e| op_error(ir, op, format!("cannot be declared: {e}")))?;
                decls.funcs.insert(
                    name.to_owned(),
                    FuncDecl {
                        id,
                        sig,
                        local: defined,
                        ciface,
                        body: defined.then_some(op),
                    },
                );
                if defined {
                    bodies.push((id, op));
                }
                if defined && c_interface {
                    let (wrapper_sig, _) =
                        codegen::ciface::signature_of(call_conv, &inputs, &results)
                            .map_err(|e| op_error(ir, op, e))?;
                    let linkage = if private {
                        Linkage::Local
                    } else {
                        Linkage::Export
                    };
                    let wrapper = m
                        .declare_function(&format!("_mlir_ciface_{name}"), linkage, &wrapper_sig)
                        .map_err(|e| op_error(ir, op, format!("cannot be declared: {e}")))?;
                    decls.wrappers.push((wrapper, op));
                }
            }
            "memref.global" => declare_global(m, ir, op, &mut decls)?,
            "async.func" => {
                return Err(op_error(
                    ir,
                    op,
                    "must be lowered by async-func-to-async-runtime before code generation",
                ));
            }
            _ => {}
        }
    }
    // String literals used by cf.assert / vector.print str, in module order.
    for facts in &facts {
        for &s in &facts.strings {
            if !decls.strings.contains_key(s) {
                let id = m
                    .declare_anonymous_data(false, false)
                    .map_err(|e| module_error(ir, top, format!("cannot declare a string: {e}")))?;
                let mut bytes = s.as_bytes().to_vec();
                bytes.push(0);
                let mut desc = DataDescription::new();
                desc.define(bytes.into_boxed_slice());
                m.define_data(id, &desc)
                    .map_err(|e| module_error(ir, top, format!("cannot define a string: {e}")))?;
                decls.strings.insert(s.to_owned(), id);
            }
        }
    }
    for (name, params, rets) in RUNTIME_IMPORTS {
        let sig = make_sig(call_conv, params, rets);
        let id = m
            .declare_function(name, Linkage::Import, &sig)
            .map_err(|e| {
                module_error(
                    ir,
                    top,
                    format!(
                        "the module's declaration of '{name}' conflicts with the runtime's: {e}"
                    ),
                )
            })?;
        let local = m.declarations().get_function_decl(id).linkage.is_final();
        decls.imports.insert(
            name,
            FuncDecl {
                id,
                sig,
                local,
                ciface: false,
                body: None,
            },
        );
    }
    Ok((decls, bodies))
}

/// Declares and defines the data object of `memref.global` `op`.
fn declare_global<M: Module>(
    m: &mut M,
    ir: &Ir,
    op: OpId,
    decls: &mut Decls,
) -> Result<(), Diagnostic> {
    let name = sym_name(ir, op).ok_or_else(|| op_error(ir, op, "has no symbol name"))?;
    let Some(Type::MemRef(mt)) = ir.attr(op, "type").and_then(Attribute::as_type).cloned() else {
        return Err(op_error(ir, op, "requires a ranked memref 'type'"));
    };
    let elem_size = codegen::types::byte_size(&mt.elem).ok_or_else(|| {
        op_error(
            ir,
            op,
            format!("globals of '{}' are not supported", mt.elem),
        )
    })? as usize;
    if mt.shape.iter().any(|d| *d < 0) {
        return Err(op_error(ir, op, "requires a static shape"));
    }
    let bytes = codegen::memref::globals::global_bytes(ir, op, &mt, elem_size)?;
    let writable = ir.attr(op, "constant").is_none();
    let id = m
        .declare_data(
            &format!("__corolift_global_{name}"),
            Linkage::Local,
            writable,
            false,
        )
        .map_err(|e| op_error(ir, op, format!("cannot be declared: {e}")))?;
    let mut desc = DataDescription::new();
    desc.define(bytes.into_boxed_slice());
    let align = codegen::int_attr(ir, op, "alignment")
        .unwrap_or(16)
        .clamp(1, 4096) as u64;
    desc.set_align(align.max(16));
    m.define_data(id, &desc)
        .map_err(|e| op_error(ir, op, format!("cannot be defined: {e}")))?;
    decls.globals.insert(name.to_owned(), id);
    Ok(())
}

/// A compiled function ready for `Module::define_function_bytes`.
pub(crate) struct Compiled {
    id: FuncId,
    alignment: u64,
    code: Vec<u8>,
    relocs: Vec<ModuleReloc>,
}

/// Lowers and compiles one function.
fn compile_one(
    isa: &dyn TargetIsa,
    ir: &Ir,
    decls: &Decls,
    (id, op): (FuncId, OpId),
    cx: &mut codegen::CodegenContext,
    ctx: &mut cranelift_codegen::Context,
) -> Result<Compiled, Diagnostic> {
    let lowered = codegen::codegen_fn(ir, op, decls, isa, cx, false)?;
    let compiled = finish_compile(isa, ir, op, id, lowered.func, ctx);
    // The compiled function's tables, emptied, hold the next function.
    cx.recycle(std::mem::replace(&mut ctx.func, ir::Function::new()));
    compiled
}

/// Compiles the Cranelift function `func` (generated for `op`) into bytes for `id`.
fn finish_compile(
    isa: &dyn TargetIsa,
    ir: &Ir,
    op: OpId,
    id: FuncId,
    func: ir::Function,
    ctx: &mut cranelift_codegen::Context,
) -> Result<Compiled, Diagnostic> {
    ctx.clear();
    ctx.func = func;
    let name = sym_name(ir, op).unwrap_or("?");
    let _guard = codegen::PrintOnPanic(name);
    let compiled = ctx
        .compile(isa, &mut ControlPlane::default())
        .map_err(|e| {
            op_error(
                ir,
                op,
                format!(
                    "failed in Cranelift: {}",
                    cranelift_codegen::print_errors::pretty_error(e.func, e.inner)
                ),
            )
        })?;
    let alignment = u64::from(compiled.buffer.alignment)
        .max(u64::from(isa.function_alignment().minimum))
        .max(isa.symbol_alignment());
    let code = compiled.code_buffer().to_vec();
    let mach_relocs = compiled.buffer.relocs().to_vec();
    let relocs = mach_relocs
        .iter()
        .map(|r| ModuleReloc::from_mach_reloc(r, &ctx.func, id))
        .collect();
    Ok(Compiled {
        id,
        alignment,
        code,
        relocs,
    })
}

/// Builds and compiles the `_mlir_ciface_` wrapper `id` of the C-interface function `op`.
fn compile_wrapper(
    isa: &dyn TargetIsa,
    ir: &Ir,
    decls: &Decls,
    (id, op): (FuncId, OpId),
    ctx: &mut cranelift_codegen::Context,
) -> Result<Compiled, Diagnostic> {
    let name = sym_name(ir, op).unwrap_or("?");
    let callee = decls
        .funcs
        .get(name)
        .ok_or_else(|| op_error(ir, op, "is not declared"))?;
    let (inputs, results) =
        func_type(ir, op).ok_or_else(|| op_error(ir, op, "has no function type"))?;
    let user_name = ir::UserFuncName::user(0, id.as_u32());
    let func = codegen::ciface::build_wrapper(
        decls.call_conv,
        isa.frontend_config(),
        user_name,
        callee,
        &inputs,
        &results,
    )
    .map_err(|e| op_error(ir, op, format!("C-interface wrapper: {e}")))?;
    finish_compile(isa, ir, op, id, func, ctx)
}

/// Compiles every function in `bodies` (in parallel when there are many) and defines them in
/// `m`, in order.
pub(crate) fn define_functions<M: Module>(
    m: &mut M,
    ir: &Ir,
    decls: &Decls,
    bodies: &Bodies,
    opts: &CodegenOptions,
) -> Result<(), Diagnostic> {
    let isa = m.isa();
    let threads = opts
        .threads
        .unwrap_or_else(|| {
            std::thread::available_parallelism()
                .map_or(1, |n| n.get())
                .min(8)
        })
        .max(1);
    let compiled: Vec<Compiled> = if bodies.len() < PARALLEL_THRESHOLD || threads == 1 {
        let mut cx = codegen::CodegenContext::default();
        let mut ctx = cranelift_codegen::Context::new();
        bodies
            .iter()
            .map(|b| compile_one(isa, ir, decls, *b, &mut cx, &mut ctx))
            .collect::<Result<_, _>>()?
    } else {
        compile_in_parallel(isa, ir, decls, bodies, threads)?
    };
    let mut compiled = compiled;
    let mut ctx = cranelift_codegen::Context::new();
    for (id, op) in &decls.wrappers {
        compiled.push(compile_wrapper(isa, ir, decls, (*id, *op), &mut ctx)?);
    }
    for c in compiled {
        m.define_function_bytes(c.id, c.alignment, &c.code, &c.relocs)
            .map_err(|e| {
                Diagnostic::error(
                    crate::ir::Location::Unknown,
                    format!("cannot define a function: {e}"),
                )
            })?;
    }
    Ok(())
}

/// Functions a compile thread takes at a time: small enough that the threads finish within
/// a few functions of each other, large enough that taking them costs nothing.
const COMPILE_BATCH: usize = 8;

/// Compiles `bodies` on `threads` threads (this one included). The threads take batches of
/// [`COMPILE_BATCH`] functions in module order from a shared counter until none is left, so
/// a thread that drew cheap functions goes on with more instead of waiting for the others
/// (coroutines' resume functions cost many times their destroy functions). The result is in
/// module order whatever thread compiled what: each function's code depends on it alone.
/// On errors, the first failing function's in module order: a thread stops at its first
/// error, the others go on taking batches, and batches are taken in order, so every batch
/// before the first failing one has been compiled.
fn compile_in_parallel(
    isa: &dyn cranelift_codegen::isa::TargetIsa,
    ir: &Ir,
    decls: &Decls,
    bodies: &Bodies,
    threads: usize,
) -> Result<Vec<Compiled>, Diagnostic> {
    /// What one thread compiled: batches by index, and the batch it failed in.
    type ThreadResult = (Vec<(usize, Vec<Compiled>)>, Option<(usize, Diagnostic)>);
    let next = std::sync::atomic::AtomicUsize::new(0);
    let batches = bodies.len().div_ceil(COMPILE_BATCH);
    let work = || -> ThreadResult {
        let mut cx = codegen::CodegenContext::default();
        let mut ctx = cranelift_codegen::Context::new();
        let mut done = Vec::new();
        loop {
            let batch = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            if batch >= batches {
                return (done, None);
            }
            let start = batch * COMPILE_BATCH;
            let part = &bodies[start..(start + COMPILE_BATCH).min(bodies.len())];
            let compiled = part
                .iter()
                .map(|b| compile_one(isa, ir, decls, *b, &mut cx, &mut ctx))
                .collect::<Result<Vec<_>, Diagnostic>>();
            match compiled {
                Ok(c) => done.push((batch, c)),
                Err(e) => return (done, Some((batch, e))),
            }
        }
    };
    let results: Vec<ThreadResult> = std::thread::scope(|s| {
        // Code generation walks nested regions: a stack for the nesting limit.
        let handles: Vec<_> = (1..threads.min(batches))
            .map(|_| {
                crate::limits::thread_builder()
                    .spawn_scoped(s, work)
                    .expect("failed to spawn thread")
            })
            .collect();
        let mut results = vec![work()];
        results.extend(handles.into_iter().map(|h| {
            h.join().unwrap_or_else(|_| {
                let e = Diagnostic::error(crate::ir::Location::Unknown, "code generation panicked");
                (Vec::new(), Some((0, e)))
            })
        }));
        results
    });
    let mut in_order: Vec<Option<Vec<Compiled>>> = (0..batches).map(|_| None).collect();
    let mut first_error: Option<(usize, Diagnostic)> = None;
    for (done, error) in results {
        for (batch, compiled) in done {
            in_order[batch] = Some(compiled);
        }
        if let Some((batch, e)) = error
            && first_error.as_ref().is_none_or(|(b, _)| batch < *b)
        {
            first_error = Some((batch, e));
        }
    }
    if let Some((_, e)) = first_error {
        return Err(e);
    }
    Ok(in_order.into_iter().flatten().flatten().collect())
}

/// `--emit=clif`: the (unoptimised) Cranelift IR of every function in the module, each op's
/// instructions preceded by a `; <op summary>` comment. Runs [`prepare`] first.
///
/// ```text
/// function u0:0() -> i32 system_v {
/// block0:
///     ; arith.constant : () -> (i32) @ 2:8
///     v0 = iconst.i32 7
///     ; func.return : (i32) -> () @ 3:3
///     return v0
/// }
/// ```
pub fn emit_clif(
    module: &mut crate::parse::Module,
    opts: &CodegenOptions,
) -> Result<String, Diagnostic> {
    prepare(module, opts.opt_level)?;
    let ir = &module.ir;
    let isa = isa::make_isa(opts.target.as_deref(), opts.opt_level, false)
        .map_err(|e| module_error(ir, module.top, e))?;
    let mut m = cranelift_jit::JITModule::new(cranelift_jit::JITBuilder::with_isa(
        isa.clone(),
        cranelift_module::default_libcall_names(),
    ));
    let (mut decls, bodies) = declare_module(&mut m, ir, module.top)?;
    decls.matrix_row_major = opts.matrix_row_major;
    let mut cx = codegen::CodegenContext::default();
    let mut out = String::new();
    for (_, op) in &bodies {
        let lowered = codegen::codegen_fn(ir, *op, &decls, &*isa, &mut cx, true)?;
        let name = sym_name(ir, *op).unwrap_or("?");
        out.push_str(&format!("; @{name}\n"));
        let mut w = CommentWriter(&lowered.comments);
        let _ = cranelift_codegen::write::decorate_function(&mut w, &mut out, &lowered.func);
        out.push('\n');
    }
    for (name, first) in &decls.folded {
        out.push_str(&format!("; @{name}: the code of @{first}\n"));
    }
    Ok(out)
}

/// Writes `; <op>` above the first instruction of each source op (cg_clif's `CommentWriter`).
struct CommentWriter<'a>(&'a FxHashMap<ir::Inst, String>);

impl FuncWriter for CommentWriter<'_> {
    fn write_block_header(
        &mut self,
        w: &mut dyn std::fmt::Write,
        func: &ir::Function,
        block: ir::Block,
        indent: usize,
    ) -> std::fmt::Result {
        PlainWriter.write_block_header(w, func, block, indent)
    }

    fn write_instruction(
        &mut self,
        w: &mut dyn std::fmt::Write,
        func: &ir::Function,
        aliases: &cranelift_codegen::entity::SecondaryMap<ir::Value, Vec<ir::Value>>,
        inst: ir::Inst,
        indent: usize,
    ) -> std::fmt::Result {
        if let Some(c) = self.0.get(&inst) {
            writeln!(w, "{:indent$}; {c}", "")?;
        }
        PlainWriter.write_instruction(w, func, aliases, inst, indent)
    }
}

#[cfg(test)]
mod tests {
    use super::{PARALLEL_FACTS_OPS, all_body_facts, body_facts};

    /// A module large enough to be read on several threads gives the facts of reading it on
    /// one: the string literals of every function, in module order.
    #[test]
    fn body_facts_do_not_depend_on_threads() {
        let n = PARALLEL_FACTS_OPS + 100;
        let mut src = String::new();
        for i in 0..n {
            src.push_str(&format!(
                "func.func @f{i}(%c: i1) {{\n  cf.assert %c, \"check {i}\"\n  \
                 vector.print str \"line {}\"\n  return\n}}\n",
                i % 7
            ));
        }
        let file = std::sync::Arc::from("t.mlir");
        let m = crate::parse::parse_source(&src, &file).expect("parses");
        let ops = m.ir.body_ops(m.top);
        assert_eq!(ops.len(), n);
        let parallel = all_body_facts(&m.ir, &ops);
        let strings = |facts: &[super::BodyFacts<'_>]| -> Vec<String> {
            facts
                .iter()
                .flat_map(|f| f.strings.iter().map(|s| s.to_string()))
                .collect()
        };
        let one_thread: Vec<_> = ops.iter().map(|op| body_facts(&m.ir, *op)).collect();
        assert_eq!(strings(&parallel), strings(&one_thread));
        assert_eq!(
            strings(&parallel)[..4],
            ["check 0", "line 0", "check 1", "line 1"]
        );
        assert_eq!(strings(&parallel).len(), 2 * n);
    }
}
