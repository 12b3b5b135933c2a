int a;
int f(int x)
{
  return x;
}
int b;