//! Operations, regions, blocks and SSA name scoping.

use std::borrow::Cow;
use std::sync::Arc;

use super::lexer::TokenKind;
use super::{BlockScope, Defs, IsolatedScope, Operand, PResult, Parser};
use crate::dialect::{self, Traits};
use crate::ir::{
    Attribute, BlockId, Location, NamedAttr, OpId, OperationState, RegionId, Type, Value, ValueDef,
};

/// A region argument being declared: `%name: type {attrs} loc(…)`.
#[derive(Clone, Debug)]
pub struct Argument<'a> {
    /// Name without `%`, borrowed from the source.
    pub name: Cow<'a, str>,
    /// Its type.
    pub ty: Type,
    /// Argument attributes (function arguments only).
    pub attrs: Vec<NamedAttr>,
    /// Byte offset of the declaration (see [`Parser::loc_at`]).
    pub pos: usize,
}

/// What the parser needs to know about the op whose regions are being parsed.
#[derive(Clone, Copy)]
pub(super) struct OpContext {
    isolated: bool,
    /// A `builtin.module` at the top level: its body is the top level (the module the file
    /// becomes), so it is no level of nesting of its own (see `Parser::enter`).
    top_module: bool,
}

impl<'a> Parser<'a> {
    // ---------------------------------------------------------------------------------------
    // Top level
    // ---------------------------------------------------------------------------------------

    pub(super) fn parse_top_level(&mut self) -> PResult<OpId> {
        let file_loc = Location::file_line_col(&self.file, 1, 1);
        let block = self.parse_top_level_block()?;
        Ok(self.module_from_top_level_block(block, file_loc))
    }

    /// The module of a file whose top-level ops are in `block`: the one op if it is a
    /// `builtin.module`, else an implicit `builtin.module` at `loc` wrapping them all, as MLIR
    /// does for a file that does not spell one.
    pub(super) fn module_from_top_level_block(&mut self, block: BlockId, loc: Location) -> OpId {
        let ops = self.ir.block_ops_vec(block);
        if let [only] = ops.as_slice()
            && self.ir.is(*only, "builtin.module")
        {
            self.ir.unlink_op(*only);
            return *only;
        }
        self.wrap_in_module(block, loc)
    }

    /// A new `builtin.module` at `loc` whose body is `block`.
    pub(super) fn wrap_in_module(&mut self, block: BlockId, loc: Location) -> OpId {
        let region = self.ir.new_region();
        self.ir.append_block(region, block);
        let mut state = OperationState::new("builtin.module", loc);
        state.regions.push(region);
        self.ir.create_op(state)
    }

    /// Parses top-level items (alias definitions, file metadata, operations) up to the end of
    /// the lexer's text into a new detached block, in a scope of their own.
    pub(super) fn parse_top_level_block(&mut self) -> PResult<BlockId> {
        // The top level is the body of the module (implicit or not): one level of nesting,
        // so that what the parser accepts stays within the verifier's region limit.
        self.depth = 1;
        let block = self.ir.new_block(&[]);
        self.scopes.push(IsolatedScope::default());
        self.scopes
            .last_mut()
            .expect("scope")
            .region_defs
            .push(Vec::new());
        self.block_scopes.push(BlockScope::default());
        loop {
            match self.tok.kind {
                TokenKind::Eof => break,
                TokenKind::HashIdent if !self.tok.text.contains('.') && self.next_is_equals() => {
                    let name = self.bump().text;
                    self.expect("=")?;
                    let attr = self.parse_attribute()?;
                    if self.aliases.attrs.insert(name.to_string(), attr).is_some() {
                        return Err(
                            self.error(format!("redefinition of attribute alias id '{name}'"))
                        );
                    }
                }
                TokenKind::BangIdent if !self.tok.text.contains('.') && self.next_is_equals() => {
                    let name = self.bump().text;
                    self.expect("=")?;
                    let ty = self.parse_type()?;
                    if self.aliases.types.insert(name.to_string(), ty).is_some() {
                        return Err(self.error(format!("redefinition of type alias id '{name}'")));
                    }
                }
                TokenKind::Punct if self.tok.text == "{-#" => self.skip_file_metadata()?,
                _ => {
                    self.parse_operation(block)?;
                }
            }
        }
        self.finish_isolated_scope()?;
        self.block_scopes.pop();
        Ok(block)
    }

