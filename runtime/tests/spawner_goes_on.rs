//! `Execute` only queues: the thread that spawns a task never runs it in its place, neither
//! while it spawns nor while it blocks in an await. MLIR's own runtime behaves that way
//! (tasks go to a thread pool), and programs rely on it: a task may block until its
//! spawner does something later (a blocking `async.await` in a function the task calls, or
//! a host closure waiting on a channel). If the spawner ran such a task on its own stack it
//! could never get to that later step, and the program would hang where MLIR's runs.
//!
//! Every scenario runs on a watchdog: a hang fails the test instead of stalling it.

use corolift_runtime::*;
use std::ffi::c_void;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::Duration;

/// A task: its token (producer reference), what it does before emplacing it.
struct Job {
    token: *mut AsyncToken,
    work: Box<dyn FnOnce() + Send>,
}

unsafe extern "C" fn run_job(hdl: *mut c_void) {
    // SAFETY: `hdl` is the boxed `Job` this task owns; we own its token's producer reference.
    unsafe {
        let job = Box::from_raw(hdl as *mut Job);
        (job.work)();
        mlirAsyncRuntimeEmplaceToken(job.token);
    }
}

/// Spawns `work` as a task through `mlirAsyncRuntimeExecute` and returns its token (the
/// caller's reference).
fn spawn(work: impl FnOnce() + Send + 'static) -> *mut AsyncToken {
    spawn_with(mlirAsyncRuntimeExecute, work)
}

/// [`spawn`] through `execute`.
fn spawn_with(
    execute: extern "C" fn(*mut c_void, ResumeFn),
    work: impl FnOnce() + Send + 'static,
) -> *mut AsyncToken {
    // Created with two references: the emplace drops one, the other is ours.
    let token = mlirAsyncRuntimeCreateToken();
    let job = Box::into_raw(Box::new(Job {
        token,
        work: Box::new(work),
    }));
    // `run_job` takes ownership of the boxed job.
    execute(job as *mut c_void, run_job);
    token
}

/// A token pointer that may cross threads (the runtime's objects are thread-safe).
#[derive(Clone, Copy)]
struct Shared(*mut AsyncToken);
// SAFETY: runtime tokens are reference-counted and synchronised internally.
unsafe impl Send for Shared {}

/// Blocks the calling thread on `token` and drops the reference the caller gave it.
fn await_and_drop(token: Shared) {
    // SAFETY: the caller handed over one live reference.
    unsafe {
        mlirAsyncRuntimeAwaitToken(token.0);
        assert!(!mlirAsyncRuntimeIsTokenError(token.0));
        mlirAsyncRuntimeDropRef(token.0 as *mut c_void, 1);
    }
}

/// Runs `scenario` on its own (non-worker) thread and fails if it has not finished in 20 s.
fn within_watchdog(name: &str, scenario: fn()) {
    let (done, finished) = mpsc::channel();
    std::thread::spawn(move || {
        scenario();
        let _ = done.send(());
    });
    if finished.recv_timeout(Duration::from_secs(20)).is_err() {
        panic!("{name}: hung (a task blocked on a step its spawner had not reached)");
    }
}

/// Occupies every worker with a task that sleeps, so that what is spawned next stays
/// queued on this thread; returns once every sleeper runs, with their tokens.
fn occupy_workers() -> Vec<Shared> {
    static SLEEPING: AtomicUsize = AtomicUsize::new(0);
    SLEEPING.store(0, Ordering::SeqCst);
    let workers = num_worker_threads();
    let sleepers = (0..workers)
        .map(|_| {
            Shared(spawn(|| {
                SLEEPING.fetch_add(1, Ordering::SeqCst);
                std::thread::sleep(Duration::from_millis(200));
            }))
        })
        .collect();
    while SLEEPING.load(Ordering::SeqCst) < workers {
        std::thread::yield_now();
    }
    sleepers
}

/// Many tasks queued behind busy workers, then one that blocks on a gate the spawner opens
/// only after it has spawned it.
fn a_long_queue_then_a_task_waiting_for_its_spawner() {
    static RAN: AtomicUsize = AtomicUsize::new(0);
    let sleepers = occupy_workers();
    let queued: Vec<Shared> = (0..2_000)
        .map(|_| {
            Shared(spawn(|| {
                RAN.fetch_add(1, Ordering::Relaxed);
            }))
        })
        .collect();
    let gate = mlirAsyncRuntimeCreateToken();
    // SAFETY: live token; the waiting task gets its own reference.
    unsafe { mlirAsyncRuntimeAddRef(gate as *mut c_void, 1) };
    let shared_gate = Shared(gate);
    let waiter = Shared(spawn(move || await_and_drop(shared_gate)));
    // The later step the waiting task needs.
    // SAFETY: our reference to the gate; emplacing consumes nothing.
    unsafe {
        mlirAsyncRuntimeEmplaceToken(gate);
        mlirAsyncRuntimeDropRef(gate as *mut c_void, 1);
    }
    for t in sleepers.into_iter().chain(queued).chain([waiter]) {
        await_and_drop(t);
    }
    assert_eq!(RAN.load(Ordering::Relaxed), 2_000);
}

