//! `inline`: MLIR 22's `InlinerPass` — inlines `func.call`s of visible `func.func`s with bodies,
//! bottom-up over the strongly connected components of the call graph.
//!
//! The algorithm is upstream's (`Transforms/Utils/Inliner.cpp`), step for step, because which
//! calls are inlined and which callees disappear depends on its order:
//!
//! * **Call graph.** One node per callable (a function-like op with a body), plus an external
//!   caller node with an edge to every top-level callable and an unknown-callee node for calls
//!   of declarations; edges in walk order (child edges, then call edges). SCCs come in
//!   Tarjan's post-order from the external node, as `llvm::scc_iterator` gives them.
//! * **Per SCC**, up to `max-iterations` times: run the optimisation pipeline (`canonicalize`
//!   by default, `op-pipelines` per op name) on each node of the SCC, then inline the calls in
//!   it; stop when nothing was inlined.
//! * **Which calls**: not when the callee calls itself or the caller (in the original graph),
//!   not inside the callee itself, not when the inline history shows the callee already
//!   inlined on that path, not a multi-block callee into a single-block region of another op
//!   kind, not beyond `inlining-threshold` (callee ops × 100 / caller ops), and only when every
//!   op of the callee and the region it lands in belong to dialects with an inliner interface
//!   (`legal_op`, `legal_dest`: `async` has none, so calls inside `async.execute` bodies stay).
//! * **How**: the caller block is split after the call; the callee's blocks are cloned in
//!   between with the entry arguments mapped to the call operands. A single block is merged
//!   back (its `func.return` operands replace the call results); several blocks stay, each
//!   `func.return` becoming a `cf.br` to the continuation block, whose arguments replace the
//!   call results. Calls in the inlined code join the worklist.
//! * **Dead callables**: upstream's `CGUseList` counts the symbol uses of discardable (private)
//!   callables; a callee inlined at its last use, or without uses when its SCC comes, is
//!   erased at the end.
//!
//! Not done: inlined ops keep their own locations (upstream wraps them in
//! `callsite(... at <call>)`, visible only with `--mlir-print-debuginfo`).

use std::sync::Arc;

use rustc_hash::{FxHashMap, FxHashSet};

use super::manager::{OpPassManager, RunContext, build_pass_manager};
use super::pipeline::{Element, Pipeline, parse_elements};
use super::symbol_dce::{can_discard_on_use_empty, is_private, nearest_symbol_table, symbol_uses};
use super::{Anchor, Pass, PassInfo, PassOptionInfo, PassOptions, PassRegistry};
use crate::diag::Diagnostic;
use crate::dialect::{self, Traits, has_trait};
use crate::ir::{Attribute, BlockId, Builder, Ir, OpId, OperationState, RegionId, Type, ValueMap};
use crate::limits;

/// The pass description (one line in [`super::PASSES`]).
pub const INFO: PassInfo = PassInfo {
    name: "inline",
    display_name: "Inliner",
    description: "Inline function calls",
    anchor: Anchor::Any,
    options: Some(&[
        PassOptionInfo {
            name: "default-pipeline",
            kind: "<string>",
            description: "The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList",
        },
        PassOptionInfo {
            name: "op-pipelines",
            kind: "<pass-manager>",
            description: "Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)",
        },
        PassOptionInfo {
            name: "max-iterations",
            kind: "<uint>",
            description: "Maximum number of iterations when inlining within an SCC",
        },
        PassOptionInfo {
            name: "inlining-threshold",
            kind: "<uint>",
            description: "If the ratio between the number of the operations in the callee and the number of the operations in the caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it",
        },
    ]),
    noop: false,
    create: Inliner::create,
    run: None,
};

/// The pass instance: its configuration (MLIR's `InlinerConfig`).
struct Inliner {
    info: &'static PassInfo,
    /// The pipeline text for callables without an op pipeline (`None`: no optimisation).
    default_pipeline: Option<String>,
    /// Pipelines by callable op name, as text (`canonicalize,cse`).
    op_pipelines: Vec<(String, String)>,
    max_iterations: u64,
    threshold: u64,
}

