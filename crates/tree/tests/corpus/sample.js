// Counts words.
const counts = new Map();

function add(word) {
  const count = (counts.get(word) ?? 0) + 1;
  counts.set(word, count);
  return count;
}

export async function main(words) {
  for (const word of words) {
    console.log(`${word}: ${add(word)}`);
  }
  return [...counts.keys()].length;
}
