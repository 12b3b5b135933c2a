char *l;
int **p;
int *kept;

void f(int x)
{
  *l | 4;
  *p = *p;
  kept = &x;
  *kept;
}
