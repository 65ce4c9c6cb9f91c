//! Contract tests of the exported C API (called directly through the rlib).

use corolift_runtime::*;
use std::ffi::c_void;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

fn obj<T>(p: *mut T) -> *mut c_void {
    p as *mut c_void
}

#[test]
fn initial_ref_counts_and_emplace_drops_producer_ref() {
    let t = mlirAsyncRuntimeCreateToken();
    let v = mlirAsyncRuntimeCreateValue(4);
    let g = mlirAsyncRuntimeCreateGroup(0);
    // SAFETY: live objects created above; the test owns all references.
    unsafe {
        assert_eq!(ref_count(obj(t)), 2);
        assert_eq!(ref_count(obj(v)), 2);
        assert_eq!(ref_count(obj(g)), 1);
        mlirAsyncRuntimeAddRef(obj(t), 3);
        assert_eq!(ref_count(obj(t)), 5);
        mlirAsyncRuntimeDropRef(obj(t), 3);
        assert_eq!(ref_count(obj(t)), 2);
        mlirAsyncRuntimeEmplaceToken(t);
        assert_eq!(ref_count(obj(t)), 1, "emplace drops the producer reference");
        mlirAsyncRuntimeSetValueError(v);
        assert_eq!(
            ref_count(obj(v)),
            1,
            "set_error drops the producer reference"
        );
        mlirAsyncRuntimeDropRef(obj(t), 1);
        mlirAsyncRuntimeDropRef(obj(v), 1);
        mlirAsyncRuntimeDropRef(obj(g), 1);
    }
}

#[test]
fn consumer_may_drop_before_completion() {
    let t = mlirAsyncRuntimeCreateToken();
    // SAFETY: consumer drops early; the producer reference keeps it alive.
    unsafe {
        mlirAsyncRuntimeDropRef(obj(t), 1);
        assert_eq!(ref_count(obj(t)), 1);
        mlirAsyncRuntimeEmplaceToken(t); // frees it
    }
}

#[test]
fn value_storage_is_zeroed_aligned_and_inline() {
    for size in [0i64, 1, 3, 4, 8, 15, 16, 17, 24, 40, 64, 100, 4096] {
        let v = mlirAsyncRuntimeCreateValue(size);
        // SAFETY: live value; we only touch `size` bytes of its storage.
        unsafe {
            let p = mlirAsyncRuntimeGetValueStorage(v);
            assert_eq!(
                p as usize % 16,
                0,
                "storage of size {size} is 16-byte aligned"
            );
            let off = p as usize - v as usize;
            assert!(
                off > 0 && off <= 64,
                "storage follows the header in the same allocation"
            );
            for i in 0..size as usize {
                assert_eq!(*p.add(i), 0);
                *p.add(i) = 0xab;
            }
            mlirAsyncRuntimeEmplaceValue(v);
            assert!(!mlirAsyncRuntimeIsValueError(v));
            mlirAsyncRuntimeAwaitValue(v);
            // A zero-sized payload has no byte to read back (its storage pointer is one past
            // the header: reading there would read outside the object).
            if size > 0 {
                assert_eq!(
                    *mlirAsyncRuntimeGetValueStorage(v).add(size as usize - 1),
                    0xab
                );
            }
            mlirAsyncRuntimeDropRef(obj(v), 1);
        }
    }
}

#[test]
fn error_states() {
    let a = mlirAsyncRuntimeCreateToken();
    let b = mlirAsyncRuntimeCreateToken();
    let v = mlirAsyncRuntimeCreateValue(8);
    // SAFETY: live objects, references owned by the test.
    unsafe {
        assert!(!mlirAsyncRuntimeIsTokenError(a));
        mlirAsyncRuntimeSetTokenError(a);
        mlirAsyncRuntimeEmplaceToken(b);
        mlirAsyncRuntimeSetValueError(v);
        // Awaiting an errored object returns (errors are checked separately).
        mlirAsyncRuntimeAwaitToken(a);
        mlirAsyncRuntimeAwaitValue(v);
        assert!(mlirAsyncRuntimeIsTokenError(a));
        assert!(!mlirAsyncRuntimeIsTokenError(b));
        assert!(mlirAsyncRuntimeIsValueError(v));
        for o in [obj(a), obj(b), obj(v)] {
            mlirAsyncRuntimeDropRef(o, 1);
        }
    }
}

