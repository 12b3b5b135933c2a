int g(int b);
int top = CRASH(6);
int h(void) {
    g(CRASH(3));
    int unread = CRASH(7);
    return g(2) + g(CRASH(4));
}
int each(int n, int visit(int)) { return visit(CRASH(5)); }
int m(void) {
    g(KEEP(8));
}
