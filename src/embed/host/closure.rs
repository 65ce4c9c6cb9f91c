//! Rust closures as host functions.
//!
//! Compiled MLIR code calls a host function through a plain C function pointer, which has no
//! room for a closure's captured state. So each closure registered with
//! [`EngineBuilder::host_fn`] gets a *thunk*: a small native function compiled with Cranelift
//! ([`crate::codegen::host_thunk`]) whose C signature is the MLIR function type's. It stores
//! its arguments in stack slots, builds MLIR's packed `void *args[]` array (one pointer per
//! argument, then one to the result slot) and calls the one generic
//! [`corolift_host_trampoline`] with the closure's [`Context`] address baked in as a
//! constant. The trampoline reads the arguments with [`Scalar::read`], calls the closure and
//! stores its result, which the thunk then returns.
//!
//! Each thunk lives in a JIT module of its own, owned with the closure by a [`ClosureHost`]
//! that the engine's [`HostSymbol`] keeps alive; every compiled module holds the engine's
//! shared state, so the closure and its thunk outlive every module that may call them.
//!
//! A panic must not unwind into compiled code (it has no unwind tables; unwinding through it
//! is undefined behaviour): the trampoline catches it, prints a message and aborts the
//! process.

use std::any::Any;
use std::ffi::c_void;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;

use cranelift_codegen::ir::UserFuncName;
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::{Linkage, Module as _, default_libcall_names};

use super::{HostRet, HostSymbol};
use crate::codegen::host_thunk;
use crate::embed::abi::Scalar;
use crate::embed::{EngineBuilder, Error, ErrorKind};
use crate::ir::Type;

mod private {
    /// The packed argument array a thunk passes to the trampoline: one pointer per argument,
    /// then (for a non-`()` result) one to the result slot. Only this crate can name or make
    /// one, which seals [`super::HostFn`].
    #[derive(Clone, Copy)]
    pub struct HostArgs(pub(crate) *const *mut std::ffi::c_void);
}

use private::HostArgs;

/// A Rust closure usable as a host function ([`EngineBuilder::host_fn`]):
/// `Fn(A, B, …) -> R + Send + Sync + 'static` with up to eight [`Scalar`] arguments and a
/// [`Scalar`] or `()` result. Its MLIR type comes from the Rust signature: `|x: i64, y: f64|
/// -> f64` is `(i64, f64) -> f64`, `bool` is `i1`, `usize`/`isize` are `index`.
///
/// `M` is a marker the compiler infers (the closure's `fn` type); hosts never name it. The
/// trait is sealed: only closures and functions of those shapes implement it. Memref
/// arguments are not supported; a C function registered with [`EngineBuilder::raw_fn`] can
/// take them.
pub trait HostFn<M>: Send + Sync + 'static {
    /// The MLIR parameter types.
    #[doc(hidden)]
    fn inputs() -> Vec<Type>;
    /// The MLIR result types (none or one).
    #[doc(hidden)]
    fn results() -> Vec<Type>;
    /// Reads the arguments, calls the closure and stores its result.
    ///
    /// # Safety
    /// `args` is the packed array of a thunk built for [`HostFn::inputs`] and
    /// [`HostFn::results`]: each pointer points to a value of its type.
    #[doc(hidden)]
    unsafe fn invoke(&self, args: HostArgs);
}

macro_rules! host_fns {
    ($(($count:literal; $($arg:ident $index:literal),*))*) => {$(
        impl<F, R, $($arg),*> HostFn<fn($($arg),*) -> R> for F
        where
            F: Fn($($arg),*) -> R + Send + Sync + 'static,
            R: HostRet,
            $($arg: Scalar,)*
        {
            fn inputs() -> Vec<Type> {
                vec![$($arg::mlir_type()),*]
            }
            fn results() -> Vec<Type> {
                R::results()
            }
            unsafe fn invoke(&self, args: HostArgs) {
                let p = args.0;
                let result = self($(
                    // SAFETY: the caller guarantees slot `$index` points to an `$arg` value.
                    unsafe { $arg::read((*p.add($index)).cast::<u8>().cast_const()) }
                ),*);
                // SAFETY: the result pointer follows the arguments; the caller guarantees it
                // points to storage for `R` when `R` is not `()` (which reads nothing).
                unsafe { result.store(p.add($count)) }
            }
        }
    )*};
}

