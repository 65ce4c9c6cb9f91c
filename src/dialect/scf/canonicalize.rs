//! The folders and canonicalization patterns of the `scf` ops (MLIR 22's `SCF.cpp`):
//! `scf.for` (`ForOpIterArgsFolder`, `SimplifyTrivialLoops`), `scf.if` (`RemoveStaticCondition`,
//! `ConvertTrivialIfToSelect`, `RemoveUnusedResults`, `RemoveEmptyElseBranch`, and the fold
//! that swaps the branches of `if not c`), `scf.parallel`
//! (`ParallelOpSingleOrZeroIterationDimsFolder`).

use crate::diag::Diagnostic;
use crate::ir::rewrite::{Folded, RewritePattern, Rewriter};
use crate::ir::{
    Attribute, BlockId, Builder, InsertPoint, Ir, OpId, OperationState, RegionId, Type, Value,
};
use crate::passes::canonicalize::constant_value;

/// The constant integer `v` holds (sign-extended, as `index` is 64 bits).
fn const_int(ir: &Ir, v: Value) -> Option<i128> {
    constant_value(ir, v)?.as_int()
}

/// The single block of region `i` of `op`, if it has one.
fn body(ir: &Ir, op: OpId, i: usize) -> Option<BlockId> {
    let region = *ir.regions(op).get(i)?;
    ir.entry_block(region)
}

/// The terminator of `block`.
fn terminator(ir: &Ir, block: BlockId) -> Option<OpId> {
    ir.last_op(block)
}

/// Whether `v` is defined outside of `op` (not in any of its regions).
fn defined_outside(ir: &Ir, v: Value, op: OpId) -> bool {
    match ir.value_block(v).and_then(|b| ir.block_parent_op(b)) {
        Some(owner) => !ir.is_ancestor(op, owner),
        None => true,
    }
}

/// MLIR's `replaceOpWithRegion`: the single block of the region is inlined before `op`
/// (its arguments replaced by `args`) and `op`'s results by what its terminator yields.
fn replace_op_with_block(rw: &mut Rewriter<'_>, op: OpId, block: BlockId, args: &[Value]) {
    let term = terminator(rw.ir_ref(), block).expect("scf region block has a terminator");
    let results = rw.ir_ref().operands(term).to_vec();
    rw.inline_block_before(block, op, args);
    rw.replace_op(op, &results);
    rw.erase_op(term);
}

fn yield_state(ir: &Ir, at: OpId, operands: Vec<Value>) -> OperationState {
    let mut state = OperationState::new("scf.yield", ir.loc(at).clone());
    state.operands = operands;
    state
}

// -------------------------------------------------------------------------------------------
// scf.for
// -------------------------------------------------------------------------------------------

/// `scf.for`'s patterns, in upstream's order.
pub static FOR_PATTERNS: &[&dyn RewritePattern] = &[&ForOpIterArgsFolder, &SimplifyTrivialLoops];

/// Drops the iter args that are forwarded unchanged (yielded as they come in, or unused with
/// their init yielded or their result unused): their results become the init values.
struct ForOpIterArgsFolder;

