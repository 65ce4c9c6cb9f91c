//! The program model: an AST of async MLIR programs and the interpreter that computes what a
//! program prints.
//!
//! A [`Program`] is a list of `async.func`s and the body of its `main`. Every SSA value is a
//! [`Var`], unique within its function, with a [`Ty`]. Statements ([`Stmt`]) mirror the MLIR
//! ops the emitter prints one to one (plus a few fixed idioms, such as the checked await of
//! the main thread), so the interpreter and the emitted text cannot drift apart.
//!
//! The interpreter runs a program *sequentially and eagerly*: an `async.execute` body runs to
//! completion where the execute stands, an `async.call` runs the callee there. This is exact
//! for the programs the generator builds because their output cannot depend on scheduling:
//! tasks only communicate through tokens, values, groups (complete when created) and memref
//! elements whose conflicting accesses are ordered by dependencies, and only the main thread
//! prints, after the awaits. Errors follow MLIR's async semantics: a failing `cf.assert` in a
//! coroutine, or an await of an errored token, value or group inside one, makes the
//! coroutine's token and values errors (stores made before stay); an execute whose dependency
//! or operand is an error does not run its body.

use std::collections::HashMap;
use std::fmt::Write as _;

/// An SSA value's number (printed `%vN`), unique within its function.
pub type Var = u32;

/// Number of `i64` elements of every memref (`memref<8xi64>`).
pub const MEMREF_LEN: usize = 8;

/// Float values are kept in `[-FLOAT_BOUND, FLOAT_BOUND]` (every float op is clamped), so no
/// infinity or NaN ever appears and `fptosi` always fits.
pub const FLOAT_BOUND: f64 = 10000.0;

/// Payload types: scalars and the one memref type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Base {
    /// `i32`
    I32,
    /// `i64`
    I64,
    /// `index` (64 bits)
    Index,
    /// `f32`
    F32,
    /// `f64`
    F64,
    /// `memref<8xi64>`
    Memref,
}

impl Base {
    /// The MLIR spelling.
    pub fn mlir(self) -> &'static str {
        match self {
            Base::I32 => "i32",
            Base::I64 => "i64",
            Base::Index => "index",
            Base::F32 => "f32",
            Base::F64 => "f64",
            Base::Memref => "memref<8xi64>",
        }
    }

    /// Whether this is an integer type (`i32`, `i64`, `index`).
    pub fn is_int(self) -> bool {
        matches!(self, Base::I32 | Base::I64 | Base::Index)
    }

    /// Whether this is a float type.
    pub fn is_float(self) -> bool {
        matches!(self, Base::F32 | Base::F64)
    }

    /// The scalar types, in generator order.
    pub const SCALARS: [Base; 5] = [Base::I64, Base::I32, Base::Index, Base::F64, Base::F32];
}

/// The type of a [`Var`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ty {
    /// `i1` (conditions).
    I1,
    /// A scalar or a memref.
    B(Base),
    /// `!async.token`
    Token,
    /// `!async.value<T>`
    Value(Base),
    /// `!async.group`
    Group,
}

impl Ty {
    /// The MLIR spelling.
    pub fn mlir(self) -> String {
        match self {
            Ty::I1 => "i1".into(),
            Ty::B(b) => b.mlir().into(),
            Ty::Token => "!async.token".into(),
            Ty::Value(b) => format!("!async.value<{}>", b.mlir()),
            Ty::Group => "!async.group".into(),
        }
    }
}

/// A literal constant.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Lit {
    /// An integer (for any integer type; already in range).
    Int(i64),
    /// A float (exactly representable in `f32`).
    Float(f64),
}

/// Two-operand integer ops (wrapping, defined for all inputs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntOp {
    /// `arith.addi`
    Add,
    /// `arith.subi`
    Sub,
    /// `arith.muli`
    Mul,
    /// `arith.xori`
    Xor,
    /// `arith.andi`
    And,
    /// `arith.ori`
    Or,
    /// `arith.maxsi`
    MaxS,
    /// `arith.minsi`
    MinS,
}

/// Integer ops with a constant right-hand side, chosen so that they are always defined.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntKOp {
    /// `arith.divsi` by a constant in 2..=9.
    DivS,
    /// `arith.remsi` by a constant in 2..=9.
    RemS,
    /// `arith.shli` by a constant below the width.
    Shl,
}

/// Float ops; the emitter clamps every result to `±FLOAT_BOUND`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatOp {
    /// `arith.addf`
    Add,
    /// `arith.subf`
    Sub,
    /// `arith.mulf`
    Mul,
}

/// `arith.cmpi` predicates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pred {
    /// `slt`
    Slt,
    /// `sle`
    Sle,
    /// `sgt`
    Sgt,
    /// `sge`
    Sge,
    /// `eq`
    Eq,
    /// `ne`
    Ne,
    /// `ult`
    Ult,
    /// `ugt`
    Ugt,
}

impl Pred {
    /// All predicates, in generator order.
    pub const ALL: [Pred; 8] = [
        Pred::Slt,
        Pred::Ne,
        Pred::Sgt,
        Pred::Eq,
        Pred::Sle,
        Pred::Sge,
        Pred::Ult,
        Pred::Ugt,
    ];

