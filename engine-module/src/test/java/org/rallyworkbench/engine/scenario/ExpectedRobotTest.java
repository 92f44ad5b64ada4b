package org.rallyworkbench.engine.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rallyworkbench.engine.scenario.ScenarioRunnerTest.board;
import static org.rallyworkbench.engine.scenario.ScenarioRunnerTest.program;
import static org.rallyworkbench.engine.scenario.ScenarioRunnerTest.robot;
import static org.rallyworkbench.engine.scenario.ScenarioRunnerTest.spec;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.model.ScenarioSpec;
import org.rallyworkbench.engine.model.ScenarioSpec.TurnSpec;

/** The workbench's Add Expectation: a robot's actual state at the start, after a register, after a turn. */
class ExpectedRobotTest {

    private static final ScenarioSpec ONE_TURN = spec(board(), List.of(robot("red", 1, 1, 0, 2)),
            List.of(new TurnSpec(List.of(program("red", "move1@500 move2@700", 5)), List.of(), ScenarioRunnerTest.line(4))));

    @Test
    void theStateAtTheStartAfterARegisterAndAfterTheTurn() throws Exception {
        assertEquals("<robot name=\"red\" x=\"1\" y=\"1\" facing=\"E\" damage=\"0\" lives=\"3\" destroyed=\"false\"/>",
                Approval.expectedRobot(ONE_TURN, 0, 0, "red").orElseThrow());
        assertTrue(Approval.expectedRobot(ONE_TURN, 1, 1, "red").orElseThrow().contains(" x=\"2\" y=\"1\""));
        assertTrue(Approval.expectedRobot(ONE_TURN, 1, 2, "red").orElseThrow().contains(" x=\"4\" y=\"1\""));
        assertTrue(Approval.expectedRobot(ONE_TURN, 1, 0, "red").orElseThrow().contains(" x=\"4\" y=\"1\""));
    }

    @Test
    void nothingForATurnNeverPlayedOrAnUnknownRobot() throws Exception {
        assertTrue(Approval.expectedRobot(ONE_TURN, 2, 0, "red").isEmpty());
        assertTrue(Approval.expectedRobot(ONE_TURN, 1, 1, "blue").isEmpty());
    }
}
