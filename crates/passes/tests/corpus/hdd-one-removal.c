int f1(int a1, long b1);
int f2(char c2);
int f3(int d3, int e3);
int crash(void) { return CRASH(f1, f2, f3); }
