static int f(void) { return CRASH(1); }
