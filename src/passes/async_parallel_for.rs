//! `async-parallel-for`: every `scf.parallel` without reductions becomes a parallel compute
//! function over blocks of its iteration space, dispatched as async tasks (MLIR 22's
//! `AsyncParallelFor.cpp`, built op for op in the same order so that, after the greedy
//! driver's folding, the printed IR is mlir-opt-22's).
//!
//! ```mlir
//! scf.parallel (%i, %j) = (%lb0, %lb1) to (%ub0, %ub1) step (%s0, %s1) { body }
//! ```
//! becomes, in place of the loop,
//! ```text
//! tripCount[d] = ceildivsi(ub[d] - lb[d], s[d])      (createOrFold)
//! if tripCount == 0 { } else {
//!   blockSize  = min(tripCount, max(ceildiv(tripCount, maxComputeBlocks), minTaskSize))
//!   blockCount = ceildiv(tripCount, blockSize)
//!   [if blockSize >= innerIterations { aligned dispatch } else { default dispatch }]
//! }
//! ```
//! where `maxComputeBlocks = max(1, fptosi(scale(workers) * workers))` scales the number of
//! workers (`num-workers`, or `async.runtime.num_worker_threads` when negative) by upstream's
//! oversharding table (8 up to 4 workers, then 4, 2, 1, 0.8 and 0.6 above 64), and a dispatch is
//!
//! * `async-dispatch=true`: if one block, a plain call of the compute function; otherwise a
//!   group of `blockCount - 1` tokens filled by `@async_dispatch_fn`, which halves its block
//!   range in an `scf.while`, handing the upper half to an `async.execute` calling itself,
//!   and computes the first block inline; then `async.await_all`.
//! * `async-dispatch=false`: an `scf.for` over blocks `1..blockCount` starting one
//!   `async.execute` each, block 0 in the caller, then `async.await_all`.
//!
//! `@parallel_compute_fn(blockIndex, blockSize, tripCounts…, lbs…, ubs…, steps…, captures…)`
//! turns the block's first and last linear index into coordinates and runs an `scf.for` nest
//! over them with the loop body cloned innermost. Constants used by the body are cloned into
//! it first (so they are not captures); statically known trip counts, lower bounds and steps
//! become constants inside the function. When inner loops have static trip counts whose
//! product is at most 512, a second function `@parallel_compute_fn_with_aligned_loops` runs
//! those loops over their whole range, used when the block size (rounded up to a multiple of
//! the inner iterations) is at least that product.
//!
//! Functions are appended to the enclosing module with names made unique as MLIR's
//! `SymbolTable::insert` does (`_0`, `_1`, …). The rewrite is a [`RewritePattern`] applied by
//! the greedy driver bottom-up, as upstream's `applyPatternsGreedily`; a loop cloned into a
//! compute function (a nested `scf.parallel`) is rewritten in turn.

use super::canonicalize::{GreedyConfig, apply_patterns_greedily, create_or_fold};
use super::{Anchor, Pass, PassInfo, PassOptionInfo, PassOptions};
use crate::diag::Diagnostic;
use crate::dialect::{Traits, has_trait};
use crate::ir::rewrite::{RewritePattern, Rewriter};
use crate::ir::{
    Attribute, BlockId, Builder, InsertPoint, Ir, Location, OpId, OperationState, RegionId,
    SymbolTable, Type, Value, ValueMap, named,
};

/// The pass description (one line in [`super::PASSES`]).
pub const INFO: PassInfo = PassInfo {
    name: "async-parallel-for",
    display_name: "AsyncParallelForPass",
    description: "Convert scf.parallel operations to multiple async compute ops executed concurrently for non-overlapping iteration ranges",
    anchor: Anchor::Op("builtin.module"),
    options: Some(&[
        PassOptionInfo {
            name: "async-dispatch",
            kind: "<bool>",
            description: "Dispatch async compute tasks using recursive work splitting. If `false` async compute tasks will be launched using simple for loop in the caller thread.",
        },
        PassOptionInfo {
            name: "num-workers",
            kind: "<int>",
            description: "The number of available workers to execute async operations. If `-1` the value will be retrieved from the runtime.",
        },
        PassOptionInfo {
            name: "min-task-size",
            kind: "<int>",
            description: "The minimum task size for sharding parallel operation.",
        },
    ]),
    noop: false,
    create: |info, opts| {
        Ok(Box::new(AsyncParallelFor {
            info,
            rewrite: AsyncParallelForRewrite {
                async_dispatch: opts.get_bool("async-dispatch")?.unwrap_or(true),
                num_workers: int32_option(opts, "num-workers")?.unwrap_or(8),
                min_task_size: int32_option(opts, "min-task-size")?.unwrap_or(1000),
            },
        }))
    },
    run: None,
};

/// An `int32_t` option, with mlir-opt's message for a value that is not one.
fn int32_option(opts: &PassOptions, key: &str) -> Result<Option<i32>, String> {
    match opts.raw(key) {
        None => Ok(None),
        Some(v) => {
            let v = v.unwrap_or("");
            v.parse::<i32>().map(Some).map_err(|_| {
                format!("for the --{key} option: '{v}' value invalid for integer argument!")
            })
        }
    }
}

