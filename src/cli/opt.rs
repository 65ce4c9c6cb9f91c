//! `corolift opt`: mlir-opt's driver — parse, verify, run a pass pipeline, print.
//!
//! Flags mirror mlir-opt-22's spellings (see [`FLAGS`]; `-x`/`--x`, `--x=v`, `-x v`) so
//! upstream RUN lines work with `corolift opt` in place of `mlir-opt`. Messages for bad flags,
//! pipelines and files are mlir-opt's; exit code 1 on any error.

use std::sync::Arc;
use std::time::Instant;

use super::args::{Arg, Args, PassArgs, pass_help, suggest};
use super::split::{self, DEFAULT_MARKER};
use super::{hooks, read_input, write_output};
use crate::diag::{Diagnostic, SourceMap};
use crate::passes::manager::{PassFilter, PrintIr, Timing};
use crate::passes::options::parse_bool;
use crate::passes::{OpPassManager, PassRegistry, RunContext};
use crate::print::{PrintOptions, print_op};

const TOOL: &str = "corolift opt";

/// How an option takes its value.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// A boolean flag (`--x`, `--x=false`).
    Flag,
    /// Requires a value (`--x=v` or `--x v`).
    Value,
    /// Optional value, only as `--x=v`.
    OptValue,
}

/// The flags of `corolift opt`: name, value kind, help text.
const FLAGS: &[(&str, Kind, &str)] = &[
    (
        "o",
        Kind::Value,
        "Output filename (`-o <filename>`, default stdout)",
    ),
    (
        "split-input-file",
        Kind::OptValue,
        "Split the input file into chunks using the given or default marker (`// -----`) and process each chunk independently",
    ),
    (
        "output-split-marker",
        Kind::Value,
        "Split marker to use for merging the output (default `// -----`)",
    ),
    (
        "pass-pipeline",
        Kind::Value,
        "Textual description of the pass pipeline to run, e.g. 'builtin.module(func.func(pass))'",
    ),
    (
        "mlir-print-ir-after-all",
        Kind::Flag,
        "Print IR after each pass (on stderr)",
    ),
    (
        "mlir-print-ir-before-all",
        Kind::Flag,
        "Print IR before each pass (on stderr)",
    ),
    (
        "mlir-print-ir-after",
        Kind::Value,
        "Print IR after the given passes (comma-separated pass names)",
    ),
    (
        "mlir-print-ir-before",
        Kind::Value,
        "Print IR before the given passes (comma-separated pass names)",
    ),
    (
        "mlir-print-ir-after-failure",
        Kind::Flag,
        "Print IR after a pass fails",
    ),
    (
        "mlir-print-ir-module-scope",
        Kind::Flag,
        "When printing IR before/after a pass, always print the top-level operation",
    ),
    (
        "mlir-print-op-generic",
        Kind::Flag,
        "Print the generic op form",
    ),
    (
        "mlir-print-debuginfo",
        Kind::Flag,
        "Print debug info (locations) in MLIR output",
    ),
    (
        "verify-diagnostics",
        Kind::OptValue,
        "Check that emitted diagnostics match expected-* lines on the corresponding line",
    ),
    (
        "verify-each",
        Kind::Flag,
        "Run the verifier after each transformation pass (default on; --verify-each=false disables)",
    ),
    (
        "verify-roundtrip",
        Kind::Flag,
        "Round-trip the IR after the passes through its generic text form and check that it is unchanged",
    ),
    (
        "allow-unregistered-dialect",
        Kind::Flag,
        "Allow operations of unregistered dialects (accepted for compatibility)",
    ),
    (
        "mlir-disable-threading",
        Kind::Flag,
        "Accepted for compatibility (corolift runs passes on one thread)",
    ),
    (
        "mlir-timing",
        Kind::Flag,
        "Display execution times (on stderr)",
    ),
    (
        "mlir-timing-display",
        Kind::Value,
        "Display method for timing data (list or tree; both print the list)",
    ),
    (
        "dump-pass-pipeline",
        Kind::Flag,
        "Print the pipeline that will be run (on stderr)",
    ),
    (
        "list-passes",
        Kind::Flag,
        "Print the list of registered passes and exit",
    ),
    (
        "verbose",
        Kind::Flag,
        "Report documented no-op passes as skipped (on stderr)",
    ),
    (
        "coro-frame-report",
        Kind::Flag,
        "After the pipeline, print each split coroutine's suspension points, stored values and frame size (on stderr)",
    ),
    ("help", Kind::Flag, "Display available options"),
    ("h", Kind::Flag, "Alias for --help"),
];

