int g(int);
int crash(int n) {
    int twice = n + n;
    int once = g(n);
    int kept = 1, other = 2;
    return CRASH(twice * 2, once, kept + other);
}
int twice = 5;
int use(void) { return twice; }
