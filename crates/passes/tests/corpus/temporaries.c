int crash(int);
short wrap(short);
long *pair(int, int);
void note(int);
int f(int x)
{
  int k = wrap(pair(crash(x), wrap(x)) != 0);
  note(wrap(x));
  for (int i = 0; i < wrap(wrap(i)); i++)
    note(x);
  return k;
}
