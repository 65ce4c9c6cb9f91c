//! The random numbers of MLIR's C runner utils (`rtsrand`, `rtrand`, `_mlir_ciface_shuffle`),
//! bit for bit: upstream draws them from a C++ `std::mt19937` through libstdc++'s
//! `std::uniform_int_distribution<uint64_t>` and `std::shuffle`, so a program that prints
//! random numbers prints the same ones on our runtime. This file reproduces the three
//! algorithms (the Mersenne Twister of the C++ standard, and libstdc++'s range reduction and
//! shuffle, which the standard leaves unspecified).

/// `std::mt19937`: the 32-bit Mersenne Twister with the standard's parameters.
pub(crate) struct Mt19937 {
    state: [u32; Self::N],
    index: usize,
}

impl Mt19937 {
    const N: usize = 624;
    const M: usize = 397;
    const MATRIX_A: u32 = 0x9908_b0df;
    const UPPER: u32 = 0x8000_0000;
    const LOWER: u32 = 0x7fff_ffff;

    /// `std::mt19937(seed)`: the engine keeps the seed modulo 2^32.
    pub(crate) fn new(seed: u64) -> Self {
        let mut state = [0u32; Self::N];
        state[0] = seed as u32;
        for i in 1..Self::N {
            let prev = state[i - 1];
            state[i] = 1_812_433_253u32
                .wrapping_mul(prev ^ (prev >> 30))
                .wrapping_add(i as u32);
        }
        Mt19937 {
            state,
            index: Self::N,
        }
    }

    /// The next 32-bit output (`operator()`).
    pub(crate) fn next_u32(&mut self) -> u32 {
        if self.index >= Self::N {
            self.twist();
        }
        let mut y = self.state[self.index];
        self.index += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^ (y >> 18)
    }

    fn twist(&mut self) {
        for i in 0..Self::N {
            let y = (self.state[i] & Self::UPPER) | (self.state[(i + 1) % Self::N] & Self::LOWER);
            let mag = if y & 1 == 1 { Self::MATRIX_A } else { 0 };
            self.state[i] = self.state[(i + Self::M) % Self::N] ^ (y >> 1) ^ mag;
        }
        self.index = 0;
    }

    /// libstdc++'s `std::uniform_int_distribution<uint64_t>(0, max)(*this)`.
    pub(crate) fn uniform(&mut self, max: u64) -> u64 {
        const URNG_RANGE: u64 = u32::MAX as u64;
        if max < URNG_RANGE {
            // Downscaling: Lemire's nearly divisionless method in 64-bit products.
            self.nearly_divisionless(max as u32 + 1) as u64
        } else if max > URNG_RANGE {
            // Upscaling: high part from a recursive draw, low part from one output, retried
            // until the sum is in range (and did not wrap).
            loop {
                let high = (URNG_RANGE + 1).wrapping_mul(self.uniform(max / (URNG_RANGE + 1)));
                let value = high.wrapping_add(self.next_u32() as u64);
                if value <= max && value >= high {
                    return value;
                }
            }
        } else {
            self.next_u32() as u64
        }
    }

    /// libstdc++'s `_S_nd<uint64_t>(urng, range)`: a value in `[0, range)`.
    fn nearly_divisionless(&mut self, range: u32) -> u32 {
        let mut product = self.next_u32() as u64 * range as u64;
        let mut low = product as u32;
        if low < range {
            let threshold = range.wrapping_neg() % range;
            while low < threshold {
                product = self.next_u32() as u64 * range as u64;
                low = product as u32;
            }
        }
        (product >> 32) as u32
    }

    /// libstdc++'s `std::shuffle(v.begin(), v.end(), *this)`.
    pub(crate) fn shuffle<T>(&mut self, v: &mut [T]) {
        let n = v.len() as u64;
        if n == 0 {
            return;
        }
        if u32::MAX as u64 / n >= n {
            // One draw picks two swap positions (libstdc++'s `__gen_two_uniform_ints`).
            let mut i = 1usize;
            if n.is_multiple_of(2) {
                let j = self.uniform(1) as usize;
                v.swap(i, j);
                i += 1;
            }
            while i != v.len() {
                let b0 = i as u64 + 1;
                let b1 = b0 + 1;
                let x = self.uniform(b0 * b1 - 1);
                v.swap(i, (x / b1) as usize);
                v.swap(i + 1, (x % b1) as usize);
                i += 2;
            }
            return;
        }
        for i in 1..v.len() {
            let j = self.uniform(i as u64) as usize;
            v.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mt19937_matches_the_standard() {
        // The C++ standard ([rand.predef]) requires the 10000th output of a
        // default-constructed `mt19937` (seed 5489) to be 4123659995.
        let mut g = Mt19937::new(5489);
        let mut last = 0;
        for _ in 0..10_000 {
            last = g.next_u32();
        }
        assert_eq!(last, 4_123_659_995);
    }

    #[test]
    fn seed_is_taken_modulo_2_pow_32() {
        let mut a = Mt19937::new(7);
        let mut b = Mt19937::new(7 + (1 << 32));
        for _ in 0..100 {
            assert_eq!(a.next_u32(), b.next_u32());
        }
    }

    #[test]
    fn uniform_stays_in_range() {
        let mut g = Mt19937::new(1);
        for max in [
            0,
            1,
            2,
            9,
            1000,
            u32::MAX as u64 - 1,
            u32::MAX as u64,
            1 << 40,
            u64::MAX,
        ] {
            for _ in 0..200 {
                assert!(g.uniform(max) <= max);
            }
        }
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut g = Mt19937::new(3);
        for n in [0usize, 1, 2, 3, 10, 100, 70_000] {
            let mut v: Vec<usize> = (0..n).collect();
            g.shuffle(&mut v);
            let mut sorted = v.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, (0..n).collect::<Vec<_>>());
        }
    }
}
