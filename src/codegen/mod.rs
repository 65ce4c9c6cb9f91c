//! Cranelift code generation for the IR that leaves the async lowering passes.
//!
//! [`codegen_fn`] lowers one `func.func` into a Cranelift [`ir::Function`]; it only reads the
//! MLIR [`Ir`] and the module-level [`abi::Decls`], so the driver can run it on many threads and
//! both the JIT and (later) the object-file driver share it. Each dialect family has its own
//! file with one `codegen_<op>` function per op:
//!
//! * [`func`] — `func.call`, `func.call_indirect`, `func.return`, `func.constant`;
//! * [`ciface`] — MLIR's C interface (`llvm.emit_c_interface`): `_mlir_ciface_` wrappers and
//!   calls, with result structs;
//! * [`arith`] — every `arith` op the parser knows;
//! * [`math`] — every `math` op on scalars (Cranelift instructions or the C math library);
//! * [`cf`] — `cf.br`, `cf.cond_br`, `cf.switch`, `cf.assert`;
//! * [`memref`] — descriptors, `memref.*`, and `linalg.fill` (lowered to a loop nest here);
//! * [`vector`] — vector values (128-bit SIMD parts, see [`vector::layout`]), `arith`/`math`
//!   on vectors, and every `vector` op CPU programs use;
//! * [`runtime_calls`] — every `async.runtime.*` op;
//! * [`coro`] — the frame and runtime-handoff ops `coro-split` leaves (`corolift.*`).
//!
//! Values: an MLIR value maps to a [`CValue`] — one Cranelift value for scalars, the expanded
//! descriptor for memrefs (MLIR's descriptor ABI, see [`types`]), the 128-bit parts of a
//! vector. MLIR blocks map 1:1 to
//! Cranelift blocks whose parameters are the expanded block arguments; since MLIR IR is SSA with
//! dominance, values are used directly across blocks (no `Variable`s, except the head of the
//! alloca chain of functions with dynamic stack buffers: `memref/alloca.rs`).
//!
//! `scf` ops must have been lowered by `convert-scf-to-cf` and coroutines split by
//! `coro-split` (the driver runs both); `async.coro.*` / high-level `async` ops are reported
//! as errors.

pub(crate) mod abi;
pub(crate) mod arith;
pub(crate) mod cf;
pub(crate) mod ciface;
pub(crate) mod coro;
pub(crate) mod func;
pub(crate) mod host_thunk;
pub(crate) mod llvm;
pub(crate) mod math;
pub(crate) mod memref;
pub(crate) mod packed;
pub(crate) mod runtime_calls;
pub(crate) mod types;
pub(crate) mod vector;

use cranelift_codegen::entity::EntityRef as _;
use cranelift_codegen::ir::{self, InstBuilder as _, UserFuncName};
use cranelift_codegen::isa::{TargetFrontendConfig, TargetIsa};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use rustc_hash::FxHashMap;

use crate::diag::Diagnostic;
use crate::ir::{Attribute, BlockId, Ir, OpId, Type, Value};
use abi::Decls;

/// A memref descriptor held in Cranelift values:
/// `{allocated, aligned, offset, sizes[N], strides[N]}`.
#[derive(Clone, Debug)]
pub(crate) struct MemRefDesc {
    /// Pointer returned by the allocator (freed by `memref.dealloc`).
    pub(crate) allocated: ir::Value,
    /// Aligned pointer the data is accessed through.
    pub(crate) aligned: ir::Value,
    /// Offset in elements.
    pub(crate) offset: ir::Value,
    /// Sizes per dimension.
    pub(crate) sizes: Vec<ir::Value>,
    /// Strides per dimension, in elements.
    pub(crate) strides: Vec<ir::Value>,
}

/// An MLIR value as Cranelift values.
#[derive(Clone, Debug)]
pub(crate) enum CValue {
    /// Integers, floats, pointers (async objects, function addresses).
    Scalar(ir::Value),
    /// A ranked memref.
    MemRef(MemRefDesc),
    /// A vector: its 128-bit parts, rows in order (see [`vector::layout`]).
    Vector(Vec<ir::Value>),
    /// An unranked memref: `{rank, pointer to a ranked descriptor}`.
    Unranked {
        /// The rank.
        rank: ir::Value,
        /// Pointer to the ranked descriptor.
        ptr: ir::Value,
    },
}

