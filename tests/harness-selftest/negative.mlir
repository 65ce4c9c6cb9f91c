// Self-test of the harness: checks that must FAIL, so a FileCheck that accepts everything
// (or a `not` that inverts nothing) turns this test red. Each prefix is one wrong expectation
// about the input below. First `not` itself: it inverts the status, and a crash is not a
// "failure" unless `--crash` says so.
// ROUNDTRIP-SKIP: not an MLIR program (FileCheck input of the harness self-test)
// RUN: not false
// RUN: not not true
// RUN: not --crash bash -c 'kill -SEGV $$'
// RUN: not not --crash bash -c 'exit 1'
// Mismatches must make FileCheck exit with 1 ("a check failed"), not 2 ("could not run"),
// so that a typo in an option cannot make one of these pass.
// RUN: grep -v '^//' %s > %t
// RUN: FileCheck %s --input-file=%t --check-prefix=MISSING; test $? -eq 1
// RUN: FileCheck %s --input-file=%t --check-prefix=NEXT; test $? -eq 1
// RUN: FileCheck %s --input-file=%t --check-prefix=SAME; test $? -eq 1
// RUN: FileCheck %s --input-file=%t --check-prefix=NOT; test $? -eq 1
// RUN: FileCheck %s --input-file=%t --check-prefix=VAR; test $? -eq 1
// RUN: FileCheck %s --input-file=%t --check-prefix=ORDER; test $? -eq 1
// RUN: FileCheck %s --input-file=%t --check-prefix=EMPTY; test $? -eq 1
// RUN: FileCheck %s --input-file=%t --check-prefix=COUNT; test $? -eq 1
// RUN: FileCheck %s --input-file=%t --check-prefix=DAG; test $? -eq 1
// RUN: FileCheck %s --input-file=%t --check-prefix=LABEL; test $? -eq 1
// RUN: FileCheck %s --input-file=%t --check-prefix=FULL --match-full-lines; test $? -eq 1
// RUN: FileCheck %s --input-file=%t --check-prefix=STRICT --strict-whitespace; test $? -eq 1
// RUN: FileCheck %s --input-file=%t --check-prefix=OK --implicit-check-not=muli; test $? -eq 1
// The same through `not`, and the cases where FileCheck cannot run at all (exit 2).
// RUN: not FileCheck %s --input-file=%t --check-prefix=MISSING
// RUN: cat %t | not FileCheck %s --check-prefix=NEXT
// RUN: not FileCheck %s --check-prefix=OK < /dev/null
// RUN: grep -v '^//' %s | not FileCheck %s --check-prefix=NOSUCHPREFIX
// RUN: not count 2 < %t
// The failure output must carry a diagnostic that names the failing check.
// RUN: not FileCheck %s --input-file=%t --check-prefix=NEXT 2> %t.err
// RUN: FileCheck %s --input-file=%t.err --check-prefix=DIAG
// DIAG: NEXT-NEXT

%0 = arith.addi %x, %y : i32
%1 = arith.muli %0, %0 : i32
return %1 : i32

// OK:       arith.addi
// OK:       return

// MISSING:  arith.subi
// NEXT:     arith.addi
// NEXT-NEXT: return
// SAME:     arith.addi
// SAME-SAME: arith.muli
// NOT:      arith.addi
// NOT-NOT:  arith.muli
// NOT:      return
// VAR:      %[[V:[0-9]+]] = arith.addi
// VAR:      return %[[V]]
// ORDER:    arith.muli
// ORDER:    arith.addi
// EMPTY:    arith.addi
// EMPTY-EMPTY:
// COUNT-COUNT-2: arith.addi
// DAG-DAG:  arith.muli
// DAG-DAG:  arith.subi
// LABEL-LABEL: arith.addi
// LABEL:    arith.muli
// LABEL-LABEL: return
// LABEL:    arith.addi
// FULL:     arith.addi
// STRICT:   %0 = arith.addi  %x
