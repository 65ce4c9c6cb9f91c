//! Ref-counted async objects (token, value, group) and their lock-free
//! completion state machine.
//!
//! See the crate documentation for the state table and the ref-count rules.

use crate::stats::{self, Kind};
use crate::sync::{AtomicBool, AtomicI64, AtomicUsize, Ordering, Thread, current, fence, park};
use std::alloc::Layout;
#[cfg(loom)]
use std::alloc::{alloc_zeroed, dealloc};
use std::cell::UnsafeCell;
use std::ffi::c_void;
use std::mem::MaybeUninit;
use std::ptr;

/// Coroutine resume callback: `void (*)(void *)`.
pub type ResumeFn = unsafe extern "C" fn(*mut c_void);

/// Cell state: not complete, no waiters.
pub(crate) const PENDING: usize = 0;
/// Cell state: completed normally (terminal).
pub(crate) const AVAILABLE: usize = 1;
/// Cell state: completed with an error (terminal).
pub(crate) const ERROR: usize = 2;
// Any other value is a pointer to the newest `WaiterNode` (pending, with waiters).

#[inline]
fn is_terminal(s: usize) -> bool {
    s == AVAILABLE || s == ERROR
}

/// What to do when a cell completes.
pub(crate) enum Action {
    /// Resume a coroutine: `resume(hdl)`, scheduled through the trampoline.
    Resume { hdl: *mut c_void, resume: ResumeFn },
    /// Count one member of a group, then drop the group reference taken by
    /// `AddTokenToGroup` / `corolift_add_value_to_group`. `inline` nodes live inside the
    /// token (not freed).
    GroupMember {
        group: *const AsyncGroup,
        inline: bool,
    },
    /// Wake a thread blocked in `Await*`. The node lives on that thread's stack.
    Wake(*const Signal),
}

/// A registered waiter. Heap-allocated (`Box`) except for `Wake`, whose node
/// lives on the blocked thread's stack.
#[repr(align(8))]
pub(crate) struct WaiterNode {
    next: *mut WaiterNode,
    action: Action,
}

impl WaiterNode {
    pub(crate) fn new(action: Action) -> Self {
        WaiterNode {
            next: ptr::null_mut(),
            action,
        }
    }
}

/// One-shot flag used by blocking awaits.
pub(crate) struct Signal {
    done: AtomicBool,
    thread: Thread,
}

impl Signal {
    pub(crate) fn new() -> Self {
        Signal {
            done: AtomicBool::new(false),
            thread: current(),
        }
    }

    /// Blocks until `wake` was called.
    pub(crate) fn wait(&self) {
        while !self.done.load(Ordering::Acquire) {
            park();
        }
    }

    /// # Safety
    /// `this` must point to a live `Signal` whose owner is (or will be) in
    /// `wait`. After the `done` store the owner may return and free it, so
    /// nothing is read from `*this` afterwards.
    pub(crate) unsafe fn wake(this: *const Signal) {
        // SAFETY: the owner cannot return before `done` is set, so `*this` is live here.
        let thread = unsafe { (*this).thread.clone() };
        // SAFETY: as above; this store is the last access to `*this`.
        unsafe { (*this).done.store(true, Ordering::Release) };
        thread.unpark();
    }
}

/// Lock-free completion cell: `PENDING` → (waiter list) → `AVAILABLE`/`ERROR`.
/// `repr(C)`: generated code reads `state` directly (see [`crate::abi`]).
#[repr(C)]
pub(crate) struct Completion {
    state: AtomicUsize,
}

impl Completion {
    pub(crate) fn new(initial: usize) -> Self {
        Completion {
            state: AtomicUsize::new(initial),
        }
    }

    /// True once completed (available or error). Acquire: everything the
    /// completer wrote before completing is visible afterwards.
    #[inline]
    pub(crate) fn is_ready(&self) -> bool {
        is_terminal(self.state.load(Ordering::Acquire))
    }

    #[inline]
    pub(crate) fn is_error(&self) -> bool {
        self.state.load(Ordering::Acquire) == ERROR
    }

