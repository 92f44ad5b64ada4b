package org.rallyworkbench.engine.export.tiled;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.rallyworkbench.engine.export.Golden.BOARD;
import static org.rallyworkbench.engine.export.Golden.TILE;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rallyworkbench.engine.export.Golden;
import org.rallyworkbench.engine.export.TestBoards;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.render.RendererPainter;

/**
 * One small board ({@link Golden#BOARD}) and a board numbered beyond 16 ({@link TestBoards#farNumbers()})
 * as Tiled maps and tilesets, against the files in src/test/resources/golden/ ({@link Golden}).
 */
class TiledGoldenFilesTest {

    @TempDir
    Path dir;
    @Test
    void tmx() throws Exception {
        Golden.assertGolden("golden-gate.tmx", TmxExporter.write(BOARD, TILE, "golden-gate.tmx"));
    }

    @Test
    void tsx() throws Exception {
        Golden.assertGolden("rally-workbench-32.tsx", TsxWriter.write(TILE, "rally-workbench-32.png"));
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
        Golden.assertGolden("far-numbers.tmx", TmxExporter.write(TestBoards.farNumbers(), TILE, "far-numbers.tmx"));
    }

    @Test
    void numberedTsx() throws Exception {
        NumberedTileset numbered = new MapTilesets(TestBoards.farNumbers()).numbered();
        Golden.assertGolden("far-numbers-numbers.tsx",
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
}
