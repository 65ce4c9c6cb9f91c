//! The fast front end of `corolift run` and `corolift compile` for large programs: parse,
//! verify and lower each slice of the file on its own thread.
//!
//! The usual front end is three steps over the whole module: parse (on several threads for
//! a large file, see `parse/parallel.rs`), verify (the functions on several threads), then
//! the lowering pipeline [`super::lowering::codegen_pipeline`] picks (on one thread). For a
//! program without async ops that pipeline is only `convert-scf-to-cf`, which rewrites each
//! function on its own. So each slice can go through all three steps on its thread, while
//! its IR is still in that core's cache, and only what needs the whole module is left for
//! after the join:
//!
//! 1. on each slice's thread ([`prepare_slice`]): give up if the slice has async ops (the
//!    async passes work on the whole module); verify every function completely
//!    ([`verify_isolated_children`]); lower its `scf` ops;
//! 2. after the join: everything else the verifier checks ([`verify_except_isolated_children`]:
//!    the module op, ops outside functions, symbol names and symbol uses, such as calls into
//!    functions of other slices).
//!
//! The two verifier calls together check what the one-call verifier checks, so the fast
//! front end accepts exactly the programs the usual one accepts. It is used only when it
//! succeeds. On any error, it returns `None`, and the caller starts over with the usual front
//! end, which reports the error in the usual order. `scf` lowering runs before the
//! module-level checks here, but only on programs that pass them in the end: a program that
//! fails them is parsed and verified again from scratch.
//!
//! A function is verified inside its slice's stand-in module, which holds only the slice's
//! symbols. A verifier that looks a symbol up (`memref.get_global`) then fails for a symbol
//! of another slice. The fast front end gives up on such a program. It never accepts a wrong
//! one, because a symbol it finds in its slice is the same symbol in the joined module.

use std::sync::Arc;

use crate::diag::Diagnostic;
use crate::ir::{Ir, OpId};
use crate::parse::Module;
use crate::verify::{VerifyOptions, verify_except_isolated_children, verify_isolated_children};

/// Parses, verifies and lowers `text` slice by slice as the module doc describes; the module
/// then needs no more passes before code generation. `None` when that is not possible (a
/// small file, async ops, any error): the caller then takes the usual way.
pub fn prepare_in_slices(text: &str, file: &Arc<str>) -> Option<Module> {
    // Async ops (and the frame ops of an already split program) need the whole-module passes;
    // their names give them away before any parsing is spent on them.
    let bytes = text.as_bytes();
    if memchr::memmem::find(bytes, b"async.").is_some()
        || memchr::memmem::find(bytes, b"corolift.").is_some()
    {
        return None;
    }
    let module = crate::parse::parse_in_slices(text, file, &prepare_slice)?;
    verify_except_isolated_children(&module.ir, module.top, verify_options()).ok()?;
    // No slice has async ops and every slice had its `scf` lowered: the pipeline would pick
    // nothing more (a walk of the whole module, so only checked in debug builds).
    debug_assert!(
        super::lowering::codegen_pipeline(&module.ir, module.top).is_none(),
        "prepare_in_slices left something to lower"
    );
    Some(module)
}

/// Step 1 of the module doc, on one slice: `false` if the slice needs the usual way.
fn prepare_slice(ir: &mut Ir, module: OpId) -> bool {
    let (mut scf, mut whole_module) = (false, false);
    ir.walk_pre(module, &mut |op| match ir.name(op).dialect() {
        "scf" => scf = true,
        "async" | "corolift" => whole_module = true,
        _ => {}
    });
    if whole_module || verify_isolated_children(ir, module, verify_options()).is_err() {
        return false;
    }
    !scf || lower_scf(ir, module).is_ok()
}

fn lower_scf(ir: &mut Ir, module: OpId) -> Result<(), Diagnostic> {
    crate::passes::scf_to_cf::run(ir, module)
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

    /// The usual front end: parse, verify, run the pipeline the driver picks.
    fn usual(text: &str, file: &Arc<str>) -> String {
        let mut module = crate::parse::parse_source(text, file).expect("parses");
        crate::verify::verify(&module.ir, module.top).expect("verifies");
        super::super::prepare(&mut module).expect("lowers");
        print_op(&module.ir, module.top, PrintOptions::default())
    }

    #[test]
    fn slices_give_the_module_the_usual_front_end_gives() {
        let text = program(600, "");
        let file: Arc<str> = Arc::from("slices.mlir");
        let sliced = prepare_in_slices(&text, &file).expect("taken in slices");
        assert_eq!(
            print_op(&sliced.ir, sliced.top, PrintOptions::default()),
            usual(&text, &file)
        );
    }

    #[test]
    fn an_error_in_a_function_sends_the_program_the_usual_way() {
        let bad =
            "func.func @bad() -> i64 {\n  %c = arith.constant 1 : i32\n  return %c : i32\n}\n";
        let text = program(600, bad);
        assert!(prepare_in_slices(&text, &Arc::from("bad.mlir")).is_none());
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
        assert!(prepare_in_slices(&text, &file).is_none());
        usual(&text, &file);
    }

    #[test]
    fn async_programs_go_the_usual_way() {
        let exec = "func.func @main() {\n  %t = async.execute {\n    async.yield\n  }\n  \
                    async.await %t : !async.token\n  return\n}\n";
        assert!(prepare_in_slices(&program(600, exec), &Arc::from("async.mlir")).is_none());
    }
}
