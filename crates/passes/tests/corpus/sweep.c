int unused_counter;
static int helper(int v) { return v + unused_counter; }
static int caller(int v) { return helper(v) * 2; }
int also_unused(void) { return 7; }
int kept;
int crash_site(void) { return CRASH(kept); }
