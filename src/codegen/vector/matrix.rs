//! `llvm.intr.matrix.multiply` and `llvm.intr.matrix.transpose`: LLVM's matrix intrinsics on
//! matrices flattened into 1-D vectors, column-major by LangRef's definition (element `(i, j)`
//! of an `R x C` matrix is lane `j * R + i`), row-major when the program is run with
//! `-matrix-default-layout=row-major` (lane `i * C + j`), as LLVM's `LowerMatrixIntrinsics`
//! reads that option.
//!
//! A product element is `a(i, 0) * b(0, j) + a(i, 1) * b(1, j) + …`, multiplied and added in
//! that order (LLVM's lowering accumulates over `k` the same way).

use cranelift_codegen::ir::{self, InstBuilder as _, types as ct};

use super::layout;
use crate::codegen::{CgResult, FunctionCx};
use crate::ir::OpId;

/// An `i32` dimension attribute of `op`.
fn dim(fx: &FunctionCx<'_, '_>, op: OpId, name: &str) -> CgResult<usize> {
    crate::codegen::int_attr(fx.ir, op, name)
        .and_then(|v| usize::try_from(v).ok())
        .ok_or_else(|| fx.err(op, format!("requires a non-negative attribute '{name}'")))
}

/// The lane of element `(i, j)` of a matrix with `rows` rows and `cols` columns.
fn lane(row_major: bool, rows: usize, cols: usize, i: usize, j: usize) -> usize {
    if row_major {
        i * cols + j
    } else {
        j * rows + i
    }
}

/// `%c = llvm.intr.matrix.multiply %a, %b {lhs_rows = R, lhs_columns = K, rhs_columns = C}`.
pub(crate) fn codegen_multiply(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let (rows, inner, cols) = (
        dim(fx, op, "lhs_rows")?,
        dim(fx, op, "lhs_columns")?,
        dim(fx, op, "rhs_columns")?,
    );
    let (av, bv, rv) = (fx.operand(op, 0)?, fx.operand(op, 1)?, fx.result(op, 0)?);
    let (la, lb, lr) = (
        fx.vec_layout(op, av)?,
        fx.vec_layout(op, bv)?,
        fx.vec_layout(op, rv)?,
    );
    if inner == 0
        || la.num_lanes() != rows * inner
        || lb.num_lanes() != inner * cols
        || lr.num_lanes() != rows * cols
    {
        return Err(fx.err(
            op,
            "operand and result vectors must hold lhs_rows x lhs_columns, lhs_columns x rhs_columns and lhs_rows x rhs_columns elements",
        ));
    }
    let a = fx.vector(op, av)?;
    let b = fx.vector(op, bv)?;
    let a_lanes = layout::lanes(fx, &la, &a);
    let b_lanes = layout::lanes(fx, &lb, &b);
    let row_major = fx.decls.matrix_row_major;
    let is_float = lr.lane == ct::F32 || lr.lane == ct::F64;
    if !is_float && crate::codegen::types::int_width(&lr.elem).is_none() {
        return Err(fx.err(op, format!("matrices of '{}' are not supported", lr.elem)));
    }
    let mut out = vec![None; rows * cols];
    for i in 0..rows {
        for j in 0..cols {
            let mut acc: Option<ir::Value> = None;
            for k in 0..inner {
                let x = a_lanes[lane(row_major, rows, inner, i, k)];
                let y = b_lanes[lane(row_major, inner, cols, k, j)];
                let p = if is_float {
                    fx.bcx.ins().fmul(x, y)
                } else {
                    fx.bcx.ins().imul(x, y)
                };
                acc = Some(match acc {
                    None => p,
                    Some(s) if is_float => fx.bcx.ins().fadd(s, p),
                    Some(s) => fx.bcx.ins().iadd(s, p),
                });
            }
            out[lane(row_major, rows, cols, i, j)] = acc;
        }
    }
    let mut vals: Vec<ir::Value> = out.into_iter().flatten().collect();
    if let Some(w) = crate::codegen::types::int_width(&lr.elem) {
        vals = vals
            .into_iter()
            .map(|v| crate::codegen::arith::normalize(fx, v, w))
            .collect();
    }
    let parts = layout::from_lanes(fx, &lr, &vals);
    fx.def_vector(op, 0, parts)
}

/// `%t = llvm.intr.matrix.transpose %a {rows = R, columns = C}`: the `C x R` transpose.
pub(crate) fn codegen_transpose(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let (rows, cols) = (dim(fx, op, "rows")?, dim(fx, op, "columns")?);
    let (av, rv) = (fx.operand(op, 0)?, fx.result(op, 0)?);
    let (la, lr) = (fx.vec_layout(op, av)?, fx.vec_layout(op, rv)?);
    if la.num_lanes() != rows * cols || lr.num_lanes() != rows * cols {
        return Err(fx.err(
            op,
            "operand and result vectors must hold rows x columns elements",
        ));
    }
    let src = super::shape::VecOperand {
        layout: la,
        parts: fx.vector(op, av)?,
    };
    let row_major = fx.decls.matrix_row_major;
    let mut picks: Vec<super::shape::Pick> = vec![None; rows * cols];
    for i in 0..rows {
        for j in 0..cols {
            // Element (i, j) of the input is element (j, i) of the `cols x rows` output.
            picks[lane(row_major, cols, rows, j, i)] = Some((0, lane(row_major, rows, cols, i, j)));
        }
    }
    let parts = super::shape::gather(fx, &lr, &[&src], &picks);
    fx.def_vector(op, 0, parts)
}
