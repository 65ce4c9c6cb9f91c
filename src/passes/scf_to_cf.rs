//! `convert-scf-to-cf`: structured control flow (`scf.*`) to branches (`cf.*`).
//!
//! Every `scf.for`, `scf.if`, `scf.while`, `scf.index_switch`, `scf.execute_region` and
//! `scf.parallel` is replaced by blocks and branches, producing the same blocks, in the same
//! order, with the same ops as `mlir-opt-22 -convert-scf-to-cf`. Ops are visited outermost
//! first; the regions of a lowered op are inlined into the enclosing region, and whatever SCF
//! they contain is lowered afterwards. Nothing is simplified (empty forwarding blocks stay).
//!
//! `scf.for` becomes a condition block carrying the induction variable and the loop-carried
//! values; the increment is appended to the last body block:
//!
//! ```mlir
//! %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (f32) {
//!   %n = arith.addf %a, %a : f32
//!   scf.yield %n : f32
//! }
//! ```
//! becomes
//! ```mlir
//!   cf.br ^bb1(%lb, %x : index, f32)
//! ^bb1(%i: index, %a: f32):
//!   %c = arith.cmpi slt, %i, %ub : index
//!   cf.cond_br %c, ^bb2, ^bb3
//! ^bb2:
//!   %n = arith.addf %a, %a : f32
//!   %i2 = arith.addi %i, %s : index
//!   cf.br ^bb1(%i2, %n : index, f32)
//! ^bb3:             // uses of %r now use %a
//! ```
//!
//! `scf.if` becomes a `cf.cond_br` into the inlined then/else blocks, which branch to a join
//! block (a fresh block with the results as arguments that branches on to the rest of the
//! original block, or directly the rest when there are no results). `scf.while` inlines the
//! before region (its `scf.condition` becomes a `cf.cond_br`) and the after region (its
//! `scf.yield` branches back); a "do-while" whose after region only forwards its arguments
//! keeps just the before region. `scf.index_switch` casts the index to `i32` and uses
//! `cf.switch`. `scf.execute_region` inlines its blocks. `scf.parallel` first becomes a nest
//! of `scf.for` loops (reductions carried through `iter_args`), which are then lowered.
//! `scf.forall` first becomes an `scf.parallel` (upstream's `forallToParallelLoop`: one
//! `arith.constant` per static bound, lower bounds then upper bounds then steps; the
//! `mapping` attribute is kept); one with `shared_outs` (not bufferized) cannot be lowered,
//! as upstream.

use crate::diag::Diagnostic;
use crate::ir::{
    Attribute, BlockId, Builder, DenseElements, InsertPoint, Ir, Location, OpId, OperationState,
    Type, Value, VectorType, named,
};

/// Pipeline name of the pass.
pub const NAME: &str = "convert-scf-to-cf";

/// Lowers every SCF op nested in `root` (not `root` itself).
pub fn run(ir: &mut Ir, root: OpId) -> Result<(), Diagnostic> {
    lower_nested_where(ir, root, |_, _| true)
}

/// Whether `op` is one of the SCF ops this module lowers.
pub fn is_lowerable(ir: &Ir, op: OpId) -> bool {
    matches!(
        ir.name(op).as_str(),
        "scf.for"
            | "scf.if"
            | "scf.while"
            | "scf.index_switch"
            | "scf.execute_region"
            | "scf.parallel"
            | "scf.forall"
    )
}

/// Lowers the SCF ops nested in `root` for which `illegal` holds when they are reached,
/// outermost first (the order of MLIR's dialect conversion). `illegal` is asked again for
/// ops that were nested in an already lowered op, so it sees the current IR.
pub fn lower_nested_where(
    ir: &mut Ir,
    root: OpId,
    illegal: impl Fn(&Ir, OpId) -> bool,
) -> Result<(), Diagnostic> {
    let ops = ir.collect_pre(root);
    for op in ops {
        if op == root || !ir.is_alive(op) || !is_lowerable(ir, op) || !illegal(ir, op) {
            continue;
        }
        lower_op(ir, op)?;
    }
    Ok(())
}

