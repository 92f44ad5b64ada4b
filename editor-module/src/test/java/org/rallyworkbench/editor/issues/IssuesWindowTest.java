package org.rallyworkbench.editor.issues;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javax.swing.JMenuItem;
import javax.swing.JPopupMenu;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.openide.filesystems.FileObject;
import org.openide.filesystems.FileUtil;
import org.openide.loaders.DataObject;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.xml.BoardXml;

/** Issue 18: the Issues window names the document it checks, shows severity, description and location, and offers Go to. */
class IssuesWindowTest {

    private static DataObject file(FileObject folder, String name, String text) throws IOException {
        FileObject fo = folder.createData(name);
        try (OutputStream out = fo.getOutputStream()) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
        return DataObject.find(fo);
    }

    @Test
    void issuesOfTheFollowedBoardAndScenarioWithSeverityAndLocation() throws Exception {
        FileObject folder = FileUtil.createMemoryFileSystem().getRoot();
        // a laser firing into its own wall: a design warning at its tile; no flags: a board-wide one
        Board board = Board.builder("Walled", 4, 4).start(0, 3, 1, Direction.N)
                .laser(1, 1, Direction.E, 1).wall(1, 1, Direction.E).build();
        DataObject boardFile = file(folder, "walled.board.xml", BoardXml.toXml(board));
        DataObject scenario = file(folder, "broken.scenario.xml",
                "<scenario xmlns=\"urn:rally-workbench:scenario:1\" name=\"b\">\n  <nonsense/>\n</scenario>\n");

        IssuesTopComponent[] window = new IssuesTopComponent[1];
        SwingUtilities.invokeAndWait(() -> {
            window[0] = new IssuesTopComponent();
            window[0].follow(boardFile);
        });
        List<Issue> shown = await(window[0], 2);
        assertTrue(shown.stream().allMatch(i -> i.severity() == Severity.WARNING), shown.toString());
        Issue laser = shown.stream().filter(i -> i.tile().isPresent()).findFirst().orElseThrow();
        assertEquals(Optional.of(new Position(1, 1)), laser.tile());
        assertEquals("x 1, y 1", laser.location());
        SwingUtilities.invokeAndWait(() -> {
            assertEquals("walled.board.xml: no errors, 2 warnings", window[0].headerText(), "it says which document");
            assertEquals(Severity.WARNING, window[0].table().getValueAt(0, IssuesTable.SEVERITY));
            assertEquals("Location", window[0].table().getColumnName(IssuesTable.LOCATION));
            assertNotNull(Severity.WARNING.icon(), "the platform's warning icon");
            JPopupMenu menu = window[0].menu(laser);
            assertEquals(Bundle.CTL_GoToTile(), ((JMenuItem) menu.getComponent(0)).getText());
            assertTrue(menu.getComponent(0).isEnabled(), "a tile to go to");
            assertFalse(menu.getComponent(1).isEnabled(), "no line: a board as drawn");
            window[0].follow(scenario);
        });
        shown = await(window[0], 1);
        Issue problem = shown.get(0);
        assertEquals(Severity.ERROR, problem.severity());
        assertEquals(2, problem.line(), problem.toString());
        assertTrue(problem.location().startsWith("line 2"), problem.location());
        SwingUtilities.invokeAndWait(() -> {
            assertTrue(window[0].headerText().startsWith("broken.scenario.xml: 1 error"), window[0].headerText());
            JPopupMenu menu = window[0].menu(problem);
            assertFalse(menu.getComponent(0).isEnabled(), "no tile in a scenario's reading problem");
            assertTrue(menu.getComponent(1).isEnabled(), "Go to Line");
            window[0].follow(null);
            assertEquals(Bundle.LBL_NoDocument(), window[0].headerText());
        });
    }

    /** Waits (up to 20 s) until the checks off the event thread show {@code count} issues for the followed document. */
    private static List<Issue> await(IssuesTopComponent window, int count) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (System.nanoTime() < end) {
            List<Issue>[] now = new List[1];
            SwingUtilities.invokeAndWait(() -> now[0] = window.headerText().contains("checking") ? null : window.shown());
            if (now[0] != null && now[0].size() == count) {
                return now[0];
            }
            Thread.sleep(50);
        }
        List<Issue>[] now = new List[1];
        SwingUtilities.invokeAndWait(() -> now[0] = window.shown());
        throw new AssertionError("expected " + count + " issues, shown: " + now[0]);
    }
}