    fn next_is_equals(&self) -> bool {
        let mut l = self.lex.clone();
        l.reset(self.tok.end);
        let t = l.next_token();
        t.kind == TokenKind::Punct && t.text == "="
    }

    /// Skips `{-# … #-}` file metadata (resources), which corolift does not use.
    fn skip_file_metadata(&mut self) -> PResult<()> {
        let src = self.lex.src();
        match src[self.tok.end..].find("#-}") {
            Some(i) => {
                let end = self.tok.end + i + 3;
                self.reset_to(end);
                Ok(())
            }
            None => Err(self.error("expected '#-}' to end file metadata")),
        }
    }

    // ---------------------------------------------------------------------------------------
    // Operations
    // ---------------------------------------------------------------------------------------

    /// Parses one operation (with its result list) and appends it to `block`. (An op is no
    /// level of nesting of its own: its regions are.)
    pub(super) fn parse_operation(&mut self, block: BlockId) -> PResult<OpId> {
        let start = self.tok.start;
        // Result list: `%a, %b:2 =`, as (name, count, byte offset).
        let mut result_names: Vec<(Cow<'a, str>, u32, usize)> = Vec::new();
        if self.at_operand() {
            loop {
                let rpos = self.tok.start;
                if self.tok.kind != TokenKind::PercentIdent {
                    return Err(self.error("expected valid ssa identifier"));
                }
                let name = self.bump().text;
                if name.contains('#') {
                    return Err(Diagnostic::error(
                        self.loc_at(rpos),
                        "expected valid ssa identifier",
                    ));
                }
                let mut count = 1;
                if self.eat(":") {
                    let c = self.parse_integer()?;
                    if c < 1 || c > u32::MAX as i128 {
                        return Err(Diagnostic::error(
                            self.loc_at(rpos),
                            "expected integer number of results",
                        ));
                    }
                    count = c as u32;
                }
                result_names.push((name, count, rpos));
                if !self.eat(",") {
                    break;
                }
            }
            self.expect("=")?;
        }
        // Like MLIR, an op is located at its name, after the result list.
        let loc = self.current_loc();
        let state = match self.tok.kind {
            TokenKind::String => self.parse_generic_op(loc.clone())?,
            TokenKind::BareIdent => self.parse_custom_op(loc.clone())?,
            _ => return Err(self.wrong_token_error("expected operation name in quotes")),
        };
        let expected: u32 = result_names.iter().map(|r| r.1).sum();
        let provided = state.result_types.len() as u32;
        if !result_names.is_empty() && provided == 0 {
            return Err(Diagnostic::error(
                self.loc_at(start),
                "cannot name an operation with no results",
            ));
        }
        if !result_names.is_empty() && expected != provided {
            return Err(Diagnostic::error(
                self.loc_at(start),
                format!("operation defines {provided} results but was provided {expected} to bind"),
            ));
        }
        let op = self.ir.create_op(state);
        self.ir.append_op(block, op);
        let mut next = 0usize;
        for (name, count, rpos) in result_names {
            let defs = Defs::new(&self.ir.results(op)[next..next + count as usize]);
            next += count as usize;
            self.define_values(name, defs, rpos)?;
        }
        // Trailing location.
        if self.at_keyword("loc") {
            let l = self.parse_trailing_loc()?;
            self.ir.set_op_loc(op, l);
        }
        Ok(op)
    }

    /// Parses `loc(…)` and converts it to a [`Location`].
    pub fn parse_trailing_loc(&mut self) -> PResult<Location> {
        let attr = self.parse_attribute()?;
        let Attribute::Opaque(text) = attr else {
            return Err(self.error("expected location"));
        };
        let body = &text["loc(".len()..text.len() - 1];
        if let Some(alias) = body.strip_prefix('#')
            && let Some(Attribute::Opaque(t)) = self.aliases.attrs.get(alias)
        {
            return Ok(location_from_text(
                &t[4.min(t.len())..t.len().saturating_sub(1)],
            ));
        }
        Ok(location_from_text(body))
    }

    fn parse_generic_op(&mut self, loc: Location) -> PResult<OperationState> {
        let name = self.parse_string()?;
        // A name without a dialect prefix is an unregistered op, as MLIR takes it with
        // `-allow-unregistered-dialect`.
        if name.is_empty() {
            return Err(self.error_at(&loc, format!("custom op '{name}' is unknown")));
        }
        let mut state = OperationState::new(&name, loc.clone());
        let def = dialect::lookup(&name);
        let ctx = OpContext {
            isolated: def.is_some_and(|d| d.traits.contains(Traits::ISOLATED_FROM_ABOVE)),
            top_module: self.block_scopes.len() == 1 && name == "builtin.module",
        };
        self.expect("(")?;
        let mut operands = Vec::new();
        if !self.eat(")") {
            loop {
                operands.push(self.parse_operand()?);
                if self.eat(")") {
                    break;
                }
                self.expect(",")?;
            }
        }
        if self.eat("[") {
            loop {
                state.successors.push(self.parse_successor()?);
                if self.eat("]") {
                    break;
                }
                self.expect(",")?;
            }
        }
        if self.at("<") {
            // Properties `<{…}>`.
            self.bump();
            self.parse_optional_attr_dict(&mut state.attrs)?;
            self.expect(">")?;
        }
        if self.at("(") {
            self.bump();
            // The generic form opens no default dialect (MLIR pushes one only around a
            // custom-form op's parser): nested custom ops see the enclosing one.
            loop {
                state.regions.push(self.parse_region_with(&[], ctx)?);
                if self.eat(")") {
                    break;
                }
                self.expect(",")?;
            }
        }
        self.parse_optional_attr_dict(&mut state.attrs)?;
        self.expect(":")?;
        let fn_loc = self.current_loc();
        let ty = self.parse_type()?;
        let Type::Function(ft) = ty else {
            return Err(self.error_at(&fn_loc, "expected function type"));
        };
        if ft.inputs.len() != operands.len() {
            return Err(self.error_at(
                &fn_loc,
                format!(
                    "expected {} operand type{} but had {}",
                    operands.len(),
                    if operands.len() == 1 { "" } else { "s" },
                    ft.inputs.len()
                ),
            ));
        }
        state.operands = self.resolve_operands(&operands, &ft.inputs)?;
        state.result_types = ft.results.clone();
        // Properties mlir-opt materialises with their default value in generic-form input.
        crate::dialect::normalize(&mut state);
        Ok(state)
    }

    fn parse_custom_op(&mut self, loc: Location) -> PResult<OperationState> {
        let written = self.tok.text.clone();
        let name_loc = self.current_loc();
        // MLIR's rule: a registered full name first; a name without a dot is then tried in the
        // default dialect (nothing else: `x.op` never gets a prefix).
        let with_parse = |c: &str| dialect::lookup(c).filter(|d| d.parse.is_some());
        let default = self.default_dialect();
        let def = with_parse(&written).or_else(|| {
            (!written.contains('.'))
                .then(|| with_parse(&format!("{default}.{written}")))
                .flatten()
        });
        let Some(def) = def else {
            return Err(self.unknown_custom_op(&written, default, &name_loc));
        };
        self.bump();
        let mut state = OperationState::new(def.name, loc);
        let ctx = OpContext {
            isolated: def.traits.contains(Traits::ISOLATED_FROM_ABOVE),
            top_module: self.block_scopes.len() == 1 && def.name == "builtin.module",
        };
        self.op_contexts.push(ctx);
        // Every custom-form op opens its own default dialect for what it parses, `""` (none)
        // unless it declares one (MLIR's `OpAsmOpInterface::getDefaultDialect`).
        self.default_dialects
            .push(def.default_dialect.unwrap_or(""));
        let parse = def.parse.expect("filtered on parse");
        let r = parse(self, &mut state);
        self.default_dialects.pop();
        self.op_contexts.pop();
        r?;
        Ok(state)
    }

    /// MLIR's diagnostic for a custom-form op name that resolves to no op: the dialect is
    /// unknown (`Dialect `' not found for custom op 'call'  (tried '.call' as well)`, with the
    /// note listing the dialects), or the dialect has no such op.
    fn unknown_custom_op(&self, written: &str, default: &str, loc: &Location) -> Diagnostic {
        let (dialect, tried) = match written.split_once('.') {
            Some((d, _)) => (d, String::new()),
            None => (default, format!(" (tried '{default}.{written}' as well)")),
        };
        if dialect::is_known_dialect(dialect) {
            return self.error_at(loc, format!("custom op '{written}' is unknown{tried}"));
        }
        let mut known: Vec<&str> = dialect::registered_names()
            .iter()
            .filter_map(|n| n.split_once('.').map(|(d, _)| d))
            .collect();
        known.dedup();
        self.error_at(
            loc,
            format!("Dialect `{dialect}' not found for custom op '{written}' {tried}"),
        )
        .with_note(
            loc.clone(),
            format!(
                "Available dialects: {} ; for more info on dialect registration see \
                 https://mlir.llvm.org/getting_started/Faq/\
                 #registered-loaded-dependent-whats-up-with-dialects-management",
                known.join(", ")
            ),
        )
    }

    // ---------------------------------------------------------------------------------------
    // Operands and SSA names
    // ---------------------------------------------------------------------------------------

    /// Parses `%name` or `%name#N`.
    pub fn parse_operand(&mut self) -> PResult<Operand<'a>> {
        let pos = self.tok.start;
        if self.tok.kind != TokenKind::PercentIdent {
            return Err(self.error("expected SSA operand"));
        }
        let name = self.bump().text;
        let mut number = 0;
        // `#N` directly follows the name (the lexer stopped at `#`).
        if self.tok.kind == TokenKind::HashIdent
            || (self.tok.kind == TokenKind::Error && self.tok.text == "#")
        {
            let src = self.lex.src().as_bytes();
            let mut pos = self.tok.start + 1;
            let s = pos;
            while src.get(pos).is_some_and(|b| b.is_ascii_digit()) {
                pos += 1;
            }
            if pos == s {
                return Err(self.error("invalid SSA value result number"));
            }
            let text = std::str::from_utf8(&src[s..pos]).unwrap_or("0");
            number = text
                .parse()
                .map_err(|_| self.error("invalid SSA value result number"))?;
            self.reset_to(pos);
        }
        Ok(Operand { name, number, pos })
    }