/// Lowers one SCF op (and, for `scf.parallel`, the loops it expands into).
pub fn lower_op(ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
    if ir.parent_block(op).is_none() {
        return Err(err(ir, op, "cannot lower a detached operation"));
    }
    match ir.name(op).as_str() {
        "scf.for" => lower_for(ir, op),
        "scf.if" => lower_if(ir, op),
        "scf.while" => lower_while(ir, op),
        "scf.index_switch" => lower_index_switch(ir, op),
        "scf.execute_region" => lower_execute_region(ir, op),
        "scf.parallel" => lower_parallel_nest(ir, op),
        "scf.forall" => {
            let parallel = forall_to_parallel(ir, op)?;
            lower_parallel_nest(ir, parallel)
        }
        _ => Ok(()),
    }
}

/// `scf.parallel` → the `scf.for` nest it expands into, lowered in turn.
fn lower_parallel_nest(ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
    for l in lower_parallel(ir, op)? {
        lower_for(ir, l)?;
    }
    Ok(())
}

fn err(ir: &Ir, op: OpId, msg: &str) -> Diagnostic {
    Diagnostic::error(
        ir.loc(op).clone(),
        format!("'{}' op {msg}", ir.name(op).as_str()),
    )
}

/// The terminator of `block`, if it is named `name`.
fn terminator_named(ir: &Ir, block: BlockId, name: &str) -> Option<OpId> {
    ir.last_op(block).filter(|t| ir.is(*t, name))
}

/// First and last block of region `i` of `op` (error if the region is empty).
fn region_ends(ir: &Ir, op: OpId, i: usize) -> Result<(BlockId, BlockId), Diagnostic> {
    let blocks = ir
        .regions(op)
        .get(i)
        .map(|r| ir.region_blocks(*r))
        .unwrap_or(&[]);
    match (blocks.first(), blocks.last()) {
        (Some(f), Some(l)) => Ok((*f, *l)),
        _ => Err(err(ir, op, "expects a non-empty region")),
    }
}

/// `arith.addi` as MLIR builds it (with the default `overflowFlags` property).
fn addi(b: &mut Builder<'_>, lhs: Value, rhs: Value) -> Value {
    let ty = b.ir.value_type(lhs).clone();
    b.create_value(
        "arith.addi",
        &[lhs, rhs],
        ty,
        vec![named(
            "overflowFlags",
            Attribute::Opaque("#arith.overflow<none>".into()),
        )],
    )
}

/// Splits `block` before its first op (the new block gets every op; the old one is empty).
fn split_at_start(ir: &mut Ir, block: BlockId) -> BlockId {
    match ir.first_op(block) {
        Some(first) => ir.split_block(block, first),
        None => {
            let nb = ir.new_block(&[]);
            ir.insert_block_after(block, nb);
            nb
        }
    }
}

/// `scf.for` → condition block with (iv, iter args), body blocks, increment and back edge.
fn lower_for(ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
    let loc = ir.loc(op).clone();
    let operands = ir.operands(op).to_vec();
    if operands.len() < 3 {
        return Err(err(ir, op, "expects lower bound, upper bound and step"));
    }
    let (lb, ub, step) = (operands[0], operands[1], operands[2]);
    let inits = operands[3..].to_vec();
    let (cond_block, _) = region_ends(ir, op, 0)?;
    if ir.block_args(cond_block).len() != inits.len() + 1 {
        return Err(err(ir, op, "body arguments do not match the loop operands"));
    }
    let unsigned = ir.attr(op, "unsignedCmp").is_some();
    let init_block = ir.parent_block(op).expect("checked attached");
    let end_block = ir.split_block(init_block, op);
    let first_body = split_at_start(ir, cond_block);
    let last_body = *ir
        .region_blocks(ir.region(op, 0))
        .last()
        .expect("region has blocks");
    let Some(yield_op) = terminator_named(ir, last_body, "scf.yield") else {
        return Err(err(ir, op, "expects the body to end with 'scf.yield'"));
    };
    ir.inline_region_before(ir.region(op, 0), end_block);
    let iv = ir.block_arg(cond_block, 0);

    let mut b = Builder::new(ir, InsertPoint::End(last_body), loc.clone());
    let stepped = addi(&mut b, iv, step);
    let mut carried = vec![stepped];
    carried.extend_from_slice(b.ir.operands(yield_op));
    let latch = b.br(cond_block, &carried);
    b.ir.erase_op(yield_op);
    propagate_loop_attrs(b.ir, op, latch);

    b.ip = InsertPoint::End(init_block);
    let mut init_args = vec![lb];
    init_args.extend(inits);
    b.br(cond_block, &init_args);

    b.ip = InsertPoint::End(cond_block);
    let predicate = if unsigned { 6 } else { 2 };
    let cmp = b.create_value(
        "arith.cmpi",
        &[iv, ub],
        Type::i1(),
        vec![named("predicate", Attribute::i64(predicate))],
    );
    b.cond_br(cmp, first_body, &[], end_block, &[]);
    let results: Vec<Value> = ir.block_args(cond_block)[1..].to_vec();
    replace_and_erase(ir, op, &results)
}

