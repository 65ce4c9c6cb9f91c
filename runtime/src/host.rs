//! The host side: owning handles to runtime objects, blocking and `async`
//! awaits of them from Rust, and tasks for a host-provided spawner.
//!
//! # Handles
//!
//! A compiled `async.func` returns a `*mut AsyncToken` / `*mut AsyncValue` that
//! carries one reference for its caller. [`TokenRef`], [`ValueRef`] and
//! [`GroupRef`] take over such a reference (`from_raw`) and drop it when they
//! are dropped; `Clone` adds one. Objects are thread-safe, so handles are
//! `Send + Sync`. A host can also make objects of its own (to pass into
//! compiled code, or to join groups): `TokenRef::new_pending` and
//! `ValueRef::new_pending` return the handle plus a [`TokenCompleter`] /
//! [`ValueCompleter`] that owns the producer reference and completes the
//! object once (or, dropped, sets it in error), and `GroupRef::new` makes a
//! group the host adds members to.
//!
//! # Futures
//!
//! Each handle converts into a [`HostFuture`] (`IntoFuture`, or `wait_async`).
//! A poll first reads the object's state word: a complete object yields at
//! once, without allocating or registering anything. Otherwise the future
//! makes progress on work queued for the polling thread (the inline queue with
//! `COROLIFT_NUM_THREADS=0`, this thread's deferred continuations), and on its
//! first pending poll registers **one** completion callback with the runtime's
//! `await_or_ready` path (the same waiter list coroutines use). The callback
//! and the future share an `Arc<AtomicWaker>`; the callback owns one count of
//! it, so a future dropped while pending leaves the callback nothing freed to
//! touch. Later polls only store the new `Waker`.
//!
//! With `COROLIFT_NUM_THREADS=0`, every pending poll (and every blocking
//! `wait`) runs the whole inline queue on the polling thread; work another
//! thread queues while the future sleeps runs at its next poll, so such a
//! thread should complete objects itself or wake the future's task.
//!
//! ## The waker cell
//!
//! [`AtomicWaker`] is the state machine of `futures::task::AtomicWaker`, one
//! `AtomicUsize` guarding a `Option<Waker>` slot:
//!
//! | state                    | meaning                                               |
//! |--------------------------|-------------------------------------------------------|
//! | `WAITING` (0)            | nobody is inside; the slot may hold a waker           |
//! | `REGISTERING` (1)        | the poller owns the slot and is storing its waker     |
//! | `WAKING` (2)             | the completer owns the slot and is taking the waker   |
//! | `REGISTERING \| WAKING`  | a wake arrived while the poller was storing           |
//!
//! `register` moves `WAITING → REGISTERING`, stores the waker, then CASes back
//! to `WAITING`; if that CAS fails a completion came in between, so the poller
//! takes the waker back out and wakes it itself. `wake` sets the `WAKING` bit:
//! from `WAITING` it takes and wakes the waker and clears the bit; otherwise
//! whoever holds the slot sees the bit and wakes. The future always rereads
//! the object's state word *after* `register`, and the completer changes the
//! state word *before* the callback calls `wake`, so a completion is never
//! missed: either the poll sees the object complete, or the wake finds the
//! stored waker (or makes the poller wake it).
//!
//! # Spawn hook
//!
//! With [`init_with_spawner`], `mlirAsyncRuntimeExecute` wraps each coroutine
//! resumption in a [`Task`] and passes it to the host's spawner instead of the
//! worker pool; the host runs it (exactly once) with [`Task::run`].

use crate::object::{self, AsyncGroup, AsyncToken, AsyncValue, ResumeFn};
use crate::sched;
use crate::sync::{AtomicUsize, Ordering, UnsafeCell};
use std::ffi::c_void;
use std::fmt;
use std::future::{Future, IntoFuture};
use std::mem::ManuallyDrop;
use std::pin::Pin;
use std::ptr::NonNull;
use std::sync::Arc;
use std::task::{Context, Poll, Waker};

// ---------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------

