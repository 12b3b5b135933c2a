#include <vector>
namespace ledger {
template <typename T>
class Book {
public:
    explicit Book(int size) : items_(size) {}
    T total() const {
        T sum{};
        for (const auto &item : items_) sum += item;
        return sum;
    }
private:
    std::vector<T> items_;
};
}  // namespace ledger
int main() {
    ledger::Book<int> book(3);
    auto twice = [](int v) { return v * 2; };
    return twice(book.total());
}
