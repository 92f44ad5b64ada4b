package org.rallyworkbench.engine.bot;

import java.util.Arrays;

/**
 * A hash map from long to long without boxing, cleared in constant time (a generation stamp per slot): the
 * planner's memo and transition cache, emptied for every plan.
 */
final class LongMap {

    /** What {@link #get} returns for an absent key. */
    static final long ABSENT = Long.MIN_VALUE;

    private long[] keys;
    private long[] values;
    private int[] stamps;
    private int generation = 1;
    private int size;

    LongMap(int capacity) {
        int n = Integer.highestOneBit(Math.max(16, capacity) - 1) << 1;
        keys = new long[n];
        values = new long[n];
        stamps = new int[n];
    }

    void clear() {
        generation++;
        size = 0;
        if (generation == Integer.MAX_VALUE) {
            Arrays.fill(stamps, 0);
            generation = 1;
        }
    }

    long get(long key) {
        int mask = keys.length - 1;
        for (int i = slot(key, mask); ; i = (i + 1) & mask) {
            if (stamps[i] != generation) {
                return ABSENT;
            }
            if (keys[i] == key) {
                return values[i];
            }
        }
    }

    void put(long key, long value) {
        if (2 * (size + 1) > keys.length) {
            grow();
        }
        int mask = keys.length - 1;
        for (int i = slot(key, mask); ; i = (i + 1) & mask) {
            if (stamps[i] != generation) {
                stamps[i] = generation;
                keys[i] = key;
                values[i] = value;
                size++;
                return;
            }
            if (keys[i] == key) {
                values[i] = value;
                return;
            }
        }
    }

    private void grow() {
        long[] oldKeys = keys;
        long[] oldValues = values;
        int[] oldStamps = stamps;
        int oldGeneration = generation;
        keys = new long[oldKeys.length * 2];
        values = new long[oldKeys.length * 2];
        stamps = new int[oldKeys.length * 2];
        generation = 1;
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldStamps[i] == oldGeneration) {
                put(oldKeys[i], oldValues[i]);
            }
        }
    }

    private static int slot(long key, int mask) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32)) & mask;
    }
}
