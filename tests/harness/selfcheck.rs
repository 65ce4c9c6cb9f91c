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
        Trial::test("harness::requires", requires),
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
        Parsed::Test {
            runs: vec![
                RunLine {
                    line: 1,
                    text: "a %s | b".into(),
                },
                RunLine {
                    line: 4,
                    text: "c".into(),
                },
            ],
            requires: vec![],
        },
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
        // REQUIRES names tools from a closed list: a feature or a misspelt tool is an error.
        "// RUN: true\n// REQUIRES: x86\n",
        "// RUN: true\n// REQUIRES: mlir-opt-22, mlir-opt22\n",
        "// REQUIRES: mlir-opt-22\n",
    ] {
        if !matches!(parse(text), Parsed::Error(_)) {
            return Err(format!("{text:?} must be refused").into());
        }
    }
    // Only the directive form counts: prose that mentions XFAIL is fine.
    check_eq(
        "XFAIL in a CHECK line",
        parse("// RUN: true\n// CHECK: XFAIL: x\n"),
        Parsed::Test {
            runs: vec![RunLine {
                line: 1,
                text: "true".into(),
            }],
            requires: vec![],
        },
    )
}

fn requires() -> Result<(), Failed> {
    use super::script::missing_tool;
    check_eq(
        "REQUIRES lines add up, duplicates once",
        parse("// REQUIRES: mlir-opt-22\n// RUN: true\n// REQUIRES: mlir-runner-22,mlir-opt-22\n"),
        Parsed::Test {
            runs: vec![RunLine {
                line: 2,
                text: "true".into(),
            }],
            requires: vec!["mlir-opt-22".into(), "mlir-runner-22".into()],
        },
    )?;
    // The PATH lookup: an executable in one of the directories satisfies the requirement.
    let dir = std::env::temp_dir().join(format!("corolift-lit-requires-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let tool = dir.join("mlir-opt-22");
    std::fs::write(&tool, "#!/bin/sh\n")?;
    let req = vec!["mlir-opt-22".to_string()];
    let path = std::env::join_paths([std::path::Path::new("/nonexistent"), &dir])?;
    let not_executable = missing_tool(&req, Some(&path));
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&tool, std::fs::Permissions::from_mode(0o755))?;
    }
    let found = missing_tool(&req, Some(&path));
    let _ = std::fs::remove_dir_all(&dir);
    check_eq("tool present", found, None)?;
    check_eq(
        "tool not executable",
        not_executable,
        Some("requires `mlir-opt-22`, which is not on PATH".to_string()),
    )?;
    check_eq(
        "no PATH",
        missing_tool(&req, None),
        Some("requires `mlir-opt-22`, which is not on PATH".to_string()),
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
