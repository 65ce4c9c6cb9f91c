//! Code generation: every input that parses and verifies is lowered and compiled to an
//! object file (never run), which ends in a diagnostic or in an object. Cranelift's own
//! verifier checks every function (`COROLIFT_VERIFY_CLIF=1`), so ill-formed CLIF is a finding
//! even where the backend would not trip over it.
#![no_main]

use std::sync::Arc;

use libfuzzer_sys::fuzz_target;

fuzz_target!(
    init: {
        // SAFETY: libFuzzer runs `init` once, on the one thread, before any input.
        unsafe { std::env::set_var("COROLIFT_VERIFY_CLIF", "1") };
    },
    |data: &[u8]| {
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
    let options = corolift::driver::CodegenOptions {
        opt_level: data.first().map_or(0, |b| b % 4),
        threads: Some(1),
        ..Default::default()
    };
    let _ = corolift::driver::aot::compile_object(&mut module, &options, None);
    }
);
