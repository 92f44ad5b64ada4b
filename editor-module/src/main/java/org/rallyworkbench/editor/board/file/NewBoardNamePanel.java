package org.rallyworkbench.editor.board.file;

import java.awt.Dimension;
import java.awt.GridBagLayout;
import java.io.File;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.JTextField;
import javax.swing.SwingUtilities;
import javax.swing.event.DocumentListener;
import org.openide.awt.Mnemonics;
import org.openide.filesystems.FileChooserBuilder;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.editor.text.TextChanges;
import org.rallyworkbench.editor.ui.FormRows;

/** Step 1's form: the board name, the file name it gives, the folder, and the file that will be created. */
@Messages({
    "LBL_NewName=Board &name:",
    "LBL_NewFileName=File name:",
    "LBL_NewFolder=F&older:",
    "LBL_Browse=&Browse...",
    "LBL_NewCreated=Created file:"
})
final class NewBoardNamePanel extends JPanel {

    /** Both steps are this size, so the wizard does not jump between them. */
    static final Dimension SIZE = new Dimension(680, 400);

    private final JTextField name = new JTextField(24);
    private final JTextField fileName = readOnly();
    private final JTextField folder = new JTextField(30);
    private final JTextField created = readOnly();
    private final Runnable onChange;

    NewBoardNamePanel(Runnable onChange) {
        super(new GridBagLayout());
        this.onChange = onChange;
        JButton browse = new JButton();
        Mnemonics.setLocalizedText(browse, Bundle.LBL_Browse());
        browse.addActionListener(e -> browse());
        FormRows.row(this, 0, Bundle.LBL_NewName(), name, null);
        FormRows.row(this, 1, Bundle.LBL_NewFileName(), fileName, null);
        FormRows.row(this, 2, Bundle.LBL_NewFolder(), folder, browse);
        FormRows.row(this, 3, Bundle.LBL_NewCreated(), created, null);
        FormRows.end(this, 4, SIZE);
        DocumentListener typed = TextChanges.listener(this::changed);
        name.getDocument().addDocumentListener(typed);
        folder.getDocument().addDocumentListener(typed);
    }

    private static JTextField readOnly() {
        JTextField f = new JTextField();
        f.setEditable(false);
        return f;
    }

    /** Shows what the wizard holds. */
    void show(String boardName, File dir) {
        if (!name.getText().equals(boardName)) {
            name.setText(boardName);
            name.selectAll();
        }
        if (!folder.getText().equals(dir.getPath())) {
            folder.setText(dir.getPath());
        }
        changed();
    }

    private void changed() {
        String file = NewBoardValidation.fileName(name.getText());
        fileName.setText(file);
        created.setText(file.isEmpty() ? "" : new File(folder(), file).getPath());
        onChange.run();
    }

    private void browse() {
        File chosen = new FileChooserBuilder(NewBoardNamePanel.class).setDirectoriesOnly(true)
                .setDefaultWorkingDirectory(folder()).showOpenDialog();
        if (chosen != null) {
            folder.setText(chosen.getPath());
        }
    }

    @Override
    public void addNotify() {
        super.addNotify();
        SwingUtilities.invokeLater(name::requestFocusInWindow);
    }

    String boardName() {
        return name.getText().trim();
    }

    File folder() {
        return new File(folder.getText().trim());
    }
}
