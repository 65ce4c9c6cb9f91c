//! corolift-runtime: the MLIR `async` runtime C API implemented in Rust.
//!
//! This crate exports every `mlirAsyncRuntime*` symbol of upstream's
//! `mlir/ExecutionEngine/AsyncRuntime.h` with identical C signatures and
//! semantics, every non-sparse function of MLIR's runner utilities
//! (`libmlir_c_runner_utils`, `libmlir_runner_utils`: printing, `printMemref*`,
//! `verifyMemRef*`, allocation, random numbers, sorting) with upstream's ABI and
//! output, and a few `corolift_*` extensions for corolift's generated code. It
//! builds as an rlib (linked into the corolift JIT, see [`c_symbols`]), a
//! staticlib, and a cdylib that is a drop-in replacement for
//! `libmlir_async_runtime.so` and both runner-utils libraries under
//! `mlir-runner -shared-libs=…`.
//!
//! # Objects
//!
//! Tokens, values and groups are single heap allocations starting with a
//! common header (atomic reference count, kind). A value's payload follows its
//! header in the same allocation, zeroed and 16-byte aligned. Completion is a
//! lock-free cell, one `AtomicUsize`:
//!
//! | state word            | meaning                                   | transitions                        |
//! |-----------------------|-------------------------------------------|------------------------------------|
//! | `PENDING` (0)         | not complete, no waiters                  | → waiter list (register), → terminal |
//! | pointer to a node     | not complete; Treiber stack of waiters    | → longer list, → terminal (swap)   |
//! | `AVAILABLE` (1)       | terminal: emplaced / group fully counted  | none                               |
//! | `ERROR` (2)           | terminal: set_error                       | none                               |
//!
//! Registering a waiter is a CAS push that fails once the cell is terminal (the
//! caller then runs the continuation itself). Completing is one `swap` to the
//! terminal state that detaches the whole list; the completer then runs the
//! waiters in registration order **without holding any lock** (there is none),
//! so a resumed coroutine may await the same object again — this is exactly
//! where MLIR 22's C++ runtime deadlocks (it runs awaiters under the object's
//! mutex). Groups keep `pending`, `errors` and `rank` counters beside the cell;
//! the member that decrements `pending` to zero completes the cell. Members are
//! tokens (`mlirAsyncRuntimeAddTokenToGroup`) and, as a corolift extension for
//! `async.add_to_group` of an `!async.value<T>`, values
//! (`corolift_add_value_to_group`); a value in error counts as an error of the
//! group like a token in error.
//!
//! # Reference counting rules
//!
//! 1. `CreateToken`/`CreateValue` return count **2**: one reference for the
//!    receiver (compiler-visible), one for the producer. `CreateGroup` returns
//!    count **1** (no producer).
//! 2. `Emplace*`/`Set*Error` complete the cell, run the awaiters, and only then
//!    drop the producer's reference. Hence an object survives until completed
//!    even if every consumer dropped its reference early.
//! 3. `AddTokenToGroup` on a pending token (and corolift's
//!    `corolift_add_value_to_group` on a pending value) takes one extra group
//!    reference, released after the member completes and the group counted it.
//!    The group takes no reference to its members.
//! 4. `DropRef` destroys the object when the count reaches exactly zero
//!    (Release decrement + Acquire fence, as `Arc`); going below zero aborts.
//! 5. Every create/destroy updates per-thread live-object counters;
//!    [`live_objects`] sums them, and `COROLIFT_CHECK_LEAKS=1` turns a non-zero
//!    sum at shutdown/exit into a report and exit status 3.
//!
//! # Scheduling
//!
//! `Execute` runs tasks on a fixed pool of work-stealing workers (see
//! `sched.rs`; `COROLIFT_NUM_THREADS`, default = available parallelism, `0` =
//! everything on the calling thread), or on the host's executor through a spawn
//! hook ([`init_with_spawner`]). A thread that is not a worker (the program's
//! main thread) queues its tasks in a deque of its own and never runs them
//! itself: a task may wait for a later step of its spawner. Only a task spawned
//! with `corolift_execute_bounded` (its code ends in bounded steps without
//! waiting) may run on the spawner, once 256 of its tasks wait for the workers
//! (backpressure); what it triggers goes to the pool. Continuations of
//! ready objects run inline when the thread is not already inside a resume and
//! are queued behind the
//! current resume otherwise (a trampoline), so a million ready awaits in a row
//! use constant stack. `corolift_await_*_and_execute_or_ready` let generated
//! code skip the suspension entirely when the object is ready.
//!
//! # Hosts
//!
//! A Rust program that calls compiled code receives raw `*mut AsyncToken` /
//! `*mut AsyncValue` results owning one reference. [`TokenRef`], [`ValueRef`]
//! and [`GroupRef`] own such a reference safely; they can be waited for with
//! a blocking `wait()` or awaited as futures ([`HostFuture`], through
//! `IntoFuture`) under any executor: a ready object yields on the first poll
//! without allocating; a pending one registers a single completion callback
//! that wakes the task, and an error completion yields [`AsyncError`]. The host
//! can also create objects itself ([`TokenRef::new_pending`],
//! [`ValueRef::new_pending`], [`GroupRef::new`]) and complete them through a
//! [`TokenCompleter`] / [`ValueCompleter`] (dropped unused: completed in
//! error, so no awaiter hangs). With
//! `COROLIFT_NUM_THREADS=0` a pending poll runs the queued work on the polling
//! thread, so a plain `block_on` terminates. A host with its own executor can
//! take over task execution with [`init_with_spawner`]: `Execute` then hands
//! each task to the host as a [`Task`] to run exactly once, and `shutdown`
//! waits until every handed-out task has run. The state machines are
//! documented in `host.rs`.
//!
//! # Safety rules
//!
//! 1. Every C entry point trusts the C API contract: object pointers are live
//!    objects created by this runtime, and the caller owns the references it
//!    drops. Violations that are cheap to detect (double completion, negative
//!    count, too many group members) abort with a message instead of UB.
//! 2. A waiter node is owned by whoever holds it *unpublished*; once the CAS in
//!    `register` published it, the cell owns it, and after the completing
//!    `swap` the completer owns the detached list exclusively.
//! 3. The completer reads everything it needs from a node (its `next` link and
//!    action) before running the action: a `Wake` node lives on the stack of
//!    the blocked thread, which may return as soon as it is signalled.
//! 4. A blocked thread never returns before its `Wake` node was signalled, even
//!    if it observes the cell complete (the completer may still hold the node).
//! 5. No lock is ever held while running a continuation or a waiter.
//! 6. An object is destroyed only by the `DropRef` that brings its count to
//!    zero; the Acquire fence orders all prior uses before the free.
//! 7. `resume(hdl)` of a continuation is called exactly once, on some thread;
//!    the runtime never inspects or destroys coroutine frames.

