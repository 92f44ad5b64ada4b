package org.rallyworkbench.engine.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
}