impl RewritePattern for ForOpIterArgsFolder {
    fn root(&self) -> Option<&'static str> {
        Some("scf.for")
    }

    fn name(&self) -> &'static str {
        "ForOpIterArgsFolder"
    }

    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<bool, Diagnostic> {
        let ir = rw.ir_ref();
        let Some(block) = body(ir, op, 0) else {
            return Ok(false);
        };
        let Some(yield_op) = terminator(ir, block) else {
            return Ok(false);
        };
        let inits = ir.operands(op)[3..].to_vec();
        let iter_args = ir.block_args(block)[1..].to_vec();
        let results = ir.results(op).to_vec();
        let yielded = ir.operands(yield_op).to_vec();
        if yielded.len() != inits.len() || iter_args.len() != inits.len() {
            return Ok(false);
        }
        let forwarded: Vec<bool> = (0..inits.len())
            .map(|i| {
                iter_args[i] == yielded[i]
                    || (ir.use_empty(iter_args[i])
                        && (inits[i] == yielded[i] || ir.use_empty(results[i])))
            })
            .collect();
        // An iter arg with the same init and yielded value as an earlier kept one duplicates it.
        let mut dup: Vec<Option<usize>> = vec![None; inits.len()];
        for i in 0..inits.len() {
            if forwarded[i] {
                continue;
            }
            dup[i] = (0..i).find(|&j| {
                !forwarded[j]
                    && dup[j].is_none()
                    && inits[j] == inits[i]
                    && yielded[j] == yielded[i]
            });
        }
        let keep: Vec<bool> = (0..inits.len())
            .map(|i| !forwarded[i] && dup[i].is_none())
            .collect();
        if keep.iter().all(|k| *k) {
            return Ok(false);
        }
        // The new loop: the kept iter args, the old body moved into it.
        let loc = ir.loc(op).clone();
        let mut state = OperationState::new("scf.for", loc);
        state.operands = ir.operands(op)[..3].to_vec();
        state.attrs = ir.attrs(op).to_vec();
        let mut kept_types = Vec::new();
        for (i, k) in keep.iter().enumerate() {
            if *k {
                state.operands.push(inits[i]);
                kept_types.push(ir.value_type(results[i]).clone());
            }
        }
        state.result_types = kept_types.clone();
        let iv_ty = ir.value_type(ir.block_arg(block, 0)).clone();
        let irm = rw.ir();
        let region = irm.new_region();
        let mut arg_types = vec![iv_ty];
        arg_types.extend(kept_types);
        let new_block = irm.new_block(&arg_types);
        irm.append_block(region, new_block);
        state.regions.push(region);
        let new_op = irm.create_op(state);
        irm.insert_op_before(op, new_op);
        // Old block arguments: the iv, kept iter args map to the new ones, forwarded ones to
        // their init values.
        let mut replacements = vec![rw.ir_ref().block_arg(new_block, 0)];
        let mut new_results = Vec::new();
        let mut k = 0;
        for (i, kept) in keep.iter().enumerate() {
            if *kept {
                k += 1;
                replacements.push(rw.ir_ref().block_arg(new_block, k));
                new_results.push(rw.ir_ref().result(new_op, k - 1));
            } else if let Some(j) = dup[i] {
                replacements.push(replacements[j + 1]);
                new_results.push(new_results[j]);
            } else {
                replacements.push(inits[i]);
                new_results.push(inits[i]);
            }
        }
        let old_args = rw.ir_ref().block_args(block).to_vec();
        for (a, v) in old_args.into_iter().zip(replacements) {
            rw.replace_all_uses_with(a, v);
        }
        for inner in rw.ir_ref().block_ops_vec(block) {
            rw.ir().move_op_to_end(inner, new_block);
        }
        let filtered: Vec<Value> = yielded
            .iter()
            .zip(&keep)
            .filter(|(_, k)| **k)
            .map(|(v, _)| *v)
            .collect();
        let state = yield_state(rw.ir_ref(), yield_op, filtered);
        let new_yield = rw.ir().create_op(state);
        rw.ir().insert_op_before(yield_op, new_yield);
        rw.erase_op(yield_op);
        rw.replace_op(op, &new_results);
        Ok(true)
    }
}

/// `ub - lb` when both are constants, as a 64-bit signed difference. (MLIR 22 does not fold
/// `ub = lb + c` here: such a loop stays.)
fn const_diff(ir: &Ir, lb: Value, ub: Value) -> Option<i128> {
    let (l, u) = (const_int(ir, lb)?, const_int(ir, ub)?);
    Some(wrap64(u.wrapping_sub(l)))
}

fn wrap64(v: i128) -> i128 {
    i128::from(v as i64)
}

/// Erases loops that do not iterate, inlines loops that iterate once, and replaces empty
/// loops that only yield values from outside by those values.
struct SimplifyTrivialLoops;

impl RewritePattern for SimplifyTrivialLoops {
    fn root(&self) -> Option<&'static str> {
        Some("scf.for")
    }

    fn name(&self) -> &'static str {
        "SimplifyTrivialLoops"
    }

    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<bool, Diagnostic> {
        let ir = rw.ir_ref();
        let (lb, ub, step) = (ir.operand(op, 0), ir.operand(op, 1), ir.operand(op, 2));
        let inits = ir.operands(op)[3..].to_vec();
        if lb == ub {
            rw.replace_op(op, &inits);
            return Ok(true);
        }
        let Some(diff) = const_diff(ir, lb, ub) else {
            return Ok(false);
        };
        let unsigned = ir.attr(op, "unsignedCmp").is_some();
        if diff == 0 || (!unsigned && diff < 0) {
            rw.replace_op(op, &inits);
            return Ok(true);
        }
        let Some(step_v) = const_int(ir, step) else {
            return Ok(false);
        };
        let Some(block) = body(ir, op, 0) else {
            return Ok(false);
        };
        if !unsigned && step_v >= diff {
            let mut args = vec![lb];
            args.extend(inits);
            replace_op_with_block(rw, op, block, &args);
            return Ok(true);
        }
        let ir = rw.ir_ref();
        if ir.first_op(block) != ir.last_op(block) {
            return Ok(false);
        }
        let Some(yield_op) = terminator(ir, block) else {
            return Ok(false);
        };
        let yielded = ir.operands(yield_op).to_vec();
        if yielded.iter().any(|v| !defined_outside(ir, *v, op)) {
            return Ok(false);
        }
        rw.replace_op(op, &yielded);
        Ok(true)
    }
}

// -------------------------------------------------------------------------------------------
// scf.if
// -------------------------------------------------------------------------------------------

/// `scf.if`'s patterns, in upstream's order.
pub static IF_PATTERNS: &[&dyn RewritePattern] = &[
    &CombineIfs,
    &ConvertTrivialIfToSelect,
    &RemoveEmptyElseBranch,
    &RemoveStaticCondition,
    &RemoveUnusedResults,
];

