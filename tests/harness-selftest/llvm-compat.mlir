// Self-test of the harness: places where litcheck alone would differ from LLVM FileCheck and
// tests/harness/filecheck.rs makes it agree. Every line here passes with LLVM's FileCheck too
// (COROLIFT_LIT_FILECHECK=/usr/lib/llvm-22/bin/FileCheck cargo test --test lit).
//
// Runs of blanks in the input match one blank in the pattern, and the other way round.
// RUN: printf 'a   :\t i32\n' | FileCheck %s --check-prefix=CANON
// CANON: a : i32
// RUN: printf 'a : i32\n' | FileCheck %s --check-prefix=CANON2
// CANON2: a  :    i32
//
// Trailing blanks of a pattern are ignored (written by printf: editors strip them here).
// RUN: printf 'CHECK: foo  \n' > %t.trailing
// RUN: echo foo | FileCheck %t.trailing
// RUN: echo foo | FileCheck %t.trailing --strict-whitespace
//
// Blanks at the edges of a {{regex}} belong to the regex.
// RUN: echo 'a    b' | FileCheck %s --check-prefix=EDGE
// EDGE: a{{ +}}b
// RUN: echo 'a b' | FileCheck %s --check-prefix=EDGE2
// EDGE2: a{{ }}b
// RUN: echo 'a b' | FileCheck %s --check-prefix=EDGE3
// EDGE3: a{{ b}}
// RUN: echo 'a b' | FileCheck %s --check-prefix=EDGE4
// EDGE4: {{a }}b
//
// LLVM's option spellings: single dash, separate values, boolean flags with a value.
// RUN: echo 'x  y' | FileCheck -check-prefix SPELL -match-full-lines=true %s
// RUN: echo 'x  y' | FileCheck --check-prefixes SPELL,UNUSED --allow-unused-prefixes=1 %s
// RUN: echo 'x  y' | FileCheck %s -check-prefix=SPELL -strict-whitespace=false -dump-input-context 5
// SPELL: x y
//
// `COM:` comments out a directive.
// RUN: echo 'b' | FileCheck %s --check-prefix=COMMENTED
// COM: COMMENTED: not-in-the-input
// COMMENTED: b
//
// Two identical CHECK-DAG lines need two matches. LLVM fails (1) on a single match; the
// built-in FileCheck cannot tell and refuses the check file (2) instead of passing.
// RUN: printf 'CHECK-DAG: a\nCHECK-DAG: a\n' > %t.dag
// RUN: echo a | not FileCheck %t.dag
// RUN: printf 'CHECK-DAG: a\nCHECK-NOT: b\nCHECK-DAG: a\n' > %t.dag2
// RUN: printf 'a\na\n' | FileCheck %t.dag2
