//! Building and cloning IR: an insertion-point builder and deep clones with value mapping.

use rustc_hash::FxHashMap;

use super::{
    Attribute, BlockId, Ir, Location, NamedAttr, OpId, OperationState, RegionId, Type, Value,
};

/// Where a [`Builder`] puts the next operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InsertPoint {
    /// At the end of a block.
    End(BlockId),
    /// Right before an op.
    Before(OpId),
    /// Right after an op (moves forward as ops are inserted, so they keep program order).
    After(OpId),
    /// Nowhere: ops are created detached.
    Detached,
}

/// Creates operations at an insertion point, all with the same location.
pub struct Builder<'a> {
    /// The IR being built.
    pub ir: &'a mut Ir,
    /// Where the next op goes.
    pub ip: InsertPoint,
    /// The location given to new ops.
    pub loc: Location,
}

impl<'a> Builder<'a> {
    /// A builder inserting at `ip`.
    pub fn new(ir: &'a mut Ir, ip: InsertPoint, loc: Location) -> Self {
        Builder { ir, ip, loc }
    }

    /// A builder inserting at the end of `block`.
    pub fn at_end(ir: &'a mut Ir, block: BlockId, loc: Location) -> Self {
        Self::new(ir, InsertPoint::End(block), loc)
    }

    /// A builder inserting right before `op`, with `op`'s location.
    pub fn before(ir: &'a mut Ir, op: OpId) -> Self {
        let loc = ir.loc(op).clone();
        Self::new(ir, InsertPoint::Before(op), loc)
    }

    /// A builder inserting right after `op`, with `op`'s location.
    pub fn after(ir: &'a mut Ir, op: OpId) -> Self {
        let loc = ir.loc(op).clone();
        Self::new(ir, InsertPoint::After(op), loc)
    }

    /// Places detached `op` at the insertion point.
    pub fn place(&mut self, op: OpId) {
        match self.ip {
            InsertPoint::End(b) => self.ir.append_op(b, op),
            InsertPoint::Before(anchor) => self.ir.insert_op_before(anchor, op),
            InsertPoint::After(anchor) => {
                self.ir.insert_op_after(anchor, op);
                self.ip = InsertPoint::After(op);
            }
            InsertPoint::Detached => {}
        }
    }

    /// Creates an op from `state` at the insertion point.
    pub fn insert(&mut self, state: OperationState) -> OpId {
        let op = self.ir.create_op(state);
        self.place(op);
        op
    }

    /// Creates `name(operands) {attrs} : result_types` at the insertion point.
    pub fn create(
        &mut self,
        name: &str,
        operands: &[Value],
        result_types: &[Type],
        attrs: Vec<NamedAttr>,
    ) -> OpId {
        let mut state = OperationState::new(name, self.loc.clone());
        state.operands = operands.to_vec();
        state.result_types = result_types.to_vec();
        state.attrs = attrs;
        self.insert(state)
    }

    /// Like [`Builder::create`] for an op with exactly one result; returns that result.
    pub fn create_value(
        &mut self,
        name: &str,
        operands: &[Value],
        result_type: Type,
        attrs: Vec<NamedAttr>,
    ) -> Value {
        let op = self.create(name, operands, &[result_type], attrs);
        self.ir.result(op, 0)
    }

    /// Creates a terminator-like op with successors.
    pub fn create_branch(
        &mut self,
        name: &str,
        operands: &[Value],
        successors: &[BlockId],
        attrs: Vec<NamedAttr>,
    ) -> OpId {
        let mut state = OperationState::new(name, self.loc.clone());
        state.operands = operands.to_vec();
        state.successors = successors.to_vec();
        state.attrs = attrs;
        self.insert(state)
    }

    /// `arith.constant` of an integer value of type `ty`.
    pub fn const_int(&mut self, value: i128, ty: Type) -> Value {
        let attr = Attribute::int(value, ty.clone());
        self.create_value("arith.constant", &[], ty, vec![named("value", attr)])
    }

    /// `arith.constant` of an `index` value.
    pub fn const_index(&mut self, value: i64) -> Value {
        self.const_int(value as i128, Type::Index)
    }

