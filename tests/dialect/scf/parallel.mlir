// RUN: corolift opt %s | FileCheck --strict-whitespace %s
// RUN: corolift opt %s | corolift opt | FileCheck --strict-whitespace %s

// The terminator of a parallel loop without reductions prints as `scf.reduce ` (trailing
// space); it is inserted when the body has none.
func.func @par(%lb: index, %ub: index, %st: index, %x: f32, %m: memref<?x?xf32>) -> (f32, f32) {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    memref.store %x, %m[%i, %j] : memref<?x?xf32>
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
    scf.reduce
  } {tag}
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%x) -> f32 {
    %v = memref.load %m[%i, %i] : memref<?x?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %rr: f32):
      scf.reduce.return %l : f32
    }
  }
  %p:2 = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%x, %r) -> (f32, f32) {
    scf.reduce(%x, %r : f32, f32) {
    ^bb0(%l: f32, %rr: f32):
      scf.reduce.return %l : f32
    }, {
    ^bb0(%l: f32, %rr: f32):
      scf.reduce.return %rr : f32
    }
  }
  return %p#0, %p#1 : f32, f32
}

// CHECK:module {
// CHECK-NEXT:  func.func @par(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: memref<?x?xf32>) -> (f32, f32) {
// CHECK-NEXT:    scf.parallel (%arg5, %arg6) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
// CHECK-NEXT:      memref.store %arg3, %arg4[%arg5, %arg6] : memref<?x?xf32>
// CHECK-NEXT:      scf.reduce 
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT:      scf.reduce 
// CHECK-NEXT:    } {tag}
// CHECK-NEXT:    %0 = scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) init (%arg3) -> f32 {
// CHECK-NEXT:      %2 = memref.load %arg4[%arg5, %arg5] : memref<?x?xf32>
// CHECK-NEXT:      scf.reduce(%2 : f32) {
// CHECK-NEXT:      ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT:        scf.reduce.return %arg6 : f32
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    %1:2 = scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) init (%arg3, %0) -> (f32, f32) {
// CHECK-NEXT:      scf.reduce(%arg3, %0 : f32, f32) {
// CHECK-NEXT:      ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT:        scf.reduce.return %arg6 : f32
// CHECK-NEXT:      }, {
// CHECK-NEXT:      ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT:        scf.reduce.return %arg7 : f32
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return %1#0, %1#1 : f32, f32
// CHECK-NEXT:  }
// CHECK-NEXT:}
