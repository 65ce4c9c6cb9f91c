//! `vector.contract`, lowered the way `convert-vector-to-llvm`'s default (`dot`) strategy
//! lowers it, step for step, so float results are bit-identical to mlir-runner-22's:
//!
//! 1. *Dot* (`ContractionOpToDotLowering`): a matmul (`parallel, parallel, reduction` with one
//!    of the eight transposition layouts) or a matvec (`parallel, reduction`, four layouts)
//!    becomes, per result element, `vector.reduction <add>` of the elementwise product of a
//!    row of the (transposed) lhs and rhs — an ordered sum from `+0.0` — and then one
//!    elementwise `res + acc`.
//! 2. Otherwise *generic* (`ContractionOpGenericLowering`): unroll the first batch dimension,
//!    else the first free lhs dimension, else the first free rhs dimension, into smaller
//!    contractions that are lowered again from step 1; with only reductions left, unroll
//!    iterator 0 feeding each partial result in as the next accumulator, down to
//!    `vector.reduction <add>, lhs * rhs, acc` (an ordered sum starting from `acc`).
//!
//! Like upstream's default lowering, only `#vector.kind<add>` with one element type is
//! supported (other kinds and mixed precision are left unlowered by mlir-opt-22 too).
//! Operands are handled as row-major lane lists.

use cranelift_codegen::ir;

use super::layout;
use super::reduce::{self, Kind};
use crate::codegen::{CValue, CgResult, FunctionCx};
use crate::ir::{Attribute, OpId, Type};

/// An n-D array of lanes (rank 0: one scalar).
#[derive(Clone, Debug)]
struct Arr {
    shape: Vec<i64>,
    lanes: Vec<ir::Value>,
}

impl Arr {
    /// The sub-array at position `pos` of dimension `dim` (that dimension dropped).
    fn extract(&self, dim: usize, pos: usize) -> Arr {
        let mut shape = self.shape.clone();
        shape.remove(dim);
        let idx = reduce::indices(&shape);
        let st = reduce::strides(&self.shape);
        let lanes = idx
            .iter()
            .map(|i| {
                let mut full = i.clone();
                full.insert(dim, pos);
                self.lanes[full.iter().zip(&st).map(|(a, b)| a * b).sum::<usize>()]
            })
            .collect();
        Arr { shape, lanes }
    }

    /// Writes `sub` at position `pos` of dimension `dim`.
    fn insert(&mut self, dim: usize, pos: usize, sub: &Arr) {
        let st = reduce::strides(&self.shape);
        for (k, i) in reduce::indices(&sub.shape).iter().enumerate() {
            let mut full = i.clone();
            full.insert(dim, pos);
            let at: usize = full.iter().zip(&st).map(|(a, b)| a * b).sum();
            self.lanes[at] = sub.lanes[k];
        }
    }

    /// The 2-D transpose.
    fn t(&self) -> Arr {
        let (r, c) = (self.shape[0] as usize, self.shape[1] as usize);
        let lanes = (0..c)
            .flat_map(|j| (0..r).map(move |i| (i, j)))
            .map(|(i, j)| self.lanes[i * c + j])
            .collect();
        Arr {
            shape: vec![self.shape[1], self.shape[0]],
            lanes,
        }
    }
}

/// One contraction: operands, indexing maps (result dimension positions) and iterators.
#[derive(Clone, Debug)]
struct Contraction {
    lhs: Arr,
    rhs: Arr,
    acc: Arr,
    maps: [Vec<usize>; 3],
    /// `true` for a reduction iterator.
    red: Vec<bool>,
}

/// Fixed data of the op being lowered.
struct Ctx<'a> {
    op: OpId,
    elem: &'a Type,
    reassoc: bool,
}

