//! The canonicalization patterns of `cf.br` and `cf.cond_br` (MLIR 22's `ControlFlowOps.cpp`):
//! a branch to a block with a single predecessor merges the block, a branch through a block
//! that only branches on is redirected, a conditional branch on a constant becomes a `cf.br`,
//! and one with identical successors a `cf.br` (with `arith.select`s for differing operands).

use crate::diag::Diagnostic;
use crate::ir::rewrite::{RewritePattern, Rewriter};
use crate::ir::{BlockId, Builder, InsertPoint, Ir, OpId, Value};
use crate::passes::canonicalize::constant_value;

/// `cf.br`'s patterns, in upstream's order.
pub static BR_PATTERNS: &[&dyn RewritePattern] =
    &[&SimplifyBrToBlockWithSinglePred, &SimplifyPassThroughBr];

/// `cf.cond_br`'s patterns, in upstream's order.
pub static COND_BR_PATTERNS: &[&dyn RewritePattern] = &[
    &SimplifyConstCondBranchPred,
    &SimplifyPassThroughCondBranch,
    &SimplifyCondBranchIdenticalSuccessors,
];

/// The true and false operands of a `cf.cond_br`.
fn cond_br_operands(ir: &Ir, op: OpId) -> Option<(Vec<Value>, Vec<Value>)> {
    let sizes = ir.attr(op, "operandSegmentSizes")?.as_dense_i64s()?;
    let [_, nt, nf] = sizes[..] else { return None };
    let ops = ir.operands(op);
    let (nt, nf) = (usize::try_from(nt).ok()?, usize::try_from(nf).ok()?);
    if ops.len() != 1 + nt + nf {
        return None;
    }
    Some((ops[1..1 + nt].to_vec(), ops[1 + nt..].to_vec()))
}

/// Replaces the terminator `op` by `cf.br ^dest(args)`.
fn replace_with_br(rw: &mut Rewriter<'_>, op: OpId, dest: BlockId, args: &[Value]) {
    let loc = rw.ir_ref().loc(op).clone();
    let mut b = Builder::new(rw.ir(), InsertPoint::Before(op), loc);
    b.br(dest, args);
    rw.erase_op(op);
}

/// `cf.br ^bb(args)` where `^bb`'s only predecessor is this block: `^bb` is merged in.
struct SimplifyBrToBlockWithSinglePred;

impl RewritePattern for SimplifyBrToBlockWithSinglePred {
    fn root(&self) -> Option<&'static str> {
        Some("cf.br")
    }

    fn name(&self) -> &'static str {
        "SimplifyBrToBlockWithSinglePred"
    }

    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<bool, Diagnostic> {
        let ir = rw.ir_ref();
        let Some(&dest) = ir.successors(op).first() else {
            return Ok(false);
        };
        let Some(block) = ir.parent_block(op) else {
            return Ok(false);
        };
        if dest == block || ir.predecessors(dest) != [block] {
            return Ok(false);
        }
        let args = ir.operands(op).to_vec();
        for (a, v) in ir.block_args(dest).to_vec().into_iter().zip(args) {
            rw.replace_all_uses_with(a, v);
        }
        for inner in rw.ir_ref().block_ops_vec(dest) {
            rw.ir().move_op_to_end(inner, block);
        }
        rw.erase_op(op);
        rw.ir().erase_block(dest);
        Ok(true)
    }
}

/// Where a branch to `dest(args)` can go instead when `dest` holds only a `cf.br` and its
/// arguments are used by nothing else (MLIR's `collapseBranch`): that branch's destination
/// and operands, with `dest`'s arguments replaced by `args`.
fn pass_through(ir: &Ir, dest: BlockId, args: &[Value]) -> Option<(BlockId, Vec<Value>)> {
    let first = ir.first_op(dest)?;
    if ir.last_op(dest) != Some(first) || !ir.is(first, "cf.br") {
        return None;
    }
    let dest_args = ir.block_args(dest);
    if dest_args
        .iter()
        .any(|a| ir.uses(*a).iter().any(|u| u.op != first))
    {
        return None;
    }
    let next = *ir.successors(first).first()?;
    if next == dest {
        return None;
    }
    let mapped = ir
        .operands(first)
        .iter()
        .map(|v| match dest_args.iter().position(|a| a == v) {
            Some(i) => args[i],
            None => *v,
        })
        .collect();
    Some((next, mapped))
}

/// `cf.cond_br` whose successors only branch on: it branches to their destinations.
struct SimplifyPassThroughCondBranch;

