//! Types: the builtin ones the pipeline needs, the `async` dialect's, and an opaque fallback.
//!
//! Types are plain values (`Clone + Eq + Hash`); compound types share their payload through
//! `Arc`, so cloning a type never allocates. `Display` prints MLIR's textual form.

use std::fmt;
use std::sync::Arc;

use super::attrs::Attribute;

/// The marker MLIR uses for a dynamic dimension (`?`) in shapes, offsets and strides.
pub const DYNAMIC: i64 = i64::MIN;

/// Signedness of an integer type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Signedness {
    /// `iN`: no sign semantics (what arith uses).
    Signless,
    /// `siN`.
    Signed,
    /// `uiN`.
    Unsigned,
}

/// Floating-point formats: every builtin float type of MLIR 22.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatKind {
    /// IEEE half.
    F16,
    /// bfloat16.
    BF16,
    /// IEEE single.
    F32,
    /// IEEE double.
    F64,
    /// x87 80-bit extended precision (explicit integer bit).
    F80,
    /// IEEE quad.
    F128,
    /// NVIDIA's TensorFloat-32 (19 bits: 8 exponent, 10 mantissa).
    TF32,
    /// OCP MX 4-bit E2M1, finite only.
    F4E2M1FN,
    /// OCP MX 6-bit E2M3, finite only.
    F6E2M3FN,
    /// OCP MX 6-bit E3M2, finite only.
    F6E3M2FN,
    /// 8-bit E5M2 (IEEE-like).
    F8E5M2,
    /// 8-bit E4M3 (IEEE-like).
    F8E4M3,
    /// 8-bit E4M3, no infinities, NaN only at all ones.
    F8E4M3FN,
    /// 8-bit E5M2, no infinities, NaN is negative zero's pattern, bias 16.
    F8E5M2FNUZ,
    /// 8-bit E4M3, no infinities, NaN is negative zero's pattern, bias 8.
    F8E4M3FNUZ,
    /// 8-bit E4M3 with bias 11, no infinities, NaN is negative zero's pattern.
    F8E4M3B11FNUZ,
    /// 8-bit E3M4 (IEEE-like).
    F8E3M4,
    /// OCP MX 8-bit scale: unsigned powers of two, NaN at all ones, no zero.
    F8E8M0FNU,
}

impl FloatKind {
    /// Every kind with its MLIR spelling.
    pub const ALL: [(FloatKind, &'static str); 18] = [
        (FloatKind::F16, "f16"),
        (FloatKind::BF16, "bf16"),
        (FloatKind::F32, "f32"),
        (FloatKind::F64, "f64"),
        (FloatKind::F80, "f80"),
        (FloatKind::F128, "f128"),
        (FloatKind::TF32, "tf32"),
        (FloatKind::F4E2M1FN, "f4E2M1FN"),
        (FloatKind::F6E2M3FN, "f6E2M3FN"),
        (FloatKind::F6E3M2FN, "f6E3M2FN"),
        (FloatKind::F8E5M2, "f8E5M2"),
        (FloatKind::F8E4M3, "f8E4M3"),
        (FloatKind::F8E4M3FN, "f8E4M3FN"),
        (FloatKind::F8E5M2FNUZ, "f8E5M2FNUZ"),
        (FloatKind::F8E4M3FNUZ, "f8E4M3FNUZ"),
        (FloatKind::F8E4M3B11FNUZ, "f8E4M3B11FNUZ"),
        (FloatKind::F8E3M4, "f8E3M4"),
        (FloatKind::F8E8M0FNU, "f8E8M0FNU"),
    ];

    /// The kind spelled `name` in MLIR (`f8E4M3FN`).
    pub fn from_name(name: &str) -> Option<FloatKind> {
        Self::ALL.iter().find(|(_, n)| *n == name).map(|(k, _)| *k)
    }

    /// The MLIR spelling.
    pub fn name(self) -> &'static str {
        Self::ALL
            .iter()
            .find(|(k, _)| *k == self)
            .map_or("f64", |(_, n)| n)
    }

