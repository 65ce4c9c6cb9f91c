//! Runner utils (`printF64`, `printMemrefF32`, …) with upstream's exact output,
//! and the single stdout buffer.
//!
//! All output goes through C's `stdout` `FILE` (one `fwrite` per call). That
//! is the same buffer that LLVM-lowered code (`puts` from `cf.assert`), C
//! runner utils and libstdc++'s synced `std::cout` use, so output is never
//! reordered; libc flushes it at `exit`, and we flush it in [`fatal`],
//! `corolift_assert_fail` and shutdown, before any abort.

use std::ffi::{c_char, c_void};
use std::fmt::Write as _;

#[allow(non_camel_case_types, clippy::upper_case_acronyms)]
type FILE = c_void;

unsafe extern "C" {
    static mut stdout: *mut FILE;
    static mut stderr: *mut FILE;
    fn fwrite(ptr: *const c_void, size: usize, n: usize, f: *mut FILE) -> usize;
    fn fflush(f: *mut FILE) -> i32;
    fn abort() -> !;
    fn _exit(code: i32) -> !;
    fn atexit(f: extern "C" fn()) -> i32;
    fn pthread_self() -> usize;
    fn strlen(s: *const c_char) -> usize;
}

/// Appends bytes to the shared stdout buffer.
pub fn write_stdout(bytes: &[u8]) {
    if bytes.is_empty() {
        return;
    }
    // SAFETY: `stdout` is libc's initialised stream; fwrite locks it internally.
    unsafe {
        fwrite(bytes.as_ptr() as *const c_void, 1, bytes.len(), stdout);
    }
}

fn write_stderr(bytes: &[u8]) {
    // SAFETY: as `write_stdout`; stderr is unbuffered.
    unsafe {
        fwrite(bytes.as_ptr() as *const c_void, 1, bytes.len(), stderr);
    }
}

/// Flushes the shared stdout buffer.
pub fn flush_stdout() {
    // SAFETY: fflush on libc's stdout stream.
    unsafe {
        fflush(stdout);
    }
}

/// Prints `corolift-runtime: <msg>` to stderr, flushes stdout and aborts.
#[cold]
pub(crate) fn fatal(msg: &str) -> ! {
    flush_stdout();
    write_stderr(format!("corolift-runtime: {msg}\n").as_bytes());
    // SAFETY: abort never returns.
    unsafe { abort() }
}

/// Flushes stdout and terminates the process immediately with `code`
/// (used from the exit hook, where calling `exit` again is not allowed).
pub(crate) fn flush_and_exit_now(code: i32) -> ! {
    flush_stdout();
    // SAFETY: `_exit` never returns.
    unsafe { _exit(code) }
}

pub(crate) fn eprint(msg: &str) {
    write_stderr(msg.as_bytes());
}

extern "C" fn exit_hook() {
    crate::at_exit();
}

/// Registers the at-exit drain/leak check (once, when the runtime starts).
pub(crate) fn register_exit_hook() {
    // SAFETY: registering a plain `extern "C"` function.
    unsafe {
        atexit(exit_hook);
    }
}

// ---------------------------------------------------------------------------
// C `%g` emulation
// ---------------------------------------------------------------------------

/// Formats `x` exactly like C's `printf("%g", x)` (precision 6), including
/// `inf`, `-inf`, `nan`, `-nan` and `-0`.
pub fn format_g(x: f64, out: &mut String) {
    const P: i32 = 6;
    if x.is_nan() {
        out.push_str(if x.is_sign_negative() { "-nan" } else { "nan" });
        return;
    }
    if x.is_infinite() {
        out.push_str(if x < 0.0 { "-inf" } else { "inf" });
        return;
    }
    if x == 0.0 {
        out.push_str(if x.is_sign_negative() { "-0" } else { "0" });
        return;
    }
    // Exponent after rounding to P significant digits.
    let sci = format!("{:.*e}", (P - 1) as usize, x);
    let epos = sci.rfind('e').expect("exponent");
    let exp: i32 = sci[epos + 1..].parse().expect("exponent digits");
    if !(-4..P).contains(&exp) {
        let mant = strip_zeros(&sci[..epos]);
        out.push_str(mant);
        out.push('e');
        out.push(if exp < 0 { '-' } else { '+' });
        let _ = write!(out, "{:02}", exp.abs());
    } else {
        let fixed = format!("{:.*}", (P - 1 - exp) as usize, x);
        out.push_str(strip_zeros(&fixed));
    }
}

fn strip_zeros(s: &str) -> &str {
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.')
    } else {
        s
    }
}

fn g_string(x: f64) -> String {
    let mut s = String::new();
    format_g(x, &mut s);
    s
}

// ---------------------------------------------------------------------------
// vector.print support (CRunnerUtils)
// ---------------------------------------------------------------------------

