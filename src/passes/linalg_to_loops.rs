//! `convert-linalg-to-loops` and `convert-linalg-to-parallel-loops`: `linalg.fill`,
//! `linalg.generic` and `linalg.matmul` on memrefs become loop nests, as mlir-opt-22 lowers them: one loop per
//! iterator from 0 to the extent of the first operand dimension the indexing maps tie to it
//! (static extents as constants, dynamic ones through `memref.dim`), step 1. Sequential
//! lowering nests `scf.for`s; parallel lowering makes each run of leading parallel iterators
//! one `scf.parallel` and each reduction iterator an `scf.for` (upstream's
//! `generateParallelLoopNest`). The body of a fill stores the value; the body of a generic
//! or matmul loads its operands at the indices its maps give (projected permutations only: corolift has
//! no `affine.apply`), runs its region's ops and stores what it yields. Ops on tensors are left
//! alone (code generation rejects tensors anyway).
//!
//! Like upstream (`LinalgRewritePattern` under `applyPatternsGreedily`), the lowering is a
//! rewrite pattern run by the greedy driver, which also folds what it visits and uniques and
//! hoists the constants the lowering creates (when the driver does: see
//! `passes::canonicalize::driver`).
//!
//! ```mlir
//! linalg.fill ins(%v : f32) outs(%A : memref<4x?xf32>)
//! ```
//! becomes
//! ```mlir
//! %c4 = arith.constant 4 : index
//! %c0 = arith.constant 0 : index
//! %c1 = arith.constant 1 : index
//! %dim = memref.dim %A, %c1 : memref<4x?xf32>
//! scf.for %i = %c0 to %c4 step %c1 {
//!   scf.for %j = %c0 to %dim step %c1 {
//!     memref.store %v, %A[%i, %j] : memref<4x?xf32>
//!   }
//! }
//! ```
//! or, with parallel loops,
//! ```mlir
//! scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %dim) step (%c1, %c1) {
//!   memref.store %v, %A[%i, %j] : memref<4x?xf32>
//!   scf.reduce
//! }
//! ```

use super::canonicalize::{GreedyConfig, apply_patterns_greedily};
use crate::diag::Diagnostic;

use crate::dialect::linalg::{affine_map_dim_results, iterator_kinds, structured_operands};
use crate::ir::rewrite::{RewritePattern, Rewriter};
use crate::ir::{
    Attribute, Builder, DYNAMIC, Ir, OpId, OperationState, Type, Value, ValueMap, named,
};

/// Pipeline name of the pass.
pub const NAME: &str = "convert-linalg-to-loops";

/// Which loops a linalg op becomes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LoopKind {
    /// An `scf.for` per iterator.
    Sequential,
    /// `scf.parallel` over runs of parallel iterators, `scf.for` for the others.
    Parallel,
}

/// MLIR's `LinalgRewritePattern<LoopTy>`: lowers one structured op on memrefs.
struct LowerLinalg(LoopKind);

impl RewritePattern for LowerLinalg {
    fn root(&self) -> Option<&'static str> {
        None
    }

    fn name(&self) -> &'static str {
        "LinalgRewritePattern"
    }

    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<bool, Diagnostic> {
        let ir = rw.ir_ref();
        if !["linalg.fill", "linalg.generic", "linalg.matmul"]
            .iter()
            .any(|n| ir.is(op, n))
        {
            return Ok(false);
        }
        lower_structured(rw, op, self.0)
    }
}

/// Lowers every `linalg.fill`, `linalg.generic` and `linalg.matmul` on memrefs nested in `root` to `scf.for`
/// loops.
pub fn run(ir: &mut Ir, root: OpId) -> Result<(), Diagnostic> {
    lower_all(ir, root, LoopKind::Sequential)
}

/// `convert-linalg-to-parallel-loops`: the same, with `scf.parallel` loops.
pub fn run_parallel(ir: &mut Ir, root: OpId) -> Result<(), Diagnostic> {
    lower_all(ir, root, LoopKind::Parallel)
}

fn lower_all(ir: &mut Ir, root: OpId, kind: LoopKind) -> Result<(), Diagnostic> {
    // Upstream's default `GreedyRewriteConfig`: bottom-up, region simplification, 10 rounds.
    let pattern = LowerLinalg(kind);
    apply_patterns_greedily(ir, root, &[&pattern], &GreedyConfig::default())?;
    Ok(())
}

/// The iteration space of a structured op: per loop, the operand dimension giving its extent
/// (operand, dimension index, static extent or [`DYNAMIC`], operand number) and whether it
/// is parallel.
struct LoopPlan {
    extents: Vec<(Value, usize, i64, usize)>,
    parallel: Vec<bool>,
    /// Per operand (inputs then outputs): the loop feeding each of its indices.
    indexing: Vec<Vec<usize>>,
}

fn op_error(ir: &Ir, op: OpId, msg: &str) -> Diagnostic {
    Diagnostic::error(ir.loc(op).clone(), format!("'{}' op {msg}", ir.name(op)))
}

