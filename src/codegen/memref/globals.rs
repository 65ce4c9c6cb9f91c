//! The data of a `memref.global`: its initial value laid out as LLVM lays out the array
//! `finalize-memref-to-llvm` makes of it (row-major, each element in its storage size,
//! little-endian; `i1` elements one byte each, 0 or 1; floats as their IEEE bits, `f16`
//! and `bf16` in two bytes; `complex<T>` as its real then imaginary part). A splat fills every
//! element; `uninitialized` and declarations
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
    if let Some(part) = mt.elem.complex_elem() {
        complex_bytes(ir, op, data, &part, n, elem_size / 2, &mut bytes)?;
        return Ok(bytes);
    }
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

/// Fills `bytes` with `n` complex elements: `data` holds (re, im) parts interleaved, one pair
/// for a splat; each part takes `part_size` bytes, the real part first (LLVM's `{T, T}`).
fn complex_bytes(
    ir: &Ir,
    op: OpId,
    data: &DenseElements,
    part: &Type,
    n: usize,
    part_size: usize,
    bytes: &mut [u8],
) -> Result<(), Diagnostic> {
    if matches!(data, DenseElements::Hex(_)) {
        return Err(op_error(
            ir,
            op,
            "hex initial values of complex globals are not supported",
        ));
    }
    let parts = element_bits(ir, op, data, part, 2 * n)?;
    if parts.len() != 2 && parts.len() != 2 * n {
        return Err(op_error(
            ir,
            op,
            format!("has {} initial parts for {n} complex elements", parts.len()),
        ));
    }
    for (i, chunk) in bytes.chunks_mut(part_size).enumerate() {
        let v = if parts.len() == 2 {
            parts[i % 2]
        } else {
            parts[i]
        };
        chunk.copy_from_slice(&v.to_le_bytes()[..part_size]);
    }
    Ok(())
}

/// The stored bit pattern of each element of `data` (of element type `elem`, `n` elements).
pub(crate) fn element_bits(
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
