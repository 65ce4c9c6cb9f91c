//! The encodings of MLIR's float types, as LLVM's APFloat semantics describe them, and exact
//! conversion between a type's bit pattern and the `f64` a float attribute holds.
//!
//! Every type narrower than `f64` converts exactly both ways. `f80` and `f128` values are held
//! as the nearest `f64` (their attributes keep 53 significant bits).

use super::types::FloatKind;

/// Which special values a format has (APFloat's `fltNonfiniteBehavior` and NaN encoding).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Specials {
    /// IEEE 754: infinities at exponent all ones and mantissa zero, NaNs elsewhere there.
    Ieee,
    /// No infinities; the one NaN per sign is exponent and mantissa all ones (`…FN`).
    NanAllOnes,
    /// No infinities and no negative zero; the one NaN is the sign bit alone (`…FNUZ`).
    NanNegZero,
    /// Neither infinities nor NaNs (`f4E2M1FN`, `f6…FN`).
    FiniteOnly,
    /// `f8E8M0FNU`: unsigned powers of two; all ones is NaN, there is no zero.
    E8M0,
}

/// One float format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FloatFormat {
    /// Total bits.
    pub width: u32,
    /// Exponent bits.
    pub exp_bits: u32,
    /// Stored fraction bits (without an explicit integer bit).
    pub frac_bits: u32,
    /// Exponent bias.
    pub bias: i32,
    /// Special values.
    pub specials: Specials,
    /// Whether the significand stores its integer bit (x87 `f80`).
    pub explicit_int_bit: bool,
}

impl FloatFormat {
    /// The format of `kind`.
    pub fn of(kind: FloatKind) -> FloatFormat {
        use FloatKind as K;
        use Specials as S;
        let (width, exp_bits, frac_bits, bias, specials) = match kind {
            K::F16 => (16, 5, 10, 15, S::Ieee),
            K::BF16 => (16, 8, 7, 127, S::Ieee),
            K::F32 => (32, 8, 23, 127, S::Ieee),
            K::F64 => (64, 11, 52, 1023, S::Ieee),
            K::F80 => (80, 15, 63, 16383, S::Ieee),
            K::F128 => (128, 15, 112, 16383, S::Ieee),
            K::TF32 => (19, 8, 10, 127, S::Ieee),
            K::F4E2M1FN => (4, 2, 1, 1, S::FiniteOnly),
            K::F6E2M3FN => (6, 2, 3, 1, S::FiniteOnly),
            K::F6E3M2FN => (6, 3, 2, 3, S::FiniteOnly),
            K::F8E5M2 => (8, 5, 2, 15, S::Ieee),
            K::F8E4M3 => (8, 4, 3, 7, S::Ieee),
            K::F8E4M3FN => (8, 4, 3, 7, S::NanAllOnes),
            K::F8E5M2FNUZ => (8, 5, 2, 16, S::NanNegZero),
            K::F8E4M3FNUZ => (8, 4, 3, 8, S::NanNegZero),
            K::F8E4M3B11FNUZ => (8, 4, 3, 11, S::NanNegZero),
            K::F8E3M4 => (8, 3, 4, 3, S::Ieee),
            K::F8E8M0FNU => (8, 8, 0, 127, S::E8M0),
        };
        FloatFormat {
            width,
            exp_bits,
            frac_bits,
            bias,
            specials,
            explicit_int_bit: kind == K::F80,
        }
    }

    /// Significant bits (APFloat's `precision`).
    pub fn precision(self) -> u32 {
        self.frac_bits + 1
    }

    /// Whether the format has a sign bit.
    fn signed(self) -> bool {
        self.specials != Specials::E8M0
    }

    /// Bits below the exponent field (fraction plus an explicit integer bit).
    fn sig_field_bits(self) -> u32 {
        self.frac_bits + u32::from(self.explicit_int_bit)
    }

    fn exp_all_ones(self) -> u64 {
        (1u64 << self.exp_bits) - 1
    }

    /// The pattern of a (quiet) NaN with sign `neg`, or `None` when the format has none.
    pub fn nan_bits(self, neg: bool) -> Option<u128> {
        let exp = (self.exp_all_ones() as u128) << self.sig_field_bits();
        let sign = u128::from(neg && self.signed()) << (self.width - 1);
        match self.specials {
            Specials::Ieee => {
                let quiet = if self.explicit_int_bit {
                    3u128 << (self.frac_bits - 1)
                } else {
                    1u128 << (self.frac_bits - 1)
                };
                Some(sign | exp | quiet)
            }
            Specials::NanAllOnes => Some(sign | exp | ((1u128 << self.frac_bits) - 1)),
            Specials::NanNegZero => Some(1u128 << (self.width - 1)),
            Specials::E8M0 => Some(0xFF),
            Specials::FiniteOnly => None,
        }
    }

