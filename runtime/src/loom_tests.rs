//! Exhaustive interleaving models (loom) of the token/value/group state
//! machines. Run with:
//! `RUSTFLAGS="--cfg loom" cargo test -p corolift-runtime --release --lib loom -- --test-threads=1`

use crate::object::{self, AsyncGroup, AsyncToken, AsyncValue};
use crate::stats;
use loom::sync::Arc;
use loom::sync::atomic::{AtomicUsize, Ordering};
use loom::thread;
use std::ffi::c_void;

struct P<T>(*mut T);
impl<T> Clone for P<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for P<T> {}
// SAFETY: test objects are shared across loom threads exactly like the C API
// shares them across OS threads.
unsafe impl<T> Send for P<T> {}

unsafe extern "C" fn bump(hdl: *mut c_void) {
    // SAFETY: `hdl` is an `AtomicUsize` kept alive by the model.
    unsafe { (*(hdl as *const AtomicUsize)).fetch_add(1, Ordering::SeqCst) };
}

fn token_cell(t: P<AsyncToken>) -> &'static object::Completion {
    // SAFETY: the model keeps the token alive while the reference is used.
    unsafe { &(*t.0).cell }
}

/// `…AndExecute` racing with `Emplace`: the continuation runs exactly once,
/// whichever wins, and the token is freed after both references are dropped.
#[test]
fn loom_await_and_execute_vs_emplace() {
    loom::model(|| {
        let before = stats::live_objects().total();
        let hits = Arc::new(AtomicUsize::new(0));
        let t = P(object::create_token());
        let h = hits.clone();
        let producer = thread::spawn(move || {
            let t = t;
            // SAFETY: producer reference.
            unsafe { object::complete_and_release(t.0 as *mut c_void, token_cell(t), false) };
        });
        // SAFETY: consumer reference; `hits` outlives the model iteration.
        unsafe {
            object::await_and_execute(token_cell(t), Arc::as_ptr(&h) as *mut c_void, bump);
        }
        producer.join().unwrap();
        assert_eq!(hits.load(Ordering::SeqCst), 1);
        // SAFETY: consumer reference.
        unsafe { object::drop_ref(t.0 as *mut c_void, 1) };
        assert_eq!(stats::live_objects().total(), before);
    });
}

/// The fast path reports ready iff nothing was registered.
#[test]
fn loom_fast_path_vs_error() {
    loom::model(|| {
        let hits = Arc::new(AtomicUsize::new(0));
        let v = P(object::create_value(8));
        let producer = thread::spawn(move || {
            let v = v;
            // SAFETY: producer reference.
            unsafe { object::complete_and_release(v.0 as *mut c_void, &(*v.0).cell, true) };
        });
        // SAFETY: live value (consumer reference).
        let ready = unsafe {
            object::await_or_ready(&(*v.0).cell, Arc::as_ptr(&hits) as *mut c_void, bump)
        };
        producer.join().unwrap();
        assert_eq!(hits.load(Ordering::SeqCst), if ready { 0 } else { 1 });
        // SAFETY: consumer reference.
        unsafe {
            assert!((*v.0).cell.is_error());
            object::drop_ref(v.0 as *mut c_void, 1);
        }
    });
}

/// Blocking await (park/unpark path) racing with emplace.
#[test]
fn loom_blocking_await_vs_emplace() {
    loom::model(|| {
        let t = P(object::create_token());
        let producer = thread::spawn(move || {
            let t = t;
            // SAFETY: producer reference.
            unsafe { object::complete_and_release(t.0 as *mut c_void, token_cell(t), false) };
        });
        object::block_on(token_cell(t));
        assert!(token_cell(t).is_ready());
        producer.join().unwrap();
        // SAFETY: consumer reference.
        unsafe { object::drop_ref(t.0 as *mut c_void, 1) };
    });
}

/// Two members of a group complete concurrently (one in error) while a third
/// thread registers a group awaiter: the awaiter runs once, after both, and
/// sees the error; every object is freed.
#[test]
fn loom_group_two_members_and_awaiter() {
    loom::model(|| {
        let before = stats::live_objects().total();
        let hits = Arc::new(AtomicUsize::new(0));
        let g = P(object::create_group(2));
        let a = P(object::create_token());
        let b = P(object::create_token());
        // SAFETY: all objects live; we own the consumer references.
        unsafe {
            assert_eq!(object::add_token_to_group(a.0, g.0), 0);
            assert_eq!(object::add_token_to_group(b.0, g.0), 1);
            object::drop_ref(a.0 as *mut c_void, 1);
            object::drop_ref(b.0 as *mut c_void, 1);
        }
        let ta = thread::spawn(move || {
            let a = a;
            // SAFETY: producer reference.
            unsafe { object::complete_and_release(a.0 as *mut c_void, token_cell(a), true) };
        });
        let tb = thread::spawn(move || {
            let b = b;
            // SAFETY: producer reference.
            unsafe { object::complete_and_release(b.0 as *mut c_void, token_cell(b), false) };
        });
        let h = hits.clone();
        // SAFETY: our group reference keeps it alive.
        unsafe { object::await_and_execute(&(*g.0).cell, Arc::as_ptr(&h) as *mut c_void, bump) };
        ta.join().unwrap();
        tb.join().unwrap();
        assert_eq!(hits.load(Ordering::SeqCst), 1);
        // SAFETY: our group reference.
        unsafe {
            assert!((*g.0).is_error());
            object::drop_ref(g.0 as *mut c_void, 1);
        }
        assert_eq!(stats::live_objects().total(), before);
    });
}

