namespace lib {
int unused(int a) { return a; }
int used(int x) { return x + 1; }
}
int main() { return CRASH(lib::used(1)); }
