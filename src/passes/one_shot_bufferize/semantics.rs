//! What each supported op does to its tensor operands, as MLIR's `BufferizableOpInterface`
//! implementations of MLIR 22 answer it: does an operand's buffer get read, written, and which
//! results share its buffer (and whether they are the same buffer, "equivalent").

use rustc_hash::FxHashMap;

use crate::ir::{Attribute, Ir, OpId, Type, Use, Value, ValueDef};

/// The ops (with tensor operands or results) that the pass bufferizes.
pub(super) const SUPPORTED: &[&str] = &[
    "arith.constant",
    "tensor.cast",
    "tensor.dim",
    "tensor.empty",
    "tensor.extract",
    "tensor.insert",
    "func.call",
    "func.return",
    "linalg.fill",
];

/// The relation between an operand's buffer and an aliasing result's buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Relation {
    /// The very same buffer.
    Equivalent,
    /// Possibly overlapping.
    Unknown,
}

/// What the analysis learnt about one function's tensor arguments and results (MLIR's
/// `FuncAnalysisState` for one `func.func`).
#[derive(Clone, Debug, Default)]
pub(super) struct FuncSummary {
    /// Per argument: is its buffer read?
    pub read: Vec<bool>,
    /// Per argument: is its buffer written?
    pub written: Vec<bool>,
    /// Per argument: the results that may alias it.
    pub aliasing: Vec<Vec<usize>>,
    /// Per result: the argument whose buffer it is, if any.
    pub equivalent: Vec<Option<usize>>,
}

/// Whether `ty` is a ranked or unranked tensor.
pub(super) fn is_tensor(ty: &Type) -> bool {
    ty.is_tensor()
}

/// Whether `op` has a tensor operand or result (MLIR's "tensor semantics", without regions:
/// region-carrying ops on tensors are not supported).
pub(super) fn has_tensor_semantics(ir: &Ir, op: OpId) -> bool {
    ir.operands(op)
        .iter()
        .chain(ir.results(op))
        .any(|v| is_tensor(ir.value_type(*v)))
}

/// Operand `u` as a value.
pub(super) fn use_value(ir: &Ir, u: Use) -> Value {
    ir.operand(u.op, u.index as usize)
}

/// The ops' bufferization semantics, given the summaries of the functions analysed so far.
pub(super) struct Semantics<'a> {
    /// `func.func` ops by symbol name.
    pub funcs: &'a FxHashMap<String, OpId>,
    /// Summaries of analysed functions.
    pub summaries: &'a FxHashMap<OpId, FuncSummary>,
}