    /// The MLIR keyword.
    pub fn mlir(self) -> &'static str {
        match self {
            Pred::Slt => "slt",
            Pred::Sle => "sle",
            Pred::Sgt => "sgt",
            Pred::Sge => "sge",
            Pred::Eq => "eq",
            Pred::Ne => "ne",
            Pred::Ult => "ult",
            Pred::Ugt => "ugt",
        }
    }
}

/// A statement: one MLIR op, or a fixed idiom of a few ops.
#[derive(Clone, Debug, PartialEq)]
pub enum Stmt {
    /// `arith.constant`
    Const {
        /// Result.
        dst: Var,
        /// Scalar type.
        ty: Base,
        /// Value.
        lit: Lit,
    },
    /// Two-operand integer op.
    IntBin {
        /// Result.
        dst: Var,
        /// Type of both operands and the result.
        ty: Base,
        /// Op.
        op: IntOp,
        /// Left operand.
        a: Var,
        /// Right operand.
        b: Var,
    },
    /// Integer op with a constant right-hand side `k`.
    IntK {
        /// Result.
        dst: Var,
        /// Type.
        ty: Base,
        /// Op.
        op: IntKOp,
        /// Operand.
        a: Var,
        /// The constant.
        k: i64,
    },
    /// Float op, clamped to `±FLOAT_BOUND`.
    FloatBin {
        /// Result.
        dst: Var,
        /// Type.
        ty: Base,
        /// Op.
        op: FloatOp,
        /// Left operand.
        a: Var,
        /// Right operand.
        b: Var,
    },
    /// Conversion between scalar types (`extsi`, `trunci`, `index_cast`, `sitofp` + clamp,
    /// `fptosi`, `extf`, `truncf`).
    Cast {
        /// Result.
        dst: Var,
        /// Result type.
        to: Base,
        /// Operand.
        src: Var,
        /// Operand type.
        from: Base,
    },
    /// `arith.cmpi` on integers.
    Cmp {
        /// Result (`i1`).
        dst: Var,
        /// Predicate.
        pred: Pred,
        /// Operand type.
        ty: Base,
        /// Left operand.
        a: Var,
        /// Right operand.
        b: Var,
    },
    /// `arith.select`
    Select {
        /// Result.
        dst: Var,
        /// Type.
        ty: Base,
        /// Condition (`i1`).
        cond: Var,
        /// Value if true.
        a: Var,
        /// Value if false.
        b: Var,
    },
    /// `cf.assert` (coroutines only: a failure makes the coroutine an error).
    Assert {
        /// Condition (`i1`).
        cond: Var,
    },
    /// `async.execute [deps] (operands) -> result { body; async.yield }`.
    Execute {
        /// The token result.
        token: Var,
        /// The value result and its payload type.
        result: Option<(Var, Base)>,
        /// Token dependencies.
        deps: Vec<Var>,
        /// Value operands: outer `!async.value`, inner payload, payload type.
        operands: Vec<(Var, Var, Base)>,
        /// Body.
        body: Vec<Stmt>,
        /// What the body yields (iff `result`).
        yield_: Option<Var>,
    },
    /// `async.await` of a token, value or group (`dst` for a value). In a coroutine an error
    /// makes the coroutine an error; on the main thread the generator only awaits objects
    /// that cannot be errors.
    Await {
        /// The awaited object.
        src: Var,
        /// Its type.
        ty: Ty,
        /// The value's payload.
        dst: Option<Var>,
    },
    /// Main thread: `async.runtime.await` + `async.runtime.is_error`, printed, and for a
    /// value an `scf.if` that awaits it only if it is not an error (else `default`).
    CheckedAwait {
        /// The awaited object.
        src: Var,
        /// Its type.
        ty: Ty,
        /// The error flag (`i1`).
        err: Var,
        /// The payload (default when errored) for a scalar value.
        dst: Option<(Var, Lit)>,
    },
    /// Main thread, end of program: checked await of a memref value; if it is not an error,
    /// print its elements and free it.
    AwaitPrintMemref {
        /// The `!async.value<memref<8xi64>>`.
        src: Var,
        /// The error flag.
        err: Var,
        /// The memref, inside the `scf.if`.
        mem: Var,
    },
    /// `async.call`
    Call {
        /// Result (`!async.token` or `!async.value<T>`).
        dst: Var,
        /// Index of the callee in [`Program::funcs`].
        func: usize,
        /// Arguments.
        args: Vec<Var>,
    },
    /// `async.create_group`
    CreateGroup {
        /// Result.
        dst: Var,
        /// Size (exactly that many tokens are added right after).
        size: u32,
    },
    /// `async.add_to_group` of a token.
    AddToGroup {
        /// The rank (`index`).
        dst: Var,
        /// The token.
        src: Var,
        /// The group.
        group: Var,
    },
    /// `scf.for %iv = 0 to n step 1 iter_args(%acc = init)`.
    For {
        /// Trip count.
        n: i64,
        /// Induction variable (`index`).
        iv: Var,
        /// Accumulator inside the body.
        acc: Var,
        /// Its initial value.
        init: Var,
        /// Accumulator type.
        ty: Base,
        /// Body.
        body: Vec<Stmt>,
        /// Yielded accumulator.
        yield_: Var,
        /// The loop's result.
        result: Var,
    },
    /// `scf.if %cond -> T { then } else { else }`.
    If {
        /// Condition.
        cond: Var,
        /// Result type.
        ty: Base,
        /// Then region.
        then: Vec<Stmt>,
        /// Then yield.
        then_y: Var,
        /// Else region.
        els: Vec<Stmt>,
        /// Else yield.
        else_y: Var,
        /// Result.
        result: Var,
    },
    /// `scf.while` counting an `i64` from 0 while below `n`, carrying an accumulator.
    While {
        /// Trip count.
        n: i64,
        /// Counter inside the body (`i64`).
        iv: Var,
        /// Accumulator inside the body.
        acc: Var,
        /// Its initial value.
        init: Var,
        /// Accumulator type.
        ty: Base,
        /// Body.
        body: Vec<Stmt>,
        /// Yielded accumulator.
        yield_: Var,
        /// The accumulator result.
        result: Var,
    },
    /// `memref.alloc` followed by stores of `init`.
    Alloc {
        /// The memref.
        dst: Var,
        /// Initial elements.
        init: [i64; MEMREF_LEN],
    },
    /// `memref.store %val, %mem[idx]` (`val` is `i64`).
    Store {
        /// The memref.
        mem: Var,
        /// Element index.
        idx: usize,
        /// Stored value.
        val: Var,
    },
    /// `memref.load` (`i64`).
    Load {
        /// Result.
        dst: Var,
        /// The memref.
        mem: Var,
        /// Element index.
        idx: usize,
    },
    /// Main thread: print every element of a memref, then `memref.dealloc` it.
    PrintMemref {
        /// The memref.
        mem: Var,
    },
    /// Main thread: `vector.print`.
    Print {
        /// The printed scalar.
        src: Var,
        /// Its type.
        ty: Ty,
    },
}