    /// Pushes `node` onto the waiter list unless the cell is complete.
    /// Returns `false` (node untouched, still owned by the caller) if complete.
    ///
    /// # Safety
    /// `node` must be valid and stay valid until its action has run.
    pub(crate) unsafe fn register(&self, node: *mut WaiterNode) -> bool {
        let mut cur = self.state.load(Ordering::Acquire);
        loop {
            if is_terminal(cur) {
                return false;
            }
            // SAFETY: the node is not yet published; we own it exclusively.
            unsafe { (*node).next = cur as *mut WaiterNode };
            match self.state.compare_exchange_weak(
                cur,
                node as usize,
                Ordering::AcqRel,
                Ordering::Acquire,
            ) {
                Ok(_) => return true,
                Err(actual) => cur = actual,
            }
        }
    }

    /// Completes the cell and returns the waiters in registration order.
    /// Returns `None` if the cell was already complete (a contract violation).
    pub(crate) fn complete(&self, terminal: usize) -> Option<*mut WaiterNode> {
        debug_assert!(is_terminal(terminal));
        let old = self.state.swap(terminal, Ordering::AcqRel);
        if is_terminal(old) {
            return None;
        }
        // Reverse the LIFO stack into FIFO (registration) order.
        let mut head = old as *mut WaiterNode;
        let mut fifo: *mut WaiterNode = ptr::null_mut();
        while !head.is_null() {
            // SAFETY: the swap made us the sole owner of the detached list; every
            // node is valid until its action runs (contract of `register`).
            unsafe {
                let next = (*head).next;
                (*head).next = fifo;
                fifo = head;
                head = next;
            }
        }
        Some(fifo)
    }
}

/// Runs the actions of a detached waiter list (from [`Completion::complete`]).
///
/// # Safety
/// `head` must be a list returned by `complete`; each node is consumed.
pub(crate) unsafe fn run_waiters(mut head: *mut WaiterNode, error: bool) {
    while !head.is_null() {
        // SAFETY: `head` is a valid node of the detached list; `next` is read
        // before the action runs (a `Wake` node may be freed right after waking).
        let (next, action) = unsafe { ((*head).next, ptr::read(&(*head).action)) };
        match action {
            Action::Wake(sig) => {
                // SAFETY: stack node owned by the blocked thread; not freed by us.
                unsafe { wake_blocked(sig) };
            }
            Action::Resume { hdl, resume } => {
                // SAFETY: heap node created by `Box::into_raw`; the action was moved out.
                unsafe { free_node(head) };
                run_continuation(hdl, resume);
            }
            Action::GroupMember { group, inline } => {
                if !inline {
                    // SAFETY: heap node (see above).
                    unsafe { free_node(head) };
                }
                // SAFETY: `AddTokenToGroup` holds a group reference for this node.
                unsafe {
                    group_member_done(group, error);
                    drop_ref(group as *mut c_void, 1);
                }
            }
        }
        head = next;
    }
}

#[inline]
pub(crate) fn alloc_node(action: Action) -> *mut WaiterNode {
    Box::into_raw(Box::new(WaiterNode::new(action)))
}

/// Frees a heap node without dropping its (already moved-out) action.
///
/// # Safety
/// `node` came from `alloc_node` and its action was moved out or is `Copy` data.
#[inline]
pub(crate) unsafe fn free_node(node: *mut WaiterNode) {
    // SAFETY: `Action` has no drop glue that matters (raw pointers only), and
    // the node was allocated as a `Box<WaiterNode>`.
    drop(unsafe { Box::from_raw(node) });
}

#[cfg(not(loom))]
#[inline]
fn run_continuation(hdl: *mut c_void, resume: ResumeFn) {
    crate::sched::continuation(crate::sched::Task { hdl, resume });
}

/// Wakes a blocked thread; inside a resume the wake is deferred until that
/// resume returns (see `sched::wake`).
///
/// # Safety
/// As [`Signal::wake`].
#[cfg(not(loom))]
#[inline]
unsafe fn wake_blocked(sig: *const Signal) {
    // SAFETY: forwarded contract.
    unsafe { crate::sched::wake(sig) }
}

#[cfg(loom)]
#[inline]
unsafe fn wake_blocked(sig: *const Signal) {
    // SAFETY: forwarded contract.
    unsafe { Signal::wake(sig) }
}

