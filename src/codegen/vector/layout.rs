//! How a `vector<…>` value is held in Cranelift values, and the lane-level helpers every vector
//! op is built from.
//!
//! A vector is an array of *rows*: the innermost dimension is one row (a 0-D `vector<T>` is one
//! row of one lane), and the outer dimensions count rows in row-major order — the same shape
//! MLIR's LLVM lowering gives n-D vectors (an `llvm.array` of 1-D vectors). Each row is held in
//! whole 128-bit Cranelift SIMD values (*parts*) of the element's container type: `i1`…`i8`
//! and the 8-bit floats in `i8x16`, `i16`, `f16` and `bf16` (as bits) in `i16x8`, `i32` in
//! `i32x4`, `f32` in `f32x4`, `i64` and `index` in `i64x2`, `f64` in `f64x2`. A row of `n`
//! lanes takes `ceil(n / lanes_per_part)` parts; the lanes after `n` in its last part are
//! *padding* with unspecified contents, which no op may let reach a result (reductions skip
//! them, memory ops never store them).
//!
//! Lanes follow the scalar conventions of `codegen/types.rs`: integers narrower than their
//! container are zero-extended, an `i1` lane is 0 or 1.
//!
//! The value of one MLIR vector is [`super::super::CValue::Vector`]: the list of parts, rows in
//! order. Function arguments, results and block arguments pass the parts as they are.

use cranelift_codegen::ir::{self, InstBuilder as _, MemFlagsData, types as ct};

use crate::codegen::{CValue, CgResult, FunctionCx, types};
use crate::ir::{OpId, Type, Value, VectorType};

/// Bytes in one part (one 128-bit SIMD register).
pub(crate) const PART_BYTES: u32 = 16;

/// The register layout of one vector type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct VecLayout {
    /// The MLIR element type.
    pub(crate) elem: Type,
    /// The shape (empty for a 0-D vector).
    pub(crate) shape: Vec<i64>,
    /// The Cranelift type of one lane (the element's scalar container).
    pub(crate) lane: ir::Type,
    /// Lanes in the innermost dimension (1 for a 0-D vector).
    pub(crate) row_len: usize,
    /// Number of rows (product of the outer dimensions).
    pub(crate) rows: usize,
    /// Lanes per part (16 bytes / lane size).
    pub(crate) lanes_per_part: usize,
    /// Parts per row.
    pub(crate) parts_per_row: usize,
}

impl VecLayout {
    /// The layout of vector type `ty`, or why it has none.
    pub(crate) fn of(ty: &Type) -> Result<VecLayout, String> {
        match ty {
            Type::Vector(v) => Self::of_vector(v),
            _ => Err(format!("expected a vector type, got '{ty}'")),
        }
    }

    /// The layout of `v`.
    pub(crate) fn of_vector(v: &VectorType) -> Result<VecLayout, String> {
        if v.scalable.iter().any(|s| *s) {
            return Err(format!(
                "scalable vectors ('{}') are not supported by code generation",
                Type::Vector(std::sync::Arc::new(v.clone()))
            ));
        }
        Self::new(&v.elem, &v.shape)
    }

    /// The layout of a vector of `elem` with `shape`.
    pub(crate) fn new(elem: &Type, shape: &[i64]) -> Result<VecLayout, String> {
        let lane = lane_type(elem)
            .ok_or_else(|| format!("vectors of '{elem}' are not supported by code generation"))?;
        let row_len = shape.last().map_or(1, |d| *d as usize);
        let rows = shape[..shape.len().saturating_sub(1)]
            .iter()
            .map(|d| *d as usize)
            .product::<usize>();
        let lanes_per_part = (PART_BYTES / lane.bytes()) as usize;
        Ok(VecLayout {
            elem: elem.clone(),
            shape: shape.to_vec(),
            lane,
            row_len,
            rows,
            lanes_per_part,
            parts_per_row: row_len.div_ceil(lanes_per_part),
        })
    }

    /// The Cranelift type of one part.
    pub(crate) fn part_type(&self) -> ir::Type {
        self.lane
            .by(self.lanes_per_part as u32)
            .unwrap_or(self.lane)
    }

    /// Number of parts.
    pub(crate) fn num_parts(&self) -> usize {
        self.rows * self.parts_per_row
    }

    /// Number of (non-padding) lanes: the product of the shape.
    pub(crate) fn num_lanes(&self) -> usize {
        self.rows * self.row_len
    }

    /// Part index and lane within the part of row-major lane `i`.
    pub(crate) fn locate(&self, i: usize) -> (usize, u8) {
        let (row, col) = (i / self.row_len, i % self.row_len);
        (
            row * self.parts_per_row + col / self.lanes_per_part,
            (col % self.lanes_per_part) as u8,
        )
    }

