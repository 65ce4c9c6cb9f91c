//! `one-shot-bufferize`: tensors become memrefs, as MLIR 22's One-Shot Bufferize does it, for
//! a documented subset of ops.
//!
//! # What is supported
//!
//! | tensor op | becomes |
//! |---|---|
//! | `arith.constant dense<…> : tensor<…>` | a private constant `memref.global` `@__constant_<shape>x<elem>` (`alignment = 64`, one per distinct value, inserted at the top of the module, names made unique with MLIR's `_N` counter) and a `memref.get_global` |
//! | `tensor.empty` | `memref.alloc` (nothing when unused) |
//! | `tensor.cast` | `memref.cast` (ranked → ranked keeps the layout; to or from unranked) |
//! | `tensor.extract` / `tensor.insert` | `memref.load` / `memref.store` |
//! | `tensor.dim` | `memref.dim` |
//! | `linalg.fill ins(%v : T) outs(%t : tensor<…>)` | `linalg.fill` on the output's buffer (its old contents are not read, so an out-of-place output is a bare `memref.alloc`) |
//! | `func.func`, `func.call`, `func.return` (with `bufferize-function-boundaries`) | signatures with memrefs: arguments get a fully dynamic layout (`strided<[?, …], offset: ?>`), results of functions with a body the layout of the returned buffer (`function-boundary-type-conversion=infer-layout-map`, the default; `identity-layout-map` and `fully-dynamic-layout-map` as upstream), unranked tensors `memref<*xT>`; call operands are `memref.cast` to the callee's argument types |
//!
//! The in-place analysis is MLIR's (see [`analysis`]): function arguments are writable unless
//! marked `bufferization.writable = false`, what a callee reads and writes comes from its
//! body (callees first) or its `bufferization.access` argument attributes (a declaration
//! without them reads and writes every tensor argument). Where an operand cannot bufferize in
//! place, a `memref.alloc` + `memref.copy` is inserted exactly where MLIR inserts it: before
//! the op, or after it (a copy of the result) when the op only creates an alias.
//!
//! Any other op on tensors (an `arith` op on tensors, `scf.for` with tensor `iter_args`,
//! `tensor.extract_slice`, …) is an error naming the op; so is a function signature or call
//! with tensors without `bufferize-function-boundaries` (upstream would leave
//! `bufferization.to_tensor` ops, which corolift does not compile).

mod analysis;
mod semantics;

use rustc_hash::FxHashMap;
use std::sync::Arc;

use super::{Anchor, Pass, PassInfo, PassOptionInfo, PassOptions};
use crate::diag::Diagnostic;
use crate::dialect::op_error;
use crate::ir::{
    Attribute, Builder, DYNAMIC, Ir, MemRefType, OpId, SymbolTable, Type, Use, Value, named,
};
use analysis::Analysis;
use semantics::{FuncSummary, SUPPORTED, Semantics, has_tensor_semantics, is_tensor, use_value};

/// The pass description (one line in [`super::PASSES`]).
pub const INFO: PassInfo = PassInfo {
    name: "one-shot-bufferize",
    display_name: "OneShotBufferizePass",
    description: "One-Shot Bufferize (corolift: arith.constant, tensor.cast/dim/empty/extract/insert and func boundaries; other tensor ops are rejected)",
    anchor: Anchor::Op("builtin.module"),
    options: Some(&[
        opt(
            "allow-return-allocs-from-loops",
            "<bool>",
            "Allows returning/yielding new allocations from a loop.",
        ),
        opt(
            "allow-unknown-ops",
            "<bool>",
            "Allows unknown (not bufferizable) ops in the input IR (not supported).",
        ),
        opt(
            "analysis-fuzzer-seed",
            "<uint>",
            "Test only: Analyze ops in random order with a given seed (fuzzer) (only 0)",
        ),
        opt(
            "analysis-heuristic",
            "<string>",
            "Heuristic that control the IR traversal during analysis (only bottom-up)",
        ),
        opt(
            "buffer-alignment",
            "<ulong>",
            "Sets the alignment of newly allocated buffers.",
        ),
        opt(
            "bufferize-function-boundaries",
            "<bool>",
            "Bufferize function boundaries (experimental).",
        ),
        opt(
            "check-parallel-regions",
            "<bool>",
            "Account for parallel regions in RaW analysis.",
        ),
        opt(
            "copy-before-write",
            "<bool>",
            "Skip the analysis. Make a buffer copy on every write.",
        ),
        opt(
            "dialect-filter",
            "<string>",
            "Restrict bufferization to ops from these dialects (not supported).",
        ),
        opt(
            "dump-alias-sets",
            "<bool>",
            "Test only: Annotate tensor IR with alias sets (not supported)",
        ),
        opt(
            "function-boundary-type-conversion",
            "<value>",
            "Controls layout maps when bufferizing function signatures.",
        ),
        opt(
            "must-infer-memory-space",
            "<bool>",
            "The memory space of an memref types must always be inferred (not supported).",
        ),
        opt(
            "no-analysis-func-filter",
            "<string>",
            "Skip analysis of functions with these symbol names (not supported).",
        ),
        opt(
            "print-conflicts",
            "<bool>",
            "Test only: Annotate IR with RaW conflicts (not supported).",
        ),
        opt(
            "test-analysis-only",
            "<bool>",
            "Test only: Only run inplaceability analysis and annotate IR (not supported)",
        ),
        opt(
            "unknown-type-conversion",
            "<value>",
            "Controls layout maps for non-inferrable memref types.",
        ),
        opt(
            "use-encoding-for-memory-space",
            "<bool>",
            "Use the Tensor encoding attribute for the memory space (not supported).",
        ),
    ]),
    noop: false,
    create: OneShotBufferize::create,
    run: None,
};

