namespace ns { struct box { int a; }; }
ns::box make() {
  ns::box b;
  return CRASH(b);
}