    /// For each part in order, its first lane (row-major) and how many real lanes it holds.
    pub(crate) fn part_lanes(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        (0..self.rows).flat_map(move |row| {
            (0..self.parts_per_row).map(move |p| {
                let col = p * self.lanes_per_part;
                (
                    row * self.row_len + col,
                    (self.row_len - col).min(self.lanes_per_part),
                )
            })
        })
    }

    /// Bytes of the lanes of one row (what a memory op reads or writes of it).
    pub(crate) fn row_bytes(&self) -> u32 {
        self.row_len as u32 * self.lane.bytes()
    }
}

/// The Cranelift lane type of vector element type `elem` (its scalar container; `None` for
/// element types vectors cannot hold).
pub(crate) fn lane_type(elem: &Type) -> Option<ir::Type> {
    match types::scalar_type(elem)? {
        t @ (ct::I8 | ct::I16 | ct::I32 | ct::I64 | ct::F32 | ct::F64) => match elem {
            Type::Integer { .. } | Type::Index | Type::Float(_) => Some(t),
            _ => None,
        },
        _ => None,
    }
}

/// The parts of vector type `ty` (function signatures, block parameters).
pub(crate) fn lowered_parts(v: &VectorType) -> Result<Vec<ir::Type>, String> {
    let l = VecLayout::of_vector(v)?;
    Ok(vec![l.part_type(); l.num_parts()])
}

/// Memory flags for a part: no trap, and no alignment promise (frames, payloads and
/// memrefs only guarantee the element's alignment).
pub(crate) fn part_flags() -> MemFlagsData {
    MemFlagsData::new().with_notrap()
}

impl FunctionCx<'_, '_> {
    /// The layout of the vector type of `v`.
    pub(crate) fn vec_layout(&self, op: OpId, v: Value) -> CgResult<VecLayout> {
        VecLayout::of(self.ir.value_type(v)).map_err(|m| self.err(op, m))
    }

    /// The parts of vector operand `v`.
    pub(crate) fn vector(&self, op: OpId, v: Value) -> CgResult<Vec<ir::Value>> {
        match self.values.get(&v) {
            Some(CValue::Vector(p)) => Ok(p.clone()),
            Some(_) => Err(self.err(op, "expected a vector operand")),
            None => Err(self.err(op, "uses a value that was not lowered (not dominating?)")),
        }
    }

    /// Binds result `i` of `op` to the vector `parts`.
    pub(crate) fn def_vector(&mut self, op: OpId, i: usize, parts: Vec<ir::Value>) -> CgResult<()> {
        let r = self.result(op, i)?;
        self.def(r, CValue::Vector(parts));
        Ok(())
    }
}

/// Lane `i` (row-major) of `parts`.
pub(crate) fn extract_lane(
    fx: &mut FunctionCx<'_, '_>,
    l: &VecLayout,
    parts: &[ir::Value],
    i: usize,
) -> ir::Value {
    let (p, lane) = l.locate(i);
    fx.bcx.ins().extractlane(parts[p], lane)
}

/// Every lane of `parts`, row-major (padding excluded).
pub(crate) fn lanes(
    fx: &mut FunctionCx<'_, '_>,
    l: &VecLayout,
    parts: &[ir::Value],
) -> Vec<ir::Value> {
    (0..l.num_lanes())
        .map(|i| extract_lane(fx, l, parts, i))
        .collect()
}

/// A part with every lane `x`.
pub(crate) fn splat_part(fx: &mut FunctionCx<'_, '_>, l: &VecLayout, x: ir::Value) -> ir::Value {
    fx.bcx.ins().splat(l.part_type(), x)
}

/// A vector of layout `l` with every lane `x` (a scalar of the lane type).
pub(crate) fn splat(fx: &mut FunctionCx<'_, '_>, l: &VecLayout, x: ir::Value) -> Vec<ir::Value> {
    if l.num_parts() == 0 {
        return Vec::new();
    }
    let p = splat_part(fx, l, x);
    vec![p; l.num_parts()]
}

/// A part whose lanes are all zero bits.
pub(crate) fn zero_part(fx: &mut FunctionCx<'_, '_>, l: &VecLayout) -> ir::Value {
    const_part(fx, l, &[])
}

/// A constant part from the little-endian lane bit patterns `lanes` (missing lanes are 0).
pub(crate) fn const_part(fx: &mut FunctionCx<'_, '_>, l: &VecLayout, lanes: &[u128]) -> ir::Value {
    let lb = l.lane.bytes() as usize;
    let mut bytes = vec![0u8; PART_BYTES as usize];
    for (i, bits) in lanes.iter().enumerate().take(l.lanes_per_part) {
        bytes[i * lb..(i + 1) * lb].copy_from_slice(&bits.to_le_bytes()[..lb]);
    }
    let handle = fx.bcx.func.dfg.constants.insert(bytes.into());
    fx.bcx.ins().vconst(l.part_type(), handle)
}