impl Inliner {
    fn create(info: &'static PassInfo, opts: &PassOptions) -> Result<Box<dyn Pass>, String> {
        let default_pipeline = match opts.get_str("default-pipeline") {
            None => Some("canonicalize".to_owned()),
            Some("") => None,
            Some(p) => Some(p.to_owned()),
        };
        let op_pipelines = match opts.get_str("op-pipelines") {
            Some(text) => parse_op_pipelines(text)?,
            None => Vec::new(),
        };
        let inliner = Inliner {
            info,
            default_pipeline,
            op_pipelines,
            max_iterations: opts.get_u64("max-iterations")?.unwrap_or(4),
            threshold: opts
                .get_u64("inlining-threshold")?
                .unwrap_or(u32::MAX as u64),
        };
        // Build each pipeline once now so that a bad one is an option error.
        if let Some(p) = &inliner.default_pipeline {
            build_pipeline("func.func", p)?;
        }
        for (anchor, p) in &inliner.op_pipelines {
            build_pipeline(anchor, p)?;
        }
        Ok(Box::new(inliner))
    }

    /// The pipeline text to run on callables named `op_name`.
    fn pipeline_for(&self, op_name: &str) -> Option<&str> {
        match self.op_pipelines.iter().find(|(a, _)| a == op_name) {
            Some((_, p)) => Some(p),
            None => self.default_pipeline.as_deref(),
        }
    }
}

/// Splits `func.func(canonicalize),async.func(cse)` into `(anchor, inner pipeline)` pairs.
fn parse_op_pipelines(text: &str) -> Result<Vec<(String, String)>, String> {
    let elements = parse_elements(text).map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    for e in elements {
        match e {
            Element::Nested {
                anchor, elements, ..
            } => out.push((anchor, super::pipeline::format_elements(&elements))),
            Element::Pass { name, .. } => {
                return Err(format!(
                    "op-pipelines expects `op-name(pipeline)` entries, got pass '{name}'"
                ));
            }
        }
    }
    Ok(out)
}

fn build_pipeline(anchor: &str, text: &str) -> Result<OpPassManager, String> {
    let elements = parse_elements(text).map_err(|e| e.to_string())?;
    let pipeline = Pipeline {
        anchor: anchor.to_owned(),
        elements,
        inner: text.to_owned(),
    };
    build_pass_manager(PassRegistry::global(), &pipeline).map_err(|e| e.to_string())
}

impl Pass for Inliner {
    fn info(&self) -> &'static PassInfo {
        self.info
    }

    fn run(&mut self, ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
        if !has_trait(ir, op, Traits::SYMBOL_TABLE) {
            return Err(Diagnostic::error(
                ir.loc(op).clone(),
                format!(
                    "'{}' op  was scheduled to run under the inliner, but does not define a symbol table",
                    ir.name(op)
                ),
            ));
        }
        let cg = CallGraph::build(ir, op);
        let mut state = InlineState::new(ir, op, cg);
        for scc in state.cg.sccs() {
            self.inline_scc(ir, &mut state, scc)?;
        }
        state.erase_dead_callables(ir);
        Ok(())
    }
}

// -------------------------------------------------------------------------------------------
// Call graph
// -------------------------------------------------------------------------------------------

const EXTERNAL_CALLER: usize = 0;
const UNKNOWN_CALLEE: usize = 1;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum EdgeKind {
    Abstract,
    Call,
    Child,
}

/// MLIR's `CallGraph`: nodes 0 and 1 are the external caller and the unknown callee.
struct CallGraph {
    /// The callable op of each node (`None` for the two external nodes).
    callable: Vec<Option<OpId>>,
    /// Each node's edges, unique and in insertion order.
    edges: Vec<Vec<(usize, EdgeKind)>>,
    by_region: FxHashMap<RegionId, usize>,
    /// The symbols of each symbol table looked into, by name (see `lookup_nearest`).
    symbols: std::cell::RefCell<FxHashMap<OpId, FxHashMap<Arc<str>, OpId>>>,
}

impl CallGraph {
    fn build(ir: &Ir, root: OpId) -> CallGraph {
        let mut cg = CallGraph {
            callable: vec![None, None],
            edges: vec![Vec::new(), Vec::new()],
            by_region: FxHashMap::default(),
            symbols: Default::default(),
        };
        // Callables first, so that calls can resolve to nodes nested anywhere.
        cg.compute(ir, root, None, false);
        cg.compute(ir, root, None, true);
        cg
    }

    fn compute(&mut self, ir: &Ir, op: OpId, parent: Option<usize>, resolve_calls: bool) {
        let mut parent = parent;
        if is_call(ir, op) {
            if resolve_calls && let Some(p) = parent {
                let target = self.resolve(ir, op);
                self.add_edge(p, target, EdgeKind::Call);
            }
            return;
        }
        if has_trait(ir, op, Traits::FUNCTION_LIKE) {
            let Some(region) = callable_region(ir, op) else {
                return;
            };
            parent = Some(self.get_or_add(op, region, parent));
        }
        for &region in ir.regions(op) {
            for &block in ir.region_blocks(region) {
                for nested in ir.block_ops(block) {
                    self.compute(ir, nested, parent, resolve_calls);
                }
            }
        }
    }