#[test]
fn groups_rank_and_error_counting() {
    let g = mlirAsyncRuntimeCreateGroup(5);
    let ready_ok = mlirAsyncRuntimeCreateToken();
    let ready_err = mlirAsyncRuntimeCreateToken();
    let pending: Vec<_> = (0..3).map(|_| mlirAsyncRuntimeCreateToken()).collect();
    // SAFETY: live objects, references owned by the test.
    unsafe {
        mlirAsyncRuntimeEmplaceToken(ready_ok);
        mlirAsyncRuntimeSetTokenError(ready_err);
        assert_eq!(mlirAsyncRuntimeAddTokenToGroup(ready_ok, g), 0);
        assert!(!mlirAsyncRuntimeIsGroupError(g));
        assert_eq!(mlirAsyncRuntimeAddTokenToGroup(ready_err, g), 1);
        assert!(
            mlirAsyncRuntimeIsGroupError(g),
            "ready error counted immediately"
        );
        for (i, &t) in pending.iter().enumerate() {
            assert_eq!(mlirAsyncRuntimeAddTokenToGroup(t, g), 2 + i as i64);
            // The pending member holds a group reference until it completes.
            assert_eq!(ref_count(obj(g)), 2 + i as i64);
        }
        // Not complete yet: a fast-path await registers.
        static HITS: AtomicUsize = AtomicUsize::new(0);
        unsafe extern "C" fn hit(_: *mut c_void) {
            HITS.fetch_add(1, Ordering::SeqCst);
        }
        assert!(!corolift_await_group_and_execute_or_ready(
            g,
            std::ptr::null_mut(),
            hit
        ));
        mlirAsyncRuntimeEmplaceToken(pending[0]);
        mlirAsyncRuntimeSetTokenError(pending[1]);
        assert_eq!(HITS.load(Ordering::SeqCst), 0);
        mlirAsyncRuntimeEmplaceToken(pending[2]);
        assert_eq!(
            HITS.load(Ordering::SeqCst),
            1,
            "group awaiter runs when the last member completes"
        );
        mlirAsyncRuntimeAwaitAllInGroup(g);
        assert!(mlirAsyncRuntimeIsGroupError(g));
        assert_eq!(ref_count(obj(g)), 1, "member references released");
        assert!(corolift_await_group_and_execute_or_ready(
            g,
            std::ptr::null_mut(),
            hit
        ));
        for t in pending.into_iter().chain([ready_ok, ready_err]) {
            mlirAsyncRuntimeDropRef(obj(t), 1);
        }
        mlirAsyncRuntimeDropRef(obj(g), 1);
    }
}

#[test]
fn empty_group_is_complete() {
    let g = mlirAsyncRuntimeCreateGroup(0);
    // SAFETY: live group.
    unsafe {
        mlirAsyncRuntimeAwaitAllInGroup(g);
        assert!(!mlirAsyncRuntimeIsGroupError(g));
        mlirAsyncRuntimeDropRef(obj(g), 1);
    }
}

static ORDER: Mutex<Vec<usize>> = Mutex::new(Vec::new());

unsafe extern "C" fn record(hdl: *mut c_void) {
    ORDER.lock().unwrap().push(hdl as usize);
}

