//! `convert-linalg-to-loops` and `convert-linalg-to-parallel-loops`: `linalg.fill` on a memref
//! becomes an `scf.for` nest (or one `scf.parallel` over every dimension, all of a fill's
//! iterators being parallel) around a `memref.store`, as mlir-opt-22 lowers it (static bounds
//! as constants, dynamic ones through `memref.dim`). `linalg.fill` is the only linalg op
//! corolift reads; on tensors it is left alone (code generation rejects tensors anyway).
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
use crate::ir::rewrite::{RewritePattern, Rewriter};
use crate::ir::{Attribute, Builder, Ir, OpId, OperationState, Type, Value, named};

/// Pipeline name of the pass.
pub const NAME: &str = "convert-linalg-to-loops";

/// Which loops a linalg op becomes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LoopKind {
    /// An `scf.for` per dimension.
    Sequential,
    /// `scf.parallel` over the parallel dimensions.
    Parallel,
}

/// MLIR's `LinalgRewritePattern<LoopTy>`: lowers one `linalg.fill` on a memref.
struct LowerLinalg(LoopKind);

impl RewritePattern for LowerLinalg {
    fn root(&self) -> Option<&'static str> {
        Some("linalg.fill")
    }

    fn name(&self) -> &'static str {
        "LinalgRewritePattern"
    }

    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<bool, Diagnostic> {
        lower_fill(rw, op, self.0)
    }
}

/// Lowers every `linalg.fill` on a memref nested in `root` to `scf.for` loops.
pub fn run(ir: &mut Ir, root: OpId) -> Result<(), Diagnostic> {
    lower_all(ir, root, LoopKind::Sequential)
}

/// `convert-linalg-to-parallel-loops`: the same, with `scf.parallel` loops.
pub fn run_parallel(ir: &mut Ir, root: OpId) -> Result<(), Diagnostic> {
    lower_all(ir, root, LoopKind::Parallel)
}

fn lower_all(ir: &mut Ir, root: OpId, kind: LoopKind) -> Result<(), Diagnostic> {
    // Upstream's default `GreedyRewriteConfig`: bottom-up, region simplification, 10 rounds.
    let config = GreedyConfig {
        top_down: false,
        region_simplify: true,
        max_iterations: Some(10),
    };
    let pattern = LowerLinalg(kind);
    apply_patterns_greedily(ir, root, &[&pattern], &config)?;
    Ok(())
}

fn lower_fill(rw: &mut Rewriter<'_>, fill: OpId, kind: LoopKind) -> Result<bool, Diagnostic> {
    let ir = rw.ir();
    let (value, target) = match ir.operands(fill) {
        [v, t] => (*v, *t),
        _ => {
            return Err(Diagnostic::error(
                ir.loc(fill).clone(),
                "'linalg.fill' op expects one input and one output",
            ));
        }
    };
    let Type::MemRef(mt) = ir.value_type(target).clone() else {
        return Ok(false);
    };
    let mut b = Builder::before(ir, fill);
    // Constants in mlir-opt's order: static extents, then 0, then 1 (each value once).
    let mut consts: Vec<(i64, Value)> = Vec::new();
    let constant = |b: &mut Builder<'_>, n: i64, consts: &mut Vec<(i64, Value)>| {
        if let Some((_, v)) = consts.iter().find(|(k, _)| *k == n) {
            return *v;
        }
        let v = b.const_index(n);
        consts.push((n, v));
        v
    };
    for &d in &mt.shape {
        if d >= 0 {
            constant(&mut b, d, &mut consts);
        }
    }
    if mt.shape.is_empty() {
        // No loop: the store alone (upstream's 0 and 1 would be dead and erased at once).
        drop(b);
        Builder::before(ir, fill).create("memref.store", &[value, target], &[], vec![]);
        rw.erase_op(fill);
        return Ok(true);
    }
    let zero = constant(&mut b, 0, &mut consts);
    let one = constant(&mut b, 1, &mut consts);
    let mut bounds = Vec::new();
    for (i, &d) in mt.shape.iter().enumerate() {
        if d >= 0 {
            bounds.push(constant(&mut b, d, &mut consts));
        } else {
            let index = constant(&mut b, i as i64, &mut consts);
            bounds.push(b.create_value("memref.dim", &[target, index], Type::Index, vec![]));
        }
    }
    let ivs = match kind {
        LoopKind::Sequential => build_for_nest(ir, fill, &bounds, zero, one),
        LoopKind::Parallel => build_parallel(ir, fill, &bounds, zero, one),
    };
    let at = innermost_insert_point(ir, fill, &ivs);
    let mut operands = vec![value, target];
    operands.extend(ivs);
    Builder::before(ir, at).create("memref.store", &operands, &[], vec![]);
    rw.erase_op(fill);
    Ok(true)
}

/// Where the body of the innermost loop gets its ops: before its terminator (or before
/// `fill` when there is no loop).
fn innermost_insert_point(ir: &Ir, fill: OpId, ivs: &[Value]) -> OpId {
    match ivs.last() {
        Some(iv) => {
            let body = ir
                .value_block(*iv)
                .expect("induction variable of a loop body");
            ir.last_op(body).expect("loop body has a terminator")
        }
        None => fill,
    }
}

/// An `scf.for` per bound, from the outside in, before `at`; returns the induction variables.
fn build_for_nest(ir: &mut Ir, at: OpId, bounds: &[Value], zero: Value, one: Value) -> Vec<Value> {
    let loc = ir.loc(at).clone();
    let mut at = at;
    let mut ivs = Vec::new();
    for &ub in bounds {
        let region = ir.new_region();
        let body = ir.new_block(&[Type::Index]);
        ir.append_block(region, body);
        let mut state = OperationState::new("scf.for", loc.clone());
        state.operands = vec![zero, ub, one];
        state.regions = vec![region];
        Builder::before(ir, at).insert(state);
        ivs.push(ir.block_arg(body, 0));
        at = Builder::at_end(ir, body, loc.clone()).create("scf.yield", &[], &[], vec![]);
    }
    ivs
}

/// One `scf.parallel` over every bound (all of a fill's iterators are parallel) before `at`;
/// returns its induction variables. A rank-0 fill gets no loop.
fn build_parallel(ir: &mut Ir, at: OpId, bounds: &[Value], zero: Value, one: Value) -> Vec<Value> {
    if bounds.is_empty() {
        return Vec::new();
    }
    let loc = ir.loc(at).clone();
    let n = bounds.len();
    let region = ir.new_region();
    let body = ir.new_block(&vec![Type::Index; n]);
    ir.append_block(region, body);
    let mut state = OperationState::new("scf.parallel", loc.clone());
    state.operands = std::iter::repeat_n(zero, n)
        .chain(bounds.iter().copied())
        .chain(std::iter::repeat_n(one, n))
        .collect();
    state.attrs = vec![named(
        "operandSegmentSizes",
        Attribute::dense_i32_array(&[n as i64, n as i64, n as i64, 0]),
    )];
    state.regions = vec![region];
    Builder::before(ir, at).insert(state);
    Builder::at_end(ir, body, loc).create("scf.reduce", &[], &[], vec![]);
    ir.block_args(body).to_vec()
}
