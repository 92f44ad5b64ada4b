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
        File start = FOLDER.startIn(RememberedFolder.activeFileFolder(), new File(workingDir, "scenarios"), workingDir);
        JFileChooser chooser = new JFileChooser();
        chooser.setDialogTitle(Bundle.LBL_ChooseScenarios());
        chooser.setFileSelectionMode(JFileChooser.DIRECTORIES_ONLY);
        // shown selected in its parent, so Open runs it again at once
        if (start.getAbsoluteFile().getParentFile() != null) {
            chooser.setCurrentDirectory(start.getAbsoluteFile().getParentFile());
        }
        chooser.setSelectedFile(start.getAbsoluteFile());
        if (chooser.showOpenDialog(WindowManager.getDefault().getMainWindow()) != JFileChooser.APPROVE_OPTION) {
            return;
        }
        File dir = chooser.getSelectedFile();
        FOLDER.remember(dir);
        TestResultsTopComponent.runSuite(dir.getName() + "/", List.of(dir.toPath()));
    }
}
