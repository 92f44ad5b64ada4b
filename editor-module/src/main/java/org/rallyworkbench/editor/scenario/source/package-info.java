/**
 * The scenario's Source view: the NetBeans text editor on the scenario's editor support (the document every view
 * edits), with line numbers and the Run Scenario button. Uses {@code scenario/file}, {@code scenario/run} and
 * {@code text}.
 */
package org.rallyworkbench.editor.scenario.source;
