//! The `arith` dialect.

use super::OpDef;

/// Ops of the `arith` dialect.
pub const OPS: &[OpDef] = &[];
