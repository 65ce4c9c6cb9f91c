func.func @g() {
  %x = foo
}
