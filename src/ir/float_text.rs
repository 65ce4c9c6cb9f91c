//! Float literals exactly as MLIR prints and reads them.
//!
//! MLIR's `printFloatValue` first tries `APFloat::toString` with precision 6, no padding and
//! no zero truncation (`1.000000e+00`); if parsing that text back does not give the same
//! bits it prints APFloat's default form (natural precision, zeros truncated, `E`
//! exponent: `9.9999999999999995E-8`, `0.1`, `100`); if that has no `.` (it would read back
//! as an integer), or the value is an infinity or a NaN, it prints the bit pattern in hex
//! (`0x7F800000`). APFloat's decimal conversion is reproduced digit for digit here, including
//! its rounding: the exact decimal expansion is first truncated to a few digits more than
//! requested, then rounded half up on the next digit alone.
//!
//! Float attributes hold an `f64` bit pattern; for the narrower types that value is exact, and
//! a NaN keeps its payload in the top mantissa bits ([`narrow_float_bits`] / [`widen_float_bits`]), so a
//! hex literal reads and prints back unchanged.

use super::float_formats::Specials;
use super::types::FloatKind;

/// The bit pattern of the `kind` value held in the `f64` bits `bits` (exact for every value
/// of a type narrower than `f64`; NaN payloads of IEEE types move with the mantissa's top
/// bits, the other types have one NaN per sign).
pub fn narrow_float_bits(bits: u64, kind: FloatKind) -> u128 {
    let value = f64::from_bits(bits);
    let fmt = kind.format();
    if kind == FloatKind::F64 {
        return bits as u128;
    }
    if value.is_nan() && fmt.specials == Specials::Ieee {
        let (e, m) = (fmt.exp_bits, fmt.frac_bits);
        let sign = (bits >> 63) as u128;
        let mut payload = ((bits & ((1u64 << 52) - 1)) as u128) << 76 >> (128 - m);
        if kind == FloatKind::F80 {
            // x87 NaNs keep the integer bit set.
            payload |= 1 << m;
        }
        return (sign << (fmt.width - 1)) | ((((1u128 << e) - 1) << (fmt.width - 1 - e)) | payload);
    }
    fmt.encode(value)
}

/// The `f64` bits holding the `kind` value whose bit pattern is `raw`, or `None` when `raw`
/// does not fit the type's width.
pub fn widen_float_bits(raw: u128, kind: FloatKind) -> Option<u64> {
    let fmt = kind.format();
    if fmt.width < 128 && raw >> fmt.width != 0 {
        return None;
    }
    if kind == FloatKind::F64 {
        return Some(raw as u64);
    }
    let value = fmt.decode(raw);
    if value.is_nan() && fmt.specials == Specials::Ieee {
        let m = fmt.frac_bits;
        let sign = ((raw >> (fmt.width - 1)) & 1) as u64;
        let mant = raw & ((1u128 << m) - 1);
        // The top 52 bits of the mantissa (all of it for the narrow types).
        let top = if m >= 52 {
            (mant >> (m - 52)) as u64
        } else {
            (mant as u64) << (52 - m)
        };
        let top = if top == 0 { 1 << 51 } else { top };
        return Some((sign << 63) | (0x7FFu64 << 52) | top);
    }
    Some(value.to_bits())
}

/// Formats the float whose `f64` bits are `bits` as a value of `kind`, as MLIR's
/// `printFloatValue` does.
pub fn format_float(bits: u64, kind: FloatKind) -> String {
    let value = f64::from_bits(bits);
    if value.is_finite() {
        let sci = to_string(value, kind, 6, 0, false);
        if parse_as(&sci, kind) == Some(bits) {
            return sci;
        }
        let natural = to_string(value, kind, 0, 3, true);
        if natural.contains('.') {
            return natural;
        }
    }
    format!("0x{:X}", narrow_float_bits(bits, kind))
}

/// The `f64` bits of `text` read as a `kind` literal (correctly rounded for f32 and f64).
/// `f80` and `f128` keep more bits than the `f64` an attribute holds, so their text reads back
/// to the same value only when it is that `f64` exactly.
fn parse_as(text: &str, kind: FloatKind) -> Option<u64> {
    if matches!(kind, FloatKind::F80 | FloatKind::F128) {
        let v: f64 = text.parse().ok()?;
        return is_exact_decimal(text, v).then_some(v.to_bits());
    }
    let v: f64 = match kind {
        FloatKind::F32 | FloatKind::TF32 => text.parse::<f32>().ok()? as f64,
        _ => text.parse::<f64>().ok()?,
    };
    Some(super::attrs::round_to_kind(v, kind).to_bits())
}