/// MLIR's `propagateLoopAttrs`: the LLVM dialect attributes of a loop (such as
/// `llvm.loop_annotation`) move to its latch, the branch back to the condition block, where
/// LLVM expects loop metadata.
fn propagate_loop_attrs(ir: &mut Ir, scf_op: OpId, latch: OpId) {
    let llvm: Vec<(String, Attribute)> = ir
        .attrs(scf_op)
        .iter()
        .filter(|a| matches!(&a.value, Attribute::Opaque(s) if s.starts_with("#llvm.")))
        .map(|a| (a.name.to_string(), a.value.clone()))
        .collect();
    for (name, value) in llvm {
        ir.set_attr(latch, &name, value);
    }
}

/// Replaces the results of `op` by `values` (same count) and erases it.
fn replace_and_erase(ir: &mut Ir, op: OpId, values: &[Value]) -> Result<(), Diagnostic> {
    if ir.results(op).len() != values.len() {
        return Err(err(ir, op, "result count does not match its terminator"));
    }
    ir.replace_op(op, values);
    Ok(())
}

/// Turns the `scf.yield` ending region `i` of `op` into `cf.br ^dest(operands)` and inlines
/// the region before `dest`; returns the region's first block.
fn inline_yielding_region(
    ir: &mut Ir,
    op: OpId,
    i: usize,
    dest: BlockId,
) -> Result<BlockId, Diagnostic> {
    let (first, last) = region_ends(ir, op, i)?;
    let Some(yield_op) = terminator_named(ir, last, "scf.yield") else {
        return Err(err(ir, op, "expects regions to end with 'scf.yield'"));
    };
    let mut b = Builder::before(ir, yield_op);
    b.loc = ir_loc(b.ir, op);
    let args = b.ir.operands(yield_op).to_vec();
    b.br(dest, &args);
    ir.erase_op(yield_op);
    ir.inline_region_before(ir.region(op, i), dest);
    Ok(first)
}

fn ir_loc(ir: &Ir, op: OpId) -> Location {
    ir.loc(op).clone()
}

/// `scf.if` → `cf.cond_br` into the inlined then/else blocks joined after them.
fn lower_if(ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
    let loc = ir.loc(op).clone();
    let Some(&cond) = ir.operands(op).first() else {
        return Err(err(ir, op, "expects a condition operand"));
    };
    let result_types: Vec<Type> = ir
        .results(op)
        .iter()
        .map(|v| ir.value_type(*v).clone())
        .collect();
    let cond_block = ir.parent_block(op).expect("checked attached");
    let remaining = ir.split_block(cond_block, op);
    let join = if result_types.is_empty() {
        remaining
    } else {
        let join = ir.new_block(&result_types);
        ir.insert_block_before(remaining, join);
        Builder::at_end(ir, join, loc.clone()).br(remaining, &[]);
        join
    };
    let then_first = inline_yielding_region(ir, op, 0, join)?;
    let has_else = ir
        .regions(op)
        .get(1)
        .is_some_and(|r| !ir.region_blocks(*r).is_empty());
    let else_first = if has_else {
        inline_yielding_region(ir, op, 1, join)?
    } else {
        join
    };
    Builder::at_end(ir, cond_block, loc).cond_br(cond, then_first, &[], else_first, &[]);
    let results = ir.block_args(join).to_vec();
    replace_and_erase(ir, op, &results)
}

/// `scf.execute_region` → branch into its inlined blocks, which branch to the rest.
fn lower_execute_region(ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
    let loc = ir.loc(op).clone();
    let (first, _) = region_ends(ir, op, 0)?;
    let cond_block = ir.parent_block(op).expect("checked attached");
    let remaining = ir.split_block(cond_block, op);
    Builder::at_end(ir, cond_block, loc.clone()).br(first, &[]);
    for block in ir.region_blocks(ir.region(op, 0)).to_vec() {
        if let Some(y) = terminator_named(ir, block, "scf.yield") {
            let args = ir.operands(y).to_vec();
            let mut b = Builder::before(ir, y);
            b.loc = loc.clone();
            b.br(remaining, &args);
            ir.erase_op(y);
        }
    }
    ir.inline_region_before(ir.region(op, 0), remaining);
    let results: Vec<Value> = ir
        .results(op)
        .to_vec()
        .into_iter()
        .map(|r| {
            let ty = ir.value_type(r).clone();
            ir.add_block_arg(remaining, ty)
        })
        .collect();
    replace_and_erase(ir, op, &results)
}

