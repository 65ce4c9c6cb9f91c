//! Attributes: compile-time constant data attached to operations.
//!
//! `Display` prints MLIR's textual form, with the typed forms (`42 : i32`); the printer uses
//! [`Attribute::write_value`] where an op's custom syntax elides the type.

use std::fmt::{self, Write as _};
use std::sync::Arc;

use super::types::{DYNAMIC, FloatKind, Signedness, Type};

/// A `name = value` pair in an attribute dictionary.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct NamedAttr {
    /// The attribute name.
    pub name: Arc<str>,
    /// The value.
    pub value: Attribute,
}

/// The element data of a `dense<…>` attribute.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DenseElements {
    /// Integer (or index/bool) elements, sign-extended to `i128`.
    Ints(Vec<i128>),
    /// Float elements as `f64` bit patterns (values are exact for f16/bf16/f32 too).
    Floats(Vec<u64>),
    /// A hex blob `"0x…"`, kept verbatim.
    Hex(Arc<str>),
}

/// An MLIR attribute.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Attribute {
    /// `unit`.
    Unit,
    /// An integer (`42 : i32`, `true`, `7 : index`); the value is sign-extended from the type's
    /// width (so `255 : i8` is stored as -1, which is also how MLIR prints it).
    Integer {
        /// The value.
        value: i128,
        /// Its type (an integer type or `index`).
        ty: Type,
    },
    /// A float; `bits` is the `f64` bit pattern of the (exactly representable) value.
    Float {
        /// `f64::to_bits` of the value.
        bits: u64,
        /// Its float type.
        ty: Type,
    },
    /// A string literal.
    String(Arc<str>),
    /// A type used as an attribute (e.g. `function_type`).
    Type(Type),
    /// `[a, b, …]`.
    Array(Arc<[Attribute]>),
    /// `{a = …, b}`.
    Dict(Arc<[NamedAttr]>),
    /// `@root::@nested…`.
    SymbolRef(Arc<[Arc<str>]>),
    /// `array<i32: 1, 2>`: a dense array of integers (`elem` integer) or floats (bits).
    DenseArray {
        /// Element type.
        elem: Type,
        /// Elements: integers sign-extended, floats as `f64` bits.
        values: Arc<[i128]>,
    },
    /// `dense<…> : type`.
    Dense {
        /// Element data; a single element with a shaped type means a splat.
        data: Arc<DenseElements>,
        /// The shaped type (`tensor<…>` / `vector<…>`).
        ty: Type,
    },
    /// `strided<[s0, s1], offset: o>` (memref layout).
    Strided {
        /// Strides ([`DYNAMIC`] for `?`).
        strides: Arc<[i64]>,
        /// Offset ([`DYNAMIC`] for `?`).
        offset: i64,
    },
    /// Anything else kept verbatim: `affine_map<…>`, `#llvm.…`, `loc(…)`, dialect attributes.
    Opaque(Arc<str>),
}

impl Attribute {
    /// An integer attribute of type `ty` (value truncated and sign-extended to its width).
    pub fn int(value: i128, ty: Type) -> Attribute {
        let value = match ty.int_or_float_width() {
            Some(w) if w < 128 => sign_extend(value, w),
            _ => value,
        };
        Attribute::Integer { value, ty }
    }

    /// An `i64` integer attribute.
    pub fn i64(value: i64) -> Attribute {
        Attribute::int(value as i128, Type::i64())
    }

    /// An `index` integer attribute.
    pub fn index(value: i64) -> Attribute {
        Attribute::int(value as i128, Type::Index)
    }

    /// A boolean (`i1`) attribute.
    pub fn bool(value: bool) -> Attribute {
        Attribute::int(value as i128, Type::i1())
    }

    /// A float attribute.
    pub fn float(value: f64, ty: Type) -> Attribute {
        Attribute::Float {
            bits: value.to_bits(),
            ty,
        }
    }

    /// A string attribute.
    pub fn string(s: &str) -> Attribute {
        Attribute::String(s.into())
    }

    /// A flat symbol reference `@name`.
    pub fn symbol(name: &str) -> Attribute {
        Attribute::SymbolRef(Arc::from(vec![Arc::<str>::from(name)]))
    }

    /// `array<i32: …>`, as used by `operandSegmentSizes`.
    pub fn dense_i32_array(values: &[i64]) -> Attribute {
        Attribute::DenseArray {
            elem: Type::i32(),
            values: values.iter().map(|v| *v as i128).collect(),
        }
    }

