//! Recycling of token allocations.
//!
//! Tokens are created by one thread (the caller of `async.execute`) and
//! usually destroyed by another (the worker that emplaced them); glibc's
//! malloc is slow for that producer/consumer pattern. Freed token blocks go to
//! a thread-local free list; full batches move to a global lock-free stack of
//! batches, from which an allocating thread takes *all* batches at once with
//! one `swap` (pushing is a CAS, taking is a swap: no ABA problem). Blocks are
//! never returned to the system allocator, so memory stays at the peak number
//! of live tokens.

use std::cell::Cell;
use std::ptr;
use std::sync::atomic::{AtomicPtr, Ordering};

const BATCH: usize = 64;

#[repr(C)]
struct FreeBlock {
    /// Next block of the same batch.
    next: *mut FreeBlock,
    /// Next batch (valid in batch heads on the global stack / pending list).
    next_batch: *mut FreeBlock,
}

/// A pool of equally sized blocks (size ≥ 16, align ≤ 16).
pub(crate) struct BlockPool {
    global: AtomicPtr<FreeBlock>,
    layout: std::alloc::Layout,
}

struct Local {
    /// Blocks ready for allocation.
    chain: Cell<*mut FreeBlock>,
    /// Freed blocks not yet published, and their count.
    freed: Cell<*mut FreeBlock>,
    freed_len: Cell<usize>,
    /// Batches taken from the global stack, not yet used.
    batches: Cell<*mut FreeBlock>,
}

impl BlockPool {
    pub(crate) const fn new(layout: std::alloc::Layout) -> Self {
        BlockPool {
            global: AtomicPtr::new(ptr::null_mut()),
            layout,
        }
    }

    fn push_batch(&self, head: *mut FreeBlock) {
        let mut cur = self.global.load(Ordering::Relaxed);
        loop {
            // SAFETY: `head` is an unpublished batch we own.
            unsafe { (*head).next_batch = cur };
            match self
                .global
                .compare_exchange_weak(cur, head, Ordering::Release, Ordering::Relaxed)
            {
                Ok(_) => return,
                Err(a) => cur = a,
            }
        }
    }

    fn alloc_with(&self, l: &Local) -> *mut u8 {
        let mut b = l.chain.get();
        if b.is_null() {
            // Reuse our own recent frees first.
            b = l.freed.replace(ptr::null_mut());
            l.freed_len.set(0);
        }
        if b.is_null() {
            let mut batches = l.batches.get();
            if batches.is_null() {
                batches = self.global.swap(ptr::null_mut(), Ordering::Acquire);
            }
            if !batches.is_null() {
                // SAFETY: we own every batch taken from the global stack.
                l.batches.set(unsafe { (*batches).next_batch });
                b = batches;
            }
        }
        if b.is_null() {
            // SAFETY: non-zero size layout.
            let p = unsafe { std::alloc::alloc(self.layout) };
            if p.is_null() {
                std::alloc::handle_alloc_error(self.layout);
            }
            return p;
        }
        // SAFETY: `b` is a free block we own.
        l.chain.set(unsafe { (*b).next });
        b as *mut u8
    }

    fn free_with(&self, l: &Local, p: *mut u8) {
        let b = p as *mut FreeBlock;
        // SAFETY: the caller gave us exclusive ownership of the block.
        unsafe { (*b).next = l.freed.get() };
        l.freed.set(b);
        let n = l.freed_len.get() + 1;
        if n >= BATCH {
            l.freed.set(ptr::null_mut());
            l.freed_len.set(0);
            self.push_batch(b);
        } else {
            l.freed_len.set(n);
        }
    }
}

thread_local! {
    static TOKENS_LOCAL: Local = const {
        Local {
            chain: Cell::new(ptr::null_mut()),
            freed: Cell::new(ptr::null_mut()),
            freed_len: Cell::new(0),
            batches: Cell::new(ptr::null_mut()),
        }
    };
}

/// Allocates a block for a token.
pub(crate) fn alloc_token_block(pool: &'static BlockPool) -> *mut u8 {
    TOKENS_LOCAL
        .try_with(|l| pool.alloc_with(l))
        .unwrap_or_else(|_| {
            // SAFETY: non-zero size layout.
            let p = unsafe { std::alloc::alloc(pool.layout) };
            if p.is_null() {
                std::alloc::handle_alloc_error(pool.layout);
            }
            p
        })
}

/// Returns a token block to the pool.
///
/// # Safety
/// `p` came from [`alloc_token_block`] with the same pool and is no longer used.
pub(crate) unsafe fn free_token_block(pool: &'static BlockPool, p: *mut u8) {
    if TOKENS_LOCAL.try_with(|l| pool.free_with(l, p)).is_err() {
        // Thread is exiting: publish the single block as a batch of one.
        let b = p as *mut FreeBlock;
        // SAFETY: exclusive ownership per contract.
        unsafe { (*b).next = ptr::null_mut() };
        pool.push_batch(b);
    }
}
