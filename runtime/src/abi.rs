//! The part of the objects' memory layout that corolift's code generation uses directly.
//!
//! The C API is the contract; these are its hottest entry points done inline, with the same
//! memory orderings (Cranelift's atomics are sequentially consistent, which is stronger):
//! the readiness check in front of every coroutine await (`corolift.coro.ready`), the error
//! test of a completed token or value, the payload address of a value, and reference count
//! changes — the decrement inline, and only when it reaches zero (or goes below it) a call to
//! [`crate::corolift_release_last`]. Completion, waiting and destruction stay inside the
//! runtime. Each of these runs several times per coroutine; a call plus its register spills
//! costs more than the work itself.

use crate::object::{AVAILABLE, AsyncGroup, AsyncToken, AsyncValue, ERROR, Header};

/// Byte offset of the completion state word (pointer-sized) in a token, value and group.
pub const STATE_OFFSET: i32 = {
    let token = std::mem::offset_of!(AsyncToken, cell);
    let value = std::mem::offset_of!(AsyncValue, cell);
    let group = std::mem::offset_of!(AsyncGroup, cell);
    assert!(
        token == value && value == group,
        "the completion cells must line up"
    );
    token as i32
};

/// The state word of an object that completed normally.
pub const STATE_AVAILABLE: i64 = AVAILABLE as i64;

/// The state word of an object that completed with an error. A complete object's state is
/// [`STATE_AVAILABLE`] or this; any other value means pending.
pub const STATE_ERROR: i64 = ERROR as i64;

// The readiness check tests `state - STATE_AVAILABLE < 2` (unsigned).
const _: () = assert!(STATE_ERROR == STATE_AVAILABLE + 1);

/// Byte offset of the reference count (`i64`) in every object.
pub const REFS_OFFSET: i32 = std::mem::offset_of!(Header, refs) as i32;

/// Byte offset of a value's payload from the value's address (what
/// `mlirAsyncRuntimeGetValueStorage` returns).
pub const VALUE_STORAGE_OFFSET: i32 = std::mem::size_of::<AsyncValue>() as i32;
