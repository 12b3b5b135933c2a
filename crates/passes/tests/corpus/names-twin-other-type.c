long g[2];
int f(char *s, int p)
{
  return h(s, p, g[0]);
}
