//! The `async` dialect.

use super::OpDef;

/// Ops of the `async` dialect.
pub const OPS: &[OpDef] = &[];