#[cfg(loom)]
#[inline]
fn run_continuation(hdl: *mut c_void, resume: ResumeFn) {
    // SAFETY: the loom models pass callbacks that are sound for their handles.
    unsafe { resume(hdl) }
}

// ---------------------------------------------------------------------------
// Objects
// ---------------------------------------------------------------------------

/// Common header at offset 0 of every object (`DropRef` takes a `void *`).
#[repr(C)]
pub struct Header {
    pub(crate) refs: AtomicI64,
    kind: Kind,
}

/// `!async.token`.
#[repr(C)]
pub struct AsyncToken {
    hdr: Header,
    pub(crate) cell: Completion,
    /// Claimed by the first `AddTokenToGroup` on a pending token.
    group_slot_taken: AtomicBool,
    /// Inline waiter node for the first group membership (saves a heap
    /// allocation per `async.execute` added to a group). Written once by the
    /// thread that claimed `group_slot_taken`, then owned by the cell.
    group_slot: UnsafeCell<MaybeUninit<WaiterNode>>,
}

/// `!async.value<T>`: header followed (same allocation, 16-byte aligned) by
/// `size` zeroed payload bytes.
#[repr(C, align(16))]
pub struct AsyncValue {
    hdr: Header,
    pub(crate) cell: Completion,
    size: usize,
}

/// `!async.group`.
#[repr(C)]
pub struct AsyncGroup {
    hdr: Header,
    pub(crate) cell: Completion,
    pending: AtomicI64,
    errors: AtomicI64,
    rank: AtomicI64,
}

/// Reports a contract violation and aborts (flushing stdout first).
#[cold]
pub(crate) fn fatal(msg: &str) -> ! {
    crate::print::fatal(msg)
}

pub(crate) fn create_token() -> *mut AsyncToken {
    stats::add(Kind::Token, 1);
    let token = AsyncToken {
        hdr: Header {
            refs: AtomicI64::new(2),
            kind: Kind::Token,
        },
        cell: Completion::new(PENDING),
        group_slot_taken: AtomicBool::new(false),
        group_slot: UnsafeCell::new(MaybeUninit::uninit()),
    };
    #[cfg(not(loom))]
    {
        let p = crate::pool::alloc(std::mem::size_of::<AsyncToken>()) as *mut AsyncToken;
        // SAFETY: the block has the layout of `AsyncToken` and is exclusively ours.
        unsafe { p.write(token) };
        p
    }
    #[cfg(loom)]
    Box::into_raw(Box::new(token))
}

/// # Safety
/// `t` is a token with no remaining references.
unsafe fn free_token(t: *mut AsyncToken) {
    #[cfg(not(loom))]
    // SAFETY: exclusive; the block came from `pool::alloc` with the token's size.
    unsafe {
        ptr::drop_in_place(t);
        crate::pool::free(t as *mut u8, std::mem::size_of::<AsyncToken>());
    }
    #[cfg(loom)]
    // SAFETY: allocated with `Box` under loom.
    drop(unsafe { Box::from_raw(t) });
}

fn value_layout(size: usize) -> Layout {
    let total = std::mem::size_of::<AsyncValue>()
        .checked_add(size)
        .unwrap_or_else(|| fatal("async value too large"));
    Layout::from_size_align(total, 16).unwrap_or_else(|_| fatal("async value too large"))
}

#[inline]
pub(crate) fn create_value(size: i64) -> *mut AsyncValue {
    if size < 0 {
        fatal("mlirAsyncRuntimeCreateValue: negative size");
    }
    let layout = value_layout(size as usize);
    #[cfg(not(loom))]
    let p = {
        let p = crate::pool::alloc(layout.size()) as *mut AsyncValue;
        // SAFETY: a pooled block of at least `layout.size()` bytes in 16-byte granules: the
        // header (written below) and the payload, which starts zeroed as in MLIR's runtime.
        unsafe { zero_payload(value_storage(p), size as usize) };
        p
    };
    #[cfg(loom)]
    // SAFETY: the layout has non-zero size (the header is non-empty).
    let p = unsafe { alloc_zeroed(layout) } as *mut AsyncValue;
    if p.is_null() {
        std::alloc::handle_alloc_error(layout);
    }
    stats::add(Kind::Value, 1);
    // SAFETY: `p` is a fresh allocation large and aligned enough for the header.
    unsafe {
        ptr::write(
            p,
            AsyncValue {
                hdr: Header {
                    refs: AtomicI64::new(2),
                    kind: Kind::Value,
                },
                cell: Completion::new(PENDING),
                size: size as usize,
            },
        )
    };
    p
}