impl CValue {
    /// The Cranelift values in ABI order.
    pub(crate) fn flatten(&self) -> Vec<ir::Value> {
        match self {
            CValue::Scalar(v) => vec![*v],
            CValue::MemRef(d) => {
                let mut v = vec![d.allocated, d.aligned, d.offset];
                v.extend(&d.sizes);
                v.extend(&d.strides);
                v
            }
            CValue::Unranked { rank, ptr } => vec![*rank, *ptr],
            CValue::Vector(parts) => parts.clone(),
        }
    }

    /// Rebuilds a value of type `ty` from its ABI-ordered Cranelift values (`vals` has exactly
    /// `types::lowered_types(ty).len()` entries).
    pub(crate) fn from_flat(ty: &Type, vals: &[ir::Value]) -> CValue {
        match ty {
            Type::MemRef(m) => {
                let n = m.shape.len();
                CValue::MemRef(MemRefDesc {
                    allocated: vals[0],
                    aligned: vals[1],
                    offset: vals[2],
                    sizes: vals[3..3 + n].to_vec(),
                    strides: vals[3 + n..3 + 2 * n].to_vec(),
                })
            }
            Type::UnrankedMemRef(_) => CValue::Unranked {
                rank: vals[0],
                ptr: vals[1],
            },
            Type::Vector(_) => CValue::Vector(vals.to_vec()),
            _ => CValue::Scalar(vals[0]),
        }
    }
}

/// Per-function codegen state (cg_clif's `FunctionCx`): the builder `bcx` and the value map.
pub(crate) struct FunctionCx<'a, 'b> {
    /// The Cranelift function builder.
    pub(crate) bcx: FunctionBuilder<'b>,
    /// The MLIR being lowered.
    pub(crate) ir: &'a Ir,
    /// Module-level declarations.
    pub(crate) decls: &'a Decls,
    /// Target configuration (pointer type, call conv for `memcpy`).
    pub(crate) frontend: TargetFrontendConfig,
    /// MLIR value → Cranelift value(s).
    pub(crate) values: FxHashMap<Value, CValue>,
    /// MLIR block → Cranelift block.
    pub(crate) blocks: FxHashMap<BlockId, ir::Block>,
    /// Whether the target computes a fused multiply-add in one instruction on vectors too
    /// (x86_64 with FMA, aarch64); without it, vector `fma` goes lane by lane through the
    /// scalar path (a libm call per lane), which is exact but slow.
    pub(crate) native_fma: bool,
    /// Whether Cranelift optimises (`-O1` and up): inline fast paths that only pay off at run
    /// time (e.g. `set_available` in `runtime_calls.rs`) are left out at `-O0`, which is about
    /// compiling quickly.
    pub(crate) optimize: bool,
    /// Head of the activation's alloca chain, for functions with dynamic stack buffers
    /// (see `memref/alloca.rs`).
    pub(crate) alloca_chain: Option<cranelift_frontend::Variable>,
    /// Runtime/libc imports already declared in this function, by link name.
    func_refs: FxHashMap<&'static str, ir::FuncRef>,
    /// MLIR functions already declared in this function, by symbol name.
    callee_refs: FxHashMap<&'a str, ir::FuncRef>,
    data_refs: FxHashMap<cranelift_module::DataId, ir::GlobalValue>,
}

/// State reused from one [`codegen_fn`] call to the next on a thread: Cranelift's builder
/// context and the value and block maps, whose capacity is kept so that they are not grown
/// and rehashed again for every function.
#[derive(Default)]
pub(crate) struct CodegenContext {
    /// Cranelift's reusable builder state.
    pub(crate) builder: FunctionBuilderContext,
    values: FxHashMap<Value, CValue>,
    blocks: FxHashMap<BlockId, ir::Block>,
    /// An emptied Cranelift function whose tables keep their capacity: the next function is
    /// built in it instead of growing fresh tables (see [`CodegenContext::recycle`]).
    spare: Option<ir::Function>,
}

