char get(int);
int use(int);
struct { signed f0 : 3; } g;

int use(int x) { return x; }

void f(void)
{
  get(1) ^ g.f0;
  use(get(2));
}
