package org.rallyworkbench.editor.scenario.design;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.editor.scenario.run.ScenarioFixtures;

/** The robot the Source view's caret is on, which the Properties window then shows. */
class RobotUnderCaretTest {

    private final String text = ScenarioFixtures.failingPush().replace("<turn>", "<!-- <robot name=\"pink\"/> --><turn>");

    private Optional<String> at(String marker, int into) {
        return RobotUnderCaret.nameAt(text, text.indexOf(marker) + into);
    }

    @Test
    void theRobotElementProgramOrExpectationUnderTheCaretNamesItsRobot() {
        assertEquals(Optional.of("blue"), at("<robot name=\"blue\" x=\"3\"", 5));
        assertEquals(Optional.of("blue"), at("<robot name=\"blue\" x=\"3\"", 0));
        assertEquals(Optional.of("green"), at("<program robot=\"green\"", 20));
        assertEquals(Optional.of("red"), at("<robot name=\"red\" x=\"4\"", 12));     // in an expectation
    }

    @Test
    void elsewhereOrInACommentNoRobot() {
        assertEquals(Optional.empty(), at("<board ", 3));
        assertEquals(Optional.empty(), at("pink", 0));
        assertEquals(Optional.empty(), at("<turn>", 6));
        assertEquals(Optional.empty(), RobotUnderCaret.nameAt(text, text.length()));
    }
}
