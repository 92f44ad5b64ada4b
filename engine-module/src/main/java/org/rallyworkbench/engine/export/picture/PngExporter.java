package org.rallyworkbench.engine.export.picture;

import org.rallyworkbench.engine.io.AtomicFiles;
import org.rallyworkbench.engine.render.BoardRenderer;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.rallyworkbench.engine.model.Board;

/**
 * Writes a board as a PNG picture drawn by {@link BoardRenderer}. The file appears complete or not at all:
 * the image goes to a temporary file beside the target, which is then renamed over it ({@link AtomicFiles}).
 */
public final class PngExporter {

    private PngExporter() {
    }

    /** Writes {@code board} at {@code tileSize} pixels a tile to {@code target}, replacing it if present. */
    public static void write(Board board, int tileSize, Path target) throws IOException {
        BufferedImage image = BoardRenderer.render(board, tileSize);
        AtomicFiles.write(target, out -> {
            if (!ImageIO.write(image, "png", out)) {
                throw new IOException("no PNG writer available");
            }
        });
    }
}