/// Parsed `corolift opt` options.
#[derive(Default)]
struct Options {
    input: Option<String>,
    output: Option<String>,
    split_marker: Option<String>,
    output_marker: Option<String>,
    /// `--pass-pipeline` or the `--pass-name[=options]` flags in order.
    passes: PassArgs,
    print_after_all: bool,
    print_before_all: bool,
    print_after: Vec<String>,
    print_before: Vec<String>,
    print_after_failure: bool,
    module_scope: bool,
    print: PrintOptions,
    verify_diagnostics: bool,
    verify_each: bool,
    verify_roundtrip: bool,
    timing: bool,
    dump_pipeline: bool,
    list_passes: bool,
    verbose: bool,
    frame_report: bool,
    help: bool,
}

/// A command-line error: the message lines (without the tool prefix).
struct CliError(Vec<String>);

fn unknown(raw: &str, name: &str, registry: &PassRegistry) -> CliError {
    let mut lines = vec![format!(
        "Unknown command line argument '{raw}'.  Try: '{TOOL} --help'"
    )];
    let dashes = if raw.starts_with("--") { "--" } else { "-" };
    let names = FLAGS
        .iter()
        .map(|(n, _, _)| *n)
        .chain(registry.all().into_iter().map(|p| p.name));
    if let Some(s) = suggest(name, names) {
        lines.push(format!("Did you mean '{dashes}{s}'?"));
    }
    CliError(lines)
}

fn parse_args(args: &[String], registry: &PassRegistry) -> Result<Options, CliError> {
    let mut o = Options {
        verify_each: true,
        ..Options::default()
    };
    let mut a = Args::new(args);
    while let Some(arg) = a.next_arg() {
        let (name, value, raw) = match arg {
            Arg::Positional(p) => {
                if o.input.is_some() {
                    return Err(CliError(vec![format!(
                        "Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: {TOOL} --help"
                    )]));
                }
                o.input = Some(p);
                continue;
            }
            Arg::Opt { name, value, raw } => (name, value, raw),
        };
        let Some(&(_, kind, _)) = FLAGS.iter().find(|(n, _, _)| *n == name) else {
            if registry.lookup(&name).is_some() {
                o.passes.flags.push((name, value.unwrap_or_default()));
                continue;
            }
            return Err(unknown(&raw, &name, registry));
        };
        let dash = if raw.starts_with("--") { "--" } else { "-" };
        let value = match (kind, value) {
            (Kind::Value, None) => Some(a.take_value().ok_or_else(|| {
                CliError(vec![format!(
                    "for the {dash}{name} option: requires a value!"
                )])
            })?),
            (_, v) => v,
        };
        let flag = |v: &Option<String>| -> Result<bool, CliError> {
            match v {
                None => Ok(true),
                Some(s) => parse_bool(s).ok_or_else(|| {
                    CliError(vec![format!(
                        "for the {dash}{name} option: '{s}' is invalid value for boolean argument! Try 0 or 1"
                    )])
                }),
            }
        };
        let text = value.clone().unwrap_or_default();
        match name.as_str() {
            "o" => o.output = Some(text),
            "split-input-file" => {
                o.split_marker = Some(value.unwrap_or_else(|| DEFAULT_MARKER.to_owned()))
            }
            "output-split-marker" => o.output_marker = Some(text),
            "pass-pipeline" => o.passes.pipeline = Some(text),
            "mlir-print-ir-after-all" => o.print_after_all = flag(&value)?,
            "mlir-print-ir-before-all" => o.print_before_all = flag(&value)?,
            "mlir-print-ir-after" => o.print_after.extend(split_list(&text)),
            "mlir-print-ir-before" => o.print_before.extend(split_list(&text)),
            "mlir-print-ir-after-failure" => o.print_after_failure = flag(&value)?,
            "mlir-print-ir-module-scope" => o.module_scope = flag(&value)?,
            "mlir-print-op-generic" => o.print.generic = flag(&value)?,
            "mlir-print-debuginfo" => o.print.debug_info = flag(&value)?,
            "verify-diagnostics" => {
                o.verify_diagnostics = match value.as_deref() {
                    None | Some("all") | Some("only-expected") => true,
                    Some(other) => flag(&Some(other.to_owned()))?,
                }
            }
            "verify-each" => o.verify_each = flag(&value)?,
            "verify-roundtrip" => o.verify_roundtrip = flag(&value)?,
            "allow-unregistered-dialect" | "mlir-disable-threading" => {
                flag(&value)?;
            }
            "mlir-timing" => o.timing = flag(&value)?,
            "mlir-timing-display" => {
                if !matches!(text.as_str(), "list" | "tree") {
                    return Err(CliError(vec![format!(
                        "for the {dash}{name} option: Cannot find option named '{text}'!"
                    )]));
                }
            }
            "dump-pass-pipeline" => o.dump_pipeline = flag(&value)?,
            "list-passes" => o.list_passes = flag(&value)?,
            "verbose" => o.verbose = flag(&value)?,
            "coro-frame-report" => o.frame_report = flag(&value)?,
            _ => o.help = flag(&value)?,
        }
    }
    Ok(o)
}