/// `scf.if`'s folder: `if (xori c, true)` becomes `if c` with the branches swapped.
pub fn fold_if(ir: &mut Ir, op: OpId, _cst: &[Option<Attribute>]) -> Folded {
    let else_region = ir.region(op, 1);
    if ir.region_blocks(else_region).is_empty() {
        return Folded::None;
    }
    let cond = ir.operand(op, 0);
    let Some(xor) = ir.defining_op(cond).filter(|d| ir.is(*d, "arith.xori")) else {
        return Folded::None;
    };
    let rhs = ir.operand(xor, 1);
    if constant_value(ir, rhs)
        .and_then(|a| a.as_int())
        .is_none_or(|v| v & 1 == 0)
    {
        return Folded::None;
    }
    let lhs = ir.operand(xor, 0);
    ir.set_operand(op, 0, lhs);
    swap_region_bodies(ir, ir.region(op, 0), else_region);
    Folded::InPlace
}

fn swap_region_bodies(ir: &mut Ir, a: RegionId, b: RegionId) {
    let tmp = ir.new_region();
    ir.take_region_body(tmp, a);
    ir.take_region_body(a, b);
    ir.take_region_body(b, tmp);
}

/// The `scf.yield` ending region `i` of `op`.
fn region_yield(ir: &Ir, op: OpId, i: usize) -> Option<OpId> {
    body(ir, op, i).and_then(|b| terminator(ir, b))
}

/// Creates an `scf.if` on `cond` with `types` results and the regions of `op` moved into it.
fn new_if_taking_regions(rw: &mut Rewriter<'_>, op: OpId, types: Vec<Type>) -> OpId {
    let ir = rw.ir();
    let mut state = OperationState::new("scf.if", ir.loc(op).clone());
    state.operands = vec![ir.operand(op, 0)];
    state.result_types = types;
    state.attrs = ir.attrs(op).to_vec();
    for i in 0..2 {
        let r = ir.new_region();
        ir.take_region_body(r, ir.region(op, i));
        state.regions.push(r);
    }
    let new_op = ir.create_op(state);
    ir.insert_op_before(op, new_op);
    new_op
}

/// Replaces the `scf.yield` `old` by one yielding `operands`.
fn replace_yield(rw: &mut Rewriter<'_>, old: OpId, operands: Vec<Value>) {
    let state = yield_state(rw.ir_ref(), old, operands);
    let new_yield = rw.ir().create_op(state);
    rw.ir().insert_op_before(old, new_yield);
    rw.erase_op(old);
}

/// Results whose yielded values are defined outside the `scf.if` become `arith.select`s (or
/// the value itself when both branches yield it); the `scf.if` keeps the others.
struct ConvertTrivialIfToSelect;

impl RewritePattern for ConvertTrivialIfToSelect {
    fn root(&self) -> Option<&'static str> {
        Some("scf.if")
    }

    fn name(&self) -> &'static str {
        "ConvertTrivialIfToSelect"
    }

    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<bool, Diagnostic> {
        let ir = rw.ir_ref();
        if ir.results(op).is_empty() {
            return Ok(false);
        }
        let (Some(then_y), Some(else_y)) = (region_yield(ir, op, 0), region_yield(ir, op, 1))
        else {
            return Ok(false);
        };
        let cond = ir.operand(op, 0);
        let then_vals = ir.operands(then_y).to_vec();
        let else_vals = ir.operands(else_y).to_vec();
        let (then_r, else_r) = (ir.region(op, 0), ir.region(op, 1));
        let stays: Vec<bool> = then_vals
            .iter()
            .zip(&else_vals)
            .map(|(t, e)| {
                ir.value_block(*t).and_then(|b| ir.block_parent(b)) == Some(then_r)
                    || ir.value_block(*e).and_then(|b| ir.block_parent(b)) == Some(else_r)
            })
            .collect();
        if stays.iter().all(|s| *s) {
            return Ok(false);
        }
        let types: Vec<Type> = ir
            .results(op)
            .iter()
            .zip(&stays)
            .filter(|(_, s)| **s)
            .map(|(r, _)| ir.value_type(*r).clone())
            .collect();
        let old_results = ir.results(op).to_vec();
        let replacement = new_if_taking_regions(rw, op, types);
        let mut results = Vec::new();
        let (mut true_yields, mut false_yields) = (Vec::new(), Vec::new());
        for (i, (t, e)) in then_vals.iter().zip(&else_vals).enumerate() {
            if stays[i] {
                results.push(rw.ir_ref().result(replacement, true_yields.len()));
                true_yields.push(*t);
                false_yields.push(*e);
            } else if t == e {
                results.push(*t);
            } else {
                let ty = rw.ir_ref().value_type(old_results[i]).clone();
                let loc = rw.ir_ref().loc(op).clone();
                let mut b = Builder::new(rw.ir(), InsertPoint::Before(replacement), loc);
                results.push(b.create_value("arith.select", &[cond, *t, *e], ty, Vec::new()));
            }
        }
        replace_yield(rw, then_y, true_yields);
        replace_yield(rw, else_y, false_yields);
        rw.replace_op(op, &results);
        Ok(true)
    }
}

