//! MLIR types → Cranelift types, following MLIR's LLVM lowering.
//!
//! | MLIR type                          | Cranelift values                                       |
//! |------------------------------------|--------------------------------------------------------|
//! | `i1`…`i8`, `i16`, `i32`, `i64`     | one `i8`/`i16`/`i32`/`i64` (odd widths: next container) |
//! | `index`                            | one `i64`                                              |
//! | `f32`, `f64`                       | one `f32`/`f64`                                        |
//! | `f16`, `bf16`                      | one `i16` holding the bits                             |
//! | `memref<d0x…xT>` (rank N)          | allocated ptr, aligned ptr, offset, N sizes, N strides |
//! | `memref<*xT>`                      | rank (`i64`), descriptor ptr                           |
//! | `vector<…xT>`                      | 128-bit parts per row (see `vector/layout.rs`)         |
//! | `complex<T>` (memref elements only) | stored as `{re, im}`, two `T`s ([`byte_size`])        |
//! | `!async.token/value/group`, handles, function values | one pointer                          |
//!
//! Integers narrower than their container are kept **zero-extended** (high bits clear);
//! signed operations sign-extend their operands first (see [`super::arith`]).

use cranelift_codegen::ir::types;

use crate::ir::{FloatKind, Type};

/// Cranelift type of a pointer on the targets corolift supports (64-bit only).
pub(crate) const PTR: types::Type = types::I64;

/// The container type for an integer of `width` bits.
pub(crate) fn int_container(width: u32) -> Option<types::Type> {
    Some(match width {
        1..=8 => types::I8,
        9..=16 => types::I16,
        17..=32 => types::I32,
        33..=64 => types::I64,
        65..=128 => types::I128,
        _ => return None,
    })
}

/// The single Cranelift type of a scalar MLIR type (`None` for memrefs and unsupported types).
pub(crate) fn scalar_type(ty: &Type) -> Option<types::Type> {
    match ty {
        Type::Integer { width, .. } => int_container(*width),
        Type::Index => Some(types::I64),
        Type::Float(FloatKind::F32) => Some(types::F32),
        Type::Float(FloatKind::F64) => Some(types::F64),
        // Kept as their bits; `arith` computes them in f32 (see `codegen/arith.rs`).
        Type::Float(FloatKind::F16 | FloatKind::BF16) => Some(types::I16),
        // Kept as their bits, zero-extended (see `codegen/arith.rs`).
        Type::Float(k) if k.width() <= 8 && *k != FloatKind::F8E8M0FNU => Some(types::I8),
        Type::AsyncToken
        | Type::AsyncValue(_)
        | Type::AsyncGroup
        | Type::CoroHandle
        | Type::CoroId
        | Type::CoroState
        | Type::CoroFrame(_)
        | Type::Function(_) => Some(PTR),
        Type::Opaque(t) if &**t == "!llvm.ptr" => Some(PTR),
        _ => None,
    }
}

/// The rank of a memref descriptor struct as `finalize-memref-to-llvm` spells it,
/// `!llvm.struct<(ptr, ptr, i64, array<N x i64>, array<N x i64>)>` (rank 0: `(ptr, ptr, i64)`).
pub(crate) fn llvm_descriptor_rank(ty: &Type) -> Option<usize> {
    let Type::Opaque(t) = ty else {
        return None;
    };
    let fields = t
        .strip_prefix("!llvm.struct<(ptr, ptr, i64")?
        .strip_suffix(")>")?;
    if fields.is_empty() {
        return Some(0);
    }
    let array = fields.strip_prefix(", array<")?;
    let (n, rest) = array.split_once(" x i64>, array<")?;
    let (m, tail) = rest.split_once(" x i64>")?;
    if n != m || !tail.is_empty() {
        return None;
    }
    n.parse().ok()
}

/// The Cranelift values an MLIR value of type `ty` expands to (MLIR's descriptor ABI).
pub(crate) fn lowered_types(ty: &Type) -> Result<Vec<types::Type>, String> {
    match ty {
        Type::MemRef(m) => {
            let n = m.shape.len();
            let mut v = vec![PTR, PTR, types::I64];
            v.extend(std::iter::repeat_n(types::I64, 2 * n));
            Ok(v)
        }
        Type::UnrankedMemRef(_) => Ok(vec![types::I64, PTR]),
        Type::Vector(v) => super::vector::layout::lowered_parts(v),
        _ => match llvm_descriptor_rank(ty) {
            // A hand-built descriptor is held like the memref it describes.
            Some(n) => {
                let mut v = vec![PTR, PTR, types::I64];
                v.extend(std::iter::repeat_n(types::I64, 2 * n));
                Ok(v)
            }
            None => scalar_type(ty)
                .map(|t| vec![t])
                .ok_or_else(|| format!("type '{ty}' is not supported by code generation")),
        },
    }
}

/// The integer width of `ty` (`index` is 64 bits).
pub(crate) fn int_width(ty: &Type) -> Option<u32> {
    match ty {
        Type::Integer { width, .. } => Some(*width),
        Type::Index => Some(64),
        _ => None,
    }
}

/// ABI allocation size in bytes of the LLVM lowering of `ty` (`sizeof` via GEP null, 1):
/// `i1` → 1, `i32` → 4, `index` → 8, `memref<f32>` → 24, `memref<?xf32>` → 40.
pub(crate) fn byte_size(ty: &Type) -> Option<u32> {
    match ty {
        Type::Integer { width, .. } => {
            int_container(*width).map(|t| if t == types::I128 { 16 } else { t.bytes() })
        }
        Type::Index => Some(8),
        Type::Float(k) => Some(k.storage_bytes()),
        Type::MemRef(m) => Some(8 * (3 + 2 * m.shape.len() as u32)),
        Type::UnrankedMemRef(_) => Some(16),
        Type::Vector(v) => super::vector::layout::llvm_alloc_size(v),
        // `complex<T>` is LLVM's `{T, T}`: the real part, then the imaginary part.
        _ if ty.complex_elem().is_some() => {
            ty.complex_elem().and_then(|p| byte_size(&p)).map(|b| 2 * b)
        }
        _ if scalar_type(ty) == Some(PTR) => Some(8),
        _ => None,
    }
}

/// Whether an integer type prints/converts as unsigned (`uiN`).
pub(crate) fn is_unsigned(ty: &Type) -> bool {
    matches!(
        ty,
        Type::Integer {
            signedness: crate::ir::Signedness::Unsigned,
            ..
        }
    )
}
