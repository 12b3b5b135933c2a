// A list of words with their counts.
import { useState } from "react";

interface Props {
  words: string[];
  title?: string;
}

function count(words: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of words) {
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

export function WordList({ words, title = "Words" }: Props) {
  const [open, setOpen] = useState<boolean>(false);
  const counts = count(words);
  return (
    <section className="words">
      <h2 onClick={() => setOpen(!open)}>{title}</h2>
      {open && (
        <ul>
          {[...counts.entries()].map(([word, n]) => (
            <li key={word}>
              {word}: <b>{n}</b>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