/// The pass with its options.
struct AsyncParallelFor {
    info: &'static PassInfo,
    rewrite: AsyncParallelForRewrite,
}

impl Pass for AsyncParallelFor {
    fn info(&self) -> &'static PassInfo {
        self.info
    }

    fn run(&mut self, ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
        // Upstream's driver runs bottom-up (`useTopDownTraversal = false`).
        let config = GreedyConfig::default();
        let patterns: [&dyn RewritePattern; 1] = [&self.rewrite];
        // One run of a driver that revisits the ops it creates rewrites every loop, nested ones
        // cloned into compute functions included; a driver that does not (or stops at its
        // iteration limit) is run again while such loops remain and it makes progress.
        while apply_patterns_greedily(ir, op, &patterns, &config)? && has_rewritable_loop(ir, op) {}
        Ok(())
    }
}

/// Whether a loop the pattern rewrites is still nested in `root`.
fn has_rewritable_loop(ir: &Ir, root: OpId) -> bool {
    ir.collect_pre(root).into_iter().any(|op| {
        ir.is(op, "scf.parallel") && ParallelLoop::of(ir, op).is_some_and(|p| p.has_no_reductions)
    })
}

/// The rewrite of one `scf.parallel` (upstream's `AsyncParallelForRewrite`).
pub struct AsyncParallelForRewrite {
    /// `async-dispatch`: recursive work splitting instead of a sequential loop of tasks.
    pub async_dispatch: bool,
    /// `num-workers`; negative: ask the runtime.
    pub num_workers: i32,
    /// `min-task-size`: the smallest block size.
    pub min_task_size: i32,
}

impl RewritePattern for AsyncParallelForRewrite {
    fn root(&self) -> Option<&'static str> {
        Some("scf.parallel")
    }

    fn name(&self) -> &'static str {
        "AsyncParallelForRewrite"
    }

    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<bool, Diagnostic> {
        let Some(parallel) = ParallelLoop::of(rw.ir_ref(), op) else {
            return Ok(false);
        };
        // Loops with reductions are left alone, as upstream does.
        if !parallel.has_no_reductions {
            return Ok(false);
        }
        let Some(module) = rw.ir_ref().ancestor_named(op, "builtin.module") else {
            return Ok(false);
        };
        self.rewrite(rw.ir(), &parallel, module);
        rw.erase_op(op);
        Ok(true)
    }
}

/// The parts of an `scf.parallel` the rewrite reads.
struct ParallelLoop {
    op: OpId,
    loc: Location,
    lbs: Vec<Value>,
    ubs: Vec<Value>,
    steps: Vec<Value>,
    body: BlockId,
    has_no_reductions: bool,
}

impl ParallelLoop {
    /// The operand groups and body of `op`, if well formed.
    fn of(ir: &Ir, op: OpId) -> Option<ParallelLoop> {
        let sizes = ir.attr(op, "operandSegmentSizes")?.as_dense_i64s()?;
        let [n_lb, n_ub, n_step, n_init] = sizes[..] else {
            return None;
        };
        let n = usize::try_from(n_lb).ok()?;
        let inits = usize::try_from(n_init).ok()?;
        let operands = ir.operands(op);
        if n == 0 || n_ub != n_lb || n_step != n_lb || operands.len() != 3 * n + inits {
            return None;
        }
        let body = ir.entry_block(*ir.regions(op).first()?)?;
        if ir.block_args(body).len() != n {
            return None;
        }
        Some(ParallelLoop {
            op,
            loc: ir.loc(op).clone(),
            lbs: operands[..n].to_vec(),
            ubs: operands[n..2 * n].to_vec(),
            steps: operands[2 * n..3 * n].to_vec(),
            body,
            has_no_reductions: inits == 0 && ir.results(op).is_empty(),
        })
    }

    fn num_loops(&self) -> usize {
        self.lbs.len()
    }

    fn region(&self, ir: &Ir) -> RegionId {
        ir.region(self.op, 0)
    }
}

/// Statically known integers of the loop (upstream's `ParallelComputeFunctionBounds`).
struct StaticBounds {
    trip_counts: Vec<Option<Attribute>>,
    lower_bounds: Vec<Option<Attribute>>,
    steps: Vec<Option<Attribute>>,
}

/// A created compute function and the outer values its trailing arguments receive.
struct ComputeFunction {
    name: String,
    captures: Vec<Value>,
    input_types: Vec<Type>,
}

/// The values shared by every dispatch of one loop.
struct DispatchArgs<'a> {
    parallel: &'a ParallelLoop,
    trip_counts: &'a [Value],
    module: OpId,
}

impl DispatchArgs<'_> {
    /// `tripCounts…, lbs…, ubs…, steps…, captures…`: the compute function's operands after
    /// the block index and size.
    fn block_operands(&self, compute: &ComputeFunction) -> Vec<Value> {
        let p = self.parallel;
        let mut v = self.trip_counts.to_vec();
        v.extend(p.lbs.iter().chain(&p.ubs).chain(&p.steps));
        v.extend(&compute.captures);
        v
    }
}

