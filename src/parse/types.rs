//! Type parsing: builtin types, `!async.*` types, aliases and opaque dialect types.

use std::sync::Arc;

use super::lexer::TokenKind;
use super::{PResult, Parser};
use crate::ir::{Attribute, DYNAMIC, FloatKind, MemRefType, Signedness, Type, VectorType};

impl Parser<'_> {
    /// Parses a type.
    pub fn parse_type(&mut self) -> PResult<Type> {
        self.enter()?;
        let r = self.parse_type_inner();
        self.leave();
        r
    }

    fn parse_type_inner(&mut self) -> PResult<Type> {
        match self.tok.kind {
            TokenKind::BareIdent => {
                let text = self.tok.text.clone();
                if let Some(t) = simple_builtin_type(&text) {
                    self.bump();
                    return Ok(t);
                }
                match text.as_ref() {
                    "memref" => self.parse_memref_type(),
                    "tensor" => self.parse_tensor_type(),
                    "vector" => self.parse_vector_type(),
                    "tuple" => {
                        self.bump();
                        self.expect("<")?;
                        let mut types = Vec::new();
                        if !self.at(">") {
                            types.push(self.parse_type()?);
                            while self.eat(",") {
                                types.push(self.parse_type()?);
                            }
                        }
                        self.expect(">")?;
                        Ok(Type::Tuple(types.into()))
                    }
                    "complex" => {
                        let start = self.tok.start;
                        self.bump();
                        self.skip_angle_body()?;
                        Ok(Type::Opaque(self.lex.src()[start..self.prev_end].into()))
                    }
                    _ => Err(self.error("expected non-function type")),
                }
            }
            TokenKind::Punct if self.tok.text == "(" => self.parse_function_type(),
            TokenKind::BangIdent => self.parse_dialect_type(),
            _ => Err(self.error("expected non-function type")),
        }
    }

    /// Parses `(inputs) -> results`.
    pub fn parse_function_type(&mut self) -> PResult<Type> {
        self.expect("(")?;
        let inputs = self.parse_type_list_until(")")?;
        self.expect("->")?;
        let results = self.parse_function_result_types()?;
        Ok(Type::function(inputs, results))
    }

    /// Parses the results of a function type: a single type or a parenthesised list.
    pub fn parse_function_result_types(&mut self) -> PResult<Vec<Type>> {
        if self.at("(") {
            // `(a, b)` is a result list, but `(a) -> b` is a single function-typed result.
            let save = self.tok.start;
            self.bump();
            let list = self.parse_type_list_until(")")?;
            if self.at("->") {
                self.reset_to(save);
                return Ok(vec![self.parse_type()?]);
            }
            Ok(list)
        } else {
            Ok(vec![self.parse_type()?])
        }
    }

    /// Parses `t1, t2, …` up to (and including) the closing punctuation `close`.
    pub fn parse_type_list_until(&mut self, close: &str) -> PResult<Vec<Type>> {
        let mut types = Vec::new();
        if self.eat(close) {
            return Ok(types);
        }
        loop {
            types.push(self.parse_type()?);
            if self.eat(close) {
                return Ok(types);
            }
            self.expect(",")?;
        }
    }

    /// Parses a comma separated list of one or more types.
    pub fn parse_type_list(&mut self) -> PResult<Vec<Type>> {
        let mut types = vec![self.parse_type()?];
        while self.eat(",") {
            types.push(self.parse_type()?);
        }
        Ok(types)
    }

    /// Parses `: type`.
    pub fn parse_colon_type(&mut self) -> PResult<Type> {
        self.expect(":")?;
        self.parse_type()
    }

    /// Parses `: t1, t2` (one or more).
    pub fn parse_colon_type_list(&mut self) -> PResult<Vec<Type>> {
        self.expect(":")?;
        self.parse_type_list()
    }

    /// Parses `: t1, t2` if a colon is present, else returns an empty list.
    pub fn parse_optional_colon_type_list(&mut self) -> PResult<Vec<Type>> {
        if self.at(":") {
            self.parse_colon_type_list()
        } else {
            Ok(Vec::new())
        }
    }

    /// Parses `-> T` or `-> (T, U)` if an arrow is present.
    pub fn parse_optional_arrow_type_list(&mut self) -> PResult<Vec<Type>> {
        if self.eat("->") {
            self.parse_function_result_types()
        } else {
            Ok(Vec::new())
        }
    }

    /// Reads a dimension list (`4x?x`, with `*x` when `allow_unranked`) directly from the
    /// source characters, as the token stream would split `4xf32` wrongly. With
    /// `allow_scalable` it is a vector's: `[4]x` scalable dims, and no dynamic `?` (which then
    /// starts no dimension, so the element type's parser reports it, as MLIR's does). Returns
    /// the dims, scalable flags and whether it was `*`.
    fn parse_dimension_list(
        &mut self,
        allow_scalable: bool,
        allow_unranked: bool,
    ) -> PResult<(Vec<i64>, Vec<bool>, bool)> {
        let src = self.lex.src().as_bytes();
        let mut pos = self.tok.start;
        let mut dims = Vec::new();
        let mut scalable = Vec::new();
        let skip_ws = |pos: &mut usize| {
            while *pos < src.len() && src[*pos].is_ascii_whitespace() {
                *pos += 1;
            }
        };
        loop {
            skip_ws(&mut pos);
            let dim_start = pos;
            let mut is_scalable = false;
            if allow_scalable && src.get(pos) == Some(&b'[') {
                is_scalable = true;
                pos += 1;
            }
            let value = if src.get(pos) == Some(&b'?') && !allow_scalable {
                pos += 1;
                DYNAMIC
            } else if allow_unranked && dims.is_empty() && src.get(pos) == Some(&b'*') {
                if src.get(pos + 1) == Some(&b'x') {
                    self.reset_to(pos + 2);
                    return Ok((Vec::new(), Vec::new(), true));
                }
                self.reset_to(pos + 1);
                return Err(self.error("expected 'x' in dimension list"));
            } else if src.get(pos).is_some_and(|b| b.is_ascii_digit()) {
                let s = pos;
                while src.get(pos).is_some_and(|b| b.is_ascii_digit()) {
                    pos += 1;
                }
                let text = std::str::from_utf8(&src[s..pos]).unwrap_or("0");
                match text.parse::<i64>() {
                    Ok(v) => v,
                    Err(_) => {
                        self.reset_to(s);
                        return Err(self.error("invalid dimension"));
                    }
                }
            } else if is_scalable {
                // `[` promised a dimension.
                self.reset_to(pos);
                return Err(self.error("invalid dimension"));
            } else {
                // Not a dimension: the element type starts here.
                self.reset_to(dim_start);
                return Ok((dims, scalable, false));
            };
            if is_scalable {
                if src.get(pos) != Some(&b']') {
                    self.reset_to(pos);
                    return Err(self.error("missing ']' closing scalable dimension"));
                }
                pos += 1;
            }
            // MLIR lexes `4 x i32` as tokens too: whitespace may precede the `x`.
            skip_ws(&mut pos);
            if src.get(pos) != Some(&b'x') {
                self.reset_to(pos);
                return Err(self.error("expected 'x' in dimension list"));
            }
            pos += 1;
            dims.push(value);
            scalable.push(is_scalable);
        }
    }

    fn parse_memref_type(&mut self) -> PResult<Type> {
        self.bump();
        if !self.at("<") {
            return Err(self.error("expected '<' in memref type"));
        }
        self.reset_to(self.tok.end);
        let (shape, _, unranked) = self.parse_dimension_list(false, true)?;
        let elem = self.parse_type()?;
        let mut layout = None;
        let mut memory_space = None;
        while self.eat(",") {
            let attr = self.parse_attribute()?;
            let is_layout = matches!(&attr, Attribute::Strided { .. })
                || matches!(&attr, Attribute::Opaque(s) if s.starts_with("affine_map"));
            if is_layout && layout.is_none() && memory_space.is_none() && !unranked {
                layout = Some(attr);
            } else if memory_space.is_none() {
                memory_space = Some(attr);
            } else {
                return Err(self.error("unexpected extra attribute in memref type"));
            }
        }
        self.expect(">")?;
        if let Some(Attribute::Opaque(text)) = &layout
            && is_identity_affine_map(text)
        {
            layout = None;
        }
        // An integer memory space 0 is the default one: MLIR drops it (`skipDefaultMemorySpace`).
        if matches!(memory_space, Some(Attribute::Integer { value: 0, .. })) {
            memory_space = None;
        }
        if unranked {
            return Ok(Type::UnrankedMemRef(Arc::new((elem, memory_space))));
        }
        Ok(Type::MemRef(Arc::new(MemRefType {
            shape,
            elem,
            layout,
            memory_space,
        })))
    }

    fn parse_tensor_type(&mut self) -> PResult<Type> {
        self.bump();
        if !self.at("<") {
            return Err(self.error("expected '<' in tensor type"));
        }
        self.reset_to(self.tok.end);
        let (shape, _, unranked) = self.parse_dimension_list(false, true)?;
        let elem = self.parse_type()?;
        if unranked {
            self.expect(">")?;
            return Ok(Type::UnrankedTensor(Arc::new(elem)));
        }
        // An optional encoding attribute follows the element type.
        let encoding = if self.eat(",") {
            Some(self.parse_attribute()?)
        } else {
            None
        };
        self.expect(">")?;
        Ok(Type::Tensor(Arc::new((shape, elem, encoding))))
    }

    fn parse_vector_type(&mut self) -> PResult<Type> {
        self.bump();
        if !self.at("<") {
            return Err(self.error("expected '<' in vector type"));
        }
        self.reset_to(self.tok.end);
        let (shape, scalable, _) = self.parse_dimension_list(true, false)?;
        let elem = self.parse_type()?;
        self.expect(">")?;
        Ok(Type::Vector(Arc::new(VectorType {
            shape,
            scalable,
            elem,
        })))
    }

    fn parse_dialect_type(&mut self) -> PResult<Type> {
        let start = self.tok.start;
        let name = self.tok.text.clone();
        self.bump();
        match name.as_ref() {
            "async.token" => return Ok(Type::AsyncToken),
            "async.group" => return Ok(Type::AsyncGroup),
            "async.coro.id" => return Ok(Type::CoroId),
            "async.coro.handle" => return Ok(Type::CoroHandle),
            "async.coro.state" => return Ok(Type::CoroState),
            "corolift.frame" => return self.parse_frame_type(),
            "async.value" => {
                if !self.eat("<") {
                    return Err(self.error("failed to parse async value type"));
                }
                let inner = self.parse_type()?;
                if !self.eat(">") {
                    return Err(self.error("failed to parse async value type"));
                }
                return Ok(Type::async_value(inner));
            }
            _ => {}
        }
        if !name.contains('.') {
            return match self.aliases.types.get(name.as_ref()) {
                Some(t) => Ok(t.clone()),
                None => Err(self.error_at(
                    &self.loc_at(start),
                    format!("undefined symbol alias id '{name}'"),
                )),
            };
        }
        if let Some(unknown) = name.strip_prefix("async.") {
            return Err(self.error_at(
                &self.loc_at(start),
                format!("unknown async type: {unknown}"),
            ));
        }
        if self.at("<") {
            self.skip_angle_body()?;
        }
        Ok(Type::Opaque(self.lex.src()[start..self.prev_end].into()))
    }
}

