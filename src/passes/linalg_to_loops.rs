//! `convert-linalg-to-loops`: `linalg.fill` on a memref becomes an `scf.for` nest of
//! `memref.store`s, as mlir-opt-22 lowers it (static bounds as constants, dynamic ones
//! through `memref.dim`). `linalg.fill` is the only linalg op corolift reads; on tensors it is
//! left alone (code generation rejects tensors anyway).
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

use crate::diag::Diagnostic;
use crate::ir::{Builder, Ir, OpId, OperationState, Type, Value};

/// Pipeline name of the pass.
pub const NAME: &str = "convert-linalg-to-loops";

/// Lowers every `linalg.fill` on a memref nested in `root`.
pub fn run(ir: &mut Ir, root: OpId) -> Result<(), Diagnostic> {
    let fills: Vec<OpId> = ir
        .collect_pre(root)
        .into_iter()
        .filter(|op| ir.is(*op, "linalg.fill"))
        .collect();
    for fill in fills {
        lower_fill(ir, fill)?;
    }
    Ok(())
}

fn lower_fill(ir: &mut Ir, fill: OpId) -> Result<(), Diagnostic> {
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
        return Ok(());
    };
    let loc = ir.loc(fill).clone();
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
    // Build the nest from the outside in; `at` is where the next op goes.
    let mut at = fill;
    let mut ivs = Vec::new();
    for ub in bounds {
        let region = ir.new_region();
        let body = ir.new_block(&[Type::Index]);
        ir.append_block(region, body);
        let mut state = OperationState::new("scf.for", loc.clone());
        state.operands = vec![zero, ub, one];
        state.regions = vec![region];
        Builder::before(ir, at).insert(state);
        ivs.push(ir.block_arg(body, 0));
        let yield_op = Builder::at_end(ir, body, loc.clone()).create("scf.yield", &[], &[], vec![]);
        at = yield_op;
    }
    let mut operands = vec![value, target];
    operands.extend(ivs);
    Builder::before(ir, at).create("memref.store", &operands, &[], vec![]);
    ir.erase_op(fill);
    Ok(())
}
