//! `difftest`: the differential-testing command line. See the crate documentation
//! (`src/lib.rs`) for the design.
//!
//! ```text
//! difftest --seed S --count N [--start K] [--jobs J] [--batch B] [--corolift PATH]
//!          [--no-llvm] [--no-shrink] [--timeout SECS] [--out DIR]
//! difftest --seed S --print N      # program N's module and the model's output
//! difftest --seed S --start N --shrink-on SIDE   # shrink program N against one side
//!          (SIDE: jit0, jit1, jit2, aot, llvm, llvm-dropin)
//! ```
//!
//! Exit status: 0 when every side printed the model's output for every program, 1 on any
//! mismatch or model error, 2 on a usage error.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use corolift_difftest::{emit, model, run};

fn usage() -> ! {
    eprintln!(
        "usage: difftest --seed S --count N [--start K] [--jobs J] [--batch B] [--corolift PATH]\n\
         \x20               [--no-llvm] [--no-shrink] [--timeout SECS] [--out DIR] [--max-seconds S]\n\
         \x20      difftest --seed S --count N [--start K] --features-only\n\
         \x20      difftest --seed S --print N\n\
         \x20      difftest --seed S --start N --shrink-on jit0|jit1|jit2|aot|llvm|llvm-dropin"
    );
    std::process::exit(2)
}

