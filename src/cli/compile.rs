//! `corolift compile`: ahead-of-time compilation — parse, lower what is left, generate code with
//! Cranelift into an ELF object and, by default, link it with the runtime staticlib into an
//! executable for the host or for another target.
//!
//! ```text
//! corolift compile [FILE|-] [-o OUT] [--target=x86_64-unknown-linux-gnu|aarch64-unknown-linux-gnu]
//!                  [--emit=obj|exe] [-O0..-O3] [-e main] [--runtime-lib=PATH] [--linker=CC]
//!                  [--shared-libs=A,B,...] [--verbose]
//!                  [--<pass>[=<options>]... | --pass-pipeline=PIPELINE]
//! ```
//!
//! Pass options run first, before the lowering code generation needs, exactly as in
//! `corolift run` (so an executable runs the same passes as the JIT).
//!
//! The executable behaves as `corolift run --exit-with-result` on the same input: same stdout,
//! exit status the entry's integer result (0 for `void`), same `COROLIFT_NUM_THREADS` / `COROLIFT_CHECK_LEAKS`
//! handling, `cf.assert` aborts. Unlike `corolift run` it does not print the entry's result
//! line; it is the exit status. `--shared-libs` links the libraries `corolift run` would load
//! (by path, with an rpath), so external functions resolve the same way. `OUT` defaults to the input's stem (`prog.mlir` → `prog`,
//! `prog.o` with `--emit=obj`; `a.out` / `a.o` for stdin).

use std::path::PathBuf;
use std::time::Instant;

use super::args::{
    Args, FlagTable, Kind, PassArgs, TableArg, flag_help, next_table_arg_or_pass, pass_help,
    too_many_positionals,
};
use super::{Source, hooks, usage_error};
use crate::diag::Diagnostic;
use crate::driver::CodegenOptions;
use crate::driver::aot::{self, LinkOptions};

const TOOL: &str = "corolift compile";

/// The flags of `corolift compile`: name, value kind, help text.
const FLAGS: &FlagTable = &[
    (
        "o",
        Kind::Value,
        "Output file (default: the input's stem, with `.o` for --emit=obj; `-` = stdout for --emit=obj)",
    ),
    (
        "target",
        Kind::Value,
        "Target triple: x86_64-unknown-linux-gnu or aarch64-unknown-linux-gnu (default: the host)",
    ),
    (
        "emit",
        Kind::Value,
        "`exe` (the default): a linked executable; `obj`: the ELF relocatable object only",
    ),
    (
        "e",
        Kind::Value,
        "The entry function the executable calls (default `main`)",
    ),
    ("O0", Kind::Flag, "No Cranelift optimisation"),
    ("O1", Kind::Flag, "Cranelift `speed` (as -O2)"),
    ("O2", Kind::Flag, "Cranelift `speed` (the default)"),
    ("O3", Kind::Flag, "Cranelift `speed` (as -O2)"),
    (
        "runtime-lib",
        Kind::Value,
        "The runtime staticlib to link (default: libcorolift_runtime.a built for the target in the cargo target directory)",
    ),
    (
        "shared-libs",
        Kind::Value,
        "Libraries to link (comma-separated, repeatable), as `corolift run -shared-libs`; MLIR's runner utils, c runner utils and async runtime are built in and skipped",
    ),
    (
        "linker",
        Kind::Value,
        "The C compiler driver that links (default: cc, or aarch64-linux-gnu-gcc for aarch64)",
    ),
    (
        "pass-pipeline",
        Kind::Value,
        "Passes to run first, as mlir-opt's textual pipeline (or name passes as --<pass>[=<options>] flags, listed below)",
    ),
    (
        "verbose",
        Kind::Flag,
        "Print stage times, the link command, the link time and the (stripped) size (on stderr)",
    ),
    ("help", Kind::Flag, "Display available options"),
    ("h", Kind::Flag, "Alias for --help"),
];

/// What `--emit` asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Emit {
    Obj,
    Exe,
}

/// Parsed `corolift compile` options.
struct Options {
    input: String,
    output: Option<String>,
    emit: Emit,
    entry: String,
    codegen: CodegenOptions,
    runtime_lib: Option<String>,
    linker: Option<String>,
    shared_libs: Vec<String>,
    verbose: bool,
    /// Passes to run before the lowering (`--pass-pipeline`, `--<pass>` flags).
    passes: PassArgs,
    help: bool,
}

fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        input: "-".to_owned(),
        output: None,
        emit: Emit::Exe,
        entry: "main".to_owned(),
        codegen: CodegenOptions {
            opt_level: 2,
            ..CodegenOptions::default()
        },
        runtime_lib: None,
        linker: None,
        shared_libs: Vec::new(),
        verbose: false,
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
            "o" => o.output = Some(text),
            "target" => {
                if !crate::driver::isa::SUPPORTED_TARGETS.contains(&text.as_str()) {
                    return Err(format!(
                        "for the {dash}{name} option: unsupported target '{text}' (supported: {})",
                        crate::driver::isa::SUPPORTED_TARGETS.join(", ")
                    ));
                }
                o.codegen.target = Some(text);
            }
            "emit" => {
                o.emit = match text.as_str() {
                    "obj" => Emit::Obj,
                    "exe" => Emit::Exe,
                    _ => {
                        return Err(format!(
                            "for the {dash}{name} option: Cannot find option named '{text}'! (expected obj or exe)"
                        ));
                    }
                };
            }
            "e" => o.entry = text,
            "O0" => o.codegen.opt_level = 0,
            "O1" => o.codegen.opt_level = 1,
            "O2" => o.codegen.opt_level = 2,
            "O3" => o.codegen.opt_level = 3,
            "runtime-lib" => o.runtime_lib = Some(text),
            "linker" => o.linker = Some(text),
            "shared-libs" => o.shared_libs.push(text),
            "verbose" => o.verbose = true,
            "pass-pipeline" => o.passes.pipeline = Some(text),
            _ => o.help = true,
        }
    }
    Ok(o)
}

/// The `--help` text.
pub fn help_text() -> String {
    let mut s = String::new();
    s.push_str("OVERVIEW: corolift compile - compile an MLIR program ahead of time to an object file or executable\n\n");
    s.push_str("USAGE: corolift compile [options] [<input file> | -]\n\n");
    s.push_str(
        "The input may use high-level async ops or be lowered already; the missing passes run\n\
         first. The executable calls the entry function, then drains the runtime and flushes\n\
         stdout; its exit status is the entry's i32/i64 result (0 for void/f32). It reads\n\
         COROLIFT_NUM_THREADS and COROLIFT_CHECK_LEAKS=1 as `corolift run` does. Passes\n\
         named as --<pass>[=<options>] (in order) or with --pass-pipeline run first.\n\
         Linking needs the runtime staticlib for the target: `cargo build --release -p\n\
         corolift-runtime` (host), `scripts/aarch64-toolchain.sh --build-runtime` (aarch64).\n\n",
    );
    s.push_str("OPTIONS:\n");
    s.push_str(&flag_help(FLAGS));
    s.push_str(&pass_help(crate::passes::PassRegistry::global()));
    s
}

/// The default output path: the input's stem in the current directory.
fn default_output(input: &str, emit: Emit) -> String {
    let stem = if input == "-" {
        "a".to_owned()
    } else {
        std::path::Path::new(input)
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_else(|| "a".to_owned())
    };
    match emit {
        Emit::Obj => format!("{stem}.o"),
        Emit::Exe if input == "-" => "a.out".to_owned(),
        Emit::Exe => stem,
    }
}

