//! Live-object accounting (leak detection).
//!
//! Every create increments and every destroy decrements a counter of the
//! object's kind. To keep the hot path free of contended atomics, each thread
//! owns one slot of counters that only it writes (plain load + store, no RMW);
//! readers sum all slots. Slots of exited threads stay registered, so the sum
//! is exact once all threads that touched objects are quiescent (shutdown).

use std::sync::atomic::{AtomicI64, Ordering};

/// Object kinds, used as counter indices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Kind {
    /// `!async.token`
    Token = 0,
    /// `!async.value<T>`
    Value = 1,
    /// `!async.group`
    Group = 2,
}

/// Counters of currently live objects, per kind.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LiveObjects {
    /// Live tokens.
    pub tokens: i64,
    /// Live values.
    pub values: i64,
    /// Live groups.
    pub groups: i64,
}

impl LiveObjects {
    /// Sum over all kinds.
    pub fn total(&self) -> i64 {
        self.tokens + self.values + self.groups
    }
}

#[cfg(not(loom))]
mod imp {
    use super::*;
    use std::sync::{Arc, Mutex};

    struct Slot([AtomicI64; 3]);

    static REGISTRY: Mutex<Vec<Arc<Slot>>> = Mutex::new(Vec::new());
    /// Used when a thread's slot is unavailable (during TLS destruction).
    static FALLBACK: [AtomicI64; 3] = [AtomicI64::new(0), AtomicI64::new(0), AtomicI64::new(0)];

    thread_local! {
        static MINE: Arc<Slot> = {
            let slot = Arc::new(Slot([AtomicI64::new(0), AtomicI64::new(0), AtomicI64::new(0)]));
            REGISTRY.lock().unwrap_or_else(|e| e.into_inner()).push(slot.clone());
            slot
        };
    }

    #[inline]
    pub(crate) fn add(kind: Kind, delta: i64) {
        let k = kind as usize;
        let done = MINE.try_with(|s| {
            // Only this thread writes its own slot: load + store is race free.
            let c = &s.0[k];
            c.store(c.load(Ordering::Relaxed) + delta, Ordering::Release);
        });
        if done.is_err() {
            FALLBACK[k].fetch_add(delta, Ordering::AcqRel);
        }
    }

    pub(crate) fn live() -> LiveObjects {
        let mut sum = [0i64; 3];
        for (k, s) in sum.iter_mut().enumerate() {
            *s = FALLBACK[k].load(Ordering::Acquire);
        }
        for slot in REGISTRY.lock().unwrap_or_else(|e| e.into_inner()).iter() {
            for (k, s) in sum.iter_mut().enumerate() {
                *s += slot.0[k].load(Ordering::Acquire);
            }
        }
        LiveObjects {
            tokens: sum[0],
            values: sum[1],
            groups: sum[2],
        }
    }
}

#[cfg(loom)]
mod imp {
    //! Under loom the model threads run on one OS thread; plain global
    //! counters (not part of the model) are enough.
    use super::*;
    static COUNTS: [AtomicI64; 3] = [AtomicI64::new(0), AtomicI64::new(0), AtomicI64::new(0)];

    pub(crate) fn add(kind: Kind, delta: i64) {
        COUNTS[kind as usize].fetch_add(delta, Ordering::SeqCst);
    }

    pub(crate) fn live() -> LiveObjects {
        LiveObjects {
            tokens: COUNTS[0].load(Ordering::SeqCst),
            values: COUNTS[1].load(Ordering::SeqCst),
            groups: COUNTS[2].load(Ordering::SeqCst),
        }
    }
}

pub(crate) use imp::add;

/// Currently live tokens, values and groups (exact when the runtime is quiescent).
pub fn live_objects() -> LiveObjects {
    imp::live()
}
