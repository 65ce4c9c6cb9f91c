//! The exported C API: every `mlirAsyncRuntime*` symbol of upstream's
//! `AsyncRuntime.h`, plus corolift's extensions (`corolift_*`).

use crate::object::{self, AsyncGroup, AsyncToken, AsyncValue, ResumeFn};
use crate::sched::{self, Task};
use std::ffi::c_void;

/// `void mlirAsyncRuntimeAddRef(RefCountedObjPtr, int64_t)`.
///
/// # Safety
/// `obj` must be a live token, value or group.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mlirAsyncRuntimeAddRef(obj: *mut c_void, count: i64) {
    // SAFETY: forwarded contract.
    unsafe { object::add_ref(obj, count) }
}

/// `void mlirAsyncRuntimeDropRef(RefCountedObjPtr, int64_t)`: destroys the
/// object when the count reaches zero.
///
/// # Safety
/// `obj` must be live and the caller must own `count` references.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mlirAsyncRuntimeDropRef(obj: *mut c_void, count: i64) {
    // SAFETY: forwarded contract.
    unsafe { object::drop_ref(obj, count) }
}

/// `AsyncToken *mlirAsyncRuntimeCreateToken(void)`: pending, ref count 2.
#[unsafe(no_mangle)]
pub extern "C" fn mlirAsyncRuntimeCreateToken() -> *mut AsyncToken {
    object::create_token()
}

/// `AsyncValue *mlirAsyncRuntimeCreateValue(int64_t size)`: pending, ref count
/// 2, `size` zeroed bytes of 16-byte aligned storage.
#[unsafe(no_mangle)]
pub extern "C" fn mlirAsyncRuntimeCreateValue(size: i64) -> *mut AsyncValue {
    object::create_value(size)
}

/// `AsyncGroup *mlirAsyncRuntimeCreateGroup(int64_t size)`: ref count 1.
#[unsafe(no_mangle)]
pub extern "C" fn mlirAsyncRuntimeCreateGroup(size: i64) -> *mut AsyncGroup {
    object::create_group(size)
}

/// `int64_t mlirAsyncRuntimeAddTokenToGroup(AsyncToken *, AsyncGroup *)`:
/// returns the token's rank in the group.
///
/// # Safety
/// Both objects must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mlirAsyncRuntimeAddTokenToGroup(
    token: *mut AsyncToken,
    group: *mut AsyncGroup,
) -> i64 {
    // SAFETY: forwarded contract.
    unsafe { object::add_token_to_group(token, group) }
}

/// `void mlirAsyncRuntimeEmplaceToken(AsyncToken *)`: available; runs awaiters;
/// drops the producer reference.
///
/// # Safety
/// `token` must be live and pending; the caller gives up the producer reference.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mlirAsyncRuntimeEmplaceToken(token: *mut AsyncToken) {
    // SAFETY: forwarded contract.
    unsafe { object::complete_and_release(token as *mut c_void, &(*token).cell, false) }
}

/// `void mlirAsyncRuntimeEmplaceValue(AsyncValue *)`.
///
/// # Safety
/// As [`mlirAsyncRuntimeEmplaceToken`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mlirAsyncRuntimeEmplaceValue(value: *mut AsyncValue) {
    // SAFETY: forwarded contract.
    unsafe { object::complete_and_release(value as *mut c_void, &(*value).cell, false) }
}

/// `void mlirAsyncRuntimeSetTokenError(AsyncToken *)`.
///
/// # Safety
/// As [`mlirAsyncRuntimeEmplaceToken`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mlirAsyncRuntimeSetTokenError(token: *mut AsyncToken) {
    // SAFETY: forwarded contract.
    unsafe { object::complete_and_release(token as *mut c_void, &(*token).cell, true) }
}

/// `void mlirAsyncRuntimeSetValueError(AsyncValue *)`.
///
/// # Safety
/// As [`mlirAsyncRuntimeEmplaceToken`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mlirAsyncRuntimeSetValueError(value: *mut AsyncValue) {
    // SAFETY: forwarded contract.
    unsafe { object::complete_and_release(value as *mut c_void, &(*value).cell, true) }
}

/// `bool mlirAsyncRuntimeIsTokenError(AsyncToken *)`.
///
/// # Safety
/// `token` must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mlirAsyncRuntimeIsTokenError(token: *mut AsyncToken) -> bool {
    // SAFETY: live per contract.
    unsafe { (*token).cell.is_error() }
}

/// `bool mlirAsyncRuntimeIsValueError(AsyncValue *)`.
///
/// # Safety
/// `value` must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mlirAsyncRuntimeIsValueError(value: *mut AsyncValue) -> bool {
    // SAFETY: live per contract.
    unsafe { (*value).cell.is_error() }
}