/// Two consecutive `scf.if`s on the same condition become one (upstream's `CombineIfs`, for
/// the same-condition case): uses of the first one's results inside the second one take the
/// yielded values directly.
struct CombineIfs;

impl RewritePattern for CombineIfs {
    fn root(&self) -> Option<&'static str> {
        Some("scf.if")
    }

    fn name(&self) -> &'static str {
        "CombineIfs"
    }

    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, next: OpId) -> Result<bool, Diagnostic> {
        let ir = rw.ir_ref();
        let Some(prev) = ir.prev_op(next).filter(|p| ir.is(*p, "scf.if")) else {
            return Ok(false);
        };
        if ir.operand(prev, 0) != ir.operand(next, 0) {
            return Ok(false);
        }
        let (Some(next_then), Some(prev_then_y)) = (body(ir, next, 0), region_yield(ir, prev, 0))
        else {
            return Ok(false);
        };
        let next_else = body(ir, next, 1);
        let prev_then_vals = ir.operands(prev_then_y).to_vec();
        let prev_else_vals = region_yield(ir, prev, 1).map(|y| ir.operands(y).to_vec());
        let (next_then_r, next_else_r) = (ir.region(next, 0), ir.region(next, 1));
        // Uses of the first if's results inside the second one.
        let prev_results = ir.results(prev).to_vec();
        for (i, r) in prev_results.iter().enumerate() {
            for u in rw.ir_ref().uses(*r).to_vec() {
                let inside = |region: RegionId, ir: &Ir| {
                    let owner = ir.region_parent(region).expect("if region has an owner");
                    ir.parent_op(u.op).is_some_and(|p| ir.is_ancestor(owner, p))
                        && region_contains_op(ir, region, u.op)
                };
                if inside(next_then_r, rw.ir_ref()) {
                    rw.set_operand(u.op, u.index as usize, prev_then_vals[i]);
                } else if let Some(else_vals) = &prev_else_vals
                    && next_else.is_some()
                    && inside(next_else_r, rw.ir_ref())
                {
                    rw.set_operand(u.op, u.index as usize, else_vals[i]);
                }
            }
        }
        let ir = rw.ir_ref();
        let mut types: Vec<Type> = ir
            .results(prev)
            .iter()
            .map(|r| ir.value_type(*r).clone())
            .collect();
        types.extend(ir.results(next).iter().map(|r| ir.value_type(*r).clone()));
        let n_prev = ir.results(prev).len();
        let irm = rw.ir();
        let mut state = OperationState::new("scf.if", irm.loc(next).clone());
        state.operands = vec![irm.operand(prev, 0)];
        state.result_types = types;
        let (then_r, else_r) = (irm.new_region(), irm.new_region());
        irm.take_region_body(then_r, irm.region(prev, 0));
        irm.take_region_body(else_r, irm.region(prev, 1));
        state.regions = vec![then_r, else_r];
        let combined = irm.create_op(state);
        irm.insert_op_before(next, combined);
        // Then: the second then block's ops follow the first one's, with one merged yield.
        let then_block = rw.ir_ref().entry_block(then_r).expect("then block");
        let next_then_y = terminator(rw.ir_ref(), next_then).expect("yield");
        let mut merged = prev_then_vals.clone();
        merged.extend(rw.ir_ref().operands(next_then_y).iter().copied());
        for inner in rw.ir_ref().block_ops_vec(next_then) {
            rw.ir().move_op_to_end(inner, then_block);
        }
        let state = yield_state(rw.ir_ref(), next_then_y, merged);
        let y = rw.ir().create_op(state);
        rw.ir().append_op(then_block, y);
        rw.erase_op(prev_then_y);
        rw.erase_op(next_then_y);
        if let Some(next_else) = next_else {
            match rw.ir_ref().entry_block(else_r) {
                None => rw.ir().take_region_body(else_r, next_else_r),
                Some(else_block) => {
                    let prev_else_y = terminator(rw.ir_ref(), else_block).expect("yield");
                    let next_else_y = terminator(rw.ir_ref(), next_else).expect("yield");
                    let mut merged = rw.ir_ref().operands(prev_else_y).to_vec();
                    merged.extend(rw.ir_ref().operands(next_else_y).iter().copied());
                    for inner in rw.ir_ref().block_ops_vec(next_else) {
                        rw.ir().move_op_to_end(inner, else_block);
                    }
                    let state = yield_state(rw.ir_ref(), next_else_y, merged);
                    let y = rw.ir().create_op(state);
                    rw.ir().append_op(else_block, y);
                    rw.erase_op(prev_else_y);
                    rw.erase_op(next_else_y);
                }
            }
        }
        let results = rw.ir_ref().results(combined).to_vec();
        rw.replace_op(prev, &results[..n_prev]);
        rw.replace_op(next, &results[n_prev..]);
        Ok(true)
    }
}