/// Which kind of object an [`AsyncError`] comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ObjectKind {
    /// `!async.token`
    Token,
    /// `!async.value<T>`
    Value,
    /// `!async.group`
    Group,
}

/// An awaited token or value completed with an error (`SetTokenError` /
/// `SetValueError`, e.g. a failed `async.execute` region), or a member of an
/// awaited group did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AsyncError {
    kind: ObjectKind,
}

impl AsyncError {
    /// The kind of object that was in error.
    pub fn kind(&self) -> ObjectKind {
        self.kind
    }
}

impl fmt::Display for AsyncError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            ObjectKind::Token => f.write_str("the async token completed with an error"),
            ObjectKind::Value => f.write_str("the async value completed with an error"),
            ObjectKind::Group => f.write_str("a member of the async group completed with an error"),
        }
    }
}

impl std::error::Error for AsyncError {}

fn result(kind: ObjectKind, error: bool) -> Result<(), AsyncError> {
    if error {
        Err(AsyncError { kind })
    } else {
        Ok(())
    }
}

// ---------------------------------------------------------------------------
// Handles
// ---------------------------------------------------------------------------

/// Generates an owning handle type over one object kind.
macro_rules! handle {
    ($(#[$doc:meta])* $name:ident, $obj:ty, $kind:expr) => {
        $(#[$doc])*
        pub struct $name(NonNull<$obj>);

        // SAFETY: runtime objects are thread-safe (atomic reference count and
        // completion cell); a handle is one reference, usable from any thread.
        unsafe impl Send for $name {}
        // SAFETY: as above; every `&self` method only reads atomics.
        unsafe impl Sync for $name {}

        impl $name {
            /// Takes over one reference to `ptr` (the handle drops it).
            ///
            /// # Safety
            /// `ptr` must be a live object of this kind created by this
            /// runtime, and the caller must own the reference it hands over.
            ///
            /// # Panics
            /// If `ptr` is null.
            pub unsafe fn from_raw(ptr: *mut $obj) -> Self {
                match NonNull::new(ptr) {
                    Some(p) => $name(p),
                    None => panic!(concat!(stringify!($name), "::from_raw: null pointer")),
                }
            }

            /// Gives the reference back as a raw pointer (not dropped).
            pub fn into_raw(self) -> *mut $obj {
                ManuallyDrop::new(self).0.as_ptr()
            }

            /// The object (the handle keeps its reference).
            pub fn as_ptr(&self) -> *mut $obj {
                self.0.as_ptr()
            }

            /// True once the object completed (normally or with an error).
            #[inline]
            pub fn is_ready(&self) -> bool {
                self.obj().cell.is_ready()
            }

            /// Converts into a future that completes with the object (also
            /// available as `.await` through `IntoFuture`).
            pub fn wait_async(self) -> HostFuture<Self> {
                HostFuture::new(self)
            }

            /// Blocks the calling thread until the object completes (the
            /// runtime's blocking await: with `COROLIFT_NUM_THREADS=0` it runs
            /// queued work on this thread first, so it cannot deadlock there).
            /// Do not call it on a thread the completion depends on, e.g. a
            /// current-thread executor that runs the spawned tasks.
            pub fn wait(&self) -> Result<(), AsyncError> {
                object::block_on(&self.obj().cell);
                result($kind, self.error_flag())
            }

            #[inline]
            fn obj(&self) -> &$obj {
                // SAFETY: the handle owns a reference, so the object is live.
                unsafe { self.0.as_ref() }
            }
        }

        impl Clone for $name {
            fn clone(&self) -> Self {
                // SAFETY: live object; the new handle owns the added reference.
                unsafe { object::add_ref(self.0.as_ptr() as *mut c_void, 1) };
                $name(self.0)
            }
        }

        impl Drop for $name {
            fn drop(&mut self) {
                // SAFETY: the handle owns exactly this reference.
                unsafe { object::drop_ref(self.0.as_ptr() as *mut c_void, 1) }
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.debug_struct(stringify!($name))
                    .field("ptr", &self.0)
                    .field("ready", &self.is_ready())
                    .finish()
            }
        }

        impl sealed::Sealed for $name {}

        impl IntoFuture for $name {
            type Output = Result<<$name as Awaitable>::Output, AsyncError>;
            type IntoFuture = HostFuture<$name>;

            fn into_future(self) -> HostFuture<$name> {
                HostFuture::new(self)
            }
        }
    };
}

handle!(
    /// An owning reference to an `!async.token`.
    ///
    /// ```
    /// use corolift_runtime::*;
    /// use std::ffi::c_void;
    ///
    /// unsafe extern "C" fn complete(hdl: *mut c_void) {
    ///     // SAFETY: the task owns the token's producer reference.
    ///     unsafe { mlirAsyncRuntimeEmplaceToken(hdl as *mut AsyncToken) }
    /// }
    ///
    /// let raw = mlirAsyncRuntimeCreateToken();
    /// // SAFETY: one reference goes to the handle, the producer's to the task.
    /// let token = unsafe { TokenRef::from_raw(raw) };
    /// mlirAsyncRuntimeExecute(raw as *mut c_void, complete);
    /// token.wait().unwrap();
    /// assert!(token.is_ready() && !token.is_error());
    /// ```
    TokenRef,
    AsyncToken,
    ObjectKind::Token
);

handle!(
    /// An owning reference to an `!async.value<T>`; once it completed
    /// normally, [`ValueRef::storage`] points at its payload.
    ///
    /// ```
    /// use corolift_runtime::*;
    ///
    /// let raw = mlirAsyncRuntimeCreateValue(8);
    /// // SAFETY: a fresh value: write its payload and complete it with the
    /// // producer reference; the handle takes the other one.
    /// let value = unsafe {
    ///     *(mlirAsyncRuntimeGetValueStorage(raw) as *mut i64) = 42;
    ///     mlirAsyncRuntimeEmplaceValue(raw);
    ///     ValueRef::from_raw(raw)
    /// };
    /// let rt = tokio::runtime::Builder::new_current_thread().build().unwrap();
    /// let ready = rt.block_on(async { value.await }).unwrap();
    /// // SAFETY: the value holds an i64.
    /// assert_eq!(unsafe { *(ready.storage() as *const i64) }, 42);
    /// ```
    ValueRef,
    AsyncValue,
    ObjectKind::Value
);

handle!(
    /// An owning reference to an `!async.group`. It is ready when every
    /// member was counted, and in error if any member completed in error.
    GroupRef,
    AsyncGroup,
    ObjectKind::Group
);

impl TokenRef {
    /// Creates a pending token for the host to complete: the handle (for
    /// consumers, e.g. to pass into compiled code) and its completer.
    pub fn new_pending() -> (TokenRef, TokenCompleter) {
        let t = object::create_token();
        // SAFETY: a fresh token has two references: the consumer's and the
        // producer's, one for each half.
        unsafe {
            (
                TokenRef::from_raw(t),
                TokenCompleter(NonNull::new_unchecked(t)),
            )
        }
    }

    /// True if the token completed with an error (false while pending).
    pub fn is_error(&self) -> bool {
        self.error_flag()
    }

    fn error_flag(&self) -> bool {
        self.obj().cell.is_error()
    }
}

impl ValueRef {
    /// Creates a pending value with `size` zeroed payload bytes for the host
    /// to fill and complete: the handle and its completer.
    pub fn new_pending(size: usize) -> (ValueRef, ValueCompleter) {
        let size = i64::try_from(size).unwrap_or(i64::MAX);
        let v = object::create_value(size);
        // SAFETY: a fresh value has two references: the consumer's and the
        // producer's, one for each half.
        unsafe {
            (
                ValueRef::from_raw(v),
                ValueCompleter(NonNull::new_unchecked(v)),
            )
        }
    }

    /// True if the value completed with an error (false while pending).
    pub fn is_error(&self) -> bool {
        self.error_flag()
    }

    fn error_flag(&self) -> bool {
        self.obj().cell.is_error()
    }

    /// The payload: `size()` bytes, 16-byte aligned, valid while this handle
    /// (or another reference) keeps the value alive. Its layout is the
    /// value type's (what `async.yield` stored, MLIR's LLVM data layout).
    ///
    /// # Panics
    /// If the value is still pending or completed with an error (its payload
    /// was never written).
    pub fn storage(&self) -> *mut u8 {
        assert!(self.is_ready(), "ValueRef::storage: the value is pending");
        assert!(
            !self.is_error(),
            "ValueRef::storage: the value completed with an error"
        );
        // SAFETY: live value.
        unsafe { object::value_storage(self.0.as_ptr()) }
    }

    /// Payload size in bytes.
    pub fn size(&self) -> usize {
        self.obj().payload_size()
    }
}

impl GroupRef {
    /// Creates a group that completes once `size` members have completed
    /// (at once if `size` is 0).
    pub fn new(size: usize) -> GroupRef {
        let g = object::create_group(i64::try_from(size).unwrap_or(i64::MAX));
        // SAFETY: a fresh group has one reference, ours.
        unsafe { GroupRef::from_raw(g) }
    }

    /// Adds `token` as the next member (`mlirAsyncRuntimeAddTokenToGroup`)
    /// and returns its rank. The group takes no reference to it. Adding more
    /// members than the group's size aborts the process, as in the C API.
    pub fn add_token(&self, token: &TokenRef) -> i64 {
        // SAFETY: both objects are live (held by the handles).
        unsafe { object::add_token_to_group(token.as_ptr(), self.as_ptr()) }
    }

    /// Adds `value` as the next member (`corolift_add_value_to_group`): a
    /// value in error counts as an error of the group. As [`GroupRef::add_token`].
    pub fn add_value(&self, value: &ValueRef) -> i64 {
        // SAFETY: both objects are live (held by the handles).
        unsafe { object::add_value_to_group(value.as_ptr(), self.as_ptr()) }
    }

    /// True if any member completed with an error so far.
    pub fn is_error(&self) -> bool {
        self.error_flag()
    }

    fn error_flag(&self) -> bool {
        self.obj().is_error()
    }
}

/// The producer's side of a token from [`TokenRef::new_pending`]: it owns
/// the producer reference and completes the token exactly once. Dropping it
/// without completing sets the token in error, so no consumer waits forever.
#[must_use = "dropping a completer sets its token in error"]
pub struct TokenCompleter(NonNull<AsyncToken>);

// SAFETY: completing is thread-safe (the completion cell is atomic).
unsafe impl Send for TokenCompleter {}
// SAFETY: no `&self` method mutates anything.
unsafe impl Sync for TokenCompleter {}

impl TokenCompleter {
    /// Completes the token normally, running its awaiters on this thread.
    pub fn complete(self) {
        self.finish(false);
    }

    /// Completes the token with an error.
    pub fn fail(self) {
        self.finish(true);
    }

    fn finish(self, error: bool) {
        let t = ManuallyDrop::new(self).0.as_ptr();
        // SAFETY: pending token (a completer completes once); we own the
        // producer reference, which this call drops.
        unsafe { object::complete_and_release(t as *mut c_void, &(*t).cell, error) }
    }
}

impl Drop for TokenCompleter {
    fn drop(&mut self) {
        let t = self.0.as_ptr();
        // SAFETY: as `finish`; `drop` runs only if `finish` did not.
        unsafe { object::complete_and_release(t as *mut c_void, &(*t).cell, true) }
    }
}

impl fmt::Debug for TokenCompleter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("TokenCompleter").field(&self.0).finish()
    }
}

