/**
 * The Issues window: the format's rules and the design warnings of the board in the active editor.
 * Uses {@code board.design} (tile selection), {@code board.model}.
 */
package org.rallyworkbench.editor.issues;
