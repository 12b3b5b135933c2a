union U0 { unsigned a; };
struct S { int x; int y; };
union U0 get(void);
int f(struct S *p) { return p->x + get().a; }
