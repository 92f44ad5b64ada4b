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

    @Test
    void editingTheBoardMarksTheOverlayStaleAndUndoingMakesItFreshAgain() throws Exception {
        Board board = Samples.gearboxPress();
        OverlayModel data = new OverlayModel(BoardAnalysis.run(board, new AnalysisSettings(100, 8, 20, 1, 2)));
        SwingUtilities.invokeAndWait(() -> {
            FakeHost host = new FakeHost(new BoardModel(board));
            AnalysisOverlay overlay = new AnalysisOverlay(host);
            overlay.show(data);
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
        Board board = Samples.gearboxPress();
        OverlayModel data = new OverlayModel(BoardAnalysis.run(board, new AnalysisSettings(100, 8, 20, 1, 2)));
        SwingUtilities.invokeAndWait(() -> {
            FakeHost host = new FakeHost(new BoardModel(board));
            AnalysisOverlay overlay = new AnalysisOverlay(host);
            overlay.show(data);
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
        Board board = Samples.gearboxPress();
        OverlayModel data = new OverlayModel(BoardAnalysis.run(board, new AnalysisSettings(100, 8, 20, 1, 2)));
        SwingUtilities.invokeAndWait(() -> {
            FakeHost host = new FakeHost(new BoardModel(board));
            AnalysisOverlay overlay = new AnalysisOverlay(host);
            overlay.show(data);
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

    /** Paints onto a transparent image, 16 px a tile (no labels on tiles that small). */
    private static BufferedImage paint(AnalysisOverlay overlay, Board board) {
        BufferedImage image = new BufferedImage(board.width() * 16, board.height() * 16, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        overlay.paint(g, board, 16);
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
