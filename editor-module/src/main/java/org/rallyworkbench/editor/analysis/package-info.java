/**
 * Analyze Board: simulated games of the open board off the event thread, drawn as an overlay over its
 * Design view with a side panel. Uses the engine's analysis, {@code board.design} (overlay host), {@code board.model}, {@code ui}.
 */
package org.rallyworkbench.editor.analysis;