/// `vector.contract {indexing_maps, iterator_types, kind} %lhs, %rhs, %acc`.
pub(crate) fn codegen_contract(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    if reduce::kind_attr(fx, op)? != Kind::Add {
        return Err(fx.err(
            op,
            "with a combining kind other than 'add' is not supported by code generation (upstream's default lowering leaves it too)",
        ));
    }
    let ir = fx.ir;
    let elem = crate::codegen::elem_type(ir, fx.result(op, 0)?);
    for i in 0..3 {
        if crate::codegen::elem_type(ir, fx.operand(op, i)?) != elem {
            return Err(fx.err(
                op,
                "with mixed element types is not supported by code generation (upstream's default lowering leaves it too)",
            ));
        }
    }
    reduce::check_kind(fx, op, Kind::Add, elem)?;
    let maps = indexing_maps(fx, op)?;
    let red = iterators(fx, op)?;
    let mut arrs = Vec::with_capacity(3);
    for i in 0..3 {
        arrs.push(operand_arr(fx, op, i)?);
    }
    let acc = arrs.pop().unwrap_or_else(|| unreachable!());
    let rhs = arrs.pop().unwrap_or_else(|| unreachable!());
    let lhs = arrs.pop().unwrap_or_else(|| unreachable!());
    let c = Contraction {
        lhs,
        rhs,
        acc,
        maps,
        red,
    };
    let cx = Ctx {
        op,
        elem,
        reassoc: reduce::reassoc(fx, op),
    };
    let r = lower(fx, &cx, &c)?;
    let res = fx.result(op, 0)?;
    if matches!(fx.ir.value_type(res), Type::Vector(_)) {
        let l = fx.vec_layout(op, res)?;
        let parts = layout::from_lanes(fx, &l, &r.lanes);
        fx.def_vector(op, 0, parts)
    } else {
        fx.def(res, CValue::Scalar(r.lanes[0]));
        Ok(())
    }
}

/// Operand `i` as a lane array.
fn operand_arr(fx: &mut FunctionCx<'_, '_>, op: OpId, i: usize) -> CgResult<Arr> {
    let v = fx.operand(op, i)?;
    if let Type::Vector(vt) = fx.ir.value_type(v) {
        let shape = vt.shape.clone();
        let l = fx.vec_layout(op, v)?;
        let parts = fx.vector(op, v)?;
        let lanes = layout::lanes(fx, &l, &parts);
        Ok(Arr { shape, lanes })
    } else {
        Ok(Arr {
            shape: Vec::new(),
            lanes: vec![fx.scalar(op, v)?],
        })
    }
}

/// The three indexing maps as lists of dimension positions (`(d0, d1, d2) -> (d0, d2)` is
/// `[0, 2]`); only projected permutations are supported.
fn indexing_maps(fx: &FunctionCx<'_, '_>, op: OpId) -> CgResult<[Vec<usize>; 3]> {
    let bad = || fx.err(op, "has indexing maps code generation does not support");
    let Some(Attribute::Array(items)) = fx.ir.attr(op, "indexing_maps") else {
        return Err(fx.err(op, "requires 'indexing_maps'"));
    };
    if items.len() != 3 {
        return Err(bad());
    }
    let mut out: [Vec<usize>; 3] = Default::default();
    for (k, item) in items.iter().enumerate() {
        let text = item.to_string();
        out[k] = parse_map_results(&text).ok_or_else(bad)?;
    }
    Ok(out)
}

/// The result dimension positions of `affine_map<(d0, …) -> (dI, …)>`.
fn parse_map_results(text: &str) -> Option<Vec<usize>> {
    let body = text.strip_prefix("affine_map<")?.strip_suffix('>')?;
    let (dims, results) = body.split_once("->")?;
    let names: Vec<&str> = dims
        .trim()
        .strip_prefix('(')?
        .strip_suffix(')')?
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .collect();
    let results = results.trim().strip_prefix('(')?.strip_suffix(')')?;
    results
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|r| names.iter().position(|n| *n == r))
        .collect()
}

/// The iterator types (`true` for `reduction`).
fn iterators(fx: &FunctionCx<'_, '_>, op: OpId) -> CgResult<Vec<bool>> {
    let Some(Attribute::Array(items)) = fx.ir.attr(op, "iterator_types") else {
        return Err(fx.err(op, "requires 'iterator_types'"));
    };
    items
        .iter()
        .map(|a| {
            let text = match a {
                Attribute::String(s) => s.to_string(),
                other => other.to_string(),
            };
            match text.as_str() {
                "parallel" | "#vector.iterator_type<parallel>" => Ok(false),
                "reduction" | "#vector.iterator_type<reduction>" => Ok(true),
                _ => Err(fx.err(op, format!("has an unknown iterator type '{text}'"))),
            }
        })
        .collect()
}