    fn get_or_add(&mut self, op: OpId, region: RegionId, parent: Option<usize>) -> usize {
        if let Some(&n) = self.by_region.get(&region) {
            return n;
        }
        let n = self.callable.len();
        self.callable.push(Some(op));
        self.edges.push(Vec::new());
        self.by_region.insert(region, n);
        match parent {
            Some(p) => self.add_edge(p, n, EdgeKind::Child),
            None => self.add_edge(EXTERNAL_CALLER, n, EdgeKind::Abstract),
        }
        n
    }

    fn add_edge(&mut self, from: usize, to: usize, kind: EdgeKind) {
        if !self.edges[from].contains(&(to, kind)) {
            self.edges[from].push((to, kind));
        }
    }

    /// The node a call resolves to (MLIR's `resolveCallable`).
    fn resolve(&self, ir: &Ir, call: OpId) -> usize {
        callee_path(ir, call)
            .and_then(|path| self.lookup_nearest(ir, call, &path))
            .and_then(|f| callable_region(ir, f))
            .and_then(|r| self.by_region.get(&r).copied())
            .unwrap_or(UNKNOWN_CALLEE)
    }

    /// [`lookup_nearest`](super::symbol_dce::lookup_nearest) through a name → op map per symbol table, built on first use:
    /// looking each call's callee up by a scan of the module made inlining a chain of
    /// 100,000 functions quadratic. Symbols are erased only after the last lookup (dead
    /// callables go when the pass ends), so the maps stay valid.
    fn lookup_nearest(&self, ir: &Ir, from: OpId, path: &[Arc<str>]) -> Option<OpId> {
        let mut table = nearest_symbol_table(ir, from)?;
        let mut tables = self.symbols.borrow_mut();
        for (i, part) in path.iter().enumerate() {
            if i > 0 && !has_trait(ir, table, Traits::SYMBOL_TABLE) {
                return None;
            }
            let names = tables.entry(table).or_insert_with(|| {
                let mut names = FxHashMap::default();
                for op in ir.body_ops(table) {
                    if let Some(Attribute::String(name)) = ir.attr(op, "sym_name") {
                        // The first of equal names, as a scan finds it.
                        names.entry(name.clone()).or_insert(op);
                    }
                }
                names
            });
            table = *names.get(part)?;
        }
        Some(table)
    }

    fn is_external(&self, node: usize) -> bool {
        self.callable[node].is_none()
    }

    fn has_children(&self, node: usize) -> bool {
        self.edges[node].iter().any(|(_, k)| *k == EdgeKind::Child)
    }

    /// The SCCs in `llvm::scc_iterator` order (Tarjan from the external caller node), each
    /// with its nodes in the order the iterator lists them.
    fn sccs(&self) -> Vec<Vec<usize>> {
        const DONE: usize = usize::MAX;
        let n = self.callable.len();
        let mut number = vec![0usize; n];
        let mut next_number = 0;
        let mut node_stack: Vec<usize> = Vec::new();
        // (node, next edge index, min visit number)
        let mut visit: Vec<(usize, usize, usize)> = Vec::new();
        let mut out = Vec::new();
        let mut visit_one = |node: usize,
                             number: &mut Vec<usize>,
                             node_stack: &mut Vec<usize>,
                             visit: &mut Vec<(usize, usize, usize)>| {
            next_number += 1;
            number[node] = next_number;
            node_stack.push(node);
            visit.push((node, 0, next_number));
        };
        visit_one(EXTERNAL_CALLER, &mut number, &mut node_stack, &mut visit);
        while let Some(&(node, edge, _)) = visit.last() {
            if let Some(&(child, _)) = self.edges[node].get(edge) {
                visit.last_mut().expect("non-empty").1 += 1;
                if number[child] == 0 {
                    visit_one(child, &mut number, &mut node_stack, &mut visit);
                } else {
                    let top = visit.last_mut().expect("non-empty");
                    top.2 = top.2.min(number[child]);
                }
                continue;
            }
            let (node, _, min) = visit.pop().expect("non-empty");
            if let Some(top) = visit.last_mut() {
                top.2 = top.2.min(min);
            }
            if min != number[node] {
                continue;
            }
            let mut scc = Vec::new();
            loop {
                let m = node_stack.pop().expect("node on the SCC stack");
                number[m] = DONE;
                scc.push(m);
                if m == node {
                    break;
                }
            }
            out.push(scc);
        }
        out
    }
}

