/**
 * The document model of an open board: the immutable board, its undoable commands and the pure operations behind them,
 * and reading a board's XML into the engine's ReadResult. Plain Java on the engine's model; uses no other editor package.
 */
package org.rallyworkbench.editor.board.model;
