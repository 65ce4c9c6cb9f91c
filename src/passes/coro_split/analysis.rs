//! Recognising a coroutine and computing what crosses each suspension point.
//!
//! The async lowering leaves every coroutine in one shape (async-spec.md §3.2): one
//! `async.coro.id` + `async.coro.begin` (the handle), and per suspension point an
//! `async.coro.save` of the handle, the *publishing* runtime call (`async.runtime.resume` or
//! `async.runtime.await_and_resume`) and an `async.coro.suspend` with three successors
//! (suspend, resume, cleanup). [`analyze`] checks that shape — anything else is a diagnostic,
//! never a guess — and computes, per suspension point `s`, the set `X(s)` of values the
//! continuation needs: the live-ins of its resume and cleanup destinations, minus the coroutine
//! bookkeeping values (handle, id, save states), which the split replaces by the frame itself.
//!
//! Liveness is the textbook backward dataflow over blocks with one twist: the ops after an
//! `async.coro.end` are ignored. They are the ramp's `return %token, %values…`, which in the
//! resume and destroy functions becomes a plain `return`, and which the ramp reaches with its
//! values in registers; counting them would put every returned token into every frame.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::diag::Diagnostic;
pub(crate) use crate::ir::dominance::reverse_post_order;
use crate::ir::{BlockId, Ir, OpId, Value, ValueMap};

/// How the handle is published to the runtime before a suspension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Publish {
    /// `async.runtime.resume %hdl`: run the continuation on the thread pool.
    Execute(OpId),
    /// `async.runtime.await_and_resume %x, %hdl`: run it when `%x` becomes available.
    Await(OpId),
}

/// One `async.coro.suspend` and everything around it.
#[derive(Clone, Debug)]
pub(crate) struct SuspendPoint {
    /// The block the suspend terminates.
    pub(crate) block: BlockId,
    /// The `async.coro.suspend`.
    pub(crate) suspend: OpId,
    /// The `async.coro.save` producing its state.
    pub(crate) save: OpId,
    /// The publishing runtime call (directly before the suspend).
    pub(crate) publish: Publish,
    /// Where the current activation goes (to `async.coro.end`).
    pub(crate) suspend_dest: BlockId,
    /// Where the continuation resumes.
    pub(crate) resume_dest: BlockId,
    /// Where a destroyed coroutine cleans up.
    pub(crate) cleanup_dest: BlockId,
    /// `X(s)`: values live into the resume or cleanup destination, in definition order.
    pub(crate) crossing: Vec<Value>,
    /// Whether this copy of the coroutine holds the point's block. A resume or destroy
    /// function is cloned without the blocks it cannot reach (see `super::reachable_blocks`);
    /// its landing still exists, but nothing at the save is rewritten.
    pub(crate) active: bool,
}

/// A recognised coroutine function.
#[derive(Clone, Debug)]
pub(crate) struct Coroutine {
    /// The `func.func`.
    pub(crate) func: OpId,
    /// `async.coro.id` (`None` in a copy without the block that holds it).
    pub(crate) id_op: Option<OpId>,
    /// `async.coro.begin` (`None` in a copy without the block that holds it).
    pub(crate) begin: Option<OpId>,
    /// The handle (`async.coro.begin`'s result, or the placeholder standing in for it in a
    /// copy without the begin).
    pub(crate) handle: Value,
    /// Suspension points in reverse post-order of their blocks.
    pub(crate) suspends: Vec<SuspendPoint>,
}

fn err(ir: &Ir, op: OpId, msg: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::error(
        ir.loc(op).clone(),
        format!("'{}' op {msg} (coro-split)", ir.name(op)),
    )
}

/// The blocks of `func`'s body.
pub(crate) fn body_blocks(ir: &Ir, func: OpId) -> Vec<BlockId> {
    ir.regions(func)
        .first()
        .map(|r| ir.region_blocks(*r).to_vec())
        .unwrap_or_default()
}

/// Whether `func` is a coroutine (contains an `async.coro.begin`).
pub(crate) fn is_coroutine(ir: &Ir, func: OpId) -> bool {
    ir.collect_pre(func)
        .into_iter()
        .any(|op| ir.is(op, "async.coro.begin"))
}

