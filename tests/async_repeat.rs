//! Repetition test for the async run tests: every `tests/run/coro-*.mlir` and
//! `tests/run/async-*.mlir` is run by the built `corolift run` 20 times with
//! `COROLIFT_NUM_THREADS=2` and 20 times with `COROLIFT_NUM_THREADS=0`, always with
//! `COROLIFT_CHECK_LEAKS=1`, half of the runs at `-O0` (where `coro-split` makes ramps
//! without fast paths) and half at the default `-O2`.
//!
//! Every run must exit with status 0 (a leaked token, value or group makes the runtime exit
//! with status 3; an over-release aborts), within a timeout (the process is killed on expiry,
//! the test never hangs), and print the same standard output as every other run of the same
//! file once pointer addresses (`0x…`) and `thread id: N` are masked. A scheduling-dependent
//! result or a race in the coroutine frames shows up as a differing run.
//!
//! The file tests (`cargo test --test lit`) check what the output is; this test checks that it
//! is always the same, on both thread counts.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// One run's thread setting and optimisation level, and its masked stdout (or a failure
/// description).
type Outcome<'a> = ((&'a str, &'a str), Result<String, String>);

/// Runs per file and thread count.
const REPEATS: usize = 20;
/// Worker thread counts of the runtime to test.
const THREAD_COUNTS: [&str; 2] = ["2", "0"];
/// Optimisation levels, taken in turn by the repetitions.
const OPT_LEVELS: [&str; 2] = ["-O0", "-O2"];
/// Time limit of one run.
const TIMEOUT: Duration = Duration::from_secs(30);
/// Processes run at the same time (the machine may be small).
const PARALLEL: usize = 2;

/// The programs under test, sorted.
fn programs() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/run");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            (name.starts_with("coro-") || name.starts_with("async-")) && name.ends_with(".mlir")
        })
        .collect();
    files.sort();
    files
}

/// Replaces every `0x<hex digits>` by `0x…` and every `thread id: <digits>` by `thread id: N`.
fn mask(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    let mut copied = 0;
    while i < b.len() {
        if b[i..].starts_with(b"0x") && b.get(i + 2).is_some_and(u8::is_ascii_hexdigit) {
            let mut j = i + 2;
            while b.get(j).is_some_and(u8::is_ascii_hexdigit) {
                j += 1;
            }
            out.push_str(&text[copied..i]);
            out.push_str("0x…");
            i = j;
            copied = j;
        } else if b[i..].starts_with(b"thread id: ")
            && b.get(i + 11).is_some_and(u8::is_ascii_digit)
        {
            let mut j = i + 11;
            while b.get(j).is_some_and(u8::is_ascii_digit) {
                j += 1;
            }
            out.push_str(&text[copied..i]);
            out.push_str("thread id: N");
            i = j;
            copied = j;
        } else {
            i += 1;
        }
    }
    out.push_str(&text[copied..]);
    out
}

/// The result of one run: masked stdout, or a description of what went wrong.
fn run_once(file: &Path, threads: &str, opt_level: &str) -> Result<String, String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_corolift"))
        .arg("run")
        .arg(opt_level)
        .arg(file)
        .env("COROLIFT_NUM_THREADS", threads)
        .env("COROLIFT_CHECK_LEAKS", "1")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start corolift: {e}"))?;
    // Drain both pipes on their own threads so that a chatty program cannot block on a full
    // pipe while we wait for it.
    let mut out_pipe = child.stdout.take().expect("piped stdout");
    let mut err_pipe = child.stderr.take().expect("piped stderr");
    let out_reader = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = out_pipe.read_to_end(&mut v);
        v
    });
    let err_reader = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = err_pipe.read_to_end(&mut v);
        v
    });
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if start.elapsed() > TIMEOUT => {
                let _ = child.kill();
                let _ = child.wait();
                let _ = out_reader.join();
                let _ = err_reader.join();
                return Err(format!("timed out after {} s (killed)", TIMEOUT.as_secs()));
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(2)),
            Err(e) => return Err(format!("wait failed: {e}")),
        }
    };
    let stdout = String::from_utf8_lossy(&out_reader.join().unwrap_or_default()).into_owned();
    let stderr = String::from_utf8_lossy(&err_reader.join().unwrap_or_default()).into_owned();
    if !status.success() {
        return Err(format!(
            "exit status {status}\n--- stdout ---\n{stdout}--- stderr ---\n{stderr}"
        ));
    }
    Ok(mask(&stdout))
}

#[test]
fn mask_addresses_and_thread_ids() {
    assert_eq!(
        mask("base@ = 0x55d0a1 rank\nthread id: 17\n0x zero 0xg"),
        "base@ = 0x… rank\nthread id: N\n0x zero 0xg"
    );
}

#[test]
fn async_programs_are_deterministic_and_leak_free() {
    let files = programs();
    assert!(
        files
            .iter()
            .filter(|f| f.to_string_lossy().contains("/coro-"))
            .count()
            >= 9,
        "expected the coro-*.mlir run tests under tests/run, found {files:?}"
    );
    // One job per (file, thread count, repetition); workers take jobs from a shared list.
    let jobs: Vec<(usize, &str, &str)> = (0..files.len())
        .flat_map(|f| {
            THREAD_COUNTS.iter().flat_map(move |t| {
                (0..REPEATS).map(move |r| (f, *t, OPT_LEVELS[r % OPT_LEVELS.len()]))
            })
        })
        .collect();
    let next = Mutex::new(0usize);
    // results[file] = list of (threads, outcome)
    let results: Mutex<Vec<Vec<Outcome>>> = Mutex::new(vec![Vec::new(); files.len()]);
    std::thread::scope(|s| {
        for _ in 0..PARALLEL {
            s.spawn(|| {
                loop {
                    let job = {
                        let mut n = next.lock().unwrap();
                        let j = jobs.get(*n).copied();
                        *n += 1;
                        j
                    };
                    let Some((f, threads, opt)) = job else { break };
                    let outcome = run_once(&files[f], threads, opt);
                    results.lock().unwrap()[f].push(((threads, opt), outcome));
                }
            });
        }
    });
    let results = results.into_inner().unwrap();
    let mut failures = Vec::new();
    for (file, runs) in files.iter().zip(&results) {
        let name = file.file_name().unwrap().to_string_lossy();
        let mut reference: Option<((&str, &str), &str)> = None;
        for ((threads, opt), outcome) in runs {
            match outcome {
                Err(e) => {
                    failures.push(format!(
                        "{name} ({opt}, COROLIFT_NUM_THREADS={threads}): {e}"
                    ));
                    break;
                }
                Ok(out) => match reference {
                    None => reference = Some(((*threads, *opt), out.as_str())),
                    Some(((t0, o0), first)) if first != out.as_str() => {
                        failures.push(format!(
                            "{name}: output differs between runs\n--- a run at {o0} with \
                             COROLIFT_NUM_THREADS={t0} ---\n{first}--- a run at {opt} with \
                             COROLIFT_NUM_THREADS={threads} ---\n{out}"
                        ));
                        break;
                    }
                    Some(_) => {}
                },
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} programs failed:\n\n{}",
        failures.len(),
        files.len(),
        failures.join("\n\n")
    );
}
