int f(int);
int g(void) { return CRASH(f(1), g); }