/// Whether `op` is nested (at any depth) in `region`.
fn region_contains_op(ir: &Ir, region: RegionId, op: OpId) -> bool {
    let mut cur = Some(op);
    while let Some(c) = cur {
        let Some(r) = ir.parent_block(c).and_then(|b| ir.block_parent(b)) else {
            return false;
        };
        if r == region {
            return true;
        }
        cur = ir.region_parent(r);
    }
    false
}

/// An `scf.if` without results whose else block holds only its terminator loses the else.
struct RemoveEmptyElseBranch;

impl RewritePattern for RemoveEmptyElseBranch {
    fn root(&self) -> Option<&'static str> {
        Some("scf.if")
    }

    fn name(&self) -> &'static str {
        "RemoveEmptyElseBranch"
    }

    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<bool, Diagnostic> {
        let ir = rw.ir_ref();
        if !ir.results(op).is_empty() {
            return Ok(false);
        }
        let Some(else_block) = body(ir, op, 1) else {
            return Ok(false);
        };
        if ir.first_op(else_block) != ir.last_op(else_block) {
            return Ok(false);
        }
        let nested: Vec<OpId> = ir.block_ops_vec(else_block);
        for n in nested {
            rw.erase_op(n);
        }
        rw.ir().erase_block(else_block);
        rw.notify_modified(op);
        Ok(true)
    }
}

/// An `scf.if` on a constant is replaced by the branch it takes.
struct RemoveStaticCondition;

impl RewritePattern for RemoveStaticCondition {
    fn root(&self) -> Option<&'static str> {
        Some("scf.if")
    }

    fn name(&self) -> &'static str {
        "RemoveStaticCondition"
    }

    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<bool, Diagnostic> {
        let ir = rw.ir_ref();
        let Some(c) = const_int(ir, ir.operand(op, 0)) else {
            return Ok(false);
        };
        if c != 0 {
            let Some(block) = body(ir, op, 0) else {
                return Ok(false);
            };
            replace_op_with_block(rw, op, block, &[]);
        } else if let Some(block) = body(ir, op, 1) {
            replace_op_with_block(rw, op, block, &[]);
        } else {
            rw.erase_op(op);
        }
        Ok(true)
    }
}

/// Unused results of an `scf.if` are dropped.
struct RemoveUnusedResults;

impl RewritePattern for RemoveUnusedResults {
    fn root(&self) -> Option<&'static str> {
        Some("scf.if")
    }

    fn name(&self) -> &'static str {
        "RemoveUnusedResults"
    }

    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<bool, Diagnostic> {
        let ir = rw.ir_ref();
        let results = ir.results(op).to_vec();
        let used: Vec<bool> = results.iter().map(|r| !ir.use_empty(*r)).collect();
        if used.iter().all(|u| *u) {
            return Ok(false);
        }
        let types: Vec<Type> = results
            .iter()
            .zip(&used)
            .filter(|(_, u)| **u)
            .map(|(r, _)| ir.value_type(*r).clone())
            .collect();
        let yields: Vec<Option<OpId>> = (0..2).map(|i| region_yield(ir, op, i)).collect();
        let new_op = new_if_taking_regions(rw, op, types);
        for y in yields.into_iter().flatten() {
            let kept: Vec<Value> = rw
                .ir_ref()
                .operands(y)
                .iter()
                .zip(&used)
                .filter(|(_, u)| **u)
                .map(|(v, _)| *v)
                .collect();
            replace_yield(rw, y, kept);
        }
        let mut repl = Vec::new();
        let mut k = 0;
        for (r, u) in results.iter().zip(&used) {
            if *u {
                repl.push(rw.ir_ref().result(new_op, k));
                k += 1;
            } else {
                repl.push(*r);
            }
        }
        // Unused results are replaced by themselves: they have no uses to update.
        for (r, v) in results.iter().zip(&repl) {
            if r != v {
                rw.replace_all_uses_with(*r, *v);
            }
        }
        rw.erase_op(op);
        Ok(true)
    }
}

// -------------------------------------------------------------------------------------------
// scf.parallel
// -------------------------------------------------------------------------------------------

/// `scf.parallel`'s patterns.
pub static PARALLEL_PATTERNS: &[&dyn RewritePattern] = &[
    &ParallelOpSingleOrZeroIterationDimsFolder,
    &MergeNestedParallelLoops,
];

/// A parallel loop whose body is only another parallel loop (with bounds independent of the
/// outer induction variables, and no reductions) becomes one loop over both dimensions.
struct MergeNestedParallelLoops;