host_fns! {
    (0;)
    (1; A 0)
    (2; A 0, B 1)
    (3; A 0, B 1, C 2)
    (4; A 0, B 1, C 2, D 3)
    (5; A 0, B 1, C 2, D 3, E 4)
    (6; A 0, B 1, C 2, D 3, E 4, F5 5)
    (7; A 0, B 1, C 2, D 3, E 4, F5 5, G 6)
    (8; A 0, B 1, C 2, D 3, E 4, F5 5, G 6, H 7)
}

/// What a thunk's baked-in context pointer points to: the host function's name (for the
/// panic message) and the type-erased call of its closure.
struct Context {
    name: String,
    invoke: Box<dyn Fn(HostArgs) + Send + Sync>,
}

/// The one function every thunk calls: runs the closure of `ctx` on the packed `args`, and
/// aborts the process if it panics (see the module documentation).
extern "C" fn corolift_host_trampoline(ctx: *const c_void, args: *mut *mut c_void) {
    // SAFETY: thunks pass the address of the `Context` their `ClosureHost` owns, which lives
    // as long as any module that may call the thunk (module documentation).
    let ctx = unsafe { &*ctx.cast::<Context>() };
    let call = AssertUnwindSafe(|| (ctx.invoke)(HostArgs(args.cast_const())));
    if let Err(payload) = catch_unwind(call) {
        host_panicked(&ctx.name, payload.as_ref());
    }
}

/// Reports a panic of the host function `name` on stderr (after flushing the program's
/// buffered stdout) and aborts: the panic cannot continue into compiled code.
#[cold]
fn host_panicked(name: &str, payload: &(dyn Any + Send)) -> ! {
    let message = payload
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
        .unwrap_or("(a non-string panic payload)");
    corolift_runtime::flush_stdout();
    eprintln!(
        "corolift: the host function '@{name}' panicked: {message}\n\
         corolift: aborting, since a panic cannot unwind through compiled MLIR code"
    );
    std::process::abort()
}

/// The JIT module holding one thunk; frees its memory when dropped.
struct ThunkCode(Option<JITModule>);

// SAFETY: the `JITModule` is only touched when it is created (before it is wrapped) and in
// `Drop`; it owns its code memory and nothing in it is tied to a thread. Shared references
// give access to nothing.
unsafe impl Send for ThunkCode {}
// SAFETY: as above: `&ThunkCode` exposes nothing.
unsafe impl Sync for ThunkCode {}

impl Drop for ThunkCode {
    fn drop(&mut self) {
        if let Some(module) = self.0.take() {
            // SAFETY: the owning `ClosureHost` is dropped only once no module that calls the
            // thunk remains (module documentation), and nothing else holds its address.
            unsafe { module.free_memory() };
        }
    }
}

/// A registered closure and its thunk: what [`HostSymbol::_keep_alive`] holds. Fields drop
/// in order: the code before the context its code points to.
struct ClosureHost {
    _thunk: ThunkCode,
    _context: Box<Context>,
}

/// Compiles the thunk of MLIR type `inputs -> results` calling the trampoline with `context`;
/// returns its JIT module and address.
fn compile_thunk(
    inputs: &[Type],
    results: &[Type],
    context: *const Context,
) -> Result<(ThunkCode, usize), String> {
    // Thunks only move values, so -O0 and the baseline CPU do; the calling convention is the
    // host's, the one every module of the engine is compiled for.
    let isa = crate::driver::isa::build_isa(None, 0, false, false)?;
    let mut code = ThunkCode(Some(JITModule::new(JITBuilder::with_isa(
        isa,
        default_libcall_names(),
    ))));
    let jm = code.0.as_mut().ok_or("no JIT module")?;
    let call_conv = jm.isa().default_call_conv();
    let sig = host_thunk::thunk_signature(call_conv, inputs, results)?;
    let id = jm
        .declare_function("corolift_host_thunk", Linkage::Local, &sig)
        .map_err(|e| e.to_string())?;
    let func = host_thunk::build_host_thunk(
        call_conv,
        jm.isa().frontend_config(),
        UserFuncName::user(0, id.as_u32()),
        inputs,
        results,
        context as usize,
        corolift_host_trampoline as *const () as usize,
    )?;
    let mut ctx = cranelift_codegen::Context::for_function(func);
    jm.define_function(id, &mut ctx)
        .map_err(|e| e.to_string())?;
    jm.finalize_definitions().map_err(|e| e.to_string())?;
    let address = jm.get_finalized_function(id) as usize;
    Ok((code, address))
}