/// Integer, index, float and `none` types.
pub(super) fn simple_builtin_type(text: &str) -> Option<Type> {
    match text {
        "index" => return Some(Type::Index),
        "none" => return Some(Type::None),
        _ => {}
    }
    if let Some(kind) = FloatKind::from_name(text) {
        return Some(Type::Float(kind));
    }
    let (signedness, digits) = if let Some(d) = text.strip_prefix("si") {
        (Signedness::Signed, d)
    } else if let Some(d) = text.strip_prefix("ui") {
        (Signedness::Unsigned, d)
    } else if let Some(d) = text.strip_prefix('i') {
        (Signedness::Signless, d)
    } else {
        return None;
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || digits.starts_with('0') {
        return None;
    }
    let width: u32 = digits.parse().ok()?;
    (width <= 1 << 16).then_some(Type::Integer { width, signedness })
}

/// Whether `text` is `affine_map<(d0, …, dn) -> (d0, …, dn)>`, which MLIR drops from memref types.
fn is_identity_affine_map(text: &str) -> bool {
    let Some(body) = text
        .strip_prefix("affine_map<")
        .and_then(|t| t.strip_suffix('>'))
    else {
        return false;
    };
    let Some((dims, results)) = body.split_once("->") else {
        return false;
    };
    let norm = |s: &str| s.chars().filter(|c| !c.is_whitespace()).collect::<String>();
    let (dims, results) = (norm(dims), norm(results));
    dims == results && !dims.contains('[')
}

impl Parser<'_> {
    /// The body of `!corolift.frame<"name", size N, align A, {field at OFF : type, …}>`
    /// (after the name).
    fn parse_frame_type(&mut self) -> PResult<Type> {
        self.expect("<")?;
        let name = self.parse_string()?;
        self.expect(",")?;
        self.expect_keyword("size")?;
        let size = self.parse_frame_number()?;
        self.expect(",")?;
        self.expect_keyword("align")?;
        let align = self.parse_frame_number()?;
        self.expect(",")?;
        self.expect("{")?;
        let mut fields = Vec::new();
        if !self.eat("}") {
            loop {
                let field = self.parse_keyword_any()?;
                self.expect_keyword("at")?;
                let offset = self.parse_frame_number()?;
                self.expect(":")?;
                let ty = self.parse_type()?;
                fields.push(crate::ir::FrameField {
                    name: field,
                    offset,
                    ty,
                });
                if self.eat("}") {
                    break;
                }
                self.expect(",")?;
            }
        }
        self.expect(">")?;
        Ok(Type::CoroFrame(Arc::new(crate::ir::FrameLayout {
            name,
            size,
            align,
            fields,
        })))
    }

    fn parse_frame_number(&mut self) -> PResult<u64> {
        let n = self.parse_integer()?;
        u64::try_from(n).map_err(|_| self.error("expected a non-negative frame size or offset"))
    }
}
