//! Host handles and futures in pool mode: thousands of tokens and values
//! completed by worker threads while tokio tasks (multi-thread and
//! current-thread runtimes) and a `thread::park` executor await them, error
//! completions surfacing as `Err`, groups, pending futures dropped early,
//! waker updates between polls, blocking waits, and zero live objects after
//! every test.

// Under loom the runtime's atomics only work inside loom models (and tokio is
// not a dependency).
#![cfg(not(loom))]

mod host_common;

use corolift_runtime::*;
use host_common::*;
use std::ffi::c_void;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::task::{Poll, Waker};

/// Counts the allocations each thread makes (to check the ready fast path).
struct CountingAlloc;

thread_local! {
    static ALLOCATIONS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

// SAFETY: forwards to the system allocator; the counter is a `const`
// thread-local without destructor, safe to touch from inside an allocation.
unsafe impl std::alloc::GlobalAlloc for CountingAlloc {
    unsafe fn alloc(&self, layout: std::alloc::Layout) -> *mut u8 {
        let _ = ALLOCATIONS.try_with(|c| c.set(c.get() + 1));
        // SAFETY: forwarded contract.
        unsafe { std::alloc::System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: std::alloc::Layout) {
        // SAFETY: forwarded contract.
        unsafe { std::alloc::System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: CountingAlloc = CountingAlloc;

fn allocations() -> usize {
    ALLOCATIONS.with(|c| c.get())
}

fn setup() -> std::sync::MutexGuard<'static, ()> {
    let guard = serial();
    init(Some(4)); // false after the first test: same configuration
    guard
}

fn tokio_mt() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(4)
        .build()
        .unwrap()
}

#[test]
fn thousands_of_tokens_completed_by_workers_awaited_from_tokio_tasks() {
    let _g = setup();
    const N: usize = 5000;
    let rt = tokio_mt();
    let ok = rt.block_on(async {
        let mut joins = Vec::with_capacity(N);
        for i in 0..N {
            // Half the tasks are spawned before the token can complete, half
            // race with the worker completing it.
            let token = token_completed_by_task(false);
            joins.push(tokio::spawn(async move {
                if i % 3 == 0 {
                    tokio::task::yield_now().await;
                }
                token.await
            }));
        }
        let mut ok = 0;
        for j in joins {
            j.await.unwrap().unwrap();
            ok += 1;
        }
        ok
    });
    assert_eq!(ok, N);
    drop(rt);
    assert_no_leaks();
}

#[test]
fn values_with_payloads_small_and_large() {
    let _g = setup();
    const N: i64 = 3000;
    let rt = tokio_mt();
    let sum = rt.block_on(async {
        let joins: Vec<_> = (0..N)
            .map(|i| {
                let size = if i % 2 == 0 { 8 } else { 48 };
                let value = value_completed_by_task(size, 7 * i, false);
                tokio::spawn(async move {
                    let ready = value.await.expect("value completed normally");
                    assert_eq!(ready.size(), size as usize);
                    let p = ready.storage() as *const i64;
                    assert_eq!(p as usize % 16, 0, "payload is 16-byte aligned");
                    // SAFETY: the ready value holds at least `size` bytes.
                    unsafe {
                        if size >= 48 {
                            assert_eq!(p.add(5).read(), !(7 * i));
                        }
                        p.read()
                    }
                })
            })
            .collect();
        let mut sum = 0;
        for j in joins {
            sum += j.await.unwrap();
        }
        sum
    });
    assert_eq!(sum, 7 * N * (N - 1) / 2);
    drop(rt);
    assert_no_leaks();
}

#[test]
fn error_tokens_and_values_are_err() {
    let _g = setup();
    let rt = tokio_mt();
    rt.block_on(async {
        let mut joins = Vec::new();
        for i in 0..1000 {
            let fail = i % 7 == 3;
            let token = token_completed_by_task(fail);
            let value = value_completed_by_task(8, i, fail);
            joins.push(tokio::spawn(async move {
                let t = token.await;
                let v = value.await;
                (fail, t, v.map(|v| v.size()))
            }));
        }
        for j in joins {
            let (fail, t, v) = j.await.unwrap();
            if fail {
                let te = t.unwrap_err();
                assert_eq!(te.kind(), ObjectKind::Token);
                assert_eq!(te.to_string(), "the async token completed with an error");
                let ve = v.unwrap_err();
                assert_eq!(ve.kind(), ObjectKind::Value);
                assert_eq!(ve.to_string(), "the async value completed with an error");
            } else {
                t.unwrap();
                assert_eq!(v.unwrap(), 8);
            }
        }
    });
    drop(rt);
    assert_no_leaks();
}

#[test]
fn one_token_awaited_from_many_tasks_at_once() {
    let _g = setup();
    let rt = tokio_mt();
    let gate = mlirAsyncRuntimeCreateToken();
    // SAFETY: the handle takes the consumer reference; the producer's stays with us.
    let token = unsafe { TokenRef::from_raw(gate) };
    let joins: Vec<_> = (0..64)
        .map(|_| {
            let t = token.clone();
            rt.spawn(async move { t.await })
        })
        .collect();
    std::thread::sleep(std::time::Duration::from_millis(20));
    assert!(!token.is_ready());
    // SAFETY: our producer reference.
    unsafe { mlirAsyncRuntimeEmplaceToken(gate) };
    rt.block_on(async {
        for j in joins {
            j.await.unwrap().unwrap();
        }
    });
    assert!(token.is_ready() && !token.is_error());
    // SAFETY: live token.
    assert_eq!(unsafe { ref_count(token.as_ptr() as *mut c_void) }, 1);
    drop(token);
    drop(rt);
    assert_no_leaks();
}

#[test]
fn groups_complete_and_report_member_errors() {
    let _g = setup();
    let rt = tokio_mt();
    for with_error in [false, true] {
        const MEMBERS: usize = 500;
        let group = mlirAsyncRuntimeCreateGroup(MEMBERS as i64);
        for i in 0..MEMBERS {
            let t = token_completed_by_task(with_error && i == 250);
            // SAFETY: live objects; the group takes no token reference.
            unsafe { mlirAsyncRuntimeAddTokenToGroup(t.as_ptr(), group) };
        }
        // SAFETY: our group reference.
        let group = unsafe { GroupRef::from_raw(group) };
        let waiters: Vec<_> = (0..8)
            .map(|_| {
                let g = group.clone();
                rt.spawn(async move { g.await })
            })
            .collect();
        rt.block_on(async {
            for w in waiters {
                match w.await.unwrap() {
                    Ok(()) => assert!(!with_error),
                    Err(e) => {
                        assert!(with_error);
                        assert_eq!(e.kind(), ObjectKind::Group);
                    }
                }
            }
        });
        assert_eq!(group.wait().is_err(), with_error);
        assert_eq!(group.is_error(), with_error);
    }
    drop(rt);
    assert_no_leaks();
}

#[test]
fn pending_futures_dropped_early_free_everything() {
    let _g = setup();
    let (counter, waker) = CountingWaker::new();
    let mut producers = Vec::new();
    for i in 0..2000 {
        let token = mlirAsyncRuntimeCreateToken();
        let value = mlirAsyncRuntimeCreateValue(16);
        // SAFETY: consumer references go to the handles; the producer ones stay.
        let (mut tf, mut vf) = unsafe {
            (
                TokenRef::from_raw(token).into_future(),
                ValueRef::from_raw(value).into_future(),
            )
        };
        assert!(poll_once(&mut tf, &waker).is_pending());
        assert!(poll_once(&mut vf, &waker).is_pending());
        if i % 2 == 0 {
            // Poll again: only the waker is stored, nothing registered twice.
            assert!(poll_once(&mut tf, &waker).is_pending());
        }
        drop(tf);
        drop(vf);
        producers.push((token as usize, value as usize));
    }
    // The dropped futures released the executor's waker at once.
    assert_eq!(Arc::strong_count(&counter), 2); // `counter` + `waker`
    // Complete from worker threads: the callbacks fire with no future left.
    for (token, value) in producers {
        mlirAsyncRuntimeExecute(token as *mut c_void, emplace_token);
        let job = Box::into_raw(Box::new(ValueJob {
            value: value as *mut AsyncValue,
            size: 16,
            payload: 1,
            error: false,
        }));
        mlirAsyncRuntimeExecute(job as *mut c_void, run_value_job);
    }
    assert_no_leaks();
    assert_eq!(counter.hits(), 0, "no wake-up reaches a dropped future");
}

#[test]
fn a_changed_waker_is_the_one_woken() {
    let _g = setup();
    let token = mlirAsyncRuntimeCreateToken();
    // SAFETY: consumer reference.
    let mut fut = unsafe { TokenRef::from_raw(token) }.into_future();
    let (first, w1) = CountingWaker::new();
    let (second, w2) = CountingWaker::new();
    assert!(poll_once(&mut fut, &w1).is_pending());
    assert!(poll_once(&mut fut, &w2).is_pending());
    // SAFETY: producer reference.
    unsafe { mlirAsyncRuntimeEmplaceToken(token) };
    assert_eq!((first.hits(), second.hits()), (0, 1));
    assert!(matches!(poll_once(&mut fut, &w2), Poll::Ready(Ok(()))));
    drop(fut);
    assert_no_leaks();
}

#[test]
fn ready_objects_complete_on_the_first_poll() {
    let _g = setup();
    let value = mlirAsyncRuntimeCreateValue(4);
    // SAFETY: producer reference after writing the payload.
    unsafe {
        *(mlirAsyncRuntimeGetValueStorage(value) as *mut i32) = 42;
        mlirAsyncRuntimeEmplaceValue(value);
    }
    // SAFETY: consumer reference.
    let mut fut = unsafe { ValueRef::from_raw(value) }.into_future();
    match poll_once(&mut fut, Waker::noop()) {
        // SAFETY: 4-byte payload of a ready value.
        Poll::Ready(Ok(v)) => assert_eq!(unsafe { *(v.storage() as *const i32) }, 42),
        other => panic!("expected a ready value, got {other:?}"),
    }
    drop(fut);
    assert_no_leaks();
}

#[test]
fn the_ready_fast_path_does_not_allocate() {
    let _g = setup();
    let token = token_completed_by_task(false);
    let value = value_completed_by_task(8, 3, false);
    token.wait().unwrap();
    value.wait().unwrap();
    let tokens: Vec<_> = (0..100).map(|_| token.clone()).collect();
    let values: Vec<_> = (0..100).map(|_| value.clone()).collect();
    let mut done = Vec::with_capacity(100);
    let before = allocations();
    for (t, v) in tokens.into_iter().zip(values) {
        let mut tf = t.into_future();
        let mut vf = v.into_future();
        assert!(matches!(
            poll_once(&mut tf, Waker::noop()),
            Poll::Ready(Ok(()))
        ));
        match poll_once(&mut vf, Waker::noop()) {
            Poll::Ready(Ok(v)) => done.push(v),
            _ => panic!("the value is ready"),
        }
        token.wait().unwrap();
    }
    assert_eq!(allocations() - before, 0, "allocations on the ready path");
    // The counter works: a pending poll allocates the shared waker cell.
    let pending = mlirAsyncRuntimeCreateToken();
    // SAFETY: the consumer reference; the producer's completes it below.
    let mut pf = unsafe { TokenRef::from_raw(pending) }.into_future();
    let before = allocations();
    assert!(poll_once(&mut pf, Waker::noop()).is_pending());
    assert!(allocations() > before);
    // SAFETY: producer reference.
    unsafe { mlirAsyncRuntimeEmplaceToken(pending) };
    drop((pf, done, token, value));
    assert_no_leaks();
}

#[test]
fn park_executor_and_tokio_current_thread() {
    let _g = setup();
    for i in 0..200 {
        let v = block_on(value_completed_by_task(8, i, false)).unwrap();
        // SAFETY: 8-byte payload.
        assert_eq!(unsafe { *(v.storage() as *const i64) }, i);
        assert!(block_on(token_completed_by_task(i % 5 == 0)).is_err() == (i % 5 == 0));
    }
    let rt = tokio::runtime::Builder::new_current_thread()
        .build()
        .unwrap();
    rt.block_on(async {
        let mut futs = Vec::new();
        for i in 0..500 {
            futs.push(tokio::spawn(
                token_completed_by_task(i % 9 == 1).into_future(),
            ));
        }
        for (i, f) in futs.into_iter().enumerate() {
            assert_eq!(f.await.unwrap().is_err(), i % 9 == 1);
        }
    });
    drop(rt);
    assert_no_leaks();
}

#[test]
fn blocking_waits_from_plain_threads() {
    let _g = setup();
    let seen = Arc::new(AtomicUsize::new(0));
    let threads: Vec<_> = (0..4)
        .map(|t| {
            let seen = seen.clone();
            std::thread::spawn(move || {
                for i in 0..500 {
                    let fail = (i + t) % 11 == 0;
                    let token = token_completed_by_task(fail);
                    assert_eq!(token.wait().is_err(), fail);
                    assert!(token.is_ready());
                    assert_eq!(token.is_error(), fail);
                    let value = value_completed_by_task(8, i, fail);
                    assert_eq!(value.wait().is_err(), fail);
                    if !fail {
                        // SAFETY: 8-byte payload of a ready value.
                        assert_eq!(unsafe { *(value.storage() as *const i64) }, i);
                    }
                    seen.fetch_add(1, Ordering::Relaxed);
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
    assert_eq!(seen.load(Ordering::Relaxed), 2000);
    assert_no_leaks();
}

#[test]
fn raw_round_trips_keep_the_reference() {
    let _g = setup();
    let token = token_completed_by_task(false);
    token.wait().unwrap();
    let raw = token.into_raw();
    // SAFETY: the reference `into_raw` gave back.
    let token = unsafe { TokenRef::from_raw(raw) };
    let copy = token.clone();
    // SAFETY: live token.
    assert_eq!(unsafe { ref_count(raw as *mut c_void) }, 2);
    drop(token);
    assert!(format!("{copy:?}").contains("ready: true"));
    drop(copy);
    assert_no_leaks();
}

#[test]
#[should_panic(expected = "the value is pending")]
fn storage_of_a_pending_value_panics() {
    let _g = setup();
    let value = mlirAsyncRuntimeCreateValue(8);
    // The producer reference: completed by this guard while the panic unwinds,
    // so later tests still end with zero live objects.
    struct Complete(*mut AsyncValue);
    impl Drop for Complete {
        fn drop(&mut self) {
            // SAFETY: producer reference.
            unsafe { mlirAsyncRuntimeEmplaceValue(self.0) }
        }
    }
    let _complete = Complete(value);
    // SAFETY: consumer reference.
    let v = unsafe { ValueRef::from_raw(value) };
    let _ = v.storage();
}

#[test]
fn host_created_objects_completed_from_host_threads() {
    let _g = setup();
    let rt = tokio_mt();
    const N: usize = 2000;
    let mut token_completers = Vec::new();
    let mut value_completers = Vec::new();
    let group = GroupRef::new(2 * N);
    let joins: Vec<_> = (0..N)
        .map(|i| {
            let (t, tc) = TokenRef::new_pending();
            let (v, vc) = ValueRef::new_pending(16);
            assert_eq!(group.add_token(&t), 2 * i as i64);
            assert_eq!(group.add_value(&v), 2 * i as i64 + 1);
            token_completers.push(tc);
            value_completers.push((i, vc));
            rt.spawn(async move {
                let t = t.await;
                let v = v.await.map(|v| {
                    // SAFETY: 16-byte payload of a ready value.
                    unsafe { *(v.storage() as *const u64).add(1) }
                });
                (t, v)
            })
        })
        .collect();
    let g = group.clone();
    let group_waiter = rt.spawn(g.into_future());
    // Complete from two plain threads: every 10th token and value fails,
    // every 10th+1 completer is just dropped (which is an error too).
    let tokens = std::thread::spawn(move || {
        for (i, tc) in token_completers.into_iter().enumerate() {
            match i % 10 {
                0 => tc.fail(),
                1 => drop(tc),
                _ => tc.complete(),
            }
        }
    });
    let values = std::thread::spawn(move || {
        for (i, vc) in value_completers {
            assert_eq!(vc.size(), 16);
            // SAFETY: the completer owns the 16-byte payload until completion.
            unsafe { (vc.storage() as *mut u64).add(1).write(i as u64 * 3) };
            match i % 10 {
                0 => vc.fail(),
                1 => drop(vc),
                _ => vc.complete(),
            }
        }
    });
    tokens.join().unwrap();
    values.join().unwrap();
    rt.block_on(async {
        for (i, j) in joins.into_iter().enumerate() {
            let (t, v) = j.await.unwrap();
            let fails = i % 10 < 2;
            assert_eq!(t.is_err(), fails);
            match v {
                Ok(x) => assert_eq!(x, i as u64 * 3),
                Err(e) => {
                    assert!(fails);
                    assert_eq!(e.kind(), ObjectKind::Value);
                }
            }
        }
        assert_eq!(
            group_waiter.await.unwrap().unwrap_err().kind(),
            ObjectKind::Group
        );
    });
    assert!(group.is_ready() && group.is_error());
    let empty = GroupRef::new(0);
    assert_eq!(block_on(empty), Ok(()));
    drop((group, rt));
    assert_no_leaks();
}