/// Zeroes the `len`-byte payload at `p`. Payloads are mostly a scalar or a small memref
/// descriptor; for those, a pooled block (16-byte granules, see [`crate::pool`]) lets us clear
/// whole 16-byte granules with plain stores instead of calling `memset`.
///
/// # Safety
/// `p` must be 16-byte aligned and valid for `len` bytes of writes, and for `len` rounded up
/// to 16 when `len <= 32` (true for a pooled value block: the header is 32 bytes and blocks
/// are multiples of 16 up to [`crate::pool::MAX_POOLED`]).
#[cfg(not(loom))]
const _: () = assert!(
    std::mem::size_of::<AsyncValue>().is_multiple_of(16)
        && std::mem::size_of::<AsyncValue>() + 32 <= crate::pool::MAX_POOLED,
    "a value with a payload of up to 32 bytes must be a pooled block"
);

#[cfg(not(loom))]
#[inline]
unsafe fn zero_payload(p: *mut u8, len: usize) {
    let granule = p as *mut [u64; 2];
    match len {
        0 => {}
        // SAFETY: one granule is writable per contract.
        1..=16 => unsafe { granule.write([0; 2]) },
        // SAFETY: two granules are writable per contract.
        17..=32 => unsafe {
            granule.write([0; 2]);
            granule.add(1).write([0; 2]);
        },
        // SAFETY: per contract.
        _ => unsafe { zero_large(p, len) },
    }
}

/// `memset` for payloads over 32 bytes. Out of line on purpose: inlined, LLVM merges the
/// granule stores above into one `memset` call with a computed length, the call they avoid.
///
/// # Safety
/// `p` must be valid for `len` bytes of writes.
#[cfg(not(loom))]
#[inline(never)]
#[cold]
unsafe fn zero_large(p: *mut u8, len: usize) {
    // SAFETY: per contract.
    unsafe { ptr::write_bytes(p, 0, len) }
}

/// Pointer to the payload of a value.
///
/// # Safety
/// `v` must be a live value.
#[inline]
pub(crate) unsafe fn value_storage(v: *mut AsyncValue) -> *mut u8 {
    // SAFETY: the payload follows the header inside the same allocation.
    unsafe { (v as *mut u8).add(std::mem::size_of::<AsyncValue>()) }
}

pub(crate) fn create_group(size: i64) -> *mut AsyncGroup {
    stats::add(Kind::Group, 1);
    Box::into_raw(Box::new(AsyncGroup {
        hdr: Header {
            refs: AtomicI64::new(1),
            kind: Kind::Group,
        },
        cell: Completion::new(if size <= 0 { AVAILABLE } else { PENDING }),
        pending: AtomicI64::new(size),
        errors: AtomicI64::new(0),
        rank: AtomicI64::new(0),
    }))
}

/// # Safety
/// `obj` must be a live object.
#[inline]
pub(crate) unsafe fn add_ref(obj: *mut c_void, count: i64) {
    // SAFETY: every object starts with a `Header`.
    let hdr = unsafe { &*(obj as *const Header) };
    hdr.refs.fetch_add(count, Ordering::Relaxed);
}

/// # Safety
/// `obj` must be a live object and the caller must own `count` references.
#[inline]
pub(crate) unsafe fn drop_ref(obj: *mut c_void, count: i64) {
    // SAFETY: every object starts with a `Header`.
    let hdr = unsafe { &*(obj as *const Header) };
    let prev = hdr.refs.fetch_sub(count, Ordering::Release);
    if prev == count {
        fence(Ordering::Acquire);
        // SAFETY: the count reached zero: we hold the only access.
        unsafe { destroy(obj) };
    } else if prev < count {
        fatal("mlirAsyncRuntimeDropRef: reference count dropped below zero");
    }
}

