package org.rallyworkbench.engine.export.picture;

import org.rallyworkbench.engine.io.AtomicFiles;
import org.rallyworkbench.engine.render.BoardRenderer;
import java.awt.Dimension;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import javax.imageio.ImageIO;
import org.rallyworkbench.engine.model.Board;

/**
 * Writes a board as a PNG picture drawn by {@link BoardRenderer}. The file appears complete or not at all:
 * the image goes to a temporary file beside the target, which is then renamed over it ({@link AtomicFiles}).
 * A picture larger than {@link #MAX_PIXELS}, or than the memory this process may use, is refused before
 * anything is drawn.
 */
public final class PngExporter {

    /** 8192×8192: a 256×256 board at 32 pixels a tile, 256 MiB to draw. */
    public static final long MAX_PIXELS = 8192L * 8192;

    private PngExporter() {
    }

    /** Writes {@code board} at {@code tileSize} pixels a tile to {@code target}, replacing it if present. */
    public static void write(Board board, int tileSize, Path target) throws IOException {
        Optional<String> refused = tooLarge(board, tileSize).or(() -> tooLargeForMemory(board, tileSize));
        if (refused.isPresent()) {
            throw new IllegalArgumentException(target + ": " + refused.get());
        }
        BufferedImage image = BoardRenderer.render(board, tileSize);
        AtomicFiles.write(target, out -> {
            if (!ImageIO.write(image, "png", out)) {
                throw new IOException("no PNG writer available");
            }
        });
    }

    /** Why {@code board} at {@code tileSize} pixels a tile is too large a picture to draw; empty when it is not. */
    public static Optional<String> tooLarge(Board board, int tileSize) {
        Dimension d = BoardRenderer.size(board, tileSize);
        long pixels = (long) d.width * d.height;
        if (pixels <= MAX_PIXELS) {
            return Optional.empty();
        }
        return Optional.of(String.format(Locale.ROOT, "a picture of %d×%d pixels (%d×%d tiles at %d pixels a tile)"
                + " is too large to draw: at most %,d pixels; %s", d.width, d.height, board.width(), board.height(),
                tileSize, MAX_PIXELS, largestScale(board, MAX_PIXELS)));
    }

    /** The picture takes four bytes a pixel; refused when that is more than half of what this process may use. */
    private static Optional<String> tooLargeForMemory(Board board, int tileSize) {
        Dimension d = BoardRenderer.size(board, tileSize);
        long bytes = 4L * d.width * d.height;
        long may = Runtime.getRuntime().maxMemory() / 2;
        if (bytes <= may) {
            return Optional.empty();
        }
        return Optional.of(String.format(Locale.ROOT, "a picture of %d×%d pixels needs %d MiB of memory, more than"
                + " this process may use (%d MiB); %s", d.width, d.height, bytes >> 20, may >> 20,
                largestScale(board, may / 4)));
    }

    private static String largestScale(Board board, long pixels) {
        for (int tile = BoardRenderer.MAX_TILE; tile >= BoardRenderer.MIN_TILE; tile--) {
            Dimension d = BoardRenderer.size(board, tile);
            if ((long) d.width * d.height <= pixels) {
                return "--scale " + tile + " or less draws this board";
            }
        }
        return "no --scale draws this board in so little memory";
    }
}
