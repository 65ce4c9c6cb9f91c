//! Unit tests of the verifier and of `-verify-diagnostics` checking. Expected texts come from
//! mlir-opt-22 runs on the same inputs.

use std::sync::Arc;

use super::*;
use crate::diag::{Diagnostic, Severity};
use crate::ir::{Ir, Location, OpId};

fn file() -> Arc<str> {
    Arc::from("t.mlir")
}

fn parse(src: &str) -> (Ir, OpId) {
    let m = crate::parse::parse_source(src, &file()).expect("test input parses");
    (m.ir, m.top)
}

/// `line: severity: message` for each diagnostic and note. (Columns are left out: the
/// parser's op locations are its business; the `.mlir` tests check them.)
fn flat(diags: &[Diagnostic]) -> Vec<String> {
    let mut out = Vec::new();
    for d in diags {
        for x in std::iter::once(d).chain(&d.notes) {
            let pos = match &x.loc {
                Location::FileLineCol { line, .. } => format!("{line}"),
                other => format!("{other}"),
            };
            out.push(format!("{pos}: {}: {}", x.severity, x.message));
        }
    }
    out
}

fn errors(src: &str) -> Vec<String> {
    let (ir, top) = parse(src);
    match verify(&ir, top) {
        Ok(()) => Vec::new(),
        Err(d) => flat(&d),
    }
}

fn messages(src: &str) -> Vec<String> {
    let (ir, top) = parse(src);
    let opts = VerifyOptions {
        print_op_on_diagnostic: false,
    };
    match verify_with(&ir, top, opts) {
        Ok(()) => Vec::new(),
        Err(d) => d.iter().map(|d| d.message.clone()).collect(),
    }
}

#[test]
fn valid_input_verifies() {
    let src = "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  cf.br ^bb1(%0 : i32)\n^bb1(%b: i32):\n  return %b : i32\n}\n";
    assert_eq!(errors(src), Vec::<String>::new());
}

#[test]
fn dominance_same_block() {
    let src = "func.func @f() {\n  %0 = arith.addi %1, %1 : i32\n  %1 = arith.constant 1 : i32\n  return\n}\n";
    let e = errors(src);
    assert_eq!(e.len(), 3, "{e:?}");
    assert!(e[0].ends_with("error: operand #0 does not dominate this use"));
    assert!(e[1].contains("note: see current operation: %0 = \"arith.addi\"(%1, %1)"));
    assert!(e[2].starts_with("3:"));
    assert!(e[2].ends_with("note: operand defined here (op in the same block)"));
}

#[test]
fn dominance_across_blocks_and_regions() {
    let src = "func.func @f(%c: i1) {\n  cf.cond_br %c, ^bb1, ^bb2\n^bb1:\n  %0 = arith.constant 1 : i32\n  cf.br ^bb3\n^bb2:\n  %1 = arith.addi %0, %0 : i32\n  cf.br ^bb3\n^bb3:\n  return\n}\n";
    let e = messages(src);
    assert_eq!(e, vec!["operand #0 does not dominate this use"]);
    let e = errors(src);
    assert!(
        e.last()
            .is_some_and(|n| n.ends_with("(op in the same region)"))
    );
}

#[test]
fn unreachable_blocks_are_not_checked() {
    let src = "func.func @f() {\n  return\n^bb1:\n  %1 = arith.addi %0, %0 : i32\n  %0 = arith.constant 1 : i32\n  return\n}\n";
    assert_eq!(errors(src), Vec::<String>::new());
}

#[test]
fn one_error_per_function() {
    let src = "func.func @f() {\n  %0 = arith.addi %1, %1 : i32\n  %1 = arith.constant 1 : i32\n  %2 = arith.addi %3, %3 : i32\n  %3 = arith.constant 1 : i32\n  return\n}\nfunc.func @g() {\n  %0 = arith.addi %1, %1 : i32\n  %1 = arith.constant 1 : i32\n  return\n}\nfunc.func @h() {\n  call @nope() : () -> ()\n  return\n}\n";
    let (ir, top) = parse(src);
    let d = verify(&ir, top).expect_err("invalid");
    let lines: Vec<String> = d
        .iter()
        .map(|d| flat(std::slice::from_ref(d))[0].clone())
        .collect();
    assert_eq!(lines.len(), 2);
    assert!(lines[0].starts_with("2:"));
    assert!(lines[1].starts_with("9:"));
}

#[test]
fn block_without_terminator() {
    let src = "func.func @f() {\n  %0 = arith.constant 1 : i32\n}\n";
    assert_eq!(
        messages(src),
        vec![
            "block with no terminator, has %0 = \"arith.constant\"() <{value = 1 : i32}> : () -> i32"
        ]
    );
}

