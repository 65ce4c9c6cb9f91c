//! Results of `async.func`s: [`AsyncToken`] and [`AsyncValue`], awaited as Rust futures.
//!
//! An `async.func` (or any function returning `!async.token` / `!async.value<T>`) hands its
//! caller one reference to a runtime object that completes when the coroutine does. These
//! handles own that reference. `.await` on them (they implement [`IntoFuture`]) completes
//! without blocking a thread, under any executor: the runtime calls back into the waker when
//! the object completes (`corolift_runtime::host`). [`AsyncToken::wait`] and
//! [`AsyncValue::wait`] block instead. An object completed with an error — a failed
//! `cf.assert` in the coroutine, an awaited operand in error — surfaces as
//! `Err` with [`ErrorKind::Async`](super::ErrorKind::Async).
//!
//! The futures do not keep the module alive: dropping a [`super::Module`] first lets the
//! runtime finish all queued work, so a pending result still completes.

use std::future::{Future, IntoFuture};
use std::marker::PhantomData;
use std::pin::Pin;
use std::task::{Context, Poll};

use corolift_runtime::{AsyncError, TokenFuture, TokenRef, ValueFuture, ValueRef};

use super::abi::{Ret, Scalar, sealed};
use super::{Error, ErrorKind};
use crate::ir::Type;

fn async_error(e: AsyncError) -> Error {
    Error::new(ErrorKind::Async, e.to_string())
}

/// The `!async.token` a compiled function returned: completes when the coroutine does.
///
/// ```
/// # fn main() -> Result<(), corolift::Error> {
/// use corolift::{AsyncToken, Engine};
/// let module = Engine::new().compile(r#"
///   async.func @check(%x: i64) -> !async.token {
///     %zero = arith.constant 0 : i64
///     %ok = arith.cmpi sgt, %x, %zero : i64
///     cf.assert %ok, "x must be positive"
///     return
///   }
/// "#)?;
/// let check = module.func::<(i64,), AsyncToken>("check")?;
/// assert!(check.call((3,))?.wait().is_ok());
/// assert_eq!(check.call((-3,))?.wait().unwrap_err().kind(), corolift::ErrorKind::Async);
/// # Ok(()) }
/// ```
#[derive(Debug)]
pub struct AsyncToken {
    token: TokenRef,
}

impl AsyncToken {
    /// Whether the token has completed (available or in error).
    pub fn is_ready(&self) -> bool {
        self.token.is_ready()
    }

    /// Blocks until the token completes; `Err` if it completed with an error.
    pub fn wait(self) -> Result<(), Error> {
        self.token.wait().map_err(async_error)
    }

    /// The runtime handle (one owned reference to the `AsyncToken` object).
    pub fn into_runtime(self) -> TokenRef {
        self.token
    }
}

/// The future of an [`AsyncToken`].
#[must_use = "futures do nothing unless awaited"]
pub struct TokenWait {
    inner: TokenFuture,
}

impl Future for TokenWait {
    type Output = Result<(), Error>;

    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        Pin::new(&mut self.inner).poll(cx).map_err(async_error)
    }
}

impl IntoFuture for AsyncToken {
    type Output = Result<(), Error>;
    type IntoFuture = TokenWait;

    fn into_future(self) -> TokenWait {
        TokenWait {
            inner: self.token.into_future(),
        }
    }
}

/// The `!async.value<T>` a compiled function returned, for a [`Scalar`] `T`: completes with
/// the value when the coroutine does.
///
/// ```
/// # fn main() -> Result<(), corolift::Error> {
/// use corolift::{AsyncValue, Engine};
/// let module = Engine::new().compile(r#"
///   async.func @square(%x: i64) -> !async.value<i64> {
///     %y = arith.muli %x, %x : i64
///     return %y : i64
///   }
/// "#)?;
/// let square = module.func::<(i64,), AsyncValue<i64>>("square")?;
/// let runtime = tokio::runtime::Builder::new_multi_thread().build().unwrap();
/// let nine = runtime.block_on(async { square.call((3,))?.await })?;
/// assert_eq!(nine, 9);
/// # Ok(()) }
/// ```
#[derive(Debug)]
pub struct AsyncValue<T: Scalar> {
    value: ValueRef,
    _type: PhantomData<fn() -> T>,
}

impl<T: Scalar> AsyncValue<T> {
    /// Whether the value has completed (available or in error).
    pub fn is_ready(&self) -> bool {
        self.value.is_ready()
    }

    /// Blocks until the value completes and returns it; `Err` if it completed with an error.
    pub fn wait(self) -> Result<T, Error> {
        self.value.wait().map_err(async_error)?;
        Ok(read_value(&self.value))
    }

    /// The runtime handle (one owned reference to the `AsyncValue` object).
    pub fn into_runtime(self) -> ValueRef {
        self.value
    }
}

/// The payload of a completed value without error.
fn read_value<T: Scalar>(value: &ValueRef) -> T {
    // SAFETY: the handle's function type was checked to be `!async.value<T>` when the
    // function was looked up, so the payload holds a `T` as code generation stores it, and
    // the value completed without error (`storage` checks that).
    unsafe { T::read(value.storage()) }
}

/// The future of an [`AsyncValue`].
#[must_use = "futures do nothing unless awaited"]
pub struct ValueWait<T: Scalar> {
    inner: ValueFuture,
    _type: PhantomData<fn() -> T>,
}

impl<T: Scalar> Future for ValueWait<T> {
    type Output = Result<T, Error>;

    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        Pin::new(&mut self.inner)
            .poll(cx)
            .map(|r| r.map(|v| read_value(&v)).map_err(async_error))
    }
}

impl<T: Scalar> IntoFuture for AsyncValue<T> {
    type Output = Result<T, Error>;
    type IntoFuture = ValueWait<T>;

    fn into_future(self) -> ValueWait<T> {
        ValueWait {
            inner: self.value.into_future(),
            _type: PhantomData,
        }
    }
}

impl sealed::Sealed for AsyncToken {}
impl<T: Scalar> sealed::Sealed for AsyncValue<T> {}

/// Reads the object pointer the packed wrapper stored.
///
/// # Safety
/// `p` holds a pointer to a live runtime object whose reference the reader takes over.
unsafe fn take_pointer<O>(p: *const u8) -> *mut O {
    // SAFETY: forwarded contract.
    unsafe { p.cast::<*mut O>().read_unaligned() }
}

impl Ret for AsyncToken {
    fn matches(ty: &Type) -> bool {
        *ty == Type::AsyncToken
    }
    fn describe() -> String {
        Type::AsyncToken.to_string()
    }
    fn size_align() -> (usize, usize) {
        (8, 8)
    }
    unsafe fn take(p: *const u8) -> Self {
        // SAFETY: the function returned a token and the caller owns its one reference.
        let token = unsafe { TokenRef::from_raw(take_pointer(p)) };
        AsyncToken { token }
    }
}

impl<T: Scalar> Ret for AsyncValue<T> {
    fn matches(ty: &Type) -> bool {
        matches!(ty, Type::AsyncValue(inner) if **inner == T::mlir_type())
    }
    fn describe() -> String {
        Type::async_value(T::mlir_type()).to_string()
    }
    fn size_align() -> (usize, usize) {
        (8, 8)
    }
    unsafe fn take(p: *const u8) -> Self {
        // SAFETY: the function returned a value and the caller owns its one reference.
        let value = unsafe { ValueRef::from_raw(take_pointer(p)) };
        AsyncValue {
            value,
            _type: PhantomData,
        }
    }
}
