//! Dominance over the CFG of a region (Cooper–Harvey–Kennedy iterative algorithm), and the
//! SSA rule built on it: a value may be used only where its definition dominates the use.

use rustc_hash::FxHashMap;

use super::{BlockId, Ir, OpId, RegionId, Value, ValueDef};

/// Immediate dominators of the blocks of one region.
#[derive(Clone, Debug)]
pub struct DomTree {
    /// Reverse post-order index of each reachable block.
    rpo_index: FxHashMap<BlockId, usize>,
    /// Immediate dominator, by RPO index (the entry maps to itself).
    idom: Vec<usize>,
    /// The reachable blocks in reverse post-order.
    rpo: Vec<BlockId>,
    /// Entry and exit times of each block (by RPO index) in a depth-first walk of the
    /// dominator tree: `a` dominates `b` iff `b`'s interval lies within `a`'s. Walking up
    /// `idom` instead costs the depth of the tree per query, which is the length of the
    /// function for a chain of blocks (quadratic verification of a 100,000-block function).
    interval: Vec<(u32, u32)>,
}

impl DomTree {
    /// Computes the dominator tree of `region`.
    pub fn new(ir: &Ir, region: RegionId) -> Self {
        let Some(entry) = ir.entry_block(region) else {
            return DomTree {
                rpo_index: FxHashMap::default(),
                idom: Vec::new(),
                rpo: Vec::new(),
                interval: Vec::new(),
            };
        };
        // Post-order DFS without recursion (deep CFGs must not overflow the stack).
        let mut post = Vec::new();
        let mut visited = FxHashMap::default();
        let mut stack = vec![(entry, 0usize)];
        visited.insert(entry, ());
        while let Some((b, i)) = stack.pop() {
            let succs = successors(ir, b);
            if i < succs.len() {
                stack.push((b, i + 1));
                let s = succs[i];
                if visited.insert(s, ()).is_none() {
                    stack.push((s, 0));
                }
            } else {
                post.push(b);
            }
        }
        let rpo: Vec<BlockId> = post.into_iter().rev().collect();
        let rpo_index: FxHashMap<BlockId, usize> =
            rpo.iter().enumerate().map(|(i, b)| (*b, i)).collect();
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); rpo.len()];
        for (i, b) in rpo.iter().enumerate() {
            for s in successors(ir, *b) {
                if let Some(&si) = rpo_index.get(&s) {
                    preds[si].push(i);
                }
            }
        }
        const UNDEF: usize = usize::MAX;
        let mut idom = vec![UNDEF; rpo.len()];
        idom[0] = 0;
        let mut changed = true;
        while changed {
            changed = false;
            for b in 1..rpo.len() {
                let mut new_idom = UNDEF;
                for &p in &preds[b] {
                    if idom[p] == UNDEF {
                        continue;
                    }
                    new_idom = if new_idom == UNDEF {
                        p
                    } else {
                        intersect(&idom, p, new_idom)
                    };
                }
                if new_idom != idom[b] {
                    idom[b] = new_idom;
                    changed = true;
                }
            }
        }
        let interval = tree_intervals(&idom);
        DomTree {
            rpo_index,
            idom,
            rpo,
            interval,
        }
    }

    /// The reachable blocks in reverse post-order (each after its dominators).
    pub fn blocks(&self) -> &[BlockId] {
        &self.rpo
    }

    /// The immediate dominator of `block`; `None` for the entry and for unreachable blocks.
    pub fn immediate_dominator(&self, block: BlockId) -> Option<BlockId> {
        let &i = self.rpo_index.get(&block)?;
        (i != 0).then(|| self.rpo[self.idom[i]])
    }

    /// Whether `block` is reachable from the entry.
    pub fn is_reachable(&self, block: BlockId) -> bool {
        self.rpo_index.contains_key(&block)
    }

    /// Whether `a` dominates `b` (reflexive). Unreachable blocks are dominated by everything.
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        let (Some(&ai), Some(&bi)) = (self.rpo_index.get(&a), self.rpo_index.get(&b)) else {
            return !self.is_reachable(b);
        };
        let ((a_in, a_out), (b_in, b_out)) = (self.interval[ai], self.interval[bi]);
        a_in <= b_in && b_out <= a_out
    }
}

/// The entry and exit times of each node of the dominator tree `idom` (by RPO index, the
/// root 0 its own parent) in a depth-first walk, without recursion.
fn tree_intervals(idom: &[usize]) -> Vec<(u32, u32)> {
    let n = idom.len();
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (b, &d) in idom.iter().enumerate().skip(1) {
        if d < n {
            children[d].push(b);
        }
    }
    let mut interval = vec![(0u32, 0u32); n];
    if n == 0 {
        return interval;
    }
    let mut clock = 0u32;
    // (node, index of the next child to visit)
    let mut stack = vec![(0usize, 0usize)];
    interval[0].0 = clock;
    while let Some(&mut (node, ref mut next)) = stack.last_mut() {
        if let Some(&child) = children[node].get(*next) {
            *next += 1;
            clock += 1;
            interval[child].0 = clock;
            stack.push((child, 0));
        } else {
            clock += 1;
            interval[node].1 = clock;
            stack.pop();
        }
    }
    interval
}

fn intersect(idom: &[usize], mut a: usize, mut b: usize) -> usize {
    while a != b {
        while a > b {
            a = idom[a];
        }
        while b > a {
            b = idom[b];
        }
    }
    a
}

fn successors(ir: &Ir, block: BlockId) -> Vec<BlockId> {
    ir.last_op(block)
        .map(|t| ir.successors(t).to_vec())
        .unwrap_or_default()
}