impl CodegenContext {
    /// Hands back a compiled function's storage for the next [`codegen_fn`].
    pub(crate) fn recycle(&mut self, mut func: ir::Function) {
        func.clear();
        self.spare = Some(func);
    }
}

/// The result of lowering one function.
pub(crate) struct LoweredFn {
    /// The Cranelift function (not yet compiled).
    pub(crate) func: ir::Function,
    /// A one-line summary of the source op, keyed by its first instruction (for `--emit=clif`).
    pub(crate) comments: FxHashMap<ir::Inst, String>,
}

/// The `'dialect.op' op <msg>` diagnostic at `op` (the registry's, re-exported for code
/// generation and the driver).
pub(crate) use crate::dialect::op_error;

/// Result alias for codegen.
pub(crate) type CgResult<T> = Result<T, Diagnostic>;

impl<'a> FunctionCx<'a, '_> {
    /// The `'dialect.op' op <msg>` diagnostic at `op`.
    pub(crate) fn err(&self, op: OpId, msg: impl std::fmt::Display) -> Diagnostic {
        op_error(self.ir, op, msg)
    }

    /// The lowered form of `v` (an error if it has not been defined, e.g. use before def).
    pub(crate) fn cvalue(&self, op: OpId, v: Value) -> CgResult<CValue> {
        self.values
            .get(&v)
            .cloned()
            .ok_or_else(|| self.err(op, "uses a value that was not lowered (not dominating?)"))
    }

    /// The single Cranelift value of scalar operand `v`.
    pub(crate) fn scalar(&self, op: OpId, v: Value) -> CgResult<ir::Value> {
        // Matched in place: cloning the `CValue` first would cost a copy per operand.
        match self.values.get(&v) {
            Some(CValue::Scalar(x)) => Ok(*x),
            Some(_) => Err(self.err(op, "expected a scalar operand")),
            None => Err(self.err(op, "uses a value that was not lowered (not dominating?)")),
        }
    }

    /// The descriptor of ranked memref operand `v`.
    pub(crate) fn memref(&self, op: OpId, v: Value) -> CgResult<MemRefDesc> {
        match self.cvalue(op, v)? {
            CValue::MemRef(d) => Ok(d),
            _ => Err(self.err(op, "expected a ranked memref operand")),
        }
    }

    /// Operand `i` of `op`.
    pub(crate) fn operand(&self, op: OpId, i: usize) -> CgResult<Value> {
        self.ir
            .operands(op)
            .get(i)
            .copied()
            .ok_or_else(|| self.err(op, format!("expected at least {} operands", i + 1)))
    }

    /// Result `i` of `op`.
    pub(crate) fn result(&self, op: OpId, i: usize) -> CgResult<Value> {
        self.ir
            .results(op)
            .get(i)
            .copied()
            .ok_or_else(|| self.err(op, format!("expected at least {} results", i + 1)))
    }

    /// Binds MLIR value `v` to `c`.
    pub(crate) fn def(&mut self, v: Value, c: CValue) {
        self.values.insert(v, c);
    }

    /// Binds result 0 of `op` to scalar `x`.
    pub(crate) fn def_scalar(&mut self, op: OpId, x: ir::Value) -> CgResult<()> {
        let r = self.result(op, 0)?;
        self.def(r, CValue::Scalar(x));
        Ok(())
    }

    /// Calls runtime/libc import `name` (from [`abi::RUNTIME_IMPORTS`]); returns its results.
    pub(crate) fn call_import(
        &mut self,
        op: OpId,
        name: &str,
        args: &[ir::Value],
    ) -> CgResult<Vec<ir::Value>> {
        let fref = match self.func_refs.get(name) {
            Some(f) => *f,
            None => {
                let (&link_name, decl) =
                    self.decls.imports.get_key_value(name).ok_or_else(|| {
                        self.err(op, format!("runtime function '{name}' is not declared"))
                    })?;
                let f = abi::import_func(self.bcx.func, decl);
                self.func_refs.insert(link_name, f);
                f
            }
        };
        let inst = self.bcx.ins().call(fref, args);
        Ok(self.bcx.inst_results(inst).to_vec())
    }

    /// A reference to MLIR function `name` usable in `call` / `func_addr`.
    pub(crate) fn func_ref(
        &mut self,
        op: OpId,
        name: &str,
    ) -> CgResult<(ir::FuncRef, &'a abi::FuncDecl)> {
        let decls: &'a Decls = self.decls;
        let (key, decl) = decls
            .funcs
            .get_key_value(name)
            .ok_or_else(|| self.err(op, format!("'{name}' does not reference a valid function")))?;
        let f = match self.callee_refs.get(name) {
            Some(f) => *f,
            None => {
                let f = abi::import_func(self.bcx.func, decl);
                self.callee_refs.insert(key.as_str(), f);
                f
            }
        };
        Ok((f, decl))
    }

    /// The address of data object `id`.
    pub(crate) fn data_addr(&mut self, id: cranelift_module::DataId) -> ir::Value {
        let gv = match self.data_refs.get(&id) {
            Some(g) => *g,
            None => {
                let g = abi::import_data(self.bcx.func, id);
                self.data_refs.insert(id, g);
                g
            }
        };
        self.bcx.ins().symbol_value(types::PTR, gv)
    }

    /// An `i64` constant.
    pub(crate) fn iconst64(&mut self, v: i64) -> ir::Value {
        self.bcx.ins().iconst(ir::types::I64, v)
    }

    /// The value of `v` if it is an `iconst` of this function (sign-extended).
    pub(crate) fn known_const(&self, v: ir::Value) -> Option<i64> {
        let dfg = &self.bcx.func.dfg;
        let inst = dfg.value_def(v).inst()?;
        match dfg.insts[inst] {
            ir::InstructionData::UnaryImm {
                opcode: ir::Opcode::Iconst,
                imm,
            } => {
                let bits = dfg.value_type(v).bits();
                let raw = imm.bits();
                Some(if bits < 64 {
                    (raw << (64 - bits)) >> (64 - bits)
                } else {
                    raw
                })
            }
            _ => None,
        }
    }

    /// The type of `v`, or its element type if `v` is a vector: the scalar op code in `arith`
    /// and `math` reads types through this, so that it computes one lane of a vector op
    /// unchanged (see [`vector::lanewise`]).
    pub(crate) fn elem_type(&self, v: Value) -> &'a Type {
        elem_type(self.ir, v)
    }

    /// The Cranelift block of MLIR block `b`.
    pub(crate) fn block(&self, op: OpId, b: BlockId) -> CgResult<ir::Block> {
        self.blocks
            .get(&b)
            .copied()
            .ok_or_else(|| self.err(op, "branches to a block outside the function"))
    }
}