/// Whether `op` is a call (MLIR's `CallOpInterface`).
fn is_call(ir: &Ir, op: OpId) -> bool {
    ["func.call", "func.call_indirect", "async.call"]
        .iter()
        .any(|n| ir.is(op, n))
}

/// The symbol a direct call names.
fn callee_path(ir: &Ir, call: OpId) -> Option<Arc<[Arc<str>]>> {
    match ir.attr(call, "callee") {
        Some(Attribute::SymbolRef(parts)) => Some(parts.clone()),
        _ => None,
    }
}

/// The body of a function-like op, `None` for a declaration.
fn callable_region(ir: &Ir, op: OpId) -> Option<RegionId> {
    if !has_trait(ir, op, Traits::FUNCTION_LIKE) {
        return None;
    }
    let region = *ir.regions(op).first()?;
    (!ir.region_blocks(region).is_empty()).then_some(region)
}

// -------------------------------------------------------------------------------------------
// Use tracking of discardable callables (MLIR's CGUseList)
// -------------------------------------------------------------------------------------------

#[derive(Clone, Debug, Default)]
struct CgUser {
    top_level: FxHashSet<usize>,
    inner: FxHashMap<usize, i64>,
}

#[derive(Default)]
struct UseList {
    /// Use counts of the callables that may be erased when unused.
    discardable: FxHashMap<usize, i64>,
    node_uses: FxHashMap<usize, CgUser>,
}

impl UseList {
    fn new(ir: &Ir, root: OpId, cg: &CallGraph) -> UseList {
        let mut ul = UseList::default();
        let mut always_live = Vec::new();
        let top_visible = ir.parent_op(root).is_none();
        walk_symbol_tables(ir, root, top_visible, &mut |t, visible| {
            ul.scan_table(ir, t, visible, cg, &mut always_live)
        });
        for n in always_live {
            ul.discardable.remove(&n);
        }
        for node in 2..cg.callable.len() {
            ul.recompute(ir, cg, node);
        }
        ul
    }

    /// The discardable (private) callables of `table` and the nodes its other ops reference
    /// (always live).
    fn scan_table(
        &mut self,
        ir: &Ir,
        table: OpId,
        visible: bool,
        cg: &CallGraph,
        always_live: &mut Vec<usize>,
    ) {
        for op in ir.body_ops(table) {
            if let Some(node) = callable_region(ir, op).and_then(|r| cg.by_region.get(&r)) {
                if (visible || is_private(ir, op)) && can_discard_on_use_empty(ir, op) {
                    self.discardable.entry(*node).or_insert(0);
                }
                continue;
            }
            referenced_nodes(ir, cg, op, &mut |n, _| always_live.push(n));
        }
    }

    fn is_dead(&self, node: usize) -> bool {
        self.discardable.get(&node) == Some(&0)
    }

    fn has_one_use_and_discardable(&self, node: usize) -> bool {
        self.discardable.get(&node) == Some(&1)
    }

    fn recompute(&mut self, ir: &Ir, cg: &CallGraph, node: usize) {
        let old = self.node_uses.remove(&node).unwrap_or_default();
        self.decrement(&old);
        let parent = cg.callable[node].expect("callable node");
        let mut uses = CgUser::default();
        let discardable = &mut self.discardable;
        referenced_nodes(ir, cg, parent, &mut |n, user| {
            let Some(count) = discardable.get_mut(&n) else {
                return;
            };
            if user != parent {
                *uses.inner.entry(n).or_insert(0) += 1;
            } else if !uses.top_level.insert(n) {
                return;
            }
            *count += 1;
        });
        self.node_uses.insert(node, uses);
    }

    fn drop_call_uses(&mut self, ir: &Ir, cg: &CallGraph, user_node: usize, call: OpId) {
        let user = self.node_uses.entry(user_node).or_default();
        let discardable = &mut self.discardable;
        referenced_nodes(ir, cg, call, &mut |n, _| {
            if let Some(c) = user.inner.get_mut(&n) {
                *c -= 1;
                *discardable.entry(n).or_insert(0) -= 1;
            }
        });
    }

