//! [`Module`]: compiled code in JIT memory; [`Func`] and [`PackedFn`]: handles to call it.

use std::ffi::c_void;
use std::marker::PhantomData;
use std::sync::{Arc, Mutex};

use cranelift_jit::JITModule;
use cranelift_module::{Linkage, Module as _};
use rustc_hash::FxHashMap;

use super::abi::{ArgValues, Args, ResultBuffer, Results, Slots};
use super::{Engine, Error, ErrorKind};
use crate::codegen::abi::Decls;
use crate::diag::Diagnostic;
use crate::ir::Type;

/// A compiled module: the native code of every function of one MLIR module, in JIT memory.
///
/// A `Module` is a shared handle (cloning is cheap); it is `Send` and `Sync`, and its
/// functions may be called from several threads at once — compiled MLIR functions keep no
/// state between calls except in writable `memref.global`s, which concurrent callers must
/// not race on, as in C. The code is freed when the last handle to the module, and the last
/// [`Func`] or [`PackedFn`] taken from it, is dropped; before freeing, the runtime finishes
/// all queued work, so tasks the module spawned and nobody awaited still run to completion.
/// Other modules are unaffected. With a [`super::EngineBuilder::spawner`], that wait is for the
/// host's executor to run the tasks: drop the last handle on a thread the executor does not
/// need (not inside a single-threaded executor's task).
#[derive(Clone)]
pub struct Module {
    inner: Arc<ModuleInner>,
}

/// A compiled function's MLIR type.
#[derive(Clone, Debug)]
struct Signature {
    inputs: Vec<Type>,
    results: Vec<Type>,
}

struct ModuleInner {
    jit: Mutex<JitState>,
    /// The MLIR types of the functions with bodies, by name.
    signatures: FxHashMap<String, Signature>,
    /// Host closures and their thunks, kept alive while the code may call them.
    _engine: Arc<super::engine::EngineShared>,
}

/// The JIT module and what lookups need to build packed wrappers.
struct JitState {
    module: Option<JITModule>,
    decls: Decls,
    /// Packed wrappers built so far, by function name.
    wrappers: FxHashMap<String, usize>,
    ctx: cranelift_codegen::Context,
}

// SAFETY: the `JITModule` owns the code memory and holds raw pointers into it (which is why it
// is not `Send` itself); it is only touched under the `Mutex` of `ModuleInner`, and nothing
// in it is tied to the thread that created it.
unsafe impl Send for JitState {}

impl Drop for ModuleInner {
    fn drop(&mut self) {
        // Queued tasks may still resume coroutines of this module.
        corolift_runtime::drain();
        let state = self.jit.get_mut().unwrap_or_else(|e| e.into_inner());
        if let Some(module) = state.module.take() {
            // SAFETY: no handle to the code remains (every Func/PackedFn holds this
            // ModuleInner), and the drain above ran all work the runtime had queued.
            unsafe { module.free_memory() };
        }
    }
}

impl Module {
    /// Compiles the lowered `module` with `engine`'s options and host functions.
    pub(crate) fn compile(
        engine: &Engine,
        module: crate::parse::Module,
    ) -> Result<Module, Diagnostic> {
        let shared = &engine.shared;
        let (ir, top) = (&module.ir, module.top);
        super::host::check_declarations(ir, top, &shared.host)?;
        let host: Vec<(String, *const u8)> = shared
            .host
            .iter()
            .map(|h| (h.name.clone(), h.address as *const u8))
            .collect();
        let mut signatures = FxHashMap::default();
        let compiled = crate::driver::jit::compile_module(
            ir,
            top,
            &shared.codegen,
            &shared.resolver,
            &host,
            &mut |_, bodies| {
                for (_, op) in bodies {
                    if let (Some(name), Some((inputs, results))) = (
                        crate::codegen::sym_name(ir, *op),
                        crate::codegen::func_type(ir, *op),
                    ) {
                        signatures.insert(name.to_owned(), Signature { inputs, results });
                    }
                }
                Ok(())
            },
        )?;
        Ok(Module {
            inner: Arc::new(ModuleInner {
                jit: Mutex::new(JitState {
                    module: Some(compiled.module),
                    decls: compiled.decls,
                    wrappers: FxHashMap::default(),
                    ctx: cranelift_codegen::Context::new(),
                }),
                signatures,
                _engine: shared.clone(),
            }),
        })
    }