#[test]
fn and_execute_runs_in_registration_order_and_inline_when_ready() {
    let _g = serial();
    ORDER.lock().unwrap().clear();
    let t = mlirAsyncRuntimeCreateToken();
    // SAFETY: live token; `record` ignores its handle's pointee.
    unsafe {
        for i in 1..=4 {
            mlirAsyncRuntimeAwaitTokenAndExecute(t, i as *mut c_void, record);
        }
        assert!(ORDER.lock().unwrap().is_empty());
        mlirAsyncRuntimeEmplaceToken(t);
        assert_eq!(
            *ORDER.lock().unwrap(),
            vec![1, 2, 3, 4],
            "awaiters run in registration order, on the emplacing thread"
        );
        // Ready: resumed inline before the call returns.
        mlirAsyncRuntimeAwaitTokenAndExecute(t, 5 as *mut c_void, record);
        assert_eq!(*ORDER.lock().unwrap(), vec![1, 2, 3, 4, 5]);
        // Fast path: ready -> true, nothing registered or run.
        assert!(corolift_await_token_and_execute_or_ready(
            t,
            6 as *mut c_void,
            record
        ));
        assert_eq!(ORDER.lock().unwrap().len(), 5);
        mlirAsyncRuntimeDropRef(obj(t), 1);
    }
}

#[test]
fn fast_path_value_pending_registers() {
    let _g = serial();
    ORDER.lock().unwrap().clear();
    let v = mlirAsyncRuntimeCreateValue(4);
    // SAFETY: live value.
    unsafe {
        assert!(!corolift_await_value_and_execute_or_ready(
            v,
            7 as *mut c_void,
            record
        ));
        assert!(ORDER.lock().unwrap().is_empty());
        mlirAsyncRuntimeEmplaceValue(v);
        assert_eq!(*ORDER.lock().unwrap(), vec![7]);
        mlirAsyncRuntimeDropRef(obj(v), 1);
    }
}

fn serial() -> std::sync::MutexGuard<'static, ()> {
    static LOCK: Mutex<()> = Mutex::new(());
    LOCK.lock().unwrap_or_else(|e| e.into_inner())
}

// A resumed awaiter awaits the same object again (AndExecute and blocking):
// MLIR 22's runtime deadlocks here because it resumes under the object's lock.
static REAWAIT: AtomicUsize = AtomicUsize::new(0);

unsafe extern "C" fn reawait(hdl: *mut c_void) {
    let t = hdl as *mut AsyncToken;
    // SAFETY: the test keeps the token alive until both resumes ran.
    unsafe {
        if REAWAIT.fetch_add(1, Ordering::SeqCst) == 0 {
            mlirAsyncRuntimeAwaitToken(t);
            mlirAsyncRuntimeAwaitTokenAndExecute(t, hdl, reawait);
        }
    }
}

#[test]
fn resumed_awaiter_can_await_same_object_again() {
    let t = mlirAsyncRuntimeCreateToken();
    // SAFETY: live token.
    unsafe {
        mlirAsyncRuntimeAwaitTokenAndExecute(t, obj(t), reawait);
        mlirAsyncRuntimeEmplaceToken(t);
        assert_eq!(REAWAIT.load(Ordering::SeqCst), 2);
        mlirAsyncRuntimeDropRef(obj(t), 1);
    }
}

// A "coroutine" that awaits an already-ready token a million times: with
// upstream's inline resumption the stack grows per await; ours must not.
struct Looper {
    token: *mut AsyncToken,
    left: usize,
}

unsafe extern "C" fn loop_resume(hdl: *mut c_void) {
    // SAFETY: `hdl` is the `Looper` owned by the test thread.
    let l = unsafe { &mut *(hdl as *mut Looper) };
    if l.left == 0 {
        return;
    }
    l.left -= 1;
    // SAFETY: live, ready token.
    unsafe { mlirAsyncRuntimeAwaitTokenAndExecute(l.token, hdl, loop_resume) };
}

