//! The generator: builds a well-formed [`Program`] from a sequence of choices.
//!
//! Every decision (which statement, which operand, which constant, when to stop) reads the
//! next number of a `&[u32]` choice sequence ([`Chooser`]). Choice 0 is always the simplest
//! option (stop, no, the first alternative) and an exhausted sequence reads as zeros, so *any*
//! sequence builds a valid program, and shrinking the sequence (proptest's `Vec<u32>`
//! shrinking: drop elements, lower them towards 0) shrinks the program while keeping it
//! well-formed. The same sequence always builds the same program.
//!
//! The generator keeps the invariants that make a program's output independent of scheduling
//! (see [`crate::model`]): only `main` prints; groups are complete (exactly `size` tokens
//! added) before anyone can await them; memref elements are touched only by `main` before the
//! tasks start and after it awaited them all, and by top-level tasks (executes directly in
//! `main`'s body) whose conflicting accesses are ordered by `async.execute` dependencies or
//! operands; `main` awaits objects that may be errors only through the checked form.

use std::collections::{BTreeSet, HashSet};

use crate::model::{
    Base, FloatOp, Func, FuncBody, IntKOp, IntOp, Lit, MEMREF_LEN, Pred, Program, Stmt, Ty, Var,
};

/// Reads choices from a sequence; past its end every choice is 0.
pub struct Chooser<'a> {
    data: &'a [u32],
    pos: usize,
}

impl<'a> Chooser<'a> {
    /// A chooser over `data`.
    pub fn new(data: &'a [u32]) -> Chooser<'a> {
        Chooser { data, pos: 0 }
    }

    /// A number in `0..n` (0 if `n <= 1`, without consuming a choice).
    pub fn below(&mut self, n: usize) -> usize {
        if n <= 1 {
            return 0;
        }
        let v = self.data.get(self.pos).copied().unwrap_or(0);
        self.pos += 1;
        v as usize % n
    }

    /// True with `percent`% probability; choice 0 is false.
    pub fn flag(&mut self, percent: usize) -> bool {
        self.below(100) >= 100 - percent.min(100)
    }

    /// One of `items` by weight; choice 0 is the first.
    pub fn weighted<T: Copy>(&mut self, items: &[(T, usize)]) -> T {
        let total: usize = items.iter().map(|(_, w)| w).sum();
        let mut r = self.below(total);
        for (t, w) in items {
            if r < *w {
                return *t;
            }
            r -= w;
        }
        items[0].0
    }
}

/// A generated program and the features it exercises.
pub struct Generated {
    /// The program.
    pub program: Program,
    /// Feature names (for the campaign's counts and for predicting MLIR 22's rejects).
    pub features: BTreeSet<&'static str>,
}

impl Generated {
    /// Whether MLIR 22's `async-to-async-runtime` is expected to reject the program: a
    /// suspension point or a `cf.assert` inside an `scf` op of an `async.execute` body (or of
    /// an execute inside an `scf` op), or a value passed twice to one execute (a crash).
    pub fn llvm_reject_expected(&self) -> bool {
        self.features.contains("scf-suspend-in-execute")
            || self.features.contains("execute-duplicate-operand")
            || self.features.contains("await-errored-dependency")
            || self.features.contains("func-execute-scf-execute")
    }

