//! Typed accessors over the vector ops' properties, for code generation and passes: they read
//! the attributes as the parsers store them (see [`super`]'s module doc) and hand back plain
//! values, so no consumer re-parses affine-map text or dense arrays.

use super::reduce::simple_map;
use super::{attr_i64s, op_kind};
use crate::ir::{Attribute, DYNAMIC, Ir, OpId, Value};

/// One entry of `vector.extract` / `vector.insert`'s position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Position {
    /// A constant index.
    Static(i64),
    /// `-1`: the result (or the inserted element) is poison.
    Poison,
    /// An `index` operand.
    Dynamic(Value),
}

/// The position of a `vector.extract` (dynamic entries from operand 1 on) or a
/// `vector.insert` (from operand 2 on).
pub fn position(ir: &Ir, op: OpId) -> Vec<Position> {
    let first = if ir.is(op, "vector.insert") { 2 } else { 1 };
    let mut dynamic = ir.operands(op).iter().skip(first);
    attr_i64s(ir, op, "static_position")
        .into_iter()
        .map(|p| match p {
            DYNAMIC => dynamic
                .next()
                .map_or(Position::Poison, |v| Position::Dynamic(*v)),
            -1 => Position::Poison,
            p => Position::Static(p),
        })
        .collect()
}

/// The combining kind of `reduction`, `multi_reduction`, `scan`, `contract` or
/// `outerproduct` (`add`, `maxnumf`, …).
pub fn combining_kind(ir: &Ir, op: OpId) -> Option<&'static str> {
    op_kind(ir, op)
}

/// An integer-list property (`mask`, `permutation`, `reduction_dims`, `mask_dim_sizes`,
/// `offsets`, `sizes`, `strides`), empty when absent.
pub fn int_list(ir: &Ir, op: OpId, name: &str) -> Vec<i64> {
    attr_i64s(ir, op, name)
}

/// The operands of `vector.transfer_read` / `vector.transfer_write` by role.
#[derive(Clone, Debug)]
pub struct TransferOperands {
    /// The memref or tensor read or written.
    pub source: Value,
    /// One `index` per source dimension.
    pub indices: Vec<Value>,
    /// The padding value (reads only).
    pub padding: Option<Value>,
    /// The vector written (writes only).
    pub vector: Option<Value>,
    /// The optional mask.
    pub mask: Option<Value>,
}

/// The operands of a transfer op by role (`None` for a malformed op).
pub fn transfer_operands(ir: &Ir, op: OpId) -> Option<TransferOperands> {
    let groups = super::memory::segments(ir, op)?;
    let operands = ir.operands(op);
    let one = |(start, len): (usize, usize)| (len == 1).then(|| operands[start]);
    let many = |(start, len): (usize, usize)| operands[start..start + len].to_vec();
    // A read's groups are (source, indices, padding, mask); a write's are (vector, source,
    // indices, mask).
    Some(if ir.is(op, "vector.transfer_read") {
        TransferOperands {
            source: one(groups[0])?,
            indices: many(groups[1]),
            padding: one(groups[2]),
            vector: None,
            mask: one(groups[3]),
        }
    } else {
        TransferOperands {
            source: one(groups[1])?,
            indices: many(groups[2]),
            padding: None,
            vector: one(groups[0]),
            mask: one(groups[3]),
        }
    })
}

/// The `in_bounds` flags of a transfer op, one per permutation-map result.
pub fn in_bounds(ir: &Ir, op: OpId) -> Vec<bool> {
    ir.attr(op, "in_bounds")
        .and_then(Attribute::as_array)
        .unwrap_or_default()
        .iter()
        .map(|b| b.as_int().is_some_and(|v| v != 0))
        .collect()
}

/// The results of a transfer op's `permutation_map`: `Some(d)` where vector dimension `i`
/// walks source dimension `d`, `None` where it is a broadcast (the constant `0`).
pub fn permutation(ir: &Ir, op: OpId) -> Option<Vec<Option<usize>>> {
    let map = simple_map(ir.attr(op, "permutation_map")?)?;
    map.results
        .iter()
        .zip(&map.constants)
        .map(|(d, c)| match (d, c) {
            (Some(d), _) => Some(Some(*d)),
            (None, Some(0)) => Some(None),
            _ => None,
        })
        .collect()
}

