//! [`MemRef`]: a view of host memory passed to a compiled function as a `memref` argument.

use std::marker::PhantomData;

use super::abi::{Arg, ArgValue, Scalar, Slots, sealed};
use crate::ir::Type;

/// A strided view of host memory that a compiled function receives as a
/// `memref<…xT>` of rank `N`: MLIR's memref descriptor (allocated and aligned pointer, offset,
/// sizes, strides, all in elements) over a mutably borrowed slice.
///
/// Constructors check that every element the view can address lies inside the slice, so the
/// compiled function cannot read or write outside it through in-bounds indices. The element
/// type and the rank are checked against the MLIR signature when the function is looked up;
/// sizes, strides and offset that the MLIR type fixes (`memref<4x8xf32>`,
/// `strided<[1, 4], offset: 2>`) are checked at each call.
///
/// As with a pointer handed to a C function, the compiled function must not keep using a
/// view after it returns: an `async.execute` it starts over the view and does not await
/// before returning would outlive the borrow. Functions whose *results* are async tokens or
/// values are therefore only callable with views through the `unsafe`
/// [`Func::call_unchecked`](crate::Func::call_unchecked).
///
/// ```
/// use corolift::MemRef;
/// let mut data = vec![0.0f32; 6];
/// let view = MemRef::<f32, 2>::new(&mut data, [2, 3]).unwrap();
/// assert_eq!(view.sizes(), [2, 3]);
/// assert_eq!(view.strides(), [3, 1]);
/// ```
#[repr(C)]
pub struct MemRef<'a, T: Scalar, const N: usize> {
    allocated: *mut T,
    aligned: *mut T,
    offset: i64,
    sizes: [i64; N],
    strides: [i64; N],
    _borrow: PhantomData<&'a mut [T]>,
}

// SAFETY: a MemRef is a mutable borrow of a `[T]` (T: Send + Sync scalars) plus integers; it
// can move to another thread exactly like the `&mut [T]` it stands for.
unsafe impl<T: Scalar, const N: usize> Send for MemRef<'_, T, N> {}

impl<'a, T: Scalar, const N: usize> MemRef<'a, T, N> {
    /// A row-major (identity layout) view of `data` with `sizes`; `data` must hold exactly
    /// the product of the sizes.
    pub fn new(data: &'a mut [T], sizes: [usize; N]) -> Result<Self, super::Error> {
        let mut strides = [0usize; N];
        let mut step = 1usize;
        for d in (0..N).rev() {
            strides[d] = step;
            step = step.saturating_mul(sizes[d]);
        }
        if step != data.len() {
            return Err(super::Error::argument(format!(
                "a {:?} memref needs {step} elements, the slice has {}",
                sizes,
                data.len()
            )));
        }
        Self::with_layout(data, 0, sizes, strides)
    }

    /// A view of `data` with an explicit `offset`, `sizes` and `strides` (in elements); every
    /// addressable element must lie in `data`.
    pub fn with_layout(
        data: &'a mut [T],
        offset: usize,
        sizes: [usize; N],
        strides: [usize; N],
    ) -> Result<Self, super::Error> {
        let empty = sizes.contains(&0);
        let last = sizes
            .iter()
            .zip(&strides)
            .try_fold(offset, |at, (size, stride)| {
                size.saturating_sub(1)
                    .checked_mul(*stride)
                    .and_then(|d| at.checked_add(d))
            });
        match last {
            Some(last) if empty || last < data.len() => {}
            _ => {
                return Err(super::Error::argument(format!(
                    "a memref view with offset {offset}, sizes {sizes:?} and strides {strides:?} \
                     reaches past the end of a slice of {} elements",
                    data.len()
                )));
            }
        }
        let to_i64 = |v: usize| i64::try_from(v).unwrap_or(i64::MAX);
        let base = data.as_mut_ptr();
        Ok(MemRef {
            allocated: base,
            aligned: base,
            offset: to_i64(offset),
            sizes: sizes.map(to_i64),
            strides: strides.map(to_i64),
            _borrow: PhantomData,
        })
    }

    /// The sizes of the view.
    pub fn sizes(&self) -> [usize; N] {
        self.sizes.map(|s| s as usize)
    }

    /// The strides of the view, in elements.
    pub fn strides(&self) -> [usize; N] {
        self.strides.map(|s| s as usize)
    }

    /// The offset of the first element, in elements.
    pub fn offset(&self) -> usize {
        self.offset as usize
    }
}

impl<T: Scalar, const N: usize> sealed::Sealed for MemRef<'_, T, N> {}

impl<T: Scalar, const N: usize> Arg for MemRef<'_, T, N> {
    fn matches(ty: &Type) -> bool {
        matches!(ty, Type::MemRef(m) if m.shape.len() == N && m.elem == T::mlir_type())
    }

    fn describe() -> String {
        let dims = "?x".repeat(N);
        format!("memref<{dims}{}>", T::mlir_type())
    }
}

impl<'a, 'b, T: Scalar, const N: usize> ArgValue<MemRef<'b, T, N>> for MemRef<'a, T, N> {
    fn check_value(&self, ty: &Type) -> Result<(), String> {
        let Type::MemRef(m) = ty else { return Ok(()) };
        for (d, (&fixed, &size)) in m.shape.iter().zip(&self.sizes).enumerate() {
            if fixed != crate::ir::DYNAMIC && fixed != size {
                return Err(format!(
                    "'{ty}' has size {fixed} in dimension {d}, the view {size}"
                ));
            }
        }
        let (offset, strides) = static_layout(ty);
        if let Some(o) = offset
            && o != self.offset
        {
            return Err(format!("'{ty}' has offset {o}, the view {}", self.offset));
        }
        for (d, (fixed, &stride)) in strides.iter().zip(&self.strides).enumerate() {
            if let Some(fixed) = fixed
                && *fixed != stride
            {
                return Err(format!(
                    "'{ty}' has stride {fixed} in dimension {d}, the view {stride}"
                ));
            }
        }
        Ok(())
    }

    fn push_slots(&mut self, slots: &mut Slots) {
        slots.push((&mut self.allocated as *mut *mut T).cast());
        slots.push((&mut self.aligned as *mut *mut T).cast());
        slots.push((&mut self.offset as *mut i64).cast());
        for s in &mut self.sizes {
            slots.push((s as *mut i64).cast());
        }
        for s in &mut self.strides {
            slots.push((s as *mut i64).cast());
        }
    }
}

/// The offset and strides a memref type fixes (code generation takes them from the type, so a
/// view must agree): `None` entries are dynamic.
fn static_layout(ty: &Type) -> (Option<i64>, Vec<Option<i64>>) {
    let known = |v: i64| (v != crate::ir::DYNAMIC).then_some(v);
    match ty {
        Type::MemRef(m) => match crate::codegen::memref::static_layout(m) {
            Some((strides, offset)) => (known(offset), strides.into_iter().map(known).collect()),
            // Affine-map layouts: nothing is checked beyond rank and element type.
            None => (None, vec![None; m.shape.len()]),
        },
        _ => (None, Vec::new()),
    }
}
