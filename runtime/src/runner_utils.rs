//! MLIR's `libmlir_runner_utils` memref functions with upstream's exact ABI and output:
//! `printMemref*` (unranked, fixed-rank `printMemref{0d..4d}*`, `printMemrefVector4x4xf32`),
//! `printMemrefShape*` and `verifyMemRef*`, for every element type upstream exports (`I8`,
//! `I16`, `I32`, `I64`, `Ind`, `F16`, `BF16`, `F32`, `F64`, `C32`, `C64`).
//!
//! Elements print as C++'s `std::ostream` prints them in upstream's templates: integers in
//! decimal except `int8_t`, which is a `signed char` and goes out as the raw byte; floats as
//! `%g` (what `ostream << float` does at the default precision), `f16`/`bf16` converted to
//! `float` first; complex numbers as `std::complex`'s `(re,im)`. Printing goes to the shared
//! stdout buffer, the verifier's messages to stderr (`std::cerr`).

use std::ffi::c_void;
use std::io::Write as _;

use crate::print::{format_g, write_stderr, write_stdout};

/// `UnrankedMemRefType<T>`: `{ int64_t rank; void *descriptor; }`.
#[repr(C)]
pub struct UnrankedMemRef {
    /// Rank of the ranked descriptor.
    pub rank: i64,
    /// Pointer to `{T *allocated; T *aligned; int64_t offset; int64_t sizes[rank]; int64_t strides[rank]}`.
    pub descriptor: *mut c_void,
}

/// An `f16` element (upstream's `struct f16 { uint16_t bits; }`).
#[repr(C)]
#[derive(Clone, Copy)]
pub struct F16(pub u16);

/// A `bf16` element (upstream's `struct bf16 { uint16_t bits; }`).
#[repr(C)]
#[derive(Clone, Copy)]
pub struct BF16(pub u16);

/// A `std::complex<T>` element: real part, then imaginary part.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct Complex<T> {
    /// Real part.
    pub re: T,
    /// Imaginary part.
    pub im: T,
}

/// A `Vector2D<4, 4, float>` element: four rows of four floats, 64 bytes, no padding.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct Vector4x4F32(pub [[f32; 4]; 4]);

/// An element type of the runner utils: how `ostream <<` prints it and how
/// `MemRefDataVerifier<T>::verifyElem` compares it.
pub(crate) trait Elem: Copy {
    /// Appends the element as upstream's `os << value` does.
    fn write(self, out: &mut Vec<u8>);
    /// `verifyElem(actual, expected)`.
    fn matches(actual: Self, expected: Self) -> bool;
}

fn write_g(x: f64, out: &mut Vec<u8>) {
    let mut s = String::new();
    format_g(x, &mut s);
    out.extend_from_slice(s.as_bytes());
}

/// `verifyRelErrorSmallerThan`: both finite and `|actual - expected| <= eps * |expected|`,
/// computed in the element's own precision.
macro_rules! rel_error_ok {
    ($actual:expr, $expected:expr, $eps:expr) => {{
        let (a, e) = ($actual, $expected);
        a.is_finite() && e.is_finite() && (a - e).abs() <= $eps * e.abs()
    }};
}

macro_rules! decimal_elem {
    ($($t:ty),*) => {$(
        impl Elem for $t {
            fn write(self, out: &mut Vec<u8>) {
                let _ = write!(out, "{self}");
            }
            fn matches(actual: Self, expected: Self) -> bool {
                actual == expected
            }
        }
    )*};
}
decimal_elem!(i16, i32, i64, u64);

impl Elem for i8 {
    /// `ostream << signed char` writes the character itself.
    fn write(self, out: &mut Vec<u8>) {
        out.push(self as u8);
    }
    fn matches(actual: Self, expected: Self) -> bool {
        actual == expected
    }
}

impl Elem for f32 {
    fn write(self, out: &mut Vec<u8>) {
        write_g(self as f64, out)
    }
    fn matches(actual: Self, expected: Self) -> bool {
        rel_error_ok!(actual, expected, 1e-6f32)
    }
}

