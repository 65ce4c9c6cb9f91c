//! Frame layout: a fixed header, then one *variant* per suspension point, all variants
//! overlapping in the same bytes (a union).
//!
//! ```text
//! offset  0  resume_fn   pointer to <coroutine>.resume
//! offset  8  destroy_fn  pointer to <coroutine>.destroy
//! offset 16  index       i32: the suspension point to resume at
//! offset 20  spare: a variant's values of up to 4 bytes (i1, i32, f32, …) go here first
//! offset 24  union of the variants s0, s1, …: the values stored at that suspension point
//! ```
//!
//! A memref with a static shape and the identity layout stores only its two pointers: its
//! offset, sizes and strides are constants of the type.
//!
//! Stack buffers (`memref.alloca`) used across a suspension point would dangle in the next
//! activation, so their storage moves into a *pinned* area between the header and the union,
//! at a fixed offset for the coroutine's whole life (`pinned.N` fields); the memref itself is
//! re-derived from the frame at each landing.
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
/// Start of the header's spare word (after the index), which small values of a variant use.
pub(crate) const SPARE_OFFSET: u64 = 20;
/// Pointer size on every supported target (x86_64, aarch64).
const PTR_SIZE: u64 = 8;

/// Name of the header field holding the resume index.
pub(crate) const INDEX_FIELD: &str = "index";
/// Name of the pinned field holding the head of the frame's alloca chain: the dynamic-shape
/// stack buffers used across a suspension point, and copies of the descriptors of unranked
/// memrefs stored at a suspension point, which live until the frame is freed.
pub(crate) const ALLOCAS_FIELD: &str = "allocas";

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
    /// The frame type (shared by the ramp, resume and destroy functions' frame values).
    pub(crate) frame: std::sync::Arc<FrameLayout>,
    /// One variant per suspension point.
    pub(crate) variants: Vec<Variant>,
    /// `memref.alloca` results whose buffer lives in the frame, with their field names.
    pub(crate) pinned: Vec<(Value, String)>,
    /// Dynamic-shape `memref.alloca` results whose buffer is used across a suspension point:
    /// allocated into the frame's alloca chain ([`ALLOCAS_FIELD`]) and freed with the frame.
    pub(crate) owned: Vec<Value>,
}

impl Layout {
    /// The same layout for a clone of the coroutine made with `map`.
    pub(crate) fn mapped(&self, map: &crate::ir::ValueMap) -> Layout {
        Layout {
            pinned: self
                .pinned
                .iter()
                .map(|(x, f)| (map.lookup(*x), f.clone()))
                .collect(),
            owned: self.owned.iter().map(|x| map.lookup(*x)).collect(),
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
        Type::Float(k) => scalar(k.storage_bytes() as u64),
        Type::AsyncToken
        | Type::AsyncValue(_)
        | Type::AsyncGroup
        | Type::CoroHandle
        | Type::Function(_) => scalar(PTR_SIZE),
        // {allocated, aligned} and the parts of {offset, sizes[r], strides[r]} that the type
        // leaves dynamic: the others follow from it.
        Type::MemRef(m) => Some(((2 + DescriptorConstants::of(m).dynamic_count()) * 8, 8)),
        // {rank, descriptor pointer}
        Type::UnrankedMemRef(_) => Some((16, 8)),
        // Its 128-bit parts, one after the other.
        Type::Vector(v) => v.simd_parts().map(|n| (16 * n, 16)),
        _ => None,
    }
}

/// The parts of a memref descriptor that its type fixes (`Some`) or leaves dynamic (`None`).
/// A frame stores a memref's two pointers and only its dynamic parts, in the order offset,
/// sizes, strides; code generation recomputes the fixed ones at the reload.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DescriptorConstants {
    /// The offset, in elements.
    pub offset: Option<i64>,
    /// The size of each dimension.
    pub sizes: Vec<Option<i64>>,
    /// The stride of each dimension, in elements.
    pub strides: Vec<Option<i64>>,
}

impl DescriptorConstants {
    /// What type `m` fixes: the identity layout has offset 0 and the row-major strides of its
    /// static trailing dimensions; `strided<…>` gives its static entries; an affine-map
    /// layout fixes nothing but the static sizes.
    pub fn of(m: &crate::ir::MemRefType) -> DescriptorConstants {
        let known = |d: i64| (d != crate::ir::DYNAMIC).then_some(d);
        let sizes: Vec<Option<i64>> = m.shape.iter().map(|d| known(*d)).collect();
        let (offset, strides) = match &m.layout {
            None => {
                let mut strides = vec![Some(1i64); sizes.len()];
                for i in (0..sizes.len().saturating_sub(1)).rev() {
                    strides[i] = match (strides[i + 1], sizes[i + 1]) {
                        (Some(s), Some(d)) => s.checked_mul(d),
                        _ => None,
                    };
                }
                (Some(0), strides)
            }
            Some(crate::ir::Attribute::Strided { strides, offset }) => {
                (known(*offset), strides.iter().map(|s| known(*s)).collect())
            }
            Some(_) => (None, vec![None; sizes.len()]),
        };
        DescriptorConstants {
            offset,
            sizes,
            strides,
        }
    }

