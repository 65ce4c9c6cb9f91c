//! Calling `async.func`s from Rust: their `!async.token` / `!async.value<T>` results awaited
//! as futures (tokio's multi-thread runtime, several tasks at once, a hand-written
//! `block_on`), blocking waits, error results, dropped futures and dropped modules. Every test
//! ends with no live runtime object. Expected values are hand-checked arithmetic.

use std::sync::{Arc, Mutex, MutexGuard};
use std::task::{Context, Poll, Wake, Waker};

use corolift::{AsyncToken, AsyncValue, Engine, ErrorKind, Module};

/// A program whose coroutines really suspend: `@sum_squares` awaits a value computed by an
/// `async.execute`, then an `async.call` of `@square`, which awaits its own task.
const PROGRAM: &str = r#"
async.func @square(%x: i64) -> !async.value<i64> {
  %t, %v = async.execute -> !async.value<i64> {
    %y = arith.muli %x, %x : i64
    async.yield %y : i64
  }
  %y = async.await %v : !async.value<i64>
  return %y : i64
}

async.func @sum_squares(%a: i64, %b: i64) -> !async.value<i64> {
  %va = async.call @square(%a) : (i64) -> !async.value<i64>
  %vb = async.call @square(%b) : (i64) -> !async.value<i64>
  %ya = async.await %va : !async.value<i64>
  %yb = async.await %vb : !async.value<i64>
  %s = arith.addi %ya, %yb : i64
  return %s : i64
}

async.func @half(%x: f64) -> (!async.token, !async.value<f64>) {
  %c = arith.constant 0.5 : f64
  %y = arith.mulf %x, %c : f64
  return %y : f64
}

async.func @check_positive(%x: i64) -> !async.token {
  %t = async.execute {
    %zero = arith.constant 0 : i64
    %ok = arith.cmpi sgt, %x, %zero : i64
    cf.assert %ok, "x must be positive"
    async.yield
  }
  async.await %t : !async.token
  return
}

async.func @positive_or_error(%x: i64) -> !async.value<i64> {
  %zero = arith.constant 0 : i64
  %ok = arith.cmpi sgt, %x, %zero : i64
  cf.assert %ok, "x must be positive"
  return %x : i64
}

func.func @spin(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    %one = arith.constant 1 : i64
    %next = arith.addi %acc, %one : i64
    scf.yield %next : i64
  }
  return %r : i64
}

async.func @slow(%n: index) -> !async.value<i64> {
  %t, %v = async.execute -> !async.value<i64> {
    %r = func.call @spin(%n) : (index) -> i64
    async.yield %r : i64
  }
  %r = async.await %v : !async.value<i64>
  return %r : i64
}
"#;

/// Tests share the process-wide runtime and its live-object counters: one at a time.
static SERIAL: Mutex<()> = Mutex::new(());

fn serial() -> MutexGuard<'static, ()> {
    SERIAL.lock().unwrap_or_else(|e| e.into_inner())
}

fn module() -> Module {
    Engine::new().compile_named("async.mlir", PROGRAM).unwrap()
}

fn assert_no_live_objects() {
    Engine::new().leak_check().unwrap();
    assert_eq!(corolift::runtime_objects().total(), 0);
}

#[test]
fn values_awaited_under_tokio_from_many_tasks() {
    let _serial = serial();
    let m = module();
    let sum_squares = m
        .func::<(i64, i64), AsyncValue<i64>>("sum_squares")
        .unwrap();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(4)
        .build()
        .unwrap();
    let results = runtime.block_on(async {
        let tasks: Vec<_> = (0..64i64)
            .map(|i| {
                let f = sum_squares.clone();
                tokio::spawn(async move { f.call((i, i + 1)).unwrap().await.unwrap() })
            })
            .collect();
        let mut out = Vec::new();
        for t in tasks {
            out.push(t.await.unwrap());
        }
        out
    });
    // i² + (i+1)² = 2i² + 2i + 1
    let expected: Vec<i64> = (0..64i64).map(|i| 2 * i * i + 2 * i + 1).collect();
    assert_eq!(results, expected);
    drop(runtime);
    assert_no_live_objects();
}

#[test]
fn token_and_value_results_and_blocking_waits() {
    let _serial = serial();
    let m = module();
    let half = m
        .func::<(f64,), (AsyncToken, AsyncValue<f64>)>("half")
        .unwrap();
    let (token, value) = half.call((5.0,)).unwrap();
    token.wait().unwrap();
    assert_eq!(value.wait().unwrap(), 2.5);
    let square = m.func::<(i64,), AsyncValue<i64>>("square").unwrap();
    assert_eq!(square.call((-12,)).unwrap().wait().unwrap(), 144);
    // The signature is checked: the value type and the token.
    let e = m.func::<(f64,), AsyncValue<f64>>("half").unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Signature);
    let e = m.func::<(i64,), AsyncValue<i32>>("square").unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Signature);
    let e = m.func::<(i64,), AsyncToken>("square").unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Signature);
    assert_no_live_objects();
}

