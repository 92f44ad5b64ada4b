package org.rallyworkbench.engine.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The engine's random source gives exactly java.util.Random's numbers (deals must not change). */
class SeededRandomTest {

    @Test
    void sameNumbersAsJavaUtilRandom() {
        for (long seed : new long[] {0, 1, -1, 42, Long.MIN_VALUE, 0x9E3779B97F4A7C15L}) {
            Random expected = new Random(seed);
            Random actual = new SeededRandom(seed);
            for (int i = 0; i < 1000; i++) {
                assertEquals(expected.nextInt(84 - i % 83), actual.nextInt(84 - i % 83));
                assertEquals(expected.nextInt(), actual.nextInt());
                assertEquals(expected.nextLong(), actual.nextLong());
                assertEquals(expected.nextBoolean(), actual.nextBoolean());
                assertEquals(expected.nextDouble(), actual.nextDouble());
            }
        }
    }

    /** nextInt(bound) computes u % bound with a reciprocal: every bound, near the largest draws too. */
    @Test
    void boundedNumbersAreJavaUtilRandomsForEveryBound() {
        for (int bound = 1; bound <= 1100; bound++) {
            Random expected = new Random(bound);
            Random actual = new SeededRandom(bound);
            for (int i = 0; i < 300; i++) {
                assertEquals(expected.nextInt(bound), actual.nextInt(bound), "bound " + bound);
            }
        }
        Random expected = new Random(7);
        Random actual = new SeededRandom(7);
        for (int i = 0; i < 1_000_000; i++) {
            int bound = 3 + i % 1022;
            assertEquals(expected.nextInt(bound), actual.nextInt(bound), "bound " + bound);
        }
    }

    /** shuffle(array) makes Collections.shuffle's swaps: every length up to past the fast bounds, many seeds. */
    @Test
    void shuffleIsCollectionsShuffle() {
        for (int n = 0; n <= 1100; n += n < 100 ? 1 : 37) {
            for (long seed = 0; seed < (n < 100 ? 40 : 3); seed++) {
                List<Integer> expected = new ArrayList<>();
                Integer[] actual = new Integer[n + 3];
                for (int i = 0; i < n; i++) {
                    expected.add(i);
                    actual[i + 2] = i;
                }
                Random reference = new Random(seed * 31 + n);
                SeededRandom random = new SeededRandom(seed * 31 + n);
                Collections.shuffle(expected, reference);
                random.shuffle(actual, 2, n);
                assertEquals(expected, Arrays.asList(actual).subList(2, n + 2), "n " + n + ", seed " + seed);
                assertEquals(reference.nextLong(), random.nextLong(), "the same draws were made");
            }
        }
    }

    /** shuffle(int[]) makes the same swaps from the same draws as Collections.shuffle (a hand's places). */
    @Test
    void intShuffleIsCollectionsShuffle() {
        for (int n = 0; n <= 1100; n += n < 100 ? 1 : 37) {
            for (long seed = 0; seed < (n < 100 ? 40 : 3); seed++) {
                List<Integer> expected = new ArrayList<>();
                int[] actual = new int[n + 3];
                for (int i = 0; i < n; i++) {
                    expected.add(i);
                    actual[i + 2] = i;
                }
                Random reference = new Random(seed * 17 + n);
                SeededRandom random = new SeededRandom(seed * 17 + n);
                Collections.shuffle(expected, reference);
                random.shuffle(actual, 2, n);
                List<Integer> shuffled = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    shuffled.add(actual[i + 2]);
                }
                assertEquals(expected, shuffled, "n " + n + ", seed " + seed);
                assertEquals(0, actual[0] + actual[1] + actual[n + 2], "nothing outside the range moved");
                assertEquals(reference.nextLong(), random.nextLong(), "the same draws were made");
            }
        }
    }
}
