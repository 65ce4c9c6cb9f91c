//! Stress for the producer deques of non-worker threads (`sched.rs`): more spawning threads
//! than there are deques (the rest use the injector), threads that exit with tasks still
//! queued in their deque (the deque goes back to the pool and the workers keep stealing
//! from it, the next thread to spawn claims it), bursts of thousands of tasks, and `drain`
//! from a thread while others spawn. Every task must run exactly once, and no object may be left alive.

use corolift_runtime::*;
use std::ffi::c_void;
use std::sync::atomic::{AtomicUsize, Ordering};

/// A task: its token (producer reference) and the counter it bumps.
struct Job {
    token: *mut AsyncToken,
    counter: &'static AtomicUsize,
}

unsafe extern "C" fn run_job(hdl: *mut c_void) {
    // SAFETY: `hdl` is the boxed `Job` this task owns; we own its token's producer reference.
    unsafe {
        let job = Box::from_raw(hdl as *mut Job);
        job.counter.fetch_add(1, Ordering::Relaxed);
        mlirAsyncRuntimeEmplaceToken(job.token);
    }
}

/// Spawns `n` jobs on the calling thread, each added to `group`.
fn spawn_jobs(n: usize, group: usize, counter: &'static AtomicUsize) {
    let group = group as *mut AsyncGroup;
    for _ in 0..n {
        let token = mlirAsyncRuntimeCreateToken();
        let job = Box::into_raw(Box::new(Job { token, counter }));
        // SAFETY: live token and group; the job owns the producer reference, we drop ours.
        unsafe {
            mlirAsyncRuntimeExecute(job as *mut c_void, run_job);
            mlirAsyncRuntimeAddTokenToGroup(token, group);
            mlirAsyncRuntimeDropRef(token as *mut c_void, 1);
        }
    }
}

/// One test, so that the live-object check at the end sees no other test's objects.
#[test]
fn producer_deques() {
    producer_deques_under_churn();
    drain_waits_for_queued_tasks_of_other_threads();
    assert_eq!(live_objects(), LiveObjects::default());
}

fn producer_deques_under_churn() {
    static COUNTER: AtomicUsize = AtomicUsize::new(0);
    // Wave 1: 12 threads at once (more than the deques), 3,000 tasks each. Wave 2: 40 short-lived threads one after the other, each
    // exiting right after queuing 700 tasks, so deques change hands with work in them.
    const WAVE1: usize = 12 * 3_000;
    const WAVE2: usize = 40 * 700;
    let group = mlirAsyncRuntimeCreateGroup((WAVE1 + WAVE2) as i64) as usize;
    std::thread::scope(|s| {
        for _ in 0..12 {
            s.spawn(move || spawn_jobs(3_000, group, &COUNTER));
        }
    });
    for _ in 0..40 {
        std::thread::spawn(move || spawn_jobs(700, group, &COUNTER))
            .join()
            .unwrap();
    }
    let group = group as *mut AsyncGroup;
    // SAFETY: live group, our reference.
    unsafe {
        mlirAsyncRuntimeAwaitAllInGroup(group);
        assert!(!mlirAsyncRuntimeIsGroupError(group));
        mlirAsyncRuntimeDropRef(group as *mut c_void, 1);
    }
    assert_eq!(COUNTER.load(Ordering::Relaxed), WAVE1 + WAVE2);
    drain();
}

fn drain_waits_for_queued_tasks_of_other_threads() {
    static COUNTER: AtomicUsize = AtomicUsize::new(0);
    const N: usize = 5_000;
    for round in 1..=20 {
        let group = mlirAsyncRuntimeCreateGroup(N as i64) as usize;
        std::thread::spawn(move || spawn_jobs(N, group, &COUNTER))
            .join()
            .unwrap();
        // No await: `drain` alone must wait until every queued task ran.
        drain();
        assert_eq!(COUNTER.load(Ordering::Relaxed), round * N);
        let group = group as *mut AsyncGroup;
        // SAFETY: live group, our reference; every member completed.
        unsafe {
            assert!(!mlirAsyncRuntimeIsGroupError(group));
            mlirAsyncRuntimeDropRef(group as *mut c_void, 1);
        }
    }
}
