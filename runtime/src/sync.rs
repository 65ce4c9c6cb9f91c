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

/// An `UnsafeCell` with loom's closure API (`with_mut`), so code that uses it is
/// model-checked under `--cfg loom` and costs nothing otherwise.
#[cfg(not(loom))]
#[derive(Debug, Default)]
pub(crate) struct UnsafeCell<T>(std::cell::UnsafeCell<T>);

#[cfg(not(loom))]
impl<T> UnsafeCell<T> {
    pub(crate) const fn new(value: T) -> Self {
        UnsafeCell(std::cell::UnsafeCell::new(value))
    }

    /// Runs `f` with a raw pointer to the contents; the caller guarantees exclusive access.
    #[inline]
    pub(crate) fn with_mut<R>(&self, f: impl FnOnce(*mut T) -> R) -> R {
        f(self.0.get())
    }
}

#[cfg(loom)]
pub(crate) use loom::cell::UnsafeCell;
