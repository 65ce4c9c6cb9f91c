//! `convert-math-to-funcs`: replaces `math.ipowi`, `math.fpowi` and (with `convert-ctlz`)
//! `math.ctlz` by calls of outlined implementations, as MLIR 22's `ConvertMathToFuncs` does.
//!
//! Each distinct type signature gets one `func.func private @__mlir_math_<op>_<types>` with
//! `llvm.linkage = #llvm.linkage<linkonce_odr>`, appended to the module in the order the ops
//! are first met (pre-order walk); every op becomes a `func.call` of it. The bodies are the
//! ones upstream builds, op for op, so `corolift opt` prints what mlir-opt-22 prints:
//!
//! * `__mlir_math_ipowi_iN(b, p)`: `p == 0` → 1; `p < 0` → `1 / 0` for `b == 0` (a division
//!   by zero), 1 for `b == 1`, ±1 by parity for `b == -1`, else 0; otherwise square and
//!   multiply over the bits of `p`;
//! * `__mlir_math_fpowi_fM_iN(b, p)`: square and multiply over `|p|` (the minimum exponent
//!   uses the maximum and one more multiplication by `b`), then `1 / r` for `p < 0`;
//! * `__mlir_math_ctlz_iN(x)`: `x == 0` → N, else a shift loop in `scf`.
//!
//! Options (MLIR 22's): `min-width-of-fpowi-exponent` (default 1: `fpowi` is converted only if
//! its exponent is at least this wide) and `convert-ctlz` (default false).
//!
//! Scalars only: upstream unrolls vector operands into `vector.extract` / `vector.insert`
//! around scalar calls; corolift leaves vector-typed ops unchanged (vectors as values are a
//! later issue). `index` operands are left unchanged, as upstream does.
//!
//! The bodies are written as MLIR text, parsed with corolift's own parser and moved into the
//! module ([`Ir::append_arena`]), which keeps each template readable next to the IR it makes.

use std::sync::Arc;

use super::{Anchor, Pass, PassInfo, PassOptionInfo, PassOptions};
use crate::diag::Diagnostic;
use crate::ir::{Attribute, Builder, Ir, OpId, OperationState, Type};

/// The pass's registration (one line in [`super::PassRegistry::builtin`]).
pub static INFO: PassInfo = PassInfo {
    name: "convert-math-to-funcs",
    display_name: "ConvertMathToFuncs",
    description: "Convert Math operations to calls of outlined implementations.",
    anchor: Anchor::Op("builtin.module"),
    options: Some(&[
        PassOptionInfo {
            name: "min-width-of-fpowi-exponent",
            kind: "<uint>",
            description: "Convert FPowI only if the width of its exponent's integer type is greater than or equal to this value",
        },
        PassOptionInfo {
            name: "convert-ctlz",
            kind: "<bool>",
            description: "Convert math.ctlz to a software implementation. Enable for targets that do not natively support ctlz.",
        },
    ]),
    noop: false,
    create: ConvertMathToFuncs::create,
    run: None,
};

/// The pass with its options.
struct ConvertMathToFuncs {
    min_width_of_fpowi_exponent: u64,
    convert_ctlz: bool,
}

impl ConvertMathToFuncs {
    fn create(_info: &'static PassInfo, opts: &PassOptions) -> Result<Box<dyn Pass>, String> {
        Ok(Box::new(ConvertMathToFuncs {
            min_width_of_fpowi_exponent: opts.get_u64("min-width-of-fpowi-exponent")?.unwrap_or(1),
            convert_ctlz: opts.get_bool("convert-ctlz")?.unwrap_or(false),
        }))
    }

    /// The outlined function `op` is replaced by a call of: its name and its MLIR text, or
    /// `None` if the op stays.
    fn outlined(&self, ir: &Ir, op: OpId) -> Option<(String, String)> {
        let ty = |i: usize| ir.operands(op).get(i).map(|v| ir.value_type(*v));
        let int_width = |t: &Type| match t {
            Type::Integer { width, .. } if t.is_signless_integer() => Some(*width),
            _ => None,
        };
        match ir.name(op).as_str() {
            "math.ipowi" => {
                let t = ty(0)?;
                int_width(t)?;
                let name = format!("__mlir_math_ipowi_{t}");
                let text = ipowi_text(&name, t);
                Some((name, text))
            }
            "math.fpowi" => {
                let (b, p) = (ty(0)?, ty(1)?);
                let w = int_width(p)?;
                if !b.is_float() || u64::from(w) < self.min_width_of_fpowi_exponent {
                    return None;
                }
                let name = format!("__mlir_math_fpowi_{b}_{p}");
                let text = fpowi_text(&name, b, p, w);
                Some((name, text))
            }
            "math.ctlz" if self.convert_ctlz => {
                let t = ty(0)?;
                let w = int_width(t)?;
                let name = format!("__mlir_math_ctlz_{t}");
                let text = ctlz_text(&name, t, w);
                Some((name, text))
            }
            _ => None,
        }
    }
}

