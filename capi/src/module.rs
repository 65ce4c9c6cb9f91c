//! `corolift_module`: compiling MLIR text, looking functions up, packed calls.

use std::collections::HashMap;
use std::ffi::{c_char, c_int, c_void};
use std::sync::Mutex;

use corolift::{Module, PackedFn};

use crate::engine::corolift_engine;
use crate::ffi::{Failure, Status, c_str, guard, into_c_string, run};

/// MLIR's packed calling convention, `void (*)(void **args)` (the header's
/// `corolift_packed_fn`).
pub type corolift_packed_fn = unsafe extern "C" fn(args: *mut *mut c_void);

/// A compiled module (opaque to C): the code, and the packed wrappers looked up so far, which
/// keep their addresses valid until the module is freed.
pub struct corolift_module {
    module: Module,
    packed: Mutex<HashMap<String, PackedFn>>,
}

impl corolift_module {
    /// The packed wrapper of `name`, built on first use and kept for the module's life.
    fn packed(&self, name: &str) -> Result<corolift_packed_fn, Failure> {
        let mut cache = self.packed.lock().unwrap_or_else(|e| e.into_inner());
        let address = match cache.get(name) {
            Some(f) => f.address(),
            None => {
                let f = self.module.packed(name)?;
                let address = f.address();
                cache.insert(name.to_owned(), f);
                address
            }
        };
        // SAFETY: a `PackedFn`'s address is a finalized `void (void **)` function, kept alive
        // by the `PackedFn` stored in this module's cache until the module is freed.
        Ok(unsafe { std::mem::transmute::<*const c_void, corolift_packed_fn>(address) })
    }
}

/// Compiles `len` bytes of MLIR text at `mlir` (UTF-8; `len == (size_t)-1` means
/// NUL-terminated). `name` names the input in diagnostics (NULL: `<string>`). Returns NULL on
/// failure, with the rendered diagnostics (`name:line:col: error: …`) in `*error`.
///
/// # Safety
/// `engine` is NULL or a live engine; `mlir` is NULL or points to `len` readable bytes (or a
/// NUL-terminated string); `name` is NULL or a NUL-terminated string; `error` is NULL or
/// writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn corolift_compile(
    engine: *const corolift_engine,
    mlir: *const c_char,
    len: usize,
    name: *const c_char,
    error: *mut *mut c_char,
) -> *mut corolift_module {
    let compiled = run(error, || {
        if engine.is_null() {
            return Err(Failure::invalid("engine is NULL"));
        }
        // SAFETY: per the contract.
        let text = unsafe { source_text(mlir, len) }?;
        let name = if name.is_null() {
            "<string>"
        } else {
            // SAFETY: per the contract.
            unsafe { c_str(name, "name") }?
        };
        // SAFETY: non-NULL, and live per the contract.
        let engine = unsafe { &(*engine).engine };
        let module = engine.compile_named(name, text)?;
        Ok(Box::into_raw(Box::new(corolift_module {
            module,
            packed: Mutex::new(HashMap::new()),
        })))
    });
    compiled.unwrap_or(std::ptr::null_mut())
}

/// The MLIR text the caller passed.
///
/// # Safety
/// As `corolift_compile`'s `mlir` and `len`.
unsafe fn source_text<'a>(mlir: *const c_char, len: usize) -> Result<&'a str, Failure> {
    if mlir.is_null() {
        return Err(Failure::invalid("mlir is NULL"));
    }
    if len == usize::MAX {
        // SAFETY: NUL-terminated per the contract.
        return unsafe { c_str(mlir, "mlir") };
    }
    // SAFETY: `len` readable bytes per the contract.
    let bytes = unsafe { std::slice::from_raw_parts(mlir.cast::<u8>(), len) };
    std::str::from_utf8(bytes).map_err(|e| {
        Failure::invalid(format!(
            "the MLIR text is not valid UTF-8 (at byte {})",
            e.valid_up_to()
        ))
    })
}

