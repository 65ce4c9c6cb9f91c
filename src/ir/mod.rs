//! The corolift IR: a generic operation graph in the image of MLIR's.
//!
//! # Model
//!
//! Everything lives in one arena, [`Ir`], addressed by small copyable ids:
//!
//! * an **operation** ([`OpId`]) has a name (`dialect.op`), operands (SSA [`Value`]s), results
//!   (values it defines), attributes (a name-sorted list, like MLIR's `DictionaryAttr`),
//!   regions, successor blocks and a source [`Location`];
//! * a **region** ([`RegionId`]) is an ordered list of blocks owned by one operation;
//! * a **block** ([`BlockId`]) has typed arguments and a doubly linked list of operations;
//! * a **value** ([`Value`]) is either an operation result or a block argument, with a type and
//!   a use list kept exact by every mutation in this module.
//!
//! Nothing here knows any dialect: the meaning of `func.func` or `async.execute` comes from the
//! op registry in [`crate::dialect`]. Printing, parsing, verifying and rewriting therefore work
//! the same way for every op.
//!
//! # Ownership and ids
//!
//! Ids index `Vec`s and are never reused while the [`Ir`] lives; erasing an op or block marks
//! its slot dead (its uses are gone, its parent link cleared), so a stale id is detectable
//! rather than silently aliasing a new object. Side tables indexed by id (`Vec<T>` of length
//! [`Ir::num_values`] …) are therefore the cheap way for a pass to attach data.
//!
//! # Invariants (checked by `debug_assert`s and the verifier)
//!
//! 1. `uses(v)` lists exactly the `(op, operand index)` pairs whose operand is `v`, and each
//!    op knows where in that list each of its operands' uses sits.
//! 2. An op is in at most one block; `parent_block(op)` and the block's list agree.
//! 3. A block is in at most one region; a region belongs to exactly one op (or is detached).
//! 4. Erased ops have no operands, so they appear in no use list.

pub mod affine_text;
mod append;
mod attrs;
mod builder;
mod dense_hex;
pub mod dominance;
pub mod float_formats;
mod float_text;
mod location;
pub mod rewrite;
mod symbols;
mod types;

pub use append::IdShift;
pub use attrs::{
    Attribute, DenseElements, NamedAttr, attr_list_get, attr_list_remove, attr_list_set, attr_name,
    f16_bits_to_f64, format_float, is_bare_identifier, round_to_kind, set_print_aliases,
    write_string_literal,
};
pub use builder::{Builder, InsertPoint, ValueMap, named};
pub use dense_hex::decode as decode_dense_hex;
pub use float_text::{narrow_float_bits, widen_float_bits};
pub use location::Location;
pub use symbols::SymbolTable;
pub use types::{
    DYNAMIC, FloatKind, FrameField, FrameLayout, FunctionType, MemRefType, Signedness, Type,
    VectorType,
};

use std::fmt;
use std::sync::{Mutex, OnceLock};

use rustc_hash::FxHashSet;
use smallvec::SmallVec;

/// The operands or results of an op.
type ValueList = SmallVec<[Value; 4]>;

/// An interned operation name such as `"arith.addi"`. Copy, cheap to compare.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct OpName(&'static str);

impl OpName {
    /// Interns `name`. Known names are interned once per process; the set of names is small
    /// (bounded by the op registry plus whatever unregistered ops appear in inputs).
    pub fn new(name: &str) -> OpName {
        // Each thread remembers the names it has interned, so that threads creating ops at
        // the same time (the parallel parser) do not take turns on the process-wide lock.
        thread_local! {
            static SEEN: std::cell::RefCell<FxHashSet<&'static str>> = Default::default();
        }
        if let Some(seen) = SEEN.with_borrow(|seen| seen.get(name).copied()) {
            return OpName(seen);
        }
        let interned = OpName::intern(name);
        SEEN.with_borrow_mut(|seen| seen.insert(interned.0));
        interned
    }

    /// Interns `name` in the process-wide set.
    fn intern(name: &str) -> OpName {
        static INTERNER: OnceLock<Mutex<FxHashSet<&'static str>>> = OnceLock::new();
        let set = INTERNER.get_or_init(Default::default);
        let mut set = set.lock().unwrap_or_else(|poison| poison.into_inner());
        if let Some(existing) = set.get(name) {
            return OpName(existing);
        }
        let leaked: &'static str = Box::leak(name.to_owned().into_boxed_str());
        set.insert(leaked);
        OpName(leaked)
    }

    /// The full name, `dialect.op`.
    pub fn as_str(self) -> &'static str {
        self.0
    }

    /// The dialect prefix (`"arith"` for `arith.addi`).
    pub fn dialect(self) -> &'static str {
        self.0.split_once('.').map_or("", |(d, _)| d)
    }
}

impl PartialEq<str> for OpName {
    fn eq(&self, other: &str) -> bool {
        self.0 == other
    }
}

impl PartialEq<&str> for OpName {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

impl fmt::Debug for OpName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

impl fmt::Display for OpName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

macro_rules! define_id {
    ($(#[$doc:meta])* $name:ident, $prefix:literal) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(u32);

        impl $name {
            /// The arena index of this id.
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, concat!($prefix, "{}"), self.0)
            }
        }
    };
}

define_id!(
    /// An operation in an [`Ir`].
    OpId,
    "op"
);
define_id!(
    /// A block in an [`Ir`].
    BlockId,
    "block"
);
define_id!(
    /// A region in an [`Ir`].
    RegionId,
    "region"
);
define_id!(
    /// An SSA value (op result or block argument) in an [`Ir`].
    Value,
    "v"
);

