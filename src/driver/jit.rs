//! The JIT driver: `cranelift-jit` with every runtime symbol of
//! [`corolift_runtime::c_symbols`] registered, then a call of the entry function the way
//! `mlir-runner -e main -entry-point-result=…` does it.
//!
//! Undefined external functions (a `func.func private @name` corolift does not define) are
//! resolved as mlir-runner resolves them ([`SymbolResolver`]): the runtime's symbol table first
//! (corolift's own MLIR runner utilities and async runtime), then each library named with
//! `-shared-libs` in order (loaded with `dlopen`, except MLIR's runner utils, c runner utils and
//! async runtime, whose functions are built in: [`is_builtin_library`]), then the process
//! (`dlsym(RTLD_DEFAULT)`: the C library, e.g. `malloc`, `rand`, `abs`) and the C math library
//! (`cbrt`, …). A missing one is a diagnostic (mlir-runner: "JIT session error: Symbols not
//! found"), never a panic. The JIT memory and the loaded libraries are intentionally leaked:
//! continuations the runtime still holds may point into them.

use std::ffi::{CString, c_char, c_void};

use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::default_libcall_names;

use super::{CodegenOptions, declare_module, define_functions, isa, prepare};
use crate::diag::Diagnostic;
use crate::ir::Type;

/// `-entry-point-result=`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum EntryResult {
    /// `void` (the default): `() -> ()`.
    #[default]
    Void,
    /// `i32`: `() -> i32`.
    I32,
    /// `i64`: `() -> i64`.
    I64,
    /// `f32`: `() -> f32`.
    F32,
}

impl EntryResult {
    /// Parses `void|i32|i64|f32`.
    pub fn parse(s: &str) -> Option<EntryResult> {
        Some(match s {
            "void" => EntryResult::Void,
            "i32" => EntryResult::I32,
            "i64" => EntryResult::I64,
            "f32" => EntryResult::F32,
            _ => return None,
        })
    }
}

/// Options of [`jit_run`].
#[derive(Clone, Debug)]
pub struct JitOptions {
    /// Entry function (`-e`, default `main`).
    pub entry: String,
    /// Expected entry signature (`-entry-point-result`).
    pub result: EntryResult,
    /// Target, optimisation level, compile threads.
    pub codegen: CodegenOptions,
    /// `-shared-libs`: libraries external functions resolve against (see [`SymbolResolver`]).
    pub shared_libs: Vec<String>,
    /// Print the result line ([`RunResult::runner_output`]) as soon as the entry returns,
    /// before the runtime flushes the program's buffered output, as mlir-runner does (its
    /// result goes through `llvm::outs()`, the program's output through libc's `stdout`: with
    /// stdout a pipe, the result line comes first; on a terminal, last).
    pub print_result: bool,
}

impl Default for JitOptions {
    fn default() -> Self {
        JitOptions {
            entry: "main".to_owned(),
            result: EntryResult::Void,
            codegen: CodegenOptions {
                opt_level: 2,
                ..CodegenOptions::default()
            },
            shared_libs: Vec::new(),
            print_result: false,
        }
    }
}

/// What [`jit_run`] reports: the entry's result and where the time went.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct JitOutcome {
    /// What the entry function returned.
    pub result: RunResult,
    /// Declaring, compiling (all threads) and finalizing the module.
    pub compile_time: std::time::Duration,
    /// Running the entry function and draining the runtime.
    pub run_time: std::time::Duration,
}

/// What the entry function returned.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum RunResult {
    /// Nothing (`void`).
    Void,
    /// An `i32` result.
    I32(i32),
    /// An `i64` result.
    I64(i64),
    /// An `f32` result.
    F32(f32),
}

impl RunResult {
    /// The line mlir-runner prints for this result on stdout (`-7\n`, `1.500000e+00\n`),
    /// empty for `void`.
    pub fn runner_output(&self) -> String {
        match self {
            RunResult::Void => String::new(),
            RunResult::I32(v) => format!("{v}\n"),
            RunResult::I64(v) => format!("{v}\n"),
            RunResult::F32(v) => format!("{}\n", llvm_exponent(f64::from(*v))),
        }
    }

    /// The process exit code `corolift run` should use (the integer result, truncated as by
    /// `exit()`; 0 otherwise).
    pub fn exit_code(&self) -> i32 {
        match self {
            RunResult::I32(v) => *v,
            RunResult::I64(v) => *v as i32,
            _ => 0,
        }
    }
}

/// Writes the result line to Rust's stdout and flushes it (the program's own output is still
/// in libc's buffer unless it went to a terminal or filled the buffer).
fn print_result_line(result: &RunResult) {
    use std::io::Write as _;
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(result.runner_output().as_bytes());
    let _ = out.flush();
}

