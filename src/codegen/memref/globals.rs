//! The data of a `memref.global`: its initial value laid out as LLVM lays out the array
//! `finalize-memref-to-llvm` makes of it (row-major, each element in its storage size,
//! little-endian; `i1` elements one byte each, 0 or 1; floats as their IEEE bits, `f16`
//! and `bf16` in two bytes). A splat fills every element; `uninitialized` and declarations
//! are zeros.

use crate::diag::Diagnostic;
use crate::dialect::op_error;
use crate::ir::float_formats::FloatFormat;
use crate::ir::{Attribute, DenseElements, FloatKind, Ir, MemRefType, OpId, Type};

/// The bytes of global `op` of type `mt`, whose elements are `elem_size` bytes each.
pub(crate) fn global_bytes(
    ir: &Ir,
    op: OpId,
    mt: &MemRefType,
    elem_size: usize,
) -> Result<Vec<u8>, Diagnostic> {
    let n = usize::try_from(mt.shape.iter().product::<i64>())
        .map_err(|_| op_error(ir, op, "requires a static shape"))?;
    let mut bytes = vec![0u8; n * elem_size];
    let Some(Attribute::Dense { data, .. }) = ir.attr(op, "initial_value") else {
        return Ok(bytes);
    };
    let elems = element_bits(ir, op, data, &mt.elem, n)?;
    if elems.len() != 1 && elems.len() != n {
        return Err(op_error(
            ir,
            op,
            format!("has {} initial elements for {n} elements", elems.len()),
        ));
    }
    for (i, chunk) in bytes.chunks_mut(elem_size).enumerate() {
        let v = if elems.len() == 1 { elems[0] } else { elems[i] };
        chunk.copy_from_slice(&v.to_le_bytes()[..elem_size]);
    }
    Ok(bytes)
}

/// The stored bit pattern of each element of `data` (of element type `elem`, `n` elements).
fn element_bits(
    ir: &Ir,
    op: OpId,
    data: &DenseElements,
    elem: &Type,
    n: usize,
) -> Result<Vec<u128>, Diagnostic> {
    Ok(match data {
        DenseElements::Ints(v) if elem.is_int_of_width(1) => {
            v.iter().map(|x| u128::from(*x != 0)).collect()
        }
        DenseElements::Ints(v) => v.iter().map(|x| *x as u128).collect(),
        DenseElements::Floats(v) => {
            let Type::Float(kind) = elem else {
                return Err(op_error(
                    ir,
                    op,
                    "has float initial values for a non-float type",
                ));
            };
            v.iter()
                .map(|b| float_bits(ir, op, f64::from_bits(*b), *kind))
                .collect::<Result<_, _>>()?
        }
        DenseElements::Hex(h) => {
            let decoded = crate::ir::decode_dense_hex(h, elem, n)
                .ok_or_else(|| op_error(ir, op, "has a hex initial value of the wrong size"))?;
            return element_bits(ir, op, &decoded, elem, n);
        }
    })
}

/// The storage bits of the float `value` (exactly representable in `kind`).
fn float_bits(ir: &Ir, op: OpId, value: f64, kind: FloatKind) -> Result<u128, Diagnostic> {
    Ok(match kind {
        FloatKind::F64 => u128::from(value.to_bits()),
        FloatKind::F32 => u128::from((value as f32).to_bits()),
        k if k.width() <= 16 => FloatFormat::of(k).encode(value),
        k => {
            return Err(op_error(
                ir,
                op,
                format!("globals of '{}' are not supported", Type::Float(k)),
            ));
        }
    })
}
