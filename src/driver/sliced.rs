//! The fast front end of `corolift run`, `corolift compile` and the embedding API for large
//! programs: parse, verify and lower each slice of the file on its own thread.
//!
//! The usual front end is three steps over the whole module: parse (on several threads for
//! a large file, see `parse/parallel.rs`), verify (the functions on several threads), then
//! the lowering pipeline [`super::lowering::codegen_pipeline`] picks, on one thread. Every
//! pass of that pipeline works function by function: `convert-scf-to-cf`, the reference
//! counting and `coro-split` rewrite one function at a time, and the async lowerings rewrite
//! one function at a time plus the functions they outline from it. So each slice can go
//! through all three steps on its thread, while its IR is still in that core's cache, and
//! only what needs the whole module is left for after the join. Three facts do cross the
//! slices, and the slices exchange them half way ([`SlicedFrontEnd`]):
//!
//! * **which passes run.** The pipeline is decided from the ops of the whole module
//!   ([`Needs`]): a slice without async ops in a program that has some still gets the async
//!   passes (they leave it unchanged), and whether the program is reference-counted already
//!   is a fact about all of it;
//! * **symbols of other slices.** A call's callee may be defined in another slice, and its
//!   symbol-use check (callee kind, operand and result types) must run on the IR as written,
//!   before `async.call` becomes `func.call`. Each slice publishes its top-level symbols, and
//!   checks its uses against its own and the others' ([`verify_symbol_uses_in_slice`]);
//! * **names of outlined functions.** `async-to-async-runtime` names each outlined
//!   `async.execute` `async_execute_fn`, `async_execute_fn_0`, … as MLIR's `SymbolTable`
//!   uniquifies them over the whole module, in module order. A slice replays that naming
//!   for the `async.execute`s of the slices before it (it knows their counts and every
//!   symbol name), so every outlined function gets the name the one-thread pipeline gives
//!   it.
//!
//! So a slice goes: parse; classify its ops and verify its functions completely
//! ([`verify_isolated_children`]); publish its summary; if it has async ops, wait for the
//! others' summaries, check its symbol uses, and run the whole module's pipeline on itself
//! (a slice without async ops runs its own pipeline at once — the async passes would leave it
//! unchanged — and then, if other slices are async, checks its uses against theirs). After
//! the join, the module-level checks run ([`verify_joined_slices`]: the module op, ops
//! outside functions, unique symbol names — those written and those the passes created —
//! and, unless every slice checked its own against the others' already, symbol uses). The
//! uses the passes create name symbols of the same slice (outlined, resume and destroy
//! functions), so once the names are unique they are right in the joined module too.
//!
//! The fast front end accepts exactly the programs the usual one accepts, and gives them the
//! same lowered IR. It is used only when it succeeds. On any error it returns `None`, and the
//! caller starts over with the usual front end, which reports the error in the usual order.
//! Passes run before the module-level checks here, but only on programs that pass them in
//! the end: a program that fails them is parsed and verified again from scratch.
//!
//! A function is verified inside its slice's stand-in module, which holds only the slice's
//! symbols. A verifier that looks a symbol up (`memref.get_global`) then fails for a symbol
//! of another slice. The fast front end gives up on such a program. It never accepts a wrong
//! one, because a symbol it finds in its slice is the same symbol in the joined module.

use std::sync::{Arc, Condvar, Mutex, OnceLock};

use rustc_hash::FxHashMap;

use super::lowering::{Needs, Step};
use crate::diag::Diagnostic;
use crate::ir::{ArenaSize, Attribute, Ir, OpId, Type};
use crate::parse::{Module, SliceWork};
use crate::passes::async_to_async_runtime::outline::{OUTLINED_PREFIX, SymbolNames};
use crate::verify::{
    ForeignSymbols, SymbolInfo, VerifyOptions, verify_isolated_children, verify_joined_slices,
    verify_symbol_uses_in_slice,
};

