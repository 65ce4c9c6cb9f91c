//! Command-line interface (minimal until the driver lands).

use std::io::Read as _;
use std::sync::Arc;

use crate::diag::SourceMap;
use crate::print::{PrintOptions, print_op};

/// Entry point of the `corolift` binary; returns the process exit code.
pub fn main() -> i32 {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) != Some("opt") {
        eprintln!("usage: corolift opt FILE");
        return 2;
    }
    let mut opts = PrintOptions::default();
    let mut file = "-".to_owned();
    for a in &args[1..] {
        match a.as_str() {
            "--mlir-print-op-generic" | "-mlir-print-op-generic" => opts.generic = true,
            "--mlir-print-debuginfo" | "-mlir-print-debuginfo" => opts.debug_info = true,
            other => file = other.to_owned(),
        }
    }
    let mut text = String::new();
    if file == "-" {
        let _ = std::io::stdin().read_to_string(&mut text);
    } else {
        text = std::fs::read_to_string(&file).unwrap_or_default();
    }
    let name: Arc<str> = file.as_str().into();
    let mut sm = SourceMap::new();
    sm.add(&name, &Arc::from(text.as_str()));
    match crate::parse::parse_source(&text, &name) {
        Ok(m) => {
            print!("{}", print_op(&m.ir, m.top, opts));
            0
        }
        Err(d) => {
            eprint!("{}", sm.render(&d));
            1
        }
    }
}
