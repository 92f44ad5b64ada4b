package org.rallyworkbench.editor.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.Optional;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.editor.board.design.BoardOverlay;
import org.rallyworkbench.editor.board.design.BoardOverlayHost;
import org.rallyworkbench.editor.board.model.BoardModel;
import org.rallyworkbench.engine.analysis.AnalysisSettings;
import org.rallyworkbench.engine.analysis.BoardAnalysis;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.BoardTransform;

/** The overlay in a host: shown, toggled, stale after an edit and fresh again after undo, closed. */
class AnalysisOverlayTest {

    /** A Design view stand-in. */
    static final class FakeHost implements BoardOverlayHost {
        final BoardModel model;
        BoardOverlay overlay;
        JComponent side;
        int repaints;

        FakeHost(BoardModel model) {
            this.model = model;
        }

        @Override public BoardModel model() { return model; }
        @Override public Optional<BoardOverlay> overlay() { return Optional.ofNullable(overlay); }
        @Override public void setOverlay(BoardOverlay o) { overlay = o; }
        @Override public void setSidePanel(JComponent panel) { side = panel; }
        @Override public void focusBoard() { }
        @Override public void repaint() { repaints++; }
    }

    /** A check of the overlay shown on a fake host, on the event thread. */
    private interface OverlayCheck {
        void check(Board board, OverlayModel data, FakeHost host, AnalysisOverlay overlay);
    }

    /** Gearbox Press analysed, its overlay shown on a fake host, then {@code check} on the event thread. */
    private static void onGearboxPress(OverlayCheck check) throws Exception {
        Board board = Samples.gearboxPress();
        OverlayModel data = analysed(board);
        SwingUtilities.invokeAndWait(() -> {
            FakeHost host = new FakeHost(new BoardModel(board));
            check.check(board, data, host, shown(host, data));
        });
    }

    @Test
    void editingTheBoardMarksTheOverlayStaleAndUndoingMakesItFreshAgain() throws Exception {
        onGearboxPress((board, data, host, overlay) -> {
            assertSame(overlay, host.overlay);
            assertTrue(host.side instanceof AnalysisPanel);
            assertFalse(overlay.isStale());
            int[] tile = firstTinted(data, board);
            int px = tile[0] * 16 + 1;
            int py = tile[1] * 16 + 1;
            assertFalse(isGrey(paint(overlay, board).getRGB(px, py)), "fresh: heat colours");

            host.model.apply("Mirror board", BoardTransform.MIRROR.apply(board));
            assertTrue(overlay.isStale(), "an edit makes the analysis out of date");
            assertTrue(isGrey(paint(overlay, board).getRGB(px, py)), "stale tiles are grey, not heat colours");

            host.model.undoRedo().undo();
            assertFalse(overlay.isStale(), "undoing back to the analysed board");

            overlay.close();
            assertNull(host.overlay);
            assertNull(host.side);
            host.model.apply("Mirror board", BoardTransform.MIRROR.apply(board));   // no longer listening
        });
    }

    @Test
    void theToggleHidesAndShowsTheOverlay() throws Exception {
        onGearboxPress((board, data, host, overlay) -> {
            assertTrue(painted(paint(overlay, board)));
            overlay.setVisible(false);
            assertFalse(painted(paint(overlay, board)), "hidden: nothing drawn");
            assertSame(overlay, host.overlay, "hidden, not removed");
            overlay.setVisible(true);
            assertTrue(painted(paint(overlay, board)));
        });
    }

    @Test
    void aTileIsPaintedInItsHeatMapColour() throws Exception {
        onGearboxPress((board, data, host, overlay) -> {
            BufferedImage image = paint(overlay, board);
            for (int y = 0; y < board.height(); y++) {
                for (int x = 0; x < board.width(); x++) {
                    int tx = x;
                    int ty = y;
                    boolean flagNear = board.flags().stream().anyMatch(
                            f -> Math.abs(f.position().x() - tx) <= 4 && Math.abs(f.position().y() - ty) <= 1);
                    if (data.tint(x, y) != null && !flagNear) {
                        // a corner pixel of the tile, away from the label and flag marks
                        int argb = image.getRGB(x * 16 + 1, y * 16 + 1);
                        assertEquals(data.tint(x, y).getRGB() & 0xffffff, argb & 0xffffff,
                                "(" + x + "," + y + ")");
                        return;
                    }
                }
            }
        });
    }

    @Test
    void clickingAStartShowsItsRobotsPathsAndClickingItAgainTheChances() throws Exception {
        onGearboxPress((board, data, host, overlay) -> {
            BufferedImage chances = paint(overlay, board);
            org.rallyworkbench.engine.model.Position start3 = data.startTile(2);
            org.rallyworkbench.engine.model.Position notAStart = firstNonStart(board);
            assertFalse(overlay.tileClicked(notAStart), "a click elsewhere is the tool's");
            assertTrue(overlay.tileClicked(start3));
            assertEquals(2, overlay.pathsOf());
            BufferedImage paths = paint(overlay, board);
            int[] visited = mostVisitedOtherThanStart(data, 2, board);
            int argb = paths.getRGB(visited[0] * 16 + 1, visited[1] * 16 + 1);
            assertTrue((argb & 0xff) > ((argb >> 16) & 0xff) + 40, "a tile it passed is blue: " + Integer.toHexString(argb));
            assertFalse(java.util.Arrays.equals(pixels(chances), pixels(paths)));
            for (int y = 0; y < board.height(); y++) {
                for (int x = 0; x < board.width(); x++) {
                    if (data.density(2, x, y) == 0 && !nearFlag(board, x, y) && !(x == start3.x() && y == start3.y())) {
                        assertEquals(0, paths.getRGB(x * 16 + 1, y * 16 + 1) >>> 24, "never there: untinted (" + x + "," + y + ")");
                    }
                }
            }
            assertTrue(overlay.tileClicked(data.startTile(5)));
            assertFalse(java.util.Arrays.equals(pixels(paths), pixels(paint(overlay, board))), "another start, other paths");
            assertTrue(overlay.tileClicked(data.startTile(5)));
            assertEquals(-1, overlay.pathsOf());
            assertTrue(java.util.Arrays.equals(pixels(chances), pixels(paint(overlay, board))), "the chances again");
            overlay.setVisible(false);
            assertFalse(overlay.tileClicked(start3), "hidden: clicks are the tools'");
        });
    }