const fn opt(name: &'static str, kind: &'static str, description: &'static str) -> PassOptionInfo {
    PassOptionInfo {
        name,
        kind,
        description,
    }
}

/// `function-boundary-type-conversion`: the layout of memrefs in function signatures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum BoundaryLayout {
    /// Arguments fully dynamic, results the layout of the returned buffer.
    Infer,
    /// Identity layouts.
    Identity,
    /// Fully dynamic layouts everywhere.
    FullyDynamic,
}

/// The pass instance.
struct OneShotBufferize {
    info: &'static PassInfo,
    function_boundaries: bool,
    layout: BoundaryLayout,
    alignment: u64,
    copy_before_write: bool,
}

impl OneShotBufferize {
    fn create(info: &'static PassInfo, opts: &PassOptions) -> Result<Box<dyn Pass>, String> {
        for flag in [
            "allow-unknown-ops",
            "dump-alias-sets",
            "must-infer-memory-space",
            "print-conflicts",
            "test-analysis-only",
            "use-encoding-for-memory-space",
        ] {
            if opts.get_bool(flag)? == Some(true) {
                return Err(unsupported_option(flag));
            }
        }
        for key in ["dialect-filter", "no-analysis-func-filter"] {
            if opts.get_list(key).is_some_and(|l| !l.is_empty()) {
                return Err(unsupported_option(key));
            }
        }
        if opts.get_u64("analysis-fuzzer-seed")?.unwrap_or(0) != 0 {
            return Err(unsupported_option("analysis-fuzzer-seed"));
        }
        if let Some(h) = opts.get_str("analysis-heuristic")
            && h != "bottom-up"
        {
            return Err(format!(
                "one-shot-bufferize: corolift supports only analysis-heuristic=bottom-up, not '{h}'"
            ));
        }
        opts.get_bool("allow-return-allocs-from-loops")?;
        opts.get_bool("check-parallel-regions")?;
        let layout = match opts.get_str("function-boundary-type-conversion") {
            None | Some("infer-layout-map") => BoundaryLayout::Infer,
            Some("identity-layout-map") => BoundaryLayout::Identity,
            Some("fully-dynamic-layout-map") => BoundaryLayout::FullyDynamic,
            Some(other) => {
                return Err(format!(
                    "for the --function-boundary-type-conversion option: Cannot find option named '{other}'!"
                ));
            }
        };
        Ok(Box::new(OneShotBufferize {
            info,
            function_boundaries: opts
                .get_bool("bufferize-function-boundaries")?
                .unwrap_or(false),
            layout,
            alignment: opts.get_u64("buffer-alignment")?.unwrap_or(64),
            copy_before_write: opts.get_bool("copy-before-write")?.unwrap_or(false),
        }))
    }
}

fn unsupported_option(name: &str) -> String {
    format!("one-shot-bufferize: corolift does not support the option '{name}'")
}