/// The producer's side of a value from [`ValueRef::new_pending`]: write the
/// payload through [`ValueCompleter::storage`], then complete it exactly
/// once. Dropping it without completing sets the value in error.
#[must_use = "dropping a completer sets its value in error"]
pub struct ValueCompleter(NonNull<AsyncValue>);

// SAFETY: completing is thread-safe; the payload pointer is the producer's
// until completion, and the completer is the producer.
unsafe impl Send for ValueCompleter {}
// SAFETY: no `&self` method mutates anything.
unsafe impl Sync for ValueCompleter {}

impl ValueCompleter {
    /// The payload to write (`size()` bytes, zeroed, 16-byte aligned).
    /// Consumers read it only after completion.
    pub fn storage(&self) -> *mut u8 {
        // SAFETY: live value (we hold the producer reference).
        unsafe { object::value_storage(self.0.as_ptr()) }
    }

    /// Payload size in bytes.
    pub fn size(&self) -> usize {
        // SAFETY: live value.
        unsafe { self.0.as_ref() }.payload_size()
    }

    /// Completes the value normally (the payload written so far is what
    /// consumers see), running its awaiters on this thread.
    pub fn complete(self) {
        self.finish(false);
    }

    /// Completes the value with an error.
    pub fn fail(self) {
        self.finish(true);
    }