/// Parses, verifies and lowers `text` slice by slice as the module doc describes; the module
/// then needs no more passes before code generation. `None` when that is not possible (a
/// small file, any error): the caller then takes the usual way.
pub fn prepare_in_slices(text: &str, file: &Arc<str>, opt_level: u8) -> Option<Module> {
    let work = SlicedFrontEnd {
        opt_level,
        ..SlicedFrontEnd::default()
    };
    let mut module = crate::parse::parse_in_slices(text, file, &work)?;
    let outlined = work
        .outlined
        .into_inner()
        .unwrap_or_else(|e| e.into_inner());
    move_outlined_to_end(&mut module, &outlined);
    // Every slice checked its symbol uses against the others when one of them is async.
    let uses_verified = work
        .all
        .get()
        .is_some_and(|all| all.iter().any(|s| s.needs.any_async));
    verify_joined_slices(&module.ir, module.top, verify_options(), uses_verified).ok()?;
    // Every slice ran what the whole module needs: the pipeline would pick nothing more (a
    // walk of the whole module, so only checked in debug builds).
    debug_assert!(
        super::lowering::codegen_pipeline(&module.ir, module.top, opt_level).is_none(),
        "prepare_in_slices left something to lower"
    );
    Some(module)
}

/// What a slice tells the others once it is parsed and its functions verify.
struct Summary {
    /// What its ops need.
    needs: Needs,
    /// Its top-level symbols: name, defining op, function type.
    symbols: Vec<(String, &'static str, Option<Type>)>,
    /// The size of its arena as parsed.
    parsed: ArenaSize,
}

/// About what lowering and splitting one coroutine adds to the arena (measured on the async
/// compile benchmark's `async.func`s and `async.execute`s, erased entities included): enough
/// that the arena of a typical slice does not grow by copying while it is lowered.
const LOWERED_PER_COROUTINE: ArenaSize = ArenaSize {
    ops: 144,
    values: 82,
    blocks: 35,
    regions: 4,
};

/// Room for slice `index`'s arena once its lowering is done. The first slice receives every
/// other slice's arena at the join, so it makes room for all of them; the join then appends
/// without moving what is there.
fn room_for_lowering(all: &[Summary], index: usize) -> ArenaSize {
    let lowered = |s: &Summary| s.parsed + LOWERED_PER_COROUTINE * s.needs.coroutine_count;
    if index == 0 {
        all.iter()
            .map(lowered)
            .fold(ArenaSize::default(), |a, b| a + b)
    } else {
        lowered(&all[index])
    }
}

/// The work on each slice, with the meeting point where the slices exchange their
/// [`Summary`]s.
#[derive(Default)]
struct SlicedFrontEnd {
    /// The optimisation level the code is compiled at (it shapes `coro-split`'s output).
    opt_level: u8,
    board: Mutex<Board>,
    changed: Condvar,
    /// Every slice's summary, in file order, once all are in.
    all: OnceLock<Vec<Summary>>,
    /// Per slice with `async.execute`s: the name of its first outlined function and the
    /// number of top-level ops from it to the slice's end (the outlined functions and their
    /// resume and destroy functions).
    outlined: Mutex<FxHashMap<String, usize>>,
}

#[derive(Default)]
struct Board {
    summaries: Vec<Option<Summary>>,
    arrived: usize,
    /// Some slice failed (or will never arrive): the split is given up.
    failed: bool,
}

impl SlicedFrontEnd {
    /// Gives the split up and wakes every waiting slice.
    fn fail(&self) {
        let mut board = self.board.lock().unwrap_or_else(|e| e.into_inner());
        board.failed = true;
        self.changed.notify_all();
    }

    /// Publishes slice `index`'s summary; the last of `count` to arrive publishes them all.
    fn publish(&self, index: usize, count: usize, summary: Summary) {
        let mut board = self.board.lock().unwrap_or_else(|e| e.into_inner());
        if board.summaries.is_empty() {
            board.summaries.resize_with(count, || None);
        }
        board.summaries[index] = Some(summary);
        board.arrived += 1;
        if board.arrived == count {
            let all = board.summaries.drain(..).flatten().collect();
            let _ = self.all.set(all);
            self.changed.notify_all();
        }
    }

    /// Waits for every slice's summary; `None` when the split was given up.
    fn wait_for_all(&self) -> Option<&[Summary]> {
        let mut board = self.board.lock().unwrap_or_else(|e| e.into_inner());
        loop {
            if board.failed {
                return None;
            }
            if let Some(all) = self.all.get() {
                return Some(all);
            }
            board = self.changed.wait(board).unwrap_or_else(|e| e.into_inner());
        }
    }