    /// The value of the bit pattern `raw` (NaN for every NaN pattern; `f80`/`f128` rounded to
    /// the nearest `f64`).
    pub fn decode(self, raw: u128) -> f64 {
        if self.specials == Specials::E8M0 {
            return if raw == 0xFF {
                f64::NAN
            } else {
                2f64.powi(raw as i32 - self.bias)
            };
        }
        let sig_bits = self.sig_field_bits();
        let neg = (raw >> (self.width - 1)) & 1 == 1;
        let exp = ((raw >> sig_bits) as u64) & self.exp_all_ones();
        let sig = raw & ((1u128 << sig_bits) - 1);
        let frac = sig & ((1u128 << self.frac_bits) - 1);
        let sign = if neg { -1.0 } else { 1.0 };
        match self.specials {
            Specials::Ieee if exp == self.exp_all_ones() => {
                return if frac == 0 {
                    sign * f64::INFINITY
                } else {
                    f64::NAN.copysign(sign)
                };
            }
            Specials::NanAllOnes
                if exp == self.exp_all_ones() && frac == (1u128 << self.frac_bits) - 1 =>
            {
                return f64::NAN.copysign(sign);
            }
            Specials::NanNegZero if raw == 1u128 << (self.width - 1) => return f64::NAN,
            _ => {}
        }
        // value = significand * 2^(e - bias - frac_bits), e = 1 for subnormals.
        let (significand, e) = if exp == 0 {
            (sig, 1)
        } else if self.explicit_int_bit {
            (sig, exp as i32)
        } else {
            (sig | (1u128 << self.frac_bits), exp as i32)
        };
        sign * scaled(significand, e - self.bias - self.frac_bits as i32)
    }

    /// The bit pattern nearest to `value` (round to nearest, ties to even). Out of range, an
    /// IEEE format gives infinity, a NaN-only format NaN, a finite-only one its largest value.
    pub fn encode(self, value: f64) -> u128 {
        let neg = value.is_sign_negative() && self.signed();
        let sign = u128::from(neg) << (self.width - 1);
        if value.is_nan() {
            return self.nan_bits(neg).unwrap_or(0);
        }
        if self.specials == Specials::E8M0 {
            return self.encode_e8m0(value);
        }
        let a = value.abs();
        if a == 0.0 {
            return if self.specials == Specials::NanNegZero {
                0
            } else {
                sign
            };
        }
        if a.is_infinite() {
            return self.overflow(sign, neg);
        }
        let (m, x) = f64_parts(a);
        // Unbiased exponent of the leading bit, clamped to the subnormal range.
        let lead = x + 63 - m.leading_zeros() as i32;
        let emin = 1 - self.bias;
        let mut e = lead.max(emin);
        let mut r = round_shift(m as u128, x - (e - self.frac_bits as i32));
        if r >> (self.frac_bits + 1) != 0 {
            e += 1;
            r >>= 1;
        }
        if r == 0 {
            return if self.specials == Specials::NanNegZero {
                0
            } else {
                sign
            };
        }
        let normal = r >> self.frac_bits != 0;
        let field = if normal { (e + self.bias) as u64 } else { 0 };
        if self.too_large(field, r) {
            return self.overflow(sign, neg);
        }
        let sig = if self.explicit_int_bit || !normal {
            r
        } else {
            r & ((1u128 << self.frac_bits) - 1)
        };
        sign | ((field as u128) << self.sig_field_bits()) | sig
    }

    /// Whether (exponent field, significand) lies past the largest finite value.
    fn too_large(self, field: u64, r: u128) -> bool {
        let all = self.exp_all_ones();
        match self.specials {
            Specials::Ieee => field >= all,
            Specials::NanAllOnes => {
                field > all
                    || (field == all
                        && r & ((1 << self.frac_bits) - 1) == (1 << self.frac_bits) - 1)
            }
            _ => field > all,
        }
    }

