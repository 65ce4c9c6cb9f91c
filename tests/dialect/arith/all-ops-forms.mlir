// RUN: corolift opt %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s --match-full-lines --strict-whitespace

// Every arith op in custom form on scalars, index, odd widths, f16/bf16, tensors, fixed and
// scalable vectors, memrefs (casts), with overflow and fastmath flags, rounding modes,
// attribute dictionaries and quoted predicates; result names of the extended ops and of
// constants. Expected text: mlir-opt-22 (printing, and printing after a round trip through
// the generic form, are byte-identical).
func.func @f1(%a: i64, %b: i64) {
  %0 = arith.addi %a, %b : i64
  return
}

func.func @f2(%a: tensor<8x8xi64>, %b: tensor<8x8xi64>) {
  %0 = arith.addi %a, %b : tensor<8x8xi64>
  return
}

func.func @f3(%a: vector<8xi64>, %b: vector<8xi64>) {
  %0 = arith.addi %a, %b : vector<8xi64>
  return
}

func.func @f4(%a: vector<[8]xi64>, %b: vector<[8]xi64>) {
  %0 = arith.addi %a, %b : vector<[8]xi64>
  return
}

func.func @f5(%a: index, %b: index) {
  %0 = arith.addi %a, %b : index
  return
}

func.func @f6(%a: i3, %b: i3) {
  %0 = arith.addi %a, %b : i3
  return
}

func.func @f7(%a: i64, %b: i64) {
  %0 = arith.subi %a, %b : i64
  return
}

func.func @f8(%a: tensor<8x8xi64>, %b: tensor<8x8xi64>) {
  %0 = arith.subi %a, %b : tensor<8x8xi64>
  return
}

func.func @f9(%a: vector<8xi64>, %b: vector<8xi64>) {
  %0 = arith.subi %a, %b : vector<8xi64>
  return
}

func.func @f10(%a: vector<[8]xi64>, %b: vector<[8]xi64>) {
  %0 = arith.subi %a, %b : vector<[8]xi64>
  return
}

func.func @f11(%a: index, %b: index) {
  %0 = arith.subi %a, %b : index
  return
}

func.func @f12(%a: i3, %b: i3) {
  %0 = arith.subi %a, %b : i3
  return
}

func.func @f13(%a: i64, %b: i64) {
  %0 = arith.muli %a, %b : i64
  return
}

func.func @f14(%a: tensor<8x8xi64>, %b: tensor<8x8xi64>) {
  %0 = arith.muli %a, %b : tensor<8x8xi64>
  return
}

func.func @f15(%a: vector<8xi64>, %b: vector<8xi64>) {
  %0 = arith.muli %a, %b : vector<8xi64>
  return
}

func.func @f16(%a: vector<[8]xi64>, %b: vector<[8]xi64>) {
  %0 = arith.muli %a, %b : vector<[8]xi64>
  return
}

func.func @f17(%a: index, %b: index) {
  %0 = arith.muli %a, %b : index
  return
}

func.func @f18(%a: i3, %b: i3) {
  %0 = arith.muli %a, %b : i3
  return
}

func.func @f19(%a: i64, %b: i64) {
  %0 = arith.divui %a, %b : i64
  return
}

func.func @f20(%a: tensor<8x8xi64>, %b: tensor<8x8xi64>) {
  %0 = arith.divui %a, %b : tensor<8x8xi64>
  return
}

func.func @f21(%a: vector<8xi64>, %b: vector<8xi64>) {
  %0 = arith.divui %a, %b : vector<8xi64>
  return
}

func.func @f22(%a: vector<[8]xi64>, %b: vector<[8]xi64>) {
  %0 = arith.divui %a, %b : vector<[8]xi64>
  return
}

func.func @f23(%a: index, %b: index) {
  %0 = arith.divui %a, %b : index
  return
}

func.func @f24(%a: i3, %b: i3) {
  %0 = arith.divui %a, %b : i3
  return
}

func.func @f25(%a: i64, %b: i64) {
  %0 = arith.divsi %a, %b : i64
  return
}

func.func @f26(%a: tensor<8x8xi64>, %b: tensor<8x8xi64>) {
  %0 = arith.divsi %a, %b : tensor<8x8xi64>
  return
}

func.func @f27(%a: vector<8xi64>, %b: vector<8xi64>) {
  %0 = arith.divsi %a, %b : vector<8xi64>
  return
}

func.func @f28(%a: vector<[8]xi64>, %b: vector<[8]xi64>) {
  %0 = arith.divsi %a, %b : vector<[8]xi64>
  return
}

func.func @f29(%a: index, %b: index) {
  %0 = arith.divsi %a, %b : index
  return
}

func.func @f30(%a: i3, %b: i3) {
  %0 = arith.divsi %a, %b : i3
  return
}

func.func @f31(%a: i64, %b: i64) {
  %0 = arith.remui %a, %b : i64
  return
}

func.func @f32(%a: tensor<8x8xi64>, %b: tensor<8x8xi64>) {
  %0 = arith.remui %a, %b : tensor<8x8xi64>
  return
}

func.func @f33(%a: vector<8xi64>, %b: vector<8xi64>) {
  %0 = arith.remui %a, %b : vector<8xi64>
  return
}

func.func @f34(%a: vector<[8]xi64>, %b: vector<[8]xi64>) {
  %0 = arith.remui %a, %b : vector<[8]xi64>
  return
}

func.func @f35(%a: index, %b: index) {
  %0 = arith.remui %a, %b : index
  return
}

func.func @f36(%a: i3, %b: i3) {
  %0 = arith.remui %a, %b : i3
  return
}

func.func @f37(%a: i64, %b: i64) {
  %0 = arith.remsi %a, %b : i64
  return
}

func.func @f38(%a: tensor<8x8xi64>, %b: tensor<8x8xi64>) {
  %0 = arith.remsi %a, %b : tensor<8x8xi64>
  return
}

func.func @f39(%a: vector<8xi64>, %b: vector<8xi64>) {
  %0 = arith.remsi %a, %b : vector<8xi64>
  return
}

func.func @f40(%a: vector<[8]xi64>, %b: vector<[8]xi64>) {
  %0 = arith.remsi %a, %b : vector<[8]xi64>
  return
}

func.func @f41(%a: index, %b: index) {
  %0 = arith.remsi %a, %b : index
  return
}

func.func @f42(%a: i3, %b: i3) {
  %0 = arith.remsi %a, %b : i3
  return
}

func.func @f43(%a: i64, %b: i64) {
  %0 = arith.andi %a, %b : i64
  return
}

func.func @f44(%a: tensor<8x8xi64>, %b: tensor<8x8xi64>) {
  %0 = arith.andi %a, %b : tensor<8x8xi64>
  return
}

func.func @f45(%a: vector<8xi64>, %b: vector<8xi64>) {
  %0 = arith.andi %a, %b : vector<8xi64>
  return
}

func.func @f46(%a: vector<[8]xi64>, %b: vector<[8]xi64>) {
  %0 = arith.andi %a, %b : vector<[8]xi64>
  return
}

func.func @f47(%a: index, %b: index) {
  %0 = arith.andi %a, %b : index
  return
}

func.func @f48(%a: i3, %b: i3) {
  %0 = arith.andi %a, %b : i3
  return
}

func.func @f49(%a: i64, %b: i64) {
  %0 = arith.ori %a, %b : i64
  return
}

func.func @f50(%a: tensor<8x8xi64>, %b: tensor<8x8xi64>) {
  %0 = arith.ori %a, %b : tensor<8x8xi64>
  return
}

func.func @f51(%a: vector<8xi64>, %b: vector<8xi64>) {
  %0 = arith.ori %a, %b : vector<8xi64>
  return
}

func.func @f52(%a: vector<[8]xi64>, %b: vector<[8]xi64>) {
  %0 = arith.ori %a, %b : vector<[8]xi64>
  return
}

func.func @f53(%a: index, %b: index) {
  %0 = arith.ori %a, %b : index
  return
}

func.func @f54(%a: i3, %b: i3) {
  %0 = arith.ori %a, %b : i3
  return
}

func.func @f55(%a: i64, %b: i64) {
  %0 = arith.xori %a, %b : i64
  return
}

func.func @f56(%a: tensor<8x8xi64>, %b: tensor<8x8xi64>) {
  %0 = arith.xori %a, %b : tensor<8x8xi64>
  return
}

func.func @f57(%a: vector<8xi64>, %b: vector<8xi64>) {
  %0 = arith.xori %a, %b : vector<8xi64>
  return
}

func.func @f58(%a: vector<[8]xi64>, %b: vector<[8]xi64>) {
  %0 = arith.xori %a, %b : vector<[8]xi64>
  return
}

func.func @f59(%a: index, %b: index) {
  %0 = arith.xori %a, %b : index
  return
}

func.func @f60(%a: i3, %b: i3) {
  %0 = arith.xori %a, %b : i3
  return
}

func.func @f61(%a: i64, %b: i64) {
  %0 = arith.ceildivsi %a, %b : i64
  return
}

func.func @f62(%a: tensor<8x8xi64>, %b: tensor<8x8xi64>) {
  %0 = arith.ceildivsi %a, %b : tensor<8x8xi64>
  return
}

func.func @f63(%a: vector<8xi64>, %b: vector<8xi64>) {
  %0 = arith.ceildivsi %a, %b : vector<8xi64>
  return
}

func.func @f64(%a: vector<[8]xi64>, %b: vector<[8]xi64>) {
  %0 = arith.ceildivsi %a, %b : vector<[8]xi64>
  return
}

func.func @f65(%a: index, %b: index) {
  %0 = arith.ceildivsi %a, %b : index
  return
}

func.func @f66(%a: i3, %b: i3) {
  %0 = arith.ceildivsi %a, %b : i3
  return
}

func.func @f67(%a: i64, %b: i64) {
  %0 = arith.ceildivui %a, %b : i64
  return
}

func.func @f68(%a: tensor<8x8xi64>, %b: tensor<8x8xi64>) {
  %0 = arith.ceildivui %a, %b : tensor<8x8xi64>
  return
}

func.func @f69(%a: vector<8xi64>, %b: vector<8xi64>) {
  %0 = arith.ceildivui %a, %b : vector<8xi64>
  return
}

func.func @f70(%a: vector<[8]xi64>, %b: vector<[8]xi64>) {
  %0 = arith.ceildivui %a, %b : vector<[8]xi64>
  return
}

func.func @f71(%a: index, %b: index) {
  %0 = arith.ceildivui %a, %b : index
  return
}

func.func @f72(%a: i3, %b: i3) {
  %0 = arith.ceildivui %a, %b : i3
  return
}

func.func @f73(%a: i64, %b: i64) {
  %0 = arith.floordivsi %a, %b : i64
  return
}

func.func @f74(%a: tensor<8x8xi64>, %b: tensor<8x8xi64>) {
  %0 = arith.floordivsi %a, %b : tensor<8x8xi64>
  return
}

func.func @f75(%a: vector<8xi64>, %b: vector<8xi64>) {
  %0 = arith.floordivsi %a, %b : vector<8xi64>
  return
}

func.func @f76(%a: vector<[8]xi64>, %b: vector<[8]xi64>) {
  %0 = arith.floordivsi %a, %b : vector<[8]xi64>
  return
}

func.func @f77(%a: index, %b: index) {
  %0 = arith.floordivsi %a, %b : index
  return
}

func.func @f78(%a: i3, %b: i3) {
  %0 = arith.floordivsi %a, %b : i3
  return
}

func.func @f79(%a: i64, %b: i64) {
  %0 = arith.shli %a, %b : i64
  return
}

func.func @f80(%a: tensor<8x8xi64>, %b: tensor<8x8xi64>) {
  %0 = arith.shli %a, %b : tensor<8x8xi64>
  return
}

func.func @f81(%a: vector<8xi64>, %b: vector<8xi64>) {
  %0 = arith.shli %a, %b : vector<8xi64>
  return
}

func.func @f82(%a: vector<[8]xi64>, %b: vector<[8]xi64>) {
  %0 = arith.shli %a, %b : vector<[8]xi64>
  return
}

func.func @f83(%a: index, %b: index) {
  %0 = arith.shli %a, %b : index
  return
}

func.func @f84(%a: i3, %b: i3) {
  %0 = arith.shli %a, %b : i3
  return
}

func.func @f85(%a: i64, %b: i64) {
  %0 = arith.shrui %a, %b : i64
  return
}

func.func @f86(%a: tensor<8x8xi64>, %b: tensor<8x8xi64>) {
  %0 = arith.shrui %a, %b : tensor<8x8xi64>
  return
}

func.func @f87(%a: vector<8xi64>, %b: vector<8xi64>) {
  %0 = arith.shrui %a, %b : vector<8xi64>
  return
}

func.func @f88(%a: vector<[8]xi64>, %b: vector<[8]xi64>) {
  %0 = arith.shrui %a, %b : vector<[8]xi64>
  return
}

func.func @f89(%a: index, %b: index) {
  %0 = arith.shrui %a, %b : index
  return
}

func.func @f90(%a: i3, %b: i3) {
  %0 = arith.shrui %a, %b : i3
  return
}

func.func @f91(%a: i64, %b: i64) {
  %0 = arith.shrsi %a, %b : i64
  return
}

func.func @f92(%a: tensor<8x8xi64>, %b: tensor<8x8xi64>) {
  %0 = arith.shrsi %a, %b : tensor<8x8xi64>
  return
}

func.func @f93(%a: vector<8xi64>, %b: vector<8xi64>) {
  %0 = arith.shrsi %a, %b : vector<8xi64>
  return
}

