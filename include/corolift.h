/*
 * corolift.h — the C API of corolift's embedding library.
 *
 * Compile MLIR text (the async dialect and the CPU dialects, at any stage of lowering) into
 * native code inside a host program, call its functions through MLIR's packed calling
 * convention, and await the !async.token / !async.value<T> results of async functions.
 *
 * Link against libcorolift_c.so (the cdylib; `cargo build --release -p corolift-capi` builds both):
 *   cc host.c -Iinclude -Ltarget/release -Wl,-rpath,target/release -lcorolift_c
 * or libcorolift_c.a (the staticlib) with the system libraries Rust's standard library needs
 * (what `cargo rustc -p corolift-capi --lib -- --print native-static-libs` reports on Linux):
 *   cc host.c -Iinclude target/release/libcorolift_c.a -lgcc_s -lutil -lrt -lpthread -lm -ldl
 *
 *   corolift_engine *engine = corolift_engine_new(NULL, &err);
 *   corolift_module *m = corolift_compile(engine, text, len, "prog.mlir", &err);
 *   int64_t a = 40, b = 2, r;
 *   void *args[] = {&a, &b, &r};
 *   corolift_invoke_packed(m, "add", args, &err);      // r == 42
 *   corolift_module_free(m);
 *   corolift_engine_free(engine);
 *
 * Conventions that hold for every function:
 *   - Nothing unwinds across this API: a failure is a NULL result or a non-zero status
 *     (COROLIFT_*), and functions taking `char **error` store a message there.
 *   - `char **error` may be NULL (no message wanted). Otherwise *error is set to NULL on
 *     success and to a NUL-terminated message on failure, which the caller owns and frees with
 *     corolift_string_free. Compile errors are rendered like the corolift command line
 *     (`name:line:col: error: ...`, the source line and a caret).
 *   - NULL pointer arguments are reported (COROLIFT_INVALID_ARGUMENT or a NULL result), never
 *     dereferenced; every `*_free` function ignores NULL.
 *   - Strings passed in are NUL-terminated UTF-8 and only borrowed for the call.
 *   - Engines and modules may be used from several threads at once, and a module's functions
 *     may run on several threads at once (writable memref.globals are the caller's to guard).
 *
 * All modules of a process share one runtime (corolift-runtime's worker pool), which runs the
 * async tasks and implements the mlirAsyncRuntime* C API MLIR code calls.
 */
#ifndef COROLIFT_H
#define COROLIFT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Status codes ---------------------------------------------------------------------- */

/** Success. */
#define COROLIFT_OK 0
/** An awaited token or value completed in the error state (e.g. a failing cf.assert inside an
 *  async.func). */
#define COROLIFT_ASYNC_ERROR 1
/** A NULL pointer, text that is not UTF-8, an option out of range. */
#define COROLIFT_INVALID_ARGUMENT 2
/** The MLIR text does not parse, verify, lower or compile. */
#define COROLIFT_COMPILE_ERROR 3
/** The module defines no function of that name. */
#define COROLIFT_MISSING_FUNCTION 4
/** The function cannot be called through the packed convention. */
#define COROLIFT_SIGNATURE_ERROR 5
/** A host function is registered twice or with an invalid MLIR type. */
#define COROLIFT_HOST_FUNCTION_ERROR 6
/** The runtime already runs with another worker count than the options ask for. */
#define COROLIFT_RUNTIME_ERROR 7
/** A bug in corolift (an internal panic, caught at the API boundary). */
#define COROLIFT_INTERNAL_ERROR 8

/** `len` value of corolift_compile meaning "the text is NUL-terminated". */
#define COROLIFT_NUL_TERMINATED ((size_t)-1)

/* ---- Opaque handles -------------------------------------------------------------------- */

/** Compile options and host functions; made by corolift_engine_new, freed by
 *  corolift_engine_free. Modules keep what they need: an engine may be freed before its
 *  modules. */