/// `%e` formatting as LLVM's `raw_ostream << double` (`1.500000e+00`, `inf`, `nan`).
fn llvm_exponent(x: f64) -> String {
    if x.is_nan() {
        return "nan".to_owned();
    }
    if x.is_infinite() {
        return if x < 0.0 {
            "-inf".to_owned()
        } else {
            "inf".to_owned()
        };
    }
    let s = format!("{x:.6e}");
    match s.split_once('e') {
        Some((m, e)) => {
            let (sign, digits) = match e.strip_prefix('-') {
                Some(d) => ('-', d),
                None => ('+', e),
            };
            format!("{m}e{sign}{digits:0>2}")
        }
        None => s,
    }
}

unsafe extern "C" {
    fn dlopen(filename: *const c_char, flags: i32) -> *mut c_void;
    fn dlsym(handle: *mut c_void, symbol: *const c_char) -> *mut c_void;
    fn dlerror() -> *mut c_char;
}

/// `RTLD_NOW` (glibc, every architecture corolift targets).
const RTLD_NOW: i32 = 2;

/// File-name prefixes of the MLIR libraries whose functions corolift builds in: a
/// `-shared-libs` entry naming one of them is not loaded (its symbols come from the runtime).
const BUILTIN_LIBRARIES: &[&str] = &[
    "libmlir_runner_utils.so",
    "libmlir_c_runner_utils.so",
    "libmlir_async_runtime.so",
];

/// Whether `path` names one of MLIR's runner utils, c runner utils or async runtime libraries
/// (matched by file name, any version suffix: `libmlir_runner_utils.so.22.1`).
pub fn is_builtin_library(path: &str) -> bool {
    let file = path.rsplit('/').next().unwrap_or(path);
    BUILTIN_LIBRARIES.iter().any(|b| file.starts_with(b))
}

/// The library a built-in one depends on for symbols programs may call: MLIR 22's
/// `libmlir_c_runner_utils` links `libmlir_apfloat_wrappers` (the `_mlir_apfloat_*` functions
/// `convert-arith-to-apfloat` calls), so naming the first makes the second's symbols
/// available under mlir-runner. The sibling file with the same version suffix, if it exists.
fn builtin_dependency(path: &str) -> Option<String> {
    let (dir, file) = path.rsplit_once('/').unwrap_or(("", path));
    let suffix = file.strip_prefix("libmlir_c_runner_utils.so")?;
    let dep = format!("libmlir_apfloat_wrappers.so{suffix}");
    let full = if dir.is_empty() && !path.starts_with('/') {
        dep
    } else {
        format!("{dir}/{dep}")
    };
    std::path::Path::new(&full).exists().then_some(full)
}

/// Where the JIT finds external functions, in mlir-runner's order: the runtime's table, the
/// `-shared-libs` libraries (in command-line order), the process, then the C math library.
#[derive(Clone, Debug)]
pub struct SymbolResolver {
    /// `dlopen` handles (as addresses, so the resolver is `Send`), never closed.
    handles: Vec<usize>,
}

/// `dlopen(path, RTLD_NOW)`, or the `dlerror()` text.
fn open_library(path: &str) -> Result<usize, String> {
    let c = CString::new(path).map_err(|_| "the path contains a NUL byte".to_owned())?;
    // SAFETY: a valid NUL-terminated path; dlopen has no other preconditions.
    let handle = unsafe { dlopen(c.as_ptr(), RTLD_NOW) };
    if !handle.is_null() {
        return Ok(handle as usize);
    }
    // SAFETY: dlerror returns null or a NUL-terminated string valid until the next dl* call on
    // this thread; it is copied right away.
    let msg = unsafe {
        let e = dlerror();
        if e.is_null() {
            "unknown error".to_owned()
        } else {
            std::ffi::CStr::from_ptr(e).to_string_lossy().into_owned()
        }
    };
    Err(msg)
}

/// `dlsym(handle, name)` (`handle` 0 = `RTLD_DEFAULT`), `None` if absent.
fn lookup_in(handle: usize, name: &str) -> Option<*const u8> {
    let c = CString::new(name).ok()?;
    // SAFETY: `handle` is RTLD_DEFAULT (null) or a live handle from dlopen (never closed), and
    // `c` is a valid NUL-terminated name.
    let p = unsafe { dlsym(handle as *mut c_void, c.as_ptr()) };
    (!p.is_null()).then_some(p as *const u8)
}

