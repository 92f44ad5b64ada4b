package org.rallyworkbench.engine.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.rallyworkbench.engine.xml.BoardXml;

/** {@code rally export}, {@code import} and {@code show}, run in-process. */
class ExportImportCommandsTest {

    private static final Path BOARD = Path.of("..", "scenarios", "boards", "crucible-loop.board.xml");

    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int rally(String... args) {
        return RallyCli.execute(new PrintWriter(out), new PrintWriter(err), args);
    }

    @ParameterizedTest
    @ValueSource(strings = {"tmx", "json", "png", "svg", "txt"})
    void exportsEveryFormat(String format) throws Exception {
        Path target = dir.resolve("board." + format);
        assertEquals(0, rally("export", BOARD.toString(), "--format", format, "-o", target.toString(),
                "--scale", "24"), err::toString);
        assertTrue(Files.size(target) > 0);
        if (format.equals("tmx")) {
            assertTrue(Files.exists(dir.resolve("rally-workbench-24.tsx")));
            assertTrue(Files.exists(dir.resolve("rally-workbench-24.png")));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"tmx", "json"})
    void importGivesTheBoardBack(String format) throws Exception {
        Path exported = dir.resolve("board." + format);
        Path imported = dir.resolve("board.board.xml");
        assertEquals(0, rally("export", BOARD.toString(), "-f", format, "-o", exported.toString()), err::toString);
        assertEquals(0, rally("import", exported.toString(), "-o", imported.toString()), err::toString);
        assertEquals(BoardXml.toXml(BoardXml.read(BOARD)), Files.readString(imported));
    }

    @Test
    void badInputExitsTwoWithFileLineColumn() throws Exception {
        Path bad = dir.resolve("bad.board.xml");
        Files.writeString(bad, "<board xmlns=\"urn:rally-workbench:board:1\" name=\"x\" width=\"0\" height=\"2\"/>");
        assertEquals(2, rally("export", bad.toString(), "--format", "json", "-o", dir.resolve("x.json").toString()));
        assertTrue(err.toString().startsWith(bad + ":1:"), err::toString);
        assertTrue(!Files.exists(dir.resolve("x.json")));
    }

    @Test
    void badImportExitsTwo() throws Exception {
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "{\"format\": \"rally-workbench-board\"}");
        assertEquals(2, rally("import", bad.toString(), "-o", dir.resolve("b.board.xml").toString()));
        assertTrue(err.toString().contains(bad + ":1:1: board: missing member \"version\""), err::toString);
    }

    @Test
    void showDrawsTheBoard() {
        assertEquals(0, rally("show", BOARD.toString()), err::toString);
        assertTrue(out.toString().startsWith("Crucible Loop (12×12)"), out::toString);
        assertTrue(out.toString().contains("Legend:"));
    }
}
