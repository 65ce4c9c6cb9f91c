//! The `scf` dialect.

use super::OpDef;

/// Ops of the `scf` dialect.
pub const OPS: &[OpDef] = &[];