/// The end of a reference drop whose decrement generated code did itself (see
/// [`crate::abi`]): `prev` is the count before it took away `count`.
///
/// # Safety
/// `obj` must be the object whose count went from `prev` to `prev - count`, and
/// `prev <= count` (generated code only calls this then).
#[inline]
pub(crate) unsafe fn release_after_decrement(obj: *mut c_void, prev: i64, count: i64) {
    if prev == count {
        fence(Ordering::Acquire);
        // SAFETY: the count reached zero: we hold the only access.
        unsafe { destroy(obj) };
    } else {
        fatal("mlirAsyncRuntimeDropRef: reference count dropped below zero");
    }
}

/// Reference count (for tests).
///
/// # Safety
/// `obj` must be a live object.
pub(crate) unsafe fn ref_count(obj: *mut c_void) -> i64 {
    // SAFETY: every object starts with a `Header`.
    unsafe { (*(obj as *const Header)).refs.load(Ordering::Acquire) }
}

// Not `#[cold]`: every object dies exactly once, as often as objects are created.
unsafe fn destroy(obj: *mut c_void) {
    // SAFETY: called once, with exclusive access, on a live object.
    unsafe {
        let kind = (*(obj as *const Header)).kind;
        stats::add(kind, -1);
        match kind {
            Kind::Token => free_token(obj as *mut AsyncToken),
            Kind::Group => drop(Box::from_raw(obj as *mut AsyncGroup)),
            Kind::Value => {
                let v = obj as *mut AsyncValue;
                let layout = value_layout((*v).size);
                ptr::drop_in_place(v);
                #[cfg(not(loom))]
                crate::pool::free(v as *mut u8, layout.size());
                #[cfg(loom)]
                dealloc(v as *mut u8, layout);
            }
        }
    }
}

/// Completes a token/value cell (available or error), runs its waiters on
/// this thread (no lock is held), then drops the producer reference.
///
/// # Safety
/// `obj` must be a live token/value whose producer reference the caller owns;
/// `cell` must be its cell.
pub(crate) unsafe fn complete_and_release(obj: *mut c_void, cell: &Completion, error: bool) {
    let Some(list) = cell.complete(if error { ERROR } else { AVAILABLE }) else {
        fatal("async token/value completed twice");
    };
    // Most objects complete before anyone waits on them: skip the call then.
    if !list.is_null() {
        // SAFETY: `list` is the detached waiter list.
        unsafe { run_waiters(list, error) };
    }
    // SAFETY: the caller transfers the producer reference.
    unsafe { drop_ref(obj, 1) };
}

/// Counts one completed group member.
///
/// # Safety
/// `group` must be live for the duration of the call.
pub(crate) unsafe fn group_member_done(group: *const AsyncGroup, error: bool) {
    // SAFETY: live per contract.
    let g = unsafe { &*group };
    if error {
        g.errors.fetch_add(1, Ordering::Relaxed);
    }
    let prev = g.pending.fetch_sub(1, Ordering::AcqRel);
    if prev <= 0 {
        fatal("mlirAsyncRuntimeAddTokenToGroup: wrong group size (more tokens than declared)");
    }
    if prev == 1 {
        let Some(list) = g.cell.complete(AVAILABLE) else {
            fatal("async group completed twice");
        };
        // SAFETY: detached list.
        unsafe { run_waiters(list, false) };
    }
}

/// `mlirAsyncRuntimeAddTokenToGroup`.
///
/// # Safety
/// Both objects must be live.
pub(crate) unsafe fn add_token_to_group(token: *mut AsyncToken, group: *mut AsyncGroup) -> i64 {
    // SAFETY: live per contract.
    let t = unsafe { &*token };
    // The first membership of a token uses the node slot inside the token: no allocation.
    let slot = (!t.group_slot_taken.swap(true, Ordering::Relaxed))
        .then(|| t.group_slot.get() as *mut WaiterNode);
    // SAFETY: live per contract; a claimed slot is ours alone, and the token outlives the
    // node (its producer reference is dropped only after the waiters ran).
    unsafe { add_member(&t.cell, group, slot) }
}

