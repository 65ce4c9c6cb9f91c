//! The `memref` dialect.

use super::OpDef;

/// Ops of the `memref` dialect.
pub const OPS: &[OpDef] = &[];
