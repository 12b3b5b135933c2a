namespace std __attribute__ ((__visibility__ ("default")))
{
  int f() __attribute__ ((__pure__));
}
int g() { return CRASH(std::f()); }