/// `bool mlirAsyncRuntimeIsGroupError(AsyncGroup *)`: any member in error.
///
/// # Safety
/// `group` must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mlirAsyncRuntimeIsGroupError(group: *mut AsyncGroup) -> bool {
    // SAFETY: live per contract.
    unsafe { (*group).is_error() }
}

/// `void mlirAsyncRuntimeAwaitToken(AsyncToken *)`: blocks until complete.
///
/// # Safety
/// `token` must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mlirAsyncRuntimeAwaitToken(token: *mut AsyncToken) {
    // SAFETY: live per contract.
    object::block_on(unsafe { &(*token).cell })
}

/// `void mlirAsyncRuntimeAwaitValue(AsyncValue *)`.
///
/// # Safety
/// `value` must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mlirAsyncRuntimeAwaitValue(value: *mut AsyncValue) {
    // SAFETY: live per contract.
    object::block_on(unsafe { &(*value).cell })
}

/// `void mlirAsyncRuntimeAwaitAllInGroup(AsyncGroup *)`.
///
/// # Safety
/// `group` must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mlirAsyncRuntimeAwaitAllInGroup(group: *mut AsyncGroup) {
    // SAFETY: live per contract.
    object::block_on(unsafe { &(*group).cell })
}

/// `ValueStorage mlirAsyncRuntimeGetValueStorage(AsyncValue *)`.
///
/// # Safety
/// `value` must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mlirAsyncRuntimeGetValueStorage(value: *mut AsyncValue) -> *mut u8 {
    // SAFETY: live per contract.
    debug_assert!(
        !unsafe { (*value).cell.is_error() },
        "storage of an errored async value"
    );
    // SAFETY: live per contract.
    unsafe { object::value_storage(value) }
}

/// `void mlirAsyncRuntimeExecute(CoroHandle, CoroResume)`: runs `resume(hdl)`
/// on the worker pool.
#[unsafe(no_mangle)]
pub extern "C" fn mlirAsyncRuntimeExecute(hdl: *mut c_void, resume: ResumeFn) {
    sched::spawn(Task { hdl, resume });
}

/// `void corolift_execute_bounded(CoroHandle, CoroResume)`: [`mlirAsyncRuntimeExecute`]
/// for a task whose `resume` ends in bounded steps without waiting for anything (corolift's
/// code generation proves it: no loop, no call, no blocking op), which the spawning thread
/// may then run itself when many of its tasks wait for the workers.
#[unsafe(no_mangle)]
pub extern "C" fn corolift_execute_bounded(hdl: *mut c_void, resume: ResumeFn) {
    sched::spawn_bounded(Task { hdl, resume });
}

/// `void mlirAsyncRuntimeAwaitTokenAndExecute(AsyncToken *, CoroHandle, CoroResume)`.
///
/// # Safety
/// `token` must be live; `resume(hdl)` must be sound to call once, on any thread.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mlirAsyncRuntimeAwaitTokenAndExecute(
    token: *mut AsyncToken,
    hdl: *mut c_void,
    resume: ResumeFn,
) {
    // SAFETY: forwarded contract.
    unsafe { object::await_and_execute(&(*token).cell, hdl, resume) }
}

/// `void mlirAsyncRuntimeAwaitValueAndExecute(AsyncValue *, CoroHandle, CoroResume)`.
///
/// # Safety
/// As [`mlirAsyncRuntimeAwaitTokenAndExecute`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mlirAsyncRuntimeAwaitValueAndExecute(
    value: *mut AsyncValue,
    hdl: *mut c_void,
    resume: ResumeFn,
) {
    // SAFETY: forwarded contract.
    unsafe { object::await_and_execute(&(*value).cell, hdl, resume) }
}

/// `void mlirAsyncRuntimeAwaitAllInGroupAndExecute(AsyncGroup *, CoroHandle, CoroResume)`.
///
/// # Safety
/// As [`mlirAsyncRuntimeAwaitTokenAndExecute`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mlirAsyncRuntimeAwaitAllInGroupAndExecute(
    group: *mut AsyncGroup,
    hdl: *mut c_void,
    resume: ResumeFn,
) {
    // SAFETY: forwarded contract.
    unsafe { object::await_and_execute(&(*group).cell, hdl, resume) }
}

/// `int64_t mlirAsyncRuntimGetNumWorkerThreads(void)` — upstream's spelling.
#[unsafe(no_mangle)]
pub extern "C" fn mlirAsyncRuntimGetNumWorkerThreads() -> i64 {
    sched::num_workers() as i64
}

