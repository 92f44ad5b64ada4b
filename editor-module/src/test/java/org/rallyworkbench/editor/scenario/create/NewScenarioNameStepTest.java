package org.rallyworkbench.editor.scenario.create;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Step 1 of New Scenario: the same name and location checks as New Board's, for a scenario file. */
class NewScenarioNameStepTest {

    @TempDir
    Path folder;

    @Test
    void aMissingNameAsksForTheScenariosName() {
        assertEquals(Optional.of("Give the scenario a name."), NewScenarioNameStep.problem(" ", folder.toFile()));
    }

    @Test
    void anExistingScenarioFileIsNeverOverwritten() throws IOException {
        Files.writeString(folder.resolve("race" + NewScenarioSpec.SUFFIX), "");
        assertEquals(Optional.of("race" + NewScenarioSpec.SUFFIX + " already exists."),
                NewScenarioNameStep.problem("race", folder.toFile()));
    }

    @Test
    void aNewNameInAnExistingFolderIsComplete() {
        assertTrue(NewScenarioNameStep.problem("race", folder.toFile()).isEmpty());
        assertTrue(NewScenarioNameStep.problem("race", new File(folder.toFile(), "missing")).isPresent());
        assertTrue(NewScenarioNameStep.problem(".race", folder.toFile()).isPresent());
    }
}
