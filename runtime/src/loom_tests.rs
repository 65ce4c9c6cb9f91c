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