/// Upstream's `maxUnrollableIterations`: inner loops up to this many iterations are aligned.
const MAX_UNROLLABLE_ITERATIONS: i64 = 512;

/// Upstream's oversharding brackets: above `.0` workers the factor becomes `.1`.
const OVERSHARDING_BRACKETS: [(i64, f32); 5] =
    [(4, 4.0), (8, 2.0), (16, 1.0), (32, 0.8), (64, 0.6)];

/// The factor for up to the first bracket's workers.
const INITIAL_OVERSHARDING_FACTOR: f32 = 8.0;

impl AsyncParallelForRewrite {
    /// Builds the replacement of `p` before it (the caller erases the loop).
    fn rewrite(&self, ir: &mut Ir, p: &ParallelLoop, module: OpId) {
        let mut b = Builder::new(ir, InsertPoint::Before(p.op), p.loc.clone());
        // `computeMinTaskSize` runs first: it may look at the unmodified body.
        let min_task_size = b.const_index(i64::from(self.min_task_size));
        clone_constants_into_region(b.ir, p.region(b.ir));

        let trip_counts: Vec<Value> = (0..p.num_loops())
            .map(|d| {
                let range = binary_or_fold(&mut b, "arith.subi", p.ubs[d], p.lbs[d]);
                binary_or_fold(&mut b, "arith.ceildivsi", range, p.steps[d])
            })
            .collect();
        let trip_count = product(&mut b, &trip_counts);
        let c0 = b.const_index(0);
        let is_zero = cmpi(&mut b, "eq", trip_count, c0);
        let (then_block, else_block) = create_if(&mut b, is_zero);
        yield_at_end(b.ir, then_block, &p.loc);

        let args = DispatchArgs {
            parallel: p,
            trip_counts: &trip_counts,
            module,
        };
        let mut eb = Builder::at_end(b.ir, else_block, p.loc.clone());
        self.dispatch(&mut eb, &args, trip_count, min_task_size);
    }

    /// The `else` branch of the zero-trip check: block size, block count and the dispatch
    /// (upstream's `dispatch` lambda).
    fn dispatch(
        &self,
        b: &mut Builder<'_>,
        args: &DispatchArgs<'_>,
        trip_count: Value,
        min_task_size: Value,
    ) {
        let p = args.parallel;
        let n = p.num_loops();
        let bounds = StaticBounds {
            trip_counts: args
                .trip_counts
                .iter()
                .map(|v| integer_constant(b.ir, *v))
                .collect(),
            lower_bounds: p.lbs.iter().map(|v| integer_constant(b.ir, *v)).collect(),
            steps: p.steps.iter().map(|v| integer_constant(b.ir, *v)).collect(),
        };
        let (num_iterations, num_unrollable) = unrollable_inner_loops(&bounds.trip_counts);

        let num_workers = if self.num_workers >= 0 {
            b.const_index(i64::from(self.num_workers))
        } else {
            b.create_value("async.runtime.num_worker_threads", &[], Type::Index, vec![])
        };
        let max_compute_blocks = max_compute_blocks(b, num_workers);
        let bs0 = binary(b, "arith.ceildivsi", trip_count, max_compute_blocks);
        let bs1 = binary(b, "arith.maxsi", bs0, min_task_size);
        let block_size = binary(b, "arith.minsi", trip_count, bs1);
        let block_count = binary(b, "arith.ceildivsi", trip_count, block_size);

        if num_unrollable == 0 {
            self.dispatch_default(b, args, &bounds, block_size, block_count);
            return;
        }
        let inner = num_iterations[n - num_unrollable];
        let num_iters = b.const_index(inner);
        let use_aligned = cmpi(b, "sge", block_size, num_iters);
        let (then_block, else_block) = create_if(b, use_aligned);
        let mut tb = Builder::at_end(b.ir, then_block, p.loc.clone());
        self.dispatch_block_aligned(
            &mut tb,
            args,
            &bounds,
            (block_size, block_count),
            inner,
            num_unrollable,
        );
        let mut eb = Builder::at_end(b.ir, else_block, p.loc.clone());
        self.dispatch_default(&mut eb, args, &bounds, block_size, block_count);
        b.create("scf.yield", &[], &[], vec![]);
    }

    /// Dispatch of the compute function without aligned inner loops.
    fn dispatch_default(
        &self,
        b: &mut Builder<'_>,
        args: &DispatchArgs<'_>,
        bounds: &StaticBounds,
        block_size: Value,
        block_count: Value,
    ) {
        let compute = create_parallel_compute_function(b.ir, args, bounds, 0);
        self.do_dispatch(b, args, &compute, block_size, block_count);
        b.create("scf.yield", &[], &[], vec![]);
    }