    fn finish(self, error: bool) {
        let v = ManuallyDrop::new(self).0.as_ptr();
        // SAFETY: pending value; we own the producer reference, which this
        // call drops.
        unsafe { object::complete_and_release(v as *mut c_void, &(*v).cell, error) }
    }
}

impl Drop for ValueCompleter {
    fn drop(&mut self) {
        let v = self.0.as_ptr();
        // SAFETY: as `finish`; `drop` runs only if `finish` did not.
        unsafe { object::complete_and_release(v as *mut c_void, &(*v).cell, true) }
    }
}

impl fmt::Debug for ValueCompleter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("ValueCompleter").field(&self.0).finish()
    }
}

mod sealed {
    /// Only this crate's handles can be awaited.
    pub trait Sealed {}
}

/// A handle a [`HostFuture`] can wait for: [`TokenRef`], [`ValueRef`] or
/// [`GroupRef`] (sealed).
pub trait Awaitable: sealed::Sealed + Send + Sync + Unpin + Sized {
    /// What the future yields when the object completed normally: `()` for
    /// tokens and groups, the ready [`ValueRef`] for values.
    type Output;

    #[doc(hidden)]
    fn is_ready_now(&self) -> bool;

    #[doc(hidden)]
    fn finish(self) -> Result<Self::Output, AsyncError>;

