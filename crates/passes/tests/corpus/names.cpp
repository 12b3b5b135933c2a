// names (C++): a class used only as a type, and no other class.
class Meters {
};
int CRASH(Meters m);
