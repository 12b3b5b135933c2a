typedef unsigned long size;
typedef struct { int x; } point;
typedef unsigned char uint8_t;
size length(point p, uint8_t flag) { return CRASH(p.x); }
typedef int (*handler)(char *);
handler h = 0;
int call(void *f) { return ((handler)f)(0) + h(0); }