/// An `async.coro.*` or runtime await op nested in a region of `op`, if any: a suspension
/// point must be directly in the coroutine's body.
fn nested_coroutine_op(ir: &Ir, op: OpId) -> Option<OpId> {
    if ir.regions(op).is_empty() {
        return None;
    }
    let mut found = None;
    ir.walk_pre(op, &mut |inner| {
        let name = ir.name(inner);
        if found.is_none()
            && inner != op
            && (name.as_str().starts_with("async.coro.")
                || name.as_str() == "async.runtime.await_and_resume")
        {
            found = Some(inner);
        }
    });
    found
}

/// The values defined outside `op` that ops nested in its regions use: for liveness, `op`
/// uses them where it stands.
pub(crate) fn captured_values(ir: &Ir, op: OpId) -> Vec<Value> {
    if ir.regions(op).is_empty() {
        return Vec::new();
    }
    let mut inside: FxHashSet<Value> = FxHashSet::default();
    let mut used = Vec::new();
    ir.walk_pre(op, &mut |inner| {
        if inner == op {
            return;
        }
        used.extend(ir.operands(inner).iter().copied());
        inside.extend(ir.results(inner).iter().copied());
        for r in ir.regions(inner) {
            for b in ir.region_blocks(*r) {
                inside.extend(ir.block_args(*b).iter().copied());
            }
        }
    });
    for r in ir.regions(op) {
        for b in ir.region_blocks(*r) {
            inside.extend(ir.block_args(*b).iter().copied());
        }
    }
    used.retain(|v| !inside.contains(v));
    used.sort();
    used.dedup();
    used
}

/// Recognises the coroutine `func` and computes its suspension points and crossing sets.
pub(crate) fn analyze(ir: &Ir, func: OpId) -> Result<Coroutine, Diagnostic> {
    let blocks = body_blocks(ir, func);
    let Some(&entry) = blocks.first() else {
        return Err(err(ir, func, "is a coroutine without a body"));
    };
    let mut begins = Vec::new();
    for &b in &blocks {
        for op in ir.block_ops(b) {
            // An op with regions (`memref.generic_atomic_rmw`, …) is one step of the
            // coroutine: it may use values from outside, but cannot suspend inside.
            if let Some(inner) = nested_coroutine_op(ir, op) {
                return Err(err(
                    ir,
                    inner,
                    format!(
                        "cannot suspend inside a region of '{}'; lower structured control flow first",
                        ir.name(op)
                    ),
                ));
            }
            if ir.is(op, "async.coro.begin") {
                begins.push(op);
            }
        }
    }
    let begin = match begins.as_slice() {
        [one] => *one,
        [] => return Err(err(ir, func, "has no async.coro.begin")),
        [_, second, ..] => {
            return Err(err(
                ir,
                *second,
                "is a second coroutine begin in one function",
            ));
        }
    };
    let handle = ir.result(begin, 0);
    let id_op = ir
        .operands(begin)
        .first()
        .and_then(|v| ir.defining_op(*v))
        .filter(|op| ir.is(*op, "async.coro.id"))
        .ok_or_else(|| err(ir, begin, "must take the result of an async.coro.id"))?;

    let liveness = BlockLiveness::compute(ir, &blocks);
    let mut excluded: FxHashSet<Value> = FxHashSet::default();
    excluded.insert(handle);
    excluded.insert(ir.result(id_op, 0));

    let mut suspends = Vec::new();
    for b in reverse_post_order(ir, entry) {
        let Some(term) = ir.last_op(b) else { continue };
        if !ir.is(term, "async.coro.suspend") {
            continue;
        }
        let save = ir
            .operands(term)
            .first()
            .and_then(|v| ir.defining_op(*v))
            .filter(|op| ir.is(*op, "async.coro.save") && ir.parent_block(*op) == Some(b))
            .ok_or_else(|| {
                err(
                    ir,
                    term,
                    "must take the state of an async.coro.save in the same block",
                )
            })?;
        if ir.operands(save).first() != Some(&handle) {
            return Err(err(ir, save, "must save the coroutine's own handle"));
        }
        excluded.insert(ir.result(save, 0));
        let publish_op = ir.prev_op(term).ok_or_else(|| {
            err(
                ir,
                term,
                "must follow the runtime call that publishes the handle",
            )
        })?;
        let publish = match ir.name(publish_op).as_str() {
            "async.runtime.resume" => Publish::Execute(publish_op),
            "async.runtime.await_and_resume" => Publish::Await(publish_op),
            _ => {
                return Err(err(
                    ir,
                    term,
                    "must directly follow async.runtime.resume or async.runtime.await_and_resume",
                ));
            }
        };
        if ir.operands(publish_op).last() != Some(&handle) {
            return Err(err(
                ir,
                publish_op,
                "must publish the coroutine's own handle",
            ));
        }
        let succ = ir.successors(term);
        let [suspend_dest, resume_dest, cleanup_dest] = succ else {
            return Err(err(ir, term, "requires 3 successors"));
        };
        suspends.push(SuspendPoint {
            block: b,
            suspend: term,
            save,
            publish,
            suspend_dest: *suspend_dest,
            resume_dest: *resume_dest,
            cleanup_dest: *cleanup_dest,
            crossing: Vec::new(),
            active: true,
        });
    }
    for s in &mut suspends {
        let mut crossing: Vec<Value> = liveness
            .live_in_either(s.resume_dest, s.cleanup_dest)
            .into_iter()
            .filter(|v| !excluded.contains(v))
            .collect();
        crossing.sort();
        // Rule: everything the continuation needs must exist before the handle is published.
        for v in &crossing {
            if let Some(def) = ir.defining_op(*v)
                && ir.parent_block(def) == Some(s.block)
                && !crate::analysis::liveness::is_before_in_block(ir, def, s.save)
                && def != s.save
            {
                return Err(err(
                    ir,
                    def,
                    "defines a value used after a suspension but computed after the coroutine state was saved",
                ));
            }
        }
        s.crossing = crossing;
    }
    Ok(Coroutine {
        func,
        id_op: Some(id_op),
        begin: Some(begin),
        handle,
        suspends,
    })
}