impl Pass for OneShotBufferize {
    fn info(&self) -> &'static PassInfo {
        self.info
    }

    fn run(&mut self, ir: &mut Ir, module: OpId) -> Result<(), Diagnostic> {
        let funcs: Vec<OpId> = ir
            .body_ops(module)
            .into_iter()
            .filter(|op| ir.is(*op, "func.func"))
            .collect();
        self.check_supported(ir, module)?;
        let by_name: FxHashMap<String, OpId> = funcs
            .iter()
            .filter_map(|f| Some((ir.attr(*f, "sym_name")?.as_str()?.to_owned(), *f)))
            .collect();
        let order = order_by_calls(ir, &funcs, &by_name);
        let mut summaries: FxHashMap<OpId, FuncSummary> = FxHashMap::default();
        let mut analysis = Analysis::default();
        for &f in &order {
            let sem = Semantics {
                funcs: &by_name,
                summaries: &summaries,
            };
            let summary = if ir
                .regions(f)
                .first()
                .is_some_and(|r| !ir.region_blocks(*r).is_empty())
            {
                analysis.analyze_function(ir, &sem, f, self.copy_before_write)?
            } else {
                declaration_summary(ir, f)
            };
            // Without the analysis (copy-before-write) MLIR knows nothing about callees: every
            // call reads and writes its tensor operands.
            if !self.copy_before_write {
                summaries.insert(f, summary);
            }
        }
        let sem = Semantics {
            funcs: &by_name,
            summaries: &summaries,
        };
        let mut rw = Rewriter {
            pass: self,
            analysis: &analysis,
            sem: &sem,
            module,
            symbols: SymbolTable::new(ir, module),
            counter: 0,
            buffers: FxHashMap::default(),
            erase: Vec::new(),
            arg_tensor_types: FxHashMap::default(),
            uncopied: FxHashMap::default(),
        };
        for &f in &order {
            rw.bufferize_function(ir, f)?;
        }
        Ok(())
    }
}

impl OneShotBufferize {
    /// Rejects tensor ops outside the supported subset, before anything is rewritten.
    fn check_supported(&self, ir: &Ir, module: OpId) -> Result<(), Diagnostic> {
        for op in ir.collect_pre(module) {
            if ir.is(op, "func.func") {
                let tensors = crate::dialect::function_interface::function_type(ir, op)
                    .is_some_and(|(i, r)| i.iter().chain(&r).any(is_tensor));
                if tensors && !self.function_boundaries {
                    return Err(op_error(
                        ir,
                        op,
                        "has tensors in its signature: corolift's one-shot-bufferize needs bufferize-function-boundaries for them (upstream would keep tensor signatures with bufferization.to_tensor ops, which corolift does not compile)",
                    ));
                }
                continue;
            }
            for &r in ir.regions(op) {
                for &b in ir.region_blocks(r) {
                    if ir
                        .block_args(b)
                        .iter()
                        .any(|v| is_tensor(ir.value_type(*v)))
                    {
                        return Err(unsupported_op(ir, op));
                    }
                }
            }
            if !has_tensor_semantics(ir, op) {
                continue;
            }
            let name = ir.name(op);
            let supported = SUPPORTED.contains(&name.as_str())
                && (!ir.is(op, "arith.constant")
                    || matches!(ir.attr(op, "value"), Some(Attribute::Dense { .. })))
                && (!ir.is(op, "linalg.fill")
                    || (ir.operands(op).len() == 2
                        && !is_tensor(ir.value_type(ir.operand(op, 0)))));
            if !supported {
                return Err(unsupported_op(ir, op));
            }
            if ir.ancestor_named(op, "func.func").is_none() {
                return Err(op_error(
                    ir,
                    op,
                    "operates on tensors outside a func.func, which corolift's one-shot-bufferize does not bufferize",
                ));
            }
            if ir.is(op, "func.call") && !self.function_boundaries {
                return Err(op_error(
                    ir,
                    op,
                    "passes tensors: corolift's one-shot-bufferize needs bufferize-function-boundaries for calls with tensors",
                ));
            }
        }
        Ok(())
    }
}

fn unsupported_op(ir: &Ir, op: OpId) -> Diagnostic {
    op_error(
        ir,
        op,
        format!(
            "operates on tensors, but corolift's one-shot-bufferize supports only {} on tensors",
            "arith.constant (dense), tensor.cast, tensor.dim, tensor.empty, tensor.extract, tensor.insert, linalg.fill (scalar value), func.func, func.call and func.return"
        ),
    )
}

/// The summary of a declaration: its `bufferization.access` attributes, or read and written.
fn declaration_summary(ir: &Ir, f: OpId) -> FuncSummary {
    let (inputs, results) =
        crate::dialect::function_interface::function_type(ir, f).unwrap_or_default();
    let (read, written) = (0..inputs.len())
        .map(|j| analysis::access_attr(ir, f, j).unwrap_or((true, true)))
        .unzip();
    FuncSummary {
        read,
        written,
        aliasing: vec![Vec::new(); inputs.len()],
        equivalent: vec![None; results.len()],
    }
}

/// Functions ordered so that callees come before callers (module order among the ready
/// ones); functions in call cycles come last, in module order.
fn order_by_calls(ir: &Ir, funcs: &[OpId], by_name: &FxHashMap<String, OpId>) -> Vec<OpId> {
    let callees: FxHashMap<OpId, Vec<OpId>> = funcs
        .iter()
        .map(|&f| {
            let called = ir
                .collect_pre(f)
                .into_iter()
                .filter(|op| ir.is(*op, "func.call"))
                .filter_map(|op| ir.attr(op, "callee")?.as_symbol())
                .filter_map(|n| by_name.get(n).copied())
                .filter(|c| *c != f)
                .collect();
            (f, called)
        })
        .collect();
    let mut order: Vec<OpId> = Vec::new();
    let mut left: Vec<OpId> = funcs.to_vec();
    while let Some(pos) = left
        .iter()
        .position(|f| callees[f].iter().all(|c| order.contains(c)))
    {
        order.push(left.remove(pos));
    }
    order.extend(left);
    order
}

