int proto_1(int);
int proto_2(int);
int proto_3(int);
int proto_4(int);
int proto_5(int);
int proto_6(int);
int proto_7(int);
int proto_8(int);
int proto_9(int);
int proto_10(int);
int proto_11(int);
int proto_12(int);
int proto_13(int);
int proto_14(int);
int proto_15(int);
int proto_16(int);
int kept;
int crash_site(void) { return CRASH(kept); }
int main(void) { return crash_site(); }