    fn overflow(self, sign: u128, neg: bool) -> u128 {
        match self.specials {
            Specials::Ieee => {
                let int_bit = u128::from(self.explicit_int_bit) << self.frac_bits;
                sign | ((self.exp_all_ones() as u128) << self.sig_field_bits()) | int_bit
            }
            Specials::FiniteOnly => sign | ((1u128 << (self.width - 1)) - 1),
            _ => self.nan_bits(neg).unwrap_or(0),
        }
    }

    /// `f8E8M0FNU`: the nearest power of two (ties up), NaN for what it cannot hold; zero
    /// becomes the smallest value 2^-127, as APFloat converts it.
    fn encode_e8m0(self, value: f64) -> u128 {
        if value == 0.0 {
            return 0;
        }
        if value < 0.0 || value.is_infinite() {
            return 0xFF;
        }
        let (m, x) = f64_parts(value);
        let lead = x + 63 - m.leading_zeros() as i32;
        // A one-bit significand is always odd, so APFloat's ties-to-even rounds every tie
        // up: the bit below the leading one decides.
        let below = lead - 1 - x;
        let up = below >= 0 && (m >> below) & 1 == 1;
        let e = lead + i32::from(up) + self.bias;
        if !(0..0xFF).contains(&e) {
            return 0xFF;
        }
        e as u128
    }
}

/// `a` (finite, non-zero) as an integer mantissa and a power of two.
fn f64_parts(a: f64) -> (u64, i32) {
    let bits = a.to_bits();
    let exp = ((bits >> 52) & 0x7FF) as i32;
    let frac = bits & ((1u64 << 52) - 1);
    if exp == 0 {
        (frac, -1074)
    } else {
        (frac | (1u64 << 52), exp - 1075)
    }
}

/// `m * 2^shift` rounded to an integer, ties to even.
fn round_shift(m: u128, shift: i32) -> u128 {
    if shift >= 0 {
        return m << shift.min(127);
    }
    let s = (-shift) as u32;
    if s > 120 {
        return 0;
    }
    let q = m >> s;
    let rem = m & ((1u128 << s) - 1);
    let half = 1u128 << (s - 1);
    if rem > half || (rem == half && q & 1 == 1) {
        q + 1
    } else {
        q
    }
}

/// `significand * 2^exp` as the nearest `f64`.
fn scaled(significand: u128, exp: i32) -> f64 {
    // Two steps keep the intermediate power of two inside f64's range.
    let v = significand as f64;
    let half = exp / 2;
    v * 2f64.powi(half) * 2f64.powi(exp - half)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn roundtrip_all(kind: FloatKind) {
        let f = FloatFormat::of(kind);
        for raw in 0u128..(1 << f.width) {
            let v = f.decode(raw);
            if v.is_nan() {
                continue;
            }
            if f.specials == Specials::NanNegZero && raw == 0 {
                continue;
            }
            assert_eq!(f.encode(v), raw, "{kind:?} {raw:#x} {v}");
        }
    }

    #[test]
    fn small_formats_roundtrip_every_pattern() {
        for (kind, _) in FloatKind::ALL {
            if FloatFormat::of(kind).width <= 8 {
                roundtrip_all(kind);
            }
        }
    }

    #[test]
    fn known_values() {
        let f = FloatFormat::of(FloatKind::F8E4M3FN);
        assert_eq!(f.decode(0x7E), 448.0);
        assert_eq!(f.encode(464.0), 0x7E); // tie to the even 448
        assert_eq!(f.encode(480.0), 0x7F);
        let f = FloatFormat::of(FloatKind::F4E2M1FN);
        assert_eq!(f.decode(0x7), 6.0);
        assert_eq!(f.encode(100.0), 0x7);
        let f = FloatFormat::of(FloatKind::F8E5M2FNUZ);
        assert_eq!(f.encode(-0.0), 0);
        assert!(f.decode(0x80).is_nan());
        let f = FloatFormat::of(FloatKind::F80);
        assert_eq!(f.encode(1.0), 0x3FFF_8000_0000_0000_0000);
        assert_eq!(f.decode(0x3FFF_8000_0000_0000_0000), 1.0);
        let f = FloatFormat::of(FloatKind::F128);
        assert_eq!(f.encode(1.0), 0x3FFF << 112);
        let f = FloatFormat::of(FloatKind::F8E8M0FNU);
        assert_eq!(f.encode(1.0), 0x7F);
        assert_eq!(f.decode(0x80), 2.0);
    }
}
