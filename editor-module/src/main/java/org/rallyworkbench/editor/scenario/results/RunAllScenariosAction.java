package org.rallyworkbench.editor.scenario.results;

import java.awt.event.ActionEvent;
import java.awt.event.ActionListener;
import java.io.File;
import java.util.List;
import javax.swing.JFileChooser;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.awt.ActionReferences;
import org.openide.awt.ActionRegistration;
import org.openide.util.NbBundle.Messages;
import org.openide.windows.WindowManager;
import org.rallyworkbench.editor.ui.DocumentFolderChooser;
import org.rallyworkbench.editor.ui.RememberedFolder;

/**
 * "Run All Scenarios…": asks for the scenarios folder and runs every scenario under it into the Test Results
 * window. The chooser starts with the folder last chosen selected; at first the open scenario's folder, else the
 * {@code scenarios} folder of the working directory.
 */
@ActionID(category = "Run", id = "org.rallyworkbench.editor.scenario.results.RunAllScenariosAction")
@ActionRegistration(displayName = "#CTL_RunAllScenarios", iconBase = "org/rallyworkbench/editor/scenario/results/suite16.png")
@ActionReferences({
    @ActionReference(path = "Menu/Run", position = 200),
    @ActionReference(path = "Shortcuts", name = "CS-F6")
})
@Messages({"CTL_RunAllScenarios=Run All Scenarios…", "LBL_ChooseScenarios=Scenarios Folder to Run"})
public final class RunAllScenariosAction implements ActionListener {

    private static final RememberedFolder FOLDER = new RememberedFolder(RunAllScenariosAction.class, "lastScenarioFolder");

    @Override
    public void actionPerformed(ActionEvent e) {
        File workingDir = new File(System.getProperty("user.dir"));
        File start = DocumentFolderChooser.startFolder(FOLDER, new File(workingDir, "scenarios"), workingDir);
        // listed and named in the field, so Open runs it at once
        JFileChooser chooser = DocumentFolderChooser.folders(start);
        chooser.setDialogTitle(Bundle.LBL_ChooseScenarios());
        if (chooser.showOpenDialog(WindowManager.getDefault().getMainWindow()) != JFileChooser.APPROVE_OPTION) {
            return;
        }
        File dir = chooser.getSelectedFile();
        FOLDER.remember(dir);
        TestResultsTopComponent.runSuite(dir.getName() + "/", List.of(dir.toPath()));
    }
}