    /// Width in bits.
    pub fn width(self) -> u32 {
        self.format().width
    }

    /// The encoding (exponent, mantissa, bias, special values).
    pub fn format(self) -> super::float_formats::FloatFormat {
        super::float_formats::FloatFormat::of(self)
    }

    /// Bytes one value occupies in memory (LLVM's allocation size: `f4`/`f6`/`f8` take one
    /// byte, `tf32` four, `f80` sixteen).
    pub fn storage_bytes(self) -> u32 {
        match self.width() {
            0..=8 => 1,
            9..=16 => 2,
            17..=32 => 4,
            33..=64 => 8,
            _ => 16,
        }
    }
}

/// A function type `(inputs) -> results`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FunctionType {
    /// Argument types.
    pub inputs: Vec<Type>,
    /// Result types.
    pub results: Vec<Type>,
}

/// A ranked `memref` type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MemRefType {
    /// Dimension sizes; [`DYNAMIC`] for `?`.
    pub shape: Vec<i64>,
    /// Element type.
    pub elem: Type,
    /// Layout attribute (`strided<…>` or `affine_map<…>`), `None` for the identity layout.
    pub layout: Option<Attribute>,
    /// Memory space attribute, if any.
    pub memory_space: Option<Attribute>,
}

/// A `vector` type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct VectorType {
    /// Dimension sizes.
    pub shape: Vec<i64>,
    /// Which dimensions are scalable (`[4]`); same length as `shape`.
    pub scalable: Vec<bool>,
    /// Element type.
    pub elem: Type,
}

impl VectorType {
    /// How many 128-bit registers corolift holds a value of this type in: each row (the
    /// innermost dimension) takes whole registers of its element's container (`i1`…`i8` and
    /// 8-bit floats: 16 lanes, 16-bit: 8, 32-bit: 4, 64-bit and `index`: 2). `None` for scalable
    /// vectors and elements code generation has no lanes for.
    pub fn simd_parts(&self) -> Option<u64> {
        if self.scalable.iter().any(|s| *s) {
            return None;
        }
        let lane_bytes: u64 = match &self.elem {
            Type::Integer { width, .. } => match width {
                1..=8 => 1,
                9..=16 => 2,
                17..=32 => 4,
                33..=64 => 8,
                _ => return None,
            },
            Type::Index => 8,
            Type::Float(k) if matches!(k.width(), 0..=8 | 16 | 32 | 64) => k.storage_bytes().into(),
            _ => return None,
        };
        let row = *self.shape.last().unwrap_or(&1) as u64;
        let rows: u64 = self.shape[..self.shape.len().saturating_sub(1)]
            .iter()
            .map(|d| *d as u64)
            .product();
        Some(rows * (row * lane_bytes).div_ceil(16))
    }
}

/// An MLIR type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    /// `iN` / `siN` / `uiN`.
    Integer {
        /// Bit width.
        width: u32,
        /// Sign semantics.
        signedness: Signedness,
    },
    /// `index`.
    Index,
    /// A float type.
    Float(FloatKind),
    /// `none`.
    None,
    /// A function type.
    Function(Arc<FunctionType>),
    /// A ranked memref.
    MemRef(Arc<MemRefType>),
    /// `memref<*xT>` with an optional memory space.
    UnrankedMemRef(Arc<(Type, Option<Attribute>)>),
    /// `vector<…>`.
    Vector(Arc<VectorType>),
    /// `tensor<…>` (ranked; only parsed and printed, e.g. for `dense` attribute types): shape,
    /// element type and the optional encoding attribute (`tensor<8xi1, "foo">`).
    Tensor(Arc<(Vec<i64>, Type, Option<Attribute>)>),
    /// `tensor<*xT>`: an unranked tensor (bufferized to `memref<*xT>`).
    UnrankedTensor(Arc<Type>),
    /// `tuple<…>`.
    Tuple(Arc<[Type]>),
    /// `!async.token`.
    AsyncToken,
    /// `!async.value<T>`.
    AsyncValue(Arc<Type>),
    /// `!async.group`.
    AsyncGroup,
    /// `!async.coro.id`.
    CoroId,
    /// `!async.coro.handle`.
    CoroHandle,
    /// `!async.coro.state`.
    CoroState,
    /// `!corolift.frame<…>`: a coroutine frame laid out by the `coro-split` pass.
    CoroFrame(Arc<FrameLayout>),
    /// Any other dialect type, kept verbatim (e.g. `!llvm.ptr`), including the `!`.
    Opaque(Arc<str>),
}

