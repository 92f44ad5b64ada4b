/**
 * The scenario file type: its DataObject and MIME resolver, its text document shared by every view (on
 * {@code board.file.XmlFileSupport}, as a board's: atomic save, shared undo), reading its text and its last run.
 * Uses {@code board.file} (the editor support base, atomic writer), {@code board.model} (the reading guard),
 * {@code text}, {@code text.completion}.
 */
package org.rallyworkbench.editor.scenario.file;