    fn erase_node(&mut self, cg: &CallGraph, node: usize) {
        for &(child, kind) in &cg.edges[node] {
            if kind == EdgeKind::Child {
                self.erase_node(cg, child);
            }
        }
        if let Some(uses) = self.node_uses.remove(&node) {
            self.decrement(&uses);
        }
        self.discardable.remove(&node);
    }

    fn merge_after_inlining(&mut self, callee: usize, caller: usize) {
        let inner: Vec<(usize, i64)> = self
            .node_uses
            .get(&callee)
            .map(|u| u.inner.iter().map(|(k, v)| (*k, *v)).collect())
            .unwrap_or_default();
        let caller_uses = self.node_uses.entry(caller).or_default();
        for (n, c) in inner {
            *caller_uses.inner.entry(n).or_insert(0) += c;
            *self.discardable.entry(n).or_insert(0) += c;
        }
    }

    fn decrement(&mut self, uses: &CgUser) {
        for n in &uses.top_level {
            *self.discardable.entry(*n).or_insert(0) -= 1;
        }
        for (n, c) in &uses.inner {
            *self.discardable.entry(*n).or_insert(0) -= c;
        }
    }
}

/// Calls `f` for every symbol table in `op` (itself included), nested tables first, with
/// whether all uses of its symbols are visible (MLIR's `SymbolTable::walkSymbolTables`).
fn walk_symbol_tables(ir: &Ir, op: OpId, visible: bool, f: &mut impl FnMut(OpId, bool)) {
    let is_table = has_trait(ir, op, Traits::SYMBOL_TABLE);
    // Symbols below a non-table op are hidden from everything outside it.
    let visible = if is_table {
        visible || is_private(ir, op)
    } else {
        true
    };
    for &region in ir.regions(op) {
        for &block in ir.region_blocks(region) {
            for nested in ir.block_ops(block) {
                walk_symbol_tables(ir, nested, visible, f);
            }
        }
    }
    if is_table {
        f(op, visible);
    }
}

/// MLIR's `walkReferencedSymbolNodes`: the call-graph nodes referenced from `op` (and the ops
/// nested in it), with the op holding each reference.
fn referenced_nodes(ir: &Ir, cg: &CallGraph, op: OpId, f: &mut impl FnMut(usize, OpId)) {
    let Some(uses) = symbol_uses(ir, op) else {
        return;
    };
    let Some(table_from) = ir.parent_op(op) else {
        return;
    };
    let mut resolved: FxHashMap<Arc<[Arc<str>]>, Option<usize>> = FxHashMap::default();
    for u in uses {
        let node = *resolved.entry(u.path.clone()).or_insert_with(|| {
            cg.lookup_nearest(ir, table_from, &u.path)
                .and_then(|s| callable_region(ir, s))
                .and_then(|r| cg.by_region.get(&r).copied())
        });
        if let Some(n) = node {
            f(n, u.user);
        }
    }
}

// -------------------------------------------------------------------------------------------
// Inlining
// -------------------------------------------------------------------------------------------

#[derive(Clone, Copy, Debug)]
struct ResolvedCall {
    call: OpId,
    source: usize,
    target: usize,
}

struct InlineState {
    cg: CallGraph,
    uses: UseList,
    /// Callables proven dead, erased at the end.
    dead: Vec<usize>,
}

impl InlineState {
    fn new(ir: &Ir, root: OpId, cg: CallGraph) -> InlineState {
        let uses = UseList::new(ir, root, &cg);
        InlineState {
            cg,
            uses,
            dead: Vec::new(),
        }
    }

    fn erase_dead_callables(&mut self, ir: &mut Ir) {
        for &node in &self.dead {
            if let Some(op) = self.cg.callable[node]
                && ir.is_alive(op)
            {
                ir.drop_all_references(op);
                ir.erase_op(op);
            }
        }
    }
}

impl Inliner {
    /// Simplify and inline within one SCC until nothing is inlined or the iteration limit.
    fn inline_scc(
        &self,
        ir: &mut Ir,
        state: &mut InlineState,
        mut scc: Vec<usize>,
    ) -> Result<(), Diagnostic> {
        let mut iteration = 0;
        loop {
            self.optimize_scc(ir, state, &scc)?;
            if !self.inline_calls_in_scc(ir, state, &mut scc)? {
                break;
            }
            iteration += 1;
            if iteration >= self.max_iterations {
                break;
            }
        }
        Ok(())
    }

