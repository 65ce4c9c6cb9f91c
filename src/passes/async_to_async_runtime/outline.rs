//! Outlining `async.execute` bodies into coroutine functions (async-spec.md §3.3).
//!
//! ```mlir
//! %t, %v = async.execute [%dep] (%a as %x : !async.value<f32>) -> !async.value<f32> {
//!   %y = arith.addf %x, %c : f32          // %c captured from above
//!   async.yield %y : f32
//! }
//! ```
//! becomes `%r:2 = call @async_execute_fn(%dep, %a, %c)` and
//! ```mlir
//! func.func private @async_execute_fn(%arg0: !async.token, %arg1: !async.value<f32>, %arg2: f32)
//!     -> (!async.token, !async.value<f32>) attributes {passthrough = ["presplitcoroutine"]} {
//!   <skeleton>; %s = async.coro.save %hdl; async.runtime.resume %hdl
//!   async.coro.suspend %s, ^suspend, ^bb1, ^cleanup_for_destroy
//! ^bb1:
//!   async.await %arg0 : !async.token
//!   %x = async.await %arg1 : !async.value<f32>
//!   %y = arith.addf %x, %arg2 : f32
//!   async.yield %y : f32                   // lowered later, like the awaits
//!   ...
//! ```

use rustc_hash::FxHashSet;

use super::coro_machinery::{CoroMachinery, setup_coro_machinery};
use crate::diag::Diagnostic;
use crate::dialect::{Traits, has_trait};
use crate::ir::{
    Attribute, Builder, InsertPoint, Ir, OpId, OperationState, RegionId, Type, Value, ValueMap,
    named,
};

/// Base name of outlined functions.
pub const OUTLINED_PREFIX: &str = "async_execute_fn";

/// The symbol names of a module, uniquified the way MLIR's `SymbolTable::insert` does
/// (`name`, then `name_0`, `name_1`, … with one counter per table).
#[derive(Clone, Debug, Default)]
pub struct SymbolNames {
    names: FxHashSet<String>,
    counter: usize,
}

impl SymbolNames {
    /// The names of the symbols directly in `module`'s body.
    pub fn new(ir: &Ir, module: OpId) -> Self {
        let names = ir
            .body_ops(module)
            .into_iter()
            .filter_map(|op| {
                ir.attr(op, "sym_name")
                    .and_then(|a| a.as_str())
                    .map(str::to_owned)
            })
            .collect();
        SymbolNames { names, counter: 0 }
    }

    /// The table holding `names` (the symbols of a module), with a fresh counter.
    pub fn from_names(names: impl IntoIterator<Item = String>) -> Self {
        SymbolNames {
            names: names.into_iter().collect(),
            counter: 0,
        }
    }

    /// Reserves and returns a unique name derived from `base`.
    pub fn unique(&mut self, base: &str) -> String {
        let mut name = base.to_owned();
        while self.names.contains(&name) {
            name = format!("{base}_{}", self.counter);
            self.counter += 1;
        }
        self.names.insert(name.clone());
        name
    }
}

/// Whether `v` is defined inside `region` (directly or in a nested region).
fn defined_in(ir: &Ir, v: Value, region: RegionId) -> bool {
    ir.value_block(v)
        .is_some_and(|b| ir.block_is_in_region(b, region))
}

/// Values used in `region` but defined outside it, in the order of a post-order walk.
pub fn used_values_defined_above(ir: &Ir, region: RegionId) -> Vec<Value> {
    let mut seen = FxHashSet::default();
    let mut out = Vec::new();
    for &block in ir.region_blocks(region) {
        for op in ir.block_ops(block) {
            ir.walk_post(op, &mut |o| {
                for &v in ir.operands(o) {
                    if !defined_in(ir, v, region) && seen.insert(v) {
                        out.push(v);
                    }
                }
            });
        }
    }
    out
}

/// Whether `op` is a constant that may be cloned into outlined regions.
fn is_constant_like(ir: &Ir, op: OpId) -> bool {
    (has_trait(ir, op, Traits::CONSTANT_LIKE) || ir.is(op, "arith.constant"))
        && ir.operands(op).is_empty()
        && ir.regions(op).is_empty()
        && ir.results(op).len() == 1
}

/// Clones constants defined above `region` and used in it to the start of its entry block.
fn clone_constants_into_region(ir: &mut Ir, region: RegionId) {
    let Some(entry) = ir.entry_block(region) else {
        return;
    };
    let mut ip = match ir.first_op(entry) {
        Some(op) => InsertPoint::Before(op),
        None => InsertPoint::End(entry),
    };
    for v in used_values_defined_above(ir, region) {
        let Some(def) = ir.defining_op(v).filter(|d| is_constant_like(ir, *d)) else {
            continue;
        };
        let clone = ir.clone_op(def, &mut ValueMap::default());
        let loc = ir.loc(clone).clone();
        Builder::new(ir, ip, loc).place(clone);
        ip = InsertPoint::After(clone);
        let new_v = ir.result(clone, 0);
        ir.replace_uses_if(v, new_v, |ir, u| defined_in_op(ir, u.op, region));
    }
}

/// Whether `op` is inside `region`.
fn defined_in_op(ir: &Ir, op: OpId, region: RegionId) -> bool {
    let mut block = ir.parent_block(op);
    while let Some(b) = block {
        let Some(r) = ir.block_parent(b) else {
            return false;
        };
        if r == region {
            return true;
        }
        block = ir.region_parent(r).and_then(|o| ir.parent_block(o));
    }
    false
}