impl Pass for ConvertMathToFuncs {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }

    fn run(&mut self, ir: &mut Ir, module: OpId) -> Result<(), Diagnostic> {
        let Some(body) = module_body(ir, module) else {
            return Ok(());
        };
        let mut todo = Vec::new();
        ir.walk_pre(module, &mut |op| todo.push(op));
        let mut defined: Vec<String> = Vec::new();
        for op in todo {
            let Some((name, text)) = self.outlined(ir, op) else {
                continue;
            };
            if !defined.contains(&name) {
                append_function(ir, body, &text, op)?;
                defined.push(name.clone());
            }
            replace_with_call(ir, op, &name);
        }
        Ok(())
    }
}

/// The single block of `module`'s body.
fn module_body(ir: &Ir, module: OpId) -> Option<crate::ir::BlockId> {
    let region = *ir.regions(module).first()?;
    ir.region_blocks(region).first().copied()
}

/// Parses the `func.func` in `text` and moves it to the end of `body`. A template that does
/// not parse is a bug here, reported at `op`.
fn append_function(
    ir: &mut Ir,
    body: crate::ir::BlockId,
    text: &str,
    op: OpId,
) -> Result<(), Diagnostic> {
    let file: Arc<str> = Arc::from("<convert-math-to-funcs>");
    let parsed = crate::parse::parse_source(text, &file).map_err(|d| {
        crate::dialect::op_error(
            ir,
            op,
            format!("cannot build its outlined function: {}", d.message),
        )
    })?;
    let top = parsed.top;
    let func = module_body(&parsed.ir, top).and_then(|b| parsed.ir.block_ops(b).next());
    let shift = ir.append_arena(parsed.ir);
    if let Some(func) = func {
        let func = shift.op(func);
        ir.unlink_op(func);
        ir.append_op(body, func);
    }
    // The template's own module is left empty: erase it so no dead op stays in the arena.
    ir.erase_op(shift.op(top));
    Ok(())
}

/// Replaces `op` by `func.call @name(operands)` with the same results.
fn replace_with_call(ir: &mut Ir, op: OpId, name: &str) {
    let mut state = OperationState::new("func.call", ir.loc(op).clone());
    state.operands = ir.operands(op).to_vec();
    state.result_types = ir
        .results(op)
        .iter()
        .map(|r| ir.value_type(*r).clone())
        .collect();
    state.add_attr("callee", Attribute::symbol(name));
    let call = Builder::before(ir, op).insert(state);
    let results = ir.results(call).to_vec();
    ir.replace_op(op, &results);
}

/// The attribute every outlined function carries.
const LINKAGE: &str = "attributes {llvm.linkage = #llvm.linkage<linkonce_odr>}";

/// `__mlir_math_ipowi_<t>` (upstream's `createElementIPowIFunc`).
fn ipowi_text(name: &str, t: &Type) -> String {
    format!(
        "func.func private @{name}(%b: {t}, %p: {t}) -> {t} {LINKAGE} {{
  %c0 = arith.constant 0 : {t}
  %c1 = arith.constant 1 : {t}
  %cm1 = arith.constant -1 : {t}
  %0 = arith.cmpi eq, %p, %c0 : {t}
  cf.cond_br %0, ^bb1, ^bb2
^bb1:
  return %c1 : {t}
^bb2:
  %1 = arith.cmpi sle, %p, %c0 : {t}
  cf.cond_br %1, ^bb3, ^bb12(%c1, %b, %p : {t}, {t}, {t})
^bb3:
  %2 = arith.cmpi eq, %b, %c0 : {t}
  cf.cond_br %2, ^bb4, ^bb5
^bb4:
  %3 = arith.divsi %c1, %c0 : {t}
  return %3 : {t}
^bb5:
  %4 = arith.cmpi eq, %b, %c1 : {t}
  cf.cond_br %4, ^bb6, ^bb7
^bb6:
  return %c1 : {t}
^bb7:
  %5 = arith.cmpi eq, %b, %cm1 : {t}
  cf.cond_br %5, ^bb8, ^bb11
^bb8:
  %6 = arith.andi %p, %c1 : {t}
  %7 = arith.cmpi ne, %6, %c0 : {t}
  cf.cond_br %7, ^bb9, ^bb10
^bb9:
  return %cm1 : {t}
^bb10:
  return %c1 : {t}
^bb11:
  return %c0 : {t}
^bb12(%r: {t}, %x: {t}, %e: {t}):
  %8 = arith.andi %e, %c1 : {t}
  %9 = arith.cmpi ne, %8, %c0 : {t}
  cf.cond_br %9, ^bb13, ^bb14(%r : {t})
^bb13:
  %10 = arith.muli %r, %x : {t}
  cf.br ^bb14(%10 : {t})
^bb14(%r2: {t}):
  %11 = arith.shrui %e, %c1 : {t}
  %12 = arith.cmpi eq, %11, %c0 : {t}
  cf.cond_br %12, ^bb15, ^bb16
^bb15:
  return %r2 : {t}
^bb16:
  %13 = arith.muli %x, %x : {t}
  cf.br ^bb12(%r2, %13, %11 : {t}, {t}, {t})
}}
"
    )
}

