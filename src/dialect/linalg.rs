//! The `linalg` dialect.

use super::OpDef;

/// Ops of the `linalg` dialect.
pub const OPS: &[OpDef] = &[];
