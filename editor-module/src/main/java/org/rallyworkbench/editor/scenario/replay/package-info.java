/**
 * The scenario's Replay view: the last run played from its event log, phase by phase, with the register's cards,
 * the phase's events and the option cards beside the board and the option effects drawn on it, and Approve (record
 * the actual outcome into the text). Uses {@code scenario.design}, {@code scenario.file}, {@code scenario.run},
 * {@code scenario.results}, {@code text}, {@code ui}.
 */
package org.rallyworkbench.editor.scenario.replay;