func.func @f94(%a: vector<[8]xi64>, %b: vector<[8]xi64>) {
  %0 = arith.shrsi %a, %b : vector<[8]xi64>
  return
}

func.func @f95(%a: index, %b: index) {
  %0 = arith.shrsi %a, %b : index
  return
}

func.func @f96(%a: i3, %b: i3) {
  %0 = arith.shrsi %a, %b : i3
  return
}

func.func @f97(%a: i64, %b: i64) {
  %0 = arith.maxsi %a, %b : i64
  return
}

func.func @f98(%a: tensor<8x8xi64>, %b: tensor<8x8xi64>) {
  %0 = arith.maxsi %a, %b : tensor<8x8xi64>
  return
}

func.func @f99(%a: vector<8xi64>, %b: vector<8xi64>) {
  %0 = arith.maxsi %a, %b : vector<8xi64>
  return
}

func.func @f100(%a: vector<[8]xi64>, %b: vector<[8]xi64>) {
  %0 = arith.maxsi %a, %b : vector<[8]xi64>
  return
}

func.func @f101(%a: index, %b: index) {
  %0 = arith.maxsi %a, %b : index
  return
}

func.func @f102(%a: i3, %b: i3) {
  %0 = arith.maxsi %a, %b : i3
  return
}

func.func @f103(%a: i64, %b: i64) {
  %0 = arith.maxui %a, %b : i64
  return
}

func.func @f104(%a: tensor<8x8xi64>, %b: tensor<8x8xi64>) {
  %0 = arith.maxui %a, %b : tensor<8x8xi64>
  return
}

func.func @f105(%a: vector<8xi64>, %b: vector<8xi64>) {
  %0 = arith.maxui %a, %b : vector<8xi64>
  return
}

func.func @f106(%a: vector<[8]xi64>, %b: vector<[8]xi64>) {
  %0 = arith.maxui %a, %b : vector<[8]xi64>
  return
}

func.func @f107(%a: index, %b: index) {
  %0 = arith.maxui %a, %b : index
  return
}

func.func @f108(%a: i3, %b: i3) {
  %0 = arith.maxui %a, %b : i3
  return
}

func.func @f109(%a: i64, %b: i64) {
  %0 = arith.minsi %a, %b : i64
  return
}

func.func @f110(%a: tensor<8x8xi64>, %b: tensor<8x8xi64>) {
  %0 = arith.minsi %a, %b : tensor<8x8xi64>
  return
}

func.func @f111(%a: vector<8xi64>, %b: vector<8xi64>) {
  %0 = arith.minsi %a, %b : vector<8xi64>
  return
}

func.func @f112(%a: vector<[8]xi64>, %b: vector<[8]xi64>) {
  %0 = arith.minsi %a, %b : vector<[8]xi64>
  return
}

func.func @f113(%a: index, %b: index) {
  %0 = arith.minsi %a, %b : index
  return
}

func.func @f114(%a: i3, %b: i3) {
  %0 = arith.minsi %a, %b : i3
  return
}

func.func @f115(%a: i64, %b: i64) {
  %0 = arith.minui %a, %b : i64
  return
}

func.func @f116(%a: tensor<8x8xi64>, %b: tensor<8x8xi64>) {
  %0 = arith.minui %a, %b : tensor<8x8xi64>
  return
}

func.func @f117(%a: vector<8xi64>, %b: vector<8xi64>) {
  %0 = arith.minui %a, %b : vector<8xi64>
  return
}

func.func @f118(%a: vector<[8]xi64>, %b: vector<[8]xi64>) {
  %0 = arith.minui %a, %b : vector<[8]xi64>
  return
}

func.func @f119(%a: index, %b: index) {
  %0 = arith.minui %a, %b : index
  return
}

func.func @f120(%a: i3, %b: i3) {
  %0 = arith.minui %a, %b : i3
  return
}

func.func @f121(%a: i32, %b: i32) {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.addi %a, %b overflow<nuw, nsw> : i32
  %2 = arith.addi %a, %b overflow<nuw> {x = 1} : i32
  return
}

func.func @f122(%a: i32, %b: i32) {
  %0 = arith.subi %a, %b overflow<nsw> : i32
  %1 = arith.subi %a, %b overflow<nuw, nsw> : i32
  %2 = arith.subi %a, %b overflow<nuw> {x = 1} : i32
  return
}

func.func @f123(%a: i32, %b: i32) {
  %0 = arith.muli %a, %b overflow<nsw> : i32
  %1 = arith.muli %a, %b overflow<nuw, nsw> : i32
  %2 = arith.muli %a, %b overflow<nuw> {x = 1} : i32
  return
}

func.func @f124(%a: i32, %b: i32) {
  %0 = arith.shli %a, %b overflow<nsw> : i32
  %1 = arith.shli %a, %b overflow<nuw, nsw> : i32
  %2 = arith.shli %a, %b overflow<nuw> {x = 1} : i32
  return
}

func.func @f125(%a: f64, %b: f64) {
  %0 = arith.addf %a, %b : f64
  %1 = arith.addf %a, %b fastmath<fast> : f64
  %2 = arith.addf %a, %b fastmath<nnan,ninf,contract> : f64
  return
}

func.func @f126(%a: tensor<8x8xf64>, %b: tensor<8x8xf64>) {
  %0 = arith.addf %a, %b : tensor<8x8xf64>
  %1 = arith.addf %a, %b fastmath<fast> : tensor<8x8xf64>
  %2 = arith.addf %a, %b fastmath<nnan,ninf,contract> : tensor<8x8xf64>
  return
}

func.func @f127(%a: vector<8xf64>, %b: vector<8xf64>) {
  %0 = arith.addf %a, %b : vector<8xf64>
  %1 = arith.addf %a, %b fastmath<fast> : vector<8xf64>
  %2 = arith.addf %a, %b fastmath<nnan,ninf,contract> : vector<8xf64>
  return
}

func.func @f128(%a: vector<[8]xf64>, %b: vector<[8]xf64>) {
  %0 = arith.addf %a, %b : vector<[8]xf64>
  %1 = arith.addf %a, %b fastmath<fast> : vector<[8]xf64>
  %2 = arith.addf %a, %b fastmath<nnan,ninf,contract> : vector<[8]xf64>
  return
}

func.func @f129(%a: f16, %b: f16) {
  %0 = arith.addf %a, %b : f16
  %1 = arith.addf %a, %b fastmath<fast> : f16
  %2 = arith.addf %a, %b fastmath<nnan,ninf,contract> : f16
  return
}

func.func @f130(%a: bf16, %b: bf16) {
  %0 = arith.addf %a, %b : bf16
  %1 = arith.addf %a, %b fastmath<fast> : bf16
  %2 = arith.addf %a, %b fastmath<nnan,ninf,contract> : bf16
  return
}

func.func @f131(%a: f64, %b: f64) {
  %0 = arith.subf %a, %b : f64
  %1 = arith.subf %a, %b fastmath<fast> : f64
  %2 = arith.subf %a, %b fastmath<nnan,ninf,contract> : f64
  return
}

func.func @f132(%a: tensor<8x8xf64>, %b: tensor<8x8xf64>) {
  %0 = arith.subf %a, %b : tensor<8x8xf64>
  %1 = arith.subf %a, %b fastmath<fast> : tensor<8x8xf64>
  %2 = arith.subf %a, %b fastmath<nnan,ninf,contract> : tensor<8x8xf64>
  return
}

func.func @f133(%a: vector<8xf64>, %b: vector<8xf64>) {
  %0 = arith.subf %a, %b : vector<8xf64>
  %1 = arith.subf %a, %b fastmath<fast> : vector<8xf64>
  %2 = arith.subf %a, %b fastmath<nnan,ninf,contract> : vector<8xf64>
  return
}

func.func @f134(%a: vector<[8]xf64>, %b: vector<[8]xf64>) {
  %0 = arith.subf %a, %b : vector<[8]xf64>
  %1 = arith.subf %a, %b fastmath<fast> : vector<[8]xf64>
  %2 = arith.subf %a, %b fastmath<nnan,ninf,contract> : vector<[8]xf64>
  return
}

func.func @f135(%a: f16, %b: f16) {
  %0 = arith.subf %a, %b : f16
  %1 = arith.subf %a, %b fastmath<fast> : f16
  %2 = arith.subf %a, %b fastmath<nnan,ninf,contract> : f16
  return
}

func.func @f136(%a: bf16, %b: bf16) {
  %0 = arith.subf %a, %b : bf16
  %1 = arith.subf %a, %b fastmath<fast> : bf16
  %2 = arith.subf %a, %b fastmath<nnan,ninf,contract> : bf16
  return
}

func.func @f137(%a: f64, %b: f64) {
  %0 = arith.mulf %a, %b : f64
  %1 = arith.mulf %a, %b fastmath<fast> : f64
  %2 = arith.mulf %a, %b fastmath<nnan,ninf,contract> : f64
  return
}

func.func @f138(%a: tensor<8x8xf64>, %b: tensor<8x8xf64>) {
  %0 = arith.mulf %a, %b : tensor<8x8xf64>
  %1 = arith.mulf %a, %b fastmath<fast> : tensor<8x8xf64>
  %2 = arith.mulf %a, %b fastmath<nnan,ninf,contract> : tensor<8x8xf64>
  return
}

func.func @f139(%a: vector<8xf64>, %b: vector<8xf64>) {
  %0 = arith.mulf %a, %b : vector<8xf64>
  %1 = arith.mulf %a, %b fastmath<fast> : vector<8xf64>
  %2 = arith.mulf %a, %b fastmath<nnan,ninf,contract> : vector<8xf64>
  return
}

func.func @f140(%a: vector<[8]xf64>, %b: vector<[8]xf64>) {
  %0 = arith.mulf %a, %b : vector<[8]xf64>
  %1 = arith.mulf %a, %b fastmath<fast> : vector<[8]xf64>
  %2 = arith.mulf %a, %b fastmath<nnan,ninf,contract> : vector<[8]xf64>
  return
}

func.func @f141(%a: f16, %b: f16) {
  %0 = arith.mulf %a, %b : f16
  %1 = arith.mulf %a, %b fastmath<fast> : f16
  %2 = arith.mulf %a, %b fastmath<nnan,ninf,contract> : f16
  return
}

func.func @f142(%a: bf16, %b: bf16) {
  %0 = arith.mulf %a, %b : bf16
  %1 = arith.mulf %a, %b fastmath<fast> : bf16
  %2 = arith.mulf %a, %b fastmath<nnan,ninf,contract> : bf16
  return
}

func.func @f143(%a: f64, %b: f64) {
  %0 = arith.divf %a, %b : f64
  %1 = arith.divf %a, %b fastmath<fast> : f64
  %2 = arith.divf %a, %b fastmath<nnan,ninf,contract> : f64
  return
}

func.func @f144(%a: tensor<8x8xf64>, %b: tensor<8x8xf64>) {
  %0 = arith.divf %a, %b : tensor<8x8xf64>
  %1 = arith.divf %a, %b fastmath<fast> : tensor<8x8xf64>
  %2 = arith.divf %a, %b fastmath<nnan,ninf,contract> : tensor<8x8xf64>
  return
}

func.func @f145(%a: vector<8xf64>, %b: vector<8xf64>) {
  %0 = arith.divf %a, %b : vector<8xf64>
  %1 = arith.divf %a, %b fastmath<fast> : vector<8xf64>
  %2 = arith.divf %a, %b fastmath<nnan,ninf,contract> : vector<8xf64>
  return
}

func.func @f146(%a: vector<[8]xf64>, %b: vector<[8]xf64>) {
  %0 = arith.divf %a, %b : vector<[8]xf64>
  %1 = arith.divf %a, %b fastmath<fast> : vector<[8]xf64>
  %2 = arith.divf %a, %b fastmath<nnan,ninf,contract> : vector<[8]xf64>
  return
}

func.func @f147(%a: f16, %b: f16) {
  %0 = arith.divf %a, %b : f16
  %1 = arith.divf %a, %b fastmath<fast> : f16
  %2 = arith.divf %a, %b fastmath<nnan,ninf,contract> : f16
  return
}

func.func @f148(%a: bf16, %b: bf16) {
  %0 = arith.divf %a, %b : bf16
  %1 = arith.divf %a, %b fastmath<fast> : bf16
  %2 = arith.divf %a, %b fastmath<nnan,ninf,contract> : bf16
  return
}

func.func @f149(%a: f64, %b: f64) {
  %0 = arith.remf %a, %b : f64
  %1 = arith.remf %a, %b fastmath<fast> : f64
  %2 = arith.remf %a, %b fastmath<nnan,ninf,contract> : f64
  return
}

func.func @f150(%a: tensor<8x8xf64>, %b: tensor<8x8xf64>) {
  %0 = arith.remf %a, %b : tensor<8x8xf64>
  %1 = arith.remf %a, %b fastmath<fast> : tensor<8x8xf64>
  %2 = arith.remf %a, %b fastmath<nnan,ninf,contract> : tensor<8x8xf64>
  return
}

func.func @f151(%a: vector<8xf64>, %b: vector<8xf64>) {
  %0 = arith.remf %a, %b : vector<8xf64>
  %1 = arith.remf %a, %b fastmath<fast> : vector<8xf64>
  %2 = arith.remf %a, %b fastmath<nnan,ninf,contract> : vector<8xf64>
  return
}

func.func @f152(%a: vector<[8]xf64>, %b: vector<[8]xf64>) {
  %0 = arith.remf %a, %b : vector<[8]xf64>
  %1 = arith.remf %a, %b fastmath<fast> : vector<[8]xf64>
  %2 = arith.remf %a, %b fastmath<nnan,ninf,contract> : vector<[8]xf64>
  return
}

