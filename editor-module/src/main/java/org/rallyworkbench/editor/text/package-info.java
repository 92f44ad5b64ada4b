/**
 * What both Source views share: XML colouring, the typing undo of plain documents, replacing text as one undoable
 * edit, listening for text changes. Swing text only; uses no other editor package.
 */
package org.rallyworkbench.editor.text;
