// i1, i8, i16, i32, i64, index, f16, bf16, f32 and f64 through the view-like ops.
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s

// Every element type through the view-like ops: a 2x4 buffer holding k at position k is
// viewed through collapse_shape, expand_shape, transpose, reinterpret_cast, a rank-reducing
// subview, a cast to a dynamic shape and back through unranked, and one element is read from
// each view. (i1 keeps the low bit of k.)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  // i1
  %m_i1 = memref.alloc() : memref<2x4xi1>
  %f_i1 = memref.collapse_shape %m_i1 [[0, 1]] : memref<2x4xi1> into memref<8xi1>
  scf.for %i = %c0 to %c8 step %c1 {
    %v = arith.index_cast %i : index to i1
    memref.store %v, %f_i1[%i] : memref<8xi1>
  }
  %e_i1 = memref.expand_shape %f_i1 [[0, 1]] output_shape [4, 2] : memref<8xi1> into memref<4x2xi1>
  %a_i1 = memref.load %e_i1[%c3, %c1] : memref<4x2xi1>
  vector.print %a_i1 : i1
  %t_i1 = memref.transpose %m_i1 (d0, d1) -> (d1, d0) : memref<2x4xi1> to memref<4x2xi1, strided<[1, 4]>>
  %b_i1 = memref.load %t_i1[%c2, %c1] : memref<4x2xi1, strided<[1, 4]>>
  vector.print %b_i1 : i1
  %r_i1 = memref.reinterpret_cast %m_i1 to offset: [%c1], sizes: [3], strides: [2] : memref<2x4xi1> to memref<3xi1, strided<[2], offset: ?>>
  %c_i1 = memref.load %r_i1[%c2] : memref<3xi1, strided<[2], offset: ?>>
  vector.print %c_i1 : i1
  %s_i1 = memref.subview %m_i1[1, %c1] [1, 3] [1, 1] : memref<2x4xi1> to memref<3xi1, strided<[1], offset: ?>>
  %d_i1 = memref.load %s_i1[%c2] : memref<3xi1, strided<[1], offset: ?>>
  vector.print %d_i1 : i1
  %u_i1 = memref.cast %m_i1 : memref<2x4xi1> to memref<*xi1>
  %g_i1 = memref.cast %u_i1 : memref<*xi1> to memref<?x?xi1>
  %h_i1 = memref.load %g_i1[%c1, %c2] : memref<?x?xi1>
  vector.print %h_i1 : i1
  memref.dealloc %m_i1 : memref<2x4xi1>
  // i8
  %m_i8 = memref.alloc() : memref<2x4xi8>
  %f_i8 = memref.collapse_shape %m_i8 [[0, 1]] : memref<2x4xi8> into memref<8xi8>
  scf.for %i = %c0 to %c8 step %c1 {
    %v = arith.index_cast %i : index to i8
    memref.store %v, %f_i8[%i] : memref<8xi8>
  }
  %e_i8 = memref.expand_shape %f_i8 [[0, 1]] output_shape [4, 2] : memref<8xi8> into memref<4x2xi8>
  %a_i8 = memref.load %e_i8[%c3, %c1] : memref<4x2xi8>
  vector.print %a_i8 : i8
  %t_i8 = memref.transpose %m_i8 (d0, d1) -> (d1, d0) : memref<2x4xi8> to memref<4x2xi8, strided<[1, 4]>>
  %b_i8 = memref.load %t_i8[%c2, %c1] : memref<4x2xi8, strided<[1, 4]>>
  vector.print %b_i8 : i8
  %r_i8 = memref.reinterpret_cast %m_i8 to offset: [%c1], sizes: [3], strides: [2] : memref<2x4xi8> to memref<3xi8, strided<[2], offset: ?>>
  %c_i8 = memref.load %r_i8[%c2] : memref<3xi8, strided<[2], offset: ?>>
  vector.print %c_i8 : i8
  %s_i8 = memref.subview %m_i8[1, %c1] [1, 3] [1, 1] : memref<2x4xi8> to memref<3xi8, strided<[1], offset: ?>>
  %d_i8 = memref.load %s_i8[%c2] : memref<3xi8, strided<[1], offset: ?>>
  vector.print %d_i8 : i8
  %u_i8 = memref.cast %m_i8 : memref<2x4xi8> to memref<*xi8>
  %g_i8 = memref.cast %u_i8 : memref<*xi8> to memref<?x?xi8>
  %h_i8 = memref.load %g_i8[%c1, %c2] : memref<?x?xi8>
  vector.print %h_i8 : i8
  memref.dealloc %m_i8 : memref<2x4xi8>
  // i16
  %m_i16 = memref.alloc() : memref<2x4xi16>
  %f_i16 = memref.collapse_shape %m_i16 [[0, 1]] : memref<2x4xi16> into memref<8xi16>
  scf.for %i = %c0 to %c8 step %c1 {
    %v = arith.index_cast %i : index to i16
    memref.store %v, %f_i16[%i] : memref<8xi16>
  }
  %e_i16 = memref.expand_shape %f_i16 [[0, 1]] output_shape [4, 2] : memref<8xi16> into memref<4x2xi16>
  %a_i16 = memref.load %e_i16[%c3, %c1] : memref<4x2xi16>
  vector.print %a_i16 : i16
  %t_i16 = memref.transpose %m_i16 (d0, d1) -> (d1, d0) : memref<2x4xi16> to memref<4x2xi16, strided<[1, 4]>>
  %b_i16 = memref.load %t_i16[%c2, %c1] : memref<4x2xi16, strided<[1, 4]>>
  vector.print %b_i16 : i16
  %r_i16 = memref.reinterpret_cast %m_i16 to offset: [%c1], sizes: [3], strides: [2] : memref<2x4xi16> to memref<3xi16, strided<[2], offset: ?>>
  %c_i16 = memref.load %r_i16[%c2] : memref<3xi16, strided<[2], offset: ?>>
  vector.print %c_i16 : i16
  %s_i16 = memref.subview %m_i16[1, %c1] [1, 3] [1, 1] : memref<2x4xi16> to memref<3xi16, strided<[1], offset: ?>>
  %d_i16 = memref.load %s_i16[%c2] : memref<3xi16, strided<[1], offset: ?>>
  vector.print %d_i16 : i16
  %u_i16 = memref.cast %m_i16 : memref<2x4xi16> to memref<*xi16>
  %g_i16 = memref.cast %u_i16 : memref<*xi16> to memref<?x?xi16>
  %h_i16 = memref.load %g_i16[%c1, %c2] : memref<?x?xi16>
  vector.print %h_i16 : i16
  memref.dealloc %m_i16 : memref<2x4xi16>
  // i32
  %m_i32 = memref.alloc() : memref<2x4xi32>
  %f_i32 = memref.collapse_shape %m_i32 [[0, 1]] : memref<2x4xi32> into memref<8xi32>
  scf.for %i = %c0 to %c8 step %c1 {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %f_i32[%i] : memref<8xi32>
  }
  %e_i32 = memref.expand_shape %f_i32 [[0, 1]] output_shape [4, 2] : memref<8xi32> into memref<4x2xi32>
  %a_i32 = memref.load %e_i32[%c3, %c1] : memref<4x2xi32>
  vector.print %a_i32 : i32
  %t_i32 = memref.transpose %m_i32 (d0, d1) -> (d1, d0) : memref<2x4xi32> to memref<4x2xi32, strided<[1, 4]>>
  %b_i32 = memref.load %t_i32[%c2, %c1] : memref<4x2xi32, strided<[1, 4]>>
  vector.print %b_i32 : i32
  %r_i32 = memref.reinterpret_cast %m_i32 to offset: [%c1], sizes: [3], strides: [2] : memref<2x4xi32> to memref<3xi32, strided<[2], offset: ?>>
  %c_i32 = memref.load %r_i32[%c2] : memref<3xi32, strided<[2], offset: ?>>
  vector.print %c_i32 : i32
  %s_i32 = memref.subview %m_i32[1, %c1] [1, 3] [1, 1] : memref<2x4xi32> to memref<3xi32, strided<[1], offset: ?>>
  %d_i32 = memref.load %s_i32[%c2] : memref<3xi32, strided<[1], offset: ?>>
  vector.print %d_i32 : i32
  %u_i32 = memref.cast %m_i32 : memref<2x4xi32> to memref<*xi32>
  %g_i32 = memref.cast %u_i32 : memref<*xi32> to memref<?x?xi32>
  %h_i32 = memref.load %g_i32[%c1, %c2] : memref<?x?xi32>
  vector.print %h_i32 : i32
  memref.dealloc %m_i32 : memref<2x4xi32>
  // i64
  %m_i64 = memref.alloc() : memref<2x4xi64>
  %f_i64 = memref.collapse_shape %m_i64 [[0, 1]] : memref<2x4xi64> into memref<8xi64>
  scf.for %i = %c0 to %c8 step %c1 {
    %v = arith.index_cast %i : index to i64
    memref.store %v, %f_i64[%i] : memref<8xi64>
  }
  %e_i64 = memref.expand_shape %f_i64 [[0, 1]] output_shape [4, 2] : memref<8xi64> into memref<4x2xi64>
  %a_i64 = memref.load %e_i64[%c3, %c1] : memref<4x2xi64>
  vector.print %a_i64 : i64
  %t_i64 = memref.transpose %m_i64 (d0, d1) -> (d1, d0) : memref<2x4xi64> to memref<4x2xi64, strided<[1, 4]>>
  %b_i64 = memref.load %t_i64[%c2, %c1] : memref<4x2xi64, strided<[1, 4]>>
  vector.print %b_i64 : i64
  %r_i64 = memref.reinterpret_cast %m_i64 to offset: [%c1], sizes: [3], strides: [2] : memref<2x4xi64> to memref<3xi64, strided<[2], offset: ?>>
  %c_i64 = memref.load %r_i64[%c2] : memref<3xi64, strided<[2], offset: ?>>
  vector.print %c_i64 : i64
  %s_i64 = memref.subview %m_i64[1, %c1] [1, 3] [1, 1] : memref<2x4xi64> to memref<3xi64, strided<[1], offset: ?>>
  %d_i64 = memref.load %s_i64[%c2] : memref<3xi64, strided<[1], offset: ?>>
  vector.print %d_i64 : i64
  %u_i64 = memref.cast %m_i64 : memref<2x4xi64> to memref<*xi64>
  %g_i64 = memref.cast %u_i64 : memref<*xi64> to memref<?x?xi64>
  %h_i64 = memref.load %g_i64[%c1, %c2] : memref<?x?xi64>
  vector.print %h_i64 : i64
  memref.dealloc %m_i64 : memref<2x4xi64>
  // index
  %m_index = memref.alloc() : memref<2x4xindex>
  %f_index = memref.collapse_shape %m_index [[0, 1]] : memref<2x4xindex> into memref<8xindex>
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %i, %f_index[%i] : memref<8xindex>
  }
  %e_index = memref.expand_shape %f_index [[0, 1]] output_shape [4, 2] : memref<8xindex> into memref<4x2xindex>
  %a_index = memref.load %e_index[%c3, %c1] : memref<4x2xindex>
  vector.print %a_index : index
  %t_index = memref.transpose %m_index (d0, d1) -> (d1, d0) : memref<2x4xindex> to memref<4x2xindex, strided<[1, 4]>>
  %b_index = memref.load %t_index[%c2, %c1] : memref<4x2xindex, strided<[1, 4]>>
  vector.print %b_index : index
  %r_index = memref.reinterpret_cast %m_index to offset: [%c1], sizes: [3], strides: [2] : memref<2x4xindex> to memref<3xindex, strided<[2], offset: ?>>
  %c_index = memref.load %r_index[%c2] : memref<3xindex, strided<[2], offset: ?>>
  vector.print %c_index : index
  %s_index = memref.subview %m_index[1, %c1] [1, 3] [1, 1] : memref<2x4xindex> to memref<3xindex, strided<[1], offset: ?>>
  %d_index = memref.load %s_index[%c2] : memref<3xindex, strided<[1], offset: ?>>
  vector.print %d_index : index
  %u_index = memref.cast %m_index : memref<2x4xindex> to memref<*xindex>
  %g_index = memref.cast %u_index : memref<*xindex> to memref<?x?xindex>
  %h_index = memref.load %g_index[%c1, %c2] : memref<?x?xindex>
  vector.print %h_index : index
  memref.dealloc %m_index : memref<2x4xindex>
  // f16
  %m_f16 = memref.alloc() : memref<2x4xf16>
  %f_f16 = memref.collapse_shape %m_f16 [[0, 1]] : memref<2x4xf16> into memref<8xf16>
  scf.for %i = %c0 to %c8 step %c1 {
    %w = arith.index_cast %i : index to i32
    %v = arith.sitofp %w : i32 to f16
    memref.store %v, %f_f16[%i] : memref<8xf16>
  }
  %e_f16 = memref.expand_shape %f_f16 [[0, 1]] output_shape [4, 2] : memref<8xf16> into memref<4x2xf16>
  %a_f16 = memref.load %e_f16[%c3, %c1] : memref<4x2xf16>
  vector.print %a_f16 : f16
  %t_f16 = memref.transpose %m_f16 (d0, d1) -> (d1, d0) : memref<2x4xf16> to memref<4x2xf16, strided<[1, 4]>>
  %b_f16 = memref.load %t_f16[%c2, %c1] : memref<4x2xf16, strided<[1, 4]>>
  vector.print %b_f16 : f16
  %r_f16 = memref.reinterpret_cast %m_f16 to offset: [%c1], sizes: [3], strides: [2] : memref<2x4xf16> to memref<3xf16, strided<[2], offset: ?>>
  %c_f16 = memref.load %r_f16[%c2] : memref<3xf16, strided<[2], offset: ?>>
  vector.print %c_f16 : f16
  %s_f16 = memref.subview %m_f16[1, %c1] [1, 3] [1, 1] : memref<2x4xf16> to memref<3xf16, strided<[1], offset: ?>>
  %d_f16 = memref.load %s_f16[%c2] : memref<3xf16, strided<[1], offset: ?>>
  vector.print %d_f16 : f16
  %u_f16 = memref.cast %m_f16 : memref<2x4xf16> to memref<*xf16>
  %g_f16 = memref.cast %u_f16 : memref<*xf16> to memref<?x?xf16>
  %h_f16 = memref.load %g_f16[%c1, %c2] : memref<?x?xf16>
  vector.print %h_f16 : f16
  memref.dealloc %m_f16 : memref<2x4xf16>
  // bf16
  %m_bf16 = memref.alloc() : memref<2x4xbf16>
  %f_bf16 = memref.collapse_shape %m_bf16 [[0, 1]] : memref<2x4xbf16> into memref<8xbf16>
  scf.for %i = %c0 to %c8 step %c1 {
    %w = arith.index_cast %i : index to i32
    %v = arith.sitofp %w : i32 to bf16
    memref.store %v, %f_bf16[%i] : memref<8xbf16>
  }
  %e_bf16 = memref.expand_shape %f_bf16 [[0, 1]] output_shape [4, 2] : memref<8xbf16> into memref<4x2xbf16>
  %a_bf16 = memref.load %e_bf16[%c3, %c1] : memref<4x2xbf16>
  vector.print %a_bf16 : bf16
  %t_bf16 = memref.transpose %m_bf16 (d0, d1) -> (d1, d0) : memref<2x4xbf16> to memref<4x2xbf16, strided<[1, 4]>>
  %b_bf16 = memref.load %t_bf16[%c2, %c1] : memref<4x2xbf16, strided<[1, 4]>>
  vector.print %b_bf16 : bf16
  %r_bf16 = memref.reinterpret_cast %m_bf16 to offset: [%c1], sizes: [3], strides: [2] : memref<2x4xbf16> to memref<3xbf16, strided<[2], offset: ?>>
  %c_bf16 = memref.load %r_bf16[%c2] : memref<3xbf16, strided<[2], offset: ?>>
  vector.print %c_bf16 : bf16
  %s_bf16 = memref.subview %m_bf16[1, %c1] [1, 3] [1, 1] : memref<2x4xbf16> to memref<3xbf16, strided<[1], offset: ?>>
  %d_bf16 = memref.load %s_bf16[%c2] : memref<3xbf16, strided<[1], offset: ?>>
  vector.print %d_bf16 : bf16
  %u_bf16 = memref.cast %m_bf16 : memref<2x4xbf16> to memref<*xbf16>
  %g_bf16 = memref.cast %u_bf16 : memref<*xbf16> to memref<?x?xbf16>
  %h_bf16 = memref.load %g_bf16[%c1, %c2] : memref<?x?xbf16>
  vector.print %h_bf16 : bf16
  memref.dealloc %m_bf16 : memref<2x4xbf16>
  // f32
  %m_f32 = memref.alloc() : memref<2x4xf32>
  %f_f32 = memref.collapse_shape %m_f32 [[0, 1]] : memref<2x4xf32> into memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    %w = arith.index_cast %i : index to i32
    %v = arith.sitofp %w : i32 to f32
    memref.store %v, %f_f32[%i] : memref<8xf32>
  }
  %e_f32 = memref.expand_shape %f_f32 [[0, 1]] output_shape [4, 2] : memref<8xf32> into memref<4x2xf32>
  %a_f32 = memref.load %e_f32[%c3, %c1] : memref<4x2xf32>
  vector.print %a_f32 : f32
  %t_f32 = memref.transpose %m_f32 (d0, d1) -> (d1, d0) : memref<2x4xf32> to memref<4x2xf32, strided<[1, 4]>>
  %b_f32 = memref.load %t_f32[%c2, %c1] : memref<4x2xf32, strided<[1, 4]>>
  vector.print %b_f32 : f32
  %r_f32 = memref.reinterpret_cast %m_f32 to offset: [%c1], sizes: [3], strides: [2] : memref<2x4xf32> to memref<3xf32, strided<[2], offset: ?>>
  %c_f32 = memref.load %r_f32[%c2] : memref<3xf32, strided<[2], offset: ?>>
  vector.print %c_f32 : f32
  %s_f32 = memref.subview %m_f32[1, %c1] [1, 3] [1, 1] : memref<2x4xf32> to memref<3xf32, strided<[1], offset: ?>>
  %d_f32 = memref.load %s_f32[%c2] : memref<3xf32, strided<[1], offset: ?>>
  vector.print %d_f32 : f32
  %u_f32 = memref.cast %m_f32 : memref<2x4xf32> to memref<*xf32>
  %g_f32 = memref.cast %u_f32 : memref<*xf32> to memref<?x?xf32>
  %h_f32 = memref.load %g_f32[%c1, %c2] : memref<?x?xf32>
  vector.print %h_f32 : f32
  memref.dealloc %m_f32 : memref<2x4xf32>
  // f64
  %m_f64 = memref.alloc() : memref<2x4xf64>
  %f_f64 = memref.collapse_shape %m_f64 [[0, 1]] : memref<2x4xf64> into memref<8xf64>
  scf.for %i = %c0 to %c8 step %c1 {
    %w = arith.index_cast %i : index to i32
    %v = arith.sitofp %w : i32 to f64
    memref.store %v, %f_f64[%i] : memref<8xf64>
  }
  %e_f64 = memref.expand_shape %f_f64 [[0, 1]] output_shape [4, 2] : memref<8xf64> into memref<4x2xf64>
  %a_f64 = memref.load %e_f64[%c3, %c1] : memref<4x2xf64>
  vector.print %a_f64 : f64
  %t_f64 = memref.transpose %m_f64 (d0, d1) -> (d1, d0) : memref<2x4xf64> to memref<4x2xf64, strided<[1, 4]>>
  %b_f64 = memref.load %t_f64[%c2, %c1] : memref<4x2xf64, strided<[1, 4]>>
  vector.print %b_f64 : f64
  %r_f64 = memref.reinterpret_cast %m_f64 to offset: [%c1], sizes: [3], strides: [2] : memref<2x4xf64> to memref<3xf64, strided<[2], offset: ?>>
  %c_f64 = memref.load %r_f64[%c2] : memref<3xf64, strided<[2], offset: ?>>
  vector.print %c_f64 : f64
  %s_f64 = memref.subview %m_f64[1, %c1] [1, 3] [1, 1] : memref<2x4xf64> to memref<3xf64, strided<[1], offset: ?>>
  %d_f64 = memref.load %s_f64[%c2] : memref<3xf64, strided<[1], offset: ?>>
  vector.print %d_f64 : f64
  %u_f64 = memref.cast %m_f64 : memref<2x4xf64> to memref<*xf64>
  %g_f64 = memref.cast %u_f64 : memref<*xf64> to memref<?x?xf64>
  %h_f64 = memref.load %g_f64[%c1, %c2] : memref<?x?xf64>
  vector.print %h_f64 : f64
  memref.dealloc %m_f64 : memref<2x4xf64>
  return
}

