//! The spawn hook through its C entry points (`corolift_init_with_spawner`,
//! `corolift_task_run`), with a C-style host executor: a mutex-protected queue
//! of opaque task pointers served by three plain threads. Its own test binary
//! (the runtime is process-global).

// Under loom the runtime's atomics only work inside loom models (and tokio is
// not a dependency).
#![cfg(not(loom))]

mod host_common;

use corolift_runtime::*;
use host_common::*;
use std::collections::VecDeque;
use std::ffi::c_void;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex, OnceLock};

/// The host's queue of task pointers (as `usize`) and its condition variable.
struct Queue {
    tasks: Mutex<VecDeque<usize>>,
    ready: Condvar,
    spawned: AtomicUsize,
}

static QUEUE: Queue = Queue {
    tasks: Mutex::new(VecDeque::new()),
    ready: Condvar::new(),
    spawned: AtomicUsize::new(0),
};

unsafe extern "C" fn c_spawn(task: *mut c_void, ctx: *mut c_void) {
    // SAFETY: `ctx` is `&QUEUE`, given at initialisation.
    let q = unsafe { &*(ctx as *const Queue) };
    q.spawned.fetch_add(1, Ordering::Relaxed);
    q.tasks.lock().unwrap().push_back(task as usize);
    q.ready.notify_one();
}

fn host_thread() {
    loop {
        let task = {
            let mut tasks = QUEUE.tasks.lock().unwrap();
            loop {
                match tasks.pop_front() {
                    Some(t) => break t,
                    None => tasks = QUEUE.ready.wait(tasks).unwrap(),
                }
            }
        };
        // SAFETY: a task pointer the spawner received, run once.
        unsafe { corolift_task_run(task as *mut c_void) };
    }
}

fn setup() -> std::sync::MutexGuard<'static, ()> {
    let guard = serial();
    static INIT: OnceLock<bool> = OnceLock::new();
    let fresh = *INIT.get_or_init(|| {
        for _ in 0..3 {
            std::thread::spawn(host_thread);
        }
        // SAFETY: `c_spawn` accepts `&QUEUE` from any thread, forever.
        unsafe { corolift_init_with_spawner(c_spawn, &QUEUE as *const Queue as *mut c_void, 3) }
    });
    assert!(fresh, "this binary configures the runtime first");
    guard
}

#[test]
fn c_spawner_runs_tasks_and_reports_its_threads() {
    let _g = setup();
    assert_eq!(mlirAsyncRuntimeGetNumWorkerThreads(), 3);
    let before = QUEUE.spawned.load(Ordering::Relaxed);
    let tokens: Vec<_> = (0..3000)
        .map(|i| token_completed_by_task(i % 10 == 0))
        .collect();
    for (i, t) in tokens.iter().enumerate() {
        assert_eq!(t.wait().is_err(), i % 10 == 0);
    }
    assert_eq!(QUEUE.spawned.load(Ordering::Relaxed) - before, 3000);
    drop(tokens);
    assert_no_leaks();
}

#[test]
fn c_spawner_with_futures_and_values() {
    let _g = setup();
    for i in 0..1000 {
        let v = block_on(value_completed_by_task(48, i, false)).unwrap();
        // SAFETY: 48-byte payload.
        unsafe {
            assert_eq!(*(v.storage() as *const i64), i);
            assert_eq!(*(v.storage() as *const i64).add(5), !i);
        }
    }
    assert_no_leaks();
    assert_eq!(outstanding_tasks(), 0);
}