#![deny(missing_docs)]
#![deny(unsafe_op_in_unsafe_fn)]
#![allow(non_snake_case)] // upstream's exported C names (printF32, …)

pub mod abi;
mod c_runner_utils;
mod capi;
mod float16_utils;
mod host;
mod object;
#[cfg(not(loom))]
mod pool;
mod print;
mod random;
mod runner_utils;
mod sched;
mod stats;
mod std_sort;
mod sync;

#[cfg(all(test, loom))]
mod loom_tests;

pub use c_runner_utils::*;
pub use capi::*;
pub use float16_utils::*;
pub use host::{
    AsyncError, Awaitable, GroupFuture, GroupRef, HostFuture, ObjectKind, Task, TokenCompleter,
    TokenFuture, TokenRef, ValueCompleter, ValueFuture, ValueRef, init_with_spawner,
    init_with_spawner_threads, outstanding_tasks,
};
pub use object::{AsyncGroup, AsyncToken, AsyncValue, ResumeFn};
pub use print::*;
pub use runner_utils::*;
pub use stats::{LiveObjects, live_objects};

use std::sync::atomic::{AtomicBool, Ordering};

/// Initialises the runtime with an explicit worker count (`Some(0)` = run
/// everything on the calling thread), overriding `COROLIFT_NUM_THREADS`.
/// Returns false if the runtime was already initialised (configuration kept).
pub fn init(num_threads: Option<usize>) -> bool {
    sched::init_with(num_threads)
}

