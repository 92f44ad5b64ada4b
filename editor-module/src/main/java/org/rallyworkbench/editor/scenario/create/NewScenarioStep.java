package org.rallyworkbench.editor.scenario.create;

import javax.swing.JPanel;
import org.openide.WizardDescriptor;
import org.rallyworkbench.editor.ui.WizardStep;

/** A step of the New Scenario wizard: its form is built the first time the wizard asks for it. */
abstract class NewScenarioStep extends WizardStep implements WizardDescriptor.Panel<WizardDescriptor> {

    private JPanel component;

    @Override
    public final JPanel getComponent() {
        if (component == null) {
            component = form();
        }
        return component;
    }

    /** The step's form, with its listeners. */
    protected abstract JPanel form();
}
