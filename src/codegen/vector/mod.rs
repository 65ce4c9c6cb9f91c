//! Vector values and the `vector` dialect.
//!
//! * [`layout`] — how a `vector<…>` is held in 128-bit Cranelift SIMD values (*parts*), and the
//!   lane helpers every op is written with (extract, build, permute, row loads and stores);
//! * [`lanewise`] — `arith` and `math` ops on vectors: SIMD instructions where Cranelift has
//!   them on both targets, otherwise the scalar code of `codegen/arith.rs` / `math.rs` run once
//!   per lane; `arith.constant` of dense vectors;
//! * [`print`] — `vector.print` of scalars and vectors of any shape.

pub(crate) mod lanewise;
pub(crate) mod layout;
pub(crate) mod print;

use super::{CgResult, FunctionCx};
use crate::ir::OpId;

/// Dispatches a `vector.*` op.
pub(crate) fn codegen(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    match fx.ir.name(op).as_str() {
        "vector.print" => print::codegen_print(fx, op),
        _ => Err(fx.err(op, "is not supported by code generation")),
    }
}
