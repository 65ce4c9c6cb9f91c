//! `corolift run`: mlir-runner's job — parse, lower what is left, JIT-compile with Cranelift and
//! call the entry function on the corolift runtime.
//!
//! ```text
//! corolift run [FILE|-] [-e main] [-entry-point-result=void|i32|i64|f32] [-O0..-O3]
//!              [--shared-libs=A,B,...] [--target=TRIPLE] [--emit=mlir|clif] [--verbose]
//!              [--exit-with-result] [--<pass>[=<options>]... | --pass-pipeline=PIPELINE]
//! ```
//!
//! Pass options, spelled as for `corolift opt` / mlir-opt (`--async-parallel-for`,
//! `--async-parallel-for="async-dispatch=false num-workers=4"`, several in order, or
//! `--pass-pipeline='builtin.module(…)'`), run first, before anything else. The input may be
//! at any stage of the async lowering; [`crate::driver::lowering`] then decides which passes
//! still have to run. Stdout carries what the program prints and, for an
//! `i32`/`i64`/`f32` entry, the result line mlir-runner prints; the exit code is 0, as
//! mlir-runner's, and 1 on any error. `--exit-with-result` makes it the integer result instead
//! (truncated as by `exit()`; 0 for `void`/`f32`), as a `corolift compile` executable does.
//! `--shared-libs` (comma-separated, repeatable) names libraries whose symbols external
//! functions resolve to, as with mlir-runner; MLIR's runner utilities and async runtime are
//! built in and are not loaded (see [`crate::driver::jit`]).

use std::time::Instant;

use super::args::{
    Args, FlagTable, Kind, PassArgs, TableArg, flag_help, next_table_arg_or_pass, pass_help,
    too_many_positionals,
};
use super::{Source, hooks, usage_error};
use crate::diag::Diagnostic;
use crate::driver::{CodegenOptions, EntryResult, JitOptions};
use crate::passes::OpPassManager;
use crate::passes::manager::{PassFilter, PrintIr};
use crate::print::{PrintOptions, print_op};

const TOOL: &str = "corolift run";

/// The flags of `corolift run`: name, value kind, help text.
const FLAGS: &FlagTable = &[
    ("e", Kind::Value, "The function to run (default `main`)"),
    (
        "entry-point-result",
        Kind::Value,
        "Textual description of the function type of the entry point: void (default), i32, i64, f32",
    ),
    ("O0", Kind::Flag, "No Cranelift optimisation"),
    ("O1", Kind::Flag, "Cranelift `speed` (as -O2)"),
    ("O2", Kind::Flag, "Cranelift `speed` (the default)"),
    ("O3", Kind::Flag, "Cranelift `speed` (as -O2)"),
    (
        "shared-libs",
        Kind::Value,
        "Libraries to load (comma-separated, repeatable); external functions resolve against them and the process. MLIR's runner utils, c runner utils and async runtime are built in and skipped",
    ),
    (
        "enable-matrix",
        Kind::Flag,
        "Accepted for mlir-runner compatibility: `llvm.intr.matrix.*` are always compiled",
    ),
    (
        "matrix-allow-contract",
        Kind::Flag,
        "Accepted for mlir-runner compatibility (matrix products multiply, then add)",
    ),
    (
        "matrix-default-layout",
        Kind::Value,
        "How `llvm.intr.matrix.*` lay matrices out in their flat vectors: column-major (default) or row-major",
    ),
    (
        "exit-with-result",
        Kind::Flag,
        "Exit with the entry's i32/i64 result (truncated to the exit status) instead of 0, as a `corolift compile` executable does",
    ),
    (
        "target",
        Kind::Value,
        "Target triple (default: the host); the JIT runs host code only",
    ),
    (
        "emit",
        Kind::Value,
        "Print instead of running: `mlir` (the IR handed to code generation) or `clif` (Cranelift IR)",
    ),
    (
        "pass-pipeline",
        Kind::Value,
        "Passes to run first, as mlir-opt's textual pipeline, e.g. 'builtin.module(async-parallel-for{num-workers=4})' (or name passes as --<pass>[=<options>] flags, listed below)",
    ),
    (
        "mlir-print-ir-after-all",
        Kind::Flag,
        "Print IR after each lowering pass (on stderr)",
    ),
    (
        "mlir-print-ir-before-all",
        Kind::Flag,
        "Print IR before each lowering pass (on stderr)",
    ),
    (
        "verify-each",
        Kind::Flag,
        "Run the verifier after each lowering pass (the input is always verified after parsing)",
    ),
    (
        "coro-frame-report",
        Kind::Flag,
        "Print each coroutine's suspension points, stored values and frame size (on stderr)",
    ),
    (
        "verbose",
        Kind::Flag,
        "Print a summary line with the time of each stage (on stderr)",
    ),
    (
        "march",
        Kind::Value,
        "Architecture to generate code for (accepted for mlir-runner compatibility and ignored: the JIT compiles for the host)",
    ),
    (
        "mattr",
        Kind::Value,
        "Target specific attributes (accepted for mlir-runner compatibility and ignored: the JIT uses the host's features)",
    ),
    ("help", Kind::Flag, "Display available options"),
    ("h", Kind::Flag, "Alias for --help"),
];

