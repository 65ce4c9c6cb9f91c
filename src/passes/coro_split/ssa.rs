//! Restoring SSA form in a resume or destroy function.
//!
//! A value that crosses a suspension point has, in the resume function, several definitions:
//! its original one (when the block defining it is still reachable, e.g. in a loop) and one
//! reload per landing block. [`repair`] rewires every reachable use to the definition that
//! reaches it, adding block arguments where definitions meet — the on-demand algorithm of
//! Braun et al., "Simple and Efficient Construction of Static Single Assignment Form"
//! (CC 2013): look for a definition in the block, else ask the single predecessor, else place
//! a block argument (memoised first, so loops terminate) and ask every predecessor. Arguments
//! whose incoming values all agree are removed again ("trivial phis").
//!
//! Only `cf.br`, `cf.cond_br` and `cf.switch` can carry new block arguments; the split makes
//! sure every edge into a block that may need one is such a branch.

use rustc_hash::{FxHashMap, FxHashSet};

use super::analysis::reverse_post_order;
use crate::analysis::liveness::is_before_in_block;
use crate::dialect::cf;
use crate::ir::{BlockId, Ir, OpId, Value, ValueDef};

/// The reachable part of a function's CFG: blocks and incoming edges.
pub(crate) struct Cfg {
    reachable: FxHashSet<BlockId>,
    /// Incoming edges per block: (terminator, successor index, the terminator's block).
    preds: FxHashMap<BlockId, Vec<(OpId, usize, BlockId)>>,
}

impl Cfg {
    /// The CFG reachable from `entry`.
    pub(crate) fn new(ir: &Ir, entry: BlockId) -> Cfg {
        let order = reverse_post_order(ir, entry);
        let reachable: FxHashSet<BlockId> = order.iter().copied().collect();
        let mut preds: FxHashMap<BlockId, Vec<(OpId, usize, BlockId)>> = FxHashMap::default();
        for &b in &order {
            if let Some(term) = ir.last_op(b) {
                for (i, s) in ir.successors(term).iter().enumerate() {
                    preds.entry(*s).or_default().push((term, i, b));
                }
            }
        }
        Cfg { reachable, preds }
    }

    fn preds(&self, b: BlockId) -> &[(OpId, usize, BlockId)] {
        self.preds.get(&b).map_or(&[], Vec::as_slice)
    }
}

/// SSA repair of several values of one function. Block arguments are added to the IR at
/// once, but the values the branches pass for them are collected per edge and written in
/// one go by [`Repairs::finish`]: rewriting a branch's operand list (and its segment
/// attributes) once per added argument was most of the repair's cost. An edge's new
/// operands are in the order its target's arguments were added, so the result is the same.
pub(crate) struct Repairs<'a> {
    cfg: &'a Cfg,
    /// Values to append to each edge (terminator, successor index), in argument order.
    pending: FxHashMap<(OpId, usize), Vec<Value>>,
}

/// A block argument added for one value, with the value arriving on each incoming edge
/// (in the order of [`Cfg::preds`]).
struct Phi {
    block: BlockId,
    arg: Value,
    incoming: Vec<Value>,
    removed: bool,
}

struct Repair<'a> {
    ir: &'a mut Ir,
    cfg: &'a Cfg,
    value: Value,
    /// The block of the original definition, if reachable.
    orig_block: Option<BlockId>,
    new_defs: &'a FxHashMap<BlockId, Value>,
    at_entry: FxHashMap<BlockId, Value>,
    phis: Vec<Phi>,
}

/// A read waiting for the value at the end of a predecessor (the explicit stack of
/// [`Repair::read_at_entry`]).
enum Pending {
    /// `block` has one predecessor: its value is the one at that predecessor's end.
    Single(BlockId),
    /// The phi `phi` collects its incoming values; the one of predecessor `next` is awaited.
    Phi { phi: usize, next: usize },
}

