// Dependency chain: 10,000 async.execute tasks, each depending on the previous one's token
// (built by a recursive plain function), then one await on the last; repeated 7 times, prints
// the best ns per task.
func.func @build(%n: index, %prev: !async.token) -> !async.token {
  %c0 = arith.constant 0 : index
  %done = arith.cmpi eq, %n, %c0 : index
  cf.cond_br %done, ^ret, ^rec
^ret:
  return %prev : !async.token
^rec:
  %t = async.execute [%prev] {
    async.yield
  }
  %c1 = arith.constant 1 : index
  %m = arith.subi %n, %c1 : index
  %r = func.call @build(%m, %t) : (index, !async.token) -> !async.token
  return %r : !async.token
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 10000 : index
  %reps = arith.constant 7 : index
  %nf = arith.constant 10000.0 : f64
  %ns = arith.constant 1.0e9 : f64
  %inf = arith.constant 1.0e30 : f64
  %best = scf.for %r = %c0 to %reps step %c1 iter_args(%b = %inf) -> (f64) {
    %t0 = func.call @rtclock() : () -> f64
    %first = async.execute {
      async.yield
    }
    %last = func.call @build(%n, %first) : (index, !async.token) -> !async.token
    async.await %last : !async.token
    %t1 = func.call @rtclock() : () -> f64
    %dt = arith.subf %t1, %t0 : f64
    %m = arith.minimumf %b, %dt : f64
    scf.yield %m : f64
  }
  %per = arith.divf %best, %nf : f64
  %pns = arith.mulf %per, %ns : f64
  vector.print %pns : f64
  return
}
func.func private @rtclock() -> f64