/// Whether the decimal literal `text` (`-1.234500e+01`) is exactly the finite `value`.
fn is_exact_decimal(text: &str, value: f64) -> bool {
    let (mantissa_text, exp10) = match text.split_once(['e', 'E']) {
        Some((m, e)) => (m, e.parse::<i32>().unwrap_or(0)),
        None => (text, 0),
    };
    let mantissa_text = mantissa_text.trim_start_matches('-');
    let (whole, frac) = mantissa_text.split_once('.').unwrap_or((mantissa_text, ""));
    let Ok(digits) = format!("{whole}{frac}").parse::<u64>() else {
        return false;
    };
    let k = exp10 - frac.len() as i32;
    if value == 0.0 || digits == 0 {
        return value == 0.0 && digits == 0;
    }
    // |value| = m * 2^e and the text = digits * 10^k; compare the cross-multiplied integers.
    let bits = value.abs().to_bits();
    let (m, e) = if bits >> 52 == 0 {
        (bits & ((1u64 << 52) - 1), -1074)
    } else {
        (
            (bits & ((1u64 << 52) - 1)) | (1u64 << 52),
            (bits >> 52) as i32 - 1075,
        )
    };
    let mut lhs = Big::from(m);
    let mut rhs = Big::from(digits);
    (0..e.max(0)).for_each(|_| lhs.mul_small(2));
    (0..(-k).max(0)).for_each(|_| lhs.mul_small(10));
    (0..k.max(0)).for_each(|_| rhs.mul_small(10));
    (0..(-e).max(0)).for_each(|_| rhs.mul_small(2));
    lhs.normalized() == rhs.normalized()
}

/// `APFloat::toString(Str, format_precision, max_padding, truncate_zero)` of the finite
/// `kind` value `value` (exactly held in the `f64`).
fn to_string(
    value: f64,
    kind: FloatKind,
    format_precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) -> String {
    let mut out = String::new();
    if value.is_sign_negative() {
        out.push('-');
    }
    if value == 0.0 {
        if max_padding != 0 {
            out.push('0');
        } else if truncate_zero {
            out.push_str("0.0E+0");
        } else {
            out.push_str("0.0");
            for _ in 1..format_precision {
                out.push('0');
            }
            out.push_str("e+00");
        }
        return out;
    }
    // value = mantissa * 2^exp exactly.
    let bits = value.abs().to_bits();
    let (mut mantissa, mut exp) = if bits >> 52 == 0 {
        (bits & ((1u64 << 52) - 1), -1074)
    } else {
        (
            (bits & ((1u64 << 52) - 1)) | (1u64 << 52),
            (bits >> 52) as i32 - 1075,
        )
    };
    // Natural precision: 2 + floor(significand bits / lg2(10)), as APFloat.
    let format_precision = if format_precision == 0 {
        2 + kind.format().precision() * 59 / 196
    } else {
        format_precision
    };
    let tz = mantissa.trailing_zeros();
    mantissa >>= tz;
    exp += tz as i32;
    // Change the exponent from 2^exp to 10^exp.
    let mut n = Big::from(mantissa);
    if exp > 0 {
        for _ in 0..exp {
            n.mul_small(2);
        }
        exp = 0;
    } else {
        for _ in 0..-exp {
            n.mul_small(5);
        }
    }
    // APFloat first drops whole tens the requested precision cannot show (truncating).
    let bits_required = (format_precision * 196).div_ceil(59);
    let active = n.bit_len();
    if active > bits_required {
        let removable = (active - bits_required) * 59 / 196;
        for _ in 0..removable {
            n.divrem_small(10);
        }
        exp += removable as i32;
    }
    // Digits, least significant first, without trailing zeros.
    let mut digits: Vec<u8> = Vec::new();
    let mut in_trail = true;
    while !n.is_zero() {
        let d = n.divrem_small(10) as u8;
        if in_trail && d == 0 {
            exp += 1;
        } else {
            digits.push(b'0' + d);
            in_trail = false;
        }
    }
    adjust_to_precision(&mut digits, &mut exp, format_precision as usize);
    layout_digits(
        &mut out,
        &digits,
        exp,
        format_precision,
        max_padding,
        truncate_zero,
    );
    out
}

