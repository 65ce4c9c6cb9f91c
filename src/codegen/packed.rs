//! MLIR's packed calling convention: `void _mlir_<f>(void **args)`, the form
//! `ExecutionEngine::invokePacked` calls, so a host can call any function through one C type.
//!
//! `args` holds one pointer per *lowered* argument of `@f` — a memref contributes one pointer
//! per descriptor field (allocated, aligned, offset, each size, each stride), as MLIR's LLVM
//! lowering expands it — followed, when `@f` returns anything, by one pointer to the result
//! slot. A single non-memref result is stored there as is; several results, or a memref
//! result, are stored as the C struct MLIR's LLVM lowering returns (each lowered value at its
//! natural alignment: [`super::ciface::ResultStruct`]).
//!
//! The wrapper loads each argument from its pointer, calls `@f` with the expanded values and
//! stores what it returns. The embedding API ([`crate::embed`]) builds one on demand when a
//! host looks a function up.

use cranelift_codegen::ir::{self, InstBuilder as _, MemFlagsData};
use cranelift_codegen::isa::CallConv;
use cranelift_frontend::FunctionBuilder;

use super::abi::{FuncDecl, build_one_block_fn, import_func, make_sig};
use super::ciface::ResultStruct;
use super::types::{self, PTR};
use crate::ir::Type;

/// The signature of every packed wrapper: `void (void **)`.
pub(crate) fn packed_signature(call_conv: CallConv) -> ir::Signature {
    make_sig(call_conv, &[PTR], &[])
}

/// Builds `void name(void **args)` calling `callee` (an MLIR function of type
/// `inputs -> results`) as described in the module documentation.
pub(crate) fn build_packed_wrapper(
    call_conv: CallConv,
    frontend: cranelift_codegen::isa::TargetFrontendConfig,
    name: ir::UserFuncName,
    callee: &FuncDecl,
    inputs: &[Type],
    results: &[Type],
) -> Result<ir::Function, String> {
    build_one_block_fn(
        name,
        packed_signature(call_conv),
        frontend,
        |bcx, params| store_results_of_call(bcx, params[0], callee, inputs, results),
    )
}

/// The body of a packed wrapper: loads the arguments `packed` points to, calls `callee`,
/// stores its results.
fn store_results_of_call(
    bcx: &mut FunctionBuilder<'_>,
    packed: ir::Value,
    callee: &FuncDecl,
    inputs: &[Type],
    results: &[Type],
) -> Result<(), String> {
    let flags = MemFlagsData::trusted();

    let mut slot = 0i32;
    let mut next_pointer = |bcx: &mut FunctionBuilder<'_>| {
        let p = bcx
            .ins()
            .load(PTR, flags, packed, slot * PTR.bytes() as i32);
        slot += 1;
        p
    };
    let mut args = Vec::new();
    for t in inputs {
        for part in types::lowered_types(t)? {
            let p = next_pointer(bcx);
            args.push(bcx.ins().load(part, flags, p, 0));
        }
    }
    if args.len() != callee.sig.params.len() {
        return Err("the callee's signature does not match its MLIR function type".to_owned());
    }
    let fref = import_func(bcx.func, callee);
    let inst = bcx.ins().call(fref, &args);
    let rets = bcx.inst_results(inst).to_vec();
    if !results.is_empty() {
        let out = next_pointer(bcx);
        match ResultStruct::of(results)? {
            None => {
                let [v] = rets[..] else {
                    return Err(format!(
                        "results of type '{}' cannot be returned through the packed convention",
                        results[0]
                    ));
                };
                bcx.ins().store(flags, v, out, 0);
            }
            Some(layout) => {
                let mut values = rets.into_iter();
                for i in 0..layout.fields.len() {
                    for (offset, _) in layout.part_offsets(i) {
                        let v = values
                            .next()
                            .ok_or("the callee returns fewer values than its type says")?;
                        bcx.ins().store(flags, v, out, offset as i32);
                    }
                }
            }
        }
    }
    bcx.ins().return_(&[]);
    Ok(())
}
