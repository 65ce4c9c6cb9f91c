//! The few `llvm` dialect ops that appear in async test inputs: `llvm.func` and `llvm.return`.
//!
//! corolift lowers to Cranelift from the standard dialects and never produces LLVM dialect IR;
//! these exist so that inputs containing an `llvm.func` (e.g. a smoke test of a pass on a
//! module without the func dialect) parse, verify and print. The function type is kept as a
//! builtin function type; the custom form prints exactly like mlir-opt's.

use super::func::{FUNCTION_ATTRS, parse_function_like, print_function_like};
use super::{OpDef, Traits};

/// Ops of the llvm dialect that corolift reads.
pub const OPS: &[OpDef] = &[
    OpDef {
        inherent_attrs: FUNCTION_ATTRS,
        parse: Some(parse_function_like),
        print: Some(print_function_like),
        ..OpDef::new(
            "llvm.func",
            Traits::ISOLATED_FROM_ABOVE
                .union(Traits::SYMBOL)
                .union(Traits::FUNCTION_LIKE),
        )
    },
    OpDef {
        parse: Some(super::parse_return_like),
        print: Some(super::print_return_like),
        ..OpDef::new(
            "llvm.return",
            Traits::TERMINATOR
                .union(Traits::RETURN_LIKE)
                .union(Traits::PURE),
        )
    },
];