    /// Dispatch of the compute function whose inner `num_aligned` loops run whole, with the
    /// block size rounded up to a multiple of their `inner` iterations.
    fn dispatch_block_aligned(
        &self,
        b: &mut Builder<'_>,
        args: &DispatchArgs<'_>,
        bounds: &StaticBounds,
        (block_size, block_count): (Value, Value),
        inner: i64,
        num_aligned: usize,
    ) {
        let compute = create_parallel_compute_function(b.ir, args, bounds, num_aligned);
        let num_iters = b.const_index(inner);
        let blocks = binary(b, "arith.ceildivsi", block_size, num_iters);
        let aligned = binary(b, "arith.muli", blocks, num_iters);
        self.do_dispatch(b, args, &compute, aligned, block_count);
        b.create("scf.yield", &[], &[], vec![]);
    }

    fn do_dispatch(
        &self,
        b: &mut Builder<'_>,
        args: &DispatchArgs<'_>,
        compute: &ComputeFunction,
        block_size: Value,
        block_count: Value,
    ) {
        if self.async_dispatch {
            do_async_dispatch(b, args, compute, block_size, block_count);
        } else {
            do_sequential_dispatch(b, args, compute, block_size, block_count);
        }
    }
}

/// `numIterations[d]` (the product of the static trip counts of loops `d..`, 0 when one is
/// dynamic) and how many inner loops have at most [`MAX_UNROLLABLE_ITERATIONS`] of them.
fn unrollable_inner_loops(trip_counts: &[Option<Attribute>]) -> (Vec<i64>, usize) {
    let n = trip_counts.len();
    let get = |a: &Option<Attribute>| a.as_ref().and_then(Attribute::as_int).unwrap_or(0) as i64;
    let mut num_iterations = vec![0i64; n];
    num_iterations[n - 1] = get(&trip_counts[n - 1]);
    let mut num_unrollable = 0;
    for i in (0..n - 1).rev() {
        let inner = num_iterations[i + 1];
        num_iterations[i] = get(&trip_counts[i]).wrapping_mul(inner);
        if inner > 0 && inner <= MAX_UNROLLABLE_ITERATIONS {
            num_unrollable += 1;
        }
    }
    (num_iterations, num_unrollable)
}

/// `max(1, index(fptosi(factor(workers) * sitofp(workers))))` with the factor selected from
/// [`OVERSHARDING_BRACKETS`] by a chain of `select`s.
fn max_compute_blocks(b: &mut Builder<'_>, num_workers: Value) -> Value {
    let mut factor = const_f32(b, INITIAL_OVERSHARDING_FACTOR);
    for (begin, bracket_factor) in OVERSHARDING_BRACKETS {
        let bracket_begin = b.const_index(begin);
        let in_bracket = cmpi(b, "sgt", num_workers, bracket_begin);
        let bracket_factor = const_f32(b, bracket_factor);
        factor = b.create_value(
            "arith.select",
            &[in_bracket, bracket_factor, factor],
            Type::f32(),
            vec![],
        );
    }
    let workers_i32 = cast(b, "arith.index_cast", num_workers, Type::int(32));
    let workers_f32 = cast(b, "arith.sitofp", workers_i32, Type::f32());
    let scaled = binary(b, "arith.mulf", factor, workers_f32);
    let scaled_i32 = cast(b, "arith.fptosi", scaled, Type::int(32));
    let scaled_index = cast(b, "arith.index_cast", scaled_i32, Type::Index);
    let one = b.const_index(1);
    binary(b, "arith.maxsi", one, scaled_index)
}

// -------------------------------------------------------------------------------------------
// The parallel compute function
// -------------------------------------------------------------------------------------------

/// The values a compute function's loop nest is built from (upstream's locals of
/// `createParallelComputeFunction`).
struct LoopNest<'a> {
    parallel: &'a ParallelLoop,
    num_aligned: usize,
    c0: Value,
    c1: Value,
    trip_counts: Vec<Value>,
    lower_bounds: Vec<Value>,
    steps: Vec<Value>,
    first_coord: Vec<Value>,
    last_coord: Vec<Value>,
    end_coord: Vec<Value>,
    is_first: Vec<Value>,
    is_last: Vec<Value>,
    ivs: Vec<Value>,
    /// Outer captured values → the function's trailing arguments.
    captures: Vec<(Value, Value)>,
}