/// The loop plan of `op`, `None` when an operand is not a memref or scalar (tensors stay).
fn plan(ir: &Ir, op: OpId) -> Result<Option<LoopPlan>, Diagnostic> {
    let (ins, outs) =
        structured_operands(ir, op).ok_or_else(|| op_error(ir, op, "malformed operands"))?;
    let operands: Vec<Value> = ins.iter().chain(&outs).copied().collect();
    if operands
        .iter()
        .any(|v| matches!(ir.value_type(*v), Type::Tensor(_)))
    {
        return Ok(None);
    }
    let rank_of = |v: Value| match ir.value_type(v) {
        Type::MemRef(m) => m.shape.clone(),
        _ => Vec::new(),
    };
    let (indexing, parallel) = if ir.is(op, "linalg.fill") {
        // Only the output is indexed, by every loop in order; all loops are parallel.
        let rank = rank_of(outs[0]).len();
        (vec![Vec::new(), (0..rank).collect()], vec![true; rank])
    } else {
        let kinds = iterator_kinds(ir, op)
            .ok_or_else(|| op_error(ir, op, "requires attribute 'iterator_types'"))?;
        let Some(Attribute::Array(maps)) = ir.attr(op, "indexing_maps") else {
            return Err(op_error(ir, op, "requires attribute 'indexing_maps'"));
        };
        let mut indexing = Vec::new();
        for m in maps.iter() {
            let dims = match m {
                Attribute::Opaque(t) => affine_map_dim_results(t),
                _ => None,
            };
            indexing.push(dims.ok_or_else(|| {
                op_error(
                    ir,
                    op,
                    "has an indexing map that is not a projected permutation, which corolift cannot lower (no affine.apply)",
                )
            })?);
        }
        (indexing, kinds.iter().map(|k| k == "parallel").collect())
    };
    let mut extents: Vec<Option<(Value, usize, i64, usize)>> = vec![None; parallel.len()];
    for (k, (&v, dims)) in operands.iter().zip(&indexing).enumerate() {
        let shape = rank_of(v);
        for (pos, &d) in dims.iter().enumerate() {
            if d < extents.len() && extents[d].is_none() && pos < shape.len() {
                extents[d] = Some((v, pos, shape[pos], k));
            }
        }
    }
    let extents: Option<Vec<_>> = extents.into_iter().collect();
    let extents =
        extents.ok_or_else(|| op_error(ir, op, "has a loop no operand dimension bounds"))?;
    Ok(Some(LoopPlan {
        extents,
        parallel,
        indexing,
    }))
}

fn lower_structured(rw: &mut Rewriter<'_>, op: OpId, kind: LoopKind) -> Result<bool, Diagnostic> {
    let Some(plan) = plan(rw.ir_ref(), op)? else {
        return Ok(false);
    };
    // One loop per dimension, nested (an `scf.parallel` holds several, but becomes a nest
    // when lowered further): a rank beyond the nesting limit would build IR the verifier
    // refuses after the pass, at a cost that grows with the square of the depth (a rank of
    // 100,000 did not finish).
    let depth = crate::limits::region_depth(rw.ir_ref(), op) + plan.extents.len();
    if depth > crate::limits::MAX_NESTING {
        return Err(op_error(
            rw.ir_ref(),
            op,
            &format!(
                "would be lowered to loops nested in {depth} regions, more than the nesting \
                 limit of {}",
                crate::limits::MAX_NESTING
            ),
        ));
    }
    let ir = rw.ir();
    if plan.extents.is_empty() {
        // No loop (rank 0): the body alone, before the op.
        emit_body(ir, op, &plan, &[], op);
        rw.erase_op(op);
        return Ok(true);
    }
    // Upstream's order of creation (which its constant hoisting then sorts, see
    // `hoist_constants`): the dynamic operand dimensions in operand order (only those a loop
    // uses: the others are dead at once), then per loop a new 0, its extent (a new constant
    // when static) and a new 1.
    let mut b = Builder::before(ir, op);
    let mut dynamic: Vec<(usize, usize, Value)> = plan
        .extents
        .iter()
        .filter(|e| e.2 == DYNAMIC)
        .map(|&(v, pos, _, k)| (k, pos, v))
        .collect();
    dynamic.sort_by_key(|&(k, pos, _)| (k, pos));
    dynamic.dedup_by_key(|e| (e.0, e.1));
    let mut dims: Vec<(usize, usize, Value)> = Vec::new();
    for (k, pos, v) in dynamic {
        let index = b.const_index(pos as i64);
        let dim = b.create_value("memref.dim", &[v, index], Type::Index, vec![]);
        dims.push((k, pos, dim));
    }
    let mut ranges = Vec::new();
    for &(_, pos, d, k) in &plan.extents {
        let lb = b.const_index(0);
        let ub = if d != DYNAMIC {
            b.const_index(d)
        } else {
            dims.iter()
                .find(|e| e.0 == k && e.1 == pos)
                .map(|e| e.2)
                .expect("created above")
        };
        let step = b.const_index(1);
        ranges.push((lb, ub, step));
    }
    let (ivs, at) = build_nest(ir, op, &ranges, &plan.parallel, kind);
    emit_body(ir, op, &plan, &ivs, at);
    rw.erase_op(op);
    Ok(true)
}