/// Where a value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueDef {
    /// Result number `1` of operation `0`.
    OpResult(OpId, u32),
    /// Argument number `1` of block `0`.
    BlockArg(BlockId, u32),
    /// A forward reference made by the parser, replaced once the definition is seen.
    Placeholder,
}

/// One use of a value: operand `index` of `op`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Use {
    /// The using operation.
    pub op: OpId,
    /// The operand position in `op`.
    pub index: u32,
}

/// Per-operation data.
#[derive(Clone, Debug)]
pub struct OpData {
    /// The operation name.
    pub name: OpName,
    /// Operands and results inline up to four (most ops): no heap block of their own, and
    /// no bigger than a `Vec` (24 bytes).
    operands: ValueList,
    /// For each operand, the position of its [`Use`] in the operand value's use list, so that
    /// a use leaves the list in constant time (searching the list made erasing the million
    /// users of one constant quadratic).
    use_slots: SmallVec<[u32; 4]>,
    results: ValueList,
    /// Attributes, sorted by name (use [`Ir::set_attr`] to keep them sorted).
    attrs: Vec<NamedAttr>,
    regions: Vec<RegionId>,
    successors: Vec<BlockId>,
    /// Source location.
    pub loc: Location,
    parent: Option<BlockId>,
    prev: Option<OpId>,
    next: Option<OpId>,
    alive: bool,
}

/// Per-block data.
#[derive(Clone, Debug, Default)]
pub struct BlockData {
    args: Vec<Value>,
    first: Option<OpId>,
    last: Option<OpId>,
    parent: Option<RegionId>,
    alive: bool,
    /// The live ops naming this block as a successor, once per successor slot (MLIR's
    /// block use list), so that [`Ir::predecessors`] need not scan the whole region.
    branch_users: Vec<OpId>,
}

/// Per-region data.
#[derive(Clone, Debug, Default)]
pub struct RegionData {
    blocks: Vec<BlockId>,
    parent: Option<OpId>,
}

/// Per-value data.
#[derive(Clone, Debug)]
pub struct ValueData {
    /// The value's type.
    pub ty: Type,
    def: ValueDef,
    /// Most values have one or two uses: those are kept without a heap allocation.
    uses: SmallVec<[Use; 2]>,
}

/// Everything needed to create an operation; filled by parsers and builders.
#[derive(Clone, Debug)]
pub struct OperationState {
    /// The op name.
    pub name: OpName,
    /// Operand values (already resolved).
    pub operands: Vec<Value>,
    /// Types of the results to create.
    pub result_types: Vec<Type>,
    /// Attributes (any order; sorted on creation).
    pub attrs: Vec<NamedAttr>,
    /// Regions, already created and filled (see [`Ir::new_region`]).
    pub regions: Vec<RegionId>,
    /// Successor blocks.
    pub successors: Vec<BlockId>,
    /// Location of the op.
    pub loc: Location,
}

impl OperationState {
    /// An empty state for op `name` at `loc`.
    pub fn new(name: &str, loc: Location) -> Self {
        OperationState {
            name: OpName::new(name),
            operands: Vec::new(),
            result_types: Vec::new(),
            attrs: Vec::new(),
            regions: Vec::new(),
            successors: Vec::new(),
            loc,
        }
    }

    /// Adds (or replaces) attribute `name`.
    pub fn add_attr(&mut self, name: &str, value: Attribute) {
        attr_list_set(&mut self.attrs, name, value);
    }

    /// Looks up attribute `name`.
    pub fn attr(&self, name: &str) -> Option<&Attribute> {
        attr_list_get(&self.attrs, name)
    }
}

/// The number of each kind of entity in an [`Ir`] arena ([`Ir::size`]), or room for them
/// ([`Ir::reserve_total`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ArenaSize {
    /// Operations.
    pub ops: usize,
    /// Values (op results and block arguments).
    pub values: usize,
    /// Blocks.
    pub blocks: usize,
    /// Regions.
    pub regions: usize,
}

impl std::ops::Add for ArenaSize {
    type Output = ArenaSize;

    fn add(self, other: ArenaSize) -> ArenaSize {
        ArenaSize {
            ops: self.ops + other.ops,
            values: self.values + other.values,
            blocks: self.blocks + other.blocks,
            regions: self.regions + other.regions,
        }
    }
}

impl std::ops::Mul<usize> for ArenaSize {
    type Output = ArenaSize;

    fn mul(self, times: usize) -> ArenaSize {
        ArenaSize {
            ops: self.ops * times,
            values: self.values * times,
            blocks: self.blocks * times,
            regions: self.regions * times,
        }
    }
}

/// The arena holding a whole IR graph (usually one `builtin.module` and everything in it).
#[derive(Clone, Debug, Default)]
pub struct Ir {
    ops: Vec<OpData>,
    blocks: Vec<BlockData>,
    regions: Vec<RegionData>,
    values: Vec<ValueData>,
}

impl Ir {
    /// An empty arena.
    pub fn new() -> Self {
        Self::default()
    }

    /// An empty arena with room for about `ops` operations, `values` values, `blocks` blocks
    /// and `regions` regions, so that building a large IR does not copy the arena vectors over
    /// and over as they grow.
    pub fn with_capacity(ops: usize, values: usize, blocks: usize, regions: usize) -> Self {
        Ir {
            ops: Vec::with_capacity(ops),
            blocks: Vec::with_capacity(blocks),
            regions: Vec::with_capacity(regions),
            values: Vec::with_capacity(values),
        }
    }

