package org.rallyworkbench.engine.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rallyworkbench.engine.export.Golden.BOARD;
import static org.rallyworkbench.engine.export.Golden.TILE;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rallyworkbench.engine.export.json.JsonExporter;
import org.rallyworkbench.engine.export.picture.PngExporter;
import org.rallyworkbench.engine.export.picture.SvgExporter;
import org.rallyworkbench.engine.export.text.TextExporter;
import org.rallyworkbench.engine.export.tiled.SecureXmlReader;
import org.rallyworkbench.engine.export.tiled.XmlElement;
import org.rallyworkbench.engine.render.BoardRenderer;
import org.rallyworkbench.engine.render.RendererPainter;

/**
 * One small board ({@link Golden#BOARD}) in the JSON, text and picture formats, against the files in
 * src/test/resources/golden/ ({@link Golden}; the Tiled files: {@code TiledGoldenFilesTest}). PNG and SVG come
 * from the art engineer's renderer, whose looks change on purpose, so they are checked against the renderer
 * itself instead of a stored picture.
 */
class GoldenFilesTest {

    @TempDir
    Path dir;
    @Test
    void json() throws Exception {
        Golden.assertGolden("golden-gate.json", new JsonExporter().write(BOARD));
    }

    @Test
    void text() throws Exception {
        Golden.assertGolden("golden-gate.txt", new TextExporter().write(BOARD));
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
}
