/**
 * The Test Results window and running suites of scenario folders into it. Uses {@code ui} only.
 */
package org.rallyworkbench.editor.scenario.results;