impl RewritePattern for MergeNestedParallelLoops {
    fn root(&self) -> Option<&'static str> {
        Some("scf.parallel")
    }

    fn name(&self) -> &'static str {
        "MergeNestedParallelLoops"
    }

    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<bool, Diagnostic> {
        let ir = rw.ir_ref();
        let Some(outer_body) = body(ir, op, 0) else {
            return Ok(false);
        };
        let Some(inner) = ir.first_op(outer_body) else {
            return Ok(false);
        };
        if !ir.is(inner, "scf.parallel") || ir.next_op(inner) != ir.last_op(outer_body) {
            return Ok(false);
        }
        let (Some(outer_parts), Some(inner_parts)) =
            (parallel_parts(ir, op), parallel_parts(ir, inner))
        else {
            return Ok(false);
        };
        let outer_ivs = ir.block_args(outer_body).to_vec();
        if inner_parts[..3]
            .iter()
            .flatten()
            .any(|v| outer_ivs.contains(v))
        {
            return Ok(false);
        }
        if !outer_parts[3].is_empty() || !inner_parts[3].is_empty() {
            return Ok(false);
        }
        let Some(inner_body) = body(ir, inner, 0) else {
            return Ok(false);
        };
        let inner_ivs = ir.block_args(inner_body).to_vec();
        let mut state = OperationState::new("scf.parallel", ir.loc(op).clone());
        for k in 0..3 {
            state
                .operands
                .extend(outer_parts[k].iter().chain(&inner_parts[k]).copied());
        }
        let n = (outer_ivs.len() + inner_ivs.len()) as i64;
        state.attrs = ir.attrs(op).to_vec();
        state.add_attr(
            "operandSegmentSizes",
            Attribute::dense_i32_array(&[n, n, n, 0]),
        );
        let types: Vec<Type> = outer_ivs
            .iter()
            .chain(&inner_ivs)
            .map(|v| ir.value_type(*v).clone())
            .collect();
        let inner_term = terminator(ir, inner_body).expect("scf.parallel body has a terminator");
        let term_loc = ir.loc(inner_term).clone();
        let irm = rw.ir();
        let region = irm.new_region();
        let new_block = irm.new_block(&types);
        irm.append_block(region, new_block);
        state.regions.push(region);
        let new_op = irm.create_op(state);
        irm.insert_op_before(op, new_op);
        for (i, v) in outer_ivs.iter().chain(&inner_ivs).enumerate() {
            let arg = rw.ir_ref().block_arg(new_block, i);
            rw.replace_all_uses_with(*v, arg);
        }
        for o in rw.ir_ref().block_ops_vec(inner_body) {
            if o != inner_term {
                rw.ir().move_op_to_end(o, new_block);
            }
        }
        let reduce = rw
            .ir()
            .create_op(OperationState::new("scf.reduce", term_loc));
        rw.ir().append_op(new_block, reduce);
        rw.erase_op(op);
        Ok(true)
    }
}

/// The constant trip count of `lb to ub step s` (MLIR's `constantTripCount`).
fn trip_count(ir: &Ir, lb: Value, ub: Value, step: Value) -> Option<i128> {
    if lb == ub {
        return Some(0);
    }
    let (l, u, s) = (const_int(ir, lb)?, const_int(ir, ub)?, const_int(ir, step)?);
    if s <= 0 {
        return None;
    }
    if u <= l {
        return Some(0);
    }
    Some((u - l + s - 1) / s)
}

/// The segments `[lbs, ubs, steps, inits]` of an `scf.parallel`.
fn parallel_parts(ir: &Ir, op: OpId) -> Option<[Vec<Value>; 4]> {
    let sizes = ir.attr(op, "operandSegmentSizes")?.as_dense_i64s()?;
    let operands = ir.operands(op);
    let mut parts: [Vec<Value>; 4] = Default::default();
    let mut at = 0usize;
    for (p, s) in parts.iter_mut().zip(sizes) {
        let s = usize::try_from(s).ok()?;
        *p = operands.get(at..at + s)?.to_vec();
        at += s;
    }
    Some(parts)
}

/// Dimensions with a single iteration are removed (the iv becomes the lower bound); a loop
/// with a zero-trip dimension is replaced by its init values; a loop left without dimensions
/// is inlined together with its reductions.
struct ParallelOpSingleOrZeroIterationDimsFolder;

