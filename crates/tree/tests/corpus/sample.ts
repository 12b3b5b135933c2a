// Counts words.
interface Tally {
  readonly counts: Map<string, number>;
  total?: number;
}

type Word = string;

enum Mode { Quiet, Loud }

const tally: Tally = { counts: new Map<string, number>() };

function add(word: Word, mode: Mode = Mode.Quiet): number {
  const count = (tally.counts.get(word) ?? 0) + 1;
  tally.counts.set(word, count);
  if (mode === Mode.Loud) {
    console.log(`${word}: ${count}`);
  }
  return count;
}

export class Counter<T extends Word> implements Iterable<T> {
  private seen: T[] = [];

  constructor(public readonly name: string) {}

  push(item: T): void {
    this.seen.push(item);
    add(item as Word);
  }

  *[Symbol.iterator](): Iterator<T> {
    yield* this.seen;
  }
}

export async function main(words: readonly string[]): Promise<number> {
  const counter = new Counter<Word>("words");
  for (const word of words) {
    counter.push(word);
  }
  return [...tally.counts.keys()].length;
}
