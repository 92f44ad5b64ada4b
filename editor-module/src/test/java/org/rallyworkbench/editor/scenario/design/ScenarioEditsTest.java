package org.rallyworkbench.editor.scenario.design;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.editor.scenario.run.ScenarioFixtures;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.ScenarioSpec;

class ScenarioEditsTest {

    private static final Path DIR = Path.of(".");
    private final String text = ScenarioFixtures.failingPush();

    private static ScenarioSpec.RobotSpec robot(String text, String name) {
        return ScenarioFixtures.spec(text, DIR).robots().stream().filter(r -> r.name().equals(name)).findFirst()
                .orElseThrow();
    }

    @Test
    void placingARobotMovesOnlyThatRobotAndNotItsExpectations() {
        String moved = ScenarioEdits.setRobotAttribute(ScenarioEdits.setRobotAttribute(text, "red", "x", "0"),
                "red", "y", "1");
        assertEquals(new Position(0, 1), robot(moved, "red").position());
        assertTrue(moved.contains("<robot name=\"red\" x=\"4\" y=\"2\" facing=\"E\"/>"), "the expect keeps its red");
        assertEquals(text.length(), moved.length());
    }

    @Test
    void rotatingAndDamagingWriteAttributes() {
        String edited = ScenarioEdits.setRobotAttribute(text, "blue", "facing", "W");
        edited = ScenarioEdits.setRobotAttribute(edited, "blue", "damage", "4");
        assertEquals(Direction.W, robot(edited, "blue").facing());
        assertEquals(4, robot(edited, "blue").damage());
        assertTrue(edited.contains("<robot name=\"blue\" x=\"3\" y=\"2\" facing=\"W\" damage=\"4\"/>"), edited);
    }

    @Test
    void removingAnAttributeFallsBackToItsDefault() {
        String damaged = ScenarioEdits.setRobotAttribute(text, "blue", "damage", "4");
        String healed = ScenarioEdits.setRobotAttribute(damaged, "blue", "damage", null);
        assertEquals(text, healed);
    }

    @Test
    void editingAProgramReplacesItsCards() {
        String edited = ScenarioEdits.setProgram(text, 1, "blue", "left@70 move1@500");
        ScenarioSpec.TurnSpec turn = ScenarioFixtures.spec(edited, DIR).turns().get(0);
        assertEquals(List.of(Card.parse("left@70"), Card.parse("move1@500")), turn.programs().stream()
                .filter(p -> p.robot().equals("blue")).findFirst().orElseThrow().cards());
    }

    @Test
    void aProgramForANewTurnAddsTheTurn() {
        String edited = ScenarioEdits.setProgram(ScenarioEdits.addTurn(text), 2, "red", "uturn@50");
        ScenarioSpec spec = ScenarioFixtures.spec(edited, DIR);
        assertEquals(2, spec.turns().size());
        assertEquals("red", spec.turns().get(1).programs().get(0).robot());
        assertEquals(List.of(Card.parse("uturn@50")), spec.turns().get(1).programs().get(0).cards());
        assertEquals("uturn@50", ScenarioEdits.programs(edited, 2).get(0)[1]);
    }

    @Test
    void anUnknownRobotIsAnError() {
        assertThrows(IllegalArgumentException.class, () -> ScenarioEdits.setRobotAttribute(text, "pink", "x", "1"));
    }
}