/// Runs `corolift compile` with `args` (after the subcommand); returns the exit code.
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
    let (file, text) = (&source.file, &source.text);
    let report = |diags: &[Diagnostic]| source.report(diags);
    let fail = |msg: &str| {
        eprintln!("{TOOL}: error: {msg}");
        1
    };

    let t_parse = Instant::now();
    let mut module = match crate::parse::parse_source(text, file) {
        Ok(m) => m,
        Err(d) => return report(&[d]),
    };
    if let Err(diags) = hooks::verify(&module.ir, module.top, true) {
        return report(&diags);
    }
    let parse_time = t_parse.elapsed();

    let t_lower = Instant::now();
    {
        let verifier = |ir: &crate::ir::Ir, op| hooks::verify(ir, op, true);
        let mut ctx = crate::passes::RunContext {
            verify_each: true,
            verifier: Some(&verifier),
            verbose: o.verbose,
            ..Default::default()
        };
        let user = Some(&mut user_passes);
        let opt_level = o.codegen.opt_level;
        if let Err(diags) =
            crate::driver::lowering::prepare_after(&mut module, user, opt_level, &mut ctx)
        {
            return report(&diags);
        }
    }
    let lower_time = t_lower.elapsed();

    let t_codegen = Instant::now();
    let entry = (o.emit == Emit::Exe).then_some(o.entry.as_str());
    let object = match aot::compile_object(&mut module, &o.codegen, entry) {
        Ok(b) => b,
        Err(d) => return report(&[d]),
    };
    let codegen_time = t_codegen.elapsed();
    let out = o
        .output
        .clone()
        .unwrap_or_else(|| default_output(&o.input, o.emit));
    if o.emit == Emit::Exe && out == "-" {
        return fail("cannot write an executable to stdout (use --emit=obj)");
    }
    let stages = format!(
        "parse+verify {:.1} ms, lowering {:.1} ms, codegen {:.1} ms",
        ms(parse_time),
        ms(lower_time),
        ms(codegen_time)
    );

    match o.emit {
        Emit::Obj => {
            let written = if out == "-" {
                let mut stdout = std::io::stdout().lock();
                std::io::Write::write_all(&mut stdout, &object)
                    .and_then(|()| std::io::Write::flush(&mut stdout))
            } else {
                std::fs::write(&out, &object)
            };
            if let Err(e) = written {
                return fail(&format!("cannot open output file '{out}': {e}"));
            }
            if o.verbose {
                eprintln!(
                    "{TOOL}: {file}: {stages}; object {out}: {} bytes",
                    object.len()
                );
            }
            0
        }
        Emit::Exe => {
            let link_opts = LinkOptions {
                target: o.codegen.target.clone(),
                runtime_lib: o.runtime_lib.as_ref().map(PathBuf::from),
                linker: o.linker.clone(),
                measure_stripped: o.verbose,
                shared_libs: o.shared_libs.clone(),
            };
            match aot::link(&object, std::path::Path::new(&out), &link_opts) {
                Ok(r) => {
                    if o.verbose {
                        eprintln!("{TOOL}: link: {}", r.command);
                        if !r.stderr.trim().is_empty() {
                            eprint!("{}", r.stderr);
                        }
                        let stripped = r
                            .stripped_size
                            .map_or_else(|| "unknown".to_owned(), |s| format!("{s} bytes"));
                        eprintln!(
                            "{TOOL}: {file}: {stages}, link {:.1} ms; object {} bytes, \
                             executable {out}: {} bytes, stripped {stripped}",
                            ms(r.time),
                            object.len(),
                            r.size
                        );
                    }
                    0
                }
                Err(msg) => fail(&msg),
            }
        }
    }
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
    fn compile_flags() {
        let o = parse(&[
            "f.mlir",
            "-o",
            "prog",
            "--target=aarch64-unknown-linux-gnu",
            "--emit=obj",
            "-O0",
            "-e",
            "start",
        ])
        .ok()
        .unwrap();
        assert_eq!(o.input, "f.mlir");
        assert_eq!(o.output.as_deref(), Some("prog"));
        assert_eq!(
            o.codegen.target.as_deref(),
            Some("aarch64-unknown-linux-gnu")
        );
        assert_eq!(o.emit, Emit::Obj);
        assert_eq!(o.codegen.opt_level, 0);
        assert_eq!(o.entry, "start");
    }

    #[test]
    fn bad_flags_are_errors() {
        assert!(parse(&["--emit=asm"]).is_err());
        assert!(parse(&["--target=riscv64gc-unknown-linux-gnu"]).is_err());
        assert!(parse(&["a.mlir", "b.mlir"]).is_err());
        assert!(parse(&["-o"]).is_err());
        let msg = parse(&["--runtime-lb=x"]).err().unwrap();
        assert!(msg.contains("Did you mean '--runtime-lib'?"), "{msg}");
    }

    #[test]
    fn pass_options() {
        let o = parse(&["f.mlir", "--convert-scf-to-cf", "--canonicalize", "-O0"])
            .ok()
            .unwrap();
        assert_eq!(o.passes.flags.len(), 2);
        assert_eq!(
            o.passes.to_args(),
            ["--convert-scf-to-cf", "--canonicalize"]
        );
        let o = parse(&["--pass-pipeline=builtin.module(canonicalize)"])
            .ok()
            .unwrap();
        assert_eq!(
            o.passes.to_args(),
            ["--pass-pipeline=builtin.module(canonicalize)"]
        );
    }

    #[test]
    fn default_outputs() {
        assert_eq!(default_output("dir/prog.mlir", Emit::Exe), "prog");
        assert_eq!(default_output("dir/prog.mlir", Emit::Obj), "prog.o");
        assert_eq!(default_output("-", Emit::Exe), "a.out");
        assert_eq!(default_output("-", Emit::Obj), "a.o");
    }
}