/// Lowers one contraction (step 1, else step 2 of the module doc).
fn lower(fx: &mut FunctionCx<'_, '_>, cx: &Ctx<'_>, c: &Contraction) -> CgResult<Arr> {
    if let Some(r) = lower_dot(fx, cx, c) {
        return Ok(r);
    }
    let [lm, rm, _] = &c.maps;
    // The first batch dimension: a parallel iterator both operands index.
    for (it, red) in c.red.iter().enumerate() {
        if *red {
            continue;
        }
        if let (Some(li), Some(ri)) = (pos(lm, it), pos(rm, it)) {
            return lower_parallel(fx, cx, c, Some(li), Some(ri));
        }
    }
    let contracting = |m: &[usize], i: usize| {
        let it = m[i];
        c.red[it] && pos(lm, it).is_some() && pos(rm, it).is_some()
    };
    if let Some(li) = (0..lm.len()).find(|i| !contracting(lm, *i)) {
        return lower_parallel(fx, cx, c, Some(li), None);
    }
    if let Some(ri) = (0..rm.len()).find(|i| !contracting(rm, *i)) {
        return lower_parallel(fx, cx, c, None, Some(ri));
    }
    lower_reduction(fx, cx, c)
}

/// Where iterator `it` is in map `m`.
fn pos(m: &[usize], it: usize) -> Option<usize> {
    m.iter().position(|d| *d == it)
}

/// `m` without iterator `it`, later iterators renumbered.
fn adjust(m: &[usize], it: usize) -> Vec<usize> {
    m.iter()
        .filter(|d| **d != it)
        .map(|d| if *d > it { d - 1 } else { *d })
        .collect()
}

/// The contraction with iterator `it` removed and the given operands.
fn sub_contraction(c: &Contraction, it: usize, lhs: Arr, rhs: Arr, acc: Arr) -> Contraction {
    let mut red = c.red.clone();
    red.remove(it);
    Contraction {
        lhs,
        rhs,
        acc,
        maps: [
            adjust(&c.maps[0], it),
            adjust(&c.maps[1], it),
            adjust(&c.maps[2], it),
        ],
        red,
    }
}

/// Unrolls one parallel iterator (upstream's `lowerParallel`).
fn lower_parallel(
    fx: &mut FunctionCx<'_, '_>,
    cx: &Ctx<'_>,
    c: &Contraction,
    li: Option<usize>,
    ri: Option<usize>,
) -> CgResult<Arr> {
    let (it, size) = match (li, ri) {
        (Some(l), _) => (c.maps[0][l], c.lhs.shape[l]),
        (None, Some(r)) => (c.maps[1][r], c.rhs.shape[r]),
        (None, None) => return Err(fx.err(cx.op, "cannot be lowered")),
    };
    let res_index = pos(&c.maps[2], it);
    if res_index.is_none() && size != 1 {
        return Err(fx.err(cx.op, "has an iterator neither reduced nor in the result"));
    }
    let mut result = c.acc.clone();
    for d in 0..size as usize {
        let lhs = li.map_or_else(|| c.lhs.clone(), |l| c.lhs.extract(l, d));
        let rhs = ri.map_or_else(|| c.rhs.clone(), |r| c.rhs.extract(r, d));
        if lhs.shape.is_empty() || rhs.shape.is_empty() {
            return Err(fx.err(
                cx.op,
                "unrolls to a contraction of a scalar, which upstream's lowering does not support either",
            ));
        }
        let acc = res_index.map_or_else(|| c.acc.clone(), |r| c.acc.extract(r, d));
        let sub = lower(fx, cx, &sub_contraction(c, it, lhs, rhs, acc))?;
        match res_index {
            Some(r) => result.insert(r, d, &sub),
            None => result = sub,
        }
    }
    Ok(result)
}