/// A `vector.contract`'s iteration space: its indexing maps as the iteration dimension each
/// operand dimension walks, and which iteration dimensions are reductions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContractSpec {
    /// For the lhs, rhs and accumulator: the iteration dimension of each of their dimensions.
    pub maps: [Vec<usize>; 3],
    /// Per iteration dimension: whether it is a reduction (else parallel).
    pub reduction: Vec<bool>,
}

/// The [`ContractSpec`] of a verified `vector.contract`.
pub fn contract_spec(ir: &Ir, op: OpId) -> Option<ContractSpec> {
    let maps = ir.attr(op, "indexing_maps")?.as_array()?;
    let dims = |i: usize| -> Option<Vec<usize>> {
        simple_map(maps.get(i)?)?.results.into_iter().collect()
    };
    let reduction = ir
        .attr(op, "iterator_types")?
        .as_array()?
        .iter()
        .map(|t| super::enum_body(t, "#vector.iterator_type").map(|b| b == "reduction"))
        .collect::<Option<Vec<bool>>>()?;
    Some(ContractSpec {
        maps: [dims(0)?, dims(1)?, dims(2)?],
        reduction,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Parses `src` and returns its IR with the ops named `name`, in order.
    fn ops_named(src: &str, name: &str) -> (Ir, Vec<OpId>) {
        let m = crate::parse::parse_source(src, &std::sync::Arc::from("t.mlir")).expect("parses");
        let mut found = Vec::new();
        m.ir.walk_pre(m.top, &mut |op| {
            if m.ir.is(op, name) {
                found.push(op);
            }
        });
        (m.ir, found)
    }

    #[test]
    fn positions_kinds_and_lists() {
        let (ir, ops) = ops_named(
            "func.func @f(%v: vector<2x3xf32>, %i: index, %x: f32) {
               %0 = vector.extract %v[%i, -1] : f32 from vector<2x3xf32>
               %1 = vector.insert %x, %v [1, %i] : f32 into vector<2x3xf32>
               return
             }",
            "vector.extract",
        );
        let i = ir.operand(ops[0], 1);
        assert_eq!(
            position(&ir, ops[0]),
            [Position::Dynamic(i), Position::Poison]
        );
        let insert = ir
            .uses(ir.operand(ops[0], 0))
            .iter()
            .map(|u| u.op)
            .find(|u| ir.is(*u, "vector.insert"))
            .expect("insert uses %v");
        assert_eq!(
            position(&ir, insert),
            [Position::Static(1), Position::Dynamic(i)]
        );
    }

    #[test]
    fn transfer_read_and_write() {
        let src = "func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32, %k: vector<3x2xi1>) {
               %0 = vector.transfer_read %m[%i, %i], %p, %k {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<2x3xf32>
               vector.transfer_write %0, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<2x3xf32>, memref<?x?xf32>
               return
             }";
        let (ir, reads) = ops_named(src, "vector.transfer_read");
        let r = transfer_operands(&ir, reads[0]).expect("read");
        assert_eq!(r.indices.len(), 2);
        assert!(r.padding.is_some() && r.mask.is_some() && r.vector.is_none());
        assert_eq!(in_bounds(&ir, reads[0]), [true, false]);
        assert_eq!(permutation(&ir, reads[0]), Some(vec![Some(1), Some(0)]));
        let (ir, writes) = ops_named(src, "vector.transfer_write");
        let w = transfer_operands(&ir, writes[0]).expect("write");
        assert!(w.vector.is_some() && w.padding.is_none() && w.mask.is_none());
        assert_eq!(in_bounds(&ir, writes[0]), [false, false]);
    }

    #[test]
    fn contract() {
        let (ir, ops) = ops_named(
            "func.func @f(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) {
               %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\", \"reduction\"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
               return
             }",
            "vector.contract",
        );
        let spec = contract_spec(&ir, ops[0]).expect("spec");
        assert_eq!(spec.maps, [vec![0, 2], vec![2, 1], vec![0, 1]]);
        assert_eq!(spec.reduction, [false, false, true]);
        assert_eq!(combining_kind(&ir, ops[0]), Some("add"));
    }
}
