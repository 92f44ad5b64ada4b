package org.rallyworkbench.engine.export.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;

class PngExporterTest {

    @TempDir
    Path dir;

    private final Board board = Board.builder("png", 5, 3).pit(1, 1).wall(2, 2, Direction.N).flag(3, 1, 1).build();

    @Test
    void writesAReadablePngOfTheRightSize() throws IOException {
        Path out = dir.resolve("sub/board.png");
        PngExporter.write(board, 20, out);
        BufferedImage img = ImageIO.read(out.toFile());
        assertNotNull(img, "a PNG ImageIO can read");
        assertEquals(100, img.getWidth());
        assertEquals(60, img.getHeight());
    }

    @Test
    void replacesAnExistingFileAndLeavesNoTemporaryFileBehind() throws IOException {
        Path out = dir.resolve("board.png");
        Files.writeString(out, "old");
        PngExporter.write(board, 16, out);
        assertEquals(80, ImageIO.read(out.toFile()).getWidth());
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(1, files.count(), "only the picture");
        }
    }
}