impl SymbolResolver {
    /// Loads every library of `shared_libs` (each entry may itself be a comma-separated list)
    /// that is not built in, plus the C math library. Error: the library and `dlerror()`.
    pub fn load(shared_libs: &[String]) -> Result<SymbolResolver, String> {
        let mut handles = Vec::new();
        for path in shared_libs.iter().flat_map(|l| l.split(',')) {
            if let Some(deps) = builtin_dependency(path) {
                // Loaded like the library itself would load it; absent is not an error.
                if let Ok(h) = open_library(&deps) {
                    handles.push(h);
                }
            }
            if path.is_empty() || is_builtin_library(path) {
                continue;
            }
            let h = open_library(path)
                .map_err(|e| format!("cannot load the shared library '{path}': {e}"))?;
            handles.push(h);
        }
        // The process after the named libraries; libm last, for the math functions a Rust
        // binary may not link (mlir-runner has them through LLVM).
        handles.push(0);
        if let Ok(h) = open_library("libm.so.6") {
            handles.push(h);
        }
        Ok(SymbolResolver { handles })
    }

    /// The address of `name` outside the runtime's table, if a library or the process has it.
    pub fn lookup(&self, name: &str) -> Option<*const u8> {
        self.handles.iter().find_map(|h| lookup_in(*h, name))
    }

    /// Whether `name` resolves in the runtime's table or [`Self::lookup`].
    pub fn resolves(&self, name: &str) -> bool {
        corolift_runtime::c_symbols()
            .iter()
            .any(|(n, _)| *n == name)
            || self.lookup(name).is_some()
    }
}

/// `corolift run`: prepares the module ([`prepare`]), compiles it with the JIT, runs the entry
/// function `opts.entry` with the signature `opts.result` demands, drains the async runtime
/// and flushes its stdout (`corolift_runtime::shutdown`), and returns the entry's result.
///
/// Errors (diagnostics, mlir-runner's wording where it has one): a missing entry
/// (`entry point not found`), a signature mismatch (`expected void function`, …), unsupported
/// ops or types, unresolved external symbols. The caller prints [`RunResult::runner_output`]
/// to stdout as mlir-runner does and may exit with [`RunResult::exit_code`].
pub fn jit_run(
    module: &mut crate::parse::Module,
    opts: &JitOptions,
) -> Result<JitOutcome, Diagnostic> {
    prepare(module, opts.codegen.opt_level)?;
    jit_run_prepared(module, opts)
}

/// [`jit_run`] on a module [`prepare`] (or [`super::prepare_with`]) has already lowered, as
/// `corolift run` does to print IR between the passes; saves the module walk that decides
/// that nothing is left to lower.
pub fn jit_run_prepared(
    module: &crate::parse::Module,
    opts: &JitOptions,
) -> Result<JitOutcome, Diagnostic> {
    debug_assert!(
        super::lowering::codegen_pipeline(&module.ir, module.top, opts.codegen.opt_level).is_none(),
        "jit_run_prepared on a module that still needs lowering"
    );
    let t_compile = std::time::Instant::now();
    let ir = &module.ir;
    let top = module.top;
    let err = |msg: String| Diagnostic::error(ir.loc(top).clone(), msg);
    let resolver = SymbolResolver::load(&opts.shared_libs).map_err(err)?;
    let mut entry = None;
    let compiled = compile_module(
        ir,
        top,
        &opts.codegen,
        &resolver,
        &[],
        &mut |decls, bodies| {
            // Entry point checks (mlir-runner's messages), before any function is compiled.
            let (entry_id, entry_op) = super::find_entry(ir, top, decls, bodies, &opts.entry)?;
            let (inputs, results) = crate::codegen::func_type(ir, entry_op).unwrap_or_default();
            let sig_ok = inputs.is_empty()
                && match opts.result {
                    EntryResult::Void => results.is_empty(),
                    EntryResult::I32 => results == [Type::i32()],
                    EntryResult::I64 => results == [Type::i64()],
                    EntryResult::F32 => results == [Type::f32()],
                };
            if !sig_ok {
                return Err(err(match opts.result {
                    EntryResult::Void => "expected void function".to_owned(),
                    EntryResult::I32 => "only single i32 function result supported".to_owned(),
                    EntryResult::I64 => "only single i64 function result supported".to_owned(),
                    EntryResult::F32 => "only single f32 function result supported".to_owned(),
                }));
            }
            entry = Some(entry_id);
            Ok(())
        },
    )?;
    let entry_id = entry.expect("the declaration check ran");
    let jm = compiled.module;
    let code = jm.get_finalized_function(entry_id);
    let compile_time = t_compile.elapsed();
    let t_run = std::time::Instant::now();
    // SAFETY: `code` was compiled from an MLIR function whose signature was checked above to be
    // exactly `() -> R` for the Rust type R used in each arm.
    let result = unsafe {
        match opts.result {
            EntryResult::Void => {
                let f: extern "C" fn() = std::mem::transmute(code);
                f();
                RunResult::Void
            }
            EntryResult::I32 => {
                let f: extern "C" fn() -> i32 = std::mem::transmute(code);
                RunResult::I32(f())
            }
            EntryResult::I64 => {
                let f: extern "C" fn() -> i64 = std::mem::transmute(code);
                RunResult::I64(f())
            }
            EntryResult::F32 => {
                let f: extern "C" fn() -> f32 = std::mem::transmute(code);
                RunResult::F32(f())
            }
        }
    };
    if opts.print_result {
        print_result_line(&result);
    }
    corolift_runtime::shutdown();
    std::mem::forget(jm);
    Ok(JitOutcome {
        result,
        compile_time,
        run_time: t_run.elapsed(),
    })
}

