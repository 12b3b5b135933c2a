int total;
int count;
int work(void) {
    total = 1;
    count = 2;
    return CRASH(count);
}
