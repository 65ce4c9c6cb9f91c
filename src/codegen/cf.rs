//! `cf` dialect: branches, switches and assertions.
//!
//! Successor operands are expanded like every other value (a memref passes its whole
//! descriptor). `cf.switch` goes through `cranelift_frontend::Switch`; cases that pass
//! arguments branch through a small trampoline block. `cf.assert` calls the runtime's
//! `corolift_assert_fail(msg)` (prints the message and a newline on stdout, like the `puts` of
//! MLIR's lowering, then aborts).

use cranelift_codegen::ir::{self, InstBuilder as _, TrapCode};
use cranelift_frontend::Switch;

use super::{CgResult, FunctionCx};
use crate::dialect::cf::successor_operands;
use crate::ir::{Attribute, OpId};

/// Dispatches a `cf.*` op.
pub(crate) fn codegen(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    match fx.ir.name(op).as_str() {
        "cf.br" => codegen_br(fx, op),
        "cf.cond_br" => codegen_cond_br(fx, op),
        "cf.switch" => codegen_switch(fx, op),
        "cf.assert" => codegen_assert(fx, op),
        _ => Err(fx.err(op, "is not supported by code generation")),
    }
}

/// Block arguments for a branch.
pub(crate) fn block_args(vals: &[ir::Value]) -> Vec<ir::BlockArg> {
    vals.iter().map(|v| ir::BlockArg::Value(*v)).collect()
}

/// The target block and expanded arguments of successor `i` of `op`.
fn successor(fx: &FunctionCx<'_, '_>, op: OpId, i: usize) -> CgResult<(ir::Block, Vec<ir::Value>)> {
    let succ = *fx
        .ir
        .successors(op)
        .get(i)
        .ok_or_else(|| fx.err(op, "is missing a successor"))?;
    let block = fx.block(op, succ)?;
    let mut args = Vec::new();
    for v in successor_operands(fx.ir, op, i) {
        args.extend(fx.cvalue(op, v)?.flatten());
    }
    if args.len() != fx.bcx.func.dfg.num_block_params(block) {
        return Err(fx.err(op, "successor operands do not match the block arguments"));
    }
    Ok((block, args))
}

/// `cf.br ^bb(args)`: `jump`.
fn codegen_br(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let (block, args) = successor(fx, op, 0)?;
    fx.bcx.ins().jump(block, &block_args(&args));
    Ok(())
}

/// `cf.cond_br %c, ^t(args), ^f(args)`: `brif`.
fn codegen_cond_br(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let c = fx.operand(op, 0)?;
    let c = fx.scalar(op, c)?;
    let (t, targs) = successor(fx, op, 0)?;
    let (f, fargs) = successor(fx, op, 1)?;
    fx.bcx
        .ins()
        .brif(c, t, &block_args(&targs), f, &block_args(&fargs));
    Ok(())
}

/// `cf.switch %flag : iN, [default: ^d, v: ^b, …]`: a jump table / compare tree.
fn codegen_switch(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let flag_v = fx.operand(op, 0)?;
    let width = super::types::int_width(fx.ir.value_type(flag_v)).unwrap_or(64);
    let flag = fx.scalar(op, flag_v)?;
    // `case_values` (a splat when all values are equal) expanded to one value per case.
    let cases = crate::dialect::cf::case_values(fx.ir, op);
    let n_succ = fx.ir.successors(op).len();
    if cases.len() + 1 != n_succ {
        return Err(fx.err(op, "number of case values does not match the successors"));
    }
    // Resolve all targets first (trampolines are created afterwards).
    let mut targets = Vec::with_capacity(n_succ);
    for i in 0..n_succ {
        targets.push(successor(fx, op, i)?);
    }
    // Cases that pass arguments go through a trampoline block, filled after the switch (the
    // current block must be terminated before switching blocks).
    let mut direct = Vec::with_capacity(n_succ);
    let mut trampolines = Vec::new();
    for (block, args) in &targets {
        if args.is_empty() {
            direct.push(*block);
        } else {
            let tramp = fx.bcx.create_block();
            trampolines.push((tramp, *block, args.clone()));
            direct.push(tramp);
        }
    }
    let mask = if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    };
    let mut sw = Switch::new();
    for (i, v) in cases.iter().enumerate() {
        let key = (*v as u128) & mask;
        // A duplicate case value (the verifier should reject it): the first one wins.
        if !sw.entries().contains_key(&key) {
            sw.set_entry(key, direct[i + 1]);
        }
    }
    sw.emit(&mut fx.bcx, flag, direct[0]);
    for (tramp, block, args) in trampolines {
        fx.bcx.switch_to_block(tramp);
        fx.bcx.ins().jump(block, &block_args(&args));
    }
    Ok(())
}

/// `cf.assert %c, "msg"`: on false, `corolift_assert_fail("msg")` (prints, aborts); an assert
/// marked by `test-cf-assert` ([`crate::passes::test_cf_assert::NO_ABORT`]) only `puts` the
/// message and continues, like MLIR's lowering with `abortOnFailedAssert = false`.
fn codegen_assert(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let c = fx.operand(op, 0)?;
    let c = fx.scalar(op, c)?;
    let msg = fx
        .ir
        .attr(op, "msg")
        .and_then(Attribute::as_str)
        .unwrap_or("")
        .to_owned();
    let id = *fx
        .decls
        .strings
        .get(&msg)
        .ok_or_else(|| fx.err(op, "message string was not declared"))?;
    let ok = fx.bcx.create_block();
    let fail = fx.bcx.create_block();
    fx.bcx.set_cold_block(fail);
    fx.bcx.ins().brif(c, ok, &[], fail, &[]);
    fx.bcx.switch_to_block(fail);
    let p = fx.data_addr(id);
    if fx
        .ir
        .attr(op, crate::passes::test_cf_assert::NO_ABORT)
        .is_some()
    {
        fx.call_import(op, "puts", &[p])?;
        fx.bcx.ins().jump(ok, &[]);
    } else {
        fx.call_import(op, "corolift_assert_fail", &[p])?;
        fx.bcx.ins().trap(TrapCode::unwrap_user(1));
    }
    fx.bcx.switch_to_block(ok);
    Ok(())
}