#[test]
fn error_tokens_and_values_surface_as_err() {
    let _serial = serial();
    let m = module();
    let check = m.func::<(i64,), AsyncToken>("check_positive").unwrap();
    let runtime = tokio::runtime::Builder::new_multi_thread().build().unwrap();
    runtime.block_on(async {
        check.call((5,)).unwrap().await.unwrap();
        let e = check.call((-5,)).unwrap().await.unwrap_err();
        assert_eq!(e.kind(), ErrorKind::Async);
        assert!(e.to_string().contains("token"), "{e}");
    });
    let positive = m
        .func::<(i64,), AsyncValue<i64>>("positive_or_error")
        .unwrap();
    assert_eq!(positive.call((7,)).unwrap().wait().unwrap(), 7);
    let e = positive.call((0,)).unwrap().wait().unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Async);
    let e = runtime
        .block_on(async { positive.call((-1,)).unwrap().await })
        .unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Async);
    drop(runtime);
    assert_no_live_objects();
}

/// The smallest executor: poll, park until woken.
fn block_on<F: std::future::IntoFuture>(f: F) -> F::Output {
    struct Unpark(std::thread::Thread);
    impl Wake for Unpark {
        fn wake(self: Arc<Self>) {
            self.0.unpark();
        }
    }
    let mut fut = std::pin::pin!(f.into_future());
    let waker = Waker::from(Arc::new(Unpark(std::thread::current())));
    let mut cx = Context::from_waker(&waker);
    loop {
        if let Poll::Ready(v) = fut.as_mut().poll(&mut cx) {
            return v;
        }
        std::thread::park();
    }
}

#[test]
fn a_park_based_block_on_awaits_suspended_coroutines() {
    let _serial = serial();
    let m = module();
    let slow = m.func::<(usize,), AsyncValue<i64>>("slow").unwrap();
    assert_eq!(
        block_on(slow.call((2_000_000,)).unwrap()).unwrap(),
        2_000_000
    );
    let sum = m
        .func::<(i64, i64), AsyncValue<i64>>("sum_squares")
        .unwrap();
    assert_eq!(block_on(sum.call((3, 4)).unwrap()).unwrap(), 25);
    assert_no_live_objects();
}

#[test]
fn dropped_futures_and_modules() {
    let _serial = serial();
    let m = module();
    let slow = m.func::<(usize,), AsyncValue<i64>>("slow").unwrap();
    // A pending result dropped unawaited: the runtime finishes the work, nothing leaks.
    let pending = slow.call((5_000_000,)).unwrap();
    drop(pending);
    // A future dropped after its first poll registered a waker (boxed, so `drop` really
    // drops it).
    let mut fut = Box::pin(std::future::IntoFuture::into_future(
        slow.call((5_000_000,)).unwrap(),
    ));
    let _ = fut.as_mut().poll(&mut Context::from_waker(Waker::noop()));
    drop(fut);
    // The module and its handles dropped while a result is pending: dropping the module
    // lets the queued work finish first, so the result still arrives.
    let pending = slow.call((3_000_000,)).unwrap();
    drop(slow);
    drop(m);
    assert_eq!(pending.wait().unwrap(), 3_000_000);
    // Another module keeps working.
    let other = module();
    let square = other.func::<(i64,), AsyncValue<i64>>("square").unwrap();
    assert_eq!(square.call((9,)).unwrap().wait().unwrap(), 81);
    assert_no_live_objects();
}

/// An async function taking a memref view may use it after the call returns: `call` refuses
/// it, `call_unchecked` (unsafe) calls it.
#[test]
fn async_functions_with_views_need_call_unchecked() {
    let _serial = serial();
    let m = Engine::new()
        .compile(
            r#"
  async.func @fill(%m: memref<4xi64>, %v: i64) -> !async.token {
    %t = async.execute {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      scf.for %i = %c0 to %c4 step %c1 {
        memref.store %v, %m[%i] : memref<4xi64>
      }
      async.yield
    }
    async.await %t : !async.token
    return
  }
"#,
        )
        .unwrap();
    let fill = m
        .func::<(corolift::MemRef<i64, 1>, i64), AsyncToken>("fill")
        .unwrap();
    let mut data = [0i64; 4];
    let e = fill
        .call((corolift::MemRef::new(&mut data, [4]).unwrap(), 7))
        .unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Argument);
    assert!(e.to_string().contains("call_unchecked"), "{e}");
    // SAFETY: `data` is not touched before the token completes.
    let token = unsafe { fill.call_unchecked((corolift::MemRef::new(&mut data, [4]).unwrap(), 7)) }
        .unwrap();
    token.wait().unwrap();
    assert_eq!(data, [7; 4]);
    assert_no_live_objects();
}
