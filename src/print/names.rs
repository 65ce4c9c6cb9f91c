//! SSA value and block naming, reproducing MLIR's `SSANameState` (see the module doc of
//! [`super`]).

use rustc_hash::{FxHashMap, FxHashSet};

use crate::dialect;
use crate::ir::{BlockId, Ir, OpId, RegionId, Value, ValueDef};

/// Counters carried from a region into the regions nested in it.
#[derive(Clone, Copy, Default)]
struct Counters {
    next_value: usize,
    next_arg: usize,
    next_conflict: usize,
}

/// Names of every value and block under one printed op.
#[derive(Default)]
pub(super) struct NameTable {
    values: FxHashMap<Value, String>,
    /// Result group starts of ops with more than one group.
    groups: FxHashMap<OpId, Vec<usize>>,
    blocks: FxHashMap<BlockId, (String, usize)>,
    generic: bool,
}

impl NameTable {
    /// Names everything nested in `top`.
    pub(super) fn new(ir: &Ir, top: OpId, generic: bool) -> Self {
        let mut table = NameTable {
            generic,
            ..Default::default()
        };
        let mut counters = Counters::default();
        let mut used: Vec<FxHashSet<String>> = vec![FxHashSet::default()];
        table.number_op(ir, top, &mut counters, &mut used);
        if generic {
            // The generic form prints unique SSA ids: one numbering for the whole tree, with
            // regions taken from a stack (so the last region of each level comes first).
            let mut stack: Vec<RegionId> = ir.regions(top).to_vec();
            while let Some(region) = stack.pop() {
                table.number_region(ir, region, &mut counters, &mut used);
                for &block in ir.region_blocks(region) {
                    for op in ir.block_ops(block) {
                        stack.extend_from_slice(ir.regions(op));
                    }
                }
            }
            return table;
        }
        for &r in ir.regions(top) {
            table.number_region_tree(ir, r, counters, &mut used);
        }
        table
    }

    fn number_region_tree(
        &mut self,
        ir: &Ir,
        region: RegionId,
        mut counters: Counters,
        used: &mut Vec<FxHashSet<String>>,
    ) {
        used.push(FxHashSet::default());
        self.number_region(ir, region, &mut counters, used);
        for &block in ir.region_blocks(region) {
            for op in ir.block_ops(block) {
                for &nested in ir.regions(op) {
                    self.number_region_tree(ir, nested, counters, used);
                }
            }
        }
        used.pop();
    }

    fn number_region(
        &mut self,
        ir: &Ir,
        region: RegionId,
        counters: &mut Counters,
        used: &mut [FxHashSet<String>],
    ) {
        if !self.generic
            && let Some(op) = ir.region_parent(region)
            && let Some(names) =
                dialect::lookup(ir.name(op).as_str()).and_then(|d| d.block_arg_names)
        {
            for (arg, name) in names(ir, op, region) {
                self.set_name(arg, &name, counters, used);
            }
        }
        for (i, &block) in ir.region_blocks(region).iter().enumerate() {
            self.blocks.insert(block, (format!("^bb{i}"), i));
            let is_entry = i == 0;
            for &arg in ir.block_args(block) {
                if self.values.contains_key(&arg) {
                    continue;
                }
                if is_entry {
                    let name = format!("arg{}", counters.next_arg);
                    counters.next_arg += 1;
                    self.set_name(arg, &name, counters, used);
                } else {
                    self.values.insert(arg, counters.next_value.to_string());
                    counters.next_value += 1;
                }
            }
            for op in ir.block_ops(block) {
                self.number_op(ir, op, counters, used);
            }
        }
    }

