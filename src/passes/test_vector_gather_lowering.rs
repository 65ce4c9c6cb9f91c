//! `test-vector-gather-lowering`: MLIR's test pass that lowers `vector.gather` to one
//! conditional scalar load per lane (upstream's `Gather1DToConditionalLoads`), for targets
//! without a gather instruction. corolift's code generation compiles `vector.gather`
//! directly, so nothing needs this pass; it exists because upstream tests check its output.
//!
//! A 1-D gather from a memref whose innermost dimension is contiguous becomes, lane by lane:
//!
//! ```mlir
//! %m = vector.extract %mask[i] : i1 from vector<Nxi1>
//! %k = vector.extract %idx[i] : index from vector<Nxindex>
//! %o = arith.addi %off, %k : index          // folded away for a constant 0 offset
//! %acc_i = scf.if %m -> (vector<NxT>) {
//!   %l = vector.load %base[%offs…, %o] : memref<…xT>, vector<1xT>
//!   %e = vector.extract %l[0] : T from vector<1xT>
//!   %r = vector.insert %e, %acc [i] : T into vector<NxT>
//!   scf.yield %r : vector<NxT>
//! } else {
//!   scf.yield %acc : vector<NxT>
//! }
//! ```
//!
//! starting from the pass-through vector, with a non-`index` index vector first converted by
//! `arith.index_cast`, exactly as mlir-opt-22 prints it. n-D gathers (which upstream first
//! unrolls into 1-D ones) and strided sources are left as they are. Pure ops without a use are
//! erased, as the greedy pattern driver does (it also folds and hoists constants; we do not).

use std::sync::Arc;

use crate::diag::Diagnostic;
use crate::dialect::{Traits, has_trait};
use crate::ir::{
    Attribute, Builder, InsertPoint, Ir, OpId, OperationState, Type, Value, VectorType, named,
};

/// Lowers every 1-D `vector.gather` nested in `top` that reads a contiguous innermost dim.
pub fn run(ir: &mut Ir, top: OpId) -> Result<(), Diagnostic> {
    let mut gathers = Vec::new();
    ir.walk_post(top, &mut |op| {
        if ir.is(op, "vector.gather") && lowerable(ir, op) {
            gathers.push(op);
        }
    });
    for op in gathers {
        lower_gather(ir, op);
    }
    erase_dead_pure_ops(ir, top);
    Ok(())
}

/// Erases the pure ops of `func` whose results are unused (until none is left), as the
/// greedy pattern driver upstream's pass runs does on every function: for example the
/// constant offsets a lowered gather no longer needs.
fn erase_dead_pure_ops(ir: &mut Ir, func: OpId) {
    loop {
        let mut dead = Vec::new();
        ir.walk_post(func, &mut |op| {
            if op != func
                && ir.regions(op).is_empty()
                && has_trait(ir, op, Traits::PURE)
                && !has_trait(ir, op, Traits::TERMINATOR)
                && !ir.results(op).is_empty()
                && ir.results(op).iter().all(|r| ir.use_empty(*r))
            {
                dead.push(op);
            }
        });
        if dead.is_empty() {
            return;
        }
        for op in dead {
            ir.erase_op(op);
        }
    }
}

/// A 1-D result over a memref whose innermost stride is 1.
fn lowerable(ir: &Ir, op: OpId) -> bool {
    let (Some(base), Some(result)) = (ir.operands(op).first(), ir.results(op).first()) else {
        return false;
    };
    let one_d = matches!(ir.value_type(*result), Type::Vector(v) if v.shape.len() == 1);
    let contiguous = match ir.value_type(*base) {
        Type::MemRef(m) => match &m.layout {
            None => true,
            Some(Attribute::Strided { strides, .. }) => strides.last() == Some(&1),
            Some(_) => false,
        },
        _ => false,
    };
    one_d && contiguous
}

