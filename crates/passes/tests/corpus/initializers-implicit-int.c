func_8(int p_9, long p_11)
{
  p_11 = &p_9 == 0;
  g(p_11);
}