    /// The names of the functions defined in the module, sorted.
    ///
    /// ```
    /// let module = corolift::Engine::new()
    ///     .compile("func.func @b() {\n  return\n}\nfunc.func @a(%x: f32) -> f32 {\n  return %x : f32\n}\n")?;
    /// assert_eq!(module.function_names(), ["a", "b"]);
    /// assert_eq!(module.signature("a").as_deref(), Some("(f32) -> f32"));
    /// # Ok::<(), corolift::Error>(())
    /// ```
    pub fn function_names(&self) -> Vec<&str> {
        let mut names: Vec<&str> = self.inner.signatures.keys().map(String::as_str).collect();
        names.sort_unstable();
        names
    }

    /// The MLIR type of the function `name` (`(i64, memref<?xf32>) -> f64`), if the module
    /// defines it.
    pub fn signature(&self, name: &str) -> Option<String> {
        let s = self.inner.signatures.get(name)?;
        Some(Type::function(s.inputs.clone(), s.results.clone()).to_string())
    }

    /// The function `name` as a typed handle. `A` is the tuple of argument types, `R` the
    /// result type (`()`, one type, or a tuple); both are checked against the MLIR signature
    /// here, so a mismatch is an error and never undefined behaviour.
    ///
    /// ```
    /// let module = corolift::Engine::new().compile(
    ///     "func.func @half(%x: f64) -> f64 {\n  %c = arith.constant 0.5 : f64\n  \
    ///      %y = arith.mulf %x, %c : f64\n  return %y : f64\n}\n",
    /// )?;
    /// assert_eq!(module.func::<(f64,), f64>("half")?.call((3.0,))?, 1.5);
    /// let wrong = module.func::<(i64,), f64>("half").err().unwrap();
    /// assert_eq!(wrong.kind(), corolift::ErrorKind::Signature);
    /// # Ok::<(), corolift::Error>(())
    /// ```
    pub fn func<A: Args, R: Results>(&self, name: &str) -> Result<Func<A, R>, Error> {
        let sig = self.lookup(name)?;
        let mismatch = |why: String| {
            Error::new(
                ErrorKind::Signature,
                format!(
                    "the function '@{name}' has type '{}', which the Rust type fn{} -> {} does not match: {why}",
                    Type::function(sig.inputs.clone(), sig.results.clone()),
                    A::describe(),
                    R::describe()
                ),
            )
        };
        A::check(&sig.inputs).map_err(mismatch)?;
        R::check(&sig.results).map_err(mismatch)?;
        let packed = self.packed(name)?;
        let is_async = |t: &Type| matches!(t, Type::AsyncToken | Type::AsyncValue(_));
        let views_outlive_call = sig.inputs.iter().any(|t| matches!(t, Type::MemRef(_)))
            && sig.results.iter().any(is_async);
        Ok(Func {
            views_outlive_call,
            value_checks: A::needs_value_checks(&sig.inputs),
            packed,
            _signature: PhantomData,
        })
    }

    /// The function `name` behind MLIR's packed calling convention, `void (void **args)`
    /// (what `ExecutionEngine::invokePacked` calls; see [`PackedFn::call`]), for callers that
    /// marshal arguments themselves, such as the C API.
    pub fn packed(&self, name: &str) -> Result<PackedFn, Error> {
        let sig = self.lookup(name)?;
        let address = self.wrapper(name, sig)?;
        Ok(PackedFn {
            address,
            inputs: sig.inputs.clone(),
            results: sig.results.clone(),
            _module: self.inner.clone(),
        })
    }

    fn lookup(&self, name: &str) -> Result<&Signature, Error> {
        self.inner.signatures.get(name).ok_or_else(|| {
            Error::new(
                ErrorKind::MissingFunction,
                format!("the module defines no function '@{name}'"),
            )
        })
    }

