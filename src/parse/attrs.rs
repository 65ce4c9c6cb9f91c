//! Attribute parsing.

use std::sync::Arc;

use super::lexer::TokenKind;
use super::{PResult, Parser, int_attr_value, parse_int_literal, parse_uint_literal};
use crate::diag::Diagnostic;
use crate::ir::{Attribute, DenseElements, FloatKind, NamedAttr, Signedness, Type, attr_list_set};
use crate::ir::{DYNAMIC, Location};

/// One literal element of a `dense<…>` body before the element type is known.
enum DenseLit {
    /// A decimal integer (magnitude, negative; or `true` / `false`), with its location for
    /// diagnostics.
    Int(u128, bool, Location),
    /// A hexadecimal integer: a bit pattern when the element type is a float.
    Hex(u128, bool, Location),
    Float(f64),
}

/// MLIR's error for a decimal integer where a float is expected.
fn decimal_int_for_float(loc: &Location) -> Diagnostic {
    Diagnostic::error(
        loc.clone(),
        "unexpected decimal integer literal for a floating point value",
    )
    .with_note(
        loc.clone(),
        "add a trailing dot to make the literal a float",
    )
}

/// The error for an integer literal of type `ty` (an integer or `index`) whose magnitude
/// `text` does not fit in 128 bits. Where the type is at most 128 bits wide, or the literal
/// has more bits than the type for certain, it is MLIR's "out of range" error. Otherwise
/// (`i1024` and such) MLIR would accept it, but corolift holds integer attributes in 128 bits
/// (`Attribute::Integer`), so it says so rather than keep a truncated value.
fn wide_literal_error(text: &str, ty: &Type, loc: &Location) -> Diagnostic {
    let width = match ty {
        Type::Index => 64,
        other => other.int_or_float_width().unwrap_or(64),
    } as u64;
    // The fewest bits the literal can need: a hex digit is 4 bits, a decimal one
    // log2(10) > 3.32 bits; only a lower bound is needed, so no big-number arithmetic.
    let min_bits = match text.strip_prefix("0x") {
        Some(hex) => {
            let digits = hex.trim_start_matches('0');
            let first = digits
                .chars()
                .next()
                .and_then(|c| c.to_digit(16))
                .unwrap_or(0);
            (digits.len() as u64).saturating_sub(1) * 4 + u64::from(32 - first.leading_zeros())
        }
        None => {
            let digits = text.trim_start_matches('0').len() as u64;
            // 10^(d-1) <= value, so bits > (d-1) * log2(10) >= (d-1) * 332 / 100.
            digits.saturating_sub(1) * 332 / 100 + 1
        }
    };
    if width <= 128 || min_bits > width {
        return Diagnostic::error(loc.clone(), "integer constant out of range for attribute");
    }
    Diagnostic::error(
        loc.clone(),
        format!(
            "integer constant does not fit in 128 bits, the widest integer attribute value \
             corolift holds (type '{ty}')"
        ),
    )
}

/// MLIR's error for `-0x…` where a float is expected.
fn negative_hex_float(loc: &Location) -> Diagnostic {
    Diagnostic::error(
        loc.clone(),
        "hexadecimal float literal should not have a leading minus",
    )
}

/// The `f64` bits of the float of type `kind` whose bit pattern is the hex literal `raw`.
fn hex_float(raw: u128, kind: FloatKind, loc: &Location) -> PResult<u64> {
    let bits = crate::ir::widen_float_bits(raw, kind).ok_or_else(|| {
        Diagnostic::error(
            loc.clone(),
            "hexadecimal float constant out of range for type",
        )
    })?;
    // An f80/f128 attribute holds the nearest f64: refuse a pattern it cannot keep rather
    // than silently change the program's value.
    if crate::ir::narrow_float_bits(bits, kind) != raw {
        return Err(Diagnostic::error(
            loc.clone(),
            format!(
                "corolift keeps '{}' constants to double precision; this bit pattern needs more",
                kind.name()
            ),
        ));
    }
    Ok(bits)
}