    /// Runs the optimisation pipeline on each node of the SCC that can take one.
    fn optimize_scc(
        &self,
        ir: &mut Ir,
        state: &mut InlineState,
        scc: &[usize],
    ) -> Result<(), Diagnostic> {
        let mut visited = Vec::new();
        for &node in scc {
            let Some(op) = state.cg.callable[node] else {
                continue;
            };
            if state.cg.has_children(node) || !has_trait(ir, op, Traits::ISOLATED_FROM_ABOVE) {
                continue;
            }
            visited.push(node);
            let name = ir.name(op).as_str();
            if let Some(text) = self.pipeline_for(name) {
                let mut pm = build_pipeline(name, text)
                    .map_err(|m| Diagnostic::error(ir.loc(op).clone(), m))?;
                let mut ctx = RunContext::default();
                pm.run(ir, op, &mut ctx).map_err(|mut d| d.remove(0))?;
            }
        }
        for node in visited {
            state.uses.recompute(ir, &state.cg, node);
        }
        Ok(())
    }

    /// Inlines the calls of the SCC's nodes; returns whether any call was inlined. Fails
    /// when a call would nest its callee's body deeper than the nesting limit.
    fn inline_calls_in_scc(
        &self,
        ir: &mut Ir,
        state: &mut InlineState,
        scc: &mut Vec<usize>,
    ) -> Result<bool, Diagnostic> {
        let mut dead: Vec<usize> = Vec::new();
        let mut calls = Vec::new();
        for &node in scc.iter() {
            let Some(op) = state.cg.callable[node] else {
                continue;
            };
            if state.uses.is_dead(node) {
                if !dead.contains(&node) {
                    dead.push(node);
                }
            } else {
                let blocks = ir.region_blocks(ir.region(op, 0)).to_vec();
                collect_calls(ir, &state.cg, &blocks, node, false, &mut calls);
            }
        }
        // The inline history keeps a callee from being inlined again into its own copies.
        let mut call_history: Vec<Option<usize>> = vec![None; calls.len()];
        let mut history: Vec<(usize, Option<usize>)> = Vec::new();
        let mut inlined_any = false;
        let mut i = 0;
        while i < calls.len() {
            let it = calls[i];
            let hist = call_history[i];
            i += 1;
            if dead.contains(&it.source)
                || history_includes(&history, it.target, hist)
                || !self.should_inline(ir, &state.cg, it)
            {
                continue;
            }
            let prev = calls.len();
            let in_place = state.uses.has_one_use_and_discardable(it.target);
            if !inline_call(ir, &state.cg, it, &mut calls)? {
                continue;
            }
            inlined_any = true;
            let id = history.len();
            history.push((it.target, hist));
            call_history.resize(calls.len(), Some(id));
            debug_assert!(call_history.len() >= prev);
            state.uses.drop_call_uses(ir, &state.cg, it.source, it.call);
            state.uses.merge_after_inlining(it.target, it.source);
            ir.erase_op(it.call);
            if in_place {
                state.uses.erase_node(&state.cg, it.target);
                if !dead.contains(&it.target) {
                    dead.push(it.target);
                }
            }
        }
        for node in dead {
            scc.retain(|n| *n != node);
            if !state.dead.contains(&node) {
                state.dead.push(node);
            }
        }
        Ok(inlined_any)
    }

    /// MLIR's `Inliner::Impl::shouldInline` (see the module doc).
    fn should_inline(&self, ir: &Ir, cg: &CallGraph, it: ResolvedCall) -> bool {
        if has_trait(ir, it.call, Traits::TERMINATOR) {
            return false;
        }
        if cg.edges[it.target]
            .iter()
            .any(|&(t, _)| t == it.target || t == it.source)
        {
            return false;
        }
        let callee = cg.callable[it.target].expect("resolved callee");
        if ir.is_ancestor(callee, it.call) {
            return false;
        }
        let callee_region = ir.region(callee, 0);
        let parent = ir.parent_op(it.call).expect("call inside a callable");
        let multi_block = ir.region_blocks(callee_region).len() >= 2;
        let parent_single_block = dialect::lookup(ir.name(parent).as_str())
            .is_none_or(|d| d.traits.contains(Traits::SINGLE_BLOCK));
        if multi_block && ir.name(callee) != ir.name(parent) && parent_single_block {
            return false;
        }
        self.is_profitable(ir, cg, it)
    }