    /// The address of `name`'s packed wrapper, compiled on first use.
    fn wrapper(&self, name: &str, sig: &Signature) -> Result<usize, Error> {
        let mut guard = self.inner.jit.lock().unwrap_or_else(|e| e.into_inner());
        let state = &mut *guard;
        if let Some(&address) = state.wrappers.get(name) {
            return Ok(address);
        }
        let fail = |what: String| {
            Error::new(
                ErrorKind::Signature,
                format!("cannot call '@{name}' from the host: {what}"),
            )
        };
        let jm = state
            .module
            .as_mut()
            .ok_or_else(|| fail("the module was freed".to_owned()))?;
        let callee = state
            .decls
            .funcs
            .get(name)
            .ok_or_else(|| fail("it is not declared".to_owned()))?;
        let call_conv = jm.isa().default_call_conv();
        let wrapper_sig = crate::codegen::packed::packed_signature(call_conv);
        let id = jm
            .declare_function(
                &format!("__corolift_packed_{name}"),
                Linkage::Local,
                &wrapper_sig,
            )
            .map_err(|e| fail(e.to_string()))?;
        let func = crate::codegen::packed::build_packed_wrapper(
            call_conv,
            jm.isa().frontend_config(),
            cranelift_codegen::ir::UserFuncName::user(0, id.as_u32()),
            callee,
            &sig.inputs,
            &sig.results,
        )
        .map_err(fail)?;
        state.ctx.clear();
        state.ctx.func = func;
        jm.define_function(id, &mut state.ctx)
            .map_err(|e| fail(e.to_string()))?;
        jm.finalize_definitions().map_err(|e| fail(e.to_string()))?;
        let address = jm.get_finalized_function(id) as usize;
        state.wrappers.insert(name.to_owned(), address);
        Ok(address)
    }
}

/// A typed handle to a compiled function: `A` is the tuple of argument types, `R` the
/// result type. Made by [`Module::func`], which checked both against the MLIR signature.
/// Keeps the module's code alive; `Send` and `Sync`, and cheap to clone.
///
/// ```
/// let module = corolift::Engine::new().compile(r#"
///   func.func @clamp(%x: i32, %lo: i32, %hi: i32) -> (i32, i1) {
///     %a = arith.maxsi %x, %lo : i32
///     %b = arith.minsi %a, %hi : i32
///     %changed = arith.cmpi ne, %b, %x : i32
///     return %b, %changed : i32, i1
///   }
/// "#)?;
/// let clamp = module.func::<(i32, i32, i32), (i32, bool)>("clamp")?;
/// assert_eq!(clamp.call((15, 0, 10))?, (10, true));
/// let on_another_thread = clamp.clone();
/// let r = std::thread::spawn(move || on_another_thread.call((5, 0, 10))).join().unwrap()?;
/// assert_eq!(r, (5, false));
/// # Ok::<(), corolift::Error>(())
/// ```
pub struct Func<A, R> {
    packed: PackedFn,
    /// The function takes memref views and returns async results: the coroutine may still
    /// use the views after the call returns, so only `call_unchecked` may call it.
    views_outlive_call: bool,
    value_checks: bool,
    _signature: PhantomData<fn(A) -> R>,
}

impl<A: Args, R: Results> Func<A, R> {
    /// Calls the function with `args`, a tuple of the argument types (memref views may
    /// borrow anything). Fails only when an argument does not fit what the MLIR type fixes (a
    /// memref view with other static sizes, strides or offset).
    ///
    /// A function that takes memref views *and* returns `!async.token`/`!async.value` results
    /// is refused here (`ErrorKind::Argument`): its coroutine may go on using the views after
    /// the call returns, longer than their borrow; call it with [`Func::call_unchecked`].
    #[inline]
    pub fn call<V: ArgValues<A>>(&self, args: V) -> Result<R, Error> {
        if self.views_outlive_call {
            return Err(Error::argument(format!(
                "a function of type '{}' may use its memref arguments after it returns: call it with `call_unchecked`",
                self.packed.signature()
            )));
        }
        // SAFETY: no view can be used after the call returns: the function returns no async
        // result that could still be running (see `views_outlive_call`).
        unsafe { self.call_unchecked(args) }
    }

    /// [`Func::call`] without the refusal of async functions taking memref views.
    ///
    /// # Safety
    /// The memory every memref view borrows must stay valid, and must not be accessed by the
    /// host in a conflicting way, until the async results the call returns have completed.
    /// (For functions without async results this is only what [`Func::call`] does.)
    #[inline]
    pub unsafe fn call_unchecked<V: ArgValues<A>>(&self, mut args: V) -> Result<R, Error> {
        if self.value_checks {
            args.check_values(&self.packed.inputs)
                .map_err(Error::argument)?;
        }
        let mut slots = Slots::new();
        args.push_slots(&mut slots);
        let mut out = ResultBuffer([0; 64]);
        slots.push(out.0.as_mut_ptr().cast());
        // SAFETY: `Module::func` checked that `A` and `R` match the MLIR signature, so the
        // wrapper reads one pointer per lowered argument from `slots` (each pointing into
        // `args`, alive until the call returns) and writes the results into `out`, which is
        // large and aligned enough for every result tuple `R` can be.
        unsafe {
            self.packed.call(slots.as_mut_ptr());
            Ok(R::take(&out))
        }
    }

