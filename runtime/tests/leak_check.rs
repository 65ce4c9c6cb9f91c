//! `COROLIFT_CHECK_LEAKS=1`: shutdown reports leaked objects per kind on
//! stderr and exits with status 3. Runs itself as a child process.

use corolift_runtime::*;
use std::process::Command;

#[test]
fn leak_check_reports_and_exits_3() {
    if std::env::var("COROLIFT_LEAK_CHILD").is_ok() {
        let _leaked_token = mlirAsyncRuntimeCreateToken();
        let _leaked_group = mlirAsyncRuntimeCreateGroup(1);
        assert_eq!(corolift_live_objects(), 2);
        corolift_runtime_shutdown(); // exits with 3
        unreachable!("shutdown must exit on leaks");
    }
    let out = Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "leak_check_reports_and_exits_3",
            "--nocapture",
            "--test-threads=1",
        ])
        .env("COROLIFT_LEAK_CHILD", "1")
        .env("COROLIFT_CHECK_LEAKS", "1")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(3), "stderr: {stderr}");
    assert!(
        stderr.contains("1 tokens, 0 values, 1 groups"),
        "stderr: {stderr}"
    );
}

#[test]
fn no_report_without_leaks() {
    let t = mlirAsyncRuntimeCreateToken();
    // SAFETY: both references of the fresh token.
    unsafe {
        mlirAsyncRuntimeEmplaceToken(t);
        mlirAsyncRuntimeDropRef(t as *mut std::ffi::c_void, 1);
    }
}
