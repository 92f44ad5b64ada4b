package org.rallyworkbench.editor.bench;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.Arrays;
import java.util.function.Supplier;
import org.rallyworkbench.editor.board.design.DesignViewPaint;
import org.rallyworkbench.editor.board.model.BoardLoader;
import org.rallyworkbench.editor.board.model.BoardModel;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.ReadResult;
import org.rallyworkbench.engine.model.Rotation;
import org.rallyworkbench.engine.render.BoardRenderer;
import org.rallyworkbench.engine.xml.BoardXml;

/**
 * Prints the editor's figures (no assertions, figures only): opening and drawing a 64×64 board, and a
 * full repaint of a 256×256 board at 1:1 (32 px a tile) in a 1400×900 window, as the Design view paints it.
 * Run: see README ("Editor benchmarks").
 */
public final class EditorBench {

    private static final int TILE = 32;

    private EditorBench() {
    }

    public static void main(String[] args) {
        String xml64 = BoardXml.toXml(busy(64));
        report("64x64 open (read XML, model) + draw fitted (1400x900)", 30, () -> {
            ReadResult<Board> r = BoardLoader.load(xml64, "bench.board.xml");
            BoardModel model = new BoardModel(((ReadResult.Read<Board>) r).value());
            return paint(model.board(), 13, 1400, 900);
        });
        Board big = busy(256);
        report("256x256 full repaint at 1:1 (32 px/tile, 1400x900 view)", 200, () -> paint(big, TILE, 1400, 900));
        report("256x256 full repaint zoomed out (8 px/tile, 1400x900 view)", 50, () -> paint(big, 8, 1400, 900));
        designView(big);
    }

    /** The Design view's paintComponent itself (its picture cache included), 256x256 at 1:1 in a 1400x900 view. */
    private static void designView(Board big) {
        DesignViewPaint view = new DesignViewPaint(big, TILE, 1400, 900);
        int[] step = {0};
        report("Design view repaint, 256x256 at 1:1, same place (hover, selection)", 200, () -> view.paint(3000, 3000));
        report("Design view repaint, 256x256 at 1:1, scrolling down 3 tiles a frame (whole view)", 200, () -> {
            step[0] = (step[0] + 1) % 70;
            return view.paint(2000, step[0] * 96);
        });
        Board[] versions = {big, big.toBuilder().pit(100, 100).build()};
        report("Design view repaint, 256x256 at 1:1, after a one-tile edit in view", 200, () -> {
            step[0]++;
            view.setBoard(versions[step[0] % 2]);
            return view.paint(2800, 2900);
        });
        report("Design view first paint of a place (nothing cached: new board each run)", 30, () -> {
            DesignViewPaint fresh = new DesignViewPaint(big, TILE, 1400, 900);
            return fresh.paint(3000, 3000);
        });
    }

    /** A board with something on most tiles, so painting has real work. */
    static Board busy(int size) {
        Board.Builder b = Board.builder("bench", size, size);
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                switch ((x * 7 + y * 3) % 6) {
                    case 0 -> b.conveyor(x, y, Direction.values()[(x + y) % 4], x % 2 == 0);
                    case 1 -> b.gear(x, y, Rotation.CW);
                    case 2 -> b.wall(x, y, Direction.N);
                    case 3 -> b.pit(x, y);
                    default -> { }
                }
            }
        }
        for (int i = 0; i < size; i += 8) {
            b.laser(0, i, Direction.E, 1 + i % 3);
        }
        b.flag(1, 1, 1).start(2, 2, 1, Direction.N);
        return b.build();
    }

    private static BufferedImage paint(Board board, int tile, int width, int height) {
        BufferedImage img = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setClip(0, 0, width, height);
            BoardRenderer.paint(g, board, tile, new java.awt.Rectangle(0, 0, width, height));
        } finally {
            g.dispose();
        }
        return img;
    }

    private static void report(String what, int runs, Supplier<Object> work) {
        for (int i = 0; i < 10; i++) {
            work.get();     // warm up
        }
        long[] ms = new long[runs];
        for (int i = 0; i < runs; i++) {
            long t = System.nanoTime();
            work.get();
            ms[i] = (System.nanoTime() - t) / 1000;
        }
        Arrays.sort(ms);
        System.out.printf("%-70s median %6.2f ms   p90 %6.2f ms   (n=%d)%n", what, ms[runs / 2] / 1000.0,
                ms[runs * 9 / 10] / 1000.0, runs);
    }
}