    /// Whether the LLVM side needs `async.func(convert-scf-to-cf)` first (suspension points
    /// inside `scf` ops of an `async.func`, which `async-func-to-async-runtime` rejects).
    pub fn needs_func_scf_to_cf(&self) -> bool {
        self.features.contains("scf-suspend-in-func")
    }
}

/// Builds the program of a choice sequence.
pub fn generate(choices: &[u32]) -> Generated {
    let mut g = Gen {
        ch: Chooser::new(choices),
        next: 0,
        scopes: vec![Vec::new()],
        barrier: 0,
        funcs: Vec::new(),
        tasks: Vec::new(),
        mems: Vec::new(),
        feat: BTreeSet::new(),
        fail: false,
        cost: 0,
        stmts: 0,
        self_calls: 0,
        compat: true,
        exec_deps: Vec::new(),
    };
    // Most programs stay within what MLIR 22 lowers (no suspension point, assert or group
    // op inside an scf op of a coroutine); the others exercise corolift's extensions.
    g.compat = !g.ch.flag(30);
    if !g.compat {
        g.feat.insert("beyond-mlir");
    }
    let nfuncs = g.ch.below(4);
    let mut funcs = Vec::new();
    for k in 0..nfuncs {
        let f = g.func(k);
        funcs.push(f);
    }
    let mut main = Vec::new();
    let ctx = Ctx {
        coro: false,
        top_task: None,
        in_func: None,
        rec_dm: None,
        scf: 0,
        scf_kind: None,
        exec_depth: 0,
        mult: 1,
        main_top: true,
        in_exec: false,
        scf_outer: false,
    };
    g.next = 0;
    g.cost = 0;
    g.block(ctx, &mut main, 30);
    g.finish_main(&mut main);
    Generated {
        program: Program { funcs, main },
        features: g.feat,
    }
}

#[derive(Clone, Debug)]
struct Entry {
    var: Var,
    ty: Ty,
    /// Whether this token/value/group may be in the error state.
    may_err: bool,
    /// For tokens and values of top-level tasks: the task.
    task: Option<usize>,
    /// For memrefs and memref values: which memref.
    mem: Option<usize>,
}

#[derive(Clone, Copy)]
struct Ctx {
    /// Inside an `async.execute` body or an `async.func`.
    coro: bool,
    /// The top-level task whose body this is (memref access allowed).
    top_task: Option<usize>,
    /// The function being generated.
    in_func: Option<usize>,
    /// In a recursive function's recursive block: `d - 1`.
    rec_dm: Option<Var>,
    /// `scf` nesting within the current function or execute body.
    scf: u32,
    /// The innermost `scf` op's feature name.
    scf_kind: Option<&'static str>,
    exec_depth: u32,
    /// Static repetition factor (loop trip counts).
    mult: u64,
    /// `main`'s top-level block.
    main_top: bool,
    /// Inside an `async.execute` body (as opposed to directly in an `async.func`).
    in_exec: bool,
    /// Inside an execute that stands (at any depth) inside an `scf` op: MLIR 22 treats a
    /// suspension point there as one inside that `scf` op.
    scf_outer: bool,
}

struct FuncInfo {
    params: Vec<Base>,
    ret: Option<Base>,
    rec: bool,
    may_err: bool,
    cost: u64,
}

struct TaskInfo {
    ancestors: HashSet<usize>,
}

struct MemInfo {
    /// Per element: (task, is write) of every task access.
    accesses: [Vec<(usize, bool)>; MEMREF_LEN],
    /// The `main` variable of a memref `main` allocated.
    main_var: Option<Var>,
    /// The top-level task that allocated it.
    origin_task: Option<usize>,
    /// The `main` variable of the origin task's value that yields it.
    origin_value: Option<Var>,
}

/// Upper bound of the estimated interpreted statements of `main` and of one function.
const MAIN_BUDGET: u64 = 6000;
const FUNC_BUDGET: u64 = 1500;
/// Upper bound on generated statements per program.
const MAX_STMTS: usize = 220;
/// Upper bound on top-level tasks.
const MAX_TASKS: usize = 24;
/// Largest recursion depth passed at a call site.
const MAX_DEPTH: i64 = 3;

struct Gen<'a> {
    ch: Chooser<'a>,
    next: Var,
    scopes: Vec<Vec<Entry>>,
    barrier: usize,
    funcs: Vec<FuncInfo>,
    tasks: Vec<TaskInfo>,
    mems: Vec<MemInfo>,
    feat: BTreeSet<&'static str>,
    /// Whether the current coroutine may fail.
    fail: bool,
    /// Estimated interpreted statements of the current function.
    cost: u64,
    stmts: usize,
    /// Self calls in the current recursive block.
    self_calls: u32,
    /// Keep to what MLIR 22's async lowering accepts.
    compat: bool,
    /// Per enclosing execute body (innermost last): its dependencies and operands that may
    /// be errors.
    exec_deps: Vec<Vec<Var>>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Arith,
    Cond,
    Execute,
    Await,
    Call,
    Group,
    AwaitAll,
    For,
    If,
    While,
    Assert,
    Store,
    Load,
    Alloc,
    Print,
}

