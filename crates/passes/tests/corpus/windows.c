void f(void) {
    int a;
    a = 1;
    CRASH();
}