// CHECK: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 7
// CHECK-NEXT: 6
// CHECK-NEXT: 5
// CHECK-NEXT: 7
// CHECK-NEXT: 6
// CHECK-NEXT: 7
// CHECK-NEXT: 6
// CHECK-NEXT: 5
// CHECK-NEXT: 7
// CHECK-NEXT: 6
// CHECK-NEXT: 7
// CHECK-NEXT: 6
// CHECK-NEXT: 5
// CHECK-NEXT: 7
// CHECK-NEXT: 6
// CHECK-NEXT: 7
// CHECK-NEXT: 6
// CHECK-NEXT: 5
// CHECK-NEXT: 7
// CHECK-NEXT: 6
// CHECK-NEXT: 7
// CHECK-NEXT: 6
// CHECK-NEXT: 5
// CHECK-NEXT: 7
// CHECK-NEXT: 6
// CHECK-NEXT: 7
// CHECK-NEXT: 6
// CHECK-NEXT: 5
// CHECK-NEXT: 7
// CHECK-NEXT: 6
// CHECK-NEXT: 7
// CHECK-NEXT: 6
// CHECK-NEXT: 5
// CHECK-NEXT: 7
// CHECK-NEXT: 6
// CHECK-NEXT: 7
// CHECK-NEXT: 6
// CHECK-NEXT: 5
// CHECK-NEXT: 7
// CHECK-NEXT: 6
// CHECK-NEXT: 7
// CHECK-NEXT: 6
// CHECK-NEXT: 5
// CHECK-NEXT: 7
// CHECK-NEXT: 6
