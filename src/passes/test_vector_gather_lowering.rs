//! `test-vector-gather-lowering`: MLIR 22's test pass that rewrites `vector.gather` into
//! conditional scalar loads (`Gather1DToConditionalLoads`), with the ops mlir-opt-22 creates,
//! in its order:
//!
//! ```mlir
//! %idx = arith.index_cast %index_vec : vector<Nxi32> to vector<Nxindex>  // unless already index
//! // for each lane i:
//! %c = vector.extract %mask[i] : i1 from vector<Nxi1>
//! %o = vector.extract %idx[i] : index from vector<Nxindex>
//! %p = arith.addi %last_base_index, %o : index                  // folded away when it is 0
//! %r = scf.if %c -> (vector<NxT>) {
//!   %l = vector.load %base[%i…, %p] : memref<…>, vector<1xT>
//!   %e = vector.extract %l[0] : T from vector<1xT>
//!   %n = vector.insert %e, %acc [i] : T into vector<NxT>
//!   scf.yield %n : vector<NxT>
//! } else {
//!   scf.yield %acc : vector<NxT>
//! }
//! ```
//!
//! `%acc` starts as the pass-through value. Only 1-D gathers from memrefs whose innermost
//! stride is 1 (or of one element) are rewritten, as upstream's pattern requires. Not done:
//! upstream's other patterns of this pass (unrolling n-D gathers, removing a stride from a
//! gather's source), which leave those gathers to code generation, and the greedy driver's
//! folds and clean-ups elsewhere than the gather's own dead constant operands (extracts from
//! constant masks, constants hoisted and merged, other dead ops): the IR printed for such
//! inputs differs from mlir-opt-22's, the values do not.

use crate::diag::Diagnostic;
use crate::ir::{
    Attribute, Builder, InsertPoint, Ir, OpId, OperationState, RegionId, Type, Value, VectorType,
    named,
};

/// Rewrites every eligible `vector.gather` under `root`.
pub fn run(ir: &mut Ir, root: OpId) -> Result<(), Diagnostic> {
    for op in ir.collect_pre(root) {
        if ir.name(op).as_str() == "vector.gather" && eligible(ir, op) {
            lower_gather(ir, op);
        }
    }
    Ok(())
}

/// Whether `op` is a 1-D gather from a memref with a unit innermost stride (or one lane).
fn eligible(ir: &Ir, op: OpId) -> bool {
    let Type::Vector(vt) = ir.value_type(ir.result(op, 0)) else {
        return false;
    };
    if vt.shape.len() != 1 || vt.scalable.iter().any(|s| *s) {
        return false;
    }
    let Type::MemRef(m) = ir.value_type(ir.operand(op, 0)) else {
        return false;
    };
    match &m.layout {
        Some(Attribute::Strided { strides, .. }) => {
            strides.last().is_none_or(|s| *s == 1) || vt.shape[0] == 1
        }
        _ => true,
    }
}

/// `array<i64: i>` for a static position.
fn position(i: i64) -> Attribute {
    Attribute::DenseArray {
        elem: Type::i64(),
        values: vec![i128::from(i)].into(),
    }
}

/// `vector.extract %v[i]` of a 1-D vector.
fn extract(b: &mut Builder<'_>, v: Value, i: i64, elem: &Type) -> Value {
    b.create_value(
        "vector.extract",
        &[v],
        elem.clone(),
        vec![named("static_position", position(i))],
    )
}

/// Whether `v` is an `arith.constant` zero.
fn is_zero(ir: &Ir, v: Value) -> bool {
    ir.defining_op(v).is_some_and(|d| {
        ir.name(d).as_str() == "arith.constant"
            && matches!(
                ir.attr(d, "value"),
                Some(Attribute::Integer { value: 0, .. })
            )
    })
}

/// Replaces gather `op` by the conditional loads of the module doc.
fn lower_gather(ir: &mut Ir, op: OpId) {
    let operands = ir.operands(op).to_vec();
    let n = operands.len();
    let base = operands[0];
    let mut offsets = operands[1..n - 3].to_vec();
    let (index_vec, mask, pass) = (operands[n - 3], operands[n - 2], operands[n - 1]);
    let result_ty = ir.value_type(ir.result(op, 0)).clone();
    let Type::Vector(vt) = &result_ty else {
        return;
    };
    let (lanes, elem) = (vt.shape[0], vt.elem.clone());
    let index_ty = ir.value_type(index_vec).clone();
    let Some(last) = offsets.last().copied() else {
        return;
    };
    let mut b = Builder::before(ir, op);
    let idx = match &index_ty {
        Type::Vector(iv) if iv.elem != Type::Index => {
            let ty = Type::Vector(std::sync::Arc::new(VectorType {
                elem: Type::Index,
                ..(**iv).clone()
            }));
            b.create_value("arith.index_cast", &[index_vec], ty, Vec::new())
        }
        _ => index_vec,
    };
    let last_is_zero = is_zero(b.ir, last);
    let one_lane = Type::Vector(std::sync::Arc::new(VectorType {
        shape: vec![1],
        scalable: vec![false],
        ..(**vt).clone()
    }));
    let mut acc = pass;
    for i in 0..lanes {
        let cond = extract(&mut b, mask, i, &Type::i1());
        let lane = extract(&mut b, idx, i, &Type::Index);
        let at = if last_is_zero {
            lane
        } else {
            b.create_value(
                "arith.addi",
                &[last, lane],
                Type::Index,
                vec![named(
                    "overflowFlags",
                    Attribute::Opaque("#arith.overflow<none>".into()),
                )],
            )
        };
        if let Some(o) = offsets.last_mut() {
            *o = at;
        }
        let mut load_operands = vec![base];
        load_operands.extend(&offsets);
        let then_region = region(&mut b, |b| {
            let l = b.create_value("vector.load", &load_operands, one_lane.clone(), Vec::new());
            let e = extract(b, l, 0, &elem);
            b.create_value(
                "vector.insert",
                &[e, acc],
                result_ty.clone(),
                vec![named("static_position", position(i))],
            )
        });
        let else_region = region(&mut b, |_| acc);
        let mut state = OperationState::new("scf.if", b.loc.clone());
        state.operands = vec![cond];
        state.result_types = vec![result_ty.clone()];
        state.regions = vec![then_region, else_region];
        let if_op = b.insert(state);
        acc = b.ir.result(if_op, 0);
    }
    let old = ir.result(op, 0);
    ir.replace_all_uses(old, acc);
    ir.erase_op(op);
    // The greedy driver erases ops the rewrite left dead, such as a constant base index that
    // was only added to the lane offsets.
    let mut seen = Vec::new();
    for v in operands {
        if seen.contains(&v) {
            continue;
        }
        seen.push(v);
        if let Some(d) = ir.defining_op(v)
            && ir.name(d).as_str() == "arith.constant"
            && ir.use_empty(v)
        {
            ir.erase_op(d);
        }
    }
}

/// A one-block region holding what `build` creates, ended by `scf.yield` of its value.
fn region(b: &mut Builder<'_>, build: impl FnOnce(&mut Builder<'_>) -> Value) -> RegionId {
    let region = b.ir.new_region();
    let block = b.ir.new_block(&[]);
    b.ir.append_block(region, block);
    let mut inner = Builder::new(b.ir, InsertPoint::End(block), b.loc.clone());
    let v = build(&mut inner);
    inner.create("scf.yield", &[v], &[], Vec::new());
    region
}
