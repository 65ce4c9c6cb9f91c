//! Spawn + join of N trivial tasks: tokio (multi-thread runtime) versus
//! corolift-runtime driven through its C API from Rust (Execute + token +
//! group, the same calls LLVM-lowered `async.execute` code makes, minus the
//! coroutine frame). Prints `name ns_per_task` lines (best of 7 runs).

use corolift_runtime::*;
use std::ffi::c_void;
use std::time::Instant;

const N: usize = 100_000;
const REPS: usize = 7;

unsafe extern "C" fn complete(hdl: *mut c_void) {
    // SAFETY: `hdl` is the token created for this task; we own its producer reference.
    unsafe { mlirAsyncRuntimeEmplaceToken(hdl as *mut AsyncToken) }
}

fn corolift_fanout() -> f64 {
    let start = Instant::now();
    let group = mlirAsyncRuntimeCreateGroup(N as i64);
    for _ in 0..N {
        let token = mlirAsyncRuntimeCreateToken();
        mlirAsyncRuntimeExecute(token as *mut c_void, complete);
        // SAFETY: live objects; we drop our own (consumer) token reference.
        unsafe {
            mlirAsyncRuntimeAddTokenToGroup(token, group);
            mlirAsyncRuntimeDropRef(token as *mut c_void, 1);
        }
    }
    // SAFETY: live group, our reference.
    unsafe {
        mlirAsyncRuntimeAwaitAllInGroup(group);
        mlirAsyncRuntimeDropRef(group as *mut c_void, 1);
    }
    start.elapsed().as_nanos() as f64 / N as f64
}

fn tokio_fanout(rt: &tokio::runtime::Runtime) -> f64 {
    rt.block_on(async {
        let start = Instant::now();
        let handles: Vec<_> = (0..N).map(|_| tokio::spawn(async {})).collect();
        for h in handles {
            h.await.unwrap();
        }
        start.elapsed().as_nanos() as f64 / N as f64
    })
}

fn best(mut f: impl FnMut() -> f64) -> f64 {
    (0..REPS).map(|_| f()).fold(f64::INFINITY, f64::min)
}

fn main() {
    let workers = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(2);
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(workers)
        .build()
        .unwrap();
    let t = best(|| tokio_fanout(&rt));
    drop(rt);
    let c = best(corolift_fanout);
    println!("tokio_spawn_join {t:.1}");
    println!("corolift_native_fanout {c:.1}");
    shutdown();
}
