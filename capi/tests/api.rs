//! The C API called from Rust through its `extern "C"` functions: packed calls, async results,
//! and the error paths (bad MLIR, missing symbols, NULL arguments, host functions with wrong
//! types, options out of range), each test ending with zero live runtime objects. Expected
//! values are hand-checked arithmetic.

use std::ffi::{CStr, CString, c_char, c_void};
use std::ptr::null_mut;
use std::sync::{Mutex, MutexGuard};

use corolift_c::*;

/// Runtime objects are counted process-wide: the tests that count them run one at a time.
static SERIAL: Mutex<()> = Mutex::new(());

fn serial() -> MutexGuard<'static, ()> {
    SERIAL.lock().unwrap_or_else(|e| e.into_inner())
}

/// Takes (and frees) the message a call stored in `*error`.
fn take(error: &mut *mut c_char) -> String {
    assert!(!error.is_null(), "no error message");
    // SAFETY: a NUL-terminated string this library returned, freed right after the copy.
    let text = unsafe { CStr::from_ptr(*error) }
        .to_string_lossy()
        .into_owned();
    // SAFETY: as above.
    unsafe { corolift_string_free(*error) };
    *error = null_mut();
    text
}

fn engine(opts: Option<&corolift_engine_options>) -> Result<*mut corolift_engine, String> {
    let mut error = null_mut();
    let p = opts.map_or(std::ptr::null(), |o| o as *const _);
    // SAFETY: `p` is NULL or valid options; `error` is writable.
    let e = unsafe { corolift_engine_new(p, &mut error) };
    if e.is_null() {
        Err(take(&mut error))
    } else {
        assert!(error.is_null());
        Ok(e)
    }
}

fn compile(
    engine: *mut corolift_engine,
    name: &str,
    text: &str,
) -> Result<*mut corolift_module, String> {
    let mut error = null_mut();
    let name = CString::new(name).unwrap();
    // SAFETY: a live engine, `text.len()` bytes, a C string name, a writable error slot.
    let m = unsafe {
        corolift_compile(
            engine,
            text.as_ptr().cast(),
            text.len(),
            name.as_ptr(),
            &mut error,
        )
    };
    if m.is_null() {
        Err(take(&mut error))
    } else {
        assert!(error.is_null());
        Ok(m)
    }
}

/// Checks that no runtime object is alive once queued work has run.
fn assert_no_live_objects() {
    corolift_drain();
    assert_eq!(corolift_live_objects(), 0, "runtime objects leaked");
}

const PROGRAM: &str = r#"
func.func @divmod(%a: i32, %b: i32) -> (i32, i32) {
  %q = arith.divsi %a, %b : i32
  %r = arith.remsi %a, %b : i32
  return %q, %r : i32, i32
}
func.func @halve(%x: f64) -> f64 {
  %c = arith.constant 0.5 : f64
  %y = arith.mulf %x, %c : f64
  return %y : f64
}
func.func @noop() {
  return
}
async.func @twice(%x: f64) -> !async.value<f64> {
  %y = arith.addf %x, %x : f64
  return %y : f64
}
async.func @fails() -> !async.token {
  %false = arith.constant false
  cf.assert %false, "always"
  return
}
"#;

