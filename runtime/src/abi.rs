//! The part of the objects' memory layout that corolift's code generation reads directly.
//!
//! Everything else goes through the C API. The exception is the readiness check in front of
//! every coroutine await (`corolift.coro.ready`): it runs once per await, usually on an object
//! that completed long ago, and a load plus a compare there is cheaper than a call. The check
//! only *reads* the completion state, with acquire ordering, exactly as
//! [`crate::object::Completion::is_ready`] does; all transitions stay inside the runtime.

use crate::object::{AVAILABLE, AsyncGroup, AsyncToken, AsyncValue, ERROR};

/// Byte offset of the completion state word (pointer-sized) in a token, value and group.
pub const STATE_OFFSET: i32 = {
    let token = std::mem::offset_of!(AsyncToken, cell);
    let value = std::mem::offset_of!(AsyncValue, cell);
    let group = std::mem::offset_of!(AsyncGroup, cell);
    assert!(token == value && value == group, "the completion cells must line up");
    token as i32
};

/// The state word of an object that completed normally.
pub const STATE_AVAILABLE: i64 = AVAILABLE as i64;

/// The state word of an object that completed with an error. A complete object's state is
/// [`STATE_AVAILABLE`] or this; any other value means pending.
pub const STATE_ERROR: i64 = ERROR as i64;

// The readiness check tests `state - STATE_AVAILABLE < 2` (unsigned).
const _: () = assert!(STATE_ERROR == STATE_AVAILABLE + 1);
