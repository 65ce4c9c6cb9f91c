//! The `corolift` command line: one file per subcommand.
//!
//! * `corolift opt …` — [`opt`]: mlir-opt's driver (parse, verify, pass pipeline, print).
//! * `corolift run …` — [`run`]: mlir-runner's job (lower what is left, JIT, run the entry).
//! * `corolift compile …` — [`compile`]: ahead of time to an object file or an executable.
//! * `corolift compare …` — [`compare`]: the same program through corolift and the LLVM lowering.
//!
//! Shared pieces: [`args`] (mlir-opt-style flag spelling), [`split`] (`--split-input-file`),
//! [`hooks`] (the seams to the verifier and `-verify-diagnostics`), and the input/output
//! helpers below, whose error texts are mlir-opt's.

pub mod args;
pub mod compare;
pub mod compile;
pub mod hooks;
pub mod huge_pages;
pub mod opt;
pub mod run;
pub mod split;

use std::io::{Read as _, Write as _};
use std::sync::Arc;

/// Entry point of the `corolift` binary; returns the process exit code.
///
/// The command runs on a thread of its own whose stack is [`crate::limits::THREAD_STACK`]
/// bytes, as every other thread corolift compiles on: the nesting limit is sized for that
/// stack, and the main thread's stack is whatever `ulimit -s` says.
pub fn main() -> i32 {
    let args: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    crate::limits::on_compiler_stack(|| run(&args))
}

/// Dispatches `args` (without the program name) to a subcommand.
pub fn run(args: &[String]) -> i32 {
    let rest = args.get(1..).unwrap_or(&[]);
    match args.first().map(String::as_str) {
        Some("opt") => opt::main(rest),
        Some("run") => run::main(rest),
        Some("compile") => compile::main(rest),
        Some("compare") => compare::main(rest),
        Some("help" | "--help" | "-help" | "-h") => {
            print!("{}", usage());
            0
        }
        Some("--version" | "-version") => {
            println!("corolift {}", env!("CARGO_PKG_VERSION"));
            0
        }
        Some(other) => {
            eprintln!("corolift: unknown subcommand '{other}'\n{}", usage());
            1
        }
        None => {
            eprint!("{}", usage());
            1
        }
    }
}

fn usage() -> String {
    "USAGE: corolift <command> [options]\n\n\
     Commands:\n  \
     opt      Parse, verify, transform and print MLIR (mlir-opt compatible); see `corolift opt --help`\n  \
     run      Lower, JIT-compile and run an MLIR program (mlir-runner compatible); see `corolift run --help`\n  \
     compile  Compile an MLIR program ahead of time to an object file or executable; see `corolift compile --help`\n  \
     compare  Run a program through corolift and mlir-opt | mlir-runner, compare output and cost; see `corolift compare --help`\n"
        .to_owned()
}

/// Reads `path` (`-` for stdin). Returns the name used in diagnostics (`<stdin>` for stdin, as
/// mlir-opt) and the text; the error is mlir-opt's message.
pub fn read_input(path: &str) -> Result<(Arc<str>, String), String> {
    let mut bytes = Vec::new();
    let (name, result) = if path == "-" {
        (
            "<stdin>",
            std::io::stdin().read_to_end(&mut bytes).map(|_| ()),
        )
    } else {
        (
            path,
            std::fs::File::open(path).and_then(|mut f| f.read_to_end(&mut bytes).map(|_| ())),
        )
    };
    result.map_err(|e| format!("cannot open input file '{path}': {}", io_message(&e)))?;
    let text = match String::from_utf8(bytes) {
        Ok(t) => t,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    };
    Ok((Arc::from(name), text))
}

/// Prints a command-line error of `tool` (`tool: line` for each line) and returns `code`, the
/// exit status the subcommand uses for usage errors.
pub(crate) fn usage_error(tool: &str, msg: &str, code: i32) -> i32 {
    for l in msg.lines() {
        eprintln!("{tool}: {l}");
    }
    code
}

/// A program read by `run` and `compile`: the name diagnostics use, its text, and a source
/// map that renders diagnostics against it.
pub(crate) struct Source {
    /// `<stdin>` or the path.
    pub(crate) file: Arc<str>,
    /// The whole input.
    pub(crate) text: String,
    sm: crate::diag::SourceMap,
}

impl Source {
    /// Reads `path` ([`read_input`]); on failure prints mlir-opt's message and returns 1.
    pub(crate) fn load(path: &str) -> Result<Source, i32> {
        let (file, text) = read_input(path).map_err(|msg| {
            eprintln!("{msg}");
            1
        })?;
        huge_pages::allow_for_input(&text);
        let mut sm = crate::diag::SourceMap::new();
        sm.add(&file, &Arc::from(text.as_str()));
        Ok(Source { file, text, sm })
    }

    /// Prints `diags` in mlir-opt's style and returns the exit status 1.
    pub(crate) fn report(&self, diags: &[crate::diag::Diagnostic]) -> i32 {
        for d in diags {
            eprint!("{}", self.sm.render(d));
        }
        1
    }
}

/// Writes `text` to `path` (`-` for stdout); the error is mlir-opt's message.
pub fn write_output(path: &str, text: &str) -> Result<(), String> {
    if path == "-" {
        let mut out = std::io::stdout().lock();
        // A closed pipe (`| head`) is not an error worth reporting.
        let _ = out.write_all(text.as_bytes()).and_then(|_| out.flush());
        return Ok(());
    }
    std::fs::write(path, text)
        .map_err(|e| format!("cannot open output file '{path}': {}", io_message(&e)))
}

/// The OS error text without Rust's ` (os error N)` suffix, as strerror prints it.
fn io_message(e: &std::io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(i) => s[..i].to_owned(),
        None => s,
    }
}
