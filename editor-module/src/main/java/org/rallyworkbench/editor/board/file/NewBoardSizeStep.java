package org.rallyworkbench.editor.board.file;

import java.io.File;
import java.util.List;
import java.util.Optional;
import org.openide.WizardDescriptor;
import org.rallyworkbench.editor.ui.WizardStep;
import org.openide.WizardValidationException;
import org.openide.util.NbBundle.Messages;

/**
 * Step 2, "Size and start": its problems go to the wizard's error line; when it is complete the line says
 * which file Finish creates. Finish checks the whole board again, in case the file appeared meanwhile.
 */
@Messages({
    "# {0} - file",
    "# {1} - width",
    "# {2} - height",
    "MSG_WillCreateBlank=Finish creates {0}, a blank {1} × {2} board.",
    "# {0} - file",
    "# {1} - sample",
    "MSG_WillCreateSample=Finish creates {0}, a copy of {1}."
})
final class NewBoardSizeStep extends WizardStep implements WizardDescriptor.ValidatingPanel<WizardDescriptor> {

    private final List<String> samples;
    private NewBoardSizePanel component;
    private WizardDescriptor wizard;

    NewBoardSizeStep(List<String> samples) {
        this.samples = List.copyOf(samples);
    }

    @Override
    public NewBoardSizePanel getComponent() {
        if (component == null) {
            component = new NewBoardSizePanel(samples, this::fireChange);
        }
        return component;
    }

    @Override
    public void readSettings(WizardDescriptor settings) {
        wizard = settings;
        getComponent().show(!Boolean.FALSE.equals(settings.getProperty(NewBoardWizard.BLANK)),
                NewBoardWizard.number(settings, NewBoardWizard.WIDTH),
                NewBoardWizard.number(settings, NewBoardWizard.HEIGHT),
                Optional.ofNullable((String) settings.getProperty(NewBoardWizard.SAMPLE)));
    }

    @Override
    public void storeSettings(WizardDescriptor settings) {
        NewBoardSizePanel panel = getComponent();
        settings.putProperty(NewBoardWizard.BLANK, panel.blank());
        if (panel.typedWidth() != null) {
            settings.putProperty(NewBoardWizard.WIDTH, panel.typedWidth());
        }
        if (panel.typedHeight() != null) {
            settings.putProperty(NewBoardWizard.HEIGHT, panel.typedHeight());
        }
        panel.sample().ifPresent(s -> settings.putProperty(NewBoardWizard.SAMPLE, s));
    }

    @Override
    public boolean isValid() {
        Optional<String> problem = problem();
        if (wizard != null) {
            wizard.putProperty(WizardDescriptor.PROP_ERROR_MESSAGE, problem.orElse(null));
            if (problem.isEmpty()) {
                wizard.putProperty(WizardDescriptor.PROP_INFO_MESSAGE, willCreate());
            }
        }
        return problem.isEmpty();
    }

    private Optional<String> problem() {
        NewBoardSizePanel panel = getComponent();
        return NewBoardValidation.sizeAndStart(panel.blank(), panel.typedWidth(), panel.typedHeight(),
                panel.sample(), samples);
    }

    private String willCreate() {
        NewBoardSizePanel panel = getComponent();
        String file = new File(NewBoardWizard.folder(wizard),
                NewBoardValidation.fileName(NewBoardWizard.string(wizard, NewBoardWizard.NAME))).getPath();
        return panel.blank() ? Bundle.MSG_WillCreateBlank(file, panel.typedWidth(), panel.typedHeight())
                : Bundle.MSG_WillCreateSample(file, NewBoardSizePanel.title(panel.sample().orElse("")));
    }

    /** At Finish: the whole board once more (name, folder and a file that may have appeared since step 1). */
    @Override
    public void validate() throws WizardValidationException {
        Optional<String> problem = problem();
        if (problem.isEmpty() && wizard != null) {
            storeSettings(wizard);
            problem = NewBoardWizard.spec(wizard).problem();
        }
        if (problem.isPresent()) {
            throw new WizardValidationException(getComponent(), problem.get(), problem.get());
        }
    }
}