    /// `cf.br ^dest(args)`.
    pub fn br(&mut self, dest: BlockId, args: &[Value]) -> OpId {
        self.create_branch("cf.br", args, &[dest], Vec::new())
    }

    /// `cf.cond_br %cond, ^t(t_args), ^f(f_args)`.
    pub fn cond_br(
        &mut self,
        cond: Value,
        t: BlockId,
        t_args: &[Value],
        f: BlockId,
        f_args: &[Value],
    ) -> OpId {
        let mut operands = vec![cond];
        operands.extend_from_slice(t_args);
        operands.extend_from_slice(f_args);
        let sizes = Attribute::dense_i32_array(&[1, t_args.len() as i64, f_args.len() as i64]);
        self.create_branch(
            "cf.cond_br",
            &operands,
            &[t, f],
            vec![named("operandSegmentSizes", sizes)],
        )
    }
}

/// Shorthand for a [`NamedAttr`].
pub fn named(name: &str, value: Attribute) -> NamedAttr {
    NamedAttr {
        name: super::attr_name(name),
        value,
    }
}

/// Old → new value and block correspondences used when cloning.
#[derive(Clone, Debug, Default)]
pub struct ValueMap {
    /// Value mapping; unmapped values are used as they are.
    pub values: FxHashMap<Value, Value>,
    /// Block mapping (for successors).
    pub blocks: FxHashMap<BlockId, BlockId>,
}

impl ValueMap {
    /// The image of `v` (itself when unmapped).
    pub fn lookup(&self, v: Value) -> Value {
        self.values.get(&v).copied().unwrap_or(v)
    }

    /// Records `from → to`.
    pub fn map(&mut self, from: Value, to: Value) {
        self.values.insert(from, to);
    }
}

impl Ir {
    /// Deep-clones `op` (detached), mapping operands and successors through `map` and
    /// recording the clone's results, blocks and block arguments in it.
    pub fn clone_op(&mut self, op: OpId, map: &mut ValueMap) -> OpId {
        let mut regions = Vec::new();
        for &r in self.regions(op).to_vec().iter() {
            let nr = self.new_region();
            self.clone_region_into(r, nr, map);
            regions.push(nr);
        }
        let state = OperationState {
            name: self.name(op),
            operands: self.operands(op).iter().map(|v| map.lookup(*v)).collect(),
            result_types: self
                .results(op)
                .iter()
                .map(|v| self.value_type(*v).clone())
                .collect(),
            attrs: self.attrs(op).to_vec(),
            regions,
            successors: self
                .successors(op)
                .iter()
                .map(|b| map.blocks.get(b).copied().unwrap_or(*b))
                .collect(),
            loc: self.loc(op).clone(),
        };
        let new_op = self.create_op(state);
        for (old, new) in self
            .results(op)
            .to_vec()
            .into_iter()
            .zip(self.results(new_op).to_vec())
        {
            map.map(old, new);
        }
        new_op
    }

    /// A new detached block with the argument types of `b`, its arguments mapped from `b`'s and
    /// `b` mapped to it in `map` (the first step of cloning a region: every block exists before
    /// any op is cloned, so forward successor references map).
    pub fn clone_block_header(&mut self, b: BlockId, map: &mut ValueMap) -> BlockId {
        let types: Vec<Type> = self
            .block_args(b)
            .iter()
            .map(|a| self.value_type(*a).clone())
            .collect();
        let nb = self.new_block(&types);
        for (old, new) in self
            .block_args(b)
            .to_vec()
            .into_iter()
            .zip(self.block_args(nb).to_vec())
        {
            map.map(old, new);
        }
        map.blocks.insert(b, nb);
        nb
    }

    /// Clones the blocks of `src` to the end of `dst`, mapping through `map`.
    pub fn clone_region_into(&mut self, src: RegionId, dst: RegionId, map: &mut ValueMap) {
        let blocks = self.region_blocks(src).to_vec();
        // Create all blocks first so that forward successor references map correctly.
        for &b in &blocks {
            let nb = self.clone_block_header(b, map);
            self.append_block(dst, nb);
        }
        for &b in &blocks {
            let nb = map.blocks[&b];
            for op in self.block_ops_vec(b) {
                let c = self.clone_op(op, map);
                self.append_op(nb, c);
            }
        }
    }
}
