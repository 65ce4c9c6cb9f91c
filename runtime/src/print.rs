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

pub(crate) fn write_stderr(bytes: &[u8]) {
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
    let g = flops / 1.0e9;
    // Rust spells the non-finite values differently from C's `%lf`.
    let text = if g.is_nan() {
        if g.is_sign_negative() { "-nan" } else { "nan" }.to_owned()
    } else if g.is_infinite() {
        if g < 0.0 { "-inf" } else { "inf" }.to_owned()
    } else {
        format!("{g:.6}")
    };
    write_stderr(format!("{text} GFLOPS\n").as_bytes());
}

/// `double rtclock(void)`: seconds since the epoch (microsecond resolution).
#[unsafe(no_mangle)]
pub extern "C" fn rtclock() -> f64 {
    let d = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    d.as_secs() as f64 + d.subsec_micros() as f64 * 1.0e-6
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
