static int a;
static int b;
static volatile int c;
static int d;
int crash(void) { return CRASH(a, b, c, d); }