/// The type of `v`, or its element type if `v` is a vector ([`FunctionCx::elem_type`]).
pub(crate) fn elem_type(ir: &Ir, v: Value) -> &Type {
    match ir.value_type(v) {
        Type::Vector(t) => &t.elem,
        t => t,
    }
}

/// Reads an integer attribute of `op`.
pub(crate) fn int_attr(ir: &Ir, op: OpId, name: &str) -> Option<i128> {
    ir.attr(op, name).and_then(Attribute::as_int)
}

/// The inputs and results of `func.func` `op`.
pub(crate) fn func_type(ir: &Ir, op: OpId) -> Option<(Vec<Type>, Vec<Type>)> {
    crate::dialect::function_interface::function_type(ir, op)
}

/// The blocks of `blocks` (reverse post-order, entry first) that hold nothing but a `cf.br`
/// without operands, each mapped to the first block down its chain of such branches that
/// does something. The entry block is never forwarded, nor is a block on a cycle of such
/// branches (an endless loop, compiled as written).
fn forwarding_blocks(ir: &Ir, blocks: &[BlockId]) -> FxHashMap<BlockId, BlockId> {
    let next = |b: BlockId| -> Option<BlockId> {
        if !ir.block_args(b).is_empty() {
            return None;
        }
        let mut ops = ir.block_ops(b);
        let br = ops.next()?;
        if ops.next().is_some() || !ir.is(br, "cf.br") || !ir.operands(br).is_empty() {
            return None;
        }
        ir.successors(br).first().copied()
    };
    let mut forwards = FxHashMap::default();
    for &b in blocks.iter().skip(1) {
        let Some(mut to) = next(b) else { continue };
        let mut steps = 0;
        while let Some(further) = next(to) {
            steps += 1;
            if further == b || steps > blocks.len() {
                break;
            }
            to = further;
        }
        if to != b && next(to).is_none() {
            forwards.insert(b, to);
        }
    }
    forwards
}

