//! Moving one arena into another: [`Ir::append_arena`].
//!
//! The parallel parser builds each slice of a large file in an arena of its own and then
//! joins them. Ids are arena indices, so joining is a move of every entry with each id in it
//! shifted by the length the receiving arena already had; nothing is cloned and the
//! invariants of the module doc carry over unchanged (no entry refers outside its arena).

use super::{
    BlockData, BlockId, Ir, OpData, OpId, RegionData, RegionId, Use, Value, ValueData, ValueDef,
};

/// How the ids of an arena moved by [`Ir::append_arena`] changed: each id grew by the number
/// of entries of its kind the receiving arena held before.
#[derive(Clone, Copy, Debug)]
pub struct IdShift {
    ops: u32,
    blocks: u32,
    regions: u32,
    values: u32,
}

impl IdShift {
    /// The new id of op `op` of the appended arena.
    pub fn op(&self, op: OpId) -> OpId {
        OpId(op.0 + self.ops)
    }

    /// The new id of block `block` of the appended arena.
    pub fn block(&self, block: BlockId) -> BlockId {
        BlockId(block.0 + self.blocks)
    }

    /// The new id of region `region` of the appended arena.
    pub fn region(&self, region: RegionId) -> RegionId {
        RegionId(region.0 + self.regions)
    }

    /// The new id of value `value` of the appended arena.
    pub fn value(&self, value: Value) -> Value {
        Value(value.0 + self.values)
    }
}

impl Ir {
    /// Moves every op, block, region and value of `other` into `self`, after the entries
    /// `self` already has, and returns how their ids changed. Nothing of `other` is linked
    /// to anything of `self`: its top-level ops stay where they were (detached, or in its own
    /// detached blocks) until the caller moves them.
    pub fn append_arena(&mut self, other: Ir) -> IdShift {
        let shift = IdShift {
            ops: id_base(self.ops.len()),
            blocks: id_base(self.blocks.len()),
            regions: id_base(self.regions.len()),
            values: id_base(self.values.len()),
        };
        // Fail before moving anything if the joined arena would not fit 32-bit ids.
        id_base(self.ops.len() + other.ops.len());
        id_base(self.blocks.len() + other.blocks.len());
        id_base(self.regions.len() + other.regions.len());
        id_base(self.values.len() + other.values.len());

        let Ir {
            ops,
            blocks,
            regions,
            values,
        } = self;
        // The ops are most of the bytes to move (and the pages to fault in): a large arena
        // moves them on a second thread while this one moves the rest.
        let parallel = other.ops.len() >= PARALLEL_MOVE_OPS;
        let mut pending_ops = Some(other.ops);
        std::thread::scope(|scope| {
            let moving_ops = parallel.then(|| {
                std::thread::Builder::new().spawn_scoped(scope, || {
                    if let Some(other_ops) = pending_ops.take() {
                        append_ops(ops, other_ops, shift);
                    }
                })
            });
            append_rest(
                blocks,
                regions,
                values,
                other.blocks,
                other.regions,
                other.values,
                shift,
            );
            if let Some(Ok(handle)) = moving_ops {
                handle
                    .join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
            }
        });
        // A small arena, or no second thread to be had: the ops are still here to move.
        if let Some(other_ops) = pending_ops {
            append_ops(ops, other_ops, shift);
        }
        shift
    }
}

/// Arenas with at least this many ops to move are joined on two threads.
const PARALLEL_MOVE_OPS: usize = 1 << 14;

/// Moves the ops of another arena to the end of `ops`, shifting their ids.
fn append_ops(ops: &mut Vec<OpData>, other: Vec<OpData>, shift: IdShift) {
    let shift_op = |op: &mut OpId| *op = shift.op(*op);
    let shift_block = |block: &mut BlockId| *block = shift.block(*block);
    ops.reserve(other.len());
    for mut data in other {
        data.operands.iter_mut().for_each(|v| *v = shift.value(*v));
        data.results.iter_mut().for_each(|v| *v = shift.value(*v));
        data.regions.iter_mut().for_each(|r| *r = shift.region(*r));
        data.successors.iter_mut().for_each(shift_block);
        data.parent.iter_mut().for_each(shift_block);
        data.prev.iter_mut().for_each(shift_op);
        data.next.iter_mut().for_each(shift_op);
        ops.push(data);
    }
}

