//! corolift: a native compiler for MLIR's `async` dialect.
pub mod cli;
pub mod diag;
pub mod dialect;
pub mod ir;
pub mod parse;
pub mod passes;
pub mod print;
pub mod verify;