func.func @f153(%a: f16, %b: f16) {
  %0 = arith.remf %a, %b : f16
  %1 = arith.remf %a, %b fastmath<fast> : f16
  %2 = arith.remf %a, %b fastmath<nnan,ninf,contract> : f16
  return
}

func.func @f154(%a: bf16, %b: bf16) {
  %0 = arith.remf %a, %b : bf16
  %1 = arith.remf %a, %b fastmath<fast> : bf16
  %2 = arith.remf %a, %b fastmath<nnan,ninf,contract> : bf16
  return
}

func.func @f155(%a: f64, %b: f64) {
  %0 = arith.maximumf %a, %b : f64
  %1 = arith.maximumf %a, %b fastmath<fast> : f64
  %2 = arith.maximumf %a, %b fastmath<nnan,ninf,contract> : f64
  return
}

func.func @f156(%a: tensor<8x8xf64>, %b: tensor<8x8xf64>) {
  %0 = arith.maximumf %a, %b : tensor<8x8xf64>
  %1 = arith.maximumf %a, %b fastmath<fast> : tensor<8x8xf64>
  %2 = arith.maximumf %a, %b fastmath<nnan,ninf,contract> : tensor<8x8xf64>
  return
}

func.func @f157(%a: vector<8xf64>, %b: vector<8xf64>) {
  %0 = arith.maximumf %a, %b : vector<8xf64>
  %1 = arith.maximumf %a, %b fastmath<fast> : vector<8xf64>
  %2 = arith.maximumf %a, %b fastmath<nnan,ninf,contract> : vector<8xf64>
  return
}

func.func @f158(%a: vector<[8]xf64>, %b: vector<[8]xf64>) {
  %0 = arith.maximumf %a, %b : vector<[8]xf64>
  %1 = arith.maximumf %a, %b fastmath<fast> : vector<[8]xf64>
  %2 = arith.maximumf %a, %b fastmath<nnan,ninf,contract> : vector<[8]xf64>
  return
}

func.func @f159(%a: f16, %b: f16) {
  %0 = arith.maximumf %a, %b : f16
  %1 = arith.maximumf %a, %b fastmath<fast> : f16
  %2 = arith.maximumf %a, %b fastmath<nnan,ninf,contract> : f16
  return
}

func.func @f160(%a: bf16, %b: bf16) {
  %0 = arith.maximumf %a, %b : bf16
  %1 = arith.maximumf %a, %b fastmath<fast> : bf16
  %2 = arith.maximumf %a, %b fastmath<nnan,ninf,contract> : bf16
  return
}

func.func @f161(%a: f64, %b: f64) {
  %0 = arith.minimumf %a, %b : f64
  %1 = arith.minimumf %a, %b fastmath<fast> : f64
  %2 = arith.minimumf %a, %b fastmath<nnan,ninf,contract> : f64
  return
}

func.func @f162(%a: tensor<8x8xf64>, %b: tensor<8x8xf64>) {
  %0 = arith.minimumf %a, %b : tensor<8x8xf64>
  %1 = arith.minimumf %a, %b fastmath<fast> : tensor<8x8xf64>
  %2 = arith.minimumf %a, %b fastmath<nnan,ninf,contract> : tensor<8x8xf64>
  return
}

func.func @f163(%a: vector<8xf64>, %b: vector<8xf64>) {
  %0 = arith.minimumf %a, %b : vector<8xf64>
  %1 = arith.minimumf %a, %b fastmath<fast> : vector<8xf64>
  %2 = arith.minimumf %a, %b fastmath<nnan,ninf,contract> : vector<8xf64>
  return
}

func.func @f164(%a: vector<[8]xf64>, %b: vector<[8]xf64>) {
  %0 = arith.minimumf %a, %b : vector<[8]xf64>
  %1 = arith.minimumf %a, %b fastmath<fast> : vector<[8]xf64>
  %2 = arith.minimumf %a, %b fastmath<nnan,ninf,contract> : vector<[8]xf64>
  return
}

func.func @f165(%a: f16, %b: f16) {
  %0 = arith.minimumf %a, %b : f16
  %1 = arith.minimumf %a, %b fastmath<fast> : f16
  %2 = arith.minimumf %a, %b fastmath<nnan,ninf,contract> : f16
  return
}

func.func @f166(%a: bf16, %b: bf16) {
  %0 = arith.minimumf %a, %b : bf16
  %1 = arith.minimumf %a, %b fastmath<fast> : bf16
  %2 = arith.minimumf %a, %b fastmath<nnan,ninf,contract> : bf16
  return
}

func.func @f167(%a: f64, %b: f64) {
  %0 = arith.maxnumf %a, %b : f64
  %1 = arith.maxnumf %a, %b fastmath<fast> : f64
  %2 = arith.maxnumf %a, %b fastmath<nnan,ninf,contract> : f64
  return
}

func.func @f168(%a: tensor<8x8xf64>, %b: tensor<8x8xf64>) {
  %0 = arith.maxnumf %a, %b : tensor<8x8xf64>
  %1 = arith.maxnumf %a, %b fastmath<fast> : tensor<8x8xf64>
  %2 = arith.maxnumf %a, %b fastmath<nnan,ninf,contract> : tensor<8x8xf64>
  return
}

func.func @f169(%a: vector<8xf64>, %b: vector<8xf64>) {
  %0 = arith.maxnumf %a, %b : vector<8xf64>
  %1 = arith.maxnumf %a, %b fastmath<fast> : vector<8xf64>
  %2 = arith.maxnumf %a, %b fastmath<nnan,ninf,contract> : vector<8xf64>
  return
}

func.func @f170(%a: vector<[8]xf64>, %b: vector<[8]xf64>) {
  %0 = arith.maxnumf %a, %b : vector<[8]xf64>
  %1 = arith.maxnumf %a, %b fastmath<fast> : vector<[8]xf64>
  %2 = arith.maxnumf %a, %b fastmath<nnan,ninf,contract> : vector<[8]xf64>
  return
}

func.func @f171(%a: f16, %b: f16) {
  %0 = arith.maxnumf %a, %b : f16
  %1 = arith.maxnumf %a, %b fastmath<fast> : f16
  %2 = arith.maxnumf %a, %b fastmath<nnan,ninf,contract> : f16
  return
}

func.func @f172(%a: bf16, %b: bf16) {
  %0 = arith.maxnumf %a, %b : bf16
  %1 = arith.maxnumf %a, %b fastmath<fast> : bf16
  %2 = arith.maxnumf %a, %b fastmath<nnan,ninf,contract> : bf16
  return
}

func.func @f173(%a: f64, %b: f64) {
  %0 = arith.minnumf %a, %b : f64
  %1 = arith.minnumf %a, %b fastmath<fast> : f64
  %2 = arith.minnumf %a, %b fastmath<nnan,ninf,contract> : f64
  return
}

func.func @f174(%a: tensor<8x8xf64>, %b: tensor<8x8xf64>) {
  %0 = arith.minnumf %a, %b : tensor<8x8xf64>
  %1 = arith.minnumf %a, %b fastmath<fast> : tensor<8x8xf64>
  %2 = arith.minnumf %a, %b fastmath<nnan,ninf,contract> : tensor<8x8xf64>
  return
}

func.func @f175(%a: vector<8xf64>, %b: vector<8xf64>) {
  %0 = arith.minnumf %a, %b : vector<8xf64>
  %1 = arith.minnumf %a, %b fastmath<fast> : vector<8xf64>
  %2 = arith.minnumf %a, %b fastmath<nnan,ninf,contract> : vector<8xf64>
  return
}

func.func @f176(%a: vector<[8]xf64>, %b: vector<[8]xf64>) {
  %0 = arith.minnumf %a, %b : vector<[8]xf64>
  %1 = arith.minnumf %a, %b fastmath<fast> : vector<[8]xf64>
  %2 = arith.minnumf %a, %b fastmath<nnan,ninf,contract> : vector<[8]xf64>
  return
}

func.func @f177(%a: f16, %b: f16) {
  %0 = arith.minnumf %a, %b : f16
  %1 = arith.minnumf %a, %b fastmath<fast> : f16
  %2 = arith.minnumf %a, %b fastmath<nnan,ninf,contract> : f16
  return
}

func.func @f178(%a: bf16, %b: bf16) {
  %0 = arith.minnumf %a, %b : bf16
  %1 = arith.minnumf %a, %b fastmath<fast> : bf16
  %2 = arith.minnumf %a, %b fastmath<nnan,ninf,contract> : bf16
  return
}

func.func @f179(%a: f64) {
  %0 = arith.negf %a : f64
  %1 = arith.negf %a fastmath<nsz> : f64
  return
}

func.func @f180(%a: f64, %b: f64) {
  %0 = arith.cmpf ole, %a, %b : f64
  %1 = arith.cmpf "une", %a, %b fastmath<fast> : f64
  return
}

func.func @f181(%a: tensor<8x8xf64>) {
  %0 = arith.negf %a : tensor<8x8xf64>
  %1 = arith.negf %a fastmath<nsz> : tensor<8x8xf64>
  return
}

func.func @f182(%a: tensor<8x8xf64>, %b: tensor<8x8xf64>) {
  %0 = arith.cmpf ole, %a, %b : tensor<8x8xf64>
  %1 = arith.cmpf "une", %a, %b fastmath<fast> : tensor<8x8xf64>
  return
}

func.func @f183(%a: vector<8xf64>) {
  %0 = arith.negf %a : vector<8xf64>
  %1 = arith.negf %a fastmath<nsz> : vector<8xf64>
  return
}

func.func @f184(%a: vector<8xf64>, %b: vector<8xf64>) {
  %0 = arith.cmpf ole, %a, %b : vector<8xf64>
  %1 = arith.cmpf "une", %a, %b fastmath<fast> : vector<8xf64>
  return
}

func.func @f185(%a: vector<[8]xf64>) {
  %0 = arith.negf %a : vector<[8]xf64>
  %1 = arith.negf %a fastmath<nsz> : vector<[8]xf64>
  return
}

func.func @f186(%a: vector<[8]xf64>, %b: vector<[8]xf64>) {
  %0 = arith.cmpf ole, %a, %b : vector<[8]xf64>
  %1 = arith.cmpf "une", %a, %b fastmath<fast> : vector<[8]xf64>
  return
}

func.func @f187(%a: f16) {
  %0 = arith.negf %a : f16
  %1 = arith.negf %a fastmath<nsz> : f16
  return
}

func.func @f188(%a: f16, %b: f16) {
  %0 = arith.cmpf ole, %a, %b : f16
  %1 = arith.cmpf "une", %a, %b fastmath<fast> : f16
  return
}

func.func @f189(%a: bf16) {
  %0 = arith.negf %a : bf16
  %1 = arith.negf %a fastmath<nsz> : bf16
  return
}

func.func @f190(%a: bf16, %b: bf16) {
  %0 = arith.cmpf ole, %a, %b : bf16
  %1 = arith.cmpf "une", %a, %b fastmath<fast> : bf16
  return
}

func.func @f191(%a: i64, %b: i64) {
  %0 = arith.cmpi eq, %a, %b : i64
  return
}

func.func @f192(%a: i64, %b: i64) {
  %0 = arith.cmpi ne, %a, %b : i64
  return
}

func.func @f193(%a: i64, %b: i64) {
  %0 = arith.cmpi slt, %a, %b : i64
  return
}

func.func @f194(%a: i64, %b: i64) {
  %0 = arith.cmpi sle, %a, %b : i64
  return
}

func.func @f195(%a: i64, %b: i64) {
  %0 = arith.cmpi sgt, %a, %b : i64
  return
}

func.func @f196(%a: i64, %b: i64) {
  %0 = arith.cmpi sge, %a, %b : i64
  return
}

func.func @f197(%a: i64, %b: i64) {
  %0 = arith.cmpi ult, %a, %b : i64
  return
}

func.func @f198(%a: i64, %b: i64) {
  %0 = arith.cmpi ule, %a, %b : i64
  return
}

func.func @f199(%a: i64, %b: i64) {
  %0 = arith.cmpi ugt, %a, %b : i64
  return
}

func.func @f200(%a: i64, %b: i64) {
  %0 = arith.cmpi uge, %a, %b : i64
  return
}

func.func @f201(%a: tensor<8x8xi64>, %b: tensor<8x8xi64>) {
  %0 = arith.cmpi eq, %a, %b : tensor<8x8xi64>
  return
}

func.func @f202(%a: tensor<8x8xi64>, %b: tensor<8x8xi64>) {
  %0 = arith.cmpi ne, %a, %b : tensor<8x8xi64>
  return
}

func.func @f203(%a: tensor<8x8xi64>, %b: tensor<8x8xi64>) {
  %0 = arith.cmpi slt, %a, %b : tensor<8x8xi64>
  return
}

func.func @f204(%a: tensor<8x8xi64>, %b: tensor<8x8xi64>) {
  %0 = arith.cmpi sle, %a, %b : tensor<8x8xi64>
  return
}

func.func @f205(%a: tensor<8x8xi64>, %b: tensor<8x8xi64>) {
  %0 = arith.cmpi sgt, %a, %b : tensor<8x8xi64>
  return
}

func.func @f206(%a: tensor<8x8xi64>, %b: tensor<8x8xi64>) {
  %0 = arith.cmpi sge, %a, %b : tensor<8x8xi64>
  return
}

func.func @f207(%a: tensor<8x8xi64>, %b: tensor<8x8xi64>) {
  %0 = arith.cmpi ult, %a, %b : tensor<8x8xi64>
  return
}

func.func @f208(%a: tensor<8x8xi64>, %b: tensor<8x8xi64>) {
  %0 = arith.cmpi ule, %a, %b : tensor<8x8xi64>
  return
}