impl RewritePattern for SimplifyPassThroughCondBranch {
    fn root(&self) -> Option<&'static str> {
        Some("cf.cond_br")
    }

    fn name(&self) -> &'static str {
        "SimplifyPassThroughCondBranch"
    }

    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<bool, Diagnostic> {
        let ir = rw.ir_ref();
        let Some((t_args, f_args)) = cond_br_operands(ir, op) else {
            return Ok(false);
        };
        let succ = ir.successors(op).to_vec();
        let t = pass_through(ir, succ[0], &t_args);
        let f = pass_through(ir, succ[1], &f_args);
        if t.is_none() && f.is_none() {
            return Ok(false);
        }
        let (td, ta) = t.unwrap_or((succ[0], t_args));
        let (fd, fa) = f.unwrap_or((succ[1], f_args));
        let cond = ir.operand(op, 0);
        let weights = ir.attr(op, "branch_weights").cloned();
        let loc = ir.loc(op).clone();
        let mut b = Builder::new(rw.ir(), InsertPoint::Before(op), loc);
        let new_op = b.cond_br(cond, td, &ta, fd, &fa);
        if let Some(w) = weights {
            rw.ir().set_attr(new_op, "branch_weights", w);
        }
        rw.erase_op(op);
        Ok(true)
    }
}

/// `cf.br ^bb1(args)` where `^bb1` only branches on to `^bb2`: branch to `^bb2` directly.
struct SimplifyPassThroughBr;

impl RewritePattern for SimplifyPassThroughBr {
    fn root(&self) -> Option<&'static str> {
        Some("cf.br")
    }

    fn name(&self) -> &'static str {
        "SimplifyPassThroughBr"
    }

    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<bool, Diagnostic> {
        let ir = rw.ir_ref();
        let Some(&dest) = ir.successors(op).first() else {
            return Ok(false);
        };
        if Some(dest) == ir.parent_block(op) {
            return Ok(false);
        }
        let args = ir.operands(op).to_vec();
        let Some((next, mapped)) = pass_through(ir, dest, &args) else {
            return Ok(false);
        };
        replace_with_br(rw, op, next, &mapped);
        Ok(true)
    }
}

/// `cf.cond_br` on a constant becomes a `cf.br` to the destination it takes.
struct SimplifyConstCondBranchPred;

impl RewritePattern for SimplifyConstCondBranchPred {
    fn root(&self) -> Option<&'static str> {
        Some("cf.cond_br")
    }

    fn name(&self) -> &'static str {
        "SimplifyConstCondBranchPred"
    }

    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<bool, Diagnostic> {
        let ir = rw.ir_ref();
        let Some(c) = constant_value(ir, ir.operand(op, 0)).and_then(|a| a.as_int()) else {
            return Ok(false);
        };
        let Some((t_args, f_args)) = cond_br_operands(ir, op) else {
            return Ok(false);
        };
        let succ = ir.successors(op).to_vec();
        if c != 0 {
            replace_with_br(rw, op, succ[0], &t_args);
        } else {
            replace_with_br(rw, op, succ[1], &f_args);
        }
        Ok(true)
    }
}

/// `cf.cond_br %c, ^bb(a), ^bb(b)`: `cf.br ^bb(select(%c, a, b))`.
struct SimplifyCondBranchIdenticalSuccessors;

impl RewritePattern for SimplifyCondBranchIdenticalSuccessors {
    fn root(&self) -> Option<&'static str> {
        Some("cf.cond_br")
    }

    fn name(&self) -> &'static str {
        "SimplifyCondBranchIdenticalSuccessors"
    }

    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<bool, Diagnostic> {
        let ir = rw.ir_ref();
        let succ = ir.successors(op).to_vec();
        if succ.len() != 2 || succ[0] != succ[1] {
            return Ok(false);
        }
        let Some((t_args, f_args)) = cond_br_operands(ir, op) else {
            return Ok(false);
        };
        let cond = ir.operand(op, 0);
        let loc = ir.loc(op).clone();
        let mut merged = Vec::new();
        for (t, f) in t_args.iter().zip(&f_args) {
            if t == f {
                merged.push(*t);
                continue;
            }
            let ty = rw.ir_ref().value_type(*t).clone();
            let mut b = Builder::new(rw.ir(), InsertPoint::Before(op), loc.clone());
            merged.push(b.create_value("arith.select", &[cond, *t, *f], ty, Vec::new()));
        }
        replace_with_br(rw, op, succ[0], &merged);
        Ok(true)
    }
}
