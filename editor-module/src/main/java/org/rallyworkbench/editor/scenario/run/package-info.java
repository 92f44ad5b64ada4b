/**
 * Running one open scenario with the engine (Run Scenario; {@link org.rallyworkbench.editor.scenario.run.OpenReplay}
 * for other callers, such as a bot game) and publishing its run to the file's views and to Test Results. Uses
 * {@code scenario.file}, {@code scenario.results}.
 */
package org.rallyworkbench.editor.scenario.run;