    /// Registers `resume(hdl)` to run when the object completes, unless it is
    /// complete already (then returns true and registers nothing).
    ///
    /// # Safety
    /// `resume(hdl)` must be sound to call once, on any thread.
    #[doc(hidden)]
    unsafe fn register(&self, hdl: *mut c_void, resume: ResumeFn) -> bool;
}

macro_rules! awaitable {
    ($name:ident, $kind:expr, $out:ty, |$h:ident| $ok:expr) => {
        impl Awaitable for $name {
            type Output = $out;

            #[inline]
            fn is_ready_now(&self) -> bool {
                self.is_ready()
            }

            #[inline]
            fn finish(self) -> Result<$out, AsyncError> {
                let $h = self;
                result($kind, $h.error_flag())?;
                Ok($ok)
            }

            unsafe fn register(&self, hdl: *mut c_void, resume: ResumeFn) -> bool {
                // SAFETY: live object; forwarded contract for `resume(hdl)`.
                unsafe { object::await_or_ready(&self.obj().cell, hdl, resume) }
            }
        }
    };
}

awaitable!(TokenRef, ObjectKind::Token, (), |_h| ());
awaitable!(ValueRef, ObjectKind::Value, ValueRef, |h| h);
awaitable!(GroupRef, ObjectKind::Group, (), |_h| ());

// ---------------------------------------------------------------------------
// Futures
// ---------------------------------------------------------------------------

/// The future of a [`TokenRef`]: `Ok(())` or the token's error.
pub type TokenFuture = HostFuture<TokenRef>;
/// The future of a [`ValueRef`]: the ready value (read it with
/// [`ValueRef::storage`]) or its error.
pub type ValueFuture = HostFuture<ValueRef>;
/// The future of a [`GroupRef`]: `Ok(())` once every member completed, or an
/// error if any member did.
pub type GroupFuture = HostFuture<GroupRef>;

