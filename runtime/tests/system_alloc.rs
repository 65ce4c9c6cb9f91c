//! `COROLIFT_RUNTIME_SYSTEM_ALLOC=1` takes every object from the system allocator (so that
//! valgrind sees each object's lifetime) and the runtime still works. Runs itself as child
//! processes, since the switch is read once per process.

use corolift_runtime::*;
use std::ffi::c_void;
use std::process::Command;

/// In a child: creates two tokens in a row, prints the distance between them, then runs
/// tokens and values through their whole life and checks that none is left.
fn child() {
    let a = mlirAsyncRuntimeCreateToken();
    let b = mlirAsyncRuntimeCreateToken();
    println!("distance {}", (b as usize).abs_diff(a as usize));
    let mut tokens = vec![a, b];
    tokens.extend((0..10_000).map(|_| mlirAsyncRuntimeCreateToken()));
    for t in tokens {
        // SAFETY: a fresh token holds the producer's reference (which emplacing drops) and
        // the awaiter's (dropped last).
        unsafe {
            mlirAsyncRuntimeEmplaceToken(t);
            mlirAsyncRuntimeAwaitToken(t);
            assert!(!mlirAsyncRuntimeIsTokenError(t));
            mlirAsyncRuntimeDropRef(t as *mut c_void, 1);
        }
    }
    // Values of every small payload size: the payload is cleared granule by granule, which
    // needs whole 16-byte granules from the system allocator too.
    for size in 0..=40 {
        let v = mlirAsyncRuntimeCreateValue(size);
        // SAFETY: a fresh value's two references, as for the tokens above.
        unsafe {
            let payload = mlirAsyncRuntimeGetValueStorage(v) as *const u8;
            assert!(
                (0..size as usize).all(|i| *payload.add(i) == 0),
                "payload of {size}"
            );
            mlirAsyncRuntimeEmplaceValue(v);
            mlirAsyncRuntimeDropRef(v as *mut c_void, 1);
        }
    }
    assert_eq!(corolift_live_objects(), 0);
}

/// The distance between two tokens created in a row, in a child with `system` set or not.
fn distance(system: bool) -> usize {
    let mut command = Command::new(std::env::current_exe().unwrap());
    command
        .args([
            "--exact",
            "tokens_come_from_the_system_allocator",
            "--nocapture",
        ])
        .env("COROLIFT_SYSTEM_ALLOC_CHILD", "1");
    if system {
        command.env("COROLIFT_RUNTIME_SYSTEM_ALLOC", "1");
    }
    let out = command.output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "child failed: {stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
        .lines()
        .find_map(|l| l.strip_prefix("distance "))
        .and_then(|d| d.parse().ok())
        .unwrap_or_else(|| panic!("no distance in {stdout}"))
}

#[test]
fn tokens_come_from_the_system_allocator() {
    if std::env::var_os("COROLIFT_SYSTEM_ALLOC_CHILD").is_some() {
        return child();
    }
    // Pool blocks of one slab sit side by side; malloc puts a chunk header between two
    // allocations, so the same two tokens are further apart.
    let pooled = distance(false);
    let system = distance(true);
    assert!(
        system > pooled,
        "pooled {pooled} bytes apart, system {system}"
    );
}