/// `memref<shape x elem, strided<[?, …], offset: ?>>`, or `memref<*xelem>` for unranked.
fn fully_dynamic_memref(tensor: &Type) -> Type {
    match tensor {
        Type::Tensor(t) => Type::MemRef(Arc::new(MemRefType {
            shape: t.0.clone(),
            elem: t.1.clone(),
            layout: Some(Attribute::Strided {
                strides: vec![DYNAMIC; t.0.len()].into(),
                offset: DYNAMIC,
            }),
            memory_space: None,
        })),
        other => unranked_memref(other),
    }
}

/// `memref<shape x elem>` (identity layout), or `memref<*xelem>` for unranked.
fn identity_memref(tensor: &Type) -> Type {
    match tensor {
        Type::Tensor(t) => Type::memref(t.0.clone(), t.1.clone()),
        other => unranked_memref(other),
    }
}

fn unranked_memref(tensor: &Type) -> Type {
    Type::UnrankedMemRef(Arc::new((tensor.element_type_or_self().clone(), None)))
}

/// The rewriting half of the pass: one function at a time, ops in walk order.
struct Rewriter<'a> {
    pass: &'a OneShotBufferize,
    analysis: &'a Analysis,
    sem: &'a Semantics<'a>,
    module: OpId,
    symbols: SymbolTable,
    /// MLIR's symbol-table uniquing counter (`__constant_3x3xi8_0`, `_1`, …).
    counter: u64,
    /// The buffer of each bufferized tensor value.
    buffers: FxHashMap<Value, Value>,
    /// Tensor ops replaced, erased at the end of their function (users first).
    erase: Vec<OpId>,
    /// The tensor types of function arguments that already have their memref type.
    arg_tensor_types: FxHashMap<Value, Type>,
    /// For results copied after their op: the buffer before the copy.
    uncopied: FxHashMap<Value, Value>,
}

