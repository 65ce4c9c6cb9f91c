//! `arith-emulate-wide-int` and its test driver `test-arith-emulate-wide-int`: documented
//! no-ops.
//!
//! Upstream rewrites integer ops wider than `widest-int-supported` into pairs of narrower
//! integers (`i64` as `vector<2xi32>`) for targets without wide integers. The rewrite keeps
//! every value the program computes, and corolift's code generation handles every integer
//! width up to 64 bits (and `i128` containers) itself, so running these passes as no-ops gives
//! the same program output; only the IR printed after them differs from mlir-opt's. They are
//! registered (with their option) so that upstream RUN lines naming them run.

use super::noop::NoOpConversion;
use super::{Anchor, PassInfo, PassOptionInfo};

const OPTIONS: &[PassOptionInfo] = &[PassOptionInfo {
    name: "widest-int-supported",
    kind: "<uint>",
    description: "Widest integer type supported by the target",
}];

/// `arith-emulate-wide-int`.
pub const INFO: PassInfo = PassInfo {
    name: "arith-emulate-wide-int",
    display_name: "ArithEmulateWideInt",
    description: "Emulate 2*N-bit integer operations using N-bit operations",
    anchor: Anchor::Any,
    options: Some(OPTIONS),
    noop: true,
    create: NoOpConversion::create,
    run: None,
};

/// `test-arith-emulate-wide-int` (upstream's test pass, used by its integration tests).
pub const TEST_INFO: PassInfo = PassInfo {
    name: "test-arith-emulate-wide-int",
    display_name: "TestEmulateWideIntPass",
    description: "Function pass to test Wide Integer Emulation",
    anchor: Anchor::Any,
    options: Some(OPTIONS),
    noop: true,
    create: NoOpConversion::create,
    run: None,
};
