//! Host functions: Rust or C functions that MLIR code declares as `func.func private @name`
//! and calls.
//!
//! A host function is registered on the [`EngineBuilder`] with its name and its MLIR type
//! (from the Rust signature, or spelled out for raw C functions). When a module is compiled,
//! every body-less `func.func` of that name must declare exactly that type — a mismatch is a
//! compile error at the declaration — and its calls are linked to the host function's
//! address, ahead of the runtime's symbols and the process's.
//!
//! Three kinds can be registered: `extern "C"` functions with scalar types
//! ([`EngineBuilder::extern_fn`]), raw C functions of any lowered MLIR type
//! ([`EngineBuilder::raw_fn`], which covers memref arguments), and Rust closures with scalar
//! types ([`EngineBuilder::host_fn`], see the `closure` module: each closure gets a small
//! compiled thunk with the C signature MLIR code calls).

mod closure;

use std::any::Any;
use std::ffi::c_void;
use std::sync::Arc;

use super::abi::Scalar;
use super::{EngineBuilder, Error, ErrorKind};
use crate::diag::Diagnostic;
use crate::ir::{Ir, OpId, Type};

/// A registered host function.
#[derive(Clone)]
pub(crate) struct HostSymbol {
    /// The MLIR symbol name (`@name` without `@`).
    pub(crate) name: String,
    /// The address MLIR calls.
    pub(crate) address: usize,
    /// The MLIR parameter types.
    pub(crate) inputs: Vec<Type>,
    /// The MLIR result types.
    pub(crate) results: Vec<Type>,
    /// What must outlive every module that calls the function (a closure and its thunk).
    pub(crate) _keep_alive: Option<Arc<dyn Any + Send + Sync>>,
}

impl HostSymbol {
    fn type_string(&self) -> String {
        Type::function(self.inputs.clone(), self.results.clone()).to_string()
    }
}

/// An `extern "C"` function pointer whose parameters and result are [`Scalar`]s, usable as a
/// host function: `extern "C" fn(i64, f64) -> f64` is the MLIR type `(i64, f64) -> f64`.
pub trait ExternFn: Copy + super::abi::sealed::Sealed {
    /// The MLIR parameter types.
    #[doc(hidden)]
    fn inputs() -> Vec<Type>;
    /// The MLIR result types.
    #[doc(hidden)]
    fn results() -> Vec<Type>;
    /// The function's address.
    #[doc(hidden)]
    fn address(self) -> usize;
}

pub use closure::HostFn;

/// The MLIR result types of a Rust return type: `()` is none.
#[doc(hidden)]
pub trait HostRet: super::abi::sealed::Sealed {
    /// The MLIR result types.
    fn results() -> Vec<Type>;
    /// Stores the value where `slot` (the packed array's last entry) points; `()` stores
    /// nothing and does not read `slot`.
    ///
    /// # Safety
    /// For a scalar, `slot` points to a pointer to writable storage for one value of
    /// [`HostRet::results`]' type.
    unsafe fn store(self, slot: *const *mut c_void);
}

impl HostRet for () {
    fn results() -> Vec<Type> {
        Vec::new()
    }
    unsafe fn store(self, _: *const *mut c_void) {}
}

impl<T: Scalar> HostRet for T {
    fn results() -> Vec<Type> {
        vec![T::mlir_type()]
    }
    unsafe fn store(self, slot: *const *mut c_void) {
        // A Rust scalar's bytes are the MLIR value's: `bool` is one byte, 0 or 1, which is
        // an `i1` as compiled code reads it.
        // SAFETY: the caller guarantees `*slot` points to storage for a `T`.
        unsafe { (*slot).cast::<T>().write_unaligned(self) }
    }
}

macro_rules! extern_fns {
    ($(($($arg:ident),*))*) => {$(
        impl<R: HostRet, $($arg: Scalar),*> super::abi::sealed::Sealed for extern "C" fn($($arg),*) -> R {}
        impl<R: HostRet, $($arg: Scalar),*> ExternFn for extern "C" fn($($arg),*) -> R {
            fn inputs() -> Vec<Type> {
                vec![$($arg::mlir_type()),*]
            }
            fn results() -> Vec<Type> {
                R::results()
            }
            fn address(self) -> usize {
                self as usize
            }
        }
    )*};
}

extern_fns! {
    ()
    (A)
    (A, B)
    (A, B, C)
    (A, B, C, D)
    (A, B, C, D, E)
    (A, B, C, D, E, F)
    (A, B, C, D, E, F, G)
    (A, B, C, D, E, F, G, H)
}

