//! How Rust values cross into compiled MLIR functions: which Rust type stands for which MLIR
//! type, and how arguments and results are laid out for the packed calling convention
//! ([`crate::codegen::packed`]).
//!
//! Every call goes through the function's packed wrapper, `void (void **args)`: [`Args`] pushes
//! one pointer per lowered argument (a memref pushes one per descriptor field) and [`Results`]
//! provides the result slot and reads it back. The traits are sealed: the set of types is the
//! set the code generator lowers the way these impls read and write them.

use std::ffi::c_void;

use smallvec::SmallVec;

use crate::ir::{FloatKind, Type};

/// The pointer array handed to a packed wrapper; inline for the common small signatures.
pub type Slots = SmallVec<[*mut c_void; 16]>;

pub(crate) mod sealed {
    /// Only this crate implements the argument and result traits.
    pub trait Sealed {}
}

/// A scalar Rust type that stands for one MLIR scalar type.
///
/// | Rust | MLIR |
/// |---|---|
/// | `bool` | `i1` |
/// | `i8`, `u8` | `i8` |
/// | `i16`, `u16` | `i16` |
/// | `i32`, `u32` | `i32` |
/// | `i64`, `u64` | `i64` |
/// | `isize`, `usize` | `index` |
/// | `f32` | `f32` |
/// | `f64` | `f64` |
///
/// MLIR integers are signless: the signed and unsigned Rust types of a width both match it.
pub trait Scalar: Copy + Send + Sync + 'static + sealed::Sealed {
    /// The MLIR type this Rust type stands for.
    fn mlir_type() -> Type;
    /// Reads the value from the bytes code generation stores for it.
    ///
    /// # Safety
    /// `p` points to a value of [`Scalar::mlir_type`] written by compiled code.
    #[doc(hidden)]
    unsafe fn read(p: *const u8) -> Self;
}

macro_rules! scalar {
    ($($rust:ty => $mlir:expr),* $(,)?) => {$(
        impl sealed::Sealed for $rust {}
        impl Scalar for $rust {
            fn mlir_type() -> Type {
                $mlir
            }
            unsafe fn read(p: *const u8) -> Self {
                // SAFETY: the caller guarantees `p` holds a value of this type (compiled code
                // stores it at its natural alignment, but the read need not rely on that).
                unsafe { p.cast::<$rust>().read_unaligned() }
            }
        }
    )*};
}

scalar! {
    i8 => Type::int(8), u8 => Type::int(8),
    i16 => Type::int(16), u16 => Type::int(16),
    i32 => Type::int(32), u32 => Type::int(32),
    i64 => Type::int(64), u64 => Type::int(64),
    isize => Type::Index, usize => Type::Index,
    f32 => Type::Float(FloatKind::F32), f64 => Type::Float(FloatKind::F64),
}

impl sealed::Sealed for bool {}
impl Scalar for bool {
    fn mlir_type() -> Type {
        Type::i1()
    }
    unsafe fn read(p: *const u8) -> Self {
        // An `i1` lives in a byte whose upper bits code generation does not clear after every
        // operation; bit 0 is the value.
        // SAFETY: the caller guarantees `p` holds an `i1` byte.
        unsafe { p.read() & 1 != 0 }
    }
}

/// One argument of a compiled function: a [`Scalar`] or a [`crate::MemRef`].
pub trait Arg: sealed::Sealed {
    /// Whether `ty`, the MLIR type of the parameter, is what this Rust type passes.
    #[doc(hidden)]
    fn matches(ty: &Type) -> bool;
    /// How the Rust side is described in a signature mismatch (`i64`, `memref<?x?xf32>`).
    #[doc(hidden)]
    fn describe() -> String;
}

/// A value passed for the argument type `M` (an [`Arg`]): the type itself, or for a
/// [`crate::MemRef`] a view with any lifetime, so one [`crate::Func`] takes views of
/// different borrows.
pub trait ArgValue<M: Arg>: sealed::Sealed {
    /// Checks what the MLIR type fixes but the Rust type does not (static memref sizes).
    #[doc(hidden)]
    fn check_value(&self, _ty: &Type) -> Result<(), String> {
        Ok(())
    }
    /// Pushes one pointer per lowered value; they stay valid while `self` is borrowed.
    #[doc(hidden)]
    fn push_slots(&mut self, slots: &mut Slots);
}