/// `void printI64(int64_t)`.
#[unsafe(no_mangle)]
pub extern "C" fn printI64(i: i64) {
    write_stdout(i.to_string().as_bytes());
}

/// `void printU64(uint64_t)`.
#[unsafe(no_mangle)]
pub extern "C" fn printU64(u: u64) {
    write_stdout(u.to_string().as_bytes());
}

/// `void printF32(float)`: `%g` of the value promoted to double.
#[unsafe(no_mangle)]
pub extern "C" fn printF32(f: f32) {
    write_stdout(g_string(f as f64).as_bytes());
}

/// `void printF64(double)`: `%g`.
#[unsafe(no_mangle)]
pub extern "C" fn printF64(d: f64) {
    write_stdout(g_string(d).as_bytes());
}

/// `void printString(const char *)`: like `fputs(s, stdout)`.
///
/// # Safety
/// `s` must be a NUL-terminated string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn printString(s: *const c_char) {
    // SAFETY: NUL-terminated per contract.
    unsafe { write_cstr(s) }
}

/// `void printCString(char *)`: like `printf("%s", s)`.
///
/// # Safety
/// `s` must be a NUL-terminated string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn printCString(s: *const c_char) {
    // SAFETY: NUL-terminated per contract.
    unsafe { write_cstr(s) }
}

unsafe fn write_cstr(s: *const c_char) {
    if s.is_null() {
        return;
    }
    // SAFETY: NUL-terminated per contract.
    let bytes = unsafe { std::slice::from_raw_parts(s as *const u8, strlen(s)) };
    write_stdout(bytes);
}

/// `void printOpen(void)`: `"( "`.
#[unsafe(no_mangle)]
pub extern "C" fn printOpen() {
    write_stdout(b"( ");
}

/// `void printClose(void)`: `" )"`.
#[unsafe(no_mangle)]
pub extern "C" fn printClose() {
    write_stdout(b" )");
}

/// `void printComma(void)`: `", "`.
#[unsafe(no_mangle)]
pub extern "C" fn printComma() {
    write_stdout(b", ");
}

/// `void printNewline(void)`: `"\n"`.
#[unsafe(no_mangle)]
pub extern "C" fn printNewline() {
    write_stdout(b"\n");
}

/// `void printFlops(double)`: `"%lf GFLOPS\n"` on stderr.
#[unsafe(no_mangle)]
pub extern "C" fn printFlops(flops: f64) {
    write_stderr(format!("{:.6} GFLOPS\n", flops / 1.0e9).as_bytes());
}

/// `double rtclock(void)`: seconds since the epoch (microsecond resolution).
#[unsafe(no_mangle)]
pub extern "C" fn rtclock() -> f64 {
    let d = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    d.as_secs() as f64 + d.subsec_micros() as f64 * 1.0e-6
}

/// `int64_t _mlir_ciface_nanoTime(void)`: monotonic nanoseconds.
#[unsafe(no_mangle)]
pub extern "C" fn _mlir_ciface_nanoTime() -> i64 {
    static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    let start = *START.get_or_init(std::time::Instant::now);
    start.elapsed().as_nanos() as i64
}

/// `void mlirAsyncRuntimePrintCurrentThreadId(void)`:
/// `Current thread id: <pthread id>\n` (what libstdc++ prints for `std::thread::id`).
#[unsafe(no_mangle)]
pub extern "C" fn mlirAsyncRuntimePrintCurrentThreadId() {
    // SAFETY: pthread_self has no preconditions.
    let id = unsafe { pthread_self() };
    write_stdout(format!("Current thread id: {id}\n").as_bytes());
}

/// `void corolift_assert_fail(const char *msg)`: prints `msg` and a newline on
/// stdout (like `puts`), flushes, and aborts.
///
/// # Safety
/// `msg` must be NUL-terminated (or null).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn corolift_assert_fail(msg: *const c_char) -> ! {
    // SAFETY: forwarded contract.
    unsafe { write_cstr(msg) };
    write_stdout(b"\n");
    flush_stdout();
    // SAFETY: abort never returns.
    unsafe { abort() }
}

// ---------------------------------------------------------------------------
// Memref printing (RunnerUtils)
// ---------------------------------------------------------------------------

/// `UnrankedMemRefType<T>`: `{ int64_t rank; void *descriptor; }`.
#[repr(C)]
pub struct UnrankedMemRef {
    /// Rank of the ranked descriptor.
    pub rank: i64,
    /// Pointer to `{T *allocated; T *aligned; int64_t offset; int64_t sizes[rank]; int64_t strides[rank]}`.
    pub descriptor: *mut c_void,
}

