//! libstdc++'s `std::sort` (introsort: median-of-three quicksort down to runs of 16, heapsort
//! past the depth limit, one final insertion sort), step for step, for
//! `_mlir_ciface_stdSort{I64,F64,F32}`.
//!
//! Any correct sort gives the same integers, but not the same floats: `-0.0` and `0.0` compare
//! equal and NaN compares with nothing, so where they end up depends on the algorithm. Doing
//! exactly libstdc++'s moves with only `<` comparisons puts them where MLIR's runtime does.
//! Where libstdc++ relies on a sentinel (its unguarded loops, which run off the slice when NaNs
//! break the ordering — undefined behaviour there) the loops here also stop at the slice's
//! ends, which changes nothing for inputs libstdc++ handles.

/// Elements ordered by `<` alone, as the C++ algorithm sees them.
pub(crate) trait Less: Copy {
    /// `self < other`.
    fn less(self, other: Self) -> bool;
}

impl Less for i64 {
    fn less(self, other: Self) -> bool {
        self < other
    }
}
impl Less for f64 {
    fn less(self, other: Self) -> bool {
        self < other
    }
}
impl Less for f32 {
    fn less(self, other: Self) -> bool {
        self < other
    }
}

const THRESHOLD: usize = 16;

/// `std::sort(v.begin(), v.end())`.
pub(crate) fn std_sort<T: Less>(v: &mut [T]) {
    if v.is_empty() {
        return;
    }
    let depth = 2 * (usize::BITS - 1 - v.len().leading_zeros()) as usize;
    introsort_loop(v, 0, v.len(), depth);
    final_insertion_sort(v);
}

fn introsort_loop<T: Less>(v: &mut [T], first: usize, mut last: usize, mut depth: usize) {
    while last - first > THRESHOLD {
        if depth == 0 {
            heap_sort(&mut v[first..last]);
            return;
        }
        depth -= 1;
        let cut = partition_pivot(v, first, last);
        introsort_loop(v, cut, last, depth);
        last = cut;
    }
}

fn partition_pivot<T: Less>(v: &mut [T], first: usize, last: usize) -> usize {
    let mid = first + (last - first) / 2;
    move_median_to_first(v, first, first + 1, mid, last - 1);
    unguarded_partition(v, first + 1, last, first)
}

fn move_median_to_first<T: Less>(v: &mut [T], result: usize, a: usize, b: usize, c: usize) {
    let median = if v[a].less(v[b]) {
        if v[b].less(v[c]) {
            b
        } else if v[a].less(v[c]) {
            c
        } else {
            a
        }
    } else if v[a].less(v[c]) {
        a
    } else if v[b].less(v[c]) {
        c
    } else {
        b
    };
    v.swap(result, median);
}

fn unguarded_partition<T: Less>(
    v: &mut [T],
    mut first: usize,
    mut last: usize,
    pivot: usize,
) -> usize {
    loop {
        while first < v.len() - 1 && v[first].less(v[pivot]) {
            first += 1;
        }
        last -= 1;
        while last > 0 && v[pivot].less(v[last]) {
            last -= 1;
        }
        if first >= last {
            return first;
        }
        v.swap(first, last);
        first += 1;
    }
}

fn final_insertion_sort<T: Less>(v: &mut [T]) {
    if v.len() > THRESHOLD {
        insertion_sort(&mut v[..THRESHOLD]);
        for i in THRESHOLD..v.len() {
            linear_insert(v, i);
        }
    } else {
        insertion_sort(v);
    }
}

fn insertion_sort<T: Less>(v: &mut [T]) {
    for i in 1..v.len() {
        if v[i].less(v[0]) {
            let value = v[i];
            v.copy_within(0..i, 1);
            v[0] = value;
        } else {
            linear_insert(v, i);
        }
    }
}

/// `__unguarded_linear_insert`: moves `v[last]` down past the larger elements before it.
fn linear_insert<T: Less>(v: &mut [T], mut last: usize) {
    let value = v[last];
    while last > 0 && value.less(v[last - 1]) {
        v[last] = v[last - 1];
        last -= 1;
    }
    v[last] = value;
}

/// `std::__partial_sort(first, last, last)`: make_heap, then sort_heap.
fn heap_sort<T: Less>(v: &mut [T]) {
    let len = v.len();
    if len >= 2 {
        let mut parent = (len - 2) / 2;
        loop {
            let value = v[parent];
            adjust_heap(v, parent, len, value);
            if parent == 0 {
                break;
            }
            parent -= 1;
        }
    }
    let mut last = len;
    while last > 1 {
        last -= 1;
        let value = v[last];
        v[last] = v[0];
        adjust_heap(&mut v[..last], 0, last, value);
    }
}

fn adjust_heap<T: Less>(v: &mut [T], mut hole: usize, len: usize, value: T) {
    let top = hole;
    let mut child = hole;
    while len >= 1 && child < (len - 1) / 2 {
        child = 2 * (child + 1);
        if v[child].less(v[child - 1]) {
            child -= 1;
        }
        v[hole] = v[child];
        hole = child;
    }
    if len & 1 == 0 && len >= 2 && child == (len - 2) / 2 {
        child = 2 * (child + 1);
        v[hole] = v[child - 1];
        hole = child - 1;
    }
    // __push_heap
    let mut parent = hole.wrapping_sub(1) / 2;
    while hole > top && v[parent].less(value) {
        v[hole] = v[parent];
        hole = parent;
        parent = hole.wrapping_sub(1) / 2;
    }
    v[hole] = value;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn xorshift(seed: u64) -> impl FnMut() -> u64 {
        let mut s = seed;
        move || {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s
        }
    }

    #[test]
    fn sorts_integers_like_any_sort() {
        let mut next = xorshift(0x1234_5678);
        for n in [0usize, 1, 2, 15, 16, 17, 33, 100, 1000, 5000] {
            let mut v: Vec<i64> = (0..n).map(|_| (next() % 50) as i64 - 25).collect();
            let mut expected = v.clone();
            expected.sort_unstable();
            std_sort(&mut v);
            assert_eq!(v, expected, "n = {n}");
        }
    }

    #[test]
    fn heap_sort_sorts() {
        let mut next = xorshift(99);
        for n in 0..70usize {
            let mut v: Vec<i64> = (0..n).map(|_| (next() % 20) as i64).collect();
            let mut expected = v.clone();
            expected.sort_unstable();
            heap_sort(&mut v);
            assert_eq!(v, expected, "n = {n}");
        }
    }

    #[test]
    fn adversarial_input_reaches_heap_sort_and_sorts() {
        // Organ-pipe and sawtooth inputs drive median-of-three into deep recursion.
        let mut v: Vec<i64> = (0..4096).map(|i: i64| (i * 7919) % 64).collect();
        v.extend((0..4096).rev());
        let mut expected = v.clone();
        expected.sort_unstable();
        std_sort(&mut v);
        assert_eq!(v, expected);
    }

    #[test]
    fn floats_with_nans_stay_in_bounds() {
        let mut next = xorshift(7);
        let mut v: Vec<f64> = (0..500)
            .map(|i| {
                if i % 7 == 0 {
                    f64::NAN
                } else {
                    (next() % 100) as f64
                }
            })
            .collect();
        std_sort(&mut v);
        assert_eq!(v.len(), 500);
    }
}
