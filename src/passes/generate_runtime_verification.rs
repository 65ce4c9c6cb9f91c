//! `generate-runtime-verification`: MLIR 22's runtime checks for memref ops.
//!
//! Every op with a check (the `RuntimeVerifiableOpInterface` models of MLIR 22's
//! `MemRef/Transforms/RuntimeOpVerification.cpp`) is collected first, in post-order, so the
//! checks themselves are never checked. Then, right before each op, the check is built and
//! ends in a `cf.assert` whose message is MLIR's:
//!
//! ```text
//! ERROR: Runtime op verification failed
//! %0 = memref.load %arg0[%arg1] : memref<?xf32>     (only with verbose-level=1, the default)
//! ^ out-of-bounds access
//! Location: loc("file.mlir":2:8)
//! ```
//!
//! The op is printed in its custom form, regions as `{...}`, with the SSA names it had before
//! the pass ran (MLIR builds one `AsmState` for the whole input first).
//!
//! The checks per op:
//! * `load`, `store`, `atomic_rmw`, `generic_atomic_rmw`: `0 <= index < dim` for every
//!   dimension (nothing for rank 0);
//! * `dim`: `0 <= index < rank`;
//! * `cast` to a ranked type: rank (from unranked), each static result size the source may
//!   not have, the static offset and strides of the result;
//! * `copy` (ranked operands): equal sizes wherever one side is dynamic;
//! * `subview`: per source dimension, the offset (`<= dim` for empty slices) and the last
//!   position touched, each under an `scf.if` on the slice size;
//! * `expand_shape`: each source size divisible by the static sizes of its group;
//! * `assume_alignment`: the aligned pointer modulo the alignment is zero.
//!
//! `reinterpret_cast` and the allocations have no checks in MLIR 22.
//!
//! Where MLIR uses `createOrFold`, [`create_or_fold`] reproduces its folds (the `arith.cmpi`,
//! `arith.andi` and `memref.dim` folders, repeated while they change the op in place, with
//! constants materialised at the insertion point), so the printed IR is mlir-opt-22's.

use super::{Anchor, Pass, PassInfo, PassOptionInfo};
use crate::diag::Diagnostic;
use crate::dialect::common::strides_and_offset;
use crate::dialect::memref::metadata::strided_metadata_types;
use crate::ir::{
    Attribute, Builder, DYNAMIC, InsertPoint, Ir, MemRefType, NamedAttr, OpId, OperationState,
    RegionId, Type, Value, named,
};
use crate::print::LocalScope;

/// The pass description (one line in [`super::PASSES`]).
pub const INFO: PassInfo = PassInfo {
    name: "generate-runtime-verification",
    display_name: "GenerateRuntimeVerification",
    description: "Generate additional runtime op verification checks",
    anchor: Anchor::Any,
    options: Some(&[PassOptionInfo {
        name: "verbose-level",
        kind: "<uint>",
        description: "Verbosity level for runtime verification messages: 0 = Minimum (only source location), 1 = Detailed (include full operation details, names, types, shapes, etc.)",
    }]),
    noop: false,
    create: |info, opts| {
        Ok(Box::new(GenerateRuntimeVerification {
            info,
            verbose_level: opts.get_u64("verbose-level")?.unwrap_or(1),
        }))
    },
    run: None,
};

/// The pass with its option.
struct GenerateRuntimeVerification {
    info: &'static PassInfo,
    verbose_level: u64,
}

impl Pass for GenerateRuntimeVerification {
    fn info(&self) -> &'static PassInfo {
        self.info
    }

    fn run(&mut self, ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
        if self.verbose_level > 1 {
            return Err(Diagnostic::error(
                ir.loc(op).clone(),
                "generate-runtime-verification pass: set verboseLevel to 0 or 1",
            ));
        }
        let mut ops = Vec::new();
        ir.walk_post(op, &mut |o| {
            if has_checks(ir, o) {
                ops.push(o);
            }
        });
        let messages = Messages {
            scope: LocalScope::new(ir, op),
            detailed: self.verbose_level == 1,
        };
        for o in ops {
            generate(ir, o, &messages);
        }
        Ok(())
    }
}