#[test]
fn packed_calls_and_async_results() {
    let _serial = serial();
    let e = engine(None).unwrap();
    let m = compile(e, "program.mlir", PROGRAM).unwrap();
    let mut error = null_mut();
    let name = |s: &str| CString::new(s).unwrap();

    // Two results come back as MLIR's result struct {i32, i32}: -7 / 2 = -3 rem -1.
    let (mut a, mut b) = (-7i32, 2i32);
    let mut out = [0i32; 2];
    let mut args: [*mut c_void; 3] = [
        (&raw mut a).cast(),
        (&raw mut b).cast(),
        out.as_mut_ptr().cast(),
    ];
    // SAFETY: one pointer per i32 argument, then room for the {i32, i32} struct.
    let status = unsafe {
        corolift_invoke_packed(m, name("divmod").as_ptr(), args.as_mut_ptr(), &mut error)
    };
    assert_eq!(status, Status::Ok.code());
    assert_eq!(out, [-3, -1]);

    // A looked-up pointer: 3.0 / 2 = 1.5.
    let mut f = None;
    // SAFETY: a live module, a C string, a writable slot.
    let status = unsafe { corolift_lookup(m, name("halve").as_ptr(), &mut f, &mut error) };
    assert_eq!(status, Status::Ok.code());
    let (mut x, mut y) = (3.0f64, 0.0f64);
    let mut args: [*mut c_void; 2] = [(&raw mut x).cast(), (&raw mut y).cast()];
    // SAFETY: `@halve` takes one f64 and returns one.
    unsafe { f.expect("a function pointer")(args.as_mut_ptr()) };
    assert_eq!(y, 1.5);

    // `() -> ()` may be called with NULL arguments.
    // SAFETY: as above.
    let status =
        unsafe { corolift_invoke_packed(m, name("noop").as_ptr(), null_mut(), &mut error) };
    assert_eq!(status, Status::Ok.code());

    // An !async.value<f64>: 2.25 + 2.25 = 4.5.
    let value = call_async(m, "twice", 2.25);
    let mut got = 0.0f64;
    // SAFETY: a value the caller owns; 8 bytes of f64 payload.
    let status = unsafe { corolift_value_await(value, (&raw mut got).cast(), 8) };
    assert_eq!((status, got), (Status::Ok.code(), 4.5));

    // NULL `out` with a size keeps the reference; a later await gives it back.
    let value = call_async(m, "twice", 1.0);
    // SAFETY: as above; the NULL is rejected before anything is read.
    let status = unsafe { corolift_value_await(value, null_mut(), 8) };
    assert_eq!(status, Status::InvalidArgument.code());
    // SAFETY: the reference is still the caller's.
    let status = unsafe { corolift_value_await(value, (&raw mut got).cast(), 8) };
    assert_eq!((status, got), (Status::Ok.code(), 2.0));

    // A value dropped without awaiting it.
    let value = call_async(m, "twice", 5.0);
    // SAFETY: the caller's reference.
    unsafe { corolift_async_drop(value) };

    // An error token: the cf.assert is false.
    let mut token: *mut c_void = null_mut();
    let mut args: [*mut c_void; 1] = [(&raw mut token).cast()];
    // SAFETY: `@fails` takes nothing and returns a token pointer.
    let status =
        unsafe { corolift_invoke_packed(m, name("fails").as_ptr(), args.as_mut_ptr(), &mut error) };
    assert_eq!(status, Status::Ok.code());
    // SAFETY: the caller's reference.
    assert_eq!(
        unsafe { corolift_token_await(token) },
        Status::AsyncError.code()
    );

    // SAFETY: live handles, freed once.
    unsafe {
        corolift_module_free(m);
        corolift_engine_free(e);
    }
    assert_no_live_objects();
}

/// Calls `async.func @name(f64) -> !async.value<f64>`, returning the value pointer.
fn call_async(m: *mut corolift_module, name: &str, mut x: f64) -> *mut c_void {
    let mut value: *mut c_void = null_mut();
    let mut args: [*mut c_void; 2] = [(&raw mut x).cast(), (&raw mut value).cast()];
    let name = CString::new(name).unwrap();
    let mut error = null_mut();
    // SAFETY: one f64 argument, then the slot for the value pointer.
    let status = unsafe { corolift_invoke_packed(m, name.as_ptr(), args.as_mut_ptr(), &mut error) };
    assert_eq!(status, Status::Ok.code());
    assert!(!value.is_null());
    value
}

