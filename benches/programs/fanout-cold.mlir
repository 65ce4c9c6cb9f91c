// Cold fan-out: the first thing the program does is create 100,000 async.execute tasks in
// an scf.for, add each to one group and await the group; timed once (no warm-up, no best
// of several), so the runtime's start-up, its first allocations and the workers' wake-up
// are all inside the time. Prints the ns per task.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 100000 : index
  %nf = arith.constant 100000.0 : f64
  %ns = arith.constant 1.0e9 : f64
  %t0 = func.call @rtclock() : () -> f64
  %g = async.create_group %n : !async.group
  scf.for %i = %c0 to %n step %c1 {
    %t = async.execute { async.yield }
    %rank = async.add_to_group %t, %g : !async.token
  }
  async.await_all %g
  %t1 = func.call @rtclock() : () -> f64
  %dt = arith.subf %t1, %t0 : f64
  %per = arith.divf %dt, %nf : f64
  %pns = arith.mulf %per, %ns : f64
  vector.print %pns : f64
  return
}
func.func private @rtclock() -> f64
