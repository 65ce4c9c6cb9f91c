//! `func` dialect: calls, returns and function addresses.
//!
//! Calls pass memref descriptors expanded into scalars (MLIR's default LLVM calling
//! convention); a call to an external declaration marked `llvm.emit_c_interface` goes to
//! `_mlir_ciface_<name>` instead (MLIR's C interface, [`super::ciface`]).

use cranelift_codegen::ir::{self, InstBuilder as _, MemFlagsData, StackSlotData, StackSlotKind};

use super::{CValue, CgResult, FunctionCx, types};
use crate::ir::{Attribute, OpId, Type};

/// Dispatches a `func.*` op.
pub(crate) fn codegen(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    match fx.ir.name(op).as_str() {
        "func.call" => codegen_call(fx, op),
        "func.call_indirect" => codegen_call_indirect(fx, op),
        "func.return" => codegen_return(fx, op),
        "func.constant" => codegen_constant(fx, op),
        _ => Err(fx.err(op, "is not supported by code generation")),
    }
}

/// The expanded Cranelift arguments of the operands `args`.
fn expanded_args(
    fx: &FunctionCx<'_, '_>,
    op: OpId,
    args: &[crate::ir::Value],
) -> CgResult<Vec<ir::Value>> {
    let mut out = Vec::new();
    for a in args {
        out.extend(fx.cvalue(op, *a)?.flatten());
    }
    Ok(out)
}

/// Binds the results of `op` from the flat Cranelift call results.
fn bind_results(fx: &mut FunctionCx<'_, '_>, op: OpId, rets: &[ir::Value]) -> CgResult<()> {
    let mut at = 0;
    for r in fx.ir.results(op).to_vec() {
        let ty = fx.ir.value_type(r).clone();
        let n = types::lowered_types(&ty).map_err(|m| fx.err(op, m))?.len();
        let vals = rets
            .get(at..at + n)
            .ok_or_else(|| fx.err(op, "result count does not match the callee's signature"))?;
        let c = CValue::from_flat(&ty, vals);
        let c = super::memref::with_static_layout(fx, &ty, c);
        fx.def(r, c);
        at += n;
    }
    Ok(())
}

/// Spills a memref to a stack descriptor and returns its address (for `_mlir_ciface_` calls
/// and `memref.cast` to unranked).
pub(crate) fn spill_descriptor(fx: &mut FunctionCx<'_, '_>, c: &CValue) -> ir::Value {
    let vals = c.flatten();
    let slot = fx.bcx.create_sized_stack_slot(StackSlotData::new(
        StackSlotKind::ExplicitSlot,
        8 * vals.len() as u32,
        3,
    ));
    for (i, v) in vals.iter().enumerate() {
        fx.bcx.ins().stack_store(types::PTR, *v, slot, 8 * i as i32);
    }
    fx.bcx.ins().stack_addr(types::PTR, slot, 0)
}

/// `func.call @f(args)`: a direct call (through `_mlir_ciface_f` for C-interface externals).
fn codegen_call(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let callee = fx
        .ir
        .attr(op, "callee")
        .and_then(Attribute::as_symbol)
        .ok_or_else(|| fx.err(op, "requires a 'callee' symbol reference attribute"))?
        .to_owned();
    let (fref, decl) = fx.func_ref(op, &callee)?;
    if decl.ciface {
        let rets = super::ciface::codegen_call(fx, op, fref, decl)?;
        return bind_results(fx, op, &rets);
    }
    let operands = fx.ir.operands(op).to_vec();
    let args = expanded_args(fx, op, &operands)?;
    if args.len() != decl.sig.params.len() {
        return Err(fx.err(op, "operand count does not match the callee's signature"));
    }
    let inst = fx.bcx.ins().call(fref, &args);
    let rets = fx.bcx.inst_results(inst).to_vec();
    bind_results(fx, op, &rets)?;
    land_unranked_results(fx, op)
}

/// `func.call_indirect %f(args)`: a call through a function pointer.
fn codegen_call_indirect(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let operands = fx.ir.operands(op).to_vec();
    let (callee, args) = operands
        .split_first()
        .ok_or_else(|| fx.err(op, "requires a callee operand"))?;
    let Type::Function(ft) = fx.ir.value_type(*callee).clone() else {
        return Err(fx.err(op, "callee must have a function type"));
    };
    let sig =
        signature_of(fx.decls.call_conv, &ft.inputs, &ft.results).map_err(|m| fx.err(op, m))?;
    let sigref = fx.bcx.import_signature(sig);
    let callee = fx.scalar(op, *callee)?;
    let args = expanded_args(fx, op, args)?;
    let inst = fx.bcx.ins().call_indirect(sigref, callee, &args);
    let rets = fx.bcx.inst_results(inst).to_vec();
    bind_results(fx, op, &rets)?;
    land_unranked_results(fx, op)
}