/// Concurrent `DropRef`s: exactly one destroys the object.
#[test]
fn loom_concurrent_drop_ref() {
    loom::model(|| {
        let before = stats::live_objects().total();
        let g: P<AsyncGroup> = P(object::create_group(0));
        // SAFETY: live group.
        unsafe { object::add_ref(g.0 as *mut c_void, 1) };
        let other = thread::spawn(move || {
            let g = g;
            // SAFETY: one of the two references.
            unsafe { object::drop_ref(g.0 as *mut c_void, 1) };
        });
        // SAFETY: the other reference.
        unsafe { object::drop_ref(g.0 as *mut c_void, 1) };
        other.join().unwrap();
        assert_eq!(stats::live_objects().total(), before);
    });
}

/// A value written before `Emplace` is visible to an awaiter resumed by it.
#[test]
fn loom_value_payload_visibility() {
    loom::model(|| {
        let v: P<AsyncValue> = P(object::create_value(8));
        let producer = thread::spawn(move || {
            let v = v;
            // SAFETY: producer owns the payload until emplace.
            unsafe {
                (object::value_storage(v.0) as *mut u64).write(0xfeed);
                object::complete_and_release(v.0 as *mut c_void, &(*v.0).cell, false);
            }
        });
        // SAFETY: consumer reference keeps the value alive.
        unsafe {
            object::block_on(&(*v.0).cell);
            assert_eq!((object::value_storage(v.0) as *const u64).read(), 0xfeed);
        }
        producer.join().unwrap();
        // SAFETY: consumer reference.
        unsafe { object::drop_ref(v.0 as *mut c_void, 1) };
    });
}

/// The reference drop generated code does inline (`fetch_sub`, then
/// `release_after_decrement` only when the previous count was at most the
/// amount dropped) racing with `Emplace`'s own drop of the producer reference
/// while a value is read: the value is destroyed exactly once, after both.
#[test]
fn loom_inline_drop_vs_emplace() {
    loom::model(|| {
        let before = stats::live_objects().total();
        let v = P(object::create_value(8));
        let producer = thread::spawn(move || {
            let v = v;
            // SAFETY: producer reference.
            unsafe {
                object::complete_and_release(v.0 as *mut c_void, &(*v.0).cell, false);
            }
        });
        // SAFETY: consumer reference, dropped the way generated code drops it.
        unsafe {
            let refs = &(*(v.0 as *const object::Header)).refs;
            let prev = refs.fetch_sub(1, Ordering::Release);
            if prev <= 1 {
                object::release_after_decrement(v.0 as *mut c_void, prev, 1);
            }
        }
        producer.join().unwrap();
        assert_eq!(stats::live_objects().total(), before);
    });
}

/// A value (completed in error) and a token join a group while their producers
/// complete them; the value's consumer reference is dropped right after it
/// joins, as reference counting does after `add_to_group`. A blocked awaiter of
/// the group wakes once both were counted and sees the value's error; every
/// object is freed.
#[test]
fn loom_value_in_group_error_vs_join() {
    loom::model(|| {
        let before = stats::live_objects().total();
        let g = P(object::create_group(2));
        let v = P(object::create_value(8));
        let t = P(object::create_token());
        let pv = thread::spawn(move || {
            let v = v;
            // SAFETY: producer reference.
            unsafe { object::complete_and_release(v.0 as *mut c_void, &(*v.0).cell, true) };
        });
        let pt = thread::spawn(move || {
            let t = t;
            // SAFETY: producer reference.
            unsafe { object::complete_and_release(t.0 as *mut c_void, token_cell(t), false) };
        });
        // SAFETY: consumer references of `v` and `t`, our group reference.
        unsafe {
            assert_eq!(object::add_value_to_group(v.0, g.0), 0);
            object::drop_ref(v.0 as *mut c_void, 1);
            assert_eq!(object::add_token_to_group(t.0, g.0), 1);
            object::drop_ref(t.0 as *mut c_void, 1);
            object::block_on(&(*g.0).cell);
            assert!((*g.0).is_error());
        }
        pv.join().unwrap();
        pt.join().unwrap();
        // SAFETY: our group reference.
        unsafe { object::drop_ref(g.0 as *mut c_void, 1) };
        assert_eq!(stats::live_objects().total(), before);
    });
}