/// The host symbol of the closure `f` registered as `name`: its context, its compiled thunk.
fn closure_symbol<M: 'static, F: HostFn<M>>(name: &str, f: F) -> Result<HostSymbol, Error> {
    let inputs = F::inputs();
    let results = F::results();
    let context = Box::new(Context {
        name: name.to_owned(),
        // SAFETY: only the trampoline calls this, with the packed array of the thunk built
        // below for exactly `F::inputs() -> F::results()`.
        invoke: Box::new(move |args| unsafe { f.invoke(args) }),
    });
    let (thunk, address) = compile_thunk(&inputs, &results, &*context).map_err(|e| {
        Error::new(
            ErrorKind::HostFunction,
            format!("cannot compile the thunk of the host function '{name}': {e}"),
        )
    })?;
    let host = ClosureHost {
        _thunk: thunk,
        _context: context,
    };
    Ok(HostSymbol {
        name: name.to_owned(),
        address,
        inputs,
        results,
        _keep_alive: Some(Arc::new(host)),
    })
}

impl EngineBuilder {
    /// Registers the Rust closure `f` as the host function `name`, which MLIR code declares
    /// as `func.func private @name(…) -> …` and calls like any function. The MLIR type comes
    /// from the closure's Rust signature (see [`HostFn`]: up to eight [`Scalar`] arguments, a
    /// scalar or `()` result); a module declaring `@name` with another type fails to compile
    /// with an error at the declaration.
    ///
    /// The closure may capture state. It must be `Send + Sync`: code running on the runtime's
    /// worker threads (an `async.execute` body) may call it, from several threads at once. It
    /// lives as long as the engine or any module compiled by it. Each closure gets a small
    /// compiled thunk (its C entry point), built here.
    ///
    /// **Panics** in the closure do not unwind into the compiled code, which cannot be
    /// unwound through: the panic is caught, reported on stderr, and the process aborts.
    /// Return an error value instead where failure is expected.
    ///
    /// Memref arguments are not supported; [`EngineBuilder::raw_fn`] registers a C function
    /// that takes them. Registering a name twice makes [`EngineBuilder::build`] fail with
    /// [`ErrorKind::HostFunction`].
    ///
    /// ```
    /// use std::sync::Arc;
    /// use std::sync::atomic::{AtomicI64, Ordering};
    ///
    /// let total = Arc::new(AtomicI64::new(0));
    /// let sink = total.clone();
    /// let engine = corolift::Engine::builder()
    ///     .host_fn("record", move |x: i64| {
    ///         sink.fetch_add(x, Ordering::Relaxed);
    ///     })
    ///     .host_fn("scale", |x: f64, k: i32| x * f64::from(k))
    ///     .build()?;
    /// let module = engine.compile(r#"
    ///   func.func private @record(i64)
    ///   func.func private @scale(f64, i32) -> f64
    ///   func.func @f(%x: i64) -> f64 {
    ///     call @record(%x) : (i64) -> ()
    ///     call @record(%x) : (i64) -> ()
    ///     %h = arith.constant 0.5 : f64
    ///     %k = arith.constant 3 : i32
    ///     %y = call @scale(%h, %k) : (f64, i32) -> f64
    ///     return %y : f64
    ///   }
    /// "#)?;
    /// assert_eq!(module.func::<(i64,), f64>("f")?.call((21,))?, 1.5);
    /// assert_eq!(total.load(Ordering::Relaxed), 42);
    /// # Ok::<(), corolift::Error>(())
    /// ```
    pub fn host_fn<M: 'static, F: HostFn<M>>(self, name: &str, f: F) -> Self {
        let symbol = closure_symbol(name, f);
        self.add_host(symbol)
    }
}
