namespace std __attribute__ ((__visibility__ ("default")))
{
  int f() __attribute__ ((__pure__));
  template <typename T> struct box { T item; };
  extern template struct box<char>;
  extern template int apply(box<int> (*)(int), char);
}
int g() { return CRASH(std::f()); }
