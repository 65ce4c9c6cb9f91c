//! Inputs at the limits end in a located diagnostic or a correct result, never in a stack
//! overflow, a panic or a hang (see `src/limits.rs`).
//!
//! The inputs are generated here: regions, types and attributes nested 100,000 deep (and
//! exactly as deep as the limit allows), a block of a million ops, a value with a million
//! uses, a function of 200,000 blocks, a 10 MB line, 1 MB names,
//! integer literals of 100,000 digits, a call chain of 100,000 functions, inlining that would
//! nest past the limit. The front end runs
//! in process (on a thread with the stack the command line gives itself); what needs the
//! passes and code generation runs through the `corolift` binary. A stack overflow would
//! abort the whole test binary (and show as a signal of the child process), a panic fails the
//! test, and every command runs under a timeout.

use std::fmt::Write as _;
use std::io::{Read as _, Write as _};
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use corolift::limits::{MAX_NESTING, THREAD_STACK};

const COROLIFT: &str = env!("CARGO_BIN_EXE_corolift");

/// Runs `f` on a thread with the stack corolift's command line compiles on.
fn on_compiler_stack<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    std::thread::scope(|s| {
        std::thread::Builder::new()
            .stack_size(THREAD_STACK)
            .spawn_scoped(s, f)
            .expect("thread")
            .join()
            .expect("no panic")
    })
}

/// Parses, verifies and prints `text`; returns the first diagnostic rendered in one line
/// (`file:line:col: error: message`), or the printed module.
fn front_end(text: &str) -> Result<String, String> {
    on_compiler_stack(|| {
        let name: Arc<str> = "limits.mlir".into();
        let module = corolift::parse::parse_source(text, &name).map_err(|d| d.to_string())?;
        corolift::verify::verify(&module.ir, module.top)
            .map_err(|ds| ds.first().map(ToString::to_string).unwrap_or_default())?;
        Ok(corolift::print::print_op(
            &module.ir,
            module.top,
            Default::default(),
        ))
    })
}

/// What a `corolift` command did.
struct Outcome {
    status: Option<i32>,
    stdout: String,
    stderr: String,
}

/// Runs `corolift ARGS` on `input` (standard input), killed after `limit`.
fn corolift(args: &[&str], input: &str, limit: Duration) -> Outcome {
    let mut child = Command::new(COROLIFT)
        .args(args)
        .env("COROLIFT_NUM_THREADS", "2")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("corolift starts");
    let mut stdin = child.stdin.take().expect("stdin");
    let input = input.to_owned();
    let writer = std::thread::spawn(move || {
        // The child may stop reading at its first error.
        let _ = stdin.write_all(input.as_bytes());
    });
    // Both outputs are drained while the child runs, so that it never blocks on a full pipe.
    let drain = |mut pipe: Box<dyn std::io::Read + Send>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            let _ = pipe.read_to_end(&mut bytes);
            String::from_utf8_lossy(&bytes).into_owned()
        })
    };
    let stdout = drain(Box::new(child.stdout.take().expect("stdout")));
    let stderr = drain(Box::new(child.stderr.take().expect("stderr")));
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait") {
            break status;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            panic!("corolift {args:?} did not finish within {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let _ = writer.join();
    Outcome {
        status: status.code(),
        stdout: stdout.join().expect("stdout"),
        stderr: stderr.join().expect("stderr"),
    }
}

/// Asserts that `out` is a failure with exactly one `error:` line, at `line:col`, whose
/// message contains `message`.
#[track_caller]
fn assert_error(out: &Outcome, line_col: &str, message: &str) {
    assert_eq!(
        out.status,
        Some(1),
        "expected an error exit, got {:?}; stderr:\n{}",
        out.status,
        truncate(&out.stderr)
    );
    let first = out.stderr.lines().next().unwrap_or("");
    assert!(
        first.starts_with(&format!("<stdin>:{line_col}: error: ")) && first.contains(message),
        "expected '<stdin>:{line_col}: error: …{message}…', got:\n{}",
        truncate(&out.stderr)
    );
}