trait Elem: Copy {
    fn fmt(self, out: &mut String);
}
impl Elem for f32 {
    fn fmt(self, out: &mut String) {
        format_g(self as f64, out)
    }
}
impl Elem for f64 {
    fn fmt(self, out: &mut String) {
        format_g(self, out)
    }
}
impl Elem for i32 {
    fn fmt(self, out: &mut String) {
        let _ = write!(out, "{self}");
    }
}
impl Elem for i64 {
    fn fmt(self, out: &mut String) {
        let _ = write!(out, "{self}");
    }
}
impl Elem for u64 {
    fn fmt(self, out: &mut String) {
        let _ = write!(out, "{self}");
    }
}

struct Dyn<T> {
    rank: i64,
    data: *const T,
    offset: i64,
    sizes: *const i64,
    strides: *const i64,
}

fn space(out: &mut String, n: i64) {
    for _ in 0..n {
        out.push(' ');
    }
}

impl<T: Elem> Dyn<T> {
    /// # Safety
    /// `desc` must be a valid ranked descriptor of rank `rank`.
    unsafe fn new(rank: i64, desc: *mut c_void) -> Self {
        let words = desc as *const i64;
        // SAFETY: descriptor layout {ptr, ptr, i64, i64[rank], i64[rank]}.
        unsafe {
            Dyn {
                rank,
                data: *(words.add(1)) as *const T,
                offset: *words.add(2),
                sizes: words.add(3),
                strides: words.add(3 + rank as usize),
            }
        }
    }

    unsafe fn list(&self, p: *const i64, out: &mut String) {
        for i in 0..self.rank {
            if i > 0 {
                out.push_str(", ");
            }
            // SAFETY: i < rank.
            let _ = write!(out, "{}", unsafe { *p.add(i as usize) });
        }
    }

    /// Same recursion as upstream's `MemRefDataPrinter` (incl. its spacing).
    unsafe fn data(
        &self,
        out: &mut String,
        dim: i64,
        offset: i64,
        sizes: *const i64,
        strides: *const i64,
    ) {
        // SAFETY: indices stay inside the described memref (upstream's traversal).
        unsafe {
            if dim == 0 {
                (*self.data.offset(offset as isize)).fmt(out);
                return;
            }
            // printFirst
            out.push('[');
            self.data(out, dim - 1, offset, sizes.add(1), strides.add(1));
            let n = *sizes;
            if n <= 1 {
                out.push(']');
                return;
            }
            out.push_str(", ");
            if dim > 1 {
                out.push('\n');
            }
            let mut i: i64 = 1;
            while i + 1 < n {
                space(out, self.rank - dim + 1);
                self.data(
                    out,
                    dim - 1,
                    offset + i * *strides,
                    sizes.add(1),
                    strides.add(1),
                );
                out.push_str(", ");
                if dim > 1 {
                    out.push('\n');
                }
                i += 1;
            }
            // printLast
            space(out, self.rank - dim + 1);
            self.data(
                out,
                dim - 1,
                offset + (n - 1) * *strides,
                sizes.add(1),
                strides.add(1),
            );
            out.push(']');
        }
    }

    unsafe fn print(&self) {
        let mut out = String::with_capacity(256);
        out.push_str("Unranked Memref base@ = ");
        if self.data.is_null() {
            out.push('0');
        } else {
            let _ = write!(out, "{:#x}", self.data as usize);
        }
        let _ = write!(
            out,
            " rank = {} offset = {} sizes = [",
            self.rank, self.offset
        );
        // SAFETY: valid descriptor.
        unsafe {
            self.list(self.sizes, &mut out);
            out.push_str("] strides = [");
            self.list(self.strides, &mut out);
            out.push_str("] data = \n");
            if self.rank == 0 {
                out.push('[');
            }
            self.data(&mut out, self.rank, self.offset, self.sizes, self.strides);
        }
        if self.rank == 0 {
            out.push(']');
        }
        out.push('\n');
        write_stdout(out.as_bytes());
    }
}

macro_rules! print_memref {
    ($plain:ident, $ciface:ident, $t:ty) => {
        /// Prints an unranked memref (`rank`, descriptor pointer) like upstream RunnerUtils.
        ///
        /// # Safety
        /// `desc` must point to a valid ranked memref descriptor of rank `rank`.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $plain(rank: i64, desc: *mut c_void) {
            // SAFETY: forwarded contract.
            unsafe { Dyn::<$t>::new(rank, desc).print() }
        }

        /// C-interface variant taking `UnrankedMemRefType<T> *`.
        ///
        /// # Safety
        /// `m` must point to a valid unranked memref.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $ciface(m: *const UnrankedMemRef) {
            // SAFETY: forwarded contract.
            unsafe { $plain((*m).rank, (*m).descriptor) }
        }
    };
}

