//! One-Shot Analysis: which tensor operands may bufferize in place (MLIR's
//! `OneShotAnalysis.cpp`, bottom-up heuristic).
//!
//! Every tensor value starts in an alias set of its own. Ops are visited in reverse walk order;
//! each tensor operand is made in-place unless that would (a) let a write reach a buffer that
//! may not be written (a constant's global, a read-only argument), found by following the
//! reverse use-def chain through in-place aliasing operands, or (b) create a read-after-write
//! conflict: a read that, by SSA, should see an older value but would see a write of another
//! op to the shared buffer. An in-place operand merges its alias set with its aliasing
//! results' (and, for equivalent ones, their equivalence classes).

use rustc_hash::{FxHashMap, FxHashSet};

use super::semantics::{FuncSummary, Relation, Semantics, arg_attr, is_tensor, use_value};
use crate::diag::Diagnostic;
use crate::dialect::op_error;
use crate::ir::{BlockId, Ir, OpId, RegionId, Type, Use, Value, ValueDef};

/// Union-find over values, with each class's members (so an alias set is listed in time
/// proportional to its size).
#[derive(Default)]
struct Classes {
    parent: FxHashMap<Value, Value>,
    members: FxHashMap<Value, Vec<Value>>,
}

impl Classes {
    fn find(&self, v: Value) -> Value {
        let mut cur = v;
        while let Some(p) = self.parent.get(&cur) {
            if *p == cur {
                break;
            }
            cur = *p;
        }
        cur
    }

    fn union(&mut self, a: Value, b: Value) {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra != rb {
            self.parent.insert(rb, ra);
            let moved = self.members.remove(&rb).unwrap_or_else(|| vec![rb]);
            self.members
                .entry(ra)
                .or_insert_with(|| vec![ra])
                .extend(moved);
        }
    }

    /// The members of `v`'s class.
    fn class_of(&self, v: Value) -> Vec<Value> {
        let root = self.find(v);
        self.members
            .get(&root)
            .cloned()
            .unwrap_or_else(|| vec![root])
    }
}

/// The analysis state of one module: in-place decisions and alias/equivalence classes.
#[derive(Default)]
pub(super) struct Analysis {
    in_place: FxHashSet<(OpId, u32)>,
    aliases: Classes,
    equivalent: Classes,
}

impl Analysis {
    /// Was operand `u` decided in place?
    pub fn is_in_place(&self, u: Use) -> bool {
        self.in_place.contains(&(u.op, u.index))
    }

    fn aliases_of(&self, v: Value) -> Vec<Value> {
        self.aliases.class_of(v)
    }

    /// Analyses the body of `func` (callees' summaries must be in `sem`) and returns its
    /// summary. With `copy_before_write`, every write is out of place and nothing is analysed.
    pub fn analyze_function(
        &mut self,
        ir: &Ir,
        sem: &Semantics<'_>,
        func: OpId,
        copy_before_write: bool,
    ) -> Result<FuncSummary, Diagnostic> {
        let ops: Vec<OpId> = ir
            .collect_post(func)
            .into_iter()
            .filter(|op| *op != func && super::semantics::has_tensor_semantics(ir, *op))
            .collect();
        // Unranked tensor operands must bufferize in place (they cannot be copied): decided
        // before anything else, as MLIR's default `mustBufferizeInPlace` does.
        for &op in ops.iter().filter(|_| !copy_before_write) {
            for u in tensor_operands(ir, op) {
                if matches!(ir.value_type(use_value(ir, u)), Type::UnrankedTensor(_)) {
                    self.bufferize_in_place(ir, sem, u);
                }
            }
        }
        if !copy_before_write {
            self.check_consistency(ir, sem, &ops)?;
        }
        for &op in ops.iter().rev() {
            for u in tensor_operands(ir, op) {
                if self.is_in_place(u) {
                    continue;
                }
                let conflict = if copy_before_write {
                    sem.writes(ir, u)
                } else {
                    self.would_write_non_writable(ir, sem, u, false)
                        || self.would_create_raw(ir, sem, u, false)
                };
                if !conflict {
                    self.bufferize_in_place(ir, sem, u);
                }
            }
        }
        Ok(self.summarize(ir, sem, func))
    }

    /// MLIR's `checkPreBufferizationAssumptions`, run before the analysis proper: decisions
    /// that were forced (unranked operands) may already conflict, and no copy can fix that.
    fn check_consistency(
        &self,
        ir: &Ir,
        sem: &Semantics<'_>,
        ops: &[OpId],
    ) -> Result<(), Diagnostic> {
        for &op in ops {
            for u in tensor_operands(ir, op) {
                if self.would_create_raw(ir, sem, u, true) {
                    return Err(op_error(
                        ir,
                        op,
                        "not bufferizable under the given constraints: cannot avoid RaW conflict",
                    ));
                }
                if self.is_in_place(u) && self.would_write_non_writable(ir, sem, u, true) {
                    return Err(op_error(
                        ir,
                        op,
                        "not bufferizable under the given constraints: would write to read-only buffer",
                    ));
                }
            }
        }
        Ok(())
    }

