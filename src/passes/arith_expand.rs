//! `arith-expand`: rewrites the `arith` ops that MLIR 22's `ArithExpandOpsPass` expands into
//! simpler `arith` ops, producing the same ops in the same order as mlir-opt-22:
//!
//! * `ceildivsi`, `ceildivui`, `floordivsi` → `divsi`/`divui` and a sign/remainder fix-up;
//! * `maxsi`, `maxui`, `minsi`, `minui` → `cmpi` + `select`;
//! * `maximumf`, `minimumf`, `maxnumf`, `minnumf` → `cmpf ugt/ult` + `select`, then a NaN
//!   `select` (fastmath flags are dropped, as upstream drops them). These expansions change
//!   results: of `-0` and `+0` the second operand wins, where corolift's own code for the
//!   unexpanded ops follows LLVM's;
//! * with `include-bf16=true`: `extf` `bf16 → f32` (a shift of the bits) and `truncf`
//!   `f32 → bf16` (round to nearest even on the bits, NaN → `0x7FC0`).
//!
//! Scalars, `index`, vectors and tensors are handled; constants of shaped types are `dense`
//! splats. Upstream's conversion tries each op's folder first; of those folds only a min/max
//! of one value with itself is done here. Not done: the other folds (all-constant operands,
//! `ceildivsi %x, 1`, …), which corolift expands like any other op (same values, different
//! printed IR); the `include-f4e2m1` and `include-f8e8m0` expansions and
//! `arith.scaling_extf/truncf` are accepted options with nothing to do: code generation
//! converts those types itself (`codegen/arith.rs` gives `truncf` to `f4E2M1FN` the expanded
//! code's results).

use std::sync::Arc;

use super::{Anchor, Pass, PassInfo, PassOptionInfo, PassOptions};
use crate::diag::Diagnostic;
use crate::ir::{
    Attribute, Builder, DenseElements, FloatKind, Ir, OpId, Type, Value, VectorType, named,
};

/// The pass description (one line in [`super::PASSES`]).
pub const INFO: PassInfo = PassInfo {
    name: "arith-expand",
    display_name: "ArithExpandOpsPass",
    description: "Legalize Arith ops to be convertible to LLVM.",
    anchor: Anchor::Any,
    options: Some(&[
        PassOptionInfo {
            name: "include-bf16",
            kind: "<bool>",
            description: "Enable the BF16 expansion patterns",
        },
        PassOptionInfo {
            name: "include-f4e2m1",
            kind: "<bool>",
            description: "Enable the F4E2M1 expansion patterns",
        },
        PassOptionInfo {
            name: "include-f8e8m0",
            kind: "<bool>",
            description: "Enable the F8E8M0 expansion patterns",
        },
    ]),
    noop: false,
    create: ArithExpand::create,
    run: None,
};

/// The pass instance.
struct ArithExpand {
    info: &'static PassInfo,
    include_bf16: bool,
}

impl ArithExpand {
    fn create(info: &'static PassInfo, options: &PassOptions) -> Result<Box<dyn Pass>, String> {
        // The f4/f8 options are validated but have nothing to act on.
        options.get_bool("include-f4e2m1")?;
        options.get_bool("include-f8e8m0")?;
        Ok(Box::new(ArithExpand {
            info,
            include_bf16: options.get_bool("include-bf16")?.unwrap_or(false),
        }))
    }
}

impl Pass for ArithExpand {
    fn info(&self) -> &'static PassInfo {
        self.info
    }

    fn run(&mut self, ir: &mut Ir, root: OpId) -> Result<(), Diagnostic> {
        for op in ir.collect_pre(root) {
            if op == root {
                continue;
            }
            if let Some(result) = expand(ir, op, self.include_bf16) {
                let old = ir.result(op, 0);
                ir.replace_all_uses(old, result);
                ir.erase_op(op);
            }
        }
        Ok(())
    }
}

/// Expands `op` before itself; the value replacing its result, or `None` if it stays.
fn expand(ir: &mut Ir, op: OpId, include_bf16: bool) -> Option<Value> {
    let name = ir.name(op).as_str().strip_prefix("arith.")?.to_owned();
    if ir.results(op).len() != 1 {
        return None;
    }
    let operands = ir.operands(op).to_vec();
    // Upstream's conversion tries the op's folder first: a min/max of one value with itself
    // folds to that value.
    if let [a, c] = operands.as_slice()
        && a == c
        && is_min_max(&name)
    {
        return Some(*a);
    }
    let ty = ir.value_type(ir.result(op, 0)).clone();
    let mut b = Builder::before(ir, op);
    let mut x = Expander { b: &mut b, ty };
    match (name.as_str(), operands.as_slice()) {
        ("ceildivsi", [a, d]) => Some(x.ceildivsi(*a, *d)),
        ("ceildivui", [a, d]) => Some(x.ceildivui(*a, *d)),
        ("floordivsi", [a, d]) => Some(x.floordivsi(*a, *d)),
        ("maxsi", [a, c]) => Some(x.int_select("sgt", *a, *c)),
        ("maxui", [a, c]) => Some(x.int_select("ugt", *a, *c)),
        ("minsi", [a, c]) => Some(x.int_select("slt", *a, *c)),
        ("minui", [a, c]) => Some(x.int_select("ult", *a, *c)),
        ("maximumf", [a, c]) => Some(x.float_select("ugt", *a, *c, *c)),
        ("minimumf", [a, c]) => Some(x.float_select("ult", *a, *c, *c)),
        ("maxnumf", [a, c]) => Some(x.float_select("ugt", *a, *c, *a)),
        ("minnumf", [a, c]) => Some(x.float_select("ult", *a, *c, *a)),
        ("extf", [a]) if include_bf16 && is_bf16_to_f32(x.b.ir, *a, &x.ty) => Some(x.bf16_extf(*a)),
        ("truncf", [a]) if include_bf16 && is_f32_to_bf16(x.b.ir, *a, &x.ty) => {
            Some(x.bf16_truncf(*a))
        }
        _ => None,
    }
}

