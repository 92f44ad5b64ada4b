package org.rallyworkbench.engine.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rallyworkbench.engine.export.tiled.SecureXmlReader;
import org.rallyworkbench.engine.export.tiled.XmlElement;
import org.rallyworkbench.engine.model.Board;

/**
 * One small board ({@link TestBoards#small()}) in every format, against the files in
 * src/test/resources/golden/. The text formats must match byte for byte; after an intended change, run with
 * {@code -Dgolden.update=true} and review the diff. PNG and SVG come from the art engineer's renderer, whose
 * looks change on purpose, so they are checked against the renderer itself instead of a stored picture.
 */
class GoldenFilesTest {

    private static final Path GOLDEN = Path.of("src", "test", "resources", "golden");
    private static final Board BOARD = TestBoards.small();
    private static final int TILE = 32;

    @TempDir
    Path dir;

    @Test
    void json() throws Exception {
        golden("golden-gate.json", new JsonExporter().write(BOARD));
    }

    @Test
    void text() throws Exception {
        golden("golden-gate.txt", new TextExporter().write(BOARD));
    }

    @Test
    void tmx() throws Exception {
        golden("golden-gate.tmx", TmxExporter.write(BOARD, TILE));
    }

    @Test
    void tsx() throws Exception {
        golden("rally-workbench-32.tsx", TsxWriter.write(TILE, "rally-workbench-32.png"));
    }

    @Test
    void tmxExportWritesTilesetAndSheetBeside() throws Exception {
        Path tmx = dir.resolve("golden-gate.tmx");
        new TmxExporter(RendererPainter.INSTANCE).export(BOARD, tmx, TILE);
        assertEquals(TmxExporter.write(BOARD, TILE), Files.readString(tmx));
        assertEquals(TsxWriter.write(TILE, "rally-workbench-32.png"), Files.readString(dir.resolve("rally-workbench-32.tsx")));
        BufferedImage sheet = ImageIO.read(dir.resolve("rally-workbench-32.png").toFile());
        assertEquals(TileSheet.columns() * TILE, sheet.getWidth());
        assertEquals(TileSheet.rows() * TILE, sheet.getHeight());
    }

    @Test
    void pngIsTheRenderersPicture() throws Exception {
        Path png = dir.resolve("golden-gate.png");
        PngExporter.write(BOARD, TILE, png);
        BufferedImage written = ImageIO.read(png.toFile());
        BufferedImage expected = BoardRenderer.render(BOARD, TILE);
        assertEquals(expected.getWidth(), written.getWidth());
        assertEquals(expected.getHeight(), written.getHeight());
        for (int y = 0; y < expected.getHeight(); y += 7) {
            for (int x = 0; x < expected.getWidth(); x += 7) {
                assertEquals(expected.getRGB(x, y), written.getRGB(x, y), "pixel " + x + "," + y);
            }
        }
    }

    @Test
    void svgIsAVectorPictureOfTheBoardSize() throws Exception {
        String svg = new SvgExporter(RendererPainter.INSTANCE).write(BOARD, TILE);
        XmlElement root = SecureXmlReader.read(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
        assertEquals("svg", root.name());
        assertEquals(String.valueOf(BOARD.width() * TILE), root.attribute("width").orElseThrow());
        assertEquals(String.valueOf(BOARD.height() * TILE), root.attribute("height").orElseThrow());
        assertEquals("0 0 160 128", root.attribute("viewBox").orElseThrow());
        assertFalse(svg.contains("<!DOCTYPE"), "no DTD for readers to fetch");
        // Only the floor textures are pictures (inside patterns); every symbol is a vector shape.
        assertTrue(svg.split("<image").length - 1 <= svg.split("<pattern").length - 1, "symbols are not rasters");
        assertTrue(svg.contains("<path"), "vector shapes");
    }

    private static void golden(String name, String actual) throws Exception {
        Path file = GOLDEN.resolve(name);
        if (Boolean.getBoolean("golden.update")) {
            Files.createDirectories(GOLDEN);
            Files.writeString(file, actual);
        }
        assertEquals(Files.readString(file), actual, name + " differs from " + file
                + " (after an intended change: -Dgolden.update=true, then review the diff)");
    }
}
