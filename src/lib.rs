//! corolift: a native compiler for MLIR's `async` dialect — and a library to embed it.
//!
//! The public API is the embedding API ([`embed`], re-exported here): build an [`Engine`],
//! compile MLIR text into a [`Module`], look functions up as typed [`Func`]s and call them.
//!
//! ```
//! let engine = corolift::Engine::new();
//! let module = engine.compile(
//!     "func.func @square(%x: i32) -> i32 {\n  %y = arith.muli %x, %x : i32\n  return %y : i32\n}\n",
//! )?;
//! assert_eq!(module.func::<(i32,), i32>("square")?.call((7,))?, 49);
//! # Ok::<(), corolift::Error>(())
//! ```
//!
//! The other modules are the compiler's stages (text → IR → passes → Cranelift → runtime, see
//! ARCHITECTURE.md). They are public for the `corolift` command line and the tests, hidden
//! from this documentation, and may change in any release.

pub mod embed;

pub use embed::{
    AsyncToken, AsyncValue, Engine, EngineBuilder, Error, ErrorKind, ExternFn, Func, HostFn,
    MemRef, Module, PackedFn, RuntimeObjects, Scalar, Task, runtime_objects,
};

#[doc(hidden)]
pub mod analysis;
#[cfg(feature = "cli")]
#[doc(hidden)]
pub mod cli;
#[doc(hidden)]
pub mod codegen;
#[doc(hidden)]
pub mod diag;
#[doc(hidden)]
pub mod dialect;
#[doc(hidden)]
pub mod driver;
#[doc(hidden)]
pub mod ir;
#[doc(hidden)]
pub mod limits;
#[doc(hidden)]
pub mod parse;
#[doc(hidden)]
pub mod passes;
#[doc(hidden)]
pub mod print;
#[doc(hidden)]
pub mod verify;
