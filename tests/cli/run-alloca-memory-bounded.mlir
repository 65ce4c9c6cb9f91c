// RUN: (ulimit -v 4000000 && corolift run %S/../run/memref-alloca-scope-loop.mlir) | FileCheck %S/../run/memref-alloca-scope-loop.mlir
//
// The run test memref-alloca-scope-loop.mlir allocates 20000 dynamic stack buffers of 1 MiB
// in alloca scopes and in called functions; under a 4 GB address-space limit it only passes
// if each buffer is freed when its scope ends or its function returns (without that, the
// allocations fail and the program crashes).
