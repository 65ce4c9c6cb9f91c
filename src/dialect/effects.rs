//! Memory-effect queries over the registry's traits, as MLIR's `SideEffectInterfaces.cpp`
//! answers them (`wouldOpBeTriviallyDead`, `isOpTriviallyDead`, `isMemoryEffectFree`).
//!
//! An op "declares its effects" (MLIR: implements `MemoryEffectOpInterface`) when it is
//! [`Traits::PURE`] / [`Traits::CONSTANT_LIKE`] (no effects), [`Traits::MEMORY_READ`] (reads
//! only), [`Traits::MEMORY_ALLOC`] (allocates its own result only) or [`Traits::MEMORY_FREE`]
//! (frees memory only). Any other op, and every
//! unregistered op, may have any effect, unless it has [`Traits::RECURSIVE_MEMORY_EFFECTS`],
//! whose effects are those of the ops nested in it.

use super::{Traits, lookup};
use crate::ir::{Ir, OpId, Type};

/// The effects an op declares, if it declares them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Declared {
    /// No memory effects.
    None,
    /// Reads memory, nothing else.
    Read,
    /// Allocates its result, nothing else.
    Alloc,
    /// Frees memory, nothing else.
    Free,
}

/// The registered traits of `op`, or `None` for an unregistered op. An op whose effects are
/// on memref operands only and that has none counts as pure.
fn registered_traits(ir: &Ir, op: OpId) -> Option<Traits> {
    let traits = lookup(ir.name(op).as_str())?.traits;
    if traits.contains(Traits::MEMREF_EFFECTS_ONLY)
        && !ir
            .operands(op)
            .iter()
            .any(|v| matches!(ir.value_type(*v), Type::MemRef(_) | Type::UnrankedMemRef(_)))
    {
        return Some(traits.union(Traits::PURE));
    }
    Some(traits)
}

fn declared(traits: Traits) -> Option<Declared> {
    if traits.contains(Traits::PURE) || traits.contains(Traits::CONSTANT_LIKE) {
        Some(Declared::None)
    } else if traits.contains(Traits::MEMORY_READ) {
        Some(Declared::Read)
    } else if traits.contains(Traits::MEMORY_ALLOC) {
        Some(Declared::Alloc)
    } else if traits.contains(Traits::MEMORY_FREE) {
        Some(Declared::Free)
    } else {
        None
    }
}

fn nested_ops(ir: &Ir, op: OpId) -> Vec<OpId> {
    let mut out = Vec::new();
    for &region in ir.regions(op) {
        for &block in ir.region_blocks(region) {
            out.extend(ir.block_ops(block));
        }
    }
    out
}

/// Whether `op` could be erased if its results were unused (MLIR's `wouldOpBeTriviallyDead`):
/// never a terminator or a symbol; otherwise every effect of it (and, for recursive-effect ops,
/// of everything nested in it) is a read or the allocation of its own result.
pub fn would_op_be_trivially_dead(ir: &Ir, op: OpId) -> bool {
    // Unregistered ops might be terminators (MLIR's `mightHaveTrait`) and have unknown effects.
    let Some(traits) = registered_traits(ir, op) else {
        return false;
    };
    if traits.contains(Traits::TERMINATOR) || traits.contains(Traits::SYMBOL) {
        return false;
    }
    let mut stack = vec![op];
    while let Some(cur) = stack.pop() {
        let Some(traits) = registered_traits(ir, cur) else {
            return false;
        };
        let recursive = traits.contains(Traits::RECURSIVE_MEMORY_EFFECTS);
        if recursive {
            stack.extend(nested_ops(ir, cur));
        }
        match declared(traits) {
            Some(Declared::Free) => return false,
            Some(_) => continue,
            None if recursive => continue,
            None => return false,
        }
    }
    true
}

/// Whether `op` is unused and could be erased (MLIR's `isOpTriviallyDead`).
pub fn is_op_trivially_dead(ir: &Ir, op: OpId) -> bool {
    ir.results(op).iter().all(|r| ir.use_empty(*r)) && would_op_be_trivially_dead(ir, op)
}

/// Whether `op` and everything nested in it (for recursive-effect ops) has no memory effect
/// at all (MLIR's `isMemoryEffectFree`).
pub fn is_memory_effect_free(ir: &Ir, op: OpId) -> bool {
    let Some(traits) = registered_traits(ir, op) else {
        return false;
    };
    let recursive = traits.contains(Traits::RECURSIVE_MEMORY_EFFECTS);
    match declared(traits) {
        Some(Declared::None) if !recursive => return true,
        Some(Declared::None) => {}
        Some(_) => return false,
        None if !recursive => return false,
        None => {}
    }
    nested_ops(ir, op)
        .into_iter()
        .all(|nested| is_memory_effect_free(ir, nested))
}

/// Whether `op` declares reads of memory as its only effects (MLIR's
/// `onlyHasEffect<MemoryEffects::Read>`).
pub fn only_reads(ir: &Ir, op: OpId) -> bool {
    registered_traits(ir, op).and_then(declared) == Some(Declared::Read)
}

/// Whether `op` may write memory: it declares no effects (so anything may happen) or a write
/// (MLIR's test in `cse`: `!isa<MemoryEffectOpInterface>(op) || hasEffect<Write>()`).
pub fn may_write(ir: &Ir, op: OpId) -> bool {
    registered_traits(ir, op).and_then(declared).is_none()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_source;

    fn ops(src: &str) -> (Ir, Vec<OpId>) {
        let module = parse_source(src, &"t.mlir".into()).expect("parses");
        let all = module.ir.collect_pre(module.top);
        (module.ir, all)
    }

    fn named(ir: &Ir, all: &[OpId], name: &str) -> OpId {
        *all.iter().find(|o| ir.is(**o, name)).expect("op present")
    }

    #[test]
    fn dead_ops_follow_mlir() {
        let (ir, all) = ops("func.func @f(%m: memref<4xf32>, %i: index, %n: index) {
               %a = memref.alloc() : memref<4xf32>
               %l = memref.load %m[%i] : memref<4xf32>
               scf.for %j = %i to %n step %i {
                 %x = memref.load %m[%j] : memref<4xf32>
               }
               scf.for %j = %i to %n step %i {
                 memref.store %l, %m[%j] : memref<4xf32>
               }
               return
             }");
        assert!(is_op_trivially_dead(&ir, named(&ir, &all, "memref.alloc")));
        let fors: Vec<_> = all.iter().filter(|o| ir.is(**o, "scf.for")).collect();
        assert!(is_op_trivially_dead(&ir, *fors[0]));
        assert!(!is_op_trivially_dead(&ir, *fors[1]));
        assert!(!is_memory_effect_free(&ir, *fors[0]));
        assert!(!would_op_be_trivially_dead(
            &ir,
            named(&ir, &all, "func.func")
        ));
        assert!(!would_op_be_trivially_dead(
            &ir,
            named(&ir, &all, "func.return")
        ));
        assert!(only_reads(&ir, named(&ir, &all, "memref.load")));
        assert!(may_write(&ir, named(&ir, &all, "memref.store")));
    }
}