/// `scf.index_switch` → `arith.index_cast` to `i32` + `cf.switch` over the inlined cases.
fn lower_index_switch(ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
    let loc = ir.loc(op).clone();
    let Some(&arg) = ir.operands(op).first() else {
        return Err(err(ir, op, "expects an index operand"));
    };
    let cases: Vec<i64> = ir
        .attr(op, "cases")
        .and_then(|a| a.as_dense_i64s())
        .unwrap_or_default();
    if ir.regions(op).len() != cases.len() + 1 {
        return Err(err(
            ir,
            op,
            "expects one region per case plus a default region",
        ));
    }
    let cond_block = ir.parent_block(op).expect("checked attached");
    let cont = ir.split_block(cond_block, op);
    let results: Vec<Value> = ir
        .results(op)
        .to_vec()
        .into_iter()
        .map(|r| {
            let ty = ir.value_type(r).clone();
            ir.add_block_arg(cont, ty)
        })
        .collect();
    let mut case_blocks = Vec::new();
    for i in 0..cases.len() {
        case_blocks.push(inline_yielding_region(ir, op, i + 1, cont)?);
    }
    let default_block = inline_yielding_region(ir, op, 0, cont)?;

    let mut b = Builder::at_end(ir, cond_block, loc);
    let flag = b.create_value("arith.index_cast", &[arg], Type::i32(), vec![]);
    let n = cases.len();
    let mut ints: Vec<i128> = cases.iter().map(|c| *c as i32 as i128).collect();
    if ints.windows(2).all(|w| w[0] == w[1]) {
        // All-equal dense elements are stored (and printed) as a splat.
        ints.truncate(1);
    }
    let case_values = Attribute::Dense {
        data: DenseElements::Ints(ints).into(),
        ty: Type::Vector(
            VectorType {
                shape: vec![n as i64],
                scalable: vec![false],
                elem: Type::i32(),
            }
            .into(),
        ),
    };
    let mut successors = vec![default_block];
    successors.extend(case_blocks);
    let mut state = OperationState::new("cf.switch", b.loc.clone());
    state.operands = vec![flag];
    state.successors = successors;
    state.attrs = vec![
        named(
            "case_operand_segments",
            Attribute::dense_i32_array(&vec![0; n]),
        ),
        named(
            "operandSegmentSizes",
            Attribute::dense_i32_array(&[1, 0, 0]),
        ),
    ];
    // MLIR's `cf.switch` builder sets `case_values` only when there are cases.
    if n > 0 {
        state.attrs.insert(0, named("case_values", case_values));
    }
    b.insert(state);
    replace_and_erase(ir, op, &results)
}

/// `scf.while` → branch to the inlined before region, whose `scf.condition` becomes a
/// `cf.cond_br` into the after region (or back to itself for a forwarding do-while).
fn lower_while(ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
    let loc = ir.loc(op).clone();
    let inits = ir.operands(op).to_vec();
    let (before, before_last) = region_ends(ir, op, 0)?;
    let (after, after_last) = region_ends(ir, op, 1)?;
    let Some(cond_op) = terminator_named(ir, before_last, "scf.condition") else {
        return Err(err(
            ir,
            op,
            "expects the before region to end with 'scf.condition'",
        ));
    };
    let Some(yield_op) = terminator_named(ir, after_last, "scf.yield") else {
        return Err(err(
            ir,
            op,
            "expects the after region to end with 'scf.yield'",
        ));
    };
    let cond_operands = ir.operands(cond_op).to_vec();
    let Some((&cond, cond_args)) = cond_operands.split_first() else {
        return Err(err(ir, op, "expects 'scf.condition' to have a condition"));
    };
    let cond_args = cond_args.to_vec();
    // Do-while: the after region is a single block that only forwards its arguments.
    let forwarding = after == after_last
        && ir.first_op(after) == Some(yield_op)
        && ir.operands(yield_op) == ir.block_args(after);

    let current = ir.parent_block(op).expect("checked attached");
    let continuation = ir.split_block(current, op);
    let loop_target = if forwarding {
        ir.inline_region_before(ir.region(op, 0), continuation);
        before
    } else {
        ir.inline_region_before(ir.region(op, 1), continuation);
        ir.inline_region_before(ir.region(op, 0), after);
        after
    };
    let mut b = Builder::at_end(ir, current, loc.clone());
    b.br(before, &inits);
    b.ip = InsertPoint::Before(cond_op);
    let mut latch = b.cond_br(cond, loop_target, &cond_args, continuation, &[]);
    b.ir.erase_op(cond_op);
    if !forwarding {
        let args = b.ir.operands(yield_op).to_vec();
        b.ip = InsertPoint::Before(yield_op);
        latch = b.br(before, &args);
        b.ir.erase_op(yield_op);
    }
    propagate_loop_attrs(ir, op, latch);
    replace_and_erase(ir, op, &cond_args)
}

