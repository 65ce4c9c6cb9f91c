//! `async-runtime-policy-based-ref-counting`: reference counting by a fixed usage policy,
//! without liveness.
//!
//! It assumes a token is awaited or added to a group at most once, and a value or group is
//! awaited at most once, and then places:
//!
//! * a `drop_ref` right after the definition of an unused value;
//! * a `drop_ref` after `async.runtime.is_error` of a token or group (the check that follows
//!   every await);
//! * a `drop_ref` after `async.runtime.load` of a value;
//! * a `drop_ref` after `async.runtime.add_to_group` of a token.
//!
//! Programs that break the assumptions leak or free objects early; the liveness-based
//! `async-runtime-ref-counting` has no such restriction.

use super::async_runtime_ref_counting::{
    check_no_high_level_async, create_ref_op, drop_ref_if_no_uses, ref_counted_values,
};
use crate::diag::Diagnostic;
use crate::ir::{InsertPoint, Ir, OpId, Type};

/// Runs the pass on every ref-counted value defined under `op`.
pub fn run(ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
    check_no_high_level_async(ir, op)?;
    for value in ref_counted_values(ir, op) {
        if drop_ref_if_no_uses(ir, value) {
            continue;
        }
        let ty = ir.value_type(value).clone();
        // Upstream walks the use list newest-first; the resulting ops do not depend on it.
        let users: Vec<OpId> = ir.uses(value).iter().rev().map(|u| u.op).collect();
        for user in users {
            let drop = match ir.name(user).as_str() {
                "async.runtime.is_error" => matches!(ty, Type::AsyncToken | Type::AsyncGroup),
                "async.runtime.load" => matches!(ty, Type::AsyncValue(_)),
                "async.runtime.add_to_group" => ty == Type::AsyncToken,
                _ => false,
            };
            if drop {
                create_ref_op(ir, InsertPoint::After(user), "drop_ref", value, 1);
            }
        }
    }
    Ok(())
}
