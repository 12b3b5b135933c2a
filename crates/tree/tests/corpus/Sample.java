// Counts words.
package sample;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** A tally of words. */
public class Sample {
    private final Map<String, Integer> counts = new HashMap<>();

    public int add(String word) {
        int count = counts.getOrDefault(word, 0) + 1;
        counts.put(word, count);
        return count;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder();
        for (Map.Entry<String, Integer> entry : counts.entrySet()) {
            out.append(entry.getKey()).append(": ").append(entry.getValue()).append('\n');
        }
        return out.toString();
    }

    interface Printer {
        void print(String line);
    }

    public static void main(String[] args) throws Exception {
        Sample tally = new Sample();
        for (String word : List.of("a", "b", "a")) {
            System.out.println(tally.add(word));
        }
        Printer printer = line -> System.out.print(line);
        try {
            printer.print(tally.toString());
        } catch (RuntimeException e) {
            throw new Exception("cannot print", e);
        }
    }
}
