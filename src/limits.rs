//! The limits that keep input at the edge of what corolift handles from ending in a crash.
//!
//! Parsing, verification, printing, the passes and code generation walk nested regions,
//! types and attributes recursively in many places, as MLIR does. mlir-opt-22 has no limit on
//! nesting and dies of a stack overflow on a few thousand nested regions; corolift instead
//! bounds the nesting and makes sure the stack can hold the deepest nesting it allows:
//!
//! * the parser refuses regions, types and attributes nested more than [`MAX_NESTING`] levels
//!   (`nesting too deep: …`, at the token that goes one level too deep). The body of the
//!   module is level 1, spelt `module {` or not, so a function's body is level 2 and the
//!   parser's count of regions is the one the IR has;
//! * the verifier, which walks without recursion and runs after every pass, refuses an op
//!   nested in more than [`MAX_NESTING`] regions, so IR a pass nested deeper than the parser
//!   allows (inlining, loop nests built per dimension) stops there with a located error;
//! * the inliner refuses to inline a call whose body would end up nested deeper than
//!   [`MAX_NESTING`] regions (it would otherwise keep growing the nesting within one run,
//!   before the verifier sees it), and `convert-linalg-to-loops` an op of a rank that would
//!   nest its loops deeper (ranks are not nesting to the parser: `memref<1x1x…>`), and code
//!   generation a `linalg.fill` of such a rank (it emits a loop per dimension);
//! * every thread corolift compiles on (the command line's own, [`crate::Engine::compile`]'s,
//!   the parallel parser's, verifier's and code generation's) has a stack of
//!   [`THREAD_STACK`] bytes, so the limit holds whatever `ulimit -s` the shell has or the
//!   stack of the host's thread. The limit is what makes this
//!   enough: a larger stack alone would only move the crash further out.
//!
//! Walks whose depth follows the input's length rather than its nesting — use-def chains,
//! call graphs, chains of blocks — are iterative (worklists), so a block of a million ops or a
//! call chain of 100,000 functions needs no stack in proportion.

/// The deepest nesting of regions (and, in the parser, of types and attributes) corolift
/// accepts. Real programs nest a few levels; 200 leaves generated code a wide margin while
/// keeping the deepest recursive walk well inside [`THREAD_STACK`] even in a debug build.
pub const MAX_NESTING: usize = 200;

/// The stack size of every thread corolift compiles on (virtual memory: only the pages a
/// walk touches are ever backed).
pub const THREAD_STACK: usize = 64 << 20;

/// A thread builder with [`THREAD_STACK`] bytes of stack, for every thread that parses,
/// verifies, transforms or compiles IR.
pub fn thread_builder() -> std::thread::Builder {
    std::thread::Builder::new().stack_size(THREAD_STACK)
}

/// Runs `f` on a thread of [`THREAD_STACK`] bytes of stack and returns its result (a panic
/// in `f` goes on unwinding here). Where no thread can be had, `f` runs on this one.
pub fn on_compiler_stack<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    let mut f = Some(f);
    // Named as the caller's thread, so that messages (a panic in `main`) read as before.
    let mut builder = thread_builder();
    if let Some(name) = std::thread::current().name() {
        builder = builder.name(name.to_owned());
    }
    let spawned = std::thread::scope(|scope| {
        let f = &mut f;
        match builder.spawn_scoped(scope, move || f.take().map(|f| f())) {
            Ok(handle) => Some(
                handle
                    .join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
            ),
            Err(_) => None,
        }
    });
    match spawned.flatten() {
        Some(result) => result,
        None => (f.take().expect("not run"))(),
    }
}

/// The number of regions that enclose `op` (0 for a detached or top-level op).
pub fn region_depth(ir: &crate::ir::Ir, op: crate::ir::OpId) -> usize {
    let mut depth = 0;
    let mut cur = op;
    while let Some(parent) = ir.parent_op(cur) {
        depth += 1;
        cur = parent;
    }
    depth
}

/// The largest number of regions of `region`'s tree that enclose one op: 1 when `region`
/// holds ops without regions, 0 when it holds no op. Iterative, so any depth is measured.
pub fn nesting_within(ir: &crate::ir::Ir, region: crate::ir::RegionId) -> usize {
    let mut deepest = 0;
    let mut stack = vec![(region, 1usize)];
    while let Some((r, depth)) = stack.pop() {
        for &block in ir.region_blocks(r) {
            for op in ir.block_ops(block) {
                deepest = deepest.max(depth);
                for &inner in ir.regions(op) {
                    stack.push((inner, depth + 1));
                }
            }
        }
    }
    deepest
}