/// The spawner blocks on one task while another task it queued waits for a step the
/// spawner takes only after that await returns.
fn an_await_while_another_task_waits_for_the_awaiter() {
    let sleepers = occupy_workers();
    let gate = mlirAsyncRuntimeCreateToken();
    // SAFETY: live token; the waiting task gets its own reference.
    unsafe { mlirAsyncRuntimeAddRef(gate as *mut c_void, 1) };
    let shared_gate = Shared(gate);
    let waiter = Shared(spawn(move || await_and_drop(shared_gate)));
    let quick = Shared(spawn(|| {}));
    await_and_drop(quick);
    // SAFETY: our reference to the gate.
    unsafe {
        mlirAsyncRuntimeEmplaceToken(gate);
        mlirAsyncRuntimeDropRef(gate as *mut c_void, 1);
    }
    for t in sleepers.into_iter().chain([waiter]) {
        await_and_drop(t);
    }
}

/// A resume function that waits on the gate its handle points to, then emplaces the token in
/// the slot after it: the continuation of an await, which blocks until the spawner opens the
/// gate.
unsafe extern "C" fn wait_for_gate_then_emplace(hdl: *mut c_void) {
    // SAFETY: `hdl` is the boxed pair below, owned by this continuation.
    let pair = unsafe { Box::from_raw(hdl as *mut (Shared, Shared)) };
    await_and_drop(pair.0);
    // SAFETY: the continuation owns the token's producer reference.
    unsafe { mlirAsyncRuntimeEmplaceToken((pair.1).0) };
}

/// Bounded tasks (`corolift_execute_bounded`) may run on the spawner once enough of its tasks
/// wait for the workers, but what they trigger must not: here, with the workers busy, the
/// spawner queues many bounded tasks, the last of which completes a token whose awaiter then
/// blocks until the spawner opens a gate after spawning.
fn a_bounded_task_run_by_the_spawner_hands_its_continuations_on() {
    let sleepers = occupy_workers();
    let queued: Vec<Shared> = (0..2_000).map(|_| Shared(spawn_bounded(|| {}))).collect();
    let gate = mlirAsyncRuntimeCreateToken();
    // SAFETY: live token; the continuation gets its own reference.
    unsafe { mlirAsyncRuntimeAddRef(gate as *mut c_void, 1) };
    let done = mlirAsyncRuntimeCreateToken();
    // The awaiter is registered before the task that completes the token is spawned (an
    // await of a token already available runs its continuation at once, on the awaiting
    // thread, as MLIR's runtime does).
    let awaited = mlirAsyncRuntimeCreateToken();
    let continuation = Box::into_raw(Box::new((Shared(gate), Shared(done))));
    // SAFETY: live token; the continuation owns `continuation` and `done`'s producer reference.
    unsafe {
        mlirAsyncRuntimeAwaitTokenAndExecute(
            awaited,
            continuation as *mut c_void,
            wait_for_gate_then_emplace,
        )
    };
    let job = Box::into_raw(Box::new(Job {
        token: awaited,
        work: Box::new(|| {}),
    }));
    corolift_execute_bounded(job as *mut c_void, run_job);
    let awaited = Shared(awaited);
    // More bounded tasks: the queue is long, so the spawner may run some itself.
    let more: Vec<Shared> = (0..2_000).map(|_| Shared(spawn_bounded(|| {}))).collect();
    // SAFETY: our reference to the gate.
    unsafe {
        mlirAsyncRuntimeEmplaceToken(gate);
        mlirAsyncRuntimeDropRef(gate as *mut c_void, 1);
    }
    for t in sleepers
        .into_iter()
        .chain(queued)
        .chain(more)
        .chain([awaited, Shared(done)])
    {
        await_and_drop(t);
    }
}

/// [`spawn`] through `corolift_execute_bounded`.
fn spawn_bounded(work: impl FnOnce() + Send + 'static) -> *mut AsyncToken {
    spawn_with(corolift_execute_bounded, work)
}

/// One test, so that the live-object check at the end sees no other test's objects.
#[test]
fn the_spawner_goes_on_while_its_tasks_wait_for_it() {
    // Two workers whatever COROLIFT_NUM_THREADS says: with none, every task runs on the
    // waiting thread by definition.
    assert!(init(Some(2)), "the runtime started before the test");
    within_watchdog(
        "a long queue, then a task waiting for its spawner",
        a_long_queue_then_a_task_waiting_for_its_spawner,
    );
    within_watchdog(
        "an await while another task waits for the awaiter",
        an_await_while_another_task_waits_for_the_awaiter,
    );
    within_watchdog(
        "a bounded task run by the spawner hands its continuations on",
        a_bounded_task_run_by_the_spawner_hands_its_continuations_on,
    );
    drain();
    assert_eq!(live_objects(), LiveObjects::default());
}