/// A `vector.extract %v[pos] : elem from vector` at `b`.
fn extract(b: &mut Builder<'_>, v: Value, pos: i64, elem: Type) -> Value {
    b.create_value(
        "vector.extract",
        &[v],
        elem,
        vec![named("static_position", dense_i64(&[pos]))],
    )
}

fn dense_i64(values: &[i64]) -> Attribute {
    Attribute::DenseArray {
        elem: Type::i64(),
        values: values.iter().map(|v| i128::from(*v)).collect(),
    }
}

/// The constant value of `v` if an `arith.constant` defines it.
fn constant_of(ir: &Ir, v: Value) -> Option<i128> {
    let op = ir.defining_op(v)?;
    ir.is(op, "arith.constant")
        .then(|| ir.attr(op, "value").and_then(Attribute::as_int))
        .flatten()
}

fn lower_gather(ir: &mut Ir, op: OpId) {
    let operands = ir.operands(op).to_vec();
    // base, offsets…, index vector, mask, pass-through
    let n = operands.len();
    let (base, offsets) = (operands[0], operands[1..n - 3].to_vec());
    let (indices, mask, pass_thru) = (operands[n - 3], operands[n - 2], operands[n - 1]);
    let result_ty = ir.value_type(ir.result(op, 0)).clone();
    let Type::Vector(vt) = &result_ty else {
        return;
    };
    let (lanes, elem) = (vt.shape[0], vt.elem.clone());
    let mut b = Builder::before(ir, op);
    let index_vec = match b.ir.value_type(indices) {
        Type::Vector(iv) if iv.elem != Type::Index => {
            let to = Type::Vector(Arc::new(VectorType {
                shape: iv.shape.clone(),
                scalable: iv.scalable.clone(),
                elem: Type::Index,
            }));
            b.create_value("arith.index_cast", &[indices], to, Vec::new())
        }
        _ => indices,
    };
    let last = *offsets
        .last()
        .expect("a memref gather has one offset per dimension");
    let last_const = constant_of(b.ir, last);
    let one_ty = Type::Vector(Arc::new(VectorType {
        shape: vec![1],
        scalable: vec![false],
        elem: elem.clone(),
    }));
    let mut acc = pass_thru;
    for i in 0..lanes {
        let m = extract(&mut b, mask, i, Type::i1());
        let k = extract(&mut b, index_vec, i, Type::Index);
        // createOrFold: `x + 0` is `x`; a constant operand goes to the right.
        let o = match last_const {
            Some(0) => k,
            Some(_) => b.create_value("arith.addi", &[k, last], Type::Index, Vec::new()),
            None => b.create_value("arith.addi", &[last, k], Type::Index, Vec::new()),
        };
        let mut load_operands = vec![base];
        load_operands.extend(&offsets[..offsets.len() - 1]);
        load_operands.push(o);
        let then_region = {
            let region = b.ir.new_region();
            let block = b.ir.new_block(&[]);
            b.ir.append_block(region, block);
            let mut inner = Builder::new(b.ir, InsertPoint::End(block), b.loc.clone());
            let l = inner.create_value("vector.load", &load_operands, one_ty.clone(), Vec::new());
            let e = extract(&mut inner, l, 0, elem.clone());
            let r = inner.create_value(
                "vector.insert",
                &[e, acc],
                result_ty.clone(),
                vec![named("static_position", dense_i64(&[i]))],
            );
            inner.create("scf.yield", &[r], &[], Vec::new());
            region
        };
        let else_region = {
            let region = b.ir.new_region();
            let block = b.ir.new_block(&[]);
            b.ir.append_block(region, block);
            let mut inner = Builder::new(b.ir, InsertPoint::End(block), b.loc.clone());
            inner.create("scf.yield", &[acc], &[], Vec::new());
            region
        };
        let mut state = OperationState::new("scf.if", b.loc.clone());
        state.operands = vec![m];
        state.result_types = vec![result_ty.clone()];
        state.regions = vec![then_region, else_region];
        let if_op = b.insert(state);
        acc = b.ir.result(if_op, 0);
    }
    ir.replace_op(op, &[acc]);
}
