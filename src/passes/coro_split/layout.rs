//! Frame layout: a fixed header, then one *variant* per suspension point, all variants
//! overlapping in the same bytes (a union).
//!
//! ```text
//! offset  0  resume_fn   pointer to <coroutine>.resume
//! offset  8  destroy_fn  pointer to <coroutine>.destroy
//! offset 16  index       i32: the suspension point to resume at
//! offset 20  (reserved)
//! offset 24  union of the variants s0, s1, …: the values stored at that suspension point
//! ```
//!
//! A memref with a static shape and the identity layout stores only its two pointers: its
//! offset, sizes and strides are constants of the type.
//!
//! Overlapping is safe because values are stored at the save of a suspension point and
//! reloaded at its landing, before anything else can be stored: only one variant is ever
//! "open" in a frame. Within a variant, fields are sorted by alignment, then size (largest
//! first), so that no padding is needed between them. Constants are not stored at all: they
//! are recomputed at the landing (see [`Variant::remat`]).

use crate::ir::{FrameField, FrameLayout, Ir, Type, Value};

/// Byte offset of the header's resume function pointer.
pub(crate) const RESUME_FN_OFFSET: u64 = 0;
/// Byte offset of the header's destroy function pointer.
pub(crate) const DESTROY_FN_OFFSET: u64 = 8;
/// Byte offset of the header's `i32` resume index.
pub(crate) const INDEX_OFFSET: u64 = 16;
/// Size of the header.
pub(crate) const HEADER_SIZE: u64 = 24;
/// Pointer size on every supported target (x86_64, aarch64).
const PTR_SIZE: u64 = 8;

/// Name of the header field holding the resume index.
pub(crate) const INDEX_FIELD: &str = "index";

/// What one suspension point keeps in the frame.
#[derive(Clone, Debug, Default)]
pub(crate) struct Variant {
    /// Stored values and their field names, in the order the fields were laid out.
    pub(crate) stored: Vec<(Value, String)>,
    /// Constants recomputed at the landing instead of stored.
    pub(crate) remat: Vec<Value>,
}

/// The layout of a whole coroutine.
#[derive(Clone, Debug)]
pub(crate) struct Layout {
    /// The frame type.
    pub(crate) frame: FrameLayout,
    /// One variant per suspension point.
    pub(crate) variants: Vec<Variant>,
}

impl Layout {
    /// The same layout for a clone of the coroutine made with `map`.
    pub(crate) fn mapped(&self, map: &crate::ir::ValueMap) -> Layout {
        Layout {
            frame: self.frame.clone(),
            variants: self
                .variants
                .iter()
                .map(|v| Variant {
                    stored: v
                        .stored
                        .iter()
                        .map(|(x, f)| (map.lookup(*x), f.clone()))
                        .collect(),
                    remat: v.remat.iter().map(|x| map.lookup(*x)).collect(),
                })
                .collect(),
        }
    }
}

/// Size and alignment of a value of type `ty` in a frame, or `None` if it cannot be stored.
pub(crate) fn size_align(ty: &Type) -> Option<(u64, u64)> {
    let scalar = |bytes: u64| Some((bytes, bytes));
    match ty {
        Type::Integer { width, .. } => match width {
            1..=8 => scalar(1),
            9..=16 => scalar(2),
            17..=32 => scalar(4),
            33..=64 => scalar(8),
            65..=128 => scalar(16),
            _ => None,
        },
        Type::Index => scalar(8),
        Type::Float(k) => scalar(match k {
            crate::ir::FloatKind::F16 | crate::ir::FloatKind::BF16 => 2,
            crate::ir::FloatKind::F32 => 4,
            crate::ir::FloatKind::F64 => 8,
        }),
        Type::AsyncToken
        | Type::AsyncValue(_)
        | Type::AsyncGroup
        | Type::CoroHandle
        | Type::Function(_) => scalar(PTR_SIZE),
        // Static shape, identity layout: offset, sizes and strides follow from the type.
        Type::MemRef(_) if is_static_memref(ty) => Some((16, 8)),
        // {allocated, aligned, offset, sizes[r], strides[r]}
        Type::MemRef(m) => Some(((3 + 2 * m.shape.len() as u64) * 8, 8)),
        // {rank, descriptor pointer}
        Type::UnrankedMemRef(_) => Some((16, 8)),
        _ => None,
    }
}

/// Whether a frame field of type `ty` holds only the two pointers of a memref descriptor:
/// for a static shape with the identity layout, the offset (0), sizes and strides are
/// constants that code generation recomputes at the reload instead of storing them.
pub fn is_static_memref(ty: &Type) -> bool {
    matches!(ty, Type::MemRef(m) if m.layout.is_none() && m.shape.iter().all(|d| *d >= 0))
}

fn align_up(x: u64, a: u64) -> u64 {
    x.div_ceil(a) * a
}

/// Whether `v` is recomputed at a landing rather than stored (a constant).
pub(crate) fn is_rematerializable(ir: &Ir, v: Value) -> bool {
    ir.defining_op(v)
        .is_some_and(|op| ir.is(op, "arith.constant") && ir.operands(op).is_empty())
}

/// The ranked source of `v` if `v` is a `memref.cast` of a ranked memref to an unranked one.
fn unranked_cast_source(ir: &Ir, v: Value) -> Option<Value> {
    let op = ir.defining_op(v)?;
    let src = *ir.operands(op).first()?;
    (ir.is(op, "memref.cast")
        && matches!(ir.value_type(v), Type::UnrankedMemRef(_))
        && matches!(ir.value_type(src), Type::MemRef(_)))
    .then_some(src)
}

