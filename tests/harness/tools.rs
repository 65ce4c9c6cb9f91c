//! Tool mode: the harness executable standing in for LLVM's `FileCheck`, `not` and `count`.
//!
//! Selected by `COROLIFT_LIT_TOOL=<tool>`; the arguments are the tool's own (no binary name
//! handling by libtest-mimic happens in this mode). Exit codes follow LLVM: 0 success, 1 the
//! check failed, 2 a usage error.

use std::io::Read;
use std::process::{Command, ExitCode};

use super::TOOL_ENV;

pub fn main(tool: &str) -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match tool {
        "filecheck" => super::filecheck::main(&args),
        "not" => not(&args),
        "count" => count(&args),
        other => {
            eprintln!("{TOOL_ENV}={other}: unknown tool (expected filecheck, not or count)");
            ExitCode::from(2)
        }
    }
}

/// `not [--crash] CMD ARGS...`: succeeds iff CMD exits non-zero (with `--crash`: iff CMD is
/// killed by a signal). A plain `not` treats a crash as failure, as LLVM's does, so a test
/// expecting an error diagnostic cannot pass on a segfault.
fn not(args: &[String]) -> ExitCode {
    let (expect_crash, rest) = match args.split_first() {
        Some((flag, rest)) if flag == "--crash" => (true, rest),
        _ => (false, args),
    };
    let Some((program, program_args)) = rest.split_first() else {
        eprintln!("not: no command given");
        return ExitCode::from(2);
    };
    let status = Command::new(program)
        .args(program_args)
        .env_remove(TOOL_ENV)
        .status();
    let status = match status {
        Ok(status) => status,
        Err(e) => {
            eprintln!("not: cannot run {program:?}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let crashed = status.code().is_none();
    let ok = if expect_crash {
        crashed
    } else {
        if crashed {
            eprintln!("not: {program:?} crashed ({status}); use `not --crash` if that is expected");
        }
        !crashed && !status.success()
    };
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// `count N`: succeeds iff standard input has exactly N lines (a last line without a newline
/// counts), like LLVM's `count`.
fn count(args: &[String]) -> ExitCode {
    let [n] = args else {
        eprintln!("usage: count N");
        return ExitCode::from(2);
    };
    let Ok(expected) = n.parse::<usize>() else {
        eprintln!("count: {n:?} is not a number");
        return ExitCode::from(2);
    };
    let mut input = Vec::new();
    if let Err(e) = std::io::stdin().read_to_end(&mut input) {
        eprintln!("count: cannot read standard input: {e}");
        return ExitCode::from(2);
    }
    let mut lines = input.iter().filter(|&&b| b == b'\n').count();
    if input.last().is_some_and(|&b| b != b'\n') {
        lines += 1;
    }
    if lines == expected {
        ExitCode::SUCCESS
    } else {
        eprintln!("Expected {expected} lines, got {lines}.");
        ExitCode::FAILURE
    }
}