impl Coroutine {
    /// The same coroutine in a copy of its function made with `map`, which holds the blocks
    /// in `kept` (see `super::clone_partial`): suspension points in other blocks are inactive,
    /// and the handle is whatever `map` gives for it (a placeholder when the begin is not
    /// copied).
    pub(crate) fn mapped(
        &self,
        ir: &Ir,
        func: OpId,
        map: &ValueMap,
        kept: &FxHashSet<BlockId>,
    ) -> Coroutine {
        let block = |b: BlockId| map.blocks.get(&b).copied().unwrap_or(b);
        let op_of = |v: Value| ir.defining_op(map.lookup(v));
        let in_copy = |op: OpId| ir.parent_block(op).is_some_and(|b| kept.contains(&b));
        let begin = self.begin.filter(|op| in_copy(*op));
        let id_op = self.id_op.filter(|op| in_copy(*op));
        let suspends = self
            .suspends
            .iter()
            .map(|s| {
                let active = s.active && kept.contains(&s.block);
                let b = block(s.block);
                let (suspend, save, publish_op) = if active {
                    let suspend = ir.last_op(b).unwrap_or(s.suspend);
                    let save = op_of(ir.result(s.save, 0)).unwrap_or(s.save);
                    (suspend, save, ir.prev_op(suspend).unwrap_or(suspend))
                } else {
                    // Never looked at: the point is not rewritten in this copy.
                    let publish = match s.publish {
                        Publish::Execute(op) | Publish::Await(op) => op,
                    };
                    (s.suspend, s.save, publish)
                };
                SuspendPoint {
                    block: b,
                    suspend,
                    save,
                    publish: match s.publish {
                        Publish::Execute(_) => Publish::Execute(publish_op),
                        Publish::Await(_) => Publish::Await(publish_op),
                    },
                    suspend_dest: block(s.suspend_dest),
                    resume_dest: block(s.resume_dest),
                    cleanup_dest: block(s.cleanup_dest),
                    crossing: s.crossing.iter().map(|v| map.lookup(*v)).collect(),
                    active,
                }
            })
            .collect();
        Coroutine {
            func,
            id_op: id_op.and_then(|op| op_of(ir.result(op, 0))),
            begin: begin.and_then(|op| op_of(ir.result(op, 0))),
            handle: map.lookup(self.handle),
            suspends,
        }
    }
}