#[test]
fn million_ready_awaits_do_not_grow_the_stack() {
    let t = mlirAsyncRuntimeCreateToken();
    // SAFETY: live token.
    unsafe { mlirAsyncRuntimeEmplaceToken(t) };
    let addr = t as usize;
    // 128 KiB of stack: far too little for a million nested resumes.
    std::thread::Builder::new()
        .stack_size(128 << 10)
        .spawn(move || {
            let mut l = Looper {
                token: addr as *mut AsyncToken,
                left: 1_000_000,
            };
            // SAFETY: `l` outlives the call: everything runs before it returns
            // (this thread is not inside a resume, so the chain is drained here).
            unsafe {
                mlirAsyncRuntimeAwaitTokenAndExecute(
                    l.token,
                    &mut l as *mut Looper as *mut c_void,
                    loop_resume,
                )
            };
            assert_eq!(l.left, 0);
        })
        .unwrap()
        .join()
        .unwrap();
    // SAFETY: our reference.
    unsafe { mlirAsyncRuntimeDropRef(obj(t), 1) };
}

// Execute runs on pool threads; blocking awaits from several threads.
unsafe extern "C" fn emplace_token(hdl: *mut c_void) {
    // SAFETY: `hdl` is a token whose producer reference this task owns.
    unsafe { mlirAsyncRuntimeEmplaceToken(hdl as *mut AsyncToken) }
}

