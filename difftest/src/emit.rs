//! The emitter: prints a [`Program`] as MLIR text that `mlir-opt-22` and corolift parse.
//!
//! A program becomes `async.func @<prefix>f<k>` functions and `func.func @<prefix>main`.
//! [`module`] puts several programs into one module whose `@main` calls each program's main in
//! turn after printing a separator line (`=== <prefix>`), so a batch runs in one process.
//! Model variables print as `%v<N>`; the helper values an idiom needs (constants of loop
//! bounds, clamps, indices) as `%t<N>`, numbered per function.

use std::fmt::Write as _;

use crate::model::{
    Base, FLOAT_BOUND, FloatOp, Func, FuncBody, IntKOp, IntOp, Lit, MEMREF_LEN, Program, Stmt, Ty,
    Var,
};

/// The line `main` prints before running program `prefix`.
pub fn separator(prefix: &str) -> String {
    format!("=== {prefix}")
}

/// A module holding `programs` (each with its name prefix, e.g. `p3_`), whose `@main` runs
/// them in order, each after its [`separator`].
pub fn module(programs: &[(String, &Program)]) -> String {
    let mut s = String::new();
    for (prefix, p) in programs {
        s.push_str(&program(prefix, p));
        s.push('\n');
    }
    s.push_str("func.func @main() {\n");
    for (prefix, _) in programs {
        let _ = writeln!(s, "  vector.print str \"{}\\n\"", separator(prefix));
        let _ = writeln!(s, "  func.call @{prefix}main() : () -> ()");
    }
    s.push_str("  return\n}\n");
    s
}

/// The functions of one program, names prefixed with `prefix`.
pub fn program(prefix: &str, p: &Program) -> String {
    let mut s = String::new();
    for (k, f) in p.funcs.iter().enumerate() {
        let mut e = Emitter {
            s: String::new(),
            tmp: 0,
            prefix,
            p,
        };
        e.func(k, f);
        s.push_str(&e.s);
        s.push('\n');
    }
    let mut e = Emitter {
        s: String::new(),
        tmp: 0,
        prefix,
        p,
    };
    let _ = writeln!(e.s, "func.func @{prefix}main() {{");
    e.block(&p.main, 1);
    e.s.push_str("  return\n}\n");
    s.push_str(&e.s);
    s
}

struct Emitter<'a> {
    s: String,
    tmp: u32,
    prefix: &'a str,
    p: &'a Program,
}

fn v(x: Var) -> String {
    format!("%v{x}")
}

fn lit_text(ty: Base, lit: Lit) -> String {
    match lit {
        Lit::Int(x) => format!("{x} : {}", ty.mlir()),
        Lit::Float(x) => format!("{x:?} : {}", ty.mlir()),
    }
}