/// Whether MLIR 22 attaches a runtime check to `op`.
fn has_checks(ir: &Ir, op: OpId) -> bool {
    matches!(
        ir.name(op).as_str(),
        "memref.load"
            | "memref.store"
            | "memref.atomic_rmw"
            | "memref.generic_atomic_rmw"
            | "memref.dim"
            | "memref.cast"
            | "memref.copy"
            | "memref.subview"
            | "memref.expand_shape"
            | "memref.assume_alignment"
    )
}

/// Builds the check of `op` right before it.
fn generate(ir: &mut Ir, op: OpId, messages: &Messages) {
    let mut b = Builder::before(ir, op);
    let cx = &mut Cx {
        b: &mut b,
        messages,
    };
    match cx.b.ir.name(op).as_str() {
        "memref.load" | "memref.generic_atomic_rmw" => check_access(cx, op, 0),
        "memref.store" | "memref.atomic_rmw" => check_access(cx, op, 1),
        "memref.dim" => check_dim(cx, op),
        "memref.cast" => check_cast(cx, op),
        "memref.copy" => check_copy(cx, op),
        "memref.subview" => check_subview(cx, op),
        "memref.expand_shape" => check_expand_shape(cx, op),
        "memref.assume_alignment" => check_assume_alignment(cx, op),
        _ => {}
    }
}

// -------------------------------------------------------------------------------------------
// Messages
// -------------------------------------------------------------------------------------------

/// MLIR's `DefaultErrMsgGenerator`: the SSA names of the input and the verbosity.
struct Messages {
    scope: LocalScope,
    detailed: bool,
}

impl Messages {
    /// The assertion message for `op` failing with `msg`.
    fn message(&self, ir: &Ir, op: OpId, msg: &str) -> String {
        let mut s = String::from("ERROR: Runtime op verification failed\n");
        if self.detailed {
            s.push_str(&self.scope.print_op(ir, op));
            s.push('\n');
        }
        s.push_str("^ ");
        s.push_str(msg);
        s.push_str(&format!("\nLocation: loc({})", ir.loc(op)));
        s
    }
}

/// What the check builders share: the builder (before the checked op) and the messages.
struct Cx<'a, 'b> {
    b: &'a mut Builder<'b>,
    messages: &'a Messages,
}

impl Cx<'_, '_> {
    /// `cf.assert %cond, "<message for op>"`.
    fn assert(&mut self, cond: Value, op: OpId, msg: &str) {
        let text = self.messages.message(self.b.ir, op, msg);
        self.b.create(
            "cf.assert",
            &[cond],
            &[],
            vec![named("msg", Attribute::string(&text))],
        );
    }
}

// -------------------------------------------------------------------------------------------
// Building and folding
// -------------------------------------------------------------------------------------------

/// `arith.cmpi` predicates by name, in `arith::CmpIPredicate` order.
const PREDICATES: [&str; 10] = [
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];

fn predicate(name: &str) -> i64 {
    PREDICATES.iter().position(|p| *p == name).unwrap_or(0) as i64
}

/// `arith.cmpi <pred>, %a, %b` (no folding: MLIR's `CmpIOp::create`).
fn cmpi(b: &mut Builder<'_>, pred: &str, a: Value, c: Value) -> Value {
    b.create_value(
        "arith.cmpi",
        &[a, c],
        Type::i1(),
        vec![named("predicate", Attribute::i64(predicate(pred)))],
    )
}

/// `arith.cmpi <pred>, %a, %b` through `createOrFold`.
fn cmpi_or_fold(b: &mut Builder<'_>, pred: &str, a: Value, c: Value) -> Value {
    let attrs = vec![named("predicate", Attribute::i64(predicate(pred)))];
    create_or_fold(b, "arith.cmpi", &[a, c], Type::i1(), attrs)
}

/// `arith.andi %a, %b` through `createOrFold`.
fn andi_or_fold(b: &mut Builder<'_>, a: Value, c: Value) -> Value {
    create_or_fold(b, "arith.andi", &[a, c], Type::i1(), Vec::new())
}

/// `memref.dim %m, <i>` (the index constant first, as `DimOp::build` makes it).
fn dim(b: &mut Builder<'_>, m: Value, i: usize) -> Value {
    let index = b.const_index(i as i64);
    b.create_value("memref.dim", &[m, index], Type::Index, Vec::new())
}

/// `memref.dim %m, <i>` through `createOrFold`.
fn dim_or_fold(b: &mut Builder<'_>, m: Value, i: usize) -> Value {
    let index = b.const_index(i as i64);
    create_or_fold(b, "memref.dim", &[m, index], Type::Index, Vec::new())
}

