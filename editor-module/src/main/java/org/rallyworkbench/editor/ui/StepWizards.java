package org.rallyworkbench.editor.ui;

import java.awt.Component;
import java.text.MessageFormat;
import java.util.List;
import javax.swing.JComponent;
import org.openide.WizardDescriptor;

/** A wizard of named steps in the platform's style: numbered step list on the left, one title for all steps. */
public final class StepWizards {

    private StepWizards() {
    }

    /** The wizard over {@code steps}, the i-th step shown as {@code names[i]}. */
    public static WizardDescriptor of(String title, List<WizardDescriptor.Panel<WizardDescriptor>> steps,
            String... names) {
        for (int i = 0; i < steps.size(); i++) {
            Component c = steps.get(i).getComponent();
            c.setName(names[i]);
            if (c instanceof JComponent jc) {
                jc.putClientProperty(WizardDescriptor.PROP_CONTENT_SELECTED_INDEX, i);
                jc.putClientProperty(WizardDescriptor.PROP_CONTENT_DATA, names);
                jc.putClientProperty(WizardDescriptor.PROP_AUTO_WIZARD_STYLE, Boolean.TRUE);
                jc.putClientProperty(WizardDescriptor.PROP_CONTENT_DISPLAYED, Boolean.TRUE);
                jc.putClientProperty(WizardDescriptor.PROP_CONTENT_NUMBERED, Boolean.TRUE);
            }
        }
        @SuppressWarnings("unchecked")
        WizardDescriptor.Panel<WizardDescriptor>[] panels = steps.toArray(new WizardDescriptor.Panel[0]);
        WizardDescriptor wizard = new WizardDescriptor(new WizardDescriptor.ArrayIterator<>(panels));
        wizard.setTitleFormat(new MessageFormat("{0}"));
        wizard.setTitle(title);
        return wizard;
    }
}
