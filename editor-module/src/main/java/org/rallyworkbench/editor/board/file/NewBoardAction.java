package org.rallyworkbench.editor.board.file;

import java.awt.event.ActionEvent;
import java.awt.event.ActionListener;
import java.io.File;
import java.io.IOException;
import org.openide.DialogDisplayer;
import org.openide.NotifyDescriptor;
import org.openide.WizardDescriptor;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.awt.ActionReferences;
import org.openide.awt.ActionRegistration;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.editor.ui.DocumentFolderChooser;
import org.rallyworkbench.editor.ui.RememberedFolder;

/**
 * File &gt; New Board…: the {@link NewBoardWizard} (name and location, then size and start); Finish writes
 * the file atomically, never over an existing one, and opens it. It starts in the active document's folder, else
 * in the one remembered from last time.
 */
@ActionID(category = "File", id = "org.rallyworkbench.editor.board.file.NewBoardAction")
@ActionRegistration(displayName = "#CTL_NewBoardAction", iconBase = "org/rallyworkbench/editor/board/file/newboard16.png")
@ActionReferences({
    @ActionReference(path = "Menu/File", position = 5),
    @ActionReference(path = "Toolbars/File", position = 3),
    @ActionReference(path = "Shortcuts", name = "D-N")
})
@Messages({
    "CTL_NewBoardAction=&New Board...",
    "# {0} - reason",
    "MSG_CannotCreate=The board could not be created: {0}"
})
public final class NewBoardAction implements ActionListener {

    /** The folder of the last board created, under the key it always had. */
    static final RememberedFolder FOLDER = new RememberedFolder(NewBoardAction.class, "newBoardFolder");

    @Override
    public void actionPerformed(ActionEvent e) {
        WizardDescriptor wizard = NewBoardWizard.create(startFolder(), SampleBoards.names());
        if (DialogDisplayer.getDefault().notify(wizard) != WizardDescriptor.FINISH_OPTION) {
            return;
        }
        NewBoardSpec spec = NewBoardWizard.spec(wizard);
        try {
            File created = NewBoards.create(spec);
            FOLDER.remember(spec.folder());
            BoardOpener.open(created);
        } catch (IOException ex) {
            DialogDisplayer.getDefault().notify(new NotifyDescriptor.Message(
                    Bundle.MSG_CannotCreate(ex.getMessage()), NotifyDescriptor.ERROR_MESSAGE));
        }
    }

    /** Where the wizard starts: the active document's folder (as the file choosers), else the one last chosen here. */
    static File startFolder() {
        return DocumentFolderChooser.startFolder(FOLDER);
    }
}
