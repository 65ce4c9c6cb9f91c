//! The C API of corolift's embedding library: the functions declared in
//! `include/corolift.h` (at the root of the corolift repository), exported by this crate's `cdylib` (`libcorolift_c.so`) and `staticlib` (`libcorolift_c.a`).
//!
//! A C or C++ host creates an engine ([`corolift_engine_new`], with options and the host
//! functions MLIR code may call), compiles MLIR text into a module ([`corolift_compile`]),
//! looks functions up as MLIR packed-convention pointers `void (*)(void **args)`
//! ([`corolift_lookup`]) or calls them by name ([`corolift_invoke_packed`], as MLIR's
//! `ExecutionEngine::invokePacked`), and awaits the `!async.token` / `!async.value<T>` objects
//! async functions return ([`corolift_token_await`], [`corolift_value_await`]).
//!
//! Every entry point checks its pointer arguments for NULL and catches panics: nothing unwinds
//! across the C boundary, failures are status codes ([`Status`]) and error strings the caller
//! frees with [`corolift_string_free`]. The header documents who owns every pointer; this
//! crate is the Rust embedding API ([`corolift::Engine`]) behind a C face, and the `rlib`
//! lets Rust tests call the same functions.
//!
//! Link line for the static library (what `cargo rustc -p corolift-capi --crate-type
//! staticlib -- --print native-static-libs` reports on Linux):
//! `cc host.c -Iinclude libcorolift_c.a -lgcc_s -lutil -lrt -lpthread -lm -ldl -lc`.
//! `examples/c/host.c` is a complete C host.
//!
//! The same calls from Rust (what a C host writes, with `NULL` for `null_mut()`):
//!
//! ```
//! use corolift_c::*;
//! use std::ffi::c_void;
//! use std::ptr::null_mut;
//!
//! let text = "func.func @add(%a: i64, %b: i64) -> i64 {\n  \
//!             %s = arith.addi %a, %b : i64\n  return %s : i64\n}\n";
//! // SAFETY: valid pointers and lengths; every handle is freed once.
//! unsafe {
//!     let engine = corolift_engine_new(std::ptr::null(), null_mut());
//!     let module = corolift_compile(engine, text.as_ptr().cast(), text.len(),
//!                                   c"add.mlir".as_ptr(), null_mut());
//!     let (mut a, mut b, mut sum) = (40i64, 2i64, 0i64);
//!     let mut args: [*mut c_void; 3] =
//!         [(&raw mut a).cast(), (&raw mut b).cast(), (&raw mut sum).cast()];
//!     let status = corolift_invoke_packed(module, c"add".as_ptr(), args.as_mut_ptr(), null_mut());
//!     assert_eq!((status, sum), (Status::Ok.code(), 42));
//!     corolift_module_free(module);
//!     corolift_engine_free(engine);
//! }
//! ```

#![allow(non_camel_case_types)]
#![deny(missing_docs)]

mod asyncs;
mod engine;
mod ffi;
mod module;

pub use asyncs::{corolift_async_drop, corolift_drain, corolift_token_await, corolift_value_await};
pub use corolift_runtime::corolift_live_objects;
pub use engine::{
    corolift_engine, corolift_engine_free, corolift_engine_new, corolift_engine_options,
    corolift_engine_options_init, corolift_host_function,
};
pub use ffi::{Status, corolift_string_free, corolift_version};
pub use module::{
    corolift_compile, corolift_invoke_packed, corolift_lookup, corolift_module,
    corolift_module_free, corolift_packed_fn, corolift_signature,
};
