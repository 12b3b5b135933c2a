long g;
int f(char *s, long q)
{
  int *l = &q;
  return h(s, q, g);
}
