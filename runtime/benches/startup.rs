//! Runtime start-up and shutdown cost, from a cold process: the first `Execute` (which
//! starts the worker pool), awaiting that one task, and `shutdown` (which waits until the
//! pool is quiet). Prints `startup_first_task_us` (first `Execute` to the task's completion
//! seen by the caller) and `startup_total_us` (including `shutdown`); one run per process:
//! run it several times and take the median.

use corolift_runtime::*;
use std::ffi::c_void;
use std::time::Instant;

unsafe extern "C" fn complete(hdl: *mut c_void) {
    // SAFETY: `hdl` is the token created for this task; we own its producer reference.
    unsafe { mlirAsyncRuntimeEmplaceToken(hdl as *mut AsyncToken) }
}

fn main() {
    let start = Instant::now();
    let token = mlirAsyncRuntimeCreateToken();
    // SAFETY: live token; the task owns the producer reference, we drop ours after awaiting.
    unsafe {
        mlirAsyncRuntimeExecute(token as *mut c_void, complete);
        mlirAsyncRuntimeAwaitToken(token);
        mlirAsyncRuntimeDropRef(token as *mut c_void, 1);
    }
    let first = start.elapsed();
    shutdown();
    let total = start.elapsed();
    println!("startup_first_task_us {:.1}", first.as_nanos() as f64 / 1e3);
    println!("startup_total_us {:.1}", total.as_nanos() as f64 / 1e3);
}