impl Parser<'_> {
    /// Skips a balanced `<…>` body starting at the current `<` token, by characters (so
    /// `->` inside `affine_map<(d0) -> (d0)>` does not close it), and re-lexes after it.
    pub(super) fn skip_angle_body(&mut self) -> PResult<()> {
        if !self.at("<") {
            return Err(self.error("expected '<'"));
        }
        let src = self.lex.src().as_bytes();
        let mut pos = self.tok.start + 1;
        let mut stack: Vec<u8> = vec![b'>'];
        while let Some(&c) = src.get(pos) {
            pos += 1;
            match c {
                b'<' => stack.push(b'>'),
                b'(' => stack.push(b')'),
                b'[' => stack.push(b']'),
                b'{' => stack.push(b'}'),
                b'-' if src.get(pos) == Some(&b'>') => pos += 1,
                b'"' => {
                    while let Some(&s) = src.get(pos) {
                        pos += 1;
                        if s == b'\\' {
                            pos += 1;
                        } else if s == b'"' {
                            break;
                        }
                    }
                }
                b'>' | b')' | b']' | b'}' => {
                    if stack.pop() != Some(c) {
                        self.reset_to(pos - 1);
                        return Err(
                            self.error("unbalanced brackets in dialect attribute or type body")
                        );
                    }
                    if stack.is_empty() {
                        self.prev_end = pos;
                        self.reset_to(pos);
                        return Ok(());
                    }
                }
                _ => {}
            }
        }
        self.reset_to(src.len());
        Err(self.error("unexpected end of file in dialect body"))
    }

    /// Parses an attribute value (typed literals consume a trailing `: type`).
    pub fn parse_attribute(&mut self) -> PResult<Attribute> {
        self.enter()?;
        let r = self.parse_attribute_inner();
        self.leave();
        r
    }

    fn parse_attribute_inner(&mut self) -> PResult<Attribute> {
        let start = self.tok.start;
        match self.tok.kind.clone() {
            TokenKind::BareIdent => {
                let text = self.tok.text.clone();
                match text.as_ref() {
                    "unit" => {
                        self.bump();
                        Ok(Attribute::Unit)
                    }
                    "true" | "false" => {
                        // Always `i1`: unlike numbers, MLIR's `true` and `false` take no
                        // `: type` (the colon is left for whatever follows).
                        self.bump();
                        Ok(Attribute::int((text == "true") as i128, Type::i1()))
                    }
                    "array" => self.parse_dense_array(),
                    "dense" => self.parse_dense(),
                    "strided" => self.parse_strided(),
                    "affine_map" | "affine_set" | "dense_resource" | "sparse" | "distinct"
                    | "opaque" => {
                        self.bump();
                        self.skip_angle_body()?;
                        let text: Arc<str> = self.lex.src()[start..self.prev_end].into();
                        if text.starts_with("dense_resource") && self.at(":") {
                            let ty = self.parse_colon_type()?;
                            return Ok(Attribute::Opaque(format!("{text} : {ty}").into()));
                        }
                        // A name the map does not declare is MLIR's parse error; code that
                        // reads the map later relies on its dimensions being in range.
                        if let Some(at) = crate::ir::affine_text::undeclared_identifier(&text) {
                            return Err(Diagnostic::error(
                                self.loc_at(start + at),
                                "use of undeclared identifier",
                            ));
                        }
                        // An affine map is kept in the form MLIR prints it in.
                        if let Some(t) = crate::ir::affine_text::canonical_affine_map(&text) {
                            return Ok(Attribute::Opaque(t.into()));
                        }
                        Ok(Attribute::Opaque(text))
                    }
                    "loc" => {
                        self.bump();
                        let body = self.parse_paren_body_raw()?;
                        Ok(Attribute::Opaque(format!("loc({body})").into()))
                    }
                    // A keyword that starts no type (`inf`, `nan`, ...): MLIR tries an optional
                    // type and reports this.
                    t if super::types::simple_builtin_type(t).is_none()
                        && !matches!(t, "memref" | "tensor" | "vector" | "tuple" | "complex") =>
                    {
                        Err(self.wrong_token_error("expected attribute value"))
                    }
                    _ => Ok(Attribute::Type(self.parse_type()?)),
                }
            }
            TokenKind::Integer | TokenKind::Float => self.parse_number_attr(false),
            TokenKind::Punct if self.tok.text == "-" => {
                self.bump();
                if !matches!(self.tok.kind, TokenKind::Integer | TokenKind::Float) {
                    return Err(self.error("expected constant integer or floating point value"));
                }
                self.parse_number_attr(true)
            }
            TokenKind::String => {
                let s = self.bump().text;
                if self.at(":") {
                    // A typed string attribute; the type is kept in the text.
                    let ty = self.parse_colon_type()?;
                    let mut out = String::new();
                    let _ = crate::ir::write_string_literal(&mut out, &s);
                    return Ok(Attribute::Opaque(format!("{out} : {ty}").into()));
                }
                Ok(Attribute::String(s.into()))
            }
            TokenKind::AtIdent => {
                let mut parts: Vec<Arc<str>> = vec![self.bump().text.into()];
                while self.at("::") {
                    self.bump();
                    if self.tok.kind != TokenKind::AtIdent {
                        return Err(self.error("expected nested symbol reference identifier"));
                    }
                    parts.push(self.bump().text.into());
                }
                Ok(Attribute::SymbolRef(parts.into()))
            }
            TokenKind::Punct if self.tok.text == "[" => {
                self.bump();
                let mut items = Vec::new();
                if !self.eat("]") {
                    loop {
                        items.push(self.parse_attribute()?);
                        if self.eat("]") {
                            break;
                        }
                        if !self.eat(",") {
                            return Err(self.wrong_token_error("expected ',' or ']'"));
                        }
                    }
                }
                Ok(Attribute::array(items))
            }
            TokenKind::Punct if self.tok.text == "{" => {
                let mut entries = Vec::new();
                self.parse_attr_dict_into(&mut entries)?;
                Ok(Attribute::Dict(entries.into()))
            }
            TokenKind::Punct if self.tok.text == "(" => Ok(Attribute::Type(self.parse_type()?)),
            TokenKind::HashIdent => {
                let name = self.bump().text;
                if !name.contains('.') {
                    return match self.aliases.attrs.get(name.as_ref()) {
                        Some(a) => Ok(a.clone()),
                        None => Err(self.error_at(
                            &self.loc_at(start),
                            format!("undefined symbol alias id '{name}'"),
                        )),
                    };
                }
                if self.at("<") {
                    self.skip_angle_body()?;
                }
                Ok(Attribute::Opaque(
                    self.lex.src()[start..self.prev_end].into(),
                ))
            }
            TokenKind::BangIdent => Ok(Attribute::Type(self.parse_type()?)),
            _ => Err(self.wrong_token_error("expected attribute value")),
        }
    }

    /// Reads `( … )` raw (balanced), returning the inside text.
    fn parse_paren_body_raw(&mut self) -> PResult<String> {
        if !self.at("(") {
            return Err(self.error("expected '('"));
        }
        let src = self.lex.src();
        let bytes = src.as_bytes();
        let open = self.tok.start;
        let mut depth = 0usize;
        let mut pos = open;
        while let Some(&c) = bytes.get(pos) {
            pos += 1;
            match c {
                b'(' => depth += 1,
                b')' => {
                    depth -= 1;
                    if depth == 0 {
                        let body = src[open + 1..pos - 1].to_owned();
                        self.prev_end = pos;
                        self.reset_to(pos);
                        return Ok(body);
                    }
                }
                b'"' => {
                    while let Some(&s) = bytes.get(pos) {
                        pos += 1;
                        if s == b'\\' {
                            pos += 1;
                        } else if s == b'"' {
                            break;
                        }
                    }
                }
                _ => {}
            }
        }
        self.reset_to(src.len());
        Err(self.error("expected ')'"))
    }

    fn parse_number_attr(&mut self, negative: bool) -> PResult<Attribute> {
        let loc = self.current_loc();
        let tok = self.bump();
        let ty = if self.at(":") {
            Some(self.parse_colon_type()?)
        } else {
            None
        };
        match tok.kind {
            TokenKind::Integer => {
                // `None` for a literal beyond 128 bits: what that means depends on the type.
                let magnitude = parse_uint_literal(&tok.text);
                match ty {
                    Some(Type::Float(kind)) => {
                        // MLIR reads only a hex integer as a float (its bit pattern).
                        if !tok.text.starts_with("0x") {
                            return Err(decimal_int_for_float(&loc));
                        }
                        if negative {
                            return Err(negative_hex_float(&loc));
                        }
                        let Some(magnitude) = magnitude else {
                            // No float type is wider than 128 bits.
                            return Err(self.error_at(
                                &loc,
                                "hexadecimal float constant out of range for type",
                            ));
                        };
                        let bits = hex_float(magnitude, kind, &loc)?;
                        Ok(Attribute::Float {
                            bits,
                            ty: Type::Float(kind),
                        })
                    }
                    Some(t) if t.is_integer() || t == Type::Index => {
                        if negative
                            && matches!(
                                t,
                                Type::Integer {
                                    signedness: Signedness::Unsigned,
                                    ..
                                }
                            )
                        {
                            return Err(self.error_at(
                                &loc,
                                "negative integer literal not valid for unsigned integer type",
                            ));
                        }
                        let Some(magnitude) = magnitude else {
                            return Err(wide_literal_error(&tok.text, &t, &loc));
                        };
                        let v = int_attr_value(magnitude, negative, &t).ok_or_else(|| {
                            self.error_at(&loc, "integer constant out of range for attribute")
                        })?;
                        Ok(Attribute::Integer { value: v, ty: t })
                    }
                    Some(_) => {
                        Err(self.error_at(&loc, "integer literal not valid for specified type"))
                    }
                    None => magnitude
                        .and_then(|magnitude| int_attr_value(magnitude, negative, &Type::i64()))
                        .map(|v| Attribute::Integer {
                            value: v,
                            ty: Type::i64(),
                        })
                        .ok_or_else(|| {
                            self.error_at(&loc, "integer constant out of range for attribute")
                        }),
                }
            }
            _ => {
                let v: f64 = tok
                    .text
                    .parse()
                    .map_err(|_| self.error_at(&loc, "invalid floating point literal"))?;
                let v = if negative { -v } else { v };
                match ty {
                    None => Ok(Attribute::float(v, Type::f64())),
                    Some(Type::Float(kind)) => Ok(Attribute::float(
                        crate::ir::round_to_kind(v, kind),
                        Type::Float(kind),
                    )),
                    Some(_) => {
                        Err(self
                            .error_at(&loc, "floating point value not valid for specified type"))
                    }
                }
            }
        }
    }

    fn parse_dense_array(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect("<")?;
        let elem = self.parse_type()?;
        let mut values = Vec::new();
        if self.eat(":") {
            loop {
                let neg = self.eat("-");
                let loc = self.current_loc();
                let tok = self.bump();
                let v = match (&tok.kind, elem.is_float()) {
                    (TokenKind::Integer, false) => parse_uint_literal(&tok.text)
                        .and_then(|v| int_attr_value(v, neg, &elem))
                        // MLIR reports it at the token after the literal.
                        .ok_or_else(|| self.error("integer constant out of range"))?,
                    (TokenKind::BareIdent, false) if tok.text == "true" || tok.text == "false" => {
                        (tok.text == "true") as i128
                    }
                    (TokenKind::Integer, true) => {
                        let kind = match elem {
                            Type::Float(k) => k,
                            _ => FloatKind::F64,
                        };
                        if !tok.text.starts_with("0x") {
                            return Err(decimal_int_for_float(&loc));
                        }
                        if neg {
                            return Err(negative_hex_float(&loc));
                        }
                        let raw = parse_int_literal(&tok.text)
                            .ok_or_else(|| self.error_at(&loc, "integer out of range"))?;
                        values.push(hex_float(raw as u128, kind, &loc)? as i128);
                        if !self.eat(",") {
                            break;
                        }
                        continue;
                    }
                    (TokenKind::Float, true) => {
                        let f: f64 = tok
                            .text
                            .parse()
                            .map_err(|_| self.error_at(&loc, "invalid float"))?;
                        let f = if neg { -f } else { f };
                        let kind = match elem {
                            Type::Float(k) => k,
                            _ => FloatKind::F64,
                        };
                        values.push(crate::ir::round_to_kind(f, kind).to_bits() as i128);
                        if !self.eat(",") {
                            break;
                        }
                        continue;
                    }
                    _ => {
                        return Err(self.error_at(&loc, "expected integer or float in dense array"));
                    }
                };
                values.push(v);
                if !self.eat(",") {
                    break;
                }
            }
        }
        self.expect(">")?;
        Ok(Attribute::DenseArray {
            elem,
            values: values.into(),
        })
    }

    /// One element of a `dense<…>` list literal (a nested list, a complex `(re, im)` pair or
    /// a scalar), its scalars appended to `out`; sets `shape` to its shape (empty for a
    /// scalar). The elements of a list must all have the same shape, checked as each one
    /// ends, where MLIR's `TensorLiteralParser` checks it.
    fn parse_dense_elements_lits(
        &mut self,
        out: &mut Vec<DenseLit>,
        shape: &mut Vec<i64>,
        pairs: &mut DensePairs,
    ) -> PResult<()> {
        self.enter()?;
        shape.clear();
        if self.eat("(") {
            // A complex element `(re, im)`: both parts are stored, interleaved.
            self.parse_dense_leaf(out)?;
            self.expect(",")?;
            self.parse_dense_leaf(out)?;
            self.expect(")")?;
            pairs.paired += 1;
        } else if self.eat("[") {
            pairs.bracketed = true;
            let mut count = 0;
            let (mut first, mut element) = (None::<Vec<i64>>, Vec::new());
            if !self.eat("]") {
                loop {
                    self.parse_dense_elements_lits(out, &mut element, pairs)?;
                    count += 1;
                    match &first {
                        None => first = Some(element.clone()),
                        Some(f) if *f != element => {
                            return Err(self.error(
                                "tensor literal is invalid; ranks are not consistent between \
                                 elements",
                            ));
                        }
                        Some(_) => {}
                    }
                    if self.eat("]") {
                        break;
                    }
                    if !self.eat(",") {
                        return Err(self.wrong_token_error("expected ']'"));
                    }
                }
            }
            shape.push(count);
            shape.extend(first.unwrap_or_default());
        } else {
            pairs.plain += 1;
            self.parse_dense_leaf(out)?;
        }
        self.leave();
        Ok(())
    }

    /// One scalar literal of a `dense<…>` body.
    fn parse_dense_leaf(&mut self, out: &mut Vec<DenseLit>) -> PResult<()> {
        {
            let neg = self.eat("-");
            let loc = self.current_loc();
            let tok = self.bump();
            let lit = match tok.kind {
                TokenKind::Integer => {
                    let v = parse_uint_literal(&tok.text)
                        .ok_or_else(|| self.error_at(&loc, "integer out of range"))?;
                    if tok.text.starts_with("0x") {
                        DenseLit::Hex(v, neg, loc)
                    } else {
                        DenseLit::Int(v, neg, loc)
                    }
                }
                TokenKind::Float => {
                    let v: f64 = tok
                        .text
                        .parse()
                        .map_err(|_| self.error_at(&loc, "invalid float"))?;
                    DenseLit::Float(if neg { -v } else { v })
                }
                TokenKind::BareIdent if tok.text == "true" || tok.text == "false" => {
                    DenseLit::Int((tok.text == "true") as u128, false, loc)
                }
                _ => return Err(self.error_at(&loc, "expected element literal of primitive type")),
            };
            out.push(lit);
        }
        Ok(())
    }

    fn parse_dense(&mut self) -> PResult<Attribute> {
        let dense_loc = self.current_loc();
        self.bump();
        self.expect("<")?;
        let mut lits = Vec::new();
        let mut hex = None;
        let mut hex_loc = None;
        let mut pairs = DensePairs::default();
        // The shape of a list literal (`None` for a splat, a hex string or `dense<>`).
        let mut literal_shape = None;
        if self.at_string() {
            hex_loc = Some(self.current_loc());
            hex = Some(self.parse_string()?);
        } else if !self.at(">") {
            let mut shape = Vec::new();
            let list = self.at("[");
            self.parse_dense_elements_lits(&mut lits, &mut shape, &mut pairs)?;
            literal_shape = list.then_some(shape);
        }
        self.expect(">")?;
        let ty = self.parse_colon_type()?;
        let type_shape = match &ty {
            Type::Tensor(t) => Some(&t.0),
            Type::Vector(v) => Some(&v.shape),
            _ => None,
        };
        if let (Some(lit), Some(want)) = (&literal_shape, type_shape)
            && lit != want
        {
            let dims = |d: &[i64]| d.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
            return Err(self.error_at(
                &dense_loc,
                format!(
                    "inferred shape of elements literal ([{}]) does not match type ([{}])",
                    dims(lit),
                    dims(want)
                ),
            ));
        }
        let mut elem = match &ty {
            Type::Tensor(t) => t.1.clone(),
            Type::Vector(v) => v.elem.clone(),
            _ => return Err(self.error("elements literal must be a shaped type")),
        };
        // Complex elements are `(re, im)` pairs of the part type, stored interleaved.
        // (For other element types MLIR reads a pair as two plain elements.)
        let mut complex = false;
        if let Some(part) = elem.complex_elem()
            && hex.is_none()
        {
            if pairs.plain > 0 {
                // MLIR counts the storage elements: two per complex element.
                let message = if pairs.bracketed {
                    let count: i64 = match &ty {
                        Type::Tensor(t) => t.0.iter().product(),
                        Type::Vector(v) => v.shape.iter().product(),
                        _ => 0,
                    };
                    format!(
                        "parsed {} elements, but type ('{ty}') expected {} elements",
                        lits.len(),
                        2 * count
                    )
                } else {
                    format!(
                        "parsed {} elements, but type ('{elem}') expected 2 elements",
                        lits.len()
                    )
                };
                return Err(self.error_at(&dense_loc, message));
            }
            elem = part;
            complex = true;
        }
        let data = if let Some(h) = hex {
            let mut count: i64 = match &ty {
                Type::Tensor(t) => t.0.iter().product(),
                Type::Vector(v) => v.shape.iter().product(),
                _ => 0,
            };
            // Complex elements: the blob holds real and imaginary parts, interleaved.
            if let Some(part) = elem.complex_elem() {
                elem = part;
                count = count.saturating_mul(2);
                complex = true;
            }
            let is_hex = h
                .strip_prefix("0x")
                .is_some_and(|d| d.bytes().all(|b| b.is_ascii_hexdigit()));
            let numeric = elem.is_integer() || elem.is_float() || elem == Type::Index;
            if numeric && !is_hex {
                return Err(self.error_at(
                    hex_loc.as_ref().unwrap_or(&dense_loc),
                    "expected string containing hex digits starting with `0x`",
                ));
            }
            match crate::ir::decode_dense_hex(&h, &elem, usize::try_from(count).unwrap_or(0)) {
                Some(d) => d,
                // Element types without a raw form here keep the text.
                None if !(elem.is_integer() || elem.is_float() || elem == Type::Index) => {
                    DenseElements::Hex(h.into())
                }
                None => {
                    return Err(self.error_at(
                        &dense_loc,
                        format!("elements hex data size is invalid for provided type: '{ty}'"),
                    ));
                }
            }
        } else if let Type::Float(kind) = elem {
            let mut bits = Vec::with_capacity(lits.len());
            for l in &lits {
                bits.push(match l {
                    DenseLit::Int(_, _, loc) => return Err(decimal_int_for_float(loc)),
                    DenseLit::Hex(_, true, loc) => return Err(negative_hex_float(loc)),
                    DenseLit::Hex(raw, false, loc) => hex_float(*raw, kind, loc)?,
                    DenseLit::Float(f) => crate::ir::round_to_kind(*f, kind).to_bits(),
                });
            }
            DenseElements::Floats(bits)
        } else {
            let mut ints = Vec::new();
            for l in &lits {
                match l {
                    DenseLit::Int(v, neg, loc) | DenseLit::Hex(v, neg, loc) => {
                        if *neg
                            && matches!(
                                elem,
                                Type::Integer {
                                    signedness: Signedness::Unsigned,
                                    ..
                                }
                            )
                        {
                            return Err(self.error_at(
                                loc,
                                "expected unsigned integer elements, but parsed negative value",
                            ));
                        }
                        let value = if elem.is_integer() || elem == Type::Index {
                            int_attr_value(*v, *neg, &elem)
                        } else {
                            None
                        };
                        ints.push(value.ok_or_else(|| {
                            self.error_at(loc, "integer constant out of range for type")
                        })?);
                    }
                    DenseLit::Float(_) => {
                        return Err(
                            self.error("expected integer elements, but parsed floating-point")
                        );
                    }
                }
            }
            DenseElements::Ints(ints)
        };
        let data = if complex {
            collapse_complex_splat(data)
        } else {
            collapse_splat(data)
        };
        Ok(Attribute::Dense {
            data: Arc::new(data),
            ty,
        })
    }

    fn parse_strided(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect("<")?;
        self.expect("[")?;
        let mut strides = Vec::new();
        if !self.eat("]") {
            loop {
                strides.push(self.parse_dim_or_dynamic()?);
                if self.eat("]") {
                    break;
                }
                self.expect(",")?;
            }
        }
        let mut offset = 0;
        if self.eat(",") {
            self.expect_keyword("offset")?;
            self.expect(":")?;
            offset = self.parse_dim_or_dynamic()?;
        }
        self.expect(">")?;
        Ok(Attribute::Strided {
            strides: strides.into(),
            offset,
        })
    }

    fn parse_dim_or_dynamic(&mut self) -> PResult<i64> {
        if self.eat("?") {
            return Ok(DYNAMIC);
        }
        let v = self.parse_integer()?;
        i64::try_from(v).map_err(|_| self.error("value out of range"))
    }

    /// Parses `{name = attr, unit_name, …}` into `attrs` (the braces are required).
    pub fn parse_attr_dict_into(&mut self, attrs: &mut Vec<crate::ir::NamedAttr>) -> PResult<()> {
        self.expect("{")?;
        if self.eat("}") {
            return Ok(());
        }
        loop {
            let name = match self.tok.kind {
                TokenKind::BareIdent | TokenKind::String => self.bump().text,
                _ => return Err(self.error("expected attribute name")),
            };
            if name.is_empty() {
                return Err(self.error("expected valid attribute name"));
            }
            let value = if self.eat("=") {
                self.parse_attribute()?
            } else {
                Attribute::Unit
            };
            if attrs.iter().any(|a: &NamedAttr| *a.name == *name) {
                return Err(self.error(format!("duplicate key '{name}' in dictionary attribute")));
            }
            attrs.push(NamedAttr {
                name: crate::ir::attr_name(&name),
                value,
            });
            if self.eat("}") {
                return Ok(());
            }
            if !self.eat(",") {
                return Err(self.wrong_token_error("expected '}' in attribute dictionary"));
            }
        }
    }

    /// Parses an optional `{…}` attribute dictionary into `attrs` (merging, later wins).
    pub fn parse_optional_attr_dict(&mut self, attrs: &mut Vec<NamedAttr>) -> PResult<()> {
        if self.at("{") {
            let mut parsed = Vec::new();
            self.parse_attr_dict_into(&mut parsed)?;
            for a in parsed {
                attr_list_set(attrs, &a.name, a.value);
            }
        }
        Ok(())
    }

    /// Parses an optional `attributes {…}` clause into `attrs`.
    pub fn parse_optional_attr_dict_with_keyword(
        &mut self,
        attrs: &mut Vec<NamedAttr>,
    ) -> PResult<()> {
        if self.eat_keyword("attributes") {
            if !self.at("{") {
                return Err(self.error("expected '{' in attribute dictionary"));
            }
            self.parse_optional_attr_dict(attrs)?;
        }
        Ok(())
    }
}