    fn number_op(
        &mut self,
        ir: &Ir,
        op: OpId,
        counters: &mut Counters,
        used: &mut [FxHashSet<String>],
    ) {
        let results = ir.results(op);
        if results.is_empty() {
            return;
        }
        let mut groups = vec![0usize];
        if !self.generic
            && let Some(names) = dialect::lookup(ir.name(op).as_str()).and_then(|d| d.result_names)
        {
            for (index, name) in names(ir, op) {
                if index < results.len() && !self.values.contains_key(&results[index]) {
                    self.set_name(results[index], &name, counters, used);
                    if index != 0 {
                        groups.push(index);
                    }
                }
            }
        }
        if let std::collections::hash_map::Entry::Vacant(slot) = self.values.entry(results[0]) {
            slot.insert(counters.next_value.to_string());
            counters.next_value += 1;
        }
        if groups.len() > 1 {
            groups.sort_unstable();
            self.groups.insert(op, groups);
        }
    }

    fn set_name(
        &mut self,
        v: Value,
        name: &str,
        counters: &mut Counters,
        used: &mut [FxHashSet<String>],
    ) {
        let base = sanitize(name);
        let taken = |n: &str, used: &[FxHashSet<String>]| used.iter().any(|s| s.contains(n));
        let unique = if !taken(&base, used) {
            base
        } else {
            loop {
                let probe = format!("{base}_{}", counters.next_conflict);
                counters.next_conflict += 1;
                if !taken(&probe, used) {
                    break probe;
                }
            }
        };
        used.last_mut().expect("scope").insert(unique.clone());
        self.values.insert(v, unique);
    }

    /// The name (without `%`) of a value as defined.
    pub(super) fn value_name(&self, v: Value) -> &str {
        self.values
            .get(&v)
            .map_or("<<UNKNOWN SSA VALUE>>", |s| s.as_str())
    }

    /// The result groups of `op` as (start, length) pairs.
    pub(super) fn result_groups(&self, ir: &Ir, op: OpId) -> Vec<(usize, usize)> {
        let n = ir.results(op).len();
        match self.groups.get(&op) {
            None => vec![(0, n)],
            Some(starts) => starts
                .iter()
                .enumerate()
                .map(|(i, s)| (*s, starts.get(i + 1).copied().unwrap_or(n) - s))
                .collect(),
        }
    }

    /// The name and optional `#N` used when `v` appears as an operand.
    pub(super) fn use_name(&self, ir: &Ir, v: Value) -> (&str, Option<usize>) {
        let ValueDef::OpResult(op, index) = ir.value_def(v) else {
            return (self.value_name(v), None);
        };
        let index = index as usize;
        let n = ir.results(op).len();
        if n == 1 {
            return (self.value_name(v), None);
        }
        let Some(starts) = self.groups.get(&op) else {
            return (self.value_name(ir.result(op, 0)), Some(index));
        };
        let pos = starts.partition_point(|s| *s <= index) - 1;
        let start = starts[pos];
        let size = starts.get(pos + 1).copied().unwrap_or(n) - start;
        let name = self.value_name(ir.result(op, start));
        if size == 1 {
            (name, None)
        } else {
            (name, Some(index - start))
        }
    }

    /// The label of `block` (`^bbN`).
    pub(super) fn block_name(&self, block: BlockId) -> &str {
        self.blocks
            .get(&block)
            .map_or("^INVALIDBLOCK", |b| b.0.as_str())
    }

    /// The position of `block` in its region.
    pub(super) fn block_order(&self, block: BlockId) -> usize {
        self.blocks.get(&block).map_or(usize::MAX, |b| b.1)
    }
}

/// Makes `name` a valid SSA suffix identifier: invalid characters become hex (space becomes
/// `_`), and a leading digit gets a `_` prefix so it cannot clash with numbered values.
fn sanitize(name: &str) -> String {
    let mut out = String::new();
    if name.starts_with(|c: char| c.is_ascii_digit()) {
        out.push('_');
    }
    for c in name.chars() {
        if c.is_ascii_alphanumeric() || "$._-".contains(c) {
            out.push(c);
        } else if c == ' ' {
            out.push('_');
        } else {
            let mut buf = [0u8; 4];
            for b in c.encode_utf8(&mut buf).bytes() {
                out.push_str(&format!("{b:X}"));
            }
        }
    }
    out
}
