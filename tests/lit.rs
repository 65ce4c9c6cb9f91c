//! `cargo test --test lit`: the lit-style file-test runner.
//!
//! Every `tests/**/*.mlir` file with a `// RUN:` line is one test, named by its path relative to
//! `tests/`; its RUN lines are run through bash after lit's substitutions and must all succeed.
//! The same executable doubles as the `FileCheck`, `not` and `count` tools those RUN lines call
//! (see [`harness::tools`]), so the suite needs nothing from LLVM. `tests/README.md` is the user
//! guide; the modules under `tests/harness/` hold the implementation.

mod harness;

fn main() -> std::process::ExitCode {
    harness::main()
}