/// A waker that counts its wake-ups in a loom atomic.
struct CountWake(AtomicUsize);

impl std::task::Wake for CountWake {
    fn wake(self: std::sync::Arc<Self>) {
        self.0.fetch_add(1, Ordering::SeqCst);
    }
}

fn count_waker() -> (std::sync::Arc<CountWake>, std::task::Waker) {
    let c = std::sync::Arc::new(CountWake(AtomicUsize::new(0)));
    (c.clone(), std::task::Waker::from(c))
}

fn poll_once<F: std::future::Future + Unpin>(
    f: &mut F,
    w: &std::task::Waker,
) -> std::task::Poll<F::Output> {
    std::pin::Pin::new(f).poll(&mut std::task::Context::from_waker(w))
}

/// A host future's first poll racing with `Emplace`: either the poll sees the
/// token complete, or the completion callback wakes the registered waker and
/// the next poll is ready (no lost wake-up); every object and the waker cell
/// are freed.
#[test]
fn loom_host_future_vs_emplace() {
    use crate::host::TokenRef;
    use std::future::IntoFuture;
    loom::model(|| {
        let before = stats::live_objects().total();
        let t = P(object::create_token());
        let producer = thread::spawn(move || {
            let t = t;
            // SAFETY: producer reference.
            unsafe { object::complete_and_release(t.0 as *mut c_void, token_cell(t), false) };
        });
        let (count, waker) = count_waker();
        // SAFETY: the consumer reference.
        let mut fut = unsafe { TokenRef::from_raw(t.0) }.into_future();
        let first = poll_once(&mut fut, &waker);
        producer.join().unwrap();
        if first.is_pending() {
            assert_eq!(count.0.load(Ordering::SeqCst), 1, "the completion woke us");
            assert!(poll_once(&mut fut, &waker).is_ready());
        }
        drop(fut);
        drop(waker);
        assert_eq!(std::sync::Arc::strong_count(&count), 1, "waker released");
        assert_eq!(stats::live_objects().total(), before);
    });
}

/// A pending host future dropped while the value completes on another thread:
/// the callback never touches freed memory (loom checks the waker slot's
/// accesses), the value is freed once, and the waker is released.
#[test]
fn loom_host_future_dropped_vs_emplace() {
    use crate::host::ValueRef;
    use std::future::IntoFuture;
    loom::model(|| {
        let before = stats::live_objects().total();
        let v = P(object::create_value(8));
        let (count, waker) = count_waker();
        // SAFETY: the consumer reference.
        let mut fut = unsafe { ValueRef::from_raw(v.0) }.into_future();
        assert!(poll_once(&mut fut, &waker).is_pending());
        let producer = thread::spawn(move || {
            let v = v;
            // SAFETY: producer reference.
            unsafe { object::complete_and_release(v.0 as *mut c_void, &(*v.0).cell, false) };
        });
        drop(fut);
        producer.join().unwrap();
        drop(waker);
        assert_eq!(std::sync::Arc::strong_count(&count), 1, "waker released");
        assert_eq!(stats::live_objects().total(), before);
    });
}

/// The waker cell alone: the poller stores one waker, then replaces it with a
/// second, rechecking a flag after each store, while another thread sets the
/// flag and wakes. If the poller's last check missed the flag, the second
/// waker was woken; and a wake that landed inside a registration leaves the
/// cell usable for the next one.
#[test]
fn loom_atomic_waker_reregister_vs_wake() {
    use crate::host::AtomicWaker;
    loom::model(|| {
        let cell = Arc::new(AtomicWaker::new());
        let flag = Arc::new(AtomicUsize::new(0));
        let (first, w1) = count_waker();
        let (second, w2) = count_waker();
        let (c, f) = (cell.clone(), flag.clone());
        let waker_thread = thread::spawn(move || {
            f.store(1, Ordering::SeqCst);
            c.wake();
        });
        cell.register(&w1);
        let _ = flag.load(Ordering::SeqCst);
        cell.register(&w2);
        let seen = flag.load(Ordering::SeqCst) == 1;
        waker_thread.join().unwrap();
        let woken = first.0.load(Ordering::SeqCst) + second.0.load(Ordering::SeqCst);
        if !seen {
            assert_eq!(
                second.0.load(Ordering::SeqCst),
                1,
                "the newest waker is woken"
            );
        }
        assert!(woken <= 2);
        // Whatever interleaving happened, the cell is back to its idle state:
        // a later registration is woken by a later wake.
        let (third, w3) = count_waker();
        cell.register(&w3);
        cell.wake();
        assert_eq!(third.0.load(Ordering::SeqCst), 1, "the cell is reusable");
    });
}
