package org.rallyworkbench.editor.scenario.create;

import java.io.File;
import java.util.Optional;
import org.rallyworkbench.engine.model.RuleSetId;

/**
 * What the New Scenario wizard asks for: a name and folder (the file is {@code <folder>/<name>.scenario.xml}), a
 * board (a board file, referenced relative to the scenario, or a bundled sample, written inline), how many robots
 * (1..8, on the board's starts), the rule set and the seed.
 */
public record NewScenarioSpec(String name, File folder, Optional<File> boardFile, Optional<String> sample,
                              int robots, RuleSetId rules, long seed) {

    public static final String SUFFIX = ".scenario.xml";
    public static final int MAX_ROBOTS = 8;

    public NewScenarioSpec {
        name = name == null ? "" : name.trim();
    }

    /** The file to create. */
    public File file() {
        return new File(folder, name + SUFFIX);
    }
}