/// Block-level liveness (live-in sets) with uses after `async.coro.end` ignored. Sets are
/// bit vectors over the function's values, numbered densely.
struct BlockLiveness {
    /// Dense number of each value the function defines or uses.
    index: FxHashMap<Value, usize>,
    /// The values by number.
    values: Vec<Value>,
    /// Position of each block in the body.
    position: FxHashMap<BlockId, usize>,
    /// Live-in set per block position.
    live_in: Vec<Vec<u64>>,
}

impl BlockLiveness {
    fn compute(ir: &Ir, blocks: &[BlockId]) -> BlockLiveness {
        let mut index: FxHashMap<Value, usize> = FxHashMap::default();
        let mut values: Vec<Value> = Vec::new();
        let mut number = |v: Value, index: &mut FxHashMap<Value, usize>| -> usize {
            *index.entry(v).or_insert_with(|| {
                values.push(v);
                values.len() - 1
            })
        };
        // Per block: upward-exposed uses, definitions (as numbers), successor positions.
        let position: FxHashMap<BlockId, usize> =
            blocks.iter().enumerate().map(|(i, b)| (*b, i)).collect();
        let mut uses: Vec<Vec<usize>> = Vec::with_capacity(blocks.len());
        let mut defs: Vec<Vec<usize>> = Vec::with_capacity(blocks.len());
        let mut succs: Vec<Vec<usize>> = Vec::with_capacity(blocks.len());
        for &b in blocks {
            let mut d: Vec<usize> = ir
                .block_args(b)
                .iter()
                .map(|v| number(*v, &mut index))
                .collect();
            let mut u = Vec::new();
            let mut s = Vec::new();
            for op in ir.block_ops(b) {
                let captured = captured_values(ir, op);
                for v in ir.operands(op).iter().chain(&captured) {
                    let n = number(*v, &mut index);
                    if !d.contains(&n) {
                        u.push(n);
                    }
                }
                d.extend(ir.results(op).iter().map(|v| number(*v, &mut index)));
                if ir.is(op, "async.coro.end") {
                    break;
                }
                s.extend(
                    ir.successors(op)
                        .iter()
                        .filter_map(|succ| position.get(succ).copied()),
                );
            }
            uses.push(u);
            defs.push(d);
            succs.push(s);
        }
        let words = values.len().div_ceil(64);
        let bits = |list: &[usize]| {
            let mut set = vec![0u64; words];
            for &n in list {
                set[n / 64] |= 1 << (n % 64);
            }
            set
        };
        let kill: Vec<Vec<u64>> = defs.iter().map(|d| bits(d)).collect();
        let mut live_in: Vec<Vec<u64>> = uses.iter().map(|u| bits(u)).collect();
        let mut changed = true;
        let mut out = vec![0u64; words];
        while changed {
            changed = false;
            for i in (0..blocks.len()).rev() {
                out.iter_mut().for_each(|w| *w = 0);
                for &succ in &succs[i] {
                    for (o, l) in out.iter_mut().zip(&live_in[succ]) {
                        *o |= l;
                    }
                }
                for ((l, o), k) in live_in[i].iter_mut().zip(&out).zip(&kill[i]) {
                    let new = *l | (o & !k);
                    changed |= new != *l;
                    *l = new;
                }
            }
        }
        BlockLiveness {
            index,
            values,
            position,
            live_in,
        }
    }

    /// The values live into `a` or `b` (blocks of the body), in no particular order.
    fn live_in_either(&self, a: BlockId, b: BlockId) -> Vec<Value> {
        let empty = Vec::new();
        let set = |x: BlockId| self.position.get(&x).map_or(&empty, |i| &self.live_in[*i]);
        let (sa, sb) = (set(a), set(b));
        let mut found = Vec::new();
        for w in 0..sa.len().max(sb.len()) {
            let mut word = sa.get(w).copied().unwrap_or(0) | sb.get(w).copied().unwrap_or(0);
            while word != 0 {
                let bit = word.trailing_zeros() as usize;
                word &= word - 1;
                found.push(self.values[w * 64 + bit]);
            }
        }
        debug_assert!(found.iter().all(|v| self.index.contains_key(v)));
        found
    }
}