/// `func.return %v…`: returns the expanded values; an unranked memref's descriptor (which may
/// live in this function's stack frame) is first copied to the heap, as MLIR's FuncToLLVM
/// does, and the caller takes it back ([`land_unranked`]).
fn codegen_return(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let operands = fx.ir.operands(op).to_vec();
    let mut vals = Vec::new();
    for v in operands {
        let c = match fx.cvalue(op, v)? {
            CValue::Unranked { rank, ptr } => escape_unranked(fx, op, rank, ptr)?,
            c => c,
        };
        vals.extend(c.flatten());
    }
    super::memref::alloca::free_activation_chain(fx, op)?;
    fx.bcx.ins().return_(&vals);
    Ok(())
}

/// The largest rank of an unranked memref returned by a call (its descriptor is copied into a
/// stack slot of the caller; Cranelift has no dynamically sized stack allocation).
const MAX_RETURNED_RANK: i64 = 32;

/// Bytes of the ranked descriptor behind an unranked memref of rank `rank`: three words and
/// two per dimension.
pub(crate) fn descriptor_bytes(fx: &mut FunctionCx<'_, '_>, rank: ir::Value) -> ir::Value {
    let per_dim = fx.bcx.ins().imul_imm_s(rank, 16);
    fx.bcx.ins().iadd_imm_s(per_dim, 24)
}

/// A heap copy of the descriptor at `ptr`, for an unranked memref leaving its function.
fn escape_unranked(
    fx: &mut FunctionCx<'_, '_>,
    op: OpId,
    rank: ir::Value,
    ptr: ir::Value,
) -> CgResult<CValue> {
    let bytes = descriptor_bytes(fx, rank);
    let heap = fx.call_import(op, "malloc", &[bytes])?[0];
    let cfg = fx.frontend;
    fx.bcx.call_memcpy(cfg, heap, ptr, bytes);
    Ok(CValue::Unranked { rank, ptr: heap })
}

/// An unranked memref returned by a call: its heap descriptor is copied into a stack slot of
/// the caller and freed.
fn land_unranked(
    fx: &mut FunctionCx<'_, '_>,
    op: OpId,
    rank: ir::Value,
    heap: ir::Value,
) -> CgResult<CValue> {
    // A rank beyond the slot would write past it: stop instead.
    let too_big = fx.bcx.ins().icmp_imm_u(
        ir::condcodes::IntCC::UnsignedGreaterThan,
        rank,
        MAX_RETURNED_RANK,
    );
    fx.bcx.ins().trapnz(too_big, ir::TrapCode::unwrap_user(1));
    let slot = fx.bcx.create_sized_stack_slot(StackSlotData::new(
        StackSlotKind::ExplicitSlot,
        8 * (3 + 2 * MAX_RETURNED_RANK as u32),
        3,
    ));
    let ptr = fx.bcx.ins().stack_addr(types::PTR, slot, 0);
    let bytes = descriptor_bytes(fx, rank);
    let cfg = fx.frontend;
    fx.bcx.call_memcpy(cfg, ptr, heap, bytes);
    fx.call_import(op, "free", &[heap])?;
    Ok(CValue::Unranked { rank, ptr })
}

/// Takes back the unranked memref results of a call to corolift code ([`codegen_return`]).
fn land_unranked_results(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    for r in fx.ir.results(op).to_vec() {
        if let CValue::Unranked { rank, ptr } = fx.cvalue(op, r)? {
            let landed = land_unranked(fx, op, rank, ptr)?;
            fx.def(r, landed);
        }
    }
    Ok(())
}

/// `func.constant @f`: the address of a function.
fn codegen_constant(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let name = fx
        .ir
        .attr(op, "value")
        .and_then(Attribute::as_symbol)
        .ok_or_else(|| fx.err(op, "requires a 'value' symbol reference attribute"))?
        .to_owned();
    let (fref, _) = fx.func_ref(op, &name)?;
    let addr = fx.bcx.ins().func_addr(types::PTR, fref);
    fx.def_scalar(op, addr)
}

/// The Cranelift signature of an MLIR function type with expanded descriptors.
pub(crate) fn signature_of(
    call_conv: cranelift_codegen::isa::CallConv,
    inputs: &[Type],
    results: &[Type],
) -> Result<ir::Signature, String> {
    let mut params = Vec::new();
    for t in inputs {
        params.extend(types::lowered_types(t)?);
    }
    let mut rets = Vec::new();
    for t in results {
        rets.extend(types::lowered_types(t)?);
    }
    Ok(super::abi::make_sig(call_conv, &params, &rets))
}

/// Loads an `i64`/pointer field at `ptr + 8 * index`.
pub(crate) fn load_field(fx: &mut FunctionCx<'_, '_>, ptr: ir::Value, index: usize) -> ir::Value {
    fx.bcx.ins().load(
        ir::types::I64,
        MemFlagsData::trusted(),
        ptr,
        8 * index as i32,
    )
}
