//! A large async program through `corolift run`'s fast front end (`driver/sliced.rs`: each
//! slice of the file parsed, verified and lowered on its own thread) and through the usual
//! one (`--verify-each` takes the usual way), on 0 and 2 runtime workers, with the leak
//! check on. The program is generated so that its result is known by hand: a chain of
//! `async.func`s each adding its step to what the next one returns, some of them through an
//! `async.execute`, some through a plain function in another slice that awaits with a
//! blocking wait, so calls, outlined functions and symbol uses cross the slices.

use std::fmt::Write as _;
use std::process::Command;

/// Functions in the chain: enough for a file well over the fast front end's 64 KiB.
const N: i64 = 900;

/// `@a{i}(%x)` returns `%x + (1 + 2 + … + (i + 1))`: every function adds `i + 1` to what the
/// one below it returns for the same `%x`.
fn program() -> String {
    let mut text = String::new();
    for i in 0..N {
        let step = i + 1;
        let _ = writeln!(text, "async.func @a{i}(%x: i64) -> !async.value<i64> {{");
        let _ = writeln!(text, "  %step = arith.constant {step} : i64");
        if i == 0 {
            let _ = writeln!(text, "  %below = arith.addi %x, %step : i64");
            let _ = writeln!(text, "  return %below : i64\n}}");
            continue;
        }
        let _ = writeln!(
            text,
            "  %v = async.call @a{}(%x) : (i64) -> !async.value<i64>",
            i - 1
        );
        let _ = writeln!(text, "  %below = async.await %v : !async.value<i64>");
        match i % 5 {
            // Through an async.execute (outlined into a function of its own).
            1 => {
                let _ = writeln!(
                    text,
                    "  %t, %e = async.execute -> !async.value<i64> {{\n    \
                     %s = arith.addi %below, %step : i64\n    async.yield %s : i64\n  }}\n  \
                     %r = async.await %e : !async.value<i64>\n  return %r : i64\n}}"
                );
            }
            // Through a plain function defined at the other end of the file.
            2 => {
                let _ = writeln!(
                    text,
                    "  %r = func.call @plain_add(%below, %step) : (i64, i64) -> i64\n  \
                     return %r : i64\n}}"
                );
            }
            _ => {
                let _ = writeln!(
                    text,
                    "  %r = arith.addi %below, %step : i64\n  return %r : i64\n}}"
                );
            }
        }
    }
    // A plain function that runs its own async.execute and waits for it (a blocking await).
    text.push_str(
        "func.func @plain_add(%a: i64, %b: i64) -> i64 {\n  \
         %t, %e = async.execute -> !async.value<i64> {\n    \
         %s = arith.addi %a, %b : i64\n    async.yield %s : i64\n  }\n  \
         %r = async.await %e : !async.value<i64>\n  return %r : i64\n}\n",
    );
    let _ = writeln!(
        text,
        "func.func @main() {{\n  %x = arith.constant 1000 : i64\n  \
         %v = async.call @a{}(%x) : (i64) -> !async.value<i64>\n  \
         %r = async.await %v : !async.value<i64>\n  vector.print %r : i64\n  return\n}}",
        N - 1
    );
    text
}

fn run(file: &std::path::Path, extra: &[&str], threads: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_corolift"))
        .arg("run")
        .arg(file)
        .args(extra)
        .env("COROLIFT_NUM_THREADS", threads)
        .env("COROLIFT_CHECK_LEAKS", "1")
        .output()
        .expect("corolift runs");
    assert!(
        out.status.success(),
        "corolift run {extra:?} on {threads} workers: {}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8 output")
}

#[test]
fn a_large_async_program_runs_the_same_through_both_front_ends() {
    let text = program();
    assert!(text.len() > 64 * 1024, "{} bytes", text.len());
    let dir = std::env::temp_dir().join(format!("corolift-sliced-async-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("chain.mlir");
    std::fs::write(&file, &text).unwrap();
    // 1000 + (1 + 2 + … + N), by hand: N (N + 1) / 2 = 405450 for N = 900.
    let expected = format!("{}\n", 1000 + N * (N + 1) / 2);
    assert_eq!(expected, "406450\n");
    for threads in ["0", "2"] {
        assert_eq!(run(&file, &[], threads), expected, "fast front end");
        assert_eq!(
            run(&file, &["--verify-each"], threads),
            expected,
            "usual front end"
        );
    }
    // The fast front end really took it (a fallback to the usual way would pass the checks
    // above too).
    let out = Command::new(env!("CARGO_BIN_EXE_corolift"))
        .args(["run", "--verbose"])
        .arg(&file)
        .output()
        .expect("corolift runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("lowering in slices"), "{stderr}");
    let _ = std::fs::remove_dir_all(&dir);
}