/// The symbol name of a `func.func` / `memref.global`.
pub(crate) fn sym_name(ir: &Ir, op: OpId) -> Option<&str> {
    ir.attr(op, "sym_name").and_then(Attribute::as_str)
}

/// Lowers `func.func` `op` (which has a body) into a Cranelift function.
///
/// `with_comments` records a one-line summary of each op above its first instruction (for
/// [`crate::driver::emit_clif`]).
pub(crate) fn codegen_fn(
    ir: &Ir,
    op: OpId,
    decls: &Decls,
    isa: &dyn TargetIsa,
    cx: &mut CodegenContext,
    with_comments: bool,
) -> CgResult<LoweredFn> {
    let name = sym_name(ir, op).ok_or_else(|| op_error(ir, op, "has no symbol name"))?;
    let decl = decls
        .funcs
        .get(name)
        .ok_or_else(|| op_error(ir, op, "was not declared"))?;
    let _guard = PrintOnPanic(name);
    let frontend = isa.frontend_config();
    let name = UserFuncName::user(0, decl.id.as_u32());
    let mut func = match cx.spare.take() {
        Some(mut spare) => {
            spare.name = name;
            spare.signature = decl.sig.clone();
            spare
        }
        None => ir::Function::with_name_signature(name, decl.sig.clone()),
    };
    let mut comments = FxHashMap::default();
    {
        let bcx = FunctionBuilder::new(&mut func, &mut cx.builder);
        let region = *ir
            .regions(op)
            .first()
            .ok_or_else(|| op_error(ir, op, "has no body"))?;
        // Reverse post-order: every block after its dominators, so values are lowered before
        // their uses; unreachable blocks are not lowered at all.
        let mlir_blocks = match ir.entry_block(region) {
            Some(entry) => crate::ir::dominance::reverse_post_order(ir, entry),
            None => Vec::new(),
        };
        // The previous function's maps, emptied (an error return drops them; they are then
        // simply allocated afresh).
        let mut values = std::mem::take(&mut cx.values);
        let mut blocks = std::mem::take(&mut cx.blocks);
        values.clear();
        blocks.clear();
        let mut fx = FunctionCx {
            bcx,
            ir,
            decls,
            frontend,
            values,
            blocks,
            native_fma: isa.has_native_fma(),
            optimize: isa.flags().opt_level() != cranelift_codegen::settings::OptLevel::None,
            alloca_chain: None,
            func_refs: FxHashMap::default(),
            callee_refs: FxHashMap::default(),
            data_refs: FxHashMap::default(),
        };
        // Blocks that only branch on (`cf.br ^next` without arguments) get no code: their
        // predecessors branch to where they lead. Coroutine code has many (every landing
        // and cleanup edge), and each costs Cranelift a block.
        let forwards = forwarding_blocks(ir, &mlir_blocks);
        for (i, b) in mlir_blocks.iter().enumerate() {
            if forwards.contains_key(b) {
                continue;
            }
            let cb = fx.bcx.create_block();
            fx.blocks.insert(*b, cb);
            if i == 0 {
                fx.bcx.append_block_params_for_function_params(cb);
            } else {
                for arg in ir.block_args(*b) {
                    let tys = types::lowered_types(ir.value_type(*arg))
                        .map_err(|m| op_error(ir, op, m))?;
                    for t in tys {
                        fx.bcx.append_block_param(cb, t);
                    }
                }
            }
        }
        for (&from, &to) in &forwards {
            let target = fx.blocks[&to];
            fx.blocks.insert(from, target);
        }
        for b in &mlir_blocks {
            if forwards.contains_key(b) {
                continue;
            }
            let cb = fx.blocks[b];
            fx.bcx.switch_to_block(cb);
            // Keep the layout in MLIR block order even if the first op switches blocks.
            fx.bcx.ensure_inserted_block();
            let params = fx.bcx.block_params(cb).to_vec();
            if fx.alloca_chain.is_none()
                && Some(b) == mlir_blocks.first()
                && memref::alloca::needs_alloca_chain(ir, op)
            {
                memref::alloca::start_chain(&mut fx);
            }
            bind_block_args(&mut fx, op, *b, &params)?;
            for inner in ir.block_ops(*b) {
                let before = fx.bcx.func.dfg.num_insts();
                codegen_op(&mut fx, inner)?;
                if with_comments && fx.bcx.func.dfg.num_insts() > before {
                    comments.insert(ir::Inst::new(before), op_summary(ir, inner));
                }
            }
            if !fx.bcx.is_unreachable() && !block_is_filled(&fx) {
                return Err(op_error(ir, op, "has a block without a terminator"));
            }
        }
        fx.bcx.seal_all_blocks();
        fx.bcx.finalize(frontend);
        cx.values = fx.values;
        cx.blocks = fx.blocks;
    }
    Ok(LoweredFn { func, comments })
}