#[test]
fn bad_mlir_is_a_located_diagnostic() {
    let _serial = serial();
    let e = engine(None).unwrap();
    let text = "func.func @f() -> i64 {\n  %x = arith.constant 1 : i32\n  return %x : i64\n}\n";
    let msg = compile(e, "bad.mlir", text).unwrap_err();
    assert!(msg.starts_with("bad.mlir:3:10: error: "), "{msg}");
    assert!(msg.contains("  return %x : i64\n"), "{msg}");
    // Text that is not UTF-8.
    let mut error = null_mut();
    let bytes = b"func.func @f() {\xff}";
    // SAFETY: `bytes.len()` readable bytes.
    let m = unsafe {
        corolift_compile(
            e,
            bytes.as_ptr().cast(),
            bytes.len(),
            std::ptr::null(),
            &mut error,
        )
    };
    assert!(m.is_null());
    assert!(take(&mut error).contains("not valid UTF-8"));
    // A NUL-terminated text, named "<string>" by default.
    let text = c"func.func @g() {\n  %y = arith.addi %nope, %nope : i64\n  return\n}\n";
    // SAFETY: a NUL-terminated string.
    let m = unsafe { corolift_compile(e, text.as_ptr(), usize::MAX, std::ptr::null(), &mut error) };
    assert!(m.is_null());
    let msg = take(&mut error);
    assert!(msg.starts_with("<string>:2:"), "{msg}");
    // SAFETY: a live engine.
    unsafe { corolift_engine_free(e) };
    assert_no_live_objects();
}

#[test]
fn missing_symbols() {
    let _serial = serial();
    let e = engine(None).unwrap();
    let m = compile(e, "program.mlir", PROGRAM).unwrap();
    let mut error = null_mut();
    let mut f = None;
    // SAFETY: live handles, C strings, writable slots.
    unsafe {
        let status = corolift_lookup(m, c"nope".as_ptr(), &mut f, &mut error);
        assert_eq!(status, Status::MissingFunction.code());
        assert!(f.is_none());
        assert!(take(&mut error).contains("no function '@nope'"));
        let status = corolift_invoke_packed(m, c"nope".as_ptr(), null_mut(), &mut error);
        assert_eq!(status, Status::MissingFunction.code());
        assert!(take(&mut error).contains("'@nope'"));
        assert!(corolift_signature(m, c"nope".as_ptr()).is_null());
        let sig = corolift_signature(m, c"divmod".as_ptr());
        assert_eq!(
            CStr::from_ptr(sig).to_str().unwrap(),
            "(i32, i32) -> (i32, i32)"
        );
        corolift_string_free(sig);
        // A call that references a function nothing defines does not compile.
        let text = "func.func private @nowhere()\nfunc.func @g() {\n  call @nowhere() : () -> ()\n  return\n}\n";
        assert!(compile(e, "nowhere.mlir", text).is_err());
        corolift_module_free(m);
        corolift_engine_free(e);
    }
    assert_no_live_objects();
}

#[test]
fn null_arguments_are_reported() {
    let _serial = serial();
    let e = engine(None).unwrap();
    let m = compile(e, "program.mlir", PROGRAM).unwrap();
    let mut error = null_mut();
    let mut f = None;
    // SAFETY: every pointer is NULL or valid; NULLs are what is tested.
    unsafe {
        let text = "func.func @f() {\n  return\n}\n";
        let n = corolift_compile(
            std::ptr::null(),
            text.as_ptr().cast(),
            text.len(),
            std::ptr::null(),
            &mut error,
        );
        assert!(n.is_null());
        assert_eq!(take(&mut error), "engine is NULL");
        let n = corolift_compile(e, std::ptr::null(), 3, std::ptr::null(), &mut error);
        assert!(n.is_null());
        assert_eq!(take(&mut error), "mlir is NULL");
        // No error slot: still a NULL result, nothing written.
        assert!(corolift_compile(e, std::ptr::null(), 3, std::ptr::null(), null_mut()).is_null());

        assert_eq!(
            corolift_lookup(std::ptr::null(), c"halve".as_ptr(), &mut f, &mut error),
            Status::InvalidArgument.code()
        );
        assert_eq!(take(&mut error), "module is NULL");
        assert_eq!(
            corolift_lookup(m, std::ptr::null(), &mut f, &mut error),
            Status::InvalidArgument.code()
        );
        assert_eq!(take(&mut error), "name is NULL");
        assert_eq!(
            corolift_lookup(m, c"halve".as_ptr(), std::ptr::null_mut(), &mut error),
            Status::InvalidArgument.code()
        );
        assert_eq!(take(&mut error), "out is NULL");
        assert_eq!(
            corolift_invoke_packed(m, c"halve".as_ptr(), null_mut(), &mut error),
            Status::InvalidArgument.code()
        );
        assert!(take(&mut error).contains("args is NULL"));
        assert!(corolift_signature(std::ptr::null(), c"halve".as_ptr()).is_null());
        assert!(corolift_signature(m, std::ptr::null()).is_null());

        assert_eq!(
            corolift_token_await(null_mut()),
            Status::InvalidArgument.code()
        );
        assert_eq!(
            corolift_value_await(null_mut(), null_mut(), 0),
            Status::InvalidArgument.code()
        );
        corolift_async_drop(null_mut());
        corolift_module_free(null_mut());
        corolift_engine_free(null_mut());
        corolift_string_free(null_mut());
        corolift_engine_options_init(null_mut());
        assert_eq!(
            CStr::from_ptr(corolift_version()).to_str().unwrap(),
            env!("CARGO_PKG_VERSION")
        );
        corolift_module_free(m);
        corolift_engine_free(e);
    }
    assert_no_live_objects();
}