/// Number of worker threads (as `mlirAsyncRuntimGetNumWorkerThreads`).
pub fn num_worker_threads() -> usize {
    sched::num_workers()
}

/// Current reference count of a runtime object (for tests and debugging).
///
/// # Safety
/// `obj` must be a live token, value or group.
pub unsafe fn ref_count(obj: *mut std::ffi::c_void) -> i64 {
    // SAFETY: forwarded contract.
    unsafe { object::ref_count(obj) }
}

static LEAKS_REPORTED: AtomicBool = AtomicBool::new(false);

fn check_leaks_enabled() -> bool {
    std::env::var("COROLIFT_CHECK_LEAKS").is_ok_and(|v| v == "1")
}

/// Reports leaks if requested; returns true if the process must fail.
fn report_leaks() -> bool {
    if !check_leaks_enabled() || LEAKS_REPORTED.swap(true, Ordering::SeqCst) {
        return false;
    }
    let live = stats::live_objects();
    if live.total() == 0 {
        return false;
    }
    print::eprint(&format!(
        "corolift-runtime: leak check failed: {} tokens, {} values, {} groups still alive\n",
        live.tokens, live.values, live.groups
    ));
    true
}

/// Drains all outstanding work (pool tasks and continuations), flushes stdout,
/// and with `COROLIFT_CHECK_LEAKS=1` reports leaked tokens/values/groups on
/// stderr and exits the process with status 3 if any are alive.
pub fn shutdown() {
    sched::drain();
    print::flush_stdout();
    if report_leaks() {
        print::flush_and_exit_now(3);
    }
}

/// Runs (or waits for) all queued work — pool tasks and continuations — and flushes the
/// runtime's stdout buffer, without the leak check of [`shutdown`]. Embedding hosts call it
/// before freeing code that queued tasks may still resume.
pub fn drain() {
    sched::drain();
    print::flush_stdout();
}

/// At process exit (registered with `atexit` when the runtime starts): same as
/// upstream's runtime destructor — wait for the pool to drain — plus the leak
/// check.
pub(crate) fn at_exit() {
    if !sched::is_initialised() {
        return;
    }
    sched::drain_at_exit();
    print::flush_stdout();
    if report_leaks() {
        print::flush_and_exit_now(3);
    }
}

