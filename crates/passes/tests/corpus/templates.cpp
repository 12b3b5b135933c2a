template <typename T> T twice(T x) { return CRASH(x + x); }
template <int N> int fixed() { return N; }
template <typename T> struct Box { T item; };
