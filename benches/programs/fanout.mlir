// Fan-out benchmark: N empty async.execute tasks added to one group, then
// await_all; repeated R times, prints the best ns per task.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 100000 : index
  %reps = arith.constant 7 : index
  %nf = arith.constant 100000.0 : f64
  %ns = arith.constant 1.0e9 : f64
  %inf = arith.constant 1.0e30 : f64
  %best = scf.for %r = %c0 to %reps step %c1 iter_args(%b = %inf) -> (f64) {
    %t0 = func.call @rtclock() : () -> f64
    %g = async.create_group %n : !async.group
    scf.for %i = %c0 to %n step %c1 {
      %t = async.execute { async.yield }
      %rank = async.add_to_group %t, %g : !async.token
    }
    async.await_all %g
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
