// corolift compile --emit=obj: an ELF relocatable object for the host or the other target,
// whatever the host (e_type at offset 16: 1 = ET_REL; e_machine at 18: 0x3e x86-64, 0xb7
// aarch64). No linking, so no runtime staticlib is needed.
// RUN: corolift compile %s --emit=obj --target=x86_64-unknown-linux-gnu -o %t.x86.o
// RUN: od -An -tx1 -j16 -N4 %t.x86.o | FileCheck %s --check-prefix=X86
// RUN: corolift compile %s --emit=obj --target=aarch64-unknown-linux-gnu -O0 -o %t.a64.o
// RUN: od -An -tx1 -j16 -N4 %t.a64.o | FileCheck %s --check-prefix=A64
// `-o -` writes the object to stdout (into a file here: `od -N4` would close a pipe after four
// bytes, and corolift's next write would fail with a broken pipe).
// RUN: corolift compile %s --emit=obj --target=aarch64-unknown-linux-gnu -o - > %t.stdout.o
// RUN: od -An -c -N4 %t.stdout.o | FileCheck %s --check-prefix=MAGIC
// An object has no C `main`: the MLIR `@main` keeps its name.
// RUN: corolift compile %s --emit=obj -o %t.o
// RUN: not grep -q __corolift_mlir_main %t.o

// X86: 01 00 3e 00
// A64: 01 00 b7 00
// MAGIC: 177   E   L   F

func.func @main() {
  %c = arith.constant 42 : i64
  vector.print %c : i64
  return
}
