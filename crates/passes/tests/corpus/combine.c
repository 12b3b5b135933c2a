int a;
int *b;
long c;
void f(int p)
{
  int **q = &p;
  int **r;
  int **s;
  CRASH(a, b, c, q, r, s);
}
