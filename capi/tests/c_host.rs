//! Builds the C example host (`examples/c/host.c`) with `cc` against `include/corolift.h` and
//! this crate's static and shared libraries, runs it, and compares what it prints with the
//! expected text (hand-checked arithmetic: 7*7 = 49, 3*5*5 + 2*5 + 1 = 86, 1+2+3+4+5 = 15,
//! 10*4 + 1 = 41, the seed's `async.func @foo` returning 42.0, 12*12 = 144, a cf.assert of
//! 3 > 0 holding and of -1 > 0 failing).

use std::path::{Path, PathBuf};
use std::process::Command;

const EXPECTED: &str = "\
seed @main prints:
49
signature of @square_async: (i64) -> !async.value<i64>
poly(5) = 86
sum_and_double([1 2 3 4 5]) = 15, now [2 4 6 8 10]
call_host(4) = 41
foo() = 42 (status 0)
square_async(12) = 144 (status 0)
check_positive(3): ok
check_positive(-1): error
live runtime objects: 0
";

/// What `cargo rustc -p corolift-capi --lib -- --print native-static-libs` reports on Linux.
const NATIVE_STATIC_LIBS: &[&str] = &["-lgcc_s", "-lutil", "-lrt", "-lpthread", "-lm", "-ldl"];

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The directory cargo put this crate's libraries in: the test runs from `<target>/<profile>/
/// deps/`, and the libraries are built there (and copied one level up) with the `rlib` the
/// test links.
fn library(file: &str) -> PathBuf {
    let exe = std::env::current_exe().expect("the test executable's path");
    let deps = exe.parent().expect("the deps directory");
    [deps.to_path_buf(), deps.join("..")]
        .into_iter()
        .map(|dir| dir.join(file))
        .find(|p| p.exists())
        .unwrap_or_else(|| panic!("{file} is not next to {}", exe.display()))
}

/// Compiles `examples/c/host.c` into `out` with the extra link arguments `link`.
fn build_host(out: &Path, link: &[String]) {
    let status = Command::new("cc")
        .args(["-std=c99", "-Wall", "-Wextra", "-pedantic", "-Werror", "-I"])
        .arg(repo().join("include"))
        .arg(repo().join("examples/c/host.c"))
        .args(link)
        .arg("-o")
        .arg(out)
        .status()
        .expect("cc runs");
    assert!(status.success(), "cc failed building the C host");
}

fn run_host(exe: &Path, args: &[PathBuf]) -> String {
    let out = Command::new(exe)
        .args(args)
        .output()
        .expect("the C host runs");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "the C host failed ({}):\n{stdout}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

#[test]
fn c_host_on_the_static_library() {
    let exe = Path::new(env!("CARGO_TARGET_TMPDIR")).join("c_host_static");
    let mut link = vec![library("libcorolift_c.a").display().to_string()];
    link.extend(NATIVE_STATIC_LIBS.iter().map(|s| s.to_string()));
    build_host(&exe, &link);
    assert_eq!(run_host(&exe, &[]), EXPECTED);
    // The same program read from the file the text was copied from.
    let file = repo().join("examples/async-func.mlir");
    assert_eq!(run_host(&exe, &[file]), EXPECTED);
}

#[test]
fn c_host_on_the_shared_library() {
    let exe = Path::new(env!("CARGO_TARGET_TMPDIR")).join("c_host_shared");
    let so = library("libcorolift_c.so");
    let dir = so.parent().expect("a directory").display().to_string();
    build_host(
        &exe,
        &[
            format!("-L{dir}"),
            format!("-Wl,-rpath,{dir}"),
            "-lcorolift_c".to_owned(),
        ],
    );
    assert_eq!(run_host(&exe, &[]), EXPECTED);
}

#[test]
fn header_is_c99_and_cxx() {
    let header = repo().join("include/corolift.h");
    for (compiler, lang, std) in [("cc", "c", "-std=c99"), ("c++", "c++", "-std=c++11")] {
        let status = Command::new(compiler)
            .args(["-fsyntax-only", "-Wall", "-Wextra", "-pedantic", "-Werror"])
            .args(["-x", lang, std])
            .arg(&header)
            .status()
            .expect("the compiler runs");
        assert!(status.success(), "{compiler} rejects corolift.h");
    }
}
