int kept;
int crash_site(void) { return CRASH(kept); }
float f_1(float a_1) __reentrant;
float f_2(float a_2) __reentrant;
float f_3(float a_3) __reentrant;
float f_4(float a_4) __reentrant;
float f_5(float a_5) __reentrant;
float f_6(float a_6) __reentrant;
float f_7(float a_7) __reentrant;
float f_8(float a_8) __reentrant;
float f_9(float a_9) __reentrant;
float f_10(float a_10) __reentrant;
float f_11(float a_11) __reentrant;
float f_12(float a_12) __reentrant;
float f_13(float a_13) __reentrant;
float f_14(float a_14) __reentrant;
float f_15(float a_15) __reentrant;
float f_16(float a_16) __reentrant;
