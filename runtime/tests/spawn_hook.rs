//! Spawn-hook mode (`init_with_spawner`) with tokio's multi-thread runtime as
//! the executor: `mlirAsyncRuntimeExecute` hands tasks to tokio, continuations
//! keep their rules, futures and blocking waits complete, `shutdown` waits for
//! every spawned task, a dropped task aborts, and no object leaks. Its own test
//! binary: the runtime is process-global and this mode excludes the pool.

// Under loom the runtime's atomics only work inside loom models (and tokio is
// not a dependency).
#![cfg(not(loom))]

mod host_common;

use corolift_runtime::*;
use host_common::*;
use std::ffi::c_void;
use std::process::Command;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

const TOKIO_WORKERS: usize = 4;

/// Tasks the spawner received.
static SPAWNED: AtomicUsize = AtomicUsize::new(0);
/// Pass tasks through `Task::into_raw` / `Task::from_raw` (a C host's path).
static VIA_RAW: AtomicBool = AtomicBool::new(false);
/// Drop the next task instead of running it (the abort test's child only).
static DROP_TASKS: AtomicBool = AtomicBool::new(false);

fn executor() -> &'static tokio::runtime::Runtime {
    static RT: OnceLock<tokio::runtime::Runtime> = OnceLock::new();
    RT.get_or_init(|| {
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(TOKIO_WORKERS)
            .thread_name("host-executor")
            .build()
            .unwrap()
    })
}

fn spawner(task: Task) {
    SPAWNED.fetch_add(1, Ordering::Relaxed);
    if DROP_TASKS.load(Ordering::Relaxed) {
        drop(task); // aborts the process
        return;
    }
    if VIA_RAW.load(Ordering::Relaxed) {
        let raw = task.into_raw() as usize;
        // SAFETY: `raw` came from `into_raw` and is used once.
        executor().spawn(async move { unsafe { Task::from_raw(raw as *mut c_void) }.run() });
    } else {
        executor().spawn(async move { task.run() });
    }
}

fn setup() -> std::sync::MutexGuard<'static, ()> {
    let guard = serial();
    static INIT: OnceLock<bool> = OnceLock::new();
    let fresh = *INIT.get_or_init(|| init_with_spawner(spawner));
    assert!(fresh, "this binary configures the runtime first");
    guard
}

fn on_executor_thread() -> bool {
    std::thread::current().name() == Some("host-executor")
}

/// Tasks that ran on one of tokio's threads.
static ON_TOKIO: AtomicUsize = AtomicUsize::new(0);

/// Resume function: records where it runs, then emplaces the token.
unsafe extern "C" fn emplace_on_tokio(hdl: *mut c_void) {
    if on_executor_thread() {
        ON_TOKIO.fetch_add(1, Ordering::Relaxed);
    }
    // SAFETY: the task owns the token's producer reference.
    unsafe { mlirAsyncRuntimeEmplaceToken(hdl as *mut AsyncToken) }
}

#[test]
fn init_reports_hook_mode() {
    let _g = setup();
    assert!(!init(Some(2)), "already initialised");
    assert!(!init_with_spawner(|t| t.run()), "already initialised");
    let expected = match std::env::var("COROLIFT_NUM_THREADS") {
        Ok(n) if n.trim().parse::<usize>().is_ok_and(|n| n > 0) => n.trim().parse().unwrap(),
        _ => std::thread::available_parallelism().unwrap().get(),
    };
    assert_eq!(num_worker_threads(), expected);
    assert_eq!(mlirAsyncRuntimeGetNumWorkerThreads(), expected as i64);
    assert_eq!(outstanding_tasks(), 0);
}

#[test]
fn tasks_run_on_the_host_executor_and_futures_complete() {
    let _g = setup();
    const N: usize = 10_000;
    let spawned = SPAWNED.load(Ordering::Relaxed);
    let on_tokio = ON_TOKIO.load(Ordering::Relaxed);
    let ok = executor().block_on(async {
        let mut joins = Vec::with_capacity(N);
        for _ in 0..N {
            let token = mlirAsyncRuntimeCreateToken();
            // SAFETY: the handle takes the consumer reference, the task the producer's.
            let handle = unsafe { TokenRef::from_raw(token) };
            mlirAsyncRuntimeExecute(token as *mut c_void, emplace_on_tokio);
            joins.push(tokio::spawn(handle.into_future()));
        }
        let mut ok = 0;
        for j in joins {
            j.await.unwrap().unwrap();
            ok += 1;
        }
        ok
    });
    assert_eq!(ok, N);
    assert_eq!(SPAWNED.load(Ordering::Relaxed) - spawned, N);
    assert_eq!(ON_TOKIO.load(Ordering::Relaxed) - on_tokio, N);
    assert_no_leaks();
}

