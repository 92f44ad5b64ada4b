/**
 * The Test Results window (results by folder, failed only, durations, out-of-date marks) and running suites of
 * scenario folders into it. Uses {@code ui} only.
 */
package org.rallyworkbench.editor.scenario.results;