    /// The work on one parsed slice; `false` when the program must take the usual way.
    fn prepare(&self, index: usize, count: usize, ir: &mut Ir, module: OpId) -> bool {
        let needs = Needs::scan(ir, module);
        if verify_isolated_children(ir, module, verify_options()).is_err() {
            return false;
        }
        self.publish(
            index,
            count,
            Summary {
                needs,
                symbols: top_level_symbols(ir, module),
                parsed: ir.size(),
            },
        );
        if !needs.any_async {
            // Lowering `scf` changes no symbol use, so it need not wait; but when other slices
            // are async, a call into them must be checked against them as they were written
            // (`func.call` of an `async.func` is an error that their lowering would hide).
            if run_steps(ir, module, &needs.steps(), None, self.opt_level).is_err() {
                return false;
            }
            let Some(all) = self.wait_for_all() else {
                return false;
            };
            if index == 0 {
                ir.reserve_total(room_for_lowering(all, index));
            }
            return !all.iter().any(|s| s.needs.any_async)
                || verify_symbol_uses_in_slice(
                    ir,
                    module,
                    verify_options(),
                    &OtherSlices::new(all, index),
                )
                .is_ok();
        }
        let Some(all) = self.wait_for_all() else {
            return false;
        };
        ir.reserve_total(room_for_lowering(all, index));
        let others = OtherSlices::new(all, index);
        if verify_symbol_uses_in_slice(ir, module, verify_options(), &others).is_err() {
            return false;
        }
        let whole = all.iter().fold(Needs::default(), |n, s| n.merge(s.needs));
        let names = outline_names_before(all, index);
        let first_outlined = names.clone().unique(OUTLINED_PREFIX);
        if run_steps(ir, module, &whole.steps(), Some(names), self.opt_level).is_err() {
            return false;
        }
        if needs.executes > 0 {
            let body = ir.body_ops(module);
            let Some(at) = body.iter().position(|&op| {
                ir.attr(op, "sym_name").and_then(Attribute::as_str) == Some(&first_outlined)
            }) else {
                return false;
            };
            let mut outlined = self.outlined.lock().unwrap_or_else(|e| e.into_inner());
            outlined.insert(first_outlined, body.len() - at);
        }
        true
    }
}

impl SliceWork for SlicedFrontEnd {
    fn slice(&self, index: usize, count: usize, parsed: Option<(&mut Ir, OpId)>) -> bool {
        let ok = parsed.is_some_and(|(ir, module)| self.prepare(index, count, ir, module));
        if !ok {
            self.fail();
        }
        ok
    }

    fn abandon(&self) {
        self.fail();
    }
}

/// Moves the functions outlined in each slice after all the others, in file order, where
/// the one-thread pipeline puts them: `async-to-async-runtime` appends each outlined
/// function to the module, so in the joined module they end each slice's ops instead.
/// `outlined` maps the first outlined function of each slice to the number of top-level ops
/// from it to the slice's end.
fn move_outlined_to_end(module: &mut Module, outlined: &FxHashMap<String, usize>) {
    if outlined.is_empty() {
        return;
    }
    let ir = &mut module.ir;
    let body = ir.region_blocks(ir.region(module.top, 0))[0];
    let ops = ir.block_ops_vec(body);
    let mut moved = Vec::new();
    let mut i = 0;
    while i < ops.len() {
        let run = ir
            .attr(ops[i], "sym_name")
            .and_then(Attribute::as_str)
            .and_then(|name| outlined.get(name).copied());
        match run {
            Some(len) => {
                moved.extend_from_slice(&ops[i..(i + len).min(ops.len())]);
                i += len;
            }
            None => i += 1,
        }
    }
    for op in moved {
        ir.move_op_to_end(op, body);
    }
}

/// The symbols defined directly in `module`'s body.
fn top_level_symbols(ir: &Ir, module: OpId) -> Vec<(String, &'static str, Option<Type>)> {
    ir.body_ops(module)
        .into_iter()
        .filter_map(|op| {
            let name = ir.attr(op, "sym_name")?.as_str()?.to_owned();
            let function_type = match ir.attr(op, "function_type") {
                Some(Attribute::Type(t)) => Some(t.clone()),
                _ => None,
            };
            Some((name, ir.name(op).as_str(), function_type))
        })
        .collect()
}

/// The symbols of every slice but one, for [`verify_symbol_uses_in_slice`].
struct OtherSlices<'s> {
    symbols: FxHashMap<&'s str, SymbolInfo<'s>>,
}