/// What `--emit` asks for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Emit {
    Mlir,
    Clif,
}

/// Parsed `corolift run` options.
struct Options {
    input: String,
    jit: JitOptions,
    emit: Option<Emit>,
    print_after_all: bool,
    print_before_all: bool,
    verify_each: bool,
    frame_report: bool,
    verbose: bool,
    exit_with_result: bool,
    /// Passes to run before the lowering (`--pass-pipeline`, `--<pass>` flags).
    passes: PassArgs,
    help: bool,
}

fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        input: "-".to_owned(),
        jit: JitOptions {
            print_result: true,
            ..JitOptions::default()
        },
        emit: None,
        print_after_all: false,
        print_before_all: false,
        verify_each: false,
        frame_report: false,
        verbose: false,
        exit_with_result: false,
        passes: PassArgs::default(),
        help: false,
    };
    let mut saw_input = false;
    let mut a = Args::new(args);
    while let Some(arg) = next_table_arg_or_pass(&mut a, TOOL, FLAGS, Some(&mut o.passes))? {
        let (name, dash, text) = match arg {
            TableArg::Positional(p) => {
                if saw_input {
                    return Err(too_many_positionals(TOOL));
                }
                saw_input = true;
                o.input = p;
                continue;
            }
            TableArg::Opt { name, dash, value } => (name, dash, value),
        };
        match name.as_str() {
            "e" => o.jit.entry = text,
            "entry-point-result" => {
                o.jit.result = EntryResult::parse(&text).ok_or_else(|| {
                    format!(
                        "for the {dash}{name} option: Cannot find option named '{text}'! (expected void, i32, i64 or f32)"
                    )
                })?;
            }
            "O0" => o.jit.codegen.opt_level = 0,
            "O1" => o.jit.codegen.opt_level = 1,
            "O2" => o.jit.codegen.opt_level = 2,
            "O3" => o.jit.codegen.opt_level = 3,
            "shared-libs" => o
                .jit
                .shared_libs
                .extend(text.split(',').filter(|l| !l.is_empty()).map(str::to_owned)),
            "exit-with-result" => o.exit_with_result = true,
            "matrix-default-layout" => {
                o.jit.codegen.matrix_row_major = matrix_row_major(&text, dash, &name)?;
            }
            "target" => o.jit.codegen.target = Some(text),
            "pass-pipeline" => o.passes.pipeline = Some(text),
            "emit" => {
                o.emit = Some(match text.as_str() {
                    "mlir" => Emit::Mlir,
                    "clif" => Emit::Clif,
                    _ => {
                        return Err(format!(
                            "for the {dash}{name} option: Cannot find option named '{text}'! (expected mlir or clif)"
                        ));
                    }
                });
            }
            "mlir-print-ir-after-all" => o.print_after_all = true,
            "mlir-print-ir-before-all" => o.print_before_all = true,
            "verify-each" => o.verify_each = true,
            "coro-frame-report" => o.frame_report = true,
            "verbose" => o.verbose = true,
            // LLVM code generation options of mlir-runner, harmless here (see FLAGS).
            "march" | "mattr" | "enable-matrix" | "matrix-allow-contract" => {}
            _ => o.help = true,
        }
    }
    Ok(o)
}

/// `-matrix-default-layout`'s value as LLVM's enum option reads it: whether it is row-major.
fn matrix_row_major(value: &str, dash: &str, name: &str) -> Result<bool, String> {
    match value {
        "column-major" => Ok(false),
        "row-major" => Ok(true),
        _ => Err(format!(
            "for the {dash}{name} option: Cannot find option named '{value}'! (expected column-major or row-major)"
        )),
    }
}

/// The `--help` text.
pub fn help_text() -> String {
    let mut s = String::new();
    s.push_str("OVERVIEW: corolift run - JIT-run an MLIR program on the corolift runtime (mlir-runner compatible)\n\n");
    s.push_str("USAGE: corolift run [options] [<input file> | -]\n\n");
    s.push_str(
        "The input may use high-level async ops or be lowered already; the missing passes run\n\
         first. Stdout: the program's output, then the entry's result for non-void entries.\n\
         Exit code: 0 (as mlir-runner), 1 on error; with --exit-with-result, the integer\n\
         result of an i32/i64 entry. Passes named as --<pass>[=<options>] (in order) or with\n\
         --pass-pipeline run first, as in `corolift opt`; e.g. `corolift run prog.mlir\n\
         --async-parallel-for` runs scf.parallel loops on the async runtime's workers.\n\
         Environment: COROLIFT_NUM_THREADS (runtime workers), COROLIFT_CHECK_LEAKS=1.\n\n",
    );
    s.push_str("OPTIONS:\n");
    s.push_str(&flag_help(FLAGS));
    s.push_str(&pass_help(crate::passes::PassRegistry::global()));
    s
}