/// `lb <= value < ub` as MLIR's `generateInBoundsCheck` builds it (folding).
fn in_bounds(b: &mut Builder<'_>, value: Value, lb: Value, ub: Value) -> Value {
    let low = cmpi_or_fold(b, "sge", value, lb);
    let high = cmpi_or_fold(b, "slt", value, ub);
    andi_or_fold(b, low, high)
}

/// What one fold attempt did.
enum Fold {
    /// Nothing.
    Failed,
    /// Changed the op's operands or attributes; try again.
    InPlace,
    /// The op's result is this existing value.
    Value(Value),
    /// The op's result is this constant (of the result type).
    Constant(i128),
}

/// MLIR's `OpBuilder::createOrFold`: creates the op, folds it while folding changes it in
/// place, and replaces it by the folded value (materialising a constant before it) when the
/// fold produces one.
fn create_or_fold(
    b: &mut Builder<'_>,
    name: &str,
    operands: &[Value],
    ty: Type,
    attrs: Vec<NamedAttr>,
) -> Value {
    let op = b.create(name, operands, std::slice::from_ref(&ty), attrs);
    // MLIR bounds the in-place iterations the same way.
    for _ in 0..10 {
        match fold(b.ir, op) {
            Fold::Failed => break,
            Fold::InPlace => continue,
            Fold::Value(v) => {
                b.ir.erase_op(op);
                return v;
            }
            Fold::Constant(c) => {
                let v = b.const_int(c, ty);
                b.ir.erase_op(op);
                return v;
            }
        }
    }
    b.ir.result(op, 0)
}

fn fold(ir: &mut Ir, op: OpId) -> Fold {
    match ir.name(op).as_str() {
        "arith.cmpi" => fold_cmpi(ir, op),
        "arith.andi" => fold_andi(ir, op),
        "memref.dim" => fold_dim(ir, op),
        _ => Fold::Failed,
    }
}

