/**
 * The Issues window: what is wrong with the active document (a board's format rules and design warnings, a
 * scenario's reading problems), with severity, description and location, and going to an issue's tile or line.
 * Uses {@code board.design} (tile selection), {@code board.file}, {@code board.model}, {@code scenario.file}
 * (a scenario's current text) and {@code ui} (the active document).
 */
package org.rallyworkbench.editor.issues;
