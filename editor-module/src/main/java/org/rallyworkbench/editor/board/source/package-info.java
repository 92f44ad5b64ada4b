/**
 * The board's Source view: the document of the board file's editor support, coloured, with completion; its typing
 * is steps of the board's one undo history, and the board follows the text when the user pauses. Uses
 * {@code board.file}, {@code board.model}, {@code text} and {@code ui} (the caret Go to Line moves).
 */
package org.rallyworkbench.editor.board.source;