fn is_min_max(name: &str) -> bool {
    matches!(
        name,
        "maxsi" | "maxui" | "minsi" | "minui" | "maximumf" | "minimumf" | "maxnumf" | "minnumf"
    )
}

fn is_bf16_to_f32(ir: &Ir, a: Value, to: &Type) -> bool {
    *ir.value_type(a).element_type_or_self() == Type::Float(FloatKind::BF16)
        && *to.element_type_or_self() == Type::Float(FloatKind::F32)
}

fn is_f32_to_bf16(ir: &Ir, a: Value, to: &Type) -> bool {
    *ir.value_type(a).element_type_or_self() == Type::Float(FloatKind::F32)
        && *to.element_type_or_self() == Type::Float(FloatKind::BF16)
}

/// `ty` with its element type replaced by `elem` (`ty` itself when it is a scalar).
fn shaped_like(ty: &Type, elem: Type) -> Type {
    match ty {
        Type::Vector(v) => Type::Vector(Arc::new(VectorType {
            shape: v.shape.clone(),
            scalable: v.scalable.clone(),
            elem,
        })),
        Type::Tensor(t) => Type::Tensor(Arc::new((t.0.clone(), elem, t.2.clone()))),
        _ => elem,
    }
}

/// Builds the expansions of one op of (result) type `ty`.
struct Expander<'b, 'a> {
    b: &'b mut Builder<'a>,
    ty: Type,
}

impl Expander<'_, '_> {
    /// `arith.constant` of integer `value` with type `ty` (a `dense` splat when shaped).
    fn constant(&mut self, value: i128, ty: &Type) -> Value {
        let attr = match ty {
            Type::Vector(_) | Type::Tensor(_) => Attribute::Dense {
                data: Arc::new(DenseElements::Ints(vec![value])),
                ty: ty.clone(),
            },
            _ => Attribute::int(value, ty.clone()),
        };
        self.b.create_value(
            "arith.constant",
            &[],
            ty.clone(),
            vec![named("value", attr)],
        )
    }

    /// An integer constant of the op's type.
    fn int(&mut self, value: i128) -> Value {
        let ty = self.ty.clone();
        self.constant(value, &ty)
    }

    /// A binary op of the op's type (integer ops get `overflowFlags = none` when parsed
    /// back; the builder adds the default like the parser does).
    fn binary(&mut self, name: &str, a: Value, c: Value) -> Value {
        let ty = self.b.ir.value_type(a).clone();
        self.op(name, &[a, c], ty)
    }

    /// Any op with one result; flag properties get their defaults (as mlir-opt's builders).
    fn op(&mut self, name: &str, operands: &[Value], ty: Type) -> Value {
        let mut state = crate::ir::OperationState::new(name, self.b.loc.clone());
        state.operands = operands.to_vec();
        state.result_types = vec![ty];
        crate::dialect::arith::normalize(&mut state);
        let op = self.b.insert(state);
        self.b.ir.result(op, 0)
    }

    /// `arith.cmpi <pred>` / `arith.cmpf <pred>`.
    fn cmp(&mut self, name: &str, pred: &str, a: Value, c: Value) -> Value {
        let preds: &[&str] = if name == "arith.cmpf" {
            &crate::dialect::arith::CMPF_PREDICATES
        } else {
            &crate::dialect::arith::CMPI_PREDICATES
        };
        let index = preds.iter().position(|p| *p == pred).unwrap_or(0);
        let ty = shaped_like(self.b.ir.value_type(a), Type::i1());
        let mut state = crate::ir::OperationState::new(name, self.b.loc.clone());
        state.operands = vec![a, c];
        state.result_types = vec![ty];
        state.add_attr("predicate", Attribute::i64(index as i64));
        crate::dialect::arith::normalize(&mut state);
        let op = self.b.insert(state);
        self.b.ir.result(op, 0)
    }