func.func @f209(%a: tensor<8x8xi64>, %b: tensor<8x8xi64>) {
  %0 = arith.cmpi ugt, %a, %b : tensor<8x8xi64>
  return
}

func.func @f210(%a: tensor<8x8xi64>, %b: tensor<8x8xi64>) {
  %0 = arith.cmpi uge, %a, %b : tensor<8x8xi64>
  return
}

func.func @f211(%a: vector<8xi64>, %b: vector<8xi64>) {
  %0 = arith.cmpi eq, %a, %b : vector<8xi64>
  return
}

func.func @f212(%a: vector<8xi64>, %b: vector<8xi64>) {
  %0 = arith.cmpi ne, %a, %b : vector<8xi64>
  return
}

func.func @f213(%a: vector<8xi64>, %b: vector<8xi64>) {
  %0 = arith.cmpi slt, %a, %b : vector<8xi64>
  return
}

func.func @f214(%a: vector<8xi64>, %b: vector<8xi64>) {
  %0 = arith.cmpi sle, %a, %b : vector<8xi64>
  return
}

func.func @f215(%a: vector<8xi64>, %b: vector<8xi64>) {
  %0 = arith.cmpi sgt, %a, %b : vector<8xi64>
  return
}

func.func @f216(%a: vector<8xi64>, %b: vector<8xi64>) {
  %0 = arith.cmpi sge, %a, %b : vector<8xi64>
  return
}

func.func @f217(%a: vector<8xi64>, %b: vector<8xi64>) {
  %0 = arith.cmpi ult, %a, %b : vector<8xi64>
  return
}

func.func @f218(%a: vector<8xi64>, %b: vector<8xi64>) {
  %0 = arith.cmpi ule, %a, %b : vector<8xi64>
  return
}

func.func @f219(%a: vector<8xi64>, %b: vector<8xi64>) {
  %0 = arith.cmpi ugt, %a, %b : vector<8xi64>
  return
}

func.func @f220(%a: vector<8xi64>, %b: vector<8xi64>) {
  %0 = arith.cmpi uge, %a, %b : vector<8xi64>
  return
}

func.func @f221(%a: vector<[8]xi64>, %b: vector<[8]xi64>) {
  %0 = arith.cmpi eq, %a, %b : vector<[8]xi64>
  return
}

func.func @f222(%a: vector<[8]xi64>, %b: vector<[8]xi64>) {
  %0 = arith.cmpi ne, %a, %b : vector<[8]xi64>
  return
}

func.func @f223(%a: vector<[8]xi64>, %b: vector<[8]xi64>) {
  %0 = arith.cmpi slt, %a, %b : vector<[8]xi64>
  return
}

func.func @f224(%a: vector<[8]xi64>, %b: vector<[8]xi64>) {
  %0 = arith.cmpi sle, %a, %b : vector<[8]xi64>
  return
}

func.func @f225(%a: vector<[8]xi64>, %b: vector<[8]xi64>) {
  %0 = arith.cmpi sgt, %a, %b : vector<[8]xi64>
  return
}

func.func @f226(%a: vector<[8]xi64>, %b: vector<[8]xi64>) {
  %0 = arith.cmpi sge, %a, %b : vector<[8]xi64>
  return
}

func.func @f227(%a: vector<[8]xi64>, %b: vector<[8]xi64>) {
  %0 = arith.cmpi ult, %a, %b : vector<[8]xi64>
  return
}

func.func @f228(%a: vector<[8]xi64>, %b: vector<[8]xi64>) {
  %0 = arith.cmpi ule, %a, %b : vector<[8]xi64>
  return
}

func.func @f229(%a: vector<[8]xi64>, %b: vector<[8]xi64>) {
  %0 = arith.cmpi ugt, %a, %b : vector<[8]xi64>
  return
}

func.func @f230(%a: vector<[8]xi64>, %b: vector<[8]xi64>) {
  %0 = arith.cmpi uge, %a, %b : vector<[8]xi64>
  return
}

func.func @f231(%a: index, %b: index) {
  %0 = arith.cmpi eq, %a, %b : index
  return
}

func.func @f232(%a: index, %b: index) {
  %0 = arith.cmpi ne, %a, %b : index
  return
}

func.func @f233(%a: index, %b: index) {
  %0 = arith.cmpi slt, %a, %b : index
  return
}

func.func @f234(%a: index, %b: index) {
  %0 = arith.cmpi sle, %a, %b : index
  return
}

func.func @f235(%a: index, %b: index) {
  %0 = arith.cmpi sgt, %a, %b : index
  return
}

func.func @f236(%a: index, %b: index) {
  %0 = arith.cmpi sge, %a, %b : index
  return
}

func.func @f237(%a: index, %b: index) {
  %0 = arith.cmpi ult, %a, %b : index
  return
}

func.func @f238(%a: index, %b: index) {
  %0 = arith.cmpi ule, %a, %b : index
  return
}

func.func @f239(%a: index, %b: index) {
  %0 = arith.cmpi ugt, %a, %b : index
  return
}

func.func @f240(%a: index, %b: index) {
  %0 = arith.cmpi uge, %a, %b : index
  return
}

func.func @f241(%a: i3, %b: i3) {
  %0 = arith.cmpi eq, %a, %b : i3
  return
}

func.func @f242(%a: i3, %b: i3) {
  %0 = arith.cmpi ne, %a, %b : i3
  return
}

func.func @f243(%a: i3, %b: i3) {
  %0 = arith.cmpi slt, %a, %b : i3
  return
}

func.func @f244(%a: i3, %b: i3) {
  %0 = arith.cmpi sle, %a, %b : i3
  return
}

func.func @f245(%a: i3, %b: i3) {
  %0 = arith.cmpi sgt, %a, %b : i3
  return
}

func.func @f246(%a: i3, %b: i3) {
  %0 = arith.cmpi sge, %a, %b : i3
  return
}

func.func @f247(%a: i3, %b: i3) {
  %0 = arith.cmpi ult, %a, %b : i3
  return
}

func.func @f248(%a: i3, %b: i3) {
  %0 = arith.cmpi ule, %a, %b : i3
  return
}

func.func @f249(%a: i3, %b: i3) {
  %0 = arith.cmpi ugt, %a, %b : i3
  return
}

func.func @f250(%a: i3, %b: i3) {
  %0 = arith.cmpi uge, %a, %b : i3
  return
}

func.func @f251(%a: i64, %b: i64) {
  %s, %o = arith.addui_extended %a, %b : i64, i1
  %l, %h = arith.mulsi_extended %a, %b : i64
  %0:2 = arith.mului_extended %a, %b : i64
  return
}

func.func @f252(%a: vector<8xi64>, %b: vector<8xi64>) {
  %s, %o = arith.addui_extended %a, %b : vector<8xi64>, vector<8xi1>
  %l, %h = arith.mulsi_extended %a, %b : vector<8xi64>
  %0:2 = arith.mului_extended %a, %b : vector<8xi64>
  return
}

func.func @f253(%a: tensor<8x8xi64>, %b: tensor<8x8xi64>) {
  %s, %o = arith.addui_extended %a, %b : tensor<8x8xi64>, tensor<8x8xi1>
  %l, %h = arith.mulsi_extended %a, %b : tensor<8x8xi64>
  %0:2 = arith.mului_extended %a, %b : tensor<8x8xi64>
  return
}

func.func @f254(%a: vector<[8]xi64>, %b: vector<[8]xi64>) {
  %s, %o = arith.addui_extended %a, %b : vector<[8]xi64>, vector<[8]xi1>
  %l, %h = arith.mulsi_extended %a, %b : vector<[8]xi64>
  %0:2 = arith.mului_extended %a, %b : vector<[8]xi64>
  return
}

func.func @f255(%a: i32, %f: f32, %d: f64, %v: vector<4xi8>, %m: memref<4xi32>, %c: i1, %vc: vector<4xi1>) {
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.extui %a : i32 to i64
  %2 = arith.trunci %a : i32 to i16
  %3 = arith.trunci %a overflow<nsw, nuw> : i32 to i16
  %4 = arith.sitofp %a : i32 to f32
  %5 = arith.uitofp %a : i32 to f16
  %6 = arith.index_cast %a : i32 to index
  %7 = arith.index_castui %a : i32 to index
  %8 = arith.bitcast %a : i32 to f32
  %9 = arith.extf %f : f32 to f64
  %10 = arith.extf %f fastmath<fast> : f32 to f64
  %11 = arith.truncf %d : f64 to f32
  %12 = arith.truncf %d upward : f64 to f32
  %13 = arith.truncf %d to_nearest_away fastmath<nnan> : f64 to bf16
  %14 = arith.fptosi %f : f32 to i8
  %15 = arith.fptoui %f : f32 to i64
  %16 = arith.extsi %v : vector<4xi8> to vector<4xi32>
  %17 = arith.index_cast %m : memref<4xi32> to memref<4xindex>
  %18 = arith.bitcast %m : memref<4xi32> to memref<4xf32>
  %19 = arith.select %c, %a, %a : i32
  %20 = arith.select %vc, %v, %v : vector<4xi1>, vector<4xi8>
  %21 = arith.select %c, %v, %v : vector<4xi8>
  %22 = arith.truncf %d toward_zero : f64 to f16
  %23 = arith.truncf %d downward {a} : f64 to f16
  return
}