impl RewritePattern for ParallelOpSingleOrZeroIterationDimsFolder {
    fn root(&self) -> Option<&'static str> {
        Some("scf.parallel")
    }

    fn name(&self) -> &'static str {
        "ParallelOpSingleOrZeroIterationDimsFolder"
    }

    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<bool, Diagnostic> {
        let ir = rw.ir_ref();
        let Some([lbs, ubs, steps, inits]) = parallel_parts(ir, op) else {
            return Ok(false);
        };
        let Some(block) = body(ir, op, 0) else {
            return Ok(false);
        };
        let ivs = ir.block_args(block).to_vec();
        let mut kept = Vec::new();
        let mut fixed = Vec::new();
        for i in 0..lbs.len() {
            match trip_count(ir, lbs[i], ubs[i], steps[i]) {
                Some(0) => {
                    rw.replace_op(op, &inits);
                    return Ok(true);
                }
                Some(1) => fixed.push((ivs[i], lbs[i])),
                _ => kept.push(i),
            }
        }
        if kept.len() == lbs.len() {
            return Ok(false);
        }
        if kept.is_empty() {
            inline_parallel_body(rw, op, block, &fixed, &inits);
            return Ok(true);
        }
        let mut state = OperationState::new("scf.parallel", ir.loc(op).clone());
        for part in [&lbs, &ubs, &steps] {
            state.operands.extend(kept.iter().map(|i| part[*i]));
        }
        state.operands.extend(inits.iter().copied());
        state.attrs = ir.attrs(op).to_vec();
        let n = kept.len() as i64;
        state.add_attr(
            "operandSegmentSizes",
            Attribute::dense_i32_array(&[n, n, n, inits.len() as i64]),
        );
        state.result_types = ir
            .results(op)
            .iter()
            .map(|r| ir.value_type(*r).clone())
            .collect();
        let iv_types: Vec<Type> = kept
            .iter()
            .map(|i| ir.value_type(ivs[*i]).clone())
            .collect();
        let irm = rw.ir();
        let region = irm.new_region();
        let new_block = irm.new_block(&iv_types);
        irm.append_block(region, new_block);
        state.regions.push(region);
        let new_op = irm.create_op(state);
        irm.insert_op_before(op, new_op);
        for (iv, lb) in fixed {
            rw.replace_all_uses_with(iv, lb);
        }
        for (k, i) in kept.iter().enumerate() {
            let arg = rw.ir_ref().block_arg(new_block, k);
            rw.replace_all_uses_with(ivs[*i], arg);
        }
        for inner in rw.ir_ref().block_ops_vec(block) {
            rw.ir().move_op_to_end(inner, new_block);
        }
        let new_results = rw.ir_ref().results(new_op).to_vec();
        rw.replace_op(op, &new_results);
        Ok(true)
    }
}

/// Inlines the body of a parallel loop whose dimensions all run once, then each reduction
/// (its block applied to the init value and the reduced operand).
fn inline_parallel_body(
    rw: &mut Rewriter<'_>,
    op: OpId,
    block: BlockId,
    fixed: &[(Value, Value)],
    inits: &[Value],
) {
    for (iv, lb) in fixed {
        rw.replace_all_uses_with(*iv, *lb);
    }
    let reduce = terminator(rw.ir_ref(), block).expect("scf.parallel body has a terminator");
    for inner in rw.ir_ref().block_ops_vec(block) {
        if inner != reduce {
            rw.ir().move_op_before(inner, op);
        }
    }
    let reduced = rw.ir_ref().operands(reduce).to_vec();
    let mut results = Vec::new();
    for (i, region) in rw.ir_ref().regions(reduce).to_vec().into_iter().enumerate() {
        let Some(rblock) = rw.ir_ref().entry_block(region) else {
            continue;
        };
        let ret = terminator(rw.ir_ref(), rblock).expect("reduction block has a terminator");
        let value = rw.ir_ref().operand(ret, 0);
        rw.inline_block_before(rblock, op, &[inits[i], reduced[i]]);
        rw.erase_op(ret);
        results.push(value);
    }
    rw.replace_op(op, &results);
}

// -------------------------------------------------------------------------------------------
// scf.while
// -------------------------------------------------------------------------------------------

/// `scf.while`'s patterns (upstream's first two, which drop loop-invariant values).
pub static WHILE_PATTERNS: &[&dyn RewritePattern] = &[
    &RemoveLoopInvariantArgsFromBeforeBlock,
    &RemoveLoopInvariantValueYielded,
];

/// Creates an empty `scf.while` before `op` with `inits`, result types `types`, and returns it
/// with a fresh before or after block (`which`: 0 = before, 1 = after) of `arg_types`; the other
/// region is left empty.
fn new_while(
    rw: &mut Rewriter<'_>,
    op: OpId,
    inits: Vec<Value>,
    types: Vec<Type>,
    which: usize,
    arg_types: &[Type],
) -> (OpId, BlockId) {
    let ir = rw.ir();
    let mut state = OperationState::new("scf.while", ir.loc(op).clone());
    state.operands = inits;
    state.result_types = types;
    state.attrs = ir.attrs(op).to_vec();
    let (before, after) = (ir.new_region(), ir.new_region());
    let block = ir.new_block(arg_types);
    ir.append_block(if which == 0 { before } else { after }, block);
    state.regions = vec![before, after];
    let new_op = ir.create_op(state);
    ir.insert_op_before(op, new_op);
    (new_op, block)
}

/// Moves the ops of `from` to the end of `to`, replacing `from`'s arguments by `args`.
fn merge_into(rw: &mut Rewriter<'_>, from: BlockId, to: BlockId, args: &[Value]) {
    for (a, v) in rw.ir_ref().block_args(from).to_vec().into_iter().zip(args) {
        rw.replace_all_uses_with(a, *v);
    }
    for o in rw.ir_ref().block_ops_vec(from) {
        rw.ir().move_op_to_end(o, to);
    }
}

/// A before-block argument that the after block yields back unchanged (its init value, or
/// the after argument the condition forwarded from it) is replaced by its init value.
struct RemoveLoopInvariantArgsFromBeforeBlock;