/// APFloat's `AdjustToPrecision` on the digit buffer (least significant first): keep
/// `precision` digits, rounding half up on the first dropped digit alone.
fn adjust_to_precision(digits: &mut Vec<u8>, exp: &mut i32, precision: usize) {
    let n = digits.len();
    if n <= precision {
        return;
    }
    let mut first = n - precision;
    if digits[first - 1] < b'5' {
        while first < n && digits[first] == b'0' {
            first += 1;
        }
        *exp += first as i32;
        digits.drain(..first);
        return;
    }
    // Decimal add-with-carry from the least significant kept digit; carried-through nines
    // become trailing zeros, which are dropped.
    let nines = digits[first..].iter().take_while(|d| **d == b'9').count();
    if first + nines < n {
        digits[first + nines] += 1;
    }
    first += nines;
    *exp += first as i32;
    if first == n {
        digits.clear();
        digits.push(b'1');
        return;
    }
    digits.drain(..first);
}

/// The last part of `APFloat::toString`: scientific or plain notation of `digits`
/// (least significant first) times 10^`exp`.
fn layout_digits(
    out: &mut String,
    digits: &[u8],
    mut exp: i32,
    precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) {
    let n = digits.len() as i32;
    let digit = |i: i32| digits[(n - 1 - i) as usize] as char;
    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        exp as u32 > max_padding || (n + exp) as u32 > precision
    } else {
        let msd = exp + n - 1;
        msd < 0 && (-msd) as u32 > max_padding
    };
    if scientific {
        exp += n - 1;
        out.push(digit(0));
        out.push('.');
        if n == 1 && truncate_zero {
            out.push('0');
        } else {
            (1..n).for_each(|i| out.push(digit(i)));
        }
        if !truncate_zero && precision as i32 > n - 1 {
            for _ in 0..(precision as i32 - n + 1) {
                out.push('0');
            }
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if exp >= 0 { '+' } else { '-' });
        let e = exp.unsigned_abs();
        if !truncate_zero && e < 10 {
            out.push('0');
        }
        out.push_str(&e.to_string());
        return;
    }
    if exp >= 0 {
        (0..n).for_each(|i| out.push(digit(i)));
        (0..exp).for_each(|_| out.push('0'));
        return;
    }
    let whole = exp + n;
    let mut i = 0;
    if whole > 0 {
        while i < whole {
            out.push(digit(i));
            i += 1;
        }
        out.push('.');
    } else {
        out.push_str("0.");
        (0..-whole).for_each(|_| out.push('0'));
    }
    (i..n).for_each(|i| out.push(digit(i)));
}

/// A small unsigned big integer (little-endian 32-bit limbs), just enough for exact
/// decimal expansion of a binary float.
struct Big(Vec<u32>);

impl Big {
    fn from(v: u64) -> Big {
        Big(vec![v as u32, (v >> 32) as u32])
    }

    fn mul_small(&mut self, m: u32) {
        let mut carry = 0u64;
        for limb in &mut self.0 {
            let p = *limb as u64 * m as u64 + carry;
            *limb = p as u32;
            carry = p >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }

    /// Divides in place, returning the remainder.
    fn divrem_small(&mut self, d: u32) -> u32 {
        let mut rem = 0u64;
        for limb in self.0.iter_mut().rev() {
            let cur = (rem << 32) | *limb as u64;
            *limb = (cur / d as u64) as u32;
            rem = cur % d as u64;
        }
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
        rem as u32
    }

    /// The limbs without leading zero limbs (for comparison).
    fn normalized(mut self) -> Vec<u32> {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
        self.0
    }

    fn is_zero(&self) -> bool {
        self.0.iter().all(|l| *l == 0)
    }

    fn bit_len(&self) -> u32 {
        match self.0.iter().rposition(|l| *l != 0) {
            Some(i) => i as u32 * 32 + (32 - self.0[i].leading_zeros()),
            None => 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn apfloat_forms() {
        assert_eq!(
            format_float(1.0f64.to_bits(), FloatKind::F64),
            "1.000000e+00"
        );
        assert_eq!(
            format_float(1e-7f64.to_bits(), FloatKind::F64),
            "9.9999999999999995E-8"
        );
        assert_eq!(
            format_float(0.1f64.to_bits(), FloatKind::F64),
            "1.000000e-01"
        );
        assert_eq!(
            format_float(f64::INFINITY.to_bits(), FloatKind::F32),
            "0x7F800000"
        );
        assert_eq!(
            format_float((-0.0f64).to_bits(), FloatKind::F64),
            "-0.000000e+00"
        );
    }

    #[test]
    fn nan_payloads_survive() {
        for raw in [0x7FC0_0000u128, 0x7F80_0001, 0xFFC0_1234] {
            let b = widen_float_bits(raw, FloatKind::F32).unwrap();
            assert_eq!(narrow_float_bits(b, FloatKind::F32), raw);
        }
        let b = widen_float_bits(0x7E01, FloatKind::F16).unwrap();
        assert_eq!(narrow_float_bits(b, FloatKind::F16), 0x7E01);
    }
}
