//! The C API of corolift's embedding library: the functions declared in
//! [`include/corolift.h`](https://github.com/corolift/corolift/blob/main/include/corolift.h),
//! exported by this crate's `cdylib` (`libcorolift_c.so`) and `staticlib` (`libcorolift_c.a`).
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

#![allow(non_camel_case_types)]

mod asyncs;
mod engine;
mod ffi;
mod module;

pub use asyncs::{
    corolift_async_drop, corolift_drain, corolift_token_await, corolift_value_await,
};
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