fn split_list(s: &str) -> Vec<String> {
    s.split(',')
        .map(str::trim)
        .filter(|x| !x.is_empty())
        .map(str::to_owned)
        .collect()
}

/// The `--help` text: usage, flags, and every registered pass.
pub fn help_text(registry: &PassRegistry) -> String {
    let mut s = String::new();
    s.push_str("OVERVIEW: corolift opt - MLIR modular optimizer driver (mlir-opt compatible)\n\n");
    s.push_str("USAGE: corolift opt [options] [<input file> | -]\n\n");
    s.push_str("Reads stdin when the input file is `-` or absent. Every option may be spelled\n");
    s.push_str(
        "with one or two dashes; values go after `=` or, where required, in the next argument.\n\n",
    );
    s.push_str("OPTIONS:\n");
    for (name, kind, help) in FLAGS {
        let spelled = match kind {
            Kind::Flag if name.len() == 1 => format!("-{name}"),
            Kind::Flag => format!("--{name}"),
            Kind::Value if *name == "o" => "-o <filename>".to_owned(),
            Kind::Value => format!("--{name}=<value>"),
            Kind::OptValue => format!("--{name}[=<value>]"),
        };
        s.push_str(&format!("  {spelled:<40} - {help}\n"));
    }
    s.push_str(&pass_help(registry));
    s
}

/// Builds the pass manager from `--pass-pipeline` or the `--pass-name` flags; the error is
/// the full text to print.
fn build_pm(o: &Options, registry: &PassRegistry) -> Result<OpPassManager, String> {
    o.passes.build(registry)
}

/// Runs `corolift opt` with `args` (after the subcommand); returns the exit code.
pub fn main(args: &[String]) -> i32 {
    let registry = PassRegistry::global();
    let o = match parse_args(args, registry) {
        Ok(o) => o,
        Err(CliError(lines)) => {
            for l in lines {
                eprintln!("{TOOL}: {l}");
            }
            return 1;
        }
    };
    if o.help {
        print!("{}", help_text(registry));
        return 0;
    }
    if o.list_passes {
        for p in registry.all() {
            println!("  {} - {}", p.name, p.description);
        }
        return 0;
    }
    let started = Instant::now();
    // Validate the pipeline before touching the input.
    let pm = match build_pm(&o, registry) {
        Ok(pm) => pm,
        Err(text) => {
            eprint!("{text}");
            return 1;
        }
    };
    if o.dump_pipeline {
        eprintln!(
            "Pass Manager with {} passes:\n{}\n",
            count_passes(&pm),
            pm.to_text()
        );
    }
    drop(pm);

    let input = o.input.clone().unwrap_or_else(|| "-".into());
    let (file, text) = match read_input(&input) {
        Ok(x) => x,
        Err(msg) => {
            eprintln!("{msg}");
            return 1;
        }
    };
    let mut sm = SourceMap::new();
    sm.add(&file, &Arc::from(text.as_str()));
    let (bad_designators, not_produced) = if o.verify_diagnostics {
        (String::new(), String::new())
    } else {
        hooks::designator_reports(&text, &file)
    };
    eprint!("{bad_designators}");

    let mut timing = Timing::default();
    let mut stderr = std::io::stderr();
    let mut all_diags: Vec<Diagnostic> = Vec::new();
    let mut outputs: Vec<String> = Vec::new();
    let mut failed = false;

    let chunks = match &o.split_marker {
        Some(marker) => {
            let (chunks, warnings) = split::split(&text, marker, &file);
            for w in &warnings {
                eprint!("{}", sm.render(w));
            }
            chunks
        }
        None => vec![split::Chunk {
            start: 0,
            end: text.len(),
            line_offset: 0,
            col_offset: 0,
        }],
    };
    for chunk in &chunks {
        let chunk_text = chunk.padded_text(&text);
        let mut pm = match build_pm(&o, registry) {
            Ok(pm) => pm,
            Err(t) => {
                eprint!("{t}");
                return 1;
            }
        };
        let result = process_chunk(
            &o,
            &chunk_text,
            chunk.line_offset,
            &file,
            &mut pm,
            &mut timing,
            &mut stderr,
        );
        match result {
            Ok(out) => outputs.push(out),
            Err(diags) => {
                failed = true;
                outputs.push(String::new());
                if !o.verify_diagnostics {
                    for d in &diags {
                        eprint!("{}", sm.render(d));
                    }
                }
                all_diags.extend(diags);
            }
        }
    }

    let status = if o.verify_diagnostics {
        let complaints = hooks::check_expected(&text, &file, &all_diags);
        eprint!("{complaints}");
        i32::from(!complaints.is_empty())
    } else {
        if failed {
            eprint!("{not_produced}");
        }
        i32::from(failed)
    };

    let out_start = Instant::now();
    let separator = format!("{}\n", o.output_marker.as_deref().unwrap_or(DEFAULT_MARKER));
    let output = outputs.join(&separator);
    // mlir-opt keeps an `-o` file only on success; stdout gets whatever was printed.
    let write_result = match &o.output {
        Some(path) if path != "-" => {
            if status == 0 {
                write_output(path, &output)
            } else {
                Ok(())
            }
        }
        _ => write_output("-", &output),
    };
    if let Err(msg) = write_result {
        eprintln!("{msg}");
        return 1;
    }
    if o.timing {
        timing.add("Output", out_start.elapsed());
        eprint!("{}", timing.report(started.elapsed()));
    }
    status
}