    /// The `inlining-threshold` rule: callee ops × 100 / caller ops at most the threshold.
    fn is_profitable(&self, ir: &Ir, cg: &CallGraph, it: ResolvedCall) -> bool {
        if self.threshold == 0 {
            return false;
        }
        if self.threshold == u32::MAX as u64 {
            return true;
        }
        let count = |node: usize| {
            let op = cg.callable[node].expect("callable");
            ir.collect_pre(op).len() as u64 - 1
        };
        let caller_ops = count(it.source);
        if caller_ops == 0 {
            return true;
        }
        count(it.target) * 100 / caller_ops <= self.threshold
    }
}

/// Refuses to inline `it` when the callee's body would end up nested in more regions than
/// [`limits::MAX_NESTING`]. A chain of calls, each inside an `scf.if`, inlined bottom-up
/// nests one level deeper per function, all within this one pass (the simplification run on
/// each caller walks the nesting recursively before any verifier sees it), so the limit is
/// checked here, at the call, where the nesting would be built.
fn check_inlined_nesting(ir: &Ir, cg: &CallGraph, it: ResolvedCall) -> Result<(), Diagnostic> {
    let callee = cg.callable[it.target].expect("resolved callee");
    // The callee's body ops take the call's place, one region less deep than in the callee.
    let inner = limits::nesting_within(ir, ir.region(callee, 0)).saturating_sub(1);
    let depth = limits::region_depth(ir, it.call) + inner;
    if depth <= limits::MAX_NESTING {
        return Ok(());
    }
    Err(Diagnostic::error(
        ir.loc(it.call).clone(),
        format!(
            "inlining this call would nest ops in {depth} regions, more than the nesting limit \
             of {}",
            limits::MAX_NESTING
        ),
    ))
}

fn history_includes(
    history: &[(usize, Option<usize>)],
    node: usize,
    mut id: Option<usize>,
) -> bool {
    while let Some(i) = id {
        if history[i].0 == node {
            return true;
        }
        id = history[i].1;
    }
    false
}

/// MLIR's `collectCallOps`: the direct calls to callables with bodies in `blocks` (a LIFO
/// worklist of blocks, as upstream), not entering nested callables unless `traverse_nested`.
fn collect_calls(
    ir: &Ir,
    cg: &CallGraph,
    blocks: &[BlockId],
    source: usize,
    traverse_nested: bool,
    calls: &mut Vec<ResolvedCall>,
) {
    let mut worklist: Vec<(BlockId, usize)> = blocks.iter().map(|b| (*b, source)).collect();
    while let Some((block, source)) = worklist.pop() {
        for op in ir.block_ops(block) {
            if is_call(ir, op) {
                // Nested references (`@a::@b`) are not inlined.
                if callee_path(ir, op).is_some_and(|p| p.len() > 1) {
                    continue;
                }
                let target = cg.resolve(ir, op);
                if !cg.is_external(target) {
                    calls.push(ResolvedCall {
                        call: op,
                        source,
                        target,
                    });
                }
                continue;
            }
            for &region in ir.regions(op) {
                let nested = cg.by_region.get(&region).copied();
                if traverse_nested || nested.is_none() {
                    let node = nested.unwrap_or(source);
                    worklist.extend(ir.region_blocks(region).iter().map(|b| (*b, node)));
                }
            }
        }
    }
}

/// Whether ops of `op`'s dialect may be inlined (the dialect has an inliner interface that
/// accepts them; upstream's builtin dialect has none, but `unrealized_conversion_cast` is
/// special-cased as always legal).
fn legal_op(ir: &Ir, op: OpId) -> bool {
    let name = ir.name(op);
    match name.dialect() {
        "func" | "arith" | "math" | "cf" | "scf" | "memref" | "vector" | "tensor" | "linalg"
        | "llvm" => true,
        "builtin" => name.as_str() == "builtin.unrealized_conversion_cast",
        _ => false,
    }
}

/// Whether calls may be inlined into a region of `op` (its dialect's inliner interface
/// accepts the destination region).
fn legal_dest(ir: &Ir, op: OpId) -> bool {
    matches!(ir.name(op).dialect(), "func" | "scf" | "memref" | "linalg")
}

/// Every op of `region` (nested ones too) is legal to inline.
fn legal_region(ir: &Ir, region: RegionId) -> bool {
    ir.region_blocks(region).iter().all(|&b| {
        ir.block_ops(b)
            .all(|op| legal_op(ir, op) && ir.regions(op).iter().all(|&r| legal_region(ir, r)))
    })
}