extern "C" fn add_seven(x: i64) -> i64 {
    x + 7
}

fn host_options(hosts: &[corolift_host_function]) -> corolift_engine_options {
    let mut opts = corolift_engine_options {
        size: 0,
        opt_level: 0,
        worker_threads: 0,
        check_leaks: 0,
        host_functions: std::ptr::null(),
        num_host_functions: 0,
    };
    // SAFETY: writable options.
    unsafe { corolift_engine_options_init(&mut opts) };
    if !hosts.is_empty() {
        opts.host_functions = hosts.as_ptr();
        opts.num_host_functions = hosts.len();
    }
    opts
}

fn add_seven_fn(ty: &'static CStr) -> corolift_host_function {
    corolift_host_function {
        name: c"add_seven".as_ptr(),
        mlir_type: ty.as_ptr(),
        // SAFETY: a C function pointer cast to the header's `void (*)(void)`; the engine
        // calls it with its real type, `(i64) -> i64`.
        address: Some(unsafe {
            std::mem::transmute::<extern "C" fn(i64) -> i64, unsafe extern "C" fn()>(add_seven)
        }),
    }
}

#[test]
fn host_functions_and_their_types() {
    let _serial = serial();
    let hosts = [add_seven_fn(c"(i64) -> i64")];
    let e = engine(Some(&host_options(&hosts))).unwrap();
    let calls = "func.func private @add_seven(i64) -> i64\n\
                 func.func @f(%x: i64) -> i64 {\n  \
                 %y = call @add_seven(%x) : (i64) -> i64\n  return %y : i64\n}\n";
    let m = compile(e, "host.mlir", calls).unwrap();
    let (mut x, mut y) = (35i64, 0i64);
    let mut args: [*mut c_void; 2] = [(&raw mut x).cast(), (&raw mut y).cast()];
    let mut error = null_mut();
    // SAFETY: `@f` takes one i64 and returns one.
    let status = unsafe { corolift_invoke_packed(m, c"f".as_ptr(), args.as_mut_ptr(), &mut error) };
    assert_eq!((status, y), (Status::Ok.code(), 42));

    // Declared with another type than registered: a compile error at the declaration.
    let wrong = "func.func private @add_seven(i32) -> i32\n";
    let msg = compile(e, "wrong.mlir", wrong).unwrap_err();
    assert!(msg.starts_with("wrong.mlir:1:1: error: "), "{msg}");
    assert!(
        msg.contains("declares the host function '@add_seven' as '(i32) -> i32', but it is registered as '(i64) -> i64'"),
        "{msg}"
    );
    // SAFETY: live handles.
    unsafe {
        corolift_module_free(m);
        corolift_engine_free(e);
    }

    // An invalid type, a type that is not a function type, a name registered twice, NULLs.
    let msg = engine(Some(&host_options(&[add_seven_fn(c"(i64 -> i64")]))).unwrap_err();
    assert!(
        msg.contains("invalid host function type '(i64 -> i64'"),
        "{msg}"
    );
    let msg = engine(Some(&host_options(&[add_seven_fn(c"i64")]))).unwrap_err();
    assert!(msg.contains("is not a function type"), "{msg}");
    let twice = [add_seven_fn(c"(i64) -> i64"), add_seven_fn(c"(i64) -> i64")];
    let msg = engine(Some(&host_options(&twice))).unwrap_err();
    assert!(msg.contains("registered twice"), "{msg}");
    let mut null_fn = add_seven_fn(c"(i64) -> i64");
    null_fn.address = None;
    let msg = engine(Some(&host_options(&[null_fn]))).unwrap_err();
    assert_eq!(msg, "host_functions[0].address ('add_seven') is NULL");
    let mut null_name = add_seven_fn(c"(i64) -> i64");
    null_name.name = std::ptr::null();
    let msg = engine(Some(&host_options(&[null_name]))).unwrap_err();
    assert_eq!(msg, "host_functions[0].name is NULL");
    let mut opts = host_options(&[]);
    opts.host_functions = std::ptr::null();
    opts.num_host_functions = 1;
    let msg = engine(Some(&opts)).unwrap_err();
    assert!(msg.contains("host_functions is NULL"), "{msg}");
    assert_no_live_objects();
}

