//! The MLIR textual format printer.
//!
//! Output matches `mlir-opt` byte for byte where corolift knows the op: the same SSA names
//! (`%0`, `%c42_i32`, `%arg0`, result groups `%0:2` / `%0#1`), block labels with `// pred:`
//! comments, two-space indentation, custom assembly forms through each op's
//! [`crate::dialect::PrintFn`], and the generic form (`"dialect.op"(…) <{props}> ({…}) {attrs}
//! : (…) -> …`) for everything else or under `--mlir-print-op-generic`.
//!
//! Naming follows MLIR's `SSANameState`: a region is numbered completely (block arguments,
//! then op results in order, with names suggested by the op) before the regions nested in it,
//! and every nested region starts from the counters its parent region ended with, so sibling
//! regions reuse numbers. Suggested names are uniqued with `_N` suffixes against the names
//! visible in enclosing regions.

mod names;

use std::fmt::{self, Write as _};

use rustc_hash::FxHashMap;

use crate::dialect::{self, Traits};
use crate::ir::{
    Attribute, BlockId, Ir, NamedAttr, OpId, RegionId, Type, Value, is_bare_identifier,
};
use names::NameTable;

/// Printing switches (the mlir-opt flags of the same names).
#[derive(Clone, Copy, Debug, Default)]
pub struct PrintOptions {
    /// `--mlir-print-op-generic`.
    pub generic: bool,
    /// `--mlir-print-debuginfo`.
    pub debug_info: bool,
}

/// Prints `top` (usually the `builtin.module`) and everything in it, with a final newline.
pub fn print_op(ir: &Ir, top: OpId, opts: PrintOptions) -> String {
    let names = NameTable::new(ir, top, opts.generic);
    let aliases = collect_aliases(ir, top, opts.generic);
    let mut header = String::new();
    for (text, name) in &aliases {
        header.push_str(name);
        header.push_str(" = ");
        header.push_str(text);
        header.push('\n');
    }
    crate::ir::set_print_aliases(Some(aliases.into_iter().collect()));
    let mut p = OpPrinter {
        ir,
        out: String::new(),
        indent: 0,
        names: &names,
        opts,
        default_dialects: vec!["builtin"],
        skip_regions: false,
    };
    let _ = p.print_operation(top);
    crate::ir::set_print_aliases(None);
    // mlir-opt ends its output with an empty line.
    p.out.push_str("\n\n");
    header.push_str(&p.out);
    header
}

/// The printer state handed to custom-form printers.
pub struct OpPrinter<'a> {
    /// The IR being printed.
    pub ir: &'a Ir,
    out: String,
    indent: usize,
    names: &'a NameTable,
    opts: PrintOptions,
    default_dialects: Vec<&'static str>,
    /// Print every region as `{...}` (MLIR's `OpPrintingFlags::skipRegions`).
    skip_regions: bool,
}

impl fmt::Write for OpPrinter<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.out.push_str(s);
        Ok(())
    }
}

