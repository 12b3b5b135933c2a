int f(int a);
int g(int b) { return b + 1; }
int h(void) {
    if (CRASH(1)) return 2;
    return g(CRASH(3));
}