#[test]
fn options_are_checked_and_versioned() {
    let _serial = serial();
    let mut opts = host_options(&[]);
    opts.opt_level = 7;
    assert!(engine(Some(&opts)).unwrap_err().contains("opt_level is 7"));
    let mut opts = host_options(&[]);
    opts.worker_threads = -5;
    assert!(
        engine(Some(&opts))
            .unwrap_err()
            .contains("worker_threads is -5")
    );
    let mut opts = host_options(&[]);
    opts.size = 0;
    assert!(
        engine(Some(&opts))
            .unwrap_err()
            .contains("corolift_engine_options_init")
    );
    let mut opts = host_options(&[]);
    opts.size += 8;
    assert!(
        engine(Some(&opts))
            .unwrap_err()
            .contains("newer corolift.h")
    );

    // An older header that knew only `size` and `opt_level`: later fields take defaults, so
    // the out-of-range worker count behind them is never read.
    let mut opts = host_options(&[]);
    opts.size = std::mem::offset_of!(corolift_engine_options, worker_threads);
    opts.worker_threads = -5;
    let e = engine(Some(&opts)).unwrap();
    // SAFETY: a live engine.
    unsafe { corolift_engine_free(e) };

    // The runtime is process-wide: asking for another worker count than it runs with fails.
    let running = corolift_runtime::num_worker_threads();
    let mut opts = host_options(&[]);
    opts.worker_threads = running as i32 + 1;
    let msg = engine(Some(&opts)).unwrap_err();
    assert!(msg.contains("already runs with"), "{msg}");
    assert_no_live_objects();
}

const MORE: &str = r#"
func.func @same(%m: memref<?xi64>) -> memref<?xi64> {
  return %m : memref<?xi64>
}
async.func @pair(%x: i64) -> (!async.token, !async.value<i64>) {
  %c3 = arith.constant 3 : i64
  %y = arith.muli %x, %c3 : i64
  return %y : i64
}
func.func @inc(%x: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %y = arith.addi %x, %c1 : i64
  return %y : i64
}
"#;

/// MLIR's memref<?xi64> descriptor, as the LLVM lowering lays it out.
#[repr(C)]
#[derive(Debug, PartialEq)]
struct Descriptor1D {
    allocated: *mut i64,
    aligned: *mut i64,
    offset: i64,
    size: i64,
    stride: i64,
}