/// Lazily computed dominator trees for any region of an [`Ir`].
#[derive(Default)]
pub struct DominanceInfo {
    trees: FxHashMap<RegionId, DomTree>,
}

impl DominanceInfo {
    /// An empty cache.
    pub fn new() -> Self {
        Self::default()
    }

    /// The dominator tree of `region`.
    pub fn tree(&mut self, ir: &Ir, region: RegionId) -> &DomTree {
        self.trees
            .entry(region)
            .or_insert_with(|| DomTree::new(ir, region))
    }

    /// Whether the definition of `value` dominates its use by `user` (MLIR's rule: in the
    /// region defining the value, the ancestor of `user` must come after the definition in the
    /// same block, or lie in a block dominated by the definition's block).
    pub fn value_dominates(&mut self, ir: &Ir, value: Value, user: OpId) -> bool {
        let (def_block, def_op) = match ir.value_def(value) {
            ValueDef::OpResult(op, _) => match ir.parent_block(op) {
                Some(b) => (b, Some(op)),
                None => return false,
            },
            ValueDef::BlockArg(b, _) => (b, None),
            ValueDef::Placeholder => return false,
        };
        let Some(def_region) = ir.block_parent(def_block) else {
            return false;
        };
        // Find the ancestor of `user` that sits directly in `def_region`.
        let mut anc = user;
        loop {
            let Some(b) = ir.parent_block(anc) else {
                return false;
            };
            if ir.block_parent(b) == Some(def_region) {
                break;
            }
            match ir.block_parent_op(b) {
                Some(p) => anc = p,
                None => return false,
            }
        }
        let use_block = ir.parent_block(anc).expect("attached");
        if use_block == def_block {
            return match def_op {
                None => true,
                Some(d) if d == anc => false,
                Some(d) => {
                    // `d` must come before `anc` in the block.
                    let mut cur = ir.prev_op(anc);
                    while let Some(c) = cur {
                        if c == d {
                            return true;
                        }
                        cur = ir.prev_op(c);
                    }
                    false
                }
            };
        }
        self.tree(ir, def_region).dominates(def_block, use_block)
    }
}

/// Blocks reachable from `entry`, in reverse post-order (each block after its dominators).
pub fn reverse_post_order(ir: &Ir, entry: BlockId) -> Vec<BlockId> {
    let mut order = Vec::new();
    let mut seen = Seen::default();
    // Iterative DFS: (block, next successor index).
    let mut stack = vec![(entry, 0usize)];
    seen.insert(entry);
    while let Some((b, i)) = stack.pop() {
        let succs = ir.last_op(b).map(|t| ir.successors(t)).unwrap_or(&[]);
        if let Some(&s) = succs.get(i) {
            stack.push((b, i + 1));
            if seen.insert(s) {
                stack.push((s, 0));
            }
        } else {
            order.push(b);
        }
    }
    order.reverse();
    order
}

/// The blocks a walk has seen: a short list while there are few (most functions have a
/// handful of blocks, and scanning a few ids beats hashing them), a hash set beyond.
enum Seen {
    Few(Vec<BlockId>),
    Many(rustc_hash::FxHashSet<BlockId>),
}

impl Default for Seen {
    fn default() -> Self {
        Seen::Few(Vec::new())
    }
}

impl Seen {
    /// Blocks kept in a list before switching to a set.
    const FEW: usize = 32;

    /// Adds `b`; false if it was seen before.
    fn insert(&mut self, b: BlockId) -> bool {
        match self {
            Seen::Few(list) if list.contains(&b) => false,
            Seen::Few(list) if list.len() < Self::FEW => {
                list.push(b);
                true
            }
            Seen::Few(list) => {
                let mut set: rustc_hash::FxHashSet<BlockId> = list.drain(..).collect();
                set.insert(b);
                *self = Seen::Many(set);
                true
            }
            Seen::Many(set) => set.insert(b),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::reverse_post_order;

    /// Reverse post-order of a function with more blocks than [`super::Seen`] keeps in a list:
    /// a chain of diamonds, each block after its dominator, every block once.
    #[test]
    fn reverse_post_order_of_many_blocks() {
        let diamonds = 20;
        let mut src = String::from("func.func @f(%c: i1) {\n  cf.br ^d0\n");
        for i in 0..diamonds {
            src.push_str(&format!(
                "^d{i}:\n  cf.cond_br %c, ^l{i}, ^r{i}\n^l{i}:\n  cf.br ^j{i}\n\
                 ^r{i}:\n  cf.br ^j{i}\n^j{i}:\n  cf.br ^d{}\n",
                i + 1
            ));
        }
        src.push_str(&format!("^d{diamonds}:\n  return\n}}\n"));
        let file = std::sync::Arc::from("t.mlir");
        let m = crate::parse::parse_source(&src, &file).expect("parses");
        let func = m.ir.body_ops(m.top)[0];
        let region = m.ir.regions(func)[0];
        let blocks = m.ir.region_blocks(region).to_vec();
        let order = reverse_post_order(&m.ir, blocks[0]);
        assert_eq!(order.len(), blocks.len(), "every block once");
        assert!(order.len() > 64);
        let position = |b| order.iter().position(|x| *x == b).expect("reached");
        // Block layout: entry, then per diamond d, l, r, j; then the last d.
        for i in 0..diamonds {
            let [d, l, r, j, next] = [1, 2, 3, 4, 5].map(|k| blocks[1 + 4 * i + k - 1]);
            assert!(position(d) < position(l) && position(d) < position(r));
            assert!(position(l) < position(j) && position(r) < position(j));
            assert!(position(j) < position(next));
        }
    }
}
