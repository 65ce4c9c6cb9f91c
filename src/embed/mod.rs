//! The embedding API: compile MLIR text inside a host program and call it.
//!
//! ```text
//! Engine ──compile(text)──▶ Module ──func::<A, R>(name)──▶ Func<A, R> ──call(args)──▶ R
//!   │ options, host functions      │ JIT code, signatures     │ typed, checked at lookup
//! ```
//!
//! * [`Engine`] holds compile options ([`EngineBuilder`]) and host functions (Rust or C
//!   functions MLIR code declares and calls). [`Engine::compile`] runs the same front end,
//!   lowering and Cranelift code generation as `corolift run`, into JIT memory.
//! * [`Module`] owns that code. [`Module::func`] returns a [`Func`] whose Rust signature was
//!   checked against the MLIR one; calls go through a small packed wrapper compiled on first
//!   lookup ([`PackedFn`], MLIR's `void (void **)` convention).
//! * Arguments are [`Scalar`]s (`bool` = `i1`, `i8`…`i64`, `isize`/`usize` = `index`,
//!   `f32`, `f64`) and [`MemRef`] views of host memory; results are scalars, tuples, and the
//!   [`AsyncToken`] / [`AsyncValue`] of an `async.func`, awaited as Rust futures.
//! * Host functions: [`EngineBuilder::host_fn`] (closures), [`EngineBuilder::extern_fn`]
//!   (`extern "C"` functions), [`EngineBuilder::raw_fn`] (any C signature).
//! * Async tasks run on corolift-runtime's worker pool, or on the host's own executor through
//!   [`EngineBuilder::spawner`].
//!
//! Everything runs on the process-wide corolift runtime (`corolift-runtime`).

#![deny(missing_docs)]

mod abi;
mod engine;
mod error;
mod future;
mod host;
mod memref;
mod module;

pub use abi::{Arg, ArgValue, ArgValues, Args, Results, Ret, Scalar};
pub use engine::{Engine, EngineBuilder, RuntimeObjects, Task, runtime_objects};
pub use error::{Error, ErrorKind};
pub use future::{AsyncToken, AsyncValue, TokenWait, ValueWait};
pub use host::ExternFn;
pub use host::HostFn;
pub use memref::MemRef;
pub use module::{Func, Module, PackedFn};