#[test]
fn values_and_errors_through_the_hook() {
    let _g = setup();
    executor().block_on(async {
        let joins: Vec<_> = (0..2000)
            .map(|i| {
                let fail = i % 13 == 5;
                let value = value_completed_by_task(if i % 2 == 0 { 8 } else { 48 }, i, fail);
                let token = token_completed_by_task(fail);
                tokio::spawn(async move {
                    let v = value.await.map(|v| {
                        // SAFETY: at least 8 bytes of payload.
                        unsafe { *(v.storage() as *const i64) }
                    });
                    (fail, v, token.await)
                })
            })
            .collect();
        for (i, j) in joins.into_iter().enumerate() {
            let (fail, v, t) = j.await.unwrap();
            if fail {
                assert_eq!(v.unwrap_err().kind(), ObjectKind::Value);
                assert_eq!(t.unwrap_err().kind(), ObjectKind::Token);
            } else {
                assert_eq!(v.unwrap(), i as i64);
                t.unwrap();
            }
        }
    });
    assert_no_leaks();
}

#[test]
fn futures_awaited_from_several_tasks_at_once() {
    let _g = setup();
    let gate = mlirAsyncRuntimeCreateToken();
    // SAFETY: consumer reference; the producer's stays with the test.
    let gate_ref = unsafe { TokenRef::from_raw(gate) };
    let value = mlirAsyncRuntimeCreateValue(8);
    // SAFETY: consumer reference; the producer's goes to `Chained` below.
    let value_ref = unsafe { ValueRef::from_raw(value) };
    let rt = executor();
    // A task that waits (continuation) for the gate, then completes the value.
    let chained = Box::into_raw(Box::new(Chained {
        gate,
        value,
        stage: 0,
    }));
    mlirAsyncRuntimeExecute(chained as *mut c_void, run_chained);
    let waiters: Vec<_> = (0..32)
        .map(|k| {
            let v = value_ref.clone();
            let g = gate_ref.clone();
            rt.spawn(async move {
                if k % 2 == 0 {
                    g.await.unwrap();
                }
                let v = v.await.unwrap();
                // SAFETY: 8-byte payload.
                unsafe { *(v.storage() as *const i64) }
            })
        })
        .collect();
    std::thread::sleep(std::time::Duration::from_millis(20));
    assert!(!value_ref.is_ready(), "the value waits for the gate");
    // Complete the gate from a tokio task: the continuation runs there.
    let gate_addr = gate as usize;
    rt.block_on(async move {
        tokio::spawn(async move {
            // SAFETY: the gate's producer reference.
            unsafe { mlirAsyncRuntimeEmplaceToken(gate_addr as *mut AsyncToken) }
        })
        .await
        .unwrap();
        for w in waiters {
            assert_eq!(w.await.unwrap(), 99);
        }
    });
    drop((gate_ref, value_ref));
    assert_no_leaks();
}

/// A two-stage coroutine: awaits `gate`, then writes 99 into `value`.
struct Chained {
    gate: *mut AsyncToken,
    value: *mut AsyncValue,
    stage: u32,
}

unsafe extern "C" fn run_chained(hdl: *mut c_void) {
    // SAFETY: `hdl` is the boxed `Chained`, resumed once per stage.
    unsafe {
        let c = &mut *(hdl as *mut Chained);
        if c.stage == 0 {
            c.stage = 1;
            // Hold a gate reference while registered (as generated code does).
            mlirAsyncRuntimeAddRef(c.gate as *mut c_void, 1);
            mlirAsyncRuntimeAwaitTokenAndExecute(c.gate, hdl, run_chained);
            return;
        }
        mlirAsyncRuntimeDropRef(c.gate as *mut c_void, 1);
        *(mlirAsyncRuntimeGetValueStorage(c.value) as *mut i64) = 99;
        mlirAsyncRuntimeEmplaceValue(c.value);
        drop(Box::from_raw(hdl as *mut Chained));
    }
}

/// A fan-out task: spawns `n` children (`Execute` from inside a spawned task)
/// that join `group`, then completes its own token.
struct FanOut {
    token: *mut AsyncToken,
    group: *mut AsyncGroup,
    n: usize,
}

unsafe extern "C" fn run_fan_out(hdl: *mut c_void) {
    // SAFETY: `hdl` is the boxed `FanOut`, run once; it owns the token's
    // producer reference and one group reference.
    unsafe {
        let f = Box::from_raw(hdl as *mut FanOut);
        for _ in 0..f.n {
            let child = mlirAsyncRuntimeCreateToken();
            mlirAsyncRuntimeAddTokenToGroup(child, f.group);
            mlirAsyncRuntimeExecute(child as *mut c_void, emplace_token);
            mlirAsyncRuntimeDropRef(child as *mut c_void, 1);
        }
        mlirAsyncRuntimeDropRef(f.group as *mut c_void, 1);
        mlirAsyncRuntimeEmplaceToken(f.token);
    }
}

