// Peak memory with 100,000 outstanding tasks: every async.execute waits for one gate token, so
// all of them are suspended at once; then the gate opens and the group is awaited.
// Prints the number of tasks (the benchmark measures the process's peak resident memory).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 100000 : index
  %gate = async.runtime.create : !async.token
  %g = async.create_group %n : !async.group
  scf.for %i = %c0 to %n step %c1 {
    %t = async.execute [%gate] {
      async.yield
    }
    %rank = async.add_to_group %t, %g : !async.token
  }
  async.runtime.set_available %gate : !async.token
  async.await_all %g
  vector.print %n : index
  return
}