/// Number of dependency tokens of an `async.execute` (from its operand segments).
fn num_dependencies(ir: &Ir, exec: OpId) -> usize {
    let sizes = ir
        .attr(exec, "operandSegmentSizes")
        .or_else(|| ir.attr(exec, "operand_segment_sizes"))
        .and_then(Attribute::as_dense_i64s);
    match sizes.as_deref() {
        Some([deps, _]) => (*deps).clamp(0, ir.operands(exec).len() as i64) as usize,
        _ => ir
            .operands(exec)
            .iter()
            .take_while(|v| *ir.value_type(**v) == Type::AsyncToken)
            .count(),
    }
}

/// Outlines `exec` into a new private coroutine function appended to `module`, replacing it
/// by a `func.call`; returns the function and its coroutine machinery.
pub fn outline_execute(
    ir: &mut Ir,
    module: OpId,
    names: &mut SymbolNames,
    exec: OpId,
) -> Result<(OpId, CoroMachinery), Diagnostic> {
    let loc = ir.loc(exec).clone();
    let Some(&region) = ir.regions(exec).first() else {
        return Err(Diagnostic::error(
            loc,
            "'async.execute' op expects a body region",
        ));
    };
    let Some(body) = ir.entry_block(region) else {
        return Err(Diagnostic::error(
            loc,
            "'async.execute' op expects a non-empty body",
        ));
    };
    let Some(module_body) = ir.regions(module).first().and_then(|r| ir.entry_block(*r)) else {
        return Err(Diagnostic::error(loc, "expected a module with a body"));
    };
    clone_constants_into_region(ir, region);

    let n_deps = num_dependencies(ir, exec);
    let operands = ir.operands(exec).to_vec();
    let (deps, body_operands) = operands.split_at(n_deps);
    if body_operands.len() != ir.block_args(body).len() {
        return Err(Diagnostic::error(
            loc,
            "'async.execute' op body region argument count does not match its operands",
        ));
    }
    let mut inputs: Vec<Value> = Vec::new();
    for v in operands
        .iter()
        .copied()
        .chain(used_values_defined_above(ir, region))
    {
        if !inputs.contains(&v) {
            inputs.push(v);
        }
    }
    let input_types: Vec<Type> = inputs.iter().map(|v| ir.value_type(*v).clone()).collect();
    let result_types: Vec<Type> = ir
        .results(exec)
        .iter()
        .map(|v| ir.value_type(*v).clone())
        .collect();

    let name = names.unique(OUTLINED_PREFIX);
    let func_region = ir.new_region();
    let entry = ir.new_block(&input_types);
    ir.append_block(func_region, entry);
    let mut state = OperationState::new("func.func", loc.clone());
    state.attrs = vec![
        named("sym_name", Attribute::string(&name)),
        named(
            "function_type",
            Attribute::Type(Type::function(input_types, result_types.clone())),
        ),
        named("sym_visibility", Attribute::string("private")),
    ];
    state.regions = vec![func_region];
    let func = Builder::at_end(ir, module_body, loc.clone()).insert(state);

    // Await the dependencies and the operands, then clone the body.
    let args = ir.block_args(entry).to_vec();
    let mut map = ValueMap::default();
    for (v, a) in inputs.iter().zip(&args) {
        map.map(*v, *a);
    }
    let mut b = Builder::at_end(ir, entry, loc.clone());
    for d in deps {
        let a = map.lookup(*d);
        b.create("async.await", &[a], &[], vec![]);
    }
    let block_args = b.ir.block_args(body).to_vec();
    for (o, barg) in body_operands.iter().zip(block_args) {
        let a = map.lookup(*o);
        let inner = b.ir.value_type(barg).clone();
        let unwrapped = b.create_value("async.await", &[a], inner, vec![]);
        map.map(barg, unwrapped);
    }
    for op in ir.block_ops_vec(body) {
        let c = ir.clone_op(op, &mut map);
        ir.append_op(entry, c);
    }

    let coro = setup_coro_machinery(ir, func)?;
    let mut coro = coro;
    // Initial suspension: hand the coroutine to the runtime and return to the caller.
    let branch = ir
        .last_op(coro.entry)
        .expect("skeleton entry ends with a branch");
    let original_entry = ir.successors(branch)[0];
    ir.erase_op(branch);
    let destroy = coro.destroy_block(ir);
    let mut b = Builder::at_end(ir, coro.entry, loc.clone());
    let save = b.create_value("async.coro.save", &[coro.handle], Type::CoroState, vec![]);
    b.create("async.runtime.resume", &[coro.handle], &[], vec![]);
    b.create_branch(
        "async.coro.suspend",
        &[save],
        &[coro.suspend, original_entry, destroy],
        vec![],
    );

    // Replace the execute with a call of the outlined function.
    let mut call = OperationState::new("func.call", loc);
    call.operands = inputs;
    call.result_types = result_types;
    call.attrs = vec![named("callee", Attribute::symbol(&name))];
    let call = Builder::before(ir, exec).insert(call);
    let results = ir.results(call).to_vec();
    ir.replace_op(exec, &results);
    Ok((func, coro))
}