/// The integer value of `v` if an `arith.constant` defines it.
fn constant_value(ir: &Ir, v: Value) -> Option<i128> {
    let def = ir.defining_op(v)?;
    if !ir.is(def, "arith.constant") {
        return None;
    }
    match ir.attr(def, "value")? {
        Attribute::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// `CmpIOp::fold` for `index` operands: equal operands, a constant moved to the right (by
/// swapping the predicate), two constants.
fn fold_cmpi(ir: &mut Ir, op: OpId) -> Fold {
    let (a, c) = (ir.operand(op, 0), ir.operand(op, 1));
    let pred = ir
        .attr(op, "predicate")
        .and_then(Attribute::as_int)
        .unwrap_or(0) as usize;
    let Some(name) = PREDICATES.get(pred) else {
        return Fold::Failed;
    };
    if a == c {
        let holds = matches!(*name, "eq" | "sle" | "sge" | "ule" | "uge");
        return Fold::Constant(i128::from(holds));
    }
    match (constant_value(ir, a), constant_value(ir, c)) {
        (Some(_), None) => {
            let swapped = match *name {
                "slt" => "sgt",
                "sgt" => "slt",
                "sle" => "sge",
                "sge" => "sle",
                "ult" => "ugt",
                "ugt" => "ult",
                "ule" => "uge",
                "uge" => "ule",
                other => other,
            };
            ir.set_attr(op, "predicate", Attribute::i64(predicate(swapped)));
            ir.set_operands(op, vec![c, a]);
            Fold::InPlace
        }
        (Some(x), Some(y)) => Fold::Constant(i128::from(compare(name, x, y))),
        _ => Fold::Failed,
    }
}

/// `x <pred> y` on 64-bit values (`index`), signed or unsigned.
fn compare(pred: &str, x: i128, y: i128) -> bool {
    let (sx, sy) = (x as i64, y as i64);
    let (ux, uy) = (sx as u64, sy as u64);
    match pred {
        "eq" => sx == sy,
        "ne" => sx != sy,
        "slt" => sx < sy,
        "sle" => sx <= sy,
        "sgt" => sx > sy,
        "sge" => sx >= sy,
        "ult" => ux < uy,
        "ule" => ux <= uy,
        "ugt" => ux > uy,
        _ => ux >= uy,
    }
}

/// `AndIOp::fold` for `i1` plus its `Commutative` and `Idempotent` trait folds:
/// `and(x, false) = false`, `and(x, true) = x`, `and(x, x) = x`, a lone constant moves right.
fn fold_andi(ir: &mut Ir, op: OpId) -> Fold {
    let (a, c) = (ir.operand(op, 0), ir.operand(op, 1));
    match (constant_value(ir, a), constant_value(ir, c)) {
        (_, Some(0)) => Fold::Value(c),
        (_, Some(_)) => Fold::Value(a),
        _ if a == c => Fold::Value(a),
        (Some(_), None) => {
            ir.set_operands(op, vec![c, a]);
            Fold::InPlace
        }
        (None, None) => Fold::Failed,
    }
}

/// `DimOp::fold`: a static size, the dynamic size operand of the op that made the memref
/// (`alloc`, `alloca`, `view`, `subview`; mlir-opt-22 does not fold through
/// `reinterpret_cast`), or (in place) the source of a `memref.cast` that only makes the type
/// less static.
fn fold_dim(ir: &mut Ir, op: OpId) -> Fold {
    let (m, idx) = (ir.operand(op, 0), ir.operand(op, 1));
    let Some(index) = constant_value(ir, idx) else {
        return Fold::Failed;
    };
    let Some(mt) = ir.value_type(m).as_memref().cloned() else {
        return Fold::Failed;
    };
    let Some(i) = usize::try_from(index).ok().filter(|i| *i < mt.shape.len()) else {
        return Fold::Failed;
    };
    if mt.shape[i] != DYNAMIC {
        return Fold::Constant(i128::from(mt.shape[i]));
    }
    if let Some(v) = defining_dynamic_size(ir, m, &mt, i) {
        return Fold::Value(v);
    }
    if let Some(src) = foldable_cast_source(ir, m) {
        ir.set_operand(op, 0, src);
        return Fold::InPlace;
    }
    Fold::Failed
}

/// The SSA value giving dynamic dimension `i` of `m` (of type `mt`) at its definition.
fn defining_dynamic_size(ir: &Ir, m: Value, mt: &MemRefType, i: usize) -> Option<Value> {
    let def = ir.defining_op(m)?;
    let dynamic_index = mt.shape[..i].iter().filter(|d| **d == DYNAMIC).count();
    let operands = ir.operands(def);
    match ir.name(def).as_str() {
        "memref.alloc" | "memref.alloca" => operands.get(dynamic_index).copied(),
        // `view %src[%shift][%sizes…]`.
        "memref.view" => operands.get(2 + dynamic_index).copied(),
        // Dynamic result sizes are the dynamic size operands, in order (rank reduction only
        // drops static unit sizes), so which unit dimensions were dropped does not matter.
        "memref.subview" => mixed_list(ir, def, 1)?
            .iter()
            .filter_map(|(_, v)| *v)
            .nth(dynamic_index),
        _ => None,
    }
}

/// The `k`-th (0 offsets, 1 sizes, 2 strides) static-or-dynamic list of an
/// offset/size/stride op: `(static value, dynamic operand)` per entry.
fn mixed_list(ir: &Ir, op: OpId, k: usize) -> Option<Vec<(i64, Option<Value>)>> {
    let names = ["static_offsets", "static_sizes", "static_strides"];
    let seg = ir.attr(op, "operandSegmentSizes")?.as_dense_i64s()?;
    if seg.len() != 4 || seg.iter().any(|s| *s < 0) {
        return None;
    }
    let start = (seg[0] + seg[1..1 + k].iter().sum::<i64>()) as usize;
    let dynamic = ir.operands(op).get(start..start + seg[1 + k] as usize)?;
    let mut it = dynamic.iter();
    let statics = ir.attr(op, names[k])?.as_dense_i64s()?;
    statics
        .into_iter()
        .map(|s| {
            if s == DYNAMIC {
                it.next().map(|v| (s, Some(*v)))
            } else {
                Some((s, None))
            }
        })
        .collect()
}

/// The source of the `memref.cast` defining `m` when a consumer may use it instead
/// (`CastOp::canFoldIntoConsumerOp`: ranked to ranked, same element type and rank, strided
/// layouts, and nowhere more static than the source).
fn foldable_cast_source(ir: &Ir, m: Value) -> Option<Value> {
    let def = ir.defining_op(m)?;
    if !ir.is(def, "memref.cast") {
        return None;
    }
    let src = ir.operand(def, 0);
    let st = ir.value_type(src).as_memref()?;
    let rt = ir.value_type(m).as_memref()?;
    if st.elem != rt.elem || st.shape.len() != rt.shape.len() {
        return None;
    }
    let (s_strides, s_off) = strides_and_offset(st)?;
    let (r_strides, r_off) = strides_and_offset(rt)?;
    let more_static = |s: i64, r: i64| s != r && s == DYNAMIC && r != DYNAMIC;
    let shape = st
        .shape
        .iter()
        .zip(&rt.shape)
        .any(|(s, r)| more_static(*s, *r));
    let strides = s_strides
        .iter()
        .zip(&r_strides)
        .any(|(s, r)| more_static(*s, *r));
    if shape || strides || more_static(s_off, r_off) {
        return None;
    }
    Some(src)
}

// -------------------------------------------------------------------------------------------
// The checks, one per op
// -------------------------------------------------------------------------------------------

/// `load` / `store` / `atomic_rmw` / `generic_atomic_rmw`: every index within its dimension.
/// `memref_at` is the memref's operand position; the indices follow it.
fn check_access(cx: &mut Cx<'_, '_>, op: OpId, memref_at: usize) {
    let operands = cx.b.ir.operands(op).to_vec();
    let Some(&m) = operands.get(memref_at) else {
        return;
    };
    let Some(rank) = cx.b.ir.value_type(m).as_memref().map(|t| t.shape.len()) else {
        return;
    };
    let indices = &operands[memref_at + 1..];
    if rank == 0 || indices.len() != rank {
        return;
    }
    let zero = cx.b.const_index(0);
    let mut cond = None;
    for (i, &index) in indices.iter().enumerate() {
        let size = dim_or_fold(cx.b, m, i);
        let ok = in_bounds(cx.b, index, zero, size);
        cond = Some(match cond {
            Some(c) => andi_or_fold(cx.b, c, ok),
            None => ok,
        });
    }
    if let Some(c) = cond {
        cx.assert(c, op, "out-of-bounds access");
    }
}

/// `dim %m, %i`: `0 <= %i < rank(%m)`.
fn check_dim(cx: &mut Cx<'_, '_>, op: OpId) {
    let (m, index) = (cx.b.ir.operand(op, 0), cx.b.ir.operand(op, 1));
    let rank =
        cx.b.create_value("memref.rank", &[m], Type::Index, Vec::new());
    let zero = cx.b.const_index(0);
    let ok = in_bounds(cx.b, index, zero, rank);
    cx.assert(ok, op, "index is out of bounds");
}

/// `cast` to a ranked type: the rank (from an unranked source), then every static result
/// size the source does not already guarantee, then the static offset and strides read from
/// the source through a fully dynamic helper cast.
fn check_cast(cx: &mut Cx<'_, '_>, op: OpId) {
    let src = cx.b.ir.operand(op, 0);
    let src_ty = cx.b.ir.value_type(src).clone();
    let Some(rt) =
        cx.b.ir
            .value_type(cx.b.ir.result(op, 0))
            .as_memref()
            .cloned()
    else {
        return;
    };
    let rank = rt.shape.len();
    if matches!(src_ty, Type::UnrankedMemRef(_)) {
        let src_rank =
            cx.b.create_value("memref.rank", &[src], Type::Index, Vec::new());
        let want = cx.b.const_index(rank as i64);
        let same = cmpi(cx.b, "eq", src_rank, want);
        cx.assert(same, op, "rank mismatch");
    }
    let dynamic = MemRefType {
        shape: vec![DYNAMIC; rank],
        elem: rt.elem.clone(),
        layout: Some(Attribute::Strided {
            strides: vec![DYNAMIC; rank].into(),
            offset: DYNAMIC,
        }),
        memory_space: rt.memory_space.clone(),
    };
    let helper_ty = Type::MemRef(std::sync::Arc::new(dynamic.clone()));
    let helper =
        cx.b.create_value("memref.cast", &[src], helper_ty, Vec::new());
    let meta = cx.b.create(
        "memref.extract_strided_metadata",
        &[helper],
        &strided_metadata_types(&dynamic),
        Vec::new(),
    );
    for (i, &size) in rt.shape.iter().enumerate() {
        let src_static = matches!(&src_ty, Type::MemRef(s) if s.shape.get(i) != Some(&DYNAMIC));
        if src_static || size == DYNAMIC {
            continue;
        }
        let src_size = dim(cx.b, src, i);
        let want = cx.b.const_index(size);
        let same = cmpi(cx.b, "eq", src_size, want);
        cx.assert(same, op, &format!("size mismatch of dim {i}"));
    }
    let Some((strides, offset)) = strides_and_offset(&rt) else {
        return;
    };
    if offset != DYNAMIC {
        let src_offset = cx.b.ir.result(meta, 1);
        let want = cx.b.const_index(offset);
        let same = cmpi(cx.b, "eq", src_offset, want);
        cx.assert(same, op, "offset mismatch");
    }
    for (i, &stride) in strides.iter().enumerate() {
        if stride == DYNAMIC {
            continue;
        }
        let src_stride = cx.b.ir.result(meta, 2 + rank + i);
        let want = cx.b.const_index(stride);
        let same = cmpi(cx.b, "eq", src_stride, want);
        cx.assert(same, op, &format!("stride mismatch of dim {i}"));
    }
}

/// `copy` of ranked memrefs: equal sizes in every dimension where either side is dynamic.
fn check_copy(cx: &mut Cx<'_, '_>, op: OpId) {
    let (s, t) = (cx.b.ir.operand(op, 0), cx.b.ir.operand(op, 1));
    let (Some(st), Some(tt)) = (
        cx.b.ir.value_type(s).as_memref().cloned(),
        cx.b.ir.value_type(t).as_memref().cloned(),
    ) else {
        return;
    };
    for i in 0..st.shape.len().min(tt.shape.len()) {
        if st.shape[i] != DYNAMIC && tt.shape[i] != DYNAMIC {
            continue;
        }
        let size = |b: &mut Builder<'_>, v: Value, t: &MemRefType| {
            if t.shape[i] == DYNAMIC {
                dim(b, v, i)
            } else {
                b.const_index(t.shape[i])
            }
        };
        let a = size(cx.b, s, &st);
        let c = size(cx.b, t, &tt);
        let same = cmpi(cx.b, "eq", a, c);
        cx.assert(
            same,
            op,
            &format!("size of {i}-th source/target dim does not match"),
        );
    }
}

/// `subview`: per source dimension, the offset is in bounds (`<= dim` for an empty slice)
/// and, for a non-empty slice, so is the last position `offset + (size - 1) * stride`.
fn check_subview(cx: &mut Cx<'_, '_>, op: OpId) {
    let ir = &*cx.b.ir;
    let src = ir.operand(op, 0);
    let Some(src_ty) = ir.value_type(src).as_memref().cloned() else {
        return;
    };
    let (Some(offsets), Some(sizes), Some(strides)) = (
        mixed_list(ir, op, 0),
        mixed_list(ir, op, 1),
        mixed_list(ir, op, 2),
    ) else {
        return;
    };
    let zero = cx.b.const_index(0);
    let one = cx.b.const_index(1);
    let meta = cx.b.create(
        "memref.extract_strided_metadata",
        &[src],
        &strided_metadata_types(&src_ty),
        Vec::new(),
    );
    let value = |b: &mut Builder<'_>, (s, v): (i64, Option<Value>)| match v {
        Some(v) => v,
        None => b.const_index(s),
    };
    for i in 0..src_ty.shape.len().min(offsets.len()) {
        let offset = value(cx.b, offsets[i]);
        let size = value(cx.b, sizes[i]);
        let stride = value(cx.b, strides[i]);
        let dim_size = cx.b.ir.result(meta, 2 + i);

        let is_empty = cmpi(cx.b, "eq", size, zero);
        let offset_ok = scf_if(
            cx.b,
            is_empty,
            |b| {
                let low = cmpi(b, "sge", offset, zero);
                let high = cmpi(b, "sle", offset, dim_size);
                b.create_value("arith.andi", &[low, high], Type::i1(), Vec::new())
            },
            |b| in_bounds(b, offset, zero, dim_size),
        );
        cx.assert(offset_ok, op, &format!("offset {i} is out-of-bounds"));

        let non_empty = cmpi(cx.b, "sgt", size, zero);
        let last_ok = scf_if(
            cx.b,
            non_empty,
            |b| {
                let n = b.create_value("arith.subi", &[size, one], Type::Index, Vec::new());
                let span = b.create_value("arith.muli", &[n, stride], Type::Index, Vec::new());
                let last = b.create_value("arith.addi", &[offset, span], Type::Index, Vec::new());
                in_bounds(b, last, zero, dim_size)
            },
            |b| {
                b.create_value(
                    "arith.constant",
                    &[],
                    Type::i1(),
                    vec![named("value", Attribute::bool(true))],
                )
            },
        );
        cx.assert(
            last_ok,
            op,
            &format!("subview runs out-of-bounds along dimension {i}"),
        );
    }
}