/// `scf.parallel` → a nest of `scf.for` loops (outermost first); returns the loops, which
/// the caller lowers next. Reductions are carried through `iter_args` of every loop.
fn lower_parallel(ir: &mut Ir, op: OpId) -> Result<Vec<OpId>, Diagnostic> {
    let loc = ir.loc(op).clone();
    let operands = ir.operands(op).to_vec();
    let sizes = ir
        .attr(op, "operandSegmentSizes")
        .or_else(|| ir.attr(op, "operand_segment_sizes"))
        .and_then(|a| a.as_dense_i64s())
        .unwrap_or_default();
    let [n_lb, n_ub, n_step, n_init] = sizes[..] else {
        return Err(err(ir, op, "expects operandSegmentSizes with four entries"));
    };
    let n = n_lb as usize;
    if n_ub as usize != n
        || n_step as usize != n
        || operands.len() != 3 * n + n_init as usize
        || n == 0
    {
        return Err(err(ir, op, "has inconsistent bounds"));
    }
    let (lbs, rest) = operands.split_at(n);
    let (ubs, rest) = rest.split_at(n);
    let (steps, inits) = rest.split_at(n);
    let (body, _) = region_ends(ir, op, 0)?;
    let Some(reduce) = terminator_named(ir, body, "scf.reduce") else {
        return Err(err(ir, op, "expects the body to end with 'scf.reduce'"));
    };
    if ir.block_args(body).len() != n || ir.operands(reduce).len() != inits.len() {
        return Err(err(
            ir,
            op,
            "has inconsistent induction variables or reductions",
        ));
    }

    let mut iter_args: Vec<Value> = inits.to_vec();
    let mut ivs = Vec::new();
    let mut loops = Vec::new();
    let mut loop_results: Vec<Value> = inits.to_vec();
    let mut ip = InsertPoint::Before(op);
    for d in 0..n {
        let for_op = create_for(ir, ip, &loc, lbs[d], ubs[d], steps[d], &iter_args);
        let for_body = ir.entry_block(ir.region(for_op, 0)).expect("created");
        ivs.push(ir.block_arg(for_body, 0));
        iter_args = ir.block_args(for_body)[1..].to_vec();
        let results = ir.results(for_op).to_vec();
        if d == 0 {
            loop_results = results;
        } else if !results.is_empty() {
            let outer = ir.parent_block(for_op).expect("placed");
            Builder::at_end(ir, outer, loc.clone()).create("scf.yield", &results, &[], vec![]);
        }
        ip = match ir.first_op(for_body) {
            Some(first) => InsertPoint::Before(first),
            None => InsertPoint::End(for_body),
        };
        loops.push(for_op);
    }
    let innermost = ir
        .entry_block(ir.region(*loops.last().expect("n > 0"), 0))
        .expect("created");

    // Inline each reduction body before the reduce, fed with (carried value, operand).
    let mut yield_operands = Vec::new();
    let reduce_regions = ir.regions(reduce).to_vec();
    for (i, r) in reduce_regions.into_iter().enumerate() {
        let Some(rblock) = ir.entry_block(r) else {
            return Err(err(ir, op, "expects non-empty reduction regions"));
        };
        let Some(ret) = terminator_named(ir, rblock, "scf.reduce.return") else {
            return Err(err(
                ir,
                op,
                "expects reductions to end with 'scf.reduce.return'",
            ));
        };
        if ir.block_args(rblock).len() != 2 || ir.operands(ret).len() != 1 {
            return Err(err(ir, op, "has a malformed reduction"));
        }
        yield_operands.push(ir.operand(ret, 0));
        ir.erase_op(ret);
        let feed = [iter_args[i], ir.operand(reduce, i)];
        for (a, v) in ir.block_args(rblock).to_vec().into_iter().zip(feed) {
            ir.replace_all_uses(a, v);
        }
        for o in ir.block_ops_vec(rblock) {
            ir.move_op_before(o, reduce);
        }
    }
    ir.erase_op(reduce);

    // Move the parallel body into the innermost loop, before its terminator if it has one.
    for (a, v) in ir.block_args(body).to_vec().into_iter().zip(ivs) {
        ir.replace_all_uses(a, v);
    }
    let anchor = ir.last_op(innermost);
    for o in ir.block_ops_vec(body) {
        match anchor {
            Some(t) => ir.move_op_before(o, t),
            None => ir.move_op_to_end(o, innermost),
        }
    }
    if !yield_operands.is_empty() {
        Builder::at_end(ir, innermost, loc).create("scf.yield", &yield_operands, &[], vec![]);
    }
    replace_and_erase(ir, op, &loop_results)?;
    Ok(loops)
}