/// Creates `@parallel_compute_fn[_with_aligned_loops]` for the loop in `args` and appends it
/// to the module.
fn create_parallel_compute_function(
    ir: &mut Ir,
    args: &DispatchArgs<'_>,
    bounds: &StaticBounds,
    num_aligned: usize,
) -> ComputeFunction {
    let p = args.parallel;
    let n = p.num_loops();
    let captures = used_values_defined_above(ir, p.region(ir));
    let mut input_types = vec![Type::Index; 2 + 4 * n];
    input_types.extend(captures.iter().map(|v| ir.value_type(*v).clone()));
    let base = if num_aligned > 0 {
        "parallel_compute_fn_with_aligned_loops"
    } else {
        "parallel_compute_fn"
    };
    let (name, entry) = create_private_func(ir, args.module, base, &input_types, &p.loc);
    let fargs = ir.block_args(entry).to_vec();
    let mut b = Builder::at_end(ir, entry, p.loc.clone());
    let c0 = b.const_index(0);
    let c1 = b.const_index(1);
    let known = |b: &mut Builder<'_>, args: &[Value], attrs: &[Option<Attribute>]| -> Vec<Value> {
        args.iter()
            .zip(attrs)
            .map(|(a, attr)| match attr {
                Some(attr) => constant(b, attr.clone()),
                None => *a,
            })
            .collect()
    };
    let trip_counts = known(&mut b, &fargs[2..2 + n], &bounds.trip_counts);
    let lower_bounds = known(&mut b, &fargs[2 + n..2 + 2 * n], &bounds.lower_bounds);
    let steps = known(&mut b, &fargs[2 + 3 * n..2 + 4 * n], &bounds.steps);
    let (block_index, block_size) = (fargs[0], fargs[1]);

    let trip_count = product(&mut b, &trip_counts);
    let first_index = binary(&mut b, "arith.muli", block_index, block_size);
    let end0 = binary(&mut b, "arith.addi", first_index, block_size);
    let end1 = binary(&mut b, "arith.minsi", end0, trip_count);
    let last_index = binary(&mut b, "arith.subi", end1, c1);
    let first_coord = delinearize(&mut b, first_index, &trip_counts);
    let last_coord = delinearize(&mut b, last_index, &trip_counts);
    let end_coord: Vec<Value> = last_coord
        .iter()
        .map(|v| binary(&mut b, "arith.addi", *v, c1))
        .collect();

    let mut nest = LoopNest {
        parallel: p,
        num_aligned,
        c0,
        c1,
        trip_counts,
        lower_bounds,
        steps,
        first_coord: first_coord.clone(),
        last_coord,
        end_coord: end_coord.clone(),
        is_first: vec![c0; n],
        is_last: vec![c0; n],
        ivs: vec![c0; n],
        captures: captures
            .iter()
            .copied()
            .zip(fargs[2 + 4 * n..].iter().copied())
            .collect(),
    };
    let body = create_for(&mut b, first_coord[0], end_coord[0], c1);
    let iv = b.ir.block_arg(body, 0);
    nest.build_loop(b.ir, body, 0, iv);
    b.create("func.return", &[], &[], vec![]);
    ComputeFunction {
        name,
        captures,
        input_types,
    }
}

impl LoopNest<'_> {
    /// Fills the body of loop `d` (induction variable `iv`): the original induction variable,
    /// the first/last-iteration flags, then the next loop or the cloned body.
    fn build_loop(&mut self, ir: &mut Ir, block: BlockId, d: usize, iv: Value) {
        let loc = self.parallel.loc.clone();
        let mut b = Builder::at_end(ir, block, loc);
        let scaled = binary(&mut b, "arith.muli", iv, self.steps[d]);
        self.ivs[d] = binary(&mut b, "arith.addi", self.lower_bounds[d], scaled);
        self.is_first[d] = cmpi(&mut b, "eq", iv, self.first_coord[d]);
        self.is_last[d] = cmpi(&mut b, "eq", iv, self.last_coord[d]);
        if d > 0 {
            self.is_first[d] = binary(&mut b, "arith.andi", self.is_first[d], self.is_first[d - 1]);
            self.is_last[d] = binary(&mut b, "arith.andi", self.is_last[d], self.is_last[d - 1]);
        }
        let n = self.parallel.num_loops();
        if d + 1 < n {
            let (lb, ub) = if d + 1 >= n - self.num_aligned {
                // Aligned loops always run over their whole trip count.
                (self.c0, self.trip_counts[d + 1])
            } else {
                let lb = select(&mut b, self.is_first[d], self.first_coord[d + 1], self.c0);
                let ub = select(
                    &mut b,
                    self.is_last[d],
                    self.end_coord[d + 1],
                    self.trip_counts[d + 1],
                );
                (lb, ub)
            };
            let inner = create_for(&mut b, lb, ub, self.c1);
            let inner_iv = b.ir.block_arg(inner, 0);
            self.build_loop(b.ir, inner, d + 1, inner_iv);
            b.create("scf.yield", &[], &[], vec![]);
            return;
        }
        self.clone_body(&mut b);
        b.create("scf.yield", &[], &[], vec![]);
    }

    /// Clones the loop body (without its `scf.reduce`) at `b`.
    fn clone_body(&self, b: &mut Builder<'_>) {
        let mut map = ValueMap::default();
        for (arg, iv) in
            b.ir.block_args(self.parallel.body)
                .to_vec()
                .into_iter()
                .zip(&self.ivs)
        {
            map.map(arg, *iv);
        }
        for (outer, arg) in &self.captures {
            map.map(*outer, *arg);
        }
        let ops = b.ir.block_ops_vec(self.parallel.body);
        let Some((_, body_ops)) = ops.split_last() else {
            return;
        };
        for op in body_ops {
            let clone = b.ir.clone_op(*op, &mut map);
            b.place(clone);
        }
    }
}

/// Converts a linear index into coordinates of the `trip_counts` space (innermost last).
fn delinearize(b: &mut Builder<'_>, index: Value, trip_counts: &[Value]) -> Vec<Value> {
    let mut coords = vec![index; trip_counts.len()];
    let mut index = index;
    for i in (0..trip_counts.len()).rev() {
        coords[i] = binary(b, "arith.remsi", index, trip_counts[i]);
        index = binary(b, "arith.divsi", index, trip_counts[i]);
    }
    coords
}