/// Moves the blocks, regions and values of another arena to the ends of these, shifting
/// their ids.
fn append_rest(
    blocks: &mut Vec<BlockData>,
    regions: &mut Vec<RegionData>,
    values: &mut Vec<ValueData>,
    other_blocks: Vec<BlockData>,
    other_regions: Vec<RegionData>,
    other_values: Vec<ValueData>,
    shift: IdShift,
) {
    let shift_op = |op: &mut OpId| *op = shift.op(*op);
    let shift_block = |block: &mut BlockId| *block = shift.block(*block);
    blocks.reserve(other_blocks.len());
    for mut data in other_blocks {
        data.args.iter_mut().for_each(|v| *v = shift.value(*v));
        data.first.iter_mut().for_each(shift_op);
        data.last.iter_mut().for_each(shift_op);
        data.parent.iter_mut().for_each(|r| *r = shift.region(*r));
        data.branch_users.iter_mut().for_each(shift_op);
        blocks.push(data);
    }
    regions.reserve(other_regions.len());
    for mut data in other_regions {
        data.blocks.iter_mut().for_each(shift_block);
        data.parent.iter_mut().for_each(shift_op);
        regions.push(data);
    }
    values.reserve(other_values.len());
    for mut data in other_values {
        data.def = match data.def {
            ValueDef::OpResult(op, i) => ValueDef::OpResult(shift.op(op), i),
            ValueDef::BlockArg(block, i) => ValueDef::BlockArg(shift.block(block), i),
            ValueDef::Placeholder => ValueDef::Placeholder,
        };
        for Use { op, .. } in &mut data.uses {
            *op = shift.op(*op);
        }
        values.push(data);
    }
}

/// `len` as the base of shifted ids; arenas are addressed by `u32`.
fn id_base(len: usize) -> u32 {
    u32::try_from(len).expect("IR arena exceeds 2^32 entries")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{Location, OperationState, Type};

    /// Builds `%x = test.def` and `test.use %x` in a fresh block of a fresh arena.
    fn def_use_block(ir: &mut Ir) -> BlockId {
        let block = ir.new_block(&[Type::Index]);
        let mut def = OperationState::new("test.def", Location::Unknown);
        def.result_types.push(Type::Index);
        let def = ir.create_op(def);
        ir.append_op(block, def);
        let x = ir.result(def, 0);
        let mut user = OperationState::new("test.use", Location::Unknown);
        user.operands = vec![x, ir.block_arg(block, 0)];
        let user = ir.create_op(user);
        ir.append_op(block, user);
        block
    }

    #[test]
    fn an_arena_with_room_receives_another_without_moving_its_ops() {
        let mut a = Ir::new();
        def_use_block(&mut a);
        let mut b = Ir::new();
        def_use_block(&mut b);
        a.reserve_total(a.size() + b.size());
        let (ops, values, blocks) = (a.ops.as_ptr(), a.values.as_ptr(), a.blocks.as_ptr());

        a.append_arena(b);
        assert_eq!(a.size().ops, 4);
        assert_eq!(a.ops.as_ptr(), ops, "the ops were moved");
        assert_eq!(a.values.as_ptr(), values, "the values were moved");
        assert_eq!(a.blocks.as_ptr(), blocks, "the blocks were moved");
    }

    #[test]
    fn appended_ids_keep_their_links() {
        let mut a = Ir::new();
        let a_block = def_use_block(&mut a);
        let mut b = Ir::new();
        let b_block = def_use_block(&mut b);

        let shift = a.append_arena(b);
        let block = shift.block(b_block);
        assert_ne!(block, a_block);
        let ops = a.block_ops_vec(block);
        assert_eq!(ops.len(), 2);
        assert!(a.is(ops[0], "test.def") && a.is(ops[1], "test.use"));
        assert_eq!(a.parent_block(ops[0]), Some(block));
        assert_eq!(a.next_op(ops[0]), Some(ops[1]));
        let x = a.result(ops[0], 0);
        assert_eq!(a.operands(ops[1]), &[x, a.block_arg(block, 0)]);
        assert_eq!(
            a.uses(x),
            &[Use {
                op: ops[1],
                index: 0
            }]
        );
        assert_eq!(
            a.value_def(a.block_arg(block, 0)),
            ValueDef::BlockArg(block, 0)
        );
        // The first arena's ops are untouched.
        let first = a.block_ops_vec(a_block);
        assert_eq!(
            a.uses(a.result(first[0], 0)),
            &[Use {
                op: first[1],
                index: 0
            }]
        );
    }

    /// An arena large enough to have its ops moved on a second thread joins the same way.
    #[test]
    fn a_large_arena_keeps_its_links() {
        let mut a = Ir::new();
        let a_block = def_use_block(&mut a);
        let mut b = Ir::new();
        let blocks: Vec<BlockId> = (0..PARALLEL_MOVE_OPS / 2 + 1)
            .map(|_| def_use_block(&mut b))
            .collect();
        assert!(b.num_ops() >= PARALLEL_MOVE_OPS);
        let shift = a.append_arena(b);
        for block in blocks.iter().map(|&b| shift.block(b)) {
            let ops = a.block_ops_vec(block);
            let x = a.result(ops[0], 0);
            assert_eq!(a.operands(ops[1]), &[x, a.block_arg(block, 0)]);
            assert_eq!(
                a.uses(x),
                &[Use {
                    op: ops[1],
                    index: 0
                }]
            );
            assert_eq!(a.parent_block(ops[1]), Some(block));
        }
        assert_eq!(a.block_ops_vec(a_block).len(), 2);
    }
}
