//! corolift: a native compiler for MLIR's `async` dialect.
pub mod cli;