/// Correctly spelled alias of [`mlirAsyncRuntimGetNumWorkerThreads`].
#[unsafe(no_mangle)]
pub extern "C" fn mlirAsyncRuntimeGetNumWorkerThreads() -> i64 {
    sched::num_workers() as i64
}

// ---------------------------------------------------------------------------
// corolift extensions
// ---------------------------------------------------------------------------

/// Fast path for generated code: returns true iff `token` is already complete
/// (nothing registered; continue inline). Otherwise registers `resume(hdl)`
/// like `mlirAsyncRuntimeAwaitTokenAndExecute` and returns false.
///
/// # Safety
/// As [`mlirAsyncRuntimeAwaitTokenAndExecute`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn corolift_await_token_and_execute_or_ready(
    token: *mut AsyncToken,
    hdl: *mut c_void,
    resume: ResumeFn,
) -> bool {
    // SAFETY: forwarded contract.
    unsafe { object::await_or_ready(&(*token).cell, hdl, resume) }
}

/// Value variant of [`corolift_await_token_and_execute_or_ready`].
///
/// # Safety
/// As [`mlirAsyncRuntimeAwaitTokenAndExecute`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn corolift_await_value_and_execute_or_ready(
    value: *mut AsyncValue,
    hdl: *mut c_void,
    resume: ResumeFn,
) -> bool {
    // SAFETY: forwarded contract.
    unsafe { object::await_or_ready(&(*value).cell, hdl, resume) }
}

/// Group variant of [`corolift_await_token_and_execute_or_ready`].
///
/// # Safety
/// As [`mlirAsyncRuntimeAwaitTokenAndExecute`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn corolift_await_group_and_execute_or_ready(
    group: *mut AsyncGroup,
    hdl: *mut c_void,
    resume: ResumeFn,
) -> bool {
    // SAFETY: forwarded contract.
    unsafe { object::await_or_ready(&(*group).cell, hdl, resume) }
}

/// `int64_t corolift_add_value_to_group(AsyncValue *, AsyncGroup *)`: corolift's extension
/// for `async.add_to_group` of an `!async.value<T>` (MLIR's C API adds only tokens): the
/// value becomes a member of the group exactly like a token — `AwaitAllInGroup` waits for it,
/// and a value completed with `SetValueError` counts as an error of the group. Returns the
/// value's rank in the group. The group takes no reference to the value.
///
/// # Safety
/// Both objects must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn corolift_add_value_to_group(
    value: *mut AsyncValue,
    group: *mut AsyncGroup,
) -> i64 {
    // SAFETY: forwarded contract.
    unsafe { object::add_value_to_group(value, group) }
}

/// `void corolift_release_last(void *obj, int64_t prev, int64_t count)`: generated code
/// decremented `obj`'s reference count by `count` itself (see [`crate::abi`]) and found the
/// previous count `prev <= count`: destroys the object (`prev == count`) or reports the
/// over-release.
///
/// # Safety
/// As [`mlirAsyncRuntimeDropRef`], after the decrement.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn corolift_release_last(obj: *mut c_void, prev: i64, count: i64) {
    // SAFETY: forwarded contract.
    unsafe { object::release_after_decrement(obj, prev, count) }
}

/// `void corolift_runtime_shutdown(void)`: drains all work, flushes stdout,
/// and with `COROLIFT_CHECK_LEAKS=1` reports leaked objects and exits with
/// status 3 if any.
#[unsafe(no_mangle)]
pub extern "C" fn corolift_runtime_shutdown() {
    crate::shutdown();
}

/// `int64_t corolift_live_objects(void)`: live tokens + values + groups.
#[unsafe(no_mangle)]
pub extern "C" fn corolift_live_objects() -> i64 {
    crate::stats::live_objects().total()
}

fn frame_layout(size: i64, align: i64) -> std::alloc::Layout {
    let align = (align.max(16) as usize).next_power_of_two();
    std::alloc::Layout::from_size_align((size.max(1)) as usize, align)
        .unwrap_or_else(|_| object::fatal("corolift_frame_alloc: invalid size/alignment"))
}

/// `void *corolift_frame_alloc(int64_t size, int64_t align)`: coroutine frame
/// allocation (at least 16-byte aligned, not zeroed). Frames of up to
/// 256 bytes with an alignment of at most 16 come from the block pools.
#[unsafe(no_mangle)]
pub extern "C" fn corolift_frame_alloc(size: i64, align: i64) -> *mut c_void {
    let layout = frame_layout(size, align);
    #[cfg(not(loom))]
    if layout.align() <= crate::pool::ALIGN {
        return crate::pool::alloc(layout.size()) as *mut c_void;
    }
    // SAFETY: non-zero size.
    let p = unsafe { std::alloc::alloc(layout) };
    if p.is_null() {
        std::alloc::handle_alloc_error(layout);
    }
    p as *mut c_void
}

