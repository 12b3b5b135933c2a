int step(int p, int q)
{
  p = &p == 0;
  return p + q;
}

void f(void)
{
  char *l;
  int n;
  g(n);
  l = &n;
  *l | 4;
}
