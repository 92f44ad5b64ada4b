/**
 * The board's Design view: the canvas, the palette, the tools that turn mouse gestures into commands on the
 * {@code board.model}, and the extension points other features find in its lookup (overlays, viewport, tile selection). Uses {@code board.file}, {@code board.model}, {@code board.props}, {@code exchange}, {@code ui}.
 */
package org.rallyworkbench.editor.board.design;
