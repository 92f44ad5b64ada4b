package org.rallyworkbench.editor.scenario.results;

import java.awt.event.ActionEvent;
import java.awt.event.ActionListener;
import java.io.File;
import java.util.List;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.awt.ActionReferences;
import org.openide.awt.ActionRegistration;
import org.openide.filesystems.FileUtil;
import org.openide.loaders.DataFolder;
import org.openide.util.NbBundle.Messages;

/** "Run Scenarios" on a folder: every {@code *.scenario.xml} under it, into the Test Results window. */
@ActionID(category = "Run", id = "org.rallyworkbench.editor.scenario.results.RunFolderAction")
@ActionRegistration(displayName = "#CTL_RunFolder")
@ActionReferences({
    @ActionReference(path = "Loaders/folder/any/Actions", position = 1050)
})
@Messages("CTL_RunFolder=Run Scenarios")
public final class RunFolderAction implements ActionListener {

    private final DataFolder folder;

    public RunFolderAction(DataFolder folder) {
        this.folder = folder;
    }

    @Override
    public void actionPerformed(ActionEvent e) {
        File dir = FileUtil.toFile(folder.getPrimaryFile());
        if (dir != null) {
            TestResultsTopComponent.runSuite(dir.getName() + "/", List.of(dir.toPath()));
        }
    }
}
