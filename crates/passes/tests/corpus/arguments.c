int mul(int a, int b);
int mul(int a, int b) { return b * 2; }
int sum(void) { return 1; }
int crash(int x) { return CRASH(mul(x, 3) + mul(4, 5) + sum()); }