    @Test
    void theNumbersOnTheTilesCanBeHidden() throws Exception {
        onGearboxPress((board, data, host, overlay) -> {
            BufferedImage with = paint(overlay, board, 40);
            overlay.showNumbers(false);
            BufferedImage without = paint(overlay, board, 40);
            int[] tile = firstTinted(data, board);
            assertTrue(differs(with, without, tile[0], tile[1], 40), "the number was drawn, then not");
            for (int y = 0; y < 40; y++) {
                for (int x = 0; x < 40; x++) {
                    assertEquals(without.getRGB(tile[0] * 40, tile[1] * 40), without.getRGB(tile[0] * 40 + x, tile[1] * 40 + y),
                            "only the tint, nothing written");
                }
            }
        });
    }

    @Test
    void thePanelShowsAtOnceWithTheProgressAndCloseCancelsTheRun() throws Exception {
        Board board = Samples.gearboxPress();
        org.rallyworkbench.engine.analysis.AnalysisResult quick = BoardAnalysis.run(board, new AnalysisSettings(10, 8, 5, 1, 1));
        SwingUtilities.invokeAndWait(() -> {
            FakeHost host = new FakeHost(new BoardModel(board));
            AnalysisOverlay overlay = new AnalysisOverlay(host);
            int[] cancelled = {0};
            overlay.started(1000, () -> cancelled[0]++);
            assertTrue(host.side instanceof AnalysisPanel panel && panel.progressShown(), "panel with its progress bar");
            assertNull(host.overlay, "nothing drawn before a result");
            overlay.progress(250);
            overlay.show(new OverlayModel(quick));
            assertFalse(((AnalysisPanel) host.side).progressShown(), "the result is there: no progress bar");
            overlay.started(1000, () -> cancelled[0]++);
            overlay.close();
            assertEquals(1, cancelled[0]);
            assertNull(host.side);

            overlay.started(1000, () -> cancelled[0]++);
            overlay.stopped();      // cancelled from the status line
            assertNull(host.side, "no result to show: the panel goes");
            assertEquals(1, cancelled[0]);
        });
    }

    /** 100 random games on {@code board}. */
    private static OverlayModel analysed(Board board) {
        return new OverlayModel(BoardAnalysis.run(board, new AnalysisSettings(100, 8, 20, 1, 2)));
    }

    /** A new overlay in {@code host}, showing {@code data}. */
    private static AnalysisOverlay shown(FakeHost host, OverlayModel data) {
        AnalysisOverlay overlay = new AnalysisOverlay(host);
        overlay.show(data);
        return overlay;
    }

    private static org.rallyworkbench.engine.model.Position firstNonStart(Board board) {
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                int tx = x;
                int ty = y;
                if (board.starts().stream().noneMatch(s -> s.position().x() == tx && s.position().y() == ty)) {
                    return new org.rallyworkbench.engine.model.Position(x, y);
                }
            }
        }
        throw new AssertionError("all starts");
    }

    private static int[] mostVisitedOtherThanStart(OverlayModel data, int robot, Board board) {
        int[] best = null;
        double max = 0;
        org.rallyworkbench.engine.model.Position start = data.startTile(robot);
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                if (data.density(robot, x, y) > max && !(x == start.x() && y == start.y()) && !nearFlag(board, x, y)) {
                    max = data.density(robot, x, y);
                    best = new int[] {x, y};
                }
            }
        }
        return best;
    }

    private static boolean nearFlag(Board board, int x, int y) {
        return board.flags().stream().anyMatch(f -> Math.abs(f.position().x() - x) <= 4 && Math.abs(f.position().y() - y) <= 1);
    }

    private static boolean differs(BufferedImage a, BufferedImage b, int tx, int ty, int t) {
        for (int y = 0; y < t; y++) {
            for (int x = 0; x < t; x++) {
                if (a.getRGB(tx * t + x, ty * t + y) != b.getRGB(tx * t + x, ty * t + y)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static int[] pixels(BufferedImage image) {
        return image.getRGB(0, 0, image.getWidth(), image.getHeight(), null, 0, image.getWidth());
    }

    /** Paints onto a transparent image, 16 px a tile (no labels on tiles that small). */
    private static BufferedImage paint(AnalysisOverlay overlay, Board board) {
        return paint(overlay, board, 16);
    }

    private static BufferedImage paint(AnalysisOverlay overlay, Board board, int t) {
        BufferedImage image = new BufferedImage(board.width() * t, board.height() * t, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        overlay.paint(g, board, t);
        g.dispose();
        return image;
    }

    private static int[] firstTinted(OverlayModel data, Board board) {
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                if (data.tint(x, y) != null) {
                    return new int[] {x, y};
                }
            }
        }
        throw new AssertionError("no tile tinted");
    }

    private static boolean painted(BufferedImage image) {
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if ((image.getRGB(x, y) >>> 24) != 0) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean isGrey(int argb) {
        int r = (argb >> 16) & 0xff;
        int g = (argb >> 8) & 0xff;
        int b = argb & 0xff;
        return (argb >>> 24) != 0 && r == g && g == b;
    }
}
