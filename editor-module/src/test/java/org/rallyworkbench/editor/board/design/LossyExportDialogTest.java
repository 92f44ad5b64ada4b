package org.rallyworkbench.editor.board.design;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rallyworkbench.editor.exchange.ExportFormat;
import org.rallyworkbench.engine.cli.RallyCli;

/**
 * The lossy-export dialog of the Design view's Export ▾ (editor {@code exchange}): exporting a board Fiasko cannot
 * hold shows the list of losses and asks; Cancel writes nothing; OK writes the file. The list is the one
 * {@code ./rally export} prints, line by line, and the file is the one {@code ./rally export --lossy} writes.
 * Drives the real view in a child JVM on an X display ({@link LossyExportDriver}), as {@link EditorGuiTest} does.
 */
class LossyExportDialogTest {

    private static final String BOARD = """
            <?xml version="1.0" encoding="UTF-8"?>
            <board xmlns="urn:rally-workbench:board:1" name="Lossy" width="6" height="5">
              <crusher x="2" y="2" registers="2 4"/>
              <laser x="3" y="1" dir="E" beams="1"/>
              <flag x="5" y="0" number="1"/>
              <start x="0" y="4" number="1" facing="N"/>
              <start x="1" y="4" number="2" facing="E"/>
            </board>
            """;

    /** {@code -Dlossy.screenshot=FILE} on the Maven command line hands a screenshot of the dialog to the driver. */
    private static List<String> screenshot() {
        String shot = System.getProperty("lossy.screenshot");
        return shot == null ? List.of() : List.of("-Dlossy.screenshot=" + shot);
    }

    @Test
    void cancelWritesNothingAndOkWritesWhatTheCommandLineWrites(@TempDir Path dir) throws Exception {
        Path board = dir.resolve("lossy.board.xml");
        Files.writeString(board, BOARD);
        Path cancelled = dir.resolve("cancelled.txt");
        Path accepted = dir.resolve("accepted.txt");
        Path shown = dir.resolve("dialog.txt");
        Path log = dir.resolve("driver.log");
        DriverJvm.Run run = DriverJvm.run(log, 120, screenshot(), LossyExportDriver.class, board.toString(),
                ExportFormat.FIASKO.name(), cancelled.toString(), accepted.toString(), shown.toString());
        System.out.print(run.log());
        assertTrue(run.succeeded(), "the lossy-export dialog did not behave:\n" + run.log());
        assertFalse(Files.exists(cancelled), "Cancel wrote the file");

        StringWriter err = new StringWriter();
        Path refused = dir.resolve("refused.txt");
        assertEquals(2, RallyCli.execute(new PrintWriter(new StringWriter()), new PrintWriter(err),
                "export", board.toString(), "--format", "fiasko-txt", "-o", refused.toString()));
        List<String> cli = Arrays.stream(err.toString().split("\\R")).filter(l -> l.startsWith("fiasko-txt: "))
                .map(l -> l.substring("fiasko-txt: ".length())).toList();
        List<String> dialog = Arrays.asList(Files.readString(shown).split("\\R"));
        assertTrue(dialog.get(0).contains("3"), "the heading counts the 3 lost elements: " + dialog.get(0));
        assertEquals(cli, dialog.subList(1, dialog.size()), "the dialog's list is the command line's");
        assertEquals(4, cli.size(), err.toString());

        Path written = dir.resolve("cli.txt");
        assertEquals(0, RallyCli.execute(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()),
                "export", board.toString(), "--format", "fiasko-txt", "-o", written.toString(), "--lossy"));
        assertEquals(Files.readString(written), Files.readString(accepted), "OK writes what --lossy writes");
    }
}
