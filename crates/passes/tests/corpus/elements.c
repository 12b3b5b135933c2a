int crash(void) {
  int *grid[2][3];
  return CRASH(&grid[1][2]) + grid[0][n];
}