typedef struct corolift_engine corolift_engine;

/** The native code of one compiled MLIR module; made by corolift_compile, freed by
 *  corolift_module_free (which invalidates every function pointer looked up in it). */
typedef struct corolift_module corolift_module;

/** MLIR's packed calling convention (what mlir::ExecutionEngine::invokePacked calls):
 *  `args` holds one pointer per *lowered* argument of the function, each pointing to the
 *  argument's value — a memref<...> argument contributes one pointer per descriptor field, in
 *  order: allocated pointer, aligned pointer, offset, each size, each stride (pointers to a
 *  `T *` and to `int64_t`s) — followed, when the function returns anything, by one pointer to
 *  the result storage: a single non-memref result is stored there as its C type (i1 as a
 *  byte, index as int64_t, !async.token and !async.value<T> as a `void *`); several results,
 *  or a memref result, are stored as the C struct MLIR's LLVM lowering returns (each lowered
 *  value at its natural alignment). */
typedef void (*corolift_packed_fn)(void **args);

/* ---- Engines --------------------------------------------------------------------------- */

/** A C function MLIR code may call. The module declares it `func.func private @name` with
 *  exactly the type `mlir_type` (a different declaration is a compile error at that line), and
 *  calls reach `address`. */
typedef struct corolift_host_function {
    /** The MLIR symbol name, without '@'. Borrowed during corolift_engine_new only. */
    const char *name;
    /** Its MLIR function type, e.g. "(i64, f64) -> f64". Borrowed during corolift_engine_new
     *  only. */
    const char *mlir_type;
    /** The function, cast to `void (*)(void)`. Its real C signature must be the one MLIR's
     *  LLVM lowering gives `mlir_type` (i1 = bool/uint8_t, iN = intN_t, index = int64_t,
     *  f32 = float, f64 = double; memrefs passed expanded field by field). It must be callable
     *  from any thread while any module of the engine lives. */
    void (*address)(void);
} corolift_host_function;

/** Options of corolift_engine_new. Initialise with corolift_engine_options_init, then set
 *  fields. Versioning: fields are only ever appended, and `size` tells the library how much of
 *  the struct the caller's header knew; fields past it take their defaults. */
typedef struct corolift_engine_options {
    /** sizeof(corolift_engine_options), set by corolift_engine_options_init. */
    size_t size;
    /** Cranelift optimisation level: 0 (fastest compile) to 3. Default 2. */
    int opt_level;
    /** Runtime worker threads: -1 = default (COROLIFT_NUM_THREADS, else one per core), 0 = run
     *  every task on the thread that awaits it. The runtime is process-wide: the first engine
     *  that sets a count starts it, and a later engine asking for another count fails with
     *  COROLIFT_RUNTIME_ERROR. Default -1. */
    int worker_threads;
    /** Non-zero: when the engine is freed (and its last module), report runtime objects still
     *  alive on stderr. Default 0. */
    int check_leaks;
    /** `num_host_functions` host functions (NULL when there are none); borrowed during
     *  corolift_engine_new only. */
    const corolift_host_function *host_functions;
    /** Number of entries in `host_functions`. Default 0. */
    size_t num_host_functions;
} corolift_engine_options;

/** Fills `*opts` with the defaults and sets opts->size. NULL is ignored. */
void corolift_engine_options_init(corolift_engine_options *opts);

/** Creates an engine; `opts` may be NULL (defaults). Returns NULL on failure (invalid options,
 *  a host function registered twice or with an invalid type, a conflicting worker count),
 *  with the message in *error. The caller owns the engine. */
corolift_engine *corolift_engine_new(const corolift_engine_options *opts, char **error);

/** Frees an engine. Its modules stay valid. NULL is ignored. */
void corolift_engine_free(corolift_engine *engine);

/* ---- Modules --------------------------------------------------------------------------- */

