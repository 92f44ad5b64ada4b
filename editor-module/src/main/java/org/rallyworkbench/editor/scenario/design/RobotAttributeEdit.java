package org.rallyworkbench.editor.scenario.design;

import java.util.function.Function;
import java.util.function.UnaryOperator;
import org.rallyworkbench.engine.model.ReadResult;
import org.rallyworkbench.engine.model.ScenarioSpec;

/**
 * One robot attribute set in a scenario's text, refused (an {@link IllegalArgumentException} with the reader's
 * message) when it would make a scenario that reads unreadable: a value out of range typed into the Properties
 * window must not replace the Design view with a list of problems.
 */
final class RobotAttributeEdit {

    private RobotAttributeEdit() {
    }

    static UnaryOperator<String> of(String robot, String attribute, String value, Function<String, ReadResult<ScenarioSpec>> reader) {
        return text -> {
            String changed = ScenarioEdits.setRobotAttribute(text, robot, attribute, value);
            if (reader.apply(changed) instanceof ReadResult.Failed<ScenarioSpec> failed
                    && reader.apply(text).isRead()) {
                throw new IllegalArgumentException(failed.problems().get(0).message());
            }
            return changed;
        };
    }
}