    fn bufferize_in_place(&mut self, ir: &Ir, sem: &Semantics<'_>, u: Use) {
        self.in_place.insert((u.op, u.index));
        let v = use_value(ir, u);
        for (r, relation) in sem.aliasing_results(ir, u) {
            self.aliases.union(v, r);
            if relation == Relation::Equivalent {
                self.equivalent.union(v, r);
            }
        }
    }

    /// Uses of the aliases of `root` that read, directly or (for a use that does not write)
    /// through an aliasing result that is read later (a cast whose result is read).
    fn aliasing_reads(&self, ir: &Ir, sem: &Semantics<'_>, root: Value, out: &mut Vec<Use>) {
        for alias in self.aliases_of(root) {
            for u in ir.uses(alias) {
                let reads = sem.reads(ir, *u)
                    || (!sem.writes(ir, *u)
                        && sem
                            .aliasing_results(ir, *u)
                            .iter()
                            .any(|(r, _)| self.is_value_read(ir, sem, *r)));
                if reads && !out.contains(u) {
                    out.push(*u);
                }
            }
        }
    }

    /// In-place uses of the aliases of `root` that write.
    fn aliasing_writes(&self, ir: &Ir, sem: &Semantics<'_>, root: Value, out: &mut Vec<Use>) {
        for alias in self.aliases_of(root) {
            for u in ir.uses(alias) {
                if self.is_in_place(*u) && sem.writes(ir, *u) && !out.contains(u) {
                    out.push(*u);
                }
            }
        }
    }

    /// The in-place writes to the aliases of `u` and of its aliasing results, plus `u` itself
    /// if it writes (as if `u` were in place).
    fn writes_if_in_place(
        &self,
        ir: &Ir,
        sem: &Semantics<'_>,
        u: Use,
        consistency_only: bool,
    ) -> Vec<Use> {
        let mut writes = Vec::new();
        self.aliasing_writes(ir, sem, use_value(ir, u), &mut writes);
        for (r, _) in sem.aliasing_results(ir, u) {
            self.aliasing_writes(ir, sem, r, &mut writes);
        }
        if !consistency_only && sem.writes(ir, u) && !writes.contains(&u) {
            writes.push(u);
        }
        writes
    }

    /// MLIR's `wouldCreateWriteToNonWritableBuffer`: some alias would be written (`u` itself,
    /// or an in-place write to the aliases of `u` and of its aliasing results) while one of
    /// those aliases may not be written (a constant, a read-only argument).
    fn would_write_non_writable(
        &self,
        ir: &Ir,
        sem: &Semantics<'_>,
        u: Use,
        consistency_only: bool,
    ) -> bool {
        if self
            .writes_if_in_place(ir, sem, u, consistency_only)
            .is_empty()
        {
            return false;
        }
        let mut roots = vec![use_value(ir, u)];
        roots.extend(sem.aliasing_results(ir, u).into_iter().map(|(r, _)| r));
        roots
            .into_iter()
            .flat_map(|r| self.aliases_of(r))
            .any(|v| !sem.is_writable(ir, v))
    }

    /// MLIR's `wouldCreateReadAfterWriteInterference`.
    fn would_create_raw(
        &self,
        ir: &Ir,
        sem: &Semantics<'_>,
        u: Use,
        consistency_only: bool,
    ) -> bool {
        let mut reads = Vec::new();
        self.aliasing_reads(ir, sem, use_value(ir, u), &mut reads);
        for (r, _) in sem.aliasing_results(ir, u) {
            self.aliasing_reads(ir, sem, r, &mut reads);
        }
        let writes = self.writes_if_in_place(ir, sem, u, consistency_only);
        has_raw_interference(ir, sem, &reads, &writes)
    }

