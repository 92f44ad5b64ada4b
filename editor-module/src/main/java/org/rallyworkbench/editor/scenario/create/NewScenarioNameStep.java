package org.rallyworkbench.editor.scenario.create;

import java.awt.Dimension;
import java.awt.GridBagLayout;
import java.io.File;
import java.nio.file.Files;
import java.util.Optional;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.JTextField;
import javax.swing.SwingUtilities;
import org.openide.WizardDescriptor;
import org.openide.awt.Mnemonics;
import org.openide.filesystems.FileChooserBuilder;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.editor.ui.FormRows;
import org.rallyworkbench.editor.ui.NewFileCheck;
import org.rallyworkbench.editor.text.TextChanges;

/** Step 1, "Name and location": the scenario's name, its folder, and the file that will be created. */
@Messages({
    "LBL_ScenarioName=Scenario &name:",
    "LBL_ScenarioFolder=F&older:",
    "LBL_ScenarioBrowse=&Browse...",
    "LBL_ScenarioCreated=Created file:",
    "MSG_ScenarioNameMissing=Give the scenario a name."
})
final class NewScenarioNameStep extends NewScenarioStep {

    /** Both steps are this size, so the wizard does not jump between them. */
    static final Dimension SIZE = new Dimension(760, 440);

    private final JTextField name = new JTextField(24);
    private final JTextField folder = new JTextField(30);
    private final JTextField created = new JTextField();
    private WizardDescriptor wizard;

    @Override
    protected JPanel form() {
        JPanel p = new JPanel(new GridBagLayout()) {
            @Override
            public void addNotify() {
                super.addNotify();
                SwingUtilities.invokeLater(name::requestFocusInWindow);
            }
        };
        name.setName("newScenario.name");
        folder.setName("newScenario.folder");
        created.setName("newScenario.created");
        created.setEditable(false);
        JButton browse = new JButton();
        Mnemonics.setLocalizedText(browse, Bundle.LBL_ScenarioBrowse());
        browse.addActionListener(e -> {
            File chosen = new FileChooserBuilder(NewScenarioNameStep.class).setDirectoriesOnly(true)
                    .setDefaultWorkingDirectory(folder()).forceUseOfDefaultWorkingDirectory(true).showOpenDialog();
            if (chosen != null) {
                folder.setText(chosen.getPath());
            }
        });
        FormRows.row(p, 0, Bundle.LBL_ScenarioName(), name, null);
        FormRows.row(p, 1, Bundle.LBL_ScenarioFolder(), folder, browse);
        FormRows.row(p, 2, Bundle.LBL_ScenarioCreated(), created, null);
        FormRows.end(p, 3, SIZE);
        name.getDocument().addDocumentListener(TextChanges.listener(this::changed));
        folder.getDocument().addDocumentListener(TextChanges.listener(this::changed));
        return p;
    }

    private void changed() {
        String n = name.getText().trim();
        created.setText(n.isEmpty() ? "" : new File(folder(), n + NewScenarioSpec.SUFFIX).getPath());
        fireChange();
    }

    private File folder() {
        return new File(folder.getText().trim());
    }

    /** The first problem of a name and folder, in the order the user meets the fields; empty when none. */
    static Optional<String> problem(String name, File folder) {
        return NewFileCheck.nameAndLocation(name, Bundle.MSG_ScenarioNameMissing(), NewScenarioSpec.SUFFIX, folder,
                f -> Files.isWritable(f.toPath()));
    }

    @Override
    public void readSettings(WizardDescriptor settings) {
        wizard = settings;
        getComponent();
        String n = NewScenarioWizard.string(settings, NewScenarioWizard.NAME);
        if (!name.getText().equals(n)) {
            name.setText(n);
            name.selectAll();
        }
        folder.setText(NewScenarioWizard.folder(settings).getPath());
        changed();
    }

    @Override
    public void storeSettings(WizardDescriptor settings) {
        settings.putProperty(NewScenarioWizard.NAME, name.getText().trim());
        settings.putProperty(NewScenarioWizard.FOLDER, folder());
    }

    @Override
    public boolean isValid() {
        Optional<String> problem = problem(name.getText(), folder());
        return validUnless(problem, wizard);
    }
}