/// The body of an `async.func`.
#[derive(Clone, Debug, PartialEq)]
pub enum FuncBody {
    /// One block.
    Plain {
        /// Statements.
        body: Vec<Stmt>,
        /// Returned value (iff the function returns a value).
        ret: Option<Var>,
    },
    /// Bounded recursion on the first parameter `%d : i64`: `d <= 0` runs `base`, otherwise
    /// `rec`, where `dm = d - 1` is available for self calls.
    Rec {
        /// `d - 1` in the recursive block.
        dm: Var,
        /// Base case.
        base: Vec<Stmt>,
        /// Base case's return value.
        base_ret: Option<Var>,
        /// Recursive case.
        rec: Vec<Stmt>,
        /// Recursive case's return value.
        rec_ret: Option<Var>,
    },
}

/// An `async.func`.
#[derive(Clone, Debug, PartialEq)]
pub struct Func {
    /// Parameters (scalars; for a recursive function the first is the depth, `i64`).
    pub params: Vec<(Var, Base)>,
    /// `None`: returns `!async.token`; `Some(T)`: returns `!async.value<T>`.
    pub ret: Option<Base>,
    /// Body.
    pub body: FuncBody,
}

/// A whole program.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Program {
    /// The `async.func`s; function `k` calls only functions below `k` and itself.
    pub funcs: Vec<Func>,
    /// The body of `main`.
    pub main: Vec<Stmt>,
}

/// Why the interpreter could not run a program: the generator built something it must not.
#[derive(Debug, Clone, PartialEq)]
pub struct ModelError(pub String);

impl std::fmt::Display for ModelError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "model error: {}", self.0)
    }
}

/// A runtime value of the interpreter.
#[derive(Clone, Copy, Debug, PartialEq)]
enum V {
    B(bool),
    /// Integers, normalised to their width (i32 sign-extended).
    I(i64),
    F32(f32),
    F64(f64),
    Mem(usize),
    /// Token, value or group: an object index.
    Obj(usize),
}

#[derive(Clone, Debug)]
struct Obj {
    err: bool,
    payload: Option<V>,
    /// For groups: the number of tokens added so far.
    rank: i64,
}

/// How a coroutine stopped early.
enum Stop {
    /// The coroutine failed (assert or awaited error): its results are errors.
    Fail,
    /// The program is ill-formed.
    Model(String),
}

type Flow<T> = Result<T, Stop>;

/// Runs `p` and returns the lines it prints.
pub fn interpret(p: &Program) -> Result<Vec<String>, ModelError> {
    let mut it = Interp {
        p,
        objs: Vec::new(),
        mems: Vec::new(),
        out: Vec::new(),
        steps: 0,
    };
    let mut env = HashMap::new();
    match it.block(&p.main, &mut env, false) {
        Ok(()) => Ok(it.out),
        Err(Stop::Fail) => Err(ModelError("the main thread failed".into())),
        Err(Stop::Model(m)) => Err(ModelError(m)),
    }
}

/// Upper bound on interpreted statements: the generator keeps programs far below it.
const MAX_STEPS: u64 = 2_000_000;

struct Interp<'a> {
    p: &'a Program,
    objs: Vec<Obj>,
    mems: Vec<[i64; MEMREF_LEN]>,
    out: Vec<String>,
    steps: u64,
}

type Env = HashMap<Var, V>;

fn model<T>(msg: impl Into<String>) -> Flow<T> {
    Err(Stop::Model(msg.into()))
}

/// Normalises an integer to the width of `ty`.
pub fn norm(ty: Base, x: i64) -> i64 {
    match ty {
        Base::I32 => x as i32 as i64,
        _ => x,
    }
}

/// Clamps a float to `±FLOAT_BOUND` (as the emitted `maximumf`/`minimumf` pair does).
fn clamp(x: f64) -> f64 {
    x.clamp(-FLOAT_BOUND, FLOAT_BOUND)
}