/// Inlines `it.call` (MLIR's `inlineCall` with `func`'s terminator handling); new calls in the
/// inlined code are appended to `calls`. Returns false (IR unchanged) when not legal, an
/// error when it would nest deeper than the nesting limit ([`check_inlined_nesting`]).
fn inline_call(
    ir: &mut Ir,
    cg: &CallGraph,
    it: ResolvedCall,
    calls: &mut Vec<ResolvedCall>,
) -> Result<bool, Diagnostic> {
    let callee = cg.callable[it.target].expect("resolved callee");
    let src = ir.region(callee, 0);
    let call = it.call;
    let Some(entry) = ir.entry_block(src) else {
        return Ok(false);
    };
    let operands = ir.operands(call).to_vec();
    if operands.len() != ir.block_args(entry).len() || !ir.is(call, "func.call") {
        return Ok(false);
    }
    let insert_block = ir.parent_block(call).expect("call in a block");
    let dest_op = ir.block_parent_op(insert_block).expect("block in an op");
    if !legal_dest(ir, dest_op) || !legal_region(ir, src) {
        return Ok(false);
    }
    check_inlined_nesting(ir, cg, it)?;
    let post = match ir.next_op(call) {
        Some(next) => ir.split_block(insert_block, next),
        None => {
            let b = ir.new_block(&[]);
            ir.insert_block_after(insert_block, b);
            b
        }
    };
    let new_blocks = clone_callee_blocks(ir, src, &operands, post);
    let node = closest_node(ir, cg, new_blocks[0]);
    collect_calls(ir, cg, &new_blocks, node, true, calls);
    let first = new_blocks[0];
    let results = ir.results(call).to_vec();
    if new_blocks.len() == 1 {
        let term = ir.last_op(first).expect("callee block has a terminator");
        for (r, v) in results.iter().zip(ir.operands(term).to_vec()) {
            ir.replace_all_uses(*r, v);
        }
        ir.erase_op(term);
        ir.merge_blocks(post, first, &[]);
    } else {
        for r in results {
            let ty: Type = ir.value_type(r).clone();
            let arg = ir.add_block_arg(post, ty);
            ir.replace_all_uses(r, arg);
        }
        for &b in &new_blocks {
            return_to_branch(ir, b, post);
        }
    }
    ir.merge_blocks(first, insert_block, &[]);
    Ok(true)
}

/// Clones the blocks of `src` before `before`, the entry block's arguments replaced by
/// `entry_values` (so the cloned entry block has none). Returns the new blocks.
fn clone_callee_blocks(
    ir: &mut Ir,
    src: RegionId,
    entry_values: &[crate::ir::Value],
    before: BlockId,
) -> Vec<BlockId> {
    let blocks = ir.region_blocks(src).to_vec();
    let mut map = ValueMap::default();
    let mut new_blocks = Vec::with_capacity(blocks.len());
    for (i, &b) in blocks.iter().enumerate() {
        let nb = if i == 0 {
            for (a, v) in ir.block_args(b).to_vec().into_iter().zip(entry_values) {
                map.map(a, *v);
            }
            let nb = ir.new_block(&[]);
            map.blocks.insert(b, nb);
            nb
        } else {
            ir.clone_block_header(b, &mut map)
        };
        ir.insert_block_before(before, nb);
        new_blocks.push(nb);
    }
    for (&b, &nb) in blocks.iter().zip(&new_blocks) {
        for op in ir.block_ops_vec(b) {
            let c = ir.clone_op(op, &mut map);
            ir.append_op(nb, c);
        }
    }
    new_blocks
}

/// The call-graph node of the closest callable around `block`.
fn closest_node(ir: &Ir, cg: &CallGraph, block: BlockId) -> usize {
    let mut region = ir.block_parent(block);
    while let Some(r) = region {
        if let Some(&n) = cg.by_region.get(&r) {
            return n;
        }
        region = ir
            .region_parent(r)
            .and_then(|op| ir.parent_block(op))
            .and_then(|b| ir.block_parent(b));
    }
    EXTERNAL_CALLER
}

/// `func`'s `handleTerminator` for several blocks: a `func.return` becomes a `cf.br` to
/// `dest` with the returned values.
fn return_to_branch(ir: &mut Ir, block: BlockId, dest: BlockId) {
    let Some(term) = ir.last_op(block) else {
        return;
    };
    if !ir.is(term, "func.return") {
        return;
    }
    let loc = ir.loc(term).clone();
    let operands = ir.operands(term).to_vec();
    let mut state = OperationState::new("cf.br", loc);
    state.operands = operands;
    state.successors = vec![dest];
    Builder::before(ir, term).insert(state);
    ir.erase_op(term);
}