impl Rewriter<'_> {
    fn boundary_arg_type(&self, tensor: &Type) -> Type {
        match self.pass.layout {
            BoundaryLayout::Identity => identity_memref(tensor),
            _ => fully_dynamic_memref(tensor),
        }
    }

    fn alignment_attr(&self) -> Vec<crate::ir::NamedAttr> {
        if self.pass.alignment == 0 {
            Vec::new()
        } else {
            vec![named(
                "alignment",
                Attribute::i64(self.pass.alignment as i64),
            )]
        }
    }

    /// Whether `v` is (or, for a function argument already given its memref type, was) a
    /// tensor.
    fn was_tensor(&self, ir: &Ir, v: Value) -> bool {
        is_tensor(ir.value_type(v)) || self.arg_tensor_types.contains_key(&v)
    }

    /// The tensor type of `v` before bufferization.
    fn tensor_type(&self, ir: &Ir, v: Value) -> Type {
        self.arg_tensor_types
            .get(&v)
            .cloned()
            .unwrap_or_else(|| ir.value_type(v).clone())
    }

    fn buffer(&self, ir: &Ir, op: OpId, v: Value) -> Result<Value, Diagnostic> {
        self.buffers
            .get(&v)
            .copied()
            .ok_or_else(|| op_error(ir, op, "uses a tensor that was not bufferized"))
    }

    fn bufferize_function(&mut self, ir: &mut Ir, f: OpId) -> Result<(), Diagnostic> {
        let (inputs, results) =
            crate::dialect::function_interface::function_type(ir, f).unwrap_or_default();
        if !inputs.iter().chain(&results).any(is_tensor)
            && !ir
                .collect_pre(f)
                .iter()
                .any(|op| *op != f && has_tensor_semantics(ir, *op))
        {
            return Ok(());
        }
        let new_inputs: Vec<Type> = inputs
            .iter()
            .map(|t| {
                if is_tensor(t) {
                    self.boundary_arg_type(t)
                } else {
                    t.clone()
                }
            })
            .collect();
        let entry = ir.regions(f).first().and_then(|r| ir.entry_block(*r));
        let Some(entry) = entry else {
            // A declaration: results cannot be inferred without a body.
            let new_results = results
                .iter()
                .map(|t| {
                    if is_tensor(t) {
                        self.boundary_arg_type(t)
                    } else {
                        t.clone()
                    }
                })
                .collect();
            set_function_type(ir, f, new_inputs, new_results);
            return Ok(());
        };
        // The ops to rewrite, found before the arguments change type.
        let ops: Vec<OpId> = ir
            .collect_pre(f)
            .into_iter()
            .filter(|op| *op != f && has_tensor_semantics(ir, *op) && !ir.is(*op, "func.return"))
            .collect();
        for (i, arg) in ir.block_args(entry).to_vec().into_iter().enumerate() {
            if let Some(t) = new_inputs.get(i).filter(|_| is_tensor(ir.value_type(arg))) {
                self.arg_tensor_types
                    .insert(arg, ir.value_type(arg).clone());
                ir.set_value_type(arg, t.clone());
                self.buffers.insert(arg, arg);
            }
        }
        self.erase.clear();
        for op in ops {
            self.bufferize_op(ir, op)?;
        }
        let new_results = self.bufferize_returns(ir, f, &results)?;
        set_function_type(ir, f, new_inputs, new_results);
        strip_bufferization_arg_attrs(ir, f);
        for op in std::mem::take(&mut self.erase).into_iter().rev() {
            ir.drop_all_references(op);
            ir.erase_op(op);
        }
        Ok(())
    }

    /// Resolves out-of-place operands (copies before the op), rewrites the op, then copies
    /// results where MLIR copies the result instead of the operand.
    fn bufferize_op(&mut self, ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
        let mut operand_buffers: FxHashMap<u32, Value> = FxHashMap::default();
        let mut result_copies: Vec<(Value, bool)> = Vec::new();
        for index in 0..ir.operands(op).len() as u32 {
            let u = Use { op, index };
            let v = use_value(ir, u);
            if !self.was_tensor(ir, v) || self.analysis.is_in_place(u) {
                continue;
            }
            let copy = !self.analysis.can_omit_copy(ir, self.sem, u);
            let aliasing = self.sem.aliasing_results(ir, u);
            if let [(r, _)] = aliasing.as_slice()
                && !self.sem.writes(ir, u)
                && self.sem.aliasing_operands(ir, *r).len() == 1
                && !matches!(ir.value_type(*r), Type::UnrankedTensor(_))
            {
                result_copies.push((*r, copy));
                continue;
            }
            let tensor = self.tensor_type(ir, v);
            if matches!(tensor, Type::UnrankedTensor(_)) {
                return Err(op_error(
                    ir,
                    op,
                    "copying of unranked tensors is not implemented",
                ));
            }
            let src = self.buffer(ir, op, v)?;
            let mut b = Builder::before(ir, op);
            let alloc = self.alloc_copy(&mut b, src, v, &tensor, copy);
            operand_buffers.insert(index, alloc);
        }
        let last = self.rewrite_op(ir, op, &operand_buffers)?;
        let mut sources = Vec::new();
        for (r, copy) in result_copies {
            sources.push((r, self.buffer(ir, op, r)?, ir.value_type(r).clone(), copy));
        }
        let loc = ir.loc(op).clone();
        let mut b = Builder::new(ir, crate::ir::InsertPoint::After(last), loc);
        let mut allocs = Vec::new();
        for (r, src, tensor, copy) in sources {
            allocs.push((r, src, self.alloc_copy(&mut b, src, r, &tensor, copy)));
        }
        for (r, src, alloc) in allocs {
            // tensor.dim keeps reading the original (upstream does not redirect dims to the
            // copy: they may be the copy's own sizes).
            self.uncopied.insert(r, src);
            self.buffers.insert(r, alloc);
        }
        self.erase.push(op);
        Ok(())
    }

    /// `memref.alloc` of the tensor's identity memref type, plus a `memref.copy` from `src`
    /// when `copy`. Dynamic sizes: without a copy, those of the `tensor.empty` defining
    /// `value` if it is one (MLIR reifies the shape), else `memref.dim` of `src`.
    fn alloc_copy(
        &self,
        b: &mut Builder<'_>,
        src: Value,
        value: Value,
        tensor: &Type,
        copy: bool,
    ) -> Value {
        let ty = identity_memref(tensor);
        let shape = crate::dialect::tensor::bufferizable::ranked(tensor)
            .map(|(s, _)| s.to_vec())
            .unwrap_or_default();
        let empty =
            b.ir.defining_op(value)
                .filter(|op| !copy && b.ir.is(*op, "tensor.empty"));
        let mut sizes = Vec::new();
        if let Some(empty) = empty {
            sizes = b.ir.operands(empty).to_vec();
        } else {
            for (i, d) in shape.iter().enumerate() {
                if *d == DYNAMIC {
                    let c = b.const_index(i as i64);
                    sizes.push(b.create_value("memref.dim", &[src, c], Type::Index, Vec::new()));
                }
            }
        }
        let mut attrs = self.alignment_attr();
        attrs.push(named(
            "operandSegmentSizes",
            Attribute::dense_i32_array(&[sizes.len() as i64, 0]),
        ));
        let alloc = b.create_value("memref.alloc", &sizes, ty, attrs);
        if copy {
            b.create("memref.copy", &[src, alloc], &[], Vec::new());
        }
        alloc
    }

    /// Replaces one op by its memref form; returns the last op created (or `op`).
    fn rewrite_op(
        &mut self,
        ir: &mut Ir,
        op: OpId,
        copies: &FxHashMap<u32, Value>,
    ) -> Result<OpId, Diagnostic> {
        let operand = |this: &Self, ir: &Ir, i: usize| -> Result<Value, Diagnostic> {
            match copies.get(&(i as u32)) {
                Some(c) => Ok(*c),
                None => this.buffer(ir, op, ir.operand(op, i)),
            }
        };
        let name = ir.name(op);
        match name.as_str() {
            "arith.constant" => self.rewrite_constant(ir, op),
            "tensor.empty" => {
                let r = ir.result(op, 0);
                if ir.use_empty(r) {
                    return Ok(op);
                }
                let ty = identity_memref(ir.value_type(r));
                let sizes = ir.operands(op).to_vec();
                let mut attrs = self.alignment_attr();
                attrs.push(named(
                    "operandSegmentSizes",
                    Attribute::dense_i32_array(&[sizes.len() as i64, 0]),
                ));
                let mut b = Builder::before(ir, op);
                let alloc = b.create_value("memref.alloc", &sizes, ty, attrs);
                self.buffers.insert(r, alloc);
                Ok(ir.defining_op(alloc).unwrap_or(op))
            }
            "tensor.cast" => {
                let src = operand(self, ir, 0)?;
                let r = ir.result(op, 0);
                let ty = cast_buffer_type(ir.value_type(src), ir.value_type(r));
                let mut b = Builder::before(ir, op);
                let cast = b.create_value("memref.cast", &[src], ty, Vec::new());
                self.buffers.insert(r, cast);
                Ok(ir.defining_op(cast).unwrap_or(op))
            }
            "tensor.extract" => {
                let mut operands = vec![operand(self, ir, 0)?];
                operands.extend_from_slice(&ir.operands(op)[1..]);
                self.replace_scalar(ir, op, "memref.load", &operands)
            }
            "tensor.dim" => {
                let t = ir.operand(op, 0);
                let buf = match self.uncopied.get(&t) {
                    Some(b) => *b,
                    None => operand(self, ir, 0)?,
                };
                let operands = [buf, ir.operand(op, 1)];
                self.replace_scalar(ir, op, "memref.dim", &operands)
            }
            "tensor.insert" => {
                let dest = operand(self, ir, 1)?;
                let mut operands = vec![ir.operand(op, 0), dest];
                operands.extend_from_slice(&ir.operands(op)[2..]);
                let mut b = Builder::before(ir, op);
                let store = b.create("memref.store", &operands, &[], Vec::new());
                self.buffers.insert(ir.result(op, 0), dest);
                Ok(store)
            }
            "func.call" => self.rewrite_call(ir, op, copies),
            "linalg.fill" => {
                let out = operand(self, ir, 1)?;
                self.rewrite_fill(ir, op, out)
            }
            _ => Err(unsupported_op(ir, op)),
        }
    }

    /// `linalg.fill` on tensors becomes the memref form on `out` (no result); the region moves
    /// over unchanged.
    fn rewrite_fill(&mut self, ir: &mut Ir, op: OpId, out: Value) -> Result<OpId, Diagnostic> {
        let mut state = crate::ir::OperationState::new("linalg.fill", ir.loc(op).clone());
        state.operands = vec![ir.operand(op, 0), out];
        state.attrs = ir.attrs(op).to_vec();
        let region = ir.new_region();
        if let Some(&old) = ir.regions(op).first() {
            ir.take_region_body(region, old);
        }
        state.regions = vec![region];
        let fill = ir.create_op(state);
        ir.insert_op_before(op, fill);
        self.buffers.insert(ir.result(op, 0), out);
        Ok(fill)
    }

    /// An op with one non-tensor result (`tensor.extract`, `tensor.dim`) becomes `name`.
    fn replace_scalar(
        &mut self,
        ir: &mut Ir,
        op: OpId,
        name: &str,
        operands: &[Value],
    ) -> Result<OpId, Diagnostic> {
        let old = ir.result(op, 0);
        let ty = ir.value_type(old).clone();
        let attrs = ir.attrs(op).to_vec();
        let mut b = Builder::before(ir, op);
        let new = b.create_value(name, operands, ty, attrs);
        ir.replace_all_uses(old, new);
        Ok(ir.defining_op(new).unwrap_or(op))
    }

    fn rewrite_constant(&mut self, ir: &mut Ir, op: OpId) -> Result<OpId, Diagnostic> {
        let r = ir.result(op, 0);
        let Some(value) = ir.attr(op, "value").cloned() else {
            return Err(unsupported_op(ir, op));
        };
        let ty = identity_memref(ir.value_type(r));
        let name = self.global_for(ir, op, &value, &ty);
        let mut b = Builder::before(ir, op);
        let g = b.create_value(
            "memref.get_global",
            &[],
            ty,
            vec![named("name", Attribute::symbol(&name))],
        );
        self.buffers.insert(r, g);
        Ok(ir.defining_op(g).unwrap_or(op))
    }

    /// MLIR's `getGlobalFor`: an existing global with this initial value and alignment, or a
    /// new private constant one at the top of the module.
    fn global_for(&mut self, ir: &mut Ir, at: OpId, value: &Attribute, ty: &Type) -> String {
        let alignment = self.pass.alignment as i128;
        for g in ir.body_ops(self.module) {
            if !ir.is(g, "memref.global") {
                continue;
            }
            let same_alignment = ir
                .attr(g, "alignment")
                .and_then(Attribute::as_int)
                .unwrap_or(0)
                == alignment;
            if same_alignment
                && ir.attr(g, "initial_value") == Some(value)
                && let Some(n) = ir.attr(g, "sym_name").and_then(Attribute::as_str)
            {
                return n.to_owned();
            }
        }
        let mut base = String::from("__constant_");
        if let Type::MemRef(m) = ty {
            let dims: Vec<String> = m.shape.iter().map(|d| d.to_string()).collect();
            base.push_str(&dims.join("x"));
            base.push('x');
            base.push_str(&m.elem.to_string());
        }
        let mut name = base.clone();
        while self.symbols.lookup(&name).is_some() {
            name = format!("{base}_{}", self.counter);
            self.counter += 1;
        }
        let mut state = crate::ir::OperationState::new("memref.global", ir.loc(at).clone());
        state.add_attr("sym_visibility", Attribute::string("private"));
        state.add_attr("constant", Attribute::Unit);
        state.add_attr("sym_name", Attribute::string(&name));
        state.add_attr("type", Attribute::Type(ty.clone()));
        state.add_attr("initial_value", value.clone());
        if alignment > 0 {
            state.add_attr("alignment", Attribute::i64(alignment as i64));
        }
        let g = ir.create_op(state);
        if let Some(block) = ir
            .regions(self.module)
            .first()
            .and_then(|r| ir.entry_block(*r))
        {
            ir.prepend_op(block, g);
        }
        self.symbols.insert(&name, g);
        name
    }

    fn rewrite_call(
        &mut self,
        ir: &mut Ir,
        op: OpId,
        copies: &FxHashMap<u32, Value>,
    ) -> Result<OpId, Diagnostic> {
        let callee = self
            .sem
            .callee(ir, op)
            .ok_or_else(|| op_error(ir, op, "calls a function that is not in the module"))?;
        let (inputs, results) =
            crate::dialect::function_interface::function_type(ir, callee).unwrap_or_default();
        if inputs.iter().chain(&results).any(is_tensor) {
            return Err(op_error(
                ir,
                op,
                "calls a function with tensors that is not bufferized yet (recursive calls on tensors are not supported)",
            ));
        }
        let mut operands = Vec::new();
        for (i, v) in ir.operands(op).to_vec().into_iter().enumerate() {
            if !self.was_tensor(ir, v) {
                operands.push(v);
                continue;
            }
            let mut buf = match copies.get(&(i as u32)) {
                Some(c) => *c,
                None => self.buffer(ir, op, v)?,
            };
            let want = inputs
                .get(i)
                .cloned()
                .unwrap_or_else(|| ir.value_type(buf).clone());
            if *ir.value_type(buf) != want {
                let mut b = Builder::before(ir, op);
                buf = b.create_value("memref.cast", &[buf], want, Vec::new());
            }
            operands.push(buf);
        }
        let attrs = ir.attrs(op).to_vec();
        let mut b = Builder::before(ir, op);
        let call = b.create("func.call", &operands, &results, attrs);
        for (i, old) in ir.results(op).to_vec().into_iter().enumerate() {
            let new = ir.result(call, i);
            if is_tensor(ir.value_type(old)) {
                self.buffers.insert(old, new);
            } else {
                ir.replace_all_uses(old, new);
            }
        }
        Ok(call)
    }

    /// Return operands become buffers; returns the function's new result types.
    fn bufferize_returns(
        &mut self,
        ir: &mut Ir,
        f: OpId,
        results: &[Type],
    ) -> Result<Vec<Type>, Diagnostic> {
        let returns: Vec<OpId> = ir
            .collect_pre(f)
            .into_iter()
            .filter(|op| ir.is(*op, "func.return") && ir.parent_op(*op) == Some(f))
            .collect();
        // Out-of-place operands are copied first (upstream inserts all copies before it
        // rewrites the function), per return op in operand order.
        let mut buffers: Vec<Vec<Option<Value>>> = Vec::new();
        for &ret in &returns {
            let mut row = Vec::new();
            for (i, t) in results.iter().enumerate() {
                if !is_tensor(t) {
                    row.push(None);
                    continue;
                }
                let u = Use {
                    op: ret,
                    index: i as u32,
                };
                let v = use_value(ir, u);
                let mut buf = self.buffer(ir, ret, v)?;
                if !self.analysis.is_in_place(u) {
                    let copy = !self.analysis.can_omit_copy(ir, self.sem, u);
                    let mut b = Builder::before(ir, ret);
                    buf = self.alloc_copy(&mut b, buf, v, t, copy);
                }
                row.push(Some(buf));
            }
            buffers.push(row);
        }
        let mut new_results: Vec<Type> = Vec::with_capacity(results.len());
        for (i, t) in results.iter().enumerate() {
            if !is_tensor(t) {
                new_results.push(t.clone());
                continue;
            }
            let target = match self.pass.layout {
                BoundaryLayout::Identity => identity_memref(t),
                _ => fully_dynamic_memref(t),
            };
            // Like MLIR: each returned buffer is cast to the boundary type; with
            // infer-layout-map a returned `memref.cast` (that one or an earlier one) is then
            // folded away: the function returns its source, whose type becomes the result
            // type. The casts stay behind, dead.
            let mut operands = Vec::new();
            for (k, &ret) in returns.iter().enumerate() {
                let Some(mut operand) = buffers[k][i] else {
                    continue;
                };
                if *ir.value_type(operand) != target {
                    let mut b = Builder::before(ir, ret);
                    operand = b.create_value("memref.cast", &[operand], target.clone(), Vec::new());
                }
                operands.push(operand);
            }
            let sources: Vec<Option<Value>> = operands
                .iter()
                .map(|v| {
                    ir.defining_op(*v)
                        .filter(|op| ir.is(*op, "memref.cast"))
                        .map(|op| ir.operand(op, 0))
                })
                .collect();
            let source_types: Vec<Option<Type>> = sources
                .iter()
                .map(|s| s.map(|v| ir.value_type(v).clone()))
                .collect();
            let fold = self.pass.layout == BoundaryLayout::Infer
                && source_types.iter().all(Option::is_some)
                && source_types.windows(2).all(|w| w[0] == w[1]);
            let mut result_type = target;
            for (k, &ret) in returns.iter().enumerate() {
                let operand = match (fold, sources[k]) {
                    (true, Some(src)) => {
                        result_type = ir.value_type(src).clone();
                        src
                    }
                    _ => operands[k],
                };
                ir.set_operand(ret, i, operand);
            }
            new_results.push(result_type);
        }
        Ok(new_results)
    }
}

