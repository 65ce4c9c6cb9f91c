//! `COROLIFT_NUM_THREADS=0` semantics (configured through `init(Some(0))`):
//! Execute only queues; blocking awaits and shutdown drain the queue on the
//! calling thread, deterministically in FIFO order.

use corolift_runtime::*;
use std::ffi::c_void;
use std::sync::Mutex;

static LOG: Mutex<Vec<usize>> = Mutex::new(Vec::new());

struct Task {
    id: usize,
    token: *mut AsyncToken,
    awaits: Option<*mut AsyncToken>,
    resumed: bool,
}

unsafe extern "C" fn run(hdl: *mut c_void) {
    // SAFETY: `hdl` is a live boxed `Task`.
    unsafe {
        let t = &mut *(hdl as *mut Task);
        if let (Some(dep), false) = (t.awaits, t.resumed) {
            t.resumed = true;
            mlirAsyncRuntimeAwaitTokenAndExecute(dep, hdl, run);
            return;
        }
        LOG.lock().unwrap().push(t.id);
        mlirAsyncRuntimeEmplaceToken(t.token);
        drop(Box::from_raw(hdl as *mut Task));
    }
}

fn spawn(id: usize, awaits: Option<*mut AsyncToken>) -> *mut AsyncToken {
    let token = mlirAsyncRuntimeCreateToken();
    let task = Box::into_raw(Box::new(Task {
        id,
        token,
        awaits,
        resumed: false,
    }));
    mlirAsyncRuntimeExecute(task as *mut c_void, run);
    token
}

#[test]
fn zero_threads_runs_deterministically_on_the_caller() {
    assert!(
        init(Some(0)),
        "this test binary configures the runtime first"
    );
    assert_eq!(mlirAsyncRuntimGetNumWorkerThreads(), 1);
    let me = std::thread::current().id();
    let a = spawn(1, None);
    let b = spawn(2, Some(a));
    let c = spawn(3, None);
    assert!(LOG.lock().unwrap().is_empty(), "Execute only queues");
    // SAFETY: live tokens owned by the test.
    unsafe {
        mlirAsyncRuntimeAwaitToken(b);
        // FIFO: 1 runs, 2 suspends on 1 (ready: continues after 1's turn), 3 queued behind.
        assert_eq!(*LOG.lock().unwrap(), vec![1, 2]);
        let d = spawn(4, Some(c));
        shutdown();
        assert_eq!(
            *LOG.lock().unwrap(),
            vec![1, 2, 3, 4],
            "shutdown drains the queue"
        );
        assert_eq!(std::thread::current().id(), me);
        for t in [a, b, c, d] {
            mlirAsyncRuntimeDropRef(t as *mut c_void, 1);
        }
    }
    assert_eq!(corolift_live_objects(), 0);
}
