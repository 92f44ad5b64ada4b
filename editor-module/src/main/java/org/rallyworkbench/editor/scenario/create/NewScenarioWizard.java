package org.rallyworkbench.editor.scenario.create;

import java.io.File;
import java.util.List;
import java.util.Optional;
import org.openide.WizardDescriptor;
import org.rallyworkbench.editor.board.file.SampleBoards;
import org.rallyworkbench.editor.ui.StepWizards;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.engine.model.RuleSetId;

/**
 * The New Scenario wizard: step 1 "Name and location", step 2 "Board, robots and rules". The steps keep what the
 * user chose as properties of the {@link WizardDescriptor} under the keys below; {@link #spec} reads them back.
 */
@Messages({
    "LBL_DefaultScenarioName=New Scenario",
    "LBL_NewScenarioTitle=New Scenario",
    "LBL_ScenarioStepName=Name and location",
    "LBL_ScenarioStepBoard=Board, robots and rules"
})
public final class NewScenarioWizard {

    static final String NAME = "rally.newScenario.name";
    static final String FOLDER = "rally.newScenario.folder";
    static final String BOARD_FILE = "rally.newScenario.boardFile";
    static final String SAMPLE = "rally.newScenario.sample";
    static final String ROBOTS = "rally.newScenario.robots";
    static final String RULES = "rally.newScenario.rules";
    static final String SEED = "rally.newScenario.seed";

    private NewScenarioWizard() {
    }

    /**
     * A wizard ready to show, starting in {@code folder}, with {@code board} chosen if given (else the first
     * sample), offering {@code samples}.
     */
    @SuppressWarnings("unchecked")
    public static WizardDescriptor create(File folder, Optional<File> board, List<String> samples) {
        List<WizardDescriptor.Panel<WizardDescriptor>> steps = List.of(new NewScenarioNameStep(),
                new NewScenarioBoardStep(samples));
        WizardDescriptor wizard = StepWizards.of(Bundle.LBL_NewScenarioTitle(), steps, Bundle.LBL_ScenarioStepName(),
                Bundle.LBL_ScenarioStepBoard());
        wizard.putProperty(NAME, Bundle.LBL_DefaultScenarioName());
        wizard.putProperty(FOLDER, folder);
        board.ifPresent(b -> wizard.putProperty(BOARD_FILE, b));
        if (board.isEmpty() && !samples.isEmpty()) {
            wizard.putProperty(SAMPLE, SampleBoards.defaultName(samples).orElseThrow());
        }
        wizard.putProperty(ROBOTS, 2);
        wizard.putProperty(RULES, RuleSetId.HOUSE);
        wizard.putProperty(SEED, 0L);
        return wizard;
    }

    /** What the wizard's properties describe. */
    public static NewScenarioSpec spec(WizardDescriptor wizard) {
        Object boardFile = wizard.getProperty(BOARD_FILE);
        Object sample = wizard.getProperty(SAMPLE);
        Object robots = wizard.getProperty(ROBOTS);
        Object rules = wizard.getProperty(RULES);
        Object seed = wizard.getProperty(SEED);
        return new NewScenarioSpec(string(wizard, NAME), folder(wizard),
                Optional.ofNullable(boardFile instanceof File f ? f : null),
                boardFile instanceof File ? Optional.empty() : Optional.ofNullable((String) sample),
                robots instanceof Integer n ? n : 2, rules instanceof RuleSetId r ? r : RuleSetId.HOUSE,
                seed instanceof Long s ? s : 0L);
    }

    static String string(WizardDescriptor wizard, String key) {
        Object v = wizard.getProperty(key);
        return v == null ? "" : v.toString();
    }

    static File folder(WizardDescriptor wizard) {
        Object v = wizard.getProperty(FOLDER);
        return v instanceof File f ? f : new File(v == null ? "" : v.toString());
    }
}
