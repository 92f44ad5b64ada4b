package org.rallyworkbench.editor.ui;

import java.io.File;
import javax.swing.JFileChooser;

/**
 * File choosers that start in the folder of the active document (Open, Run All Scenarios…, Import, Export), else
 * in the folder the chooser remembers, else beside the user's work; and that show that one folder both in their
 * list and in their name field (a folder chooser used to list the parent while naming the child).
 */
public final class DocumentFolderChooser {

    private DocumentFolderChooser() {
    }

    /** The active document's folder if there is one, else the remembered folder, else the first of {@code nearby}. */
    public static File startFolder(RememberedFolder remembered, File... nearby) {
        File active = ActiveDocument.folder().orElse(null);
        return active != null ? active : remembered.startIn(nearby);
    }

    /** A chooser of files listing {@code folder}, its name field empty or holding {@code suggestedName}. */
    public static JFileChooser files(File folder, String suggestedName) {
        JFileChooser chooser = new JFileChooser(folder);
        if (suggestedName != null) {
            chooser.setSelectedFile(new File(folder, suggestedName));
        }
        return chooser;
    }

    /**
     * A chooser of folders listing {@code folder}'s contents, its name field holding {@code folder}'s path: Open takes
     * it as it is, a double-click goes into a sub-folder (and the name field follows).
     */
    public static JFileChooser folders(File folder) {
        JFileChooser chooser = new JFileChooser();
        chooser.setFileSelectionMode(JFileChooser.DIRECTORIES_ONLY);
        chooser.setCurrentDirectory(folder);
        // the look and feel names the current folder in the field on a change of folder, not at the start
        chooser.setSelectedFile(folder.getAbsoluteFile());
        chooser.setCurrentDirectory(folder);
        return chooser;
    }
}