impl Repair<'_> {
    /// The definition available at the end of `b`, if `b` defines one itself.
    fn defined_at_end(&self, b: BlockId) -> Option<Value> {
        if let Some(d) = self.new_defs.get(&b) {
            return Some(*d);
        }
        (self.orig_block == Some(b)).then_some(self.value)
    }

    /// The definition reaching the entry of `b`: Braun et al.'s `readVariable`, without
    /// recursion. A chain of blocks between a definition and its use is as long as the
    /// function (a loop unrolled into 100,000 blocks), so the reads it waits for are kept on
    /// an explicit stack; the order of the reads, hence of added arguments, is the
    /// recursive algorithm's.
    fn read_at_entry(&mut self, b: BlockId) -> Result<Value, String> {
        let cfg = self.cfg;
        let mut stack: Vec<Pending> = Vec::new();
        // The block whose entry value is looked for next.
        let mut block = b;
        loop {
            // Look for the value at `block`'s entry, or wait for a predecessor's end.
            let mut found = if let Some(v) = self.at_entry.get(&block) {
                *v
            } else {
                let pred = match cfg.preds(block) {
                    [] => {
                        return Err(
                            "a value live across a suspension point has no definition on some path"
                                .into(),
                        );
                    }
                    [(_, _, pred)] => {
                        stack.push(Pending::Single(block));
                        *pred
                    }
                    preds => {
                        // Only cf branches can carry the new argument's values.
                        if let Some((term, _, _)) = preds.iter().find(|(term, index, _)| {
                            cf::successor_operand_range(self.ir, *term, *index).is_none()
                        }) {
                            return Err(format!(
                                "cannot pass a resumed value through '{}'",
                                self.ir.name(*term)
                            ));
                        }
                        let ty = self.ir.value_type(self.value).clone();
                        let arg = self.ir.add_block_arg(block, ty);
                        // Memoised before the predecessors are asked, so loops end.
                        self.at_entry.insert(block, arg);
                        let phi = self.phis.len();
                        self.phis.push(Phi {
                            block,
                            arg,
                            incoming: Vec::with_capacity(preds.len()),
                            removed: false,
                        });
                        stack.push(Pending::Phi { phi, next: 0 });
                        preds[0].2
                    }
                };
                match self.defined_at_end(pred) {
                    Some(v) => v,
                    None => {
                        block = pred;
                        continue;
                    }
                }
            };
            // `found` is the value awaited by the top of the stack: hand it down.
            loop {
                match stack.last_mut() {
                    None => return Ok(found),
                    Some(Pending::Single(waiting)) => {
                        self.at_entry.insert(*waiting, found);
                        stack.pop();
                    }
                    Some(Pending::Phi { phi, next }) => {
                        let phi = *phi;
                        self.phis[phi].incoming.push(found);
                        *next += 1;
                        let preds = cfg.preds(self.phis[phi].block);
                        if let Some(&(_, _, pred)) = preds.get(*next) {
                            match self.defined_at_end(pred) {
                                Some(v) => found = v,
                                None => {
                                    block = pred;
                                    break;
                                }
                            }
                        } else {
                            found = self.phis[phi].arg;
                            stack.pop();
                        }
                    }
                }
            }
        }
    }

    /// Removes added block arguments whose incoming values are all one other value.
    fn remove_trivial_args(&mut self) {
        let mut changed = true;
        while changed {
            changed = false;
            for i in 0..self.phis.len() {
                let phi = &self.phis[i];
                if phi.removed {
                    continue;
                }
                let arg = phi.arg;
                let mut same: Option<Value> = None;
                let mut trivial = true;
                for &v in &phi.incoming {
                    if v == arg {
                        continue;
                    }
                    match same {
                        None => same = Some(v),
                        Some(s) if s == v => {}
                        Some(_) => {
                            trivial = false;
                            break;
                        }
                    }
                }
                let Some(replacement) = same.filter(|_| trivial) else {
                    continue;
                };
                let block = phi.block;
                self.phis[i].removed = true;
                for other in &mut self.phis {
                    for v in &mut other.incoming {
                        if *v == arg {
                            *v = replacement;
                        }
                    }
                }
                self.ir.replace_all_uses(arg, replacement);
                if let Some(pos) = self.ir.block_args(block).iter().position(|a| *a == arg) {
                    self.ir.erase_block_arg(block, pos);
                }
                changed = true;
            }
        }
    }
}

/// `op` itself, or the op containing it, that stands directly in a reachable block of the
/// function, with that block.
fn body_anchor(ir: &Ir, cfg: &Cfg, mut op: OpId) -> Option<(OpId, BlockId)> {
    loop {
        let b = ir.parent_block(op)?;
        if cfg.reachable.contains(&b) {
            return Some((op, b));
        }
        op = ir.parent_op(op)?;
    }
}

impl<'a> Repairs<'a> {
    /// Repairs over the function whose reachable CFG is `cfg`.
    pub(crate) fn new(cfg: &'a Cfg) -> Self {
        Repairs {
            cfg,
            pending: FxHashMap::default(),
        }
    }

    /// Rewires the reachable uses of `value` to the definitions reaching them, given its new
    /// definitions `new_defs` (block → value available at the end of that block). Values are
    /// repaired one after the other; the order shows in the order of added block arguments.
    pub(crate) fn repair(
        &mut self,
        ir: &mut Ir,
        value: Value,
        new_defs: &FxHashMap<BlockId, Value>,
    ) -> Result<(), String> {
        let cfg = self.cfg;
        let orig_block = ir.value_block(value).filter(|b| cfg.reachable.contains(b));
        let uses = ir.uses(value).to_vec();
        let mut r = Repair {
            ir,
            cfg,
            value,
            orig_block,
            new_defs,
            at_entry: FxHashMap::default(),
            phis: Vec::new(),
        };
        for u in uses {
            // A use inside a region counts where the op holding the region stands.
            let Some((anchor, b)) = body_anchor(r.ir, cfg, u.op) else {
                continue;
            };
            if orig_block == Some(b) {
                let local = match r.ir.value_def(value) {
                    ValueDef::BlockArg(..) => true,
                    ValueDef::OpResult(def, _) => is_before_in_block(r.ir, def, anchor),
                    ValueDef::Placeholder => false,
                };
                if local {
                    continue;
                }
            }
            if let Some(d) = new_defs.get(&b)
                && let Some(def) = r.ir.defining_op(*d)
                && is_before_in_block(r.ir, def, anchor)
            {
                r.ir.set_operand(u.op, u.index as usize, *d);
                continue;
            }
            let reaching = r.read_at_entry(b)?;
            r.ir.set_operand(u.op, u.index as usize, reaching);
        }
        r.remove_trivial_args();
        for phi in r.phis.iter().filter(|p| !p.removed) {
            for (&(term, index, _), &v) in cfg.preds(phi.block).iter().zip(&phi.incoming) {
                self.pending.entry((term, index)).or_default().push(v);
            }
        }
        Ok(())
    }

    /// Writes the collected values into the branches.
    pub(crate) fn finish(self, ir: &mut Ir) -> Result<(), String> {
        for ((term, index), added) in self.pending {
            let mut operands = cf::successor_operands(ir, term, index);
            operands.extend(added);
            if !cf::set_successor_operands(ir, term, index, &operands) {
                return Err(format!(
                    "cannot pass a resumed value through '{}'",
                    ir.name(term)
                ));
            }
        }
        Ok(())
    }
}