/// Runs `corolift run` with `args` (after the subcommand); returns the exit code.
pub fn main(args: &[String]) -> i32 {
    let o = match parse_args(args) {
        Ok(o) => o,
        Err(msg) => return usage_error(TOOL, &msg, 1),
    };
    if o.help {
        print!("{}", help_text());
        return 0;
    }
    // The pass options are checked before the input is read, as mlir-opt does.
    let mut user_passes = match o.passes.build(crate::passes::PassRegistry::global()) {
        Ok(pm) => pm,
        Err(text) => {
            eprint!("{text}");
            return 1;
        }
    };
    let source = match Source::load(&o.input) {
        Ok(s) => s,
        Err(code) => return code,
    };
    let file = &source.file;
    let report = |diags: &[Diagnostic]| source.report(diags);

    let (mut module, front_times) = match front_end(&o, &source, &mut user_passes) {
        Ok(done) => done,
        Err(code) => return code,
    };
    if o.frame_report {
        eprint!(
            "{}",
            crate::passes::coro_split::frame_report(&module.ir, module.top)
        );
    }

    match o.emit {
        Some(Emit::Mlir) => {
            print!(
                "{}",
                print_op(&module.ir, module.top, PrintOptions::default())
            );
            return 0;
        }
        Some(Emit::Clif) => {
            let codegen = CodegenOptions {
                opt_level: o.jit.codegen.opt_level,
                ..o.jit.codegen.clone()
            };
            return match crate::driver::emit_clif(&mut module, &codegen) {
                Ok(s) => {
                    print!("{s}");
                    0
                }
                Err(d) => report(&[d]),
            };
        }
        None => {}
    }

    let outcome = crate::driver::jit_run_prepared(&module, &o.jit);
    // The process ends right after: freeing the IR piece by piece would only cost time.
    std::mem::forget(module);
    match outcome {
        Ok(done) => {
            // The result line was printed by the JIT driver (`print_result`).
            if o.verbose {
                eprintln!(
                    "{TOOL}: {file}: {front_times}, compile {:.1} ms, run {:.1} ms",
                    ms(done.compile_time),
                    ms(done.run_time),
                );
            }
            if o.exit_with_result {
                done.result.exit_code()
            } else {
                0
            }
        }
        Err(d) => report(&[d]),
    }
}

/// How long the front end (everything before code generation) took, for `--verbose`.
enum FrontTimes {
    /// Parse, verify and lowering one after the other.
    Phases {
        parse: std::time::Duration,
        verify: std::time::Duration,
        lower: std::time::Duration,
    },
    /// All three per slice of a large file ([`crate::driver::prepare_in_slices`]).
    Sliced(std::time::Duration),
}

impl std::fmt::Display for FrontTimes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FrontTimes::Phases {
                parse,
                verify,
                lower,
            } => write!(
                f,
                "parse {:.1} ms, verify {:.1} ms, lowering {:.1} ms",
                ms(*parse),
                ms(*verify),
                ms(*lower)
            ),
            FrontTimes::Sliced(all) => {
                write!(f, "parse, verify and lowering in slices {:.1} ms", ms(*all))
            }
        }
    }
}