impl RewritePattern for RemoveLoopInvariantArgsFromBeforeBlock {
    fn root(&self) -> Option<&'static str> {
        Some("scf.while")
    }

    fn name(&self) -> &'static str {
        "RemoveLoopInvariantArgsFromBeforeBlock"
    }

    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<bool, Diagnostic> {
        let ir = rw.ir_ref();
        let (Some(before), Some(after)) = (body(ir, op, 0), body(ir, op, 1)) else {
            return Ok(false);
        };
        let (Some(cond), Some(yield_op)) = (terminator(ir, before), terminator(ir, after)) else {
            return Ok(false);
        };
        let inits = ir.operands(op).to_vec();
        let before_args = ir.block_args(before).to_vec();
        let after_args = ir.block_args(after).to_vec();
        let cond_args = ir.operands(cond)[1..].to_vec();
        let yielded = ir.operands(yield_op).to_vec();
        if yielded.len() != inits.len() || before_args.len() != inits.len() {
            return Ok(false);
        }
        let invariant: Vec<bool> = (0..inits.len())
            .map(|i| {
                yielded[i] == inits[i]
                    || after_args
                        .iter()
                        .position(|a| *a == yielded[i])
                        .is_some_and(|k| {
                            cond_args
                                .get(k)
                                .is_some_and(|c| *c == before_args[i] || *c == inits[i])
                        })
            })
            .collect();
        if !invariant.iter().any(|x| *x) {
            return Ok(false);
        }
        let keep = |v: &[Value]| -> Vec<Value> {
            v.iter()
                .zip(&invariant)
                .filter(|(_, inv)| !**inv)
                .map(|(v, _)| *v)
                .collect()
        };
        let (new_inits, new_yielded) = (keep(&inits), keep(&yielded));
        let arg_types: Vec<Type> = new_yielded
            .iter()
            .map(|v| ir.value_type(*v).clone())
            .collect();
        let types: Vec<Type> = ir
            .results(op)
            .iter()
            .map(|r| ir.value_type(*r).clone())
            .collect();
        replace_yield(rw, yield_op, new_yielded);
        let (new_op, new_before) = new_while(rw, op, new_inits, types, 0, &arg_types);
        let mut j = 0;
        let mut replacement = Vec::new();
        for (i, inv) in invariant.iter().enumerate() {
            if *inv {
                replacement.push(inits[i]);
            } else {
                replacement.push(rw.ir_ref().block_arg(new_before, j));
                j += 1;
            }
        }
        merge_into(rw, before, new_before, &replacement);
        let (old_after, new_after) = (rw.ir_ref().region(op, 1), rw.ir_ref().region(new_op, 1));
        rw.ir().take_region_body(new_after, old_after);
        let results = rw.ir_ref().results(new_op).to_vec();
        rw.replace_op(op, &results);
        Ok(true)
    }
}

/// Values the condition forwards from outside the before block are used directly: they leave
/// the loop's results and the after block's arguments.
struct RemoveLoopInvariantValueYielded;

impl RewritePattern for RemoveLoopInvariantValueYielded {
    fn root(&self) -> Option<&'static str> {
        Some("scf.while")
    }

    fn name(&self) -> &'static str {
        "RemoveLoopInvariantValueYielded"
    }

    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<bool, Diagnostic> {
        let ir = rw.ir_ref();
        let (Some(before), Some(after)) = (body(ir, op, 0), body(ir, op, 1)) else {
            return Ok(false);
        };
        let Some(cond) = terminator(ir, before) else {
            return Ok(false);
        };
        let cond_args = ir.operands(cond)[1..].to_vec();
        let outside: Vec<bool> = cond_args
            .iter()
            .map(|v| ir.value_block(*v) != Some(before))
            .collect();
        if !outside.iter().any(|x| *x) {
            return Ok(false);
        }
        let kept: Vec<Value> = cond_args
            .iter()
            .zip(&outside)
            .filter(|(_, o)| !**o)
            .map(|(v, _)| *v)
            .collect();
        let types: Vec<Type> = kept.iter().map(|v| ir.value_type(*v).clone()).collect();
        let inits = ir.operands(op).to_vec();
        let flag = ir.operand(cond, 0);
        let mut operands = vec![flag];
        operands.extend(kept.iter().copied());
        let mut state = OperationState::new("scf.condition", ir.loc(cond).clone());
        state.operands = operands;
        let new_cond = rw.ir().create_op(state);
        rw.ir().insert_op_before(cond, new_cond);
        rw.erase_op(cond);
        let (new_op, new_after) = new_while(rw, op, inits, types.clone(), 1, &types);
        let mut args = Vec::new();
        let mut results = Vec::new();
        let mut j = 0;
        for (i, o) in outside.iter().enumerate() {
            if *o {
                args.push(cond_args[i]);
                results.push(cond_args[i]);
            } else {
                args.push(rw.ir_ref().block_arg(new_after, j));
                results.push(rw.ir_ref().result(new_op, j));
                j += 1;
            }
        }
        merge_into(rw, after, new_after, &args);
        let (old_before, new_before) = (rw.ir_ref().region(op, 0), rw.ir_ref().region(new_op, 0));
        rw.ir().take_region_body(new_before, old_before);
        rw.replace_op(op, &results);
        Ok(true)
    }
}