/// `corolift_add_value_to_group`: a value joins a group exactly as a token does — the group
/// counts it when it completes, as an error if it completes in error. The group holds no
/// reference to the value (as for tokens): the value's producer reference keeps it alive
/// until its waiters, the group's node among them, have run.
///
/// # Safety
/// Both objects must be live.
pub(crate) unsafe fn add_value_to_group(value: *mut AsyncValue, group: *mut AsyncGroup) -> i64 {
    // SAFETY: live per contract; values have no inline slot, so the node is a heap node.
    unsafe { add_member(&(*value).cell, group, None) }
}

/// Makes the token or value whose completion cell is `cell` the next member of `group`
/// and returns its rank. A complete member is counted at once; a pending one registers a
/// group-member waiter (in `slot` when given, else on the heap) that holds one group
/// reference until it ran.
///
/// # Safety
/// `cell` must belong to a live token or value and `group` must be live; `slot`, when given,
/// must be a node location owned by the caller that stays valid until the node has run.
unsafe fn add_member(
    cell: &Completion,
    group: *mut AsyncGroup,
    slot: Option<*mut WaiterNode>,
) -> i64 {
    // SAFETY: live per contract.
    let g = unsafe { &*group };
    let rank = g.rank.fetch_add(1, Ordering::Relaxed);
    if cell.is_ready() {
        // SAFETY: the caller keeps the group alive during the call.
        unsafe { group_member_done(group, cell.is_error()) };
        return rank;
    }
    // Keep the group alive until the member completes.
    // SAFETY: live.
    unsafe { add_ref(group as *mut c_void, 1) };
    let node = match slot {
        Some(slot) => {
            // SAFETY: the caller owns the slot (contract).
            unsafe {
                slot.write(WaiterNode::new(Action::GroupMember {
                    group,
                    inline: true,
                }))
            };
            slot
        }
        None => alloc_node(Action::GroupMember {
            group,
            inline: false,
        }),
    };
    // SAFETY: valid node (the caller's slot or a fresh heap node).
    if !unsafe { cell.register(node) } {
        // Completed meanwhile: count it now.
        // SAFETY: node not published; we still own it and the extra reference.
        unsafe {
            if slot.is_none() {
                free_node(node);
            }
            group_member_done(group, cell.is_error());
            drop_ref(group as *mut c_void, 1);
        }
    }
    rank
}

/// `…AndExecute`: resumes now (via the trampoline) if ready, else registers.
///
/// # Safety
/// `cell` must belong to a live object; `resume(hdl)` must be sound to call once.
#[inline]
pub(crate) unsafe fn await_and_execute(cell: &Completion, hdl: *mut c_void, resume: ResumeFn) {
    // SAFETY: forwarded contract.
    if unsafe { await_or_ready(cell, hdl, resume) } {
        run_continuation(hdl, resume);
    }
}

/// Fast path: returns true (and registers nothing) if `cell` is complete.
///
/// # Safety
/// As [`await_and_execute`].
#[inline]
pub(crate) unsafe fn await_or_ready(cell: &Completion, hdl: *mut c_void, resume: ResumeFn) -> bool {
    if cell.is_ready() {
        return true;
    }
    let node = alloc_node(Action::Resume { hdl, resume });
    // SAFETY: fresh heap node.
    if unsafe { cell.register(node) } {
        false
    } else {
        // SAFETY: not published; still ours.
        unsafe { free_node(node) };
        true
    }
}

/// Blocks the calling OS thread until `cell` completes (after helping with
/// queued work where the scheduler allows it).
pub(crate) fn block_on(cell: &Completion) {
    if cell.is_ready() {
        return;
    }
    #[cfg(not(loom))]
    crate::sched::help_until(&|| cell.is_ready());
    if cell.is_ready() {
        return;
    }
    let sig = Signal::new();
    let mut node = WaiterNode::new(Action::Wake(&sig));
    // SAFETY: `node` and `sig` outlive the registration: we do not return
    // before `sig` was signalled, which is the completer's last access.
    if unsafe { cell.register(&mut node) } {
        sig.wait();
    }
}

impl AsyncValue {
    /// Size in bytes of the payload (`mlirAsyncRuntimeCreateValue`'s argument).
    pub(crate) fn payload_size(&self) -> usize {
        self.size
    }
}

impl AsyncGroup {
    /// True if any member completed in error.
    pub(crate) fn is_error(&self) -> bool {
        self.errors.load(Ordering::Acquire) > 0
    }
}
