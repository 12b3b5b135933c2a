int g(int b);
int h(void) {
    g(CRASH(3));
    return g(2) + g(CRASH(4));
}
int each(int n, int visit(int)) { return visit(CRASH(5)); }
