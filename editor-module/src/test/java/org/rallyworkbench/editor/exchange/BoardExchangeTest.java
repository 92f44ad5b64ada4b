package org.rallyworkbench.editor.exchange;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rallyworkbench.engine.export.ImportException;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Registers;
import org.rallyworkbench.engine.xml.BoardXml;

/** The Export and Import actions' logic, without UI: formats, file names, round trips, problems. */
class BoardExchangeTest {

    @TempDir
    Path dir;

    private final Board board = Board.builder("Small Test: Board", 4, 3)
            .conveyor(0, 0, Direction.E, false).pit(3, 2).flag(1, 1, 1).flag(2, 1, 2)
            .start(0, 2, 1, Direction.N).start(1, 2, 2, Direction.E)
            .pusher(2, 0, Direction.N, Registers.parse("1 3")).laser(3, 0, Direction.W, 2)
            .build();

    @Test
    void everyFormatWritesAFile() throws Exception {
        for (ExportFormat f : ExportFormat.values()) {
            Path out = dir.resolve(BoardExchange.suggestedName(board, f));
            BoardExchange.export(board, f, out, 32);
            assertTrue(Files.size(out) > 0, f + " wrote nothing");
        }
        assertTrue(Files.exists(dir.resolve("rally-workbench-32.tsx")), "the tileset goes beside the map");
        assertTrue(Files.exists(dir.resolve("rally-workbench-32.png")), "the tile sheet goes beside the map");
    }

    @Test
    void eachClientFormatIsRecognizedAndReadBackWithItsFlags() throws Exception {
        for (ExportFormat f : ExportFormat.values()) {
            if (f.client().isEmpty()) {
                continue;
            }
            Path out = dir.resolve(f.name().toLowerCase(java.util.Locale.ROOT) + "." + f.extension());
            BoardExchange.writeClient(f.client().get().export(board), out);
            assertEquals(f.client(), BoardExchange.clientFormat(out), f.name());
            Board back = BoardExchange.readClient(out, f.client().get()).board();
            assertEquals(board.flags(), back.flags(), f + " (robotmadness reads them from its course file)");
            assertTrue(f.tooltip().startsWith("Read by "), f.tooltip());
        }
        assertTrue(Files.exists(dir.resolve("robotmadness.course.json")), "robotmadness' course goes beside the board");
    }

    @Test
    void thePngHasTheScaleAsked() throws Exception {
        Path out = dir.resolve("b.png");
        BoardExchange.export(board, ExportFormat.PNG, out, 16);
        BufferedImage image = ImageIO.read(out.toFile());
        assertEquals(4 * 16, image.getWidth());
        assertEquals(3 * 16, image.getHeight());
    }

    @Test
    void aScaleOutOfRangeIsRefusedWithAMessage() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> BoardExchange.export(board, ExportFormat.SVG, dir.resolve("b.svg"), 2));
        assertTrue(e.getMessage().contains("8..256"), e.getMessage());
    }

    @Test
    void tmxAndJsonImportGiveBackTheBoard() throws Exception {
        for (ExportFormat f : new ExportFormat[] {ExportFormat.TMX, ExportFormat.JSON}) {
            Path out = dir.resolve("small." + f.extension());
            BoardExchange.export(board, f, out, 24);
            assertEquals(BoardXml.toXml(board), BoardXml.toXml(BoardExchange.read(out)), f.toString());
        }
    }

    @Test
    void savingAnImportedBoardWritesBoardXmlThatReads() throws Exception {
        Path target = dir.resolve("imported.board.xml");
        Files.writeString(target, "old");
        BoardExchange.saveBoard(board, target);
        assertEquals(board, BoardXml.read(target));
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count(), "no temporary file left behind");
        }
    }

    @Test
    void aBrokenMapListsEveryProblemWithLayerXAndY() throws Exception {
        Path tmx = dir.resolve("small.tmx");
        BoardExchange.export(board, ExportFormat.TMX, tmx, 24);
        String text = Files.readString(tmx);
        // drop the objects and rename a layer: the pusher loses its registers, the layer breaks the convention
        String broken = text.replaceAll("(?s)<objectgroup.*</objectgroup>", "")
                .replace("name=\"Pit\"", "name=\"Holes\"");
        Files.writeString(tmx, broken);
        ImportException e = assertThrows(ImportException.class, () -> BoardExchange.read(tmx));
        String problems = BoardExchange.problemText(tmx, e);
        assertEquals(e.problems().size(), problems.lines().count());
        assertTrue(problems.contains("layer 'Holes'"), problems);
        assertTrue(problems.contains("layer 'Pusher', x 2, y 0: the pusher has no registers"), problems);
        assertTrue(problems.lines().allMatch(l -> l.startsWith("small.tmx:")), problems);
        // numbered flag and start tiles need no object
        assertFalse(problems.contains("the flag has no number"), problems);
        assertFalse(problems.contains("the start has no number"), problems);
    }

    @Test
    void otherFilesAreRefused() {
        assertFalse(BoardExchange.importable(new File("a.board.xml")));
        assertTrue(BoardExchange.importable(new File("a.TMX")));
        assertThrows(java.io.IOException.class, () -> BoardExchange.read(dir.resolve("a.board.xml")));
    }

    @Test
    void fileNames() {
        assertEquals("small-test-board.tmx", BoardExchange.suggestedName(board, ExportFormat.TMX));
        assertEquals("small-test-board.txt", BoardExchange.suggestedName(board, ExportFormat.TEXT));
        assertEquals(new File("/x/b.png"), BoardExchange.withExtension(new File("/x/b"), ExportFormat.PNG));
        assertEquals(new File("/x/b.PNG"), BoardExchange.withExtension(new File("/x/b.PNG"), ExportFormat.PNG));
        assertEquals(new File("/m/arena.board.xml"), BoardExchange.suggestedBoardFile(new File("/m/arena.tmx")));
        assertEquals(new File("/m/a.board.xml"), BoardExchange.asBoardFile(new File("/m/a")));
        assertEquals(new File("/m/a.board.xml"), BoardExchange.asBoardFile(new File("/m/a.xml")));
        assertEquals(new File("/m/a.board.xml"), BoardExchange.asBoardFile(new File("/m/a.board.xml")));
    }
}