/// A future that completes when a runtime object completes, under any
/// executor, without blocking a thread (see the module documentation).
///
/// It owns the handle: dropping the future, pending or not, drops the
/// reference. Polling it again after it returned `Ready` panics.
pub struct HostFuture<H: Awaitable> {
    handle: Option<H>,
    /// Set by the first pending poll: the waker cell the completion callback
    /// also holds.
    shared: Option<Arc<AtomicWaker>>,
}

impl<H: Awaitable> HostFuture<H> {
    fn new(handle: H) -> Self {
        HostFuture {
            handle: Some(handle),
            shared: None,
        }
    }

    /// The slow path: the object was pending when polled.
    #[cold]
    #[inline(never)]
    fn poll_pending(&mut self, cx: &mut Context<'_>) -> Poll<Result<H::Output, AsyncError>> {
        let handle = self
            .handle
            .as_ref()
            .expect("HostFuture polled after completion");
        // With 0 worker threads nothing runs queued tasks unless someone
        // drives them: this poll does, on this thread. Elsewhere it only runs
        // this thread's deferred continuations (and pool tasks if the poller
        // is a pool worker, as a blocking await would).
        #[cfg(not(loom))] // the loom models do not run the scheduler
        sched::help_until(&|| handle.is_ready_now());
        if !handle.is_ready_now() {
            match &self.shared {
                Some(shared) => shared.register(cx.waker()),
                None => {
                    let shared = Arc::new(AtomicWaker::new());
                    // The waker goes in before the callback can fire.
                    shared.register(cx.waker());
                    let hdl = Arc::into_raw(shared.clone()) as *mut c_void;
                    // SAFETY: `wake_shared(hdl)` consumes the `Arc` count just
                    // created, exactly once, on any thread.
                    let ready = unsafe { handle.register(hdl, wake_shared) };
                    if ready {
                        // Completed meanwhile; nothing was registered.
                        // SAFETY: the count is still ours.
                        drop(unsafe { Arc::from_raw(hdl as *const AtomicWaker) });
                    } else {
                        self.shared = Some(shared);
                    }
                }
            }
            // Reread after registering (see the module doc).
            if !handle.is_ready_now() {
                return Poll::Pending;
            }
        }
        Poll::Ready(self.take_result())
    }

    fn take_result(&mut self) -> Result<H::Output, AsyncError> {
        self.handle
            .take()
            .expect("HostFuture polled after completion")
            .finish()
    }
}

/// The completion callback: wakes the future's task (if it still exists —
/// a dropped future left only this callback's count of the cell).
unsafe extern "C" fn wake_shared(hdl: *mut c_void) {
    // SAFETY: `hdl` is the `Arc` count `poll_pending` leaked for us.
    let shared = unsafe { Arc::from_raw(hdl as *const AtomicWaker) };
    shared.wake();
}

impl<H: Awaitable> Future for HostFuture<H> {
    type Output = Result<H::Output, AsyncError>;

    #[inline]
    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let this = self.get_mut();
        match &this.handle {
            // Ready fast path: one load of the state word, no allocation.
            Some(h) if h.is_ready_now() => Poll::Ready(this.take_result()),
            _ => this.poll_pending(cx),
        }
    }
}

impl<H: Awaitable> Drop for HostFuture<H> {
    fn drop(&mut self) {
        // Release the executor's waker now rather than when the object
        // completes (the callback keeps the cell itself alive).
        if let Some(shared) = &self.shared {
            drop(shared.take());
        }
    }
}

impl<H: Awaitable + fmt::Debug> fmt::Debug for HostFuture<H> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("HostFuture")
            .field("handle", &self.handle)
            .field("registered", &self.shared.is_some())
            .finish()
    }
}

const WAITING: usize = 0;
const REGISTERING: usize = 1;
const WAKING: usize = 2;

/// A `Waker` slot one poller registers into and one completer wakes (see the
/// module documentation for the state machine).
pub(crate) struct AtomicWaker {
    state: AtomicUsize,
    waker: UnsafeCell<Option<Waker>>,
}

