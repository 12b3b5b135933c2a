int crash(void) {
  long big[9][][] = {{{1, 2, 3}, {5}}, {{4}}};
  long flat[2][0x3];
  return CRASH(big, flat);
}