impl OpPrinter<'_> {
    /// Whether the generic form was requested.
    pub fn generic(&self) -> bool {
        self.opts.generic
    }

    fn print_operation(&mut self, op: OpId) -> fmt::Result {
        let results = self.ir.results(op);
        if !results.is_empty() {
            let groups = self.names.result_groups(self.ir, op);
            for (i, (start, len)) in groups.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                let name = self.names.value_name(self.ir.result(op, *start));
                self.out.push('%');
                self.out.push_str(name);
                if *len != 1 {
                    write!(self.out, ":{len}")?;
                }
            }
            self.out.push_str(" = ");
        }
        self.print_custom_or_generic_op(op)
    }

    /// Prints `op` without its result list, in its custom form when it has one (MLIR's
    /// `printCustomOrGenericOp`): an op nested on one line inside another op's custom form,
    /// such as the masked op of `vector.mask`.
    pub fn print_custom_or_generic_op(&mut self, op: OpId) -> fmt::Result {
        let def = dialect::lookup(self.ir.name(op).as_str());
        match def.and_then(|d| d.print) {
            Some(print) if !self.opts.generic => {
                let name = self.ir.name(op).as_str();
                let default = self.default_dialects.last().copied().unwrap_or("builtin");
                match name.strip_prefix(default).and_then(|r| r.strip_prefix('.')) {
                    Some(short) if !short.contains('.') => self.out.push_str(short),
                    _ => self.out.push_str(name),
                }
                // The regions of every op open its default dialect, `""` (none) unless the op
                // declares one (MLIR's `printRegion` and `defaultDialectStack`).
                self.default_dialects
                    .push(def.and_then(|d| d.default_dialect).unwrap_or(""));
                let r = print(self, op);
                self.default_dialects.pop();
                r?;
            }
            _ => self.print_generic_op(op)?,
        }
        self.print_trailing_location(op)
    }

    fn print_trailing_location(&mut self, op: OpId) -> fmt::Result {
        if self.opts.debug_info {
            write!(self.out, " loc({})", self.ir.loc(op))?;
        }
        Ok(())
    }

    fn print_generic_op(&mut self, op: OpId) -> fmt::Result {
        let ir = self.ir;
        // Escaped as any string literal: an op name may hold `\` or `"` (`"a\\b.c"()`).
        crate::ir::write_string_literal(&mut self.out, ir.name(op).as_str())?;
        self.out.push('(');
        self.print_operands(ir.operands(op))?;
        self.out.push(')');
        if !ir.successors(op).is_empty() {
            self.out.push('[');
            for (i, s) in ir.successors(op).iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_block_name(*s);
            }
            self.out.push(']');
        }
        let inherent: &[&str] =
            dialect::lookup(ir.name(op).as_str()).map_or(&[], |d| d.inherent_attrs);
        let props: Vec<&NamedAttr> = ir
            .attrs(op)
            .iter()
            .filter(|a| inherent.contains(&&*a.name))
            .collect();
        if !props.is_empty() {
            self.out.push_str(" <{");
            for (i, a) in props.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_named_attr(a)?;
            }
            self.out.push_str("}>");
        }
        if !ir.regions(op).is_empty() {
            self.out.push_str(" (");
            let default = dialect::lookup(ir.name(op).as_str()).and_then(|d| d.default_dialect);
            self.default_dialects.push(default.unwrap_or(""));
            for (i, r) in ir.regions(op).iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_region(*r, true, true, true)?;
            }
            self.default_dialects.pop();
            self.out.push(')');
        }
        let discardable: Vec<&str> = inherent.to_vec();
        self.print_optional_attr_dict(op, &discardable)?;
        self.out.push_str(" : ");
        self.print_functional_type(op)
    }

    // ---------------------------------------------------------------------------------------
    // API for custom printers
    // ---------------------------------------------------------------------------------------

    /// Prints `%name` for `v` (with `#N` for results inside a multi-result group).
    pub fn print_operand(&mut self, v: Value) -> fmt::Result {
        let (name, number) = self.names.use_name(self.ir, v);
        self.out.push('%');
        self.out.push_str(name);
        if let Some(n) = number {
            write!(self.out, "#{n}")?;
        }
        Ok(())
    }

    /// Prints a comma separated operand list.
    pub fn print_operands(&mut self, values: &[Value]) -> fmt::Result {
        for (i, v) in values.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_operand(*v)?;
        }
        Ok(())
    }

    /// Prints a type.
    pub fn print_type(&mut self, ty: &Type) -> fmt::Result {
        write!(self.out, "{ty}")
    }

    /// Prints a comma separated type list.
    pub fn print_types(&mut self, types: &[Type]) -> fmt::Result {
        for (i, t) in types.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(t)?;
        }
        Ok(())
    }

    /// Prints the types of `values`, comma separated.
    pub fn print_value_types(&mut self, values: &[Value]) -> fmt::Result {
        let types: Vec<Type> = values
            .iter()
            .map(|v| self.ir.value_type(*v).clone())
            .collect();
        self.print_types(&types)
    }

    /// Prints ` : t1, t2` when `types` is non-empty.
    pub fn print_optional_colon_types(&mut self, types: &[Type]) -> fmt::Result {
        if !types.is_empty() {
            self.out.push_str(" : ");
            self.print_types(types)?;
        }
        Ok(())
    }

    /// Prints ` -> T` or ` -> (T, U)` when `types` is non-empty (parenthesised when there is
    /// more than one type or the single type is a function type).
    pub fn print_optional_arrow_types(&mut self, types: &[Type]) -> fmt::Result {
        if types.is_empty() {
            return Ok(());
        }
        self.out.push_str(" -> ");
        self.print_result_types(types)
    }

    /// Prints result types of a function type: bare single type, else parenthesised.
    pub fn print_result_types(&mut self, types: &[Type]) -> fmt::Result {
        if let [single] = types
            && !matches!(single, Type::Function(_))
        {
            return self.print_type(single);
        }
        self.out.push('(');
        self.print_types(types)?;
        self.out.push(')');
        Ok(())
    }

    /// Prints `(operand types) -> (result types)` of `op`.
    pub fn print_functional_type(&mut self, op: OpId) -> fmt::Result {
        let ir = self.ir;
        self.out.push('(');
        self.print_value_types(ir.operands(op))?;
        self.out.push_str(") -> ");
        let results: Vec<Type> = ir
            .results(op)
            .iter()
            .map(|v| ir.value_type(*v).clone())
            .collect();
        if results.is_empty() {
            self.out.push_str("()");
            return Ok(());
        }
        self.print_result_types(&results)
    }

    /// Prints an attribute (typed form).
    pub fn print_attr(&mut self, attr: &Attribute) -> fmt::Result {
        write!(self.out, "{attr}")
    }

    /// Prints an attribute without its `: type` suffix.
    pub fn print_attr_value(&mut self, attr: &Attribute) -> fmt::Result {
        attr.write_value(&mut self.out)
    }

    fn print_named_attr(&mut self, a: &NamedAttr) -> fmt::Result {
        write!(self.out, "{a}")
    }

    /// Prints ` {a = …, b}` with the attributes of `op` not in `elided` (nothing if none).
    pub fn print_optional_attr_dict(&mut self, op: OpId, elided: &[&str]) -> fmt::Result {
        let attrs: Vec<&NamedAttr> = self
            .ir
            .attrs(op)
            .iter()
            .filter(|a| !elided.contains(&&*a.name))
            .collect();
        if attrs.is_empty() {
            return Ok(());
        }
        self.out.push_str(" {");
        for (i, a) in attrs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_named_attr(a)?;
        }
        self.out.push('}');
        Ok(())
    }

    /// Prints ` attributes {…}` with the attributes of `op` not in `elided`.
    pub fn print_optional_attr_dict_with_keyword(
        &mut self,
        op: OpId,
        elided: &[&str],
    ) -> fmt::Result {
        if self
            .ir
            .attrs(op)
            .iter()
            .any(|a| !elided.contains(&&*a.name))
        {
            self.out.push_str(" attributes");
        }
        self.print_optional_attr_dict(op, elided)
    }

    /// Prints a symbol reference `@name`.
    pub fn print_symbol_name(&mut self, name: &str) -> fmt::Result {
        write!(self.out, "{}", Attribute::symbol(name))
    }

    /// Prints a block label reference `^bbN`.
    pub fn print_block_name(&mut self, block: BlockId) {
        self.out.push_str(self.names.block_name(block));
    }

    /// Prints `^bb1(%a, %b : i32, f32)` (no parentheses without operands).
    pub fn print_successor_and_use_list(&mut self, block: BlockId, args: &[Value]) -> fmt::Result {
        self.print_block_name(block);
        if !args.is_empty() {
            self.out.push('(');
            self.print_operands(args)?;
            self.out.push_str(" : ");
            self.print_value_types(args)?;
            self.out.push(')');
        }
        Ok(())
    }

    /// Prints `%name: type` for a block argument, as region headers do.
    pub fn print_argument(&mut self, v: Value) -> fmt::Result {
        self.print_operand(v)?;
        self.out.push_str(": ");
        let ty = self.ir.value_type(v).clone();
        self.print_type(&ty)
    }

    /// Starts a new line at the current indentation.
    pub fn print_newline(&mut self) {
        self.out.push('\n');
        for _ in 0..self.indent {
            self.out.push(' ');
        }
    }

    /// Prints a region `{ … }`. `print_entry_args`: print the entry block's label and
    /// arguments when it has any; `print_terminators`: print the last op of each block
    /// (custom forms with implicit terminators pass false); `print_empty_block`: print the
    /// label of an empty entry block.
    pub fn print_region(
        &mut self,
        region: RegionId,
        print_entry_args: bool,
        print_terminators: bool,
        print_empty_block: bool,
    ) -> fmt::Result {
        let ir = self.ir;
        if self.skip_regions {
            self.out.push_str("{...}");
            return Ok(());
        }
        self.out.push_str("{\n");
        let blocks = ir.region_blocks(region);
        if let Some(&entry) = blocks.first() {
            let entry_empty = ir.first_op(entry).is_none();
            let header = (print_empty_block && entry_empty)
                || (print_entry_args && !ir.block_args(entry).is_empty());
            // The predecessors of every block, found in one pass over the region
            // (`Ir::predecessors` scans the region per block: quadratic in its size).
            let mut preds: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
            if blocks.len() > 1 || header {
                for &b in blocks {
                    if let Some(term) = ir.last_op(b) {
                        for &s in ir.successors(term) {
                            preds.entry(s).or_default().push(b);
                        }
                    }
                }
            }
            self.print_block(entry, header, print_terminators, &mut preds)?;
            for &b in &blocks[1..] {
                self.print_block(b, true, true, &mut preds)?;
            }
        }
        for _ in 0..self.indent {
            self.out.push(' ');
        }
        self.out.push('}');
        Ok(())
    }

    /// Prints `block` (with its label line when `header`); `preds` holds the predecessors
    /// of the blocks of its region, in region order.
    fn print_block(
        &mut self,
        block: BlockId,
        header: bool,
        print_terminator: bool,
        preds: &mut FxHashMap<BlockId, Vec<BlockId>>,
    ) -> fmt::Result {
        let ir = self.ir;
        if header {
            for _ in 0..self.indent {
                self.out.push(' ');
            }
            self.print_block_name(block);
            let args = ir.block_args(block);
            if !args.is_empty() {
                self.out.push('(');
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_argument(*a)?;
                    if self.opts.debug_info {
                        self.out.push_str(" loc(unknown)");
                    }
                }
                self.out.push(')');
            }
            self.out.push(':');
            let mut preds = preds.remove(&block).unwrap_or_default();
            if preds.is_empty() {
                if !ir.is_entry_block(block) {
                    self.out.push_str("  // no predecessors");
                }
            } else if preds.len() == 1 {
                self.out.push_str("  // pred: ");
                self.print_block_name(preds[0]);
            } else {
                preds.sort_by_key(|p| self.names.block_order(*p));
                write!(self.out, "  // {} preds: ", preds.len())?;
                for (i, p) in preds.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_block_name(*p);
                }
            }
            self.out.push('\n');
        }
        self.indent += 2;
        let ops = ir.block_ops_vec(block);
        let n = ops.len();
        for (i, op) in ops.into_iter().enumerate() {
            if i + 1 == n && !print_terminator && dialect::has_trait(ir, op, Traits::TERMINATOR) {
                break;
            }
            for _ in 0..self.indent {
                self.out.push(' ');
            }
            self.print_operation(op)?;
            self.out.push('\n');
        }
        self.indent -= 2;
        Ok(())
    }
}

