//! Region simplification (MLIR's `simplifyRegions` in `RegionUtils.cpp`): erase unreachable
//! blocks, erase dead ops and dead block arguments, merge identical blocks.
//!
//! SKELETON: being written; today it changes nothing.

use crate::ir::{Ir, RegionId};

/// Simplifies `regions` (and everything nested in them). `aggressive` also merges identical
/// blocks (MLIR's `GreedySimplifyRegionLevel::Aggressive`). Returns whether anything changed.
pub fn simplify_regions(_ir: &mut Ir, _regions: &[RegionId], _aggressive: bool) -> bool {
    false
}
