//! Host futures with `COROLIFT_NUM_THREADS=0` (configured through
//! `init(Some(0))`): no thread runs queued tasks unless someone drives them, so
//! a pending poll runs them on the polling thread and `block_on(future)`
//! terminates — with a `thread::park` executor and with tokio's current-thread
//! runtime, for tasks that queue further tasks and continuations.

// Under loom the runtime's atomics only work inside loom models (and tokio is
// not a dependency).
#![cfg(not(loom))]

mod host_common;

use corolift_runtime::*;
use host_common::*;
use std::ffi::c_void;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::task::Poll;
use std::thread::ThreadId;

fn setup() -> std::sync::MutexGuard<'static, ()> {
    let guard = serial();
    static INIT: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    assert!(
        *INIT.get_or_init(|| init(Some(0))),
        "this binary configures the runtime first"
    );
    guard
}

/// A coroutine of `steps` stages: each stage queues a fresh task that
/// completes a token and awaits it (`…AndExecute`); the last stage completes
/// `done`. Nothing runs unless the queue is driven.
struct Steps {
    left: u32,
    done: *mut AsyncToken,
    ran_on: Option<ThreadId>,
}

unsafe extern "C" fn run_steps(hdl: *mut c_void) {
    // SAFETY: `hdl` is the boxed `Steps`, resumed once per stage; it owns
    // `done`'s producer reference.
    unsafe {
        let s = &mut *(hdl as *mut Steps);
        assert_eq!(
            *s.ran_on.get_or_insert(std::thread::current().id()),
            std::thread::current().id()
        );
        if s.left == 0 {
            mlirAsyncRuntimeEmplaceToken(s.done);
            drop(Box::from_raw(hdl as *mut Steps));
            return;
        }
        s.left -= 1;
        let step = mlirAsyncRuntimeCreateToken();
        mlirAsyncRuntimeExecute(step as *mut c_void, emplace_token);
        mlirAsyncRuntimeAwaitTokenAndExecute(step, hdl, run_steps);
        mlirAsyncRuntimeDropRef(step as *mut c_void, 1);
    }
}

fn steps(n: u32) -> TokenRef {
    let done = mlirAsyncRuntimeCreateToken();
    let s = Box::into_raw(Box::new(Steps {
        left: n,
        done,
        ran_on: None,
    }));
    mlirAsyncRuntimeExecute(s as *mut c_void, run_steps);
    // SAFETY: the consumer reference.
    unsafe { TokenRef::from_raw(done) }
}

#[test]
fn park_block_on_drives_the_queue() {
    let _g = setup();
    assert_eq!(num_worker_threads(), 1);
    for n in [0, 1, 10, 1000] {
        let token = steps(n);
        assert!(
            !token.is_ready(),
            "nothing runs before someone drives the queue"
        );
        block_on(token).unwrap();
    }
    let v = value_completed_by_task(48, 5, false);
    let v = block_on(v).unwrap();
    // SAFETY: 48-byte payload.
    assert_eq!(unsafe { *(v.storage() as *const i64).add(5) }, !5);
    drop(v);
    assert_eq!(
        block_on(token_completed_by_task(true)).unwrap_err().kind(),
        ObjectKind::Token
    );
    assert_no_leaks();
}

#[test]
fn tokio_current_thread_drives_the_queue() {
    let _g = setup();
    let rt = tokio::runtime::Builder::new_current_thread()
        .build()
        .unwrap();
    rt.block_on(async {
        let mut joins = Vec::new();
        for i in 0..200 {
            let t = steps(i % 7);
            let v = value_completed_by_task(8, i as i64, i % 11 == 3);
            joins.push(tokio::spawn(
                async move { (t.await, v.await.map(|v| v.size())) },
            ));
        }
        for (i, j) in joins.into_iter().enumerate() {
            let (t, v) = j.await.unwrap();
            t.unwrap();
            assert_eq!(v.is_err(), i % 11 == 3);
        }
    });
    drop(rt);
    assert_no_leaks();
}

#[test]
fn a_pending_poll_runs_the_work_on_the_polling_thread() {
    let _g = setup();
    let token = steps(3);
    let mut fut = token.into_future();
    // The first poll drains the queue on this thread: the whole chain
    // completes, so the poll is ready at once.
    assert!(matches!(
        poll_once(&mut fut, std::task::Waker::noop()),
        Poll::Ready(Ok(()))
    ));
    drop(fut);
    assert_no_leaks();
}

#[test]
fn completion_from_another_thread_wakes_the_poller() {
    let _g = setup();
    static WOKEN: AtomicUsize = AtomicUsize::new(0);
    let token = mlirAsyncRuntimeCreateToken();
    // SAFETY: consumer reference; the producer's goes to the thread.
    let handle = unsafe { TokenRef::from_raw(token) };
    let addr = token as usize;
    let producer = std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_millis(20));
        WOKEN.fetch_add(1, Ordering::SeqCst);
        // SAFETY: the producer reference.
        unsafe { mlirAsyncRuntimeEmplaceToken(addr as *mut AsyncToken) }
    });
    block_on(handle).unwrap();
    assert_eq!(WOKEN.load(Ordering::SeqCst), 1);
    producer.join().unwrap();
    assert_no_leaks();
}

#[test]
fn blocking_wait_drives_the_queue_too() {
    let _g = setup();
    let token = steps(50);
    token.wait().unwrap();
    let g = mlirAsyncRuntimeCreateGroup(3);
    for i in 0..3 {
        let t = token_completed_by_task(i == 1);
        // SAFETY: live objects.
        unsafe { mlirAsyncRuntimeAddTokenToGroup(t.as_ptr(), g) };
    }
    // SAFETY: our group reference.
    let g = unsafe { GroupRef::from_raw(g) };
    assert_eq!(g.wait().unwrap_err().kind(), ObjectKind::Group);
    drop((token, g));
    assert_no_leaks();
}