/// A `name → address` entry of an exported C symbol.
pub type CSymbol = (&'static str, *const u8);

struct SymbolTable<const N: usize>([CSymbol; N]);
// SAFETY: the table holds immutable function addresses only.
unsafe impl<const N: usize> Sync for SymbolTable<N> {}

macro_rules! symbol_table {
    ($($name:ident),* $(,)?) => {
        static SYMBOLS: SymbolTable<{ [$(stringify!($name)),*].len() }> =
            SymbolTable([$((stringify!($name), $name as *const u8)),*]);
    };
}

symbol_table!(
    // Async runtime (AsyncRuntime.h).
    mlirAsyncRuntimeAddRef,
    mlirAsyncRuntimeDropRef,
    mlirAsyncRuntimeCreateToken,
    mlirAsyncRuntimeCreateValue,
    mlirAsyncRuntimeCreateGroup,
    mlirAsyncRuntimeAddTokenToGroup,
    mlirAsyncRuntimeEmplaceToken,
    mlirAsyncRuntimeEmplaceValue,
    mlirAsyncRuntimeSetTokenError,
    mlirAsyncRuntimeSetValueError,
    mlirAsyncRuntimeIsTokenError,
    mlirAsyncRuntimeIsValueError,
    mlirAsyncRuntimeIsGroupError,
    mlirAsyncRuntimeAwaitToken,
    mlirAsyncRuntimeAwaitValue,
    mlirAsyncRuntimeAwaitAllInGroup,
    mlirAsyncRuntimeGetValueStorage,
    mlirAsyncRuntimeExecute,
    mlirAsyncRuntimeAwaitTokenAndExecute,
    mlirAsyncRuntimeAwaitValueAndExecute,
    mlirAsyncRuntimeAwaitAllInGroupAndExecute,
    mlirAsyncRuntimGetNumWorkerThreads,
    mlirAsyncRuntimeGetNumWorkerThreads,
    mlirAsyncRuntimePrintCurrentThreadId,
    // C runner utils (CRunnerUtils.cpp).
    printI64,
    printU64,
    printF32,
    printF64,
    printString,
    printCString,
    printOpen,
    printClose,
    printComma,
    printNewline,
    printFlops,
    rtclock,
    memrefCopy,
    mlirAlloc,
    mlirAlignedAlloc,
    mlirFree,
    mlirAlignedFree,
    rtsrand,
    rtrand,
    rtdrand,
    _mlir_ciface_shuffle,
    _mlir_ciface_stdSortI64,
    _mlir_ciface_stdSortF64,
    _mlir_ciface_stdSortF32,
    // Float16 utils (Float16bits.cpp, loaded with the C runner utils).
    printF16,
    printBF16,
    __truncsfbf2,
    __truncdfbf2,
    // Runner utils (RunnerUtils.cpp).
    _mlir_ciface_nanoTime,
    _mlir_ciface_printMemrefI8,
    _mlir_ciface_printMemrefI16,
    _mlir_ciface_printMemrefI32,
    _mlir_ciface_printMemrefI64,
    _mlir_ciface_printMemrefInd,
    _mlir_ciface_printMemrefF16,
    _mlir_ciface_printMemrefBF16,
    _mlir_ciface_printMemrefF32,
    _mlir_ciface_printMemrefF64,
    _mlir_ciface_printMemrefC32,
    _mlir_ciface_printMemrefC64,
    printMemrefI32,
    printMemrefI64,
    printMemrefInd,
    printMemrefF32,
    printMemrefF64,
    printMemrefC32,
    printMemrefC64,
    _mlir_ciface_printMemref0dF32,
    _mlir_ciface_printMemref1dF32,
    _mlir_ciface_printMemref2dF32,
    _mlir_ciface_printMemref3dF32,
    _mlir_ciface_printMemref4dF32,
    _mlir_ciface_printMemref1dI8,
    _mlir_ciface_printMemref1dI32,
    _mlir_ciface_printMemref1dI64,
    _mlir_ciface_printMemref1dF64,
    _mlir_ciface_printMemref1dInd,
    _mlir_ciface_printMemref1dC32,
    _mlir_ciface_printMemref1dC64,
    _mlir_ciface_printMemrefVector4x4xf32,
    _mlir_ciface_printMemrefShapeI8,
    _mlir_ciface_printMemrefShapeI32,
    _mlir_ciface_printMemrefShapeI64,
    _mlir_ciface_printMemrefShapeInd,
    _mlir_ciface_printMemrefShapeF32,
    _mlir_ciface_printMemrefShapeF64,
    _mlir_ciface_printMemrefShapeC32,
    _mlir_ciface_printMemrefShapeC64,
    _mlir_ciface_verifyMemRefI8,
    _mlir_ciface_verifyMemRefI16,
    _mlir_ciface_verifyMemRefI32,
    _mlir_ciface_verifyMemRefI64,
    _mlir_ciface_verifyMemRefInd,
    _mlir_ciface_verifyMemRefF16,
    _mlir_ciface_verifyMemRefBF16,
    _mlir_ciface_verifyMemRefF32,
    _mlir_ciface_verifyMemRefF64,
    _mlir_ciface_verifyMemRefC32,
    _mlir_ciface_verifyMemRefC64,
    verifyMemRefI32,
    verifyMemRefInd,
    verifyMemRefF32,
    verifyMemRefF64,
    verifyMemRefC32,
    verifyMemRefC64,
    // corolift extensions.
    corolift_execute_bounded,
    corolift_await_token_and_execute_or_ready,
    corolift_await_value_and_execute_or_ready,
    corolift_await_group_and_execute_or_ready,
    corolift_release_last,
    corolift_add_value_to_group,
    corolift_runtime_shutdown,
    corolift_live_objects,
    corolift_frame_alloc,
    corolift_frame_free,
    corolift_assert_fail,
    corolift_init_with_spawner,
    corolift_task_run,
);

/// Name → address of every C symbol this crate exports, for registering with
/// an in-process JIT.
pub fn c_symbols() -> &'static [CSymbol] {
    &SYMBOLS.0
}
