/**
 * The Navigator's overview of a board: a minimap with the frame of the visible area, which moves the Design view.
 * Uses {@code board.design} (viewport), {@code board.file}, {@code board.model}.
 */
package org.rallyworkbench.editor.overview;