print_memref!(printMemrefF32, _mlir_ciface_printMemrefF32, f32);
print_memref!(printMemrefF64, _mlir_ciface_printMemrefF64, f64);
print_memref!(printMemrefI32, _mlir_ciface_printMemrefI32, i32);
print_memref!(printMemrefI64, _mlir_ciface_printMemrefI64, i64);
print_memref!(printMemrefInd, _mlir_ciface_printMemrefInd, u64);

/// `void memrefCopy(int64_t elemSize, UnrankedMemRefType<char> *src, UnrankedMemRefType<char> *dst)`.
///
/// # Safety
/// Both memrefs must be valid, of equal rank and shape.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn memrefCopy(
    elem_size: i64,
    src: *const UnrankedMemRef,
    dst: *const UnrankedMemRef,
) {
    // SAFETY: valid descriptors per contract; the walk mirrors upstream's.
    unsafe {
        let rank = (*src).rank as usize;
        let s = (*src).descriptor as *const i64;
        let d = (*dst).descriptor as *const i64;
        let (s_data, d_data) = (*s.add(1) as *const u8, *d.add(1) as *mut u8);
        let (s_sizes, s_strides) = (s.add(3), s.add(3 + rank));
        let d_strides = d.add(3 + rank);
        for r in 0..rank {
            if *s_sizes.add(r) == 0 {
                return;
            }
        }
        let es = elem_size as isize;
        let src_ptr = s_data.offset(*s.add(2) as isize * es);
        let dst_ptr = d_data.offset(*d.add(2) as isize * es);
        if rank == 0 {
            std::ptr::copy_nonoverlapping(src_ptr, dst_ptr, elem_size as usize);
            return;
        }
        let mut idx = vec![0i64; rank];
        let (mut ri, mut wi) = (0isize, 0isize);
        loop {
            std::ptr::copy_nonoverlapping(
                src_ptr.offset(ri),
                dst_ptr.offset(wi),
                elem_size as usize,
            );
            let mut axis = rank as isize - 1;
            loop {
                if axis < 0 {
                    return;
                }
                let a = axis as usize;
                idx[a] += 1;
                ri += *s_strides.add(a) as isize * es;
                wi += *d_strides.add(a) as isize * es;
                if idx[a] != *s_sizes.add(a) {
                    break;
                }
                if a == 0 {
                    return;
                }
                ri -= *s_sizes.add(a) as isize * *s_strides.add(a) as isize * es;
                wi -= *s_sizes.add(a) as isize * *d_strides.add(a) as isize * es;
                idx[a] = 0;
                axis -= 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    unsafe extern "C" {
        fn snprintf(buf: *mut c_char, n: usize, fmt: *const c_char, ...) -> i32;
    }

    fn c_g(x: f64) -> String {
        let mut buf = [0 as c_char; 64];
        // SAFETY: bounded buffer, valid format with one double argument.
        let n = unsafe { snprintf(buf.as_mut_ptr(), 64, c"%g".as_ptr(), x) };
        // SAFETY: snprintf wrote n < 64 bytes.
        String::from_utf8(
            unsafe { std::slice::from_raw_parts(buf.as_ptr() as *const u8, n as usize) }.to_vec(),
        )
        .unwrap()
    }

    #[test]
    fn g_matches_spec_examples() {
        for (x, s) in [
            (456.789, "456.789"),
            (123.456, "123.456"),
            (0.25, "0.25"),
            (1.0, "1"),
            (1e10, "1e+10"),
            (1e-5, "1e-05"),
            (100000.0, "100000"),
            (1e6, "1e+06"),
            (0.1f32 as f64, "0.1"),
            (-0.0, "-0"),
            (f64::INFINITY, "inf"),
            (f64::NEG_INFINITY, "-inf"),
            (f64::NAN, "nan"),
            (-f64::NAN, "-nan"),
            (999999.5, "1e+06"),
            (0.0001, "0.0001"),
            (1.5e300, "1.5e+300"),
        ] {
            assert_eq!(g_string(x), s, "{x:e}");
        }
    }

    #[test]
    fn g_matches_libc_on_many_values() {
        let mut state = 0x9e3779b97f4a7c15u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for i in 0..200_000 {
            let bits = next();
            let x = match i % 4 {
                0 => f64::from_bits(bits),
                1 => f32::from_bits(bits as u32) as f64,
                2 => (bits % 2_000_001) as f64 / 1000.0 - 1000.0,
                _ => {
                    ((bits % 20_000) as f64 - 10_000.0) * 10f64.powi((bits >> 40) as i32 % 20 - 10)
                }
            };
            if x.is_nan() {
                continue;
            }
            assert_eq!(g_string(x), c_g(x), "bits {:#x}", x.to_bits());
        }
        for x in [
            0.5,
            1.5,
            2.5,
            0.125,
            1234565.0,
            1234575.0,
            9.9999949999e-5,
            0.00001,
            99999.95,
        ] {
            assert_eq!(g_string(x), c_g(x));
        }
    }
}