/// The layout of one coroutine's frame (the type `!corolift.frame<…>`): a fixed header
/// (`resume_fn`, `destroy_fn`, `index`) followed by fields at byte offsets. Fields of different
/// suspension points may share offsets (see `passes::coro_split`).
///
/// ```text
/// !corolift.frame<"fib", size 40, align 8, {resume_fn at 0 : !llvm.ptr,
///     destroy_fn at 8 : !llvm.ptr, index at 16 : i32, s0.0 at 24 : !async.token, …}>
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FrameLayout {
    /// The coroutine's symbol name (also names the printed type alias).
    pub name: String,
    /// Total size in bytes (a multiple of `align`).
    pub size: u64,
    /// Alignment in bytes.
    pub align: u64,
    /// Fields in offset order within the header, then by suspension point.
    pub fields: Vec<FrameField>,
}

/// One field of a [`FrameLayout`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FrameField {
    /// `resume_fn`, `destroy_fn`, `index`, or `s<K>.<N>` (value N saved at suspension K).
    pub name: String,
    /// Byte offset from the start of the frame.
    pub offset: u64,
    /// The stored type.
    pub ty: Type,
}

impl FrameLayout {
    /// The field called `name`.
    pub fn field(&self, name: &str) -> Option<&FrameField> {
        self.fields.iter().find(|f| f.name == name)
    }

    /// The full type text (what a printed alias stands for).
    pub fn type_text(&self) -> String {
        let mut s = format!(
            "!corolift.frame<\"{}\", size {}, align {}, {{",
            self.name, self.size, self.align
        );
        for (i, f) in self.fields.iter().enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            s.push_str(&format!("{} at {} : {}", f.name, f.offset, f.ty));
        }
        s.push_str("}>");
        s
    }

    /// The alias the printer uses for this type (`!fib_frame`).
    pub fn alias_name(&self) -> String {
        let clean: String = self
            .name
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
            .collect();
        format!("!{clean}_frame")
    }
}

impl Type {
    /// A signless integer type of `width` bits.
    pub fn int(width: u32) -> Type {
        Type::Integer {
            width,
            signedness: Signedness::Signless,
        }
    }

    /// `i1`.
    pub fn i1() -> Type {
        Type::int(1)
    }

    /// `i32`.
    pub fn i32() -> Type {
        Type::int(32)
    }

    /// `i64`.
    pub fn i64() -> Type {
        Type::int(64)
    }

    /// `f32`.
    pub fn f32() -> Type {
        Type::Float(FloatKind::F32)
    }

    /// `f64`.
    pub fn f64() -> Type {
        Type::Float(FloatKind::F64)
    }

    /// A function type.
    pub fn function(inputs: Vec<Type>, results: Vec<Type>) -> Type {
        Type::Function(Arc::new(FunctionType { inputs, results }))
    }

    /// `!async.value<inner>`.
    pub fn async_value(inner: Type) -> Type {
        Type::AsyncValue(Arc::new(inner))
    }

    /// A memref type with identity layout.
    pub fn memref(shape: Vec<i64>, elem: Type) -> Type {
        Type::MemRef(Arc::new(MemRefType {
            shape,
            elem,
            layout: None,
            memory_space: None,
        }))
    }

