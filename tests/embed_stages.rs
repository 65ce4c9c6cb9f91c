//! The embedding API compiles MLIR at any stage of the async lowering: the same function as
//! high-level `async.execute` and as mlir-opt-22's `async.runtime`/`async.coro` form (the output
//! of `mlir-opt-22 --async-to-async-runtime --async-runtime-ref-counting
//! --async-runtime-ref-counting-opt` on the first). Expected values: (a + b) * 2 by hand.

use corolift::Engine;

const HIGH_LEVEL: &str = r#"
func.func @sum_async(%a: i64, %b: i64) -> i64 {
  %token, %value = async.execute -> !async.value<i64> {
    %s = arith.addi %a, %b : i64
    async.yield %s : i64
  }
  %v = async.await %value : !async.value<i64>
  %c2 = arith.constant 2 : i64
  %r = arith.muli %v, %c2 : i64
  return %r : i64
}
"#;

const RUNTIME_LEVEL: &str = r#"
module {
  func.func @sum_async(%arg0: i64, %arg1: i64) -> i64 {
    %0:2 = call @async_execute_fn(%arg0, %arg1) : (i64, i64) -> (!async.token, !async.value<i64>)
    async.runtime.drop_ref %0#0 {count = 1 : i64} : !async.token
    async.runtime.await %0#1 : !async.value<i64>
    %1 = async.runtime.is_error %0#1 : !async.value<i64>
    %true = arith.constant true
    %2 = arith.xori %1, %true : i1
    cf.assert %2, "Awaited async operand is in error state"
    %3 = async.runtime.load %0#1 : <i64>
    async.runtime.drop_ref %0#1 {count = 1 : i64} : !async.value<i64>
    %c2_i64 = arith.constant 2 : i64
    %4 = arith.muli %3, %c2_i64 : i64
    return %4 : i64
  }
  func.func private @async_execute_fn(%arg0: i64, %arg1: i64) -> (!async.token, !async.value<i64>) attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.runtime.create : !async.value<i64>
    %2 = async.coro.id
    %3 = async.coro.begin %2
    %4 = async.coro.save %3
    async.runtime.resume %3
    async.coro.suspend %4, ^bb4, ^bb1, ^bb3
  ^bb1:  // pred: ^bb0
    %5 = arith.addi %arg0, %arg1 : i64
    async.runtime.store %5, %1 : <i64>
    async.runtime.set_available %1 : !async.value<i64>
    async.runtime.set_available %0 : !async.token
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    async.coro.free %2, %3
    cf.br ^bb4
  ^bb3:  // pred: ^bb0
    async.coro.free %2, %3
    cf.br ^bb4
  ^bb4:  // 3 preds: ^bb0, ^bb2, ^bb3
    async.coro.end %3
    return %0, %1 : !async.token, !async.value<i64>
  }
}

"#;

fn check(text: &str) {
    for opt_level in [0, 2] {
        let engine = Engine::builder().opt_level(opt_level).build().unwrap();
        let module = engine.compile(text).unwrap();
        let f = module.func::<(i64, i64), i64>("sum_async").unwrap();
        assert_eq!(f.call((20, 1)).unwrap(), 42);
        assert_eq!(f.call((-5, 2)).unwrap(), -6);
    }
}

#[test]
fn high_level_async_ops() {
    check(HIGH_LEVEL);
}

#[test]
fn async_runtime_ops_from_mlir_opt() {
    check(RUNTIME_LEVEL);
}
