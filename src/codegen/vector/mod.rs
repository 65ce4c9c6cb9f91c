//! Vector values and the `vector` dialect.
//!
//! * [`layout`] — how a `vector<…>` is held in 128-bit Cranelift SIMD values (*parts*), and the
//!   lane helpers every op is written with (extract, build, row loads and stores);
//! * [`lanewise`] — `arith` and `math` ops on vectors: SIMD instructions where Cranelift has
//!   them on both targets, otherwise the scalar code of `codegen/arith.rs` / `math.rs` run once
//!   per lane; `arith.constant` of dense vectors;
//! * [`matrix`] — LLVM's matrix intrinsics on flat vectors (`llvm.intr.matrix.*`);
//! * [`print`] — `vector.print` of scalars and vectors of any shape;
//! * [`shape`] — ops that move lanes: broadcast, extract/insert, shuffles, strided slices,
//!   shape casts, bitcasts, transposes, (de)interleaves (one byte shuffle per source part);
//! * [`mask`] — `step`, `constant_mask`, `create_mask`;
//! * [`reduce`] — reductions, scans, `fma`, `contract`, `outerproduct`;
//! * [`memory`] — loads, stores, masked and indexed memory ops, `type_cast`, `vector.mask`;
//! * [`transfer`] — `transfer_read` / `transfer_write`.

pub(crate) mod contract;
pub(crate) mod lanewise;
pub(crate) mod layout;
pub(crate) mod mask;
pub(crate) mod matrix;
pub(crate) mod memory;
pub(crate) mod print;
pub(crate) mod reduce;
pub(crate) mod shape;
pub(crate) mod transfer;

use super::{CgResult, FunctionCx};
use crate::ir::OpId;

/// Dispatches a `vector.*` op.
pub(crate) fn codegen(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    match fx.ir.name(op).as_str() {
        "vector.print" => print::codegen_print(fx, op),
        "vector.reduction"
        | "vector.multi_reduction"
        | "vector.scan"
        | "vector.fma"
        | "vector.contract"
        | "vector.outerproduct" => reduce::codegen(fx, op),
        "vector.load"
        | "vector.store"
        | "vector.maskedload"
        | "vector.maskedstore"
        | "vector.gather"
        | "vector.scatter"
        | "vector.expandload"
        | "vector.compressstore"
        | "vector.transfer_read"
        | "vector.transfer_write"
        | "vector.type_cast"
        | "vector.mask"
        | "vector.yield" => memory::codegen(fx, op),
        _ => shape::codegen(fx, op),
    }
}