/// Aliases printed at the top of a module: every `affine_map<…>` gets `#map`, `#map1`, … in
/// order of first use (walking ops, then their attributes and types), as MLIR does; every
/// coroutine frame type gets `!<coroutine>_frame` (ours: frames are long and repeated).
fn collect_aliases(ir: &Ir, top: OpId, generic: bool) -> Vec<(std::sync::Arc<str>, String)> {
    #[derive(Default)]
    struct Found {
        maps: Vec<std::sync::Arc<str>>,
        frames: Vec<(std::sync::Arc<str>, String)>,
    }
    fn visit_attr(a: &Attribute, out: &mut Found) {
        match a {
            Attribute::Opaque(s) if s.starts_with("affine_map<") && !out.maps.contains(s) => {
                out.maps.push(s.clone())
            }
            Attribute::Array(items) => items.iter().for_each(|i| visit_attr(i, out)),
            Attribute::Dict(entries) => entries.iter().for_each(|e| visit_attr(&e.value, out)),
            Attribute::Type(t) => visit_type(t, out),
            _ => {}
        }
    }
    fn visit_type(t: &Type, out: &mut Found) {
        match t {
            Type::MemRef(m) => {
                visit_type(&m.elem, out);
                if let Some(l) = &m.layout {
                    visit_attr(l, out);
                }
            }
            Type::Function(f) => f
                .inputs
                .iter()
                .chain(&f.results)
                .for_each(|x| visit_type(x, out)),
            Type::AsyncValue(inner) => visit_type(inner, out),
            Type::CoroFrame(layout) => {
                let text: std::sync::Arc<str> = layout.type_text().into();
                if !out.frames.iter().any(|(t, _)| *t == text) {
                    out.frames.push((text, layout.alias_name()));
                }
            }
            _ => {}
        }
    }
    let mut found = Found::default();
    ir.walk_pre(top, &mut |op| {
        for &r in ir.regions(op) {
            for &b in ir.region_blocks(r) {
                for a in ir.block_args(b) {
                    visit_type(ir.value_type(*a), &mut found);
                }
            }
        }
        // The custom form of `memref.transpose` prints its permutation as a bare map, which
        // MLIR never aliases.
        let bare_map = !generic && ir.is(op, "memref.transpose");
        for a in ir.attrs(op) {
            if bare_map && &*a.name == "permutation" {
                continue;
            }
            // MLIR finds aliases by printing: an attribute the custom form leaves out (the
            // minor-identity `permutation_map` of a vector transfer) gets none.
            if !generic
                && (dialect::vector::memory::custom_form_elides(ir, op, &a.name)
                    || dialect::linalg::custom_form_elides(ir, op, &a.name))
            {
                continue;
            }
            visit_attr(&a.value, &mut found);
        }
        for v in ir.operands(op).iter().chain(ir.results(op)) {
            visit_type(ir.value_type(*v), &mut found);
        }
    });
    let maps = found.maps.into_iter().enumerate().map(|(i, text)| {
        (
            text,
            if i == 0 {
                "#map".to_owned()
            } else {
                format!("#map{i}")
            },
        )
    });
    maps.chain(found.frames).collect()
}