impl<T: Scalar> Arg for T {
    fn matches(ty: &Type) -> bool {
        *ty == T::mlir_type()
    }
    fn describe() -> String {
        T::mlir_type().to_string()
    }
}

impl<T: Scalar> ArgValue<T> for T {
    fn push_slots(&mut self, slots: &mut Slots) {
        slots.push((self as *mut T).cast());
    }
}

/// The arguments of a compiled function: a tuple of [`Arg`]s (`()` for none, `(x,)` for
/// one).
pub trait Args: sealed::Sealed {
    /// Checks the MLIR parameter types against the tuple's types.
    #[doc(hidden)]
    fn check(inputs: &[Type]) -> Result<(), String>;
    /// `(i64, memref<?xf32>)`: the tuple described as an MLIR type list.
    #[doc(hidden)]
    fn describe() -> String;
    /// Whether some argument needs [`ArgValue::check_value`] at call time.
    #[doc(hidden)]
    fn needs_value_checks(inputs: &[Type]) -> bool;
}

/// The values passed for the argument tuple `M` (an [`Args`]): a tuple of [`ArgValue`]s.
pub trait ArgValues<M: Args>: sealed::Sealed {
    /// Runs [`ArgValue::check_value`] on each argument.
    #[doc(hidden)]
    fn check_values(&self, inputs: &[Type]) -> Result<(), String>;
    /// Pushes every argument's pointers.
    #[doc(hidden)]
    fn push_slots(&mut self, slots: &mut Slots);
}

/// One result of a compiled function: a [`Scalar`].
pub trait Ret: Sized + sealed::Sealed {
    /// Whether `ty`, the MLIR result type, is what this Rust type receives.
    #[doc(hidden)]
    fn matches(ty: &Type) -> bool;
    /// How the Rust side is described in a signature mismatch.
    #[doc(hidden)]
    fn describe() -> String;
    /// Size and alignment of the stored value (the field of MLIR's result struct).
    #[doc(hidden)]
    fn size_align() -> (usize, usize);
    /// Takes the value out of the result buffer.
    ///
    /// # Safety
    /// `p` holds a value of the matched MLIR type, written by compiled code; the value is read
    /// at most once (async results carry an owned reference).
    #[doc(hidden)]
    unsafe fn take(p: *const u8) -> Self;
}

impl<T: Scalar> Ret for T {
    fn matches(ty: &Type) -> bool {
        *ty == T::mlir_type()
    }
    fn describe() -> String {
        T::mlir_type().to_string()
    }
    fn size_align() -> (usize, usize) {
        let n = std::mem::size_of::<T>();
        (n, n)
    }
    unsafe fn take(p: *const u8) -> Self {
        // SAFETY: forwarded contract.
        unsafe { T::read(p) }
    }
}

/// Large enough for every result tuple this module implements (eight 8-byte fields), and
/// aligned for any of them.
#[doc(hidden)]
#[repr(C, align(16))]
pub struct ResultBuffer(pub [u8; 64]);

/// The results of a compiled function: `()`, one [`Ret`], or a tuple of them.
pub trait Results: Sized + sealed::Sealed {
    /// Checks the MLIR result types against the Rust type.
    #[doc(hidden)]
    fn check(results: &[Type]) -> Result<(), String>;
    /// The Rust side described as an MLIR type list.
    #[doc(hidden)]
    fn describe() -> String;
    /// Takes the results out of `buf`, laid out as the packed wrapper stores them.
    ///
    /// # Safety
    /// The wrapper of a function whose results passed [`Results::check`] filled `buf`.
    #[doc(hidden)]
    unsafe fn take(buf: &ResultBuffer) -> Self;
}

impl sealed::Sealed for () {}

impl Results for () {
    fn check(results: &[Type]) -> Result<(), String> {
        if results.is_empty() {
            Ok(())
        } else {
            Err("the function returns values".to_owned())
        }
    }
    fn describe() -> String {
        "()".to_owned()
    }
    unsafe fn take(_: &ResultBuffer) -> Self {}
}

impl Args for () {
    fn check(inputs: &[Type]) -> Result<(), String> {
        check_count(inputs.len(), 0)
    }
    fn describe() -> String {
        "()".to_owned()
    }
    fn needs_value_checks(_: &[Type]) -> bool {
        false
    }
}