    /// How many ops, values, blocks and regions the arena holds (erased ones included: ids are
    /// never reused).
    pub fn size(&self) -> ArenaSize {
        ArenaSize {
            ops: self.ops.len(),
            values: self.values.len(),
            blocks: self.blocks.len(),
            regions: self.regions.len(),
        }
    }

    /// Makes room for the arena to grow to `total` without moving: a pass pipeline that knows
    /// about how much it will create (or the join of parsed slices) then never copies the
    /// arena vectors as they grow, which at thousands of functions costs time and doubles the
    /// peak memory for the moment of each copy.
    pub fn reserve_total(&mut self, total: ArenaSize) {
        fn reserve<T>(items: &mut Vec<T>, total: usize) {
            items.reserve_exact(total.saturating_sub(items.len()));
        }
        reserve(&mut self.ops, total.ops);
        reserve(&mut self.values, total.values);
        reserve(&mut self.blocks, total.blocks);
        reserve(&mut self.regions, total.regions);
    }

    // ---------------------------------------------------------------------------------------
    // Creation
    // ---------------------------------------------------------------------------------------

    /// Creates a detached operation from `state`. Regions in the state become owned by it.
    pub fn create_op(&mut self, state: OperationState) -> OpId {
        let id = OpId(self.ops.len() as u32);
        let mut attrs = state.attrs;
        attrs.sort_by(|a, b| a.name.cmp(&b.name));
        attrs.dedup_by(|later, earlier| later.name == earlier.name);
        for region in &state.regions {
            self.regions[region.index()].parent = Some(id);
        }
        // Built by pushing: collecting from the `Type` iterator would reuse (and then shrink,
        // with a `realloc`) the larger allocation of `result_types`.
        let mut results = ValueList::with_capacity(state.result_types.len());
        for (i, ty) in state.result_types.into_iter().enumerate() {
            results.push(self.new_value(ty, ValueDef::OpResult(id, i as u32)));
        }
        for s in &state.successors {
            self.blocks[s.index()].branch_users.push(id);
        }
        self.ops.push(OpData {
            name: state.name,
            operands: ValueList::new(),
            use_slots: SmallVec::new(),
            results,
            attrs,
            regions: state.regions,
            successors: state.successors,
            loc: state.loc,
            parent: None,
            prev: None,
            next: None,
            alive: true,
        });
        self.set_operands(id, state.operands);
        id
    }

    fn new_value(&mut self, ty: Type, def: ValueDef) -> Value {
        let v = Value(self.values.len() as u32);
        self.values.push(ValueData {
            ty,
            def,
            uses: SmallVec::new(),
        });
        v
    }

    /// Creates a placeholder value of type `ty` (used by the parser for forward references).
    pub fn new_placeholder(&mut self, ty: Type) -> Value {
        self.new_value(ty, ValueDef::Placeholder)
    }

    /// Creates an empty detached region.
    pub fn new_region(&mut self) -> RegionId {
        let id = RegionId(self.regions.len() as u32);
        self.regions.push(RegionData::default());
        id
    }

    /// Creates a detached block with arguments of the given types.
    pub fn new_block(&mut self, arg_types: &[Type]) -> BlockId {
        let id = BlockId(self.blocks.len() as u32);
        self.blocks.push(BlockData {
            alive: true,
            ..Default::default()
        });
        for ty in arg_types {
            self.add_block_arg(id, ty.clone());
        }
        id
    }

    /// Appends an argument of type `ty` to `block`.
    pub fn add_block_arg(&mut self, block: BlockId, ty: Type) -> Value {
        let n = self.blocks[block.index()].args.len() as u32;
        let v = self.new_value(ty, ValueDef::BlockArg(block, n));
        self.blocks[block.index()].args.push(v);
        v
    }

    /// Inserts a block argument of type `ty` at position `index`.
    pub fn insert_block_arg(&mut self, block: BlockId, index: usize, ty: Type) -> Value {
        let v = self.new_value(ty, ValueDef::BlockArg(block, index as u32));
        self.blocks[block.index()].args.insert(index, v);
        self.renumber_block_args(block);
        v
    }

    /// Removes block argument `index`; it must have no uses.
    pub fn erase_block_arg(&mut self, block: BlockId, index: usize) {
        let v = self.blocks[block.index()].args.remove(index);
        debug_assert!(
            self.values[v.index()].uses.is_empty(),
            "erasing a used block argument"
        );
        self.renumber_block_args(block);
    }

    fn renumber_block_args(&mut self, block: BlockId) {
        for (i, arg) in self.blocks[block.index()]
            .args
            .clone()
            .into_iter()
            .enumerate()
        {
            self.values[arg.index()].def = ValueDef::BlockArg(block, i as u32);
        }
    }

    // ---------------------------------------------------------------------------------------
    // Operation accessors
    // ---------------------------------------------------------------------------------------

    /// The data of `op`.
    pub fn op(&self, op: OpId) -> &OpData {
        &self.ops[op.index()]
    }

    /// The name of `op`.
    pub fn name(&self, op: OpId) -> OpName {
        self.ops[op.index()].name
    }

    /// Whether `op` is named `name`.
    pub fn is(&self, op: OpId, name: &str) -> bool {
        self.ops[op.index()].name.0 == name
    }

    /// The operands of `op`.
    pub fn operands(&self, op: OpId) -> &[Value] {
        &self.ops[op.index()].operands
    }

    /// Operand `i` of `op`.
    pub fn operand(&self, op: OpId, i: usize) -> Value {
        self.ops[op.index()].operands[i]
    }

    /// The results of `op`.
    pub fn results(&self, op: OpId) -> &[Value] {
        &self.ops[op.index()].results
    }

