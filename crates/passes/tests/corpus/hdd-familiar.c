int crash(int);
int g(int);
int f(int c) {
  int a = 1;
  int b = a;
  int d = b;
  int e = d;
  int s;
  s = 0;
  if (c) {
    g(0);
  }
  return crash(7);
}