impl Emitter<'_> {
    fn t(&mut self) -> String {
        self.tmp += 1;
        format!("%t{}", self.tmp)
    }

    fn line(&mut self, ind: usize, text: &str) {
        for _ in 0..ind {
            self.s.push_str("  ");
        }
        self.s.push_str(text);
        self.s.push('\n');
    }

    fn konst(&mut self, ind: usize, ty: Base, lit: Lit) -> String {
        let t = self.t();
        let text = format!("{t} = arith.constant {}", lit_text(ty, lit));
        self.line(ind, &text);
        t
    }

    fn index(&mut self, ind: usize, i: i64) -> String {
        self.konst(ind, Base::Index, Lit::Int(i))
    }

    fn func(&mut self, k: usize, f: &Func) {
        let params: Vec<String> = f
            .params
            .iter()
            .map(|(x, b)| format!("{}: {}", v(*x), b.mlir()))
            .collect();
        let ret = match f.ret {
            Some(b) => format!("!async.value<{}>", b.mlir()),
            None => "!async.token".into(),
        };
        let _ = writeln!(
            self.s,
            "async.func @{}f{k}({}) -> {ret} {{",
            self.prefix,
            params.join(", ")
        );
        match &f.body {
            FuncBody::Plain { body, ret } => {
                self.block(body, 1);
                self.ret(f, *ret);
            }
            FuncBody::Rec {
                dm,
                base,
                base_ret,
                rec,
                rec_ret,
            } => {
                let d = v(f.params[0].0);
                let zero = self.konst(1, Base::I64, Lit::Int(0));
                let pos = self.t();
                self.line(1, &format!("{pos} = arith.cmpi sgt, {d}, {zero} : i64"));
                self.line(1, &format!("cf.cond_br {pos}, ^bb2, ^bb1"));
                self.s.push_str("^bb1:\n");
                self.block(base, 1);
                self.ret(f, *base_ret);
                self.s.push_str("^bb2:\n");
                let one = self.konst(1, Base::I64, Lit::Int(1));
                self.line(1, &format!("{} = arith.subi {d}, {one} : i64", v(*dm)));
                self.block(rec, 1);
                self.ret(f, *rec_ret);
            }
        }
        self.s.push_str("}\n");
    }

    fn ret(&mut self, f: &Func, r: Option<Var>) {
        match (f.ret, r) {
            (Some(b), Some(r)) => self.line(1, &format!("return {} : {}", v(r), b.mlir())),
            _ => self.line(1, "return"),
        }
    }

    fn block(&mut self, stmts: &[Stmt], ind: usize) {
        for s in stmts {
            self.stmt(s, ind);
        }
    }

    /// `dst = clamp(x)` for a float type.
    fn clamp(&mut self, ind: usize, ty: Base, x: &str, dst: &str) {
        let lo = self.konst(ind, ty, Lit::Float(-FLOAT_BOUND));
        let hi = self.konst(ind, ty, Lit::Float(FLOAT_BOUND));
        let m = self.t();
        let tn = ty.mlir();
        self.line(ind, &format!("{m} = arith.maximumf {x}, {lo} : {tn}"));
        self.line(ind, &format!("{dst} = arith.minimumf {m}, {hi} : {tn}"));
    }

    fn stmt(&mut self, s: &Stmt, ind: usize) {
        match s {
            Stmt::Const { dst, ty, lit } => {
                let text = format!("{} = arith.constant {}", v(*dst), lit_text(*ty, *lit));
                self.line(ind, &text);
            }
            Stmt::IntBin { dst, ty, op, a, b } => {
                let name = match op {
                    IntOp::Add => "addi",
                    IntOp::Sub => "subi",
                    IntOp::Mul => "muli",
                    IntOp::Xor => "xori",
                    IntOp::And => "andi",
                    IntOp::Or => "ori",
                    IntOp::MaxS => "maxsi",
                    IntOp::MinS => "minsi",
                };
                let text = format!(
                    "{} = arith.{name} {}, {} : {}",
                    v(*dst),
                    v(*a),
                    v(*b),
                    ty.mlir()
                );
                self.line(ind, &text);
            }
            Stmt::IntK { dst, ty, op, a, k } => {
                let c = self.konst(ind, *ty, Lit::Int(*k));
                let name = match op {
                    IntKOp::DivS => "divsi",
                    IntKOp::RemS => "remsi",
                    IntKOp::Shl => "shli",
                };
                let text = format!("{} = arith.{name} {}, {c} : {}", v(*dst), v(*a), ty.mlir());
                self.line(ind, &text);
            }
            Stmt::FloatBin { dst, ty, op, a, b } => {
                let name = match op {
                    FloatOp::Add => "addf",
                    FloatOp::Sub => "subf",
                    FloatOp::Mul => "mulf",
                };
                let r = self.t();
                let text = format!("{r} = arith.{name} {}, {} : {}", v(*a), v(*b), ty.mlir());
                self.line(ind, &text);
                self.clamp(ind, *ty, &r, &v(*dst));
            }
            Stmt::Cast { dst, to, src, from } => self.cast(ind, *dst, *to, *src, *from),
            Stmt::Cmp {
                dst,
                pred,
                ty,
                a,
                b,
            } => {
                let text = format!(
                    "{} = arith.cmpi {}, {}, {} : {}",
                    v(*dst),
                    pred.mlir(),
                    v(*a),
                    v(*b),
                    ty.mlir()
                );
                self.line(ind, &text);
            }
            Stmt::Select {
                dst,
                ty,
                cond,
                a,
                b,
            } => {
                let text = format!(
                    "{} = arith.select {}, {}, {} : {}",
                    v(*dst),
                    v(*cond),
                    v(*a),
                    v(*b),
                    ty.mlir()
                );
                self.line(ind, &text);
            }
            Stmt::Assert { cond } => {
                let text = format!("cf.assert {}, \"difftest assertion\"", v(*cond));
                self.line(ind, &text);
            }
            Stmt::Execute {
                token,
                result,
                deps,
                operands,
                body,
                yield_,
            } => {
                let mut head = v(*token);
                if let Some((r, _)) = result {
                    let _ = write!(head, ", {}", v(*r));
                }
                head.push_str(" = async.execute");
                if !deps.is_empty() {
                    let d: Vec<String> = deps.iter().map(|x| v(*x)).collect();
                    let _ = write!(head, " [{}]", d.join(", "));
                }
                if !operands.is_empty() {
                    let o: Vec<String> = operands
                        .iter()
                        .map(|(outer, inner, b)| {
                            format!(
                                "{} as {} : !async.value<{}>",
                                v(*outer),
                                v(*inner),
                                b.mlir()
                            )
                        })
                        .collect();
                    let _ = write!(head, " ({})", o.join(", "));
                }
                if let Some((_, b)) = result {
                    let _ = write!(head, " -> !async.value<{}>", b.mlir());
                }
                head.push_str(" {");
                self.line(ind, &head);
                self.block(body, ind + 1);
                match (result, yield_) {
                    (Some((_, b)), Some(y)) => {
                        self.line(ind + 1, &format!("async.yield {} : {}", v(*y), b.mlir()))
                    }
                    _ => self.line(ind + 1, "async.yield"),
                }
                self.line(ind, "}");
            }
            Stmt::Await { src, ty, dst } => match (ty, dst) {
                (Ty::Group, _) => self.line(ind, &format!("async.await_all {}", v(*src))),
                (Ty::Value(_), Some(d)) => {
                    let text = format!("{} = async.await {} : {}", v(*d), v(*src), ty.mlir());
                    self.line(ind, &text);
                }
                _ => self.line(ind, &format!("async.await {} : {}", v(*src), ty.mlir())),
            },
            Stmt::CheckedAwait { src, ty, err, dst } => {
                let tn = ty.mlir();
                self.line(ind, &format!("async.runtime.await {} : {tn}", v(*src)));
                let text = format!("{} = async.runtime.is_error {} : {tn}", v(*err), v(*src));
                self.line(ind, &text);
                self.line(ind, &format!("vector.print {} : i1", v(*err)));
                if let (Some((d, lit)), Ty::Value(b)) = (dst, ty) {
                    let bn = b.mlir();
                    let text = format!("{} = scf.if {} -> ({bn}) {{", v(*d), v(*err));
                    self.line(ind, &text);
                    let c = self.konst(ind + 1, *b, *lit);
                    self.line(ind + 1, &format!("scf.yield {c} : {bn}"));
                    self.line(ind, "} else {");
                    let a = self.t();
                    self.line(ind + 1, &format!("{a} = async.await {} : {tn}", v(*src)));
                    self.line(ind + 1, &format!("scf.yield {a} : {bn}"));
                    self.line(ind, "}");
                }
            }
            Stmt::AwaitPrintMemref { src, err, mem } => {
                let tn = Ty::Value(Base::Memref).mlir();
                self.line(ind, &format!("async.runtime.await {} : {tn}", v(*src)));
                let text = format!("{} = async.runtime.is_error {} : {tn}", v(*err), v(*src));
                self.line(ind, &text);
                self.line(ind, &format!("vector.print {} : i1", v(*err)));
                self.line(ind, &format!("scf.if {} {{", v(*err)));
                self.line(ind, "} else {");
                let text = format!("{} = async.await {} : {tn}", v(*mem), v(*src));
                self.line(ind + 1, &text);
                self.print_memref(ind + 1, *mem);
                self.line(ind, "}");
            }
            Stmt::Call { dst, func, args } => {
                let f = &self.p.funcs[*func];
                let a: Vec<String> = args.iter().map(|x| v(*x)).collect();
                let pt: Vec<&str> = f.params.iter().map(|(_, b)| b.mlir()).collect();
                let rt = match f.ret {
                    Some(b) => format!("!async.value<{}>", b.mlir()),
                    None => "!async.token".into(),
                };
                let text = format!(
                    "{} = async.call @{}f{func}({}) : ({}) -> {rt}",
                    v(*dst),
                    self.prefix,
                    a.join(", "),
                    pt.join(", ")
                );
                self.line(ind, &text);
            }
            Stmt::CreateGroup { dst, size } => {
                let n = self.index(ind, *size as i64);
                let text = format!("{} = async.create_group {n} : !async.group", v(*dst));
                self.line(ind, &text);
            }
            Stmt::AddToGroup { dst, src, group } => {
                let text = format!(
                    "{} = async.add_to_group {}, {} : !async.token",
                    v(*dst),
                    v(*src),
                    v(*group)
                );
                self.line(ind, &text);
            }
            Stmt::For {
                n,
                iv,
                acc,
                init,
                ty,
                body,
                yield_,
                result,
            } => {
                let lb = self.index(ind, 0);
                let ub = self.index(ind, *n);
                let step = self.index(ind, 1);
                let tn = ty.mlir();
                let text = format!(
                    "{} = scf.for {} = {lb} to {ub} step {step} iter_args({} = {}) -> ({tn}) {{",
                    v(*result),
                    v(*iv),
                    v(*acc),
                    v(*init)
                );
                self.line(ind, &text);
                self.block(body, ind + 1);
                self.line(ind + 1, &format!("scf.yield {} : {tn}", v(*yield_)));
                self.line(ind, "}");
            }
            Stmt::While {
                n,
                iv,
                acc,
                init,
                ty,
                body,
                yield_,
                result,
            } => {
                let tn = ty.mlir();
                let zero = self.konst(ind, Base::I64, Lit::Int(0));
                let (count, a, b) = (self.t(), self.t(), self.t());
                let text = format!(
                    "{count}, {} = scf.while ({a} = {zero}, {b} = {}) : (i64, {tn}) -> (i64, {tn}) {{",
                    v(*result),
                    v(*init)
                );
                self.line(ind, &text);
                let lim = self.konst(ind + 1, Base::I64, Lit::Int(*n));
                let c = self.t();
                self.line(ind + 1, &format!("{c} = arith.cmpi slt, {a}, {lim} : i64"));
                self.line(ind + 1, &format!("scf.condition({c}) {a}, {b} : i64, {tn}"));
                self.line(ind, "} do {");
                self.line(ind, &format!("^bb0({}: i64, {}: {tn}):", v(*iv), v(*acc)));
                self.block(body, ind + 1);
                let one = self.konst(ind + 1, Base::I64, Lit::Int(1));
                let nx = self.t();
                self.line(
                    ind + 1,
                    &format!("{nx} = arith.addi {}, {one} : i64", v(*iv)),
                );
                let text = format!("scf.yield {nx}, {} : i64, {tn}", v(*yield_));
                self.line(ind + 1, &text);
                self.line(ind, "}");
            }
            Stmt::If {
                cond,
                ty,
                then,
                then_y,
                els,
                else_y,
                result,
            } => {
                let tn = ty.mlir();
                let text = format!("{} = scf.if {} -> ({tn}) {{", v(*result), v(*cond));
                self.line(ind, &text);
                self.block(then, ind + 1);
                self.line(ind + 1, &format!("scf.yield {} : {tn}", v(*then_y)));
                self.line(ind, "} else {");
                self.block(els, ind + 1);
                self.line(ind + 1, &format!("scf.yield {} : {tn}", v(*else_y)));
                self.line(ind, "}");
            }
            Stmt::Alloc { dst, init } => {
                let m = v(*dst);
                self.line(ind, &format!("{m} = memref.alloc() : memref<8xi64>"));
                for (i, x) in init.iter().enumerate() {
                    let c = self.konst(ind, Base::I64, Lit::Int(*x));
                    let k = self.index(ind, i as i64);
                    self.line(ind, &format!("memref.store {c}, {m}[{k}] : memref<8xi64>"));
                }
            }
            Stmt::Store { mem, idx, val } => {
                let k = self.index(ind, *idx as i64);
                let text = format!("memref.store {}, {}[{k}] : memref<8xi64>", v(*val), v(*mem));
                self.line(ind, &text);
            }
            Stmt::Load { dst, mem, idx } => {
                let k = self.index(ind, *idx as i64);
                let text = format!("{} = memref.load {}[{k}] : memref<8xi64>", v(*dst), v(*mem));
                self.line(ind, &text);
            }
            Stmt::PrintMemref { mem } => self.print_memref(ind, *mem),
            Stmt::Print { src, ty } => {
                self.line(ind, &format!("vector.print {} : {}", v(*src), ty.mlir()));
            }
        }
    }

    fn print_memref(&mut self, ind: usize, mem: Var) {
        let m = v(mem);
        for i in 0..MEMREF_LEN {
            let k = self.index(ind, i as i64);
            let x = self.t();
            self.line(ind, &format!("{x} = memref.load {m}[{k}] : memref<8xi64>"));
            self.line(ind, &format!("vector.print {x} : i64"));
        }
        self.line(ind, &format!("memref.dealloc {m} : memref<8xi64>"));
    }

    fn cast(&mut self, ind: usize, dst: Var, to: Base, src: Var, from: Base) {
        let d = v(dst);
        let s = v(src);
        let (f, t) = (from.mlir(), to.mlir());
        match (from, to) {
            (Base::I32, Base::I64) => {
                self.line(ind, &format!("{d} = arith.extsi {s} : i32 to i64"))
            }
            (Base::I64, Base::I32) => {
                self.line(ind, &format!("{d} = arith.trunci {s} : i64 to i32"))
            }
            (a, b) if a.is_int() && b.is_int() => {
                self.line(ind, &format!("{d} = arith.index_cast {s} : {f} to {t}"))
            }
            (a, b) if a.is_int() && b.is_float() => {
                let (src_text, src_ty) = if a == Base::Index {
                    let x = self.t();
                    self.line(ind, &format!("{x} = arith.index_cast {s} : index to i64"));
                    (x, "i64")
                } else {
                    (s.clone(), f)
                };
                let r = self.t();
                self.line(
                    ind,
                    &format!("{r} = arith.sitofp {src_text} : {src_ty} to {t}"),
                );
                self.clamp(ind, b, &r, &d);
            }
            (_, Base::Index) => {
                let x = self.t();
                self.line(ind, &format!("{x} = arith.fptosi {s} : {f} to i64"));
                self.line(ind, &format!("{d} = arith.index_cast {x} : i64 to index"));
            }
            (_, b) if b.is_int() => self.line(ind, &format!("{d} = arith.fptosi {s} : {f} to {t}")),
            (Base::F32, Base::F64) => self.line(ind, &format!("{d} = arith.extf {s} : f32 to f64")),
            _ => self.line(ind, &format!("{d} = arith.truncf {s} : f64 to f32")),
        }
    }
}