    /// An array attribute.
    pub fn array(items: Vec<Attribute>) -> Attribute {
        Attribute::Array(items.into())
    }

    /// The integer value, if this is an integer attribute.
    pub fn as_int(&self) -> Option<i128> {
        match self {
            Attribute::Integer { value, .. } => Some(*value),
            _ => None,
        }
    }

    /// The float value, if this is a float attribute.
    pub fn as_float(&self) -> Option<f64> {
        match self {
            Attribute::Float { bits, .. } => Some(f64::from_bits(*bits)),
            _ => None,
        }
    }

    /// The string, if this is a string attribute.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Attribute::String(s) => Some(s),
            _ => None,
        }
    }

    /// The type, if this is a type attribute.
    pub fn as_type(&self) -> Option<&Type> {
        match self {
            Attribute::Type(t) => Some(t),
            _ => None,
        }
    }

    /// The root name of a symbol reference.
    pub fn as_symbol(&self) -> Option<&str> {
        match self {
            Attribute::SymbolRef(parts) => parts.first().map(|s| &**s),
            _ => None,
        }
    }

    /// The elements of an array attribute.
    pub fn as_array(&self) -> Option<&[Attribute]> {
        match self {
            Attribute::Array(items) => Some(items),
            _ => None,
        }
    }

    /// The elements of a dense array attribute as `i64`s.
    pub fn as_dense_i64s(&self) -> Option<Vec<i64>> {
        match self {
            Attribute::DenseArray { values, .. } => {
                Some(values.iter().map(|v| *v as i64).collect())
            }
            _ => None,
        }
    }

    /// The type carried by a typed attribute (integer, float, dense).
    pub fn typed_type(&self) -> Option<&Type> {
        match self {
            Attribute::Integer { ty, .. }
            | Attribute::Float { ty, .. }
            | Attribute::Dense { ty, .. } => Some(ty),
            _ => None,
        }
    }

    /// Writes the attribute without its `: type` suffix (for custom forms that print the
    /// type separately, such as `arith.constant`).
    pub fn write_value(&self, f: &mut impl fmt::Write) -> fmt::Result {
        match self {
            Attribute::Integer { value, ty } => write_int(f, *value, ty),
            Attribute::Float { bits, ty } => f.write_str(&format_float(*bits, ty)),
            Attribute::Dense { data, ty } => write_dense(f, data, ty),
            other => write!(f, "{other}"),
        }
    }
}

fn sign_extend(value: i128, width: u32) -> i128 {
    if width == 0 {
        return 0;
    }
    let shift = 128 - width;
    (value << shift) >> shift
}

fn write_int(f: &mut impl fmt::Write, value: i128, ty: &Type) -> fmt::Result {
    match ty {
        Type::Integer {
            width: 1,
            signedness: Signedness::Signless,
        } => f.write_str(if value & 1 != 0 { "true" } else { "false" }),
        Type::Integer {
            width,
            signedness: Signedness::Unsigned,
        } if *width < 128 => {
            write!(f, "{}", (value as u128) & ((1u128 << width) - 1))
        }
        _ => write!(f, "{value}"),
    }
}

/// Formats a float the way MLIR's printer does (see [`super::float_text`]): `4.200000e+01`
/// when that reads back exactly, else APFloat's shortest natural form
/// (`9.9999999999999995E-8`), else the bit pattern in hex (`0x7FC00000`).
pub fn format_float(bits: u64, ty: &Type) -> String {
    let kind = match ty {
        Type::Float(k) => *k,
        _ => FloatKind::F64,
    };
    super::float_text::format_float(bits, kind)
}

/// Rounds `value` to the precision of `kind` (as an f64 holding the exact value).
pub fn round_to_kind(value: f64, kind: FloatKind) -> f64 {
    match kind {
        FloatKind::F64 => value,
        FloatKind::F32 => value as f32 as f64,
        FloatKind::F16 => f16_bits_to_f64(f64_to_f16_bits(value)),
        FloatKind::BF16 => f32::from_bits(bf16_round(value as f32) << 16) as f64,
        FloatKind::F80 | FloatKind::F128 => value,
        // APFloat's f8E8M0FNU object keeps a sign its bits cannot hold (`-1.0` reads and
        // prints as `-1.000000e+00`).
        FloatKind::F8E8M0FNU if value.is_finite() => {
            let fmt = kind.format();
            fmt.decode(fmt.encode(value.abs())).copysign(value)
        }
        other => {
            let fmt = other.format();
            fmt.decode(fmt.encode(value))
        }
    }
}

