struct point { int x, *y; char name[4]; };
struct point points[8];
struct other { long x; } o;
int read(int i) { return points[i].name[0] + points[i].name[1] + *points[i].y; }
int crash(int i) { return CRASH(points[i].x) + o.x * o.x; }