/// A module compiled into JIT memory: the `JITModule` and what was declared in it.
pub(crate) struct JitCompiled {
    /// The finalized module (its code lives as long as it does).
    pub(crate) module: JITModule,
    /// Every declared function, global and import.
    pub(crate) decls: crate::codegen::abi::Decls,
}

/// Compiles the lowered module `top` into a finalized `JITModule`: declares everything, runs
/// `check` on the declarations (before any code is generated, so a bad entry point fails
/// fast), reports unresolved external functions (mlir-runner's "JIT session error: Symbols not
/// found"), then compiles and defines every function. External functions resolve to
/// `host_symbols` first, then the runtime's table, then `resolver`.
pub(crate) fn compile_module(
    ir: &crate::ir::Ir,
    top: crate::ir::OpId,
    opts: &CodegenOptions,
    resolver: &SymbolResolver,
    host_symbols: &[(String, *const u8)],
    check: &mut dyn FnMut(&crate::codegen::abi::Decls, &super::Bodies) -> Result<(), Diagnostic>,
) -> Result<JitCompiled, Diagnostic> {
    let err = |msg: String| Diagnostic::error(ir.loc(top).clone(), msg);
    let target = opts.target.as_deref();
    if !isa::is_host(target) {
        return Err(err(format!(
            "cannot JIT for target '{}' on this host",
            target.unwrap_or_default()
        )));
    }
    let isa = isa::build_isa(target, opts.opt_level, false, !opts.baseline_cpu).map_err(err)?;
    let mut builder = JITBuilder::with_isa(isa, default_libcall_names());
    builder.symbols(corolift_runtime::c_symbols().iter().copied());
    // Inserted last, so a host function shadows a runtime symbol of the same name.
    builder.symbols(host_symbols.iter().map(|(n, p)| (n.clone(), *p)));
    // Lookup functions run after the table above, so the built-in symbols win.
    let lookup = resolver.clone();
    builder.symbol_lookup_fn(Box::new(move |name| lookup.lookup(name)));
    let mut jm = JITModule::new(builder);
    let (mut decls, bodies) = declare_module(&mut jm, ir, top)?;
    decls.matrix_row_major = opts.matrix_row_major;
    check(&decls, &bodies)?;

    let mut missing = Vec::new();
    for (name, d) in &decls.funcs {
        if !d.local {
            let link = if d.ciface {
                format!("_mlir_ciface_{name}")
            } else {
                name.clone()
            };
            if !host_symbols.iter().any(|(n, _)| *n == link) && !resolver.resolves(&link) {
                missing.push(link);
            }
        }
    }
    if !missing.is_empty() {
        missing.sort();
        return Err(err(format!(
            "JIT session error: Symbols not found: [ {} ]",
            missing.join(", ")
        )));
    }

    define_functions(&mut jm, ir, &decls, &bodies, opts)?;
    jm.finalize_definitions()
        .map_err(|e| err(format!("cannot finalize the JIT module: {e}")))?;
    Ok(JitCompiled { module: jm, decls })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_libraries_by_file_name() {
        assert!(is_builtin_library(
            "/usr/lib/llvm-22/lib/libmlir_runner_utils.so.22.1"
        ));
        assert!(is_builtin_library("libmlir_c_runner_utils.so"));
        assert!(is_builtin_library("/x/libmlir_async_runtime.so.22"));
        assert!(!is_builtin_library("/x/libmlir_float16_utils.so"));
        assert!(!is_builtin_library("/libmlir_runner_utils.so/libfoo.so"));
    }

    #[test]
    fn resolver_finds_libc_and_libm_and_reports_bad_libraries() {
        let r = SymbolResolver::load(&["libmlir_runner_utils.so.22.1".to_owned()])
            .ok()
            .unwrap();
        assert!(r.lookup("abs").is_some());
        assert!(r.lookup("cbrt").is_some());
        assert!(r.resolves("printI64"));
        assert!(!r.resolves("corolift_no_such_symbol"));
        let e = SymbolResolver::load(&["/nonexistent/libx.so".to_owned()])
            .err()
            .unwrap();
        assert!(
            e.contains("cannot load the shared library '/nonexistent/libx.so'"),
            "{e}"
        );
    }
}
