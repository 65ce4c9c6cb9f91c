//! Unit checks of the harness's own parsing and substitution, run as ordinary trials named
//! `harness::...` (a `harness = false` target has no `#[test]` support of its own).
//!
//! The `.mlir` self-tests in `tests/harness-selftest/` cover the tools end to end; these cover
//! what those cannot observe, such as `corolift` expanding to the built binary's path.

use libtest_mimic::{Failed, Trial};

use super::script::{Parsed, RunLine, parse};
use super::subst::{Paths, substitute_percent, substitute_tools};

pub fn trials() -> Vec<Trial> {
    vec![
        Trial::test("harness::run_lines", run_lines),
        Trial::test("harness::refused_directives", refused_directives),
        Trial::test("harness::tool_words", tool_words),
        Trial::test("harness::percent", percent),
        Trial::test("harness::timeout", timeout),
    ]
}

fn check_eq<T: PartialEq + std::fmt::Debug>(what: &str, got: T, want: T) -> Result<(), Failed> {
    if got == want {
        Ok(())
    } else {
        Err(format!("{what}:\n  got:  {got:?}\n  want: {want:?}").into())
    }
}

fn run_lines() -> Result<(), Failed> {
    let text = "// RUN: a %s \\\n//   RUN:   | b\n// CHECK: x\n  //RUN: c\nfunc\n";
    check_eq(
        "continuation and several commands",
        parse(text),
        Parsed::Test(vec![
            RunLine {
                line: 1,
                text: "a %s | b".into(),
            },
            RunLine {
                line: 4,
                text: "c".into(),
            },
        ]),
    )?;
    check_eq("no RUN line", parse("// CHECK: x\n"), Parsed::NotATest)?;
    if !matches!(parse("// RUN: a \\\n// CHECK: b\n"), Parsed::Error(_)) {
        return Err("a continuation into a non-RUN line must be an error".into());
    }
    if !matches!(parse("// RUN: a \\\n"), Parsed::Error(_)) {
        return Err("a continuation at end of file must be an error".into());
    }
    Ok(())
}

fn refused_directives() -> Result<(), Failed> {
    for text in [
        "// RUN: true\n// XFAIL: *\n",
        "// UNSUPPORTED: linux\n",
        "// RUN: true\n// REQUIRES: x86\n",
    ] {
        if !matches!(parse(text), Parsed::Error(_)) {
            return Err(format!("{text:?} must be refused").into());
        }
    }
    // Only the directive form counts: prose that mentions XFAIL is fine.
    check_eq(
        "XFAIL in a CHECK line",
        parse("// RUN: true\n// CHECK: XFAIL: x\n"),
        Parsed::Test(vec![RunLine {
            line: 1,
            text: "true".into(),
        }]),
    )
}

fn tool_words() -> Result<(), Failed> {
    let words = [
        ("corolift", "/bin/corolift".to_string()),
        ("FileCheck", "FC".to_string()),
        ("not", "NOT".to_string()),
        ("count", "COUNT".to_string()),
    ];
    let cases = [
        (
            "corolift opt %s | FileCheck %s",
            "/bin/corolift opt %s | FC %s",
        ),
        (
            "not corolift opt %s 2>&1 | FileCheck %s --check-prefix=ERR",
            "NOT /bin/corolift opt %s 2>&1 | FC %s --check-prefix=ERR",
        ),
        ("not --crash corolift x", "NOT --crash /bin/corolift x"),
        ("not not false", "NOT NOT false"),
        ("echo not ok | count 1", "echo not ok | COUNT 1"),
        (
            "echo 'corolift' \"FileCheck\"",
            "echo 'corolift' \"FileCheck\"",
        ),
        (
            "A=1 corolift x && (FileCheck y)",
            "A=1 /bin/corolift x && (FC y)",
        ),
        (
            "x=$(corolift --version); true",
            "x=$(/bin/corolift --version); true",
        ),
        ("cat a > corolift; cat < not", "cat a > corolift; cat < not"),
        (
            "true &>not; count 0 </dev/null",
            "true &>not; COUNT 0 </dev/null",
        ),
        ("corolift-foo %S/corolift", "corolift-foo %S/corolift"),
    ];
    for (input, want) in cases {
        check_eq(input, substitute_tools(input, &words).as_str(), want)?;
    }
    Ok(())
}

fn percent() -> Result<(), Failed> {
    let paths = Paths {
        source: "/src/a.mlir".into(),
        source_dir: "/src".into(),
        tmp: "/tmp/x/a.mlir.tmp".into(),
        tmp_dir: "/tmp/x".into(),
    };
    check_eq(
        "percent patterns",
        substitute_percent("%s %S %t.o %T 100%% printf '%d' %", &paths).as_str(),
        "/src/a.mlir /src /tmp/x/a.mlir.tmp.o /tmp/x 100% printf '%d' %",
    )
}

/// A hanging command fails after the timeout instead of blocking the run, and the whole process
/// group goes with it (a background `sleep` holding the pipes must not keep us waiting).
fn timeout() -> Result<(), Failed> {
    use std::time::{Duration, Instant};
    let start = Instant::now();
    let out = super::exec::run_shell(
        "sleep 30 & echo started; sleep 30",
        &std::env::temp_dir(),
        Duration::from_millis(300),
    )?;
    if out.status.is_some() {
        return Err(format!("expected a timeout, got {:?}", out.status).into());
    }
    check_eq(
        "stdout before the kill",
        out.stdout.as_slice(),
        b"started\n",
    )?;
    if start.elapsed() > Duration::from_secs(10) {
        return Err(format!("the timeout took {:?}", start.elapsed()).into());
    }
    let ok = super::exec::run_shell("exit 3", &std::env::temp_dir(), Duration::from_secs(30))?;
    check_eq("exit status", ok.status.and_then(|s| s.code()), Some(3))
}