/// `__mlir_math_fpowi_<f>_<t>` (upstream's `createElementFPowIFunc`).
fn fpowi_text(name: &str, f: &Type, t: &Type, width: u32) -> String {
    let min = -(1i128 << (width - 1));
    let max = (1i128 << (width - 1)) - 1;
    format!(
        "func.func private @{name}(%b: {f}, %p: {t}) -> {f} {LINKAGE} {{
  %one = arith.constant 1.0 : {f}
  %c0 = arith.constant 0 : {t}
  %c1 = arith.constant 1 : {t}
  %cmin = arith.constant {min} : {t}
  %cmax = arith.constant {max} : {t}
  %0 = arith.cmpi eq, %p, %c0 : {t}
  cf.cond_br %0, ^bb1, ^bb2
^bb1:
  return %one : {f}
^bb2:
  %neg = arith.cmpi sle, %p, %c0 : {t}
  %ismin = arith.cmpi eq, %p, %cmin : {t}
  %minus = arith.subi %c0, %p : {t}
  %abs = arith.select %neg, %minus, %p : {t}
  %e0 = arith.select %ismin, %cmax, %abs : {t}
  cf.br ^bb3(%one, %b, %e0 : {f}, {f}, {t})
^bb3(%r: {f}, %x: {f}, %e: {t}):
  %1 = arith.andi %e, %c1 : {t}
  %2 = arith.cmpi ne, %1, %c0 : {t}
  cf.cond_br %2, ^bb4, ^bb5(%r : {f})
^bb4:
  %3 = arith.mulf %r, %x : {f}
  cf.br ^bb5(%3 : {f})
^bb5(%r2: {f}):
  %4 = arith.shrui %e, %c1 : {t}
  %5 = arith.cmpi eq, %4, %c0 : {t}
  cf.cond_br %5, ^bb7(%r2 : {f}), ^bb6
^bb6:
  %6 = arith.mulf %x, %x : {f}
  cf.br ^bb3(%r2, %6, %4 : {f}, {f}, {t})
^bb7(%r3: {f}):
  cf.cond_br %ismin, ^bb8, ^bb9(%r3 : {f})
^bb8:
  %7 = arith.mulf %r3, %b : {f}
  cf.br ^bb9(%7 : {f})
^bb9(%r4: {f}):
  cf.cond_br %neg, ^bb10, ^bb11(%r4 : {f})
^bb10:
  %8 = arith.divf %one, %r4 : {f}
  cf.br ^bb11(%8 : {f})
^bb11(%r5: {f}):
  return %r5 : {f}
}}
"
    )
}

/// `__mlir_math_ctlz_<t>` (upstream's `createCtlzFunc`).
fn ctlz_text(name: &str, t: &Type, width: u32) -> String {
    format!(
        "func.func private @{name}(%x: {t}) -> {t} {LINKAGE} {{
  %cw = arith.constant {width} : {t}
  %c0 = arith.constant 0 : {t}
  %0 = arith.cmpi eq, %x, %c0 : {t}
  %1 = scf.if %0 -> ({t}) {{
    scf.yield %cw : {t}
  }} else {{
    %i1 = arith.constant 1 : index
    %c1 = arith.constant 1 : {t}
    %iw = arith.constant {width} : index
    %z = arith.constant 0 : {t}
    %2:2 = scf.for %i = %i1 to %iw step %i1 iter_args(%v = %x, %n = %z) -> ({t}, {t}) {{
      %3 = arith.cmpi slt, %v, %c0 : {t}
      %4:2 = scf.if %3 -> ({t}, {t}) {{
        scf.yield %v, %n : {t}, {t}
      }} else {{
        %5 = arith.addi %n, %c1 : {t}
        %6 = arith.shli %v, %c1 : {t}
        scf.yield %6, %5 : {t}, {t}
      }}
      scf.yield %4#0, %4#1 : {t}, {t}
    }}
    scf.yield %2#1 : {t}
  }}
  return %1 : {t}
}}
"
    )
}