/// Parses, verifies, runs the user's passes and lowers the input; on an error, reports it and
/// returns the exit code. A large program goes through [`crate::driver::prepare_in_slices`]
/// unless passes were asked for, or IR dumps, per-pass verification, `--emit` or the frame
/// report ask to see the usual passes' work.
fn front_end(
    o: &Options,
    source: &Source,
    user_passes: &mut OpPassManager,
) -> Result<(crate::parse::Module, FrontTimes), i32> {
    let (file, text) = (&source.file, &source.text);
    let report = |diags: &[Diagnostic]| source.report(diags);
    let watches_passes = o.print_before_all
        || o.print_after_all
        || o.verify_each
        || o.emit.is_some()
        || o.frame_report
        || !user_passes.is_empty();
    if !watches_passes {
        let t_front = Instant::now();
        if let Some(module) = crate::driver::prepare_in_slices(text, file, o.jit.codegen.opt_level)
        {
            return Ok((module, FrontTimes::Sliced(t_front.elapsed())));
        }
    }

    let t_parse = Instant::now();
    let mut module = match crate::parse::parse_source(text, file) {
        Ok(m) => m,
        Err(d) => return Err(report(&[d])),
    };
    let parse_time = t_parse.elapsed();
    let t_verify = Instant::now();
    if let Err(diags) = hooks::verify(&module.ir, module.top, true) {
        return Err(report(&diags));
    }
    let verify_time = t_verify.elapsed();

    let t_lower = Instant::now();
    {
        let mut stderr = std::io::stderr();
        let mut print_ir = PrintIr {
            before: if o.print_before_all {
                PassFilter::All
            } else {
                PassFilter::Never
            },
            after: if o.print_after_all {
                PassFilter::All
            } else {
                PassFilter::Never
            },
            after_failure: false,
            module_scope: false,
            print: PrintOptions::default(),
            out: &mut stderr,
        };
        let verifier = |ir: &crate::ir::Ir, op| hooks::verify(ir, op, true);
        let mut ctx = crate::passes::RunContext {
            verify_each: o.verify_each,
            verifier: Some(&verifier),
            verbose: o.verbose,
            instrumentations: vec![&mut print_ir],
        };
        let user = Some(user_passes);
        let opt_level = o.jit.codegen.opt_level;
        if let Err(diags) =
            crate::driver::lowering::prepare_after(&mut module, user, opt_level, &mut ctx)
        {
            return Err(report(&diags));
        }
    }
    let lower_time = t_lower.elapsed();
    Ok((
        module,
        FrontTimes::Phases {
            parse: parse_time,
            verify: verify_time,
            lower: lower_time,
        },
    ))
}

fn ms(d: std::time::Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(v: &[&str]) -> Result<Options, String> {
        parse_args(&v.iter().map(|s| s.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn runner_flags() {
        let o = parse(&[
            "f.mlir",
            "-e",
            "start",
            "-entry-point-result=i64",
            "-O0",
            "-shared-libs=/usr/lib/libmlir_async_runtime.so,/x.so",
        ])
        .ok()
        .unwrap();
        assert_eq!(o.input, "f.mlir");
        assert_eq!(o.jit.entry, "start");
        assert_eq!(o.jit.result, EntryResult::I64);
        assert_eq!(o.jit.codegen.opt_level, 0);
        assert_eq!(
            o.jit.shared_libs,
            ["/usr/lib/libmlir_async_runtime.so", "/x.so"]
        );
        assert!(!o.exit_with_result);
        assert!(o.jit.print_result);
    }

    #[test]
    fn shared_libs_repeat_and_exit_with_result() {
        let o = parse(&[
            "--shared-libs",
            "a.so",
            "--shared-libs=b.so,c.so",
            "--exit-with-result",
        ])
        .ok()
        .unwrap();
        assert_eq!(o.jit.shared_libs, ["a.so", "b.so", "c.so"]);
        assert!(o.exit_with_result);
    }

    #[test]
    fn bad_flags_are_errors() {
        assert!(parse(&["-entry-point-result=i8"]).is_err());
        assert!(parse(&["--emit=asm"]).is_err());
        assert!(parse(&["a.mlir", "b.mlir"]).is_err());
        let msg = parse(&["--entry-point-reslt=i32"]).err().unwrap();
        assert!(
            msg.contains("Did you mean '--entry-point-result'?"),
            "{msg}"
        );
    }

    #[test]
    fn pass_options_are_collected_in_order() {
        let o = parse(&[
            "f.mlir",
            "--convert-scf-to-cf",
            "-e",
            "start",
            "--canonicalize=max-iterations=3",
        ])
        .ok()
        .unwrap();
        assert_eq!(
            o.passes.flags,
            [
                ("convert-scf-to-cf".to_owned(), String::new()),
                ("canonicalize".to_owned(), "max-iterations=3".to_owned())
            ]
        );
        assert_eq!(o.jit.entry, "start");
        let o = parse(&["--pass-pipeline", "builtin.module(canonicalize)"])
            .ok()
            .unwrap();
        assert_eq!(
            o.passes.pipeline.as_deref(),
            Some("builtin.module(canonicalize)")
        );
        let msg = parse(&["--convert-scf-to-cff"]).err().unwrap();
        assert!(msg.contains("Did you mean '--convert-scf-to-cf'?"), "{msg}");
    }

    #[test]
    fn llvm_codegen_flags_of_upstream_run_lines_are_accepted() {
        let o = parse(&[
            "-O0",
            "-enable-matrix",
            "-matrix-allow-contract",
            "-matrix-default-layout=row-major",
            "-march=x86-64",
            "-mattr=+avx2,-avx512f",
        ])
        .ok()
        .unwrap();
        assert_eq!(o.jit.codegen.opt_level, 0);
        assert!(o.jit.codegen.matrix_row_major);
        assert!(!o.help);
        let msg = parse(&["-matrix-default-layout=diagonal"]).err().unwrap();
        assert!(msg.contains("Cannot find option named 'diagonal'"), "{msg}");
    }
}