impl Semantics<'_> {
    /// The function a `func.call` calls.
    pub fn callee(&self, ir: &Ir, call: OpId) -> Option<OpId> {
        let name = ir.attr(call, "callee")?.as_symbol()?;
        self.funcs.get(name).copied()
    }

    fn call_summary(&self, ir: &Ir, call: OpId) -> Option<&FuncSummary> {
        self.summaries.get(&self.callee(ir, call)?)
    }

    /// Does operand `u` bufferize to a read of its buffer?
    pub fn reads(&self, ir: &Ir, u: Use) -> bool {
        let i = u.index as usize;
        match ir.name(u.op).as_str() {
            "tensor.cast" | "tensor.dim" => false,
            "tensor.extract" => i == 0,
            "tensor.insert" => i == 1,
            // The fill value is all it reads; the output is only overwritten.
            "linalg.fill" => i == 0,
            "func.call" => self
                .call_summary(ir, u.op)
                .is_none_or(|s| s.read.get(i).copied().unwrap_or(true)),
            _ => true,
        }
    }

    /// Does operand `u` bufferize to a write of its buffer?
    pub fn writes(&self, ir: &Ir, u: Use) -> bool {
        let i = u.index as usize;
        match ir.name(u.op).as_str() {
            "tensor.cast" | "tensor.dim" | "tensor.extract" | "func.return" => false,
            "tensor.insert" | "linalg.fill" => i == 1,
            "func.call" => self
                .call_summary(ir, u.op)
                .is_none_or(|s| s.written.get(i).copied().unwrap_or(true)),
            _ => true,
        }
    }

    /// The results whose buffer may be operand `u`'s buffer when `u` bufferizes in place.
    pub fn aliasing_results(&self, ir: &Ir, u: Use) -> Vec<(Value, Relation)> {
        let i = u.index as usize;
        match ir.name(u.op).as_str() {
            "tensor.cast" if i == 0 => vec![(ir.result(u.op, 0), Relation::Equivalent)],
            "tensor.insert" | "linalg.fill" if i == 1 => {
                vec![(ir.result(u.op, 0), Relation::Equivalent)]
            }
            "func.call" => self.call_aliasing_results(ir, u.op, i),
            _ => Vec::new(),
        }
    }

    fn call_aliasing_results(&self, ir: &Ir, call: OpId, arg: usize) -> Vec<(Value, Relation)> {
        let Some(summary) = self.call_summary(ir, call) else {
            // Callee not analysed yet: any tensor result may alias a tensor operand.
            if !is_tensor(ir.value_type(ir.operand(call, arg))) {
                return Vec::new();
            }
            return ir
                .results(call)
                .iter()
                .filter(|r| is_tensor(ir.value_type(**r)))
                .map(|r| (*r, Relation::Unknown))
                .collect();
        };
        let aliasing = summary.aliasing.get(arg).cloned().unwrap_or_default();
        let equivalent = match aliasing.as_slice() {
            [only] => summary.equivalent.get(*only).copied().flatten() == Some(arg),
            _ => false,
        };
        let relation = if equivalent {
            Relation::Equivalent
        } else {
            Relation::Unknown
        };
        aliasing
            .iter()
            .filter_map(|r| ir.results(call).get(*r).map(|v| (*v, relation)))
            .collect()
    }

    /// The operands whose buffer result `v` may be (the inverse of [`Self::aliasing_results`]).
    pub fn aliasing_operands(&self, ir: &Ir, v: Value) -> Vec<Use> {
        let Some(op) = ir.defining_op(v) else {
            return Vec::new();
        };
        // No type filter: function arguments already have their memref type while their
        // function is rewritten, and only tensor operands have aliasing results anyway.
        (0..ir.operands(op).len() as u32)
            .map(|index| Use { op, index })
            .filter(|u| self.aliasing_results(ir, *u).iter().any(|(r, _)| *r == v))
            .collect()
    }

    /// Is `u` neither read nor written, only aliased by a result (a view such as a cast)?
    pub fn alias_only(&self, ir: &Ir, u: Use) -> bool {
        !self.reads(ir, u) && !self.writes(ir, u) && !self.aliasing_results(ir, u).is_empty()
    }

    /// MLIR's `isMemoryWrite(Value)`: block arguments and results that are new buffers count
    /// as definitions; a result that aliases operands is a write if one of them is written.
    pub fn is_memory_write(&self, ir: &Ir, v: Value) -> bool {
        if ir.defining_op(v).is_none() {
            return true;
        }
        let operands = self.aliasing_operands(ir, v);
        operands.is_empty() || operands.iter().any(|u| self.writes(ir, *u))
    }

    /// Can the buffer of `v` be written (constants cannot, nor arguments marked
    /// `bufferization.writable = false`)?
    pub fn is_writable(&self, ir: &Ir, v: Value) -> bool {
        match ir.value_def(v) {
            ValueDef::OpResult(op, _) => !ir.is(op, "arith.constant"),
            ValueDef::BlockArg(block, index) => {
                let Some(func) = ir.block_parent_op(block) else {
                    return true;
                };
                if !ir.is(func, "func.func") || !ir.is_entry_block(block) {
                    return true;
                }
                arg_attr(ir, func, index as usize, "bufferization.writable")
                    .is_none_or(|a| a.as_int() != Some(0))
            }
            ValueDef::Placeholder => true,
        }
    }
}

/// Argument attribute `name` of argument `index` of function `func`.
pub(super) fn arg_attr<'a>(
    ir: &'a Ir,
    func: OpId,
    index: usize,
    name: &str,
) -> Option<&'a Attribute> {
    let Attribute::Dict(d) = ir.attr(func, "arg_attrs")?.as_array()?.get(index)? else {
        return None;
    };
    d.iter().find(|a| &*a.name == name).map(|a| &a.value)
}
