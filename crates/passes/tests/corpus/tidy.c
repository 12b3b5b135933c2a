int f(void)
{


                 CRASH();   

}
