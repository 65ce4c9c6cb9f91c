//! Awaiting the `!async.token` / `!async.value<T>` objects a packed call returns, and the
//! runtime-wide leak checks. A returned object is a runtime object pointer of which the caller
//! owns one reference; awaiting (or `corolift_async_drop`) gives that reference back.

use std::ffi::{c_int, c_void};

use corolift_runtime::{
    AsyncToken, AsyncValue, mlirAsyncRuntimeAwaitToken, mlirAsyncRuntimeAwaitValue,
    mlirAsyncRuntimeDropRef, mlirAsyncRuntimeGetValueStorage, mlirAsyncRuntimeIsTokenError,
    mlirAsyncRuntimeIsValueError,
};

use crate::ffi::{Status, guard};

/// Blocks until the token completes, drops the caller's reference, and returns
/// `COROLIFT_OK` (0) or `COROLIFT_ASYNC_ERROR` (1) if it completed in the error state.
/// `COROLIFT_INVALID_ARGUMENT` for NULL.
///
/// # Safety
/// `token` is NULL or an `!async.token` of which the caller owns a reference.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn corolift_token_await(token: *mut c_void) -> c_int {
    if token.is_null() {
        return Status::InvalidArgument.code();
    }
    guard(Status::Internal.code(), || {
        let t = token.cast::<AsyncToken>();
        // SAFETY: a live token of which the caller owns one reference, which the drop gives
        // back after the last use.
        let failed = unsafe {
            mlirAsyncRuntimeAwaitToken(t);
            let failed = mlirAsyncRuntimeIsTokenError(t);
            mlirAsyncRuntimeDropRef(token, 1);
            failed
        };
        completion(failed)
    })
}

/// Blocks until the value completes; if it is available, copies the first `size` bytes of
/// its payload to `out`; drops the caller's reference. Returns `COROLIFT_OK`,
/// `COROLIFT_ASYNC_ERROR` (error state: `out` is untouched), or `COROLIFT_INVALID_ARGUMENT`
/// when `value` is NULL or `out` is NULL with a non-zero `size` (the reference is then kept).
///
/// # Safety
/// `value` is NULL or an `!async.value<T>` of which the caller owns a reference; `size` is at
/// most the payload's size (8 for `i64`, the lowered size of `T`); `out` has room for `size`
/// bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn corolift_value_await(
    value: *mut c_void,
    out: *mut c_void,
    size: usize,
) -> c_int {
    if value.is_null() || (out.is_null() && size != 0) {
        return Status::InvalidArgument.code();
    }
    guard(Status::Internal.code(), || {
        let v = value.cast::<AsyncValue>();
        // SAFETY: a live value of which the caller owns one reference; the payload is read
        // only when it is available, `size` bytes of it fit `out` per the contract, and the
        // drop gives the reference back after the last use.
        let failed = unsafe {
            mlirAsyncRuntimeAwaitValue(v);
            let failed = mlirAsyncRuntimeIsValueError(v);
            if !failed && size != 0 {
                let storage = mlirAsyncRuntimeGetValueStorage(v);
                std::ptr::copy_nonoverlapping(storage, out.cast::<u8>(), size);
            }
            mlirAsyncRuntimeDropRef(value, 1);
            failed
        };
        completion(failed)
    })
}

/// Drops the caller's reference to a token, value or group without waiting for it. NULL is
/// ignored.
///
/// # Safety
/// `obj` is NULL or a runtime object of which the caller owns a reference.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn corolift_async_drop(obj: *mut c_void) {
    if obj.is_null() {
        return;
    }
    guard((), || {
        // SAFETY: the caller owns this reference.
        unsafe { mlirAsyncRuntimeDropRef(obj, 1) }
    })
}

/// Runs (or waits for) all queued runtime work of every module and flushes the runtime's
/// output, so that `corolift_live_objects` then counts only what someone still holds.
#[unsafe(no_mangle)]
pub extern "C" fn corolift_drain() {
    guard((), corolift_runtime::drain)
}

fn completion(failed: bool) -> c_int {
    if failed {
        Status::AsyncError.code()
    } else {
        Status::Ok.code()
    }
}
