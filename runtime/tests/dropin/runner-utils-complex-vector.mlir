// Runner utils on element types corolift cannot compile yet (complex<f32>, complex<f64>,
// vector<4x4xf32>), run here through mlir-opt-22's lowering only: printMemrefC32/C64,
// printMemref1dC64, printMemrefShapeC32, verifyMemRefC32/C64 (mismatches on stderr) and
// printMemrefVector4x4xf32. Expected output: mlir-runner-22 with MLIR's runner utils.
memref.global "private" constant @c32 : memref<2x2xcomplex<f32>> = dense<[[(1.0, 2.0), (3.0, 4.0)], [(5.5, -6.0), (0.1, 1.0e10)]]>
memref.global "private" constant @c64 : memref<3xcomplex<f64>> = dense<[(1.0, -0.0), (1.0e-300, 123456789.0), (0.5, 0.25)]>
memref.global "private" constant @c64b : memref<3xcomplex<f64>> = dense<[(1.0, 0.0), (1.0e-300, 123456789.0), (0.5, 0.75)]>
func.func private @printMemrefC32(memref<*xcomplex<f32>>) attributes {llvm.emit_c_interface}
func.func private @printMemrefC64(memref<*xcomplex<f64>>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dC64(memref<?xcomplex<f64>>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeC32(memref<*xcomplex<f32>>) attributes {llvm.emit_c_interface}
func.func private @verifyMemRefC64(memref<*xcomplex<f64>>, memref<*xcomplex<f64>>) -> i64 attributes {llvm.emit_c_interface}
func.func private @verifyMemRefC32(memref<*xcomplex<f32>>, memref<*xcomplex<f32>>) -> i64 attributes {llvm.emit_c_interface}
func.func private @printMemrefVector4x4xf32(memref<?x?xvector<4x4xf32>>) attributes {llvm.emit_c_interface}
func.func @main() {
  %a = memref.get_global @c32 : memref<2x2xcomplex<f32>>
  %au = memref.cast %a : memref<2x2xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%au) : (memref<*xcomplex<f32>>) -> ()
  call @printMemrefShapeC32(%au) : (memref<*xcomplex<f32>>) -> ()
  %e0 = call @verifyMemRefC32(%au, %au) : (memref<*xcomplex<f32>>, memref<*xcomplex<f32>>) -> i64
  vector.print %e0 : i64
  %b = memref.get_global @c64 : memref<3xcomplex<f64>>
  %bu = memref.cast %b : memref<3xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%bu) : (memref<*xcomplex<f64>>) -> ()
  %bd = memref.cast %b : memref<3xcomplex<f64>> to memref<?xcomplex<f64>>
  call @printMemref1dC64(%bd) : (memref<?xcomplex<f64>>) -> ()
  %c = memref.get_global @c64b : memref<3xcomplex<f64>>
  %cu = memref.cast %c : memref<3xcomplex<f64>> to memref<*xcomplex<f64>>
  %e1 = call @verifyMemRefC64(%bu, %cu) : (memref<*xcomplex<f64>>, memref<*xcomplex<f64>>) -> i64
  vector.print %e1 : i64
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = memref.alloc() : memref<1x2xvector<4x4xf32>>
  %v0 = arith.constant dense<[[0.5, 1.0, 1.5, 2.0], [2.5, 3.0, 3.5, 4.0], [-1.0, -2.0, 1.0e10, 0.1], [0.0, -0.0, 7.0, 8.0]]> : vector<4x4xf32>
  %v1 = arith.constant dense<-3.25> : vector<4x4xf32>
  memref.store %v0, %v[%c0, %c0] : memref<1x2xvector<4x4xf32>>
  memref.store %v1, %v[%c0, %c1] : memref<1x2xvector<4x4xf32>>
  %vd = memref.cast %v : memref<1x2xvector<4x4xf32>> to memref<?x?xvector<4x4xf32>>
  call @printMemrefVector4x4xf32(%vd) : (memref<?x?xvector<4x4xf32>>) -> ()
  memref.dealloc %v : memref<1x2xvector<4x4xf32>>
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}(1,2),   (3,4)],
// CHECK-NEXT:  [(5.5,-6),   (0.1,1e+10)]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1]
// CHECK-NEXT: 0
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [(1,-0),  (1e-300,1.23457e+08),  (0.5,0.25)]
// CHECK-NEXT: Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [(1,-0),  (1e-300,1.23457e+08),  (0.5,0.25)]
// CHECK-NEXT: 1
// CHECK-NEXT: Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [1, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}((0.5, 1, 1.5, 2),   (2.5, 3, 3.5, 4),   (-1, -2, 1e+10, 0.1),  (0, -0, 7, 8)),   ((-3.25, -3.25, -3.25, -3.25),   (-3.25, -3.25, -3.25, -3.25),   (-3.25, -3.25, -3.25, -3.25),  (-3.25, -3.25, -3.25, -3.25))]]
