/**
 * Running one open scenario with the engine (Run Scenario; {@link org.rallyworkbench.editor.scenario.run.OpenReplay}
 * for other callers, such as a bot game) and publishing its run to the file's views and to Test Results; and
 * {@link org.rallyworkbench.editor.scenario.run.ScenarioViewElement}, what the Design and Replay views share. Uses
 * {@code scenario.file}, {@code scenario.results}, {@code ui}.
 */
package org.rallyworkbench.editor.scenario.run;
