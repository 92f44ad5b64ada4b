package org.rallyworkbench.editor.scenario.run;

import java.awt.event.ActionEvent;
import java.awt.event.ActionListener;
import javax.swing.Action;
import javax.swing.JButton;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.awt.ActionReferences;
import org.openide.awt.ActionRegistration;
import org.openide.awt.Actions;
import org.openide.util.ContextAwareAction;
import org.openide.util.Lookup;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.editor.scenario.file.ScenarioDataObject;
import org.rallyworkbench.editor.scenario.file.ScenarioMimeResolver;

/** Runs the selected scenario (toolbar, context menu, Run menu, Ctrl+F6) and shows its replay and result. */
@ActionID(category = "Run", id = RunScenarioAction.ID)
@ActionRegistration(displayName = "#CTL_RunScenario", iconBase = "org/rallyworkbench/editor/scenario/run/run16.png")
@ActionReferences({
    @ActionReference(path = "Loaders/" + ScenarioMimeResolver.MIME + "/Actions", position = 150, separatorAfter = 160),
    @ActionReference(path = "Editors/" + ScenarioMimeResolver.MIME + "/Popup", position = 100),
    @ActionReference(path = "Menu/Run", position = 100),
    @ActionReference(path = "Shortcuts", name = "C-F6")
})
@Messages({"CTL_RunScenario=Run Scenario", "# {0} - action", "TIP_RunScenario={0} (Ctrl+F6)"})
public final class RunScenarioAction implements ActionListener {

    public static final String ID = "org.rallyworkbench.editor.scenario.run.RunScenarioAction";

    private final ScenarioDataObject scenario;

    public RunScenarioAction(ScenarioDataObject scenario) {
        this.scenario = scenario;
    }

    @Override
    public void actionPerformed(ActionEvent e) {
        ScenarioRunTask.start(scenario);
    }

    /** A toolbar button running the scenario in {@code context}. */
    public static JButton button(Lookup context) {
        Action global = Actions.forID("Run", ID);
        Action action = global instanceof ContextAwareAction aware ? aware.createContextAwareInstance(context) : global;
        JButton button = new JButton(action);
        button.setText(Bundle.CTL_RunScenario());
        button.setToolTipText(Bundle.TIP_RunScenario(Bundle.CTL_RunScenario()));
        return button;
    }
}
