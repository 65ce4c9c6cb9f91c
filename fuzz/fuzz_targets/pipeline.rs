//! The pass pipeline code generation runs (async lowering, reference counting, coroutine
//! split, `scf` to `cf`, …) on every input that parses and verifies: it ends in a diagnostic
//! or in a module that verifies after each pass (`prepare` checks that itself).
#![no_main]

use std::sync::Arc;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let file: Arc<str> = Arc::from("fuzz.mlir");
    let Ok(mut module) = corolift::parse::parse_source(text, &file) else {
        return;
    };
    if corolift::verify::verify(&module.ir, module.top).is_err() {
        return;
    }
    // The first byte picks the optimisation level, which shapes the coroutine split.
    let opt_level = data.first().map_or(0, |b| b % 4);
    let _ = corolift::driver::prepare(&mut module, opt_level);
});