    fn select(&mut self, cond: Value, t: Value, f: Value) -> Value {
        let ty = self.b.ir.value_type(t).clone();
        self.op("arith.select", &[cond, t, f], ty)
    }

    /// `ceildivsi`: `q = a / b; (a != q * b && (a < 0) == (b < 0)) ? q + 1 : q`.
    fn ceildivsi(&mut self, a: Value, d: Value) -> Value {
        let zero = self.int(0);
        let one = self.int(1);
        let q = self.binary("arith.divsi", a, d);
        let m = self.binary("arith.muli", q, d);
        let inexact = self.cmp("arith.cmpi", "ne", a, m);
        let a_neg = self.cmp("arith.cmpi", "slt", a, zero);
        let d_neg = self.cmp("arith.cmpi", "slt", d, zero);
        let same = self.cmp("arith.cmpi", "eq", a_neg, d_neg);
        let adjust = self.binary("arith.andi", inexact, same);
        let up = self.binary("arith.addi", q, one);
        self.select(adjust, up, q)
    }

    /// `ceildivui`: `a == 0 ? 0 : (a - 1) / b + 1`.
    fn ceildivui(&mut self, a: Value, d: Value) -> Value {
        let zero = self.int(0);
        let is_zero = self.cmp("arith.cmpi", "eq", a, zero);
        let one = self.int(1);
        let am1 = self.binary("arith.subi", a, one);
        let q = self.binary("arith.divui", am1, d);
        let q1 = self.binary("arith.addi", q, one);
        self.select(is_zero, zero, q1)
    }

    /// `floordivsi`: `q = a / b; (a != q * b && (a < 0) != (b < 0)) ? q - 1 : q`.
    fn floordivsi(&mut self, a: Value, d: Value) -> Value {
        let q = self.binary("arith.divsi", a, d);
        let m = self.binary("arith.muli", q, d);
        let inexact = self.cmp("arith.cmpi", "ne", a, m);
        let zero = self.int(0);
        let a_neg = self.cmp("arith.cmpi", "slt", a, zero);
        let d_neg = self.cmp("arith.cmpi", "slt", d, zero);
        let differ = self.cmp("arith.cmpi", "ne", a_neg, d_neg);
        let adjust = self.binary("arith.andi", inexact, differ);
        let minus_one = self.int(-1);
        let down = self.binary("arith.addi", q, minus_one);
        self.select(adjust, down, q)
    }

    /// `max/min{si,ui}`: `cmpi pred, a, b ? a : b`.
    fn int_select(&mut self, pred: &str, a: Value, c: Value) -> Value {
        let cond = self.cmp("arith.cmpi", pred, a, c);
        self.select(cond, a, c)
    }

    /// `max/min{imum,num}f`: `s = cmpf pred, a, b ? a : b; isnan(nan_of) ? b : s`.
    fn float_select(&mut self, pred: &str, a: Value, c: Value, nan_of: Value) -> Value {
        let cond = self.cmp("arith.cmpf", pred, a, c);
        let s = self.select(cond, a, c);
        let is_nan = self.cmp("arith.cmpf", "uno", nan_of, nan_of);
        self.select(is_nan, c, s)
    }

    /// `extf bf16 → f32`: the bits shifted into the top half of an `i32`.
    fn bf16_extf(&mut self, a: Value) -> Value {
        let src = self.b.ir.value_type(a).clone();
        let i16t = shaped_like(&src, Type::int(16));
        let i32t = shaped_like(&src, Type::int(32));
        let bits = self.op("arith.bitcast", &[a], i16t);
        let wide = self.op("arith.extui", &[bits], i32t.clone());
        let sixteen = self.constant(16, &i32t);
        let shifted = self.binary("arith.shli", wide, sixteen);
        let ty = self.ty.clone();
        self.op("arith.bitcast", &[shifted], ty)
    }

    /// `truncf f32 → bf16`: round to nearest even on the bits; NaN becomes `0x7FC0`.
    fn bf16_truncf(&mut self, a: Value) -> Value {
        let src = self.b.ir.value_type(a).clone();
        let i16t = shaped_like(&src, Type::int(16));
        let i32t = shaped_like(&src, Type::int(32));
        let is_nan = self.cmp("arith.cmpf", "une", a, a);
        let bias = self.constant(0x7FFF, &i32t);
        let nan = self.constant(0x7FC0, &i16t);
        let sixteen = self.constant(16, &i32t);
        let one = self.constant(1, &i32t);
        let bits = self.op("arith.bitcast", &[a], i32t);
        let hi = self.binary("arith.shrui", bits, sixteen);
        let odd = self.binary("arith.andi", hi, one);
        let round = self.binary("arith.addi", odd, bias);
        let sum = self.binary("arith.addi", bits, round);
        let top = self.binary("arith.shrui", sum, sixteen);
        let narrow = self.op("arith.trunci", &[top], i16t);
        let sel = self.select(is_nan, nan, narrow);
        let ty = self.ty.clone();
        self.op("arith.bitcast", &[sel], ty)
    }
}
