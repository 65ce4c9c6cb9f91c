// A program of 1000 functions (about 370 KB, printed by Inputs/many_functions.py): large
// enough for corolift to parse, verify and lower it slice by slice on several threads
// (driver::prepare_in_slices), and the calls of @main reach functions in every slice.
// The value is hand arithmetic: @f<i> adds i to its argument (i % 4) + 1 times, so @main
// prints the sum over i < 1000 of i * ((i % 4) + 1); with i = 4q + r that is the sum over
// q < 250 of (40 q + 20) = 40 * 31125 + 20 * 250 = 1250000 (mlir-runner-22 prints the same).
// RUN: python3 %S/Inputs/many_functions.py 1000 | corolift run - | FileCheck %s
// RUN: python3 %S/Inputs/many_functions.py 1000 | corolift run - --verbose 2>&1 >/dev/null | FileCheck %s --check-prefix=SLICED
// COMPARE-SKIP: the program is printed by the RUN line (Inputs/many_functions.py); mlir-runner-22 prints the same 1250000 for it

// CHECK:     1250000
// CHECK-NOT: {{.}}

// SLICED: parse, verify and lowering in slices