#[track_caller]
fn assert_success(out: &Outcome) {
    assert_eq!(
        out.status,
        Some(0),
        "expected success; stderr:\n{}",
        truncate(&out.stderr)
    );
}

fn truncate(s: &str) -> &str {
    let mut end = s.len().min(2000);
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    &s[..end]
}

/// The message of a nesting error from the parser.
const PARSE_NESTING: &str = "nesting too deep: regions, types and attributes may nest at most";

// -----------------------------------------------------------------------------------------
// Nesting
// -----------------------------------------------------------------------------------------

/// A function whose body nests `depth` ops of one kind, one per line, from line 2 on: each
/// opening line is `open` (indented), the closing lines `close`.
fn nested_ops(depth: usize, open: &str, close: &str, result: bool) -> String {
    let mut text = String::from("func.func @main(%c: i1) {\n");
    for _ in 0..depth {
        text.push_str(open);
        text.push('\n');
    }
    for _ in 0..depth {
        text.push_str(close);
        text.push('\n');
    }
    if result {
        text.push_str("vector.print %c : i1\n");
    }
    text.push_str("return\n}\n");
    text
}

/// The nested-op forms: (name, opening line, closing line).
const NESTED_OPS: &[(&str, &str, &str)] = &[
    ("scf.execute_region", "scf.execute_region {", "scf.yield\n}"),
    ("scf.if", "scf.if %c {", "}"),
    ("async.execute", "%t = async.execute {", "async.yield\n}"),
];

/// 100,000 nested regions: the parser stops at the op whose region is one too many; the
/// function's body is level 2 (the module's is 1), so that is the op on line
/// `MAX_NESTING`, and the error points at its `{`.
#[test]
fn regions_nested_100000_deep_are_a_parse_error() {
    for (name, open, close) in NESTED_OPS {
        let text = nested_ops(100_000, open, close, false);
        let err = front_end(&text).expect_err(name);
        let col = open.find('{').expect("brace") + 1;
        assert!(
            err.starts_with(&format!(
                "limits.mlir:{MAX_NESTING}:{col}: error: {PARSE_NESTING}"
            )),
            "{name}: {err}"
        );
        assert!(
            err.contains(&format!("at most {MAX_NESTING} levels")),
            "{err}"
        );
    }
}

