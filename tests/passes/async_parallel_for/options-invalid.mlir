// Option values that are not of the option's type are refused with mlir-opt-22's messages.
// RUN: not corolift opt %s --async-parallel-for=num-workers=x 2>&1 | FileCheck %s --check-prefix=WORKERS
// RUN: not corolift opt %s --async-parallel-for=num-workers=99999999999 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: not corolift opt %s --async-parallel-for=min-task-size=1.5 2>&1 | FileCheck %s --check-prefix=TASK
// RUN: not corolift opt %s --async-parallel-for=async-dispatch=maybe 2>&1 | FileCheck %s --check-prefix=DISPATCH
// RUN: not corolift opt %s --async-parallel-for=num-threads=2 2>&1 | FileCheck %s --check-prefix=UNKNOWN

// WORKERS: for the --num-workers option: 'x' value invalid for integer argument!
// RANGE: for the --num-workers option: '99999999999' value invalid for integer argument!
// TASK: for the --min-task-size option: '1.5' value invalid for integer argument!
// DISPATCH: for the --async-dispatch option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// UNKNOWN: no such option num-threads

func.func @f() {
  return
}