    fn summarize(&self, ir: &Ir, sem: &Semantics<'_>, func: OpId) -> FuncSummary {
        let Some(entry) = ir.regions(func).first().and_then(|r| ir.entry_block(*r)) else {
            return FuncSummary::default();
        };
        let args = ir.block_args(entry).to_vec();
        let returns: Vec<OpId> = ir
            .collect_pre(func)
            .into_iter()
            .filter(|op| ir.is(*op, "func.return") && ir.parent_op(*op) == Some(func))
            .collect();
        let num_results = returns.first().map_or(0, |r| ir.operands(*r).len());
        let mut summary = FuncSummary {
            read: vec![false; args.len()],
            written: vec![false; args.len()],
            aliasing: vec![Vec::new(); args.len()],
            equivalent: vec![None; num_results],
        };
        for (j, &arg) in args.iter().enumerate() {
            if !is_tensor(ir.value_type(arg)) {
                continue;
            }
            let (read, written) = match access_attr(ir, func, j) {
                Some(rw) => rw,
                None => (
                    self.is_value_read(ir, sem, arg),
                    self.is_value_written(ir, sem, arg),
                ),
            };
            summary.read[j] = read;
            summary.written[j] = written;
            for i in 0..num_results {
                let outs: Vec<Value> = returns.iter().map(|r| ir.operand(*r, i)).collect();
                if !is_tensor(ir.value_type(outs[0])) {
                    continue;
                }
                if outs
                    .iter()
                    .all(|o| self.equivalent.find(*o) == self.equivalent.find(arg))
                {
                    summary.equivalent[i] = Some(j);
                }
                if outs
                    .iter()
                    .any(|o| self.aliases.find(*o) == self.aliases.find(arg))
                {
                    summary.aliasing[j].push(i);
                }
            }
        }
        summary
    }

    /// MLIR's `isValueRead`: a use reads it, looking through alias-only uses.
    fn is_value_read(&self, ir: &Ir, sem: &Semantics<'_>, v: Value) -> bool {
        let mut work: Vec<Use> = ir.uses(v).to_vec();
        let mut seen = FxHashSet::default();
        while let Some(u) = work.pop() {
            if !seen.insert((u.op, u.index)) {
                continue;
            }
            if sem.alias_only(ir, u) {
                for (r, _) in sem.aliasing_results(ir, u) {
                    work.extend_from_slice(ir.uses(r));
                }
            }
            if sem.reads(ir, u) {
                return true;
            }
        }
        false
    }

    /// MLIR's `isValueWritten`: an in-place write to one of its aliases.
    fn is_value_written(&self, ir: &Ir, sem: &Semantics<'_>, v: Value) -> bool {
        let mut writes = Vec::new();
        self.aliasing_writes(ir, sem, v, &mut writes);
        !writes.is_empty()
    }

    /// MLIR's `canOmitTensorCopy` for an out-of-place operand: no copy (only an allocation)
    /// when the contents are undefined, overwritten entirely, or never read.
    pub fn can_omit_copy(&self, ir: &Ir, sem: &Semantics<'_>, u: Use) -> bool {
        let v = use_value(ir, u);
        // Undefined contents (only `tensor.empty` behind it): nothing to copy.
        if ir.defining_op(v).is_some() && definitions(ir, sem, v).is_empty() {
            return true;
        }
        if sem.writes(ir, u) && !sem.reads(ir, u) {
            return true;
        }
        !sem.reads(ir, u)
            && sem
                .aliasing_results(ir, u)
                .iter()
                .all(|(r, _)| !self.is_value_read(ir, sem, *r))
    }
}

/// The `bufferization.access` of a function argument as (read, written).
pub(super) fn access_attr(ir: &Ir, func: OpId, index: usize) -> Option<(bool, bool)> {
    let s = arg_attr(ir, func, index, "bufferization.access")?.as_str()?;
    Some((
        s == "read" || s == "read-write",
        s == "write" || s == "read-write",
    ))
}

/// The tensor operands of `op`.
fn tensor_operands(ir: &Ir, op: OpId) -> Vec<Use> {
    (0..ir.operands(op).len() as u32)
        .map(|index| Use { op, index })
        .filter(|u| is_tensor(ir.value_type(use_value(ir, *u))))
        .collect()
}

/// MLIR's `findDefinitions`: follow aliasing operands backwards from `v` to the values that
/// define the buffer's contents (block arguments, results that write or allocate with
/// contents). `tensor.empty` defines nothing, so a value behind only empties has none.
pub(super) fn definitions(ir: &Ir, sem: &Semantics<'_>, v: Value) -> Vec<Value> {
    let mut result = Vec::new();
    let mut work = vec![v];
    let mut seen = FxHashSet::default();
    while let Some(x) = work.pop() {
        if !seen.insert(x) {
            continue;
        }
        let defines = match ir.defining_op(x) {
            Some(op) if ir.is(op, "tensor.empty") => false,
            _ => sem.is_memory_write(ir, x),
        };
        if defines {
            result.push(x);
            continue;
        }
        work.extend(
            sem.aliasing_operands(ir, x)
                .iter()
                .map(|o| use_value(ir, *o)),
        );
    }
    result
}

