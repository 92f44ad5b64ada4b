package org.rallyworkbench.engine.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.event.GameEvent.Cause;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Registers;

/** Small analyses whose outcome is known in advance, and determinism across thread counts. */
class BoardAnalysisTest {

    /** A 1×1 board walled in on every side: a robot there can never move off it. */
    private static Board.Builder cell() {
        Board.Builder b = Board.builder("cell", 1, 1);
        for (Direction d : Direction.values()) {
            b.wall(0, 0, d);
        }
        return b.start(0, 0, 1, Direction.N);
    }

    private static AnalysisResult run(Board board, int games, int robots, int threads) {
        return BoardAnalysis.run(board, new AnalysisSettings(games, robots, 20, 7, threads));
    }

    /** Everything the analysis writes as text: tiles, summary, starts and flags. */
    private static String all(AnalysisResult r) {
        return AnalysisCsv.tiles(r) + AnalysisCsv.summary(r) + AnalysisCsv.starts(r) + AnalysisCsv.flags(r);
    }

    @Test
    void theSameWhateverTheNumberOfThreads() {
        Board board = org.rallyworkbench.engine.bench.GeneratedBoard.of(12, 12, 3);
        AnalysisResult one = run(board, 700, 8, 1);      // 700 games: chunks of unequal size, spread differently
        AnalysisResult two = run(board, 700, 8, 2);
        AnalysisResult three = run(board, 700, 8, 3);
        assertTrue(one.flags() > 0 && one.flagReached(1) > 0, "the board has a flag that robots reach");
        assertEquals(all(one), all(two));
        assertEquals(all(one), all(three));
        AnalysisResult otherSeed = BoardAnalysis.run(board, new AnalysisSettings(700, 8, 20, 8, 2));
        assertNotEquals(AnalysisCsv.tiles(one), AnalysisCsv.tiles(otherSeed));
    }

    @Test
    void aRobotWalledInOnItsOnlyFlagReachesItInTurnOneAndWins() {
        AnalysisResult r = run(cell().flag(0, 0, 1).build(), 50, 1, 2);
        assertEquals(50, r.games());
        assertEquals(50, r.gamesWon());
        assertEquals(50, r.turns());
        assertEquals(1.0, r.flagReachedShare(1));
        assertEquals(1.0, r.flagMeanTurn(1));
        assertEquals(0, r.destructions());
        assertEquals(0.0, r.destructionChance(0, 0));
    }

    @Test
    void aCrusherActiveInEveryRegisterDestroysEveryTurnUntilTheLivesAreGone() {
        AnalysisResult r = run(cell().crusher(0, 0, Registers.ALL).build(), 40, 1, 2);
        assertEquals(40 * 3, r.turns(), "three lives, one per turn");
        assertEquals(40 * 3, r.destroyedBy(Cause.CRUSHER));
        assertEquals(r.destructions(), r.destroyedBy(Cause.CRUSHER));
        assertEquals(1.0, r.destructionChance(0, 0));
        assertEquals(0, r.gamesWon());
    }

    @Test
    void onAnOpenSingleTileEveryDeathIsByTheEdge() {
        Board board = Board.builder("ledge", 1, 1).start(0, 0, 1, Direction.N).flag(0, 0, 1).build();
        // A flag on the only tile: a robot that survives register 1 reaches it; one that moves falls off.
        AnalysisResult r = run(board, 300, 1, 2);
        assertTrue(r.destroyedBy(Cause.EDGE) > 0);
        assertEquals(r.destructions(), r.destroyedBy(Cause.EDGE));
        double chance = r.destructionChance(0, 0);
        assertTrue(chance > 0.2 && chance < 0.9, "moves are most cards, turns the rest: " + chance);
        assertEquals(r.destructions(), r.destroyedWithinTurn(0, 0), "at most one destruction a turn");
    }

    @Test
    void tilesNoRobotStoodOnHaveNoChanceAndTheHeatMapHasTheBoardsSize() {
        Board board = Board.builder("strip", 3, 1).start(0, 0, 1, Direction.E).pit(2, 0)
                .wall(0, 0, Direction.E).wall(0, 0, Direction.N).wall(0, 0, Direction.S).wall(0, 0, Direction.W)
                .build();
        AnalysisResult r = run(board, 10, 1, 1);
        assertTrue(Double.isNaN(r.destructionChance(2, 0)));
        assertEquals(0, r.turnsStartedOn(1, 0));
        BufferedImage img = HeatMap.render(r, 32);
        assertEquals(96, img.getWidth());
        assertEquals(32, img.getHeight());
        assertTrue(AnalysisCsv.tiles(r).contains("2,0,0,0,\n"));
    }
}
