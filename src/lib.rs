//! corolift: a native compiler for MLIR's `async` dialect.
pub mod analysis;
pub mod cli;
pub mod codegen;
pub mod diag;
pub mod dialect;
pub mod driver;
pub mod ir;
pub mod parse;
pub mod passes;
pub mod print;
pub mod verify;
