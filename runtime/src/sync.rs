//! Synchronisation shim: `std` primitives normally, `loom`'s model-checked
//! primitives under `--cfg loom`.
//!
//! Only the lock-free object state machines (`object.rs`) go through this shim;
//! the scheduler uses `std`/crossbeam directly and is not part of the loom models.

#[cfg(loom)]
pub(crate) use loom::sync::atomic::{AtomicBool, AtomicI64, AtomicUsize, Ordering, fence};
#[cfg(loom)]
pub(crate) use loom::thread::{Thread, current, park};

#[cfg(not(loom))]
pub(crate) use std::sync::atomic::{AtomicBool, AtomicI64, AtomicUsize, Ordering, fence};
#[cfg(not(loom))]
pub(crate) use std::thread::{Thread, current, park};