// SAFETY: the slot is only accessed by whoever moved `state` out of
// `WAITING` (REGISTERING or WAKING), which is exclusive; `Waker` is Send+Sync.
unsafe impl Send for AtomicWaker {}
// SAFETY: as above.
unsafe impl Sync for AtomicWaker {}

impl AtomicWaker {
    pub(crate) fn new() -> Self {
        AtomicWaker {
            state: AtomicUsize::new(WAITING),
            waker: UnsafeCell::new(None),
        }
    }

    /// Stores `waker` to be woken by the next [`AtomicWaker::wake`]. One
    /// poller at a time (the future's `&mut self` guarantees it).
    pub(crate) fn register(&self, waker: &Waker) {
        match self
            .state
            .compare_exchange(WAITING, REGISTERING, Ordering::Acquire, Ordering::Acquire)
            .unwrap_or_else(|actual| actual)
        {
            WAITING => {
                self.waker.with_mut(|slot| {
                    // SAFETY: REGISTERING gives this thread the slot.
                    let slot = unsafe { &mut *slot };
                    if !slot.as_ref().is_some_and(|w| w.will_wake(waker)) {
                        *slot = Some(waker.clone());
                    }
                });
                let back = self.state.compare_exchange(
                    REGISTERING,
                    WAITING,
                    Ordering::AcqRel,
                    Ordering::Acquire,
                );
                if back.is_err() {
                    // A wake came in while we stored (state REGISTERING|WAKING):
                    // it left the waker to us.
                    // SAFETY: still ours: the waker side only sets its bit.
                    let w = self.waker.with_mut(|slot| unsafe { (*slot).take() });
                    self.state.swap(WAITING, Ordering::AcqRel);
                    if let Some(w) = w {
                        w.wake();
                    }
                }
            }
            // A wake is taking the old waker right now: have this task polled
            // again instead, so it sees the completion.
            WAKING => waker.wake_by_ref(),
            // Another register in progress: impossible with one poller.
            _ => {}
        }
    }

    /// Takes the registered waker (if no register or wake is in progress).
    pub(crate) fn take(&self) -> Option<Waker> {
        match self.state.fetch_or(WAKING, Ordering::AcqRel) {
            WAITING => {
                // SAFETY: setting WAKING from WAITING gives this thread the slot.
                let w = self.waker.with_mut(|slot| unsafe { (*slot).take() });
                self.state.fetch_and(!WAKING, Ordering::Release);
                w
            }
            // A register in progress sees our bit and wakes itself; another
            // wake in progress takes the waker.
            _ => None,
        }
    }

    /// Wakes the registered waker, or makes a concurrent register wake it.
    pub(crate) fn wake(&self) {
        if let Some(w) = self.take() {
            w.wake();
        }
    }
}

// ---------------------------------------------------------------------------
// Spawn hook
// ---------------------------------------------------------------------------

/// One coroutine resumption that `mlirAsyncRuntimeExecute` handed to the
/// host's spawner ([`init_with_spawner`]).
///
/// Run it exactly once with [`Task::run`], on any thread. **Dropping a task
/// without running it aborts the process** with a message: the coroutine would
/// never resume, its tokens and values would never complete, anything awaiting
/// them would hang, and `shutdown` would wait forever for it. So a spawner must
/// not drop tasks — in particular, keep the executor alive (and running) until
/// `shutdown()` returned.
#[must_use = "a Task must be run exactly once; dropping it aborts the process"]
pub struct Task(sched::Task);

impl Task {
    pub(crate) fn new(task: sched::Task) -> Self {
        Task(task)
    }

    /// Resumes the coroutine (`resume(hdl)`). Continuations it schedules run
    /// on this thread before `run` returns, or go to the spawner.
    pub fn run(self) {
        // Moved out without running `Drop` (the inner task is `Copy` data).
        let this = ManuallyDrop::new(self);
        sched::run_spawned(this.0);
    }

    /// Boxes the task for a C host (`void *`); undo with [`Task::from_raw`].
    pub fn into_raw(self) -> *mut c_void {
        let this = ManuallyDrop::new(self);
        Box::into_raw(Box::new(this.0)) as *mut c_void
    }

