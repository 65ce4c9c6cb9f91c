//! The cost of awaiting a ready object from Rust: a ready value awaited
//! through its future (`ValueRef::into_future` + one poll with a no-op waker +
//! dropping the returned handle), and a blocking `TokenRef::wait` on a ready
//! token; for comparison, a pending token completed by a pool worker and
//! awaited through its future on a `thread::park` executor (Execute, the
//! worker's emplace, the completion callback, the unpark). Prints
//! `name ns_per_await` lines (best of 7 runs). The target for the
//! first is well under 100 ns.

use corolift_runtime::*;
use std::future::{Future, IntoFuture};
use std::hint::black_box;
use std::pin::Pin;
use std::task::{Context, Poll, Waker};
use std::time::Instant;

const N: usize = 1_000_000;
const REPS: usize = 7;

/// A ready value holding `42_i64`, as a handle.
fn ready_value() -> ValueRef {
    let v = mlirAsyncRuntimeCreateValue(8);
    // SAFETY: fresh value: write the payload, complete it with the producer
    // reference, hand the consumer reference to the handle.
    unsafe {
        *(mlirAsyncRuntimeGetValueStorage(v) as *mut i64) = 42;
        mlirAsyncRuntimeEmplaceValue(v);
        ValueRef::from_raw(v)
    }
}

/// Awaits `N` ready value handles (clones of one value, made outside the
/// timed loop) through their futures.
fn await_ready_values(value: &ValueRef) -> f64 {
    let handles: Vec<ValueRef> = (0..N).map(|_| value.clone()).collect();
    let mut cx = Context::from_waker(Waker::noop());
    let start = Instant::now();
    let mut sum = 0i64;
    for h in handles {
        let mut fut = h.into_future();
        match Pin::new(&mut fut).poll(&mut cx) {
            Poll::Ready(Ok(v)) => {
                // SAFETY: 8-byte payload of a ready value.
                sum += unsafe { *(black_box(v.storage()) as *const i64) };
            }
            _ => unreachable!("the value is ready"),
        }
    }
    let ns = start.elapsed().as_nanos() as f64 / N as f64;
    assert_eq!(sum, 42 * N as i64);
    ns
}

/// `N` blocking waits on one ready token.
fn wait_ready_token(token: &TokenRef) -> f64 {
    let start = Instant::now();
    for _ in 0..N {
        black_box(token).wait().unwrap();
    }
    start.elapsed().as_nanos() as f64 / N as f64
}

unsafe extern "C" fn emplace(hdl: *mut std::ffi::c_void) {
    // SAFETY: the task owns the token's producer reference.
    unsafe { mlirAsyncRuntimeEmplaceToken(hdl as *mut AsyncToken) }
}

struct Unpark(std::thread::Thread);

impl std::task::Wake for Unpark {
    fn wake(self: std::sync::Arc<Self>) {
        self.0.unpark();
    }
}

/// `ROUND_TRIPS` tokens, each completed by a worker task and awaited through
/// its future with a parking waker.
fn pending_round_trips() -> f64 {
    const ROUND_TRIPS: usize = 20_000;
    let waker = Waker::from(std::sync::Arc::new(Unpark(std::thread::current())));
    let mut cx = Context::from_waker(&waker);
    let start = Instant::now();
    for _ in 0..ROUND_TRIPS {
        let raw = mlirAsyncRuntimeCreateToken();
        // SAFETY: the handle takes one reference, the task the producer's.
        let mut fut = unsafe { TokenRef::from_raw(raw) }.into_future();
        mlirAsyncRuntimeExecute(raw as *mut std::ffi::c_void, emplace);
        while Pin::new(&mut fut).poll(&mut cx).is_pending() {
            std::thread::park();
        }
    }
    start.elapsed().as_nanos() as f64 / ROUND_TRIPS as f64
}

fn best(mut f: impl FnMut() -> f64) -> f64 {
    (0..REPS).map(|_| f()).fold(f64::INFINITY, f64::min)
}

fn main() {
    let value = ready_value();
    let token = mlirAsyncRuntimeCreateToken();
    // SAFETY: producer reference completes it; the handle takes the other.
    let token = unsafe {
        mlirAsyncRuntimeEmplaceToken(token);
        TokenRef::from_raw(token)
    };
    let v = best(|| await_ready_values(&value));
    let t = best(|| wait_ready_token(&token));
    let p = best(pending_round_trips);
    println!("ready_value_future_await {v:.2}");
    println!("ready_token_blocking_wait {t:.2}");
    println!("pending_token_future_round_trip {p:.1}");
    drop((value, token));
    shutdown();
    assert_eq!(live_objects().total(), 0);
}
