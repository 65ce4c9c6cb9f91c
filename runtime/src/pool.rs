//! Recycling of small allocations: tokens, values and coroutine frames.
//!
//! These are created by one thread (the caller of `async.execute`, a ramp) and
//! often destroyed by another (the worker that emplaced them, a resumed
//! coroutine); glibc's malloc is slow for that producer/consumer pattern and
//! for the bursts of frees a finishing recursion produces. Blocks come in
//! [`CLASSES`] size classes of 16 bytes (16…256 bytes, 16-byte aligned).
//! Freed blocks go to a thread-local free list of their class, which also serves
//! this thread's next allocations first (the block freed last is the one most
//! likely in cache); full batches
//! move to the class's global lock-free stack of batches, from which an
//! allocating thread takes *all* batches at once with one `swap` (pushing is a
//! CAS, taking is a swap: no ABA problem). New blocks come from 16 KiB page-aligned
//! slabs carved on the allocating thread. Blocks are never returned to the
//! system allocator, so memory stays at the peak number of live blocks.
//! Larger requests go to the system allocator.
//!
//! `COROLIFT_RUNTIME_SYSTEM_ALLOC=1` sends every request to the system allocator instead, so
//! that a memory checker (valgrind memcheck) sees each object's lifetime: a use after free is
//! otherwise hidden inside a recycled block (and, through a block's free-list link, turns
//! into a crash in a later allocation).

use std::cell::Cell;
use std::ptr;
use std::sync::atomic::{AtomicPtr, AtomicU8, Ordering};

const BATCH: usize = 64;
/// Bytes per slab a pool carves into blocks when it runs dry.
const SLAB_BYTES: usize = 16 * 1024;
/// Slabs are page-aligned.
const SLAB_ALIGN: usize = 4096;

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
        // The block this thread freed last is the one most likely still in cache.
        let recent = l.freed.get();
        if !recent.is_null() {
            // SAFETY: `recent` heads our unpublished free list; we own it.
            l.freed.set(unsafe { (*recent).next });
            l.freed_len.set(l.freed_len.get() - 1);
            return recent as *mut u8;
        }
        let mut b = l.chain.get();
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
            return self.refill(l);
        }
        // SAFETY: `b` is a free block we own.
        l.chain.set(unsafe { (*b).next });
        b as *mut u8
    }

    /// Carves a fresh slab into blocks: returns the first, chains the rest for this thread.
    /// Slabs keep consecutive allocations next to each other (one malloc per slab, not per
    /// block) and give every block the same place within its page from run to run.
    #[cold]
    fn refill(&self, l: &Local) -> *mut u8 {
        let size = self.layout.size();
        let count = (SLAB_BYTES / size).max(1);
        let slab_layout = std::alloc::Layout::from_size_align(size * count, SLAB_ALIGN)
            .unwrap_or_else(|_| crate::object::fatal("pool slab layout"));
        // SAFETY: non-zero size layout.
        let slab = unsafe { std::alloc::alloc(slab_layout) };
        if slab.is_null() {
            std::alloc::handle_alloc_error(slab_layout);
        }
        let mut chain = l.chain.get();
        for i in (1..count).rev() {
            // SAFETY: block `i` lies inside the slab, which we own exclusively.
            let b = unsafe { slab.add(i * size) } as *mut FreeBlock;
            // SAFETY: as above; blocks are at least 16 bytes and 16-byte aligned.
            unsafe { (*b).next = chain };
            chain = b;
        }
        l.chain.set(chain);
        slab
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

/// Number of size classes (16, 32, …, 256 bytes).
pub(crate) const CLASSES: usize = 16;
/// Largest size served from the pools.
pub(crate) const MAX_POOLED: usize = 16 * CLASSES;
/// Alignment of every block.
pub(crate) const ALIGN: usize = 16;

const fn class_layout(class: usize) -> std::alloc::Layout {
    match std::alloc::Layout::from_size_align(16 * (class + 1), ALIGN) {
        Ok(l) => l,
        Err(_) => panic!("invalid size class"),
    }
}

static POOLS: [BlockPool; CLASSES] = {
    let mut pools = [const { BlockPool::new(class_layout(0)) }; CLASSES];
    let mut i = 1;
    while i < CLASSES {
        pools[i] = BlockPool::new(class_layout(i));
        i += 1;
    }
    pools
};

thread_local! {
    static LOCALS: [Local; CLASSES] = const {
        [const {
            Local {
                chain: Cell::new(ptr::null_mut()),
                freed: Cell::new(ptr::null_mut()),
                freed_len: Cell::new(0),
                batches: Cell::new(ptr::null_mut()),
            }
        }; CLASSES]
    };
}

fn class_of(size: usize) -> Option<usize> {
    (size <= MAX_POOLED).then(|| size.max(1).div_ceil(16) - 1)
}

fn large_layout(size: usize) -> std::alloc::Layout {
    // Whole 16-byte granules, as pooled blocks are (callers may clear a payload granule by
    // granule), and never zero bytes (the system allocator's contract).
    std::alloc::Layout::from_size_align(size.max(1).next_multiple_of(ALIGN), ALIGN)
        .unwrap_or_else(|_| crate::object::fatal("allocation too large"))
}

/// Whether `COROLIFT_RUNTIME_SYSTEM_ALLOC=1` (read once: every block must be freed the way
/// it was allocated).
fn system_only() -> bool {
    static MODE: AtomicU8 = AtomicU8::new(0);
    match MODE.load(Ordering::Relaxed) {
        0 => {
            let on = std::env::var_os("COROLIFT_RUNTIME_SYSTEM_ALLOC").is_some_and(|v| v == "1");
            MODE.store(if on { 2 } else { 1 }, Ordering::Relaxed);
            on
        }
        mode => mode == 2,
    }
}

/// The pool `size` is served from, if any.
fn pooled_class(size: usize) -> Option<usize> {
    if system_only() { None } else { class_of(size) }
}

/// Allocates `size` bytes, 16-byte aligned, not zeroed, in a block of whole 16-byte granules.
pub(crate) fn alloc(size: usize) -> *mut u8 {
    let Some(class) = pooled_class(size) else {
        let layout = large_layout(size);
        // SAFETY: `large_layout` is never zero-sized.
        let p = unsafe { std::alloc::alloc(layout) };
        if p.is_null() {
            std::alloc::handle_alloc_error(layout);
        }
        return p;
    };
    let pool = &POOLS[class];
    LOCALS
        .try_with(|l| pool.alloc_with(&l[class]))
        .unwrap_or_else(|_| {
            // SAFETY: non-zero size layout.
            let p = unsafe { std::alloc::alloc(pool.layout) };
            if p.is_null() {
                std::alloc::handle_alloc_error(pool.layout);
            }
            p
        })
}

/// Returns a block to its pool.
///
/// # Safety
/// `p` came from [`alloc`] with the same `size` and is no longer used.
pub(crate) unsafe fn free(p: *mut u8, size: usize) {
    let Some(class) = pooled_class(size) else {
        // SAFETY: allocated by `alloc` with this layout, per contract.
        unsafe { std::alloc::dealloc(p, large_layout(size)) };
        return;
    };
    let pool = &POOLS[class];
    if LOCALS.try_with(|l| pool.free_with(&l[class], p)).is_err() {
        // Thread is exiting: publish the single block as a batch of one.
        let b = p as *mut FreeBlock;
        // SAFETY: exclusive ownership per contract.
        unsafe { (*b).next = ptr::null_mut() };
        pool.push_batch(b);
    }
}
