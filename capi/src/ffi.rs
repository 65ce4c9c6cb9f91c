//! What every entry point shares: status codes, error strings handed to C, NULL checks and
//! the panic guard that keeps unwinding from crossing the C boundary.

use std::ffi::{CStr, CString, c_char, c_int};
use std::panic::{AssertUnwindSafe, catch_unwind};

use corolift::{Error, ErrorKind};

/// The status codes of the functions that return `int` (the header's `COROLIFT_*` macros).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(i32)]
pub enum Status {
    /// `COROLIFT_OK`: success.
    Ok = 0,
    /// `COROLIFT_ASYNC_ERROR`: an awaited token or value completed in the error state.
    AsyncError = 1,
    /// `COROLIFT_INVALID_ARGUMENT`: a NULL pointer, text that is not UTF-8, an option out of
    /// range.
    InvalidArgument = 2,
    /// `COROLIFT_COMPILE_ERROR`: the MLIR text does not compile.
    Compile = 3,
    /// `COROLIFT_MISSING_FUNCTION`: the module defines no function of that name.
    MissingFunction = 4,
    /// `COROLIFT_SIGNATURE_ERROR`: the function cannot be called through the packed convention.
    Signature = 5,
    /// `COROLIFT_HOST_FUNCTION_ERROR`: a host function is registered twice or has a bad type.
    HostFunction = 6,
    /// `COROLIFT_RUNTIME_ERROR`: the runtime configuration conflicts with the running runtime.
    Runtime = 7,
    /// `COROLIFT_INTERNAL_ERROR`: a bug in corolift (a panic, caught at the boundary).
    Internal = 8,
}

impl Status {
    /// The C value.
    pub fn code(self) -> c_int {
        self as c_int
    }
}

/// A failed call: its status and the message `*error` receives.
pub(crate) struct Failure {
    pub(crate) status: Status,
    pub(crate) message: String,
}

impl Failure {
    /// A NULL or otherwise unusable argument.
    pub(crate) fn invalid(message: impl Into<String>) -> Failure {
        Failure {
            status: Status::InvalidArgument,
            message: message.into(),
        }
    }
}

impl From<Error> for Failure {
    fn from(e: Error) -> Failure {
        let status = match e.kind() {
            ErrorKind::Compile => Status::Compile,
            ErrorKind::MissingFunction => Status::MissingFunction,
            ErrorKind::Signature => Status::Signature,
            ErrorKind::HostFunction => Status::HostFunction,
            ErrorKind::Argument => Status::InvalidArgument,
            ErrorKind::Runtime => Status::Runtime,
            _ => Status::Internal,
        };
        Failure {
            status,
            message: e.message().to_owned(),
        }
    }
}

/// Runs `f` for an entry point with an `char **error` out-parameter: clears `*error` first,
/// and on failure (an `Err` or a panic) stores the message there and returns the status.
pub(crate) fn run<T>(
    error: *mut *mut c_char,
    f: impl FnOnce() -> Result<T, Failure>,
) -> Result<T, Status> {
    if !error.is_null() {
        // SAFETY: the header requires `error` to be NULL or point to writable storage.
        unsafe { error.write(std::ptr::null_mut()) };
    }
    let failure = match catch_unwind(AssertUnwindSafe(f)) {
        Ok(Ok(value)) => return Ok(value),
        Ok(Err(failure)) => failure,
        Err(payload) => Failure {
            status: Status::Internal,
            message: format!("internal error: {}", panic_message(payload.as_ref())),
        },
    };
    if !error.is_null() {
        // SAFETY: as above.
        unsafe { error.write(into_c_string(failure.message)) };
    }
    Err(failure.status)
}

/// Runs `f`, turning a panic into `on_panic` (for entry points without an error string).
pub(crate) fn guard<T>(on_panic: T, f: impl FnOnce() -> T) -> T {
    catch_unwind(AssertUnwindSafe(f)).unwrap_or(on_panic)
}

fn panic_message(payload: &(dyn std::any::Any + Send)) -> &str {
    if let Some(s) = payload.downcast_ref::<&str>() {
        s
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s
    } else {
        "a panic"
    }
}

/// A `char *` the caller frees with [`corolift_string_free`]; interior NULs (which MLIR text
/// cannot hold, but a message might quote) become spaces.
pub(crate) fn into_c_string(text: String) -> *mut c_char {
    let bytes: Vec<u8> = text
        .into_bytes()
        .into_iter()
        .map(|b| if b == 0 { b' ' } else { b })
        .collect();
    match CString::new(bytes) {
        Ok(s) => s.into_raw(),
        // Unreachable: every NUL was replaced above.
        Err(_) => std::ptr::null_mut(),
    }
}

/// Reads the NUL-terminated UTF-8 string `p`; `what` names the argument in the message.
///
/// # Safety
/// `p` is NULL or a valid NUL-terminated string.
pub(crate) unsafe fn c_str<'a>(p: *const c_char, what: &str) -> Result<&'a str, Failure> {
    if p.is_null() {
        return Err(Failure::invalid(format!("{what} is NULL")));
    }
    // SAFETY: non-NULL, and the caller guarantees a NUL-terminated string.
    let s = unsafe { CStr::from_ptr(p) };
    s.to_str()
        .map_err(|_| Failure::invalid(format!("{what} is not valid UTF-8")))
}

/// Frees a string this library returned (an error message, a signature). NULL is ignored.
///
/// # Safety
/// `s` is NULL or a string returned by this library and not freed yet.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn corolift_string_free(s: *mut c_char) {
    if s.is_null() {
        return;
    }
    guard((), || {
        // SAFETY: `s` came from `CString::into_raw` in `into_c_string`, per the contract.
        drop(unsafe { CString::from_raw(s) });
    })
}

/// The library version, a static NUL-terminated string such as `"0.1.0"` (never freed).
#[unsafe(no_mangle)]
pub extern "C" fn corolift_version() -> *const c_char {
    concat!(env!("CARGO_PKG_VERSION"), "\0").as_ptr().cast()
}