#[test]
fn terminator_must_be_last() {
    let src =
        "func.func @g() {\n  \"func.return\"() : () -> ()\n  %0 = arith.constant 1 : i32\n}\n";
    let e = errors(src);
    assert_eq!(
        e,
        vec![
            "2: error: 'func.return' op must be the last operation in the parent block",
            "2: note: see current operation: \"func.return\"() : () -> ()",
        ]
    );
}

#[test]
fn successors_mid_block_and_entry_predecessors() {
    let src = "func.func @f() {\n  cf.br ^bb1\n  cf.br ^bb1\n^bb1:\n  return\n}\n";
    assert_eq!(
        messages(src),
        vec!["operation with block successors must terminate its parent block"]
    );
    let src = "func.func @g() {\n^bb0:\n  cf.br ^bb1\n^bb1:\n  \"cf.br\"() [^bb0] : () -> ()\n}\n";
    let e = errors(src);
    assert_eq!(
        e,
        vec!["1: error: entry block of region may not have predecessors"]
    );
}

#[test]
fn empty_block_needs_terminator() {
    let src = "func.func @f() {\n  cf.br ^bb1\n^bb1:\n  return\n^bb2:\n}\n";
    assert_eq!(
        errors(src),
        vec!["1: error: empty block: expect at least a terminator"]
    );
}

#[test]
fn successor_operands() {
    let src = "func.func @f(%c: i32) {\n  cf.br ^bb1(%c : i32)\n^bb1:\n  return\n}\n";
    assert_eq!(
        messages(src),
        vec!["branch has 1 operands for successor #0, but target block has 0"]
    );
    let src =
        "func.func @f(%c: i32, %d: f32) {\n  cf.br ^bb1(%d : f32)\n^bb1(%x: i32):\n  return\n}\n";
    assert_eq!(
        messages(src),
        vec!["type mismatch for bb argument #0 of successor #0"]
    );
}

#[test]
fn call_symbol_uses() {
    let undefined = "func.func @f() {\n  call @nope() : () -> ()\n  return\n}\n";
    assert_eq!(
        errors(undefined),
        vec![
            "2: error: 'func.call' op 'nope' does not reference a valid function",
            "2: note: see current operation: \"func.call\"() <{callee = @nope}> : () -> ()",
        ]
    );
    let decl = "func.func private @a(%x: i32) -> (i32, f32)\n";
    let count = format!(
        "{decl}func.func @h(%x: i32) {{\n  %0:2 = call @a(%x, %x) : (i32, i32) -> (i32, f32)\n  return\n}}\n"
    );
    assert_eq!(
        messages(&count),
        vec!["'func.call' op incorrect number of operands for callee"]
    );
    let ty = format!(
        "{decl}func.func @h(%x: f32) {{\n  %0:2 = call @a(%x) : (f32) -> (i32, f32)\n  return\n}}\n"
    );
    assert_eq!(
        messages(&ty),
        vec![
            "'func.call' op operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 0"
        ]
    );
    let results = format!(
        "{decl}func.func @h(%x: i32) {{\n  %0 = call @a(%x) : (i32) -> i32\n  return\n}}\n"
    );
    assert_eq!(
        messages(&results),
        vec!["'func.call' op incorrect number of results for callee"]
    );
    let result_ty = format!(
        "{decl}func.func @g(%x: i32) {{\n  %0:2 = call @a(%x) : (i32) -> (i32, i32)\n  return\n}}\n"
    );
    let e = errors(&result_ty);
    assert_eq!(
        e[0],
        "3: error: 'func.call' op result type mismatch at index 1"
    );
    assert_eq!(e[2], "3: note:       op result types: 'i32', 'i32'");
    assert_eq!(e[3], "3: note: function result types: 'i32', 'f32'");
    // Symbol uses are walked with a region stack: the last function's body comes first.
    let both = format!(
        "{decl}func.func @g(%x: i32) {{\n  %0 = call @a(%x) : (i32) -> i32\n  return\n}}\nfunc.func @h(%x: i32) {{\n  %0:2 = call @a(%x, %x) : (i32, i32) -> (i32, i32)\n  return\n}}\n"
    );
    assert_eq!(
        messages(&both),
        vec!["'func.call' op incorrect number of operands for callee"]
    );
}