/// `scf.forall` → `scf.parallel` over the same region (MLIR's `forallToParallelLoop`): the
/// static bounds become `arith.constant`s, the `scf.forall.in_parallel` terminator an
/// `scf.reduce`. Returns the new `scf.parallel`.
pub fn forall_to_parallel(ir: &mut Ir, op: OpId) -> Result<OpId, Diagnostic> {
    let loc = ir.loc(op).clone();
    let Some(parts) = crate::dialect::scf::forall_parts(ir, op) else {
        return Err(err(ir, op, "has inconsistent bounds"));
    };
    if !parts.outputs.is_empty() {
        // Upstream's pattern does not apply to a forall that is not bufferized, and
        // convert-scf-to-cf then fails on the illegal op (scf-forall-to-parallel just fails).
        return Err(Diagnostic::error(
            loc,
            "failed to legalize operation 'scf.forall' that was explicitly marked illegal",
        ));
    }
    let mut b = Builder::before(ir, op);
    b.loc = loc.clone();
    let mut operands = Vec::new();
    for (statics, dynamic) in &parts.bounds {
        let mut values = dynamic.iter();
        for s in statics {
            let v = match (*s == crate::ir::DYNAMIC).then(|| values.next()).flatten() {
                Some(v) => *v,
                None => b.const_index(*s),
            };
            operands.push(v);
        }
    }
    let n = parts.bounds[0].0.len() as i64;
    let (body, _) = region_ends(ir, op, 0)?;
    if let Some(t) = ir.last_op(body) {
        let mut b = Builder::before(ir, t);
        b.loc = loc.clone();
        b.create("scf.reduce", &[], &[], vec![]);
        ir.erase_op(t);
    }
    let mut state = OperationState::new("scf.parallel", loc);
    state.operands = operands;
    state.attrs = vec![named(
        "operandSegmentSizes",
        Attribute::dense_i32_array(&[n, n, n, 0]),
    )];
    if let Some(m) = ir.attr(op, "mapping") {
        state.attrs.push(named("mapping", m.clone()));
    }
    state.attrs.sort_by(|a, b| a.name.cmp(&b.name));
    let region = ir.new_region();
    state.regions = vec![region];
    let parallel = Builder::before(ir, op).insert(state);
    ir.take_region_body(region, ir.region(op, 0));
    ir.replace_op(op, &[]);
    Ok(parallel)
}

/// Creates `scf.for %iv = lb to ub step s iter_args(inits)` at `ip`; without iter args the
/// body gets an empty `scf.yield`, with them it is left without terminator (MLIR's builder).
fn create_for(
    ir: &mut Ir,
    ip: InsertPoint,
    loc: &Location,
    lb: Value,
    ub: Value,
    step: Value,
    inits: &[Value],
) -> OpId {
    let mut arg_types = vec![ir.value_type(lb).clone()];
    let result_types: Vec<Type> = inits.iter().map(|v| ir.value_type(*v).clone()).collect();
    arg_types.extend(result_types.iter().cloned());
    let region = ir.new_region();
    let block = ir.new_block(&arg_types);
    ir.append_block(region, block);
    if inits.is_empty() {
        Builder::at_end(ir, block, loc.clone()).create("scf.yield", &[], &[], vec![]);
    }
    let mut state = OperationState::new("scf.for", loc.clone());
    state.operands = vec![lb, ub, step];
    state.operands.extend_from_slice(inits);
    state.result_types = result_types;
    state.regions = vec![region];
    let mut b = Builder::new(ir, ip, loc.clone());
    b.insert(state)
}
