import sys


class Tally:
    """Counts words."""

    def __init__(self):
        self.counts = {}

    def add(self, word):
        self.counts[word] = self.counts.get(word, 0) + 1
        return self.counts[word]


def main(argv):
    tally = Tally()
    for word in argv[1:]:
        if word:
            print(tally.add(word))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