/// Lays out the frame of coroutine `name` whose suspension points need `crossing[s]`.
/// Returns an error message naming the first value that cannot be stored.
pub(crate) fn compute(ir: &Ir, name: &str, crossing: &[Vec<Value>]) -> Result<Layout, String> {
    let ptr = Type::Opaque("!llvm.ptr".into());
    let mut fields = vec![
        FrameField {
            name: "resume_fn".into(),
            offset: RESUME_FN_OFFSET,
            ty: ptr.clone(),
        },
        FrameField {
            name: "destroy_fn".into(),
            offset: DESTROY_FN_OFFSET,
            ty: ptr,
        },
        FrameField {
            name: INDEX_FIELD.into(),
            offset: INDEX_OFFSET,
            ty: Type::i32(),
        },
    ];
    let mut variants = Vec::with_capacity(crossing.len());
    let mut union_end = HEADER_SIZE;
    let mut frame_align = 8;
    for (s, values) in crossing.iter().enumerate() {
        let mut variant = Variant::default();
        let mut slots = Vec::new();
        let mut work: Vec<Value> = values.iter().rev().copied().collect();
        let mut seen: rustc_hash::FxHashSet<Value> = values.iter().copied().collect();
        while let Some(v) = work.pop() {
            if is_rematerializable(ir, v) {
                variant.remat.push(v);
                continue;
            }
            if let Some(src) = unranked_cast_source(ir, v) {
                // The unranked descriptor lives in a stack slot of the activation that made
                // it; recast the (stored) ranked memref after the landing instead.
                variant.remat.push(v);
                if seen.insert(src) {
                    work.push(src);
                }
                continue;
            }
            let ty = ir.value_type(v);
            let (size, align) = size_align(ty).ok_or_else(|| {
                format!("a value of type '{ty}' is live across a suspension point and cannot be stored in a coroutine frame")
            })?;
            slots.push((v, size, align));
        }
        // Largest alignment first, then largest size, then definition order: no padding.
        slots.sort_by(|a, b| b.2.cmp(&a.2).then(b.1.cmp(&a.1)).then(a.0.cmp(&b.0)));
        let mut offset = HEADER_SIZE;
        for (i, (v, size, align)) in slots.into_iter().enumerate() {
            offset = align_up(offset, align);
            frame_align = frame_align.max(align);
            let field = format!("s{s}.{i}");
            fields.push(FrameField {
                name: field.clone(),
                offset,
                ty: ir.value_type(v).clone(),
            });
            variant.stored.push((v, field));
            offset += size;
        }
        union_end = union_end.max(offset);
        variants.push(variant);
    }
    let size = align_up(union_end, frame_align);
    Ok(Layout {
        frame: FrameLayout {
            name: name.to_owned(),
            size,
            align: frame_align,
            fields,
        },
        variants,
    })
}

/// The `--coro-frame-report` text for every coroutine frame in the module `top` (after
/// `coro-split`): per coroutine its suspension points, what each stores, and the frame size.
pub fn frame_report(ir: &Ir, top: crate::ir::OpId) -> String {
    let mut out = String::new();
    let mut total = 0;
    let mut count = 0;
    for op in ir.collect_pre(top) {
        if !ir.is(op, "corolift.frame.alloc") {
            continue;
        }
        let Some(Type::CoroFrame(layout)) = ir.results(op).first().map(|v| ir.value_type(*v))
        else {
            continue;
        };
        count += 1;
        total += layout.size;
        let mut points: Vec<(usize, Vec<&FrameField>)> = Vec::new();
        for f in &layout.fields {
            let Some(rest) = f.name.strip_prefix('s') else {
                continue;
            };
            let Some(k) = rest.split('.').next().and_then(|k| k.parse::<usize>().ok()) else {
                continue;
            };
            match points.iter_mut().find(|(p, _)| *p == k) {
                Some((_, fs)) => fs.push(f),
                None => points.push((k, vec![f])),
            }
        }
        out.push_str(&format!(
            "coroutine @{}: frame {} bytes, align {} (header {} + largest variant {})\n",
            layout.name,
            layout.size,
            layout.align,
            HEADER_SIZE,
            layout.size - HEADER_SIZE
        ));
        let n_points = ir
            .attr(op, "suspend_points")
            .and_then(crate::ir::Attribute::as_int)
            .map_or(points.len(), |n| n.max(0) as usize);
        out.push_str(&format!("  suspension points: {n_points}\n"));
        for k in 0..n_points {
            let fields = points
                .iter()
                .find(|(p, _)| *p == k)
                .map(|(_, f)| f.as_slice())
                .unwrap_or(&[]);
            let bytes: u64 = fields
                .iter()
                .map(|f| size_align(&f.ty).map_or(0, |(s, _)| s))
                .sum();
            let list: Vec<String> = fields
                .iter()
                .map(|f| format!("{} @{}: {}", f.name, f.offset, f.ty))
                .collect();
            out.push_str(&format!(
                "  s{k}: {} value(s), {bytes} bytes{}{}\n",
                fields.len(),
                if list.is_empty() { "" } else { ": " },
                list.join(", ")
            ));
        }
    }
    out.push_str(&format!(
        "total: {count} coroutine frame(s), {total} bytes\n"
    ));
    out
}
