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
import org.rallyworkbench.engine.export.tiled.NumberedTileset;
import org.rallyworkbench.engine.export.tiled.RallyTile;
import org.rallyworkbench.engine.export.tiled.SecureXmlReader;
import org.rallyworkbench.engine.export.tiled.XmlElement;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;

/**
 * One small board ({@link TestBoards#small()}) in every format, and the Tiled map of a board numbered beyond
 * 16 ({@link TestBoards#farNumbers()}), against the files in
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
        golden("golden-gate.tmx", TmxExporter.write(BOARD, TILE, "golden-gate.tmx"));
    }

    @Test
    void tsx() throws Exception {
        golden("rally-workbench-32.tsx", TsxWriter.write(TILE, "rally-workbench-32.png"));
    }

    @Test
    void tmxExportWritesTilesetAndSheetBeside() throws Exception {
        Path tmx = dir.resolve("golden-gate.tmx");
        new TmxExporter(RendererPainter.INSTANCE).export(BOARD, tmx, TILE);
        assertEquals(TmxExporter.write(BOARD, TILE, "golden-gate.tmx"), Files.readString(tmx));
        assertEquals(TsxWriter.write(TILE, "rally-workbench-32.png"), Files.readString(dir.resolve("rally-workbench-32.tsx")));
        BufferedImage sheet = ImageIO.read(dir.resolve("rally-workbench-32.png").toFile());
        assertEquals(TileSheet.columns() * TILE, sheet.getWidth());
        assertEquals(TileSheet.rows(RallyTile.values()) * TILE, sheet.getHeight());
    }

    @Test
    void tmxWithNumbersBeyondSixteen() throws Exception {
        golden("far-numbers.tmx", TmxExporter.write(TestBoards.farNumbers(), TILE, "far-numbers.tmx"));
    }

    @Test
    void numberedTsx() throws Exception {
        NumberedTileset numbered = new MapTilesets(TestBoards.farNumbers()).numbered();
        golden("far-numbers-numbers.tsx",
                TsxWriter.write(NumberedTileset.NAME, numbered.tiles(), TILE, "far-numbers-numbers.png"));
    }

    @Test
    void boardsNumberedUpTo16NeedNoNumberedTileset() throws Exception {
        new TmxExporter(RendererPainter.INSTANCE).export(BOARD, dir.resolve("golden-gate.tmx"), TILE);
        assertFalse(Files.exists(dir.resolve("golden-gate-numbers.tsx")));
        assertFalse(Files.exists(dir.resolve("golden-gate-numbers.png")));
    }

    @Test
    void tmxExportWritesTheNumberedTilesetBeside() throws Exception {
        Board board = TestBoards.farNumbers();
        new TmxExporter(RendererPainter.INSTANCE).export(board, dir.resolve("far-numbers.tmx"), TILE);
        NumberedTileset numbered = new MapTilesets(board).numbered();
        assertEquals(TsxWriter.write(NumberedTileset.NAME, numbered.tiles(), TILE, "far-numbers-numbers.png"),
                Files.readString(dir.resolve("far-numbers-numbers.tsx")));
        BufferedImage sheet = ImageIO.read(dir.resolve("far-numbers-numbers.png").toFile());
        assertEquals(TileSheet.columns() * TILE, sheet.getWidth());
        assertEquals(TileSheet.rows(numbered.tiles()) * TILE, sheet.getHeight());
        // each tile shows its own number: flag 17 is not drawn like the plain flag (which shows 1)
        BufferedImage projectSheet = ImageIO.read(dir.resolve("rally-workbench-32.png").toFile());
        assertFalse(samePicture(tile(projectSheet, RallyTile.FLAG.id()),
                tile(sheet, numbered.flag(17).orElseThrow().id())));
        assertFalse(samePicture(tile(sheet, numbered.start(18, Direction.N).orElseThrow().id()),
                tile(sheet, numbered.start(40, Direction.N).orElseThrow().id())));
    }

    private static BufferedImage tile(BufferedImage sheet, int id) {
        return sheet.getSubimage((id % TileSheet.columns()) * TILE, (id / TileSheet.columns()) * TILE, TILE, TILE);
    }

    private static boolean samePicture(BufferedImage a, BufferedImage b) {
        for (int y = 0; y < TILE; y++) {
            for (int x = 0; x < TILE; x++) {
                if (a.getRGB(x, y) != b.getRGB(x, y)) {
                    return false;
                }
            }
        }
        return true;
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
