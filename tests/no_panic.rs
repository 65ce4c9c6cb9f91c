//! Robustness: the parser, verifier and printer never panic, whatever the input.
//!
//! Every `.mlir` file under `tests/` is fed to `parse → verify → print` in every prefix (cut at
//! each character boundary, strided for long files) and in a set of deterministic byte
//! mutations. Each run must end in a diagnostic or a printed module — never a panic.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::sync::Arc;

fn corpus() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "mlir") {
                out.push(p);
            }
        }
    }
    let mut files = Vec::new();
    walk(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests"),
        &mut files,
    );
    files.sort();
    files
}

/// Runs the front end on `text`; returns whether it panicked.
fn survives(text: &str) -> bool {
    let name: Arc<str> = "fuzz.mlir".into();
    catch_unwind(AssertUnwindSafe(|| {
        if let Ok(module) = corolift::parse::parse_source(text, &name) {
            let _ = corolift::verify::verify(&module.ir, module.top);
            let printed = corolift::print::print_op(&module.ir, module.top, Default::default());
            let _ = corolift::parse::parse_source(&printed, &name);
        }
    }))
    .is_ok()
}

/// A small deterministic PRNG (xorshift64*), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn mutate(text: &str, rng: &mut Rng) -> String {
    const INTERESTING: &[u8] = b"{}()[]<>%^@#!:=,\"\\-x?*0 9\n";
    let mut bytes = text.as_bytes().to_vec();
    if bytes.is_empty() {
        return String::new();
    }
    for _ in 0..1 + rng.below(3) {
        let i = rng.below(bytes.len());
        match rng.below(4) {
            0 => bytes[i] = INTERESTING[rng.below(INTERESTING.len())],
            1 => {
                bytes.remove(i);
                if bytes.is_empty() {
                    break;
                }
            }
            2 => bytes.insert(i, INTERESTING[rng.below(INTERESTING.len())]),
            _ => {
                let j = (i + rng.below(40)).min(bytes.len());
                let chunk = bytes[i..j].to_vec();
                let k = rng.below(bytes.len());
                bytes.splice(k..k, chunk);
            }
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

#[test]
fn prefixes_and_mutations_never_panic() {
    // Keep panics of the code under test from flooding the output; failures are collected.
    std::panic::set_hook(Box::new(|_| {}));
    let mut failures = Vec::new();
    let files = corpus();
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for path in &files {
        let text = std::fs::read_to_string(path).expect("readable test file");
        let boundaries: Vec<usize> = (0..=text.len())
            .filter(|i| text.is_char_boundary(*i))
            .collect();
        let stride = (boundaries.len() / 1500).max(1);
        for &cut in boundaries.iter().step_by(stride) {
            if !survives(&text[..cut]) {
                failures.push(format!("{}: prefix of {cut} bytes", path.display()));
                break;
            }
        }
        for round in 0..150 {
            let mutated = mutate(&text, &mut rng);
            if !survives(&mutated) {
                let dump = std::env::temp_dir()
                    .join(format!("corolift-panic-{}-{round}.mlir", failures.len()));
                let _ = std::fs::write(&dump, &mutated);
                failures.push(format!(
                    "{}: mutation {round} (input saved to {})",
                    path.display(),
                    dump.display()
                ));
                break;
            }
        }
    }
    let _ = std::panic::take_hook();
    assert!(!files.is_empty(), "no .mlir files found under tests/");
    assert!(
        failures.is_empty(),
        "front end panicked on:\n{}",
        failures.join("\n")
    );
}
