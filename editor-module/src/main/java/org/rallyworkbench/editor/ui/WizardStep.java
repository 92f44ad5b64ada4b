package org.rallyworkbench.editor.ui;

import javax.swing.event.ChangeListener;
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

    /** The step's fields changed: the wizard checks it again. */
    protected void fireChange() {
        changes.fireChange();
    }
}