#[test]
fn execute_and_blocking_awaits_from_many_threads() {
    let handles: Vec<_> = (0..4)
        .map(|_| {
            std::thread::spawn(|| {
                for _ in 0..2000 {
                    let t = mlirAsyncRuntimeCreateToken();
                    mlirAsyncRuntimeExecute(obj(t), emplace_token);
                    // SAFETY: our consumer reference.
                    unsafe {
                        mlirAsyncRuntimeAwaitToken(t);
                        assert!(!mlirAsyncRuntimeIsTokenError(t));
                        mlirAsyncRuntimeDropRef(obj(t), 1);
                    }
                }
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
    assert!(mlirAsyncRuntimGetNumWorkerThreads() >= 1);
    assert_eq!(
        mlirAsyncRuntimGetNumWorkerThreads(),
        mlirAsyncRuntimeGetNumWorkerThreads()
    );
}

#[test]
fn frame_alloc_respects_alignment() {
    for (size, align) in [(1i64, 1i64), (24, 8), (100, 16), (64, 64), (4096, 128)] {
        let p = corolift_frame_alloc(size, align);
        assert_eq!(p as usize % align.max(16) as usize, 0);
        // SAFETY: `size` writable bytes; freed with the same size/alignment.
        unsafe {
            std::ptr::write_bytes(p as *mut u8, 0x5a, size as usize);
            corolift_frame_free(p, size, align);
        }
    }
}

#[test]
fn symbol_table_lists_every_exported_symbol() {
    let names: Vec<&str> = c_symbols().iter().map(|(n, _)| *n).collect();
    let mut dedup = names.clone();
    dedup.sort();
    dedup.dedup();
    assert_eq!(dedup.len(), names.len(), "no duplicates");
    assert!(c_symbols().iter().all(|(_, a)| !a.is_null()));
    // Every `#[unsafe(no_mangle)]` function in the sources is listed.
    let src = concat!(env!("CARGO_MANIFEST_DIR"), "/src");
    let mut exported = Vec::new();
    for entry in std::fs::read_dir(src).unwrap() {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        let mut lines = text.lines();
        while let Some(line) = lines.next() {
            if line.trim() == "#[unsafe(no_mangle)]" {
                let decl = lines.next().unwrap();
                let name = decl
                    .split("fn ")
                    .nth(1)
                    .unwrap()
                    .split('(')
                    .next()
                    .unwrap()
                    .trim()
                    .to_string();
                exported.push(name);
            }
        }
    }
    // The runner utils' memref functions are generated by macros: their names are the
    // `name: type;` / `name => target;` lines of the macro invocations.
    let runner_utils = std::fs::read_to_string(format!("{src}/runner_utils.rs")).unwrap();
    for line in runner_utils.lines() {
        let line = line.trim();
        let name = line.split([':', ' ']).next().unwrap();
        let generated = name.starts_with("_mlir_ciface_")
            || name.starts_with("printMemref")
            || name.starts_with("verifyMemRef");
        if generated && line.ends_with(';') && (line.contains(": ") || line.contains(" => ")) {
            exported.push(name.to_string());
        }
    }
    // The ExecutionEngine's load/unload protocol is called by mlir-runner, never by compiled
    // code: not in the table compiled code is linked against.
    exported
        .retain(|n| n != "$plain" && n != "$ciface" && !n.starts_with("__mlir_execution_engine_"));
    for name in &exported {
        assert!(
            names.contains(&name.as_str()),
            "{name} missing from c_symbols()"
        );
    }
    assert_eq!(
        exported.len(),
        names.len(),
        "c_symbols() lists only exported symbols"
    );
    for required in [
        "mlirAsyncRuntimGetNumWorkerThreads",
        "corolift_assert_fail",
        "printF64",
        "_mlir_ciface_printMemrefF32",
    ] {
        assert!(names.contains(&required));
    }
}

/// Every non-sparse function `nm -D --defined-only` lists for MLIR 22's
/// `libmlir_c_runner_utils.so.22.1` and `libmlir_runner_utils.so.22.1` (the C++-mangled
/// template instances aside) is in the symbol table, so the cdylib is a drop-in for both.
#[test]
fn symbol_table_covers_mlir_22_runner_utils() {
    let c_runner_utils = [
        "_mlir_ciface_shuffle",
        "_mlir_ciface_stdSortF32",
        "_mlir_ciface_stdSortF64",
        "_mlir_ciface_stdSortI64",
        "memrefCopy",
        "mlirAlignedAlloc",
        "mlirAlignedFree",
        "mlirAlloc",
        "mlirFree",
        "printClose",
        "printComma",
        "printF32",
        "printF64",
        "printFlops",
        "printI64",
        "printNewline",
        "printOpen",
        "printString",
        "printU64",
        "rtclock",
        "rtdrand",
        "rtrand",
        "rtsrand",
    ];
    let mut runner_utils = vec!["_mlir_ciface_nanoTime".to_string()];
    for t in ["F32", "F64", "I32", "I64", "Ind", "C32", "C64"] {
        runner_utils.push(format!("printMemref{t}"));
    }
    for t in [
        "I8", "I16", "I32", "I64", "Ind", "F16", "BF16", "F32", "F64", "C32", "C64",
    ] {
        runner_utils.push(format!("_mlir_ciface_printMemref{t}"));
        runner_utils.push(format!("_mlir_ciface_verifyMemRef{t}"));
    }
    for t in ["I8", "I32", "I64", "Ind", "F32", "F64", "C32", "C64"] {
        runner_utils.push(format!("_mlir_ciface_printMemrefShape{t}"));
    }
    for t in ["F32", "F64", "I32", "Ind", "C32", "C64"] {
        runner_utils.push(format!("verifyMemRef{t}"));
    }
    for r in ["0d", "2d", "3d", "4d"] {
        runner_utils.push(format!("_mlir_ciface_printMemref{r}F32"));
    }
    for t in ["F32", "F64", "I8", "I32", "I64", "Ind", "C32", "C64"] {
        runner_utils.push(format!("_mlir_ciface_printMemref1d{t}"));
    }
    runner_utils.push("_mlir_ciface_printMemrefVector4x4xf32".to_string());
    let names: Vec<&str> = c_symbols().iter().map(|(n, _)| *n).collect();
    for name in c_runner_utils
        .iter()
        .copied()
        .chain(runner_utils.iter().map(String::as_str))
    {
        assert!(names.contains(&name), "{name} missing");
    }
}