impl Elem for f64 {
    fn write(self, out: &mut Vec<u8>) {
        write_g(self, out)
    }
    fn matches(actual: Self, expected: Self) -> bool {
        rel_error_ok!(actual, expected, 1e-12f64)
    }
}

/// The exact `float` value of an IEEE half (upstream's `half2float`).
pub(crate) fn f16_to_f32(bits: u16) -> f32 {
    let sign = ((bits as u32) & 0x8000) << 16;
    let exp = ((bits >> 10) & 0x1f) as u32;
    let mant = (bits & 0x3ff) as u32;
    let magnitude = match exp {
        0 => (mant as f32) * f32::from_bits(0x3380_0000), // mant * 2^-24
        0x1f => f32::from_bits(0x7f80_0000 | (mant << 13)),
        _ => f32::from_bits(((exp + 112) << 23) | (mant << 13)),
    };
    f32::from_bits(magnitude.to_bits() | sign)
}

impl Elem for F16 {
    fn write(self, out: &mut Vec<u8>) {
        write_g(f16_to_f32(self.0) as f64, out)
    }
    /// Upstream compares the stored bits (`-0 != 0`, a NaN equals the same NaN).
    fn matches(actual: Self, expected: Self) -> bool {
        actual.0 == expected.0
    }
}

impl Elem for BF16 {
    fn write(self, out: &mut Vec<u8>) {
        write_g(f32::from_bits((self.0 as u32) << 16) as f64, out)
    }
    /// Upstream compares the stored bits, as for `f16`.
    fn matches(actual: Self, expected: Self) -> bool {
        actual.0 == expected.0
    }
}

macro_rules! complex_elem {
    ($($t:ty),*) => {$(
        impl Elem for Complex<$t> {
            /// `ostream << std::complex`: `(re,im)`.
            fn write(self, out: &mut Vec<u8>) {
                out.push(b'(');
                write_g(self.re as f64, out);
                out.push(b',');
                write_g(self.im as f64, out);
                out.push(b')');
            }
            /// `std::complex`'s `==`: both parts equal as floats.
            fn matches(actual: Self, expected: Self) -> bool {
                actual.re == expected.re && actual.im == expected.im
            }
        }
    )*};
}
complex_elem!(f32, f64);

impl Elem for Vector4x4F32 {
    /// Upstream's `VectorDataPrinter<float, 4, 4>`: rows `(a, b, c, d)` inside
    /// `(row0,   row1,   row2, row3)` (its spacing).
    fn write(self, out: &mut Vec<u8>) {
        let row = |r: [f32; 4], out: &mut Vec<u8>| {
            out.push(b'(');
            for (i, x) in r.iter().enumerate() {
                if i > 0 {
                    out.extend_from_slice(b", ");
                }
                write_g(*x as f64, out);
            }
            out.push(b')');
        };
        out.push(b'(');
        row(self.0[0], out);
        out.extend_from_slice(b", ");
        for r in &self.0[1..3] {
            out.extend_from_slice(b"  ");
            row(*r, out);
            out.extend_from_slice(b", ");
        }
        out.push(b' ');
        row(self.0[3], out);
        out.push(b')');
    }
    fn matches(actual: Self, expected: Self) -> bool {
        actual.0 == expected.0
    }
}

/// A ranked memref seen through its descriptor (upstream's `DynamicMemRefType<T>`).
struct DynMemRef<T> {
    rank: i64,
    data: *const T,
    offset: i64,
    sizes: *const i64,
    strides: *const i64,
}

impl<T: Elem> DynMemRef<T> {
    /// # Safety
    /// `desc` must be a valid ranked descriptor of rank `rank`.
    unsafe fn ranked(rank: i64, desc: *const c_void) -> Self {
        let words = desc as *const i64;
        // SAFETY: descriptor layout {ptr, ptr, i64, i64[rank], i64[rank]}.
        unsafe {
            DynMemRef {
                rank,
                data: *words.add(1) as *const T,
                offset: *words.add(2),
                sizes: words.add(3),
                strides: words.add(3 + rank.max(0) as usize),
            }
        }
    }

    /// # Safety
    /// `m` must point to a valid unranked memref.
    unsafe fn unranked(m: *const UnrankedMemRef) -> Self {
        // SAFETY: forwarded contract.
        unsafe { Self::ranked((*m).rank, (*m).descriptor) }
    }