func.func @f256() {
  %0 = arith.constant 42 : i32
  %1 = arith.constant -1 : i3
  %2 = arith.constant true
  %3 = arith.constant 0 : index
  %4 = arith.constant 1.5 : f16
  %5 = arith.constant 0x7FC0 : bf16
  %6 = arith.constant dense<[1, 2]> : vector<2xi32>
  %7 = arith.constant dense<0.0> : tensor<4xf32>
  %8 = arith.constant {foo} 3 : i8
  %9 = arith.constant -128 : i8
  %10 = arith.constant 255 : i8
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @f1(%arg0: i64, %arg1: i64) {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f2(%arg0: tensor<8x8xi64>, %arg1: tensor<8x8xi64>) {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : tensor<8x8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f3(%arg0: vector<8xi64>, %arg1: vector<8xi64>) {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : vector<8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f4(%arg0: vector<[8]xi64>, %arg1: vector<[8]xi64>) {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : vector<[8]xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f5(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f6(%arg0: i3, %arg1: i3) {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i3
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f7(%arg0: i64, %arg1: i64) {
// CHECK-NEXT:     %0 = arith.subi %arg0, %arg1 : i64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f8(%arg0: tensor<8x8xi64>, %arg1: tensor<8x8xi64>) {
// CHECK-NEXT:     %0 = arith.subi %arg0, %arg1 : tensor<8x8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f9(%arg0: vector<8xi64>, %arg1: vector<8xi64>) {
// CHECK-NEXT:     %0 = arith.subi %arg0, %arg1 : vector<8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f10(%arg0: vector<[8]xi64>, %arg1: vector<[8]xi64>) {
// CHECK-NEXT:     %0 = arith.subi %arg0, %arg1 : vector<[8]xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f11(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %0 = arith.subi %arg0, %arg1 : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f12(%arg0: i3, %arg1: i3) {
// CHECK-NEXT:     %0 = arith.subi %arg0, %arg1 : i3
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f13(%arg0: i64, %arg1: i64) {
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : i64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f14(%arg0: tensor<8x8xi64>, %arg1: tensor<8x8xi64>) {
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : tensor<8x8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f15(%arg0: vector<8xi64>, %arg1: vector<8xi64>) {
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : vector<8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f16(%arg0: vector<[8]xi64>, %arg1: vector<[8]xi64>) {
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : vector<[8]xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f17(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f18(%arg0: i3, %arg1: i3) {
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : i3
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f19(%arg0: i64, %arg1: i64) {
// CHECK-NEXT:     %0 = arith.divui %arg0, %arg1 : i64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f20(%arg0: tensor<8x8xi64>, %arg1: tensor<8x8xi64>) {
// CHECK-NEXT:     %0 = arith.divui %arg0, %arg1 : tensor<8x8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f21(%arg0: vector<8xi64>, %arg1: vector<8xi64>) {
// CHECK-NEXT:     %0 = arith.divui %arg0, %arg1 : vector<8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f22(%arg0: vector<[8]xi64>, %arg1: vector<[8]xi64>) {
// CHECK-NEXT:     %0 = arith.divui %arg0, %arg1 : vector<[8]xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f23(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %0 = arith.divui %arg0, %arg1 : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f24(%arg0: i3, %arg1: i3) {
// CHECK-NEXT:     %0 = arith.divui %arg0, %arg1 : i3
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f25(%arg0: i64, %arg1: i64) {
// CHECK-NEXT:     %0 = arith.divsi %arg0, %arg1 : i64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f26(%arg0: tensor<8x8xi64>, %arg1: tensor<8x8xi64>) {
// CHECK-NEXT:     %0 = arith.divsi %arg0, %arg1 : tensor<8x8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f27(%arg0: vector<8xi64>, %arg1: vector<8xi64>) {
// CHECK-NEXT:     %0 = arith.divsi %arg0, %arg1 : vector<8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f28(%arg0: vector<[8]xi64>, %arg1: vector<[8]xi64>) {
// CHECK-NEXT:     %0 = arith.divsi %arg0, %arg1 : vector<[8]xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f29(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %0 = arith.divsi %arg0, %arg1 : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f30(%arg0: i3, %arg1: i3) {
// CHECK-NEXT:     %0 = arith.divsi %arg0, %arg1 : i3
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f31(%arg0: i64, %arg1: i64) {
// CHECK-NEXT:     %0 = arith.remui %arg0, %arg1 : i64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f32(%arg0: tensor<8x8xi64>, %arg1: tensor<8x8xi64>) {
// CHECK-NEXT:     %0 = arith.remui %arg0, %arg1 : tensor<8x8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f33(%arg0: vector<8xi64>, %arg1: vector<8xi64>) {
// CHECK-NEXT:     %0 = arith.remui %arg0, %arg1 : vector<8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f34(%arg0: vector<[8]xi64>, %arg1: vector<[8]xi64>) {
// CHECK-NEXT:     %0 = arith.remui %arg0, %arg1 : vector<[8]xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f35(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %0 = arith.remui %arg0, %arg1 : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f36(%arg0: i3, %arg1: i3) {
// CHECK-NEXT:     %0 = arith.remui %arg0, %arg1 : i3
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f37(%arg0: i64, %arg1: i64) {
// CHECK-NEXT:     %0 = arith.remsi %arg0, %arg1 : i64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f38(%arg0: tensor<8x8xi64>, %arg1: tensor<8x8xi64>) {
// CHECK-NEXT:     %0 = arith.remsi %arg0, %arg1 : tensor<8x8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f39(%arg0: vector<8xi64>, %arg1: vector<8xi64>) {
// CHECK-NEXT:     %0 = arith.remsi %arg0, %arg1 : vector<8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f40(%arg0: vector<[8]xi64>, %arg1: vector<[8]xi64>) {
// CHECK-NEXT:     %0 = arith.remsi %arg0, %arg1 : vector<[8]xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f41(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %0 = arith.remsi %arg0, %arg1 : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f42(%arg0: i3, %arg1: i3) {
// CHECK-NEXT:     %0 = arith.remsi %arg0, %arg1 : i3
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f43(%arg0: i64, %arg1: i64) {
// CHECK-NEXT:     %0 = arith.andi %arg0, %arg1 : i64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f44(%arg0: tensor<8x8xi64>, %arg1: tensor<8x8xi64>) {
// CHECK-NEXT:     %0 = arith.andi %arg0, %arg1 : tensor<8x8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f45(%arg0: vector<8xi64>, %arg1: vector<8xi64>) {
// CHECK-NEXT:     %0 = arith.andi %arg0, %arg1 : vector<8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f46(%arg0: vector<[8]xi64>, %arg1: vector<[8]xi64>) {
// CHECK-NEXT:     %0 = arith.andi %arg0, %arg1 : vector<[8]xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f47(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %0 = arith.andi %arg0, %arg1 : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f48(%arg0: i3, %arg1: i3) {
// CHECK-NEXT:     %0 = arith.andi %arg0, %arg1 : i3
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f49(%arg0: i64, %arg1: i64) {
// CHECK-NEXT:     %0 = arith.ori %arg0, %arg1 : i64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f50(%arg0: tensor<8x8xi64>, %arg1: tensor<8x8xi64>) {
// CHECK-NEXT:     %0 = arith.ori %arg0, %arg1 : tensor<8x8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f51(%arg0: vector<8xi64>, %arg1: vector<8xi64>) {
// CHECK-NEXT:     %0 = arith.ori %arg0, %arg1 : vector<8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f52(%arg0: vector<[8]xi64>, %arg1: vector<[8]xi64>) {
// CHECK-NEXT:     %0 = arith.ori %arg0, %arg1 : vector<[8]xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f53(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %0 = arith.ori %arg0, %arg1 : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f54(%arg0: i3, %arg1: i3) {
// CHECK-NEXT:     %0 = arith.ori %arg0, %arg1 : i3
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f55(%arg0: i64, %arg1: i64) {
// CHECK-NEXT:     %0 = arith.xori %arg0, %arg1 : i64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f56(%arg0: tensor<8x8xi64>, %arg1: tensor<8x8xi64>) {
// CHECK-NEXT:     %0 = arith.xori %arg0, %arg1 : tensor<8x8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f57(%arg0: vector<8xi64>, %arg1: vector<8xi64>) {
// CHECK-NEXT:     %0 = arith.xori %arg0, %arg1 : vector<8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f58(%arg0: vector<[8]xi64>, %arg1: vector<[8]xi64>) {
// CHECK-NEXT:     %0 = arith.xori %arg0, %arg1 : vector<[8]xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f59(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %0 = arith.xori %arg0, %arg1 : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f60(%arg0: i3, %arg1: i3) {
// CHECK-NEXT:     %0 = arith.xori %arg0, %arg1 : i3
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f61(%arg0: i64, %arg1: i64) {
// CHECK-NEXT:     %0 = arith.ceildivsi %arg0, %arg1 : i64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f62(%arg0: tensor<8x8xi64>, %arg1: tensor<8x8xi64>) {
// CHECK-NEXT:     %0 = arith.ceildivsi %arg0, %arg1 : tensor<8x8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f63(%arg0: vector<8xi64>, %arg1: vector<8xi64>) {
// CHECK-NEXT:     %0 = arith.ceildivsi %arg0, %arg1 : vector<8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f64(%arg0: vector<[8]xi64>, %arg1: vector<[8]xi64>) {
// CHECK-NEXT:     %0 = arith.ceildivsi %arg0, %arg1 : vector<[8]xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f65(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %0 = arith.ceildivsi %arg0, %arg1 : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f66(%arg0: i3, %arg1: i3) {
// CHECK-NEXT:     %0 = arith.ceildivsi %arg0, %arg1 : i3
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f67(%arg0: i64, %arg1: i64) {
// CHECK-NEXT:     %0 = arith.ceildivui %arg0, %arg1 : i64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f68(%arg0: tensor<8x8xi64>, %arg1: tensor<8x8xi64>) {
// CHECK-NEXT:     %0 = arith.ceildivui %arg0, %arg1 : tensor<8x8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f69(%arg0: vector<8xi64>, %arg1: vector<8xi64>) {
// CHECK-NEXT:     %0 = arith.ceildivui %arg0, %arg1 : vector<8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f70(%arg0: vector<[8]xi64>, %arg1: vector<[8]xi64>) {
// CHECK-NEXT:     %0 = arith.ceildivui %arg0, %arg1 : vector<[8]xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f71(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %0 = arith.ceildivui %arg0, %arg1 : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f72(%arg0: i3, %arg1: i3) {
// CHECK-NEXT:     %0 = arith.ceildivui %arg0, %arg1 : i3
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f73(%arg0: i64, %arg1: i64) {
// CHECK-NEXT:     %0 = arith.floordivsi %arg0, %arg1 : i64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f74(%arg0: tensor<8x8xi64>, %arg1: tensor<8x8xi64>) {
// CHECK-NEXT:     %0 = arith.floordivsi %arg0, %arg1 : tensor<8x8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f75(%arg0: vector<8xi64>, %arg1: vector<8xi64>) {
// CHECK-NEXT:     %0 = arith.floordivsi %arg0, %arg1 : vector<8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f76(%arg0: vector<[8]xi64>, %arg1: vector<[8]xi64>) {
// CHECK-NEXT:     %0 = arith.floordivsi %arg0, %arg1 : vector<[8]xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f77(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %0 = arith.floordivsi %arg0, %arg1 : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f78(%arg0: i3, %arg1: i3) {
// CHECK-NEXT:     %0 = arith.floordivsi %arg0, %arg1 : i3
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f79(%arg0: i64, %arg1: i64) {
// CHECK-NEXT:     %0 = arith.shli %arg0, %arg1 : i64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f80(%arg0: tensor<8x8xi64>, %arg1: tensor<8x8xi64>) {
// CHECK-NEXT:     %0 = arith.shli %arg0, %arg1 : tensor<8x8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f81(%arg0: vector<8xi64>, %arg1: vector<8xi64>) {
// CHECK-NEXT:     %0 = arith.shli %arg0, %arg1 : vector<8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f82(%arg0: vector<[8]xi64>, %arg1: vector<[8]xi64>) {
// CHECK-NEXT:     %0 = arith.shli %arg0, %arg1 : vector<[8]xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f83(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %0 = arith.shli %arg0, %arg1 : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f84(%arg0: i3, %arg1: i3) {
// CHECK-NEXT:     %0 = arith.shli %arg0, %arg1 : i3
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f85(%arg0: i64, %arg1: i64) {
// CHECK-NEXT:     %0 = arith.shrui %arg0, %arg1 : i64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f86(%arg0: tensor<8x8xi64>, %arg1: tensor<8x8xi64>) {
// CHECK-NEXT:     %0 = arith.shrui %arg0, %arg1 : tensor<8x8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f87(%arg0: vector<8xi64>, %arg1: vector<8xi64>) {
// CHECK-NEXT:     %0 = arith.shrui %arg0, %arg1 : vector<8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f88(%arg0: vector<[8]xi64>, %arg1: vector<[8]xi64>) {
// CHECK-NEXT:     %0 = arith.shrui %arg0, %arg1 : vector<[8]xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f89(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %0 = arith.shrui %arg0, %arg1 : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f90(%arg0: i3, %arg1: i3) {
// CHECK-NEXT:     %0 = arith.shrui %arg0, %arg1 : i3
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f91(%arg0: i64, %arg1: i64) {
// CHECK-NEXT:     %0 = arith.shrsi %arg0, %arg1 : i64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f92(%arg0: tensor<8x8xi64>, %arg1: tensor<8x8xi64>) {
// CHECK-NEXT:     %0 = arith.shrsi %arg0, %arg1 : tensor<8x8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f93(%arg0: vector<8xi64>, %arg1: vector<8xi64>) {
// CHECK-NEXT:     %0 = arith.shrsi %arg0, %arg1 : vector<8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f94(%arg0: vector<[8]xi64>, %arg1: vector<[8]xi64>) {
// CHECK-NEXT:     %0 = arith.shrsi %arg0, %arg1 : vector<[8]xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f95(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %0 = arith.shrsi %arg0, %arg1 : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f96(%arg0: i3, %arg1: i3) {
// CHECK-NEXT:     %0 = arith.shrsi %arg0, %arg1 : i3
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f97(%arg0: i64, %arg1: i64) {
// CHECK-NEXT:     %0 = arith.maxsi %arg0, %arg1 : i64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f98(%arg0: tensor<8x8xi64>, %arg1: tensor<8x8xi64>) {
// CHECK-NEXT:     %0 = arith.maxsi %arg0, %arg1 : tensor<8x8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f99(%arg0: vector<8xi64>, %arg1: vector<8xi64>) {
// CHECK-NEXT:     %0 = arith.maxsi %arg0, %arg1 : vector<8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f100(%arg0: vector<[8]xi64>, %arg1: vector<[8]xi64>) {
// CHECK-NEXT:     %0 = arith.maxsi %arg0, %arg1 : vector<[8]xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f101(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %0 = arith.maxsi %arg0, %arg1 : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f102(%arg0: i3, %arg1: i3) {
// CHECK-NEXT:     %0 = arith.maxsi %arg0, %arg1 : i3
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f103(%arg0: i64, %arg1: i64) {
// CHECK-NEXT:     %0 = arith.maxui %arg0, %arg1 : i64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f104(%arg0: tensor<8x8xi64>, %arg1: tensor<8x8xi64>) {
// CHECK-NEXT:     %0 = arith.maxui %arg0, %arg1 : tensor<8x8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f105(%arg0: vector<8xi64>, %arg1: vector<8xi64>) {
// CHECK-NEXT:     %0 = arith.maxui %arg0, %arg1 : vector<8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f106(%arg0: vector<[8]xi64>, %arg1: vector<[8]xi64>) {
// CHECK-NEXT:     %0 = arith.maxui %arg0, %arg1 : vector<[8]xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f107(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %0 = arith.maxui %arg0, %arg1 : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f108(%arg0: i3, %arg1: i3) {
// CHECK-NEXT:     %0 = arith.maxui %arg0, %arg1 : i3
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f109(%arg0: i64, %arg1: i64) {
// CHECK-NEXT:     %0 = arith.minsi %arg0, %arg1 : i64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f110(%arg0: tensor<8x8xi64>, %arg1: tensor<8x8xi64>) {
// CHECK-NEXT:     %0 = arith.minsi %arg0, %arg1 : tensor<8x8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f111(%arg0: vector<8xi64>, %arg1: vector<8xi64>) {
// CHECK-NEXT:     %0 = arith.minsi %arg0, %arg1 : vector<8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f112(%arg0: vector<[8]xi64>, %arg1: vector<[8]xi64>) {
// CHECK-NEXT:     %0 = arith.minsi %arg0, %arg1 : vector<[8]xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f113(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %0 = arith.minsi %arg0, %arg1 : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f114(%arg0: i3, %arg1: i3) {
// CHECK-NEXT:     %0 = arith.minsi %arg0, %arg1 : i3
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f115(%arg0: i64, %arg1: i64) {
// CHECK-NEXT:     %0 = arith.minui %arg0, %arg1 : i64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f116(%arg0: tensor<8x8xi64>, %arg1: tensor<8x8xi64>) {
// CHECK-NEXT:     %0 = arith.minui %arg0, %arg1 : tensor<8x8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f117(%arg0: vector<8xi64>, %arg1: vector<8xi64>) {
// CHECK-NEXT:     %0 = arith.minui %arg0, %arg1 : vector<8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f118(%arg0: vector<[8]xi64>, %arg1: vector<[8]xi64>) {
// CHECK-NEXT:     %0 = arith.minui %arg0, %arg1 : vector<[8]xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f119(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %0 = arith.minui %arg0, %arg1 : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f120(%arg0: i3, %arg1: i3) {
// CHECK-NEXT:     %0 = arith.minui %arg0, %arg1 : i3
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f121(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:     %1 = arith.addi %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT:     %2 = arith.addi %arg0, %arg1 overflow<nuw> {x = 1 : i64} : i32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f122(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:     %0 = arith.subi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:     %1 = arith.subi %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT:     %2 = arith.subi %arg0, %arg1 overflow<nuw> {x = 1 : i64} : i32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f123(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:     %1 = arith.muli %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT:     %2 = arith.muli %arg0, %arg1 overflow<nuw> {x = 1 : i64} : i32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f124(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:     %0 = arith.shli %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:     %1 = arith.shli %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT:     %2 = arith.shli %arg0, %arg1 overflow<nuw> {x = 1 : i64} : i32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f125(%arg0: f64, %arg1: f64) {
// CHECK-NEXT:     %0 = arith.addf %arg0, %arg1 : f64
// CHECK-NEXT:     %1 = arith.addf %arg0, %arg1 fastmath<fast> : f64
// CHECK-NEXT:     %2 = arith.addf %arg0, %arg1 fastmath<nnan,ninf,contract> : f64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f126(%arg0: tensor<8x8xf64>, %arg1: tensor<8x8xf64>) {
// CHECK-NEXT:     %0 = arith.addf %arg0, %arg1 : tensor<8x8xf64>
// CHECK-NEXT:     %1 = arith.addf %arg0, %arg1 fastmath<fast> : tensor<8x8xf64>
// CHECK-NEXT:     %2 = arith.addf %arg0, %arg1 fastmath<nnan,ninf,contract> : tensor<8x8xf64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f127(%arg0: vector<8xf64>, %arg1: vector<8xf64>) {
// CHECK-NEXT:     %0 = arith.addf %arg0, %arg1 : vector<8xf64>
// CHECK-NEXT:     %1 = arith.addf %arg0, %arg1 fastmath<fast> : vector<8xf64>
// CHECK-NEXT:     %2 = arith.addf %arg0, %arg1 fastmath<nnan,ninf,contract> : vector<8xf64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f128(%arg0: vector<[8]xf64>, %arg1: vector<[8]xf64>) {
// CHECK-NEXT:     %0 = arith.addf %arg0, %arg1 : vector<[8]xf64>
// CHECK-NEXT:     %1 = arith.addf %arg0, %arg1 fastmath<fast> : vector<[8]xf64>
// CHECK-NEXT:     %2 = arith.addf %arg0, %arg1 fastmath<nnan,ninf,contract> : vector<[8]xf64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f129(%arg0: f16, %arg1: f16) {
// CHECK-NEXT:     %0 = arith.addf %arg0, %arg1 : f16
// CHECK-NEXT:     %1 = arith.addf %arg0, %arg1 fastmath<fast> : f16
// CHECK-NEXT:     %2 = arith.addf %arg0, %arg1 fastmath<nnan,ninf,contract> : f16
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f130(%arg0: bf16, %arg1: bf16) {
// CHECK-NEXT:     %0 = arith.addf %arg0, %arg1 : bf16
// CHECK-NEXT:     %1 = arith.addf %arg0, %arg1 fastmath<fast> : bf16
// CHECK-NEXT:     %2 = arith.addf %arg0, %arg1 fastmath<nnan,ninf,contract> : bf16
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f131(%arg0: f64, %arg1: f64) {
// CHECK-NEXT:     %0 = arith.subf %arg0, %arg1 : f64
// CHECK-NEXT:     %1 = arith.subf %arg0, %arg1 fastmath<fast> : f64
// CHECK-NEXT:     %2 = arith.subf %arg0, %arg1 fastmath<nnan,ninf,contract> : f64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f132(%arg0: tensor<8x8xf64>, %arg1: tensor<8x8xf64>) {
// CHECK-NEXT:     %0 = arith.subf %arg0, %arg1 : tensor<8x8xf64>
// CHECK-NEXT:     %1 = arith.subf %arg0, %arg1 fastmath<fast> : tensor<8x8xf64>
// CHECK-NEXT:     %2 = arith.subf %arg0, %arg1 fastmath<nnan,ninf,contract> : tensor<8x8xf64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f133(%arg0: vector<8xf64>, %arg1: vector<8xf64>) {
// CHECK-NEXT:     %0 = arith.subf %arg0, %arg1 : vector<8xf64>
// CHECK-NEXT:     %1 = arith.subf %arg0, %arg1 fastmath<fast> : vector<8xf64>
// CHECK-NEXT:     %2 = arith.subf %arg0, %arg1 fastmath<nnan,ninf,contract> : vector<8xf64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f134(%arg0: vector<[8]xf64>, %arg1: vector<[8]xf64>) {
// CHECK-NEXT:     %0 = arith.subf %arg0, %arg1 : vector<[8]xf64>
// CHECK-NEXT:     %1 = arith.subf %arg0, %arg1 fastmath<fast> : vector<[8]xf64>
// CHECK-NEXT:     %2 = arith.subf %arg0, %arg1 fastmath<nnan,ninf,contract> : vector<[8]xf64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f135(%arg0: f16, %arg1: f16) {
// CHECK-NEXT:     %0 = arith.subf %arg0, %arg1 : f16
// CHECK-NEXT:     %1 = arith.subf %arg0, %arg1 fastmath<fast> : f16
// CHECK-NEXT:     %2 = arith.subf %arg0, %arg1 fastmath<nnan,ninf,contract> : f16
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f136(%arg0: bf16, %arg1: bf16) {
// CHECK-NEXT:     %0 = arith.subf %arg0, %arg1 : bf16
// CHECK-NEXT:     %1 = arith.subf %arg0, %arg1 fastmath<fast> : bf16
// CHECK-NEXT:     %2 = arith.subf %arg0, %arg1 fastmath<nnan,ninf,contract> : bf16
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f137(%arg0: f64, %arg1: f64) {
// CHECK-NEXT:     %0 = arith.mulf %arg0, %arg1 : f64
// CHECK-NEXT:     %1 = arith.mulf %arg0, %arg1 fastmath<fast> : f64
// CHECK-NEXT:     %2 = arith.mulf %arg0, %arg1 fastmath<nnan,ninf,contract> : f64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f138(%arg0: tensor<8x8xf64>, %arg1: tensor<8x8xf64>) {
// CHECK-NEXT:     %0 = arith.mulf %arg0, %arg1 : tensor<8x8xf64>
// CHECK-NEXT:     %1 = arith.mulf %arg0, %arg1 fastmath<fast> : tensor<8x8xf64>
// CHECK-NEXT:     %2 = arith.mulf %arg0, %arg1 fastmath<nnan,ninf,contract> : tensor<8x8xf64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f139(%arg0: vector<8xf64>, %arg1: vector<8xf64>) {
// CHECK-NEXT:     %0 = arith.mulf %arg0, %arg1 : vector<8xf64>
// CHECK-NEXT:     %1 = arith.mulf %arg0, %arg1 fastmath<fast> : vector<8xf64>
// CHECK-NEXT:     %2 = arith.mulf %arg0, %arg1 fastmath<nnan,ninf,contract> : vector<8xf64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f140(%arg0: vector<[8]xf64>, %arg1: vector<[8]xf64>) {
// CHECK-NEXT:     %0 = arith.mulf %arg0, %arg1 : vector<[8]xf64>
// CHECK-NEXT:     %1 = arith.mulf %arg0, %arg1 fastmath<fast> : vector<[8]xf64>
// CHECK-NEXT:     %2 = arith.mulf %arg0, %arg1 fastmath<nnan,ninf,contract> : vector<[8]xf64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f141(%arg0: f16, %arg1: f16) {
// CHECK-NEXT:     %0 = arith.mulf %arg0, %arg1 : f16
// CHECK-NEXT:     %1 = arith.mulf %arg0, %arg1 fastmath<fast> : f16
// CHECK-NEXT:     %2 = arith.mulf %arg0, %arg1 fastmath<nnan,ninf,contract> : f16
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f142(%arg0: bf16, %arg1: bf16) {
// CHECK-NEXT:     %0 = arith.mulf %arg0, %arg1 : bf16
// CHECK-NEXT:     %1 = arith.mulf %arg0, %arg1 fastmath<fast> : bf16
// CHECK-NEXT:     %2 = arith.mulf %arg0, %arg1 fastmath<nnan,ninf,contract> : bf16
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f143(%arg0: f64, %arg1: f64) {
// CHECK-NEXT:     %0 = arith.divf %arg0, %arg1 : f64
// CHECK-NEXT:     %1 = arith.divf %arg0, %arg1 fastmath<fast> : f64
// CHECK-NEXT:     %2 = arith.divf %arg0, %arg1 fastmath<nnan,ninf,contract> : f64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f144(%arg0: tensor<8x8xf64>, %arg1: tensor<8x8xf64>) {
// CHECK-NEXT:     %0 = arith.divf %arg0, %arg1 : tensor<8x8xf64>
// CHECK-NEXT:     %1 = arith.divf %arg0, %arg1 fastmath<fast> : tensor<8x8xf64>
// CHECK-NEXT:     %2 = arith.divf %arg0, %arg1 fastmath<nnan,ninf,contract> : tensor<8x8xf64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f145(%arg0: vector<8xf64>, %arg1: vector<8xf64>) {
// CHECK-NEXT:     %0 = arith.divf %arg0, %arg1 : vector<8xf64>
// CHECK-NEXT:     %1 = arith.divf %arg0, %arg1 fastmath<fast> : vector<8xf64>
// CHECK-NEXT:     %2 = arith.divf %arg0, %arg1 fastmath<nnan,ninf,contract> : vector<8xf64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f146(%arg0: vector<[8]xf64>, %arg1: vector<[8]xf64>) {
// CHECK-NEXT:     %0 = arith.divf %arg0, %arg1 : vector<[8]xf64>
// CHECK-NEXT:     %1 = arith.divf %arg0, %arg1 fastmath<fast> : vector<[8]xf64>
// CHECK-NEXT:     %2 = arith.divf %arg0, %arg1 fastmath<nnan,ninf,contract> : vector<[8]xf64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f147(%arg0: f16, %arg1: f16) {
// CHECK-NEXT:     %0 = arith.divf %arg0, %arg1 : f16
// CHECK-NEXT:     %1 = arith.divf %arg0, %arg1 fastmath<fast> : f16
// CHECK-NEXT:     %2 = arith.divf %arg0, %arg1 fastmath<nnan,ninf,contract> : f16
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f148(%arg0: bf16, %arg1: bf16) {
// CHECK-NEXT:     %0 = arith.divf %arg0, %arg1 : bf16
// CHECK-NEXT:     %1 = arith.divf %arg0, %arg1 fastmath<fast> : bf16
// CHECK-NEXT:     %2 = arith.divf %arg0, %arg1 fastmath<nnan,ninf,contract> : bf16
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f149(%arg0: f64, %arg1: f64) {
// CHECK-NEXT:     %0 = arith.remf %arg0, %arg1 : f64
// CHECK-NEXT:     %1 = arith.remf %arg0, %arg1 fastmath<fast> : f64
// CHECK-NEXT:     %2 = arith.remf %arg0, %arg1 fastmath<nnan,ninf,contract> : f64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f150(%arg0: tensor<8x8xf64>, %arg1: tensor<8x8xf64>) {
// CHECK-NEXT:     %0 = arith.remf %arg0, %arg1 : tensor<8x8xf64>
// CHECK-NEXT:     %1 = arith.remf %arg0, %arg1 fastmath<fast> : tensor<8x8xf64>
// CHECK-NEXT:     %2 = arith.remf %arg0, %arg1 fastmath<nnan,ninf,contract> : tensor<8x8xf64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f151(%arg0: vector<8xf64>, %arg1: vector<8xf64>) {
// CHECK-NEXT:     %0 = arith.remf %arg0, %arg1 : vector<8xf64>
// CHECK-NEXT:     %1 = arith.remf %arg0, %arg1 fastmath<fast> : vector<8xf64>
// CHECK-NEXT:     %2 = arith.remf %arg0, %arg1 fastmath<nnan,ninf,contract> : vector<8xf64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f152(%arg0: vector<[8]xf64>, %arg1: vector<[8]xf64>) {
// CHECK-NEXT:     %0 = arith.remf %arg0, %arg1 : vector<[8]xf64>
// CHECK-NEXT:     %1 = arith.remf %arg0, %arg1 fastmath<fast> : vector<[8]xf64>
// CHECK-NEXT:     %2 = arith.remf %arg0, %arg1 fastmath<nnan,ninf,contract> : vector<[8]xf64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f153(%arg0: f16, %arg1: f16) {
// CHECK-NEXT:     %0 = arith.remf %arg0, %arg1 : f16
// CHECK-NEXT:     %1 = arith.remf %arg0, %arg1 fastmath<fast> : f16
// CHECK-NEXT:     %2 = arith.remf %arg0, %arg1 fastmath<nnan,ninf,contract> : f16
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f154(%arg0: bf16, %arg1: bf16) {
// CHECK-NEXT:     %0 = arith.remf %arg0, %arg1 : bf16
// CHECK-NEXT:     %1 = arith.remf %arg0, %arg1 fastmath<fast> : bf16
// CHECK-NEXT:     %2 = arith.remf %arg0, %arg1 fastmath<nnan,ninf,contract> : bf16
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f155(%arg0: f64, %arg1: f64) {
// CHECK-NEXT:     %0 = arith.maximumf %arg0, %arg1 : f64
// CHECK-NEXT:     %1 = arith.maximumf %arg0, %arg1 fastmath<fast> : f64
// CHECK-NEXT:     %2 = arith.maximumf %arg0, %arg1 fastmath<nnan,ninf,contract> : f64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f156(%arg0: tensor<8x8xf64>, %arg1: tensor<8x8xf64>) {
// CHECK-NEXT:     %0 = arith.maximumf %arg0, %arg1 : tensor<8x8xf64>
// CHECK-NEXT:     %1 = arith.maximumf %arg0, %arg1 fastmath<fast> : tensor<8x8xf64>
// CHECK-NEXT:     %2 = arith.maximumf %arg0, %arg1 fastmath<nnan,ninf,contract> : tensor<8x8xf64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f157(%arg0: vector<8xf64>, %arg1: vector<8xf64>) {
// CHECK-NEXT:     %0 = arith.maximumf %arg0, %arg1 : vector<8xf64>
// CHECK-NEXT:     %1 = arith.maximumf %arg0, %arg1 fastmath<fast> : vector<8xf64>
// CHECK-NEXT:     %2 = arith.maximumf %arg0, %arg1 fastmath<nnan,ninf,contract> : vector<8xf64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f158(%arg0: vector<[8]xf64>, %arg1: vector<[8]xf64>) {
// CHECK-NEXT:     %0 = arith.maximumf %arg0, %arg1 : vector<[8]xf64>
// CHECK-NEXT:     %1 = arith.maximumf %arg0, %arg1 fastmath<fast> : vector<[8]xf64>
// CHECK-NEXT:     %2 = arith.maximumf %arg0, %arg1 fastmath<nnan,ninf,contract> : vector<[8]xf64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f159(%arg0: f16, %arg1: f16) {
// CHECK-NEXT:     %0 = arith.maximumf %arg0, %arg1 : f16
// CHECK-NEXT:     %1 = arith.maximumf %arg0, %arg1 fastmath<fast> : f16
// CHECK-NEXT:     %2 = arith.maximumf %arg0, %arg1 fastmath<nnan,ninf,contract> : f16
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f160(%arg0: bf16, %arg1: bf16) {
// CHECK-NEXT:     %0 = arith.maximumf %arg0, %arg1 : bf16
// CHECK-NEXT:     %1 = arith.maximumf %arg0, %arg1 fastmath<fast> : bf16
// CHECK-NEXT:     %2 = arith.maximumf %arg0, %arg1 fastmath<nnan,ninf,contract> : bf16
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f161(%arg0: f64, %arg1: f64) {
// CHECK-NEXT:     %0 = arith.minimumf %arg0, %arg1 : f64
// CHECK-NEXT:     %1 = arith.minimumf %arg0, %arg1 fastmath<fast> : f64
// CHECK-NEXT:     %2 = arith.minimumf %arg0, %arg1 fastmath<nnan,ninf,contract> : f64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f162(%arg0: tensor<8x8xf64>, %arg1: tensor<8x8xf64>) {
// CHECK-NEXT:     %0 = arith.minimumf %arg0, %arg1 : tensor<8x8xf64>
// CHECK-NEXT:     %1 = arith.minimumf %arg0, %arg1 fastmath<fast> : tensor<8x8xf64>
// CHECK-NEXT:     %2 = arith.minimumf %arg0, %arg1 fastmath<nnan,ninf,contract> : tensor<8x8xf64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f163(%arg0: vector<8xf64>, %arg1: vector<8xf64>) {
// CHECK-NEXT:     %0 = arith.minimumf %arg0, %arg1 : vector<8xf64>
// CHECK-NEXT:     %1 = arith.minimumf %arg0, %arg1 fastmath<fast> : vector<8xf64>
// CHECK-NEXT:     %2 = arith.minimumf %arg0, %arg1 fastmath<nnan,ninf,contract> : vector<8xf64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f164(%arg0: vector<[8]xf64>, %arg1: vector<[8]xf64>) {
// CHECK-NEXT:     %0 = arith.minimumf %arg0, %arg1 : vector<[8]xf64>
// CHECK-NEXT:     %1 = arith.minimumf %arg0, %arg1 fastmath<fast> : vector<[8]xf64>
// CHECK-NEXT:     %2 = arith.minimumf %arg0, %arg1 fastmath<nnan,ninf,contract> : vector<[8]xf64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f165(%arg0: f16, %arg1: f16) {
// CHECK-NEXT:     %0 = arith.minimumf %arg0, %arg1 : f16
// CHECK-NEXT:     %1 = arith.minimumf %arg0, %arg1 fastmath<fast> : f16
// CHECK-NEXT:     %2 = arith.minimumf %arg0, %arg1 fastmath<nnan,ninf,contract> : f16
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f166(%arg0: bf16, %arg1: bf16) {
// CHECK-NEXT:     %0 = arith.minimumf %arg0, %arg1 : bf16
// CHECK-NEXT:     %1 = arith.minimumf %arg0, %arg1 fastmath<fast> : bf16
// CHECK-NEXT:     %2 = arith.minimumf %arg0, %arg1 fastmath<nnan,ninf,contract> : bf16
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f167(%arg0: f64, %arg1: f64) {
// CHECK-NEXT:     %0 = arith.maxnumf %arg0, %arg1 : f64
// CHECK-NEXT:     %1 = arith.maxnumf %arg0, %arg1 fastmath<fast> : f64
// CHECK-NEXT:     %2 = arith.maxnumf %arg0, %arg1 fastmath<nnan,ninf,contract> : f64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f168(%arg0: tensor<8x8xf64>, %arg1: tensor<8x8xf64>) {
// CHECK-NEXT:     %0 = arith.maxnumf %arg0, %arg1 : tensor<8x8xf64>
// CHECK-NEXT:     %1 = arith.maxnumf %arg0, %arg1 fastmath<fast> : tensor<8x8xf64>
// CHECK-NEXT:     %2 = arith.maxnumf %arg0, %arg1 fastmath<nnan,ninf,contract> : tensor<8x8xf64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f169(%arg0: vector<8xf64>, %arg1: vector<8xf64>) {
// CHECK-NEXT:     %0 = arith.maxnumf %arg0, %arg1 : vector<8xf64>
// CHECK-NEXT:     %1 = arith.maxnumf %arg0, %arg1 fastmath<fast> : vector<8xf64>
// CHECK-NEXT:     %2 = arith.maxnumf %arg0, %arg1 fastmath<nnan,ninf,contract> : vector<8xf64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f170(%arg0: vector<[8]xf64>, %arg1: vector<[8]xf64>) {
// CHECK-NEXT:     %0 = arith.maxnumf %arg0, %arg1 : vector<[8]xf64>
// CHECK-NEXT:     %1 = arith.maxnumf %arg0, %arg1 fastmath<fast> : vector<[8]xf64>
// CHECK-NEXT:     %2 = arith.maxnumf %arg0, %arg1 fastmath<nnan,ninf,contract> : vector<[8]xf64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f171(%arg0: f16, %arg1: f16) {
// CHECK-NEXT:     %0 = arith.maxnumf %arg0, %arg1 : f16
// CHECK-NEXT:     %1 = arith.maxnumf %arg0, %arg1 fastmath<fast> : f16
// CHECK-NEXT:     %2 = arith.maxnumf %arg0, %arg1 fastmath<nnan,ninf,contract> : f16
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f172(%arg0: bf16, %arg1: bf16) {
// CHECK-NEXT:     %0 = arith.maxnumf %arg0, %arg1 : bf16
// CHECK-NEXT:     %1 = arith.maxnumf %arg0, %arg1 fastmath<fast> : bf16
// CHECK-NEXT:     %2 = arith.maxnumf %arg0, %arg1 fastmath<nnan,ninf,contract> : bf16
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f173(%arg0: f64, %arg1: f64) {
// CHECK-NEXT:     %0 = arith.minnumf %arg0, %arg1 : f64
// CHECK-NEXT:     %1 = arith.minnumf %arg0, %arg1 fastmath<fast> : f64
// CHECK-NEXT:     %2 = arith.minnumf %arg0, %arg1 fastmath<nnan,ninf,contract> : f64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f174(%arg0: tensor<8x8xf64>, %arg1: tensor<8x8xf64>) {
// CHECK-NEXT:     %0 = arith.minnumf %arg0, %arg1 : tensor<8x8xf64>
// CHECK-NEXT:     %1 = arith.minnumf %arg0, %arg1 fastmath<fast> : tensor<8x8xf64>
// CHECK-NEXT:     %2 = arith.minnumf %arg0, %arg1 fastmath<nnan,ninf,contract> : tensor<8x8xf64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f175(%arg0: vector<8xf64>, %arg1: vector<8xf64>) {
// CHECK-NEXT:     %0 = arith.minnumf %arg0, %arg1 : vector<8xf64>
// CHECK-NEXT:     %1 = arith.minnumf %arg0, %arg1 fastmath<fast> : vector<8xf64>
// CHECK-NEXT:     %2 = arith.minnumf %arg0, %arg1 fastmath<nnan,ninf,contract> : vector<8xf64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f176(%arg0: vector<[8]xf64>, %arg1: vector<[8]xf64>) {
// CHECK-NEXT:     %0 = arith.minnumf %arg0, %arg1 : vector<[8]xf64>
// CHECK-NEXT:     %1 = arith.minnumf %arg0, %arg1 fastmath<fast> : vector<[8]xf64>
// CHECK-NEXT:     %2 = arith.minnumf %arg0, %arg1 fastmath<nnan,ninf,contract> : vector<[8]xf64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f177(%arg0: f16, %arg1: f16) {
// CHECK-NEXT:     %0 = arith.minnumf %arg0, %arg1 : f16
// CHECK-NEXT:     %1 = arith.minnumf %arg0, %arg1 fastmath<fast> : f16
// CHECK-NEXT:     %2 = arith.minnumf %arg0, %arg1 fastmath<nnan,ninf,contract> : f16
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f178(%arg0: bf16, %arg1: bf16) {
// CHECK-NEXT:     %0 = arith.minnumf %arg0, %arg1 : bf16
// CHECK-NEXT:     %1 = arith.minnumf %arg0, %arg1 fastmath<fast> : bf16
// CHECK-NEXT:     %2 = arith.minnumf %arg0, %arg1 fastmath<nnan,ninf,contract> : bf16
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f179(%arg0: f64) {
// CHECK-NEXT:     %0 = arith.negf %arg0 : f64
// CHECK-NEXT:     %1 = arith.negf %arg0 fastmath<nsz> : f64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f180(%arg0: f64, %arg1: f64) {
// CHECK-NEXT:     %0 = arith.cmpf ole, %arg0, %arg1 : f64
// CHECK-NEXT:     %1 = arith.cmpf une, %arg0, %arg1 fastmath<fast> : f64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f181(%arg0: tensor<8x8xf64>) {
// CHECK-NEXT:     %0 = arith.negf %arg0 : tensor<8x8xf64>
// CHECK-NEXT:     %1 = arith.negf %arg0 fastmath<nsz> : tensor<8x8xf64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f182(%arg0: tensor<8x8xf64>, %arg1: tensor<8x8xf64>) {
// CHECK-NEXT:     %0 = arith.cmpf ole, %arg0, %arg1 : tensor<8x8xf64>
// CHECK-NEXT:     %1 = arith.cmpf une, %arg0, %arg1 fastmath<fast> : tensor<8x8xf64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f183(%arg0: vector<8xf64>) {
// CHECK-NEXT:     %0 = arith.negf %arg0 : vector<8xf64>
// CHECK-NEXT:     %1 = arith.negf %arg0 fastmath<nsz> : vector<8xf64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f184(%arg0: vector<8xf64>, %arg1: vector<8xf64>) {
// CHECK-NEXT:     %0 = arith.cmpf ole, %arg0, %arg1 : vector<8xf64>
// CHECK-NEXT:     %1 = arith.cmpf une, %arg0, %arg1 fastmath<fast> : vector<8xf64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f185(%arg0: vector<[8]xf64>) {
// CHECK-NEXT:     %0 = arith.negf %arg0 : vector<[8]xf64>
// CHECK-NEXT:     %1 = arith.negf %arg0 fastmath<nsz> : vector<[8]xf64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f186(%arg0: vector<[8]xf64>, %arg1: vector<[8]xf64>) {
// CHECK-NEXT:     %0 = arith.cmpf ole, %arg0, %arg1 : vector<[8]xf64>
// CHECK-NEXT:     %1 = arith.cmpf une, %arg0, %arg1 fastmath<fast> : vector<[8]xf64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f187(%arg0: f16) {
// CHECK-NEXT:     %0 = arith.negf %arg0 : f16
// CHECK-NEXT:     %1 = arith.negf %arg0 fastmath<nsz> : f16
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f188(%arg0: f16, %arg1: f16) {
// CHECK-NEXT:     %0 = arith.cmpf ole, %arg0, %arg1 : f16
// CHECK-NEXT:     %1 = arith.cmpf une, %arg0, %arg1 fastmath<fast> : f16
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f189(%arg0: bf16) {
// CHECK-NEXT:     %0 = arith.negf %arg0 : bf16
// CHECK-NEXT:     %1 = arith.negf %arg0 fastmath<nsz> : bf16
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f190(%arg0: bf16, %arg1: bf16) {
// CHECK-NEXT:     %0 = arith.cmpf ole, %arg0, %arg1 : bf16
// CHECK-NEXT:     %1 = arith.cmpf une, %arg0, %arg1 fastmath<fast> : bf16
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f191(%arg0: i64, %arg1: i64) {
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg0, %arg1 : i64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f192(%arg0: i64, %arg1: i64) {
// CHECK-NEXT:     %0 = arith.cmpi ne, %arg0, %arg1 : i64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f193(%arg0: i64, %arg1: i64) {
// CHECK-NEXT:     %0 = arith.cmpi slt, %arg0, %arg1 : i64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f194(%arg0: i64, %arg1: i64) {
// CHECK-NEXT:     %0 = arith.cmpi sle, %arg0, %arg1 : i64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f195(%arg0: i64, %arg1: i64) {
// CHECK-NEXT:     %0 = arith.cmpi sgt, %arg0, %arg1 : i64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f196(%arg0: i64, %arg1: i64) {
// CHECK-NEXT:     %0 = arith.cmpi sge, %arg0, %arg1 : i64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f197(%arg0: i64, %arg1: i64) {
// CHECK-NEXT:     %0 = arith.cmpi ult, %arg0, %arg1 : i64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f198(%arg0: i64, %arg1: i64) {
// CHECK-NEXT:     %0 = arith.cmpi ule, %arg0, %arg1 : i64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f199(%arg0: i64, %arg1: i64) {
// CHECK-NEXT:     %0 = arith.cmpi ugt, %arg0, %arg1 : i64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f200(%arg0: i64, %arg1: i64) {
// CHECK-NEXT:     %0 = arith.cmpi uge, %arg0, %arg1 : i64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f201(%arg0: tensor<8x8xi64>, %arg1: tensor<8x8xi64>) {
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg0, %arg1 : tensor<8x8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f202(%arg0: tensor<8x8xi64>, %arg1: tensor<8x8xi64>) {
// CHECK-NEXT:     %0 = arith.cmpi ne, %arg0, %arg1 : tensor<8x8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f203(%arg0: tensor<8x8xi64>, %arg1: tensor<8x8xi64>) {
// CHECK-NEXT:     %0 = arith.cmpi slt, %arg0, %arg1 : tensor<8x8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f204(%arg0: tensor<8x8xi64>, %arg1: tensor<8x8xi64>) {
// CHECK-NEXT:     %0 = arith.cmpi sle, %arg0, %arg1 : tensor<8x8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f205(%arg0: tensor<8x8xi64>, %arg1: tensor<8x8xi64>) {
// CHECK-NEXT:     %0 = arith.cmpi sgt, %arg0, %arg1 : tensor<8x8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f206(%arg0: tensor<8x8xi64>, %arg1: tensor<8x8xi64>) {
// CHECK-NEXT:     %0 = arith.cmpi sge, %arg0, %arg1 : tensor<8x8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f207(%arg0: tensor<8x8xi64>, %arg1: tensor<8x8xi64>) {
// CHECK-NEXT:     %0 = arith.cmpi ult, %arg0, %arg1 : tensor<8x8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f208(%arg0: tensor<8x8xi64>, %arg1: tensor<8x8xi64>) {
// CHECK-NEXT:     %0 = arith.cmpi ule, %arg0, %arg1 : tensor<8x8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f209(%arg0: tensor<8x8xi64>, %arg1: tensor<8x8xi64>) {
// CHECK-NEXT:     %0 = arith.cmpi ugt, %arg0, %arg1 : tensor<8x8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f210(%arg0: tensor<8x8xi64>, %arg1: tensor<8x8xi64>) {
// CHECK-NEXT:     %0 = arith.cmpi uge, %arg0, %arg1 : tensor<8x8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f211(%arg0: vector<8xi64>, %arg1: vector<8xi64>) {
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg0, %arg1 : vector<8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f212(%arg0: vector<8xi64>, %arg1: vector<8xi64>) {
// CHECK-NEXT:     %0 = arith.cmpi ne, %arg0, %arg1 : vector<8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f213(%arg0: vector<8xi64>, %arg1: vector<8xi64>) {
// CHECK-NEXT:     %0 = arith.cmpi slt, %arg0, %arg1 : vector<8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f214(%arg0: vector<8xi64>, %arg1: vector<8xi64>) {
// CHECK-NEXT:     %0 = arith.cmpi sle, %arg0, %arg1 : vector<8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f215(%arg0: vector<8xi64>, %arg1: vector<8xi64>) {
// CHECK-NEXT:     %0 = arith.cmpi sgt, %arg0, %arg1 : vector<8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f216(%arg0: vector<8xi64>, %arg1: vector<8xi64>) {
// CHECK-NEXT:     %0 = arith.cmpi sge, %arg0, %arg1 : vector<8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f217(%arg0: vector<8xi64>, %arg1: vector<8xi64>) {
// CHECK-NEXT:     %0 = arith.cmpi ult, %arg0, %arg1 : vector<8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f218(%arg0: vector<8xi64>, %arg1: vector<8xi64>) {
// CHECK-NEXT:     %0 = arith.cmpi ule, %arg0, %arg1 : vector<8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f219(%arg0: vector<8xi64>, %arg1: vector<8xi64>) {
// CHECK-NEXT:     %0 = arith.cmpi ugt, %arg0, %arg1 : vector<8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f220(%arg0: vector<8xi64>, %arg1: vector<8xi64>) {
// CHECK-NEXT:     %0 = arith.cmpi uge, %arg0, %arg1 : vector<8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f221(%arg0: vector<[8]xi64>, %arg1: vector<[8]xi64>) {
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg0, %arg1 : vector<[8]xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f222(%arg0: vector<[8]xi64>, %arg1: vector<[8]xi64>) {
// CHECK-NEXT:     %0 = arith.cmpi ne, %arg0, %arg1 : vector<[8]xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f223(%arg0: vector<[8]xi64>, %arg1: vector<[8]xi64>) {
// CHECK-NEXT:     %0 = arith.cmpi slt, %arg0, %arg1 : vector<[8]xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f224(%arg0: vector<[8]xi64>, %arg1: vector<[8]xi64>) {
// CHECK-NEXT:     %0 = arith.cmpi sle, %arg0, %arg1 : vector<[8]xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f225(%arg0: vector<[8]xi64>, %arg1: vector<[8]xi64>) {
// CHECK-NEXT:     %0 = arith.cmpi sgt, %arg0, %arg1 : vector<[8]xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f226(%arg0: vector<[8]xi64>, %arg1: vector<[8]xi64>) {
// CHECK-NEXT:     %0 = arith.cmpi sge, %arg0, %arg1 : vector<[8]xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f227(%arg0: vector<[8]xi64>, %arg1: vector<[8]xi64>) {
// CHECK-NEXT:     %0 = arith.cmpi ult, %arg0, %arg1 : vector<[8]xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f228(%arg0: vector<[8]xi64>, %arg1: vector<[8]xi64>) {
// CHECK-NEXT:     %0 = arith.cmpi ule, %arg0, %arg1 : vector<[8]xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f229(%arg0: vector<[8]xi64>, %arg1: vector<[8]xi64>) {
// CHECK-NEXT:     %0 = arith.cmpi ugt, %arg0, %arg1 : vector<[8]xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f230(%arg0: vector<[8]xi64>, %arg1: vector<[8]xi64>) {
// CHECK-NEXT:     %0 = arith.cmpi uge, %arg0, %arg1 : vector<[8]xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f231(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg0, %arg1 : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f232(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %0 = arith.cmpi ne, %arg0, %arg1 : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f233(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %0 = arith.cmpi slt, %arg0, %arg1 : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f234(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %0 = arith.cmpi sle, %arg0, %arg1 : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f235(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %0 = arith.cmpi sgt, %arg0, %arg1 : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f236(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %0 = arith.cmpi sge, %arg0, %arg1 : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f237(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %0 = arith.cmpi ult, %arg0, %arg1 : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f238(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %0 = arith.cmpi ule, %arg0, %arg1 : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f239(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %0 = arith.cmpi ugt, %arg0, %arg1 : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f240(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %0 = arith.cmpi uge, %arg0, %arg1 : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f241(%arg0: i3, %arg1: i3) {
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg0, %arg1 : i3
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f242(%arg0: i3, %arg1: i3) {
// CHECK-NEXT:     %0 = arith.cmpi ne, %arg0, %arg1 : i3
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f243(%arg0: i3, %arg1: i3) {
// CHECK-NEXT:     %0 = arith.cmpi slt, %arg0, %arg1 : i3
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f244(%arg0: i3, %arg1: i3) {
// CHECK-NEXT:     %0 = arith.cmpi sle, %arg0, %arg1 : i3
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f245(%arg0: i3, %arg1: i3) {
// CHECK-NEXT:     %0 = arith.cmpi sgt, %arg0, %arg1 : i3
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f246(%arg0: i3, %arg1: i3) {
// CHECK-NEXT:     %0 = arith.cmpi sge, %arg0, %arg1 : i3
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f247(%arg0: i3, %arg1: i3) {
// CHECK-NEXT:     %0 = arith.cmpi ult, %arg0, %arg1 : i3
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f248(%arg0: i3, %arg1: i3) {
// CHECK-NEXT:     %0 = arith.cmpi ule, %arg0, %arg1 : i3
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f249(%arg0: i3, %arg1: i3) {
// CHECK-NEXT:     %0 = arith.cmpi ugt, %arg0, %arg1 : i3
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f250(%arg0: i3, %arg1: i3) {
// CHECK-NEXT:     %0 = arith.cmpi uge, %arg0, %arg1 : i3
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f251(%arg0: i64, %arg1: i64) {
// CHECK-NEXT:     %sum, %overflow = arith.addui_extended %arg0, %arg1 : i64, i1
// CHECK-NEXT:     %low, %high = arith.mulsi_extended %arg0, %arg1 : i64
// CHECK-NEXT:     %low_0, %high_1 = arith.mului_extended %arg0, %arg1 : i64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f252(%arg0: vector<8xi64>, %arg1: vector<8xi64>) {
// CHECK-NEXT:     %sum, %overflow = arith.addui_extended %arg0, %arg1 : vector<8xi64>, vector<8xi1>
// CHECK-NEXT:     %low, %high = arith.mulsi_extended %arg0, %arg1 : vector<8xi64>
// CHECK-NEXT:     %low_0, %high_1 = arith.mului_extended %arg0, %arg1 : vector<8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f253(%arg0: tensor<8x8xi64>, %arg1: tensor<8x8xi64>) {
// CHECK-NEXT:     %sum, %overflow = arith.addui_extended %arg0, %arg1 : tensor<8x8xi64>, tensor<8x8xi1>
// CHECK-NEXT:     %low, %high = arith.mulsi_extended %arg0, %arg1 : tensor<8x8xi64>
// CHECK-NEXT:     %low_0, %high_1 = arith.mului_extended %arg0, %arg1 : tensor<8x8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f254(%arg0: vector<[8]xi64>, %arg1: vector<[8]xi64>) {
// CHECK-NEXT:     %sum, %overflow = arith.addui_extended %arg0, %arg1 : vector<[8]xi64>, vector<[8]xi1>
// CHECK-NEXT:     %low, %high = arith.mulsi_extended %arg0, %arg1 : vector<[8]xi64>
// CHECK-NEXT:     %low_0, %high_1 = arith.mului_extended %arg0, %arg1 : vector<[8]xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f255(%arg0: i32, %arg1: f32, %arg2: f64, %arg3: vector<4xi8>, %arg4: memref<4xi32>, %arg5: i1, %arg6: vector<4xi1>) {
// CHECK-NEXT:     %0 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT:     %1 = arith.extui %arg0 : i32 to i64
// CHECK-NEXT:     %2 = arith.trunci %arg0 : i32 to i16
// CHECK-NEXT:     %3 = arith.trunci %arg0 overflow<nsw, nuw> : i32 to i16
// CHECK-NEXT:     %4 = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT:     %5 = arith.uitofp %arg0 : i32 to f16
// CHECK-NEXT:     %6 = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT:     %7 = arith.index_castui %arg0 : i32 to index
// CHECK-NEXT:     %8 = arith.bitcast %arg0 : i32 to f32
// CHECK-NEXT:     %9 = arith.extf %arg1 : f32 to f64
// CHECK-NEXT:     %10 = arith.extf %arg1 fastmath<fast> : f32 to f64
// CHECK-NEXT:     %11 = arith.truncf %arg2 : f64 to f32
// CHECK-NEXT:     %12 = arith.truncf %arg2 upward : f64 to f32
// CHECK-NEXT:     %13 = arith.truncf %arg2 to_nearest_away fastmath<nnan> : f64 to bf16
// CHECK-NEXT:     %14 = arith.fptosi %arg1 : f32 to i8
// CHECK-NEXT:     %15 = arith.fptoui %arg1 : f32 to i64
// CHECK-NEXT:     %16 = arith.extsi %arg3 : vector<4xi8> to vector<4xi32>
// CHECK-NEXT:     %17 = arith.index_cast %arg4 : memref<4xi32> to memref<4xindex>
// CHECK-NEXT:     %18 = arith.bitcast %arg4 : memref<4xi32> to memref<4xf32>
// CHECK-NEXT:     %19 = arith.select %arg5, %arg0, %arg0 : i32
// CHECK-NEXT:     %20 = arith.select %arg6, %arg3, %arg3 : vector<4xi1>, vector<4xi8>
// CHECK-NEXT:     %21 = arith.select %arg5, %arg3, %arg3 : vector<4xi8>
// CHECK-NEXT:     %22 = arith.truncf %arg2 toward_zero : f64 to f16
// CHECK-NEXT:     %23 = arith.truncf %arg2 downward {a} : f64 to f16
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f256() {
// CHECK-NEXT:     %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT:     %c-1_i3 = arith.constant -1 : i3
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 1.500000e+00 : f16
// CHECK-NEXT:     %cst_0 = arith.constant 0x7FC0 : bf16
// CHECK-NEXT:     %cst_1 = arith.constant dense<[1, 2]> : vector<2xi32>
// CHECK-NEXT:     %cst_2 = arith.constant dense<0.000000e+00> : tensor<4xf32>
// CHECK-NEXT:     %c3_i8 = arith.constant {foo} 3 : i8
// CHECK-NEXT:     %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT:     %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT:{{^$}}
