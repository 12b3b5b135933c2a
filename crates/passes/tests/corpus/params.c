int crash(void) {
    char c;
    int n = 4;
    static int kept;
    return CRASH(c, n, kept);
}
int sum(int a, ...) {
    int b;
    return a + b;
}
