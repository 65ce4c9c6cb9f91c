//! [`Error`]: what the embedding API reports.

use std::fmt;

/// What kind of failure an [`Error`] reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ErrorKind {
    /// The MLIR text does not parse, does not verify, cannot be lowered or compiled, or calls
    /// an external function that nothing provides. The message holds the diagnostics.
    Compile,
    /// No function of that name is defined in the module.
    MissingFunction,
    /// The Rust signature asked for differs from the MLIR function's.
    Signature,
    /// A host function is registered twice, has an unsupported type, or a module declares it
    /// with another type than it was registered with.
    HostFunction,
    /// An argument does not fit the function's MLIR type at call time (a memref view whose
    /// sizes, strides or offset differ from those the type fixes).
    Argument,
    /// An awaited `!async.token` or `!async.value` completed with an error (a failed
    /// `cf.assert` in the coroutine, an awaited operand in error).
    Async,
    /// The engine's runtime configuration conflicts with the running runtime, or runtime
    /// objects are still alive at a leak check.
    Runtime,
}

/// An error of the embedding API. `Display` renders it like the `corolift` command line:
/// compile errors are MLIR diagnostics with `file:line:col`, the source line and a caret.
///
/// ```
/// let engine = corolift::Engine::new();
/// let err = engine.compile_named("bad.mlir", "func.func @f() {\n  return %x : i64\n}\n").unwrap_err();
/// assert_eq!(err.kind(), corolift::ErrorKind::Compile);
/// assert!(err.to_string().starts_with("bad.mlir:2:"), "{err}");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    kind: ErrorKind,
    message: String,
}

impl Error {
    pub(crate) fn new(kind: ErrorKind, message: impl Into<String>) -> Error {
        let mut message = message.into();
        while message.ends_with('\n') {
            message.pop();
        }
        Error { kind, message }
    }

    pub(crate) fn argument(message: impl Into<String>) -> Error {
        Error::new(ErrorKind::Argument, message)
    }

    /// The kind of failure.
    pub fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// The rendered message (the same text as `Display`).
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}