/// MLIR's `hasReadAfterWriteInterference`: under the assumption that all `reads` and
/// `writes` share one buffer and the writes are in place, does some read see a write it
/// should not?
fn has_raw_interference(ir: &Ir, sem: &Semantics<'_>, reads: &[Use], writes: &[Use]) -> bool {
    let written: Vec<Value> = writes
        .iter()
        .map(|w| use_value(ir, *w))
        .filter(|v| sem.is_memory_write(ir, *v))
        .collect();
    let common_region = common_repetitive_region(ir, &written);
    for &r in reads {
        let last = definitions(ir, sem, use_value(ir, r));
        if last.is_empty() {
            // Reading undefined contents cannot conflict.
            continue;
        }
        for &w in writes {
            let can_use_dominance =
                written.is_empty() || common_region == Some(op_repetitive_region(ir, w.op));
            if can_use_dominance && happens_before(ir, r.op, w.op) {
                continue;
            }
            if can_use_dominance && w == r {
                continue;
            }
            if can_use_dominance && mutually_exclusive(ir, r.op, w.op) {
                continue;
            }
            for &lw in &last {
                match ir.value_def(lw) {
                    ValueDef::OpResult(wop, _) => {
                        if happens_before(ir, w.op, wop) {
                            continue;
                        }
                        if wop != w.op && ir.is_ancestor(wop, w.op) {
                            continue;
                        }
                    }
                    ValueDef::BlockArg(block, _) => {
                        if ancestor_in_block(ir, w.op, block).is_none() {
                            continue;
                        }
                    }
                    ValueDef::Placeholder => continue,
                }
                if let [(only, _)] = sem.aliasing_results(ir, w).as_slice()
                    && *only == lw
                {
                    continue;
                }
                return true;
            }
        }
    }
    false
}

/// The ancestor of `op` (or `op` itself) that lies directly in `block`.
fn ancestor_in_block(ir: &Ir, op: OpId, block: BlockId) -> Option<OpId> {
    let mut cur = Some(op);
    while let Some(c) = cur {
        if ir.parent_block(c) == Some(block) {
            return Some(c);
        }
        cur = ir.parent_op(c);
    }
    None
}

/// Does `a` properly dominate `b` (within one block's straight-line order, or an enclosing
/// op's)? Ops in different blocks of one region are conservatively unordered.
fn happens_before(ir: &Ir, a: OpId, b: OpId) -> bool {
    if a == b {
        return false;
    }
    let Some(block) = ir.parent_block(a) else {
        return false;
    };
    let Some(anc) = ancestor_in_block(ir, b, block) else {
        return false;
    };
    if anc == a {
        return false;
    }
    let mut cur = ir.next_op(a);
    while let Some(c) = cur {
        if c == anc {
            return true;
        }
        cur = ir.next_op(c);
    }
    false
}

/// Loops whose bodies run repeatedly.
fn is_loop(ir: &Ir, op: OpId) -> bool {
    ["scf.for", "scf.while", "scf.parallel", "scf.forall"]
        .iter()
        .any(|n| ir.is(op, n))
}

/// The innermost loop region containing `region` (itself included).
fn repetitive_region_of(ir: &Ir, region: Option<RegionId>) -> Option<RegionId> {
    let mut cur = region;
    while let Some(r) = cur {
        let parent = ir.region_parent(r)?;
        if is_loop(ir, parent) {
            return Some(r);
        }
        cur = ir.parent_block(parent).and_then(|b| ir.block_parent(b));
    }
    None
}

fn op_repetitive_region(ir: &Ir, op: OpId) -> Option<RegionId> {
    repetitive_region_of(ir, ir.parent_block(op).and_then(|b| ir.block_parent(b)))
}

/// The loop region shared by all `values` (`None` if they differ).
fn common_repetitive_region(ir: &Ir, values: &[Value]) -> Option<Option<RegionId>> {
    let mut common: Option<Option<RegionId>> = None;
    for v in values {
        let r = repetitive_region_of(ir, ir.value_block(*v).and_then(|b| ir.block_parent(b)));
        match common {
            None => common = Some(r),
            Some(c) if c != r => return None,
            _ => {}
        }
    }
    common
}

/// Are `a` and `b` in different regions of one `scf.if` / `scf.index_switch`?
fn mutually_exclusive(ir: &Ir, a: OpId, b: OpId) -> bool {
    let chain = |op: OpId| {
        let mut v = Vec::new();
        let mut cur = op;
        while let Some(block) = ir.parent_block(cur) {
            let Some(region) = ir.block_parent(block) else {
                break;
            };
            let Some(parent) = ir.region_parent(region) else {
                break;
            };
            v.push((parent, region));
            cur = parent;
        }
        v
    };
    let (ca, cb) = (chain(a), chain(b));
    for (pa, ra) in &ca {
        if let Some((_, rb)) = cb.iter().find(|(pb, _)| pb == pa) {
            return ra != rb && (ir.is(*pa, "scf.if") || ir.is(*pa, "scf.index_switch"));
        }
    }
    false
}
