package org.rallyworkbench.editor.board.file;

import java.io.File;
import java.util.Optional;
import org.openide.WizardDescriptor;
import org.rallyworkbench.editor.ui.WizardStep;

/** Step 1, "Name and location": its problems go to the wizard's error line. */
final class NewBoardNameStep extends WizardStep implements WizardDescriptor.Panel<WizardDescriptor> {

    private NewBoardNamePanel component;
    private WizardDescriptor wizard;

    @Override
    public NewBoardNamePanel getComponent() {
        if (component == null) {
            component = new NewBoardNamePanel(this::fireChange);
        }
        return component;
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
        return validUnless(problem, wizard);
    }
}