/// Types and attributes nested 100,000 deep: an error at the token one level too deep.
#[test]
fn types_and_attributes_nested_100000_deep_are_a_parse_error() {
    const N: usize = 100_000;
    let nested = |open: &str, inner: &str, close: &str| {
        format!("{}{inner}{}", open.repeat(N), close.repeat(N))
    };
    let cases = [
        (
            "!async.value",
            format!(
                "func.func private @f(%a: {})\n",
                nested("!async.value<", "i32", ">")
            ),
            "%a: ",
            "!async.value<".len(),
        ),
        (
            "memref of memref",
            format!(
                "func.func private @f(%a: {})\n",
                nested("memref<1x", "i32", ">")
            ),
            "%a: ",
            "memref<1x".len(),
        ),
        (
            "function type",
            format!(
                "func.func private @f(%a: {})\n",
                nested("() -> (", "i32", ")")
            ),
            "%a: ",
            "() -> (".len(),
        ),
        (
            "array",
            format!(
                "func.func private @f() attributes {{a = {}}}\n",
                nested("[", "1", "]")
            ),
            "{a = ",
            1,
        ),
        (
            "dictionary",
            format!(
                "func.func private @f() attributes {{a = {}}}\n",
                nested("{b = ", "1", "}")
            ),
            "{a = ",
            "{b = ".len(),
        ),
        (
            "dense",
            format!(
                "func.func private @f() attributes {{a = dense<{}> : tensor<{}i32>}}\n",
                nested("[", "1", "]"),
                "1x".repeat(N)
            ),
            "dense<",
            1,
        ),
        (
            "parentheses in an affine map",
            format!(
                "func.func private @f() attributes {{a = affine_map<(d0) -> ({})>}}\n",
                nested("(", "d0", ")")
            ),
            "-> (",
            1,
        ),
        (
            "call-site locations",
            format!(
                "func.func private @f() loc({})\n",
                nested("callsite(", "\"a\"", " at \"b\")")
            ),
            "loc(",
            "callsite(".len(),
        ),
    ];
    for (name, text, before, step) in cases {
        let err = match front_end(&text) {
            // Affine maps and locations are kept as the text they are (not parsed into
            // nested values), so they have no nesting to limit: kept as written.
            Ok(printed) if name.contains("affine") || name.contains("locations") => {
                assert!(printed.contains("func.func private @f"), "{name}");
                continue;
            }
            Ok(_) => panic!("{name}: accepted"),
            Err(err) => err,
        };
        assert!(err.contains("error: "), "{name}: {err}");
        assert!(
            err.contains(PARSE_NESTING) || err.contains("nest"),
            "{name}: {err}"
        );
        // The error is on line 1, within the nested part: never a crash, and located.
        let col: usize = err
            .strip_prefix("limits.mlir:1:")
            .and_then(|r| r.split(':').next())
            .and_then(|c| c.parse().ok())
            .unwrap_or_else(|| panic!("{name}: not located on line 1: {err}"));
        let start = text.find(before).expect("prefix") + before.len();
        assert!(
            col > start && col <= start + (MAX_NESTING + 1) * step + 1,
            "{name}: column {col} is not where nesting passes the limit: {err}"
        );
    }
}