fn bf16_round(v: f32) -> u32 {
    let bits = v.to_bits();
    if v.is_nan() {
        return (bits >> 16) | 0x40;
    }
    let lsb = (bits >> 16) & 1;
    (bits + 0x7FFF + lsb) >> 16
}

/// Converts an f64 to IEEE half bits (round to nearest even).
pub fn f64_to_f16_bits(v: f64) -> u16 {
    let bits = v.to_bits();
    let sign = ((bits >> 48) & 0x8000) as u16;
    if v.is_nan() {
        return sign | 0x7E00;
    }
    let a = v.abs();
    if a >= 65520.0 {
        return sign | 0x7C00;
    }
    if a < 2f64.powi(-24) * 0.5 {
        return sign;
    }
    // Scale to an integer number of units in the last place, then round half to even.
    let e = a.log2().floor() as i32;
    let e = e.max(-14);
    let ulp = 2f64.powi(e - 10);
    let q = a / ulp;
    let mut m = q.round();
    if (q - q.trunc() - 0.5).abs() < f64::EPSILON && (m as u64) % 2 == 1 {
        m -= 1.0;
    }
    let m = m as u32;
    let (exp_field, mant) = if e == -14 && m < 1024 {
        (0, m)
    } else {
        ((e + 15) as u32, m - 1024)
    };
    let (exp_field, mant) = if mant >= 1024 {
        (exp_field + 1, 0)
    } else {
        (exp_field, mant)
    };
    sign | ((exp_field as u16) << 10) | mant as u16
}

/// Converts IEEE half bits to f64.
pub fn f16_bits_to_f64(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let e = ((h >> 10) & 0x1F) as i32;
    let m = (h & 0x3FF) as f64;
    match e {
        0 => sign * m * 2f64.powi(-24),
        31 if m == 0.0 => sign * f64::INFINITY,
        31 => f64::NAN,
        _ => sign * (1.0 + m / 1024.0) * 2f64.powi(e - 15),
    }
}

/// Writes a string literal with MLIR's escaping (LLVM's `printEscapedString`: `\\`, and `\XX` for `"`
/// and non-printables).
pub fn write_string_literal(f: &mut impl fmt::Write, s: &str) -> fmt::Result {
    f.write_char('"')?;
    for b in s.bytes() {
        match b {
            b'"' => f.write_str("\\22")?,
            b'\\' => f.write_str("\\\\")?,
            0x20..=0x7E => f.write_char(b as char)?,
            _ => write!(f, "\\{b:02X}")?,
        }
    }
    f.write_char('"')
}

/// Whether `s` can be printed as a bare identifier (symbol names, dictionary keys).
pub fn is_bare_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) if c.is_ascii_alphabetic() || c == '_' => {}
        _ => return false,
    }
    chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'))
}

fn write_symbol_name(f: &mut impl fmt::Write, name: &str) -> fmt::Result {
    f.write_char('@')?;
    if is_bare_identifier(name) {
        f.write_str(name)
    } else {
        write_string_literal(f, name)
    }
}

