//! The layout constants corolift's code generation relies on (`corolift_runtime::abi`),
//! checked against the objects the C API creates, and `corolift_release_last`, the runtime's
//! half of an inline reference drop.

use corolift_runtime::abi::{
    REFS_OFFSET, STATE_AVAILABLE, STATE_ERROR, STATE_OFFSET, VALUE_STORAGE_OFFSET,
};
use corolift_runtime::*;
use std::ffi::c_void;
use std::sync::Mutex;
use std::sync::atomic::{AtomicI64, AtomicUsize, Ordering};

/// The live-object counts are process-wide: tests that read them run one at a time.
static SERIAL: Mutex<()> = Mutex::new(());

/// The state word of `obj`, read the way generated code reads it.
///
/// # Safety
/// `obj` must be a live token, value or group.
unsafe fn state(obj: *mut c_void) -> i64 {
    // SAFETY: per contract; the word is an `AtomicUsize` at STATE_OFFSET.
    unsafe {
        (*(obj.cast::<u8>().add(STATE_OFFSET as usize) as *const AtomicUsize))
            .load(Ordering::Acquire) as i64
    }
}

/// The reference count of `obj`, read the way generated code reads it.
///
/// # Safety
/// `obj` must be a live token, value or group.
unsafe fn refs(obj: *mut c_void) -> i64 {
    // SAFETY: per contract; the count is an `AtomicI64` at REFS_OFFSET.
    unsafe {
        (*(obj.cast::<u8>().add(REFS_OFFSET as usize) as *const AtomicI64)).load(Ordering::Acquire)
    }
}

#[test]
fn state_word_tracks_completion_of_tokens_values_and_groups() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let ok = mlirAsyncRuntimeCreateToken() as *mut c_void;
    let bad = mlirAsyncRuntimeCreateValue(8) as *mut c_void;
    let group = mlirAsyncRuntimeCreateGroup(1);
    let member = mlirAsyncRuntimeCreateToken();
    // SAFETY: live objects; the test owns every reference it drops.
    unsafe {
        let pending = [ok, bad, group as *mut c_void];
        for obj in pending {
            let s = state(obj);
            assert!(s != STATE_AVAILABLE && s != STATE_ERROR, "pending, got {s}");
        }
        mlirAsyncRuntimeAddTokenToGroup(member, group);
        mlirAsyncRuntimeEmplaceToken(ok as *mut AsyncToken);
        mlirAsyncRuntimeSetValueError(bad as *mut AsyncValue);
        mlirAsyncRuntimeEmplaceToken(member);
        assert_eq!(state(ok), STATE_AVAILABLE);
        assert_eq!(state(bad), STATE_ERROR);
        assert_eq!(state(group as *mut c_void), STATE_AVAILABLE);
        mlirAsyncRuntimeDropRef(ok, 1);
        mlirAsyncRuntimeDropRef(bad, 1);
        mlirAsyncRuntimeDropRef(member as *mut c_void, 1);
        mlirAsyncRuntimeDropRef(group as *mut c_void, 1);
    }
}

#[test]
fn refs_and_storage_offsets_match_the_c_api() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let v = mlirAsyncRuntimeCreateValue(16);
    // SAFETY: live value; the test owns both references.
    unsafe {
        let obj = v as *mut c_void;
        assert_eq!(refs(obj), ref_count(obj));
        mlirAsyncRuntimeAddRef(obj, 3);
        assert_eq!(refs(obj), 5);
        let storage = mlirAsyncRuntimeGetValueStorage(v);
        assert_eq!(storage as usize - v as usize, VALUE_STORAGE_OFFSET as usize);
        mlirAsyncRuntimeDropRef(obj, 3);
        mlirAsyncRuntimeEmplaceValue(v);
        mlirAsyncRuntimeDropRef(obj, 1);
    }
}

#[test]
fn release_last_destroys_exactly_when_the_count_reached_zero() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let before = live_objects().tokens;
    let t = mlirAsyncRuntimeCreateToken();
    // SAFETY: live token; the inline drop is emulated exactly as generated code does it:
    // subtract, then call `corolift_release_last` only if the previous count was <= count.
    unsafe {
        let obj = t as *mut c_void;
        mlirAsyncRuntimeEmplaceToken(t); // the producer's reference: one left
        let counter = &*(obj.cast::<u8>().add(REFS_OFFSET as usize) as *const AtomicI64);
        let prev = counter.fetch_sub(1, Ordering::Release);
        assert_eq!(prev, 1);
        assert_eq!(
            live_objects().tokens,
            before + 1,
            "still alive before the call"
        );
        corolift_release_last(obj, prev, 1);
    }
    assert_eq!(
        live_objects().tokens,
        before,
        "destroyed by corolift_release_last"
    );
}