// -------------------------------------------------------------------------------------------
// Dispatch
// -------------------------------------------------------------------------------------------

/// Creates `@async_dispatch_fn(group, blockStart, blockEnd, blockSize, …)` for `compute`:
/// splits `[blockStart, blockEnd)` in halves, the upper half to a task calling itself, until
/// one block is left, which it computes.
fn create_async_dispatch_function(
    ir: &mut Ir,
    args: &DispatchArgs<'_>,
    compute: &ComputeFunction,
) -> String {
    let loc = args.parallel.loc.clone();
    let mut input_types = vec![Type::AsyncGroup, Type::Index];
    input_types.extend(compute.input_types.iter().cloned());
    let (name, entry) =
        create_private_func(ir, args.module, "async_dispatch_fn", &input_types, &loc);
    let fargs = ir.block_args(entry).to_vec();
    let (group, block_start, block_end) = (fargs[0], fargs[1], fargs[2]);
    let mut b = Builder::at_end(ir, entry, loc.clone());
    let c1 = b.const_index(1);
    let c2 = b.const_index(2);

    let (before, after) = create_while(&mut b, &[block_start, block_end]);
    let mut bb = Builder::at_end(b.ir, before, loc.clone());
    let (start, end) = (bb.ir.block_arg(before, 0), bb.ir.block_arg(before, 1));
    let distance = binary(&mut bb, "arith.subi", end, start);
    let more = cmpi(&mut bb, "sgt", distance, c1);
    bb.create("scf.condition", &[more, start, end], &[], vec![]);

    let mut ab = Builder::at_end(b.ir, after, loc.clone());
    let (start, end) = (ab.ir.block_arg(after, 0), ab.ir.block_arg(after, 1));
    let distance = binary(&mut ab, "arith.subi", end, start);
    let half = binary(&mut ab, "arith.divsi", distance, c2);
    let mid = binary(&mut ab, "arith.addi", start, half);
    let mut operands = fargs.clone();
    operands[1] = mid;
    operands[2] = end;
    let token = create_execute_call(&mut ab, &name, &operands);
    ab.create_value("async.add_to_group", &[token, group], Type::Index, vec![]);
    ab.create("scf.yield", &[start, mid], &[], vec![]);

    let mut compute_operands = vec![block_start];
    compute_operands.extend_from_slice(&fargs[3..]);
    call(&mut b, &compute.name, &compute_operands);
    b.create("func.return", &[], &[], vec![]);
    name
}

/// Recursive async dispatch (upstream's `doAsyncDispatch`): one block is computed by a plain
/// call, more through `@async_dispatch_fn` into a group that is then awaited.
fn do_async_dispatch(
    b: &mut Builder<'_>,
    args: &DispatchArgs<'_>,
    compute: &ComputeFunction,
    block_size: Value,
    block_count: Value,
) {
    let dispatch = create_async_dispatch_function(b.ir, args, compute);
    let c0 = b.const_index(0);
    let c1 = b.const_index(1);
    let single = cmpi(b, "eq", block_count, c1);
    let (then_block, else_block) = create_if(b, single);
    let loc = b.loc.clone();

    let mut tb = Builder::at_end(b.ir, then_block, loc.clone());
    let mut operands = vec![c0, block_size];
    operands.extend(args.block_operands(compute));
    call(&mut tb, &compute.name, &operands);
    tb.create("scf.yield", &[], &[], vec![]);

    let mut eb = Builder::at_end(b.ir, else_block, loc);
    let group_size = binary(&mut eb, "arith.subi", block_count, c1);
    let group = eb.create_value(
        "async.create_group",
        &[group_size],
        Type::AsyncGroup,
        vec![],
    );
    let mut operands = vec![group, c0, block_count, block_size];
    operands.extend(args.block_operands(compute));
    call(&mut eb, &dispatch, &operands);
    eb.create("async.await_all", &[group], &[], vec![]);
    eb.create("scf.yield", &[], &[], vec![]);
}

/// Sequential dispatch (upstream's `doSequentialDispatch`): a task per block `1..blockCount`
/// from a loop in the caller, block 0 computed inline, then the group awaited.
fn do_sequential_dispatch(
    b: &mut Builder<'_>,
    args: &DispatchArgs<'_>,
    compute: &ComputeFunction,
    block_size: Value,
    block_count: Value,
) {
    let c0 = b.const_index(0);
    let c1 = b.const_index(1);
    let group_size = binary(b, "arith.subi", block_count, c1);
    let group = b.create_value(
        "async.create_group",
        &[group_size],
        Type::AsyncGroup,
        vec![],
    );
    let operands_for = |block_index: Value| {
        let mut v = vec![block_index, block_size];
        v.extend(args.block_operands(compute));
        v
    };

    let body = create_for(b, c1, block_count, c1);
    let iv = b.ir.block_arg(body, 0);
    let mut lb = Builder::at_end(b.ir, body, b.loc.clone());
    let token = create_execute_call(&mut lb, &compute.name, &operands_for(iv));
    lb.create_value("async.add_to_group", &[token, group], Type::Index, vec![]);
    lb.create("scf.yield", &[], &[], vec![]);

    call(b, &compute.name, &operands_for(c0));
    b.create("async.await_all", &[group], &[], vec![]);
}

