int g;
int note(void);
void f(int a)
{
    if (g)
        for (;;)
            g = (note(), a == CRASH);
}