/// Whether the current block already ends with a terminator.
fn block_is_filled(fx: &FunctionCx<'_, '_>) -> bool {
    let Some(b) = fx.bcx.current_block() else {
        return true;
    };
    match fx.bcx.func.layout.last_inst(b) {
        Some(inst) => fx.bcx.func.dfg.insts[inst].opcode().is_terminator(),
        None => false,
    }
}

/// Maps the arguments of MLIR block `b` to the Cranelift block parameters `params`.
fn bind_block_args(
    fx: &mut FunctionCx<'_, '_>,
    op: OpId,
    b: BlockId,
    params: &[ir::Value],
) -> CgResult<()> {
    let mut at = 0;
    for arg in fx.ir.block_args(b).to_vec() {
        let ty = fx.ir.value_type(arg).clone();
        let n = types::lowered_types(&ty).map_err(|m| fx.err(op, m))?.len();
        let vals = params
            .get(at..at + n)
            .ok_or_else(|| fx.err(op, "block arguments do not match the function signature"))?;
        let c = memref::with_static_layout(fx, &ty, CValue::from_flat(&ty, vals));
        fx.def(arg, c);
        at += n;
    }
    Ok(())
}

/// A one-line summary of `op` for CLIF comments: `arith.addi : (i32, i32) -> i32 @ loc`.
fn op_summary(ir: &Ir, op: OpId) -> String {
    let ins: Vec<String> = ir
        .operands(op)
        .iter()
        .map(|v| ir.value_type(*v).to_string())
        .collect();
    let outs: Vec<String> = ir
        .results(op)
        .iter()
        .map(|v| ir.value_type(*v).to_string())
        .collect();
    let mut s = format!(
        "{} : ({}) -> ({})",
        ir.name(op),
        ins.join(", "),
        outs.join(", ")
    );
    if let crate::ir::Location::FileLineCol { line, col, .. } = ir.loc(op) {
        s.push_str(&format!(" @ {line}:{col}"));
    }
    s
}

/// Dispatches `op` to its dialect's `codegen_<op>`.
fn codegen_op(fx: &mut FunctionCx<'_, '_>, op: OpId) -> CgResult<()> {
    let name = fx.ir.name(op);
    match name.dialect() {
        "func" => func::codegen(fx, op),
        "arith" | "math" if vector::lanewise::touches_vectors(fx.ir, op) => {
            vector::lanewise::codegen(fx, op)
        }
        "arith" => arith::codegen(fx, op),
        "math" => math::codegen(fx, op),
        "cf" => cf::codegen(fx, op),
        "memref" | "linalg" => memref::codegen(fx, op),
        "vector" => vector::codegen(fx, op),
        "async" => runtime_calls::codegen(fx, op),
        "corolift" => coro::codegen(fx, op),
        "llvm" | "builtin" => llvm::codegen(fx, op),
        "scf" => Err(fx.err(
            op,
            "must be lowered to cf before code generation (run convert-scf-to-cf)",
        )),
        _ => Err(fx.err(op, "is not supported by code generation")),
    }
}

/// Prints the function being compiled if codegen panics (cg_clif's `PrintOnPanic`).
pub(crate) struct PrintOnPanic<'a>(pub(crate) &'a str);

impl Drop for PrintOnPanic<'_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            eprintln!(
                "corolift: panic while generating code for function @{}",
                self.0
            );
        }
    }
}
