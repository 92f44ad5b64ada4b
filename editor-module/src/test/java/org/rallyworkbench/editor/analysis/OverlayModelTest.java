package org.rallyworkbench.editor.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.analysis.AnalysisResult;
import org.rallyworkbench.engine.analysis.AnalysisSettings;
import org.rallyworkbench.engine.analysis.BoardAnalysis;
import org.rallyworkbench.engine.analysis.HeatMap;
import org.rallyworkbench.engine.event.GameEvent.Cause;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.BoardTransform;
import org.rallyworkbench.engine.model.Flag;

/** The overlay's data, taken from an engine analysis of a sample board. */
class OverlayModelTest {

    private static final AnalysisSettings SMALL = new AnalysisSettings(300, 8, 20, 7, 2);

    @Test
    void tilesAreTintedWithTheEngineHeatMapColoursAndUnvisitedTilesStayUntinted() throws Exception {
        Board board = Samples.gearboxPress();
        AnalysisResult result = BoardAnalysis.run(board, SMALL);
        OverlayModel model = new OverlayModel(result);
        int tinted = 0;
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                double chance = result.destructionChance(x, y);
                if (Double.isNaN(chance)) {
                    assertNull(model.tint(x, y), "no robot stood on (" + x + "," + y + ")");
                } else {
                    assertEquals(chance, model.chance(x, y));
                    assertEquals(HeatMap.color(chance), model.tint(x, y));
                    tinted++;
                }
            }
        }
        assertTrue(tinted > board.width() * board.height() / 2, "most tiles were stood on: " + tinted);
    }

    @Test
    void everyFlagGetsALabelWithItsReachStatistics() throws Exception {
        Board board = Samples.gearboxPress();
        AnalysisResult result = BoardAnalysis.run(board, SMALL);
        List<OverlayModel.FlagLabel> labels = new OverlayModel(result).flagLabels();
        assertEquals(board.flags().size(), labels.size());
        for (int i = 0; i < labels.size(); i++) {
            Flag flag = board.flags().get(i);
            assertEquals(flag.position(), labels.get(i).position());
            assertTrue(labels.get(i).text().startsWith("Flag " + flag.number() + ": "), labels.get(i).text());
            if (result.flagReached(flag.number()) > 0) {
                assertTrue(labels.get(i).text().contains(OverlayModel.percent(result.flagReachedShare(flag.number()))));
                assertTrue(labels.get(i).text().contains("mean turn"));
            } else {
                assertTrue(labels.get(i).text().endsWith("never reached"));
            }
        }
    }

    @Test
    void causesOfDeathAreEveryCauseWithSharesSummingToOne() throws Exception {
        AnalysisResult result = BoardAnalysis.run(Samples.gearboxPress(), SMALL);
        OverlayModel model = new OverlayModel(result);
        assertEquals(Cause.values().length, model.causes().size());
        double sum = 0;
        for (OverlayModel.CauseLine c : model.causes()) {
            assertEquals(result.destroyedBy(c.cause()), c.count());
            sum += c.share();
        }
        assertEquals(1.0, sum, 1e-9);
        assertTrue(model.summary().startsWith("300 games, "), model.summary());
        assertTrue(model.summary().contains("seed 7"), model.summary());
    }

    @Test
    void theOverlayIsStaleForAnyOtherBoard() throws Exception {
        Board board = Samples.gearboxPress();
        OverlayModel model = new OverlayModel(BoardAnalysis.run(board, SMALL));
        assertFalse(model.isStaleFor(board));
        Board mirrored = BoardTransform.MIRROR.apply(board);
        assertTrue(model.isStaleFor(mirrored));
        assertFalse(model.isStaleFor(BoardTransform.MIRROR.apply(mirrored)), "equal boards are not stale");
    }
    @Test
    void aShareThatWouldReadZeroPercentIsWrittenAsACount() {
        assertEquals("3 of 80,000", OverlayModel.share(3, 80_000));
        assertEquals("0%", OverlayModel.share(0, 80_000));
        assertEquals("0.01%", OverlayModel.share(8, 80_000));
        assertEquals("25%", OverlayModel.share(1, 4));
    }

    @Test
    void thePlacementSaysHowManyRobotsOnWhichStarts() throws Exception {
        Board board = Samples.gearboxPress();
        OverlayModel model = new OverlayModel(BoardAnalysis.run(board, SMALL));
        assertEquals("8 robots, one on each of starts 1–8", model.placement());
        Board twoStarts = Board.builder("Two", 6, 5).flag(5, 0, 1).start(0, 4, 1, org.rallyworkbench.engine.model.Direction.N)
                .start(2, 4, 2, org.rallyworkbench.engine.model.Direction.N).build();
        OverlayModel few = new OverlayModel(BoardAnalysis.run(twoStarts, new AnalysisSettings(10, 4, 5, 1, 1)));
        assertEquals("4 robots: one on each of starts 1–2, 2 on seeded free tiles (too few starts)", few.placement());
        assertEquals("1–3, 5, 7–8", OverlayModel.ranges(List.of(1, 2, 3, 5, 7, 8)));
    }
}