impl EngineBuilder {
    /// Registers an `extern "C"` function as the host function `name`; its MLIR type comes
    /// from its Rust signature.
    ///
    /// ```
    /// extern "C" fn triple(x: i64) -> i64 {
    ///     3 * x
    /// }
    /// let engine = corolift::Engine::builder()
    ///     .extern_fn("triple", triple as extern "C" fn(i64) -> i64)
    ///     .build()?;
    /// let module = engine.compile(r#"
    ///   func.func private @triple(i64) -> i64
    ///   func.func @f(%x: i64) -> i64 {
    ///     %y = call @triple(%x) : (i64) -> i64
    ///     return %y : i64
    ///   }
    /// "#)?;
    /// assert_eq!(module.func::<(i64,), i64>("f")?.call((14,))?, 42);
    /// # Ok::<(), corolift::Error>(())
    /// ```
    pub fn extern_fn<F: ExternFn>(self, name: &str, f: F) -> Self {
        let symbol = HostSymbol {
            name: name.to_owned(),
            address: f.address(),
            inputs: F::inputs(),
            results: F::results(),
            _keep_alive: None,
        };
        self.add_host(Ok(symbol))
    }

    /// Registers the C function at `address` as the host function `name` of MLIR type
    /// `mlir_type` (a function type, e.g. `"(i64, memref<?xf32>) -> f64"`; memrefs are passed
    /// expanded, as MLIR's LLVM lowering passes them).
    ///
    /// ```
    /// // A C function over a rank-1 memref, passed as its descriptor fields.
    /// extern "C" fn first(_base: *mut f64, data: *mut f64, offset: i64, _size: i64, _stride: i64) -> f64 {
    ///     // SAFETY: MLIR passes a valid descriptor with at least one element.
    ///     unsafe { *data.offset(offset as isize) }
    /// }
    /// // SAFETY: `first` has the C signature of `(memref<?xf64>) -> f64`.
    /// let engine = unsafe {
    ///     corolift::Engine::builder().raw_fn("first", "(memref<?xf64>) -> f64", first as *const ())
    /// }
    /// .build()?;
    /// let module = engine.compile(r#"
    ///   func.func private @first(memref<?xf64>) -> f64
    ///   func.func @head(%m: memref<?xf64>) -> f64 {
    ///     %x = call @first(%m) : (memref<?xf64>) -> f64
    ///     return %x : f64
    ///   }
    /// "#)?;
    /// let mut data = [2.5f64, 1.0];
    /// let head = module.func::<(corolift::MemRef<f64, 1>,), f64>("head")?;
    /// assert_eq!(head.call((corolift::MemRef::new(&mut data, [2])?,))?, 2.5);
    /// # Ok::<(), corolift::Error>(())
    /// ```
    ///
    /// # Safety
    /// `address` must be a function with the C signature MLIR's LLVM lowering gives
    /// `mlir_type`, callable from any thread for as long as any module of the engine lives.
    pub unsafe fn raw_fn(self, name: &str, mlir_type: &str, address: *const ()) -> Self {
        let symbol = parse_function_type(mlir_type).map(|(inputs, results)| HostSymbol {
            name: name.to_owned(),
            address: address as usize,
            inputs,
            results,
            _keep_alive: None,
        });
        self.add_host(symbol)
    }
}

/// Parses an MLIR function type such as `(i64) -> f32`.
pub(crate) fn parse_function_type(text: &str) -> Result<(Vec<Type>, Vec<Type>), Error> {
    let file: Arc<str> = Arc::from("<host function type>");
    let mut p = crate::parse::Parser::new(text, &file);
    let bad = |msg: String| {
        Error::new(
            ErrorKind::HostFunction,
            format!("invalid host function type '{text}': {msg}"),
        )
    };
    let ty = p.parse_type().map_err(|d| bad(d.message.clone()))?;
    if p.token().kind != crate::parse::lexer::TokenKind::Eof {
        return Err(bad("unexpected text after the type".to_owned()));
    }
    match ty {
        Type::Function(f) => Ok((f.inputs.clone(), f.results.clone())),
        other => Err(bad(format!("'{other}' is not a function type"))),
    }
}

/// Checks every body-less `func.func` of the module `top` that names a host function against
/// the type it was registered with.
pub(crate) fn check_declarations(
    ir: &Ir,
    top: OpId,
    host: &[HostSymbol],
) -> Result<(), Diagnostic> {
    if host.is_empty() {
        return Ok(());
    }
    let Some(body) = ir.regions(top).first().and_then(|r| ir.entry_block(*r)) else {
        return Ok(());
    };
    for op in ir.block_ops_vec(body) {
        if ir.name(op).as_str() != "func.func" || crate::driver::has_body(ir, op) {
            continue;
        }
        let Some(name) = crate::codegen::sym_name(ir, op) else {
            continue;
        };
        let Some(h) = host.iter().find(|h| h.name == name) else {
            continue;
        };
        let (inputs, results) = crate::codegen::func_type(ir, op).unwrap_or_default();
        if inputs != h.inputs || results != h.results {
            let declared = Type::function(inputs, results);
            return Err(crate::dialect::op_error(
                ir,
                op,
                format!(
                    "declares the host function '@{name}' as '{declared}', but it is registered as '{}'",
                    h.type_string()
                ),
            ));
        }
    }
    Ok(())
}
