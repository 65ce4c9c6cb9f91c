//! The hex form of `dense<…>` attributes: `dense<"0x0000803F…">`, MLIR's raw little-endian
//! element buffer. MLIR reads it for any int or float element type (one element's bytes is a
//! splat) and prints a non-splat attribute of more than 100 elements in this form.

use super::attrs::DenseElements;
use super::types::Type;

/// Element count above which MLIR prints a non-splat dense attribute in hex.
const HEX_THRESHOLD: usize = 100;

/// The element's storage width in bits (i1 is bit-packed; other widths round up to bytes),
/// and whether it is a float; `None` for element types without a raw form here.
fn storage(elem: &Type) -> Option<(u32, bool)> {
    match elem {
        Type::Index => Some((64, false)),
        Type::Float(k) => Some((k.width(), true)),
        Type::Integer { width: 1, .. } => Some((1, false)),
        Type::Integer { width, .. } if *width <= 128 => Some((width.div_ceil(8) * 8, false)),
        _ => None,
    }
}

/// Decodes the hex buffer `hex` (`0x…`) of `count` elements of type `elem`; `None` when its
/// size fits neither one element (a splat) nor `count` of them, as MLIR's
/// `elements hex data size is invalid for provided type`.
pub fn decode(hex: &str, elem: &Type, count: usize) -> Option<DenseElements> {
    let digits = hex.strip_prefix("0x")?;
    // Byte offsets below step over pairs of ASCII digits; anything else is no hex buffer.
    if digits.len() % 2 != 0 || !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let bytes: Vec<u8> = (0..digits.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&digits[i..i + 2], 16).ok())
        .collect::<Option<_>>()?;
    let (bits, is_float) = storage(elem)?;
    if bits == 1 {
        return decode_bools(&bytes, count);
    }
    let size = bits as usize / 8;
    let n = if bytes.len() == size {
        1
    } else if bytes.len() == size * count {
        count
    } else {
        return None;
    };
    let raw = (0..n).map(|i| {
        bytes[i * size..(i + 1) * size]
            .iter()
            .rev()
            .fold(0u128, |acc, b| (acc << 8) | *b as u128)
    });
    if is_float {
        let Type::Float(kind) = elem else { return None };
        let bits: Option<Vec<u64>> = raw.map(|r| super::widen_float_bits(r, *kind)).collect();
        return Some(DenseElements::Floats(bits?));
    }
    let width = match elem {
        Type::Integer { width, .. } => *width,
        _ => 64,
    };
    let shift = 128 - width;
    Some(DenseElements::Ints(
        raw.map(|r| ((r << shift) as i128) >> shift).collect(),
    ))
}

/// i1 elements: one byte 0x00 / 0xFF is a splat, else the bits of `count` elements packed
/// least significant first.
fn decode_bools(bytes: &[u8], count: usize) -> Option<DenseElements> {
    match bytes {
        [0x00] => return Some(DenseElements::Ints(vec![0])),
        [0xFF] => return Some(DenseElements::Ints(vec![-1])),
        _ => {}
    }
    if bytes.len() != count.div_ceil(8) {
        return None;
    }
    let bit = |i: usize| (bytes[i / 8] >> (i % 8)) & 1 != 0;
    Some(DenseElements::Ints(
        (0..count).map(|i| if bit(i) { -1 } else { 0 }).collect(),
    ))
}

/// The hex buffer MLIR prints for `data` (`count` elements of `elem`), or `None` when MLIR
/// prints the elements (a splat, 100 elements or fewer, or an element type without a raw
/// form).
pub fn encode(data: &DenseElements, elem: &Type, count: usize) -> Option<String> {
    let (bits, _) = storage(elem)?;
    let n = match data {
        DenseElements::Ints(v) => v.len(),
        DenseElements::Floats(v) => v.len(),
        DenseElements::Hex(_) => return None,
    };
    if n <= 1 || count <= HEX_THRESHOLD || n != count {
        return None;
    }
    let mut bytes = Vec::new();
    match data {
        DenseElements::Ints(v) if bits == 1 => {
            bytes.resize(n.div_ceil(8), 0u8);
            for (i, x) in v.iter().enumerate() {
                if x & 1 != 0 {
                    bytes[i / 8] |= 1 << (i % 8);
                }
            }
        }
        DenseElements::Ints(v) => {
            for x in v {
                push_le(&mut bytes, *x as u128, bits);
            }
        }
        DenseElements::Floats(v) => {
            let Type::Float(kind) = elem else { return None };
            for b in v {
                push_le(&mut bytes, super::narrow_float_bits(*b, *kind), bits);
            }
        }
        DenseElements::Hex(_) => return None,
    }
    let mut out = String::with_capacity(2 + bytes.len() * 2);
    out.push_str("0x");
    for b in bytes {
        out.push_str(&format!("{b:02X}"));
    }
    Some(out)
}

/// [`encode`] for `count` complex elements stored as interleaved parts of type `part`: hex
/// above the same element-count threshold, real then imaginary part of each element.
pub fn encode_complex(data: &DenseElements, part: &Type, count: usize) -> Option<String> {
    if count <= HEX_THRESHOLD {
        return None;
    }
    encode(data, part, 2 * count)
}

fn push_le(bytes: &mut Vec<u8>, value: u128, bits: u32) {
    for i in 0..bits / 8 {
        bytes.push((value >> (8 * i)) as u8);
    }
}
