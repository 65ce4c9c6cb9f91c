// `corolift compare`: bad command lines and missing LLVM tools are errors with exit status 2
// and a message, never a crash; none of these needs the MLIR tools.
// RUN: not corolift compare 2>&1 | FileCheck %s --check-prefix=NOFILE
// RUN: not corolift compare %s %s 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: not corolift compare %s --rns=2 2>&1 | FileCheck %s --check-prefix=TYPO
// RUN: not corolift compare %s --runs=0 2>&1 | FileCheck %s --check-prefix=RUNS
// RUN: not corolift compare %s -entry-point-result=i8 2>&1 | FileCheck %s --check-prefix=RESULT
// RUN: not corolift compare %s.does-not-exist 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not corolift compare - 2>&1 | FileCheck %s --check-prefix=STDIN
// Exit status 2 exactly (1 means "outputs differ").
// RUN: corolift compare %s --runs=0 2>/dev/null; test $? -eq 2
// RUN: corolift compare --help | FileCheck %s --check-prefix=HELP
// RUN: corolift --help | FileCheck %s --check-prefix=CMDS

// NOFILE: corolift compare: Not enough positional command line arguments specified!
// TWO: corolift compare: Too many positional arguments specified!
// TYPO: corolift compare: Unknown command line argument '--rns=2'.
// TYPO-NEXT: corolift compare: Did you mean '--runs'?
// RUNS: corolift compare: for the --runs option: '0' value invalid for positive integer argument!
// RESULT: corolift compare: for the -entry-point-result option: Cannot find option named 'i8'!
// MISSING: corolift compare: cannot open input file '{{.*}}.does-not-exist': No such file or directory
// STDIN: corolift compare: the input must be a file
// HELP: USAGE: corolift compare [options] <input file>
// HELP: --pipeline=<value>
// HELP: --runs=<value>
// HELP: --mlir-opt=<value>
// HELP: --mlir-runner=<value>
// CMDS: compare  Run a program through corolift

func.func @main() {
  return
}
