package org.rallyworkbench.editor.results;

import java.awt.event.ActionEvent;
import java.awt.event.ActionListener;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.prefs.Preferences;
import javax.swing.JFileChooser;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.awt.ActionReferences;
import org.openide.awt.ActionRegistration;
import org.openide.util.NbBundle.Messages;
import org.openide.util.NbPreferences;
import org.openide.windows.WindowManager;

/**
 * "Run All Scenarios…": asks for the scenarios folder (remembering the last one; at first the {@code scenarios}
 * folder of the working directory) and runs every scenario under it into the Test Results window.
 */
@ActionID(category = "Run", id = "org.rallyworkbench.editor.results.RunAllScenariosAction")
@ActionRegistration(displayName = "#CTL_RunAllScenarios", iconBase = "org/rallyworkbench/editor/results/suite16.png")
@ActionReferences({
    @ActionReference(path = "Menu/Run", position = 200),
    @ActionReference(path = "Shortcuts", name = "CS-F6")
})
@Messages({"CTL_RunAllScenarios=Run All Scenarios…", "LBL_ChooseScenarios=Scenarios Folder to Run"})
public final class RunAllScenariosAction implements ActionListener {

    private static final String LAST = "lastScenarioFolder";

    @Override
    public void actionPerformed(ActionEvent e) {
        Preferences prefs = NbPreferences.forModule(RunAllScenariosAction.class);
        JFileChooser chooser = new JFileChooser(initial(prefs.get(LAST, null)));
        chooser.setDialogTitle(Bundle.LBL_ChooseScenarios());
        chooser.setFileSelectionMode(JFileChooser.DIRECTORIES_ONLY);
        if (chooser.showOpenDialog(WindowManager.getDefault().getMainWindow()) != JFileChooser.APPROVE_OPTION) {
            return;
        }
        File dir = chooser.getSelectedFile();
        prefs.put(LAST, dir.getPath());
        TestResultsTopComponent.runSuite(dir.getName() + "/", List.of(dir.toPath()));
    }

    private static File initial(String last) {
        if (last != null && Files.isDirectory(Path.of(last))) {
            return new File(last);
        }
        Path here = Path.of(System.getProperty("user.dir"), "scenarios");
        return Files.isDirectory(here) ? here.toFile() : new File(System.getProperty("user.dir"));
    }
}
