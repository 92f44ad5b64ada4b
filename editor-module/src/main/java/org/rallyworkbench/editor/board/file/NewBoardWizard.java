package org.rallyworkbench.editor.board.file;

import java.io.File;
import java.util.List;
import java.util.Optional;
import org.openide.WizardDescriptor;
import org.rallyworkbench.editor.ui.StepWizards;
import org.openide.util.NbBundle.Messages;

/**
 * The New Board wizard: step 1 "Name and location", step 2 "Size and start". The steps keep what the user
 * chose as properties of the {@link WizardDescriptor} under the keys below; {@link #spec} reads them back.
 */
@Messages({
    "LBL_NewBoardTitle=New Board",
    "LBL_StepName=Name and location",
    "LBL_StepSize=Size and start"
})
final class NewBoardWizard {

    static final String NAME = "rally.newBoard.name";
    static final String FOLDER = "rally.newBoard.folder";
    static final String BLANK = "rally.newBoard.blank";
    static final String WIDTH = "rally.newBoard.width";
    static final String HEIGHT = "rally.newBoard.height";
    static final String SAMPLE = "rally.newBoard.sample";

    static final int DEFAULT_SIZE = 12;

    private NewBoardWizard() {
    }

    /** A wizard ready to show, starting in {@code folder}, offering {@code samples}. */
    @SuppressWarnings("unchecked")
    static WizardDescriptor create(File folder, List<String> samples) {
        List<WizardDescriptor.Panel<WizardDescriptor>> steps = List.of(new NewBoardNameStep(),
                new NewBoardSizeStep(samples));
        WizardDescriptor wizard = StepWizards.of(Bundle.LBL_NewBoardTitle(), steps, Bundle.LBL_StepName(),
                Bundle.LBL_StepSize());
        wizard.putProperty(NAME, Bundle.LBL_NewBoardTitle());
        wizard.putProperty(FOLDER, folder);
        wizard.putProperty(BLANK, Boolean.TRUE);
        wizard.putProperty(WIDTH, DEFAULT_SIZE);
        wizard.putProperty(HEIGHT, DEFAULT_SIZE);
        SampleBoards.defaultName(samples).ifPresent(s -> wizard.putProperty(SAMPLE, s));
        return wizard;
    }

    /** What the wizard's properties describe. */
    static NewBoardSpec spec(WizardDescriptor wizard) {
        boolean blank = !Boolean.FALSE.equals(wizard.getProperty(BLANK));
        Optional<String> sample = blank ? Optional.empty() : Optional.ofNullable((String) wizard.getProperty(SAMPLE));
        return new NewBoardSpec(string(wizard, NAME), number(wizard, WIDTH), number(wizard, HEIGHT), sample,
                folder(wizard));
    }

    static String string(WizardDescriptor wizard, String key) {
        Object v = wizard.getProperty(key);
        return v == null ? "" : v.toString();
    }

    static File folder(WizardDescriptor wizard) {
        Object v = wizard.getProperty(FOLDER);
        return v instanceof File ? (File) v : new File(v == null ? "" : v.toString());
    }

    static int number(WizardDescriptor wizard, String key) {
        Object v = wizard.getProperty(key);
        return v instanceof Integer ? (Integer) v : DEFAULT_SIZE;
    }
}
