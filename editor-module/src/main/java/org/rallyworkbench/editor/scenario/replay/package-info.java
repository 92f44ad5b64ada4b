/**
 * The scenario's Replay view: the last run played from its event log, phase by phase, and Approve (record the
 * actual outcome into the text). Uses {@code scenario.design}, {@code scenario.file}, {@code scenario.run}, {@code text}, {@code ui}.
 */
package org.rallyworkbench.editor.scenario.replay;
