/**
 * The Properties window's view of a board tile: one sheet set per thing standing on it, each change one undoable command.
 * Uses {@code board.model}.
 */
package org.rallyworkbench.editor.board.props;
