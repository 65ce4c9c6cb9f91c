//! MLIR's `libmlir_c_runner_utils` functions besides the scalar printers (`print.rs`), with
//! upstream's ABI and behaviour: `memrefCopy`, the allocation wrappers (`mlirAlloc`,
//! `mlirAlignedAlloc`, `mlirFree`, `mlirAlignedFree`), the random numbers (`rtsrand`,
//! `rtrand`, `rtdrand`, `_mlir_ciface_shuffle`: libstdc++'s sequences, see `random.rs`) and
//! `_mlir_ciface_stdSort{I64,F64,F32}` (libstdc++'s `std::sort`, see `std_sort.rs`).

use std::ffi::c_void;

use crate::random::Mt19937;
use crate::runner_utils::UnrankedMemRef;
use crate::std_sort::{Less, std_sort};

unsafe extern "C" {
    fn malloc(size: usize) -> *mut c_void;
    fn aligned_alloc(alignment: usize, size: usize) -> *mut c_void;
    fn free(ptr: *mut c_void);
}

/// `void memrefCopy(int64_t elemSize, UnrankedMemRefType<char> *src, UnrankedMemRefType<char> *dst)`.
///
/// # Safety
/// Both memrefs must be valid, of equal rank and shape.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn memrefCopy(
    elem_size: i64,
    src: *const UnrankedMemRef,
    dst: *const UnrankedMemRef,
) {
    // SAFETY: valid descriptors per contract; the walk mirrors upstream's.
    unsafe {
        let rank = (*src).rank as usize;
        let s = (*src).descriptor as *const i64;
        let d = (*dst).descriptor as *const i64;
        let (s_data, d_data) = (*s.add(1) as *const u8, *d.add(1) as *mut u8);
        let (s_sizes, s_strides) = (s.add(3), s.add(3 + rank));
        let d_strides = d.add(3 + rank);
        for r in 0..rank {
            if *s_sizes.add(r) == 0 {
                return;
            }
        }
        let es = elem_size as isize;
        let src_ptr = s_data.offset(*s.add(2) as isize * es);
        let dst_ptr = d_data.offset(*d.add(2) as isize * es);
        if rank == 0 {
            std::ptr::copy_nonoverlapping(src_ptr, dst_ptr, elem_size as usize);
            return;
        }
        let mut idx = vec![0i64; rank];
        let (mut ri, mut wi) = (0isize, 0isize);
        loop {
            std::ptr::copy_nonoverlapping(
                src_ptr.offset(ri),
                dst_ptr.offset(wi),
                elem_size as usize,
            );
            let mut axis = rank as isize - 1;
            loop {
                if axis < 0 {
                    return;
                }
                let a = axis as usize;
                idx[a] += 1;
                ri += *s_strides.add(a) as isize * es;
                wi += *d_strides.add(a) as isize * es;
                if idx[a] != *s_sizes.add(a) {
                    break;
                }
                if a == 0 {
                    return;
                }
                ri -= *s_sizes.add(a) as isize * *s_strides.add(a) as isize * es;
                wi -= *s_sizes.add(a) as isize * *d_strides.add(a) as isize * es;
                idx[a] = 0;
                axis -= 1;
            }
        }
    }
}

/// `void *mlirAlloc(uint64_t size)`: `malloc`.
#[unsafe(no_mangle)]
pub extern "C" fn mlirAlloc(size: u64) -> *mut c_void {
    // SAFETY: malloc has no preconditions.
    unsafe { malloc(size as usize) }
}

/// `void *mlirAlignedAlloc(uint64_t alignment, uint64_t size)`: C11 `aligned_alloc`.
#[unsafe(no_mangle)]
pub extern "C" fn mlirAlignedAlloc(alignment: u64, size: u64) -> *mut c_void {
    // SAFETY: aligned_alloc reports invalid arguments by returning null.
    unsafe { aligned_alloc(alignment as usize, size as usize) }
}

/// `void mlirFree(void *)`: `free`.
///
/// # Safety
/// `ptr` must be null or come from `mlirAlloc` (or `malloc`) and not be freed yet.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mlirFree(ptr: *mut c_void) {
    // SAFETY: forwarded contract.
    unsafe { free(ptr) }
}

