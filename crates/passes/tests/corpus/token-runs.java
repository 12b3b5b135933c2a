class BitSet {
  long[] words;
  {
    int word ;
    word = words[0];
  }
}
