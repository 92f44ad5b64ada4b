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
    void refusesAPictureTooLargeToDrawBeforeDrawingIt() throws IOException {
        Board big = Board.builder("big", Board.MAX_SIZE, Board.MAX_SIZE).build();
        Path out = dir.resolve("big.png");
        Files.writeString(out, "old");
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> PngExporter.write(big, 256, out));
        assertEquals(out + ": a picture of 65536×65536 pixels (256×256 tiles at 256 pixels a tile) is too large to"
                + " draw: at most 67,108,864 pixels; --scale 32 or less draws this board", e.getMessage());
        assertEquals("old", Files.readString(out), "the file is left as it was");
        assertEquals(java.util.Optional.empty(), PngExporter.tooLarge(big, 32));
        org.junit.jupiter.api.Assertions.assertTrue(PngExporter.tooLarge(big, 33).isPresent());
    }

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