/// Prints a dictionary key (bare when possible, quoted otherwise).
pub fn attr_name(name: &str) -> String {
    if is_bare_identifier(name) {
        name.to_owned()
    } else {
        let mut s = String::new();
        let _ = crate::ir::write_string_literal(&mut s, name);
        s
    }
}

/// Prints `op` alone (no trailing newline) in the generic form, the way mlir-opt shows it in
/// the `see current operation:` note of verifier errors and in `block with no terminator,
/// has …`: values are numbered as when printing the closest op that is `op` itself or an
/// ancestor of it and is isolated from above (or the root), i.e. MLIR's `Operation::print`
/// with `useLocalScope`, so `%arg0`, `%0`, … match the enclosing function's generic form.
pub fn print_op_generic_local(ir: &Ir, op: OpId) -> String {
    let mut scope = op;
    while !dialect::has_trait(ir, scope, Traits::ISOLATED_FROM_ABOVE) {
        match ir.parent_op(scope) {
            Some(parent) => scope = parent,
            None => break,
        }
    }
    let names = NameTable::new(ir, scope, true);
    let mut p = OpPrinter {
        ir,
        out: String::new(),
        indent: 0,
        names: &names,
        opts: PrintOptions {
            generic: true,
            debug_info: false,
        },
        default_dialects: vec!["builtin"],
        skip_regions: false,
    };
    let _ = p.print_operation(op);
    p.out
}

/// The SSA names of everything under one op, computed once and used to print single ops
/// later, as MLIR's `AsmState` built with `useLocalScope` (what `generate-runtime-verification`
/// prints into its messages). Ops created after the names were computed have no names, so
/// only ops whose operands and results existed then should be printed with it.
pub struct LocalScope {
    names: NameTable,
}

impl LocalScope {
    /// Names every value nested in `root` the way the custom form of `root` would print them.
    pub fn new(ir: &Ir, root: OpId) -> Self {
        LocalScope {
            names: NameTable::new(ir, root, false),
        }
    }

    /// Prints `op` alone in its custom form, without location, type aliases or regions (each
    /// region is `{...}`).
    pub fn print_op(&self, ir: &Ir, op: OpId) -> String {
        let mut p = OpPrinter {
            ir,
            out: String::new(),
            indent: 0,
            names: &self.names,
            opts: PrintOptions::default(),
            default_dialects: vec!["builtin"],
            skip_regions: true,
        };
        let _ = p.print_operation(op);
        p.out
    }
}