fn write_dense(f: &mut impl fmt::Write, data: &DenseElements, ty: &Type) -> fmt::Result {
    let (shape, elem): (Vec<i64>, &Type) = match ty {
        Type::Tensor(t) => (t.0.clone(), &t.1),
        Type::Vector(v) => (v.shape.clone(), &v.elem),
        other => (Vec::new(), other),
    };
    f.write_str("dense<")?;
    // Complex elements are stored as interleaved (re, im) parts of the part type.
    let part = elem.complex_elem();
    let complex = part.is_some();
    let scalar_elem = part.as_ref().unwrap_or(elem);
    let write_scalar = |f: &mut dyn fmt::Write, i: usize| -> fmt::Result {
        match data {
            DenseElements::Ints(v) => {
                let mut s = String::new();
                write_int(&mut s, v[i], scalar_elem)?;
                f.write_str(&s)
            }
            DenseElements::Floats(v) => f.write_str(&format_float(v[i], scalar_elem)),
            DenseElements::Hex(_) => Ok(()),
        }
    };
    let write_elem = |f: &mut dyn fmt::Write, i: usize| -> fmt::Result {
        if !complex {
            return write_scalar(f, i);
        }
        f.write_char('(')?;
        write_scalar(f, 2 * i)?;
        f.write_char(',')?;
        write_scalar(f, 2 * i + 1)?;
        f.write_char(')')
    };
    let parts_per_elem = if complex { 2 } else { 1 };
    let count = match data {
        DenseElements::Ints(v) => v.len() / parts_per_elem,
        DenseElements::Floats(v) => v.len() / parts_per_elem,
        DenseElements::Hex(h) => {
            write_string_literal(f, h)?;
            return f.write_char('>');
        }
    };
    let elements: usize = shape
        .iter()
        .map(|d| usize::try_from(*d).unwrap_or(0))
        .product();
    let hex = match &part {
        Some(p) => super::dense_hex::encode_complex(data, p, elements),
        None => super::dense_hex::encode(data, elem, elements),
    };
    if let Some(hex) = hex {
        write_string_literal(f, &hex)?;
        return f.write_char('>');
    }
    if count == 0 {
        // MLIR prints an empty attribute as `dense<>`.
        return f.write_char('>');
    }
    if count == 1 || shape.is_empty() {
        write_elem(f, 0)?;
    } else {
        fn rec(
            f: &mut dyn fmt::Write,
            shape: &[i64],
            index: &mut usize,
            write_elem: &dyn Fn(&mut dyn fmt::Write, usize) -> fmt::Result,
        ) -> fmt::Result {
            f.write_char('[')?;
            for i in 0..shape[0] {
                if i > 0 {
                    f.write_str(", ")?;
                }
                if shape.len() == 1 {
                    write_elem(f, *index)?;
                    *index += 1;
                } else {
                    rec(f, &shape[1..], index, write_elem)?;
                }
            }
            f.write_char(']')
        }
        let mut index = 0;
        let mut buf = String::new();
        rec(&mut buf, &shape, &mut index, &write_elem)?;
        f.write_str(&buf)?;
    }
    f.write_char('>')
}

fn write_dim(f: &mut impl fmt::Write, d: i64) -> fmt::Result {
    if d == DYNAMIC {
        f.write_char('?')
    } else {
        write!(f, "{d}")
    }
}

impl fmt::Display for NamedAttr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if is_bare_identifier(&self.name) {
            f.write_str(&self.name)?;
        } else {
            write_string_literal(f, &self.name)?;
        }
        if self.value != Attribute::Unit {
            write!(f, " = {}", self.value)?;
        }
        Ok(())
    }
}

impl fmt::Display for Attribute {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Attribute::Unit => f.write_str("unit"),
            Attribute::Integer { value, ty } => {
                write_int(f, *value, ty)?;
                if !ty.is_int_of_width(1) {
                    write!(f, " : {ty}")?;
                }
                Ok(())
            }
            Attribute::Float { bits, ty } => write!(f, "{} : {ty}", format_float(*bits, ty)),
            Attribute::String(s) => write_string_literal(f, s),
            Attribute::Type(t) => write!(f, "{t}"),
            Attribute::Array(items) => {
                f.write_char('[')?;
                for (i, a) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    // Inside arrays MLIR may elide the default types i64 and f64.
                    match a {
                        Attribute::Integer { ty, .. } if ty.is_int_of_width(64) => {
                            a.write_value(f)?
                        }
                        Attribute::Float { bits, ty }
                            if *ty == Type::f64() && !format_float(*bits, ty).starts_with("0x") =>
                        {
                            a.write_value(f)?
                        }
                        _ => write!(f, "{a}")?,
                    }
                }
                f.write_char(']')
            }
            Attribute::Dict(entries) => {
                f.write_char('{')?;
                for (i, a) in entries.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{a}")?;
                }
                f.write_char('}')
            }
            Attribute::SymbolRef(parts) => {
                for (i, p) in parts.iter().enumerate() {
                    if i > 0 {
                        f.write_str("::")?;
                    }
                    write_symbol_name(f, p)?;
                }
                Ok(())
            }
            Attribute::DenseArray { elem, values } => {
                write!(f, "array<{elem}")?;
                for (i, v) in values.iter().enumerate() {
                    f.write_str(if i == 0 { ": " } else { ", " })?;
                    if elem.is_float() {
                        f.write_str(&format_float(*v as u64, elem))?;
                    } else {
                        write_int(f, *v, elem)?;
                    }
                }
                f.write_char('>')
            }
            Attribute::Dense { data, ty } => {
                write_dense(f, data, ty)?;
                write!(f, " : {ty}")
            }
            Attribute::Strided { strides, offset } => {
                f.write_str("strided<[")?;
                for (i, s) in strides.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write_dim(f, *s)?;
                }
                f.write_char(']')?;
                if *offset != 0 {
                    f.write_str(", offset: ")?;
                    write_dim(f, *offset)?;
                }
                f.write_char('>')
            }
            Attribute::Opaque(s) => match alias_of(s) {
                Some(alias) => f.write_str(&alias),
                None => f.write_str(s),
            },
        }
    }
}

