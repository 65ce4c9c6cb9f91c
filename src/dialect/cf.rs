//! The `cf` dialect.

use super::OpDef;

/// Ops of the `cf` dialect.
pub const OPS: &[OpDef] = &[];
