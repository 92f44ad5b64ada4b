package org.rallyworkbench.editor.board.design;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.function.Consumer;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.render.BoardRenderer;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Rotation;

/** The cached pictures look exactly like the renderer's, before and after edits of every kind. */
class BoardImageCacheTest {

    private static final int TILE = 32;
    private static final Rectangle AREA = new Rectangle(260, 150, 400, 300);   // four chunks, not aligned

    private final Board board = Board.builder("cache", 40, 30)
            .conveyor(8, 8, Direction.E, false).conveyor(9, 8, Direction.E, false).conveyor(10, 8, Direction.S, true)
            .gear(12, 10, Rotation.CW).pit(14, 12).flag(15, 9, 1).start(7, 14, 1, Direction.N)
            .wall(9, 9, Direction.N).laser(6, 10, Direction.E, 2).build();

    @Test
    void chunksLookLikeTheRenderer() throws Exception {
        onEdt(cache -> {
            cache.setBoard(board);
            assertSame(board, paint(cache));
            assertSame(board, paint(cache));     // from the chunks now
            assertTrue(cache.size() > 0);
        });
    }

    @Test
    void editsRedrawWhatTheyChanged() throws Exception {
        Board belt = board.toBuilder().conveyor(11, 8, Direction.N, false).build();            // curves a neighbour
        Board flag = belt.toBuilder().flag(13, 13, 2).build();
        Board wall = flag.toBuilder().wall(12, 10, Direction.W).build();                       // cuts the beam
        Board laser = wall.toBuilder().laser(20, 5, Direction.S, 1).build();                  // a beam across chunks
        onEdt(cache -> {
            cache.setBoard(board);
            paint(cache);
            for (Board b : new Board[] {belt, flag, wall, laser, board}) {
                cache.setBoard(b);
                assertSame(b, paint(cache));
            }
        });
    }

    @Test
    void aNewTileSizeStartsAfresh() throws Exception {
        onEdt(cache -> {
            cache.setBoard(board);
            paint(cache);
            BufferedImage small = new BufferedImage(AREA.width, AREA.height, BufferedImage.TYPE_INT_RGB);
            Graphics2D g = small.createGraphics();
            g.translate(-AREA.x, -AREA.y);
            cache.paint(g, 16, AREA);
            g.dispose();
            BufferedImage direct = direct(board, 16);
            assertEquals(0, differingPixels(direct, small));
        });
    }

    private static void assertSame(Board b, BufferedImage cached) {
        assertEquals(0, differingPixels(direct(b, TILE), cached), "pixels differ from the renderer's");
    }

    private static BufferedImage paint(BoardImageCache cache) {
        BufferedImage img = new BufferedImage(AREA.width, AREA.height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.translate(-AREA.x, -AREA.y);
        cache.paint(g, TILE, AREA);
        g.dispose();
        return img;
    }

    private static BufferedImage direct(Board b, int tile) {
        BufferedImage img = new BufferedImage(AREA.width, AREA.height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.translate(-AREA.x, -AREA.y);
        BoardRenderer.paint(g, b, tile, AREA);
        g.dispose();
        return img;
    }

    private static int differingPixels(BufferedImage a, BufferedImage b) {
        int n = 0;
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                if (a.getRGB(x, y) != b.getRGB(x, y)) {
                    n++;
                }
            }
        }
        return n;
    }

    private static void onEdt(Consumer<BoardImageCache> test) throws Exception {
        SwingUtilities.invokeAndWait(() -> test.accept(new BoardImageCache(() -> { })));
    }
}