    /// Result `i` of `op`.
    pub fn result(&self, op: OpId, i: usize) -> Value {
        self.ops[op.index()].results[i]
    }

    /// The attributes of `op`, sorted by name.
    pub fn attrs(&self, op: OpId) -> &[NamedAttr] {
        &self.ops[op.index()].attrs
    }

    /// Attribute `name` of `op`.
    pub fn attr(&self, op: OpId, name: &str) -> Option<&Attribute> {
        attr_list_get(&self.ops[op.index()].attrs, name)
    }

    /// Sets attribute `name` of `op` (keeps the list sorted).
    pub fn set_attr(&mut self, op: OpId, name: &str, value: Attribute) {
        attr_list_set(&mut self.ops[op.index()].attrs, name, value);
    }

    /// Removes attribute `name` of `op`, returning it.
    pub fn remove_attr(&mut self, op: OpId, name: &str) -> Option<Attribute> {
        attr_list_remove(&mut self.ops[op.index()].attrs, name)
    }

    /// The regions of `op`.
    pub fn regions(&self, op: OpId) -> &[RegionId] {
        &self.ops[op.index()].regions
    }

    /// Region `i` of `op`.
    pub fn region(&self, op: OpId, i: usize) -> RegionId {
        self.ops[op.index()].regions[i]
    }

    /// The successors of `op`.
    pub fn successors(&self, op: OpId) -> &[BlockId] {
        &self.ops[op.index()].successors
    }

    /// Replaces successor `i` of `op`.
    pub fn set_successor(&mut self, op: OpId, i: usize, block: BlockId) {
        let old = std::mem::replace(&mut self.ops[op.index()].successors[i], block);
        if old != block {
            self.remove_branch_user(old, op);
            self.blocks[block.index()].branch_users.push(op);
        }
    }

    /// Removes one entry of `op` from the branch users of `block`.
    fn remove_branch_user(&mut self, block: BlockId, op: OpId) {
        let users = &mut self.blocks[block.index()].branch_users;
        if let Some(pos) = users.iter().rposition(|u| *u == op) {
            users.swap_remove(pos);
        }
    }

    /// The location of `op`.
    pub fn loc(&self, op: OpId) -> &Location {
        &self.ops[op.index()].loc
    }

    /// Sets the location of `op`.
    pub fn set_op_loc(&mut self, op: OpId, loc: Location) {
        self.ops[op.index()].loc = loc;
    }

    /// The block containing `op`, if it is attached.
    pub fn parent_block(&self, op: OpId) -> Option<BlockId> {
        self.ops[op.index()].parent
    }