    /// Whether this is an integer type (any signedness).
    pub fn is_integer(&self) -> bool {
        matches!(self, Type::Integer { .. })
    }

    /// Whether this is a signless integer type.
    pub fn is_signless_integer(&self) -> bool {
        matches!(
            self,
            Type::Integer {
                signedness: Signedness::Signless,
                ..
            }
        )
    }

    /// Whether this is a signless integer of `width` bits.
    pub fn is_int_of_width(&self, w: u32) -> bool {
        matches!(self, Type::Integer { width, signedness: Signedness::Signless } if *width == w)
    }

    /// Whether this is a signless integer or `index` ("signless-integer-like").
    pub fn is_signless_int_or_index(&self) -> bool {
        self.is_signless_integer() || *self == Type::Index
    }

    /// Whether this is a float type.
    pub fn is_float(&self) -> bool {
        matches!(self, Type::Float(_))
    }

    /// The bit width of an integer or float type.
    pub fn int_or_float_width(&self) -> Option<u32> {
        match self {
            Type::Integer { width, .. } => Some(*width),
            Type::Float(k) => Some(k.width()),
            _ => None,
        }
    }

    /// The element type of a vector or tensor, or `self` for scalars ("element type or self").
    pub fn element_type_or_self(&self) -> &Type {
        match self {
            Type::Vector(v) => &v.elem,
            Type::Tensor(t) => &t.1,
            Type::UnrankedTensor(t) => t,
            _ => self,
        }
    }

    /// Whether this is `!async.token`, `!async.value<…>` or `!async.group`: the types whose
    /// objects the runtime reference-counts.
    pub fn is_ref_counted(&self) -> bool {
        matches!(
            self,
            Type::AsyncToken | Type::AsyncValue(_) | Type::AsyncGroup
        )
    }

    /// Whether this is a token or a value ("ValueOrToken").
    pub fn is_value_or_token(&self) -> bool {
        matches!(self, Type::AsyncToken | Type::AsyncValue(_))
    }

    /// The payload type of `!async.value<T>`.
    pub fn async_value_inner(&self) -> Option<&Type> {
        match self {
            Type::AsyncValue(t) => Some(t),
            _ => None,
        }
    }

    /// The function type payload.
    pub fn as_function(&self) -> Option<&FunctionType> {
        match self {
            Type::Function(f) => Some(f),
            _ => None,
        }
    }

    /// The ranked memref payload.
    pub fn as_memref(&self) -> Option<&MemRefType> {
        match self {
            Type::MemRef(m) => Some(m),
            _ => None,
        }
    }

    /// Whether this is a ranked or unranked tensor type.
    pub fn is_tensor(&self) -> bool {
        matches!(self, Type::Tensor(_) | Type::UnrankedTensor(_))
    }

    /// `complex<elem>`. The builtin complex type is kept as its text (an opaque type), since
    /// only `dense` attributes, memref element types and the runner utilities use it.
    pub fn complex(elem: &Type) -> Type {
        Type::Opaque(format!("complex<{elem}>").into())
    }

    /// The element type of `complex<T>` when `T` is an integer or float type.
    pub fn complex_elem(&self) -> Option<Type> {
        let Type::Opaque(text) = self else {
            return None;
        };
        let inner = text.strip_prefix("complex<")?.strip_suffix('>')?.trim();
        if let Some(kind) = FloatKind::from_name(inner) {
            return Some(Type::Float(kind));
        }
        let width = inner.strip_prefix('i')?.parse::<u32>().ok()?;
        (1..=128).contains(&width).then(|| Type::int(width))
    }

    /// Element type of a ranked or unranked memref.
    pub fn memref_elem(&self) -> Option<&Type> {
        match self {
            Type::MemRef(m) => Some(&m.elem),
            Type::UnrankedMemRef(u) => Some(&u.0),
            _ => None,
        }
    }
}

