//! corolift-runtime: the MLIR async runtime C API implemented in Rust.