    /// The op whose region contains `op`.
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        let block = self.parent_block(op)?;
        self.block_parent_op(block)
    }

    /// The closest ancestor of `op` (excluding `op`) named `name`.
    pub fn ancestor_named(&self, op: OpId, name: &str) -> Option<OpId> {
        let mut cur = self.parent_op(op);
        while let Some(p) = cur {
            if self.is(p, name) {
                return Some(p);
            }
            cur = self.parent_op(p);
        }
        None
    }

    /// Whether `block` is in `region` or in a region nested (at any depth) in an op of it.
    pub fn block_is_in_region(&self, block: BlockId, region: RegionId) -> bool {
        let mut block = Some(block);
        while let Some(b) = block {
            let Some(r) = self.block_parent(b) else {
                return false;
            };
            if r == region {
                return true;
            }
            block = self.region_parent(r).and_then(|op| self.parent_block(op));
        }
        false
    }

    /// Whether `ancestor` is `op` or contains it (transitively).
    pub fn is_ancestor(&self, ancestor: OpId, op: OpId) -> bool {
        let mut cur = Some(op);
        while let Some(c) = cur {
            if c == ancestor {
                return true;
            }
            cur = self.parent_op(c);
        }
        false
    }

    /// The next op in the same block.
    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op.index()].next
    }

    /// The previous op in the same block.
    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op.index()].prev
    }

    /// Whether `op` has not been erased.
    pub fn is_alive(&self, op: OpId) -> bool {
        self.ops[op.index()].alive
    }

    /// Replaces all operands of `op`, maintaining use lists.
    pub fn set_operands(&mut self, op: OpId, operands: Vec<Value>) {
        let old = std::mem::take(&mut self.ops[op.index()].operands);
        for (i, v) in old.into_iter().enumerate() {
            self.remove_use(
                v,
                Use {
                    op,
                    index: i as u32,
                },
            );
        }
        let slots = &mut self.ops[op.index()].use_slots;
        slots.clear();
        slots.resize(operands.len(), 0);
        for (i, &v) in operands.iter().enumerate() {
            self.add_use(
                v,
                Use {
                    op,
                    index: i as u32,
                },
            );
        }
        self.ops[op.index()].operands = ValueList::from_slice(&operands);
    }

    /// Replaces operand `i` of `op`.
    pub fn set_operand(&mut self, op: OpId, i: usize, value: Value) {
        let old = self.ops[op.index()].operands[i];
        if old == value {
            return;
        }
        let u = Use {
            op,
            index: i as u32,
        };
        self.remove_use(old, u);
        self.add_use(value, u);
        self.ops[op.index()].operands[i] = value;
    }

    /// Inserts `value` as operand `i` of `op`, shifting later operands.
    pub fn insert_operand(&mut self, op: OpId, i: usize, value: Value) {
        let mut operands = self.ops[op.index()].operands.to_vec();
        operands.insert(i, value);
        self.set_operands(op, operands);
    }

    /// Records `u` at the end of `v`'s use list (the slot of `u.op`'s operand must exist).
    fn add_use(&mut self, v: Value, u: Use) {
        let uses = &mut self.values[v.index()].uses;
        let slot = uses.len() as u32;
        uses.push(u);
        self.ops[u.op.index()].use_slots[u.index as usize] = slot;
    }

    /// Removes `u` from `v`'s use list: the last use moves into its slot.
    fn remove_use(&mut self, v: Value, u: Use) {
        let slot = self.ops[u.op.index()].use_slots[u.index as usize] as usize;
        let uses = &mut self.values[v.index()].uses;
        debug_assert_eq!(uses.get(slot), Some(&u), "use list out of step with {u:?}");
        uses.swap_remove(slot);
        if let Some(&moved) = uses.get(slot) {
            self.ops[moved.op.index()].use_slots[moved.index as usize] = slot as u32;
        }
    }

    // ---------------------------------------------------------------------------------------
    // Values
    // ---------------------------------------------------------------------------------------

    /// The type of `v`.
    pub fn value_type(&self, v: Value) -> &Type {
        &self.values[v.index()].ty
    }

    /// Changes the type of `v` (callers keep the IR consistent).
    pub fn set_value_type(&mut self, v: Value, ty: Type) {
        self.values[v.index()].ty = ty;
    }

    /// How `v` is defined.
    pub fn value_def(&self, v: Value) -> ValueDef {
        self.values[v.index()].def
    }

    /// The op defining `v`, if it is an op result.
    pub fn defining_op(&self, v: Value) -> Option<OpId> {
        match self.values[v.index()].def {
            ValueDef::OpResult(op, _) => Some(op),
            _ => None,
        }
    }

    /// The block in which `v` is defined (for results: the block of the defining op).
    pub fn value_block(&self, v: Value) -> Option<BlockId> {
        match self.values[v.index()].def {
            ValueDef::OpResult(op, _) => self.parent_block(op),
            ValueDef::BlockArg(b, _) => Some(b),
            ValueDef::Placeholder => None,
        }
    }

    /// The uses of `v` (unordered).
    pub fn uses(&self, v: Value) -> &[Use] {
        &self.values[v.index()].uses
    }

    /// Whether `v` has no uses.
    pub fn use_empty(&self, v: Value) -> bool {
        self.values[v.index()].uses.is_empty()
    }

    /// Replaces every use of `from` by `to`.
    pub fn replace_all_uses(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        let uses = std::mem::take(&mut self.values[from.index()].uses);
        for u in uses {
            self.ops[u.op.index()].operands[u.index as usize] = to;
            self.add_use(to, u);
        }
    }

    /// Replaces the uses of `from` by `to` where `keep(use)` is true.
    pub fn replace_uses_if(
        &mut self,
        from: Value,
        to: Value,
        mut keep: impl FnMut(&Ir, Use) -> bool,
    ) {
        let uses = self.values[from.index()].uses.clone();
        for u in uses {
            if keep(self, u) {
                self.set_operand(u.op, u.index as usize, to);
            }
        }
    }

    /// Number of values ever created (for dense side tables indexed by [`Value::index`]).
    pub fn num_values(&self) -> usize {
        self.values.len()
    }

    /// Number of ops ever created (for dense side tables indexed by [`OpId::index`]).
    pub fn num_ops(&self) -> usize {
        self.ops.len()
    }

    /// Number of blocks ever created (for dense side tables indexed by [`BlockId::index`]).
    pub fn num_blocks(&self) -> usize {
        self.blocks.len()
    }

    // ---------------------------------------------------------------------------------------
    // Blocks and regions
    // ---------------------------------------------------------------------------------------

    /// The arguments of `block`.
    pub fn block_args(&self, block: BlockId) -> &[Value] {
        &self.blocks[block.index()].args
    }

    /// Argument `i` of `block`.
    pub fn block_arg(&self, block: BlockId, i: usize) -> Value {
        self.blocks[block.index()].args[i]
    }

    /// The region containing `block`.
    pub fn block_parent(&self, block: BlockId) -> Option<RegionId> {
        self.blocks[block.index()].parent
    }

    /// The op owning the region that contains `block`.
    pub fn block_parent_op(&self, block: BlockId) -> Option<OpId> {
        self.regions[self.block_parent(block)?.index()].parent
    }

    /// Whether `block` has not been erased.
    pub fn is_block_alive(&self, block: BlockId) -> bool {
        self.blocks[block.index()].alive
    }

    /// The first op of `block`.
    pub fn first_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block.index()].first
    }

    /// The last op of `block` (its terminator in a well-formed CFG block).
    pub fn last_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block.index()].last
    }

    /// Iterates the ops of `block` in order. Do not mutate the block while iterating; collect
    /// with [`Ir::block_ops_vec`] first.
    pub fn block_ops(&self, block: BlockId) -> BlockOps<'_> {
        BlockOps {
            ir: self,
            next: self.blocks[block.index()].first,
        }
    }

    /// The ops of `block` in order, collected (safe to mutate while iterating the result).
    pub fn block_ops_vec(&self, block: BlockId) -> Vec<OpId> {
        self.block_ops(block).collect()
    }

    /// The blocks of `region`, in order.
    pub fn region_blocks(&self, region: RegionId) -> &[BlockId] {
        &self.regions[region.index()].blocks
    }

    /// The entry block of `region`.
    pub fn entry_block(&self, region: RegionId) -> Option<BlockId> {
        self.regions[region.index()].blocks.first().copied()
    }

    /// The op owning `region`.
    pub fn region_parent(&self, region: RegionId) -> Option<OpId> {
        self.regions[region.index()].parent
    }

    /// Whether `block` is the entry block of its region.
    pub fn is_entry_block(&self, block: BlockId) -> bool {
        self.block_parent(block).and_then(|r| self.entry_block(r)) == Some(block)
    }

    /// Appends `block` to `region`.
    pub fn append_block(&mut self, region: RegionId, block: BlockId) {
        debug_assert!(self.blocks[block.index()].parent.is_none());
        self.blocks[block.index()].parent = Some(region);
        self.regions[region.index()].blocks.push(block);
    }

    /// Inserts `block` into the region of `anchor`, right after it.
    pub fn insert_block_after(&mut self, anchor: BlockId, block: BlockId) {
        let region = self.block_parent(anchor).expect("anchor block is detached");
        let pos = self.block_position(anchor) + 1;
        self.blocks[block.index()].parent = Some(region);
        self.regions[region.index()].blocks.insert(pos, block);
    }

    /// Inserts `block` into the region of `anchor`, right before it.
    pub fn insert_block_before(&mut self, anchor: BlockId, block: BlockId) {
        let region = self.block_parent(anchor).expect("anchor block is detached");
        let pos = self.block_position(anchor);
        self.blocks[block.index()].parent = Some(region);
        self.regions[region.index()].blocks.insert(pos, block);
    }

    /// Position of `block` in its region.
    pub fn block_position(&self, block: BlockId) -> usize {
        let region = self.block_parent(block).expect("block is detached");
        self.regions[region.index()]
            .blocks
            .iter()
            .position(|b| *b == block)
            .expect("block not in its parent region")
    }

    /// Detaches `block` from its region (keeps its contents).
    pub fn remove_block(&mut self, block: BlockId) {
        if let Some(region) = self.blocks[block.index()].parent.take() {
            let blocks = &mut self.regions[region.index()].blocks;
            if let Some(pos) = blocks.iter().position(|b| *b == block) {
                blocks.remove(pos);
            }
        }
    }

    /// Erases `block` and every op in it. Values defined in it must be unused outside it.
    pub fn erase_block(&mut self, block: BlockId) {
        self.erase_blocks(std::slice::from_ref(&block));
    }

    /// Erases `blocks` and every op in them, as [`Ir::erase_block`] on each would, in time
    /// linear in the size of their regions (erasing them one by one is quadratic: each leaves
    /// its region's block list on its own). Values defined in them may be used only by ops in
    /// them.
    pub fn erase_blocks(&mut self, blocks: &[BlockId]) {
        for &block in blocks {
            for op in self.block_ops_vec(block) {
                self.drop_all_references(op);
            }
        }
        if let [block] = blocks {
            self.remove_block(*block);
        } else {
            self.remove_blocks(blocks);
        }
        for &block in blocks {
            for op in self.block_ops_vec(block) {
                self.erase_op(op);
            }
            self.blocks[block.index()].alive = false;
        }
    }

    /// Detaches `blocks` from their regions with one pass over each region's block list.
    fn remove_blocks(&mut self, blocks: &[BlockId]) {
        let mut regions: Vec<RegionId> = blocks
            .iter()
            .filter_map(|block| self.blocks[block.index()].parent.take())
            .collect();
        regions.sort_unstable();
        regions.dedup();
        for region in regions {
            let blocks = &self.blocks;
            self.regions[region.index()]
                .blocks
                .retain(|b| blocks[b.index()].parent == Some(region));
        }
    }

    /// Moves all blocks of `from` to the end of `to`.
    pub fn take_region_body(&mut self, to: RegionId, from: RegionId) {
        let blocks = std::mem::take(&mut self.regions[from.index()].blocks);
        for b in &blocks {
            self.blocks[b.index()].parent = Some(to);
        }
        self.regions[to.index()].blocks.extend(blocks);
    }

    /// Moves all blocks of `from` into the region of `before`, right before it.
    pub fn inline_region_before(&mut self, from: RegionId, before: BlockId) {
        let blocks = std::mem::take(&mut self.regions[from.index()].blocks);
        let region = self.block_parent(before).expect("target block is detached");
        let pos = self.block_position(before);
        for b in &blocks {
            self.blocks[b.index()].parent = Some(region);
        }
        self.regions[region.index()].blocks.splice(pos..pos, blocks);
    }

    /// Predecessor blocks of `block` (one entry per edge, in no particular order).
    pub fn predecessors(&self, block: BlockId) -> Vec<BlockId> {
        let Some(region) = self.block_parent(block) else {
            return Vec::new();
        };
        // The blocks of `region` whose last op names `block`, once per successor slot.
        // Found through the branch users (a scan of the region per query made
        // canonicalizing a 100,000-block function quadratic).
        self.blocks[block.index()]
            .branch_users
            .iter()
            .filter_map(|&op| {
                let b = self.ops[op.index()].parent?;
                (self.ops[op.index()].alive
                    && self.blocks[b.index()].parent == Some(region)
                    && self.blocks[b.index()].last == Some(op))
                .then_some(b)
            })
            .collect()
    }

    // ---------------------------------------------------------------------------------------
    // Placement of operations
    // ---------------------------------------------------------------------------------------

    /// Appends detached `op` at the end of `block`.
    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        let last = self.blocks[block.index()].last;
        self.link(op, block, last, None);
    }

    /// Inserts detached `op` right before `anchor`.
    pub fn insert_op_before(&mut self, anchor: OpId, op: OpId) {
        let block = self.parent_block(anchor).expect("anchor op is detached");
        let prev = self.ops[anchor.index()].prev;
        self.link(op, block, prev, Some(anchor));
    }

    /// Inserts detached `op` right after `anchor`.
    pub fn insert_op_after(&mut self, anchor: OpId, op: OpId) {
        let block = self.parent_block(anchor).expect("anchor op is detached");
        let next = self.ops[anchor.index()].next;
        self.link(op, block, Some(anchor), next);
    }

    /// Inserts detached `op` at the start of `block`.
    pub fn prepend_op(&mut self, block: BlockId, op: OpId) {
        let first = self.blocks[block.index()].first;
        self.link(op, block, None, first);
    }

    fn link(&mut self, op: OpId, block: BlockId, prev: Option<OpId>, next: Option<OpId>) {
        debug_assert!(
            self.ops[op.index()].parent.is_none(),
            "op {op:?} is already in a block"
        );
        let data = &mut self.ops[op.index()];
        data.parent = Some(block);
        data.prev = prev;
        data.next = next;
        match prev {
            Some(p) => self.ops[p.index()].next = Some(op),
            None => self.blocks[block.index()].first = Some(op),
        }
        match next {
            Some(n) => self.ops[n.index()].prev = Some(op),
            None => self.blocks[block.index()].last = Some(op),
        }
    }

    /// Detaches `op` from its block (keeps it alive, with operands and uses).
    pub fn unlink_op(&mut self, op: OpId) {
        let Some(block) = self.ops[op.index()].parent.take() else {
            return;
        };
        let (prev, next) = (
            self.ops[op.index()].prev.take(),
            self.ops[op.index()].next.take(),
        );
        match prev {
            Some(p) => self.ops[p.index()].next = next,
            None => self.blocks[block.index()].first = next,
        }
        match next {
            Some(n) => self.ops[n.index()].prev = prev,
            None => self.blocks[block.index()].last = prev,
        }
    }

    /// Moves `op` to right before `anchor`.
    pub fn move_op_before(&mut self, op: OpId, anchor: OpId) {
        self.unlink_op(op);
        self.insert_op_before(anchor, op);
    }

    /// Moves `op` to the end of `block`.
    pub fn move_op_to_end(&mut self, op: OpId, block: BlockId) {
        self.unlink_op(op);
        self.append_op(block, op);
    }

    /// Drops all operands of `op` and of everything nested in it (so their uses disappear).
    pub fn drop_all_references(&mut self, op: OpId) {
        for o in self.collect_pre(op) {
            self.set_operands(o, Vec::new());
        }
    }

    /// Erases `op` and everything nested in it. Its results must be unused (outside of it).
    ///
    /// Without recursion (the nesting a pass builds may be deep): the operands of the whole
    /// tree are dropped first, then the nested ops, innermost first, leave their blocks and
    /// the blocks their regions, as erasing each block in turn would do.
    pub fn erase_op(&mut self, op: OpId) {
        self.unlink_op(op);
        let tree = self.collect_post(op);
        for &o in &tree {
            self.set_operands(o, Vec::new());
            for i in 0..self.ops[o.index()].successors.len() {
                let s = self.ops[o.index()].successors[i];
                self.remove_branch_user(s, o);
            }
        }
        debug_assert!(
            self.results(op).iter().all(|r| self.use_empty(*r)),
            "erasing {} whose results are still used",
            self.name(op)
        );
        for o in tree {
            if o != op {
                self.unlink_op(o);
            }
            for region in self.regions(o).to_vec() {
                // All blocks at once (`remove_block` one by one is quadratic in their number).
                for block in std::mem::take(&mut self.regions[region.index()].blocks) {
                    let data = &mut self.blocks[block.index()];
                    data.parent = None;
                    data.alive = false;
                }
            }
            self.ops[o.index()].alive = false;
        }
    }

    /// Replaces `op`'s results by `values` and erases it.
    pub fn replace_op(&mut self, op: OpId, values: &[Value]) {
        let results = self.results(op).to_vec();
        assert_eq!(
            results.len(),
            values.len(),
            "replace_op: result count mismatch"
        );
        for (r, v) in results.into_iter().zip(values) {
            self.replace_all_uses(r, *v);
        }
        self.erase_op(op);
    }

    /// Splits `block` before `op`: `op` and everything after it move to a new block inserted
    /// right after `block`, which is returned. `block` is left without a terminator.
    pub fn split_block(&mut self, block: BlockId, op: OpId) -> BlockId {
        let new_block = self.new_block(&[]);
        self.insert_block_after(block, new_block);
        let mut cur = Some(op);
        while let Some(o) = cur {
            cur = self.next_op(o);
            self.unlink_op(o);
            self.append_op(new_block, o);
        }
        new_block
    }

    /// Moves all ops of `from` to the end of `to` and erases `from`, replacing `from`'s
    /// arguments with `args`.
    pub fn merge_blocks(&mut self, from: BlockId, to: BlockId, args: &[Value]) {
        for (a, v) in self.block_args(from).to_vec().into_iter().zip(args) {
            self.replace_all_uses(a, *v);
        }
        for op in self.block_ops_vec(from) {
            self.unlink_op(op);
            self.append_op(to, op);
        }
        self.erase_block(from);
    }

    // ---------------------------------------------------------------------------------------
    // Walking
    // ---------------------------------------------------------------------------------------

    /// Visits `op` and every op nested in it, parents before children. Iterative: one
    /// [`NestedOps`] cursor per level instead of a stack frame.
    pub fn walk_pre(&self, op: OpId, f: &mut impl FnMut(OpId)) {
        f(op);
        let mut stack = vec![NestedOps::new(op)];
        while let Some(top) = stack.last_mut() {
            match top.next(self) {
                Some(inner) => {
                    f(inner);
                    stack.push(NestedOps::new(inner));
                }
                None => {
                    stack.pop();
                }
            }
        }
    }

    /// Visits every op nested in `op` and then `op`, children before parents. Iterative, as
    /// [`Ir::walk_pre`].
    pub fn walk_post(&self, op: OpId, f: &mut impl FnMut(OpId)) {
        let mut stack = vec![NestedOps::new(op)];
        while let Some(top) = stack.last_mut() {
            match top.next(self) {
                Some(inner) => stack.push(NestedOps::new(inner)),
                None => {
                    let done = stack.pop().expect("non-empty");
                    f(done.op);
                }
            }
        }
    }

    /// `op` and all ops nested in it, pre-order, collected.
    pub fn collect_pre(&self, op: OpId) -> Vec<OpId> {
        let mut v = Vec::new();
        self.walk_pre(op, &mut |o| v.push(o));
        v
    }

    /// `op` and all ops nested in it, post-order, collected.
    pub fn collect_post(&self, op: OpId) -> Vec<OpId> {
        let mut v = Vec::new();
        self.walk_post(op, &mut |o| v.push(o));
        v
    }

    /// The ops directly in the body (first block of first region) of `op` — e.g. the functions
    /// of a module.
    pub fn body_ops(&self, op: OpId) -> Vec<OpId> {
        match self.regions(op).first().and_then(|r| self.entry_block(*r)) {
            Some(block) => self.block_ops_vec(block),
            None => Vec::new(),
        }
    }
}