impl Interp<'_> {
    fn get(&self, env: &Env, v: Var) -> Flow<V> {
        match env.get(&v) {
            Some(x) => Ok(*x),
            None => model(format!("%v{v} used before definition")),
        }
    }

    fn int(&self, env: &Env, v: Var) -> Flow<i64> {
        match self.get(env, v)? {
            V::I(x) => Ok(x),
            other => model(format!("%v{v} is not an integer: {other:?}")),
        }
    }

    fn bool(&self, env: &Env, v: Var) -> Flow<bool> {
        match self.get(env, v)? {
            V::B(x) => Ok(x),
            other => model(format!("%v{v} is not an i1: {other:?}")),
        }
    }

    fn float(&self, env: &Env, v: Var) -> Flow<f64> {
        match self.get(env, v)? {
            V::F32(x) => Ok(x as f64),
            V::F64(x) => Ok(x),
            other => model(format!("%v{v} is not a float: {other:?}")),
        }
    }

    fn obj(&self, env: &Env, v: Var) -> Flow<usize> {
        match self.get(env, v)? {
            V::Obj(o) => Ok(o),
            other => model(format!("%v{v} is not an async object: {other:?}")),
        }
    }

    fn mem(&self, env: &Env, v: Var) -> Flow<usize> {
        match self.get(env, v)? {
            V::Mem(m) => Ok(m),
            other => model(format!("%v{v} is not a memref: {other:?}")),
        }
    }

    fn new_obj(&mut self, err: bool, payload: Option<V>) -> usize {
        self.objs.push(Obj {
            err,
            payload,
            rank: 0,
        });
        self.objs.len() - 1
    }

    fn float_val(ty: Base, x: f64) -> V {
        if ty == Base::F32 {
            V::F32(x as f32)
        } else {
            V::F64(x)
        }
    }

    /// Runs a block; `coro` says whether it is (inside) a coroutine.
    fn block(&mut self, stmts: &[Stmt], env: &mut Env, coro: bool) -> Flow<()> {
        for s in stmts {
            self.steps += 1;
            if self.steps > MAX_STEPS {
                return model("program too long to interpret");
            }
            self.stmt(s, env, coro)?;
        }
        Ok(())
    }

    fn stmt(&mut self, s: &Stmt, env: &mut Env, coro: bool) -> Flow<()> {
        match s {
            Stmt::Const { dst, ty, lit } => {
                let v = match (ty, lit) {
                    (t, Lit::Int(x)) if t.is_int() => V::I(norm(*t, *x)),
                    (t, Lit::Float(x)) if t.is_float() => Self::float_val(*t, *x),
                    _ => return model("constant of the wrong kind"),
                };
                env.insert(*dst, v);
            }
            Stmt::IntBin { dst, ty, op, a, b } => {
                let (x, y) = (self.int(env, *a)?, self.int(env, *b)?);
                let r = match op {
                    IntOp::Add => x.wrapping_add(y),
                    IntOp::Sub => x.wrapping_sub(y),
                    IntOp::Mul => x.wrapping_mul(y),
                    IntOp::Xor => x ^ y,
                    IntOp::And => x & y,
                    IntOp::Or => x | y,
                    IntOp::MaxS => x.max(y),
                    IntOp::MinS => x.min(y),
                };
                env.insert(*dst, V::I(norm(*ty, r)));
            }
            Stmt::IntK { dst, ty, op, a, k } => {
                let x = self.int(env, *a)?;
                let r = match op {
                    IntKOp::DivS if (2..=9).contains(k) => x / k,
                    IntKOp::RemS if (2..=9).contains(k) => x % k,
                    IntKOp::Shl if *k >= 0 && *k < if *ty == Base::I32 { 32 } else { 64 } => {
                        x.wrapping_shl(*k as u32)
                    }
                    _ => return model("constant operand out of range"),
                };
                env.insert(*dst, V::I(norm(*ty, r)));
            }
            Stmt::FloatBin { dst, ty, op, a, b } => {
                let (x, y) = (self.float(env, *a)?, self.float(env, *b)?);
                let r = if *ty == Base::F32 {
                    let (x, y) = (x as f32, y as f32);
                    (match op {
                        FloatOp::Add => x + y,
                        FloatOp::Sub => x - y,
                        FloatOp::Mul => x * y,
                    }) as f64
                } else {
                    match op {
                        FloatOp::Add => x + y,
                        FloatOp::Sub => x - y,
                        FloatOp::Mul => x * y,
                    }
                };
                env.insert(*dst, Self::float_val(*ty, clamp(r)));
            }
            Stmt::Cast { dst, to, src, from } => {
                let v = match (from.is_int(), to.is_int()) {
                    (true, true) => V::I(norm(*to, self.int(env, *src)?)),
                    (true, false) => {
                        let x = self.int(env, *src)?;
                        if *to == Base::F32 {
                            V::F32((x as f32).clamp(-FLOAT_BOUND as f32, FLOAT_BOUND as f32))
                        } else {
                            V::F64(clamp(x as f64))
                        }
                    }
                    (false, true) => {
                        let x = self.float(env, *src)?;
                        V::I(norm(*to, x.trunc() as i64))
                    }
                    (false, false) => Self::float_val(*to, self.float(env, *src)?),
                };
                env.insert(*dst, v);
            }
            Stmt::Cmp {
                dst,
                pred,
                ty,
                a,
                b,
            } => {
                let (x, y) = (self.int(env, *a)?, self.int(env, *b)?);
                let (ux, uy) = if *ty == Base::I32 {
                    (x as u32 as u64, y as u32 as u64)
                } else {
                    (x as u64, y as u64)
                };
                let r = match pred {
                    Pred::Slt => x < y,
                    Pred::Sle => x <= y,
                    Pred::Sgt => x > y,
                    Pred::Sge => x >= y,
                    Pred::Eq => x == y,
                    Pred::Ne => x != y,
                    Pred::Ult => ux < uy,
                    Pred::Ugt => ux > uy,
                };
                env.insert(*dst, V::B(r));
            }
            Stmt::Select {
                dst, cond, a, b, ..
            } => {
                let c = self.bool(env, *cond)?;
                let v = self.get(env, if c { *a } else { *b })?;
                env.insert(*dst, v);
            }
            Stmt::Assert { cond } => {
                if !coro {
                    return model("cf.assert outside a coroutine");
                }
                if !self.bool(env, *cond)? {
                    return Err(Stop::Fail);
                }
            }
            Stmt::Execute {
                token,
                result,
                deps,
                operands,
                body,
                yield_,
            } => {
                let mut failed = false;
                for d in deps {
                    let o = self.obj(env, *d)?;
                    failed |= self.objs[o].err;
                }
                let mut inner = Vec::new();
                for (outer, var, _) in operands {
                    let o = self.obj(env, *outer)?;
                    failed |= self.objs[o].err;
                    inner.push((*var, self.objs[o].payload));
                }
                let mut payload = None;
                if !failed {
                    // The body sees everything defined above it (captures) plus the operands.
                    let mut benv = env.clone();
                    for (var, p) in inner {
                        match p {
                            Some(p) => benv.insert(var, p),
                            None => return model("operand value without payload"),
                        };
                    }
                    match self.block(body, &mut benv, true) {
                        Ok(()) => {
                            if let Some(y) = yield_ {
                                payload = Some(self.get(&benv, *y)?);
                            }
                        }
                        Err(Stop::Fail) => failed = true,
                        Err(m) => return Err(m),
                    }
                }
                let t = self.new_obj(failed, None);
                env.insert(*token, V::Obj(t));
                if let Some((r, _)) = result {
                    let o = self.new_obj(failed, if failed { None } else { payload });
                    env.insert(*r, V::Obj(o));
                }
            }
            Stmt::Await { src, ty, dst } => {
                let o = self.obj(env, *src)?;
                if self.objs[o].err {
                    if coro {
                        return Err(Stop::Fail);
                    }
                    return model(format!("blocking await of %v{src} in error ({ty:?})"));
                }
                if let Some(d) = dst {
                    match self.objs[o].payload {
                        Some(p) => env.insert(*d, p),
                        None => return model("awaited value without payload"),
                    };
                }
            }
            Stmt::CheckedAwait { src, ty, err, dst } => {
                let o = self.obj(env, *src)?;
                let e = self.objs[o].err;
                env.insert(*err, V::B(e));
                self.out.push(if e { "1".into() } else { "0".into() });
                if let Some((d, lit)) = dst {
                    let v = if e {
                        match (ty, lit) {
                            (Ty::Value(b), Lit::Int(x)) if b.is_int() => V::I(norm(*b, *x)),
                            (Ty::Value(b), Lit::Float(x)) if b.is_float() => {
                                Self::float_val(*b, *x)
                            }
                            _ => return model("checked await default of the wrong kind"),
                        }
                    } else {
                        match self.objs[o].payload {
                            Some(p) => p,
                            None => return model("value without payload"),
                        }
                    };
                    env.insert(*d, v);
                }
            }
            Stmt::AwaitPrintMemref { src, err, mem } => {
                let o = self.obj(env, *src)?;
                let e = self.objs[o].err;
                env.insert(*err, V::B(e));
                self.out.push(if e { "1".into() } else { "0".into() });
                if !e {
                    let Some(V::Mem(m)) = self.objs[o].payload else {
                        return model("memref value without a memref");
                    };
                    env.insert(*mem, V::Mem(m));
                    for x in self.mems[m] {
                        self.out.push(x.to_string());
                    }
                }
            }
            Stmt::Call { dst, func, args } => {
                let Some(f) = self.p.funcs.get(*func) else {
                    return model("call of an unknown function");
                };
                if args.len() != f.params.len() {
                    return model("call with the wrong number of arguments");
                }
                let mut fenv = Env::new();
                for ((pv, _), a) in f.params.iter().zip(args) {
                    fenv.insert(*pv, self.get(env, *a)?);
                }
                let (stmts, ret) = match &f.body {
                    FuncBody::Plain { body, ret } => (body, ret),
                    FuncBody::Rec {
                        dm,
                        base,
                        base_ret,
                        rec,
                        rec_ret,
                    } => {
                        let d = self.int(&fenv, f.params[0].0)?;
                        if d > 0 {
                            fenv.insert(*dm, V::I(d - 1));
                            (rec, rec_ret)
                        } else {
                            (base, base_ret)
                        }
                    }
                };
                let (failed, payload) = match self.block(stmts, &mut fenv, true) {
                    Ok(()) => (
                        false,
                        match ret {
                            Some(r) => Some(self.get(&fenv, *r)?),
                            None => None,
                        },
                    ),
                    Err(Stop::Fail) => (true, None),
                    Err(m) => return Err(m),
                };
                let o = self.new_obj(failed, payload);
                env.insert(*dst, V::Obj(o));
            }
            Stmt::CreateGroup { dst, .. } => {
                let g = self.new_obj(false, None);
                env.insert(*dst, V::Obj(g));
            }
            Stmt::AddToGroup { dst, src, group } => {
                let t = self.obj(env, *src)?;
                let g = self.obj(env, *group)?;
                let rank = self.objs[g].rank;
                self.objs[g].rank += 1;
                if self.objs[t].err {
                    self.objs[g].err = true;
                }
                env.insert(*dst, V::I(rank));
            }
            Stmt::For {
                n,
                iv,
                acc,
                init,
                body,
                yield_,
                result,
                ..
            } => {
                let mut a = self.get(env, *init)?;
                for i in 0..*n {
                    env.insert(*iv, V::I(i));
                    env.insert(*acc, a);
                    self.block(body, env, coro)?;
                    a = self.get(env, *yield_)?;
                }
                env.insert(*result, a);
            }
            Stmt::While {
                n,
                iv,
                acc,
                init,
                body,
                yield_,
                result,
                ..
            } => {
                let mut a = self.get(env, *init)?;
                let mut i = 0;
                while i < *n {
                    env.insert(*iv, V::I(i));
                    env.insert(*acc, a);
                    self.block(body, env, coro)?;
                    a = self.get(env, *yield_)?;
                    i += 1;
                }
                env.insert(*result, a);
            }
            Stmt::If {
                cond,
                then,
                then_y,
                els,
                else_y,
                result,
                ..
            } => {
                let c = self.bool(env, *cond)?;
                let (b, y) = if c { (then, then_y) } else { (els, else_y) };
                self.block(b, env, coro)?;
                let v = self.get(env, *y)?;
                env.insert(*result, v);
            }
            Stmt::Alloc { dst, init } => {
                self.mems.push(*init);
                env.insert(*dst, V::Mem(self.mems.len() - 1));
            }
            Stmt::Store { mem, idx, val } => {
                let m = self.mem(env, *mem)?;
                let x = self.int(env, *val)?;
                self.mems[m][*idx] = x;
            }
            Stmt::Load { dst, mem, idx } => {
                let m = self.mem(env, *mem)?;
                env.insert(*dst, V::I(self.mems[m][*idx]));
            }
            Stmt::PrintMemref { mem } => {
                let m = self.mem(env, *mem)?;
                for x in self.mems[m] {
                    self.out.push(x.to_string());
                }
            }
            Stmt::Print { src, ty } => {
                if coro {
                    return model("print inside a coroutine");
                }
                let v = self.get(env, *src)?;
                let line = match (ty, v) {
                    (Ty::I1, V::B(b)) => (b as u8).to_string(),
                    (Ty::B(Base::Index), V::I(x)) => (x as u64).to_string(),
                    (Ty::B(_), V::I(x)) => x.to_string(),
                    (Ty::B(_), V::F32(x)) => format_g(x as f64),
                    (Ty::B(_), V::F64(x)) => format_g(x),
                    _ => return model("print of a non-scalar"),
                };
                self.out.push(line);
            }
        }
        Ok(())
    }
}

