//! MLIR's C interface: functions marked `llvm.emit_c_interface`.
//!
//! MLIR's LLVM lowering gives such a function `@f` a companion `_mlir_ciface_f` that C code can
//! call with plain C structs (`convertFunctionTypeCWrapper` in MLIR's type converter):
//!
//! * every memref argument is passed as a pointer to its descriptor (ranked:
//!   `{allocated, aligned, offset, sizes[N], strides[N]}`; unranked: `{rank, descriptor*}`);
//! * a result that C cannot receive in registers — a memref, or more than one result — is
//!   written through a hidden first argument that points to the *result struct*: the results'
//!   lowered types laid out as an LLVM (C) struct, each field at its natural alignment. A single
//!   scalar result is returned as usual.
//!
//! Two directions use it:
//!
//! * a call of an external declaration marked `llvm.emit_c_interface` calls `_mlir_ciface_f`
//!   ([`codegen_call`]), spilling memref operands to stack descriptors and reading the results
//!   back from a stack result struct;
//! * a *defined* function marked `llvm.emit_c_interface` gets an exported `_mlir_ciface_f`
//!   wrapper ([`build_wrapper`]) that loads the descriptors, calls `@f` with the expanded
//!   arguments and stores the results.

use cranelift_codegen::ir::{
    self, InstBuilder as _, MemFlagsData, Signature, StackSlotData, StackSlotKind,
};
use cranelift_codegen::isa::CallConv;
use cranelift_frontend::FunctionBuilder;

use super::abi::{FuncDecl, build_one_block_fn, import_func, make_sig};
use super::func::spill_descriptor;
use super::types::{self, PTR};
use super::{CValue, CgResult, FunctionCx};
use crate::ir::{OpId, Type};

/// Where one result lives in the result struct.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Field {
    /// Byte offset in the struct.
    pub(crate) offset: u32,
    /// The Cranelift types of the result's lowered values, stored one after the other at
    /// their natural alignment (a descriptor is all 8-byte words).
    pub(crate) parts: Vec<ir::Type>,
}

/// The layout of a C-interface result struct.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ResultStruct {
    /// One field per MLIR result, in order.
    pub(crate) fields: Vec<Field>,
    /// Size in bytes (a multiple of `align`).
    pub(crate) size: u32,
    /// Alignment in bytes.
    pub(crate) align: u32,
}

impl ResultStruct {
    /// The result struct of a function with `results`, or `None` when the results are returned
    /// directly (none, or one non-memref).
    pub(crate) fn of(results: &[Type]) -> Result<Option<ResultStruct>, String> {
        let is_memref = |t: &Type| matches!(t, Type::MemRef(_) | Type::UnrankedMemRef(_));
        if results.len() < 2 && !results.iter().any(is_memref) {
            return Ok(None);
        }
        let mut fields = Vec::with_capacity(results.len());
        let (mut size, mut align) = (0u32, 1u32);
        for t in results {
            let parts = types::lowered_types(t)?;
            let field_align = parts.iter().map(|p| p.bytes()).max().unwrap_or(1);
            size = size.next_multiple_of(field_align);
            fields.push(Field {
                offset: size,
                parts: parts.clone(),
            });
            size += parts.iter().map(|p| p.bytes()).sum::<u32>();
            align = align.max(field_align);
        }
        Ok(Some(ResultStruct {
            fields,
            size: size.next_multiple_of(align),
            align,
        }))
    }

    /// Byte offsets of each lowered value of field `i` (consecutive words or one scalar).
    pub(crate) fn part_offsets(&self, i: usize) -> impl Iterator<Item = (u32, ir::Type)> + '_ {
        let field = &self.fields[i];
        let mut at = field.offset;
        field.parts.iter().map(move |p| {
            let here = at;
            at += p.bytes();
            (here, *p)
        })
    }
}

/// The signature of `_mlir_ciface_<f>` for an MLIR function type, and its result struct.
pub(crate) fn signature_of(
    call_conv: CallConv,
    inputs: &[Type],
    results: &[Type],
) -> Result<(Signature, Option<ResultStruct>), String> {
    let result_struct = ResultStruct::of(results)?;
    let mut params = Vec::new();
    if result_struct.is_some() {
        params.push(PTR);
    }
    for t in inputs {
        match t {
            Type::MemRef(_) | Type::UnrankedMemRef(_) => params.push(PTR),
            _ => params.extend(types::lowered_types(t)?),
        }
    }
    let mut rets = Vec::new();
    if result_struct.is_none() {
        for t in results {
            rets.extend(types::lowered_types(t)?);
        }
    }
    Ok((make_sig(call_conv, &params, &rets), result_struct))
}

/// A stack slot of `size` bytes aligned to `align` (a power of two).
fn stack_slot(bcx: &mut FunctionBuilder<'_>, size: u32, align: u32) -> ir::Value {
    let slot = bcx.create_sized_stack_slot(StackSlotData::new(
        StackSlotKind::ExplicitSlot,
        size.max(1),
        align.trailing_zeros() as u8,
    ));
    bcx.ins().stack_addr(PTR, slot, 0)
}

