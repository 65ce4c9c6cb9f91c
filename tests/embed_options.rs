//! Engine options: worker threads (the process-wide runtime: its own test binary), baseline
//! CPU code, and the leak check at the last engine drop (checked in a child process, whose
//! stderr carries the report). Expected values are hand-checked arithmetic.

use corolift::{AsyncValue, Engine, ErrorKind};

const PROGRAM: &str = r#"
func.func @poly(%x: f64) -> f64 {
  %c3 = arith.constant 3.0 : f64
  %c1 = arith.constant 1.0 : f64
  %x2 = arith.mulf %x, %x : f64
  %t = arith.mulf %c3, %x2 : f64
  %r = arith.addf %t, %c1 : f64
  return %r : f64
}
async.func @later(%x: i64) -> !async.value<i64> {
  %t, %v = async.execute -> !async.value<i64> {
    async.yield %x : i64
  }
  %y = async.await %v : !async.value<i64>
  return %y : i64
}
"#;

#[test]
fn worker_threads_baseline_cpu_and_leak_reports() {
    if std::env::var_os("COROLIFT_TEST_LEAK_CHILD").is_some() {
        leaking_child();
        return;
    }
    // The first engine asking for a worker count starts the runtime with it; another count
    // is refused, the same count accepted.
    let engine = Engine::builder().worker_threads(2).build().unwrap();
    let e = Engine::builder().worker_threads(3).build().unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Runtime);
    assert!(
        e.to_string().contains("already runs with 2 worker threads"),
        "{e}"
    );
    Engine::builder().worker_threads(2).build().unwrap();

    // Code for the baseline CPU computes the same: 3 * 1.5² + 1 = 7.75.
    for engine in [
        engine,
        Engine::builder().host_cpu_features(false).build().unwrap(),
    ] {
        let module = engine.compile(PROGRAM).unwrap();
        let poly = module.func::<(f64,), f64>("poly").unwrap();
        assert_eq!(poly.call((1.5,)).unwrap(), 7.75);
        let later = module.func::<(i64,), AsyncValue<i64>>("later").unwrap();
        assert_eq!(later.call((5,)).unwrap().wait().unwrap(), 5);
        engine.leak_check().unwrap();
    }

    // `check_leaks(true)`: the last drop of the engine reports a value still alive.
    let child = std::process::Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "worker_threads_baseline_cpu_and_leak_reports",
            "--nocapture",
        ])
        .env("COROLIFT_TEST_LEAK_CHILD", "1")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&child.stderr);
    assert!(child.status.success(), "{stderr}");
    assert!(
        stderr.contains("corolift: leak check failed: 0 tokens, 1 values, 0 groups still alive"),
        "{stderr}"
    );
}

/// Keeps one async value alive past the engine's last drop.
fn leaking_child() {
    let engine = Engine::builder().check_leaks(true).build().unwrap();
    let module = engine.compile(PROGRAM).unwrap();
    let later = module.func::<(i64,), AsyncValue<i64>>("later").unwrap();
    let kept = later.call((1,)).unwrap();
    drop(later);
    drop(module);
    drop(engine);
    std::mem::forget(kept);
}
