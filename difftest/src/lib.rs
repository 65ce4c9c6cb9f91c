//! corolift-difftest: random async MLIR programs, run through corolift and through MLIR 22,
//! checked against a model.
//!
//! Design: a program is first a *choice sequence* (`Vec<u32>`, drawn by proptest from a seeded
//! ChaCha RNG), which [`r#gen`] turns into a well-formed [`model::Program`] — `async.execute`
//! DAGs with token and value dependencies, `async.func`/`async.call` chains and bounded
//! recursion, groups, awaits at the top level and inside `scf.for`/`scf.if`/`scf.while`,
//! `cf.assert` failures and their propagation, memrefs shared by tasks, integer and float
//! arithmetic. [`model::interpret`] computes what the program prints (the oracle), [`emit`]
//! prints it as MLIR, and [`run`] runs it through `corolift run` (0, 1 and 2 worker threads),
//! a `corolift compile` executable and `mlir-opt-22 | mlir-runner-22`, comparing every output
//! with the model's. Because any choice sequence builds a valid program, proptest's shrinking
//! of the sequence shrinks a failing program to a small reproducer.
//!
//! Programs print only from the main thread after awaiting, and tasks touch shared memory only
//! in an order their dependencies fix, so the expected output is the same under every
//! schedule and the sequential interpreter is exact.

pub mod emit;
pub mod r#gen;
pub mod model;
pub mod run;
