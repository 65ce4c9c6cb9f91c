// Recursive async.func fib(20) (21891 calls, every call awaits two values);
// repeated R times, prints the best ns per call.
async.func @fib(%n: i64) -> !async.value<i64> {
  %c2 = arith.constant 2 : i64
  %c1 = arith.constant 1 : i64
  %lt = arith.cmpi slt, %n, %c2 : i64
  cf.cond_br %lt, ^base, ^rec
^base:
  return %n : i64
^rec:
  %n1 = arith.subi %n, %c1 : i64
  %n2 = arith.subi %n, %c2 : i64
  %a = async.call @fib(%n1) : (i64) -> !async.value<i64>
  %b = async.call @fib(%n2) : (i64) -> !async.value<i64>
  %va = async.await %a : !async.value<i64>
  %vb = async.await %b : !async.value<i64>
  %s = arith.addi %va, %vb : i64
  return %s : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %reps = arith.constant 7 : index
  %c20 = arith.constant 20 : i64
  %calls = arith.constant 21891.0 : f64
  %ns = arith.constant 1.0e9 : f64
  %inf = arith.constant 1.0e30 : f64
  %best = scf.for %r = %c0 to %reps step %c1 iter_args(%b = %inf) -> (f64) {
    %t0 = func.call @rtclock() : () -> f64
    %f = async.call @fib(%c20) : (i64) -> !async.value<i64>
    %v = async.await %f : !async.value<i64>
    %t1 = func.call @rtclock() : () -> f64
    %dt = arith.subf %t1, %t0 : f64
    %m = arith.minimumf %b, %dt : f64
    scf.yield %m : f64
  }
  %per = arith.divf %best, %calls : f64
  %pns = arith.mulf %per, %ns : f64
  vector.print %pns : f64
  return
}
func.func private @rtclock() -> f64