#[test]
fn struct_results_memref_and_token_value_pairs() {
    let _serial = serial();
    let e = engine(None).unwrap();
    let m = compile(e, "more.mlir", MORE).unwrap();
    let mut error = null_mut();
    let mut data = [1i64, 2, 3];
    let (mut allocated, mut aligned) = (data.as_mut_ptr(), data.as_mut_ptr());
    let (mut offset, mut size, mut stride) = (0i64, 3i64, 1i64);
    let mut out = Descriptor1D {
        allocated: null_mut(),
        aligned: null_mut(),
        offset: -1,
        size: -1,
        stride: -1,
    };
    let mut args: [*mut c_void; 6] = [
        (&raw mut allocated).cast(),
        (&raw mut aligned).cast(),
        (&raw mut offset).cast(),
        (&raw mut size).cast(),
        (&raw mut stride).cast(),
        (&raw mut out).cast(),
    ];
    // SAFETY: five descriptor fields of a valid buffer, then room for the result descriptor.
    let status =
        unsafe { corolift_invoke_packed(m, c"same".as_ptr(), args.as_mut_ptr(), &mut error) };
    assert_eq!(status, Status::Ok.code());
    let base = data.as_mut_ptr();
    assert_eq!(
        out,
        Descriptor1D {
            allocated: base,
            aligned: base,
            offset: 0,
            size: 3,
            stride: 1
        }
    );

    // (!async.token, !async.value<i64>) comes back as a struct of two pointers: 14 * 3 = 42.
    let mut x = 14i64;
    let mut pair: [*mut c_void; 2] = [null_mut(); 2];
    let mut args: [*mut c_void; 2] = [(&raw mut x).cast(), pair.as_mut_ptr().cast()];
    // SAFETY: one i64, then room for the {ptr, ptr} struct.
    let status =
        unsafe { corolift_invoke_packed(m, c"pair".as_ptr(), args.as_mut_ptr(), &mut error) };
    assert_eq!(status, Status::Ok.code());
    let mut y = 0i64;
    // SAFETY: the caller owns one reference to each.
    unsafe {
        assert_eq!(corolift_token_await(pair[0]), Status::Ok.code());
        assert_eq!(
            corolift_value_await(pair[1], (&raw mut y).cast(), 8),
            Status::Ok.code()
        );
    }
    assert_eq!(y, 42);
    // SAFETY: live handles.
    unsafe {
        corolift_module_free(m);
        corolift_engine_free(e);
    }
    assert_no_live_objects();
}

/// A module handle that may cross threads (the header allows concurrent calls).
#[derive(Clone, Copy)]
struct Shared(*mut corolift_module);
// SAFETY: corolift_module is Send + Sync behind the C API (a Module and a Mutex).
unsafe impl Send for Shared {}
// SAFETY: as above.
unsafe impl Sync for Shared {}

/// Calls `@inc(x)` through `corolift_invoke_packed`.
fn inc(m: Shared, mut x: i64) -> i64 {
    let mut y = 0i64;
    let mut args: [*mut c_void; 2] = [(&raw mut x).cast(), (&raw mut y).cast()];
    let mut error = null_mut();
    // SAFETY: a live module; one i64 and its result.
    let status =
        unsafe { corolift_invoke_packed(m.0, c"inc".as_ptr(), args.as_mut_ptr(), &mut error) };
    assert_eq!(status, Status::Ok.code());
    y
}

#[test]
fn several_threads_and_modules() {
    let _serial = serial();
    let e = engine(None).unwrap();
    let first = Shared(compile(e, "first.mlir", MORE).unwrap());
    let second = Shared(compile(e, "second.mlir", MORE).unwrap());
    // Lookups and calls of one module from four threads at once: x + 1 for x < 1000.
    std::thread::scope(|s| {
        for t in 0..4i64 {
            s.spawn(move || {
                for i in 0..1000 {
                    assert_eq!(inc(first, t * 1000 + i), t * 1000 + i + 1);
                }
            });
        }
    });
    // Freeing one module while another thread calls the other leaves that one working.
    std::thread::scope(|s| {
        s.spawn(move || {
            for i in 0..2000 {
                assert_eq!(inc(second, i), i + 1);
            }
        });
        // SAFETY: no thread uses `first` any more.
        unsafe { corolift_module_free(first.0) };
    });
    assert_eq!(inc(second, 41), 42);
    // SAFETY: live handles.
    unsafe {
        corolift_module_free(second.0);
        corolift_engine_free(e);
    }
    assert_no_live_objects();
}