// -------------------------------------------------------------------------------------------
// IR helpers
// -------------------------------------------------------------------------------------------

/// Creates `func.func private @<unique base>(input_types)` with an empty entry block at the end
/// of `module` (MLIR's `SymbolTable::insert`); returns its name and entry block.
fn create_private_func(
    ir: &mut Ir,
    module: OpId,
    base: &str,
    input_types: &[Type],
    loc: &Location,
) -> (String, BlockId) {
    let name = SymbolTable::new(ir, module).unique_name(base);
    let region = ir.new_region();
    let entry = ir.new_block(input_types);
    ir.append_block(region, entry);
    let mut state = OperationState::new("func.func", loc.clone());
    state.attrs = vec![
        named("sym_name", Attribute::string(&name)),
        named(
            "function_type",
            Attribute::Type(Type::function(input_types.to_vec(), Vec::new())),
        ),
        named("sym_visibility", Attribute::string("private")),
    ];
    state.regions = vec![region];
    let module_body = ir
        .entry_block(ir.region(module, 0))
        .expect("a module has a body");
    Builder::at_end(ir, module_body, loc.clone()).insert(state);
    (name, entry)
}

/// `func.call @callee(operands) : (…) -> ()`.
fn call(b: &mut Builder<'_>, callee: &str, operands: &[Value]) {
    b.create(
        "func.call",
        operands,
        &[],
        vec![named("callee", Attribute::symbol(callee))],
    );
}

/// `%token = async.execute { func.call @callee(operands); async.yield }`; returns the token.
fn create_execute_call(b: &mut Builder<'_>, callee: &str, operands: &[Value]) -> Value {
    let region = b.ir.new_region();
    let block = b.ir.new_block(&[]);
    b.ir.append_block(region, block);
    let mut inner = Builder::at_end(b.ir, block, b.loc.clone());
    call(&mut inner, callee, operands);
    inner.create("async.yield", &[], &[], vec![]);
    let mut state = OperationState::new("async.execute", b.loc.clone());
    state.result_types = vec![Type::AsyncToken];
    state.attrs = vec![named(
        crate::dialect::async_::OPERAND_SEGMENT_SIZES,
        Attribute::dense_i32_array(&[0, 0]),
    )];
    state.regions = vec![region];
    let op = b.insert(state);
    b.ir.result(op, 0)
}

/// `scf.if %cond` with a `then` and an `else` block (both empty: callers fill them).
fn create_if(b: &mut Builder<'_>, cond: Value) -> (BlockId, BlockId) {
    let (then_region, then_block) = region_with_block(b.ir, &[]);
    let (else_region, else_block) = region_with_block(b.ir, &[]);
    let mut state = OperationState::new("scf.if", b.loc.clone());
    state.operands = vec![cond];
    state.regions = vec![then_region, else_region];
    b.insert(state);
    (then_block, else_block)
}

/// `scf.for %iv = lb to ub step step` without a terminator yet; returns its body block.
fn create_for(b: &mut Builder<'_>, lb: Value, ub: Value, step: Value) -> BlockId {
    let (region, body) = region_with_block(b.ir, &[Type::Index]);
    let mut state = OperationState::new("scf.for", b.loc.clone());
    state.operands = vec![lb, ub, step];
    state.regions = vec![region];
    b.insert(state);
    body
}

/// `scf.while (inits) : (index…) -> (index…)` with empty `before` and `after` blocks.
fn create_while(b: &mut Builder<'_>, inits: &[Value]) -> (BlockId, BlockId) {
    let types: Vec<Type> = inits.iter().map(|v| b.ir.value_type(*v).clone()).collect();
    let (before_region, before) = region_with_block(b.ir, &types);
    let (after_region, after) = region_with_block(b.ir, &types);
    let mut state = OperationState::new("scf.while", b.loc.clone());
    state.operands = inits.to_vec();
    state.result_types = types;
    state.regions = vec![before_region, after_region];
    b.insert(state);
    (before, after)
}

fn region_with_block(ir: &mut Ir, arg_types: &[Type]) -> (RegionId, BlockId) {
    let region = ir.new_region();
    let block = ir.new_block(arg_types);
    ir.append_block(region, block);
    (region, block)
}

fn yield_at_end(ir: &mut Ir, block: BlockId, loc: &Location) {
    Builder::at_end(ir, block, loc.clone()).create("scf.yield", &[], &[], vec![]);
}

/// A binary `arith` op with the result type of its first operand (flags at their defaults).
fn binary(b: &mut Builder<'_>, name: &str, lhs: Value, rhs: Value) -> Value {
    let op = b.insert(binary_state(b, name, lhs, rhs));
    b.ir.result(op, 0)
}