/** Compiles `len` bytes of MLIR text at `mlir` (or a NUL-terminated string when `len` is
 *  COROLIFT_NUL_TERMINATED). `name` names the input in diagnostics (NULL: "<string>"). The
 *  text may be at any stage: async.func / async.execute programs, async.runtime code, or code
 *  already lowered to func/cf/llvm. Returns the module (owned by the caller), or NULL with the
 *  rendered diagnostics in *error. `mlir` and `name` are borrowed during the call only. */
corolift_module *corolift_compile(const corolift_engine *engine, const char *mlir, size_t len,
                                  const char *name, char **error);

/** Frees a module and its code, after the runtime has run all queued work (tasks the module
 *  spawned and nobody awaited still complete). No thread may be calling into it. NULL is
 *  ignored. */
void corolift_module_free(corolift_module *module);

/** Looks the function `name` up: *out receives its packed-convention pointer, valid until the
 *  module is freed (the module owns it). Returns COROLIFT_OK, or COROLIFT_MISSING_FUNCTION /
 *  COROLIFT_SIGNATURE_ERROR / COROLIFT_INVALID_ARGUMENT with the message in *error. */
int corolift_lookup(const corolift_module *module, const char *name, corolift_packed_fn *out,
                    char **error);

/** Calls the function `name` with packed arguments (see corolift_packed_fn); `args` may be
 *  NULL only for a `() -> ()` function. The arguments must match the function's MLIR type
 *  (corolift_signature) and memrefs must describe valid memory: this is not checked. Returns
 *  COROLIFT_OK or a status with the message in *error (the function was not called then). */
int corolift_invoke_packed(const corolift_module *module, const char *name, void **args,
                           char **error);

/** The MLIR type of the function `name`, e.g. "(i64, memref<?xf32>) -> f64" (an async.func
 *  shows its lowered type, e.g. "(i64) -> !async.value<i64>"). Returns NULL if the module
 *  defines no such function or an argument is NULL; the caller frees the string with
 *  corolift_string_free. */
char *corolift_signature(const corolift_module *module, const char *name);

/* ---- Async results --------------------------------------------------------------------- */

/* A packed call of an async.func returns !async.token / !async.value<T> objects as `void *`.
 * The caller owns one reference to each and must give it back exactly once: by awaiting it
 * (corolift_token_await / corolift_value_await) or by corolift_async_drop. */

/** Blocks until `token` completes and drops the caller's reference. Returns COROLIFT_OK,
 *  COROLIFT_ASYNC_ERROR if the token completed in the error state, or
 *  COROLIFT_INVALID_ARGUMENT for NULL. */
int corolift_token_await(void *token);

/** Blocks until `value` completes; if it is available, copies the first `size` bytes of its
 *  payload (the lowered type T: 8 for i64 or f64, 4 for i32 or f32, ...; `size` must not
 *  exceed it) to `out`; drops the caller's reference. Returns COROLIFT_OK,
 *  COROLIFT_ASYNC_ERROR (error state; `out` untouched), or COROLIFT_INVALID_ARGUMENT when
 *  `value` is NULL or `out` is NULL with a non-zero size — the reference is then kept. */
int corolift_value_await(void *value, void *out, size_t size);

/** Drops the caller's reference to a token, value or group without waiting. NULL is
 *  ignored. */
void corolift_async_drop(void *obj);

/** Runs (or waits for) all queued runtime work of every module and flushes the runtime's
 *  output (MLIR's printing goes to C's stdout). */
void corolift_drain(void);

/** The number of runtime tokens, values and groups alive in the process. After
 *  corolift_drain, a non-zero count means someone still holds (or leaked) a reference. */
int64_t corolift_live_objects(void);

/* ---- Strings --------------------------------------------------------------------------- */

/** Frees a string this library returned (an error message, a signature). NULL is ignored. */
void corolift_string_free(char *s);

/** The library version, e.g. "0.1.0": a static string, never freed. */
const char *corolift_version(void);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* COROLIFT_H */
