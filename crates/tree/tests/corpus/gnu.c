# 1 "gnu.c"
# 1 "<built-in>" 1
# 1 "/usr/include/stdio.h" 1 3 4
typedef unsigned long size_t;
extern int printf (const char *__restrict __format, ...) __attribute__ ((__nonnull__ (1)));
static inline int twice (int x) { return x + x; }
struct point { int x, y; } __attribute__ ((packed));
enum color { RED, GREEN = 2, BLUE, };
int table[] = { 1, 2, 3, [5] = 6 };
# 12 "gnu.c"
int main (int argc, char **argv)
{
  typeof (argc) n = ({ int t = argc; t * 2; });
  __asm__ volatile ("nop" ::: "memory");
  for (int i = 0; i < n; i++)
    {
      if (i % 2)
        continue;
      else
        printf ("%d\n", twice (i));
    }
  switch (n) { case 1: n++; break; default: break; }
  return sizeof (struct point) - (-n);
}
