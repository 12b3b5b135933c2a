typedef unsigned long size;
typedef struct { int x; } point;
size length(point p) { return CRASH(p.x); }