/// Writes a dimension list `4x?x` (each dimension followed by `x`).
pub(crate) fn write_dims(f: &mut fmt::Formatter<'_>, shape: &[i64]) -> fmt::Result {
    for &d in shape {
        if d == DYNAMIC {
            f.write_str("?x")?;
        } else {
            write!(f, "{d}x")?;
        }
    }
    Ok(())
}

/// Writes a memref memory space: MLIR elides the type of an `i64` integer space
/// (`memref<4xf32, 1>`), other attributes print as usual.
fn write_memory_space(f: &mut fmt::Formatter<'_>, space: &Attribute) -> fmt::Result {
    match space {
        Attribute::Integer { value, ty } if ty.is_int_of_width(64) => write!(f, "{value}"),
        other => write!(f, "{other}"),
    }
}

/// Writes a comma separated list of types.
pub(crate) fn write_type_list(f: &mut fmt::Formatter<'_>, types: &[Type]) -> fmt::Result {
    for (i, t) in types.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{t}")?;
    }
    Ok(())
}

impl fmt::Display for FunctionType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("(")?;
        write_type_list(f, &self.inputs)?;
        f.write_str(") -> ")?;
        // A single non-function result prints bare; otherwise parenthesised.
        match self.results.as_slice() {
            [single] if !matches!(single, Type::Function(_)) => write!(f, "{single}"),
            results => {
                f.write_str("(")?;
                write_type_list(f, results)?;
                f.write_str(")")
            }
        }
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Integer { width, signedness } => {
                let prefix = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                write!(f, "{prefix}{width}")
            }
            Type::Index => f.write_str("index"),
            Type::Float(k) => f.write_str(k.name()),
            Type::None => f.write_str("none"),
            Type::Function(ft) => write!(f, "{ft}"),
            Type::MemRef(m) => {
                f.write_str("memref<")?;
                write_dims(f, &m.shape)?;
                write!(f, "{}", m.elem)?;
                if let Some(layout) = &m.layout {
                    write!(f, ", {layout}")?;
                }
                if let Some(space) = &m.memory_space {
                    f.write_str(", ")?;
                    write_memory_space(f, space)?;
                }
                f.write_str(">")
            }
            Type::UnrankedMemRef(u) => {
                write!(f, "memref<*x{}", u.0)?;
                if let Some(space) = &u.1 {
                    f.write_str(", ")?;
                    write_memory_space(f, space)?;
                }
                f.write_str(">")
            }
            Type::Vector(v) => {
                f.write_str("vector<")?;
                for (d, s) in v.shape.iter().zip(&v.scalable) {
                    if *s {
                        write!(f, "[{d}]x")?;
                    } else {
                        write!(f, "{d}x")?;
                    }
                }
                write!(f, "{}>", v.elem)
            }
            Type::Tensor(t) => {
                f.write_str("tensor<")?;
                write_dims(f, &t.0)?;
                write!(f, "{}", t.1)?;
                if let Some(enc) = &t.2 {
                    write!(f, ", {enc}")?;
                }
                f.write_str(">")
            }
            Type::UnrankedTensor(t) => write!(f, "tensor<*x{t}>"),
            Type::Tuple(ts) => {
                f.write_str("tuple<")?;
                write_type_list(f, ts)?;
                f.write_str(">")
            }
            Type::AsyncToken => f.write_str("!async.token"),
            Type::AsyncValue(t) => write!(f, "!async.value<{t}>"),
            Type::AsyncGroup => f.write_str("!async.group"),
            Type::CoroId => f.write_str("!async.coro.id"),
            Type::CoroHandle => f.write_str("!async.coro.handle"),
            Type::CoroState => f.write_str("!async.coro.state"),
            Type::CoroFrame(layout) => {
                let text = layout.type_text();
                match super::attrs::alias_of(&text) {
                    Some(alias) => f.write_str(&alias),
                    None => f.write_str(&text),
                }
            }
            Type::Opaque(s) => f.write_str(s),
        }
    }
}
