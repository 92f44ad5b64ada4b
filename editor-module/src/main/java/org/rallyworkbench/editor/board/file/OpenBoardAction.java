package org.rallyworkbench.editor.board.file;

import java.awt.event.ActionEvent;
import java.awt.event.ActionListener;
import java.io.File;
import java.util.Locale;
import javax.swing.filechooser.FileFilter;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.awt.ActionReferences;
import org.openide.awt.ActionRegistration;
import org.openide.filesystems.FileChooserBuilder;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.editor.ui.ActiveDocument;

/** File &gt; Open Board…: the platform has no generic Open File action, so we bring our own. */
@ActionID(category = "File", id = "org.rallyworkbench.editor.board.file.OpenBoardAction")
@ActionRegistration(displayName = "#CTL_OpenBoardAction", iconBase = "org/rallyworkbench/editor/board/file/open16.png")
@ActionReferences({
    @ActionReference(path = "Menu/File", position = 10),
    @ActionReference(path = "Toolbars/File", position = 10),
    @ActionReference(path = "Shortcuts", name = "D-O")
})
@Messages({
    "CTL_OpenBoardAction=&Open...",
    "LBL_OpenBoardTitle=Open a Board or Scenario",
    "LBL_BoardFiles=Boards and scenarios (*.board.xml, *.scenario.xml)"
})
public final class OpenBoardAction implements ActionListener {

    @Override
    public void actionPerformed(ActionEvent e) {
        FileChooserBuilder builder = new FileChooserBuilder(OpenBoardAction.class);
        // beside the active document (issue 18); without one, where the last Open was
        ActiveDocument.folder().ifPresent(f -> builder.setDefaultWorkingDirectory(f).forceUseOfDefaultWorkingDirectory(true));
        File[] files = builder
                .setTitle(Bundle.LBL_OpenBoardTitle())
                .setFilesOnly(true)
                .setFileFilter(new BoardFileFilter())
                .showMultiOpenDialog();
        if (files != null) {
            for (File f : files) {
                BoardOpener.open(f);
            }
        }
    }

    static final class BoardFileFilter extends FileFilter {
        @Override
        public boolean accept(File f) {
            String name = f.getName().toLowerCase(Locale.ROOT);
            return f.isDirectory() || name.endsWith(".board.xml") || name.endsWith(".scenario.xml");
        }

        @Override
        public String getDescription() {
            return Bundle.LBL_BoardFiles();
        }
    }
}
