package org.rallyworkbench.editor.scenario.file;

/** The preferred ids of the scenario editor's views, used to switch between them. */
public final class ScenarioViews {

    public static final String DESIGN = "rally.scenario.design";
    public static final String REPLAY = "rally.scenario.replay";
    public static final String SOURCE = "rally.scenario.source";

    private ScenarioViews() {
    }
}
