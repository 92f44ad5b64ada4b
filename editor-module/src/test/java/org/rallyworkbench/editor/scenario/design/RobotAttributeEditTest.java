package org.rallyworkbench.editor.scenario.design;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.editor.scenario.file.ScenarioText;
import org.rallyworkbench.editor.scenario.run.ScenarioFixtures;
import org.rallyworkbench.engine.model.ReadResult;
import org.rallyworkbench.engine.model.ScenarioSpec;

/** A value typed into a robot's Properties is written only if the scenario still reads. */
class RobotAttributeEditTest {

    private static final Function<String, ReadResult<ScenarioSpec>> READER = t -> ScenarioText.read(t, "t.scenario.xml", Path.of("."));
    private final String text = ScenarioFixtures.failingPush();

    @Test
    void aValueTheReaderAcceptsIsWritten() {
        String edited = RobotAttributeEdit.of("green", "damage", "4", READER).apply(text);
        assertEquals(4, ScenarioFixtures.spec(edited, Path.of(".")).robots().get(2).damage());
    }

    @Test
    void aValueThatMakesTheScenarioUnreadableIsRefusedWithTheReadersMessage() {
        // damage 12 used to be written, and the Design view turned into a list of problems
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> RobotAttributeEdit.of("green", "damage", "12", READER).apply(text));
        assertTrue(refused.getMessage().contains("damage"), refused.getMessage());
        assertThrows(IllegalArgumentException.class, () -> RobotAttributeEdit.of("green", "x", "40", READER).apply(text));
    }

    @Test
    void aScenarioThatDidNotReadCanStillBeEdited() {
        String broken = ScenarioEdits.setRobotAttribute(text, "red", "damage", "12");
        String edited = RobotAttributeEdit.of("red", "damage", "13", READER).apply(broken);
        assertTrue(edited.contains("damage=\"13\""));
    }
}