impl ArgValues<()> for () {
    fn check_values(&self, _: &[Type]) -> Result<(), String> {
        Ok(())
    }
    fn push_slots(&mut self, _: &mut Slots) {}
}

fn check_count(mlir: usize, rust: usize) -> Result<(), String> {
    if mlir == rust {
        Ok(())
    } else {
        Err(format!("it takes {mlir} arguments, the Rust type {rust}"))
    }
}

/// A single result that is not a tuple: `Func<(i64,), i64>`.
impl<T: Ret> Results for T {
    fn check(results: &[Type]) -> Result<(), String> {
        match results {
            [ty] if T::matches(ty) => Ok(()),
            _ => Err("result types differ".to_owned()),
        }
    }
    fn describe() -> String {
        T::describe()
    }
    unsafe fn take(buf: &ResultBuffer) -> Self {
        // SAFETY: forwarded contract; a single result is stored at offset 0.
        unsafe { T::take(buf.0.as_ptr()) }
    }
}

macro_rules! tuples {
    ($(($($name:ident $value:ident $index:tt),+))*) => {$(
        impl<$($name),+> sealed::Sealed for ($($name,)+) {}

        impl<$($name: Arg),+> Args for ($($name,)+) {
            fn check(inputs: &[Type]) -> Result<(), String> {
                let names = [$(stringify!($name)),+];
                check_count(inputs.len(), names.len())?;
                $(
                    if !$name::matches(&inputs[$index]) {
                        return Err(format!(
                            "argument #{} is '{}' in MLIR and '{}' in Rust",
                            $index, inputs[$index], $name::describe()
                        ));
                    }
                )+
                Ok(())
            }
            fn describe() -> String {
                let parts: Vec<String> = vec![$($name::describe()),+];
                format!("({})", parts.join(", "))
            }
            fn needs_value_checks(inputs: &[Type]) -> bool {
                inputs.iter().any(|t| matches!(t, Type::MemRef(_)))
            }
        }

        impl<$($name: Arg),+, $($value: ArgValue<$name>),+> ArgValues<($($name,)+)> for ($($value,)+) {
            fn check_values(&self, inputs: &[Type]) -> Result<(), String> {
                $(
                    self.$index
                        .check_value(&inputs[$index])
                        .map_err(|e| format!("argument #{}: {e}", $index))?;
                )+
                Ok(())
            }
            fn push_slots(&mut self, slots: &mut Slots) {
                $(self.$index.push_slots(slots);)+
            }
        }

        impl<$($name: Ret),+> Results for ($($name,)+) {
            fn check(results: &[Type]) -> Result<(), String> {
                let names = [$(stringify!($name)),+];
                if results.len() != names.len() {
                    return Err(format!(
                        "it returns {} values, the Rust type {}",
                        results.len(),
                        names.len()
                    ));
                }
                $(
                    if !$name::matches(&results[$index]) {
                        return Err(format!(
                            "result #{} is '{}' in MLIR and '{}' in Rust",
                            $index, results[$index], $name::describe()
                        ));
                    }
                )+
                Ok(())
            }
            fn describe() -> String {
                let parts: Vec<String> = vec![$($name::describe()),+];
                format!("({})", parts.join(", "))
            }
            #[allow(unused_assignments)] // the last field's end is not needed
            unsafe fn take(buf: &ResultBuffer) -> Self {
                // Fields at their natural alignment, as MLIR's result struct
                // (`ciface::ResultStruct`); one result is stored at offset 0.
                let mut offset = 0usize;
                ($({
                    let (size, align) = $name::size_align();
                    offset = offset.next_multiple_of(align);
                    let at = offset;
                    offset += size;
                    // SAFETY: forwarded contract; `at` is this field's offset.
                    unsafe { $name::take(buf.0.as_ptr().add(at)) }
                },)+)
            }
        }
    )*};
}

tuples! {
    (A VA 0)
    (A VA 0, B VB 1)
    (A VA 0, B VB 1, C VC 2)
    (A VA 0, B VB 1, C VC 2, D VD 3)
    (A VA 0, B VB 1, C VC 2, D VD 3, E VE 4)
    (A VA 0, B VB 1, C VC 2, D VD 3, E VE 4, F VF 5)
    (A VA 0, B VB 1, C VC 2, D VD 3, E VE 4, F VF 5, G VG 6)
    (A VA 0, B VB 1, C VC 2, D VD 3, E VE 4, F VF 5, G VG 6, H VH 7)
}