/// [`binary`] through `createOrFold`.
fn binary_or_fold(b: &mut Builder<'_>, name: &str, lhs: Value, rhs: Value) -> Value {
    let state = binary_state(b, name, lhs, rhs);
    create_or_fold(b, state)[0]
}

fn binary_state(b: &Builder<'_>, name: &str, lhs: Value, rhs: Value) -> OperationState {
    let mut state = OperationState::new(name, b.loc.clone());
    state.operands = vec![lhs, rhs];
    state.result_types = vec![b.ir.value_type(lhs).clone()];
    crate::dialect::arith::normalize(&mut state);
    state
}

/// `arith.muli` of all `values`, left to right.
fn product(b: &mut Builder<'_>, values: &[Value]) -> Value {
    values[1..]
        .iter()
        .fold(values[0], |acc, v| binary(b, "arith.muli", acc, *v))
}

/// `arith.cmpi <pred>, lhs, rhs`.
fn cmpi(b: &mut Builder<'_>, pred: &str, lhs: Value, rhs: Value) -> Value {
    let index = crate::dialect::arith::CMPI_PREDICATES
        .iter()
        .position(|p| *p == pred)
        .expect("a cmpi predicate");
    b.create_value(
        "arith.cmpi",
        &[lhs, rhs],
        Type::i1(),
        vec![named("predicate", Attribute::i64(index as i64))],
    )
}

/// `arith.select cond, t, f`.
fn select(b: &mut Builder<'_>, cond: Value, t: Value, f: Value) -> Value {
    let ty = b.ir.value_type(t).clone();
    b.create_value("arith.select", &[cond, t, f], ty, vec![])
}

/// A cast-like `arith` op to `ty`.
fn cast(b: &mut Builder<'_>, name: &str, v: Value, ty: Type) -> Value {
    let mut state = OperationState::new(name, b.loc.clone());
    state.operands = vec![v];
    state.result_types = vec![ty];
    crate::dialect::arith::normalize(&mut state);
    let op = b.insert(state);
    b.ir.result(op, 0)
}

/// `arith.constant <attr>` of the attribute's type.
fn constant(b: &mut Builder<'_>, attr: Attribute) -> Value {
    let ty = match &attr {
        Attribute::Integer { ty, .. } | Attribute::Float { ty, .. } => ty.clone(),
        _ => Type::Index,
    };
    b.create_value("arith.constant", &[], ty, vec![named("value", attr)])
}

fn const_f32(b: &mut Builder<'_>, value: f32) -> Value {
    constant(b, Attribute::float(f64::from(value), Type::f32()))
}

/// The integer attribute of `v` if a constant-like op defines it (MLIR's `m_Constant` into an
/// `IntegerAttr`).
fn integer_constant(ir: &Ir, v: Value) -> Option<Attribute> {
    let def = ir.defining_op(v).filter(|d| is_constant_like(ir, *d))?;
    let attr = ir.attr(def, "value")?;
    matches!(attr, Attribute::Integer { .. }).then(|| attr.clone())
}

/// Whether `op` is a constant (ConstantLike, no operands or regions, one result).
fn is_constant_like(ir: &Ir, op: OpId) -> bool {
    has_trait(ir, op, Traits::CONSTANT_LIKE)
        && ir.operands(op).is_empty()
        && ir.regions(op).is_empty()
        && ir.results(op).len() == 1
}

/// Values used in `region` and defined outside it, in the order of a post-order walk (MLIR's
/// `getUsedValuesDefinedAbove`).
fn used_values_defined_above(ir: &Ir, region: RegionId) -> Vec<Value> {
    let mut out: Vec<Value> = Vec::new();
    for &block in ir.region_blocks(region) {
        for op in ir.block_ops(block) {
            ir.walk_post(op, &mut |o| {
                for &v in ir.operands(o) {
                    if !value_inside(ir, v, region) && !out.contains(&v) {
                        out.push(v);
                    }
                }
            });
        }
    }
    out
}

/// Whether `v` is defined in `region` or a region nested in it.
fn value_inside(ir: &Ir, v: Value, region: RegionId) -> bool {
    ir.value_block(v)
        .is_some_and(|b| ir.block_is_in_region(b, region))
}

/// Clones the constants defined above `region` and used in it to the start of its entry block
/// and uses the clones inside (MLIR's `async::cloneConstantsIntoTheRegion`).
fn clone_constants_into_region(ir: &mut Ir, region: RegionId) {
    let Some(entry) = ir.entry_block(region) else {
        return;
    };
    let Some(first) = ir.first_op(entry) else {
        return;
    };
    for v in used_values_defined_above(ir, region) {
        let Some(def) = ir.defining_op(v).filter(|d| is_constant_like(ir, *d)) else {
            continue;
        };
        let clone = ir.clone_op(def, &mut ValueMap::default());
        ir.insert_op_before(first, clone);
        let new_v = ir.result(clone, 0);
        ir.replace_uses_if(v, new_v, |ir, u| {
            ir.parent_block(u.op)
                .is_some_and(|b| ir.block_is_in_region(b, region))
        });
    }
}
