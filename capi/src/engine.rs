//! `corolift_engine`: engine options, host functions, creation and destruction.

use std::ffi::{c_char, c_int};
use std::mem::{offset_of, size_of};

use corolift::{Engine, EngineBuilder};

use crate::ffi::{Failure, c_str, guard, run};

/// A host function MLIR code may call: `{name, mlir_type, address}` (the header's
/// `corolift_host_function`).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct corolift_host_function {
    /// The MLIR symbol, without `@`; the module declares it `func.func private @name`.
    pub name: *const c_char,
    /// Its MLIR function type, e.g. `"(i64, f64) -> f64"`.
    pub mlir_type: *const c_char,
    /// The C function, cast to `void (*)(void)`; its real C signature is the one MLIR's LLVM
    /// lowering gives `mlir_type` (memrefs passed expanded, field by field).
    pub address: Option<unsafe extern "C" fn()>,
}

/// Engine options (the header's `corolift_engine_options`). Fields are only ever appended:
/// `size` says how many bytes of the struct the caller's header knew, and fields past it take
/// their defaults.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct corolift_engine_options {
    /// `sizeof(corolift_engine_options)` as the caller compiled it.
    pub size: usize,
    /// Cranelift optimisation level, 0 (fastest compile) to 3; default 2.
    pub opt_level: c_int,
    /// Runtime worker threads; -1 = default (`COROLIFT_NUM_THREADS`, else all cores), 0 = run
    /// every task on the thread that awaits it.
    pub worker_threads: c_int,
    /// Non-zero: report live runtime objects on stderr when the engine is freed.
    pub check_leaks: c_int,
    /// `num_host_functions` host functions (may be NULL when there are none).
    pub host_functions: *const corolift_host_function,
    /// How many entries `host_functions` has.
    pub num_host_functions: usize,
}

impl Default for corolift_engine_options {
    fn default() -> Self {
        corolift_engine_options {
            size: size_of::<corolift_engine_options>(),
            opt_level: 2,
            worker_threads: -1,
            check_leaks: 0,
            host_functions: std::ptr::null(),
            num_host_functions: 0,
        }
    }
}

/// An engine: compile options and host functions, shared by the modules it compiles
/// (opaque to C).
pub struct corolift_engine {
    pub(crate) engine: Engine,
}

/// Fills `*opts` with the defaults and sets `opts->size`. NULL is ignored.
///
/// # Safety
/// `opts` is NULL or points to writable storage for a `corolift_engine_options`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn corolift_engine_options_init(opts: *mut corolift_engine_options) {
    if opts.is_null() {
        return;
    }
    // SAFETY: non-NULL and writable per the contract.
    unsafe { opts.write(corolift_engine_options::default()) }
}

/// Creates an engine. `opts` may be NULL (the defaults). Returns NULL on failure, with the
/// message in `*error` (when `error` is not NULL; free it with `corolift_string_free`).
///
/// # Safety
/// `opts` is NULL or points to options whose first `opts->size` bytes are initialised, with
/// valid strings and `num_host_functions` entries; each host function's address has the C
/// signature of its MLIR type and stays callable while any module of the engine lives.
/// `error` is NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn corolift_engine_new(
    opts: *const corolift_engine_options,
    error: *mut *mut c_char,
) -> *mut corolift_engine {
    let built = run(error, || {
        // SAFETY: forwarded contract.
        let opts = unsafe { read_options(opts) }?;
        // SAFETY: forwarded contract.
        let builder = unsafe { builder(&opts) }?;
        let engine = builder.build()?;
        Ok(Box::into_raw(Box::new(corolift_engine { engine })))
    });
    built.unwrap_or(std::ptr::null_mut())
}

/// Frees an engine. Modules it compiled stay valid (they keep what they need). NULL is
/// ignored.
///
/// # Safety
/// `engine` is NULL or an engine from `corolift_engine_new`, not freed yet.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn corolift_engine_free(engine: *mut corolift_engine) {
    if engine.is_null() {
        return;
    }
    guard((), || {
        // SAFETY: `engine` came from `Box::into_raw` in `corolift_engine_new`.
        drop(unsafe { Box::from_raw(engine) });
    })
}

/// Copies the caller's options, taking defaults for the fields its `size` does not cover.
///
/// # Safety
/// As `corolift_engine_new`.
unsafe fn read_options(
    opts: *const corolift_engine_options,
) -> Result<corolift_engine_options, Failure> {
    let mut out = corolift_engine_options::default();
    if opts.is_null() {
        return Ok(out);
    }
    // SAFETY: every options struct starts with its size.
    let size = unsafe { opts.cast::<usize>().read_unaligned() };
    if size < size_of::<usize>() {
        return Err(Failure::invalid(
            "opts->size is not set: initialise the options with corolift_engine_options_init",
        ));
    }
    if size > size_of::<corolift_engine_options>() {
        return Err(Failure::invalid(format!(
            "opts->size is {size}, but this library's corolift_engine_options has {} bytes \
             (a newer corolift.h than the library?)",
            size_of::<corolift_engine_options>()
        )));
    }
    macro_rules! field {
        ($name:ident) => {
            if offset_of!(corolift_engine_options, $name) + size_of_val(&out.$name) <= size {
                // SAFETY: the field lies inside the `size` initialised bytes of `*opts`.
                out.$name = unsafe { std::ptr::addr_of!((*opts).$name).read_unaligned() };
            }
        };
    }
    field!(opt_level);
    field!(worker_threads);
    field!(check_leaks);
    field!(host_functions);
    field!(num_host_functions);
    Ok(out)
}

/// The Rust engine builder the options describe.
///
/// # Safety
/// As `corolift_engine_new`.
unsafe fn builder(opts: &corolift_engine_options) -> Result<EngineBuilder, Failure> {
    if !(0..=3).contains(&opts.opt_level) {
        return Err(Failure::invalid(format!(
            "opt_level is {}, not 0 to 3",
            opts.opt_level
        )));
    }
    let mut builder = Engine::builder()
        .opt_level(opts.opt_level as u8)
        .check_leaks(opts.check_leaks != 0);
    match opts.worker_threads {
        -1 => {}
        n if n >= 0 => builder = builder.worker_threads(n as usize),
        n => {
            return Err(Failure::invalid(format!(
                "worker_threads is {n}, not -1 (default) or a count"
            )));
        }
    }
    if opts.num_host_functions == 0 {
        return Ok(builder);
    }
    if opts.host_functions.is_null() {
        return Err(Failure::invalid(
            "host_functions is NULL but num_host_functions is not 0",
        ));
    }
    // SAFETY: the caller guarantees `num_host_functions` entries.
    let hosts = unsafe { std::slice::from_raw_parts(opts.host_functions, opts.num_host_functions) };
    for (i, h) in hosts.iter().enumerate() {
        // SAFETY: the caller guarantees valid strings.
        let name = unsafe { c_str(h.name, &format!("host_functions[{i}].name")) }?;
        // SAFETY: as above.
        let ty = unsafe { c_str(h.mlir_type, &format!("host_functions[{i}].mlir_type")) }?;
        let Some(address) = h.address else {
            return Err(Failure::invalid(format!(
                "host_functions[{i}].address ('{name}') is NULL"
            )));
        };
        // SAFETY: the caller guarantees the address has the C signature of `ty` and outlives
        // every module (the header's contract for host functions).
        builder = unsafe { builder.raw_fn(name, ty, address as *const ()) };
    }
    Ok(builder)
}