    /// `printMemRefMetaData`: `base@ = <ptr> rank = … offset = … sizes = [...] strides = [...]`.
    unsafe fn write_metadata(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(b"base@ = ");
        if self.data.is_null() {
            out.push(b'0'); // libstdc++ prints a null `void *` as 0
        } else {
            let _ = write!(out, "{:#x}", self.data as usize);
        }
        let _ = write!(out, " rank = {} offset = {}", self.rank, self.offset);
        out.extend_from_slice(b" sizes = [");
        // SAFETY: both arrays hold `rank` entries.
        unsafe {
            self.write_list(self.sizes, out);
            out.extend_from_slice(b"] strides = [");
            self.write_list(self.strides, out);
        }
        out.push(b']');
    }

    unsafe fn write_list(&self, p: *const i64, out: &mut Vec<u8>) {
        for i in 0..self.rank.max(0) as usize {
            if i > 0 {
                out.extend_from_slice(b", ");
            }
            // SAFETY: i < rank.
            let _ = write!(out, "{}", unsafe { *p.add(i) });
        }
    }

    /// Upstream's `MemRefDataPrinter<T>::print` recursion, spacing included.
    unsafe fn write_data(
        &self,
        out: &mut Vec<u8>,
        dim: i64,
        offset: i64,
        sizes: *const i64,
        strides: *const i64,
    ) {
        // SAFETY: indices stay where upstream's traversal reads.
        unsafe {
            if dim == 0 {
                (*self.data.offset(offset as isize)).write(out);
                return;
            }
            // printFirst
            out.push(b'[');
            self.write_data(out, dim - 1, offset, sizes.add(1), strides.add(1));
            let n = *sizes;
            if n <= 1 {
                out.push(b']');
                return;
            }
            out.extend_from_slice(b", ");
            if dim > 1 {
                out.push(b'\n');
            }
            for i in 1..n - 1 {
                spaces(out, self.rank - dim + 1);
                let at = offset + i * *strides;
                self.write_data(out, dim - 1, at, sizes.add(1), strides.add(1));
                out.extend_from_slice(b", ");
                if dim > 1 {
                    out.push(b'\n');
                }
            }
            // printLast
            spaces(out, self.rank - dim + 1);
            let at = offset + (n - 1) * *strides;
            self.write_data(out, dim - 1, at, sizes.add(1), strides.add(1));
            out.push(b']');
        }
    }

    /// `impl::printMemRef`: `<prefix>` + metadata, ` data = `, the elements, a newline.
    unsafe fn print(&self, prefix: &str) {
        let mut out = Vec::with_capacity(256);
        out.extend_from_slice(prefix.as_bytes());
        // SAFETY: valid descriptor (caller's contract).
        unsafe {
            self.write_metadata(&mut out);
            out.extend_from_slice(b" data = \n");
            if self.rank == 0 {
                out.push(b'[');
            }
            self.write_data(&mut out, self.rank, self.offset, self.sizes, self.strides);
        }
        if self.rank == 0 {
            out.push(b']');
        }
        out.push(b'\n');
        write_stdout(&out);
    }

    /// `_mlir_ciface_printMemrefShape*`: `Unranked Memref ` + metadata + newline.
    unsafe fn print_shape(&self) {
        let mut out = b"Unranked Memref ".to_vec();
        // SAFETY: valid descriptor (caller's contract).
        unsafe { self.write_metadata(&mut out) };
        out.push(b'\n');
        write_stdout(&out);
    }

    /// `impl::verifyMemRef`: -1 (both metadata on stderr, no newline) when the layouts
    /// differ, else the number of mismatching elements, the first 10 reported on stderr.
    unsafe fn verify(&self, expected: &Self) -> i64 {
        // SAFETY: both descriptors valid (caller's contract); the rank test short-circuits
        // before `expected`'s arrays are read with `actual`'s rank.
        unsafe {
            // Upstream checks the layout inside the loop over `actual`'s dimensions, so a
            // rank-0 `actual` is never reported as a mismatch.
            for i in 0..self.rank.max(0) as usize {
                if expected.rank != self.rank
                    || self.offset != expected.offset
                    || *self.sizes.add(i) != *expected.sizes.add(i)
                    || *self.strides.add(i) != *expected.strides.add(i)
                {
                    let mut out = Vec::new();
                    self.write_metadata(&mut out);
                    expected.write_metadata(&mut out);
                    write_stderr(&out);
                    return -1;
                }
            }
            let mut printed = 0;
            self.verify_data(
                expected,
                self.rank,
                self.offset,
                self.sizes,
                self.strides,
                &mut printed,
            )
        }
    }

