package org.rallyworkbench.editor.board.file;

import java.io.File;
import java.util.Optional;
import javax.swing.event.ChangeListener;
import org.openide.WizardDescriptor;
import org.openide.util.ChangeSupport;
import org.openide.util.HelpCtx;

/** Step 1, "Name and location": its problems go to the wizard's error line. */
final class NewBoardNameStep implements WizardDescriptor.Panel<WizardDescriptor> {

    private final ChangeSupport changes = new ChangeSupport(this);
    private NewBoardNamePanel component;
    private WizardDescriptor wizard;

    @Override
    public NewBoardNamePanel getComponent() {
        if (component == null) {
            component = new NewBoardNamePanel(changes::fireChange);
        }
        return component;
    }

    @Override
    public HelpCtx getHelp() {
        return HelpCtx.DEFAULT_HELP;
    }

    @Override
    public void readSettings(WizardDescriptor settings) {
        wizard = settings;
        getComponent().show(NewBoardWizard.string(settings, NewBoardWizard.NAME), NewBoardWizard.folder(settings));
    }

    @Override
    public void storeSettings(WizardDescriptor settings) {
        settings.putProperty(NewBoardWizard.NAME, getComponent().boardName());
        settings.putProperty(NewBoardWizard.FOLDER, getComponent().folder());
    }

    @Override
    public boolean isValid() {
        NewBoardNamePanel panel = getComponent();
        File folder = panel.folder();
        Optional<String> problem = NewBoardValidation.nameAndLocation(panel.boardName(), folder,
                NewBoardValidation.WRITABLE);
        if (wizard != null) {
            wizard.putProperty(WizardDescriptor.PROP_ERROR_MESSAGE, problem.orElse(null));
        }
        return problem.isEmpty();
    }

    @Override
    public void addChangeListener(ChangeListener l) {
        changes.addChangeListener(l);
    }

    @Override
    public void removeChangeListener(ChangeListener l) {
        changes.removeChangeListener(l);
    }
}
