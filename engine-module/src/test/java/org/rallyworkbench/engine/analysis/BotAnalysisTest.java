package org.rallyworkbench.engine.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.bot.PlayerLevel;
import org.rallyworkbench.engine.model.Board;

/** Analyses with planning bots: a pure function of (board, players, games, seed), whatever the thread count. */
class BotAnalysisTest {

    private static String all(AnalysisResult r) {
        return AnalysisCsv.tiles(r) + AnalysisCsv.summary(r) + AnalysisCsv.starts(r) + AnalysisCsv.flags(r);
    }

    @Test
    void greedyAnalysisIsTheSameOnOneAndTwoThreads() {
        Board board = org.rallyworkbench.engine.bench.GeneratedBoard.of(12, 12, 3);
        AnalysisSettings one = new AnalysisSettings(24, 8, 12, 7, 1, PlayerLevel.GREEDY);
        AnalysisResult a = BoardAnalysis.run(board, one);
        AnalysisResult b = BoardAnalysis.run(board, one.withThreads(2));
        assertEquals(all(a), all(b));
        AnalysisResult otherSeed = BoardAnalysis.run(board, new AnalysisSettings(24, 8, 12, 8, 2, PlayerLevel.GREEDY));
        assertNotEquals(all(a), all(otherSeed));
    }

    @Test
    void greedyPlayersReachMoreFlagsThanRandomOnes() {
        Board board = org.rallyworkbench.engine.bench.GeneratedBoard.of(12, 12, 3);
        AnalysisResult greedy = BoardAnalysis.run(board, new AnalysisSettings(12, 8, 12, 7, 2, PlayerLevel.GREEDY));
        AnalysisResult random = BoardAnalysis.run(board, new AnalysisSettings(12, 8, 12, 7, 2, PlayerLevel.RANDOM));
        assertTrue(greedy.flagReached(1) > 2 * random.flagReached(1),
                greedy.flagReached(1) + " vs " + random.flagReached(1));
        long wins = 0;
        for (int i = 0; i < greedy.robots(); i++) {
            wins += greedy.wins(i);
        }
        assertTrue(wins >= greedy.gamesWon(), "every game won has a winning start");
    }

    @Test
    void aHeadToHeadIsTheSameOnOneAndTwoThreadsAndCountsEveryGame() {
        Board board = org.rallyworkbench.engine.bench.GeneratedBoard.of(12, 12, 3);
        AnalysisSettings one = new AnalysisSettings(11, 4, 12, 7, 1, PlayerLevel.GREEDY);
        HeadToHead a = HeadToHead.run(board, one, PlayerLevel.RANDOM);
        assertEquals(a, HeadToHead.run(board, one.withThreads(2), PlayerLevel.RANDOM));
        assertEquals(11, a.games());
        assertTrue(a.firstWon() + a.secondWon() <= 11 && a.firstWon() > a.secondWon(), a.toString());
    }

    @Test
    void fairnessSeesAStartThatAlwaysWins() {
        Fairness f = Fairness.of(new long[] {100, 0, 0, 0}, 1);
        assertTrue(!f.fair() && f.best() == 0 && f.pValue() < 0.01, f.toString());
        Fairness even = Fairness.of(new long[] {26, 24, 25, 25}, 1);
        assertTrue(even.fair(), even.toString());
    }

    @Test
    void intervalsHoldTheEstimate() {
        Interval s = Interval.share(30, 100);
        assertTrue(s.low() < 0.3 && 0.3 < s.high() && s.low() > 0.2 && s.high() < 0.4, s.toString());
        Interval m = Interval.mean(4, 40, 4 * 100 + 8);
        assertEquals(10, m.value(), 1e-9);
        assertTrue(m.low() < 10 && m.high() > 10);
    }
}