impl<'s> OtherSlices<'s> {
    fn new(all: &'s [Summary], except: usize) -> Self {
        let mut symbols = FxHashMap::default();
        for (i, summary) in all.iter().enumerate() {
            if i == except {
                continue;
            }
            for (name, op_name, function_type) in &summary.symbols {
                // A name defined twice is reported after the join; any of the two will do.
                symbols.entry(name.as_str()).or_insert(SymbolInfo {
                    op_name,
                    function_type: function_type.as_ref(),
                });
            }
        }
        OtherSlices { symbols }
    }
}

impl ForeignSymbols for OtherSlices<'_> {
    fn lookup(&self, name: &str) -> Option<SymbolInfo<'_>> {
        self.symbols.get(name).copied()
    }
}

/// The symbol names of the whole module as `async-to-async-runtime` holds them when it comes
/// to the first `async.execute` of slice `index`: every written symbol, and the functions
/// outlined from the `async.execute`s of the slices before it, named in module order.
fn outline_names_before(all: &[Summary], index: usize) -> SymbolNames {
    let written = all
        .iter()
        .flat_map(|s| s.symbols.iter().map(|(name, _, _)| name.clone()));
    let mut names = SymbolNames::from_names(written);
    for summary in &all[..index] {
        for _ in 0..summary.needs.executes {
            names.unique(OUTLINED_PREFIX);
        }
    }
    names
}

/// Runs `steps` on the slice `module` as the pass manager runs them on a module for code
/// compiled at `opt_level` (`async-to-async-runtime` naming outlined functions from `names`
/// when given).
fn run_steps(
    ir: &mut Ir,
    module: OpId,
    steps: &[Step],
    names: Option<SymbolNames>,
    opt_level: u8,
) -> Result<(), Diagnostic> {
    use crate::passes::{
        async_func_to_async_runtime, async_runtime_ref_counting, async_runtime_ref_counting_opt,
        async_to_async_runtime, coro_split, expand_alloca_scopes, linalg_to_loops, scf_to_cf,
    };
    let mut names = names;
    for step in steps {
        match step {
            Step::ExpandAllocaScopes => expand_alloca_scopes::run(ir, module)?,
            Step::AsyncFuncToAsyncRuntime => async_func_to_async_runtime::run(ir, module)?,
            Step::AsyncToAsyncRuntime => match names.take() {
                Some(names) => async_to_async_runtime::run_with_names(ir, module, names)?,
                None => async_to_async_runtime::run(ir, module)?,
            },
            Step::LinalgToLoops => linalg_to_loops::run(ir, module)?,
            Step::ScfToCf => scf_to_cf::run(ir, module)?,
            Step::RefCounting => {
                for func in ir.body_ops(module) {
                    if ir.is(func, "func.func") {
                        async_runtime_ref_counting::run(ir, func)?;
                        async_runtime_ref_counting_opt::run(ir, func)?;
                    }
                }
            }
            Step::CoroSplit => {
                let options = super::lowering::coro_split_options(opt_level);
                coro_split::run_with(ir, module, options)?
            }
        }
    }
    Ok(())
}