/// A cursor over the ops directly in the regions of `op` (every block of every region, in
/// order): one level of the iterative walks.
struct NestedOps {
    op: OpId,
    /// The region being walked, and the index of its next block.
    region: usize,
    block: usize,
    /// The next op of the block being walked.
    next: Option<OpId>,
}

impl NestedOps {
    fn new(op: OpId) -> Self {
        NestedOps {
            op,
            region: 0,
            block: 0,
            next: None,
        }
    }

    fn next(&mut self, ir: &Ir) -> Option<OpId> {
        loop {
            if let Some(o) = self.next {
                self.next = ir.ops[o.index()].next;
                return Some(o);
            }
            let &region = ir.regions(self.op).get(self.region)?;
            match ir.region_blocks(region).get(self.block) {
                Some(&b) => {
                    self.block += 1;
                    self.next = ir.first_op(b);
                }
                None => {
                    self.region += 1;
                    self.block = 0;
                }
            }
        }
    }
}

/// Iterator over the ops of a block; see [`Ir::block_ops`].
pub struct BlockOps<'a> {
    ir: &'a Ir,
    next: Option<OpId>,
}

impl Iterator for BlockOps<'_> {
    type Item = OpId;

    fn next(&mut self) -> Option<OpId> {
        let cur = self.next?;
        self.next = self.ir.ops[cur.index()].next;
        Some(cur)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Checks invariant 1 both ways: every use names an operand holding the value, at the
    /// slot its op records; every operand of a live op has its use at that slot.
    fn check_use_lists(ir: &Ir) {
        for (v, data) in ir.values.iter().enumerate() {
            for (slot, u) in data.uses.iter().enumerate() {
                let op = &ir.ops[u.op.index()];
                assert_eq!(op.operands[u.index as usize].index(), v, "{u:?}");
                assert_eq!(op.use_slots[u.index as usize] as usize, slot, "{u:?}");
            }
        }
        for (i, op) in ir.ops.iter().enumerate() {
            assert_eq!(op.operands.len(), op.use_slots.len());
            for (index, (&v, &slot)) in op.operands.iter().zip(&op.use_slots).enumerate() {
                let u = Use {
                    op: OpId(i as u32),
                    index: index as u32,
                };
                assert_eq!(ir.values[v.index()].uses[slot as usize], u);
            }
        }
    }

    /// Random operand rewrites, use replacements and erasures keep the use lists and the
    /// slots in step (a fixed xorshift stream: the same steps on every run).
    #[test]
    fn use_slots_follow_every_rewrite() {
        let mut ir = Ir::new();
        let block = ir.new_block(&[Type::Index, Type::Index]);
        let mut values = ir.block_args(block).to_vec();
        for _ in 0..8 {
            let mut def = OperationState::new("test.def", Location::Unknown);
            def.result_types.push(Type::Index);
            let def = ir.create_op(def);
            ir.append_op(block, def);
            values.push(ir.result(def, 0));
        }
        let mut state = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = move |n: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % n as u64) as usize
        };
        let mut users = Vec::new();
        for _ in 0..40 {
            let mut user = OperationState::new("test.use", Location::Unknown);
            user.operands = (0..next(5)).map(|_| values[next(values.len())]).collect();
            let user = ir.create_op(user);
            ir.append_op(block, user);
            users.push(user);
        }
        check_use_lists(&ir);
        for _ in 0..2000 {
            let live: Vec<OpId> = users.iter().copied().filter(|&u| ir.is_alive(u)).collect();
            if live.is_empty() {
                break;
            }
            let op = live[next(live.len())];
            match next(10) {
                0..=3 if !ir.operands(op).is_empty() => {
                    let i = next(ir.operands(op).len());
                    ir.set_operand(op, i, values[next(values.len())]);
                }
                4..=5 => {
                    let operands = (0..next(6)).map(|_| values[next(values.len())]).collect();
                    ir.set_operands(op, operands);
                }
                6..=7 => {
                    let (from, to) = (values[next(values.len())], values[next(values.len())]);
                    ir.replace_all_uses(from, to);
                }
                8 => ir.insert_operand(op, 0, values[next(values.len())]),
                _ if live.len() > 10 => ir.erase_op(op),
                _ => {}
            }
            check_use_lists(&ir);
        }
    }
}