thread_local! {
    /// Attribute aliases in effect while a module is printed (`affine_map<…>` → `#map`).
    static PRINT_ALIASES: std::cell::RefCell<Option<rustc_hash::FxHashMap<Arc<str>, String>>> =
        const { std::cell::RefCell::new(None) };
}

pub(crate) fn alias_of(text: &str) -> Option<String> {
    PRINT_ALIASES.with(|a| a.borrow().as_ref().and_then(|m| m.get(text).cloned()))
}

/// Installs (or with `None` removes) the alias table consulted when opaque attributes are
/// displayed on this thread; the printer sets it for the duration of one print.
pub fn set_print_aliases(aliases: Option<rustc_hash::FxHashMap<Arc<str>, String>>) {
    PRINT_ALIASES.with(|a| *a.borrow_mut() = aliases);
}

/// Looks up `name` in a name-sorted attribute list.
pub fn attr_list_get<'a>(list: &'a [NamedAttr], name: &str) -> Option<&'a Attribute> {
    // Most ops have a few attributes: comparing names for equality (lengths first) beats
    // ordering them, which a binary search needs.
    if list.len() <= 8 {
        return list.iter().find(|a| *a.name == *name).map(|a| &a.value);
    }
    list.binary_search_by(|a| (*a.name).cmp(name))
        .ok()
        .map(|i| &list[i].value)
}

/// Sets `name` in a name-sorted attribute list, keeping it sorted.
pub fn attr_list_set(list: &mut Vec<NamedAttr>, name: &str, value: Attribute) {
    match list.binary_search_by(|a| (*a.name).cmp(name)) {
        Ok(i) => list[i].value = value,
        Err(i) => list.insert(
            i,
            NamedAttr {
                name: attr_name(name),
                value,
            },
        ),
    }
}

/// `name` as a shared string for [`NamedAttr::name`]. Programs use a handful of attribute
/// names on many ops, so each thread keeps the names it has seen and hands out clones of one
/// `Arc` instead of allocating a copy of the name for every attribute.
pub fn attr_name(name: &str) -> Arc<str> {
    thread_local! {
        static NAMES: std::cell::RefCell<rustc_hash::FxHashSet<Arc<str>>> =
            std::cell::RefCell::new(rustc_hash::FxHashSet::default());
    }
    NAMES.with_borrow_mut(|names| match names.get(name) {
        Some(shared) => shared.clone(),
        None => {
            let shared: Arc<str> = Arc::from(name);
            names.insert(shared.clone());
            shared
        }
    })
}

/// Removes `name` from a name-sorted attribute list.
pub fn attr_list_remove(list: &mut Vec<NamedAttr>, name: &str) -> Option<Attribute> {
    match list.binary_search_by(|a| (*a.name).cmp(name)) {
        Ok(i) => Some(list.remove(i).value),
        Err(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floats_print_like_mlir() {
        let f32t = Type::f32();
        let f64t = Type::f64();
        assert_eq!(format_float(42.0f64.to_bits(), &f32t), "4.200000e+01");
        assert_eq!(
            format_float((0.1f32 as f64).to_bits(), &f32t),
            "1.000000e-01"
        );
        assert_eq!(
            format_float((123.45f32 as f64).to_bits(), &f32t),
            "1.234500e+02"
        );
        assert_eq!(format_float(0.1f64.to_bits(), &f64t), "1.000000e-01");
        assert_eq!(format_float((-0.0f64).to_bits(), &f64t), "-0.000000e+00");
        assert_eq!(format_float(f64::INFINITY.to_bits(), &f32t), "0x7F800000");
        assert_eq!(
            format_float(f64::NEG_INFINITY.to_bits(), &f64t),
            "0xFFF0000000000000"
        );
        assert_eq!(
            format_float(std::f64::consts::PI.to_bits(), &f64t),
            "3.1415926535897931"
        );
    }

    #[test]
    fn integers_are_sign_extended() {
        assert_eq!(Attribute::int(255, Type::int(8)).as_int(), Some(-1));
        assert_eq!(Attribute::int(255, Type::int(8)).to_string(), "-1 : i8");
        assert_eq!(Attribute::bool(true).to_string(), "true");
    }
}
