//! The coroutine skeleton shared by outlined `async.execute` bodies and converted
//! `async.func`s (async-spec.md §3.2).
//!
//! ```mlir
//! func.func @f(...) -> (!async.token, !async.value<T>) attributes {passthrough = ["presplitcoroutine"]} {
//!   %tok = async.runtime.create : !async.token        // only for stateful functions
//!   %val = async.runtime.create : !async.value<T>     // one per value result
//!   %id = async.coro.id
//!   %hdl = async.coro.begin %id
//!   cf.br ^original_entry
//! ^original_entry:  ...                               // the old body, later split at awaits
//! ^set_error:       // created on first need, right before ^cleanup
//!   async.runtime.set_error %tok / %val ...; cf.br ^cleanup
//! ^cleanup:
//!   async.coro.free %id, %hdl; cf.br ^suspend
//! ^cleanup_for_destroy:   // destroy successor of every coro.suspend
//!   async.coro.free %id, %hdl; cf.br ^suspend
//! ^suspend:
//!   async.coro.end %hdl
//!   return %tok, %val : !async.token, !async.value<T>
//! }
//! ```
//!
//! The cleanup-for-destroy block is created with the skeleton, as `mlir-opt-22` (our reference)
//! does; newer upstream (PR #199583) creates it only when a suspension needs it. For a coroutine
//! that never suspends it is unreachable, and the coroutine split drops it.

use crate::diag::Diagnostic;
use crate::ir::{Attribute, BlockId, Builder, InsertPoint, Ir, Location, OpId, Type, Value};

/// Everything the lowering of ops inside one coroutine function needs.
#[derive(Clone, Debug)]
pub struct CoroMachinery {
    /// The `func.func` that is a coroutine.
    pub func: OpId,
    /// The completion token returned by the ramp (absent for value-only `async.func`s).
    pub token: Option<Value>,
    /// The async values returned by the ramp, in result order.
    pub values: Vec<Value>,
    /// `async.coro.id` result.
    pub id: Value,
    /// `async.coro.begin` result (the coroutine handle).
    pub handle: Value,
    /// The new entry block (its terminator branches to the original entry).
    pub entry: BlockId,
    /// Block setting the token and values to the error state (created lazily).
    pub set_error: Option<BlockId>,
    /// Block freeing the frame and branching to `suspend`.
    pub cleanup: BlockId,
    /// Same as `cleanup`, used as the destroy successor of suspensions.
    pub cleanup_for_destroy: Option<BlockId>,
    /// Block ending the coroutine and returning the ramp's results.
    pub suspend: BlockId,
    /// Location given to the skeleton's ops (the function's).
    pub loc: Location,
}

/// Adds the coroutine skeleton to `func` (a `func.func` with a body whose results are an
/// optional `!async.token` followed by `!async.value`s) and marks it `presplitcoroutine`.
pub fn setup_coro_machinery(ir: &mut Ir, func: OpId) -> Result<CoroMachinery, Diagnostic> {
    let loc = ir.loc(func).clone();
    let results: Vec<Type> = ir
        .attr(func, "function_type")
        .and_then(|a| a.as_type())
        .and_then(|t| t.as_function())
        .map(|f| f.results.clone())
        .unwrap_or_default();
    let Some(first) = results.first() else {
        return Err(Diagnostic::error(
            loc,
            "coroutine function must return at least one async token or value",
        ));
    };
    let stateful = *first == Type::AsyncToken;
    let Some(entry) = ir.regions(func).first().and_then(|r| ir.entry_block(*r)) else {
        return Err(Diagnostic::error(loc, "coroutine function has no body"));
    };
    let region = ir.region(func, 0);
    let original_entry = match ir.first_op(entry) {
        Some(op) => ir.split_block(entry, op),
        None => {
            let b = ir.new_block(&[]);
            ir.insert_block_after(entry, b);
            b
        }
    };

    let mut b = Builder::at_end(ir, entry, loc.clone());
    let token =
        stateful.then(|| b.create_value("async.runtime.create", &[], Type::AsyncToken, vec![]));
    let values: Vec<Value> = results[usize::from(stateful)..]
        .iter()
        .map(|t| b.create_value("async.runtime.create", &[], t.clone(), vec![]))
        .collect();
    let id = b.create_value("async.coro.id", &[], Type::CoroId, vec![]);
    let handle = b.create_value("async.coro.begin", &[id], Type::CoroHandle, vec![]);
    b.br(original_entry, &[]);

    let cleanup = b.ir.new_block(&[]);
    b.ir.append_block(region, cleanup);
    let suspend = b.ir.new_block(&[]);
    b.ir.append_block(region, suspend);

    b.ip = InsertPoint::End(cleanup);
    b.create("async.coro.free", &[id, handle], &[], vec![]);
    b.br(suspend, &[]);

    b.ip = InsertPoint::End(suspend);
    b.create("async.coro.end", &[handle], &[], vec![]);
    let ret: Vec<Value> = token
        .iter()
        .copied()
        .chain(values.iter().copied())
        .collect();
    b.create("func.return", &ret, &[], vec![]);

    ir.set_attr(
        func,
        "passthrough",
        Attribute::array(vec![Attribute::string("presplitcoroutine")]),
    );
    let mut machinery = CoroMachinery {
        func,
        token,
        values,
        id,
        handle,
        entry,
        set_error: None,
        cleanup,
        cleanup_for_destroy: None,
        suspend,
        loc,
    };
    machinery.destroy_block(ir);
    Ok(machinery)
}

impl CoroMachinery {
    /// The set_error block, created right before the cleanup block on first use.
    pub fn set_error_block(&mut self, ir: &mut Ir) -> BlockId {
        if let Some(b) = self.set_error {
            return b;
        }
        let block = ir.new_block(&[]);
        ir.insert_block_before(self.cleanup, block);
        let mut b = Builder::at_end(ir, block, self.loc.clone());
        for v in self.token.iter().chain(self.values.iter()) {
            b.create("async.runtime.set_error", &[*v], &[], vec![]);
        }
        b.br(self.cleanup, &[]);
        self.set_error = Some(block);
        block
    }

    /// The cleanup-for-destroy block (right before the suspend block).
    pub fn destroy_block(&mut self, ir: &mut Ir) -> BlockId {
        if let Some(b) = self.cleanup_for_destroy {
            return b;
        }
        let block = ir.new_block(&[]);
        ir.insert_block_before(self.suspend, block);
        let mut b = Builder::at_end(ir, block, self.loc.clone());
        b.create("async.coro.free", &[self.id, self.handle], &[], vec![]);
        b.br(self.suspend, &[]);
        self.cleanup_for_destroy = Some(block);
        block
    }
}