    /// `MemRefDataVerifier<T>::verify`: elements are read from both aligned pointers at the
    /// actual memref's offsets (MLIR 22 reads the aligned pointers; a `memref.get_global`
    /// descriptor's allocated pointer is a dummy).
    unsafe fn verify_data(
        &self,
        expected: &Self,
        dim: i64,
        offset: i64,
        sizes: *const i64,
        strides: *const i64,
        printed: &mut i64,
    ) -> i64 {
        const PRINT_LIMIT: i64 = 10;
        // SAFETY: indices stay where upstream's traversal reads.
        unsafe {
            if dim == 0 {
                let a = *self.data.offset(offset as isize);
                let e = *expected.data.offset(offset as isize);
                if T::matches(a, e) {
                    return 0;
                }
                if *printed < PRINT_LIMIT {
                    let mut out = Vec::new();
                    a.write(&mut out);
                    out.extend_from_slice(b" != ");
                    e.write(&mut out);
                    let _ = writeln!(out, " offset = {offset}");
                    write_stderr(&out);
                    *printed += 1;
                }
                return 1;
            }
            let mut errors = 0;
            for i in 0..*sizes {
                let at = offset + i * *strides;
                errors +=
                    self.verify_data(expected, dim - 1, at, sizes.add(1), strides.add(1), printed);
            }
            errors
        }
    }
}

fn spaces(out: &mut Vec<u8>, n: i64) {
    for _ in 0..n {
        out.push(b' ');
    }
}

/// `_mlir_ciface_printMemref<T>(UnrankedMemRefType<T> *)`.
macro_rules! unranked_printers {
    ($($ciface:ident: $t:ty;)*) => {$(
        /// Prints an unranked memref like upstream's `impl::printMemRef` (`Unranked Memref …`).
        ///
        /// # Safety
        /// `m` must point to a valid unranked memref of this element type.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $ciface(m: *const UnrankedMemRef) {
            // SAFETY: forwarded contract.
            unsafe { DynMemRef::<$t>::unranked(m).print("Unranked Memref ") }
        }
    )*};
}

unranked_printers! {
    _mlir_ciface_printMemrefI8: i8;
    _mlir_ciface_printMemrefI16: i16;
    _mlir_ciface_printMemrefI32: i32;
    _mlir_ciface_printMemrefI64: i64;
    _mlir_ciface_printMemrefInd: u64;
    _mlir_ciface_printMemrefF16: F16;
    _mlir_ciface_printMemrefBF16: BF16;
    _mlir_ciface_printMemrefF32: f32;
    _mlir_ciface_printMemrefF64: f64;
    _mlir_ciface_printMemrefC32: Complex<f32>;
    _mlir_ciface_printMemrefC64: Complex<f64>;
}

/// `printMemref<T>(int64_t rank, void *descriptor)`: the unranked memref passed as two scalars.
macro_rules! plain_printers {
    ($($plain:ident => $ciface:ident;)*) => {$(
        /// Prints an unranked memref given as `(rank, descriptor)` (no C interface).
        ///
        /// # Safety
        /// `desc` must point to a valid ranked memref descriptor of rank `rank`.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $plain(rank: i64, desc: *mut c_void) {
            let m = UnrankedMemRef { rank, descriptor: desc };
            // SAFETY: forwarded contract.
            unsafe { $ciface(&m) }
        }
    )*};
}

plain_printers! {
    printMemrefI32 => _mlir_ciface_printMemrefI32;
    printMemrefI64 => _mlir_ciface_printMemrefI64;
    printMemrefInd => _mlir_ciface_printMemrefInd;
    printMemrefF32 => _mlir_ciface_printMemrefF32;
    printMemrefF64 => _mlir_ciface_printMemrefF64;
    printMemrefC32 => _mlir_ciface_printMemrefC32;
    printMemrefC64 => _mlir_ciface_printMemrefC64;
}

