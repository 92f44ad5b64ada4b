/**
 * The board's Source view: its XML text, coloured, with completion and typing undo, read back into the model when the
 * user pauses. Uses {@code board.file}, {@code board.model}, {@code text}, {@code text.completion} and {@code ui}
 * (the caret Go to Line moves).
 */
package org.rallyworkbench.editor.board.source;
