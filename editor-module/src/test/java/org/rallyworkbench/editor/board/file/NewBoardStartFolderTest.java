package org.rallyworkbench.editor.board.file;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openide.filesystems.LocalFileSystem;
import org.openide.loaders.DataObject;
import org.openide.util.lookup.Lookups;
import org.openide.windows.TopComponent;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.xml.BoardXml;

/** Issue 18: File &gt; New Board starts in the active document's folder, else in the one remembered. */
class NewBoardStartFolderTest {

    @Test
    void theWizardStartsInTheActiveDocumentsFolderElseTheRememberedOne(@TempDir Path dir) throws Exception {
        Path remembered = Files.createDirectories(dir.resolve("last"));
        Path work = Files.createDirectories(dir.resolve("work"));
        try (java.io.OutputStream out = Files.newOutputStream(work.resolve("here.board.xml"))) {
            BoardXml.write(Board.builder("Here", 4, 3).build(), out);
        }
        NewBoardAction.FOLDER.remember(remembered.toFile());
        SwingUtilities.invokeAndWait(() -> assertEquals(remembered.toFile(), NewBoardAction.startFolder(),
                "no document open: the folder of the last board created"));

        LocalFileSystem fs = new LocalFileSystem();
        fs.setRootDirectory(work.toFile());
        DataObject board = DataObject.find(fs.findResource("here.board.xml"));
        TopComponent[] window = new TopComponent[1];
        SwingUtilities.invokeAndWait(() -> {
            window[0] = new TopComponent(Lookups.fixed(board));
            window[0].open();
            window[0].requestActive();
        });
        SwingUtilities.invokeAndWait(() -> {
            assertEquals(work.toFile().getAbsoluteFile(), NewBoardAction.startFolder().getAbsoluteFile(),
                    "a board open and active: its folder");
            window[0].close();
        });
    }
}