/// A list whose elements are all equal (bit for bit) becomes a splat, as MLIR's
/// `DenseElementsAttr::get` detects it (so `dense<[1.0, 1.0]>` prints `dense<1.000000e+00>`).
/// How many leaves of a `dense<…>` body were `(re, im)` pairs and how many plain literals.
#[derive(Default)]
struct DensePairs {
    paired: usize,
    plain: usize,
    /// Whether the body had a `[…]` list (not a single splat literal).
    bracketed: bool,
}

/// `collapse_splat` for interleaved complex data: one `(re, im)` pair when all pairs agree.
fn collapse_complex_splat(data: DenseElements) -> DenseElements {
    fn all_pairs_equal<T: PartialEq>(v: &[T]) -> bool {
        v.len() > 2 && v.len().is_multiple_of(2) && v.chunks(2).all(|c| c == &v[..2])
    }
    match data {
        DenseElements::Ints(v) if all_pairs_equal(&v) => DenseElements::Ints(v[..2].to_vec()),
        DenseElements::Floats(v) if all_pairs_equal(&v) => DenseElements::Floats(v[..2].to_vec()),
        other => other,
    }
}

fn collapse_splat(data: DenseElements) -> DenseElements {
    fn all_equal<T: PartialEq>(v: &[T]) -> bool {
        v.windows(2).all(|w| w[0] == w[1])
    }
    match data {
        DenseElements::Ints(v) if v.len() > 1 && all_equal(&v) => DenseElements::Ints(vec![v[0]]),
        DenseElements::Floats(v) if v.len() > 1 && all_equal(&v) => {
            DenseElements::Floats(vec![v[0]])
        }
        other => other,
    }
}
