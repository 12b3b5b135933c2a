namespace std {
  template <typename T> T move(T &&);
}
namespace std {
  template <typename> class vector {};
}
auto f() { std::vector<char> v; return std::move(v); }