    /// The untyped handle behind this one.
    pub fn packed(&self) -> &PackedFn {
        &self.packed
    }
}

impl<A, R> Clone for Func<A, R> {
    fn clone(&self) -> Self {
        Func {
            packed: self.packed.clone(),
            views_outlive_call: self.views_outlive_call,
            value_checks: self.value_checks,
            _signature: PhantomData,
        }
    }
}

/// A compiled function behind MLIR's packed calling convention, `void (void **args)`; keeps
/// the module's code alive. See [`crate::codegen`]'s `packed` module for the layout: one
/// pointer per lowered argument (memrefs expanded), then one to the result slot.
#[derive(Clone)]
pub struct PackedFn {
    address: usize,
    inputs: Vec<Type>,
    results: Vec<Type>,
    _module: Arc<ModuleInner>,
}

impl PackedFn {
    /// The wrapper's address, a C `void (*)(void **)`.
    pub fn address(&self) -> *const c_void {
        self.address as *const c_void
    }

    /// The MLIR type of the function.
    pub fn signature(&self) -> String {
        Type::function(self.inputs.clone(), self.results.clone()).to_string()
    }

    /// Calls the function with MLIR's packed arguments.
    ///
    /// ```
    /// use std::ffi::c_void;
    /// let module = corolift::Engine::new().compile(r#"
    ///   func.func @sum(%m: memref<?xi64>) -> i64 {
    ///     %c0 = arith.constant 0 : index
    ///     %c1 = arith.constant 1 : index
    ///     %n = memref.dim %m, %c0 : memref<?xi64>
    ///     %zero = arith.constant 0 : i64
    ///     %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    ///       %v = memref.load %m[%i] : memref<?xi64>
    ///       %a = arith.addi %acc, %v : i64
    ///       scf.yield %a : i64
    ///     }
    ///     return %s : i64
    ///   }
    /// "#)?;
    /// let sum = module.packed("sum")?;
    /// assert_eq!(sum.signature(), "(memref<?xi64>) -> i64");
    /// let mut data = [1i64, 2, 3, 4];
    /// // The descriptor fields one by one: allocated, aligned, offset, size, stride.
    /// let (mut base, mut aligned) = (data.as_mut_ptr(), data.as_mut_ptr());
    /// let (mut offset, mut size, mut stride, mut result) = (0i64, 4i64, 1i64, 0i64);
    /// let mut args: [*mut c_void; 6] = [
    ///     (&mut base as *mut *mut i64).cast(),
    ///     (&mut aligned as *mut *mut i64).cast(),
    ///     (&mut offset as *mut i64).cast(),
    ///     (&mut size as *mut i64).cast(),
    ///     (&mut stride as *mut i64).cast(),
    ///     (&mut result as *mut i64).cast(),
    /// ];
    /// // SAFETY: one pointer per lowered argument of `(memref<?xi64>) -> i64`, then the result.
    /// unsafe { sum.call(args.as_mut_ptr()) };
    /// assert_eq!(result, 10);
    /// # Ok::<(), corolift::Error>(())
    /// ```
    ///
    /// # Safety
    /// `args` points to one pointer per lowered argument of the function's MLIR type (a
    /// memref contributes one per descriptor field: allocated, aligned, offset, sizes,
    /// strides), each pointing to a value of that type, followed — when the function returns
    /// anything — by a pointer to storage for the result (one value, or MLIR's result struct
    /// for several results or a memref). Memref arguments must describe valid memory.
    #[inline]
    pub unsafe fn call(&self, args: *mut *mut c_void) {
        // SAFETY: the address is a finalized packed wrapper of type `void (void **)` in code
        // this handle keeps alive; the argument contract is the caller's.
        unsafe {
            let f: unsafe extern "C" fn(*mut *mut c_void) = std::mem::transmute(self.address);
            f(args)
        }
    }
}

impl std::fmt::Debug for Module {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Module")
            .field("functions", &self.function_names())
            .finish()
    }
}

impl<A, R> std::fmt::Debug for Func<A, R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Func")
            .field("signature", &self.packed.signature())
            .finish()
    }
}

impl std::fmt::Debug for PackedFn {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PackedFn")
            .field("address", &self.address())
            .field("signature", &self.signature())
            .finish()
    }
}