impl Gen<'_> {
    fn fresh(&mut self) -> Var {
        self.next += 1;
        self.next
    }

    fn define(&mut self, var: Var, ty: Ty) {
        self.define_entry(Entry {
            var,
            ty,
            may_err: false,
            task: None,
            mem: None,
        });
    }

    fn define_entry(&mut self, e: Entry) {
        self.scopes.last_mut().expect("a scope").push(e);
    }

    fn visible(&self) -> impl Iterator<Item = &Entry> {
        self.scopes[self.barrier..].iter().flatten()
    }

    fn pick(&mut self, pred: impl Fn(&Entry) -> bool) -> Option<Entry> {
        let c: Vec<Entry> = self.visible().filter(|e| pred(e)).cloned().collect();
        if c.is_empty() {
            return None;
        }
        // Prefer recent values: pick from the end.
        let i = self.ch.below(c.len());
        Some(c[c.len() - 1 - i].clone())
    }

    fn lit(&mut self, ty: Base) -> Lit {
        if ty.is_float() {
            return Lit::Float((self.ch.below(81) as f64 - 40.0) / 4.0);
        }
        const SPECIAL: [i64; 8] = [
            i32::MAX as i64,
            i32::MIN as i64,
            i64::MAX,
            i64::MIN,
            1 << 31,
            0xFFFF,
            -1,
            1 << 40,
        ];
        let x = match self.ch.below(4) {
            0 => self.ch.below(10) as i64 - 3,
            1 => self.ch.below(1000) as i64 - 500,
            2 => SPECIAL[self.ch.below(SPECIAL.len())],
            _ => self.ch.below(1 << 30) as i64 * 3 - (1 << 30),
        };
        Lit::Int(crate::model::norm(ty, x))
    }

    fn constant(&mut self, ty: Base, out: &mut Vec<Stmt>) -> Var {
        let lit = self.lit(ty);
        let dst = self.fresh();
        out.push(Stmt::Const { dst, ty, lit });
        self.define(dst, Ty::B(ty));
        dst
    }

    /// A scalar of type `ty`: an existing one or a new constant.
    fn scalar(&mut self, ty: Base, out: &mut Vec<Stmt>) -> Var {
        if self.ch.flag(75)
            && let Some(e) = self.pick(|e| e.ty == Ty::B(ty))
        {
            return e.var;
        }
        self.constant(ty, out)
    }

    fn scalar_ty(&mut self) -> Base {
        Base::SCALARS[self.ch.below(Base::SCALARS.len())]
    }

    fn int_ty(&mut self) -> Base {
        [Base::I64, Base::I32, Base::Index][self.ch.below(3)]
    }

    /// An `i1`: an existing one or a new comparison.
    fn cond(&mut self, out: &mut Vec<Stmt>) -> Var {
        if self.ch.flag(30)
            && let Some(e) = self.pick(|e| e.ty == Ty::I1)
        {
            return e.var;
        }
        let ty = self.int_ty();
        let a = self.scalar(ty, out);
        let b = self.scalar(ty, out);
        let pred = Pred::ALL[self.ch.below(Pred::ALL.len())];
        let dst = self.fresh();
        out.push(Stmt::Cmp {
            dst,
            pred,
            ty,
            a,
            b,
        });
        self.define(dst, Ty::I1);
        dst
    }

    fn block(&mut self, ctx: Ctx, out: &mut Vec<Stmt>, max: usize) {
        // main's top level goes on longer than nested blocks.
        let go_on = if ctx.main_top { 93 } else { 80 };
        for _ in 0..max {
            if self.stmts >= MAX_STMTS || !self.ch.flag(go_on) {
                break;
            }
            self.stmts += 1;
            self.cost += ctx.mult;
            self.stmt(ctx, out);
        }
    }

    fn budget(&self, ctx: &Ctx) -> u64 {
        if ctx.in_func.is_some() {
            FUNC_BUDGET
        } else {
            MAIN_BUDGET
        }
    }

    fn mem_vars(&self) -> bool {
        self.visible()
            .any(|e| e.ty == Ty::B(Base::Memref) && e.mem.is_some())
    }

    fn stmt(&mut self, ctx: Ctx, out: &mut Vec<Stmt>) {
        let awaitable = self.visible().any(|e| match e.ty {
            Ty::Token | Ty::Group => true,
            Ty::Value(Base::Memref) => ctx.coro,
            Ty::Value(_) => true,
            _ => false,
        });
        let groups = self.visible().any(|e| e.ty == Ty::Group);
        let callable = match ctx.in_func {
            None => !self.funcs.is_empty(),
            Some(k) => k > 0 || (ctx.rec_dm.is_some() && ctx.scf == 0 && self.self_calls < 2),
        };
        // In MLIR 22 mode, no suspension point, assert or group op inside scf in a coroutine.
        let restricted = self.compat && ((ctx.coro && ctx.scf > 0) || ctx.scf_outer);
        let mut kinds = vec![(Kind::Arith, 30), (Kind::Cond, 6)];
        let tasks_ok = !ctx.main_top || self.tasks.len() < MAX_TASKS;
        // An execute inside an scf op of an execute body in an async.func: MLIR 22 generates
        // code that crashes (see TESTING.md).
        let func_exec_scf = ctx.in_func.is_some() && ctx.in_exec && ctx.scf > 0;
        let exec_ok = !(self.compat && func_exec_scf);
        if ctx.exec_depth < 2 && tasks_ok && exec_ok {
            kinds.push((Kind::Execute, if ctx.main_top { 22 } else { 10 }));
        }
        if awaitable && !restricted {
            kinds.push((Kind::Await, 14));
        }
        if callable {
            kinds.push((Kind::Call, 10));
        }
        if ctx.exec_depth < 2 && tasks_ok && !restricted && exec_ok {
            kinds.push((Kind::Group, 4));
        }
        if groups && !restricted {
            kinds.push((Kind::AwaitAll, 5));
        }
        if ctx.scf < 2 {
            kinds.extend([(Kind::For, 5), (Kind::If, 5), (Kind::While, 3)]);
        }
        if ctx.coro && !restricted {
            kinds.push((Kind::Assert, 6));
        }
        if ctx.top_task.is_some() && self.mem_vars() {
            kinds.extend([(Kind::Store, 12), (Kind::Load, 6)]);
        }
        if ctx.main_top {
            kinds.push((Kind::Alloc, 8));
        } else if ctx.top_task.is_some() && ctx.scf == 0 {
            kinds.push((Kind::Alloc, 3));
        }
        if !ctx.coro {
            kinds.push((Kind::Print, 6));
        }
        match self.ch.weighted(&kinds) {
            Kind::Arith => self.arith(out),
            Kind::Cond => {
                let ty = self.scalar_ty();
                let c = self.cond(out);
                let a = self.scalar(ty, out);
                let b = self.scalar(ty, out);
                let dst = self.fresh();
                out.push(Stmt::Select {
                    dst,
                    ty,
                    cond: c,
                    a,
                    b,
                });
                self.define(dst, Ty::B(ty));
            }
            Kind::Execute => {
                self.execute(ctx, out);
            }
            Kind::Await => self.await_(ctx, out),
            Kind::Call => self.call(ctx, out),
            Kind::Group => self.group(ctx, out),
            Kind::AwaitAll => {
                if let Some(e) = self.pick(|e| e.ty == Ty::Group) {
                    self.await_entry(ctx, &e, out);
                    self.feat.insert("await-all");
                }
            }
            Kind::For => self.loop_(ctx, out, true),
            Kind::While => self.loop_(ctx, out, false),
            Kind::If => self.if_(ctx, out),
            Kind::Assert => {
                let cond = self.cond(out);
                out.push(Stmt::Assert { cond });
                self.fail = true;
                self.feat.insert("assert");
                self.suspension(ctx);
            }
            Kind::Store => self.store(ctx, out),
            Kind::Load => self.load(ctx, out),
            Kind::Alloc => self.alloc(ctx, out),
            Kind::Print => {
                if let Some(e) =
                    self.pick(|e| e.ty == Ty::I1 || matches!(e.ty, Ty::B(b) if b != Base::Memref))
                {
                    out.push(Stmt::Print {
                        src: e.var,
                        ty: e.ty,
                    });
                }
            }
        }
    }

    /// Records a suspension point (or assert) for MLIR 22's limits on `scf` in coroutines.
    fn suspension(&mut self, ctx: Ctx) {
        if ctx.scf_outer {
            self.feat.insert("scf-suspend-in-execute");
        }
        if !ctx.coro || ctx.scf == 0 {
            return;
        }
        if ctx.in_exec {
            self.feat.insert("scf-suspend-in-execute");
        } else {
            self.feat.insert("scf-suspend-in-func");
        }
    }

    fn arith(&mut self, out: &mut Vec<Stmt>) {
        let ty = self.scalar_ty();
        let dst = self.fresh();
        match self.ch.below(4) {
            3 => {
                // A conversion from another scalar type.
                let from = self.scalar_ty();
                let src = self.scalar(from, out);
                if from == ty {
                    return;
                }
                out.push(Stmt::Cast {
                    dst,
                    to: ty,
                    src,
                    from,
                });
                self.feat.insert("cast");
            }
            _ if ty.is_float() => {
                let a = self.scalar(ty, out);
                let b = self.scalar(ty, out);
                let op = [FloatOp::Add, FloatOp::Sub, FloatOp::Mul][self.ch.below(3)];
                out.push(Stmt::FloatBin { dst, ty, op, a, b });
                self.feat.insert("float");
            }
            2 => {
                let a = self.scalar(ty, out);
                let op = [IntKOp::DivS, IntKOp::RemS, IntKOp::Shl][self.ch.below(3)];
                let k = match op {
                    IntKOp::Shl => self.ch.below(if ty == Base::I32 { 32 } else { 64 }) as i64,
                    _ => 2 + self.ch.below(8) as i64,
                };
                out.push(Stmt::IntK { dst, ty, op, a, k });
                self.feat.insert("int");
            }
            _ => {
                let a = self.scalar(ty, out);
                let b = self.scalar(ty, out);
                const OPS: [IntOp; 8] = [
                    IntOp::Add,
                    IntOp::Mul,
                    IntOp::Sub,
                    IntOp::Xor,
                    IntOp::And,
                    IntOp::Or,
                    IntOp::MaxS,
                    IntOp::MinS,
                ];
                let op = OPS[self.ch.below(OPS.len())];
                out.push(Stmt::IntBin { dst, ty, op, a, b });
                self.feat.insert("int");
            }
        }
        self.define(dst, Ty::B(ty));
    }

    /// Generates an `async.execute`; returns its token entry.
    fn execute(&mut self, ctx: Ctx, out: &mut Vec<Stmt>) -> Entry {
        let top = ctx.main_top;
        let mut deps = Vec::new();
        let mut operands = Vec::new();
        let mut may_err = false;
        let mut ancestors = HashSet::new();
        for _ in 0..self.ch.below(3) {
            if let Some(e) = self.pick(|e| e.ty == Ty::Token)
                && !deps.contains(&e.var)
            {
                deps.push(e.var);
                may_err |= e.may_err;
                if let Some(t) = e.task {
                    ancestors.insert(t);
                    ancestors.extend(self.tasks[t].ancestors.iter().copied());
                }
                self.feat.insert("execute-deps");
            }
        }
        // Top-level tasks often depend on the latest task, so that they may share memory.
        if top
            && self.ch.flag(40)
            && let Some(e) = self
                .visible()
                .filter(|e| e.ty == Ty::Token && e.task.is_some())
                .last()
                .cloned()
            && !deps.contains(&e.var)
        {
            deps.push(e.var);
            may_err |= e.may_err;
            if let Some(t) = e.task {
                ancestors.insert(t);
                ancestors.extend(self.tasks[t].ancestors.iter().copied());
            }
            self.feat.insert("execute-deps");
        }
        let mut inner_entries = Vec::new();
        for _ in 0..self.ch.below(3) {
            let Some(e) = self.pick(|e| match e.ty {
                Ty::Value(Base::Memref) => top && e.mem.is_some(),
                Ty::Value(_) => true,
                _ => false,
            }) else {
                continue;
            };
            let Ty::Value(b) = e.ty else { continue };
            if operands.iter().any(|(o, _, _)| *o == e.var) {
                // MLIR 22's async-to-async-runtime crashes on a value passed twice.
                if self.compat {
                    continue;
                }
                self.feat.insert("execute-duplicate-operand");
            }
            let inner = self.fresh();
            operands.push((e.var, inner, b));
            may_err |= e.may_err;
            if let Some(t) = e.task {
                ancestors.insert(t);
                ancestors.extend(self.tasks[t].ancestors.iter().copied());
            }
            inner_entries.push(Entry {
                var: inner,
                ty: Ty::B(b),
                may_err: false,
                task: None,
                mem: e.mem,
            });
            self.feat.insert("execute-operands");
            if b == Base::Memref {
                self.feat.insert("memref-value");
            }
        }
        if may_err {
            self.feat.insert("error-propagation");
        }
        let tid = if top {
            self.tasks.push(TaskInfo { ancestors });
            Some(self.tasks.len() - 1)
        } else {
            None
        };
        self.feat.insert("execute");
        if ctx.in_func.is_some() && ctx.in_exec && ctx.scf > 0 {
            self.feat.insert("func-execute-scf-execute");
        }
        if ctx.exec_depth > 0 {
            self.feat.insert("nested-execute");
        }
        if ctx.scf > 0 {
            self.feat.insert("execute-in-scf");
        }
        let token = self.fresh();
        let bctx = Ctx {
            coro: true,
            top_task: tid,
            in_func: ctx.in_func,
            // Self calls only from an execute outside loops (bounded fan-out).
            rec_dm: if ctx.scf == 0 { ctx.rec_dm } else { None },
            scf: 0,
            scf_kind: None,
            exec_depth: ctx.exec_depth + 1,
            mult: ctx.mult,
            main_top: false,
            in_exec: true,
            scf_outer: ctx.scf_outer || ctx.scf > 0,
        };
        let saved_fail = std::mem::replace(&mut self.fail, false);
        let risky: Vec<Var> = deps
            .iter()
            .chain(operands.iter().map(|(o, _, _)| o))
            .copied()
            .filter(|v| self.visible().any(|e| e.var == *v && e.may_err))
            .collect();
        self.exec_deps.push(risky);
        self.scopes.push(inner_entries);
        let mut body = Vec::new();
        self.block(bctx, &mut body, 6);
        // The result: none, a scalar, or (top-level tasks) a memref of the body.
        let result_ty = match self.ch.below(7) {
            0 => None,
            6 if tid.is_some() && self.mem_vars() => Some(Base::Memref),
            6 => Some(Base::I64),
            k => Some(Base::SCALARS[k - 1]),
        };
        let mut yield_ = None;
        let mut result_mem = None;
        if let Some(b) = result_ty {
            if b == Base::Memref {
                let e = self
                    .pick(|e| e.ty == Ty::B(Base::Memref) && e.mem.is_some())
                    .expect("a memref is visible");
                yield_ = Some(e.var);
                result_mem = e.mem;
            } else {
                yield_ = Some(self.scalar(b, &mut body));
            }
        }
        self.scopes.pop();
        self.exec_deps.pop();
        let body_fail = std::mem::replace(&mut self.fail, saved_fail);
        let may_err = may_err || body_fail;
        let result = result_ty.map(|b| (self.fresh(), b));
        out.push(Stmt::Execute {
            token,
            result,
            deps,
            operands,
            body,
            yield_,
        });
        let tok = Entry {
            var: token,
            ty: Ty::Token,
            may_err,
            task: tid,
            mem: None,
        };
        self.define_entry(tok.clone());
        if let Some((r, b)) = result {
            self.feat.insert("execute-value");
            if let (Some(m), Some(t)) = (result_mem, tid)
                && self.mems[m].origin_task == Some(t)
                && self.mems[m].origin_value.is_none()
            {
                self.mems[m].origin_value = Some(r);
            }
            self.define_entry(Entry {
                var: r,
                ty: Ty::Value(b),
                may_err,
                task: tid,
                mem: result_mem,
            });
        }
        tok
    }

    fn await_(&mut self, ctx: Ctx, out: &mut Vec<Stmt>) {
        let coro = ctx.coro;
        let Some(e) = self.pick(|e| match e.ty {
            Ty::Token | Ty::Group => true,
            Ty::Value(Base::Memref) => coro,
            Ty::Value(_) => true,
            _ => false,
        }) else {
            return;
        };
        self.await_entry(ctx, &e, out);
    }

    /// Awaits `e` (token, value or group) in the way the context allows.
    fn await_entry(&mut self, ctx: Ctx, e: &Entry, out: &mut Vec<Stmt>) {
        let dst_ty = match e.ty {
            Ty::Value(b) => Some(b),
            _ => None,
        };
        if ctx.coro {
            // Awaiting a possibly failed dependency of this very execute: MLIR 22's ref
            // counting releases it twice on the error path (use after free).
            if ctx.in_exec
                && ctx.exec_depth > 0
                && self.exec_deps.last().is_some_and(|d| d.contains(&e.var))
            {
                if self.compat {
                    return;
                }
                self.feat.insert("await-errored-dependency");
            }
            let dst = dst_ty.map(|_| self.fresh());
            out.push(Stmt::Await {
                src: e.var,
                ty: e.ty,
                dst,
            });
            if let (Some(d), Some(b)) = (dst, dst_ty) {
                // An awaited memref is not tracked: no memory ops on it.
                self.define(d, Ty::B(b));
            }
            if e.may_err {
                self.fail = true;
                self.feat.insert("error-propagation");
            }
            self.feat.insert(if ctx.in_exec {
                "await-in-task"
            } else {
                "await-in-func"
            });
            self.suspension(ctx);
        } else if e.may_err || self.ch.flag(30) {
            let err = self.fresh();
            let dst = match dst_ty {
                Some(b) => {
                    let lit = self.lit(b);
                    Some((self.fresh(), lit))
                }
                None => None,
            };
            out.push(Stmt::CheckedAwait {
                src: e.var,
                ty: e.ty,
                err,
                dst,
            });
            self.define(err, Ty::I1);
            if let (Some((d, _)), Some(b)) = (dst, dst_ty) {
                self.define(d, Ty::B(b));
                out.push(Stmt::Print {
                    src: d,
                    ty: Ty::B(b),
                });
            }
            self.feat.insert("checked-await");
        } else {
            let dst = dst_ty.map(|_| self.fresh());
            out.push(Stmt::Await {
                src: e.var,
                ty: e.ty,
                dst,
            });
            if let (Some(d), Some(b)) = (dst, dst_ty) {
                self.define(d, Ty::B(b));
                out.push(Stmt::Print {
                    src: d,
                    ty: Ty::B(b),
                });
            }
            self.feat.insert("await-top");
        }
        if let Some(k) = ctx.scf_kind {
            self.feat.insert(k);
        }
    }

    fn call(&mut self, ctx: Ctx, out: &mut Vec<Stmt>) {
        // A recursive block's own function comes first (choice 0: recurse).
        let mut cands: Vec<usize> = Vec::new();
        let self_ok = ctx.rec_dm.is_some() && ctx.scf == 0 && self.self_calls < 2;
        if let (Some(k), true) = (ctx.in_func, self_ok) {
            cands.push(k);
        }
        match ctx.in_func {
            None => cands.extend(0..self.funcs.len()),
            Some(k) => cands.extend(0..k),
        }
        if cands.is_empty() {
            return;
        }
        let f = cands[self.ch.below(cands.len())];
        let is_self = Some(f) == ctx.in_func;
        let cost = if is_self {
            0
        } else {
            self.funcs[f].cost * ctx.mult
        };
        if self.cost + cost > self.budget(&ctx) {
            return;
        }
        self.cost += cost;
        let params = self.funcs[f].params.clone();
        let mut args = Vec::new();
        for (i, p) in params.iter().enumerate() {
            if i == 0 && self.funcs[f].rec {
                if is_self {
                    args.push(ctx.rec_dm.expect("recursive block"));
                } else {
                    let dst = self.fresh();
                    let d = self.ch.below(MAX_DEPTH as usize + 1) as i64;
                    out.push(Stmt::Const {
                        dst,
                        ty: Base::I64,
                        lit: Lit::Int(d),
                    });
                    self.define(dst, Ty::B(Base::I64));
                    args.push(dst);
                }
            } else {
                args.push(self.scalar(*p, out));
            }
        }
        let dst = self.fresh();
        out.push(Stmt::Call { dst, func: f, args });
        if is_self {
            self.self_calls += 1;
            self.feat.insert("recursion");
        }
        self.feat.insert("async-call");
        if ctx.in_func.is_some() {
            self.feat.insert("call-chain");
        }
        let ret = self.funcs[f].ret;
        self.define_entry(Entry {
            var: dst,
            ty: ret.map_or(Ty::Token, Ty::Value),
            may_err: is_self || self.funcs[f].may_err,
            task: None,
            mem: None,
        });
    }

    fn group(&mut self, ctx: Ctx, out: &mut Vec<Stmt>) {
        let size = 1 + self.ch.below(3) as u32;
        // Gather the members first (new executes go before the group).
        let mut members = Vec::new();
        for _ in 0..size {
            let e = match self.pick(|e| e.ty == Ty::Token) {
                Some(e) if self.ch.flag(60) => e,
                _ => self.execute(ctx, out),
            };
            members.push(e);
        }
        let dst = self.fresh();
        out.push(Stmt::CreateGroup { dst, size });
        let mut may_err = false;
        for m in &members {
            let rank = self.fresh();
            out.push(Stmt::AddToGroup {
                dst: rank,
                src: m.var,
                group: dst,
            });
            self.define(rank, Ty::B(Base::Index));
            may_err |= m.may_err;
        }
        self.define_entry(Entry {
            var: dst,
            ty: Ty::Group,
            may_err,
            task: None,
            mem: None,
        });
        self.feat.insert("group");
    }

    fn loop_(&mut self, ctx: Ctx, out: &mut Vec<Stmt>, is_for: bool) {
        let n = self.ch.below(4) as i64;
        let ty = self.scalar_ty();
        let init = self.scalar(ty, out);
        let iv = self.fresh();
        let acc = self.fresh();
        let kind = if is_for {
            "await-in-for"
        } else {
            "await-in-while"
        };
        let bctx = Ctx {
            scf: ctx.scf + 1,
            scf_kind: Some(kind),
            mult: ctx.mult * n.max(1) as u64,
            main_top: false,
            ..ctx
        };
        self.scopes.push(Vec::new());
        self.define(iv, Ty::B(if is_for { Base::Index } else { Base::I64 }));
        self.define(acc, Ty::B(ty));
        let mut body = Vec::new();
        self.block(bctx, &mut body, 5);
        let yield_ = self.region_yield(ty, acc, &mut body);
        self.close_region(ctx, &mut body);
        self.scopes.pop();
        let result = self.fresh();
        out.push(if is_for {
            Stmt::For {
                n,
                iv,
                acc,
                init,
                ty,
                body,
                yield_,
                result,
            }
        } else {
            Stmt::While {
                n,
                iv,
                acc,
                init,
                ty,
                body,
                yield_,
                result,
            }
        });
        self.define(result, Ty::B(ty));
        self.feat
            .insert(if is_for { "scf-for" } else { "scf-while" });
    }

    /// The value a region yields: often a combination with the accumulator.
    fn region_yield(&mut self, ty: Base, acc: Var, body: &mut Vec<Stmt>) -> Var {
        let x = self.scalar(ty, body);
        if !self.ch.flag(60) {
            return x;
        }
        let dst = self.fresh();
        if ty.is_float() {
            body.push(Stmt::FloatBin {
                dst,
                ty,
                op: FloatOp::Add,
                a: acc,
                b: x,
            });
        } else {
            body.push(Stmt::IntBin {
                dst,
                ty,
                op: IntOp::Add,
                a: acc,
                b: x,
            });
        }
        self.define(dst, Ty::B(ty));
        dst
    }

    /// On the main thread, a region awaits (checked) the tokens and values it created.
    fn close_region(&mut self, ctx: Ctx, body: &mut Vec<Stmt>) {
        if ctx.coro {
            return;
        }
        let pending: Vec<Entry> = self
            .scopes
            .last()
            .expect("scope")
            .iter()
            .filter(|e| matches!(e.ty, Ty::Token | Ty::Value(_)))
            .cloned()
            .collect();
        for e in pending {
            let err = self.fresh();
            let dst = match e.ty {
                Ty::Value(b) if b != Base::Memref => Some((self.fresh(), self.lit(b))),
                _ => None,
            };
            body.push(Stmt::CheckedAwait {
                src: e.var,
                ty: e.ty,
                err,
                dst,
            });
            if let (Some((d, _)), Ty::Value(b)) = (dst, e.ty) {
                body.push(Stmt::Print {
                    src: d,
                    ty: Ty::B(b),
                });
            }
        }
    }

    fn if_(&mut self, ctx: Ctx, out: &mut Vec<Stmt>) {
        let cond = self.cond(out);
        let ty = self.scalar_ty();
        let bctx = Ctx {
            scf: ctx.scf + 1,
            scf_kind: Some("await-in-if"),
            main_top: false,
            ..ctx
        };
        let mut regions = Vec::new();
        for _ in 0..2 {
            self.scopes.push(Vec::new());
            let mut body = Vec::new();
            self.block(bctx, &mut body, 4);
            let y = self.scalar(ty, &mut body);
            self.close_region(ctx, &mut body);
            self.scopes.pop();
            regions.push((body, y));
        }
        let (els, else_y) = regions.pop().expect("else");
        let (then, then_y) = regions.pop().expect("then");
        let result = self.fresh();
        out.push(Stmt::If {
            cond,
            ty,
            then,
            then_y,
            els,
            else_y,
            result,
        });
        self.define(result, Ty::B(ty));
        self.feat.insert("scf-if");
    }

    fn alloc(&mut self, ctx: Ctx, out: &mut Vec<Stmt>) {
        let mut init = [0i64; MEMREF_LEN];
        for (i, x) in init.iter_mut().enumerate() {
            *x = if self.ch.flag(50) {
                self.ch.below(2000) as i64 - 1000
            } else {
                i as i64
            };
        }
        let dst = self.fresh();
        out.push(Stmt::Alloc { dst, init });
        let mut accesses: [Vec<(usize, bool)>; MEMREF_LEN] = Default::default();
        if let Some(t) = ctx.top_task {
            for a in accesses.iter_mut() {
                a.push((t, true));
            }
        }
        self.mems.push(MemInfo {
            accesses,
            main_var: if ctx.main_top { Some(dst) } else { None },
            origin_task: ctx.top_task,
            origin_value: None,
        });
        self.define_entry(Entry {
            var: dst,
            ty: Ty::B(Base::Memref),
            may_err: false,
            task: None,
            mem: Some(self.mems.len() - 1),
        });
        self.feat.insert("memref");
    }

    /// Elements of memref `m` task `t` may access: every other task's conflicting access is
    /// by an ancestor of `t`.
    fn allowed(&self, m: usize, t: usize, write: bool) -> Vec<usize> {
        let anc = &self.tasks[t].ancestors;
        (0..MEMREF_LEN)
            .filter(|&i| {
                self.mems[m].accesses[i]
                    .iter()
                    .all(|&(u, w)| u == t || anc.contains(&u) || (!write && !w))
            })
            .collect()
    }

    /// A tracked memref visible here and an element of it the current task may access
    /// (`write` or read) without racing another task: (memref variable, memref, element,
    /// task). `None` outside a task or when there is none.
    fn pick_access(&mut self, ctx: Ctx, write: bool) -> Option<(Var, usize, usize, usize)> {
        let (Some(t), Some(e)) = (
            ctx.top_task,
            self.pick(|e| e.ty == Ty::B(Base::Memref) && e.mem.is_some()),
        ) else {
            return None;
        };
        let m = e.mem.expect("tracked memref");
        let ok = self.allowed(m, t, write);
        if ok.is_empty() {
            return None;
        }
        let idx = ok[self.ch.below(ok.len())];
        Some((e.var, m, idx, t))
    }

    fn store(&mut self, ctx: Ctx, out: &mut Vec<Stmt>) {
        let Some((mem, m, idx, t)) = self.pick_access(ctx, true) else {
            return;
        };
        let val = self.scalar(Base::I64, out);
        out.push(Stmt::Store { mem, idx, val });
        self.note_access(m, idx, t, true);
    }

    fn load(&mut self, ctx: Ctx, out: &mut Vec<Stmt>) {
        let Some((mem, m, idx, t)) = self.pick_access(ctx, false) else {
            return;
        };
        let dst = self.fresh();
        out.push(Stmt::Load { dst, mem, idx });
        self.define(dst, Ty::B(Base::I64));
        self.note_access(m, idx, t, false);
    }

    fn note_access(&mut self, m: usize, idx: usize, t: usize, write: bool) {
        let acc = &mut self.mems[m].accesses[idx];
        if acc.iter().any(|&(u, _)| u != t) {
            self.feat.insert("memref-shared");
        }
        acc.push((t, write));
        self.feat.insert("memref");
    }

    /// `main`'s last statements: observe every token, value and group of its top-level
    /// block, then print (and free) every memref.
    fn finish_main(&mut self, out: &mut Vec<Stmt>) {
        let top: Vec<Entry> = self.scopes[0].clone();
        let ctx = Ctx {
            coro: false,
            top_task: None,
            in_func: None,
            rec_dm: None,
            scf: 0,
            scf_kind: None,
            exec_depth: 0,
            mult: 1,
            main_top: true,
            in_exec: false,
            scf_outer: false,
        };
        let origin_values: HashSet<Var> = self.mems.iter().filter_map(|m| m.origin_value).collect();
        for e in &top {
            match e.ty {
                Ty::Token | Ty::Group => self.await_entry(ctx, e, out),
                Ty::Value(Base::Memref) if !origin_values.contains(&e.var) => {
                    let err = self.fresh();
                    out.push(Stmt::CheckedAwait {
                        src: e.var,
                        ty: e.ty,
                        err,
                        dst: None,
                    });
                }
                Ty::Value(Base::Memref) => {}
                Ty::Value(_) => self.await_entry(ctx, e, out),
                _ => {}
            }
        }
        for m in 0..self.mems.len() {
            if let Some(v) = self.mems[m].main_var {
                out.push(Stmt::PrintMemref { mem: v });
            } else if let Some(v) = self.mems[m].origin_value {
                let err = self.fresh();
                let mem = self.fresh();
                out.push(Stmt::AwaitPrintMemref { src: v, err, mem });
            }
        }
    }

    fn func(&mut self, k: usize) -> Func {
        let rec = self.ch.flag(35);
        let mut params = Vec::new();
        if rec {
            params.push((0, Base::I64));
        }
        for _ in 0..self.ch.below(3) {
            let b = self.scalar_ty();
            params.push((0, b));
        }
        let ret = match self.ch.below(6) {
            0 => Some(Base::I64),
            5 => None,
            i => Some(Base::SCALARS[i]),
        };
        self.next = 0;
        self.cost = 0;
        self.fail = false;
        self.self_calls = 0;
        let saved_barrier = self.barrier;
        self.barrier = self.scopes.len();
        self.scopes.push(Vec::new());
        for p in params.iter_mut() {
            p.0 = self.fresh();
            self.define(p.0, Ty::B(p.1));
        }
        let ctx = Ctx {
            coro: true,
            top_task: None,
            in_func: Some(k),
            rec_dm: None,
            scf: 0,
            scf_kind: None,
            exec_depth: 0,
            mult: 1,
            main_top: false,
            in_exec: false,
            scf_outer: false,
        };
        // Register the signature first so that recursive calls see it.
        self.funcs.push(FuncInfo {
            params: params.iter().map(|p| p.1).collect(),
            ret,
            rec,
            may_err: true,
            cost: 0,
        });
        let body = if rec {
            self.scopes.push(Vec::new());
            let mut base = Vec::new();
            self.block(ctx, &mut base, 4);
            let base_ret = ret.map(|b| self.scalar(b, &mut base));
            self.scopes.pop();
            self.scopes.push(Vec::new());
            let dm = self.fresh();
            self.define(dm, Ty::B(Base::I64));
            let rctx = Ctx {
                rec_dm: Some(dm),
                ..ctx
            };
            let mut recb = Vec::new();
            // The recursive block starts with a call (choice 0: of itself).
            self.call(rctx, &mut recb);
            self.block(rctx, &mut recb, 5);
            let rec_ret = ret.map(|b| self.scalar(b, &mut recb));
            self.scopes.pop();
            self.feat.insert("recursion");
            FuncBody::Rec {
                dm,
                base,
                base_ret,
                rec: recb,
                rec_ret,
            }
        } else {
            let mut body = Vec::new();
            self.block(ctx, &mut body, 8);
            let r = ret.map(|b| self.scalar(b, &mut body));
            FuncBody::Plain { body, ret: r }
        };
        self.scopes.pop();
        self.barrier = saved_barrier;
        let info = self.funcs.last_mut().expect("registered");
        info.may_err = self.fail;
        // Each level of recursion may call itself twice.
        info.cost = (self.cost + 2) * if rec { 1 << (MAX_DEPTH + 1) } else { 1 };
        self.fail = false;
        self.feat.insert("async-func");
        Func { params, ret, body }
    }
}
