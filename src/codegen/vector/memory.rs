//! Vector memory ops: loads, stores, masked and indexed accesses, transfers.

use crate::codegen::{CgResult, FunctionCx};
use crate::ir::OpId;

/// Dispatches the `vector.*` ops of this file.
pub(crate) fn codegen(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    Err(fx.err(op, "is not supported by code generation"))
}