/// `void mlirAlignedFree(void *)`: `free` (glibc frees `aligned_alloc` memory with it).
///
/// # Safety
/// `ptr` must be null or come from `mlirAlignedAlloc` and not be freed yet.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mlirAlignedFree(ptr: *mut c_void) {
    // SAFETY: forwarded contract.
    unsafe { free(ptr) }
}

/// `void *rtsrand(uint64_t seed)`: a new `std::mt19937` seeded with `seed`.
#[unsafe(no_mangle)]
pub extern "C" fn rtsrand(seed: u64) -> *mut c_void {
    Box::into_raw(Box::new(Mt19937::new(seed))) as *mut c_void
}

/// `uint64_t rtrand(void *g, uint64_t m)`: a uniform value in `[0, m]` drawn from `g`.
///
/// # Safety
/// `g` must come from `rtsrand` and not be released by `rtdrand` yet.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rtrand(g: *mut c_void, m: u64) -> u64 {
    // SAFETY: a live generator per contract.
    unsafe { (*(g as *mut Mt19937)).uniform(m) }
}

/// `void rtdrand(void *g)`: releases a generator.
///
/// # Safety
/// `g` must come from `rtsrand` and not be released yet.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rtdrand(g: *mut c_void) {
    // SAFETY: `g` is the Box `rtsrand` leaked.
    drop(unsafe { Box::from_raw(g as *mut Mt19937) });
}

/// `void _mlir_ciface_shuffle(StridedMemRefType<uint64_t, 1> *m, void *g)`: writes a random
/// permutation of `0..size` drawn from `g`. Like upstream, the values go to the aligned
/// pointer contiguously (the descriptor's offset and stride are not used).
///
/// # Safety
/// `m` must be a valid rank-1 descriptor with `size` writable `u64` at its aligned pointer,
/// `g` a live generator from `rtsrand`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn _mlir_ciface_shuffle(m: *const c_void, g: *mut c_void) {
    // SAFETY: descriptor {ptr, ptr, offset, size, stride} and a live generator per contract.
    unsafe {
        let words = m as *const i64;
        let data = *words.add(1) as *mut u64;
        let size = *words.add(3) as usize;
        let mut values: Vec<u64> = (0..size as u64).collect();
        (*(g as *mut Mt19937)).shuffle(&mut values);
        std::ptr::copy_nonoverlapping(values.as_ptr(), data, size);
    }
}

/// `stdSort` on `n` elements from the descriptor's aligned pointer plus its offset.
///
/// # Safety
/// `m` must be a valid rank-1 descriptor of `T` (unit stride) with `n` elements there.
unsafe fn sort_memref<T: Less>(n: u64, m: *const c_void) {
    // SAFETY: descriptor {ptr, ptr, offset, ...}; n elements per contract.
    unsafe {
        let words = m as *const i64;
        let data = (*words.add(1) as *mut T).offset(*words.add(2) as isize);
        if n > 0 {
            std_sort(std::slice::from_raw_parts_mut(data, n as usize));
        }
    }
}

/// `void _mlir_ciface_stdSortI64(uint64_t n, StridedMemRefType<int64_t, 1> *)`.
///
/// # Safety
/// As [`sort_memref`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn _mlir_ciface_stdSortI64(n: u64, m: *const c_void) {
    // SAFETY: forwarded contract.
    unsafe { sort_memref::<i64>(n, m) }
}

/// `void _mlir_ciface_stdSortF64(uint64_t n, StridedMemRefType<double, 1> *)`.
///
/// # Safety
/// As [`sort_memref`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn _mlir_ciface_stdSortF64(n: u64, m: *const c_void) {
    // SAFETY: forwarded contract.
    unsafe { sort_memref::<f64>(n, m) }
}

/// `void _mlir_ciface_stdSortF32(uint64_t n, StridedMemRefType<float, 1> *)`.
///
/// # Safety
/// As [`sort_memref`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn _mlir_ciface_stdSortF32(n: u64, m: *const c_void) {
    // SAFETY: forwarded contract.
    unsafe { sort_memref::<f32>(n, m) }
}
