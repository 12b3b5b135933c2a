def f():
    a, b, c = g(1), CRASH, h(3)
    use(b)