/// MLIR's `tensor.cast` buffer type: to or from unranked, fully dynamic / unranked; ranked to
/// ranked keeps the source layout.
fn cast_buffer_type(src: &Type, result: &Type) -> Type {
    match (src, result) {
        (Type::MemRef(m), Type::Tensor(t)) => Type::MemRef(Arc::new(MemRefType {
            shape: t.0.clone(),
            elem: t.1.clone(),
            layout: m.layout.clone(),
            memory_space: m.memory_space.clone(),
        })),
        _ => fully_dynamic_memref(result),
    }
}

/// Drops the argument attributes that only steer bufferization (`bufferization.writable`,
/// `bufferization.buffer_layout`) as MLIR does once a function is bufferized;
/// `bufferization.access` stays.
fn strip_bufferization_arg_attrs(ir: &mut Ir, f: OpId) {
    let Some(args) = ir.attr(f, "arg_attrs").and_then(Attribute::as_array) else {
        return;
    };
    let stripped: Vec<Attribute> = args
        .iter()
        .map(|a| match a {
            Attribute::Dict(d) => Attribute::Dict(
                d.iter()
                    .filter(|n| {
                        &*n.name != "bufferization.writable"
                            && &*n.name != "bufferization.buffer_layout"
                    })
                    .cloned()
                    .collect(),
            ),
            other => other.clone(),
        })
        .collect();
    if stripped
        .iter()
        .all(|a| matches!(a, Attribute::Dict(d) if d.is_empty()))
    {
        ir.remove_attr(f, "arg_attrs");
    } else {
        ir.set_attr(f, "arg_attrs", Attribute::array(stripped));
    }
}

fn set_function_type(ir: &mut Ir, f: OpId, inputs: Vec<Type>, results: Vec<Type>) {
    ir.set_attr(
        f,
        "function_type",
        Attribute::Type(Type::function(inputs, results)),
    );
}
