int ok (void) { return 1; }
int broken (int a { return a +; }
static _BitInt(37) wide;
enum small : unsigned char { ONE };
void loop (void) { for (int i = 0; i < 3; ++) { } }
int after (void) { return ok (); }