/// Formats `x` as C's `printf("%g", x)` does (6 significant digits, round half to even on
/// the exact binary value, trailing zeros removed): what MLIR's `printF32`/`printF64` print.
pub fn format_g(x: f64) -> String {
    if x.is_nan() {
        return if x.is_sign_negative() { "-nan" } else { "nan" }.into();
    }
    if x.is_infinite() {
        return if x < 0.0 { "-inf" } else { "inf" }.into();
    }
    let neg = x.is_sign_negative();
    let a = x.abs();
    if a == 0.0 {
        return if neg { "-0".into() } else { "0".into() };
    }
    // Exact decimal expansion: d.ddd…e<exp>; 800 digits cover every f64 exactly.
    let exact = format!("{a:.800e}");
    let (mant, exp) = exact.split_once('e').unwrap_or((&exact, "0"));
    let mut exp: i32 = exp.parse().unwrap_or(0);
    let digits: Vec<u8> = mant
        .bytes()
        .filter(u8::is_ascii_digit)
        .map(|b| b - b'0')
        .collect();
    // Round to 6 significant digits, half to even.
    let p = 6;
    let mut kept: Vec<u8> = digits[..p].to_vec();
    let rest = &digits[p..];
    let round_up = match rest.first() {
        Some(&d) if d > 5 => true,
        Some(&5) => rest[1..].iter().any(|&d| d != 0) || kept[p - 1] % 2 == 1,
        _ => false,
    };
    if round_up {
        let mut i = p;
        loop {
            if i == 0 {
                kept.insert(0, 1);
                kept.pop();
                exp += 1;
                break;
            }
            i -= 1;
            if kept[i] == 9 {
                kept[i] = 0;
            } else {
                kept[i] += 1;
                break;
            }
        }
    }
    let mut s = String::new();
    if neg {
        s.push('-');
    }
    let strip = |mut t: String| {
        if t.contains('.') {
            while t.ends_with('0') {
                t.pop();
            }
            if t.ends_with('.') {
                t.pop();
            }
        }
        t
    };
    if exp < -4 || exp >= p as i32 {
        let mut m = String::new();
        m.push((b'0' + kept[0]) as char);
        m.push('.');
        for d in &kept[1..] {
            m.push((b'0' + d) as char);
        }
        s.push_str(&strip(m));
        let _ = write!(s, "e{}{:02}", if exp < 0 { '-' } else { '+' }, exp.abs());
    } else {
        // Fixed notation with p - 1 - exp decimals.
        let mut t = String::new();
        if exp < 0 {
            t.push_str("0.");
            for _ in 0..(-exp - 1) {
                t.push('0');
            }
            for d in &kept {
                t.push((b'0' + d) as char);
            }
        } else {
            let int_len = exp as usize + 1;
            for d in &kept[..int_len] {
                t.push((b'0' + d) as char);
            }
            t.push('.');
            for d in &kept[int_len..] {
                t.push((b'0' + d) as char);
            }
        }
        s.push_str(&strip(t));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(dst: Var, ty: Base, x: i64) -> Stmt {
        Stmt::Const {
            dst,
            ty,
            lit: Lit::Int(x),
        }
    }

    fn print(src: Var, ty: Ty) -> Stmt {
        Stmt::Print { src, ty }
    }

    fn run(main: Vec<Stmt>) -> Vec<String> {
        interpret(&Program {
            funcs: Vec::new(),
            main,
        })
        .expect("model runs")
    }

    #[test]
    fn format_g_matches_printf() {
        // Expected strings: glibc's printf("%g") (checked with mlir-runner-22's printF64).
        for (x, s) in [
            (1234.125, "1234.12"),
            (0.000012345678, "1.23457e-05"),
            (-0.0, "-0"),
            (0.0, "0"),
            (100000.5, "100000"),
            (1.0e7, "1e+07"),
            (2.5, "2.5"),
            (-10000.0, "-10000"),
            (123456.5, "123456"),
            (999999.5, "1e+06"),
            (0.0001, "0.0001"),
            (0.25, "0.25"),
            (1.0 / 3.0, "0.333333"),
        ] {
            assert_eq!(format_g(x), s, "{x}");
        }
    }

    #[test]
    fn value_dependencies_and_wrapping() {
        // t1 yields 7; t2 gets it as an operand and yields 7 * 6 = 42; main prints 42,
        // then i32 2147483647 + 1 = -2147483648 and index -1 printed unsigned.
        let out = run(vec![
            Stmt::Execute {
                token: 1,
                result: Some((2, Base::I64)),
                deps: vec![],
                operands: vec![],
                body: vec![c(3, Base::I64, 7)],
                yield_: Some(3),
            },
            c(4, Base::I64, 6),
            Stmt::Execute {
                token: 5,
                result: Some((6, Base::I64)),
                deps: vec![1],
                operands: vec![(2, 7, Base::I64)],
                body: vec![Stmt::IntBin {
                    dst: 8,
                    ty: Base::I64,
                    op: IntOp::Mul,
                    a: 7,
                    b: 4,
                }],
                yield_: Some(8),
            },
            Stmt::Await {
                src: 6,
                ty: Ty::Value(Base::I64),
                dst: Some(9),
            },
            print(9, Ty::B(Base::I64)),
            c(10, Base::I32, i32::MAX as i64),
            c(11, Base::I32, 1),
            Stmt::IntBin {
                dst: 12,
                ty: Base::I32,
                op: IntOp::Add,
                a: 10,
                b: 11,
            },
            print(12, Ty::B(Base::I32)),
            c(13, Base::Index, -1),
            print(13, Ty::B(Base::Index)),
        ]);
        assert_eq!(out, ["42", "-2147483648", "18446744073709551615"]);
    }

    #[test]
    fn errors_propagate_and_stores_before_the_failure_stay() {
        // t1 stores 5 into m[0], then asserts 3 < 2 (fails): its token is an error; t2
        // depends on t1 and never runs (m[1] keeps 1); t3 awaits t1's token inside and fails.
        // A group of t1 and an ok task is an error. Checked awaits print 1 and the default.
        let mut init = [0; MEMREF_LEN];
        init[1] = 1;
        let out = run(vec![
            Stmt::Alloc { dst: 1, init },
            c(2, Base::I64, 3),
            c(3, Base::I64, 2),
            Stmt::Execute {
                token: 4,
                result: Some((5, Base::I64)),
                deps: vec![],
                operands: vec![],
                body: vec![
                    c(6, Base::I64, 5),
                    Stmt::Store {
                        mem: 1,
                        idx: 0,
                        val: 6,
                    },
                    Stmt::Cmp {
                        dst: 7,
                        pred: Pred::Slt,
                        ty: Base::I64,
                        a: 2,
                        b: 3,
                    },
                    Stmt::Assert { cond: 7 },
                ],
                yield_: Some(6),
            },
            Stmt::Execute {
                token: 8,
                result: None,
                deps: vec![4],
                operands: vec![],
                body: vec![Stmt::Store {
                    mem: 1,
                    idx: 1,
                    val: 2,
                }],
                yield_: None,
            },
            Stmt::Execute {
                token: 9,
                result: None,
                deps: vec![],
                operands: vec![],
                body: vec![Stmt::Await {
                    src: 4,
                    ty: Ty::Token,
                    dst: None,
                }],
                yield_: None,
            },
            Stmt::Execute {
                token: 10,
                result: None,
                deps: vec![],
                operands: vec![],
                body: vec![],
                yield_: None,
            },
            Stmt::CreateGroup { dst: 11, size: 2 },
            Stmt::AddToGroup {
                dst: 12,
                src: 10,
                group: 11,
            },
            Stmt::AddToGroup {
                dst: 13,
                src: 4,
                group: 11,
            },
            print(13, Ty::B(Base::Index)),
            Stmt::CheckedAwait {
                src: 11,
                ty: Ty::Group,
                err: 14,
                dst: None,
            },
            Stmt::CheckedAwait {
                src: 5,
                ty: Ty::Value(Base::I64),
                err: 15,
                dst: Some((16, Lit::Int(-7))),
            },
            print(16, Ty::B(Base::I64)),
            Stmt::CheckedAwait {
                src: 8,
                ty: Ty::Token,
                err: 17,
                dst: None,
            },
            Stmt::CheckedAwait {
                src: 9,
                ty: Ty::Token,
                err: 18,
                dst: None,
            },
            Stmt::CheckedAwait {
                src: 10,
                ty: Ty::Token,
                err: 19,
                dst: None,
            },
            Stmt::PrintMemref { mem: 1 },
        ]);
        let want = [
            "1", "1", "1", "-7", "1", "1", "0", "5", "1", "0", "0", "0", "0", "0", "0",
        ];
        assert_eq!(out, want);
    }

    #[test]
    fn recursion_loops_and_floats() {
        // f(d, x) = d <= 0 ? x : await f(d - 1, x) + 1, so f(3, 10) = 13. A for loop of 3
        // trips adds iv (as i64) to 100: 103; a while loop of 2 trips doubles 1.5 (f32): 6;
        // 2.5 * 4.0 = 10 (f64); 5000 * 5000 clamps to 10000.
        let f = Func {
            params: vec![(1, Base::I64), (2, Base::I64)],
            ret: Some(Base::I64),
            body: FuncBody::Rec {
                dm: 3,
                base: vec![],
                base_ret: Some(2),
                rec: vec![
                    Stmt::Call {
                        dst: 4,
                        func: 0,
                        args: vec![3, 2],
                    },
                    Stmt::Await {
                        src: 4,
                        ty: Ty::Value(Base::I64),
                        dst: Some(5),
                    },
                    c(6, Base::I64, 1),
                    Stmt::IntBin {
                        dst: 7,
                        ty: Base::I64,
                        op: IntOp::Add,
                        a: 5,
                        b: 6,
                    },
                ],
                rec_ret: Some(7),
            },
        };
        let fl = |dst, ty, x| Stmt::Const {
            dst,
            ty,
            lit: Lit::Float(x),
        };
        let main = vec![
            c(1, Base::I64, 3),
            c(2, Base::I64, 10),
            Stmt::Call {
                dst: 3,
                func: 0,
                args: vec![1, 2],
            },
            Stmt::Await {
                src: 3,
                ty: Ty::Value(Base::I64),
                dst: Some(4),
            },
            print(4, Ty::B(Base::I64)),
            c(5, Base::I64, 100),
            Stmt::For {
                n: 3,
                iv: 6,
                acc: 7,
                init: 5,
                ty: Base::I64,
                body: vec![
                    Stmt::Cast {
                        dst: 8,
                        to: Base::I64,
                        src: 6,
                        from: Base::Index,
                    },
                    Stmt::IntBin {
                        dst: 9,
                        ty: Base::I64,
                        op: IntOp::Add,
                        a: 7,
                        b: 8,
                    },
                ],
                yield_: 9,
                result: 10,
            },
            print(10, Ty::B(Base::I64)),
            fl(11, Base::F32, 1.5),
            Stmt::While {
                n: 2,
                iv: 12,
                acc: 13,
                init: 11,
                ty: Base::F32,
                body: vec![Stmt::FloatBin {
                    dst: 14,
                    ty: Base::F32,
                    op: FloatOp::Add,
                    a: 13,
                    b: 13,
                }],
                yield_: 14,
                result: 15,
            },
            print(15, Ty::B(Base::F32)),
            fl(16, Base::F64, 2.5),
            fl(17, Base::F64, 4.0),
            Stmt::FloatBin {
                dst: 18,
                ty: Base::F64,
                op: FloatOp::Mul,
                a: 16,
                b: 17,
            },
            print(18, Ty::B(Base::F64)),
            fl(19, Base::F64, 5000.0),
            Stmt::FloatBin {
                dst: 20,
                ty: Base::F64,
                op: FloatOp::Mul,
                a: 19,
                b: 19,
            },
            print(20, Ty::B(Base::F64)),
        ];
        let out = interpret(&Program {
            funcs: vec![f],
            main,
        })
        .expect("model runs");
        assert_eq!(out, ["13", "103", "6", "10", "10000"]);
    }

    #[test]
    fn ill_formed_programs_are_model_errors() {
        // A blocking await of an errored token on the main thread is a generator bug.
        let p = Program {
            funcs: Vec::new(),
            main: vec![
                c(1, Base::I64, 0),
                Stmt::Cmp {
                    dst: 2,
                    pred: Pred::Ne,
                    ty: Base::I64,
                    a: 1,
                    b: 1,
                },
                Stmt::Execute {
                    token: 3,
                    result: None,
                    deps: vec![],
                    operands: vec![],
                    body: vec![Stmt::Assert { cond: 2 }],
                    yield_: None,
                },
                Stmt::Await {
                    src: 3,
                    ty: Ty::Token,
                    dst: None,
                },
            ],
        };
        assert!(interpret(&p).is_err());
    }
}
