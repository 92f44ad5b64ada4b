package org.rallyworkbench.engine.analysis;

import org.rallyworkbench.engine.event.GameEvent.Cause;

/**
 * Counts over some games, all integers: merging tallies is plain addition, so the total is the same whatever
 * the order in which the workers finish (the analysis is deterministic for a seed, whatever the thread count).
 */
final class Tally {

    final long[] turnsStarted;        // [tile]: robot-turns begun on the tile (after re-entry and dealing)
    final long[] destroyedWithin;     // [tile]: of those, the robot was destroyed within the turn
    final long[] causes = new long[Cause.values().length];
    final long[] flagReached;         // [flag - 1]: robots that reached the flag
    final long[] flagTurnSum;         // [flag - 1]: sum of the turn numbers in which they reached it
    final long[] flagLegSum;          // [flag - 1]: sum of the turns they took from the previous flag (or the start)
    final long[] wins;                // [robot]: games the robot on that start won (every winner of a tie)
    final long[] winTurnSum;          // [robot]: sum of the turns those games lasted
    final long[] winTurnSquares;      // [robot]: sum of their squares
    final long[][] visits;            // [robot][tile]: turns the robot on that start began on the tile
    long games;
    long turns;
    long robotGames;
    long won;

    Tally(int tiles, int flags, int robots) {
        turnsStarted = new long[tiles];
        destroyedWithin = new long[tiles];
        flagReached = new long[flags];
        flagTurnSum = new long[flags];
        flagLegSum = new long[flags];
        wins = new long[robots];
        winTurnSum = new long[robots];
        winTurnSquares = new long[robots];
        visits = new long[robots][tiles];
    }

    void add(Tally o) {
        add(turnsStarted, o.turnsStarted);
        add(destroyedWithin, o.destroyedWithin);
        add(causes, o.causes);
        add(flagReached, o.flagReached);
        add(flagTurnSum, o.flagTurnSum);
        add(flagLegSum, o.flagLegSum);
        add(wins, o.wins);
        add(winTurnSum, o.winTurnSum);
        add(winTurnSquares, o.winTurnSquares);
        for (int i = 0; i < visits.length; i++) {
            add(visits[i], o.visits[i]);
        }
        games += o.games;
        turns += o.turns;
        robotGames += o.robotGames;
        won += o.won;
    }

    private static void add(long[] into, long[] from) {
        for (int i = 0; i < into.length; i++) {
            into[i] += from[i];
        }
    }
}
