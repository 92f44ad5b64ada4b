package org.rallyworkbench.editor.open;

import java.awt.event.ActionEvent;
import java.awt.event.ActionListener;
import java.io.File;
import java.io.IOException;
import java.util.Optional;
import java.util.prefs.Preferences;
import org.openide.DialogDescriptor;
import org.openide.DialogDisplayer;
import org.openide.NotificationLineSupport;
import org.openide.NotifyDescriptor;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.awt.ActionReferences;
import org.openide.awt.ActionRegistration;
import org.openide.util.NbBundle.Messages;
import org.openide.util.NbPreferences;

/**
 * File &gt; New Board…: asks for the name, size, blank or sample, and folder; writes the file atomically
 * and opens it. The folder is remembered for the next time.
 */
@ActionID(category = "File", id = "org.rallyworkbench.editor.open.NewBoardAction")
@ActionRegistration(displayName = "#CTL_NewBoardAction")
@ActionReferences({
    @ActionReference(path = "Menu/File", position = 5),
    @ActionReference(path = "Shortcuts", name = "D-N")
})
@Messages({
    "CTL_NewBoardAction=&New Board...",
    "LBL_NewBoardTitle=New Board",
    "# {0} - file",
    "MSG_WillCreate=Creates {0}",
    "# {0} - reason",
    "MSG_CannotCreate=The board could not be created: {0}"
})
public final class NewBoardAction implements ActionListener {

    private static final String FOLDER_KEY = "newBoardFolder";

    @Override
    public void actionPerformed(ActionEvent e) {
        NewBoardPanel[] panel = new NewBoardPanel[1];
        DialogDescriptor dialog = new DialogDescriptor(null, Bundle.LBL_NewBoardTitle());
        NotificationLineSupport line = dialog.createNotificationLineSupport();
        panel[0] = new NewBoardPanel(lastFolder(), SampleBoards.names(), () -> check(panel[0], dialog, line));
        dialog.setMessage(panel[0]);
        check(panel[0], dialog, line);
        if (DialogDisplayer.getDefault().notify(dialog) != DialogDescriptor.OK_OPTION) {
            return;
        }
        NewBoardSpec spec = panel[0].spec();
        try {
            File created = NewBoards.create(spec);
            prefs().put(FOLDER_KEY, spec.folder().getPath());
            BoardOpener.open(created);
        } catch (IOException ex) {
            DialogDisplayer.getDefault().notify(new NotifyDescriptor.Message(
                    Bundle.MSG_CannotCreate(ex.getMessage()), NotifyDescriptor.ERROR_MESSAGE));
        }
    }

    private static void check(NewBoardPanel panel, DialogDescriptor dialog, NotificationLineSupport line) {
        if (panel == null) {
            return;
        }
        Optional<String> problem = panel.spec().problem();
        dialog.setValid(problem.isEmpty());
        if (problem.isPresent()) {
            line.setErrorMessage(problem.get());
        } else {
            line.setInformationMessage(Bundle.MSG_WillCreate(panel.spec().file().getPath()));
        }
    }

    private static File lastFolder() {
        File f = new File(prefs().get(FOLDER_KEY, System.getProperty("user.home")));
        return f.isDirectory() ? f : new File(System.getProperty("user.home"));
    }

    private static Preferences prefs() {
        return NbPreferences.forModule(NewBoardAction.class);
    }
}