/// `_mlir_ciface_printMemref<N>d<T>(StridedMemRefType<T, N> *)`: a ranked descriptor.
macro_rules! ranked_printers {
    ($($ciface:ident: $rank:literal, $t:ty;)*) => {$(
        /// Prints a ranked memref like upstream's `impl::printMemRef` (`Memref …`).
        ///
        /// # Safety
        /// `m` must point to a valid ranked descriptor of this rank and element type.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $ciface(m: *const c_void) {
            // SAFETY: forwarded contract.
            unsafe { DynMemRef::<$t>::ranked($rank, m).print("Memref ") }
        }
    )*};
}

ranked_printers! {
    _mlir_ciface_printMemref0dF32: 0, f32;
    _mlir_ciface_printMemref1dF32: 1, f32;
    _mlir_ciface_printMemref2dF32: 2, f32;
    _mlir_ciface_printMemref3dF32: 3, f32;
    _mlir_ciface_printMemref4dF32: 4, f32;
    _mlir_ciface_printMemref1dI8: 1, i8;
    _mlir_ciface_printMemref1dI32: 1, i32;
    _mlir_ciface_printMemref1dI64: 1, i64;
    _mlir_ciface_printMemref1dF64: 1, f64;
    _mlir_ciface_printMemref1dInd: 1, u64;
    _mlir_ciface_printMemref1dC32: 1, Complex<f32>;
    _mlir_ciface_printMemref1dC64: 1, Complex<f64>;
    _mlir_ciface_printMemrefVector4x4xf32: 2, Vector4x4F32;
}

/// `_mlir_ciface_printMemrefShape<T>(UnrankedMemRefType<T> *)`.
macro_rules! shape_printers {
    ($($ciface:ident: $t:ty;)*) => {$(
        /// Prints an unranked memref's metadata only (`Unranked Memref base@ = …`).
        ///
        /// # Safety
        /// `m` must point to a valid unranked memref.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $ciface(m: *const UnrankedMemRef) {
            // SAFETY: forwarded contract.
            unsafe { DynMemRef::<$t>::unranked(m).print_shape() }
        }
    )*};
}

shape_printers! {
    _mlir_ciface_printMemrefShapeI8: i8;
    _mlir_ciface_printMemrefShapeI32: i32;
    _mlir_ciface_printMemrefShapeI64: i64;
    _mlir_ciface_printMemrefShapeInd: u64;
    _mlir_ciface_printMemrefShapeF32: f32;
    _mlir_ciface_printMemrefShapeF64: f64;
    _mlir_ciface_printMemrefShapeC32: Complex<f32>;
    _mlir_ciface_printMemrefShapeC64: Complex<f64>;
}

/// `int64_t _mlir_ciface_verifyMemRef<T>(UnrankedMemRefType<T> *actual, … *expected)`.
macro_rules! verifiers {
    ($($ciface:ident: $t:ty;)*) => {$(
        /// Compares two memrefs element by element like upstream's `impl::verifyMemRef`:
        /// returns the number of mismatches (the first 10 printed on stderr), or -1 if
        /// their layouts differ.
        ///
        /// # Safety
        /// Both pointers must point to valid unranked memrefs of this element type.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $ciface(
            actual: *const UnrankedMemRef,
            expected: *const UnrankedMemRef,
        ) -> i64 {
            // SAFETY: forwarded contract.
            unsafe {
                DynMemRef::<$t>::unranked(actual).verify(&DynMemRef::<$t>::unranked(expected))
            }
        }
    )*};
}

verifiers! {
    _mlir_ciface_verifyMemRefI8: i8;
    _mlir_ciface_verifyMemRefI16: i16;
    _mlir_ciface_verifyMemRefI32: i32;
    _mlir_ciface_verifyMemRefI64: i64;
    _mlir_ciface_verifyMemRefInd: u64;
    _mlir_ciface_verifyMemRefF16: F16;
    _mlir_ciface_verifyMemRefBF16: BF16;
    _mlir_ciface_verifyMemRefF32: f32;
    _mlir_ciface_verifyMemRefF64: f64;
    _mlir_ciface_verifyMemRefC32: Complex<f32>;
    _mlir_ciface_verifyMemRefC64: Complex<f64>;
}