    /// Parses an operand if the current token is `%…`.
    pub fn parse_optional_operand(&mut self) -> PResult<Option<Operand<'a>>> {
        if self.at_operand() {
            self.parse_operand().map(Some)
        } else {
            Ok(None)
        }
    }

    /// Parses zero or more comma separated operands (stops at the first non-`%` token).
    pub fn parse_operand_list(&mut self) -> PResult<Vec<Operand<'a>>> {
        let mut v = Vec::new();
        if !self.at_operand() {
            return Ok(v);
        }
        loop {
            v.push(self.parse_operand()?);
            if !(self.at(",") && self.next_is_operand()) {
                return Ok(v);
            }
            self.bump();
        }
    }

    fn next_is_operand(&self) -> bool {
        let mut l = self.lex.clone();
        l.reset(self.tok.end);
        l.next_token().kind == TokenKind::PercentIdent
    }

    /// Parses `(%a, %b)` (possibly empty).
    pub fn parse_paren_operand_list(&mut self) -> PResult<Vec<Operand<'a>>> {
        self.expect("(")?;
        let v = self.parse_operand_list()?;
        self.expect(")")?;
        Ok(v)
    }

    /// Resolves `operand` to a value of type `ty` (creating a forward reference if needed).
    pub fn resolve_operand(&mut self, operand: &Operand<'a>, ty: &Type) -> PResult<Value> {
        let scope = self.scopes.last_mut().expect("inside a scope");
        if let Some(defs) = scope.values.get(&*operand.name) {
            let Some(v) = defs.get(operand.number) else {
                return Err(Diagnostic::error(
                    self.loc_at(operand.pos),
                    "reference to invalid result number",
                ));
            };
            let def_pos = scope.def_pos.get(&*operand.name).copied();
            let actual = self.ir.value_type(v);
            if actual != ty {
                let err = Diagnostic::error(
                    self.loc_at(operand.pos),
                    format!(
                        "use of value '%{}' expects different type than prior uses: '{}' vs '{}'",
                        operand.name, ty, actual
                    ),
                );
                // MLIR points a note at the definition.
                return Err(match def_pos {
                    Some(pos) => err.with_note(self.loc_at(pos), "prior use here"),
                    None => err,
                });
            }
            return Ok(v);
        }
        let key = (operand.name.clone(), operand.number);
        if let Some(&(v, first_use)) = scope.forward.get(&key) {
            let actual = self.ir.value_type(v);
            if actual != ty {
                return Err(Diagnostic::error(
                    self.loc_at(operand.pos),
                    format!(
                        "use of value '%{}' expects different type than prior uses: '{}' vs '{}'",
                        operand.name, ty, actual
                    ),
                )
                .with_note(self.loc_at(first_use), "prior use here"));
            }
            return Ok(v);
        }
        let v = self.ir.new_placeholder(ty.clone());
        self.scopes
            .last_mut()
            .expect("scope")
            .forward
            .insert(key, (v, operand.pos));
        Ok(v)
    }

    /// Resolves a list of operands against a list of types of the same length.
    pub fn resolve_operands(
        &mut self,
        operands: &[Operand<'a>],
        types: &[Type],
    ) -> PResult<Vec<Value>> {
        if operands.len() != types.len() {
            let loc = operands
                .first()
                .map_or_else(|| self.current_loc(), |o| self.loc_at(o.pos));
            return Err(Diagnostic::error(
                loc,
                format!(
                    "{} operands present, but expected {}",
                    operands.len(),
                    types.len()
                ),
            ));
        }
        operands
            .iter()
            .zip(types)
            .map(|(o, t)| self.resolve_operand(o, t))
            .collect()
    }

    /// Resolves every operand to the same type.
    pub fn resolve_operands_same(
        &mut self,
        operands: &[Operand<'a>],
        ty: &Type,
    ) -> PResult<Vec<Value>> {
        operands
            .iter()
            .map(|o| self.resolve_operand(o, ty))
            .collect()
    }

    /// The type of an already defined operand, if known (used by custom forms that infer
    /// types from operands, e.g. `memref.load`).
    pub fn operand_type(&self, operand: &Operand<'_>) -> Option<Type> {
        let scope = self.scopes.last()?;
        let v = scope.values.get(&*operand.name)?.get(operand.number)?;
        Some(self.ir.value_type(v).clone())
    }

    /// Binds `name` (defined at byte offset `pos`) to `defs` in the innermost scope, resolving
    /// forward references to it.
    fn define_values(&mut self, name: Cow<'a, str>, defs: Defs, pos: usize) -> PResult<()> {
        let scope = self.scopes.last_mut().expect("scope");
        if scope.values.contains_key(&*name) {
            return Err(Diagnostic::error(
                self.loc_at(pos),
                format!("redefinition of SSA value '%{name}'"),
            ));
        }
        let mut i = 0;
        while !scope.forward.is_empty()
            && let Some(v) = defs.get(i)
        {
            if let Some((placeholder, use_pos)) = scope.forward.remove(&(name.clone(), i)) {
                let expected = self.ir.value_type(placeholder).clone();
                let actual = self.ir.value_type(v).clone();
                if expected != actual {
                    return Err(Diagnostic::error(
                        self.loc_at(use_pos),
                        format!(
                            "use of value '%{name}' expects different type than prior uses: '{expected}' vs '{actual}'"
                        ),
                    ));
                }
                self.ir.replace_all_uses(placeholder, v);
            }
            i += 1;
        }
        let scope = self.scopes.last_mut().expect("scope");
        // A forward use of a result number beyond what was defined is an error.
        if let Some((_, (_, use_pos))) = (!scope.forward.is_empty())
            .then(|| scope.forward.iter().find(|((n2, _), _)| *n2 == name))
            .flatten()
        {
            let use_pos = *use_pos;
            return Err(Diagnostic::error(
                self.loc_at(use_pos),
                "reference to invalid result number",
            ));
        }
        if let Some(frame) = scope.region_defs.last_mut() {
            frame.push(name.clone());
        }
        scope.def_pos.insert(name.clone(), pos);
        scope.values.insert(name, defs);
        Ok(())
    }

    fn finish_isolated_scope(&mut self) -> PResult<()> {
        let scope = self.scopes.pop().expect("scope");
        if let Some((_, (_, use_pos))) = scope.forward.iter().min_by_key(|(_, (v, _))| v.index()) {
            return Err(Diagnostic::error(
                self.loc_at(*use_pos),
                "use of undeclared SSA value name",
            ));
        }
        Ok(())
    }

    // ---------------------------------------------------------------------------------------
    // Regions and blocks
    // ---------------------------------------------------------------------------------------

    /// Parses a region `{ … }` for the op currently being parsed; `entry_args` become the
    /// entry block's arguments (an empty region gets an entry block only if there are args).
    pub fn parse_region(&mut self, entry_args: &[Argument<'a>]) -> PResult<RegionId> {
        let ctx = self.op_contexts.last().copied().unwrap_or(OpContext {
            isolated: false,
            top_module: false,
        });
        self.parse_region_with(entry_args, ctx)
    }

    /// Parses a region if the current token is `{`.
    pub fn parse_optional_region(
        &mut self,
        entry_args: &[Argument<'a>],
    ) -> PResult<Option<RegionId>> {
        if self.at("{") {
            self.parse_region(entry_args).map(Some)
        } else {
            Ok(None)
        }
    }

    fn parse_region_with(
        &mut self,
        entry_args: &[Argument<'a>],
        ctx: OpContext,
    ) -> PResult<RegionId> {
        // Nesting is counted as the IR will have it: the body of the module is level 1,
        // whether the file spells `module {` or not, so printed output (which does) parses
        // back within the same limit.
        if !ctx.top_module {
            self.enter()?;
        }
        self.expect("{")?;
        let region = self.ir.new_region();
        if ctx.isolated {
            self.scopes.push(IsolatedScope::default());
        }
        self.scopes
            .last_mut()
            .expect("scope")
            .region_defs
            .push(Vec::new());
        self.block_scopes.push(BlockScope::default());
        let r = self.parse_region_body(region, entry_args);
        // Always unwind scopes, even on error, so later diagnostics stay sane.
        let defs = self
            .scopes
            .last_mut()
            .expect("scope")
            .region_defs
            .pop()
            .unwrap_or_default();
        let block_scope = self.block_scopes.pop().expect("block scope");
        let mut result = r.map(|_| region);
        if result.is_ok()
            && let Some((name, (_, _, loc))) = block_scope
                .blocks
                .iter()
                .filter(|(_, (_, defined, _))| !defined)
                .min_by_key(|(_, (b, _, _))| b.index())
        {
            result = Err(Diagnostic::error(
                loc.clone(),
                format!("reference to an undefined block '^{name}'"),
            ));
        }
        if ctx.isolated {
            let fin = self.finish_isolated_scope();
            if result.is_ok() {
                fin?;
            }
        } else {
            let scope = self.scopes.last_mut().expect("scope");
            for name in defs {
                scope.values.remove(&*name);
            }
        }
        if !ctx.top_module {
            self.leave();
        }
        result
    }

    fn parse_region_body(&mut self, region: RegionId, entry_args: &[Argument<'a>]) -> PResult<()> {
        if self.eat("}") {
            if !entry_args.is_empty() {
                let block = self.new_block_with_args(entry_args)?;
                self.ir.append_block(region, block);
            }
            return Ok(());
        }
        // Entry block: labelled or not.
        let entry = if self.at_successor() {
            if !entry_args.is_empty() {
                return Err(self.error("invalid block name in region with named arguments"));
            }
            self.parse_block_label()?
        } else {
            self.new_block_with_args(entry_args)?
        };
        self.ir.append_block(region, entry);
        self.parse_block_body(entry)?;
        while !self.eat("}") {
            if !self.at_successor() {
                return Err(self.error("expected block label or '}'"));
            }
            let block = self.parse_block_label()?;
            self.ir.append_block(region, block);
            self.parse_block_body(block)?;
        }
        Ok(())
    }

    fn new_block_with_args(&mut self, args: &[Argument<'a>]) -> PResult<BlockId> {
        let types: Vec<Type> = args.iter().map(|a| a.ty.clone()).collect();
        let block = self.ir.new_block(&types);
        for (a, v) in args.iter().zip(self.ir.block_args(block).to_vec()) {
            self.define_values(a.name.clone(), Defs::One(v), a.pos)?;
        }
        Ok(block)
    }

    /// Parses `^name(%a: t, …):` and returns the (possibly forward-referenced) block.
    fn parse_block_label(&mut self) -> PResult<BlockId> {
        let loc = self.current_loc();
        let name = self.bump().text.into_owned();
        let scope = self.block_scopes.last_mut().expect("block scope");
        let block = match scope.blocks.get_mut(&name) {
            Some((_, true, _)) => {
                return Err(Diagnostic::error(
                    loc,
                    format!("redefinition of block '^{name}'"),
                ));
            }
            Some((b, defined, _)) => {
                *defined = true;
                *b
            }
            None => {
                let b = self.ir.new_block(&[]);
                self.block_scopes
                    .last_mut()
                    .expect("block scope")
                    .blocks
                    .insert(name.clone(), (b, true, loc.clone()));
                b
            }
        };
        if self.eat("(") && !self.eat(")") {
            loop {
                let apos = self.tok.start;
                let op = self.parse_operand()?;
                self.expect(":")?;
                let ty = self.parse_type()?;
                if self.at_keyword("loc") {
                    self.parse_trailing_loc()?;
                }
                let v = self.ir.add_block_arg(block, ty);
                self.define_values(op.name, Defs::One(v), apos)?;
                if self.eat(")") {
                    break;
                }
                self.expect(",")?;
            }
        }
        self.expect(":")?;
        Ok(block)
    }

    fn parse_block_body(&mut self, block: BlockId) -> PResult<()> {
        while !self.at_successor() && !self.at("}") {
            if self.tok.kind == TokenKind::Eof {
                return Err(self.error("expected '}' to end region"));
            }
            self.parse_operation(block)?;
        }
        Ok(())
    }

    /// Parses a successor block reference `^name`.
    pub fn parse_successor(&mut self) -> PResult<BlockId> {
        let loc = self.current_loc();
        if !self.at_successor() {
            return Err(self.error("expected block name"));
        }
        let name = self.bump().text.into_owned();
        let Some(scope) = self.block_scopes.last_mut() else {
            return Err(Diagnostic::error(loc, "successor outside of a region"));
        };
        if let Some((b, _, _)) = scope.blocks.get(&name) {
            return Ok(*b);
        }
        let b = self.ir.new_block(&[]);
        self.block_scopes
            .last_mut()
            .expect("scope")
            .blocks
            .insert(name, (b, false, loc));
        Ok(b)
    }

    /// Parses `^bb(%a, %b : t1, t2)` (the operand list is optional).
    pub fn parse_successor_and_use_list(&mut self) -> PResult<(BlockId, Vec<Value>)> {
        let block = self.parse_successor()?;
        let mut values = Vec::new();
        if self.eat("(") {
            let ops = self.parse_operand_list()?;
            let types = if ops.is_empty() {
                Vec::new()
            } else {
                self.parse_colon_type_list()?
            };
            self.expect(")")?;
            values = self.resolve_operands(&ops, &types)?;
        }
        Ok((block, values))
    }

    /// Parses `%name : type` with optional `{attrs}` and `loc(…)` (function arguments).
    pub fn parse_argument(&mut self, allow_attrs: bool) -> PResult<Argument<'a>> {
        let op = self.parse_operand()?;
        if op.number != 0 {
            return Err(Diagnostic::error(
                self.loc_at(op.pos),
                "expected argument name without result number",
            ));
        }
        self.expect(":")?;
        let ty = self.parse_type()?;
        let mut attrs = Vec::new();
        if allow_attrs && self.at("{") {
            self.parse_attr_dict_into(&mut attrs)?;
        }
        if self.at_keyword("loc") {
            self.parse_trailing_loc()?;
        }
        Ok(Argument {
            name: op.name,
            ty,
            attrs,
            pos: op.pos,
        })
    }

    /// Checks that `v` is not an unresolved forward reference (for custom parsers that must
    /// know a value's definition).
    pub fn is_placeholder(&self, v: Value) -> bool {
        self.ir.value_def(v) == ValueDef::Placeholder
    }
}

use crate::diag::Diagnostic;

/// Converts the body of `loc(…)` to a [`Location`].
fn location_from_text(body: &str) -> Location {
    // `"file":line:col`
    if let Some(rest) = body.strip_prefix('"')
        && let Some(close) = rest.find('"')
    {
        let file = &rest[..close];
        let tail = &rest[close + 1..];
        let mut parts = tail.split(':').skip(1);
        if let (Some(l), Some(c), None) = (parts.next(), parts.next(), parts.next())
            && let (Ok(line), Ok(col)) = (l.trim().parse::<u32>(), c.trim().parse::<u32>())
        {
            return Location::FileLineCol {
                file: Arc::from(file),
                line,
                col,
            };
        }
    }
    if body == "unknown" {
        return Location::Unknown;
    }
    Location::Opaque(body.into())
}

impl<'a> Parser<'a> {
    /// Parses an attribute whose type is given by the context rather than spelled in the
    /// text (MLIR's `parseAttribute(attr, type)`): a `dense<…>` literal written without
    /// `: type` gets type `ty` (as in `memref.global … = dense<[1.0, 2.0]>`). Any other
    /// attribute is parsed as usual.
    pub fn parse_attribute_of_type(&mut self, ty: &Type) -> PResult<Attribute> {
        if !self.at_keyword("dense") {
            return self.parse_attribute();
        }
        let start = self.tok.start;
        let loc = self.current_loc();
        self.bump();
        self.skip_angle_body()?;
        let text = format!("{} : {ty}", &self.lex.src()[start..self.prev_end]);
        let mut sub = super::Parser::new(&text, &self.file);
        let attr = sub
            .parse_attribute()
            .map_err(|d| Diagnostic::error(loc.clone(), d.message))?;
        Ok(attr)
    }
}