#[test]
fn symbol_redefinition() {
    let src = "func.func @f() {\n  return\n}\nfunc.func @f() {\n  return\n}\n";
    let e = errors(src);
    assert_eq!(e[0], "4: error: redefinition of symbol named 'f'");
    assert_eq!(
        e[1],
        "4: note: see current operation: \n\"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({\n  \"func.return\"() : () -> ()\n}) : () -> ()"
    );
    assert_eq!(e[2], "1: note: see existing symbol definition here");
}

#[test]
fn isolation_violation() {
    let src = "%c = arith.constant 7 : i32\nfunc.func @f() {\n  %x = arith.constant 2 : i32\n  %y = arith.addi %x, %x : i32\n  return\n}\n";
    let (mut ir, top) = parse(src);
    let outer = ir.body_ops(top)[0];
    let func = ir.body_ops(top)[1];
    let body = ir.entry_block(ir.region(func, 0)).expect("body");
    let add = ir.block_ops_vec(body)[1];
    let c = ir.result(outer, 0);
    ir.set_operand(add, 0, c);
    let d = verify(&ir, top).expect_err("invalid");
    let e = flat(&d);
    assert_eq!(
        e[0],
        "4: error: 'arith.addi' op using value defined outside the region"
    );
    assert_eq!(
        e.last().map(String::as_str),
        Some("2: note: required by region isolation constraints")
    );
}

#[test]
fn unresolved_placeholder_operand() {
    let src = "func.func @f() {\n  %x = arith.constant 2 : i32\n  %y = arith.addi %x, %x : i32\n  return\n}\n";
    let (mut ir, top) = parse(src);
    let func = ir.body_ops(top)[0];
    let body = ir.entry_block(ir.region(func, 0)).expect("body");
    let add = ir.block_ops_vec(body)[1];
    let ph = ir.new_placeholder(crate::ir::Type::Index);
    ir.set_operand(add, 1, ph);
    let opts = VerifyOptions {
        print_op_on_diagnostic: false,
    };
    let d = verify_with(&ir, top, opts).expect_err("invalid");
    assert_eq!(d[0].message, "null operand found");
}

#[test]
fn op_note_uses_enclosing_function_numbering() {
    let src = "func.func @f(%a: i32, %c: i1) -> i32 {\n  %x = arith.addi %a, %a : i32\n  %r = scf.if %c -> i32 {\n    %y = arith.addi %x, %a : i32\n    scf.yield %y : i32\n  } else {\n    %z = arith.muli %x, %a : i32\n    scf.yield %z : i32\n  }\n  return %r : i32\n}\n";
    let (ir, top) = parse(src);
    let func = ir.body_ops(top)[0];
    let body = ir.entry_block(ir.region(func, 0)).expect("body");
    let if_op = ir.block_ops_vec(body)[1];
    let else_block = ir.entry_block(ir.region(if_op, 1)).expect("else");
    let muli = ir.block_ops_vec(else_block)[0];
    assert_eq!(
        crate::print::print_op_generic_local(&ir, muli),
        "%2 = \"arith.muli\"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32"
    );
}

// -------------------------------------------------------------------------------------------
// -verify-diagnostics
// -------------------------------------------------------------------------------------------

fn diag(sev: Severity, line: u32, col: u32, msg: &str) -> Diagnostic {
    Diagnostic {
        severity: sev,
        loc: Location::file_line_col(&file(), line, col),
        message: msg.to_owned(),
        notes: Vec::new(),
    }
}

fn check(src: &str, produced: &[Diagnostic]) -> String {
    match check_expected(src, &file(), produced) {
        Ok(()) => String::new(),
        Err(f) => render_check_failures(src, &file(), &f),
    }
}

#[test]
fn designators_match() {
    let src = "// expected-error @+1 {{does not dominate}}\n  %0 = x\n  %1 = y // expected-note {{defined here}}\n// expected-warning @below {{w}}\n// expected-remark @above {{r}}\n\nz\n// expected-error-re @-1 {{op{{[0-9]+$}}}}\n";
    let mut e = diag(
        Severity::Error,
        2,
        8,
        "operand #0 does not dominate this use",
    );
    e.notes.push(diag(
        Severity::Note,
        2,
        8,
        "see current operation: %0 = ...",
    ));
    e.notes.push(diag(
        Severity::Note,
        3,
        8,
        "operand defined here (op in the same block)",
    ));
    let produced = [
        e,
        diag(Severity::Warning, 6, 1, "w!"),
        diag(Severity::Remark, 2, 1, "rr"),
        diag(Severity::Error, 7, 1, "an op42"),
    ];
    assert_eq!(check(src, &produced), "");
}

