package org.rallyworkbench.editor.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.Component;
import java.awt.Container;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.JFileChooser;
import javax.swing.JTextField;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 18: a chooser shows the same folder in its list and in its name field. */
class DocumentFolderChooserTest {

    @Test
    void aFolderChooserListsTheFolderAndNamesItInItsField(@TempDir Path dir) throws Exception {
        File folder = Files.createDirectories(dir.resolve("scenarios")).toFile();
        Files.createDirectories(dir.resolve("scenarios").resolve("lasers"));
        SwingUtilities.invokeAndWait(() -> {
            JFileChooser chooser = DocumentFolderChooser.folders(folder);
            assertEquals(folder.getAbsoluteFile(), chooser.getCurrentDirectory().getAbsoluteFile(), "the list shows it");
            assertEquals(folder.getAbsolutePath(), new File(nameField(chooser).getText()).getAbsolutePath(),
                    "the name field names the same folder");
            assertEquals(folder.getAbsoluteFile(), chooser.getSelectedFile(), "Open takes it as it is");
        });
    }

    @Test
    void aFileChooserListsTheFolderWithTheSuggestedName(@TempDir Path dir) throws Exception {
        File folder = dir.toFile();
        SwingUtilities.invokeAndWait(() -> {
            JFileChooser chooser = DocumentFolderChooser.files(folder, "crucible.png");
            assertEquals(folder.getAbsoluteFile(), chooser.getCurrentDirectory().getAbsoluteFile());
            assertEquals("crucible.png", nameField(chooser).getText());
            JFileChooser open = DocumentFolderChooser.files(folder, null);
            assertEquals(folder.getAbsoluteFile(), open.getCurrentDirectory().getAbsoluteFile());
            assertEquals("", nameField(open).getText());
        });
    }

    private static JTextField nameField(Container c) {
        for (Component child : c.getComponents()) {
            if (child instanceof JTextField t) {
                return t;
            }
            if (child instanceof Container inner) {
                JTextField t = nameField(inner);
                if (t != null) {
                    return t;
                }
            }
        }
        return null;
    }
}