/// The vector of layout `l` whose lanes (row-major) are the scalars `vals`.
pub(crate) fn from_lanes(
    fx: &mut FunctionCx<'_, '_>,
    l: &VecLayout,
    vals: &[ir::Value],
) -> Vec<ir::Value> {
    l.part_lanes()
        .map(|(first, n)| part_from_lanes(fx, l, &vals[first..first + n]))
        .collect()
}

/// One part from up to `lanes_per_part` scalars (the rest is padding).
fn part_from_lanes(fx: &mut FunctionCx<'_, '_>, l: &VecLayout, vals: &[ir::Value]) -> ir::Value {
    // A splat of the first lane, so a uniform part costs one instruction and the padding
    // holds a harmless copy of a real lane.
    let mut part = splat_part(fx, l, vals[0]);
    for (i, v) in vals.iter().enumerate().skip(1) {
        if *v != vals[0] {
            part = fx.bcx.ins().insertlane(part, *v, i as u8);
        }
    }
    part
}

/// Loads one row of layout `l` (its `row_len` lanes, packed) from `addr + offset`, reading
/// exactly the row's bytes: whole parts with one load each, a partial last part lane by lane.
pub(crate) fn load_row(
    fx: &mut FunctionCx<'_, '_>,
    l: &VecLayout,
    addr: ir::Value,
    offset: i32,
) -> Vec<ir::Value> {
    let lb = l.lane.bytes() as i32;
    let mut parts = Vec::with_capacity(l.parts_per_row);
    for p in 0..l.parts_per_row {
        let first = p * l.lanes_per_part;
        let n = (l.row_len - first).min(l.lanes_per_part);
        let at = offset + first as i32 * lb;
        if n == l.lanes_per_part {
            parts.push(fx.bcx.ins().load(l.part_type(), part_flags(), addr, at));
        } else {
            let vals: Vec<ir::Value> = (0..n)
                .map(|k| {
                    fx.bcx
                        .ins()
                        .load(l.lane, part_flags(), addr, at + k as i32 * lb)
                })
                .collect();
            parts.push(part_from_lanes(fx, l, &vals));
        }
    }
    parts
}

/// Stores the real lanes of one row (`parts`, `parts_per_row` of them) packed at
/// `addr + offset`, never writing past the row's bytes.
pub(crate) fn store_row(
    fx: &mut FunctionCx<'_, '_>,
    l: &VecLayout,
    parts: &[ir::Value],
    addr: ir::Value,
    offset: i32,
) {
    let lb = l.lane.bytes() as i32;
    for (p, part) in parts.iter().enumerate() {
        let first = p * l.lanes_per_part;
        let n = (l.row_len - first).min(l.lanes_per_part);
        let at = offset + first as i32 * lb;
        if n == l.lanes_per_part {
            fx.bcx.ins().store(part_flags(), *part, addr, at);
        } else {
            for k in 0..n {
                let x = fx.bcx.ins().extractlane(*part, k as u8);
                fx.bcx
                    .ins()
                    .store(part_flags(), x, addr, at + k as i32 * lb);
            }
        }
    }
}

/// The byte size of one row in memory as LLVM lays out `vector<row_len x T>`: the store size
/// rounded up to a power of two (LLVM's natural vector alignment, which is also its
/// allocation size). `i1` rows are a byte per lane in corolift's memory (LLVM packs bits).
pub(crate) fn llvm_row_alloc_size(l: &VecLayout) -> u32 {
    l.row_bytes().next_power_of_two()
}

/// The byte size of a vector of type `v` as a memref element (LLVM's allocation size of its
/// lowering: an array of rows).
pub(crate) fn llvm_alloc_size(v: &VectorType) -> Option<u32> {
    let l = VecLayout::of_vector(v).ok()?;
    Some(llvm_row_alloc_size(&l) * l.rows as u32)
}

/// Loads a whole vector of layout `l` stored as LLVM lays it out (rows of
/// [`llvm_row_alloc_size`] bytes) at `addr + offset`.
pub(crate) fn load_llvm_layout(
    fx: &mut FunctionCx<'_, '_>,
    l: &VecLayout,
    addr: ir::Value,
    offset: i32,
) -> Vec<ir::Value> {
    let stride = llvm_row_alloc_size(l) as i32;
    (0..l.rows)
        .flat_map(|r| load_row(fx, l, addr, offset + r as i32 * stride))
        .collect()
}

/// Stores `parts` of layout `l` as LLVM lays the vector out at `addr + offset`.
pub(crate) fn store_llvm_layout(
    fx: &mut FunctionCx<'_, '_>,
    l: &VecLayout,
    parts: &[ir::Value],
    addr: ir::Value,
    offset: i32,
) {
    let stride = llvm_row_alloc_size(l) as i32;
    for r in 0..l.rows {
        let row = &parts[r * l.parts_per_row..(r + 1) * l.parts_per_row];
        store_row(fx, l, row, addr, offset + r as i32 * stride);
    }
}
