package org.rallyworkbench.editor.ui;

import java.util.Optional;
import javax.swing.event.ChangeListener;
import org.openide.WizardDescriptor;
import org.openide.util.ChangeSupport;
import org.openide.util.HelpCtx;

/**
 * What every step of our wizards has in common (a {@code WizardDescriptor.Panel} extends it): its change listeners,
 * told when the step's fields change so the wizard asks {@code isValid()} again, and no help page.
 */
public abstract class WizardStep {

    private final ChangeSupport changes = new ChangeSupport(this);

    public HelpCtx getHelp() {
        return HelpCtx.DEFAULT_HELP;
    }

    public void addChangeListener(ChangeListener l) {
        changes.addChangeListener(l);
    }

    public void removeChangeListener(ChangeListener l) {
        changes.removeChangeListener(l);
    }

    /**
     * Shows {@code problem} on the wizard's error line, or clears it (nothing before the wizard has read the step);
     * whether the step is valid, i.e. has no problem.
     */
    protected static boolean validUnless(Optional<String> problem, WizardDescriptor wizard) {
        if (wizard != null) {
            wizard.putProperty(WizardDescriptor.PROP_ERROR_MESSAGE, problem.orElse(null));
        }
        return problem.isEmpty();
    }

    /** The step's fields changed: the wizard checks it again. */
    protected void fireChange() {
        changes.fireChange();
    }
}
