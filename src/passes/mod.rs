//! Passes and the pass manager.