/// Frees a module and its code, after the runtime has run all queued work (tasks the module
/// spawned and nobody awaited still complete). Function pointers from `corolift_lookup` become
/// invalid. NULL is ignored.
///
/// # Safety
/// `module` is NULL or a module from `corolift_compile`, not freed yet, that no thread is
/// calling into.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn corolift_module_free(module: *mut corolift_module) {
    if module.is_null() {
        return;
    }
    guard((), || {
        // SAFETY: `module` came from `Box::into_raw` in `corolift_compile`.
        drop(unsafe { Box::from_raw(module) });
    })
}

/// Looks the function `name` up: `*out` receives its packed-convention pointer, valid until
/// the module is freed. Returns `COROLIFT_OK`, or a status with the message in `*error`.
///
/// # Safety
/// `module` is NULL or a live module; `name` is NULL or a NUL-terminated string; `out` is
/// NULL or writable; `error` is NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn corolift_lookup(
    module: *const corolift_module,
    name: *const c_char,
    out: *mut Option<corolift_packed_fn>,
    error: *mut *mut c_char,
) -> c_int {
    let found = run(error, || {
        // SAFETY: per the contract.
        let (module, name) = unsafe { module_and_name(module, name) }?;
        if out.is_null() {
            return Err(Failure::invalid("out is NULL"));
        }
        let f = module.packed(name)?;
        // SAFETY: non-NULL and writable per the contract.
        unsafe { out.write(Some(f)) };
        Ok(())
    });
    status(found)
}

/// Calls the function `name` with MLIR's packed arguments, as `ExecutionEngine::invokePacked`:
/// `args` holds one pointer per lowered argument (a memref contributes one per descriptor
/// field), then one pointer to the result storage if the function returns anything.
///
/// # Safety
/// `module` is NULL or a live module; `name` is NULL or a NUL-terminated string; `args` is as
/// described above for the function's MLIR type (it may be NULL only for a `() -> ()`
/// function); `error` is NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn corolift_invoke_packed(
    module: *const corolift_module,
    name: *const c_char,
    args: *mut *mut c_void,
    error: *mut *mut c_char,
) -> c_int {
    let called = run(error, || {
        // SAFETY: per the contract.
        let (module, name) = unsafe { module_and_name(module, name) }?;
        let f = module.packed(name)?;
        let mut none: [*mut c_void; 1] = [std::ptr::null_mut()];
        let args = if args.is_null() {
            if module.module.signature(name).as_deref() != Some("() -> ()") {
                return Err(Failure::invalid(format!(
                    "args is NULL, but '@{name}' takes arguments or returns results"
                )));
            }
            none.as_mut_ptr()
        } else {
            args
        };
        // SAFETY: `f` is the packed wrapper of `name`, alive with the module; the argument
        // array matches its MLIR type per the contract (or it reads nothing).
        unsafe { f(args) };
        Ok(())
    });
    status(called)
}

/// The MLIR type of the function `name`, e.g. `"(i64, memref<?xf32>) -> f64"` (an
/// `async.func` shows its lowered type: `(i64) -> !async.value<i64>`). Returns NULL if the
/// module defines no such function or an argument is NULL; free the string with
/// `corolift_string_free`.
///
/// # Safety
/// `module` is NULL or a live module; `name` is NULL or a NUL-terminated string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn corolift_signature(
    module: *const corolift_module,
    name: *const c_char,
) -> *mut c_char {
    let sig = run(std::ptr::null_mut(), || {
        // SAFETY: per the contract.
        let (module, name) = unsafe { module_and_name(module, name) }?;
        module
            .module
            .signature(name)
            .ok_or_else(|| Failure::invalid("no such function"))
    });
    sig.map(into_c_string).unwrap_or(std::ptr::null_mut())
}

/// Checks and borrows a module and a function name.
///
/// # Safety
/// As the entry points' `module` and `name`.
unsafe fn module_and_name<'a>(
    module: *const corolift_module,
    name: *const c_char,
) -> Result<(&'a corolift_module, &'a str), Failure> {
    if module.is_null() {
        return Err(Failure::invalid("module is NULL"));
    }
    // SAFETY: per the contract.
    let name = unsafe { c_str(name, "name") }?;
    // SAFETY: non-NULL, and live per the contract.
    Ok((unsafe { &*module }, name))
}

fn status(r: Result<(), Status>) -> c_int {
    match r {
        Ok(()) => Status::Ok.code(),
        Err(s) => s.code(),
    }
}