/// `int64_t verifyMemRef<T>(int64_t rank, void *actual, void *expected)`: two ranked
/// descriptors of the same rank, without the C interface.
macro_rules! plain_verifiers {
    ($($plain:ident => $ciface:ident;)*) => {$(
        /// `verifyMemRef*` on `(rank, actual descriptor, expected descriptor)`.
        ///
        /// # Safety
        /// Both pointers must point to valid ranked descriptors of rank `rank`.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $plain(rank: i64, actual: *mut c_void, expected: *mut c_void) -> i64 {
            let a = UnrankedMemRef { rank, descriptor: actual };
            let e = UnrankedMemRef { rank, descriptor: expected };
            // SAFETY: forwarded contract.
            unsafe { $ciface(&a, &e) }
        }
    )*};
}

plain_verifiers! {
    verifyMemRefI32 => _mlir_ciface_verifyMemRefI32;
    verifyMemRefInd => _mlir_ciface_verifyMemRefInd;
    verifyMemRefF32 => _mlir_ciface_verifyMemRefF32;
    verifyMemRefF64 => _mlir_ciface_verifyMemRefF64;
    verifyMemRefC32 => _mlir_ciface_verifyMemRefC32;
    verifyMemRefC64 => _mlir_ciface_verifyMemRefC64;
}

/// `int64_t _mlir_ciface_nanoTime(void)`: nanoseconds since the epoch (upstream reads
/// `std::chrono::high_resolution_clock`, libstdc++'s system clock).
#[unsafe(no_mangle)]
pub extern "C" fn _mlir_ciface_nanoTime() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text<T: Elem>(x: T) -> String {
        let mut out = Vec::new();
        x.write(&mut out);
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn f16_conversion_is_exact() {
        assert_eq!(f16_to_f32(0x3c00), 1.0);
        assert_eq!(f16_to_f32(0x7bff), 65504.0);
        assert_eq!(f16_to_f32(0x0001), 2f32.powi(-24));
        assert_eq!(f16_to_f32(0x8000).to_bits(), 0x8000_0000);
        assert_eq!(f16_to_f32(0x7c00), f32::INFINITY);
        assert!(f16_to_f32(0xfe00).is_nan() && f16_to_f32(0xfe00).is_sign_negative());
    }

    #[test]
    fn elements_print_like_ostream() {
        assert_eq!(text(F16(0x3c66)), "1.09961");
        assert_eq!(text(BF16(0x3f8d)), "1.10156");
        assert_eq!(
            text(Complex {
                re: 1.5f32,
                im: -2.0
            }),
            "(1.5,-2)"
        );
        assert_eq!(
            text(Complex {
                re: 0.1f64,
                im: 1e10
            }),
            "(0.1,1e+10)"
        );
        assert_eq!(text(65i8), "A");
        assert_eq!(text(-300i16), "-300");
        let v = Vector4x4F32([[1.0, 2.0, 3.0, 4.0]; 4]);
        assert_eq!(
            text(v),
            "((1, 2, 3, 4),   (1, 2, 3, 4),   (1, 2, 3, 4),  (1, 2, 3, 4))"
        );
    }

    #[test]
    fn float_verification_uses_relative_error() {
        assert!(f32::matches(1.0, 1.0 + 1e-7));
        assert!(!f32::matches(1.0, 1.0 + 1e-5));
        assert!(!f32::matches(f32::NAN, f32::NAN));
        assert!(!f64::matches(f64::INFINITY, f64::INFINITY));
        assert!(f64::matches(-0.0, 0.0));
        assert!(!F16::matches(F16(0x8000), F16(0)));
        assert!(F16::matches(F16(0x7e00), F16(0x7e00)));
        assert!(!Complex::<f32>::matches(
            Complex {
                re: f32::NAN,
                im: 0.0
            },
            Complex {
                re: f32::NAN,
                im: 0.0
            }
        ));
    }
}