/// Verifier options: the fast front end never shows a diagnostic (on an error the usual
/// front end runs and reports it), so none is decorated with the op it is about.
fn verify_options() -> VerifyOptions {
    VerifyOptions {
        print_op_on_diagnostic: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::print::{PrintOptions, print_op};

    /// `n` functions with loops (to lower) calling each other across the whole file, and an
    /// `extra` function appended at the end.
    fn program(n: usize, extra: &str) -> String {
        let mut text = String::new();
        for i in 0..n {
            let callee = (i + n / 2) % n;
            text.push_str(&format!(
                "func.func @f{i}(%x: i64) -> i64 {{\n  %c0 = arith.constant 0 : index\n  \
                 %c2 = arith.constant 2 : index\n  %c1 = arith.constant 1 : index\n  \
                 %r = scf.for %j = %c0 to %c2 step %c1 iter_args(%a = %x) -> (i64) {{\n    \
                 %b = arith.addi %a, %a : i64\n    scf.yield %b : i64\n  }}\n  \
                 %z = arith.constant 0 : i64\n  %p = arith.cmpi eq, %x, %z : i64\n  \
                 %s = scf.if %p -> (i64) {{\n    scf.yield %r : i64\n  }} else {{\n    \
                 %c = func.call @f{callee}(%z) : (i64) -> i64\n    scf.yield %c : i64\n  }}\n  \
                 return %s : i64\n}}\n"
            ));
        }
        text.push_str(extra);
        text
    }

    /// The usual front end: parse, verify, run the pipeline the driver picks for code
    /// compiled at `opt_level`.
    fn usual(text: &str, file: &Arc<str>, opt_level: u8) -> String {
        let mut module = crate::parse::parse_source(text, file).expect("parses");
        crate::verify::verify(&module.ir, module.top).expect("verifies");
        super::super::prepare(&mut module, opt_level).expect("lowers");
        print_op(&module.ir, module.top, PrintOptions::default())
    }

    /// `text` does not go the fast way, and the usual verifier's first error says `message`.
    fn assert_rejected_the_usual_way(text: &str, name: &str, message: &str) {
        let file: Arc<str> = Arc::from(name);
        assert!(prepare_in_slices(text, &file, 2).is_none());
        let module = crate::parse::parse_source(text, &file).expect("parses");
        let errors = crate::verify::verify(&module.ir, module.top).expect_err("rejected");
        assert!(errors[0].message.contains(message), "{}", errors[0].message);
    }

    /// `text` goes the fast way, and its lowered module prints as the usual way's does, at
    /// `-O0` (ramps without fast paths) and `-O2`.
    fn assert_sliced_like_usual(text: &str, name: &str) {
        let file: Arc<str> = Arc::from(name);
        for opt_level in [0, 2] {
            let sliced = prepare_in_slices(text, &file, opt_level).expect("taken in slices");
            assert_eq!(
                print_op(&sliced.ir, sliced.top, PrintOptions::default()),
                usual(text, &file, opt_level),
                "at -O{opt_level}"
            );
        }
    }

    #[test]
    fn the_first_slice_makes_room_for_every_slice_it_receives() {
        let slice = |ops, coroutine_count| Summary {
            needs: Needs {
                coroutine_count,
                ..Needs::default()
            },
            symbols: Vec::new(),
            parsed: ArenaSize {
                ops,
                values: 2 * ops,
                blocks: 1,
                regions: 1,
            },
        };
        let all = [slice(10, 1), slice(20, 0), slice(30, 2)];
        let lowered = |ops, coroutines| {
            ArenaSize {
                ops,
                values: 2 * ops,
                blocks: 1,
                regions: 1,
            } + LOWERED_PER_COROUTINE * coroutines
        };
        assert_eq!(room_for_lowering(&all, 2), lowered(30, 2));
        assert_eq!(room_for_lowering(&all, 1), lowered(20, 0));
        assert_eq!(
            room_for_lowering(&all, 0),
            lowered(10, 1) + lowered(20, 0) + lowered(30, 2)
        );
    }

    #[test]
    fn slices_give_the_module_the_usual_front_end_gives() {
        let text = program(600, "");
        assert_sliced_like_usual(&text, "slices.mlir");
    }

    #[test]
    fn an_error_in_a_function_sends_the_program_the_usual_way() {
        let bad =
            "func.func @bad() -> i64 {\n  %c = arith.constant 1 : i32\n  return %c : i32\n}\n";
        let text = program(600, bad);
        assert!(prepare_in_slices(&text, &Arc::from("bad.mlir"), 2).is_none());
    }

    /// A global of the first slice used from the last one: the last slice cannot check the
    /// use on its own, so the program goes the usual way, which accepts it.
    #[test]
    fn a_symbol_of_another_slice_sends_the_program_the_usual_way() {
        let global = "memref.global \"private\" @g : memref<2xi64> = dense<[1, 2]>\n";
        let user = "func.func @use() -> memref<2xi64> {\n  \
                    %m = memref.get_global @g : memref<2xi64>\n  return %m : memref<2xi64>\n}\n";
        let text = format!("{global}{}", program(600, user));
        let file: Arc<str> = Arc::from("global.mlir");
        assert!(prepare_in_slices(&text, &file, 2).is_none());
        usual(&text, &file, 2);
    }

    /// Async functions calling each other across the whole file, with `async.execute`s
    /// (outlined and named in module order) in several slices and a blocking await in a
    /// plain function.
    fn async_program(n: usize) -> String {
        let mut text = String::new();
        for i in 0..n {
            text.push_str(&format!(
                "async.func @a{i}(%x: i64) -> !async.value<i64> {{\n  \
                 %c1 = arith.constant 1 : i64\n  %y = arith.addi %x, %c1 : i64\n"
            ));
            if i > 0 {
                text.push_str(&format!(
                    "  %v = async.call @a{}(%y) : (i64) -> !async.value<i64>\n  \
                     %w = async.await %v : !async.value<i64>\n",
                    i - 1
                ));
            } else {
                text.push_str("  %w = arith.addi %y, %y : i64\n");
            }
            if i % 7 == 3 {
                text.push_str(
                    "  %t, %e = async.execute -> !async.value<i64> {\n    \
                     %m = arith.muli %w, %w : i64\n    async.yield %m : i64\n  }\n  \
                     %r = async.await %e : !async.value<i64>\n  return %r : i64\n}\n",
                );
            } else {
                text.push_str("  return %w : i64\n}\n");
            }
        }
        text.push_str(&format!(
            "func.func @main() -> i64 {{\n  %c = arith.constant 3 : i64\n  \
             %v = async.call @a{}(%c) : (i64) -> !async.value<i64>\n  \
             %r = async.await %v : !async.value<i64>\n  return %r : i64\n}}\n",
            n - 1
        ));
        text
    }

    #[test]
    fn async_slices_give_the_module_the_usual_front_end_gives() {
        let text = async_program(400);
        assert_sliced_like_usual(&text, "async.mlir");
    }

    #[test]
    fn plain_and_async_slices_together() {
        let text = format!("{}{}", program(300, ""), async_program(300));
        assert_sliced_like_usual(&text, "mixed.mlir");
    }

    /// A call whose callee, in another slice, is a plain function: the check of the use
    /// against the other slice's symbols fails, and the usual way reports it.
    #[test]
    fn an_async_call_of_a_function_in_another_slice_is_checked() {
        let plain = "func.func @p(%x: i64) -> !async.value<i64> {\n  \
                     %v = async.runtime.create : !async.value<i64>\n  \
                     return %v : !async.value<i64>\n}\n";
        let caller = "func.func @c() {\n  %c = arith.constant 1 : i64\n  \
                      %v = async.call @p(%c) : (i64) -> !async.value<i64>\n  return\n}\n";
        let text = format!("{plain}{}{caller}", async_program(500));
        assert_rejected_the_usual_way(
            &text,
            "bad-call.mlir",
            "does not reference a valid async function",
        );
    }

    /// A plain slice calling an `async.func` of another slice with `func.call`: an error in
    /// the program as written, which the callee's lowering (to a `func.func` of the same
    /// type) would hide if the call were only checked after the join.
    #[test]
    fn a_plain_call_of_an_async_func_in_another_slice_is_checked() {
        let caller = "func.func @c(%x: i64) -> !async.value<i64> {\n  \
                      %v = func.call @a0(%x) : (i64) -> !async.value<i64>\n  \
                      return %v : !async.value<i64>\n}\n";
        let text = format!("{}{}", async_program(300), program(300, caller));
        assert_rejected_the_usual_way(
            &text,
            "plain-call.mlir",
            "does not reference a valid function",
        );
    }

    /// A written symbol, in the last slice, named as `coro-split` names the resume function
    /// of a coroutine in the first slice: the one-thread pipeline then picks another name,
    /// which the first slice cannot know. The joined module's names are checked for
    /// uniqueness (its symbol uses are not walked again), so the program goes the usual way.
    #[test]
    fn a_written_name_a_split_in_another_slice_takes_sends_the_program_the_usual_way() {
        let taken = "func.func private @a1.resume()\n";
        let text = format!("{}{taken}", async_program(400));
        let file: Arc<str> = Arc::from("resume-name.mlir");
        assert!(prepare_in_slices(&text, &file, 2).is_none());
        assert!(usual(&text, &file, 2).contains("func.func private @a1.resume_0("));
    }

    /// The same symbol written in two slices: rejected after the join, as on one thread.
    #[test]
    fn a_symbol_written_in_two_slices_is_a_redefinition() {
        let twice = "func.func private @twice()\n";
        let text = format!("{twice}{}{twice}", async_program(400));
        assert_rejected_the_usual_way(&text, "twice.mlir", "redefinition of symbol named 'twice'");
    }

    /// A written symbol with the name an outlined function would take elsewhere: the names
    /// still follow the one-thread pipeline's.
    #[test]
    fn outlined_names_skip_written_symbols_of_other_slices() {
        let taken = "func.func private @async_execute_fn_5()\n";
        let text = format!("{}{taken}", async_program(400));
        assert_sliced_like_usual(&text, "names.mlir");
    }
}
