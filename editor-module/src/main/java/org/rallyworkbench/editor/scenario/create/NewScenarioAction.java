package org.rallyworkbench.editor.scenario.create;

import java.awt.event.ActionEvent;
import java.awt.event.ActionListener;
import java.io.File;
import java.io.IOException;
import java.util.Optional;
import org.openide.DialogDisplayer;
import org.openide.NotifyDescriptor;
import org.openide.WizardDescriptor;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.awt.ActionReferences;
import org.openide.awt.ActionRegistration;
import org.openide.filesystems.FileObject;
import org.openide.filesystems.FileUtil;
import org.openide.loaders.DataObject;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.editor.board.file.NewBoards;
import org.rallyworkbench.editor.board.file.SampleBoards;
import org.rallyworkbench.editor.scenario.file.ScenarioDataObject;
import org.rallyworkbench.editor.scenario.file.ScenarioViews;
import org.rallyworkbench.editor.scenario.run.ScenarioWindows;
import org.rallyworkbench.editor.ui.ActiveDocument;
import org.rallyworkbench.editor.ui.RememberedFolder;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.xml.BoardXml;
import org.rallyworkbench.engine.xml.FormatException;

/**
 * File &gt; New Scenario…: the {@link NewScenarioWizard} (name and folder; board, robots, rules); Finish writes
 * {@code NAME.scenario.xml} atomically, never over an existing file, and opens its Design view. It starts in the
 * active document's folder, with the active board chosen when a board is active.
 */
@ActionID(category = "File", id = "org.rallyworkbench.editor.scenario.create.NewScenarioAction")
@ActionRegistration(displayName = "#CTL_NewScenarioAction", iconBase = ScenarioDataObject.ICON)
@ActionReferences({
    @ActionReference(path = "Menu/File", position = 7),
    @ActionReference(path = "Toolbars/File", position = 5),
    @ActionReference(path = "Shortcuts", name = "DS-N")
})
@Messages({
    "MSG_NoBoardChosen=no board chosen",
    "CTL_NewScenarioAction=New &Scenario...",
    "# {0} - reason",
    "MSG_CannotCreateScenario=The scenario could not be created: {0}"
})
public final class NewScenarioAction implements ActionListener {

    private static final RememberedFolder FOLDER = new RememberedFolder(NewScenarioAction.class, "newScenarioFolder");

    @Override
    public void actionPerformed(ActionEvent e) {
        Optional<File> active = ActiveDocument.file();
        Optional<File> board = active.filter(f -> f.getName().endsWith(".board.xml"));
        File folder = active.map(File::getParentFile).filter(File::isDirectory).orElseGet(() -> FOLDER.startIn());
        WizardDescriptor wizard = NewScenarioWizard.create(folder, board, SampleBoards.names());
        if (DialogDisplayer.getDefault().notify(wizard) != WizardDescriptor.FINISH_OPTION) {
            return;
        }
        NewScenarioSpec spec = NewScenarioWizard.spec(wizard);
        try {
            File created = NewScenarios.create(spec, board(spec));
            FOLDER.remember(spec.folder());
            FileObject fo = FileUtil.toFileObject(FileUtil.normalizeFile(created));
            ScenarioWindows.show(DataObject.find(fo), ScenarioViews.DESIGN);
        } catch (IOException | FormatException ex) {
            DialogDisplayer.getDefault().notify(new NotifyDescriptor.Message(
                    Bundle.MSG_CannotCreateScenario(ex.getMessage()), NotifyDescriptor.ERROR_MESSAGE));
        }
    }

    /** The board the spec names, as it reads now. */
    static Board board(NewScenarioSpec spec) throws IOException, FormatException {
        if (spec.boardFile().isPresent()) {
            return BoardXml.read(spec.boardFile().get().toPath());
        }
        return NewBoards.sample(spec.sample().orElseThrow(() -> new IOException(Bundle.MSG_NoBoardChosen())));
    }

}
