namespace outer {
struct holder {
    template <typename T> struct inner;
};
}