/// Unrolls reduction iterator 0, chaining the accumulator (upstream's `lowerReduction`).
fn lower_reduction(fx: &mut FunctionCx<'_, '_>, cx: &Ctx<'_>, c: &Contraction) -> CgResult<Arr> {
    let (Some(li), Some(ri)) = (pos(&c.maps[0], 0), pos(&c.maps[1], 0)) else {
        return Err(fx.err(cx.op, "has a reduction iterator one operand does not index"));
    };
    if c.lhs.shape.len() == 1 && c.rhs.shape.len() == 1 {
        let m: Vec<ir::Value> = c
            .lhs
            .lanes
            .iter()
            .zip(&c.rhs.lanes)
            .map(|(&a, &b)| reduce::combine_lane(fx, Kind::Mul, cx.elem, a, b))
            .collect();
        let r = reduce::reduce_lanes(fx, Kind::Add, cx.elem, &m, Some(c.acc.lanes[0]), cx.reassoc);
        return Ok(Arr {
            shape: Vec::new(),
            lanes: vec![r],
        });
    }
    let mut result = c.acc.clone();
    for d in 0..c.lhs.shape[li] as usize {
        let lhs = c.lhs.extract(li, d);
        let rhs = c.rhs.extract(ri, d);
        result = lower(fx, cx, &sub_contraction(c, 0, lhs, rhs, result))?;
    }
    Ok(result)
}

/// Step 1 of the module doc, when `c` is a matmul or matvec in one of the layouts upstream's
/// dot lowering recognises.
fn lower_dot(fx: &mut FunctionCx<'_, '_>, cx: &Ctx<'_>, c: &Contraction) -> Option<Arr> {
    let maps: [&[usize]; 3] = [&c.maps[0], &c.maps[1], &c.maps[2]];
    let (lhs, rhs) = match c.red.as_slice() {
        [false, false, true] => {
            let (m, n, k) = (0, 1, 2);
            let is = |a: [usize; 2], b: [usize; 2], r: [usize; 2]| maps == [&a[..], &b[..], &r[..]];
            if is([m, k], [k, n], [m, n]) {
                (c.lhs.clone(), c.rhs.t())
            } else if is([m, k], [n, k], [m, n]) {
                (c.lhs.clone(), c.rhs.clone())
            } else if is([k, m], [k, n], [m, n]) {
                (c.lhs.t(), c.rhs.t())
            } else if is([k, m], [n, k], [m, n]) {
                (c.lhs.t(), c.rhs.clone())
            } else if is([m, k], [k, n], [n, m]) {
                (c.rhs.t(), c.lhs.clone())
            } else if is([m, k], [n, k], [n, m]) {
                (c.rhs.clone(), c.lhs.clone())
            } else if is([k, m], [k, n], [n, m]) {
                (c.rhs.t(), c.lhs.t())
            } else if is([k, m], [n, k], [n, m]) {
                (c.rhs.clone(), c.lhs.t())
            } else {
                return None;
            }
        }
        [false, true] => {
            let (m, n) = (0, 1);
            let mv = maps[2] == [m];
            if mv && maps[0] == [m, n] && maps[1] == [n] {
                (c.lhs.clone(), c.rhs.clone())
            } else if mv && maps[0] == [n, m] && maps[1] == [n] {
                (c.lhs.t(), c.rhs.clone())
            } else if mv && maps[0] == [n] && maps[1] == [m, n] {
                (c.rhs.clone(), c.lhs.clone())
            } else if mv && maps[0] == [n] && maps[1] == [n, m] {
                (c.rhs.t(), c.lhs.clone())
            } else {
                return None;
            }
        }
        _ => return None,
    };
    let rank = c.acc.shape.len();
    let rows = c.acc.shape[0] as usize;
    let cols = if rank == 1 {
        1
    } else {
        c.acc.shape[1] as usize
    };
    let cols_rhs: Vec<Arr> = (0..cols)
        .map(|j| {
            if rank == 1 {
                rhs.clone()
            } else {
                rhs.extract(0, j)
            }
        })
        .collect();
    let mut sums = Vec::with_capacity(rows * cols);
    for r in 0..rows {
        let row = lhs.extract(0, r);
        for col in &cols_rhs {
            let m: Vec<ir::Value> = row
                .lanes
                .iter()
                .zip(&col.lanes)
                .map(|(&a, &b)| reduce::combine_lane(fx, Kind::Mul, cx.elem, a, b))
                .collect();
            sums.push(reduce::reduce_lanes(
                fx,
                Kind::Add,
                cx.elem,
                &m,
                None,
                cx.reassoc,
            ));
        }
    }
    let lanes = sums
        .iter()
        .zip(&c.acc.lanes)
        .map(|(&s, &a)| reduce::combine_lane(fx, Kind::Add, cx.elem, s, a))
        .collect();
    Some(Arr {
        shape: c.acc.shape.clone(),
        lanes,
    })
}
