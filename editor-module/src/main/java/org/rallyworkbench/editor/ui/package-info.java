/**
 * Small Swing widgets and helpers the views and dialogs share (toolbar layout, steady buttons, spinners, remembered
 * folders, file choosers starting at the active document's folder), the active document, Edit &gt; Undo/Redo on
 * it and the main toolbar's context on it ({@code LastDocumentContext}), a text's caret for Go to Line
 * ({@code LineCaret}), and {@code ViewElement}, the base of every MultiView view. Uses no other editor package.
 */
package org.rallyworkbench.editor.ui;
