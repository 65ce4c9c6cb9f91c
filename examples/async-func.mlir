// A small async program: an async.func that squares a future value, an async.execute that
// produces the input, and a group that collects two independent tasks.

async.func @square(%in: !async.value<i64>) -> (!async.token, !async.value<i64>) {
  %x = async.await %in : !async.value<i64>
  %y = arith.muli %x, %x : i64
  return %y : i64
}

func.func @main() {
  %c7 = arith.constant 7 : i64
  %token, %seven = async.execute -> !async.value<i64> {
    async.yield %c7 : i64
  }
  %done, %squared = async.call @square(%seven) : (!async.value<i64>) -> (!async.token, !async.value<i64>)
  %r = async.await %squared : !async.value<i64>
  vector.print %r : i64

  %c2 = arith.constant 2 : index
  %group = async.create_group %c2 : !async.group
  %t0 = async.execute {
    async.yield
  }
  %t1 = async.execute [%t0] {
    async.yield
  }
  %i0 = async.add_to_group %t0, %group : !async.token
  %i1 = async.add_to_group %t1, %group : !async.token
  async.await_all %group
  return
}
