//! The parser, verifier and printer on any text: each input ends in diagnostics or a printed
//! module, and a printed module parses again. A panic, an overflowed stack or a hang is a
//! finding.
#![no_main]

use std::sync::Arc;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let file: Arc<str> = Arc::from("fuzz.mlir");
    let Ok(module) = corolift::parse::parse_source(text, &file) else {
        return;
    };
    let verified = corolift::verify::verify(&module.ir, module.top).is_ok();
    let printed = corolift::print::print_op(&module.ir, module.top, Default::default());
    let reparsed = corolift::parse::parse_source(&printed, &file);
    // What verifies must print in a form the parser reads back.
    if verified {
        assert!(
            reparsed.is_ok(),
            "the printed form of a verified module does not parse:\n{printed}"
        );
    }
});
