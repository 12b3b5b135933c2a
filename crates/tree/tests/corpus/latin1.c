/* café */
char *s = "ÿþ";
int x;
