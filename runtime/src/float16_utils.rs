//! What MLIR's `libmlir_float16_utils` (a dependency that `libmlir_c_runner_utils` loads) gives
//! a program: `printF16` / `printBF16` (what `vector.print` of `f16` / `bf16` calls after
//! `convert-vector-to-llvm`) and the `f32`/`f64` → `bf16` conversions `__truncsfbf2` /
//! `__truncdfbf2` that LLVM calls for `arith.truncf … to bf16`. With them the cdylib alone
//! stands in for MLIR's C runner utils under `mlir-runner -shared-libs=…`.

use crate::print::write_stdout;
use crate::runner_utils::{BF16, Elem, F16};

/// `void printF16(uint16_t bits)`: the half's `float` value as `ostream <<` prints it (`%g`).
#[unsafe(no_mangle)]
pub extern "C" fn printF16(bits: u16) {
    let mut out = Vec::new();
    F16(bits).write(&mut out);
    write_stdout(&out);
}

/// `void printBF16(uint16_t bits)`: the bfloat's `float` value as `ostream <<` prints it.
#[unsafe(no_mangle)]
pub extern "C" fn printBF16(bits: u16) {
    let mut out = Vec::new();
    BF16(bits).write(&mut out);
    write_stdout(&out);
}

/// MLIR 22's `float` → `bf16` rounding: to nearest, ties to even; a NaN becomes the quiet NaN
/// `0x7fc0` with its sign.
pub(crate) fn f32_to_bf16_bits(f: f32) -> u16 {
    let bits = f.to_bits();
    if f.is_nan() {
        return ((bits >> 16) & 0x8000) as u16 | 0x7fc0;
    }
    let lsb = (bits >> 16) & 1;
    (bits.wrapping_add(0x7fff + lsb) >> 16) as u16
}

/// `bf16 __truncsfbf2(float)`. A `bf16` result travels in the low 16 bits of the first
/// floating-point return register (x86_64 `xmm0`, aarch64 `h0`/`s0`), which an `f32` with
/// those bits occupies.
#[unsafe(no_mangle)]
pub extern "C" fn __truncsfbf2(f: f32) -> f32 {
    f32::from_bits(f32_to_bf16_bits(f) as u32)
}

/// `bf16 __truncdfbf2(double)`: through `float` first, as MLIR's version does (double
/// rounding included).
#[unsafe(no_mangle)]
pub extern "C" fn __truncdfbf2(d: f64) -> f32 {
    __truncsfbf2(d as f32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bf16_rounding() {
        assert_eq!(f32_to_bf16_bits(1.0), 0x3f80);
        assert_eq!(f32_to_bf16_bits(1.7), 0x3fda); // 1.703125
        assert_eq!(f32_to_bf16_bits(f32::from_bits(0x3f80_8000)), 0x3f80); // tie to even
        assert_eq!(f32_to_bf16_bits(f32::from_bits(0x3f81_8000)), 0x3f82); // tie to even
        assert_eq!(f32_to_bf16_bits(f32::INFINITY), 0x7f80);
        assert_eq!(f32_to_bf16_bits(f32::MAX), 0x7f80);
        assert_eq!(f32_to_bf16_bits(-f32::NAN), 0xffc0);
        assert_eq!(f32_to_bf16_bits(f32::from_bits(0x7f80_0001)), 0x7fc0);
        assert_eq!(__truncsfbf2(-2.0).to_bits(), 0xc000);
    }
}
