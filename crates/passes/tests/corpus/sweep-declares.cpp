template <typename T> struct traits;
template <typename T> struct traits { enum { size = 1 }; };
template <> struct traits<char> { enum { size = 2 }; };
template <typename T> struct unused_box { T item; };
int f(int);
int f(char);
int lonely(char);
struct later { int g(); };
int later::g() { return 0; }
int main() { return CRASH(traits<char>::size + f('a') + later().g()); }
