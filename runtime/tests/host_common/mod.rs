//! Helpers shared by the host-API test binaries (`host_futures.rs`,
//! `host_inline.rs`, `spawn_hook.rs`): a `std::thread::park` executor, counting
//! wakers, tasks that complete objects when the runtime runs them, and the
//! end-of-test leak check.

#![allow(dead_code)] // each test binary uses a different subset

use corolift_runtime::*;
use std::ffi::c_void;
use std::future::{Future, IntoFuture};
use std::pin::pin;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::task::{Context, Poll, Wake, Waker};
use std::thread::Thread;

/// Serialises the tests of one binary: they share the process-wide runtime
/// and its live-object counters.
pub fn serial() -> MutexGuard<'static, ()> {
    static LOCK: Mutex<()> = Mutex::new(());
    LOCK.lock().unwrap_or_else(|e| e.into_inner())
}

/// Drains the runtime, then checks that no token, value or group is alive.
pub fn assert_no_leaks() {
    shutdown();
    assert_eq!(
        live_objects(),
        LiveObjects::default(),
        "leaked runtime objects"
    );
}

struct ThreadWaker(Thread);

impl Wake for ThreadWaker {
    fn wake(self: Arc<Self>) {
        self.0.unpark();
    }
}

/// The simplest executor: polls `fut` on this thread, parking between polls.
pub fn block_on<F: IntoFuture>(fut: F) -> F::Output {
    let mut fut = pin!(fut.into_future());
    let waker = Waker::from(Arc::new(ThreadWaker(std::thread::current())));
    let mut cx = Context::from_waker(&waker);
    loop {
        if let Poll::Ready(out) = fut.as_mut().poll(&mut cx) {
            return out;
        }
        std::thread::park();
    }
}

/// A waker that counts its wake-ups.
#[derive(Default)]
pub struct CountingWaker {
    pub hits: AtomicUsize,
}

impl Wake for CountingWaker {
    fn wake(self: Arc<Self>) {
        self.hits.fetch_add(1, Ordering::SeqCst);
    }
}

impl CountingWaker {
    /// A fresh counter and a waker for it.
    pub fn new() -> (Arc<CountingWaker>, Waker) {
        let c = Arc::new(CountingWaker::default());
        (c.clone(), Waker::from(c))
    }

    /// Wake-ups so far.
    pub fn hits(&self) -> usize {
        self.hits.load(Ordering::SeqCst)
    }
}

/// Polls `fut` once with `waker`.
pub fn poll_once<F: Future + Unpin>(fut: &mut F, waker: &Waker) -> Poll<F::Output> {
    std::pin::Pin::new(fut).poll(&mut Context::from_waker(waker))
}

/// Resume function: emplaces the token passed as handle (its producer reference).
pub unsafe extern "C" fn emplace_token(hdl: *mut c_void) {
    // SAFETY: `hdl` is a pending token whose producer reference the task owns.
    unsafe { mlirAsyncRuntimeEmplaceToken(hdl as *mut AsyncToken) }
}

/// Resume function: sets the token passed as handle in error.
pub unsafe extern "C" fn fail_token(hdl: *mut c_void) {
    // SAFETY: as `emplace_token`.
    unsafe { mlirAsyncRuntimeSetTokenError(hdl as *mut AsyncToken) }
}

/// A task that completes a value: writes `payload` into its first 8 bytes (and
/// `!payload` into bytes 40..48 of values that large) or sets it in error.
pub struct ValueJob {
    pub value: *mut AsyncValue,
    pub size: i64,
    pub payload: i64,
    pub error: bool,
}

/// Resume function of a boxed [`ValueJob`].
pub unsafe extern "C" fn run_value_job(hdl: *mut c_void) {
    // SAFETY: `hdl` is a boxed `ValueJob` owning the value's producer reference.
    unsafe {
        let job = Box::from_raw(hdl as *mut ValueJob);
        if job.error {
            mlirAsyncRuntimeSetValueError(job.value);
            return;
        }
        let storage = mlirAsyncRuntimeGetValueStorage(job.value) as *mut i64;
        storage.write(job.payload);
        if job.size >= 48 {
            storage.add(5).write(!job.payload);
        }
        mlirAsyncRuntimeEmplaceValue(job.value);
    }
}

/// Creates a pending token and schedules a task (`mlirAsyncRuntimeExecute`)
/// that completes it (in error when `error`); returns the caller's handle.
pub fn token_completed_by_task(error: bool) -> TokenRef {
    let token = mlirAsyncRuntimeCreateToken();
    // SAFETY: one of the two fresh references goes to the handle, the other
    // (the producer's) to the task.
    unsafe {
        let handle = TokenRef::from_raw(token);
        mlirAsyncRuntimeExecute(
            token as *mut c_void,
            if error { fail_token } else { emplace_token },
        );
        handle
    }
}

/// Creates a pending value of `size` bytes and schedules a [`ValueJob`] that
/// completes it; returns the caller's handle.
pub fn value_completed_by_task(size: i64, payload: i64, error: bool) -> ValueRef {
    let value = mlirAsyncRuntimeCreateValue(size);
    let job = Box::into_raw(Box::new(ValueJob {
        value,
        size,
        payload,
        error,
    }));
    // SAFETY: the handle takes one reference, the job the producer's.
    unsafe {
        let handle = ValueRef::from_raw(value);
        mlirAsyncRuntimeExecute(job as *mut c_void, run_value_job);
        handle
    }
}
