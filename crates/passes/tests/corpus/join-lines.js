x = f(
  0
  method
