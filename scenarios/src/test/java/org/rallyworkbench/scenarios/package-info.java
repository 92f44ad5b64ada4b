/**
 * The suite's own checks beside the scenarios the engine's TestEngine runs: rule coverage (every R-id of
 * RULES.md covered by scenarios, the COVERAGE.md table), the golden games, and the suite's file layout.
 *
 * <p>May use: the engine's public packages (model, rules, scenario, xml, junit), JUnit Jupiter.
 */
package org.rallyworkbench.scenarios;
