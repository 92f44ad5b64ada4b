package org.rallyworkbench.editor.board.file;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.event.ChangeListener;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openide.awt.StatusDisplayer;
import org.openide.filesystems.FileObject;
import org.openide.filesystems.LocalFileSystem;
import org.openide.loaders.DataObject;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.xml.BoardXml;

/** Issue 18: a save says so in the status bar, naming the file and the backup the README names. */
class SaveNoticeTest {

    @Test
    void savingABoardNamesTheFileAndItsBackupInTheStatusBar(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("dock.board.xml");
        Files.writeString(file, BoardXml.toXml(Board.builder("Dock", 3, 3).build()));
        // no masterfs on a flat class path: a local file system stands in, as the GUI drivers do
        LocalFileSystem fs = new LocalFileSystem();
        fs.setRootDirectory(dir.toFile());
        FileObject fo = fs.findResource(file.getFileName().toString());
        BoardDataObject dob = (BoardDataObject) DataObject.find(fo);
        List<String> said = new ArrayList<>();
        ChangeListener l = e -> said.add(StatusDisplayer.getDefault().getStatusText());
        StatusDisplayer.getDefault().addChangeListener(l);
        try {
            dob.model().apply("pit", dob.model().board().toBuilder().pit(1, 1).build());
            dob.save();
        } finally {
            StatusDisplayer.getDefault().removeChangeListener(l);
        }
        assertEquals("Saved dock.board.xml (the previous version is in dock.board.xml.bak)", said.get(said.size() - 1));
        assertEquals(true, Files.exists(dir.resolve("dock.board.xml.bak")), "the README's NAME.board.xml.bak");
    }

    @Test
    void aFirstSaveWithoutBackupSaysJustSaved(@TempDir Path dir) {
        assertEquals("Saved new.board.xml", SaveNotice.text(dir.resolve("new.board.xml")));
    }
}
