// Error propagation: cf.assert inside tasks, errors through dependencies,
// values and groups, checked with async.runtime.is_error (no abort).

func.func @main() {
  %false = arith.constant false
  %true = arith.constant true
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index

  // A token that fails.
  %t0 = async.execute {
    cf.assert %false, "boom"
    async.yield
  }
  async.runtime.await %t0 : !async.token
  %e0 = async.runtime.is_error %t0 : !async.token
  // CHECK: 1
  vector.print %e0 : i1

  // A token that succeeds.
  %t1 = async.execute {
    cf.assert %true, "fine"
    async.yield
  }
  async.runtime.await %t1 : !async.token
  %e1 = async.runtime.is_error %t1 : !async.token
  // CHECK: 0
  vector.print %e1 : i1

  // Errors propagate through an await inside a task.
  %t2 = async.execute {
    async.await %t0 : !async.token
    async.yield
  }
  async.runtime.await %t2 : !async.token
  %e2 = async.runtime.is_error %t2 : !async.token
  // CHECK: 1
  vector.print %e2 : i1

  // ... and through a dependency list.
  %t3 = async.execute [%t2] {
    async.yield
  }
  async.runtime.await %t3 : !async.token
  %e3 = async.runtime.is_error %t3 : !async.token
  // CHECK: 1
  vector.print %e3 : i1

  // A value in error.
  %t4, %v4 = async.execute -> !async.value<f32> {
    %c = arith.constant 1.0 : f32
    cf.assert %false, "bad value"
    async.yield %c : f32
  }
  async.runtime.await %v4 : !async.value<f32>
  %e4 = async.runtime.is_error %v4 : !async.value<f32>
  // CHECK: 1
  vector.print %e4 : i1

  // A value consumer fails when its operand failed.
  %t5, %v5 = async.execute (%v4 as %x : !async.value<f32>) -> !async.value<f32> {
    async.yield %x : f32
  }
  async.runtime.await %v5 : !async.value<f32>
  %e5 = async.runtime.is_error %v5 : !async.value<f32>
  // CHECK: 1
  vector.print %e5 : i1

  // A group with one failing member out of four.
  %g = async.create_group %c4 : !async.group
  scf.for %i = %c0 to %c4 step %c1 {
    %t = async.execute {
      %two = arith.constant 2 : index
      %ok = arith.cmpi ne, %i, %two : index
      cf.assert %ok, "member two fails"
      async.yield
    }
    %r = async.add_to_group %t, %g : !async.token
  }
  async.runtime.await %g : !async.group
  %eg = async.runtime.is_error %g : !async.group
  // CHECK: 1
  vector.print %eg : i1

  // A group without failures.
  %h = async.create_group %c4 : !async.group
  scf.for %i = %c0 to %c4 step %c1 {
    %t = async.execute { async.yield }
    %r = async.add_to_group %t, %h : !async.token
  }
  async.runtime.await %h : !async.group
  %eh = async.runtime.is_error %h : !async.group
  // CHECK: 0
  vector.print %eh : i1
  return
}