/// `func.call @f(…)` where `@f` is an external C-interface declaration: calls
/// `_mlir_ciface_f` with memrefs by pointer and, where the results do not come back in
/// registers, a stack result struct as the first argument.
pub(crate) fn codegen_call(
    fx: &mut FunctionCx<'_, '_>,
    op: OpId,
    fref: ir::FuncRef,
    decl: &FuncDecl,
) -> CgResult<Vec<ir::Value>> {
    let result_types: Vec<Type> = fx
        .ir
        .results(op)
        .iter()
        .map(|r| fx.ir.value_type(*r).clone())
        .collect();
    let layout = ResultStruct::of(&result_types).map_err(|m| fx.err(op, m))?;
    let mut args = Vec::new();
    let out = layout
        .as_ref()
        .map(|l| stack_slot(&mut fx.bcx, l.size, l.align));
    args.extend(out);
    for a in fx.ir.operands(op).to_vec() {
        match fx.cvalue(op, a)? {
            CValue::Scalar(v) => args.push(v),
            c => args.push(spill_descriptor(fx, &c)),
        }
    }
    if args.len() != decl.sig.params.len() {
        return Err(fx.err(op, "operand count does not match the callee's signature"));
    }
    let inst = fx.bcx.ins().call(fref, &args);
    let (Some(layout), Some(out)) = (layout, out) else {
        return Ok(fx.bcx.inst_results(inst).to_vec());
    };
    let mut rets = Vec::new();
    for i in 0..layout.fields.len() {
        for (offset, ty) in layout.part_offsets(i) {
            rets.push(
                fx.bcx
                    .ins()
                    .load(ty, MemFlagsData::trusted(), out, offset as i32),
            );
        }
    }
    Ok(rets)
}

/// The exported `_mlir_ciface_<f>` wrapper of a defined C-interface function `callee` of type
/// `inputs -> results`: loads each memref argument's descriptor from its pointer, calls
/// `callee` with the expanded values and returns its result or stores them in the result
/// struct.
pub(crate) fn build_wrapper(
    call_conv: CallConv,
    frontend: cranelift_codegen::isa::TargetFrontendConfig,
    name: ir::UserFuncName,
    callee: &FuncDecl,
    inputs: &[Type],
    results: &[Type],
) -> Result<ir::Function, String> {
    let (sig, layout) = signature_of(call_conv, inputs, results)?;
    build_one_block_fn(name, sig, frontend, |bcx, params| {
        wrapper_body(bcx, &params, layout, callee, inputs)
    })
}

/// The body of a `_mlir_ciface_` wrapper (see [`build_wrapper`]).
fn wrapper_body(
    bcx: &mut FunctionBuilder<'_>,
    params: &[ir::Value],
    layout: Option<ResultStruct>,
    callee: &FuncDecl,
    inputs: &[Type],
) -> Result<(), String> {
    let (out, mut params) = match layout {
        Some(_) => (Some(params[0]), params[1..].iter()),
        None => (None, params[..].iter()),
    };
    let mut args = Vec::new();
    for t in inputs {
        let Some(&p) = params.next() else {
            return Err("wrapper parameter count mismatch".to_owned());
        };
        match t {
            Type::MemRef(_) | Type::UnrankedMemRef(_) => {
                for (i, part) in types::lowered_types(t)?.into_iter().enumerate() {
                    args.push(
                        bcx.ins()
                            .load(part, MemFlagsData::trusted(), p, 8 * i as i32),
                    );
                }
            }
            _ => args.push(p),
        }
    }
    let fref = import_func(bcx.func, callee);
    let inst = bcx.ins().call(fref, &args);
    let rets = bcx.inst_results(inst).to_vec();
    match (layout, out) {
        (Some(layout), Some(out)) => {
            let mut vals = rets.into_iter();
            for i in 0..layout.fields.len() {
                for (offset, _) in layout.part_offsets(i) {
                    let v = vals
                        .next()
                        .ok_or_else(|| "wrapper result count mismatch".to_owned())?;
                    bcx.ins()
                        .store(MemFlagsData::trusted(), v, out, offset as i32);
                }
            }
            bcx.ins().return_(&[]);
        }
        _ => {
            bcx.ins().return_(&rets);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{FloatKind, MemRefType};

    fn i(width: u32) -> Type {
        Type::Integer {
            width,
            signedness: crate::ir::Signedness::Signless,
        }
    }

    #[test]
    fn single_scalar_results_come_back_in_registers() {
        assert_eq!(ResultStruct::of(&[]).unwrap(), None);
        assert_eq!(ResultStruct::of(&[i(32)]).unwrap(), None);
    }

    #[test]
    fn result_struct_fields_follow_c_alignment() {
        // struct { bool; int32_t; double; int16_t } -> offsets 0, 4, 8, 16; size 24.
        let l = ResultStruct::of(&[i(1), i(32), Type::Float(FloatKind::F64), i(16)])
            .unwrap()
            .unwrap();
        let offsets: Vec<u32> = l.fields.iter().map(|f| f.offset).collect();
        assert_eq!(offsets, [0, 4, 8, 16]);
        assert_eq!((l.size, l.align), (24, 8));
    }

    #[test]
    fn a_memref_result_is_returned_through_its_descriptor() {
        let m = Type::MemRef(std::sync::Arc::new(MemRefType {
            shape: vec![crate::ir::DYNAMIC, 4],
            elem: Type::Float(FloatKind::F32),
            layout: None,
            memory_space: None,
        }));
        let l = ResultStruct::of(&[m]).unwrap().unwrap();
        // {allocated, aligned, offset, sizes[2], strides[2]}: 7 words.
        assert_eq!((l.size, l.align), (56, 8));
    }
}