/// Exactly as deep as the parser allows: the module prints, re-parses, and runs through the
/// passes that walk regions recursively (canonicalize, CSE, inlining, the async and scf
/// lowerings, the coroutine split) and code generation.
#[test]
fn regions_nested_to_the_limit_compile_and_run() {
    // The body of the function is level 2 and each op's region one more: 198 ops reach
    // level 200 (their terminators are the innermost ops, with no types of their own).
    let depth = MAX_NESTING - 2;
    for (name, open, close) in NESTED_OPS {
        let text = nested_ops(depth, open, close, true);
        let printed = front_end(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        front_end(&printed).unwrap_or_else(|e| panic!("{name}, printed: {e}"));
        let limit = Duration::from_secs(60);
        let out = corolift(
            &[
                "opt",
                "--canonicalize",
                "--cse",
                "--inline",
                "--symbol-dce",
                "--async-to-async-runtime",
                "--convert-scf-to-cf",
                "--coro-split",
            ],
            &text,
            limit,
        );
        assert_success(&out);
        let program = text.replace("func.func @main(%c: i1)", "func.func @body(%c: i1)")
            + "func.func @main() {\n%t = arith.constant true\ncall @body(%t) : (i1) -> ()\nreturn\n}\n";
        let out = corolift(
            &["run", "-", "-e", "main", "-entry-point-result=void"],
            &program,
            limit,
        );
        assert_success(&out);
        assert_eq!(out.stdout, "1\n", "{name}");
    }
}

/// Inlining a chain of calls, each inside an `scf.if` on a condition of its own and with
/// branches of their own (so that canonicalization cannot fold the nested ifs away), nests
/// one level deeper per function: the inliner refuses the call that would go past the limit.
/// `@fK(x)` is `x >= K ? @f(K+1)(x) + K : x`, so `@f0(7)` is 7 + (0 + 1 + … + 7) = 35.
#[test]
fn inlining_that_nests_past_the_limit_is_an_error() {
    let n = 1000;
    let mut text = String::new();
    for i in 0..n {
        let body = if i + 1 < n {
            format!(
                "    %r = func.call @f{}(%x) : (i64) -> i64\n    \
                 %s = arith.addi %r, %b : i64\n    scf.yield %s : i64\n",
                i + 1
            )
        } else {
            "    scf.yield %b : i64\n".to_owned()
        };
        let _ = write!(
            text,
            "func.func private @f{i}(%x: i64) -> i64 {{\n  %b = arith.constant {i} : i64\n  \
             %c = arith.cmpi sge, %x, %b : i64\n  \
             %y = scf.if %c -> i64 {{\n{body}  }} else {{\n    scf.yield %x : i64\n  }}\n  \
             return %y : i64\n}}\n"
        );
    }
    text.push_str(
        "func.func @main() -> i64 {\n  %c = arith.constant 7 : i64\n  \
         %r = func.call @f0(%c) : (i64) -> i64\n  return %r : i64\n}\n",
    );
    let out = corolift(&["opt", "-", "--inline"], &text, Duration::from_secs(60));
    assert_eq!(out.status, Some(1), "{}", truncate(&out.stderr));
    assert!(
        out.stderr
            .contains(&format!("more than the nesting limit of {MAX_NESTING}")),
        "{}",
        truncate(&out.stderr)
    );
    // Without inlining, the chain runs (8 calls deep at run time).
    let out = corolift(
        &["run", "-", "-e", "main", "-entry-point-result=i64"],
        &text,
        Duration::from_secs(60),
    );
    assert_success(&out);
    assert_eq!(out.stdout, "35\n");
}

// -----------------------------------------------------------------------------------------
// Size
// -----------------------------------------------------------------------------------------

/// `%vI = arith.addi %v(I-1), %v(I-1)` for I in 1..=n after `%v0 = 1`: %vn is 2^n mod 2^64.
fn addi_chain(n: usize) -> String {
    let mut text = String::with_capacity(n * 48);
    text.push_str("func.func @main() -> i64 {\n%v0 = arith.constant 1 : i64\n");
    for i in 1..=n {
        let _ = writeln!(text, "%v{i} = arith.addi %v{}, %v{} : i64", i - 1, i - 1);
    }
    let _ = writeln!(text, "return %v{n} : i64\n}}");
    text
}

/// A block of a million ops, each using the one before, through `corolift opt` (parse,
/// verify, print); a tenth of it through `corolift run` (code generation of the million
/// takes 8 s and 1.1 GB in a release build, too long for a debug test run).
#[test]
fn a_block_of_a_million_ops() {
    let text = addi_chain(1_000_000);
    let out = corolift(&["opt", "-"], &text, Duration::from_secs(60));
    assert_success(&out);
    assert_eq!(out.stdout.matches("arith.addi").count(), 1_000_000);
    // 2^100000 mod 2^64 = 0.
    let out = corolift(
        &["run", "-", "-e", "main", "-entry-point-result=i64"],
        &addi_chain(100_000),
        Duration::from_secs(60),
    );
    assert_success(&out);
    assert_eq!(out.stdout, "0\n");
}

/// `text` after `corolift opt --canonicalize`, which must succeed within two minutes.
fn canonicalized(text: &str) -> String {
    let out = corolift(
        &["opt", "-", "--canonicalize"],
        text,
        Duration::from_secs(120),
    );
    assert_success(&out);
    out.stdout
}

/// One constant used by a million ops whose results nothing uses: canonicalization erases them
/// all, each leaving the constant's use list (searching that list made this quadratic).
#[test]
fn a_value_with_a_million_uses() {
    const N: usize = 1_000_000;
    let mut text = String::with_capacity(N * 40);
    text.push_str("func.func @main(%a: i64) -> i64 {\n%c = arith.constant 7 : i64\n");
    for i in 0..N {
        let _ = writeln!(text, "%x{i} = arith.addi %a, %c : i64");
    }
    text.push_str("return %a : i64\n}\n");
    let printed = canonicalized(&text);
    assert!(!printed.contains("arith."), "{}", truncate(&printed));
}

/// A function of 100,000 blocks: a chain of `cf.br`s that canonicalization merges into one
/// block, one block at a time, and as many unreachable blocks, erased together.
#[test]
fn a_function_of_200000_blocks() {
    const N: usize = 100_000;
    let mut text = String::with_capacity(N * 40);
    text.push_str("func.func @main(%a: i64) -> i64 {\n  cf.br ^live0\n");
    for i in 0..N {
        let _ = writeln!(text, "^live{i}:\n  cf.br ^live{}", i + 1);
    }
    let _ = writeln!(text, "^live{N}:\n  return %a : i64");
    for i in 0..N {
        let _ = writeln!(text, "^dead{i}:\n  cf.br ^dead{}", (i + 1) % N);
    }
    text.push_str("}\n");
    let printed = canonicalized(&text);
    assert!(!printed.contains("^bb"), "{}", truncate(&printed));
    assert_eq!(printed.matches("return %arg0 : i64").count(), 1);
}

/// `%m = memref<1x…x1xi64>` of rank `rank` filled with 42 by `linalg.fill` (line 4), and
/// element 0 loaded and returned.
fn fill_of_rank(rank: usize) -> String {
    let ty = format!("memref<{}xi64>", vec!["1"; rank].join("x"));
    let zeros = vec!["%c0"; rank].join(", ");
    format!(
        "func.func @main() -> i64 {{\n  %m = memref.alloc() : {ty}\n  %v = arith.constant 42 : i64\n  \
         linalg.fill ins(%v : i64) outs(%m : {ty})\n  %c0 = arith.constant 0 : index\n  \
         %r = memref.load %m[{zeros}] : {ty}\n  memref.dealloc %m : {ty}\n  return %r : i64\n}}\n"
    )
}

/// Code generation emits `linalg.fill` as a loop per dimension: up to the nesting limit it
/// runs, past it (rank 100,000 did not finish) it is a located error.
#[test]
fn linalg_fill_of_rank_past_the_nesting_limit() {
    let run = ["run", "-", "-e", "main", "-entry-point-result=i64"];
    let out = corolift(&run, &fill_of_rank(MAX_NESTING), Duration::from_secs(60));
    assert_success(&out);
    assert_eq!(out.stdout, "42\n");
    let out = corolift(&run, &fill_of_rank(100_000), Duration::from_secs(60));
    assert_error(
        &out,
        "4:3",
        "nested loops, more than the nesting limit of 200",
    );
}

/// A chain of 100,000 functions, each calling the next: inlined, dead functions removed.
#[test]
fn a_call_chain_of_100000_functions() {
    const N: usize = 100_000;
    let mut text = String::new();
    for i in 0..N {
        if i + 1 < N {
            let _ = writeln!(
                text,
                "func.func private @f{i}(%x: i64) -> i64 {{\n  %r = func.call @f{}(%x) : (i64) -> i64\n  return %r : i64\n}}",
                i + 1
            );
        } else {
            let _ = writeln!(
                text,
                "func.func private @f{i}(%x: i64) -> i64 {{\n  return %x : i64\n}}"
            );
        }
    }
    text.push_str(
        "func.func @main() -> i64 {\n  %c = arith.constant 7 : i64\n  \
         %r = func.call @f0(%c) : (i64) -> i64\n  return %r : i64\n}\n",
    );
    let out = corolift(&["opt", "-", "--inline"], &text, Duration::from_secs(60));
    assert_success(&out);
    assert_eq!(
        out.stdout.matches("func.func").count(),
        1,
        "{}",
        truncate(&out.stdout)
    );
}

// -----------------------------------------------------------------------------------------
// Long lines, names and literals
// -----------------------------------------------------------------------------------------

/// A 10 MB line: a module of 400,000 ops on one line, and an error at its end.
#[test]
fn a_10_mb_line() {
    let mut line = String::from("func.func @main() -> i64 { %c = arith.constant 1 : i64 ");
    for i in 0..400_000 {
        let _ = write!(line, "%a{i} = arith.addi %c, %c : i64 ");
    }
    assert!(line.len() > 10_000_000);
    let ok = format!("{line}return %c : i64 }}\n");
    front_end(&ok).expect("parses");
    // Non-ASCII text elsewhere makes columns count characters: still linear.
    let ok = format!("// é\n{line}return %c : i64 }}\n");
    front_end(&ok).expect("parses");
    let bad = format!("{line}return %c : i32 }}\n");
    let out = corolift(&["opt", "-"], &bad, Duration::from_secs(60));
    assert_eq!(out.status, Some(1));
    // Located at the end of the line, which is quoted whole as mlir-opt-22 quotes it.
    let first = out.stderr.lines().next().unwrap_or("");
    assert!(
        first.starts_with(&format!(
            "<stdin>:1:{}: error: use of value",
            line.len() + 8
        )),
        "{}",
        truncate(&out.stderr)
    );
}

/// 1 MB SSA and symbol names.
#[test]
fn names_of_a_million_characters() {
    let long = "x".repeat(1_000_000);
    let text = format!(
        "func.func private @{long}(%a: i64) -> i64 {{\n  %{long} = arith.addi %a, %a : i64\n  \
         return %{long} : i64\n}}\nfunc.func @main() -> i64 {{\n  %c = arith.constant 21 : i64\n  \
         %r = func.call @{long}(%c) : (i64) -> i64\n  return %r : i64\n}}\n"
    );
    let printed = front_end(&text).expect("parses");
    assert!(printed.contains(&format!("@{long}(")));
    let out = corolift(
        &["run", "-", "-e", "main", "-entry-point-result=i64"],
        &text,
        Duration::from_secs(60),
    );
    assert_success(&out);
    assert_eq!(out.stdout, "42\n");
    // An undefined one is reported with its name, once.
    let bad = format!("func.func @main() -> i64 {{\n  return %{long} : i64\n}}\n");
    let out = corolift(&["opt", "-"], &bad, Duration::from_secs(60));
    assert_error(&out, "2:10", "use of undeclared SSA value name");
}

/// Integer and float literals of 100,000 digits.
#[test]
fn literals_of_100000_digits() {
    let nines = "9".repeat(100_000);
    let constant = |lit: &str, ty: &str| {
        format!("func.func @main() {{\n  %c = arith.constant {lit} : {ty}\n  return\n}}\n")
    };
    let limit = Duration::from_secs(30);
    for ty in ["i64", "i128", "index", "i1024"] {
        let out = corolift(&["opt", "-"], &constant(&nines, ty), limit);
        assert_error(&out, "2:23", "integer constant out of range for attribute");
    }
    let hex = format!("0x{}", "F".repeat(100_000));
    let out = corolift(&["opt", "-"], &constant(&hex, "i64"), limit);
    assert_error(&out, "2:23", "integer constant out of range for attribute");
    // Wider than 128 bits but within i1024: MLIR would keep it, corolift cannot.
    let out = corolift(&["opt", "-"], &constant(&"9".repeat(200), "i1024"), limit);
    assert_error(&out, "2:23", "128 bits");
    // Floats: out of range is infinity in MLIR too; digits beyond a double's are rounded.
    let out = corolift(
        &["opt", "-"],
        &constant(&format!("{nines}.5"), "f64"),
        limit,
    );
    assert_success(&out);
    assert!(out.stdout.contains("0x7FF0000000000000"), "{}", out.stdout);
    let out = corolift(&["opt", "-"], &constant(&nines, "f64"), limit);
    assert_error(
        &out,
        "2:23",
        "unexpected decimal integer literal for a floating point value",
    );
}