#[test]
fn nested_execute_fans_out_into_a_group() {
    let _g = setup();
    const CHILDREN: usize = 3000;
    let group = mlirAsyncRuntimeCreateGroup(CHILDREN as i64);
    let token = mlirAsyncRuntimeCreateToken();
    // SAFETY: the task's group reference and our consumer references.
    let (group_ref, token_ref) = unsafe {
        mlirAsyncRuntimeAddRef(group as *mut c_void, 1);
        (GroupRef::from_raw(group), TokenRef::from_raw(token))
    };
    let f = Box::into_raw(Box::new(FanOut {
        token,
        group,
        n: CHILDREN,
    }));
    mlirAsyncRuntimeExecute(f as *mut c_void, run_fan_out);
    executor().block_on(async move {
        token_ref.await.unwrap();
        group_ref.await.unwrap();
    });
    assert_no_leaks();
}

static SLOW_DONE: AtomicUsize = AtomicUsize::new(0);

unsafe extern "C" fn slow_emplace(hdl: *mut c_void) {
    std::thread::sleep(std::time::Duration::from_millis(2));
    SLOW_DONE.fetch_add(1, Ordering::SeqCst);
    // SAFETY: the task owns the token's producer reference.
    unsafe { mlirAsyncRuntimeEmplaceToken(hdl as *mut AsyncToken) }
}

#[test]
fn shutdown_waits_for_every_spawned_task() {
    let _g = setup();
    const N: usize = 200;
    let before = SLOW_DONE.load(Ordering::SeqCst);
    for _ in 0..N {
        let token = mlirAsyncRuntimeCreateToken();
        mlirAsyncRuntimeExecute(token as *mut c_void, slow_emplace);
        // Fire and forget: drop the consumer reference at once.
        // SAFETY: our reference.
        unsafe { mlirAsyncRuntimeDropRef(token as *mut c_void, 1) };
    }
    assert!(outstanding_tasks() > 0, "tasks sleep 2 ms each");
    shutdown();
    assert_eq!(outstanding_tasks(), 0);
    assert_eq!(SLOW_DONE.load(Ordering::SeqCst) - before, N);
    assert_no_leaks();
}

#[test]
fn blocking_waits_park_while_the_executor_works() {
    let _g = setup();
    let threads: Vec<_> = (0..3)
        .map(|t| {
            std::thread::spawn(move || {
                for i in 0..300 {
                    let fail = (i + t) % 17 == 0;
                    let token = token_completed_by_task(fail);
                    assert_eq!(token.wait().is_err(), fail);
                    let value = value_completed_by_task(8, i, false);
                    value.wait().unwrap();
                    // SAFETY: 8-byte payload of a ready value.
                    assert_eq!(unsafe { *(value.storage() as *const i64) }, i);
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
    // A `thread::park` executor on this thread, too.
    for i in 0..300 {
        assert_eq!(
            block_on(token_completed_by_task(i % 4 == 0)).is_err(),
            i % 4 == 0
        );
    }
    assert_no_leaks();
}

#[test]
fn tasks_through_raw_pointers() {
    let _g = setup();
    VIA_RAW.store(true, Ordering::Relaxed);
    executor().block_on(async {
        let joins: Vec<_> = (0..500)
            .map(|i| tokio::spawn(value_completed_by_task(8, i, false).into_future()))
            .collect();
        for (i, j) in joins.into_iter().enumerate() {
            let v = j.await.unwrap().unwrap();
            // SAFETY: 8-byte payload.
            assert_eq!(unsafe { *(v.storage() as *const i64) }, i as i64);
        }
    });
    VIA_RAW.store(false, Ordering::Relaxed);
    assert_no_leaks();
}

#[test]
fn dropping_a_task_aborts() {
    if std::env::var("COROLIFT_DROP_TASK_CHILD").is_ok() {
        let _g = setup();
        DROP_TASKS.store(true, Ordering::Relaxed);
        let token = mlirAsyncRuntimeCreateToken();
        mlirAsyncRuntimeExecute(token as *mut c_void, emplace_token);
        unreachable!("dropping the task must abort");
    }
    let out = Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "dropping_a_task_aborts",
            "--nocapture",
            "--test-threads=1",
        ])
        .env("COROLIFT_DROP_TASK_CHILD", "1")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    use std::os::unix::process::ExitStatusExt;
    assert_eq!(out.status.signal(), Some(6), "SIGABRT; stderr: {stderr}");
    assert!(
        stderr.contains("dropped without being run"),
        "stderr: {stderr}"
    );
}
