// rtsrand / rtrand / rtdrand and shuffle: MLIR's runtime draws from std::mt19937 through
// libstdc++'s uniform_int_distribution and std::shuffle; the same seed must give the same
// numbers here.
// Expected output: mlir-runner-22 with MLIR's runner utils (scripts/compare-corpus.sh's
// pipeline); addresses vary and are matched by a regex.
// RUN: corolift run %s | FileCheck %s
// The generator handle (a `std::mt19937 *` in MLIR's runtime) is passed as an index.
func.func private @rtsrand(index) -> index
func.func private @rtrand(index, index) -> index
func.func private @rtdrand(index)
func.func private @shuffle(memref<?xi64>, index) attributes {llvm.emit_c_interface}
func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}

// Prints n draws of rtrand(g, m) on one line.
func.func @draws(%g: index, %m: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  vector.print punctuation <open>
  scf.for %i = %c0 to %n step %c1 {
    %r = func.call @rtrand(%g, %m) : (index, index) -> index
    vector.print %r : index punctuation <no_punctuation>
    %last = arith.subi %n, %c1 : index
    %more = arith.cmpi ult, %i, %last : index
    scf.if %more {
      vector.print punctuation <comma>
    }
  }
  vector.print punctuation <close>
  vector.print punctuation <newline>
  return
}

func.func @shuffled(%g: index, %n: index) {
  %a = memref.alloc(%n) : memref<?xi64>
  call @shuffle(%a, %g) : (memref<?xi64>, index) -> ()
  %au = memref.cast %a : memref<?xi64> to memref<*xi64>
  call @printMemrefI64(%au) : (memref<*xi64>) -> ()
  memref.dealloc %a : memref<?xi64>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %c12 = arith.constant 12 : index
  %c100 = arith.constant 100 : index
  %seed = arith.constant 42 : index
  %g = call @rtsrand(%seed) : (index) -> index
  // Ranges below, at and above 2^32 - 1 take libstdc++'s three code paths.
  call @draws(%g, %c100, %c12) : (index, index, index) -> ()
  call @draws(%g, %c0, %c5) : (index, index, index) -> ()
  call @draws(%g, %c1, %c12) : (index, index, index) -> ()
  %u32max = arith.constant 4294967295 : index
  call @draws(%g, %u32max, %c5) : (index, index, index) -> ()
  %big = arith.constant 10000000000 : index
  call @draws(%g, %big, %c5) : (index, index, index) -> ()
  %all = arith.constant -1 : index
  call @draws(%g, %all, %c2) : (index, index, index) -> ()
  // Shuffles of odd and even lengths.
  call @shuffled(%g, %c8) : (index, index) -> ()
  call @shuffled(%g, %c9) : (index, index) -> ()
  call @shuffled(%g, %c1) : (index, index) -> ()
  call @rtdrand(%g) : (index) -> ()
  // The same seed gives the same sequence; seed 0 another one.
  %g2 = call @rtsrand(%seed) : (index) -> index
  call @draws(%g2, %c100, %c5) : (index, index, index) -> ()
  call @rtdrand(%g2) : (index) -> ()
  %g3 = call @rtsrand(%c0) : (index) -> index
  call @draws(%g3, %c100, %c5) : (index, index, index) -> ()
  call @rtdrand(%g3) : (index) -> ()
  return
}

// CHECK: ( 37, 80, 96, 18, 73, 78, 60, 60, 15, 45, 15, 10 )
// CHECK-NEXT: ( 0, 0, 0, 0, 0 )
// CHECK-NEXT: ( 0, 1, 1, 0, 0, 1, 1, 1, 1, 0, 0, 0 )
// CHECK-NEXT: ( 4261516219, 787716372, 2652062880, 1306710475, 2627030329 )
// CHECK-NEXT: ( 4325316860, 4394019672, 2253890010, 6012357118, 200427519 )
// CHECK-NEXT: ( 5389117550347422395, 6758183195043620622 )
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT: [2,  3,  7,  4,  6,  5,  0,  1]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [9] strides = [1] data =
// CHECK-NEXT: [6,  3,  4,  5,  0,  2,  1,  8,  7]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [1] strides = [1] data =
// CHECK-NEXT: [0]
// CHECK-NEXT: ( 37, 80, 96, 18, 73 )
// CHECK-NEXT: ( 55, 59, 72, 85, 60 )
