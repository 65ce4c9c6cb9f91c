//! Cold fan-out through the C API, as `benches/programs/fanout-cold.mlir` compiles to: the
//! first thing the process does is create N tasks (a 32-byte frame holding the task's token,
//! `Execute`, `AddTokenToGroup`, drop of the caller's token reference) and await the group,
//! timed once, so runtime start-up, first allocations and worker wake-up are inside the
//! time. Prints `fanout_cold ns_per_task`; run it several times and take the median (one run
//! per process is the point: `for i in $(seq 11); do target/release/deps/fanout_cold-*; done`).

use corolift_runtime::*;
use std::ffi::c_void;
use std::time::Instant;

const N: usize = 100_000;

unsafe extern "C" fn resume(frame: *mut c_void) {
    // SAFETY: the frame holds the task's token, whose producer reference we own.
    unsafe {
        let token = *(frame as *mut *mut AsyncToken);
        mlirAsyncRuntimeEmplaceToken(token);
        corolift_frame_free(frame, 32, 8);
    }
}

fn main() {
    let start = Instant::now();
    let group = mlirAsyncRuntimeCreateGroup(N as i64);
    for _ in 0..N {
        let token = mlirAsyncRuntimeCreateToken();
        let frame = corolift_frame_alloc(32, 8);
        // SAFETY: a fresh 32-byte frame; the task frees it.
        unsafe {
            *(frame as *mut *mut AsyncToken) = token;
            mlirAsyncRuntimeExecute(frame, resume);
            mlirAsyncRuntimeAddTokenToGroup(token, group);
            mlirAsyncRuntimeDropRef(token as *mut c_void, 1);
        }
    }
    // SAFETY: live group, our reference.
    unsafe {
        mlirAsyncRuntimeAwaitAllInGroup(group);
        mlirAsyncRuntimeDropRef(group as *mut c_void, 1);
    }
    let ns = start.elapsed().as_nanos() as f64 / N as f64;
    println!("fanout_cold {ns:.1}");
    shutdown();
}
