//! Rust closures as host functions (`EngineBuilder::host_fn`): captured state, every scalar
//! result kind, 0 and 8 arguments, calls from `async.execute` bodies on runtime worker
//! threads, declaration type errors, duplicate names, mixing with `extern_fn`, module and
//! engine lifetimes, and a panicking closure. Expected values are hand-checked arithmetic
//! (given next to each assertion).

use std::collections::HashSet;
use std::sync::atomic::{AtomicI64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use corolift::{Engine, ErrorKind};

/// Held by the tests that create runtime objects: their leak checks count the whole
/// process's objects, so they must not overlap.
static RUNTIME_OBJECTS: Mutex<()> = Mutex::new(());

/// A sync function calling the accumulator `@acc` once per loop iteration, `i` = 1..=n.
const ACCUMULATE: &str = r#"
func.func private @acc(i64)
func.func @sum_to(%n: index) {
  %c1 = arith.constant 1 : index
  %end = arith.addi %n, %c1 : index
  scf.for %i = %c1 to %end step %c1 {
    %v = arith.index_cast %i : index to i64
    func.call @acc(%v) : (i64) -> ()
  }
  return
}
"#;

/// An engine whose host function `@acc(i64)` adds its argument to the returned total.
fn accumulating_engine() -> (Engine, Arc<AtomicI64>) {
    let total = Arc::new(AtomicI64::new(0));
    let sink = total.clone();
    let engine = Engine::builder()
        .host_fn("acc", move |x: i64| {
            sink.fetch_add(x, Ordering::Relaxed);
        })
        .build()
        .unwrap();
    (engine, total)
}

#[test]
fn closure_with_captured_state_called_in_a_loop() {
    let (engine, total) = accumulating_engine();
    let module = engine.compile(ACCUMULATE).unwrap();
    let sum_to = module.func::<(usize,), ()>("sum_to").unwrap();
    sum_to.call((100,)).unwrap();
    // 1 + 2 + … + 100 = 100 * 101 / 2.
    assert_eq!(total.load(Ordering::Relaxed), 5050);
    sum_to.call((10,)).unwrap();
    // 5050 + 55.
    assert_eq!(total.load(Ordering::Relaxed), 5105);
}

#[test]
fn closures_returning_f64_i1_and_index() {
    let engine = Engine::builder()
        .host_fn("root", |x: f64| x.sqrt())
        .host_fn("is_even", |x: i64| x % 2 == 0)
        .host_fn("triple", |n: usize| 3 * n)
        .host_fn("half", |x: f32| x / 2.0)
        .build()
        .unwrap();
    let module = engine
        .compile(
            r#"
func.func private @root(f64) -> f64
func.func private @is_even(i64) -> i1
func.func private @triple(index) -> index
func.func private @half(f32) -> f32
func.func @root_plus_one(%x: f64) -> f64 {
  %r = call @root(%x) : (f64) -> f64
  %one = arith.constant 1.0 : f64
  %y = arith.addf %r, %one : f64
  return %y : f64
}
func.func @odd(%x: i64) -> i1 {
  %e = call @is_even(%x) : (i64) -> i1
  %t = arith.constant true
  %o = arith.xori %e, %t : i1
  return %o : i1
}
func.func @triple_plus(%n: index) -> index {
  %t = call @triple(%n) : (index) -> index
  %c1 = arith.constant 1 : index
  %r = arith.addi %t, %c1 : index
  return %r : index
}
func.func @quarter(%x: f32) -> f32 {
  %h = call @half(%x) : (f32) -> f32
  %q = call @half(%h) : (f32) -> f32
  return %q : f32
}
"#,
        )
        .unwrap();
    let root = module.func::<(f64,), f64>("root_plus_one").unwrap();
    // sqrt(2.25) + 1 = 1.5 + 1.
    assert_eq!(root.call((2.25,)).unwrap(), 2.5);
    let odd = module.func::<(i64,), bool>("odd").unwrap();
    assert!(odd.call((7,)).unwrap());
    assert!(!odd.call((-4,)).unwrap());
    let triple = module.func::<(usize,), usize>("triple_plus").unwrap();
    // 3 * 14 + 1.
    assert_eq!(triple.call((14,)).unwrap(), 43);
    let quarter = module.func::<(f32,), f32>("quarter").unwrap();
    // 10 / 2 / 2.
    assert_eq!(quarter.call((10.0,)).unwrap(), 2.5);
}

#[test]
fn closures_of_zero_and_eight_arguments() {
    let calls = Arc::new(AtomicUsize::new(0));
    let counter = calls.clone();
    let engine = Engine::builder()
        .host_fn("answer", || 42i32)
        .host_fn("tick", move || {
            counter.fetch_add(1, Ordering::Relaxed);
        })
        .host_fn(
            "eight",
            |a: i8, b: i16, c: i32, d: i64, e: usize, f: f32, g: f64, h: bool| {
                f64::from(a)
                    + f64::from(b)
                    + f64::from(c)
                    + d as f64
                    + e as f64
                    + f64::from(f)
                    + g
                    + if h { 100.0 } else { 0.0 }
            },
        )
        .build()
        .unwrap();
    let module = engine
        .compile(
            r#"
func.func private @answer() -> i32
func.func private @tick()
func.func private @eight(i8, i16, i32, i64, index, f32, f64, i1) -> f64
func.func @zero() -> i32 {
  call @tick() : () -> ()
  call @tick() : () -> ()
  %a = call @answer() : () -> i32
  return %a : i32
}
func.func @all(%h: i1) -> f64 {
  %a = arith.constant -1 : i8
  %b = arith.constant 2 : i16
  %c = arith.constant -3 : i32
  %d = arith.constant 4 : i64
  %e = arith.constant 5 : index
  %f = arith.constant 0.5 : f32
  %g = arith.constant 0.25 : f64
  %r = call @eight(%a, %b, %c, %d, %e, %f, %g, %h) : (i8, i16, i32, i64, index, f32, f64, i1) -> f64
  return %r : f64
}
"#,
        )
        .unwrap();
    assert_eq!(
        module.func::<(), i32>("zero").unwrap().call(()).unwrap(),
        42
    );
    assert_eq!(calls.load(Ordering::Relaxed), 2);
    let all = module.func::<(bool,), f64>("all").unwrap();
    // -1 + 2 - 3 + 4 + 5 + 0.5 + 0.25 = 7.75; plus 100 when the flag is set.
    assert_eq!(all.call((false,)).unwrap(), 7.75);
    assert_eq!(all.call((true,)).unwrap(), 107.75);
}

/// `@spawn_all(n)` runs `@acc(i)` for i = 0..n-1, each in its own `async.execute` task, and
/// returns once the group of all tasks has completed.
const ASYNC_TASKS: &str = r#"
func.func private @acc(i64)
func.func @spawn_all(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %g = async.create_group %n : !async.group
  scf.for %i = %c0 to %n step %c1 {
    %t = async.execute {
      %v = arith.index_cast %i : index to i64
      func.call @acc(%v) : (i64) -> ()
      async.yield
    }
    %r = async.add_to_group %t, %g : !async.token
  }
  async.await_all %g
  return
}
"#;

#[test]
fn closure_called_from_async_tasks_on_worker_threads() {
    let _serial = RUNTIME_OBJECTS.lock().unwrap_or_else(|e| e.into_inner());
    let total = Arc::new(AtomicI64::new(0));
    let threads = Arc::new(Mutex::new(HashSet::new()));
    let (sink, seen) = (total.clone(), threads.clone());
    let engine = Engine::builder()
        .host_fn("acc", move |x: i64| {
            sink.fetch_add(x, Ordering::Relaxed);
            seen.lock().unwrap().insert(std::thread::current().id());
        })
        .build()
        .unwrap();
    let module = engine.compile(ASYNC_TASKS).unwrap();
    let spawn_all = module.func::<(usize,), ()>("spawn_all").unwrap();
    spawn_all.call((1000,)).unwrap();
    // 0 + 1 + … + 999 = 999 * 1000 / 2.
    assert_eq!(total.load(Ordering::Relaxed), 499_500);
    // The tasks ran on the runtime's worker threads (unless the runtime was told to run
    // everything on the waiting thread).
    let others = threads
        .lock()
        .unwrap()
        .iter()
        .filter(|t| **t != std::thread::current().id())
        .count();
    if std::env::var("COROLIFT_NUM_THREADS").map_or(true, |n| n != "0") {
        assert!(others > 0, "no task ran on a worker thread");
    }

    // Four host threads at once, each spawning 1000 tasks: the closure runs concurrently.
    std::thread::scope(|s| {
        for _ in 0..4 {
            let f = spawn_all.clone();
            s.spawn(move || f.call((1000,)).unwrap());
        }
    });
    // 499500 + 4 * 499500.
    assert_eq!(total.load(Ordering::Relaxed), 5 * 499_500);
    engine.leak_check().unwrap();
}

#[test]
fn declaration_with_another_type_is_a_compile_error() {
    let engine = Engine::builder()
        .host_fn("cb", |x: i64| x + 1)
        .build()
        .unwrap();
    let e = engine
        .compile_named(
            "cb.mlir",
            "func.func private @cb(i32) -> i64\nfunc.func @f(%x: i32) -> i64 {\n  %y = call @cb(%x) : (i32) -> i64\n  return %y : i64\n}\n",
        )
        .err()
        .unwrap();
    assert_eq!(e.kind(), ErrorKind::Compile);
    let text = e.to_string();
    assert!(text.starts_with("cb.mlir:1:1: error:"), "{text}");
    assert!(
        text.contains("declares the host function '@cb' as '(i32) -> i64', but it is registered as '(i64) -> i64'"),
        "{text}"
    );
    // A result type that differs is an error too.
    let e = engine
        .compile("func.func private @cb(i64) -> f64\n")
        .err()
        .unwrap();
    assert_eq!(e.kind(), ErrorKind::Compile);
    assert!(e.to_string().contains("'(i64) -> f64'"), "{e}");
}

#[test]
fn registering_a_name_twice_is_an_error() {
    let e = Engine::builder()
        .host_fn("cb", |x: i64| x)
        .host_fn("cb", |x: i64| x + 1)
        .build()
        .err()
        .unwrap();
    assert_eq!(e.kind(), ErrorKind::HostFunction);
    assert!(e.to_string().contains("'cb' is registered twice"), "{e}");

    extern "C" fn ident(x: i64) -> i64 {
        x
    }
    let e = Engine::builder()
        .extern_fn("cb", ident as extern "C" fn(i64) -> i64)
        .host_fn("cb", |x: i64| x)
        .build()
        .err()
        .unwrap();
    assert_eq!(e.kind(), ErrorKind::HostFunction);
}

#[test]
fn extern_fn_and_closure_in_one_engine() {
    extern "C" fn square(x: i64) -> i64 {
        x * x
    }
    let offset = 7;
    let engine = Engine::builder()
        .extern_fn("square", square as extern "C" fn(i64) -> i64)
        .host_fn("shift", move |x: i64| x + offset)
        .build()
        .unwrap();
    let module = engine
        .compile(
            r#"
func.func private @square(i64) -> i64
func.func private @shift(i64) -> i64
func.func @f(%x: i64) -> i64 {
  %s = call @square(%x) : (i64) -> i64
  %t = call @shift(%s) : (i64) -> i64
  return %t : i64
}
"#,
        )
        .unwrap();
    // 6 * 6 + 7.
    assert_eq!(
        module.func::<(i64,), i64>("f").unwrap().call((6,)).unwrap(),
        43
    );
}

#[test]
fn modules_and_the_engine_dropped_while_another_module_calls_the_closure() {
    let (engine, total) = accumulating_engine();
    let first = engine.compile(ACCUMULATE).unwrap();
    let second = engine.compile(ACCUMULATE).unwrap();
    first
        .func::<(usize,), ()>("sum_to")
        .unwrap()
        .call((4,))
        .unwrap();
    // 1 + 2 + 3 + 4.
    assert_eq!(total.load(Ordering::Relaxed), 10);
    let sum_to = second.func::<(usize,), ()>("sum_to").unwrap();
    drop(first);
    sum_to.call((4,)).unwrap();
    assert_eq!(total.load(Ordering::Relaxed), 20);
    // The module keeps the engine's closures and thunks alive without the engine handle.
    drop(engine);
    drop(second);
    sum_to.call((5,)).unwrap();
    // 20 + 15.
    assert_eq!(total.load(Ordering::Relaxed), 35);
    drop(sum_to);
    // Everything is gone: only the test's own handle to the counter is left.
    assert_eq!(Arc::strong_count(&total), 1);
}

/// Set in the child process that runs the panicking closure.
const PANIC_CHILD: &str = "COROLIFT_TEST_HOST_PANIC_CHILD";

#[test]
fn a_panicking_closure_aborts_the_process() {
    if std::env::var_os(PANIC_CHILD).is_some() {
        let engine = Engine::builder()
            .host_fn("boom", |x: i64| -> i64 { panic!("boom at {x}") })
            .build()
            .unwrap();
        let module = engine
            .compile(
                "func.func private @boom(i64) -> i64\nfunc.func @f(%x: i64) -> i64 {\n  %y = call @boom(%x) : (i64) -> i64\n  return %y : i64\n}\n",
            )
            .unwrap();
        let _ = module.func::<(i64,), i64>("f").unwrap().call((7,));
        unreachable!("the panic should have aborted the process");
    }
    let out = std::process::Command::new(std::env::current_exe().unwrap())
        .args([
            "a_panicking_closure_aborts_the_process",
            "--exact",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(PANIC_CHILD, "1")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{stderr}");
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt as _;
        assert_eq!(out.status.signal(), Some(6), "{stderr}"); // SIGABRT
    }
    assert!(
        stderr.contains("corolift: the host function '@boom' panicked: boom at 7"),
        "{stderr}"
    );
    assert!(
        stderr.contains("a panic cannot unwind through compiled MLIR code"),
        "{stderr}"
    );
    assert!(!stderr.contains("should have aborted"), "{stderr}");
}

#[test]
fn closure_called_from_a_coroutine_before_and_after_it_suspends() {
    let _serial = RUNTIME_OBJECTS.lock().unwrap_or_else(|e| e.into_inner());
    let log = Arc::new(Mutex::new(Vec::new()));
    let sink = log.clone();
    let engine = Engine::builder()
        .host_fn("note", move |x: i32| -> i32 {
            sink.lock().unwrap().push(x);
            x * 10
        })
        .build()
        .unwrap();
    let module = engine
        .compile(
            r#"
func.func private @note(i32) -> i32
async.func @work(%x: i32) -> !async.value<i32> {
  %a = func.call @note(%x) : (i32) -> i32
  %t = async.execute {
    %c2 = arith.constant 2 : i32
    %m = func.call @note(%c2) : (i32) -> i32
    async.yield
  }
  async.await %t : !async.token
  %c3 = arith.constant 3 : i32
  %b = func.call @note(%c3) : (i32) -> i32
  %s = arith.addi %a, %b : i32
  return %s : i32
}
func.func @run(%x: i32) -> i32 {
  %v = async.call @work(%x) : (i32) -> !async.value<i32>
  %r = async.await %v : !async.value<i32>
  return %r : i32
}
"#,
        )
        .unwrap();
    let run = module.func::<(i32,), i32>("run").unwrap();
    // note(1) = 10 before the await, note(3) = 30 after it: 10 + 30.
    assert_eq!(run.call((1,)).unwrap(), 40);
    // The task's note(2) completes before the coroutine resumes.
    assert_eq!(*log.lock().unwrap(), [1, 2, 3]);
    engine.leak_check().unwrap();
}

#[test]
fn engines_with_closures_of_the_same_name_are_independent() {
    let module_of = |k: i64| {
        Engine::builder()
            .host_fn("k", move || k)
            .build()
            .unwrap()
            .compile("func.func private @k() -> i64\nfunc.func @f() -> i64 {\n  %k = call @k() : () -> i64\n  return %k : i64\n}\n")
            .unwrap()
    };
    let (two, three) = (module_of(2), module_of(3));
    let f2 = two.func::<(), i64>("f").unwrap();
    let f3 = three.func::<(), i64>("f").unwrap();
    assert_eq!(f2.call(()).unwrap(), 2);
    assert_eq!(f3.call(()).unwrap(), 3);
}

/// A host function shadows a runtime symbol of the same name (`printI64` of MLIR's runner
/// utilities): the module calls the host's.
#[test]
fn host_functions_shadow_runtime_symbols() {
    let seen = Arc::new(AtomicI64::new(0));
    let sink = seen.clone();
    let engine = Engine::builder()
        .host_fn("printI64", move |x: i64| {
            sink.store(x, Ordering::Relaxed);
        })
        .build()
        .unwrap();
    let module = engine
        .compile(
            "func.func private @printI64(i64)\n\
             func.func @f(%x: i64) {\n  call @printI64(%x) : (i64) -> ()\n  return\n}\n",
        )
        .unwrap();
    module.func::<(i64,), ()>("f").unwrap().call((31,)).unwrap();
    assert_eq!(seen.load(Ordering::Relaxed), 31);
}