fn count_passes(pm: &OpPassManager) -> usize {
    pm.entries
        .iter()
        .map(|e| match e {
            crate::passes::PassEntry::Pass(..) => 1,
            crate::passes::PassEntry::Nested(n) => count_passes(n),
        })
        .sum()
}

/// Parses, verifies, transforms and prints one chunk.
fn process_chunk(
    o: &Options,
    text: &str,
    line_offset: usize,
    file: &Arc<str>,
    pm: &mut OpPassManager,
    timing: &mut Timing,
    dumps: &mut dyn std::io::Write,
) -> Result<String, Vec<Diagnostic>> {
    let op_notes = !o.verify_diagnostics;
    let t = Instant::now();
    let mut m = crate::parse::parse_source_with_line_offset(text, file, line_offset)
        .map_err(|d| vec![d])?;
    hooks::verify(&m.ir, m.top, op_notes)?;
    timing.add("Parser", t.elapsed());

    if !pm.is_empty() {
        let verifier = move |ir: &crate::ir::Ir, op| hooks::verify(ir, op, op_notes);
        let mut print_ir = PrintIr {
            before: filter(o.print_before_all, &o.print_before),
            after: filter(o.print_after_all, &o.print_after),
            after_failure: o.print_after_failure,
            module_scope: o.module_scope,
            print: o.print,
            out: dumps,
        };
        let mut ctx = RunContext {
            verify_each: o.verify_each,
            verifier: Some(&verifier),
            verbose: o.verbose,
            instrumentations: Vec::new(),
        };
        ctx.instrumentations.push(&mut print_ir);
        if o.timing {
            ctx.instrumentations.push(timing);
        }
        let result = pm.run(&mut m.ir, m.top, &mut ctx);
        drop(ctx);
        let _ = std::io::Write::flush(print_ir.out);
        result?;
    }
    if o.frame_report {
        let _ = dumps.write_all(crate::passes::coro_split::frame_report(&m.ir, m.top).as_bytes());
    }
    if o.verify_roundtrip {
        verify_roundtrip(&m.ir, m.top, file)?;
    }
    Ok(print_op(&m.ir, m.top, o.print))
}

/// `--verify-roundtrip`, as mlir-opt's: prints `top` in the generic form, parses that text
/// again and requires the reparsed IR to print the same, so every op's printer and parser agree
/// on everything the op holds.
fn verify_roundtrip(
    ir: &crate::ir::Ir,
    top: crate::ir::OpId,
    file: &Arc<str>,
) -> Result<(), Vec<Diagnostic>> {
    let generic = PrintOptions {
        generic: true,
        ..PrintOptions::default()
    };
    let reference = print_op(ir, top, generic);
    let differs = |detail: String| {
        vec![Diagnostic::error(
            ir.loc(top).clone(),
            format!("roundTrip testing roundtripped module differs from original:\n{detail}"),
        )]
    };
    let reparsed = crate::parse::parse_source(&reference, file)
        .map_err(|d| differs(format!("the generic form does not parse: {}", d.message)))?;
    let again = print_op(&reparsed.ir, reparsed.top, generic);
    if again != reference {
        return Err(differs(again));
    }
    Ok(())
}

fn filter(all: bool, names: &[String]) -> PassFilter {
    if all {
        PassFilter::All
    } else if names.is_empty() {
        PassFilter::Never
    } else {
        PassFilter::Named(names.to_vec())
    }
}
