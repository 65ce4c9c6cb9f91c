//! The `vector` dialect.

use super::OpDef;

/// Ops of the `vector` dialect.
pub const OPS: &[OpDef] = &[];