    /// The task boxed by [`Task::into_raw`].
    ///
    /// # Safety
    /// `raw` must come from `Task::into_raw` and not have been used since.
    pub unsafe fn from_raw(raw: *mut c_void) -> Task {
        // SAFETY: per contract, a box made by `into_raw`.
        Task::new(*unsafe { Box::from_raw(raw as *mut sched::Task) })
    }
}

impl Drop for Task {
    fn drop(&mut self) {
        crate::print::fatal(
            "a Task from the spawn hook was dropped without being run \
             (its coroutine can never resume)",
        );
    }
}

impl fmt::Debug for Task {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Task").field("hdl", &self.0.hdl).finish()
    }
}

/// Initialises the runtime in spawn-hook mode: every task
/// `mlirAsyncRuntimeExecute` creates (each `async.execute` body, each
/// dispatched parallel block) goes to `spawner`, which must arrange for
/// [`Task::run`] to be called exactly once, e.g. by spawning it on a tokio
/// runtime. Nothing else changes: continuations of awaited objects still run
/// where the object completes (inline, or after the current resume returns),
/// blocking awaits park until the completion signal, and host futures wait
/// without blocking.
///
/// [`num_worker_threads`](crate::num_worker_threads) then reports
/// `COROLIFT_NUM_THREADS` if it is set to a positive number, otherwise the
/// available parallelism (tokio's default worker count). Compiled code uses it
/// only to size parallel work (e.g. `async-parallel-for`'s blocks); use
/// [`init_with_spawner_threads`] to give the executor's real size.
///
/// [`shutdown`](crate::shutdown) waits until every spawned task has run (it
/// counts them), so the host must keep its executor running until then, and
/// must not call it from a thread that executor needs. At process exit the
/// runtime does not wait for spawned tasks (the executor may be gone).
///
/// Returns false, dropping `spawner`, if the runtime was already initialised
/// (by an earlier `init*` call or by the first use of the runtime).
///
/// Blocking awaits inside spawned tasks (`mlirAsyncRuntimeAwait*` from a
/// non-coroutine function) block an executor thread; if every executor
/// thread blocks so, the program deadlocks, as it would on a fixed pool
/// without work stealing. A spawner should queue the task rather than run it
/// in place: run in place, it nests inside the resume that spawned it.
///
/// ```rust,standalone_crate
/// use corolift_runtime::*;
/// use std::ffi::c_void;
///
/// unsafe extern "C" fn complete(hdl: *mut c_void) {
///     // SAFETY: the task owns the token's producer reference.
///     unsafe { mlirAsyncRuntimeEmplaceToken(hdl as *mut AsyncToken) }
/// }
///
/// let rt = tokio::runtime::Runtime::new().unwrap();
/// let handle = rt.handle().clone();
/// assert!(init_with_spawner(move |task| {
///     handle.spawn(async move { task.run() });
/// }));
/// let raw = mlirAsyncRuntimeCreateToken();
/// // SAFETY: one reference goes to the handle, the producer's to the task.
/// let token = unsafe { TokenRef::from_raw(raw) };
/// mlirAsyncRuntimeExecute(raw as *mut c_void, complete); // runs on tokio
/// rt.block_on(async { token.await }).unwrap();
/// shutdown(); // every spawned task has run
/// assert_eq!(live_objects().total(), 0);
/// ```
pub fn init_with_spawner(spawner: impl Fn(Task) + Send + Sync + 'static) -> bool {
    init_with_spawner_threads(spawner, sched::default_hook_threads())
}

/// [`init_with_spawner`] with the number of threads
/// [`num_worker_threads`](crate::num_worker_threads) reports (at least 1).
pub fn init_with_spawner_threads(
    spawner: impl Fn(Task) + Send + Sync + 'static,
    num_threads: usize,
) -> bool {
    sched::init_with_spawner(Box::new(spawner), num_threads.max(1))
}

/// Tasks handed to the spawner that have not finished running (0 when the
/// runtime is not in spawn-hook mode).
pub fn outstanding_tasks() -> usize {
    sched::outstanding_spawned()
}