fn main() {
    let mut seed: Option<u64> = None;
    let mut count: Option<u64> = None;
    let mut start = 0u64;
    let mut jobs = 2usize;
    let mut batch = 25usize;
    let mut corolift = PathBuf::from("target/debug/corolift");
    let mut llvm = true;
    let mut shrink = true;
    let mut timeout = 30u64;
    let mut out = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/findings"));
    let mut print: Option<u64> = None;
    let mut shrink_on: Option<run::Side> = None;
    let mut max_seconds: Option<u64> = None;
    let mut features_only = false;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let (name, inline) = match a.split_once('=') {
            Some((n, v)) => (n.to_owned(), Some(v.to_owned())),
            None => (a.clone(), None),
        };
        let mut value = || {
            inline
                .clone()
                .or_else(|| args.next())
                .unwrap_or_else(|| usage())
        };
        let num = |s: String| s.parse::<u64>().unwrap_or_else(|_| usage());
        match name.as_str() {
            "--seed" => seed = Some(num(value())),
            "--count" => count = Some(num(value())),
            "--start" => start = num(value()),
            "--jobs" => jobs = num(value()) as usize,
            "--batch" => batch = (num(value()) as usize).max(1),
            "--corolift" => corolift = PathBuf::from(value()),
            "--no-llvm" => llvm = false,
            "--no-shrink" => shrink = false,
            "--timeout" => timeout = num(value()),
            "--out" => out = PathBuf::from(value()),
            "--print" => print = Some(num(value())),
            "--max-seconds" => max_seconds = Some(num(value())),
            "--features-only" => features_only = true,
            "--shrink-on" => {
                shrink_on = Some(match value().as_str() {
                    "jit0" => run::Side::Jit(0),
                    "jit1" => run::Side::Jit(1),
                    "jit2" => run::Side::Jit(2),
                    "aot" => run::Side::Aot,
                    "llvm" => run::Side::Llvm,
                    "llvm-dropin" => run::Side::LlvmDropin,
                    _ => usage(),
                })
            }
            "-h" | "--help" => usage(),
            _ => usage(),
        }
    }
    let Some(seed) = seed else { usage() };
    if let Some(n) = print {
        let g = run::program(seed, n);
        println!("{}", emit::module(&[(run::prefix(n), &g.program)]));
        println!("// features: {:?}", g.features);
        match model::interpret(&g.program) {
            Ok(lines) => {
                println!("// expected output:");
                print!("{}", run::expected_text(&[(n, &lines[..])]));
            }
            Err(e) => println!("// {e}"),
        }
        return;
    }
    let Some(count) = count else { usage() };
    if features_only {
        // Generation only: feature counts and how many programs MLIR 22 should accept.
        let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
        let mut accept = 0;
        for n in start..start + count {
            let g = run::program(seed, n);
            accept += usize::from(!g.llvm_reject_expected());
            for f in g.features {
                *counts.entry(f).or_default() += 1;
            }
        }
        println!(
            "programs {start}..{}: {accept} expected to be accepted by MLIR 22",
            start + count
        );
        for (f, c) in &counts {
            println!("    {f:<26} {c}");
        }
        return;
    }
    // corolift-runtime's cdylib next to the corolift binary (cargo builds it there).
    let dropin = corolift
        .parent()
        .map(|d| d.join("libcorolift_runtime.so"))
        .filter(|p| p.exists());
    let work = std::env::temp_dir().join(format!("difftest-{}", std::process::id()));
    std::fs::create_dir_all(&work).expect("create the scratch directory");
    let cfg = run::Config {
        corolift,
        llvm,
        mlir_opt: PathBuf::from("mlir-opt-22"),
        mlir_runner: PathBuf::from("mlir-runner-22"),
        shared_libs: run::default_shared_libs(),
        timeout: Duration::from_secs(timeout),
        work: work.clone(),
        out,
        shrink,
        dropin,
    };
    if let Some(side) = shrink_on {
        match run::reproduce(&cfg, seed, start, side) {
            Some(p) => println!("reproducer: {}", p.display()),
            None => println!("program {start} does not differ on {side}"),
        }
        let _ = std::fs::remove_dir_all(&work);
        return;
    }
    let t0 = Instant::now();
    let stats = run::campaign(
        &cfg,
        seed,
        start,
        count,
        batch,
        jobs,
        max_seconds.map(Duration::from_secs),
    );
    let _ = std::fs::remove_dir_all(&work);
    let secs = t0.elapsed().as_secs_f64();
    println!();
    println!(
        "difftest summary: seed {seed}, programs {start}..{}",
        start + count
    );
    println!(
        "  programs: {} in {} batches, {:.1}s ({:.1} programs/s)",
        stats.programs,
        stats.batches,
        secs,
        stats.programs as f64 / secs.max(0.001)
    );
    println!("  by feature:");
    for (f, c) in &stats.features {
        println!("    {f:<24} {c}");
    }
    if llvm {
        println!("  compared with mlir-runner-22: {}", stats.llvm_compared);
        let rt: usize = stats.mlir_runtime_failures.values().sum();
        println!(
            "  runs failing on MLIR's runtime library only (model output on corolift-runtime): {rt}"
        );
        for (how, c) in &stats.mlir_runtime_failures {
            println!("    {c:>6}  {how}");
        }
        let total: usize = stats.llvm_rejects.values().sum();
        println!("  rejected by mlir-opt-22: {total}");
        println!(
            "  beyond MLIR 22 by construction, not sent to mlir-opt-22: {}",
            stats.llvm_skipped
        );
        for (r, c) in &stats.llvm_rejects {
            println!("    {c:>6}  {r}");
        }
    }
    println!("  rejected by corolift: counted as mismatches");
    let mut by_side: BTreeMap<String, usize> = BTreeMap::new();
    for f in &stats.findings {
        *by_side.entry(f.side.to_string()).or_default() += 1;
    }
    println!("  mismatches: {}", stats.findings.len());
    for f in &stats.findings {
        let file = f
            .file
            .as_ref()
            .map(|p| p.display().to_string())
            .unwrap_or_default();
        println!("    program {} on {}: {} {}", f.n, f.side, f.what, file);
    }
    for (s, c) in &by_side {
        println!("    {s}: {c}");
    }
    println!(
        "  model errors (generator bugs): {}",
        stats.model_errors.len()
    );
    for (n, e) in stats.model_errors.iter().take(20) {
        println!("    program {n}: {e}");
    }
    if !stats.findings.is_empty() || !stats.model_errors.is_empty() {
        std::process::exit(1);
    }
}