/// `void corolift_frame_free(void *p, int64_t size, int64_t align)`: frees a
/// frame from [`corolift_frame_alloc`] with the same size and alignment.
///
/// # Safety
/// `p` must come from `corolift_frame_alloc(size, align)` and not be used afterwards.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn corolift_frame_free(p: *mut c_void, size: i64, align: i64) {
    if p.is_null() {
        return;
    }
    let layout = frame_layout(size, align);
    #[cfg(not(loom))]
    if layout.align() <= crate::pool::ALIGN {
        // SAFETY: allocated by `pool::alloc` with this size, per contract.
        unsafe { crate::pool::free(p as *mut u8, layout.size()) };
        return;
    }
    // SAFETY: same layout as the allocation per contract.
    unsafe { std::alloc::dealloc(p as *mut u8, layout) }
}

/// A C host's spawner: `void spawn(void *task, void *ctx)`. It must arrange
/// for `corolift_task_run(task)` to be called exactly once, on any thread.
pub type CSpawnFn = unsafe extern "C" fn(task: *mut c_void, ctx: *mut c_void);

/// The context pointer a C host passes with its spawner.
struct SpawnCtx(*mut c_void);

// SAFETY: `corolift_init_with_spawner`'s contract: the host's spawner may be
// called with `ctx` from any thread, concurrently.
unsafe impl Send for SpawnCtx {}
// SAFETY: as above.
unsafe impl Sync for SpawnCtx {}

impl SpawnCtx {
    fn get(&self) -> *mut c_void {
        self.0
    }
}

/// `bool corolift_init_with_spawner(void (*spawn)(void *task, void *ctx),
/// void *ctx, int64_t num_threads)`: the C form of
/// [`crate::init_with_spawner_threads`]. Every task `mlirAsyncRuntimeExecute`
/// creates is passed to `spawn` as an opaque `task` pointer, which the host
/// must pass to [`corolift_task_run`] exactly once. `num_threads` is what
/// `mlirAsyncRuntimeGetNumWorkerThreads` reports (`<= 0`: the default, see
/// `init_with_spawner`). Returns false if the runtime was already initialised.
///
/// # Safety
/// `spawn` must be callable with `ctx` from any thread, concurrently, for the
/// rest of the process, and must not drop tasks (see [`crate::Task`]).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn corolift_init_with_spawner(
    spawn: CSpawnFn,
    ctx: *mut c_void,
    num_threads: i64,
) -> bool {
    let ctx = SpawnCtx(ctx);
    let threads = match usize::try_from(num_threads) {
        Ok(n) if n > 0 => n,
        _ => sched::default_hook_threads(),
    };
    crate::init_with_spawner_threads(
        move |task| {
            // SAFETY: the host's spawner contract (above).
            unsafe { spawn(task.into_raw(), ctx.get()) }
        },
        threads,
    )
}

/// `void corolift_task_run(void *task)`: runs a task the C spawner received.
///
/// # Safety
/// `task` must come from the spawner of [`corolift_init_with_spawner`] and
/// not have been run before.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn corolift_task_run(task: *mut c_void) {
    // SAFETY: forwarded contract (a task boxed by `Task::into_raw`).
    unsafe { crate::Task::from_raw(task) }.run()
}

/// `void __mlir_execution_engine_init(llvm::StringMap<void *> &)`: half of the protocol by
/// which MLIR's `ExecutionEngine` (mlir-runner) loads a runtime library. A library that
/// exports both halves is told when the engine is destroyed, before its code is unmapped
/// ([`__mlir_execution_engine_destroy`]). Upstream's runtime fills the map with its symbols
/// because it hides them; ours are public, and the engine finds them in the libraries it
/// loaded (`--shared-libs`), so the map is left alone.
#[unsafe(no_mangle)]
pub extern "C" fn __mlir_execution_engine_init(_export_symbols: *mut c_void) {}

/// `void __mlir_execution_engine_destroy()`: the engine is about to unmap the code it
/// compiled. Runs (or waits for) every queued or running task first, as upstream's runtime
/// waits for its thread pool there: a coroutine that completed `main`'s last token may still
/// be returning through compiled code on a worker (without this, mlir-runner-22 crashed at
/// exit now and then on corolift-runtime).
#[unsafe(no_mangle)]
pub extern "C" fn __mlir_execution_engine_destroy() {
    crate::drain();
}
