//! The `corolift` command-line driver.

/// Compiling makes and frees many small objects (IR ops, Cranelift's per-function tables) on
/// several threads at once; mimalloc serves that faster than glibc's malloc, mostly by
/// faulting in far fewer pages: it takes memory in large pieces that the kernel can back with
/// huge pages, which the process allows only for large inputs (`cli::huge_pages`). The peak
/// resident size is larger (see BENCHMARKS.md). A program's tokens, values and frames come
/// from the runtime's own pools either way. Libraries embedding corolift keep their own
/// global allocator.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    corolift::cli::huge_pages::hold_back();
    std::process::exit(corolift::cli::main());
}