/// `scf.if %cond -> (i1)` whose branches yield what `then` / `otherwise` build in them.
fn scf_if(
    b: &mut Builder<'_>,
    cond: Value,
    then: impl FnOnce(&mut Builder<'_>) -> Value,
    otherwise: impl FnOnce(&mut Builder<'_>) -> Value,
) -> Value {
    let then_region = branch_region(b, then);
    let else_region = branch_region(b, otherwise);
    let mut state = OperationState::new("scf.if", b.loc.clone());
    state.operands = vec![cond];
    state.result_types = vec![Type::i1()];
    state.regions = vec![then_region, else_region];
    let op = b.insert(state);
    b.ir.result(op, 0)
}

/// A one-block region holding what `build` creates, ended by `scf.yield` of its value.
fn branch_region(b: &mut Builder<'_>, build: impl FnOnce(&mut Builder<'_>) -> Value) -> RegionId {
    let region = b.ir.new_region();
    let block = b.ir.new_block(&[]);
    b.ir.append_block(region, block);
    let mut inner = Builder::new(b.ir, InsertPoint::End(block), b.loc.clone());
    let v = build(&mut inner);
    inner.create("scf.yield", &[v], &[], Vec::new());
    region
}

/// `expand_shape`: each source size is a multiple of the product of the static sizes of its
/// reassociation group.
fn check_expand_shape(cx: &mut Cx<'_, '_>, op: OpId) {
    let ir = &*cx.b.ir;
    let src = ir.operand(op, 0);
    let Some(rt) = ir.value_type(ir.result(op, 0)).as_memref().cloned() else {
        return;
    };
    let Some(groups) = reassociation(ir, op) else {
        return;
    };
    for (i, group) in groups.iter().enumerate() {
        let src_size = dim(cx.b, src, i);
        let product: i64 = group
            .iter()
            .filter_map(|d| rt.shape.get(*d).copied())
            .filter(|s| *s != DYNAMIC)
            .product();
        let divisor = cx.b.const_index(product);
        let rem =
            cx.b.create_value("arith.remsi", &[src_size, divisor], Type::Index, Vec::new());
        let zero = cx.b.const_index(0);
        let ok = cmpi(cx.b, "eq", rem, zero);
        cx.assert(
            ok,
            op,
            "static result dims in reassoc group do not divide src dim evenly",
        );
    }
}

/// The `reassociation` attribute: `[[0, 1], [2]]` as result dimension groups.
fn reassociation(ir: &Ir, op: OpId) -> Option<Vec<Vec<usize>>> {
    ir.attr(op, "reassociation")?
        .as_array()?
        .iter()
        .map(|g| {
            g.as_array()?
                .iter()
                .map(|d| d.as_int().and_then(|d| usize::try_from(d).ok()))
                .collect()
        })
        .collect()
}

/// `assume_alignment %m, N`: the aligned pointer is a multiple of `N`.
fn check_assume_alignment(cx: &mut Cx<'_, '_>, op: OpId) {
    let m = cx.b.ir.operand(op, 0);
    let Some(alignment) = cx.b.ir.attr(op, "alignment").and_then(Attribute::as_int) else {
        return;
    };
    let ptr = cx.b.create_value(
        "memref.extract_aligned_pointer_as_index",
        &[m],
        Type::Index,
        Vec::new(),
    );
    let align = cx.b.const_index(alignment as i64);
    let rem =
        cx.b.create_value("arith.remui", &[ptr, align], Type::Index, Vec::new());
    let zero = cx.b.const_index(0);
    let ok = cmpi(cx.b, "eq", rem, zero);
    cx.assert(ok, op, &format!("memref is not aligned to {alignment}"));
}