#[test]
fn designator_failures_render_like_mlir_opt() {
    let src = "func.func @f() {\n  // expected-error @+1 {{nothing}}\n  async.await %a : f32\n  return // expected-note {{zz}}\n}\n// expected-error@unknown {{u}}\n";
    let produced = [
        diag(
            Severity::Error,
            3,
            3,
            "'async.await' op operand #0 must be async value type",
        ),
        diag(Severity::Error, 4, 3, "zz"),
    ];
    let expected = "t.mlir:3:3: error: unexpected error: 'async.await' op operand #0 must be async value type\n  async.await %a : f32\n  ^\nt.mlir:4:13: error: 'error' diagnostic emitted when expecting a 'note'\n  return // expected-note {{zz}}\n            ^\nt.mlir:2:6: error: expected error \"nothing\" was not produced\n  // expected-error @+1 {{nothing}}\n     ^~~~~~~\nt.mlir:4:13: error: expected note \"zz\" was not produced\n  return // expected-note {{zz}}\n            ^~\n<unknown>:0: error: expected error \"u\" was not produced\n<unknown>:0: error: expected error \"u\" was not produced\n";
    assert_eq!(check(src, &produced), expected);
}

#[test]
fn bad_regex_designators() {
    let src = "// expected-error-re@+1 {{abc{{[}}}}\n// expected-error-re@+1 {{abc{{x}}\n// expected-note@+1 {{}}\nx\n";
    let out = check(src, &[]);
    assert_eq!(
        out,
        "t.mlir:1:4: error: invalid regex: brackets ([ ]) not balanced\n// expected-error-re@+1 {{abc{{[}}}}\n   ^~~~~~~~\nt.mlir:2:4: error: found start of regex with no end '}}'\n// expected-error-re@+1 {{abc{{x}}\n   ^~~~~~\nt.mlir:3:4: error: expected note \"\" was not produced\n// expected-note@+1 {{}}\n   ^\n"
    );
}

#[test]
fn other_files_and_dangling_below() {
    let src = "a\n// expected-error @below {{dangling}}\n";
    let produced = [Diagnostic::error(
        Location::file_line_col(&Arc::from("x.mlir"), 7, 3),
        "m",
    )];
    assert_eq!(
        check(src, &produced),
        "x.mlir:7:3: error: unexpected error: m\nt.mlir:2:4: error: expected error \"dangling\" was not produced\n// expected-error @below {{dangling}}\n   ^~~~~~~~\n"
    );
}

#[test]
fn designators_not_produced_without_flag() {
    let src = "// expected-error-re@+1 {{a{{(}}}}\n// expected-error @+1 {{abc}}\nx\n";
    let (before, after) = expected_designators_not_produced(src, &file());
    assert_eq!(before.len(), 1);
    assert_eq!(before[0].message, "invalid regex: parentheses not balanced");
    assert_eq!(after.len(), 1);
    assert_eq!(after[0].message, "expected error \"abc\" was not produced");
}

#[test]
fn hostile_designators_do_not_panic() {
    let src = "// expected-error @+99999999999999999999 {{x}}\n// expected-error @-9 {{y}}\n// expected-error-re {{{{(((((a*)*)*)*)*b}}}}\n// expected-error @below {{é{{}}\n\u{0}expected-note{{}}\n";
    let produced = [
        diag(Severity::Error, 1, 1, &"a".repeat(64)),
        Diagnostic::error(Location::Opaque(Arc::from("\"n\"(\"t.mlir\":5:1)")), "é"),
        Diagnostic::error(Location::Unknown, "u"),
    ];
    let r = check_expected(src, &file(), &produced);
    let out = render_check_failures(src, &file(), r.as_ref().err().map_or(&[], |v| v.as_slice()));
    assert!(out.contains("unexpected error"));
}

/// A module with more functions than the parallel threshold: every broken function is
/// reported, in module order, whichever thread verified it.
#[test]
fn many_functions_report_errors_in_module_order() {
    let mut src = String::new();
    for i in 0..100 {
        if i % 30 == 7 {
            // A `return` (on line 3i+2) that does not match the function type.
            src.push_str(&format!("func.func @f{i}() -> i32 {{\n  return\n}}\n"));
        } else {
            src.push_str(&format!("func.func @f{i}() {{\n  return\n}}\n"));
        }
    }
    let errs = errors(&src);
    let lines: Vec<&str> = errs
        .iter()
        .filter(|e| e.contains(": error: "))
        .map(|e| e.split(':').next().unwrap_or(""))
        .collect();
    assert_eq!(lines, ["23", "113", "203", "293"], "{errs:#?}");
}
