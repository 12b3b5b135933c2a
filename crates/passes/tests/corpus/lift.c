long g;
void f(int p)
{
  if (g) {
    int **q = &p;
    int *r;
    g = CRASH(q, r);
  } else {
    char c;
    g = c;
  }
  while (g) {
    int k;
    {
      int z;
      g = k + z;
    }
  }
}