    /// How many parts are dynamic (stored in a frame).
    pub fn dynamic_count(&self) -> u64 {
        let dynamic = |x: &Option<i64>| u64::from(x.is_none());
        dynamic(&self.offset)
            + self.sizes.iter().map(dynamic).sum::<u64>()
            + self.strides.iter().map(dynamic).sum::<u64>()
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
            ty: ptr.clone(),
        },
        FrameField {
            name: INDEX_FIELD.into(),
            offset: INDEX_OFFSET,
            ty: Type::i32(),
        },
    ];
    // Pinned area: stack buffers (`memref.alloca`) used across a suspension point — directly
    // or through a view of them — keep one fixed place in the frame for the coroutine's whole
    // life. A dynamic-shape buffer cannot have a fixed place; it is owned by the frame
    // instead: allocated into the frame's alloca chain, whose head is a pinned field.
    let mut pinned = Vec::new();
    let mut owned = Vec::new();
    let mut pinned_end = HEADER_SIZE;
    let mut frame_align = 8;
    let mut seen_pinned: rustc_hash::FxHashSet<Value> = rustc_hash::FxHashSet::default();
    let mut seen_roots: rustc_hash::FxHashSet<Value> = rustc_hash::FxHashSet::default();
    for v in crossing.iter().flatten() {
        let Some(root) = alloca_root(ir, *v) else {
            continue;
        };
        if !seen_roots.insert(root) {
            continue;
        }
        if !is_static_memref(ir.value_type(root)) {
            owned.push(root);
            continue;
        }
        seen_pinned.insert(root);
        let (bytes, align) = alloca_storage(ir, root)?;
        let offset = align_up(pinned_end, align);
        frame_align = frame_align.max(align);
        let field = format!("pinned.{}", pinned.len());
        fields.push(FrameField {
            name: field.clone(),
            offset,
            ty: ir.value_type(root).clone(),
        });
        pinned.push((root, field));
        pinned_end = offset + bytes;
    }
    // An unranked memref's descriptor lives in the stack of the activation that made it; one
    // that is stored (not recomputed from a cast, below) is copied into the frame's chain.
    let stored_unranked = crossing.iter().flatten().any(|v| {
        matches!(ir.value_type(*v), Type::UnrankedMemRef(_))
            && unranked_cast_source(ir, *v).is_none()
    });
    if !owned.is_empty() || stored_unranked {
        let offset = align_up(pinned_end, PTR_SIZE);
        fields.push(FrameField {
            name: ALLOCAS_FIELD.into(),
            offset,
            ty: ptr.clone(),
        });
        pinned_end = offset + PTR_SIZE;
    }
    let union_start = align_up(pinned_end, 8);
    let mut variants = Vec::with_capacity(crossing.len());
    let mut union_end = union_start;
    for (s, values) in crossing.iter().enumerate() {
        let mut variant = Variant::default();
        let mut slots = Vec::new();
        let mut work: Vec<Value> = values.iter().rev().copied().collect();
        let mut seen: rustc_hash::FxHashSet<Value> = values.iter().copied().collect();
        while let Some(v) = work.pop() {
            if is_rematerializable(ir, v) || seen_pinned.contains(&v) {
                // Pinned buffers are re-derived from the frame at the landing.
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
        // The header's spare word after the index takes the smallest values first.
        let mut spare = SPARE_OFFSET;
        let mut placed: Vec<(Value, u64)> = Vec::new();
        for &(v, size, align) in slots.iter().rev() {
            let at = align_up(spare, align);
            if at + size <= HEADER_SIZE {
                placed.push((v, at));
                spare = at + size;
            }
        }
        let mut offset = union_start;
        for (v, size, align) in slots {
            let at = match placed.iter().find(|(p, _)| *p == v) {
                Some((_, at)) => *at,
                None => {
                    offset = align_up(offset, align);
                    let at = offset;
                    offset += size;
                    at
                }
            };
            frame_align = frame_align.max(align);
            let field = format!("s{s}.{}", variant.stored.len());
            fields.push(FrameField {
                name: field.clone(),
                offset: at,
                ty: ir.value_type(v).clone(),
            });
            variant.stored.push((v, field));
        }
        union_end = union_end.max(offset);
        variants.push(variant);
    }
    let size = align_up(union_end, frame_align);
    Ok(Layout {
        frame: std::sync::Arc::new(FrameLayout {
            name: name.to_owned(),
            size,
            align: frame_align,
            fields,
        }),
        variants,
        pinned,
        owned,
    })
}

/// The `memref.alloca` whose buffer memref `v` views: `v` itself or the source of a chain of
/// view-like ops (subview, casts, reshapes, …); `None` when `v` is not known to view a stack
/// buffer.
pub(crate) fn alloca_root(ir: &Ir, mut v: Value) -> Option<Value> {
    const VIEWS: &[&str] = &[
        "memref.subview",
        "memref.cast",
        "memref.reinterpret_cast",
        "memref.collapse_shape",
        "memref.expand_shape",
        "memref.transpose",
        "memref.view",
        "memref.memory_space_cast",
        "memref.assume_alignment",
        "memref.reshape",
    ];
    loop {
        let op = ir.defining_op(v)?;
        if ir.is(op, "memref.alloca") {
            return Some(v);
        }
        if !VIEWS.contains(&ir.name(op).as_str()) {
            return None;
        }
        v = *ir.operands(op).first()?;
    }
}

/// Bytes of the buffer of a static memref type (0 for anything else).
fn buffer_bytes(ty: &Type) -> u64 {
    match ty {
        Type::MemRef(m) => {
            let elem = size_align(&m.elem).map_or(0, |(s, _)| s);
            m.shape.iter().map(|d| (*d).max(0) as u64).product::<u64>() * elem
        }
        _ => 0,
    }
}

/// Bytes and alignment of the buffer of `memref.alloca` result `v` (static shapes only).
fn alloca_storage(ir: &Ir, v: Value) -> Result<(u64, u64), String> {
    let ty = ir.value_type(v);
    let Type::MemRef(m) = ty else {
        return Err(format!("'{ty}' is not a memref"));
    };
    if !is_static_memref(ty) {
        return Err(format!(
            "a stack buffer of type '{ty}' is used across a suspension point; only static shapes with the identity layout can be kept in a coroutine frame"
        ));
    }
    let (elem, elem_align) = size_align(&m.elem)
        .ok_or_else(|| format!("cannot keep a buffer of '{}' in a coroutine frame", m.elem))?;
    let count: u64 = m.shape.iter().map(|d| *d as u64).product();
    let requested = ir
        .defining_op(v)
        .and_then(|op| ir.attr(op, "alignment"))
        .and_then(crate::ir::Attribute::as_int)
        .map_or(0, |a| a.clamp(1, 4096) as u64);
    Ok((elem * count, elem_align.max(requested).max(8)))
}

/// The `--coro-frame-report` text for every coroutine frame in the module `top` (after
/// `coro-split`): per coroutine its suspension points, what each stores, and the frame size.
pub fn frame_report(ir: &Ir, top: crate::ir::OpId) -> String {
    let mut out = String::new();
    let mut total = 0;
    let mut count = 0;
    // A ramp allocates its frame at each suspension point: report each layout once.
    let mut seen = rustc_hash::FxHashSet::default();
    for op in ir.collect_pre(top) {
        if !ir.is(op, "corolift.frame.alloc") {
            continue;
        }
        let Some(Type::CoroFrame(layout)) = ir.results(op).first().map(|v| ir.value_type(*v))
        else {
            continue;
        };
        if !seen.insert(layout.name.as_str()) {
            continue;
        }
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
        let pinned: Vec<&FrameField> = layout
            .fields
            .iter()
            .filter(|f| f.name.starts_with("pinned."))
            .collect();
        let pinned_bytes: u64 = pinned.iter().map(|f| buffer_bytes(&f.ty)).sum();
        out.push_str(&format!(
            "coroutine @{}: frame {} bytes, align {} (header {}, pinned buffers {}, variants overlap after them)\n",
            layout.name, layout.size, layout.align, HEADER_SIZE, pinned_bytes
        ));
        for f in &pinned {
            out.push_str(&format!(
                "  {} @{}: {} ({} bytes)\n",
                f.name,
                f.offset,
                f.ty,
                buffer_bytes(&f.ty)
            ));
        }
        if let Some(f) = layout.field(ALLOCAS_FIELD) {
            out.push_str(&format!(
                "  {} @{}: alloca chain (dynamic-shape buffers used across suspensions, freed with the frame)\n",
                f.name, f.offset
            ));
        }
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
