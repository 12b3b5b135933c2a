class BitSet {
  long[] words;
  int word = words[0];
}