/// The loops of the nest before `at` over `(lb, ub, step)` ranges, outside in; returns the
/// induction variables in loop order and the op the body goes before (the innermost loop's
/// terminator).
fn build_nest(
    ir: &mut Ir,
    at: OpId,
    ranges: &[(Value, Value, Value)],
    parallel: &[bool],
    kind: LoopKind,
) -> (Vec<Value>, OpId) {
    let mut at = at;
    let mut ivs = Vec::new();
    let mut i = 0;
    while i < ranges.len() {
        let run = match kind {
            LoopKind::Sequential => 0,
            LoopKind::Parallel => parallel[i..].iter().take_while(|p| **p).count(),
        };
        let (new_ivs, term) = if run == 0 {
            build_for(ir, at, ranges[i])
        } else {
            build_parallel(ir, at, &ranges[i..i + run])
        };
        i += run.max(1);
        ivs.extend(new_ivs);
        at = term;
    }
    (ivs, at)
}

/// `scf.for %iv = lb to ub step step` before `at`; returns its induction variable and its
/// body's terminator.
fn build_for(ir: &mut Ir, at: OpId, (lb, ub, step): (Value, Value, Value)) -> (Vec<Value>, OpId) {
    let loc = ir.loc(at).clone();
    let region = ir.new_region();
    let body = ir.new_block(&[Type::Index]);
    ir.append_block(region, body);
    let mut state = OperationState::new("scf.for", loc.clone());
    state.operands = vec![lb, ub, step];
    state.regions = vec![region];
    Builder::before(ir, at).insert(state);
    let term = Builder::at_end(ir, body, loc).create("scf.yield", &[], &[], vec![]);
    (vec![ir.block_arg(body, 0)], term)
}

/// One `scf.parallel` over `ranges` before `at`; returns its induction variables and its
/// body's terminator (`scf.reduce`).
fn build_parallel(ir: &mut Ir, at: OpId, ranges: &[(Value, Value, Value)]) -> (Vec<Value>, OpId) {
    let loc = ir.loc(at).clone();
    let n = ranges.len();
    let region = ir.new_region();
    let body = ir.new_block(&vec![Type::Index; n]);
    ir.append_block(region, body);
    let mut state = OperationState::new("scf.parallel", loc.clone());
    state.operands = ranges
        .iter()
        .map(|r| r.0)
        .chain(ranges.iter().map(|r| r.1))
        .chain(ranges.iter().map(|r| r.2))
        .collect();
    state.attrs = vec![named(
        "operandSegmentSizes",
        Attribute::dense_i32_array(&[n as i64, n as i64, n as i64, 0]),
    )];
    state.regions = vec![region];
    Builder::before(ir, at).insert(state);
    let term = Builder::at_end(ir, body, loc).create("scf.reduce", &[], &[], vec![]);
    (ir.block_args(body).to_vec(), term)
}

/// The scalar computation of `op` at the point `ivs`, before `at`.
fn emit_body(ir: &mut Ir, op: OpId, plan: &LoopPlan, ivs: &[Value], at: OpId) {
    let (ins, outs) = structured_operands(ir, op).expect("checked by plan");
    let index = |k: usize| -> Vec<Value> { plan.indexing[k].iter().map(|&d| ivs[d]).collect() };
    if ir.is(op, "linalg.fill") {
        let mut operands = vec![ins[0], outs[0]];
        operands.extend(index(1));
        Builder::before(ir, at).create("memref.store", &operands, &[], vec![]);
        return;
    }
    let body = ir.entry_block(ir.region(op, 0)).expect("generic body");
    let args = ir.block_args(body).to_vec();
    let mut map = ValueMap::default();
    for (k, (&operand, &arg)) in ins.iter().chain(&outs).zip(&args).enumerate() {
        // Unused arguments get no load (upstream's load is dead and erased at once).
        if ir.use_empty(arg) {
            continue;
        }
        let value = match ir.value_type(operand).clone() {
            Type::MemRef(m) => {
                let mut operands = vec![operand];
                operands.extend(index(k));
                Builder::before(ir, at).create_value(
                    "memref.load",
                    &operands,
                    m.elem.clone(),
                    vec![],
                )
            }
            _ => operand,
        };
        map.map(arg, value);
    }
    let mut yielded = Vec::new();
    for inner in ir.block_ops_vec(body) {
        if ir.is(inner, "linalg.yield") {
            yielded = ir.operands(inner).iter().map(|v| map.lookup(*v)).collect();
            continue;
        }
        let c = ir.clone_op(inner, &mut map);
        ir.insert_op_before(at, c);
    }
    for (i, (&out, v)) in outs.iter().zip(yielded).enumerate() {
        if !matches!(ir.value_type(out), Type::MemRef(_)) {
            continue;
        }
        let mut operands = vec![v, out];
        operands.extend(index(ins.len() + i));
        Builder::before(ir, at).create("memref.store", &operands, &[], vec![]);
    }
}
